// 五粮液: FY2015-2019 only, bars 2019-01-02..2026-04-30, no notices.
// Dates: 2020-05-15 (FY2019 public) and 2026-04-30 (no later report stored: 2020+ figures undecidable).
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  UP,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  U,
  PE,
  POS52,
  X,
  SPAN,
  CAGR,
  SUM,
  GSTREAK,
  GDIFF,
  BRK,
} = H;
const c = H.maker("b10-wl", "000858");
const E = "2020-05-15";
const A = "2026-04-30";
const Y5 = ["2015", "2016", "2017", "2018", "2019"];

export default [
  c("t", E, "bull", "annual", "2019年营业收入501.18亿元，同比增长约25%，首次突破500亿元。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
    V("operating_revenue", "2018", "500", "亿", "lt"),
  ]),
  c(
    "f",
    E,
    "bull",
    "annual",
    "2019年营业收入501亿元，同比增长约32.6%，增速创近年新高。",
    [
      V("operating_revenue", "2019", "501", "亿", "approx"),
      G("operating_revenue", "2019", { v: "32.6", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "32.6%是2018年增速；2019年+25.2%" },
  ),
  c("t", E, "bull", "annual", "归母净利润174.02亿元，同比增长约30%，连续三年增速在三成以上。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    GSTREAK("net_profit", ["2017", "2018", "2019"], 30, 1000),
  ]),
  c(
    "f",
    E,
    "bull",
    "annual",
    "归母净利润已连续四年保持两位数增长。",
    [GSTREAK("net_profit", ["2016", "2017", "2018", "2019"], 10, 1000, { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "2016年+9.86%" },
  ),
  c("t", E, "fE", "annual", "2015到2019年归母净利润从61.76亿元增至174.02亿元，翻了一番多，年复合增速约30%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    X("net_profit", "2019", "2015", { v: "2", cmp: "gt" }),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "approx" }),
  ]),
  c(
    "f",
    E,
    "fE",
    "annual",
    "2015-2019年归母净利润年复合增速约40%。",
    [CAGR("net_profit", "2015", "2019", { v: "40", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "29.6%" },
  ),
  c("t", E, "fE", "annual", "利润增速（+30%）快过收入增速（+25%），盈利能力仍在提升。", [
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
    GDIFF(
      { metric: "net_profit", period: "2019" },
      { metric: "operating_revenue", period: "2019" },
      { v: "0", cmp: "gt" },
    ),
  ]),
  c("t", E, "fR", "annual", "资产负债率28.48%，比上年升了约4.1个百分点，但绝对水平仍低。", [
    V("debt_ratio", "2019", "28.48", "%"),
    PP("debt_ratio", "2019", { v: "4.1", cmp: "approx" }),
  ]),
  c(
    "f",
    E,
    "fR",
    "annual",
    "资产负债率28.48%，较2015年的15.61%上升约4.1个百分点。",
    [
      V("debt_ratio", "2019", "28.48", "%"),
      PP("debt_ratio", "2019", { base: "2015", v: "4.1", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2015年+12.87pp" },
  ),
  c("t", E, "fR", "annual", "经营现金流231亿元，同比增长约88%，约为归母净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231", "亿", "approx"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  c(
    "f",
    E,
    "fR",
    "annual",
    "经营现金流在2017年出现下滑后，2018、2019年连续回升，2019年达231亿元，较2017年增长约88%。",
    [
      G("operating_cash_flow", "2017", { dir: "down" }),
      UP("operating_cash_flow", ["2017", "2018", "2019"]),
      G("operating_cash_flow", "2019", { base: "2017", v: "88", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2017年+136.7%；+88%是较2018年" },
  ),
  c("t", E, "fV", "annual", "加权ROE 25.26%，比上年提高约2.5个百分点，2015年以来逐年提升。", [
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { v: "2.5", cmp: "approx" }),
    UP("roe", Y5),
  ]),
  c(
    "f",
    E,
    "fV",
    "annual",
    "2019年ROE 25.26%，同比下降约2.5个百分点。",
    [V("roe", "2019", "25.26", "%"), PP("roe", "2019", { v: "-2.5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  c("t", E, "tF", "annual", "基本每股收益4.48元，比2018年的3.47元多了约1元。", [
    V("basic_eps", "2019", "4.48", "元"),
    V("basic_eps", "2018", "3.47", "元"),
    D("basic_eps", "2019", { v: "1", u: "元", cmp: "approx" }),
  ]),
  c("t", E, "tF", "annual", "五年合计归母净利润约534亿元。", [SUM("net_profit", Y5, { v: "534", cmp: "approx" })]),
  c("t", E, "tB", "annual", "总资产首次超过千亿元，达到1063.97亿元。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
  ]),
  c(
    "f",
    E,
    "tB",
    "annual",
    "营业利润242亿元，营业利润率接近六成。",
    [
      V("operating_profit", "2019", "242", "亿", "approx"),
      R("operating_profit", "operating_revenue", "2019", "60", { u: "%", cmp: "near", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "48.4%" },
  ),
  c("t", E, "tB", "annual", "营业利润约242亿元，营业利润率接近五成。", [
    V("operating_profit", "2019", "242", "亿", "approx"),
    R("operating_profit", "operating_revenue", "2019", "50", { u: "%", cmp: "near" }),
  ]),
  c("u", E, "tBe", "annual", "普五批价跌破900元，经销商库存偏高。", [U("批价"), U("渠道库存")]),
  c("u", E, "tBe", "annual", "2020年一季度营收同比增长约15%，疫情影响有限。", [U("2020Q1未存储")]),
  c("t", E, "fL", "annual", "五粮液2019年营业收入不到茅台同期的六成。", [
    PAIR("operating_revenue", "2019", "600519", { v: "0.6", cmp: "lt" }),
  ]),
  // Technicals on 2020-05-15.
  c("t", E, "tT", "technical", "RSI14约70，已进入超买区，股价距52周高点不到2%。", [
    RSI("70", "approx"),
    RSI("70", "gt"),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
  c(
    "f",
    E,
    "tT",
    "technical",
    "股价145.22元，仍低于60日均线，反弹未确认。",
    [CLOSE("145.22"), MA(60, "below", { err: "technical" })],
    { err: "technical", note: "MA60 125.99" },
  ),
  c("t", E, "tT", "technical", "5日、10日、20日、60日均线自上而下排列，多头排列完整。", [
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
  c("t", E, "vT", "technical", "近一年股价上涨约51%，近20个交易日上涨约13%。", [
    RET(250, { v: "51", cmp: "approx" }),
    RET(20, { v: "13", cmp: "approx" }),
  ]),
  c(
    "f",
    E,
    "vT",
    "technical",
    "年初以来股价上涨约18%，明显跑赢白酒板块。",
    [SPAN("2019-12-31", { v: "18", cmp: "approx", err: "wrong_value" }), U("板块对比")],
    { err: "wrong_value", note: "+9.18%" },
  ),
  c(
    "f",
    E,
    "tS",
    "technical",
    "最近20个交易日放量上攻，均量较此前20日放大两成以上。",
    [VOL("expand", { err: "technical" })],
    { err: "technical", note: "0.812，缩量" },
  ),
  c("t", E, "tS", "technical", "上涨中量能在收缩：20日均量约为前20日的八成。", [
    { k: "volr", v: "0.8", cmp: "approx" },
    RET(20, { dir: "up" }),
  ]),
  c("t", E, "fV", "valuation", "以2019年每股收益4.48元计，当前静态市盈率约32倍。", [PE("2019", "32", "approx")]),
  c(
    "f",
    E,
    "fV",
    "valuation",
    "按2019年每股收益4.48元算，静态PE约25倍，比茅台便宜得多。",
    [PE("2019", "25", "approx", { err: "wrong_value" }), U("茅台估值比较")],
    { err: "wrong_value", note: "32.4倍" },
  ),
  // 2026-04-30: no report after FY2019 stored.
  c("t", A, "tT", "technical", "股价97.08元，几乎贴着52周低点97元，RSI14约28，已进入超卖区。", [
    CLOSE("97.08"),
    LO52({ cond: "level", v: "97" }),
    RSI("30", "lt"),
    RSI("28", "approx"),
  ]),
  c("f", A, "tT", "technical", "RSI14约48，处在多空平衡区，谈不上超卖。", [RSI("48", "approx", { err: "technical" })], {
    err: "technical",
    note: "28.39",
  }),
  c("t", A, "tT", "technical", "均线呈空头排列，MA5、MA10、MA20、MA60、MA120、MA250自下而上依次排开。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c("t", A, "vT", "technical", "过去250个交易日股价下跌约26%，年初以来下跌约8.4%。", [
    RET(250, { v: "-26", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-8.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "股价从2020年末的291.85元跌到97元附近，累计跌幅约55%。",
    [
      CLOSE("291.85", "eq", { date: "2020-12-31" }),
      SPAN("2020-12-31", { v: "-55", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-66.7%" },
  ),
  c("t", A, "vT", "technical", "较2020年末291.85元的收盘价，股价已跌去约三分之二。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "最近5、10、20、60日都在创阶段收盘新低，52周区间中的位置接近0%。", [
    BRK(60, "down"),
    BRK(20, "down"),
    BRK(10, "down"),
    BRK(5, "down"),
    POS52({ v: "1", cmp: "lt" }),
  ]),
  c("t", A, "tTr", "technical", "MACD于4月20日死叉，DIF在零轴下方约-1.17。", [
    MACD("dead_cross", 10),
    MACD("dif_value", undefined, { v: "-1.17", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "交易计划：距52周高点137.18元仅回撤约两成，调整不深，可小仓位试多。",
    [HI52({ cond: "level", v: "137.18" }), HI52({ v: "-20", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-29.2%" },
  ),
  c("u", A, "fS", "annual", "2025年五粮液营收同比下滑约一成，归母净利润降幅更大。", [U("2025年报未存储")]),
  c("u", A, "fS", "technical", "机构持仓比例已降至五年低位，筹码趋于分散。", [U("机构持仓")]),
  c("u", A, "tP", "valuation", "当前股息率接近5%，估值已跌至十年低位。", [U("股息率"), U("十年估值分位")]),
];

function PAIR(metric, period, t2, o) {
  return { k: "pair", metric, period, t2, mode: "x", ...o };
}
