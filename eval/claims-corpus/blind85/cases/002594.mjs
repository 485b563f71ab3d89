// 比亚迪 on 2026-04-30 (FY2025 and 2026Q1 public). Bars only from 2025-07-29 (52-week figures undecidable, no PE at
// the close). A missing dividend / buy-back notice is a nonexistent_event; financing notices decide nothing.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, VOLR, BIAS, DD, SPAN } = H;
const { EV, U, LIN, QOQ, PSUM, READ, GDIFF } = H;
const c = H.maker("b85-yd", "002594");
const A = "2026-04-30";
const Q = ["2025S1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", A, "bear", "annual", "比亚迪2025年营收8039.65亿元仅增约3.5%，归母净利润326.19亿元却下滑约19%。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润326.19亿元，同比小幅下滑，龙头盈利基本盘稳固。",
    [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { size: "小幅下滑", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-19.0%，不是小幅" },
  ),
  c("t", A, "fE", "annual", "毛利率由19.44%降至17.74%，下滑1.7个百分点；净利率只剩4.20%。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c("t", A, "fR", "annual", "经营现金流从1334.54亿元骤降至591.36亿元，跌幅超过一半，而资本开支升至1568.08亿元。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt", size: "骤降" }),
    V("capex", "2025", "1568.08"),
    G("capex", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年经营现金流591.36亿元，覆盖1568亿元资本开支后仍有结余。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      V("capex", "2025", "1568", "亿", "approx"),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "0", cmp: "gt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "自由现金流约-977亿" },
  ),
  c("t", A, "tBe", "annual", "经营现金流减资本开支约为-977亿元，自由现金流由正转负缺口近千亿。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2024",
      { v: "0", cmp: "gt" },
    ),
  ]),
  c("t", A, "tF", "annual", "负债率74.64%→70.74%，收缩约3.9个百分点，去杠杆在推进。", [
    V("debt_ratio", "2024", "74.64", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "比亚迪负债率降到70.74%，比上年的74.64%少了约3.9%。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      V("debt_ratio", "2024", "74.64", "%"),
      G("debt_ratio", "2025", { v: "-3.9", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "降3.9个百分点，按百分比为-5.2%" },
  ),
  c("t", A, "bull", "annual", "2021年利润仅30.45亿元，此后逐年攀升到2024年的402.54亿元，2025年才首次回落。", [
    V("net_profit", "2021", "30.45"),
    V("net_profit", "2024", "402.54"),
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "326.19亿元的2025年利润是2021年以来的最低值，盈利已跌回原点。",
    [
      V("net_profit", "2025", "326.19"),
      MIN("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2021-2023更低" },
  ),
  c("t", A, "fSy", "annual", "2025年末货币资金754.25亿元，较上年末的1027.39亿元减少约27%。", [
    V("cash", "2025", "754.25"),
    V("cash", "2024", "1027.39"),
    G("cash", "2025", { v: "-27", cmp: "approx" }),
  ]),
  c("t", A, "tP", "annual", "营收增3.5%而利润降19%，两者增速相差约22个百分点，增收不增利。", [
    G("revenue", "2025", { v: "3.5" }),
    G("net_profit", "2025", { v: "-19" }),
    GDIFF({ metric: "revenue", period: "2025" }, { metric: "net_profit", period: "2025" }, { v: "22", cmp: "approx" }),
  ]),
  c("t", A, "bear", "quarterly", "2026年一季度归母净利润40.85亿元，同比腰斩，营收1502.25亿元也下降约12%。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { size: "腰斩" }),
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度归母净利润40.85亿元，同比仅小降约5%，淡季表现平稳。",
    [V("net_profit", "2026Q1", "40.85"), G("net_profit", "2026Q1", { v: "-5", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-55.4%" },
  ),
  c("t", A, "fE", "quarterly", "Q4单季归母净利润92.86亿元，全年四个季度里数它最高，不过比上年同期仍少约38%。", [
    V("net_profit", "2025S4", "92.86"),
    MAX("net_profit", "2025S4", Q),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "2025年三季度单季归母净利润78.23亿元，同比增长约33%，这种反弹能否持续很值得怀疑。",
    [
      V("net_profit", "2025S3", "78.23"),
      G("net_profit", "2025S3", { v: "33", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "上年同期单季116.07亿，同比-32.6%" },
  ),
  c("t", A, "fT", "quarterly", "一季度净利率只有2.67%，比2025全年的4.20%又低了约1.5个百分点。", [
    V("net_margin", "2025", "4.20", "%"),
    V("net_margin", "2026Q1", "2.67", "%"),
    H.PAIR("net_margin", "2026Q1", undefined, { period2: "2025", mode: "pp", v: "-1.5", cmp: "approx" }),
  ]),
  c("t", A, "fV", "quarterly", "把一季度滚进来算，TTM归母净利润只剩约275亿元，比2025全年又少了五十多亿。", [
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    H.PAIR("net_profit", "2026Q1TTM", undefined, { period2: "2025", mode: "diff", v: "-50", cmp: "lt" }),
  ]),
  c("t", A, "tT", "technical", "收盘102.98元，站上5、10、20、60、120日均线，短中期均线多头排列。", [
    CLOSE("102.98"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
  ]),
  c("t", A, "tS", "technical", "近20日均量仅为前20日的约七成，属明显缩量；RSI约52，多空均衡。", [
    VOLR({ v: "0.7", cmp: "approx" }),
    VOL("shrink_strong"),
    RSI("52", "approx"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近20日成交量较前20日放大约三成，资金在持续加码比亚迪。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "量比0.68，缩量" },
  ),
  c("t", A, "vT", "technical", "DIF约0.52仍在零轴上方，但自4月1日死叉后一直低于DEA，上攻动能不足。", [
    MACD("dif_value", 0, { v: "0.52", cmp: "approx" }),
    MACD("dif_above_zero", 0),
    MACD("dif_below_dea", 0),
    MACD("death_cross", 22),
  ]),
  c("t", A, "bull", "technical", "近60个交易日股价上涨约12%，今年以来也涨了约5.4%。", [
    RET(60, { v: "12", cmp: "approx" }),
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
  ]),
  c("u", A, "tBe", "technical", "比亚迪股价距52周高点仍有约12%的距离，上方套牢盘沉重。", [
    HI52({ v: "-12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪今年3月公告拟以自有资金回购A股，用于员工持股计划。",
    [EV("repurchase", true, { from: "2026-03-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "比亚迪3月28日发布2025年度利润分配方案，同日公告2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
    ],
  ),
  c("u", A, "fM", "undecidable", "比亚迪2025年海外销量突破百万辆，预计2026年海外占比将升至三成。", [U("销量与预测")]),
  c("u", A, "fS", "undecidable", "价格战下比亚迪单车利润已降至不足8000元，是利润下滑的主因。", [U("单车利润与归因")]),
  c("t", A, "fSy", "annual", "营收小幅增长而利润降约19%，这一背离对股东是利空信号。", [
    G("revenue", "2025", { size: "小幅增长" }),
    READ(G("net_profit", "2025", { v: "-19", cmp: "approx" }), "negative"),
  ]),
  c(
    "f",
    A,
    "tA",
    "quarterly",
    "一季度利润同比腰斩，恰说明盈利能力在变强，是实打实的利好。",
    [READ(G("net_profit", "2026Q1", { size: "腰斩" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润腰斩读作利好" },
  ),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年归母净利润326.19亿元，还不到营收8039.65亿元的2%。",
    [
      V("revenue", "2025", "8039.65"),
      V("net_profit", "2025", "326.19"),
      R("net_profit", "revenue", "2025", "2", { u: "%", cmp: "lt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约4.1%" },
  ),
  c("u", A, "bull", "undecidable", "比亚迪2026年一季度海外销量占比已升至四成，出海对冲了国内价格战。", [U("销量结构")]),
];
