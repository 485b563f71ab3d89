// 中国石化: FY2019-2024 (sample; no FY2025 stored), bars 2024-01-02..2026-04-30, annual-report notices only
// (a missing dividend / buy-back notice is undecidable). Dates: 2026-04-30, 2025-04-30, 2024-04-30, 2023-05-10,
// 2022-04-30, 2021-04-30, 2020-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, BIAS, PE } = H;
const { VOLR, MCPE, SNAP, DD, POS52, READ, X, RANK, AVG } = H;
const c = H.maker("b19-sh", "600028");
const A = "2026-04-30";
const P = "2025-04-30";
const Q = "2024-04-30";
const Y19 = ["2019", "2020", "2021", "2022", "2023", "2024"];

export default [
  // ---- 2026-04-30 (FY2025 not stored) ----
  c("u", A, "bear", "undecidable", "中国石化2025年利润恐怕又少了两成以上，炼化景气仍在底部。", [
    G("net_profit", "2025", { v: "-20", cmp: "lt" }),
  ]),
  c("t", A, "tF", "annual", "2024年归母净利润降幅约16.8%（503.13亿元），远大于营收4.3%的降幅（30745.62亿元）。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.3" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    H.GDIFF({ metric: "net_profit", period: "2024" }, { metric: "revenue", period: "2024" }, { v: "-10", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利润同比只下降了9.9%，降幅可控，基本面韧性仍在。",
    [G("net_profit", "2024", { v: "-9.9", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-9.9%是2023年；2024年-16.8%" },
  ),
  c("t", A, "bear", "annual", "归母净利润已连续三年下滑，从2021年的712.08亿元一路降到2024年的503.13亿元。", [
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2021", "712.08"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2024年归母净利润503亿元，同比基本持平，盈利底部已经夯实。",
    [G("net_profit", "2024", { size: "基本持平", err: "overstatement" })],
    { err: "overstatement", note: "同比-16.8%，不是持平" },
  ),
  c("t", A, "tF", "annual", "2024年毛利率15.47%，比2023年的15.65%低约0.2个百分点，净利率仅1.87%。", [
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { v: "-0.2", cmp: "approx" }),
    V("net_margin", "2024", "1.87", "%"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2024年净利率1.87%，同比下降0.31%，几乎可以忽略。",
    [V("net_margin", "2024", "1.87", "%"), G("net_margin", "2024", { v: "-0.31", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "下降0.31个百分点，相对降幅约-14%" },
  ),
  c("t", A, "fE", "annual", "研发费用152.15亿元，同比增长约8.9%，但占营收比重仍不足0.5%。", [
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
    R("research_expense", "revenue", "2024", "0.5", { u: "%", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "转型投入力度很大，光2024年研发就花了1521.5亿元。",
    [V("research_expense", "2024", "1521.5", "亿", "eq", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "152.15亿" },
  ),
  c("t", A, "fT", "annual", "扣非归母净利润480.57亿元，约为归母净利润的95%，非经常性损益影响不大。", [
    V("deducted_net_profit", "2024", "480.57"),
    R("deducted_net_profit", "net_profit", "2024", "95", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2022年归母净利润670.82亿元，是2019年以来的最高点，此后逐年回落。",
    [MAX("net_profit", "2022", Y19, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "最高是2021年712.08亿" },
  ),
  c("t", A, "fQ", "annual", "2019-2024年间利润高点在2021年的712.08亿元，低点则是2020年的332.71亿元。", [
    MAX("net_profit", "2021", Y19),
    MIN("net_profit", "2020", Y19),
    V("net_profit", "2020", "332.71"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2024年营收较2022年下滑约4.3%，收入端萎缩尚属温和。",
    [G("revenue", "2024", { base: "2022", v: "-4.3", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-4.3%是较2023年；较2022年-7.3%" },
  ),
  c("t", A, "tBe", "annual", "营收从2022年的33181.68亿元降至2024年的30745.62亿元，两年累计下滑约7.3%。", [
    V("revenue", "2022", "33181.68"),
    G("revenue", "2024", { base: "2022", v: "-7.3", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "销售费用614.22亿元与上年基本持平，管理费用580.21亿元则小降约2.8%。", [
    G("selling_expense", "2024", { size: "基本持平" }),
    V("admin_expense", "2024", "580.21"),
    G("admin_expense", "2024", { v: "-2.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "净利润连降三年恰恰说明风险已充分释放，这组数据本身就是利好。",
    [READ(DOWN("net_profit", ["2021", "2022", "2023", "2024"]), "positive", { err: "stance" })],
    { err: "stance", note: "连续下滑读成利好" },
  ),
  c("u", A, "tN", "undecidable", "3月公司公布2025年度派息方案，全年分红率约75%。", [U("中国石化只收集年报公告")]),
  c("u", A, "tN", "undecidable", "截至4月底，2025年年报尚未披露，市场等待利润底确认。", [U("FY2025未存储")]),
  c("t", A, "tT", "technical", "收盘5.39元，RSI约30，接近超卖；股价仍在20日、60日、250日均线下方。", [
    CLOSE("5.39"),
    RSI("30", "approx"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "5日、10日、20日均线已多头排列，短线反转信号明确。",
    [MAORDER([5, 10, 20], "bull", { err: "technical" })],
    { err: "technical", note: "MA5 5.38 < MA10 5.44 < MA20 5.63，空头排列" },
  ),
  c("t", A, "tTr", "technical", "距52周高点8.11元已回落约34%，离52周低点5.27元只剩约2%的空间。", [
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-34", cmp: "approx" }),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近60个交易日股价下跌约31%，跌幅惊人。",
    [RET(60, { v: "-31", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "60日收益-15.4%；-31%是自60日内高点的回撤" },
  ),
  c("t", A, "tC", "technical", "自60日内收盘高点回撤约31%，近20日均量只有前20日的六成左右。", [
    DD(60, { v: "-31", cmp: "approx" }),
    VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "3月10日MACD死叉后，DIF(-0.199)仍略低于DEA(-0.197)。", [
    MACD("death_cross", 40),
    MACD("dif_below_dea"),
    MACD("dif_value", undefined, { v: "-0.199", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "-0.197", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "7月4日快照市净率约0.84倍，处于破净状态。", [
    SNAP("pb", "0.84", "x"),
    SNAP("pb", "1", "x", "lt"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "6887亿元左右的快照市值除以2024年利润，PE约10.7倍。",
    [SNAP("marketCap", "6887", "亿"), MCPE("2024", "10.7", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "6886.7/503.13=13.7倍" },
  ),

  // ---- 2025-04-30 (FY2024 public) ----
  c("t", P, "tT", "technical", "4月16日MACD金叉，但中长期均线（60/120/250日）仍悉数压在5.66元的股价上方。", [
    MACD("golden_cross", 12),
    CLOSE("5.66"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  c(
    "f",
    P,
    "tA",
    "technical",
    "股价已运行到52周区间的上沿，距高点不足5%。",
    [POS52({ v: "80", cmp: "ge", err: "technical" }), HI52({ v: "-5", cmp: "gt", err: "technical" })],
    { err: "technical", note: "区间位置17%，距高点-25.9%" },
  ),
  c("t", P, "tS", "technical", "今年以来跌了约15%，把时间拉长到250个交易日也还是跌约13.5%。", [
    RET("2024-12-31", { v: "-15", cmp: "approx" }),
    RET(250, { v: "-13.5", cmp: "approx" }),
  ]),
  c("t", P, "fV", "valuation", "静态市盈率约13.6倍（5.66元收盘价÷2024年基本每股收益0.415元）。", [
    CLOSE("5.66"),
    V("basic_eps", "2024", "0.415", "元"),
    PE("2024", "13.6"),
  ]),
  c(
    "f",
    P,
    "fV",
    "valuation",
    "以5.66元股价和2024年EPS计算，静态PE仅约11倍，低估明显。",
    [PE("2024", "11", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "5.66/0.41=13.8倍；11倍是用2023年EPS" },
  ),
  c("t", P, "tN", "announcement", "年报披露节奏正常：2024年年度报告已于3月24日发布。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024年年度报告" }),
  ]),
  c("u", P, "tN", "undecidable", "公司宣布新一轮A股回购，回购金额上限20亿元。", [U("中国石化只收集年报公告")]),
  c("u", P, "fE", "undecidable", "炼油板块2024年经营亏损扩大，化工板块毛利为负。", [U("分板块数据未存储")]),

  // ---- 2024-04-30 (FY2023 public) ----
  c("t", Q, "fE", "annual", "2023年中国石化营收32122.15亿元、归母净利润604.63亿元，同比分别减少约3.2%和9.9%。", [
    V("revenue", "2023", "32122.15"),
    G("revenue", "2023", { v: "-3.2", cmp: "approx" }),
    V("net_profit", "2023", "604.63"),
    G("net_profit", "2023", { v: "-9.9", cmp: "approx" }),
  ]),
  c(
    "f",
    Q,
    "bull",
    "annual",
    "604.63亿元的归母净利润同比增长9.9%，说明2023年盈利已重回上升通道。",
    [G("net_profit", "2023", { v: "9.9", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-9.9%" },
  ),
  c("u", Q, "tT", "technical", "股价较120日均线高出5%以上，短期有回踩需求。", [BIAS(120, { v: "5", cmp: "gt" })], {
    note: "日线始于2024-01-02，不足120根",
  }),
  c("t", Q, "tT", "technical", "DIF约0.036、DEA约0.070，前者在4月23日再度下穿后者。", [
    MACD("death_cross", 6),
    MACD("dif_value", undefined, { v: "0.036", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "0.070", cmp: "approx" }),
  ]),
  c("t", Q, "tS", "technical", "6.35元的收盘价比60个交易日前高出约7.8%。", [
    RET(60, { v: "7.8", cmp: "approx" }),
    CLOSE("6.35"),
  ]),
  c("f", Q, "tT", "technical", "收盘6.35元，已跌破60日均线，中期趋势转空。", [MA(60, "below", { err: "technical" })], {
    err: "technical",
    note: "MA60=6.28，收盘在其上方",
  }),

  // ---- older years: no bars ----
  c("t", "2023-05-10", "fE", "annual", "2022年营收33181.68亿元，同比增长约21%，但归母净利润670.82亿元下滑5.8%。", [
    G("revenue", "2022", { v: "21", cmp: "approx" }),
    V("net_profit", "2022", "670.82"),
    G("net_profit", "2022", { v: "-5.8" }),
  ]),
  c("u", "2023-05-10", "tT", "technical", "股价近一个月跌破60日均线，短线趋势偏弱。", [MA(60, "below")], {
    note: "无当时日线",
  }),
  c("t", "2022-04-30", "bull", "annual", "712.08亿元，这是2021年的归母净利润，比2020年翻了一倍还多（+114%左右）。", [
    V("net_profit", "2021", "712.08"),
    G("net_profit", "2021", { v: "114", cmp: "approx", size: "翻倍" }),
  ]),
  c(
    "f",
    "2022-04-30",
    "fE",
    "annual",
    "2021年归母净利润7120.8亿元，较2020年翻了一倍多。",
    [
      V("net_profit", "2021", "7120.8", "亿", "eq", { err: "wrong_magnitude" }),
      G("net_profit", "2021", { size: "翻倍" }),
    ],
    { err: "wrong_magnitude", note: "712.08亿" },
  ),
  c("t", "2021-04-30", "bear", "annual", "2020年归母净利润从2019年的575.91亿元掉到332.71亿元，降幅约42%。", [
    V("net_profit", "2019", "575.91"),
    V("net_profit", "2020", "332.71"),
    G("net_profit", "2020", { v: "-42", cmp: "approx" }),
  ]),
  c(
    "f",
    "2021-04-30",
    "tBe",
    "annual",
    "2020年归母净利润同比腰斩，降幅超过一半。",
    [
      G("net_profit", "2020", { size: "腰斩", err: "overstatement" }),
      G("net_profit", "2020", { v: "-50", cmp: "lt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "同比-42.2%" },
  ),
  c("t", "2021-04-30", "fR", "annual", "2020年扣非归母净利润为-15.65亿元，主业一度亏损。", [
    V("deducted_net_profit", "2020", "-15.65"),
  ]),
  c("t", "2020-04-30", "fV", "annual", "2019年每股净资产6.11元，ROE 7.90%，资产负债率约50%。", [
    V("bps", "2019", "6.11", "元"),
    V("roe", "2019", "7.90", "%"),
    V("debt_ratio", "2019", "50", "%", "approx"),
  ]),
  c(
    "f",
    "2020-04-30",
    "fT",
    "annual",
    "2019年每赚1元归母净利润，对应约3.7元经营现金流（1534.20亿元），现金创造能力突出。",
    [
      V("operating_cash_flow", "2019", "1534.20"),
      R("operating_cash_flow", "net_profit", "2019", "3.7", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1534.20/575.91=2.66倍" },
  ),
];
