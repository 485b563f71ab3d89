// Writers who are not debate JSON points (快讯, 公众号 headlines, 研报 titles, AI 诊股 cards, 股吧 / 雪球 posts,
// 晨会纪要, 业绩会纪要), filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, UP, RET, CLOSE, MA, MAORDER, RSI, HI52, LO52, EV, U, PE, MCNOW, SPAN, DD, HILO, PERDAY, POS52 } = H;
const mt = H.maker("b76-vo-mt", "600519");
const zs = H.maker("b76-vo-zs", "600036");
const nd = H.maker("b76-vo-nd", "300750");
const by = H.maker("b76-vo-by", "002594");
const pa = H.maker("b76-vo-pa", "601318");
const sh = H.maker("b76-vo-sh", "600028");
const wl = H.maker("b76-vo-wl", "000858");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  nd("t", A, "tN", "quarterly", "【快讯】宁德时代一季度归母净利润207.38亿元，同比增长48.52%；营收1291.31亿元。", [
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.52" }),
    V("revenue", "2026Q1", "1291.31"),
  ]),
  mt(
    "f",
    A,
    "fS",
    "annual",
    "茅台业绩首降！2025年净利润暴跌超20%，白酒寒冬来了？",
    [G("net_profit", "2025", { v: "-20", cmp: "lt", err: "overstatement" })],
    { err: "overstatement", note: "-4.53%" },
  ),
  zs("t", A, "tF", "annual", "招商银行2025年报点评：净利润稳增1.2%，ROE 13.4%，利润连续六年增长", [
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("roe", "2025", "13.4", "%", "approx"),
    UP("net_profit", Y),
  ]),
  wl("t", A, "tT", "technical", "【AI诊股】五粮液｜技术面：弱势｜均线空头排列｜RSI14 28.4 超卖｜距52周低点仅0.1%", [
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("28.4", "approx"),
    LO52({ v: "0.1", cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "tS",
    "quarterly",
    "股吧：比亚迪一季度才赚40亿，同比少了一半还多，去年一季度可是赚了150亿！",
    [
      V("net_profit", "2026Q1", "40", "亿", "approx"),
      G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
      V("net_profit", "2025Q1", "150", "亿", "approx", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "2025Q1为91.55亿；150亿是2024年四季度单季" },
  ),
  pa("t", A, "fS", "valuation", "雪球：平安今年跌了13%，PE才8倍，3月底年度分红方案也出了，拿着睡觉。", [
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
    MCNOW("2025", "8"),
    EV("dividend", true, { from: "2026-03-20", title: "年度利润分配" }),
  ]),
  sh(
    "f",
    A,
    "fSy",
    "annual",
    "晨会纪要｜中国石化：2024年营收3.07万亿元，同比增长4.3%，规模稳中有升。",
    [
      V("revenue", "2024", "3.07", "万亿"),
      G("revenue", "2024", { v: "4.3", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-4.28%" },
  ),
  mt("u", A, "tN", "undecidable", "业绩会纪要：管理层表示2026年营业总收入力争增长9%左右。", [U("经营目标")]),
  zs(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】招商银行一季度营收869.40亿元，同比下降3.8%。",
    [V("revenue", "2026Q1", "869.40"), G("revenue", "2026Q1", { v: "-3.8", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+3.81%" },
  ),
  nd("t", A, "fS", "annual", "宁德时代2025年净赚722亿！同比大增42%，平均每天进账近2亿元", [
    V("net_profit", "2025", "722", "亿", "approx"),
    G("net_profit", "2025", { v: "42", cmp: "approx", size: "大增" }),
    PERDAY("net_profit", "2025", { v: "2", cmp: "near" }),
  ]),
  by(
    "f",
    A,
    "tF",
    "annual",
    "比亚迪2025年报点评：毛利率回升至19.44%，盈利拐点确立",
    [V("gross_margin", "2025", "19.44", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "19.44%是2024年；2025年17.74%" },
  ),
  mt(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】贵州茅台｜趋势：偏强｜站上20日均线｜RSI14 60.2",
    [MA(20, "above", { err: "technical" }), RSI("60.2", "approx", { err: "technical" })],
    { err: "technical", note: "收盘1384.79 < MA20 1433.56；RSI14 39.6" },
  ),
  sh("t", A, "tS", "technical", "股吧：中石化从3月3日收盘7.82一路跌到5.39，两个月回撤三成多，割肉的心都有了", [
    HILO("max", "2026-01-27", { v: "7.82" }),
    CLOSE("5.39"),
    DD(60, { v: "-30", cmp: "lt" }),
  ]),
  zs(
    "f",
    A,
    "fS",
    "technical",
    "雪球：招行52周最高48.55，现在38.27，跌了快四成，银行股也不安全",
    [HI52({ cond: "level", v: "48.55" }), CLOSE("38.27"), HI52({ v: "-40", cmp: "near", err: "overstatement" })],
    { err: "overstatement", note: "距52周高点-21.2%" },
  ),
  by("t", A, "tN", "announcement", "【快讯】比亚迪3月28日披露2025年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度利润分配" }),
  ]),
  pa("t", A, "fSy", "annual", "晨会纪要｜中国平安：25年归母净利1347.78亿元(+6.5%)，经营现金流6586亿元(+72%)。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
  ]),
  nd("u", A, "tN", "undecidable", "业绩会纪要：宁德时代称2026年储能电池出货量有望同比翻倍。", [U("出货量、指引")]),
  wl(
    "f",
    A,
    "tS",
    "technical",
    "五粮液股价今年以来大涨8%，白酒的春天要来了？",
    [SPAN("2025-12-31", { v: "8", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年初至今-8.36%" },
  ),
  pa("u", A, "tF", "undecidable", "中国平安深度报告：NBV重回两位数增长，目标价80元，维持买入。", [U("NBV、目标价")]),
  nd("t", A, "tT", "technical", "【AI诊股】宁德时代｜中期多头(MA20>MA60>MA120)｜RSI14 56｜距52周高点-5.2%", [
    MAORDER([20, 60, 120], "bull"),
    RSI("56", "approx"),
    HI52({ v: "-5.2", cmp: "approx" }),
  ]),
  zs("u", A, "tS", "undecidable", "股吧：招行这两天大单一直在出货，主力已经跑了。", [U("资金流")]),
  mt(
    "f",
    A,
    "tN",
    "annual",
    "【快讯】贵州茅台2025年实现归母净利润832.20亿元，营业总收入1720.54亿元。",
    [V("net_profit", "2025", "832.20", "亿", "eq", { err: "wrong_value" }), V("revenue", "2025", "1720.54")],
    { err: "wrong_value", note: "823.20亿" },
  ),
  nd(
    "f",
    A,
    "fS",
    "valuation",
    "雪球：宁德按2025年利润算PE已经不到20倍，白菜价了。",
    [MCNOW("2025", "20", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "约27.5倍" },
  ),
  by(
    "t",
    A,
    "fSy",
    "quarterly",
    "晨会纪要｜比亚迪Q1归母净利40.85亿元(-55%)，毛利率18.81%，较2025年全年回升约1.1个百分点。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
      V("gross_margin", "2026Q1", "18.81", "%"),
      PP("gross_margin", "2026Q1", { base: "2025", v: "1.1", cmp: "approx" }),
    ],
  ),
  zs("t", A, "fS", "valuation", "招行跌破40元！按2025年每股净资产算PB只有0.88倍", [
    CLOSE("40", "lt"),
    PE("2025", "0.88", "approx", { per: "bps" }),
  ]),
];
