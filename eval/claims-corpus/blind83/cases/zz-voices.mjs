// Writers who are not debate JSON points, filed under the role that would pass such text on: 公众号 headlines and
// 快讯 (新闻分析师), 研报 titles (基本面分析师), AI 诊股 / 速读 cards (FinDebate 情绪分析师), 雪球 / 股吧 posts
// (TradingAgents 情绪分析师), 晨会纪要 (研究经理), 业绩会纪要 (收益分析师).
import * as H from "../spec-helpers.mjs";

const { V, G, RET, CLOSE, MA, RSI, MACD, HI52, VOL, EV, U, IND, SPAN, HILO, PE, IN, MAX } = H;
const mt = H.maker("b83-vo-mt", "600519");
const zs = H.maker("b83-vo-zs", "600036");
const byd = H.maker("b83-vo-byd", "002594");
const wly = H.maker("b83-vo-wly", "000858");
const A = "2026-04-30";
const W = "2020-05-15";
const M = "2021-04-30";

export default [
  mt("t", A, "tN", "quarterly", "【快讯】贵州茅台：一季度营收539.09亿元，同比增6.54%；净利272.43亿元，同比增1.47%", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.54" }),
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.47" }),
  ]),
  zs(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】招商银行：一季度归母净利润378.52亿元，同比增长3.81%",
    [V("net_profit", "2026Q1", "378.52"), G("net_profit", "2026Q1", { v: "3.81", err: "wrong_value" })],
    { err: "wrong_value", note: "3.81%是营收增速；净利润+1.52%" },
  ),
  byd("t", A, "tF", "annual", "比亚迪2025年报点评：营收8039.65亿元增3.5%，归母净利承压下滑近两成", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-20", cmp: "near" }),
  ]),
  mt(
    "f",
    A,
    "tF",
    "annual",
    "【年报点评】贵州茅台：收入微增而利润承压，龙头地位依旧稳固",
    [G("revenue", "2025", { size: "微增", err: "wrong_direction" }), G("net_profit", "2025", { dir: "down" })],
    { err: "wrong_direction", note: "营业总收入-1.2%" },
  ),
  wly("t", A, "fS", "technical", "【AI诊股】五粮液｜综合评分偏弱｜RSI14 28.4 超卖｜股价低于MA250｜近250日 -26.3%", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
    MA(250, "below"),
    RET(250, { v: "-26.3", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "fS",
    "technical",
    "【AI诊股】招商银行｜收盘38.27｜MACD金叉｜短线评级：买入",
    [CLOSE("38.27"), MACD("golden_cross", 3, { err: "technical" })],
    { err: "technical", note: "4月27日死叉，其后无金叉" },
  ),
  mt("t", A, "tS", "technical", "茅台今年以来才涨0.55%，近250个交易日跌了11%多，拿着真磨人。$贵州茅台(SH600519)$", [
    SPAN("2025-12-31", { v: "0.55" }),
    RET(250, IN("-12", "-11")),
  ]),
  byd(
    "f",
    A,
    "tS",
    "quarterly",
    "比亚迪一季度才赚了4.085亿，同比少了一半多，股吧里全是哀嚎",
    [
      V("net_profit", "2026Q1", "4.085", "亿", "eq", { err: "wrong_magnitude" }),
      G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
    ],
    { err: "wrong_magnitude", note: "40.85亿，错十倍" },
  ),
  wly("u", A, "tS", "undecidable", "听说五粮液要换董事长了，明天必涨停！", [U("传闻、预测")]),
  zs("t", A, "tM", "quarterly", "晨会纪要｜招行：Q1营收+3.8%、归母净利+1.5%，负债率90.43%属银行常态", [
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    V("debt_ratio", "2026Q1", "90.43", "%"),
    IND("high_debt_is_normal"),
  ]),
  byd(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要｜比亚迪：2025年营收较2023年增长29%，增速依然可观",
    [G("revenue", "2025", { base: "2023", v: "29", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "29%是2024年较2023年；2025年较2023年+33.5%" },
  ),
  mt("t", A, "fE", "annual", "业绩会纪要：2025年归母净利润823.20亿元，分红及付息现金支出672.42亿元。", [
    V("net_profit", "2025", "823.20"),
    V("dividends_interest_paid", "2025", "672.42"),
  ]),
  mt("u", A, "fE", "undecidable", "业绩会纪要：管理层表示2026年营业总收入目标为同比增长5%左右。", [U("经营目标")]),
  byd("t", A, "tN", "announcement", "【公告回顾】比亚迪3月28日发布2025年度利润分配方案", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
  ]),
  byd(
    "f",
    A,
    "tN",
    "announcement",
    "重磅！比亚迪4月宣布回购股份，护盘资金入场",
    [EV("repurchase", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  wly("t", W, "tF", "annual", "五粮液2019年报点评：营收首破500亿，净利增30%，ROE升至25.26%", [
    V("operating_revenue", "2019", "500", "亿", "gt"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    MAX("operating_revenue", "2018", ["2015", "2016", "2017", "2018"]),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    V("roe", "2019", "25.26", "%"),
    G("roe", "2019", { dir: "up" }),
  ]),
  byd("t", A, "fS", "technical", "【AI速读】比亚迪｜收盘102.98｜站上MA60｜DIF>0｜20日量能萎缩", [
    CLOSE("102.98"),
    MA(60, "above"),
    MACD("dif_above_zero"),
    VOL("shrink"),
  ]),
  mt(
    "f",
    A,
    "tS",
    "technical",
    "茅台收盘跌到1384.79，已经是今年以来最低的收盘价了",
    [CLOSE("1384.79"), HILO("min", "2026-01-01", { v: "1384.79", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "1月28日曾收于1323.69元" },
  ),
  wly("t", M, "tM", "technical", "晨会纪要｜五粮液：4月20日MACD金叉，收盘285元，距52周高点仍低约20%", [
    MACD("golden_cross", 10),
    CLOSE("285"),
    HI52({ v: "-20", cmp: "approx" }),
  ]),
  zs("u", A, "tN", "announcement", "【快讯】招商银行：拟发行不超过500亿元永续债补充其他一级资本", [
    U("招行公告只收录年报"),
  ]),
  byd("t", A, "fE", "quarterly", "业绩会纪要：公司坦言一季度净利率降至2.67%，毛利率为18.81%。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("gross_margin", "2026Q1", "18.81", "%"),
  ]),
  zs("t", A, "tS", "technical", "招行跌到38块多了，去年4月18日还是42.75，破净了还在跌", [
    CLOSE(undefined, "in", { lo: "38", hi: "39" }),
    CLOSE("42.75", "eq", { date: "2025-04-18" }),
    PE("2026Q1", "1", "lt", { per: "bps" }),
    RET(5, { dir: "down" }),
  ]),
];
