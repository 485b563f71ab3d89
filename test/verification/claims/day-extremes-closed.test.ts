import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * 比亚迪 (002594) as of 2026-04-30: the lowest close of 2026 is 87.05 (2026-02-02), the highest 107.63 (2026-03-23).
 */
const mark = (claim: string) =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30", company: "002594" }),
      sampleFacts("002594", "2026-04-30"),
    ),
  );

describe("a named day's close called the year's extreme by its close verb", () => {
  it("reads 收于 / 收在 / 收盘创 with no price as that day's close", () => {
    expect(mark("3月23日收于年内最高。")).toBe("✅");
    expect(mark("2月2日比亚迪收在年内最低位。")).toBe("✅");
    expect(mark("3月23日收于年内最低。")).toBe("❌");
    expect(mark("2月2日比亚迪收在年内最高位。")).toBe("❌");
  });

  it("reads 新低 / 新高 as the extreme up to that day", () => {
    expect(mark("快讯：比亚迪2月2日收盘创年内新低。")).toBe("✅");
    expect(mark("快讯：比亚迪3月23日收盘创年内新低。")).toBe("❌");
  });

  it("reads the extreme named in the clause after the day's close", () => {
    expect(mark("比亚迪3月23日收于107.63元，为年内最高收盘。")).toBe("✅");
    expect(mark("比亚迪2月2日收于87.05元，为年内最高收盘。")).toBe("❌");
  });

  it("leaves a day's close with no extreme named to the close checks", () => {
    expect(mark("比亚迪3月23日收于107.63元，成交放大。")).not.toBe("❌");
  });
});
