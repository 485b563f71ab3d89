// 招商银行: FY2019-2025 (some metrics), quarters 2024H1..2026Q1 (东方财富), bars 2024-01-02..2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, RSI, MACD, HI52, LO52, VOL, EV, U, QOQ, GDIFF, SPAN, BRK } = H;
const { POS52, PE, IND, READ, MCNOW, PAIR } = H;
const c = H.maker("b61-zs", "600036");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];
const Q = ["2025S1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", A, "bull", "annual", "2025年归母净利润1501.81亿元，同比+1.2%，自2019年以来一年没落下，逐年抬高。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    UP("net_profit", Y),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年营业总收入3375.32亿元，同比增长约3%，在息差承压的年份殊为不易。",
    [V("revenue", "2025", "3375.32"), G("revenue", "2025", { v: "3", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+0.01%" },
  ),
  c("t", A, "fE", "quarterly", "今年一季度营收869.40亿、归母净利378.52亿，同比分别+3.8%和+1.5%，收入跑在利润前面。", [
    V("revenue", "2026Q1", "869.40"),
    V("net_profit", "2026Q1", "378.52"),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    GDIFF({ metric: "revenue", period: "2026Q1" }, { metric: "net_profit", period: "2026Q1" }, { dir: "up" }),
  ]),
  c("t", A, "fV", "valuation", "现价38.27元，对应2025年末每股净资产43.43元，PB约0.88倍，仍在破净区间。", [
    CLOSE("38.27"),
    V("bps", "2025", "43.43", "元"),
    PE("2025", "0.88", "approx", { per: "bps" }),
    PE("2025", "1", "lt", { per: "bps" }),
  ]),
  c("t", A, "vN", "valuation", "以2025年每股收益5.70元计，静态PE只有6.7倍上下。", [
    V("basic_eps", "2025", "5.70", "元"),
    PE("2025", "6.7"),
  ]),
  c("t", A, "tC", "industry", "90.20%的资产负债率放在银行业是常态，不宜套用制造业的标准当作高杠杆风险。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "bear",
    "industry",
    "一季度末资产负债率高达90.43%，十块钱资产九块是负债，偿债风险正在累积。",
    [V("debt_ratio", "2026Q1", "90.43", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约90%属常态" },
  ),
  c("t", A, "tF", "annual", "ROE由14.49%降至13.44%，一年少了约1.05个百分点，比2019年的16.84%低了3.4个百分点。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05", cmp: "approx" }),
    V("roe", "2019", "16.84", "%"),
    PP("roe", "2025", { base: "2019", v: "-3.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "quarterly",
    "2025年四季度单季归母净利润388.42亿元，同比增长1.0%。",
    [
      V("net_profit", "2025S4", "388.42", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S4", { v: "1.0", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "388.42亿、+1.0%是三季度；四季度364.09亿、+3.4%" },
  ),
  c("t", A, "tN", "quarterly", "去年Q4单季净利364.09亿，同比+3.4%，却是全年四个季度里最低的一个。", [
    V("net_profit", "2025S4", "364.09"),
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
    MIN("net_profit", "2025S4", Q),
  ]),
  c("t", A, "tT", "technical", "MACD在4月27日死叉，DIF已跌到零轴下方；RSI14约36，偏弱但还没到超卖。", [
    MACD("dead_cross", 5),
    MACD("dif_below_zero", 0),
    RSI("36", "approx"),
    RSI("30", "gt"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价站稳60日均线39.25元上方，中期趋势依旧向上。",
    [MA(60, "value", { v: "39.25" }), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "收盘38.27元在MA60下方" },
  ),
  c("t", A, "fM", "technical", "52周区间37.31–48.55元，38.27元的现价只在区间底部约8%的位置。", [
    LO52({ cond: "level", v: "37.31" }),
    HI52({ cond: "level", v: "48.55" }),
    CLOSE("38.27"),
    POS52({ v: "8", cmp: "approx" }),
  ]),
  c("u", A, "bear", "undecidable", "今年以来股价从42.10元跌到38.27元，累计约-9.1%，跑输沪深300约6个百分点。", [
    SPAN("2025-12-31", { v: "-9.1", cmp: "approx" }),
    U("指数行情未存储"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年营业总收入3375.32亿元，是近五年的最高水平。",
    [MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2022年3447.83亿更高" },
  ),
  c("t", A, "fR", "annual", "营收仍比2022年的3447.83亿元低约2.1%，那一年的高点三年都没再回去。", [
    V("revenue", "2022", "3447.83"),
    G("revenue", "2025", { base: "2022", v: "-2.1", cmp: "approx" }),
    MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("u", A, "fS", "undecidable", "零售AUM已突破15万亿元，财富管理的护城河依旧很深。", [U("AUM未存储")]),
  c("u", A, "tM", "undecidable", "净息差收窄到1.8%以下，仍是利润增长最大的掣肘。", [U("净息差未存储")]),
  c("t", A, "tP", "valuation", "按4月30日收盘价和近四个季度归母净利润推算，PE约6.4倍。", [MCNOW("2026Q1TTM", "6.4")]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年分配股利及付息现金617.52亿元，约占归母净利润的六成。",
    [
      V("dividends_interest_paid", "2025", "617.52"),
      R("dividends_interest_paid", "net_profit", "2025", "60", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "617.52/1501.81=41.1%" },
  ),
  c("t", A, "tS", "announcement", "招行2024年年度报告在2025年3月26日就已披露。", [
    EV("annual_report", true, { from: "2025-03-26", to: "2025-03-26", title: "2024年年度报告" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近20个交易日回落约3.9%，这种下跌本身就是技术面偏多的利好。",
    [READ(RET(20, { v: "-3.9", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作利好" },
  ),
  c("t", A, "tF", "quarterly", "一季度经营现金流1258.49亿元，比去年同期的950.26亿元多出约32%。", [
    V("operating_cash_flow", "2026Q1", "1258.49"),
    V("operating_cash_flow", "2025Q1", "950.26"),
    G("operating_cash_flow", "2026Q1", { v: "32", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "annual", "净利率从2021年的36.48%升到2025年的44.77%，四年抬升超过8个百分点。", [
    V("net_margin", "2021", "36.48", "%"),
    V("net_margin", "2025", "44.77", "%"),
    PP("net_margin", "2025", { base: "2021", v: "8", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "总资产13.07万亿元，比2023年末增长7.6%，扩表节奏稳健。",
    [
      V("total_assets", "2025", "13.07", "万亿"),
      G("total_assets", "2025", { base: "2023", v: "7.6", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "+7.6%是较2024年；较2023年+18.5%" },
  ),
  c("t", A, "tB", "annual", "每股收益5.70元、每股净资产43.43元，分别高于2024年的5.66元和41.46元。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("bps", "2025", "43.43", "元"),
    V("basic_eps", "2024", "5.66", "元"),
    V("bps", "2024", "41.46", "元"),
  ]),
  c("u", A, "fL", "undecidable", "不良率稳定在0.95%左右，拨备覆盖率超过400%，资产质量无忧。", [
    U("不良率与拨备覆盖率未存储"),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "收盘38.27元，较52周高点48.55元已跌去超过25%。",
    [CLOSE("38.27"), HI52({ cond: "level", v: "48.55" }), HI52({ v: "-25", cmp: "lt", err: "wrong_value" })],
    { err: "wrong_value", note: "距高点-21.17%" },
  ),
  c("t", A, "vT", "technical", "近5个交易日跌约3.9%，收盘跌破前10日所有收盘价，量能反而小幅放大。", [
    RET(5, { v: "-3.9", cmp: "approx" }),
    BRK(10, "down"),
    VOL("expand"),
    H.VOLR({ v: "1.3", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "quarterly",
    "三季度单季营收814.51亿元，同比下降约2%，收入端仍在失速。",
    [V("revenue", "2025S3", "814.51"), G("revenue", "2025S3", { v: "-2", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+2.1%" },
  ),
  c("t", A, "fSy", "annual", "营业总收入3375.32亿元与上年3374.88亿元基本持平，归母净利润则微增1.2%到1501.81亿元。", [
    V("revenue", "2025", "3375.32"),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2025", { size: "基本持平" }),
    G("net_profit", "2025", { v: "1.2", cmp: "approx", size: "微增" }),
    V("net_profit", "2025", "1501.81"),
  ]),
  c("t", A, "tC", "quarterly", "一季度末每股净资产44.90元，比年末的43.43元又多了1.47元。", [
    V("bps", "2026Q1", "44.90", "元"),
    D("bps", "2026Q1", { base: "2025", v: "1.47", u: "元" }),
  ]),
];
