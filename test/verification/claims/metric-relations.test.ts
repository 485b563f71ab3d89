import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checked = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf));
const mark = (ticker: string, claim: string, asOf = "2026-04-30") => markOf(checked(ticker, claim, asOf));
const reasons = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checked(ticker, claim, asOf)
    .map((c) => c.reason)
    .join("\n");

// 贵州茅台 as of 2026-04-30: 营业总收入 2023 1505.60亿 (+18.04%), 2024 1741.44亿 (+15.66%), 2025 1720.54亿 (-1.20%);
// 归母净利润 2023 747.34亿 (+19.16%), 2024 862.28亿 (+15.38%), 2025 823.20亿 (-4.53%); 2025前三季度 646.27亿,
// 2025Q3单季 192.24亿, 2026Q1 272.43亿; 总资产 2025 3038.35亿, 货币资金 516.91亿 (17.0%); 销售费用 2024 +21.30%.
const MT = "600519";

describe("a share of a total, in words or figures, checked as the ratio of its two sides", () => {
  it("a metric's share of another metric, with the band its words give", () => {
    expect(mark(MT, "2025年归母净利润接近营业总收入的一半。")).toBe("✅");
    expect(mark(MT, "2025年归母净利润不到营业总收入的一半。")).toBe("✅");
    expect(mark(MT, "2025年归母净利润约占营业总收入的三成。")).toBe("❌");
    expect(mark(MT, "2025年末货币资金516.91亿元，占总资产不到两成。")).toBe("✅");
    expect(mark(MT, "2025年末货币资金516.91亿元，占总资产三成多。")).toBe("❌");
  });
  it("a part of the same metric in another period: a quarter of a year, a year of another year", () => {
    expect(mark(MT, "2026年一季度归母净利润272.43亿元，相当于2025年全年的三分之一左右。")).toBe("✅");
    expect(mark(MT, "2026年一季度归母净利润272.43亿元，已经超过2025年全年的一半。")).toBe("❌");
    expect(mark(MT, "2025年第三季度单季归母净利润192.24亿元，贡献了前三季度的三成左右。")).toBe("✅");
    expect(mark(MT, "2025年第三季度单季归母净利润192.24亿元，贡献了前三季度利润的一半。")).toBe("❌");
    expect(mark(MT, "2024年归母净利润是2019年的两倍多。")).toBe("✅");
    expect(mark(MT, "2024年归母净利润只有2019年的1.5倍。")).toBe("❌");
  });
  it("a fraction word is within a tenth of itself (at least 2.5 points): 17.0 % is 六分之一, not 五分之一", () => {
    expect(mark(MT, "2025年末货币资金516.91亿元，约占总资产的六分之一。")).toBe("✅");
    expect(mark(MT, "2025年末货币资金516.91亿元，约占总资产的五分之一。")).toBe("❌");
    // 经营现金流 615.22亿 is 74.7 % of 归母净利润 823.20亿: 四分之三, not 三分之二.
    expect(mark(MT, "2025年经营现金流615.22亿元，约为归母净利润的四分之三。")).toBe("✅");
    expect(mark(MT, "2025年经营现金流615.22亿元，约为归母净利润的三分之二。")).toBe("❌");
  });
  it("a whole the clause does not name is the total its sentence opened with", () => {
    expect(mark(MT, "2025年前三季度归母净利润646.27亿元，其中第三季度约192亿元，约占三成。")).toBe("✅");
    expect(mark(MT, "2025年前三季度归母净利润646.27亿元，其中第三季度约192亿元，约占一半。")).toBe("❌");
  });
  it("前者 and 后者 name the two metrics the clauses before named, in their order", () => {
    // 招商银行 2025: 基本每股收益 5.70元, 每股经营现金流 17.90元 (3.14倍).
    expect(mark("600036", "每股收益5.70元，每股经营现金流17.90元，后者是前者的3倍有余。")).toBe("✅");
    expect(mark("600036", "每股收益5.70元，每股经营现金流17.90元，后者是前者的4倍有余。")).toBe("❌");
    expect(mark(MT, "2025年营业总收入1720.54亿元，归母净利润823.20亿元，后者约为前者的48%。")).toBe("✅");
    expect(mark(MT, "2025年营业总收入1720.54亿元，归母净利润823.20亿元，后者约为前者的六成。")).toBe("❌");
    // Only one side written as 前者/后者: the other is not the pair's other metric.
    expect(mark(MT, "营收1720.54亿元，归母净利润823.20亿元，经营现金流615亿元，约为后者的75%。")).toBe("❔");
  });
  it("当年 is the year the clause before named, when the part is of another year", () => {
    expect(mark(MT, "2019年利润412亿，2025年已经是当年的两倍了。")).toBe("✅");
    expect(mark(MT, "2019年利润412亿，2025年已经是当年的三倍了。")).toBe("❌");
  });
  it("零头: under a fifth of the whole", () => {
    // 比亚迪 2019: 扣非 2.31亿, 归母净利润 16.14亿 (14 %).
    expect(mark("002594", "2019年扣非净利润连归母净利润的零头都不到。")).toBe("✅");
    expect(mark(MT, "2024年扣非净利润连归母净利润的零头都不到。")).toBe("❌");
  });
  it("a part the data does not hold, or a whole it cannot tell, is 未能核验 with the reason", () => {
    expect(mark(MT, "2025年归母净利润823.20亿元，其中直销渠道贡献约四成。")).toBe("❔");
    expect(reasons(MT, "2025年归母净利润823.20亿元，其中直销渠道贡献约四成。")).toContain("数据中没有");
  });
  it("a volume against an earlier window's is left to the market checks", () => {
    expect(reasons(MT, "近20日成交量只有前20日的六成左右。")).not.toContain("占比");
  });
});

