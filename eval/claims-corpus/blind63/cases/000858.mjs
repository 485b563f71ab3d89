// 五粮液: FY2015-2019 only (annual), no quarters, bars 2019-01-02..2026-04-30, no notices stored.
// Dates: 2026-04-30 (only its price is decided) and 2020-05-15 (FY2019 public).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, IND, PE, X } = H;
const { POS52, VOLR, IN, CAGR, DD, BIAS, BRK, GSTREAK, SUM, AVG, RANK, SNAP } = H;
const c = H.maker("b63-wly", "000858");
const A = "2026-04-30";
const O = "2020-05-15";
const NP = "net_profit";
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // 2026-04-30: the price only.
  c("t", A, "tT", "technical", "五粮液收于97.08元，5日至250日均线完全空头排列，RSI约28已进入超卖区。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    RSI("28", "approx"),
    RSI("30", "lt"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "五粮液RSI约28，MACD在4月20日金叉，超跌反弹信号已确认。",
    [RSI("28", "approx"), MACD("golden_cross", 9, { err: "technical" })],
    { err: "technical", note: "4月20日为死叉" },
  ),
  c("t", A, "tS", "technical", "五粮液收盘距52周低点97元仅一步之遥，较137.18元的52周高点已跌去约29%。", [
    LO52({ cond: "level", v: "97" }),
    LO52({ v: "1", cmp: "lt" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "五粮液过去250个交易日下跌约26%，但今年以来已逆势翻红。",
    [RET(250, { v: "-26", cmp: "approx" }), RET("2025-12-31", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年初至今-8.36%" },
  ),
  c("t", A, "fM", "technical", "五粮液去年最后一个交易日收105.94元，至今已跌约8.4%，近120个交易日累计下跌约18%。", [
    CLOSE("105.94", "eq", { date: "2025-12-31" }),
    RET("2025-12-31", { v: "-8.4", cmp: "approx" }),
    RET(120, { v: "-18", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "technical", "五粮液最新收盘跌破前60日所有收盘价，60日乖离约-6%，距60日高点回撤超一成。", [
    BRK(60, "down"),
    BIAS(60, { v: "-6", cmp: "approx" }),
    DD(60, { v: "-10", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "五粮液近20个交易日跌约7%，但仍守在60日均线103.32元上方。",
    [RET(20, { v: "-7", cmp: "approx" }), MA(60, "value", { v: "103.32" }), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "收盘97.08低于MA60" },
  ),
  c("t", A, "fM", "technical", "五粮液较2020年末291.85元的收盘已跌去约三分之二，处于52周区间最底部。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    RET("2020-12-31", { v: "-66.7", cmp: "approx" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  c("u", A, "fV", "undecidable", "五粮液现价对应2025年每股收益约7.5元，静态PE不到13倍，股息率超过5%。", [
    U("2025年每股收益未存储"),
    U("股息率未存储"),
  ]),
  c("u", A, "bear", "undecidable", "五粮液2025年营收同比下滑超过两成，普五批价跌破800元。", [
    U("五粮液无2020年后财报存储"),
    U("批价未存储"),
  ]),
  c("u", A, "tN", "undecidable", "五粮液3月末公告回购股份并注销，金额不低于10亿元。", [U("五粮液公告未存储")]),
  c("t", A, "vT", "technical", "五粮液近5个交易日跌约4%，收盘创出近20日新低，弱势未改。", [
    RET(5, { v: "-4", cmp: "approx" }),
    BRK(20, "down"),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "五粮液较去年末的105.94元下跌约18%，弱势明显。",
    [
      CLOSE("105.94", "eq", { date: "2025-12-31" }),
      RET("2025-12-31", { v: "-18", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "年初至今-8.36%；-18%是近120日" },
  ),
  c("u", A, "tS", "undecidable", "白酒板块本周主力资金净流出超50亿元，五粮液是流出最多的个股之一。", [
    U("资金流向未存储"),
  ]),

  // 2020-05-15: FY2019 public.
  c("t", O, "bull", "annual", "五粮液2019年营收501.18亿元，同比增长25.20%，归母净利174.02亿元，增长30.02%。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.20" }),
    V(NP, "2019", "174.02"),
    G(NP, "2019", { v: "30.02" }),
  ]),
  c(
    "f",
    O,
    "bull",
    "annual",
    "五粮液2019年归母净利174.02亿元，同比增长约38%，高端酒龙头地位稳固。",
    [V(NP, "2019", "174.02"), G(NP, "2019", { v: "38", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "38.36%是2018年增速；2019年+30.02%" },
  ),
  c("t", O, "fE", "annual", "营收从2015年的216.59亿元增至2019年的501.18亿元，四年复合增速约23%。", [
    V("operating_revenue", "2015", "216.59"),
    V("operating_revenue", "2019", "501.18"),
    CAGR("operating_revenue", "2015", "2019", { v: "23", cmp: "approx" }),
  ]),
  c("t", O, "fE", "annual", "归母净利2015至2019年连续四年增长，2017年以来每年增速都在30%以上。", [
    UP(NP, Y),
    GSTREAK(NP, ["2017", "2018", "2019"], 30),
  ]),
  c(
    "f",
    O,
    "fE",
    "annual",
    "五粮液2019年归母净利约为2015年的2.8倍，2015年以来增长了约280%。",
    [
      X(NP, "2019", "2015", { v: "2.8", cmp: "approx" }),
      G(NP, "2019", { base: "2015", v: "280", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "2.82倍即增长182%" },
  ),
  c("t", O, "tF", "annual", "2019年经营现金流231.12亿元，同比增长约88%，约为归母净利的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    R("operating_cash_flow", NP, "2019", "1.33", { cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "fR",
    "annual",
    "五粮液2017年经营现金流97.66亿元，较2016年的116.97亿元增长约17%。",
    [
      H.V("operating_cash_flow", "2016", "116.97"),
      V("operating_cash_flow", "2017", "97.66"),
      G("operating_cash_flow", "2017", { v: "17", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2017年-16.5%" },
  ),
  c("t", O, "fR", "industry", "资产负债率从2015年的15.61%升至2019年的28.48%，虽上升但对白酒企业仍属低杠杆。", [
    V("debt_ratio", "2015", "15.61", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", Y),
  ]),
  c("t", O, "tB", "annual", "加权ROE由2015年的14.93%一路升至2019年的25.26%，提高超过10个百分点。", [
    UP("roe", Y),
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { base: "2015", v: "10", cmp: "gt" }),
  ]),
  c(
    "f",
    O,
    "tBe",
    "annual",
    "五粮液2019年ROE 25.26%，较2018年的22.80%下滑约2.5个百分点，盈利效率见顶。",
    [V("roe", "2019", "25.26", "%"), PP("roe", "2019", { v: "-2.5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "提升2.46pp" },
  ),
  c("t", O, "fV", "valuation", "按5月15日收盘145.22元和2019年每股收益4.48元计算，五粮液静态PE约32倍。", [
    CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32", "approx"),
  ]),
  c(
    "f",
    O,
    "fV",
    "valuation",
    "五粮液每股收益4.48元，股价145.22元，静态市盈率仅约3.2倍。",
    [H.CLOSE("145.22"), V("basic_eps", "2019", "4.48", "元"), PE("2019", "3.2", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "约32.4倍" },
  ),
  c("t", O, "tT", "technical", "五粮液收于145.22元，5日、10日、20日、60日均线多头排列，RSI约70进入超买区。", [
    CLOSE("145.22"),
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("70", "approx"),
    RSI("70", "gt"),
  ]),
  c("t", O, "tT", "technical", "五粮液距52周高点147.99元不到2%，较52周低点96元已反弹约51%。", [
    HI52({ v: "-2", cmp: "gt" }),
    HI52({ cond: "level", v: "147.99" }),
    LO52({ cond: "level", v: "96" }),
    LO52({ v: "51", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "tA",
    "technical",
    "五粮液近20个交易日上涨约13%，成交量同步放大两成以上，量价齐升。",
    [RET(20, { v: "13", cmp: "approx" }), VOLR({ v: "1.2", cmp: "gt", err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.81，缩量" },
  ),
  c("t", O, "fS", "technical", "五粮液较2019年末收盘133.01元上涨约9.2%，最近60个交易日涨约17%。", [
    CLOSE("133.01", "eq", { date: "2019-12-31" }),
    RET("2019-12-31", { v: "9.2", cmp: "approx" }),
    RET(60, { v: "17", cmp: "approx" }),
  ]),
  c("u", O, "tN", "undecidable", "五粮液2019年度分红方案为每10股派22元，股权登记日在6月。", [U("五粮液公告未存储")]),
  c("u", O, "fM", "undecidable", "五粮液2020年一季度营收同比增长约15%，疫情影响小于市场预期。", [U("季报未存储")]),
  c("t", O, "tM", "annual", "2019年营业利润242.46亿元，约占营收的48%，较2018年的187.18亿元增长约30%。", [
    H.V("operating_profit", "2018", "187.18"),
    V("operating_profit", "2019", "242.46"),
    R("operating_profit", "operating_revenue", "2019", "48", { u: "%", cmp: "approx" }),
    G("operating_profit", "2019", { v: "30", cmp: "approx" }),
  ]),
];
