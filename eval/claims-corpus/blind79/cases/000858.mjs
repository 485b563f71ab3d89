// 五粮液 on 2026-04-30: only its price is decided (figures stop at FY2019, no notices stored).
import * as H from "../spec-helpers.mjs";

const { V, G, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, POS52, SNAP, DD, SPAN, BRK, BIAS, SNAPDIV } = H;
const c = H.maker("b79-wl", "000858");
const A = "2026-04-30";

export default [
  c("t", A, "tT", "technical", "五粮液收于97.08元，5/10/20/60/120/250日均线自下而上依次排列，典型空头排列。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(5, "below"),
  ]),
  c(
    "t",
    A,
    "tS",
    "technical",
    "52周低点97元、高点137.18元，现价只高出低点0.08%，几乎贴着一年最低位，距高点跌了约29%。",
    [
      LO52({ cond: "level", v: "97" }),
      HI52({ cond: "level", v: "137.18" }),
      LO52({ v: "0.08" }),
      HI52({ v: "-29", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "tS",
    "technical",
    "五粮液股价已站在52周区间的中上部，情绪面明显回暖。",
    [POS52({ v: "50", cmp: "gt", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "位于区间0.2%处" },
  ),
  c("t", A, "tT", "technical", "RSI14约28.4，跌入30以下的超卖区；MACD在4月20日死叉后DIF约-1.17，仍在DEA下方。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
    MACD("dead_cross", 9),
    MACD("dif_value", null, { v: "-1.17", cmp: "approx" }),
    MACD("dif_below_dea", null),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "五粮液收盘重新站上20日均线，短线企稳迹象初现。",
    [MA(20, "above", { err: "technical" })],
    { err: "technical", note: "收盘97.08低于MA20 101.81" },
  ),
  c("t", A, "tC", "technical", "近250个交易日五粮液跌了约26%，今年以来再跌8.4%，收盘跌破前60日所有收盘价。", [
    RET(250, { v: "-26", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-8.4", cmp: "approx" }),
    BRK(60, "down"),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "五粮液今年以来已下跌约31%，跌幅在白酒股中居前。",
    [SPAN("2025-12-31", { v: "-31", cmp: "approx", err: "wrong_base_year" }), U("其他白酒股")],
    { err: "wrong_base_year", note: "-30.68%是自2024年末；今年以来-8.36%" },
  ),
  c("t", A, "tTr", "technical", "60日乖离率约-6%，近20日自高点回撤7.5%，量能与前20日基本持平，没有恐慌放量。", [
    BIAS(60, { v: "-6", cmp: "approx" }),
    DD(20, { v: "-7.5", cmp: "approx" }),
    VOL("flat"),
  ]),
  c("t", A, "tA", "technical", "从2020年末291.85元算，五粮液已跌去约三分之二，估值泡沫早已挤干，这个位置敢于下注。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    SPAN("2020-12-31", { v: "-67", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "2025年7月4日快照：五粮液市值约4673亿元，PB 3.15倍，隐含每股净资产约38元。", [
    SNAP("marketCap", "4673", "亿"),
    SNAP("pb", "3.15", "x", "eq"),
    SNAPDIV("pb", "38"),
  ]),
  c("u", A, "fE", "undecidable", "五粮液2025年营收约900亿元，同比下滑一成，普五批价失守。", [
    U("五粮液2020年后财报未存储"),
  ]),
  c("u", A, "tN", "undecidable", "五粮液公告2025年度每股派息超4元，股息率接近5%。", [U("五粮液无公告存储")]),
  c("u", A, "fM", "undecidable", "若二季度渠道库存回落至两个月以内，股价有望重回110元。", [U("情景预测")]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "五粮液收盘创下52周新高，趋势已经反转。",
    [HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "收盘贴近52周低点" },
  ),
];
