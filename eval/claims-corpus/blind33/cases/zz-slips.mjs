// One slip per point: neighbouring year, 百分点 vs %, cumulative as one quarter, unit slips, extremes, stance.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, D, X, CAGR, MAX, MIN, UP, RANK, READ, SPAN, RET, U, IND, PSUM, EV, MCNOW } = H;
const n = H.maker("b33-sl-nd", "300750");
const p = H.maker("b33-sl-pa", "601318");
const w = H.maker("b33-sl-wl", "000858");
const A = "2026-04-30";
const O = "2020-05-15";

export default [
  n(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利润722亿元，同比增长42%，为历年最高。",
    [V("net_profit", "2024", "722", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "722亿是2025年；2024年507.45亿" },
  ),
  n(
    "f",
    A,
    "fE",
    "annual",
    "营收4237.02亿万元，同比增长17%。",
    [V("revenue", "2025", "4237.02", "万", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "单位错：4237.02亿元" },
  ),
  n(
    "f",
    A,
    "tF",
    "annual",
    "相比2024年的14.92%，2025年净利率抬升约3.2%，而毛利率提升了1.83个百分点。",
    [
      V("net_margin", "2024", "14.92", "%"),
      PP("gross_margin", "2025", { v: "1.83" }),
      PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
      G("net_margin", "2025", { v: "3.2", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "提升3.2个百分点，相对+21.4%" },
  ),
  n(
    "f",
    A,
    "fE",
    "annual",
    "2022年净利润较2021年增长约93%，这是近五年唯一一次翻倍式增长。",
    [
      G("net_profit", "2022", { v: "93", cmp: "approx" }),
      G("net_profit", "2022", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+92.9%，并未翻倍" },
  ),
  n("t", A, "fE", "annual", "较2021年，2022年归母净利接近翻倍，达307.29亿元，增幅约93%。", [
    V("net_profit", "2022", "307.29"),
    G("net_profit", "2022", { v: "93", cmp: "approx", size: "接近翻倍" }),
  ]),
  n(
    "f",
    A,
    "fR",
    "annual",
    "2023年是近五年经营现金流的最高点，达到928亿元。",
    [
      V("operating_cash_flow", "2023", "928", "亿", "approx"),
      MAX("operating_cash_flow", "2023", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2025年1332.20亿最高" },
  ),
  n("t", A, "fR", "annual", "经营现金流2021年以来逐年增加，2025年1332亿元是五年中最高。", [
    UP("operating_cash_flow", ["2021", "2022", "2023", "2024", "2025"]),
    MAX("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  n(
    "f",
    A,
    "tBe",
    "annual",
    "资产负债率自2021年以来一路攀升，2025年已升至61.94%。",
    [UP("debt_ratio", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2022年70.56%后逐年下降" },
  ),
  n("t", A, "tB", "annual", "负债率从2022年70.56%的高点连降三年到61.94%，累计下降约8.6个百分点。", [
    H.DOWN("debt_ratio", ["2022", "2023", "2024", "2025"]),
    PP("debt_ratio", "2025", { base: "2022", v: "-8.6", cmp: "approx" }),
  ]),
  n(
    "f",
    A,
    "tA",
    "technical",
    "股价一年涨幅接近两倍，动量极强。",
    [RET(250, { v: "200", cmp: "near", err: "overstatement" })],
    { err: "overstatement", note: "+93.4%" },
  ),
  n(
    "f",
    A,
    "bear",
    "annual",
    "利润增长42%恰恰是补贴退坡前的透支，2025年这一数字本身就是利空。",
    [READ(G("net_profit", "2025", { v: "42", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance" },
  ),
  n(
    "f",
    A,
    "fSy",
    "quarterly",
    "四季度单季归母净利约417亿元，占全年利润近六成。",
    [
      V("net_profit", "2025S4", "417", "亿", "approx", { err: "wrong_period" }),
      PSUM([["net_profit", "2025S4", 1]], {
        over: ["net_profit", "2025"],
        v: "0.6",
        cmp: "near",
        u: "x",
        err: "wrong_period",
      }),
    ],
    { err: "wrong_period", note: "417亿是下半年；Q4单季231.67亿，约32%" },
  ),
  n("t", A, "fSy", "quarterly", "下半年归母净利约417亿元，占全年722亿元的近六成。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "417", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { over: ["net_profit", "2025"], v: "0.6", cmp: "near", u: "x" },
    ),
  ]),
  n(
    "f",
    A,
    "tN",
    "announcement",
    "公司在4月7日公告启动新一轮A股回购计划。",
    [EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "计划|方案", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月7日为回购结果暨股份变动公告" },
  ),
  n("u", A, "tN", "announcement", "大股东近期减持了约1%股份，市场情绪受到一定压制。", [U("减持公告不作判定")]),
  n("u", A, "fM", "undecidable", "海外储能订单排产已到2027年，产能利用率超过90%。", [U("订单与产能利用率不在数据中")]),
  n("u", A, "tC", "undecidable", "融资余额近一个月增加逾50亿元，杠杆资金拥挤度偏高。", [U("两融余额不在数据中")]),
  p(
    "f",
    A,
    "fE",
    "annual",
    "2025年营业总收入约1.05万亿元，较2023年增长约2.1%。",
    [
      V("revenue", "2025", "1.05", "万亿", "approx"),
      G("revenue", "2025", { base: "2023", v: "2.1", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "2.1%是较2024年；较2023年+15.0%" },
  ),
  p("t", A, "fE", "annual", "营业总收入约1.05万亿元，两年前还只有9138亿元，累计增长约15%。", [
    V("revenue", "2025", "1.05", "万亿", "approx"),
    V("revenue", "2023", "9138", "亿", "approx"),
    G("revenue", "2025", { base: "2023", v: "15", cmp: "approx" }),
  ]),
  p(
    "f",
    A,
    "tF",
    "annual",
    "归母净利1347.78亿元，为2019年以来的次高水平。",
    [
      RANK("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], "max", 2, {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "排第三，低于2019、2020" },
  ),
  p("t", A, "tF", "annual", "2019年以来七年里，1347.78亿元的归母净利排第三，仅次于2019、2020年。", [
    RANK("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], "max", 3),
  ]),
  p(
    "f",
    A,
    "fR",
    "industry",
    "近90%的负债率意味着平安杠杆远高于同业，一旦资产端出问题将迅速侵蚀净资产。",
    [IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  p("t", A, "fT", "industry", "对保险集团而言，89.9%的负债率是常态，不能套用制造业的标准。", [
    V("debt_ratio", "2026Q1", "89.9", "%"),
    IND("high_debt_is_normal"),
  ]),
  p(
    "f",
    A,
    "tS",
    "technical",
    "近一年股价下跌近两成，弱势格局未改。",
    [RET(250, { v: "-20", cmp: "near", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近250日+17.70%；-20.7%是距高点" },
  ),
  p("u", A, "tN", "announcement", "平安计划发行H股可转债补充资本，规模约百亿港元。", [U("融资类公告不在采集范围")]),
  p("u", A, "fV", "undecidable", "同为保险龙头，中国人寿的PE约为平安的1.5倍。", [
    MCNOW("2025", "8"),
    U("中国人寿不在样本中"),
  ]),
  w(
    "f",
    O,
    "fE",
    "annual",
    "2019年营业收入501.18亿元，较2017年增长约25%。",
    [
      V("operating_revenue", "2019", "501.18"),
      G("operating_revenue", "2019", { base: "2017", v: "25", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2017年+66.0%" },
  ),
  w("t", O, "fE", "annual", "营收较2017年的301.87亿元增长了约66%，两年间增量接近200亿元。", [
    V("operating_revenue", "2017", "301.87"),
    G("operating_revenue", "2019", { base: "2017", v: "66", cmp: "approx" }),
    D("operating_revenue", "2019", { base: "2017", v: "200", cmp: "near" }),
  ]),
  w(
    "f",
    O,
    "tF",
    "annual",
    "归母净利润约为营收的四成以上，净利率在高端白酒中名列前茅。",
    [R("net_profit", "operating_revenue", "2019", "40", { u: "%", cmp: "gt", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "174.02/501.18=34.7%" },
  ),
  w("t", O, "tF", "annual", "归母净利占营业收入的比重约34.7%，比2015年的28.5%明显提高。", [
    R("net_profit", "operating_revenue", "2019", "34.7", { u: "%" }),
    R("net_profit", "operating_revenue", "2015", "28.5", { u: "%", cmp: "approx" }),
  ]),
  w("u", O, "fR", "undecidable", "泸州老窖2019年净利增速约46%，五粮液30%的增速相形见绌。", [
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    U("泸州老窖不在样本中"),
  ]),
];
