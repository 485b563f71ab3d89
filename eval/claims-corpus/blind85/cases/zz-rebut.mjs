// Rebuttals quoting the other side's figure (only the correction is asserted), risk debaters, vote lenses
// (the lens is not named in the text), trader / manager lines, rulings and readings of a fact. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, MCNOW, PE, EV, IND, U, READ, QOQ } = H;
const mt = H.maker("b85-rb-mt", "600519");
const cm = H.maker("b85-rb-cm", "600036");
const nd = H.maker("b85-rb-nd", "300750");
const yd = H.maker("b85-rb-yd", "002594");
const pa = H.maker("b85-rb-pa", "601318");
const sh = H.maker("b85-rb-sh", "600028");
const wl = H.maker("b85-rb-wl", "000858");
const A = "2026-04-30";

export default [
  mt("t", A, "bull", "annual", "空方说茅台利润下滑了一成，实际2025年归母净利润只降了约4.5%。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "fT",
    "annual",
    "对方称现金流少了三分之一，其实经营现金流同比只降了约15%。",
    [G("operating_cash_flow", "2025", { v: "-15", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际-33.5%，对方是对的" },
  ),
  mt("t", A, "fT", "annual", "质疑方称净利率已跌破45%，不对：2025年净利率50.53%，仍在五成之上。", [
    V("net_margin", "2025", "50.53", "%"),
    V("net_margin", "2025", "50", "%", "gt"),
  ]),
  mt(
    "f",
    A,
    "tBe",
    "annual",
    "多方说营收两年没倒退，可1688.38亿元的营业收入比2023年还少了约1.2%。",
    [
      V("operating_revenue", "2025", "1688.38"),
      G("operating_revenue", "2025", { base: "2023", v: "-1.2", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+14.3%；-1.2%是较2024年" },
  ),
  mt("t", A, "tM", "technical", "研究经理：一季度利润增约1.5%，股价近20日却跌约5.1%，基本面与股价出现背离。", [
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    RET(20, { v: "-5.1", cmp: "approx" }),
  ]),
  mt("t", A, "tNe", "annual", "中性风控：负债率16.42%、现金516.91亿元，茅台的下行风险在估值而不在财务。", [
    V("debt_ratio", "2025", "16.42", "%"),
    V("cash", "2025", "516.91"),
  ]),
  mt("u", A, "tM", "undecidable", "研究经理：一季度茅台营收增速能否跑赢五粮液，将决定白酒板块风格。", [
    U("五粮液2026年一季度未存储"),
  ]),
  cm("t", A, "tBe", "annual", "多方拿利润新高说事，但招行加权ROE已从14.49%降到13.44%。", [
    PP("roe", "2025", { dir: "down" }),
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
  ]),
  cm(
    "f",
    A,
    "vN",
    "annual",
    "招行2025年报显示归母净利润出现负增长，投反对票。",
    [G("net_profit", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+1.2%" },
  ),
  cm(
    "f",
    A,
    "fS",
    "quarterly",
    "招行一季度营业总收入增约3.8%，这对估值修复是利空。",
    [READ(G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "收入增长读作利空" },
  ),
  cm("t", A, "tTr", "technical", "交易员：招行距52周低点37.31元仅约2.6%，以该位置作为止损参考。", [
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "2.6", cmp: "approx" }),
  ]),
  cm("t", A, "fL", "annual", "裁定：招行利润连续六年增长，但增速只剩约1.2%，空方'增长停滞'的论点更有力。", [
    H.UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
  cm(
    "f",
    A,
    "tA",
    "industry",
    "招行九成的负债率远比负债率16%的茅台危险，但高风险换高弹性，值得重仓博弈。",
    [
      V("debt_ratio", "2025", "90", "%", "approx"),
      V("debt_ratio", "2025", "16", "%", "eq", { t: "600519" }),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense", note: "银行高负债率是行业常态，不能与白酒企业直接比" },
  ),
  cm("t", A, "tNe", "industry", "一季度末90.43%的负债率对银行是常态，重点应看资产质量。", [
    V("debt_ratio", "2026Q1", "90.43", "%"),
    IND("high_debt_is_normal"),
  ]),
  nd("t", A, "vF", "annual", "2025年利润增约42%、经营现金流1332.20亿元，业绩足以支撑买入。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    V("operating_cash_flow", "2025", "1332.20"),
  ]),
  nd(
    "f",
    A,
    "tC",
    "annual",
    "保守风控：宁德负债率61.94%，较上年还抬升约3个百分点，杠杆在加。",
    [
      V("debt_ratio", "2025", "61.94", "%"),
      PP("debt_ratio", "2025", { v: "3", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "65.24→61.94，下降3.3个百分点" },
  ),
  nd(
    "f",
    A,
    "tTr",
    "technical",
    "交易员：宁德时代近5个交易日上涨约3%，顺势加仓。",
    [RET(5, { v: "3", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近5日-0.66%" },
  ),
  nd("t", A, "fQ", "quarterly", "质疑：一季度利润同比增48.5%看似强劲，但环比上季度反而下降约10.5%。", [
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10.5", cmp: "approx" }),
  ]),
  nd("t", A, "tA", "technical", "激进风控：宁德站稳60日线，离52周高点仅约5%，可以加大仓位。", [
    MA(60, "above"),
    H.MAHOLD(60, 5, "above"),
    HI52({ v: "-5", cmp: "approx" }),
  ]),
  yd("t", A, "tNe", "quarterly", "中性风控：一季度利润腰斩，但负债率70.94%与年末70.74%基本持平，风险可控。", [
    V("debt_ratio", "2025", "70.74", "%"),
    G("net_profit", "2026Q1", { size: "腰斩" }),
    V("debt_ratio", "2026Q1", "70.94", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", dir: "flat" }),
  ]),
  yd("f", A, "vT", "technical", "比亚迪已跌破60日均线，趋势转弱，投卖出票。", [MA(60, "below", { err: "technical" })], {
    err: "technical",
    note: "收盘102.98元站在60日线98.35元上方",
  }),
  yd(
    "f",
    A,
    "tBe",
    "annual",
    "多方说比亚迪营收还在增长，可2025年营收同比已经下滑约3.5%。",
    [G("revenue", "2025", { v: "-3.5", cmp: "approx", dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+3.5%" },
  ),
  yd("t", A, "tC", "annual", "保守风控：591.36亿元经营现金流只够覆盖约38%的资本开支，建议降低仓位。", [
    V("operating_cash_flow", "2025", "591.36"),
    R("operating_cash_flow", "capex", "2025", "38", { u: "%", cmp: "approx" }),
  ]),
  yd("u", A, "fL", "undecidable", "综合来看，若二季度价格战缓和，比亚迪全年利润有望重回400亿元。", [U("情景")]),
  pa("t", A, "fL", "valuation", "综合来看，平安2025年利润增约6.5%、PE约8倍，裁定多方胜出。", [
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    MCNOW("2025", "8"),
  ]),
  pa(
    "f",
    A,
    "fSy",
    "annual",
    "平安2025年营收增约6.5%、利润增约2.1%，两项增速都不高。",
    [
      G("revenue", "2025", { v: "6.5", cmp: "approx", err: "wrong_value" }),
      G("net_profit", "2025", { v: "2.1", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "两个增速互换：营收+2.1%、利润+6.45%" },
  ),
  pa("t", A, "tP", "technical", "组合经理：平安近250日涨约17.7%、RSI约54，维持标配。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    RSI("54", "approx"),
  ]),
  pa("t", A, "tNe", "industry", "保守风控嫌平安负债率89.9%太高，但对保险公司这是行业常态，不是风险点。", [
    V("debt_ratio", "2026Q1", "89.9", "%"),
    IND("high_debt_is_normal"),
  ]),
  pa("u", A, "vN", "undecidable", "平安近期被纳入多只高股息指数，被动资金形成支撑。", [U("指数纳入与资金流")]),
  sh("t", A, "fSy", "annual", "中石化2024年利润降约17%，这对其分红能力是利空。", [
    READ(G("net_profit", "2024", { v: "-17", cmp: "near" }), "negative"),
  ]),
  sh("u", A, "tM", "undecidable", "若中石化2025年利润企稳在500亿元，当前股价明显偏低。", [U("FY2025未存储，情景")]),
  sh("t", A, "vN", "announcement", "中石化已于2025年3月24日披露2024年年度报告。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024年" }),
  ]),
  wl("t", A, "vT", "technical", "五粮液RSI约28、收盘跌破5日至250日全部均线，投反对票。", [
    RSI("28", "approx"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  wl(
    "f",
    A,
    "fL",
    "technical",
    "权衡双方论据，五粮液近250个交易日只跌了约6%，回撤有限。",
    [RET(250, { v: "-6", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "近250日-26.3%" },
  ),
];
