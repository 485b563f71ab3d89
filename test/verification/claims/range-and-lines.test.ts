import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { supportSide } from "../../../src/verification/claims/average-support";
import { shownPercent, agreesWith } from "../../../src/verification/claims/shown-size";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * On 2026-04-30: 中国石化 5.39 in 5.27-8.11 (4.2 %), lowest close 5.29, 2025's last close 6.18; 中国平安 59.37 in
 * 50.55-74.88 (36.3 %, 17.4 % above the low), DIF −0.350; 宁德时代 436.00, 52-week low 231.20 (+88.6 %), DIF 11.759;
 * 招商银行 38.27 under MA5 39.03 < MA10 39.39 < MA20 39.40 (MA60 39.25), DIF −0.125, DEA 0.009; 五粮液 97.08,
 * 2020-12-31 close 291.85 (−66.7 %), MA5-MA250 in bear order; 贵州茅台 +0.55 % since 2025's last close.
 */
describe("the close's place in its 52-week range", () => {
  it("reads a share written before 位置, 分位 or 低位 as the position", () => {
    expect(mark("600028", "股价处在52周区间约4%的底部位置。")).toBe("✅");
    expect(mark("601318", "股价位于区间约36%分位。")).toBe("✅");
    expect(mark("601318", "股价位于区间约60%分位。")).toBe("❌");
    expect(mark("600028", "股价处于一年区间约30%的低位。")).toBe("❌");
  });

  it("reads 比/较 a low written with its price as the distance above the 52-week low", () => {
    expect(mark("601318", "股价比低点50.55元仍高约17%。")).toBe("✅");
    expect(mark("601318", "股价离50.55元的低点只高3%左右。")).toBe("❌");
    expect(mark("000858", "股价较137.18元的高点跌了约29%。")).toBe("✅");
  });

  it("reads 翻倍 as at least doubled and 接近翻倍 on the multiple (×1.89 approaches ×2)", () => {
    expect(mark("300750", "较231.2元的低点已接近翻倍。")).toBe("✅");
    expect(mark("300750", "股价较52周低点已翻倍。")).toBe("❌");
    const doubled = shownPercent("已翻倍")!;
    expect(agreesWith(175, doubled)).toBe(true);
    expect(agreesWith(95, doubled)).toBe(false);
  });

  it("leaves the range undecided when the bars do not reach back the year's first month", () => {
    expect(mark("000858", "股价较52周低点已翻倍，位于一年区间的顶部附近。", "2019-10-31")).toBe("❔");
  });

  it("checks 已是52周收盘新低 / 跌穿52周低点 / 近52周最高 on the year's closes", () => {
    expect(mark("600028", "5.39元已是52周收盘新低。")).toBe("❌");
    expect(mark("600519", "股价已跌穿52周低点。")).toBe("❌");
    expect(mark("300750", "收盘价已是近52周最高。", "2026-04-16")).toBe("✅");
    expect(mark("300750", "收盘价已是近52周最高。")).toBe("❌");
    expect(mark("000858", "收盘97.08元几乎贴着97元的52周低点。")).toBe("✅");
  });
});

describe("DIF and DEA values with words between the line and its value", () => {
  it("reads 回升至约, 还有…左右, 只剩约, 在…附近, 至今约 as the line's value, 左右/附近 as 约", () => {
    expect(mark("601318", "DIF随后回升至约-0.35。")).toBe("✅");
    expect(mark("300750", "DIF还有11.8左右。")).toBe("✅");
    expect(mark("300750", "DIF还有13.5左右。")).toBe("❌");
    expect(mark("600036", "DEA也只剩约0.01。")).toBe("✅");
    expect(mark("600036", "DIF仍在-0.48附近。")).toBe("❌");
  });

  it("does not read the gap to DEA as DIF's value", () => {
    expect(mark("600036", "DIF与DEA的差值约0.13。")).not.toBe("❌");
  });
});

describe("moves from the year's start and from a year-end close", () => {
  it("reads 比年初/较去年末 with 涨/跌 as the year to date, not a window carried from before", () => {
    expect(mark("600519", "近20个交易日下跌约5.1%，但较去年末收盘仅涨约0.5%。")).toBe("✅");
    expect(mark("600519", "股价比年初仍涨约5%。")).toBe("❌");
  });

  it("reads a path from a year's last session as from that session's close", () => {
    expect(mark("600028", "从去年最后一个交易日的6.18元跌到5.39元，跌幅约12.8%。")).toBe("✅");
  });

  it("reads 三分之二 and 四分之三 as sizes, a bare one carried from a year-end close named before", () => {
    expect(mark("000858", "相对2020年末291.85元的高位，股价已跌去约三分之二。")).toBe("✅");
    expect(mark("000858", "股价较2020年末的291.85元已跌去约四分之三。")).toBe("❌");
  });

  it("reads 区间振幅 as the amplitude of the window the clause before names", () => {
    expect(mark("600519", "近20个交易日下跌约5.1%，区间振幅6.7%。")).toBe("✅");
    expect(mark("600519", "近20个交易日下跌约5.1%，区间振幅12%。")).toBe("❌");
  });

  it("reads a move after a named day's top (见顶后快速回落) as no move of that day", () => {
    expect(mark("600028", "3月3日收盘7.82元见顶后快速回落。")).not.toBe("❌");
  });
});

describe("moving averages named by count, range and support", () => {
  it("reads 三线空头排列 on the averages just named, not MA60", () => {
    expect(mark("600036", "收盘跌破MA5/MA10/MA20且三线空头排列。")).toBe("✅");
  });

  it("reads MA5至MA250 as every stored average between", () => {
    expect(mark("000858", "MA5至MA250六条均线自上而下完全空头排列。")).toBe("✅");
    expect(mark("600036", "MA5至MA250六条均线自上而下完全空头排列。")).toBe("❌");
  });

  it("reads what lies above the averages as no side of the close", () => {
    expect(mark("600036", "收盘价在MA5、MA10、MA20、MA60、MA120、MA250之下，全部均线上方都是套牢盘。")).toBe("✅");
  });

  it("reads an average that forms support as under the close, pressure as over it", () => {
    expect(mark("600036", "60日均线对股价形成支撑。")).toBe("❌");
    expect(mark("600036", "年线对股价构成压力。")).toBe("✅");
    expect(supportSide("未能形成支撑", "")).toBeNull();
    expect(supportSide("支撑位在40元", "")).toBeNull();
  });
});
