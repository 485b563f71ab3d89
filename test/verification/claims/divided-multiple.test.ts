import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { dividedMultiple, pricedOver } from "../../../src/verification/claims/divided-multiple";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a multiple right after the earnings a writer divides by (按每股收益5.70元算约6.7倍) is the valuation", () => {
  it("reads the PE over earnings or EPS and the PB over book value", () => {
    expect(dividedMultiple("basic_eps", "5.70元算约")).toBe("pe_ttm");
    expect(dividedMultiple("net_profit", "算的约")).toBe("pe_ttm");
    expect(dividedMultiple("bps", "计算，约")).toBeNull();
    expect(dividedMultiple("bps", "测算约")).toBe("pb");
    // No word of computing: 的N倍 is a ratio of two metrics (binding.ts), not a valuation.
    expect(dividedMultiple("net_profit", "的")).toBeNull();
  });

  // 招商银行 on 2026-04-30: close 38.27 over 2025 EPS 5.70 is 6.71; 宁德时代: 27.5 over 2025's profit, 25.2 TTM.
  it("checks the multiple on the PE readings", () => {
    expect(mark("600036", "PE约6.4倍，静态口径按每股收益5.70元算约6.7倍。")).toBe("✅");
    expect(mark("600036", "PE约6.4倍，静态口径按每股收益5.70元算约8.5倍。")).toBe("❌");
    expect(mark("300750", "滚动市盈率约25倍，比按2025年利润算的约27.5倍更低。")).toBe("✅");
    expect(mark("300750", "滚动市盈率约25倍，比按2025年利润算的约35倍更低。")).toBe("❌");
  });

  it("reads a clause opening on the earnings priced over (对应2025年利润约27.5倍) the same way", () => {
    expect(dividedMultiple("net_profit", "约", "对应2025年")).toBe("pe_ttm");
    expect(dividedMultiple("net_profit", "约", "按近四个季度")).toBe("pe_ttm");
    // Another metric before the earnings: a ratio of the two, not a valuation.
    expect(dividedMultiple("net_profit", "约", "2025年经营现金流对应")).toBeNull();
    expect(mark("300750", "按436元收盘测算，TTM PE约25倍，对应2025年利润约27.5倍。")).toBe("✅");
    expect(mark("300750", "按436元收盘测算，TTM PE约25倍，对应2025年利润约35倍。")).toBe("❌");
    expect(mark("300750", "对应2025年净利的PE约27.5倍，按近四个季度净利约30倍。")).toBe("❌");
  });

  it("reads the trailing quarters, a price named first and an adverb before the bound the same way", () => {
    // 贵州茅台 2026-04-30: 21.0 over the trailing four quarters; 招商银行 6.7 over 2025's profit.
    expect(dividedMultiple("net_profit", "约", "对应滚动四季")).toBe("pe_ttm");
    expect(dividedMultiple("net_profit", "也只有约", "对应")).toBe("pe_ttm");
    expect(dividedMultiple("net_profit", "约", "现价对应近12个月")).toBe("pe_ttm");
    expect(mark("600519", "现价对应过去四个季度归母净利约21倍。")).toBe("✅");
    expect(mark("600519", "现价对应过去四个季度归母净利约31倍。")).toBe("❌");
    expect(mark("600036", "市值对应近四季利润的PE约6.4倍，对应2025年净利润也只有约6.7倍。")).toBe("✅");
    expect(mark("600036", "市值对应近四季利润的PE约6.4倍，对应2025年净利润也只有约9.7倍。")).toBe("❌");
    // Counter-case: a metric other than the price before 对应 is a ratio of the two, not a valuation.
    expect(dividedMultiple("net_profit", "也只有约", "经营现金流对应")).toBeNull();
  });

  it("leaves a ratio of two metrics to the ratio's check", () => {
    expect(mark("600519", "2025年经营现金流对应归母净利润约1.1倍。")).toBe("❌");
    // 贵州茅台 2025: 经营现金流 over 归母净利润 0.75.
    expect(mark("600519", "2025年经营现金流约为归母净利润的1.1倍。")).toBe("❌");
  });
});

