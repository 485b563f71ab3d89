import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * An undated market multiple is today's (stale-reading.ts). On 2026-04-30 the newest PB of 601318 and 600028 is a
 * 2025-07-04 snapshot (1.12倍, 0.84倍) and neither holds a current 每股净资产 to divide the last close by; 600036 holds
 * its 2026Q1 每股净资产 (44.90元), so its PB of the last close (38.27元) is 0.85倍. A bound ("跌破1倍") is no level.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a PB said of today when the newest reading is months old", () => {
  it("is undecided, never failed on the old snapshot", () => {
    expect(mark("601318", "当前市净率约0.9倍，安全边际充足。")).toBe("❔");
    expect(mark("600028", "中石化PB约0.7倍，估值洼地。")).toBe("❔");
    expect(mark("600519", "目前茅台PB约7.5倍。")).toBe("❔");
  });

  it("fails a level no book value could give: the old reading moved with the price since, within a third", () => {
    // 0.84倍 × 5.39 / 5.68 ≈ 0.80倍 on 2026-04-30; 茅台 7.99倍 × 1384.79 / 1422.22 ≈ 7.78倍.
    expect(mark("600028", "市净率约1.2倍，相对净资产并不便宜。")).toBe("❌");
    expect(mark("600519", "目前茅台PB约3倍。")).toBe("❌");
  });

  it("is judged on the snapshot when the writer dates it to that day", () => {
    expect(mark("600028", "2025年7月4日快照PB约0.84倍。")).toBe("✅");
    expect(mark("600028", "2025年7月4日快照PB约0.7倍。")).toBe("❌");
    expect(mark("601318", "去年7月4日平安市净率约0.9倍。")).toBe("❌");
  });

  it("is judged on today's reading where the data gives one (the last close over the newest 每股净资产)", () => {
    expect(mark("600036", "当前市净率约0.85倍。")).toBe("✅");
    expect(mark("600036", "当前市净率约1.2倍。")).toBe("❌");
  });
});

describe("an undated multiple that matches only an old reading while today's is held", () => {
  it("is judged on today's reading (600036: 0.85倍/0.88倍 on 2026-04-30, 1.16倍 on 2025-07-04)", () => {
    expect(mark("600036", "按每股净资产算PB已达1.2倍，并不便宜。")).toBe("❌");
    expect(mark("600036", "PB约0.88倍，仍处破净。")).not.toBe("❌");
    expect(mark("600036", "市净率0.9倍。")).toBe("✅");
  });

  it("keeps the old reading for a figure the clause dates, and leaves one its sentence may date undecided", () => {
    expect(mark("600036", "2025年7月4日快照PB为1.16倍。")).toBe("✅");
    expect(mark("600036", "7月4日的行情快照中，招行市净率仅1.16倍。")).toBe("❔");
  });
});

// 宁德时代: PB 5.02倍 on 2025-07-04, its only reading, about 8.2倍 moved with the close to 2026-04-30; 招商银行: PB
// 1.16倍 on 2025-07-04, 0.85倍 on 2026-04-30.
describe("a multiple of now after a reading the sentence dated (快照PB约5倍，如今PB约8倍)", () => {
  it("is today's, not the dated day's", () => {
    expect(mark("300750", "去年7月4日快照PB约5倍，如今PB约8.2倍。")).toBe("❔");
    expect(mark("300750", "去年7月4日快照PB约5倍，如今PB约5.5倍。")).toBe("❌");
    expect(mark("600036", "去年7月4日快照PB为1.16倍，现在PB约1.1倍。")).toBe("❌");
    expect(mark("600036", "去年7月4日快照PB为1.16倍，现在PB不到0.9倍。")).toBe("✅");
  });

  it("keeps a clause naming no time of its own to the day its sentence dated", () => {
    expect(mark("300750", "去年7月4日快照里宁德总市值约1.21万亿元，PB约5倍。")).toBe("✅");
  });
});
