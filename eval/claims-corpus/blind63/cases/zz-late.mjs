// Points dated 2025-04-30 (FY2024), 2025-09-05 (H1 2025) and 2025-10-31 (nine months 2025), and what was not public yet.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, EV, QOQ, VOLR, GDIFF } = H;
const zs = H.maker("b63-late-zs", "600036");
const nd = H.maker("b63-late-nd", "300750");
const by = H.maker("b63-late-byd", "002594");
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";
const NP = "net_profit";

export default [
  zs("t", P, "tF", "annual", "2024年招行营收3374.88亿元，同比微降约0.5%；归母净利1483.91亿元，同比增长约1.2%。", [
    V("revenue", "2024", "3374.88"),
    G("revenue", "2024", { v: "-0.5", cmp: "approx", size: "微降" }),
    V(NP, "2024", "1483.91"),
    G(NP, "2024", { v: "1.2", cmp: "approx" }),
  ]),
  zs(
    "f",
    P,
    "bull",
    "annual",
    "招行2024年归母净利润1483.91亿元，同比增长约6.2%，依旧是股份行里的优等生。",
    [V(NP, "2024", "1483.91"), G(NP, "2024", { v: "6.2", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "6.22%是2023年增速；2024年+1.22%" },
  ),
  zs(
    "u",
    P,
    "fM",
    "undecidable",
    "招行2025年上半年归母净利749.30亿元，同比小幅增长。",
    [V(NP, "2025H1", "749.30"), G(NP, "2025H1", { size: "小幅增长" })],
    { note: "2025-04-30时半年报未披露" },
  ),
  zs("t", P, "tT", "technical", "招行收于40.74元，同时跌破5日、20日与60日均线，RSI约37。", [
    CLOSE("40.74"),
    MA(5, "below"),
    MA(20, "below"),
    MA(60, "below"),
    RSI("37", "approx"),
  ]),
  zs("t", S, "tF", "quarterly", "2025年上半年招行营收1699.69亿元、同比降1.72%，归母净利749.30亿元、同比微增0.25%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.72" }),
    V(NP, "2025H1", "749.30"),
    G(NP, "2025H1", { v: "0.25", size: "微增" }),
  ]),
  zs(
    "f",
    S,
    "tB",
    "quarterly",
    "上半年招行归母净利749.30亿元，同比增长约2.5%，利润增速重回上行通道。",
    [V(NP, "2025H1", "749.30"), G(NP, "2025H1", { v: "2.5", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+0.25%" },
  ),
  zs("t", S, "tS", "technical", "招行近20日均量较前20日放大约三成，股价却较8月8日的44.53元回落约4%。", [
    VOLR({ v: "1.3", cmp: "approx" }),
    CLOSE("44.53", "eq", { date: "2025-08-08" }),
    RET(20, { v: "-4", cmp: "approx" }),
  ]),
  zs(
    "f",
    S,
    "tA",
    "technical",
    "招行距52周高点48.55元只差约2%，放量之下随时可能再创新高。",
    [
      HI52({ cond: "level", v: "48.55" }),
      HI52({ v: "-2", cmp: "approx", err: "wrong_value" }),
      VOLR({ v: "1", cmp: "gt" }),
    ],
    { err: "wrong_value", note: "距高点-11.93%" },
  ),
  zs(
    "t",
    N,
    "fE",
    "quarterly",
    "前三季度招行营收2514.20亿元、同比降0.51%，归母净利1137.72亿元、增0.52%，营收降幅较上半年收窄。",
    [
      V("revenue", "2025M9", "2514.20"),
      G("revenue", "2025M9", { v: "-0.51" }),
      V(NP, "2025M9", "1137.72"),
      G(NP, "2025M9", { v: "0.52" }),
      GDIFF({ metric: "revenue", period: "2025M9" }, { metric: "revenue", period: "2025H1" }, { v: "0", cmp: "gt" }),
    ],
  ),
  zs("t", N, "fQ", "quarterly", "三季度单季招行归母净利388.42亿元，同比增约1%；营收814.51亿元，同比增约2.1%。", [
    V(NP, "2025S3", "388.42"),
    G(NP, "2025S3", { v: "1", cmp: "approx" }),
    V("revenue", "2025S3", "814.51"),
    G("revenue", "2025S3", { v: "2.1", cmp: "approx" }),
  ]),
  zs(
    "f",
    N,
    "bear",
    "quarterly",
    "三季度单季招行营收814.51亿元，同比下降约2.1%，收入端仍在萎缩。",
    [
      V("revenue", "2025S3", "814.51"),
      G("revenue", "2025S3", { v: "-2.1", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+2.11%" },
  ),
  zs(
    "u",
    N,
    "tM",
    "undecidable",
    "按前三季度节奏推算，招行2025年全年归母净利约1500亿元，同比增长约1%。",
    [V(NP, "2025", "1500", "亿", "approx"), G(NP, "2025", { v: "1", cmp: "approx" })],
    { note: "2025-10-31时年报未披露" },
  ),
  nd("t", S, "tF", "quarterly", "2025年上半年宁德营收1788.86亿元、同比增7.27%，归母净利304.85亿元、同比增33.33%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.27" }),
    V(NP, "2025H1", "304.85"),
    G(NP, "2025H1", { v: "33.33" }),
  ]),
  nd(
    "f",
    S,
    "fE",
    "quarterly",
    "上半年宁德毛利率25.02%，较去年同期的26.53%提升约1.5个百分点，盈利能力继续走强。",
    [
      V("gross_margin", "2025H1", "25.02", "%"),
      V("gross_margin", "2024H1", "26.53", "%"),
      PP("gross_margin", "2025H1", { v: "1.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降1.51pp" },
  ),
  nd("t", S, "tT", "technical", "宁德收于325.11元，5日到250日均线完全多头排列，RSI约73已偏热。", [
    CLOSE("325.11"),
    MAORDER([5, 10, 20, 60, 120, 250], "bull"),
    RSI("73", "approx"),
  ]),
  nd(
    "f",
    S,
    "tBe",
    "technical",
    "宁德MACD的DIF已跌破DEA，上攻动能明显衰竭。",
    [MACD("dif_below_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF 10.64 > DEA 7.30" },
  ),
  nd(
    "u",
    S,
    "fM",
    "undecidable",
    "宁德三季度单季归母净利将超过180亿元，环比继续增长。",
    [V(NP, "2025S3", "180", "亿", "gt")],
    { note: "2025-09-05时三季报未披露" },
  ),
  nd("t", N, "fE", "quarterly", "宁德三季度单季归母净利185.49亿元，环比二季度增长约12%，前三季度累计增长36.20%。", [
    V(NP, "2025S3", "185.49"),
    QOQ(NP, "2025S3", "2025S2", { v: "12", cmp: "approx" }),
    G(NP, "2025M9", { v: "36.20" }),
  ]),
  nd(
    "f",
    N,
    "bull",
    "quarterly",
    "前三季度宁德营收2830.72亿元，同比增长约36%，收入与利润同步高增。",
    [V("revenue", "2025M9", "2830.72"), G("revenue", "2025M9", { v: "36", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营收+9.28%；36%是净利增速" },
  ),
  nd("t", N, "tS", "technical", "截至10月31日宁德年内上涨约46%，成交却在降温，20日均量环比萎缩约四分之一。", [
    RET("2024-12-31", { v: "46", cmp: "approx" }),
    VOLR({ v: "0.75", cmp: "approx" }),
  ]),
  by("t", S, "tF", "quarterly", "比亚迪2025年上半年营收3712.81亿元、同比增23.30%，归母净利155.11亿元、同比增13.79%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.30" }),
    V(NP, "2025H1", "155.11"),
    G(NP, "2025H1", { v: "13.79" }),
  ]),
  by(
    "f",
    S,
    "bull",
    "quarterly",
    "比亚迪上半年归母净利155.11亿元，同比增长约23%，利润和收入增速同步。",
    [V(NP, "2025H1", "155.11"), G(NP, "2025H1", { v: "23", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "净利+13.79%；23.30%是营收增速" },
  ),
  by("u", S, "tT", "undecidable", "比亚迪股价跌破60日均线，中期趋势转弱。", [MA(60, "below")], {
    note: "连续日线始于2025-07-29，不足60根",
  }),
  by(
    "t",
    N,
    "fQ",
    "quarterly",
    "7-9月比亚迪归母净利78.23亿元，比上年同期少了约三分之一；当季营收1949.85亿元，同比小降约3%。",
    [
      V(NP, "2025S3", "78.23"),
      G(NP, "2025S3", { v: "-33.3", cmp: "approx" }),
      V("revenue", "2025S3", "1949.85"),
      G("revenue", "2025S3", { v: "-3", cmp: "approx", size: "小幅下滑" }),
    ],
  ),
  by(
    "f",
    N,
    "bear",
    "quarterly",
    "比亚迪三季度单季归母净利78.23亿元，环比二季度再降约23%，利润仍在探底。",
    [V(NP, "2025S3", "78.23"), QOQ(NP, "2025S3", "2025S2", { v: "-23", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "环比+23.08%" },
  ),
  by("t", N, "tT", "technical", "比亚迪收于100.79元，RSI约33，5日、10日、20日、60日均线空头排列。", [
    CLOSE("100.79"),
    RSI("33", "approx"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  by(
    "f",
    N,
    "tN",
    "announcement",
    "比亚迪10月公告2025年中期利润分配方案，回馈股东的力度加大。",
    [EV("dividend", true, { from: "2025-10-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "10月无分红公告" },
  ),
];