describe("two metrics' moves told in one word", () => {
  it("双双, 齐, 一升一降 on the year the sentence names", () => {
    expect(mark(MT, "2025年营收和归母净利润双双下滑。")).toBe("✅");
    expect(mark(MT, "2025年营收、归母净利润齐升。")).toBe("❌");
    expect(mark(MT, "2024年收入和利润同步增长。")).toBe("✅");
    expect(mark(MT, "2025年营收与归母净利润一升一降。")).toBe("❌");
  });
  it("量利 and 增收不增利 name revenue and profit themselves; the metrics of the clauses before carry on", () => {
    expect(mark(MT, "2024年量利齐升。")).toBe("✅");
    expect(mark(MT, "2025年量利齐升。")).toBe("❌");
    // 比亚迪 2025: 营业总收入 +3.46 %, 归母净利润 -18.97 %.
    expect(mark("002594", "2025年比亚迪增收不增利。")).toBe("✅");
    expect(mark(MT, "2024年营收1741.44亿元，归母净利润862.28亿元，两者双双创新高。")).toBe("✅");
    expect(mark(MT, "2025年营收1720.54亿元，归母净利润823.20亿元，两者双双创新高。")).toBe("❌");
  });
  it("均/都 of 年均 or 平均 is an average, not a joint move", () => {
    expect(mark(MT, "营收和归母净利润过去五年平均增长约12%")).toBe("❔");
    expect(reasons(MT, "营收和归母净利润过去五年年均增长约12%")).not.toContain("营业总收入同比");
    expect(mark(MT, "2025年营收和归母净利润均下滑。")).toBe("✅");
    // An average between two years the clause names is read over them, not left undecided.
    const placed = "归母净利润三年翻了一倍多：2022年307.29亿元，2025年722.01亿元，折合年均增长三成以上。";
    expect(mark("300750", placed)).toBe("✅");
  });
  it("都 after a run of years (这两年都, 近三年都) joins the metrics named, in each year of the run", () => {
    expect(mark(MT, "营收和归母净利润这两年都增长。")).toBe("❌");
    expect(mark(MT, "营收和归母净利润这两年都增长。", "2025-04-30")).toBe("✅");
    expect(reasons(MT, "营收和归母净利润这两年都增长。", "2025-04-30")).toContain("2023年归母净利润同比+19.16%");
    expect(mark(MT, "2024、2025年营收和归母净利润都增长。")).toBe("❌");
  });
  it("量价齐升 (price and volume) is not two stored metrics", () => {
    expect(reasons(MT, "2024年高端酒量价齐升。")).not.toContain("营业总收入增长");
  });
});

