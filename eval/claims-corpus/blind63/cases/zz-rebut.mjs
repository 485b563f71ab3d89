// Rebuttals that quote the other side (the quoted figure is not asserted), risk debaters, vote lenses, rulings.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, X, RET, CLOSE, EV, U, IND, PE, MCNOW, BIAS, DD, QOQ } = H;
const zs = H.maker("b63-rb-zs", "600036");
const nd = H.maker("b63-rb-nd", "300750");
const by = H.maker("b63-rb-byd", "002594");
const wl = H.maker("b63-rb-wly", "000858");
const A = "2026-04-30";
const NP = "net_profit";

export default [
  zs("t", A, "fT", "annual", "空方称招行利润下滑，实际上2025年归母净利1501.81亿元，同比仍增1.21%。", [
    V(NP, "2025", "1501.81"),
    G(NP, "2025", { v: "1.21" }),
  ]),
  zs(
    "f",
    A,
    "fT",
    "annual",
    "对方说招行ROE已不足13%，其实2025年加权ROE为14.49%，仍在行业前列。",
    [V("roe", "2025", "14.49", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "14.49%是2024年；2025年13.44%" },
  ),
  nd("t", A, "tBe", "quarterly", "多头说宁德一季度继续走强，但单季归母净利207.38亿元比去年四季度少了约24亿元。", [
    V(NP, "2026Q1", "207.38"),
    D(NP, "2026Q1", { base: "2025S4", v: "-24", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tB",
    "annual",
    "空头说宁德现金流恶化，事实上2025年经营现金流1332.20亿元，同比增长超过五成。",
    [
      V("operating_cash_flow", "2025", "1332.20"),
      G("operating_cash_flow", "2025", { v: "50", cmp: "gt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+37.35%" },
  ),
  by("t", A, "fQ", "annual", "多方强调营收创新高，但比亚迪2025年经营现金流591.36亿元还不到上年的一半。", [
    V("operating_cash_flow", "2025", "591.36"),
    X("operating_cash_flow", "2025", "2024", { v: "0.5", cmp: "lt" }),
  ]),
  by(
    "f",
    A,
    "fT",
    "annual",
    "“现金流崩塌”的说法过头了：比亚迪2025年经营现金流591.36亿元，与资本开支大致相当。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      R("operating_cash_flow", "capex", "2025", "1.0", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "资本开支1568.08亿，约为现金流的2.65倍" },
  ),
  by("t", A, "tC", "quarterly", "比亚迪一季度净利同比降逾五成，利润止跌前建议仓位不超过5%。", [
    G(NP, "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  nd("t", A, "tA", "quarterly", "宁德一季度营收同比增52%、净利增49%，回撤4%正是加仓窗口。", [
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    G(NP, "2026Q1", { v: "49", cmp: "approx" }),
    DD(20, { v: "-4", cmp: "approx" }),
  ]),
  zs("u", A, "tNe", "undecidable", "招行年内跌约9%，但股息率仍在5%以上，维持中性仓位即可。", [
    RET("2025-12-31", { v: "-9", cmp: "approx" }),
    U("股息率未存储"),
  ]),
  wl("u", A, "vN", "undecidable", "五粮液大股东近一个月公告增持计划，但股价仍在97元附近徘徊。", [
    U("五粮液公告未存储"),
    CLOSE("97", "approx"),
  ]),
  nd("t", A, "vN", "announcement", "宁德4月16日公告调整股权激励计划及员工持股计划相关价格，属常规事项。", [
    EV("equity_incentive", true, { from: "2026-04-16", to: "2026-04-16", title: "调整" }),
  ]),
  zs("u", A, "vN", "undecidable", "招行年报披露零售客户数已突破2亿户，财富管理客群基础仍稳固。", [
    U("零售客户数未存储"),
  ]),
  zs("t", A, "tP", "valuation", "招行PB约0.88倍、滚动PE约6.4倍，估值低但增长乏力，维持持有。", [
    PE("2025", "0.88", "approx", { per: "bps" }),
    MCNOW("2026Q1TTM", "6.4"),
    G(NP, "2025", { size: "微增" }),
  ]),
  by(
    "f",
    A,
    "tP",
    "annual",
    "比亚迪2025年营收增3.46%、净利增18.97%，基本面稳健，给予增持。",
    [G("revenue", "2025", { v: "3.46" }), G(NP, "2025", { v: "18.97", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "净利-18.97%" },
  ),
  nd("t", A, "fL", "quarterly", "裁定：宁德一季度净利率17.61%，与去年同期的17.55%基本持平，盈利质量稳定。", [
    V("net_margin", "2026Q1", "17.61", "%"),
    V("net_margin", "2025Q1", "17.55", "%"),
    PP("net_margin", "2026Q1", { dir: "flat" }),
  ]),
  zs(
    "f",
    A,
    "fL",
    "quarterly",
    "招行2025年四季度单季净利364.09亿元，同比下降约3.4%，空方论据更充分。",
    [V(NP, "2025S4", "364.09"), G(NP, "2025S4", { v: "-3.4", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+3.41%" },
  ),
  wl("t", A, "tM", "technical", "五粮液现价97.08元，较2024年末的140.04元已下跌约31%，估值修复仍需耐心。", [
    CLOSE("97.08"),
    CLOSE("140.04", "eq", { date: "2024-12-31" }),
    RET("2024-12-31", { v: "-31", cmp: "approx" }),
  ]),
  wl(
    "f",
    A,
    "tM",
    "technical",
    "五粮液过去250个交易日跌约26%，但近60个交易日已反弹约4%。",
    [RET(250, { v: "-26", cmp: "approx" }), RET(60, { v: "4", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近60日-3.90%" },
  ),
  nd("u", A, "tTr", "undecidable", "若宁德放量站稳440元，可在450元附近加仓，止损设在400元。", [U("交易计划")]),
  zs("t", A, "fQ", "quarterly", "招行一季度营收增3.81%，净利却只增1.52%，增收不增利的苗头已现。", [
    G("revenue", "2026Q1", { v: "3.81" }),
    G(NP, "2026Q1", { v: "1.52" }),
  ]),
  nd(
    "f",
    A,
    "fQ",
    "annual",
    "宁德2025年毛利率26.27%，反而比2024年下降，价格战正在侵蚀利润。",
    [V("gross_margin", "2025", "26.27", "%"), PP("gross_margin", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2024年24.44%提升" },
  ),
  nd("u", A, "fR", "undecidable", "欧洲电池补贴若退坡，宁德海外工厂的产能利用率可能跌破六成。", [
    U("情景与产能利用率"),
  ]),
  by("t", A, "vF", "annual", "比亚迪2025年商誉44.28亿元与上年持平，约占总资产的0.5%。", [
    V("goodwill", "2025", "44.28"),
    D("goodwill", "2025", { v: "0" }),
    R("goodwill", "total_assets", "2025", "0.5", { u: "%", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "vT",
    "technical",
    "招行20日乖离率约+2.9%，股价略高于20日线运行。",
    [BIAS(20, { v: "2.9", cmp: "approx", err: "wrong_direction" }), H.MA(20, "above", { err: "wrong_direction" })],
    { err: "wrong_direction", note: "BIAS20 -2.88%" },
  ),
  by("u", A, "tS", "undecidable", "比亚迪在雪球上的看多比例降至35%，为半年来最低。", [U("情绪数据未存储")]),
  by("t", A, "tBe", "technical", "多方说比亚迪跑赢大盘，但近120个交易日它仅涨约2%，宁德同期涨约12%。", [
    RET(120, { v: "2", cmp: "approx" }),
    RET(120, { t: "300750", v: "12", cmp: "approx" }),
  ]),
];
