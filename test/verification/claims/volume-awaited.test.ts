import { describe, expect, it } from "vitest";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { sampleFacts } from "./sample-facts";

/* 002594 on 2026-04-30 (src/sample/sample-data.json): the last 20 sessions' mean volume is 68.2 % of the 20 before. */
const oks = (text: string) => checkMarketClause(text, sampleFacts("002594", "2026-04-30")).map((c) => c.ok);

describe("a volume word waited for, needed or supposed (关注量能配合, 还需放量确认)", () => {
  it("is no reading of the volume", () => {
    expect(oks("后市关注量能配合")).toEqual([]);
    expect(oks("反弹还需要放量确认")).toEqual([]);
    expect(oks("要看量能能否放大")).toEqual([]);
    expect(oks("等待放量信号")).toEqual([]);
  });

  it("leaves a volume said as it is, and the clause's other volume words, read", () => {
    expect(oks("近20日明显放量")).toEqual([false]);
    expect(oks("近20日缩量约三成，需量能配合")).toEqual([true, true]);
    expect(oks("需求放量带动成交放大")).toEqual([false]);
  });
});
