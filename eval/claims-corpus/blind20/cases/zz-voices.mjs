// Voices that are not debate JSON points: 业绩说明会 / 路演 minutes, 公众号 summaries, app cards, a 晨会 line, a
// 雪球-style post. Filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, UP, DOWN, RET, CLOSE, MA, RSI, MACD, U, X, PAIR, MCNOW, CAGR, EV } = H;
const mt = H.maker("b20-vo-mt", "600519");
const byd = H.maker("b20-vo-byd", "002594");
const cmb = H.maker("b20-vo-cmb", "600036");
const wly = H.maker("b20-vo-wly", "000858");
const A = "2026-04-30";

export default [
  cmb(
    "t",
    A,
    "tN",
    "annual",
    "【业绩说明会纪要】管理层：2025年归母净利润1501.81亿元，同比增1.21%，2019年以来年年正增长。",
    [
      V("net_profit", "2025", "1501.81"),
      G("net_profit", "2025", { v: "1.21" }),
      UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    ],
  ),
  mt("t", A, "tN", "annual", "一图读懂茅台年报｜营收1721亿、净利823亿、经营现金流615亿，三项全部同比下滑。", [
    V("revenue", "2025", "1721", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    V("operating_cash_flow", "2025", "615", "亿", "approx"),
    G("revenue", "2025", { dir: "down" }),
    G("net_profit", "2025", { dir: "down" }),
    G("operating_cash_flow", "2025", { dir: "down" }),
  ]),
  byd(
    "f",
    A,
    "tN",
    "quarterly",
    "【AI速读】比亚迪Q1：营收1502亿(-11.8%)，净利40.85亿，毛利率18.81%(同比+1.3pct)",
    [
      V("revenue", "2026Q1", "1502", "亿", "approx"),
      G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
      V("net_profit", "2026Q1", "40.85"),
      V("gross_margin", "2026Q1", "18.81", "%"),
      PP("gross_margin", "2026Q1", { base: "2025Q1", v: "1.3", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-1.26pct；较2025全年+1.07pct" },
  ),
  wly("t", "2020-05-15", "tN", "annual", "五粮液2019年报速览：营收破500亿、净利润174亿，增速双双超过25%。", [
    V("operating_revenue", "2019", "500", "亿", "gt"),
    V("net_profit", "2019", "174", "亿", "approx"),
    G("operating_revenue", "2019", { v: "25", cmp: "gt" }),
    G("net_profit", "2019", { v: "25", cmp: "gt" }),
  ]),
  byd("u", A, "tN", "annual", "投资者交流纪要：公司称2025年资本开支增长约61%，主要投向匈牙利和巴西工厂。", [
    G("capex", "2025", { v: "61", cmp: "approx" }),
    U("资本开支投向未存储"),
  ]),
  cmb("t", A, "tN", "quarterly", "晨会要点｜招行一季度营收+3.8%、归母净利+1.5%，单季ROE3.37%，同比下降0.16pct。", [
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    V("roe", "2026Q1", "3.37", "%"),
    PP("roe", "2026Q1", { base: "2025Q1", v: "-0.16" }),
  ]),
  mt("t", A, "tS", "valuation", "雪球热帖：茅台跌到1385元，按去年利润算PE才21倍出头，这价位还不敢买？", [
    CLOSE("1385", "approx"),
    MCNOW("2025", "21", "gt"),
    MCNOW("2025", "22", "lt"),
  ]),
  mt(
    "f",
    A,
    "tT",
    "technical",
    "【技术面速览】贵州茅台：站上20日线，RSI约40，短期多头格局确立。",
    [MA(20, "above", { err: "technical" }), RSI("40", "approx")],
    { err: "technical", note: "收盘1384.79在MA20 1433.56之下" },
  ),
  mt("u", "2025-04-30", "tN", "annual", "股东大会纪要：2024年归母净利润862亿元，董事会提出2025年营收增长9%的目标。", [
    V("net_profit", "2024", "862", "亿", "approx"),
    U("经营目标未存储"),
  ]),
  wly("u", A, "tN", "annual", "路演中公司表示，一季度批价企稳、渠道库存已降至两个月以内。", [
    U("批价与渠道库存未存储"),
  ]),
  byd("t", A, "tN", "annual", "新能源双雄年报PK：宁德时代2025年净利722亿元，约为比亚迪的2.2倍。", [
    V("net_profit", "2025", "722", "亿", "approx", { t: "300750" }),
    PAIR("net_profit", "2025", "002594", { t: "300750", v: "2.2", cmp: "approx" }),
  ]),
  cmb(
    "f",
    A,
    "tN",
    "annual",
    "财经号：招行2025年净利润1502亿，被中国平安以1348亿反超，银行龙头地位旁落。",
    [
      V("net_profit", "2025", "1502", "亿", "approx"),
      V("net_profit", "2025", "1348", "亿", "approx", { t: "601318" }),
      PAIR("net_profit", "2025", "600036", { t: "601318", mode: "gt", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "平安1347.78低于招行1501.81，谈不上反超" },
  ),
];
