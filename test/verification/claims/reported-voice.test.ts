import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { voiceOf } from "../../../src/verification/claims/reported-voice";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * Whose voice a clause speaks in (reported-voice.ts), and the honest default for a point in which nothing was checked
 * (coverage.ts). 宁德时代 2026Q1 营业总收入 1291.31亿元, 环比 −8.18 %; 贵州茅台 2025 归母净利润 −4.53 %.
 */
const mark = (ticker: string, claim: string, side?: "bull" | "bear") =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30"), {
      ...(side ? { side } : {}),
    }),
  );

describe("a reported view and the point's own voice", () => {
  it("after the reported view is denied or granted, the point speaks again and is checked", () => {
    expect(mark("300750", "空方说环比下滑并不成立：26Q1营收环比仍增长8.2%。", "bull")).toBe("❌");
    expect(mark("300750", "空方称营收在下滑，这与数据不符：26Q1营收环比增长8.2%。", "bull")).toBe("❌");
    expect(mark("600519", "多方说利润在增长，空方说利润在下滑；两边都对：2025年归母净利润同比下降约4.5%。")).toBe("✅");
  });

  it("事实是 / 事实相反 lead the point's own figures; 言过其实 / 属实 judge the view reported before them", () => {
    expect(mark("601318", "空方说平安去年利润下滑，事实是归母净利润同比增长了6.5%。", "bull")).toBe("✅");
    expect(mark("601318", "空方说平安去年利润下滑，事实是归母净利润同比增长了9.5%。", "bull")).toBe("❌");
    expect(mark("600519", "空方把利润说成“大幅下滑”言过其实：归母净利仅同比减少4.53%。", "bull")).toBe("✅");
    expect(mark("600519", "空方把利润说成“大幅下滑”言过其实：归母净利仅同比减少2.53%。", "bull")).toBe("❌");
    expect(mark("600519", "多方称茅台营收仍在增长不属实：2025年营业总收入同比下降约1.2%。", "bear")).toBe("✅");
    expect(mark("600519", "空方称茅台利润下滑属实：2025年归母净利润同比下降约4.5%。")).toBe("✅");
    // A view placed in another basis (那是前三季度口径, 这是把…当成了全年) is judged: the figures after it are checked.
    expect(mark("002594", "多方称“营收增13%”，那是前三季度口径；全年营收8039.65亿元，只增长了3.5%。")).toBe("✅");
    expect(mark("002594", "多方称“营收增13%”，那是前三季度口径；全年营收8039.65亿元，只增长了5.5%。")).toBe("❌");
    expect(mark("600519", "空方称茅台营收下降，这是把单季口径当成了全年：2025年营业总收入同比增长约1.2%。")).toBe("❌");
    // "数据相反", "走势恰恰相反": the data said to run against the view leads the point's own figures.
    expect(mark("600519", "多方称茅台已经止跌，数据相反：近20日跌约5.1%。", "bear")).toBe("✅");
    expect(mark("600519", "多方称茅台已经止跌，走势恰恰相反：近20日跌约9%。", "bear")).toBe("❌");
    expect(mark("600519", "多方称茅台近20日跌约9%。", "bear")).toBe("❔");
    // Reported alone, with no figure of the point's own, stays 未能核验.
    expect(mark("601318", "空方说平安去年利润下滑，事实如何还需观察。", "bull")).toBe("❔");
  });

  it("the writer's own disagreement (我不同意：, 我们不认同这种说法：) leads the point's own view", () => {
    // 中国平安 资产负债率 2026Q1 89.90 %, inside the insurers' 80-93 %.
    expect(mark("601318", "多方说平安负债率近九成属行业常态，我们不认同这种说法：这么高的负债率就是风险。")).toBe("❌");
    expect(mark("600519", "多方称茅台利润仍在增长，我不同意：2025年归母净利润同比下降约4.5%。", "bear")).toBe("✅");
    // Reported alone, with nothing of the point's own after it, the view stays 未能核验.
    expect(mark("600519", "多方称茅台利润仍在增长，我不同意。", "bear")).toBe("❔");
  });

  it("the other side's claim named as a subject (空方所说的…) is judged in the point's voice", () => {
    expect(voiceOf("空方所说的利润下滑幅度有限", false)).toBe(false);
    expect(voiceOf("空方所说放缓并不成立", false)).toBe(true);
    expect(voiceOf("从数据看，2025年营收下降1.2%", true)).toBe(false);
  });

  it("a point in which nothing was checked is 未能核验, never a silent ✅; a note the grammar reads nothing in is not", () => {
    expect(mark("600519", "空方称茅台利润大幅下滑。", "bull")).toBe("❔");
    expect(mark("600519", "2025-04-03 公告：贵州茅台2024年年度报告，方向不明，不足以单独支撑结论", "bull")).toBe("✅");
  });
});

