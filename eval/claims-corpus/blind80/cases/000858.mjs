// 五粮液: annual FY2015-2019 only, no quarters, no notices (a missing notice is undecidable), bars 2019-01-02..2026-04-30.
// On 2026-04-30 only its price is decided (FY2025 figures, PE at today's close and notices are undecidable).
import * as H from "../spec-helpers.mjs";

const { V, RET, CLOSE, MAORDER, RSI, MACD, HI52, LO52, U, SPAN, BIAS, DD, AMP, BRK, POS52, VOLR, VOL, MCNOW, BAR } = H;
const c = H.maker("b80-wl", "000858");
const A = "2026-04-30";

export default [
  c("t", A, "tT", "technical", "五粮液收盘97.08元，MA5到MA250六条均线自上而下依次排列，全线空头。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c("t", A, "tS", "technical", "RSI14约28.4，已跌进30以下的超卖区，短线存在技术性修复需求。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "RSI14在38附近，离超卖还有距离，情绪还没到冰点。",
    [RSI("38", "approx", { err: "technical" }), RSI("30", "gt", { err: "technical" })],
    { err: "technical", note: "RSI14=28.39，已超卖" },
  ),
  c("t", A, "tBe", "technical", "较52周高点137.18元跌去约29%，收盘离52周低点97元只差几分钱。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
    LO52({ v: "0.1", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "近一年五粮液股价跌幅约41%，白酒龙头的估值体系在重构。",
    [RET(250, { v: "-41", cmp: "approx", err: "wrong_value" }), U("估值体系的判断")],
    { err: "wrong_value", note: "近250日-26.31%" },
  ),
  c("t", A, "tTr", "technical", "以250个交易日为窗口，五粮液累计回落约26%，止跌信号出现前不抄底。", [
    RET(250, { v: "-26", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "technical", "DIF在4月20日下穿DEA，目前约-1.17，仍在DEA之下，空头动能未衰竭。", [
    MACD("death_cross", 9),
    MACD("dif_value", undefined, { v: "-1.17", cmp: "approx" }),
    MACD("dif_below_dea"),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "DIF已上穿DEA形成金叉，下跌趋势有望扭转。",
    [MACD("dif_above_dea", undefined, { err: "technical" }), U("趋势预期")],
    { err: "technical", note: "DIF -1.174 < DEA -0.717，4月20日死叉" },
  ),
  c("t", A, "fS", "technical", "近20个交易日跌约7%，近5日又跌约4%，收盘已低于此前60个交易日的任何一个收盘价。", [
    RET(20, { v: "-7", cmp: "approx" }),
    RET(5, { v: "-4", cmp: "approx" }),
    BRK(60, "down"),
  ]),
  c(
    "f",
    A,
    "fS",
    "technical",
    "近5个交易日五粮液反弹约4%，情绪面出现回暖迹象。",
    [RET(5, { v: "4", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近5日-4.05%" },
  ),
  c("t", A, "tA", "technical", "和2020年末收盘的291.85元相比，现价已跌去约三分之二。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c("u", A, "fE", "undecidable", "2025年五粮液营业收入约800亿元，同比出现下滑。", [
    V("operating_revenue", "2025", "800", "亿", "approx"),
    U("2025年同比"),
  ]),
  c("u", A, "fV", "undecidable", "以当前股价计，五粮液对应2025年利润的PE约14倍，股息率超过5%。", [
    MCNOW("2025", "14"),
    U("股息率"),
  ]),
  c("u", A, "tN", "undecidable", "五粮液已公告2025年度分红方案，分红总额同比提升。", [U("五粮液公告未采集")]),
  c("u", A, "tM", "undecidable", "普五一批价跌破900元，渠道库存压力仍在。", [U("批价、库存未存储")]),
  c("t", A, "fR", "technical", "20日乖离率约-4.7%，60日回撤约12.4%，短线仍然偏弱。", [
    BIAS(20, { v: "-4.7", cmp: "approx" }),
    DD(60, { v: "-12.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "technical",
    "近60个交易日振幅高达37%，波动风险显著放大。",
    [AMP(60, { v: "37", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "60日振幅13.64%" },
  ),
  c("t", A, "vT", "technical", "股价处在52周区间约0.2%的位置，几乎就是最低点。", [POS52({ v: "0.2", cmp: "approx" })]),
  c("t", A, "tC", "technical", "从2025年最后一个交易日的105.94元算起，五粮液已回落约8.4%，弱势明显。", [
    CLOSE("105.94", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "-8.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "technical",
    "2026年开年至今五粮液股价已下跌约27%，跌幅在白酒股中居前。",
    [SPAN("2025-12-31", { v: "-27", cmp: "approx", err: "wrong_period" }), U("同业排名")],
    { err: "wrong_period", note: "今年以来-8.36%；-27%是自2019年末或近250日" },
  ),
  c("t", A, "tS", "technical", "20日均量较前20日放大约7%，属于放量下跌。", [
    VOLR({ v: "1.07", cmp: "approx" }),
    VOL("expand"),
    RET(20, { dir: "down" }),
  ]),
  c("t", A, "fM", "technical", "4月29日单日跌约1.9%，成交量约为前一日的2.7倍，明显放量。", [
    BAR("2026-04-29", "chg", { v: "-1.9", cmp: "approx" }),
    BAR("2026-04-29", "volx", { v: "2.7", cmp: "approx" }),
  ]),
];