describe("one metric's growth against another's", () => {
  it("faster or slower, by words", () => {
    expect(mark(MT, "2023年利润增速快于营收。")).toBe("✅");
    expect(mark(MT, "2023年归母净利润增速跑输营收。")).toBe("❌");
    expect(mark(MT, "2024年收入跑得比利润快。")).toBe("✅");
  });
  it("the gap in points and the multiple follow the figure shown", () => {
    expect(mark(MT, "2024年销售费用增速比营收快了五个多百分点。")).toBe("✅");
    expect(mark(MT, "2024年销售费用增速比营收快了十个百分点。")).toBe("❌");
    // 宁德时代 2025: 归母净利润 +42.28 %, 营业总收入 +17.04 %.
    expect(mark("300750", "2025年利润增速是收入的两倍多。")).toBe("✅");
    expect(mark("300750", "2025年利润增速是收入的3倍多。")).toBe("❌");
    expect(mark("300750", "2025年归母净利润增速跑赢营收约25个百分点。")).toBe("✅");
  });
  it("a clause naming one side only is a threshold, left to the comparison check", () => {
    expect(reasons(MT, "2024年营收增速超过15%。")).not.toContain("增速比较");
  });
});

describe("a value ranked within a window of years", () => {
  // 归母净利润 2019-2025: 412.06, 466.97, 524.60, 627.16, 747.34, 862.28, 823.20.
  it("第N高 / 第N低 / 排第N over the window the clause names", () => {
    expect(mark(MT, "2025年归母净利润是2021年以来的第二高。")).toBe("✅");
    expect(mark(MT, "2025年归母净利润放在近五年里排第一。")).toBe("❌");
    expect(mark(MT, "2025年归母净利润是五年来第二低。")).toBe("❌");
    expect(reasons(MT, "2025年归母净利润是2021年以来的第二高。")).toContain("2021-2025年");
  });
  it("a bare 次高 takes the window its sentence named before it; a range of years is a window", () => {
    expect(mark(MT, "2025年归母净利润823亿，放在2019年以来的七年里仅次于2024年，是次高。")).toBe("✅");
    expect(mark(MT, "2025年归母净利润823亿，仅次于2024年，是次高。")).toBe("❔");
    // A mid-year is no window of years to borrow.
    expect(mark("002594", "2025年年中负债率71.08%，归母净利润是次高。")).toBe("❔");
    // 比亚迪 归母净利润 2021-2025: 30.45, 166.22, 300.41, 402.54, 326.19亿 - 2025 the second highest.
    expect(mark("002594", "2025年归母净利润回落后仍是2021-2025年中的第二高。")).toBe("✅");
    expect(mark("002594", "2025年归母净利润是2021-2025年中的第三高。")).toBe("❌");
  });
  it("a window reaching before the stored data is 未能核验, saying the years held", () => {
    expect(mark(MT, "2025年归母净利润是2010年以来的第二高。")).toBe("❔");
    expect(reasons(MT, "2025年归母净利润是2010年以来的第二高。")).toContain("数据只从2019年起");
  });
  it("历史高位: near the highest stored year", () => {
    expect(mark(MT, "2025年归母净利润823.20亿元，仍处于历史高位。")).toBe("✅");
    // 中国石化 2024 营收 30745.62亿, the high 33181.68亿 (2022).
    expect(mark("600028", "2024年营收30,745.62亿元，重回历史高位。", "2025-06-13")).toBe("❌");
  });
  it("一直在涨 since a year: every year of the window rose", () => {
    expect(mark(MT, "2024年营收2019年以来一直在增长。")).toBe("✅");
    expect(mark(MT, "营收2021年以来一直在涨。")).toBe("❌");
    expect(mark(MT, "营收2021年以来逐年攀升。", "2025-05-16")).toBe("✅");
  });
  it("峰值出现在YYYY年: the highest of every stored year, later ones included, stands in that year", () => {
    expect(mark(MT, "归母净利润峰值出现在2024年，为862.28亿元。")).toBe("✅");
    expect(mark(MT, "归母净利润峰值出现在2023年。")).toBe("❌");
    expect(mark(MT, "归母净利润低点在2019年。")).toBe("✅");
    expect(reasons(MT, "归母净利润峰值出现在2023年。")).toContain("最高为2024年");
  });
  it("a bound on every year's growth since a year, the first year's own growth included", () => {
    // 归母净利润 growth 2020-2024: +13.3, +12.3, +19.6, +19.2, +15.4 %.
    expect(mark(MT, "归母净利润2020年以来每年增速都在10%以上。", "2025-05-16")).toBe("✅");
    expect(mark(MT, "归母净利润2020年以来每年增速都在15%以上。", "2025-05-16")).toBe("❌");
  });
});

