// 宁德时代 300750 on 2026-04-30 (FY2025 and 2026Q1 public). Notices from 2026-02-09; no 2024Q1 stored.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, QOQ, PSUM, POS52 } = H;
const { MCNOW, SPAN, X, READ, VOLR, LIN, IN, CAGR, EVN, PAIR, BIAS, MAX_CROSS } = H;
const c = H.maker("b73-nd", "300750");
const A = "2026-04-30";

export default [
  c("t", A, "bull", "annual", "宁德时代2025年营收4237.02亿元，同比增长约17%，扭转了2024年约9.7%的下滑。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
  ]),
  c("t", A, "bull", "annual", "2025年归母净利润722.01亿元，同比大增42.3%，2021年以来利润逐年抬升，四年涨了三倍多。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42.3", cmp: "approx", size: "大增" }),
    UP("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
    G("net_profit", "2025", { base: "2021", v: "300", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润从507.45亿元跃升至722.01亿元，增幅超过五成，盈利弹性惊人。",
    [
      V("net_profit", "2024", "507.45"),
      V("net_profit", "2025", "722.01"),
      G("net_profit", "2025", { v: "50", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "实际+42.28%" },
  ),
  c("t", A, "fE", "quarterly", "2026Q1营收1291.31亿元，同比增长52.4%；归母净利润207.38亿元，同比增长48.5%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.4", cmp: "approx" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度营收1291.31亿元，同比增长约17%，与2025年全年增速一致。",
    [V("revenue", "2026Q1", "1291.31"), G("revenue", "2026Q1", { v: "17", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "17%是2025年全年增速；Q1同比+52.45%" },
  ),
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "2025年四季度单季营收1406.30亿元、净利润231.67亿元，利润同比增约57%，是全年最强的一个季度。",
    [
      V("revenue", "2025S4", "1406.30"),
      V("net_profit", "2025S4", "231.67"),
      G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
      MAX("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
      MAX("revenue", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2026Q1单季利润207.38亿元，环比2025Q4的231.67亿元下降约25%，景气度见顶。",
    [
      V("net_profit", "2025S4", "231.67"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-25", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-10.49%" },
  ),
  c(
    "t",
    A,
    "bear",
    "quarterly",
    "一季度利润207.38亿元，比去年四季度的231.67亿元环比回落约10%，但仍高于2025年前三个季度的任一单季。",
    [
      V("net_profit", "2026Q1", "207.38"),
      MAX("net_profit", "2026Q1", ["2025Q1", "2025S2", "2025S3", "2026Q1"]),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
    ],
  ),
  c("t", A, "tF", "annual", "毛利率由24.44%升至26.27%，抬升约1.8个百分点；净利率18.12%，比上年高出3.2个百分点。", [
    V("gross_margin", "2024", "24.44", "%"),
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "2026Q1毛利率24.82%，较2025年全年的26.27%提升约1.5个百分点，盈利能力继续上台阶。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      V("gross_margin", "2025", "26.27", "%"),
      PP("gross_margin", "2026Q1", { base: "2025", v: "1.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "26.27%→24.82%，下降1.45个百分点" },
  ),
  c("t", A, "fR", "annual", "资产负债率从65.24%降至61.94%，2023年时还高达69.34%，两年去杠杆约7.4个百分点。", [
    V("debt_ratio", "2024", "65.24", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    V("debt_ratio", "2023", "69.34", "%"),
    PP("debt_ratio", "2025", { base: "2023", v: "-7.4", cmp: "approx" }),
  ]),
  c("u", A, "bull", "annual", "经营现金流1332.20亿元，约为归母净利润的1.85倍，现金含量远高于二线电池厂。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
    U("二线电池厂不在样本中"),
  ]),
  c("t", A, "tF", "annual", "2025年自由现金流约909亿元：经营现金流1332亿元减去资本开支423亿元。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    V("capex", "2025", "423", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年资本开支423亿元，较2024年的311.80亿元翻倍，重资产扩张又开始了。",
    [
      V("capex", "2025", "423", "亿", "approx"),
      V("capex", "2024", "311.80"),
      G("capex", "2025", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+35.8%" },
  ),
  c("t", A, "fR", "quarterly", "一季度末货币资金3519.97亿元；2025年末现金已占总资产9748亿元的三成以上，安全垫很厚。", [
    V("cash", "2026Q1", "3519.97"),
    V("total_assets", "2025", "9748", "亿", "approx"),
    R("cash", "total_assets", "2025", "30", { u: "%", cmp: "gt" }),
  ]),
  c("t", A, "fV", "valuation", "收盘436元，按2025年利润计PE约27.5倍，按近四季利润计降到约25倍。", [
    CLOSE("436"),
    MCNOW("2025", "27.5", "approx"),
    MCNOW("2026Q1TTM", "25", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "宁德时代按2025年利润计算PE高达37倍，成长溢价明显透支。",
    [MCNOW("2025", "37", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE约27.5倍" },
  ),
  c("t", A, "tT", "technical", "股价436元站在MA20、MA60、MA120和MA250之上，中长期多头排列仍完好。", [
    CLOSE("436"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    MA(250, "above"),
    MAORDER([20, 60, 120, 250], "bull"),
  ]),
  c("t", A, "tT", "technical", "不过MACD已在4月28日死叉，DIF 11.76仍在零轴上方，属于高位整理而非趋势破坏。", [
    MACD("death_cross", 3),
    MACD("dif_value", undefined, { v: "11.76" }),
    MACD("dif_above_zero"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘436元已跌破20日均线，短线趋势转弱。",
    [CLOSE("436"), MA(20, "below", { err: "technical" })],
    { err: "technical", note: "MA20 425.02，收盘在其上方" },
  ),
  c("t", A, "tS", "technical", "过去250个交易日股价从225元附近涨到436元，涨幅逾90%，距52周高点460元仅差约5%。", [
    RET(250, { v: "90", cmp: "gt" }),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "今年以来宁德时代上涨约64%，强势股特征明显。",
    [SPAN("2025-12-31", { v: "64", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "+63.9%是自2024年末；自2025年末+18.72%" },
  ),
  c("t", A, "tB", "technical", "2026年以来上涨约18.7%，自2024年底算则累计涨了近64%。", [
    SPAN("2025-12-31", { v: "18.7", cmp: "approx" }),
    SPAN("2024-12-31", { v: "64", cmp: "near" }),
  ]),
  c("t", A, "tA", "technical", "激进派：60个交易日涨28%、52周区间位置约九成，趋势资金仍在，回调即加仓。", [
    RET(60, { v: "28", cmp: "approx" }),
    POS52({ v: "90", cmp: "approx" }),
  ]),
  c("t", A, "tC", "technical", "保守派：股价高于60日均线约11%，乖离偏大，追高的风险收益比不划算。", [
    BIAS(60, { v: "11", cmp: "approx" }),
  ]),
  c("t", A, "tN", "announcement", "4月7日公司披露A股回购结果暨股份变动公告，3月还发布了2025年度利润分配预案。", [
    EV("repurchase", true, { from: "2026-04-07", title: "回购结果" }),
    EV("dividend", true, { from: "2026-03-01", title: "2025年度利润分配" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "宁德时代3月公告定增预案，拟向特定对象发行A股募资扩产，摊薄担忧升温。",
    [EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09以来无定增公告" },
  ),
  c("t", A, "tN", "announcement", "2月推出2026年A股员工持股计划草案，同月发行科技创新公司债券，资本运作节奏密集。", [
    EV("equity_incentive", true, { from: "2026-02-01", to: "2026-02-28", title: "员工持股计划" }),
    EV("bond", true, { from: "2026-02-01", to: "2026-02-28", title: "科技创新" }),
  ]),
  c("u", A, "fM", "undecidable", "钠离子电池今年起量叠加储能订单翻倍，预计2026年利润有望突破900亿元。", [
    U("业务订单与利润预测不可核验"),
  ]),
  c("u", A, "bear", "undecidable", "全球动力电池市占率从38%降到36%，比亚迪、中创新航在抢份额。", [
    U("市占率不在存储数据中"),
  ]),
  c("u", A, "tS", "undecidable", "北向资金4月净买入宁德时代逾50亿元，雪球讨论热度居新能源第一。", [
    U("资金流与舆情未存储"),
  ]),
  c("t", A, "fL", "annual", "主导判断：2025年利润增42%、现金流增37%，资产负债率降至61.94%，基本面加分。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年分红派现等现金流出349.23亿元，比2024年减少约三成，股东回报在退坡，偏空。",
    [
      V("dividends_interest_paid", "2025", "349.23"),
      G("dividends_interest_paid", "2025", { v: "-30", cmp: "approx", err: "wrong_direction" }),
      READ(G("dividends_interest_paid", "2025", { dir: "down" }), "negative", { err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "258.07→349.23，+35.3%" },
  ),
  c("t", A, "tM", "quarterly", "2026Q1利润207.38亿元已是2024年全年的约四成，高增长得到验证，评级维持买入。", [
    V("net_profit", "2026Q1", "207.38"),
    R("net_profit", "net_profit", "2026Q1", "40", { u: "%", cmp: "approx", denPeriod: "2024" }),
  ]),
];
