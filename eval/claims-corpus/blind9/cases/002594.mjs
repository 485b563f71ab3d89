// 比亚迪 on 2026-04-30 (FY2025 and 2026Q1 public) and 2025-10-31; bars start 2025-07-29 (no 52-week figures).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, U, X, D, QOQ, DOWN, EV, READ, PSUM } = H;
const { SPAN, VOLR, LIN, PERDAY } = H;
const c = H.maker("b9-by", "002594");
const A = "2026-04-30";
const O = "2025-10-31";
const T = (a, r, k, s, sp, o) => c("t", a, r, k, s, sp, o);
const F = (e, a, r, k, s, sp, note) => c("f", a, r, k, s, sp, { err: e, note });
const N = (a, r, k, s, sp) => c("u", a, r, k, s, sp);
const Q = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  T(A, "bear", "annual", "2025年营收8039.65亿元仅增长3.46%，归母净利润326.19亿元却同比下滑18.97%，增收不增利。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.46" }),
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-18.97" }),
  ]),
  F("wrong_direction", A, "bull", "annual", "2025年归母净利润326.19亿元，同比增长18.97%，在价格战中依然保持增长。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "18.97", dir: "up", err: "wrong_direction" }),
  ]),
  T(A, "bull", "annual", "营收从2021年的2161.42亿元增至2025年的8039.65亿元，四年增长约2.7倍，规模扩张迅猛。", [
    V("revenue", "2021", "2161.42"),
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { base: "2021", v: "272", cmp: "approx" }),
  ]),
  F(
    "wrong_ratio",
    A,
    "bull",
    "annual",
    "2025年营收8039.65亿元，约为2021年的4.7倍，扩张速度惊人。",
    [X("revenue", "2025", "2021", { v: "4.7", cmp: "approx", err: "wrong_ratio" })],
    "约3.72倍",
  ),
  T(
    A,
    "bear",
    "annual",
    "经营现金流连续两年下滑，由2023年的1697.25亿元降至2025年的591.36亿元，2025年同比降幅超五成。",
    [
      DOWN("operating_cash_flow", ["2023", "2024", "2025"]),
      V("operating_cash_flow", "2023", "1697.25"),
      V("operating_cash_flow", "2025", "591.36"),
      G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
    ],
  ),
  F(
    "wrong_value",
    A,
    "bear",
    "annual",
    "2025年经营现金流净额591.36亿元，同比下降约35%，资金回笼明显放缓。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      G("operating_cash_flow", "2025", { v: "-35", cmp: "approx", err: "wrong_value" }),
    ],
    "实为-55.7%",
  ),
  T(A, "bear", "annual", "2025年资本开支1568.08亿元，是经营现金流591.36亿元的2.65倍，自由现金流缺口接近977亿元。", [
    V("capex", "2025", "1568.08"),
    R("capex", "operating_cash_flow", "2025", "2.65", { cmp: "approx" }),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
  ]),
  F(
    "wrong_value",
    A,
    "bear",
    "annual",
    "2025年资本开支约1568亿元，较2024年增长约35%，扩产仍在加速。",
    [V("capex", "2025", "1568", "亿", "approx"), G("capex", "2025", { v: "35", cmp: "approx", err: "wrong_value" })],
    "增长约61%",
  ),
  T(A, "bull", "annual", "资产负债率由2023年的77.86%连续下降至2025年的70.74%，去杠杆成效显著。", [
    V("debt_ratio", "2023", "77.86", "%"),
    DOWN("debt_ratio", ["2023", "2024", "2025"]),
    V("debt_ratio", "2025", "70.74", "%"),
  ]),
  F(
    "wrong_period",
    A,
    "fR",
    "annual",
    "2025年末资产负债率74.64%，仍处于行业较高水平，偿债压力不容忽视。",
    [V("debt_ratio", "2025", "74.64", "%", "eq", { err: "wrong_period" }), U("行业水平")],
    "74.64%是2024年末",
  ),
  T(A, "fR", "quarterly", "2026年一季度归母净利润仅40.85亿元，同比骤降55.38%，净利率跌至2.67%。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { base: "2025Q1", v: "-55.38", size: "骤降" }),
    V("net_margin", "2026Q1", "2.67", "%"),
  ]),
  F(
    "wrong_magnitude",
    A,
    "fR",
    "quarterly",
    "2026年一季度营收1502.25亿元，同比近乎腰斩，销量断崖式下跌。",
    [
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { base: "2025Q1", size: "腰斩", err: "wrong_magnitude" }),
    ],
    "营收仅降11.8%；腰斩的是净利润",
  ),
  T(A, "fE", "quarterly", "2025年单季营收依次为1703.60、2009.20、1949.85和2376.99亿元，四季度为全年单季最高。", [
    V("revenue", "2025Q1", "1703.60"),
    V("revenue", "2025S2", "2009.20"),
    V("revenue", "2025S3", "1949.85"),
    V("revenue", "2025S4", "2376.99"),
    MAX("revenue", "2025S4", Q),
  ]),
  F(
    "wrong_direction",
    A,
    "fE",
    "quarterly",
    "2025年四季度单季营收2376.99亿元，同比增长13.52%，旺季效应显现。",
    [V("revenue", "2025S4", "2376.99"), G("revenue", "2025S4", { v: "13.52", err: "wrong_direction" })],
    "同比-13.52%",
  ),
  T(A, "fE", "quarterly", "2025年三、四季度单季归母净利润分别同比下降32.60%和38.16%，下半年利润压力集中释放。", [
    G("net_profit", "2025S3", { v: "-32.60" }),
    G("net_profit", "2025S4", { v: "-38.16" }),
  ]),
  F(
    "wrong_period",
    A,
    "fE",
    "quarterly",
    "2025年上半年归母净利润233.33亿元，同比增长13.79%。",
    [
      V("net_profit", "2025H1", "233.33", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025H1", { v: "13.79" }),
    ],
    "233.33亿元是前三季度；上半年155.11亿元",
  ),
  T(A, "fV", "annual", "2025年毛利率17.74%，较2024年的19.44%下降1.7个百分点，盈利空间明显收窄。", [
    V("gross_margin", "2025", "17.74", "%"),
    V("gross_margin", "2024", "19.44", "%"),
    PP("gross_margin", "2025", { v: "-1.7" }),
  ]),
  F(
    "wrong_value",
    A,
    "fV",
    "annual",
    "2025年净利率4.20%，较2024年的5.35%下降0.15个百分点，基本稳定。",
    [V("net_margin", "2025", "4.20", "%"), PP("net_margin", "2025", { v: "-0.15", err: "wrong_value" })],
    "下降1.15个百分点",
  ),
  N(A, "fV", "undecidable", "以当前股价计，公司市盈率约28倍，高于特斯拉以外的多数整车同行。", [
    U("当前PE(股本口径)与同行"),
  ]),
  T(A, "fM", "technical", "收盘102.98元，5日、10日、20日、60日、120日均线依次向下排列于股价下方，呈标准多头排列。", [
    CLOSE("102.98"),
    MA(5, "above"),
    MA(120, "above"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
  ]),
  F(
    "technical",
    A,
    "fM",
    "technical",
    "MACD红柱持续放大，DIF位于DEA上方，多头动能增强。",
    [MACD("dif_above_dea", 0, { err: "technical" })],
    "DIF 0.52低于DEA 0.59",
  ),
  T(A, "tT", "technical", "近20日成交量仅为此前20日的约0.68倍，明显缩量，股价20日涨幅仅0.32%，横盘整理。", [
    VOLR({ v: "0.68", cmp: "approx" }),
    VOL("shrink_strong"),
    RET(20, { v: "0.32" }),
  ]),
  F(
    "technical",
    A,
    "tT",
    "technical",
    "近20日放量上攻，成交量较前20日放大逾三成。",
    [VOL("expand_strong", { err: "technical" })],
    "量比约0.68",
  ),
  T(A, "tT", "technical", "RSI(14)为52.4，处于中性区域；近60个交易日股价上涨约12.2%。", [
    RSI("52.4", "approx"),
    RET(60, { v: "12.2", cmp: "approx" }),
  ]),
  N(A, "tT", "undecidable", "股价较52周高点回撤约12%，仍未收复去年5月的高位。", [HI52({ v: "-12", cmp: "approx" })]),
  T(A, "tS", "technical", "年初至今股价上涨约5.4%，从2025年末的97.72元回升至102.98元。", [
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
    CLOSE("97.72", "eq", { date: "2025-12-31" }),
    CLOSE("102.98"),
  ]),
  F(
    "technical",
    A,
    "tS",
    "technical",
    "最近一周股价下跌3%，情绪面降温。",
    [RET(5, { v: "-3", cmp: "approx", err: "technical" })],
    "5日+3.00%",
  ),
  T(
    A,
    "tN",
    "announcement",
    "公司3月28日披露2025年度利润分配方案，同日公告2025年员工持股计划第一个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28" }),
      EV("equity_incentive", true, { from: "2026-03-28", title: "未成就" }),
    ],
  ),
  F(
    "nonexistent_event",
    A,
    "tN",
    "announcement",
    "比亚迪3月28日公告2025年员工持股计划第一个锁定期解锁条件已成就，员工可择机出售。",
    [EV("equity_incentive", true, { from: "2026-03-28", title: "解锁条件成就", err: "nonexistent_event" })],
    "公告为未成就",
  ),
  T(A, "tN", "announcement", "2025年7月22日公司公告2024年度利润分配及资本公积金转增股本实施。", [
    EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "转增" }),
  ]),
  F(
    "nonexistent_event",
    A,
    "tB",
    "announcement",
    "公司2026年初推出股份回购计划，管理层用真金白银护盘。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    "无回购公告",
  ),
  N(A, "tB", "undecidable", "2025年海外销量突破100万辆，同比翻倍，出海成为第二增长曲线。", [U("销量")]),
  N(A, "tBe", "undecidable", "一季度新能源车销量同比下滑超20%，市占率被吉利和零跑蚕食。", [U("销量与市占率")]),
  T(A, "tBe", "quarterly", "2026Q1营收1502.25亿元，同比下降11.82%，归母净利润同比降幅更是达到55.38%。", [
    G("revenue", "2026Q1", { base: "2025Q1", v: "-11.82" }),
    G("net_profit", "2026Q1", { base: "2025Q1", v: "-55.38" }),
  ]),
  T(A, "tC", "annual", "2025年末货币资金754.25亿元，较2024年末的1027.39亿元减少约273亿元，而负债总额达6251.91亿元。", [
    V("cash", "2025", "754.25"),
    V("cash", "2024", "1027.39"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
    V("total_liabilities", "2025", "6251.91"),
  ]),
  F(
    "wrong_value",
    A,
    "tC",
    "annual",
    "2025年末负债总额6251.91亿元，较上年增加约900亿元，债务扩张过快。",
    [D("total_liabilities", "2025", { v: "900", cmp: "approx", err: "wrong_value" })],
    "增加约405亿元",
  ),
  T(A, "tA", "quarterly", "一季度毛利率18.81%，较2025年全年的17.74%回升逾1个百分点，毛利端出现修复迹象。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    PP("gross_margin", "2026Q1", { base: "2025", v: "1", cmp: "gt" }),
  ]),
  F(
    "wrong_base_year",
    A,
    "tA",
    "quarterly",
    "一季度毛利率18.81%，同比提升约1个百分点，盈利拐点显现。",
    [PP("gross_margin", "2026Q1", { base: "2025Q1", dir: "up", err: "wrong_base_year" })],
    "同比下降1.26个百分点；回升的是对2025全年",
  ),
  T(A, "tTr", "technical", "现价102.98元站上60日均线约4.7%，趋势偏多，建议以MA60为止损参考。", [
    MA(60, "above"),
    H.BIAS(60, { v: "4.7", cmp: "approx" }),
  ]),
  T(A, "tNe", "annual", "2022-2024年归母净利润连续三年高增长（分别+445.86%、+80.72%、+34.00%），2025年转为-18.97%。", [
    G("net_profit", "2022", { v: "445.86" }),
    G("net_profit", "2023", { v: "80.72" }),
    G("net_profit", "2024", { v: "34.00" }),
    G("net_profit", "2025", { v: "-18.97" }),
  ]),
  F(
    "wrong_value",
    A,
    "tNe",
    "annual",
    "2023年归母净利润300.41亿元，同比增长约45%，增速已明显放缓。",
    [V("net_profit", "2023", "300.41"), G("net_profit", "2023", { v: "45", cmp: "approx", err: "wrong_value" })],
    "增长80.7%",
  ),
  T(A, "tP", "quarterly", "2025年下半年归母净利润约171亿元，较2024年同期的约266亿元明显下降。", [
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
  ]),
  F(
    "wrong_value",
    A,
    "tP",
    "annual",
    "以2025年营收8039.65亿元计，日均营收约30亿元。",
    [PERDAY("revenue", "2025", { v: "30", cmp: "approx", err: "wrong_value" })],
    "约22亿元/天",
  ),
  T(A, "tP", "annual", "以2025年营收8039.65亿元折算，公司日均营收约22亿元。", [
    PERDAY("revenue", "2025", { v: "22", cmp: "approx" }),
  ]),
  // 2025-10-31
  T(O, "fE", "quarterly", "前三季度归母净利润233.33亿元，同比下降7.55%；三季度单季78.23亿元，同比降幅扩大至32.6%。", [
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.55" }),
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-32.6" }),
  ]),
  F(
    "wrong_direction",
    O,
    "bull",
    "quarterly",
    "三季度单季归母净利润78.23亿元，环比二季度有所下降，但降幅可控。",
    [QOQ("net_profit", "2025S3", "2025S2", { dir: "down", err: "wrong_direction" })],
    "二季度63.56亿元，三季度环比增长",
  ),
  T(O, "tT", "technical", "10月末股价100.79元，低于5日、20日、60日均线，RSI约33，接近超卖但尚未进入30以下。", [
    CLOSE("100.79"),
    MA(5, "below"),
    MA(20, "below"),
    MA(60, "below"),
    RSI("33", "approx"),
    RSI("30", "gt"),
  ]),
  F(
    "technical",
    O,
    "tT",
    "technical",
    "10月13日MACD金叉后DIF持续运行在DEA上方。",
    [MACD("golden_cross", 16, { err: "technical" }), MACD("dif_above_dea", 0, { err: "technical" })],
    "10月13日为死叉",
  ),
  // vote and voices
  F(
    "stance",
    A,
    "vT",
    "technical",
    "看空：20日成交量萎缩至前期的七成，股价却稳中有升，量价背离是见顶信号。",
    [READ(RET(20, { v: "0.32" }), "negative", { err: "stance" })],
    "股价上涨读作利空",
  ),
  T(A, "vF", "annual", "看空：2025年归母净利润下滑18.97%，经营现金流下滑55.69%，基本面明显走弱。", [
    G("net_profit", "2025", { v: "-18.97" }),
    G("operating_cash_flow", "2025", { v: "-55.69" }),
  ]),
  T(A, "vN", "announcement", "中性：2025年以来公司无A股回购、A股定增公告，已披露的公告以利润分配和员工持股计划为主。", [
    EV("repurchase", false, { from: "2025-01-01" }),
    EV("placement", false, { from: "2025-01-01" }),
    EV("dividend", true, { from: "2025-01-01" }),
    EV("equity_incentive", true, { from: "2025-01-01" }),
  ]),
  N(
    A,
    "tM",
    "annual",
    "研报摘要：2025年营收8039.65亿元，同比+3.46%；归母净利润326.19亿元，同比-18.97%，业绩低于我们此前预期。",
    [G("revenue", "2025", { v: "3.46" }), G("net_profit", "2025", { v: "-18.97" }), U("此前预期")],
  ),
  T(A, "tS", "technical", "股吧：迪子一季度净利润才40亿出头，砸到102还有人喊抄底？", [
    V("net_profit", "2026Q1", "40", "亿", "gt"),
    V("net_profit", "2026Q1", "41", "亿", "lt"),
    CLOSE("102", "ge"),
    CLOSE("103", "lt"),
  ]),
];
