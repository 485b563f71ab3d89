// 中国平安 on 2026-04-30: FY2017-2025 (ROE / EPS / BPS only to 2020; revenue 2021-2025 as 营业总收入), quarters 2025 and
// 2026Q1 only (no 2025Q1: Q1 growth is open), bars from 2024-01-02; dividend / buy-back notices collected, incentive
// and financing notices not.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, IND, READ } = H;
const { X, CAGR, RANK, POS52, MCNOW, SPAN, DAYS, HILO, MRET, MAXDAY, EVN, PAIR, MAX_CROSS, MAHOLD, DD, BIAS } = H;
const c = H.maker("b47-pa", "601318");
const A = "2026-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "2025年归母净利润1347.78亿元，同比增约6.5%，在2024年大增近48%的高基数上继续增长。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2024", { v: "48", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "盈利强势修复：去年归母净利润1347.78亿元，较上年大增约47.8%。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "47.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "47.8%是2024年增速；2025年+6.45%" },
  ),
  c("t", A, "bear", "annual", "利润1347.78亿元仍低于2019年1494.07亿元的峰值，也没回到2020年的1431亿元。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
    MAX("net_profit", "2019", Y9),
    V("net_profit", "2020", "1431", "亿", "approx"),
    PAIR("net_profit", "2025", "601318", { period2: "2020", mode: "lt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润创出2017年以来新高，但增速只有个位数。",
    [MAX("net_profit", "2025", Y9, { err: "wrong_extreme" }), G("net_profit", "2025", { size: "个位数增长" })],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿更高；2025年第三高" },
  ),
  c("t", A, "fE", "annual", "净利润1347.78亿元是2017年以来第三高，仅次于2019、2020年。", [
    RANK("net_profit", "2025", Y9, "max", 3),
  ]),
  c("t", A, "fE", "annual", "营业总收入10505亿元，同比仅增2.1%，利润增速比收入增速高约4.4个百分点。", [
    V("revenue", "2025", "10505", "亿", "approx"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    GDIFFX(),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营业总收入连续三年增长，2025年达10505亿元。",
    [
      UP("revenue", ["2022", "2023", "2024", "2025"], { err: "wrong_direction" }),
      V("revenue", "2025", "10505", "亿", "approx"),
    ],
    { err: "wrong_direction", note: "2023年营收9137.89亿，同比-17.7%；只有2024、2025两年增长" },
  ),
  c("t", A, "fR", "annual", "营收2021年11804亿→2023年9138亿→2025年10505亿，仍比2021年低约11%。", [
    V("revenue", "2021", "11804", "亿", "approx"),
    V("revenue", "2023", "9138", "亿", "approx"),
    V("revenue", "2025", "10505", "亿", "approx"),
    G("revenue", "2025", { base: "2021", v: "-11", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "经营活动现金流净额6586亿元，较上年3825亿元增长约72%，为2017年以来最高。", [
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    V("operating_cash_flow", "2024", "3825", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    MAX("operating_cash_flow", "2025", Y9),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "经营现金流6586亿元，约为归母净利润的3.9倍。",
    [
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
      R("operating_cash_flow", "net_profit", "2025", "3.9", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "4.89倍" },
  ),
  c("t", A, "tNe", "annual", "总资产约13.9万亿元，较2024年的12.96万亿元增加约9400亿元。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    V("total_assets", "2024", "12.96", "万亿", "approx"),
    D("total_assets", "2025", { v: "9400", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "annual",
    "总资产13.9万亿元，同比增长约12%，扩表速度不慢。",
    [
      V("total_assets", "2025", "13.9", "万亿", "approx"),
      G("total_assets", "2025", { v: "12", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+7.26%（12%是2024年的11.9%）" },
  ),
  c("t", A, "fT", "annual", "商誉从435.39亿元降至381.30亿元，减少54亿元左右，下降约12%。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
    G("goodwill", "2025", { v: "-12", cmp: "approx" }),
  ]),
  c("t", A, "tB", "annual", "分配股利及付息支出771亿元，约占归母净利润的57%，现金回报稳定。", [
    V("dividends_interest_paid", "2025", "771", "亿", "approx"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "fL", "annual", "2021年以来归母净利润先降后升：1016亿→838亿→857亿→1266亿→1348亿，2022年为谷底。", [
    V("net_profit", "2021", "1016", "亿", "approx"),
    V("net_profit", "2022", "838", "亿", "approx"),
    V("net_profit", "2023", "857", "亿", "approx"),
    V("net_profit", "2024", "1266", "亿", "approx"),
    V("net_profit", "2025", "1348", "亿", "approx"),
    MIN("net_profit", "2022", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "2025年归母净利润较2022年低点增长约57%，三年翻身。",
    [G("net_profit", "2025", { base: "2022", v: "57", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "+57.3%是较2023年；较2022年+60.9%" },
  ),
  // industry sense
  c("t", A, "fT", "industry", "负债率89.80%看似很高，但保险公司负债端主要是准备金，九成左右是行业常态。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "industry",
    "资产负债率高达89.8%，负债远超安全线，偿债风险突出。",
    [V("debt_ratio", "2025", "89.8", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率属常态" },
  ),
  c(
    "f",
    A,
    "tC",
    "industry",
    "一季度末负债率89.90%，比年末还高，杠杆仍在加，必须降仓。",
    [
      V("debt_ratio", "2026Q1", "89.90", "%"),
      H.PAIR("debt_ratio", "2026Q1", "601318", { period2: "2025", mode: "gt" }),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense", note: "升0.1pp，保险负债率属常态" },
  ),
  c("t", A, "tNe", "industry", "2017年以来负债率最高是2017年的90.95%，最低是2021年的89.37%，对险企来说非常稳定。", [
    V("debt_ratio", "2017", "90.95", "%"),
    MAX("debt_ratio", "2017", Y9),
    V("debt_ratio", "2021", "89.37", "%"),
    MIN("debt_ratio", "2021", Y9),
    IND("high_debt_is_normal"),
  ]),
  // quarterly
  c("t", A, "fM", "quarterly", "2026年一季度营业总收入2184.05亿元，归母净利润250.22亿元，净利润约占收入的11.5%。", [
    V("revenue", "2026Q1", "2184.05"),
    V("net_profit", "2026Q1", "250.22"),
    R("net_profit", "revenue", "2026Q1", "11.5", { u: "%", cmp: "approx" }),
  ]),
  c("u", A, "fM", "quarterly", "一季度利润250亿元，较去年同期少了约8%，投资收益波动拖累。", [
    V("net_profit", "2026Q1", "250", "亿", "approx"),
    U("2025Q1未存储"),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度归母净利润250.22亿元，已接近全年利润的三成。",
    [
      V("net_profit", "2026Q1", "250.22"),
      R("net_profit", "net_profit", "2026Q1", "0.3", { denPeriod: "2025", cmp: "near", err: "overstatement" }),
    ],
    { err: "overstatement", note: "占2025全年18.6%" },
  ),
  // technicals
  c("t", A, "tT", "technical", "收盘59.37元，站上5、10、20日均线及250日线，但仍压在60日线61.25元下方。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(250, "above"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
  ]),
  c("f", A, "tT", "technical", "股价仍运行在年线下方，长期趋势偏空。", [MA(250, "below", { err: "technical" })], {
    err: "technical",
    note: "收盘59.37 > MA250 59.29",
  }),
  c("t", A, "fM", "technical", "4月7日MACD金叉，DIF -0.35已回到DEA上方，但两者均在零轴以下。", [
    MACD("golden_cross", 18),
    MACD("dif_above_dea", 0),
    MACD("dif_value", 0, { v: "-0.35" }),
    MACD("dif_below_zero", 0),
    MACD("dea_value", 0, { v: "0", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "MACD在4月下旬出现死叉，反弹可能就此结束。",
    [MACD("death_cross", 10, { err: "technical" })],
    { err: "technical", note: "最近一次为4-07金叉" },
  ),
  c("t", A, "tS", "technical", "今年以来下跌约13.2%，3月单月跌一成，4月反弹约4.6%。", [
    SPAN("2025-12-31", { v: "-13.2", cmp: "approx" }),
    MRET("2026-03", { v: "-10", cmp: "approx" }),
    MRET("2026-04", { v: "4.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "4月单月上涨逾一成，资金回流保险板块。",
    [MRET("2026-04", { v: "10", cmp: "gt", err: "wrong_magnitude" }), U("板块资金流")],
    { err: "wrong_magnitude", note: "4月+4.56%" },
  ),
  c("t", A, "tTr", "technical", "距52周高点74.88元仍有约21%的距离，1月6日收盘74.32元为年内最高。", [
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-21", cmp: "approx" }),
    HILO("max", "2026-01-01", { v: "74.32" }),
  ]),
  c("t", A, "tT", "technical", "RSI约53.7，处于中性；近20日均量比前20日略缩约4%。", [
    RSI("53.7", "approx"),
    VOL("shrink"),
    H.VOLR({ v: "0.96", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "近20日成交明显放量，20日均量较前期放大三成以上。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.956" },
  ),
  c("t", A, "tA", "technical", "过去250个交易日涨约17.7%，4月8日单日大涨4.87%为近20日最大涨幅。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    MAXDAY(20, "up", { v: "4.87" }),
  ]),
  c("t", A, "tC", "technical", "近60日累计跌约9%，60日振幅超过20%，波动并不小。", [
    RET(60, { v: "-9", cmp: "approx" }),
    H.AMP(60, { v: "20", cmp: "gt" }),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "以59.37元收盘价计，对应2025年归母净利润仅约8倍PE。", [
    CLOSE("59.37"),
    MCNOW("2025", "8", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按最新价算静态PE约12倍，保险股里不算便宜。",
    [MCNOW("2025", "12", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "8.02倍" },
  ),
  c("t", A, "fV", "valuation", "去年7月4日快照PB只有1.12倍，隐含每股净资产约50.5元。", [
    H.SNAP("pb", "1.12", "x", "eq"),
    H.SNAPDIV("pb", "50.5", "approx"),
  ]),
  c("u", A, "fV", "valuation", "PEV仅0.6倍左右，处于历史最低分位。", [U("内含价值未存储")]),
  // notices
  c("t", A, "fS", "announcement", "3月27日公布2025年年度利润分配方案，连续多年保持年度加中期两次分红。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度利润分配方案" }),
    EV("dividend", true, { from: "2025-08-27", to: "2025-08-27", title: "2025年中期利润分配方案" }),
    EV("dividend", true, { from: "2024-08-23", to: "2024-08-23", title: "2024年中期" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "今年2月公司公告新一轮A股回购方案，管理层护盘意愿强烈。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告，最近一次为2025-09-03注销公告" },
  ),
  c("t", A, "tN", "announcement", "2025年9月3日公告回购股份注销暨股本变动，此前3月已提示注销回购A股。", [
    EV("repurchase", true, { from: "2025-09-03", to: "2025-09-03", title: "注销" }),
    EV("repurchase", true, { from: "2025-03-20", to: "2025-03-20", title: "注销回购A股" }),
  ]),
  c("u", A, "tN", "announcement", "今年没有看到平安推出核心人员持股计划，激励力度在减弱。", [
    U("平安的激励类公告不在收录范围"),
  ]),
  // undecidable
  c("u", A, "tF", "undecidable", "2025年寿险新业务价值同比增长超两成，代理人产能持续提升。", [U("NBV未存储")]),
  c("u", A, "fQ", "undecidable", "综合偿付能力充足率约200%，资本充足。", [U("偿付能力未存储")]),
  c("u", A, "bear", "undecidable", "华夏幸福相关投资仍有减值风险未释放。", [U("投资资产明细未存储")]),
  c("u", A, "tM", "undecidable", "2025年ROE回升至13%左右，重回两位数。", [U("2021年后ROE未存储")]),
  c("u", A, "bull", "undecidable", "平安银行和平安好医生的协同效应将在2026年集中体现。", [U("前瞻判断与子公司数据")]),
  c("u", A, "tP", "undecidable", "股息率超过5%，比国寿、太保都高。", [U("股息率与同业未存储")]),
];

function GDIFFX() {
  return H.GDIFF(
    { metric: "net_profit", period: "2025" },
    { metric: "revenue", period: "2025" },
    { v: "4.4", cmp: "approx" },
  );
}
