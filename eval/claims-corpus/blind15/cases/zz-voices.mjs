// Writers who are not debate JSON points: a 路演 / 业绩会 transcript line, a 公众号 summary, an app's card. Filed under
// the role that would pass such text on (新闻分析师, 情绪分析师, 报告合成师).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, RSI, MACD, MA, LO52, HI52, VOLR, CLOSE, U, D } = H;
const mt = H.maker("b15-vo-mt", "600519");
const zs = H.maker("b15-vo-zs", "600036");
const sh = H.maker("b15-vo-sh", "600028");
const wl = H.maker("b15-vo-wl", "000858");
const A = "2026-04-30";

export default [
  mt(
    "f",
    A,
    "tN",
    "annual",
    "（业绩说明会实录）董秘：2025年公司实现归母净利润823.2亿元，同比增长4.5%，经营稳中有进。",
    [V("net_profit", "2025", "823.2"), G("net_profit", "2025", { v: "4.5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-4.53%" },
  ),
  zs("t", A, "fS", "annual", "【一图看懂招行年报】营收3375亿元基本持平｜归母净利润1502亿元，+1.2%｜ROE 13.44%", [
    V("revenue", "2025", "3375", "亿", "approx"),
    G("revenue", "2025", { size: "基本持平" }),
    V("net_profit", "2025", "1502", "亿", "approx"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("roe", "2025", "13.44", "%"),
  ]),
  mt(
    "f",
    A,
    "fSy",
    "quarterly",
    "【AI速读】贵州茅台2026Q1｜营收539.09亿元，同比+6.5%｜经营现金流269.1亿元，同比-67%",
    [
      V("operating_revenue", "2026Q1", "539.09"),
      G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
      V("operating_cash_flow", "2026Q1", "269.1"),
      G("operating_cash_flow", "2026Q1", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "269.10/88.09，同比+205%" },
  ),
  sh("t", A, "tN", "annual", "（路演纪要）管理层：2024年研发投入152亿元，比2020年增加了约五成，转型投入没有停。", [
    V("research_expense", "2024", "152", "亿", "approx"),
    G("research_expense", "2024", { base: "2020", v: "50", cmp: "approx" }),
  ]),
  wl(
    "f",
    "2020-05-15",
    "fS",
    "annual",
    "五粮液2019年报速览：营收破500亿，净利润174亿元增三成，资产负债率降至28.48%。",
    [
      V("operating_revenue", "2019", "500", "亿", "gt"),
      V("net_profit", "2019", "174", "亿", "approx"),
      G("net_profit", "2019", { v: "30", cmp: "approx" }),
      V("debt_ratio", "2019", "28.48", "%"),
      PP("debt_ratio", "2019", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "负债率由24.36%升至28.48%" },
  ),
  zs("t", A, "tS", "technical", "【个股卡片】招商银行 收盘38.27｜52周区间37.31—48.55｜年初至今-9.1%｜RSI 36", [
    CLOSE("38.27"),
    LO52({ cond: "level", v: "37.31" }),
    HI52({ cond: "level", v: "48.55" }),
    RET("2025-12-31", { v: "-9.1", cmp: "approx" }),
    RSI("36", "approx"),
  ]),
  mt(
    "u",
    "2025-10-31",
    "fS",
    "quarterly",
    "三季报点评：前三季度净利润+6.2%，Q3单季净利润192亿元，同比增长超10%，环比回暖。",
    [
      G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
      V("net_profit", "2025S3", "192", "亿", "approx"),
      U("2024年三季度单季未存储，单季同比无法核验"),
    ],
  ),
  zs("u", A, "tN", "undecidable", "（业绩会）行长表示一季度净息差已企稳，预计2026年全年营收实现正增长。", [
    U("净息差与管理层指引未存储"),
  ]),
  sh("u", A, "tS", "annual", "【AI速读】中国石化｜2025年归母净利润同比-16.8%｜静态PE约13倍", [
    U("中国石化FY2025未存储"),
  ]),
  wl(
    "f",
    A,
    "fS",
    "technical",
    "五粮液股价较2020年末的291.85元已跌去约四分之三，估值泡沫彻底出清。",
    [RET("2020-12-31", { v: "-75", cmp: "approx", err: "overstatement" })],
    { err: "overstatement", note: "自2020年末-66.74%，约三分之二" },
  ),
  mt(
    "u",
    "2025-04-30",
    "tN",
    "annual",
    "（股东大会）公司2024年营业总收入1741.44亿元，同比增长15.7%，顺利完成年度目标。",
    [V("revenue", "2024", "1741.44"), G("revenue", "2024", { v: "15.7", cmp: "approx" }), U("年度经营目标未存储")],
  ),
  zs(
    "f",
    "2025-09-05",
    "fS",
    "quarterly",
    "招行中报：上半年营收1699.69亿元，同比-1.7%；二季度单季营收同比已转正，拐点初现。",
    [
      V("revenue", "2025H1", "1699.69"),
      G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
      G("revenue", "2025S2", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "二季度单季同比-0.36%" },
  ),
  mt("t", "2025-09-05", "tS", "technical", "【技术面】茅台 收盘1483元｜MACD金叉后运行｜站上60日线｜20日量比约1.5", [
    CLOSE("1483"),
    MACD("dif_above_dea"),
    MA(60, "above"),
    VOLR({ v: "1.5", cmp: "approx" }),
  ]),
];
