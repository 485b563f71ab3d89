// 比亚迪: FY2021-2025 annual (2017-2019 too), 2024H1-2026Q1 quarters, bars from the 2025-07-29 ex-date run only,
// announcements 2024-2026 (ESOPs, dividend with 转增, 解锁 成就 / 未成就). Voices: 研报 headline, 雪球, risk debaters.
import { BAR, BIAS, BRK, CAGR, CLOSE, D, DAYS, DOWN, EV, G, GDIFF, GSTREAK, HI52, IN, MA, MACD, MAORDER, MCPE, PAIR, PP,
  R, RET, RSI, SNAP, U, UP, V, VOL, X, maker } from "../spec-helpers.mjs";

const c = maker("b5-yd", "002594");
const A = "2026-04-30";
const M9 = "2025-10-31";
const H1 = "2025-09-12";
const Y21_25 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "fSy", "annual", "比亚迪FY2025营收/归母净利润8,039.65/326.19亿元，同比+3.5%/-19.0%，增收不增利（E2）。", [
    V("revenue", "2025", "8039.65"),
    V("net_profit", "2025", "326.19"),
    G("revenue", "2025", { v: "3.5" }),
    G("net_profit", "2025", { v: "-19.0" }),
  ]),
  c("f", A, "tB", "annual", "FY2025营收/归母净利润8,039.65/326.19亿元，yoy+3.5%/+19.0%，量利齐升。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5" }),
    G("net_profit", "2025", { v: "19.0", dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "fE", "annual", "毛利率17.74%（2025A），同比-170bp；净利率4.20%，同比-115bp，价格战侵蚀明显。", [
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.70", cmp: "approx" }),
    V("net_margin", "2025", "4.20", "%"),
    PP("net_margin", "2025", { v: "-1.15", cmp: "approx" }),
  ]),
  c("f", A, "fQ", "annual", "2025A毛利率17.74%，同比仅下降17bp，价格战影响被夸大了。", [
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-0.17", cmp: "approx", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "fE", "quarterly", "26Q1营收1,502.25亿元，yoy-11.8%；归母净利润40.85亿元，yoy-55.4%，利润腰斩（E7）。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55.4", size: "腰斩" }),
  ]),
  c("f", A, "tB", "quarterly", "26Q1归母净利润408.5亿元，同比-55.4%，基数效应而已。", [
    V("net_profit", "2026Q1", "408.5", "亿", "eq", { err: "wrong_value" }),
    G("net_profit", "2026Q1", { v: "-55.4" }),
  ], { err: "wrong_value" }),
  c("t", A, "fS", "quarterly", "一季报暴雷：单季只赚40.85亿，去年同期91.55亿，直接少了一半多，割肉的不止我一个吧？", [
    V("net_profit", "2026Q1", "40.85"),
    V("net_profit", "2025Q1", "91.55"),
    G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  c("f", A, "fS", "quarterly", "一季度营收1,502亿还同比涨了一成多，利润跌纯属费用问题，怕啥？", [
    V("revenue", "2026Q1", "1502", "亿", "approx"),
    G("revenue", "2026Q1", { ...IN("10", "20"), err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tF", "quarterly", "26Q1营收环比25Q4下降36.8%，归母净利润环比-56.0%，季节性之外还有价格压力。", [
    G("revenue", "2026Q1", { base: "2025S4", v: "-36.8" }),
    G("net_profit", "2026Q1", { base: "2025S4", v: "-56.0", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "quarterly", "单Q4（25Q4）营收2,376.99亿元，yoy-13.5%；归母净利润92.86亿元，yoy-38.2%（E6）。", [
    V("revenue", "2025S4", "2376.99"),
    G("revenue", "2025S4", { v: "-13.5" }),
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38.2" }),
  ]),
  c("f", A, "tBe", "quarterly", "25Q4单季营收8,039.65亿元，同比-13.5%，旺季不旺。", [
    V("revenue", "2025S4", "8039.65", "亿", "eq", { err: "wrong_period" }),
    G("revenue", "2025S4", { v: "-13.5" }),
  ], { err: "wrong_period" }),
  c("t", A, "fR", "annual", "2025年经营现金流591.36亿元，同比-55.7%，近乎腰斩，远差于利润端。", [
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-55.7", size: "腰斩" }),
    GDIFF({ metric: "operating_cash_flow", period: "2025" }, { metric: "net_profit", period: "2025" }, { v: "0", cmp: "lt" }),
  ]),
  c("f", A, "fR", "annual", "经营现金流591.36亿元，仍是归母净利润的3倍以上，造血能力无忧（E9）。", [
    V("operating_cash_flow", "2025", "591.36"),
    R("operating_cash_flow", "net_profit", "2025", "3", { cmp: "gt", err: "wrong_ratio" }),
  ], { err: "wrong_ratio" }),
  c("t", A, "fR", "annual", "经营现金流591.36亿元约为归母净利润的1.8倍，但资本开支1,568.08亿元，自由现金流为负。", [
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
    V("capex", "2025", "1568.08"),
    PAIR("capex", "2025", undefined, { metric2: "operating_cash_flow", mode: "gt" }),
  ]),
  c("t", A, "tC", "annual", "capex 1,568.08亿元（2025A），yoy+61.1%，在利润下滑19%的年份逆势扩产。", [
    V("capex", "2025", "1568.08"),
    G("capex", "2025", { v: "61.1" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  c("f", A, "tA", "annual", "资本开支1,568.08亿元，同比收缩近四成，扩张周期已经结束。", [
    V("capex", "2025", "1568.08"),
    G("capex", "2025", { v: "-40", cmp: "near", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tNe", "annual", "资产负债率70.74%（2025A），较2023年77.86%的高点已回落约7pct。", [
    V("debt_ratio", "2025", "70.74", "%"),
    V("debt_ratio", "2023", "77.86", "%"),
    PP("debt_ratio", "2025", { base: "2023", v: "-7", cmp: "approx" }),
    { k: "extreme", which: "max", metric: "debt_ratio", period: "2023", over: Y21_25 },
  ]),
  c("f", A, "tC", "annual", "资产负债率70.74%，同比又上升3.9个点，债务压力越来越大。", [
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { v: "3.9", dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "fT", "annual", "货币资金754.25亿元，同比-26.6%，现金储备为近三年最低。", [
    V("cash", "2025", "754.25"),
    G("cash", "2025", { v: "-26.6" }),
    { k: "extreme", which: "min", metric: "cash", period: "2025", over: ["2023", "2024", "2025"] },
  ]),
  c("t", A, "tM", "annual", "2021-2025年营收从2,161亿增至8,040亿，CAGR约38.9%，但归母净利润2025年出现2021年以来首次下滑。", [
    V("revenue", "2021", "2161", "亿", "approx"),
    V("revenue", "2025", "8040", "亿", "approx"),
    CAGR("revenue", "2021", "2025", { v: "38.9", cmp: "approx" }),
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c("f", A, "tM", "annual", "归母净利润2025年达326亿元，再创上市以来新高（E3）。", [
    V("net_profit", "2025", "326", "亿", "approx"),
    { k: "extreme", which: "max", metric: "net_profit", period: "2025", over: Y21_25, err: "wrong_extreme" },
  ], { err: "wrong_extreme" }),
  c("t", A, "bull", "annual", "空方说比亚迪没利润，可2022-2024年归母净利润每年增长三成以上，2024年402.54亿元。", [
    GSTREAK("net_profit", ["2022", "2023", "2024"], 30, 1e6),
    V("net_profit", "2024", "402.54"),
  ]),
  c("t", A, "bear", "annual", "多方拿2024年说事，但2025年归母净利润已跌回326亿，接近2023年的300亿水平。", [
    V("net_profit", "2025", "326", "亿", "approx"),
    V("net_profit", "2023", "300", "亿", "approx"),
    X("net_profit", "2025", "2023", { ...IN("1.0", "1.1") }),
  ]),
  c("f", A, "bear", "annual", "多方忽视了一点：2025年营收8,040亿，比2024年下降3.5%，规模增长已停。", [
    V("revenue", "2025", "8040", "亿", "approx"),
    G("revenue", "2025", { v: "-3.5", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("u", A, "bull", "undecidable", "海外销量占比已超四成，单车利润明显高于国内（E10），空方低估了出海。", [
    U("海外销量与单车利润不在数据中"),
  ]),
  c("t", A, "tT", "technical", "MA5>MA10>MA20>MA60>MA120多头排列，收盘102.98元，偏离60日线+4.7%。", [
    MAORDER([5, 10, 20, 60, 120], "bull"),
    CLOSE("102.98"),
    BIAS(60, { v: "4.7", cmp: "approx" }),
  ]),
  c("f", A, "vT", "technical", "均线呈MA5<MA10<MA20空头排列，趋势向下，回避。", [
    MAORDER([5, 10, 20], "bear", { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tT", "technical", "近20日均量不足前20日的八成，缩量震荡；MACD DIF略低于DEA，方向未明。", [
    VOL("shrink_strong"),
    MACD("dif_below_dea"),
  ]),
  c("f", A, "tA", "technical", "近20日放量明显，量能是前20日的1.3倍以上，主力抢筹。", [
    VOL("expand_strong", { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tTr", "technical", "4月29日放量长阳涨3.86%，成交量约为前一日的2.9倍，次日回落2.3%。", [
    BAR("2026-04-29", "chg", { v: "3.86" }),
    BAR("2026-04-29", "body", { v: "2", cmp: "gt" }),
    BAR("2026-04-29", "volx", { v: "2.9", cmp: "approx" }),
    BAR("2026-04-30", "chg", { v: "-2.3", cmp: "approx" }),
  ]),
  c("u", A, "tT", "technical", "距52周高点约-11.7%，52周位置居中。", [HI52({ v: "-11.7", cmp: "approx" })]),
  c("t", A, "tS", "technical", "今年以来涨5.38%，近60个交易日涨12.17%，从1月27日的91.81元回血。", [
    RET("2025-12-31", { v: "5.38" }),
    RET(60, { v: "12.17" }),
    CLOSE("91.81", "eq", { date: "2026-01-27" }),
  ]),
  c("f", A, "tS", "technical", "今年以来跌了5%多，抄底的又站岗了。", [
    RET("2025-12-31", { ...IN("-6", "-5"), err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "vT", "technical", "RSI14约52，多空均衡；收盘站在MA20（101.93元）上方。", [
    RSI("52", "approx"),
    MA(20, "above"),
    MA(20, "value", { v: "101.93" }),
  ]),
  c("t", A, "fV", "valuation", "以25年7月4日约1.82万亿元市值计，对应2025年归母净利润PE约55.8倍，估值不便宜。", [
    SNAP("marketCap", "1.82", "万亿"),
    MCPE("2025", "55.8"),
  ]),
  c("f", A, "fV", "valuation", "按25年7月初市值算，2025年利润对应PE约45倍，和2024年差不多。", [
    MCPE("2025", "45", "approx", { err: "wrong_period" }),
  ], { err: "wrong_period" }),
  c("u", A, "fV", "valuation", "PB 8.33倍（25年7月快照），千亿市值级别里算高的。", [
    SNAP("pb", "8.33", "x", "eq"),
    U("其他千亿市值公司的PB不在数据中"),
  ]),
  c("t", A, "tN", "announcement", "3月28日公告2025年员工持股计划第一个锁定期解锁条件未成就，业绩考核没过（E14）。", [
    EV("equity_incentive", true, { title: "解锁条件未成就", from: "2026-03-28" }),
  ]),
  c("f", A, "vN", "announcement", "2025年员工持股计划第一个锁定期解锁条件已成就，员工激励兑现（E14）。", [
    EV("equity_incentive", true, { title: "2025年员工持股计划.*解锁条件成就", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("t", A, "tN", "announcement", "去年7月22日实施2024年度利润分配及资本公积金转增股本，股价口径随之变化。", [
    EV("dividend", true, { title: "转增股本实施", from: "2025-07-22", to: "2025-07-22" }),
  ]),
  c("t", A, "vN", "announcement", "3月28日已披露2025年度利润分配方案，暂未看到回购公告。", [
    EV("dividend", true, { title: "2025年度利润分配方案", from: "2026-03-28" }),
    EV("repurchase", false),
  ]),
  c("f", A, "tNe", "announcement", "公司4月发布股份回购方案，护盘意愿强烈。", [
    EV("repurchase", true, { from: "2026-04-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("t", M9, "fE", "quarterly", "Q1-3营收5,662.66亿元，yoy+12.7%；归母净利润233.33亿元，yoy-7.5%（E5）。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.7", cmp: "approx" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  c("t", M9, "tBe", "quarterly", "单Q3归母净利润78.23亿元，yoy-32.6%；营收yoy-3.1%，由H1的+23.3%转负。", [
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-32.6" }),
    G("revenue", "2025S3", { v: "-3.1", cmp: "approx" }),
    G("revenue", "2025H1", { v: "23.3" }),
  ]),
  c("f", M9, "fQ", "quarterly", "单Q3归母净利润78.23亿元，环比Q2下降约23%，利润加速下行。", [
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { base: "2025S2", v: "-23", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", M9, "tT", "technical", "MA5<MA10<MA20<MA60空头排列，收盘100.79元跌破前20日所有收盘，RSI约33。", [
    MAORDER([5, 10, 20, 60], "bear"),
    CLOSE("100.79"),
    BRK(20, "down"),
    RSI("33", "approx"),
  ]),
  c("f", M9, "vT", "technical", "RSI14跌破20，严重超卖，技术性反弹一触即发。", [
    RSI("20", "lt", { err: "technical" }),
  ], { err: "technical" }),
  c("t", M9, "tC", "technical", "近20个交易日跌6.24%，从107.5元回撤到100.79元，下跌趋势未止。", [
    RET(20, { v: "-6.24" }),
    CLOSE("100.79"),
  ]),
  c("u", M9, "tS", "undecidable", "10月新能源车销量同比+30%，终端需求回暖（E11）。", [U("月度销量不在数据中")]),
  c("t", H1, "fE", "quarterly", "25H1营收3,712.81亿元，yoy+23.3%；归母净利润155.11亿元，yoy+13.8%，仍是双位数增长。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.8", size: "两位数增长" }),
  ]),
  c("f", H1, "tBe", "quarterly", "25H1归母净利润155.11亿元，同比下滑13.8%，上半年就已见顶回落。", [
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "-13.8", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("u", H1, "tF", "quarterly", "单Q2归母净利润63.56亿元，qoq-30.6%，yoy-29.6%，二季度已经开始承压。", [
    V("net_profit", "2025S2", "63.56"),
    G("net_profit", "2025S2", { base: "2025Q1", v: "-30.6" }),
    U("2024Q1未存储，2024年单Q2无法计算"),
  ]),
  c("u", H1, "fM", "undecidable", "若下半年价格战缓和，全年净利润有望回到400亿元以上。", [U("情景预测")]),
  c("t", A, "vF", "annual", "2025年归母净利润326.19亿元，约为宁德时代同期722.01亿元的45%。", [
    V("net_profit", "2025", "326.19"),
    V("net_profit", "2025", "722.01", "亿", "eq", { t: "300750" }),
    PAIR("net_profit", "2025", "300750", { mode: "x", v: "0.45", cmp: "approx" }),
  ]),
  c("f", A, "vF", "annual", "2025年营收8,039.65亿元，不到宁德时代的1.5倍。", [
    PAIR("revenue", "2025", "300750", { mode: "x", v: "1.5", cmp: "lt", err: "wrong_ratio" }),
  ], { err: "wrong_ratio" }),
  c("t", A, "tP", "quarterly", "组合经理：归母净利润连续两个报告期同比负增长（25Q4、26Q1），暂不加仓。", [
    G("net_profit", "2025S4", { dir: "down" }),
    G("net_profit", "2026Q1", { dir: "down" }),
  ]),
  c("t", A, "fL", "annual", "商誉44.28亿元，三年未变，占总资产不到1%，减值风险有限。", [
    V("goodwill", "2025", "44.28"),
    V("goodwill", "2023", "44.28"),
    V("goodwill", "2024", "44.28"),
    R("goodwill", "total_assets", "2025", "1", { u: "%", cmp: "lt" }),
  ]),
];
