// Writers who are not debate JSON points, filed under the role that would pass such text on: 公众号 headlines and
// 快讯 (新闻分析师), 研报 titles (基本面分析师 / 报告合成师), AI 诊股 cards (技术分析师), 雪球 / 股吧 posts (情绪分析师),
// 晨会纪要 (研究经理), 业绩会纪要 (收益分析师).
import * as H from "../spec-helpers.mjs";

const { V, G, MAX, MIN, RET, CLOSE, MA, MAORDER, RSI, EV, U, SNAP, MCNOW, HILO, SPAN, PERDAY, VOLR, RANK } = H;
const nd = H.maker("b87-vo-nd", "300750");
const pa = H.maker("b87-vo-pa", "601318");
const sp = H.maker("b87-vo-sp", "600028");
const A = "2026-04-30";
const Q4 = ["2025Q1", "2025S2", "2025S3", "2025S4", "2026Q1"];

export default [
  // 公众号 / 快讯
  nd(
    "f",
    A,
    "tN",
    "quarterly",
    "重磅！宁德时代一季报：营收1291亿同比+52%，单季净利207亿创历史新高！",
    [
      V("revenue", "2026Q1", "1291", "亿", "approx"),
      G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
      MAX("net_profit", "2026Q1", Q4, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2025Q4单季231.67亿更高" },
  ),
  nd("t", A, "tN", "announcement", "【快讯】宁德时代4月7日公告：A股股份回购实施结果出炉。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "回购结果" }),
  ]),
  nd("t", A, "tN", "annual", "宁德时代2025年净赚722亿，相当于每天进账约2亿元！", [
    V("net_profit", "2025", "722", "亿", "approx"),
    PERDAY("net_profit", "2025", { v: "2", cmp: "approx" }),
  ]),
  sp("t", A, "tN", "annual", "中国石化2024年归母净利503亿，日均进账约1.38亿元。", [
    V("net_profit", "2024", "503", "亿", "approx"),
    PERDAY("net_profit", "2024", { v: "1.38" }),
  ]),
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "【快讯】中国平安4月公告：拟以不超过100亿元回购A股股份。",
    [EV("repurchase", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年4月无回购公告" },
  ),
  sp("t", "2025-04-30", "tN", "annual", "【快讯】中国石化披露2024年年报：归母净利润503.13亿元，同比下降16.79%。", [
    EV("annual_report", true, { from: "2025-03-01", title: "2024年年度报告" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.79" }),
  ]),
  // 研报 titles
  pa(
    "f",
    A,
    "tF",
    "annual",
    "中国平安2025年报点评：归母净利1348亿(+6.5%)，经营现金流翻倍",
    [
      V("net_profit", "2025", "1348", "亿", "approx"),
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      G("operating_cash_flow", "2025", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "经营现金流+72.2%，未翻倍" },
  ),
  nd("t", A, "fSy", "quarterly", "宁德时代年报点评：Q4单季归母231.7亿同比+57%，盈利再上台阶", [
    V("net_profit", "2025S4", "231.7", "亿", "approx"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
  ]),
  nd(
    "f",
    "2025-10-31",
    "tF",
    "quarterly",
    "宁德时代三季报点评：Q3单季归母185亿，同比+36%，超预期",
    [
      V("net_profit", "2025S3", "185", "亿", "approx"),
      G("net_profit", "2025S3", { v: "36", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "Q3单季同比+41.2%；+36.2%是前三季度累计增速" },
  ),
  sp("u", A, "fSy", "undecidable", "中国石化：2025年归母净利约420亿，高股息价值凸显", [
    U("2025年报未存储；股息率不可判"),
  ]),
  // AI 诊股 cards
  sp("t", A, "tT", "technical", "【AI诊股·中国石化】均线空头排列｜RSI14 30.0｜量比(20日)0.61｜技术面偏弱", [
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("30.0"),
    VOLR({ v: "0.61" }),
  ]),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股·宁德时代】RSI14 76，进入超买区；收盘仍站稳MA20。",
    [RSI("76", "approx", { err: "wrong_value" }), RSI("70", "gt", { err: "wrong_value" }), MA(20, "above")],
    { err: "wrong_value", note: "RSI14=56.02" },
  ),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "【AI速读·中国平安】近20日放量上涨，20日量比约1.3。",
    [
      RET(20, { dir: "up" }),
      H.VOL("expand", { err: "wrong_value" }),
      VOLR({ v: "1.3", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "20日均量/前20日=0.956" },
  ),
  // 雪球 / 股吧
  nd("t", A, "tS", "technical", "$宁德时代(SZ300750)$ 去年4月18日225块上车，现在436，一年快翻倍了，拿住！", [
    CLOSE("225", "approx", { date: "2025-04-18" }),
    CLOSE("436"),
    SPAN("2025-04-18", { size: "接近翻倍" }),
  ]),
  sp(
    "f",
    A,
    "fS",
    "technical",
    "石化这票今年跌了快两成，破净了还不涨，服了",
    [RET("2025-12-31", { v: "-20", cmp: "near", err: "wrong_magnitude" }), SNAP("pb", "1", "x", "lt")],
    { err: "wrong_magnitude", note: "今年以来-12.78%" },
  ),
  pa("t", A, "tS", "technical", "平安今年从74块跌到56块，不到三个月亏了两成多，心态崩了", [
    HILO("max", "2026-01-01", { v: "74", cmp: "approx" }),
    HILO("min", "2026-01-01", { v: "56", cmp: "approx" }),
    SPAN("2026-01-06", { to: "2026-03-30", v: "-20", cmp: "lt" }),
  ]),
  pa(
    "f",
    A,
    "fS",
    "annual",
    "平安PE才8倍，股息率5%+，2025年利润还创了历史新高，不买等什么",
    [
      MCNOW("2025", "8"),
      MAX("net_profit", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"], {
        err: "wrong_extreme",
      }),
      U("股息率"),
    ],
    { err: "wrong_extreme", note: "2019、2020年利润更高" },
  ),
  nd("u", A, "tS", "undecidable", "听说宁德下周要发布新一代固态电池，主力已经在抢筹了", [U("传闻与资金流向")]),
  // 晨会纪要 / 业绩会纪要
  nd("t", A, "tM", "annual", "晨会纪要｜宁德时代：2025年营收4237亿(+17%)，归母722亿(+42%)，经营现金流1332亿", [
    V("revenue", "2025", "4237", "亿", "approx"),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    V("net_profit", "2025", "722", "亿", "approx"),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
  ]),
  sp("t", A, "tM", "annual", "晨会纪要｜中国石化：2024年净利率1.87%，为2020年以来最低；毛利率15.47%", [
    V("net_margin", "2024", "1.87", "%"),
    MIN("net_margin", "2024", ["2020", "2021", "2022", "2023", "2024"]),
    V("gross_margin", "2024", "15.47", "%"),
  ]),
  pa("u", A, "fE", "undecidable", "业绩会纪要：管理层称2025年寿险新业务价值增长超40%，银保渠道贡献过半", [
    U("NBV与渠道结构未存储"),
  ]),
  nd("u", A, "fE", "undecidable", "业绩会纪要：公司表示2026年资本开支将维持在400亿元以上", [
    V("capex", "2025", "400", "亿", "gt"),
    U("管理层指引"),
  ]),
];
