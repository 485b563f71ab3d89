import { describe, expect, it } from "vitest";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { sampleFacts } from "./sample-facts";

/* 2026-04-30 (src/sample/sample-data.json): 000858 closed 97.08, its lowest close of the 52 weeks; 601318 closed 59.37,
 * its lowest close of the 52 weeks 50.80. */
const oks = (ticker: string, text: string) =>
  checkMarketClause(text, sampleFacts(ticker, "2026-04-30")).map((c) => c.ok);

describe("a fall said to end at the 52-week low (跌至52周最低)", () => {
  it("is the last close at the lowest close of the 52 weeks", () => {
    expect(oks("000858", "股价已跌至52周最低")).toEqual([true]);
    expect(oks("601318", "平安股价跌到一年来的最低")).toEqual([false]);
  });

  it("leaves a nearness to the low to its own reading", () => {
    expect(oks("601318", "股价跌至52周最低附近")).not.toContain(true);
  });
});
