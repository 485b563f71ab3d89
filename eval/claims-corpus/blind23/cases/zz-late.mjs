// Points dated 2025-10-31 (nine months 2025), 2025-09-05 (H1 2025), 2025-04-30 (FY2024, 2025Q1) and 2020-05-15
// (FY2019), and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, CLOSE, MA, RSI, MACD, HI52, RET, SPAN, IND, U } = H;
const nd = H.maker("b23-lt-nd", "300750");
const by = H.maker("b23-lt-by", "002594");
const zs = H.maker("b23-lt-zs", "600036");
const sh = H.maker("b23-lt-sh", "600028");
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";
const Z = "2020-05-15";

export default [
  // ---- 宁德时代 ------------------------------------------------------------------------------------------------
  nd(
    "f",
    O,
    "tN",
    "quarterly",
    "Q3单季收入增速温和，只有9.3%左右，营收1041.86亿元。",
    [V("revenue", "2025S3", "1041.86"), G("revenue", "2025S3", { v: "9.3", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "Q3单季+12.9%；+9.28%是前三季度累计" },
  ),
  nd("u", O, "fM", "undecidable", "照前三季度490亿元的节奏，2025年全年归母净利润有望超过700亿元。", [
    V("net_profit", "2025M9", "490", "亿", "approx"),
    V("net_profit", "2025", "700", "亿", "gt"),
  ]),
  nd(
    "f",
    O,
    "tT",
    "technical",
    "10月中旬MACD金叉，DIF重新上穿DEA，上攻动能恢复。",
    [MACD("golden_cross", 15, { err: "technical" })],
    { err: "technical", note: "10月13日是死叉，DIF<DEA" },
  ),
  nd("t", O, "tTr", "technical", "近60个交易日累计上涨约47%，但10月13日MACD死叉后短线转入整理。", [
    RET(60, { v: "47", cmp: "approx" }),
    MACD("death_cross", 15),
    MACD("dif_below_dea"),
  ]),
  nd("u", O, "tA", "undecidable", "四季度排产环比提升两成，全年电池出货有望超过600GWh。", [U("排产与出货量未存储")]),
  nd(
    "f",
    S,
    "tT",
    "technical",
    "股价距52周高点仍有约10%的空间，上方压力不大。",
    [HI52({ v: "-10", cmp: "approx", err: "technical" })],
    { err: "technical", note: "9月5日收盘325.11元即52周新高" },
  ),
  nd("t", S, "tS", "technical", "收盘325.11元创52周新高，RSI(14)升到73，短线进入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
  ]),
  nd(
    "f",
    S,
    "bear",
    "quarterly",
    "收入端仍在收缩：中报营收1788.86亿元，较上年同期少了7.3%。",
    [V("revenue", "2025H1", "1788.86"), G("revenue", "2025H1", { v: "-7.3", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+7.27%" },
  ),
  nd(
    "f",
    Z,
    "fE",
    "annual",
    "利润弹性惊人，2019年归母净利润较2018年多出约54.6%，达到45.60亿元。",
    [V("net_profit", "2019", "45.60"), G("net_profit", "2019", { v: "54.6", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "利润+34.64%；+54.6%是营收增速" },
  ),
  nd(
    "t",
    Z,
    "bull",
    "annual",
    "2019年经营现金流134.72亿元，接近45.60亿元归母净利润的三倍，营收457.88亿元也增长了54.6%。",
    [
      V("operating_cash_flow", "2019", "134.72"),
      V("net_profit", "2019", "45.60"),
      H.R("operating_cash_flow", "net_profit", "2019", "3", { cmp: "near" }),
      V("operating_revenue", "2019", "457.88"),
      G("operating_revenue", "2019", { v: "54.6", cmp: "approx" }),
    ],
  ),
  // ---- 比亚迪 --------------------------------------------------------------------------------------------------
  by(
    "f",
    O,
    "bull",
    "quarterly",
    "拐点已现：Q3单季归母净利润78.23亿元，比去年三季度高出32.6%。",
    [
      V("net_profit", "2025S3", "78.23"),
      G("net_profit", "2025S3", { v: "32.6", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-32.6%" },
  ),
  by(
    "f",
    O,
    "bear",
    "quarterly",
    "前三季度归母净利润233.33亿元，同比腰斩。",
    [V("net_profit", "2025M9", "233.33"), G("net_profit", "2025M9", { size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "前三季度-7.55%" },
  ),
  by("u", O, "tS", "technical", "今年前十个月股价累计回落约两成，新能源车板块同期却是涨的。", [
    SPAN("2024-12-31", { v: "-20", cmp: "approx" }),
    U("新能源车板块指数未存储"),
  ]),
  by(
    "f",
    O,
    "tT",
    "technical",
    "重新站上20日均线了，100.79元的收盘意味着短线企稳。",
    [CLOSE("100.79"), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "MA20约105.54元，收盘在其下方" },
  ),
  by("u", P, "fE", "quarterly", "2025年一季度归母净利润91.55亿元，同比翻倍。", [
    V("net_profit", "2025Q1", "91.55"),
    G("net_profit", "2025Q1", { size: "翻倍" }),
  ]),
  by(
    "f",
    Z,
    "fR",
    "annual",
    "2019年扣非只有2.31亿元，跌幅约42%。",
    [
      V("deducted_net_profit", "2019", "2.31"),
      G("deducted_net_profit", "2019", { v: "-42", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "扣非-60.6%；-41.9%是归母口径" },
  ),
  // ---- 招商银行 ------------------------------------------------------------------------------------------------
  zs(
    "f",
    S,
    "bear",
    "quarterly",
    "继营收之后利润也转负了，中报归母净利润749.30亿元，同比-0.25%。",
    [
      G("revenue", "2025H1", { dir: "down" }),
      V("net_profit", "2025H1", "749.30"),
      G("net_profit", "2025H1", { v: "-0.25", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+0.25%" },
  ),
  zs("u", S, "tN", "announcement", "中报同步推出中期分红方案，每股派息约1元。", [
    U("分红公告未收录（招行仅收录年报）"),
  ]),
  zs("u", S, "fQ", "undecidable", "招行上半年营收降幅1.72%，好于平安银行两位数的下滑。", [
    G("revenue", "2025H1", { v: "-1.72" }),
    U("平安银行不在样本内"),
  ]),
  zs(
    "f",
    P,
    "fE",
    "quarterly",
    "一季报归母净利润372.86亿元，较2024年一季度约少3.1%。",
    [V("net_profit", "2025Q1", "372.86"), G("net_profit", "2025Q1", { v: "-3.1", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "利润同比-2.08%；-3.09%是营收" },
  ),
  zs(
    "f",
    Z,
    "tC",
    "industry",
    "2019年资产负债率91.67%，杠杆过高是招行最大的风险点。",
    [V("debt_ratio", "2019", "91.67", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行业约90%负债率属常态" },
  ),
  // ---- 中国石化 ------------------------------------------------------------------------------------------------
  sh("u", Z, "fE", "annual", "2019年利润回落约9%，归母净利润575.91亿元。", [
    V("net_profit", "2019", "575.91"),
    G("net_profit", "2019", { v: "-9", cmp: "approx" }),
  ]),
];
