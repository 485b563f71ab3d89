// Rebuttals that quote the other side's figure before correcting it, risk debaters, vote lenses and rulings.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, EV, U, IND, QOQ, MCNOW } = H;
const mt = H.maker("b49-rb-mt", "600519");
const zs = H.maker("b49-rb-zs", "600036");
const nd = H.maker("b49-rb-nd", "300750");
const yd = H.maker("b49-rb-yd", "002594");
const pa = H.maker("b49-rb-pa", "601318");
const sh = H.maker("b49-rb-sh", "600028");
const A = "2026-04-30";

export default [
  mt(
    "t",
    A,
    "bear",
    "annual",
    "多方说\u201c利润依旧增长\u201d，可2025年归母净利是823.2亿元，比2024年的862.3亿少了约39亿。",
    [
      V("net_profit", "2025", "823.2"),
      V("net_profit", "2024", "862.3"),
      H.D("net_profit", "2025", { v: "-39", cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    A,
    "bull",
    "quarterly",
    "空方拿全年利润下滑说事，但一季度归母净利272.4亿元、同比增长约15%，拐点已经确认。",
    [V("net_profit", "2026Q1", "272.4"), G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+1.47%" },
  ),
  zs(
    "t",
    A,
    "fT",
    "industry",
    "质疑方称负债率90%是隐患，但招行90.2%的负债率在银行业再正常不过，且与2024年的89.85%相差无几。",
    [
      V("debt_ratio", "2025", "90.2", "%"),
      IND("high_debt_is_normal"),
      V("debt_ratio", "2024", "89.85", "%"),
      PP("debt_ratio", "2025", { v: "0.5", cmp: "lt" }),
    ],
  ),
  zs(
    "f",
    A,
    "tB",
    "technical",
    "空头强调破位，但股价38.27元仍站在20日均线之上，回踩不破就是买点。",
    [CLOSE("38.27"), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "MA20 39.41，收盘在其下" },
  ),
  nd(
    "t",
    A,
    "fT",
    "annual",
    "对方说\u201c营收连年高增\u201d并不准确：2024年营收3620亿元，同比下滑9.7%，2025年才回到4237亿。",
    [
      V("revenue", "2024", "3620", "亿", "approx"),
      G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
      V("revenue", "2025", "4237", "亿", "approx"),
    ],
  ),
  nd(
    "f",
    A,
    "tC",
    "valuation",
    "激进方只看增速，可按2025年净利算PE已经约40倍，估值没有安全边际。",
    [MCNOW("2025", "40", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE约27.5倍" },
  ),
  yd(
    "t",
    A,
    "tNe",
    "quarterly",
    "双方都有道理：营收一季度同比降11.8%是事实，但毛利率18.81%较去年全年17.74%回升了约1个点。",
    [
      G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
      V("gross_margin", "2026Q1", "18.81", "%"),
      PP("gross_margin", "2026Q1", { base: "2025", v: "1", cmp: "approx" }),
    ],
  ),
  yd(
    "f",
    A,
    "tA",
    "annual",
    "保守方担心现金，但年末货币资金754亿元，比上年还多了约两成。",
    [
      V("cash", "2025", "754", "亿", "approx"),
      G("cash", "2025", { v: "20", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "货币资金同比-26.59%" },
  ),
  pa("t", A, "vF", "annual", "经营现金流6586亿元同比增72%，归母净利增6.5%，两者方向一致，投赞成票。", [
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
  ]),
  pa("t", A, "vT", "technical", "4月7日MACD金叉、收盘刚回到年线上方，但仍低于60日线，弃权。", [
    MACD("golden_cross", 20),
    H.MAX_CROSS(250, "up", 3),
    MA(250, "above"),
    MA(60, "below"),
  ]),
  sh("t", A, "vN", "announcement", "2024年年报于2025年3月24日发布，归母净利503.13亿元、同比降16.8%，偏空。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "tP",
    "technical",
    "综合来看，石化近60日已累计上涨约15%，动能仍在，维持增持。",
    [RET(60, { v: "15", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近60日-15.38%" },
  ),
  mt(
    "t",
    A,
    "fL",
    "technical",
    "裁定：空方的技术面证据成立——均线空头排列、MACD于4月17日死叉；多方的一季度现金流证据也成立。",
    [MAORDER([5, 10, 20, 60], "bear"), MACD("death_cross", 10), G("operating_cash_flow", "2026Q1", { dir: "up" })],
  ),
  zs("u", A, "tM", "undecidable", "多方称招行净息差好于同业，空方回应说其零售贷款不良率在上升，两者都缺少数据支持。", [
    U("净息差与不良率未存储"),
  ]),
];
