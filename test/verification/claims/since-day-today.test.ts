import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* 比亚迪 (002594) as of 2026-04-30: +0.32 % since the 2026-04-01 close; the last session -2.30 %. */
const mark = (claim: string) =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("002594", "2026-04-30")),
  );

describe("today's price against a day named as its base", () => {
  it("is the move since that day, not the last session's", () => {
    expect(mark("今天股价比4月1日高约0.3%。")).toBe("✅");
    expect(mark("今日股价较4月1日下跌约2%。")).toBe("❌");
  });

  it("reads 当时 as the day in brackets after it", () => {
    expect(mark("眼下股价比当时（4月1日收盘）高约0.3%。")).toBe("✅");
    expect(mark("今天股价比当时（4月1日的价格）低了一成。")).toBe("❌");
  });

  it("leaves today's own move to the last session", () => {
    expect(mark("今日下跌约2.3%。")).toBe("✅");
    expect(mark("今日上涨约2.3%。")).toBe("❌");
  });
});
