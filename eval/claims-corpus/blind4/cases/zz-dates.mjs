// Earlier dates for every company: what was known then (a nine-month report, a first quarter, the year before),
// the bars up to that day; readings of a fact as 利好 / 利空 (stance), overstatements, industry sense.
import {
  BAR,
  BRK,
  CLOSE,
  G,
  HI52,
  IN,
  IND,
  LO52,
  MA,
  MACD,
  MAORDER,
  MAX_CROSS,
  PP,
  READ,
  RET,
  RSI,
  U,
  V,
  VOL,
  maker,
} from "../spec-helpers.mjs";

const mt = maker("b4-dt-mt", "600519");
const zs = maker("b4-dt-zs", "600036");
const nd = maker("b4-dt-nd", "300750");
const yd = maker("b4-dt-yd", "002594");
const pa = maker("b4-dt-pa", "601318");
const sh = maker("b4-dt-sh", "600028");
const wl = maker("b4-dt-wl", "000858");
const MT = "2025-11-14";
const ZS = "2025-12-12";
const ND = "2025-04-30";
const YD = "2025-11-14";
const PA = "2025-05-30";
const SH = "2025-10-17";
const WL = "2025-03-14";

export default [
  // ---- 贵州茅台, 2025-11-14: the nine-month report is out ----
  mt("t", MT, "fE", "quarterly", "您问茅台今年前三季度赚了多少：归母净利润646亿出头，其中三季度单季192亿左右。", [
    V("net_profit", "2025M9", IN("646", "647")),
    V("net_profit", "2025S3", "192", "亿", "approx"),
  ]),
  mt("u", MT, "fE", "undecidable", "前三季度归母净利润646亿，同比增长6%左右。", [U("2024年前三季度数据无存储")]),
  mt(
    "f",
    MT,
    "tB",
    "quarterly",
    "前三季度归母净利润已经超过了800亿，全年冲千亿没悬念。",
    [V("net_profit", "2025M9", "800", "亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  mt("t", MT, "fR", "quarterly", "3Q25单季OCF 251亿左右，比二季度单季的43亿多出了200多亿。", [
    V("operating_cash_flow", "2025S3", "251", "亿", "approx"),
    V("operating_cash_flow", "2025S2", "43", "亿", "approx"),
    {
      k: "change",
      metric: "operating_cash_flow",
      period: "2025S3",
      base: "2025S2",
      mode: "abs",
      u: "亿",
      ...IN("200", "210"),
    },
  ]),
  mt(
    "f",
    MT,
    "fQ",
    "quarterly",
    "前三季度ROE 24.6%，比上半年还低了一截，盈利能力在下滑。",
    [
      V("roe", "2025M9", "24.6", "%", "approx"),
      PP("roe", "2025M9", { base: "2025H1", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction" },
  ),
  mt("t", MT, "tT", "technical", "11月10日放量涨了2%，量是前一天的2.6倍左右，MACD同一天金叉。", [
    BAR("2025-11-10", "chg", { v: "2", cmp: "approx" }),
    BAR("2025-11-10", "volx", { v: "2.6", cmp: "approx" }),
    MACD("golden_cross", 5),
  ]),
  mt("f", MT, "tTr", "technical", "股价还压在20日线下面，没站上去之前不碰。", [MA(20, "below", { err: "technical" })], {
    err: "technical",
  }),
  mt("t", MT, "tC", "technical", "离52周高点1658元还有12%的距离，年初以来跌了4%多，近20日成交量缩了两成左右。", [
    HI52({ v: "-12", cmp: "approx" }),
    RET("2024-12-31", IN("-5", "-4")),
    VOL("shrink_strong"),
  ]),
  mt(
    "f",
    MT,
    "tS",
    "technical",
    "11月10日放量涨了2%，这是主力借反弹出货，利空。",
    [
      BAR("2025-11-10", "chg", { v: "2", cmp: "approx" }),
      READ(BAR("2025-11-10", "chg", { dir: "up" }), "negative", { err: "stance" }),
    ],
    { err: "stance" },
  ),
  // ---- 招商银行, 2025-12-12 ----
  zs(
    "t",
    ZS,
    "tM",
    "quarterly",
    "两边争的是前三季度：营收2514亿，同比-0.5%；归母净利润1138亿，同比+0.5%。说白了一个微降一个微增，谁也谈不上拐点。",
    [
      V("revenue", "2025M9", "2514", "亿", "approx"),
      G("revenue", "2025M9", { v: "-0.5", cmp: "approx", size: "微降" }),
      V("net_profit", "2025M9", "1138", "亿", "approx"),
      G("net_profit", "2025M9", { v: "0.5", cmp: "approx", size: "微增" }),
    ],
  ),
  zs(
    "f",
    ZS,
    "tB",
    "quarterly",
    "前三季度归母净利润同比+0.5%，利润重回增长轨道，成长性得到确认。",
    [
      G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
      G("net_profit", "2025M9", { size: "稳健增长", err: "overstatement" }),
    ],
    { err: "overstatement" },
  ),
  zs("t", ZS, "fE", "quarterly", "3Q25单季营收815亿，YoY +2.1%；单季利润388亿，YoY +1%。", [
    V("revenue", "2025S3", "815", "亿", "approx"),
    G("revenue", "2025S3", { v: "2.1", cmp: "approx" }),
    V("net_profit", "2025S3", "388", "亿", "approx"),
    G("net_profit", "2025S3", { v: "1", cmp: "approx" }),
  ]),
  zs(
    "f",
    ZS,
    "fR",
    "quarterly",
    "前三季度ROE 10.47%，比去年同期的11.54%反而高了。",
    [PP("roe", "2025M9", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  zs(
    "f",
    ZS,
    "tC",
    "industry",
    "九成左右的负债率（三季度末89.9%），对任何一家公司来说都是高危水平。",
    [V("debt_ratio", "2025M9", "89.9", "%", "approx"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  zs("t", ZS, "tT", "technical", "12月10日放量跌了3%出头，量是前一天的2.3倍，收盘跌破了60日线。", [
    BAR("2025-12-10", "chg", IN("-4", "-3")),
    BAR("2025-12-10", "volx", { v: "2.3", cmp: "approx" }),
    MA(60, "below"),
    MAX_CROSS(60, "down", 3),
  ]),
  zs("t", ZS, "vT", "technical", "voter_2：12月3日MACD死叉，DIF已经跌到0轴下方，RSI不到40。", [
    MACD("dead_cross", 8),
    MACD("dif_below_zero"),
    RSI("40", "lt"),
  ]),
  zs(
    "f",
    ZS,
    "tS",
    "technical",
    "12月10日的放量下跌是资金抢筹的信号，利好。",
    [READ(BAR("2025-12-10", "chg", { dir: "down" }), "positive", { err: "stance" })],
    { err: "stance" },
  ),
  zs("u", ZS, "fT", "undecidable", "全年分红率大概率维持在35%以上。", [U("预测")]),
  // ---- 宁德时代, 2025-04-30: FY2024 and 2025Q1 out ----
  nd("t", ND, "tF", "annual", "FY24营收3620亿，YoY约-9.7%；但NP 507亿，YoY +15%，收入降、利润升。", [
    V("revenue", "2024", "3620", "亿", "approx"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    V("net_profit", "2024", "507", "亿", "approx"),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
  ]),
  nd(
    "f",
    ND,
    "tBe",
    "annual",
    "FY24营收和利润双双下滑，NP同比少了一成左右。",
    [G("net_profit", "2024", { v: "-10", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  nd("u", ND, "fM", "undecidable", "1Q25营收847亿，同比增长6%左右。", [U("2024年一季度数据无存储")]),
  nd("t", ND, "fM", "quarterly", "1Q25营收847亿，NP 140亿左右，一个季度就赚了2024全年的四分之一以上。", [
    V("revenue", "2025Q1", "847", "亿", "approx"),
    V("net_profit", "2025Q1", "140", "亿", "approx"),
    {
      k: "ratio",
      num: "net_profit",
      den: "net_profit",
      period: "2025Q1",
      denPeriod: "2024",
      u: "%",
      v: "25",
      cmp: "gt",
    },
  ]),
  nd(
    "f",
    ND,
    "fE",
    "quarterly",
    "1Q25营收3620亿，单季就创了新高。",
    [V("revenue", "2025Q1", "3620", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period" },
  ),
  nd("t", ND, "tT", "technical", "4月21日MACD金叉，不过DIF、DEA都还在0轴下方；股价在60日线下方，20日线上方。", [
    MACD("golden_cross", 8),
    MACD("dif_below_zero"),
    MA(60, "below"),
    MA(20, "above"),
  ]),
  nd(
    "f",
    ND,
    "tA",
    "technical",
    "近20个交易日涨了7%左右，反弹力度不小。",
    [RET(20, { v: "7", cmp: "approx", err: "technical" })],
    { err: "technical" },
  ),
  nd("t", ND, "tC", "technical", "近20个交易日跌了7%左右，而且是放量跌的，20日均量比前20日多了两成。", [
    RET(20, { v: "-7", cmp: "approx" }),
    VOL("expand"),
    READ(RET(20, { dir: "down" }), "negative"),
  ]),
  nd("t", ND, "tNe", "technical", "今年以来跌了13%左右，离52周高点301.5元回撤了两成多。", [
    RET("2024-12-31", { v: "-13", cmp: "approx" }),
    HI52(IN("-30", "-20")),
  ]),
  // ---- 比亚迪, 2025-11-14 ----
  yd("t", YD, "fM", "quarterly", "前三季度营收5663亿，YoY +12.7%；归母净利润233亿，YoY -7.5%，增收不增利。", [
    V("revenue", "2025M9", "5663", "亿", "approx"),
    G("revenue", "2025M9", { v: "12.7", cmp: "approx" }),
    V("net_profit", "2025M9", "233", "亿", "approx"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  yd(
    "f",
    YD,
    "tB",
    "quarterly",
    "前三季度归母净利润233亿，同比增长7.5%。",
    [G("net_profit", "2025M9", { v: "7.5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  yd("t", YD, "tBe", "quarterly", "3Q25单季归母净利润78亿，同比少了三成多，单季营收也同比降了3%左右。", [
    V("net_profit", "2025S3", "78", "亿", "approx"),
    G("net_profit", "2025S3", IN("-40", "-30")),
    G("revenue", "2025S3", { v: "-3", cmp: "approx" }),
  ]),
  yd(
    "f",
    YD,
    "fV",
    "quarterly",
    "前三季度GPM 17.9%，和去年同期差不多。",
    [
      V("gross_margin", "2025M9", "17.9", "%", "approx"),
      PP("gross_margin", "2025M9", { size: "基本持平", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude" },
  ),
  yd("t", YD, "fV", "quarterly", "前三季度GPM 17.9%，比去年同期的20.8%低了将近3个点。", [
    V("gross_margin", "2025M9", "17.9", "%", "approx"),
    V("gross_margin", "2024M9", "20.8", "%", "approx"),
    PP("gross_margin", "2025M9", { v: "-3", cmp: "near" }),
  ]),
  yd("t", YD, "tT", "technical", "11月13日放量涨了2%左右，量是前一天的两倍多，但第二天又回落到98.37元。", [
    BAR("2025-11-13", "chg", { v: "2", cmp: "approx" }),
    BAR("2025-11-13", "volx", IN("2", "2.5")),
    CLOSE("98.37"),
    BAR("2025-11-14", "chg", { dir: "down" }),
  ]),
  yd("f", YD, "tTr", "technical", "股价已经站上60日线，可以轻仓试多。", [MA(60, "above", { err: "technical" })], {
    err: "technical",
  }),
  yd("t", YD, "tC", "technical", "近60个交易日跌了7.5%左右，5日、20日、60日线空头排列，近20日量能缩了四成。", [
    RET(60, { v: "-7.5", cmp: "approx" }),
    MAORDER([5, 20, 60], "bear"),
    VOL("shrink_strong"),
  ]),
  yd("u", YD, "tS", "undecidable", "除权以来的52周低点在80元附近，现价离它还有两成。", [U("除权后的日线不足52周")]),
  // ---- 中国平安, 2025-05-30 ----
  pa("t", PA, "fE", "annual", "2024年营收10289亿，YoY +12.6%；归母净利润1266亿，YoY +47.8%。", [
    V("revenue", "2024", "10289", "亿", "approx"),
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
    V("net_profit", "2024", "1266", "亿", "approx"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
  ]),
  pa(
    "f",
    PA,
    "tBe",
    "annual",
    "2024年利润是增长了，可营收同比却降了一成多。",
    [G("revenue", "2024", { v: "-10", cmp: "lt", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  pa("t", PA, "tT", "technical", "5月28日MACD死叉，但DIF还在0轴上方，股价站在20日、60日和年线之上。", [
    MACD("dead_cross", 3),
    MACD("dif_above_zero"),
    MA(20, "above"),
    MA(60, "above"),
    MA(250, "above"),
  ]),
  pa(
    "f",
    PA,
    "tA",
    "technical",
    "近一年（250个交易日）涨了三成以上。",
    [RET(250, { v: "30", cmp: "gt", err: "technical" })],
    { err: "technical" },
  ),
  pa("t", PA, "tNe", "technical", "近一年涨了17%左右，但离52周高点62.8元还差15%上下，RSI 57，不冷不热。", [
    RET(250, { v: "17", cmp: "approx" }),
    HI52({ v: "-15", cmp: "approx" }),
    RSI("57", "approx"),
  ]),
  pa("t", PA, "tC", "industry", "负债率89.9%是保险业的常态，不应该拿制造业的标准去看。", [
    V("debt_ratio", "2024", "89.9", "%", "approx"),
    IND("high_debt_is_normal"),
  ]),
  pa("u", PA, "fR", "undecidable", "综合偿付能力充足率若跌破150%，就要考虑补充资本。", [U("情景，偿付能力无存储")]),
  // ---- 中国石化, 2025-10-17 ----
  sh("t", SH, "tT", "technical", "10月13日MACD金叉，股价站回20日线，但60日线、年线还压在上面。", [
    MACD("golden_cross", 5),
    MA(20, "above"),
    MA(60, "below"),
    MA(250, "below"),
  ]),
  sh("f", SH, "tTr", "technical", "已经站上60日线，趋势扭转。", [MA(60, "above", { err: "technical" })], {
    err: "technical",
  }),
  sh("t", SH, "tC", "technical", "近一年跌了23%左右，股价贴近52周低点，只高出3%。", [
    RET(250, { v: "-23", cmp: "approx" }),
    LO52({ v: "3", cmp: "approx" }),
  ]),
  sh(
    "f",
    SH,
    "tS",
    "technical",
    "近一年跌了23%，股价贴着52周低点，这是利好信号。",
    [READ(RET(250, { v: "-23", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance" },
  ),
  sh("u", SH, "fE", "undecidable", "三季报归母净利润预计同比下滑三成。", [U("季报无存储，且为预测")]),
  sh(
    "f",
    SH,
    "fT",
    "annual",
    "2024年营收同比-4.3%，基本持平，规模没有缩。",
    [
      G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
      G("revenue", "2024", { size: "基本持平", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude" },
  ),
  // ---- 五粮液, 2025-03-14 ----
  wl("t", WL, "tT", "technical", "3月14日放量大涨6%多，成交量是前一天的4.5倍左右，收盘站上了5日、20日、60日和年线。", [
    BAR("2025-03-14", "chg", IN("6", "7")),
    BAR("2025-03-14", "volx", { v: "4.5", cmp: "approx" }),
    MA(5, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(250, "above"),
  ]),
  wl(
    "f",
    WL,
    "tT",
    "technical",
    "3月14日那根阳线是缩量的，上涨没有量能配合。",
    [BAR("2025-03-14", "volx", { v: "1", cmp: "lt", err: "technical" })],
    { err: "technical" },
  ),
  wl("t", WL, "tS", "technical", "近20日明显放量，20日均量比前20日多了四成左右，20个交易日涨了7%出头，情绪偏暖。", [
    VOL("expand_strong"),
    RET(20, IN("7", "8")),
    READ(RET(20, { dir: "up" }), "positive"),
  ]),
  wl("f", WL, "vT", "technical", "voter_2：RSI(14)超过70，已经超买。", [RSI("70", "gt", { err: "technical" })], {
    err: "technical",
  }),
  wl("t", WL, "vT", "technical", "voter_2：MACD 2月10日金叉后，DIF、DEA都在0轴上方，RSI 65左右，偏强但没超买。", [
    MACD("dif_above_zero"),
    MACD("dif_above_dea"),
    RSI("65", "approx"),
    RSI("70", "lt"),
  ]),
  wl("t", WL, "tC", "technical", "离52周高点178.76元还差两成多，今年以来基本是平的（+0.5%）。", [
    HI52(IN("-30", "-20")),
    RET("2024-12-31", { v: "0.5", cmp: "approx" }),
  ]),
  wl("u", WL, "fE", "undecidable", "2024年营收预计在890亿上下，同比增长7%左右。", [U("2020年以后的财报无存储")]),
  wl("f", WL, "tA", "technical", "收盘创了60日收盘新高，突破确立。", [BRK(60, "up", { err: "technical" })], {
    err: "technical",
  }),
];