describe("what the other side looks at is its view, not a fact of the point", () => {
  it("空方只看利润 / 多方只谈同比 / 空方盯着利润 frame a reply, and the reply is checked", () => {
    expect(voiceOf("空方只看利润", false)).toBe(true);
    expect(voiceOf("多方只谈同比", false)).toBe(true);
    expect(voiceOf("空方盯着利润", false)).toBe(true);
    expect(mark("300750", "多方只谈同比，但26Q1单季营收环比25Q4下降约8.2%")).toBe("✅");
    expect(mark("300750", "多方只谈同比，但26Q1单季营收环比25Q4增长约8.2%")).toBe("❌");
  });
});

describe("a questioner's claim is reported, not the point's own", () => {
  it("质疑方称 reports as 空方称 does: the denial and the figures after it are checked", () => {
    // 贵州茅台 2026Q1 营业收入 539.09亿元 (+6.54 %), 归母净利润 272.43亿元 (2025Q1 268.47亿元).
    expect(voiceOf("质疑方称一季度收入下滑", false)).toBe(true);
    expect(mark("600519", "质疑方称一季度收入下滑并不属实：26Q1营业收入539.09亿元，同比增长约6.5%。")).toBe("✅");
    expect(mark("600519", "质疑方称一季度利润同比下滑，但26Q1归母净利润272.43亿元，是小幅增长。")).toBe("✅");
    expect(mark("600519", "质疑方称一季度利润同比下滑，但26Q1归母净利润272.43亿元，是大幅增长。")).toBe("❌");
  });
});

describe("a writer's check of the other side's view (核对, 确实如此, 拿…做文章)", () => {
  it("the figures after 核对 / 核实 are the writer's own and are checked", () => {
    expect(mark("002594", "质疑方称一季度利润降了55%，核对40.85亿元对91.55亿元，降幅确为约55.4%。")).toBe("✅");
    expect(mark("002594", "质疑方称一季度利润降了55%，核对40.85亿元对91.55亿元，降幅确为约45%。")).toBe("❌");
    expect(mark("300750", "质疑方称2025年营收下滑，核实后2025年营收同比增长。")).toBe("✅");
  });

  it("确实如此 grants the view reported before it, which is then checked as the point's own", () => {
    expect(mark("600519", "空方说归母净利润下滑，确实如此：2025年同比下降约4.5%。")).toBe("✅");
    expect(mark("300750", "质疑方说归母净利润下滑，确实如此：2025年同比下降。")).toBe("❌");
  });

  it("the view the other side 拿…做文章 with is its claim; the point's turn (可…) is checked", () => {
    expect(mark("600036", "空方拿营收下滑做文章，可2025年营收3375.32亿元比2024年还多一点，谈不上下滑。", "bull")).toBe(
      "✅",
    );
    expect(mark("600036", "空方拿营收下滑做文章，可2025年营收3375.32亿元比2024年少了一点。", "bull")).toBe("❌");
  });

  it("a ruling on a side's case 关于利润 reads the metric after 关于 as the company's own", () => {
    expect(mark("002594", "裁定：空方关于利润下滑的论据成立——2025年归母净利润降约19%，四季度单季降约38%。")).toBe("✅");
    expect(mark("002594", "裁定：多方关于利润增长的论据成立——2025年归母净利润增约19%。")).toBe("❌");
  });
});

