import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("what the stored data cannot decide is undecidable, never a silent ✅", () => {
  it("hearsay (听说, 据媒体报道), flows (北向) and the shareholder list", () => {
    expect(mark("300750", "股吧：听说要纳入某国际指数，北向这两天在疯狂扫货。", "2026-04-30")).toBe("❔");
    expect(mark("601318", "据媒体报道，平安拟出售部分银行股权以补充资本。", "2026-04-30")).toBe("❔");
    expect(mark("600028", "社保基金一季度新进前十大流通股东。", "2026-04-30")).toBe("❔");
  });

  it("a sector index and an industry share, while the company's own move beside them is checked", () => {
    // 五粮液 年初至2026-04-30 -8.36%.
    expect(mark("000858", "五粮液年内跌幅约8.4%，跑输申万白酒指数。", "2026-04-30")).toBe("❔");
    expect(mark("000858", "五粮液年内跌幅约18.4%，跑输申万白酒指数。", "2026-04-30")).toBe("❌");
    expect(mark("000858", "五粮液年内跌幅约8.4%。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "国内动力电池装机份额仍在四成以上，龙头地位稳固。", "2026-04-30")).toBe("❔");
  });

  it("a source named before a colon leaves what it reports to be checked", () => {
    const said = "投资者问回购进度，董秘答：公司已于4月7日披露A股回购结果暨股份变动公告。";
    expect(mark("300750", said, "2026-04-30")).toBe("✅");
  });
});
