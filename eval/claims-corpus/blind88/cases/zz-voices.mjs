// Writers who are not debate JSON points: 快讯 / 公众号 headlines, 研报 titles, AI 诊股 cards, 雪球 / 股吧 posts,
// 晨会纪要, 业绩会纪要, filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, X, RET, CLOSE, MA, MAORDER, RSI, MACD, VOL, EV, U, PE, MCNOW, IND, UP, DOWN, POS52, PAIR } = H;
const vo = (t) =>
  H.maker(
    `b88-vo-${t}`,
    { mt: "600519", zs: "600036", nd: "300750", byd: "002594", sh: "600028", pa: "601318", wl: "000858" }[t],
  );
const mt = vo("mt");
const zs = vo("zs");
const nd = vo("nd");
const byd = vo("byd");
const sh = vo("sh");
const pa = vo("pa");
const wl = vo("wl");
const A = "2026-04-30";

export default [
  mt("t", A, "tN", "annual", "【快讯】贵州茅台：2025年归母净利润823.2亿元，同比下降4.53%", [
    V("net_profit", "2025", "823.2"),
    G("net_profit", "2025", { v: "-4.53" }),
  ]),
  mt("t", A, "tF", "annual", "茅台年报点评：营收多年来首次下降1.2%，分红付现超过经营现金流", [
    UP("revenue", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    PAIR("dividends_interest_paid", "2025", undefined, { metric2: "operating_cash_flow", mode: "gt" }),
  ]),
  mt("t", A, "tT", "technical", "【AI诊股】贵州茅台｜均线空头排列｜RSI 39.6｜4月17日MACD死叉", [
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("39.6", "approx"),
    MACD("death_cross", 10),
  ]),
  mt("t", A, "tM", "quarterly", "晨会纪要｜食品饮料：茅台一季度净利增1.5%，经营现金流约为去年同期3倍，维持推荐", [
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
  ]),
  mt("u", A, "fE", "undecidable", "股东大会纪要：管理层表示2026年营收目标为增长约5%。", [U("经营目标")]),
  zs("t", A, "tF", "annual", "招商银行2025年报点评：营收基本持平，净利润增长1.2%，ROE降至13.44%", [
    G("revenue", "2025", { size: "基本持平" }),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("roe", "2025", "13.44", "%"),
    G("roe", "2025", { dir: "down" }),
  ]),
  zs("t", A, "tN", "quarterly", "快讯｜招商银行：一季度归母净利润378.52亿元，同比增长1.52%", [
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
  ]),
  zs("u", A, "tS", "undecidable", "雪球｜招行股息率超6%，跌到38块就是送钱，继续攒股。", [
    CLOSE("38", "approx"),
    U("每股分红未存储"),
  ]),
  zs("t", A, "tM", "industry", "晨会｜银行：招行破净，PB约0.85倍，资产负债率约90%属银行正常水平。", [
    PE("2026Q1", "1", "lt", { per: "bps" }),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    V("debt_ratio", "2025", "90", "%", "approx"),
    IND("high_debt_is_normal"),
  ]),
  nd(
    "f",
    A,
    "tN",
    "quarterly",
    "重磅！宁德时代一季度净利207亿，同比暴增148%！",
    [
      V("net_profit", "2026Q1", "207", "亿", "approx"),
      G("net_profit", "2026Q1", { v: "148", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+48.5%" },
  ),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "【AI速评】宁德时代：股价站稳全部均线，短线强势延续",
    [MA(5, "above", { err: "technical" }), MA(10, "above", { err: "technical" })],
    { err: "technical", note: "收盘在MA5、MA10之下" },
  ),
  nd("u", A, "fE", "annual", "业绩说明会：2025年经营现金流1332亿元，资本开支约423亿元，分红比例将保持50%。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    V("capex", "2025", "423", "亿", "approx"),
    U("分红计划"),
  ]),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "宁德时代2026年中期分红实施方案已经落地，派息在即！",
    [EV("dividend", true, { from: "2026-02-09", title: "中期.*实施|实施.*中期", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "3月10日仅为授权董事会制定中期分红方案" },
  ),
  byd("t", A, "tS", "quarterly", "股吧：比亚迪一季度才赚40亿，比去年同期少了一半多，这还怎么拿？", [
    V("net_profit", "2026Q1", "40", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  byd("u", A, "fE", "undecidable", "业绩会纪要：2025年营收8039.65亿元，海外收入占比提升至约25%。", [
    V("revenue", "2025", "8039.65"),
    U("海外收入未存储"),
  ]),
  byd("t", A, "tM", "quarterly", "晨会｜汽车：比亚迪2025年净利同比下滑19%，四季度单季利润同比降38%。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
  ]),
  byd("t", A, "tS", "technical", "雪球｜比亚迪缩量横盘，均线多头排列，这里不上车等什么？", [
    VOL("shrink"),
    RET(20, { dir: "flat" }),
    MAORDER([5, 10, 20, 60, 120], "bull"),
  ]),
  sh("t", A, "tN", "annual", "中石化2024年净利503亿，连跌三年，三年少赚近三成！", [
    V("net_profit", "2024", "503", "亿", "approx"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    G("net_profit", "2024", { base: "2021", v: "-30", cmp: "near" }),
  ]),
  sh("t", A, "tT", "technical", "【智能诊股】中国石化｜RSI 30.0 超卖边缘｜处于52周低位｜缩量", [
    RSI("30.0"),
    POS52({ v: "20", cmp: "le" }),
    VOL("shrink"),
  ]),
  pa("t", A, "tS", "valuation", "雪球｜平安今年跌了13%，但市盈率才8倍左右，负债率九成是保险的正常水平。", [
    RET("2025-12-31", { v: "-13", cmp: "approx" }),
    MCNOW("2025", "8"),
    V("debt_ratio", "2025", "90", "%", "approx"),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    A,
    "tF",
    "annual",
    "中国平安年报点评：归母净利润同比+6.5%，经营现金流翻倍",
    [
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      G("operating_cash_flow", "2025", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+72.2%" },
  ),
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "快讯｜中国平安4月公告注销已回购股份，完成股本变更。",
    [EV("repurchase", true, { from: "2026-04-01", title: "注销", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "注销公告在2025年" },
  ),
  pa("u", A, "tS", "quarterly", "股吧：平安一季度赚了250亿，比去年一季度还多，稳了。", [
    V("net_profit", "2026Q1", "250", "亿", "approx"),
    G("net_profit", "2026Q1", { dir: "up" }),
  ]),
  wl(
    "f",
    A,
    "tS",
    "technical",
    "股吧：五粮液跌到97块，一年跌了四成多，割肉离场了。",
    [CLOSE("97", "approx"), RET(250, { v: "-40", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "近250日-26.3%" },
  ),
];
