import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A view the point reports and refutes is the other side's: it is never checked as the point's own, what the point
 * says instead (实际…, after 那是…旧账) is. Figures: 比亚迪 2025 归母净利润 −18.97 %; 宁德时代 2025 资产负债率 61.94 %
 * (2024 65.24 %), 营业总收入 2025 +17.04 %; 贵州茅台 2026-04-30 收盘 1384.79, MA250 1453.44; 资产负债率 招行 90.20 %,
 * 平安 89.8 %, 茅台 16.42 %.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a view attributed to another side, then refuted", () => {
  it("信任方 and 保守派 are sides too; a bare 实际 leads the point's own figures", () => {
    expect(mark("002594", "信任方说利润“小幅回落”，实际2025年归母净利下降约19%，已是两位数下滑。")).toBe("✅");
    expect(mark("002594", "信任方说利润“小幅回落”，实际2025年归母净利下降约9%，只是个位数下滑。")).toBe("❌");
    expect(mark("300750", "质疑方称负债率仍在65%以上，实际2025年末已降到61.94%，比上年低3.3个百分点。")).toBe("✅");
    expect(mark("300750", "质疑方称负债率仍在65%以上，实际2025年末已降到59.94%，比上年低5.3个百分点。")).toBe("❌");
    expect(mark("600519", "保守派盯着回撤，但以现价算PE约21倍、负债率16.42%。")).toBe("✅");
  });

  it("a view placed in a past year (那是2024年的旧账) is judged; what follows is the point's", () => {
    const said = "空方说营收下滑9.7%，那是2024年的旧账；";
    expect(mark("300750", `${said}2025年营收4237亿、同比增长17%，已重回增长轨道。`)).toBe("✅");
    expect(mark("300750", `${said}2025年营收4237亿、同比增长27%，已重回增长轨道。`)).toBe("❌");
  });

  it("a view placed on an old snapshot (那是去年7月快照的数) is judged; today's figure after it is the point's", () => {
    // 招行 市净率 at the 2026-04-30 close 0.88; 1.16 was a 2025-07-04 snapshot.
    const said = "看多方说PB 1.16倍已是底部，那是去年年中快照的数；";
    expect(mark("600036", `${said}按最新收盘价，PB约0.88倍。`)).toBe("✅");
    expect(mark("600036", `${said}按最新收盘价，PB约0.68倍。`)).not.toBe("✅");
    // Not a snapshot named: the view stays reported, nothing checked.
    expect(mark("600036", "看多方说PB 1.16倍已是底部，那是他的看法。")).toBe("❔");
  });

  it("a quoted view a side cited (引用的, 所说的) and denied is not read as the point's", () => {
    expect(mark("600519", "信任方引用的“站上年线”不成立：收盘1384.79元，低于MA250约1453元。")).toBe("✅");
    expect(mark("600519", "多方所说的“跌破年线”不成立，收盘高于MA250。")).toBe("❌");
    expect(mark("600519", "激进派说的“底部放量”并不明显：近20日均量仅为前20日的1.06倍左右。")).toBe("✅");
  });

  it("a reading drawn from a figure (把…当作, 用…证明) and denied for an industry is refuted on the reading", () => {
    // The figure is shared; the refutation holds when the reading (高杠杆, 风险点) fails, by the industry's band too.
    expect(mark("600036", "质疑方把90.20%的负债率当作风险点，这对银行并不成立。")).toBe("✅");
    expect(mark("601318", "空方用负债率近90%证明平安高杠杆，这对保险集团并不成立。")).toBe("✅");
    expect(mark("600519", "空方用负债率证明茅台高杠杆，这并不成立。")).toBe("✅");
    // The same reading asserted, not attributed, fails.
    expect(mark("600036", "90.20%的负债率是招行的风险点。")).toBe("❌");
  });

  it("reads a denial applied to an industry with no 这 (对保险业并不成立) as refuting the reading before it", () => {
    expect(mark("601318", "质疑方把89.8%的负债率当作风险信号，对保险业并不成立。")).toBe("✅");
    expect(mark("600036", "质疑方把90.20%的负债率当作风险点，对银行并不成立。")).toBe("✅");
  });

  it("fails a wrong figure the reading is drawn from: the point shares it, refuted or turned", () => {
    expect(mark("601318", "质疑方把70%的负债率当作风险信号，对保险业并不成立。")).toBe("❌");
    expect(mark("600036", "质疑方把70%的负债率当作风险点，这对银行并不成立。")).toBe("❌");
    expect(mark("601318", "质疑方把70%的负债率当作风险信号，但保险业高负债是常态。")).toBe("❌");
  });

  it("a reading attributed and then turned (但…) is not the point's leverage reading", () => {
    expect(mark("601318", "质疑方把89.8%的负债率当作风险信号，但保险业高负债是常态。")).toBe("✅");
    expect(mark("601318", "质疑方把89.8%的负债率当作风险信号，但保险业高负债确实是风险。")).toBe("❌");
  });

  it("a reported claim granted in its own clause (…属实（…）) is the point's and checked", () => {
    const judge = "裁判点评：空方称比亚迪2025年归母净利同比下滑约";
    expect(mark("002594", `${judge}19%属实（326.19亿元对402.54亿元），多方未能反驳。`)).toBe("✅");
    expect(mark("002594", `${judge}29%属实，多方未能反驳。`)).toBe("❌");
  });

  it("空方所谓X不成立 names the view without 的, and is refuted on the data", () => {
    const later = "2023至2025年归母净利润连续三年";
    expect(mark("601318", `空方所谓利润持续下滑不成立：2022年837.74亿元之后，${later}增长。`)).toBe("✅");
    expect(mark("601318", `空方所谓利润持续增长不成立：${later}下降。`)).toBe("❌");
  });
});

