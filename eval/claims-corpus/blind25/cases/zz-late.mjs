// Points dated 2025-10-31 (nine months public), 2025-09-05 (H1 public) and 2025-04-30 (FY2024 and 2025Q1 public),
// and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, RET, CLOSE, MA, RSI, MACD, HI52, POS52, BIAS, U, EV, PSUM } = H;
const mt = H.maker("b25-lt-mt", "600519");
const zs = H.maker("b25-lt-zs", "600036");
const nd = H.maker("b25-lt-nd", "300750");
const L1 = "2025-10-31";
const L2 = "2025-09-05";
const L3 = "2025-04-30";

export default [
  // ---- 2025-10-31 --------------------------------------------------------------------------------------------------
  mt("t", L1, "fE", "quarterly", "前三季度归母净利润646.27亿元，同比增长约6.2%；三季度单季192.24亿元。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    V("net_profit", "2025S3", "192.24"),
  ]),
  mt(
    "f",
    L1,
    "bull",
    "quarterly",
    "茅台前三季度营业收入同比增长约9.1%，增速环比上半年并未放缓。",
    [G("operating_revenue", "2025M9", { v: "9.1", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "9.10%是上半年；前三季度+6.36%" },
  ),
  mt("u", L1, "bear", "quarterly", "三季度单季归母净利润192.24亿元，同比只是微增，增长动能在衰减。", [
    V("net_profit", "2025S3", "192.24"),
    G("net_profit", "2025S3", { size: "微增" }),
  ]),
  mt("t", L1, "tT", "technical", "收盘1430.01元，处在52周区间下沿，较年线1497元低约4.5%。", [
    CLOSE("1430.01"),
    POS52({ v: "20", cmp: "le" }),
    MA(250, "value", { v: "1497", cmp: "approx" }),
    BIAS(250, { v: "-4.5", cmp: "approx" }),
  ]),
  mt("u", L1, "fV", "undecidable", "2025年全年归母净利润有望达到900亿元，对应当前估值不到20倍。", [
    U("2025年报在2025-10-31未公开；预测"),
  ]),
  zs(
    "t",
    L1,
    "fSy",
    "quarterly",
    "前三季度招行收入端小幅收缩（营业总收入2514.20亿元，-0.51%），利润端勉强转正（归母净利润1137.72亿元，+0.52%）。",
    [
      V("revenue", "2025M9", "2514.20"),
      G("revenue", "2025M9", { v: "-0.51" }),
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "0.52" }),
    ],
  ),
  zs(
    "f",
    L1,
    "bear",
    "quarterly",
    "三季度单季归母净利润388.42亿元，同比下降约1%，利润拐点向下。",
    [
      V("net_profit", "2025S3", "388.42"),
      G("net_profit", "2025S3", { v: "-1", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "单季同比+1.04%" },
  ),
  zs("t", L1, "tT", "technical", "近60个交易日跌了约8.1%，收盘40.89元仍压在60日均线之下。", [
    RET(60, { v: "-8.1", cmp: "approx" }),
    CLOSE("40.89"),
    MA(60, "below"),
  ]),
  nd(
    "t",
    L1,
    "fE",
    "quarterly",
    "截至三季度末，宁德累计实现营收2830.72亿元、归母净利润490.34亿元，增幅分别约9.3%和36.2%。",
    [
      V("revenue", "2025M9", "2830.72"),
      G("revenue", "2025M9", { v: "9.3", cmp: "approx" }),
      V("net_profit", "2025M9", "490.34"),
      G("net_profit", "2025M9", { v: "36.2", cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    L1,
    "tB",
    "quarterly",
    "三季度单季营收1041.86亿元，同比增长约9.3%，环比也在提速。",
    [V("revenue", "2025S3", "1041.86"), G("revenue", "2025S3", { v: "9.3", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "9.3%是前三季度累计；单季+12.90%" },
  ),
  nd("t", L1, "fR", "quarterly", "前三季度毛利率25.31%，低于去年同期的28.18%，但净利率升至18.47%。", [
    V("gross_margin", "2025M9", "25.31", "%"),
    V("gross_margin", "2024M9", "28.18", "%"),
    V("net_margin", "2025M9", "18.47", "%"),
    H.PP("net_margin", "2025M9", { dir: "up" }),
  ]),
  nd("u", L1, "tN", "announcement", "10月下旬公司公告了新一轮回购方案，护盘意图明显。", [
    U("宁德公告2026-02-09前未收集"),
  ]),
  nd("t", L1, "tT", "technical", "收盘388.77元，比60日均线331.98元高出一大截，这60个交易日累计涨了约47%。", [
    RET(60, { v: "47", cmp: "approx" }),
    CLOSE("388.77"),
    MA(60, "value", { v: "331.98" }),
    MA(60, "above"),
  ]),
  nd("u", L1, "fE", "annual", "宁德2025年全年的归母净利润是722.01亿元，比2024年大增42.28%。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42.28", size: "大增" }),
  ]),

  // ---- 2025-09-05 --------------------------------------------------------------------------------------------------
  mt("t", L2, "fE", "quarterly", "上半年归母净利润454.03亿元，同比增长约8.9%，其中二季度单季约185.55亿元。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    V("net_profit", "2025S2", "185.55", "亿", "approx"),
  ]),
  mt(
    "f",
    L2,
    "bull",
    "quarterly",
    "上半年营业收入同比增长超过15%，高端需求并未走弱。",
    [G("operating_revenue", "2025H1", { v: "15", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "上半年+9.10%" },
  ),
  mt("t", L2, "tT", "technical", "RSI约58，DIF位于DEA上方，收盘1483元站上20日与60日均线。", [
    RSI("58", "approx"),
    MACD("dif_above_dea", 0),
    CLOSE("1483"),
    MA(20, "above"),
    MA(60, "above"),
  ]),
  nd("t", L2, "tT", "technical", "9月5日收于325.11元，创52周新高，RSI14升至73以上，进入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "gt"),
  ]),
  nd("t", L2, "fQ", "quarterly", "上半年归母净利润304.85亿元，同比增长约33.3%，而营收只增长约7.3%，利润跑赢收入。", [
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.3", cmp: "approx" }),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
  ]),
  nd(
    "f",
    L2,
    "fS",
    "quarterly",
    "上半年营收同比增长约33%，量价齐升的逻辑正在兑现。",
    [G("revenue", "2025H1", { v: "33", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "33%是利润增速；营收+7.27%" },
  ),
  nd("u", L2, "bull", "quarterly", "二季度单季归母净利润165.23亿元，同比增速超过四成。", [
    V("net_profit", "2025S2", "165.23"),
    G("net_profit", "2025S2", { v: "40", cmp: "gt" }),
  ]),
  zs("t", L2, "tF", "quarterly", "上半年营业总收入1699.69亿元，同比下降1.72%，归母净利润同比微增0.25%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.72" }),
    G("net_profit", "2025H1", { v: "0.25", size: "微增" }),
  ]),
  zs(
    "f",
    L2,
    "tA",
    "technical",
    "股价守住年线，收盘42.76元已高于60日均线。",
    [MA(250, "above"), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "MA60 44.94元" },
  ),

  // ---- 2025-04-30 --------------------------------------------------------------------------------------------------
  mt("t", L3, "fE", "quarterly", "一季度归母净利润268.47亿元，同比增长约11.6%，营业收入增速约10.5%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    L3,
    "bull",
    "annual",
    "862.28亿元、同比约+19%，茅台2024年的利润答卷说明高增长仍在延续。",
    [V("net_profit", "2024", "862.28"), G("net_profit", "2024", { v: "19", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "19%是2023年增速；2024年+15.38%" },
  ),
  zs("t", L3, "bear", "quarterly", "一季度开局偏弱，营业总收入837.51亿元，营收与归母净利润同比分别降约3.1%、2.1%。", [
    V("revenue", "2025Q1", "837.51"),
    G("revenue", "2025Q1", { v: "-3.1", cmp: "approx" }),
    G("net_profit", "2025Q1", { v: "-2.1", cmp: "approx" }),
  ]),
  nd("u", L3, "fE", "quarterly", "一季度宁德的利润增幅在33%上下，归母净利润达到139.63亿元，开门红。", [
    V("net_profit", "2025Q1", "139.63"),
    G("net_profit", "2025Q1", { v: "33", cmp: "approx" }),
  ]),
  nd("t", L3, "fR", "annual", "2024年营业总收入3620.13亿元，同比下降约9.7%，但归母净利润仍增长约15%。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
  ]),
  nd("f", L3, "tA", "technical", "股价已重新站上60日均线，反弹格局确立。", [MA(60, "above", { err: "technical" })], {
    err: "technical",
    note: "收盘231.5低于MA60 250.58",
  }),
];
