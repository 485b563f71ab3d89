// Rebuttals that quote the other side's figure before correcting it (only the correction is asserted), risk debaters,
// vote lenses, rulings and one-slip points, all on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, DOWN, RET, CLOSE, MA, RSI, MACD, HI52, LO52, EV, U, READ, IND, SNAP } = H;
const { POS52, PE, MCPE, MCNOW, EVN, SPAN, QOQ } = H;
const mt = H.maker("b62-rmt", "600519");
const pa = H.maker("b62-rpa", "601318");
const sh = H.maker("b62-rsh", "600028");
const A = "2026-04-30";
const YM = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  // 贵州茅台
  mt(
    "f",
    A,
    "bear",
    "annual",
    "多方说2025年净利只降了4.5%？不对，按年报口径归母净利同比下降约15%。",
    [G("net_profit", "2025", { v: -15, cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "只核对更正的数字：-4.53%" },
  ),
  mt("t", A, "fT", "annual", "对方称2025年营收再创新高，并不准确：营业总收入1720.54亿元，低于2024年的1741.44亿元。", [
    V("revenue", "2025", 1720.54),
    V("revenue", "2024", 1741.44),
    G("revenue", "2025", { dir: "down" }),
  ]),
  mt(
    "f",
    A,
    "fQ",
    "annual",
    "2025年分红付现672亿元，相当于净利的1.2倍，这是透支式分红。",
    [
      V("dividends_interest_paid", "2025", 672, "亿", "approx"),
      R("dividends_interest_paid", "net_profit", "2025", 1.2, { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "672.42/823.20≈0.82倍" },
  ),
  mt(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度经营现金流由88.09亿元跳升到269.10亿元，现金流的这种变化对茅台是利空。",
    [
      V("operating_cash_flow", "2025Q1", 88.09),
      V("operating_cash_flow", "2026Q1", 269.1),
      READ(G("operating_cash_flow", "2026Q1", { dir: "up" }), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "经营现金流大增读作利空" },
  ),
  mt(
    "f",
    A,
    "tB",
    "annual",
    "2025年归母净利下降约4.5%，单看这组数据就是利好。",
    [
      G("net_profit", "2025", { v: -4.5, cmp: "approx" }),
      READ(G("net_profit", "2025", { dir: "down" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "利润下滑读作利好" },
  ),
  mt("t", A, "vT", "technical", "1384.79元低于MA20约1434元，RSI 39.6偏弱但未超卖，等待止跌信号。", [
    CLOSE(1384.79),
    MA(20, "value", { v: 1434, cmp: "approx" }),
    MA(20, "below"),
    RSI(39.6, "eq"),
    RSI(30, "gt"),
  ]),
  mt(
    "f",
    A,
    "fE",
    "quarterly",
    "三季度单季归母净利176.93亿元，是2025年单季最低。",
    [
      V("net_profit", "2025S3", 176.93, "亿", "eq", { err: "wrong_period" }),
      MIN("net_profit", "2025S3", ["2025S1", "2025S2", "2025S3", "2025S4"], { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "176.93亿是四季度；三季度为192.24亿" },
  ),
  mt(
    "f",
    A,
    "fV",
    "valuation",
    "去年7月快照茅台总市值约17.9万亿元，PB 7.99倍。",
    [SNAP("marketCap", 17.9, "万亿", "approx", { err: "wrong_magnitude" }), SNAP("pb", 7.99, "x", "eq")],
    { err: "wrong_magnitude", note: "约1.79万亿" },
  ),
  mt("t", A, "fL", "annual", "综合来看：2025年营收、净利小幅回落，2026年一季度重回增长，PE约21倍，评级持有。", [
    G("operating_revenue", "2025", { size: "小幅下滑" }),
    G("net_profit", "2025", { size: "小幅下滑" }),
    G("net_profit", "2026Q1", { dir: "up" }),
    MCNOW("2025", 21, "approx"),
  ]),
  mt("u", A, "fR", "undecidable", "白酒行业2025年规上企业产量同比下滑约一成，茅台难独善其身。", [
    U("行业产量不在存储数据中"),
  ]),
  mt(
    "f",
    A,
    "fL",
    "annual",
    "裁定：茅台2025年经营现金流924.64亿元，空方关于现金流恶化的担忧不成立。",
    [V("operating_cash_flow", "2025", 924.64, "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "924.64亿是2024年；2025年615.22亿" },
  ),
  mt("t", A, "tC", "technical", "近20个交易日跌约5%，MACD在4月17日死叉，先把仓位降到一半。", [
    RET(20, { v: -5, cmp: "approx" }),
    MACD("death_cross", 12),
  ]),
  // 中国平安
  pa("t", A, "fT", "industry", "空方拿89.8%的负债率说事，但对保险公司而言九成负债率是行业常态，不构成风险信号。", [
    V("debt_ratio", "2025", 89.8, "%"),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    A,
    "bull",
    "annual",
    "平安2025年归母净利同比增长约47.8%，盈利弹性惊人。",
    [G("net_profit", "2025", { v: 47.8, cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "47.8%是2024年；2025年+6.5%" },
  ),
  pa(
    "f",
    A,
    "tB",
    "annual",
    "和2023年相比，平安2025年归母净利只增长约6.5%，增长乏力。",
    [G("net_profit", "2025", { base: "2023", v: 6.5, cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2023年+57.3%；6.5%是较2024年" },
  ),
  pa("t", A, "fT", "annual", "更正：2025年净利比2023年的856.65亿元增长约57%，6.5%是相对2024年的增速。", [
    V("net_profit", "2023", 856.65),
    G("net_profit", "2025", { base: "2023", v: 57, cmp: "approx" }),
    G("net_profit", "2025", { v: 6.5, cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "2025年以来平安发布了5则回购相关公告，回购节奏很密。",
    [EVN("repurchase", "2025-01-01", { v: 5, err: "wrong_value" })],
    { err: "wrong_value", note: "3则：2025-03-20、05-14、09-03" },
  ),
  pa("t", A, "vN", "announcement", "2025年以来回购相关公告共3则，最近一则为9月3日的回购股份注销暨股本变动公告。", [
    EVN("repurchase", "2025-01-01", { v: 3 }),
    EV("repurchase", true, { from: "2025-09-03", title: "注销暨股本变动" }),
    EV("repurchase", false, { from: "2025-09-04" }),
  ]),
  pa("f", A, "tS", "technical", "平安RSI已升至70以上，短线超买，情绪过热。", [RSI(70, "gt", { err: "technical" })], {
    err: "technical",
    note: "RSI14为53.67",
  }),
  pa("t", A, "tNe", "technical", "60日线61.25元、120日线62.69元双重压制，59.37元的收盘离突破仍差3%以上。", [
    MA(60, "value", { v: 61.25 }),
    MA(120, "value", { v: 62.69 }),
    CLOSE(59.37),
    MA(60, "below"),
    MA(120, "below"),
    H.BIAS(60, { v: -3, cmp: "lt" }),
  ]),
  pa(
    "f",
    A,
    "fSy",
    "annual",
    "平安2025年营业总收入10505.06亿元，为2021年以来最高。",
    [
      V("revenue", "2025", 10505.06),
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2021年11804.44亿最高" },
  ),
  pa("t", A, "tBe", "annual", "营业总收入10505.06亿元，仍比2021年的11804.44亿元低约11%。", [
    V("revenue", "2025", 10505.06),
    V("revenue", "2021", 11804.44),
    G("revenue", "2025", { base: "2021", v: -11, cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tA",
    "technical",
    "平安距52周高点只差5%左右，突破在即，加仓。",
    [HI52({ v: -5, cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "距52周高点74.88元约-20.7%" },
  ),
  pa("t", A, "fT", "industry", "核对一下：一季度末负债率89.90%，与年末的89.80%基本持平，杠杆稳定。", [
    V("debt_ratio", "2026Q1", 89.9, "%"),
    V("debt_ratio", "2025", 89.8, "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: 0.1, cmp: "approx" }),
  ]),
  // 中国石化
  sh(
    "f",
    A,
    "bear",
    "annual",
    "中石化2024年营收约3074亿元，同比下滑4.3%。",
    [
      V("operating_revenue", "2024", 3074, "亿", "approx", { err: "wrong_magnitude" }),
      G("operating_revenue", "2024", { v: -4.3, cmp: "approx" }),
    ],
    { err: "wrong_magnitude", note: "30745.62亿" },
  ),
  sh("t", A, "fT", "annual", "对方写成3074亿少了一位：2024年营业收入30745.62亿元，仍在3万亿元以上。", [
    V("operating_revenue", "2024", 30745.62),
    V("operating_revenue", "2024", 3, "万亿", "gt"),
  ]),
  sh(
    "f",
    A,
    "tB",
    "annual",
    "2024年净利下降16.8%，利润下滑本身对中石化是利好信号。",
    [
      G("net_profit", "2024", { v: -16.8, cmp: "approx" }),
      READ(G("net_profit", "2024", { dir: "down" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "利润下滑读作利好" },
  ),
  sh(
    "f",
    A,
    "fV",
    "valuation",
    "以去年7月快照市值约6887亿元计，中石化2024年PE仅约8倍。",
    [SNAP("marketCap", 6887, "亿", "approx"), MCPE("2024", 8, "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "6886.7/503.13≈13.7倍" },
  ),
  sh("t", A, "fL", "valuation", "裁定：净利连降三年至503亿，PE约13倍不算便宜，股价贴近52周低位，观望。", [
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2024", 503, "亿", "approx"),
    PE("2024", 13, "approx"),
    POS52({ v: 10, cmp: "le" }),
  ]),
  sh("u", A, "tN", "undecidable", "中石化拟将2025年度分红比例提高到75%以上。", [
    U("分红公告不在采集范围；2025年报未存储"),
  ]),
  sh(
    "f",
    A,
    "fQ",
    "annual",
    "2024年扣非净利还不到归母净利的八成，利润靠非经常性损益撑着。",
    [H.R("deducted_net_profit", "net_profit", "2024", 80, { u: "%", cmp: "lt", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "480.57/503.13≈95.5%" },
  ),
  sh("t", A, "fT", "annual", "扣非净利480.57亿元约为归母净利的95.5%，非经常性损益影响不大。", [
    V("deducted_net_profit", "2024", 480.57),
    H.R("deducted_net_profit", "net_profit", "2024", 95.5, { u: "%", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "vT",
    "technical",
    "中石化MACD近期刚刚金叉，底部信号出现。",
    [MACD("golden_cross", 20, { err: "technical" })],
    { err: "technical", note: "最近一次交叉为2026-03-10死叉" },
  ),
  sh("u", A, "fR", "undecidable", "易捷非油品业务收入占比持续提升，已成第二增长曲线。", [U("分部收入未存储")]),
  sh("t", A, "tNe", "technical", "5.39元距52周低点5.27元仅2%左右，下方空间有限，但10日及以上均线都在股价上方，低配。", [
    CLOSE(5.39),
    LO52({ cond: "level", v: 5.27 }),
    LO52({ v: 2, cmp: "approx" }),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
];
