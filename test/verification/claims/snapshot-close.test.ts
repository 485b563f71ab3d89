import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// The sample's market readings are a 2025-07-04 snapshot: 中国平安 closed 56.57 that day (59.37 on 2026-04-30).
describe("a price after a snapshot named with no day (7月快照…，当时股价56.57元)", () => {
  it("may be the close of the snapshot's day", () => {
    expect(mark("601318", "25年7月快照PB 1.12倍，当时股价56.57元，接近净资产。")).toBe("✅");
    expect(mark("601318", "7月快照PB 1.12倍，收盘56.57元。")).toBe("✅");
  });

  it("fails a price that is neither that close nor the last one", () => {
    expect(mark("601318", "25年7月快照PB 1.12倍，当时股价52.57元，接近净资产。")).toBe("❌");
  });

  it("reads a price with no snapshot before it as the last close", () => {
    expect(mark("601318", "PB 1.12倍，股价56.57元。")).toBe("❌");
  });
});

describe("a price on the snapshot's day named in its own clause or by its month and day", () => {
  it("reads 快照日 in the price's own clause as that day", () => {
    expect(mark("601318", "快照日收盘56.57元，PB 1.12倍。")).toBe("✅");
    expect(mark("601318", "快照当天收盘52.57元，PB 1.12倍。")).toBe("❌");
    // A clause naming no snapshot's day keeps the last close.
    expect(mark("601318", "收盘56.57元，PB 1.12倍。")).toBe("❌");
  });

  it("reads a month and day after the last bar as the snapshot's, where the sentence names a snapshot", () => {
    expect(mark("601318", "7月4日快照PB 1.12倍，当天收盘56.57元。")).toBe("✅");
    expect(mark("601318", "7月4日快照PB 1.12倍，当天收盘54.10元。")).toBe("❌");
    // Another day than the snapshot's is that day a year before the last bar (2025-07-08), whose close is another.
    expect(mark("601318", "7月8日快照PB 1.12倍，当天收盘56.57元。")).toBe("❌");
  });
});

describe("a 每股净资产 divided out of a PB with the close named between them", () => {
  // 五粮液's snapshot: PB 3.15 on 2025-07-04, close 120.39 → 38.22元.
  it("reads the PB through the clause of the close", () => {
    expect(mark("000858", "去年7月快照市净率3.15倍，收盘120.39元，倒推每股净资产约38.2元。")).toBe("✅");
    expect(mark("000858", "去年7月快照市净率3.15倍，收盘120.39元，倒推每股净资产约42元。")).toBe("❌");
  });
});

describe("a move after 此后 is from the day named before, or the snapshot's day", () => {
  // 中国平安: 56.57 on 2025-07-04, 59.37 on 2026-04-30 (+4.9 %).
  it("reads an unsized move since that day's close", () => {
    expect(mark("601318", "2025年7月4日快照PB 1.12倍，此后股价小幅上涨。")).toBe("✅");
    expect(mark("601318", "2025年7月4日快照PB 1.12倍，此后股价回落。")).toBe("❌");
    expect(mark("601318", "2025年7月4日收盘56.57元，此后股价有所回落。")).toBe("❌");
  });

  it("holds the price a move after 此后 starts from to that day's close", () => {
    expect(mark("601318", "去年7月快照PB 1.12倍，此后股价从56.57元涨到59.37元。")).toBe("✅");
    expect(mark("601318", "去年7月快照PB 1.12倍，此后股价从52.57元涨到59.37元。")).toBe("❌");
    expect(mark("601318", "2025年7月4日收盘56.57元，此后股价从50.10元涨到59.37元。")).toBe("❌");
  });
});

describe("当日 after a snapshot's readings under a heading (7月4日快照：…，当日收盘265.8元)", () => {
  // 宁德时代: 265.80 on 2025-07-04 (PB 5.02), 436.00 on 2026-04-30.
  it("is the snapshot's day", () => {
    expect(mark("300750", "7月4日快照：总市值约1.21万亿，PB 5.02倍，当日收盘265.8元。")).toBe("✅");
    expect(mark("300750", "7月4日快照：总市值约1.21万亿，PB 5.02倍，当日收盘255.8元。")).toBe("❌");
  });

  it("is not where no snapshot's reading comes before it", () => {
    expect(mark("300750", "当日收盘265.8元。")).toBe("❌");
  });
});
