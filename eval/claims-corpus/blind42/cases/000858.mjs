// 五粮液: FY2015-2019 only (no quarter, no notice), bars 2019-01-02..2026-04-30. On 2026-04-30 every figure after
// 2019 is open; the price points are decided. FY2019 points (asOf 2020-05-15) are in zz-late.mjs.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U } = H;
const { READ, BIAS, DD, BRK, POS52, SPAN, MAHOLD, AMP } = H;
const c = H.maker("b42-wly", "000858");
const A = "2026-04-30";

export default [
  c("t", A, "tT", "technical", "MA5<MA10<MA20<MA60<MA120<MA250，完整空头排列，收盘97.08元位于所有均线下方。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    CLOSE("97.08"),
    MA(5, "below"),
    MA(250, "below"),
  ]),
  c("t", A, "tT", "technical", "RSI14跌至28.4进入超卖区，4月20日MACD再度死叉，DIF-1.17低于DEA-0.72。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
    MACD("death_cross", 10),
    MACD("dif_value", 0, { v: "-1.17", cmp: "approx" }),
    MACD("dea_value", 0, { v: "-0.72", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "RSI14回升到48附近，超卖已经修复，短线可以博反弹。",
    [RSI("48", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14为28.39" },
  ),
  c("t", A, "bear", "technical", "收盘97.08元距52周高点137.18元已跌去约29%，几乎贴着52周低点97元。", [
    CLOSE("97.08"),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "过去一年股价从131.75元跌到97.08元，跌幅约36%。",
    [RET(250, { v: "-36", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "250日-26.31%" },
  ),
  c("t", A, "fM", "technical", "近250个交易日跌约26%，今年以来再跌8.4%，距2020年末的291.85元已跌去三分之二。", [
    RET(250, { v: "-26", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-8.4", cmp: "approx" }),
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "股价较2020年末跌去约27%，估值泡沫已基本挤出。",
    [SPAN("2020-12-31", { v: "-27", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-27.01%是自2019年末；自2020年末-66.74%" },
  ),
  c("t", A, "tTr", "technical", "收盘价低于此前60个交易日的任何一个收盘，60日回撤约12.4%，20日乖离-4.7%。", [
    BRK(60, "down"),
    DD(60, { v: "-12.4", cmp: "approx" }),
    BIAS(20, { v: "-4.7", cmp: "approx" }),
  ]),
  c("f", A, "tT", "technical", "股价近期站上20日均线，空头排列正在被破坏。", [MA(20, "above", { err: "technical" })], {
    err: "technical",
    note: "收盘97.08低于MA20 101.81",
  }),
  c("t", A, "tNe", "technical", "近20日下跌约7%，20日均量比前20日略增约7%，属温和放量下跌。", [
    RET(20, { v: "-7", cmp: "approx" }),
    H.VOLR({ v: "1.07", cmp: "approx" }),
    VOL("expand"),
  ]),
  c("t", A, "tC", "technical", "年线MA250约116.47元，股价低于年线约17%，中期下行趋势明确。", [
    MA(250, "value", { v: "116.47" }),
    BIAS(250, { v: "-17", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "当前股价低于年线约4.7%，偏离并不大。",
    [BIAS(250, { v: "-4.7", cmp: "approx", err: "technical" })],
    { err: "technical", note: "-4.65%是20日乖离；年线乖离-16.65%" },
  ),
  c("t", A, "tB", "technical", "2025年末收盘105.94元，而目前97.08元的价格比2019年末133.01元还低约27%。", [
    CLOSE("105.94", "eq", { date: "2025-12-31" }),
    CLOSE("97.08"),
    CLOSE("133.01", "eq", { date: "2019-12-31" }),
    SPAN("2019-12-31", { v: "-27", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "跌破全部均线且RSI不足30，趋势向下，投反对票。", [
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    RSI("30", "lt"),
  ]),
  // ---- open: nothing stored after FY2019 ---------------------------------------------------------------------
  c("u", A, "fE", "undecidable", "2025年五粮液营收约890亿元，归母净利润同比下滑约一成。", [
    V("revenue", "2025", "890", "亿", "approx"),
    G("net_profit", "2025", { v: "-10", cmp: "approx" }),
  ]),
  c("u", A, "bear", "undecidable", "2026年一季度净利润同比下降超过20%，批价倒挂加深，股价已跌到97.08元。", [
    G("net_profit", "2026Q1", { v: "-20", cmp: "lt" }),
    U("批价未存储"),
    CLOSE("97.08"),
  ]),
  c("u", A, "fV", "undecidable", "按2025年EPS约7.6元计，PE已压到13倍以下，股息率超5%。", [
    U("2025年EPS、股息率未存储"),
  ]),
  c("u", A, "tN", "announcement", "五粮液已发布2025年度分红方案，每10股派约58元。", [U("五粮液无公告数据")]),
  c("u", A, "fR", "undecidable", "普五批价跌破800元，经销商库存超过三个月，渠道压力仍在。", [U("渠道数据未存储")]),
  c("u", A, "tBe", "undecidable", "茅台、泸州老窖都比五粮液跌得少，五粮液是白酒板块最弱一环。", [
    U("泸州老窖不在样本内"),
  ]),
  c("u", A, "tP", "undecidable", "预计五粮液将在5月底前完成回购，金额不低于10亿元。", [U("未来事项")]),
  c("u", A, "fS", "undecidable", "雪球上看空五粮液的帖子占比超过七成，情绪冰点。", [U("舆情未存储")]),
];