describe("an open matter asserts nothing", () => {
  it("a question framed as the dispute (分歧在于) or left open (有待观察) is no move", () => {
    expect(mark("600036", "PE约6.7倍、PB约0.88倍，分歧在于利润增速能否回升。")).toBe("✅");
    expect(mark("600036", "分歧在于利润增速能否回升。")).toBe("❔");
    expect(mark("600519", "利润增速会不会继续放缓有待观察。")).toBe("❔");
    // What the point asserts beside it is still checked.
    expect(mark("600519", "2025年营收增长1.2%，能否加速有待观察。")).toBe("❌");
    expect(mark("600519", "2025年营收下降1.2%，能否重回增长有待观察。")).toBe("✅");
    // A figure before the question is still the point's.
    expect(mark("600519", "茅台营业总收入2019至2025年复合增速约11.6%，分歧只在2025年-1.2%的增速是否见底。")).toBe("✅");
    expect(mark("600519", "茅台营业总收入2019至2025年复合增速约11.6%，分歧只在2025年+3.2%的增速是否见顶。")).toBe("❌");
  });
});

describe("leverage compared with the property developers", () => {
  it("比房企还高 is a risk reading: false for a bank's or an insurer's normal ~90 %", () => {
    expect(mark("600036", "雪球：招行负债率九成，杠杆比地产商还夸张，我先跑为敬。")).toBe("❌");
    expect(mark("601318", "公众号：资产负债率近90%！中国平安的杠杆比房企还高，快跑！")).toBe("❌");
    expect(mark("600036", "招行负债率九成，杠杆高得吓人。")).toBe("❌");
    // Denied, it is the industry's normal read, which holds.
    expect(mark("600036", "招行负债率九成，杠杆并不比地产商高，属银行业常态。")).toBe("✅");
  });

  it("the level called the industry's nature (行业属性, 保险业特征) is its normal read", () => {
    expect(mark("601318", "平安负债率89.8%，这是保险负债经营的行业属性。")).toBe("✅");
    expect(mark("002594", "比亚迪负债率70.74%，这是汽车制造的行业属性。")).not.toBe("❌");
  });
});

/** A complaint or a doubt (嫌, 诟病, 怀疑) is the other side's view too. 比亚迪 年初至2026-04-30 股价 +5.38 %. */
describe("a view reported as the other side's complaint", () => {
  it("is not the point's own; the facts after it are", () => {
    expect(mark("002594", "激进方嫌比亚迪估值偏贵，但年初至今股价只涨约5%。")).toBe("✅");
    expect(mark("002594", "有人诟病比亚迪估值过高，可年初至今股价只涨了约5%。")).toBe("✅");
    expect(mark("002594", "激进方嫌比亚迪估值偏贵，但年初至今股价只涨约15%。")).toBe("❌");
  });
});

/**
 * The figure the other side finds too high ("嫌90.20%的负债率太高") is the premise the point's own reading names back:
 * a bank's ratio read as its industry's normal holds; a manufacturer's dismissed by the banks' normal fails.
 * 招商银行 资产负债率 2026-03-31 90.43 %; 宁德时代 62.32 %.
 */
describe("a figure another side complains of", () => {
  it("is read with the point's own reading of it", () => {
    expect(mark("600036", "看空者嫌招行约90%的负债率偏高，但对银行来说这一水平属常态。")).toBe("✅");
    expect(mark("300750", "看空者嫌宁德约62%的负债率偏高，可银行九成负债都正常，六成对任何公司都不算高。")).toBe("❌");
  });
});
