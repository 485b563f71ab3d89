// 招商银行: FY2019-2025 (annual), quarters 2024H1..2026Q1 (东方财富主要指标, printed cumulative and single-quarter
// growth), bars from 2024-01-02, annual-report notices only. Mostly 2026-04-30; some 2025-10-31, 2025-09-05, 2025-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, DOWN, RET, MA, RSI, MACD, HI52, LO52, POS52, EV, U, CAGR, QOQ, PE, IND, SNAP } = H;
const { MCPE, VOLR, CLOSE, MAHOLD } = H;
const c = H.maker("b15-zs", "600036");
const A = "2026-04-30";
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";
const YRS = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "2025年营业总收入3375.32亿元，同比仅增约0.01%，基本原地踏步，规模扩张没有转化为收入。", [
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { v: "0.01", cmp: "approx", size: "基本持平" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "招行2025年全年营业总收入同比下降0.5%，营收负增长仍未扭转。",
    [G("revenue", "2025", { v: "-0.5", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-0.51%为前三季度累计；全年+0.01%" },
  ),
  c("t", A, "bull", "annual", "1500亿元关口第一次被突破：2025年归母净利润1501.81亿元，比上年多了约1.2%。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    MAX("net_profit", "2025", YRS),
    V("net_profit", "2024", "1500", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1501.81亿元，同比增长12.1%，在同业中属于领跑水平。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { v: "12.1", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际+1.21%" },
  ),
  c("t", A, "tN", "quarterly", "2026Q1营业总收入869.40亿元，同比增长3.8%，而去年同期为下降3.1%，营收增速由负转正。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    G("revenue", "2025Q1", { v: "-3.1", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "一季度归母净利润378.52亿元，同比增长约1.5%，基本每股收益1.49元。", [
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    V("basic_eps", "2026Q1", "1.49", "元"),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度归母净利润378.52亿元，同比增长3.8%，利润增速明显快于去年全年。",
    [V("net_profit", "2026Q1", "378.52"), G("net_profit", "2026Q1", { v: "3.8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "3.8%是营收增速，净利润+1.52%" },
  ),
  c("t", A, "tF", "annual", "加权ROE降至13.44%，较2024年的14.49%下滑约1.05个百分点，盈利能力边际走弱。", [
    V("roe", "2025", "13.44", "%"),
    V("roe", "2024", "14.49", "%"),
    PP("roe", "2025", { v: "-1.05", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "ROE从14.49%降到13.44%，降幅只有约1%，多方说的盈利恶化被夸大了。",
    [V("roe", "2025", "13.44", "%"), G("roe", "2025", { v: "-1", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "下降1.05个百分点，相对降幅7.2%" },
  ),
  c("t", A, "tNe", "industry", "资产负债率90.20%看似很高，但对商业银行而言属行业常态，不宜据此判断偿债风险。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "2026Q1资产负债率升至90.43%，远超一般企业70%的警戒线，杠杆风险不容忽视。",
    [V("debt_ratio", "2026Q1", "90.43", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约90%属常态" },
  ),
  c("t", A, "fV", "valuation", "按一季末每股净资产44.90元计，38.27元的股价对应PB约0.85倍，明显破净。", [
    V("bps", "2026Q1", "44.90", "元"),
    CLOSE("38.27"),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "招行当前市净率约1.16倍，相对同业仍有溢价，估值谈不上便宜。",
    [PE("2026Q1", "1.16", "approx", { per: "bps", err: "wrong_value" })],
    { err: "wrong_value", note: "1.16倍是2025-07-04快照；4月30日约0.85倍" },
  ),
  c("t", A, "fV", "valuation", "以2025年EPS 5.70元计，股价38.27元对应静态PE不到7倍，处于偏低水平。", [
    V("basic_eps", "2025", "5.70", "元"),
    CLOSE("38.27"),
    PE("2025", "7", "lt"),
  ]),
  c("t", A, "vF", "valuation", "以2025年7月初约1.19万亿元市值算，对应2025年归母净利润约7.9倍PE。", [
    SNAP("marketCap", "1.19", "万亿"),
    MCPE("2025", "7.9"),
  ]),
  c("u", A, "fR", "undecidable", "2025年净息差收窄至1.8%附近，息差压力仍是营收停滞的主因。", [U("净息差未存储")]),
  c("u", A, "tC", "undecidable", "不良贷款率0.94%，拨备覆盖率超400%，资产质量安全垫很厚。", [
    U("不良率与拨备覆盖率未存储"),
  ]),
  c("u", A, "tB", "undecidable", "2025年度分红率约35%，按现价股息率已超过5%，红利属性突出。", [
    U("分红方案与股息未存储"),
  ]),
  c("u", A, "fS", "undecidable", "零售客户AUM突破15万亿元，财富管理护城河仍在。", [U("AUM未存储")]),
  c("t", A, "tT", "technical", "4月27日MACD死叉，DIF已跌到零轴下方，而DEA仍略高于零轴。", [
    MACD("death_cross", 5),
    MACD("dif_below_zero"),
    MACD("dea_value", 0, { v: "0", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI(14)已跌破25，进入深度超卖区，技术性反弹随时可能出现。",
    [RSI("25", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14=36.06" },
  ),
  c("t", A, "tS", "technical", "收盘38.27元，离52周低点37.31元只有约2.6%，处在年内区间的最底部一成以内。", [
    CLOSE("38.27"),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "2.6", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "从52周高点48.55元算，招行已回撤超过三成，跌幅接近腰斩行情。",
    [HI52({ cond: "level", v: "48.55" }), HI52({ v: "-30", cmp: "lt", err: "overstatement" })],
    { err: "overstatement", note: "距高点-21.17%" },
  ),
  c("t", A, "tTr", "technical", "今年以来股价下跌约9.1%，近250个交易日累计跌幅约10.5%，弱于业绩表现。", [
    RET("2025-12-31", { v: "-9.1", cmp: "approx" }),
    RET(250, { v: "-10.5", cmp: "approx" }),
  ]),
  c("t", A, "tM", "quarterly", "2025Q4单季归母净利润约364亿元，同比增长3.4%，但环比三季度下降约6.3%。", [
    V("net_profit", "2025S4", "364", "亿", "approx"),
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-6.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "quarterly",
    "四季度单季营业总收入861.12亿元，环比三季度仅增长约1.6%，旺季不旺。",
    [
      V("revenue", "2025S4", "861.12"),
      QOQ("revenue", "2025S4", "2025S3", { v: "1.6", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "1.57%是同比；环比+5.72%" },
  ),
  c("t", A, "tB", "annual", "2019至2025年归母净利润从928.67亿元增至1501.81亿元，年复合增速约8.3%，且逐年增长。", [
    V("net_profit", "2019", "928.67"),
    V("net_profit", "2025", "1501.81"),
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
    UP("net_profit", YRS),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "营业总收入已连续三年下滑，从2022年的3447.83亿元一路降到2025年。",
    [V("revenue", "2022", "3447.83"), DOWN("revenue", ["2022", "2023", "2024", "2025"], { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025年较2024年微增0.01%" },
  ),
  c("t", A, "tBe", "annual", "2025年营业总收入仍低于2022年3447.83亿元的高点，差距约72亿元。", [
    MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
    H.PAIR("revenue", "2025", undefined, { period2: "2022", mode: "diff", u: "亿", v: "-72", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "annual", "总资产约13.07万亿元，同比增长约7.6%，扩表速度远快于营收。", [
    V("total_assets", "2025", "13.07", "万亿"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    H.GDIFF({ metric: "total_assets", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "5", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "招行总资产已突破130万亿元，是A股体量最大的股份行。",
    [V("total_assets", "2025", "130", "万亿", "gt", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "13.07万亿，×10" },
  ),
  c("u", A, "tN", "announcement", "招行近期公告拟发行不超过300亿元二级资本债，补充资本以支撑扩表。", [
    U("招行仅收录年报公告，债券发行公告无从核验"),
  ]),
  c("t", A, "tN", "announcement", "招行于2025年3月26日披露2024年年度报告，2024年归母净利润1483.91亿元。", [
    EV("annual_report", true, { from: "2025-03-26", to: "2025-03-26" }),
    V("net_profit", "2024", "1483.91"),
  ]),
  c("u", A, "vN", "undecidable", "有媒体报道招行高管层将调整，市场担心零售战略延续性。", [U("新闻与高管变动未存储")]),
  c("t", A, "fR", "technical", "收盘价在MA5、MA10、MA20、MA60、MA120、MA250之下，全部均线上方都是套牢盘。", [
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),

  // ---- 2025-10-31 ----
  c("t", O, "fE", "quarterly", "前三季度营业总收入2514.20亿元，同比下降0.5%；归母净利润1137.72亿元，同比增长0.5%。", [
    V("revenue", "2025M9", "2514.20"),
    G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }),
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "fE",
    "quarterly",
    "前三季度归母净利润同比增长约1.04%，较上半年进一步提速。",
    [G("net_profit", "2025M9", { v: "1.04", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "1.04%是三季度单季；累计+0.52%" },
  ),
  c("t", O, "tT", "technical", "股价40.89元仍低于年线42.00元，不过MACD自10月14日金叉后DIF一直在DEA之上。", [
    MACD("golden_cross", 15),
    MACD("dif_above_dea"),
    CLOSE("40.89"),
    MA(250, "value", { v: "42.00" }),
    MA(250, "below"),
  ]),

  // ---- 2025-09-05 ----
  c(
    "t",
    S,
    "fE",
    "quarterly",
    "中报收入端仍在收缩：营业总收入1699.69亿元，较上年同期少约1.7%；利润端勉强为正，归母净利润749.30亿元，微增0.25%。",
    [
      V("revenue", "2025H1", "1699.69"),
      G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
      V("net_profit", "2025H1", "749.30"),
      G("net_profit", "2025H1", { v: "0.25", cmp: "approx", size: "微增" }),
    ],
  ),
  c("t", S, "tT", "technical", "近20日均量约为前20日的1.34倍，同期股价下跌近4%，属于放量回调。", [
    VOLR({ v: "1.34", cmp: "approx" }),
    RET(20, { v: "-4", cmp: "near" }),
  ]),
  c(
    "f",
    S,
    "tTr",
    "technical",
    "自2024年8月26日以来招行累计上涨约26.6%，目前股价仍牢牢站在MA60之上。",
    [RET("2024-08-26", { v: "26.6", cmp: "approx" }), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "收盘42.76低于MA60 44.94" },
  ),

  // ---- 2025-04-30 ----
  c("t", P, "bull", "annual", "2024年营业总收入3374.88亿元，同比下降0.5%，但归母净利润1483.91亿元仍增长1.2%。", [
    V("revenue", "2024", "3374.88"),
    G("revenue", "2024", { v: "-0.5", cmp: "approx" }),
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.2", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "bull",
    "quarterly",
    "2025Q1营业总收入837.51亿元，同比增长约3.1%，开局平稳。",
    [
      V("revenue", "2025Q1", "837.51"),
      G("revenue", "2025Q1", { v: "3.1", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-3.09%" },
  ),
  c("t", P, "tT", "technical", "4月30日当天MACD再度死叉，收盘40.74元，5日、10日均线均在股价上方。", [
    MACD("death_cross", 1),
    CLOSE("40.74"),
    MA(5, "below"),
    MA(10, "below"),
  ]),
];
