// 宁德时代: FY2021-2025 annual, 2024H1-2026Q1 quarters, bars 2020-, announcements 2026 (ESOP, bonds, buyback, dividend).
// Voices: 研报 headline (yoy / qoq / bp / 单Q4), prompt-style points with a conclusion, 雪球 slang, bull / bear rebuttals.
import { BAR, BIAS, CAGR, CLOSE, D, DAYS, EV, G, GDIFF, HI52, IN, LO52, MA, MACD, MAORDER, MAX, MCPE, PP, R, RANK,
  RET, RSI, SNAP, SUM, U, UP, V, VOL, X, maker } from "../spec-helpers.mjs";

const c = maker("b5-nd", "300750");
const A = "2026-04-30";
const M9 = "2025-10-31";
const Q1 = "2025-04-30";
const Y21_25 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "fSy", "annual", "宁德时代2025A营收/归母净利润4,237.02/722.01亿元，yoy+17.0%/+42.3%，利润增速远超收入（E2）。", [
    V("revenue", "2025", "4237.02"),
    V("net_profit", "2025", "722.01"),
    G("revenue", "2025", { v: "17.0" }),
    G("net_profit", "2025", { v: "42.3" }),
  ]),
  c("f", A, "fE", "annual", "2025A营收/归母净利润4,237.02/722.01亿元，yoy+17.0%/+24.3%，利润与收入基本同步。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17.0" }),
    G("net_profit", "2025", { v: "24.3", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "fE", "annual", "毛利率/净利率26.27%/18.12%（2025A），分别同比+183bp/+320bp，盈利质量抬升（E4）。", [
    V("gross_margin", "2025", "26.27", "%"),
    V("net_margin", "2025", "18.12", "%"),
    PP("gross_margin", "2025", { v: "1.83", cmp: "approx" }),
    PP("net_margin", "2025", { v: "3.20", cmp: "approx" }),
  ]),
  c("f", A, "tB", "annual", "2025A毛利率26.27%，同比大幅提升18.3pct，电池龙头定价权回归。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "18.3", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "tF", "quarterly", "26Q1营收1,291.31亿元，yoy+52.4%，qoq-8.2%；归母净利润207.38亿元，yoy+48.5%（E7）。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.4", cmp: "approx" }),
    G("revenue", "2026Q1", { base: "2025S4", v: "-8.2" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5" }),
  ]),
  c("f", A, "tBe", "quarterly", "26Q1归母净利润207.38亿元，环比25Q4增长10.5%，旺季效应延续。", [
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { base: "2025S4", v: "10.5", dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "fS", "quarterly", "宁王一季报炸了：单季赚207亿，比去年同期的140亿多了差不多一半，躺赚的节奏。", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    V("net_profit", "2025Q1", "140", "亿", "approx"),
    G("net_profit", "2026Q1", IN("45", "50")),
  ]),
  c("f", A, "fS", "quarterly", "一季报利润翻倍了兄弟们！207亿对去年同期不到100亿，谁说电池是红海？", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    G("net_profit", "2026Q1", { size: "翻倍", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "tF", "quarterly", "单Q4（25Q4）营收1,406.30亿元，yoy+36.6%；归母净利润231.67亿元，yoy+57.1%，季度新高。", [
    V("revenue", "2025S4", "1406.30"),
    G("revenue", "2025S4", { v: "36.6" }),
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57.1" }),
    MAX("net_profit", "2025S4", ["2024S3", "2024S4", "2025Q1", "2025S2", "2025S3", "2025S4", "2026Q1"]),
  ]),
  c("f", A, "fT", "quarterly", "25Q4单季归母净利润722.01亿元，同比+57.1%，Q4贡献了全年大部分利润。", [
    V("net_profit", "2025S4", "722.01", "亿", "eq", { err: "wrong_period" }),
    G("net_profit", "2025S4", { v: "57.1" }),
  ], { err: "wrong_period" }),
  c("t", A, "fR", "annual", "经营现金流净额1,332.20亿元（2025A），是归母净利润的1.8倍，现金流远好于利润表。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
  ]),
  c("f", A, "fR", "annual", "2025年经营现金流1,332.20亿元，同比下滑约37%，回款压力显现。", [
    V("operating_cash_flow", "2025", "1332.20"),
    G("operating_cash_flow", "2025", { v: "-37", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "fR", "annual", "资产负债率61.94%（2025A），较2024A的65.24%下降330bp，杠杆在降。", [
    V("debt_ratio", "2025", "61.94", "%"),
    V("debt_ratio", "2024", "65.24", "%"),
    PP("debt_ratio", "2025", { v: "-3.30", cmp: "approx" }),
  ]),
  c("f", A, "tC", "annual", "资产负债率61.94%（2025A），较上年继续攀升，杠杆扩张是最大风险点。", [
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tF", "annual", "总资产9,748.28亿元，近万亿体量；货币资金3,335.13亿元，占总资产三成多。", [
    V("total_assets", "2025", "9748.28"),
    V("total_assets", "2025", "1", "万亿", "near"),
    V("cash", "2025", "3335.13"),
    R("cash", "total_assets", "2025", undefined, { u: "%", ...IN("30", "40") }),
  ]),
  c("f", A, "tA", "annual", "账上现金3,335.13亿元，已经超过总资产的一半，妥妥的现金奶牛。", [
    V("cash", "2025", "3335.13"),
    R("cash", "total_assets", "2025", "50", { u: "%", cmp: "gt", err: "wrong_ratio" }),
  ], { err: "wrong_ratio" }),
  c("t", A, "tM", "annual", "2021-2025年归母净利润从159亿增至722亿，四年CAGR约46%，且每年都在增长。", [
    V("net_profit", "2021", "159", "亿", "approx"),
    V("net_profit", "2025", "722", "亿", "approx"),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
    UP("net_profit", Y21_25),
  ]),
  c("f", A, "tBe", "annual", "营收都跌了还谈什么成长？2025年收入4,237亿，比2024年还少。", [
    V("revenue", "2025", "4237", "亿", "approx"),
    G("revenue", "2025", { dir: "down", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tBe", "annual", "2024年营收3,620.13亿元，同比-9.7%，是2021年以来唯一一次负增长。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7" }),
    G("revenue", "2022", { dir: "up" }),
    G("revenue", "2023", { dir: "up" }),
    G("revenue", "2025", { dir: "up" }),
  ]),
  c("t", A, "bull", "annual", "反驳空方“收入见顶”：2025年营收4,237亿元已超过2023年的4,009亿元，创历史新高。", [
    V("revenue", "2025", "4237", "亿", "approx"),
    V("revenue", "2023", "4009", "亿", "approx"),
    MAX("revenue", "2025", Y21_25),
  ]),
  c("f", A, "bear", "annual", "多方说收入创新高，但2025年营收4,237亿元仍低于2023年的峰值，谈不上新高。", [
    PAIR_REV_LT(),
  ], { err: "wrong_extreme" }),
  c("t", A, "bear", "annual", "多方只看利润，却回避了资本开支：2025年capex 423.45亿元，同比+35.8%，扩张再度加速。", [
    V("capex", "2025", "423.45"),
    G("capex", "2025", { v: "35.8" }),
  ]),
  c("u", A, "bull", "undecidable", "空方担心价格战，但公司海外收入占比已超三成，毛利显著高于国内（E5）。", [
    U("海外/分地区收入不在数据中"),
  ]),
  c("t", A, "tT", "technical", "MA20>MA60>MA120>MA250中长期多头排列，收盘436元，偏离60日线+11.3%。", [
    MAORDER([20, 60, 120, 250], "bull"),
    CLOSE("436"),
    BIAS(60, { v: "11.3", cmp: "approx" }),
  ]),
  c("f", A, "vT", "technical", "MA5>MA10>MA20短期多头排列完好，上攻动能充足。", [
    MAORDER([5, 10, 20], "bull", { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tT", "technical", "MACD 4月28日死叉，DIF仍在零轴上方，属于高位震荡而非趋势破坏。", [
    MACD("death_cross", 3),
    MACD("dif_above_zero"),
  ]),
  c("f", A, "tA", "technical", "MACD刚在4月28日金叉，配合放量，新一轮主升浪可期。", [
    MACD("golden_cross", 3, { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tTr", "technical", "近250个交易日涨幅93.38%，距52周高点460元仅-5.2%，处于年内区间上沿。", [
    RET(250, { v: "93.38" }),
    HI52({ v: "-5.2" }),
    { k: "ta", ind: "pos52", v: "80", cmp: "ge" },
  ]),
  c("f", A, "tC", "technical", "距52周低点231.2元已涨超150%，追高风险极大。", [
    LO52({ v: "150", cmp: "gt", err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "vT", "technical", "RSI14约56，未超买；近20日量能较前20日温和放大，量价配合尚可。", [
    RSI("56", "approx"),
    RSI("70", "lt"),
    VOL("expand"),
  ]),
  c("t", A, "tS", "technical", "今年以来涨了18.72%，去年底367元上车的兄弟已经躺赚近两成。", [
    RET("2025-12-31", { v: "18.72" }),
    CLOSE("367", "approx", { date: "2025-12-31" }),
    RET("2025-12-31", { v: "20", cmp: "near" }),
  ]),
  c("f", A, "tS", "technical", "60个交易日涨了快六成，宁王又回到当年的疯牛状态。", [
    RET(60, { v: "60", cmp: "near", err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tT", "technical", "4月29日放量长阳收445元，涨4.05%，次日即回落2.02%至436元。", [
    BAR("2026-04-29", "chg", { v: "4.05" }),
    BAR("2026-04-29", "body", { v: "2", cmp: "gt" }),
    BAR("2026-04-29", "volx", { v: "1", cmp: "gt" }),
    CLOSE("445", "eq", { date: "2026-04-29" }),
    BAR("2026-04-30", "chg", { v: "-2.02" }),
  ]),
  c("u", A, "tT", "technical", "布林带开口收窄，股价贴着中轨运行，变盘窗口临近。", [U("布林带不在产品存储的指标中")]),
  c("t", A, "fV", "valuation", "以2025年7月4日约1.21万亿市值、2025年归母净利润722亿计，PE约16.8倍（E11）。", [
    SNAP("marketCap", "1.21", "万亿"),
    MCPE("2025", "16.8"),
  ]),
  c("f", A, "fV", "valuation", "按25年7月初市值对应2025年利润，PE约168倍，估值透支严重。", [
    MCPE("2025", "168", "approx", { err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("u", A, "fV", "valuation", "目标价520元，对应2026年30倍PE，维持买入评级。", [U("目标价与盈利预测不在数据中")]),
  c("t", A, "tN", "announcement", "公司4月7日公告A股回购结果暨股份变动（E14），回购已实施完毕。", [
    EV("repurchase", true, { title: "回购结果", from: "2026-04-07" }),
  ]),
  c("f", A, "tN", "announcement", "4月披露大股东减持计划公告，短期抛压值得警惕（E14）。", [
    EV("reduction", true, { from: "2026-04-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("t", A, "vN", "announcement", "2月9日发布2026年A股员工持股计划（草案），4月22日授予预留份额，激励落地。", [
    EV("equity_incentive", true, { title: "草案", from: "2026-02-09", to: "2026-02-09" }),
    EV("equity_incentive", true, { title: "预留份额", from: "2026-04-22" }),
  ]),
  c("t", A, "fS", "announcement", "2月发行科技创新公司债券并在深交所上市，融资渠道通畅（据E16）。", [
    EV("bond", true, { title: "科技创新", from: "2026-02-01", to: "2026-02-28" }),
    EV("bond", true, { title: "上市", from: "2026-02-01", to: "2026-02-28" }),
  ]),
  c("f", A, "vN", "announcement", "公司3月公告定增预案，拟募资扩建海外产能。", [
    EV("placement", true, { from: "2026-03-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("t", A, "tNe", "announcement", "3月10日公布2025年度利润分配预案，并提请授权制定2026年中期分红方案。", [
    EV("dividend", true, { title: "2025年度利润分配预案", from: "2026-03-10" }),
    EV("dividend", true, { title: "中期分红", from: "2026-03-10" }),
  ]),
  c("t", M9, "fE", "quarterly", "Q1-3营收2,830.72亿元，yoy+9.3%；归母净利润490.34亿元，yoy+36.2%（E6）。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2" }),
  ]),
  c("t", M9, "tF", "quarterly", "单Q3营收1,041.86亿元，yoy+12.9%，qoq+10.6%，收入增速较H1的7.3%明显加快。", [
    V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { v: "12.9" }),
    G("revenue", "2025S3", { base: "2025S2", v: "10.6" }),
    G("revenue", "2025H1", { v: "7.3" }),
  ]),
  c("f", M9, "tBe", "quarterly", "单Q3归母净利润185.49亿元，同比增速回落至14.1%，利润端明显失速。", [
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "14.1", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", M9, "tT", "technical", "高位回踩：收盘388.77元，距52周高点424.36元约-8.4%，20日线上方整理。", [
    CLOSE("388.77"),
    HI52({ v: "-8.4", cmp: "approx" }),
    MA(20, "above"),
  ]),
  c("f", M9, "vT", "technical", "近20日成交量明显放大，量能是前20日的1.3倍以上。", [
    VOL("expand_strong", { err: "technical" }),
  ], { err: "technical" }),
  c("t", M9, "tS", "technical", "从7月底的264.62元算，60个交易日涨了46.92%，空仓的只能看着。", [
    RET(60, { v: "46.92" }),
    CLOSE("264.62", "eq", { date: "2025-07-31" }),
  ]),
  c("u", M9, "fM", "undecidable", "储能电池出货量Q3同比翻倍，储能业务占比持续提升。", [U("分业务出货量不在数据中")]),
  c("u", Q1, "fE", "quarterly", "25Q1营收847.05亿元，yoy-6.2%；归母净利润139.63亿元，增长较快（E6）。", [
    V("revenue", "2025Q1", "847.05"),
    U("2024Q1未存储，同比无法计算"),
    V("net_profit", "2025Q1", "139.63"),
  ]),
  c("f", Q1, "tBe", "annual", "2024A营收3,620.13亿元，同比-9.7%；归母净利润507.45亿元，同比-15.0%，量利齐跌。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7" }),
    V("net_profit", "2024", "507.45"),
    G("net_profit", "2024", { v: "-15.0", dir: "down", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", Q1, "tB", "annual", "反驳空方：2024年收入虽降9.7%，归母净利润仍+15.0%至507.45亿元，量跌利升。", [
    G("revenue", "2024", { v: "-9.7" }),
    G("net_profit", "2024", { v: "15.0" }),
    V("net_profit", "2024", "507.45"),
  ]),
  c("t", Q1, "tT", "technical", "4月21日MACD金叉，但收盘231.5元仍在60日线和120日线之下，反弹性质。", [
    MACD("golden_cross", 8),
    CLOSE("231.5"),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  c("f", Q1, "tC", "technical", "年初至今已跌去三成，距52周高点回撤超40%，趋势全面走坏。", [
    RET("2024-12-31", { v: "-30", cmp: "approx", err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tP", "annual", "2023-2025三年累计归母净利润约1,671亿元，同期累计分红付息现金流出约702亿元。", [
    SUM("net_profit", ["2023", "2024", "2025"], { v: "1671", cmp: "approx" }),
    SUM("dividends_interest_paid", ["2023", "2024", "2025"], { v: "702", cmp: "approx" }),
  ]),
  c("t", A, "fL", "annual", "利润增速跑赢收入约25个百分点（2025A：+42.3% vs +17.0%），经营杠杆释放。", [
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "25", cmp: "approx" }),
  ]),
  c("f", A, "fL", "annual", "2025年归母净利润722亿元，是2022年的3.5倍以上，三年再造三个宁德。", [
    X("net_profit", "2025", "2022", { v: "3.5", cmp: "gt", err: "wrong_ratio" }),
  ], { err: "wrong_ratio" }),
  c("t", A, "vF", "annual", "2025年归母净利润约为2022年的2.35倍，也是2021年以来最高。", [
    X("net_profit", "2025", "2022", { v: "2.35", cmp: "approx" }),
    RANK("net_profit", "2025", Y21_25, "max", 1),
  ]),
  c("u", A, "tNe", "undecidable", "假设26Q2碳酸锂价格回升至10万元/吨，单季毛利率或回落1-2pct。", [U("情景假设与原材料价格不在数据中")]),
  c("t", A, "tP", "technical", "组合经理：近20日振幅19.35%，波动放大，仓位控制在半仓以内。", [
    { k: "ta", ind: "amp", n: 20, u: "%", v: "19.35" },
  ]),
  c("f", A, "tP", "quarterly", "26Q1毛利率24.82%，同比下滑41bp，价格战开始侵蚀盈利。", [
    V("gross_margin", "2026Q1", "24.82", "%"),
    PP("gross_margin", "2026Q1", { v: "-0.41", dir: "down", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "fT", "quarterly", "26Q1毛利率24.82%，同比+41bp；净利率17.61%，与去年同期17.55%基本持平。", [
    V("gross_margin", "2026Q1", "24.82", "%"),
    PP("gross_margin", "2026Q1", { v: "0.41", cmp: "approx" }),
    V("net_margin", "2026Q1", "17.61", "%"),
    V("net_margin", "2025Q1", "17.55", "%"),
    PP("net_margin", "2026Q1", { dir: "flat", flatTol: 0.5 }),
  ]),
];

function PAIR_REV_LT() {
  return { k: "pair", metric: "revenue", period: "2025", period2: "2023", mode: "lt", err: "wrong_extreme" };
}
