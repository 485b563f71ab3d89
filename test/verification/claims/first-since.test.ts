import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a fall said to be the first since a year (2019年以来首次负增长)", () => {
  // 贵州茅台 营业总收入 2020-2024 each higher, 2025 −1.2 %; 中国平安 归母净利润 2018, 2019 higher, 2020 −4.2 %, 2021
  // −29 %.
  it("holds when the year judged fell and no year after the one named fell before it", () => {
    expect(mark("600519", "2025年营收为2019年以来首次负增长。")).toBe("✅");
    expect(mark("601318", "2020年净利润为2018年以来首次负增长。")).toBe("✅");
  });

  it("fails when a year between already fell", () => {
    expect(mark("601318", "2021年净利润为2018年以来首次负增长。")).toBe("❌");
  });

  it("turns round when the first fall is denied (并非…以来首次下滑)", () => {
    expect(mark("601318", "2022年净利润延续下滑，并非2017年以来首次下滑。")).toBe("✅");
    expect(mark("601318", "2021年净利润并非2018年以来首次负增长。")).toBe("✅");
    // Counter-cases: the year judged was the first fall since the year named.
    expect(mark("601318", "2020年净利润并非2018年以来首次负增长。")).toBe("❌");
    expect(mark("600519", "2025年营收并不是2019年以来首次负增长。")).toBe("❌");
  });
});

describe("a fall said to be the first in N years (六年来首次下滑)", () => {
  // 600519 归母净利润 2019-2024 each higher, 2025 −4.5 %; 600028 2022 −5.8 %, 2024 −16.8 %.
  it("is the first since the year N before the one judged, not a change over N years", () => {
    expect(mark("600519", "茅台2025年净利823亿元，同比降4.5%，六年来首次下滑。")).toBe("✅");
    expect(mark("600028", "中国石化2024年归母净利润503亿元，三年来首次下滑。")).toBe("❌");
  });

  it("is left unchecked when the data does not reach back N years", () => {
    expect(mark("600519", "茅台2025年净利823亿元，十年来首次下滑。")).toBe("❔");
  });

  it("reads the fall written first, then the window's first (下滑还是N年来头一回)", () => {
    expect(mark("600519", "茅台2025年归母净利润下降是六年来头一回。")).toBe("✅");
    expect(mark("600519", "营收下滑还是2019年以来第一次。")).toBe("✅");
    expect(mark("600028", "中国石化2024年利润下滑是三年来头一回。")).toBe("❌");
  });
});

describe("a run of the N years before the year judged (此前五年逐年走高)", () => {
  // 600036 营业总收入 2022 3447.83亿, 2023 3391.23亿, 2024 3374.88亿, 2025 3375.32亿 (2021 → 2022 higher).
  it("is a streak ending the year before, not the judged year's change", () => {
    expect(mark("600519", "2025年归母净利润出现2019年以来的首次年度下滑，此前五年逐年走高。")).toBe("✅");
    expect(mark("600519", "2025年归母净利润同比下降4.5%，此前五年逐年走低。")).toBe("❌");
    expect(mark("600036", "2025年营收微增，此前两年逐年下降。")).toBe("✅");
    expect(mark("600036", "2025年营收微增，此前三年逐年下降。")).toBe("❌");
  });
});

// 中国石化 归母净利润 2021 712.08 → 2022 670.82 → 2023 604.63 → 2024 503.13亿元; 贵州茅台 2019-2024 rose, 2025 fell.
describe("a first fall since a year, the company and the report named between", () => {
  it("holds when no year between fell, and fails when one did", () => {
    expect(mark("600519", "这是2019年以来茅台首次交出利润负增长的年报。")).toBe("✅");
    expect(mark("600028", "这是2021年以来中石化首次交出利润下降的年报。")).toBe("❌");
  });

  it("reads 交出 as the report's verb, not a segment's name", () =>
    expect(mark("300750", "宁德时代2025年交出利润下滑的成绩单。")).toBe("❌"));
});

describe("a first since a year, denied in the words between (首次没有下滑)", () => {
  // 601318's 归母净利润 fell in 2021 and 2022 and rose in 2023.
  it("is no first fall", () => {
    expect(mark("601318", "2023年归母净利润是2020年以来首次没有下滑。")).not.toBe("❌");
  });
});

// 贵州茅台 归母净利润 2019-2024 rising each year, 2025 823.20亿 (−4.53 %); 比亚迪 2018 and 2019 fell, 2025 −18.97 %;
// 招商银行 2025 +1.21 %.
describe("首降, 首跌: a first fall since a year said in two characters", () => {
  it("reads the window as 首次下滑 does", () => {
    expect(mark("600519", "茅台归母净利润2019年以来首降。")).toBe("✅");
    expect(mark("600519", "营业总收入六年来首跌。")).toBe("✅");
  });
  it("counter-case: a year between already fell, or the year judged rose", () => {
    expect(mark("002594", "比亚迪净利润2025年为2017年以来首降。")).toBe("❌");
    expect(mark("600036", "招行净利润2025年为2019年以来首降。")).toBe("❌");
  });
});
