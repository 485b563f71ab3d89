import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { findMetrics } from "../../../src/verification/claims/metric-lexicon";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * Number binding and the words around it (binding.ts, phrase and judgement tables), on the sample's real figures:
 * 中国石化 FY2024 营业利润 722.57亿元 (−16.7 %), 利润总额 705.13亿元 (−18 %), 归母净利润 503.13亿元 (FY2019 575.91亿元);
 * 招商银行 FY2024 分配股利及偿付利息支付的现金 610.31亿元, 归母净利润 1483.91亿元; 贵州茅台 debt ratio 17.98 % → 19.04 %.
 */
const mark = (ticker: string, claim: string, asOf = "2025-06-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("number binding", () => {
  it("分别 pairs its figures with the metrics the clause before listed", () => {
    const listed = "2024年营业利润722.57亿元、利润总额705.13亿元，";
    expect(mark("600028", `${listed}分别较上年下降约17%和18%`)).toBe("✅");
    expect(mark("600028", `${listed}分别较上年下降约18%和17%`)).toBe("❌");
  });

  it("the n-th figure of a slash run is the n-th metric's of the slash run before it, or of the clause before", () => {
    // 宁德时代 2025: 营业总收入 4237.02亿元 (+17.0 %), 归母净利润 722.01亿元 (+42.3 %); 毛利率 26.27 %, 净利率 18.12 %.
    const pair = "宁德时代2025A营收/归母净利润4,237.02/722.01亿元，";
    expect(mark("300750", `${pair}yoy+17.0%/+42.3%，利润增速远超收入`, "2026-04-30")).not.toBe("❌");
    expect(mark("300750", `${pair}yoy+42.3%/+17.0%`, "2026-04-30")).toBe("❌");
    expect(mark("300750", "2025年营收/归母净利润4,237.02亿元/722.01", "2026-04-30")).toBe("✅");
    const margins = "毛利率/净利率26.27%/18.12%（2025A），分别同比+183bp/+320bp";
    expect(mark("300750", margins, "2026-04-30")).toBe("✅");
    expect(mark("300750", "毛利率/净利率18.12%/26.27%（2025A）", "2026-04-30")).toBe("❌");
  });

  it("约占当年X的N%, 约为X的N% is a share of X, the clause before's metric over X", () => {
    const paid = "2024年分配股利及偿付利息支付的现金610.31亿元，";
    expect(mark("600036", `${paid}约占当年归母净利润的41%`)).toBe("✅");
    expect(mark("600036", `${paid}约为归母净利润的51%`)).toBe("❌");
    // With X's own level between: "只有同期归母净利润646.27亿元的约59%" (贵州茅台 2025年前三季度 381.97 / 646.27).
    const ocf = "前三季度经营现金流381.97亿元，只有同期归母净利润646.27亿元的约";
    expect(mark("600519", `${ocf}59%`, "2026-04-30")).toBe("✅");
    expect(mark("600519", `${ocf}69%`, "2026-04-30")).toBe("❌");
  });

  it("another report period's level (比上半年的26.5%) is not failed against the period judged", () => {
    // 宁德时代 2024年前三季度 销售毛利率 28.18 %; the half year's is not among the nine months' facts.
    const claim = "2024年前三季度销售毛利率约28.2%，比上半年的26.5%提高约1.7个百分点";
    expect(mark("300750", claim, "2024-11-15")).not.toBe("❌");
  });

  it("a name as a comparison's base (比五粮液同期高出) is a peer: its figure is undecidable, not the year's change", () => {
    expect(mark("600519", "茅台一季度毛利率89.8%，仍比五粮液同期高出约12个百分点", "2026-04-30")).toBe("❔");
    expect(mark("002594", "相比特斯拉约60倍的市盈率，比亚迪当前估值折价明显", "2026-04-30")).not.toBe("❌");
    // A forward PE (动态市盈率, 一致预期) is a forecast, not a stored reading.
    expect(mark("300750", "按2026年一致预期净利润900亿元计，当前动态市盈率约21倍", "2026-04-30")).toBe("❔");
    // A company name that begins with 比 is not a comparison.
    expect(mark("002594", "比亚迪的归母净利润从2017年的40.66亿元降到2018年的27.80亿元", "2020-03-19")).toBe("✅");
  });
});

