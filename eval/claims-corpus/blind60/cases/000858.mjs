// 五粮液: FY2015-2019 only (annual), no quarters, no notices, bars 2019-01-02..2026-04-30. Date: 2026-04-30 — its
// price is decided, FY2020 onward is undecidable.
import * as H from "../spec-helpers.mjs";

const { V, PP, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, VOLR, U } = H;
const { SNAP, SNAPDIV, READ, CAGR, BIAS, AMP, DD, BRK } = H;
const c = H.maker("b60-wl", "000858");
const A = "2026-04-30";

export default [
  c("t", A, "tT", "technical", "收盘97.08元，MA5到MA250由低到高依次排开，均线呈完整空头排列。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c("t", A, "tS", "technical", "RSI14约28.4，已掉到30下方的超卖区。", [RSI("28.4", "approx"), RSI("30", "lt")]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "RSI跌到18的极端超卖水平，这种读数历史上很少见。",
    [RSI("18", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14 28.39" },
  ),
  c("t", A, "tT", "technical", "4月20日MACD死叉，DIF -1.17压在DEA -0.72下方。", [
    MACD("death_cross", 10),
    MACD("dif_value", 0, { v: "-1.17" }),
    MACD("dea_value", 0, { v: "-0.72" }),
    MACD("dif_below_dea", 0),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "4月20日MACD金叉，DIF上穿DEA，短线反弹信号出现。",
    [MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "4月20日为死叉" },
  ),
  c("t", A, "bear", "technical", "收盘97.08元贴着52周低点97元，较52周高点137.18元回落约29%。", [
    CLOSE("97.08"),
    LO52({ cond: "level", v: "97" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "距52周高点137.18元已回落近五成，跌势惨烈。",
    [HI52({ cond: "level", v: "137.18" }), HI52({ v: "-50", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-29.2%" },
  ),
  c("t", A, "tTr", "technical", "收盘价同时跌破前20日和前60日的所有收盘价，创60日收盘新低。", [
    BRK(20, "down"),
    BRK(60, "down"),
  ]),
  c("t", A, "fM", "technical", "近250个交易日累计下跌约26%，今年以来也跌了8.4%。", [
    RET(250, { v: "-26", cmp: "approx" }),
    RET("2025-12-31", { v: "-8.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "technical",
    "从去年末的105.94元到现在的97.08元，今年以来跌幅约15%。",
    [
      CLOSE("105.94", "eq", { date: "2025-12-31" }),
      CLOSE("97.08"),
      RET("2025-12-31", { v: "-15", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-8.36%" },
  ),
  c("t", A, "tBe", "technical", "2020年底还收在291.85元，至今已经跌去约三分之二。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    RET("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c("t", A, "fS", "technical", "近20日均量为前20日的约1.07倍，量能略放大，属于放量下跌。", [
    VOLR({ v: "1.07", cmp: "approx" }),
    VOL("expand"),
    RET(20, { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "20日乖离率已达-12%，短线严重超跌，反抽概率大。",
    [BIAS(20, { v: "-12", cmp: "approx", err: "technical" })],
    { err: "technical", note: "BIAS20 -4.65%" },
  ),
  c("t", A, "tC", "technical", "股价低于103.32元的60日线，60日乖离率约-6%。", [
    MA(60, "value", { v: "103.32" }),
    MA(60, "below"),
    BIAS(60, { v: "-6", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "去年7月4日快照总市值约4673亿元，PB 3.15倍。", [
    SNAP("marketCap", "4673", "亿"),
    SNAP("pb", "3.15", "x"),
  ]),
  c(
    "f",
    A,
    "bull",
    "valuation",
    "快照显示PB约2.15倍，对应每股净资产约56元。",
    [SNAP("pb", "2.15", "x", "approx", { err: "wrong_value" }), SNAPDIV("pb", "56", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "PB 3.15，每股净资产约38.2元" },
  ),
  c("t", A, "fT", "valuation", "快照日收盘120.39元，按PB 3.15倍倒推，每股净资产约38.2元。", [
    CLOSE("120.39", "eq", { date: "2025-07-04" }),
    SNAP("pb", "3.15", "x"),
    SNAPDIV("pb", "38.2"),
  ]),
  c("u", A, "fE", "undecidable", "2025年营收同比下滑约两成，普五批价已跌破900元。", [U("2025年报与批价未存储")]),
  c("u", A, "fV", "valuation", "2025年归母净利润约260亿元，按现价算PE约14倍。", [U("五粮液2020年以后财报未存储")]),
  c("u", A, "tN", "undecidable", "一季度经销商打款进度不足三成，渠道库存仍然偏高。", [U("渠道数据")]),
  c("u", A, "bull", "valuation", "PE已低于泸州老窖，估值具备比较优势。", [U("样本外同业")]),
  c("u", A, "tN", "announcement", "公司已公告2025年度分红方案，每10股派现超过50元。", [U("五粮液公告未收集")]),
  c("t", A, "tF", "annual", "2015—2019年归母净利润从61.76亿元增至174.02亿元，年复合增速约29.6%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    CAGR("net_profit", "2015", "2019", { v: "29.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2019年ROE 25.26%，较2018年反而有所回落。",
    [V("roe", "2019", "25.26", "%"), PP("roe", "2019", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2018年22.80%" },
  ),
  c("t", A, "fR", "annual", "资产负债率15.61%→22.47%→22.91%→24.36%→28.48%，2015—2019年逐年抬升。", [
    V("debt_ratio", "2015", "15.61", "%"),
    V("debt_ratio", "2016", "22.47", "%"),
    V("debt_ratio", "2017", "22.91", "%"),
    V("debt_ratio", "2018", "24.36", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "股价稳稳站在250日线之上，长期趋势并没有被破坏。",
    [MA(250, "above", { err: "technical" })],
    { err: "technical", note: "MA250 116.47" },
  ),
  c("t", A, "tTr", "technical", "60日振幅约13.6%，近60日从收盘高点回撤约12.4%。", [
    AMP(60, { v: "13.6", cmp: "approx" }),
    DD(60, { v: "-12.4", cmp: "approx" }),
  ]),
  c("t", A, "bear", "technical", "近120个交易日累计跌约18.4%，这对多方显然不利。", [
    READ(RET(120, { v: "-18.4", cmp: "approx" }), "negative"),
  ]),
  c("t", A, "vT", "technical", "5日线99.42元、10日线100.33元均压在股价上方，短线仍弱。", [
    MA(5, "value", { v: "99.42" }),
    MA(10, "value", { v: "100.33" }),
    MA(5, "below"),
    MA(10, "below"),
  ]),
  c("u", A, "vN", "undecidable", "据渠道调研，五粮液将在二季度主动控货挺价。", [U("传闻")]),
];
