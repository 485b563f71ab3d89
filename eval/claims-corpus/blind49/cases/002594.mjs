// 比亚迪 on 2026-04-30: FY2021-2025 and quarters 2024H1..2026Q1 (Tushare); bars only from 2025-07-29 (52-week figures
// and PE at the close undecidable); dividend / incentive notices collected, no buy-back notice, financing not collected.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, U, QOQ, PSUM } = H;
const { X, RANK, READ, HILO, MRET, LIN, VOLR, EVN, IND, GDIFF, DAYS, UPDAYS } = H;
const c = H.maker("b49-yd", "002594");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "annual", "2025年营收8039.6亿元仅增3.5%，归母净利却降了19%至326.2亿元，增收不增利。", [
    V("revenue", "2025", "8039.6"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    V("net_profit", "2025", "326.2"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利326.2亿元，同比仍增长34%，在价格战中利润逆势扩张。",
    [V("net_profit", "2025", "326.2"), G("net_profit", "2025", { v: "34", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+34.0%是2024年增速；2025年-18.97%" },
  ),
  c("t", A, "fQ", "quarterly", "今年一季度归母净利只有40.85亿元，同比少了55%，营收1502亿也同比降了11.8%。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
    V("revenue", "2026Q1", "1502", "亿", "approx"),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度营收1502.3亿元，同比下滑约3%，收入端总体还算平稳。",
    [V("revenue", "2026Q1", "1502.3"), G("revenue", "2026Q1", { v: "-3", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-11.82%；-3.05%是去年三季度单季" },
  ),
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "单季利润持续同比下滑：去年三季度78.2亿、四季度92.9亿，同比分别降32.6%、38.2%，今年一季度40.8亿。",
    [
      V("net_profit", "2025S3", "78.2"),
      V("net_profit", "2025S4", "92.9"),
      G("net_profit", "2025S3", { v: "-32.6", cmp: "approx" }),
      G("net_profit", "2025S4", { v: "-38.2", cmp: "approx" }),
      V("net_profit", "2026Q1", "40.8"),
      G("net_profit", "2026Q1", { dir: "down" }),
    ],
  ),
  c(
    "f",
    A,
    "fT",
    "quarterly",
    "去年四季度单季归母净利92.9亿元，比三季度环比下滑约19%，颓势加深。",
    [
      V("net_profit", "2025S4", "92.9"),
      QOQ("net_profit", "2025S4", "2025S3", { v: "-19", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比+18.7%" },
  ),
  c("t", A, "tF", "quarterly", "上半年营收3712.8亿、同比+23.3%，到前三季度归母净利233.3亿已转为同比下降7.6%。", [
    V("revenue", "2025H1", "3712.8"),
    G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
    V("net_profit", "2025M9", "233.3"),
    G("net_profit", "2025M9", { v: "-7.6", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "annual", "毛利率从19.44%降到17.74%，净利率从5.35%降到4.20%，一季度净利率更是只有2.67%。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    V("net_margin", "2024", "5.35", "%"),
    V("net_margin", "2025", "4.20", "%"),
    V("net_margin", "2026Q1", "2.67", "%"),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2025年毛利率17.74%，同比下滑约1.7%，降幅尚可接受。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      G("gross_margin", "2025", { v: "-1.7", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "毛利率降1.70个百分点，相对降幅约8.7%" },
  ),
  c(
    "t",
    A,
    "fR",
    "annual",
    "经营现金流591.4亿元，同比近乎腰斩（-55.7%），而资本开支1568亿元、增61%，自由现金流为负近千亿。",
    [
      V("operating_cash_flow", "2025", "591.4"),
      G("operating_cash_flow", "2025", { v: "-55.7", cmp: "approx", size: "腰斩" }),
      V("capex", "2025", "1568", "亿", "approx"),
      G("capex", "2025", { v: "61", cmp: "approx" }),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "-1000", cmp: "near" },
      ),
    ],
  ),
  c(
    "f",
    A,
    "tA",
    "annual",
    "经营现金流591亿元，仍是资本开支1568亿元的近四成，造血足以覆盖大半投入。",
    [
      R("operating_cash_flow", "capex", "2025", "0.4", { cmp: "near" }),
      R("operating_cash_flow", "capex", "2025", "0.5", { cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "覆盖约38%，不足一半，'大半'夸大" },
  ),
  c(
    "t",
    A,
    "tC",
    "annual",
    "资产负债率70.74%，较2023年77.86%的高位下降了约7个百分点，年末货币资金754亿、同比少了26.6%。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      PP("debt_ratio", "2025", { base: "2023", v: "-7", cmp: "approx" }),
      V("cash", "2025", "754", "亿", "approx"),
      G("cash", "2025", { v: "-26.6", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "tC",
    "industry",
    "负债率七成，放在银行里都算低的，车企这点杠杆完全不必担心。",
    [V("debt_ratio", "2025", "70", "%", "approx"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "车企负债率不能按银行常态读" },
  ),
  c(
    "t",
    A,
    "tP",
    "annual",
    "营收从2021年2161亿到2025年8040亿，四年增长到约3.7倍；但2025年增速已从两年前的42%降至3.5%。",
    [
      V("revenue", "2021", "2161", "亿", "approx"),
      V("revenue", "2025", "8040", "亿", "approx"),
      X("revenue", "2025", "2021", { v: "3.7", cmp: "approx" }),
      G("revenue", "2023", { v: "42", cmp: "approx" }),
      G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    ],
  ),
  c("t", A, "tNe", "annual", "分配股利及偿付利息支付的现金141.3亿元，比上年多约40%，商誉44.28亿元连续三年未变。", [
    V("dividends_interest_paid", "2025", "141.3"),
    G("dividends_interest_paid", "2025", { v: "40", cmp: "approx" }),
    V("goodwill", "2025", "44.28"),
    H.PAIR("goodwill", "2025", undefined, { period2: "2023", mode: "diff", v: "0", cmp: "eq" }),
  ]),
  // technicals
  c("t", A, "tT", "technical", "收盘102.98元，5/10/20/60/120日均线多头排列，RSI约52，技术面中性偏强。", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
    RSI("52", "approx"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF已上穿DEA形成金叉，多头攻势确立。",
    [MACD("dif_above_dea", null, { err: "technical" })],
    { err: "technical", note: "DIF 0.521 < DEA 0.594" },
  ),
  c("t", A, "vT", "technical", "近20个交易日均量只有前20日的约0.68倍，缩量上行；近5日涨了3%。", [
    VOLR({ v: "0.68", cmp: "approx" }),
    RET(20, { dir: "up" }),
    RET(5, { v: "3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近60个交易日跌了约12%，中期走势偏弱。",
    [RET(60, { v: "-12", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近60日+12.17%" },
  ),
  c("t", A, "tTr", "technical", "年初至今上涨约5.4%，60日均线98.35元附近是第一道支撑。", [
    RET("2025-12-31", { v: "5.4", cmp: "approx" }),
    MA(60, "value", { v: "98.35" }),
    MA(60, "above"),
  ]),
  c("u", A, "tM", "technical", "股价距52周高点还差两成多，估值已回到三年低位。", [
    U("比亚迪日线始于2025-07-29，52周数据不足；历史估值未存储"),
  ]),
  c("u", A, "fV", "valuation", "按现价算比亚迪动态PE约20倍，低于特斯拉的百倍估值。", [
    U("比亚迪现价PE不可定；特斯拉不在样本"),
  ]),
  // announcements
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日发布2025年度利润分配方案，同日还公告2025年员工持股计划第一个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "去年以来比亚迪多次发布股份回购公告，用真金白银稳定股价。",
    [EV("repurchase", true, { from: "2025-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c(
    "t",
    A,
    "fS",
    "announcement",
    "员工持股计划几乎年年做：2024年11月、2025年4月各有一份正式计划，去年7月还实施了转增股本。",
    [
      EV("equity_incentive", true, { from: "2024-11-06", to: "2024-11-06" }),
      EV("equity_incentive", true, { from: "2025-04-16", to: "2025-04-16" }),
      EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "转增" }),
    ],
  ),
  c("u", A, "tS", "announcement", "比亚迪今年一季度在港股完成新一轮配售，募资超400亿港元。", [
    U("比亚迪融资公告未收集"),
  ]),
  c("u", A, "bear", "undecidable", "一季度新能源车销量同比下滑三成，海外销量占比升到四成。", [
    U("销量与海外占比未存储"),
  ]),
  c(
    "f",
    A,
    "fL",
    "quarterly",
    "一季度净利同比降了55%，跌得这么狠说明利空已经出尽，这个降幅本身就是利好。",
    [READ(G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下滑读作利好" },
  ),
];
