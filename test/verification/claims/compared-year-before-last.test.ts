import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * src/sample/sample-data.json: 贵州茅台 营业收入 2023 1476.94亿元, 2024 1708.99亿元, 2025 1688.38亿元; 归母净利润
 * 2023 747.34亿元, 2024 862.28亿元, 2025 823.20亿元.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("较前年 (period-relative.ts, compared-readings.ts)", () => {
  it("with no 去年 in its sentence and a base figure, is the year the figure matches: 2023 or 2024", () => {
    expect(mark("600519", "营业收入1688.38亿元，比前年的1476.94亿元仍多出约14%。")).toBe("✅");
    expect(mark("600519", "营业收入1688.38亿元，比前年的1708.99亿元仍多出约14%。")).toBe("❌");
    expect(mark("600519", "归母净利润较前年的747.34亿元多出约一成。")).toBe("✅");
    expect(mark("600519", "归母净利润823亿元，较前年的862亿元下降约4.5%。")).toBe("✅");
    expect(mark("600519", "归母净利润823亿元，较前年的862亿元增长约4.5%。")).toBe("❌");
    expect(mark("600519", "茅台净利润较前年的747亿元增长。")).toBe("✅");
    expect(mark("600519", "茅台净利润较前年的700亿元增长。")).toBe("❌");
  });

  it("with no figure, is 未能核验 when the two readings disagree, and their answer when they agree", () => {
    expect(mark("600519", "茅台2025年净利润较前年增长。")).toBe("❔");
    expect(mark("600519", "茅台净利润较前年增长10%。")).toBe("❔");
    expect(mark("600519", "茅台净利润较前年下降。")).toBe("❔");
    expect(mark("600519", "茅台净利润较前年下降20%。")).toBe("❌");
  });

  it("reads 去年 in its own sentence only: 去年 in the sentence before leaves it open", () => {
    expect(mark("600519", "茅台去年营业收入1688.38亿元。净利润较前年的747.34亿元增长。")).toBe("✅");
    expect(mark("600519", "茅台去年营业收入1688.38亿元。净利润较前年的862.28亿元下降。")).toBe("✅");
    expect(mark("600519", "茅台去年营业收入1688.38亿元。净利润较前年的862.28亿元增长。")).toBe("❌");
  });

  it("with 去年 beside it, is the calendar's year before last", () => {
    expect(mark("600519", "去年归母净利润823.20亿元，比前年的862.28亿元少赚约39亿元。")).toBe("✅");
    expect(mark("600519", "去年归母净利润823.20亿元，比前年的747.34亿元多赚约76亿元。")).toBe("❌");
  });
});
