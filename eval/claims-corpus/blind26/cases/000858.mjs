// 五粮液: FY2015-2019 only (nothing after FY2019 stored: later fundamentals undecidable), bars from 2019-01-02 to
// 2026-04-30, no notices stored (a missing notice is undecidable). Dates: 2020-05-15 (FY2019 public) and 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, UP, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, U, X, CAGR, PE, SNAP, PAIR, GDIFF } = H;
const { SPAN, RET, VOLR, AMP, BRK, POS52, MAX_CROSS } = H;
const c = H.maker("b26-wly", "000858");
const A = "2026-04-30";
const O = "2020-05-15";
const Y5 = ["2015", "2016", "2017", "2018", "2019"];

export default [
  c("t", O, "bull", "annual", "2019年营业收入501.18亿元，同比增长约25.2%，首次突破500亿元。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    V("operating_revenue", "2019", "500", "亿", "gt"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
  ]),
  c("t", O, "fE", "annual", "归母净利润174.02亿元，同比增长30%，增速跑赢营收近5个百分点。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30" }),
    GDIFF(
      { metric: "net_profit", period: "2019" },
      { metric: "operating_revenue", period: "2019" },
      { v: "5", cmp: "near" },
    ),
  ]),
  c(
    "f",
    O,
    "tB",
    "annual",
    "去年净利润增速超过35%，五粮液盈利弹性惊人，归母净利润已到174.02亿元。",
    [V("net_profit", "2019", "174.02"), G("net_profit", "2019", { v: "35", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+30.02%" },
  ),
  c(
    "t",
    O,
    "fSy",
    "annual",
    "看现金流，五粮液2019年经营活动净流入231.12亿元，比上年多出约88%，明显高于同期归母净利润。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
      PAIR("operating_cash_flow", "2019", undefined, { metric2: "net_profit", mode: "gt" }),
    ],
  ),
  c("t", O, "vF", "annual", "ROE由22.80%升至25.26%，提升约2.5个百分点，2015年以来逐年上行。", [
    V("roe", "2018", "22.80", "%"),
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { v: "2.5", cmp: "approx" }),
    UP("roe", Y5),
  ]),
  c(
    "f",
    O,
    "fT",
    "annual",
    "资产负债率28.48%，较上年下降约4个百分点，财务更趋稳健。",
    [
      V("debt_ratio", "2019", "28.48", "%"),
      PP("debt_ratio", "2019", { v: "-4", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "24.36%→28.48%，上升4.12个百分点" },
  ),
  c("t", O, "bull", "annual", "总资产1063.97亿元，首次站上千亿台阶。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2019", "1000", "亿", "gt"),
    V("total_assets", "2018", "1000", "亿", "lt"),
  ]),
  c("t", O, "fL", "annual", "2015至2019年营收复合增速约23%，归母净利润年均复合增长近30%。", [
    CAGR("operating_revenue", "2015", "2019", { v: "23", cmp: "approx" }),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "near" }),
  ]),
  c(
    "f",
    O,
    "fQ",
    "annual",
    "归母净利润174.02亿元，较2017年增长约30%，两年才长了三成。",
    [G("net_profit", "2019", { base: "2017", v: "30", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "30%是较2018年；较2017年(96.74亿)+79.9%" },
  ),
  c("t", O, "fE", "annual", "基本每股收益4.48元，同比多出1.01元。", [
    V("basic_eps", "2019", "4.48", "元"),
    D("basic_eps", "2019", { v: "1.01", u: "元" }),
  ]),
  c("t", O, "tF", "annual", "2019年营业利润242.46亿元，同比增长约29.5%，与净利润增速基本同步。", [
    V("operating_profit", "2019", "242.46"),
    G("operating_profit", "2019", { v: "29.5", cmp: "approx" }),
    GDIFF({ metric: "operating_profit", period: "2019" }, { metric: "net_profit", period: "2019" }, { dir: "flat" }),
  ]),
  c(
    "f",
    O,
    "bull",
    "annual",
    "2019年营收501.18亿元，已是2015年的约2.8倍。",
    [X("operating_revenue", "2019", "2015", { v: "2.8", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "501.18/216.59≈2.31倍" },
  ),
  c("t", O, "tNe", "annual", "营收四年里扩大到2015年216.59亿元的约2.3倍，扩张节奏并不慢。", [
    V("operating_revenue", "2015", "216.59"),
    X("operating_revenue", "2019", "2015", { v: "2.3", cmp: "approx" }),
  ]),
  c("t", O, "fR", "annual", "总负债303.01亿元，一年增加约93亿元，负债增速快于资产。", [
    V("total_liabilities", "2019", "303.01"),
    D("total_liabilities", "2019", { v: "93", cmp: "approx" }),
    GDIFF(
      { metric: "total_liabilities", period: "2019" },
      { metric: "total_assets", period: "2019" },
      { v: "0", cmp: "gt" },
    ),
  ]),
  c("u", O, "tN", "undecidable", "普五批价已站稳950元，渠道库存处于良性水平。", [U("批价与渠道库存不在存储数据内")]),
  // 2020-05-15 technical / valuation
  c("t", O, "tT", "technical", "145.22元的收盘价离52周高点147.99元已不足2%，RSI升破70。", [
    CLOSE("145.22"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
    RSI("70", "gt"),
  ]),
  c(
    "f",
    O,
    "tC",
    "technical",
    "近20个交易日振幅不足10%，走势十分平稳。",
    [AMP(20, { v: "10", cmp: "lt", err: "technical" })],
    { err: "technical", note: "20日振幅17.84%" },
  ),
  c("t", O, "fM", "technical", "较2019年末的133.01元，今年以来已上涨约9.2%。", [
    CLOSE("133.01", "eq", { date: "2019-12-31" }),
    SPAN("2019-12-31", { v: "9.2", cmp: "approx" }),
  ]),
  c("t", O, "fV", "valuation", "145.22元÷4.48元（2019年EPS），静态PE约32倍。", [
    CLOSE("145.22"),
    PE("2019", "32", "approx"),
  ]),
  // 2026-04-30: technical only
  c("t", A, "tT", "technical", "4月30日收于97.08元，5、10、20、60、120、250日均线由下至上呈完整空头排列。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c("t", A, "vT", "technical", "RSI(14)为28.4，已跌入超卖区，不过超卖不等于见底。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
  ]),
  c("t", A, "tBe", "technical", "收盘价97.08元较52周高点137.18元回落约29%，几乎贴着97元的52周低点。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
    LO52({ v: "1", cmp: "lt" }),
  ]),
  c("f", A, "tA", "technical", "股价刚刚创出近60个交易日新高，突破已经确认。", [BRK(60, "up", { err: "technical" })], {
    err: "technical",
    note: "收盘低于此前60日所有收盘，是新低",
  }),
  c("t", A, "fM", "technical", "收盘跌破此前60个交易日的全部收盘价，创出阶段新低。", [BRK(60, "down")]),
  c("t", A, "tC", "technical", "过去250个交易日累计下跌约26%，2025年全年跌幅约24%。", [
    RET(250, { v: "-26", cmp: "approx" }),
    SPAN("2024-12-31", { to: "2025-12-31", v: "-24", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "较2020年末的291.85元，股价已跌去约一半。",
    [
      CLOSE("291.85", "eq", { date: "2020-12-31" }),
      SPAN("2020-12-31", { v: "-50", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "291.85→97.08，-66.7%，约三分之二" },
  ),
  c("t", A, "fM", "technical", "DIF -1.17、DEA -0.72，4月20日死叉后双线都在零轴之下。", [
    MACD("dif_value", undefined, { v: "-1.17", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "-0.72", cmp: "approx" }),
    MACD("dead_cross", 10),
    MACD("dif_below_zero"),
  ]),
  c("t", A, "tS", "technical", "近20日均量约为前20日的1.07倍，下跌并未缩量，抛压仍在释放。", [
    VOLR({ v: "1.07", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "4月下旬重新站上20日均线，短线已经企稳。",
    [MAX_CROSS(20, "up", 8, { err: "technical" })],
    { err: "technical", note: "收盘97.08元，MA20 101.81元，未站上" },
  ),
  c("u", A, "fE", "undecidable", "2025年五粮液营收同比下滑超过10%，渠道去库存拖累业绩。", [
    U("五粮液2019年后财务未存储；归因"),
  ]),
  c("u", A, "fV", "valuation", "按2025年每股收益计，当前市盈率只有12倍左右，估值已到历史底部。", [
    U("五粮液2025年每股收益未存储"),
  ]),
  c("t", A, "fV", "valuation", "行情快照（2025-07-04）给出的总市值约4673亿元、市净率3.15倍。", [
    SNAP("marketCap", "4673", "亿", "approx"),
    SNAP("pb", "3.15", "x"),
  ]),
  c(
    "f",
    A,
    "tB",
    "valuation",
    "快照显示五粮液市净率约1.5倍，已接近破净区域。",
    [SNAP("pb", "1.5", "x", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照市净率3.15倍" },
  ),
  c("u", A, "tN", "announcement", "新闻面：五粮液董事会近期通过了以集中竞价方式回购股份的议案。", [
    U("五粮液公告未存储"),
  ]),
  c("t", A, "tTr", "technical", "52周区间97至137.18元里，现价位置不到1%，已在最底端。", [
    POS52({ v: "1", cmp: "lt" }),
    LO52({ cond: "level", v: "97" }),
  ]),
];
