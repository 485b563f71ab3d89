// 五粮液: FY2015-2019 only (on 2026-04-30 only its price is decided), bars from 2019, no notices.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, VOLR, U, CAGR, PE } = H;
const { POS52, BIAS, BRK, GDIFF } = H;
const c = H.maker("b88-wl", "000858");
const A = "2026-04-30";
const D = "2020-05-15";

export default [
  c("t", A, "tT", "technical", "五粮液收盘97.08元，5日至250日均线短在下、长在上，全线空头排列。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c("t", A, "tS", "technical", "近250个交易日下跌约26.3%，收盘仅比52周低点97元高约0.1%。", [
    RET(250, { v: "-26.3", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
    LO52({ v: "0.1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI14约28.4，股价收在5日均线之上，短线有企稳迹象。",
    [RSI("28.4", "approx"), MA(5, "above", { err: "technical" })],
    { err: "technical", note: "MA5 99.42在收盘之上" },
  ),
  c("t", A, "tBe", "technical", "收盘跌破前60个交易日的所有收盘价，60日乖离率约-6%。", [
    BRK(60, "down"),
    BIAS(60, { v: "-6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "今年以来五粮液累计上涨约8.4%，弹性已经回来，可以积极一些。",
    [RET("2025-12-31", { v: "8.4", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年内-8.36%" },
  ),
  c("u", A, "tS", "annual", "2025年五粮液营业收入约890亿元，同比下滑约5%。", [
    V("operating_revenue", "2025", "890", "亿", "approx"),
    G("operating_revenue", "2025", { v: "-5", cmp: "approx" }),
  ]),
  c("u", A, "tN", "announcement", "五粮液近期公告2025年度分红方案，每股派现约4.5元。", [U("五粮液公告未收录")]),
  c("t", D, "bull", "annual", "2019年营业收入501.18亿元，同比增长约25.2%，首次突破500亿元。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    H.MAX("operating_revenue", "2018", ["2015", "2016", "2017", "2018"]),
  ]),
  c("t", D, "fE", "annual", "2019年归母净利润174.02亿元，同比增长约30%，利润增速快于营收。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    GDIFF({ metric: "net_profit", period: "2019" }, { metric: "operating_revenue", period: "2019" }, { dir: "up" }),
  ]),
  c(
    "f",
    D,
    "bear",
    "annual",
    "2019年归母净利润174.02亿元，同比仅增长约13%。",
    [V("net_profit", "2019", "174.02"), G("net_profit", "2019", { v: "13", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+30.0%" },
  ),
  c("t", D, "tF", "annual", "归母净利润由2015年61.76亿增至2019年174.02亿，连续四年增长，复合增速约30%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    UP("net_profit", ["2015", "2016", "2017", "2018", "2019"]),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "approx" }),
  ]),
  c("t", D, "fR", "annual", "2019年经营现金流231.12亿元，较2018年的123.17亿元接近翻倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    V("operating_cash_flow", "2018", "123.17"),
    G("operating_cash_flow", "2019", { size: "接近翻倍" }),
  ]),
  c(
    "f",
    D,
    "fR",
    "annual",
    "2019年资产负债率28.48%，较上年下降约4.1个百分点。",
    [
      V("debt_ratio", "2019", "28.48", "%"),
      PP("debt_ratio", "2019", { v: "-4.1", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "上升4.12个百分点" },
  ),
  c("t", D, "tBe", "annual", "资产负债率从2015年的15.61%升至2019年的28.48%，连续四年上升。", [
    V("debt_ratio", "2015", "15.61", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  c("t", D, "fS", "annual", "2019年加权ROE达25.26%，比2015年的14.93%高出约10.3个百分点。", [
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { base: "2015", v: "10.3", cmp: "approx" }),
  ]),
  c("t", D, "fV", "valuation", "按2019年每股收益4.48元算，收盘145.22元对应市盈率约32倍。", [
    V("basic_eps", "2019", "4.48", "元"),
    CLOSE("145.22"),
    PE("2019", "32"),
  ]),
  c(
    "f",
    D,
    "vF",
    "valuation",
    "按2019年每股收益3.47元算，股价对应的市盈率约32倍。",
    [V("basic_eps", "2019", "3.47", "元", "eq", { err: "wrong_period" }), PE("2019", "32")],
    { err: "wrong_period", note: "3.47元是2018年EPS" },
  ),
  c(
    "f",
    D,
    "tT",
    "technical",
    "收盘145.22元创52周新高，一举越过147.99元的前高。",
    [HI52({ cond: "level", v: "147.99" }), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "距52周高点-1.9%" },
  ),
  c("t", D, "vT", "technical", "近20个交易日上涨约13%，日均成交却只有此前20日的八成左右，属缩量上涨。", [
    RET(20, { v: "13", cmp: "approx" }),
    VOLR({ v: "0.8", cmp: "approx" }),
    VOL("shrink"),
  ]),
  c("u", D, "fM", "undecidable", "消费升级逻辑未变，五粮液2020年营收有望突破600亿元。", [U("预测")]),
  c("u", D, "tN", "undecidable", "普五出厂价上调至959元/瓶，一批价站稳900元以上。", [U("价格渠道数据未存储")]),
];
