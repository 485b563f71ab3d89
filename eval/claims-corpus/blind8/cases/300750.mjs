// 宁德时代 on 2026-04-30 and 2025-10-31; notices stored from 2026-02-09 (filtered: dividends, buy-backs, financing,
// incentive plans), so a missing 定增 / 回购 notice after that date decides; 减持 / 增持 never do.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, READ, X, CAGR } = H;
const { QOQ, SPAN, MCNOW, DD, BRK, POS52, PAIR, D, EVN, MAHOLD, SUM } = H;
const c = H.maker("b8-nd", "300750");
const A = "2026-04-30";
const O = "2025-10-31";
const Q25 = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", A, "bull", "annual", "宁德时代2025年实现营收4237.02亿元，同比增长17.04%，一举扭转了2024年营收下滑的局面。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17.04" }),
    G("revenue", "2024", { dir: "down" }),
  ]),
  c("f", A, "bull", "annual", "2025年营收4237.02亿元，同比增长27.04%，重回高速增长通道。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "27.04", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "bull", "annual", "归母净利润722.01亿元，同比大增42.28%，利润增速是营收增速的两倍多，盈利能力在释放。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42.28", size: "大增" }),
    { k: "gdiff", x: { metric: "net_profit", period: "2025" }, y: { metric: "revenue", period: "2025" }, u: "pp", v: "0", cmp: "gt" },
  ]),
  c("f", A, "bear", "annual", "2025年归母净利润722.01亿元，但仅比2023年的441.21亿元增长约42%，两年下来并不算快。", [
    V("net_profit", "2025", "722.01"),
    V("net_profit", "2023", "441.21"),
    G("net_profit", "2025", { base: "2023", v: "42", cmp: "approx", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "较2023年增长约63.6%；42.28%是较2024年" }),
  c("t", A, "fE", "annual", "净利率18.12%，同比提高3.20个百分点；毛利率26.27%，同比提高1.83个百分点，量价两端都在改善。", [
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { v: "3.20" }),
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.83" }),
  ]),
  c("f", A, "fE", "annual", "毛利率26.27%，较上年提升3.20个百分点，定价能力显著增强。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "3.20", err: "wrong_value" }),
  ], { err: "wrong_value", note: "3.20个百分点是净利率的提升；毛利率+1.83" }),
  c("t", A, "fE", "annual", "经营现金流净额1332.20亿元，约为归母净利润的1.85倍，利润的现金含量很足。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
  ]),
  c("f", A, "fR", "annual", "2025年经营现金流1332.20亿元，同比下降约27%，需警惕回款恶化。", [
    V("operating_cash_flow", "2025", "1332.20"),
    G("operating_cash_flow", "2025", { v: "-27", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "同比+37.35%" }),
  c("t", A, "fR", "annual", "资产负债率61.94%，较上年的65.24%回落3.30个百分点，杠杆在稳步下降。", [
    V("debt_ratio", "2025", "61.94", "%"),
    V("debt_ratio", "2024", "65.24", "%"),
    PP("debt_ratio", "2025", { v: "-3.30" }),
  ]),
  c("f", A, "fR", "annual", "资产负债率61.94%，近三年持续攀升，财务杠杆令人担忧。", [
    V("debt_ratio", "2025", "61.94", "%"),
    { k: "streak", dir: "up", metric: "debt_ratio", years: ["2023", "2024", "2025"], err: "wrong_direction" },
  ], { err: "wrong_direction", note: "69.34→65.24→61.94，逐年下降" }),
  c("t", A, "tF", "quarterly", "2026年一季度营收1291.31亿元，同比增长52.45%；归母净利润207.38亿元，同比增长48.52%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.45" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.52" }),
  ]),
  c("f", A, "tF", "quarterly", "2026年一季度营收1291.31亿元，同比增长48.52%，归母净利润同比增长52.45%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "48.52", err: "wrong_value" }),
    G("net_profit", "2026Q1", { v: "52.45", err: "wrong_value" }),
  ], { err: "wrong_value", note: "两个增速对调" }),
  c("t", A, "tBe", "quarterly", "一季度营收1291.31亿元，环比2025年四季度单季的1406.30亿元回落约8%，季节性走弱仍在。", [
    V("revenue", "2026Q1", "1291.31"),
    V("revenue", "2025S4", "1406.30"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
  ]),
  c("f", A, "tB", "quarterly", "2026年一季度归母净利润207.38亿元，环比四季度继续增长，创单季新高。", [
    V("net_profit", "2026Q1", "207.38"),
    QOQ("net_profit", "2026Q1", "2025S4", { dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "2025年四季度单季231.67亿元" }),
  c("t", A, "tB", "quarterly", "2025年四季度单季归母净利润231.67亿元，同比增长57%，为全年单季最高。", [
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
    MAX("net_profit", "2025S4", Q25),
  ]),
  c("f", A, "fL", "quarterly", "2025年单季营收逐季走高，四季度1406.30亿元、三季度1041.86亿元、二季度1041.82亿元。", [
    V("revenue", "2025S4", "1406.30"),
    V("revenue", "2025S3", "1041.86"),
    V("revenue", "2025S2", "1041.82", "亿", "eq", { err: "wrong_value" }),
  ], { err: "wrong_value", note: "二季度单季为941.82亿元" }),
  c("t", A, "fL", "quarterly", "2025年前三季度归母净利润490.34亿元，四季度单季231.67亿元，Q4一个季度贡献了全年约三成二的利润。", [
    V("net_profit", "2025M9", "490.34"),
    V("net_profit", "2025S4", "231.67"),
    R("net_profit", "net_profit", "2025S4", "32", { u: "%", cmp: "approx", denPeriod: "2025" }),
  ]),
  c("t", A, "fE", "annual", "2021年到2025年，归母净利润从159.31亿元增至722.01亿元，四年增长约3.5倍（为2021年的4.5倍左右）。", [
    V("net_profit", "2021", "159.31"),
    V("net_profit", "2025", "722.01"),
    X("net_profit", "2025", "2021", { v: "4.5", cmp: "approx" }),
  ]),
  c("f", A, "fE", "annual", "2022-2025年归母净利润年复合增速约42%，几乎每年都在四成上下。", [
    CAGR("net_profit", "2022", "2025", { v: "42", cmp: "approx", err: "wrong_value" }),
    U("每年增速分布的概括"),
  ], { err: "wrong_value", note: "2022→2025复合约32.9%" }),
  c("t", A, "fE", "annual", "2022-2025年归母净利润年复合增速约33%。", [CAGR("net_profit", "2022", "2025", { v: "33", cmp: "approx" })]),
  c("u", A, "fM", "undecidable", "若储能出货维持高增，2026年归母净利润有望突破900亿元。", [U("2026年全年预测")]),
  c("u", A, "fV", "undecidable", "宁德时代动力电池全球市占率约38%，稳居全球第一。", [U("行业市占率")]),
  c("u", A, "tN", "undecidable", "公司2025年电池销量约600GWh，其中储能电池占比超过两成。", [U("销量与分部")]),
  c("t", A, "tN", "announcement", "4月7日公司发布A股股份回购结果暨股份变动公告，回购已实施完毕。", [
    EV("repurchase", true, { from: "2026-04-07", title: "回购结果" }),
  ]),
  c("t", A, "tN", "announcement", "3月10日公司披露2025年度利润分配预案，并提请授权董事会制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度利润分配预案" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c("t", A, "tN", "announcement", "2026年2月公司推出A股员工持股计划（草案），4月22日又授予了预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-01", to: "2026-02-28", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留份额" }),
  ]),
  c("f", A, "tN", "announcement", "公司4月中旬公告拟向特定对象发行A股募资，用于海外产能建设。", [
    EV("placement", true, { from: "2026-04-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("f", A, "vN", "announcement", "消息面：3月公司发布了新一轮股份回购方案公告，护盘意愿明显。", [
    EV("repurchase", true, { from: "2026-03-01", to: "2026-03-31", title: "方案", err: "nonexistent_event" }),
  ], { err: "nonexistent_event", note: "3月只有回购进展公告，没有新方案" }),
  c("u", A, "vN", "announcement", "消息面：大股东近期未披露减持计划，筹码结构稳定。", [U("减持类公告未被收录")]),
  c("t", A, "tN", "announcement", "2月发行了面向专业投资者的科技创新公司债券，并于2月26日在深交所上市。", [
    EV("bond", true, { from: "2026-02-01", to: "2026-02-28", title: "科技创新" }),
    EV("bond", true, { from: "2026-02-26", to: "2026-02-26", title: "上市" }),
  ]),
  // technical
  c("t", A, "tT", "technical", "收盘436元，位于MA20(425.02)和MA60(391.63)之上，中期多头结构未破。", [
    CLOSE("436"),
    MA(20, "value", { v: "425.02" }),
    MA(60, "value", { v: "391.63" }),
    MA(20, "above"),
    MA(60, "above"),
  ]),
  c("f", A, "tT", "technical", "收盘436元，已站上5日和10日均线，短线重新转强。", [CLOSE("436"), MA(5, "above", { err: "technical" }), MA(10, "above", { err: "technical" })], {
    err: "technical",
    note: "MA5 437.69、MA10 438.80，收盘在其下方",
  }),
  c("t", A, "tT", "technical", "MACD于4月28日死叉，DIF(11.76)已落到DEA(12.85)下方，但两线仍在零轴之上。", [
    MACD("death_cross", 3),
    MACD("dif_value", undefined, { v: "11.76" }),
    MACD("dea_value", undefined, { v: "12.85" }),
    MACD("dif_below_dea"),
    MACD("dif_above_zero"),
  ]),
  c("f", A, "tT", "technical", "MACD红柱持续放大，DIF位于DEA上方，多头动能仍在增强。", [MACD("dif_above_dea", undefined, { err: "technical" })], {
    err: "technical",
  }),
  c("t", A, "tA", "technical", "近60个交易日股价上涨约28%，近一年涨幅接近翻倍（约93%），强势特征明显。", [
    RET(60, { v: "28", cmp: "approx" }),
    RET(250, { v: "93", cmp: "approx" }),
  ]),
  c("f", A, "tA", "technical", "过去一年股价已经翻倍有余，涨幅超过100%，资金抱团明显。", [
    RET(250, { v: "100", cmp: "gt", err: "wrong_magnitude" }),
    U("资金抱团"),
  ], { err: "wrong_magnitude", note: "250个交易日+93.38%" }),
  c("t", A, "tC", "technical", "股价距52周高点460元仅约5%，位于年内区间的九成分位附近，追高的风险收益比不佳。", [
    { k: "ta", ind: "hi52", cond: "level", v: "460" },
    HI52({ v: "-5", cmp: "approx" }),
    POS52({ v: "90", cmp: "approx" }),
  ]),
  c("f", A, "tC", "technical", "股价已创52周新高，技术上没有任何上方压力。", [BRK(250, "up", { err: "technical" })], {
    err: "technical",
    note: "收盘436元低于52周高点460元",
  }),
  c("t", A, "tS", "technical", "RSI(14)约56，处在中性区，既未超买也未超卖。", [RSI("56", "approx"), RSI("70", "lt"), RSI("30", "gt")]),
  c("f", A, "tS", "technical", "RSI(14)已升至70以上的超买区，短线过热。", [RSI("70", "gt", { err: "technical" })], { err: "technical" }),
  c("t", A, "tTr", "technical", "今年以来累计上涨约18.7%，均线呈MA20>MA60>MA120>MA250多头排列，回踩20日线可分批加仓。", [
    RET("2025-12-31", { v: "18.7", cmp: "approx" }),
    MAORDER([20, 60, 120, 250], "bull"),
  ]),
  c("t", A, "tNe", "technical", "近20日成交量较前20日放大约13%，同期股价上涨7.47%，量价配合尚可。", [
    { k: "volr", v: "1.13", cmp: "approx" },
    RET(20, { v: "7.47" }),
  ]),
  c("f", A, "tP", "technical", "近20个交易日股价下跌约7.5%，短期趋势转弱，建议降低仓位。", [
    RET(20, { v: "-7.5", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tP", "technical", "按不复权口径，收盘436元仍比2021年末的588元低约26%，远未回到前高。", [
    SPAN("2021-12-31", { v: "-26", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "按4月30日收盘价和2025年722.01亿元归母净利润估算，静态PE约27倍。", [
    V("net_profit", "2025", "722.01"),
    MCNOW("2025", "27", "approx"),
  ]),
  c("f", A, "fV", "valuation", "以最新收盘价计，对应2025年归母净利润的PE约为17倍，估值明显低于历史中枢。", [
    MCNOW("2025", "17", "approx", { err: "wrong_ratio" }),
    U("历史估值中枢"),
  ], { err: "wrong_ratio" }),
  // vote / debate
  c("t", A, "vF", "annual", "基本面：营收+17.04%、归母净利润+42.28%、经营现金流+37.35%，三项指标同步增长。", [
    G("revenue", "2025", { v: "17.04" }),
    G("net_profit", "2025", { v: "42.28" }),
    G("operating_cash_flow", "2025", { v: "37.35" }),
  ]),
  c("t", A, "vT", "technical", "技术面：价格在MA60、MA250上方，但MACD刚死叉、收在5日线下，短线震荡偏多。", [
    MA(60, "above"),
    MA(250, "above"),
    MACD("death_cross", 3),
    MA(5, "below"),
  ]),
  c("t", A, "bear", "annual", "多方只谈增速，却回避了2024年营收3620.13亿元、同比下滑9.7%的事实，2025年的17%增长有低基数成分。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7" }),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
  ]),
  c("f", A, "bear", "annual", "2024年营收3620.13亿元，同比下滑近两成，需求端已现疲态。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-20", cmp: "near", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "-9.70%" }),
  c("t", A, "bull", "annual", "空方担心低基数，但2025年营收4237.02亿元已超过2023年的4009.17亿元，创出历史新高。", [
    V("revenue", "2025", "4237.02"),
    V("revenue", "2023", "4009.17"),
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("f", A, "tM", "annual", "2023年营收4009.17亿元是公司历史最高，2025年仍未回到该水平。", [
    V("revenue", "2023", "4009.17"),
    MAX("revenue", "2023", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
  ], { err: "wrong_extreme" }),
  c("u", A, "fS", "undecidable", "北向资金近一个月持续加仓宁德时代，外资情绪乐观。", [U("资金流向")]),
  c("u", A, "tBe", "undecidable", "海外工厂投产后折旧上升，2026年毛利率可能回落到24%以下。", [U("毛利率预测")]),
  // 2025-10-31
  c("t", O, "tF", "quarterly", "前三季度营收2830.72亿元，同比增长9.28%；归母净利润490.34亿元，同比增长36.20%，利润增速远快于收入。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.28" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.20" }),
  ]),
  c("f", O, "tF", "quarterly", "三季度单季营收1041.86亿元，同比增长约29%，增速较上半年明显加快。", [
    V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { v: "29", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "同比+12.90%" }),
  c("t", O, "tT", "technical", "10月31日收盘388.77元，MACD在10月13日已死叉，DIF略低于DEA。", [
    CLOSE("388.77"),
    MACD("death_cross", 20),
    MACD("dif_below_dea"),
  ]),
  c("u", O, "tN", "undecidable", "2025年全年归母净利润722亿元，同比增长超四成。", [U("2025年报在2025-10-31尚未披露")]),
];
