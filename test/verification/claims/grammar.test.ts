import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { latestFiscalYear, resolveRelativeYears } from "../../../src/verification/claims/period-relative";
import { periodKindOf } from "../../../src/verification/claims/periods";
import { stripIndicatorParameters } from "../../../src/verification/claims/phrase-words";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * The grammar of claims (issue 27), one rule per test, on the sample's real figures. `mark` is what a reader sees:
 * ✅ every clause that asserts something was checked and passed, ❌ a check failed, ❔ something was left unchecked.
 */
const checks = (ticker: string, claim: string, asOf = "2026-06-30", side?: "bull" | "bear") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), side ? { side } : {});
const mark = (ticker: string, claim: string, asOf?: string, side?: "bull" | "bear") =>
  markOf(checks(ticker, claim, asOf, side));
const reasons = (ticker: string, claim: string, asOf?: string) =>
  checks(ticker, claim, asOf)
    .map((c) => c.reason)
    .join("；");

describe("periods", () => {
  it("a year after 较/比/由/从/与…相比 is the base of the change, not the year judged", () => {
    // 贵州茅台 debt ratio 2022 19.42% → 2025 16.42%: −3.01 points (−3.00 from the rounded levels, within a unit).
    expect(mark("600519", "资产负债率较2022年的19.42%下降3.00个百分点")).toBe("✅");
    expect(reasons("600519", "资产负债率较2022年的19.42%下降3.00个百分点")).toContain("2022→2025");
    expect(mark("600519", "营收较2023年提升14.3%")).toBe("✅");
    expect(mark("600519", "营收较2023年提升1.2%")).toBe("❌");
    expect(mark("600036", "相比2019年的928.67亿元，招行2024年归母净利润增长约60%", "2025-06-30")).toBe("✅");
  });

  it("a clause after a comma or 但 is of its sentence's year", () => {
    // 宁德时代 2022: 负债率 70.56 % (2021 69.90 %), 总资产 6009.52亿 (2021 3076.67亿): 与2021年末… names a base only.
    const near = "2022年末负债率约70.6%，与2021年末的69.9%相差无几，总资产一年内几乎翻倍至6009.52亿元";
    expect(mark("300750", near, "2023-06-30")).toBe("✅");
    expect(mark("600519", "2024年报归母净利润同比+15.38%，盈利保持增长")).toBe("✅");
    expect(mark("600519", "2024年归母净利润862.28亿元，同比增长15.38%，但2025年回落至823.20亿元")).toBe("✅");
  });

  it("a year before 以来 spans report years, not a window of the share price", () => {
    // 中国石化 营业总收入 2022 33181.68亿元, the highest of 2020-2024.
    expect(mark("600028", "营收2022年达到33181.68亿元的高点（2020年以来最高）", "2025-06-30")).toBe("✅");
    expect(mark("600028", "营收2022年达到33181.68亿元，2020年以来股价上涨", "2025-06-30")).toBe("❔");
  });

  it("relative years are resolved from asOf and what was published by then", () => {
    expect(resolveRelativeYears("去年营收、前年营收、今年以来、较去年", "2026-06-30")).toBe(
      "2025年营收、2024年营收、今年以来、较去年",
    );
    expect(latestFiscalYear("2026-03-01")).toBe(2024);
    expect(latestFiscalYear("2026-06-30")).toBe(2025);
    expect(mark("600519", "去年归母净利润823.20亿元")).toBe("✅");
    expect(mark("600519", "去年归母净利润862.28亿元")).toBe("❌");
    // 较前年 names a year, unlike 较去年 ("than the year before"): with 去年 beside it the calendar's (2024); alone, the
    // year before last from the last annual report (2025), so 2023.
    expect(resolveRelativeYears("去年利润较前年的862.28亿元", "2026-06-30")).toBe("2025年利润较2024年的862.28亿元");
    expect(resolveRelativeYears("利润较前年的747.34亿元", "2026-06-30")).toBe("利润较2023年的747.34亿元");
    expect(mark("600519", "去年归母净利润823.20亿元，较前年的862.28亿元减少约39.1亿元", "2026-06-30")).toBe("✅");
    expect(mark("600519", "去年归母净利润823.20亿元，较前年的850.00亿元减少约26.8亿元", "2026-06-30")).toBe("❌");
    // Before the annual report is out (March), 较前年 is the base of the latest one public: 2023 for 2024's report.
    expect(resolveRelativeYears("营收较前年增长，前年营收", "2026-03-15")).toBe("营收较2023年增长，2024年营收");
  });

  it("year ranges are expanded and enumerations pair each figure with its own year", () => {
    const [a] = parseAssertions("2022-2024年营收分别为1275.54亿、1505.60亿、1741.44亿元");
    expect(a!.figures.map((f) => f.year)).toEqual([2022, 2023, 2024]);
    expect(mark("600519", "2022-2024年营收分别为1275.54亿、1505.60亿、1741.44亿元")).toBe("✅");
    expect(mark("600519", "营收2023年增长18.04%、2024年增长15.66%、2025年微降1.20%")).toBe("✅");
    expect(mark("600519", "营收2023年增长15.66%、2024年增长18.04%")).toBe("❌");
  });

  it("a figure tagged with another report period (（H1累计）, 到H1累计的) is not failed on the clause's period", () => {
    // 贵州茅台 2025年一季度 销售毛利率 91.97 %, 上半年 91.30 %: 由Q1的…降到H1累计的… pairs the two periods.
    const tagged = (q1: string) => `毛利率由Q1的${q1}降到H1累计的91.3%`;
    expect(mark("600519", tagged("92.0%"), "2025-09-30")).toBe("✅");
    expect(reasons("600519", tagged("92.0%"), "2025-09-30")).toContain("91.3%”与销售毛利率相符");
    expect(mark("600519", tagged("90.0%"), "2025-09-30")).toBe("❌");
    expect(mark("600519", "毛利率92.0%（Q1）→91.3%（H1累计）", "2025-09-30")).toBe("❔");
  });

  it("a first quarter's end against the year-end before it (较上年末, 较年初) reads the quarter before", () => {
    // 宁德时代 货币资金 2025-12-31 3335.13亿 → 2026-03-31 3519.97亿 (+184.84亿).
    const cash = (base: string, change: string) => `2026Q1末货币资金3519.97亿，较${base}增加约${change}`;
    expect(mark("300750", cash("上年末（3335.13亿）", "185亿"), "2026-04-30")).toBe("✅");
    expect(mark("300750", cash("年初", "500亿"), "2026-04-30")).toBe("❌");
  });

  it("a move 从A到B in a clause after a year range starts at the range's first year", () => {
    // 中国平安 营业总收入 2021 11804.44亿 → 2023 9137.89亿 (−22.6 %).
    const fell = (from: string) => `营业总收入2021-2023年连续两年下降，从${from}亿跌到9137.89亿，累计降幅约23%`;
    expect(mark("601318", fell("11804.44"), "2024-06-30")).toBe("✅");
    expect(mark("601318", fell("11104.44"), "2024-06-30")).toBe("❌");
  });

  it("quarters, half years, nine months, single quarters and TTM are read; an annual figure is not a quarter's", () => {
    expect(
      ["一季度营收", "上半年", "前三季度", "三季度单季", "Q3", "TTM", "环比一季度"].map(
        (t) => periodKindOf(t)?.kind ?? null,
      ),
    ).toEqual(["q1", "h1", "q3", "q3s", "q3s", "ttm", null]);
    // 比亚迪 2025: 前三季度 5662.66亿元 (+12.75 % on 5022.51亿元), the year 8039.65亿元.
    expect(mark("002594", "2025年前三季度营业总收入5662.66亿元，同比增长约12.7%")).toBe("✅");
    expect(mark("002594", "2025年前三季度营业总收入8039.65亿元")).toBe("❌");
    // 贵州茅台 stores no 2025 quarter: 无季度数据, never a check against the annual figure.
    expect(reasons("600519", "2025年前三季度营业总收入1720.54亿元")).toContain("没有2025年前三季度营业总收入的数据");
    expect(reasons("600519", "2023年上半年营收同比增长20%", "2023-09-30")).toContain("无季度数据");
  });
});

