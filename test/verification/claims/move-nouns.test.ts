import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { moveNounSpans } from "../../../src/verification/claims/move-nouns";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const direction = (claim: string) =>
  parseAssertions(claim, undefined, { asOf: "2026-04-30" }).map((a) => a.direction?.word ?? null);

/** A move word that names a thesis, a potential or a progress asserts no move. */
describe("move words as nouns", () => {
  it("增长逻辑, 提升空间, 修复进度 are what the clause speaks of, not moves", () => {
    expect(direction("营业总收入下降1.2%，增长逻辑需要重估")).toEqual(["下降"]);
    expect(direction("销售毛利率的提升空间有限")).toEqual([null]);
    expect(direction("归母净利润的修复进度过了八成")).toEqual([null]);
  });

  it("one move named against another (修复而非成长) is a characterization, not a move", () => {
    expect(moveNounSpans("也只是修复而非成长")).toEqual([{ index: 3, end: 9 }]);
    expect(direction("归母净利润也只是修复而非成长")).toEqual([null]);
  });

  it("a move word before a verb is still a move: 利润增长放缓, 毛利率提升", () => {
    expect(direction("销售毛利率提升")).toEqual(["提升"]);
  });
});

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 招商银行 2025 营业总收入 3375.32亿元 (+0.01 %); 宁德时代 2025 营业总收入 +17.04 %.
describe("a subject's move said not to carry over to a metric (规模扩张没有转化为收入)", () => {
  it("says the metric did not grow; the subject's 扩张 is not the metric's move", () => {
    expect(mark("600036", "2025年营业总收入3375.32亿元，同比仅增约0.01%，基本原地踏步，规模扩张没有转化为收入。")).toBe(
      "✅",
    );
    expect(mark("600036", "2025年营业总收入3375.32亿元，规模扩张没能转化为收入。")).toBe("✅");
  });

  it("a metric that did grow refutes it", () => {
    expect(mark("300750", "2025年规模扩张没有转化为收入。")).toBe("❌");
  });
});

// 贵州茅台 2025 资本开支 31.28亿元, 经营现金流 924.64 → 615.22亿元; 中国平安 归母净利润 2019 1494.07, 2025 1347.78亿元.
describe("a move's pressure or risk, and a move denied only in part", () => {
  it("扩张压力, 下滑风险 name no move; a risk come true (风险已经兑现) still does", () => {
    expect(moveNounSpans("重资产扩张压力很小")).toEqual([{ index: 3, end: 7 }]);
    expect(moveNounSpans("利润下滑风险可控")).toEqual([{ index: 2, end: 6 }]);
    expect(moveNounSpans("利润下滑风险已经兑现")).toEqual([]);
    expect(mark("600519", "2025年资本开支31.28亿元，不到经营现金流的一成，重资产扩张压力很小。")).toBe("✅");
    expect(mark("600519", "2025年资本开支31.28亿元，不到经营现金流的一成，经营现金流扩张。")).toBe("❌");
  });

  it("尚未完全修复 says neither the move to the base nor its absence", () => {
    expect(direction("归母净利润尚未完全修复")).toEqual([null]);
    expect(direction("归母净利润尚未修复")).toEqual(["修复"]);
    expect(mark("601318", "2025年的利润仍比2019年1494.07亿元的高点少约146亿元，尚未完全修复。")).toBe("✅");
    expect(mark("601318", "2025年的利润仍比2019年1494.07亿元的高点少约300亿元，尚未完全修复。")).toBe("❌");
  });
});

describe("a myth, cycle or drive of a move (增长神话, 增长周期) is a characterization, not the year's move", () => {
  it("reads no direction in it", () => {
    expect(direction("归母净利润的增长神话已经打破")).toEqual([null]);
    expect(direction("营业总收入的增长动能不足")).toEqual([null]);
    expect(direction("归母净利润增长周期已转平")).toEqual([null]);
    // A move of the metric itself stays one.
    expect(direction("归母净利润增长放缓")).not.toEqual([null]);
  });

  it("leaves the figures beside it to decide (贵州茅台 2025 归母净利润 −4.53 %)", () => {
    expect(mark("600519", "茅台2025年归母净利润823.20亿元，同比下降约4.5%，增长神话已经打破。")).toBe("✅");
    expect(mark("600519", "茅台2025年归母净利润823.20亿元，同比增长约4.5%，增长神话已经打破。")).toBe("❌");
    expect(mark("600519", "茅台2025年利润继续增长，增长神话延续。")).toBe("❌");
  });
});

/** A move said to be needed (待改善, 有待提升, 亟需优化) is a judgement that something falls short, not a move. */
describe("a move needed", () => {
  it("reads no move from the need, nor from the quality of a move", () => {
    expect(direction("ROE有待进一步提升")).toEqual([null]);
    expect(direction("宁德时代现金流仍需改善")).toEqual([null]);
    expect(direction("营收增长质量待改善")).toEqual([null]);
    expect(direction("现金流明显改善")).toEqual(["改善"]);
  });
  it("leaves the checked clauses of its point to decide it, a ruling's need binding no metric before it", () => {
    // 宁德时代 资产负债率 2024 65.24% → 2025 61.94%; 经营现金流 2025 1332.20亿元, up on 2024.
    const m = (claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("300750", "2026-04-30")),
      );
    expect(m("负债率降至61.94%，盈利质量仍待提升。")).toBe("✅");
    expect(m("负债率升至61.94%，盈利质量仍待提升。")).toBe("❌");
    expect(m("负债率降至61.94%，经营现金流明显下滑。")).toBe("❌");
  });
});
