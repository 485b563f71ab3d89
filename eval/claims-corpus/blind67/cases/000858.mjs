// 五粮液 on 2026-04-30: FY2015-2019 only, so on this date only its price is decided; no notices collected.
import * as H from "../spec-helpers.mjs";

const { V, G, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, U, BRK, BIAS, DD, POS52, SPAN } = H;
const c = H.maker("b67-wl", "000858");
const A = "2026-04-30";

export default [
  c("t", A, "tT", "technical", "五粮液收于97.08元，5/10/20/60/120/250日均线全部空头排列，跌破近60日所有收盘价。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    BRK(60, "down"),
  ]),
  c("t", A, "tT", "technical", "五粮液RSI14约28.4，已进入30以下的超卖区；MACD在4月20日死叉后DIF仍在DEA下方。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
    MACD("death_cross", 10),
    MACD("dif_below_dea", null),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "五粮液RSI14约48，处在中性区间，尚无超卖信号。",
    [RSI("48", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14 28.39" },
  ),
  c("t", A, "tS", "technical", "五粮液52周高点137.18元，现价距高点回撤约29%，贴着97元的52周低点运行。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
    POS52({ v: "1", cmp: "lt" }),
  ]),
  c("t", A, "tTr", "technical", "过去250个交易日五粮液下跌约26.3%，今年以来又跌了约8.4%。", [
    RET(250, { v: "-26.3", cmp: "approx" }),
    RET("2025-12-31", { v: "-8.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "五粮液今年以来已跌去约三成，弱势格局丝毫未改。",
    [RET("2025-12-31", { v: "-30", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-30.7%是自2024年末；今年以来-8.36%" },
  ),
  c("t", A, "bear", "technical", "五粮液从2020年末的291.85元跌到97.08元，累计跌幅约三分之二。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    RET("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "五粮液较2019年底的133.01元已经反弹约27%，底部确认。",
    [
      CLOSE("133.01", "eq", { date: "2019-12-31" }),
      RET("2019-12-31", { v: "27", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2019年末下跌27%" },
  ),
  c("t", A, "tP", "technical", "五粮液20日乖离约-4.7%，60日乖离约-6%，近20个交易日下跌7%。", [
    BIAS(20, { v: "-4.7", cmp: "approx" }),
    BIAS(60, { v: "-6", cmp: "approx" }),
    RET(20, { v: "-7", cmp: "approx" }),
  ]),
  c("u", A, "tF", "undecidable", "五粮液2025年营收同比下滑超一成，归母净利润跌幅更大。", [U("五粮液FY2025未存储")]),
  c("u", A, "fV", "undecidable", "五粮液当前市盈率已跌到13倍附近，股息率接近5%。", [U("五粮液无近年利润与分红数据")]),
  c("u", A, "tN", "announcement", "五粮液近期公告拟以不超过20亿元回购股份用于注销。", [U("五粮液无公告数据")]),
  c("u", A, "fS", "undecidable", "股吧里对五粮液的讨论热度降至年内低点，散户情绪悲观。", [U("情绪数据")]),
];
