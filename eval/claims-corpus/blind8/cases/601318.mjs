// 中国平安 on 2026-04-30: FY2017-2025, 2026Q1 profit and revenue without a 2025Q1 base; notices filtered to dividends,
// buy-backs and financing. An insurer: ~90 % debt ratio is normal.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, IND } = H;
const { SPAN, CAGR, DOWN } = H;
const c = H.maker("b8-pa", "601318");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c(
    "t",
    A,
    "bull",
    "annual",
    "中国平安2025年归母净利润1347.78亿元，同比增长6.45%，在2024年大增47.79%的高基数上继续正增长。",
    [
      V("net_profit", "2025", "1347.78"),
      G("net_profit", "2025", { v: "6.45" }),
      G("net_profit", "2024", { v: "47.79" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿元，同比增长47.79%，利润弹性惊人。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "47.79", err: "wrong_period" })],
    { err: "wrong_period", note: "+47.79%是2024年的增速" },
  ),
  c("t", A, "bear", "annual", "归母净利润1347.78亿元仍低于2019年的1494.07亿元，六年过去尚未回到高点。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
    MAX("net_profit", "2019", Y),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿元，创下公司上市以来最高纪录。",
    [V("net_profit", "2025", "1347.78"), MAX("net_profit", "2025", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿元更高" },
  ),
  c("t", A, "fE", "annual", "2021、2022年归母净利润分别下滑28.99%和17.56%，2023年才微增2.26%止跌。", [
    G("net_profit", "2021", { v: "-28.99" }),
    G("net_profit", "2022", { v: "-17.56" }),
    G("net_profit", "2023", { v: "2.26", size: "微增" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "归母净利润在2020-2023年连续四年下滑，直到2024年才反转。",
    [DOWN("net_profit", ["2020", "2021", "2022", "2023"], { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2023年微增2.26%" },
  ),
  c("t", A, "fE", "annual", "2025年营业收入10505.06亿元，同比增长2.10%，连续两年站在万亿以上。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.10" }),
    V("revenue", "2025", "10000", "亿", "gt"),
    V("revenue", "2024", "10000", "亿", "gt"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年营业收入约1.05万亿元，同比增长12.6%。",
    [V("revenue", "2025", "1.05", "万亿", "approx"), G("revenue", "2025", { v: "12.6", err: "wrong_period" })],
    { err: "wrong_period", note: "12.60%是2024年增速" },
  ),
  c("t", A, "fR", "annual", "经营活动现金流净额6586.32亿元，同比增长72.2%，约为归母净利润的4.9倍。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72.2" }),
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流6586.32亿元，同比增长约27%，现金流稳健。",
    [
      V("operating_cash_flow", "2025", "6586.32"),
      G("operating_cash_flow", "2025", { v: "27", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude" },
  ),
  c("t", A, "fR", "industry", "资产负债率89.80%，对保险公司而言属于正常水平，不宜按工业企业标准解读为高风险。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "资产负债率高达89.80%，远超警戒线，财务风险突出。",
    [V("debt_ratio", "2025", "89.80", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  c("t", A, "tF", "annual", "资产负债率多年稳定在89%-91%之间，2025年为89.80%，较上年微降0.13个百分点。", [
    V("debt_ratio", "2025", "89.80", "%"),
    PP("debt_ratio", "2025", { v: "-0.13" }),
    ...["2019", "2020", "2021", "2022", "2023", "2024", "2025"].map((y) =>
      V("debt_ratio", y, { cmp: "in", lo: "89", hi: "91" }, "%"),
    ),
  ]),
  c("t", A, "tF", "quarterly", "2026年一季度归母净利润250.22亿元，营业收入2184.05亿元。", [
    V("net_profit", "2026Q1", "250.22"),
    V("revenue", "2026Q1", "2184.05"),
  ]),
  c("u", A, "tF", "quarterly", "2026年一季度归母净利润250.22亿元，同比下降约7%。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { v: "-7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2026年一季度归母净利润仅205.22亿元，开局偏弱。",
    [V("net_profit", "2026Q1", "205.22", "亿", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "250.22亿元" },
  ),
  c("u", A, "tBe", "undecidable", "新业务价值（NBV）同比增长约29%，但寿险代理人数量仍在下滑。", [U("NBV与代理人数据")]),
  c("u", A, "fV", "undecidable", "平安当前股息率约5.5%，P/EV仅0.6倍，安全边际充足。", [U("股息率与内含价值")]),
  c("u", A, "tS", "undecidable", "综合偿付能力充足率约200%，资本充足无忧。", [U("偿付能力充足率")]),
  // notices
  c("t", A, "tN", "announcement", "3月27日公司发布2025年年度利润分配方案公告。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度利润分配" }),
  ]),
  c("t", A, "tN", "announcement", "2025年9月公司实施回购股份注销，股本相应减少。", [
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "2026年以来公司再度公告回购股份注销，持续提升每股价值。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  c("t", A, "vN", "announcement", "消息面：2025年8月公司公布中期利润分配方案，一年两次分红已成惯例。", [
    EV("dividend", true, { from: "2025-08-01", to: "2025-08-31", title: "中期利润分配" }),
    EV("dividend", true, { from: "2024-08-01", to: "2024-08-31", title: "中期利润分配" }),
    EV("dividend", true, { from: "2023-08-01", to: "2023-08-31", title: "中期利润分配" }),
  ]),
  c(
    "f",
    A,
    "vN",
    "announcement",
    "消息面：公司2025年末推出定增预案，或摊薄每股收益。",
    [EV("placement", true, { from: "2025-10-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  c("u", A, "vN", "announcement", "消息面：第二大股东近期增持A股，显示对公司价值的认可。", [U("增持类公告未收录")]),
  // technical
  c("t", A, "tT", "technical", "收盘59.37元，略高于250日均线(59.29)，但仍在60日线(61.25)下方，中期方向未明。", [
    CLOSE("59.37"),
    MA(250, "value", { v: "59.29" }),
    MA(250, "above"),
    MA(60, "value", { v: "61.25" }),
    MA(60, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘59.37元，已跌破250日均线，长期趋势转空。",
    [CLOSE("59.37"), MA(250, "below", { err: "technical" })],
    {
      err: "technical",
    },
  ),
  c("t", A, "tT", "technical", "MACD于4月7日金叉，DIF(-0.35)高于DEA(-0.64)，但两线都还在零轴下方。", [
    MACD("golden_cross", 20),
    MACD("dif_value", undefined, { v: "-0.35" }),
    MACD("dea_value", undefined, { v: "-0.64" }),
    MACD("dif_above_dea"),
    MACD("dif_below_zero"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD的DIF已上穿零轴，多头趋势确立。",
    [MACD("dif_above_zero", undefined, { err: "technical" })],
    {
      err: "technical",
    },
  ),
  c("t", A, "tC", "technical", "今年以来股价下跌约13.2%，距52周高点74.88元回撤约20.7%。", [
    RET("2025-12-31", { v: "-13.2", cmp: "approx" }),
    HI52({ v: "-20.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "今年以来股价上涨约13%，强于大盘。",
    [RET("2025-12-31", { v: "13", cmp: "approx", err: "wrong_direction" }), U("大盘对比")],
    {
      err: "wrong_direction",
    },
  ),
  c("t", A, "tA", "technical", "2025年全年股价由52.65元涨到68.40元，涨幅近三成。", [
    SPAN("2024-12-31", { to: "2025-12-31", v: "30", cmp: "near" }),
  ]),
  c("t", A, "tS", "technical", "RSI(14)约53.7，近一年累计上涨约17.7%，距52周低点50.55元高出约17%。", [
    RSI("53.7", "approx"),
    RET(250, { v: "17.7", cmp: "approx" }),
    LO52({ v: "17", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "technical",
    "近60个交易日股价上涨约9%，趋势良好。",
    [RET(60, { v: "9", cmp: "approx", err: "wrong_direction" })],
    {
      err: "wrong_direction",
    },
  ),
  c("t", A, "tTr", "technical", "近20个交易日上涨2.05%，成交量略有萎缩，反弹力度有限，仓位控制在半仓以内。", [
    RET(20, { v: "2.05" }),
    VOL("shrink"),
  ]),
  c(
    "t",
    A,
    "tP",
    "technical",
    "MA5(58.35)、MA20(58.22)在下，MA60(61.25)、MA120(62.69)在上，短期均线仍被中期均线压制。",
    [
      MA(5, "value", { v: "58.35" }),
      MA(20, "value", { v: "58.22" }),
      MA(60, "value", { v: "61.25" }),
      MA(120, "value", { v: "62.69" }),
      MAORDER([120, 60, 5, 20], "bull"),
    ],
  ),
  // debate / vote
  c("t", A, "vF", "annual", "基本面：2025年利润+6.45%、收入+2.10%、经营现金流+72.2%，财务面稳中向好。", [
    G("net_profit", "2025", { v: "6.45" }),
    G("revenue", "2025", { v: "2.10" }),
    G("operating_cash_flow", "2025", { v: "72.2" }),
  ]),
  c("t", A, "vT", "technical", "技术面：MACD零轴下金叉，价格刚站上年线但受制于60日线，中性。", [
    MACD("golden_cross", 20),
    MACD("dif_below_zero"),
    MA(250, "above"),
    H.MAX_CROSS(250, "up", 3), // 刚站上: the close crossed its 250-day average in the last three sessions
    MA(60, "below"),
  ]),
  c("t", A, "bear", "annual", "多方强调增长，但2019-2025年归母净利润实际是负增长，年均复合约-1.7%。", [
    CAGR("net_profit", "2019", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2019到2025年归母净利润累计下降约20%，六年原地倒退。",
    [G("net_profit", "2025", { base: "2019", v: "-20", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "累计约-9.8%" },
  ),
  c("t", A, "bull", "annual", "空方拿2019年比，可相对2022年837.74亿元的低点，2025年利润已增长约61%。", [
    V("net_profit", "2022", "837.74"),
    MIN("net_profit", "2022", Y),
    G("net_profit", "2025", { base: "2022", v: "61", cmp: "approx" }),
  ]),
  c("u", A, "fM", "undecidable", "若权益市场回暖，2026年投资收益有望带动利润增长10%以上。", [U("情景与预测")]),
  c("t", A, "fSy", "annual", "2024年利润从856.65亿元跳升至1266.07亿元，同比+47.79%，2025年增速放缓至6.45%。", [
    V("net_profit", "2023", "856.65"),
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.79" }),
    G("net_profit", "2025", { v: "6.45" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2024年利润从856.65亿元增至1266.07亿元，同比增长约38%。",
    [G("net_profit", "2024", { v: "38", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  c("u", A, "tM", "undecidable", "银保渠道新单保费增速超过50%，渠道改革见效。", [U("渠道保费")]),
];
