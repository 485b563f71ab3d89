// 比亚迪 on 2026-04-30: FY2021-2025 (2017-2019 partly), quarters 2024H1..2026Q1, bars from 2025-07-29 only
// (52-week figures undecidable), notices from 2024-10 (dividend / buy-back / ESOP decide; financing does not).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, U, CAGR, X, RANK } = H;
const { BIAS, DD, BRK, PSUM, QOQ, READ, EV, EVN, LIN, VOLR, MAHOLD, DOWN, SPAN, HILO } = H;
const c = H.maker("b86-byd", "002594");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "比亚迪2025年归母净利润326.19亿元，同比下降约19%，结束了连续三年的高增长。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    H.GSTREAK("net_profit", ["2022", "2023", "2024"], 30),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润326.19亿元，同比腰斩，价格战吞噬了利润。",
    [
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { size: "腰斩", err: "overstatement" }),
      U("价格战为归因"),
    ],
    { err: "overstatement", note: "-18.97%" },
  ),
  c("t", A, "bull", "annual", "营业总收入8039.65亿元，同比仍增长约3.5%，首次突破8000亿元。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    MAX("revenue", "2025", Y5),
    V("revenue", "2024", "8000", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年营收8039.65亿元，同比增长29%，规模扩张势头不减。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { v: "29", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+29.0%是2024年；2025年+3.46%" },
  ),
  c("t", A, "fE", "annual", "营收从2021年的2161亿元增至8040亿元，四年增长约2.7倍，年复合增速近39%。", [
    V("revenue", "2021", "2161", "亿", "approx"),
    V("revenue", "2025", "8040", "亿", "approx"),
    X("revenue", "2025", "2021", { v: "3.7", cmp: "approx" }),
    CAGR("revenue", "2021", "2025", { v: "39", cmp: "near" }),
  ]),
  c("t", A, "fR", "annual", "毛利率由19.44%降至17.74%，下滑1.7个百分点，净利率仅4.20%。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "毛利率下滑至17.74%，降幅约1.7%，盈利端压力有限。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      G("gross_margin", "2025", { v: "-1.7", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "降1.70个百分点，相对降8.7%" },
  ),
  c("t", A, "tBe", "annual", "经营现金流净额591.36亿元，较上年的1334.54亿元缩水过半，而资本开支增至1568.08亿元。", [
    V("operating_cash_flow", "2025", "591.36"),
    V("operating_cash_flow", "2024", "1334.54"),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
    V("capex", "2025", "1568.08"),
    G("capex", "2025", { dir: "up" }),
  ]),
  c("t", A, "fQ", "annual", "经营现金流减去资本开支，2025年自由现金流约为-977亿元。", [
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
    "fT",
    "annual",
    "2025年资本开支1568亿元，比上年增长约16%，扩产节奏温和。",
    [V("capex", "2025", "1568", "亿", "approx"), G("capex", "2025", { v: "16", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+61.1%" },
  ),
  c("t", A, "tC", "annual", "资产负债率70.74%，比上年的74.64%下降约3.9个百分点，为近四年最低。", [
    V("debt_ratio", "2025", "70.74", "%"),
    V("debt_ratio", "2024", "74.64", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
    MIN("debt_ratio", "2025", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "负债率70.74%，为2021年以来最低，去杠杆已完成。",
    [V("debt_ratio", "2025", "70.74", "%"), MIN("debt_ratio", "2025", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2021年64.76%更低" },
  ),
  c("t", A, "fSy", "annual", "货币资金754.25亿元，比上年末的1027.39亿元减少约273亿元。", [
    V("cash", "2025", "754.25"),
    V("cash", "2024", "1027.39"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "总资产8837.30亿元，负债6251.91亿元，两者同比分别增长约12.8%和6.9%。", [
    V("total_assets", "2025", "8837.30"),
    V("total_liabilities", "2025", "6251.91"),
    G("total_assets", "2025", { v: "12.8", cmp: "approx" }),
    G("total_liabilities", "2025", { v: "6.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2024年归母净利润402.54亿元，同比增长约54%，连续第三年大增。",
    [
      V("net_profit", "2024", "402.54"),
      G("net_profit", "2024", { v: "54", cmp: "approx", err: "wrong_value" }),
      H.GSTREAK("net_profit", ["2022", "2023", "2024"], 20),
    ],
    { err: "wrong_value", note: "2024年+34.0%" },
  ),
  c("t", A, "tM", "annual", "归母净利润2024年为402.54亿元，是2021年的13倍多，2025年回落到326亿元。", [
    V("net_profit", "2024", "402.54"),
    X("net_profit", "2024", "2021", { v: "13", cmp: "gt" }),
    V("net_profit", "2025", "326", "亿", "approx"),
  ]),
  c("t", A, "fV", "annual", "2025年分配股利及利息支付141.25亿元，比上年的100.51亿元增长约四成。", [
    V("dividends_interest_paid", "2025", "141.25"),
    V("dividends_interest_paid", "2024", "100.51"),
    G("dividends_interest_paid", "2025", { v: "40", cmp: "approx" }),
  ]),
  // quarterly
  c("t", A, "bear", "quarterly", "2026年一季度归母净利润40.85亿元，同比下降约55%，利润已被腰斩。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx", size: "腰斩" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度营收1502.25亿元，同比增长约12%，销量回暖带动收入提速。",
    [
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { v: "12", cmp: "approx", dir: "up", err: "wrong_direction" }),
      U("销量"),
    ],
    { err: "wrong_direction", note: "同比-11.8%" },
  ),
  c("t", A, "fE", "quarterly", "一季度营收1502.25亿元同比降11.8%，净利率从5.54%降至2.67%。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    V("net_margin", "2025Q1", "5.54", "%"),
    V("net_margin", "2026Q1", "2.67", "%"),
  ]),
  c("t", A, "tF", "quarterly", "2025年四季度单季归母净利润92.86亿元，同比下降约38%，但环比三季度回升约19%。", [
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
    QOQ("net_profit", "2025S4", "2025S3", { v: "19", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "四季度单季归母净利润233.33亿元，同比下降约8%，降幅收窄。",
    [
      V("net_profit", "2025S4", "233.33", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S4", { v: "-8", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "233.33亿是前三季度累计，-7.5%是其同比；四季度单季92.86亿，-38.2%" },
  ),
  c("t", A, "tN", "quarterly", "2025年三季度单季营收1949.85亿元，同比下降约3%，也低于二季度的2009.20亿元。", [
    V("revenue", "2025S3", "1949.85"),
    G("revenue", "2025S3", { v: "-3", cmp: "approx" }),
    V("revenue", "2025S2", "2009.20"),
    QOQ("revenue", "2025S3", "2025S2", { dir: "down" }),
  ]),
  c("t", A, "fR", "quarterly", "一季度毛利率18.81%，比2025年全年的17.74%回升约1.1个百分点，但低于去年同期20.07%。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    PSUM(
      [
        ["gross_margin", "2026Q1", 1],
        ["gross_margin", "2025", -1],
      ],
      { u: "%", v: "1.1", cmp: "approx" },
    ),
    V("gross_margin", "2025Q1", "20.07", "%"),
  ]),
  c("t", A, "tM", "quarterly", "上半年归母净利润同比增约14%，下半年仅约171亿元，比上年同期的266亿元少了约95亿元。", [
    G("net_profit", "2025H1", { v: "14", cmp: "approx" }),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "171", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2024", 1],
        ["net_profit", "2024H1", -1],
      ],
      { v: "266", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
        ["net_profit", "2024", -1],
        ["net_profit", "2024H1", 1],
      ],
      { v: "-95", cmp: "approx" },
    ),
  ]),
  c("t", A, "fSy", "quarterly", "近四个季度归母净利润约276亿元，比2025年全年又少了约51亿元。", [
    V("net_profit", "2026Q1TTM", "276", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2026Q1TTM", 1],
        ["net_profit", "2025", -1],
      ],
      { v: "-51", cmp: "approx" },
    ),
  ]),
  // technical
  c("t", A, "tT", "technical", "5日、10日、20日、60日、120日均线自上而下多头排列，收盘102.98元站在各线之上。", [
    MAORDER([5, 10, 20, 60, 120], "bull"),
    CLOSE("102.98"),
    MA(5, "above"),
    MA(120, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF刚刚上穿DEA形成金叉，MACD红柱放大，短线加速在即。",
    [MACD("golden_cross", 10, { err: "technical" }), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF0.521<DEA0.594，最近一次为4月1日死叉" },
  ),
  c("t", A, "tNe", "technical", "DIF 0.52仍在零轴上方但略低于DEA 0.59，RSI约52，多空处于均衡。", [
    MACD("dif_value", 0, { v: "0.52" }),
    MACD("dea_value", 0, { v: "0.59" }),
    MACD("dif_above_zero", 0),
    RSI("52", "approx"),
  ]),
  c("t", A, "tTr", "technical", "近60个交易日股价上涨约12%，近5日涨3%，60日乖离率约4.7%。", [
    RET(60, { v: "12", cmp: "approx" }),
    RET(5, { v: "3", cmp: "approx" }),
    BIAS(60, { v: "4.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20日成交明显放量，均量较前20日增加三成，资金抢筹迹象明显。",
    [VOL("expand_strong", { err: "technical" }), U("资金抢筹")],
    { err: "technical", note: "量比0.682，缩量" },
  ),
  c("t", A, "tC", "technical", "近20日均量只有前20日的约七成，上涨缺乏量能配合。", [
    VOLR({ v: "0.7", cmp: "approx" }),
    RET(20, { dir: "up" }),
  ]),
  c("u", A, "tA", "technical", "比亚迪股价距52周高点仍有约12%的空间，突破前高后打开上行空间。", [
    HI52({ v: "-12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "今年以来股价已累计下跌约5%，跌出了配置价值。",
    [RET("2025-12-31", { v: "-5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "自2025年末+5.38%" },
  ),
  c("t", A, "tT", "technical", "收盘价连续多日站在60日线上方，近10日无一日跌破。", [MAHOLD(60, 10, "above")]),
  // announcements
  c(
    "t",
    A,
    "tN",
    "announcement",
    "比亚迪3月28日披露2025年度利润分配方案，同日公告2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", title: "2025年度" }),
      EV("equity_incentive", true, { from: "2026-03-28", title: "解锁条件未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪今年3月公告拟以自有资金回购A股，用于员工持股计划。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c("t", A, "fS", "announcement", "2025年公司推出员工持股计划，并在5月完成股票购买，团队激励持续。", [
    EV("equity_incentive", true, { from: "2025-01-01", to: "2025-12-31", title: "草案" }),
    EV("equity_incentive", true, { from: "2025-05-01", to: "2025-05-31", title: "完成股票购买" }),
  ]),
  c(
    "f",
    A,
    "fL",
    "announcement",
    "2026年以来比亚迪已发布两份回购进展公告，护盘意愿明确。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c("t", A, "tP", "announcement", "2025年7月实施了2024年度利润分配及资本公积金转增股本。", [
    EV("dividend", true, { from: "2025-07-01", to: "2025-07-31", title: "实施" }),
  ]),
  // undecidable
  c("u", A, "fM", "undecidable", "2026年海外销量若达到150万辆，比亚迪全年利润有望恢复正增长。", [U("销量与情景预测")]),
  c("u", A, "tBe", "undecidable", "一季度净利润40.85亿元，不足特斯拉同期的一半。", [
    V("net_profit", "2026Q1", "40.85"),
    U("样本外同行"),
  ]),
  c("u", A, "fS", "undecidable", "比亚迪2025年新能源车销量约460万辆，增速显著放缓。", [U("销量不在数据中")]),
  c("u", A, "bull", "undecidable", "储能和电子业务2025年毛利率超过20%，是新的利润增长点。", [U("分部毛利率")]),
];
