// Points dated 2025-09-05 (H1 2025 public) and 2025-10-31 (nine months 2025 public), and what was not public yet.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, CLOSE, MA, RSI, MACD, HI52, LO52, EV, U, QOQ, SPAN, X, PE } = H;
const nd = H.maker("b13-ln", "300750");
const by = H.maker("b13-lb", "002594");
const mt = H.maker("b13-lm", "600519");
const zh = H.maker("b13-lz", "600036");
const O = "2025-10-31";
const S = "2025-09-05";

export default [
  nd(
    "t",
    O,
    "bull",
    "quarterly",
    "三季报：前三季度营收2830.72亿、同比+9.3%，归母490.34亿、同比+36%，利润跑得比收入快得多。",
    [
      V("revenue", "2025M9", "2830.72"),
      G("revenue", "2025M9", { v: "9.3", cmp: "approx" }),
      V("net_profit", "2025M9", "490.34"),
      G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    O,
    "bear",
    "quarterly",
    "第三季度单季归母490亿，同比增长36%，但这已是增速见顶的信号。",
    [
      V("net_profit", "2025S3", "490", "亿", "approx", { err: "wrong_period" }),
      G("net_profit", "2025S3", { v: "36", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "490亿、36%均为前三季度累计；Q3单季185.49亿、+41.2%" },
  ),
  nd("t", O, "fE", "quarterly", "Q3单季归母185.49亿，环比Q2增长约12%，同比增长约41%。", [
    V("net_profit", "2025S3", "185.49"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "12", cmp: "approx" }),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
  nd(
    "f",
    O,
    "fE",
    "quarterly",
    "三季度单季营收1041.86亿，环比增长约13%，量价齐升。",
    [
      V("revenue", "2025S3", "1041.86"),
      QOQ("revenue", "2025S3", "2025S2", { v: "13", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "13%是同比（+12.9%）；环比+10.6%" },
  ),
  nd("t", O, "tT", "technical", "10月13日MACD死叉，DIF回落至DEA下方；股价388.77元距52周高点约8%。", [
    MACD("death_cross", 20),
    MACD("dif_below_dea", 0),
    CLOSE("388.77"),
    HI52({ v: "-8", cmp: "approx" }),
  ]),
  nd("u", O, "fM", "undecidable", "照前三季度节奏，全年归母有望冲击700亿，这还没算四季度的旺季效应。", [
    V("net_profit", "2025M9", "490", "亿", "approx"),
    U("2025全年在asOf未披露"),
  ]),
  nd("u", O, "tP", "announcement", "组合经理：宁德时代10月已发布2025年度利润分配预案，年底前可兑现分红。", [
    U("宁德时代公告源自2026-02-09起才完整，10月的公告无从核对"),
  ]),
  by("t", S, "bull", "quarterly", "比亚迪上半年营收3712.81亿，同比增约23%，归母155.11亿、增约14%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "14", cmp: "approx" }),
  ]),
  by(
    "f",
    S,
    "bear",
    "quarterly",
    "二季度单季归母63.56亿，环比一季度下滑约13%，价格战开始反噬。",
    [
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-13", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-30.6%" },
  ),
  by("t", S, "fR", "quarterly", "上半年毛利率18.01%，比去年同期的20.01%低了整整2个百分点。", [
    V("gross_margin", "2025H1", "18.01", "%"),
    V("gross_margin", "2024H1", "20.01", "%"),
    PP("gross_margin", "2025H1", { v: "-2.00" }),
  ]),
  by("u", S, "tT", "technical", "MACD日线刚刚金叉，DEA拐头向上。", [MACD("golden_cross", 10)]),
  by("u", S, "fV", "undecidable", "二季度单车净利已降到5000元以下，盈利拐点尚未出现。", [U("销量与单车利润未存储")]),
  mt("t", O, "bull", "quarterly", "前三季度归母646.27亿，同比仍有约6%的增长；资产负债率12.81%，一如既往地干净。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6", cmp: "approx" }),
    V("debt_ratio", "2025M9", "12.81", "%"),
  ]),
  mt("u", O, "bear", "quarterly", "Q3单季归母192.24亿，同比几乎零增长，增长引擎明显熄火。", [
    V("net_profit", "2025S3", "192.24"),
    G("net_profit", "2025S3", { v: "0", cmp: "approx" }),
  ]),
  mt(
    "f",
    O,
    "tT",
    "technical",
    "10月28日MACD形成金叉，股价1430元距52周低点1400元仅约2%。",
    [
      MACD("golden_cross", 5, { err: "technical" }),
      LO52({ cond: "level", v: "1400" }),
      LO52({ v: "2", cmp: "approx" }),
    ],
    { err: "technical", note: "10-28为死叉" },
  ),
  mt("t", O, "tS", "technical", "年初至今茅台跌约6%，收在1430.01元，低于半年线和年线。", [
    SPAN("2024-12-31", { v: "-6", cmp: "approx" }),
    CLOSE("1430.01"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  zh("t", S, "fE", "quarterly", "招行上半年营收1699.69亿、同比-1.7%，归母749.30亿、同比微增0.25%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", cmp: "approx", size: "微增" }),
  ]),
  zh(
    "f",
    S,
    "bull",
    "quarterly",
    "上半年归母净利749亿，同比增长约2.5%，重回正增长。",
    [
      V("net_profit", "2025H1", "749", "亿", "approx"),
      G("net_profit", "2025H1", { v: "2.5", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+0.25%" },
  ),
  zh("t", S, "tT", "technical", "9月4日DIF重新上穿DEA，股价42.76元，站在年线41.03元上方但低于半年线。", [
    MACD("golden_cross", 3),
    CLOSE("42.76"),
    MA(250, "above"),
    MA(250, "value", { v: "41.03" }),
    MA(120, "below"),
  ]),
  zh("t", S, "fV", "valuation", "以6月末每股净资产42.10元计，现价42.76元对应PB约1.02倍，刚刚站回净资产之上。", [
    V("bps", "2025H1", "42.10", "元"),
    PE("2025H1", "1.02", "approx", { per: "bps" }),
  ]),
  zh(
    "f",
    S,
    "tS",
    "technical",
    "过去一年招行股价已上涨约43%，涨幅远超同期利润。",
    [RET(250, { v: "43", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "250日+26.6%；43%是距52周低点的涨幅" },
  ),
  zh("u", S, "tN", "announcement", "招行中期分红方案已出炉，每股派1.013元。", [U("公告源只收年报")]),
];
