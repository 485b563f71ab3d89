// One slip per point (百分点 told as %, 营业收入 vs 营业总收入, x10, neighbouring year, size words too strong,
// notices that are not there) with true siblings, on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, EV, EVN, SPAN, U } = H;
const mt = H.maker("b25-sl-mt", "600519");
const zs = H.maker("b25-sl-zs", "600036");
const nd = H.maker("b25-sl-nd", "300750");
const A = "2026-04-30";

export default [
  mt("t", A, "fR", "annual", "净利率由52.27%降至50.53%，少了约1.7个百分点。", [
    V("net_margin", "2024", "52.27", "%"),
    V("net_margin", "2025", "50.53", "%"),
    PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "bear",
    "annual",
    "销售净利率从52.27%跌到50.53%，相对降幅约1.7%。",
    [G("net_margin", "2025", { v: "-1.7", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "相对降幅约3.3%，1.7是百分点" },
  ),
  mt("t", A, "tF", "annual", "2025年营业收入1688.38亿元，营业总收入1720.54亿元，两者相差约32亿元，引用时别混用口径。", [
    V("operating_revenue", "2025", "1688.38"),
    V("revenue", "2025", "1720.54"),
    H.LIN(
      [
        ["revenue", 1],
        ["operating_revenue", -1],
      ],
      "2025",
      { v: "32", cmp: "approx" },
    ),
  ]),
  mt(
    "f",
    A,
    "tF",
    "annual",
    "2025年营业收入1720.54亿元，同比下降1.2%。",
    [V("operating_revenue", "2025", "1720.54", "亿", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "1720.54是营业总收入；营业收入1688.38亿元" },
  ),
  zs(
    "f",
    A,
    "fSy",
    "annual",
    "招行总资产约130.7万亿元，稳居股份行之首。",
    [V("total_assets", "2025", "130.7", "万亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "13.07万亿元（130705亿元）" },
  ),
  zs(
    "f",
    A,
    "tF",
    "annual",
    "2023年归母净利润1483.91亿元，增速已降到个位数。",
    [V("net_profit", "2023", "1483.91", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1483.91亿元是2024年；2023年1466.02亿元" },
  ),
  zs("t", A, "tF", "annual", "2024年归母净利润1483.91亿元，同比增长1.22%，增速已降到个位数。", [
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.22", size: "个位数增长" }),
  ]),
  nd(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润同比翻倍，电池龙头重回高速成长。",
    [G("net_profit", "2025", { size: "翻倍", err: "overstatement" })],
    { err: "overstatement", note: "同比+42.28%" },
  ),
  nd("t", A, "bull", "annual", "2025年归母净利润同比增长逾四成，电池龙头重回高速成长。", [
    G("net_profit", "2025", { v: "40", cmp: "gt", size: "高速增长" }),
  ]),
  nd("t", A, "tN", "announcement", "2026年2月以来，公司发布了6份与公司债券相关的公告。", [
    EVN("bond", "2026-02-01", { v: 6 }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "公司4月公告拟发行可转换公司债券，潜在摊薄不容忽视。",
    [EV("bond", true, { title: "可转换", from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月无可转债公告" },
  ),
  nd(
    "f",
    A,
    "tS",
    "announcement",
    "2026年以来公司尚未发布任何利润分配相关公告，分红预期落空。",
    [EV("dividend", false, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "3月10日已发布2025年度利润分配预案" },
  ),
  nd(
    "f",
    A,
    "vT",
    "technical",
    "2026年以来股价上涨约28.5%，明显跑赢大盘。",
    [SPAN("2025-12-31", { v: "28.5", cmp: "approx", err: "wrong_period" }), U("大盘对比不作判定")],
    { err: "wrong_period", note: "28.5%是近60个交易日；年初至今+18.7%" },
  ),
];
