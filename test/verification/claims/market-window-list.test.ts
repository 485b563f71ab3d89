import { describe, expect, it } from "vitest";
import { checkSessions } from "../../../src/verification/claims/check-sessions";
import { windowListExtremes } from "../../../src/verification/claims/market-window-list";
import { sampleFacts } from "./sample-facts";

/* 300750 as of 2024-08-30: the close 184.34 is above every close of the 5, 10 and 20 sessions before it, not of the
 * 60 before; it is below none of them. */
const s = sampleFacts("300750", "2024-08-30").market!.sessions!;
const marks = (t: string) => windowListExtremes(t, s).map((c) => c.ok);

describe("several windows sharing one new high or low", () => {
  it("holds only when the close is beyond every close of each window", () => {
    expect(marks("最近5、10、20日都在创阶段收盘新高")).toEqual([true]);
    expect(marks("5日/10日/20日/60日均创新高")).toEqual([false]);
    expect(marks("近5、10、20个交易日收盘创新低")).toEqual([false]);
  });

  it("names the windows that missed", () => {
    expect(windowListExtremes("5、10、20、60日均创收盘新高", s)[0]!.reason).toContain("60");
  });

  it("reads a list once, not its last window again alone", () => {
    expect(
      checkSessions("最近5、10、20日都在创阶段收盘新高", sampleFacts("300750", "2024-08-30").market!),
    ).toHaveLength(1);
  });

  it("leaves a denied list to the single-window reading", () => {
    expect(marks("5、10、20日均未创新低")).toEqual([]);
  });
});
