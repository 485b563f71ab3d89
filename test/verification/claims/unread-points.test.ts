import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A point the grammar reads no clause of (unread-points.ts): a fact it states is 未能核验 with the clause quoted, never
 * a silent ✅; a point of advice or a rating states nothing to check and stays as it is.
 */
const checks = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf), { claim });
const mark = (ticker: string, claim: string, asOf = "2026-04-30") => markOf(checks(ticker, claim, asOf));

describe("a point no clause of which the grammar reads", () => {
  it("an event, a price rise of a product, an index inclusion: 未能核验, the clause quoted", () => {
    expect(mark("600519", "茅台提价了")).toBe("❔");
    expect(mark("600519", "公司被纳入MSCI指数")).toBe("❔");
    expect(mark("601318", "平安的高管团队刚完成换届。")).toBe("❔");
    expect(mark("300750", "宁德时代的港股已在联交所挂牌上市了。", "2025-10-31")).toBe("❔");
    expect(mark("600028", "中石化旗下加油站数量稳居全国第一。")).toBe("❔");
    const [c] = checks("600519", "决策：白酒需求底部未现，维持低配。");
    expect(c?.ok).toBeNull();
    expect(c?.reason).toContain("“白酒需求底部未现”");
  });

  it("advice, a rating kept or a note's title states no fact: it stays as it is", () => {
    expect(mark("600519", "维持买入评级，建议逢低布局。")).toBe("✅");
    expect(mark("000858", "看好公司长期发展，继续持有。")).toBe("✅");
    expect(mark("600519", "2025-04-03 公告：贵州茅台2024年年度报告，方向不明，不足以单独支撑结论")).toBe("✅");
  });

  it("a point with a clause read is left to the clause checks, a false figure still failing", () => {
    expect(mark("600519", "2025年归母净利润823.20亿元")).toBe("✅");
    expect(mark("600519", "2025年归母净利润900亿元")).toBe("❌");
  });
});
