// Writers who are not debate JSON points: 公众号 headlines, 研报 titles, 诊股 cards, 股吧 / 雪球 posts, 快讯, 晨会纪要,
// 业绩会纪要, filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  MIN,
  UP,
  DOWN,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  EV,
  U,
  IND,
  PE,
  SNAP,
  MCNOW,
  CAGR,
  POS52,
  SPAN,
  X,
  BRK,
  VOLR,
  DD,
  QOQ,
  PSUM,
  BIAS,
  IN,
} = H;
const nd = H.maker("b54-vo-nd", "300750");
const pa = H.maker("b54-vo-pa", "601318");
const sh = H.maker("b54-vo-sh", "600028");
const wl = H.maker("b54-vo-wl", "000858");
const A = "2026-04-30";

export default [
  nd("t", A, "tN", "quarterly", "【快讯】宁德时代一季度营收1291亿元，同比增52%；净利207亿元，同比增49%。", [
    V("revenue", "2026Q1", "1291", "亿", "approx"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "49", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "annual",
    "公众号标题：宁德时代2025年净利暴增七成，全年赚超720亿！",
    [
      V("net_profit", "2025", "720", "亿", "gt"),
      G("net_profit", "2025", { v: "70", cmp: "approx", err: "overstatement" }),
    ],
    { err: "overstatement", note: "实际+42.28%" },
  ),
  nd("u", A, "fSy", "annual", "研报标题｜2025年利润+42%超预期，现金流1332亿创新高，维持买入", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    MAX("operating_cash_flow", "2025", ["2018", "2019", "2021", "2022", "2023", "2024", "2025"]),
    U("超预期需一致预期数据，未存储"),
  ]),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "诊股卡：技术面评分85｜站稳60日线｜放量突破52周新高",
    [H.MAHOLD(60, 5, "above"), VOL("expand"), HI52({ cond: "new_high", err: "technical" })],
    { err: "technical", note: "收盘436低于52周高460" },
  ),
  nd("t", A, "tS", "technical", "雪球帖：持有一年翻倍了差一点，250个交易日涨了93%，舍不得卖。", [
    RET(250, { v: "93", cmp: "approx" }),
  ]),
  nd("u", A, "tS", "undecidable", "股吧：听说下周有大机构要调研，主力已经提前进场了！", [U("传闻与资金流无法核验")]),
  nd("t", A, "tM", "quarterly", "业绩会纪要：管理层称四季度单季收入1406亿元、净利232亿元，均为年内单季最高。", [
    V("revenue", "2025S4", "1406", "亿", "approx"),
    V("net_profit", "2025S4", "232", "亿", "approx"),
    MAX("revenue", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
    MAX("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  pa("t", A, "tN", "annual", "【快讯】中国平安2025年归母净利润1347.78亿元，同比增长6.45%。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
  ]),
  pa(
    "f",
    A,
    "tS",
    "technical",
    "股吧：平安今年已经涨了13%，拿住就是胜利！",
    [SPAN("2025-12-31", { v: "13", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年初至今-13.20%" },
  ),
  pa("u", A, "fSy", "undecidable", "研报标题｜寿险NBV增长38%，银保渠道贡献过半，上调目标价至80元", [
    U("NBV、渠道结构与目标价无法核验"),
  ]),
  pa("t", A, "tM", "industry", "晨会纪要：平安负债率近九成是保险行业的经营特征，不构成单独风险点。", [
    V("debt_ratio", "2025", "90", "%", "near"),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "诊股卡｜中国平安｜站上5/10/20日均线｜RSI 68 偏强",
    [MA(5, "above"), MA(10, "above"), MA(20, "above"), RSI("68", "approx", { err: "technical" })],
    { err: "technical", note: "RSI 53.7" },
  ),
  pa("t", A, "tN", "announcement", "公众号：平安发布2025年年度利润分配方案，全年分红持续。", [
    EV("dividend", true, { from: "2026-03-01", title: "2025年年度" }),
    EV("dividend", true, { from: "2025-08-01", title: "2025年中期" }),
  ]),
  sh(
    "f",
    A,
    "tN",
    "annual",
    "【快讯】中国石化2024年实现归母净利润503亿元，同比增长16.8%。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "16.8", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-16.79%" },
  ),
  sh("t", A, "tS", "technical", "雪球：石化从8块多跌到5块4，一年跌掉三分之一了。", [
    HI52({ cond: "level", v: "8", cmp: "gt" }),
    CLOSE("5.4", "approx"),
    HI52({ v: "-33", cmp: "approx" }),
  ]),
  sh("u", A, "fSy", "undecidable", "研报标题｜2025年报点评：炼化承压、油气稳健，股息率超6%", [
    U("2025年报与股息率未存储"),
  ]),
  sh("t", A, "tT", "technical", "诊股卡｜中国石化｜RSI 30 接近超卖｜股价处52周区间底部5%以内", [
    RSI("30", "approx"),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  sh("t", A, "tM", "annual", "晨会纪要：石化研发投入四连增至152亿元，转型投入未因利润下滑而收缩。", [
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
    V("research_expense", "2024", "152", "亿", "approx"),
    G("net_profit", "2024", { dir: "down" }),
  ]),
  wl(
    "f",
    A,
    "tS",
    "technical",
    "股吧：五粮液这两天跌破100块，这是上市以来最低价了！",
    [
      CLOSE("100", "ge", { date: "2026-04-28" }),
      CLOSE("100", "lt"),
      H.HILO("min", "2019-01-02", { v: "97.08", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2019年初股价更低" },
  ),
  wl("u", A, "tN", "undecidable", "【快讯】五粮液2026年一季度营收同比下降18%，净利下降22%。", [
    U("五粮液2020年后财报未存储"),
  ]),
  wl("t", A, "tT", "technical", "诊股卡｜五粮液｜空头排列｜RSI 28 超卖｜距52周低点不足1%", [
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    RSI("28", "approx"),
    LO52({ v: "1", cmp: "lt" }),
  ]),
  wl(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要：回顾五粮液2019年，营收增25%、净利增30%，ROE约22.8%。",
    [
      G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
      G("net_profit", "2019", { v: "30", cmp: "approx" }),
      V("roe", "2019", "22.8", "%", "approx", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "22.80%是2018年ROE；2019年25.26%" },
  ),
  wl("t", A, "tS", "technical", "雪球：2020年底还是291元，现在97元，跌了三分之二。", [
    CLOSE("291", "approx", { date: "2020-12-31" }),
    CLOSE("97", "approx"),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
];
