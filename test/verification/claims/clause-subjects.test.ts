import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const parse = (claim: string) => parseAssertions(claim, undefined, { asOf: "2026-04-30" });
const metrics = (claim: string) => parse(claim).map((a) => a.metric);
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** Whose move a clause states when it names only a weak name (利润) or quotes the other side. */
describe("the subject of a move", () => {
  it("a weak name right before its move is the move's subject, wherever it stands in the clause", () => {
    expect(metrics("资本开支同比+61.1%，在利润下滑19%的年份逆势扩产")).toEqual(["capex", "net_profit"]);
    expect(metrics("经营现金流同比大增，即使利润下滑")).toEqual(["operating_cash_flow", "net_profit"]);
  });

  it("a word of a way and a size (微增) makes the weak name before it its subject", () => {
    expect(metrics("营业总收入同比-0.5%。利润微增、收入微降")).toEqual(["revenue", "net_profit", "revenue"]);
  });

  it("a weak name echoing the metric named before is that metric: 是归母净利润的4.5倍，利润下滑", () => {
    expect(metrics("经营现金流是归母净利润的约4.5倍，利润下滑")).toEqual(["cash_coverage", "net_profit"]);
  });

  it("a concession about another metric is an aside: the clause after goes on with the metric before it", () => {
    expect(metrics("分配股利及付息现金增约四成；即使利润下滑，现金回报没有缩水")).toEqual([
      "dividends_interest_paid",
      "net_profit",
      "dividends_interest_paid",
    ]);
  });
});

describe("the other side's words quoted to be refuted", () => {
  it("宁德时代 营收 2025 is a record: 反驳空方“收入见顶” asserts no 见顶", () => {
    expect(mark("300750", "反驳空方“收入见顶”：2025年营业总收入创历史新高")).toBe("✅");
    expect(parse("反驳空方“收入见顶”")).toEqual([]);
  });
});

/** Two growths said to match (基本同步, 大体相当): close within 基本持平's points or a fifth of the larger. */
describe("two growths said to match", () => {
  it("比亚迪 2025 总资产 +12.8 % against 营业总收入 +3.5 %: 扩张速度与营收增速基本同步 does not hold", () => {
    expect(mark("002594", "2025年总资产较2024年增长一成以上，扩张速度与营收增速基本同步")).toBe("❌");
    // A gap or a multiple is no parity: "与营收增速的差距接近25个百分点" (宁德 2025: 42.28 % against 17.04 %).
    expect(mark("300750", "2025年归母净利润增速与营收增速的差距接近25个百分点")).toBe("❔");
  });
});
