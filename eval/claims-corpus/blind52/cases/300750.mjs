// 宁德时代 on 2026-04-30: FY2021-2025 (partial), quarters 2024H1..2026Q1, bars 2020..2026, notices from 2026-02-09
// (a missing placement / bond / dividend / buy-back / incentive notice after that date is a nonexistent_event).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, MACD, HI52, LO52, VOLR, EV, U, QOQ, POS52, MCNOW } = H;
const { SPAN, AMP, LIN, EVN, PAIR, READ } = H;
const c = H.maker("b52-nd", "300750");
const A = "2026-04-30";

export default [
  c("t", A, "fE", "annual", "2025年营收4237.02亿元，同比增17.0%，扭转了2024年约9.7%的下滑。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17.0" }),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润超过750亿元，同比增长四成以上，盈利弹性远超营收。",
    [
      V("net_profit", "2025", "750", "亿", "gt", { err: "wrong_value" }),
      G("net_profit", "2025", { v: "40", cmp: "gt" }),
    ],
    { err: "wrong_value", note: "722.01亿" },
  ),
  c("t", A, "tB", "annual", "归母净利润由2021年159.31亿元一路增至2025年722.01亿元，连增四年并创出新高。", [
    V("net_profit", "2021", "159.31"),
    V("net_profit", "2025", "722.01"),
    UP("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
    MAX("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年营业收入同比只增长约5.7%，增速较以往明显放缓。",
    [G("revenue", "2025", { v: "5.7", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "5.7%是较2023年；较2024年+17.0%" },
  ),
  c("t", A, "fR", "annual", "经营现金流净额1332.20亿元，约为归母净利润的1.8倍，利润含金量很足。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "按收盘436元计，对应2025年归母净利润PE约27.5倍，用滚动四个季度算约25倍。", [
    CLOSE("436"),
    MCNOW("2025", "27.5"),
    MCNOW("2026Q1TTM", "25"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "valuation",
    "436元的股价对应2025年业绩PE已超过40倍，透支了未来两年的增长。",
    [CLOSE("436"), MCNOW("2025", "40", "gt", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "PE约27.5倍" },
  ),
  c("t", A, "tF", "quarterly", "26Q1营收1291.31亿元，同比增约52.4%；归母净利润207.38亿元，同比增48.5%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.4", cmp: "approx" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度归母净利润207.38亿元，环比四季度还增长了约10%，旺季效应延续。",
    [
      V("net_profit", "2026Q1", "207.38"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "10", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-10.5%" },
  ),
  c("t", A, "fM", "quarterly", "Q4单季归母净利润231.67亿元、同比+57%，26Q1回落至207.38亿元，环比降约10%。", [
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
    V("net_profit", "2026Q1", "207.38"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
  ]),
  c("t", A, "tM", "annual", "毛利率由24.44%升到26.27%，提升约1.8个百分点；净利率18.12%也高过上年的14.92%。", [
    V("gross_margin", "2024", "24.44", "%"),
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    V("net_margin", "2025", "18.12", "%"),
    V("net_margin", "2024", "14.92", "%"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "资产负债率61.94%，比上年反而抬高了3.3个百分点，扩张靠的是加杠杆。",
    [V("debt_ratio", "2025", "61.94", "%"), PP("debt_ratio", "2025", { v: "3.3", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "由65.24%降3.30个百分点" },
  ),
  c("t", A, "fR", "annual", "资本开支423.45亿元，同比增约36%，但扣掉后自由现金流仍有约909亿元。", [
    V("capex", "2025", "423.45"),
    G("capex", "2025", { v: "36", cmp: "approx" }),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
  ]),
  c("t", A, "tN", "announcement", "2月9日公司发布2026年A股员工持股计划草案，4月22日又授予了预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留" }),
  ]),
  c("t", A, "tN", "announcement", "3月10日披露2025年度利润分配预案，同日提请授权董事会制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c("t", A, "tS", "announcement", "3月以来已有三份回购相关公告，4月7日已公告A股回购结果。", [
    EVN("repurchase", "2026-03-01", { v: "3" }),
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "2026年3月公司公告拟向特定对象发行A股募资扩产，摊薄效应需要警惕。",
    [EV("placement", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无定增公告" },
  ),
  c(
    "f",
    A,
    "vN",
    "announcement",
    "4月下旬公司又公告启动新一轮A股回购，护盘意愿强。",
    [EV("repurchase", true, { from: "2026-04-20", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月7日回购结果公告后无新回购公告" },
  ),
  c("t", A, "tT", "technical", "收盘436元落在5日、10日线下方，但仍站在20日线425.02元、60日线391.63元之上。", [
    CLOSE("436"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "above"),
    MA(20, "value", { v: "425.02" }),
    MA(60, "above"),
    MA(60, "value", { v: "391.63" }),
  ]),
  c("t", A, "tT", "technical", "20/60/120/250日均线仍多头排列，只是MACD在4月28日死叉，DIF还在零轴之上。", [
    MAORDER([20, 60, 120, 250], "bull"),
    MACD("dead_cross", 5),
    MACD("dif_above_zero", 0),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "MACD在4月底刚形成金叉，DIF上穿DEA，短线动能重新转强。",
    [MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "4月28日是死叉" },
  ),
  c("t", A, "tA", "technical", "近250个交易日从225.46元涨到436元，接近翻倍；今年以来也涨了约18.7%。", [
    CLOSE("225.46", "eq", { date: "2025-04-18" }),
    RET(250, { size: "接近翻倍" }),
    CLOSE("436"),
    SPAN("2025-12-31", { v: "18.7", cmp: "approx" }),
  ]),
  c("t", A, "fM", "technical", "距52周高点460元只差约5%，位于一年区间的九成分位附近。", [
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
    POS52({ v: "90", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "technical",
    "近60个交易日累计涨幅超过四成，短线获利盘压力很大。",
    [RET(60, { v: "40", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "60日+28.46%" },
  ),
  c("t", A, "tS", "technical", "近20日均量较前20日放大约13%，20个交易日振幅接近两成。", [
    VOLR({ v: "1.13", cmp: "approx" }),
    AMP(20, { v: "20", cmp: "near" }),
  ]),
  c("u", A, "tM", "undecidable", "2025年动力电池全球装机份额约38%，连续九年位居第一。", [U("市场份额未存储")]),
  c("u", A, "fR", "undecidable", "匈牙利工厂投产若延后，2026年海外收入增速可能腰斩。", [
    U("分地区收入未存储；情景预测"),
  ]),
  c("u", A, "bear", "undecidable", "储能电芯价格一季度已跌破0.4元/Wh，下半年毛利率恐怕要掉到20%以下。", [
    U("产品价格未存储；预测"),
  ]),
  c("t", A, "fL", "annual", "货币资金3335.13亿元，占总资产9748.28亿元的三成以上，一季末又增至3519.97亿元。", [
    V("cash", "2025", "3335.13"),
    V("total_assets", "2025", "9748.28"),
    R("cash", "total_assets", "2025", "30", { u: "%", cmp: "gt" }),
    V("cash", "2026Q1", "3519.97"),
    PAIR("cash", "2026Q1", undefined, { period2: "2025", mode: "gt" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2025年分配股利及偿付利息349.23亿元，约占归母净利润的三分之二。",
    [
      V("dividends_interest_paid", "2025", "349.23"),
      R("dividends_interest_paid", "net_profit", "2025", "67", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "349.23/722.01≈48%" },
  ),
  c("t", A, "tP", "annual", "总资产9748.28亿元，同比增约24%，负债率却降到61.94%，扩表并没有加杠杆。", [
    V("total_assets", "2025", "9748.28"),
    G("total_assets", "2025", { v: "24", cmp: "approx" }),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "收盘436元，比52周低点231.2元高出一倍以上，追高性价比很低。",
    [CLOSE("436"), LO52({ cond: "level", v: "231.2" }), LO52({ v: "100", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "高出88.6%" },
  ),
  c("t", A, "vF", "quarterly", "Q4单季营收1406.30亿元，同比增约36.6%，是近7个季度里单季最高的一个。", [
    V("revenue", "2025S4", "1406.30"),
    G("revenue", "2025S4", { v: "36.6", cmp: "approx" }),
    MAX("revenue", "2025S4", ["2024S3", "2024S4", "2025S1", "2025S2", "2025S3", "2025S4", "2026S1"]),
  ]),
  c(
    "f",
    A,
    "tP",
    "quarterly",
    "26Q1归母净利润同比增长48.5%，这份业绩对股价反而是利空，组合先减仓。",
    [READ(G("net_profit", "2026Q1", { v: "48.5" }), "negative", { err: "stance" })],
    { err: "stance", note: "利润高增读作利空" },
  ),
];
