// 五粮液 000858: FY2015-2019 stored, no notices. On 2020-05-15 (FY2019 public), 2021-04-30 (FY2020 not stored) and
// 2026-04-30 (only its price decides).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOLR, VOL, U, CAGR } = H;
const { PE, READ, BRK, BIAS, SPAN, POS52, GDIFF, DD } = H;
const c = H.maker("b83-wly", "000858");
const W = "2020-05-15";
const M = "2021-04-30";
const A = "2026-04-30";
const Y15_19 = ["2015", "2016", "2017", "2018", "2019"];

export default [
  c("t", W, "bull", "annual", "2019年营业收入501.18亿元，同比增长约25.2%，首次突破500亿元大关。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    MAX("operating_revenue", "2018", ["2015", "2016", "2017", "2018"]),
    V("operating_revenue", "2018", "500", "亿", "lt"),
  ]),
  c("t", W, "fE", "annual", "归母净利润174.02亿元，同比增长30.02%，利润增速跑赢收入。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.02" }),
    GDIFF(
      { metric: "net_profit", period: "2019" },
      { metric: "operating_revenue", period: "2019" },
      { v: "0", cmp: "gt" },
    ),
  ]),
  c(
    "f",
    W,
    "bear",
    "annual",
    "2019年归母净利润同比增长38.35%，增速已处高位，后续难以为继。",
    [G("net_profit", "2019", { v: "38.35", err: "wrong_period" })],
    { err: "wrong_period", note: "38.35%是2018年增速；2019年+30.02%" },
  ),
  c("t", W, "tF", "annual", "2015—2019年归母净利润连续四年增长，年复合增速约29.6%。", [
    UP("net_profit", Y15_19),
    CAGR("net_profit", "2015", "2019", { v: "29.6", cmp: "approx" }),
  ]),
  c(
    "f",
    W,
    "tB",
    "annual",
    "按复合口径，2015到2019年归母净利润年均增速约35%，高成长毋庸置疑。",
    [CAGR("net_profit", "2015", "2019", { v: "35", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际约29.6%" },
  ),
  c("t", W, "fR", "annual", "资产负债率28.48%，为2015年以来最高，但仍不足三成。", [
    V("debt_ratio", "2019", "28.48", "%"),
    MAX("debt_ratio", "2019", Y15_19),
    V("debt_ratio", "2019", "30", "%", "lt"),
  ]),
  c(
    "f",
    W,
    "tC",
    "annual",
    "资产负债率较上年下降约4.1个百分点至28.48%，杠杆进一步收缩。",
    [
      V("debt_ratio", "2019", "28.48", "%"),
      PP("debt_ratio", "2019", { v: "-4.1", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "24.36%→28.48%，上升4.12个百分点" },
  ),
  c("t", W, "fE", "annual", "经营现金流净额231.12亿元，同比增长约88%，约为归母净利润的1.3倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1.3", { cmp: "approx" }),
  ]),
  c(
    "f",
    W,
    "fT",
    "annual",
    "2019年经营现金流净额高达2311.2亿元，现金回笼能力罕见。",
    [V("operating_cash_flow", "2019", "2311.2", "亿", "eq", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "231.12亿，错十倍" },
  ),
  c("t", W, "tF", "annual", "加权ROE由22.80%升至25.26%，提高约2.5个百分点，已连续四年上升。", [
    V("roe", "2018", "22.80", "%"),
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { v: "2.5", cmp: "approx" }),
    UP("roe", Y15_19),
  ]),
  c("t", W, "fV", "valuation", "2019年每股收益4.48元，对照145.22元的收盘价，静态市盈率约32倍。", [
    CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32"),
  ]),
  c(
    "f",
    W,
    "fV",
    "valuation",
    "五粮液静态市盈率仅约23倍，相对白酒龙头仍有估值洼地。",
    [PE("2019", "23", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "145.22/4.48≈32.4倍" },
  ),
  c("t", W, "tT", "technical", "收盘145.22元，5、10、20、60日均线多头排列，RSI约70.3，已到超买边缘。", [
    CLOSE("145.22"),
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("70.3", "approx"),
  ]),
  c(
    "f",
    W,
    "tS",
    "technical",
    "RSI14只有50左右，处于中性区域，上行空间依然充足。",
    [RSI("50", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14为70.29" },
  ),
  c("t", W, "tBe", "technical", "股价已处52周区间上沿，距147.99元的一年高点不到2%。", [
    POS52({ v: "80", cmp: "ge" }),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
  c("t", W, "tT", "technical", "近20个交易日上涨13.06%，近250个交易日累计涨约51%。", [
    RET(20, { v: "13.06" }),
    RET(250, { v: "51", cmp: "approx" }),
  ]),
  c(
    "f",
    W,
    "tA",
    "technical",
    "近250个交易日累计涨幅已经超过一倍，主升浪仍在延续。",
    [RET(250, { v: "100", cmp: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "实际+51.33%" },
  ),
  c("t", W, "tS", "technical", "MACD快线5.84仍压在慢线5.10之上，3月30日金叉以来多头格局未破。", [
    MACD("dif_value", undefined, { v: "5.84", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "5.10", cmp: "approx" }),
    MACD("golden_cross", 35),
    MACD("dif_above_dea"),
  ]),
  c("u", W, "tN", "announcement", "五粮液公告2019年度利润分配方案为每10股派25.5元。", [U("五粮液无公告数据")]),
  c("u", W, "fM", "undecidable", "若疫情在二季度得到控制，2020年营收仍有望增长15%左右。", [U("情景与预测")]),
  c("t", W, "vT", "technical", "最近20个交易日的平均成交量比再往前20日少了约19%，股价却在涨，价涨量缩。", [
    VOLR({ v: "0.81", cmp: "approx" }),
    VOL("shrink"),
    RET(20, { dir: "up" }),
  ]),
  c("t", M, "tT", "technical", "收盘285元，近250个交易日累计上涨约125%，一年之内翻了一倍有余。", [
    CLOSE("285"),
    RET(250, { v: "125", cmp: "approx" }),
  ]),
  c("t", M, "tS", "technical", "4月20日刚刚金叉，目前快线3.48明显高于慢线0.78。", [
    MACD("dif_value", undefined, { v: "3.48", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "0.78", cmp: "approx" }),
    MACD("golden_cross", 10),
  ]),
  c(
    "f",
    M,
    "tBe",
    "technical",
    "收盘285元，离357.19元的52周高点只剩约2%，上方套牢盘的抛压近在眼前。",
    [HI52({ cond: "level", v: "357.19" }), HI52({ v: "-2", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "距高点约-20.2%" },
  ),
  c("t", M, "tC", "technical", "比一年内357.19元的峰值仍低约两成，自近60日收盘高点以来回撤约17%。", [
    HI52({ cond: "level", v: "357.19" }),
    HI52({ v: "-20", cmp: "approx" }),
    DD(60, { v: "-17", cmp: "approx" }),
  ]),
  c("u", M, "fE", "annual", "2020年五粮液归母净利润约199亿元，同比增长约14%。", [
    V("net_profit", "2020", "199", "亿", "approx"),
    G("net_profit", "2020", { v: "14", cmp: "approx" }),
  ]),
  c("u", M, "fQ", "quarterly", "2021年一季度五粮液归母净利润同比增长超过20%。", [
    G("net_profit", "2021Q1", { v: "20", cmp: "gt" }),
  ]),
  c("t", M, "vT", "technical", "较2020年末291.85元的收盘价，今年以来下跌约2.4%。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    SPAN("2020-12-31", { v: "-2.4", cmp: "approx" }),
  ]),
  c(
    "f",
    M,
    "tTr",
    "technical",
    "近60个交易日微涨0.35%，中期趋势依然向上。",
    [RET(60, { v: "0.35", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近60日-0.35%" },
  ),
  c("t", A, "tT", "technical", "收盘97.08元，RSI14约28.4，已跌入30以下的超卖区。", [
    CLOSE("97.08"),
    RSI("28.4", "approx"),
    RSI("30", "lt"),
  ]),
  c("t", A, "tBe", "technical", "5日到250日均线依次空头排列，收盘价位于全部均线之下。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(5, "below"),
    MA(250, "below"),
  ]),
  c("t", A, "tS", "technical", "近250个交易日下跌约26.3%，较2020年末的291.85元已跌去约三分之二。", [
    RET(250, { v: "-26.3", cmp: "approx" }),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "technical",
    "五粮液今年以来跌幅已达约18.4%，弱势格局难改。",
    [SPAN("2025-12-31", { v: "-18.4", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "年初至今-8.36%；-18.4%是近120个交易日" },
  ),
  c("t", A, "tC", "technical", "收盘创60日收盘新低，较这一窗口内的收盘高点回撤约12.4%。", [
    BRK(60, "down"),
    DD(60, { v: "-12.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "五粮液日线MACD刚刚低位金叉，空头动能已经衰竭。",
    [MACD("golden_cross", 8, { err: "technical" })],
    { err: "technical", note: "4月20日是死叉" },
  ),
  c("u", A, "fE", "annual", "2025年五粮液营业收入约890亿元，同比下滑约3%。", [
    V("operating_revenue", "2025", "890", "亿", "approx"),
    G("operating_revenue", "2025", { v: "-3", cmp: "approx" }),
  ]),
  c("u", A, "tF", "quarterly", "五粮液2026年一季度归母净利润同比下降约10%，降幅有所收窄。", [
    G("net_profit", "2026Q1", { v: "-10", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "股价连创20日新低、RSI跌破30，说明市场情绪积极，应顺势追涨。",
    [BRK(20, "down"), RSI("30", "lt"), READ(RET(20), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作积极" },
  ),
  c("t", A, "tM", "technical", "20日乖离率约-4.7%，近5个交易日下跌4.05%。", [
    BIAS(20, { v: "-4.7", cmp: "approx" }),
    RET(5, { v: "-4.05" }),
  ]),
  c("t", A, "tNe", "technical", "收盘97.08元创下52周收盘新低，距137.18元的一年高点约低29%。", [
    CLOSE("97.08"),
    LO52({ cond: "new_low" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c("u", A, "fV", "undecidable", "按97.08元计，五粮液股息率已超过5%，估值具备安全边际。", [
    CLOSE("97.08"),
    U("分红数据未存储"),
  ]),
];
