// Peers within the sample (宁德时代 / 比亚迪 / 中国平安) side by side, and one peer outside it. Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { PAIR, GDIFF, U } = H;
const nd = H.maker("b16-peer-nd", "300750");
const yd = H.maker("b16-peer-yd", "002594");
const pa = H.maker("b16-peer-pa", "601318");
const A = "2026-04-30";

export default [
  nd("t", A, "fV", "annual", "宁德时代2025年归母净利约为比亚迪的2.2倍，营收却只有后者的约53%。", [
    PAIR("net_profit", "2025", "002594", { v: "2.2", cmp: "approx" }),
    PAIR("revenue", "2025", "002594", { v: "0.53", cmp: "approx" }),
  ]),
  yd(
    "f",
    A,
    "bull",
    "annual",
    "比亚迪2025年净利率4.20%，已反超宁德时代，整车一体化的盈利优势显现。",
    [PAIR("net_margin", "2025", "300750", { mode: "gt", err: "wrong_direction" })],
    { err: "wrong_direction", note: "宁德时代18.12%" },
  ),
  yd(
    "f",
    A,
    "tC",
    "annual",
    "样本三家里比亚迪资产负债率最高，70.74%的杠杆风险最大。",
    [
      PAIR("debt_ratio", "2025", "300750", { mode: "gt" }),
      PAIR("debt_ratio", "2025", "601318", { mode: "gt", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "中国平安89.80%更高" },
  ),
  pa("t", A, "tP", "annual", "平安2025年归母净利1347.78亿元，比宁德时代多出约626亿元。", [
    PAIR("net_profit", "2025", "300750", { mode: "diff", u: "亿", v: "626", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度宁德时代归母净利207.38亿元，约为比亚迪同期的10倍。",
    [PAIR("net_profit", "2026Q1", "002594", { v: "10", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "207.38/40.85=5.1倍" },
  ),
  yd("u", A, "fV", "undecidable", "比亚迪的净利率还不到特斯拉的一半，单车盈利差距明显。", [U("样本外同行")]),
  nd(
    "f",
    A,
    "fSy",
    "annual",
    "2025年宁德时代与比亚迪的归母净利增速相差超过80个百分点。",
    [
      GDIFF(
        { metric: "net_profit", period: "2025" },
        { t: "002594", metric: "net_profit", period: "2025" },
        { v: "80", cmp: "gt", err: "wrong_value" },
      ),
    ],
    { err: "wrong_value", note: "42.3%-(-19.0%)=61.3个百分点" },
  ),
];
