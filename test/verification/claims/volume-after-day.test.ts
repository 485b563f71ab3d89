import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* 比亚迪 2026-04-30 (src/sample/sample-data.json): on 2026-04-01 volume 1.21 times the day before, close -2.47 %. */
const mark = (claim: string) =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("002594", "2026-04-30")),
  );

describe("a volume word after a dated event (4月1日MACD死叉后量能萎缩)", () => {
  it("is the stretch after the day, not that day's volume: left unread", () => {
    expect(mark("4月1日MACD死叉后量能萎缩。")).toBe("❔");
  });

  it("still reads the day's own volume", () => {
    expect(mark("4月1日放量下跌。")).toBe("✅");
    expect(mark("4月1日缩量下跌。")).toBe("❌");
  });
});
