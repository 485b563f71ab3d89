// Voices that are not debate JSON points (路演 transcript lines, 公众号 summaries, app cards), filed under the role
// that would pass such text on; plus a few rebuttals that correct the other side.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ, PSUM } = H;
const { READ, POS52, MCNOW, SNAP, PAIR, IND, X, BIAS, SPAN, PE, EVN, LIN } = H;
const nd = H.maker("b22-vn", "300750");
const zs = H.maker("b22-vz", "600036");
const wl = H.maker("b22-vw", "000858");
const A = "2026-04-30";
const O = "2020-05-15";

export default [
  // 【AI速读】 app cards
  nd("t", A, "tS", "quarterly", "【AI速读】宁德时代Q1：营收1291亿(+52%)，归母207亿(+49%)，负债率62.3%。", [
    V("revenue", "2026Q1", "1291", "亿", "approx"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "49", cmp: "approx" }),
    V("debt_ratio", "2026Q1", "62.3", "%"),
  ]),
  zs(
    "f",
    A,
    "tS",
    "quarterly",
    "【AI速读】招商银行Q1：营收869亿(+3.8%)，归母379亿(+15%)，ROE 3.37%。",
    [
      V("revenue", "2026Q1", "869", "亿", "approx"),
      G("revenue", "2026Q1", { v: "3.8" }),
      V("net_profit", "2026Q1", "379", "亿", "approx"),
      G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "归母+1.52%" },
  ),
  wl(
    "f",
    A,
    "tS",
    "technical",
    "【AI速读】五粮液收97.08元｜RSI 28｜站上MA5｜52周位置0.2%",
    [CLOSE("97.08"), RSI("28", "approx"), MA(5, "above", { err: "technical" })],
    { err: "technical", note: "收盘低于MA5 99.42" },
  ),
  // 公众号 summaries
  nd(
    "f",
    A,
    "tN",
    "annual",
    "公众号速评：宁王2025年净赚722亿，同比大增超五成，创下历史新高。",
    [
      V("net_profit", "2025", "722", "亿", "approx"),
      G("net_profit", "2025", { v: "50", cmp: "gt", err: "overstatement" }),
      MAX("net_profit", "2025", ["2018", "2019", "2021", "2022", "2023", "2024", "2025"]),
    ],
    { err: "overstatement", note: "归母+42.3%" },
  ),
  zs("t", A, "tN", "annual", "一句话看招行年报：利润1501.81亿小增1.2%，ROE降到13.44%，负债率90.2%属银行常态。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", size: "小幅增长" }),
    V("roe", "2025", "13.44", "%"),
    V("debt_ratio", "2025", "90.2", "%"),
    IND("high_debt_is_normal"),
  ]),
  zs(
    "f",
    A,
    "tN",
    "technical",
    "公众号盘点：招行股价年内已跌超两成，破净程度进一步加深。",
    [PE("2025", "1", "lt", { per: "bps" }), SPAN("2025-12-31", { v: "-20", cmp: "lt", err: "overstatement" })],
    { err: "overstatement", note: "年初至今-9.1%" },
  ),
  wl("u", A, "tN", "annual", "公众号：五粮液2025年报营收和利润双降，分红率却提到七成。", [
    U("2020年后财报与分红未存储"),
  ]),
  // 路演 transcript lines
  nd(
    "f",
    A,
    "tM",
    "annual",
    "（业绩说明会）我们2025年研发投入超过200亿元，营收首次突破5000亿元。",
    [U("研发投入未存储"), V("revenue", "2025", "5000", "亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "营收4237.02亿" },
  ),
  nd("u", A, "tM", "annual", "（业绩说明会）管理层表示2026年钠离子电池将实现规模化量产。", [U("经营计划未存储")]),
  zs(
    "f",
    A,
    "tM",
    "annual",
    "（业绩说明会）招行2025年营业收入同比增长约1.2%，收入与利润同步。",
    [G("revenue", "2025", { v: "1.2", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营收+0.01%；1.2%是利润增速" },
  ),
  wl("t", O, "tM", "annual", "（股东大会）2019年公司营业收入跨过500亿元，净利润增长三成。", [
    V("operating_revenue", "2019", "500", "亿", "gt"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
  ]),
  // rebuttals correcting the other side
  nd(
    "f",
    A,
    "fT",
    "quarterly",
    "空方说一季度利润环比下滑，其实一季度归母净利润比2025年四季度还多约24亿元。",
    [D("net_profit", "2026Q1", { base: "2025S4", v: "24", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "207.38-231.67=-24.29亿" },
  ),
  zs("t", A, "fT", "annual", "多方称利润两位数增长不成立：2025年归母净利润只增长1.21%。", [
    G("net_profit", "2025", { v: "1.21" }),
  ]),
  wl(
    "f",
    O,
    "fT",
    "annual",
    "反驳空方：五粮液负债率不升反降，2019年比2018年下降约4个百分点。",
    [PP("debt_ratio", "2019", { v: "-4", cmp: "approx", dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "24.36%→28.48%，+4.12个百分点" },
  ),
  nd(
    "f",
    A,
    "fQ",
    "announcement",
    "多方提到的回购其实还没落地，公司至今未披露回购结果。",
    [EV("repurchase", false, { from: "2026-02-09", title: "回购结果", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月7日已公告回购结果" },
  ),
  zs("u", A, "fQ", "annual", "空方说招行零售贷款不良在上升，这一点年报数据能否支撑？需要看分项披露。", [
    U("零售不良率未存储"),
  ]),
  nd(
    "f",
    A,
    "tP",
    "valuation",
    "组合结论：一季度归母净利润同比增长48.5%，盈利端已开始恶化，建议先减仓。",
    [READ(G("net_profit", "2026Q1", { v: "48.5" }), "negative", { err: "stance" })],
    { err: "stance", note: "利润大增被读作恶化" },
  ),
];
