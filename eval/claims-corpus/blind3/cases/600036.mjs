// 招商银行: FY2019-2025 annual (balance sheet gaps 2020), 2024H1-2026Q1 quarterly (Eastmoney main indicators, no
// 2024Q1), bars from 2024. A bank: ~90 % debt ratio is the business, NIM / NPL / capital ratios are not stored.
import {
  V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, PE, SNAP, U, READ,
  IND, MCPE, PAIR, BIAS, AMP, DD, BRK, POS52, IN, maker,
} from "../spec-helpers.mjs";

const c = maker("b3-zs", "600036");
const A = "2025-05-09";
const B = "2025-09-12";
const C = "2025-12-12";
const Dd = "2026-04-30";

export default [
  c("t", A, "tF", "annual", "**营收端**：FY2024营业收入3374.88亿，yoy -0.5%，连续第二年微降（FY2023为3391.23亿，亦低于FY2022）。", [
    V("operating_revenue", "2024", "3374.88"), G("operating_revenue", "2024", { v: "-0.5", cmp: "approx", size: "微降" }),
    DOWN("operating_revenue", ["2022", "2023", "2024"]),
  ]),
  c("f", A, "tF", "annual", "**营收端**：FY2024营业收入3374.88亿，yoy +0.5%，止跌回升。", [
    V("operating_revenue", "2024", "3374.88"), G("operating_revenue", "2024", { dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tF", "annual", "**利润端**：归母净利润1483.91亿，同比+1.2%，增速由FY2022的15.1%一路降到FY2024的1.2%。", [
    V("net_profit", "2024", "1483.91"), G("net_profit", "2024", { v: "1.2", cmp: "approx" }), G("net_profit", "2022", { v: "15.1", cmp: "approx" }),
    G("net_profit", "2023", { v: "6.2", cmp: "approx", note: "中间一年" }),
  ]),
  c("f", A, "fE", "annual", "归母净利润1483.91亿，同比增长6.2%，盈利韧性不减。", [
    V("net_profit", "2024", "1483.91"), G("net_profit", "2024", { v: "6.2", cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period", note: "6.2%是FY2023的增速" }),
  c("t", A, "fE", "annual", "① 归母净利润：1380.12亿 → 1466.02亿 → 1483.91亿（FY2022→FY2024），三年连增但一年比一年慢；② 基本每股收益5.26 → 5.63 → 5.66元。", [
    UP("net_profit", ["2022", "2023", "2024"]), V("net_profit", "2022", "1380.12"), V("net_profit", "2023", "1466.02"),
    UP("basic_eps", ["2022", "2023", "2024"]), V("basic_eps", "2022", "5.26", "元"), V("basic_eps", "2024", "5.66", "元"),
  ]),
  c("f", A, "fE", "annual", "基本每股收益5.66元（FY2024），较上年增长约7.6%。", [
    V("basic_eps", "2024", "5.66", "元"), G("basic_eps", "2024", { v: "7.6", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "约+0.5%" }),
  c("t", A, "fR", "industry", "资产负债率约89.9%（2024年末），对商业银行而言属正常水平，不构成风险信号。", [
    V("debt_ratio", "2024", "89.9", "%", "approx"), IND("high_debt_is_normal"),
  ]),
  c("f", A, "tC", "industry", "负债率接近90%（2024年末），杠杆明显偏高，一旦资产质量恶化偿债压力巨大。", [
    V("debt_ratio", "2024", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" }),
  ], { err: "industry_sense" }),
  c("t", A, "fSy", "annual", "总资产12.15万亿元（2024年末），一年扩表约1.12万亿，增速约10.2%。", [
    V("total_assets", "2024", "12.15", "万亿", "approx"), D("total_assets", "2024", { v: "1.12", u: "万亿", cmp: "approx" }),
    G("total_assets", "2024", { v: "10.2", cmp: "approx" }),
  ]),
  c("f", A, "fSy", "annual", "总资产突破13万亿元（2024年末），规模稳居股份行首位。", [
    V("total_assets", "2024", "13", "万亿", "gt", { err: "wrong_period" }), U("股份行排名：同业数据未存"),
  ], { err: "wrong_period", note: "13.07万亿是2025年末" }),
  c("u", A, "fR", "undecidable", "不良率0.95%、拨备覆盖率412%，资产质量仍是股份行标杆。", [U("不良率、拨备覆盖率：数据未存")]),
  c("u", A, "tN", "undecidable", "净息差收窄至1.98%，较上年下降17bp，是营收承压的主因。", [U("净息差：数据未存")]),
  c("t", A, "tF", "quarterly", "2025Q1：营业收入837.51亿，归母净利润372.86亿，ROE(未年化)3.53%，每股净资产42.26元。", [
    V("revenue", "2025Q1", "837.51"), V("net_profit", "2025Q1", "372.86"), V("roe", "2025Q1", "3.53", "%", "approx"), V("bps", "2025Q1", "42.26", "元"),
  ]),
  c("u", A, "tBe", "quarterly", "Q1营收837.51亿，同比-3.1%，利润同比-2.1%，开年就掉速。", [
    V("revenue", "2025Q1", "837.51"), G("revenue", "2025Q1", { v: "-3.1", cmp: "approx" }), G("net_profit", "2025Q1", { v: "-2.1", cmp: "approx" }),
  ], { note: "2024Q1未存储" }),
  c("t", A, "fV", "valuation", "按5月9日收盘43.48元，PB≈43.48/42.26≈1.03倍（对应2025Q1每股净资产），静态PE≈7.7倍（FY2024 EPS 5.66元）。", [
    CLOSE("43.48"), PE("2025Q1", "1.03", "approx", { per: "bps" }), PE("2024", "7.7", "approx"),
  ]),
  c("f", A, "fV", "valuation", "当前PB只有0.7倍左右，破净严重。", [PE("2025Q1", "0.7", "approx", { per: "bps", err: "wrong_value" })], { err: "wrong_value" }),
  c("t", A, "tT", "technical", "5月8日MACD金叉，9日收43.48突破近20日收盘高点（量能并未放大）；MA5/10/20尚未理顺，但股价已站上全部均线。", [
    MACD("golden_cross", 2), BRK(20, "up"), CLOSE("43.48"), MA(5, "above"), MA(10, "above"), MA(20, "above"), MA(60, "above"),
    MA(120, "above"), MA(250, "above"),
  ]),
  c("f", A, "tT", "technical", "5月9日放量突破，20日均量比前20日多了两成以上。", [BRK(20, "up"), VOL("expand", { err: "technical" })], { err: "technical", note: "20日均量/前20日=0.83" }),
  c("t", A, "vT", "technical", "技术面：近一年（250日）上涨约30%，处于52周区间上沿（约84%分位），距前高46.1约5.7%。", [
    RET(250, { v: "30", cmp: "approx" }), POS52({ v: "80", cmp: "ge" }), HI52({ v: "-5.7", cmp: "approx" }),
  ]),
  c("t", A, "tA", "technical", "年初至今+10.6%，跑出银行股的进攻性；DIF刚回到DEA上方，趋势还在修复。", [
    RET("2024-12-31", { v: "10.6", cmp: "approx" }), MACD("dif_above_dea"),
  ]),
  // ---- 2025-09-12: H1 out ----
  c("t", B, "tF", "quarterly", "2025H1：营收1699.69亿（yoy -1.7%），归母净利749.30亿（yoy +0.25%），利润基本持平，营收仍在下滑。", [
    V("revenue", "2025H1", "1699.69"), G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }), V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", cmp: "approx", size: "基本持平" }),
  ]),
  c("f", B, "tB", "quarterly", "上半年归母净利749.30亿，同比增长近两成，利润拐点确立。", [
    V("net_profit", "2025H1", "749.30"), G("net_profit", "2025H1", { v: "20", cmp: "near", err: "overstatement" }),
  ], { err: "overstatement" }),
  c("t", B, "fE", "quarterly", "Q2单季：营收约862.2亿，环比Q1+2.9%；归母净利约376.4亿，环比+1.0%。", [
    V("revenue", "2025S2", "862.2", "亿", "approx"), PAIR("revenue", "2025S2", undefined, { period2: "2025S1", mode: "x", v: "1.029", cmp: "approx" }),
    V("net_profit", "2025S2", "376.4", "亿", "approx"), PAIR("net_profit", "2025S2", undefined, { period2: "2025S1", mode: "x", v: "1.010", cmp: "approx" }),
  ]),
  c("f", B, "fE", "quarterly", "Q2单季营收约1699.7亿，环比Q1翻倍。", [V("revenue", "2025S2", "1699.7", "亿", "approx", { err: "wrong_period" })], { err: "wrong_period" }),
  c("u", B, "fM", "quarterly", "每股经营现金流由Q1的3.77元升至H1的5.33元；半年每股净资产42.10元，比Q1末（42.26元）略降——中期分红后净资产回落。", [
    V("ocf_per_share", "2025Q1", "3.77", "元", "approx"), V("ocf_per_share", "2025H1", "5.33", "元", "approx"),
    V("bps", "2025H1", "42.10", "元"), PAIR("bps", "2025H1", undefined, { period2: "2025Q1", mode: "lt" }),
    U("净资产回落归因于分红：分红实施未存"),
  ]),
  c("t", B, "tT", "technical", "收42.54，MA5/MA20/MA60依次向上排开，空头排列，且跌破半年线（约44.0）；60日回撤约11.8%。", [
    CLOSE("42.54"), MAORDER([5, 20, 60], "bear"), MA(120, "below"), MA(120, "value", { v: "44.0", cmp: "approx" }), DD(60, { v: "-11.8", cmp: "approx" }),
  ]),
  c("f", B, "tT", "technical", "9月中旬仍守在年线之上（年线约43.5），多头格局未坏。", [
    MA(250, "above"), MA(250, "value", { v: "43.5", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "MA250约41.23" }),
  c("t", B, "tS", "technical", "近20日放量下跌：20日均量较前20日放大约24%，价格却跌了1.8%，资金分歧加大。", [
    VOL("expand"), RET(20, { v: "-1.8", cmp: "approx" }),
  ]),
  c("f", B, "vT", "technical", "技术面：RSI(14)跌至28，已进入超卖区，技术性反弹在即。", [RSI("30", "lt", { err: "technical" })], { err: "technical", note: "RSI约41.8" }),
  c("t", B, "tNe", "technical", "一方面近60日跌了7.5%；另一方面一年维度仍涨三成多（+33.2%）。短空长多，两种读法都成立。", [
    RET(60, { v: "-7.5", cmp: "approx" }), RET(250, { v: "33.2", cmp: "approx" }),
  ]),
  c("t", B, "fV", "valuation", "按7月4日约1.19万亿市值、FY2024归母净利1484亿，PE约8.0倍，PB约1.16倍。", [
    SNAP("marketCap", "1.19", "万亿", "approx"), MCPE("2024", "8.0", "approx"), SNAP("pb", "1.16", "x", "eq"),
  ]),
  c("u", B, "fV", "undecidable", "股息率约5.1%，显著高于十年期国债收益率。", [U("股息率与国债收益率：数据未存")]),
  // ---- 2025-12-12: nine months out ----
  c("t", C, "tF", "quarterly", "前三季度：营收2514.20亿（yoy -0.5%），归母净利1137.72亿（yoy +0.5%），ROE(未年化)10.47%，比去年同期的11.54%低约1.1pp。", [
    V("revenue", "2025M9", "2514.20"), G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }), V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }), V("roe", "2025M9", "10.47", "%"), PP("roe", "2025M9", { v: "-1.1", cmp: "approx" }),
  ]),
  c("f", C, "tF", "quarterly", "前三季度营收2514.20亿，同比下降约5%。", [
    V("revenue", "2025M9", "2514.20"), G("revenue", "2025M9", { v: "-5", cmp: "approx", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("u", C, "fE", "quarterly", "Q3单季营收约814.5亿，同比+2.1%，是今年首个同比正增长的季度；Q3单季利润约388.4亿，同比+1.0%。", [
    V("revenue", "2025S3", "814.5", "亿", "approx"), G("revenue", "2025S3", { v: "2.1", cmp: "approx" }),
    G("revenue", "2025S2", { dir: "down" }), V("net_profit", "2025S3", "388.4", "亿", "approx"), G("net_profit", "2025S3", { v: "1.0", cmp: "approx" }),
  ], { note: "Q1同比不可核（无2024Q1），Q2同比为负" }),
  c("t", C, "tTr", "technical", "41.74，MACD 12月3日死叉，20日量缩两成。观望。", [
    CLOSE("41.74"), MACD("death_cross", 8), VOL("shrink_strong"),
  ]),
  c("f", C, "tTr", "technical", "41.74，刚刚站上年线，试多。", [CLOSE("41.74"), MA(250, "above", { err: "technical" })], { err: "technical" }),
  c("t", C, "tC", "technical", "年线（约42.6）与半年线（约43.4）都在股价上方，跌破后已连续形成压力；52周区间位置约40%，不算低。", [
    MA(250, "below"), MA(120, "below"), MA(250, "value", { v: "42.6", cmp: "approx" }), MA(120, "value", { v: "43.4", cmp: "approx" }),
    POS52({ v: "40", cmp: "approx" }),
  ]),
  c("u", C, "tN", "undecidable", "据媒体报道，公司拟于年底前实施中期分红，每股派息约1.0元。", [U("中期分红实施：未见公告，且为报道")]),
  // ---- 2026-04-30: FY2025 and 2026Q1 ----
  c("t", Dd, "tF", "annual", "FY2025：营业收入3375.32亿，同比+0.01%；归母净利1501.81亿，同比+1.2%。营收基本持平，谈不上增长。", [
    V("revenue", "2025", "3375.32"), G("revenue", "2025", { v: "0.01", cmp: "approx", size: "基本持平" }), V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
  c("f", Dd, "bull", "annual", "FY2025营收同比+0.01%，重回增长轨道，成长性获数据验证。", [
    G("revenue", "2025", { v: "0.01", cmp: "approx" }), G("revenue", "2025", { size: "稳健增长", err: "overstatement" }),
  ], { err: "overstatement" }),
  c("t", Dd, "bear", "annual", "多方说利润再创新高没错（1501.81亿），但增速只有1.2%，已是连续第三年个位数增长。", [
    MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]), G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    G("net_profit", "2023", { size: "个位数增长" }), G("net_profit", "2024", { size: "个位数增长" }), G("net_profit", "2025", { size: "个位数增长" }),
  ]),
  c("f", Dd, "bear", "annual", "FY2021至FY2023归母净利润连续三年两位数增长，到FY2025只剩+1.2%，成长股变成了类债券。", [
    G("net_profit", "2021", { size: "两位数增长" }), G("net_profit", "2022", { size: "两位数增长" }),
    G("net_profit", "2023", { size: "两位数增长", err: "wrong_magnitude" }), G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ], { err: "wrong_magnitude", note: "FY2023仅+6.2%" }),
  c("t", Dd, "fR", "industry", "年末资产负债率约90.2%，与上年末的89.9%相差无几；对银行而言九成负债是经营常态。", [
    V("debt_ratio", "2025", "90.2", "%", "approx"), PP("debt_ratio", "2025", { v: "0.3", cmp: "approx" }), IND("high_debt_is_normal"),
  ]),
  c("f", Dd, "tC", "industry", "资产负债率90.2%，偏高，偿债压力值得关注。", [
    V("debt_ratio", "2025", "90.2", "%", "approx"), IND("high_debt_is_risk", { err: "industry_sense" }),
  ], { err: "industry_sense" }),
  c("t", Dd, "fSy", "annual", "总资产13.07万亿元，较上年末增长约7.6%，扩表速度比FY2024（10.2%）慢了一截。", [
    V("total_assets", "2025", "13.07", "万亿", "approx"), G("total_assets", "2025", { v: "7.6", cmp: "approx" }), G("total_assets", "2024", { v: "10.2", cmp: "approx" }),
  ]),
  c("t", Dd, "fSy", "annual", "经营现金流4514.57亿（FY2024为4470.23亿），基本持平（+1.0%）。", [
    V("operating_cash_flow", "2025", "4514.57"), V("operating_cash_flow", "2024", "4470.23"), G("operating_cash_flow", "2025", { v: "1.0", cmp: "approx", size: "基本持平" }),
  ]),
  c("t", Dd, "tF", "quarterly", "2026Q1营收869.40亿，同比+3.8%；归母净利378.52亿，同比+1.5%；每股经营现金流4.99元。", [
    V("revenue", "2026Q1", "869.40"), G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }), V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }), V("ocf_per_share", "2026Q1", "4.99", "元"),
  ]),
  c("f", Dd, "tB", "quarterly", "2026Q1营收869.40亿，同比+13.8%，营收拐点来了。", [
    V("revenue", "2026Q1", "869.40"), G("revenue", "2026Q1", { v: "13.8", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", Dd, "tB", "quarterly", "2026Q1营收环比2025Q4（约861亿）小幅回升约1%，归母净利环比+4.0%。", [
    V("revenue", "2025S4", "861", "亿", "approx"), PAIR("revenue", "2026Q1", undefined, { period2: "2025S4", mode: "x", v: "1.01", cmp: "approx" }),
    PAIR("net_profit", "2026Q1", undefined, { period2: "2025S4", mode: "x", v: "1.040", cmp: "approx" }),
  ]),
  c("t", Dd, "fV", "valuation", "以4月末收盘38.27元计，PB≈0.85倍（2026Q1每股净资产44.90元），已经破净。", [
    CLOSE("38.27"), V("bps", "2026Q1", "44.90", "元"), PE("2026Q1", "0.85", "approx", { per: "bps" }), PE("2026Q1", "1", "lt", { per: "bps" }),
  ]),
  c("f", Dd, "fV", "valuation", "以4月末收盘价计PB约1.16倍，估值并不便宜。", [PE("2026Q1", "1.16", "approx", { per: "bps", err: "wrong_value" })], { err: "wrong_value", note: "1.16是2025-07快照" }),
  c("t", Dd, "tT", "technical", "4月末收38.27，处于52周区间下沿（约8.5%分位），距52周低点37.31仅2.6%；4月27日MACD死叉，DIF跌回零轴下方。", [
    CLOSE("38.27"), POS52({ v: "20", cmp: "le" }), LO52({ v: "2.6", cmp: "approx" }), MACD("death_cross", 4), MACD("dif_below_zero"),
  ]),
  c("f", Dd, "tT", "technical", "股价创52周新低，技术面全面走坏。", [LO52({ cond: "new_low", err: "technical" })], { err: "technical" }),
  c("t", Dd, "tS", "technical", "过去五个交易日跌3.9%，收在近10日最低；20日均量比前20日放大约10%，放量下跌。", [
    RET(5, { v: "-3.9", cmp: "approx" }), BRK(10, "down"), VOL("expand"),
  ]),
  c("t", Dd, "tS", "technical", "放量下跌、跌破全部均线，这组量价组合只能读作利空，不宜解读为“洗盘”。", [
    READ(RET(5, { v: "-3.9", cmp: "approx" }), "negative"), VOL("expand"), MA(250, "below"), MA(5, "below"),
  ]),
  c("f", Dd, "fS", "technical", "近五日跌3.9%但成交放大，说明有资金在低位承接，属于积极信号。", [
    READ(RET(5, { v: "-3.9", cmp: "approx" }), "positive", { err: "stance" }),
  ], { err: "stance" }),
  c("t", Dd, "vT", "technical", "技术面：年初至今-9.1%，一年跌约10.5%，年线（约42.15）在上方压制。", [
    RET("2025-12-31", { v: "-9.1", cmp: "approx" }), RET(250, { v: "-10.5", cmp: "approx" }), MA(250, "value", { v: "42.15", cmp: "approx" }), MA(250, "below"),
  ]),
  c("f", Dd, "vT", "technical", "技术面：年初至今小幅上涨约2.6%，抗跌属性显现。", [RET("2025-12-31", { dir: "up", err: "wrong_direction" })], { err: "wrong_direction" }),
  c("t", Dd, "vF", "annual", "基本面：FY2025 EPS未入库，按FY2024 EPS 5.66元，静态PE约6.8倍。", [PE("2024", "6.8", "approx")]),
  c("u", Dd, "vN", "undecidable", "消息面：监管拟下调存款利率，银行息差有望企稳。", [U("政策与息差：数据外")]),
  c("u", Dd, "tM", "undecidable", "若2026年利润增速维持1.5%，全年归母净利约1524亿。", [U("情景测算")]),
];
