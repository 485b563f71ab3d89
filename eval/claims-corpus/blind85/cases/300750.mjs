// 宁德时代 on 2026-04-30 (FY2025 and 2026Q1 public). Notices from 2026-02-09: a missing dividend / buy-back /
// placement notice is a nonexistent_event. No 2024Q1 stored.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, X, MAX, CAGR, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, BIAS, VOL, MCNOW } = H;
const { EV, EVN, U, LIN, QOQ, PSUM, SPAN, GDIFF } = H;
const c = H.maker("b85-nd", "300750");
const A = "2026-04-30";
const F = "2026-02-09";
const Q = ["2025S1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", A, "bull", "annual", "宁德时代2025年营业收入4237.02亿元，同比增长约17%，归母净利润722.01亿元，大增约42%。", [
    V("operating_revenue", "2025", "4237.02"),
    G("operating_revenue", "2025", { v: "17", cmp: "approx" }),
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42", cmp: "approx", size: "大增" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收4237.02亿元，同比仍下滑约9.7%，量增价跌的压力没有解除。",
    [V("revenue", "2025", "4237.02"), G("revenue", "2025", { v: "-9.7", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-9.7%是2024年的增速；2025年+17.0%" },
  ),
  c("t", A, "fE", "annual", "毛利率由24.44%升至26.27%，提升约1.8个百分点；净利率升到18.12%，利润率双升。", [
    V("gross_margin", "2024", "24.44", "%"),
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "净利率从14.92%提升到18.12%，同比提高了3.2%，改善幅度有限。",
    [
      V("net_margin", "2024", "14.92", "%"),
      V("net_margin", "2025", "18.12", "%"),
      G("net_margin", "2025", { v: "3.2", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "提升3.2个百分点，按百分比为+21%" },
  ),
  c("t", A, "fR", "annual", "经营现金流1332.20亿元，是归母净利润的1.8倍左右，扣除资本开支后仍余逾900亿元。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "900", cmp: "gt" },
    ),
  ]),
  c("t", A, "tF", "annual", "2025年末负债率61.94%，比上年末的65.24%低了约3.3个百分点。", [
    V("debt_ratio", "2024", "65.24", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { v: "-3.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "宁德负债率61.94%，较上年末的65.24%下降了约3.3%。",
    [
      V("debt_ratio", "2025", "61.94", "%"),
      V("debt_ratio", "2024", "65.24", "%"),
      G("debt_ratio", "2025", { v: "-3.3", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "降3.3个百分点，按百分比为-5.1%" },
  ),
  c("t", A, "tB", "annual", "以2021年的159.31亿元为起点，归母净利润四年增至722.01亿元，年复合增速约46%。", [
    V("net_profit", "2021", "159.31"),
    V("net_profit", "2025", "722.01"),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2025年归母净利润722.01亿元，已是2021年的约3.5倍。",
    [
      V("net_profit", "2025", "722.01"),
      X("net_profit", "2025", "2021", { v: "3.5", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "实为4.53倍" },
  ),
  c("t", A, "fT", "annual", "账上货币资金一年多了约300亿元，2025年末达到3335.13亿元。", [
    V("cash", "2025", "3335.13"),
    D("cash", "2025", { v: "300", cmp: "approx" }),
  ]),
  c("t", A, "tP", "annual", "2025年分配股利、偿付利息支付现金349.23亿元，同比增加约35%。", [
    V("dividends_interest_paid", "2025", "349.23"),
    G("dividends_interest_paid", "2025", { v: "35", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2026年一季度营收1291.31亿元，同比增约52%；归母净利润207.38亿元，增约48.5%。", [
    V("operating_revenue", "2026Q1", "1291.31"),
    G("operating_revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度归母净利润207.38亿元，环比上季度只增长约10%，高增长难以为继。",
    [
      V("net_profit", "2026Q1", "207.38"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "10", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比231.67→207.38，-10.5%" },
  ),
  c("t", A, "tF", "quarterly", "2025年四季度单季营收1406.30亿元，是全年最高的一个季度，同比增约37%。", [
    V("operating_revenue", "2025S4", "1406.30"),
    MAX("operating_revenue", "2025S4", Q),
    G("operating_revenue", "2025S4", { v: "37", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "四季度单季归母净利润490.34亿元，创下公司单季利润纪录。",
    [V("net_profit", "2025S4", "490.34", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "490.34亿是前三季度累计；四季度单季231.67亿" },
  ),
  c("t", A, "fSy", "quarterly", "2025年下半年归母净利润约417亿元，比上半年的304.85亿元多出三成以上。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "417", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "304.85"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { over: ["net_profit", "2025H1"], v: "1.3", cmp: "gt" },
    ),
  ]),
  c("t", A, "fV", "quarterly", "截至一季度的近四个季度归母净利润约790亿元，一季度毛利率24.82%。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    V("gross_margin", "2026Q1", "24.82", "%"),
  ]),
  c("t", A, "tT", "technical", "收盘436元，略低于5日、10日线，但站在20日、60日、250日均线之上，中期多头排列未破。", [
    CLOSE("436"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "above"),
    MA(60, "above"),
    MA(250, "above"),
    MAORDER([20, 60, 120, 250], "bull"),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "4月28日MACD刚形成金叉，DIF重新上穿DEA，新一轮上攻开启。",
    [MACD("golden_cross", 3, { err: "technical" })],
    { err: "technical", note: "4月28日是死叉" },
  ),
  c("t", A, "tS", "technical", "4月28日MACD高位死叉，但DIF仍在零轴上方约11.8，调整属于强势整理。", [
    MACD("death_cross", 3),
    MACD("dif_above_zero", 0),
    MACD("dif_value", 0, { v: "11.8", cmp: "approx" }),
  ]),
  c("t", A, "bull", "technical", "近250个交易日股价上涨约93%，离52周高点460元只差约5%，RSI约56尚未过热。", [
    RET(250, { v: "93", cmp: "approx" }),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
    RSI("56", "approx"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "股价较52周低点231.2元已翻了近两倍，涨幅约188%。",
    [LO52({ cond: "level", v: "231.2" }), LO52({ v: "188", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "距52周低点+88.6%" },
  ),
  c("t", A, "tC", "technical", "60日乖离率约11.3%，股价偏离中期均线较多，近60日已涨约28%，追高需谨慎。", [
    BIAS(60, { v: "11.3", cmp: "approx" }),
    RET(60, { v: "28", cmp: "approx" }),
  ]),
  c("t", A, "tN", "technical", "年初至今股价从367.26元涨到436元，累计上涨约18.7%，近20日均量同步放大。", [
    CLOSE("367.26", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "18.7", cmp: "approx" }),
    CLOSE("436"),
    VOL("expand"),
  ]),
  c("t", A, "fV", "valuation", "以436元收盘价估算，宁德时代2025年利润口径的PE在27倍附近。", [
    CLOSE("436"),
    MCNOW("2025", "27"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "valuation",
    "以436元收盘价算，宁德时代的动态PE已高达约45倍，估值透支了增长。",
    [CLOSE("436"), MCNOW("2026Q1TTM", "45", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "按近四季利润约二十几倍" },
  ),
  c("t", A, "tN", "announcement", "宁德时代3月10日披露2025年度利润分配预案，并于4月7日公告A股回购结果。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10" }),
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "回购结果" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "announcement",
    "宁德时代今年3月抛出定增预案，拟向特定对象募资数百亿元扩产。",
    [EV("placement", true, { from: F, err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09以来无定增公告" },
  ),
  c("t", A, "tN", "announcement", "2026年2月公司推出A股员工持股计划草案，同月还发行了科技创新公司债券。", [
    EV("equity_incentive", true, { from: "2026-02-01", to: "2026-02-28", title: "草案" }),
    EV("bond", true, { from: "2026-02-01", to: "2026-02-28", title: "科技创新" }),
  ]),
  c("t", A, "fT", "announcement", "自3月起，回购进展公告已披露两次，4月7日完成回购并公告结果。", [
    EVN("repurchase", "2026-03-01", { v: "2", title: "进展" }),
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07" }),
  ]),
  c("u", A, "bull", "undecidable", "宁德时代2025年动力电池全球市占率约38%，连续九年全球第一。", [
    U("市占率不在数据中"),
  ]),
  c("u", A, "fM", "undecidable", "若钠离子电池2026年放量，储能业务毛利率有望升至30%。", [U("情景与分部毛利率")]),
  c("u", A, "bear", "undecidable", "宁德时代净利率18.12%，但比亚迪电池业务利润率更高。", [
    V("net_margin", "2025", "18.12", "%"),
    U("比亚迪电池分部利润率不在数据中"),
  ]),
  c("t", A, "fR", "annual", "营收增速17%、利润增速42%，利润比营收快约25个百分点，经营杠杆释放明显。", [
    G("operating_revenue", "2025", { v: "17" }),
    G("net_profit", "2025", { v: "42" }),
    GDIFF(
      { metric: "net_profit", period: "2025" },
      { metric: "operating_revenue", period: "2025" },
      {
        v: "25",
        cmp: "approx",
      },
    ),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2025年营收4237.02亿元，比2023年增长了约17%。",
    [
      V("operating_revenue", "2025", "4237.02"),
      G("revenue", "2025", { base: "2023", v: "17", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+5.7%；+17%是较2024年" },
  ),
  c(
    "f",
    A,
    "tA",
    "technical",
    "宁德时代收盘436元，刷新52周新高，突破在即。",
    [CLOSE("436"), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周高点460元，收盘低约5%" },
  ),
  c("u", A, "tN", "undecidable", "宁德时代匈牙利工厂2026年投产，欧洲客户订单已排到2028年。", [
    U("产能与订单不在数据中"),
  ]),
];
