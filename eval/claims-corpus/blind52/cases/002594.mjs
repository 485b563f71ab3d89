// 比亚迪 on 2026-04-30: FY2021-2025 (partial), quarters 2024H1..2026Q1, bars only from 2025-07-29 (52-week figures
// and the PE at today's close are undecidable), notices: dividend / buy-back / incentive decide, financing does not.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOLR, EV, U, PSUM, SPAN, LIN, READ } = H;
const c = H.maker("b52-by", "002594");
const A = "2026-04-30";

export default [
  c("t", A, "fE", "annual", "2025年营收8039.65亿元，同比只增3.5%左右，较2024年约29%的增速大幅放缓。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("revenue", "2024", { v: "29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润326.19亿元，同比降幅不到一成，价格战影响可控。",
    [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { v: "-10", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-18.97%" },
  ),
  c("t", A, "bear", "annual", "归母净利润从402.54亿元降到326.19亿元，减少约19%，终结了此前连续三年的增长。", [
    V("net_profit", "2024", "402.54"),
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c("t", A, "fR", "annual", "经营现金流591.36亿元，同比少了一半以上；资本开支1568.08亿元，自由现金流约-977亿元。", [
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
    V("capex", "2025", "1568.08"),
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
    "fR",
    "annual",
    "资本开支1568.08亿元，约为经营现金流的1.5倍，投入强度仍在可承受范围。",
    [
      V("capex", "2025", "1568.08"),
      R("capex", "operating_cash_flow", "2025", "1.5", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1568.08/591.36≈2.65倍" },
  ),
  c("t", A, "tF", "quarterly", "一季度收入端1502.25亿元、同比少11.8%，利润端40.85亿元，同比降幅超过五成。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度营收1502.25亿元，同比增长约12%，淡季不淡。",
    [
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { v: "12", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-11.8%" },
  ),
  c("t", A, "fM", "quarterly", "单季归母净利润Q3为78.23亿元、Q4为92.86亿元，同比分别降约33%和38%。", [
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
    "四季度单季归母净利润78.23亿元，同比下滑约38%。",
    [
      V("net_profit", "2025S4", "78.23", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
    ],
    { err: "wrong_period", note: "78.23亿是三季度；四季度92.86亿" },
  ),
  c("t", A, "tM", "annual", "17.74%的毛利率比2024年的19.44%少了1.7个百分点，净利率只剩4.20%。", [
    V("gross_margin", "2025", "17.74", "%"),
    V("gross_margin", "2024", "19.44", "%"),
    PP("gross_margin", "2025", { v: "-1.7" }),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c("t", A, "fSy", "quarterly", "26Q1净利率2.67%，较去年同期的5.54%下降近3个百分点，直接被腰斩。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    PP("net_margin", "2026Q1", { v: "-3", cmp: "near" }),
    G("net_margin", "2026Q1", { size: "腰斩" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "负债率70.74%，一年抬升近4个百分点，偿债压力陡增。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      PP("debt_ratio", "2025", { v: "4", cmp: "near", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "由74.64%降3.90个百分点" },
  ),
  c("t", A, "fL", "annual", "负债率由74.64%降至70.74%，可货币资金也由1027.39亿元降到754.25亿元，少了约27%。", [
    V("debt_ratio", "2024", "74.64", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    V("cash", "2024", "1027.39"),
    V("cash", "2025", "754.25"),
    G("cash", "2025", { v: "-27", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日公司披露2025年度利润分配方案，同日公告2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "2025年以来公司推出了A股回购方案，用真金白银护盘。",
    [EV("repurchase", true, { from: "2025-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c(
    "f",
    A,
    "vN",
    "announcement",
    "公司已推出2026年员工持股计划草案，进一步绑定核心骨干。",
    [EV("equity_incentive", true, { from: "2026-01-01", title: "2026年", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无新持股计划公告" },
  ),
  c("u", A, "tN", "undecidable", "公司3月公告拟发行H股可转债募资，用于海外建厂。", [U("比亚迪融资类公告未收集")]),
  c("t", A, "tN", "announcement", "2025年7月22日实施了2024年度利润分配及资本公积金转增股本方案。", [
    EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "转增" }),
  ]),
  c("t", A, "tT", "technical", "收盘102.98元，5/10/20/60/120日均线依次多头排列，股价站在全部均线之上。", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
    MA(5, "above"),
    MA(120, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF 0.52重新上穿DEA，4月下旬日线MACD出现金叉。",
    [MACD("dif_value", 0, { v: "0.52", cmp: "approx" }), MACD("golden_cross", 8, { err: "technical" })],
    { err: "technical", note: "4月1日死叉后未再金叉，DIF仍低于DEA" },
  ),
  c("t", A, "tS", "technical", "近60个交易日涨约12.2%，近5日涨3%，但20日均量只有前20日的七成左右。", [
    RET(60, { v: "12.2", cmp: "approx" }),
    RET(5, { v: "3" }),
    VOLR({ v: "0.7", cmp: "approx" }),
  ]),
  c("u", A, "tC", "undecidable", "股价较52周高点仍低约12%，位置并不算高。", [HI52({ v: "-12", cmp: "approx" })]),
  c("u", A, "fV", "undecidable", "按今天的收盘价算，比亚迪动态PE大约35倍。", [U("转增后股本与今日市值无法核验")]),
  c("t", A, "tA", "technical", "RSI14约52，MACD柱虽翻绿但DIF仍在零轴上方，较2025年末97.72元涨约5.4%。", [
    CLOSE("97.72", "eq", { date: "2025-12-31" }),
    RSI("52", "approx"),
    MACD("dif_below_dea", 0),
    MACD("dif_above_zero", 0),
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
  ]),
  c("u", A, "bull", "undecidable", "2025年新能源车销量约460万辆，海外销量突破百万辆。", [U("销量未存储")]),
  c("u", A, "tM", "undecidable", "2026年海外销量有望翻倍，利润大概率在二季度见底。", [U("预测")]),
  c("t", A, "tP", "annual", "商誉44.28亿元连续三年没变，总资产8837.30亿元，同比增约12.8%。", [
    V("goodwill", "2023", "44.28"),
    V("goodwill", "2024", "44.28"),
    V("goodwill", "2025", "44.28"),
    V("total_assets", "2025", "8837.30"),
    G("total_assets", "2025", { v: "12.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "quarterly",
    "一季度归母净利润同比降55%，但对股价反而是利好，业绩底已经确认。",
    [READ(G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润大降读作利好" },
  ),
  c("t", A, "vF", "annual", "2025年下半年归母净利润约171亿元，比上半年的155.11亿元多出约16亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "171", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "155.11"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -2],
      ],
      { v: "16", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tNe",
    "annual",
    "2025年营收8039.65亿元创新高，归母净利润326.19亿元却是2022年以来最低。",
    [
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
      MIN("net_profit", "2025", ["2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2022年166.22亿更低" },
  ),
];
