// 五粮液: FY2015-2019 only, no quarters, bars 2019-01-02..2026-04-30, no notices stored.
// Dates: 2026-04-30 (technicals decidable, anything after FY2019 undecidable) and 2020-05-15 (FY2019 public).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { POS52, X, BIAS, SPAN, BRK, DD, HILO, PE, MRET, MAXDAY, UPDAYS, VOLR, DAYS, GSTREAK } = H;
const c = H.maker("b55-wly", "000858");
const A = "2026-04-30";
const O = "2020-05-15";
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  c("t", A, "bear", "technical", "收盘97.08元，MA5<MA10<MA20<MA60<MA120<MA250完全空头排列，股价压在所有均线之下。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(5, "below"),
    MA(250, "below"),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "股价已在年线附近企稳，距250日均线不到3%，底部特征明显。",
    [BIAS(250, { v: "-3", cmp: "gt", err: "technical" })],
    { err: "technical", note: "BIAS250约-16.6%" },
  ),
  c("t", A, "tT", "technical", "RSI约28.4，已进入超卖区；DIF在零轴下方，4月20日刚刚死叉。", [
    RSI("30", "lt"),
    RSI("28.4", "approx"),
    MACD("dif_below_zero", 0),
    MACD("death_cross", 10),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI约28，但MACD已在4月下旬金叉，技术面先于基本面见底。",
    [RSI("28", "approx"), MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "4月20日为死叉" },
  ),
  c("t", A, "tBe", "technical", "收盘价跌破此前60个交易日的全部收盘价，也贴着52周低点97元，处于年内区间最底部。", [
    BRK(60, "down"),
    LO52({ cond: "level", v: "97" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  c("t", A, "tS", "technical", "近一年股价下跌约26%，较52周高点137.18元回撤近三成。", [
    RET(250, { v: "-26", cmp: "approx" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-30", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "今年以来股价仅下跌约3%，明显抗跌于白酒板块。",
    [
      SPAN("2025-12-31", { v: "-3", cmp: "approx", err: "wrong_magnitude" }),
      { k: "undecidable", why: "板块对比无存储" },
    ],
    { err: "wrong_magnitude", note: "年初至今-8.36%" },
  ),
  c("t", A, "tM", "technical", "较2020年末291.85元的收盘价，股价已跌去约三分之二。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c("u", A, "fE", "undecidable", "2025年营收同比下滑超过一成，净利润降幅更大。", [U("五粮液2025年报未存储")]),
  c("u", A, "fV", "undecidable", "按2025年每股收益测算，五粮液PE已降到13倍左右，股息率超过5%。", [
    U("2020年以后财报未存储"),
  ]),
  c("u", A, "tN", "undecidable", "普五批价跌破800元，经销商库存接近三个月。", [U("批价与渠道库存无存储")]),
  c("f", A, "tN", "technical", "近5个交易日连续收涨，短线资金回流迹象初现。", [DAYS(5, "up", { err: "technical" })], {
    err: "technical",
    note: "近5日下跌4.05%",
  }),
  c("t", O, "bull", "annual", "2019年营业收入501.18亿元首次突破500亿，同比增25.2%；归母净利174.02亿元，增长30%。", [
    V("operating_revenue", "2019", "501.18"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    UP("operating_revenue", Y),
    G("operating_revenue", "2019", { v: "25.2" }),
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "bull",
    "annual",
    "2019年归母净利润174.02亿元，较2017年增长30%，连续两年保持三成增速。",
    [
      V("net_profit", "2019", "174.02"),
      G("net_profit", "2019", { base: "2017", v: "30", cmp: "approx", err: "wrong_base_year" }),
      GSTREAK("net_profit", ["2018", "2019"], 30, 1e9),
    ],
    { err: "wrong_base_year", note: "30%是较2018年；较2017年+79.9%" },
  ),
  c(
    "t",
    O,
    "fE",
    "annual",
    "2015到2019年归母净利由61.76亿增至174.02亿元，四年复合增速约29.6%，ROE连续四年提升至25.26%。",
    [
      V("net_profit", "2015", "61.76"),
      V("net_profit", "2019", "174.02"),
      CAGR("net_profit", "2015", "2019", { v: "29.6", cmp: "approx" }),
      UP("roe", Y),
      V("roe", "2019", "25.26", "%"),
    ],
  ),
  c(
    "f",
    O,
    "fR",
    "annual",
    "资产负债率28.48%，较上年下降约4个百分点，资产结构更稳健。",
    [
      V("debt_ratio", "2019", "28.48", "%"),
      PP("debt_ratio", "2019", { v: "-4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2018年24.36%，上升4.12个百分点" },
  ),
  c("u", O, "fR", "annual", "负债率由2015年的15.61%一路升到28.48%，四年抬高近13个百分点，主要是预收款增加。", [
    V("debt_ratio", "2015", "15.61", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", Y),
    PP("debt_ratio", "2019", { base: "2015", v: "13", cmp: "near" }),
    U("负债构成（预收款）无分项存储"),
  ]),
  c("t", O, "fV", "valuation", "5月15日收盘145.22元，对应2019年每股收益4.48元，静态PE约32倍。", [
    CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32", "approx"),
  ]),
  c("t", O, "tF", "annual", "2019年经营现金流231.12亿元，同比增长约88%，是净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33"),
  ]),
  c(
    "f",
    O,
    "tF",
    "annual",
    "2019年经营现金流231.12亿元，已连续四年增长。",
    [V("operating_cash_flow", "2019", "231.12"), UP("operating_cash_flow", Y, { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2017年97.66亿低于2016年116.97亿" },
  ),
  c("t", O, "tT", "technical", "4月单月大涨约17.9%，RSI升至70上方，DIF位于零轴之上，股价距52周高点147.99元不到2%。", [
    MRET("2020-04", { v: "17.9", cmp: "approx" }),
    RSI("70", "gt"),
    MACD("dif_above_zero", 0),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
  c(
    "f",
    O,
    "tB",
    "technical",
    "上涨伴随明显放量，近20日均量较前20日放大三成以上。",
    [VOLR({ v: "1.3", cmp: "gt", err: "technical" })],
    { err: "technical", note: "0.81倍，缩量" },
  ),
  c("u", O, "tBe", "annual", "归母净利率约34.7%，但这是靠提价堆出来的，2019年营收增速25.2%已低于2018年。", [
    R("net_profit", "operating_revenue", "2019", "34.7", { u: "%", cmp: "approx" }),
    G("operating_revenue", "2019", { v: "25.2" }),
    {
      k: "gdiff",
      x: { metric: "operating_revenue", period: "2019" },
      y: { metric: "operating_revenue", period: "2018" },
      u: "pp",
      dir: "down",
    },
    U("提价贡献无存储"),
  ]),
];
