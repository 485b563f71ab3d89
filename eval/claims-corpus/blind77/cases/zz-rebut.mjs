// Rebuttals (the quoted figure of the other side is not asserted, only the correction), readings of a fact, risk
// debaters, vote lenses and rulings, all on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, RET, CLOSE, MAORDER, MACD, LO52, EV, U, READ, IND, SPAN, MCNOW } = H;
const mt = H.maker("b77-rb-mt", "600519");
const by = H.maker("b77-rb-byd", "002594");
const sh = H.maker("b77-rb-sh", "600028");
const A = "2026-04-30";

export default [
  mt(
    "f",
    A,
    "bull",
    "annual",
    "空方拿现金流说事，可经营现金流同比降约33%恰说明公司在让利渠道、蓄势待发，是利好。",
    [READ(G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下降被读作利好" },
  ),
  by("t", A, "tBe", "quarterly", "多方说一季度只是淡季波动，但归母净利同比腰斩，这是明确的利空信号。", [
    READ(G("net_profit", "2026Q1", { size: "腰斩" }), "negative"),
  ]),
  mt("t", A, "fT", "annual", "空方称营收两位数下滑，实际2025年营业总收入仅同比下降1.2%。", [
    G("revenue", "2025", { v: "-1.2" }),
  ]),
  by(
    "f",
    A,
    "fT",
    "annual",
    "多方称资本开支在收缩，这不对：2025年资本开支同比只增长了约16%。",
    [G("capex", "2025", { v: "16", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+61.06%" },
  ),
  by("t", A, "fT", "annual", "纠正多方：2025年资本开支1568.08亿元，比上年多出约594亿元，扩张并未停。", [
    V("capex", "2025", "1568.08"),
    D("capex", "2025", { v: "594", cmp: "approx" }),
  ]),
  sh("t", A, "bear", "annual", "多方说2024年利润仍在600亿上方，实际归母净利只有503.13亿元，比上年少了约101.5亿元。", [
    V("net_profit", "2024", "503.13"),
    D("net_profit", "2024", { v: "-101.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度经营现金流269.10亿元，已接近同期归母净利的两倍，利润含金量极高。",
    [
      V("operating_cash_flow", "2026Q1", "269.10"),
      R("operating_cash_flow", "net_profit", "2026Q1", "2", { cmp: "near", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约0.99倍" },
  ),
  mt("t", A, "fT", "quarterly", "质疑方说现金流差，但2026Q1经营现金流269.10亿元，与同期归母净利272.43亿元基本相当。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("net_profit", "2026Q1", "272.43"),
    R("operating_cash_flow", "net_profit", "2026Q1", "0.99", { cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利326.19亿元，较2022年下降约19%，三年等于白干。",
    [
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { base: "2022", v: "-19", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-19%是较2024年；较2022年约+96%" },
  ),
  by(
    "f",
    A,
    "tNe",
    "announcement",
    "中性看：3月28日公司在2025年度分红方案之外，还公告了回购计划，托底意愿明确。",
    [
      EV("dividend", true, { from: "2026-03-28", title: "2025年度" }),
      EV("repurchase", true, { from: "2026-03-01", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  mt(
    "f",
    A,
    "bull",
    "quarterly",
    "2026Q1归母净利同比大增，茅台已经走出行业调整。",
    [G("net_profit", "2026Q1", { size: "大增", err: "overstatement" })],
    { err: "overstatement", note: "同比+1.47%" },
  ),
  by(
    "f",
    A,
    "tA",
    "annual",
    "2025年营收8039.65亿元，增长强劲，利润下滑只是阶段性扰动。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { size: "增长强劲", err: "overstatement" })],
    { err: "overstatement", note: "同比+3.46%" },
  ),
  by("t", A, "tC", "industry", "比亚迪不是银行，70.74%的负债率不能拿金融业九成负债属常态来开脱。", [
    V("debt_ratio", "2025", "70.74", "%"),
    IND("high_debt_is_risk"),
  ]),
  mt("t", A, "fL", "annual", "裁定：空方说利润两位数下滑不成立（实际-4.5%），但现金流骤降33%属实，双方各得一分。", [
    G("net_profit", "2025", { v: "-4.5" }),
    G("operating_cash_flow", "2025", { v: "-33", cmp: "approx", size: "骤降" }),
  ]),
  sh(
    "f",
    A,
    "tM",
    "annual",
    "石化2024年研发费用同比下降，转型投入在缩水，此轮空方胜出。",
    [G("research_expense", "2024", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "研发费用同比+8.9%" },
  ),
  by("t", A, "tP", "annual", "2025年经营现金流降约56%、资本开支增约61%，现金缺口扩大，下调至低配。", [
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx" }),
    G("capex", "2025", { v: "61", cmp: "approx" }),
  ]),
  mt("u", A, "vN", "undecidable", "茅台拟于2026年实施中期分红，提升股东回报。", [U("茅台公告只收年报；未来计划")]),
  by(
    "f",
    A,
    "vT",
    "technical",
    "DIF仍运行在DEA上方，MACD多头结构未变。",
    [MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "DIF 0.521 < DEA 0.594" },
  ),
  sh("t", A, "vT", "technical", "收盘5.39元仅高于52周低点5.27元约2.3%，均线空头排列未改。", [
    CLOSE("5.39"),
    LO52({ v: "2.3", cmp: "approx" }),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  by("u", A, "fQ", "undecidable", "质疑：多方引用的单车净利八千元无从核实，销量口径也未给出。", [
    U("单车利润、销量不在数据内"),
  ]),
  sh(
    "f",
    A,
    "fQ",
    "annual",
    "质疑：2024年净利率只有2.18%，而不是多方所说的3%。",
    [V("net_margin", "2024", "2.18", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "2.18%是2023年；2024年1.87%" },
  ),
  sh("u", A, "tB", "undecidable", "2025年分红率提至75%以上，股息回报跑赢银行理财。", [
    U("FY2025未存储；分红率与理财收益"),
  ]),
  sh(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利降16.8%，说明公司在让利下游、蓄力转型，对股价反而是利好。",
    [READ(G("net_profit", "2024", { v: "-16.8" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润下降读作利好" },
  ),
  mt("t", A, "tNe", "valuation", "年内股价仅涨0.55%，近250日跌11.57%，按TTM约21倍PE，不追也不砍。", [
    SPAN("2025-12-31", { v: "0.55" }),
    RET(250, { v: "-11.57" }),
    MCNOW("2026Q1TTM", "21"),
  ]),
  sh(
    "f",
    A,
    "tC",
    "technical",
    "近60日股价仅回撤约3%，波动不大，可以继续持有。",
    [H.DD(60, { v: "-3", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "60日回撤-31.07%" },
  ),
  mt(
    "f",
    A,
    "tA",
    "annual",
    "茅台2025年负债率16.42%，较上年上升2.6个百分点，加杠杆说明管理层看好扩张。",
    [
      V("debt_ratio", "2025", "16.42", "%"),
      PP("debt_ratio", "2025", { v: "2.6", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降2.63个百分点" },
  ),
];