/** 宁德时代 资产负债率 2024 65.24 % → 2025 61.94 %; 招商银行 归母净利润 2025 +1.21 %. */
describe("a debate's agent named by its role (质疑智能体, 信任智能体) speaks a view as 质疑方 does", () => {
  it("reports the view the point then denies, and the point's own figures are checked", () => {
    expect(mark("300750", "质疑智能体称负债率在上升，不准确：负债率从2024年的65.24%降至2025年的61.94%。")).toBe("✅");
    expect(mark("600036", "信任智能体说招行利润大增，不属实：2025年归母净利润仅增约1.2%。")).toBe("✅");
    expect(mark("300750", "质疑智能体称负债率在上升，不准确：负债率从2024年的65.24%升至2025年的61.94%。")).toBe("❌");
  });

  it("a view granted is still checked", () => {
    expect(mark("600036", "信任智能体称招行2025年利润增长约1.2%，这一点没错。")).toBe("✅");
    expect(mark("600036", "信任智能体称招行2025年利润增长约12%，这一点没错。")).toBe("❌");
  });
});

/**
 * The figure the other side read as a risk, named back by a demonstrative and called normal for a case (这对保险集团
 * 属于行业常态, 这在保险业属于常态): the writer's own reading, checked with that figure by the industry's band.
 * 中国平安 2026-03-31 资产负债率 89.90 %, 招商银行 90.43 %.
 */
describe("the other side's figure called normal by the writer", () => {
  it("is the point's own voice, not more of the reported view", () => {
    expect(voiceOf("这对保险集团属于行业常态", true)).toBe(false);
    expect(voiceOf("这个水平在银行业再正常不过", true)).toBe(false);
    expect(voiceOf("这在白酒行业很常见", true)).toBe(true);
  });

  it("passes inside the band, fails on a wrong figure, and stays 未能核验 with no band", () => {
    expect(mark("601318", "质疑方把89.8%的负债率当作风险点，这对保险集团属于行业常态。")).toBe("✅");
    expect(mark("600036", "空方把90%的负债率当作风险，这对银行来说是常态。")).toBe("✅");
    expect(mark("601318", "质疑方把95%的负债率当作风险点，这对保险集团属于行业常态。")).toBe("❌");
    expect(mark("002594", "质疑方把70.74%的负债率当作风险点，这对车企属于常态。")).toBe("❔");
  });
});

// 中国平安 2024 资产负债率 89.93 %.
describe("the premise of a reported reading in tenths (把近六成的负债率视为隐患)", () => {
  it("is the point's own error when wrong, whatever the reading", () => {
    const asOf = "2025-04-30";
    const at = (claim: string) =>
      markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts("601318", asOf)));
    expect(at("看空者把近九成的负债率视为隐患，这个水平在保险业再正常不过。")).toBe("✅");
    expect(at("看空者把近六成的负债率视为隐患，这个水平在保险业再正常不过。")).toBe("❌");
    expect(at("看空者把近六成的负债率视为隐患，这是误读，保险业九成负债率属常态。")).toBe("❌");
  });
});

// 招商银行 归母净利润 2025 1501.81亿元, the highest since 2019.
describe("a reported view granted at its own clause's end (…没错)", () => {
  it("leaves the figures after it the writer's own, checked", () => {
    expect(mark("600036", "多方强调利润创新高没错，2025年归母净利润1501.81亿元。")).toBe("✅");
    expect(mark("600036", "多方强调利润创新高没错，2025年归母净利润1601.81亿元。")).toBe("❌");
    expect(mark("600036", "多方说利润创新高未必没错，2025年归母净利润1601.81亿元。")).not.toBe("✅");
  });
});
