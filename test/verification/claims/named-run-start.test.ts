import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * 贵州茅台 (600519) closes: 04-27 1403.2, 04-28 1405, 04-29 1401.17, 04-30 1384.79 (the last bar).
 * 招商银行 (600036) closes: 04-28 39.6, 04-29 38.5, 04-30 38.27.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a move over days the sentence lists up to the last bar", () => {
  it("starts at the close before the first day listed", () => {
    expect(mark("600519", "4月29日和30日接连收跌，收盘价由1405元降到1384.79元。")).toBe("✅");
    expect(mark("600036", "4月29日、30日连续两天收跌，股价从39.6元跌到38.27元。")).toBe("✅");
  });

  it("fails a start that is no close of those days", () => {
    expect(mark("600519", "4月29日和30日接连收跌，收盘价由1420元降到1384.79元。")).toBe("❌");
    expect(mark("600036", "4月29日、30日连续两天收跌，股价从41元跌到38.27元。")).toBe("❌");
  });

  it("leaves a start with a window of its own to that window", () => {
    expect(mark("600036", "4月29日、30日连续两天收跌，近20个交易日股价从39.82元跌到38.27元。")).toBe("✅");
  });
});
