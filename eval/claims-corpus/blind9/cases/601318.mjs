// 中国平安 on 2026-04-30 (FY2025 and 2026Q1 public) and 2025-09-05 (technicals); quarterly figures: 2026Q1 only.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, X, CAGR, D, IND } = H;
const { GSTREAK, UP, DOWN, EV, READ, SPAN, VOLR, POS52, PAIR, EVN, MAX_CROSS, BIAS } = H;
const c = H.maker("b9-pa", "601318");
const A = "2026-04-30";
const S = "2025-09-05";
const T = (a, r, k, s, sp, o) => c("t", a, r, k, s, sp, o);
const F = (e, a, r, k, s, sp, note) => c("f", a, r, k, s, sp, { err: e, note });
const N = (a, r, k, s, sp) => c("u", a, r, k, s, sp);

export default [
  T(A, "bull", "annual", "2025年归母净利润1347.78亿元，同比增长6.45%，在2024年大增47.79%的高基数上继续增长。", [
    V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "6.45" }), G("net_profit", "2024", { v: "47.79" }),
  ]),
  F("wrong_value", A, "bull", "annual", "2025年归母净利润1347.78亿元，同比大增约47.8%，利润弹性充分释放。", [
    V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "47.8", cmp: "approx", err: "wrong_value" }),
  ], "47.8%是2024年增速；2025年+6.45%"),
  T(A, "bear", "annual", "归母净利润1347.78亿元仍低于2019年的1494.07亿元，六年过去利润尚未回到前高。", [
    V("net_profit", "2025", "1347.78"), V("net_profit", "2019", "1494.07"), PAIR("net_profit", "2025", undefined, { mode: "lt", period2: "2019" }),
  ]),
  F("wrong_extreme", A, "bull", "annual", "2025年归母净利润1347.78亿元，创2019年以来新高。", [
    MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
  ], "2019、2020年更高"),
  T(A, "bear", "annual", "2020至2022年归母净利润连续三年下滑，2022年仅837.74亿元，较2019年缩水约44%。", [
    DOWN("net_profit", ["2019", "2020", "2021", "2022"]), V("net_profit", "2022", "837.74"),
    G("net_profit", "2022", { base: "2019", v: "-44", cmp: "approx" }),
  ]),
  F("wrong_base_year", A, "bear", "annual", "2022年归母净利润837.74亿元，较2020年下降约17.6%。", [
    G("net_profit", "2022", { base: "2020", v: "-17.6", cmp: "approx", err: "wrong_base_year" }),
  ], "-17.6%是较2021年；较2020年-41.5%"),
  T(A, "fR", "industry", "资产负债率89.80%，对保险集团而言属于正常水平，不宜简单套用工业企业标准。", [
    V("debt_ratio", "2025", "89.80", "%"), IND("high_debt_is_normal"),
  ]),
  F("industry_sense", A, "fR", "industry", "资产负债率接近90%，远超一般企业的警戒线，财务杠杆过高，偿债风险突出。", [
    V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" }),
  ], "保险业约90%属常态"),
  N(A, "fR", "undecidable", "2025年末核心偿付能力充足率约190%，远高于监管要求。", [U("偿付能力")]),
  N(A, "fE", "undecidable", "2025年寿险及健康险新业务价值同比增长超30%，代理人产能持续提升。", [U("NBV")]),
  T(A, "fE", "annual", "2025年营业收入10505.06亿元，同比增长2.10%，重回万亿规模之上。", [
    V("revenue", "2025", "10505.06"), G("revenue", "2025", { v: "2.10" }), V("revenue", "2025", "10000", "亿", "gt"),
  ]),
  F("wrong_direction", A, "fE", "annual", "2023年营业收入9137.89亿元，同比增长17.72%，保费回暖明显。", [
    V("revenue", "2023", "9137.89"), G("revenue", "2023", { v: "17.72", err: "wrong_direction" }),
  ], "同比-17.72%"),
  T(A, "fE", "annual", "2021至2023年营收连续两年下滑，由11804.44亿元降至9137.89亿元，2024年起恢复增长。", [
    DOWN("revenue", ["2021", "2022", "2023"]), V("revenue", "2021", "11804.44"), V("revenue", "2023", "9137.89"),
    UP("revenue", ["2023", "2024", "2025"]),
  ]),
  T(A, "fV", "annual", "2025年经营活动现金流净额6586.32亿元，同比增长72.2%，约为归母净利润的4.9倍。", [
    V("operating_cash_flow", "2025", "6586.32"), G("operating_cash_flow", "2025", { v: "72.2" }),
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  F("wrong_ratio", A, "fV", "annual", "经营现金流6586.32亿元，约为归母净利润的2.5倍，现金流覆盖充裕。", [
    R("operating_cash_flow", "net_profit", "2025", "2.5", { cmp: "approx", err: "wrong_ratio" }),
  ], "约4.9倍"),
  N(A, "fV", "undecidable", "平安当前PEV仅约0.6倍，处于历史底部区域。", [U("内含价值")]),
  T(A, "fM", "technical", "MACD于4月7日在零轴下方金叉，DIF约-0.35仍在DEA上方，股价站上5日、20日均线。", [
    MACD("golden_cross", 20), MACD("dif_below_zero"), MACD("dif_above_dea"), MA(5, "above"), MA(20, "above"),
  ]),
  F("technical", A, "fM", "technical", "股价已站上60日均线61.25元，中期趋势扭转。", [MA(60, "above", { err: "technical" })], "收盘59.37低于MA60"),
  T(A, "tT", "technical", "收盘59.37元，位于MA60（61.25元）与MA120（62.69元）下方、MA250（59.29元）上方，长短趋势分歧。", [
    CLOSE("59.37"), MA(60, "below"), MA(120, "below"), MA(250, "above"), MA(60, "value", { v: "61.25" }),
    MA(120, "value", { v: "62.69" }), MA(250, "value", { v: "59.29" }),
  ]),
  T(A, "tT", "technical", "较52周高点74.88元回撤约20.7%，较52周低点50.55元仍高约17.5%。", [
    HI52({ cond: "level", v: "74.88" }), HI52({ v: "-20.7", cmp: "approx" }), LO52({ cond: "level", v: "50.55" }),
    LO52({ v: "17.5", cmp: "approx" }),
  ]),
  F("technical", A, "tT", "technical", "近60个交易日股价上涨约9%，走出独立行情。", [RET(60, { v: "9", cmp: "approx", err: "technical" })], "60日-9.10%"),
  T(A, "tS", "technical", "年初以来股价下跌13.2%，从68.4元回落至59.37元，但近一个月止跌回升约2%。", [
    SPAN("2025-12-31", { v: "-13.2" }), CLOSE("68.4", "eq", { date: "2025-12-31" }), RET(20, { v: "2", cmp: "approx" }),
  ]),
  F("technical", A, "tS", "technical", "年初至今股价上涨约12.8%，保险板块领涨。", [
    SPAN("2025-12-31", { v: "12.8", cmp: "approx", err: "technical" }), U("板块对比"),
  ], "+12.76%是较2024年末；年初至今-13.2%"),
  T(A, "tF", "annual", "2025年末总资产约13.9万亿元，较2024年末增长约7.3%。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"), G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
  ]),
  F("overstatement", A, "tF", "annual", "2025年末商誉381.30亿元，较上年骤降，历史并购包袱已基本出清。", [
    V("goodwill", "2025", "381.30"), G("goodwill", "2025", { size: "骤降", err: "overstatement" }),
  ], "降约12.4%，谈不上骤降"),
  T(A, "tF", "annual", "2025年商誉381.30亿元，较2024年的435.39亿元减少约54亿元。", [
    V("goodwill", "2025", "381.30"), V("goodwill", "2024", "435.39"), D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  T(A, "tB", "announcement", "公司3月27日披露2025年年度利润分配方案，此前8月还公布了2025年中期利润分配方案，分红节奏稳定。", [
    EV("dividend", true, { from: "2026-03-27", title: "2025年年度" }), EV("dividend", true, { from: "2025-08-01", to: "2025-08-31", title: "中期" }),
  ]),
  F("nonexistent_event", A, "tB", "announcement", "平安于2026年3月公告新一轮A股回购计划，护盘意愿强烈。", [
    EV("repurchase", true, { from: "2026-03-01", err: "nonexistent_event" }),
  ], "2026年3月只有利润分配方案"),
  T(A, "tN", "announcement", "2025年9月3日公司公告实施回购股份注销，总股本相应减少。", [
    EV("repurchase", true, { from: "2025-09-03", to: "2025-09-03", title: "注销" }),
  ]),
  F("nonexistent_event", A, "tN", "announcement", "【快讯】中国平安公告拟向特定对象发行A股，募资用于补充资本金。", [
    EV("placement", true, { from: "2023-01-01", err: "nonexistent_event" }),
  ], "无定增公告"),
  T(A, "tBe", "annual", "2025年投资活动现金净流出5599.53亿元，较2024年的4162.51亿元进一步扩大。", [
    V("investing_cash_flow", "2025", "-5599.53"), V("investing_cash_flow", "2024", "-4162.51"),
    PAIR("investing_cash_flow", "2025", undefined, { mode: "lt", period2: "2024" }),
  ]),
  N(A, "tBe", "undecidable", "一季度归母净利润250.22亿元，同比下降约7%，投资收益拖累明显。", [
    V("net_profit", "2026Q1", "250.22"), U("2025年一季度利润未存储"),
  ]),
  T(A, "tC", "quarterly", "2026年一季度营收2184.05亿元、归母净利润250.22亿元，季末资产负债率89.90%。", [
    V("revenue", "2026Q1", "2184.05"), V("net_profit", "2026Q1", "250.22"), V("debt_ratio", "2026Q1", "89.90", "%"),
  ]),
  F("wrong_period", A, "tC", "quarterly", "2026年一季度归母净利润1347.78亿元，季度盈利创纪录。", [
    V("net_profit", "2026Q1", "1347.78", "亿", "eq", { err: "wrong_period" }),
  ], "1347.78亿元是2025全年"),
  T(A, "tA", "technical", "近250个交易日股价上涨约17.7%，近20日成交量与前20日基本持平，筹码稳定。", [
    RET(250, { v: "17.7", cmp: "approx" }), VOL("flat"),
  ]),
  T(A, "tTr", "technical", "RSI约53.7，DIF与DEA均在零轴下方但已金叉，短线可轻仓试多。", [
    RSI("53.7", "approx"), MACD("dif_below_zero"), MACD("dif_above_dea"), MACD("dea_value", 0, { v: "0", cmp: "lt" }),
  ]),
  T(A, "tNe", "annual", "2025年支付股利及利息771.46亿元，较2024年增长约3.3%，分红支出保持稳定。", [
    V("dividends_interest_paid", "2025", "771.46"), G("dividends_interest_paid", "2025", { v: "3.3", cmp: "approx" }),
  ]),
  F("wrong_value", A, "tP", "annual", "2025年营收10505.06亿元，同比增长12.6%，经营全面复苏。", [
    V("revenue", "2025", "10505.06"), G("revenue", "2025", { v: "12.6", err: "wrong_value" }),
  ], "12.6%是2024年增速"),
  N(A, "tP", "undecidable", "综合金融客户数超2.4亿，客均合同数2.9个，交叉销售优势仍在。", [U("客户数据")]),
  // 2025-09-05 technicals
  T(S, "tT", "technical", "9月5日收盘57.9元，位于60日均线上方、20日均线下方，8月27日MACD死叉。", [
    CLOSE("57.9"), MA(60, "above"), MA(20, "below"), MACD("death_cross", 8),
  ]),
  F("technical", S, "tT", "technical", "股价9月初创出52周新高，突破62.8元。", [HI52({ cond: "new_high", err: "technical" })], "收盘57.9元，距高点-7.8%"),
  T(S, "bull", "technical", "较52周低点41.82元已上涨约38%，处于一年区间的上半部。", [LO52({ v: "38", cmp: "approx" }), POS52({ v: "50", cmp: "gt" })]),
  N(S, "bull", "undecidable", "2025年上半年归母净利润同比下降约4%，但营运利润保持增长。", [U("平安半年报未存储")]),
  // vote
  T(A, "vF", "annual", "看多：营收、净利润2024-2025年连续两年正增长，经营现金流同比增长72.2%。", [
    UP("revenue", ["2023", "2024", "2025"]), UP("net_profit", ["2023", "2024", "2025"]), G("operating_cash_flow", "2025", { v: "72.2" }),
  ]),
  F("stance", A, "vT", "technical", "看空：近250日股价上涨17.7%，说明资金在撤离，技术面偏弱。", [
    READ(RET(250, { v: "17.7", cmp: "approx" }), "negative", { err: "stance" }),
  ], "上涨读作利空"),
  N(A, "vN", "announcement", "中性：2025年以来有中期和年度利润分配方案、回购股份注销等公告，未见定增或减持计划披露。", [
    EV("dividend", true, { from: "2025-01-01" }), EV("repurchase", true, { from: "2025-01-01" }), EV("placement", false, { from: "2025-01-01" }),
    U("减持公告不在采集范围"),
  ]),
];
