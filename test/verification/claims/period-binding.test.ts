import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { SOURCE_ONLY } from "../../../src/verification/claims/framing-words";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { yearsAfterWritten } from "../../../src/verification/claims/years-after";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a bare 年末 compared with in a quarter's clause (比年末70.74%) is the last year-end", () => {
  // 比亚迪 资产负债率 2025年末 70.74 %, 2026-03-31 70.94 %; 贵州茅台 2025年末 16.42 %, 2026-03-31 12.12 %.
  it("reads the figure after 比年末 as the year-end's level", () => {
    expect(mark("002594", "2026Q1负债率70.94%，比年末70.74%微升0.2个百分点。")).toBe("✅");
    expect(mark("600519", "一季度末负债率12.12%，较年末16.42%明显下降。")).toBe("✅");
  });

  it("fails a figure that is not the year-end's level", () => {
    expect(mark("002594", "2026Q1负债率70.94%，比年末70.10%微升0.8个百分点。")).toBe("❌");
    expect(mark("600519", "一季度末负债率12.12%，较年末14.20%明显下降。")).toBe("❌");
  });
});

describe("a weak name opening a 、-list item with a one-character move (现金流降三成多) is that item's metric", () => {
  // 贵州茅台 经营现金流 2024 924.64亿元 → 2025 615.22亿元 (−33.5 %), 归母净利润 −4.5 %; 比亚迪 经营现金流 −55.7 %.
  it("sizes the move of the named metric, not the metric of the item before", () => {
    expect(mark("600519", "综合来看，利润降4.5%、现金流降三成多，维持减仓判断。")).toBe("✅");
    expect(mark("002594", "利润降19%、现金流降五成多。")).toBe("✅");
  });

  it("fails a size that the named metric's move does not have", () => {
    expect(mark("002594", "利润降19%、现金流降两成多。")).toBe("❌");
  });
});

describe("an amount joined by 的 to a bare 资产 (近万亿的资产) sizes the total assets", () => {
  // 宁德时代 总资产 2025 9748.28亿元; 中国平安 2025 13.90万亿元.
  it("binds the amount to 总资产, not to the metric of the clause before", () => {
    expect(mark("300750", "商誉仅8.37亿元，较上年的8.95亿还略有下降，相对近万亿的资产几乎可以忽略。")).toBe("✅");
    expect(mark("601318", "商誉381亿元，相对近14万亿的资产几乎可以忽略。")).toBe("✅");
    expect(mark("300750", "商誉仅8.37亿元，相对近两万亿的资产几乎可以忽略。")).toBe("❌");
  });

  it("leaves a kind of asset (资产减值) unread as the total", () => {
    expect(mark("600036", "计提了100亿元的资产减值。")).toBe("❔");
  });

  it("leaves an amount of assets said to be a part (都是现金, 仍是存货) unread as the total", () => {
    expect(mark("600519", "茅台有近600亿元的资产都是现金。")).toBe("❔");
    expect(mark("600519", "公司约500亿元的资产仍是存货和在建工程。")).toBe("❔");
    expect(mark("601318", "近6000亿元的资产仍是现金。")).toBe("❔");
    expect(mark("600519", "茅台有近600亿元的资产几乎都是现金。")).toBe("❔");
  });
});

describe("a bare 资产 with its own amount after a share verb or a clause's start (约为资产3038亿元的一半)", () => {
  // 贵州茅台 2025 总资产 3038.35亿元, 总负债 498.76亿元 (16.4 %); 比亚迪 2025 8837.30亿元, 6251.91亿元 (70.7 %).
  it("is the total assets: the amount is checked as such, and the share divides by it", () => {
    expect(mark("600519", "2025年负债498.76亿元还不到资产3038.35亿元的两成。")).toBe("✅");
    expect(mark("600519", "2025年负债498.76亿元约为资产3038.35亿元的一半。")).toBe("❌");
    expect(mark("002594", "比亚迪负债6251.91亿元，占资产8837.30亿元的七成左右。")).toBe("✅");
    expect(mark("600519", "茅台资产3038亿元，负债才499亿元。")).toBe("✅");
  });

  it("leaves a kind of asset with an amount (固定资产约200亿元) unread as the total", () => {
    expect(mark("600519", "茅台2025年固定资产约200亿元。")).toBe("❔");
    expect(mark("600519", "茅台持有金融资产约300亿元。")).toBe("❔");
  });
});

