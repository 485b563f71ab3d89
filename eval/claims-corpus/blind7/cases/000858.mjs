// 五粮液: annual FY2015-2019 only (营业收入, profit, EPS, ROE, debt ratio, cash flow, assets), bars 2019-01-02..2026-04-30,
// snapshot 2025-07-04, no notices. Anything about FY2020 or later is beyond the stored figures.
import {
  BRK,
  CAGR,
  CLOSE,
  DAYS,
  G,
  GSTREAK,
  HI52,
  HILO,
  LO52,
  MA,
  MACD,
  MAORDER,
  MAX,
  MCPE,
  MIN,
  MRET,
  POS52,
  PP,
  R,
  READ,
  RET,
  RSI,
  SNAP,
  SPAN,
  U,
  UP,
  V,
  VOLR,
  X,
  maker,
} from "../spec-helpers.mjs";

const c = maker("b7-wl", "000858");
const A = "2026-04-30";
const F = "2020-05-15";
const B = "2021-02-26";
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // ---- 2026-04-30 ---------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘97.08元，5/10/20/60/120/250日均线自下而上依次排列，标准的空头排列。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c("t", A, "tS", "technical", "RSI(14)约28.4，已跌入30以下的超卖区，股价贴着52周低点运行。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
    LO52({ v: "1", cmp: "lt" }),
  ]),
  c("f", A, "tS", "technical", "RSI(14)约38，尚未进入超卖区间。", [RSI("38", "approx", { err: "technical" })], {
    err: "technical",
  }),
  c("t", A, "bear", "technical", "收盘价创近60个交易日收盘新低，距52周高点137.18元已下跌约29%。", [
    BRK(60, "down"),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c("f", A, "bull", "technical", "股价距52周低点已反弹约15%，底部区域基本确认。", [
    LO52({ v: "15", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "距低点仅+0.08%" }),
  c("t", A, "tTr", "technical", "近120个交易日下跌约18.4%，近250个交易日下跌约26.3%。", [
    RET(120, { v: "-18.4", cmp: "approx" }),
    RET(250, { v: "-26.3", cmp: "approx" }),
  ]),
  c("f", A, "tTr", "technical", "近一年股价下跌约18%，跌幅已明显收窄。", [
    RET(250, { v: "-18", cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period", note: "-18.4%是120个交易日；一年-26.3%" }),
  c("t", A, "tC", "technical", "2025年全年股价下跌约24%，2026年以来又跌约8.4%。", [
    SPAN("2024-12-31", { to: "2025-12-31", v: "-24", cmp: "approx" }),
    RET("2025-12-31", { v: "-8.4", cmp: "approx" }),
  ]),
  c("f", A, "tC", "technical", "2026年以来股价累计上涨约8.4%，年初以来走势强于白酒龙头。", [
    RET("2025-12-31", { v: "8.4", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tA", "technical", "MACD的DIF为-1.17，低于DEA的-0.72，4月20日出现死叉。", [
    MACD("dif_value", undefined, { v: "-1.17" }),
    MACD("dea_value", undefined, { v: "-0.72" }),
    MACD("dif_below_dea"),
    MACD("death_cross", 9),
    { k: "ta", ind: "macd", cond: "dif_below_zero" },
  ]),
  c("f", A, "tA", "technical", "4月下旬MACD金叉，DIF上穿DEA，反弹信号已现。", [
    MACD("golden_cross", 9, { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tNe", "technical", "当前97.08元较2021年2月19日收盘高点344.4元累计下跌约72%。", [
    CLOSE("97.08"),
    HILO("max", "2019-01-02", { v: "344.4" }),
    SPAN("2021-02-19", { v: "-72", cmp: "approx" }),
  ]),
  c("f", A, "tNe", "technical", "股价较2021年高点已跌去约六成。", [
    SPAN("2021-02-19", { v: "-60", cmp: "approx", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "约-72%" }),
  c("f", A, "tP", "technical", "已连续5个交易日收跌，但跌幅逐日收窄。", [DAYS(5, "down", { err: "technical" })], {
    err: "technical",
  }),
  c("t", A, "tP", "valuation", "2025年7月4日总市值约4673亿元，PB约3.15倍。", [
    SNAP("marketCap", "4673", "亿", "approx"),
    SNAP("pb", "3.15", "x", "eq"),
  ]),
  c("u", A, "fV", "undecidable", "以2025年归母净利润约300亿元计，当前市值对应PE不到13倍，估值已到历史底部。", [
    U("2025年利润未存储"),
  ]),
  c("u", A, "fE", "undecidable", "2025年营业总收入同比下滑约一成，为十年来首次年度负增长。", [U("2025年报未存储")]),
  c("u", A, "fE", "undecidable", "2026年一季度归母净利润同比下降超过20%，普五批价倒挂拖累出货。", [U("季度数据未存储")]),
  c("u", A, "tN", "undecidable", "公司公告2025年度拟每10股派现约58元，分红率提升至70%。", [U("无存储公告")]),
  c("f", A, "fV", "valuation", "以约4673亿元市值对应2019年归母净利润174.02亿元，PE约18倍。", [
    SNAP("marketCap", "4673", "亿", "approx"),
    MCPE("2019", "18", "approx", { err: "wrong_value" }),
  ], { err: "wrong_value", note: "约26.9倍" }),
  c("u", A, "vF", "undecidable", "五粮液的毛利率比泸州老窖低约10个百分点。", [U("同业与毛利率")]),
  c("t", A, "vT", "technical", "近20日股价下跌7.00%，20日均量约为前20日的1.07倍，放量下跌，偏空信号。", [
    RET(20, { v: "-7.00" }),
    VOLR({ v: "1.07", cmp: "approx" }),
    READ(RET(20, { v: "-7.00" }), "negative"),
  ]),
  c("f", A, "vT", "technical", "4月份股价累计上涨约7%，月线收阳。", [
    MRET("2026-04", { v: "7", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "fM", "technical", "股价位于52周区间的最底部，位置不到1%。", [POS52({ v: "1", cmp: "lt" })]),
  // ---- 2020-05-15: FY2019 published ---------------------------------------------------------------------------
  c("t", F, "fE", "annual", "2019年营业收入501.18亿元，同比增长25.2%，首次突破500亿元；归母净利润174.02亿元，同比增长30.0%。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2" }),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    G("net_profit", "2019", { v: "30.0" }),
  ]),
  c("f", F, "fE", "annual", "2019年营业收入501.18亿元，同比增长32.6%，增速再创新高。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "32.6", err: "wrong_period" }),
  ], { err: "wrong_period", note: "32.6%是2018年增速" }),
  c("t", F, "bull", "annual", "2016-2019年营业收入与归母净利润均连续四年增长，净利润增速2017年以来每年都在30%以上。", [
    UP("operating_revenue", Y),
    UP("net_profit", Y),
    GSTREAK("net_profit", ["2017", "2018", "2019"], 30),
  ]),
  c("f", F, "bull", "annual", "2016年以来归母净利润每年都保持两位数增长。", [
    GSTREAK("net_profit", ["2016", "2017", "2018", "2019"], 10, undefined, { err: "overstatement" }),
  ], { err: "overstatement", note: "2016年+9.85%" }),
  c("t", F, "tB", "annual", "2015-2019年归母净利润复合增速约29.6%，快于营收约23.3%的复合增速。", [
    CAGR("net_profit", "2015", "2019", { v: "29.6", cmp: "approx" }),
    CAGR("operating_revenue", "2015", "2019", { v: "23.3", cmp: "approx" }),
  ]),
  c("f", F, "tB", "annual", "2019年归母净利润174.02亿元，约为2015年的3.8倍。", [
    V("net_profit", "2019", "174.02"),
    X("net_profit", "2019", "2015", { v: "3.8", cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "约2.8倍" }),
  c("t", F, "fT", "annual", "2019年经营现金流231.12亿元，同比增长约88%，约为归母净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  c("f", F, "fT", "annual", "经营现金流2015年以来逐年增长，2019年达到231.12亿元。", [
    UP("operating_cash_flow", Y, { err: "overstatement" }),
  ], { err: "overstatement", note: "2017年下降" }),
  c("t", F, "fR", "annual", "资产负债率从2015年的15.61%逐年升至2019年的28.48%，四年上升约12.9个百分点。", [
    V("debt_ratio", "2015", "15.61", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", Y),
    PP("debt_ratio", "2019", { base: "2015", v: "12.9", cmp: "approx" }),
  ]),
  c("f", F, "fR", "annual", "2019年末资产负债率28.48%，较上年末下降约4.1个百分点。", [
    V("debt_ratio", "2019", "28.48", "%"),
    PP("debt_ratio", "2019", { v: "-4.1", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", F, "tF", "annual", "2019年加权ROE为25.26%，为2015年以来最高。", [
    V("roe", "2019", "25.26", "%"),
    MAX("roe", "2019", Y),
  ]),
  c("f", F, "tF", "annual", "2019年加权ROE为22.80%，盈利能力维持高位。", [
    V("roe", "2019", "22.80", "%", "eq", { err: "wrong_period" }),
  ], { err: "wrong_period", note: "22.80%是2018年" }),
  c("t", F, "tT", "technical", "5月15日收于145.22元，RSI(14)约70，接近超买；距52周低点上涨约51%。", [
    CLOSE("145.22"),
    RSI("70", "approx"),
    LO52({ v: "51", cmp: "approx" }),
  ]),
  c("f", F, "tT", "technical", "5月中旬股价跌破20日均线，短线走弱。", [MA(20, "below", { err: "technical" })], {
    err: "technical",
  }),
  c("u", F, "tN", "undecidable", "一季度疫情冲击下，公司一季度净利润仍同比增长约15%。", [U("季度数据未存储")]),
  // ---- 2021-02-26 ---------------------------------------------------------------------------------------------
  c("t", B, "tT", "technical", "2月26日收于280元，较2月19日收盘高点344.4元回落约19%，跌破5日、10日、20日和60日均线。", [
    CLOSE("280"),
    HILO("max", "2021-01-01", { v: "344.4" }),
    SPAN("2021-02-19", { v: "-19", cmp: "approx" }),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  c("f", B, "tC", "technical", "2月26日股价仍站在60日均线之上，中期趋势未坏。", [MA(60, "above", { err: "technical" })], {
    err: "technical",
  }),
  c("t", B, "tA", "technical", "虽自高点回落，但股价仍较52周低点上涨约184%。", [LO52({ v: "184", cmp: "approx" })]),
  c("u", B, "fE", "undecidable", "2020年归母净利润约200亿元，同比增长约15%。", [U("2020年报未存储")]),
  c("u", B, "fM", "undecidable", "机构一致预期2021年净利润增速20%，对应PE约50倍。", [U("一致预期")]),
];
