// Rebuttals that quote the other side's figure before correcting it (only the correction is asserted), risk
// debaters, vote lenses, rulings and readings of a fact, on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  RET,
  CLOSE,
  MA,
  RSI,
  MACD,
  VOL,
  EV,
  U,
  X,
  QOQ,
  PAIR,
  IND,
  READ,
  MCNOW,
  MAORDER,
  RANK,
  PSUM,
  HI52,
} = H;
const mt = H.maker("b68-rb-mt", "600519");
const pa = H.maker("b68-rb-pa", "601318");
const by = H.maker("b68-rb-byd", "002594");
const A = "2026-04-30";

export default [
  // rebuttals
  mt("t", A, "fT", "annual", "质疑方说茅台利润降了一成，这不准确：2025年归母净利润同比只降约4.5%。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "bull",
    "annual",
    "空方称营收下滑，其实2025年营业总收入同比增长了约1.2%，不存在下滑。",
    [G("revenue", "2025", { v: "1.2", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "-1.20%" },
  ),
  mt("t", A, "bear", "annual", "多方拿50.53%的净利率说事，可这比2024年的52.27%低了约1.7个百分点。", [
    V("net_margin", "2025", "50.53", "%"),
    V("net_margin", "2024", "52.27", "%"),
    PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "fQ",
    "annual",
    "对方说现金流稳健，但经营现金流同比下降约66%，只剩三分之一。",
    [G("operating_cash_flow", "2025", { v: "-66", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "下降33.5%，剩约三分之二" },
  ),
  pa("t", A, "fT", "industry", "空方把89.80%的负债率当成风险，但对保险公司这是行业常态，并非加杠杆。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    A,
    "bear",
    "annual",
    "多方说利润增长，可2025年归母净利润1347.78亿元比2024年还少了约6.5%。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "-6.5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "+6.45%" },
  ),
  pa("t", A, "bull", "technical", "空方说平安今年跌了13%，没错，但过去250个交易日它仍上涨约17.7%。", [
    RET("2025-12-31", { v: "-13", cmp: "approx" }),
    RET(250, { v: "17.7", cmp: "approx" }),
  ]),
  by("t", A, "fQ", "quarterly", "多方强调营收创新高，但一季度营收同比降约11.8%，归母净利润更是降了约55%。", [
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "bull",
    "annual",
    "空方说利润下滑，可2025年经营现金流591.36亿元同比还增长了约55%。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      G("operating_cash_flow", "2025", { v: "55", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "-55.7%" },
  ),
  by("t", A, "fT", "annual", "质疑智能体称负债率在升，数据相反：由74.64%降到70.74%。", [
    V("debt_ratio", "2024", "74.64", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
  ]),
  // readings
  mt(
    "f",
    A,
    "tB",
    "annual",
    "经营现金流由924.64亿元降至615.22亿元，说明茅台回款效率大幅提升，属利好。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      READ(G("operating_cash_flow", "2025", { dir: "down" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "下降读作利好" },
  ),
  by(
    "f",
    A,
    "tA",
    "quarterly",
    "一季度净利润同比腰斩，反而说明价格战出清在即，是明确利好。",
    [READ(G("net_profit", "2026Q1", { size: "腰斩" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润腰斩读作利好" },
  ),
  pa("t", A, "tNe", "annual", "经营现金流同比增长约72%，对平安是实打实的利好。", [
    READ(G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }), "positive"),
  ]),
  by("t", A, "tC", "annual", "毛利率下滑1.7个百分点对估值是利空，不能视而不见。", [
    READ(PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }), "negative"),
  ]),
  pa(
    "f",
    A,
    "tC",
    "annual",
    "归母净利润同比增长约6.5%至1347.78亿元，盈利回升对平安是利空。",
    [
      V("net_profit", "2025", "1347.78"),
      READ(G("net_profit", "2025", { v: "6.5", cmp: "approx" }), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "利润增长读作利空" },
  ),
  // vote lenses
  mt("t", A, "vF", "annual", "利润小幅下降4.5%、ROE仍有32.53%，投反对票理由不足，给持有。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx", size: "小幅下滑" }),
    V("roe", "2025", "32.53", "%"),
  ]),
  mt(
    "f",
    A,
    "vT",
    "technical",
    "RSI约40未到超买，均线多头排列，投看多票。",
    [RSI("40", "approx"), MAORDER([5, 10, 20, 60], "bull", { err: "technical" })],
    { err: "technical", note: "空头排列（RSI 39.6属实）" },
  ),
  mt("u", A, "vN", "undecidable", "茅台将在5月召开股东大会，预计提高分红比例。", [U("股东大会与分红预期未存储")]),
  pa("t", A, "vT", "technical", "4月7日MACD金叉、站上20日线，但60日线压制，投中性。", [
    MACD("golden_cross", 20),
    MA(20, "above"),
    MA(60, "below"),
  ]),
  pa(
    "f",
    A,
    "vN",
    "announcement",
    "平安2026年3月公告了新一轮A股回购方案，投看多票。",
    [EV("repurchase", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年3月仅有利润分配方案公告" },
  ),
  by("t", A, "vF", "annual", "营收增3.5%而净利润降约19%，利润率受挤压，投反对票。", [
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  by("u", A, "vN", "undecidable", "比亚迪新车型订单火爆，4月周销量环比提升。", [U("订单与周销量未存储")]),
  by(
    "f",
    A,
    "vT",
    "technical",
    "DIF仍在零轴上方，近20日明显放量，投看多票。",
    [MACD("dif_above_zero"), VOL("expand", { err: "technical" })],
    { err: "technical", note: "20日量比0.68，缩量（DIF 0.52在零轴上方属实）" },
  ),
  // rulings and risk
  mt("t", A, "fL", "annual", "综合来看，茅台营收降1.2%、利润降4.5%，但负债率仅16.42%，裁定多方略占上风。", [
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    V("debt_ratio", "2025", "16.42", "%"),
  ]),
  pa(
    "f",
    A,
    "tM",
    "valuation",
    "综合来看，平安PE约8倍、PB约1.1倍，但2025年利润同比下滑，维持中性评级。",
    [
      MCNOW("2025", "8", "approx"),
      H.SNAP("pb", "1.1", "x", "approx"),
      G("net_profit", "2025", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025年利润+6.45%" },
  ),
  by("t", A, "tP", "technical", "一季度利润腰斩，股价却在60日均线之上，仓位降到标配以下。", [
    G("net_profit", "2026Q1", { size: "腰斩" }),
    MA(60, "above"),
  ]),
  by("u", A, "tNe", "undecidable", "若二季度毛利率回到20%以上，可把仓位恢复至标配。", [U("情景")]),
  mt(
    "f",
    A,
    "tC",
    "annual",
    "茅台资产负债率16.42%偏高，一旦需求下行，偿债压力会迅速显现。",
    [
      V("debt_ratio", "2025", "16.42", "%"),
      IND("high_debt_is_risk", { err: "industry_sense" }),
      V("debt_ratio", "2025", "50", "%", "gt", { err: "industry_sense" }),
    ],
    { err: "industry_sense", note: "16%的负债率对非金融企业很低" },
  ),
  pa("t", A, "tA", "valuation", "平安PE约8倍，而茅台约21倍，前者的估值不到后者的一半。", [
    MCNOW("2025", "8", "approx"),
    MCNOW("2025", "21", "approx", { t: "600519" }),
  ]),
  by(
    "f",
    A,
    "fL",
    "annual",
    "综上，2025年比亚迪营收、利润双双下滑，建议回避。",
    [G("revenue", "2025", { dir: "down", err: "wrong_direction" }), G("net_profit", "2025", { dir: "down" })],
    { err: "wrong_direction", note: "营收+3.46%" },
  ),
];
