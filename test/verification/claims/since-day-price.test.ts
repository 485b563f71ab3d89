import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* 招商银行 (600036) as of 2026-04-30: the highest close after 2025-09-02 is 43.45 (2025-12-05). */
const mark = (claim: string) =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30", company: "600036" }),
      sampleFacts("600036", "2026-04-30"),
    ),
  );

describe("a level not regained since the day named before", () => {
  it("holds when no later close rose above it", () => {
    expect(mark("2025年9月2日大涨约3.5%，之后股价一直没能站回45元。")).toBe("✅");
    expect(mark("2025年9月2日大涨约3.5%，此后股价再未回到42元上方。")).toBe("❌");
  });

  it("reads a level not regained from above (再未回到…下方) on the lowest close after the day", () => {
    expect(mark("2025年9月2日大涨约3.5%，此后股价再未回到30元下方。")).toBe("✅");
    expect(mark("2025年9月2日大涨约3.5%，此后股价再未回到40元下方。")).toBe("❌");
  });

  it("is undecided with no day named before it", () => {
    expect(mark("股价始终未能站回45元。")).toBe("❔");
  });
});
