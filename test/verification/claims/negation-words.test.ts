import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { DENIED_AFTER, NEGATIONS } from "../../../src/verification/claims/judgement-words";
import { NOT_HAPPENED } from "../../../src/verification/claims/negation-words";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { DENIED_LEVEL } from "../../../src/verification/claims/phrase-words";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30"));
const levels = (ticker: string, claim: string) =>
  checks(ticker, claim)
    .filter((c) => c.kind === "level")
    .map((c) => c.ok);

describe("one table of negation words", () => {
  it("every word of a fact not happened denies a move, a level and a move's start alike", () => {
    for (const w of NOT_HAPPENED) {
      expect(NEGATIONS.test(w)).toBe(true);
      expect(DENIED_LEVEL.test(w)).toBe(true);
      expect(DENIED_AFTER.test(`${w}出现`)).toBe(true);
    }
  });
});

describe("a level denied is checked as not reached", () => {
  // 600036 as of 2026-04-30: RSI(14) 36.06; 000858: 28.39.
  it("未到/尚未跌破 + the line, and a distance from it, hold outside the band", () => {
    expect(levels("600036", "RSI(14)约36，偏弱但未到30的超卖线")).toEqual([true]);
    expect(levels("600036", "RSI(14)在36附近，偏弱但离30的超卖线还有距离")).toEqual([true]);
    expect(levels("600036", "RSI距超卖区尚远")).toEqual([true]);
  });
  it("and fail inside it", () => {
    expect(levels("000858", "RSI(14)28.4，尚未进入超卖区")).toEqual([false]);
    expect(levels("000858", "RSI离超卖线还有一段距离")).toEqual([false]);
  });
  it("an asserted level is still checked as asserted", () => {
    expect(levels("000858", "RSI(14)28.4，已进入超卖区")).toEqual([true]);
  });
});

describe("a quoted claim refuted after it", () => {
  // 002594: 2025 归母净利润 −18.97 %.
  const directions = (claim: string) =>
    checks("002594", claim)
      .filter((c) => c.kind === "direction")
      .map((c) => c.ok);
  it("“…增长”与年报不符 says it fell; “…下降”属误读 says it did not", () => {
    expect(directions("复核意见：“2025年归母净利润增长”与年报不符")).toEqual([true]);
    expect(directions("复核意见：“2025年归母净利润下降”的说法属误读")).toEqual([false]);
  });
});

describe("a word quoted and refuted after its quote (a reviewer's voice)", () => {
  const marks = (ticker: string, claim: string) => checks(ticker, claim).map((c) => c.ok);
  it("a level word inside a refuted quote is not asserted; the reviewer's own reading is still checked", () => {
    expect(levels("600036", "审阅意见：把招行约90%的负债率写成“偿债风险大”的说法不成立，银行业属常态")).not.toContain(
      false,
    );
    expect(
      levels("600036", "复核：将90.20%的资产负债率称为“负债率偏高”有误，九成负债在银行业是正常水平"),
    ).not.toContain(false);
  });
  it("a record quoted and refuted holds when the period is not the record, and fails when it is", () => {
    // 600028: 2024 revenue 3.07万亿 fell 4.29 %, well above the 2020 low of 2.10万亿.
    expect(marks("600028", "2024年营业收入同比下降4.29%，“近五年最低”的说法不准确")).not.toContain(false);
    expect(marks("600028", "2024年营业收入“创近五年新低”一说有误")).not.toContain(false);
    expect(marks("600028", "2024年营业收入“近五年最高”一说不成立")).not.toContain(false);
    expect(marks("600028", "2024年营业收入为近五年最低")).toContain(false);
  });
  it("未见超买 / 未见超卖 deny the level like 未到", () => {
    // 300750 RSI(14) on 2026-04-30: 56.02, inside neither band.
    expect(levels("300750", "RSI(14)约56，处中性区间，未见超买")).toEqual([true, true]);
    expect(levels("300750", "RSI(14)为56左右，未见超卖信号")).toEqual([true]);
  });
});

describe("a state said not to exist, and a reading refused as a consequence", () => {
  // 300750 RSI(14) on 2026-04-30: 56.02; 000858: 28.39.
  it("不存在 denies the level word after it, checked as not reached", () => {
    expect(levels("300750", "宁德RSI只有56，目前并不存在超买风险")).toEqual([true]);
    expect(levels("000858", "五粮液RSI在28附近，不存在超卖")).toEqual([false]);
  });
  it("不等于 / 不意味着 assert nothing of the word after them; the word said plainly is still unread", () => {
    const mark = (ticker: string, claim: string) => markOf(checks(ticker, claim));
    expect(mark("000858", "RSI跌到28.4，也不等于已经见底")).toBe("✅");
    expect(mark("300750", "RSI约56，不意味着见顶")).toBe("✅");
    expect(mark("000858", "RSI跌到28.4，已经见底")).toBe("❔");
  });
});
