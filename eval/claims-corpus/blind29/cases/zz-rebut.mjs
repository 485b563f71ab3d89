// Rebuttals that quote and correct the other side, vote lenses, trader / risk debaters / portfolio manager,
// FinDebate trust and lead agents.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, MAX, HI52, EV, U, READ, BIAS, VOLR, BRK, PAIR, SPAN, PE, WEEKS, LO52 } = H;
const zs = H.maker("b29-rz", "600036");
const nd = H.maker("b29-rn", "300750");
const wl = H.maker("b29-rw", "000858");
const A = "2026-04-30";

export default [
  zs("t", A, "fT", "annual", "空方说2025年营收下滑，可3375.32亿元对3374.88亿元，实为微增，谈不上下滑。", [
    V("revenue", "2025", "3375.32"),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2025", { dir: "up", size: "微增" }),
  ]),
  nd(
    "f",
    A,
    "fT",
    "quarterly",
    "空方称一季度利润环比回落，这站不住：207.38亿元高于去年四季度单季。",
    [
      V("net_profit", "2026Q1", "207.38"),
      PAIR("net_profit", "2026Q1", undefined, { period2: "2025S4", mode: "gt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025Q4单季231.67亿元，一季度环比确有回落" },
  ),
  wl("t", A, "bear", "technical", "多方讲“底部放量企稳”？20日均量只比前20日多约7%，股价还在刷新60日新低。", [
    VOLR({ v: "1.07", cmp: "approx" }),
    BRK(60, "down"),
  ]),
  nd("t", A, "tC", "technical", "“已创历史新高”的说法不成立，436元的现价比2021年末588元的收盘价还低约26%。", [
    H.CLOSE("436"),
    H.CLOSE("588", "eq", { date: "2021-12-31" }),
    SPAN("2021-12-31", { v: "-26", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "fQ",
    "annual",
    "多方强调利润增长1.21%，可即使对比2023年，累计增幅也不到2%，两年基本停滞。",
    [
      G("net_profit", "2025", { v: "1.21", cmp: "approx" }),
      G("net_profit", "2025", { base: "2023", v: "2", cmp: "lt", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+2.44%" },
  ),
  zs("t", A, "tP", "valuation", "综合来看，PE约6.7倍、PB约0.85倍提供了安全边际，但营收零增长压制弹性，维持持有。", [
    PE("2025", "6.7"),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    G("revenue", "2025", { size: "基本持平" }),
  ]),
  nd("t", A, "tTr", "technical", "现价较20日均线高约2.6%，不追，等回踩20日线再考虑建仓。", [
    BIAS(20, { v: "2.6", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "vF",
    "annual",
    "基本面维度：经营现金流增长约37%，而归母净利润增速不到三成，利润跑输了现金。",
    [
      G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
      G("net_profit", "2025", { v: "30", cmp: "lt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "归母净利润+42.28%" },
  ),
  wl("t", A, "vT", "technical", "技术面维度：周线三连阴，收盘价创一年新低，投看空票。", [
    WEEKS(3, "down"),
    LO52({ cond: "new_low" }),
  ]),
  nd(
    "f",
    A,
    "vN",
    "announcement",
    "消息面维度：2月公司发布定向增发公告，短期资金面承压。",
    [EV("placement", true, { from: "2026-02-01", to: "2026-02-28", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2月为员工持股计划与科创债公告" },
  ),
  zs(
    "f",
    A,
    "tNe",
    "quarterly",
    "一季度经营现金流同比多出三成多，这恰恰说明信贷投放不积极，应视为利空。",
    [READ(G("operating_cash_flow", "2026Q1", { v: "30", cmp: "gt" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金流增长读作利空" },
  ),
  nd("u", A, "tA", "quarterly", "一季度营收增速约52%，只要后三个季度保持四成增长，全年利润就能破千亿。", [
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    U("情景推演"),
  ]),
  zs("t", A, "fL", "annual", "主导智能体小结：双方都认可1501.81亿元的利润数；分歧在于13.44%的ROE还会不会下滑。", [
    V("net_profit", "2025", "1501.81"),
    V("roe", "2025", "13.44", "%"),
  ]),
  wl(
    "t",
    "2020-05-15",
    "fT",
    "annual",
    "核对一下：空方“负债率28.48%为五年最高”属实；多方“ROE五年翻倍”则不准，实际只提高约七成。",
    [
      V("debt_ratio", "2019", "28.48", "%"),
      MAX("debt_ratio", "2019", ["2015", "2016", "2017", "2018", "2019"]),
      G("roe", "2019", { base: "2015", v: "70", cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    A,
    "fT",
    "technical",
    "多方说“过去一年翻倍”并非夸大，250个交易日涨幅确实超过了100%。",
    [H.RET(250, { v: "100", cmp: "gt", err: "overstatement" })],
    { err: "overstatement", note: "250日涨幅93.38%" },
  ),
  zs("u", A, "tC", "undecidable", "保守派提醒：PB只有0.85倍的背后，是市场在定价地产敞口带来的潜在不良。", [
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    U("原因归属、地产敞口未存储"),
  ]),
  wl(
    "f",
    A,
    "fQ",
    "technical",
    "反方说五粮液“还没破位”并不对——股价早已跌到52周低点下方一成多。",
    [LO52({ v: "-10", cmp: "lt", err: "technical" })],
    { err: "technical", note: "收盘97.08高于52周低点97元" },
  ),
];
