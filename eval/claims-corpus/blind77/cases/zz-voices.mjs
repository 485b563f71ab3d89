// Writers who are not debate JSON points: 快讯, 研报 titles, 公众号 headlines, AI 诊股 cards, 股吧 / 雪球 posts,
// 晨会纪要, 业绩会纪要 — filed under the role that would pass such text on. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, X, R, RET, CLOSE, MA, MAORDER, RSI, MACD, LO52, POS52, EV, U, READ, PE, SPAN, MCNOW, VOLR, SUM } = H;
const mt = H.maker("b77-vo-mt", "600519");
const by = H.maker("b77-vo-byd", "002594");
const sh = H.maker("b77-vo-sh", "600028");
const A = "2026-04-30";

export default [
  // 快讯
  mt("t", A, "tN", "quarterly", "【快讯】贵州茅台：一季度归母净利272.43亿元，同比增1.47%；营业收入539.09亿元。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.47" }),
    V("operating_revenue", "2026Q1", "539.09"),
  ]),
  by("t", A, "tN", "announcement", "【快讯】比亚迪3月28日晚间公告2025年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度利润分配" }),
  ]),
  mt("t", A, "tN", "technical", "【收盘快讯】茅台收报1384.79元，位于20日均线下方，近5日累计下跌2.41%。", [
    CLOSE("1384.79"),
    MA(20, "below"),
    RET(5, { v: "-2.41" }),
  ]),
  by(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】比亚迪一季度营收1502.25亿元，同比下降11.8%；归母净利40.85亿元，同比下降15.4%。",
    [
      G("revenue", "2026Q1", { v: "-11.8" }),
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-15.4", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "净利同比-55.4%" },
  ),
  // 研报标题
  mt(
    "f",
    A,
    "tF",
    "annual",
    "研报｜贵州茅台2025年报点评：归母净利同比+4.5%，稳字当头",
    [G("net_profit", "2025", { v: "4.5", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-4.53%" },
  ),
  sh("u", A, "tF", "annual", "研报｜中国石化2024年报点评：归母净利503亿元同比-17%，炼化承压", [
    V("net_profit", "2024", "503", "亿", "approx"),
    G("net_profit", "2024", { v: "-17", cmp: "approx" }),
    U("炼化承压为分部判断"),
  ]),
  by(
    "f",
    A,
    "tF",
    "annual",
    "研报｜比亚迪2025年报点评：经营现金流591亿元同比+23%，造血能力稳步提升",
    [
      V("operating_cash_flow", "2025", "591", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "23", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-55.7%；资本开支另+61%" },
  ),
  // 公众号标题
  by(
    "f",
    A,
    "fS",
    "quarterly",
    "重磅！比亚迪一季度净利暴增55%，价格战赢家浮出水面",
    [G("net_profit", "2026Q1", { v: "55", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-55.4%" },
  ),
  mt("t", A, "fS", "annual", "茅台利润六年翻一番：从2019年的412亿到2025年的823亿", [
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    X("net_profit", "2025", "2019", { v: "2.0", cmp: "approx" }),
  ]),
  sh("u", A, "fS", "undecidable", "三桶油2025年报集体出炉：中石化利润降幅最大", [U("中国石化FY2025及同业未存储")]),
  sh(
    "f",
    A,
    "fS",
    "annual",
    "研发连续四年增长，中石化2024年研发投入突破200亿元！",
    [
      H.UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
      V("research_expense", "2024", "200", "亿", "gt", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "152.15亿" },
  ),
  // AI 诊股卡片
  by("t", A, "tT", "technical", "【AI诊股】比亚迪｜收盘102.98｜均线多头排列｜RSI 52.4｜量能缩至前期0.68倍", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("52.4"),
    VOLR({ v: "0.68", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】贵州茅台｜均线空头排列｜MACD金叉运行｜RSI 39.6｜建议观望",
    [MAORDER([5, 10, 20, 60], "bear"), MACD("dif_above_dea", undefined, { err: "technical" }), RSI("39.6", "approx")],
    { err: "technical", note: "DIF低于DEA，4月17日已死叉" },
  ),
  sh(
    "f",
    A,
    "tF",
    "annual",
    "【AI速读】中国石化：2024年营收3.07万亿元（+4.3%），归母净利503.13亿元（-16.8%）",
    [
      V("revenue", "2024", "3.07", "万亿", "approx"),
      G("revenue", "2024", { v: "4.3", cmp: "approx", err: "wrong_direction" }),
      G("net_profit", "2024", { v: "-16.8" }),
    ],
    { err: "wrong_direction", note: "营收同比-4.29%" },
  ),
  // 股吧 / 雪球
  sh(
    "f",
    A,
    "tS",
    "valuation",
    "石化都跌到5块4了，离52周低点就差2%，市盈率才6倍，还等啥？",
    [CLOSE("5.4", "approx"), LO52({ v: "2", cmp: "approx" }), PE("2024", "6", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "5.39/0.41≈13.1倍" },
  ),
  mt("t", A, "tS", "valuation", "茅台TTM净利约827亿，现在PE也就21倍，比去年底才涨0.55%，拿着不慌。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    MCNOW("2026Q1TTM", "21"),
    SPAN("2025-12-31", { v: "0.55" }),
  ]),
  by("u", A, "tS", "undecidable", "主力资金连续三天净流入比亚迪，游资在抢筹，下周看突破110。", [U("资金流与未来价格")]),
  by(
    "f",
    A,
    "tS",
    "annual",
    "比亚迪经营现金流一年少了一半多，说明回款节奏更健康了，利好！",
    [READ(G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }), "positive", { err: "stance" })],
    { err: "stance", note: "现金流下降读作利好" },
  ),
  mt("u", A, "tS", "undecidable", "听说茅台要1拆10，拆完散户都能上车，坐等公告。", [U("拆股传闻；茅台公告只收年报")]),
  // 晨会纪要
  by("t", A, "tM", "annual", "晨会纪要：比亚迪2025年营收+3.5%、归母净利-19.0%，Q4单季利润同比-38%。", [
    G("revenue", "2025", { v: "3.5" }),
    G("net_profit", "2025", { v: "-19.0" }),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要：茅台2025年分配股利及付息672.42亿元，约占归母净利六成。",
    [
      V("dividends_interest_paid", "2025", "672.42"),
      R("dividends_interest_paid", "net_profit", "2025", "60", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约81.7%" },
  ),
  sh("t", A, "tM", "technical", "晨会纪要：中国石化近20日下跌约8.5%，RSI约30，股价处52周区间底部。", [
    RET(20, { v: "-8.5", cmp: "approx" }),
    RSI("30", "approx"),
    POS52({ v: "10", cmp: "le" }),
  ]),
  // 业绩会纪要
  mt("u", A, "fSy", "undecidable", "业绩会纪要：管理层表示2026年控量稳价，茅台酒投放量不增。", [
    U("业绩会表态与投放量"),
  ]),
  by("u", A, "fSy", "undecidable", "业绩会纪要：海外工厂2026年陆续投产，出口占比目标提升至四成。", [
    U("海外产能与目标"),
  ]),
  mt("t", A, "fSy", "annual", "业绩会纪要：2025年资本开支31.28亿元，同比下降约33%，投入节奏放缓。", [
    V("capex", "2025", "31.28"),
    G("capex", "2025", { v: "-33", cmp: "approx" }),
  ]),
];
