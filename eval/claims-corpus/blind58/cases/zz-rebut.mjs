// Rebuttals that quote the other side before correcting it, risk debaters, vote lenses, rulings; all on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, DOWN, SPAN, MA, MAORDER, RSI, RET, LO52, IND, U, PE, MCNOW, LIN, READ } = H;
const mt = H.maker("b58-rb-mt", "600519");
const nd = H.maker("b58-rb-nd", "300750");
const yd = H.maker("b58-rb-yd", "002594");
const zs = H.maker("b58-rb-zs", "600036");
const pa = H.maker("b58-rb-pa", "601318");
const sh = H.maker("b58-rb-sh", "600028");
const wl = H.maker("b58-rb-wl", "000858");
const A = "2026-04-30";

export default [
  mt("t", A, "fT", "annual", "对方说利润降了一成，实际是823.2亿对862.28亿，降幅约4.5%，远没到一成。", [
    V("net_profit", "2025", "823.2"),
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-10", cmp: "gt" }),
  ]),
  nd(
    "f",
    A,
    "fQ",
    "annual",
    "多方把净利增速说成42%，剔除口径后归母净利其实只增长了约24%。",
    [G("net_profit", "2025", { v: "24", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "归母净利+42.28%" },
  ),
  yd("t", A, "tBe", "annual", "多头拿营收+3.5%说事，可同期归母净利-19%、经营现金流-56%，这是典型的增收不增利。", [
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "tB",
    "industry",
    "空头说90.20%的负债率是隐患，这点我承认确实偏高，但利润还在增长1.2%。",
    [
      V("debt_ratio", "2025", "90.20", "%"),
      IND("high_debt_is_risk", { err: "industry_sense" }),
      G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    ],
    { err: "industry_sense" },
  ),
  pa("t", A, "tC", "valuation", "激进派只盯着8倍PE，却没提年内股价已从68.40元回落13%以上，波动并不小。", [
    MCNOW("2025", "8"),
    SPAN("2025-12-31", { v: "-13", cmp: "lt" }),
  ]),
  nd("t", A, "tA", "valuation", "保守派嫌贵，可25倍上下的PE-TTM背后是42%以上的归母净利增速。", [
    MCNOW("2026Q1TTM", "25"),
    G("net_profit", "2025", { v: "42", cmp: "gt" }),
  ]),
  mt(
    "f",
    A,
    "tNe",
    "quarterly",
    "双方其实都认可一季度归母净利同比增长约15%，分歧只在估值。",
    [G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+1.47%" },
  ),
  yd("t", A, "tP", "quarterly", "综合两方意见：一季度归母净利同比降约55%，股价虽在20日线上方，仍维持观望、不追高。", [
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
    MA(20, "above"),
  ]),
  sh("t", A, "tM", "valuation", "分歧落在估值上：静态PE约13倍并不便宜，利润又连降三年，我倾向空方。", [
    PE("2024", "13", "approx"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  mt("u", A, "fL", "undecidable", "双方都没谈直销占比，i茅台渠道的收入比重需要另行核实后才能裁决。", [
    U("分渠道收入未存储"),
  ]),
  zs(
    "f",
    A,
    "fQ",
    "annual",
    "信任方引用的ROE 13.44%是2024年的数，2025年实际已降到12%以下。",
    [
      V("roe", "2024", "13.44", "%", "eq", { err: "wrong_value" }),
      V("roe", "2025", "12", "%", "lt", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "2024年14.49%，2025年13.44%" },
  ),
  pa("t", A, "vF", "annual", "归母净利1347.78亿元、同比+6.5%，经营现金流约6586亿元，基本面支持买入。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
  ]),
  wl("t", A, "vT", "technical", "均线空头排列叠加RSI 28、跌破30，技术面投反对票，等出现底背离再说。", [
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("28", "approx"),
    RSI("30", "lt"),
  ]),
  nd("u", A, "vN", "undecidable", "欧洲新工厂二季度投产的消息即将落地，消息面偏多，投赞成票。", [
    U("未来投产消息不在数据内"),
  ]),
  zs(
    "f",
    A,
    "vT",
    "technical",
    "5日反弹3.87%，技术面已经转多，投赞成票。",
    [RET(5, { v: "3.87", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "5日-3.87%" },
  ),
  mt("t", A, "tTr", "technical", "计划在52周低点1322元附近分批建仓，现价1384.79元距那里约4.75%。", [
    LO52({ cond: "level", v: "1322" }),
    LO52({ v: "4.75", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tTr",
    "technical",
    "止损设在60日线58.22元，跌破即离场。",
    [MA(60, "value", { v: "58.22", err: "technical" })],
    { err: "technical", note: "58.22是MA20；MA60为61.25" },
  ),
  yd("t", A, "fT", "quarterly", "质疑方说毛利率一路下滑，可一季度18.81%已比2025年全年17.74%回升约1.06个百分点。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2026Q1", { base: "2025", v: "1.06", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "fQ",
    "annual",
    "信任方强调经营现金流增37%，可现金流大增恰恰说明压款，对股价是利空。",
    [READ(G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance" },
  ),
  sh("t", A, "tC", "annual", "乐观派只看PB 0.84倍，可净利率只有1.87%，2024年利润又降了16.8%，便宜自有便宜的道理。", [
    H.SNAP("pb", "0.84", "x"),
    V("net_margin", "2024", "1.87", "%"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
  ]),
  yd(
    "f",
    A,
    "tA",
    "annual",
    "保守派太悲观了，8039.65亿元营收同比仍是两位数增长。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { size: "两位数增长", err: "overstatement" })],
    { err: "overstatement", note: "+3.46%" },
  ),
  zs("t", A, "fL", "annual", "裁定：营收基本持平（+0.01%），归母净利+1.2%，整体中性，不支持激进加仓。", [
    G("revenue", "2025", { v: "0.01", size: "基本持平" }),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
  mt("t", A, "tC", "annual", "就算按经营现金流615亿减资本开支31亿算，自由现金流也有约584亿元，分红672亿仍略超出。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
    V("dividends_interest_paid", "2025", "672", "亿", "approx"),
    H.R("dividends_interest_paid", "operating_cash_flow", "2025", "1", { cmp: "gt" }),
  ]),
];
