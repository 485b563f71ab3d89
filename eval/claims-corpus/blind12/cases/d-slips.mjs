// blind12, fourth batch: one slip per point in the models' habits, their derived-figure siblings (per day, TTM,
// 下半年, multiples, averages), and points the stored data cannot decide.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, CLOSE, MA, RSI, MACD, HI52, EV, U, QOQ, PAIR, X, RANK, READ } = H;
const { SPAN, IND, MRET, WEEKS, MAX_CROSS, MAHOLD, PERDAY, LIN, PSUM, MCNOW, GDIFF, GSTREAK, AVG, SUM, EVN } = H;
const { BIAS, AMP, SNAPDIV, MCPE, SNAP } = H;
const A = "2026-04-30";
const P = "2025-04-30";
const O = "2025-10-31";
const E = "2020-05-15";
const mt = H.maker("b12-mt4", "600519");
const nd = H.maker("b12-nd4", "300750");
const yd = H.maker("b12-yd4", "002594");
const zs = H.maker("b12-zs4", "600036");
const pa = H.maker("b12-pa4", "601318");
const sh = H.maker("b12-sh4", "600028");
const wl = H.maker("b12-wl4", "000858");
const Y7 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- one slip each -------------------------------------------------------------------------------------------
  zs(
    "f",
    A,
    "bear",
    "annual",
    "招行2025年经营活动现金流净额只有17.90亿元，连归母净利润的零头都不到。",
    [V("operating_cash_flow", "2025", "17.90", "亿", "eq", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "17.90元是每股经营现金流，总额4514.57亿元" },
  ),
  mt(
    "f",
    A,
    "tF",
    "annual",
    "茅台2024年营业收入1741.44亿元，首次突破1700亿元大关。",
    [
      V("operating_revenue", "2024", "1741.44", "亿", "eq", { err: "wrong_value" }),
      V("operating_revenue", "2023", "1700", "亿", "lt"),
    ],
    { err: "wrong_value", note: "1741.44亿是营业总收入，营业收入1708.99亿" },
  ),
  nd(
    "f",
    O,
    "tN",
    "quarterly",
    "宁德时代三季度单季归母净利润490.34亿元，单季盈利能力再上台阶。",
    [V("net_profit", "2025S3", "490.34", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "490.34亿是前三季度累计，三季度单季185.49亿" },
  ),
  zs(
    "f",
    A,
    "tB",
    "quarterly",
    "招行一季度归母净利润378.52亿元，环比增长约1.5%，开年节奏平稳。",
    [
      V("net_profit", "2026Q1", "378.52"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "1.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "1.5%是同比；环比四季度364.09亿为+4.0%" },
  ),
  nd(
    "f",
    A,
    "fR",
    "annual",
    "宁德2025年资本开支423.45亿元，为2021年以来第二高，重资产扩张重启。",
    [
      V("capex", "2025", "423.45"),
      RANK("capex", "2025", ["2021", "2022", "2023", "2024", "2025"], "max", 2, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "排第三，低于2022年482.15亿和2021年437.68亿" },
  ),
  yd("t", A, "bear", "annual", "比亚迪2025年经营现金流591.36亿元，是2021年以来的最低值，远低于2023年的1697.25亿元。", [
    V("operating_cash_flow", "2025", "591.36"),
    MIN("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    V("operating_cash_flow", "2023", "1697.25"),
  ]),
  zs(
    "f",
    A,
    "tT",
    "technical",
    "招行DIF仍运行在零轴上方，中期多头格局尚未破坏。",
    [MACD("dif_above_zero", undefined, { err: "technical" })],
    { err: "technical", note: "DIF -0.125" },
  ),
  nd(
    "f",
    A,
    "tBe",
    "technical",
    "宁德收盘436元已跌破20日均线，短期趋势转空。",
    [CLOSE("436"), MA(20, "below", { err: "technical" })],
    { err: "technical", note: "MA20 425.02，收盘在其上方" },
  ),
  yd(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪4月发布2026年员工持股计划草案，激励覆盖面扩大。",
    [EV("equity_incentive", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  sh(
    "f",
    A,
    "tA",
    "annual",
    "中石化2024年归母净利下滑约16.8%，反而是利好。",
    [READ(G("net_profit", "2024", { v: "-16.8", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润下滑读作利好" },
  ),
  yd(
    "f",
    A,
    "tA",
    "annual",
    "比亚迪2025年营收8039.65亿元，实现两位数增长，规模扩张没有停。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { size: "两位数增长", err: "overstatement" })],
    { err: "overstatement", note: "+3.46%" },
  ),
  yd("t", A, "tB", "annual", "比亚迪2025年营收8039.65亿元，仍有约3.5%的增长，在价格战中守住了规模。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx", dir: "up" }),
  ]),
  mt(
    "f",
    A,
    "bear",
    "annual",
    "茅台2024年归母净利润823.20亿元，同比下降约4.5%，增长神话已经结束。",
    [
      V("net_profit", "2024", "823.20", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2024", { v: "-4.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "这是2025年的数；2024年862.28亿、+15.38%" },
  ),
  nd(
    "f",
    A,
    "fE",
    "annual",
    "宁德2025年归母净利润722.01亿元，同比增长约4.2%，增速明显放缓。",
    [V("net_profit", "2025", "722.01"), G("net_profit", "2025", { v: "4.2", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "+42.28%" },
  ),
  yd(
    "f",
    A,
    "fE",
    "annual",
    "比亚迪2025年营业总收入8039.65亿元，归母净利润336.19亿元，净利率仅约4%。",
    [V("revenue", "2025", "8039.65"), V("net_profit", "2025", "336.19", "亿", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "326.19亿" },
  ),
  pa(
    "f",
    A,
    "bull",
    "annual",
    "平安2025年归母净利1347.78亿元，比2023年增长约6.5%，盈利修复温和但确定。",
    [
      V("net_profit", "2025", "1347.78"),
      G("net_profit", "2025", { base: "2023", v: "6.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2024年+6.45%，较2023年+57.3%" },
  ),
  mt(
    "f",
    A,
    "fV",
    "annual",
    "茅台2025年资本开支31.28亿元，只相当于经营现金流的十分之一左右，维持性投入很轻。",
    [
      V("capex", "2025", "31.28"),
      R("capex", "operating_cash_flow", "2025", "10", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约5.1%" },
  ),
  pa(
    "f",
    A,
    "tBe",
    "annual",
    "平安2025年经营活动现金流6586.32亿元，同比有所下降。",
    [
      V("operating_cash_flow", "2025", "6586.32"),
      G("operating_cash_flow", "2025", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "+72.2%" },
  ),
  yd(
    "f",
    A,
    "tS",
    "technical",
    "比亚迪RSI已跌入30以下的超卖区，情绪过度悲观。",
    [RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI约52.4" },
  ),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "中石化4月日线MACD金叉，DIF上穿DEA，超跌反弹可期。",
    [MACD("golden_cross", 21, { err: "technical" })],
    { err: "technical", note: "最近一次交叉为3月10日死叉" },
  ),
  zs(
    "f",
    A,
    "fE",
    "annual",
    "招行2025年营业收入3375.32亿元，首次突破3300亿元。",
    [
      V("revenue", "2025", "3375.32"),
      V("revenue", "2024", "3300", "亿", "lt", { err: "wrong_extreme" }),
      V("revenue", "2021", "3300", "亿", "lt", { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2021年起每年都在3300亿以上" },
  ),
  pa(
    "f",
    A,
    "tA",
    "annual",
    "平安2025年营业总收入10505.06亿元，同比增长约2.1%，重回高速增长轨道。",
    [
      G("revenue", "2025", { v: "2.1", cmp: "approx" }),
      G("revenue", "2025", { size: "高速增长", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+2.10%" },
  ),
  nd(
    "f",
    O,
    "fM",
    "quarterly",
    "宁德前三季度营收2830.72亿元，同比增长约7.3%，增速仍偏温和。",
    [V("revenue", "2025M9", "2830.72"), G("revenue", "2025M9", { v: "7.3", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "7.27%是上半年增速，前三季度+9.28%" },
  ),
  mt(
    "f",
    A,
    "tN",
    "quarterly",
    "茅台一季度经营现金流269.10亿元，同比增长约20%。",
    [
      V("operating_cash_flow", "2026Q1", "269.10"),
      G("operating_cash_flow", "2026Q1", { v: "20", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+205%" },
  ),
  zs(
    "f",
    A,
    "tC",
    "annual",
    "风控提示：招行负债率超过90%，远超一般企业70%的警戒线，需压降敞口。",
    [V("debt_ratio", "2025", "90", "%", "gt"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),

  // ---- derived figures, true -----------------------------------------------------------------------------------
  mt("t", A, "bull", "annual", "算下来茅台2025年平均每天进账约2.26亿元归母净利，比2024年日均约2.36亿元少一点而已。", [
    PERDAY("net_profit", "2025", { v: "2.26", cmp: "approx" }),
    PERDAY("net_profit", "2024", { v: "2.36", cmp: "approx" }),
  ]),
  yd("t", A, "fQ", "annual", "比亚迪2025年经营现金流减去资本开支约为负977亿元，缺口要靠融资和存量现金填补。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
  ]),
  nd("t", A, "fV", "valuation", "宁德近四个季度归母净利合计约790亿元，按436元计滚动市盈率约25倍。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "790", cmp: "approx" },
    ),
    MCNOW("2026Q1TTM", "25", "approx"),
  ]),
  mt("t", A, "bear", "annual", "茅台2025年下半年归母净利约369亿元，明显少于上半年的454.03亿元，后劲不足。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454.03"),
  ]),
  yd("t", A, "tB", "annual", "比亚迪营收从2021年的2161.42亿元增至2025年的8039.65亿元，约为当年的3.7倍。", [
    V("revenue", "2021", "2161.42"),
    V("revenue", "2025", "8039.65"),
    X("revenue", "2025", "2021", { v: "3.7", cmp: "approx" }),
  ]),
  nd("t", A, "tF", "annual", "宁德2025年归母净利增速比营收增速高出约25个百分点，经营杠杆充分释放。", [
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "25", cmp: "approx" }),
  ]),
  mt("t", A, "tB", "annual", "茅台2020到2024年归母净利润连续五年保持两位数增长，直到2025年才以-4.5%打破这一势头。", [
    GSTREAK("net_profit", ["2020", "2021", "2022", "2023", "2024"], 10, 100),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  zs("t", A, "tNe", "annual", "招行2021至2025年归母净利年均约1406亿元，2025年的1501.81亿元略高于均值。", [
    V("net_profit", "2025", "1501.81"),
    AVG("net_profit", ["2021", "2022", "2023", "2024", "2025"], { u: "亿", v: "1406", cmp: "approx" }),
  ]),
  yd("t", A, "tC", "annual", "比亚迪2023到2025年三年资本开支累计约3763亿元，重资产属性明显。", [
    SUM("capex", ["2023", "2024", "2025"], { v: "3763", cmp: "approx" }),
  ]),
  nd("t", A, "tN", "announcement", "宁德今年3月和4月各披露了一次回购进展公告，4月7日又公告回购结果。", [
    EVN("repurchase", "2026-03-01", { title: "进展", v: "2" }),
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
  ]),
  zs("t", A, "tT", "technical", "招行最近10个交易日的收盘全部低于250日均线，长期趋势向下。", [
    MAHOLD(250, 10, "below"),
  ]),
  sh("t", A, "tT", "technical", "中石化20日乖离率约-4.3%，近20日振幅约11.7%。", [
    BIAS(20, { v: "-4.3", cmp: "approx" }),
    AMP(20, { v: "11.7", cmp: "approx" }),
  ]),
  zs("t", A, "fV", "valuation", "按2025年7月4日的1.16倍PB倒推，招行当时每股净资产约40.6元。", [
    SNAP("pb", "1.16", "x", "eq"),
    SNAPDIV("pb", "40.6", "approx"),
  ]),
  zs("t", A, "fV", "valuation", "以2025年7月4日约1.19万亿元的市值计，招行对应2024年归母净利约8倍市盈率。", [
    SNAP("marketCap", "1.19", "万亿", "approx"),
    MCPE("2024", "8", "approx"),
  ]),
  mt("t", A, "tS", "technical", "茅台今年以来仅涨约0.6%，跑输宁德同期约18.7%的涨幅。", [
    SPAN("2025-12-31", { v: "0.6", cmp: "approx" }),
    SPAN("2025-12-31", { t: "300750", v: "18.7", cmp: "approx" }),
  ]),

  // ---- what the stored data cannot decide ------------------------------------------------------------------------
  mt("t", A, "fR", "annual", "茅台2025年毛利率91.18%，是2019年以来的最低水平。", [
    V("gross_margin", "2025", "91.18", "%"),
    MIN("gross_margin", "2025", Y7),
  ]),
  nd("u", P, "tF", "quarterly", "宁德2025年一季度归母净利139.63亿元，同比增长约33%，重回高增长。", [
    V("net_profit", "2025Q1", "139.63"),
    G("net_profit", "2025Q1", { v: "33", cmp: "approx" }),
  ]),
  zs("u", P, "bull", "quarterly", "招行上半年归母净利749.30亿元，同比小幅增长，息差压力可控。", [
    V("net_profit", "2025H1", "749.30"),
    U("息差"),
  ]),
  pa("u", A, "tN", "announcement", "平安4月推出新一期核心人员持股计划，覆盖约1万名员工。", [
    U("平安的激励公告未被收录"),
  ]),
  nd("u", A, "tTr", "technical", "交易员：宁德5月首个交易日高开突破460元前高，收盘436元时挂的条件单已触发。", [
    U("4月30日之后的行情"),
    CLOSE("436"),
  ]),
  nd("u", A, "fV", "annual", "宁德2025年毛利率26.27%，仍高于亿纬锂能等二线电池厂。", [
    V("gross_margin", "2025", "26.27", "%"),
    U("样本外同行"),
  ]),
  yd("u", A, "fV", "valuation", "按4月30日收盘102.98元计，比亚迪滚动市盈率已升到约40倍。", [
    CLOSE("102.98"),
    U("比亚迪当日市盈率（股本变动）不能判定"),
  ]),
  mt("u", A, "tN", "valuation", "多家券商给茅台的目标价在1800元以上，而现价只有1384.79元。", [
    U("目标价"),
    CLOSE("1384.79"),
  ]),
  zs("u", A, "tS", "technical", "招行融资余额连续5日下降，杠杆资金撤离，周线也连跌两周。", [
    U("融资余额"),
    WEEKS(2, "down"),
  ]),
  sh("u", A, "tBe", "annual", "中石化2025年营业收入同比下降约10%，油价拖累明显。", [
    G("operating_revenue", "2025", { v: "-10", cmp: "approx" }),
  ]),
  zs("u", A, "fR", "annual", "招行净息差已收窄到1.9%以下，但2025年归母净利润仍增长约1.2%。", [
    U("净息差"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
  pa("u", A, "tC", "quarterly", "平安核心偿付能力充足率超过200%，一季度末资产负债率89.90%。", [
    U("偿付能力"),
    V("debt_ratio", "2026Q1", "89.90", "%"),
  ]),
  zs("u", A, "tB", "annual", "招行零售客户AUM突破15万亿元，财富管理护城河稳固，2025年净利1501.81亿元。", [
    U("AUM"),
    V("net_profit", "2025", "1501.81"),
  ]),
  yd("u", A, "fSy", "quarterly", "比亚迪一季度利润下滑约55%，主要是价格战和海外建厂费用所致。", [
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
    U("归因"),
  ]),
  nd("u", A, "fR", "quarterly", "如果碳酸锂价格再涨五成，宁德毛利率可能回落到22%左右；一季度毛利率为24.82%。", [
    U("情景"),
    V("gross_margin", "2026Q1", "24.82", "%"),
  ]),
  yd("u", A, "tN", "quarterly", "比亚迪4月新能源车销量同比下降超过一成，延续一季度营收同比下滑约11.8%的趋势。", [
    U("销量"),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
  ]),
  wl("u", E, "fM", "annual", "五粮液2020年营收有望突破550亿元，2019年已是501.18亿元。", [
    U("预测"),
    V("operating_revenue", "2019", "501.18"),
  ]),
  wl("t", E, "tNe", "annual", "五粮液2019年资产负债率28.48%，连续四年上升，但仍不到三成，偿债压力很小。", [
    V("debt_ratio", "2019", "30", "%", "lt"),
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
];
