// Writers who are not debate JSON points: wire flashes, 公众号 headlines, 研报 titles, 诊股 cards, forum posts, 晨会 and
// 业绩会 minutes; filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, MAX, RET, CLOSE, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, SPAN, LIN } = H;
const mt = H.maker("b58-vo-mt", "600519");
const nd = H.maker("b58-vo-nd", "300750");
const yd = H.maker("b58-vo-yd", "002594");
const zs = H.maker("b58-vo-zs", "600036");
const pa = H.maker("b58-vo-pa", "601318");
const sh = H.maker("b58-vo-sh", "600028");
const wl = H.maker("b58-vo-wl", "000858");
const A = "2026-04-30";

export default [
  mt("t", A, "tN", "annual", "【快讯】贵州茅台2025年归母净利润823.2亿元，同比下降4.53%。", [
    V("net_profit", "2025", "823.2"),
    G("net_profit", "2025", { v: "-4.53" }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】宁德时代一季度营收1291.31亿元，同比增长42.45%。",
    [V("revenue", "2026Q1", "1291.31"), G("revenue", "2026Q1", { v: "42.45", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+52.45%" },
  ),
  wl("t", A, "tS", "technical", "五粮液都跌到97块了，比去年底105.94还低8个多点，RSI都28了，谁来接？", [
    CLOSE("97.08"),
    CLOSE("105.94", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "-8", cmp: "lt" }),
    RSI("28", "approx"),
  ]),
  pa("u", A, "tS", "undecidable", "听说平安下半年要大幅提高中期分红比例，老股东这回稳了。", [
    U("传闻，未来分红不在数据内"),
  ]),
  zs("t", A, "fS", "quarterly", "招行一季报：营收869亿、净利378亿，双双正增长！", [
    V("revenue", "2026Q1", "869", "亿", "approx"),
    V("net_profit", "2026Q1", "378", "亿", "approx"),
    G("revenue", "2026Q1", { dir: "up" }),
    G("net_profit", "2026Q1", { dir: "up" }),
  ]),
  yd(
    "f",
    A,
    "fS",
    "annual",
    "比亚迪2025年营收8039亿，再创新高、同比大增！",
    [
      V("revenue", "2025", "8039", "亿", "approx"),
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
      G("revenue", "2025", { size: "大增", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+3.46%" },
  ),
  nd("t", A, "fM", "annual", "宁德时代2025年报点评：净利率升至18.12%，毛利率提升1.83pct", [
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { dir: "up" }),
    PP("gross_margin", "2025", { v: "1.83" }),
  ]),
  sh(
    "f",
    A,
    "fM",
    "annual",
    "中国石化2024年报点评：净利润503亿元同比降16.8%，研发投入139.69亿元",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
      V("research_expense", "2024", "139.69", "亿", "eq", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "139.69亿是2023年；2024年152.15亿" },
  ),
  yd("t", A, "tT", "technical", "【AI诊股】比亚迪 收盘102.98｜MA5/10/20多头排列｜RSI 52.4 中性", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20], "bull"),
    RSI("52.4", "approx"),
  ]),
  mt(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】贵州茅台 RSI 39.6｜MACD红柱放大｜均线空头排列",
    [RSI("39.6", "approx"), MACD("dif_above_dea", 0, { err: "technical" }), MAORDER([5, 10, 20, 60], "bear")],
    { err: "technical" },
  ),
  pa("t", A, "tN", "announcement", "晨会：平安3月27日发布2025年年度利润分配方案，全年归母净利1347.78亿元。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
    V("net_profit", "2025", "1347.78"),
  ]),
  nd("u", A, "tN", "undecidable", "业绩会：管理层称2026年海外产能利用率将超过八成。", [U("管理层展望不在数据内")]),
  mt("t", A, "tM", "annual", "业绩会纪要：2025年经营现金流615.22亿元，资本开支31.28亿元，自由现金流约584亿。", [
    V("operating_cash_flow", "2025", "615.22"),
    V("capex", "2025", "31.28"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
  ]),
  zs(
    "f",
    A,
    "tS",
    "technical",
    "招行跌到38块多，一年来最低，彻底破位了！",
    [CLOSE("38.27"), LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周低点37.31" },
  ),
  sh("t", A, "tN", "technical", "【快讯】中国石化收于5.39元，近60个交易日累计下跌15.38%。", [
    CLOSE("5.39"),
    RET(60, { v: "-15.38" }),
  ]),
  yd("u", A, "fS", "undecidable", "比亚迪4月销量同比增长两成，海外占比超过三成。", [U("月度销量未存储")]),
  pa("t", A, "fM", "annual", "中国平安：利润稳步回升，2024、2025年归母净利分别为1266.07亿、1347.78亿元", [
    V("net_profit", "2024", "1266.07"),
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { dir: "up" }),
  ]),
  zs(
    "f",
    A,
    "fM",
    "annual",
    "招商银行2025年报：归母净利润1501.81亿元，较2022年增长1.2%",
    [
      V("net_profit", "2025", "1501.81"),
      G("net_profit", "2025", { base: "2022", v: "1.2", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2022年+8.8%" },
  ),
  nd("t", A, "tS", "technical", "宁德一年快翻倍了，225涨到436，离460的高点也就差5%。", [
    RET(250, { size: "接近翻倍" }),
    CLOSE("436"),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "【快讯】中国平安公告2026年A股回购方案。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  sh("t", A, "tT", "technical", "【诊股】中国石化 RSI 30.0｜距52周低点2.3%｜量能萎缩", [
    RSI("30.0"),
    LO52({ v: "2.3", cmp: "approx" }),
    VOL("shrink"),
  ]),
  wl("t", A, "fS", "annual", "五粮液2019年报回顾：营收首破500亿，净利174亿，ROE 25.26%", [
    V("operating_revenue", "2019", "500", "亿", "gt"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    V("net_profit", "2019", "174", "亿", "approx"),
    V("roe", "2019", "25.26", "%"),
  ]),
  yd(
    "f",
    A,
    "tN",
    "annual",
    "晨会：比亚迪2025年经营现金流1334.54亿元，资本开支1568亿元。",
    [
      V("operating_cash_flow", "2025", "1334.54", "亿", "eq", { err: "wrong_period" }),
      V("capex", "2025", "1568", "亿", "approx"),
    ],
    { err: "wrong_period", note: "1334.54亿是2024年；2025年591.36亿" },
  ),
  zs("t", A, "tNe", "quarterly", "业绩会：一季末每股净资产44.90元，较年初增长约3.4%。", [
    V("bps", "2026Q1", "44.90", "元"),
    G("bps", "2026Q1", { base: "2025", v: "3.4", cmp: "approx" }),
  ]),
  mt("u", A, "tN", "undecidable", "【快讯】茅台上调飞天出厂价，自2026年二季度起执行。", [U("价格调整不在数据内")]),
];
