// 五粮液: FY2015-2019 only (public 2020-04-30), bars 2019-01-02..2026-04-30, no notices stored (a missing notice is
// open). On 2026-04-30 only its price is decided; its fundamentals are written on 2020-05-15.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, X, BIAS, IN } = H;
const { POS52, BRK, DD, VOLR, HILO, MRET, WEEKS, PE, GSTREAK, LIN, MAX_CROSS, READ, UPDAYS, MAXDAY, BAR, AMP } = H;
const { PAIR } = H;
const c = H.maker("b74-wl", "000858");
const A = "2026-04-30";
const B = "2020-05-15";
const Y5 = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // 2026-04-30: price only
  c("t", A, "bear", "technical", "五粮液收于97.08元，5/10/20/60/120/250日均线完全空头排列，趋势向下。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "五粮液收于97.08元，短中期均线已呈多头排列，底部反转确立。",
    [CLOSE("97.08"), MAORDER([5, 10, 20, 60], "bull", { err: "technical" })],
    { err: "technical", note: "均线空头排列" },
  ),
  c("t", A, "bear", "technical", "收盘97.08元，紧贴52周最低价97元，距52周高点137.18元已回落约29%。", [
    LO52({ cond: "level", v: "97" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c("t", A, "bull", "technical", "RSI(14)约28.4，已进入30以下的超卖区，技术性反弹随时可能出现。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "RSI(14)仍在48附近，离超卖还远，下跌远未结束。",
    [RSI("48", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14 28.39" },
  ),
  c("t", A, "bear", "technical", "MACD于4月20日死叉，DIF约-1.17低于DEA约-0.72，空头动能仍在释放。", [
    MACD("death_cross", 10),
    MACD("dif_value", undefined, { v: "-1.17", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "-0.72", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "收盘97.08元，比2020年末的291.85元跌去约三分之一。",
    [CLOSE("97.08"), RET("2020-12-31", { v: "-33", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "跌去约三分之二（-66.7%）" },
  ),
  c("t", A, "bear", "technical", "从2021年2月19日收盘344.40元的高点算起，股价已下跌约72%。", [
    HILO("max", "2019-01-02", { v: "344.40" }),
    RET("2021-02-19", { v: "-72", cmp: "approx" }),
  ]),
  c("t", A, "bear", "technical", "4月下跌约6%，周线连续四周收跌，年初以来累计跌8.4%。", [
    MRET("2026-04", { v: "-6", cmp: "approx" }),
    WEEKS(4, "down"),
    RET("2025-12-31", { v: "-8.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "年初以来五粮液逆势上涨约8.4%，白酒板块中表现居前。",
    [RET("2025-12-31", { v: "8.4", cmp: "approx", err: "wrong_direction" }), U("板块内排名：同业行情未存储")],
    { err: "wrong_direction", note: "年内-8.36%" },
  ),
  c("t", A, "tT", "technical", "收盘价跌破此前60个交易日所有收盘价，乖离率BIAS20约-4.7%。", [
    BRK(60, "down"),
    BIAS(20, { v: "-4.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日成交量较前20日萎缩三成，缩量阴跌，抛压已衰竭。",
    [VOLR({ v: "0.7", cmp: "approx", err: "technical" })],
    { err: "technical", note: "20日均量为前20日的1.07倍" },
  ),
  c("t", A, "tT", "technical", "近20日均量约为前20日的1.07倍，放量下跌，250日乖离约-16.6%。", [
    VOLR({ v: "1.07", cmp: "approx" }),
    VOL("expand"),
    RET(20, { dir: "down" }),
    BIAS(250, { v: "-16.6", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "近10个交易日只有2天收涨，最后两天连跌，股价位于52周区间最底部。", [
    UPDAYS(10, { v: "2" }),
    H.DAYS(2, "down"),
    POS52({ v: "5", cmp: "le" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近250个交易日五粮液下跌约16%，持有者普遍处于浮亏。",
    [RET(250, { v: "-16", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-26.31%" },
  ),
  c("t", A, "fM", "technical", "从2025年12月31日的105.94元到现在，三个多月跌了约8%，且4月30日收于年内最低。", [
    CLOSE("105.94", "eq", { date: "2025-12-31" }),
    RET("2025-12-31", { v: "-8", cmp: "approx" }),
    HILO("min", "2026-01-01", { v: "97.08" }),
  ]),
  c("u", A, "fE", "undecidable", "五粮液2025年营收同比下滑约10%，普五批价跌破900元。", [
    U("五粮液FY2025未存储；批价未存储"),
  ]),
  c("u", A, "fV", "undecidable", "以2025年利润计，五粮液PE已不足13倍，股息率接近5%。", [
    U("五粮液FY2025利润与分红未存储"),
  ]),
  c("u", A, "tN", "undecidable", "五粮液公告2025年度分红方案，拟每10股派现超50元。", [U("五粮液无公告存储")]),
  c("u", A, "tBe", "undecidable", "五粮液26Q1净利润同比下降两成，渠道库存仍高。", [U("五粮液2026Q1未存储")]),
  c("t", A, "tC", "technical", "60日振幅约13.6%，近20日自高点回撤约7.5%，弱势中不宜抄底。", [
    AMP(60, { v: "13.6", cmp: "approx" }),
    DD(20, { v: "-7.5", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "4月24日曾短暂站上5日线，但最近两日连续回落，收盘重回5日线和年线之下。", [
    MAX_CROSS(5, "up", 10),
    H.DAYS(2, "down"),
    MA(5, "below"),
    MA(250, "below"),
  ]),
  // 2020-05-15: FY2019 public
  c("t", B, "bull", "annual", "2019年营业收入501.18亿元，同比增长约25.2%，首次站上500亿元台阶。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    MAX("operating_revenue", "2019", Y5),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    MAX("operating_revenue", "2018", ["2015", "2016", "2017", "2018"]),
  ]),
  c(
    "f",
    B,
    "bull",
    "annual",
    "2019年营业收入501.18亿元，同比增长约32.6%，增长势头强劲。",
    [
      V("operating_revenue", "2019", "501.18"),
      G("operating_revenue", "2019", { v: "32.6", cmp: "approx", err: "wrong_period" }),
      G("operating_revenue", "2019", { size: "增长强劲" }),
    ],
    { err: "wrong_period", note: "32.6%是2018年增速；2019年+25.2%" },
  ),
  c("t", B, "bull", "annual", "归母净利润174.02亿元，同比增长30.0%，增速快于营收近5个百分点。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.0", cmp: "approx" }),
    H.GDIFF(
      { metric: "net_profit", period: "2019" },
      { metric: "operating_revenue", period: "2019" },
      { v: "5", cmp: "near" },
    ),
  ]),
  c(
    "f",
    B,
    "bear",
    "annual",
    "归母净利润174.02亿元，同比增长30.0%，单看利润端属明显利空。",
    [
      V("net_profit", "2019", "174.02"),
      G("net_profit", "2019", { v: "30.0", cmp: "approx" }),
      READ(G("net_profit", "2019"), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "利润增长30%读作利空" },
  ),
  c("t", B, "bull", "annual", "2017-2019年归母净利增速分别为42.6%、38.4%、30.0%，连续三年超30%。", [
    G("net_profit", "2017", { v: "42.6", cmp: "approx" }),
    G("net_profit", "2018", { v: "38.4", cmp: "approx" }),
    G("net_profit", "2019", { v: "30.0", cmp: "approx" }),
    GSTREAK("net_profit", ["2017", "2018", "2019"], 30, null),
  ]),
  c(
    "t",
    B,
    "bull",
    "annual",
    "归母净利从2015年的61.76亿元增至174.02亿元，四年增长约1.8倍，CAGR近30%。",
    [
      V("net_profit", "2015", "61.76"),
      X("net_profit", "2019", "2015", { v: "2.8", cmp: "approx" }),
      CAGR("net_profit", "2015", "2019", { v: "30", cmp: "near" }),
    ],
    { note: "增长1.8倍 = 为2015年的2.8倍" },
  ),
  c(
    "f",
    B,
    "bull",
    "annual",
    "2015-2019年营收复合增速约29.6%，与利润增速齐头并进。",
    [CAGR("operating_revenue", "2015", "2019", { v: "29.6", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营收CAGR 23.3%；29.6%是净利润CAGR" },
  ),
  c("t", B, "fR", "annual", "资产负债率从24.36%升到28.48%，上升约4.1个百分点，主要是负债增长44%快于资产的23.6%。", [
    V("debt_ratio", "2018", "24.36", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    PP("debt_ratio", "2019", { v: "4.1", cmp: "approx" }),
    G("total_liabilities", "2019", { v: "44", cmp: "approx" }),
    G("total_assets", "2019", { v: "23.6", cmp: "approx" }),
  ]),
  c(
    "f",
    B,
    "fR",
    "annual",
    "资产负债率28.48%，较上年下降约4个百分点，财务更趋稳健。",
    [
      V("debt_ratio", "2019", "28.48", "%"),
      PP("debt_ratio", "2019", { v: "-4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "上升4.12个百分点" },
  ),
  c("t", B, "fE", "annual", "ROE由22.80%提升至25.26%，2015年以来逐年走高。", [
    V("roe", "2018", "22.80", "%"),
    V("roe", "2019", "25.26", "%"),
    UP("roe", Y5),
  ]),
  c("t", B, "fE", "annual", "经营现金流231.12亿元，同比增长约88%，达到归母净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  c(
    "f",
    B,
    "fE",
    "annual",
    "经营现金流231.12亿元，2015年以来每年都在增长，造血能力稳定。",
    [V("operating_cash_flow", "2019", "231.12"), UP("operating_cash_flow", Y5, { err: "overstatement" })],
    { err: "overstatement", note: "2017年97.66亿低于2016年116.97亿" },
  ),
  c("t", B, "fV", "valuation", "按2019年基本每股收益4.48元，现价145.22元对应静态PE约32倍。", [
    V("basic_eps", "2019", "4.48", "元"),
    CLOSE("145.22"),
    PE("2019", "32", "approx"),
  ]),
  c(
    "f",
    B,
    "fV",
    "valuation",
    "现价145.22元，对应2019年每股收益4.48元仅约3.2倍PE，严重低估。",
    [PE("2019", "3.2", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "约32.4倍" },
  ),
  c("t", B, "tT", "technical", "5/10/20/60日均线多头排列，3月30日MACD金叉后股价持续走强，RSI约70。", [
    MAORDER([5, 10, 20, 60], "bull"),
    MACD("golden_cross", 40),
    RET("2020-03-30", { dir: "up" }),
    RSI("70", "approx"),
  ]),
  c("t", B, "tT", "technical", "收盘145.22元，距52周高点147.99元不足2%，近一年涨幅超五成。", [
    CLOSE("145.22"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
    RET(250, { v: "50", cmp: "gt" }),
  ]),
  c(
    "f",
    B,
    "tT",
    "technical",
    "5月15日收盘145.22元，创出52周新高，突破在即。",
    [HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周收盘高点高于145.22" },
  ),
  c("t", B, "tS", "technical", "4月单月上涨约17.9%，周线连续三周收涨，近10日有7天收红。", [
    MRET("2020-04", { v: "17.9", cmp: "approx" }),
    WEEKS(3, "up"),
    UPDAYS(10, { v: "7" }),
  ]),
  c(
    "f",
    B,
    "tS",
    "technical",
    "4月五粮液股价下跌约4.5%，资金在年报前离场。",
    [MRET("2020-04", { v: "-4.5", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-4.48%是3月；4月+17.86%" },
  ),
  c("t", B, "tC", "technical", "20日乖离率约6.8%，RSI已到70，短线追高风险大。", [
    BIAS(20, { v: "6.8", cmp: "approx" }),
    RSI("70", "ge"),
  ]),
  c("t", B, "tNe", "technical", "近20日量能萎缩到前20日的约八成，股价却从3月19日最低102.11元一路涨上来。", [
    VOLR({ v: "0.8", cmp: "approx" }),
    HILO("min", "2020-01-01", { v: "102.11" }),
  ]),
  c("u", B, "tN", "undecidable", "公司公告拟每10股派发现金红利22元，分红率维持在50%左右。", [U("五粮液无公告存储")]),
  c("u", B, "tB", "undecidable", "2020年一季度营收增长15%，疫情影响远小于同行。", [
    U("五粮液2020Q1未存储；同行未存储"),
  ]),
  c("t", B, "vF", "annual", "总资产1063.97亿元首次突破千亿，归母净资产742.91亿元，增约17%。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    MAX("total_assets", "2018", ["2015", "2016", "2017", "2018"]),
    V("parent_equity", "2019", "742.91"),
    G("parent_equity", "2019", { v: "17", cmp: "approx" }),
  ]),
  c("t", B, "vN", "annual", "年报披露扣非归母净利174.06亿元，同比增约29.9%，与归母利润几乎一致。", [
    V("deducted_net_profit", "2019", "174.06"),
    G("deducted_net_profit", "2019", { v: "29.9", cmp: "approx" }),
    PAIR("deducted_net_profit", "2019", undefined, { metric2: "net_profit", v: "1.00", cmp: "approx" }),
  ]),
];
