// Points dated before 2026-04-30: 2025-10-31 (比亚迪 nine months), 2025-09-05 (比亚迪 H1), 2025-04-30 (FY2024,
// 比亚迪 2025Q1) and 2020-05-15 (FY2019), and what was not public or not stored on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, CLOSE, MA, RSI, MACD, HI52, EV, U, QOQ, BRK, RET, VOLR, PE, DOWN } = H;
const byd = H.maker("b26-late-byd", "002594");
const pa = H.maker("b26-late-pa", "601318");
const sh = H.maker("b26-late-sh", "600028");
const wly = H.maker("b26-late-wly", "000858");
const M9 = "2025-10-31";
const H1 = "2025-09-05";
const P = "2025-04-30";
const O = "2020-05-15";

export default [
  // 比亚迪, 2025-10-31
  byd(
    "t",
    M9,
    "tF",
    "quarterly",
    "三季报：前三季度归母净利润233.33亿元，同比降约7.5%；单三季度78.23亿元，同比下滑约33%。",
    [
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
      V("net_profit", "2025S3", "78.23"),
      G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
    ],
  ),
  byd(
    "f",
    M9,
    "bull",
    "quarterly",
    "三季度单季营收1949.85亿元，同比仍增长约3%，销量韧性可见。",
    [
      V("revenue", "2025S3", "1949.85"),
      G("revenue", "2025S3", { v: "3", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2024年三季度2011.25亿元-3.05%" },
  ),
  byd(
    "t",
    M9,
    "fQ",
    "quarterly",
    "不过三季度归母净利润78.23亿元，环比二季度的63.56亿元回升约23%，利润率最差的阶段或已过去？",
    [
      V("net_profit", "2025S3", "78.23"),
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S3", "2025S2", { v: "23", cmp: "approx" }),
    ],
  ),
  byd(
    "f",
    M9,
    "fE",
    "quarterly",
    "前三季度毛利率只掉了0.9个百分点，从上年同期的20.77%到17.87%。",
    [
      V("gross_margin", "2025M9", "17.87", "%"),
      V("gross_margin", "2024M9", "20.77", "%"),
      PP("gross_margin", "2025M9", { v: "-0.9", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "20.77%→17.87%，下滑2.9个百分点" },
  ),
  byd(
    "t",
    M9,
    "tT",
    "technical",
    "跌势未止：100.79元的收盘价低于5日、10日、20日、60日全部均线，RSI 33.2，离超卖只差一步。",
    [CLOSE("100.79"), MA(5, "below"), MA(10, "below"), MA(20, "below"), MA(60, "below"), RSI("33.2", "approx")],
  ),
  byd("u", M9, "fQ", "undecidable", "四季度出口交付有望环比提速，全年利润或可回到400亿元。", [
    U("预测，且2025全年报尚未公开"),
  ]),
  // 比亚迪, 2025-09-05
  byd("t", H1, "fE", "quarterly", "上半年营收3712.81亿元，同比增长约23%；归母净利润155.11亿元，同比增长约14%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "14", cmp: "approx" }),
  ]),
  byd("t", H1, "tBe", "quarterly", "二季度单季归母净利润63.56亿元，环比一季度的91.55亿元下滑约31%。", [
    V("net_profit", "2025S2", "63.56"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "-31", cmp: "approx" }),
  ]),
  byd(
    "f",
    H1,
    "tB",
    "quarterly",
    "半年报净利润155.11亿元，同比大增约34%，盈利加速。",
    [G("net_profit", "2025H1", { v: "34", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "约34%是2024全年的增速；2025上半年+13.8%" },
  ),
  byd(
    "u",
    H1,
    "tT",
    "technical",
    "比亚迪跌穿60日线了，9月5日收盘只有107.26元，中期趋势转空。",
    [CLOSE("107.26"), MA(60, "below")],
    { note: "连续日线始于2025-07-29，不足60根" },
  ),
  // 比亚迪, 2025-04-30
  byd("t", P, "fE", "annual", "2024年报：归母净利润402.54亿元，同比增长约34%；营业总收入7771.02亿元，同比增长29%。", [
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2024", { v: "34", cmp: "approx" }),
    V("revenue", "2024", "7771.02"),
    G("revenue", "2024", { v: "29" }),
  ]),
  byd(
    "u",
    P,
    "bull",
    "quarterly",
    "同比翻倍！比亚迪一季度归母净利润91.55亿元。",
    [V("net_profit", "2025Q1", "91.55"), G("net_profit", "2025Q1", { size: "翻倍" })],
    { note: "2024年一季度未存储" },
  ),
  byd(
    "f",
    P,
    "fR",
    "annual",
    "现金流比利润更亮眼——经营现金流1334.54亿元，同比增长约21%。",
    [
      V("operating_cash_flow", "2024", "1334.54"),
      G("operating_cash_flow", "2024", { v: "21", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "1697.25→1334.54，-21.4%" },
  ),
  byd(
    "t",
    P,
    "tN",
    "announcement",
    "2025年员工持股计划草案在3月18日披露，4月23日跟着公告了2024年度利润分配及资本公积转增方案。",
    [
      EV("equity_incentive", true, { from: "2025-03-18", to: "2025-03-18", title: "草案" }),
      EV("dividend", true, { from: "2025-04-23", to: "2025-04-23", title: "转增" }),
    ],
  ),
  // 中国平安, 2025 dates
  pa("t", M9, "tT", "technical", "DIF约0.40，已站上零轴，10月14日与DEA形成金叉；10月31日收盘57.83元。", [
    CLOSE("57.83"),
    MACD("golden_cross", 14),
    MACD("dif_value", undefined, { v: "0.40", cmp: "approx" }),
    MACD("dif_above_zero"),
  ]),
  pa(
    "u",
    M9,
    "fE",
    "quarterly",
    "前三季度归母净利润同比增长约11.5%，单三季度增速超过45%。",
    [G("net_profit", "2025M9", { v: "11.5", cmp: "approx" })],
    { note: "中国平安2025年季度数据未存储" },
  ),
  pa(
    "t",
    H1,
    "fM",
    "technical",
    "均线分化：5日、10日、20日线在57.9元上方形成压制，60日、120日、250日线则在下方托底。",
    [
      CLOSE("57.9"),
      MA(5, "below"),
      MA(10, "below"),
      MA(20, "below"),
      MA(60, "above"),
      MA(120, "above"),
      MA(250, "above"),
    ],
  ),
  pa(
    "f",
    H1,
    "tS",
    "technical",
    "近20日成交量较前20日萎缩约两成，交投趋于冷清。",
    [VOLR({ v: "0.8", cmp: "approx", err: "technical" })],
    { err: "technical", note: "20日均量/前20日均量=1.34，是放量" },
  ),
  pa(
    "t",
    P,
    "bull",
    "annual",
    "利润增速远快于收入：归母净利润同比大增约47.8%至1266.07亿元，营业总收入则增长约12.6%至10289.25亿元。",
    [
      V("net_profit", "2024", "1266.07"),
      G("net_profit", "2024", { v: "47.8", cmp: "approx", size: "大增" }),
      V("revenue", "2024", "10289.25"),
      G("revenue", "2024", { v: "12.6", cmp: "approx" }),
      H.GDIFF({ metric: "net_profit", period: "2024" }, { metric: "revenue", period: "2024" }, { v: "0", cmp: "gt" }),
    ],
  ),
  pa(
    "f",
    P,
    "tT",
    "technical",
    "平安这波收复了5日、10日、20日和60日四条均线，4月30日收盘50.71元。",
    [
      CLOSE("50.71"),
      MA(5, "above", { err: "technical" }),
      MA(10, "above", { err: "technical" }),
      MA(20, "above"),
      MA(60, "above", { err: "technical" }),
    ],
    { err: "technical", note: "MA5 51.09、MA10 50.76、MA60 51.10均在收盘价上方" },
  ),
  pa("t", P, "tN", "announcement", "3月20日公司同时披露2024年度利润分配方案和注销回购A股股份的公告。", [
    EV("dividend", true, { from: "2025-03-20", to: "2025-03-20", title: "2024年年度利润分配" }),
    EV("repurchase", true, { from: "2025-03-20", to: "2025-03-20", title: "注销" }),
  ]),
  // 中国石化, 2025 dates
  sh(
    "u",
    M9,
    "fE",
    "quarterly",
    "前三季度归母净利润同比下降约32%，炼化景气仍在底部。",
    [G("net_profit", "2025M9", { v: "-32", cmp: "approx" })],
    { note: "中国石化季度数据未存储" },
  ),
  sh("t", M9, "tT", "technical", "10月13日MACD金叉后DIF已翻上零轴，收盘5.47元站在20日线之上，但60日线仍压制。", [
    MACD("golden_cross", 15),
    MACD("dif_above_zero"),
    CLOSE("5.47"),
    MA(20, "above"),
    MA(60, "below"),
  ]),
  sh("t", H1, "tC", "technical", "中国石化5.69元的收盘价被5日至120日五条均线全部压制，短线依旧偏弱。", [
    CLOSE("5.69"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  sh("t", P, "fE", "annual", "2024年扣非归母净利润480.57亿元，比2023年的606.92亿元下滑约20.8%。", [
    V("deducted_net_profit", "2024", "480.57"),
    V("deducted_net_profit", "2023", "606.92"),
    G("deducted_net_profit", "2024", { v: "-20.8", cmp: "approx" }),
  ]),
  sh("t", P, "fV", "valuation", "5.66元的收盘价只相当于2024年每股收益的约13.6倍。", [
    CLOSE("5.66"),
    PE("2024", "13.6", "approx"),
  ]),
  // 2020-05-15: FY2019
  byd("t", O, "bear", "annual", "比亚迪利润已连续两年下降，2019年归母净利润只剩16.14亿元，同比下滑约42%。", [
    V("net_profit", "2019", "16.14"),
    G("net_profit", "2019", { v: "-42", cmp: "approx" }),
    DOWN("net_profit", ["2017", "2018", "2019"]),
  ]),
  byd(
    "f",
    O,
    "tA",
    "annual",
    "2019年比亚迪营收小幅增长约1.8%，达到1277.39亿元，收入端还算稳。",
    [
      V("operating_revenue", "2019", "1277.39"),
      G("operating_revenue", "2019", { v: "1.8", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "1300.55→1277.39，-1.78%" },
  ),
  pa("t", O, "fE", "annual", "ROE升至24.35%，平安2019年归母净利润增长约39%至1494.07亿元。", [
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2019", { v: "39", cmp: "approx" }),
    V("roe", "2019", "24.35", "%"),
    PP("roe", "2019", { dir: "up" }),
  ]),
  sh(
    "u",
    O,
    "fE",
    "annual",
    "中国石化2019年少赚了约8%，归母净利润落在575.91亿元。",
    [V("net_profit", "2019", "575.91"), G("net_profit", "2019", { v: "-8", cmp: "approx" })],
    { note: "中国石化2018年未存储" },
  ),
  wly("t", P, "tT", "technical", "五粮液近60个交易日仅微涨约1.2%，收盘128.70元却已落到60日和120日均线之下。", [
    CLOSE("128.70"),
    RET(60, { v: "1.2", cmp: "approx" }),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  wly(
    "u",
    P,
    "fE",
    "annual",
    "2024年营收891.75亿元，同比增长约7.1%，增速明显放缓。",
    [V("operating_revenue", "2024", "891.75")],
    { note: "五粮液2019年后财务未存储" },
  ),
  wly("t", H1, "tT", "technical", "站上20日、60日、120日均线后，五粮液126.81元的收盘价离250日线仍差一截。", [
    CLOSE("126.81"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    MA(250, "below"),
  ]),
  wly("t", M9, "vT", "technical", "10月31日收118.99元，比52周低点115.4元只高出约3%，而164.6元的高点遥不可及。", [
    CLOSE("118.99"),
    HI52({ cond: "level", v: "164.6" }),
    H.LO52({ cond: "level", v: "115.4" }),
    H.LO52({ v: "3", cmp: "approx" }),
  ]),
];
