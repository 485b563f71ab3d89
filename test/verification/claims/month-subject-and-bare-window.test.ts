import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * 招商银行 (600036) as of 2026-04-30: the March bar +1.47 % (38.75 → 39.32); of the last 10 sessions 3 closed up and
 * 5 down.
 */
const mark = (claim: string, ticker = "600036") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a month's move with the share named between the month and its move", () => {
  it("reads the company's name or 股价 after the month as the subject of the month's move", () => {
    expect(mark("3月份招行涨了约2%。")).toBe("✅");
    expect(mark("3月份招行跌了约2%。")).toBe("❌");
    expect(mark("3月股价上涨约1.5%。")).toBe("✅");
  });

  it("leaves a metric after the month to the metric's checks", () => {
    // No monthly revenue is stored: the month's share price is not read in its place.
    expect(mark("3月份营收涨了约2%。")).toBe("❔");
  });
});

describe("a bare span opening a count of up or down days", () => {
  it("is the window ending at the last close", () => {
    expect(mark("10天里只有3天收红。")).toBe("✅");
    expect(mark("10天里有6天收红。")).toBe("❌");
  });

  it("is not read in the middle of a clause", () => {
    expect(mark("公司10天里只有3天收红。")).toBe("❔");
  });
});
