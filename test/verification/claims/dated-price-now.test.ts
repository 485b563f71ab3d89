import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// 宁德时代 closes 436.00 on 2026-04-30, 225.46 on 2025-04-18, 588.00 on 2021-12-31; 五粮液 97.08 on 2026-04-30,
// 118.99 on 2025-10-31.
describe("the other price set against a dated close (check-price-levels.ts priceNow)", () => {
  it("is the last close: 从<day>的A涨到B, B比<year end>的A", () => {
    expect(mark("300750", "从去年4月18日的225.46元涨到436元。")).toBe("✅");
    expect(mark("000858", "从去年10月31日的118.99元跌到97.08元。")).toBe("✅");
    expect(mark("300750", "436元仍比2021年末的588元低约26%。")).toBe("✅");
  });
  it("reads 到现在 (到目前, 到今天) before the other price as the last close too", () => {
    expect(mark("000858", "从去年10月31日的118.99元到现在97.08元，跌了约18%。")).toBe("✅");
    expect(mark("000858", "从去年10月31日的118.99元到目前的97元左右。")).toBe("✅");
    // Counter-case: another price after 到现在 is still undecided, never passed.
    expect(mark("000858", "从去年10月31日的118.99元到现在90.08元。")).toBe("❔");
  });
  it("is undecided, never passed, when it is not the last close (it may be another day's)", () => {
    expect(mark("300750", "从去年4月18日的225.46元涨到500元。")).toBe("❔");
    expect(mark("000858", "从去年10月31日的118.99元跌到90.08元。")).toBe("❔");
    expect(mark("300750", "400元仍比2021年末的588元低约26%。")).toBe("❔");
  });
});

// 中国石化 2026-03-02 limit-up, 2026-03-03 close 7.82; 贵州茅台 2026-04-24 +2.78 %, 2026-04-27 -3.79 %.
describe("the session after a named day (次日, 下一个交易日)", () => {
  it("dates a price to that session's close (check-price.ts)", () => {
    expect(mark("600028", "3月2日放量涨停、次日收盘冲到7.82元后一路回落。")).toBe("✅");
    expect(mark("600028", "3月2日放量涨停、次日收盘冲到8.82元后一路回落。")).toBe("❌");
  });
  it("leaves a price after 次日 undecided when the day is in another clause and the figure is not the last close", () => {
    expect(mark("600036", "4月28日小涨，次日收于38.50元。")).toBe("❔");
  });
  it("reads 下一个交易日 as the session after the day before it, never a window of one session", () => {
    expect(mark("600519", "4月24日大涨约2.8%后，下一个交易日又跌去3.8%。")).toBe("✅");
    expect(mark("600519", "4月24日大涨约2.8%后，下一个交易日又跌去5.8%。")).toBe("❌");
    expect(mark("600519", "4月24日大涨约2.8%后，下一个交易日又涨了3.8%。")).toBe("❌");
  });
  it("never reads 最后一个交易日 as the session after; reads 随后一个交易日 as it and 回吐全部涨幅 as a fall", () => {
    expect(mark("600519", "茅台3月31日最后一个交易日上涨2.1%。")).toBe("✅");
    expect(mark("600519", "茅台4月24日大涨2.8%，随后一个交易日跌3.8%。")).toBe("✅");
    expect(mark("600519", "茅台4月24日大涨2.8%，随后一个交易日跌5.8%。")).toBe("❌");
    expect(mark("600519", "茅台4月24日大涨2.8%，下一交易日即回吐全部涨幅。")).toBe("✅");
  });
});

// 宁德时代 closed 436.00 on 2026-04-30 and 588.00 on 2021-12-31 (25.85 % lower now).
describe("the side of the close now against a dated close (高出, 低于, 还差)", () => {
  it("is the sign of the move since, where no move word says it", () => {
    expect(mark("300750", "现价比2021年末的588元高出约26%。")).toBe("❌");
    expect(mark("300750", "现价比2021年末的588元低了约26%。")).toBe("✅");
    expect(mark("300750", "宁德距2021年末588元的收盘价还差约26%。")).toBe("✅");
  });
  it("yields to a move word written with it", () => {
    expect(mark("300750", "较2021年末的588元下跌约26%，仍高于年线。")).toBe("✅");
  });
});

// 招商银行 closed 42.10 on 2025-12-31 and 38.27 on 2026-04-30; 2026 is still running on 2026-04-30.
describe("a year-end close stated while the year still runs (年末收42.1元)", () => {
  it("is the last year's end when it shows that close", () => {
    expect(mark("600036", "招行年末收42.1元，现在38.27元。")).toBe("✅");
    expect(mark("600036", "招行年底收于42.1元。")).toBe("✅");
  });
  it("stays undecided, never failed, when it does not (it may be this year's end forecast)", () => {
    expect(mark("600036", "招行年末收45元。")).toBe("❔");
  });
});

describe("年末 on the year's last day (12-31) is that day's close", () => {
  // 五粮液 2020-12-31 closes at 291.85元 (+119.42 % over 2020).
  it("reads the last bar as the year's end close", () => {
    expect(mark("000858", "2020年五粮液全年股价上涨约119%，年末收盘291.85元。", "2020-12-31")).toBe("✅");
    expect(mark("000858", "2020年五粮液全年股价上涨约119%，年末收盘281.85元。", "2020-12-31")).toBe("❌");
  });
});
