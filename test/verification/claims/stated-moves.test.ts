import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { statedMove } from "../../../src/verification/claims/stated-moves";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A point's reading of a fact must agree with the way the fact went (point-stance.ts): the way may be said by the
 * figures alone (stated-moves.ts), and a move over a window of trading days is the share price's. Facts at 2026-04-30.
 */
const parse = (claim: string) => parseAssertions(claim, undefined, { asOf: "2026-04-30" });
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parse(claim), sampleFacts(ticker, "2026-04-30")));

describe("the way a clause's figures say its metric moved", () => {
  it("a rate after a one-character move, a signed rate, or a level from one figure to another", () => {
    const move = (claim: string) => statedMove(parse(claim)[0]!);
    expect(move("一季度归母净利同比增48.5%")).toBe("up");
    expect(move("归母净利润同比降4.5%")).toBe("down");
    expect(move("营收同比-1.2%")).toBe("down");
    expect(move("归母净利润从862亿降到823亿")).toBe("down");
    expect(move("ROE从14.49%到13.44%")).toBe("down");
    expect(move("归母净利润823亿元")).toBeNull();
  });
});

describe("a fact read against the way it went is one fact read both ways (❌)", () => {
  it("a fall of the profit or the ROE called 利好 or a turn upward", () => {
    expect(mark("600519", "归母净利润从862亿降到823亿，这说明基本面出现拐点向上的迹象，利好。")).toBe("❌");
    expect(mark("600036", "ROE从14.49%降到13.44%，说明主动降杠杆、提质增效，这是利好信号。")).toBe("❌");
    expect(mark("600036", "ROE从14.49%降到13.44%，盈利能力有所回落。")).toBe("✅");
  });

  it("a rise called 利空, even with a reason the data cannot weigh (高基数下后续增速必然回落)", () => {
    expect(mark("300750", "一季度归母净利同比增48.5%，但这反而是利空：高基数下后续增速必然回落。")).toBe("❌");
    expect(mark("300750", "一季度归母净利同比增48.5%，增长强劲。")).toBe("✅");
  });

  it("a fall over a window of trading days read as a call to buy (利空出尽, 转多, 看涨信号)", () => {
    expect(mark("000858", "近120个交易日跌了18%，这意味着利空出尽，技术面已经转多。")).toBe("❌");
    expect(mark("600036", "近20个交易日股价回落3.9%，这意味着资金在低位承接，看涨信号已经明确。")).toBe("❌");
    expect(mark("600036", "近20个交易日股价回落3.9%，短线偏弱。")).toBe("✅");
  });
});
