// Rebuttals that quote the other side's figure before correcting it, risk debaters, vote lenses and rulings.
// All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, RET, CLOSE, MA, MAORDER, RSI, HI52, EV, IND, U, QOQ, GDIFF, READ, SPAN, AMP, BIAS, PE } = H;
const A = "2026-04-30";
const zs = H.maker("b46-rzs", "600036");
const nd = H.maker("b46-rnd", "300750");
const by = H.maker("b46-rby", "002594");
const wl = H.maker("b46-rwl", "000858");

export default [
  zs("t", A, "fT", "annual", "空方说营收同比降了3%，那是2025年一季度的数；全年营收3375.32亿元，同比基本持平。", [
    G("revenue", "2025Q1", { v: "-3", cmp: "approx" }),
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { size: "基本持平" }),
  ]),
  nd("t", A, "fT", "annual", "多方称负债率仍在65%以上，实际2025年末已降到61.94%，65.24%是2024年末的数。", [
    V("debt_ratio", "2025", "61.94", "%"),
    V("debt_ratio", "2024", "65.24", "%"),
  ]),
  nd(
    "f",
    A,
    "fQ",
    "annual",
    "多方引用的722亿元并不准确，2025年归母净利润应为约702亿元，增速也要相应下修。",
    [V("net_profit", "2025", "702", "亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "722.01亿元才是对的" },
  ),
  by("t", A, "tBe", "annual", "多头拿营收+3.46%说事，可归母净利润同比-18.97%，一季度再降55.38%，这就是增收不增利。", [
    G("revenue", "2025", { v: "3.46" }),
    G("net_profit", "2025", { v: "-18.97" }),
    G("net_profit", "2026Q1", { v: "-55.38" }),
  ]),
  by("t", A, "tB", "quarterly", "空头只盯同比，四季度单季归母净利润92.86亿元，环比三季度的78.23亿元其实增长了约19%。", [
    V("net_profit", "2025S4", "92.86"),
    V("net_profit", "2025S3", "78.23"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "19", cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "tB",
    "quarterly",
    "回应空头：一季度归母净利润40.85亿元，环比去年四季度已经回升，底部就在眼前。",
    [V("net_profit", "2026Q1", "40.85"), QOQ("net_profit", "2026Q1", "2025S4", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "四季度单季92.86亿元，环比-56%" },
  ),
  wl("t", A, "tBe", "technical", "多头说“跌出价值”，可RSI在28左右、MA5到MA60空头排列，技术上看不到止跌。", [
    RSI("28", "approx"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  zs(
    "f",
    A,
    "tC",
    "industry",
    "激进派说90.20%的负债率对银行正常，我不同意：九成杠杆就是高风险，必须减仓。",
    [V("debt_ratio", "2025", "90.20", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  zs("t", A, "tNe", "industry", "两边都有道理：90.20%的负债率对银行是常态，但ROE一年少了1.05个百分点是真问题。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
    PP("roe", "2025", { v: "-1.05" }),
  ]),
  nd("t", A, "tA", "quarterly", "26Q1净利同比+48.52%，股价离52周高点只差5%左右，站上前高就加仓。", [
    G("net_profit", "2026Q1", { v: "48.52" }),
    HI52({ v: "-5", cmp: "approx" }),
  ]),
  nd("t", A, "tC", "technical", "20日振幅19.35%，60日乖离率超过11%，现在追高的风险大于收益。", [
    AMP(20, { v: "19.35" }),
    BIAS(60, { v: "11", cmp: "gt" }),
  ]),
  nd(
    "f",
    A,
    "tNe",
    "technical",
    "年初以来已涨近四成，获利盘厚，宜把仓位降回中性。",
    [SPAN("2025-12-31", { v: "40", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "年初至今+18.72%" },
  ),
  by("t", A, "tTr", "technical", "MA60在98.35元，现价102.98元高出约4.7%，跌破MA60即止损。", [
    CLOSE("102.98"),
    MA(60, "value", { v: "98.35" }),
    BIAS(60, { v: "4.7", cmp: "approx" }),
  ]),
  by("t", A, "tP", "annual", "综合：营收仅小幅增长3.46%，净利降18.97%，经营现金流腰斩，维持低配。", [
    G("revenue", "2025", { v: "3.46", size: "小幅增长" }),
    G("net_profit", "2025", { v: "-18.97" }),
    G("operating_cash_flow", "2025", { size: "腰斩" }),
  ]),
  wl(
    "f",
    A,
    "tP",
    "technical",
    "近20个交易日跌了7%，卖压释放充分，技术面转多，上调至增持。",
    [READ(RET(20, { v: "-7", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作转多" },
  ),
  nd("t", A, "vF", "annual", "经营现金流1332.20亿元、归母净利722.01亿元，现金流是利润的1.8倍以上，投看多。", [
    V("operating_cash_flow", "2025", "1332.20"),
    V("net_profit", "2025", "722.01"),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "gt" }),
  ]),
  zs(
    "f",
    A,
    "vT",
    "technical",
    "收盘已站上39.41元的20日均线，我这票投看多。",
    [MA(20, "value", { v: "39.41" }), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "收盘38.27元" },
  ),
  nd("t", A, "vN", "announcement", "4月7日回购结果落地，3月10日又披露年度利润分配预案，公告面支持看多。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "预案" }),
  ]),
  by("u", A, "vN", "undecidable", "有媒体称比亚迪已下调全年销量目标，这一票看空。", [U("媒体报道，未公告")]),
  zs("t", A, "fL", "valuation", "营收基本持平、利润+1.21%、按2025年末净资产PB约0.88倍：估值便宜但缺少弹性，给中性。", [
    G("revenue", "2025", { size: "基本持平" }),
    G("net_profit", "2025", { v: "1.21" }),
    PE("2025", "0.88", "approx", { per: "bps" }),
  ]),
  wl(
    "f",
    A,
    "fT",
    "annual",
    "空方引用的营收501.18亿元其实是2018年的数，不能代表五粮液的最新规模。",
    [V("operating_revenue", "2018", "501.18", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "501.18亿元是2019年；2018年400.30亿元" },
  ),
  by("t", A, "tM", "annual", "空头的现金流论据更硬：经营现金流591.36亿元，还不到资本开支1568.08亿元的四成。", [
    V("operating_cash_flow", "2025", "591.36"),
    V("capex", "2025", "1568.08"),
    R("operating_cash_flow", "capex", "2025", "40", { u: "%", cmp: "lt" }),
  ]),
  nd(
    "f",
    A,
    "tM",
    "annual",
    "多头的42.28%增速没错，而且较2023年同样增长约42%，利润台阶稳稳抬高。",
    [
      G("net_profit", "2025", { v: "42.28" }),
      G("net_profit", "2025", { base: "2023", v: "42", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+63.6%" },
  ),
  nd("u", A, "tBe", "undecidable", "多头讲的储能高增长站不住，储能电池毛利率已跌破20%。", [
    U("分业务毛利率不在数据内"),
  ]),
  zs("t", A, "fQ", "annual", "多方说利润年年创新高，可2025年增速只有1.21%，还略低于2024年的1.22%。", [
    G("net_profit", "2025", { v: "1.21" }),
    G("net_profit", "2024", { v: "1.22" }),
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "net_profit", period: "2024" }, { dir: "down" }),
  ]),
  by(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度营收同比骤降，需求端已经崩塌，多方的规模逻辑不成立。",
    [G("revenue", "2026Q1", { size: "骤降", err: "overstatement" })],
    { err: "overstatement", note: "同比-11.82%" },
  ),
  by("t", A, "bull", "quarterly", "空方说现金枯竭，可年末货币资金仍有754.25亿元，一季末又回升到757.87亿元。", [
    V("cash", "2025", "754.25"),
    V("cash", "2026Q1", "757.87"),
    D("cash", "2026Q1", { base: "2025", dir: "up" }),
  ]),
];
