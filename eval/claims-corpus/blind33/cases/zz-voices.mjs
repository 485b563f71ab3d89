// Writers who are not debate JSON points: 路演 transcript, 公众号摘要, 【诊股】 cards, a broker's morning note.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, CLOSE, MA, RSI, MACD, RET, SPAN, U, MCNOW, HI52, EV } = H;
const n = H.maker("b33-vc-nd", "300750");
const p = H.maker("b33-vc-pa", "601318");
const w = H.maker("b33-vc-wl", "000858");
const A = "2026-04-30";

export default [
  n("t", A, "tN", "annual", "【路演纪要】管理层：“2025年我们实现营收4237亿、归母净利722亿，经营现金流1332亿。”", [
    V("revenue", "2025", "4237", "亿", "approx"),
    V("net_profit", "2025", "722", "亿", "approx"),
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
  ]),
  n(
    "f",
    A,
    "tN",
    "annual",
    "【公众号摘要】宁王2025年赚了722亿，净利率首次突破20%！",
    [V("net_profit", "2025", "722", "亿", "approx"), V("net_margin", "2025", "20", "%", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "净利率18.12%" },
  ),
  n("t", A, "tT", "technical", "【诊股】宁德时代 收盘436.00｜MA20 425.02 上方｜RSI 56.0｜MACD 死叉（4/28）", [
    CLOSE("436.00"),
    MA(20, "above"),
    RSI("56.0"),
    MACD("dead_cross", 3),
  ]),
  n(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】宁德时代｜技术评分：强势｜股价创52周新高｜量能放大",
    [HI52({ cond: "new_high", err: "technical" }), H.VOL("expand")],
    { err: "technical", note: "距52周高点-5.22%" },
  ),
  n("u", A, "tS", "undecidable", "【股吧热帖】宁王今天又被机构砸了，主力净流出30亿，散户还在接。", [
    U("主力资金流向不在数据中"),
  ]),
  n(
    "f",
    A,
    "tN",
    "quarterly",
    "晨会速递：宁德时代Q1营收1291亿元（+52%），归母净利207亿元（+58%），超市场预期。",
    [
      G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "58", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "净利+48.5%" },
  ),
  p("t", A, "tN", "annual", "【公众号摘要】平安2025年归母净利1348亿元，同比+6.5%；经营现金流6586亿元，同比+72%。", [
    V("net_profit", "2025", "1348", "亿", "approx"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
  ]),
  p(
    "f",
    A,
    "tT",
    "technical",
    "平安今年以来涨了13.2%，收盘59.37元还站在年线上，雪球上不少人偏多看待。",
    [CLOSE("59.37"), SPAN("2025-12-31", { v: "13.2", err: "wrong_direction" }), MA(250, "above")],
    { err: "wrong_direction", note: "年内-13.20%" },
  ),
  p("u", A, "tN", "undecidable", "【业绩会实录】董秘：“寿险新业务价值连续三个季度双位数增长。”", [U("NBV不在数据中")]),
  p("t", A, "tN", "announcement", "【公告速览】3月27日中国平安披露2025年年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
  ]),
  p(
    "f",
    A,
    "tN",
    "valuation",
    "券商晨报：按2025年利润计，平安PE仅5倍出头，处于历史底部。",
    [MCNOW("2025", "5.5", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "按2025年利润约8.0倍" },
  ),
  w("t", "2020-05-15", "tN", "annual", "据年报，五粮液去年营收501亿元、净利174亿元，双双刷新历史纪录。", [
    V("operating_revenue", "2019", "501", "亿", "approx"),
    V("net_profit", "2019", "174", "亿", "approx"),
    H.MAX("operating_revenue", "2019", ["2015", "2016", "2017", "2018", "2019"]),
    H.MAX("net_profit", "2019", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  w(
    "f",
    A,
    "tT",
    "technical",
    "五粮液今天收于97.08元，MACD已经金叉，盘后看短线反弹可期。",
    [CLOSE("97.08"), MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "4月20日死叉，此后未金叉" },
  ),
  w("u", A, "tN", "undecidable", "【渠道调研】普五一批价跌破800元，部分经销商已倒挂。", [U("批价不在数据中")]),
];
