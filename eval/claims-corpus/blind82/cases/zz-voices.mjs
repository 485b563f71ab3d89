// Writers who are not debate JSON points: 公众号 headlines, 研报 titles, AI 诊股 cards, 股吧 / 雪球 posts, 快讯,
// 晨会纪要, 业绩会纪要, filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  PP,
  R,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  U,
  PE,
  QOQ,
  MCNOW,
  IND,
  READ,
  SPAN,
  EV,
  X,
  BRK,
  DD,
} = H;
const mt = H.maker("b82-vo-mt", "600519");
const nd = H.maker("b82-vo-nd", "300750");
const by = H.maker("b82-vo-byd", "002594");
const zh = H.maker("b82-vo-zh", "600036");
const pa = H.maker("b82-vo-pa", "601318");
const sh = H.maker("b82-vo-sh", "600028");
const wl = H.maker("b82-vo-wl", "000858");
const A = "2026-04-30";

export default [
  // 公众号 headlines, passed on by the news analyst
  mt(
    "t",
    A,
    "tN",
    "annual",
    "【公众号】茅台五年连增后首现负增长：归母净利823亿，同比少赚39亿！",
    [
      V("net_profit", "2025", "823", "亿", "approx"),
      { k: "change", metric: "net_profit", period: "2025", mode: "abs", u: "亿", v: "-39", cmp: "approx" },
      { k: "gstreak", metric: "net_profit", years: ["2020", "2021", "2022", "2023", "2024"], lo: 0 },
    ],
    { note: "五年连增：2020-2024各年同比均为正" },
  ),
  by(
    "f",
    A,
    "tN",
    "quarterly",
    "【公众号】比亚迪一季度净利暴跌55%，营收却逆势增长12%！",
    [
      G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
      G("revenue", "2026Q1", { v: "12", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "营收同比-11.8%" },
  ),
  nd("t", A, "tN", "quarterly", "【快讯】宁德时代一季度营收1291亿元同比增52%，净利207亿元同比增49%", [
    V("revenue", "2026Q1", "1291", "亿", "approx"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "49", cmp: "approx" }),
  ]),
  zh(
    "f",
    A,
    "tN",
    "annual",
    "【快讯】招商银行2025年归母净利1501.81亿元，同比增长2.1%",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { v: "2.1", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+1.21%" },
  ),
  pa("t", A, "tN", "annual", "【快讯】中国平安2025年归母净利润1347.78亿元，同比增长6.45%", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
  ]),
  // 研报 titles, passed on by the fundamentals analyst
  nd("t", A, "tF", "annual", "研报｜宁德时代2025年报点评：盈利能力持续提升，净利率升至18.1%", [
    V("net_margin", "2025", "18.1", "%"),
    PP("net_margin", "2025", { dir: "up" }),
  ]),
  mt("u", A, "tF", "undecidable", "研报｜贵州茅台：批价企稳、渠道改革见效，维持买入评级，目标价1800元", [
    U("批价、评级与目标价"),
  ]),
  by("t", A, "tF", "annual", "研报｜比亚迪2025年报点评：营收8040亿稳增，利润端承压同比降19%", [
    V("revenue", "2025", "8040", "亿", "approx"),
    G("revenue", "2025", { dir: "up" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  // AI 诊股 cards, passed on by the technical analyst
  zh("t", A, "tT", "technical", "AI诊股｜招商银行 技术面评分偏弱：股价38.27元，位于52周区间底部，RSI 36，MACD死叉", [
    CLOSE("38.27"),
    { k: "ta", ind: "pos52", v: "10", cmp: "lt" },
    RSI("36", "approx"),
    MACD("death_cross", 5),
  ]),
  wl(
    "f",
    A,
    "tT",
    "technical",
    "AI诊股｜五粮液 短期趋势向好：股价站上20日均线，RSI 58，量能温和",
    [MA(20, "above", { err: "technical" }), RSI("58", "approx", { err: "technical" })],
    { err: "technical", note: "收盘低于MA20，RSI 28.4" },
  ),
  pa("t", A, "tT", "technical", "AI诊股｜中国平安 技术面中性：收59.37元，站上年线，RSI 54，近5日涨约2.6%", [
    CLOSE("59.37"),
    MA(250, "above"),
    RSI("54", "approx"),
    RET(5, { v: "2.6", cmp: "approx" }),
  ]),
  sh("t", A, "tT", "technical", "AI诊股｜中国石化 弱势：20日均线5.63元压制，距52周低点仅2.3%，量能萎缩", [
    MA(20, "value", { v: "5.63" }),
    MA(20, "below"),
    LO52({ v: "2.3", cmp: "approx" }),
    { k: "ta", ind: "vol", cond: "shrink" },
  ]),
  // 股吧 / 雪球 posts, passed on by the sentiment analyst
  mt(
    "f",
    A,
    "tS",
    "technical",
    "【雪球】茅台今年跌了快20%了，1384还不抄底等什么？",
    [CLOSE("1384", "approx"), SPAN("2025-12-31", { v: "-20", cmp: "near", err: "wrong_value" })],
    { err: "wrong_value", note: "年初至今+0.55%；-15.8%是距52周高点" },
  ),
  nd(
    "t",
    A,
    "tS",
    "technical",
    "【股吧】宁德一年翻了快一倍，从225涨到436，拿住的都赚麻了",
    [CLOSE("225.46", "eq", { date: "2025-04-18" }), CLOSE("436"), RET(250, { v: "100", cmp: "near" })],
    { note: "225为四舍五入" },
  ),
  by("u", A, "tS", "undecidable", "【股吧】比亚迪这周主力净流入20亿，明天必须涨停！", [U("主力资金流与次日走势")]),
  wl("t", A, "fS", "technical", "【雪球】五粮液从2020年底的291块跌到现在97块，跌掉三分之二，谁还敢说白酒是好生意", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    CLOSE("97.08"),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  zh("u", A, "fS", "undecidable", "【雪球】招行股东户数一季度又增加了8%，散户接盘迹象明显。", [U("股东户数未存储")]),
  // 晨会纪要, passed on by the research manager / portfolio manager
  mt("t", A, "tM", "quarterly", "晨会纪要：茅台Q1营收539亿、同比+6.5%，净利272亿、同比+1.5%，利润增速慢于收入。", [
    V("operating_revenue", "2026Q1", "539", "亿", "approx"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    V("net_profit", "2026Q1", "272", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  sh("u", A, "tP", "undecidable", "晨会纪要：中石化2025年报已发布，归母净利约370亿，维持低配。", [
    U("中国石化FY2025未存储"),
  ]),
  by(
    "f",
    A,
    "tP",
    "annual",
    "晨会纪要：比亚迪2025年资产负债率升至77.86%，杠杆创新高，下调至低配。",
    [V("debt_ratio", "2025", "77.86", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "77.86%是2023年；2025年70.74%" },
  ),
  // 业绩会纪要, passed on by the earnings analyst
  nd("t", A, "fE", "annual", "业绩会纪要：公司2025年经营现金流1332亿元，同比增长约37%，资本开支423亿元。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    V("capex", "2025", "423", "亿", "approx"),
  ]),
  pa("u", A, "fE", "undecidable", "业绩会纪要：管理层称2026年寿险NBV增速目标不低于20%，银保渠道贡献过半。", [
    U("NBV与渠道数据"),
  ]),
  zh("t", A, "fE", "quarterly", "业绩会纪要：行长开场提到，一季度归母净利378.52亿元，增速1.5%跑输营收3.8%的增速。", [
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "fE",
    "annual",
    "业绩会纪要：2025年经营现金流615亿元，同比增长约33%，现金回款良好。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "33", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-33.5%" },
  ),
];