describe("the price as a multiple of a per-share figure (收盘价只相当于每股收益的约13.6倍) is the valuation", () => {
  // 中国石化 2025-04-30: close 5.66 over 2024 EPS 0.415 is 13.64; 招商银行 2026-04-30: close over 43.43元 is 0.88.
  it("reads the PE over EPS and the PB over 每股净资产", () => {
    expect(mark("600028", "5.66元的收盘价只相当于2024年每股收益的约13.6倍。", "2025-04-30")).toBe("✅");
    expect(mark("600036", "现价约为2025年末每股净资产的0.88倍。")).toBe("✅");
    expect(mark("600036", "现价约为2025年末每股净资产的0.98倍。")).toBe("❌");
  });

  it("fails a wrong multiple after 相当于 as it fails one after 是, and reads the price's own figure before it", () => {
    // 贵州茅台 2026-04-30: close 1384.79 over 2024 EPS 68.64 is 20.17.
    expect(mark("600519", "股价1384.79元只相当于2024年每股收益的约20倍。")).toBe("✅");
    expect(mark("600519", "股价1384.79元只相当于2024年每股收益的约30倍。")).toBe("❌");
    expect(mark("600519", "1384.79元的收盘价只相当于2024年每股收益的约30倍。")).toBe("❌");
    // Counter-case: a figure after 相当于 that no price is divided into stays a derivation the checker did not compute.
    expect(mark("600519", "2025年分红相当于2024年每股收益的约30倍。")).not.toBe("❌");
  });

  it("leaves a multiple with no price named before it to the ratio's subject", () => {
    expect(pricedOver("basic_eps", "收盘价只相当于")).toBe("pe_ttm");
    expect(pricedOver("basic_eps", "每股经营现金流约为")).toBeNull();
    expect(pricedOver("net_profit", "股价相当于")).toBeNull();
  });
});

describe("a multiple after a basis the clause opens on, past its company's name or a 则", () => {
  it("reads 招行按TTM利润约N倍 and 按TTM利润则约N倍 as the trailing PE", () => {
    expect(dividedMultiple("net_profit", "则约", "招行按TTM")).toBe("pe_ttm");
    expect(dividedMultiple("net_profit", "约", "□按近四季")).toBe("pe_ttm");
    expect(dividedMultiple("net_profit", "算则约", "")).toBe("pe_ttm");
  });

  it("does not read a cash flow's coverage of profit (现金流对应利润约1.5倍) as a valuation", () => {
    expect(dividedMultiple("net_profit", "约", "经营现金流对应")).toBeNull();
  });
});

describe("a multiple the market value is set against with a bare 对 (市值对2025年归母净利约27.5倍) is the PE", () => {
  it("reads it over the named year's profit, at the last close when the clause prices now", () => {
    expect(mark("300750", "按现价算，宁德市值对2025年归母净利约27.5倍。")).toBe("✅");
    expect(mark("300750", "按现价算，宁德市值对2025年归母净利约35倍。")).toBe("❌");
    expect(mark("600028", "中石化市值对2024年归母净利约13倍。")).toBe("✅");
  });

  it("reads a still or also before the bound after a word of computing (按2025年利润算仍约27.5倍)", () => {
    expect(mark("300750", "按2025年全年利润算仍约27.5倍。")).toBe("✅");
    expect(mark("300750", "按2025年全年利润算仍约20倍。")).toBe("❌");
  });

  it("leaves a metric the data holds no ratio of over profit to the ratio's own check", () => {
    // 300750's 2025 revenue over its profit is about 5.6倍, its PE 27.5倍: 营收对利润 is no valuation.
    expect(mark("300750", "宁德2025年营收对归母净利约27.5倍。")).not.toBe("✅");
  });
});

// 招商银行 2026-04-30: close 38.27元, 2025 EPS 5.70元 (PE 6.7倍), BPS 43.43元 at 2025's end (PB 0.88倍), 44.90元 at
// 2026Q1's end (PB 0.85倍); 贵州茅台 PE 21倍 on the last four quarters' profit.
describe("a multiple after the basis's own figure (按每股净资产43.43元约0.88倍) is the valuation over it", () => {
  it("reads the basis's figure, an adverb after the word of computing and a move to the multiple", () => {
    expect(dividedMultiple("basic_eps", "5.70元计其实约")).toBe("pe_ttm");
    expect(dividedMultiple("net_profit", "约790亿算则约")).toBe("pe_ttm");
    expect(dividedMultiple("net_profit", "计降到约")).toBe("pe_ttm");
    expect(dividedMultiple("bps", "43.43元约", "市净率按")).toBe("pb");
    expect(dividedMultiple("bps", "已不到", "现价38.27元对应一季度末")).toBe("pb");
  });

  it("checks it, and fails a wrong one", () => {
    expect(mark("600036", "按38.27元收盘价，市净率按每股净资产43.43元约0.88倍。")).toBe("✅");
    expect(mark("600036", "收盘38.27元，按2025年每股收益5.70元计其实约6.7倍。")).toBe("✅");
    expect(mark("600036", "收盘38.27元，按2025年每股收益5.70元计其实约9倍。")).toBe("❌");
    expect(mark("600028", "中石化现价5.39元，按2024年每股收益0.41元计，其实约13倍。")).toBe("✅");
    expect(mark("600028", "中石化现价5.39元，按2024年每股收益0.41元计，其实约9倍。")).toBe("❌");
    expect(mark("600036", "现价38.27元对应一季度末每股净资产已不足0.9倍。")).toBe("✅");
    expect(mark("600036", "现价38.27元对应一季度末每股净资产已不足0.7倍。")).toBe("❌");
    expect(mark("600519", "茅台收盘1384.79元，按近四季利润计降到约21倍。")).toBe("✅");
    expect(mark("600519", "茅台收盘1384.79元，按近四季利润计降到约15倍。")).toBe("❌");
  });
});
