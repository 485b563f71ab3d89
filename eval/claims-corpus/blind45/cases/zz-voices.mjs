// Other voices, filed under the role that would pass such text on: 快讯, 研报标题, 公众号, 诊股卡, 股吧 / 雪球,
// 晨会纪要, 业绩会纪要. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, R, UP, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, U, SNAP, SPAN, PAIR, POS52, PERDAY } = H;
const mt = H.maker("b45-vo-mt", "600519");
const pa = H.maker("b45-vo-pa", "601318");
const sh = H.maker("b45-vo-sh", "600028");
const A = "2026-04-30";

export default [
  mt("t", A, "tN", "quarterly", "【快讯】贵州茅台一季度营收539.09亿元，同比+6.54%；归母净利272.43亿元，同比+1.47%。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.54" }),
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.47", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tS",
    "annual",
    "雪球热帖：茅台2025年分红付息现金672亿，比全年净利润还多，这是在掏家底分红！",
    [
      V("dividends_interest_paid", "2025", "672", "亿", "approx"),
      PAIR("dividends_interest_paid", "2025", undefined, { metric2: "net_profit", mode: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约为净利润的82%" },
  ),
  pa("t", A, "tN", "annual", "研报｜中国平安：2025年归母净利1347.78亿元同比+6.5%，经营现金流大增72%", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx", size: "大增" }),
  ]),
  sh(
    "f",
    A,
    "tS",
    "annual",
    "重磅！中石化2024年净利腰斩，只剩503亿！",
    [V("net_profit", "2024", "503", "亿", "approx"), G("net_profit", "2024", { size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "-16.8%" },
  ),
  sh("t", A, "tT", "technical", "【诊股】中国石化 收盘5.39 | RSI 30.0 | 均线空头排列 | 52周位置约4%", [
    CLOSE("5.39"),
    RSI("30.0", "approx"),
    MAORDER([5, 10, 20, 60], "bear"),
    POS52({ v: "4", cmp: "approx" }),
  ]),
  pa("u", A, "tS", "undecidable", "股吧：听说平安下周要公布大额回购，赶紧上车！", [U("传闻、未来事项")]),
  mt("t", A, "fSy", "annual", "晨会纪要：茅台2025年营收-1.2%、净利-4.5%，一季度净利+1.5%，基本面筑底。", [
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "fSy",
    "annual",
    "业绩会纪要：2025年末集团总资产约13.9万亿元，同比增长约17%。",
    [
      V("total_assets", "2025", "13.9", "万亿", "approx"),
      G("total_assets", "2025", { v: "17", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+7.26%" },
  ),
  pa("t", A, "tN", "quarterly", "【快讯】中国平安一季度归母净利250.22亿元，营业总收入2184.05亿元。", [
    V("net_profit", "2026Q1", "250.22"),
    V("revenue", "2026Q1", "2184.05"),
  ]),
  mt("u", A, "tN", "undecidable", "研报：上调贵州茅台目标价至1900元，维持“买入”评级。", [U("目标价与评级")]),
  pa("t", A, "tS", "annual", "平安去年净赚1347.78亿，平均每天赚超3.6亿！", [
    V("net_profit", "2025", "1347.78"),
    PERDAY("net_profit", "2025", { v: "3.6", cmp: "gt" }),
  ]),
  sh(
    "f",
    A,
    "tS",
    "valuation",
    "中石化今年以来跌了约12.8%，快照PB只有0.48倍，破净严重。",
    [SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }), SNAP("pb", "0.48", "x", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "PB 0.84" },
  ),
  mt("t", A, "tS", "technical", "股吧：茅台这一年就在1322到1645之间来回震荡，现在1384.79离底不远了。", [
    LO52({ cond: "level", v: "1322" }),
    HI52({ cond: "level", v: "1645" }),
    CLOSE("1384.79"),
  ]),
  mt(
    "f",
    A,
    "tN",
    "annual",
    "【快讯】贵州茅台2025年营业收入1720.54亿元，同比下降1.2%。",
    [
      V("operating_revenue", "2025", "1720.54", "亿", "eq", { err: "wrong_value" }),
      G("operating_revenue", "2025", { v: "-1.2", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "1720.54亿是营业总收入，营业收入1688.38亿" },
  ),
  sh("u", A, "fSy", "undecidable", "晨会纪要：中石化一季度炼油毛利改善，预计Q1净利环比回升。", [
    U("2026Q1与分部未存储"),
  ]),
  sh("t", A, "tN", "annual", "中国石化2024年报点评：营收3.07万亿元，归母净利503亿元，同比-16.8%", [
    V("revenue", "2024", "3.07", "万亿"),
    V("net_profit", "2024", "503"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
  ]),
  pa("t", A, "tT", "technical", "诊股｜中国平安 59.37元 站上20日线 4月初MACD金叉 RSI 53.7", [
    CLOSE("59.37"),
    MA(20, "above"),
    MACD("golden_cross", 20),
    RSI("53.7", "approx"),
  ]),
  pa(
    "f",
    A,
    "tS",
    "technical",
    "平安股价较52周高点74.88元已经腰斩！",
    [HI52({ cond: "level", v: "74.88" }), HI52({ v: "-45", cmp: "le", err: "overstatement" })],
    { err: "overstatement", note: "-20.7%" },
  ),
  mt("t", A, "fSy", "annual", "业绩会纪要：2025年末总资产3038.35亿元，负债率降至16.42%。", [
    V("total_assets", "2025", "3038.35"),
    V("debt_ratio", "2025", "16.42", "%"),
  ]),
  pa(
    "f",
    A,
    "fSy",
    "annual",
    "晨会：平安2025年归母净利1266.07亿元，同比增长6.45%。",
    [V("net_profit", "2025", "1266.07", "亿", "eq", { err: "wrong_period" }), G("net_profit", "2025", { v: "6.45" })],
    { err: "wrong_period", note: "1266.07亿是2024年" },
  ),
  mt("u", A, "tS", "undecidable", "雪球：提价传闻又起，据说出厂价要上调10%。", [U("传闻")]),
  mt("t", A, "tN", "annual", "茅台赚钱曾连涨五年：归母净利2020—2024年逐年走高，2024年达862.28亿元。", [
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    V("net_profit", "2024", "862.28"),
  ]),
  sh("u", A, "tS", "undecidable", "股吧：主力资金连续三天净流出中石化，散户接盘。", [U("资金流向未存储")]),
  pa("u", A, "tN", "undecidable", "业绩会纪要：管理层表示2026年寿险NBV增速目标不低于20%。", [U("NBV与管理层指引")]),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】中国石化：MACD金叉向上，DIF站上DEA，短线看多。",
    [MACD("golden_cross", 5, { err: "technical" }), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "3月10日死叉后未再金叉，DIF -0.199 < DEA -0.197" },
  ),
  mt("t", A, "tN", "quarterly", "研报标题：贵州茅台26Q1经营现金流269.10亿元，约为上年同期的3倍，回款改善", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    H.X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
  ]),
];
