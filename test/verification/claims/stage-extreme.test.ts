import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { withStageExtreme } from "../../../src/verification/claims/stage-extreme";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A stage low (阶段新低) right after a clause naming a window of sessions is that window's low: the close below every
 * close of those sessions (stage-extreme.ts). 五粮液 (000858) as of 2026-04-30 closes at 97.08 below the 60 closes
 * before (98.34-110.77); 中国平安 (601318) closes at 59.37, inside its 60 closes.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a stage high or low after a window of sessions", () => {
  it("is named as that window's", () => {
    expect(withStageExtreme("创出阶段新低", "收盘跌破前60个交易日的所有收盘价")).toBe("创出近60日新低");
    expect(withStageExtreme("刷新阶段性低点", "收盘价低于过去20个交易日的任何一天")).toBe("刷新近20日新低");
  });

  it("is checked on the window's closes", () => {
    expect(mark("000858", "收盘跌破前60个交易日的所有收盘价，创出阶段新低")).toBe("✅");
    expect(mark("000858", "股价跌破近20个交易日的全部收盘价，创阶段新低")).toBe("✅");
    expect(mark("601318", "收盘跌破前60个交易日的所有收盘价，创出阶段新低")).toBe("❌");
  });

  it("stays unread with no window before it, or against the side the clause before took", () => {
    expect(withStageExtreme("创出阶段新低", null)).toBe("创出阶段新低");
    expect(withStageExtreme("创出阶段新低", "MACD死叉")).toBe("创出阶段新低");
    expect(withStageExtreme("创出阶段新高", "收盘跌破前60个交易日的所有收盘价")).toBe("创出阶段新高");
  });
});

describe("a stage extreme after a move's window", () => {
  it("is not that window's extreme: only a window the close was set against names the stage", () => {
    expect(mark("600519", "贵州茅台近5日累计下跌约2%，股价创出阶段新低")).toBe("❔");
  });
});
