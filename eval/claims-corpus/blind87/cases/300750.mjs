// 宁德时代: FY2018-2019 and FY2021-2025 annual, quarters 2024H1..2026Q1 (no 2024Q1), bars from 2020-01-02,
// notices from 2026-02-09. Date: 2026-04-30 (FY2025 and 2026Q1 public).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ, PSUM } = H;
const { MCNOW, SNAP, BIAS, DD, POS52, HILO, MRET, MAXDAY, UPDAYS, MAX_CROSS, MAHOLD, LIN, X, RANK, IN, READ, IND } = H;
const c = H.maker("b87-nd", "300750");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- annual, adversarial -------------------------------------------------------------------------------------
  c("t", A, "bull", "annual", "2025年营收4237.02亿元，同比增长约17%，重回增长轨道并刷新历史纪录。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17", cmp: "approx", dir: "up" }),
    G("revenue", "2024", { dir: "down" }),
    MAX("revenue", "2025", Y5),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润722.01亿元，同比大增52.3%，盈利弹性远超收入端。",
    [V("net_profit", "2025", "722.01"), G("net_profit", "2025", { v: "52.3", err: "wrong_value" })],
    { err: "wrong_value", note: "实际+42.28%" },
  ),
  c("t", A, "bear", "annual", "别忘了2024年营收3620亿，同比下滑近一成，锂电周期并非只涨不跌。", [
    V("revenue", "2024", "3620", "亿", "approx"),
    G("revenue", "2024", { v: "-10", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "归母净利润增速从2023年的43.6%降到2025年的15%，利润增长明显失速。",
    [G("net_profit", "2023", { v: "43.6" }), G("net_profit", "2025", { v: "15", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "15.0%是2024年增速；2025年+42.3%" },
  ),
  c("t", A, "bull", "annual", "归母净利润2021年159亿→2025年722亿，连续四年增长，四年复合增速约46%。", [
    V("net_profit", "2021", "159", "亿", "approx"),
    V("net_profit", "2025", "722", "亿", "approx"),
    UP("net_profit", Y5),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
  ]),
  c("t", A, "bear", "annual", "资本开支2025年423.45亿元，比上年多出三成以上，扩产节奏又在加快。", [
    V("capex", "2025", "423.45"),
    G("capex", "2025", { v: "30", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "资产负债率61.94%，较上年抬升3.3个百分点，杠杆在往上走。",
    [V("debt_ratio", "2025", "61.94", "%"), PP("debt_ratio", "2025", { v: "3.3", err: "wrong_direction" })],
    { err: "wrong_direction", note: "65.24%→61.94%，下降3.30个百分点" },
  ),
  c("t", A, "bull", "annual", "负债率由2022年70.56%连降三年至61.94%，去杠杆与扩张同步推进。", [
    V("debt_ratio", "2022", "70.56", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    DOWN("debt_ratio", ["2022", "2023", "2024", "2025"]),
  ]),
  // ---- annual, FinDebate -----------------------------------------------------------------------------------------
  c("t", A, "fE", "annual", "毛利率26.27%、净利率18.12%，分别较2024年提升1.83和3.20个百分点。", [
    V("gross_margin", "2025", "26.27", "%"),
    V("net_margin", "2025", "18.12", "%"),
    PP("gross_margin", "2025", { v: "1.83" }),
    PP("net_margin", "2025", { v: "3.20" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年净利率18.12%，同比提升3.2%，盈利质量改善幅度有限。",
    [V("net_margin", "2025", "18.12", "%"), G("net_margin", "2025", { v: "3.2", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "+3.20是百分点；相对增幅约+21.4%" },
  ),
  c("t", A, "fE", "annual", "经营现金流1332.20亿元，约为归母净利润的1.85倍，利润含金量很高。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年经营现金流净额1332亿元，同比增幅不足两成。",
    [
      V("operating_cash_flow", "2025", "1332", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "20", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "969.90→1332.20，+37.35%" },
  ),
  c("t", A, "fR", "annual", "2025年投资活动现金净流出944.76亿元，约为上年488.75亿元的1.9倍。", [
    V("investing_cash_flow", "2025", "-944.76"),
    V("investing_cash_flow", "2024", "-488.75"),
    X("investing_cash_flow", "2025", "2024", { v: "1.9", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "账面货币资金3335亿，占总资产约34%，即使扩产提速也不缺粮。", [
    V("cash", "2025", "3335", "亿", "approx"),
    R("cash", "total_assets", "2025", "34", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "总资产9748.28亿元，同比增长逾三成，资产扩张快于收入。",
    [
      V("total_assets", "2025", "9748.28"),
      G("total_assets", "2025", { v: "30", cmp: "gt", err: "wrong_magnitude" }),
      H.GDIFF({ metric: "total_assets", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "0", cmp: "gt" }),
    ],
    { err: "wrong_magnitude", note: "7866.58→9748.28，+23.92%" },
  ),
  c("u", A, "fV", "annual", "2025年经营现金流减资本开支约909亿元，足以支撑2026年的海外扩产开支。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
    U("2026年海外扩产开支为计划，数据未存储"),
  ]),
  c("t", A, "fSy", "annual", "综合看，2025年营收+17%、归母净利+42%，利润增速高出收入约25个百分点。", [
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    H.GDIFF(
      { metric: "net_profit", period: "2025" },
      { metric: "revenue", period: "2025" },
      { v: "25", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "主导智能体：2025年营收同比+17%，但仍低于2023年4009亿的历史高点。",
    [
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      V("revenue", "2023", "4009", "亿", "approx"),
      MAX("revenue", "2023", Y5, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2025年4237亿已超2023年" },
  ),
  // ---- annual, TradingAgents -------------------------------------------------------------------------------------
  c(
    "t",
    A,
    "tF",
    "annual",
    "少数股东损益约46亿：净利润767.86亿减归母722.01亿，占净利润约6%。",
    [
      LIN(
        [
          ["net_income", 1],
          ["net_profit", -1],
        ],
        "2025",
        { v: "46", cmp: "approx" },
      ),
      V("net_income", "2025", "767.86"),
      V("net_profit", "2025", "722.01"),
      R("net_profit", "net_income", "2025", "94", { u: "%", cmp: "approx" }),
    ],
    { note: "占净利润约6%：归母/净利润约94%" },
  ),
  c(
    "f",
    A,
    "tF",
    "annual",
    "商誉仅8.37亿元，较上年微增，并购减值风险可以忽略。",
    [V("goodwill", "2025", "8.37"), G("goodwill", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "8.95→8.37，下降6.5%" },
  ),
  c("t", A, "tB", "annual", "2025年归母净利润首次突破700亿元，而2022年还只有307亿。", [
    V("net_profit", "2025", "700", "亿", "gt"),
    V("net_profit", "2024", "700", "亿", "lt"),
    RANK("net_profit", "2024", Y5, "max", 2),
    V("net_profit", "2022", "307", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年营收4237亿，仅比2022年多了5.7%，三年几乎原地踏步。",
    [
      V("revenue", "2025", "4237", "亿", "approx"),
      G("revenue", "2025", { base: "2022", v: "5.7", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2022年+28.9%；+5.7%是较2023年" },
  ),
  c("t", A, "tBe", "annual", "2025年营收4237亿，只比2023年的4009亿高出不到6%，两年增长有限。", [
    V("revenue", "2025", "4237", "亿", "approx"),
    V("revenue", "2023", "4009", "亿", "approx"),
    G("revenue", "2025", { base: "2023", v: "6", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "2025年总负债6038亿元，增速17.7%高于总资产增速，结构在恶化。",
    [
      V("total_liabilities", "2025", "6038", "亿", "approx"),
      G("total_liabilities", "2025", { v: "17.7", cmp: "approx" }),
      H.GDIFF(
        { metric: "total_liabilities", period: "2025" },
        { metric: "total_assets", period: "2025" },
        { v: "0", cmp: "gt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "负债+17.65%，资产+23.92%，负债增速更低" },
  ),
  c("t", A, "tP", "annual", "分配股利、利润或偿付利息支付的现金349亿元，同比增约35%。", [
    V("dividends_interest_paid", "2025", "349", "亿", "approx"),
    G("dividends_interest_paid", "2025", { v: "35", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "2025年归母净利润在2021—2025五年中排第一，2024年的507亿排第二。", [
    RANK("net_profit", "2025", Y5, "max", 1),
    RANK("net_profit", "2024", Y5, "max", 2),
    V("net_profit", "2024", "507", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "2022年营收同比增长约1.5倍，而到2025年营收已转为同比负增长。",
    [G("revenue", "2022", { v: "152", cmp: "approx" }), G("revenue", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025年+17.04%；转负的是2024年" },
  ),
  c("t", A, "vF", "annual", "2025年经营现金流1332亿、资本开支423亿，现金流约为开支的3.1倍。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    V("capex", "2025", "423", "亿", "approx"),
    R("operating_cash_flow", "capex", "2025", "3.1", { cmp: "approx" }),
  ]),
  // ---- quarterly -------------------------------------------------------------------------------------------------
  c("t", A, "bull", "quarterly", "2026年一季度营收1291.31亿元，同比增长52.45%，归母净利同比增超四成。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.45" }),
    G("net_profit", "2026Q1", { v: "40", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度归母净利207亿，环比2025年四季度下降约20%，旺季效应在消退。",
    [
      V("net_profit", "2026Q1", "207", "亿", "approx"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-20", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "231.67→207.38，环比-10.5%" },
  ),
  c("t", A, "bear", "quarterly", "2026Q1营收环比上季度的1406亿减少约8%，单季增速并非直线向上。", [
    V("revenue", "2025S4", "1406", "亿", "approx"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2025年四季度单季归母净利润231.67亿元，同比增长约57%，为全年最高单季。", [
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
    MAX("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年第四季度单季营收2830.72亿元，同比增长9.3%。",
    [
      V("revenue", "2025S4", "2830.72", "亿", "eq", { err: "wrong_period" }),
      G("revenue", "2025S4", { v: "9.3", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "2830.72亿与+9.28%是前三季度累计；Q4单季1406.30亿、+36.6%" },
  ),
  c("t", A, "fM", "quarterly", "近四个季度归母净利润约790亿元，已明显高于2025全年的722亿。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "790", cmp: "approx" },
    ),
    V("net_profit", "2025", "722", "亿", "approx"),
  ]),
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "2025年下半年归母净利约417亿元，比上半年的304.85亿多出三成以上。",
    [
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
          ["net_profit", "2025H1", -2],
        ],
        { v: "91", cmp: "gt" },
      ),
    ],
    { note: "多出三成以上：下半年-上半年>91亿（304.85的30%）" },
  ),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "一季度毛利率24.82%，同比下降0.41个百分点，价格战压力仍在。",
    [V("gross_margin", "2026Q1", "24.82", "%"), PP("gross_margin", "2026Q1", { v: "-0.41", err: "wrong_direction" })],
    { err: "wrong_direction", note: "24.41%→24.82%，提升0.41个百分点" },
  ),
  c("t", A, "tF", "quarterly", "2026Q1净利率17.61%，与去年同期17.55%基本持平。", [
    V("net_margin", "2026Q1", "17.61", "%"),
    V("net_margin", "2025Q1", "17.55", "%"),
    PP("net_margin", "2026Q1", { dir: "flat" }),
  ]),
  c("t", A, "tN", "quarterly", "一季度末货币资金3519.97亿元，较2025年末的3335亿继续增加。", [
    V("cash", "2026Q1", "3519.97"),
    V("cash", "2025", "3335", "亿", "approx"),
    H.PAIR("cash", "2026Q1", undefined, { period2: "2025", mode: "gt" }),
    G("cash", "2025", { dir: "up" }),
  ]),
  c(
    "u",
    A,
    "tB",
    "quarterly",
    "2025年一季度归母净利139.63亿，同比增长超三成，开年即加速。",
    [V("net_profit", "2025Q1", "139.63"), G("net_profit", "2025Q1", { v: "30", cmp: "gt" })],
    { note: "2024Q1未存储，同比不可判" },
  ),
  c("t", A, "vF", "quarterly", "前三季度营收2830.72亿，同比增9.28%，四季度单季才是真正的放量。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.28" }),
    G("revenue", "2025S4", { v: "30", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2026年一季度资产负债率62.32%，较年初下降0.38个百分点。",
    [
      V("debt_ratio", "2026Q1", "62.32", "%"),
      PP("debt_ratio", "2026Q1", { base: "2025", v: "-0.38", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "61.94%→62.32%，上升0.38个百分点" },
  ),
  // ---- technical -------------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘436元，站在MA20(425)与MA60(392)之上，但跌破了MA5和MA10。", [
    CLOSE("436"),
    MA(20, "value", { v: "425", cmp: "approx" }),
    MA(60, "value", { v: "392", cmp: "approx" }),
    MA(20, "above"),
    MA(60, "above"),
    MA(5, "below"),
    MA(10, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD在4月28日形成金叉，DIF上穿DEA，短线动能重新转强。",
    [MACD("golden_cross", 3, { err: "technical" }), MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "4月28日是死叉，DIF 11.76 < DEA 12.85" },
  ),
  c("t", A, "tT", "technical", "DIF 11.76仍在零轴上方，但已跌破DEA 12.85，属于高位死叉。", [
    MACD("dif_value", undefined, { v: "11.76" }),
    MACD("dea_value", undefined, { v: "12.85" }),
    MACD("dif_above_zero"),
    MACD("death_cross", 5),
  ]),
  c("t", A, "tT", "technical", "MA20>MA60>MA120>MA250，中长期均线呈标准多头排列。", [
    MAORDER([20, 60, 120, 250], "bull"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MA5>MA10>MA20>MA60，短中期均线全部多头排列。",
    [MAORDER([5, 10, 20, 60], "bull", { err: "technical" })],
    { err: "technical", note: "MA5 437.69 < MA10 438.80" },
  ),
  c("t", A, "tT", "technical", "RSI14约56，处于中性区间，既不超买也不超卖。", [
    RSI("56", "approx"),
    RSI("30", "gt"),
    RSI("70", "lt"),
  ]),
  c("t", A, "bull", "technical", "过去250个交易日股价上涨约93%，近一年几乎翻倍。", [
    RET(250, { v: "93", cmp: "approx" }),
    RET(250, { size: "接近翻倍" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "最近60个交易日累计上涨约45%，趋势极强。",
    [RET(60, { v: "45", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "60日+28.46%；45%左右是2025-10-31的60日涨幅" },
  ),
  c("t", A, "bear", "technical", "距52周高点460元仍回落约5%，最近5个交易日小跌0.66%。", [
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
    RET(5, { v: "-0.66" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "收盘436元，已回落到52周最低点附近，一年涨幅基本回吐。",
    [LO52({ v: "10", cmp: "lt", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "收盘436较52周低点231.2高出88.6%；250日+93%" },
  ),
  c("t", A, "tT", "technical", "股价处于52周区间的约九成位置，接近上沿。", [POS52({ v: "90", cmp: "approx" })]),
  c("t", A, "tS", "technical", "近20日均量较前20日放大约13%，属于温和放量。", [
    H.VOLR({ v: "1.13", cmp: "approx" }),
    VOL("expand"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20日成交明显缩量，量能只有前一阶段的八成。",
    [VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.132，放量" },
  ),
  c("u", A, "tT", "technical", "60日乖离率约+11%，中期涨幅偏大，短线存在回归均线的需求。", [
    BIAS(60, { v: "11", cmp: "approx" }),
    U("回归均线的需求是判断"),
  ]),
  c("t", A, "tTr", "technical", "今年以来收盘最高453.98元（4月16日），最低338.90元（3月4日）。", [
    HILO("max", "2026-01-01", { v: "453.98" }),
    HILO("min", "2026-01-01", { v: "338.90" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "4月份股价上涨约17%，是今年涨幅最大的月份。",
    [
      MRET("2026-04", { v: "17", cmp: "approx", err: "wrong_period" }),
      MRET("2026-04", { v: "17.45", cmp: "gt", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "4月+8.54%；+17.45%是3月（1月-4.70%、2月-2.28%），最大月份是3月" },
  ),
  c("t", A, "tTr", "technical", "今年以来股价上涨约18.7%，2025年末收盘367.26元。", [
    RET("2025-12-31", { v: "18.7", cmp: "approx" }),
    CLOSE("367.26", "eq", { date: "2025-12-31" }),
  ]),
  c("t", A, "tNe", "technical", "近20日最大单日涨幅6.67%（4月10日），最大单日跌幅约3.7%。", [
    MAXDAY(20, "up", { v: "6.67" }),
    MAXDAY(20, "down", { v: "-3.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "近10个交易日有7天收涨，多头情绪过热，需防回调。",
    [UPDAYS(10, { v: "7", err: "wrong_value" })],
    { err: "wrong_value", note: "近10日收涨4天" },
  ),
  c("t", A, "tC", "technical", "近20日振幅约19%，收盘自20日高点回撤近4%。", [
    H.AMP(20, { v: "19", cmp: "approx" }),
    DD(20, { v: "-4", cmp: "near" }),
  ]),
  c("t", A, "vT", "technical", "收盘连续10个交易日站在MA20之上，且本周跌破了5日线。", [
    MAHOLD(20, 10, "above"),
    MAX_CROSS(5, "down", 5),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "股价较2024年末266元已上涨约167%，涨幅惊人。",
    [
      CLOSE("266", "eq", { date: "2024-12-31" }),
      RET("2024-12-31", { v: "167", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2024年末+63.9%；+167.1%是较2023年末（163.26元）" },
  ),
  // ---- valuation -------------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "按4月30日收盘436元，对应2025年归母净利的PE约27.5倍。", [
    CLOSE("436"),
    MCNOW("2025", "27.5"),
  ]),
  c("t", A, "fV", "valuation", "以近四个季度归母净利计，滚动市盈率约25倍，低于静态PE。", [
    MCNOW("2026Q1TTM", "25"),
    MCNOW("2025", "25", "gt"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "valuation",
    "当前股价对应2025年业绩静态PE超过35倍，估值已透支成长。",
    [MCNOW("2025", "35", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE约27.5倍" },
  ),
  c("t", A, "vF", "valuation", "7月4日快照市净率5.02倍、总市值约1.21万亿元。", [
    SNAP("pb", "5.02", "x", "eq"),
    SNAP("marketCap", "1.21", "万亿"),
  ]),
  // ---- announcements ---------------------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "3月10日公告2025年度利润分配预案，并提请授权董事会制定2026年中期分红。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度利润分配预案" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2026年中期分红" }),
  ]),
  c("t", A, "tN", "announcement", "4月7日披露A股回购结果暨股份变动公告，回购已实施完毕。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "回购结果" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司2月公告向特定对象发行A股预案，定增募资将摊薄每股收益。",
    [EV("placement", true, { from: "2026-02-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09以来无定增公告；2月发行的是科创公司债" },
  ),
  c("t", A, "tA", "announcement", "2月推出2026年A股员工持股计划草案，4月又授予了预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-28", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-01", title: "预留份额" }),
  ]),
  c("t", A, "tC", "announcement", "2月公开发行科技创新公司债券（第一期），已于2月26日在深交所上市。", [
    EV("bond", true, { from: "2026-02-10", to: "2026-02-12", title: "科技创新" }),
    EV("bond", true, { from: "2026-02-26", to: "2026-02-26", title: "上市" }),
  ]),
  // ---- industry / undecidable ------------------------------------------------------------------------------------
  c(
    "f",
    A,
    "tA",
    "industry",
    "负债率61.94%，和银行、保险一样属于经营性高杠杆常态，不必担心。",
    [V("debt_ratio", "2025", "61.94", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "高负债属常态的是银行和保险，电池制造不是" },
  ),
  c("u", A, "tF", "undecidable", "储能电池出货占比已接近两成，第二增长曲线逐步成型。", [U("分业务出货量未存储")]),
  c("u", A, "bear", "undecidable", "比亚迪刀片电池外供提速，宁德国内装机份额已跌破40%。", [
    U("装机份额与同行数据未存储"),
  ]),
  c("u", A, "tTr", "undecidable", "若钠电池今年量产顺利，2026年归母净利有望突破900亿元。", [U("业绩预测")]),
  c("u", A, "fM", "undecidable", "按机构一致预期，2026年PE将回落到20倍附近，目标价520元。", [
    U("一致预期与目标价"),
    MCNOW("2025", "20", "gt"),
  ]),
  c("u", A, "tS", "undecidable", "北向资金4月连续净买入，融资余额创年内新高。", [U("资金流向与两融余额未存储")]),
  c("u", A, "bull", "undecidable", "海外工厂匈牙利基地年内投产，欧洲收入占比将升至三成。", [
    U("海外分地区收入与投产进度未存储"),
  ]),
  c("u", A, "tM", "undecidable", "盈利大增主要得益于碳酸锂价格回落带来的成本红利，而非提价。", [
    G("net_profit", "2025", { v: "40", cmp: "gt" }),
    U("归因于原材料价格"),
  ]),
  c("t", A, "tP", "annual", "组合经理：2025年利润+42%且经营现金流+37%，基本面是加分项，维持超配。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    READ(G("net_profit", "2025"), "positive"),
  ]),
  c("t", A, "fQ", "annual", "质疑：17%的营收增速谈不上高景气，2024年营收还同比下滑了9.7%。", [
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    G("revenue", "2024", { v: "-9.7" }),
  ]),
  // ---- one slip per point, and a few more open points ------------------------------------------------------------
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年末商誉83.7亿元，占总资产不足1%，并购包袱很轻。",
    [
      V("goodwill", "2025", "83.7", "亿", "eq", { err: "wrong_magnitude" }),
      R("goodwill", "total_assets", "2025", "1", { u: "%", cmp: "lt" }),
    ],
    { err: "wrong_magnitude", note: "商誉8.37亿，差十倍" },
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利润722亿元，同比增长42%，是盈利拐点之年。",
    [
      V("net_profit", "2024", "722", "亿", "approx", { err: "wrong_period" }),
      G("net_profit", "2024", { v: "42", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "722亿、+42%是2025年；2024年507.45亿、+15.0%" },
  ),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年毛利率26.27%，同比提升7.5个百分点，价格战影响已出清。",
    [
      V("gross_margin", "2025", "26.27", "%"),
      PP("gross_margin", "2025", { v: "7.5", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "提升1.83个百分点；7.5%是相对增幅" },
  ),
  c(
    "f",
    A,
    "tT",
    "technical",
    "4月30日收盘突破前20个交易日全部收盘价，放量创出阶段新高。",
    [H.BRK(20, "up", { err: "technical" }), VOL("expand")],
    { err: "technical", note: "前20日收盘最高453.98，436未突破" },
  ),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "4月30日收盘436元，是今年以来的最高收盘价。",
    [CLOSE("436"), HILO("max", "2026-01-01", { v: "436", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "今年收盘最高453.98元（4月16日）" },
  ),
  c("t", A, "tNe", "industry", "负债率61.94%不能套用银行保险九成负债的常态，制造业要单独看偿债。", [
    V("debt_ratio", "2025", "61.94", "%"),
    IND("high_debt_is_risk"),
  ]),
  c("u", A, "fM", "undecidable", "一季度归母净利同比+48.5%，高于亿纬锂能同期增速。", [
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
    U("同行不在样本内"),
  ]),
  c("u", A, "tTr", "undecidable", "五一节后股价已站上480元，创下历史新高。", [U("日期晚于存储的日线")]),
  // ---- more single quarters ------------------------------------------------------------------------------------
  c("t", A, "tF", "quarterly", "前三季度归母净利490.34亿(+36.2%)，全年722亿，四季度一季就贡献了约32%。", [
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2" }),
    V("net_profit", "2025", "722", "亿", "approx"),
    R("net_profit", "net_profit", "2025S4", "32", { denPeriod: "2025", u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "2025年二季度单季归母净利304.85亿元，同比增长33%，利润加速释放。",
    [
      V("net_profit", "2025S2", "304.85", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S2", { v: "33", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "304.85亿、+33%是上半年累计；Q2单季165.23亿，同比不可算（无2024Q1）" },
  ),
  c("t", A, "fM", "quarterly", "单季营收从2025Q1的847亿升到Q4的1406亿，连续三个季度环比增长。", [
    V("revenue", "2025Q1", "847", "亿", "approx"),
    V("revenue", "2025S4", "1406", "亿", "approx"),
    UP("revenue", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "2025年单季归母净利逐季走高，2026年一季度再创单季新高。",
    [
      UP("net_profit", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
      MAX("net_profit", "2026Q1", ["2025Q1", "2025S2", "2025S3", "2025S4", "2026Q1"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2026Q1 207.38亿低于2025Q4 231.67亿" },
  ),
  c("t", A, "fSy", "quarterly", "近四个季度营收合计约4681亿元，比2025全年多出约444亿。", [
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2026Q1", 1],
        ["revenue", "2025Q1", -1],
      ],
      { v: "4681", cmp: "approx" },
    ),
    PSUM(
      [
        ["revenue", "2026Q1", 1],
        ["revenue", "2025Q1", -1],
      ],
      { v: "444", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tN",
    "quarterly",
    "一季度归母净利207.38亿元，同比增长约58%，开年延续高增。",
    [V("net_profit", "2026Q1", "207.38"), G("net_profit", "2026Q1", { v: "58", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "139.63→207.38，+48.5%" },
  ),
  c("t", A, "fR", "quarterly", "一季度末货币资金约3520亿，比上年同期末的3213亿多出约9.5%。", [
    V("cash", "2026Q1", "3520", "亿", "approx"),
    V("cash", "2025Q1", "3213", "亿", "approx"),
    G("cash", "2026Q1", { v: "9.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "quarterly",
    "2026年一季度营收1291亿，环比大增超五成，订单集中交付。",
    [
      V("revenue", "2026Q1", "1291", "亿", "approx"),
      QOQ("revenue", "2026Q1", "2025S4", { v: "50", cmp: "gt", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "+52.45%是同比；环比-8.2%" },
  ),
  c("u", A, "tTr", "quarterly", "按订单节奏，2026年二季度单季营收有望突破1500亿元。", [U("季度预测")]),
];
