// 宁德时代 300750: FY2021-2025 (FY2018-2019 partly), quarters 2024H1..2026Q1 (no 2024Q1), bars 2020-01-02..2026-04-30,
// notices from 2026-02-09 (a missing dividend / buy-back / placement notice is a nonexistent_event).
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  MIN,
  UP,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  EV,
  U,
  X,
  CAGR,
  RANK,
  QOQ,
  PSUM,
  LIN,
  PAIR,
  IND,
  MCNOW,
  BIAS,
  DD,
  POS52,
  VOLR,
  MRET,
  HILO,
  READ,
  SNAP,
  MAX_CROSS,
  UPDAYS,
  WEEKS,
} = H;
const c = H.maker("b84-nd", "300750");
const A = "2026-04-30";
const E = "2026-02-09";

export default [
  // 多方 / 空方 (DeepSeek / Qwen / GPT style)
  c("t", A, "bull", "annual", "宁德时代2025年营业收入4237.02亿元，同比增长约17%，重回增长轨道。", [
    V("operating_revenue", "2025", "4237.02"),
    G("operating_revenue", "2025", { v: "17", cmp: "approx", dir: "up" }),
    G("revenue", "2024", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润722.01亿元，同比大增约52%，盈利弹性远超营收。",
    [
      V("net_profit", "2025", "722.01"),
      G("net_profit", "2025", { v: "52", cmp: "approx", err: "wrong_value" }),
      H.GDIFF(
        { metric: "net_profit", period: "2025" },
        { metric: "operating_revenue", period: "2025" },
        { v: "10", cmp: "gt" },
      ),
    ],
    { err: "wrong_value", note: "同比+42.28%；52%接近一季度营收增速" },
  ),
  c("t", A, "bull", "annual", "归母净利从2021年的159亿元涨到2025年的722亿元，四年翻了两番还多。", [
    V("net_profit", "2021", "159", "亿", "approx"),
    V("net_profit", "2025", "722", "亿", "approx"),
    X("net_profit", "2025", "2021", { v: "4", cmp: "gt" }),
  ]),
  c("t", A, "bear", "annual", "别忘了2024年营收3620亿元，比2023年的4009亿元下滑近一成，规模增长并非一路向上。", [
    V("operating_revenue", "2024", "3620", "亿", "approx"),
    V("revenue", "2023", "4009", "亿", "approx"),
    G("revenue", "2024", { v: "-10", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收同比仅增长7.3%，在储能高景气下明显跑输行业。",
    [G("operating_revenue", "2025", { v: "7.3", cmp: "approx", err: "wrong_period" }), U("行业增速数据未存储")],
    { err: "wrong_period", note: "7.27%是2025上半年增速；全年+17.04%" },
  ),
  c("t", A, "bull", "annual", "净利润连续四年增长：307亿→441亿→507亿→722亿，2025年创近五年新高。", [
    UP("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2022", "307", "亿", "approx"),
    V("net_profit", "2023", "441", "亿", "approx"),
    V("net_profit", "2024", "507", "亿", "approx"),
    V("net_profit", "2025", "722", "亿", "approx"),
    MAX("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润507.45亿元，同比仅微增3%，增长动能已接近失速。",
    [V("net_profit", "2024", "507.45"), G("net_profit", "2024", { v: "3", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "2024年同比+15.01%" },
  ),
  c("t", A, "fE", "annual", "2025年销售净利率18.12%，较上年的14.92%提升约3.2个百分点。", [
    V("net_margin", "2025", "18.12", "%"),
    V("net_margin", "2024", "14.92", "%"),
    PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "毛利率由24.44%升至26.27%，提升幅度达7.5个百分点，定价权显著增强。",
    [
      V("gross_margin", "2024", "24.44", "%"),
      V("gross_margin", "2025", "26.27", "%"),
      PP("gross_margin", "2025", { v: "7.5", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "+1.83个百分点；7.5%是相对涨幅(百分点与%混用)" },
  ),
  c("t", A, "fE", "annual", "毛利率26.27%、较2024年提升1.83个百分点，盈利质量同步改善。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.83" }),
  ]),
  c("t", A, "fR", "annual", "资产负债率从2022年70.56%的高点回落到2025年的61.94%，三年降了约8.6个百分点。", [
    V("debt_ratio", "2022", "70.56", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    MAX("debt_ratio", "2022", ["2021", "2022", "2023", "2024", "2025"]),
    D("debt_ratio", "2025", { base: "2022", v: "-8.6", cmp: "approx", u: "%" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年资产负债率61.94%，较上年上升约3.3个百分点，杠杆在抬升。",
    [
      V("debt_ratio", "2025", "61.94", "%"),
      PP("debt_ratio", "2025", { v: "3.3", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "65.24%→61.94%，下降3.3个百分点" },
  ),
  c("t", A, "tF", "annual", "经营现金流净额1332.20亿元，同比增长约37%，约为归母净利润的1.85倍。", [
    V("operating_cash_flow", "2025", "1332.20"),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "经营现金流1332亿元，是归母净利润的2.5倍，现金含量极高。",
    [
      V("operating_cash_flow", "2025", "1332", "亿", "approx"),
      R("operating_cash_flow", "net_profit", "2025", "2.5", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "实际约1.85倍" },
  ),
  c("t", A, "tF", "annual", "扣除423亿元资本开支后，2025年自由现金流仍超900亿元。", [
    V("capex", "2025", "423", "亿", "approx"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "900", cmp: "gt" },
    ),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年资本开支423亿元，同比增长超50%，扩产节奏明显过猛。",
    [V("capex", "2025", "423", "亿", "approx"), G("capex", "2025", { v: "50", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "311.80→423.45，+35.8%" },
  ),
  c("t", A, "bear", "annual", "资本开支从311.80亿元回升到423.45亿元，增幅约36%，扩产周期重启。", [
    V("capex", "2024", "311.80"),
    V("capex", "2025", "423.45"),
    G("capex", "2025", { v: "36", cmp: "approx" }),
    H.DOWN("capex", ["2022", "2023", "2024"]),
  ]),
  c("t", A, "tB", "annual", "账面货币资金3335亿元，比2024年末多出约300亿元，抗周期底气十足。", [
    V("cash", "2025", "3335", "亿", "approx"),
    D("cash", "2025", { v: "300", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年末总资产已突破1万亿元，同比增长约24%。",
    [
      V("total_assets", "2025", "10000", "亿", "gt", { err: "wrong_value" }),
      G("total_assets", "2025", { v: "24", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "总资产9748.28亿元，尚未过万亿" },
  ),
  c("t", A, "tB", "annual", "总资产9748亿元，逼近万亿关口，较2024年增长约24%。", [
    V("total_assets", "2025", "9748", "亿", "approx"),
    V("total_assets", "2025", "10000", "亿", "near"),
    G("total_assets", "2025", { v: "24", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "annual", "2025年现金分红及付息支出349亿元，是2022年35.5亿元的近10倍。", [
    V("dividends_interest_paid", "2025", "349", "亿", "approx"),
    V("dividends_interest_paid", "2022", "35.5", "亿", "approx"),
    X("dividends_interest_paid", "2025", "2022", { v: "10", cmp: "near" }),
  ]),
  c("t", A, "tBe", "annual", "2023至2025年营收复合增速仅约2.8%，远不及利润端，规模扩张已明显放缓。", [
    CAGR("revenue", "2023", "2025", { v: "2.8", cmp: "approx" }),
    CAGR("net_profit", "2023", "2025", { v: "20", cmp: "gt" }),
  ]),
  c("t", A, "fL", "annual", "2025年归母净利润722亿元为2021年以来最高，且是唯一超过700亿元的年份。", [
    MAX("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2025", "700", "亿", "gt"),
    V("net_profit", "2024", "700", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2025年营收4237亿元仍低于2023年的4009亿元峰值，规模尚未修复。",
    [V("operating_revenue", "2025", "4237", "亿", "approx"), PAIRX()],
    { err: "wrong_extreme", note: "4237.02>4009.17，2025年已创新高" },
  ),
  c("t", A, "tF", "annual", "2025年营收创2021年以来新高，超过2023年4009亿元的前高。", [
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    V("revenue", "2023", "4009", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年归母净利润722.01亿元，较前年的441.21亿元增长约42%。",
    [
      V("net_profit", "2025", "722.01"),
      V("net_profit", "2023", "441.21"),
      G("net_profit", "2025", { base: "2023", v: "42", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "42%是较2024年；较2023年+63.6%" },
  ),
  c("t", A, "fE", "annual", "相比前年441亿元，2025年归母净利润增长超六成。", [
    V("net_profit", "2023", "441", "亿", "approx"),
    G("net_profit", "2025", { base: "2023", v: "60", cmp: "gt" }),
  ]),
  c("t", A, "fR", "annual", "商誉8.37亿元，相对9748亿元总资产几乎可以忽略，减值风险很小。", [
    V("goodwill", "2025", "8.37"),
    V("total_assets", "2025", "9748", "亿", "approx"),
    R("goodwill", "total_assets", "2025", "1", { u: "%", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "商誉由2024年的8.95亿元增至8.37亿元，并购整合压力上升。",
    [
      V("goodwill", "2024", "8.95"),
      V("goodwill", "2025", "8.37"),
      G("goodwill", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "商誉减少约6.5%" },
  ),
  c("t", A, "tM", "annual", "投资现金净流出944.76亿元，几乎是上年488.75亿元的两倍。", [
    V("investing_cash_flow", "2025", "-944.76"),
    V("investing_cash_flow", "2024", "-488.75"),
    X("investing_cash_flow", "2025", "2024", { v: "2", cmp: "near" }),
  ]),

  // quarterly
  c("t", A, "bull", "quarterly", "一季度营收1291.31亿元，同比增长约52%，归母净利润207.38亿元，增长约49%。", [
    V("operating_revenue", "2026Q1", "1291.31"),
    G("operating_revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "49", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "2026年一季度归母净利润207亿元，环比增长约10%，淡季不淡。",
    [
      V("net_profit", "2026Q1", "207", "亿", "approx"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "10", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2025Q4单季231.67亿元环比-10.5%" },
  ),
  c("t", A, "bear", "quarterly", "一季度归母净利207亿元，环比2025年四季度的232亿元回落约10%。", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    V("net_profit", "2025S4", "232", "亿", "approx"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
  ]),
  c("t", A, "tF", "quarterly", "2025年四季度单季营收1406亿元，同比增长约37%，是全年最强的一个季度。", [
    V("operating_revenue", "2025S4", "1406", "亿", "approx"),
    G("operating_revenue", "2025S4", { v: "37", cmp: "approx" }),
    MAX("operating_revenue", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "2025年四季度单季归母净利润490亿元，同比增长36%。",
    [
      V("net_profit", "2025S4", "490", "亿", "approx", { err: "wrong_period" }),
      G("net_profit", "2025S4", { v: "36", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "490亿/+36%是前三季度累计；四季度单季231.67亿元、+57%" },
  ),
  c("t", A, "fE", "quarterly", "2025年四季度单季净利231.67亿元，同比增长约57%，季度利润逐季抬升。", [
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
    UP("net_profit", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c("t", A, "fE", "quarterly", "近四个季度归母净利润合计约790亿元，营收合计超4600亿元。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    V("operating_revenue", "2026Q1TTM", "4600", "亿", "gt"),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "滚动四个季度营收约4237亿元，与2025全年持平，一季度并未带来增量。",
    [V("operating_revenue", "2026Q1TTM", "4237", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "TTM营收4681.28亿元；4237亿是2025全年" },
  ),
  c("t", A, "tF", "quarterly", "2026年一季度毛利率24.82%，略低于2025全年的26.27%。", [
    V("gross_margin", "2026Q1", "24.82", "%"),
    PAIR("gross_margin", "2026Q1", undefined, { period2: "2025", mode: "lt" }),
    V("gross_margin", "2025", "26.27", "%"),
  ]),
  c("t", A, "fR", "quarterly", "一季度末货币资金3520亿元，较2025年末再增约185亿元。", [
    V("cash", "2026Q1", "3520", "亿", "approx"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "quarterly",
    "一季度末资产负债率回落至61.27%，去杠杆仍在延续。",
    [
      V("debt_ratio", "2026Q1", "61.27", "%", "eq", { err: "wrong_period" }),
      PP("debt_ratio", "2026Q1", { base: "2025", dir: "down", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "61.27%是2025年三季度末；2026Q1为62.32%，较年末61.94%略升" },
  ),
  c("t", A, "tBe", "quarterly", "2025年上半年营收1788.86亿元，同比仅增约7%，增速远低于利润的33%。", [
    V("operating_revenue", "2025H1", "1788.86"),
    G("operating_revenue", "2025H1", { v: "7", cmp: "approx" }),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
  ]),
  c("t", A, "tM", "quarterly", "2025年下半年归母净利润约417亿元，高于上半年的305亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "417", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "305", "亿", "approx"),
  ]),

  // technical
  c("t", A, "tT", "technical", "收盘436元，站在20日、60日、120日和250日均线之上，中长期均线多头排列。", [
    CLOSE("436"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    MA(250, "above"),
    MAORDER([20, 60, 120, 250], "bull"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价436元仍稳稳站在5日和10日均线之上，短线强势未改。",
    [CLOSE("436"), MA(5, "above", { err: "technical" }), MA(10, "above", { err: "technical" })],
    { err: "technical", note: "MA5 437.69、MA10 438.80，收盘在两者之下" },
  ),
  c("t", A, "tT", "technical", "MACD于4月28日形成死叉，DIF 11.76已落到DEA 12.85之下，但仍处零轴上方。", [
    MACD("death_cross", 3),
    MACD("dif_value", 0, { v: "11.76" }),
    MACD("dea_value", 0, { v: "12.85" }),
    MACD("dif_above_zero", 0),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD近日金叉向上，DIF上穿DEA，技术面发出买入信号。",
    [MACD("golden_cross", 5, { err: "technical" }), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "4月28日为死叉，DIF 11.76 < DEA 12.85" },
  ),
  c("t", A, "tT", "technical", "RSI14约56，处于中性区间，既不超买也不超卖。", [
    RSI("56", "approx"),
    RSI("30", "gt"),
    RSI("70", "lt"),
  ]),
  c("t", A, "tB", "technical", "近60个交易日累计上涨约28%，近一年涨幅接近翻倍。", [
    RET(60, { v: "28", cmp: "approx" }),
    RET(250, { size: "接近翻倍" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "过去250个交易日股价已实现翻倍，涨幅超过100%。",
    [RET(250, { v: "100", cmp: "gt", err: "overstatement" })],
    { err: "overstatement", note: "+93.38%，接近但未翻倍" },
  ),
  c("t", A, "tBe", "technical", "现价距52周高点460元回落约5%，位于52周区间上沿，追高性价比不高。", [
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
    POS52({ v: "80", cmp: "ge" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "收盘436元刷新52周新高，上方已无套牢盘。",
    [CLOSE("436"), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周最高460元，收盘较高点-5.2%" },
  ),
  c("t", A, "tS", "technical", "近20日均量是此前20日的1.13倍，温和放量。", [
    VOLR({ v: "1.13", cmp: "approx" }),
    VOL("expand"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "成交量明显萎缩，20日均量不足前20日的八成，资金观望。",
    [VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "量比1.13，温和放量" },
  ),
  c("t", A, "tT", "technical", "60日乖离率约11%，短期涨幅偏大，有向均线回归的需求。", [
    BIAS(60, { v: "11", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "自4月中旬高点回撤约4%，回调幅度有限，4月整月仍上涨约8.5%。", [
    DD(10, { v: "-4", cmp: "approx" }),
    MRET("2026-04", { v: "8.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "3月份单月大涨27%，是年内最强月份。",
    [
      MRET("2026-03", { v: "27", cmp: "approx", err: "wrong_value" }),
      MRET("2026-01", { v: "17", cmp: "lt" }),
      MRET("2026-02", { v: "17", cmp: "lt" }),
      MRET("2026-04", { v: "17", cmp: "lt" }),
    ],
    { err: "wrong_value", note: "3月+17.45%" },
  ),
  c("t", A, "tA", "technical", "今年以来股价上涨约19%，3月单月涨逾17%。", [
    RET("2025-12-31", { v: "19", cmp: "approx" }),
    MRET("2026-03", { v: "17", cmp: "gt" }),
  ]),
  c("t", A, "tNe", "technical", "近10个交易日仅4天收涨，短线节奏转弱，但仍在20日线上方。", [
    UPDAYS(10, { v: "4" }),
    MA(20, "above"),
  ]),

  // valuation
  c("t", A, "fV", "valuation", "按436元收盘价和2025年净利润计算，静态市盈率约27.5倍。", [
    CLOSE("436"),
    MCNOW("2025", "27.5"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以近四个季度利润计，当前滚动市盈率约21倍，估值已具吸引力。",
    [MCNOW("2026Q1TTM", "21", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "TTM PE约25.2倍" },
  ),
  c("t", A, "fV", "valuation", "滚动市盈率约25倍，比静态的27.5倍低一截，一季度高增在消化估值。", [
    MCNOW("2026Q1TTM", "25", "approx"),
    MCNOW("2025", "27.5", "approx"),
  ]),
  c("u", A, "fV", "valuation", "当前估值相比LG新能源、松下等海外同行仍有约30%折价。", [
    MCNOW("2025", "27.5", "approx"),
    U("海外同行估值不在样本内"),
  ]),

  // announcements
  c("t", A, "tN", "announcement", "公司3月披露2025年度利润分配预案，同时提请授权制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-01", title: "2025年度利润分配" }),
    EV("dividend", true, { from: "2026-03-01", title: "中期分红" }),
  ]),
  c("t", A, "tN", "announcement", "4月7日公告A股回购完成，并于4月22日授予2026年员工持股计划预留份额。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "回购结果" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留份额" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司今年2月发布定增预案，拟募资用于海外基地建设，摊薄担忧升温。",
    [EV("placement", true, { from: E, err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2月起公告中无定增；2月为员工持股计划与科创债" },
  ),
  c("t", A, "tN", "announcement", "2月发行科技创新公司债券（第一期），并于2月26日在深交所上市。", [
    EV("bond", true, { from: E, title: "科技创新公司债券" }),
    EV("bond", true, { from: "2026-02-26", to: "2026-02-26", title: "上市" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "announcement",
    "2026年以来公司未披露任何回购公告，股东回报意愿偏弱。",
    [EV("repurchase", false, { from: E, err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "3月3日、4月2日回购进展，4月7日回购结果" },
  ),

  // readings / industry sense / undecidable
  c("t", A, "fS", "annual", "净利润同比增长42%，对股东而言是明确利好。", [
    READ(G("net_profit", "2025", { v: "42", cmp: "approx" }), "positive"),
  ]),
  c("u", A, "bull", "undecidable", "2025年动力电池全球市占率约38%，储能电池出货量连续五年全球第一。", [
    U("市占率与出货量不在数据中"),
  ]),
  c("u", A, "bear", "undecidable", "钠离子电池和固态电池若2027年量产，现有磷酸铁锂产线可能面临减值。", [
    U("技术路线与产线减值属情景推演"),
  ]),
  c("u", A, "fM", "undecidable", "预计2026年归母净利润将突破900亿元，对应PE约22倍。", [U("2026年利润为预测")]),
  c("u", A, "tNe", "undecidable", "一季度利润高增主要来自储能业务放量，海外收入占比已超三成。", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    G("net_profit", "2026Q1", { size: "大增" }),
    U("分部收入与增长归因不在数据中"),
  ]),
  c("u", A, "tTr", "undecidable", "建议430元附近分批建仓，目标价520元，止损400元。", [
    CLOSE("436"),
    U("目标价与交易计划无法核验"),
  ]),
  c("u", A, "fSy", "undecidable", "欧盟电池法规与美国IRA限制下，公司匈牙利工厂的投产进度存在不确定性。", [
    U("海外工厂进度不在数据中"),
  ]),

  // more quarters
  c("t", A, "tF", "quarterly", "三季度单季营收1041.86亿元，四季度跳升至1406亿元，环比增长约35%。", [
    V("operating_revenue", "2025S3", "1041.86"),
    V("operating_revenue", "2025S4", "1406", "亿", "approx"),
    QOQ("operating_revenue", "2025S4", "2025S3", { v: "35", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "2025年四季度单季营收1406亿元，同比增长约17%。",
    [
      V("operating_revenue", "2025S4", "1406", "亿", "approx"),
      G("operating_revenue", "2025S4", { v: "17", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "17%是全年增速；四季度单季+36.6%" },
  ),
  c("t", A, "bear", "quarterly", "一季度营收1291亿元，环比四季度的1406亿元下降约8%，但同比仍增五成以上。", [
    V("operating_revenue", "2026Q1", "1291", "亿", "approx"),
    QOQ("operating_revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
    G("operating_revenue", "2026Q1", { v: "50", cmp: "gt" }),
  ]),
  c("t", A, "fE", "quarterly", "2025年前三季度净利率18.47%，高于上年同期的14.95%。", [
    V("net_margin", "2025M9", "18.47", "%"),
    V("net_margin", "2024M9", "14.95", "%"),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年上半年归母净利润304.85亿元，同比增长约36%。",
    [V("net_profit", "2025H1", "304.85"), G("net_profit", "2025H1", { v: "36", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "36%是前三季度增速；上半年+33.3%" },
  ),
  c("t", A, "tB", "quarterly", "2025年单季利润逐季走高，从一季度的140亿元一路升到四季度的232亿元。", [
    V("net_profit", "2025Q1", "140", "亿", "approx"),
    V("net_profit", "2025S4", "232", "亿", "approx"),
    UP("net_profit", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c("t", A, "fR", "quarterly", "2026年一季度净利率17.61%，与去年同期的17.55%基本持平。", [
    V("net_margin", "2026Q1", "17.61", "%"),
    V("net_margin", "2025Q1", "17.55", "%"),
    PP("net_margin", "2026Q1", { dir: "flat", flatTol: 0.5 }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "2026年一季度毛利率24.82%，较去年同期提升约2个百分点。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      PP("gross_margin", "2026Q1", { v: "2", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "24.41%→24.82%，+0.41个百分点" },
  ),
  c("t", A, "tM", "quarterly", "一季度归母净利207亿元，已相当于2025全年的近三成。", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    R("net_profit", "net_profit", "2026Q1", "30", { u: "%", cmp: "near", denPeriod: "2025" }),
  ]),
  c("t", A, "fR", "quarterly", "三季度末货币资金3242亿元，较二季度末减少约263亿元。", [
    V("cash", "2025M9", "3242", "亿", "approx"),
    D("cash", "2025M9", { base: "2025H1", v: "-263", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度归母净利润同比增长约52%，与营收增速同步。",
    [G("net_profit", "2026Q1", { v: "52", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "净利+48.5%，52%是营收增速" },
  ),
  c("t", A, "fR", "quarterly", "一季度末资产负债率62.32%，较2025年末小幅上升0.38个百分点。", [
    V("debt_ratio", "2026Q1", "62.32", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.38" }),
  ]),
  c("u", A, "tF", "quarterly", "2026年一季度经营现金流净额超过400亿元，回款节奏良好。", [U("季度经营现金流未存储")]),
  c("u", A, "bull", "quarterly", "二季度排产环比提升约15%，单季利润有望再创新高。", [U("排产数据与预测")]),
];

function PAIRX() {
  return { ...H.PAIR("revenue", "2025", undefined, { period2: "2023", mode: "lt" }), err: "wrong_extreme" };
}
