// Rebuttals quoting the other side's figure (only the correction is asserted), risk debaters, vote lenses (the lens
// is not named in the role), rulings, readings of a fact, concessions and traders.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, U, IND, MCNOW, QOQ, READ, SPAN, PE } = H;
const mt = H.maker("b83-rb-mt", "600519");
const zs = H.maker("b83-rb-zs", "600036");
const byd = H.maker("b83-rb-byd", "002594");
const wly = H.maker("b83-rb-wly", "000858");
const A = "2026-04-30";
const W = "2020-05-15";
const Y19_25 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  mt("t", A, "bull", "annual", "空方说茅台利润腰斩并不成立：2025年归母净利润823.20亿元，同比只降4.53%。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.53" }),
  ]),
  mt(
    "f",
    A,
    "bear",
    "quarterly",
    "多方强调一季度营收增6.5%，可同期归母净利润只增0.47%，利润端几乎停滞。",
    [
      G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "0.47", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+1.47%" },
  ),
  mt("t", A, "fT", "annual", "质疑方引用的924.64亿元是2024年的数，2025年经营现金流净额实为615.22亿元。", [
    V("operating_cash_flow", "2024", "924.64"),
    V("operating_cash_flow", "2025", "615.22"),
  ]),
  mt(
    "f",
    A,
    "fQ",
    "annual",
    "信任方说净利率仍在五成以上，这不对，2025年净利率已跌破50%。",
    [V("net_margin", "2025", "50", "%", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "2025年净利率50.53%" },
  ),
  zs("t", A, "fT", "annual", "反方称招行营收下滑，实际2025年营收3375.32亿元，同比微增，可视作持平。", [
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { dir: "up", size: "微增" }),
  ]),
  zs(
    "f",
    A,
    "bear",
    "annual",
    "多方称利润连年增长，但招行2025年归母净利润其实同比下降了约1.2%。",
    [G("net_profit", "2025", { v: "-1.2", cmp: "approx", dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+1.21%" },
  ),
  zs("t", A, "tC", "technical", "激进方拿0.85倍PB说便宜，可股价近250个交易日仍跌了约10.5%，破净不等于见底。", [
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    PE("2026Q1", "1", "lt", { per: "bps" }),
    RET(250, { v: "-10.5", cmp: "approx" }),
  ]),
  zs("t", A, "tA", "valuation", "保守方担心九成负债率，但这对银行是行业常态，更该看约6.4倍的TTM市盈率。", [
    IND("high_debt_is_normal"),
    MCNOW("2026Q1TTM", "6.4"),
  ]),
  byd("t", A, "tNe", "annual", "双方都忽略了一点：2025年经营现金流净额只有591.36亿元，同比降幅超过五成。", [
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
  ]),
  byd(
    "f",
    A,
    "tA",
    "quarterly",
    "保守方只看同比，其实一季度归母净利润环比四季度还增长了约56%。",
    [QOQ("net_profit", "2026Q1", "2025S4", { v: "56", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "92.86亿→40.85亿，环比-56%" },
  ),
  byd("t", A, "tC", "quarterly", "激进方只谈规模，却回避了一季度归母净利润同比下降约55%这一事实。", [
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
  ]),
  byd("u", A, "tNe", "undecidable", "即便一季度利润下滑，若二季度海外交付放量，全年利润仍可能与去年持平。", [
    U("情景"),
  ]),
  mt("t", A, "vF", "annual", "2025年营收和利润双降，但净利率仍在50%以上，维持持有。", [
    G("revenue", "2025", { dir: "down" }),
    G("net_profit", "2025", { dir: "down" }),
    V("net_margin", "2025", "50", "%", "gt"),
  ]),
  zs("f", A, "vT", "technical", "股价已站上60日均线，短线偏强，投赞成票。", [MA(60, "above", { err: "technical" })], {
    err: "technical",
    note: "收盘38.27 < MA60 39.25",
  }),
  byd("u", A, "vN", "undecidable", "近期比亚迪高管增持的消息发酵，短期情绪偏暖，投赞成票。", [U("增持消息不作判定")]),
  byd("t", A, "vF", "annual", "毛利率17.74%，一年丢掉约1.7个百分点（上年19.44%），投反对票。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  wly("t", A, "vT", "technical", "RSI约28已处超卖，但均线空头排列没有改变，仍投反对票。", [
    RSI("28", "approx"),
    RSI("30", "lt"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  zs("t", A, "tM", "annual", "综合来看，招行2025年归母净利润增约1.2%、ROE降到13.44%，裁定维持中性评级。", [
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("roe", "2025", "13.44", "%"),
  ]),
  mt(
    "f",
    A,
    "fL",
    "annual",
    "裁定：茅台2025年归母净利润再创历史新高，多方论据更为充分。",
    [MAX("net_profit", "2025", Y19_25, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "最高是2024年862.28亿" },
  ),
  byd("t", A, "tP", "annual", "综合双方观点，营收增约3.5%而利润降约19%，组合暂不加仓比亚迪。", [
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "fSy",
    "annual",
    "报告合成：招行2025年基本每股收益5.80元，同比增长约2.5%。",
    [
      V("basic_eps", "2025", "5.80", "元", "eq", { err: "wrong_value" }),
      G("basic_eps", "2025", { v: "2.5", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "5.70元，+0.7%" },
  ),
  mt("u", A, "tM", "valuation", "综合来看，茅台估值底大概率在18倍，当前约21倍仍有下行空间。", [
    MCNOW("2025", "21"),
    U("估值底部是判断"),
  ]),
  zs("t", A, "bear", "quarterly", "一季度ROE 3.37%，低于去年同期的3.53%，这是利空信号。", [
    V("roe", "2026Q1", "3.37", "%"),
    V("roe", "2025Q1", "3.53", "%"),
    READ(PP("roe", "2026Q1"), "negative"),
  ]),
  byd(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度毛利率同比下降约1.3个百分点，对比亚迪而言是利好。",
    [READ(PP("gross_margin", "2026Q1", { v: "-1.3", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "毛利率下降读作利好" },
  ),
  mt("t", A, "tS", "quarterly", "一季度经营现金流同比增长逾两倍，对茅台属于利好。", [
    G("operating_cash_flow", "2026Q1", { v: "200", cmp: "gt" }),
    READ(G("operating_cash_flow", "2026Q1"), "positive"),
  ]),
  mt(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度经营现金流净额同比增长逾两倍，这恰恰是明确的利空。",
    [
      G("operating_cash_flow", "2026Q1", { v: "200", cmp: "gt" }),
      READ(G("operating_cash_flow", "2026Q1"), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "现金流大增读作利空" },
  ),
  mt("t", A, "bear", "quarterly", "我承认一季度利润仍在增长，但1.47%的增速远低于营收约6.5%的增速。", [
    G("net_profit", "2026Q1", { v: "1.47" }),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
  ]),
  zs("t", A, "bull", "annual", "即便营收只是微增，招行2025年归母净利润也已是连续第六年增长。", [
    G("revenue", "2025", { size: "微增" }),
    UP("net_profit", Y19_25),
  ]),
  wly(
    "f",
    W,
    "bull",
    "annual",
    "空方担心增速放缓，可五粮液2019年营业收入仍增长约30%。",
    [G("operating_revenue", "2019", { v: "30", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营收+25.2%；30%是净利润增速" },
  ),
  wly("t", W, "bear", "annual", "多方忽略了2019年营收增速约25.2%，已低于2018年约32.6%的增速。", [
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    G("operating_revenue", "2018", { v: "32.6", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tC",
    "annual",
    "2025年分红及付息现金672.42亿元，约占经营现金流的四成，覆盖尚可，但仍需跟踪。",
    [
      V("dividends_interest_paid", "2025", "672.42"),
      R("dividends_interest_paid", "operating_cash_flow", "2025", "40", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约109%" },
  ),
  byd("t", A, "fR", "annual", "2025年资本开支是经营现金流的2.65倍，扩张明显超出自身造血能力。", [
    R("capex", "operating_cash_flow", "2025", "2.65"),
  ]),
  zs(
    "f",
    A,
    "fR",
    "annual",
    "2025年经营现金流净额约451亿元，仅为归母净利润的三成。",
    [
      V("operating_cash_flow", "2025", "451", "亿", "approx", { err: "wrong_magnitude" }),
      R("operating_cash_flow", "net_profit", "2025", "0.3", { cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "4514.57亿，约3倍" },
  ),
  mt("t", A, "tTr", "technical", "收盘1384.79元，已跌破20日线1433.56元，先减仓观望。", [
    CLOSE("1384.79"),
    MA(20, "value", { v: "1433.56" }),
    MA(20, "below"),
  ]),
  wly(
    "f",
    A,
    "tTr",
    "technical",
    "五粮液较5个交易日前的101.18元只跌了约1.4%，可以分批建仓。",
    [CLOSE("101.18", "eq", { date: "2026-04-23" }), RET(5, { v: "-1.4", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "近5日-4.05%" },
  ),
  zs("t", A, "tTr", "technical", "收盘38.27元，较去年末的42.10元已跌约9%，暂不抄底。", [
    CLOSE("38.27"),
    CLOSE("42.10", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "-9", cmp: "approx" }),
  ]),
];
