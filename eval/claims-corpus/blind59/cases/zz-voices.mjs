// Writers who are not debate JSON points: 公众号 headlines, 研报 titles, 诊股 cards, 股吧 / 雪球 posts, 快讯, 晨会纪要,
// 业绩会纪要, a fund letter; filed under the role that would pass such text on. Dated 2026-04-30 unless named.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, MA, MAORDER, MACD, RSI, U, READ, EV, IND, CLOSE, X, SPAN, PE, MCNOW, HI52 } = H;
const mt = H.maker("b59-vo-mt", "600519");
const zs = H.maker("b59-vo-zs", "600036");
const yd = H.maker("b59-vo-yd", "002594");
const A = "2026-04-30";

export default [
  // 公众号 headlines
  mt("t", A, "tN", "annual", "【重磅】茅台2025年报：营收1720亿微降1.2%，净利823亿降4.5%，2019年以来首次双降", [
    V("revenue", "2025", "1720", "亿", "approx"),
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    V("net_profit", "2025", "823", "亿", "approx"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    UP("revenue", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  yd(
    "f",
    A,
    "tN",
    "quarterly",
    "突发！比亚迪一季度净利暴跌超七成，仅剩40亿",
    [
      V("net_profit", "2026Q1", "40", "亿", "approx"),
      G("net_profit", "2026Q1", { v: "-70", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-55.38%" },
  ),
  zs("t", A, "tN", "annual", "招行2025年赚了1501.81亿！利润连续六年增长，每股收益5.70元", [
    V("net_profit", "2025", "1501.81"),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    V("basic_eps", "2025", "5.70", "元"),
  ]),
  // 研报 titles
  mt("t", A, "fSy", "quarterly", "贵州茅台26Q1点评：收入+6.5%利润+1.5%，现金流显著改善", [
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    G("operating_cash_flow", "2026Q1", { dir: "up", size: "明显增长" }),
  ]),
  zs(
    "f",
    A,
    "fSy",
    "quarterly",
    "招商银行2026年一季报点评：营收同比增长8%，拐点确立",
    [G("revenue", "2026Q1", { v: "8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+3.81%" },
  ),
  yd("u", A, "fSy", "undecidable", "比亚迪深度：出海+高端化双轮驱动，维持买入，目标价130元", [U("目标价与评级")]),
  // 诊股 cards
  mt("t", A, "tT", "technical", "【AI诊股】茅台｜技术面：弱势｜收盘1384.79，跌破5/10/20日线，RSI 39.6，MACD死叉", [
    CLOSE("1384.79"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    RSI("39.6", "approx"),
    MACD("dif_below_dea"),
  ]),
  zs(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】招商银行 综合评分72｜技术面：强势，股价位于52周区间上半部",
    [H.POS52({ v: "50", cmp: "ge", err: "technical" }), U("综合评分为平台自定指标")],
    { err: "technical", note: "52周区间位置8.5%" },
  ),
  yd("t", A, "tT", "technical", "【诊股】比亚迪｜趋势：多头｜均线多头排列，收盘102.98，RSI 52中性", [
    MAORDER([5, 10, 20, 60], "bull"),
    CLOSE("102.98"),
    RSI("52", "approx"),
  ]),
  // 股吧 / 雪球 posts
  zs(
    "f",
    A,
    "tS",
    "industry",
    "招行负债率90%，茅台才16%，差了好几倍，这种财务结构迟早要爆雷，赶紧跑",
    [
      V("debt_ratio", "2025", "90", "%", "approx"),
      V("debt_ratio", "2025", "16", "%", "approx", { t: "600519" }),
      H.PAIR("debt_ratio", "2025", "600519", { mode: "x", v: "3", cmp: "gt" }),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense", note: "银行负债率约90%属常态" },
  ),
  zs("u", A, "tS", "undecidable", "拿了三年招行，股息都够再买一成仓位了，今年分红率应该还会提", [
    U("个人持仓与分红率预期"),
  ]),
  yd(
    "f",
    A,
    "tS",
    "annual",
    "迪子2025年利润326亿，比2023年还少，白干两年",
    [
      V("net_profit", "2025", "326", "亿", "approx"),
      H.PAIR("net_profit", "2025", undefined, { period2: "2023", mode: "lt", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "2023年300.41亿，2025年更高；比2024年少" },
  ),
  yd(
    "t",
    A,
    "fS",
    "annual",
    "雪球长文：迪子2025年经营现金流591亿，资本开支1568亿，投资流出是经营流入的三倍多，扩张太猛",
    [
      V("operating_cash_flow", "2025", "591", "亿", "approx"),
      V("capex", "2025", "1568", "亿", "approx"),
      R("investing_cash_flow", "operating_cash_flow", "2025", "-3", { cmp: "lt" }),
    ],
    { note: "投资现金净流出1974.63亿/经营591.36亿≈3.34倍（负比值）" },
  ),
  // 快讯
  zs("t", A, "tN", "quarterly", "快讯｜招商银行：一季度归母净利润378.52亿元，同比增长1.52%", [
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
  ]),
  yd(
    "f",
    A,
    "tN",
    "announcement",
    "快讯｜比亚迪：拟斥资不超过40亿元回购公司A股股份",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  mt("u", A, "tN", "announcement", "快讯｜贵州茅台：董事会同意2025年度每股派发现金红利27.67元", [
    U("茅台公告仅收录年报"),
  ]),
  // 晨会纪要
  zs("t", A, "tM", "annual", "晨会｜招行：ROE 13.44%同比降1.05pct，总资产+7.6%，估值0.85倍PB仍具防御性", [
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05" }),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
  ]),
  yd(
    "f",
    A,
    "tM",
    "annual",
    "晨会｜比亚迪：25年毛利率17.74%为近年最高，价格战影响可控",
    [V("gross_margin", "2025", "17.74", "%"), MAX("gross_margin", "2025", ["2024", "2025"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024年19.44%更高" },
  ),
  // 业绩会纪要
  mt("u", A, "fE", "undecidable", "业绩会纪要：管理层表示2026年将控量稳价，茅台酒投放量不超过上年", [
    U("业绩会表态与投放计划"),
  ]),
  zs(
    "f",
    A,
    "fE",
    "quarterly",
    "业绩会纪要：一季度末每股净资产44.90元，较年初增长约15%",
    [
      V("bps", "2026Q1", "44.90", "元"),
      G("bps", "2026Q1", { base: "2025", v: "15", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "43.43→44.90为+3.4%" },
  ),
  // 基金季报
  mt("u", A, "tP", "valuation", "基金季报：我们增持了茅台，当前约21倍PE对应净利率超50%的资产，性价比合理", [
    MCNOW("2025", "21"),
    V("net_margin", "2025", "50", "%", "gt"),
    U("基金持仓变化未存储"),
  ]),
  yd(
    "f",
    A,
    "tP",
    "annual",
    "基金季报：比亚迪归母净利润2021年以来五连增，我们继续重仓",
    [UP("net_profit", ["2021", "2022", "2023", "2024", "2025"], { err: "overstatement" })],
    { err: "overstatement", note: "2025年-18.97%，四连增后中断" },
  ),
];