describe("a level against another period's, or against a metric the comparison words do not read", () => {
  it("低于 / 超过 a year named, each year of a list", () => {
    expect(mark(MT, "2025年归母净利润仍低于2024年的水平。")).toBe("✅");
    expect(mark(MT, "2025年归母净利润已超过2024年的高点。")).toBe("❌");
    expect(mark(MT, "2025年归母净利润高于2023年。")).toBe("✅");
    expect(mark(MT, "2025年归母净利润低于2023、2024年。")).toBe("❌");
  });
  it("还不到 another metric", () => {
    // 贵州茅台 2025 经营现金流 / 归母净利润 0.75; 宁德时代 2025 1.85.
    expect(mark(MT, "2025年经营现金流还不到归母净利润。")).toBe("✅");
    expect(mark("300750", "2025年经营现金流还不到归母净利润。")).toBe("❌");
  });
  it("a bound in tenths (超过七成) or a figure compared with is not a level of another period", () => {
    expect(reasons(MT, "2024年资产负债率已超过一成（2024年末）。")).not.toContain("比较的两期");
  });
});

describe("a relation that also states its own move", () => {
  it("大幅下滑仍高于2021年水平: the move from the year before is judged beside the level against 2021", () => {
    // 归母净利润 2024 862.28亿 → 2025 823.20亿 (-4.53 %); 2021 524.60亿.
    expect(mark(MT, "2025年归母净利润小幅下滑仍高于2021年水平。")).toBe("✅");
    expect(mark(MT, "2025年归母净利润大幅下滑仍高于2021年水平。")).toBe("❌");
    expect(mark(MT, "2025年归母净利润小幅增长仍高于2021年水平。")).toBe("❌");
    expect(reasons(MT, "2025年归母净利润大幅下滑仍高于2021年水平。")).toContain("2024→2025");
  });
});

describe("a point's reading of its facts as news holds to what they say", () => {
  // 宁德时代 2026Q1 营收 1291.31亿 vs 847.05亿 (+52.4 %); 贵州茅台 2025 经营现金流 -33.5 %.
  it("a favourable fact called bad news fails, whichever side argues it", () => {
    expect(mark("300750", "2026年一季度营收同比+52.4%，增速这么高恰恰说明去年基数太低，是利空信号。")).toBe("❌");
    expect(reasons("300750", "2026年一季度营收同比+52.4%，这反而是风险信号。")).toContain("却读作利空");
  });
  it("an adverse fact shown only by its signed rate and called good news fails", () => {
    expect(mark(MT, "2025年经营现金流同比-33.5%，说明回款更健康，这是利好。")).toBe("❌");
    expect(mark(MT, "2025年归母净利润同比-4.5%，利空出尽，属于利好。")).toBe("❌");
  });
  it("a reading denied, or of a fact read its own way, passes", () => {
    expect(mark("300750", "2026年一季度营收同比+52.4%，这不是利空。")).not.toBe("❌");
    expect(mark(MT, "2025年归母净利润同比-4.5%，属于利空。")).not.toBe("❌");
  });
});

describe("prices and volumes are not read as relations of the financial series", () => {
  it("a price against a year, or two prices moving together, is left to the market checks", () => {
    expect(reasons(MT, "2025年归母净利润823.20亿元，股价仍低于2024年的高点。")).not.toContain(
      "归母净利润 823.20亿元，",
    );
    expect(reasons(MT, "2025年营收下滑，股价和大盘双双下跌。")).not.toContain("营业总收入下降、");
  });
});

describe("a joint move keeps the size its word gives", () => {
  it("双双大幅/小幅: each metric's change has the size the word gives", () => {
    // 2024: 营业总收入 +15.66 %, 归母净利润 +15.38 %: neither 大幅 (>= 20 %) nor 小幅 (< 8 %).
    expect(mark(MT, "2024年营收和归母净利润双双大幅增长。")).toBe("❌");
    expect(mark(MT, "2024年营收和归母净利润双双小幅增长。")).toBe("❌");
    expect(mark(MT, "2024年营收和归母净利润双双增长。")).toBe("✅");
    expect(mark(MT, "2025年营收和归母净利润双双小幅回落。")).toBe("✅");
  });
});

