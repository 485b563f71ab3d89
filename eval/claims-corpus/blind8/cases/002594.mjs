// 比亚迪 on 2026-04-30 (and 2025-10-31): bars only from 2025-07-29 (52-week figures undecidable), notices filtered to
// dividends, buy-backs, financing and incentive plans.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, U, READ, X, D } = H;
const { QOQ, SPAN, MCNOW, BRK, PAIR, EVN, GDIFF, SUM } = H;
const c = H.maker("b8-yd", "002594");
const A = "2026-04-30";
const O = "2025-10-31";
const Q25 = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", A, "bear", "annual", "比亚迪2025年营收8039.65亿元，同比仅增3.46%，而归母净利润326.19亿元、同比下滑18.97%，增收不增利。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.46" }),
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-18.97" }),
  ]),
  c("f", A, "bear", "annual", "2025年营收8039.65亿元同比下滑3.46%，归母净利润同比下滑18.97%，收入与利润双降。", [
    G("revenue", "2025", { v: "-3.46", err: "wrong_direction" }),
    G("net_profit", "2025", { v: "-18.97" }),
  ], { err: "wrong_direction" }),
  c("t", A, "bull", "annual", "营收规模首次站上8000亿元大关，达8039.65亿元，较2023年的6023.15亿元增长约33%。", [
    V("revenue", "2025", "8000", "亿", "gt"),
    V("revenue", "2025", "8039.65"),
    V("revenue", "2023", "6023.15"),
    G("revenue", "2025", { base: "2023", v: "33", cmp: "approx" }),
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("f", A, "bull", "annual", "2025年营收8039.65亿元，较2024年增长约33%，规模扩张势头不减。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "33", cmp: "approx", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "约33%是较2023年；较2024年仅+3.46%" }),
  c("f", A, "fE", "annual", "归母净利润402.54亿元，同比增长34%，盈利仍在上行通道。", [
    V("net_profit", "2025", "402.54", "亿", "eq", { err: "wrong_period" }),
    G("net_profit", "2025", { v: "34", err: "wrong_period" }),
  ], { err: "wrong_period", note: "402.54亿元、+34%都是2024年" }),
  c("t", A, "fE", "annual", "2024年归母净利润402.54亿元、同比增长34.00%，2025年回落至326.19亿元，两年间利润先升后降。", [
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2024", { v: "34.00" }),
    V("net_profit", "2025", "326.19"),
  ]),
  c("t", A, "fR", "annual", "经营现金流净额从2024年的1334.54亿元骤降至591.36亿元，降幅超过五成。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt", size: "骤降" }),
  ]),
  c("f", A, "fR", "annual", "经营现金流591.36亿元，同比减少约743亿元，但仍是归母净利润的2.8倍。", [
    V("operating_cash_flow", "2025", "591.36"),
    D("operating_cash_flow", "2025", { v: "-743", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "2.8", { cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "591.36/326.19约1.81倍" }),
  c("t", A, "tF", "annual", "2025年毛利率17.74%，同比下降1.69个百分点；净利率4.20%，较上年的5.35%下滑1.15个百分点。", [
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.69" }),
    V("net_margin", "2025", "4.20", "%"),
    V("net_margin", "2024", "5.35", "%"),
    PP("net_margin", "2025", { v: "-1.15" }),
  ]),
  c("f", A, "tB", "annual", "毛利率17.74%，仍高于2024年的19.44%，价格战影响可控。", [
    V("gross_margin", "2025", "17.74", "%"),
    V("gross_margin", "2024", "19.44", "%"),
    PAIR("gross_margin", "2025", undefined, { period2: "2024", mode: "gt", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tF", "annual", "资产负债率由2023年的77.86%降至70.74%，两年累计下降约7.1个百分点。", [
    V("debt_ratio", "2023", "77.86", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { base: "2023", v: "-7.1", cmp: "approx" }),
  ]),
  c("f", A, "fR", "annual", "资产负债率70.74%，较上年下降7.12个百分点，去杠杆成效显著。", [
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { v: "-7.12", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "较上年-3.90个百分点；-7.12是较2023年" }),
  c("t", A, "fR", "annual", "对制造业而言70.74%的资产负债率偏高，偿债压力不能忽视。", [
    V("debt_ratio", "2025", "70.74", "%"),
    H.IND("high_debt_is_risk"),
  ]),
  // quarters
  c("t", A, "tBe", "quarterly", "2026年一季度营收1502.25亿元，同比下降11.82%；归母净利润40.85亿元，同比下降55.38%，盈利被腰斩。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.82" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55.38", size: "腰斩" }),
  ]),
  c("f", A, "tBe", "quarterly", "2026年一季度归母净利润40.85亿元，同比下降约35%，降幅尚在可控范围。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-35", cmp: "approx", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "-55.38%" }),
  c("t", A, "tBe", "quarterly", "一季度净利率仅2.67%，不到上年同期5.54%的一半，单车盈利承压明显。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    R("net_margin", "net_margin", "2026Q1", "0.5", { cmp: "lt", denPeriod: "2025Q1" }),
  ]),
  c("f", A, "tB", "quarterly", "2026年一季度净利润40.85亿元，环比2025年四季度的92.86亿元有所回升。", [
    V("net_profit", "2026Q1", "40.85"),
    V("net_profit", "2025S4", "92.86"),
    QOQ("net_profit", "2026Q1", "2025S4", { dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "fL", "quarterly", "2025年单季利润走出V形：Q2降至63.56亿元的低点，Q3、Q4分别回升至78.23亿元和92.86亿元。", [
    V("net_profit", "2025S2", "63.56"),
    MIN("net_profit", "2025S2", Q25),
    V("net_profit", "2025S3", "78.23"),
    V("net_profit", "2025S4", "92.86"),
  ]),
  c("t", A, "fL", "quarterly", "2025年四个季度中，四季度单季归母净利润92.86亿元为最高，仅略高于一季度的91.55亿元。", [
    V("net_profit", "2025S4", "92.86"),
    MAX("net_profit", "2025S4", Q25),
    V("net_profit", "2025Q1", "91.55"),
  ]),
  c("f", A, "fL", "quarterly", "三季度单季归母净利润78.23亿元，是2025年盈利最差的一个季度。", [
    V("net_profit", "2025S3", "78.23"),
    MIN("net_profit", "2025S3", Q25, { err: "wrong_extreme" }),
  ], { err: "wrong_extreme", note: "二季度63.56亿元最低" }),
  c("t", A, "tF", "quarterly", "2025年上半年营收3712.81亿元，同比增长23.30%，但前三季度增速已降至12.75%，下半年明显减速。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.30" }),
    G("revenue", "2025M9", { v: "12.75" }),
  ]),
  c("f", A, "tF", "quarterly", "2025年前三季度营收8039.65亿元，同比增长12.75%。", [
    V("revenue", "2025M9", "8039.65", "亿", "eq", { err: "wrong_period" }),
    G("revenue", "2025M9", { v: "12.75" }),
  ], { err: "wrong_period", note: "8039.65亿元是全年；前三季度为5662.66亿元" }),
  c("t", A, "tM", "quarterly", "四季度单季营收2376.99亿元，同比下降13.52%，较三季度-3.05%的同比降幅明显扩大。", [
    V("revenue", "2025S4", "2376.99"),
    G("revenue", "2025S4", { v: "-13.52" }),
    G("revenue", "2025S3", { v: "-3.05" }),
  ]),
  // announcements
  c("t", A, "tN", "announcement", "3月28日公司公告，2025年员工持股计划第一个锁定期的解锁条件未成就。", [
    EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
  ]),
  c("f", A, "tN", "announcement", "2025年员工持股计划首个锁定期解锁条件已经成就，员工激励按期兑现。", [
    EV("equity_incentive", true, { from: "2026-01-01", title: "2025年员工持股计划.*解锁条件成就", err: "nonexistent_event" }),
  ], { err: "nonexistent_event", note: "公告为解锁条件未成就" }),
  c("t", A, "tN", "announcement", "2025年7月公司实施了2024年度利润分配及资本公积金转增股本。", [
    EV("dividend", true, { from: "2025-07-01", to: "2025-07-31", title: "转增股本实施" }),
  ]),
  c("f", A, "vN", "announcement", "消息面：2026年以来公司公告了回购股份方案，管理层释放积极信号。", [
    EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("u", A, "vN", "announcement", "消息面：传闻巴菲特旗下公司继续减持比亚迪H股。", [U("H股减持不在存储公告中")]),
  c("t", A, "tN", "announcement", "3月28日公司同时披露了2025年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度利润分配" }),
  ]),
  c("u", A, "tN", "undecidable", "2025年新能源汽车销量约460万辆，海外销量占比提升至两成以上。", [U("销量与海外占比")]),
  c("u", A, "fM", "undecidable", "随着新车型上市，二季度净利润有望环比翻倍。", [U("二季度预测")]),
  // technical
  c("t", A, "tT", "technical", "收盘102.98元，MA5/MA10/MA20/MA60/MA120依次为102.33/102.15/101.93/98.35/97.25，均线多头排列。", [
    CLOSE("102.98"),
    MA(5, "value", { v: "102.33" }),
    MA(10, "value", { v: "102.15" }),
    MA(20, "value", { v: "101.93" }),
    MA(60, "value", { v: "98.35" }),
    MA(120, "value", { v: "97.25" }),
    MAORDER([5, 10, 20, 60, 120], "bull"),
  ]),
  c("f", A, "tT", "technical", "收盘102.98元，跌破20日均线，短期支撑失守。", [CLOSE("102.98"), MA(20, "below", { err: "technical" })], {
    err: "technical",
  }),
  c("t", A, "tT", "technical", "MACD于4月1日死叉后一直未修复，DIF仍略低于DEA，价格则在均线上方，指标与价格出现背离。", [
    MACD("death_cross", 25),
    MACD("dif_below_dea"),
    MA(20, "above"),
  ]),
  c("f", A, "tS", "technical", "RSI(14)跌至35附近，市场情绪偏冷。", [RSI("35", "approx", { err: "technical" })], { err: "technical", note: "RSI约52.4" }),
  c("t", A, "tS", "technical", "RSI(14)约52，多空力量大体均衡。", [RSI("52", "approx")]),
  c("t", A, "tNe", "technical", "近20日成交量较此前20日萎缩三成左右，价格基本横盘（20日涨0.32%），属缩量整理。", [
    { k: "volr", v: "0.7", cmp: "approx" },
    RET(20, { v: "0.32" }),
  ]),
  c("f", A, "tNe", "technical", "近20日成交量较前20日明显放大，资金在加速进场。", [VOL("expand", { err: "technical" })], { err: "technical" }),
  c("t", A, "tTr", "technical", "近60个交易日上涨约12%，今年以来涨约5.4%，可在98元附近的60日线一带设置止损。", [
    RET(60, { v: "12", cmp: "approx" }),
    RET("2025-12-31", { v: "5.4", cmp: "approx" }),
    MA(60, "value", { v: "98", cmp: "approx" }),
  ]),
  c("u", A, "tC", "technical", "股价距52周高点回撤约12%，仍处在一年区间的中部。", [HI52({ v: "-12", cmp: "approx" })]),
  c("f", A, "tA", "technical", "今年以来股价已下跌逾5%，但我们认为这是布局良机。", [
    RET("2025-12-31", { v: "-5", cmp: "lt", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tP", "technical", "最近5个交易日上涨3%，股价重新回到103元附近。", [RET(5, { v: "3" }), CLOSE("103", "approx")]),
  c("u", A, "fV", "valuation", "比亚迪当前PE约28倍，明显高于特斯拉以外的主要车企。", [U("2025年转增后股本未存储，快照股本不适用"), U("同业估值")]),
  // debate / vote
  c("t", A, "vF", "quarterly", "基本面：连续三个季度利润同比下滑（Q3 -32.60%、Q4 -38.16%、2026Q1 -55.38%），降幅逐季扩大。", [
    G("net_profit", "2025S3", { v: "-32.60" }),
    G("net_profit", "2025S4", { v: "-38.16" }),
    G("net_profit", "2026Q1", { v: "-55.38" }),
  ]),
  c("f", A, "vF", "quarterly", "基本面：Q3、Q4、2026Q1利润同比降幅分别为-32.60%、-38.16%、-45.38%，降幅逐季扩大。", [
    G("net_profit", "2025S3", { v: "-32.60" }),
    G("net_profit", "2025S4", { v: "-38.16" }),
    G("net_profit", "2026Q1", { v: "-45.38", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "vT", "technical", "技术面：价格站上全部短中期均线，但成交萎缩、MACD仍处死叉状态，偏中性。", [
    MA(5, "above"),
    MA(20, "above"),
    MA(60, "above"),
    VOL("shrink"),
    MACD("dif_below_dea"),
  ]),
  c("t", A, "bull", "annual", "空方盯着利润，但2025年营收8039.65亿元仍是历史新高，2021年以来营收每年都在增长。", [
    V("revenue", "2025", "8039.65"),
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    H.UP("revenue", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("t", A, "bear", "quarterly", "多方说营收新高，可2026年一季度营收1502.25亿元，比上年同期少了约201亿元。", [
    V("revenue", "2026Q1", "1502.25"),
    D("revenue", "2026Q1", { v: "-201", cmp: "approx" }),
  ]),
  c("f", A, "bear", "quarterly", "2026年一季度营收1502.25亿元，比上年同期少了约300亿元。", [
    V("revenue", "2026Q1", "1502.25"),
    D("revenue", "2026Q1", { v: "-300", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "少约201亿元" }),
  c("u", A, "fQ", "undecidable", "海外建厂资本开支高企，2026年自由现金流大概率为负。", [U("2026年自由现金流预测")]),
  c("t", A, "fSy", "annual", "2024→2025年，营收+3.46%而经营现金流-55.69%，收入质量明显变差。", [
    G("revenue", "2025", { v: "3.46" }),
    G("operating_cash_flow", "2025", { v: "-55.69" }),
  ]),
  // 2025-10-31
  c("t", O, "tF", "quarterly", "前三季度营收5662.66亿元同比+12.75%，归母净利润233.33亿元同比-7.55%，利润开始拖后腿。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.75" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.55" }),
  ]),
  c("f", O, "tBe", "quarterly", "三季度单季归母净利润78.23亿元，同比下降约23%。", [
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-23", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "同比-32.60%" }),
  c("t", O, "tT", "technical", "10月31日收盘100.79元。", [CLOSE("100.79")]),
];