describe("size and direction words", () => {
  it("高出 is a rise: a level lower than its base year's is not 高出", () => {
    expect(mark("600028", "2024年归母净利润503.13亿元，仍比2019年的575.91亿高出约一成")).toBe("❌");
  });

  it("a negative flow widens (扩大) as its outflow grows, narrows (收窄) as it shrinks; a denied level is none", () => {
    // 贵州茅台 投资活动现金流净额 FY2024 −17.85亿元, FY2025 −316.42亿元; RSI(14) 39.64 on 2026-04-30.
    const flow = "2025年投资活动现金流净额-316.42亿元，较2024年的-17.85亿元";
    expect(mark("600519", `${flow}大幅扩大`, "2026-04-30")).toBe("✅");
    expect(mark("600519", `${flow}明显收窄`, "2026-04-30")).toBe("❌");
    expect(mark("600519", "RSI(14)约40，尚未进入超卖区", "2026-04-30")).toBe("✅");
    expect(mark("600519", "RSI(14)约40，已进入超卖区", "2026-04-30")).toBe("❌");
  });

  it("a rise by a negative figure (同比增长-11.8%) is a fall", () => {
    // 比亚迪 2026Q1 营业总收入 1502.25亿元, −11.82 % year on year.
    expect(mark("002594", "2026年一季度营收同比增长-11.8%", "2026-04-30")).toBe("✅");
    expect(mark("002594", "2026年一季度营收同比增长11.8%", "2026-04-30")).toBe("❌");
  });

  it("几乎/近乎 hedge a size (几乎翻倍 at +96.7 %); 略有 holds a rise of about a point of a ratio", () => {
    expect(mark("002594", "2018年经营现金流125.23亿元，较2017年的63.68亿几乎翻倍", "2020-03-19")).toBe("✅");
    expect(mark("002594", "2018年经营现金流125.23亿元，较2017年的63.68亿翻倍", "2020-03-19")).toBe("❌");
    expect(mark("600519", "2024年末负债率约19%，较2023年的18%左右略有抬升")).toBe("✅");
  });

  it("收入/利润 after a function word (尽管, 大于) is the metric, not a segment; a comparison of changes is no level's", () => {
    expect(mark("600519", "尽管利润小幅下滑4.5%，2025年归母净利润仍有823亿元", "2026-04-30")).toBe("✅");
    expect(mark("600519", "经营现金流净额从924.64亿降至615.22亿，远大于利润4.5%的降幅", "2026-04-30")).not.toBe("❌");
  });

  it("a price move with no window of its own is over the window the clause before names", () => {
    // 贵州茅台 2026-04-30: the last 20 sessions −5.11 %.
    expect(mark("600519", "近20个交易日成交量略有放大，股价回落约5.1%", "2026-04-30")).toBe("✅");
    expect(mark("600519", "近20个交易日成交量略有放大，股价上涨约5.1%", "2026-04-30")).toBe("❌");
  });

  it("synonyms name the metric: 扣非/扣非净利/扣非后归母净利润, 净利, 总营收, 经营性现金流净额; 净利润率 is not 利润率", () => {
    for (const claim of [
      "2024年扣非862.41亿元",
      "2024年扣非净利862.41亿元",
      "2024年扣非后归母净利润862.41亿元",
      "2025年净利823.20亿元",
      "2025年总营收1720.54亿元，同比负增长1.2%",
      "2025年经营性现金流净额615.22亿元",
    ])
      expect(mark("600519", claim, "2026-04-30"), claim).toBe("✅");
    expect(mark("600519", "2024年扣非后归母净利润852.41亿元", "2026-04-30")).toBe("❌");
  });
});

