// Other dates: 2025-04-30 (FY2024; 茅台/宁德 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025),
// 2020-05-15 (FY2019) and 2021-04-30 (FY2020), and what was not public yet on them.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, X, MA, MAORDER, RSI, MACD, HI52, LO52, POS52, VOL, RET, SPAN, CLOSE } = H;
const { BIAS, DD, PE, SNAP, READ, U, IN, EV, PAIR, IND, QOQ, PSUM, MCNOW } = H;
const mt = H.maker("b72-late-mt", "600519");
const nd = H.maker("b72-late-nd", "300750");
const pa = H.maker("b72-late-pa", "601318");
const sh = H.maker("b72-late-sh", "600028");
const Q = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const F19 = "2020-05-15";
const F20 = "2021-04-30";

export default [
  // 2025-04-30
  mt(
    "t",
    Q,
    "bull",
    "annual",
    "茅台2024年归母净利862.28亿元，同比增长约15.4%，营业总收入1741.44亿元，增速15.7%左右。",
    [
      V("net_profit", "2024", "862.28"),
      G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
      V("revenue", "2024", "1741.44"),
      G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    Q,
    "fE",
    "quarterly",
    "2025年一季度归母净利268.47亿元，同比增长约21.5%，开年延续高增。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "21.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+11.56%" },
  ),
  mt("t", Q, "tT", "technical", "收盘1547元，DIF已落到DEA下方且略低于零轴，3月26日死叉后股价围绕20日线横盘。", [
    CLOSE("1547"),
    MACD("dif_below_dea"),
    MACD("dif_below_zero"),
    MACD("dead_cross", 30),
    BIAS(20, { v: "1", cmp: "lt" }),
    BIAS(20, { v: "-1", cmp: "gt" }),
  ]),
  mt("u", Q, "fE", "quarterly", "一季度茅台酒收入增速约10%，系列酒增速更快，产品结构在下沉。", [U("分产品收入未存储")]),
  nd("t", Q, "fE", "annual", "宁德时代2024年营收3620.13亿元，同比下降约9.7%，但归母净利507.45亿元，仍增长15%。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    V("net_profit", "2024", "507.45"),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
  ]),
  nd(
    "f",
    Q,
    "bear",
    "annual",
    "2024年归母净利507.45亿元，同比下降约9.7%，量价齐跌已传导到利润。",
    [V("net_profit", "2024", "507.45"), G("net_profit", "2024", { v: "-9.7", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "-9.7%是营收；归母净利+15.0%" },
  ),
  nd("u", Q, "fE", "quarterly", "宁德一季度归母净利同比增长约33%，毛利率重回24%以上。", [
    U("2024Q1未存储"),
    V("gross_margin", "2025Q1", "24", "%", "gt"),
  ]),
  pa("t", Q, "tF", "annual", "平安2024年归母净利1266.07亿元，同比增长约48%，较2023年的856.65亿元多出约409亿元。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "48", cmp: "approx" }),
    V("net_profit", "2023", "856.65"),
    D("net_profit", "2024", { v: "409", cmp: "approx" }),
  ]),
  pa("u", Q, "bull", "quarterly", "一季度平安归母净利同比小幅下滑，但营运利润保持正增长。", [
    U("平安2025年季报未存储"),
  ]),
  // 2025-09-05
  mt("t", S, "fE", "quarterly", "茅台上半年归母净利454.03亿元，同比增长约8.9%，二季度单季185.55亿元。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    V("net_profit", "2025S2", "185.55"),
  ]),
  mt(
    "f",
    S,
    "bull",
    "quarterly",
    "二季度单季归母净利454.03亿元，同比增长约8.9%，淡季不淡。",
    [
      V("net_profit", "2025S2", "454.03", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S2", { v: "8.9", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "454.03亿元是上半年累计" },
  ),
  nd("t", S, "tB", "quarterly", "宁德上半年营收1788.86亿元，同比增长约7.3%，归母净利304.85亿元，增长约33%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
  ]),
  nd("t", S, "tT", "technical", "收盘325.11元，正好是52周最高收盘，RSI14升到73，进入超买区，8月15日MACD金叉。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
    MACD("golden_cross", 20),
  ]),
  nd(
    "f",
    S,
    "tA",
    "technical",
    "RSI14只有37，离超买还远，上方空间很大。",
    [RSI("37", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14 73.1，收在52周高点" },
  ),
  nd("u", S, "fE", "quarterly", "二季度单季归母净利165.23亿元，同比增长超30%。", [
    V("net_profit", "2025S2", "165.23"),
    U("2024Q1未存储，2024Q2单季不可得"),
  ]),
  // 2025-10-31
  mt("t", O, "fE", "quarterly", "茅台前三季度归母净利646.27亿元，同比增长约6.2%，三季度单季192.24亿元。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    V("net_profit", "2025S3", "192.24"),
  ]),
  mt(
    "f",
    O,
    "tBe",
    "quarterly",
    "前三季度归母净利646.27亿元，同比增速已掉到6.2%，较上半年的15.4%几乎腰斩。",
    [
      G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
      G("net_profit", "2025H1", { v: "15.4", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "上半年+8.9%；15.4%是2024全年" },
  ),
  mt("t", O, "tT", "technical", "收盘1430.01元，处在52周区间下沿，均线5<10<20<60<120<250空头排列。", [
    CLOSE("1430.01"),
    POS52({ v: "20", cmp: "le" }),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  mt("u", O, "fM", "annual", "四季度茅台利润大概率同比转负，全年归母净利或下滑约5%。", [U("2025年报晚于asOf")]),
  nd("t", O, "fE", "quarterly", "宁德前三季度归母净利490.34亿元，同比增长约36%，三季度单季185.49亿元，同比+41%。", [
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
  nd(
    "f",
    O,
    "fE",
    "quarterly",
    "三季度单季营收1041.86亿元，同比增长约29%，增速显著快于上半年。",
    [V("revenue", "2025S3", "1041.86"), G("revenue", "2025S3", { v: "29", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+12.9%" },
  ),
  nd("t", O, "tT", "technical", "收盘388.77元，较52周高点424.36元回撤约8%，10月13日MACD死叉后DIF仍低于DEA。", [
    CLOSE("388.77"),
    HI52({ cond: "level", v: "424.36" }),
    HI52({ v: "-8", cmp: "approx" }),
    MACD("dead_cross", 20),
    MACD("dif_below_dea"),
  ]),
  // 2020 / 2021
  pa("t", F19, "fE", "annual", "平安2019年归母净利1494.07亿元，同比增长约39%，ROE 24.35%，基本每股收益8.41元。", [
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2019", { v: "39", cmp: "approx" }),
    V("roe", "2019", "24.35", "%"),
    V("basic_eps", "2019", "8.41", "元"),
  ]),
  pa(
    "f",
    F19,
    "tC",
    "industry",
    "2019年末平安资产负债率89.63%，接近九成，这样的杠杆水平风险很高。",
    [V("debt_ratio", "2019", "89.63", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业常态" },
  ),
  pa(
    "u",
    F19,
    "tT",
    "technical",
    "平安股价已站上60日均线，MACD零轴上方金叉。",
    [MA(60, "above"), MACD("golden_cross", 10)],
    {
      note: "2020年日线未存储",
    },
  ),
  sh("t", F19, "fE", "annual", "中国石化2019年归母净利575.91亿元，每股收益0.48元，资产负债率约50%。", [
    V("net_profit", "2019", "575.91"),
    V("basic_eps", "2019", "0.48", "元"),
    V("debt_ratio", "2019", "50", "%", "approx"),
  ]),
  pa("t", F20, "bear", "annual", "平安2020年归母净利1430.99亿元，比2019年下降约4.2%，ROE从24.35%降到20.00%。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    V("roe", "2019", "24.35", "%"),
    V("roe", "2020", "20.00", "%"),
  ]),
  sh("t", F20, "bear", "annual", "中国石化2020年归母净利332.71亿元，同比下降约42%，扣非净利更是亏损15.65亿元。", [
    V("net_profit", "2020", "332.71"),
    G("net_profit", "2020", { v: "-42", cmp: "approx" }),
    V("deducted_net_profit", "2020", "-15.65"),
  ]),
  sh(
    "f",
    F20,
    "fV",
    "annual",
    "2020年基本每股收益0.28元，较2019年的0.48元下降约20%。",
    [
      V("basic_eps", "2020", "0.28", "元"),
      V("basic_eps", "2019", "0.48", "元"),
      G("basic_eps", "2020", { v: "-20", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "约-42%" },
  ),
];
