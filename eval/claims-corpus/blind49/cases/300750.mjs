// 宁德时代 on 2026-04-30: FY2021-2025 and quarters 2024H1..2026Q1 (Tushare); bars from 2020; notices from 2026-02-09.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ, PSUM } = H;
const { POS52, MCNOW, X, RANK, READ, HILO, MRET, MAXDAY, DD, LIN, MAHOLD, BIAS, EVN, SPAN, GSTREAK, IN } = H;
const c = H.maker("b49-nd", "300750");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c(
    "t",
    A,
    "bull",
    "annual",
    "2025年营收4237亿元重回增长（+17.0%），归母净利722亿元、同比大增42.3%，利润增速远快于收入。",
    [
      V("revenue", "2025", "4237", "亿", "approx"),
      G("revenue", "2025", { v: "17.0", cmp: "approx" }),
      G("revenue", "2024", { dir: "down" }),
      V("net_profit", "2025", "722", "亿", "approx"),
      G("net_profit", "2025", { v: "42.3", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "营收4237亿元，连续五年创历史新高，规模扩张从未停步。",
    [V("revenue", "2025", "4237", "亿", "approx"), UP("revenue", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024年营收3620亿，较2023年下降9.7%" },
  ),
  c("t", A, "fE", "annual", "归母净利159亿→307亿→441亿→507亿→722亿，四年间增至约4.5倍，年年增长。", [
    V("net_profit", "2021", "159", "亿", "approx"),
    V("net_profit", "2022", "307", "亿", "approx"),
    V("net_profit", "2023", "441", "亿", "approx"),
    V("net_profit", "2024", "507", "亿", "approx"),
    V("net_profit", "2025", "722", "亿", "approx"),
    X("net_profit", "2025", "2021", { v: "4.5", cmp: "approx" }),
    UP("net_profit", Y5),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年归母净利507.4亿元，同比增长43.6%，高增长仍在延续。",
    [V("net_profit", "2024", "507.4"), G("net_profit", "2024", { v: "43.6", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "43.58%是2023年增速；2024年+15.01%" },
  ),
  c(
    "t",
    A,
    "tF",
    "quarterly",
    "一季度收入1291.3亿元、同比+52.4%，净利207.4亿元、+48.5%，但环比四季度分别回落约8%和10%。",
    [
      V("revenue", "2026Q1", "1291.3"),
      G("revenue", "2026Q1", { v: "52.4", cmp: "approx" }),
      V("net_profit", "2026Q1", "207.4"),
      G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
      QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度归母净利207.4亿元，环比四季度增长约11%，盈利动能仍在加速。",
    [
      V("net_profit", "2026Q1", "207.4"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "11", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-10.49%" },
  ),
  c("t", A, "tB", "quarterly", "去年四季度单季收入1406.3亿元，同比增36.6%，单季净利231.7亿元，同比多了57%。", [
    V("revenue", "2025S4", "1406.3"),
    G("revenue", "2025S4", { v: "36.6", cmp: "approx" }),
    V("net_profit", "2025S4", "231.7"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "quarterly",
    "四季度单季营收1406.3亿元，同比增速高达57%，远超全年的17%。",
    [V("revenue", "2025S4", "1406.3"), G("revenue", "2025S4", { v: "57", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "单季营收+36.58%；57%是单季净利增速" },
  ),
  c("t", A, "fSy", "annual", "毛利率26.27%、净利率18.12%，分别较2024年提升约1.8和3.2个百分点。", [
    V("gross_margin", "2025", "26.27", "%"),
    V("net_margin", "2025", "18.12", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
  ]),
  c(
    "u",
    A,
    "tBe",
    "undecidable",
    "一季度毛利率24.82%，虽高于去年同期的24.41%，但比去年全年低约1.5个百分点，价格战远未结束。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      PP("gross_margin", "2026Q1", { base: "2025", v: "-1.5", cmp: "approx" }),
      V("gross_margin", "2025Q1", "24.41", "%"),
      U("价格战是否结束的行业判断"),
    ],
  ),
  c("t", A, "fR", "annual", "经营现金流1332.2亿元，是归母净利的1.8倍多，扣掉423.4亿资本开支后自由现金流仍超900亿。", [
    V("operating_cash_flow", "2025", "1332.2"),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "gt" }),
    V("capex", "2025", "423.4"),
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
    "fR",
    "annual",
    "资本开支423.4亿元，同比增加约35.8%，连续三年扩张，产能投放节奏在加快。",
    [
      V("capex", "2025", "423.4"),
      G("capex", "2025", { v: "35.8", cmp: "approx" }),
      UP("capex", ["2022", "2023", "2024", "2025"], { err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2023、2024年资本开支连续下降" },
  ),
  c("t", A, "tC", "annual", "资产负债率61.94%，比2022年70.56%的高点降了8.6个百分点左右，一季度末小幅回到62.32%。", [
    V("debt_ratio", "2025", "61.94", "%"),
    MAX("debt_ratio", "2022", Y5),
    PP("debt_ratio", "2025", { base: "2022", v: "-8.6", cmp: "approx" }),
    V("debt_ratio", "2026Q1", "62.32", "%"),
  ]),
  c("t", A, "tNe", "quarterly", "一季度末货币资金3520亿元，比年末又多了约185亿，占总资产三成以上。", [
    V("cash", "2026Q1", "3520", "亿", "approx"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
    H.PAIR("cash", "2025", undefined, { metric2: "total_assets", mode: "x", v: "0.3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "62%的负债率根本不算事，银行保险都在九成上下，高负债经营本来就是常态。",
    [V("debt_ratio", "2025", "62", "%", "approx"), H.IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "制造业不适用金融业负债率常态" },
  ),
  // technicals
  c("t", A, "tT", "technical", "20/60/120/250日均线多头排列，近20个交易日收盘全部站在60日线之上，60日乖离约11%。", [
    MAORDER([20, 60, 120, 250], "bull"),
    MAHOLD(60, 20, "above"),
    BIAS(60, { v: "11", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "5日、10日、20日均线呈标准多头排列，短线上攻趋势完好。",
    [MAORDER([5, 10, 20], "bull", { err: "technical" })],
    { err: "technical", note: "MA5 437.69 < MA10 438.80" },
  ),
  c("t", A, "vT", "technical", "MACD在4月28日死叉，收盘436元又跌回10日线下方，但RSI14约56仍在中性区。", [
    MACD("death_cross", 3),
    CLOSE("436"),
    MA(10, "below"),
    RSI("56", "approx"),
  ]),
  c("t", A, "tS", "technical", "近250个交易日涨了约93%，现价距52周高点460元不到6%，位于区间九成附近。", [
    RET(250, { v: "93", cmp: "approx" }),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-6", cmp: "gt", u: "%" }),
    POS52({ v: "90", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "股价刚刚创出52周新高，量价齐升，突破有效。",
    [HI52({ cond: "new_high", err: "technical" }), VOL("expand")],
    { err: "technical", note: "收盘436，52周高点460" },
  ),
  c("t", A, "tM", "technical", "3月涨了约17.5%，4月再涨8.5%，年内最高收盘453.98元出现在4月16日。", [
    MRET("2026-03", { v: "17.5", cmp: "approx" }),
    MRET("2026-04", { v: "8.5", cmp: "approx" }),
    HILO("max", "2026-01-01", { v: "453.98" }),
    HILO("max", "2026-04-16", { v: "453.98" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "今年以来累计上涨约28.5%，强势特征明显。",
    [RET("2025-12-31", { v: "28.5", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "年初至今+18.72%；+28.46%是近60个交易日" },
  ),
  // valuation
  c("t", A, "fV", "valuation", "按最新收盘价，对应2025年净利的PE约27.5倍，按近四个季度净利约25倍，成长消化了估值。", [
    MCNOW("2025", "27.5"),
    MCNOW("2026Q1TTM", "25"),
  ]),
  c(
    "f",
    A,
    "tP",
    "valuation",
    "滚动PE已升到35倍以上，估值明显透支。",
    [MCNOW("2026Q1TTM", "35", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "TTM PE约25.2倍" },
  ),
  c("t", A, "tF", "valuation", "近四个季度归母净利约790亿元、营收约4681亿元，均高于2025全年。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    V("revenue", "2026Q1TTM", "4681", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "0", cmp: "gt" },
    ),
    PSUM(
      [
        ["revenue", "2026Q1", 1],
        ["revenue", "2025Q1", -1],
      ],
      { v: "0", cmp: "gt" },
    ),
  ]),
  // announcements
  c(
    "t",
    A,
    "tN",
    "announcement",
    "4月7日公告A股回购结果，今年已有3份回购相关公告；3月10日还披露了2025年度利润分配预案。",
    [
      EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07" }),
      EVN("repurchase", "2026-01-01", { v: "3" }),
      EV("dividend", true, { from: "2026-03-10", to: "2026-03-10" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司2月公告了新一轮A股定增预案，拟募资扩产，短期摊薄每股收益。",
    [EV("placement", true, { from: "2026-02-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09起无定增公告；2月的是员工持股计划与科创债" },
  ),
  c("t", A, "tS", "announcement", "2月9日推出2026年A股员工持股计划草案，次日又开始发行面向专业投资者的科创公司债。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09" }),
    EV("bond", true, { from: "2026-02-10", to: "2026-02-10" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "announcement",
    "2025年度分红预案迟迟未出，市场对分红力度的担忧在升温。",
    [EV("dividend", false, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "3月10日已披露2025年度利润分配预案" },
  ),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度营收同比增长52%，增速如此之高反而暴露了基数过低，是明确的利空信号。",
    [READ(G("revenue", "2026Q1", { v: "52", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "增长读作利空" },
  ),
  // undecidable
  c("u", A, "tA", "undecidable", "动力电池全球份额稳定在38%左右，储能出货量同比翻倍。", [
    U("市场份额与分业务出货量未存储"),
  ]),
  c("u", A, "bear", "undecidable", "欧洲匈牙利工厂投产推迟，海外毛利率恐被拉低。", [
    U("海外工厂进度与分地区毛利率未存储"),
  ]),
  c("u", A, "fL", "undecidable", "一季度净利207.4亿元，照此推算全年归母净利可达900亿，机构一致预期约880亿。", [
    V("net_profit", "2026Q1", "207.4"),
    U("全年预测与一致预期"),
  ]),
  c("u", A, "tS", "undecidable", "宁德时代5月15日收盘站上500元，市值重回2万亿。", [U("日期晚于最后一根日线")]),
];
