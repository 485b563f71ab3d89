import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { LEVEL_WORDS } from "../../../src/verification/claims/judgement-words";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { READ_LEVEL_WORDS } from "../../../src/verification/claims/read-levels";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const levels = (ticker: string, claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30"))
    .filter((c) => c.kind === "level")
    .map((c) => c.ok);

describe("level words the checker reads but the offline analyst never writes", () => {
  it("are apart from the analyst's table", () => {
    const written = new Set(LEVEL_WORDS.flatMap((r) => r.words));
    expect(READ_LEVEL_WORDS.flatMap((r) => r.words).filter((w) => written.has(w))).toEqual([]);
  });
  // 002594: PB 8.33 (2025-07-04); 600036: PB 0.85 (2026-04-30); 600519 2025 经营现金流/归母净利润 0.75.
  it("a valuation word said by its denial reads the multiple the data holds", () => {
    expect(levels("002594", "7月4日快照显示总市值约1.82万亿元、市净率8.33倍，估值不低")).toEqual([true]);
    expect(levels("002594", "7月4日快照显示总市值约1.82万亿元、市净率8.33倍，估值不高")).toEqual([false]);
  });
  it("a valuation against something else is no band's", () => {
    expect(levels("002594", "市净率8.33倍，相对其盈利增速估值并不算贵")).toEqual([]);
  });
  it("a price against book value and cash against profit", () => {
    expect(levels("600036", "对应当前股价的市净率约0.85倍，已经跌破净资产")).toEqual([true]);
    expect(levels("600519", "2025年利润含金量偏低")).toEqual([true]);
  });
});

describe("a bare level word said of the metric before it (偏高, 已属偏低)", () => {
  const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
    markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

  it("reads as that metric's own level word, with its band", () => {
    // 五粮液 资产负债率 2019 28.48 %; 宁德时代 2025 61.94 % ("负债率偏高": at least 60 %).
    expect(mark("000858", "资产负债率28.48%，偏高。", "2020-05-15")).toBe("❌");
    expect(mark("000858", "负债率28.48%，对白酒企业来说已属偏高，偿债压力不可忽视。", "2020-05-15")).toBe("❌");
    expect(mark("300750", "资产负债率61.94%，偏高。")).toBe("✅");
  });

  it("reads 偏低 as 偏高 is read, and a yardstick named before the word (对…来说) by the company's own band", () => {
    // 宁德时代 资产负债率 2025 61.94 % ("负债率偏低": under 40 %); 五粮液 2019 28.48 %.
    expect(mark("300750", "资产负债率61.94%，处于偏低水平。")).toBe("❌");
    expect(mark("300750", "资产负债率61.94%，对动力电池企业而言偏低，无需担心。")).toBe("❌");
    expect(mark("000858", "负债率28.48%，对消费企业来说偏低。", "2020-05-15")).toBe("✅");
    expect(mark("300750", "资产负债率61.94%，对制造业来讲偏高。")).toBe("✅");
  });

  it("leaves 偏低 undecided for a metric with no 偏低 band", () => {
    // 宁德时代 毛利率 2025 26.27 %: no 毛利率偏低 rule; the judgement is no longer passed unread.
    expect(mark("300750", "宁德时代2025年毛利率26.27%，对制造业来说偏低。")).toBe("❔");
  });

  it("reads a valuation's as of now, whatever year its earnings were", () => {
    // 招商银行 2026-04-30: 38.27 / FY2025 EPS 5.70 = 6.7倍 (估值偏低: PE at most 15).
    expect(mark("600036", "以2025年EPS 5.70元计，股价38.27元对应静态PE不到7倍，处于偏低水平。")).toBe("✅");
  });

  it("is no level of the metric when something else is named before the word", () => {
    expect(mark("300750", "2025年归母净利润增长42.28%，基数偏高。")).not.toBe("❌");
    // 宁德时代 毛利率 2025 26.27 %: the size of its rise is what is called low.
    expect(mark("300750", "宁德时代毛利率26.27%，同比提升约1.8个百分点，提升幅度仍较低")).toBe("✅");
  });

  it("says nothing when denied, and borrows no other word's band", () => {
    // 招商银行 资产负债率 2025 90.20 %: normal for a bank.
    expect(mark("600036", "招商银行资产负债率90.2%，对银行来说属于正常，不算偏高")).toBe("✅");
    // 比亚迪 毛利率 2025 17.74 %: no 毛利率偏高 band exists ("盈利能力突出" is another word).
    expect(mark("002594", "比亚迪2025年净利率4.2%，而毛利率仍较高")).toBe("❔");
  });

  it("reads a valuation of a past year named in its sentence as that year's, not today's", () => {
    expect(mark("600519", "2021年贵州茅台净利润524.60亿元，估值偏高")).toBe("❔");
  });
});

describe("the price back above book value (站回净资产之上)", () => {
  it("is a PB of 1 or more", () => {
    // 招商银行 2026-04-30: 市净率 0.85倍.
    expect(levels("600036", "招行股价已站回净资产之上")).toEqual([false]);
    expect(levels("600036", "招行股价仍在破净状态")).toEqual([true]);
  });
});
