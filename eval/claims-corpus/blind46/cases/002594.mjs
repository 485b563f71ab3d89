// 比亚迪: FY2021-2025 (2017-2019 partial), quarters 2024H1..2026Q1 (Tushare, no quarterly cash flow). Bars run from
// 2025-07-29 only (the 转增 gap), so 52-week figures and a PE at today's close are undecidable; the 2025-07-04 snapshot
// is pre-转增. Dividend / buy-back / incentive notices collected (a missing one is a nonexistent_event). Date 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, IND, U, LIN, PSUM } = H;
const { SPAN, READ, MCPE, SNAP, CAGR, VOLR, GDIFF } = H;
const c = H.maker("b46-by", "002594");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "营收从2021年约2161亿一路涨到2025年约8040亿，连续四年增长，2025年仍增3.46%。", [
    V("revenue", "2021", "2161", "亿", "approx"),
    V("revenue", "2025", "8040", "亿", "approx"),
    UP("revenue", Y5),
    G("revenue", "2025", { v: "3.46" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润只剩316亿元左右，同比下滑近两成，增收不增利坐实。",
    [
      V("net_profit", "2025", "316", "亿", "approx", { err: "wrong_value" }),
      G("net_profit", "2025", { v: "-20", cmp: "near" }),
    ],
    { err: "wrong_value", note: "实际326.19亿元" },
  ),
  c("t", A, "bear", "annual", "归母净利润326.19亿元，同比-18.97%，是2021年以来第一次年度下滑。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-18.97" }),
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c("t", A, "fE", "quarterly", "26Q1归母净利润40.85亿元，同比下降55.38%，腰斩有余。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55.38", size: "腰斩" }),
    G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度营收1502.25亿元，同比只微降1.2%左右，收入基本盘稳住了。",
    [V("revenue", "2026Q1", "1502.25"), G("revenue", "2026Q1", { v: "-1.2", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-11.82%" },
  ),
  c("t", A, "fR", "annual", "经营现金流由1334.54亿元掉到591.36亿元，降幅约56%，资本开支反升到1568.08亿元。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx" }),
    V("capex", "2025", "1568.08"),
    G("capex", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "资本开支1568亿元，约为经营现金流的3.5倍，扩张高度依赖外部输血。",
    [
      V("capex", "2025", "1568", "亿", "approx"),
      R("capex", "operating_cash_flow", "2025", "3.5", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1568.08/591.36≈2.65倍" },
  ),
  c("t", A, "fR", "annual", "经营现金流减资本开支约为-977亿元，经营造血已覆盖不了投入。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
    R("operating_cash_flow", "capex", "2025", "1", { cmp: "lt" }),
  ]),
  c("t", A, "tC", "industry", "2025年末负债率70.74%，对非金融企业而言偏高，叠加现金流转弱，偿债压力值得警惕。", [
    V("debt_ratio", "2025", "70.74", "%"),
    IND("high_debt_is_risk"),
    G("operating_cash_flow", "2025", { dir: "down" }),
  ]),
  c("t", A, "tT", "technical", "收盘102.98元，5/10/20/60/120日均线自上而下多头排列，股价在MA5之上。", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
    MA(5, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD的DIF仍运行在DEA上方，多头动能并未衰减。",
    [MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF 0.521 < DEA 0.594" },
  ),
  c("t", A, "tS", "technical", "RSI(14)在52上下，多空力量大体均衡，短线没有明显的超买超卖。", [
    RSI("52", "approx"),
    RSI("70", "lt"),
    RSI("30", "gt"),
  ]),
  c("t", A, "fM", "technical", "60个交易日涨12.17%，近5日再涨3%，修复行情在延续。", [
    RET(60, { v: "12.17" }),
    RET(5, { v: "3", cmp: "approx" }),
  ]),
  c(
    "u",
    A,
    "fM",
    "undecidable",
    "现价距52周高点仍有12%左右的空间，反弹目标看前高。",
    [HI52({ v: "-12", cmp: "approx" })],
    {
      note: "比亚迪的连续日线始于2025-07-29，不足52周",
    },
  ),
  c("t", A, "fV", "valuation", "以2025年7月4日约1.82万亿元的市值和2024年归母净利润算，PE约45倍。", [
    SNAP("marketCap", "1.82", "万亿"),
    MCPE("2024", "45"),
  ]),
  c("u", A, "fV", "undecidable", "按最新收盘价计算比亚迪PE约35倍，估值仍不算便宜。", [
    U("2025年转增后股本变化，快照市值不能折算现价PE"),
  ]),
  c("t", A, "tF", "annual", "毛利率从19.44%降到17.74%，一年掉了约1.7个百分点，盈利能力承压。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年净利率4.20%，同比有所提升，降本成效开始体现。",
    [V("net_margin", "2025", "4.20", "%"), PP("net_margin", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "由5.35%降至4.20%" },
  ),
  c("t", A, "tB", "annual", "2022至2025年营收由4240.61亿增到8039.65亿，接近翻倍，复合增速约23.8%。", [
    V("revenue", "2022", "4240.61"),
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { base: "2022", size: "接近翻倍" }),
    CAGR("revenue", "2022", "2025", { v: "23.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年营收8039.65亿元，比2023年也只多了3.46%，两年增长乏力。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { base: "2023", v: "3.46", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2023年+33.48%" },
  ),
  c("t", A, "tBe", "quarterly", "去年四季度单季归母净利润92.86亿元，同比下降约38%，下滑在加速。", [
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
    G("net_profit", "2025S3", { dir: "down" }),
    GDIFF({ metric: "net_profit", period: "2025S4" }, { metric: "net_profit", period: "2025S3" }, { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2025年前三季度归母净利润仅78.23亿元，利润端明显失速。",
    [V("net_profit", "2025M9", "78.23", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "78.23亿元是三季度单季；前三季度233.33亿元" },
  ),
  c("t", A, "tM", "annual", "营收同比+3.46%，归母净利润却-18.97%，典型的增收不增利。", [
    G("revenue", "2025", { v: "3.46", dir: "up" }),
    G("net_profit", "2025", { v: "-18.97", dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "2025年营收8039.65亿元，依旧保持较快增长，规模优势持续放大。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { size: "较快增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+3.46%" },
  ),
  c("t", A, "tTr", "technical", "20日均量只有前20日的0.68倍左右，明显缩量，上攻缺乏增量资金。", [
    VOLR({ v: "0.68", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "收盘价已跌破98.35元的60日均线，中期支撑失守。",
    [MA(60, "value", { v: "98.35" }), MA(60, "below", { err: "technical" })],
    { err: "technical", note: "收盘102.98元在MA60之上" },
  ),
  c("t", A, "tP", "annual", "投资活动现金净流出1974.63亿元，资本开支同比增约61%至1568.08亿元。", [
    V("investing_cash_flow", "2025", "-1974.63"),
    G("capex", "2025", { v: "61", cmp: "approx" }),
    V("capex", "2025", "1568.08"),
  ]),
  c("u", A, "tP", "undecidable", "海外销量占比已升到两成以上，出海是对冲国内价格战的关键。", [U("销量结构不在数据内")]),
  c("t", A, "tN", "announcement", "3月28日公告了2025年度利润分配方案，分红节奏延续。", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司今年以来已推出A股回购方案，托底意图明确。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c("t", A, "tN", "announcement", "3月28日还公告：2025年员工持股计划第一个锁定期解锁条件未成就。", [
    EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
  ]),
  c("u", A, "tN", "undecidable", "市场传闻比亚迪拟分拆半导体业务再度上市。", [U("传闻")]),
  c("t", A, "vF", "annual", "2025年归母净利润降18.97%，26Q1再降55.38%，从财报看盈利下行趋势明确。", [
    G("net_profit", "2025", { v: "-18.97" }),
    G("net_profit", "2026Q1", { v: "-55.38" }),
  ]),
  c("t", A, "vT", "technical", "年初至今涨5.38%，收盘站在5日到120日各条均线之上，走势面偏多。", [
    SPAN("2025-12-31", { v: "5.38" }),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
  ]),
  c("u", A, "vN", "undecidable", "二季度多款新车密集上市，销量有望环比改善，新闻层面偏暖。", [U("预期")]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "经营现金流同比少了约56%，这是向供应商让利换份额，长期看是利好。",
    [READ(G("operating_cash_flow", "2025", { v: "-56", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "现金流大降读作利好" },
  ),
  c("t", A, "tNe", "quarterly", "26Q1毛利率18.81%，同比降1.26个百分点，但比2025全年的17.74%有所回升。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    PP("gross_margin", "2026Q1", { v: "-1.26" }),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2026Q1", { base: "2025", dir: "up" }),
  ]),
  c("t", A, "fSy", "quarterly", "上半年营收3712.81亿元、增23.30%，到前三季度利润增速已转为-7.55%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.30" }),
    G("net_profit", "2025H1", { dir: "up" }),
    G("net_profit", "2025M9", { v: "-7.55" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "负债率70.74%，已是2021年以来最低，杠杆压力不必过虑。",
    [V("debt_ratio", "2025", "70.74", "%"), MIN("debt_ratio", "2025", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2021年64.76%更低" },
  ),
  c("u", A, "fE", "undecidable", "单车净利已降到不足6000元，规模效应被价格战吞噬。", [U("单车利润与销量不在数据内")]),
  c("t", A, "fL", "annual", "归母净利30.45亿→166.22亿→300.41亿→402.54亿连增三年，2025年回落到326.19亿。", [
    V("net_profit", "2021", "30.45"),
    V("net_profit", "2022", "166.22"),
    V("net_profit", "2023", "300.41"),
    V("net_profit", "2024", "402.54"),
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fL",
    "quarterly",
    "一季度净利率2.67%，较上年同期的5.54%下降约1个百分点，压力可控。",
    [
      V("net_margin", "2026Q1", "2.67", "%"),
      V("net_margin", "2025Q1", "5.54", "%"),
      PP("net_margin", "2026Q1", { v: "-1", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "下降2.87pp" },
  ),
  c("t", A, "tC", "annual", "货币资金从1027.39亿元降到754.25亿元，一年少了约273亿元。", [
    V("cash", "2024", "1027.39"),
    V("cash", "2025", "754.25"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "quarterly",
    "一季末货币资金约857亿元，较年初回升逾百亿元。",
    [
      V("cash", "2026Q1", "857", "亿", "approx", { err: "wrong_value" }),
      D("cash", "2026Q1", { base: "2025", v: "100", cmp: "gt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际757.87亿元，较年初+3.6亿元" },
  ),
  c("t", A, "tBe", "quarterly", "2025年下半年归母净利润171.08亿元，比上半年的155.11亿元多出约一成。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "171.08" },
    ),
    V("net_profit", "2025H1", "155.11"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { over: ["net_profit", "2025H1"], u: "x", v: "1.1", cmp: "approx" },
    ),
  ]),
  c("t", A, "tB", "quarterly", "近四个季度营收约7838亿元，仍比2024全年的7771亿略高。", [
    V("revenue", "2026Q1TTM", "7838", "亿", "approx"),
    V("revenue", "2024", "7771", "亿", "approx"),
  ]),
  c("t", A, "fT", "annual", "商誉44.28亿元，只占8837.30亿元总资产的约0.5%，减值风险有限。", [
    V("goodwill", "2025", "44.28"),
    V("total_assets", "2025", "8837.30"),
    R("goodwill", "total_assets", "2025", "0.5", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "最近5个交易日股价涨了约8%，短线资金明显回流。",
    [RET(5, { v: "8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际+3.00%" },
  ),
  c("u", A, "tS", "undecidable", "雪球上关于比亚迪的讨论热度创年内新高，散户情绪明显回暖。", [U("舆情热度不在数据内")]),
];