describe("a period after 强于/弱于/好于 (弱于上半年的454亿元) is the comparison's base, not the period judged", () => {
  // 贵州茅台 归母净利润 2025 上半年 454.03亿元, 下半年 369.17亿元; 比亚迪 上半年 155.11亿元, 下半年 171.08亿元.
  it("judges the clause's own period against the base", () => {
    expect(mark("600519", "2025年下半年归母净利润约369亿元，明显弱于上半年的454亿元。")).toBe("✅");
    expect(mark("002594", "2025年下半年归母净利润约171亿元，强于上半年的155亿元。")).toBe("✅");
  });

  it("fails the comparison the other way round", () => {
    expect(mark("002594", "2025年下半年归母净利润约171亿元，弱于上半年的155亿元。")).toBe("❌");
    expect(mark("600519", "2025年下半年归母净利润约369亿元，好于上半年的454亿元。")).toBe("❌");
  });
});

describe("a figure with 附近 after it (体量仍在1700亿元附近) is approximate, as with 左右", () => {
  // 贵州茅台 营业收入 2025 1720.54亿元 (营业总收入口径); 招商银行 2025 3375.32亿元.
  it("holds within the band of the precision shown", () => {
    expect(mark("600519", "营业收入由1708.99亿元微降至1688.38亿元，体量仍在1700亿元附近。")).toBe("✅");
    expect(mark("600036", "营业收入3375.32亿元，体量仍在3400亿元附近。")).toBe("✅");
  });

  it("fails a figure outside it", () => {
    expect(mark("600036", "营业收入3375.32亿元，体量仍在3600亿元附近。")).toBe("❌");
  });
});

describe("a clause opening with 之后/此后 and a run word (…，之后逐年走低) runs from the year named before it", () => {
  // 中国石化 归母净利润 2021 712.08亿元, 2022 670.82, 2023 604.63, 2024 503.13; 中国平安 2019 1494.07亿元, 2020-2022
  // each lower, 2023 856.65 (+2.3 %); 贵州茅台 营业总收入 2019-2024 each higher, 2025 lower.
  it("reads each year after that year, not the change into it", () => {
    const sh = "2021年净利润同比增长逾一倍，是近五年唯一高增长的年份，之后逐年走低。";
    expect(mark("600028", sh, "2025-04-30")).toBe("✅");
    expect(mark("601318", "2019年净利润1494.07亿元，为近年高点，此后连续三年下滑。")).toBe("✅");
    expect(mark("600519", "2019年营收888.54亿元，之后连续五年增长。")).toBe("✅");
  });

  it("fails a run that a year after breaks", () => {
    expect(mark("601318", "2019年净利润1494.07亿元，为近年高点，之后逐年走低。")).toBe("❌");
    expect(mark("600519", "2019年营收888.54亿元，之后逐年增长。")).toBe("❌");
  });

  it("runs from the year judged, not a comparison's base (较2019年), to a later year named", () => {
    expect(yearsAfterWritten("2024年营收较2019年几乎翻倍,此后逐年增长")).toBe(
      "2024年营收较2019年几乎翻倍,2024年以后逐年增长",
    );
    expect(mark("600519", "2024年营收较2019年几乎翻倍，此后逐年增长。")).toBe("❌");
    // A later year ends the run there, or the year before when 才 says the run broke then.
    expect(mark("600519", "2023年营收较2019年增长69%，此后逐年增长，2024年达到1741亿元。")).toBe("✅");
    expect(yearsAfterWritten("净利润在2019年见顶,随后一路下滑,2023年才企稳")).toBe(
      "净利润在2019年见顶,2019-2022年一路下滑,2023年才企稳",
    );
    expect(mark("601318", "净利润在2019年见顶，随后一路下滑，2023年才企稳。")).not.toBe("❌");
    // Counter-cases: without 才 the later year is in the run; a run the years break still fails.
    expect(mark("601318", "净利润在2019年见顶，随后一路下滑，2023年降至856亿元。")).toBe("❌");
    expect(mark("600519", "2022年营收较2019年增长44%，此后逐年增长。")).toBe("❌");
  });

  it("ends a run the year before a later year's first turn (2025年首次出现下滑)", () => {
    // 贵州茅台 归母净利润 2019 412.06亿 → 2024 862.28亿 each year up, 2025 823.20亿.
    expect(mark("600519", "2019年归母净利润412亿元，此后逐年增长，2025年首次出现下滑。")).toBe("✅");
    expect(mark("600519", "2019年归母净利润412亿元，此后逐年增长，2024年首次出现下滑。")).toBe("❌");
  });
});

