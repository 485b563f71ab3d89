// 五粮液: FY2015-2019 only (no quarters, no notices), bars 2019-01-02..2026-04-30. Dates: 2026-04-30 and 2020-05-15.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, CAGR, UP, GSTREAK, SPAN } = H;
const { BRK } = H;
const c = H.maker("b8-wl", "000858");
const A = "2026-04-30";
const E = "2020-05-15";
const Y5 = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // 2020-05-15: FY2019 just published
  c("t", E, "bull", "annual", "五粮液2019年营业收入501.18亿元，同比增长25.20%，首次迈过500亿元台阶。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.20" }),
    V("operating_revenue", "2019", "500", "亿", "gt"),
    MAX("operating_revenue", "2019", Y5),
  ]),
  c(
    "f",
    E,
    "bull",
    "annual",
    "2019年营业收入501.18亿元，同比增长32.61%，增速再上台阶。",
    [V("operating_revenue", "2019", "501.18"), G("operating_revenue", "2019", { v: "32.61", err: "wrong_period" })],
    { err: "wrong_period", note: "32.61%是2018年增速" },
  ),
  c("t", E, "fE", "annual", "归母净利润174.02亿元，同比增长30.02%，已连续三年增速在30%以上。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.02" }),
    GSTREAK("net_profit", ["2017", "2018", "2019"], 30, 100),
  ]),
  c(
    "f",
    E,
    "fE",
    "annual",
    "2019年归母净利润174.02亿元，同比增长38.36%，增速较上年进一步加快。",
    [V("net_profit", "2019", "174.02"), G("net_profit", "2019", { v: "38.36", err: "wrong_period" })],
    { err: "wrong_period" },
  ),
  c("t", E, "fE", "annual", "2015到2019年，归母净利润由61.76亿元增至174.02亿元，四年增长约1.8倍，复合增速约29.6%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { base: "2015", v: "182", cmp: "approx" }),
    CAGR("net_profit", "2015", "2019", { v: "29.6", cmp: "approx" }),
  ]),
  c(
    "f",
    E,
    "fE",
    "annual",
    "2015-2019年归母净利润复合增速超过35%。",
    [CAGR("net_profit", "2015", "2019", { v: "35", cmp: "gt", err: "wrong_value" })],
    {
      err: "wrong_value",
    },
  ),
  c("t", E, "fR", "annual", "经营现金流净额231.12亿元，同比增长87.64%，约为归母净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "87.64" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  c(
    "f",
    E,
    "fR",
    "annual",
    "2017年经营现金流97.66亿元，同比增长约17%，现金回笼节奏平稳。",
    [
      V("operating_cash_flow", "2017", "97.66"),
      G("operating_cash_flow", "2017", { v: "17", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-16.51%" },
  ),
  c("t", E, "tF", "annual", "资产负债率从2015年的15.61%逐年升至2019年的28.48%，但绝对水平仍然不高。", [
    V("debt_ratio", "2015", "15.61", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", Y5),
  ]),
  c(
    "f",
    E,
    "tF",
    "annual",
    "资产负债率28.48%，较上年上升1.45个百分点。",
    [V("debt_ratio", "2019", "28.48", "%"), PP("debt_ratio", "2019", { v: "1.45", err: "wrong_period" })],
    { err: "wrong_period", note: "2019年+4.12；+1.45是2018年" },
  ),
  c("t", E, "tF", "annual", "ROE由2015年的14.93%提高到2019年的25.26%，四年提升约10.3个百分点。", [
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { base: "2015", v: "10.3", cmp: "approx" }),
  ]),
  c("t", E, "tB", "annual", "基本每股收益4.48元，同比增长29.11%。", [
    V("basic_eps", "2019", "4.48", "元"),
    G("basic_eps", "2019", { v: "29.11" }),
  ]),
  c(
    "f",
    E,
    "tB",
    "annual",
    "基本每股收益4.48元，较2018年的2.55元大幅提升。",
    [V("basic_eps", "2019", "4.48", "元"), V("basic_eps", "2018", "2.55", "元", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "2.55元是2017年；2018年3.47元" },
  ),
  c("t", E, "tT", "technical", "收盘145.22元，距52周高点147.99元不到2%，均线MA5>MA10>MA20>MA60多头排列。", [
    CLOSE("145.22"),
    HI52({ v: "-2", cmp: "gt" }),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
  c("t", E, "tS", "technical", "RSI(14)约70.3，已进入超买区。", [RSI("70.3", "approx"), RSI("70", "gt")]),
  c("f", E, "tS", "technical", "RSI(14)约60，尚未超买，上行空间仍在。", [RSI("60", "approx", { err: "technical" })], {
    err: "technical",
  }),
  c("t", E, "tTr", "technical", "近20个交易日上涨约13%，但成交量较前20日萎缩近两成，追涨需谨慎。", [
    RET(20, { v: "13", cmp: "approx" }),
    { k: "volr", v: "0.8", cmp: "near" },
  ]),
  c(
    "f",
    E,
    "tA",
    "technical",
    "近20个交易日上涨约13%，且成交量明显放大，量价齐升。",
    [RET(20, { v: "13", cmp: "approx" }), VOL("expand", { err: "technical" })],
    {
      err: "technical",
    },
  ),
  c("u", E, "tN", "undecidable", "一季度营业收入同比增长约15%，开局稳健。", [U("五粮液无季度数据")]),
  c("u", E, "fM", "undecidable", "普五出厂价上调后，2020年营收有望突破560亿元。", [U("2020年预测")]),
  // 2026-04-30
  c(
    "t",
    A,
    "tT",
    "technical",
    "收盘97.08元，位于MA5(99.42)、MA20(101.81)、MA60(103.32)、MA250(116.47)之下，均线空头排列。",
    [
      CLOSE("97.08"),
      MA(5, "value", { v: "99.42" }),
      MA(20, "value", { v: "101.81" }),
      MA(60, "value", { v: "103.32" }),
      MA(250, "value", { v: "116.47" }),
      MAORDER([5, 20, 60, 250], "bear"),
    ],
  ),
  c("t", A, "tS", "technical", "RSI(14)约28.4，已跌入30以下的超卖区。", [RSI("28.4", "approx"), RSI("30", "lt")]),
  c("f", A, "tS", "technical", "RSI(14)接近超卖但仍在30上方，约为32。", [RSI("32", "approx", { err: "technical" })], {
    err: "technical",
    note: "约28.4",
  }),
  c("t", A, "tC", "technical", "股价贴近52周低点97元，距52周高点137.18元回撤约29%。", [
    { k: "ta", ind: "lo52", cond: "level", v: "97" },
    LO52({ v: "1", cmp: "lt" }),
    { k: "ta", ind: "hi52", cond: "level", v: "137.18" },
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "股价距52周高点137.18元回撤约19%，调整尚不充分。",
    [HI52({ v: "-19", cmp: "approx", err: "wrong_value" })],
    {
      err: "wrong_value",
    },
  ),
  c("t", A, "tT", "technical", "收盘价创近60个交易日新低，MACD于4月20日死叉，DIF约-1.17。", [
    BRK(60, "down"),
    MACD("death_cross", 10),
    MACD("dif_value", undefined, { v: "-1.17" }),
  ]),
  c("f", A, "tT", "technical", "MACD于4月下旬金叉，下跌动能衰竭。", [MACD("golden_cross", 8, { err: "technical" })], {
    err: "technical",
  }),
  c("t", A, "tTr", "technical", "近一年股价下跌约26%，近120个交易日下跌约18%，左侧交易者宜等右侧信号。", [
    RET(250, { v: "-26", cmp: "approx" }),
    RET(120, { v: "-18", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tP",
    "technical",
    "近一年股价跌幅约16%，与基本面下修幅度相当。",
    [RET(250, { v: "-16", cmp: "approx", err: "wrong_value" }), U("基本面下修")],
    {
      err: "wrong_value",
    },
  ),
  c("t", A, "tP", "technical", "收盘97.08元已低于2019年末的133.01元，跌去约27%。", [
    SPAN("2019-12-31", { v: "-27", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "technical",
    "收盘97.08元较2019年末133.01元下跌约37%。",
    [SPAN("2019-12-31", { v: "-37", cmp: "approx", err: "wrong_value" })],
    {
      err: "wrong_value",
    },
  ),
  c("t", A, "tNe", "technical", "近20日成交量较前20日小幅放大，下跌中伴随放量。", [
    VOL("expand"),
    RET(20, { dir: "down" }),
  ]),
  c("u", A, "tF", "undecidable", "2025年营业收入约830亿元，同比下滑。", [U("五粮液2020年以后无存储财务数据")]),
  c("u", A, "fE", "undecidable", "2025年归母净利润约300亿元，分红率提升至70%。", [U("2025年数据未存储")]),
  c("u", A, "tN", "announcement", "公司近期公告回购股份，用于注销。", [U("五粮液无存储公告")]),
  c("u", A, "fV", "undecidable", "以2025年预期利润计，当前PE约13倍。", [U("2025年利润未存储")]),
  c("t", A, "vT", "technical", "技术面：RSI超卖、价格在所有均线下方、创60日新低，偏空。", [
    RSI("30", "lt"),
    MA(5, "below"),
    MA(250, "below"),
    BRK(60, "down"),
  ]),
  c("u", A, "vF", "undecidable", "基本面：2025年业绩承压，营收利润双降。", [U("2025年数据未存储")]),
  c(
    "f",
    A,
    "bull",
    "valuation",
    "按2025年7月4日快照，总市值约6700亿元，PB约3.15倍，已回到合理区间。",
    [
      H.SNAP("marketCap", "6700", "亿", "approx", { err: "wrong_value" }),
      H.SNAP("pb", "3.15", "x", "approx"),
      U("合理区间"),
    ],
    { err: "wrong_value", note: "快照市值约4673亿元" },
  ),
  c("t", A, "bear", "valuation", "2025年7月4日快照总市值约4673亿元、PB约3.15倍，此后股价又下跌约19%。", [
    H.SNAP("marketCap", "4673", "亿", "approx"),
    H.SNAP("pb", "3.15", "x", "approx"),
    SPAN("2025-07-04", { v: "-19", cmp: "approx" }),
  ]),
];
