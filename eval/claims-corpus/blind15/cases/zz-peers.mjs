// Peers within the sample: 贵州茅台, 招商银行, 中国石化, 五粮液 side by side (figures of each public on asOf).
import * as H from "../spec-helpers.mjs";

const { V, RET, RSI, HI52, PAIR, U } = H;
const mt = H.maker("b15-pr-mt", "600519");
const zs = H.maker("b15-pr-zs", "600036");
const sh = H.maker("b15-pr-sh", "600028");
const wl = H.maker("b15-pr-wl", "000858");
const A = "2026-04-30";
const W = "2020-05-15";

export default [
  mt("t", A, "tP", "technical", "今年以来茅台微涨约0.5%，同期五粮液跌约8.4%、招行跌约9.1%，龙头更抗跌。", [
    RET("2025-12-31", { v: "0.5", cmp: "approx", dir: "up" }),
    RET("2025-12-31", { t: "000858", v: "-8.4", cmp: "approx" }),
    RET("2025-12-31", { t: "600036", v: "-9.1", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tB",
    "annual",
    "2025年茅台ROE 32.53%，约为招行13.44%的3.2倍，资本回报不在一个量级。",
    [V("roe", "2025", "32.53", "%"), PAIR("roe", "2025", "600036", { v: "3.2", cmp: "approx", err: "overstatement" })],
    { err: "overstatement", note: "32.53/13.44=2.42倍" },
  ),
  sh(
    "f",
    A,
    "bull",
    "annual",
    "别小看中石化：2024年归母净利润503亿元，比茅台同年还高。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      PAIR("net_profit", "2024", "600519", { mode: "gt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "茅台2024年862.28亿" },
  ),
  wl(
    "f",
    A,
    "tS",
    "technical",
    "五粮液RSI约28已超卖，茅台、招行和中石化的RSI也都已跌破30，板块情绪普遍冰点。",
    [
      RSI("28", "approx"),
      RSI("30", "lt", { t: "600519", err: "technical" }),
      RSI("30", "lt", { t: "600036", err: "technical" }),
      RSI("30", "lt", { t: "600028", err: "technical" }),
    ],
    { err: "technical", note: "茅台39.64、招行36.06、中石化30.04" },
  ),
  wl(
    "f",
    W,
    "fQ",
    "annual",
    "2019年五粮液ROE 25.26%，与茅台的差距已缩小到5个百分点以内。",
    [
      V("roe", "2019", "25.26", "%"),
      PAIR("roe", "2019", "600519", { mode: "pp", v: "-5", cmp: "ge", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "茅台33.09%，差7.83个百分点" },
  ),
  mt("t", W, "fE", "annual", "2019年茅台归母净利润412.06亿元，约为五粮液174.02亿元的2.4倍。", [
    V("net_profit", "2019", "412.06"),
    V("net_profit", "2019", "174.02", "亿", "eq", { t: "000858" }),
    PAIR("net_profit", "2019", "000858", { v: "2.4", cmp: "approx" }),
  ]),
  mt("u", A, "fV", "valuation", "茅台当前PE约21倍，已低于泸州老窖和山西汾酒，龙头估值溢价消失。", [
    U("泸州老窖、山西汾酒不在样本内"),
  ]),
  zs(
    "f",
    A,
    "vT",
    "technical",
    "招行距52周高点约-21%，在这几只里回撤最小，茅台回撤反而更深。",
    [HI52({ v: "-21", cmp: "approx" }), HI52({ t: "600519", v: "-21.17", cmp: "lt", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "茅台距高点-15.82%，回撤最小" },
  ),
  zs(
    "f",
    A,
    "fSy",
    "annual",
    "招行2025年归母净利润1501.81亿元，约为茅台同期的2.5倍。",
    [
      V("net_profit", "2025", "1501.81"),
      PAIR("net_profit", "2025", "600519", { v: "2.5", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1501.81/823.20=1.82倍" },
  ),
];
