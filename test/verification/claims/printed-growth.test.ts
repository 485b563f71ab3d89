import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf: string) => markOf(checks(ticker, claim, asOf));
const reasons = (ticker: string, claim: string, asOf: string) => checks(ticker, claim, asOf).map((c) => c.reason);

// 贵州茅台's 2025 quarterly reports print 营业收入's YoY (一季度 +10.54 %, 上半年 +9.10 %, 前三季度 +6.36 %) but the
// reference files hold no revenue of those periods: the printed rate is the one fact there is.
describe("a growth rate a report printed for a figure the data does not hold (上半年营收同比增约9.1%)", () => {
  it("checks the rate stated against the printed one, in any spelling of the metric and the period", () => {
    expect(mark("600519", "上半年营业收入同比增长9.1%，归母净利润同比增长8.9%。", "2025-09-05")).toBe("✅");
    expect(mark("600519", "茅台2025年中报：营收同比+9.10%，归母净利454.03亿元。", "2025-09-05")).toBe("✅");
    expect(mark("600519", "一季度营业收入同比增长约10.5%，归母净利润增长11.6%。", "2025-05-10")).toBe("✅");
    expect(mark("600519", "25年前三季度营收增速6.4%左右。", "2026-04-30")).toBe("✅");
  });

  it("fails another rate or the other way", () => {
    expect(mark("600519", "前三季度营业收入同比增长9.1%。", "2025-11-10")).toBe("❌");
    expect(mark("600519", "2025年一季度营收同比下滑约10.5%。", "2026-04-30")).toBe("❌");
    expect(reasons("600519", "前三季度营业收入同比增长9.1%。", "2025-11-10").join("")).toContain("报告所载增速");
  });

  it("is no level: an amount of the period stays 未能核验", () => {
    expect(mark("600519", "2025年上半年营业收入约470亿元。", "2025-09-05")).toBe("❔");
  });

  it("leaves a period whose level is held to the levels (2026年一季度营业收入539.09亿元)", () => {
    const said = "2026年一季度营业收入539.09亿元，同比增长约6.5%。";
    expect(mark("600519", said, "2026-04-30")).toBe("✅");
    expect(reasons("600519", said, "2026-04-30").join("")).not.toContain("报告所载增速");
  });

  it("reads no rate where none was printed (比亚迪 holds its levels; 中国石化 has no quarters)", () => {
    expect(reasons("002594", "上半年营收同比增长约23.3%。", "2025-09-05").join("")).not.toContain("报告所载增速");
    expect(reasons("600028", "上半年营收同比增长约5%。", "2025-09-05").join("")).not.toContain("报告所载增速");
  });
});

describe("a quarter after a year's annual clause (2025年报点评：…，一季度营收+6.5%)", () => {
  it("is left to the levels' reading of which year it is (2026年一季度营业收入 +6.54 %)", () => {
    expect(mark("600519", "贵州茅台2025年报点评：收入微降1.2%，一季度营收+6.5%重回增长", "2026-04-30")).toBe("✅");
  });
});

describe("a rate that is not the year-on-year one is not read on the printed rate", () => {
  it("leaves 环比, a named base period and a move of the rate itself to the other checks", () => {
    expect(reasons("600519", "2025年一季度营收环比增长约6%。", "2025-06-01").join("")).not.toContain("报告所载增速");
    expect(mark("600519", "上半年营收增速放缓至9.1%，较一季度有所回落。", "2026-04-30")).not.toBe("❌");
    expect(mark("600519", "前三季度营收同比增长6.4%，较上半年继续下滑。", "2026-04-30")).not.toBe("❌");
  });
});

describe("a rate's move between two reports' printed rates (report-rates.ts: 营收增速较上半年继续放缓)", () => {
  it("reads the printed rates of both periods, the clause's and its base's", () => {
    expect(mark("600519", "茅台前三季度营业收入同比增长约6.4%，增速比上半年进一步回落。", "2025-11-14")).toBe("✅");
    expect(mark("600519", "茅台一季度营业收入同比增长10.5%，增速较2024年全年明显放缓。", "2025-06-30")).toBe("✅");
    const why = reasons("600519", "茅台上半年营收同比增长约9.1%，增速降至个位数。", "2025-09-05").join("");
    expect(why).toContain("营业收入同比增速 2025年一季度 +10.54% → 2025年上半年 +9.10%");
  });

  it("fails a move the other way", () => {
    expect(mark("600519", "茅台上半年营业收入增速9.1%，较一季度明显提速。", "2025-09-05")).toBe("❌");
    expect(mark("600519", "茅台前三季度营收同比增速约6.4%，比上半年有所加快。", "2025-11-14")).toBe("❌");
  });

  it("leaves a single quarter's rate 未能核验: no quarter's rate is printed, nor derived from printed rates", () => {
    expect(mark("600519", "茅台三季度单季营收增速进一步放缓。", "2025-10-31")).toBe("❔");
  });
});
