// Writers who are not debate JSON points: 公众号 headlines, 研报 titles, 诊股 cards, 股吧 / 雪球 posts, 快讯, 晨会纪要,
// 业绩会纪要; each filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, RET, MA, MACD, RSI, HI52, LO52, U, QOQ, PE, SPAN, CLOSE, MCNOW, MAORDER, MRET, EV } =
  H;
const mt = H.maker("b55-vo-mt", "600519");
const zs = H.maker("b55-vo-zs", "600036");
const nd = H.maker("b55-vo-nd", "300750");
const byd = H.maker("b55-vo-byd", "002594");
const pa = H.maker("b55-vo-pa", "601318");
const sh = H.maker("b55-vo-sh", "600028");
const wl = H.maker("b55-vo-wly", "000858");
const A = "2026-04-30";

export default [
  // 公众号 headlines
  mt("t", A, "tN", "annual", "【深度】茅台2025年报：营收1720亿、净利823亿，七年来首次双降", [
    V("revenue", "2025", "1720", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    G("revenue", "2025", { dir: "down" }),
    G("net_profit", "2025", { dir: "down" }),
    H.UP("revenue", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    H.UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  byd(
    "f",
    A,
    "tN",
    "quarterly",
    "重磅！比亚迪一季报净利暴跌七成，营收仅1502亿险守1500亿关口",
    [
      G("net_profit", "2026Q1", { v: "-70", cmp: "approx", err: "overstatement" }),
      V("revenue", "2026Q1", "1502", "亿", "approx"),
      V("revenue", "2026Q1", "1500", "亿", "gt"),
    ],
    { err: "overstatement", note: "净利-55.4%" },
  ),
  nd("t", A, "tN", "quarterly", "宁王一季度赚了207亿！营收同比大增52%，净利增近五成", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx", size: "大增" }),
    G("net_profit", "2026Q1", { v: "50", cmp: "near" }),
  ]),
  // 研报 titles
  zs("t", A, "fSy", "quarterly", "招商银行2026年一季报点评：营收同比增长3.8%，归母净利小幅增长1.5%", [
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx", size: "小幅增长" }),
  ]),
  pa(
    "f",
    A,
    "fSy",
    "annual",
    "中国平安2025年报点评：归母净利同比+16.5%，年度分红方案同步公布",
    [
      G("net_profit", "2025", { v: "16.5", cmp: "approx", err: "wrong_value" }),
      EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度" }),
    ],
    { err: "wrong_value", note: "同比+6.45%" },
  ),
  nd("u", A, "fSy", "undecidable", "宁德时代深度报告：储能第二曲线加速，目标价520元，维持买入", [
    U("目标价与业务结构无存储"),
  ]),
  // 诊股 cards
  wl("t", A, "tT", "technical", "【AI诊股】五粮液 技术面：空头排列｜RSI 28.4 超卖｜MACD 死叉｜收盘 97.08", [
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("28.4", "approx"),
    RSI("30", "lt"),
    MACD("dif_below_dea", 0),
    CLOSE("97.08"),
  ]),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】中国石化 趋势：站上20日线｜强度：RSI 30｜位置：52周低位",
    [MA(20, "above", { err: "technical" }), RSI("30", "approx"), H.POS52({ v: "20", cmp: "le" })],
    { err: "technical", note: "收盘5.39低于MA20 5.63" },
  ),
  pa("t", A, "tT", "technical", "诊股卡片·中国平安：短线站上MA20（58.22），中线受压MA60（61.25），RSI 53.7", [
    MA(20, "above"),
    MA(20, "value", { v: "58.22" }),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
    RSI("53.7", "approx"),
  ]),
  // 股吧 / 雪球 posts
  mt(
    "f",
    A,
    "tS",
    "technical",
    "茅台今年以来跌了快一成了，1377进的现在套牢，还有谁在坚守？",
    [SPAN("2025-12-31", { v: "-10", cmp: "near", err: "wrong_direction" })],
    { err: "wrong_direction", note: "自2025年末1377.18元至今+0.55%" },
  ),
  wl("u", A, "tS", "undecidable", "五粮液跌到97块，股息率都快6%了，不信它还能跌到80", [
    CLOSE("97.08", "approx"),
    U("股息率与目标价无法核验"),
  ]),
  zs("t", A, "tS", "technical", "雪球：招行从48.55的高点跌到38块出头，一年回撤两成多，破净了还在跌", [
    HI52({ cond: "level", v: "48.55" }),
    CLOSE("38", "gt"),
    HI52({ v: "-20", cmp: "lt" }),
    H.PE("2026Q1", "1", "lt", { per: "bps" }),
    RET(5, { dir: "down" }),
  ]),
  nd(
    "f",
    A,
    "tS",
    "technical",
    "宁德一年翻倍了，从225涨到436，还追吗？",
    [
      CLOSE("225", "approx", { date: "2025-04-18" }),
      CLOSE("436"),
      RET(250, { v: "100", cmp: "ge", err: "overstatement" }),
    ],
    { err: "overstatement", note: "250个交易日+93.4%" },
  ),
  // 快讯
  byd("t", A, "tN", "announcement", "快讯｜比亚迪公告2025年度利润分配方案，同日披露员工持股计划解锁条件未成就", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
    EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "解锁条件未成就" }),
  ]),
  sh("u", A, "tN", "undecidable", "快讯：中国石化2025年净利润同比下降约20%，拟派末期股息每股0.1元", [
    U("中国石化2025年报未存储"),
  ]),
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "快讯｜中国平安公告拟注销回购股份并减少注册资本（2026年4月）",
    [EV("repurchase", true, { from: "2026-04-01", title: "注销", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "注销公告在2025年3月、5月、9月" },
  ),
  // 晨会纪要
  zs("t", A, "tM", "annual", "晨会纪要｜招行：2025年EPS 5.70元、BPS 43.43元，ROE 13.44%同比降1.05pct", [
    V("basic_eps", "2025", "5.70", "元"),
    V("bps", "2025", "43.43", "元"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05" }),
  ]),
  byd(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要｜比亚迪：25年经营现金流591亿元，同比-56%，资本开支同比-61%",
    [
      V("operating_cash_flow", "2025", "591", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "-56", cmp: "approx" }),
      G("capex", "2025", { v: "-61", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "资本开支同比+61.06%" },
  ),
  // 业绩会纪要
  mt("u", A, "fT", "undecidable", "业绩会纪要：管理层表示2026年营收目标与经济增长保持同步，渠道库存健康", [
    U("管理层表态与渠道库存无存储"),
  ]),
  nd("t", A, "fT", "quarterly", "业绩会纪要：一季度末账上货币资金约3520亿元，资产负债率62.32%", [
    V("cash", "2026Q1", "3520", "亿", "approx"),
    V("debt_ratio", "2026Q1", "62.32", "%"),
  ]),
  zs(
    "f",
    A,
    "fT",
    "annual",
    "业绩说明会：2025年末总资产突破14万亿元，经营现金流超4500亿",
    [
      V("total_assets", "2025", "14", "万亿", "gt", { err: "wrong_value" }),
      V("operating_cash_flow", "2025", "4500", "亿", "gt"),
    ],
    { err: "wrong_value", note: "总资产13.07万亿" },
  ),
  mt("t", A, "fS", "technical", "股吧热帖：茅台近20天跌了5%，60天还是涨3%，别慌", [
    RET(20, { v: "-5", cmp: "approx" }),
    RET(60, { v: "3", cmp: "approx" }),
  ]),
  sh("t", A, "fS", "technical", "雪球：石化3月初摸到7.8元后一路阴跌，两个月跌了三成多，现在5.39", [
    H.HILO("max", "2026-03-01", { v: "7.8", cmp: "approx" }),
    H.DD("2026-03-01", { v: "-30", cmp: "lt" }),
    CLOSE("5.39"),
  ]),
  wl(
    "f",
    "2020-05-15",
    "tN",
    "annual",
    "五粮液2019年报速读：营收501亿元，净利润174亿元，同比增长25.2%",
    [
      V("operating_revenue", "2019", "501", "亿", "approx"),
      V("net_profit", "2019", "174", "亿", "approx"),
      G("net_profit", "2019", { v: "25.2", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "25.2%是营收增速；净利润+30.0%" },
  ),
];
