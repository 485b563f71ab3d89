// Rebuttals that quote the other side's figure before correcting it, risk debaters, vote lenses, readings of a fact
// (利好 / 利空) and research-manager / lead-agent rulings.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, RET, MA, MACD, RSI, HI52, U, QOQ, PE, SPAN, READ, IND, CLOSE, MCNOW, VOLR } = H;
const mt = H.maker("b55-rb-mt", "600519");
const zs = H.maker("b55-rb-zs", "600036");
const nd = H.maker("b55-rb-nd", "300750");
const byd = H.maker("b55-rb-byd", "002594");
const pa = H.maker("b55-rb-pa", "601318");
const sh = H.maker("b55-rb-sh", "600028");
const wl = H.maker("b55-rb-wly", "000858");
const A = "2026-04-30";

export default [
  mt("t", A, "bull", "annual", "针对空方“利润大降”：2025年归母净利同比只少4.5%，而且一季度已恢复到同比+1.5%。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "bear",
    "annual",
    "多方说现金流强劲，但2025年经营现金流615亿元，同比降了近一半。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "-50", cmp: "near", err: "overstatement" }),
    ],
    { err: "overstatement", note: "同比-33.5%" },
  ),
  zs("t", A, "fT", "annual", "质疑方称招行利润负增长，这不成立：2025年归母净利1501.81亿元，同比仍为正。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { dir: "up" }),
  ]),
  zs(
    "f",
    A,
    "tC",
    "quarterly",
    "一季度营收869.40亿元、同比+3.8%，收入回升在当前环境下应读作利空，宜减仓。",
    [
      V("revenue", "2026Q1", "869.40"),
      READ(G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "把营收增长读作利空" },
  ),
  byd(
    "f",
    A,
    "tA",
    "quarterly",
    "一季度净利润同比-55%只是短期扰动，利润大幅回落恰恰是利好信号，应果断加仓。",
    [READ(G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "把利润腰斩读作利好" },
  ),
  byd("t", A, "tC", "quarterly", "一季度归母净利同比-55.4%、毛利率同比降1.26个点，属明确利空，仓位宜降。", [
    READ(G("net_profit", "2026Q1", { v: "-55.4", cmp: "approx" }), "negative"),
    PP("gross_margin", "2026Q1", { v: "-1.26" }),
  ]),
  nd("t", A, "tNe", "technical", "激进派看到近一年涨93%，保守派看到60日乖离超11%，两者都对，仓位维持中性。", [
    RET(250, { v: "93", cmp: "approx" }),
    H.BIAS(60, { v: "11", cmp: "gt" }),
  ]),
  nd(
    "f",
    A,
    "tC",
    "annual",
    "激进方引用净利润+42%，却忽略了经营现金流同比下滑，利润含金量存疑。",
    [
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
      G("operating_cash_flow", "2025", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "经营现金流同比+37.35%" },
  ),
  pa("t", A, "fL", "industry", "裁定：空方以89.8%负债率论证风险不成立，保险业负债率本就在九成左右。", [
    V("debt_ratio", "2025", "89.8", "%"),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    A,
    "tM",
    "annual",
    "综合双方观点：多方所说利润增长6.5%属实，但营收同比下降，增长质量一般。",
    [
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      G("revenue", "2025", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "营收同比+2.10%" },
  ),
  sh("t", A, "vF", "annual", "2024年归母净利已连续第三年下降，从基本面读作利空，投反对票。", [
    READ(G("net_profit", "2024", { dir: "down" }), "negative"),
    H.DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  sh("t", A, "vT", "technical", "股价运行在60日均线下方，近20日缩量约四成，技术趋势未改，投反对票。", [
    MA(60, "below"),
    VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  wl(
    "f",
    A,
    "vT",
    "technical",
    "股价距52周低点已有一成以上的安全垫，技术上可以逢低介入。",
    [H.LO52({ v: "10", cmp: "gt", err: "technical" })],
    { err: "technical", note: "距52周低点仅+0.08%" },
  ),
  wl("u", A, "vN", "undecidable", "公司近期公告了新一轮回购计划，消息面偏暖，投赞成票。", [U("五粮液无公告存储")]),
  mt("t", A, "tP", "valuation", "最终决策：PE约21倍、RSI约40，既不便宜也未超卖，维持持有。", [
    MCNOW("2025", "21"),
    RSI("40", "approx"),
  ]),
  zs(
    "f",
    A,
    "fQ",
    "valuation",
    "对方称招行破净，但现价对应一季度末每股净资产仍有约1.2倍PB。",
    [PE("2026Q1", "1.2", "approx", { per: "bps", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "38.27/44.90≈0.85倍" },
  ),
  nd(
    "t",
    A,
    "fT",
    "announcement",
    "质疑方说公司没有股东回报动作，但3月10日已披露2025年度利润分配预案，4月还完成了回购。",
    [
      H.EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度利润分配预案" }),
      H.EV("repurchase", true, { from: "2026-04-01", title: "回购结果" }),
    ],
  ),
];
