// Points dated 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025), 2021-04-30
// (茅台 FY2020, no bars then) and 2020-05-15 (宁德时代 FY2019, bars from 2020-01-02), and what was not public yet.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, U, PE, QOQ, SPAN, MRET, BRK, WEEKS } = H;
const { MCNOW, VOLR, DAYS, X, PAIR, MAX, HILO } = H;
const mt = H.maker("b65-late-mt", "600519");
const zs = H.maker("b65-late-zs", "600036");
const nd = H.maker("b65-late-nd", "300750");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";

export default [
  // 2025-04-30
  mt("t", P, "bull", "annual", "茅台2024年归母净利润862.28亿元，同比增长约15.4%，营业总收入1741.44亿元、增长15.7%。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
  ]),
  mt("t", P, "fE", "quarterly", "刚披露的2025年一季报：归母净利268.47亿元，同比增长约11.6%，营收增速约10.5%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "fE",
    "quarterly",
    "2025年一季度归母净利润268.47亿元，同比增长约15.4%，延续了去年的增速。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "15.4", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "15.4%是2024年全年增速；2025Q1为+11.56%" },
  ),
  mt("t", P, "fV", "valuation", "收盘1547元，对应2024年每股收益68.64元的静态PE约22.5倍。", [
    CLOSE("1547"),
    PE("2024", "22.5", "approx"),
  ]),
  mt(
    "f",
    P,
    "tT",
    "technical",
    "今年以来茅台已下跌约1.5%，弱于大盘。",
    [SPAN("2024-12-31", { v: "-1.5", cmp: "approx", err: "wrong_direction" }), U("大盘走势不在存储数据中")],
    { err: "wrong_direction", note: "1524→1547，+1.51%" },
  ),
  mt("u", P, "fL", "annual", "2025年茅台全年利润将继续保持两位数增长，一季报已经给出了答案。", [
    U("2025年年报于2026-04-17才披露，晚于asOf；且为预测"),
  ]),
  zs("t", P, "tF", "annual", "招行2024年归母净利润1483.91亿元，同比增1.2%；基本每股收益5.66元，比上年多3分钱。", [
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.2", cmp: "approx" }),
    V("basic_eps", "2024", "5.66", "元"),
    H.D("basic_eps", "2024", { v: "0.03", u: "元" }),
  ]),
  zs("t", P, "bear", "quarterly", "2025年一季度营收837.51亿元，同比下降约3.1%，归母净利372.86亿元，同比下滑2.1%。", [
    V("revenue", "2025Q1", "837.51"),
    G("revenue", "2025Q1", { v: "-3.1", cmp: "approx" }),
    V("net_profit", "2025Q1", "372.86"),
    G("net_profit", "2025Q1", { v: "-2.1", cmp: "approx" }),
  ]),
  zs(
    "f",
    P,
    "bull",
    "quarterly",
    "一季度归母净利372.86亿元，同比增长2.1%，利润端依然稳健。",
    [
      V("net_profit", "2025Q1", "372.86"),
      G("net_profit", "2025Q1", { v: "2.1", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-2.08%" },
  ),
  zs("t", P, "tT", "technical", "4月30日MACD刚刚死叉，收盘40.74元，但仍站在年线（约37.3元）之上。", [
    MACD("death_cross", 1),
    CLOSE("40.74"),
    MA(250, "above"),
    MA(250, "value", { v: "37.3", cmp: "approx" }),
  ]),
  zs("t", P, "fV", "valuation", "以2024年每股净资产41.46元计，股价40.74元对应PB约0.98倍，PE约7.2倍。", [
    V("bps", "2024", "41.46", "元"),
    PE("2024", "0.98", "approx", { per: "bps" }),
    PE("2024", "7.2", "approx"),
  ]),
  nd("t", P, "fE", "annual", "宁德时代2024年归母净利507.45亿元，同比增长15%，但营收同比下滑约9.7%。", [
    V("net_profit", "2024", "507.45"),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
  ]),
  nd("u", P, "fQ", "quarterly", "2025年一季度归母净利139.63亿元，同比增长超过30%，增速较去年明显加快。", [
    V("net_profit", "2025Q1", "139.63"),
    U("2024年一季度未存储"),
  ]),
  nd(
    "f",
    P,
    "tS",
    "technical",
    "今年以来股价上涨约13%，收于231.5元，锂电板块情绪回暖。",
    [CLOSE("231.5"), SPAN("2024-12-31", { v: "13", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "266→231.5，-12.97%" },
  ),
  // 2025-09-05
  mt("t", S, "fE", "quarterly", "2025年上半年归母净利454.03亿元，同比增长约8.9%，营收增速约9.1%，增速降至个位数。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx", size: "个位数增长" }),
    G("operating_revenue", "2025H1", { v: "9.1", cmp: "approx" }),
  ]),
  mt(
    "f",
    S,
    "fQ",
    "quarterly",
    "二季度单季归母净利185.55亿元，环比一季度增长约31%，淡季不淡。",
    [
      V("net_profit", "2025S2", "185.55"),
      QOQ("net_profit", "2025S2", "2025S1", { v: "31", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-30.9%" },
  ),
  mt("t", S, "tT", "technical", "8月18日MACD金叉后仍运行在DEA上方，股价1483元站上20日线，但还在年线1496元下方。", [
    MACD("golden_cross", 15),
    MACD("dif_above_dea"),
    CLOSE("1483"),
    MA(20, "above"),
    MA(250, "below"),
    MA(250, "value", { v: "1496", cmp: "approx" }),
  ]),
  mt("t", S, "tS", "technical", "近20日均量是前20日的1.5倍，放量上攻，8月以来情绪修复。", [
    VOLR({ v: "1.5", cmp: "approx" }),
    VOL("expand_strong"),
    RET("2025-07-31", { dir: "up" }),
  ]),
  mt("u", S, "fM", "quarterly", "三季报利润增速预计降至5%左右，中秋国庆旺季动销偏弱。", [U("三季报尚未披露，预测")]),
  zs("t", S, "fE", "quarterly", "上半年营收1699.69亿元，同比减少1.7%；归母净利749.30亿元，同比仅增0.25%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", cmp: "approx" }),
  ]),
  zs(
    "f",
    S,
    "fE",
    "quarterly",
    "上半年归母净利润749.30亿元，同比增长2.5%，利润增速好于营收。",
    [
      V("net_profit", "2025H1", "749.30"),
      G("net_profit", "2025H1", { v: "2.5", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+0.25%" },
  ),
  zs("t", S, "tT", "technical", "9月4日MACD在零轴下方金叉，股价42.76元距52周高点48.55元约12%。", [
    MACD("golden_cross", 2),
    MACD("dif_below_zero"),
    CLOSE("42.76"),
    HI52({ v: "-12", cmp: "approx" }),
  ]),
  nd("t", S, "fE", "quarterly", "宁德时代上半年归母净利304.85亿元，同比增长约33%，营收1788.86亿元、增长7.3%。", [
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
  ]),
  nd("t", S, "tT", "technical", "收盘325.11元创52周新高，RSI达73进入超买，MA5/20/60/250多头排列。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
    MAORDER([5, 20, 60, 250], "bull"),
  ]),
  nd(
    "f",
    S,
    "tT",
    "technical",
    "RSI(14)约73，已跌入超卖区，短线存在技术性反弹需求。",
    [RSI("73", "approx"), RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI 73是超买不是超卖" },
  ),
  nd("t", S, "tTr", "technical", "8月单月上涨约15.7%，周线已连续三周收高。", [
    MRET("2025-08", { v: "15.7", cmp: "approx" }),
    WEEKS(3, "up"),
  ]),
  // 2025-10-31
  mt(
    "t",
    O,
    "fE",
    "quarterly",
    "前三季度归母净利646.27亿元，同比增长6.2%，三季度单季192.24亿元，环比二季度多约3.6%。",
    [
      V("net_profit", "2025M9", "646.27"),
      G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
      V("net_profit", "2025S3", "192.24"),
      QOQ("net_profit", "2025S3", "2025S2", { v: "3.6", cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    O,
    "tS",
    "technical",
    "10月31日收盘1430.01元，创下52周收盘新低，情绪极度悲观。",
    [CLOSE("1430.01"), H.LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周最低1400元，年内最低收盘1403.09元" },
  ),
  mt("u", O, "fS", "quarterly", "前三季度利润增速6.2%，但市场更担心的是四季度批价下行导致的业绩爆雷。", [
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    U("市场担忧与批价"),
  ]),
  zs(
    "t",
    O,
    "fE",
    "quarterly",
    "前三季度营收2514.20亿元，同比降约0.5%，净利1137.72亿元，同比增0.5%，三季度单季营收增2.1%。",
    [
      V("revenue", "2025M9", "2514.20"),
      G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }),
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
      G("revenue", "2025S3", { v: "2.1", cmp: "approx" }),
    ],
  ),
  zs(
    "f",
    O,
    "fV",
    "valuation",
    "按近四季利润约1490亿元计，10月末股价对应PE约9.6倍。",
    [V("net_profit", "2025M9TTM", "1490", "亿", "approx"), MCNOW("2025M9TTM", "9.6", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE约6.9倍" },
  ),
  nd("t", O, "bull", "quarterly", "前三季度归母净利490.34亿元，同比增长36.2%；三季度单季185.49亿元，同比增约41%。", [
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2", cmp: "approx" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
  nd(
    "f",
    O,
    "bear",
    "quarterly",
    "三季度单季营收仅增长约2.1%，增长已明显失速。",
    [G("revenue", "2025S3", { v: "2.1", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "单季营收+12.9%；2.1%是招行三季度单季营收增速" },
  ),
  nd("t", O, "fV", "valuation", "以10月31日收盘388.77元计，近四季利润对应PE约27.8倍，今年以来股价涨约46%。", [
    CLOSE("388.77"),
    MCNOW("2025M9TTM", "27.8", "approx"),
    SPAN("2024-12-31", { v: "46", cmp: "approx" }),
  ]),
  nd("u", O, "fM", "annual", "按前三季度节奏，全年归母净利有望达到700亿元左右。", [U("全年数据尚未披露，预测")]),
  // 2021-04-30 (茅台 FY2020) and 2020-05-15 (宁德时代 FY2019)
  mt(
    "t",
    "2021-04-30",
    "tF",
    "annual",
    "2020年茅台营业总收入979.93亿元，同比增长10.3%，归母净利润466.97亿元、增长13.3%。",
    [
      V("revenue", "2020", "979.93"),
      G("revenue", "2020", { v: "10.3", cmp: "approx" }),
      V("net_profit", "2020", "466.97"),
      G("net_profit", "2020", { v: "13.3", cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    "2021-04-30",
    "tF",
    "annual",
    "2020年末货币资金360.91亿元，同比增长约27%。",
    [V("cash", "2020", "360.91"), G("cash", "2020", { v: "27", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "132.52→360.91，+172%" },
  ),
  mt("u", "2021-04-30", "tT", "technical", "茅台股价站稳2000元，60日均线拐头向上。", [U("2021年日线未存储")]),
  nd("t", "2020-05-15", "fE", "annual", "宁德时代2019年营收457.88亿元，归母净利润45.60亿元，同比增长约34.6%。", [
    V("operating_revenue", "2019", "457.88"),
    V("net_profit", "2019", "45.60"),
    G("net_profit", "2019", { v: "34.6", cmp: "approx" }),
  ]),
  nd(
    "t",
    "2020-05-15",
    "fV",
    "valuation",
    "5月15日收盘145.48元，以2019年每股收益2.09元计，PE接近70倍，已站上20日线。",
    [CLOSE("145.48"), PE("2019", "70", "near"), MA(20, "above")],
  ),
  nd(
    "f",
    "2020-05-15",
    "fR",
    "annual",
    "2019年资产负债率58.37%，比2018年下降约6个百分点，财务更稳健。",
    [
      V("debt_ratio", "2019", "58.37", "%"),
      PP("debt_ratio", "2019", { v: "-6", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "52.36%→58.37%，上升6个百分点" },
  ),
  nd("u", "2020-05-15", "tT", "technical", "股价距52周高点不到5%，有望突破前高。", [
    U("日线始于2020-01-02，52周不可判定"),
  ]),
];
