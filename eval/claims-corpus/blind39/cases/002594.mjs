// 比亚迪: FY2017-2019, FY2021-2025 (gaps; no EPS after 2019), quarters 2024H1..2026Q1 (Tushare), bars only from
// 2025-07-29 (no 52-week window, no 250-day average), notices: incentive, dividend, 转增 (no buy-back). Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, U, CAGR, QOQ } = H;
const { PSUM, X, BIAS, RANK, SPAN, IN, IND, READ, DD, AMP, BRK, LIN, GDIFF, EVN, MAHOLD, MAX_CROSS, PE } = H;
const c = H.maker("b39-byd", "002594");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- annual -------------------------------------------------------------------------------------------------
  c("t", A, "bear", "annual", "2025年营收8039.65亿元仅增3.5%，归母净利润却降至326.19亿元、同比少了近两成。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-20", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润326.19亿元，同比增长约8.6%，盈利韧性好于市场担忧。",
    [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { v: "8.6", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2023年+8.6%；较2024年-18.97%" },
  ),
  c("t", A, "fE", "annual", "营业总收入2161→4241→6023→7771→8040亿元，连续四年增长，但2025年增速明显放缓。", [
    UP("revenue", Y5),
    V("revenue", "2021", "2161", "亿", "approx"),
    V("revenue", "2022", "4241", "亿", "approx"),
    V("revenue", "2023", "6023", "亿", "approx"),
    V("revenue", "2024", "7771", "亿", "approx"),
    V("revenue", "2025", "8040", "亿", "approx"),
    G("revenue", "2025", { v: "10", cmp: "lt" }),
    GDIFF({ metric: "revenue", period: "2025" }, { metric: "revenue", period: "2024" }, { v: "-10", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2021—2025年营收年复合增速超过50%，这样的扩张速度在大型车企里极为罕见。",
    [CAGR("revenue", "2021", "2025", { v: "50", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "CAGR约38.9%" },
  ),
  c("t", A, "fR", "annual", "毛利率17.74%，同比下降1.7个百分点；净利率4.20%，较上年5.35%少了1.15个百分点。", [
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
    V("net_margin", "2025", "4.20", "%"),
    V("net_margin", "2024", "5.35", "%"),
    PP("net_margin", "2025", { v: "-1.15", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年毛利率19.44%，价格战之下盈利底线依然稳固。",
    [V("gross_margin", "2025", "19.44", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "19.44%是2024年；2025年17.74%" },
  ),
  c("t", A, "bull", "annual", "资产负债率从2023年77.86%降到74.64%再到70.74%，连续两年去杠杆。", [
    V("debt_ratio", "2023", "77.86", "%"),
    V("debt_ratio", "2024", "74.64", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    DOWN("debt_ratio", ["2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "负债率70.74%和银行相比不值一提，高杠杆本就是行业常态，不构成风险。",
    [V("debt_ratio", "2025", "70.74", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "车企不是金融业，不能套用银行标准" },
  ),
  c("t", A, "fQ", "annual", "经营现金流由1334.54亿元骤降至591.36亿元，降幅超过五成，而资本开支升到1568亿元。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
    V("capex", "2025", "1568", "亿", "approx"),
  ]),
  c("t", A, "tBe", "annual", "经营现金流减去资本开支，2025年自由现金流约为-977亿元，缺口近千亿。", [
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
    "2025年资本开支1568.08亿元，约为经营现金流的1.6倍，投入强度可控。",
    [
      V("capex", "2025", "1568.08"),
      R("capex", "operating_cash_flow", "2025", "1.6", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1568.08/591.36=2.65倍" },
  ),
  c("t", A, "fT", "annual", "经营现金流591亿元仍是归母净利润的约1.8倍，利润的现金含量并不差。", [
    V("operating_cash_flow", "2025", "591", "亿", "approx"),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "annual",
    "年末货币资金754.25亿元，较上年末增加约273亿元，账面现金更充裕了。",
    [V("cash", "2025", "754.25"), D("cash", "2025", { v: "273", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "减少273.14亿" },
  ),
  c("t", A, "fL", "annual", "2024年402.54亿元是利润高点，2025年回落到326亿元，仍排在近五年第二。", [
    V("net_profit", "2024", "402.54"),
    MAX("net_profit", "2024", Y5),
    V("net_profit", "2025", "326", "亿", "approx"),
    RANK("net_profit", "2025", Y5, "max", 2),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "2025年总负债6251.91亿元，比上年大增约20%，扩张靠借钱堆出来。",
    [
      V("total_liabilities", "2025", "6251.91"),
      G("total_liabilities", "2025", { v: "20", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+6.9%" },
  ),
  c("t", A, "tM", "annual", "营收增3.5%、利润降19%，两者增速相差约22个百分点，规模不经济的迹象显现。", [
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    GDIFF({ metric: "revenue", period: "2025" }, { metric: "net_profit", period: "2025" }, { v: "22", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "经营现金流大降五成多，说明公司不再依赖占用上游资金，是质量提升的好信号。",
    [READ(G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }), "positive", { err: "stance" })],
    { err: "stance", note: "现金流大降读作利好" },
  ),
  c("t", A, "fSy", "annual", "分红与付息支出从100.51亿元增至141.25亿元，增幅逾四成，股东回报在抬升。", [
    V("dividends_interest_paid", "2024", "100.51"),
    V("dividends_interest_paid", "2025", "141.25"),
    G("dividends_interest_paid", "2025", { v: "40", cmp: "gt" }),
  ]),
  // ---- quarterly -----------------------------------------------------------------------------------------------
  c("t", A, "bear", "quarterly", "2026Q1营收1502.25亿元，同比降约11.8%；归母净利40.85亿元，同比腰斩还多。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { size: "腰斩" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "quarterly",
    "一季度归母净利润40.85亿元，同比下降约35%，跌势仍未止住。",
    [V("net_profit", "2026Q1", "40.85"), G("net_profit", "2026Q1", { v: "-35", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比-55.4%" },
  ),
  c("t", A, "tF", "quarterly", "单季看，四季度净利92.86亿元同比降约38%，一季度又环比再降超过五成。", [
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-50", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "quarterly",
    "2025年前三季度归母净利233.33亿元，同比增长约7.5%。",
    [
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025M9", { v: "7.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "252.38→233.33，-7.55%" },
  ),
  c("t", A, "fS", "quarterly", "2025年下半年归母净利约171亿元，比2024年下半年的266亿元少了约95亿元。", [
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
  c("t", A, "tNe", "quarterly", "一季度毛利率18.81%，虽比上年同期20.07%低1.26个百分点，但比2025全年17.74%有所回升。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    V("gross_margin", "2025Q1", "20.07", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2026Q1", { v: "-1.26", cmp: "approx" }),
    PP("gross_margin", "2026Q1", { base: "2025", dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "2026Q1净利率2.67%，比去年同期5.54%下降了约52个百分点。",
    [
      V("net_margin", "2026Q1", "2.67", "%"),
      V("net_margin", "2025Q1", "5.54", "%"),
      PP("net_margin", "2026Q1", { v: "-52", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "下降2.87pp，相对降幅约52%" },
  ),
  c("t", A, "tS", "quarterly", "近四个季度归母净利润合计约275亿元，不到2024年402.54亿元的七成。", [
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    V("net_profit", "2024", "402.54"),
    R("net_profit", "net_profit", "2026Q1TTM", "70", { u: "%", cmp: "lt", denPeriod: "2024" }),
  ]),
  c("t", A, "fE", "quarterly", "一季度末货币资金757.87亿元，与年末754.25亿元相差无几，负债率也稳在70.94%。", [
    V("cash", "2026Q1", "757.87"),
    V("cash", "2025", "754.25"),
    G("cash", "2026Q1", { base: "2025", size: "基本持平" }),
    V("debt_ratio", "2026Q1", "70.94", "%"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2025年四季度单季营收2376.99亿元，同比下滑约25%，终端需求急冻。",
    [V("revenue", "2025S4", "2376.99"), G("revenue", "2025S4", { v: "-25", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "2748.51→2376.99，-13.5%" },
  ),
  // ---- technical -----------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘102.98元，5/10/20/60/120日均线多头排列，股价运行在所有均线上方。", [
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
    "MACD的DIF仍在DEA上方，红柱延续，多头动能占优。",
    [MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "DIF 0.521 < DEA 0.594" },
  ),
  c("t", A, "vT", "technical", "近60个交易日累计上涨约12%，RSI在52附近，既不超买也不超卖。", [
    RET(60, { v: "12", cmp: "approx" }),
    RSI("52", "approx"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20日成交量较前20日放大三成以上，增量资金持续涌入。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.68，明显缩量" },
  ),
  c("t", A, "fM", "technical", "年初至今上涨约5.4%，60日振幅达28%，近20日自高点回撤仅约2.4%。", [
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
    AMP(60, { v: "28", cmp: "approx" }),
    DD(20, { v: "-2.4", cmp: "approx" }),
  ]),
  c("u", A, "tTr", "technical", "股价距52周高点116.59元还差约12%，处于年内区间中部。", [
    HI52({ v: "-12", cmp: "approx" }),
  ]),
  c("u", A, "tT", "technical", "股价依旧运行在250日年线下方，长期趋势尚未扭转。", [MA(250, "below")]),
  // ---- valuation / announcement ---------------------------------------------------------------------------------
  c("u", A, "fV", "valuation", "按2025年每股收益计算，当前静态市盈率约25倍，低于特斯拉的百倍估值。", [
    PE("2025", "25"),
    U("特斯拉估值未存储"),
  ]),
  c("u", A, "vF", "valuation", "市值对应近四季度利润约20倍PE，处在历史估值区间的底部。", [
    U("比亚迪现价PE不可算（股本变动）；历史区间未存储"),
  ]),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日公司发布2025年度利润分配方案，同日公告2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度利润分配" }),
      EV("equity_incentive", true, {
        from: "2026-03-28",
        to: "2026-03-28",
        title: "2025年员工持股计划第一个锁定期解锁条件未成就",
      }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "2025年以来比亚迪已公告回购A股，用于稳定股价与员工激励。",
    [EV("repurchase", true, { from: "2025-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c("t", A, "tN", "announcement", "2024年、2025年连续两年推出员工持股计划，2025年计划已于5月完成股票购买。", [
    EV("equity_incentive", true, { from: "2024-01-01", to: "2024-12-31", title: "2024年员工持股计划" }),
    EV("equity_incentive", true, { from: "2025-05-01", to: "2025-05-31", title: "2025年员工持股计划完成股票购买" }),
  ]),
  c("u", A, "tN", "announcement", "公司近期完成H股配售，募资逾400亿港元。", [U("比亚迪融资类公告未采集")]),
  // ---- undecidable ----------------------------------------------------------------------------------------------
  c("u", A, "bull", "undecidable", "海外销量占比已超过三成，出海正在对冲国内价格战。", [U("销量与海外占比未存储")]),
  c("u", A, "bear", "undecidable", "一季度新能源车销量同比下滑超过两成，份额被吉利、零跑蚕食。", [
    U("销量与市场份额未存储"),
  ]),
  c("u", A, "fR", "undecidable", "应付账款周转天数超过120天，对供应商的占款压力仍大。", [U("应付账款未存储")]),
  c("u", A, "tB", "undecidable", "2026年利润有望恢复到400亿元以上，估值将迎来修复。", [U("业绩预测")]),
];
