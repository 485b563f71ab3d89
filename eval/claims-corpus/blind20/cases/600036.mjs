// 招商银行: FY2019-2025 (营业收入 as revenue from 2021), quarters 2024H1..2026Q1, bars 2024-01-02..2026-04-30,
// annual-report notices only (a missing dividend notice is undecidable). Dates: 2026-04-30, 2025-09-05,
// 2025-04-30, 2020-05-15 (FY2019 public, no bars yet).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, RANK, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ, PSUM, X, READ, PAIR, D, PE, IND, GDIFF, SPAN, DD, POS52 } = H;
const c = H.maker("b20-cmb", "600036");
const A = "2026-04-30";
const S = "2025-09-05";
const P = "2025-04-30";
const E = "2020-05-15";

export default [
  c("t", A, "fE", "annual", "招行2025年营收3375.32亿元，与上年基本持平；归母净利润1501.81亿元，同比增长约1.2%。", [
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { size: "基本持平" }),
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1501.81亿元，同比增长12%，重回两位数增长通道。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { v: "12", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+1.21%，×10误读" },
  ),
  c("t", A, "bear", "annual", "营收已连续三年低于2022年的3447.83亿元高点，收入端缺乏弹性。", [
    V("revenue", "2022", "3447.83"),
    MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收再度同比下滑，已是连续第三年负增长。",
    [G("revenue", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025年同比+0.01%（2023、2024年下滑）" },
  ),
  c("t", A, "fV", "annual", "ROE从14.49%降至13.44%，下降约1.05个百分点，较2019年的16.84%更是低了3.4个百分点。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05" }),
    PP("roe", "2025", { base: "2019", v: "-3.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "2025年ROE14.49%，在利率下行周期里仍守住了14%以上。",
    [V("roe", "2025", "14.49", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "14.49%是2024年；2025年13.44%" },
  ),
  c("t", A, "fR", "annual", "资产负债率90.20%，对银行而言属正常水平，不构成单独的风险点。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "负债率高达90.2%，远超一般企业的警戒线，财务杠杆风险突出，建议回避。",
    [V("debt_ratio", "2025", "90.2", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约九成属行业常态" },
  ),
  c("t", A, "tF", "annual", "总资产13.07万亿元，同比增长约7.6%，扩表速度快于利润增速。", [
    V("total_assets", "2025", "13.07", "万亿"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    GDIFF({ metric: "total_assets", period: "2025" }, { metric: "net_profit", period: "2025" }, { v: "0", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "总资产已突破130万亿元，体量稳居股份行之首。",
    [V("total_assets", "2025", "130", "万亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "13.07万亿，×10" },
  ),
  c("u", A, "fR", "annual", "净息差收窄至1.8%以下，不良率维持在0.95%左右，资产质量稳定。", [U("净息差与不良率未存储")]),
  c("t", A, "tB", "annual", "归母净利润由2019年的928.67亿元增至1501.81亿元，六年复合增速约8.3%。", [
    V("net_profit", "2019", "928.67"),
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "净利率从2021年的36.48%逐年抬升到2025年的44.77%，为近五年最高。", [
    V("net_margin", "2021", "36.48", "%"),
    UP("net_margin", ["2021", "2022", "2023", "2024", "2025"]),
    MAX("net_margin", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("t", A, "fV", "valuation", "以收盘价38.27元和2025年每股收益5.70元计，静态PE约6.7倍。", [
    CLOSE("38.27"),
    V("basic_eps", "2025", "5.70", "元"),
    PE("2025", "6.7"),
  ]),
  c("t", A, "fV", "valuation", "一季末每股净资产44.90元，对应市净率约0.85倍，仍处破净状态。", [
    V("bps", "2026Q1", "44.90", "元"),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    PE("2026Q1", "1", "lt", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按2025年每股净资产43.43元算，当前PB约1.1倍，估值已不算便宜。",
    [V("bps", "2025", "43.43", "元"), PE("2025", "1.1", "approx", { per: "bps", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "38.27/43.43=0.88" },
  ),
  c("u", A, "fV", "valuation", "股息率超过5%，高于招行过去十年的平均股息率。", [U("股息率历史未存储")]),
  c("t", A, "tF", "quarterly", "2026年一季度营收869.40亿元，同比增长约3.8%，增速快于净利润的1.5%。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "quarterly",
    "一季度归母净利润378.52亿元，同比增长3.8%，利润增速明显回升。",
    [V("net_profit", "2026Q1", "378.52"), G("net_profit", "2026Q1", { v: "3.8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "3.8%是营收增速，净利润+1.52%" },
  ),
  c("t", A, "fR", "quarterly", "一季度经营现金流1258.49亿元，较上年同期的950.26亿元增长约32%。", [
    V("operating_cash_flow", "2026Q1", "1258.49"),
    G("operating_cash_flow", "2026Q1", { v: "32", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "quarterly", "2025年四季度单季净利润364.09亿元，同比增长约3.4%，但环比三季度有所回落。", [
    V("net_profit", "2025S4", "364.09"),
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
    QOQ("net_profit", "2025S4", "2025S3", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "2025年全年归母净利润仅364亿元，同比仅增3.4%。",
    [V("net_profit", "2025", "364", "亿", "approx", { err: "wrong_period" }), G("net_profit", "2025", { v: "3.4", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "364.09亿与+3.4%是四季度单季" },
  ),
  c("t", A, "tB", "quarterly", "下半年归母净利润约753亿元，略高于上半年的749.30亿元，全年节奏平稳。", [
    PSUM([["net_profit", "2025", 1], ["net_profit", "2025H1", -1]], { v: "753", cmp: "approx" }),
    V("net_profit", "2025H1", "749.30"),
  ]),
  c("t", A, "tT", "technical", "收盘38.27元，较52周高点48.55元回撤约21%，已处在52周区间的下沿。", [
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-21", cmp: "approx" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价跌破52周低点，创出一年新低，技术面破位。",
    [LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "收盘38.27，高于52周低点37.31" },
  ),
  c("t", A, "tT", "technical", "MACD于4月27日死叉，DIF已落到零轴下方，RSI约36，短线偏弱。", [
    MACD("death_cross", 5),
    MACD("dif_below_zero"),
    RSI("36", "approx"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "股价依然站稳MA250年线之上，长期趋势未破。",
    [MA(250, "above", { err: "technical" })],
    { err: "technical", note: "MA250约42.15，收盘38.27在其下" },
  ),
  c("u", A, "tS", "technical", "近期险资持续增持招行H股，南向资金抄底意愿强烈。", [U("资金流向与H股持仓未存储")]),
  c("u", A, "tM", "annual", "市场一致预期招行2026年净利润增长约3%，好于2025年的1.2%。", [
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    U("一致预期未存储"),
  ]),
  c("u", A, "tN", "announcement", "招行已公告2025年度每股派发现金红利约2元，分红率维持在35%。", [
    U("招行分红方案公告未收录（仅收录年度报告）"),
  ]),
  // 2025-09-05: H1 2025 public
  c("t", S, "fE", "quarterly", "上半年营收1699.69亿元，同比下降约1.7%；归母净利润749.30亿元，同比微增0.25%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", cmp: "approx", size: "微增" }),
  ]),
  c(
    "f",
    S,
    "bull",
    "quarterly",
    "上半年营收和净利润双双实现正增长，经营拐点已现。",
    [G("revenue", "2025H1", { dir: "up", err: "wrong_direction" }), G("net_profit", "2025H1", { dir: "up" })],
    { err: "wrong_direction", note: "营收同比-1.72%" },
  ),
  c("t", S, "tT", "technical", "9月4日MACD金叉，股价站在年线41.03元上方，但仍低于MA60。", [
    MACD("golden_cross", 2),
    MA(250, "value", { v: "41.03" }),
    MA(250, "above"),
    MA(60, "below"),
  ]),
  c("t", S, "tS", "technical", "过去250个交易日累计上涨约27%，近20日成交均量放大到前期的1.3倍以上。", [
    RET(250, { v: "27", cmp: "approx" }),
    VOL("expand_strong"),
  ]),
  c("u", S, "fSy", "quarterly", "预计全年营收降幅将收窄至1%以内，净利润增速回升到2%。", [U("全年预测")]),
  // 2025-04-30
  c("t", P, "tF", "quarterly", "一季度营收837.51亿元，同比下降约3%，降幅较去年全年扩大。", [
    V("revenue", "2025Q1", "837.51"),
    G("revenue", "2025Q1", { v: "-3", cmp: "approx" }),
    G("revenue", "2024", { dir: "down", v: "-3", cmp: "gt" }),
  ], { note: "一季度同比取原始披露-3.09%；2024年全年-0.48%" }),
  c(
    "f",
    P,
    "tT",
    "technical",
    "收盘40.74元，站稳MA20之上，短线多头占优。",
    [CLOSE("40.74"), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "MA20 41.84在收盘价之上" },
  ),
  c("t", P, "tNe", "technical", "当日MACD死叉，但股价仍在MA120和MA250之上，距52周高点约12%。", [
    MACD("death_cross", 1),
    MA(120, "above"),
    MA(250, "above"),
    HI52({ v: "-12", cmp: "approx" }),
  ]),
  c("t", P, "tN", "announcement", "招行已于3月26日披露2024年年度报告。", [EV("annual_report", true, { from: "2025-03-26", title: "2024" })]),
  // 2020-05-15
  c("u", E, "tT", "technical", "股价已站上60日均线，MACD即将金叉。", [MA(60, "above")]),
  c(
    "f",
    E,
    "fR",
    "annual",
    "2019年经营现金流443.2亿元，对一家银行而言并不算少。",
    [V("operating_cash_flow", "2019", "443.2", "亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "44.32亿，×10" },
  ),
];