describe("number binding", () => {
  it("a chain of levels (A→B→C亿) carries its unit to each level, and the bracketed years pair with them", () => {
    const chain = "营收888.54→979.93→1094.64→1275.54→1505.60→1741.44亿";
    expect(mark("600519", `${chain}（2019→2024），五年没有一年下滑`, "2026-04-30")).toBe("✅");
    expect(mark("600519", `${chain.replace("1741.44", "1751.44")}（2019→2024）`, "2026-04-30")).toBe("❌");
    // Years out of order with the levels: 1275.54亿 is 2022's, not 2021's.
    expect(mark("600519", "营收1094.64→1275.54→1505.60亿（2022→2024）", "2026-04-30")).toBe("❌");
  });

  it("YoY and QoQ are 同比 and 环比", () => {
    const asOf = "2026-04-30";
    expect(mark("600519", "2026年Q1归母净利润272.43亿元，QoQ增长约54%", asOf)).toBe("✅");
    expect(mark("600519", "2026年Q1归母净利润272.43亿元，QoQ增长约64%", asOf)).toBe("❌");
    expect(mark("600519", "FY2025归母净利润823.20亿元，YoY -4.5%", asOf)).toBe("✅");
  });

  it("two report periods listed with 分别 pair each figure with its own period", () => {
    const asOf = "2026-04-30";
    expect(mark("600519", "2025年三季度和四季度单季归母净利润分别为192.24亿元和176.93亿元", asOf)).toBe("✅");
    expect(mark("600519", "2025年第三、四季度单季归母净利润分别为192.24亿元、176.93亿元", asOf)).toBe("✅");
    expect(mark("600519", "2025年三季度和四季度单季归母净利润分别为192.24亿元和186.93亿元", asOf)).toBe("❌");
  });

  it("a ratio between two metrics is checked as a ratio (的N倍), a peer's figure is not the company's", () => {
    expect(mark("600519", "2025年经营现金流615.22亿元，约为归母净利润的0.75倍")).toBe("✅");
    expect(mark("600519", "2025年经营现金流615.22亿元，约为归母净利润的1.2倍")).toBe("❌");
    expect(mark("600519", "营收约为同行某公司的2倍")).toBe("❔");
    // "是2021年X的约2.5倍": the year named before 的N倍 is the base of the multiple (宁德时代 2022 / 2021 revenue).
    expect(mark("300750", "2022年营业总收入3285.94亿元，是2021年1303.56亿元的约2.5倍", "2023-06-30")).toBe("✅");
    expect(mark("300750", "2022年营业总收入3285.94亿元，是2021年1303.56亿元的约3.5倍", "2023-06-30")).toBe("❌");
  });

  it("a share restated in brackets after its words is a ratio, of another period's level too", () => {
    // 贵州茅台 2024: 分配股利…支付的现金 709.5亿 over 归母净利润 862.28亿 is 82.3 %.
    const paid = (share: string) =>
      mark("600519", `2024年分配股利、利润或偿付利息支付的现金约709.5亿，相当于当年归母净利润的八成以上（约${share}）`);
    expect(paid("82%")).toBe("✅");
    expect(paid("72%")).toBe("❌");
    // 比亚迪 2026Q1 against 2025Q1: 营收 88.2 %, 归母净利润 44.6 % (不到一半, 约45%: both words and figure hold).
    const other = (rev: string) => `2026Q1营收约为2025Q1的${rev}，归母净利不到去年同期的一半（约45%）`;
    expect(mark("002594", other("88%"), "2026-04-30")).toBe("✅");
    expect(mark("002594", other("98%"), "2026-04-30")).toBe("❌");
  });

  it("a ratio written X/Y moves from a base year to the year judged (由2021年的约A降到约B)", () => {
    // 宁德时代 归母净利润/营业总收入: 2021 12.2 %, 2022 9.4 %.
    const ratio = (to: string) => mark("300750", `归母净利润/营收由2021年的约12.2%降到约${to}`, "2023-05-31");
    expect(ratio("9.4%")).toBe("✅");
    expect(ratio("8.4%")).toBe("❌");
  });

  it("a figure written with its change word after 较上年 is the change, not last year's level", () => {
    // 贵州茅台 资产负债率 2024 19.04 % → 2025 16.42 % (−2.63 points, −2.62 from the rounded levels).
    expect(mark("600519", "2025年资产负债率16.42%，较上年下降约2.62个百分点")).toBe("✅");
    expect(mark("600519", "2025年资产负债率16.42%，较上年下降约3.62个百分点")).toBe("❌");
  });

  it("同比 with no year named is the change into the latest period, not any year's", () => {
    // 贵州茅台 归母净利润 2024 862.28亿 (+15.38 %) → 2025 823.20亿 (−4.53 %).
    expect(mark("600519", "归母净利润823.20亿，同比下降约4.5%")).toBe("✅");
    expect(mark("600519", "归母净利润823.20亿，同比增长15.38%")).toBe("❌");
  });

  it("a ratio written X与Y之比 is X/Y", () => {
    // 贵州茅台 经营现金流/归母净利润: 2024 1.07倍, 2025 0.75倍.
    const pair = (to: string) => checks("600519", `经营现金流与归母净利之比由2024年的1.07倍跌到2025年的${to}`);
    expect(
      pair("0.75倍")
        .filter((c) => c.kind === "number")
        .map((c) => c.ok),
    ).toEqual([true, true]);
    expect(
      pair("0.95倍")
        .filter((c) => c.kind === "number")
        .map((c) => c.ok),
    ).toEqual([true, false]);
  });

  it("the base level of an outflow is written as its size, in its clause or the clause after", () => {
    // 宁德时代 投资活动现金流量净额 2024 -488.75亿 → 2025 -944.76亿.
    expect(mark("300750", "投资现金流净流出944.76亿，几乎是上年（488.75亿）的两倍", "2026-04-30")).toBe("✅");
    expect(mark("300750", "投资现金流净流出944.76亿，比上年的488.75亿几乎翻倍", "2026-04-30")).toBe("✅");
    expect(mark("300750", "投资现金流净流出944.76亿，几乎是上年（588.75亿）的两倍", "2026-04-30")).toBe("❌");
  });

  it("分别 pairs each figure with the metrics listed before it, a weak name (利润) included", () => {
    const [a] = parseAssertions("2024年营收、利润分别增长15.7%和15.4%");
    expect(a!.figures.map((f) => f.metric)).toEqual(["revenue", "net_profit"]);
  });

  it("per-share metrics, absolute changes and percentage points are candidates of their own", () => {
    expect(parseAssertions("每股经营现金流14.04元")[0]!.metric).toBe("ocf_per_share");
    expect(mark("300750", "货币资金3335.13亿元，较上年增加300.01亿元")).toBe("✅");
    expect(mark("300750", "货币资金较上年增加500亿元")).toBe("❌");
    expect(mark("300750", "毛利率26.27%，较上年提升1.83个百分点")).toBe("✅");
  });

  it("indicator parameters are stripped before figures are read", () => {
    expect(stripIndicatorParameters("RSI(14)为39.64，MA20上方，MACD(12,26,9)金叉，二十日均线")).toBe(
      "RSI为39.64，MA上方，MACD金叉，均线",
    );
    expect(parseAssertions("RSI(14)为39.64")[0]!.numbers.map((n) => n.value)).toEqual([39.64]);
  });

  it("约/突破/不足/逾 are bounds with a tolerance that follows the precision shown", () => {
    // 比亚迪 2025: 营业总收入 8039.65亿元, 归母净利润 326.19亿元.
    expect(mark("002594", "营收突破8000亿元")).toBe("✅");
    expect(mark("002594", "营收突破9000亿元")).toBe("❌");
    expect(mark("002594", "营收约8000亿元")).toBe("✅");
    expect(mark("002594", "2025年归母净利润不足400亿元")).toBe("✅");
    expect(mark("002594", "2025年归母净利润逾400亿元")).toBe("❌");
  });

  it("a price after a date, an average or the 52-week high is not the last close; RSI is read on the bars", () => {
    // 600519 on 2026-04-30: close 1384.79, MA20 1433.56, 52-week high 1645.00, RSI(14) 39.64 on the bars.
    const on = (claim: string) => checks("600519", claim, "2026-04-30").map((c) => `${c.kind}:${c.ok}`);
    // 3月2日 closed at 1440.11, not 1500: the dated close is checked on that day's bar (check-price-levels.ts), and
    // the price it fell to on the last close.
    expect(on("股价从3月2日的1500元跌到1384.79元")).toEqual([
      "number:null",
      "number:true",
      "market:false",
      "market:true",
    ]);
    expect(on("股价1384.79元，跌破MA20（约1434元）")).toEqual(["number:true", "market:true", "market:true"]);
    expect(on("股价距52周高点1645元回落约16%")).toContain("number:true");
    expect(on("股价距52周高点1700元回落约16%")).toContain("number:false");
    expect(on("RSI(14)约40")).toEqual(["market:true"]);
    expect(on("最新收盘1384.79元")).toEqual(["number:true"]);
    // The last bar (2026-04-30) is not in a year's final week: a year-end close is another day's.
    expect(on("年末收盘1384.79元")).toContain("number:null");
    expect(on("年末收盘1384.79元").every((c) => c.endsWith(":null"))).toBe(true);
  });
});

