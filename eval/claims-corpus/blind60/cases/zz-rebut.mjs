// Rebuttals that quote the other side before correcting it, risk debaters, vote lenses, managers' and lead agents'
// rulings. Date 2026-04-30. The quoted figure of the other side is what it said, not asserted, and is not specified.
import * as H from "../spec-helpers.mjs";

const { V, G, D, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U } = H;
const { SNAP, MCNOW, IND, READ, QOQ, HILO, EVN } = H;
const nd = H.maker("b60-reb-nd", "300750");
const pa = H.maker("b60-reb-pa", "601318");
const sh = H.maker("b60-reb-sh", "600028");
const wl = H.maker("b60-reb-wl", "000858");
const A = "2026-04-30";

export default [
  nd("t", A, "tB", "quarterly", "空方说一季度利润只增两成，实际归母净利润207.38亿元，同比增了48.5%。", [
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5" }),
  ]),
  nd(
    "f",
    A,
    "tBe",
    "annual",
    "多方拿1332亿元经营现金流说事，可这只比上年多了约160亿元，谈不上跃升。",
    [
      V("operating_cash_flow", "2025", "1332", "亿", "approx"),
      D("operating_cash_flow", "2025", { v: "160", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "增加362.30亿元" },
  ),
  pa("t", A, "fT", "industry", "质疑方把90%的负债率当成风险，但保险公司负债率九成上下本属常态，89.80%不算异常。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    A,
    "fQ",
    "annual",
    "信任方强调经营现金流同比激增72%，在我看来这反倒是利空而非利好。",
    [READ(G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金流大增读成利空" },
  ),
  sh("t", A, "tC", "valuation", "激进派只盯着PB 0.84倍的破净，却略过了2024年归母净利润下滑16.8%这一点。", [
    SNAP("pb", "0.84", "x"),
    G("net_profit", "2024", { v: "-16.8" }),
  ]),
  nd("t", A, "tA", "valuation", "保守派担心估值，可按近四季利润算PE才约25倍，一季度利润还在增长近五成。", [
    MCNOW("2026Q1TTM", "25", "approx"),
    G("net_profit", "2026Q1", { v: "50", cmp: "near" }),
  ]),
  wl(
    "f",
    A,
    "tNe",
    "technical",
    "两边都忽略了：97.08元已是2019年以来的最低收盘价。",
    [HILO("min", "2019-01-02", { v: "97.08", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1月收盘48.96元" },
  ),
  wl("t", A, "tP", "technical", "均线空头排列、RSI约28.4，在企稳信号出现之前暂不建仓。", [
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("28.4", "approx"),
  ]),
  pa("t", A, "vF", "annual", "2025年利润增6.45%，经营现金流增约72%，质量好于增速。", [
    G("net_profit", "2025", { v: "6.45" }),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
  ]),
  sh("t", A, "vT", "technical", "MA5 5.38元远在MA60 6.17元之下，维持看空。", [
    MA(5, "value", { v: "5.38" }),
    MA(60, "value", { v: "6.17" }),
    MAORDER([5, 60], "bear"),
  ]),
  pa("u", A, "vN", "undecidable", "市场传闻平安将增持某城商行股权，利好有限。", [U("传闻")]),
  nd("u", A, "vN", "announcement", "3月有股东公告减持计划，对股价形成压制。", [U("减持公告不能据收集范围判定")]),
  pa(
    "f",
    A,
    "tM",
    "annual",
    "多方说总资产约13.9万亿元，其实2025年末只有12.96万亿元。",
    [V("total_assets", "2025", "12.96", "万亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "12.96万亿元是2024年末；2025年末13.90万亿元" },
  ),
  nd("t", A, "tM", "technical", "利润和现金流都站在多方一边，但4月28日MACD死叉、收盘落在5日线下，宜等回踩。", [
    G("net_profit", "2025", { dir: "up" }),
    G("operating_cash_flow", "2025", { dir: "up" }),
    MACD("death_cross", 5),
    MA(5, "below"),
  ]),
  pa("t", A, "tTr", "technical", "计划：现价59.37元，61.25元的60日线是突破观察位，跌破52周低点50.55元止损。", [
    CLOSE("59.37"),
    MA(60, "value", { v: "61.25" }),
    LO52({ cond: "level", v: "50.55" }),
  ]),
  pa(
    "f",
    A,
    "tC",
    "industry",
    "负债率近九成，远超一般企业60%的警戒线，保守起见应当减仓。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  pa("t", A, "fL", "annual", "裁定：利润增长6.45%属实，但营收只增2.1%，“全面复苏”的说法过头了。", [
    G("net_profit", "2025", { v: "6.45" }),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "fL",
    "annual",
    "裁定多方“营收高速增长”的论点成立，17%的增速足以支撑。",
    [
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      G("revenue", "2025", { size: "高速增长", err: "overstatement" }),
    ],
    { err: "overstatement", note: "17%够不上高速增长" },
  ),
  pa("t", A, "tNe", "technical", "PB快照1.12倍不贵，但股价仍比52周高点低两成，MA60还在MA120下方。", [
    SNAP("pb", "1.12", "x"),
    HI52({ v: "-20", cmp: "approx" }),
    MAORDER([60, 120], "bear"),
  ]),
  nd(
    "f",
    A,
    "tC",
    "technical",
    "436元的收盘就是52周收盘最高，追在顶上风险太大。",
    [CLOSE("436"), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "4月16日收盘453.98元" },
  ),
  sh("u", A, "tA", "undecidable", "油价若回到80美元，利润有望修复到700亿元以上。", [U("情景预测")]),
  nd("t", A, "fQ", "quarterly", "多方只讲同比，却没提一季度营收环比下降8.2%、利润环比下降10.5%。", [
    QOQ("revenue", "2026Q1", "2025S4", { v: "-8.2", cmp: "approx" }),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10.5", cmp: "approx" }),
  ]),
  wl(
    "f",
    A,
    "fT",
    "technical",
    "质疑方说一直在跌，但近60个交易日其实小涨了约3.9%。",
    [RET(60, { v: "3.9", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近60日-3.90%" },
  ),
  sh("t", A, "tBe", "annual", "多方说利润见底，但2024年扣非归母净利润480.57亿元，仍比2021年低约34%。", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { base: "2021", v: "-34", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tB",
    "annual",
    "空方说利润增长乏力，可2025年归母净利润较上年大增47.8%。",
    [G("net_profit", "2025", { v: "47.8", err: "wrong_period" })],
    { err: "wrong_period", note: "47.8%是2024年增速；2025年+6.45%" },
  ),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "回购刚在4月7日完成，4月中旬公司又推出了新一轮回购方案。",
    [
      EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07" }),
      EV("repurchase", true, { from: "2026-04-10", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "4月7日后无回购公告" },
  ),
  wl("u", A, "fS", "undecidable", "多方引用的“一季度动销转正”拿不出数据，目前既无法证实也无法证伪。", [U("动销数据")]),
  nd("t", A, "vN", "announcement", "仅2月9日一天就有6份员工持股计划相关公告。", [
    EVN("equity_incentive", "2026-02-09", { to: "2026-02-09", v: "6" }),
  ]),
];
