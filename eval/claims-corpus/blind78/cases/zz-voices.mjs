// The writers who are not debate JSON points (公众号 headlines, 研报 titles, AI 诊股 cards, 股吧 / 雪球 posts, 快讯,
// 晨会纪要, 业绩会纪要), filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, QOQ, PSUM } = H;
const { MCNOW, PE, SNAP, READ, VOLR, POS52, CAGR, BRK, AMP, LIN } = H;
const zs = H.maker("b78-vzs", "600036");
const nd = H.maker("b78-vnd", "300750");
const pa = H.maker("b78-vpa", "601318");
const wl = H.maker("b78-vwl", "000858");
const A = "2026-04-30";
const O = "2025-10-31";
const E = "2020-05-15";

export default [
  // 快讯 (新闻分析师)
  nd("t", A, "tN", "quarterly", "【快讯】宁德时代一季度营收1291.31亿元，同比增52.45%；净利207.38亿元，同比增48.52%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.45" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.52" }),
  ]),
  zs(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】招商银行一季度归母净利润378.52亿元，同比下降1.52%。",
    [V("net_profit", "2026Q1", "378.52"), G("net_profit", "2026Q1", { v: "-1.52", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+1.52%" },
  ),
  pa("t", A, "tN", "annual", "快讯｜中国平安2025年归母净利润1347.78亿元，同比增长6.45%。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
  ]),
  // 公众号 headlines (情绪分析师 / 新闻分析师)
  nd(
    "f",
    A,
    "fS",
    "annual",
    "宁王2025年狂赚7220亿！净利润同比暴增42%",
    [
      V("net_profit", "2025", "7220", "亿", "approx", { err: "wrong_magnitude" }),
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
    ],
    { err: "wrong_magnitude", note: "722.01亿" },
  ),
  zs("t", A, "fS", "annual", "招行2025年赚了1501亿，日均净赚超4亿元！", [
    V("net_profit", "2025", "1501", "亿", "approx"),
    H.PERDAY("net_profit", "2025", { v: "4", cmp: "gt" }),
  ]),
  wl(
    "f",
    A,
    "tS",
    "technical",
    "五粮液股价创三年新高，白酒春天来了？",
    [HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "贴近52周低点" },
  ),
  // 研报 titles (报告合成师)
  nd("t", A, "fSy", "annual", "宁德时代2025年报点评：利润增42%，毛利率提升1.8pct，现金流创新高", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    MAX("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  zs(
    "f",
    A,
    "fSy",
    "annual",
    "招商银行2025年报点评：营收重回增长轨道，同比+3.8%",
    [G("revenue", "2025", { v: "3.8", err: "wrong_period" })],
    { err: "wrong_period", note: "3.8%是2026年一季度增速；2025年全年+0.01%" },
  ),
  pa(
    "f",
    A,
    "fSy",
    "annual",
    "中国平安年报点评：归母净利润1347.78亿元创历史新高，维持买入",
    [
      V("net_profit", "2025", "1347.78"),
      MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "低于2019、2020年" },
  ),
  // AI 诊股 cards (技术分析师)
  zs("t", A, "tT", "technical", "【AI诊股·招商银行】趋势：空头｜RSI 36｜52周位置8%｜收盘38.27，低于全部中短期均线", [
    RSI("36", "approx"),
    POS52({ v: "8", cmp: "approx" }),
    CLOSE("38.27"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MAORDER([60, 120, 250], "bear"),
  ]),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】中国平安 技术评分：偏强｜MACD：死叉｜RSI：54｜站上年线",
    [MACD("dif_below_dea", undefined, { err: "technical" }), RSI("54", "approx"), MA(250, "above")],
    { err: "technical", note: "DIF在DEA上方（4月7日金叉后）" },
  ),
  nd("t", A, "tT", "technical", "AI诊股｜宁德时代 近60日涨28%，20日振幅19%，波动加大，评级：持有", [
    RET(60, { v: "28", cmp: "approx" }),
    AMP(20, { v: "19", cmp: "approx" }),
  ]),
  // 股吧 / 雪球 posts (情绪分析师)
  zs(
    "f",
    A,
    "tS",
    "valuation",
    "雪球：招行现在PB才0.6，破净这么狠还不买？",
    [PE("2025", "0.6", "approx", { per: "bps", err: "wrong_value" })],
    { err: "wrong_value", note: "PB约0.88倍" },
  ),
  wl("t", A, "tS", "technical", "股吧：五粮液从去年最后一天105.94跌到97，今年亏了8%多，割不割？", [
    CLOSE("105.94", "eq", { date: "2025-12-31" }),
    CLOSE("97", "approx"),
    RET("2025-12-31", { v: "-8", cmp: "lt" }),
  ]),
  nd(
    "f",
    A,
    "fS",
    "technical",
    "雪球：宁德一年翻了三倍，谁还敢说锂电是夕阳产业？",
    [RET(250, { v: "200", cmp: "approx", err: "overstatement" })],
    { err: "overstatement", note: "近250日+93%" },
  ),
  pa("u", A, "tS", "undecidable", "股吧：平安这波是险资在托底，散户都被洗出去了。", [U("资金结构与散户持仓无法核验")]),
  // 晨会纪要 (研究经理)
  nd("t", A, "tM", "quarterly", "晨会：宁德一季度毛利率24.82%、净利率17.61%，较去年同期均有提升，量利齐升。", [
    V("gross_margin", "2026Q1", "24.82", "%"),
    V("net_margin", "2026Q1", "17.61", "%"),
    PP("gross_margin", "2026Q1", { dir: "up" }),
    PP("net_margin", "2026Q1", { dir: "up" }),
    G("revenue", "2026Q1", { dir: "up" }),
  ]),
  zs(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要：招行2025年经营现金流4514.57亿元，同比下降约1%，需关注负债端。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      G("operating_cash_flow", "2025", { v: "-1", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+0.99%" },
  ),
  pa("u", A, "tM", "undecidable", "晨会：平安寿险代理人数量已企稳在36万人左右，银保渠道贡献提升。", [
    U("代理人数与渠道结构未存储"),
  ]),
  // 业绩会纪要 (基本面分析师)
  nd(
    "f",
    A,
    "tF",
    "annual",
    "业绩会纪要：公司2025年经营现金流1332.20亿元，约为资本开支的1.3倍。",
    [
      V("operating_cash_flow", "2025", "1332.20"),
      R("operating_cash_flow", "capex", "2025", "1.3", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约3.1倍" },
  ),
  zs("u", A, "tF", "undecidable", "业绩会纪要：管理层称2026年分红比例不低于35%，对公贷款投放保持稳定。", [
    U("业绩会表态与分红比例未存储"),
  ]),
  // 2025-10-31 and 2020-05-15
  nd(
    "f",
    O,
    "tN",
    "quarterly",
    "【快讯】宁德时代三季度营收1041.86亿元，同比增长约24%。",
    [V("revenue", "2025S3", "1041.86"), G("revenue", "2025S3", { v: "24", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+12.9%" },
  ),
  zs("u", O, "fSy", "undecidable", "招商银行2025年三季报点评：单季利润同比+1%，ROE 10.47%，资产质量稳健", [
    G("net_profit", "2025S3", { v: "1", cmp: "approx" }),
    V("roe", "2025M9", "10.47", "%"),
    U("资产质量未存储"),
  ]),
  wl("t", E, "fSy", "annual", "五粮液2019年报点评：营收破500亿，净利增30%，ROE升至25.3%", [
    V("operating_revenue", "2019", "500", "亿", "gt"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    V("roe", "2019", "25.3", "%", "approx"),
    PP("roe", "2019", { dir: "up" }),
  ]),
  wl(
    "f",
    E,
    "tS",
    "technical",
    "股吧：五粮液今年以来已经跌了9%，疫情下白酒扛不住了。",
    [RET("2019-12-31", { v: "-9", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年初以来+9.2%" },
  ),
  wl("t", E, "tN", "annual", "快讯｜五粮液2019年经营现金流净额231.12亿元，同比增长87.64%。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "87.64" }),
  ]),
];
