// Earlier dates: 2025-04-30 (FY2024 public), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025), and what was not
// public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, VOLR, EV, U, X, PE } = H;
const { QOQ, PSUM, POS52, MCNOW, BIAS } = H;
const mt = H.maker("b43-lmt", "600519");
const zs = H.maker("b43-lzs", "600036");
const pa = H.maker("b43-lpa", "601318");
const P = "2025-04-30";
const H1 = "2025-09-05";
const M9 = "2025-10-31";

export default [
  // 贵州茅台
  mt("t", P, "fE", "annual", "2024年营业总收入1741.44亿元、归母净利润862.28亿元，同比分别增长约15.7%和15.4%。", [
    V("revenue", "2024", "1741.44"),
    V("net_profit", "2024", "862.28"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "bear",
    "annual",
    "2024年经营现金流924.64亿元，同比仅增约8%，明显跑输利润增速。",
    [
      V("operating_cash_flow", "2024", "924.64"),
      G("operating_cash_flow", "2024", { v: "8", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "665.93→924.64，+38.8%" },
  ),
  mt("t", P, "fV", "valuation", "收盘1547元，以2024年每股收益68.64元算静态PE约22.5倍。", [
    CLOSE("1547"),
    PE("2024", "22.5"),
  ]),
  mt("t", P, "tT", "technical", "股价1547元略低于5日线和20日线，但在60日线1527元之上；RSI约48，方向未明。", [
    MA(5, "below"),
    MA(20, "below"),
    MA(60, "above"),
    MA(60, "value", { v: "1527", cmp: "approx" }),
    RSI("48", "approx"),
  ]),
  mt("u", P, "fM", "undecidable", "2025年全年茅台营收增速有望维持9%左右，ROE仍在35%以上。", [
    U("2025年年报在2025-04-30尚未公布"),
    U("预测"),
  ]),
  mt(
    "f",
    P,
    "tS",
    "technical",
    "股价距52周高点1910元仅约5%，随时可能再创新高。",
    [HI52({ cond: "level", v: "1910" }), HI52({ v: "-5", cmp: "approx", err: "technical" })],
    { err: "technical", note: "距52周高点-19.01%" },
  ),
  mt(
    "t",
    H1,
    "fE",
    "quarterly",
    "2025年上半年归母净利润454.03亿元，其中二季度单季185.55亿元，明显少于一季度的268.47亿元。",
    [
      V("net_profit", "2025H1", "454.03"),
      V("net_profit", "2025S2", "185.55"),
      QOQ("net_profit", "2025S2", "2025Q1", { dir: "down" }),
    ],
  ),
  mt(
    "f",
    H1,
    "fR",
    "quarterly",
    "二季度单季归母净利润约454亿元，环比一季度大幅增长。",
    [
      V("net_profit", "2025S2", "454", "亿", "approx", { err: "wrong_period" }),
      QOQ("net_profit", "2025S2", "2025Q1", { dir: "up", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "454.03亿为上半年累计；Q2单季185.55亿，环比下降" },
  ),
  mt(
    "t",
    H1,
    "tF",
    "quarterly",
    "上半年净利润454.03亿元，同比增长约9%。",
    [V("net_profit", "2025H1", "454.03"), G("net_profit", "2025H1", { v: "9", cmp: "approx" })],
    { note: "2024H1未存储，同比取季报原始披露的+8.89%" },
  ),
  mt("t", H1, "tT", "technical", "股价收于1483元，站上5日、20日和60日线，均线多头排列，MACD 8月18日金叉。", [
    CLOSE("1483"),
    MA(5, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MAORDER([5, 20, 60], "bull"),
    MACD("golden_cross", 15),
  ]),
  mt("t", H1, "tS", "technical", "近20日均量是前20日的1.5倍，量能显著放大，20日累计涨约4.4%。", [
    VOLR({ v: "1.5", cmp: "approx" }),
    VOL("expand_strong"),
    RET(20, { v: "4.4", cmp: "approx" }),
  ]),
  mt("t", M9, "fE", "quarterly", "前三季度归母净利润646.27亿元，三季度单季192.24亿元，环比二季度小幅回升约3.6%。", [
    V("net_profit", "2025M9", "646.27"),
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "3.6", cmp: "approx" }),
  ]),
  mt(
    "f",
    M9,
    "tT",
    "technical",
    "10月末股价1430元，较2024年末上涨约6%。",
    [CLOSE("1430.01"), RET("2024-12-31", { v: "6", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "1524→1430.01，-6.17%" },
  ),
  mt("t", M9, "tC", "technical", "收盘1430.01元，离52周低点1400元只有约2%，10月28日MACD已死叉。", [
    CLOSE("1430.01"),
    LO52({ cond: "level", v: "1400" }),
    LO52({ v: "2", cmp: "approx" }),
    MACD("death_cross", 4),
  ]),
  mt("u", M9, "fSy", "undecidable", "2025年全年归母净利润将在820亿元左右，首次同比下滑。", [
    U("全年报表在2025-10-31尚未公布"),
  ]),
  // 招商银行
  zs("t", P, "fE", "annual", "2024年归母净利润1483.91亿元，同比增约1.2%；营业收入3374.88亿元，小降约0.5%。", [
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.2", cmp: "approx" }),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2024", { v: "-0.5", cmp: "approx" }),
  ]),
  zs("t", P, "fV", "valuation", "收盘40.74元，对应2024年每股净资产41.46元，市净率约0.98倍，略低于1倍。", [
    CLOSE("40.74"),
    PE("2024", "0.98", "approx", { per: "bps" }),
    PE("2024", "1", "lt", { per: "bps" }),
  ]),
  zs(
    "f",
    P,
    "fV",
    "valuation",
    "以2024年EPS 5.66元计，40.74元对应的静态PE约9.2倍。",
    [V("basic_eps", "2024", "5.66", "元"), PE("2024", "9.2", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "40.74/5.66=7.20倍" },
  ),
  zs("t", P, "tT", "technical", "4月30日当天MACD死叉，RSI约37，股价跌回60日线42.42元下方。", [
    MACD("death_cross", 1),
    RSI("37", "approx"),
    MA(60, "below"),
    H.MAX_CROSS(60, "down", 10),
    MA(60, "value", { v: "42.42" }),
  ]),
  zs("t", H1, "fE", "quarterly", "2025年上半年归母净利润749.30亿元，同比微增0.25%，营收1699.69亿元则同比降约1.7%。", [
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", cmp: "approx" }),
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
  ]),
  zs(
    "f",
    H1,
    "fQ",
    "quarterly",
    "上半年ROE 6.92%，比去年同期提升0.8个百分点。",
    [
      V("roe", "2025H1", "6.92", "%"),
      PP("roe", "2025H1", { v: "0.8", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "7.72%→6.92%，下降0.80个百分点" },
  ),
  zs("u", H1, "tF", "undecidable", "前三季度招行归母净利润大概率在1140亿元附近。", [U("三季报在2025-09-05尚未公布")]),
  zs("t", H1, "tTr", "technical", "股价42.76元，跌在5/20/60日线下方，但较2024年末仍涨约8.8%。", [
    CLOSE("42.76"),
    MA(5, "below"),
    MA(20, "below"),
    MA(60, "below"),
    RET("2024-12-31", { v: "8.8", cmp: "approx" }),
  ]),
  zs("t", M9, "fE", "quarterly", "三季度单季归母净利润388.42亿元，同比增约1%，环比二季度增约3.2%。", [
    V("net_profit", "2025S3", "388.42"),
    G("net_profit", "2025S3", { base: "2024S3", v: "1", cmp: "approx" }),
    QOQ("net_profit", "2025S3", "2025S2", { v: "3.2", cmp: "approx" }),
  ]),
  zs(
    "f",
    M9,
    "bear",
    "quarterly",
    "前三季度归母净利润1137.72亿元，同比下降0.5%，利润已转负。",
    [
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "-0.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "净利润+0.52%；-0.51%是营收" },
  ),
  zs("t", M9, "tT", "technical", "10月14日MACD金叉后DIF略高于DEA，但近60日股价仍跌约8%。", [
    MACD("golden_cross", 14),
    MACD("dif_above_dea", 0),
    RET(60, { v: "-8", cmp: "approx" }),
  ]),
  // 中国平安
  pa("t", P, "fE", "annual", "2024年归母净利润1266.07亿元，同比大增约48%，营业总收入10289.25亿元增约12.6%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "48", cmp: "approx", size: "大增" }),
    V("revenue", "2024", "10289.25"),
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
  ]),
  pa(
    "f",
    P,
    "tN",
    "announcement",
    "4月份平安又公告了一轮新的A股回购方案。",
    [EV("repurchase", true, { from: "2025-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2025年4月无回购公告(3-20注销、5-14通知债权人)" },
  ),
  pa("t", P, "tT", "technical", "4月21日MACD金叉，收盘50.71元在20日线之上、5日线之下。", [
    MACD("golden_cross", 8),
    CLOSE("50.71"),
    MA(20, "above"),
    MA(5, "below"),
  ]),
  pa("u", H1, "fE", "undecidable", "2025年上半年平安归母净利润约680亿元，同比下降约4%。", [U("平安2025H1未存储")]),
  pa("t", H1, "tN", "announcement", "8月27日平安公布了2025年中期利润分配方案。", [
    EV("dividend", true, { from: "2025-08-27", to: "2025-08-27", title: "中期利润分配" }),
  ]),
  pa("t", H1, "tTr", "technical", "收盘57.9元，较2024年末涨近10%，距52周高点62.8元约7.8%。", [
    CLOSE("57.9"),
    RET("2024-12-31", { v: "10", cmp: "near" }),
    HI52({ cond: "level", v: "62.8" }),
    HI52({ v: "-7.8", cmp: "approx" }),
  ]),
  pa(
    "f",
    M9,
    "tT",
    "technical",
    "10月末DIF仍在零轴下方，MACD尚未翻红。",
    [MACD("dif_below_zero", 0, { err: "technical" })],
    { err: "technical", note: "DIF 0.397>0" },
  ),
];
