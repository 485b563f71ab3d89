import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { qualifiedMetrics } from "../../../src/verification/claims/qualified-metrics";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30", company: ticker }),
      sampleFacts(ticker, "2026-04-30"),
    ),
  );
const words = (text: string) => qualifiedMetrics(text).map((t) => t.word);

describe("a metric qualified into a segment's, a unit's or another basis's is a quantity the data lacks", () => {
  it.each([
    ["储能业务毛利率已降至20%以下", "储能业务毛利率"],
    ["汽车板块利润", "汽车板块利润"],
    ["2025年单车净利约7000元", "单车净利"],
    ["单台净利润提升", "单台净利润"],
    ["营运利润同比增长约8%", "营运利润"],
    ["一季度储能毛利率超30%", "储能毛利率"],
    ["海外收入占比约四成", "海外收入"],
  ])("%s", (text, word) => expect(words(text)).toContain(word));
  it("the company's own metric and the 主营业务 name are not qualified", () => {
    expect(words("2025年归母净利润326.19亿元")).toEqual([]);
    expect(words("毛利率24.82%")).toEqual([]);
    expect(words("主营业务收入增长")).toEqual([]);
  });
  it.each([
    ["300750", "储能业务毛利率已降至20%以下，拖累整体盈利。"],
    ["002594", "2025年单车净利约7000元，较2024年下降约三成。"],
    ["601318", "点评：2025年营运利润同比增长约8%，好于归母净利润增速。"],
    ["300750", "【AI速读】宁德时代｜一季度储能毛利率超30%｜海外收入占比约四成"],
    ["002594", "比亚迪的毛利率17.74%仍高于特斯拉同期约17%的汽车业务毛利率。"],
  ])("%s %s: 未能核验, never checked as the company's own metric", (ticker, claim) =>
    expect(mark(ticker, claim)).toBe("❔"),
  );
});

/** 贵州茅台 2025: 货币资金 516.91亿元, 总负债 498.76亿元; its short-term liabilities are not stored. */
describe("a part of a metric named after it (负债中的短期压力)", () => {
  it("is a quantity the data lacks, not the metric itself", () => {
    expect(words("但仍远高于负债中的短期压力")).toEqual(["负债中的短期压力"]);
    expect(words("估值中枢偏下")).toEqual([]);
    const claim = "基本面视角：账上货币资金516.91亿元，较上年减少约76亿元，但仍远高于负债中的短期压力。";
    expect(mark("600519", claim)).toBe("❔");
    expect(mark("600519", "账上货币资金516.91亿元，高于总负债。")).toBe("✅");
  });
});

describe("a segment's year between it and the metric, and a peer group's total", () => {
  it("储能业务2025年收入 is the segment's: undecided, where the company's own growth is judged", () => {
    expect(words("储能业务2025年收入增速超过50%")).toEqual(["储能业务2025年收入"]);
    expect(mark("300750", "储能业务2025年收入增速超过50%。")).toBe("❔");
    expect(mark("300750", "动力电池业务2025年收入增速低于10%。")).toBe("❔");
    expect(mark("300750", "2025年收入增速超过15%。")).toBe("✅");
    expect(mark("300750", "2025年收入增速超过50%。")).toBe("❌");
  });

  it("a product line's year between it and the metric (系列酒2025年收入) is the line's too", () => {
    expect(words("系列酒2025年收入下滑超两成")).toEqual(["系列酒2025年收入"]);
    expect(mark("600519", "系列酒2025年收入下滑超两成。")).toBe("❔");
    expect(mark("600519", "2025年收入下滑超两成。")).toBe("❌");
  });

  it("股份行整体营收 is the group's total, never the company's; the company named beside it still is", () => {
    expect(mark("600036", "股份行整体营收仍在负增长，招行营收持平已算同业中的优等生。")).toBe("❔");
    expect(mark("600036", "同业整体营收仍在负增长。")).toBe("❔");
    expect(mark("600036", "作为股份行龙头，招行2025年营收基本持平。")).toBe("✅");
    expect(mark("600036", "银行业整体营收仍在负增长，但招行2025年营收大幅下滑。")).toBe("❌");
  });
});

describe("a group word ending the company's own name (招商银行整体) is no peer group", () => {
  it("is the company's total, checked", () => {
    expect(mark("600036", "招商银行整体营收2025年约3375亿元")).toBe("✅");
    expect(mark("600036", "招商银行整体营收2025年约5000亿元")).toBe("❌");
    expect(mark("600036", "股份行整体营收仍在负增长")).toBe("❔");
  });
});

describe("an operating income (经营收益) holds 营收 across its two words", () => {
  it("is no revenue: a segment's operating income is undecided, the revenue named as 营收 still judged", () => {
    // 中国石化 营业总收入 2024 −4.29 %.
    expect(mark("600028", "2024年化工板块经营收益同比改善。")).toBe("❔");
    expect(mark("600028", "2024年营收同比下滑约4.3%。")).toBe("✅");
    expect(mark("600028", "2024年经营收入同比增长约4.3%。")).toBe("❌");
  });
});
