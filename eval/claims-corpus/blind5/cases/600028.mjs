// 中国石化: FY2019-2024 annual only (no FY2025, no quarters), bars 2024-, announcements: annual reports only.
// Voices: 研报 on a refiner (bp, 百亿级), 雪球 on two limit-ups and the fall after, a trader's MA and BIAS line.
import { BAR, BIAS, BRK, CAGR, CLOSE, D, DAYS, DOWN, EV, G, GSTREAK, HI52, IN, LO52, MA, MACD, MAORDER, MAX, MCPE,
  MIN, PE, PP, R, RANK, RET, RSI, SNAP, SUM, U, UP, V, VOL, X, maker } from "../spec-helpers.mjs";

const c = maker("b5-sh", "600028");
const A = "2026-04-30";
const J = "2025-06-13";
const Y19_24 = ["2019", "2020", "2021", "2022", "2023", "2024"];
const Y20_24 = ["2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", J, "fSy", "annual", "中国石化2024A营收/归母净利润30,745.62/503.13亿元，yoy-4.3%/-16.8%，炼化景气下行（E2）。", [
    V("revenue", "2024", "30745.62"),
    V("net_profit", "2024", "503.13"),
    G("revenue", "2024", { v: "-4.3" }),
    G("net_profit", "2024", { v: "-16.8" }),
  ]),
  c("f", J, "tB", "annual", "2024A营收/归母净利润30,745.62/503.13亿元，yoy-4.3%/-6.8%，利润降幅可控。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.3" }),
    G("net_profit", "2024", { v: "-6.8", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", J, "fE", "annual", "毛利率15.47%（2024A），同比-18bp；净利率1.87%，同比-31bp，典型的薄利生意。", [
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { v: "-0.18", cmp: "approx" }),
    V("net_margin", "2024", "1.87", "%"),
    PP("net_margin", "2024", { v: "-0.31", cmp: "approx" }),
  ]),
  c("f", J, "fQ", "annual", "2024年毛利率15.47%，同比下降18个百分点，盈利能力崩塌。", [
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { v: "-18", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", J, "tBe", "annual", "归母净利润自2021年712.08亿元起连续三年下滑，2024年仅503.13亿元。", [
    V("net_profit", "2021", "712.08"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2024", "503.13"),
  ]),
  c("f", J, "tB", "annual", "2024年归母净利润503.13亿元，为2019年以来最低，底部已现。", [
    MIN("net_profit", "2024", Y19_24, { err: "wrong_extreme" }),
  ], { err: "wrong_extreme" }),
  c("t", J, "tF", "annual", "2020年归母净利润仅332.71亿元，扣非为-15.65亿元，是近六年唯一扣非亏损的年份。", [
    V("net_profit", "2020", "332.71"),
    V("deducted_net_profit", "2020", "-15.65"),
    MIN("deducted_net_profit", "2020", Y19_24),
    V("deducted_net_profit", "2019", "0", "亿", "gt"),
    V("deducted_net_profit", "2021", "0", "亿", "gt"),
    V("deducted_net_profit", "2022", "0", "亿", "gt"),
    V("deducted_net_profit", "2023", "0", "亿", "gt"),
    V("deducted_net_profit", "2024", "0", "亿", "gt"),
  ]),
  c("f", J, "fR", "annual", "2024年扣非归母净利润480.57亿元，同比+4.8%，主业其实在改善。", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "4.8", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", J, "fR", "annual", "2024年扣非归母净利润480.57亿元，同比-20.8%，降幅大于归母口径。", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-20.8" }),
    { k: "gdiff", x: { metric: "deducted_net_profit", period: "2024" }, y: { metric: "net_profit", period: "2024" },
      u: "pp", v: "0", cmp: "lt" },
  ]),
  c("t", J, "tM", "annual", "营收3万亿元级别，2022年33,181.68亿元为高点，此后两年累计下滑约7.3%。", [
    V("revenue", "2024", "3", "万亿", "gt"),
    MAX("revenue", "2022", Y20_24),
    G("revenue", "2024", { base: "2022", v: "-7.3", cmp: "approx" }),
  ]),
  c("f", J, "tM", "annual", "2024年营收30,745.62亿元，重回历史高位，规模优势稳固。", [
    MAX("revenue", "2024", Y20_24, { err: "wrong_extreme" }),
  ], { err: "wrong_extreme" }),
  c("t", J, "tF", "annual", "研发费用152.15亿元（2024A），yoy+8.9%，2020年以来逐年增加，百亿级投入。", [
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9" }),
    UP("research_expense", Y20_24),
    V("research_expense", "2024", "100", "亿", "gt"),
  ]),
  c("f", J, "tC", "annual", "研发费用15.2亿元，占营收不到千分之一，转型投入严重不足。", [
    V("research_expense", "2024", "15.2", "亿", "approx", { err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", J, "tNe", "annual", "每股收益0.415元（2024A），较2023年的0.505元减少0.09元，降幅约17.8%。", [
    V("basic_eps", "2024", "0.415", "元"),
    V("basic_eps", "2023", "0.505", "元"),
    D("basic_eps", "2024", { u: "元", v: "-0.09" }),
    G("basic_eps", "2024", { v: "-17.8", cmp: "approx" }),
  ]),
  c("t", J, "fV", "valuation", "按6月13日收盘5.93元、2024年EPS 0.415元计，静态PE约14.3倍。", [
    CLOSE("5.93"),
    PE("2024", "14.3"),
  ]),
  c("f", J, "fV", "valuation", "收盘5.93元对应2024年EPS仅约1.4倍PE，低到离谱。", [
    PE("2024", "1.4", "approx", { err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("u", J, "fV", "valuation", "股息率约6%，高股息央企，适合长期配置（E11）。", [U("股息率未存储")]),
  c("t", J, "tT", "technical", "MA5>MA10>MA20>MA60多头排列，5月28日MACD金叉，收盘5.93元创近60日收盘新高。", [
    MAORDER([5, 10, 20, 60], "bull"),
    MACD("golden_cross", 13),
    CLOSE("5.93"),
    BRK(60, "up"),
  ]),
  c("f", J, "vT", "technical", "收盘5.93元已站上年线MA250，长线资金进场。", [MA(250, "above", { err: "technical" })], {
    err: "technical",
  }),
  c("t", J, "tTr", "technical", "RSI14约65，偏强未超买；年初至今仍-11.23%，距52周高点7.64元约-22.4%。", [
    RSI("65", "approx"),
    RSI("70", "lt"),
    RET("2024-12-31", { v: "-11.23" }),
    HI52({ v: "-22.4", cmp: "approx" }),
  ]),
  c("f", J, "tS", "technical", "今年以来中石化涨了一成多，高股息躺赚。", [
    RET("2024-12-31", { ...IN("10", "20"), err: "technical" }),
  ], { err: "technical" }),
  c("u", J, "tN", "undecidable", "国际油价若回到80美元以上，炼化价差将明显修复。", [U("油价情景不在数据中")]),
  c("t", J, "vN", "announcement", "3月24日已披露2024年年度报告（E1），暂无增持或回购类公告。", [
    EV("annual_report", true, { title: "2024年年度报告", from: "2025-03-24" }),
    EV("increase", false),
    EV("repurchase", false),
  ]),
  c("f", J, "tN", "announcement", "控股股东中石化集团5月公告增持A股计划，托底意图明确。", [
    EV("increase", true, { from: "2025-05-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("t", A, "tT", "technical", "3月2日、3日连续两个涨停（+10.06%、+9.99%），收在7.82元，之后回落至5.39元。", [
    BAR("2026-03-02", "chg", { v: "10.06" }),
    BAR("2026-03-03", "chg", { v: "9.99" }),
    CLOSE("7.82", "eq", { date: "2026-03-03" }),
    CLOSE("5.39"),
    { k: "ta", ind: "dd", from: "2026-03-03", v: "-31.1", cmp: "approx" },
  ]),
  c("t", A, "fS", "technical", "两连板上车的兄弟，从7.82元到现在5.39元，回撤31%，这就是高位站岗。", [
    { k: "ta", ind: "dd", from: "2026-03-01", v: "-31", cmp: "approx" },
    CLOSE("5.39"),
  ]),
  c("f", A, "fS", "technical", "中石化3月那波从6块多涨到7.82元，到现在几乎腰斩了，割肉吧。", [
    { k: "ta", ind: "dd", from: "2026-03-01", v: "-45", cmp: "le", err: "technical" },
  ], { err: "technical" }),
  c("t", A, "tT", "technical", "MA5<MA10<MA20<MA60空头排列，偏离60日线-12.6%，RSI14约30逼近超卖。", [
    MAORDER([5, 10, 20, 60], "bear"),
    BIAS(60, { v: "-12.6", cmp: "approx" }),
    RSI("30", "approx"),
  ]),
  c("f", A, "vT", "technical", "RSI14跌破20，极度超卖，技术性反弹随时到来。", [RSI("20", "lt", { err: "technical" })], {
    err: "technical",
  }),
  c("t", A, "tTr", "technical", "近20日均量仅为前20日的六成左右，缩量阴跌；距52周低点5.27元约+2.3%。", [
    VOL("shrink_strong"),
    LO52({ v: "2.3", cmp: "approx" }),
  ]),
  c("f", A, "tA", "technical", "近20日明显放量，资金在底部吸筹。", [VOL("expand", { err: "technical" })], {
    err: "technical",
  }),
  c("t", A, "tT", "technical", "4月29日成交量约为前一日的2.3倍，收涨1.31%，次日回落至5.39元。", [
    BAR("2026-04-29", "volx", { v: "2.3", cmp: "approx" }),
    BAR("2026-04-29", "chg", { v: "1.31" }),
    BAR("2026-04-30", "chg", { dir: "down" }),
    CLOSE("5.39"),
  ]),
  c("t", A, "tC", "technical", "近60个交易日-15.38%，年初至今-12.78%，52周区间位置仅约4%。", [
    RET(60, { v: "-15.38" }),
    RET("2025-12-31", { v: "-12.78" }),
    { k: "ta", ind: "pos52", v: "4", cmp: "approx" },
  ]),
  c("u", A, "fE", "undecidable", "2025年归母净利润预计约450亿元，同比再降一成左右。", [U("FY2025 未存储，预测不可核验")]),
  c("u", A, "fQ", "undecidable", "26Q1归母净利润同比-20%，炼化价差继续收窄（E7）。", [U("中国石化无季报存储")]),
  c("t", A, "fV", "valuation", "按4月30日收盘5.39元、2024年EPS 0.415元，静态PE约13.0倍。", [
    CLOSE("5.39"),
    PE("2024", "13.0", "approx"),
  ]),
  c("t", A, "fV", "valuation", "25年7月4日快照PB 0.84倍，市值约6,887亿元，按2024年利润PE约13.7倍。", [
    SNAP("pb", "0.84", "x", "eq"),
    SNAP("marketCap", "6887", "亿"),
    MCPE("2024", "13.7"),
  ]),
  c("f", A, "tP", "valuation", "快照PB 0.84倍，市值早已破万亿，央企估值重塑到位。", [
    SNAP("pb", "0.84", "x", "eq"),
    SNAP("marketCap", "1", "万亿", "gt", { err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "tM", "annual", "2020-2024年营收CAGR约9.9%，但归母净利润同期CAGR约10.9%，主要靠2020年低基数。", [
    CAGR("revenue", "2020", "2024", { v: "9.9", cmp: "approx" }),
    CAGR("net_profit", "2020", "2024", { v: "10.9", cmp: "approx" }),
    MIN("net_profit", "2020", Y19_24),
  ]),
  c("t", A, "tP", "annual", "2022-2024三年累计归母净利润约1,779亿元，年均不到600亿元。", [
    SUM("net_profit", ["2022", "2023", "2024"], { v: "1779", cmp: "approx" }),
    { k: "agg", fn: "avg", metric: "net_profit", periods: ["2022", "2023", "2024"], u: "亿", v: "600", cmp: "lt" },
  ]),
  c("f", A, "bear", "annual", "多方拿高股息说事，可2024年归母净利润只有2021年的一半左右。", [
    X("net_profit", "2024", "2021", { v: "0.5", cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio" }),
  c("t", A, "bear", "annual", "多方回避的是：2024年归母净利润503亿元，只有2021年的七成左右。", [
    X("net_profit", "2024", "2021", { v: "0.7", cmp: "approx" }),
  ]),
  c("t", A, "bull", "annual", "空方只盯利润，但2024年营收仍有3.07万亿元，比2020年高出约46%。", [
    V("revenue", "2024", "3.07", "万亿", "approx"),
    G("revenue", "2024", { base: "2020", v: "46", cmp: "approx" }),
  ]),
  c("f", A, "bull", "annual", "反驳空方：2024年净利率1.87%，比2023年还提升了0.3个点。", [
    V("net_margin", "2024", "1.87", "%"),
    PP("net_margin", "2024", { v: "0.3", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
];