describe("a 、-list of metrics' moves ending in a share-price item (…、股价低于年线) is one clause per item", () => {
  // 贵州茅台 归母净利润 −4.5 %, 经营现金流 −33.5 %, 2026-04-30 收盘1384.79元 < MA250 1453.44元.
  it("reads each item on its own subject", () => {
    expect(mark("600519", "综合来看，利润降4.5%、现金流降三成多、股价低于年线，维持减仓判断。")).toBe("✅");
  });

  it("fails the item that does not hold", () => {
    expect(mark("600519", "利润降4.5%、现金流降两成多、股价低于年线。")).toBe("❌");
    expect(mark("600519", "利润降4.5%、现金流降三成多、股价高于年线。")).toBe("❌");
  });
});

describe("a turn with no comma between two metrics' moves (利润高增但营收2024年曾负增长9.7%) splits the clause", () => {
  // 宁德时代 归母净利润 2025 +42.3 %, 营业总收入 2024 −9.70 %; 比亚迪 营业总收入 2025 +3.5 %, 归母净利润 2025 −19.0 %.
  it("reads the move before the turn in its own period, the year after the turn as the second move's", () => {
    expect(mark("300750", "利润高增但营收2024年曾负增长9.7%。")).toBe("✅");
    expect(mark("002594", "营收增长但利润2025年下滑约19%。")).toBe("✅");
  });

  it("fails either side on its own", () => {
    expect(mark("300750", "利润高增但营收2024年曾负增长19.7%。")).toBe("❌");
    expect(mark("002594", "营收下降但利润2025年下滑约19%。")).toBe("❌");
  });
});

describe("a bare 季末 after a quarter its sentence named (一季度末…，季末现金) is that quarter's end", () => {
  // 宁德时代 货币资金 2026-03-31 3519.97亿元 (the highest stored); 比亚迪 2026-03-31 757.87亿元, 2025-09-30
  // 1197.25亿元.
  it("reads the balance at that quarter-end", () => {
    const cl = "一季度末负债率62.32%，比年末61.94%略升0.38个百分点，季末现金3520亿元再创新高。";
    expect(mark("300750", cl)).toBe("✅");
    expect(mark("300750", "一季度末负债率62.32%，季末现金3800亿元。")).toBe("❌");
    expect(mark("002594", "一季度末负债率70.94%，季末现金758亿元再创新高。")).toBe("❌");
  });

  it("leaves a 季末 no quarter precedes unread", () => {
    expect(mark("002594", "季末现金1117亿元，较年初增加约90亿。", "2025-09-05")).toBe("❔");
  });
});

