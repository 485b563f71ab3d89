// Points on dates other than 2026-04-30: 五粮液 on 2020-05-15 (FY2019), 中国平安 on 2021-04-30 (FY2020, no bars),
// 招商银行 on 2025-04-30 (FY2024, 2025Q1) and 2025-09-05 (H1 2025), 宁德时代 on 2025-09-05 / 2025-10-31 (notices before
// 2026-02-09 not collected), 中国平安 on 2025-09-05 (no 2025 quarter stored), and what was not public yet.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, U, SPAN, PE, VOLR, VOL, CAGR, RANK } = H;
const { BIAS, IND, MCPE } = H;
const wl = H.maker("b80-lw", "000858");
const pa = H.maker("b80-lp", "601318");
const zs = H.maker("b80-lz", "600036");
const nd = H.maker("b80-ln", "300750");
const W = "2020-05-15";
const P21 = "2021-04-30";
const Y5 = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // 五粮液, 2020-05-15
  wl("t", W, "bull", "annual", "2019年五粮液营业收入501.18亿元，同比增约25.2%，首次站上500亿元台阶。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    V("operating_revenue", "2019", "500", "亿", "gt"),
    MAX("operating_revenue", "2019", Y5),
  ]),
  wl("t", W, "fE", "annual", "2019年归母净利润174.02亿元，同比增30.0%，2015年以来年年增长。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.0", cmp: "approx" }),
    UP("net_profit", Y5),
  ]),
  wl(
    "f",
    W,
    "fE",
    "annual",
    "2019年五粮液归母净利润同比增长38.4%，增速再创近年新高。",
    [
      G("net_profit", "2019", { v: "38.4", cmp: "approx", err: "wrong_period" }),
      H.GSTREAK("net_profit", ["2019"], 38, 1e9, { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "38.35%是2018年增速；2019年+30.02%" },
  ),
  wl("t", W, "tF", "annual", "ROE由22.80%升至25.26%，一年提高约2.5个百分点。", [
    V("roe", "2018", "22.80", "%"),
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { v: "2.5", cmp: "approx" }),
  ]),
  wl(
    "f",
    W,
    "tF",
    "annual",
    "2019年资产负债率28.48%，较上年有所下降，财务结构更稳。",
    [V("debt_ratio", "2019", "28.48", "%"), PP("debt_ratio", "2019", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "24.36%→28.48%，上升" },
  ),
  wl("t", W, "tF", "annual", "经营现金流231.12亿元，同比增约88%，约为归母净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  wl("t", W, "tT", "technical", "收盘145.22元，MA5、MA10、MA20、MA60多头排列，RSI约70，趋势强但已偏热。", [
    CLOSE("145.22"),
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("70", "approx"),
  ]),
  wl(
    "f",
    W,
    "tT",
    "technical",
    "MACD已经死叉，DIF跌到DEA下方，短线调整开启。",
    [MACD("dif_below_dea", undefined, { err: "technical" })],
    { err: "technical", note: "DIF 5.84 > DEA 5.10" },
  ),
  wl("t", W, "tS", "technical", "近250个交易日股价上涨约51%，距52周高点147.99元只差约1.9%。", [
    RET(250, { v: "51", cmp: "approx" }),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-1.9", cmp: "approx" }),
  ]),
  wl("t", W, "fV", "valuation", "以145.22元和2019年每股收益4.48元计，静态市盈率约32倍。", [
    H.CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32"),
  ]),
  wl(
    "f",
    W,
    "fV",
    "valuation",
    "2019年五粮液营业收入50.12亿元，静态PE约32倍。",
    [V("operating_revenue", "2019", "50.12", "亿", "eq", { err: "wrong_magnitude" }), PE("2019", "32")],
    { err: "wrong_magnitude", note: "营业收入501.18亿元" },
  ),
  wl("t", W, "tTr", "technical", "20日均量只有前20日的约0.81倍，缩量上行。", [
    VOLR({ v: "0.81", cmp: "approx" }),
    VOL("shrink"),
    RET(20, { dir: "up" }),
  ]),
  wl("t", W, "tB", "annual", "2015年至2019年营收从216.59亿元增至501.18亿元，四年复合增速约23.3%。", [
    V("operating_revenue", "2015", "216.59"),
    V("operating_revenue", "2019", "501.18"),
    CAGR("operating_revenue", "2015", "2019", { v: "23.3", cmp: "approx" }),
  ]),
  wl("u", W, "tN", "undecidable", "2020年一季度营业收入同比增长约15%，疫情冲击有限。", [
    G("operating_revenue", "2020Q1", { v: "15", cmp: "approx" }),
    U("疫情影响的归因"),
  ]),
  wl("t", W, "tP", "technical", "2019年最后一个交易日收于133.01元，到5月15日已涨约9.2%。", [
    CLOSE("133.01", "eq", { date: "2019-12-31" }),
    SPAN("2019-12-31", { v: "9.2", cmp: "approx" }),
  ]),
  wl(
    "f",
    W,
    "tA",
    "annual",
    "2019年ROE 25.26%，在2015年以来仅次于2018年，位列次高。",
    [V("roe", "2019", "25.26", "%"), RANK("roe", "2019", Y5, "max", 2, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年是2015-2019年最高" },
  ),
  wl("t", W, "fV", "valuation", "只看2019年每股收益，五粮液静态市盈率也已超过30倍，估值并不便宜。", [
    PE("2019", "30", "gt"),
  ]),
  // 中国平安, 2021-04-30 (no bars in this window)
  pa("t", P21, "fE", "annual", "2020年平安归母净利润1430.99亿元，同比下降约4.2%，是2017年以来的首次下滑。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    UP("net_profit", ["2017", "2018", "2019"]),
  ]),
  pa("t", P21, "fR", "annual", "ROE由2019年的24.35%降到2020年的20.00%，下滑4.35个百分点。", [
    V("roe", "2019", "24.35", "%"),
    V("roe", "2020", "20.00", "%"),
    PP("roe", "2020", { v: "-4.35", cmp: "approx" }),
  ]),
  pa(
    "f",
    P21,
    "tF",
    "annual",
    "2020年平安营业收入11688.67亿元，同比增长约19.7%。",
    [
      V("operating_revenue", "2020", "11688.67", "亿", "eq", { err: "wrong_period" }),
      G("operating_revenue", "2020", { v: "19.7", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "11688.67亿元、+19.7%是2019年；2020年12183.15亿元、+4.23%" },
  ),
  pa("t", P21, "tB", "annual", "每股净资产41.72元，同比增约13.3%，账面价值仍在积累。", [
    V("bps", "2020", "41.72", "元"),
    G("bps", "2020", { v: "13.3", cmp: "approx" }),
  ]),
  pa("u", P21, "tT", "undecidable", "2021年以来平安股价已下跌约15%，跌破年线。", [
    SPAN("2020-12-31", { v: "-15", cmp: "approx" }),
    MA(250, "below"),
  ]),
  pa("t", P21, "fR", "industry", "89.63%的负债率与上年持平，对保险公司而言再正常不过。", [
    V("debt_ratio", "2020", "89.63", "%"),
    PP("debt_ratio", "2020", { v: "0", cmp: "approx" }),
    IND("high_debt_is_normal"),
  ]),
  // 中国平安, 2025-09-05
  pa("u", "2025-09-05", "fE", "undecidable", "平安上半年归母净利润同比下降约4%，但营运利润保持增长。", [
    G("net_profit", "2025H1", { v: "-4", cmp: "approx" }),
    U("营运利润未存储"),
  ]),
  // 招商银行, 2025-04-30
  zs(
    "t",
    "2025-04-30",
    "fE",
    "annual",
    "2024年归母净利润1483.91亿元，同比增约1.2%；营业总收入3374.88亿元，微降0.5%。",
    [
      V("net_profit", "2024", "1483.91"),
      G("net_profit", "2024", { v: "1.2", cmp: "approx" }),
      V("revenue", "2024", "3374.88"),
      G("revenue", "2024", { v: "-0.5", cmp: "approx", size: "微降" }),
    ],
  ),
  zs(
    "f",
    "2025-04-30",
    "tF",
    "annual",
    "2024年招行ROE为13.44%，比2023年明显下台阶。",
    [V("roe", "2024", "13.44", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "13.44%是2025年；2024年14.49%" },
  ),
  zs("u", "2025-04-30", "fM", "undecidable", "2025年招行归母净利润有望达到1500亿元上下。", [
    V("net_profit", "2025", "1500", "亿", "approx"),
  ]),
  zs("t", "2025-04-30", "tN", "quarterly", "一季报显示归母净利润372.86亿元，同比下降约2.1%，营业总收入同比降约3.1%。", [
    V("net_profit", "2025Q1", "372.86"),
    G("net_profit", "2025Q1", { v: "-2.1", cmp: "approx" }),
    G("revenue", "2025Q1", { v: "-3.1", cmp: "approx" }),
  ]),
  // 招商银行, 2025-09-05
  zs(
    "t",
    "2025-09-05",
    "fE",
    "quarterly",
    "上半年营业总收入1699.69亿元，同比降约1.7%；归母净利润749.30亿元，同比微增0.25%。",
    [
      V("revenue", "2025H1", "1699.69"),
      G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
      V("net_profit", "2025H1", "749.30"),
      G("net_profit", "2025H1", { v: "0.25", cmp: "approx", size: "微增" }),
    ],
  ),
  zs(
    "f",
    "2025-09-05",
    "bull",
    "quarterly",
    "招行上半年营业总收入1699.69亿元，同比增长1.7%，营收已经转正。",
    [
      V("revenue", "2025H1", "1699.69"),
      G("revenue", "2025H1", { v: "1.7", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-1.72%" },
  ),
  zs("t", "2025-09-05", "tT", "technical", "收盘42.76元，低于MA60的44.94元，但比52周低点29.93元仍高约43%。", [
    CLOSE("42.76"),
    MA(60, "below"),
    MA(60, "value", { v: "44.94" }),
    LO52({ cond: "level", v: "29.93" }),
    LO52({ v: "43", cmp: "approx" }),
  ]),
  zs("u", "2025-09-05", "bull", "undecidable", "招行三季度单季归母净利润388.42亿元，同比增1%左右。", [
    V("net_profit", "2025S3", "388.42"),
  ]),
  // 宁德时代, 2025-09-05
  nd("t", "2025-09-05", "fE", "quarterly", "上半年归母净利润304.85亿元，同比增约33.3%；营收1788.86亿元，增约7.3%。", [
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.3", cmp: "approx" }),
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
  ]),
  nd(
    "f",
    "2025-09-05",
    "tF",
    "quarterly",
    "宁德上半年营收1788.86亿元，同比增长约17%，收入与利润齐升。",
    [V("revenue", "2025H1", "1788.86"), G("revenue", "2025H1", { v: "17", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+7.27%" },
  ),
  nd("t", "2025-09-05", "tT", "technical", "收盘325.11元创52周新高，RSI约73进入超买区，均线全线多头。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
    MAORDER([5, 10, 20, 60, 120, 250], "bull"),
  ]),
  // 宁德时代, 2025-10-31
  nd("t", "2025-10-31", "fE", "quarterly", "前三季度营收2830.72亿元，同比+9.3%；归母净利润490.34亿元，同比+36.2%。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3", cmp: "approx" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2", cmp: "approx" }),
  ]),
  nd(
    "t",
    "2025-10-31",
    "tF",
    "quarterly",
    "三季度单季归母净利润185.49亿元，同比增约41%，较二季度的165.23亿元继续抬升。",
    [
      V("net_profit", "2025S3", "185.49"),
      G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
      V("net_profit", "2025S2", "165.23"),
      H.QOQ("net_profit", "2025S3", "2025S2", { dir: "up" }),
      UP("net_profit", ["2025Q1", "2025S2", "2025S3"]),
    ],
  ),
  nd(
    "f",
    "2025-10-31",
    "tF",
    "quarterly",
    "三季度单季营收2830.72亿元，同比增长约9.3%。",
    [
      V("revenue", "2025S3", "2830.72", "亿", "eq", { err: "wrong_period" }),
      G("revenue", "2025S3", { v: "9.3", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "前三季度累计；三季度单季1041.86亿元、+12.9%" },
  ),
  nd("t", "2025-10-31", "tT", "technical", "52周最高价424.36元，现价388.77元，相差约8.4%；10月13日DIF已下穿DEA。", [
    CLOSE("388.77"),
    HI52({ cond: "level", v: "424.36" }),
    HI52({ v: "-8.4", cmp: "approx" }),
    MACD("death_cross", 15),
  ]),
  nd("u", "2025-10-31", "tN", "undecidable", "宁德已公告2025年中期分红方案，每10股派现约10元。", [
    U("2026-02-09前公告未采集"),
  ]),
  nd("t", "2025-10-31", "tS", "technical", "股价高出MA60（331.98元）约17%，乖离偏大。", [
    MA(60, "value", { v: "331.98" }),
    BIAS(60, { v: "17", cmp: "approx" }),
  ]),
  nd("u", "2025-10-31", "fM", "undecidable", "2025年全年归母净利润将超过700亿元，同比增速四成左右。", [
    V("net_profit", "2025", "700", "亿", "gt"),
  ]),
];
