import { describe, expect, it } from "vitest";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { sampleFacts } from "./sample-facts";

// 600519 as of 2026-04-30: MACD(12,26,9) last crossed on 2026-04-17, a dead cross; DIF −10.03 below DEA −4.72.
const facts = sampleFacts("600519", "2026-04-30");
const checks = (text: string) => checkMarketClause(text, facts);
const oks = (text: string) => checks(text).map((c) => c.ok);

describe("a MACD cross a clause dates", () => {
  it("holds on the day of a cross of its kind, and the date's month is no value of DIF", () => {
    expect(oks("DIF在4月17日下穿DEA")).toEqual([true]);
    expect(oks("4月17日MACD死叉")).toEqual([true, true]);
  });

  it("is false on a day with no cross of its kind, or a month after the last cross", () => {
    expect(oks("DIF在4月17日上穿DEA")).toEqual([false]);
    expect(oks("DIF在4月28日下穿DEA")).toEqual([false]);
    expect(oks("DIF已在4月重新上穿DEA")).toEqual([false]);
  });

  it("leaves a day after the last bar undecided", () => {
    expect(oks("DIF在5月8日上穿DEA")).toEqual([null]);
  });
});

describe("the year of a dated MACD cross written without one", () => {
  it("is the year before's when the day lies three months or more past the last bar", () => {
    // 600036 as of 2026-01-05: the last cross a golden one on 2025-12-30.
    const jan = sampleFacts("600036", "2026-01-05");
    expect(checkMarketClause("12月30日MACD金叉", jan).map((c) => c.ok)).toEqual([true, true]);
    expect(checkMarketClause("12月30日MACD死叉", jan).map((c) => c.ok)).toEqual([false, false]);
  });
});
