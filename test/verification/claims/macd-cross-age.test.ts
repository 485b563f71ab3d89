import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// Last MACD cross by 2026-04-30: 贵州茅台 dead 04-17; 招商银行 dead 04-27 (3 sessions back); 五粮液 dead 04-20 (8 back);
// 中国平安 golden 04-07 (16 back).
describe("a MACD cross dated by sessions ago, in prose or a log's macd= field (macd-cross-age.ts)", () => {
  it("is the last cross, of its kind, that many sessions back (one either way)", () => {
    expect(mark("000858", "五粮液8个交易日前MACD死叉，至今未修复。")).toBe("✅");
    expect(mark("600036", "招行MACD三天前刚刚死叉。")).toBe("✅");
    expect(mark("601318", "平安MACD在16个交易日前金叉，目前仍在金叉状态。")).toBe("✅");
    expect(mark("600519", "茅台5天前MACD金叉。")).toBe("❌");
    expect(mark("601318", "平安MACD在3个交易日前金叉。")).toBe("❌");
  });
  it("reads a log's macd field, never 'dead' as DEA", () => {
    expect(mark("600519", "[signal] 600519 close=1384.79 ma20=1433.56 macd=dead_cross rsi14=39.6")).toBe("✅");
    expect(mark("000858", "[signal] 000858 close=97.08 ma20=101.81 macd=death_cross(8d) rsi14=28.4")).toBe("✅");
    expect(mark("600036", "[signal] 600036 close=38.27 ma20=39.41 macd=dead_cross(3d) rsi14=36.1")).toBe("✅");
    expect(mark("600519", "[signal] 600519 close=1384.79 ma20=1433.56 macd=golden_cross(5d) rsi14=39.6")).toBe("❌");
    expect(mark("601318", "[signal] 601318 close=59.37 macd=golden_cross(3d)")).toBe("❌");
  });
});
