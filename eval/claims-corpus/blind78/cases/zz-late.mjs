// Points dated 2025-04-30 (FY2024), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025) and 2021-04-30 (中国平安
// FY2020, no bars on that date), and what was not public yet.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, U, QOQ, PSUM, BRK, VOLR, AMP, DD } = H;
const zs = H.maker("b78-lzs", "600036");
const nd = H.maker("b78-lnd", "300750");
const pa = H.maker("b78-lpa", "601318");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const Q = "2021-04-30";

export default [
  // 招商银行
  zs("t", P, "bear", "annual", "2024年招行营业总收入3374.88亿元，同比下降约0.5%，已是连续第二年收缩。", [
    V("revenue", "2024", "3374.88"),
    G("revenue", "2024", { v: "-0.5", cmp: "approx" }),
    G("revenue", "2023", { dir: "down" }),
  ]),
  zs(
    "f",
    P,
    "bull",
    "annual",
    "2024年归母净利润1483.91亿元，同比增长6.22%，盈利增速依旧稳健。",
    [V("net_profit", "2024", "1483.91"), G("net_profit", "2024", { v: "6.22", err: "wrong_period" })],
    { err: "wrong_period", note: "6.22%是2023年增速；2024年+1.22%" },
  ),
  zs("t", P, "tT", "technical", "4月30日MACD再度死叉，收盘40.74元跌回MA5、MA10之下，RSI约37。", [
    MACD("death_cross", 1),
    CLOSE("40.74"),
    MA(5, "below"),
    MA(10, "below"),
    RSI("37", "approx"),
  ]),
  zs("u", P, "fM", "undecidable", "2025年中报招行利润增速有望转正至1%以上，息差降幅将明显收窄。", [
    U("中报尚未披露；息差未存储"),
  ]),
  zs("t", O, "fE", "quarterly", "前三季度归母净利润1137.72亿元，同比增长约0.5%，三季度单季388.42亿元，同比增约1%。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    V("net_profit", "2025S3", "388.42"),
    G("net_profit", "2025S3", { v: "1", cmp: "approx" }),
  ]),
  zs(
    "f",
    O,
    "fE",
    "quarterly",
    "前三季度营业总收入2514.20亿元，同比增长约0.5%，收入端率先转正。",
    [
      V("revenue", "2025M9", "2514.20"),
      G("revenue", "2025M9", { v: "0.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-0.51%" },
  ),
  zs("t", O, "tF", "quarterly", "三季度单季营收814.51亿元，同比增约2.1%，但环比二季度的862.18亿元回落约5.5%。", [
    V("revenue", "2025S3", "814.51"),
    G("revenue", "2025S3", { v: "2.1", cmp: "approx" }),
    V("revenue", "2025S2", "862.18"),
    QOQ("revenue", "2025S3", "2025S2", { v: "-5.5", cmp: "approx" }),
  ]),
  zs("u", O, "tBe", "undecidable", "招行三季报的净利润为1137.72亿元，但全年预计难以超过1500亿元。", [
    V("net_profit", "2025M9", "1137.72"),
    U("全年利润在10月31日尚未披露"),
  ]),
  zs("t", O, "tT", "technical", "10月14日MACD金叉，但收盘40.89元仍在60日线之下，反弹力度有限。", [
    MACD("golden_cross", 14),
    CLOSE("40.89"),
    MA(60, "below"),
  ]),
  // 宁德时代
  nd("t", S, "fE", "quarterly", "上半年营业总收入1788.86亿元，同比增长约7.3%；归母净利润304.85亿元，同比增长约33%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
  ]),
  nd(
    "f",
    S,
    "fE",
    "quarterly",
    "上半年毛利率25.02%，同比提升约1.5个百分点，产品结构持续优化。",
    [
      V("gross_margin", "2025H1", "25.02", "%"),
      PP("gross_margin", "2025H1", { v: "1.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "上年同期26.53%，下降1.51个百分点" },
  ),
  nd("t", S, "tF", "quarterly", "二季度单季营收941.82亿元，环比一季度增长约11%；单季净利165.23亿元，环比增约18%。", [
    V("revenue", "2025S2", "941.82"),
    QOQ("revenue", "2025S2", "2025S1", { v: "11", cmp: "approx" }),
    V("net_profit", "2025S2", "165.23"),
    QOQ("net_profit", "2025S2", "2025S1", { v: "18", cmp: "approx" }),
  ]),
  nd("u", S, "tF", "undecidable", "二季度单季营收941.82亿元，同比增速约10%，较一季度明显提速。", [
    V("revenue", "2025S2", "941.82"),
    U("2024年一季度未存储，2024年二季度单季无法得出"),
  ]),
  nd("t", S, "tT", "technical", "均线完全多头排列，收盘325.11元创出60日收盘新高，但RSI约73已超买。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bull"),
    CLOSE("325.11"),
    BRK(60, "up"),
    RSI("73", "approx"),
  ]),
  nd(
    "f",
    S,
    "tS",
    "technical",
    "最近一个月量能缩了约四成，上涨缺乏成交配合。",
    [VOLR({ v: "0.6", cmp: "approx", err: "technical" })],
    { err: "technical", note: "近20日均量是前20日的1.6倍，放量" },
  ),
  nd("t", S, "tS", "technical", "近20个交易日上涨约23%，同期成交量放大约六成，资金进场迹象明显。", [
    RET(20, { v: "23", cmp: "approx" }),
    VOLR({ v: "1.6", cmp: "approx" }),
  ]),
  nd("u", S, "bull", "undecidable", "三季度排产环比提升两成，四季度业绩有望继续加速。", [U("排产与未来业绩无法核验")]),
  nd("t", O, "fE", "quarterly", "前三季度净利润490.34亿元，同比增长约36%；三季度单季185.49亿元，同比增长逾41%。", [
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "gt" }),
  ]),
  nd(
    "f",
    O,
    "fR",
    "quarterly",
    "前三季度毛利率25.31%，比去年同期的28.18%提高近3个百分点。",
    [
      V("gross_margin", "2025M9", "25.31", "%"),
      V("gross_margin", "2024M9", "28.18", "%"),
      PP("gross_margin", "2025M9", { v: "3", cmp: "near", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降2.87个百分点" },
  ),
  nd("t", O, "fR", "quarterly", "三季度末负债率61.27%，比上年同期的64.33%下降约3.1个百分点，资产负债表更稳。", [
    V("debt_ratio", "2025M9", "61.27", "%"),
    V("debt_ratio", "2024M9", "64.33", "%"),
    PP("debt_ratio", "2025M9", { v: "-3.1", cmp: "approx" }),
  ]),
  nd(
    "f",
    O,
    "tT",
    "technical",
    "10月13日MACD金叉，DIF重新上穿DEA，短线趋势转强。",
    [MACD("golden_cross", 15, { err: "technical" })],
    { err: "technical", note: "10月13日是死叉" },
  ),
  nd("t", O, "tNe", "technical", "收盘388.77元仍高于60日线，RSI约59，10月13日的MACD死叉更像高位整理。", [
    CLOSE("388.77"),
    MA(60, "above"),
    RSI("59", "approx"),
    MACD("death_cross", 15),
  ]),
  // 中国平安
  pa("t", P, "bull", "annual", "2024年平安归母净利润1266.07亿元，同比大增约48%，营业总收入同比增长约12.6%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "48", cmp: "approx", size: "大增" }),
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
  ]),
  pa(
    "f",
    P,
    "bear",
    "annual",
    "2024年营业总收入10289.25亿元，同比下滑约12.6%，主营收缩明显。",
    [V("revenue", "2024", "10289.25"), G("revenue", "2024", { v: "-12.6", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+12.6%" },
  ),
  pa("t", P, "tT", "technical", "4月21日MACD金叉，收盘50.71元站在年线48.39元之上，距52周高点62.8元约低19%。", [
    MACD("golden_cross", 8),
    CLOSE("50.71"),
    MA(250, "value", { v: "48.39" }),
    MA(250, "above"),
    HI52({ cond: "level", v: "62.8" }),
    HI52({ v: "-19", cmp: "approx" }),
  ]),
  pa("u", P, "fE", "undecidable", "平安2025年一季度归母净利润同比下降约26%，投资收益拖累明显。", [
    U("平安2025年一季度未存储"),
  ]),
  pa("t", Q, "fE", "annual", "2020年归母净利润1430.99亿元，较2019年的1494.07亿元下降约4.2%，为多年来首次下滑。", [
    V("net_profit", "2020", "1430.99"),
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    UP("net_profit", ["2017", "2018", "2019"]),
  ]),
  pa(
    "f",
    Q,
    "fE",
    "annual",
    "2020年加权ROE为20.00%，比2019年下降约2.4个百分点。",
    [V("roe", "2020", "20.00", "%"), PP("roe", "2020", { v: "-2.4", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "下降4.35个百分点" },
  ),
  pa(
    "t",
    Q,
    "tF",
    "annual",
    "2020年营业收入12183.15亿元，同比增长约4.2%，每股经营现金流17.66元，高于每股收益8.10元的两倍。",
    [
      V("operating_revenue", "2020", "12183.15"),
      G("operating_revenue", "2020", { v: "4.2", cmp: "approx" }),
      V("ocf_per_share", "2020", "17.66", "元"),
      V("basic_eps", "2020", "8.10", "元"),
      R("ocf_per_share", "basic_eps", "2020", "2", { cmp: "gt" }),
    ],
  ),
  pa("u", Q, "tT", "undecidable", "4月30日平安收于约70元，较年初已跌逾一成。", [U("平安2021年无存储日线")]),
];
