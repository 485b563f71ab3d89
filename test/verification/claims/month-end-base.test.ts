import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * A move since a month's last close (market-change.ts SINCE_DAY, sinceMonthEnd), src/sample/sample-data.json on
 * 2026-04-30: 宁德时代 +88.34 % since 2025-04-30; 贵州茅台 −3.16 % since 2025-10-31; 中国平安 +4.56 % since 2026-03-31.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("从…月底到现在, 自…月末以来", () => {
  it("is the move from that month's last close", () => {
    expect(mark("300750", "宁德从去年4月底到现在涨了快九成。")).toBe("✅");
    expect(mark("300750", "宁德从去年4月底以来涨了约58%。")).toBe("❌");
    expect(mark("600519", "茅台从去年10月底到现在跌了约3%。")).toBe("✅");
    expect(mark("600519", "茅台从去年10月底到现在涨了约3%。")).toBe("❌");
    expect(mark("601318", "平安自3月末以来涨了约4.6%。")).toBe("✅");
    expect(mark("601318", "平安自3月末以来涨了约9.6%。")).toBe("❌");
  });

  it("is undecided for a month not yet over", () => {
    expect(mark("601318", "平安自4月末以来涨了约4.6%。")).toBe("❔");
  });
});