describe("a multiple restated with 即", () => {
  it("is read as 是 reads it: 即去年同期的两倍 for 3.05 times fails, 即去年同期的3倍 holds", () => {
    // 贵州茅台 经营现金流 2025Q1 88.09亿元 → 2026Q1 269.10亿元.
    expect(mark("600519", "一季度经营现金流269亿元，即去年同期的两倍。")).toBe("❌");
    expect(mark("600519", "一季度经营现金流269亿元，即为去年同期的3倍。")).toBe("✅");
  });
});

describe("a growth said faster or slower with no side of its own, after another metric's growth", () => {
  // 招商银行 2026年一季度: 营业总收入 +3.81 %, 归母净利润 +1.52 %.
  it("is against the growth the clause before stated, over the same period", () => {
    expect(mark("600036", "一季度营收同比增长3.8%，归母净利润增速更慢")).toBe("✅");
    expect(mark("600036", "一季度营收同比增长3.8%，归母净利润增速更慢，只有约1.5%")).toBe("✅");
    expect(mark("600036", "一季度营收同比增长3.8%，归母净利润增速更快")).toBe("❌");
    expect(mark("600036", "一季度营收同比增长3.8%，归母净利润增速更快，达到约5%")).toBe("❌");
  });

  it("is not a rate's own change (回升), which names no other metric's growth", () => {
    expect(mark("600036", "一季度营收同比增长3.8%，归母净利润增速回升")).toBe("❔");
  });
});

// 贵州茅台 2022: 归母净利润 +19.55 %, 营收 +16.53 % (3.0 points). 比亚迪 2023: 归母净利润 +80.73 %, 营收 +42.03 %;
// 2024: 营收 +29.02 %, 归母净利润 +34.00 %.
describe("a race's words compare two growths (跑在…前面, 甩开, 落在…后面)", () => {
  it("reads who runs ahead, and by how many points", () => {
    expect(mark("600519", "2022年归母净利润627.16亿元，增长19.55%，跑在营收前面约3个百分点。", "2023-04-30")).toBe(
      "✅",
    );
    expect(mark("600519", "2022年归母净利润增长19.55%，跑在营收前面约8个百分点。", "2023-04-30")).toBe("❌");
    expect(mark("002594", "2023年净利润增速80.7%，远远甩开了营收。", "2024-04-30")).toBe("✅");
  });
  it("fails the side that did not run ahead", () => {
    expect(mark("002594", "2024年营收增长29.0%，利润增速反而落在营收后面。", "2025-04-30")).toBe("❌");
    expect(mark("002594", "2024年营收增长29.0%，增速甩开了归母净利润。", "2025-04-30")).toBe("❌");
  });
});

describe("a joint word naming its own pair (增收不增利) in a sentence of three metrics", () => {
  // 比亚迪 2025: 营收 +3.46 %, 归母净利润 −18.97 %, 经营现金流 −55.69 %.
  it("takes the revenue and the profit named, not the last two metrics", () => {
    expect(mark("002594", "营收+3.5%、净利-19%、经营现金流-56%，增收不增利，基本面这一票投反对。")).toBe("✅");
  });
});

describe("a move written before a comparison with another year (回落后仍高于2023年的…)", () => {
  // 贵州茅台 归母净利润 2023 747.34亿, 2024 862.28亿, 2025 823.20亿;
  // 比亚迪 2023 300.41亿, 2024 402.54亿, 2025 326.19亿.
  it("is the clause's own move from the year before; the year after the word is the comparison's side", () => {
    expect(mark(MT, "茅台2025年归母净利润小幅回落后仍高于2023年的747亿元。")).toBe("✅");
    expect(reasons(MT, "茅台2025年归母净利润小幅回落后仍高于2023年的747亿元。")).toContain("2024→2025");
    // 回落后 is no 落后 (lagging behind): the comparison is 高于.
    expect(mark("002594", "比亚迪去年利润回落后依然高于2023年的300亿元。")).toBe("✅");
    expect(mark("002594", "比亚迪去年利润回落后依然高于2024年的400亿元。")).toBe("❌");
  });
  it("keeps a base written before the comparison word the move's base", () => {
    // 较2023年 is the move's base: 2023→2025 +10.15 %, no fall.
    expect(mark(MT, "茅台2025年归母净利润较2023年回落，低于800亿元。")).toBe("❌");
  });
});
