// 贵州茅台: FY2019-2025, quarters 2025Q1..2026Q1 (Tushare), bars 2024-01-02..2026-04-30, annual-report notices only.
// Dates: 2026-04-30 (FY2025 and 2026Q1 public) and 2025-04-30 (FY2024 public).
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MIN,
  UP,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  VOL,
  EV,
  U,
  CAGR,
  QOQ,
  PSUM,
  POS52,
  MCNOW,
  X,
  BIAS,
  RANK,
  SPAN,
  IN,
} = H;
const c = H.maker("b10-mt", "600519");
const A = "2026-04-30";
const P = "2025-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  // DeepSeek-style bull / bear points: one metric, a rounding, a turn.
  c("t", A, "bear", "annual", "2025年茅台归母净利润约823亿元，同比减少4.5%左右，这是2019年以来首次出现年度负增长。", [
    V("net_profit", "2025", "823", "亿", "approx"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    DOWN1("2025"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润约823亿元，同比下滑超过一成，高端白酒的需求疲态已传导到龙头。",
    [
      V("net_profit", "2025", "823", "亿", "approx"),
      G("net_profit", "2025", { v: "-10", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际-4.53%" },
  ),
  c("t", A, "bull", "annual", "即便2025年利润小幅回落，茅台全年仍实现归母净利润八百二十余亿元，净利率维持在50%以上。", [
    G("net_profit", "2025", { dir: "down", size: "小幅下滑" }),
    V("net_profit", "2025", IN("820", "830")),
    V("net_margin", "2025", "50", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年营业总收入1720.54亿元，同比仍有约1.2%的正增长，龙头韧性可见一斑。",
    [
      V("revenue", "2025", "1720.54"),
      G("revenue", "2025", { v: "1.2", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-1.20%" },
  ),
  c("t", A, "fE", "annual", "营业总收入由2024年的1741.44亿元小降至1720.54亿元，降幅约1.2%，基本持平。", [
    V("revenue", "2024", "1741.44"),
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { v: "-1.2", cmp: "approx", size: "基本持平" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年营业收入1688.38亿元，较2023年下降约1.2%，两年维度看已原地踏步。",
    [
      V("operating_revenue", "2025", "1688.38"),
      G("operating_revenue", "2025", { base: "2023", v: "-1.2", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-1.2%是较2024年；较2023年+14.3%" },
  ),
  c("t", A, "fR", "annual", "经营活动现金流净额从924.64亿元降至615.22亿元，降幅约三分之一，与利润的背离值得跟踪。", [
    V("operating_cash_flow", "2024", "924.64"),
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-33.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年经营现金流615亿元，仅为归母净利润的0.57倍，利润含金量明显下降。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      R("operating_cash_flow", "net_profit", "2025", "0.57", { err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "615.22/823.20=0.75" },
  ),
  c("t", A, "fR", "annual", "经营现金流/归母净利润在2025年约为0.75倍，而2024年这一比值超过1倍。", [
    R("operating_cash_flow", "net_profit", "2025", "0.75", { cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2024", "1", { cmp: "gt" }),
  ]),
  c("u", A, "fV", "annual", "资产负债率降到16.42%，比上年再低2.6个百分点左右，账上几乎没有有息负债压力。", [
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
    U("有息负债未存储"),
  ]),
  c("t", A, "fV", "annual", "资产负债率16.42%，比上年下降约2.6个百分点。", [
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "资产负债率16.42%，为2019年以来的次低水平，财务结构稳健。",
    [V("debt_ratio", "2025", "16.42", "%"), RANK("debt_ratio", "2025", Y, "min", 2, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2025年为七年最低" },
  ),
  c("u", A, "tF", "annual", "2025年ROE（加权）32.53%，较2024年的36.02%回落约3.5个百分点，仍属A股第一梯队。", [
    V("roe", "2025", "32.53", "%"),
    V("roe", "2024", "36.02", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
    U("A股第一梯队：需全市场数据"),
  ]),
  c("t", A, "tF", "annual", "加权ROE 32.53%，较上一年的36.02%回落约3.5个百分点。", [
    V("roe", "2025", "32.53", "%"),
    V("roe", "2024", "36.02", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年加权ROE约32.5%，同比下降约0.35个百分点，盈利能力基本稳定。",
    [V("roe", "2025", "32.5", "%", "approx"), PP("roe", "2025", { v: "-0.35", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际-3.49个百分点，小数点错一位" },
  ),
  c("t", A, "tB", "annual", "2019-2025年归母净利润从412亿元做到823亿元，六年几乎翻了一倍。", [
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    X("net_profit", "2025", "2019", { v: "2", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2019年至2024年归母净利润年复合增速接近20%，长期成长曲线未变。",
    [CAGR("net_profit", "2019", "2024", { v: "20", cmp: "near", err: "wrong_value" })],
    { err: "wrong_value", note: "CAGR约15.9%" },
  ),
  c("t", A, "tB", "annual", "2019到2024年，归母净利润的年复合增速约16%，且五年无一年下滑。", [
    CAGR("net_profit", "2019", "2024", { v: "16", cmp: "approx" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  c("t", A, "tBe", "annual", "利润增长曲线在2025年拐头：归母净利润由862.28亿元降到823.20亿元，少赚约39亿元。", [
    V("net_profit", "2024", "862.28"),
    V("net_profit", "2025", "823.20"),
    D("net_profit", "2025", { v: "-39", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年归母净利润同比少赚约49亿元，降至823亿元上下。",
    [
      D("net_profit", "2025", { v: "-49", cmp: "approx", err: "wrong_value" }),
      V("net_profit", "2025", "823", "亿", "approx"),
    ],
    { err: "wrong_value", note: "少赚39.08亿元" },
  ),
  c("t", A, "tC", "annual", "货币资金从592.96亿元降至516.91亿元，同时投资活动现金净流出扩大到316亿元以上。", [
    V("cash", "2024", "592.96"),
    V("cash", "2025", "516.91"),
    V("investing_cash_flow", "2025", "-316", "亿", "le"),
    D("investing_cash_flow", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "2025年投资活动现金净流出约31.6亿元，资本开支节奏温和。",
    [V("investing_cash_flow", "2025", "-31.6", "亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际-316.42亿元，差10倍" },
  ),
  c("t", A, "tA", "annual", "2025年分配股利、利润或偿付利息支付的现金约672亿元，接近同期归母净利润的82%。", [
    V("dividends_interest_paid", "2025", "672", "亿", "approx"),
    R("dividends_interest_paid", "net_profit", "2025", "82", { u: "%", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "现金分红类支出2025年约672亿元，较2024年的709.51亿元有所增加。",
    [
      V("dividends_interest_paid", "2025", "672", "亿", "approx"),
      V("dividends_interest_paid", "2024", "709.51"),
      G("dividends_interest_paid", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "672.42<709.51" },
  ),
  c("u", A, "tA", "annual", "公司2025年度分红率维持在75%以上，股息率有望继续领先白酒板块。", [
    U("分红率需分红预案，未存储"),
    U("股息率与板块对比"),
  ]),
  c("t", A, "fSy", "annual", "毛利率91.18%，较上年下滑约0.75个百分点，但仍在90%之上。", [
    V("gross_margin", "2025", "91.18", "%"),
    PP("gross_margin", "2025", { v: "-0.75", cmp: "approx" }),
    V("gross_margin", "2025", "90", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "毛利率91.18%，比2024年提升约0.75个百分点，提价效应仍在释放。",
    [
      V("gross_margin", "2025", "91.18", "%"),
      PP("gross_margin", "2025", { v: "0.75", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "-0.75pp" },
  ),
  // Quarterly: cumulative and single quarters, 同比 / 环比 mixed.
  c("u", A, "tF", "quarterly", "2026年一季度归母净利润272.43亿元，同比增长约1.5%，在行业下行期仍守住了正增长。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx", dir: "up" }),
    U("行业下行期"),
  ]),
  c("t", A, "tF", "quarterly", "26Q1归母净利272.43亿，同比+1.47%。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.47" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "26Q1归母净利润272亿元出头，同比增长约14.7%，开年即重回两位数增长。",
    [
      V("net_profit", "2026Q1", IN("272", "273")),
      G("net_profit", "2026Q1", { v: "14.7", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+1.47%" },
  ),
  c("t", A, "bull", "quarterly", "一季度营业收入539亿元左右，单季净利率约52%，盈利质量没有走样。", [
    V("operating_revenue", "2026Q1", "539", "亿", "approx"),
    V("net_margin", "2026Q1", "52", "%", "approx"),
  ]),
  c("t", A, "bull", "quarterly", "2026Q1经营现金流269亿元，是去年同期88亿元的三倍有余。", [
    V("operating_cash_flow", "2026Q1", "269", "亿", "approx"),
    V("operating_cash_flow", "2025Q1", "88", "亿", "approx"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度经营现金流269亿元，同比增长约2倍，即去年同期的两倍。",
    [
      V("operating_cash_flow", "2026Q1", "269", "亿", "approx"),
      X("operating_cash_flow", "2026Q1", "2025Q1", { v: "2", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "269.10/88.09=3.05倍，增长约2倍即三倍，自相矛盾的换算" },
  ),
  c("t", A, "bear", "quarterly", "拆单季看，2025年四季度归母净利润约177亿元，环比三季度的192亿元下降约8%。", [
    V("net_profit", "2025S4", "177", "亿", "approx"),
    V("net_profit", "2025S3", "192", "亿", "approx"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2025年第四季度单季归母净利润约192亿元，为全年四个季度中的最低。",
    [
      V("net_profit", "2025S4", "192", "亿", "approx", { err: "wrong_period" }),
      MIN("net_profit", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
    ],
    { err: "wrong_period", note: "192亿是Q3，Q4为176.93亿" },
  ),
  c("t", A, "bear", "quarterly", "2025年四个季度里，单季归母净利润在四季度最低，仅约177亿元。", [
    MIN("net_profit", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
    V("net_profit", "2025S4", "177", "亿", "approx"),
  ]),
  c("t", A, "fM", "quarterly", "2025年下半年归母净利润约369亿元，明显少于上半年的454亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fM",
    "quarterly",
    "前三季度归母净利润823亿元，四季度压力不大。",
    [V("net_profit", "2025M9", "823", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "823亿为全年；前三季度646.27亿" },
  ),
  c("t", A, "fM", "quarterly", "截至2025年三季度末，累计归母净利润646亿元，全年最终为823亿元，四季度贡献约177亿元。", [
    V("net_profit", "2025M9", "646", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    V("net_profit", "2025S4", "177", "亿", "approx"),
  ]),
  c("t", A, "tN", "quarterly", "一季度资产负债率12.12%，比2025年末的16.42%又低了约4.3个百分点。", [
    V("debt_ratio", "2026Q1", "12.12", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "-4.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "quarterly",
    "一季度毛利率89.76%，较去年同期提升约2.2个百分点。",
    [
      V("gross_margin", "2026Q1", "89.76", "%"),
      PP("gross_margin", "2026Q1", { v: "2.2", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "91.97→89.76，-2.21pp" },
  ),
  c("t", A, "tC", "quarterly", "一季度毛利率89.76%，较上年同期的91.97%下滑2个多百分点，需警惕产品结构变化。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    V("gross_margin", "2025Q1", "91.97", "%"),
    PP("gross_margin", "2026Q1", { v: "-2", cmp: "lt" }),
    PP("gross_margin", "2026Q1", { v: "-3", cmp: "gt" }),
  ]),
  c("t", A, "tP", "quarterly", "按TTM口径，截至2026年一季度的归母净利润约827亿元。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
  ]),
  c("u", A, "tP", "quarterly", "一季度飞天批价企稳在2000元附近，渠道库存回到健康水平。", [
    U("批价未存储"),
    U("渠道库存未存储"),
  ]),
  c("u", A, "fS", "quarterly", "2026年一季度业绩略超市场一致预期，i茅台渠道占比继续提升。", [
    U("一致预期"),
    U("渠道结构"),
  ]),
  // Technicals on 2026-04-30.
  c("t", A, "tT", "technical", "股价1384.79元，位于MA20（1433.56）和MA60（1441.22）之下，中短期均线呈空头压制。", [
    CLOSE("1384.79"),
    MA(20, "below"),
    MA(60, "below"),
    MA(20, "value", { v: "1433.56" }),
    MA(60, "value", { v: "1441.22" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘1384.79元，已重新站上MA20，短线修复信号出现。",
    [CLOSE("1384.79"), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "MA20 1433.56在收盘价上方" },
  ),
  c("t", A, "tT", "technical", "RSI(14)约39.6，处在40下方的偏弱区，但离30的超卖线还有距离。", [
    RSI("39.6", "approx"),
    RSI("40", "lt"),
    RSI("30", "gt"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI(14)已跌破30进入超卖区，技术性反弹一触即发。",
    [RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI 39.64" },
  ),
  c("t", A, "tT", "technical", "MACD在4月17日前后形成死叉，DIF目前在零轴下方约-10。", [
    MACD("dead_cross", 10),
    MACD("dif_below_zero"),
    MACD("dif_value", undefined, { v: "-10", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "MACD近10个交易日刚刚金叉，DIF上穿DEA，技术面转暖。",
    [MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "最近一次为4-17死叉" },
  ),
  c("t", A, "vT", "technical", "近20个交易日股价下跌约5.1%，期间成交量并未萎缩，20日均量略高于前20日。", [
    RET(20, { v: "-5.1", cmp: "approx" }),
    VOL("expand"),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "近一个月股价跌约5%，且明显缩量，抛压有衰竭迹象。",
    [RET(20, { v: "-5", cmp: "approx" }), VOL("shrink", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.063，放量" },
  ),
  c("t", A, "tS", "technical", "距52周高点1645元回撤约16%，股价处在一年区间的下五分之一附近。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "approx" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "股价较52周高点1645元已回撤超过两成，估值杀得很充分。",
    [HI52({ cond: "level", v: "1645" }), HI52({ v: "-20", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-15.82%" },
  ),
  c("t", A, "tTr", "technical", "今年以来股价基本走平，相对2025年末的1377.18元仅微涨约0.6%。", [
    SPAN("2025-12-31", { v: "0.6", cmp: "approx" }),
    CLOSE("1377.18", "eq", { date: "2025-12-31" }),
  ]),
  c("t", A, "tTr", "technical", "均线排列MA5<MA10<MA20<MA60，短期均线压着长期均线，是典型的空头排列。", [
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "过去一年（约250个交易日）股价累计下跌约21.6%。",
    [RET(250, { v: "-21.6", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-11.57%" },
  ),
  c("t", A, "tNe", "technical", "过去250个交易日股价累计下跌约11.6%，跑输自身利润变化幅度。", [
    RET(250, { v: "-11.6", cmp: "approx" }),
    G("net_profit", "2025", { v: "-11.6", cmp: "gt" }),
  ]),
  c("t", A, "tNe", "technical", "收盘价相对20日均线的乖离率约-3.4%，偏离不算极端。", [
    BIAS(20, { v: "-3.4", cmp: "approx" }),
  ]),
  c("u", A, "tNe", "technical", "北向资金近一个月连续净卖出茅台，外资筹码松动。", [U("北向资金流向未存储")]),
  // Valuation.
  c("t", A, "fV", "valuation", "以2025年归母净利润计算，当前静态市盈率约21倍左右。", [MCNOW("2025", "21", "approx")]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按2025年归母净利润823亿元算，当前市值对应静态PE约27倍，仍有溢价。",
    [V("net_profit", "2025", "823", "亿", "approx"), MCNOW("2025", "27", "approx", { err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  c("u", A, "fV", "valuation", "对应2026年一致预期，动态PE仅约19倍，低于过去十年估值中枢。", [
    U("一致预期盈利"),
    U("十年估值中枢"),
  ]),
  // Announcements (notices here are annual reports only).
  c("t", A, "tN", "announcement", "公司已于2025年4月3日披露2024年年度报告。", [
    EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03" }),
  ]),
  c("u", A, "tN", "announcement", "茅台近期公告拟以自有资金回购股份用于注销，彰显长期信心。", [
    U("茅台公告只存年报，回购类不收录"),
  ]),
  // 2025-04-30: FY2024 public.
  c("t", P, "bull", "annual", "2024年营业总收入1741.44亿元，同比增长15.7%左右，归母净利润862.28亿元。", [
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    V("net_profit", "2024", "862.28"),
  ]),
  c(
    "f",
    P,
    "bull",
    "annual",
    "2024年归母净利润862.28亿元，同比增长19.2%，增速较上年进一步加快。",
    [V("net_profit", "2024", "862.28"), G("net_profit", "2024", { v: "19.2", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "19.2%是2023年增速，2024年+15.38%" },
  ),
  c("t", P, "bear", "annual", "2024年归母净利润同比增长约15.4%，比2023年19%左右的增速慢了下来。", [
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    G("net_profit", "2023", { v: "19", cmp: "approx" }),
  ]),
  c("t", P, "fE", "annual", "2024年经营现金流924.64亿元，同比增长约39%，现金流强于利润。", [
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2024", { v: "39", cmp: "approx" }),
    GD(),
  ]),
  c(
    "f",
    P,
    "fE",
    "annual",
    "2024年合同负债约95.9亿元，较2023年的141.26亿元增加约45亿元，预收款蓄水充足。",
    [
      V("contract_liabilities", "2024", "95.9", "亿", "approx"),
      V("contract_liabilities", "2023", "141.26"),
      G("contract_liabilities", "2024", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "合同负债减少45.34亿" },
  ),
  c("t", P, "tT", "technical", "截至4月30日股价1547元，略低于MA5、MA10和MA20，但仍在MA60上方。", [
    CLOSE("1547"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "above"),
  ]),
  c(
    "f",
    P,
    "tT",
    "technical",
    "股价1547元，较52周高点1910元回撤约9%，位置并不低。",
    [CLOSE("1547"), HI52({ cond: "level", v: "1910" }), HI52({ v: "-9", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-19.01%" },
  ),
  c("t", P, "tT", "technical", "股价较2024年末的1524元小涨约1.5%，年内走势相对平稳。", [
    SPAN("2024-12-31", { v: "1.5", cmp: "approx" }),
    CLOSE("1524", "eq", { date: "2024-12-31" }),
  ]),
  c("u", P, "tS", "technical", "五一前市场情绪偏谨慎，茅台的融资余额连续下降。", [U("融资余额未存储")]),
];

function DOWN1(y) {
  // 2019年以来首次负增长: every year from 2019 to the year before grew, this year fell.
  return { k: "streak", dir: "up", metric: "net_profit", years: Y.filter((x) => x < y) };
}
function GD() {
  // 现金流强于利润: the cash flow grew faster than net profit that year.
  return {
    k: "gdiff",
    x: { metric: "operating_cash_flow", period: "2024" },
    y: { metric: "net_profit", period: "2024" },
    v: "0",
    cmp: "gt",
    u: "pp",
  };
}
