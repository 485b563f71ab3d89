// Voices that are not debate JSON points (快讯, 研报标题, 诊股卡片, 晨会纪要, 业绩会纪要, 公众号, 股吧 / 雪球, 券商金股),
// filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, MAX, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, SNAP, SPAN, VOLR, BAR, READ } = H;
const mt = H.maker("b52-vc-mt", "600519");
const zs = H.maker("b52-vc-zs", "600036");
const sh = H.maker("b52-vc-sh", "600028");
const nd = H.maker("b52-vc-nd", "300750");
const by = H.maker("b52-vc-by", "002594");
const pa = H.maker("b52-vc-pa", "601318");
const wl = H.maker("b52-vc-wl", "000858");
const A = "2026-04-30";

export default [
  nd("t", A, "tN", "quarterly", "【快讯】宁德时代一季度归母净利润207.38亿元，同比增长48.52%。", [
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.52" }),
  ]),
  by(
    "f",
    A,
    "tN",
    "annual",
    "【快讯】比亚迪2025年营收8039.65亿元，同比下降3.46%。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { v: "-3.46", dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+3.46%" },
  ),
  mt("u", A, "tS", "undecidable", "雪球网友：这价位机构都在悄悄加仓，前十大股东里又多了两家公募。", [
    U("股东名册未存储"),
  ]),
  wl(
    "f",
    A,
    "tS",
    "technical",
    "股吧：五粮液都跌到90块以下了，还不抄底等什么？",
    [CLOSE("90", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "收盘97.08元" },
  ),
  zs("t", A, "fSy", "annual", "研报标题｜招商银行2025年报点评：营收持平、归母净利增1.2%，ROE 13.44%", [
    G("revenue", "2025", { size: "基本持平" }),
    G("net_profit", "2025", { v: "1.2" }),
    V("roe", "2025", "13.44", "%"),
  ]),
  pa(
    "f",
    A,
    "fSy",
    "annual",
    "研报标题｜中国平安：2025年归母净利润1347.78亿元，创2019年以来新高",
    [
      V("net_profit", "2025", "1347.78"),
      MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿更高" },
  ),
  sh("t", A, "tT", "technical", "【诊股】中国石化｜收盘5.39元｜RSI 30.0｜均线空头排列｜距52周低点5.27元约2.3%", [
    CLOSE("5.39"),
    RSI("30.0", "approx"),
    MAORDER([5, 10, 20, 60], "bear"),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2.3", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】宁德时代｜MACD：金叉向上｜RSI 56｜站上20日线",
    [MACD("golden_cross", 5, { err: "technical" }), RSI("56", "approx"), MA(20, "above")],
    { err: "technical", note: "4月28日死叉" },
  ),
  mt("u", A, "fSy", "undecidable", "晨会纪要：茅台批价环比回升约3%，渠道库存降到一个月以内，维持买入。", [
    U("批价与渠道库存未存储"),
  ]),
  nd(
    "t",
    A,
    "fSy",
    "annual",
    "晨会纪要｜宁德时代：25年归母净利722.01亿元（+42.3%），经营现金流1332.20亿元，维持增持。",
    [
      V("net_profit", "2025", "722.01"),
      G("net_profit", "2025", { v: "42.3" }),
      V("operating_cash_flow", "2025", "1332.20"),
    ],
  ),
  mt(
    "f",
    A,
    "tN",
    "quarterly",
    "业绩会纪要：管理层称一季度经营现金流88.09亿元，回款节奏正常。",
    [V("operating_cash_flow", "2026Q1", "88.09", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "88.09亿是2025Q1；2026Q1为269.10亿" },
  ),
  by("u", A, "tN", "undecidable", "业绩会纪要：公司预计2026年海外销量150万辆，欧洲工厂年内投产。", [
    U("管理层指引；销量未存储"),
  ]),
  pa("t", A, "tS", "technical", "公众号标题：平安一年涨了17.7%，可今年以来又跌回去13%", [
    RET(250, { v: "17.7", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "tS",
    "technical",
    "公众号：招行股价较高点腰斩，银行股的好日子到头了？",
    [HI52({ size: "腰斩", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "距52周高点-21.2%" },
  ),
  nd("u", A, "tS", "undecidable", "股吧：听说宁德要被纳入某海外指数，下周有大资金进场。", [U("传闻")]),
  by("t", A, "tN", "announcement", "【快讯】比亚迪3月28日发布2025年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "【快讯】宁德时代4月公告定增预案，拟募资超300亿元。",
    [EV("placement", true, { from: "2026-04-01", to: "2026-04-30", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无定增公告" },
  ),
  mt("t", A, "tP", "valuation", "券商金股推荐语：茅台2025年分红付现672.42亿元，快照PB 7.99倍，攻守兼备。", [
    V("dividends_interest_paid", "2025", "672.42"),
    SNAP("pb", "7.99", "x", "eq"),
  ]),
  zs("u", A, "tM", "undecidable", "研报：预计招行2026年归母净利润增长2%-3%，目标价48元。", [U("预测与目标价")]),
  nd(
    "f",
    A,
    "fSy",
    "annual",
    "研报标题｜宁德时代：营收翻倍增长，储能打开第二曲线",
    [G("revenue", "2025", { size: "翻倍", err: "overstatement" }), U("储能分部未存储")],
    { err: "overstatement", note: "营收+17.0%" },
  ),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "雪球：中石化近60个交易日跌了15%左右，跌透了反而是利好，见底信号来了。",
    [READ(RET(60, { v: "-15", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作利好" },
  ),
  sh("t", A, "tN", "technical", "【快讯】中国石化3月2日放量涨停，收涨10.06%，成交量是前一日的10倍。", [
    BAR("2026-03-02", "chg", { v: "10.06" }),
    BAR("2026-03-02", "volx", { v: "10", cmp: "approx" }),
  ]),
  wl("u", A, "tS", "undecidable", "股吧：五粮液主力资金连续5天净流出，全是散户在接盘。", [U("资金流向未存储")]),
  zs(
    "f",
    A,
    "tN",
    "annual",
    "【快讯】招商银行2025年归母净利润1501.81亿元，同比增长12.1%。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { v: "12.1", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+1.21%" },
  ),
  by("t", A, "tS", "technical", "雪球：比亚迪近60个交易日涨了12%，量能却缩到前一个月的七成。", [
    RET(60, { v: "12", cmp: "approx" }),
    VOLR({ v: "0.7", cmp: "approx" }),
  ]),
  pa("u", A, "fSy", "undecidable", "业绩会纪要：管理层表示2026年分红将保持稳定增长。", [U("管理层指引")]),
];
