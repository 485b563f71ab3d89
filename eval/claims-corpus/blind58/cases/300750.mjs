// 宁德时代: FY2021-2025, quarters 2024H1..2026Q1 (Tushare), bars from 2020-01-02, notices from 2026-02-09.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, MACD, HI52, EV, U, PAIR, X, BIAS, LIN, MCNOW, PSUM, READ } =
  H;
const c = H.maker("b58-nd", "300750");
const A = "2026-04-30";

export default [
  c("t", A, "bull", "annual", "2025年营收4237.02亿元，同比增约17%，不仅重回4000亿上方，还超过了2023年的4009亿元。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    V("revenue", "2023", "4009", "亿", "approx"),
    PAIR("revenue", "2025", undefined, { period2: "2023", mode: "gt" }),
  ]),
  c("t", A, "fE", "annual", "归母净利润722.01亿元，较上年的507.45亿元多赚约214.6亿元，增幅42.3%。", [
    V("net_profit", "2025", "722.01"),
    V("net_profit", "2024", "507.45"),
    D("net_profit", "2025", { v: "214.6", cmp: "approx" }),
    G("net_profit", "2025", { v: "42.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "别忘了2024年营收3620.13亿元，同比还增长了9.7%，今年的增速只是延续而非拐点。",
    [
      V("revenue", "2024", "3620.13"),
      G("revenue", "2024", { v: "9.7", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024年营收同比-9.70%" },
  ),
  c("t", A, "fE", "quarterly", "一季度营收1291.31亿元，同比大增52%，归母净利207.38亿元，同比增约48.5%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx", size: "大增" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2026年一季度归母净利润227.37亿元，同比增长接近五成。",
    [
      V("net_profit", "2026Q1", "227.37", "亿", "eq", { err: "wrong_value" }),
      G("net_profit", "2026Q1", { v: "50", cmp: "near" }),
    ],
    { err: "wrong_value", note: "227.37亿是含少数股东的净利润；归母207.38亿" },
  ),
  c("t", A, "tT", "technical", "MA20>MA60>MA120>MA250标准多头排列，年线约335元，436元的股价高出年线约三成。", [
    MAORDER([20, 60, 120, 250], "bull"),
    MA(250, "value", { v: "335", cmp: "approx" }),
    CLOSE("436"),
    BIAS(250, { v: "30", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD在4月28日完成金叉，DIF重新运行在DEA之上，趋势再度向上。",
    [MACD("golden_cross", 5, { err: "technical" }), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "4月28日为死叉" },
  ),
  c("t", A, "tTr", "technical", "过去250个交易日由225.46元涨到436元，累计涨约93%，接近翻倍。", [
    CLOSE("436"),
    RET(250, { v: "93", cmp: "approx", size: "接近翻倍" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今日收于436元，刷新52周收盘新高，上方已无套牢盘。",
    [CLOSE("436"), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周高点460元" },
  ),
  c("t", A, "fV", "valuation", "以2025年归母净利722亿元和现价计，PE约27.5倍；换成近四季度约790亿元，则在25倍上下。", [
    MCNOW("2025", "27.5"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "790", cmp: "approx" },
    ),
    MCNOW("2026Q1TTM", "25"),
  ]),
  c("u", A, "fV", "undecidable", "PE约27.5倍，相比LG新能源、松下等海外电池厂，估值依然有明显折价。", [
    MCNOW("2025", "27.5"),
    U("海外同业不在样本内"),
  ]),
  c("t", A, "fR", "annual", "资产负债率从65.24%降到61.94%，下降约3.3个百分点，但一季末又微升至62.32%。", [
    V("debt_ratio", "2024", "65.24", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { v: "-3.3", cmp: "approx" }),
    V("debt_ratio", "2026Q1", "62.32", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流1332.20亿元，约是归母净利润的2.5倍，利润的现金含量极高。",
    [
      V("operating_cash_flow", "2025", "1332.20"),
      R("operating_cash_flow", "net_profit", "2025", "2.5", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1.85倍" },
  ),
  c("t", A, "tF", "annual", "经营现金流1332.2亿减去资本开支423.45亿，2025年自由现金流约909亿元。", [
    V("operating_cash_flow", "2025", "1332.2"),
    V("capex", "2025", "423.45"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
  ]),
  c("t", A, "tN", "announcement", "2月9日披露2026年A股员工持股计划草案，4月22日又公告授予预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留份额" }),
  ]),
  c("t", A, "tN", "announcement", "3月10日公司同时挂出2025年度利润分配预案和授权制定2026年中期分红的议案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度利润分配" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "3月公司公告拟向特定对象发行A股，募资约300亿元投向海外基地建设。",
    [EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  c("t", A, "tN", "announcement", "2026年第一期科创公司债2月发行，2月26日起在深交所挂牌上市。", [
    EV("bond", true, { from: "2026-02-10", to: "2026-02-12", title: "发行" }),
    EV("bond", true, { from: "2026-02-26", to: "2026-02-26", title: "上市" }),
  ]),
  c("t", A, "tA", "announcement", "4月7日已公告A股回购结果及股份变动，此前3月、4月各有一份回购进展公告。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "回购结果" }),
    EV("repurchase", true, { from: "2026-03-01", to: "2026-03-31", title: "进展" }),
    EV("repurchase", true, { from: "2026-04-01", to: "2026-04-06", title: "进展" }),
  ]),
  c("u", A, "tM", "undecidable", "一季度储能电池出货同比增长超过六成，储能已成第二增长曲线。", [
    U("分业务出货量未存储"),
  ]),
  c("t", A, "fSy", "quarterly", "2025年Q4单季营收1406.30亿元，同比增约36.6%；单季归母净利231.67亿元，同比增约57%。", [
    V("revenue", "2025S4", "1406.30"),
    G("revenue", "2025S4", { v: "36.6", cmp: "approx" }),
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "2025年前三季度归母净利润490.34亿元，同比增长约57%。",
    [V("net_profit", "2025M9", "490.34"), G("net_profit", "2025M9", { v: "57", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "57%是第四季度单季增速；前三季度+36.2%" },
  ),
  c("t", A, "tM", "annual", "毛利率26.27%，较上年提升1.83个百分点；净利率18.12%，比14.92%高出3.2个点。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.83" }),
    V("net_margin", "2025", "18.12", "%"),
    V("net_margin", "2024", "14.92", "%"),
    PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "营收同比增长17%，高速增长的势头一点没变。",
    [
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      G("revenue", "2025", { size: "高速增长", err: "overstatement" }),
    ],
    { err: "overstatement" },
  ),
  c("t", A, "vT", "technical", "近60个交易日涨了28.46%，不过5日线437.69元已经跌到10日线438.80元下方。", [
    RET(60, { v: "28.46" }),
    MA(5, "value", { v: "437.69" }),
    MA(10, "value", { v: "438.80" }),
    MAORDER([5, 10], "bear"),
  ]),
  c("u", A, "tP", "undecidable", "若按2026年一致预期净利润约900亿元计算，前瞻PE只有22倍，性价比突出。", [
    U("一致预期不在数据内"),
  ]),
  c("t", A, "vF", "annual", "货币资金从2024年末3035.12亿增至3335.13亿，2026年一季末再升至3519.97亿元。", [
    V("cash", "2024", "3035.12"),
    V("cash", "2025", "3335.13"),
    V("cash", "2026Q1", "3519.97"),
    G("cash", "2025", { dir: "up" }),
    D("cash", "2026Q1", { base: "2025", dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "2025年资本开支423.45亿元，为2021年以来最高，扩产节奏重新提速。",
    [
      V("capex", "2025", "423.45"),
      MAX("capex", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2022年482.15亿更高" },
  ),
  c("t", A, "tC", "annual", "2021至2025年归母净利润逐年走高，722.01亿元是2021年159.31亿元的4.5倍左右。", [
    UP("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2021", "159.31"),
    X("net_profit", "2025", "2021", { v: "4.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "quarterly",
    "一季度归母净利同比增约48.5%，高增长已经透支了预期，对股价反而是利空。",
    [READ(G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance" },
  ),
];
