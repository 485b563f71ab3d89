// One realistic slip per point (base year, cumulative vs single quarter, stance, size words, ranks, ratios, notices
// that are not there, leverage without the industry), some true siblings, peers within the sample, and points the
// store cannot decide (a later date, a report not yet public, a peer year not stored, a missing metric).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, RET, CLOSE, MA, RSI, MACD, LO52, HI52, EV, U, X, QOQ, PAIR, READ, IND, DAYS } = H;
const mt = H.maker("b20-sl-mt", "600519");
const byd = H.maker("b20-sl-byd", "002594");
const cmb = H.maker("b20-sl-cmb", "600036");
const wly = H.maker("b20-sl-wly", "000858");
const A = "2026-04-30";
const O = "2025-10-31";
const QS = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  mt(
    "f",
    A,
    "fQ",
    "annual",
    "利润在倒退：2025年归母净利润823.20亿元，比2023年还低了约4.5%。",
    [
      V("net_profit", "2025", "823.20"),
      G("net_profit", "2025", { base: "2023", v: "-4.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-4.5%是较2024年；较2023年+10.2%" },
  ),
  byd(
    "f",
    A,
    "tBe",
    "annual",
    "营收8039.65亿元，相比2023年也只多了3.5%，两年几乎原地踏步。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { base: "2023", v: "3.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+33.5%" },
  ),
  cmb(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度归母净利润378.52亿元，环比去年四季度仅增长约1.5%。",
    [
      V("net_profit", "2026Q1", "378.52"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "1.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "+1.5%是同比；环比+3.96%" },
  ),
  cmb(
    "f",
    O,
    "tN",
    "quarterly",
    "三季报：第三季度单季归母净利润1137.72亿元，创单季新高。",
    [V("net_profit", "2025S3", "1137.72", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1137.72是前三季度累计；单季388.42" },
  ),
  cmb("t", O, "fE", "quarterly", "前三季度归母净利润1137.72亿元，其中三季度单季388.42亿元，是年内三个季度里最高的。", [
    V("net_profit", "2025M9", "1137.72"),
    V("net_profit", "2025S3", "388.42"),
    MAX("net_profit", "2025S3", ["2025Q1", "2025S2", "2025S3"]),
  ]),
  cmb(
    "f",
    A,
    "bull",
    "quarterly",
    "2025年四个季度中，四季度单季净利润最高，年末业绩冲刺明显。",
    [MAX("net_profit", "2025S4", QS, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "四季度364.09为全年最低" },
  ),
  cmb("t", A, "bear", "quarterly", "2025年单季净利润三季度最高、四季度最低，年末并无冲量。", [
    MAX("net_profit", "2025S3", QS),
    MIN("net_profit", "2025S4", QS),
  ]),
  mt(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度经营现金流同比大增两倍多，这恰恰说明渠道回款在恶化，属利空。",
    [READ(G("operating_cash_flow", "2026Q1", { v: "200", cmp: "gt" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金流大增是利好" },
  ),
  wly(
    "f",
    "2020-05-15",
    "tBe",
    "annual",
    "2019年经营现金流同比增长近九成，这是一个利空信号，说明利润质量下降。",
    [READ(G("operating_cash_flow", "2019", { v: "90", cmp: "near" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金流增长是利好" },
  ),
  mt(
    "f",
    A,
    "bull",
    "quarterly",
    "2026年一季度归母净利润同比大幅增长，业绩拐点已经确认。",
    [G("net_profit", "2026Q1", { size: "大幅增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+1.47%" },
  ),
  cmb(
    "f",
    A,
    "tB",
    "annual",
    "2025年营业收入实现稳健增长，在同业中实属难得。",
    [G("revenue", "2025", { size: "稳健增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+0.01%，基本持平" },
  ),
  byd(
    "f",
    A,
    "fR",
    "annual",
    "2025年资本开支约为经营现金流的1.65倍，缺口需外部融资填补。",
    [R("capex", "operating_cash_flow", "2025", "1.65", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "1568.08/591.36=2.65" },
  ),
  wly(
    "f",
    "2020-05-15",
    "fR",
    "annual",
    "2019年末总负债303亿元，约为归母净资产的六成，杠杆在上升。",
    [
      V("total_liabilities", "2019", "303", "亿", "approx"),
      R("total_liabilities", "parent_equity", "2019", "60", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "303.01/742.91=40.8%" },
  ),
  byd(
    "f",
    A,
    "tN",
    "announcement",
    "今年2月公司又推出2026年员工持股计划，激励力度加码。",
    [EV("equity_incentive", true, { from: "2026-01-01", title: "2026年员工持股计划", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无2026年员工持股计划公告（2月推出新计划的是宁德时代）" },
  ),
  cmb(
    "f",
    A,
    "fR",
    "quarterly",
    "一季度经营现金流1258.49亿元，同比仅增长约3.2%。",
    [
      V("operating_cash_flow", "2026Q1", "1258.49"),
      G("operating_cash_flow", "2026Q1", { v: "3.2", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+32.4%" },
  ),
  wly(
    "f",
    A,
    "tA",
    "technical",
    "股价已连续五个交易日收涨，底部反转的迹象开始出现。",
    [DAYS(5, "up", { err: "technical" })],
    { err: "technical", note: "近5日累计-4.05%" },
  ),
  cmb(
    "f",
    "2025-09-05",
    "tC",
    "technical",
    "股价已跌破年线，中期趋势转空，建议降低仓位。",
    [MA(250, "below", { err: "technical" })],
    { err: "technical", note: "收盘42.76高于MA250约41.03" },
  ),
  mt(
    "f",
    O,
    "fSy",
    "quarterly",
    "前三季度归母净利润仅192亿元，不及上年同期的一半。",
    [V("net_profit", "2025M9", "192", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "192.24是三季度单季；前三季度646.27" },
  ),
  byd(
    "f",
    A,
    "fT",
    "annual",
    "现金分配与利息支出141.25亿元，较2024年有所减少，股东回报在收缩。",
    [
      V("dividends_interest_paid", "2025", "141.25"),
      G("dividends_interest_paid", "2025", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024年100.51，增长40.5%" },
  ),
  byd(
    "f",
    A,
    "bull",
    "annual",
    "比亚迪2025年毛利率17.74%，高于宁德时代，规模效应更胜一筹。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      PAIR("gross_margin", "2025", "300750", { mode: "gt", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "宁德时代26.27%" },
  ),
  byd("t", A, "fT", "annual", "宁德时代2025年毛利率26.27%，比比亚迪高出约8.5个百分点，盈利能力差距在拉大。", [
    V("gross_margin", "2025", "26.27", "%", "eq", { t: "300750" }),
    PAIR("gross_margin", "2025", "002594", { t: "300750", mode: "pp", v: "8.5", cmp: "approx" }),
    PP("gross_margin", "2025", { dir: "down" }),
    PP("gross_margin", "2025", { t: "300750", dir: "up" }),
  ]),
  cmb("t", A, "tNe", "annual", "招行负债率90.20%，与中国平安的89.80%相差不到1个百分点，金融业本就如此。", [
    V("debt_ratio", "2025", "89.80", "%", "eq", { t: "601318" }),
    PAIR("debt_ratio", "2025", "601318", { mode: "pp", v: "1", cmp: "lt" }),
    IND("high_debt_is_normal"),
  ]),
  mt(
    "f",
    A,
    "tC",
    "annual",
    "茅台负债率仅16.42%，招行却高达90%，可见招行的财务风险远高于茅台。",
    [V("debt_ratio", "2025", "16.42", "%"), IND("high_debt_is_risk", { t: "600036", err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约九成属常态，不可与白酒企业直接比" },
  ),
  mt("t", A, "fV", "annual", "茅台2025年ROE32.53%，约为招行13.44%的2.4倍。", [
    V("roe", "2025", "32.53", "%"),
    V("roe", "2025", "13.44", "%", "eq", { t: "600036" }),
    PAIR("roe", "2025", "600036", { v: "2.4", cmp: "approx" }),
  ]),
  byd("u", A, "fQ", "annual", "比亚迪2025年营收已超过中国石化的四分之一。", [
    PAIR("revenue", "2025", "600028", { v: "0.25", cmp: "gt" }),
  ]),
  mt("u", A, "fQ", "annual", "茅台2025年净利润约为五粮液的2.5倍，龙头优势仍在扩大。", [
    PAIR("net_profit", "2025", "000858", { v: "2.5", cmp: "approx" }),
  ]),
  cmb("u", A, "tTr", "technical", "5月第一周股价已反弹至40元上方，可在回踩时加仓。", [U("2026-04-30之后的行情未存储")]),
  mt(
    "u",
    O,
    "tF",
    "annual",
    "2025年全年归母净利润823亿元，同比下降约4.5%，十年来首次负增长。",
    [V("net_profit", "2025", "823", "亿", "approx"), G("net_profit", "2025", { v: "-4.5", cmp: "approx" })],
    { note: "2025-10-31年报尚未披露" },
  ),
  mt("u", A, "fR", "annual", "2025年末合同负债降至80亿元以下，预收款蓄水池接近见底。", [
    V("contract_liabilities", "2025", "80", "亿", "lt"),
  ]),
  byd("u", A, "tT", "technical", "股价较52周低点85.88元已反弹约20%，中期底部基本确认。", [
    LO52({ v: "20", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "fE",
    "annual",
    "2025年营业总收入1688.38亿元，同比下降约1.2%。",
    [
      V("revenue", "2025", "1688.38", "亿", "eq", { err: "wrong_value" }),
      G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "1688.38是营业收入；营业总收入1720.54" },
  ),
  cmb(
    "f",
    A,
    "vF",
    "annual",
    "基本面一票：2025年每股收益5.70元，较上年的5.66元回落，盈利在走弱，反对。",
    [V("basic_eps", "2025", "5.70", "元"), G("basic_eps", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "5.66→5.70，上升" },
  ),
  byd("t", A, "vT", "technical", "技术面一票：收盘站在MA60上方，近5个交易日涨约3%，赞成。", [
    MA(60, "above"),
    RET(5, { v: "3", cmp: "approx" }),
  ]),
  mt("u", A, "vN", "announcement", "从消息面看，公司近期公告以自有资金回购股份，我投赞成票。", [
    U("茅台仅收录年度报告公告，回购公告未收录"),
  ]),
];
