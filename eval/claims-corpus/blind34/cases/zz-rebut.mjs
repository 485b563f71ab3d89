// Rebuttals quoting the other side, risk debaters, vote lenses, and one-slip points with true siblings.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, X, MAX, MIN, UP, DOWN, RET, CLOSE, MA, RSI, MACD, HI52, LO52, VOL, EV, U, QOQ, PE, SPAN } = H;
const { READ, IND, PSUM, CAGR, POS52, DAYS, UPDAYS, MAXDAY, PERDAY, MCNOW, PAIR, SUM, AVG } = H;
const mt = H.maker("b34-rmt", "600519");
const zs = H.maker("b34-rzs", "600036");
const byd = H.maker("b34-rbyd", "002594");
const sh = H.maker("b34-rsh", "600028");
const A = "2026-04-30";

export default [
  mt("t", A, "bull", "annual", "空方说“茅台利润下滑超过一成”，这不对：2025年归母净利润同比只降了4.5%，降幅不到5%。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-5", cmp: "gt" }),
  ]),
  mt(
    "t",
    A,
    "bear",
    "annual",
    "多方强调现金流充沛，可2025年经营现金流已降至615亿元，比净利润还少了两百多亿。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      PAIR("operating_cash_flow", "2025", undefined, { metric2: "net_profit", mode: "diff", v: "-200", cmp: "lt" }),
    ],
    { note: "615.22-823.20=-208亿" },
  ),
  mt(
    "f",
    A,
    "tA",
    "annual",
    "净利润降4.5%不足为虑，营收还在增长，说明只是费用端的短期扰动。",
    [
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
      G("revenue", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "营收同比-1.20%" },
  ),
  mt(
    "f",
    A,
    "bull",
    "annual",
    "资产负债率从19.04%降到16.42%，负债还在扩张的说法站不住；这说明公司在主动加杠杆扩产能。",
    [PP("debt_ratio", "2025", { dir: "down" }), READ(PP("debt_ratio", "2025", {}), "positive", { err: "stance" })],
    { err: "stance", note: "负债率下降被读成加杠杆" },
  ),
  mt(
    "t",
    A,
    "fT",
    "quarterly",
    "质疑方称一季度利润“同比下滑”，但2026Q1归母净利润272.43亿元对应去年同期268.47亿元，是小幅增长。",
    [
      V("net_profit", "2026Q1", "272.43"),
      V("net_profit", "2025Q1", "268.47"),
      G("net_profit", "2026Q1", { base: "2025Q1", size: "小幅增长" }),
    ],
  ),
  mt("t", A, "tC", "technical", "近20个交易日只有一半的日子收涨，最大单日跌幅约3.8%，短线抛压仍在。", [
    UPDAYS(20, { v: "10" }),
    MAXDAY(20, "down", { v: "-3.8", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tT",
    "technical",
    "已经连续2个交易日收跌，最近一周跌幅约5%。",
    [DAYS(2, "down"), RET(5, { v: "-5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "5日-2.41%" },
  ),
  mt(
    "t",
    A,
    "vN",
    "annual",
    "消息面：2024年年报于2025年4月3日披露，当年归母净利润862.28亿元、同比增长15.4%，是近年最后一个两位数增长年份。",
    [
      EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03" }),
      V("net_profit", "2024", "862.28"),
      G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
      G("net_profit", "2025", { v: "10", cmp: "lt" }),
    ],
  ),
  mt("t", A, "fE", "annual", "日均营收约4.6亿元——2025年1688.38亿元的营业收入摊到每天，依旧是印钞机级别。", [
    PERDAY("operating_revenue", "2025", { v: "4.6", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "bull",
    "annual",
    "空方说招行营收停滞，但2025年营收同比增长了1.2%，利润增长了0.01%，并非停滞。",
    [
      G("revenue", "2025", { v: "1.2", cmp: "approx", err: "wrong_value" }),
      G("net_profit", "2025", { v: "0.01", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "两个增速互换：营收+0.01%，利润+1.21%" },
  ),
  zs(
    "t",
    A,
    "bear",
    "annual",
    "多方的“利润稳健增长”站不住脚：2024、2025两年归母净利润增速都只有1.2%左右，只能算微增。",
    [
      G("net_profit", "2024", { v: "1.2", cmp: "approx", size: "微增" }),
      G("net_profit", "2025", { v: "1.2", cmp: "approx", size: "微增" }),
    ],
  ),
  zs(
    "f",
    A,
    "tC",
    "industry",
    "招行负债率常年在90%上下，一旦存款搬家就会触发流动性危机，这是最大的尾部风险。",
    [V("debt_ratio", "2025", "90", "%", "approx"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  zs("t", A, "tNe", "technical", "保守派担心破位，但股价38.27元离52周低点37.31元还有约2.6%，暂不构成破位。", [
    CLOSE("38.27"),
    LO52({ v: "2.6", cmp: "approx" }),
    LO52({ cond: "level", v: "37.31" }),
  ]),
  zs("t", A, "vN", "quarterly", "消息面：一季报显示归母净利润378.52亿元，较2025年四季度的364.09亿元环比增长约4%。", [
    V("net_profit", "2026Q1", "378.52"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "4", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度营收869.40亿元，同比增长约8.3%，收入端明显提速。",
    [
      V("revenue", "2026Q1", "869.40"),
      G("revenue", "2026Q1", { base: "2025Q1", v: "8.3", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+3.81%" },
  ),
  byd(
    "t",
    A,
    "tBe",
    "annual",
    "多方拿营收增长说事，可2025年营收只增长3.5%，归母净利润却少了约76亿元，规模不再换来利润。",
    [G("revenue", "2025", { v: "3.5", cmp: "approx" }), D("net_profit", "2025", { v: "-76", cmp: "approx" })],
  ),
  byd(
    "f",
    A,
    "tB",
    "annual",
    "空方说现金紧张，但年末货币资金1027.39亿元，依然超过千亿。",
    [V("cash", "2025", "1027.39", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1027.39亿是2024年末；2025年末754.25亿" },
  ),
  byd(
    "f",
    A,
    "tA",
    "quarterly",
    "一季度利润下滑55%正好说明底部已现，利润降得越狠，估值修复空间越大，这是利好。",
    [
      G("net_profit", "2026Q1", { base: "2025Q1", v: "-55", cmp: "approx" }),
      READ(G("net_profit", "2026Q1", { base: "2025Q1" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "利润大幅下滑被读作利好" },
  ),
  byd("t", A, "fT", "technical", "反方说“股价跌回年初水平”，其实收盘102.98元比2025年末的97.72元还高出约5.4%。", [
    CLOSE("102.98"),
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
  ]),
  byd(
    "f",
    A,
    "fR",
    "annual",
    "资本开支1568亿元，接近经营现金流的2倍，扩张完全依赖外部融资。",
    [R("capex", "operating_cash_flow", "2025", "2", { cmp: "near", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "1568.08/591.36=2.65倍，不是接近2倍" },
  ),
  byd(
    "f",
    A,
    "vF",
    "annual",
    "2025年净利润326亿元较2023年的300亿元下降约19%，两年白干。",
    [G("net_profit", "2025", { base: "2023", v: "-19", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2024年-19%；较2023年+8.6%" },
  ),
  sh(
    "t",
    A,
    "bull",
    "annual",
    "拿利润连跌说事的人忽略了基数：2024年归母净利润503.13亿元仍比2020年高出约五成。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { base: "2020", v: "50", cmp: "approx" })],
    { note: "较2020年332.71亿增长51.2%" },
  ),
  sh(
    "t",
    A,
    "tNe",
    "technical",
    "激进派说“已经见底”，但股价仍在60日均线下方约12.6%，250日均线也没收复，见底言之过早。",
    [MA(60, "below"), H.BIAS(60, { v: "-12.6", cmp: "approx" }), MA(250, "below")],
  ),
  sh(
    "f",
    A,
    "tTr",
    "technical",
    "MACD刚在零轴上方金叉，可以小仓位试多。",
    [MACD("golden_cross", 10, { err: "technical" }), MACD("dif_above_zero", null, { err: "technical" })],
    { err: "technical", note: "DIF -0.199在零轴下，近10日无金叉" },
  ),
  sh(
    "f",
    A,
    "fV",
    "valuation",
    "股价5.39元、2024年每股收益0.41元，市盈率不到10倍，估值已很便宜。",
    [PE("2024", "10", "lt", { cmp: "lt", err: "wrong_value" })],
    { err: "wrong_value", note: "5.39/0.41=13.1倍" },
  ),
  sh(
    "t",
    A,
    "fT",
    "annual",
    "核对：2022至2024年营收从3.32万亿元降至3.07万亿元，归母净利润从670.82亿元降至503.13亿元，空方数据准确。",
    [
      V("revenue", "2022", "3.32", "万亿", "approx"),
      V("revenue", "2024", "3.07", "万亿", "approx"),
      V("net_profit", "2022", "670.82"),
      V("net_profit", "2024", "503.13"),
    ],
  ),
];
