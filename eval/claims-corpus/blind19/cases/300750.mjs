// 宁德时代: FY2021-2025 (sample), quarters 2024H1..2026Q1 (Tushare), bars 2020-01-02..2026-04-30,
// notices only from 2026-02-09. Dates: 2026-04-30, 2025-10-31 (nine months), 2025-09-05 (H1), 2025-04-30 (FY2024, 2025Q1).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, X, QOQ, BIAS } = H;
const { BRK, VOLR, MCNOW, MCPE, SNAP, PSUM, DD, MAHOLD, POS52, DAYS } = H;
const c = H.maker("b19-nd", "300750");
const A = "2026-04-30";
const N = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";

export default [
  // ---- 2026-04-30: FY2025 and 2026Q1 public ----
  c("t", A, "bull", "annual", "2025年收入4237.02亿元、增约17%，利润端更亮眼：归母净利润722.01亿元，增幅超过四成。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "40", cmp: "gt" }),
    H.GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "0", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润同比仅增长15%左右，利润增速已明显放缓，高增长故事讲不下去了。",
    [G("net_profit", "2025", { v: "15", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "15.0%是2024年增速；2025年+42.3%" },
  ),
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "一季度收入、利润双双高增：营收1291.31亿元（同比约+52.5%），归母净利润207.38亿元（+48.5%）。",
    [
      V("revenue", "2026Q1", "1291.31"),
      G("revenue", "2026Q1", { v: "52.5", cmp: "approx" }),
      V("net_profit", "2026Q1", "207.38"),
      G("net_profit", "2026Q1", { v: "48.5" }),
    ],
  ),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度归母净利润约207亿元，环比上季度的231.67亿元继续回升，盈利逐季抬升的趋势未变。",
    [
      V("net_profit", "2026Q1", "207", "亿", "approx"),
      V("net_profit", "2025S4", "231.67"),
      QOQ("net_profit", "2026Q1", "2025S4", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-10.5%" },
  ),
  c("t", A, "tBe", "quarterly", "但要看到，一季度归母净利润207.38亿元，比2025年四季度的231.67亿元环比下滑约10%。", [
    V("net_profit", "2026Q1", "207.38"),
    V("net_profit", "2025S4", "231.67"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "旺季效应明显，2025年四季度单季就贡献了约4237亿元营收，同比多17%。",
    [
      V("revenue", "2025S4", "4237", "亿", "approx", { err: "wrong_period" }),
      G("revenue", "2025S4", { v: "17", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "全年累计当作单季；S4=1406.30亿，同比+36.6%" },
  ),
  c("t", A, "fE", "quarterly", "单看四季度：营收1406.30亿元，同比增长约36.6%，归母净利润231.67亿元，同比增57%。", [
    V("revenue", "2025S4", "1406.30"),
    G("revenue", "2025S4", { v: "36.6", cmp: "approx" }),
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "经营现金流净额1332.20亿元，约为归母净利润的1.85倍，利润的现金含量很足。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "购建长期资产支出增长约36%、规模4234.5亿元（2025年），意味着扩产节奏重新提速。",
    [
      V("capex", "2025", "4234.5", "亿", "eq", { err: "wrong_magnitude" }),
      G("capex", "2025", { v: "36", cmp: "approx" }),
    ],
    { err: "wrong_magnitude", note: "capex 423.45亿，×10" },
  ),
  c("t", A, "fV", "annual", "资产负债率从2024年末的65.24%降到61.94%，一年下降约3.3个百分点。", [
    V("debt_ratio", "2024", "65.24", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { v: "-3.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "资产负债率由65.24%降至61.94%，同比降幅3.3%，去杠杆只是小步慢走。",
    [V("debt_ratio", "2025", "61.94", "%"), G("debt_ratio", "2025", { v: "-3.3", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "下降3.30个百分点，相对降幅-5.1%" },
  ),
  c("t", A, "tF", "annual", "值得注意的是，年末货币资金3335.13亿元，占总资产9748.28亿元的三成以上。", [
    V("cash", "2025", "3335.13"),
    V("total_assets", "2025", "9748.28"),
    R("cash", "total_assets", "2025", "30", { u: "%", cmp: "gt" }),
  ]),
  c("u", A, "tF", "undecidable", "储能业务收入占比已升至近三成，且毛利率高于动力电池，这意味着盈利结构更优。", [
    U("分业务收入与毛利率未存储"),
  ]),
  c("t", A, "fE", "annual", "毛利率26.27%，较2024年的24.44%提升约1.8个百分点；净利率18.12%。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    V("net_margin", "2025", "18.12", "%"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "营收自2021年起年年增长，2025年4237亿元再创新高，成长曲线没有断过。",
    [
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
      UP("revenue", ["2021", "2022", "2023", "2024", "2025"], { err: "overstatement" }),
    ],
    { err: "overstatement", note: "2024年营收-9.7%" },
  ),
  c("t", A, "fQ", "annual", "营收并非一路向上：2024年为3620.13亿元，较2023年的4009.17亿元下降约9.7%。", [
    V("revenue", "2024", "3620.13"),
    V("revenue", "2023", "4009.17"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "相较2023年，归母净利润增长约42%至722亿元，盈利弹性充分释放。",
    [
      V("net_profit", "2025", "722", "亿", "approx"),
      G("net_profit", "2025", { base: "2023", v: "42", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "+42.3%是较2024年；较2023年+63.6%" },
  ),
  c("t", A, "tB", "annual", "归母净利润由2021年的159.31亿元增至2025年的722.01亿元，四年复合增速约46%。", [
    V("net_profit", "2021", "159.31"),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "2025年归母净利润已是2022年的2.3倍以上。", [
    X("net_profit", "2025", "2022", { v: "2.3", cmp: "gt" }),
  ]),
  c("u", A, "fM", "undecidable", "市场一致预期2026年归母净利润将突破900亿元，按此计算估值并不贵。", [
    U("一致预期与预测未存储"),
  ]),
  c("t", A, "tT", "technical", "收盘436元，位于20日、60日均线之上，20/60/120/250日均线呈多头排列。", [
    CLOSE("436"),
    MA(20, "above"),
    MA(60, "above"),
    MAORDER([20, 60, 120, 250], "bull"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD于4月28日金叉，DIF上穿DEA，短线动能重新转强。",
    [MACD("golden_cross", 3, { err: "technical" }), MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "4月28日为死叉；金叉在4月13日" },
  ),
  c("t", A, "tT", "technical", "DIF约11.76，仍在零轴上方，不过4月28日已与DEA形成死叉。", [
    MACD("dif_value", undefined, { v: "11.76", cmp: "approx" }),
    MACD("dif_above_zero"),
    MACD("death_cross", 3),
  ]),
  c("t", A, "tTr", "technical", "距52周高点460元回落约5%，较52周低点231.2元则上涨近九成。", [
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
    LO52({ v: "90", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来股价上涨约28.5%，跑赢沪深300的幅度相当可观。",
    [RET("2025-12-31", { v: "28.5", cmp: "approx", err: "wrong_period" }), U("沪深300未存储")],
    { err: "wrong_period", note: "28.5%是近60个交易日；年初至今+18.7%" },
  ),
  c("t", A, "tS", "technical", "2026年以来股价涨约18.7%，近60个交易日涨幅约28%。", [
    RET("2025-12-31", { v: "18.7", cmp: "approx" }),
    RET(60, { v: "28", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "RSI(14)约56，处在中性区；近20日均量较前20日放大约13%。", [
    RSI("56", "approx"),
    VOLR({ v: "1.13", cmp: "approx" }),
  ]),
  c("u", A, "tN", "undecidable", "4月公司斩获欧洲车企大额电池订单，合同金额超百亿元。", [U("订单公告未收集")]),
  c("t", A, "tN", "announcement", "4月7日公司披露了A股股份回购结果暨股份变动公告，本轮回购已经落地。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "回购结果" }),
  ]),
  c("t", A, "tN", "announcement", "3月10日公告2025年度利润分配预案，同时提请授权董事会制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度利润分配" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "3月份公司公告定增预案，拟向特定对象发行股票募资扩建海外基地。",
    [EV("placement", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "3月无定增公告" },
  ),
  c("t", A, "tN", "announcement", "2月9日推出2026年A股员工持股计划（草案），4月22日又授予了预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留份额" }),
  ]),
  c("t", A, "tN", "announcement", "宁德时代的科技创新公司债券（第一期）已于2月发行并在深交所上市。", [
    EV("bond", true, { from: "2026-02-01", to: "2026-02-28", title: "科技创新" }),
    EV("bond", true, { from: "2026-02-01", to: "2026-02-28", title: "上市" }),
  ]),
  c("u", A, "tS", "undecidable", "重要股东近期减持，市场担忧筹码松动。", [U("减持公告不构成判定依据")]),
  c("t", A, "fV", "valuation", "按4月30日收盘价436元计算，对应2025年归母净利润的市盈率约27.5倍。", [
    MCNOW("2025", "27.5"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "PE不到17倍（按436元股价、2025年利润算），宁德估值很便宜。",
    [MCNOW("2025", "17", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "按436元约27.5倍；16.8倍是7月4日快照市值" },
  ),
  c("t", A, "fV", "valuation", "2025年7月4日快照里市值约1.21万亿元，拿2025年归母净利润一除，约16.8倍。", [
    SNAP("marketCap", "1.21", "万亿"),
    MCPE("2025", "16.8"),
  ]),
  c("u", A, "tP", "undecidable", "建议组合给予5%仓位，目标价520元，跌破380元止损。", [U("目标价为预测")]),

  // ---- 2025-10-31: nine months public ----
  c(
    "t",
    N,
    "fE",
    "quarterly",
    "前三季度归母净利润490.34亿元，同比增长36.2%，跑赢了营收9.3%的增速（营收2830.72亿元）。",
    [
      V("revenue", "2025M9", "2830.72"),
      G("revenue", "2025M9", { v: "9.3" }),
      V("net_profit", "2025M9", "490.34"),
      G("net_profit", "2025M9", { v: "36.2" }),
      H.GDIFF(
        { metric: "net_profit", period: "2025M9" },
        { metric: "revenue", period: "2025M9" },
        { v: "0", cmp: "gt" },
      ),
    ],
  ),
  c(
    "f",
    N,
    "fE",
    "quarterly",
    "单三季度赚了约490亿元归母净利润，较去年同期大增36%，盈利再上台阶。",
    [
      V("net_profit", "2025S3", "490", "亿", "approx", { err: "wrong_period" }),
      G("net_profit", "2025S3", { v: "36", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "前三季度累计当作单季；S3=185.49亿，+41.2%" },
  ),
  c("t", N, "tB", "quarterly", "三季度单季归母净利润185.49亿元，同比增长约41%，比上半年33%的增速还快。", [
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
  ]),
  c("t", N, "tT", "technical", "10月13日MACD死叉后DIF仍在DEA之下，但股价依旧站在60日线331.98元上方。", [
    MACD("death_cross", 15),
    MACD("dif_below_dea"),
    MA(60, "value", { v: "331.98" }),
    MA(60, "above"),
  ]),
  c(
    "f",
    N,
    "tT",
    "technical",
    "近20日成交量较前20日明显放大，量价配合良好，上攻动能充足。",
    [VOL("expand", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.75，缩量" },
  ),
  c("t", N, "tS", "technical", "近60个交易日股价上涨近47%，2024年末以来累计涨幅逾46%。", [
    RET(60, { v: "47", cmp: "near" }),
    RET("2024-12-31", { v: "46", cmp: "gt" }),
  ]),
  c("u", N, "tS", "undecidable", "三季报发布后北向资金连续净买入，外资持续加仓。", [U("资金流向未存储")]),
  c("u", N, "fQ", "undecidable", "三季度利润超预期，主要得益于储能出货放量和海外单价上行。", [U("原因与出货量未存储")]),

  // ---- 2025-09-05: H1 2025 public ----
  c("t", S, "tT", "technical", "9月5日收于325.11元，创52周新高，RSI升至73左右，已进入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
  ]),
  c(
    "f",
    S,
    "tC",
    "technical",
    "股价相对20日均线的乖离率已经超过20%，短线明显过热，宜减仓。",
    [BIAS(20, { v: "20", cmp: "gt", err: "technical" })],
    { err: "technical", note: "BIAS20=13.0%" },
  ),
  c("t", S, "tA", "technical", "近20个交易日大涨约23%，20日均量为前20日的1.6倍，放量突破前高。", [
    RET(20, { v: "23", cmp: "approx" }),
    VOLR({ v: "1.6", cmp: "approx" }),
    BRK(20, "up"),
  ]),
  c("t", S, "fE", "quarterly", "上半年营收同比约+7.3%至1788.86亿元；归母净利润304.85亿元，增长三成以上。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "30", cmp: "gt" }),
  ]),
  c(
    "f",
    S,
    "fQ",
    "quarterly",
    "二季度单季营收941.82亿元，环比一季度不升反降，需求端开始走弱。",
    [V("revenue", "2025S2", "941.82"), QOQ("revenue", "2025S2", "2025Q1", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "环比+11.2%" },
  ),
  c("u", S, "fM", "undecidable", "市场普遍预计三季度单季归母净利润将超过190亿元。", [U("预测；三季报尚未披露")]),

  // ---- 2025-04-30: FY2024 and 2025Q1 public ----
  c("t", P, "tT", "technical", "股价231.5元，仍低于60日线250.58元和120日线，距52周高点回撤约23%。", [
    CLOSE("231.5"),
    MA(60, "below"),
    MA(60, "value", { v: "250.58" }),
    MA(120, "below"),
    HI52({ v: "-23", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "tT",
    "technical",
    "MACD在4月21日死叉、DIF落到DEA下方，反弹恐怕已经结束。",
    [MACD("death_cross", 8, { err: "technical" }), MACD("dif_below_dea", undefined, { err: "technical" })],
    { err: "technical", note: "4月21日为金叉" },
  ),
  c("t", P, "fE", "quarterly", "2025年一季度归母净利润139.63亿元，净利率17.55%，高于2024年全年的14.92%。", [
    V("net_profit", "2025Q1", "139.63"),
    V("net_margin", "2025Q1", "17.55", "%"),
    V("net_margin", "2024", "14.92", "%"),
  ]),
  c("u", P, "fE", "quarterly", "2025年一季度归母净利润同比增长超过三成，开局强劲。", [
    G("net_profit", "2025Q1", { v: "30", cmp: "gt" }),
  ]),
  c(
    "f",
    P,
    "fE",
    "annual",
    "2024年归母净利润507.45亿元，同比增长约43.6%，延续高增长。",
    [V("net_profit", "2024", "507.45"), G("net_profit", "2024", { v: "43.6", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "43.6%是2023年增速；2024年+15.0%" },
  ),
  c("t", P, "bull", "annual", "2024年营收3620.13亿元同比降9.7%，但归母净利润507.45亿元仍增长15%。", [
    G("revenue", "2024", { v: "-9.7" }),
    V("net_profit", "2024", "507.45"),
    G("net_profit", "2024", { v: "15" }),
  ]),
];
