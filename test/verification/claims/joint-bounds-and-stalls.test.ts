import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A rate said once for two metrics binds each (relation-moves.ts), and a growth that stalled or stopped is read as
 * such, not as a fall (check-judgements.ts, judgement-words.ts). 五粮液 2019: 营收 +25.20 %, 归母净利润 +30.02 %;
 * 招商银行 2025: 营收 +0.01 %; 贵州茅台 2025: 营收 −1.2 %.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("one rate for two metrics (双双/均/都 增长超30%) binds each of them", () => {
  it("fails when one metric falls short of the bound, holds when both reach it", () => {
    for (const joint of ["双双增长", "均增长", "都增长了"]) {
      expect(mark("000858", `2019年营收和归母净利${joint}超30%。`)).toBe("❌");
      expect(mark("000858", `2019年营收和归母净利${joint}超20%。`)).toBe("✅");
    }
  });

  it("rates given one each (分别) are each their own metric's, not one bound", () => {
    expect(mark("000858", "2019年营收和归母净利双双增长，分别增长约25%和30%。")).not.toBe("❌");
  });
});

describe("a growth that stalled or stopped", () => {
  it("增长几乎停滞 on +0.01 % is a stall, not a fall", () => {
    expect(mark("600036", "2025年营收与上年基本持平，增长几乎停滞。")).toBe("✅");
  });

  it("停止了扩张 denies the rise: it holds on a fall", () => {
    expect(mark("600519", "2025年营业收入比2024年少了约20.6亿元，收入端也停止了扩张。")).toBe("✅");
  });
});
