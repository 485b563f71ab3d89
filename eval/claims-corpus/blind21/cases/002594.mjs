// 比亚迪: FY2017-2025 (partial), quarters 2024H1..2026Q1 (no 2024Q1), bars from 2025-07-29 only (52-week figures
// undecidable), dividend / buy-back / incentive notices collected (financing not). Dates: 2026-04-30, 2025-10-31,
// 2025-09-05, 2025-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { QOQ, PSUM, POS52, X, RANK, SPAN, IN, READ, PAIR, LIN, BRK, DD, VOLR, MRET, HILO, EVN, IND, MAHOLD } = H;
const c = H.maker("b21-bd", "002594");
const A = "2026-04-30";
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";
const Q25 = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", A, "bear", "annual", "2025年营收8039.65亿元仅增3.5%，归母净利润326.19亿元却下滑19%，增收不增利。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润326.19亿元，同比增长约34%，规模效应持续兑现。",
    [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { v: "34", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+34%是2024年增速；2025年-19%" },
  ),
  c("t", A, "fT", "annual", "多方引用的34%是2024年增速：当年归母净利润402.54亿元，增长约34%，2025年已转为下滑。", [
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2024", { v: "34", cmp: "approx" }),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年营业收入8039.65亿元，同比增长13.5%，销量扩张带动收入两位数增长。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { v: "13.5", cmp: "approx", err: "wrong_value" }),
      U("销量未存储"),
    ],
    { err: "wrong_value", note: "+3.46%" },
  ),
  c("t", A, "fR", "annual", "经营现金流591.36亿元，同比降幅约56%，已不止腰斩。", [
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { size: "腰斩" }),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "资本开支1568.08亿元，比经营现金流多出约977亿元，自由现金流明显为负。", [
    V("capex", "2025", "1568.08"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年资本开支1568.08亿元，同比增长约16%，扩产节奏趋于克制。",
    [V("capex", "2025", "1568.08"), G("capex", "2025", { v: "16", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "+61.1%" },
  ),
  c("t", A, "bull", "annual", "资产负债率从74.64%降到70.74%，下降约3.9个百分点，较2023年77.86%的高点回落明显。", [
    V("debt_ratio", "2024", "74.64", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
    MAX("debt_ratio", "2023", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "资产负债率70.74%，较上年下降3.9%，但仍明显偏高。",
    [V("debt_ratio", "2025", "70.74", "%"), G("debt_ratio", "2025", { v: "-3.9", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "下降3.9个百分点，相对-5.2%" },
  ),
  c("u", A, "tF", "annual", "毛利率17.74%，同比收窄1.7个百分点；净利率4.20%，价格战侵蚀利润。", [
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
    V("net_margin", "2025", "4.20", "%"),
    U("价格战为原因判断"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "货币资金754.25亿元，比上年末减少约373亿元，现金储备告急。",
    [V("cash", "2025", "754.25"), D("cash", "2025", { v: "-373", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "减少273.14亿" },
  ),
  c("t", A, "tBe", "annual", "货币资金由1027.39亿元降至754.25亿元，减少约27%。", [
    V("cash", "2024", "1027.39"),
    V("cash", "2025", "754.25"),
    G("cash", "2025", { v: "-27", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "营业总收入2021-2025年逐年增长，2025年约为2021年的3.7倍。", [
    UP("revenue", ["2021", "2022", "2023", "2024", "2025"]),
    X("revenue", "2025", "2021", { v: "3.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "归母净利润2021-2025年连续四年增长，2025年达326.19亿元。",
    [
      UP("net_profit", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_direction" }),
      V("net_profit", "2025", "326.19"),
    ],
    { err: "wrong_direction", note: "2025年下降" },
  ),
  c("t", A, "fE", "annual", "2025年利润仍是2021年以来第二高，仅次于2024年的402.54亿元。", [
    RANK("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], "max", 2),
    V("net_profit", "2024", "402.54"),
  ]),
  c("u", A, "fQ", "annual", "2025年海外销量占比超过两成，出口成为新的增长引擎。", [U("海外销量未存储")]),
  c("u", A, "fR", "annual", "比亚迪应付账款周转天数超过120天，对供应商占款严重。", [U("应付账款未存储")]),
  c("u", A, "fV", "annual", "2025年ROE降至13%左右，较2024年回落约8个百分点。", [U("比亚迪2020年后ROE未存储")]),
  c("t", A, "fE", "quarterly", "四季度单季营收2376.99亿元，同比下降约13.5%，单季归母净利润92.86亿元，同比降约38%。", [
    V("revenue", "2025S4", "2376.99"),
    G("revenue", "2025S4", { v: "-13.5", cmp: "approx" }),
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "四季度单季营收2376.99亿元，同比增长约13.5%，旺季销量强劲。",
    [V("revenue", "2025S4", "2376.99"), G("revenue", "2025S4", { v: "13.5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "-13.5%" },
  ),
  c("t", A, "tB", "quarterly", "2025年四季度单季利润92.86亿元，是全年利润最高的一个季度。", [
    V("net_profit", "2025S4", "92.86"),
    MAX("net_profit", "2025S4", Q25),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2025年二季度单季归母净利润78.23亿元，是全年最差季度。",
    [V("net_profit", "2025S2", "78.23", "亿", "eq", { err: "wrong_period" }), MIN("net_profit", "2025S2", Q25)],
    { err: "wrong_period", note: "二季度63.56，78.23是三季度" },
  ),
  c("t", A, "tBe", "quarterly", "2026年一季度归母净利润40.85亿元，同比下降55%，已经腰斩。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx", size: "腰斩" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度营收1502.25亿元，同比下降约1.2%，基本持平，利润下滑只是短期扰动。",
    [
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { v: "-1.2", cmp: "approx", size: "基本持平", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-11.8%" },
  ),
  c("t", A, "fR", "quarterly", "一季度净利率只有2.67%，比2025年全年的4.20%低1.5个百分点以上。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025", "4.20", "%"),
    PAIR("net_margin", "2026Q1", "002594", { period2: "2025", mode: "pp", v: "-1.5", cmp: "lt" }),
  ]),
  c("t", A, "tM", "quarterly", "环比看，一季度归母净利润40.85亿元较四季度的92.86亿元下降约56%。", [
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-56", cmp: "approx" }),
    V("net_profit", "2025S4", "92.86"),
  ]),
  c(
    "f",
    A,
    "tM",
    "quarterly",
    "近四个季度归母净利润合计约326亿元，与2025年全年持平。",
    [V("net_profit", "2026Q1TTM", "326", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "TTM约275.49亿；326是2025全年" },
  ),
  c("t", A, "tM", "quarterly", "近四个季度营收约7838亿元、归母净利润约275亿元，盈利能力仍在下行。", [
    V("revenue", "2026Q1TTM", "7838", "亿", "approx"),
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    PAIR("net_profit", "2026Q1TTM", "002594", { period2: "2025", mode: "lt" }),
  ]),
  c("t", A, "tT", "technical", "收盘102.98元，5、10、20、60、120日均线呈多头排列，股价站在所有均线之上。", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
    MA(5, "above"),
    MA(120, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD仍在4月初金叉后的红柱区间，DIF高于DEA，多头动能充沛。",
    [MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "4月1日死叉，DIF 0.52 < DEA 0.59" },
  ),
  c("t", A, "tT", "technical", "4月1日MACD死叉后DIF仍略低于DEA，但两者都在零轴上方。", [
    MACD("death_cross", 25),
    MACD("dif_below_dea"),
    MACD("dif_above_zero"),
  ]),
  c("u", A, "tT", "technical", "股价距52周高点约12%，处于52周区间的中部。", [HI52({ v: "-12", cmp: "approx" })], {
    note: "比亚迪52周数据不可判定",
  }),
  c("t", A, "tS", "technical", "3月单月大涨约17.8%，4月小幅回吐约2.2%，近60个交易日累计涨约12%。", [
    MRET("2026-03", { v: "17.8", cmp: "approx" }),
    MRET("2026-04", { v: "-2.2", cmp: "approx" }),
    RET(60, { v: "12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来比亚迪累计下跌约5%，明显弱于新能源板块。",
    [SPAN("2025-12-31", { v: "-5", cmp: "approx", err: "wrong_direction" }), U("新能源板块指数未存储")],
    { err: "wrong_direction", note: "年内+5.38%" },
  ),
  c("t", A, "tTr", "technical", "年内收盘高点107.63元出现在3月23日，低点87.05元在2月初，现价处于两者之间偏上。", [
    HILO("max", "2026-01-01", { v: "107.63" }),
    HILO("min", "2026-01-01", { v: "87.05" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "近20日成交量较前20日明显放大，上攻有量能支撑。",
    [VOL("expand", { err: "technical" })],
    { err: "technical", note: "量比0.68" },
  ),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日公司发布2025年度利润分配方案，同日公告2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪今年2月公告以自有资金回购A股，用于员工持股计划。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c(
    "f",
    A,
    "vN",
    "announcement",
    "消息面视角：员工持股计划解锁条件未成就，说明业绩考核达标，属正面信号。",
    [
      EV("equity_incentive", true, { from: "2026-03-28", title: "未成就" }),
      READ(G("net_profit", "2025", { dir: "down" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "未成就意味着考核未达标，利润下滑" },
  ),
  c("u", A, "tN", "announcement", "公司拟发行不超过300亿元公司债，用于补充海外工厂资本开支。", [
    U("比亚迪融资类公告未收录"),
  ]),
  c("u", A, "tS", "undecidable", "4月新能源车销量同比转正，市场对比亚迪的悲观预期正在修复。", [
    U("月度销量与市场预期未存储"),
  ]),
  c("t", A, "tP", "annual", "2025年分红及利息付现141.25亿元，同比增加约41%。", [
    V("dividends_interest_paid", "2025", "141.25"),
    G("dividends_interest_paid", "2025", { v: "41", cmp: "approx" }),
  ]),

  // 2025-10-31: nine months public.
  c("t", O, "fE", "quarterly", "前三季度营收5662.66亿元，同比增长约12.8%，但归母净利润233.33亿元同比下降约7.5%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.8", cmp: "approx" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "bear",
    "quarterly",
    "三季度单季归母净利润233.33亿元，同比下降约7.5%。",
    [
      V("net_profit", "2025S3", "233.33", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S3", { v: "-7.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "前三季度累计当单季；单季78.23亿，同比-32.6%" },
  ),
  c("t", O, "fQ", "quarterly", "三季度单季利润78.23亿元，同比下降约33%，环比二季度则回升约23%。", [
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
    QOQ("net_profit", "2025S3", "2025S2", { v: "23", cmp: "approx" }),
  ]),
  c("t", O, "tT", "technical", "收盘100.79元跌破此前60个交易日的全部收盘价，均线空头排列，RSI约33。", [
    BRK(60, "down"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("33", "approx"),
  ]),
  c(
    "f",
    O,
    "tC",
    "technical",
    "RSI14已跌破30进入超卖区，股价距60日高点回撤超过一成。",
    [RSI("30", "lt", { err: "technical" }), DD(60, { v: "-10", cmp: "lt" })],
    { err: "technical", note: "RSI 33.2；回撤-11.6%属实" },
  ),

  // 2025-09-05: H1 public.
  c("t", S, "fE", "quarterly", "上半年归母净利润155.11亿元，约14%的增速慢于营收约23%的增速（营收3712.81亿元）。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "14", cmp: "approx" }),
    H.GDIFF({ metric: "net_profit", period: "2025H1" }, { metric: "revenue", period: "2025H1" }, { v: "0", cmp: "lt" }),
  ]),
  c(
    "f",
    S,
    "bull",
    "quarterly",
    "二季度单季归母净利润63.56亿元，环比一季度增长约31%。",
    [
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "31", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-30.6%" },
  ),
  c(
    "u",
    S,
    "tT",
    "technical",
    "MACD在零轴上方钝化，DEA拐头向下。",
    [MACD("dea_value", undefined, { v: "0", cmp: "gt" })],
    {
      note: "日线自2025-07-29起，DEA尚未形成",
    },
  ),

  // 2025-04-30: FY2024 public, no bars.
  c("t", P, "tN", "announcement", "比亚迪2024年度分配方案附带资本公积金转增股本，公告日为4月23日。", [
    EV("dividend", true, { from: "2025-04-23", to: "2025-04-23", title: "转增" }),
  ]),
  c("t", P, "tF", "annual", "2024年营收7771.02亿元、增长约29%，归母净利润402.54亿元、增长约34%。", [
    V("revenue", "2024", "7771.02"),
    G("revenue", "2024", { v: "29", cmp: "approx" }),
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2024", { v: "34", cmp: "approx" }),
  ]),
  c("u", P, "tT", "technical", "股价站稳60日均线，量能温和放大。", [MA(60, "above")], { note: "2025-04-30无连续日线" }),
];
