// 宁德时代 300750 on 2026-04-30: FY2021-2025 annual (ROE / EPS after 2019 not stored), quarters 2024H1..2026Q1
// (no 2024Q1, so 2025Q1's growth cannot be computed), bars from 2020, notices collected from 2026-02-09.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ } = H;
const { PSUM, POS52, MCNOW, X, BIAS, RANK, SPAN, IN, SNAP, LIN, BRK, DD, BAR, READ, GSTREAK, SUM, EVN, AMP } = H;
const { MAXDAY, VOLR, DAYS, MAX_CROSS, PAIR, IND, GDIFF, MAHOLD, UPDAYS, AVG, PERDAY } = H;
const c = H.maker("b41-nd", "300750");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- annual ---------------------------------------------------------------------------------------------------
  c(
    "t",
    A,
    "bull",
    "annual",
    "2025年营收4237.02亿、同比+17%，归母净利润722.01亿、同比+42%，利润增速比收入快25个百分点。",
    [
      V("revenue", "2025", "4237.02"),
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      V("net_profit", "2025", "722.01"),
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
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
    "bull",
    "annual",
    "去年归母净利润突破800亿元，同比增速超四成，电池龙头盈利再上台阶。",
    [
      V("net_profit", "2025", "800", "亿", "gt", { err: "wrong_value" }),
      G("net_profit", "2025", { v: "40", cmp: "gt" }),
    ],
    { err: "wrong_value", note: "2025年归母净利722.01亿" },
  ),
  c("t", A, "bear", "annual", "别忘了2024年营收曾同比下滑9.7%，从4009亿回落到3620亿，周期性并未消失。", [
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    V("revenue", "2023", "4009", "亿", "approx"),
    V("revenue", "2024", "3620", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收4237亿，较2023年仅增长约17%，两年累计增速平平。",
    [
      V("revenue", "2025", "4237", "亿", "approx"),
      G("revenue", "2025", { base: "2023", v: "17", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "+17.04%是较2024年；较2023年仅+5.7%" },
  ),
  c("t", A, "fE", "annual", "归母净利润2021-2025年由159亿→307亿→441亿→507亿→722亿，连续四年增长。", [
    V("net_profit", "2021", "159", "亿", "approx"),
    V("net_profit", "2022", "307", "亿", "approx"),
    V("net_profit", "2023", "441", "亿", "approx"),
    V("net_profit", "2024", "507", "亿", "approx"),
    V("net_profit", "2025", "722", "亿", "approx"),
    UP("net_profit", Y5),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2022-2025年归母净利润增速连续四年保持在40%以上，成长性罕见。",
    [GSTREAK("net_profit", ["2022", "2023", "2024", "2025"], 40, null, { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "2024年仅+15.0%" },
  ),
  c("t", A, "tF", "annual", "2021至2025年营收增至约3.25倍、净利润约4.5倍，净利润复合增速约46%，明显快于营收的34%。", [
    X("revenue", "2025", "2021", { v: "3.25", cmp: "approx" }),
    X("net_profit", "2025", "2021", { v: "4.5", cmp: "approx" }),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
    CAGR("revenue", "2021", "2025", { v: "34", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "毛利率26.27%，较上年提升1.83个百分点；净利率18.12%，抬升逾3个百分点。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.83" }),
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { v: "3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "毛利率由24.44%升至26.27%，提升幅度达1.83%，主要受益于碳酸锂降价。",
    [
      V("gross_margin", "2025", "26.27", "%"),
      G("gross_margin", "2025", { v: "1.83", err: "wrong_magnitude" }),
      U("碳酸锂降价的归因无法核验"),
    ],
    { err: "wrong_magnitude", note: "提升1.83个百分点，相对增幅7.5%" },
  ),
  c("t", A, "fR", "annual", "经营现金流1332.20亿，同比增长37%左右，是归母净利的1.85倍，现金含量很高。", [
    V("operating_cash_flow", "2025", "1332.20"),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流1332亿仅为净利润的0.54倍，利润含金量堪忧。",
    [
      V("operating_cash_flow", "2025", "1332", "亿", "approx"),
      R("operating_cash_flow", "net_profit", "2025", "0.54", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1.85倍；0.54是倒数" },
  ),
  c("t", A, "tBe", "annual", "资本开支由311.80亿跳升至423.45亿，增幅约36%，扩产周期重启。", [
    V("capex", "2024", "311.80"),
    V("capex", "2025", "423.45"),
    G("capex", "2025", { v: "36", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "annual", "投资活动净流出944.76亿，几乎是上年488.75亿的两倍，重资产扩张正在加速。", [
    V("investing_cash_flow", "2025", "-944.76"),
    V("investing_cash_flow", "2024", "-488.75"),
    X("investing_cash_flow", "2025", "2024", { v: "2", cmp: "near" }),
  ]),
  c("t", A, "tB", "annual", "扣掉资本开支后自由现金流仍有约909亿，远超2025年分红付现的349亿。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
    V("dividends_interest_paid", "2025", "349", "亿", "approx"),
  ]),
  c("t", A, "fSy", "annual", "资产负债率连续三年下降：70.56%→69.34%→65.24%→61.94%，去杠杆成效明显。", [
    V("debt_ratio", "2022", "70.56", "%"),
    V("debt_ratio", "2023", "69.34", "%"),
    V("debt_ratio", "2024", "65.24", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    DOWN("debt_ratio", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2025年末资产负债率61.94%，为2021年以来最高，偿债压力不容小觑。",
    [V("debt_ratio", "2025", "61.94", "%"), MAX("debt_ratio", "2025", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "61.94%是五年最低，2022年70.56%最高" },
  ),
  c("t", A, "fT", "annual", "总资产9748.28亿，已逼近万亿，同比扩张约24%。", [
    V("total_assets", "2025", "9748.28"),
    V("total_assets", "2025", "10000", "亿", "near"),
    G("total_assets", "2025", { v: "24", cmp: "approx" }),
  ]),
  c("t", A, "fQ", "annual", "货币资金3335.13亿，占总资产约34%，现金弹药充足但资金使用效率存疑。", [
    V("cash", "2025", "3335.13"),
    R("cash", "total_assets", "2025", "34", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "tM", "annual", "2025年营收为近五年最高，超过2023年的4009.17亿。", [
    MAX("revenue", "2025", Y5),
    V("revenue", "2023", "4009.17"),
    PAIR("revenue", "2025", null, { period2: "2023", mode: "gt" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "2025年净利润增速较营收增速高出约12个百分点，利润弹性有限。",
    [
      GDIFF(
        { metric: "net_profit", period: "2025" },
        { metric: "revenue", period: "2025" },
        { v: "12", cmp: "approx", err: "wrong_value" },
      ),
    ],
    { err: "wrong_value", note: "42.28%-17.04%=25.2个百分点" },
  ),
  c("t", A, "vF", "annual", "少数股东损益约46亿（净利润767.86亿减归母722.01亿），子公司少数股权分走的利润不多。", [
    V("net_income", "2025", "767.86"),
    V("net_profit", "2025", "722.01"),
    LIN(
      [
        ["net_income", 1],
        ["net_profit", -1],
      ],
      "2025",
      { v: "46", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "净利润增速从2024年的15%提到42%，但对一家成长股来说只能算小幅增长。",
    [
      G("net_profit", "2024", { v: "15", cmp: "approx" }),
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
      G("net_profit", "2025", { size: "小幅增长", err: "stance" }),
    ],
    { err: "stance", note: "+42.28%是大幅增长，淡化为小幅" },
  ),
  // ---- quarterly ---------------------------------------------------------------------------------------------
  c("t", A, "bull", "quarterly", "2026Q1营收1291.31亿，同比+52%；归母净利207.38亿，同比+48.5%，高增长延续。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度营收1291亿，环比去年四季度再增两成，淡季不淡。",
    [
      V("revenue", "2026Q1", "1291", "亿", "approx"),
      QOQ("revenue", "2026Q1", "2025S4", { v: "20", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-8.2%" },
  ),
  c("t", A, "bear", "quarterly", "一季度归母净利207.38亿，环比上季231.67亿回落约10%，单季利润已见顶回落。", [
    V("net_profit", "2026Q1", "207.38"),
    V("net_profit", "2025S4", "231.67"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
    MAX("net_profit", "2025S4", ["2024S3", "2024S4", "2025S1", "2025S2", "2025S3", "2025S4", "2026Q1"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2026Q1净利率17.61%，同比下滑超过1个百分点，价格战侵蚀利润。",
    [
      V("net_margin", "2026Q1", "17.61", "%"),
      PP("net_margin", "2026Q1", { v: "-1", cmp: "lt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "17.55%→17.61%，微升0.06个百分点" },
  ),
  c("t", A, "fE", "quarterly", "2025年四季度单季营收1406.30亿、同比+36.6%，单季净利231.67亿、同比+57%。", [
    V("revenue", "2025S4", "1406.30"),
    G("revenue", "2025S4", { v: "36.6", cmp: "approx" }),
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年Q4单季营收高达2448亿元，较Q3的1041.86亿翻了一倍多。",
    [
      V("revenue", "2025S4", "2448", "亿", "approx", { err: "wrong_period" }),
      V("revenue", "2025S3", "1041.86"),
      QOQ("revenue", "2025S4", "2025S3", { v: "100", cmp: "gt", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "2448亿是下半年合计；Q4单季1406.30亿，环比+35%" },
  ),
  c("t", A, "tF", "quarterly", "单季净利润2025年Q1至Q4逐季抬升：139.63→165.23→185.49→231.67亿。", [
    UP("net_profit", ["2025S1", "2025S2", "2025S3", "2025S4"]),
    V("net_profit", "2025S1", "139.63"),
    V("net_profit", "2025S2", "165.23"),
    V("net_profit", "2025S3", "185.49"),
    V("net_profit", "2025S4", "231.67"),
  ]),
  c("t", A, "fM", "quarterly", "2025年下半年归母净利约417亿，比上半年304.85亿多出三成以上。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "417", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -2],
      ],
      { over: ["net_profit", "2025H1"], v: "0.3", cmp: "gt" },
    ),
  ]),
  c("t", A, "fT", "quarterly", "近四个季度归母净利约790亿，营收约4681亿，归母净利占营收约16.9%。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    V("revenue", "2026Q1TTM", "4681", "亿", "approx"),
    R("net_profit", "revenue", "2026Q1TTM", "16.9", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度末负债率62.32%，比年末61.94%明显攀升近2个百分点，扩张重新加杠杆。",
    [
      V("debt_ratio", "2026Q1", "62.32", "%"),
      V("debt_ratio", "2025", "61.94", "%"),
      PP("debt_ratio", "2026Q1", { base: "2025", dir: "up" }),
      PP("debt_ratio", "2026Q1", { base: "2025", v: "2", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "仅+0.38个百分点" },
  ),
  c("t", A, "tB", "quarterly", "2025年前三季度营收2830.72亿，同比增长9.3%，净利490.34亿，同比增长36%。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3", cmp: "approx" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
  ]),
  c("u", A, "tBe", "quarterly", "2025年一季度营收847.05亿，同比下滑超过一成，需求明显走弱。", [
    V("revenue", "2025Q1", "847.05"),
    U("2024Q1未存储，2025Q1同比无从计算"),
  ]),
  c("t", A, "tP", "quarterly", "日均营收约14.3亿元（2026Q1的1291亿/90天），体量已是茅台的两倍多。", [
    PERDAY("revenue", "2026Q1", { v: "14.3", cmp: "approx" }),
    V("revenue", "2026Q1", "1291", "亿", "approx"),
    PAIR("revenue", "2026Q1", "600519", { metric2: "operating_revenue", v: "2", cmp: "gt" }),
  ]),

  // ---- technical ------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘436元，站在MA20/60/120/250之上，中长期均线多头排列完好。", [
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
    "股价站上5日、10日均线，短线重回强势。",
    [MA(5, "above", { err: "technical" }), MA(10, "above", { err: "technical" })],
    { err: "technical", note: "收盘436低于MA5 437.69和MA10 438.80" },
  ),
  c("t", A, "tT", "technical", "MACD于4月28日高位死叉，DIF仍在零轴上方但已低于DEA，RSI 56中性。", [
    MACD("dead_cross", 3),
    MACD("dif_above_zero"),
    MACD("dif_below_dea"),
    RSI("56", "approx"),
  ]),
  c("t", A, "bull", "technical", "过去250个交易日股价接近翻倍（+93%），今年以来也涨了近19%。", [
    RET(250, { v: "93", cmp: "approx" }),
    SPAN("2025-12-31", { v: "19", cmp: "near" }),
  ]),
  c("f", A, "bull", "technical", "股价已创52周新高，上方再无套牢盘。", [HI52({ cond: "new_high", err: "technical" })], {
    err: "technical",
    note: "距52周高点460约-5.2%",
  }),
  c("t", A, "bear", "technical", "距52周低点231.2元已涨了近89%，52周区间位置接近九成，追高性价比低。", [
    LO52({ cond: "level", v: "231.2" }),
    LO52({ v: "89", cmp: "near" }),
    POS52({ v: "90", cmp: "near" }),
  ]),
  c("t", A, "tS", "technical", "60日乖离率超过11%，60个交易日涨幅约28%，短期获利盘偏重。", [
    BIAS(60, { v: "11", cmp: "gt" }),
    RET(60, { v: "28", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20日振幅不到10%，筹码高度锁定，波动极低。",
    [AMP(20, { v: "10", cmp: "lt", err: "technical" })],
    { err: "technical", note: "20日振幅19.35%" },
  ),
  c("t", A, "tTr", "technical", "4月16日单日大涨约5.3%，20日均量较前20日放大13%左右，资金回流迹象明显。", [
    BAR("2026-04-16", "chg", { v: "5.3", cmp: "approx" }),
    VOLR({ v: "1.13", cmp: "approx" }),
  ]),
  c("t", A, "tA", "technical", "从2023年末163.26元算起，累计涨幅已超160%，趋势性行情仍在。", [
    SPAN("2023-12-29", { v: "160", cmp: "gt" }),
    CLOSE("163.26", "eq", { date: "2023-12-29" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "近20个交易日累计回调逾7%，上涨动能已经衰竭。",
    [RET(20, { v: "-7", cmp: "lt", err: "wrong_direction" })],
    { err: "wrong_direction", note: "20日涨7.47%" },
  ),
  // ---- valuation --------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "按现价测算，对应2025年归母净利的PE约27.5倍，若用近四季利润则约25倍。", [
    MCNOW("2025", "27.5", "approx"),
    MCNOW("2026Q1TTM", "25", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以最新收盘价计，宁德时代对应2025年利润的市盈率仅约18倍，估值偏低。",
    [MCNOW("2025", "18", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约27.5倍" },
  ),
  c("t", A, "tF", "valuation", "7月4日快照：总市值约1.21万亿，PB 5.02倍，当日收盘265.8元。", [
    SNAP("marketCap", "1.21", "万亿", "approx"),
    SNAP("pb", "5.02", "x", "eq"),
    CLOSE("265.8", "eq", { date: "2025-07-04" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "valuation",
    "7月快照时市值约1.21万亿、PB只有2.5倍，彼时被明显低估。",
    [SNAP("marketCap", "1.21", "万亿", "approx"), SNAP("pb", "2.5", "x", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照PB 5.02倍" },
  ),

  // ---- announcements (collected from 2026-02-09) --------------------------------------------------------------
  c("t", A, "tN", "announcement", "2月9日公司推出2026年A股员工持股计划草案，4月22日又授予预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留" }),
  ]),
  c("t", A, "tN", "announcement", "3月10日披露2025年度利润分配预案，并提请授权董事会制定2026年中期分红。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c("t", A, "fS", "announcement", "3月以来公司发布了3份回购相关公告，4月7日已公布A股回购结果。", [
    EVN("repurchase", "2026-03-01", { v: 3 }),
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "3月以来公司公告了定增预案，拟向特定对象募资扩产海外基地。",
    [EV("placement", true, { from: "2026-03-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-03-01以来无定增公告" },
  ),
  c("t", A, "tNe", "announcement", "2月发行科技创新公司债券（第一期），2月26日已在深交所上市。", [
    EV("bond", true, { from: "2026-02-10", to: "2026-02-28", title: "科技创新" }),
    EV("bond", true, { from: "2026-02-26", to: "2026-02-26", title: "上市" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "announcement",
    "进入2026年后公司迟迟没有分红相关公告，股东回报意愿存疑。",
    [EV("dividend", false, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "3月10日已披露利润分配预案" },
  ),
  c("u", A, "tS", "announcement", "大股东近期通过大宗交易减持约1%股份。", [U("减持公告不在判定范围")]),

  // ---- industry -----------------------------------------------------------------------------------------------
  c("t", A, "tC", "industry", "负债率仍在六成以上（61.94%），制造业企业不比银行，这一杠杆水平本身就是风险点。", [
    V("debt_ratio", "2025", "61.94", "%"),
    IND("high_debt_is_risk"),
  ]),
  c(
    "f",
    A,
    "tA",
    "industry",
    "62%的负债率放在金融业只是常态，宁德时代同理，根本不构成风险。",
    [V("debt_ratio", "2026Q1", "62", "%", "approx"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "非金融企业，不能套用银行负债率常态" },
  ),

  // ---- undecidable -------------------------------------------------------------------------------------------
  c("u", A, "bull", "undecidable", "2025年全球动力电池装机份额约38%，连续九年全球第一。", [
    U("装机份额与排名不在数据中"),
  ]),
  c("u", A, "bear", "undecidable", "储能电池毛利率已被压到15%以下，比动力电池低一截。", [U("分业务毛利率未存储")]),
  c("u", A, "fM", "undecidable", "若碳酸锂价格反弹至15万元/吨，2026年净利或被压缩一成。", [U("情景推演")]),
  c("u", A, "fR", "undecidable", "2025年ROE约24%，较上年提升约2个百分点。", [U("2025年ROE未存储")]),
  c("u", A, "tM", "undecidable", "2025年营收4237.02亿，增速跑赢比亚迪电池业务。", [
    V("revenue", "2025", "4237.02"),
    U("比亚迪电池分部收入未存储"),
  ]),
  c("u", A, "tBe", "undecidable", "北向资金近一个月净卖出宁德时代逾50亿元。", [U("资金流向未存储")]),
  c("u", A, "vN", "undecidable", "欧洲匈牙利工厂预计年内投产，海外产能将翻倍。", [U("工厂进度为消息，未采集")]),
];
