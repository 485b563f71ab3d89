// Points on other dates: 2025-04-30 (FY2024), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025) and, for 中国平安 /
// 中国石化, 2021-04-30 (FY2020; no bars stored then), with what was not public yet.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  MIN,
  UP,
  DOWN,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  EV,
  U,
  X,
  QOQ,
  PSUM,
  PAIR,
  POS52,
  VOLR,
  DD,
  BIAS,
} = H;
const nd = H.maker("b84-late-nd", "300750");
const pa = H.maker("b84-late-pa", "601318");
const sh = H.maker("b84-late-sh", "600028");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const Q = "2021-04-30";

export default [
  // 宁德时代 2025-04-30
  nd("t", P, "bear", "annual", "2024年营收3620.13亿元，同比下降约9.7%，是近年来首次收入负增长。", [
    V("operating_revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    UP("revenue", ["2021", "2022", "2023"]),
  ]),
  nd(
    "f",
    P,
    "bull",
    "annual",
    "2024年归母净利润507.45亿元，同比增长约43.6%，量减利增。",
    [
      V("net_profit", "2024", "507.45"),
      G("net_profit", "2024", { v: "43.6", cmp: "approx", err: "wrong_period" }),
      G("revenue", "2024", { dir: "down" }),
    ],
    { err: "wrong_period", note: "43.6%是2023年增速；2024年+15.01%" },
  ),
  nd("t", P, "bull", "annual", "营收降近一成的同时，2024年归母净利润仍增长约15%至507亿元。", [
    G("revenue", "2024", { v: "-10", cmp: "near" }),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
    V("net_profit", "2024", "507", "亿", "approx"),
  ]),
  nd(
    "u",
    P,
    "tF",
    "quarterly",
    "2025年一季度营收847亿元，同比下降约6%。",
    [
      V("operating_revenue", "2025Q1", "847", "亿", "approx"),
      G("operating_revenue", "2025Q1", { v: "-6", cmp: "approx" }),
    ],
    { note: "2024Q1未存储" },
  ),
  nd("t", P, "tT", "technical", "收盘231.5元，MACD于4月21日金叉，股价仍在250日均线之上。", [
    CLOSE("231.5"),
    MACD("golden_cross", 10),
    MA(250, "above"),
  ]),
  nd(
    "f",
    P,
    "tT",
    "technical",
    "股价231.5元，已站上60日均线，中期趋势修复。",
    [CLOSE("231.5"), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "MA60 250.58元" },
  ),
  nd("t", P, "tBe", "technical", "距52周高点301.5元仍回落约23%，RSI约44，弱势未改。", [
    HI52({ cond: "level", v: "301.5" }),
    HI52({ v: "-23", cmp: "approx" }),
    RSI("44", "approx"),
  ]),
  nd("u", P, "fM", "undecidable", "预计2025年半年报净利润同比增长超30%，港股上市将带来新增资金。", [
    U("半年报尚未披露，为预测"),
  ]),

  // 宁德时代 2025-09-05
  nd("t", S, "tF", "quarterly", "上半年营收1788.86亿元，同比增长约7.3%，归母净利305亿元，增长约33%。", [
    V("operating_revenue", "2025H1", "1788.86"),
    G("operating_revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "305", "亿", "approx"),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
  ]),
  nd(
    "f",
    S,
    "tF",
    "quarterly",
    "2025年二季度单季归母净利润304.85亿元，环比大增。",
    [
      V("net_profit", "2025S2", "304.85", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S2", "2025Q1", { size: "大增", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "304.85亿是上半年累计；二季度单季165.23亿元，环比+18.3%" },
  ),
  nd("t", S, "bull", "quarterly", "二季度单季净利约165亿元，环比一季度的140亿元增长约18%。", [
    V("net_profit", "2025S2", "165", "亿", "approx"),
    V("net_profit", "2025Q1", "140", "亿", "approx"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "18", cmp: "approx" }),
  ]),
  nd("t", S, "tT", "technical", "收盘325.11元创52周新高，均线5/10/20/60/120/250全面多头排列。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    MAORDER([5, 10, 20, 60, 120, 250], "bull"),
  ]),
  nd("t", S, "tC", "technical", "RSI升至73，进入超买区，20日涨幅已超23%。", [
    RSI("73", "approx"),
    RSI("70", "gt"),
    RET(20, { v: "23", cmp: "gt" }),
  ]),
  nd(
    "f",
    S,
    "tS",
    "technical",
    "近20日均量较前20日缩减约四成，上涨缺乏量能配合。",
    [VOL("shrink", { err: "technical" })],
    { err: "technical", note: "量比1.60，显著放量" },
  ),
  nd("t", S, "tS", "technical", "近20日均量约为前20日的1.6倍，放量突破。", [
    VOLR({ v: "1.6", cmp: "approx" }),
    VOL("expand_strong"),
    H.BRK(20, "up"),
  ]),
  nd("u", S, "tN", "announcement", "公司今年5月已完成H股上市，募资约410亿港元。", [U("2026-02-09前的公告未收集")]),

  // 宁德时代 2025-10-31
  nd("t", O, "tF", "quarterly", "前三季度营收2830.72亿元，同比增长约9.3%，归母净利润490亿元，增长约36%。", [
    V("operating_revenue", "2025M9", "2830.72"),
    G("operating_revenue", "2025M9", { v: "9.3", cmp: "approx" }),
    V("net_profit", "2025M9", "490", "亿", "approx"),
    G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
  ]),
  nd("t", O, "bull", "quarterly", "三季度单季营收1041.86亿元，同比增长约12.9%，净利润185亿元，增长约41%。", [
    V("operating_revenue", "2025S3", "1041.86"),
    G("operating_revenue", "2025S3", { v: "12.9", cmp: "approx" }),
    V("net_profit", "2025S3", "185", "亿", "approx"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
  nd(
    "f",
    O,
    "bear",
    "quarterly",
    "三季度单季营收1041.86亿元，环比二季度下降约10%，增长动能减弱。",
    [
      V("operating_revenue", "2025S3", "1041.86"),
      QOQ("operating_revenue", "2025S3", "2025S2", { v: "-10", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较二季度941.82亿元环比+10.6%" },
  ),
  nd("t", O, "tT", "technical", "MACD于10月13日死叉，DIF 11.82略低于DEA 12.37，短线进入调整。", [
    MACD("death_cross", 20),
    MACD("dif_value", 0, { v: "11.82" }),
    MACD("dif_below_dea", 0),
  ]),
  nd(
    "f",
    O,
    "tT",
    "technical",
    "收盘388.77元，刷新52周新高。",
    [CLOSE("388.77"), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周高点424.36元，收盘低8.4%" },
  ),
  nd("u", O, "fM", "undecidable", "四季度储能订单饱满，全年净利润冲击700亿元可期。", [U("全年利润未披露，属预测")]),

  nd("t", O, "fE", "quarterly", "前三季度净利490亿元，已接近2024全年的507亿元。", [
    V("net_profit", "2025M9", "490", "亿", "approx"),
    V("net_profit", "2024", "507", "亿", "approx"),
    R("net_profit", "net_profit", "2025M9", "1", { cmp: "near", denPeriod: "2024" }),
  ]),
  nd(
    "f",
    S,
    "fE",
    "quarterly",
    "上半年营收1788.86亿元，同比增长约33%。",
    [
      V("operating_revenue", "2025H1", "1788.86"),
      G("operating_revenue", "2025H1", { v: "33", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "营收+7.27%，33%是净利增速" },
  ),
  nd("t", P, "fE", "quarterly", "2024年四季度单季净利147亿元，环比三季度的131亿元增长约12%。", [
    V("net_profit", "2024S4", "147", "亿", "approx"),
    V("net_profit", "2024S3", "131", "亿", "approx"),
    QOQ("net_profit", "2024S4", "2024S3", { v: "12", cmp: "approx" }),
  ]),
  // 中国平安 2021-04-30 (FY2020)
  pa("t", Q, "bear", "annual", "2020年归母净利润1430.99亿元，同比下降约4.2%，结束了此前的连续增长。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    UP("net_profit", ["2017", "2018", "2019"]),
  ]),
  pa(
    "f",
    Q,
    "bull",
    "annual",
    "2020年归母净利润1430.99亿元，同比增长约3.1%，逆势稳健。",
    [V("net_profit", "2020", "1430.99"), G("net_profit", "2020", { v: "3.1", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "归母-4.22%；+3.08%是扣非" },
  ),
  pa("t", Q, "bull", "annual", "扣非归母净利润1435.40亿元，同比增长约3.1%，营业收入12183亿元增长约4.2%。", [
    V("deducted_net_profit", "2020", "1435.40"),
    G("deducted_net_profit", "2020", { v: "3.1", cmp: "approx" }),
    V("operating_revenue", "2020", "12183", "亿", "approx"),
    G("operating_revenue", "2020", { v: "4.2", cmp: "approx" }),
  ]),
  pa("t", Q, "fE", "annual", "ROE从2019年的24.35%回落到20.00%，下降约4.4个百分点。", [
    V("roe", "2019", "24.35", "%"),
    V("roe", "2020", "20.00", "%"),
    PP("roe", "2020", { v: "-4.4", cmp: "approx" }),
  ]),
  pa(
    "f",
    Q,
    "fE",
    "annual",
    "2020年基本每股收益8.41元，每股净资产41.72元。",
    [V("basic_eps", "2020", "8.41", "元", "eq", { err: "wrong_period" }), V("bps", "2020", "41.72", "元")],
    { err: "wrong_period", note: "8.41元是2019年EPS；2020年8.10元" },
  ),
  pa("t", Q, "tF", "annual", "每股经营现金流17.66元，经营现金流净额3121亿元，同比增长约25%。", [
    V("ocf_per_share", "2020", "17.66", "元"),
    V("operating_cash_flow", "2020", "3121", "亿", "approx"),
    G("operating_cash_flow", "2020", { v: "25", cmp: "approx" }),
  ]),
  pa("t", Q, "fR", "annual", "总资产9.53万亿元，同比增长约16%，负债率89.63%与上年持平。", [
    V("total_assets", "2020", "9.53", "万亿", "approx"),
    G("total_assets", "2020", { v: "16", cmp: "approx" }),
    V("debt_ratio", "2020", "89.63", "%"),
    PP("debt_ratio", "2020", { v: "0" }),
  ]),
  pa("u", Q, "tT", "technical", "股价自2月高点以来回调超20%，已跌破年线。", [U("2021年无连续日线")]),

  // 中国平安 2025
  pa("t", P, "bull", "annual", "2024年归母净利润1266亿元，同比大增约48%，营业总收入增长约12.6%。", [
    V("net_profit", "2024", "1266", "亿", "approx"),
    G("net_profit", "2024", { v: "48", cmp: "approx", size: "大增" }),
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
  ]),
  pa("t", P, "tT", "technical", "收盘50.71元，MACD于4月21日金叉，DIF -0.04略高于DEA。", [
    CLOSE("50.71"),
    MACD("golden_cross", 10),
    MACD("dif_above_dea", 0),
    MACD("dif_value", 0, { v: "-0.04" }),
  ]),
  pa(
    "f",
    P,
    "tBe",
    "technical",
    "股价50.71元已跌破250日均线，长期趋势走坏。",
    [CLOSE("50.71"), MA(250, "below", { err: "technical" })],
    { err: "technical", note: "MA250 48.39元，股价在其上方" },
  ),
  pa("u", S, "tF", "quarterly", "上半年归母净利润约681亿元，同比下降约4%。", [U("2025H1未存储")]),
  pa("t", S, "tT", "technical", "8月27日MACD死叉，收盘57.9元跌回20日线下方，但仍守住60日线。", [
    MACD("death_cross", 10),
    CLOSE("57.9"),
    MA(20, "below"),
    MA(60, "above"),
  ]),
  pa(
    "f",
    O,
    "tT",
    "technical",
    "10月底DIF虽在零轴上方，但MACD仍处于死叉状态。",
    [MACD("dif_above_zero", 0), MACD("dif_below_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF 0.397 > DEA 0.239，10月14日金叉" },
  ),

  // 中国石化
  sh("t", Q, "bear", "annual", "2020年营业收入21047亿元，同比下降约29%，归母净利润333亿元，降约42%。", [
    V("operating_revenue", "2020", "21047", "亿", "approx"),
    G("operating_revenue", "2020", { v: "-29", cmp: "approx" }),
    V("net_profit", "2020", "333", "亿", "approx"),
    G("net_profit", "2020", { v: "-42", cmp: "approx" }),
  ]),
  sh(
    "f",
    Q,
    "bear",
    "annual",
    "2020年归母净利润332.71亿元，同比腰斩以上，降幅超过六成。",
    [
      V("net_profit", "2020", "332.71"),
      G("net_profit", "2020", { size: "腰斩", err: "overstatement" }),
      G("net_profit", "2020", { v: "-60", cmp: "lt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "-42.2%，未到腰斩" },
  ),
  sh("t", Q, "tF", "annual", "2020年扣非归母净利润为-15.65亿元，每股收益从0.48元降至0.28元。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("basic_eps", "2019", "0.48", "元"),
    V("basic_eps", "2020", "0.28", "元"),
  ]),
  sh(
    "f",
    Q,
    "tF",
    "annual",
    "2020年营业利润508亿元，较2019年小幅下滑约4%。",
    [
      V("operating_profit", "2020", "508", "亿", "approx"),
      G("operating_profit", "2020", { v: "-4", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "900.25→508.03，-43.6%" },
  ),
  sh("u", Q, "fM", "undecidable", "预计2021年油价回升后，归母净利润有望翻倍至700亿元左右。", [
    U("2021年利润当时未披露，为预测"),
  ]),
  sh("t", P, "tT", "technical", "收盘5.66元位于60日、120日、250日均线之下，52周区间位置约17%。", [
    CLOSE("5.66"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    POS52({ v: "17", cmp: "approx" }),
  ]),
  sh("t", P, "fE", "annual", "2024年归母净利503亿元，同比降约17%，扣非降幅约21%。", [
    V("net_profit", "2024", "503", "亿", "approx"),
    G("net_profit", "2024", { v: "-17", cmp: "approx" }),
    G("deducted_net_profit", "2024", { v: "-21", cmp: "approx" }),
  ]),
];
