import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * A valuation word after a clause stating one multiple reads that multiple (multiple-lead.ts). Sample readings on
 * 2026-04-30: 600519 PE(TTM) 20.17倍, its newest PB a 2025-07-04 snapshot of 7.99倍; 601318 PB 1.12倍 that day;
 * 300750 PE(TTM) 25.17倍 at the 436元 close, 27.5倍 on the 2025 earnings.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));
/** Read as a point of `ticker` (another company's name is then a peer). */
const markOwn = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf), {}));

describe("a valuation word after a stated multiple", () => {
  it("reads the PE the sentence priced, not a PB the data holds for the year", () => {
    expect(mark("600519", "按4月30日收盘价和2025年净利润算，市盈率约21倍，估值不算贵。")).toBe("✅");
    expect(mark("600519", "按4月30日收盘价和2025年净利润算，市盈率约21倍，估值偏高。")).toBe("❌");
    expect(mark("600036", "按4月30日38.27元收盘和2025年归母净利润算，市盈率约6.7倍，估值不算贵。")).toBe("✅");
  });

  it("EPS, BPS or PEG in the valuation clause name no multiple of its own (PS is not read inside EPS)", () => {
    expect(mark("600519", "按4月30日收盘价和2025年净利润算，市盈率约21倍，以EPS衡量估值不算贵。")).toBe("✅");
    expect(mark("600519", "按4月30日收盘价和2025年净利润算，市盈率约21倍，以EPS衡量估值偏高。")).toBe("❌");
  });

  it("reads the PB a snapshot states", () => {
    expect(mark("601318", "去年7月快照里市净率1.12倍、总市值约1.03万亿元，估值并不贵。")).toBe("✅");
    expect(mark("601318", "去年7月快照里市净率1.12倍、总市值约1.03万亿元，估值偏高。")).toBe("❌");
  });
});

describe("a multiple naming nothing after a valuation's", () => {
  it("is that valuation on the basis its clause names", () => {
    expect(mark("300750", "按收盘436元计，对应2025年归母净利润PE约27.5倍，用滚动四个季度算约25倍。")).toBe("✅");
    expect(mark("300750", "按收盘436元计，对应2025年归母净利润PE约27.5倍，用滚动四个季度算约35倍。")).toBe("❌");
  });

  it("is not the valuation before it where a company is named before it (a peer's)", () => {
    expect(markOwn("601318", "以2025年净利测算PE约8倍、快照PB约1.1倍，远低于茅台约21倍的PE。")).toBe("❔");
  });
});

describe("a price closed on a day and divided by a year's earnings", () => {
  it("is the close of that day, not an amount of the earnings", () => {
    expect(mark("600519", "按4月30日1384.79元收盘和2025年归母净利润算，市盈率约21倍。")).toBe("✅");
    expect(mark("600519", "按4月30日1500元收盘和2025年归母净利润算，市盈率约21倍。")).toBe("❌");
  });
});

// 宁德时代 2026-04-30: PE 27.5倍 on the 2025 profit, 25.17倍 on the last four quarters' (about 790亿元).
describe("a multiple naming nothing after a clause that only picks the earnings divided by", () => {
  it("is the PE over those earnings", () => {
    expect(mark("300750", "按2025年利润算PE约27.5倍；若用近四个季度利润约790亿元来算，则约25倍。")).toBe("✅");
    expect(mark("300750", "按2025年利润算PE约27.5倍；若用近四个季度利润约790亿元来算，则约18倍。")).toBe("❌");
  });
});
