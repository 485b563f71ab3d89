// Earlier dates: 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025), and two older
// dates with figures stored: 宁德时代 on 2020-05-15 (FY2019) and 中国石化 on 2021-06-30 (FY2020, no bars yet).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, QOQ, POS52, PE } = H;
const { X, BIAS, SPAN, SNAP, BRK, DD, READ, VOLR, MAX_CROSS, PSUM, IN, MCPE } = H;
const mt = H.maker("b41-lmt", "600519");
const nd = H.maker("b41-lnd", "300750");
const sh = H.maker("b41-lsh", "600028");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const E = "2020-05-15";
const F = "2021-06-30";

export default [
  // ---- 2025-04-30 ---------------------------------------------------------------------------------------------
  mt(
    "t",
    P,
    "bull",
    "annual",
    "2024年营业总收入1741.44亿元、同比+15.66%，归母净利润862.28亿元、同比+15.38%，双双稳健增长。",
    [
      V("revenue", "2024", "1741.44"),
      G("revenue", "2024", { v: "15.66", size: "稳健增长" }),
      V("net_profit", "2024", "862.28"),
      G("net_profit", "2024", { v: "15.38", size: "稳健增长" }),
    ],
  ),
  mt(
    "f",
    P,
    "bear",
    "quarterly",
    "2025Q1归母净利润268.47亿元，同比增速回落到个位数。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { size: "个位数增长", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "披露同比+11.56%" },
  ),
  mt("t", P, "fE", "quarterly", "一季度营业收入同比增长约10.5%，归母净利润增长11.6%，净利率高达54.89%。", [
    G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    V("net_margin", "2025Q1", "54.89", "%"),
  ]),
  mt("t", P, "fV", "valuation", "按2024年每股收益68.64元和4月30日收盘1547元计，静态市盈率约22.5倍。", [
    CLOSE("1547"),
    PE("2024", "22.5", "approx"),
  ]),
  mt("u", P, "tF", "valuation", "当前市净率约8倍、总市值约1.94万亿，估值处在近五年低位。", [
    SNAP("pb", "8", "x", "approx"),
    U("近五年估值分位不在数据中"),
  ]),
  mt("t", P, "tT", "technical", "收盘站在60日与250日均线之上，但MACD自3月26日死叉后DIF仍在DEA下方。", [
    MA(60, "above"),
    MA(250, "above"),
    MACD("dead_cross", 30),
    MACD("dif_below_dea"),
  ]),
  mt("u", P, "fR", "quarterly", "2025Q1经营现金流仅88.09亿元，同比大幅缩水。", [
    V("operating_cash_flow", "2025Q1", "88.09"),
    U("2024Q1经营现金流未存储"),
  ]),
  nd("t", P, "bear", "annual", "2024年营收3620.13亿，同比下降约9.7%，但归母净利润507.45亿仍增长15%。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    V("net_profit", "2024", "507.45"),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
  ]),
  nd(
    "f",
    P,
    "bull",
    "annual",
    "2024年营收3620亿元，同比增长约10%，量价齐升。",
    [
      V("revenue", "2024", "3620", "亿", "approx"),
      G("revenue", "2024", { v: "10", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-9.70%" },
  ),
  nd("u", P, "fE", "quarterly", "2025Q1营收847.05亿、归母净利139.63亿，净利同比增长约33%。", [
    V("revenue", "2025Q1", "847.05"),
    V("net_profit", "2025Q1", "139.63"),
    U("2024Q1未存储，同比无法计算"),
  ]),
  nd("t", P, "tT", "technical", "4月21日MACD刚刚金叉，股价231.5元站上250日线但仍压在60日线之下。", [
    MACD("golden_cross", 8),
    CLOSE("231.5"),
    MA(250, "above"),
    MA(60, "below"),
  ]),
  sh("t", P, "tF", "valuation", "按2024年EPS 0.41元计，5.66元的股价对应市盈率约13.6倍。", [
    CLOSE("5.66"),
    PE("2024", "13.6", "approx"),
  ]),
  sh(
    "f",
    P,
    "tT",
    "technical",
    "股价5.66元站稳250日均线，长期趋势已经扭转向上。",
    [CLOSE("5.66"), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "MA250 6.29，收盘在其下方" },
  ),

  // ---- 2025-09-05 --------------------------------------------------------------------------------------------
  mt("t", S, "fE", "quarterly", "上半年归母净利润454.03亿元，同比增长8.9%，增速较一季度的11.6%放缓。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
  ]),
  mt(
    "f",
    S,
    "fE",
    "quarterly",
    "二季度单季归母净利润454.03亿元，旺季成色十足。",
    [V("net_profit", "2025S2", "454.03", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "454.03亿为上半年累计；Q2单季185.55亿" },
  ),
  mt("t", S, "tT", "technical", "8月18日MACD金叉，20日均量较前20日放大约五成，站上20日与60日线。", [
    MACD("golden_cross", 15),
    VOLR({ v: "1.5", cmp: "approx" }),
    MA(20, "above"),
    MA(60, "above"),
  ]),
  mt("t", S, "tB", "valuation", "7月4日快照PB 7.99倍、市值约1.79万亿，对应2024年利润PE约20.7倍。", [
    SNAP("pb", "7.99", "x", "eq"),
    SNAP("marketCap", "1.79", "万亿", "approx"),
    MCPE("2024", "20.7", "approx"),
  ]),
  nd("t", S, "bull", "technical", "收盘325.11元创52周新高，均线从MA5到MA250完全多头排列。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    MAORDER([5, 10, 20, 60, 120, 250], "bull"),
  ]),
  nd(
    "f",
    S,
    "tA",
    "technical",
    "RSI只有55左右，上涨远未过热，仍可放心追高。",
    [RSI("55", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14 73.10，已超买" },
  ),
  nd("t", S, "fE", "quarterly", "上半年营收1788.86亿，同比+7.3%，归母净利304.85亿，同比+33%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
  ]),
  nd(
    "f",
    S,
    "fQ",
    "quarterly",
    "上半年净利增长33%，营收却只增7%，这恰恰说明增长不可持续，是利空。",
    [
      G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
      G("revenue", "2025H1", { v: "7", cmp: "approx" }),
      READ(G("net_profit", "2025H1", { v: "33", cmp: "approx" }), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "利润高增长读作利空" },
  ),
  sh("u", S, "fE", "quarterly", "中国石化上半年归母净利润约214亿元，同比下降近四成。", [U("中国石化2025H1未存储")]),

  // ---- 2025-10-31 ---------------------------------------------------------------------------------------------
  mt("t", O, "tBe", "quarterly", "前三季度归母净利646.27亿，同比仅+6.2%，Q3单季192.24亿，增速逐季放缓。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    V("net_profit", "2025S3", "192.24"),
    G("net_profit", "2025H1", { v: "11.56", cmp: "lt" }),
    G("net_profit", "2025M9", { v: "8.89", cmp: "lt" }),
  ]),
  mt("t", O, "tT", "technical", "股价1430.01元跌破全部均线，距52周低点1400元仅约2%，区间位置约11%。", [
    CLOSE("1430.01"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    LO52({ cond: "level", v: "1400" }),
    LO52({ v: "2", cmp: "approx" }),
    POS52({ v: "11", cmp: "approx" }),
  ]),
  mt(
    "f",
    O,
    "tA",
    "technical",
    "10月27日MACD金叉，配合RSI 42，底部已经确认。",
    [MACD("golden_cross", 5, { err: "technical" }), RSI("42", "approx")],
    { err: "technical", note: "10月27日是死叉（DIF下穿DEA）" },
  ),
  nd("t", O, "bull", "quarterly", "三季度单季营收1041.86亿，同比+12.9%；单季归母净利185.49亿，同比+41%。", [
    V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { v: "12.9", cmp: "approx" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
  nd(
    "f",
    O,
    "fE",
    "quarterly",
    "前三季度归母净利490.34亿，同比增长约41%，延续高增。",
    [V("net_profit", "2025M9", "490.34"), G("net_profit", "2025M9", { v: "41", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "41%是Q3单季增速；前三季度+36.2%" },
  ),
  nd("t", O, "tTr", "technical", "60个交易日大涨约47%，但近20日成交量萎缩至前20日的75%左右，量价背离。", [
    RET(60, { v: "47", cmp: "approx" }),
    VOLR({ v: "0.75", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),

  // ---- 2020-05-15: 宁德时代 FY2019 ------------------------------------------------------------------------------
  nd("t", E, "bull", "annual", "2019年营业收入457.88亿元，同比增长55%；归母净利润45.60亿元，增长约35%。", [
    V("operating_revenue", "2019", "457.88"),
    G("operating_revenue", "2019", { v: "55", cmp: "approx" }),
    V("net_profit", "2019", "45.60"),
    G("net_profit", "2019", { v: "35", cmp: "approx" }),
  ]),
  nd(
    "f",
    E,
    "fR",
    "annual",
    "2019年资产负债率58.37%，较上年下降约6个百分点，财务更稳健了。",
    [
      V("debt_ratio", "2019", "58.37", "%"),
      PP("debt_ratio", "2019", { v: "-6", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "52.36%→58.37%，上升6.01个百分点" },
  ),
  nd("t", E, "fV", "valuation", "以2019年每股收益2.09元计，145.48元的收盘价对应PE近70倍。", [
    V("basic_eps", "2019", "2.09", "元"),
    CLOSE("145.48"),
    PE("2019", "70", "near"),
  ]),
  nd("t", E, "tF", "annual", "总资产首次突破千亿至1013.52亿元，经营现金流134.72亿是净利润的近3倍。", [
    V("total_assets", "2019", "1013.52"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    V("operating_cash_flow", "2019", "134.72"),
    R("operating_cash_flow", "net_profit", "2019", "3", { cmp: "near" }),
  ]),
  nd("u", E, "tT", "technical", "股价距52周高点169.89元还有约14%空间。", [HI52({ v: "-14", cmp: "approx" })]),

  // ---- 2021-06-30: 中国石化 FY2020 ------------------------------------------------------------------------------
  sh("t", F, "bear", "annual", "2020年营收21047.24亿，同比下降29%；归母净利润332.71亿，同比下降约42%。", [
    V("operating_revenue", "2020", "21047.24"),
    G("operating_revenue", "2020", { v: "-29", cmp: "approx" }),
    V("net_profit", "2020", "332.71"),
    G("net_profit", "2020", { v: "-42", cmp: "approx" }),
  ]),
  sh(
    "f",
    F,
    "fE",
    "annual",
    "2020年扣非归母净利润仍有约15.65亿元，主业勉强盈利。",
    [V("deducted_net_profit", "2020", "15.65", "亿", "approx", { err: "wrong_direction" })],
    { err: "wrong_direction", note: "扣非为-15.65亿，亏损" },
  ),
  sh("u", F, "tT", "technical", "年报发布后股价已从4元附近反弹至4.5元。", [CLOSE("4.5", "approx")]),
];
