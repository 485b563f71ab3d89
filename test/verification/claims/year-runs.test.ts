import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { yearMentions } from "../../../src/verification/claims/periods";
import { extractNumbers } from "../../../src/verification/extract-numbers";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf: string) => markOf(checks(ticker, claim, asOf));

// 五粮液 归母净利润 growth: 2016 +9.85 %, 2017 +42.58 %, 2018 +38.36 %, 2019 +30.02 %.
const WULIANGYE = "2020-05-15";
// 招商银行 归母净利润 growth: 2021 +23.20 %, 2022 +15.08 %, 2023 +6.22 %, 2024 +1.22 %, 2025 +1.21 %.
const CMB = "2026-04-30";

describe("a bound on growth over a run of years holds in every year of it", () => {
  it("reads the range a streak names, or the streak's years ending in the latest", () => {
    expect(mark("000858", "2016-2019年归母净利润连续四年增速超过20%", WULIANGYE)).toBe("❌");
    expect(mark("000858", "归母净利润连续四年增速超过20%", WULIANGYE)).toBe("❌");
    expect(mark("000858", "2017-2019年归母净利润连续三年增速超过20%", WULIANGYE)).toBe("✅");
    // "2015-2019年…连续四年": four growth years ending in 2019; 2016's +9.85 % breaks 30 %.
    expect(mark("000858", "2015-2019年归母净利润连续四年保持30%以上的增速", WULIANGYE)).toBe("❌");
  });

  it("reads 每年都/均 over the range its sentence names, and 近三年…均 as the last three years", () => {
    expect(mark("600036", "2022-2025年归母净利润增速逐年放缓，但每年都保持在5%以上", CMB)).toBe("❌");
    expect(mark("600036", "2022-2025年归母净利润增速逐年放缓，每年都在1%以上", CMB)).toBe("✅");
    expect(mark("600036", "2019-2025年归母净利润由928.67亿元增至1,501.81亿元，但近三年增速均不足7%", CMB)).toBe("✅");
    expect(mark("600036", "2019-2025年归母净利润由928.67亿元增至1,501.81亿元，但近三年增速均不足5%", CMB)).toBe("❌");
  });

  it("fails on a year known to break the bound even when another year of the run has no data", () => {
    // 比亚迪 营业总收入 growth 2024 +29.02 %: the range starts where the stored growth does.
    const claim = "2021-2025年营业总收入连续四年增长，且每年增速都在30%以上";
    expect(mark("002594", claim, "2026-04-30")).toBe("❌");
  });
});

describe("a change of the growth rate said of each year (逐年放缓) and a level's direction each year", () => {
  it("checks every step of the range, not only the last", () => {
    expect(mark("600036", "2021-2025年归母净利润增速逐年放缓", CMB)).toBe("✅");
    expect(mark("600036", "2021-2025年归母净利润增速逐年加快", CMB)).toBe("❌");
    const reasons = checks("600036", "2021-2025年归母净利润增速逐年放缓", CMB).map((c) => c.reason);
    expect(reasons.join("")).toContain("2021年 +23.20%");
  });

  it("reads 逐年走高 over a range as each step of it (贵州茅台 归母净利润 2020-2024 rose every year)", () => {
    expect(mark("600519", "2020-2024年归母净利润逐年走高", "2025-05-15")).toBe("✅");
    expect(mark("600519", "2020-2024年归母净利润逐年下降", "2025-05-15")).toBe("❌");
  });

  it("runs a streak of no year of its own through its sentence's range when that names as many years", () => {
    // 贵州茅台 归母净利润 2022-2024 +19.6 %, +19.2 %, +15.4 %; 2025 fell.
    const claim = "2022-2024年归母净利润同比增速分别为19.6%、19.2%、15.4%，连续三年两位数增长，2025年才掉头向下";
    expect(mark("600519", claim, "2026-04-30")).toBe("✅");
    // A year named in passing does not: the streak runs to now (2025 fell).
    expect(mark("600519", "2024年归母净利润862.28亿元，已连续三年两位数增长", "2026-04-30")).toBe("❌");
    expect(mark("600519", "2024年归母净利润862.28亿元，已连续三年两位数增长", "2025-05-15")).toBe("✅");
  });
});

describe("a level unchanged for N years (三年未变) is the same in each of them: N−1 steps", () => {
  // 比亚迪 商誉 2022 6591.40万, 2023-2025 44.28亿.
  it("holds over the years the level stayed, fails over one more", () => {
    expect(mark("002594", "商誉44.28亿元，三年未变，占总资产不到1%", "2026-04-30")).toBe("✅");
    expect(mark("002594", "商誉44.28亿元连续三年未变", "2026-04-30")).toBe("✅");
    expect(mark("002594", "商誉44.28亿元，四年未变", "2026-04-30")).toBe("❌");
  });
});