describe("ratios and earlier levels written the short way", () => {
  it("A/B≈N is A over B, in 倍 or %", () => {
    // 宁德时代 FY2025 经营现金流 / 归母净利润 = 1.85; 贵州茅台 FY2024 归母净利润 / 营业总收入 = 49.5 %.
    expect(mark("300750", "FY2025经营现金流/归母净利≈1.85倍", "2026-04-30")).toBe("✅");
    expect(mark("300750", "FY2025经营现金流/归母净利≈2.85倍", "2026-04-30")).toBe("❌");
    expect(mark("600519", "FY2024归母净利/营业总收入≈49.5%", "2025-06-06")).toBe("✅");
    expect(mark("600519", "FY2024归母净利/营业总收入≈59.5%", "2025-06-06")).toBe("❌");
  });

  it("不到X（level）的N%, 掉到X的N% are shares of X", () => {
    // 比亚迪 FY2019 扣非 2.31亿元 / 归母净利润 16.14亿元 = 14.3 %; 贵州茅台 FY2025 经营现金流 / 归母净利润 = 74.7 %.
    expect(mark("002594", "FY2019扣非只有2.31亿，不到归母净利润（16.14亿）的15%", "2020-05-15")).toBe("✅");
    expect(mark("002594", "FY2019扣非只有2.31亿，不到归母净利润（16.14亿）的10%", "2020-05-15")).toBe("❌");
    const cash = "FY2025经营现金流615.22亿，同比-33.5%，掉到净利润的";
    expect(mark("600519", `${cash}75%左右`, "2026-04-30")).toBe("✅");
    expect(mark("600519", `${cash}95%左右`, "2026-04-30")).toBe("❌");
  });

  it("去年同期（X）in brackets is the year-ago level", () => {
    // 贵州茅台 经营现金流 2025Q1 88.09亿元, 2026Q1 269.10亿元.
    const claim = (x: string) => `2026Q1经营现金流269.10亿，约为去年同期（${x}亿）的3倍`;
    expect(mark("600519", claim("88.09"), "2026-04-30")).toBe("✅");
    expect(mark("600519", claim("98.09"), "2026-04-30")).toBe("❌");
  });
});

describe("a bare 现金流", () => {
  it("beside the income statement is the operating cash flow, not the metric before it", () => {
    // 贵州茅台 FY2024 归母净利润 862.28亿元, 经营现金流 924.64亿元, 资产负债率 19.04 %.
    const claim = (x: string) => `基本面：FY2024归母净利862.28亿（+15.4%），现金流${x}亿，负债率约19%，三项都扎实。`;
    expect(mark("600519", claim("924.64"), "2025-06-06")).toBe("✅");
    expect(mark("600519", claim("824.64"), "2025-06-06")).toBe("❌");
  });
});

