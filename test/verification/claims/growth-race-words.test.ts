import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 贵州茅台 2026Q1: 营业总收入 +6.54 %, 归母净利润 +1.47 %; 2025: 营业总收入 -1.20 %, 归母净利润 -4.53 %.
// 宁德时代 2026Q1: 营业总收入 +52.45 %, 归母净利润 +48.52 %. 招商银行 2026Q1: +3.81 % / +1.52 %.
describe("one metric said faster than, or not keeping up with, another compares their growths", () => {
  it("快于 / 慢于 between two metrics, with no growth word", () => {
    expect(mark("600519", "2026年一季度营业收入增幅约6.5%，收入快于利润。")).toBe("✅");
    expect(mark("600036", "一季度利润慢于收入。")).toBe("✅");
    expect(mark("600519", "2026年一季度利润快于收入。")).toBe("❌");
    expect(mark("600036", "一季度收入慢于利润。")).toBe("❌");
  });

  it("没能跟上 / 跟不上: the first grew more slowly", () => {
    expect(mark("300750", "一季度利润增速48.52%略慢于营收的52.45%，利润没能跟上收入扩张的速度。")).toBe("✅");
    expect(mark("002594", "2025年归母净利润跟不上营收。")).toBe("✅");
    expect(mark("300750", "2025年利润没有跟上收入的步伐。")).toBe("❌");
    expect(mark("002594", "2025年营收跟不上归母净利润。")).toBe("❌");
  });

  it("跌得比 / 降得比 … 快: a faster fall is a slower growth", () => {
    expect(mark("600519", "营收降1.20%、利润降4.53%——利润跌得比收入快。")).toBe("✅");
    expect(mark("600519", "2025年利润降得比营收快。")).toBe("✅");
    expect(mark("600519", "2025年收入跌得比利润快。")).toBe("❌");
  });

  it("比 … 跌得更狠 / 涨得更猛 / 跌得轻: the force of a move compares the growths as 快 and 慢 do", () => {
    expect(mark("600519", "2025年利润比收入跌得更狠。")).toBe("✅");
    expect(mark("600519", "2025年收入比利润跌得更狠。")).toBe("❌");
    expect(mark("300750", "2025年利润比收入涨得更猛。")).toBe("✅");
    expect(mark("300750", "2025年收入比利润涨得更猛。")).toBe("❌");
    expect(mark("600028", "2024年收入比利润跌得轻。", "2025-04-30")).toBe("✅");
  });

  it("资产 beside liabilities' growth is the total assets; a kind of asset (轻资产, 长期资产) is not", () => {
    // 比亚迪 2025: 总负债 +6.93 %, 总资产 +12.81 %; 招商银行 2025: 总负债 +7.98 %, 总资产 +7.56 %.
    expect(mark("002594", "负债增速6.9%慢于资产增速12.8%。")).toBe("✅");
    expect(mark("002594", "负债增速6.9%快于资产增速12.8%。")).toBe("❌");
    expect(mark("600036", "负债总额11.79万亿元，同比增长约8%，增速慢于资产端。")).toBe("❌");
    expect(mark("600519", "茅台是典型的轻资产公司，资本开支仅31.28亿元。")).toBe("✅");
    // Kinds of asset are open-ended: only a clause's start, a joining word or a company name may stand before it.
    expect(mark("601318", "平安2025年投资资产增长10%以上。")).toBe("❔");
    expect(mark("600036", "招行信贷资产增速放缓至5%。")).toBe("❔");
    expect(mark("600036", "招行资产增速7.6%。")).toBe("✅");
  });

  it("a side the data does not hold stays undecidable", () => {
    expect(mark("600519", "2025年销量快于收入。")).toBe("❔");
    expect(mark("600519", "2025年直销收入快于批发收入。")).toBe("❔");
    expect(mark("600519", "2026年一季度股价涨得比利润快。")).toBe("❔");
  });
});

// 宁德时代 2025: 营业总收入 +17.04 %, 归母净利润 +42.28 %, 25.24 points apart.
describe("one metric 比 another 快 by points, with no rate word", () => {
  it("compares their growths, as 快于 does", () => {
    expect(mark("300750", "营收增速17%、利润增速42%，利润比营收快约25个百分点。")).toBe("✅");
    expect(mark("300750", "利润比营收快约25个百分点。")).toBe("✅");
    expect(mark("300750", "营收增速17%、利润增速42%，利润比营收快约35个百分点。")).toBe("❌");
    expect(mark("300750", "营收比利润快约25个百分点。")).toBe("❌");
  });
});
