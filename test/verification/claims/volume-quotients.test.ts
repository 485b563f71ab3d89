import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * At 2026-04-30 the last 20 sessions' mean volume over the 20 before (src/sample/sample-data.json): 宁德时代 113.2 %,
 * 比亚迪 68.2 %, 中国石化 60.8 %; 五粮液 at 2020-05-15: 81.2 %.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("the volume's ratio written as a bare quotient (20日均量/前20日均量≈0.68)", () => {
  it("reads the quotient against the stored ratio, 约/≈ within 5 %, else to the decimals shown", () => {
    expect(mark("002594", "20日均量/前20日均量≈0.68，成交明显降温。")).toBe("✅");
    expect(mark("002594", "20日均量/前20日均量≈0.90。")).toBe("❌");
    expect(mark("300750", "量能温和放大（20日均量/前20日均量约1.13）。")).toBe("✅");
    expect(mark("300750", "量能温和放大（20日均量/前20日均量约1.35）。")).toBe("❌");
    expect(mark("300750", "20日均量/前20日均量为1.20。")).toBe("❌");
  });
});

describe("the other words of a volume's size and move", () => {
  it("reads 成交降温 as 缩量", () => {
    expect(mark("002594", "成交明显降温。")).toBe("✅");
    expect(mark("300750", "成交明显降温。")).toBe("❌");
  });

  it("reads 只剩 as the share of the base (量能只剩前20日的六成左右)", () => {
    expect(mark("600028", "量能只剩前一阶段的六成左右（20日均量对比前20日），抛压有衰竭迹象。")).toBe("✅");
    expect(mark("600028", "量能只剩前20日的三成左右。")).toBe("❌");
  });

  it("reads 未同步放大 as a denied 放量, not as 放量", () => {
    expect(mark("000858", "成交量却未同步放大，20日均量只有此前20日的八成左右。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "成交量却未同步放大，20日均量只有此前20日的两成左右。", "2020-05-15")).toBe("❌");
  });

  it("reads a product's 外供放量 as no trading volume", () => {
    expect(mark("300750", "比亚迪刀片电池外供放量，正在蚕食宁德的二线车企客户。")).toBe("❔");
  });
});
