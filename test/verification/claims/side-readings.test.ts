import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sideReadOf } from "../../../src/verification/claims/side-readings";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, side: "bull" | "bear", asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), { side }));

/**
 * A clause with no fact of its own that names the side the fact before it supports. 比亚迪 归母净利润 2025 −18.97 %;
 * 贵州茅台 经营现金流 2025 −33.46 %; 五粮液 经营现金流 2019 +87.64 %.
 */
describe("a fact named the case of one side", () => {
  it("reads the side a clause names, pointed back at the fact or not denied", () => {
    expect(sideReadOf("这正是我们看多的核心理由")).toBe(1);
    expect(sideReadOf("这恰好是空方最有力的证据")).toBe(-1);
    expect(sideReadOf("对股东其实是好事")).toBe(1);
    expect(sideReadOf("这并不是利好")).toBe(null);
    expect(sideReadOf("可以逢低加仓")).toBe(null);
  });

  it("fails a fact against the side read as its case; holds one read the fact's own way", () => {
    expect(mark("002594", "归母净利润同比回落约19%至326.19亿元，这一表现恰恰支撑看多逻辑。", "bull")).toBe("❌");
    expect(mark("002594", "归母净利润同比回落约19%至326.19亿元，这正是我们看空的核心理由。", "bear")).toBe("✅");
    expect(mark("000858", "经营现金流同比增长约88%，这恰好是空方最有力的证据。", "bear", "2020-05-15")).toBe("❌");
    expect(mark("600519", "经营现金流同比减少约33%，对股东其实是好事。", "bull")).toBe("❌");
  });

  it("leaves a reading after a turn to what the turn brought in", () => {
    expect(mark("600519", "经营现金流同比减少约33%，但分红仍稳定，这对股东其实是好事。", "bull")).not.toBe("❌");
  });
});

describe("a side's case named to be revised or refuted", () => {
  it("is no reading of the fact for that side (看多的逻辑需要修正, 看空的逻辑已被证伪)", () => {
    expect(mark("600519", "茅台2025年营收同比下降1.2%，这恰恰说明看多的逻辑需要修正。", "bear")).toBe("✅");
    expect(mark("600036", "招行2025年净利润增长1.2%，空方据此看空的逻辑已被证伪。", "bull")).toBe("✅");
  });
});

/**
 * A fact read as good news with a qualifier (对股东反而是明确的利好), the more of it the better (越…越利好), or a trend
 * or chart called sound after a fall (趋势正在转强, 上涨趋势完好, 技术面偏多), and their mirrors. 比亚迪 2026Q1
 * 归母净利润 −55.38 %; 宁德时代 2026Q1 +48.52 %; 招商银行 较52周高点 −21.17 %; 五粮液 近250个交易日 −26.31 %.
 */
describe("a reading qualified, scaled, or of the trend", () => {
  it("reads the side it names", () => {
    expect(sideReadOf("对股东反而是明确的利好")).toBe(1);
    expect(sideReadOf("利润出清越彻底越利好")).toBe(1);
    expect(sideReadOf("技术面由此判断趋势正在转强")).toBe(1);
    expect(sideReadOf("说明上涨趋势完好")).toBe(1);
    expect(sideReadOf("技术面偏多")).toBe(1);
    expect(sideReadOf("趋势已经走坏")).toBe(-1);
    expect(sideReadOf("跌得越多越危险")).toBe(-1);
  });

  it("fails a fall so read, holds a rise so read", () => {
    expect(mark("002594", "Q1净利润同比下降55%，利润出清越彻底越利好，正是加仓时点。", "bull")).toBe("❌");
    expect(mark("300750", "Q1净利润同比增长48%，增速越快越利好。", "bull")).toBe("✅");
    expect(mark("002594", "归母净利润同比下滑18.97%，对股东反而是明确的利好。", "bull")).toBe("❌");
    expect(mark("300750", "归母净利润同比增长42%，对股东是明确的利好。", "bull")).toBe("✅");
  });

  it("reads a drawdown from the high as a fall, and a trend named by its way as no move of the reading's own", () => {
    expect(mark("600036", "距52周高点已回撤约21%，说明上涨趋势完好，可以追。", "bull")).toBe("❌");
    expect(mark("600036", "距52周高点已回撤约21%，说明上涨趋势已经走坏。", "bear")).toBe("✅");
    expect(mark("000858", "近250个交易日下跌约26%，跌得越多趋势越健康，可以逆势加仓。", "bull")).toBe("❌");
  });
});

describe("a reading that names the fact back (这一降幅, 此次下滑)", () => {
  it("reads that fact even across a turn", () => {
    // 贵州茅台 营业总收入 2025 −1.20 %; 2024 +15.66 %.
    const fall = "2025年营收同比下降1.2%，但体量巨大意味着现金流稳定，这一降幅对多头是利好。";
    expect(mark("600519", fall, "bull")).toBe("❌");
    const rise = "2024年营收同比增长15.7%，但体量巨大意味着现金流稳定，这一增幅对多头是利好。";
    expect(mark("600519", rise, "bull", "2025-04-30")).toBe("✅");
  });
});

describe("news aimed at the bears (对空头是利好, 对看空者而言是重大利好)", () => {
  it("is no reading of the fall as good for the company; news for the bulls still is", () => {
    expect(sideReadOf("这对空头是利好")).toBe(null);
    expect(sideReadOf("对看空者而言是重大利好")).toBe(null);
    expect(sideReadOf("对多头而言是重大利好")).toBe(1);
    // 比亚迪 归母净利润 2025 −18.97 %.
    expect(mark("002594", "2025年归母净利润同比下降约19%，对看空者而言是重大利好。", "bear")).toBe("✅");
    expect(mark("002594", "2025年归母净利润同比下降约19%，对多头而言是重大利好。", "bull")).toBe("❌");
  });
});

