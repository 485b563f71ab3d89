// 五粮液 on 2026-04-30: FY2015-2019 stored only, so only its price is decided; no notices at all.
import * as H from "../spec-helpers.mjs";

const { RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, POS52, SPAN, BRK, DAYS, U, V } = H;
const c = H.maker("b85-wl", "000858");
const A = "2026-04-30";

export default [
  c("t", A, "tT", "technical", "五粮液收盘97.08元，5、10、20、60、120、250日均线自下而上完全空头排列。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c("t", A, "bear", "technical", "股价贴着52周低点97元运行，较52周高点137.18元已跌去约29%。", [
    LO52({ cond: "level", v: "97" }),
    LO52({ v: "1", cmp: "lt" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "RSI约28.4，已跌入30以下的超卖区，短线存在技术性反抽需求。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "五粮液RSI约58，仍在强势区，技术面未见破位。",
    [RSI("58", "approx", { err: "technical" })],
    { err: "technical", note: "RSI 28.39" },
  ),
  c("t", A, "fM", "technical", "近250个交易日五粮液下跌约26%，较2020年末291.85元的收盘价已跌去约三分之二。", [
    RET(250, { v: "-26", cmp: "approx" }),
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "4月20日MACD死叉后DIF约-1.17，低于DEA且位于零轴下方，收盘价已跌破前60日所有收盘价。", [
    MACD("death_cross", 9),
    MACD("dif_value", 0, { v: "-1.17", cmp: "approx" }),
    MACD("dif_below_dea", 0),
    MACD("dif_below_zero", 0),
    BRK(60, "down"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "五粮液年初至今上涨约8.4%，股价已率先企稳。",
    [SPAN("2025-12-31", { v: "8.4", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年初至今-8.36%" },
  ),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "股价位于52周区间的中部，约五成位置，上下空间对称。",
    [POS52({ v: "50", cmp: "approx", err: "technical" })],
    { err: "technical", note: "位置约0.2%" },
  ),
  c("u", A, "bear", "annual", "五粮液2025年营业收入同比下滑约一成，为十年来首次负增长。", [U("五粮液FY2025未存储")]),
  c("u", A, "fV", "valuation", "按2025年每股收益计，五粮液市盈率已降至约12倍。", [U("五粮液2025年每股收益未存储")]),
  c("u", A, "tN", "announcement", "五粮液公告2025年度每10股派现超过50元，股息率约5%。", [U("五粮液无公告数据")]),
  c("f", A, "tB", "technical", "五粮液收盘重新站上20日均线，短线已经企稳。", [MA(20, "above", { err: "technical" })], {
    err: "technical",
    note: "收盘97.08 < MA20 101.81",
  }),
];
