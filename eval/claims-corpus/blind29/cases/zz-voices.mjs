// Writers who are not debate JSON points, filed under the role that would pass such text on: a 【诊股】 card, a
// 公众号 annual-report digest, a 路演 transcript, sell-side titles, a wire flash, forum posts, an 【AI速读】 card,
// FinRobot-style steps, a board secretary's reply, a quant's signal log.
import * as H from "../spec-helpers.mjs";

const { V, G, R, CLOSE, MAORDER, RSI, HI52, HILO, SPAN, BRK, BIAS, U } = H;
const zs = H.maker("b29-vz", "600036");
const nd = H.maker("b29-vn", "300750");
const wl = H.maker("b29-vw", "000858");
const A = "2026-04-30";

export default [
  nd("t", A, "tT", "technical", "【诊股】宁德时代 收436.00元｜中长期均线多头｜RSI14 56｜距52周高点-5.2%｜趋势尚在", [
    CLOSE("436.00"),
    MAORDER([20, 60, 120, 250], "bull"),
    RSI("56", "approx"),
    HI52({ v: "-5.2", cmp: "approx" }),
  ]),
  zs("t", A, "tN", "annual", "年报速览｜招行2025：营收3375亿持平，归母净利1502亿增1.2%，ROE降至13.44%。", [
    V("revenue", "2025", "3375", "亿", "approx"),
    G("revenue", "2025", { size: "基本持平" }),
    V("net_profit", "2025", "1502", "亿", "approx"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("roe", "2025", "13.44", "%"),
    H.PP("roe", "2025", { dir: "down" }),
  ]),
  nd("t", A, "tN", "annual", "路演纪要（节选）：“去年经营性现金流1332亿元，覆盖资本开支三倍有余。”", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    R("operating_cash_flow", "capex", "2025", "3", { cmp: "gt" }),
  ]),
  nd("u", A, "tN", "undecidable", "2025年报点评：利润增四成超预期，储能放量成最大亮点", [
    G("net_profit", "2025", { v: "40", cmp: "gt" }),
    U("一致预期与分业务未存储"),
  ]),
  nd(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】宁德时代一季度净利207亿元，同比增长58.5%。",
    [
      V("net_profit", "2026Q1", "207", "亿", "approx"),
      G("net_profit", "2026Q1", { v: "58.5", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+48.52%" },
  ),
  wl("t", A, "tS", "technical", "从2021年2月19日344.40元的收盘高点算，跌了七成多，谁还敢喊核心资产？", [
    HILO("max", "2020-01-01", { v: "344.40" }),
    SPAN("2021-02-19", { v: "-70", cmp: "lt" }),
  ]),
  zs(
    "f",
    A,
    "tS",
    "technical",
    "股吧热帖：招行今年已经跌掉两成，拿着股息都回不了本。",
    [SPAN("2025-12-31", { v: "-20", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "年初至今-9.10%" },
  ),
  wl("u", A, "tN", "undecidable", "经销商大会传出消息：公司把2026年营收目标定为重回正增长。", [U("经营目标未存储")]),
  zs(
    "t",
    A,
    "fSy",
    "quarterly",
    "【AI速读】招行一季报：营收869.40亿元（+3.8%），归母净利378.52亿元（+1.5%），负债率90.43%。",
    [
      V("revenue", "2026Q1", "869.40"),
      G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
      V("net_profit", "2026Q1", "378.52"),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
      V("debt_ratio", "2026Q1", "90.43", "%"),
    ],
  ),
  nd(
    "f",
    A,
    "fR",
    "annual",
    "Step 4 · 现金质量：OCF/归母净利润=1.25x，低于1.5x的舒适线。",
    [R("operating_cash_flow", "net_profit", "2025", "1.25", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "1332.20/722.01≈1.85x" },
  ),
  zs("u", A, "tN", "announcement", "董秘在互动平台回复：2026年中期分红比例将不低于30%。", [
    U("互动平台回复与分红方案未存储"),
  ]),
  wl("t", A, "tT", "technical", "[signal] 000858 close=97.08 brk20=DOWN bias20=-4.65% rsi14=28.39 → SHORT", [
    CLOSE("97.08"),
    BRK(20, "down"),
    BIAS(20, { v: "-4.65" }),
    RSI("28.39"),
  ]),
  zs(
    "f",
    A,
    "tN",
    "annual",
    "研报标题｜招商银行：2025年净利润同比下滑，静待息差拐点",
    [G("net_profit", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025年归母净利润+1.21%" },
  ),
];
