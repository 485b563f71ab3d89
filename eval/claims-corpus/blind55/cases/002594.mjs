// 比亚迪: FY2021-2025 (2017-2019 older), quarters 2024H1..2026Q1 (Tushare), bars only from 2025-07-29 (52-week and
// MA250 undecidable), ESOP and dividend notices (no buy-back notice; financing notices not collected). Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { QOQ, PSUM, POS52, MCNOW, X, BIAS, RANK, SPAN, IN, LIN, READ, SNAP, BRK, DD, HILO, AVG, SUM, IND, PE } = H;
const { MRET, EVN, MAXDAY, UPDAYS, WEEKS, VOLR, GDIFF, GSTREAK } = H;
const c = H.maker("b55-byd", "002594");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "quarterly", "一季度归母净利润仅40.85亿元，同比腰斩（-55.4%），营收1502.25亿元也下滑近12%。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55.4", cmp: "approx", size: "腰斩" }),
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-12", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度净利润40.85亿元，同比下降约38%，单季盈利已跌回三年前水平。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-38", cmp: "approx", err: "wrong_value" }),
      U("三年前单季数据无存储"),
    ],
    { err: "wrong_value", note: "同比-55.38%；-38%是2025年四季度的单季同比" },
  ),
  c("t", A, "bull", "annual", "2025年营收8039.65亿元再创新高，同比增3.5%，规模仍在扩张。", [
    V("revenue", "2025", "8039.65"),
    MAX("revenue", "2025", Y5),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润326.19亿元，同比小幅增长，盈利韧性强于同行。",
    [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { size: "小幅增长", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-18.97%" },
  ),
  c("t", A, "fE", "annual", "归母净利润326.19亿元，同比减少约76亿元，仍是2021年以来第二高。", [
    V("net_profit", "2025", "326.19"),
    D("net_profit", "2025", { v: "-76", cmp: "approx" }),
    RANK("net_profit", "2025", Y5, "max", 2),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年归母净利润同比下滑18.97%，为近五年最低。",
    [G("net_profit", "2025", { v: "-18.97" }), MIN("net_profit", "2025", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "近五年最低是2021年30.45亿" },
  ),
  c("t", A, "fR", "annual", "经营现金流从1334.54亿元骤降至591.36亿元，降幅约56%，而资本开支却增长61%至1568亿。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx", size: "骤降" }),
    G("capex", "2025", { v: "61", cmp: "approx" }),
    V("capex", "2025", "1568", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "资本开支1568.08亿元，约为经营现金流的1.5倍，自由现金流已由正转负。",
    [
      V("capex", "2025", "1568.08"),
      R("capex", "operating_cash_flow", "2025", "1.5", { cmp: "approx", err: "wrong_ratio" }),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2024",
        { v: "0", cmp: "gt" },
      ),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "0", cmp: "lt" },
      ),
    ],
    { err: "wrong_ratio", note: "约2.65倍" },
  ),
  c("t", A, "fQ", "annual", "经营现金流减资本开支约为-977亿元，年末货币资金754.25亿元，较上年少了约27%。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
    V("cash", "2025", "754.25"),
    G("cash", "2025", { v: "-27", cmp: "approx" }),
  ]),
  c("t", A, "fT", "annual", "资产负债率从74.64%降到70.74%，下降3.9个百分点，杠杆其实在收缩。", [
    V("debt_ratio", "2024", "74.64", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { v: "-3.9" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "资产负债率70.74%，较上年又升了约3.9个百分点，偿债压力加大。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      PP("debt_ratio", "2025", { v: "3.9", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降3.90个百分点" },
  ),
  c("t", A, "tF", "quarterly", "一季度毛利率18.81%，同比下降1.26个百分点；净利率只有2.67%，不到去年同期5.54%的一半。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    PP("gross_margin", "2026Q1", { v: "-1.26" }),
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    R("net_margin", "net_margin", "2026Q1", "0.5", { denPeriod: "2025Q1", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "一季度归母净利润较去年四季度的92.86亿元环比下滑约38%。",
    [
      V("net_profit", "2025S4", "92.86"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-38", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-56.0%" },
  ),
  c("t", A, "tBe", "quarterly", "去年四季度单季净利92.86亿元，同比少了约38%，单季营收2376.99亿元也同比下滑13.5%。", [
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
    V("revenue", "2025S4", "2376.99"),
    G("revenue", "2025S4", { v: "-13.5", cmp: "approx" }),
  ]),
  c("t", A, "tB", "annual", "归母净利从2021年的30.45亿增至2024年的402.54亿元，三年增长超过12倍。", [
    V("net_profit", "2021", "30.45"),
    V("net_profit", "2024", "402.54"),
    X("net_profit", "2024", "2021", { v: "12", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "归母净利润已连续五年增长，2025年达到326.19亿元。",
    [V("net_profit", "2025", "326.19"), UP("net_profit", Y5, { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025年同比下降" },
  ),
  c("t", A, "tT", "technical", "收盘102.98元，站在5、10、20、60、120日均线之上，短中期均线多头排列。", [
    CLOSE("102.98"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD在4月下旬形成金叉，DIF上穿DEA，短线转强。",
    [MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "最近一次交叉为4月1日死叉，DIF 0.521<DEA 0.594" },
  ),
  c("t", A, "tS", "technical", "3月单月大涨约17.8%，4月小幅回落约2.2%，今年以来仍累计上涨5%以上。", [
    MRET("2026-03", { v: "17.8", cmp: "approx" }),
    MRET("2026-04", { v: "-2.2", cmp: "approx" }),
    SPAN("2025-12-31", { v: "5", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来最低收盘仅80.6元，出现在2月初。",
    [HILO("min", "2026-01-01", { v: "80.6", err: "wrong_value" })],
    { err: "wrong_value", note: "2月2日收盘87.05元" },
  ),
  c("u", A, "tM", "undecidable", "股价距52周高点回撤约12%，位于年内区间中部。", [HI52({ v: "-12", cmp: "approx" })]),
  c("u", A, "tN", "undecidable", "3月国内新能源车销量同比下滑两成，海外销量占比升至四成。", [U("销量数据无存储")]),
  c("u", A, "tP", "undecidable", "当前股价对应2025年利润约29倍PE，高于长城汽车和吉利。", [
    U("比亚迪转增后的股本无法由快照推出；同业样本外"),
  ]),
  c("t", A, "tM", "technical", "RSI约52，居中；60日乖离率约4.7%，近20日均量萎缩到前20日的七成左右。", [
    RSI("52", "approx"),
    BIAS(60, { v: "4.7", cmp: "approx" }),
    VOLR({ v: "0.7", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日公司同时披露了2025年度利润分配方案和2025年员工持股计划第一个锁定期解锁条件未成就的公告。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "解锁条件未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司今年一季度发布回购A股股份方案，用于员工持股计划。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c("u", A, "tTr", "undecidable", "大股东近期减持H股约2%，市场担忧情绪升温。", [U("减持公告不决定；H股减持未收录")]),
  c("t", A, "tTr", "annual", "2025年分配股利及利息付现141.25亿元，同比增约40%，股东回报在提升。", [
    V("dividends_interest_paid", "2025", "141.25"),
    G("dividends_interest_paid", "2025", { v: "40", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "2025年毛利率17.74%，同比下降约1.7%，降幅有限。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      G("gross_margin", "2025", { v: "-1.7", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "下降1.70个百分点，相对降幅约8.7%" },
  ),
  c("t", A, "fM", "technical", "近10个交易日只有3天收涨，最近三个收盘101.48→105.40→102.98冲高回落。", [
    UPDAYS(10, { v: "3" }),
    CLOSE("101.48", "eq", { date: "2026-04-28" }),
    CLOSE("105.40", "eq", { date: "2026-04-29" }),
    H.BAR("2026-04-29", "chg", { dir: "up" }),
    H.BAR("2026-04-30", "chg", { dir: "down" }),
    CLOSE("102.98"),
  ]),
  c("u", A, "fSy", "undecidable", "营收8039.65亿元，其中海外收入占比已超过三成。", [
    V("revenue", "2025", "8039.65"),
    U("分地区收入无存储"),
  ]),
  c(
    "f",
    A,
    "vN",
    "announcement",
    "截至4月底公司仍未披露2025年度利润分配方案，分红预期落空。",
    [EV("dividend", false, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "3月28日已有《关于2025年度利润分配方案的公告》" },
  ),
];
