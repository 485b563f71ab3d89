// Rebuttals quoting the other side's figure, risk debaters, vote lenses and rulings, all on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, R, UP, DOWN, RET, CLOSE, MA, RSI, EV, U, IND, PE, SNAP, GDIFF, LO52, PAIR, DAYS } = H;
const mt = H.maker("b45-rb-mt", "600519");
const pa = H.maker("b45-rb-pa", "601318");
const sh = H.maker("b45-rb-sh", "600028");
const A = "2026-04-30";

export default [
  mt("t", A, "bull", "annual", "空方称现金流腰斩，实际经营现金流由924.64亿降至615.22亿，降约33%，远未到腰斩。", [
    V("operating_cash_flow", "2024", "924.64"),
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-45", cmp: "gt" }),
  ]),
  mt(
    "f",
    A,
    "bear",
    "quarterly",
    "多方拿一季度营收+6.54%说事，但同期归母净利仅增0.47%，增长质量堪忧。",
    [G("operating_revenue", "2026Q1", { v: "6.54" }), G("net_profit", "2026Q1", { v: "0.47", err: "wrong_value" })],
    { err: "wrong_value", note: "净利+1.47%" },
  ),
  pa("t", A, "fT", "annual", "质疑方称平安净利下滑，但2025年归母净利1347.78亿元同比增长6.45%，该说法不成立。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45", dir: "up" }),
  ]),
  pa(
    "f",
    A,
    "fQ",
    "annual",
    "信任方引用的72%现金流增速有误，2025年经营现金流实际是同比下降的。",
    [G("operating_cash_flow", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "+72.2%" },
  ),
  sh("t", A, "tA", "valuation", "保守派担心估值，可5.39元只对应2024年约13倍PE，快照PB也仅0.84倍。", [
    CLOSE("5.39"),
    PE("2024", "13", "approx"),
    SNAP("pb", "0.84", "x", "eq"),
  ]),
  sh(
    "f",
    A,
    "tC",
    "annual",
    "激进派忽视了盈利连续五年下降的事实，2024年归母净利只剩503亿元。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      DOWN("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"], { err: "overstatement" }),
    ],
    { err: "overstatement", note: "2021年曾大增，实为连降三年" },
  ),
  mt("t", A, "tNe", "annual", "激进与保守各有依据：净利降了4.53%，但ROE仍有32.53%，维持中性仓位。", [
    G("net_profit", "2025", { v: "-4.53" }),
    V("roe", "2025", "32.53", "%"),
  ]),
  pa("t", A, "vF", "annual", "归母净利1347.78亿元，已连续三年增长，投票看多。", [
    V("net_profit", "2025", "1347.78"),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  pa("f", A, "vT", "technical", "股价运行在年线下方，趋势偏空，投票看空。", [MA(250, "below", { err: "technical" })], {
    err: "technical",
    note: "收盘59.37在MA250 59.29上方",
  }),
  pa("t", A, "vN", "announcement", "3月下旬已披露2025年度利润分配方案，分红连续性有保障。", [
    EV("dividend", true, { from: "2026-03-20", to: "2026-03-31", title: "2025年年度利润分配" }),
  ]),
  mt("t", A, "vT", "technical", "收盘1384.79元低于MA5至MA250全部六条均线，投票看空。", [
    CLOSE("1384.79"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  sh(
    "f",
    A,
    "vF",
    "annual",
    "2024年扣非净利480.57亿元，同比增长约20.8%，投票看多。",
    [
      V("deducted_net_profit", "2024", "480.57"),
      G("deducted_net_profit", "2024", { v: "20.8", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "-20.8%" },
  ),
  mt("t", A, "tM", "annual", "多方引用的823.2亿元净利与空方引用的-4.53%增速均属实，双方数据无误。", [
    V("net_profit", "2025", "823.2"),
    G("net_profit", "2025", { v: "-4.53" }),
  ]),
  pa(
    "f",
    A,
    "tM",
    "industry",
    "空方所称负债率近90%构成重大偿债风险的论点成立，本轮判空方胜。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  pa("t", A, "bear", "annual", "多方称营收稳健增长，可营业总收入只增2.1%，仍比2021年少约1299亿元。", [
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    PAIR("revenue", "2025", undefined, { period2: "2021", mode: "diff", u: "亿", v: "-1299", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "bull",
    "annual",
    "空方说利润下滑，但2025年归母净利823.2亿元较2024年仍增长4.53%。",
    [V("net_profit", "2025", "823.2"), G("net_profit", "2025", { v: "4.53", err: "wrong_direction" })],
    { err: "wrong_direction", note: "-4.53%" },
  ),
  mt("u", A, "bull", "undecidable", "空方担心批价，但经销商库存只有约1个月，远低于行业平均。", [
    U("渠道库存与同业未存储"),
  ]),
  sh("t", A, "fL", "annual", "综合看，2024年营收降4.3%、净利降16.8%，净利降幅比营收多约12.5个百分点。", [
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    GDIFF(
      { metric: "net_profit", period: "2024" },
      { metric: "revenue", period: "2024" },
      { v: "-12.5", cmp: "approx" },
    ),
  ]),
  pa(
    "f",
    A,
    "tP",
    "technical",
    "年初至今虽跌13.2%，但近250个交易日仍涨约27.7%，继续长期持有。",
    [H.SPAN("2025-12-31", { v: "-13.2", cmp: "approx" }), RET(250, { v: "27.7", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "250日+17.7%" },
  ),
  sh("t", A, "tTr", "technical", "RSI14≈30.0，52周低点5.27元近在咫尺，小仓位试多，跌破即止损。", [
    RSI("30.0", "approx"),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "3", cmp: "lt" }),
  ]),
  pa("u", A, "tC", "undecidable", "激进派忽略了权益市场下跌对平安投资收益的冲击，二季度利润恐大幅下滑。", [
    U("未来季度与归因"),
  ]),
  sh("u", A, "fSy", "undecidable", "中石化2025年分红率有望提升到75%，股息率超过6%。", [U("分红率预测、股息率未存储")]),
  pa("t", A, "fQ", "annual", "2025年净利增速6.45%反而比总资产增速7.26%低约0.8个百分点，资产回报在摊薄。", [
    G("net_profit", "2025", { v: "6.45" }),
    G("total_assets", "2025", { v: "7.26" }),
    GDIFF(
      { metric: "net_profit", period: "2025" },
      { metric: "total_assets", period: "2025" },
      { v: "-0.8", cmp: "approx" },
    ),
  ]),
  mt(
    "f",
    A,
    "tC",
    "valuation",
    "激进派说茅台便宜，但按2024年每股收益68.64元计静态PE仍高达30倍。",
    [V("basic_eps", "2024", "68.64", "元"), PE("2024", "30", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约20.2倍" },
  ),
];