describe("a range written with FY on both ends (从FY2021到FY2025)", () => {
  it("names every year in it", () => {
    const text = "从FY2021到FY2025，归母净利增长";
    expect(yearMentions(text, extractNumbers(text)).map((y) => y.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
  });
});

describe("a compound rate (年均增速) is not a bound on every year", () => {
  // 茅台 归母净利润 2019 412亿 → 2024 862亿: about 15.9 % a year, though 2020 and 2021 grew 13.3 % and 12.3 %.
  it("does not fail 年均增速超过15% on the years that grew less", () => {
    expect(mark("600519", "2019-2024年茅台归母净利润年均增速超过15%。", "2026-05-06")).not.toBe("❌");
    expect(mark("600519", "2022-2024年茅台归母净利润增速均超过15%。", "2026-05-06")).toBe("✅");
    expect(mark("600519", "2020-2024年茅台归母净利润增速均超过15%。", "2026-05-06")).toBe("❌");
  });
});

describe("a bound since a year counts that year's own growth", () => {
  // 五粮液 归母净利润 growth 2016 +9.85 %, 2017 +42.58 %, 2018 +38.36 %, 2019 +30.02 %.
  it("2016年以来…每年增速都在30%以上 fails on 2016", () => {
    const marks = (claim: string) =>
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2020-05-15" }), sampleFacts("000858", "2020-05-15"))
        .filter((c) => c.kind === "comparison")
        .map((c) => c.ok);
    expect(marks("2016年以来归母净利润每年增速都在30%以上。")).toEqual([false]);
    expect(marks("2017年以来归母净利润每年增速都在30%以上。")).toEqual([true]);
  });
});

describe("a digit count of growth over a run", () => {
  it("两位数 after 以来 holds each year's own growth to it, the window's first year included", () => {
    // 五粮液 归母净利润 growth 2016 +9.85%, 2017 +42.58%, 2018 +38.36%, 2019 +30.02%.
    expect(mark("000858", "2016年以来归母净利润每年都保持两位数增长", "2020-05-15")).toBe("❌");
    expect(mark("000858", "2017年以来归母净利润每年都保持两位数增长", "2020-05-15")).toBe("✅");
    expect(mark("000858", "2016-2019年归母净利润连续四年两位数增长", "2020-05-15")).toBe("❌");
  });
});

describe("a window that starts after the stored reports end", () => {
  it("“2021年以来…” on a company whose data ends in 2019 is 未能核验, not judged on 2019 or on fewer years", () => {
    // 五粮液: the sample's annual reports end in 2019.
    expect(mark("000858", "2021年以来营收每年都保持两位数增长", "2026-04-30")).toBe("❔");
    expect(mark("000858", "2021年以来营收下滑", "2026-04-30")).toBe("❔");
    expect(mark("000858", "2016年以来营收每年都保持两位数增长", "2020-06-30")).toBe("✅");
  });
});

describe("a rate's change year by year over a window whose first year has no rate", () => {
  // 比亚迪 营业总收入 from 2021 (no 2020 stored): 2022 +96.20 %, 2023 +42.04 %, 2024 +29.02 %, 2025 +3.46 %.
  it("judges the steps after the first year", () => {
    expect(mark("002594", "2021-2025年比亚迪营收持续增长，但增速逐年放缓。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "2021-2025年比亚迪营收持续增长，增速逐年加快。", "2026-04-30")).toBe("❌");
  });
});

/** 中国平安 资产负债率 2021-2025: 89.37 %, 89.45 %, 89.39 %, 89.93 %, 89.81 %. */
describe("a range a level stays in over a run of years (近五年都在89%-90%之间)", () => {
  it("holds each year to both ends of the range", () => {
    expect(mark("601318", "平安负债率近五年都在89%-90%之间。", "2026-04-30")).toBe("✅");
    expect(mark("601318", "平安负债率近五年都在89%-89.5%之间。", "2026-04-30")).toBe("❌");
    expect(mark("601318", "平安负债率近五年都在89.5%-91%之间。", "2026-04-30")).toBe("❌");
  });
  it("counter-case: a single bound is held as before", () => {
    expect(mark("601318", "平安负债率近五年都在89%以上。", "2026-04-30")).toBe("✅");
    expect(mark("601318", "平安负债率近五年都在89.5%以上。", "2026-04-30")).toBe("❌");
  });
});
