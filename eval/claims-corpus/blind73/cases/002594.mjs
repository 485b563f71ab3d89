// 比亚迪 002594 on 2026-04-30 (FY2025 and 2026Q1 public). Bars from 2025-07-29 (after the 转增), so 52-week
// figures and PE at today's close are undecidable. A missing dividend / buy-back notice is a nonexistent_event.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, RET, CLOSE, MA, MAORDER, RSI, MACD, EV, U, QOQ, PSUM, IND } = H;
const { SPAN, X, READ, VOLR, LIN, IN, MAHOLD, MAX_CROSS, PAIR, HILO, GDIFF } = H;
const c = H.maker("b73-by", "002594");
const A = "2026-04-30";

export default [
  c(
    "t",
    A,
    "bear",
    "annual",
    "比亚迪2025年营收8039.65亿元仅增3.5%，归母净利润却从402.54亿元降至326.19亿元，降幅约19%。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { v: "3.5", cmp: "approx" }),
      V("net_profit", "2024", "402.54"),
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润326.19亿元，同比增长约19%，价格战中依然逆势扩利。",
    [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { v: "19", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "实际-18.97%" },
  ),
  c("t", A, "bear", "quarterly", "2026年一季度归母净利润仅40.85亿元，同比腰斩（-55%），营收1502.25亿元也下滑近12%。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx", size: "腰斩" }),
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-12", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度营收1502.25亿元，同比下滑约25%，销量端已全面失速。",
    [V("revenue", "2026Q1", "1502.25"), G("revenue", "2026Q1", { v: "-25", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际-11.82%" },
  ),
  c("t", A, "fE", "quarterly", "单季看，2025年Q3、Q4归母净利润分别为78.23亿、92.86亿元，同比降约33%和38%。", [
    V("net_profit", "2025S3", "78.23"),
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年四季度归母净利润92.86亿元，同比增长约38%，全年利润在年末企稳。",
    [V("net_profit", "2025S4", "92.86"), G("net_profit", "2025S4", { v: "38", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2024Q4 150.16亿，同比-38.2%" },
  ),
  c("t", A, "fE", "quarterly", "2026Q1利润40.85亿元，环比2025Q4的92.86亿元下降约56%，不到上一季度的一半。", [
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-56", cmp: "approx" }),
    V("net_profit", "2025S4", "92.86"),
    R("net_profit", "net_profit", "2026Q1", "50", { u: "%", cmp: "lt", denPeriod: "2025S4" }),
  ]),
  c("t", A, "tF", "annual", "毛利率从19.44%降至17.74%，净利率从5.35%降至4.20%，两项都下滑超过1个百分点。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    V("net_margin", "2024", "5.35", "%"),
    V("net_margin", "2025", "4.20", "%"),
    PP("gross_margin", "2025", { v: "-1", cmp: "lt" }),
    PP("net_margin", "2025", { v: "-1", cmp: "lt" }),
  ]),
  c("u", A, "bull", "quarterly", "诚然利润承压，但一季度毛利率18.81%已高于2025年全年的17.74%，单车盈利在修复。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    U("单车盈利需销量数据"),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "2026Q1净利率2.67%，比2025年全年的4.20%反而提高了约1.5个百分点。",
    [
      V("net_margin", "2026Q1", "2.67", "%"),
      PP("net_margin", "2026Q1", { base: "2025", v: "1.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降1.53个百分点" },
  ),
  c("t", A, "fR", "annual", "经营现金流由1334.54亿元骤降至591.36亿元，降幅约56%，而资本开支却增至1568亿元。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx", size: "骤降" }),
    V("capex", "2025", "1568", "亿", "approx"),
    G("capex", "2025", { dir: "up" }),
  ]),
  c("t", A, "bear", "annual", "2025年自由现金流约-977亿元，资本开支是经营现金流的2.65倍，扩张靠存量现金支撑。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
    R("capex", "operating_cash_flow", "2025", "2.65", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "货币资金754.25亿元，比上年末多出约273亿元，账上现金更充裕了。",
    [V("cash", "2025", "754.25"), D("cash", "2025", { v: "273", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "减少273亿元" },
  ),
  c("t", A, "tF", "industry", "资产负债率70.74%，比2024年下降约3.9个百分点，车企这个水平算可控。", [
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "收盘102.98元，站上5日、10日、20日、60日和120日均线，短期均线多头排列。", [
    CLOSE("102.98"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
  ]),
  c("t", A, "tT", "technical", "近20日均量仅为前20日的约0.68倍，缩量上行，RSI约52处于中性。", [
    VOLR({ v: "0.68", cmp: "approx" }),
    RET(20, { dir: "up" }),
    RSI("52", "approx"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "比亚迪近20日明显放量，量比约1.5倍，主力资金进场迹象明显。",
    [VOLR({ v: "1.5", cmp: "approx", err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.682，缩量" },
  ),
  c("t", A, "tTr", "technical", "过去60个交易日涨约12%，年初至今涨约5.4%，但MACD在4月1日死叉后DIF仍低于DEA。", [
    RET(60, { v: "12", cmp: "approx" }),
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
    MACD("death_cross", 21),
    MACD("dif_below_dea"),
  ]),
  c("u", A, "tS", "undecidable", "比亚迪股价较52周高点回撤逾10%，处在年内区间中部。", [U("比亚迪转增后日线不足52周")]),
  c("u", A, "fV", "valuation", "以现价102.98元计，比亚迪动态PE约20倍，低于特斯拉的百倍估值。", [
    CLOSE("102.98"),
    U("转增后股本与现价PE不可核验，且特斯拉不在样本中"),
  ]),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日比亚迪发布2025年度利润分配方案，同日公告2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", title: "2025年度利润分配" }),
      EV("equity_incentive", true, { from: "2026-03-28", title: "未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪4月公告拟以不超过百亿元回购A股并注销，护盘意图明显。",
    [EV("repurchase", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c("u", A, "tN", "announcement", "公司大股东近期减持H股约2%，对A股情绪形成压制。", [U("减持公告不能判定")]),
  c("u", A, "bear", "undecidable", "海外销量占比提升到三成，但欧盟反补贴关税将吞噬出口利润。", [
    U("销量结构与关税影响未存储"),
  ]),
  c("u", A, "fM", "undecidable", "预计2026年比亚迪销量恢复至500万辆，全年利润回升到400亿元以上。", [
    U("销量与利润预测"),
  ]),
  c(
    "t",
    A,
    "fQ",
    "quarterly",
    "质疑：2026Q1营收降11.8%而利润降55%，利润降幅比营收多出40多个百分点，经营杠杆反向放大。",
    [
      G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
      GDIFF(
        { metric: "net_profit", period: "2026Q1" },
        { metric: "revenue", period: "2026Q1" },
        { v: "-40", cmp: "lt" },
      ),
    ],
  ),
  c("t", A, "tC", "annual", "保守风控：一季度利润只有40.85亿元，不到2025年全年的13%，全年业绩下修风险大。", [
    V("net_profit", "2026Q1", "40.85"),
    R("net_profit", "net_profit", "2026Q1", "13", { u: "%", cmp: "lt", denPeriod: "2025" }),
  ]),
  c("t", A, "fSy", "annual", "下半年归母净利润约171亿元，高于上半年的155.11亿元，但全年仍是负增长。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "171", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025", { dir: "down" }),
  ]),
];
