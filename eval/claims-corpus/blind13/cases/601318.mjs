// 中国平安 on 2026-04-30 (FY2025, 2026Q1 revenue / profit) and 2025-10-31 (FY2024 last annual). blind13.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RANK, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, X, SPAN, IND, PAIR, POS52, EVN, MAX_CROSS } = H;
const c = H.maker("b13-pa", "601318");
const A = "2026-04-30";
const O = "2025-10-31";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "平安2025年归母净利1347.78亿，同比+6.5%，已连续两年回升；但仍低于2019年1494亿的峰值。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2023", "2024", "2025"]),
    V("net_profit", "2019", "1494", "亿", "approx"),
    MAX("net_profit", "2019", Y9),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿，创下公司上市以来的历史新高。",
    [V("net_profit", "2025", "1347.78"), MAX("net_profit", "2025", Y9, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿更高" },
  ),
  c("t", A, "bear", "annual", "空方：2022年归母只有837.74亿，是2017年以来最低；即便今天回到1348亿，也只是修复而非成长。", [
    V("net_profit", "2022", "837.74"),
    MIN("net_profit", "2022", Y9),
    V("net_profit", "2025", "1348", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母1266亿，较2023年增长约4.8%，复苏力度很弱。",
    [V("net_profit", "2024", "1266", "亿", "approx"), G("net_profit", "2024", { v: "4.8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+47.8%，漏了一位" },
  ),
  c("t", A, "fR", "industry", "平安负债率89.80%，对保险集团而言属正常区间，与2017年以来89%-91%的水平一致。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
    ...Y9.map((y) => V("debt_ratio", y, IN_(89, 91), "%")),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "近九成的资产负债率说明平安杠杆过高，一旦投资端亏损，偿债能力堪忧。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业常态" },
  ),
  c("u", A, "fR", "undecidable", "偿付能力充足率仍在200%以上，新业务价值连续增长，寿险改革见效。", [U("偿付能力与NBV未存储")]),
  c("t", A, "tF", "annual", "就现金流而言，2025年经营现金流6586亿，较2024年的3825亿增长约72%，约为归母净利的4.9倍。", [
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    V("operating_cash_flow", "2024", "3825", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "商誉从2024年的435.39亿降至381.30亿，减少约54亿，降幅超过两成。",
    [V("goodwill", "2024", "435.39"), V("goodwill", "2025", "381.30"), H.D("goodwill", "2025", { v: "-54", cmp: "approx" }), G("goodwill", "2025", { v: "-20", cmp: "lt", err: "overstatement" })],
    { err: "overstatement", note: "-12.4%" },
  ),
  c("u", A, "fE", "quarterly", "26Q1归母250.22亿，同比下滑约8%，投资收益波动拖累。", [
    V("net_profit", "2026Q1", "250.22"),
    U("2025Q1未存储，同比无从计算；归因亦不可核"),
  ]),
  c("t", A, "tN", "announcement", "3月27日平安公告2025年年度利润分配方案，此前8月已发布中期利润分配方案，一年两次分红的节奏延续。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度" }),
    EV("dividend", true, { from: "2025-08-01", to: "2025-08-31", title: "中期" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "平安在2026年1月披露了新一期A股回购方案，注销式回购对每股价值形成支撑。",
    [EV("repurchase", true, { from: "2026-01-01", to: "2026-01-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2025-09-03后无回购公告" },
  ),
  c("t", A, "tT", "technical", "平安DIF在4月7日上穿DEA形成金叉，但两者仍在零轴下方；股价59.37元，仍在60日线61.25元之下。", [
    MACD("golden_cross", 20),
    MACD("dif_below_zero", 0),
    CLOSE("59.37"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价已重新站上60日和120日均线，中期趋势扭转。",
    [MA(60, "above", { err: "technical" }), MA(120, "above", { err: "technical" })],
    { err: "technical", note: "59.37低于MA60 61.25与MA120 62.69" },
  ),
  c("t", A, "tS", "technical", "近一年平安股价涨近18%，可今年以来却回吐了约13%，情绪面在两头摇摆。", [
    RET(250, { v: "18", cmp: "near" }),
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "平安年初至今累计下跌约13%，跌破52周低点，情绪极度悲观。",
    [SPAN("2025-12-31", { v: "-13", cmp: "approx" }), LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "距52周低点50.55仍高17%" },
  ),
  c("u", A, "tTr", "technical", "短线看，若5月放量突破61元，目标可看65元。", [CLOSE("61", "lt"), U("5月走势为预测")]),
  c("u", A, "tM", "annual", "研究经理小结：2025年营业总收入10505亿，同比增约2.1%，利润增速快于收入，投资端回暖的贡献更大。", [
    V("revenue", "2025", "10505", "亿", "approx"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    H.GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "0", cmp: "gt" }),
    U("投资端贡献：利润拆分未存储"),
  ]),
  c("u", O, "fM", "undecidable", "三季报即将披露，预计前三季度归母净利同比增长10%以上。", [
    V("net_profit", "2024", "1266", "亿", "approx"),
    U("2025前三季度在asOf未存储"),
  ]),
  c("t", O, "tT", "technical", "10月14日MACD重新金叉，DIF 0.40位于零轴上方；收盘57.83元略高于60日线。", [
    MACD("golden_cross", 20),
    MACD("dif_value", 0, { v: "0.40", cmp: "approx" }),
    MACD("dif_above_zero", 0),
    CLOSE("57.83"),
    MA(60, "above"),
  ]),
  c(
    "f",
    O,
    "bull",
    "annual",
    "2024年营业总收入10289亿，同比回升约21%，走出2023年的低谷。",
    [V("revenue", "2024", "10289", "亿", "approx"), G("revenue", "2024", { v: "21", cmp: "approx", err: "wrong_value" }), MIN("revenue", "2023", ["2021", "2022", "2023", "2024"])],
    { err: "wrong_value", note: "+12.6%" },
  ),
  c("t", A, "vN", "announcement", "消息面：2025年以来平安发过三份注销回购股份相关公告（3月、5月、9月），属于股本收缩的正面信号。", [
    EVN("repurchase", "2025-01-01", { v: "3", title: "注销" }),
  ]),
];
function IN_(lo, hi) {
  return { cmp: "in", lo: String(lo), hi: String(hi) };
}
