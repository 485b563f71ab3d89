// Writers who are not debate JSON points: 快讯 and 公众号 headlines (passed on by the news analyst), 研报 titles
// (fundamentals analyst), AI 诊股 / 速评 cards (technical analyst), 雪球 / 股吧 posts (sentiment analysts), 晨会纪要
// (research manager), 业绩会纪要 (FinDebate earnings analyst). All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, POS52, VOL, SPAN, EV, U, GDIFF, QOQ } = H;
const mt = H.maker("b85-vo-mt", "600519");
const cm = H.maker("b85-vo-cm", "600036");
const nd = H.maker("b85-vo-nd", "300750");
const yd = H.maker("b85-vo-yd", "002594");
const pa = H.maker("b85-vo-pa", "601318");
const sh = H.maker("b85-vo-sh", "600028");
const wl = H.maker("b85-vo-wl", "000858");
const A = "2026-04-30";

export default [
  cm(
    "t",
    A,
    "tN",
    "quarterly",
    "【快讯】招商银行一季度营收869.40亿元，同比增长3.81%；归母净利润378.52亿元，同比增长1.52%。",
    [
      V("revenue", "2026Q1", "869.40"),
      G("revenue", "2026Q1", { v: "3.81" }),
      V("net_profit", "2026Q1", "378.52"),
      G("net_profit", "2026Q1", { v: "1.52" }),
    ],
  ),
  mt(
    "f",
    A,
    "tN",
    "annual",
    "重磅！茅台2025年归母净利润跌破800亿元",
    [V("net_profit", "2025", "800", "亿", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "823.20亿元" },
  ),
  nd("t", A, "tF", "annual", "宁德时代2025年报点评：归母净利722亿元同比+42%，净利率升至18.12%", [
    V("net_profit", "2025", "722", "亿", "approx"),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { dir: "up" }),
  ]),
  yd(
    "f",
    A,
    "tF",
    "annual",
    "比亚迪年报点评：全年归母净利润同比-9%，四季度单季利润环比改善",
    [
      G("net_profit", "2025", { v: "-9", cmp: "approx", err: "wrong_value" }),
      QOQ("net_profit", "2025S4", "2025S3", { dir: "up" }),
    ],
    { err: "wrong_value", note: "同比-19.0%" },
  ),
  wl("t", A, "tT", "technical", "【AI诊股】五粮液 综合：偏弱｜收盘97.08｜RSI14 28.4｜DIF在DEA下方｜均线空头排列", [
    CLOSE("97.08"),
    RSI("28.4", "approx"),
    MACD("dif_below_dea", 0),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】宁德时代 技术面：MACD金叉向上｜站上20日线｜RSI 56",
    [MACD("dif_above_dea", 0, { err: "technical" }), MA(20, "above"), RSI("56", "approx")],
    { err: "technical", note: "4月28日死叉，DIF<DEA" },
  ),
  pa("u", A, "tS", "undecidable", "平安这个价位股息率接近5%，拿着吃息就行，比存银行强多了。", [
    U("每股分红与股息率不在数据中"),
  ]),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "石化又跌了，近20天跌了快两成，RSI都30了还不反弹",
    [RET(20, { v: "-20", cmp: "near", err: "wrong_magnitude" }), RSI("30", "approx")],
    { err: "wrong_magnitude", note: "近20日-8.5%" },
  ),
  yd("t", A, "fS", "technical", "比亚迪今年以来涨了5个多点，最近量缩得厉害，等放量再说", [
    SPAN("2025-12-31", { v: "5", cmp: "gt" }),
    SPAN("2025-12-31", { v: "6", cmp: "lt" }),
    VOL("shrink_strong"),
  ]),
  cm("t", A, "tM", "annual", "晨会纪要｜招行：25年归母净利1501.81亿元(+1.2%)，ROE 13.44%，维持增持", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("roe", "2025", "13.44", "%"),
  ]),
  sh("u", A, "tM", "undecidable", "晨会纪要｜中石化：预计2025年归母净利约420亿元，下调目标价至6元", [
    U("FY2025未存储、目标价"),
  ]),
  mt("u", A, "fE", "undecidable", "业绩会纪要：管理层称2026年营收目标增长约3%，渠道库存已回到良性水平。", [
    U("经营目标与渠道库存"),
  ]),
  nd("t", A, "fE", "annual", "业绩会纪要：公司介绍2025年经营性现金流约1332亿元，资本开支约423亿元。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    V("capex", "2025", "423", "亿", "approx"),
  ]),
  pa(
    "f",
    A,
    "tN",
    "annual",
    "【快讯】中国平安2025年归母净利润1347.78亿元，同比增长16.5%。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "16.5", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+6.45%" },
  ),
  yd("t", A, "tN", "announcement", "比亚迪2025年度利润分配方案出炉", [
    EV("dividend", true, { from: "2026-03-01", title: "2025年度" }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "刚刚，宁德时代宣布拟向特定对象发行A股，加码海外基地",
    [EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无定增公告" },
  ),
  mt("t", A, "tS", "technical", "茅台1384块，离一年低点1322不到5%，离1645的高点跌了快16%，慢慢建仓", [
    CLOSE("1384", "approx"),
    LO52({ cond: "level", v: "1322", cmp: "approx" }),
    LO52({ v: "5", cmp: "lt" }),
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "near" }),
  ]),
  cm(
    "f",
    A,
    "tF",
    "quarterly",
    "【一季报速读】招商银行单季归母净利润378.52亿元，环比四季度有所下降",
    [
      V("net_profit", "2026Q1", "378.52"),
      QOQ("net_profit", "2026Q1", "2025S4", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "364.09→378.52，环比+4.0%" },
  ),
  pa("t", A, "tM", "quarterly", "晨会速递——平安一季度归母净利润250.22亿元，一季度末负债率89.90%", [
    V("net_profit", "2026Q1", "250.22"),
    V("debt_ratio", "2026Q1", "89.90", "%"),
  ]),
  cm("t", A, "tT", "technical", "【AI速评】招商银行 38.27元｜52周位置约8.5%｜MACD 4/27死叉｜量能温和放大", [
    CLOSE("38.27"),
    POS52({ v: "8.5", cmp: "approx" }),
    MACD("death_cross", 4),
    VOL("expand"),
  ]),
  wl(
    "f",
    A,
    "fS",
    "technical",
    "五粮液从2020年底的291块跌到现在97块，跌了快一半了",
    [
      CLOSE("97", "approx"),
      CLOSE("291", "approx", { date: "2020-12-31" }),
      SPAN("2020-12-31", { v: "-50", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "跌了约三分之二" },
  ),
  sh("u", A, "tF", "undecidable", "中国石化深度：炼化一体化+高分红，给予2026年目标PE 12倍", [U("目标估值")]),
  mt("t", A, "tN", "quarterly", "【公告速递】贵州茅台一季度归母净利润272.43亿元，经营现金流净额269.10亿元", [
    V("net_profit", "2026Q1", "272.43"),
    V("operating_cash_flow", "2026Q1", "269.10"),
  ]),
  nd("u", A, "tS", "undecidable", "宁德一季度储能出货同比翻倍，听说Q2排产环比再增两成", [U("出货量与排产")]),
  yd("t", A, "fS", "technical", "【舆情速览】比亚迪：近5日涨3.0%，近60日涨12.2%", [
    RET(5, { v: "3.0" }),
    RET(60, { v: "12.2" }),
  ]),
  yd(
    "f",
    A,
    "fE",
    "annual",
    "业绩说明会上，公司称2025年毛利率17.74%，较上年提升约1.7个百分点。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      PP("gross_margin", "2025", { v: "1.7", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "19.44→17.74，下降1.7个百分点" },
  ),
];
