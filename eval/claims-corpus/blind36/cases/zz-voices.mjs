// Writers who are not debate JSON points (headlines, 诊股 cards, 股吧 posts, 研报 titles, roadshow notes, wire leads,
// a fund letter, a compliance note, a quant's signal log), filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, CLOSE, MA, MAORDER, RSI, MACD, HI52, U, QOQ, RET, POS52, PE, GDIFF, PERDAY, IN, VOLR } = H;
const mt = H.maker("b36-vmt", "600519");
const zh = H.maker("b36-vzh", "600036");
const by = H.maker("b36-vby", "002594");
const sh = H.maker("b36-vsh", "600028");
const A = "2026-04-30";
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";

export default [
  mt("t", A, "tN", "quarterly", "重磅！茅台一季度净赚272亿，同比仍增1.47%，营收增6.54%", [
    V("net_profit", "2026Q1", "272", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "1.47" }),
    G("operating_revenue", "2026Q1", { v: "6.54" }),
  ]),
  zh("t", A, "tT", "technical", "【诊股】招商银行 收盘38.27｜RSI14 36.1｜MACD死叉｜位于52周区间约8%分位", [
    CLOSE("38.27"),
    RSI("36.1", "approx"),
    MACD("death_cross", 5),
    POS52({ v: "8", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "中石化从8块多一路跌到5块4，腰斩了兄弟们，还不跑？",
    [HI52({ cond: "level", ...IN("8", "9") }), CLOSE("5.4", "approx"), HI52({ size: "腰斩", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "距52周高点-33.5%" },
  ),
  by("t", A, "fSy", "annual", "比亚迪年报点评：收入增3.5%、利润下滑19%，四季度单季利润环比回升", [
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    QOQ("net_profit", "2025S4", "2025S3", { dir: "up" }),
  ]),
  zh(
    "f",
    A,
    "fSy",
    "quarterly",
    "招商银行一季报点评：营收增3.8%，利润增速较2025年全年回落至1.5%",
    [
      G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
      GDIFF(
        { metric: "net_profit", period: "2026Q1" },
        { metric: "net_profit", period: "2025" },
        { v: "0", cmp: "lt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "1.52%高于全年1.21%" },
  ),
  mt("u", A, "tN", "undecidable", "路演纪要：管理层称2026年营收目标增长约9%，经销商库存已降到两个月以内。", [
    U("公司目标/渠道库存未存储"),
  ]),
  sh("u", O, "tN", "quarterly", "【快讯】中国石化三季度归母净利润约85亿元，同比下降约三成。", [U("中石化季报未存储")]),
  by("t", A, "tS", "technical", "比亚迪现在102.98，60日线98.35在下面托着，中期没走坏，别慌。", [
    CLOSE("102.98"),
    MA(60, "value", { v: "98.35" }),
    MA(60, "above"),
  ]),
  zh(
    "f",
    A,
    "tN",
    "annual",
    "晨会速递｜招商银行2025年ROE 13.44%，较上年提升约1个百分点",
    [V("roe", "2025", "13.44", "%"), PP("roe", "2025", { v: "1", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "14.49%→13.44%" },
  ),
  mt(
    "f",
    A,
    "tS",
    "annual",
    "茅台分红真香：2025年分配股利付了672亿，比2024年的709亿还多！",
    [
      V("dividends_interest_paid", "2024", "709", "亿", "approx"),
      D("dividends_interest_paid", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "672.42 < 709.51" },
  ),
  sh("u", A, "fSy", "annual", "【AI速读】中国石化2025年营收约2.9万亿元，归母净利润约420亿元。", [U("FY2025未存储")]),
  by(
    "f",
    A,
    "tN",
    "quarterly",
    "突发！比亚迪一季度营收跌破1500亿！",
    [V("revenue", "2026Q1", "1500", "亿", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "1502.25亿" },
  ),
  mt("t", S, "tT", "technical", "【诊股】贵州茅台 均线多头排列｜RSI 58｜20日量比1.51｜上方压力MA120约1497", [
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("58", "approx"),
    VOLR({ v: "1.51" }),
    MA(120, "value", { v: "1497", cmp: "approx" }),
    MA(120, "below"),
  ]),
  zh("t", S, "tS", "technical", "招行一年前才33.77，现在42.76，26%的涨幅你还嫌少？", [
    RET(250, { v: "26", cmp: "approx" }),
    CLOSE("42.76"),
  ]),
  mt("t", O, "fSy", "quarterly", "贵州茅台三季报点评：前三季度净利增6.25%，单季利润192亿元", [
    G("net_profit", "2025M9", { v: "6.25" }),
    V("net_profit", "2025S3", "192", "亿", "approx"),
  ]),
  by(
    "f",
    O,
    "tS",
    "quarterly",
    "问：比亚迪前三季度赚了多少？答：归母净利233亿元，同比增长约7.5%。",
    [
      V("net_profit", "2025M9", "233", "亿", "approx"),
      G("net_profit", "2025M9", { v: "7.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-7.55%" },
  ),
  zh("t", P, "fL", "valuation", "基金季报：继续持有招商银行，2024年归母净利1483.91亿元，ROE 14.49%，PE不足8倍。", [
    V("net_profit", "2024", "1483.91"),
    V("roe", "2024", "14.49", "%"),
    PE("2024", "8", "lt"),
  ]),
  sh("t", A, "fT", "annual", "合规提示：文中中石化2024年每股收益0.51元有误，应为0.41元，同比下降约18%。", [
    V("basic_eps", "2024", "0.41", "元"),
    G("basic_eps", "2024", { v: "-18", cmp: "approx" }),
  ]),
  sh("t", A, "tT", "technical", "signal|600028|close=5.39|MA20=5.63|RSI14=30.0|ret60=-15.4%|state=weak", [
    CLOSE("5.39"),
    MA(20, "value", { v: "5.63" }),
    RSI("30.0", "approx"),
    RET(60, { v: "-15.4", cmp: "approx" }),
  ]),
  by("u", P, "tN", "undecidable", "比亚迪4月新能源车销量38万辆，海外占比创新高。", [U("销量未存储")]),
  mt(
    "f",
    A,
    "tS",
    "annual",
    "茅台2025年赚了823亿，平均每天净赚超过3亿！",
    [
      V("net_profit", "2025", "823", "亿", "approx"),
      PERDAY("net_profit", "2025", { v: "3", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "每天约2.26亿" },
  ),
  sh("t", P, "fSy", "annual", "中国石化2024年报点评：归母净利503亿元同比降16.8%，毛利率15.47%基本稳定", [
    V("net_profit", "2024", "503", "亿", "approx"),
    G("net_profit", "2024", { v: "-16.8" }),
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { dir: "flat", flatTol: 0.5 }),
  ]),
];
