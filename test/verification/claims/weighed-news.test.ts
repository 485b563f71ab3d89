import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, side: "bull" | "bear") =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30" }),
      sampleFacts(ticker, "2026-04-30"),
      side ? { side } : {},
    ),
  );

describe("good news weighed as certain or great (属于明确利好, 重大利好！)", () => {
  // 比亚迪 一季度归母净利润 2026Q1 −55 % (腰斩); 宁德时代 +48.5 %.
  it("reads the fall before it as good news, one fact read both ways", () => {
    expect(mark("002594", "一季度利润同比腰斩，属于明确利好。", "bull")).toBe("❌");
    expect(mark("002594", "一季度利润同比腰斩，但市场解读为出清完成，属于明确利好。", "bull")).toBe("❌");
    expect(mark("002594", "公众号｜比亚迪经营现金流腰斩，重大利好！说明公司在加大投入抢市场", "bull")).toBe("❌");
  });

  it("passes a rise called so", () => {
    expect(mark("300750", "一季度归母净利润同比增长48.5%，属于明确利好。", "bull")).toBe("✅");
  });
});
