// 宁德时代: FY2021-2025 (2018-2019 older), quarters 2024H1..2026Q1 (Tushare), bars 2020-01-02..2026-04-30,
// notices from 2026-02-09 (ESOP, bonds, buy-backs, dividend). Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { QOQ, PSUM, POS52, MCNOW, X, BIAS, RANK, SPAN, IN, LIN, READ, SNAP, BRK, DD, HILO, AVG, SUM, IND, PE } = H;
const { MRET, EVN, MAXDAY, UPDAYS, WEEKS, VOLR, GDIFF, GSTREAK } = H;
const c = H.maker("b55-nd", "300750");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c(
    "t",
    A,
    "bull",
    "annual",
    "2025年营收4237.02亿元同比增17%，归母净利722.01亿元大增42.3%，利润增速比营收快约25个百分点。",
    [
      V("revenue", "2025", "4237.02"),
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      V("net_profit", "2025", "722.01"),
      G("net_profit", "2025", { v: "42.3", size: "大增" }),
      GDIFF(
        { metric: "net_profit", period: "2025" },
        { metric: "revenue", period: "2025" },
        { v: "25", cmp: "approx" },
      ),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润722.01亿元，较2023年增长42.3%，盈利能力再上台阶。",
    [V("net_profit", "2025", "722.01"), G("net_profit", "2025", { base: "2023", v: "42.3", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "42.3%是较2024年；较2023年+63.6%" },
  ),
  c("t", A, "bear", "annual", "2024年营收曾同比下滑9.7%至3620亿元，2025年的4237亿只比2023年高出约5.7%。", [
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    V("revenue", "2024", "3620", "亿", "approx"),
    V("revenue", "2025", "4237", "亿", "approx"),
    G("revenue", "2025", { base: "2023", v: "5.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收4237亿元，仍未回到2023年4009亿元的高点。",
    [
      V("revenue", "2025", "4237", "亿", "approx"),
      V("revenue", "2023", "4009", "亿", "approx"),
      MAX("revenue", "2023", Y5, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2025年4237.02亿已超过2023年" },
  ),
  c("t", A, "fE", "quarterly", "一季度营收1291.31亿元，同比+52.45%；归母净利207.38亿元，同比+48.5%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.45" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "Q1归母净利润207.38亿元，环比去年Q4还增长约10.5%，淡季不淡。",
    [
      V("net_profit", "2026Q1", "207.38"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "10.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-10.49%" },
  ),
  c("t", A, "fQ", "quarterly", "一季度归母净利207亿，比去年四季度的231.67亿少了约一成，高增长之下环比已经掉头。", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    V("net_profit", "2025S4", "231.67"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
    G("net_profit", "2026Q1", { size: "高速增长" }),
    UP("net_profit", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c("t", A, "fR", "annual", "资产负债率由65.24%降至61.94%，一年下降3.3个百分点，杠杆水平在持续回落。", [
    V("debt_ratio", "2024", "65.24", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { v: "-3.3" }),
    DOWN("debt_ratio", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "资产负债率61.94%，连续五年下降，是2021年以来最低。",
    [MIN("debt_ratio", "2025", Y5), DOWN("debt_ratio", Y5, { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2022年70.56%高于2021年69.90%" },
  ),
  c("t", A, "tF", "annual", "经营现金流1332.20亿元，同比增37%，约为归母净利的1.8倍，现金含量很高。", [
    V("operating_cash_flow", "2025", "1332.20"),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "货币资金3335.13亿元，占总资产比例超过一半，账上现金极其充裕。",
    [
      V("cash", "2025", "3335.13"),
      R("cash", "total_assets", "2025", "50", { u: "%", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "占比约34.2%" },
  ),
  c("t", A, "tBe", "annual", "资本开支423.45亿元，比上年多了约36%，扩产重新加速，现金分红付现也增35%。", [
    V("capex", "2025", "423.45"),
    G("capex", "2025", { v: "36", cmp: "approx" }),
    G("dividends_interest_paid", "2025", { v: "35", cmp: "approx" }),
  ]),
  c("t", A, "tP", "annual", "2021到2025年归母净利从159.31亿增至722.01亿元，连续四年增长，四年复合增速约46%。", [
    V("net_profit", "2021", "159.31"),
    V("net_profit", "2025", "722.01"),
    UP("net_profit", Y5),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tP",
    "annual",
    "净利润连续四年增速超过30%，成长性无可挑剔。",
    [GSTREAK("net_profit", ["2022", "2023", "2024", "2025"], 30, 1e9, { err: "overstatement" })],
    { err: "overstatement", note: "2024年仅+15.0%" },
  ),
  c("t", A, "fS", "quarterly", "2025年四季度单季营收1406.30亿元，同比增长约36.6%，净利增速更是达到57%。", [
    V("revenue", "2025S4", "1406.30"),
    G("revenue", "2025S4", { v: "36.6", cmp: "approx" }),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "quarterly",
    "去年四季度单季营收同比增长52.45%，旺季效应超预期。",
    [G("revenue", "2025S4", { v: "52.45", err: "wrong_period" })],
    { err: "wrong_period", note: "52.45%是2026年一季度；2025年四季度+36.58%" },
  ),
  c("t", A, "fV", "valuation", "以4月30日收盘436元计，对应2025年归母净利的市盈率约27.5倍。", [
    CLOSE("436"),
    MCNOW("2025", "27.5"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按滚动四个季度利润789.76亿元计算，当前PE约32倍，估值偏贵。",
    [
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2026Q1", 1],
          ["net_profit", "2025Q1", -1],
        ],
        { v: "789.76" },
      ),
      MCNOW("2026Q1TTM", "32", "approx", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "TTM PE约25.2倍" },
  ),
  c("t", A, "tT", "technical", "MA20>MA60>MA120>MA250多头排列，收盘436元仍在20日线上方，但MACD于4月28日死叉。", [
    MAORDER([20, 60, 120, 250], "bull"),
    CLOSE("436"),
    MA(20, "above"),
    MACD("death_cross", 5),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价站上5日和10日均线，短线强势格局未变。",
    [MA(5, "above", { err: "technical" }), MA(10, "above", { err: "technical" })],
    { err: "technical", note: "436低于MA5 437.69、MA10 438.80" },
  ),
  c("t", A, "tB", "technical", "近一年股价上涨约93%，距52周高点460元只差5%出头，处于年内区间的上沿。", [
    RET(250, { v: "93", cmp: "approx" }),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5.2", cmp: "approx" }),
    POS52({ v: "80", cmp: "ge" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "3月、4月连续两个月上涨，4月涨幅更大，约17%。",
    [MRET("2026-03", { dir: "up" }), MRET("2026-04", { v: "17", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "17.45%是3月；4月+8.54%" },
  ),
  c("t", A, "tS", "technical", "3月大涨约17.5%，4月再涨8.5%，今年以来累计上涨约18.7%。", [
    MRET("2026-03", { v: "17.5", cmp: "approx" }),
    MRET("2026-04", { v: "8.5", cmp: "approx" }),
    SPAN("2025-12-31", { v: "18.7", cmp: "approx" }),
  ]),
  c("t", A, "tM", "technical", "RSI约56，中性；60日乖离率超过11%，短期涨幅透支需要消化。", [
    RSI("56", "approx"),
    BIAS(60, { v: "11", cmp: "gt" }),
  ]),
  c("f", A, "tM", "technical", "周线已连续三周收涨，上升节奏没有被打断。", [H.WEEKS(3, "up", { err: "technical" })], {
    err: "technical",
    note: "最近4周收盘416→444.2→444.9→436",
  }),
  c("t", A, "tN", "announcement", "公司2月发行科技创新公司债券，3月披露2025年度利润分配预案，4月公告回购结果。", [
    EV("bond", true, { from: "2026-02-01", to: "2026-02-28" }),
    EV("dividend", true, { from: "2026-03-01", to: "2026-03-31" }),
    EV("repurchase", true, { from: "2026-04-01", title: "回购结果" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "4月公司披露了向特定对象发行A股股票的预案，拟募资用于海外基地。",
    [EV("placement", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年以来无定增公告" },
  ),
  c("t", A, "tTr", "announcement", "3月以来已发布3份回购相关公告，2月还推出了2026年A股员工持股计划草案。", [
    EVN("repurchase", "2026-03-01", { v: "3" }),
    EV("equity_incentive", true, { from: "2026-02-01", to: "2026-02-28", title: "员工持股计划（草案）" }),
  ]),
  c("u", A, "tN", "undecidable", "钠离子电池量产进度领先，海外储能订单已排到2027年。", [U("产品与订单无存储")]),
  c("u", A, "fM", "undecidable", "动力电池全球市占率回升到38%，继续拉开与比亚迪的差距。", [U("市占率无存储")]),
  c("u", A, "tA", "undecidable", "2026年归母净利有望突破900亿元，对应PE降至22倍以下。", [U("2026年利润为预测")]),
  c("u", A, "bull", "undecidable", "毛利率26.27%，但其中储能业务毛利率已高于动力电池。", [
    V("gross_margin", "2025", "26.27", "%"),
    U("分业务毛利率无存储"),
  ]),
  c("t", A, "fSy", "annual", "毛利率26.27%较上年提升1.83个百分点，净利率18.12%，收入利润双双增长。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.83" }),
    V("net_margin", "2025", "18.12", "%"),
    G("revenue", "2025", { dir: "up" }),
    G("net_profit", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "quarterly",
    "一季度毛利率24.82%，比去年同期下降了0.4个百分点，价格战仍在侵蚀盈利。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      PP("gross_margin", "2026Q1", { v: "-0.4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025Q1为24.41%，同比+0.41个百分点" },
  ),
  c("t", A, "vT", "technical", "近20个交易日里10天收涨，最大单日涨幅约6.7%，量能较前20日放大约13%。", [
    UPDAYS(20, { v: "10" }),
    MAXDAY(20, "up", { v: "6.7", cmp: "approx" }),
    VOLR({ v: "1.13", cmp: "approx" }),
  ]),
  c("t", A, "fL", "quarterly", "一季度末货币资金3519.97亿元，比年初的3335亿又多了约185亿。", [
    V("cash", "2026Q1", "3519.97"),
    V("cash", "2025", "3335", "亿", "approx"),
    PSUM(
      [
        ["cash", "2026Q1", 1],
        ["cash", "2025", -1],
      ],
      { v: "185", cmp: "approx" },
    ),
  ]),
];
