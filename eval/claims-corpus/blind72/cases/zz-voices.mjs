// Writers who are not debate JSON points (公众号 headlines, 研报 titles, AI 诊股 cards, 股吧 / 雪球 posts, 快讯,
// 晨会纪要, 业绩会纪要), filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, RANK, UP, DOWN, X, MA, MAORDER, RSI, MACD, HI52, LO52, POS52, VOL } = H;
const { RET, SPAN, CLOSE, BIAS, DD, MCNOW, PE, SNAP, READ, U, IN, EV, PAIR, IND, QOQ, PSUM, CAGR } = H;
const mt = H.maker("b72-vo-mt", "600519");
const nd = H.maker("b72-vo-nd", "300750");
const pa = H.maker("b72-vo-pa", "601318");
const sh = H.maker("b72-vo-sh", "600028");
const A = "2026-04-30";

export default [
  // 快讯 (wire leads), passed on by the news analyst
  mt("t", A, "tN", "quarterly", "【快讯】贵州茅台一季度营收539.09亿元，归母净利272.43亿元，同比增1.47%。", [
    V("operating_revenue", "2026Q1", "539.09"),
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.47" }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】宁德时代一季度净利207.38亿元，同比增长148.5%。",
    [V("net_profit", "2026Q1", "207.38"), G("net_profit", "2026Q1", { v: "148.5", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+48.5%" },
  ),
  pa("t", A, "tN", "announcement", "【快讯】中国平安披露2025年年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-01", to: "2026-04-30", title: "2025年年度利润分配" }),
  ]),
  nd("t", A, "tN", "announcement", "快讯｜宁德时代：A股股份回购实施完毕，公告回购结果暨股份变动。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
  ]),
  // 公众号 headlines
  mt("t", A, "fS", "annual", "茅台净利2019年以来首降！2025年归母净利823亿，同比-4.5%", [
    V("net_profit", "2025", "823", "亿", "approx"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    H.GSTREAK("net_profit", ["2020", "2021", "2022", "2023", "2024"], 0, undefined),
  ]),
  nd("t", A, "fS", "annual", "一年赚722亿！宁德时代2025年净利增42%，日赚近2亿", [
    V("net_profit", "2025", "722", "亿", "approx"),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    { k: "perday", metric: "net_profit", period: "2025", u: "亿", v: "2", cmp: "near" },
  ]),
  sh(
    "f",
    A,
    "fS",
    "annual",
    "中石化利润三连涨！2024年归母净利503亿",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      UP("net_profit", ["2021", "2022", "2023", "2024"], { err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "是三连降" },
  ),
  // 研报 titles
  pa("t", A, "tF", "annual", "【研报】中国平安2025年报点评：归母净利同比+6.5%，经营现金流大增72%", [
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx", size: "大增" }),
  ]),
  nd(
    "f",
    A,
    "tF",
    "annual",
    "宁德时代年报点评：盈利能力再上台阶，净利率提升至28.12%",
    [V("net_margin", "2025", "28.12", "%", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "净利率18.12%" },
  ),
  mt("u", A, "tF", "undecidable", "贵州茅台深度：批价企稳，2026年目标价1800元，维持买入。", [U("批价与目标价")]),
  // AI 诊股 cards
  mt("t", A, "tT", "technical", "【AI诊股】贵州茅台：技术面偏弱｜均线空头排列｜RSI 39.6｜位于52周区间低位", [
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("39.6", "approx"),
    POS52({ v: "20", cmp: "le" }),
  ]),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】中国石化：MACD金叉｜DIF上穿DEA｜短线看多",
    [MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "DIF -0.199低于DEA -0.197" },
  ),
  pa("t", A, "tT", "valuation", "【AI诊股】中国平安｜估值：PE约8倍、PB约1.1倍｜趋势：年线上方", [
    MCNOW("2025", "8", "approx"),
    SNAP("pb", "1.1", "x", "approx"),
    MA(250, "above"),
  ]),
  // 股吧 / 雪球
  sh("t", A, "tS", "technical", "股吧：中石化从8块多一路阴跌到5.39，52周跌了三成多，套得死死的", [
    HI52({ cond: "level", v: "8", cmp: "gt" }),
    CLOSE("5.39"),
    HI52({ v: "-30", cmp: "lt" }),
  ]),
  mt(
    "f",
    A,
    "tS",
    "technical",
    "茅台吧：今年以来又跌了一成，抄底的全被套了",
    [SPAN("2025-12-31", { v: "-10", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "今年以来+0.55%" },
  ),
  nd("t", A, "fS", "technical", "雪球帖：宁王3月涨17%、4月再涨8%，一年快翻倍了还嫌慢？", [
    { k: "mret", month: "2026-03", v: "17", cmp: "approx" },
    { k: "mret", month: "2026-04", v: "8", cmp: "approx" },
    RET(250, { size: "接近翻倍" }),
  ]),
  pa("u", A, "fS", "undecidable", "雪球：平安H股比A股便宜三成，AH溢价又拉大了。", [U("H股价格未存储")]),
  // 晨会纪要
  nd("t", A, "fSy", "annual", "晨会纪要：宁德2025年经营现金流1332亿元，自由现金流约909亿元，分红付息349亿元。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    H.LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
    V("dividends_interest_paid", "2025", "349", "亿", "approx"),
  ]),
  mt(
    "f",
    A,
    "fSy",
    "annual",
    "晨会纪要：茅台2025年经营现金流615亿元，同比增长约33%，现金牛属性不改。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "33", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-33.5%" },
  ),
  sh("u", A, "fSy", "undecidable", "晨会纪要：中石化2025年炼油量同比持平，化工开工率回升至八成。", [
    U("经营数据未存储"),
  ]),
  // 业绩会纪要
  mt("t", A, "tN", "quarterly", "业绩会纪要：一季度经营现金流269.10亿元，较去年同期的88.09亿元大幅改善。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    G("operating_cash_flow", "2026Q1", { size: "大增" }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "quarterly",
    "业绩会纪要：一季度毛利率24.82%，同比下滑0.41个百分点，价格竞争仍激烈。",
    [V("gross_margin", "2026Q1", "24.82", "%"), PP("gross_margin", "2026Q1", { v: "-0.41", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+0.41个百分点" },
  ),
  pa(
    "f",
    A,
    "tN",
    "annual",
    "业绩会纪要：2025年总资产首次突破15万亿元，规模同比增长约7%。",
    [
      V("total_assets", "2025", "15", "万亿", "gt", { err: "wrong_value" }),
      G("total_assets", "2025", { v: "7", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "13.90万亿元" },
  ),
  nd("u", A, "tN", "undecidable", "业绩会纪要：管理层称钠离子电池将于年内量产，海外基地明年投产。", [
    U("管理层表述与计划"),
  ]),
];
