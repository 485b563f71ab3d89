// 比亚迪: annual FY2021-2025 (FY2025 public 2026-03-28), quarters 2024H1..2026Q1, bars only from 2025-07-29 (so
// 52-week figures and long averages are undecidable), dividend / buy-back / incentive notices collected.
// Dates: 2026-04-30, 2026-03-31, 2025-10-31, 2025-09-05, 2025-04-30, 2024-10-31.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, X, MAX, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, VOLR, EV, U, IND } = H;
const { QOQ, PSUM, LIN, GDIFF, MCPE, SNAP, PAIR, BRK, D } = H;
const c = H.maker("b17-byd", "002594");
const A = "2026-04-30";
const M = "2026-03-31";
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";
const Q = "2024-10-31";
const QS = ["2024S3", "2024S4", "2025S1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", M, "tBe", "annual", "2025年营收约8040亿元仅增3.5%，归母净利326.2亿元却同比下滑约19%，典型的增收不增利。", [
    V("revenue", "2025", "8040", "亿", "approx"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    V("net_profit", "2025", "326.2"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  c(
    "f",
    M,
    "bull",
    "annual",
    "比亚迪2025年归母净利326.2亿元，同比增长约19%，盈利又上了一个台阶。",
    [
      V("net_profit", "2025", "326.2"),
      G("net_profit", "2025", { v: "19", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-18.97%" },
  ),
  c("t", A, "fR", "annual", "2025年经营现金流591亿元，不到上年1335亿元的一半，资本开支却抬升到约1568亿元。", [
    V("operating_cash_flow", "2025", "591", "亿", "approx"),
    V("operating_cash_flow", "2024", "1335", "亿", "approx"),
    X("operating_cash_flow", "2025", "2024", { v: "0.5", cmp: "lt" }),
    V("capex", "2025", "1568", "亿", "approx"),
    G("capex", "2025", { dir: "up" }),
  ]),
  c(
    "t",
    A,
    "fR",
    "annual",
    "自由现金流约-977亿元（经营现金流591亿减资本开支1568亿），资本开支是经营现金流的约2.65倍。",
    [
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "-977", cmp: "approx" },
      ),
      R("capex", "operating_cash_flow", "2025", "2.65", { cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "tC",
    "annual",
    "资本开支1568亿元，已达经营现金流的1.65倍，扩产节奏过猛。",
    [
      V("capex", "2025", "1568", "亿", "approx"),
      R("capex", "operating_cash_flow", "2025", "1.65", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1568.08/591.36=2.65" },
  ),
  c("t", A, "fV", "annual", "资产负债率70.74%，较2023年77.86%的高点回落约7.1个百分点，去杠杆在推进。", [
    V("debt_ratio", "2025", "70.74", "%"),
    MAX("debt_ratio", "2023", ["2021", "2022", "2023", "2024", "2025"]),
    PP("debt_ratio", "2025", { base: "2023", v: "-7.1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "industry",
    "负债率70.7%不必担心，跟银行保险一样都是经营性负债，属于行业常态。",
    [V("debt_ratio", "2025", "70.7", "%", "approx"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "制造业不适用金融业高负债常态" },
  ),
  c(
    "t",
    A,
    "tF",
    "quarterly",
    "一季度利润已不及上年同期一半：归母净利40.8亿元、同比降约55%，营收1502.3亿元也少了约11.8%。",
    [
      G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
      V("net_profit", "2026Q1", "40.8"),
      G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
      V("revenue", "2026Q1", "1502.3"),
      G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度归母净利91.6亿元，同比基本持平，经营底部已经显现。",
    [
      V("net_profit", "2026Q1", "91.6", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2026Q1", { size: "基本持平", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "91.55亿是2025Q1；2026Q1为40.85亿、-55.4%" },
  ),
  c("t", A, "tBe", "quarterly", "一季度净利率仅2.67%，不到上年同期5.54%的一半，毛利率也由20.07%降到18.81%。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    G("net_margin", "2026Q1", { v: "-50", cmp: "lt" }),
    V("gross_margin", "2025Q1", "20.07", "%"),
    V("gross_margin", "2026Q1", "18.81", "%"),
  ]),
  c("t", A, "tM", "quarterly", "环比看，一季度归母净利40.8亿元，较去年四季度的92.9亿元下降约56%。", [
    V("net_profit", "2025S4", "92.9"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-56", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "quarterly",
    "一季度营收1502亿元，环比去年四季度的2377亿元反而增长约37%，淡季不淡。",
    [
      V("revenue", "2025S4", "2377", "亿", "approx"),
      QOQ("revenue", "2026Q1", "2025S4", { v: "37", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-36.8%" },
  ),
  c("t", A, "tT", "technical", "收盘102.98元，5/10/20/60/120日均线多头排列，股价站在所有均线之上。", [
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
    "DIF仍在DEA上方，MACD红柱延续，4月以来没有出现死叉信号。",
    [MACD("dif_above_dea", 0, { err: "technical" }), MACD("death_cross", 21, { exists: false, err: "technical" })],
    { err: "technical", note: "4月1日死叉，DIF 0.52 < DEA 0.59" },
  ),
  c("t", A, "tT", "technical", "DIF约0.52、DEA约0.59，4月1日已经死叉，不过两条线仍都在零轴上方。", [
    MACD("death_cross", 21),
    MACD("dif_value", 0, { v: "0.52", cmp: "approx" }),
    MACD("dea_value", 0, { v: "0.59", cmp: "approx" }),
    MACD("dif_above_zero", 0),
  ]),
  c("t", A, "tS", "technical", "近20日均量只有前20日的约68%，明显缩量，但近60个交易日股价仍累计上涨约12%。", [
    VOLR({ v: "0.68", cmp: "approx" }),
    VOL("shrink_strong"),
    RET(60, { v: "12", cmp: "approx" }),
  ]),
  c(
    "u",
    A,
    "tS",
    "technical",
    "比亚迪52周高点约116.6元，当前股价较高点仍低约12%。",
    [HI52({ cond: "level", v: "116.6", cmp: "approx" }), HI52({ v: "-12", cmp: "approx" })],
    { note: "日线始于2025-07-29，52周不可判" },
  ),
  c("u", A, "tN", "announcement", "4月新能源车销量约30万辆，海外销量占比升至35%以上。", [U("销量未存储")]),
  c(
    "t",
    M,
    "tN",
    "announcement",
    "3月28日公司公告2025年度利润分配方案，同日披露2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", title: "2025年度利润分配" }),
      EV("equity_incentive", true, { from: "2026-03-28", title: "解锁条件未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司公告拟用自有资金回购A股用于员工持股计划，管理层护盘信号明确。",
    [EV("repurchase", true, { err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c(
    "t",
    P,
    "tN",
    "announcement",
    "4月23日公告2024年度利润分配及资本公积金转增股本方案，3月已推出2025年员工持股计划草案。",
    [
      EV("dividend", true, { from: "2025-04-23", title: "转增" }),
      EV("equity_incentive", true, { from: "2025-03-01", title: "2025年员工持股计划（草案）" }),
    ],
  ),
  c(
    "t",
    Q,
    "tF",
    "quarterly",
    "2024年前三季度营收5022.5亿元、归母净利252.4亿元，其中三季度单季净利116.1亿元，约占46%。",
    [
      V("revenue", "2024M9", "5022.5"),
      V("net_profit", "2024M9", "252.4"),
      V("net_profit", "2024S3", "116.1"),
      R("net_profit", "net_profit", "2024S3", "46", { u: "%", cmp: "approx", denPeriod: "2024M9" }),
    ],
  ),
  c(
    "f",
    Q,
    "tB",
    "quarterly",
    "2024年第三季度单季营收达5022.5亿元，单季体量已超过许多车企全年。",
    [V("revenue", "2024S3", "5022.5", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "5022.51亿是前三季度累计；Q3单季2011.25亿" },
  ),
  c("u", Q, "tF", "quarterly", "前三季度252.4亿元的归母净利比上年同期多赚约18%，照这个节奏，全年突破400亿不难。", [
    V("net_profit", "2024M9", "252.4"),
    G("net_profit", "2024M9", { v: "18", cmp: "approx" }),
  ]),
  c(
    "t",
    S,
    "tF",
    "quarterly",
    "Q2单季净利63.6亿元，比Q1回落约31%；不过上半年合计看，营收3712.8亿元增23.3%，归母净利155.1亿元增13.8%。",
    [
      V("net_profit", "2025S2", "63.6"),
      QOQ("net_profit", "2025S2", "2025S1", { v: "-31", cmp: "approx" }),
      V("revenue", "2025H1", "3712.8"),
      G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
      V("net_profit", "2025H1", "155.1"),
      G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    S,
    "tBe",
    "quarterly",
    "上半年归母净利155.1亿元，同比只增长约1.4%，增长基本停滞。",
    [V("net_profit", "2025H1", "155.1"), G("net_profit", "2025H1", { v: "1.4", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+13.8%，小数点错位" },
  ),
  c("u", S, "tT", "technical", "9月5日收107.26元，已跌破60日均线，中期趋势转弱。", [CLOSE("107.26"), MA(60, "below")], {
    note: "日线始于2025-07-29，不足60根",
  }),
  c("t", O, "tT", "technical", "10月31日收100.79元，跌破前20个交易日的全部收盘价，RSI约33，逼近超卖区。", [
    CLOSE("100.79"),
    BRK(20, "down"),
    RSI("33", "approx"),
  ]),
  c(
    "f",
    O,
    "tT",
    "technical",
    "股价重新站上20日均线105.54元，短期趋势转强。",
    [MA(20, "value", { v: "105.54" }), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "收盘100.79低于MA20" },
  ),
  c(
    "t",
    O,
    "tF",
    "quarterly",
    "单看三季度，归母净利78.2亿元比上年同期少了约33%，而营收1949.8亿元只降约3%，利润掉得远比收入狠。",
    [
      V("revenue", "2025S3", "1949.8"),
      G("revenue", "2025S3", { v: "-3", cmp: "approx" }),
      V("net_profit", "2025S3", "78.2"),
      G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    O,
    "tF",
    "quarterly",
    "降幅约7.5%、单季利润233.3亿元，比亚迪三季度在价格战里算是守住了。",
    [
      V("net_profit", "2025S3", "233.3", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S3", { v: "-7.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "233.33亿、-7.55%为前三季度累计；Q3单季78.23亿、-32.6%" },
  ),
  c("t", O, "fQ", "quarterly", "前三季度营收同比+12.7%，归母净利却同比-7.5%，收入与利润增速剪刀差约20个百分点。", [
    G("revenue", "2025M9", { v: "12.7", cmp: "approx" }),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
    GDIFF(
      { metric: "revenue", period: "2025M9" },
      { metric: "net_profit", period: "2025M9" },
      { v: "20", cmp: "approx" },
    ),
  ]),
  c("t", A, "vF", "valuation", "按7月4日快照市值约1.82万亿元，对应2025年归母净利约56倍PE，远高于茅台约22倍。", [
    SNAP("marketCap", "1.82", "万亿"),
    MCPE("2025", "56"),
    MCPE("2025", "22", "approx", { t: "600519" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "比亚迪按快照市值算，相当于2024年利润的56倍左右，估值明显透支。",
    [MCPE("2024", "56", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "对2024年约45.2倍；56倍是对2025年" },
  ),
  c("u", A, "fV", "valuation", "比亚迪估值较特斯拉约180倍的PE便宜得多，性价比突出。", [
    MCPE("2025", "56"),
    U("特斯拉不在样本内"),
  ]),
  c(
    "t",
    A,
    "tP",
    "annual",
    "去年7月初快照两家市值都在1.8万亿元上下，但比亚迪2025年归母净利326亿元还不到茅台823亿元的四成。",
    [
      SNAP("marketCap", "1.8", "万亿"),
      SNAP("marketCap", "1.8", "万亿", "approx", { t: "600519" }),
      V("net_profit", "2025", "326", "亿", "approx"),
      V("net_profit", "2025", "823", "亿", "approx", { t: "600519" }),
      PAIR("net_profit", "2025", "600519", { v: "0.4", cmp: "lt" }),
    ],
  ),
  c(
    "f",
    A,
    "tP",
    "annual",
    "比亚迪2025年营收8039.6亿元，约为茅台营业总收入的3.7倍。",
    [
      V("revenue", "2025", "8039.6"),
      PAIR("revenue", "2025", "600519", { v: "3.7", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "8039.65/1720.54=4.67" },
  ),
  c("t", A, "tNe", "annual", "货币资金从1027亿降至754亿，减少约273亿元；一季度末757.9亿元，与年末基本持平。", [
    V("cash", "2024", "1027", "亿", "approx"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
    V("cash", "2026Q1", "757.9"),
    QOQ("cash", "2026Q1", "2025", { size: "基本持平" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "quarterly",
    "2025年四季度单季营收2377亿元，是2024年下半年以来的单季最高。",
    [V("revenue", "2025S4", "2377", "亿", "approx"), MAX("revenue", "2025S4", QS, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024Q4单季2748.51亿更高" },
  ),
  c("t", A, "tA", "annual", "2025年下半年营收约4327亿元，高于上半年的3713亿元，四季度单季2377亿元为全年最高。", [
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -1],
      ],
      { v: "4327", cmp: "approx" },
    ),
    V("revenue", "2025H1", "3713", "亿", "approx"),
    MAX("revenue", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c("u", A, "tBe", "annual", "价格战下单车均价跌破14万元，单车净利已不足5000元。", [U("销量与单车数据未存储")]),
];
