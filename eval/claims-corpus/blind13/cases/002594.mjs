// 比亚迪 on 2026-04-30 (FY2025 and 2026Q1 public; bars from 2025-07-29, so 52-week figures are open). blind13.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, EV, U, QOQ, LIN, READ, IND, PAIR, VOL, SPAN, PSUM } = H;
const c = H.maker("b13-by", "002594");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "quarterly", "一季度归母净利只有40.85亿，同比跌去一半以上——去年同期是91.55亿，降幅约55%。", [
    V("net_profit", "2026Q1", "40.85"),
    V("net_profit", "2025Q1", "91.55"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "26Q1营业总收入1502亿，同比下滑约25%，销量失速已经反映到报表。",
    [V("revenue", "2026Q1", "1502", "亿", "approx"), G("revenue", "2026Q1", { v: "-25", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-11.8%" },
  ),
  c("t", A, "bull", "annual", "全年看，2025年营业总收入8039.65亿仍比上年多出约269亿，规模护城河没有松动。", [
    V("revenue", "2025", "8039.65"),
    H.D("revenue", "2025", { v: "269", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润326亿，虽较2024年下滑，但降幅仅约8%，属于正常波动。",
    [V("net_profit", "2025", "326", "亿", "approx"), G("net_profit", "2025", { v: "-8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-18.97%" },
  ),
  c("t", A, "fR", "annual", "2025年资本开支1568亿，远高于591亿的经营现金流，自由现金流约为-977亿。", [
    V("capex", "2025", "1568", "亿", "approx"),
    V("operating_cash_flow", "2025", "591", "亿", "approx"),
    LIN([["operating_cash_flow", 1], ["capex", -1]], "2025", { v: "-977", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流从2024年的1334.54亿降到591.36亿，降幅超过七成。",
    [
      V("operating_cash_flow", "2024", "1334.54"),
      V("operating_cash_flow", "2025", "591.36"),
      G("operating_cash_flow", "2025", { v: "-70", cmp: "lt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "-55.7%" },
  ),
  c("t", A, "fR", "industry", "负债率70.74%对整车厂偏高，偿债压力需要盯住，尽管较2023年的77.86%已下降7个多点。", [
    V("debt_ratio", "2025", "70.74", "%"),
    IND("high_debt_is_risk"),
    PP("debt_ratio", "2025", { base: "2023", v: "-7", cmp: "lt" }),
  ]),
  c("t", A, "tF", "annual", "值得注意的是，2025年毛利率17.74%，较2024年的19.44%下滑1.7个百分点，净利率也由5.35%降至4.20%。", [
    V("gross_margin", "2025", "17.74", "%"),
    V("gross_margin", "2024", "19.44", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
    V("net_margin", "2024", "5.35", "%"),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c("t", A, "tF", "quarterly", "26Q1毛利率18.81%，同比回落约1.3个百分点，价格战仍在侵蚀利润。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    PP("gross_margin", "2026Q1", { v: "-1.3", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2025年Q4单季归母92.86亿，较2024年Q4的150.16亿下降约38%，是下半年利润承压的主因。", [
    V("net_profit", "2025S4", "92.86"),
    V("net_profit", "2024S4", "150.16"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "前三季度累计归母233.33亿，第三季度单季就贡献了233亿，说明Q3是全年高点。",
    [V("net_profit", "2025M9", "233.33"), V("net_profit", "2025S3", "233", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "233.33亿是前三季度累计；Q3单季78.23亿" },
  ),
  c("t", A, "tT", "technical", "比亚迪收于102.98元，站上5、10、20日均线，但DIF（0.52）仍在DEA（0.59）之下。", [
    CLOSE("102.98"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MACD("dif_value", 0, { v: "0.52", cmp: "approx" }),
    MACD("dea_value", 0, { v: "0.59", cmp: "approx" }),
    MACD("dif_below_dea", 0),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日明显放量，均量较前20日放大三成以上，资金在抢筹。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "量比0.68，缩量" },
  ),
  c("u", A, "tT", "technical", "股价距52周高点约12%，年线附近有强支撑。", [U("日线始于2025-07-29，不足52周")]),
  c("t", A, "tS", "technical", "近60个交易日上涨约12%，今年以来涨5%出头，RSI 52左右，情绪中性。", [
    RET(60, { v: "12", cmp: "approx" }),
    SPAN("2025-12-31", { v: "5", cmp: "gt" }),
    SPAN("2025-12-31", { v: "6", cmp: "lt" }),
    RSI("52", "approx"),
  ]),
  c("t", A, "tN", "announcement", "3月28日比亚迪公告2025年度利润分配方案，同日披露2025年员工持股计划首个锁定期解锁条件未成就。", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
    EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "新闻：比亚迪2026年3月公告拟斥资回购A股，用于员工激励，管理层护盘态度积极。",
    [EV("repurchase", true, { from: "2026-03-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c(
    "f",
    A,
    "tA",
    "announcement",
    "员工持股计划解锁条件未成就，意味着公司业绩达标，激励兑现，利好股价。",
    [EV("equity_incentive", true, { from: "2026-03-28", title: "未成就" }), READ({ k: "change", metric: "net_profit", period: "2025", mode: "pct", u: "%" }, "positive", { err: "stance" })],
    { err: "stance", note: "解锁条件未成就对应2025年归母下滑，读成利好" },
  ),
  c("u", A, "tA", "undecidable", "海外销量占比已超过两成，出口抵消了国内价格战的冲击。", [U("分区域销量未存储")]),
  c("t", A, "tC", "annual", "保守：货币资金从1027亿降到754亿，少了约273亿，同时资本开支还在加码到1568亿。", [
    V("cash", "2024", "1027", "亿", "approx"),
    V("cash", "2025", "754", "亿", "approx"),
    H.D("cash", "2025", { v: "-273", cmp: "approx" }),
    G("capex", "2025", { dir: "up" }),
    V("capex", "2025", "1568", "亿", "approx"),
  ]),
  c("u", A, "fM", "undecidable", "假设二季度单车利润修复，Q2归母有望回到80亿以上。", [U("2026Q2为预测")]),
  c("u", A, "fV", "valuation", "比亚迪当前PE约36倍，高于特斯拉之外的全球车企平均。", [U("比亚迪当日PE按README不判；全球车企为样本外")]),
  c("t", A, "fSy", "annual", "就规模而言，比亚迪2025年营业总收入约8040亿，几乎是宁德时代（4237亿）的1.9倍，但归母净利不及后者的一半。", [
    V("revenue", "2025", "8040", "亿", "approx"),
    PAIR("revenue", "2025", "300750", { v: "1.9", cmp: "approx" }),
    PAIR("net_profit", "2025", "300750", { v: "0.5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "主导意见：2025年是比亚迪归母净利润2021年以来首次下滑，但一季度营收已恢复同比增长。",
    [
      G("net_profit", "2025", { dir: "down" }),
      H.UP("net_profit", ["2021", "2022", "2023", "2024"]),
      G("revenue", "2026Q1", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "26Q1营收同比-11.8%" },
  ),
  c("t", A, "vF", "annual", "基本面票：2025全年营收+3.5%而归母-19%，增收不增利，投弃权。", [
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "技术面票：20日均量只有前20日的约0.68倍，缩量横盘，MACD零轴上方死叉后未修复。", [
    H.VOLR({ v: "0.68", cmp: "approx" }),
    MACD("dif_above_zero", 0),
    MACD("dif_below_dea", 0),
  ]),
];
