// 五粮液 000858: FY2015-2019 annual only, bars 2019-01-02..2026-04-30, no notices (a missing notice is undecidable).
// On 2026-04-30 only its price (and the 2025-07-04 snapshot) is decided; FY2019 points on 2020-05-15.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, CAGR, X, BRK, SNAP } = H;
const { MCNOW, PE, BIAS, VOLR, DD, POS52, SPAN, GSTREAK, LIN, DAYS, AMP, MRET, HILO } = H;
const c = H.maker("b78-wl", "000858");
const A = "2026-04-30";
const E = "2020-05-15";
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // 2026-04-30: price, technicals, the snapshot.
  c(
    "t",
    A,
    "bear",
    "technical",
    "五粮液收于97.08元，5、10、20、60、120、250日均线自下而上完全空头排列，下跌趋势未改。",
    [CLOSE("97.08"), MAORDER([5, 10, 20, 60, 120, 250], "bear")],
  ),
  c("t", A, "tT", "technical", "RSI14约28.4，已落入30以下的超卖区，但MACD在4月20日刚死叉，DIF约-1.17。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
    MACD("death_cross", 9),
    MACD("dif_value", undefined, { v: "-1.17", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI14约58，处于中性偏强区域，短线并不存在超卖。",
    [RSI("58", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14约28.4" },
  ),
  c("t", A, "tBe", "technical", "股价较52周高点137.18元已跌去约29%，收盘几乎贴着52周低点97元。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
    LO52({ v: "1", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "五粮液股价逼近52周高点，距离137.18元只差约3%，突破在即。",
    [HI52({ cond: "level", v: "137.18" }), HI52({ v: "-3", cmp: "approx", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "距52周高点-29.2%，贴近52周低点" },
  ),
  c("t", A, "tTr", "technical", "收盘价跌破前60个交易日的全部收盘价，60日回撤约12%，右侧信号尚未出现。", [
    BRK(60, "down"),
    DD(60, { v: "-12", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "今年以来从105.94元跌到97.08元，跌幅约8.4%；近20日却小幅放量，抛压未减。", [
    CLOSE("105.94", "eq", { date: "2025-12-31" }),
    CLOSE("97.08"),
    RET("2025-12-31", { v: "-8.4", cmp: "approx" }),
    VOLR({ v: "1", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "与2020年末291.85元的历史高位相比，股价已回撤约46%，腰斩还差一步。",
    [CLOSE("291.85", "eq", { date: "2020-12-31" }), RET("2020-12-31", { v: "-46", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "较2020年末-66.7%；-46%是较2022年末" },
  ),
  c("t", A, "tC", "technical", "相对2020年末的291.85元，现价已跌去约三分之二，白酒估值泡沫的出清远比想象漫长。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    RET("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "technical", "过去250个交易日跌约26%，60日乖离约-6%，超跌但趋势仍在下行。", [
    RET(250, { v: "-26", cmp: "approx" }),
    BIAS(60, { v: "-6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "五粮液已站上20日均线101.81元，短期企稳迹象明显，可以激进抄底。",
    [MA(20, "value", { v: "101.81" }), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "收盘97.08元在MA20之下" },
  ),
  c("t", A, "fV", "valuation", "7月4日快照：五粮液总市值约4673亿元、PB 3.15倍；此后股价又跌约19%。", [
    SNAP("marketCap", "4673", "亿"),
    SNAP("pb", "3.15", "x", "eq"),
    SPAN("2025-07-04", { v: "-19", cmp: "approx" }),
  ]),
  c("u", A, "fV", "undecidable", "现价97.08元对应2025年每股收益约7.9元，静态PE只有12倍出头。", [
    CLOSE("97.08"),
    U("五粮液2025年年报未存储"),
  ]),
  c("u", A, "bear", "undecidable", "2025年五粮液营收同比下滑超两成，渠道库存仍在高位，批价跌破千元。", [
    U("五粮液FY2025与批价、库存未存储"),
  ]),
  c("u", A, "bull", "undecidable", "公司已宣布未来三年每年分红不低于70%，股息率超过5%，下有安全垫。", [
    U("五粮液公告未收录"),
  ]),
  c("u", A, "fM", "undecidable", "一季度营收、利润双降，但降幅收窄，二季度有望见底。", [
    U("五粮液2026年一季报未存储；预测"),
  ]),
  c("u", A, "tN", "undecidable", "五粮液普五出厂价下调，经销商反馈动销偏弱。", [U("价格政策与动销未存储")]),
  // 2020-05-15: FY2019 public.
  c("t", E, "bull", "annual", "2019年五粮液营业收入501.18亿元，首次突破500亿元，同比增长约25.2%。", [
    V("operating_revenue", "2019", "501.18"),
    V("operating_revenue", "2019", "500", "亿", "gt"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
  ]),
  c("t", E, "fE", "annual", "归母净利润174.02亿元，同比增长30.02%，已连续三年增速超过30%。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.02" }),
    GSTREAK("net_profit", ["2017", "2018", "2019"], 30, undefined),
  ]),
  c(
    "f",
    E,
    "fE",
    "annual",
    "2019年归母净利润174.02亿元，同比增长约38%，增速维持高位。",
    [V("net_profit", "2019", "174.02"), G("net_profit", "2019", { v: "38", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "38.4%是2018年增速；2019年+30.0%" },
  ),
  c("t", E, "tF", "annual", "2015年到2019年净利润从61.76亿元增至174.02亿元，四年复合增速约29.6%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    CAGR("net_profit", "2015", "2019", { v: "29.6", cmp: "approx" }),
  ]),
  c("t", E, "tF", "annual", "加权ROE从14.93%逐年抬升到25.26%，五年里没有一年回落。", [
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
    UP("roe", Y),
  ]),
  c(
    "f",
    E,
    "tF",
    "annual",
    "2019年ROE为25.26%，比上年提高约4.1个百分点。",
    [V("roe", "2019", "25.26", "%"), PP("roe", "2019", { v: "4.1", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "提高2.46个百分点；4.1是负债率的变动" },
  ),
  c("t", E, "fR", "annual", "经营现金流净额231.12亿元，同比增长约88%，是净利润的1.3倍左右，回款极好。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1.3", { cmp: "approx" }),
  ]),
  c("t", E, "fR", "annual", "资产负债率由2018年的24.36%升至28.48%，上升约4.1个百分点，但对白酒企业仍属低杠杆。", [
    V("debt_ratio", "2018", "24.36", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    PP("debt_ratio", "2019", { v: "4.1", cmp: "approx" }),
  ]),
  c(
    "f",
    E,
    "bear",
    "annual",
    "资产负债率连续五年下降，2019年降至28.48%，公司在主动收缩财务杠杆。",
    [V("debt_ratio", "2019", "28.48", "%"), H.DOWN("debt_ratio", Y, { err: "wrong_direction" })],
    { err: "wrong_direction", note: "15.61%→28.48%，逐年上升" },
  ),
  c("t", E, "fSy", "annual", "总资产1063.97亿元首次站上千亿，归母净资产742.91亿元，净利率约34.7%。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    V("parent_equity", "2019", "742.91"),
    R("net_profit", "operating_revenue", "2019", "34.7", { u: "%", cmp: "approx" }),
  ]),
  c("t", E, "fV", "valuation", "5月15日收盘145.22元，对应2019年每股收益4.48元，静态PE约32倍。", [
    CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32", "approx"),
  ]),
  c(
    "f",
    E,
    "fV",
    "valuation",
    "以145.22元股价和2019年4.48元每股收益计，静态市盈率约23倍，处于历史低位。",
    [CLOSE("145.22"), V("basic_eps", "2019", "4.48", "元"), PE("2019", "23", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约32.4倍" },
  ),
  c("t", E, "tT", "technical", "5日、10日、20日、60日均线多头排列，RSI约70，已进入超买边缘。", [
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("70", "approx"),
  ]),
  c("t", E, "tB", "technical", "股价距52周高点147.99元不足2%，较52周低点96元已上涨约51%。", [
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
    LO52({ cond: "level", v: "96" }),
    LO52({ v: "51", cmp: "approx" }),
  ]),
  c(
    "f",
    E,
    "tTr",
    "technical",
    "近20日成交量较此前20日放大约两成，量价齐升，上攻动能充足。",
    [VOLR({ v: "1.2", cmp: "approx", err: "technical" })],
    { err: "technical", note: "近20日均量是前20日的0.81倍，缩量" },
  ),
  c("t", E, "tTr", "technical", "近20个交易日上涨约13%，但成交量萎缩至前20日的约八成，缩量上攻需警惕。", [
    RET(20, { v: "13", cmp: "approx" }),
    VOLR({ v: "0.8", cmp: "approx" }),
  ]),
  c("t", E, "vT", "technical", "年初以来上涨约9.2%，MACD的DIF在DEA上方且处于零轴之上，投多。", [
    RET("2019-12-31", { v: "9.2", cmp: "approx" }),
    MACD("dif_above_dea"),
    MACD("dif_above_zero"),
  ]),
  c("u", E, "bear", "undecidable", "2020年一季度受疫情影响，五粮液动销下滑，二季度回款压力将集中显现。", [
    U("五粮液2020年一季报与动销未存储；预测"),
  ]),
  c("u", E, "fM", "undecidable", "预计2020年五粮液营收增速约15%，净利润有望突破200亿元。", [U("预测")]),
];
