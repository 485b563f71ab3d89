// 中国平安: FY2017-2025 annual (revenue 2021-2025, operating revenue 2017-2020 and 2025), 2026Q1 only for quarters,
// bars 2024-, announcements 2023-2026 (dividends, buyback cancellations). Voices: insurer note, forum, risk debaters.
import { BAR, BRK, CAGR, CLOSE, D, DAYS, DOWN, EV, G, GSTREAK, HI52, IN, IND, LO52, MA, MACD, MAORDER, MAX, MCPE,
  MIN, PP, R, RANK, RET, RSI, SNAP, SUM, U, UP, V, VOL, X, maker } from "../spec-helpers.mjs";

const c = maker("b5-pa", "601318");
const A = "2026-04-30";
const S = "2025-09-10";
const E = "2020-05-15";
const Y17_25 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "fSy", "annual", "中国平安2025A营业收入/归母净利润10,505.06/1,347.78亿元，同比+2.1%/+6.5%（E2）。", [
    V("revenue", "2025", "10505.06"),
    V("net_profit", "2025", "1347.78"),
    G("revenue", "2025", { v: "2.1" }),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
  ]),
  c("f", A, "tB", "annual", "2025A归母净利润1,347.78亿元，同比+47.8%，利润弹性惊人。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "47.8", err: "wrong_period" }),
  ], { err: "wrong_period", note: "+47.8% is 2024's growth over 2023" }),
  c("t", A, "fE", "annual", "归母净利润增速由2024年的+47.8%回落至2025年的+6.5%，高基数下增速放缓。", [
    G("net_profit", "2024", { v: "47.8" }),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
  ]),
  c("f", A, "fQ", "annual", "2025年归母净利润1,347.78亿元，已超过2019年的1,494亿元，创历史新高。", [
    V("net_profit", "2019", "1494", "亿", "approx"),
    MAX("net_profit", "2025", Y17_25, { err: "wrong_extreme" }),
  ], { err: "wrong_extreme" }),
  c("t", A, "fQ", "annual", "2025年归母净利润1,347.78亿元，仍低于2019年1,494.07亿元的高点约9.8%。", [
    V("net_profit", "2019", "1494.07"),
    MAX("net_profit", "2019", Y17_25),
    G("net_profit", "2025", { base: "2019", v: "-9.8" }),
  ]),
  c("t", A, "tF", "annual", "2021、2022年归母净利润连续两年两位数下滑，2023年止跌，2024-2025年恢复增长。", [
    GSTREAK("net_profit", ["2021", "2022"], -100, -10),
    G("net_profit", "2023", { dir: "up" }),
    GSTREAK("net_profit", ["2024", "2025"], 0, 1000),
  ]),
  c("f", A, "tBe", "annual", "2022年归母净利润837.74亿元，同比下滑近三成，寿险转型代价沉重。", [
    V("net_profit", "2022", "837.74"),
    G("net_profit", "2022", { v: "-30", cmp: "near", err: "wrong_period" }),
  ], { err: "wrong_period", note: "-29% is 2021's fall; 2022 fell 17.6%" }),
  c("t", A, "tBe", "annual", "2022年归母净利润837.74亿元，为2017年以来最低，较2019年高点近乎腰斩。", [
    V("net_profit", "2022", "837.74"),
    MIN("net_profit", "2022", Y17_25),
    G("net_profit", "2022", { base: "2019", ...IN("-50", "-40") }),
  ]),
  c("t", A, "fR", "industry", "资产负债率89.80%（2025A），保险公司负债经营是行业本色，谈不上高杠杆风险。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c("f", A, "tC", "industry", "26Q1资产负债率89.90%，将近九成，偿债压力不容忽视。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    IND("high_debt_is_risk", { err: "industry_sense" }),
  ], { err: "industry_sense" }),
  c("t", A, "fR", "annual", "总资产13.90万亿元，总负债12.48万亿元（2025A），规模同比+7.3%。", [
    V("total_assets", "2025", "13.90", "万亿"),
    V("total_liabilities", "2025", "12.48", "万亿"),
    G("total_assets", "2025", { v: "7.3" }),
  ]),
  c("f", A, "fR", "annual", "总资产139万亿元，同比+7.3%，体量庞大。", [
    V("total_assets", "2025", "139", "万亿", "approx", { err: "wrong_magnitude" }),
    G("total_assets", "2025", { v: "7.3" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "tF", "annual", "经营现金流6,586.32亿元（2025A），yoy+72.2%，约为归母净利润的4.9倍。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72.2" }),
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  c("f", A, "fT", "annual", "经营现金流6,586.32亿元，同比+7.2%，和利润增速同步。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "7.2", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "tNe", "annual", "商誉381.30亿元，较上年435.39亿元下降约12.4%。", [
    V("goodwill", "2025", "381.30"),
    V("goodwill", "2024", "435.39"),
    G("goodwill", "2025", { v: "-12.4", cmp: "approx" }),
  ]),
  c("u", A, "tNe", "undecidable", "商誉下降源于子公司计提减值，主要来自平安好医生。", [
    V("goodwill", "2025", "381.30"),
    U("商誉变动原因与子公司明细不在数据中"),
  ]),
  c("t", A, "tF", "quarterly", "26Q1营业收入2,184.05亿元，归母净利润250.22亿元，单季净利率约11.5%。", [
    V("revenue", "2026Q1", "2184.05"),
    V("net_profit", "2026Q1", "250.22"),
    R("net_profit", "revenue", "2026Q1", "11.5", { u: "%", cmp: "approx" }),
  ]),
  c("u", A, "fE", "quarterly", "26Q1归母净利润250.22亿元，yoy-15%，投资收益拖累。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { v: "-15", cmp: "approx" }),
  ]),
  c("f", A, "tBe", "quarterly", "26Q1归母净利润1,347.78亿元，开年就接近上年全年的一半？数据不对劲。", [
    V("net_profit", "2026Q1", "1347.78", "亿", "eq", { err: "wrong_period" }),
  ], { err: "wrong_period" }),
  c("u", A, "fM", "undecidable", "新业务价值NBV同比+30%，寿险改革成效显现（E8）。", [U("新业务价值不在数据中")]),
  c("u", A, "fS", "undecidable", "综合成本率96%以下，财险承保盈利领先同业。", [U("综合成本率与同业数据不在数据中")]),
  c("t", A, "fV", "valuation", "以25年7月4日约1.03万亿元市值算，2025年归母净利润对应PE约7.6倍。", [
    SNAP("marketCap", "1.03", "万亿"),
    MCPE("2025", "7.6"),
  ]),
  c("f", A, "fV", "valuation", "按25年7月初市值算，PE约76倍，保险股估值泡沫化。", [
    MCPE("2025", "76", "approx", { err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "tTr", "valuation", "25年7月快照PB 1.12倍，当时股价56.57元，接近净资产。", [
    SNAP("pb", "1.12", "x", "eq"),
    CLOSE("56.57", "eq", { date: "2025-07-04" }),
  ]),
  c("u", A, "fV", "valuation", "PEV仅0.6倍，处于历史最低区间，内含价值被严重低估。", [U("内含价值与PEV不在数据中")]),
  c("t", A, "tT", "technical", "4月7日MACD金叉，DIF仍在零轴下方；收盘59.37元站上MA250（59.29元），但在MA60之下。", [
    MACD("golden_cross", 18),
    MACD("dif_above_dea"),
    MACD("dif_below_zero"),
    CLOSE("59.37"),
    MA(250, "above"),
    MA(250, "value", { v: "59.29" }),
    MA(60, "below"),
  ]),
  c("f", A, "vT", "technical", "收盘59.37元，跌破年线MA250，长期趋势转空。", [
    MA(250, "below", { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tT", "technical", "4月29日放量长阳涨3.12%，量能约为前一日的2.6倍，次日小幅回落。", [
    BAR("2026-04-29", "chg", { v: "3.12" }),
    BAR("2026-04-29", "body", { v: "2", cmp: "gt" }),
    BAR("2026-04-29", "volx", { v: "2.6", cmp: "approx" }),
    BAR("2026-04-30", "chg", { dir: "down" }),
  ]),
  c("f", A, "tS", "technical", "平安4月29日那根阳线直接拉了5个点，主力进场了。", [
    BAR("2026-04-29", "chg", { v: "5", cmp: "approx", err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tS", "technical", "今年以来跌了13.20%，去年底68.4元冲进去的还在高位站岗。", [
    RET("2025-12-31", { v: "-13.20" }),
    CLOSE("68.4", "eq", { date: "2025-12-31" }),
  ]),
  c("f", A, "fS", "technical", "平安年初至今涨了一成多，保险躺赚行情。", [
    RET("2025-12-31", { ...IN("10", "20"), err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tTr", "technical", "距52周高点74.88元约-20.7%，距52周低点50.55元约+17.5%，区间中下部。", [
    HI52({ v: "-20.7", cmp: "approx" }),
    LO52({ v: "17.5", cmp: "approx" }),
    { k: "ta", ind: "pos52", ...IN("20", "45") },
  ]),
  c("t", A, "tC", "technical", "近60个交易日自高点回撤约13.6%，近20日量能略低于前20日，反弹缺量。", [
    { k: "ta", ind: "dd", n: 60, v: "-13.6", cmp: "approx" },
    VOL("shrink"),
  ]),
  c("f", A, "tA", "technical", "近20日量能较前20日放大三成以上，资金回流保险板块。", [
    VOL("expand_strong", { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "vT", "technical", "RSI14约54，中性；近5个交易日涨2.57%。", [RSI("54", "approx"), RET(5, { v: "2.57" })]),
  c("u", A, "vT", "technical", "KDJ金叉叠加布林中轨支撑，短线看高一线。", [U("KDJ 与布林带不在产品存储的指标中")]),
  c("t", A, "tN", "announcement", "3月27日披露2025年年度利润分配方案（E14），分红政策延续。", [
    EV("dividend", true, { title: "2025年年度利润分配方案", from: "2026-03-27" }),
  ]),
  c("f", A, "tN", "announcement", "4月公告新一轮A股回购方案，拟回购50-100亿元。", [
    EV("repurchase", true, { from: "2026-04-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("t", S, "vN", "announcement", "9月3日公告实施回购股份注销暨股本变动，注销的是此前已回购股份，并非新回购。", [
    EV("repurchase", true, { title: "注销", from: "2025-09-03", to: "2025-09-03" }),
  ]),
  c("t", S, "tN", "announcement", "8月27日公布2025年中期利润分配方案，中期分红如期而至。", [
    EV("dividend", true, { title: "2025年中期利润分配方案", from: "2025-08-27" }),
  ]),
  c("f", S, "vN", "announcement", "2025年半年度分红派息实施公告已于8月发布，除息已完成。", [
    EV("dividend", true, { title: "2025年半年度分红派息实施", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("f", S, "tNe", "announcement", "控股股东上月公告减持计划，需警惕解禁抛压。", [
    EV("reduction", true, { from: "2025-08-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("t", S, "tT", "technical", "8月27日MACD死叉，DIF已转负；收盘57.87元位于MA20（58.96元）之下、MA120之上。", [
    MACD("death_cross", 11),
    MACD("dif_below_zero"),
    CLOSE("57.87"),
    MA(20, "below"),
    MA(20, "value", { v: "58.96" }),
    MA(120, "above"),
  ]),
  c("t", S, "tS", "technical", "近250个交易日涨35.78%，从去年8月底的42.62元涨到57.87元，早上车的躺赚。", [
    RET(250, { v: "35.78" }),
    CLOSE("42.62", "eq", { date: "2024-08-29" }),
  ]),
  c("f", S, "vT", "technical", "MA5>MA10>MA20>MA60，短中期均线多头排列。", [
    MAORDER([5, 10, 20, 60], "bull", { err: "technical" }),
  ], { err: "technical" }),
  c("t", S, "tTr", "technical", "近20日量能较前20日温和放大；距52周高点62.8元约-7.9%，高位横盘。", [
    VOL("expand"),
    HI52({ v: "-7.9", cmp: "approx" }),
  ]),
  c("t", E, "fE", "annual", "2019A归母净利润1,494.07亿元，yoy+39.1%；ROE 24.35%，同比+344bp（E2）。", [
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2019", { v: "39.1" }),
    V("roe", "2019", "24.35", "%"),
    PP("roe", "2019", { v: "3.44" }),
  ]),
  c("f", E, "fQ", "annual", "2019年每股收益8.41元，同比增长约19.5%。", [
    V("basic_eps", "2019", "8.41", "元"),
    G("basic_eps", "2019", { v: "19.5", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", E, "tF", "annual", "2017-2019年归母净利润由890.88亿元增至1,494.07亿元，两年CAGR约29.5%。", [
    V("net_profit", "2017", "890.88"),
    V("net_profit", "2019", "1494.07"),
    CAGR("net_profit", "2017", "2019", { v: "29.5", cmp: "approx" }),
  ]),
  c("t", E, "fT", "annual", "扣非归母净利润1,392.55亿元，与归母净利润相差约101.5亿元，非经常性损益占比不低。", [
    V("deducted_net_profit", "2019", "1392.55"),
    { k: "pair", metric: "net_profit", period: "2019", metric2: "deducted_net_profit", mode: "diff", v: "101.5",
      cmp: "approx", u: "亿" },
  ]),
  c("f", E, "tB", "annual", "2019年BPS 36.82元，较2018年的30.44元增长约12%。", [
    V("bps", "2019", "36.82", "元"),
    G("bps", "2019", { v: "12", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", E, "tM", "annual", "2017-2019年营业收入、归母净利润、每股收益三项均逐年增长。", [
    UP("operating_revenue", ["2017", "2018", "2019"]),
    UP("net_profit", ["2017", "2018", "2019"]),
    UP("basic_eps", ["2017", "2018", "2019"]),
  ]),
  c("u", E, "fM", "undecidable", "疫情冲击下，2020年一季度代理人数量预计下滑10%以上。", [U("代理人数量与预测不在数据中")]),
  c("t", A, "tP", "annual", "2023-2025年累计分红付息现金流出约2,249亿元，年均约750亿元。", [
    SUM("dividends_interest_paid", ["2023", "2024", "2025"], { v: "2249", cmp: "approx" }),
    { k: "agg", fn: "avg", metric: "dividends_interest_paid", periods: ["2023", "2024", "2025"], u: "亿", v: "750",
      cmp: "approx" },
  ]),
  c("t", A, "tM", "annual", "2025年营业收入10,505.06亿元，在2021年以来五年中排第三，低于2021、2022年。", [
    RANK("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], "max", 3),
    { k: "pair", metric: "revenue", period: "2022", period2: "2025", mode: "gt" },
  ]),
  c("f", A, "bear", "annual", "多方说收入恢复，但2025年营业收入仍是2021年以来最低。", [
    MIN("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
  ], { err: "wrong_extreme" }),
  c("t", A, "bull", "annual", "反驳空方：营收低点在2023年的9,137.89亿元，2025年已回升约15%。", [
    MIN("revenue", "2023", ["2021", "2022", "2023", "2024", "2025"]),
    V("revenue", "2023", "9137.89"),
    G("revenue", "2025", { base: "2023", v: "15", cmp: "approx" }),
  ]),
];
