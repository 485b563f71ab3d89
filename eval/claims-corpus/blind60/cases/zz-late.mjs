// Points dated before 2026-04-30: 2025-04-30 (FY2024 public; 宁德时代 2025Q1 too), 2025-09-05 (H1 2025),
// 2025-10-31 (nine months 2025), 2020-05-15 (五粮液 FY2019), 2021-04-30 (中国平安 / 中国石化 FY2020).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, POS52, VOL, VOLR, BRK, EV, U } = H;
const { MCNOW, PE, READ, PSUM } = H;
const nd = H.maker("b60-late-nd", "300750");
const pa = H.maker("b60-late-pa", "601318");
const sh = H.maker("b60-late-sh", "600028");
const wl = H.maker("b60-late-wl", "000858");
const P = "2025-04-30";
const HY = "2025-09-05";
const M = "2025-10-31";
const Z = "2020-05-15";
const O = "2021-04-30";

export default [
  // 2025-04-30
  nd("t", P, "bull", "annual", "2024年营收3620.13亿元，同比下滑9.7%，但归母净利润507.45亿元逆势增长约15%。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    V("net_profit", "2024", "507.45"),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
  ]),
  nd(
    "u",
    P,
    "fE",
    "quarterly",
    "2025年一季度归母净利润139.63亿元，同比增长约33%。",
    [V("net_profit", "2025Q1", "139.63"), G("net_profit", "2025Q1", { v: "33", cmp: "approx" })],
    { note: "2024Q1未存储，同比无从核验" },
  ),
  nd(
    "f",
    P,
    "tB",
    "annual",
    "2024年归母净利润同比增长15%，在收入下滑的年份仍属高速增长。",
    [
      G("net_profit", "2024", { v: "15", cmp: "approx" }),
      G("net_profit", "2024", { size: "高速增长", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+15.0%不够高速增长" },
  ),
  nd("t", P, "tT", "technical", "4月21日MACD金叉，但DIF -3.88仍在零轴下方，反弹力度待确认。", [
    MACD("golden_cross", 8),
    MACD("dif_value", 0, { v: "-3.88" }),
    MACD("dif_below_zero", 0),
  ]),
  nd(
    "f",
    P,
    "tT",
    "technical",
    "231.5元的收盘已经站上60日线250.58元。",
    [CLOSE("231.5"), MA(60, "value", { v: "250.58" }), MA(60, "above", { err: "technical" })],
    { err: "technical" },
  ),
  nd("u", P, "fV", "valuation", "按231.5元收盘计，对应2024年利润的市盈率约21倍，低于历史中枢。", [
    CLOSE("231.5"),
    MCNOW("2024", "21"),
    U("历史估值中枢"),
  ]),
  pa("t", P, "fE", "annual", "2024年营业总收入10289.25亿元，同比增长12.6%；归母净利润1266.07亿元，增幅近48%。", [
    V("revenue", "2024", "10289.25"),
    G("revenue", "2024", { v: "12.6" }),
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "48", cmp: "near" }),
  ]),
  pa("u", P, "tBe", "quarterly", "2025年一季度归母净利润同比下降约26%，投资端拖累明显。", [
    G("net_profit", "2025Q1", { v: "-26", cmp: "approx" }),
    U("归因"),
  ]),
  pa(
    "f",
    P,
    "bull",
    "annual",
    "2024年归母净利润1266.07亿元，创下2017年以来的最高纪录。",
    [
      V("net_profit", "2024", "1266.07"),
      MAX("net_profit", "2024", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024"], {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "2019年1494.07亿元" },
  ),
  pa("t", P, "tT", "technical", "收盘50.71元在250日线48.39元之上，但离52周高点62.8元还差约19%。", [
    CLOSE("50.71"),
    MA(250, "above"),
    MA(250, "value", { v: "48.39" }),
    HI52({ cond: "level", v: "62.8" }),
    HI52({ v: "-19", cmp: "approx" }),
  ]),
  sh("t", P, "bear", "annual", "2024年归母净利润503.13亿元，同比下滑16.8%；股价近250个交易日也跌了约13.5%。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8" }),
    RET(250, { v: "-13.5", cmp: "approx" }),
  ]),
  sh(
    "f",
    P,
    "tS",
    "technical",
    "5.66元的收盘价已是52周最低，空头情绪释放到了极致。",
    [CLOSE("5.66"), LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周低点5.25元" },
  ),
  sh("t", P, "fV", "valuation", "按5.66元收盘和2024年0.41元每股收益计，市盈率约13.8倍。", [
    CLOSE("5.66"),
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13.8"),
  ]),
  // 2025-09-05
  nd("t", HY, "fE", "quarterly", "上半年营收1788.86亿元，同比增长7.3%；归母净利润304.85亿元，增长33.3%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.3" }),
  ]),
  nd(
    "f",
    HY,
    "bull",
    "quarterly",
    "上半年利润增长33.3%，营收也实现了两位数增长，双击行情可期。",
    [G("net_profit", "2025H1", { v: "33.3" }), G("revenue", "2025H1", { size: "两位数增长", err: "overstatement" })],
    { err: "overstatement", note: "营收+7.27%" },
  ),
  nd("t", HY, "tT", "technical", "收盘325.11元创52周新高，RSI14约73，已经进入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
  ]),
  nd("t", HY, "tS", "technical", "近20日均量约为前20日的1.6倍，放量突破前20日所有收盘价。", [
    VOLR({ v: "1.6", cmp: "approx" }),
    VOL("expand_strong"),
    BRK(20, "up"),
  ]),
  nd("u", HY, "tF", "undecidable", "上半年海外收入占比已升至三成以上。", [U("地区分部未存储")]),
  nd(
    "f",
    HY,
    "tM",
    "technical",
    "股价325.11元，较2023年末上涨约22%，估值并未透支。",
    [CLOSE("325.11"), RET("2023-12-29", { v: "22", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "+22%是较2024年末；较2023年末约+99%" },
  ),
  pa(
    "u",
    HY,
    "fE",
    "quarterly",
    "上半年归母净利润680.47亿元，同比下降3.7%。",
    [V("net_profit", "2025H1", "680.47"), G("net_profit", "2025H1", { v: "-3.7" })],
    { note: "中国平安2025H1未存储" },
  ),
  pa("t", HY, "tT", "technical", "收盘57.9元，8月27日MACD死叉，DIF已小幅跌到零轴下方。", [
    CLOSE("57.9"),
    MACD("death_cross", 8),
    MACD("dif_below_zero", 0),
  ]),
  pa(
    "f",
    HY,
    "tN",
    "announcement",
    "9月3日公司公告了新一期A股回购方案，回购计划接力。",
    [EV("repurchase", true, { from: "2025-09-01", title: "回购方案|回购计划|回购报告书", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "9月3日为回购股份注销公告" },
  ),
  // 2025-10-31
  nd("t", M, "fE", "quarterly", "前三季度归母净利润490.34亿元，同比增长36.2%；三季度单季185.49亿元，增长约41%。", [
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
  nd(
    "f",
    M,
    "fR",
    "quarterly",
    "三季度单季营收2830.72亿元，同比增长9.3%。",
    [
      V("revenue", "2025S3", "2830.72", "亿", "eq", { err: "wrong_period" }),
      G("revenue", "2025S3", { v: "9.3", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "前三季度累计；单季1041.86亿元、+12.9%" },
  ),
  nd("t", M, "tT", "technical", "10月13日MACD死叉后DIF仍在DEA下方，近20日量能缩到前20日的约75%。", [
    MACD("death_cross", 15),
    MACD("dif_below_dea", 0),
    VOLR({ v: "0.75", cmp: "approx" }),
  ]),
  nd(
    "f",
    M,
    "tA",
    "technical",
    "近60个交易日从264.62元涨到388.77元，涨幅约147%。",
    [
      CLOSE("264.62", "eq", { date: "2025-07-31" }),
      CLOSE("388.77"),
      RET(60, { v: "147", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+46.9%（为起点的1.47倍）" },
  ),
  nd("t", M, "fV", "valuation", "近四个季度归母净利润约638亿元，按388.77元收盘算滚动PE约28倍。", [
    PSUM(
      [
        ["net_profit", "2024", 1],
        ["net_profit", "2025M9", 1],
        ["net_profit", "2024M9", -1],
      ],
      { v: "638", cmp: "approx" },
    ),
    CLOSE("388.77"),
    MCNOW("2025M9TTM", "28", "approx"),
  ]),
  pa(
    "u",
    M,
    "fE",
    "quarterly",
    "前三季度归母净利润1328.56亿元，同比增长11.5%。",
    [V("net_profit", "2025M9", "1328.56"), G("net_profit", "2025M9", { v: "11.5" })],
    { note: "中国平安2025M9未存储" },
  ),
  pa("t", M, "tT", "technical", "10月14日MACD再度金叉，收盘57.83元处于52周区间的上部。", [
    MACD("golden_cross", 15),
    CLOSE("57.83"),
    POS52({ v: "60", cmp: "ge" }),
  ]),
  // 2020-05-15
  wl("t", Z, "fE", "annual", "2019年营业收入501.18亿元，同比增长25.2%；归母净利润174.02亿元，增长30.0%。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2" }),
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.0" }),
  ]),
  wl("t", Z, "bull", "annual", "归母净利润2015年以来连续四年增长，2019年ROE 25.26%为五年最高。", [
    UP("net_profit", ["2015", "2016", "2017", "2018", "2019"]),
    V("roe", "2019", "25.26", "%"),
    MAX("roe", "2019", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  wl(
    "f",
    Z,
    "tF",
    "annual",
    "2019年经营现金流净额231.12亿元，约为归母净利润的1.8倍。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      R("operating_cash_flow", "net_profit", "2019", "1.8", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约1.33倍" },
  ),
  wl("t", Z, "fV", "valuation", "按145.22元收盘和4.48元每股收益算，静态PE约32倍。", [
    CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32"),
  ]),
  wl("t", Z, "tS", "technical", "RSI14约70.3，股价距52周高点147.99元已不足2%。", [
    RSI("70.3", "approx"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
  wl(
    "f",
    Z,
    "bear",
    "annual",
    "2019年归母净利润增长30.0%，业绩越好反而越是利空。",
    [READ(G("net_profit", "2019", { v: "30.0" }), "negative", { err: "stance" })],
    { err: "stance", note: "利润增长读成利空" },
  ),
  wl(
    "u",
    Z,
    "fE",
    "quarterly",
    "疫情冲击下，2020年一季度营收仍增长15%左右。",
    [G("operating_revenue", "2020Q1", { v: "15", cmp: "approx" })],
    { note: "五粮液无季度数据" },
  ),
  wl(
    "f",
    Z,
    "fT",
    "annual",
    "2019年营收501.18亿元，较2017年增长25.2%。",
    [
      V("operating_revenue", "2019", "501.18"),
      G("operating_revenue", "2019", { base: "2017", v: "25.2", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "25.2%是较2018年；较2017年+66.0%" },
  ),
  wl("t", Z, "tT", "technical", "MA5 144.45元、MA10 141.66元、MA20 135.98元、MA60 125.99元，短中期均线多头排列。", [
    MAORDER([5, 10, 20, 60], "bull"),
    MA(5, "value", { v: "144.45" }),
    MA(10, "value", { v: "141.66" }),
    MA(20, "value", { v: "135.98" }),
    MA(60, "value", { v: "125.99" }),
  ]),
  // 2021-04-30
  pa("t", O, "fR", "annual", "2020年归母净利润1430.99亿元，同比下降约4.2%，ROE回落到20.00%。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    V("roe", "2020", "20.00", "%"),
    PP("roe", "2020", { dir: "down" }),
  ]),
  pa(
    "f",
    O,
    "bull",
    "annual",
    "2020年归母净利润1430.99亿元，创2017年以来新高。",
    [
      V("net_profit", "2020", "1430.99"),
      MAX("net_profit", "2020", ["2017", "2018", "2019", "2020"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2019年1494.07亿元" },
  ),
  pa("u", O, "tN", "undecidable", "2021年一季度寿险新业务价值同比下滑逾四成。", [U("NBV未存储")]),
  sh("t", O, "tF", "annual", "2020年归母净利润332.71亿元，较2019年下滑约42%，扣非后亏损15.65亿元。", [
    V("net_profit", "2020", "332.71"),
    G("net_profit", "2020", { v: "-42", cmp: "approx" }),
    V("deducted_net_profit", "2020", "-15.65"),
  ]),
];
