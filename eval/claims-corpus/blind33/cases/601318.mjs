// 中国平安: FY2017-2025 (annual), 2026Q1 (Tushare), bars 2024-01-02..2026-04-30, dividend / buy-back notices.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, IND } = H;
const { MCNOW, X, RANK, SPAN, IN, LIN, EVN, GDIFF, READ, MAX, MIN, SNAP, SNAPDIV, MAHOLD, DD, HILO, POS52 } = H;
const c = H.maker("b33-pa", "601318");
const A = "2026-04-30";

export default [
  c("t", A, "bull", "annual", "2025年平安归母净利润1347.78亿元，同比增长6.5%，连续第三年正增长。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "寿险改革红利全面释放，2025年归母净利1347.78亿元，同比增长16.5%。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "16.5", err: "wrong_value" })],
    { err: "wrong_value", note: "+6.45%" },
  ),
  c("t", A, "bear", "annual", "营业总收入10505亿元，同比仅增约2.1%，收入端基本在原地打转。", [
    V("revenue", "2025", "10505", "亿", "approx"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营业总收入10505亿元，同比下滑2.1%，规模增长陷入停滞。",
    [
      V("revenue", "2025", "10505", "亿", "approx"),
      G("revenue", "2025", { v: "-2.1", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+2.10%" },
  ),
  c("t", A, "fE", "annual", "1347.78亿元的利润比2019年的1494.07亿元少了约一成，仍未回到高点。", [
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2025", { base: "2019", v: "-10", cmp: "approx" }),
    MAX("net_profit", "2019", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "平安的归母净利润在2025年达到1347.78亿元，创下上市以来的历史新高。",
    [
      V("net_profit", "2025", "1347.78"),
      MAX("net_profit", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"], {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿更高" },
  ),
  c("t", A, "fE", "annual", "2021到2022年利润连降两年，2022年837.74亿元是近九年的谷底，此后三年持续修复。", [
    DOWN("net_profit", ["2020", "2021", "2022"]),
    MIN("net_profit", "2022", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "修复最快的是2024年，那年归母净利1266亿元，较2023年增长约28%。",
    [
      V("net_profit", "2024", "1266", "亿", "approx"),
      G("net_profit", "2024", { v: "28", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+47.8%" },
  ),
  c("t", A, "tF", "annual", "2024年利润增速接近48%，2025年回落到6%多，修复斜率明显放缓了。", [
    G("net_profit", "2024", { v: "48", cmp: "near" }),
    G("net_profit", "2025", IN("6", "7")),
  ]),
  c("t", A, "fR", "annual", "经营活动现金流6586.32亿元，同比增长约72%，约为归母净利的4.9倍。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "从2023年的3604亿元到2025年的6586亿元，经营现金流几乎翻了两番。",
    [
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
      V("operating_cash_flow", "2023", "3604.03"),
      X("operating_cash_flow", "2025", "2023", { v: "4", cmp: "near", err: "overstatement" }),
    ],
    { err: "overstatement", note: "约1.83倍，未翻两番" },
  ),
  c(
    "f",
    A,
    "bear",
    "industry",
    "资产负债率高达89.80%，远超一般企业的警戒线，偿债风险不容小觑。",
    [V("debt_ratio", "2025", "89.80", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险集团约90%负债率属行业常态" },
  ),
  c("t", A, "fT", "industry", "89.80%的资产负债率对保险集团属正常水平，且与2024年的89.93%基本持平，不必过度解读。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
    PP("debt_ratio", "2025", { dir: "flat", flatTol: 0.2 }),
  ]),
  c("t", A, "fV", "annual", "总资产约13.9万亿元，同比增长7.3%；总负债12.48万亿元。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    V("total_liabilities", "2025", "12.48", "万亿", "eq"),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "一年扩表逾15%，总资产达到138984.71亿元，速度远快于利润。",
    [V("total_assets", "2025", "138984.71"), G("total_assets", "2025", { v: "15", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "+7.26%" },
  ),
  c("t", A, "fR", "annual", "商誉从435.39亿元降至381.30亿元，减少约54亿元，降幅超过一成。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
    G("goodwill", "2025", { v: "-10", cmp: "lt" }),
  ]),
  c("t", A, "tB", "annual", "货币资金7456.79亿元，较上年末增加约622亿元，流动性非常充裕。", [
    V("cash", "2025", "7456.79"),
    D("cash", "2025", { v: "622", cmp: "approx" }),
  ]),
  c("t", A, "tN", "annual", "2025年分红及付息现金771.46亿元，比2024年多约25亿元。", [
    V("dividends_interest_paid", "2025", "771.46"),
    D("dividends_interest_paid", "2025", { v: "25", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "annual",
    "分红及付息支出771亿元，已连续五年逐年增加，股东回报稳步抬升。",
    [
      V("dividends_interest_paid", "2025", "771", "亿", "approx"),
      UP("dividends_interest_paid", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2021年928.29亿后下降，2023年730.87亿为低点" },
  ),
  c("t", A, "tBe", "annual", "营业总收入10505亿元，仍低于2021年11804亿元的水平，四年过去还差约11%。", [
    V("revenue", "2021", "11804", "亿", "approx"),
    G("revenue", "2025", { base: "2021", v: "-11", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "营收在2023年触底后两年回升，2025年已超过2022年11106亿元的规模。",
    [
      MIN("revenue", "2023", ["2021", "2022", "2023", "2024", "2025"]),
      H.PAIR("revenue", "2025", undefined, { period2: "2022", mode: "gt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "2025年10505亿 < 2022年11105.68亿" },
  ),
  c("t", A, "fSy", "annual", "2023年营收9137.89亿元为近五年低点，2024年反弹逾12%，2025年再增2%左右。", [
    MIN("revenue", "2023", ["2021", "2022", "2023", "2024", "2025"]),
    G("revenue", "2024", { v: "12", cmp: "gt" }),
    G("revenue", "2025", { v: "2", cmp: "approx" }),
  ]),
  c("t", A, "vF", "annual", "投资活动净流出从2024年的4162.51亿元扩大到2025年的5599.53亿元。", [
    V("investing_cash_flow", "2025", "-5599.53"),
    V("investing_cash_flow", "2024", "-4162.51"),
    PP("investing_cash_flow", "2025", { dir: "down" }),
  ]),
  // quarterly
  c("t", A, "tF", "quarterly", "2026年一季度营业收入2184.05亿元，归母净利润250.22亿元。", [
    V("revenue", "2026Q1", "2184.05"),
    V("net_profit", "2026Q1", "250.22"),
  ]),
  c("u", A, "bull", "quarterly", "一季度赚了250.22亿元，同比增长超过一成，开门红成色十足。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { v: "10", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度只赚了205亿元，还不到去年全年的两成。",
    [
      V("net_profit", "2026Q1", "205", "亿", "approx", { err: "wrong_value" }),
      H.PAIR("net_profit", "2026Q1", undefined, { period2: "2025", mode: "x", v: "0.2", cmp: "lt" }),
    ],
    { err: "wrong_value", note: "一季度250.22亿" },
  ),
  c("t", A, "fQ", "quarterly", "一季度净利250亿元不到2025年全年的两成，按季度平均看并不算亮眼。", [
    V("net_profit", "2026Q1", "250", "亿", "approx"),
    H.PAIR("net_profit", "2026Q1", undefined, { period2: "2025", mode: "x", v: "0.2", cmp: "lt" }),
  ]),
  c("t", A, "fR", "quarterly", "一季度末资产负债率89.90%，较年末的89.80%微升0.1个百分点。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.1" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "quarterly",
    "与年末相比，一季度末负债率下降0.1个百分点至89.90%，资本结构更稳了。",
    [
      V("debt_ratio", "2026Q1", "89.90", "%"),
      PP("debt_ratio", "2026Q1", { base: "2025", v: "-0.1", err: "wrong_direction" }),
    ],
    { err: "wrong_direction" },
  ),
  // technical
  c("t", A, "tT", "technical", "收盘59.37元，重新站上5日、10日、20日均线，但仍压在60日线61.25元下方。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
  ]),
  c("f", A, "tT", "technical", "股价已经站稳60日均线，中期趋势转多。", [MA(60, "above", { err: "technical" })], {
    err: "technical",
    note: "close 59.37 < MA60 61.25",
  }),
  c("t", A, "tT", "technical", "MACD于4月7日金叉后DIF持续在DEA上方，但两者仍处零轴之下，属弱势反弹。", [
    MACD("golden_cross", 20),
    MACD("dif_above_dea", 1),
    MACD("dif_below_zero", 1),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "DIF已经上穿零轴，MACD红柱放大，多头重新掌控局面。",
    [MACD("dif_above_zero", 1, { err: "technical" })],
    { err: "technical", note: "DIF -0.350" },
  ),
  c("t", A, "vT", "technical", "多空力量大体均衡，14日相对强弱指标读数53.7。", [RSI("53.7")]),
  c("t", A, "tBe", "technical", "股价距52周高点74.88元仍有约21%的距离，今年以来累计下跌13.2%。", [
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-21", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-13.2" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "年初以来股价跌幅超过两成，明显跑输大盘。",
    [SPAN("2025-12-31", { v: "-20", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-13.20%；-20.7%是距52周高点" },
  ),
  c("t", A, "tS", "technical", "过去一年（约250个交易日）股价上涨近18%，但最近60个交易日回吐了约9%。", [
    RET(250, { v: "18", cmp: "near" }),
    RET(60, { v: "-9", cmp: "approx" }),
  ]),
  c("t", A, "tC", "technical", "20日均量还略低于此前20日，反弹缺乏量能配合。", [VOL("shrink"), VOL("flat")]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日成交量较前20日放大三成以上，资金明显回流。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.956" },
  ),
  c("t", A, "fM", "technical", "59.37元的收盘价只比年线59.29元高一点，正处多空分水岭附近，方向尚待选择。", [
    MA(250, "above"),
    MA(250, "value", { v: "59.29" }),
  ]),
  c("t", A, "tT", "technical", "52周区间50.55—74.88元，现价处在区间偏下的位置，约36%分位。", [
    LO52({ cond: "level", v: "50.55" }),
    HI52({ cond: "level", v: "74.88" }),
    POS52({ v: "36", cmp: "approx" }),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "按59.37元现价、2025年归母净利1347.78亿元估算，PE仅约8倍。", [
    CLOSE("59.37"),
    V("net_profit", "2025", "1347.78"),
    MCNOW("2025", "8", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "当前PE约12倍，相对利润增速已不算便宜。",
    [MCNOW("2025", "12", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE约8.0倍" },
  ),
  c("t", A, "tA", "valuation", "去年7月快照PB仅1.12倍，隐含每股净资产约50.5元，破净边缘的保险龙头还能跌多少？", [
    SNAP("pb", "1.12", "x", "eq"),
    SNAPDIV("pb", "50.5"),
  ]),
  c("u", A, "fV", "valuation", "PEV仅0.6倍左右，处于历史最低的10%分位。", [U("内含价值与PEV不在数据中")]),
  // announcements
  c("t", A, "tN", "announcement", "3月27日公司已披露2025年年度利润分配方案，年度分红如期而至。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度" }),
  ]),
  c("t", A, "tN", "announcement", "2025年8月公告了中期利润分配方案，9月初又完成回购股份注销，股东回报组合拳不断。", [
    EV("dividend", true, { from: "2025-08-01", to: "2025-08-31", title: "中期" }),
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-10", title: "注销" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "announcement",
    "截至目前，公司尚未公布2025年度的利润分配方案，分红预期存疑。",
    [EV("dividend", false, { from: "2026-01-01", title: "2025年年度", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-03-27已公告" },
  ),
  c("t", A, "fS", "announcement", "2023年以来公司发布的分红相关公告超过10份，分红连续性无可挑剔。", [
    EVN("dividend", "2023-01-01", { v: "10", cmp: "gt" }),
  ]),
  c("u", A, "tN", "announcement", "平安今年拟推出新一期核心人员持股计划，激励对象超过1万人。", [
    U("激励类公告不在采集范围"),
  ]),
  // undecidable
  c("u", A, "bull", "undecidable", "寿险新业务价值同比增长超过三成，代理人产能持续提升。", [
    U("NBV与代理人数据不在数据中"),
  ]),
  c("u", A, "bear", "undecidable", "综合成本率升至98%以上，财险承保利润正在被车险费改吞噬。", [
    U("综合成本率不在数据中"),
  ]),
  c("u", A, "tS", "undecidable", "市场担心地产敞口，平安的不动产投资占比仍约4%。", [U("投资资产结构不在数据中")]),
  c("u", A, "fR", "undecidable", "核心偿付能力充足率约200%，远高于监管红线。", [U("偿付能力指标不在数据中")]),
  c("u", A, "fM", "undecidable", "若10年期国债收益率跌破1.5%，平安的净投资收益率将承压。", [U("利率情景假设")]),
];
