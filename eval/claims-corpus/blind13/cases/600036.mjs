// 招商银行 on 2026-04-30 (FY2025 and 2026Q1 stored; notices stop at the FY2024 annual report). blind13.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RANK, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, QOQ, SPAN, IND, PAIR, POS52, BRK, PSUM } = H;
const c = H.maker("b13-zh", "600036");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "quarterly", "招行26Q1营收869.40亿，同比增长3.8%，结束了此前营收原地踏步的局面；归母378.52亿，同比+1.5%。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润378.52亿元，同比增长约15%，盈利重回两位数增长。",
    [V("net_profit", "2026Q1", "378.52"), G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "+1.52%，误乘10" },
  ),
  c("t", A, "bear", "annual", "2025年营收3375.32亿，与2024年的3374.88亿几乎一模一样，净利仅增约1.2%，这叫增长？", [
    V("revenue", "2025", "3375.32"),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2025", { size: "基本持平" }),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "加权ROE从2024年的14.49%降到2025年的13.44%，下滑超过1.5个百分点，资本回报持续走弱。",
    [V("roe", "2024", "14.49", "%"), V("roe", "2025", "13.44", "%"), PP("roe", "2025", { v: "-1.5", cmp: "lt", err: "overstatement" })],
    { err: "overstatement", note: "-1.05个百分点" },
  ),
  c("t", A, "fR", "industry", "负债率90.20%看似吓人，但就商业银行而言，九成左右的负债率属于行业常态，不构成偿债压力的证据。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "一季度末资产负债率升至90.43%，杠杆水平高企，偿债风险值得警惕。",
    [V("debt_ratio", "2026Q1", "90.43", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行约90%负债率属常态" },
  ),
  c("u", A, "fR", "undecidable", "净息差进一步收窄到1.8%附近，但不良率维持在0.95%左右，资产质量稳定。", [U("NIM与不良率未存储")]),
  c("t", A, "fV", "valuation", "按一季度末每股净资产44.90元算，38.27元的收盘价对应PB仅约0.85倍，破净状态。", [
    V("bps", "2026Q1", "44.90", "元"),
    CLOSE("38.27"),
    H.PE("2026Q1", "0.85", "approx", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以2025年基本每股收益5.70元计，招行静态市盈率约7.7倍。",
    [V("basic_eps", "2025", "5.70", "元"), H.PE("2025", "7.7", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "38.27/5.70=6.71" },
  ),
  c("t", A, "tF", "annual", "CFO口径复述：'2025年我们基本每股收益5.70元，每股净资产43.43元，较上年末的41.46元增长约4.8%。'", [
    V("basic_eps", "2025", "5.70", "元"),
    V("bps", "2025", "43.43", "元"),
    V("bps", "2024", "41.46", "元"),
    G("bps", "2025", { v: "4.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年归母净利1501.81亿，为2021年以来最高，且连续五年增长、每年增速都在5%以上。",
    [
      V("net_profit", "2025", "1501.81"),
      MAX("net_profit", "2025", Y5),
      H.GSTREAK("net_profit", ["2021", "2022", "2023", "2024", "2025"], 5, null, { err: "overstatement" }),
    ],
    { err: "overstatement", note: "2024年+1.2%、2025年+1.2%" },
  ),
  c("t", A, "tT", "technical", "招行收于38.27元，跌破近20个交易日所有收盘价，5、10、20日均线空头排列，RSI约36。", [
    CLOSE("38.27"),
    BRK(20, "down"),
    MAORDER([5, 10, 20], "bear"),
    RSI("36", "approx"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF在零轴上方运行，4月下旬的回调只是上升趋势中的正常整理。",
    [MACD("dif_above_zero", 0, { err: "technical" })],
    { err: "technical", note: "DIF -0.125 在零轴下方" },
  ),
  c("t", A, "tS", "technical", "股价距52周高点48.55元已回落约21%，仅比52周低点37.31元高出2.6%，贴着区间下沿。", [
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-21", cmp: "approx" }),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "2.6", cmp: "approx" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来招行已经跌去约19%，跌幅在大行里垫底。",
    [SPAN("2025-12-31", { v: "-19", cmp: "approx", err: "wrong_value" }), U("大行跌幅排名：样本外")],
    { err: "wrong_value", note: "年内-9.10%" },
  ),
  c("u", A, "tN", "announcement", "招行2025年年报已于3月披露，拟每股派息约2元，分红率维持35%。", [
    V("net_profit", "2025", "1500", "亿", "gt"),
    U("2025年报的分红方案：公告源止于2024年年报"),
  ]),
  c("u", A, "tM", "undecidable", "我们认为招行的财富管理AUM还能维持两位数增长，零售护城河依旧。", [U("AUM未存储")]),
  c("t", A, "tP", "annual", "组合经理：2025年经营现金流4514.57亿，较2024年的4470.23亿小幅增加约1%；对银行而言这一指标参考意义有限。", [
    V("operating_cash_flow", "2025", "4514.57"),
    V("operating_cash_flow", "2024", "4470.23"),
    G("operating_cash_flow", "2025", { v: "1", cmp: "approx", size: "小幅增长" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "quarterly",
    "Q4单季归母364亿，同比回落约3%，年末明显失速。",
    [V("net_profit", "2025S4", "364", "亿", "approx"), G("net_profit", "2025S4", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "364.09/352.07=+3.41%" },
  ),
  c("t", A, "fT", "annual", "信任智能体核对：空方说招行总资产'突破14万亿'有误，2025年末实为约13.07万亿，较上年增7.6%左右。", [
    V("total_assets", "2025", "13.07", "万亿", "approx"),
    V("total_assets", "2025", "14", "万亿", "lt"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "更正对方：招行2025年每股经营现金流为1.79元，而不是17.9元。",
    [V("ocf_per_share", "2025", "1.79", "元", "eq", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实为17.90元" },
  ),
  c("t", A, "vF", "annual", "信贷员视角：招行2025年扣非归母1500.07亿，与归母1501.81亿相差不到2亿，利润几乎全部来自主业。", [
    V("deducted_net_profit", "2025", "1500.07"),
    V("net_profit", "2025", "1501.81"),
    PSUM([["net_profit", "2025", 1], ["deducted_net_profit", "2025", -1]], { v: "2", cmp: "lt" }),
  ]),
  c("t", A, "fSy", "annual", "招行2025年归母净利1501.81亿，高于平安的1347.78亿；但总资产约13.07万亿，略低于平安的约13.9万亿。", [
    H.V("net_profit", "2025", "1501.81"),
    PAIR("net_profit", "2025", "601318", { mode: "gt" }),
    H.V("total_assets", "2025", "13.07", "万亿", "approx"),
    PAIR("total_assets", "2025", "601318", { mode: "lt" }),
  ]),
];
