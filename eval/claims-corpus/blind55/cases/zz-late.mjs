// Points dated 2025-04-30 (FY2024, 茅台/招行/宁德/比亚迪 2025Q1), 2025-09-05 (H1 2025) and 2025-10-31 (nine months),
// and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, RET, MA, MACD, RSI, HI52, U, QOQ, PE, SPAN, POS52, X } = H;
const mt = H.maker("b55-late-mt", "600519");
const zs = H.maker("b55-late-zs", "600036");
const nd = H.maker("b55-late-nd", "300750");
const byd = H.maker("b55-late-byd", "002594");
const pa = H.maker("b55-late-pa", "601318");
const P = "2025-04-30";
const H1 = "2025-09-05";
const M9 = "2025-10-31";

export default [
  mt("t", P, "bull", "annual", "2024年营业总收入1741.44亿元，同比+15.66%；归母净利862.28亿元，增长15.4%。", [
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.66" }),
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4" }),
  ]),
  mt(
    "f",
    P,
    "fV",
    "valuation",
    "按1547元收盘价与2024年每股收益68.64元计算，静态PE约18.5倍。",
    [H.CLOSE("1547"), V("basic_eps", "2024", "68.64", "元"), PE("2024", "18.5", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "1547/68.64≈22.5倍" },
  ),
  mt("t", P, "fE", "quarterly", "一季度归母净利268.47亿元，同比增约11.6%，净利率54.89%高于2024年全年的52.27%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    V("net_margin", "2025Q1", "54.89", "%"),
    V("net_margin", "2024", "52.27", "%"),
  ]),
  mt("u", P, "tF", "undecidable", "上半年归母净利润有望突破460亿元，增速维持两位数。", [U("2025年半年报尚未披露")]),
  zs(
    "f",
    H1,
    "bull",
    "quarterly",
    "上半年营业收入1699.69亿元，同比增长1.7%，收入端率先企稳。",
    [V("revenue", "2025H1", "1699.69"), G("revenue", "2025H1", { v: "1.7", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-1.72%" },
  ),
  zs("t", H1, "bear", "quarterly", "上半年营收1699.69亿元同比下降约1.7%，归母净利749.30亿元仅增0.25%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25" }),
  ]),
  nd("t", H1, "tB", "quarterly", "上半年归母净利304.85亿元，同比增长33.3%，营收增速只有7.3%。", [
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.3", cmp: "approx" }),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
  ]),
  nd("t", H1, "tT", "technical", "股价收于325.11元，创52周新高，近60个交易日上涨约31%，RSI超过70。", [
    H.CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RET(60, { v: "31", cmp: "approx" }),
    RSI("70", "gt"),
  ]),
  nd("f", H1, "tBe", "technical", "RSI已回落到50以下，上涨动能衰竭。", [RSI("50", "lt", { err: "technical" })], {
    err: "technical",
    note: "RSI14 73.10",
  }),
  byd("t", H1, "tF", "quarterly", "上半年营收3712.81亿元，同比增23.3%，归母净利155.11亿元，增长约13.8%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
  ]),
  byd("u", H1, "tT", "undecidable", "近60个交易日股价下跌约20%，已跌破年线。", [
    RET(60, { v: "-20", cmp: "approx" }),
    MA(250, "below"),
  ]),
  byd(
    "f",
    M9,
    "bear",
    "quarterly",
    "前三季度归母净利233.33亿元，同比下降约32.6%，三季度单季更是大幅下滑。",
    [
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025M9", { v: "-32.6", cmp: "approx", err: "wrong_period" }),
      G("net_profit", "2025S3", { size: "大幅下滑" }),
    ],
    { err: "wrong_period", note: "-32.6%是三季度单季；前三季度-7.55%" },
  ),
  byd("t", M9, "fR", "quarterly", "三季度单季归母净利78.23亿元，同比下降32.6%，单季营收1949.85亿元，同比少3.1%。", [
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-32.6", cmp: "approx" }),
    V("revenue", "2025S3", "1949.85"),
    G("revenue", "2025S3", { v: "-3.1", cmp: "approx" }),
  ]),
  nd("t", M9, "fE", "quarterly", "前三季度营收2830.72亿元，同比增9.3%；三季度单季净利185.49亿元，同比增41%。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3", cmp: "approx" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
  zs(
    "f",
    M9,
    "fS",
    "quarterly",
    "前三季度归母净利润1137.72亿元，同比增长约1.0%。",
    [V("net_profit", "2025M9", "1137.72"), G("net_profit", "2025M9", { v: "1.0", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "约1.0%是三季度单季；前三季度+0.52%" },
  ),
  mt("t", M9, "tM", "quarterly", "前三季度归母净利646.27亿元，同比增约6.2%，三季度单季192.24亿元。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    V("net_profit", "2025S3", "192.24"),
  ]),
  mt("u", M9, "tS", "undecidable", "四季度单季净利润预计同比下滑一成以上，全年利润将负增长。", [
    U("四季度与年报尚未披露"),
  ]),
  pa("u", M9, "fE", "undecidable", "前三季度归母净利润同比增长约11%，投资端贡献明显。", [U("平安2025年三季报未存储")]),
];
