// 宁德时代: FY2021-2025, quarters 2024H1..2026Q1 (Tushare), bars 2020-01-02..2026-04-30, notices from 2026-02-09.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, DOWN, RET, CLOSE, MA, MAORDER, MACD, HI52, EV, U, CAGR, QOQ, GDIFF, SPAN, BIAS } = H;
const { LIN, MCNOW, PSUM, EVN, PAIR, IN } = H;
const c = H.maker("b61-nd", "300750");
const A = "2026-04-30";
const Q = ["2025S1", "2025S2", "2025S3", "2025S4"];

export default [
  c(
    "t",
    A,
    "bull",
    "annual",
    "2025年归母净利润722.01亿元、同比+42%左右，营收4237.02亿元、增约17%，利润增速高出收入约25个百分点。",
    [
      V("net_profit", "2025", "722.01"),
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
      V("revenue", "2025", "4237.02"),
      G("revenue", "2025", { v: "17", cmp: "approx" }),
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
    "bear",
    "annual",
    "2025年营业总收入4237.02亿元，同比只增长了7%，扩张明显放缓。",
    [V("revenue", "2025", "4237.02"), G("revenue", "2025", { v: "7", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+17.04%" },
  ),
  c("t", A, "fE", "quarterly", "2026Q1营收1291.31亿（同比+52.4%），归母净利207.38亿（同比+48.5%）。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.4", cmp: "approx" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度归母净利207.38亿元，较去年四季度的231.67亿元环比又增长约10%。",
    [
      V("net_profit", "2026Q1", "207.38"),
      V("net_profit", "2025S4", "231.67"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "10", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-10.5%" },
  ),
  c("t", A, "tF", "quarterly", "环比看，一季度收入1291.31亿元比去年Q4的1406.30亿元少了约8%。", [
    V("revenue", "2026Q1", "1291.31"),
    V("revenue", "2025S4", "1406.30"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "资产负债率从2022年的70.56%逐年降到2025年的61.94%，三年下来少了约8.6个百分点。", [
    DOWN("debt_ratio", ["2022", "2023", "2024", "2025"]),
    V("debt_ratio", "2022", "70.56", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { base: "2022", v: "-8.6", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "经营现金流净额1332.20亿元，约为归母净利润的1.8倍，利润的含金量很足。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "经营现金流1332.20亿元还不到资本开支423.45亿元的两倍，扩产吞掉了大半现金。",
    [
      V("operating_cash_flow", "2025", "1332.20"),
      V("capex", "2025", "423.45"),
      R("operating_cash_flow", "capex", "2025", "2", { cmp: "lt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1332.20/423.45=3.15倍" },
  ),
  c("t", A, "tB", "annual", "扣掉423.45亿资本开支，自由现金流约909亿元，年末账上货币资金3335.13亿元。", [
    V("capex", "2025", "423.45"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
    V("cash", "2025", "3335.13"),
  ]),
  c("t", A, "fV", "valuation", "按4月30日收盘436元、近四个季度净利789.76亿元算，PE约25倍。", [
    CLOSE("436"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "789.76" },
    ),
    MCNOW("2026Q1TTM", "25"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以近四个季度归母净利润计，当前PE约27.5倍，估值并不便宜。",
    [MCNOW("2026Q1TTM", "27.5", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "27.5倍是按2025年全年利润；TTM约25.2倍" },
  ),
  c("t", A, "tT", "technical", "20/60/120/250日均线多头排列，收盘436元仍站在20日线425.02元之上。", [
    MAORDER([20, 60, 120, 250], "bull"),
    CLOSE("436"),
    MA(20, "value", { v: "425.02" }),
    MA(20, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价稳稳站在5日、10日均线上方，短线强势没有变。",
    [MA(5, "above", { err: "technical" }), MA(10, "above", { err: "technical" })],
    { err: "technical", note: "收盘436低于MA5 437.69、MA10 438.80" },
  ),
  c("t", A, "fM", "technical", "MACD于4月28日高位死叉，不过DIF仍在零轴上方，约11.76。", [
    MACD("dead_cross", 3),
    MACD("dif_above_zero", 0),
    MACD("dif_value", 0, { v: "11.76", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "过去250个交易日涨了约93%，现价离52周高点460元只差5%多一点。", [
    RET(250, { v: "93", cmp: "approx" }),
    HI52({ cond: "level", v: "460" }),
    HI52(IN("-6", "-5")),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "收盘436元再创52周新高，上方已无套牢盘。",
    [CLOSE("436"), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周最高460元" },
  ),
  c("t", A, "tN", "announcement", "2月9日公告2026年A股员工持股计划草案，3月10日又披露了2025年度利润分配预案。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "announcement",
    "2月以来公司披露了定增预案，拟募资扩建海外产能。",
    [EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09起无定增公告" },
  ),
  c("t", A, "vN", "announcement", "回购已收尾：3月、4月各有一份进展公告，4月7日披露了回购结果。", [
    EVN("repurchase", "2026-03-01", { to: "2026-03-31", title: "进展", v: "1" }),
    EVN("repurchase", "2026-04-01", { title: "进展", v: "1" }),
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "回购结果" }),
  ]),
  c("t", A, "tNe", "announcement", "今年2月发行了科技创新公司债券，直接融资渠道畅通。", [
    EV("bond", true, { from: "2026-02-01", to: "2026-02-28", title: "科技创新" }),
  ]),
  c("u", A, "tM", "undecidable", "海外储能订单占比已超三成，明年出货量有望突破800GWh。", [U("订单与出货量未存储")]),
  c("u", A, "fS", "undecidable", "动力电池市占率仍在37%以上，二线厂商难以撼动。", [U("市占率未存储")]),
  c("t", A, "fSy", "annual", "2021到2025年归母净利润从159.31亿增至722.01亿，年复合增速约46%，2025年为期间最高。", [
    V("net_profit", "2021", "159.31"),
    V("net_profit", "2025", "722.01"),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
    MAX("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "营收4237.02亿元，较2023年增长17%，规模扩张依旧稳健。",
    [G("revenue", "2025", { base: "2023", v: "17", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "+17%是较2024年；较2023年+5.7%" },
  ),
  c("t", A, "tC", "annual", "2024年营收曾同比下滑约9.7%，2025年重回增长，并超过了2023年的4009.17亿元。", [
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    G("revenue", "2025", { dir: "up" }),
    V("revenue", "2023", "4009.17"),
    PAIR("revenue", "2025", undefined, { period2: "2023", mode: "gt" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "quarterly",
    "一季度归母净利润207.38亿元，同比直接翻倍。",
    [V("net_profit", "2026Q1", "207.38"), G("net_profit", "2026Q1", { size: "翻倍", err: "overstatement" })],
    { err: "overstatement", note: "同比+48.5%" },
  ),
  c("t", A, "tP", "quarterly", "去年四季度单季净利231.67亿、同比+57%，是2025年四个季度里最高的。", [
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
    MAX("net_profit", "2025S4", Q),
  ]),
  c("t", A, "vF", "annual", "净利率由14.92%抬到18.12%，提高3.2个百分点；毛利率也升了约1.8个百分点，至26.27%。", [
    V("net_margin", "2024", "14.92", "%"),
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    V("gross_margin", "2025", "26.27", "%"),
  ]),
  c("u", A, "fL", "undecidable", "匈牙利工厂年内投产，将贡献约100亿元增量收入。", [U("海外工厂与增量收入为预测")]),
  c("t", A, "tB", "technical", "今年以来累计涨了约18.7%，股价相对60日均线的乖离约11%。", [
    SPAN("2025-12-31", { v: "18.7", cmp: "approx" }),
    BIAS(60, { v: "11", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "quarterly",
    "一季度末货币资金3519.97亿元，比年初多出了500亿元以上。",
    [
      V("cash", "2026Q1", "3519.97"),
      D("cash", "2026Q1", { base: "2025", v: "500", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "较年初+184.84亿" },
  ),
  c("t", A, "fT", "quarterly", "一季度末货币资金3519.97亿元，较年初的3335.13亿元多了约185亿元。", [
    V("cash", "2026Q1", "3519.97"),
    V("cash", "2025", "3335.13"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
  ]),
  c("t", A, "tM", "annual", "分配股利及付息现金349.23亿元，比上年的258.07亿元多了约35%。", [
    V("dividends_interest_paid", "2025", "349.23"),
    V("dividends_interest_paid", "2024", "258.07"),
    G("dividends_interest_paid", "2025", { v: "35", cmp: "approx" }),
  ]),
];
