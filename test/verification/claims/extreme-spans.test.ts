import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: 002594 from 2026-01-02 to 2026-04-30 closes highest at 107.63 (2026-03-23) and
 * lowest at 87.05 (2026-02-02); its stored bars do not reach a year back, so no 52-week low is held.
 */
const mark = (claim: string) =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("002594", "2026-04-30")),
  );

describe("a bare low listed after a span's high, across a comma", () => {
  it("is the low of that span, not the 52-week low", () => {
    expect(mark("年内收盘高点107.63元出现在3月23日，低点87.05元在2月初。")).toBe("✅");
    expect(mark("年内收盘最高107.63元，最低87.05元。")).toBe("✅");
    expect(mark("年内收盘高点107.63元，低点90元。")).toBe("❌");
  });

  it("leaves a low naming a span of its own to that span (52周低点 here: not held, ❔)", () => {
    expect(mark("年内收盘高点107.63元，52周低点87.05元。")).toBe("❔");
  });
});

describe("a bare extreme dated by a day of the month", () => {
  // 600519 closed highest in 2026 at 1555.00 (2026-02-05) and lowest at 1323.69 (2026-01-28, intraday 1322.01).
  const mark519 = (claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600519", "2026-04-30")),
    );

  it("still reads the span's closing extreme: 1月28日 dates the low, it is no window of days", () => {
    expect(mark519("年内收盘最高1555元（2月5日），最低1323.69元（1月28日）。")).toBe("✅");
    expect(mark519("今年收盘价最高1555元（2月5日），最低1299.5元（1月28日）。")).toBe("❌");
    expect(mark("年内收盘低点87.05元在2月2日，最高107.63元在3月23日。")).toBe("✅");
    expect(mark("年内收盘低点87.05元在2月2日，最高117.63元在3月23日。")).toBe("❌");
  });
});