describe("a clause naming only where the figures come from (按库里最近的年报，…) is a heading", () => {
  // 五粮液 营业收入 stored to 2019 (501.18亿元); 贵州茅台 营业总收入 2023 1505.60亿元, 2025 1720.54亿元.
  it("asserts nothing itself; its recency word rules the figures after it", () => {
    expect(mark("000858", "按库里最近的年报，2019年营业收入501.18亿元、同比增约25%，首次站上500亿。")).toBe("✅");
    expect(mark("600519", "按最近的年报，2025年营业总收入1720.54亿元。")).toBe("✅");
  });

  it("fails a year that is not the latest report's, or a wrong figure", () => {
    expect(mark("600519", "按最近的年报，2023年营业总收入1505.60亿元。")).toBe("❌");
    expect(mark("000858", "按库里最近的年报，2019年营业收入541.18亿元。")).toBe("❌");
  });

  it("is a shape of source words (按/据/根据, a report or a data store, a recency word), not one sentence's", () => {
    expect(mark("600519", "据数据库中最新的数据，2023年营业总收入1505.60亿元。")).toBe("❌");
    expect(mark("600519", "根据最新财报，2025年营业总收入1720.54亿元。")).toBe("✅");
    expect(["按库里最近的年报", "根据最新财报", "按公司最新一期财报"].every((t) => SOURCE_ONLY.test(t))).toBe(true);
    // Counter-cases: anything but a source between 按 and the noun (传闻, a party) asserts or names something else.
    expect(SOURCE_ONLY.test("按市场传闻最近的数据")).toBe(false);
    expect(SOURCE_ONLY.test("按分析师最近的年报")).toBe(false);
  });
});

describe("a year after 距/离 with its extreme (距2022年3.32万亿元的峰值少了约2436亿元) is the gap's base", () => {
  // 中国石化 营业收入 2022 33181.68亿元 (峰值), 2024 30745.62亿元; 中国平安 归母净利润 2019 1494.07亿元, 2025
  // 1347.78亿元.
  it("measures the gap from that year to the period judged", () => {
    expect(
      mark("600028", "营业收入3.07万亿元，连续两年下滑，距2022年3.32万亿元的峰值少了约2436亿元。", "2025-04-30"),
    ).toBe("✅");
    expect(mark("601318", "净利润1347.78亿元，距2019年1494.07亿元的峰值少了约146亿元。")).toBe("✅");
  });

  it("fails a gap of another size", () => {
    expect(mark("600028", "营业收入3.07万亿元，距2022年3.32万亿元的峰值少了约3436亿元。", "2025-04-30")).toBe("❌");
    expect(mark("601318", "净利润1347.78亿元，距2019年1494.07亿元的峰值少了约246亿元。")).toBe("❌");
  });
});

// 贵州茅台 归母净利润 TTM to 2026Q1: 823.20 − 268.47 + 272.43 = 827.16亿元; 2026Q1 alone 272.43亿元.
describe("a trailing-twelve-months frame (按TTM口径) and the quarter its figures run to (截至一季度)", () => {
  it("reads the figure as the twelve months ending at that quarter", () => {
    expect(mark("600519", "按TTM口径，截至2026年一季度的归母净利润约827亿元。")).toBe("✅");
    expect(mark("600519", "按TTM口径，截至2026年一季度的归母净利润约900亿元。")).toBe("❌");
  });

  it("keeps a quarter named as the clause's own period (not 截至) that quarter's", () => {
    expect(mark("600519", "按TTM口径，2026年一季度的归母净利润272.43亿元。")).toBe("✅");
  });
});

// 比亚迪 归母净利润 单季: 2025Q4 92.86亿元 → 2026Q1 40.85亿元 (−56 %).
describe("a move from 四季度 to 一季度 with no year named (从四季度…到一季度)", () => {
  it("starts at the fourth quarter right before the first", () => {
    const said = (q4: string, q1: string) => `单季归母净利从四季度${q4}亿元骤降到一季度${q1}亿元。`;
    expect(mark("002594", said("92.86", "40.85"))).toBe("✅");
    expect(mark("002594", said("78.23", "40.85"))).toBe("❌");
  });

  it("leaves a move from a quarter further back undecided (another quarter's base)", () => {
    expect(mark("002594", "单季归母净利从三季度78.23亿元降到一季度40.85亿元。")).toBe("❔");
  });
});
