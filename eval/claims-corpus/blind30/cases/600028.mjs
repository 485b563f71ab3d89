// 中国石化 on 2026-04-30: FY2025 is public but not stored, so its points name 2024 or are undecidable; no quarters;
// notices are annual reports only (a missing notice is undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, DOWN, UP, LIN, PAIR, CLOSE, MA, RSI, MACD, LO52, POS52, RET, DD, VOLR, SPAN } = H;
const { EV, U, PE, SNAP, READ } = H;
const c = H.maker("b30-sh", "600028");
const A = "2026-04-30";
const Y = ["2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "fE", "annual", "2024年营业收入30745.62亿元，比2023年少了4.29%，收入端在收缩。", [
    V("operating_revenue", "2024", "30745.62"),
    G("operating_revenue", "2024", { v: "-4.29" }),
  ]),
  c("t", A, "bear", "annual", "利润端承压明显：归母净利润从604.63亿元降到503.13亿元，跌幅16.8%。", [
    V("net_profit", "2023", "604.63"),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润只有403.13亿元，较上年少赚两百亿。",
    [V("net_profit", "2024", "403.13", "亿", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "实际503.13亿元，少赚约101.5亿" },
  ),
  c("t", A, "fR", "annual", "归母净利已连降三年：712.08亿→670.82亿→604.63亿→503.13亿元。", [
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2021", "712.08"),
    V("net_profit", "2022", "670.82"),
    V("net_profit", "2023", "604.63"),
    V("net_profit", "2024", "503.13"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年营收仅比2022年下降4.29%，收入盘子相当稳。",
    [G("operating_revenue", "2024", { base: "2022", v: "-4.29", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2022年-7.34%" },
  ),
  c("t", A, "tF", "annual", "2020至2024年营收的高点是2022年的33181.68亿元，此后两年逐级回落。", [
    MAX("revenue", "2022", Y),
    V("revenue", "2022", "33181.68"),
    DOWN("revenue", ["2022", "2023", "2024"]),
  ]),
  c("t", A, "fR", "annual", "2024年毛利率仅微降0.18个百分点，15.47%的水平说明炼化一体化的盈利底盘还在。", [
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { v: "-0.18" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2024年净利率1.87%，较上年有所抬升，经营效率在改善。",
    [V("net_margin", "2024", "1.87", "%"), PP("net_margin", "2024", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2023年2.18%" },
  ),
  c("t", A, "bull", "annual", "研发费用152.15亿元，2020年以来逐年递增，同比增幅约8.9%。", [
    V("research_expense", "2024", "152.15"),
    UP("research_expense", Y),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
  ]),
  c("t", A, "fT", "annual", "扣非归母净利润480.57亿元，低于503.13亿元的归母口径，非经常性收益贡献了一部分。", [
    V("deducted_net_profit", "2024", "480.57"),
    PAIR("deducted_net_profit", "2024", undefined, { metric2: "net_profit", mode: "lt" }),
  ]),
  c(
    "u",
    A,
    "bear",
    "annual",
    "2025年归母净利润继续下滑，已是连续第四年负增长。",
    [G("net_profit", "2025", { dir: "down" })],
    { note: "FY2025未存储" },
  ),
  c("u", A, "fE", "undecidable", "炼油毛利回升、化工板块亏损收窄，是下半年业绩的主要看点。", [U("分板块数据未存储")]),
  c("t", A, "tC", "annual", "销售费用614.22亿元、管理费用580.21亿元，两项合计接近1200亿元。", [
    V("selling_expense", "2024", "614.22"),
    V("admin_expense", "2024", "580.21"),
    LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
      ],
      "2024",
      { v: "1200", cmp: "near" },
    ),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "研发投入高达1521.5亿元，转型投入力度惊人。",
    [V("research_expense", "2024", "1521.5", "亿", "eq", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "152.15亿元，多写一位" },
  ),
  c("t", A, "vF", "annual", "营业成本25989.35亿元，吃掉了营收的约84.5%。", [
    V("operating_cost", "2024", "25989.35"),
    R("operating_cost", "operating_revenue", "2024", "84.5", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "tM", "annual", "营收规模四年扩大了约46%：2020年21047.24亿元，2024年30745.62亿元。", [
    V("revenue", "2020", "21047.24"),
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { base: "2020", v: "46", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "空方只盯着利润下滑，却没看到归母净利润同比下降16.8%其实释放了估值修复的空间，这是积极信号。",
    [READ(G("net_profit", "2024", { v: "-16.8" }), "positive", { err: "stance" })],
    { err: "stance", note: "把利润下滑读成利好" },
  ),
  c("t", A, "bear", "annual", "2024年每股收益只剩0.41元，上一年还有0.51元，股东到手的盈利在缩水。", [
    V("basic_eps", "2023", "0.51", "元"),
    V("basic_eps", "2024", "0.41", "元"),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "0.41元的2024年每股收益对5.39元的股价，算下来约13倍PE。", [
    CLOSE("5.39"),
    PE("2024", "13"),
  ]),
  c(
    "f",
    A,
    "tA",
    "valuation",
    "拿2024年每股收益一除，石化的PE还不到10倍，安全边际充足。",
    [PE("2024", "10", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "5.39/0.41=13.1倍" },
  ),
  c("t", A, "fV", "valuation", "2025年7月4日的快照里，石化市净率只有0.84倍，已经破净。", [
    SNAP("pb", "0.84", "x", "eq"),
    SNAP("pb", "1", "x", "lt"),
  ]),
  // technical
  c("t", A, "tT", "technical", "RSI(14)已回落到30附近、逼近超卖，当日收在5.39元。", [
    CLOSE("5.39"),
    RSI("30", "approx"),
  ]),
  c("t", A, "tC", "technical", "5.27元的52周低点近在咫尺，现价只高出约2%，位置在52周区间底部。", [
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2", cmp: "approx" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c("f", A, "tB", "technical", "股价已重新站上60日均线，中期趋势有望扭转。", [MA(60, "above", { err: "technical" })], {
    err: "technical",
    note: "收盘5.39，MA60为6.17",
  }),
  c("t", A, "bear", "technical", "近60个交易日累计下跌15.38%，自区间高点回撤约31%。", [
    RET(60, { v: "-15.38" }),
    DD(60, { v: "-31", cmp: "approx" }),
  ]),
  c("f", A, "fM", "technical", "DIF已上穿DEA，MACD给出了底部金叉。", [MACD("dif_above_dea", 0, { err: "technical" })], {
    err: "technical",
    note: "DIF -0.199 < DEA -0.197；最近为3月10日死叉",
  }),
  c("t", A, "tS", "technical", "量能只剩前一阶段的六成左右（20日均量对比前20日），抛压有衰竭迹象。", [
    VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "从2025年末6.18元的收盘价算起，石化今年已反弹约12.8%。",
    [
      CLOSE("6.18", "eq", { date: "2025-12-31" }),
      SPAN("2025-12-31", { v: "12.8", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "年初以来-12.78%" },
  ),
  c("t", A, "tT", "technical", "5日线5.38元已被收复，但10日、20日均线仍在头顶。", [
    MA(5, "value", { v: "5.38" }),
    MA(5, "above"),
    MA(10, "below"),
    MA(20, "below"),
  ]),
  // announcements
  c("t", A, "tN", "announcement", "2024年报在2025年3月下旬就挂网了，年报节奏没乱。", [
    EV("annual_report", true, { title: "2024年年度报告", from: "2025-03-20", to: "2025-03-31" }),
  ]),
  c("u", A, "tN", "announcement", "回购注销A股的方案已经出来了，石化在用行动回应破净。", [U("中国石化只收年报公告")]),
  c("u", A, "fR", "undecidable", "国际油价中枢下移，上游勘探开发板块的利润将继续受压。", [U("油价与分部预测未存储")]),
  c("u", A, "tNe", "undecidable", "2025年度分红比例有望维持在75%左右。", [U("FY2025与分红预案未存储")]),
];
