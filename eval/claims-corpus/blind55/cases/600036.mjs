// 招商银行: FY2019-2025, quarters 2024H1..2026Q1 (东方财富主要指标), bars 2024-01-02..2026-04-30, annual-report
// notices only (up to the FY2024 report). Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { QOQ, PSUM, POS52, MCNOW, X, BIAS, RANK, SPAN, IN, LIN, READ, SNAP, BRK, DD, HILO, AVG, SUM, IND, PE } = H;
const { DAYS, UPDAYS, GSTREAK, SNAPDIV, MAHOLD } = H;
const c = H.maker("b55-zs", "600036");
const A = "2026-04-30";
const Y7 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "归母净利从2019年的928.67亿增至2025年的1501.81亿元，连续六年正增长，年化约8.3%。", [
    V("net_profit", "2019", "928.67"),
    V("net_profit", "2025", "1501.81"),
    UP("net_profit", Y7),
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1501.81亿元，同比增长约5%，在股份行中仍属稳健。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { v: "5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+1.21%" },
  ),
  c(
    "t",
    A,
    "bear",
    "annual",
    "营业收入3375.32亿元，和2024年的3374.88亿几乎一模一样，营收已连续三年徘徊在3400亿下方。",
    [
      V("revenue", "2025", "3375.32"),
      V("revenue", "2024", "3374.88"),
      G("revenue", "2025", { size: "基本持平" }),
      V("revenue", "2023", "3400", "亿", "lt"),
      V("revenue", "2024", "3400", "亿", "lt"),
      V("revenue", "2025", "3400", "亿", "lt"),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营收3375.32亿元，已是连续第三年同比下滑，规模收缩趋势确立。",
    [V("revenue", "2025", "3375.32"), DOWN("revenue", ["2022", "2023", "2024", "2025"], { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025年同比+0.01%，只有2023、2024两年下降" },
  ),
  c("t", A, "fE", "quarterly", "一季度营收869.40亿元同比增3.8%，归母净利378.52亿元增1.5%，收入端先于利润回暖。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2026Q1归母净利润378.52亿元，较上季度的364亿仅增约1.5%，利润修复乏力。",
    [
      V("net_profit", "2026Q1", "378.52"),
      V("net_profit", "2025S4", "364", "亿", "approx"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "1.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "1.5%是同比；环比+3.96%" },
  ),
  c("t", A, "fR", "annual", "加权ROE由14.49%降至13.44%，少了约1.05个百分点，已远离2019年16.84%的水平。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05" }),
    V("roe", "2019", "16.84", "%"),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "资产负债率高达90.20%，远超一般企业60%的警戒线，偿债风险需要警惕。",
    [V("debt_ratio", "2025", "90.20", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约90%属行业常态" },
  ),
  c("t", A, "fT", "industry", "90.20%的资产负债率对银行而言是常态，存款本身就是负债，不能套用工业企业的标准。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c("t", A, "fV", "valuation", "按收盘38.27元计，对应2025年每股收益5.70元的静态PE约6.7倍。", [
    CLOSE("38.27"),
    V("basic_eps", "2025", "5.70", "元"),
    PE("2025", "6.7"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "一季度末每股净资产44.90元，现价对应市净率约1.1倍，估值并不便宜。",
    [V("bps", "2026Q1", "44.90", "元"), PE("2026Q1", "1.1", "approx", { per: "bps", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "38.27/44.90≈0.85倍" },
  ),
  c("t", A, "fQ", "valuation", "股价38.27元已低于一季度末44.90元的每股净资产，PB跌破1倍是事实。", [
    CLOSE("38.27"),
    V("bps", "2026Q1", "44.90", "元"),
    PE("2026Q1", "1", "lt", { per: "bps" }),
  ]),
  c("t", A, "tT", "technical", "收盘38.27元，位于MA5、MA10、MA20、MA60与年线之下，MACD于4月27日死叉。", [
    CLOSE("38.27"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
    MACD("death_cross", 5),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "均线呈MA5>MA10>MA20多头排列，短线仍由多方主导。",
    [MAORDER([5, 10, 20], "bull", { err: "technical" })],
    { err: "technical", note: "MA5 39.03<MA10 39.39<MA20 39.41" },
  ),
  c("t", A, "tBe", "technical", "股价较52周高点48.55元回撤约21%，只比37.31元的低点高出2.6%左右。", [
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-21", cmp: "approx" }),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "RSI已跌至25附近的超卖区，技术性反弹一触即发。",
    [RSI("25", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14 36.06" },
  ),
  c("t", A, "tS", "technical", "今年以来股价从42.10元跌到38.27元，累计下跌约9.1%，年内高点也没站上43元。", [
    CLOSE("42.10", "eq", { date: "2025-12-31" }),
    CLOSE("38.27"),
    SPAN("2025-12-31", { v: "-9.1", cmp: "approx" }),
    HILO("max", "2026-01-01", { v: "43", cmp: "lt" }),
  ]),
  c("t", A, "tN", "technical", "近四个交易日里仅一天收涨，最后两日连跌，收盘价创20日新低。", [
    UPDAYS(4, { v: "1" }),
    DAYS(2, "down"),
    BRK(20, "down"),
  ]),
  c("t", A, "tM", "quarterly", "去年三季度单季归母净利388.42亿元，是2025年单季最高，四季度则回落到364.09亿元。", [
    V("net_profit", "2025S3", "388.42"),
    MAX("net_profit", "2025S3", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
    V("net_profit", "2025S4", "364.09"),
  ]),
  c(
    "f",
    A,
    "tM",
    "quarterly",
    "2025年四季度单季归母净利润364.09亿元，同比下降3.4%，年末业绩掉头向下。",
    [
      V("net_profit", "2025S4", "364.09"),
      G("net_profit", "2025S4", { v: "-3.4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024年四季度352.07亿，同比+3.41%" },
  ),
  c("t", A, "tF", "annual", "基本每股收益5.70元，比2024年的5.66元只多4分钱，每股净资产升至43.43元。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("basic_eps", "2024", "5.66", "元"),
    D("basic_eps", "2025", { v: "0.04", u: "元" }),
    V("bps", "2025", "43.43", "元"),
    G("bps", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年末总资产约13.07万亿元，较上年扩张约12%，资产投放仍在提速。",
    [
      V("total_assets", "2025", "13.07", "万亿"),
      G("total_assets", "2025", { v: "12", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+7.56%" },
  ),
  c("t", A, "tP", "annual", "总资产13.07万亿元，同比多出约9185亿元，增速约7.6%。", [
    V("total_assets", "2025", "13.07", "万亿"),
    D("total_assets", "2025", { v: "9185", cmp: "approx" }),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
  ]),
  c("t", A, "fL", "annual", "经营现金流4514.57亿元，略高于上年的4470.23亿元，净利润的约3倍。", [
    V("operating_cash_flow", "2025", "4514.57"),
    V("operating_cash_flow", "2024", "4470.23"),
    G("operating_cash_flow", "2025", { size: "略有增长" }),
    R("operating_cash_flow", "net_profit", "2025", "3", { cmp: "approx" }),
  ]),
  c("t", A, "fSy", "annual", "2025年净利率44.77%，比2024年的44.32%略升约0.46个百分点，盈利端稳定。", [
    V("net_margin", "2025", "44.77", "%"),
    V("net_margin", "2024", "44.32", "%"),
    PP("net_margin", "2025", { v: "0.46" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "净利润增速连续两年低于2%，而且早在2023年就只剩1%左右。",
    [
      GSTREAK("net_profit", ["2024", "2025"], -100, 2),
      G("net_profit", "2023", { v: "1", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "约1.2%是2024、2025年；2023年+6.22%" },
  ),
  c("u", A, "tC", "undecidable", "净息差跌破1.9%，零售贷款不良率还在抬头，拨备覆盖率恐难维持400%。", [
    U("净息差、不良率、拨备覆盖率无存储"),
  ]),
  c("u", A, "bear", "undecidable", "财富管理手续费收入连续两年下滑，AUM增速也已放缓到个位数。", [
    U("中间业务收入与AUM无存储"),
  ]),
  c("u", A, "fM", "undecidable", "若股息率维持在5.5%上下，险资配置盘会在38元附近形成支撑。", [
    CLOSE("38.27"),
    U("股息率与资金配置属推测"),
  ]),
  c("u", A, "tA", "undecidable", "相比兴业、平安银行，招行的ROE仍高出3个百分点以上。", [
    V("roe", "2025", "13.44", "%"),
    U("样本外同业ROE"),
  ]),
  c("t", A, "vN", "technical", "近20日均量比前20日多约一成，股价却比20个交易日前低了约3.9%。", [
    H.VOLR({ v: "1.1", cmp: "approx" }),
    RET(20, { v: "-3.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "归母净利润1501.81亿元为近五年最高，但同比仅增长0.5%。",
    [
      V("net_profit", "2025", "1501.81"),
      MAX("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"]),
      G("net_profit", "2025", { v: "0.5", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+1.21%" },
  ),
];
