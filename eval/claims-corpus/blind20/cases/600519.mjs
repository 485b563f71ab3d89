// 贵州茅台: FY2019-2025, quarters 2025Q1..2026Q1, bars 2024-01-02..2026-04-30, annual-report notices only.
// Dates: 2026-04-30 (FY2025 and 2026Q1 public), 2025-10-31 (nine months 2025), 2025-04-30 (FY2024 public).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, RANK, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ, PSUM, X, MCNOW, READ, BIAS, SPAN, PAIR, D, IN } = H;
const c = H.maker("b20-mt", "600519");
const A = "2026-04-30";
const O = "2025-10-31";
const P = "2025-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "茅台2025年归母净利润823.20亿元，同比下降约4.5%，增长神话已经打破。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润仍有862亿元，在消费疲软背景下基本守住了盘子。",
    [V("net_profit", "2025", "862", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "862.28是2024年；2025年823.20" },
  ),
  c("t", A, "fE", "annual", "营业总收入1720.54亿元，较上年的1741.44亿元微降约1.2%，收入端基本持平。", [
    V("revenue", "2025", "1720.54"),
    V("revenue", "2024", "1741.44"),
    G("revenue", "2025", { v: "-1.2", cmp: "approx", size: "基本持平" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年营业收入1720.54亿元，同比小降1.2%，渠道压力可控。",
    [V("operating_revenue", "2025", "1720.54", "亿", "eq", { err: "wrong_value" }), G("revenue", "2025", { v: "-1.2", cmp: "approx" })],
    { err: "wrong_value", note: "1720.54是营业总收入；营业收入1688.38" },
  ),
  c("t", A, "tF", "annual", "值得注意的是，2025年营业收入1688.38亿元，仍比2023年高出约14%，两年维度并未倒退。", [
    V("operating_revenue", "2025", "1688.38"),
    G("operating_revenue", "2025", { base: "2023", v: "14", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "经营现金流净额615.22亿元，较2024年的924.64亿元缩水三成以上，回款节奏明显放缓。", [
    V("operating_cash_flow", "2025", "615.22"),
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "经营现金流仅615亿元，同比下滑超过四成，现金创造能力出现断崖。",
    [V("operating_cash_flow", "2025", "615", "亿", "approx"), G("operating_cash_flow", "2025", { v: "-40", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际-33.5%" },
  ),
  c("t", A, "fR", "annual", "2025年投资活动现金净流出316.42亿元，而2024年只有17.85亿元，资金去向需要追问。", [
    V("investing_cash_flow", "2025", "-316.42"),
    V("investing_cash_flow", "2024", "-17.85"),
  ]),
  c("u", A, "fQ", "annual", "投资现金流出316亿元主要用于购买理财和同业存单，并非产能扩张。", [
    V("investing_cash_flow", "2025", "-316", "亿", "approx"),
    U("投资流出的用途构成未存储"),
  ]),
  c("t", A, "tB", "annual", "2019年到2025年归母净利润从412亿元增至823亿元，几乎翻了一番，年复合增速约12%。", [
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    X("net_profit", "2025", "2019", { v: "2", cmp: "near" }),
    CAGR("net_profit", "2019", "2025", { v: "12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2019至2025年归母净利润复合增速接近18%，长期成长曲线依旧陡峭。",
    [CAGR("net_profit", "2019", "2025", { v: "18", cmp: "near", err: "wrong_value" })],
    { err: "wrong_value", note: "CAGR约12.2%" },
  ),
  c("t", A, "fV", "annual", "ROE由36.02%回落到32.53%，下降约3.5个百分点，但仍是三成以上的高回报。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
    V("roe", "2025", "30", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "纠正一下空方：ROE从36.02%降到32.53%，降幅是3.49%，并不是三个多百分点。",
    [PP("roe", "2025", { v: "-3.49", err: "wrong_magnitude", mode: "pct" })],
    { err: "wrong_magnitude", note: "下降3.49个百分点，相对降幅约9.7%" },
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年净利率升至52.27%，盈利质量比前一年更进一步。",
    [V("net_margin", "2025", "52.27", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "52.27%是2024年；2025年50.53%" },
  ),
  c("t", A, "fR", "annual", "年末资产负债率16.42%，为2019年以来各年末最低，几乎没有杠杆风险。", [
    V("debt_ratio", "2025", "16.42", "%"),
    H.MIN("debt_ratio", "2025", Y),
  ]),
  c("t", A, "fE", "annual", "2025年分配股息及偿付利息支出672.42亿元，约占当年归母净利润的82%。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", "82", { u: "%", cmp: "approx" }),
  ]),
  c("u", A, "tN", "announcement", "公司已公告2025年度每股派息超过30元，分红率维持在75%以上。", [
    U("茅台的分红方案公告未收录（仅收录年度报告）"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "营业总收入2025年再创新高，达到1720.54亿元。",
    [V("revenue", "2025", "1720.54"), MAX("revenue", "2025", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "最高是2024年1741.44" },
  ),
  c("t", A, "fSy", "annual", "营业总收入在2019到2024年间逐年增长，2025年才首次出现小幅回落。", [
    UP("revenue", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    G("revenue", "2025", { dir: "down", size: "小幅下滑" }),
  ]),
  c("t", A, "tF", "quarterly", "2026年一季度归母净利润272.43亿元，同比增长约1.5%，利润端止跌企稳。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度归母净利润272亿元，同比继续下滑约1.5%，颓势未改。",
    [V("net_profit", "2026Q1", "272", "亿", "approx"), G("net_profit", "2026Q1", { v: "-1.5", cmp: "approx", dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+1.47%" },
  ),
  c("t", A, "fR", "quarterly", "2026Q1经营现金流269.10亿元，约为上年同期88.09亿元的3倍，回款明显改善。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "四季度单季归母净利润176.93亿元，环比三季度增长约8%，年末冲量明显。",
    [V("net_profit", "2025S4", "176.93"), QOQ("net_profit", "2025S4", "2025S3", { v: "8", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "环比-7.96%" },
  ),
  c("t", A, "tF", "quarterly", "按全年减上半年计算，2025年下半年归母净利润约369亿元，低于上半年的454亿元。", [
    PSUM([["net_profit", "2025", 1], ["net_profit", "2025H1", -1]], { v: "369", cmp: "approx" }),
    V("net_profit", "2025H1", "454", "亿", "approx"),
  ]),
  c("u", A, "tS", "quarterly", "一季度批价回升到2300元附近，经销商打款积极性明显恢复。", [U("批价与经销商打款未存储")]),
  c("t", A, "fR", "quarterly", "一季度毛利率89.76%，比上年同期的91.97%低2个多百分点，毛利端有所松动。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    V("gross_margin", "2025Q1", "91.97", "%"),
    PP("gross_margin", "2026Q1", { base: "2025Q1", v: "-2", cmp: "lt" }),
  ]),
  c("t", A, "tT", "technical", "收盘1384.79元，位于MA5、MA10、MA20、MA60之下，短中期均线呈空头排列。", [
    CLOSE("1384.79"),
    MA(5, "below"),
    MA(60, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD在4月中旬形成金叉，DIF运行于DEA之上，反弹动能正在积聚。",
    [MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "4月17日死叉，DIF -10.03 < DEA -4.72" },
  ),
  c("t", A, "tT", "technical", "RSI14约40，处于偏弱区但未超卖；MACD在近10个交易日内出现死叉。", [
    RSI("40", "approx"),
    RSI("30", "gt"),
    MACD("death_cross", 10),
  ]),
  c("t", A, "tBe", "technical", "股价距52周高点1645元已回撤约16%，过去250个交易日累计下跌约11.6%。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "approx" }),
    RET(250, { v: "-11.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "股价仅比52周低点高出约15%，下方安全垫有限但也接近底部。",
    [LO52({ v: "15", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "距52周低点1322.01约+4.75%；15.8%是距高点的回撤" },
  ),
  c("t", A, "tTr", "technical", "年初至今股价基本持平（+0.55%），但近20个交易日跌了约5%，建议等企稳再加仓。", [
    RET("2025-12-31", { v: "0.55" }),
    RET(20, { v: "-5", cmp: "approx" }),
  ]),
  c("u", A, "tS", "technical", "北向资金近一周净卖出茅台逾20亿元，外资仍在撤离。", [U("资金流向未存储")]),
  c("t", A, "fV", "valuation", "按当前股价和2025年归母净利润测算，静态市盈率约21倍，处于历史偏低水平的说法需谨慎。", [
    MCNOW("2025", "21", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以2025年利润计，茅台静态PE仅约12倍，已是破净式低估。",
    [MCNOW("2025", "12", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约21倍" },
  ),
  c("u", A, "fV", "valuation", "当前估值已低于白酒板块平均PE约25倍，相对价值凸显。", [U("板块平均估值未存储")]),
  // 2025-10-31: nine months public.
  c("t", O, "fE", "quarterly", "前三季度归母净利润646.27亿元，其中三季度单季192.24亿元，环比二季度略增约3.6%。", [
    V("net_profit", "2025M9", "646.27"),
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "3.6", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "tN",
    "quarterly",
    "三季报显示，第三季度单季归母净利润646亿元，环比大幅提升。",
    [V("net_profit", "2025S3", "646", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "646.27是前三季度累计；单季192.24" },
  ),
  c("t", O, "tT", "technical", "MA5到MA250全部空头排列，收盘1430元仅比52周低点1400元高约2%。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    CLOSE("1430", "approx"),
    LO52({ cond: "level", v: "1400" }),
    LO52({ v: "2", cmp: "approx" }),
  ]),
  c("u", O, "fSy", "quarterly", "三季度的利润放缓主要来自系列酒收入下滑，飞天本身依旧稳健。", [
    V("net_profit", "2025S3", "192", "亿", "approx"),
    U("分产品收入未存储"),
  ]),
  c("u", P, "tF", "quarterly", "一季度营业收入约506亿元，同比增长约10.5%，开门红延续。", [
    V("operating_revenue", "2025Q1", "506", "亿", "approx"),
    G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
  ]),
  c("u", O, "fQ", "annual", "全年归母净利润大概率落在830亿至850亿元之间。", [U("全年业绩预测，2025-10-31未披露年报")]),
  // 2025-04-30: FY2024 public.
  c("t", P, "tB", "annual", "2024年营业总收入1741.44亿元、归母净利润862.28亿元，同比分别增长约15.7%和15.4%。", [
    V("revenue", "2024", "1741.44"),
    V("net_profit", "2024", "862.28"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "fE",
    "annual",
    "2024年归母净利润同比增长15.4个百分点，增速与收入同步。",
    [G("net_profit", "2024", { v: "15.4", cmp: "approx", mode: "pp", u: "pp", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "是15.4%而非百分点" },
  ),
  c("t", P, "tT", "technical", "收盘1547元，距52周高点1910元约19%，仍站在MA60和MA250之上。", [
    CLOSE("1547"),
    HI52({ cond: "level", v: "1910" }),
    HI52({ v: "-19", cmp: "approx" }),
    MA(60, "above"),
    MA(250, "above"),
  ]),
  c(
    "f",
    P,
    "tT",
    "technical",
    "DIF仍在零轴上方运行，MACD多头结构完好。",
    [MACD("dif_above_zero", undefined, { err: "technical" })],
    { err: "technical", note: "DIF -0.148" },
  ),
  c("t", P, "fR", "annual", "2024年经营现金流924.64亿元，同比增长近四成，是归母净利润的1.07倍。", [
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2024", { v: "40", cmp: "near" }),
    R("operating_cash_flow", "net_profit", "2024", "1.07", { cmp: "approx" }),
  ]),
];
