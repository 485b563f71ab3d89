// 贵州茅台: annual FY2019-2025 (FY2022 partial), quarters 2025Q1-2026Q1 (profit, cash flow, ratios; revenue only for
// 2026Q1, growth rates as the source printed them), bars 2024-01-02..2026-04-30, six annual-report notices.
import {
  CAGR,
  CLOSE,
  D,
  DAYS,
  BRK,
  EV,
  G,
  GSTREAK,
  HI52,
  LO52,
  MA,
  MACD,
  MAHOLD,
  MAORDER,
  MAX,
  MCPE,
  MIN,
  PE,
  POS52,
  PP,
  QOQ,
  R,
  READ,
  RET,
  RSI,
  SNAP,
  SPAN,
  U,
  UP,
  V,
  X,
  maker,
} from "../spec-helpers.mjs";

const c = maker("b7-mt", "600519");
const A = "2026-04-30";
const O = "2025-10-31";
const P = "2025-04-30";
const Y7 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];
const Q25 = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  // ---- 2026-04-30: FY2025 and 2026Q1 published ------------------------------------------------------------------
  c("t", A, "bull", "annual", "2025年营业总收入1720.54亿元，同比微降1.2%，在高基数下基本守住了收入规模，龙头韧性犹在。", [
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { v: "-1.2", size: "微降" }),
  ]),
  c("f", A, "bear", "annual", "归母净利润832.2亿元，同比-4.5%，增长引擎明显熄火。", [
    V("net_profit", "2025", "832.2", "亿", "eq", { err: "wrong_value" }),
    G("net_profit", "2025", { v: "-4.5" }),
  ], { err: "wrong_value" }),
  c("t", A, "fE", "quarterly", "2026年一季度归母净利润272.43亿元，同比仅增1.47%，较2025年同期11.56%的增速明显放缓。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.47" }),
    G("net_profit", "2025Q1", { v: "11.56" }),
  ]),
  c("f", A, "bear", "quarterly", "一季度归母净利润268.47亿元，同比增速仅1.5%左右，盈利端几乎原地踏步。", [
    V("net_profit", "2026Q1", "268.47", "亿", "eq", { err: "wrong_period" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ], { err: "wrong_period", note: "268.47亿元是2025年一季度的数" }),
  c("t", A, "tT", "technical", "收盘1384.79元，低于MA20(1433.56)和MA60(1441.22)，5/10/20/60日均线空头排列，短期趋势偏弱。", [
    CLOSE("1384.79"),
    MA(20, "value", { v: "1433.56" }),
    MA(60, "value", { v: "1441.22" }),
    MA(20, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c("f", A, "tT", "technical", "MACD(12,26,9)于4月中旬形成金叉，DIF上穿DEA，短线动能正在转强。", [
    MACD("golden_cross", 14, { err: "technical" }),
  ], { err: "technical", note: "4月17日为死叉" }),
  c("t", A, "tS", "technical", "RSI(14)约39.6，处在40下方，但尚未跌入30以下的超卖区间。", [
    RSI("39.6", "approx"),
    RSI("40", "lt"),
    RSI("30", "gt"),
  ]),
  c("f", A, "fR", "technical", "股价距52周最高价1645元已回撤约25%，调整幅度已相当充分。", [
    HI52({ v: "-25", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "fV", "valuation", "以2025年7月4日约1.79万亿元总市值和2024年862.28亿元归母净利润计，静态PE约20.7倍。", [
    SNAP("marketCap", "1.79", "万亿", "approx"),
    V("net_profit", "2024", "862.28"),
    MCPE("2024", "20.7"),
  ]),
  c("u", A, "fM", "undecidable", "若2026年全年维持一季度约1.5%的利润增速，全年归母净利润有望回到835亿元附近。", [
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    U("情景推算（2026年全年）"),
  ]),
  c("t", A, "fE", "annual", "2025年经营活动现金流净额615.22亿元，同比减少约三成三，仅为归母净利润的0.75倍左右。", [
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "0.75", { cmp: "approx" }),
  ]),
  c("f", A, "bear", "annual", "经营现金流由2024年的924.64亿元降至615.22亿元，降幅超过四成，盈利含金量显著走弱。", [
    V("operating_cash_flow", "2024", "924.64"),
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-40", cmp: "lt", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "tF", "annual", "资产负债率降至16.42%，较2024年末回落2.63个百分点，资产结构进一步变轻。", [
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { v: "-2.63" }),
  ]),
  c("f", A, "tB", "annual", "2025年毛利率91.18%，较上年提升0.75个百分点，高端定价权仍在强化。", [
    V("gross_margin", "2025", "91.18", "%"),
    PP("gross_margin", "2025", { v: "0.75", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tBe", "quarterly", "四季度单季归母净利润176.93亿元，为2025年四个季度中最低，环比三季度的192.24亿元下降约8%。", [
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", Q25),
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-8", cmp: "approx" }),
  ]),
  c("f", A, "tBe", "quarterly", "Q4单季净利润仅185.55亿元，是2025年单季盈利的最低点。", [
    V("net_profit", "2025S4", "185.55", "亿", "eq", { err: "wrong_period" }),
    MIN("net_profit", "2025S4", Q25),
  ], { err: "wrong_period", note: "185.55亿元是二季度单季" }),
  c("u", A, "tN", "undecidable", "据渠道调研，飞天茅台批价近期跌破1800元，经销商库存压力上升。", [U("批价与渠道库存")]),
  c("u", A, "tN", "announcement", "2026年3月公司公告拟以自有资金回购股份，彰显管理层对长期价值的信心。", [
    U("存储的公告只有年报，不能据此判断回购公告是否存在"),
  ]),
  c("t", A, "vF", "annual", "2021年至2024年归母净利润从524.60亿元增至862.28亿元，三年复合增速约18%。", [
    V("net_profit", "2021", "524.60"),
    V("net_profit", "2024", "862.28"),
    CAGR("net_profit", "2021", "2024", { v: "18", cmp: "approx" }),
  ]),
  c("f", A, "vF", "annual", "2025年归母净利润823.20亿元，较2023年增长约15%，两年维度看盈利仍在扩张。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { base: "2023", v: "15", cmp: "approx", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "约15%是2024年对2023年" }),
  c("t", A, "tP", "technical", "现价1384.79元距52周低点1322.01元仅约4.8%，位于52周波动区间的下沿。", [
    CLOSE("1384.79"),
    LO52({ v: "4.8", cmp: "approx" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c("f", A, "tTr", "technical", "近20个交易日股价累计上涨5.11%，短线资金回流迹象明显。", [
    RET(20, { v: "5.11", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tC", "technical", "2026年以来股价仅微涨0.55%，而2025年全年下跌约9.6%，估值修复尚未真正展开。", [
    RET("2025-12-31", { v: "0.55" }),
    SPAN("2024-12-31", { to: "2025-12-31", v: "-9.6", cmp: "approx" }),
  ]),
  c("f", A, "fS", "technical", "近20个交易日下跌5.11%，属于良性调整，公司层面正在释放积极信号。", [
    READ(RET(20, { v: "-5.11" }), "positive", { err: "stance" }),
  ], { err: "stance" }),
  c("t", A, "bear", "annual", "2025年投资活动现金净流出316.42亿元，而2024年仅流出17.85亿元，资金使用方向明显变化。", [
    V("investing_cash_flow", "2025", "-316.42"),
    V("investing_cash_flow", "2024", "-17.85"),
  ]),
  c("f", A, "bear", "annual", "2025年末货币资金51.69亿元，较上年末明显减少，现金储备已不再充裕。", [
    V("cash", "2025", "51.69", "亿", "eq", { err: "wrong_value" }),
    D("cash", "2025", { dir: "down" }),
  ], { err: "wrong_value", note: "实为516.91亿元，差十倍" }),
  c("t", A, "fT", "annual", "2025年分配股利、利润或偿付利息支付的现金672.42亿元，约为当年归母净利润的0.82倍。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", "0.82", { cmp: "approx" }),
  ]),
  c("f", A, "fT", "annual", "2025年经营现金流/归母净利润约1.07倍，利润含金量依旧扎实。", [
    R("operating_cash_flow", "net_profit", "2025", "1.07", { cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period", note: "1.07倍是2024年" }),
  c("f", A, "fV", "annual", "分红付息现金672.42亿元，已是2025年归母净利润的1.2倍以上，分红在透支利润。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", "1.2", { cmp: "gt", err: "wrong_ratio" }),
  ], { err: "wrong_ratio" }),
  c("t", A, "tM", "quarterly", "2026年一季度经营现金流269.10亿元，是上年同期88.09亿元的3倍多。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { cmp: "in", lo: "3", hi: "4" }),
  ]),
  c("f", A, "tM", "quarterly", "一季度经营现金流同比增长约65%，回款节奏明显加快。", [
    G("operating_cash_flow", "2026Q1", { v: "65", cmp: "approx", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "tA", "quarterly", "一季度毛利率89.76%，较2025年一季度的91.97%下滑约2.2个百分点，但ROE仍达10.57%。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    V("gross_margin", "2025Q1", "91.97", "%"),
    PP("gross_margin", "2026Q1", { v: "-2.2", cmp: "approx" }),
    V("roe", "2026Q1", "10.57", "%"),
  ]),
  c("f", A, "tNe", "quarterly", "2026年一季度加权ROE为10.92%，与上年同期基本持平。", [
    V("roe", "2026Q1", "10.92", "%", "eq", { err: "wrong_period" }),
    PP("roe", "2026Q1", { dir: "flat" }),
  ], { err: "wrong_period", note: "10.92%是2025年一季度" }),
  c("u", A, "fSy", "undecidable", "2025年茅台酒收入占比超过85%，系列酒增速放缓拖累了整体表现。", [U("分产品收入")]),
  c("t", A, "fL", "annual", "2019-2024年营业总收入逐年增长，由888.54亿元升至1741.44亿元，2025年则首次出现回落。", [
    UP("revenue", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    V("revenue", "2019", "888.54"),
    V("revenue", "2024", "1741.44"),
    G("revenue", "2025", { dir: "down" }),
  ]),
  c("f", A, "fQ", "annual", "2025年营业收入1688.38亿元，同比仍有约1.2%的增长，并未出现市场担心的下滑。", [
    V("operating_revenue", "2025", "1688.38"),
    G("operating_revenue", "2025", { v: "1.2", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "vT", "technical", "20日均线1433.56元已位于60日均线1441.22元之下，且最近4个交易日均收在20日线下方。", [
    MA(20, "value", { v: "1433.56" }),
    MA(60, "value", { v: "1441.22" }),
    MAORDER([20, 60], "bear"),
    MAHOLD(20, 4, "below"),
  ]),
  c("t", A, "bull", "annual", "2025年归母净利润823.20亿元，虽同比下降4.5%，但仍约为2023年747.34亿元的1.1倍，盈利中枢并未坍塌。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    V("net_profit", "2023", "747.34"),
    X("net_profit", "2025", "2023", { v: "1.1", cmp: "approx" }),
  ]),
  c("f", A, "bear", "annual", "2025年末资产负债率16.42%，为2019年以来的最高水平，财务杠杆在抬升。", [
    V("debt_ratio", "2025", "16.42", "%"),
    MAX("debt_ratio", "2025", Y7, { err: "wrong_extreme" }),
  ], { err: "wrong_extreme" }),
  c("t", A, "fR", "annual", "资产负债率由2019年的22.49%降至2025年的16.42%，为七年来最低。", [
    V("debt_ratio", "2019", "22.49", "%"),
    V("debt_ratio", "2025", "16.42", "%"),
    MIN("debt_ratio", "2025", Y7),
  ]),
  c("u", A, "tS", "undecidable", "雪球上对茅台的讨论热度降至年内低点，市场情绪趋于冷淡。", [U("舆情热度")]),
  c("f", A, "tTr", "technical", "股价已连续5个交易日收涨，短线反弹结构基本确立。", [
    DAYS(5, "up", { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tTr", "technical", "近5个交易日累计下跌2.41%，收盘价跌破此前10个交易日的收盘低点。", [
    RET(5, { v: "-2.41" }),
    BRK(10, "down"),
  ]),
  c("t", A, "tP", "valuation", "按2024年基本每股收益68.64元计，当前1384.79元的股价对应静态市盈率约20.2倍。", [
    V("basic_eps", "2024", "68.64", "元"),
    CLOSE("1384.79"),
    PE("2024", "20.2"),
  ]),
  c("f", A, "tP", "annual", "2024年基本每股收益68.64元，较2023年的59.49元增长约25%。", [
    V("basic_eps", "2024", "68.64", "元"),
    V("basic_eps", "2023", "59.49", "元"),
    G("basic_eps", "2024", { v: "25", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "fL", "quarterly", "2026年一季度营业收入539.09亿元，同比增长6.54%，增速快于同期归母净利润1.47%的增幅。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.54" }),
    G("net_profit", "2026Q1", { v: "1.47" }),
  ]),
  c("f", A, "fL", "quarterly", "2026年一季度归母净利润27.24亿元，同比增长1.5%，净利率仍在52%以上。", [
    V("net_profit", "2026Q1", "27.24", "亿", "eq", { err: "wrong_value" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    V("net_margin", "2026Q1", "52", "%", "gt"),
  ], { err: "wrong_value", note: "实为272.43亿元" }),
  c("u", A, "tBe", "undecidable", "白酒行业2026年一季度收入整体同比下滑约5%，茅台营收仍保持正增长，明显跑赢行业。", [
    G("operating_revenue", "2026Q1", { dir: "up" }),
    U("行业收入"),
  ]),
  c("u", A, "fV", "undecidable", "当前股价对应2026年一致预期PE约19倍，已低于近十年估值中枢。", [U("一致预期与历史估值中枢")]),
  c("u", A, "vN", "undecidable", "市场传闻公司将把2025年度现金分红比例提高到75%以上。", [U("未公告的分红比例")]),
  // ---- 2025-10-31: 2025 third-quarter report out --------------------------------------------------------------
  c("t", O, "fE", "quarterly", "2025年前三季度归母净利润646.27亿元，同比增长6.25%，增速较上半年的8.89%继续回落。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.25" }),
    G("net_profit", "2025H1", { v: "8.89" }),
  ]),
  c("f", O, "bear", "quarterly", "三季度单季归母净利润192.24亿元，环比二季度的185.55亿元下降约3.6%，季度盈利持续走弱。", [
    V("net_profit", "2025S3", "192.24"),
    V("net_profit", "2025S2", "185.55"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "-3.6", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", O, "tT", "technical", "10月31日收于1430.01元，距52周高点1667.11元回撤约14%，RSI(14)在42左右。", [
    CLOSE("1430.01"),
    HI52({ v: "-14", cmp: "approx" }),
    RSI("42", "approx"),
  ]),
  c("f", O, "tT", "technical", "10月末股价站上5日均线，MA5、MA10、MA20呈多头排列。", [
    MA(5, "above", { err: "technical" }),
    MAORDER([5, 10, 20], "bull", { err: "technical" }),
  ], { err: "technical" }),
  c("u", O, "fM", "undecidable", "前三季度营业收入同比增长约6.4%，领先白酒行业平均水平约10个百分点。", [
    G("operating_revenue", "2025M9", { v: "6.4", cmp: "approx" }),
    U("行业平均增速"),
  ]),
  c("t", O, "fS", "quarterly", "前三季度加权ROE为24.64%，其中三季度单季约6.75%，与二季度的6.97%相差不大。", [
    V("roe", "2025M9", "24.64", "%"),
    V("roe", "2025S3", "6.75", "%", "approx"),
    V("roe", "2025S2", "6.97", "%"),
  ]),
  // ---- 2025-04-30: FY2024 and 2025Q1 ----------------------------------------------------------------------------
  c("t", P, "fE", "annual", "2024年营业总收入1741.44亿元，同比增长15.66%；归母净利润862.28亿元，同比增长15.38%。", [
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.66" }),
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.38" }),
  ]),
  c("f", P, "bull", "annual", "2024年归母净利润同比增长超过20%，2021年以来连续四年保持两位数增长。", [
    G("net_profit", "2024", { v: "20", cmp: "gt", err: "wrong_magnitude" }),
    GSTREAK("net_profit", ["2021", "2022", "2023", "2024"], 10),
  ], { err: "wrong_magnitude" }),
  c("t", P, "tB", "quarterly", "2025年一季度归母净利润268.47亿元，同比增长11.56%，延续了两位数增长。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.56", size: "两位数增长" }),
  ]),
  c("t", P, "vF", "annual", "2024年经营现金流924.64亿元，约为归母净利润862.28亿元的1.07倍，现金回笼质量较高。", [
    V("operating_cash_flow", "2024", "924.64"),
    R("operating_cash_flow", "net_profit", "2024", "1.07", { cmp: "approx" }),
  ]),
];
