import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { heldSinceWritten } from "../../../src/verification/claims/held-since";
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

// Closes on 2025-07-04 (the snapshot's day): 中国平安 56.57元, 中国石化 5.68元; 宁德时代 265.80元 (+64.03 % to 436.00元).
describe("the price then (当时的5.68元) after a clause naming the snapshot or a day starts the move to now", () => {
  it("holds the price then to that day's close and the size to the move since", () => {
    expect(heldSinceWritten("快照时市值约1万亿元，股价从当时的56元涨到59元")).toBe(
      "快照时市值约1万亿元，此后股价从56元涨到59元",
    );
    expect(mark("601318", "快照时平安总市值约1.03万亿元，股价从当时的约56.6元涨到59.37元。")).toBe("✅");
    expect(mark("600028", "快照时总市值约6887亿元，如今股价较当时的6.5元跌到5.39元。")).toBe("❌");
    expect(mark("300750", "2025年7月4日快照PB约5倍，现在股价相比当时的265.8元上涨约64%。")).toBe("✅");
    expect(mark("300750", "2025年7月4日快照PB约5倍，现在股价相比当时的265.8元上涨约34%。")).toBe("❌");
  });

  it("leaves 当时 with no day or snapshot named before it as written", () => {
    expect(heldSinceWritten("年报发布后，股价从当时的56元涨到59元")).toBe("年报发布后，股价从当时的56元涨到59元");
  });
});

// 贵州茅台 1422.22 on 2025-07-04, 1384.79 on 2026-04-30 (−2.63 %); 宁德时代 409.89 on 2025-10-09, 436.00 (+6.37 %).
describe("the time then (较当时) with a bare size after a clause naming a day: the move since that day", () => {
  it("reads the size against that day's close, a day without a year being the latest one before the last bar", () => {
    expect(mark("600519", "10月9日前后不论，7月4日收在1422.22元，如今股价较当时小跌约3%。")).toBe("✅");
    expect(mark("600519", "7月4日收在1422.22元，如今股价较当时大涨约30%。")).toBe("❌");
    expect(mark("300750", "10月9日宁德收409.89元，现在比那时涨了6%左右。")).toBe("✅");
    expect(mark("300750", "10月9日宁德收409.89元，现在比那时跌了6%左右。")).toBe("❌");
  });

  it("leaves a size naming its own period to that period", () => {
    expect(heldSinceWritten("7月4日收在1422元，较当时同期，今年以来涨了1%")).toBe(
      "7月4日收在1422元，较当时同期，今年以来涨了1%",
    );
  });
});
