// 五粮液: annual FY2015-2019 only (nothing later stored), bars 2019-01-02..2026-04-30, no notices stored.
// Date: 2026-04-30 (its figures after FY2019 are undecidable; technicals decided). FY2019 points sit in zz-late.mjs.
import * as H from "../spec-helpers.mjs";

const { RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, SNAP, U, READ } = H;
const { SPAN, VOLR, BRK, BIAS, DAYS, MAXDAY, UPDAYS } = H;
const c = H.maker("b51-wl", "000858");
const A = "2026-04-30";

export default [
  c("t", A, "tT", "technical", "收盘97.08元，MA5到MA250六条均线自下而上完全空头排列，RSI14约28.4，已进入超卖区。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    RSI("28.4", "approx"),
    RSI("30", "lt"),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "4月20日MACD金叉，DIF已重新上穿DEA，反弹信号出现。",
    [MACD("golden_cross", 9, { err: "technical" }), MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "4月20日是死叉" },
  ),
  c("t", A, "bear", "technical", "收盘价创52周新低，距52周高点137.18元已回撤约29%。", [
    LO52({ cond: "new_low" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c("t", A, "fM", "technical", "近250个交易日累计下跌约26%，从2020年末291.85元的高位算已跌去约三分之二。", [
    RET(250, { v: "-26", cmp: "approx" }),
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "最近20个交易日只跌了约3%，跌幅相当有限。",
    [RET(20, { v: "-3", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "20日-7.00%" },
  ),
  c("u", A, "bear", "undecidable", "2025年营收同比下滑约8%，渠道库存仍在去化。", [U("五粮液2020年后财报未存储")]),
  c("u", A, "fE", "undecidable", "今年一季度归母净利润同比下降超过两成，业绩压力加大。", [U("五粮液季报未存储")]),
  c("u", A, "fV", "undecidable", "当前PE(TTM)约13倍，处在近十年估值底部。", [U("近年利润未存储，无法算TTM")]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "股价依然运行在120日均线上方，中期趋势没坏。",
    [MA(120, "above", { err: "technical" })],
    { err: "technical", note: "97.08 < MA120 107.86" },
  ),
  c("t", A, "tT", "technical", "收盘跌破此前60个交易日的所有收盘价，60日乖离率约-6%。", [
    BRK(60, "down"),
    BIAS(60, { v: "-6", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "technical", "近5日下跌4.05%，20日均量比前20日多出约7%，属于放量下跌。", [
    RET(5, { v: "-4.05" }),
    VOLR({ v: "1.07", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "20日均量较前期萎缩逾三成，缩量阴跌说明抛压已近衰竭。",
    [VOLR({ v: "0.7", cmp: "lt", err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.068" },
  ),
  c("t", A, "fV", "valuation", "去年7月4日快照PB约3.15倍、总市值约4673亿元，此后股价又跌了约19%。", [
    SNAP("pb", "3.15", "x"),
    SNAP("marketCap", "4673", "亿"),
    SPAN("2025-07-04", { v: "-19", cmp: "approx" }),
  ]),
  c("t", A, "tM", "technical", "DIF为-1.17，低于DEA的-0.72，两线都在零轴下方运行。", [
    MACD("dif_value", undefined, { v: "-1.17" }),
    MACD("dea_value", undefined, { v: "-0.72" }),
    MACD("dif_below_dea"),
    MACD("dif_below_zero"),
  ]),
  c(
    "f",
    A,
    "fR",
    "technical",
    "52周最高价147.18元，当前股价较其回撤近三成。",
    [HI52({ cond: "level", v: "147.18", err: "wrong_value" }), HI52({ v: "-30", cmp: "near" })],
    { err: "wrong_value", note: "52周最高137.18元" },
  ),
  c("u", A, "tN", "undecidable", "高端白酒批价继续走弱，普五批价已跌破900元出现倒挂。", [U("批价未存储")]),
  c("u", A, "tN", "undecidable", "五粮液公告控股股东拟增持不低于10亿元。", [U("五粮液公告未存储")]),
  c("t", A, "tBe", "technical", "近5个交易日只有1天收涨，单日最大跌幅约1.9%。", [
    UPDAYS(5, { v: "1" }),
    MAXDAY(5, "down", { v: "-1.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "technical",
    "过去一年跌了26%，已经跌到52周低点，下行空间有限，是低风险的买点。",
    [RET(250, { v: "-26", cmp: "approx" }), LO52({ cond: "new_low" }), READ(RET(250), "positive", { err: "stance" })],
    { err: "stance" },
  ),
  c("t", A, "tNe", "technical", "已连续2个交易日收跌，股价贴着52周低点97元运行。", [
    DAYS(2, "down"),
    LO52({ cond: "level", v: "97" }),
  ]),
];
