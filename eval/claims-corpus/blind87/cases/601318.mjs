// 中国平安: FY2017-2025 annual (营业收入 2021-2024 not stored, 营业总收入 from 2021), quarters 2025 and 2026Q1 only,
// bars from 2024-01-02, dividend / buy-back notices from 2023. Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, IND, RANK, PAIR } = H;
const { MCNOW, SNAP, SNAPDIV, DD, POS52, HILO, MRET, UPDAYS, MAX_CROSS, LIN, IN, READ, EVN, CAGR } = H;
const c = H.maker("b87-pa", "601318");
const A = "2026-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "2025年归母净利润1347.78亿元，同比增长6.45%，连续第三年正增长。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿元，创下公司上市以来的最高纪录。",
    [V("net_profit", "2025", "1347.78"), MAX("net_profit", "2025", Y9, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿都更高" },
  ),
  c("t", A, "bear", "annual", "利润虽回升，1348亿仍低于2019年1494亿的峰值，也不及2020年。", [
    G("net_profit", "2025", { dir: "up" }),
    V("net_profit", "2025", "1348", "亿", "approx"),
    V("net_profit", "2019", "1494", "亿", "approx"),
    MAX("net_profit", "2019", Y9),
    PAIR("net_profit", "2025", undefined, { period2: "2020", mode: "lt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营业总收入10505亿元，同比仅增长0.2%，规模增长停滞。",
    [V("revenue", "2025", "10505", "亿", "approx"), G("revenue", "2025", { v: "0.2", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "10289.25→10505.06，+2.10%" },
  ),
  c("t", A, "bull", "annual", "归母净利润从2022年低点837.74亿回升到1347.78亿，三年累计增长约61%。", [
    V("net_profit", "2022", "837.74"),
    MIN("net_profit", "2022", Y5),
    G("net_profit", "2025", { base: "2022", v: "61", cmp: "approx" }),
  ]),
  c("t", A, "bear", "annual", "2024年利润大增47.8%，但2025年增速已回落到6.45%，只剩个位数。", [
    G("net_profit", "2024", { v: "47.8", size: "大增" }),
    G("net_profit", "2025", { v: "6.45", size: "个位数增长" }),
  ]),
  c("t", A, "fE", "annual", "营业总收入2024年同比+12.6%、2025年+2.1%，增速明显放缓。", [
    G("revenue", "2024", { v: "12.6" }),
    G("revenue", "2025", { v: "2.1" }),
  ]),
  c(
    "u",
    A,
    "fE",
    "annual",
    "2025年营业收入10505.06亿元，同比增长2.1%，保险服务收入稳中有升。",
    [V("operating_revenue", "2025", "10505.06"), G("operating_revenue", "2025", { v: "2.1" }), U("保险服务收入分项")],
    { note: "营业收入2024年未存储；分项不可判" },
  ),
  c("t", A, "fE", "annual", "2025年经营活动现金流净额6586亿元，同比增长约72%，远高于利润。", [
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "1", { cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "经营现金流6586亿，约为归母净利润的3.9倍，现金创造能力突出。",
    [
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
      R("operating_cash_flow", "net_profit", "2025", "3.9", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "6586.32/1347.78=4.89倍" },
  ),
  c("t", A, "fR", "industry", "资产负债率89.80%，对保险集团而言属行业常态，不必按工业企业标准解读。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "负债率接近90%，远高于一般企业，偿债压力偏高，是平安的核心风险。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率是常态" },
  ),
  c("t", A, "fR", "annual", "商誉381.30亿元，较上年的435亿减少约12%，有一定减值痕迹。", [
    V("goodwill", "2025", "381.30"),
    V("goodwill", "2024", "435", "亿", "approx"),
    G("goodwill", "2025", { v: "-12", cmp: "approx" }),
  ]),
  c("t", A, "fV", "annual", "总资产约13.9万亿元，同比增长7.3%，负债12.48万亿。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.3" }),
    V("total_liabilities", "2025", "12.48", "万亿"),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "2025年总资产13.9万亿，比上年增加约1.94万亿。",
    [
      V("total_assets", "2025", "13.9", "万亿", "approx"),
      H.D("total_assets", "2025", { u: "万亿", v: "1.94", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "增加0.94万亿" },
  ),
  c("t", A, "fSy", "annual", "报告合成：利润连增三年、负债率稳定在89.8%附近，基本面偏稳。", [
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
    V("debt_ratio", "2025", "89.8", "%", "approx"),
    PP("debt_ratio", "2025", { dir: "flat" }),
  ]),
  c("t", A, "tF", "annual", "2025年末货币资金7456.79亿元，较上年末增长约9%。", [
    V("cash", "2025", "7456.79"),
    G("cash", "2025", { v: "9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "营业总收入2023年同比下降约17.7%，2022年也下滑了约28%。",
    [
      G("revenue", "2023", { v: "-17.7", cmp: "approx" }),
      G("revenue", "2022", { v: "-28", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "2022年营业总收入-5.92%；-29%附近是2021年归母净利" },
  ),
  c("t", A, "tF", "annual", "归母净利润2025年在2017年以来九年中排第三，仅次于2019和2020年。", [
    RANK("net_profit", "2025", Y9, "max", 3),
  ]),
  c("t", A, "tB", "annual", "2021—2025年间利润低点在2022年，此后三年累计修复超过五成。", [
    MIN("net_profit", "2022", Y5),
    G("net_profit", "2025", { base: "2022", v: "50", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "分配股利及偿付利息现金771亿元，同比减少约3%，分红在收缩。",
    [
      V("dividends_interest_paid", "2025", "771", "亿", "approx"),
      G("dividends_interest_paid", "2025", { v: "-3", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "746.69→771.46，+3.32%" },
  ),
  c(
    "t",
    A,
    "tM",
    "annual",
    "研究经理：2025年利润增速6.45%高于营业总收入增速2.10%，利润率在改善。",
    [
      G("net_profit", "2025", { v: "6.45" }),
      G("revenue", "2025", { v: "2.10" }),
      R("net_profit", "revenue", "2025", "12.83", { u: "%", cmp: "approx" }),
      R("net_profit", "revenue", "2024", "12.30", { u: "%", cmp: "approx" }),
    ],
    { note: "归母净利/营业总收入：2024年12.30%→2025年12.83%" },
  ),
  c("t", A, "vF", "annual", "利润从2021年的1016亿到2025年的1348亿，四年年均复合增速约7%。", [
    V("net_profit", "2021", "1016", "亿", "approx"),
    V("net_profit", "2025", "1348", "亿", "approx"),
    CAGR("net_profit", "2021", "2025", { v: "7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "2025年投资活动现金净流出约5600亿元，比2024年少了约四分之一。",
    [
      V("investing_cash_flow", "2025", "-5600", "亿", "approx"),
      H.X("investing_cash_flow", "2025", "2024", { v: "0.75", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024年净流出4162.51亿，2025年更多（1.35倍）" },
  ),
  // ---- quarterly -----------------------------------------------------------------------------------------------
  c("t", A, "tF", "quarterly", "2026年一季度营业总收入2184.05亿元，归母净利润250.22亿元。", [
    V("revenue", "2026Q1", "2184.05"),
    V("net_profit", "2026Q1", "250.22"),
  ]),
  c(
    "u",
    A,
    "bull",
    "quarterly",
    "2026年一季度归母净利250亿，同比增长超一成，开门红成色足。",
    [V("net_profit", "2026Q1", "250", "亿", "approx"), G("net_profit", "2026Q1", { v: "10", cmp: "gt" })],
    { note: "2025Q1未存储" },
  ),
  c("t", A, "fR", "quarterly", "一季度末负债率89.90%，比2025年末高0.10个百分点，基本稳定。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.10", dir: "flat" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度归母净利250亿元，约占2025全年利润的两成半以上，节奏领先。",
    [R("net_profit", "net_profit", "2026Q1", "25", { denPeriod: "2025", u: "%", cmp: "ge", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "250.22/1347.78=18.6%" },
  ),
  c("t", A, "tN", "quarterly", "一季度归母净利250.22亿，约为2025全年1347.78亿的18.6%。", [
    V("net_profit", "2026Q1", "250.22"),
    V("net_profit", "2025", "1347.78"),
    R("net_profit", "net_profit", "2026Q1", "18.6", { denPeriod: "2025", u: "%", cmp: "approx" }),
  ]),
  // ---- technical -----------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘59.37元，4月29日重新站上年线（MA250约59.29），但仍在MA60之下。", [
    CLOSE("59.37"),
    MAX_CROSS(250, "up", 3),
    MA(250, "value", { v: "59.29", cmp: "approx" }),
    MA(60, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD的DIF已上穿零轴，4月初的金叉后多头趋势确立。",
    [MACD("dif_above_zero", undefined, { err: "technical" }), MACD("golden_cross", 20)],
    { err: "technical", note: "DIF -0.35仍在零轴下方；4月7日金叉属实" },
  ),
  c("t", A, "tT", "technical", "4月7日MACD金叉，DIF(-0.35)高于DEA(-0.64)，但两者仍处零轴下方。", [
    MACD("golden_cross", 20),
    MACD("dif_value", undefined, { v: "-0.35" }),
    MACD("dea_value", undefined, { v: "-0.64" }),
    MACD("dif_below_zero"),
  ]),
  c("t", A, "tT", "technical", "MA20<MA60<MA120，中期均线仍呈空头排列，60日线在61.25元。", [
    MAORDER([20, 60, 120], "bear"),
    MA(60, "value", { v: "61.25" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来股价下跌约23%，跌幅已超过两成。",
    [RET("2025-12-31", { v: "-23", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "自2025年末68.4元-13.20%；-20.7%是距52周高点" },
  ),
  c("t", A, "tS", "technical", "股价距52周高点74.88元回落约21%，距低点50.55元上涨约17%。", [
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-21", cmp: "approx" }),
    LO52({ cond: "level", v: "50.55" }),
    LO52({ v: "17", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "technical", "3月单月下跌10%，4月反弹约4.6%，股价仍比2月末低约5.9%。", [
    MRET("2026-03", { v: "-10", cmp: "approx" }),
    MRET("2026-04", { v: "4.6", cmp: "approx" }),
    H.SPAN("2026-02-27", { v: "-5.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "近20日量能放大三成以上，资金明显回流。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.956，略缩" },
  ),
  c("t", A, "tC", "technical", "近60个交易日下跌9.1%，相对60日高点仍回撤约13.6%。", [
    RET(60, { v: "-9.1" }),
    DD(60, { v: "-13.6", cmp: "approx" }),
  ]),
  c("t", A, "tC", "technical", "今年收盘高点是1月6日的74.32元，3月30日一度收在56.33元。", [
    HILO("max", "2026-01-01", { v: "74.32" }),
    HILO("min", "2026-01-01", { v: "56.33" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近一年(250日)股价涨了约27.7%，多头持仓收益可观。",
    [RET(250, { v: "27.7", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "250日+17.70%；+27.73%是2025-04-30时的250日涨幅" },
  ),
  c("t", A, "tNe", "technical", "RSI约54、52周区间位置约36%，技术面中性偏弱。", [
    RSI("54", "approx"),
    POS52({ v: "36", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "5日均线58.35元，已站上10日均线，短线转强。", [
    MAORDER([5, 10], "bull"),
    MA(5, "value", { v: "58.35" }),
  ]),
  // ---- valuation -----------------------------------------------------------------------------------------------
  c(
    "u",
    A,
    "fV",
    "valuation",
    "按59.37元收盘价计，对应2025年归母净利的PE约8倍，估值处于低位。",
    [CLOSE("59.37"), MCNOW("2025", "8"), U("估值低位为判断")],
    { note: "PE可核验" },
  ),
  c(
    "f",
    A,
    "tB",
    "valuation",
    "当前PE仅约6倍，对应2025年利润，安全边际极高。",
    [MCNOW("2025", "6", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE约8.02倍" },
  ),
  c("t", A, "vF", "valuation", "去年7月快照PB为1.12倍，总市值约1.03万亿元。", [
    SNAP("pb", "1.12", "x", "eq"),
    SNAP("marketCap", "1.03", "万亿"),
  ]),
  // ---- announcements -------------------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "3月27日已披露2025年年度利润分配方案，延续年度+中期两次分红。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度利润分配" }),
    EV("dividend", true, { from: "2025-08-27", to: "2025-08-27", title: "2025年中期" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "平安今年3月公告启动新一轮A股回购，管理层用真金白银护盘。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告；最近一份是2025-09-03回购股份注销" },
  ),
  c("t", A, "tN", "announcement", "2025年9月公告回购股份注销暨股本变动，回购股份已注销。", [
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c("u", A, "tN", "announcement", "平安今年继续推出核心人员持股计划，覆盖约1.5万名员工。", [
    U("员工持股计划公告未收录"),
  ]),
  // ---- undecidable ---------------------------------------------------------------------------------------------
  c("u", A, "fM", "undecidable", "2025年寿险新业务价值同比增长超过30%，代理人产能持续提升。", [
    U("NBV与代理人产能未存储"),
  ]),
  c("u", A, "tBe", "undecidable", "平安产险综合成本率升至98%以上，车险价格战侵蚀承保利润。", [U("综合成本率未存储")]),
  c("u", A, "bull", "undecidable", "若长端利率企稳，平安的投资收益率有望回到4%以上。", [U("情景与投资收益率")]),
  c("u", A, "tS", "undecidable", "保险板块近一月获主力资金净流入超50亿，平安居首。", [U("资金流向未存储")]),
  // ---- one slip per point, and a few more open points ------------------------------------------------------------
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年归母净利1347.78亿，比2023年只增长了6.45%。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { base: "2023", v: "6.45", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2023年+57.3%；+6.45%是较2024年" },
  ),
  c("t", A, "tC", "industry", "负债率2017年90.95%、2025年89.80%，常年在九成上下，这是保险负债经营的特点。", [
    V("debt_ratio", "2017", "90.95", "%"),
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "商誉从435亿降到381亿，几乎腰斩，大额减值已经落地。",
    [
      V("goodwill", "2024", "435", "亿", "approx"),
      V("goodwill", "2025", "381", "亿", "approx"),
      G("goodwill", "2025", { size: "腰斩", err: "overstatement" }),
    ],
    { err: "overstatement", note: "-12.4%" },
  ),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "近60个交易日股价累计上涨9.1%，反弹趋势明确。",
    [RET(60, { v: "9.1", err: "wrong_direction" })],
    { err: "wrong_direction", note: "60日-9.10%" },
  ),
  c(
    "u",
    A,
    "tF",
    "quarterly",
    "2026年一季度营业总收入2184亿，同比增长约5%。",
    [V("revenue", "2026Q1", "2184", "亿", "approx"), G("revenue", "2026Q1", { v: "5", cmp: "approx" })],
    { note: "2025Q1未存储" },
  ),
  c("u", A, "bear", "undecidable", "平安银行不良率抬升，拖累集团2025年利润增速。", [
    G("net_profit", "2025", { dir: "up" }),
    U("子公司资产质量与归因"),
  ]),
  // ---- more on 2026Q1 -------------------------------------------------------------------------------------------
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度归母净利250亿，占同期营业总收入的比重已超过15%。",
    [
      V("net_profit", "2026Q1", "250", "亿", "approx"),
      R("net_profit", "revenue", "2026Q1", "15", { u: "%", cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "250.22/2184.05=11.46%" },
  ),
  c("t", A, "fE", "quarterly", "一季度归母净利约为营业总收入的11.5%，低于2025全年的12.8%。", [
    R("net_profit", "revenue", "2026Q1", "11.5", { u: "%", cmp: "approx" }),
    R("net_profit", "revenue", "2025", "12.8", { u: "%", cmp: "approx" }),
  ]),
];
