// 五粮液: FY2015-2019 annual only (operating revenue, profit, EPS, ROE, debt ratio, OCF, balance sheet), no quarters,
// no announcements, bars 2019-2026. Voices: 2020 研报 on FY2019, 2020 forum euphoria, 2026 trader on a 52-week low.
import { BAR, BIAS, BRK, CAGR, CLOSE, D, DAYS, EV, G, GSTREAK, HI52, IN, LO52, MA, MACD, MAORDER, MAX, MCPE, PE, PP,
  R, RANK, RET, RSI, SNAP, SUM, U, UP, V, VOL, X, maker } from "../spec-helpers.mjs";

const c = maker("b5-wl", "000858");
const A = "2026-04-30";
const M = "2020-05-15";
const J = "2020-06-30";
const Y15_19 = ["2015", "2016", "2017", "2018", "2019"];

export default [
  c("t", M, "fSy", "annual", "五粮液2019A营收/归母净利润501.18/174.02亿元，yoy+25.2%/+30.0%，双双创新高（E2）。", [
    V("operating_revenue", "2019", "501.18"),
    V("net_profit", "2019", "174.02"),
    G("operating_revenue", "2019", { v: "25.2" }),
    G("net_profit", "2019", { v: "30.0" }),
    MAX("operating_revenue", "2019", Y15_19),
    MAX("net_profit", "2019", Y15_19),
  ]),
  c("f", M, "tB", "annual", "2019A营收/归母净利润501.18/174.02亿元，yoy+25.2%/+38.0%，利润增速远超收入。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2" }),
    G("net_profit", "2019", { v: "38.0", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", M, "fE", "annual", "2019年营收首次突破500亿元，归母净利率约34.7%，较2018年提升约1.3pct。", [
    V("operating_revenue", "2019", "500", "亿", "gt"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    R("net_profit", "operating_revenue", "2019", "34.7", { u: "%", cmp: "approx" }),
    PP("net_profit/operating_revenue", "2019", { v: "1.3", cmp: "approx" }),
  ]),
  c("f", M, "fQ", "annual", "2019年营收501.18亿元，较2018年多了约10亿元，增长乏力。", [
    D("operating_revenue", "2019", { v: "10", cmp: "approx", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", M, "tF", "annual", "ROE 25.26%（2019A），同比+246bp，2015年以来逐年抬升。", [
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { v: "2.46" }),
    UP("roe", Y15_19),
  ]),
  c("f", M, "tBe", "annual", "ROE 25.26%，同比下降246bp，盈利能力见顶回落。", [
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { v: "-2.46", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("u", M, "fR", "annual", "资产负债率28.48%（2019A），较2015年的15.61%上升近13pct，但主要是无息的预收类负债。", [
    V("debt_ratio", "2019", "28.48", "%"),
    V("debt_ratio", "2015", "15.61", "%"),
    PP("debt_ratio", "2019", { base: "2015", v: "13", cmp: "near" }),
    U("负债构成（预收款、合同负债）不在五粮液的存储数据中"),
  ]),
  c("t", M, "fR", "annual", "资产负债率28.48%，对白酒企业不算高，五年来最高但仍在三成以内。", [
    V("debt_ratio", "2019", "28.48", "%"),
    MAX("debt_ratio", "2019", Y15_19),
    V("debt_ratio", "2019", "30", "%", "lt"),
  ]),
  c("f", M, "tC", "annual", "负债率28.48%，已经和银行差不多了，白酒龙头加杠杆值得警惕。", [
    V("debt_ratio", "2019", "28.48", "%"),
    V("debt_ratio", "2019", "85", "%", "gt", { err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", M, "tF", "annual", "经营现金流231.12亿元（2019A），yoy+87.6%，约为归母净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "87.6" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  c("f", M, "fT", "annual", "2019年经营现金流231.12亿元，同比接近翻倍还多，创五年新高。", [
    G("operating_cash_flow", "2019", { size: "翻倍", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", M, "tM", "annual", "2015-2019年营收CAGR约23.3%，归母净利润CAGR约29.6%，利润跑赢收入。", [
    CAGR("operating_revenue", "2015", "2019", { v: "23.3", cmp: "approx" }),
    CAGR("net_profit", "2015", "2019", { v: "29.6", cmp: "approx" }),
  ]),
  c("f", M, "tM", "annual", "2016年以来归母净利润每年增速都在30%以上。", [
    GSTREAK("net_profit", ["2016", "2017", "2018", "2019"], 30, 1000, { err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", M, "tB", "annual", "2017-2019年归母净利润连续三年增速超30%，2019年的174亿元是2016年的2.56倍。", [
    GSTREAK("net_profit", ["2017", "2018", "2019"], 30, 1000),
    X("net_profit", "2019", "2016", { v: "2.56", cmp: "approx" }),
  ]),
  c("t", M, "fV", "valuation", "每股收益4.48元（2019A），按5月15日收盘145.22元算，静态PE约32.4倍。", [
    V("basic_eps", "2019", "4.48", "元"),
    CLOSE("145.22"),
    PE("2019", "32.4"),
  ]),
  c("f", M, "fV", "valuation", "按2019年EPS 4.48元，当前股价对应PE仅约23倍，白酒里最便宜。", [
    PE("2019", "23", "approx", { err: "wrong_ratio" }),
  ], { err: "wrong_ratio" }),
  c("u", M, "fV", "valuation", "PE低于贵州茅台近三成，估值性价比更高（E12）。", [U("2020年贵州茅台的估值对比需茅台同日数据")]),
  c("t", M, "tT", "technical", "MA5>MA10>MA20>MA60多头排列，3月30日MACD金叉，目前DIF在零轴上方，RSI14约70。", [
    MAORDER([5, 10, 20, 60], "bull"),
    MACD("golden_cross", 35),
    MACD("dif_above_zero"),
    RSI("70", "approx"),
  ]),
  c("f", M, "vT", "technical", "近20日明显放量，量能超过前20日1.3倍。", [VOL("expand_strong", { err: "technical" })], {
    err: "technical",
  }),
  c("t", M, "tTr", "technical", "近20个交易日涨13.06%，距52周高点147.99元仅约-1.9%，逼近新高。", [
    RET(20, { v: "13.06" }),
    HI52({ v: "-1.9", cmp: "approx" }),
  ]),
  c("t", M, "tS", "technical", "五粮液年初至今+9.18%，疫情跌下来的坑已经填平，拿住躺赚。", [
    RET("2019-12-31", { v: "9.18" }),
  ]),
  c("u", M, "tN", "undecidable", "渠道调研显示普五批价稳在900元以上，二季度动销恢复。", [U("批价与渠道调研不在数据中")]),
  c("u", M, "fM", "undecidable", "2020年一季度营收同比+15%，疫情影响有限。", [U("五粮液无季报存储")]),
  c("t", J, "tT", "technical", "收盘171.12元，突破前60日所有收盘价，RSI14约70.4进入超买区，6月24日MACD再度金叉。", [
    CLOSE("171.12"),
    BRK(60, "up"),
    RSI("70.4", "approx"),
    RSI("70", "gt"),
    MACD("golden_cross", 5),
  ]),
  c("f", J, "tA", "technical", "近60个交易日涨幅超过80%，这是一轮翻倍行情的中段。", [
    RET(60, { v: "80", cmp: "gt", err: "technical" }),
  ], { err: "technical" }),
  c("u", J, "fS", "technical", "今年以来涨了28.65%，60个交易日+51.13%，上半年白酒最强音。", [
    RET("2019-12-31", { v: "28.65" }),
    RET(60, { v: "51.13" }),
    U("“上半年白酒最强音”需与其他白酒股比较"),
  ]),
  c("f", J, "fS", "technical", "五粮液今年以来涨了快五成，追高小心。", [
    RET("2019-12-31", { v: "50", cmp: "near", err: "technical" }),
  ], { err: "technical" }),
  c("t", J, "tC", "technical", "偏离60日线+18.6%，乖离过大，短线有回踩需求。", [BIAS(60, { v: "18.6", cmp: "approx" })]),
  c("t", A, "tT", "technical", "MA5<MA10<MA20<MA60<MA120<MA250全线空头排列，收盘97.08元，RSI14约28.4超卖。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    CLOSE("97.08"),
    RSI("28.4", "approx"),
    RSI("30", "lt"),
  ]),
  c("f", A, "vT", "technical", "RSI14约45，中性偏弱，尚未进入超卖。", [RSI("45", "approx", { err: "technical" })], {
    err: "technical",
  }),
  c("t", A, "tTr", "technical", "收盘97.08元创52周收盘新低，距52周低点97元仅+0.08%，4月20日MACD死叉后未修复。", [
    LO52({ cond: "new_low" }),
    LO52({ v: "0.08", cmp: "approx" }),
    MACD("death_cross", 9),
    MACD("dif_below_dea"),
  ]),
  c("f", A, "tA", "technical", "股价已站上20日线，底部确认，可以抄底。", [MA(20, "above", { err: "technical" })], {
    err: "technical",
  }),
  c("t", A, "tS", "technical", "近250个交易日跌26.31%，从2023年底的140.31元算跌了三成多，高位站岗的回血无望？", [
    RET(250, { v: "-26.31" }),
    CLOSE("140.31", "eq", { date: "2023-12-29" }),
    RET("2023-12-29", { ...IN("-40", "-30") }),
  ]),
  c("f", A, "tS", "technical", "五粮液三年前100出头，现在97块，相当于原地踏步。", [
    CLOSE("100", "approx", { date: "2023-04-28", err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tT", "technical", "4月29日跳空低开，跌1.86%，成交量约为前一日的2.7倍，放量破位。", [
    BAR("2026-04-29", "chg", { v: "-1.86" }),
    BAR("2026-04-29", "volx", { v: "2.7", cmp: "approx" }),
    BRK(60, "down"),
  ]),
  c("t", A, "tC", "technical", "近120个交易日-18.41%，近60日从高点回撤约12.4%，年初至今-8.36%。", [
    RET(120, { v: "-18.41" }),
    { k: "ta", ind: "dd", n: 60, v: "-12.4", cmp: "approx" },
    RET("2025-12-31", { v: "-8.36" }),
  ]),
  c("f", A, "tC", "technical", "连续5个交易日收跌，空头已经杀红了眼。", [DAYS(5, "down", { err: "technical" })], {
    err: "technical",
  }),
  c("u", A, "fE", "undecidable", "2025年归母净利润同比-10%，普五批价跌破900元（E3）。", [U("五粮液2020年后无财报存储")]),
  c("u", A, "fQ", "undecidable", "26Q1营收/归母净利润同比-15%/-18%，业绩暴雷。", [U("五粮液无季报存储")]),
  c("u", A, "tN", "announcement", "公司4月公告回购10-20亿元，护盘力度不够。", [U("五粮液无公告存储")]),
  c("t", A, "fV", "valuation", "25年7月4日快照PB 3.15倍，市值约4,673亿元，收盘120.39元。", [
    SNAP("pb", "3.15", "x", "eq"),
    SNAP("marketCap", "4673", "亿"),
    CLOSE("120.39", "eq", { date: "2025-07-04" }),
  ]),
  c("f", A, "fV", "valuation", "25年7月快照市值超过6,000亿元，估值修复到位。", [
    SNAP("marketCap", "6000", "亿", "gt", { err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "vF", "annual", "2019年归母净利润174.02亿元，约为同年贵州茅台412.06亿元的42%。", [
    V("net_profit", "2019", "174.02"),
    V("net_profit", "2019", "412.06", "亿", "eq", { t: "600519" }),
    { k: "pair", metric: "net_profit", period: "2019", t2: "600519", mode: "x", v: "0.42", cmp: "approx" },
  ]),
  c("f", A, "vF", "annual", "2019年营收501.18亿元，已超过贵州茅台同年营业收入的七成。", [
    { k: "pair", metric: "operating_revenue", period: "2019", t2: "600519", mode: "x", v: "0.7", cmp: "gt",
      err: "wrong_ratio" },
  ], { err: "wrong_ratio" }),
  c("t", A, "tP", "annual", "组合经理：五粮液最近一份存储财报只到FY2019，净资产742.91亿元，基本面数据陈旧，不据此加仓。", [
    V("parent_equity", "2019", "742.91"),
  ]),
];