describe("vocabulary", () => {
  it("phrases: 基本停滞 is a size, 大增 is a direction and a size, 多赚/少赚 are profit's direction", () => {
    expect(mark("600519", "营业总收入同比微降1.2%，增长基本停滞", undefined, "bear")).toBe("✅");
    expect(mark("300750", "2024年营收3620.13亿元，同比大增")).toBe("❌");
    expect(mark("002594", "2025年归母净利润326.19亿元，多赚近两成")).toBe("❌");
    expect(mark("002594", "2025年归母净利润少赚约76亿元")).toBe("✅");
  });

  it("streaks carry their size (连续N年保持两位数增长), and a negligible change is not growth", () => {
    expect(mark("002594", "营收连续四年增长")).toBe("✅");
    expect(mark("002594", "营收连续四年保持两位数增长")).toBe("❌");
    // 招商银行 2025 营业总收入 +0.01 %.
    expect(mark("600036", "2025年营业总收入同比增长0.01%，成长性获数据验证")).toBe("❌");
    expect(mark("600036", "2025年营业总收入同比增长0.01%，基本持平")).toBe("✅");
  });

  it("a size word with no change to size sizes the gap of the clause's comparison with a figure", () => {
    // 贵州茅台 2025: 二季度单季归母净利润 185.55亿元, 一季度 268.47亿元 (30.9 % lower).
    const claim = (word: string) =>
      `2025年上半年归母净利润454.03亿元，其中二季度单季185.55亿元，${word}低于一季度的268.47亿元`;
    expect(mark("600519", claim("明显"), "2025-09-30")).toBe("✅");
    expect(mark("600519", claim("略"), "2025-09-30")).toBe("❌");
  });

  it("明显 at the end of a clause about a state, or before a level, sizes no change", () => {
    // 中国石化 销售费用 2023 611.64亿 → 2024 614.22亿 (+0.42 %): 略增 holds; 刚性明显 is a state, not a 10 % change.
    const rigid = "2024年销售费用614.22亿元，比2023年的611.64亿略增，费用刚性明显";
    expect(reasons("600028", rigid, "2026-04-30")).not.toContain("“明显”");
    expect(mark("600028", rigid, "2026-04-30")).toBe("✅");
    expect(mark("600028", "2024年销售费用614.22亿元，比2023年的611.64亿明显增加", "2026-04-30")).toBe("❌");
    // 比亚迪 销售毛利率 2024 19.44 % → 2025 17.74 %: an effect (侵蚀) is a change, so its 明显 sizes the fall.
    const eroded = "毛利率由2024年的19.44%降至2025年的17.74%，价格战对盈利的侵蚀非常明显";
    expect(reasons("002594", eroded, "2026-04-30")).toContain("“明显”要求变动≥1个百分点，相符");
    // 五粮液: 2019 EPS 4.48元 at 221元 is a static PE of about 49: 明显透支 is the strength of the level.
    expect(
      mark("000858", "按221元股价与2019年每股收益4.48元计算，静态市盈率约49倍，估值已明显透支", "2020-09-30"),
    ).toBe("✅");
  });

  it("强势格局/弱势格局 is a trend over months, not the 14-day RSI level 强势 alone is read on", () => {
    // 600519 on 2026-04-30: RSI(14) 39.64, 20-session return -5.11 %.
    const kinds = (claim: string) => checks("600519", claim, "2026-04-30").map((c) => `${c.kind}:${c.ok}`);
    expect(kinds("近20日股价下跌约5%，弱势格局未改")).toEqual(["market:true", "market:true"]);
    expect(kinds("RSI(14)显示强势")).toContain("level:false");
  });
});

