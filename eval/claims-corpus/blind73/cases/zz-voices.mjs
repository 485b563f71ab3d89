// Writers who are not debate JSON points, filed under the role that would pass such text on: 公众号 headlines,
// 研报 titles, AI 诊股 cards, 股吧 / 雪球 posts, 快讯, 晨会纪要, 业绩会纪要.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, IND, PE } = H;
const { MCNOW, SPAN, X, READ, VOLR, POS52, DD, BIAS, CAGR, RANK, QOQ, PSUM, DAYS } = H;
const mt = H.maker("b73-vmt", "600519");
const zh = H.maker("b73-vzh", "600036");
const nd = H.maker("b73-vnd", "300750");
const by = H.maker("b73-vby", "002594");
const pa = H.maker("b73-vpa", "601318");
const sh = H.maker("b73-vsh", "600028");
const wl = H.maker("b73-vwl", "000858");
const A = "2026-04-30";

export default [
  // 快讯 / wire leads, passed on by the news analysts
  nd(
    "t",
    A,
    "tN",
    "quarterly",
    "【快讯】宁德时代一季度净利207.38亿元，同比增长48.52%；营收1291.31亿元，同比增长52.45%。",
    [
      V("net_profit", "2026Q1", "207.38"),
      G("net_profit", "2026Q1", { v: "48.52" }),
      V("revenue", "2026Q1", "1291.31"),
      G("revenue", "2026Q1", { v: "52.45" }),
    ],
  ),
  by(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】比亚迪一季度归母净利润40.85亿元，同比下降44.6%。",
    [V("net_profit", "2026Q1", "40.85"), G("net_profit", "2026Q1", { v: "-44.6", err: "wrong_value" })],
    { err: "wrong_value", note: "-55.38%" },
  ),
  zh("t", A, "tN", "quarterly", "招商银行：一季度归母净利润378.52亿元，同比增长1.52%。", [
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
  ]),
  pa(
    "f",
    A,
    "tN",
    "annual",
    "中国平安：2025年归母净利润1347.78亿元，同比增长16.5%。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "16.5", err: "wrong_value" })],
    { err: "wrong_value", note: "+6.45%" },
  ),
  // 公众号 headlines, passed on by the sentiment analysts
  mt(
    "f",
    A,
    "fS",
    "annual",
    "茅台业绩首现负增长！2025年净利润暴跌超20%，白酒寒冬来了？",
    [G("net_profit", "2025", { v: "-20", cmp: "lt", err: "overstatement" })],
    { err: "overstatement", note: "-4.53%" },
  ),
  nd("t", A, "fS", "technical", "宁王一年大涨超九成！股价从225元涨到436元，还能上车吗？", [
    RET(250, { v: "90", cmp: "gt" }),
    CLOSE("225", "approx", { date: "2025-04-18" }),
    CLOSE("436"),
  ]),
  wl(
    "f",
    A,
    "tS",
    "technical",
    "五粮液跌破百元！较2021年末腰斩再腰斩，跌去四分之三",
    [CLOSE("100", "lt"), SPAN("2021-12-31", { v: "-75", cmp: "approx", err: "overstatement" })],
    { err: "overstatement", note: "较2021年末222.66元-56.4%" },
  ),
  // 研报 titles, passed on by the fundamentals analysts
  nd("t", A, "tF", "annual", "宁德时代2025年报点评：利润增长42%，毛利率提升1.8pct，现金流强劲", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    G("operating_cash_flow", "2025", { dir: "up" }),
  ]),
  zh(
    "f",
    A,
    "tF",
    "annual",
    "招商银行2025年报点评：营收增3.8%、利润增1.2%，ROE 13.44%",
    [
      G("revenue", "2025", { v: "3.8", cmp: "approx", err: "wrong_period" }),
      G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
      V("roe", "2025", "13.44", "%"),
    ],
    { err: "wrong_period", note: "营收3.8%是2026Q1增速；2025年+0.01%" },
  ),
  by("t", A, "tF", "quarterly", "比亚迪2026年一季报点评：营收同比-11.8%，毛利率较2025年全年回升至18.8%", [
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    V("gross_margin", "2026Q1", "18.8", "%", "approx"),
    PP("gross_margin", "2026Q1", { base: "2025", dir: "up" }),
  ]),
  // AI 诊股 cards, passed on by the technical analysts
  mt("t", A, "tT", "technical", "【AI诊股】贵州茅台 技术评分偏弱：收盘1384.79，均线空头排列，MACD死叉，RSI 39.6。", [
    CLOSE("1384.79"),
    MAORDER([5, 10, 20], "bear"),
    MACD("dif_below_dea"),
    RSI("39.6", "approx"),
  ]),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】中国平安 短线偏强：MACD金叉、站上20日线，近5日连续上涨。",
    [MACD("golden_cross", 20), MA(20, "above"), DAYS(5, "up", { err: "technical" })],
    { err: "technical", note: "近5日并非连续收涨" },
  ),
  sh("t", A, "tT", "technical", "【智能诊股】中国石化 RSI 30.0，股价处于52周区间底部（约4%分位），趋势向下。", [
    RSI("30.0", "approx"),
    POS52({ v: "4", cmp: "approx" }),
    MA(60, "below"),
  ]),
  // 股吧 / 雪球 posts, passed on by the sentiment analysts
  by("u", A, "tS", "undecidable", "股吧热帖：比亚迪又被游资点名，明天必涨停，散户都在加仓！", [
    U("情绪与次日走势不可核验"),
  ]),
  zh("t", A, "tS", "valuation", "雪球：招行6倍多PE、不到0.9倍PB，每股赚5.70元，这价格还不香？", [
    MCNOW("2025", "6.4", "approx"),
    PE("2025", "0.9", "lt", { per: "bps" }),
    V("basic_eps", "2025", "5.70", "元"),
  ]),
  mt(
    "f",
    A,
    "fS",
    "technical",
    "雪球：茅台今年以来已经跌了9%，1384元就是黄金坑。",
    [SPAN("2025-12-31", { v: "-9", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "年初至今+0.55%；-9.1%是自2024年末" },
  ),
  nd("u", A, "tS", "undecidable", "雪球大V：宁德时代机构持仓比例创新高，公募一季度加仓超过百亿。", [
    U("机构持仓未存储"),
  ]),
  // 晨会纪要, passed on by research managers
  sh(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要：中石化2024年研发费用152.15亿元，同比增长约19%，转型投入加码。",
    [
      V("research_expense", "2024", "152.15"),
      G("research_expense", "2024", { v: "19", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "139.69→152.15，+8.9%" },
  ),
  pa("u", A, "tM", "undecidable", "晨会要点：平安寿险代理人队伍企稳，NBV连续八个季度正增长。", [
    U("代理人与NBV未存储"),
  ]),
  nd("t", A, "tM", "annual", "晨会纪要：宁德2025年经营现金流1332亿元、资本开支423亿元，自由现金流逾900亿元。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    V("capex", "2025", "423", "亿", "approx"),
    H.LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "900", cmp: "gt" },
    ),
  ]),
  // 业绩会纪要, passed on by the report synthesiser
  mt(
    "f",
    A,
    "fSy",
    "annual",
    "业绩会纪要：公司称2025年经营现金流615.22亿元，同比增长约33%，回款良好。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { v: "33", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "-33.5%" },
  ),
  by("u", A, "fSy", "undecidable", "业绩说明会摘要：管理层表示海外工厂今年投产，全年海外销量目标150万辆。", [
    U("管理层目标与销量"),
  ]),
  zh(
    "f",
    A,
    "fSy",
    "annual",
    "业绩会纪要：2025年招行每股收益5.70元，每股净资产43.43元，同比分别增长0.7%和14.8%。",
    [
      V("basic_eps", "2025", "5.70", "元"),
      V("bps", "2025", "43.43", "元"),
      G("basic_eps", "2025", { v: "0.7", cmp: "approx" }),
      G("bps", "2025", { v: "14.8", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "每股净资产+4.75%" },
  ),
  wl("t", "2020-05-15", "tN", "annual", "五粮液2019年报：营收501.18亿元增25.2%，净利润174.02亿元增30.0%。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2" }),
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.0" }),
  ]),
];
