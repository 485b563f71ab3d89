import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * A calendar month's move with 仅/只/微/略/却 between the month and the move (check-calendar-bars.ts MONTH_MOVE),
 * src/sample/sample-data.json: 招商银行 2026年2月 +0.21 %, 3月 +1.47 %; 五粮液 3月 −0.75 %, 4月 −5.99 %; 贵州茅台
 * 1月 +1.73 %, 2月 +3.86 %, 3月 −0.35 %, 4月 −4.50 %.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a month's move hedged as small or set against another", () => {
  it("is that month's bar", () => {
    expect(mark("600036", "招行2月仅微涨0.2%，3月也只涨了约1.5%。")).toBe("✅");
    expect(mark("600036", "招行2月仅微涨1.2%。")).toBe("❌");
    expect(mark("000858", "五粮液3月只微跌0.8%，4月却跌了约6%。")).toBe("✅");
    expect(mark("000858", "五粮液3月只微跌0.8%，4月却涨了约6%。")).toBe("❌");
    expect(mark("600519", "4月股价下跌约4.5%，而3月仅微跌0.4%。")).toBe("✅");
    expect(mark("600519", "茅台3月仅微涨0.4%。")).toBe("❌");
  });
});
