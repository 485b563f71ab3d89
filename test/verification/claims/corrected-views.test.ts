import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A point that corrects another side's figure or view: the side's words are not the point's own, the correction is.
 * Figures (2026-04-30): 招行 2025 归母净利润 1501.81亿元 (+1.21 %), 资产负债率 90.20 %; 比亚迪 2025 归母净利润
 * 326.19亿元 (−18.97 %); 茅台 2025 归母净利润 −4.53 %, PE(TTM) 20.17; 宁德时代 2025 营收 +17.04 %, PE(TTM) 25.17;
 * 平安 资产负债率 89.8 %.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("another side's figure or view, corrected", () => {
  it("a camp named by its brief or its risk seat (估值方, 激进风控) is a speaker, not a metric", () => {
    expect(mark("002594", "激进风控说比亚迪2025年归母净利润增长了，这不对。")).toBe("✅");
    expect(mark("002594", "激进风控说比亚迪2025年归母净利润下降了，这不对。")).toBe("❌");
    expect(mark("600519", "估值方说茅台2025年归母净利润增长了，这种说法不成立。")).toBe("✅");
    expect(mark("600519", "估值方说茅台2025年归母净利润下降了，这种说法不成立。")).toBe("❌");
  });

  it("a figure the other side wrote as another (把…写成…有误) is its view; the correction is checked", () => {
    expect(mark("600036", "质疑方把2025年归母净利润写成1400亿元有误，实际为1501.81亿元。")).toBe("✅");
    expect(mark("600036", "质疑方把2025年归母净利润写成1501.81亿元有误，实际为1400亿元。")).toBe("❌");
    expect(mark("002594", "空方把2025年归母净利润说成500亿元是错的，实际只有326.19亿元。")).toBe("✅");
  });

  it("a view called a misreading (说…是看错了) is refuted on the data", () => {
    expect(mark("002594", "说比亚迪2025年利润增长是看错了，2025年归母净利润同比下降约19%。")).toBe("✅");
    expect(mark("600036", "说招行2025年利润增长是搞错了。")).toBe("❌");
  });

  it("the figure a side cites alone (只引用“…”) is its claim; what it leaves out is the point's", () => {
    expect(mark("600519", "多方只引用“2025年营收增长”，却不提2025年归母净利润同比下降约4.5%。")).toBe("✅");
    expect(mark("600519", "多方只引用“2025年营收增长”，却不提2025年归母净利润同比下降约14.5%。")).toBe("❌");
  });

  it("an overstatement denied (言过其实) is refuted by a size the data rules out, not by a move it holds", () => {
    expect(mark("600519", "把茅台2025年利润说成“腰斩”未免言过其实，归母净利润只降了约4.5%。")).toBe("✅");
    expect(mark("600519", "把茅台2025年利润说成“下滑”言过其实。")).toBe("❔");
    expect(mark("600519", "说茅台2025年利润下滑的说法不成立。")).toBe("❌");
  });

  it("a size underestimated (增速被低估) is no valuation level; a valuation called 低估 still is", () => {
    expect(mark("300750", "空方说2025年营收只增一成，可年报同比增17.0%，增速被明显低估。")).toBe("✅");
    expect(mark("300750", "空方说2025年营收只增一成，可年报同比增27.0%，增速被明显低估。")).toBe("❌");
    expect(mark("600519", "茅台估值被明显低估。")).toBe("❌");
  });
});

describe("a ruling or a vote granting a quoted figure checks it", () => {
  it("a grant in a vote's words (站得住, 成立) adopts the figure granted", () => {
    expect(mark("002594", "投票：空方所说2025年归母净利润下降约19%站得住。")).toBe("✅");
    expect(mark("002594", "投票：空方所说2025年归母净利润下降约29%成立。")).toBe("❌");
  });
});

describe("review mends: doubt is no grant, and a camp's 方 is not 方面", () => {
  it("难以成立 does not grant the view; 估值方面 is no speaker", () => {
    // 贵州茅台 2025 营业总收入 -1.20 %: the view holds, so calling it hard to stand is not a grant of it.
    expect(mark("600519", "空方所说2025年营收下滑难以成立。")).not.toBe("✅");
    // 2025 归母净利润 -4.53 %: said in the writer's own voice after 估值方面, it is checked and fails.
    expect(mark("600519", "估值方面需要指出，茅台2025年归母净利润同比增长4.5%。")).toBe("❌");
  });
});

describe("a hedged denial grants nothing", () => {
  it("未必属实 / 难言属实 are no grant: the other side's figure is not checked as the point's", () => {
    expect(mark("600519", "空方称茅台2025年净利润同比下滑10%未必属实。")).not.toBe("❌");
    expect(mark("600519", "空方称茅台2025年净利润同比下滑10%属实。")).toBe("❌");
  });
});
