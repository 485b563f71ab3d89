// 招商银行: annual 2019-2025 (operating_revenue to 2024, revenue from 2021), quarters 2024H1..2026Q1 (东方财富主要指标,
// no 2024Q1), bars 2024-01-02..2026-04-30, annual-report notices only. All points on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ } = H;
const { POS52, MCNOW, MCPE, RANK, SPAN, LIN, READ, DD, VOLR, SNAP, PE, BAR, IND, GDIFF, DAYS, MIN } = H;
const c = H.maker("b53-zs", "600036");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];
const R5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "2025年营收3375.32亿元与上年基本持平，归母净利润1501.81亿元却仍增1.21%，韧性犹在。", [
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { size: "基本持平" }),
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营业收入3375.32亿元，同比下降约0.5%，息差收窄已经吃掉了规模扩张。",
    [
      V("revenue", "2025", "3375.32"),
      G("revenue", "2025", { v: "-0.5", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+0.01%" },
  ),
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "26Q1营收869.40亿元、同比+3.81%，归母净利润378.52亿元、同比+1.52%，收入端先于利润回暖。",
    [
      V("revenue", "2026Q1", "869.40"),
      G("revenue", "2026Q1", { v: "3.81" }),
      V("net_profit", "2026Q1", "378.52"),
      G("net_profit", "2026Q1", { v: "1.52" }),
    ],
  ),
  c("t", A, "tB", "annual", "归母净利润连续六年增长，从2019年的928.67亿元一路抬升到1501.81亿元。", [
    UP("net_profit", Y),
    V("net_profit", "2019", "928.67"),
    V("net_profit", "2025", "1501.81"),
  ]),
  c("t", A, "tNe", "industry", "资产负债率90.20%看着刺眼，但银行靠负债经营，九成上下本是行业常态。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "一季度末资产负债率高达90.43%，杠杆风险极大，需警惕偿债危机。",
    [V("debt_ratio", "2026Q1", "90.43", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行约90%负债率属常态" },
  ),
  c(
    "f",
    A,
    "tC",
    "industry",
    "负债率九成以上，远超一般企业60%的警戒线，这张资产负债表经不起冲击。",
    [V("debt_ratio", "2025", "90", "%", "gt"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "以工商企业标准衡量银行杠杆" },
  ),
  c("t", A, "fQ", "annual", "加权ROE从14.49%降到13.44%，少了1.05个百分点，虽仍在两位数，回报率下行趋势未改。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05" }),
    V("roe", "2025", "10", "%", "gt"),
  ]),
  c("t", A, "fV", "valuation", "按4月30日收盘38.27元，对应2025年EPS的PE约6.7倍、PB约0.88倍，破净明显。", [
    CLOSE("38.27"),
    PE("2025", "6.7"),
    PE("2025", "0.88", "approx", { per: "bps" }),
    PE("2025", "1", "lt", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "valuation",
    "股价38.27元，市净率已重回1倍以上，破净修复行情走完大半。",
    [CLOSE("38.27"), PE("2025", "1", "gt", { per: "bps", err: "wrong_value" })],
    { err: "wrong_value", note: "PB=38.27/43.43≈0.88" },
  ),
  c("t", A, "fT", "quarterly", "一季度末每股净资产44.90元，比年末的43.43元又增厚了约1.5元。", [
    V("bps", "2026Q1", "44.90", "元"),
    V("bps", "2025", "43.43", "元"),
    QOQ("bps", "2026Q1", "2025", { mode: "abs", u: "元", v: "1.5", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "收盘38.27元跌破MA5、MA10、MA20，三条短期均线已呈空头排列。", [
    CLOSE("38.27"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MAORDER([5, 10, 20], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MA60、MA120、MA250依次向上排列，中长期多头格局完好。",
    [MAORDER([60, 120, 250], "bull", { err: "technical" })],
    { err: "technical", note: "MA60 39.25 < MA120 40.53 < MA250 42.15" },
  ),
  c("t", A, "bear", "technical", "4月27日MACD再度死叉，DIF -0.125已落到DEA 0.009下方。", [
    MACD("death_cross", 5),
    MACD("dif_value", 0, { v: "-0.125" }),
    MACD("dea_value", 0, { v: "0.009" }),
    MACD("dif_below_dea", 0),
  ]),
  c("t", A, "vT", "technical", "股价处在52周区间约8.5%的低位，离37.31元的52周低点仅2.6%。", [
    POS52({ v: "8.5", cmp: "approx" }),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "RSI14已跌破30进入超卖区，技术性反弹随时可能出现。",
    [RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14 36.06" },
  ),
  c("t", A, "tP", "technical", "过去250个交易日累计下跌10.48%，今年以来也跌了9.1%，从42.10元跌到38.27元。", [
    RET(250, { v: "-10.48" }),
    SPAN("2025-12-31", { v: "-9.1" }),
    CLOSE("42.10", "eq", { date: "2025-12-31" }),
    CLOSE("38.27"),
  ]),
  c("t", A, "fM", "technical", "较近20日收盘高点回撤约4.1%，近20日量能比前20日放大约一成，属放量下跌。", [
    DD(20, { v: "-4.1", cmp: "approx" }),
    VOLR({ v: "1.1", cmp: "approx" }),
    RET(20, { dir: "down" }),
  ]),
  c("t", A, "fV", "valuation", "2025年7月4日快照PB 1.16倍、总市值约1.19万亿元，对应2024年利润PE约8倍。", [
    SNAP("pb", "1.16", "x", "eq"),
    SNAP("marketCap", "1.19", "万亿"),
    MCPE("2024", "8"),
  ]),
  c("t", A, "fE", "quarterly", "2025年四季度单季归母净利润364.09亿元，同比增长3.4%，好于前三个季度的节奏。", [
    V("net_profit", "2025S4", "364.09"),
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
    G("net_profit", "2025M9", { v: "3.4", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "三季度单季营收2514.20亿元，同比下降0.5%，收入压力集中在第三季度。",
    [
      V("revenue", "2025S3", "2514.20", "亿", "eq", { err: "wrong_period" }),
      G("revenue", "2025S3", { v: "-0.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "2514.20亿元、-0.51%是前三季度累计；单季814.51亿元、+2.11%" },
  ),
  c("t", A, "tF", "annual", "经营现金流净额4514.57亿元，约为归母净利润的3倍，银行现金流受存贷款变动主导。", [
    V("operating_cash_flow", "2025", "4514.57"),
    R("operating_cash_flow", "net_profit", "2025", "3", { cmp: "approx" }),
  ]),
  c("u", A, "fR", "undecidable", "不良贷款率0.93%、拨备覆盖率超400%，资产质量仍是同业标杆。", [
    U("不良率、拨备覆盖率未存储"),
  ]),
  c("u", A, "bear", "undecidable", "2025年净息差降至1.87%左右，同比又收窄了十几个基点。", [U("净息差未存储")]),
  c("u", A, "bull", "undecidable", "零售AUM突破16万亿元，财富管理护城河还在加宽。", [U("AUM未存储")]),
  c("u", A, "tN", "announcement", "招行已公告2025年度现金分红，分红率维持在35%。", [
    U("招行公告仅收录年报，分红公告未收录"),
  ]),
  c("t", A, "tN", "announcement", "《招商银行2024年年度报告》于2025年3月26日发布。", [
    EV("annual_report", true, { from: "2025-03-26", to: "2025-03-26", title: "2024年" }),
  ]),
  c("t", A, "fSy", "annual", "总资产13.07万亿元、同比增长约7.6%，总负债增幅约8%，扩表仍在继续。", [
    V("total_assets", "2025", "13.07", "万亿"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    G("total_liabilities", "2025", { v: "8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "annual",
    "总资产约130.7万亿元，体量已接近国有大行。",
    [V("total_assets", "2025", "130.7", "万亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "130705.23亿元=13.07万亿元" },
  ),
  c("t", A, "fL", "annual", "2019至2025年归母净利润年均复合增长约8.3%，但近两年增速已降到个位数低段。", [
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
    G("net_profit", "2025", { v: "3", cmp: "lt", dir: "up" }),
    G("net_profit", "2024", { v: "3", cmp: "lt", dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年营收3375.32亿元再创历史新高，规模仍在扩张。",
    [V("revenue", "2025", "3375.32"), MAX("revenue", "2025", R5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "高点为2022年3447.83亿元" },
  ),
  c("t", A, "tM", "annual", "营收在2021年以来五个年度里只排第三，2022年的3447.83亿元仍是高点。", [
    RANK("revenue", "2025", R5, "max", 3),
    MAX("revenue", "2022", R5),
    V("revenue", "2022", "3447.83"),
  ]),
  c("t", A, "fE", "annual", "扣非归母1500.07亿元，与归母只差约1.7亿元，利润几乎全来自主业。", [
    V("deducted_net_profit", "2025", "1500.07"),
    LIN(
      [
        ["net_profit", 1],
        ["deducted_net_profit", -1],
      ],
      "2025",
      { v: "1.7", cmp: "approx" },
    ),
  ]),
  c("t", A, "tF", "annual", "销售净利率44.77%，比2024年提高约0.46个百分点。", [
    V("net_margin", "2025", "44.77", "%"),
    PP("net_margin", "2025", { v: "0.46", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年基本每股收益5.80元，EPS增长重新提速。",
    [V("basic_eps", "2025", "5.80", "元", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "5.70元" },
  ),
  c("t", A, "tF", "annual", "基本每股收益2019年3.62元→2023年5.63元→2025年5.70元，逐年抬升从未回头。", [
    V("basic_eps", "2019", "3.62", "元"),
    V("basic_eps", "2023", "5.63", "元"),
    V("basic_eps", "2025", "5.70", "元"),
    UP("basic_eps", Y),
  ]),
  c(
    "f",
    A,
    "tA",
    "quarterly",
    "一季度归母净利润大增，银行股业绩拐点已经确立。",
    [G("net_profit", "2026Q1", { size: "大增", err: "overstatement" })],
    { err: "overstatement", note: "+1.52%" },
  ),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度营收同比增长3.81%，但这恰恰说明收入端继续恶化，以价换量难以为继。",
    [READ(G("revenue", "2026Q1", { v: "3.81" }), "negative", { err: "stance" })],
    { err: "stance", note: "增长读作恶化" },
  ),
  c("u", A, "fM", "undecidable", "管理层指引2026年营收、利润均保持正增长，全年净利有望达1530亿元。", [
    U("业绩指引与预测不在数据中"),
  ]),
  c("u", A, "vN", "undecidable", "招行ROE明显高于工商银行和建设银行，溢价有基本面支撑。", [U("同业银行不在样本内")]),
  c("t", A, "tM", "quarterly", "一季度营收增速3.81%快过净利润增速1.52%，两者相差约2.3个百分点。", [
    GDIFF(
      { metric: "revenue", period: "2026Q1" },
      { metric: "net_profit", period: "2026Q1" },
      { v: "2.3", cmp: "approx" },
    ),
  ]),
  c("t", A, "tT", "technical", "4月29日放量大跌约2.8%，成交量是前一日的3.8倍左右，次日续跌收于38.27元。", [
    BAR("2026-04-29", "chg", { v: "-2.8", cmp: "approx" }),
    BAR("2026-04-29", "volx", { v: "3.8", cmp: "approx" }),
    DAYS(2, "down"),
    CLOSE("38.27"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2025年归母净利润1501.81亿元，比2023年增长1.21%，两年几乎原地踏步。",
    [G("net_profit", "2025", { base: "2023", v: "1.21", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "1.21%是较2024年；较2023年+2.44%" },
  ),
  c("t", A, "fT", "quarterly", "2025年四个季度单季归母净利润分别为372.86、376.44、388.42、364.09亿元，四季度最低。", [
    V("net_profit", "2025Q1", "372.86"),
    V("net_profit", "2025S2", "376.44"),
    V("net_profit", "2025S3", "388.42"),
    V("net_profit", "2025S4", "364.09"),
    MIN("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "2025年经营现金流净额4514.57亿元，同比大幅下滑，流动性在收紧。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      G("operating_cash_flow", "2025", { size: "大幅下滑", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+0.99%" },
  ),
  c("t", A, "tS", "technical", "RSI14约36，股价距52周高点48.55元已跌去两成以上。", [
    RSI("36", "approx"),
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-20", cmp: "lt" }),
  ]),
];
