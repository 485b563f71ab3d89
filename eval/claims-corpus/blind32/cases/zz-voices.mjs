// Writers who are not debate JSON points (公众号摘要, 【诊股】 cards, 路演 transcripts, wire 快讯, a 晨会 note, a forum
// post, a board secretary's answer, a fund letter, a quant's signal log), filed under the role that would pass them on.
import { EV, G, MA, MAORDER, RSI, U, V, VOL, maker } from "../spec-helpers.mjs";

const cat = maker("b32-vo-cat", "300750");
const pa = maker("b32-vo-pa", "601318");
const sh = maker("b32-vo-sh", "600028");
const wl = maker("b32-vo-wly", "000858");
const A = "2026-04-30";

export default [
  cat(
    "f",
    A,
    "tN",
    "annual",
    "【公众号摘要】宁德时代2025年报：营收4237亿元（+21%），归母净利722亿元（+42%），经营现金流1332亿元。",
    [
      V("revenue", "2025", "4237"),
      G("revenue", "2025", { v: "21", cmp: "approx", err: "wrong_value" }),
      V("net_profit", "2025", "722"),
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
      V("operating_cash_flow", "2025", "1332"),
    ],
    { err: "wrong_value", note: "营收同比+17.04%" },
  ),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】中国石化｜技术面：站上20日线，RSI 30.0；量能：明显缩量。",
    [MA(20, "above", { err: "technical" }), RSI("30.0"), VOL("shrink_strong")],
    { err: "technical", note: "5.39元 < MA20 5.63元" },
  ),
  cat("u", A, "fL", "undecidable", "路演纪要｜管理层：2026年资本开支将维持在400亿元以上，海外产能优先。", [
    U("管理层指引 / 预测"),
  ]),
  pa("t", A, "fE", "annual", "路演问答｜Q：利润增长几何？A：2025年归母净利润1347.78亿元，同比增长6.45%。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
  ]),
  pa(
    "f",
    A,
    "tN",
    "annual",
    "一文读懂平安年报：总资产13.9万亿，归母净利1348亿，同比+16%。",
    [
      V("total_assets", "2025", "13.9", "万亿"),
      V("net_profit", "2025", "1348"),
      G("net_profit", "2025", { v: "16", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+6.45%" },
  ),
  wl("u", A, "tF", "annual", "【诊股】五粮液｜基本面：2025年ROE约24%，盈利能力：强。", [
    V("roe", "2025", "24", "%", "approx"),
  ]),
  sh(
    "f",
    A,
    "tN",
    "annual",
    "晨会点评：中石化24年归母净利503亿元，同比-6.8%，降幅收窄。",
    [V("net_profit", "2024", "503"), G("net_profit", "2024", { v: "-6.8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比-16.79%" },
  ),
  pa("u", A, "tS", "announcement", "股吧热帖：平安下月要公告大额回购，'消息人士'称规模不低于百亿。", [
    U("传闻 / 未来事件"),
  ]),
  cat(
    "f",
    A,
    "tN",
    "quarterly",
    "快讯｜宁德时代一季度归母净利润207.38亿元，同比增长58.52%。",
    [V("net_profit", "2026Q1", "207.38"), G("net_profit", "2026Q1", { v: "58.52", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+48.52%" },
  ),
  sh(
    "t",
    "2025-04-30",
    "tN",
    "announcement",
    "快讯｜中国石化发布2024年年报：营收30745.62亿元，归母净利润503.13亿元，同比下降16.79%。",
    [
      EV("annual_report", true, { from: "2025-03-24", title: "2024" }),
      V("revenue", "2024", "30745.62"),
      V("net_profit", "2024", "503.13"),
      G("net_profit", "2024", { v: "-16.79" }),
    ],
  ),
  cat("u", A, "tN", "undecidable", "董秘回复投资者：公司暂无分拆子公司单独上市的计划。", [U("互动平台答复未存储")]),
  pa("u", A, "tP", "quarterly", "基金季报：本季增持中国平安，因其一季度归母净利润同比翻倍。", [
    G("net_profit", "2026Q1", { size: "翻倍" }),
  ]),
  cat(
    "f",
    A,
    "tT",
    "technical",
    "[信号] 300750 4/30 收盘436，MA5上穿MA10，短均线多头排列成立。",
    [MAORDER([5, 10], "bull", { err: "technical" })],
    { err: "technical", note: "MA5 437.69 < MA10 438.80" },
  ),
  cat("u", A, "vN", "undecidable", "研报标题｜欧洲储能大单落地，海外份额有望继续提升。", [U("订单 / 份额未存储")]),
];
