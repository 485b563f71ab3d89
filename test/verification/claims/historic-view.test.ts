import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
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
