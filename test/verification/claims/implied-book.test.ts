import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * A 每股净资产 divided out of a PB (implied-book.ts): the PB reading's day's close over it. Sample readings of
 * 2025-07-04: 601318 收盘56.57元、PB 1.12倍 (50.51元); 600036 47.07元、1.16倍 (40.58元, while the 2025 report says
 * 43.43元); 300750 265.8元、5.02倍 (52.95元); 002594 has no bar of that day.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a 每股净资产 derived from a PB", () => {
  it("is the reading's day's close over the PB, not a report's figure", () => {
    expect(mark("601318", "去年7月初市净率1.12倍，倒推每股净资产约50.5元。")).toBe("✅");
    expect(mark("601318", "去年7月初市净率1.12倍，倒推每股净资产约45.5元。")).toBe("❌");
    expect(mark("600036", "2025年7月快照的市净率1.16倍，对应每股净资产约40.6元。")).toBe("✅");
    expect(mark("600036", "2025年7月快照的市净率1.16倍，对应每股净资产约43.4元。")).toBe("❌");
    expect(mark("300750", "去年7月4日快照PB为5.02倍，折算每股净资产约53元。")).toBe("✅");
    expect(mark("300750", "去年7月4日快照PB为5.02倍，折算每股净资产约60元。")).toBe("❌");
  });

  it("is of the reading the written PB rounds to (today's PB over the report's figure)", () => {
    expect(mark("600036", "当前PB约0.88倍，对应每股净资产约43.5元。")).toBe("✅");
    expect(mark("600036", "当前PB约0.88倍，对应每股净资产约40.6元。")).toBe("❌");
  });

  it("is read so when the clause after it says it was divided out of the PB", () => {
    expect(mark("600036", "每股净资产约40.6元——由去年7月初1.16倍的市净率倒推而来。")).toBe("✅");
    expect(mark("600036", "每股净资产约43.4元——由去年7月初1.16倍的市净率倒推而来。")).toBe("❌");
    expect(mark("601318", "隐含每股净资产约50.5元：快照日（7月4日）收盘价除以1.12倍的市净率。")).toBe("✅");
    expect(mark("601318", "隐含每股净资产约45.5元：快照日（7月4日）收盘价除以1.12倍的市净率。")).toBe("❌");
    expect(mark("300750", "每股净资产约53元，由7月4日收盘价除以5.02倍PB得出。")).toBe("✅");
    expect(mark("002594", "每股净资产约39.7元，由7月4日收盘价除以8.33倍PB得出。")).toBe("❔");
  });

  it("is read so after a market value listed beside the PB, which carries the PB on", () => {
    // 000858 2025-07-04: 收盘120.39元、PB 3.15倍 (38.22元).
    expect(mark("000858", "去年7月初市净率3.15倍，总市值约4673亿元，对应每股净资产约38元。")).toBe("✅");
    expect(mark("000858", "去年7月初市净率3.15倍，总市值约4673亿元，对应每股净资产约45元。")).toBe("❌");
    expect(mark("600036", "去年7月快照市净率1.16倍，市值约1.19万亿元，对应每股净资产约40.6元。")).toBe("✅");
    expect(mark("600036", "去年7月快照市净率1.16倍，市值约1.19万亿元，对应每股净资产约36元。")).toBe("❌");
  });

  it("leaves a report's figure named beside a PB to the report", () => {
    expect(mark("600036", "2025年市净率1.16倍，2025年末每股净资产43.43元。")).toBe("✅");
  });

  it("is undecided where the reading's day has no close kept, or no PB is public yet", () => {
    expect(mark("002594", "去年7月4日快照PB为8.33倍，对应每股净资产约39.7元。")).toBe("❔");
    expect(mark("600519", "茅台市净率约8倍，对应每股净资产约180元。", "2025-04-30")).toBe("❔");
  });
});

// 600028: the stored 每股净资产 ends in 2019 (6.11元) while the newest annual report is 2024's; its 2025-07-04
// snapshot reads PB 0.84倍 on a close of 5.68元 (6.76元). 600036's report series is current (2025 43.43元).
describe("a 每股净资产 no year places, beside a PB, where the reports' series is years old", () => {
  it("is the PB's day's close over it, not the last report's figure", () => {
    expect(mark("600028", "中石化PB才0.84，每股净资产快7块了，股价才5块多")).toBe("✅");
    expect(mark("600028", "快照市净率0.84倍，处于破净状态，对应每股净资产约6.76元。")).toBe("✅");
  });

  it("a figure far from it is wrong; the old report's 6.11元 is no current figure", () => {
    expect(mark("600028", "中石化PB才0.84，每股净资产快9块了，股价才5块多")).toBe("❌");
    expect(mark("600028", "快照市净率0.84倍，处于破净状态，对应每股净资产约8.5元。")).toBe("❌");
    expect(mark("600028", "中石化PB约0.84倍，每股净资产约6.11元。")).toBe("❌");
  });

  it("a current report series is read as before", () => {
    expect(mark("600036", "招行PB不到0.9倍，每股净资产43.43元。")).toBe("✅");
  });
});

describe("the close a 每股净资产 is divided out of, written before 收盘 (以当日56.57元收盘倒推)", () => {
  it("is the PB's day's close, not a 每股净资产, and the figure after it is derived", () => {
    expect(mark("601318", "7月快照PB 1.12倍，以当日56.57元收盘倒推每股净资产约50.5元。")).toBe("✅");
    expect(mark("601318", "7月快照PB 1.12倍，以当日56.57元收盘倒推每股净资产约45元。")).toBe("❌");
    expect(mark("600028", "7月4日快照PB 0.84倍，以当日6.2元收盘倒推每股净资产约7.4元。")).toBe("❌");
  });

  it("carries the word of deriving from the close's clause to the 每股净资产 after it", () => {
    expect(mark("600036", "快照PB 1.16倍，按当天47.07元的收盘价推算，每股净资产约40.6元。")).toBe("✅");
    expect(mark("600036", "快照PB 1.16倍，按当天47.07元的收盘价推算，每股净资产约43.4元。")).toBe("❌");
    expect(mark("600036", "以快照当天47.07元收盘和1.16倍PB算，每股净资产约40.6元。")).toBe("✅");
  });

  it("leaves a report's 每股净资产 the PB is divided by as the report's figure", () => {
    expect(mark("600036", "按今天38.27元收盘、2025年末每股净资产43.43元算，PB约0.88倍。")).toBe("✅");
    expect(mark("600036", "按今天38.27元收盘、2025年末每股净资产40.6元算，PB约0.88倍。")).toBe("❌");
  });
});
