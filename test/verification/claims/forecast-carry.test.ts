import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { forecastClause } from "../../../src/verification/claims/forecast-carry";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** 600519 as of 2026-04-30: 2026年一季度归母净利润 +1.47 % (reported). */
describe("a forecast carries on only to clauses that go on with it", () => {
  it("a clause stating a move with its figure reports a fact, and is checked", () => {
    expect(forecastClause("归母净利润下降5%", [], true)).toBe(false);
    expect(forecastClause("归母净利润同比增长约12%", [], true)).toBe(false);
    expect(mark("600519", "2026年一季度营收有望增长，归母净利润下降5%")).toBe("❌");
  });
  it("a clause with no stated move, or a figure aimed at, goes on with the forecast", () => {
    expect(forecastClause("全年利润冲击720亿元", [], true)).toBe(true);
    expect(forecastClause("全年利润也将超过700亿元", [], true)).toBe(true);
    expect(forecastClause("利润同步改善", [], true)).toBe(true);
  });
});

/** 招商银行 2025: 总资产 +7.56 %, 归母净利润 +1.21 %. */
describe("a consequence said to be bound to come (必然, 必将, 势必) is a prediction", () => {
  it("规模扩张意味着利润必然同步高增 is not a reported fact: 未能核验, never a ✅ by the assets' move", () => {
    expect(mark("600036", "总资产同比扩张约7.6%，规模扩张意味着利润必然同步高增，利好。")).toBe("❔");
    expect(mark("600036", "总资产同比扩张约7.6%，利润势必同步增长。")).toBe("❔");
    expect(mark("600036", "总资产同比扩张约7.6%。")).toBe("✅");
  });
});

describe("a likely or a 将-move is a forecast (大概率, 很可能, 将超过)", () => {
  it("is out of scope, never failed on the latest year", () => {
    expect(mark("600519", "一季度利润增速虽有11.56%，但全年大概率回落到个位数。", "2025-04-30")).toBe("❔");
    expect(mark("002594", "前三季度营收将超过5600亿元，全年8000亿目标稳了。", "2025-09-05")).toBe("❔");
  });
  it("多半 before a reading of the chart is a hedge, not a forecast", () => {
    const claim = "零轴上方的死叉（4月28日）多半只是高位回调，DIF还有11.8左右，不宜当成转势信号。";
    expect(mark("300750", claim)).toBe("✅");
  });
});

/** 五粮液 2026-04-30: 收盘价 97.08元. */
describe("a price the share could still move to (还能跌到, 还会跌破) is a forecast", () => {
  it("is out of scope, never failed on the close", () => {
    expect(mark("000858", "五粮液跌到97块，不信它还能跌到80。")).toBe("❔");
    // Asked, not said (a yes/no question asserts nothing): the close it has fallen to is all the point claims.
    expect(mark("000858", "五粮液跌到97块，还会跌破90吗？")).toBe("✅");
  });
  it("a close it has fallen to is checked on the close", () => {
    expect(mark("000858", "五粮液已经跌到80元。")).toBe("❌");
  });
});

/** 比亚迪 as of 2025-10-31: the 2025 annual report is not out (2024 归母净利润 +34.0 %). */
describe("将 before 同比/环比, and 会出现/会继续, say what is still to come", () => {
  it("is a forecast: 未能核验, not judged on the last reported year", () => {
    expect(mark("002594", "全年归母净利润将同比下降约两成，四季度单季会出现负增长。", "2025-10-31")).toBe("❔");
    expect(mark("002594", "全年营收将环比改善，四季度会继续放量。", "2025-10-31")).toBe("❔");
  });
  it("leaves a reported move, and 会 inside another word (机会, 大会), to the checks", () => {
    expect(mark("002594", "2024年归母净利润同比下降约两成。", "2025-10-31")).toBe("❌");
    expect(mark("002594", "2024年归母净利润同比增长34%，股东大会出现分歧不改业绩。", "2025-10-31")).not.toBe("❔");
  });
});

/** 贵州茅台 2026年一季度 归母净利润 272.43亿元. */
describe("a year extrapolated from a part of it (照此推算, 据此估算) is a forecast", () => {
  it("leaves the extrapolation undecided and checks the part it starts from", () => {
    expect(mark("600519", "一季度归母净利润272.43亿元，据此推算全年约1090亿元。")).toBe("❔");
    expect(mark("600519", "一季度归母净利润372.43亿元，照此估算全年约1490亿元。")).toBe("❌");
  });
  it("counter-case: 按此计算 of a reported figure is no forecast", () => {
    expect(mark("600519", "按此计算，2025年归母净利润同比下降4.53%。")).toBe("✅");
  });
});

/**
 * A move hedged by a bare 或 ("全年净利或下滑约6%", "营收或突破5000亿元") is a forecast, whatever its figure; 或已 reads
 * what is reported, and 或 between two nouns joins them. 宁德时代 2025 营业总收入 4237.02亿元.
 */
describe("a move hedged with 或", () => {
  it("is a forecast", () => {
    expect(forecastClause("全年归母净利或下滑约6%", [], false)).toBe(true);
    expect(forecastClause("明年营收或突破5000亿元", [], false)).toBe(true);
    expect(forecastClause("利润或已见底", [], false)).toBe(false);
    expect(forecastClause("营收或利润下滑了4.5%", [], false)).toBe(false);
  });
  it("is never checked against a reported year", () => {
    expect(mark("300750", "宁德时代全年营收或突破6000亿元。")).toBe("❔");
    expect(mark("300750", "宁德时代2025年营收已突破6000亿元。")).toBe("❌");
  });
});
