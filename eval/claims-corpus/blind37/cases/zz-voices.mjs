// Writers who are not debate JSON points (see README, Voices), filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, R, X, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, POS52, EV, U, UP, SPAN, PERDAY, QOQ, MCNOW, PSUM } =
  H;
const mt = H.maker("b37-vmt", "600519");
const nd = H.maker("b37-vnd", "300750");
const pa = H.maker("b37-vpa", "601318");
const sh = H.maker("b37-vsh", "600028");
const A = "2026-04-30";

export default [
  // 公众号标题
  nd(
    "f",
    A,
    "tS",
    "quarterly",
    "重磅！宁德时代一季度净利暴增48.52%，营收首破1500亿！",
    [G("net_profit", "2026Q1", { v: "48.52" }), V("revenue", "2026Q1", "1500", "亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "2026Q1营收1291.31亿" },
  ),
  // 研报标题
  mt("t", A, "tF", "quarterly", "贵州茅台2025年报点评：收入微降1.2%，一季度营收+6.5%重回增长", [
    G("operating_revenue", "2025", { v: "-1.2", cmp: "approx", size: "微降" }),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
  ]),
  // 诊股卡片
  sh(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】中国石化 5.39元｜均线多头排列｜RSI 30｜综合评分：偏强",
    [CLOSE("5.39"), MAORDER([5, 10, 20, 60], "bull", { err: "technical" }), RSI("30", "approx")],
    { err: "technical", note: "5/10/20/60日均线为空头排列" },
  ),
  // 股吧帖
  pa(
    "f",
    A,
    "tS",
    "technical",
    "平安又跌了，年初68块多拿到现在不到60，今年亏了两成还多，心态崩了",
    [SPAN("2025-12-31", { v: "-20", cmp: "lt", err: "wrong_value" }), CLOSE("60", "lt")],
    { err: "wrong_value", note: "68.40→59.37，-13.20%" },
  ),
  // 路演纪要
  nd("u", A, "tN", "undecidable", "路演纪要：管理层称2026年计划新增动力电池产能超100GWh，海外占比提升至三成。", [
    U("产能规划不在数据内"),
  ]),
  // 财经快讯
  pa(
    "t",
    A,
    "tN",
    "announcement",
    "【快讯】中国平安2025年归母净利润1347.78亿元，同比增长6.45%；公司同日披露年度利润分配方案。",
    [
      V("net_profit", "2025", "1347.78"),
      G("net_profit", "2025", { v: "6.45" }),
      EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
    ],
  ),
  // 雪球帖
  mt(
    "f",
    A,
    "fS",
    "annual",
    "茅台PE才21倍还嫌贵？2019年利润412亿，2025年已经是当年的三倍了。",
    [
      MCNOW("2025", "21", "approx"),
      V("net_profit", "2019", "412", "亿", "approx"),
      X("net_profit", "2025", "2019", { v: "3", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "823.20/412.06≈2.0倍" },
  ),
  // 晨会纪要
  nd("t", A, "tM", "quarterly", "晨会纪要｜宁德时代：25Q4单季归母净利231.67亿，同比+57%，全年利润722亿。", [
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
    V("net_profit", "2025", "722", "亿", "approx"),
  ]),
  // 基金季报
  pa("u", A, "tP", "undecidable", "本基金一季度增持了中国平安，主要看好寿险新业务价值的持续修复与估值切换。", [
    U("基金持仓与NBV不在数据内"),
  ]),
  // 董秘问答
  nd(
    "u",
    A,
    "tN",
    "announcement",
    "董秘答投资者：公司2025年度现金分红总额占归母净利润比例预计在50%以上，以股东大会审议为准。",
    [EV("dividend", true, { from: "2026-03-10", to: "2026-03-10" }), U("分红比例不在数据内")],
  ),
  // 投顾短视频稿
  sh(
    "f",
    A,
    "fS",
    "technical",
    "中石化从52周高点8.11元一路跌到5.39元，跌幅超过四成，老铁们别抄底。",
    [HI52({ cond: "level", v: "8.11" }), CLOSE("5.39"), HI52({ v: "-40", cmp: "lt", err: "wrong_value" })],
    { err: "wrong_value", note: "跌幅33.54%" },
  ),
  // 券商研报摘要
  pa(
    "f",
    A,
    "tF",
    "annual",
    "中国平安：2025年营收同比+2.1%，归母净利+6.5%，经营现金流同比翻倍，维持买入。",
    [
      G("revenue", "2025", { v: "2.1" }),
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      G("operating_cash_flow", "2025", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "经营现金流+72.2%" },
  ),
  // 财经头条
  mt(
    "f",
    A,
    "tN",
    "annual",
    "茅台2025年营收1720亿，为2019年以来首降；净利率跌破50%",
    [
      V("revenue", "2025", "1720", "亿", "approx"),
      UP("revenue", ["2019", "2020", "2021", "2022", "2023", "2024"]),
      G("revenue", "2025", { dir: "down" }),
      V("net_margin", "2025", "50", "%", "lt", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "净利率50.53%" },
  ),
  // 股吧帖
  nd("t", A, "tS", "technical", "宁德这一年从231块涨到436，250个交易日快翻倍了，拿住的都是赢家", [
    LO52({ cond: "level", v: "231.2", cmp: "approx" }),
    CLOSE("436"),
    RET(250, { v: "100", cmp: "near" }),
  ]),
  // 研报标题
  sh(
    "f",
    A,
    "fSy",
    "annual",
    "中国石化：研发费用2020—2024年逐年下降，转型投入不足",
    [H.DOWN("research_expense", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_direction" })],
    { err: "wrong_direction", note: "研发费用逐年上升" },
  ),
  // AI诊股卡片
  mt(
    "t",
    A,
    "tT",
    "technical",
    "【AI诊股】贵州茅台 1384.79｜收盘低于5至250日全部均线｜DIF在DEA下方｜RSI 39.6｜52周位置19%",
    [
      CLOSE("1384.79"),
      MA(5, "below"),
      MA(10, "below"),
      MA(20, "below"),
      MA(60, "below"),
      MA(120, "below"),
      MA(250, "below"),
      MACD("dif_below_dea", 0),
      RSI("39.6", "approx"),
      POS52({ v: "19", cmp: "approx" }),
    ],
  ),
  // 公众号
  mt("u", A, "tS", "undecidable", "北向资金一季度净卖出茅台超百亿，外资正在撤离白酒。", [U("资金流向不在数据内")]),
  // 直播文字稿
  pa(
    "f",
    A,
    "fS",
    "annual",
    "平安一年光分红加利息就付出去近千亿，股息率奔着6%去了",
    [V("dividends_interest_paid", "2025", "1000", "亿", "near", { err: "wrong_value" }), U("股息率需每股派现")],
    { err: "wrong_value", note: "771.46亿" },
  ),
  // 业绩会纪要
  mt(
    "f",
    A,
    "tN",
    "quarterly",
    "业绩会纪要：一季度营收增长6.54%、归母净利增长1.47%，经营现金流同比有所下降。",
    [
      G("operating_revenue", "2026Q1", { v: "6.54" }),
      G("net_profit", "2026Q1", { v: "1.47" }),
      G("operating_cash_flow", "2026Q1", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2026Q1经营现金流269.10亿，同比约3倍" },
  ),
  // 研报标题
  sh("u", A, "tF", "undecidable", "中国石化2025年报点评：归母净利下滑两成，分红率提升至80%", [U("中石化FY2025未存储")]),
  // 股吧帖
  nd(
    "f",
    A,
    "tS",
    "annual",
    "宁德去年归母净利722亿，平均每天进账将近3个亿，印钞机无疑了",
    [
      V("net_profit", "2025", "722", "亿", "approx"),
      PERDAY("net_profit", "2025", { v: "3", cmp: "near", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "722.01/365≈1.98亿" },
  ),
];