describe("a metric's name and its generic tail", () => {
  it("分红付息现金流出: 现金流 glued after a cash-flow metric's name is that name's tail, not 经营现金流", () => {
    // 贵州茅台 FY2025 分配股利、利润或偿付利息支付的现金 672.42亿元; 经营活动现金流量净额 615.22亿元.
    expect(mark("600519", "2025年分红付息现金流出672.42亿元", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2025年分红付息现金流出615.22亿元", "2026-04-30")).toBe("❌");
    // Two metrics of other topics glued together are both named.
    expect(findMetrics("营收利润双双下滑").map((m) => m.metric)).toEqual(["revenue", "net_profit"]);
  });
  it("偿息 is 付息 shortened the other way: 分红及偿息付现 is the dividends-and-interest cash line", () => {
    expect(mark("600519", "2025年派息与偿息支出约672亿元", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2025年分红及偿息付现772.42亿元", "2026-04-30")).toBe("❌");
  });
});

describe("figures set against each other and multiples across years", () => {
  it("A与B（x vs y）pairs x with A and y with B", () => {
    // 五粮液 FY2019 扣非归母净利润 174.06亿元, 归母净利润 174.02亿元.
    expect(mark("000858", "FY2019扣非与归母几乎相同（174.06亿 vs 174.02亿）", "2020-06-30")).toBe("✅");
    expect(mark("000858", "FY2019扣非与归母几乎相同（174.02亿 vs 174.06亿）", "2020-06-30")).toBe("❌");
  });

  it("2019年的X是2016年的N倍: the year nearest 的N倍 is the base, the ratio of the two years' levels", () => {
    // 五粮液 归母净利润 2016 67.85亿元 → 2019 174.02亿元 (2.56 倍).
    const claim = (x: string) => `2017-2019年归母净利润连续三年增速超30%，2019年的174亿元是2016年的${x}倍。`;
    expect(mark("000858", claim("2.56"), "2020-06-30")).toBe("✅");
    expect(mark("000858", claim("3.56"), "2020-06-30")).toBe("❌");
    expect(mark("000858", "2019年归母净利润是2016年的2.56倍", "2020-06-30")).toBe("✅");
  });

  it("a small whole multiple said plainly stands within a tenth of the ratio, not half a unit", () => {
    // 中国石化 归母净利润 2020 332.71亿元 → 2024 503.13亿元 (1.51 倍); 贵州茅台 营业总收入 2019 → 2025 1.94 倍.
    expect(mark("600028", "2024年中国石化归母净利润是2020年的1.5倍", "2026-04-30")).toBe("✅");
    expect(mark("600028", "2024年中国石化归母净利润是2020年的2倍", "2026-04-30")).toBe("❌");
    expect(mark("600519", "2025年茅台营收是2019年的2倍", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2025年茅台营收约为2019年的2.5倍", "2026-04-30")).toBe("❌");
  });
});

describe("names of profit and cash as analysts write them", () => {
  it("赚 is profit, 年末现金 is 货币资金; a clause of only a figure restating the period inherits the metric", () => {
    // 比亚迪 归母净利润 2025Q1 91.55亿元 → 2026Q1 40.85亿元; 货币资金 2024 1027.39亿元 → 2025 754.25亿元.
    const q1 = (prior: string) => `2026年一季度单季只赚40.85亿，去年同期${prior}亿`;
    expect(mark("002594", q1("91.55"), "2026-04-30")).toBe("✅");
    expect(mark("002594", q1("81.55"), "2026-04-30")).toBe("❌");
    const cash = (prior: string) => `年末现金754亿，比2024年末的${prior}亿少了四分之一多`;
    expect(mark("002594", cash("1027"), "2026-04-30")).toBe("✅");
    expect(mark("002594", cash("1127"), "2026-04-30")).toBe("❌");
    // 少赚 stays a change of profit, 躺赚 a holder's gain.
    expect(mark("002594", "2025年比亚迪赚了326亿，同比少赚了76亿", "2026-04-30")).toBe("✅");
    expect(findMetrics("早上车的躺赚近两成")).toEqual([]);
  });
});

describe("a bound written as 之上/之下 after the figure", () => {
  // 600519 FY2025 gross margin 91.18 %.
  it("holds as 以上/以下 do", () => {
    expect(mark("600519", "2025年毛利率91.18%，较上年略降，但仍在90%之上", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2025年毛利率仍在95%之上", "2026-04-30")).toBe("❌");
    expect(mark("600519", "2025年毛利率已落到90%之下", "2026-04-30")).toBe("❌");
  });
});

describe("a bound word right after a change word", () => {
  it("sizes the change (少了超过N亿元), it does not compare the level with N", () => {
    // 贵州茅台 经营现金流 FY2024 924.64亿元 → FY2025 615.22亿元: 309.42亿元 less.
    const mark = (claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600519", "2026-04-30")),
      );
    expect(mark("去年经营现金流比前年少了超过400亿元。")).toBe("❌");
    expect(mark("去年经营现金流比前年少了超过300亿元。")).toBe("✅");
    expect(mark("去年经营现金流比前年少了不到400亿元。")).toBe("✅");
  });

  it("so does 蒸发/缩水, and a level within the bound is no reading of the change", () => {
    // 比亚迪 归母净利润 FY2024 402.54亿元 → FY2025 326.19亿元: 76.35亿元 less (the level is within
    // 超过150亿元's bound).
    const byd = (claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("002594", "2026-04-30")),
      );
    expect(byd("2025年归母净利润较上年蒸发超过150亿元。")).toBe("❌");
    expect(byd("2025年归母净利润较上年缩水超过300亿元。")).toBe("❌");
    expect(byd("2025年归母净利润较上年蒸发超过70亿元。")).toBe("✅");
    // Counter-case: a bound on the level itself still compares the level.
    expect(byd("2025年归母净利润仍超过300亿元。")).toBe("✅");
  });
});

// 贵州茅台 归母净利润 2021 524.60 → 2025 823.20亿元 (+56.92 %); 2024 862.28亿元.
describe("the from-figure of a move whose clause names its year only after it (binding.ts)", () => {
  it("is of the base year its sentence named before, not of the year before the one judged", () => {
    expect(
      mark("600519", "以2021年为基数，茅台归母净利润从524.60亿元增至2025年的823.20亿元，累计增幅约57%。", "2026-04-30"),
    ).toBe("✅");
    expect(mark("600519", "以2021年为基期，茅台归母净利润由524.60亿元增长到2025年的823.20亿元。", "2026-04-30")).toBe(
      "✅",
    );
    expect(
      mark("600519", "相较2021年，茅台归母净利润从524.60亿元增至2025年的823.20亿元，累计增长约57%。", "2026-04-30"),
    ).toBe("✅");
    expect(mark("600519", "以2021年为基数，茅台归母净利润从624.60亿元增至2025年的823.20亿元。", "2026-04-30")).toBe(
      "❌",
    );
  });
});

describe("a share after 占X的比重 with a near or under bound (接近, 不到)", () => {
  // 中国石化 FY2024 研发费用 152.15亿元 / 营业收入 30745.62亿元 = 0.49 %.
  it("is the share computed from the two sides, not X's growth", () => {
    expect(mark("600028", "研发费用152亿元，占营业收入的比重接近0.5%。", "2026-04-30")).toBe("✅");
    expect(mark("600028", "研发费用152亿元，占营业收入的比重接近5%。", "2026-04-30")).toBe("❌");
  });
});

describe("a bound inside a figure's own words", () => {
  it("降幅超过55% is the figure's bound, not a comparison with something the data lacks", () => {
    // 比亚迪 2026Q1 归母净利润 −55.38 % year on year.
    expect(mark("002594", "一季度净利润同比降幅超过55%，单季净利率只有2.7%左右。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "一季度净利润同比降幅超过60%。", "2026-04-30")).toBe("❌");
  });
});

describe("a share of another metric with its noun written (占营收比重, 占营收比例为)", () => {
  // 贵州茅台 2024 销售费用 56.39亿元 / 营业总收入 1741.44亿元 = 3.24 %.
  it("binds the figure as the share, and a bound on it is the share's bound", () => {
    expect(mark("600519", "2024年销售费用占营收比重约3.2%。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2024年销售费用占营收比例为3.2%。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2024年销售费用占营收比重约4.2%。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "2024年销售费用占营收比重超过5%。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "2024年销售费用占营收比重超过3%。", "2026-04-30")).toBe("✅");
  });
});

describe("a percent written before a metric's 增速", () => {
  it("is that metric's growth, not a reading of the valuation before it", () => {
    // 宁德时代 2025: 归母净利润 +42.28 %, 营业总收入 +17.04 %, PE about 27倍 at 2026-04-30.
    expect(mark("300750", "27倍左右PE对应42%的净利增速。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "约27倍的市盈率对应约17%的营收增速。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "约27倍的市盈率对应约30%的净利增速。", "2026-04-30")).toBe("❌");
  });

  it("a qualifier after a fall's change word (回落逾8个百分点, 下降约4.5%) bounds the change it sizes", () => {
    // 宁德时代 资产负债率 2022 70.56 % → 2025 61.94 % (−8.62个百分点); 贵州茅台 2025 归母净利润 −4.53 %.
    const base = "资产负债率61.94%，较2022年高点70.56%";
    expect(mark("300750", `${base}回落逾8个百分点，且连续三年下降`, "2026-04-30")).toBe("✅");
    expect(mark("300750", `${base}回落超过8个百分点`, "2026-04-30")).toBe("✅");
    expect(mark("300750", `${base}回落逾9个百分点`, "2026-04-30")).toBe("❌");
    expect(mark("600519", "2025年归母净利润同比下降逾4%", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2025年归母净利润同比下降逾5%", "2026-04-30")).toBe("❌");
  });

  it("一年前 names the year before, as 上年 does, not a span of a year", () => {
    // 招商银行 ROE 2024 14.49 % → 2025 13.44 %; 贵州茅台 资产负债率 2023 17.98 %, 2024 19.04 %, 2025 16.42 %.
    expect(mark("600036", "2025年加权ROE 13.44%，一年前还是14.49%，资本回报在缓慢下行", "2026-04-30")).toBe("✅");
    expect(mark("600036", "2025年加权ROE 13.44%，一年前还是15.49%", "2026-04-30")).toBe("❌");
    expect(mark("600519", "资产负债率16.42%，一年前为19.04%", "2026-04-30")).toBe("✅");
    expect(mark("600519", "资产负债率16.42%，一年前为17.98%", "2026-04-30")).toBe("❌");
  });
});

// 贵州茅台 归母净利润 2025Q4 单季 176.93亿元, 2026Q1 272.43亿元 (+54 % 环比).
describe("a quarter named as a comparison's base with a relative year (去年四季度)", () => {
  it("reads the figure after it as that quarter's level", () => {
    const said = (base: string, v: string) => `今年一季度归母净利272.43亿，${base}${v}亿增长五成以上。`;
    expect(mark("600519", said("环比去年四季度", "176.93"), "2026-04-30")).toBe("✅");
    expect(mark("600519", said("较上年四季度的", "176.93"), "2026-04-30")).toBe("✅");
    expect(mark("600519", said("环比去年四季度", "192.24"), "2026-04-30")).toBe("❌");
  });
});
