// 五粮液: FY2015-2019 only (nothing after), bars from 2019, no notices collected (a missing notice is undecidable).
// Dates: 2020-05-15 (FY2019 public), 2021-04-30 (FY2020 public but not stored), 2026-04-30 (price only).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, CAGR, X, RANK } = H;
const { BIAS, DD, BRK, POS52, PE, MRET, VOLR, SPAN, DAYS, GSTREAK, SUM } = H;
const c = H.maker("b86-wly", "000858");
const E = "2020-05-15";
const L = "2021-04-30";
const A = "2026-04-30";
const Y5 = ["2015", "2016", "2017", "2018", "2019"];

export default [
  c("t", E, "bull", "annual", "五粮液2019年营业收入501.18亿元，同比增长25.2%，首次站上500亿元台阶。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    MAX("operating_revenue", "2019", Y5),
    V("operating_revenue", "2018", "500", "亿", "lt"),
  ]),
  c(
    "f",
    E,
    "bull",
    "annual",
    "2019年归母净利润174.02亿元，同比增长38%，龙头地位稳固。",
    [V("net_profit", "2019", "174.02"), G("net_profit", "2019", { v: "38", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+38.3%是2018年；2019年+30.0%" },
  ),
  c("t", E, "fE", "annual", "归母净利润174.02亿元，同比增长约30%，2015年以来连续四年增长。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    UP("net_profit", Y5),
  ]),
  c("t", E, "tF", "annual", "2015到2019年归母净利润由61.76亿元增至174.02亿元，年复合增速接近30%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "near" }),
  ]),
  c(
    "f",
    E,
    "tF",
    "annual",
    "每股收益4.48元，较2018年的3.47元增长约19%。",
    [
      V("basic_eps", "2019", "4.48", "元"),
      V("basic_eps", "2018", "3.47", "元"),
      G("basic_eps", "2019", { v: "19", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+29.1%" },
  ),
  c("t", E, "fR", "annual", "加权ROE升至25.26%，比上年提高约2.5个百分点，已连续四年抬升。", [
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { v: "2.5", cmp: "approx" }),
    UP("roe", Y5),
  ]),
  c(
    "f",
    E,
    "fR",
    "annual",
    "资产负债率降至28.48%，财务结构进一步优化。",
    [V("debt_ratio", "2019", "28.48", "%"), PP("debt_ratio", "2019", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2018年24.36%，升4.12个百分点" },
  ),
  c("t", E, "tC", "annual", "负债率从24.36%升到28.48%，但对一家白酒企业仍属低位，且连续五年在三成以下。", [
    V("debt_ratio", "2018", "24.36", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    MAX("debt_ratio", "2019", Y5),
    V("debt_ratio", "2019", "30", "%", "lt"),
  ]),
  c("t", E, "fSy", "annual", "经营现金流净额231.12亿元，同比增长约88%，高于归母净利润174亿元。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1", { cmp: "gt" }),
    V("net_profit", "2019", "174", "亿", "approx"),
  ]),
  c(
    "f",
    E,
    "fQ",
    "annual",
    "2019年经营现金流231.12亿元，仅为归母净利润的七成，回款质量堪忧。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      R("operating_cash_flow", "net_profit", "2019", "0.7", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1.33倍" },
  ),
  c("t", E, "tM", "annual", "总资产1063.97亿元，首次过千亿；归母净资产742.91亿元，同比增长约17%。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    UP("total_assets", Y5),
    V("parent_equity", "2019", "742.91"),
    G("parent_equity", "2019", { v: "17", cmp: "approx" }),
  ]),
  c("t", E, "fE", "annual", "扣非归母净利润174.06亿元，与归母净利润174.02亿元几乎一致，非经常性损益极少。", [
    V("deducted_net_profit", "2019", "174.06"),
    V("net_profit", "2019", "174.02"),
  ]),
  c("t", E, "fV", "annual", "营收五年间从216.59亿元增至501.18亿元，2019年是2015年的2.3倍。", [
    V("operating_revenue", "2015", "216.59"),
    V("operating_revenue", "2019", "501.18"),
    X("operating_revenue", "2019", "2015", { v: "2.3", cmp: "approx" }),
  ]),
  c(
    "f",
    E,
    "tB",
    "annual",
    "营业利润242.46亿元，同比增长约13%，盈利底盘扎实。",
    [
      V("operating_profit", "2019", "242.46"),
      G("operating_profit", "2019", { v: "13", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+29.5%" },
  ),
  // technical / valuation on 2020-05-15
  c("t", E, "tT", "technical", "5日、10日、20日、60日均线多头排列，收盘145.22元距52周高点147.99元不足2%。", [
    MAORDER([5, 10, 20, 60], "bull"),
    CLOSE("145.22"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
  c(
    "f",
    E,
    "tT",
    "technical",
    "RSI14约70，但MACD的DIF已下穿DEA，顶背离信号出现。",
    [RSI("70", "approx"), MACD("dif_below_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF5.84>DEA5.10" },
  ),
  c("t", E, "tS", "technical", "RSI升至70上方，4月单月涨约17.9%，短线已有过热迹象。", [
    RSI("70", "gt"),
    MRET("2020-04", { v: "17.9", cmp: "approx" }),
  ]),
  c("t", E, "tC", "technical", "近20日上涨约13%，20日乖离率达6.8%，但量能只有前20日的八成左右。", [
    RET(20, { v: "13", cmp: "approx" }),
    BIAS(20, { v: "6.8", cmp: "approx" }),
    VOLR({ v: "0.8", cmp: "approx" }),
  ]),
  c(
    "f",
    E,
    "tA",
    "technical",
    "过去250个交易日股价涨幅约15%，相对业绩增速明显滞涨。",
    [RET(250, { v: "15", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+51.3%" },
  ),
  c("t", E, "fV", "valuation", "按145.22元收盘价和2019年每股收益4.48元计，静态市盈率约32倍。", [
    CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32"),
  ]),
  c(
    "f",
    E,
    "fV",
    "valuation",
    "以2019年EPS 4.48元计，当前静态PE不足25倍，估值并不贵。",
    [PE("2019", "25", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE约32.4倍" },
  ),
  c("u", E, "fM", "undecidable", "疫情影响下，五粮液2020年一季度营收增速预计放缓至个位数。", [U("2020Q1未存储/预测")]),
  c("u", E, "tN", "undecidable", "2019年普五出厂价上调至889元，结构升级推动吨酒价格提升。", [U("出厂价、吨价")]),
  // 2021-04-30
  c("u", L, "fE", "annual", "五粮液2020年归母净利润约199亿元，同比增长约14%。", [U("FY2020未存储")]),
  c("t", L, "tT", "technical", "4月20日MACD重新金叉，收盘285元站上60日线和250日线。", [
    MACD("golden_cross", 9),
    CLOSE("285"),
    MA(60, "above"),
    MA(250, "above"),
  ]),
  c(
    "f",
    L,
    "tTr",
    "technical",
    "股价较52周高点357.19元已回落约35%，跌入熊市区间。",
    [HI52({ cond: "level", v: "357.19" }), HI52({ v: "-35", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "距高点-20.2%" },
  ),
  c("t", L, "tB", "technical", "近250个交易日股价翻倍有余，涨幅约125%。", [
    RET(250, { v: "125", cmp: "approx", size: "翻倍" }),
  ]),
  // 2026-04-30: price only
  c("t", A, "tC", "technical", "五粮液收盘97.08元，贴近52周低点97元，RSI约28.4已进入超卖区。", [
    CLOSE("97.08"),
    LO52({ cond: "level", v: "97" }),
    RSI("28.4", "approx"),
    RSI("30", "lt"),
  ]),
  c("t", A, "tT", "technical", "5/10/20/60/120/250日均线完全空头排列，股价处于全部均线之下。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(5, "below"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近250个交易日股价累计下跌约16%，回调幅度尚属可控。",
    [RET(250, { v: "-16", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-26.3%" },
  ),
  c("t", A, "tBe", "technical", "较2020年末291.85元的收盘价，股价已跌去约三分之二。", [
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "technical", "收盘跌破此前60个交易日所有收盘价，60日回撤约12%，下行趋势未改。", [
    BRK(60, "down"),
    DD(60, { v: "-12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "五粮液的DIF已上穿零轴，趋势转多，可以左侧布局。",
    [MACD("dif_above_zero", 0, { err: "technical" })],
    { err: "technical", note: "DIF-1.17" },
  ),
  c("u", A, "fE", "undecidable", "五粮液2025年归母净利润同比下滑超过两成，业绩底尚未出现。", [U("FY2025未存储")]),
  c("u", A, "tN", "announcement", "五粮液近期公告拟回购不超过20亿元股份。", [U("五粮液公告未收录")]),
];
