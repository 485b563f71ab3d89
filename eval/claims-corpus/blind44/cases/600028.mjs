// 中国石化: FY2019-2024 stored (no FY2025, no quarters), bars 2024-01-02..2026-04-30, annual-report notices only.
// All points on 2026-04-30: a point names 2024 or is undecidable.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, IND } = H;
const { LIN, SPAN, SNAP, SNAPDIV, POS52, VOLR, READ, DD, AMP, BAR, PE, BIAS, HILO, MCPE } = H;
const c = H.maker("b44-spc", "600028");
const A = "2026-04-30";
const Y5 = ["2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "2024年归母净利润503.13亿元，同比下降16.8%，已经是连续第三年下滑。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利润503亿元，同比增长16.8%，炼化景气正在修复。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "16.8", dir: "up", err: "wrong_direction" }),
      U("景气归因"),
    ],
    { err: "wrong_direction", note: "同比-16.79%" },
  ),
  c("t", A, "fE", "annual", "2024年营业收入约3.07万亿元，同比下降约4.3%，2022年的3.32万亿元才是近五年高点。", [
    V("operating_revenue", "2024", "3.07", "万亿", "approx"),
    G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("operating_revenue", "2022", "3.32", "万亿", "approx"),
    MAX("operating_revenue", "2022", Y5),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营收3.07万亿元，是2020年以来的最低水平，终端需求疲软。",
    [
      V("operating_revenue", "2024", "3.07", "万亿", "approx"),
      MIN("operating_revenue", "2024", Y5, { err: "wrong_extreme" }),
      U("需求归因"),
    ],
    { err: "wrong_extreme", note: "2020年2.10万亿、2021年2.74万亿都更低" },
  ),
  c("t", A, "tF", "annual", "毛利率15.47%，比2023年的15.65%低0.18个百分点，较2021年的19.13%则低了3.66个百分点。", [
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { v: "-0.18", cmp: "approx" }),
    PP("gross_margin", "2024", { base: "2021", v: "-3.66", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2024年净利率只有0.87%，每百元收入赚不到1元。",
    [
      V("net_margin", "2024", "0.87", "%", "eq", { err: "wrong_value" }),
      V("net_margin", "2024", "1", "%", "lt", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "净利率1.87%" },
  ),
  c("t", A, "tBe", "annual", "净利率1.87%为2020年以来最低，扣非归母净利480.57亿元，同比降约21%。", [
    MIN("net_margin", "2024", Y5),
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-21", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "扣非净利润480.57亿元，比2022年下降约21%，主业盈利明显缩水。",
    [
      V("deducted_net_profit", "2024", "480.57"),
      G("deducted_net_profit", "2024", { base: "2022", v: "-21", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-21%是较2023年；较2022年-17.1%" },
  ),
  c("t", A, "fR", "annual", "2020年扣非归母净利润是-15.65亿元，2021年大幅扭亏到约727亿元，波动极大。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("deducted_net_profit", "2021", "727", "亿", "approx"),
  ]),
  c("u", A, "fR", "undecidable", "炼油板块2025年毛利继续收窄，化工板块仍处于亏损。", [
    U("分部数据"),
    U("FY2025未存储"),
  ]),
  c("t", A, "tT", "technical", "收盘5.39元，5、10、20、60日均线空头排列，股价压在60日线6.17元下方。", [
    CLOSE("5.39"),
    MAORDER([5, 10, 20, 60], "bear"),
    MA(60, "below"),
    MA(60, "value", { v: "6.17", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "5、10、20、60、120日均线全面空头排列，年线5.85元也已失守。",
    [
      MAORDER([5, 10, 20, 60, 120], "bear", { err: "technical" }),
      MA(250, "value", { v: "5.85", cmp: "approx" }),
      MA(250, "below"),
    ],
    { err: "technical", note: "MA60 6.17 > MA120 6.04，并非全面空头" },
  ),
  c("t", A, "tS", "technical", "RSI跌到30附近，逼近超卖区，近20日量能较前20日萎缩约四成。", [
    RSI("30", "approx"),
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "RSI约30，但近20日均量比前20日放大逾五成，低位有资金承接。",
    [RSI("30", "approx"), VOLR({ v: "1.5", cmp: "gt", err: "wrong_direction" })],
    { err: "wrong_direction", note: "20日均量/前20日=0.61" },
  ),
  c("t", A, "tTr", "technical", "股价只比52周低点5.27元高出约2.3%，处在年内区间最底部的5%以内。", [
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2.3", cmp: "approx" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "较52周高点8.11元，股价已经回落约43%。",
    [HI52({ cond: "level", v: "8.11" }), HI52({ v: "-43", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "距高点-33.5%" },
  ),
  c("t", A, "tC", "technical", "自3月3日收出7.82元的阶段高点以来，股价已回撤约31%。", [
    HILO("max", "2026-03-01", { v: "7.82" }),
    DD("2026-03-03", { v: "-31", cmp: "approx" }),
  ]),
  c("t", A, "tM", "technical", "今年以来下跌约12.8%，3月2日成交量放大到前一日的10倍以上，之后冲高回落。", [
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    BAR("2026-03-02", "volx", { v: "10", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "technical",
    "年初至今跌幅不到5%，走势相对抗跌。",
    [SPAN("2025-12-31", { v: "-5", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "年内-12.78%" },
  ),
  c("t", A, "fV", "valuation", "按收盘5.39元和2024年每股收益0.41元计，静态PE约13倍。", [
    CLOSE("5.39"),
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "静态市盈率已经不足10倍，估值处于绝对低位。",
    [PE("2024", "10", "lt", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "5.39/0.41=13.1倍" },
  ),
  c("t", A, "tP", "valuation", "快照市净率0.84倍，处于破净状态，对应每股净资产约6.76元。", [
    SNAP("pb", "0.84", "x", "eq"),
    SNAP("pb", "1", "x", "lt"),
    SNAPDIV("pb", "6.76", "approx"),
  ]),
  c("u", A, "tP", "undecidable", "预计2025年归母净利润约400亿元，股息率有望维持在6%以上。", [
    U("利润预测"),
    U("股息率"),
  ]),
  c(
    "u",
    A,
    "fV",
    "undecidable",
    "2025年归母净利润同比下降约两成，已是连续第四年下滑。",
    [
      G("net_profit", "2025", { v: "-20", cmp: "approx" }),
      DOWN("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
    ],
    { note: "FY2025未存储" },
  ),
  c("t", A, "tN", "announcement", "2025年3月24日披露2024年年度报告，年报如期发布。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024年" }),
  ]),
  c("u", A, "tN", "undecidable", "公司去年底推出A股回购计划，彰显管理层对股价的信心。", [
    U("中国石化只收录年报公告，回购公告缺失无法判断"),
  ]),
  c("t", A, "bull", "annual", "研发费用从2020年的100.87亿元逐年增加到2024年的152.15亿元，连续四年增长。", [
    UP("research_expense", Y5),
    V("research_expense", "2020", "100.87"),
    V("research_expense", "2024", "152.15"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年研发费用同比增长近两成，转型投入力度很大。",
    [G("research_expense", "2024", { v: "20", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+8.9%" },
  ),
  c("t", A, "tB", "annual", "研发费用约占营收的0.49%，比例虽低，却是五年里最高的一年。", [
    R("research_expense", "operating_revenue", "2024", "0.49", { u: "%", cmp: "approx" }),
    MAX("research_expense/operating_revenue", "2024", Y5),
  ]),
  c("t", A, "tBe", "annual", "销售费用614亿元加管理费用580亿元，合计约1194亿元，是归母净利润的2.4倍左右。", [
    V("selling_expense", "2024", "614", "亿", "approx"),
    V("admin_expense", "2024", "580", "亿", "approx"),
    LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
      ],
      "2024",
      { v: "1194", cmp: "approx" },
    ),
    LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
      ],
      "2024",
      { over: "net_profit", v: "2.4", cmp: "approx", u: "x" },
    ),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "销售与管理费用合计只相当于归母净利的1.2倍，费用管控到位。",
    [
      LIN(
        [
          ["selling_expense", 1],
          ["admin_expense", 1],
        ],
        "2024",
        { over: "net_profit", v: "1.2", cmp: "approx", u: "x", err: "wrong_ratio" },
      ),
    ],
    { err: "wrong_ratio", note: "1194.43/503.13=2.37倍" },
  ),
  c(
    "f",
    A,
    "tB",
    "industry",
    "中国石化这种重资产央企，高负债就像银行一样属于行业常态，不必拿杠杆说风险。",
    [IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "炼化企业不是金融业" },
  ),
  c("t", A, "tC", "industry", "2019年资产负债率50.04%，对炼化企业而言不算低，债务成本仍需关注。", [
    V("debt_ratio", "2019", "50.04", "%"),
    IND("high_debt_is_risk"),
  ]),
  c("t", A, "fT", "annual", "2024年营业利润722.57亿元、利润总额705.13亿元，营业外净支出约17亿元。", [
    V("operating_profit", "2024", "722.57"),
    V("total_profit", "2024", "705.13"),
    LIN(
      [
        ["operating_profit", 1],
        ["total_profit", -1],
      ],
      "2024",
      { v: "17", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "2023年归母净利润503.13亿元，比2022年的670.82亿元下降约25%。",
    [
      V("net_profit", "2023", "503.13", "亿", "eq", { err: "wrong_period" }),
      V("net_profit", "2022", "670.82"),
      G("net_profit", "2023", { v: "-25", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "503.13亿元是2024年；2023年604.63亿元" },
  ),
  c("t", A, "fSy", "annual", "营收2.10→2.74→3.32万亿元连升两年后，2023、2024年连续回落到3.07万亿元。", [
    UP("operating_revenue", ["2020", "2021", "2022"]),
    DOWN("operating_revenue", ["2022", "2023", "2024"]),
    V("operating_revenue", "2020", "2.10", "万亿", "approx"),
    V("operating_revenue", "2021", "2.74", "万亿", "approx"),
    V("operating_revenue", "2022", "3.32", "万亿", "approx"),
    V("operating_revenue", "2024", "3.07", "万亿", "approx"),
  ]),
  c("u", A, "fSy", "undecidable", "今年一季度归母净利同比下滑近三成，炼化毛利仍在底部徘徊。", [
    G("net_profit", "2026Q1", { v: "-30", cmp: "near" }),
    U("炼化毛利"),
  ]),
  c("t", A, "fL", "annual", "每股收益从2021年的0.59元降到2024年的0.41元，三年少了三成左右。", [
    V("basic_eps", "2021", "0.59", "元"),
    V("basic_eps", "2024", "0.41", "元"),
    G("basic_eps", "2024", { base: "2021", v: "-30", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "2024年基本每股收益0.51元，与上年基本持平。",
    [
      V("basic_eps", "2024", "0.51", "元", "eq", { err: "wrong_period" }),
      G("basic_eps", "2024", { size: "基本持平", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "0.51元是2023年；2024年0.41元" },
  ),
  c("t", A, "vF", "annual", "归母净利连降三年，2024年净利率跌到1.87%，基本面一票偏空。", [
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_margin", "2024", "1.87", "%"),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "近60个交易日下跌约15%，技术面由此判断趋势正在转强，投多。",
    [READ(RET(60, { v: "-15", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作转强" },
  ),
  c("u", A, "vN", "undecidable", "传闻集团将向上市公司注入油气资产，暂无公告证实，这条消息不计分。", [U("传闻")]),
  c("t", A, "tNe", "technical", "10日振幅约7%，20日乖离率约-4.3%，超跌但还谈不上极端。", [
    AMP(10, { v: "7", cmp: "approx" }),
    BIAS(20, { v: "-4.3", cmp: "approx" }),
  ]),
  c("t", A, "tA", "technical", "股价只比5日线高0.2%，4月29日量能放大到前一日的2倍以上，短线或有资金试探。", [
    BIAS(5, { v: "0.2", cmp: "approx" }),
    BAR("2026-04-29", "volx", { v: "2", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "4月29日放量上涨约2.5%，底部反转信号初现。",
    [
      BAR("2026-04-29", "chg", { v: "2.5", cmp: "approx", err: "wrong_value" }),
      BAR("2026-04-29", "volx", { v: "1", cmp: "gt" }),
    ],
    { err: "wrong_value", note: "当日涨1.31%" },
  ),
  c("t", A, "fQ", "annual", "以7月快照市值约6887亿元计，对应2024年归母净利的PE约13.7倍。", [
    SNAP("marketCap", "6887", "亿", "approx"),
    MCPE("2024", "13.7", "approx"),
  ]),
  c("t", A, "fM", "technical", "MACD的DIF约-0.20，与DEA几乎重合，均在零轴下方运行。", [
    MACD("dif_value", 0, { v: "-0.20", cmp: "approx" }),
    MACD("dea_value", 0, { v: "-0.20", cmp: "approx" }),
    MACD("dif_below_zero", 0),
  ]),
  c("u", A, "fM", "undecidable", "国际油价若跌破60美元，下半年股价可能回到5元以下。", [U("油价情景"), U("股价预测")]),
  c("t", A, "tF", "annual", "2021年归母净利润712亿元是近五年的峰值，2024年已降至503亿元，缩水约三成。", [
    MAX("net_profit", "2021", Y5),
    V("net_profit", "2021", "712", "亿", "approx"),
    G("net_profit", "2024", { base: "2021", v: "-30", cmp: "approx" }),
  ]),
];
