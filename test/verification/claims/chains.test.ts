import { describe, expect, it } from "vitest";
import { unchained } from "../../../src/verification/claims/chains";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { normalizeNumberText } from "../../../src/verification/extract-numbers";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** Chains of levels (A→B→C) read with the years the sentence gives them, on the sample's real figures. */
const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));
const read = (text: string): string => unchained(normalizeNumberText(text));

describe("a chain is written as the list or from/to phrase the binder reads", () => {
  it("year spans with FY, arrows or 至 are one span; 从…到… and dates are left alone", () => {
    expect(read("近三年（FY2016-2018）收入")).toBe("近三年(2016-2018年)收入");
    expect(read("FY2020至FY2022归母净利润")).toBe("2020-2022年归母净利润");
    expect(read("2015→2019年归母净利润")).toBe("2015-2019年归母净利润");
    expect(read("从FY2021到FY2025，归母净利")).toBe("从FY2021到FY2025,归母净利");
    expect(read("截至2025-03-31")).toBe("截至2025-03-31");
    // A bare span followed by its count of years.
    expect(read("是2020-2024五年里的最低点")).toBe("是2020-2024年五年里的最低点");
  });

  it("a long digit run is read in linear time, not retried at each digit", () => {
    const run = `${"1".repeat(50000)}元`;
    const started = performance.now();
    read(run);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("the years come from each level, from brackets after the chain, or from a span before it", () => {
    expect(read("ROE：7.76%（FY2017）→4.96%→2.62%（FY2019）")).toBe("ROE:2017-2019年分别为7.76%、4.96%、2.62%");
    expect(read("2021年712.08亿→2022年670.82亿→2023年604.63亿")).toBe("2021-2023年分别为712.08亿、670.82亿、604.63亿");
    expect(read("利润856.65亿→1266.07亿→1347.78亿（FY2023-FY2025）")).toBe(
      "利润2023-2025年分别为856.65亿、1266.07亿、1347.78亿",
    );
    expect(read("经营现金流63.68亿→125.23亿→147.41亿（2017-2019）")).toBe(
      "经营现金流2017-2019年分别为63.68亿、125.23亿、147.41亿",
    );
    expect(read("近三年（FY2016-2018）收入增速：13.3%→23.0%→32.6%")).toBe(
      "近三年(2016-2018年)收入增速:2016-2018年分别为13.3%、23.0%、32.6%",
    );
  });

  it("a span of an earlier clause of the sentence still places a later chain", () => {
    expect(read("①利润：1380.12亿 → 1466.02亿 → 1483.91亿（FY2022→FY2024）；②每股收益5.26 → 5.63 → 5.66元")).toBe(
      "1利润:2022-2024年分别为1380.12亿、1466.02亿、1483.91亿;2每股收益2022-2024年分别为5.26元、5.63元、5.66元",
    );
  });

  it("two levels are a from/to: the span's two ends, or the year before with no years", () => {
    expect(read("2015→2019年归母净利润61.76亿→174.02亿")).toBe(
      "2015-2019年归母净利润由2015年的61.76亿至2019年的174.02亿",
    );
    expect(read("归母净利润：747.34亿 → 862.28亿（FY2023 → FY2024）")).toBe(
      "归母净利润:由2023年的747.34亿至2024年的862.28亿",
    );
    expect(read("净利率：5.4%→4.2%")).toBe("净利率:由5.4%至4.2%");
    // A level dated with its year and report period keeps the period.
    expect(read("每股经营现金流：11.39元（2024年1-9月）→ 6.98元（2025年1-9月）")).toBe(
      "每股经营现金流:由2024年1-9月的11.39元至2025年1-9月的6.98元",
    );
    // A price move is the market checks' to read.
    expect(read("股价42.10元→38.27元")).toBe("股价42.10元→38.27元");
  });
});

describe("chains checked against the figures of their years", () => {
  it("levels and growth rates pair with the years of the span", () => {
    // 五粮液 营业总收入 YoY 2016-2018: +13.3 %, +23.0 %, +32.6 %.
    expect(mark("000858", "近三年（FY2016-2018）收入增速逐年加快：13.3%→23.0%→32.6%。", "2019-12-31")).toBe("✅");
    expect(mark("000858", "近三年（FY2016-2018）收入增速逐年加快：23.0%→13.3%→32.6%。", "2019-12-31")).toBe("❌");
    // 比亚迪 ROE 2017-2019: 7.76 %, 4.96 %, 2.62 %.
    expect(mark("002594", "ROE一路下滑：7.76%（FY2017）→4.96%→2.62%（FY2019）。", "2020-05-15")).toBe("✅");
    expect(mark("002594", "ROE一路下滑：7.76%（FY2017）→2.62%→4.96%（FY2019）。", "2020-05-15")).toBe("❌");
  });

  it("依次为 pairs a list with the years as 分别为 does", () => {
    // 宁德时代 归母净利润 FY2022-2024: 307.29, 441.21, 507.45亿元.
    expect(mark("300750", "近三年（FY2022-2024）归母净利润依次为307亿、441亿、507亿", "2025-03-31")).toBe("✅");
    expect(mark("300750", "近三年（FY2022-2024）归母净利润依次为441亿、307亿、507亿", "2025-03-31")).toBe("❌");
  });

  it("two dated levels of a report period are read on that period", () => {
    // 招商银行 每股经营现金流 前三季度 2024 11.39元, 2025 6.98元.
    const claim = (a: string, b: string) =>
      `每股经营现金流：${a}元（2024年1-9月）→ ${b}元（2025年1-9月），降了近四成。`;
    expect(mark("600036", claim("11.39", "6.98"), "2026-04-30")).toBe("✅");
    expect(mark("600036", claim("6.98", "11.39"), "2026-04-30")).toBe("❌");
  });

  it("two levels are the two ends of the span", () => {
    // 贵州茅台 归母净利润 FY2023 747.34亿元, FY2024 862.28亿元.
    expect(mark("600519", "归母净利润：747.34亿 → 862.28亿（FY2023 → FY2024），↑15.4%", "2025-05-16")).toBe("✅");
    expect(mark("600519", "归母净利润：862.28亿 → 747.34亿（FY2023 → FY2024）", "2025-05-16")).toBe("❌");
  });

  it("翻了一番 is at least double, 翻了两番 at least four times", () => {
    // 贵州茅台 归母净利润 2019 412.06亿元 → 2024 862.28亿元 (×2.09).
    expect(mark("600519", "归母净利润2019→2024年由412亿升至862亿，五年翻了一番。", "2025-05-16")).toBe("✅");
    expect(mark("600519", "归母净利润2019→2024年由412亿升至862亿，五年翻了两番。", "2025-05-16")).toBe("❌");
  });
});

describe("a chain of years heading a chain of levels", () => {
  it("is the span of the years when they follow one another, a list of years when they do not", () => {
    expect(read("2022→2023→2024：1→2→3亿")).toBe("2022-2024年:2022-2024年分别为1亿、2亿、3亿");
    expect(read("2019→2022→2025：1→2→3亿")).toBe("2019年、2022年、2025年:1亿、2亿、3亿");
    // 宁德时代 归母净利润 2022-2025: 307.29, 441.21, 507.45, 722.01亿元.
    const chain = (x: string) => `归母净利润2022→2023→2024→2025：307.29→441.21→${x}→722.01亿元，逐年抬升`;
    expect(mark("300750", chain("507.45"), "2026-04-30")).toBe("✅");
    expect(mark("300750", chain("517.45"), "2026-04-30")).toBe("❌");
  });
});

describe("the years of a chain named in the clause after it", () => {
  it("“…→1266.07亿元，对应2020-2023年” places each level in its year", () => {
    expect(unchained("归母净利润1430.99→1016.18→837.74→856.65亿元,对应2020-2023年")).toContain(
      "2020-2023年分别为1430.99亿元、1016.18亿元、837.74亿元、856.65亿元",
    );
    // 中国平安 归母净利润 2020-2024: 1430.99 / 1016.18 / 837.74 / 856.65 / 1266.07亿元; shifted by a year it fails.
    expect(mark("601318", "归母净利润1430.99→1016.18→837.74→856.65亿元，对应2020-2023年", "2026-04-30")).toBe("✅");
    expect(mark("601318", "归母净利润1016.18→837.74→856.65→1266.07亿元，对应2020-2023年", "2026-04-30")).toBe("❌");
  });
});

describe("four levels after one year and a word of single quarters (2025年单季…A→B→C→D)", () => {
  it("are that year's four quarters in order", () => {
    expect(read("2025年单季营收847亿→942亿→1042亿→1406亿")).toBe(
      "2025年单季营收一季度847亿、二季度942亿、三季度1042亿、四季度1406亿",
    );
    // Two years in the clause, or three levels: which quarters is not said, so nothing is placed.
    expect(read("2024、2025年单季营收847亿→942亿→1042亿→1406亿")).not.toContain("二季度");
    expect(read("2025年单季营收847亿→942亿→1042亿")).not.toContain("二季度");
  });

  it("each level is checked against its own quarter", () => {
    // 宁德时代 2025 单季归母净利润 139.63 / 165.23 / 185.49 / 231.67亿元; 营业总收入 847.05 / 941.82 / 1041.86 / 1406.30亿元.
    expect(mark("300750", "2025年单季营收847亿→942亿→1042亿→1406亿，逐季抬升。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "2025年单季营收942亿→847亿→1042亿→1406亿，逐季走高。", "2026-04-30")).toBe("❌");
    expect(mark("300750", "2025年单季归母净利润逐季抬升：139.63→165.23→185.49→231.67亿元。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "2025年单季归母净利润逐季抬升：139.63→185.49→165.23→231.67亿元。", "2026-04-30")).toBe("❌");
  });
});

describe("a run of levels with no years, then a year whose clause turns (A→B→C连增两年，2025年回落)", () => {
  it("ends in the year before the turn", () => {
    // 比亚迪 归母净利润 2021-2025: 30.45 / 166.22 / 300.41 / 402.54 / 326.19亿元; 中国石化 营收 2020-2022: 2.10 / 2.74 / 3.32万亿元.
    const byd = "归母净利30.45亿→166.22亿→300.41亿→402.54亿连增三年，2025年回落到326.19亿。";
    expect(mark("002594", byd, "2026-04-30")).toBe("✅");
    expect(mark("002594", byd.replace("2025年", "2024年"), "2026-04-30")).toBe("❌");
    expect(mark("600028", "营收2.10→2.74→3.32万亿元连升两年后，2023、2024年连续回落到3.07万亿元。", "2026-04-30")).toBe(
      "✅",
    );
    expect(mark("600028", "营收2.74→3.32→3.21万亿元连升两年后，2024年回落到3.07万亿元。", "2026-04-30")).toBe("❌");
  });

  it("is not placed when the chain is not said to run on", () => {
    expect(read("归母净利30.45亿→166.22亿→300.41亿，2025年回落到326.19亿")).not.toContain("年分别为");
  });
});

// 招商银行 基本每股收益 2019 3.62元, 2020 3.79元, …, 2023 5.63元, 2024 5.66元, 2025 5.70元 (a rise every year);
// 中国平安 归母净利润 2019 1494.07亿元, 2020 1430.99亿元 (a fall), 2023 856.65亿元, 2025 1347.78亿元.
describe("a chain of years apart, each written with its level", () => {
  it("keeps each level's own year, and a move said of each year runs through the years between", () => {
    expect(read("2019年3.62元→2023年5.63元→2025年5.70元")).toBe("2019年3.62元、2023年5.63元、2025年5.70元");
    const eps = "基本每股收益2019年3.62元→2023年5.63元→2025年5.70元";
    expect(mark("600036", `${eps}，逐年抬升从未回头`, "2026-04-30")).toBe("✅");
    expect(mark("600036", "基本每股收益2019年3.72元→2023年5.63元→2025年5.70元", "2026-04-30")).toBe("❌");
    const pa = "归母净利润2019年1494.07亿元→2023年856.65亿元→2025年1347.78亿元";
    expect(mark("601318", pa, "2026-04-30")).toBe("✅");
    expect(mark("601318", `${pa}，逐年回升`, "2026-04-30")).toBe("❌");
  });
});
