// 中国平安: annual FY2017-2025 (sample), 2026Q1 only among quarters (no 2025 quarter: 2026Q1 growth, H1 and nine
// months undecidable), bars 2024-01-02..2026-04-30, dividend and buy-back notices (incentive / financing notices not
// collected: undecidable). Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, RET, MA, MACD, HI52, EV, SNAP, IND, U, X, CAGR, SPAN, MCNOW } = H;
const { PAIR, VOLR, VOL, DD, READ, RSI } = H;
const c = H.maker("b80-pa", "601318");
const A = "2026-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "平安2025年归母净利润1347.78亿元，同比增6.5%，已是连续第三年回升。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年平安归母净利润同比只增了1.5%左右，利润修复已经见顶。",
    [G("net_profit", "2025", { v: "1.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+6.45%" },
  ),
  c("t", A, "fE", "annual", "2024年归母净利润1266.07亿元，较2023年大增约47.8%；到2025年增速回落到6.5%左右。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx", size: "大增" }),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年平安归母净利润同比大增47.8%，投资端弹性全面释放。",
    [G("net_profit", "2025", { v: "47.8", cmp: "approx", size: "大增", err: "wrong_period" }), U("归因")],
    { err: "wrong_period", note: "47.8%是2024年增速；2025年+6.45%" },
  ),
  c("t", A, "tF", "annual", "营业总收入10505.06亿元，同比增约2.1%，但仍低于2021年11804.44亿元的水平。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    V("revenue", "2021", "11804.44"),
    PAIR("revenue", "2025", undefined, { period2: "2021", mode: "lt" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "平安2025年营业总收入10505.06亿元，创2021年以来新高。",
    [V("revenue", "2025", "10505.06"), MAX("revenue", "2025", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2021年11804.44亿元更高" },
  ),
  c("t", A, "fR", "industry", "89.80%的负债率乍看很高，但保险公司的负债主要是准备金，这在行业里属常态。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "平安资产负债率接近90%，杠杆远高于一般企业，偿债风险必须放在首位。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率属常态" },
  ),
  c("u", A, "fR", "undecidable", "核心偿付能力充足率仍在150%以上，资本安全边际充足。", [U("偿付能力未存储")]),
  c("u", A, "tF", "undecidable", "寿险新业务价值同比增长超过20%，银保渠道贡献最大。", [U("NBV与渠道数据未存储")]),
  c("t", A, "tT", "technical", "收盘59.37元站上MA5、MA10、MA20，但仍处在MA60（61.25元）和MA120之下。", [
    H.CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
    MA(120, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价依旧被年线压制，收盘在MA250下方，中期趋势偏空。",
    [MA(250, "below", { err: "technical" })],
    { err: "technical", note: "收盘59.37元略高于MA250 59.29元" },
  ),
  c("t", A, "tT", "technical", "4月7日MACD金叉后，DIF一直运行在DEA上方，不过两者都还在零轴以下。", [
    MACD("golden_cross", 18),
    MACD("dif_above_dea"),
    MACD("dif_below_zero"),
    MACD("dea_value", undefined, { v: "0", cmp: "lt" }),
  ]),
  c("t", A, "tS", "technical", "从52周高点74.88元算，股价至今仍低了约20.7%，只处在52周区间约36%的位置。", [
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-20.7", cmp: "approx" }),
    H.POS52({ v: "36", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "平安股价在2026年里已累计上涨约13%，保险板块明显跑赢。",
    [SPAN("2025-12-31", { v: "13", cmp: "approx", dir: "up", err: "wrong_direction" }), U("板块比较")],
    { err: "wrong_direction", note: "今年以来-13.20%" },
  ),
  c("t", A, "tTr", "technical", "近250个交易日涨约17.7%，但今年以来回吐了约13.2%，短线仍在修复。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-13.2", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "按59.37元收盘价，平安对应2025年归母净利润的PE约8倍，处于个位数。", [
    H.CLOSE("59.37"),
    MCNOW("2025", "8"),
    MCNOW("2025", "10", "lt"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "2025年7月4日快照显示平安PB仅约0.72倍，深度破净。",
    [SNAP("pb", "0.72", "x", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照PB 1.12倍" },
  ),
  c("t", A, "fV", "valuation", "快照日（2025年7月4日）PB约1.12倍，总市值约1.03万亿元。", [
    SNAP("pb", "1.12", "x"),
    SNAP("marketCap", "1.03", "万亿"),
  ]),
  c("t", A, "tN", "announcement", "3月27日平安发布2025年年度利润分配方案公告，分红节奏照常。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度利润分配" }),
  ]),
  c("t", A, "tN", "announcement", "2025年9月平安公告实施回购股份注销，股本随之变动。", [
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "2026年以来平安已公告新一轮A股回购，管理层护盘态度明确。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("u", A, "tN", "undecidable", "平安推出新一期核心人员持股计划，覆盖人数较上期扩大。", [U("激励类公告未采集")]),
  c("u", A, "tN", "undecidable", "平安拟再发行一笔H股可转债，融资规模约百亿港元。", [U("融资类公告未采集")]),
  c("u", A, "fE", "quarterly", "一季度归母净利润250.22亿元，同比下滑约7%，投资收益拖累明显。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { v: "-7", cmp: "approx" }),
    U("归因"),
  ]),
  c("t", A, "fE", "quarterly", "一季度营业总收入2184.05亿元、归母净利润250.22亿元，两者之比约11.5%。", [
    V("revenue", "2026Q1", "2184.05"),
    V("net_profit", "2026Q1", "250.22"),
    R("net_profit", "revenue", "2026Q1", "11.5", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "经营活动现金流净额6586.32亿元，同比增约72%，现金流大幅改善。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx", size: "大增" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年经营现金流净额658.63亿元，同比增长约72%。",
    [
      V("operating_cash_flow", "2025", "658.63", "亿", "eq", { err: "wrong_magnitude" }),
      G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    ],
    { err: "wrong_magnitude", note: "6586.32亿元" },
  ),
  c("t", A, "tB", "annual", "2022年的837.74亿元是2017年以来利润最低点，此后三年逐年回升。", [
    V("net_profit", "2022", "837.74"),
    MIN("net_profit", "2022", Y9),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年归母净利润1347.78亿元，已超越2019年水平，创下2017年以来新高。",
    [
      V("net_profit", "2025", "1347.78"),
      PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "gt", err: "wrong_extreme" }),
      MAX("net_profit", "2025", Y9, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2019年1494.07亿元仍是最高" },
  ),
  c("t", A, "tBe", "annual", "2025年归母净利润1347.78亿元，比2019年的1494.07亿元仍低约9.8%，远未回到高点。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
    MAX("net_profit", "2019", Y9),
    G("net_profit", "2025", { base: "2019", v: "-9.8", cmp: "approx" }),
  ]),
  c("t", A, "tA", "annual", "商誉从435.39亿元降到381.30亿元，资产负担在减轻。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    G("goodwill", "2025", { dir: "down" }),
  ]),
  c("t", A, "tM", "annual", "总资产约13.9万亿元，同比增长约7.3%，规模扩张没有停。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
  ]),
  c("u", A, "tP", "undecidable", "寿险代理人队伍规模已经企稳，人均产能同比提升。", [U("代理人数据未存储")]),
  c("t", A, "vF", "annual", "2022年至2025年，平安归母净利润年复合增速约17%。", [
    CAGR("net_profit", "2022", "2025", { v: "17", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "20日均量较前20日缩了约4%，量能平淡。", [
    VOLR({ v: "0.96", cmp: "approx" }),
    VOL("shrink"),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "近60个交易日最大回撤不到5%，走势稳健。",
    [DD(60, { v: "-5", cmp: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "60日回撤-13.58%" },
  ),
  c("u", A, "fM", "undecidable", "明年平安营业总收入有望重回1.1万亿元以上。", [U("预测")]),
  c("t", A, "fQ", "quarterly", "一季度末负债率89.90%，比年末的89.80%只高0.1个百分点，几乎没变。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    V("debt_ratio", "2025", "89.80", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.1", cmp: "approx" }),
  ]),
  c("u", A, "fQ", "quarterly", "一季度营业总收入2184.05亿元，同比增长约5%。", [
    V("revenue", "2026Q1", "2184.05"),
    G("revenue", "2026Q1", { v: "5", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "annual", "分配股利利润或偿付利息支付的现金771.46亿元，较2024年增约3.3%。", [
    V("dividends_interest_paid", "2025", "771.46"),
    G("dividends_interest_paid", "2025", { v: "3.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "经营现金流同比大增72%，意味着资金大量沉淀在负债端，是利空信号。",
    [
      G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
      READ(G("operating_cash_flow", "2025", { dir: "up" }), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "现金流大增读作利空" },
  ),
  c("t", A, "fT", "annual", "2021年至2025年营收里，2023年9137.89亿元是最低的一年，之后两年连续回升。", [
    V("revenue", "2023", "9137.89"),
    MIN("revenue", "2023", Y5),
    UP("revenue", ["2023", "2024", "2025"]),
  ]),
  c("t", A, "tS", "technical", "RSI约54，近5个交易日涨约2.6%，情绪温和回暖。", [
    RSI("54", "approx"),
    RET(5, { v: "2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "2025年归母净利润是2023年的约1.2倍，两年修复幅度有限。",
    [X("net_profit", "2025", "2023", { v: "1.2", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "1347.78/856.65=1.57倍" },
  ),
];
