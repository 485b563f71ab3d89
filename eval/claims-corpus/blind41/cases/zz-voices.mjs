// Writers who are not debate JSON points: 公众号 headlines, 研报 titles, 诊股 cards, 股吧 / 雪球 posts, 快讯, 晨会纪要,
// 业绩会纪要. Each is filed under the role that would pass such text on (news / sentiment analysts mostly).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, POS52, SPAN } = H;
const { MCNOW, X, SNAP, READ, IND, EVN, DD, VOLR, BAR, PSUM, QOQ, GSTREAK, MIN } = H;
const mt = H.maker("b41-vmt", "600519");
const nd = H.maker("b41-vnd", "300750");
const sh = H.maker("b41-vsh", "600028");
const A = "2026-04-30";

export default [
  // 公众号 headlines
  mt("t", A, "tN", "annual", "【重磅】茅台2025年报：营收1720亿、净利823亿，2019年以来首次双双下滑", [
    V("revenue", "2025", "1720", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    G("revenue", "2025", { dir: "down" }),
    G("net_profit", "2025", { dir: "down" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    UP("revenue", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  nd(
    "f",
    A,
    "tN",
    "quarterly",
    "重磅！宁德时代一季度净利暴增超80%，电池王者归来",
    [G("net_profit", "2026Q1", { v: "80", cmp: "gt", err: "overstatement" })],
    { err: "overstatement", note: "同比+48.5%" },
  ),
  sh("t", A, "tN", "technical", "两连板后急跌逾三成！中石化股价回到5.39元，今年以来跌近13%", [
    CLOSE("5.39"),
    DD("2026-03-01", { v: "-30", cmp: "lt" }),
    SPAN("2025-12-31", { v: "-13", cmp: "near" }),
  ]),
  // 研报 titles
  nd("t", A, "fSy", "annual", "宁德时代2025年报点评：净利同比+42%，毛利率提升1.8pct，现金流创新高", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    MAX("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  mt(
    "f",
    A,
    "fSy",
    "quarterly",
    "贵州茅台26Q1点评：收入+6.5%，利润+1.5%，毛利率同比提升，结构优化",
    [
      G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
      PP("gross_margin", "2026Q1", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "毛利率同比-2.21pct" },
  ),
  sh(
    "f",
    A,
    "fSy",
    "annual",
    "中国石化2024年报点评：利润承压，归母净利连续四年下滑",
    [H.DOWN("net_profit", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2021年同比+114%，只是连续三年下滑" },
  ),
  // 诊股 cards
  mt("t", A, "tT", "technical", "【AI诊股】茅台 技术面：空头排列｜RSI 39.6｜52周位置19%｜近20日-5.1%", [
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("39.6"),
    POS52({ v: "19", cmp: "approx" }),
    RET(20, { v: "-5.1", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】宁德时代 短线：MACD金叉｜站上20日线｜综合评分82",
    [MACD("golden_cross", 5, { err: "technical" }), MA(20, "above"), U("综合评分口径不明")],
    { err: "technical", note: "4月28日死叉，近5日无金叉" },
  ),
  sh("t", A, "tT", "technical", "诊股卡｜中国石化：破位下行，跌破60日线，量能萎缩至前期六成", [
    MA(60, "below"),
    VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  // 股吧 / 雪球 posts
  mt(
    "f",
    A,
    "tS",
    "annual",
    "股吧：茅台去年净利都掉了4.5%了，还说是好公司？这种下滑对长线持有人就是利好，低位多捡点",
    [
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
      READ(G("net_profit", "2025", { dir: "down" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "利润下滑读作利好" },
  ),
  nd("t", A, "fS", "technical", "雪球：宁王一年快翻倍了（+93%），今年又涨了18%多，我选择拿住不动", [
    RET(250, { v: "93", cmp: "approx" }),
    SPAN("2025-12-31", { v: "18", cmp: "gt" }),
  ]),
  sh(
    "f",
    A,
    "fS",
    "industry",
    "雪球：石化负债率才五成，银行都九成了，央企这点杠杆算什么，完全是行业常态",
    [V("debt_ratio", "2019", "50", "%", "approx"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "非金融企业不能比照银行负债率" },
  ),
  nd("u", A, "tS", "undecidable", "股吧热帖：听说宁德又拿下欧洲大单，下周要涨停。", [U("传闻与预测")]),
  // 快讯
  nd("t", A, "tN", "announcement", "快讯｜宁德时代：A股股份回购结果公告出炉（4月7日）", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "快讯｜宁德时代公告控股股东增持计划并启动定向增发",
    [EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" }), U("增持不作判定")],
    { err: "nonexistent_event", note: "无定增公告" },
  ),
  mt("t", A, "tN", "technical", "快讯｜贵州茅台4月30日收于1384.79元，跌1.17%，创近20日收盘新低", [
    CLOSE("1384.79"),
    BAR("2026-04-30", "chg", { v: "-1.17" }),
    H.BRK(20, "down"),
  ]),
  // 晨会纪要
  nd("t", A, "tM", "quarterly", "晨会纪要：宁德Q1营收1291亿、同比+52%，环比Q4下降约8%，季节性回落符合预期", [
    V("revenue", "2026Q1", "1291", "亿", "approx"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要：茅台2025年经营现金流615亿，同比下滑约15%，主要是预收款减少",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "-15", cmp: "approx", err: "wrong_magnitude" }),
      U("原因归结未存储"),
    ],
    { err: "wrong_magnitude", note: "同比-33.5%" },
  ),
  sh("u", A, "tM", "undecidable", "晨会纪要：中石化2025年炼油毛利修复，全年利润有望持平。", [
    U("2025年年报未存储；分部毛利未存储"),
  ]),
  // 业绩会纪要
  mt("u", A, "fSy", "undecidable", "业绩会纪要：管理层称2026年营收增长目标约5%，将继续控量稳价。", [
    U("公司经营目标不在数据中"),
  ]),
  nd("t", A, "fSy", "annual", "业绩会纪要：2025年分红付现349亿，同比多出约91亿，资产负债率降至61.94%", [
    V("dividends_interest_paid", "2025", "349", "亿", "approx"),
    H.D("dividends_interest_paid", "2025", { v: "91", cmp: "approx" }),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  nd(
    "f",
    A,
    "fSy",
    "annual",
    "业绩会纪要：公司2025年经营现金流1332亿，约为资本开支的1.8倍",
    [
      V("operating_cash_flow", "2025", "1332", "亿", "approx"),
      R("operating_cash_flow", "capex", "2025", "1.8", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约3.15倍；1.85倍是经营现金流/净利润" },
  ),
  mt("t", A, "tN", "valuation", "财经早报：按最新收盘价计，茅台对应2025年利润的PE约21倍", [
    MCNOW("2025", "21", "approx"),
  ]),
  sh("t", A, "fV", "valuation", "研报标题：中国石化——PB 0.84倍、PE约13倍，破净央企的估值修复", [
    SNAP("pb", "0.84", "x", "eq"),
    MCNOW("2024", "13", "approx"),
  ]),
];