describe("the honest default", () => {
  it("a scenario or forecast is 未能核验, never checked as a fact", () => {
    expect(mark("600519", "若白酒消费税改革落地，净利润可能下降10%")).toBe("❔");
    expect(reasons("600519", "预计2026年营收将达到1850亿元")).toContain("假设、情景或预测");
  });

  it("how likely a move is to come (反弹概率在上升, 回调的几率加大) is a forecast; the facts beside it still count", () => {
    // 宁德时代 近250个交易日 +93.38 % at 2026-04-30.
    expect(mark("300750", "近250个交易日涨了约93%，回调的概率明显加大。", "2026-04-30")).toBe("❔");
    expect(reasons("300750", "近250个交易日涨了约93%，回调的概率明显加大。", "2026-04-30")).toContain("预测");
    expect(mark("300750", "近250个交易日跌了约93%，回调的概率明显加大。", "2026-04-30")).toBe("❌");
  });

  it("a clause naming a metric the data lacks, a segment or an uncovered topic is 未能核验 with its reason", () => {
    expect(reasons("600036", "净息差收窄至1.9%")).toContain("数据中没有净息差");
    expect(mark("002594", "2025年外供收入不足200亿元")).toBe("❔");
    expect(mark("600519", "主营业务收入中茅台酒占比超过85%")).toBe("❔");
  });

  it("pure connective prose asserts nothing", () => {
    expect(checks("600519", "综合来看，我们维持上述判断")).toEqual([]);
  });
});

