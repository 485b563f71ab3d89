import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// 宁德时代 225.46 on 2025-04-18, 436.00 on 2026-04-30 (+93.38 %); 贵州茅台 1565.94 on 2025-04-18, 1384.79 on 2026-04-30
// (−11.57 %); 招商银行 45.09 on 2025-03-25, 42.76 on 2025-09-05 (−5.17 %).
describe("a move held since a day named earlier in the sentence (held-since.ts)", () => {
  it("reads a size after a dated buy (and the price now) as the move from that day's close to the last", () => {
    expect(mark("300750", "去年4月18日225块上车，拿到现在436，涨了九成多。")).toBe("✅");
    expect(mark("300750", "去年4月18日225块买的，现在436，差不多翻倍。")).toBe("✅");
    expect(mark("600519", "去年4月18日1566元买入，现在1385元，亏了11%多。")).toBe("✅");
    expect(mark("600519", "去年4月18日1566元买入，现在1385元，亏了21%多。")).toBe("❌");
    expect(mark("300750", "去年4月18日225块上车，涨了63%。")).toBe("❌");
  });

  it("reads 从那天…算到现在 as the move since the day the clause before names", () => {
    expect(mark("600036", "2024年年报于2025年3月25日披露，从那天算到现在股价跌了约5%。", "2025-09-05")).toBe("✅");
    expect(mark("600036", "2024年年报于2025年3月25日披露，从那天算到现在股价涨了约5%。", "2025-09-05")).toBe("❌");
  });

  it("keeps a size naming its own period to that period", () => {
    // Year to date 贵州茅台 +0.55 %: 今年以来 is this year's move, not the holding's (−11.57 %).
    expect(mark("600519", "去年4月18日1566元买入，今年以来涨了0.5%。")).toBe("✅");
  });
});
