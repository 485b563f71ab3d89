// 五粮液: FY2015-2019 only, bars 2019-01-02..2026-04-30, no notices. On 2026-04-30 only the price is decided.
import * as H from "../spec-helpers.mjs";

const { RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, U, SPAN, DD, BRK, POS52, MRET, HILO, WEEKS } = H;
const c = H.maker("b76-wl", "000858");
const A = "2026-04-30";

export default [
  c(
    "t",
    A,
    "tT",
    "technical",
    "五粮液收盘97.08元，5/10/20/60/120/250日均线自下而上完全空头排列，RSI14约28.4进入超卖区。",
    [CLOSE("97.08"), MAORDER([5, 10, 20, 60, 120, 250], "bear"), RSI("28.4", "approx"), RSI("30", "lt")],
  ),
  c("f", A, "tT", "technical", "RSI14回到50上方，空头动能已经衰竭。", [RSI("50", "gt", { err: "technical" })], {
    err: "technical",
    note: "RSI14 28.4",
  }),
  c("t", A, "tS", "technical", "较52周高点137.18元已回落29%左右，价格贴着52周低点97元，位于区间最底部。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "五粮液股价距52周低点已反弹约29%，讨论区里喊见底的声音多了起来。",
    [LO52({ v: "29", cmp: "approx", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "距低点+0.08%；-29%是距高点" },
  ),
  c("t", A, "tTr", "technical", "4月20日MACD死叉后DIF约-1.17，持续运行在DEA下方，跌破近60日全部收盘价。", [
    MACD("death_cross", 10),
    MACD("dif_value", undefined, { v: "-1.17", cmp: "approx" }),
    MACD("dif_below_dea"),
    BRK(60, "down"),
  ]),
  c("t", A, "tBe", "technical", "从2020年底291.85元算起股价已跌去约三分之二，今年以来又跌约8%。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "五粮液从2021年底222.66元的位置算起已下跌约67%。",
    [
      CLOSE("222.66", "eq", { date: "2021-12-31" }),
      SPAN("2021-12-31", { v: "-67", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2021年末-56.4%；-66.7%是较2020年末" },
  ),
  c("t", A, "tC", "technical", "近250个交易日跌约26%，近20日跌约7%，下跌还在加速。", [
    RET(250, { v: "-26", cmp: "approx" }),
    RET(20, { v: "-7", cmp: "approx" }),
  ]),
  c("u", A, "fE", "annual", "五粮液2025年归母净利润约320亿元，同比小幅下滑。", [U("五粮液FY2020后未存储")]),
  c("u", A, "fV", "valuation", "五粮液当前股息率接近5%，PE不到14倍，估值已到底部。", [U("FY2025、股息未存储")]),
  c("u", A, "tN", "announcement", "五粮液公告2025年度分红方案，分红率提升至70%。", [U("五粮液无公告存储")]),
  c("t", A, "vT", "technical", "五粮液从近60日收盘高点回撤约12%，今日收盘为近60日最低，空头趋势未改。", [
    DD(60, { v: "-12", cmp: "approx" }),
    BRK(60, "down"),
  ]),
];
