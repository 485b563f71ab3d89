import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { recentValuationBand } from "../../../src/verification/claims/historic-view";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 贵州茅台 PE(TTM) 20.17倍, 招商银行 PB 0.85倍 on 2026-04-30; no history of either multiple is stored.
describe("a valuation placed within its own history", () => {
  it("a percentile or a 低估 said on a historical view is 未能核验, not judged on today's multiple", () => {
    expect(mark("600519", "PE已落到近十年5%分位以下，历史维度看属于极度低估。")).toBe("❔");
    expect(mark("600036", "PB约0.88倍，历史维度看属于低估。")).toBe("❔");
  });

  it("a 低估 said plainly is still judged on the general band", () => {
    expect(mark("600036", "PB约0.88倍，估值属于低估。")).toBe("✅");
    expect(mark("600519", "PE约21倍，估值属于低估。")).toBe("❌");
  });

  it("a 52周 position's 分位 is the price's, read as before", () => {
    expect(mark("600036", "招商银行 38.27元｜PE 6.7｜PB 0.88｜52周分位8.5%｜MACD死叉")).toBe("✅");
  });
});

describe("a multiple placed in its band over recent years (近年低位, 近五年的估值底部)", () => {
  it("is 未能核验 where the clause names the valuation or carries it from the clause before", () => {
    expect(recentValuationBand("估值处在近几年的中枢以下")).toBe(true);
    expect(recentValuationBand("处于近些年偏低位置", ["pe_ttm"])).toBe(true);
    expect(mark("601318", "平安市盈率约8倍，处于近些年偏低位置。")).toBe("❔");
    expect(mark("600036", "招行PB约0.85倍，接近近五年的估值底部。")).toBe("❔");
    // A wrong multiple still fails.
    expect(mark("601318", "平安市盈率约18倍，处于近些年偏低位置。")).toBe("❌");
  });

  it("leaves a price's or a reported figure's place among its years to their own checks", () => {
    expect(recentValuationBand("股价处于近两年低位", ["pe_ttm"])).toBe(false);
    expect(recentValuationBand("处于近年高位", ["revenue"])).toBe(false);
    expect(mark("600519", "2025年营收1720亿元，处于近年高位。")).not.toBe("❔");
  });
});

describe("a clause naming its own metric after a multiple (净利润近三年平均约810亿元)", () => {
  // 600519's 归母净利润 2023-2025: 747.34, 862.28, 823.20亿元 (mean 810.94亿元).
  it("is that metric's, not the multiple's recent band", () => {
    expect(mark("600519", "贵州茅台市盈率约21倍，净利润近三年平均约810亿元。")).not.toBe("❔");
  });
});
