// 比亚迪 on 2026-04-30 (FY2025 and 2026Q1 public). Bars start 2025-07-29 (after the 转增), so 52-week figures and a PE
// at today's close are undecidable. A missing dividend / buy-back / incentive notice is a nonexistent_event.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, X, MAX, CAGR, LIN, QOQ, PAIR, IND, CLOSE, MA, MAORDER, MACD, HI52, VOL, VOLR, RET, SPAN } = H;
const { EV, U, SNAP, IN, READ, MCNOW } = H;
const c = H.maker("b30-byd", "002594");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "annual", "2025年归母净利润326.19亿元，同比下滑约19%，高增长阶段已告一段落。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "规模效应继续释放，2025年归母净利润比上年多了约19%，达到326.19亿元。",
    [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { v: "19", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-18.97%" },
  ),
  c("t", A, "fE", "annual", "营业总收入8039.65亿元，同比+3.46%，年营收首次迈过8000亿元。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.46" }),
    V("revenue", "2024", "8000", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年营收已突破9000亿元大关，距万亿只差一步。",
    [V("revenue", "2025", "9000", "亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "8039.65亿元" },
  ),
  c("t", A, "bear", "annual", "毛利率17.74%，上年还有19.44%；净利率只剩4.20%，盈利端的压力一目了然。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "毛利率同比下降8.7个百分点至17.74%，盈利能力几近崩塌。",
    [V("gross_margin", "2025", "17.74", "%"), PP("gross_margin", "2025", { v: "-8.7", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "降1.69个百分点；-8.7%是相对降幅" },
  ),
  c("t", A, "fR", "annual", "经营现金流净额591.36亿元，比2024年的1334.54亿元缩水过半。", [
    V("operating_cash_flow", "2025", "591.36"),
    V("operating_cash_flow", "2024", "1334.54"),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
  ]),
  c("t", A, "tC", "annual", "资本开支1568.08亿元，约为经营现金流的2.65倍，扩张明显透支了造血能力。", [
    V("capex", "2025", "1568.08"),
    R("capex", "operating_cash_flow", "2025", "2.65", { cmp: "approx" }),
  ]),
  c("t", A, "bear", "annual", "按经营现金流减资本开支估算，2025年自由现金流约-977亿元。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "经营现金流足以覆盖全年资本开支，扩产不靠外部输血。",
    [R("operating_cash_flow", "capex", "2025", "1", { cmp: "ge", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "591.36/1568.08=0.38" },
  ),
  c("t", A, "fR", "industry", "资产负债率70.74%，对一家制造企业而言不算低，偿债压力仍需盯紧。", [
    V("debt_ratio", "2025", "70.74", "%"),
    IND("high_debt_is_risk"),
  ]),
  c("t", A, "bull", "annual", "负债率较2024年末回落3.90个百分点，比2023年的77.86%低了7个多百分点，去杠杆有成效。", [
    PP("debt_ratio", "2025", { v: "-3.90" }),
    V("debt_ratio", "2023", "77.86", "%"),
    PP("debt_ratio", "2025", { base: "2023", ...IN("-7.99", "-7") }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "负债率较2023年末下降3.90个百分点，降杠杆步伐偏慢。",
    [PP("debt_ratio", "2025", { base: "2023", v: "-3.90", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-3.90pp是较2024年；较2023年-7.12pp" },
  ),
  c("t", A, "tF", "annual", "营收从2021年的2161.42亿元跃升至8039.65亿元，约是当时的3.7倍，四年复合增速近39%。", [
    V("revenue", "2021", "2161.42"),
    X("revenue", "2025", "2021", { v: "3.7", cmp: "approx" }),
    CAGR("revenue", "2021", "2025", { v: "39", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2021年以来，没有哪一年比2025年赚得更多，规模优势没有被侵蚀。",
    [MAX("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024年402.54亿元更高" },
  ),
  c("t", A, "fR", "annual", "年末货币资金754.25亿元，较上年末少了约273亿元。", [
    V("cash", "2025", "754.25"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
  ]),
  c("t", A, "tC", "annual", "总资产8837.30亿元、总负债6251.91亿元，资产扩张约12.8%。", [
    V("total_assets", "2025", "8837.30"),
    V("total_liabilities", "2025", "6251.91"),
    G("total_assets", "2025", { v: "12.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "多方：利润同比下降18.97%，这恰恰说明公司在主动让利换份额，是明确的利好信号。",
    [READ(G("net_profit", "2025", { v: "-18.97" }), "positive", { err: "stance" })],
    { err: "stance", note: "把利润下滑读成利好" },
  ),
  // quarterly
  c("t", A, "fE", "quarterly", "四季度旺季反而成了拖累，单季营收比上年同期缩水约13.5%，只有2376.99亿元。", [
    V("revenue", "2025S4", "2376.99"),
    G("revenue", "2025S4", { v: "-13.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "三季度单季归母净利233.33亿元，同比下滑7.55%。",
    [
      V("net_profit", "2025S3", "233.33", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S3", { v: "-7.55", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "233.33亿元、-7.55%是前三季度累计；单季78.23亿元、-32.6%" },
  ),
  c("t", A, "tBe", "quarterly", "单看Q3，归母净利比上年同期少赚约三分之一，只剩78.23亿元。", [
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
  ]),
  c("t", A, "bear", "quarterly", "2026Q1：营收1502.25亿元，同比-11.82%；归母40.85亿元，同比降幅超过五成。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.82" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度归母净利40.85亿元，环比去年四季度已经企稳回升。",
    [QOQ("net_profit", "2026Q1", "2025S4", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025Q4单季92.86亿元，环比-56%" },
  ),
  c("t", A, "fR", "quarterly", "一季度毛利率18.81%，比上年同期低1.26个百分点；净利率仅2.67%。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    PP("gross_margin", "2026Q1", { v: "-1.26" }),
    V("net_margin", "2026Q1", "2.67", "%"),
  ]),
  c("t", A, "tF", "quarterly", "回头看，上半年还有23.3%的营收增速（3712.81亿元），下半年才明显降速。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3" }),
    G("revenue", "2025", { v: "23.3", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "quarterly",
    "前三季度营收同比增长12.75%，归母净利也跟着正增长。",
    [G("revenue", "2025M9", { v: "12.75" }), G("net_profit", "2025M9", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "前三季度归母净利-7.55%" },
  ),
  c("u", A, "tN", "quarterly", "一季度海外销量占比突破三成，出口成了对冲国内价格战的主力。", [
    U("销量与海外占比未存储"),
  ]),
  // technical
  c("t", A, "tT", "technical", "5日102.33元、10日102.15元、20日101.93元、60日98.35元，均线自上而下多头排列。", [
    MA(5, "value", { v: "102.33" }),
    MA(10, "value", { v: "102.15" }),
    MA(20, "value", { v: "101.93" }),
    MA(60, "value", { v: "98.35" }),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD刚刚完成金叉，短线做多信号出现。",
    [MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "最近一次为4月1日死叉" },
  ),
  c("t", A, "fM", "technical", "DIF约0.52仍在零轴之上，不过已落到DEA下方，动能在减弱。", [
    MACD("dif_value", 0, { v: "0.52" }),
    MACD("dif_above_zero", 0),
    MACD("dif_below_dea", 0),
  ]),
  c("u", A, "tC", "technical", "自116.59元的52周高点算起，股价至今仍回落约12%。", [HI52({ v: "-12", cmp: "approx" })], {
    note: "比亚迪日线始于2025-07-29，52周数据不可判",
  }),
  c("t", A, "tS", "technical", "20日均量/前20日均量≈0.68，成交明显降温。", [
    VOLR({ v: "0.68", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c("t", A, "vT", "technical", "对比60个交易日前，股价已高出12.17%，最新收在102.98元。", [
    CLOSE("102.98"),
    RET(60, { v: "12.17" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "今年以来股价累计跌幅在5%以上，弱于大盘。",
    [SPAN("2025-12-31", { v: "-5", cmp: "lt", err: "wrong_direction" }), U("大盘走势未存储")],
    { err: "wrong_direction", note: "年初以来+5.38%" },
  ),
  c("t", A, "tT", "technical", "120日均线97.25元之上，股价已连续站稳，中期结构偏多。", [
    MA(120, "value", { v: "97.25" }),
    MA(120, "above"),
    H.MAHOLD(120, 5, "above"),
  ]),
  // valuation
  c("u", A, "fV", "valuation", "25倍左右的PE（按102.98元现价和2025年利润）对一家利润下滑的车企并不便宜。", [
    CLOSE("102.98"),
    U("转增后股本与市值快照不一致，现价PE按数据口径不可判"),
  ]),
  c("t", A, "fV", "valuation", "市净率8.33倍，这是2025年7月4日快照给出的数字。", [SNAP("pb", "8.33", "x", "eq")]),
  // announcements
  c("t", A, "tN", "announcement", "2025年度利润分配方案的公告落在3月28日，分红如期而至。", [
    EV("dividend", true, { title: "2025年度利润分配", from: "2026-03-28", to: "2026-03-28" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "announcement",
    "公司已宣布斥资回购A股以稳定股价，底部信号明确。",
    [EV("repurchase", true, { from: "2025-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c("t", A, "bear", "announcement", "2025年员工持股计划第一个锁定期的解锁条件没有成就，激励效果打了折扣。", [
    EV("equity_incentive", true, { title: "2025年员工持股计划第一个锁定期解锁条件未成就", from: "2026-03-01" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司已公告2026年员工持股计划草案，核心团队再次被绑定。",
    [EV("equity_incentive", true, { title: "2026年员工持股计划", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "只有2022/2024/2025年员工持股计划" },
  ),
  c("u", A, "tN", "announcement", "比亚迪拟再度配售H股募资，摊薄压力值得关注。", [U("比亚迪融资类公告未收录")]),
  c("t", A, "tF", "announcement", "2025年7月实施了2024年度分红及资本公积金转增股本。", [
    EV("dividend", true, { title: "转增股本实施", from: "2025-07-01", to: "2025-07-31" }),
  ]),
  // industry (peer within the sample)
  c("t", A, "tC", "industry", "同在样本中的贵州茅台负债率16.42%，比亚迪70.74%比它高出54个多百分点。", [
    V("debt_ratio", "2025", "16.42", "%", "eq", { t: "600519" }),
    PAIR("debt_ratio", "2025", "600519", { mode: "pp", ...IN("54", "54.99") }),
  ]),
  c("u", A, "tN", "industry", "比亚迪新能源车市占率约三成，仍稳居国内第一。", [U("市占率与行业排名未存储")]),
  c("u", A, "tA", "undecidable", "若二季度销量环比回升两成，全年利润有望重回400亿元。", [U("情景假设与预测")]),
];
