// 五粮液: FY2015-2019 only, bars 2019-01-02..2026-04-30, no notices (a notice point is undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, LO52, VOL, VOLR, U, CAGR, R, SNAP, SPAN, DD, BRK, AMP } = H;
const c = H.maker("b58-wl", "000858");
const A = "2026-04-30";
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  c("t", A, "tT", "technical", "MA5 99.42<MA10 100.33<MA20 101.81<MA60 103.32<MA120 107.86<MA250 116.47，均线全线空头。", [
    MA(5, "value", { v: "99.42" }),
    MA(10, "value", { v: "100.33" }),
    MA(20, "value", { v: "101.81" }),
    MA(60, "value", { v: "103.32" }),
    MA(120, "value", { v: "107.86" }),
    MA(250, "value", { v: "116.47" }),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c("t", A, "tT", "technical", "RSI 28.4已落入超卖区，收盘97.08元几乎贴着52周低点97元。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
    CLOSE("97.08"),
    LO52({ cond: "level", v: "97" }),
    LO52({ v: "0.1", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF -1.17，MACD在4月20日刚形成金叉，底部反转信号初现。",
    [MACD("dif_value", 0, { v: "-1.17" }), MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "4月20日为死叉" },
  ),
  c("t", A, "tTr", "technical", "较2024年末140.04元跌去约30.7%，今年以来又跌了8.36%。", [
    CLOSE("140.04", "eq", { date: "2024-12-31" }),
    SPAN("2024-12-31", { v: "-30.7", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-8.36" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "过去250个交易日，股价从131.75元跌到97.08元，跌幅约16.3%。",
    [CLOSE("97.08"), RET(250, { v: "-16.3", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际-26.31%" },
  ),
  c("t", A, "tS", "technical", "收盘跌破前10日全部收盘价，20日内从高点回撤约7.5%。", [
    BRK(10, "down"),
    DD(20, { v: "-7.5", cmp: "approx" }),
  ]),
  c("u", A, "fE", "undecidable", "2025年营收同比下滑约5%，归母净利润降幅更大，渠道去库存仍未结束。", [
    G("operating_revenue", "2025", { v: "-5", cmp: "approx" }),
    U("渠道库存不在数据内"),
  ]),
  c("u", A, "fV", "undecidable", "当前PE约13倍，股息率超过5%，估值已进入历史底部区域。", [
    U("2019年后每股收益与分红未存储"),
  ]),
  c("t", A, "fV", "valuation", "7月4日快照显示PB约3.15倍，总市值约4673亿元。", [
    SNAP("pb", "3.15", "x"),
    SNAP("marketCap", "4673", "亿"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按7月初快照，总市值约6673亿元，相比茅台不到一半。",
    [SNAP("marketCap", "6673", "亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照市值4673亿" },
  ),
  c("u", A, "tN", "undecidable", "公司2025年中期分红方案已实施完毕，每股派现约2.5元。", [U("五粮液公告未收录")]),
  c("t", A, "tB", "annual", "2019年营业收入501.18亿元，首次突破500亿，2015年以来逐年增长。", [
    V("operating_revenue", "2019", "501.18"),
    V("operating_revenue", "2019", "500", "亿", "gt"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    UP("operating_revenue", Y),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2019年资产负债率28.48%，是2015年以来最低的一年。",
    [V("debt_ratio", "2019", "28.48", "%"), MIN("debt_ratio", "2019", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年是五年最高" },
  ),
  c("t", A, "tM", "annual", "2015到2019年归母净利润由61.76亿增至174.02亿，四年复合增速约29.6%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    CAGR("net_profit", "2015", "2019", { v: "29.6", cmp: "approx" }),
  ]),
  c("u", A, "tM", "undecidable", "普五批价已跌破900元，经销商打款意愿明显减弱。", [U("批价不在数据内")]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "收盘97.08元，已经重新站上5日均线，短线企稳。",
    [CLOSE("97.08"), MA(5, "above", { err: "technical" })],
    { err: "technical", note: "MA5 99.42" },
  ),
  c("t", A, "vN", "technical", "近60个交易日振幅13.64%，期间股价累计跌了约3.9%。", [
    AMP(60, { v: "13.64" }),
    RET(60, { v: "-3.9", cmp: "approx" }),
  ]),
  c("t", A, "tP", "annual", "2019年经营现金流231.12亿元，比2018年的123.17亿元增长约88%。", [
    V("operating_cash_flow", "2019", "231.12"),
    V("operating_cash_flow", "2018", "123.17"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2019年经营现金流约为归母净利润的1.9倍，回款质量极好。",
    [R("operating_cash_flow", "net_profit", "2019", "1.9", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "231.12/174.02=1.33倍" },
  ),
  c("t", A, "tNe", "technical", "5个交易日跌4.05%，20日均量约为前20日的1.07倍，属放量下跌。", [
    RET(5, { v: "-4.05" }),
    VOLR({ v: "1.07", cmp: "approx" }),
    VOL("expand"),
  ]),
];