describe("a concessive opener (就算, 哪怕)", () => {
  it("concedes the metric after it, not a segment named 就算利润", () => {
    // 比亚迪 归母净利润 2025 −18.97 %; 营业总收入 2024 7771.02 → 2025 8039.65亿元.
    const claim = "就算利润承压，比亚迪2025年营收8039.65亿元，仍比2024年多出约268.6亿元。";
    expect(mark("002594", claim, "2026-04-30")).toBe("✅");
    expect(mark("002594", claim.replace("就算", "哪怕"), "2026-04-30")).toBe("✅");
  });
});

describe("a move said to come (将再降, 将进一步, 推测)", () => {
  it("is a forecast, not a past move to check against the last report", () => {
    // 中国平安 归母净利润 2025 +6.45 %: a fall said to come is not refuted by the year's rise.
    expect(mark("601318", "平安全年利润将再降一成", "2026-04-30")).toBe("❔");
    expect(mark("601318", "空方判断平安全年利润将进一步下滑", "2026-04-30")).toBe("❔");
  });
});

describe("a period after 少于/多于 (少于上半年的…)", () => {
  it("is the comparison's base; the clause judges the period before it (下半年)", () => {
    // 贵州茅台 归母净利润 2025 823.20亿元, 上半年 454.03亿元: 下半年 369.17亿元.
    expect(mark("600519", "茅台2025年下半年归母净利约369亿元，明显少于上半年的454.03亿元。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "茅台2025年下半年归母净利约369亿元，多于上半年的454.03亿元。", "2026-04-30")).toBe("❌");
  });
});

describe("a reported claim the point grants (数据准确, 引用属实, 也无误)", () => {
  it("is the point's own and checked; one denied in the same sentence stays reported", () => {
    // 宁德时代 资本开支 2024 311.80 → 2025 423.45亿元 (+35.81 %): "同比下降约10%" is wrong.
    const said = "多方所称宁德时代2025年资本开支423.45亿元、同比下降约10%";
    expect(mark("300750", `裁判意见：${said}，数据准确，加1分。`, "2026-04-30")).toBe("❌");
    expect(mark("300750", `裁判意见：${said}。`, "2026-04-30")).toBe("❔");
    expect(mark("300750", `裁判意见：${said}，并不成立。`, "2026-04-30")).not.toBe("❌");
  });
});

describe("the 比 of 同比 (同比还有约3%的增长)", () => {
  it("starts no comparison with a peer named 还有", () => {
    // 比亚迪 营业总收入 2025年三季度 单季 −3.05 % year on year.
    expect(mark("002594", "比亚迪三季度单季营收同比也还有约3%的增长。", "2026-04-30")).toBe("❌");
    expect(mark("002594", "比亚迪三季度单季营收同比有约3%的下滑。", "2026-04-30")).toBe("✅");
  });
});

describe("a move denied in ASCII quotes (不是'下降')", () => {
  it("is denied as in Chinese quotes", () => {
    // 招商银行 每股经营现金流 2024 17.72 → 2025 17.90元.
    const claim = "招行2025年每股经营现金流是17.90元，较2024年的17.72元小幅提高，不是'下降'。";
    expect(mark("600036", claim, "2026-04-30")).toBe("✅");
    expect(mark("600036", claim.replace("'下降'", "“下降”"), "2026-04-30")).toBe("✅");
  });
});

describe("an indicator's reading lends its name to no figure before it", () => {
  const metrics = (claim: string) => parseAssertions(claim, undefined, { asOf: "2026-04-30" }).map((a) => a.metric);

  it("leaves the price's figures before RSI the price's", () => {
    expect(metrics("今年以来从6.18跌到5.39，快13个点了，RSI约30。")).toEqual([null, null, "rsi"]);
    expect(metrics("收5.39元，RSI约30。")[0]).toBeNull();
  });

  it("still lends a financial metric to the figures listed before it", () => {
    const a = parseAssertions("相比2019年的928.67亿元，招行2024年归母净利润增长约60%", undefined, {
      asOf: "2025-06-30",
    });
    expect(a[0]?.metric).toBe(a[1]?.metric);
  });
});
