import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { streakThenYearWritten } from "../../../src/verification/claims/streak-then";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * "两连降后2025年基本持平": a counted streak before 后 and a year is the run into the year before; the year's own move
 * (flat, a slight fall) is judged alone, not against the streak's way.
 */
describe("a counted streak, then a year's own move", () => {
  it("is written as the run into the year before, then the year", () => {
    expect(streakThenYearWritten("营收两连降后2025年基本持平")).toBe("营收2024年两连降,2025年基本持平");
    expect(streakThenYearWritten("利润连续三年增长之后,2024年回落")).toBe("利润2023年连续三年增长,2024年回落");
  });

  // 招商银行 营业总收入 fell in 2023 and 2024, then +0.01 % in 2025.
  it("招商银行 营收两连降后2025年基本持平", () => {
    expect(mark("600036", "营收两连降后2025年基本持平。")).toBe("✅");
    expect(mark("600036", "营业总收入连续两年下滑之后，2025年基本持平。")).toBe("✅");
  });

  // 贵州茅台 营业总收入 rose 2022-2024, fell 1.20 % in 2025.
  it("贵州茅台 营收连续两年增长以后，2025年小幅下滑", () => {
    expect(mark("600519", "营收连续两年增长以后，2025年小幅下滑。")).toBe("✅");
  });

  it("a streak that did not run, or a year's move of another size, fails", () => {
    expect(mark("600036", "营收两连增后2025年基本持平。")).toBe("❌");
    expect(mark("600519", "营收连续两年增长以后，2025年大幅下滑。")).toBe("❌");
  });

  // A streak with its own years keeps them: the year after 后 is only cut off as its own clause (read whole, the
  // year's move was judged as the streak's and a true sentence failed).
  it("keeps the years a streak names, cutting the year after it off", () => {
    expect(streakThenYearWritten("营收2023-2024年两连降后2025年持平")).toBe("营收2023-2024年两连降,2025年持平");
    expect(streakThenYearWritten("利润2019至2024连增五年后于2025年首降")).toBe("利润2019至2024连增五年,2025年首降");
    expect(mark("600036", "招行营收2023-2024年两连降后2025年基本持平。")).toBe("✅");
    expect(mark("600036", "招行营收2023-2024年两连降后2025年大幅增长。")).toBe("❌");
  });

  // Counter-case: with no year after 后 it is left as written.
  it("leaves a streak with no year after it", () => {
    expect(streakThenYearWritten("连续十年增长后的首次下滑")).toBe("连续十年增长后的首次下滑");
  });
});
