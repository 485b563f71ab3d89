// 宁德时代: annual FY2021-2025 (+FY2018/19 from NetEase), quarters 2024H1-2026Q1 (no 2024Q1, no quarterly cash
// flow), bars 2020-01-02..2026-04-30, notices from 2026-02-09 (ESOP, bonds, buy-back, dividend plan).
import {
  CAGR,
  CLOSE,
  D,
  EV,
  EVN,
  G,
  HI52,
  LIN,
  LO52,
  MA,
  MACD,
  MAORDER,
  MAX,
  MCPE,
  MIN,
  PERDAY,
  POS52,
  PP,
  QOQ,
  R,
  RANK,
  RET,
  RSI,
  SNAP,
  SPAN,
  SUM,
  U,
  V,
  VOL,
  VOLR,
  X,
  maker,
} from "../spec-helpers.mjs";

const c = maker("b7-nd", "300750");
const A = "2026-04-30";
const O = "2025-10-31";
const Q6 = ["2024S3", "2024S4", "2025Q1", "2025S2", "2025S3", "2025S4", "2026Q1"];

export default [
  // ---- 2026-04-30 ---------------------------------------------------------------------------------------------
  c("t", A, "bull", "annual", "2025年营收4237.02亿元，同比+17.0%，归母净利润722.01亿元，同比+42.3%，利润增速是收入的两倍多。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17.0" }),
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42.3" }),
  ]),
  c("f", A, "bull", "annual", "归母净利润722.01亿元，同比大增52.3%，盈利能力再上台阶。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "52.3", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "fE", "quarterly", "2026年一季度营收1291.31亿元，同比增长52.45%；归母净利润207.38亿元，同比增长48.52%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.45" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.52" }),
  ]),
  c("f", A, "bear", "quarterly", "一季度营收1291.31亿元，环比四季度增长约8%，淡季不淡的说法成立。", [
    V("revenue", "2026Q1", "1291.31"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "8", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "环比-8.2%" }),
  c("t", A, "bear", "quarterly", "一季度归母净利润207.38亿元，环比2025年四季度的231.67亿元回落约10.5%，季节性回落仍在。", [
    V("net_profit", "2026Q1", "207.38"),
    V("net_profit", "2025S4", "231.67"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10.5", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2025年四季度单季营收1406.30亿元、归母净利润231.67亿元，均为2024年三季度以来单季最高。", [
    V("revenue", "2025S4", "1406.30"),
    V("net_profit", "2025S4", "231.67"),
    MAX("revenue", "2025S4", Q6),
    MAX("net_profit", "2025S4", Q6),
  ]),
  c("f", A, "fQ", "quarterly", "2026年一季度归母净利润207.38亿元，创下2024年下半年以来的单季新高。", [
    V("net_profit", "2026Q1", "207.38"),
    MAX("net_profit", "2026Q1", Q6, { err: "wrong_extreme" }),
  ], { err: "wrong_extreme", note: "2025年四季度231.67亿元更高" }),
  c("t", A, "tF", "annual", "毛利率由2024年的24.44%升至2025年的26.27%，提升约1.8个百分点；净利率同期由14.92%升至18.12%。", [
    V("gross_margin", "2024", "24.44", "%"),
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    V("net_margin", "2024", "14.92", "%"),
    V("net_margin", "2025", "18.12", "%"),
  ]),
  c("f", A, "tF", "annual", "2025年毛利率26.27%，较2024年提升超过3个百分点。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "3", cmp: "gt", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "fT", "annual", "经营现金流1332.20亿元，约为归母净利润的1.85倍，扣除423.45亿元资本开支后自由现金流约909亿元。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
    V("capex", "2025", "423.45"),
    LIN([["operating_cash_flow", 1], ["capex", -1]], "2025", { v: "909", cmp: "approx" }),
  ]),
  c("f", A, "fT", "annual", "2025年自由现金流（经营现金流减资本开支）约658亿元，较上年基本持平。", [
    LIN([["operating_cash_flow", 1], ["capex", -1]], "2025", { v: "658", cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period", note: "约658亿元是2024年" }),
  c("t", A, "tBe", "annual", "2024年营收3620.13亿元，同比下降9.7%，是2022年以来唯一一个营收同比下滑的年份。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7" }),
    G("revenue", "2022", { dir: "up" }),
    G("revenue", "2023", { dir: "up" }),
    G("revenue", "2025", { dir: "up" }),
  ]),
  c("t", A, "tB", "annual", "资产负债率由2024年末的65.24%降到2025年末的61.94%，下降3.3个百分点。", [
    V("debt_ratio", "2024", "65.24", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { v: "-3.3" }),
  ]),
  c("f", A, "tB", "annual", "资产负债率61.94%，比2023年末下降约3.3个百分点，去杠杆成效显著。", [
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { base: "2023", v: "-3.3", cmp: "approx", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "对2023年下降7.4个百分点" }),
  c("t", A, "tM", "annual", "2025年末货币资金3335.13亿元，约占总资产的34%。", [
    V("cash", "2025", "3335.13"),
    R("cash", "total_assets", "2025", "34", { u: "%", cmp: "approx" }),
  ]),
  c("f", A, "tM", "annual", "账上货币资金超过3500亿元，占总资产近四成。", [
    V("cash", "2025", "3500", "亿", "gt", { err: "wrong_period" }),
    R("cash", "total_assets", "2025", "40", { u: "%", cmp: "near", err: "wrong_period" }),
  ], { err: "wrong_period", note: "3519.97亿元是2026年一季度末；年末3335亿元约34%" }),
  c("t", A, "tT", "technical", "收盘436元，站在20日、60日、120日、250日均线之上，中长期均线多头排列。", [
    CLOSE("436"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    MA(250, "above"),
    MAORDER([20, 60, 120, 250], "bull"),
  ]),
  c("f", A, "tT", "technical", "股价仍在5日均线上方运行，短线强势未改。", [
    MA(5, "above", { err: "technical" }),
  ], { err: "technical", note: "436 < MA5 437.69" }),
  c("t", A, "tS", "technical", "4月28日MACD死叉，DIF回落至DEA下方，但仍在零轴之上。", [
    MACD("death_cross", 3),
    MACD("dif_below_dea"),
    MACD("dif_above_zero"),
  ]),
  c("t", A, "tTr", "technical", "近250个交易日股价上涨约93%，距52周高点460元仅约5%，处于52周区间约九成的高位。", [
    RET(250, { v: "93", cmp: "approx" }),
    HI52({ v: "-5", cmp: "approx" }),
    POS52({ v: "90", cmp: "approx" }),
  ]),
  c("f", A, "tTr", "technical", "过去一年股价近乎翻倍，较52周低点231.2元上涨约93%。", [
    LO52({ v: "93", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "距低点+88.6%；+93%是250日收益" }),
  c("t", A, "tC", "technical", "今年以来股价上涨约18.7%，2025年全年涨幅约38%。", [
    RET("2025-12-31", { v: "18.7", cmp: "approx" }),
    SPAN("2024-12-31", { to: "2025-12-31", v: "38", cmp: "approx" }),
  ]),
  c("f", A, "tA", "technical", "RSI(14)已升至70以上，进入超买区，需提防短线回调。", [
    RSI("70", "gt", { err: "technical" }),
  ], { err: "technical", note: "RSI 56" }),
  c("t", A, "tNe", "technical", "RSI(14)约56，处于中性区间；近20日均量约为前20日的1.13倍。", [
    RSI("56", "approx"),
    VOLR({ v: "1.13", cmp: "approx" }),
  ]),
  c("t", A, "tN", "announcement", "2月9日公司发布2026年A股员工持股计划（草案），4月22日又公告授予预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留" }),
  ]),
  c("t", A, "tN", "announcement", "4月7日公司披露A股股份回购结果公告，此前3月和4月各有一次回购进展公告。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
    EVN("repurchase", "2026-03-01", { to: "2026-04-06", v: "2", title: "进展" }),
  ]),
  c("f", A, "tN", "announcement", "3月公司披露控股股东减持计划，短期内或对股价形成压制。", [
    EV("reduction", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("f", A, "vN", "announcement", "2026年以来公司仅发布过一次回购相关公告，回购力度有限。", [
    EVN("repurchase", "2026-01-01", { v: "1", err: "wrong_value" }),
  ], { err: "wrong_value", note: "三次" }),
  c("t", A, "vN", "announcement", "3月10日公司同时公告2025年度利润分配预案和授权董事会制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "预案" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c("t", A, "fS", "announcement", "2月公司完成一期科技创新公司债券发行，并于2月26日在深交所上市。", [
    EV("bond", true, { from: "2026-02-01", to: "2026-02-28", title: "发行结果" }),
    EV("bond", true, { from: "2026-02-26", to: "2026-02-26", title: "上市" }),
  ]),
  c("u", A, "fS", "announcement", "据悉公司2026年一季度钠离子电池出货量已突破10GWh，新品放量可期。", [U("出货量")]),
  c("u", A, "fM", "undecidable", "动力电池全球市占率约38%，较第二名比亚迪高出超过20个百分点。", [U("市场份额")]),
  c("u", A, "fV", "undecidable", "按2026年盈利预测约900亿元计，当前市值对应动态PE约22倍。", [U("盈利预测")]),
  c("t", A, "fV", "valuation", "以2025年7月4日约1.21万亿元市值计，对应2025年归母净利润的PE约16.8倍。", [
    SNAP("marketCap", "1.21", "万亿", "approx"),
    MCPE("2025", "16.8"),
  ]),
  c("f", A, "fR", "valuation", "2025年7月初市值约1.21万亿元，对应2024年归母净利润的PE约16.8倍，估值已具吸引力。", [
    SNAP("marketCap", "1.21", "万亿", "approx"),
    MCPE("2024", "16.8", "approx", { err: "wrong_period" }),
  ], { err: "wrong_period", note: "对2024年利润约23.9倍" }),
  c("t", A, "fR", "annual", "2025年投资活动现金净流出944.76亿元，较2024年的488.75亿元接近翻倍。", [
    V("investing_cash_flow", "2025", "-944.76"),
    V("investing_cash_flow", "2024", "-488.75"),
    X("investing_cash_flow", "2025", "2024", { cmp: "in", lo: "1.8", hi: "2.0" }),
  ]),
  c("t", A, "tP", "annual", "2022年至2025年归母净利润由307.29亿元增至722.01亿元，年复合增速约33%。", [
    V("net_profit", "2022", "307.29"),
    V("net_profit", "2025", "722.01"),
    CAGR("net_profit", "2022", "2025", { v: "33", cmp: "approx" }),
  ]),
  c("f", A, "tP", "annual", "2023年营收4009.17亿元、2024年3620.13亿元、2025年4237.02亿元，三年合计超过1.3万亿元。", [
    V("revenue", "2023", "4009.17"),
    V("revenue", "2024", "3620.13"),
    V("revenue", "2025", "4237.02"),
    SUM("revenue", ["2023", "2024", "2025"], { v: "1.3", u: "万亿", cmp: "gt", err: "wrong_value" }),
  ], { err: "wrong_value", note: "合计约1.19万亿元" }),
  c("t", A, "fSy", "annual", "2025年分配股利及偿付利息的现金349.23亿元，较2024年的258.07亿元增加约91亿元。", [
    V("dividends_interest_paid", "2025", "349.23"),
    V("dividends_interest_paid", "2024", "258.07"),
    D("dividends_interest_paid", "2025", { v: "91", cmp: "approx" }),
  ]),
  c("t", A, "fL", "quarterly", "按一季度90天计算，2026年一季度日均营收约14.3亿元。", [
    PERDAY("revenue", "2026Q1", { v: "14.3", cmp: "approx" }),
  ]),
  c("f", A, "vF", "quarterly", "2026年一季度归母净利润207.38亿元，占2025年全年利润的近四成。", [
    V("net_profit", "2026Q1", "207.38"),
    R("net_profit", "net_profit", "2026Q1", "40", { u: "%", cmp: "near", denPeriod: "2025", err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "约28.7%" }),
  c("t", A, "vF", "quarterly", "2025年单季归母净利润逐季抬升：一季度139.63亿元、二季度165.23亿元、三季度185.49亿元、四季度231.67亿元。", [
    V("net_profit", "2025Q1", "139.63"),
    V("net_profit", "2025S2", "165.23"),
    V("net_profit", "2025S3", "185.49"),
    V("net_profit", "2025S4", "231.67"),
  ]),
  c("u", A, "vT", "undecidable", "股价较2021年12月的历史高点仍有约25%的距离，上方套牢盘较重。", [U("复权口径的历史高点")]),
  // ---- 2025-10-31 ---------------------------------------------------------------------------------------------
  c("t", O, "fE", "quarterly", "前三季度营收2830.72亿元，同比+9.28%；归母净利润490.34亿元，同比+36.20%。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.28" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.20" }),
  ]),
  c("f", O, "bear", "quarterly", "三季度单季营收1041.86亿元，同比增速仅约9.3%，增长明显乏力。", [
    V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { v: "9.3", cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period", note: "9.3%是前三季度累计；单季+12.9%" }),
  c("t", O, "tB", "quarterly", "三季度单季归母净利润185.49亿元，同比增长约41%，增速较上半年的33%进一步加快。", [
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
  ]),
  c("t", O, "tT", "technical", "近60个交易日上涨约47%，收盘388.77元远高于60日均线331.98元。", [
    RET(60, { v: "47", cmp: "approx" }),
    CLOSE("388.77"),
    MA(60, "value", { v: "331.98" }),
  ]),
  c("f", O, "tT", "technical", "10月末成交量较前20日明显放大，资金加速涌入。", [
    VOL("expand", { err: "technical" }),
  ], { err: "technical", note: "20日均量/前20日0.75" }),
  c("t", O, "tC", "technical", "股价较52周高点424.36元回落约8.4%，近20日均量只有前20日的约75%。", [
    HI52({ v: "-8.4", cmp: "approx" }),
    VOLR({ v: "0.75", cmp: "approx" }),
  ]),
  c("u", O, "tA", "undecidable", "储能电池需求超预期，公司四季度排产环比提升约20%。", [U("排产数据")]),
  c("t", O, "tBe", "quarterly", "三季度末资产负债率61.27%，较上年同期的64.33%下降约3.1个百分点。", [
    V("debt_ratio", "2025M9", "61.27", "%"),
    V("debt_ratio", "2024M9", "64.33", "%"),
    PP("debt_ratio", "2025M9", { v: "-3.1", cmp: "approx" }),
  ]),
  c("f", O, "tBe", "quarterly", "前三季度毛利率25.31%，较上年同期提升约2.9个百分点。", [
    V("gross_margin", "2025M9", "25.31", "%"),
    PP("gross_margin", "2025M9", { v: "2.9", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "同比下降2.87个百分点" }),
  c("t", O, "vT", "technical", "今年以来股价累计上涨约46%，10月31日收于388.77元。", [
    RET("2024-12-31", { v: "46", cmp: "approx" }),
    CLOSE("388.77"),
  ]),
  c("f", O, "vT", "technical", "10月31日收盘388.77元，创出52周新高。", [
    CLOSE("388.77"),
    HI52({ cond: "new_high", err: "technical" }),
  ], { err: "technical" }),
  c("t", O, "tM", "quarterly", "2025年前三季度归母净利润在单季层面依次为139.63亿、165.23亿、185.49亿元，逐季走高。", [
    V("net_profit", "2025Q1", "139.63"),
    V("net_profit", "2025S2", "165.23"),
    V("net_profit", "2025S3", "185.49"),
    RANK("net_profit", "2025S3", ["2025Q1", "2025S2", "2025S3"], "max", 1),
    RANK("net_profit", "2025Q1", ["2025Q1", "2025S2", "2025S3"], "min", 1),
  ]),
  c("u", O, "fR", "undecidable", "欧洲工厂投产进度慢于预期，海外收入占比或在2026年下降。", [U("海外收入与预测")]),
];
