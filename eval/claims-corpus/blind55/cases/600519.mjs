// 贵州茅台: FY2019-2025 (2022 partial), quarters 2025Q1..2026Q1 (Tushare), bars 2024-01-02..2026-04-30,
// annual-report notices only (up to the FY2024 report). Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { QOQ, PSUM, POS52, MCNOW, X, BIAS, RANK, SPAN, IN, LIN, READ, SNAP, BRK, DD, HILO, AVG, SUM } = H;
const c = H.maker("b55-mt", "600519");
const A = "2026-04-30";

export default [
  c(
    "t",
    A,
    "bear",
    "annual",
    "2025年归母净利润823.20亿元，比2024年的862.28亿元少了约39亿元，结束了此前连续五年的增长。",
    [
      V("net_profit", "2025", "823.20"),
      V("net_profit", "2024", "862.28"),
      D("net_profit", "2025", { v: "-39", cmp: "approx" }),
      UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "营业收入1688.38亿元，同比仍微增约1.2%，在行业去库存周期里守住了正增长。",
    [
      V("operating_revenue", "2025", "1688.38"),
      G("operating_revenue", "2025", { v: "1.2", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-1.21%" },
  ),
  c("t", A, "bull", "quarterly", "一季度归母净利272.43亿元，同比增约1.5%，利润在去年四季度的低点后重新抬头。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    QOQ("net_profit", "2026Q1", "2025S4", { dir: "up" }),
    MIN("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2026年一季度归母净利润同比下滑约1.5%，开年即告负增长。",
    [G("net_profit", "2026Q1", { v: "-1.5", cmp: "approx", dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "实际+1.47%" },
  ),
  c("t", A, "fE", "annual", "ROE由36.02%回落至32.53%，一年掉了3.49个百分点，但仍在三成以上。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.49" }),
    V("roe", "2025", "30", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "ROE从36.02%降到32.53%，降幅3.49%，盈利能力出现实质性松动。",
    [PP("roe", "2025", { v: "-3.49" }), G("roe", "2025", { v: "-3.49", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "下降3.49个百分点，相对降幅约9.7%" },
  ),
  c("t", A, "fR", "annual", "经营现金流615.22亿元，同比少了三分之一左右，已低于当年分红付现的672.42亿元。", [
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-33.3", cmp: "approx" }),
    V("dividends_interest_paid", "2025", "672.42"),
    R("operating_cash_flow", "dividends_interest_paid", "2025", "1", { cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年经营性现金流净额924.64亿元，对归母净利的覆盖超过1.1倍，现金含量扎实。",
    [
      V("operating_cash_flow", "2025", "924.64", "亿", "eq", { err: "wrong_period" }),
      R("operating_cash_flow", "net_profit", "2025", "1.1", { cmp: "gt", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "924.64亿是2024年，2025年为615.22亿，覆盖0.75倍" },
  ),
  c("t", A, "fV", "valuation", "按4月30日收盘1384.79元和2025年823亿归母净利测算，市盈率约21倍。", [
    CLOSE("1384.79"),
    V("net_profit", "2025", "823", "亿", "approx"),
    MCNOW("2025", "21"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以近四个季度归母净利827亿元计，当前股价对应PE仅约17倍，估值已回到历史底部。",
    [
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2026Q1", 1],
          ["net_profit", "2025Q1", -1],
        ],
        { v: "827", cmp: "approx" },
      ),
      MCNOW("2026Q1TTM", "17", "approx", { err: "wrong_value" }),
      U("历史估值分位无存储"),
    ],
    { err: "wrong_value", note: "TTM PE约21.0倍" },
  ),
  c("t", A, "tT", "technical", "收盘1384.79元，已跌破5/10/20/60日全部短中期均线，且MA5<MA10<MA20<MA60呈空头排列。", [
    CLOSE("1384.79"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD在4月中旬刚刚金叉，DIF上穿DEA，短线反弹信号已经确认。",
    [MACD("golden_cross", 12, { err: "technical" }), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "4月17日为死叉，DIF -10.03 < DEA -4.72" },
  ),
  c("t", A, "tS", "technical", "RSI(14)回落到40以下，约39.6，情绪偏弱但尚未进入超卖区。", [
    RSI("40", "lt"),
    RSI("39.6", "approx"),
    RSI("30", "gt"),
  ]),
  c("t", A, "tBe", "technical", "股价距52周高点1645元已回撤近16%，处在全年区间的下沿附近。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "near" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "近一年股价仍有一成左右的涨幅，长期资金并未离场。",
    [RET(250, { v: "10", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "250个交易日-11.57%" },
  ),
  c("t", A, "tN", "technical", "较2025年末的1377.18元，茅台今年以来仅微涨0.55%，几乎原地踏步。", [
    CLOSE("1377.18", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "0.55" }),
    SPAN("2025-12-31", { dir: "flat" }),
  ]),
  c("t", A, "fM", "technical", "近20日均量较前20日放大约6%，下跌途中略有放量。", [
    H.VOLR({ v: "1.06", cmp: "approx" }),
    RET(20, { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "近20个交易日成交量较前期萎缩超过两成，抛压已基本出清。",
    [VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.063，放量" },
  ),
  c("t", A, "tB", "quarterly", "一季度经营现金流269.10亿元，是去年同期88.09亿元的三倍多，回款节奏明显修复。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度毛利率89.76%，较上年同期的91.97%下滑了2.21%，提价红利正在消退。",
    [
      V("gross_margin", "2026Q1", "89.76", "%"),
      V("gross_margin", "2025Q1", "91.97", "%"),
      G("gross_margin", "2026Q1", { v: "-2.21", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "下降2.21个百分点，相对降幅约2.4%" },
  ),
  c("t", A, "fS", "quarterly", "毛利率从91.97%降到89.76%，同比少了2.21个点，净利率仍守在52%以上。", [
    V("gross_margin", "2025Q1", "91.97", "%"),
    V("gross_margin", "2026Q1", "89.76", "%"),
    PP("gross_margin", "2026Q1", { v: "-2.21" }),
    V("net_margin", "2026Q1", "52", "%", "gt"),
  ]),
  c("t", A, "fR", "annual", "资产负债率16.42%，较2024年的19.04%下降2.6个百分点，财务杠杆几乎可以忽略。", [
    V("debt_ratio", "2025", "16.42", "%"),
    V("debt_ratio", "2024", "19.04", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "资产负债率16.42%创下2019年以来新高，财务结构值得警惕。",
    [
      V("debt_ratio", "2025", "16.42", "%"),
      MAX("debt_ratio", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2025年为七年最低" },
  ),
  c("t", A, "fL", "annual", "货币资金516.91亿元，为2021年以来最低，连续两年下降。", [
    V("cash", "2025", "516.91"),
    MIN("cash", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    DOWN("cash", ["2023", "2024", "2025"]),
  ]),
  c("t", A, "tM", "annual", "2019→2024年归母净利从412亿增到862亿，年复合增速约15.9%，2025年才首度转负。", [
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2024", "862", "亿", "approx"),
    CAGR("net_profit", "2019", "2024", { v: "15.9", cmp: "approx" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "归母净利润是2019年的2.5倍以上，六年翻了一倍半。",
    [X("net_profit", "2025", "2019", { v: "2.5", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "823.20/412.06≈2.0倍" },
  ),
  c("t", A, "tP", "quarterly", "去年四季度单季归母净利176.93亿元，是2025年四个季度里最低的一季。", [
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "tP",
    "quarterly",
    "2025年下半年归母净利约369亿元，比上半年的454亿还多，下半年明显发力。",
    [
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { v: "369", cmp: "approx" },
      ),
      V("net_profit", "2025H1", "454", "亿", "approx"),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { over: ["net_profit", "2025H1"], v: "1", cmp: "gt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "下半年369.17亿，少于上半年454.03亿" },
  ),
  c("u", A, "tTr", "annual", "自由现金流（经营现金流减资本开支）约584亿元，但投资净流出316亿，现金被理财类资产占用。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
    V("investing_cash_flow", "2025", "-316", "亿", "approx"),
    U("投资流出的去向（理财）无分项存储"),
  ]),
  c("u", A, "fV", "undecidable", "飞天茅台批价已跌破出厂价附近，渠道利润被压缩到近十年最薄。", [
    U("批价与渠道利润不在存储数据中"),
  ]),
  c("u", A, "bull", "undecidable", "i茅台直销占比提升到四成，直营化将继续托底毛利率。", [U("分渠道收入无存储")]),
  c("u", A, "tN", "undecidable", "一季度营业收入539.09亿元，但系列酒增速明显快于茅台酒。", [
    V("operating_revenue", "2026Q1", "539.09"),
    U("分产品收入无存储"),
  ]),
  c("u", A, "tF", "announcement", "公司已公布2025年年度报告，全年拟每股派现超过30元。", [
    V("net_profit", "2025", "823.20"),
    U("2025年报分红方案公告未收录（茅台公告只存到2024年报）"),
  ]),
  c("t", A, "fSy", "quarterly", "一季度营收539.09亿元、同比增约6.5%，增速快于同期约1.5%的净利润增速。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "2025年净利率50.53%，较上年反而提升，基本面上盈利质量并未变差。",
    [V("net_margin", "2025", "50.53", "%"), PP("net_margin", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2024年52.27%，下降1.74个百分点" },
  ),
  c("t", A, "vT", "technical", "收盘价跌破此前20个交易日的最低收盘，技术上弱势未改。", [
    BRK(20, "down"),
    MA(20, "below"),
  ]),
];
