import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * The share price against a per-share figure of a report (price-share.ts). 600036 on 2026-04-30: close 38.27元; 每股净资产 41.46元 (2024), 43.43元
 * (2025), 44.90元 (2026Q1); 600028's stored 每股净资产 ends in 2019.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("the share price against a per-share figure", () => {
  it("a clause naming no metric after such a comparison sets the same price against its own figure", () => {
    expect(mark("600036", "现价38.27元，低于2024年末每股净资产41.46元，也低于今年3月末的44.90元。")).toBe("✅");
    expect(mark("600036", "现价38.27元，低于2024年末每股净资产41.46元，还高于今年3月末的44.90元。")).toBe("❌");
    // The carried figure is held to the report named: 45.50元 is no 2026Q1 每股净资产.
    expect(mark("600036", "现价38.27元，低于2024年末每股净资产41.46元，也低于今年3月末的45.50元。")).toBe("❌");
  });
  it("compares the price stated, or the last close, with the figure stated after the word", () => {
    expect(mark("600036", "股价38.27元已低于一季度末44.90元的每股净资产，PB跌破1倍是事实。")).toBe("✅");
    expect(mark("600036", "股价38.27元已高于一季度末44.90元的每股净资产。")).toBe("❌");
    expect(mark("600036", "收盘价仍低于一季末每股净资产44.90元。")).toBe("✅");
    expect(mark("600036", "收盘价仍高于一季末每股净资产44.90元。")).toBe("❌");
  });

  it("takes the price the clause before states", () => {
    expect(mark("600036", "招行股价38.27元，低于一季度末每股净资产44.90元，市净率不足0.9倍。")).toBe("✅");
    expect(mark("600036", "招行股价38.27元，高于一季度末每股净资产44.90元。")).toBe("❌");
  });

  it("takes the per-share figure named after the word, not the one the clause carries (每股收益 5.70元)", () => {
    expect(mark("600036", "招行每股收益5.70元，股价低于每股净资产")).toBe("✅");
    expect(mark("600036", "招行每股收益5.70元，股价高于每股净资产")).toBe("❌");
  });

  it("is undecided on a price of a year named (去年) or said once so (一度), not the last close", () => {
    expect(mark("600036", "招行去年股价一度高于每股净资产")).toBe("❔");
    expect(mark("600036", "招行股价高于每股净资产")).toBe("❌");
  });

  it("is undecided on a report's figure years older than the price", () => {
    expect(mark("600028", "股价高于每股净资产。", "2025-10-31")).toBe("❔");
  });
});

describe("a price stated against a report's per-share figure", () => {
  it("prices the multiple after it at the last close, not at a snapshot of the report's year", () => {
    expect(mark("600036", "股价38.27元对应2025年末每股净资产，市净率约0.88倍。")).toBe("✅");
    expect(mark("600036", "股价38.27元对应2025年末每股净资产，市净率约1.1倍。")).toBe("❌");
  });
});

// 600028's snapshot of 2025-07-04: PB 0.84倍 (close 5.68元); 300750's: PB 5.02倍.
describe("the share price against the 每股净资产 of a PB the sentence states", () => {
  it("a price below the book value per share is a PB below 1倍", () => {
    expect(mark("600028", "7月4日行情快照里PB约0.84倍，股价低于每股净资产。")).toBe("✅");
    expect(mark("300750", "7月4日快照PB 5.02倍，股价远高于每股净资产。")).toBe("✅");
  });

  it("a price said above it on a PB below 1倍, or below it on one above, is wrong", () => {
    expect(mark("600028", "7月4日行情快照里PB约0.84倍，股价高于每股净资产。")).toBe("❌");
    expect(mark("300750", "7月4日快照PB 5.02倍，股价低于每股净资产。")).toBe("❌");
  });
});
