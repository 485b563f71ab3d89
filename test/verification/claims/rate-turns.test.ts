import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { readingsBefore, yoyTurnOf } from "../../../src/verification/claims/rate-turns";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf: string) => markOf(checks(ticker, claim, asOf));

describe("a growth rate turning sign (同比转正, 收入端由负转正) is the rate now against a reading before it", () => {
  it("reads a turn written on 同比 or on a revenue, not a cash flow's or a profit's level", () => {
    expect(yoyTurnOf("一季度净利同比已转正")?.word).toBe("转正");
    expect(yoyTurnOf("单季收入由负转正")?.word).toBe("由负转正");
    expect(yoyTurnOf("自由现金流转正")).toBeNull();
    expect(yoyTurnOf("净利润转正")).toBeNull();
  });

  it("turns a first quarter from the year before's report, a single quarter from the report before it", () => {
    const q1 = readingsBefore("q1", 2026, { turn: true, yearOnYear: true });
    expect(q1.within).toEqual([{ kind: "annual", year: 2025 }]);
    expect(q1.fourth).toEqual({ kind: "q4s", year: 2025 });
    expect(readingsBefore("q3s", 2025, { turn: true, yearOnYear: false }).within.at(-1)).toEqual({
      kind: "h1",
      year: 2025,
    });
    // Not a turn: a single quarter's rate change names its own base, none is supplied.
    expect(readingsBefore("q3s", 2025, { turn: false, yearOnYear: false }).within).toEqual([]);
  });

  it("passes a quarter whose rate is above zero after a year below it (贵州茅台 2025年 -4.53% → 26Q1 +1.47%)", () => {
    const asOf = "2026-04-30";
    expect(mark("600519", "茅台全年利润下滑，不过今年一季度归母净利同比已经转正。", asOf)).toBe("✅");
    expect(mark("600519", "2025年净利润降约4.5%，2026年一季度净利润同比由负转正。", asOf)).toBe("✅");
  });

  it("fails a turn the rate now does not make (比亚迪 26Q1 归母净利润 -55.38%, 营收 -11.82%)", () => {
    const asOf = "2026-04-30";
    expect(mark("002594", "比亚迪今年一季度净利润同比转正，最差的时候已经过去。", asOf)).toBe("❌");
    expect(mark("002594", "一季度收入端由负转正。", asOf)).toBe("❌");
  });

  it("reads a single quarter's turn against the half year before it (招商银行 H1 -1.72% → Q3单季 +2.11%)", () => {
    expect(mark("600036", "招行第三季度单季营收同比转正。", "2025-11-14")).toBe("✅");
    expect(mark("600036", "招行第三季度单季营收同比转负。", "2025-11-14")).toBe("❌");
  });
});
