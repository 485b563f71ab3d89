// 贵州茅台 on 2026-04-30 (FY2025 and 2026Q1 public; notices are annual reports only, the newest stored FY2024).
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
  U,
  CAGR,
  X,
  PSUM,
  MCNOW,
  RANK,
  SNAP,
  QOQ,
  READ,
  POS52,
  EV,
  LIN,
  SPAN,
  IN,
} = H;
const c = H.maker("b37-mt", "600519");
const A = "2026-04-30";
const Y19_24 = ["2019", "2020", "2021", "2022", "2023", "2024"];
const Y19_25 = [...Y19_24, "2025"];

export default [
  // ---- bull / bear, annual
  c("t", A, "bear", "annual", "连涨五年之后，茅台2025年归母净利润首度回落，录得823.20亿元，降幅4.53%。", [
    UP("net_profit", Y19_24),
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.53" }),
  ]),
  c("t", A, "bull", "annual", "别只盯着利润降了4.5%：2025年归母净利润823亿仍是2019年412亿的约2倍，体量没丢。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    V("net_profit", "2025", "823", "亿", "approx"),
    V("net_profit", "2019", "412", "亿", "approx"),
    X("net_profit", "2025", "2019", { v: "2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "茅台2025年归母净利润823.20亿元，同比下降4.53%，创下近五年最大跌幅，也是利润历史新低。",
    [
      V("net_profit", "2025", "823.20"),
      G("net_profit", "2025", { v: "-4.53" }),
      MIN("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2025年823.20亿为2021-2025第二高，最低是2021年524.60亿" },
  ),
  c("t", A, "fE", "annual", "营业收入1688.38亿元、同比-1.21%，归母净利润823.20亿元、同比-4.53%，利润比收入跌得更狠。", [
    V("operating_revenue", "2025", "1688.38"),
    G("operating_revenue", "2025", { v: "-1.21" }),
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.53" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年营业收入1688.38亿元，较2023年下滑1.21%，增长中枢明显下移。",
    [
      V("operating_revenue", "2025", "1688.38"),
      G("operating_revenue", "2025", { base: "2023", v: "-1.21", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-1.21%是较2024年；较2023年为+14.3%" },
  ),
  c("t", A, "tF", "annual", "营业总收入2019年888.54亿、2024年1741.44亿，五年近乎翻番；2025年则小降至1720.54亿。", [
    V("revenue", "2019", "888.54"),
    V("revenue", "2024", "1741.44"),
    X("revenue", "2024", "2019", { v: "2", cmp: "near" }),
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { dir: "down", size: "小幅下滑" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年茅台营业总收入1720.54亿元，同比大幅下滑，需求端的裂缝已经摆在台面上。",
    [V("revenue", "2025", "1720.54"), G("revenue", "2025", { size: "大幅下滑", err: "overstatement" })],
    { err: "overstatement", note: "同比-1.20%，属基本持平" },
  ),
  c("t", A, "fR", "annual", "现金流层面更值得警惕：经营活动现金流净额615.22亿元，较上年的924.64亿元缩水约三分之一。", [
    V("operating_cash_flow", "2025", "615.22"),
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2025", { v: "-33.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流净额从924.64亿降到651.22亿，降幅近三成，利润含金量在走弱。",
    [
      V("operating_cash_flow", "2024", "924.64"),
      V("operating_cash_flow", "2025", "651.22", "亿", "eq", { err: "wrong_value" }),
      G("operating_cash_flow", "2025", { v: "-30", cmp: "near", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际615.22亿，降幅33.46%" },
  ),
  c("t", A, "tF", "annual", "经营现金流/归母净利润2025年仅约0.75倍，去年这一比例还在1倍以上。", [
    R("operating_cash_flow", "net_profit", "2025", "0.75", { cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2024", "1", { cmp: "gt" }),
  ]),
  c("t", A, "fV", "annual", "净利率由52.27%回落至50.53%，少了约1.7个百分点，但仍守住了五成关口。", [
    V("net_margin", "2024", "52.27", "%"),
    V("net_margin", "2025", "50.53", "%"),
    PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
    V("net_margin", "2025", "50", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "2025年净利率50.53%，同比下降1.74%，降幅有限。",
    [V("net_margin", "2025", "50.53", "%"), G("net_margin", "2025", { v: "-1.74", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "下降1.74个百分点，相对降幅3.33%" },
  ),
  c("t", A, "bull", "annual", "毛利率91.18%，只比2024年的91.93%低0.75个百分点，提价权的底子还在。", [
    V("gross_margin", "2025", "91.18", "%"),
    V("gross_margin", "2024", "91.93", "%"),
    PP("gross_margin", "2025", { v: "-0.75" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "加权ROE已从2024年的36.02%掉到2025年的30%以下，资本回报拐头向下。",
    [V("roe", "2024", "36.02", "%"), V("roe", "2025", "30", "%", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "2025年ROE 32.53%" },
  ),
  c("t", A, "tB", "annual", "ROE 32.53%，即便比去年低了约3.5个百分点，放在A股依旧是第一梯队的水平。", [
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
  ]),
  c("t", A, "fT", "annual", "资产负债率16.42%，低于2023年的17.98%，也比2024年的19.04%降了2.63个点，几乎零杠杆运营。", [
    V("debt_ratio", "2025", "16.42", "%"),
    V("debt_ratio", "2023", "17.98", "%"),
    V("debt_ratio", "2024", "19.04", "%"),
    PP("debt_ratio", "2025", { v: "-2.63" }),
  ]),
  c("t", A, "tF", "annual", "货币资金连续两年下降：2023年690.70亿、2024年592.96亿、2025年516.91亿。", [
    H.DOWN("cash", ["2023", "2024", "2025"]),
    V("cash", "2023", "690.70"),
    V("cash", "2024", "592.96"),
    V("cash", "2025", "516.91"),
  ]),
  c("t", A, "fSy", "annual", "2025年现金分红及利息支出约672亿元，相当于当年归母净利润的八成以上。", [
    V("dividends_interest_paid", "2025", "672", "亿", "approx"),
    R("dividends_interest_paid", "net_profit", "2025", "80", { u: "%", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "分配现金672.42亿元，占2025年归母净利润九成以上，股东回报相当慷慨。",
    [
      V("dividends_interest_paid", "2025", "672.42"),
      R("dividends_interest_paid", "net_profit", "2025", "90", { u: "%", cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "672.42/823.20=81.7%" },
  ),
  c("t", A, "tBe", "annual", "投资活动现金净流出316.42亿元，而2024年仅17.85亿元，资金去向需要管理层解释。", [
    V("investing_cash_flow", "2025", "-316.42"),
    V("investing_cash_flow", "2024", "-17.85"),
  ]),
  c("t", A, "tM", "annual", "归母净利润2019—2024年复合增速约16%，2025年的823亿是有数据以来的次高。", [
    CAGR("net_profit", "2019", "2024", { v: "16", cmp: "approx" }),
    V("net_profit", "2025", "823", "亿", "approx"),
    RANK("net_profit", "2025", Y19_25, "max", 2),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "营业总收入2019到2025年的年化增速约为14%，增长曲线依然陡峭。",
    [CAGR("revenue", "2019", "2025", { v: "14", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际年化约11.6%" },
  ),
  c("t", A, "vF", "annual", "基本面视角：总资产3038亿元，负债仅499亿元左右，账面极其干净。", [
    V("total_assets", "2025", "3038", "亿", "approx"),
    V("total_liabilities", "2025", "499", "亿", "approx"),
  ]),
  // ---- quarterly
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "2026年一季度营业收入539.09亿元，同比增长6.54%，归母净利润272.43亿元，增1.47%，增收不太增利。",
    [
      V("operating_revenue", "2026Q1", "539.09"),
      G("operating_revenue", "2026Q1", { v: "6.54" }),
      V("net_profit", "2026Q1", "272.43"),
      G("net_profit", "2026Q1", { v: "1.47" }),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度归母净利润272.43亿元，同比下滑约1.5%，颓势延续到了2026年。",
    [
      V("net_profit", "2026Q1", "272.43"),
      G("net_profit", "2026Q1", { v: "-1.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+1.47%" },
  ),
  c("t", A, "fQ", "quarterly", "去年四季度单季归母净利润只有176.93亿，比三季度的192.24亿环比少了约8%。", [
    V("net_profit", "2025S4", "176.93"),
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "2025年三季度单季归母净利润高达646.27亿元，盈利底盘依然扎实。",
    [V("net_profit", "2025S3", "646.27", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "646.27亿是前三季度累计，单季192.24亿" },
  ),
  c("t", A, "tF", "quarterly", "下半年归母净利润约369亿元，仅为上半年454亿元的八成左右，节奏明显前高后低。", [
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
      { over: ["net_profit", "2025H1"], v: "0.8", cmp: "approx", u: "x" },
    ),
  ]),
  c("t", A, "fL", "quarterly", "按近四个季度滚动计算，归母净利润约827亿元，与2025全年的823亿元相差无几。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
  ]),
  c("t", A, "bull", "quarterly", "一季度经营现金流269.10亿元，是去年同期88.09亿元的三倍有余，回款节奏明显修复。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2026Q1毛利率89.76%，较上年同期的91.97%下滑2.21个百分点，不过净利率约55%，赚钱能力仍是顶格。",
    [
      V("gross_margin", "2026Q1", "89.76", "%"),
      V("gross_margin", "2025Q1", "91.97", "%"),
      PP("gross_margin", "2026Q1", { v: "-2.21" }),
      V("net_margin", "2026Q1", "55", "%", "approx", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "2026Q1净利率52.22%；55%附近的是2025Q1的54.89%" },
  ),
  c("t", A, "fR", "quarterly", "负债率从2025年末的16.42%降至今年3月末的12.12%，账上杠杆进一步收缩。", [
    V("debt_ratio", "2025", "16.42", "%"),
    V("debt_ratio", "2026Q1", "12.12", "%"),
  ]),
  // ---- technical
  c("t", A, "tT", "technical", "收盘1384.79元，5日、10日、20日、60日均线自下而上依次排列，空头排列未改。", [
    CLOSE("1384.79"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价1384.79元已重新站上20日均线，短线企稳信号出现。",
    [CLOSE("1384.79"), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "MA20 1433.56，收盘在其下" },
  ),
  c("t", A, "fM", "technical", "DIF约-10.0、DEA约-4.7，4月17日刚刚死叉，RSI 39.6偏弱但未进超卖。", [
    MACD("dif_value", 0, { v: "-10.0", cmp: "approx" }),
    MACD("dea_value", 0, { v: "-4.7", cmp: "approx" }),
    MACD("death_cross", 10),
    RSI("39.6", "approx"),
    RSI("30", "gt"),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "MACD在4月下旬形成金叉，反弹动能正在积聚，短线可以博弈。",
    [MACD("golden_cross", 12, { err: "technical" })],
    { err: "technical", note: "近12根K线只有4月17日死叉" },
  ),
  c("t", A, "tS", "technical", "距52周高点1645元回撤约15.8%，离52周低点1322元只剩不到5%。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-15.8", cmp: "approx" }),
    LO52({ cond: "level", v: "1322", cmp: "approx" }),
    LO52({ v: "5", cmp: "lt" }),
  ]),
  c("t", A, "vT", "technical", "技术面一票：年线1453元压顶，股价在52周区间的下两成位置徘徊，今年以来仅涨0.55%。", [
    MA(250, "value", { v: "1453", cmp: "approx" }),
    MA(250, "below"),
    POS52({ v: "20", cmp: "lt" }),
    SPAN("2025-12-31", { v: "0.55" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "过去250个交易日股价累计上涨11.6%，中期趋势向上。",
    [RET(250, { v: "11.6", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "250日收益-11.57%" },
  ),
  c("t", A, "tNe", "technical", "近20日均量比前20日放大约6%，但价格同期跌了5%左右，属放量下跌。", [
    H.VOLR({ v: "1.06", cmp: "approx" }),
    RET(20, { v: "-5", cmp: "approx" }),
  ]),
  // ---- valuation
  c("t", A, "fV", "valuation", "按4月30日收盘价1384.79元计，对应2025年利润的PE约21倍。", [
    MCNOW("2025", "21", "approx"),
    CLOSE("1384.79"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以当前股价和近四个季度利润计，茅台滚动市盈率已压到18倍左右，进入历史低估区。",
    [MCNOW("2026Q1TTM", "18", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "滚动PE约21.0倍" },
  ),
  c("t", A, "tTr", "valuation", "交易员：PE约21倍、股息现金占利润八成多，性价比够了，1380元附近分批建仓。", [
    MCNOW("2026Q1TTM", "21", "approx"),
    R("dividends_interest_paid", "net_profit", "2025", "80", { u: "%", cmp: "gt" }),
    CLOSE("1380", "approx"),
  ]),
  // ---- announcement
  c("t", A, "tN", "announcement", "2024年年度报告于2025年4月3日发布，当年归母净利润862.28亿元。", [
    EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03" }),
    V("net_profit", "2024", "862.28"),
  ]),
  c("u", A, "tN", "announcement", "公司今年一季度继续推进回购，累计回购金额已超过30亿元，彰显管理层信心。", [
    U("茅台只收录年报公告，回购公告未收录"),
  ]),
  c("u", A, "bull", "announcement", "2025年度每股派现预计不低于30元，加上中期分红，全年股息率有望接近4%。", [
    U("茅台分红公告未收录；股息率需每股派现"),
  ]),
  // ---- industry sense
  c("t", A, "fT", "industry", "白酒龙头的毛利率九成以上是常态，茅台2025年91.18%并不算异常。", [
    V("gross_margin", "2025", "90", "%", "gt"),
    V("gross_margin", "2025", "91.18", "%"),
  ]),
  c(
    "f",
    A,
    "bull",
    "industry",
    "经营现金流同比少了三成多，说明渠道库存在去化，这对茅台反而是利好。",
    [
      G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
      READ(G("operating_cash_flow", "2025", { dir: "down" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "现金流下降读作利好" },
  ),
  // ---- undecidable
  c("u", A, "bear", "undecidable", "飞天茅台批价已跌破1800元，渠道利润被压缩到历史最低。", [
    U("批价与渠道利润不在数据内"),
  ]),
  c("u", A, "fS", "undecidable", "2025年利润降4.53%，而五粮液同期降幅更深，龙头相对优势反而扩大。", [
    G("net_profit", "2025", { v: "-4.53" }),
    U("五粮液2025年数据未存储"),
  ]),
  c("u", A, "tP", "undecidable", "直销渠道收入占比已过半，i茅台贡献持续提升，维持增持评级。", [
    U("分渠道收入为分部数据"),
  ]),
  c("u", A, "fL", "undecidable", "管理层指引2026年营收增速回到5%左右，一季度6.54%的增长算是开了个好头。", [
    G("operating_revenue", "2026Q1", { v: "6.54" }),
    U("公司指引不在数据内"),
  ]),
];