describe("the market's relief that bad news is past (利空出尽)", () => {
  it("reads neither side, while a reading beside it still does", () => {
    expect(sideReadOf("利空出尽")).toBe(null);
    expect(sideReadOf("利空出尽，属于利好")).toBe(1);
    // 比亚迪 归母净利润 2025 −18.97 %.
    expect(mark("002594", "2025年归母净利润同比下降约19%，利空出尽。", "bull")).not.toBe("❌");
    expect(mark("002594", "2025年归母净利润同比下降约19%，利空出尽。", "bear")).toBe("✅");
    expect(mark("002594", "2025年归母净利润同比下降约19%，利空出尽，属于利好。", "bull")).toBe("❌");
  });

  it("is said with other words for the news past (已被消化, 基本落地, 充分释放, 兑现), not for news still at work", () => {
    for (const relief of ["业绩利空已被市场消化", "利空基本落地", "利空已经充分释放", "年报利空已兑现"])
      expect(mark("002594", `2025年归母净利润同比下降约19%，${relief}。`, "bull")).toBe("✅");
    for (const pending of ["利空尚未消化", "利空仍在释放", "利空还没落地"])
      expect(mark("002594", `2025年归母净利润同比下降约19%，${pending}。`, "bear")).toBe("✅");
  });
});

/**
 * News named without 是 (属利好, 属长期利好) or as a clause of its own with a qualifier (妥妥的利好, 实打实的利好).
 * 比亚迪 归母净利润 2025 −18.97 %; 宁德时代 2025 +42.28 %; 招商银行 2025 +1.21 %.
 */
describe("news named by 属 or as a qualified clause of its own", () => {
  it("reads good news; not news aimed at the bears or denied", () => {
    expect(sideReadOf("对持有人而言属利好")).toBe(1);
    expect(sideReadOf("属中长期利好")).toBe(1);
    expect(sideReadOf("实打实的利好")).toBe(1);
    expect(sideReadOf("对空头的利好")).toBe(null);
    expect(sideReadOf("没有实质的利好")).toBe(null);
  });

  it("fails a fall so read, holds a rise so read", () => {
    expect(mark("002594", "2025年归母净利润少了约19%，对持有人而言属利好。", "bull")).toBe("❌");
    expect(mark("002594", "净利润掉了近两成，实打实的利好！", "bull")).toBe("❌");
    expect(mark("300750", "2025年归母净利润多了42%，实打实的利好！", "bull")).toBe("✅");
    expect(mark("600036", "2025年归母净利润同比增长约1.2%，属中长期利好。", "bull")).toBe("✅");
  });
});

/**
 * A headline's clause that is only the news, weighed ("重大利好！", "明确利好", "长期利好"), reads the fact before it.
 * 贵州茅台 经营现金流 2025 −33.46 %; 宁德时代 2026Q1 营业总收入 +52.45 %.
 */
describe("news weighed and standing alone", () => {
  it("reads good news", () => {
    expect(sideReadOf("重大利好！")).toBe(1);
    expect(sideReadOf("属明确利好")).toBe(1);
    expect(sideReadOf("利好有限")).toBe(null);
    expect(sideReadOf("对空头是重大利好")).toBe(null);
  });

  it("fails a fall so read, holds a rise so read", () => {
    expect(mark("600519", "茅台经营现金流同比少了三成多，明确利好！", "bull")).toBe("❌");
    expect(mark("300750", "宁德一季度营收同比增长约52%，重大利好！", "bull")).toBe("✅");
  });
});

/**
 * News made of the fact (构成利好, 形成实质利好) is a reading as much as news it is (是利好). 比亚迪 2025 归母净利润
 * −18.97 %, 2026Q1 −55.38 %; 宁德时代 2025 +42.28 %; 贵州茅台 2025 经营现金流 −33.46 %.
 */
describe("a fact said to make good news (构成利好)", () => {
  it("reads the fact as good news", () => {
    expect(sideReadOf("这一数据对多方而言反而构成利好")).toBe(1);
    expect(sideReadOf("形成实质利好")).toBe(1);
    expect(sideReadOf("并不构成利好")).toBeNull();
  });

  it("fails against a fall and holds with a rise", () => {
    // Each claim against its own company's facts, written by no side: the reading alone makes the fall fail.
    const claim = (ticker: string, t: string) =>
      markOf(checkAssertions(parseAssertions(t, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));
    expect(claim("002594", "比亚迪2025年归母净利润同比下降19%，这一数据对多方而言反而构成利好。")).toBe("❌");
    expect(claim("600519", "茅台2025年经营现金流同比下降33%，这对多方而言构成利好。")).toBe("❌");
    expect(claim("002594", "比亚迪2026年一季度归母净利润同比下降55%，对股价形成实质利好。")).toBe("❌");
    expect(claim("300750", "宁德2025年归母净利润同比增长42%，这一数据对多方而言构成利好。")).toBe("✅");
    expect(claim("300750", "宁德2025年归母净利润同比增长42%，对股价形成实质利好。")).toBe("✅");
    expect(claim("002594", "比亚迪2026年一季度归母净利润同比下降55%，对多方构成利空。")).toBe("✅");
  });
});
