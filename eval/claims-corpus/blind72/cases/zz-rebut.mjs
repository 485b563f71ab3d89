// Rebuttals that quote the other side's figure before correcting it (the quoted figure is not asserted), risk
// debaters, the vote protocol's 技术面 / 消息面 lenses and rulings, all on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, RANK, UP, DOWN, X, MA, MAORDER, RSI, MACD, HI52, LO52, POS52, VOL } = H;
const { RET, SPAN, CLOSE, BIAS, DD, MCNOW, PE, SNAP, READ, U, IN, EV, PAIR, IND, QOQ, PSUM } = H;
const mt = H.maker("b72-rb-mt", "600519");
const nd = H.maker("b72-rb-nd", "300750");
const pa = H.maker("b72-rb-pa", "601318");
const sh = H.maker("b72-rb-sh", "600028");
const A = "2026-04-30";

export default [
  mt("t", A, "fT", "annual", "空方说茅台利润‘大幅下滑’，实际2025年归母净利仅降约4.5%，属小幅回落，措辞言过其实。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx", size: "小幅下滑" }),
  ]),
  mt(
    "f",
    A,
    "fQ",
    "annual",
    "多方称ROE仍在36%，这是旧数据；2025年ROE已降至23.53%，回报率大幅走低。",
    [V("roe", "2025", "23.53", "%", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "2025年ROE 32.53%" },
  ),
  pa("t", A, "fT", "industry", "质疑方把89.8%的负债率当成风险点，但对保险集团而言，这一水平本就是行业常态。", [
    V("debt_ratio", "2025", "89.8", "%"),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    A,
    "bear",
    "annual",
    "多方说利润增长6.5%，可经营现金流同比却下降了约42%，利润质量堪忧。",
    [G("operating_cash_flow", "2025", { v: "-42", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "经营现金流+72.2%" },
  ),
  nd("t", A, "tBe", "quarterly", "多头说一季度‘环比高增’，其实营收和归母净利都比25Q4低，只是同比高增。", [
    QOQ("revenue", "2026Q1", "2025S4", { dir: "down" }),
    QOQ("net_profit", "2026Q1", "2025S4", { dir: "down" }),
    G("revenue", "2026Q1", { v: "30", cmp: "gt" }),
    G("net_profit", "2026Q1", { v: "30", cmp: "gt" }),
  ]),
  nd(
    "f",
    A,
    "tB",
    "annual",
    "空头称宁德负债率70%以上，错了：2025年末负债率已降到51.94%。",
    [V("debt_ratio", "2025", "51.94", "%", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "61.94%" },
  ),
  sh("t", A, "fT", "annual", "对方说中石化研发‘几乎没有投入’，但2024年研发费用达152.15亿元，且连续四年增加。", [
    V("research_expense", "2024", "152.15"),
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
  ]),
  sh(
    "f",
    A,
    "fQ",
    "annual",
    "信任方引用的503亿元利润偏高了，2024年归母净利只有约405亿元。",
    [V("net_profit", "2024", "405", "亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "2024年503.13亿元" },
  ),
  mt("t", A, "vT", "technical", "收盘低于MA250，MACD死叉、RSI约40，20日跌约5%，投空方一票。", [
    MA(250, "below"),
    MACD("dead_cross", 12),
    RSI("40", "approx"),
    RET(20, { v: "-5", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "vT",
    "technical",
    "股价稳居全部均线之上，5日线上方强势不破，支持多方。",
    [MA(5, "above", { err: "technical" }), MA(250, "above")],
    { err: "technical", note: "收盘436低于MA5 437.69" },
  ),
  pa("t", A, "vN", "announcement", "3月27日已公告2025年度利润分配方案，2025年9月回购注销落地，偏正面。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30" }),
  ]),
  nd("u", A, "vN", "announcement", "欧洲工厂获大额储能订单，海外产能利用率提升，偏多。", [U("订单与产能未存储")]),
  sh(
    "f",
    A,
    "tA",
    "technical",
    "中石化近20日明显放量，量能是前期的1.6倍，应该加仓博反弹。",
    [
      { k: "ta", ind: "vol", cond: "expand_strong", err: "technical" },
      { k: "volr", v: "1.6", cmp: "approx", err: "technical" },
    ],
    { err: "technical", note: "量比0.61，缩量" },
  ),
  nd("t", A, "tA", "technical", "过去一年近乎翻倍、利润增42%，站在20日线上方，回调就是加仓点。", [
    RET(250, { size: "接近翻倍" }),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    MA(20, "above"),
  ]),
  mt("t", A, "tNe", "valuation", "PE约21倍不算贵，但股价离52周低点不到5%，建议分批、单票仓位不超5%。", [
    MCNOW("2025", "21", "approx"),
    LO52({ v: "5", cmp: "lt" }),
  ]),
  pa(
    "f",
    A,
    "fL",
    "annual",
    "裁定：平安2025年利润增6.5%、现金流增72%，归母净利创历史新高，判多方胜。",
    [
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
      MAX("net_profit", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"], {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "归母净利最高为2019年1494.07亿元" },
  ),
  mt("t", A, "fL", "annual", "裁定：茅台2025年营收、利润、现金流三项齐降，但一季度利润回到正增长，维持中性。", [
    G("revenue", "2025", { dir: "down" }),
    G("net_profit", "2025", { dir: "down" }),
    G("operating_cash_flow", "2025", { dir: "down" }),
    G("net_profit", "2026Q1", { dir: "up" }),
  ]),
  sh("u", A, "tP", "valuation", "中石化2025年股息率约6%，可作为防御底仓。", [U("2025年分红与股息率未存储")]),
];
