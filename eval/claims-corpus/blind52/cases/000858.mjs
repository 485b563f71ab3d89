// 五粮液 on 2026-04-30: bars 2019..2026, annual figures only FY2015-2019, no notices. Financial points about recent
// years are undecidable; the price points decide. FY2019 points on 2020-05-15 are in zz-late.mjs.
import * as H from "../spec-helpers.mjs";

const { MA, MAORDER, RSI, MACD, HI52, LO52, RET, U, SNAP, SPAN, MRET, BIAS, BRK, VOLR, WEEKS, UPDAYS, CLOSE } = H;
const c = H.maker("b52-wl", "000858");
const A = "2026-04-30";

export default [
  c("t", A, "tT", "technical", "收盘97.08元，5、10、20、60、120、250日均线自上而下空头排列，250日线远在116.47元。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(250, "value", { v: "116.47" }),
  ]),
  c("t", A, "tS", "technical", "RSI14约28.4，跌进30以下的超卖区，收盘同时创出52周收盘新低。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
    LO52({ cond: "new_low" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "RSI14约28已明显超卖，收盘也重新站上了5日均线，反弹一触即发。",
    [RSI("28", "approx"), MA(5, "above", { err: "technical" })],
    { err: "technical", note: "MA5 99.42，收盘97.08在其下方" },
  ),
  c("t", A, "tBe", "technical", "周线已经四连跌，4月单月跌约6%，较52周高点137.18元跌去约29%。", [
    WEEKS(4, "down"),
    MRET("2026-04", { v: "-6", cmp: "approx" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "technical",
    "一年下来股价跌掉四成还多，跌势远未结束。",
    [RET(250, { v: "-40", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-26.31%" },
  ),
  c("t", A, "fM", "technical", "股价由2020年末的291.85元跌到97.08元，五年多累计跌去约三分之二。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    SPAN("2020-12-31", { v: "-67", cmp: "approx" }),
    CLOSE("97.08"),
  ]),
  c("u", A, "bull", "undecidable", "2025年归母净利润预计同比下滑一成左右，但分红率已提到70%。", [
    U("FY2025未存储；分红率未存储"),
  ]),
  c("u", A, "fR", "undecidable", "普五批价已跌破900元，渠道库存超过两个月。", [U("批价、库存天数未存储")]),
  c("t", A, "tC", "valuation", "去年7月4日快照市值约4673亿元、PB 3.15倍，此后股价由120.39元跌到97.08元，跌约19%。", [
    SNAP("marketCap", "4673", "亿"),
    SNAP("pb", "3.15", "x", "eq"),
    CLOSE("120.39", "eq", { date: "2025-07-04" }),
    CLOSE("97.08"),
    SPAN("2025-07-04", { v: "-19", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "收盘97.08元距60日均线103.32元只差2%左右，随时可能收复。",
    [MA(60, "value", { v: "103.32" }), BIAS(60, { v: "-2", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "乖离-6.04%" },
  ),
  c("t", A, "tTr", "technical", "近10个交易日只有2天收涨，收盘已跌破此前60个交易日的全部收盘价。", [
    UPDAYS(10, { v: "2" }),
    BRK(60, "down"),
  ]),
  c("u", A, "fV", "undecidable", "按2025年业绩测算，当前PE已不足15倍，接近历史底部。", [U("FY2025未存储")]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "4月收涨约6%，止跌企稳的迹象已经明确，这一票看多。",
    [MRET("2026-04", { v: "6", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "4月-5.99%" },
  ),
  c("t", A, "tNe", "technical", "年初以来从105.94元跌到97.08元，回落约8.4%；近20日跌7%，量能比前20日略放大约7%。", [
    CLOSE("105.94", "eq", { date: "2025-12-31" }),
    CLOSE("97.08"),
    SPAN("2025-12-31", { v: "-8.4", cmp: "approx" }),
    RET(20, { v: "-7" }),
    VOLR({ v: "1.07", cmp: "approx" }),
  ]),
];
