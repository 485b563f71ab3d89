// Writers who are not debate JSON points, filed under the role that would pass such text on: 快讯 / 公众号 headlines
// (新闻分析师), 研报 titles (基本面分析师 / 收益分析师), AI 诊股 cards (技术分析师), 雪球 / 股吧 posts (情绪分析师),
// 晨会纪要 (研究经理), 业绩会纪要 (新闻分析师 / 市场预测师).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, DOWN, RET, CLOSE, MA, RSI, MACD, HI52, LO52, VOL, EV, U, MCNOW, POS52, QOQ, MRET } = H;
const nd = H.maker("b84-vo-nd", "300750");
const pa = H.maker("b84-vo-pa", "601318");
const sh = H.maker("b84-vo-sh", "600028");
const A = "2026-04-30";

export default [
  nd("t", A, "tN", "quarterly", "【快讯】宁德时代一季度营收1291.31亿元，同比增52.45%；净利207.38亿元。", [
    V("operating_revenue", "2026Q1", "1291.31"),
    G("operating_revenue", "2026Q1", { v: "52.45" }),
    V("net_profit", "2026Q1", "207.38"),
  ]),
  nd(
    "f",
    A,
    "tN",
    "quarterly",
    "快讯｜宁德时代Q1净利207亿，同比翻倍，储能爆发！",
    [
      V("net_profit", "2026Q1", "207", "亿", "approx"),
      G("net_profit", "2026Q1", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+48.5%" },
  ),
  nd("t", A, "tF", "annual", "研报标题：宁德时代2025年报点评——净利722亿同比+42%，现金流1332亿连续四年增长", [
    V("net_profit", "2025", "722", "亿", "approx"),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    UP("operating_cash_flow", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  nd("t", A, "tT", "technical", "【AI诊股】宁德时代｜收436元｜RSI 56中性｜MACD死叉｜站上60日线｜评分72", [
    CLOSE("436"),
    RSI("56", "approx"),
    MACD("death_cross", 3),
    MA(60, "above"),
  ]),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "AI诊股卡：宁德时代短线多头，股价站稳5日均线，DIF仍在零轴上方。",
    [MA(5, "above", { err: "technical" }), MACD("dif_above_zero", 0)],
    { err: "technical", note: "收盘436低于MA5 437.69；DIF 11.76在零轴上方属实" },
  ),
  nd("u", A, "tS", "undecidable", "雪球热帖：$宁德时代$ 储能订单排到明年，560元不是梦", [U("订单与目标价")]),
  nd("t", A, "tS", "technical", "股吧：宁王一年翻了快一倍，今年又涨了快两成，还拿着的都赚麻了", [
    RET(250, { size: "接近翻倍" }),
    RET("2025-12-31", { v: "20", cmp: "near" }),
  ]),
  nd("t", A, "tM", "quarterly", "晨会纪要：宁德Q1毛利率24.8%，净利率17.6%，盈利能力维持高位。", [
    V("gross_margin", "2026Q1", "24.8", "%"),
    V("net_margin", "2026Q1", "17.6", "%"),
  ]),
  nd("u", A, "fM", "undecidable", "业绩会纪要：管理层称2026年资本开支约500亿元，海外产能占比提升至30%。", [
    U("管理层指引"),
  ]),

  pa("t", A, "tN", "annual", "快讯：中国平安2025年归母净利润1347.78亿元，同比增长6.45%。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
  ]),
  pa(
    "f",
    A,
    "tN",
    "annual",
    "【公众号】平安2025年营收破1.2万亿，利润1348亿！",
    [
      V("revenue", "2025", "12000", "亿", "gt", { err: "wrong_value" }),
      V("net_profit", "2025", "1348", "亿", "approx"),
    ],
    { err: "wrong_value", note: "10505.06亿元；1.2万亿是2020年营业收入" },
  ),
  pa("t", A, "fE", "annual", "《中国平安：利润连续三年修复，经营现金流同比+72%》", [
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
  ]),
  pa("t", A, "tT", "technical", "诊股速览 — 中国平安59.37元：金叉后仍在零轴下方，处52周区间下部，结论中性", [
    CLOSE("59.37"),
    MACD("dif_above_dea", 0),
    MACD("dif_below_zero", 0),
    POS52({ v: "50", cmp: "lt" }),
  ]),
  pa(
    "f",
    A,
    "tS",
    "technical",
    "股吧：平安今年以来跌了快三成，拿得受不了了",
    [RET("2025-12-31", { v: "-30", cmp: "near", err: "overstatement" })],
    { err: "overstatement", note: "年初至今-13.2%" },
  ),
  pa("u", A, "tM", "undecidable", "晨会纪要：平安寿险NBV一季度同比+25%，维持买入评级，目标价75元。", [
    U("NBV与目标价"),
  ]),
  pa("t", A, "tS", "technical", "雪球：$中国平安$ 3月跌了一成，4月反弹4个多点，59块附近继续拿着。", [
    MRET("2026-03", { v: "-10", cmp: "approx" }),
    MRET("2026-04", { v: "4", cmp: "gt" }),
    MRET("2026-04", { v: "5", cmp: "lt" }),
    CLOSE("59", "approx"),
  ]),

  sh("t", A, "tN", "annual", "【快讯】中国石化2024年归母净利503.13亿元，同比下降16.79%。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.79" }),
  ]),
  sh(
    "f",
    A,
    "tF",
    "annual",
    "研报标题：中国石化2024年报——营收3.07万亿，净利同比+17%，经营拐点显现",
    [
      V("operating_revenue", "2024", "3.07", "万亿", "approx"),
      G("net_profit", "2024", { v: "17", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "-16.79%" },
  ),
  sh("t", A, "tT", "technical", "【AI诊股】中国石化｜5.39元｜RSI 30｜均线空头｜近52周低点｜风险提示", [
    CLOSE("5.39"),
    RSI("30", "approx"),
    MA(20, "below"),
    MA(60, "below"),
    H.MAORDER([5, 10, 20, 60], "bear"),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  sh("t", A, "tS", "technical", "股吧：石化从8块多一路跌到5块4，一年高点回撤三成多，套得结结实实", [
    HI52({ cond: "level", v: "8", cmp: "gt" }),
    CLOSE("5.4", "approx"),
    HI52({ v: "-30", cmp: "lt" }),
  ]),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "雪球：$中国石化$ 放量下跌，近20日量能比前20日放大一倍，主力在出货",
    [
      RET(20, { dir: "down" }),
      VOL("expand", { err: "technical" }),
      H.VOLR({ v: "2", cmp: "approx", err: "technical" }),
    ],
    { err: "technical", note: "近20日均量为前20日的0.61倍，缩量" },
  ),
  sh("u", A, "tN", "undecidable", "业绩会纪要：公司称2025年炼油量同比下降2%，化工板块减亏约30亿元。", [
    U("分部与经营数据"),
  ]),
  sh("t", A, "tM", "annual", "今日晨会：石化2024年毛利率15.5%，净利率1.9%，低利润率格局未变。", [
    V("gross_margin", "2024", "15.5", "%", "approx"),
    V("net_margin", "2024", "1.9", "%", "approx"),
  ]),
];
