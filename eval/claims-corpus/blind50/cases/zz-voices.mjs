// Writers who are not debate JSON points (公众号 headlines, 研报 titles, 诊股 cards, 股吧 / 雪球 posts, 快讯, 晨会纪要,
// 业绩会纪要), filed under the role that would pass such text on; all on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, CLOSE, MA, RSI, MACD, POS52, MCNOW, IND, EV, U, MAX, X, MAORDER, D } = H;
const mt = H.maker("b50-vo-mt", "600519");
const pa = H.maker("b50-vo-pa", "601318");
const nd = H.maker("b50-vo-nd", "300750");
const A = "2026-04-30";

export default [
  nd("t", A, "tN", "quarterly", "【快讯】宁德时代一季度营收1291.31亿元，同比增52.45%；归母净利润207.38亿元。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.45" }),
    V("net_profit", "2026Q1", "207.38"),
  ]),
  mt(
    "f",
    A,
    "tS",
    "annual",
    "炸裂！茅台2025年净利润下滑超10%，白酒信仰崩塌？",
    [G("net_profit", "2025", { v: "-10", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "公众号标题；实际-4.53%" },
  ),
  pa("t", A, "tF", "annual", "中国平安年报点评：归母净利润1347.78亿元（+6.45%），经营现金流6586亿元创新高", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    MAX("operating_cash_flow", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  mt("u", A, "tT", "undecidable", "【诊股】贵州茅台 综合评分62分，主力资金连续3日净流出。", [
    U("评分与主力资金无数据"),
  ]),
  nd("t", A, "tS", "technical", "股吧：宁德一年从225涨到436，拿住的都快翻倍了，还在犹豫的别问了🚀", [
    CLOSE("436"),
    CLOSE("225", "approx", { date: "2025-04-18" }),
    RET(250, { v: "100", cmp: "near" }),
  ]),
  pa(
    "f",
    A,
    "fS",
    "valuation",
    "雪球：平安按去年利润才6倍PE，还要怎样？",
    [MCNOW("2025", "6", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约8.0倍" },
  ),
  mt("t", A, "tM", "quarterly", "晨会纪要｜茅台一季度营收539.09亿元（+6.5%），归母净利润+1.5%，现金流大幅改善。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    G("operating_cash_flow", "2026Q1", { size: "大幅增长" }),
  ]),
  nd("t", A, "fSy", "annual", "业绩会纪要：2025年经营现金流1332亿元，股利及利息支出349亿元，资本开支423亿元。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    V("dividends_interest_paid", "2025", "349", "亿", "approx"),
    V("capex", "2025", "423", "亿", "approx"),
  ]),
  nd("u", A, "fSy", "undecidable", "业绩会纪要：管理层表示2026年资本开支将保持在400亿元以上。", [
    U("管理层指引，未来数据"),
  ]),
  pa(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】中国平安一季度归母净利润1347.78亿元。",
    [V("net_profit", "2026Q1", "1347.78", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1347.78亿是2025年全年；一季度250.22亿" },
  ),
  nd("t", A, "tF", "annual", "宁德时代深度报告｜毛利率26.27%、净利率18.12%，较2024年双双提升", [
    V("gross_margin", "2025", "26.27", "%"),
    V("net_margin", "2025", "18.12", "%"),
    PP("gross_margin", "2025", { dir: "up" }),
    PP("net_margin", "2025", { dir: "up" }),
  ]),
  mt("u", A, "tN", "undecidable", "重磅！茅台今年将上调出厂价，业绩有望超预期", [U("传闻与预期")]),
  pa("t", A, "tS", "technical", "股吧：平安今年跌了13%，68块站岗的举个手😭", [
    RET("2025-12-31", { v: "-13", cmp: "approx" }),
    CLOSE("68", "approx", { date: "2025-12-31" }),
  ]),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】宁德时代 股价站上5日均线，短线强势；中期均线多头排列。",
    [MA(5, "above", { err: "technical" }), MAORDER([20, 60, 120], "bull")],
    { err: "technical", note: "收盘436低于MA5 437.69" },
  ),
  mt("t", A, "tN", "technical", "【收盘】贵州茅台报1384.79元，近5个交易日累计跌约2.4%。", [
    CLOSE("1384.79"),
    RET(5, { v: "-2.4", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tS",
    "annual",
    "平安2025年营收下滑，利润却逆势增长，保险股的韧性就在这里！",
    [G("revenue", "2025", { dir: "down", err: "wrong_direction" }), G("net_profit", "2025", { dir: "up" })],
    { err: "wrong_direction", note: "营收同比+2.1%" },
  ),
  pa("t", A, "tM", "annual", "晨会纪要｜平安总资产首次站上13万亿元，达13.90万亿元。", [
    V("total_assets", "2025", "13.90", "万亿"),
    V("total_assets", "2024", "13", "万亿", "lt"),
  ]),
  nd("u", A, "tS", "undecidable", "雪球：宁德在欧洲储能市场份额已经超过三成，护城河太深了", [U("市场份额无数据")]),
  mt("t", A, "tF", "annual", "贵州茅台2025年报点评：营收1720.54亿元（-1.2%），经营现金流承压", [
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    G("operating_cash_flow", "2025", { dir: "down" }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "annual",
    "【快讯】宁德时代2025年营业总收入4327.02亿元，同比增长17.04%。",
    [V("revenue", "2025", "4327.02", "亿", "eq", { err: "wrong_value" }), G("revenue", "2025", { v: "17.04" })],
    { err: "wrong_value", note: "营收4237.02亿（数字错位）" },
  ),
  mt("t", A, "tS", "technical", "股吧：茅台一年跌了11%多，这价位还不抄底等什么？", [
    RET(250, { v: "-11", cmp: "lt" }),
    RET(250, { v: "-12", cmp: "gt" }),
  ]),
  pa("u", A, "tN", "undecidable", "【快讯】平安寿险一季度新业务价值同比增长三成以上。", [U("NBV未存储")]),
  pa(
    "f",
    A,
    "tF",
    "annual",
    "中国平安点评：利润稳健增长，增速重回两位数，维持买入",
    [G("net_profit", "2025", { size: "两位数增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+6.45%" },
  ),
  pa("t", A, "tT", "technical", "【诊股】中国平安 RSI 53.7，MACD金叉后运行，处52周区间36%分位", [
    RSI("53.7", "approx"),
    MACD("dif_above_dea", 0),
    POS52({ v: "36", cmp: "approx" }),
  ]),
  mt("t", A, "fSy", "quarterly", "业绩会纪要：一季度经营现金流269.10亿元，去年同期仅88.09亿元。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
  ]),
  pa(
    "f",
    A,
    "tC",
    "industry",
    "雪球：平安负债率快90%了，跟恒大一个级别，赶紧跑！",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业负债率常态" },
  ),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "【快讯】宁德时代3月推出新一期股权激励计划草案，覆盖核心技术骨干。",
    [EV("equity_incentive", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "3月无激励类公告（员工持股计划草案在2月9日）" },
  ),
  nd(
    "f",
    A,
    "tS",
    "annual",
    "雪球：宁德2025年分红加利息付了349亿，是2024年的3倍多，股东回报拉满",
    [
      V("dividends_interest_paid", "2025", "349", "亿", "approx"),
      X("dividends_interest_paid", "2025", "2024", { v: "3", cmp: "gt", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2024年1.35倍；3.7倍是较2023年" },
  ),
  nd("u", A, "tN", "undecidable", "【快讯】宁德时代拟在港股增发，募资约50亿美元。", [U("港股融资公告未收录")]),
  mt(
    "u",
    A,
    "tS",
    "undecidable",
    "茅台2024年存货多了79亿，2025年账上现金又少了76亿，这是在压货吧？",
    [
      D("inventory", "2024", { v: "79", cmp: "approx" }),
      D("cash", "2025", { v: "-76", cmp: "approx" }),
      U("压货属推测"),
    ],
    { note: "存货增量是2024年、现金减少是2025年；2025年存货未存储" },
  ),
];
