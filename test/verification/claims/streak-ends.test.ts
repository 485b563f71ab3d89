import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * A streak said to end in a year ("连增五年的纪录在2025年终结", "逐年抬升的利润曲线就此拐头"): the run held up to the
 * year before and the year named moved the other way; the span counts the run, not the year's move.
 */
describe("a streak that ended in a year", () => {
  // 贵州茅台 归母净利润 rose 2020-2024, fell 2025 (862.28 → 823.20亿元).
  it("贵州茅台 连增五年的纪录在2025年终结", () => {
    expect(mark("600519", "归母净利连增五年的纪录在2025年终结：由862.28亿元降到823.20亿元。")).toBe("✅");
  });

  // 招商银行 归母净利润 rose in 2025 too; 中国石化 fell in 2020, so no three-year run ended in 2022.
  it("a year that did not turn, or a run that did not hold, fails", () => {
    expect(mark("600036", "归母净利连增四年的纪录在2025年终结。")).toBe("❌");
    expect(mark("600028", "归母净利连增三年的纪录在2022年终结。")).toBe("❌");
  });

  // 中国石化 营业收入 rose 2021-2022, fell 2023.
  it("中国石化 营业收入连增两年的势头 ended in 2023, not 2022", () => {
    expect(mark("600028", "营业收入连增两年的势头在2023年终结。")).toBe("✅");
    expect(mark("600028", "营业收入连增两年的势头在2022年终结。")).toBe("❌");
  });
});

describe("a run since a year that turned (就此拐头, 戛然而止)", () => {
  it("贵州茅台 利润 2019年以来逐年抬升, 2025 fell", () => {
    const claim = "2025年归母净利润823.2亿元，同比少了约4.5%，2019年以来逐年抬升的利润曲线就此拐头。";
    expect(mark("600519", claim)).toBe("✅");
    expect(mark("600519", "2019年以来逐年增长的营收在2025年戛然而止。")).toBe("✅");
  });

  // 招商银行 归母净利润 still rose in 2025; 中国石化 归母净利润 rose in 2021.
  it("a run that did not turn, or did not run, fails", () => {
    expect(mark("600036", "2025年归母净利润1501.81亿元，2021年以来逐年抬升的利润曲线就此拐头。")).toBe("❌");
    expect(mark("600028", "2024年归母净利润503.13亿元，2021年以来逐年下滑的利润曲线就此拐头。")).toBe("❌");
  });

  // 招商银行 归母净利润 rose every year 2020-2025: 从未中断 denies the ending.
  it("a run said never to have ended (从未中断) is a run that goes on", () => {
    const claim = "2025年归母净利润1501.81亿元，同比增长约1.2%，2019年以来利润逐年抬升、从未中断。";
    expect(mark("600036", claim)).toBe("✅");
    expect(mark("600519", "2025年归母净利润823.20亿元，2019年以来利润逐年抬升、从未中断。")).toBe("❌");
  });
});

describe("a run said to stop (到此为止, 告一段落)", () => {
  // 比亚迪 归母净利润 rose 2022-2024, fell 18.97 % in 2025; 中国石化 fell in 2022 and 2023, so no run ended in 2024.
  it("比亚迪 此前连续三年的增长到此为止", () => {
    expect(mark("002594", "2025年归母净利润同比下滑约19%，此前连续三年的增长到此为止。")).toBe("✅");
    expect(mark("600519", "2025年营收同比下降，此前连续多年的增长告一段落。")).toBe("✅");
  });

  it("a year that did not turn, or a run that did not hold, fails", () => {
    expect(mark("600036", "2025年归母净利润同比增长，此前连续三年的增长到此为止。")).toBe("❌");
    expect(mark("600028", "2024年归母净利润同比下降，此前连续三年的增长到此为止。")).toBe("❌");
  });
});
