// 比亚迪: FY2017-2019 and FY2021-2025 (sample), quarters 2024H1..2026Q1 (Tushare; no 2024Q1), bars 2025-07-29..
// (after the 2025 转增, so 52-week figures are undecidable). A missing dividend / buy-back notice is nonexistent_event.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, U, READ, QOQ } = H;
const { CAGR, RANK, X, SPAN, DD, BIAS, HILO, PSUM, LIN, IN, MAX_CROSS, PAIR, BAR, DAYS, VOLR, GDIFF, UPDAYS } = H;
const c = H.maker("b66-byd", "002594");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "annual", "2025年比亚迪归母净利润326.19亿元，同比下滑约19%，是2022年以来首次年度负增长。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "全年归母净利润326.19亿元，同比下滑近三成，龙头的价格战代价全面显现。",
    [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { v: "-30", cmp: "near", err: "overstatement" })],
    { err: "overstatement", note: "实际-18.97%，不到两成" },
  ),
  c("t", A, "bull", "annual", "营收8039.65亿元再创新高，但增速已从2024年的29%降到3.5%左右。", [
    V("revenue", "2025", "8039.65"),
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    G("revenue", "2024", { v: "29", cmp: "approx" }),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "营业总收入突破8000亿元，同比增长约29%，规模优势继续扩大。",
    [V("revenue", "2025", "8000", "亿", "gt"), G("revenue", "2025", { v: "29", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "29.0%是2024年增速；2025年+3.46%" },
  ),
  c("t", A, "fE", "annual", "营收2021年2161亿元→2025年8040亿元，四年复合增速约39%，但2025年增速已降到个位数。", [
    V("revenue", "2021", "2161", "亿", "approx"),
    V("revenue", "2025", "8040", "亿", "approx"),
    CAGR("revenue", "2021", "2025", { v: "39", cmp: "approx" }),
    G("revenue", "2025", { size: "个位数增长" }),
  ]),
  c(
    "t",
    A,
    "fE",
    "annual",
    "毛利率17.74%，较2024年的19.44%下降约1.7个百分点；净利率4.20%，也比上年低约1.15个百分点。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      V("gross_margin", "2024", "19.44", "%"),
      PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
      V("net_margin", "2025", "4.20", "%"),
      PP("net_margin", "2025", { v: "-1.15", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "fE",
    "annual",
    "毛利率由19.44%降至17.74%，降幅约1.7%，影响可控。",
    [
      V("gross_margin", "2024", "19.44", "%"),
      V("gross_margin", "2025", "17.74", "%"),
      PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
      G("gross_margin", "2025", { v: "-1.7", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "降1.70个百分点，相对降幅约8.7%" },
  ),
  c("t", A, "fR", "annual", "经营现金流净额从1334.54亿元骤降至591.36亿元，腰斩有余，为2021年以来最低。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { size: "腰斩" }),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
    MIN("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年经营现金流591亿元，比2024年少了约74亿元，小幅波动而已。",
    [
      V("operating_cash_flow", "2025", "591", "亿", "approx"),
      D("operating_cash_flow", "2025", { v: "-74", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际少743.18亿元" },
  ),
  c("t", A, "fR", "annual", "资本开支1568亿元，约为经营现金流的2.65倍，自由现金流约-977亿元。", [
    V("capex", "2025", "1568", "亿", "approx"),
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
  c("t", A, "tF", "annual", "资本开支由973.60亿元跳升至1568.08亿元，同比增长约61%，重回扩产周期。", [
    V("capex", "2024", "973.60"),
    V("capex", "2025", "1568.08"),
    G("capex", "2025", { v: "61", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年资本开支1568亿元，较2023年增长约61%，扩张速度惊人。",
    [
      V("capex", "2025", "1568", "亿", "approx"),
      G("capex", "2025", { base: "2023", v: "61", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "+61%是较2024年；较2023年+28.4%" },
  ),
  c("t", A, "tF", "annual", "资产负债率70.74%，较上年74.64%下降3.9个百分点，比2023年高点77.86%低了约7个点。", [
    V("debt_ratio", "2025", "70.74", "%"),
    V("debt_ratio", "2024", "74.64", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
    MAX("debt_ratio", "2023", ["2021", "2022", "2023", "2024", "2025"]),
    V("debt_ratio", "2023", "77.86", "%"),
    PAIR("debt_ratio", "2025", undefined, { period2: "2023", mode: "pp", v: "-7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "industry",
    "负债率70.74%，和银行保险九成的负债率比起来不值一提，杠杆完全不是问题。",
    [V("debt_ratio", "2025", "70.74", "%"), IND_NORMAL()],
    { err: "industry_sense", note: "车企七成负债率不能拿金融业常态来比" },
  ),
  c("t", A, "tBe", "annual", "账上货币资金从1027亿元降到754亿元，减少约273亿元，降幅超过四分之一。", [
    V("cash", "2024", "1027", "亿", "approx"),
    V("cash", "2025", "754", "亿", "approx"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
    G("cash", "2025", { v: "-25", cmp: "lt" }),
  ]),
  c("t", A, "tBe", "annual", "利润与现金背离：净利润降19%，经营现金流却降了约56%，降幅大出约37个百分点。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx" }),
    GDIFF(
      { metric: "operating_cash_flow", period: "2025" },
      { metric: "net_profit", period: "2025" },
      { v: "-37", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年经营现金流591亿元，仍是归母净利润的约4.1倍，现金质量无忧。",
    [
      V("operating_cash_flow", "2025", "591", "亿", "approx"),
      R("operating_cash_flow", "net_profit", "2025", "4.1", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "591.36/326.19=1.81倍" },
  ),
  c("t", A, "tB", "annual", "即便下滑，2025年利润仍比2023年的300亿元高出约8.6%，2022年的166亿元只有其一半左右。", [
    V("net_profit", "2023", "300", "亿", "approx"),
    G("net_profit", "2025", { base: "2023", v: "8.6", cmp: "approx" }),
    V("net_profit", "2022", "166", "亿", "approx"),
    R("net_profit", "net_profit", "2022", "0.5", { denPeriod: "2025", cmp: "approx" }),
  ]),
  c("t", A, "tB", "annual", "分配股利及偿付利息现金141.25亿元，同比多出约41亿元，股东回报在加码。", [
    V("dividends_interest_paid", "2025", "141.25"),
    D("dividends_interest_paid", "2025", { v: "41", cmp: "approx" }),
  ]),
  c("t", A, "fM", "quarterly", "2026年一季度营收1502.25亿元，同比下降约11.8%；归母净利润40.85亿元，同比腰斩。", [
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
    "一季度归母净利润408.5亿元，同比下降约55%，但绝对额依旧可观。",
    [
      V("net_profit", "2026Q1", "408.5", "亿", "approx", { err: "wrong_magnitude" }),
      G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
    ],
    { err: "wrong_magnitude", note: "40.85亿元" },
  ),
  c("t", A, "fM", "quarterly", "一季度净利润40.85亿元，环比2025年四季度的92.86亿元下降约56%，为近七个季度最低。", [
    V("net_profit", "2026Q1", "40.85"),
    V("net_profit", "2025S4", "92.86"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-56", cmp: "approx" }),
    MIN("net_profit", "2026Q1", ["2024S3", "2024S4", "2025Q1", "2025S2", "2025S3", "2025S4", "2026Q1"]),
  ]),
  c(
    "f",
    A,
    "fM",
    "quarterly",
    "一季度净利润40.85亿元，环比四季度增长约56%，最差的时候已经过去。",
    [
      V("net_profit", "2026Q1", "40.85"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "56", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-56.0%" },
  ),
  c(
    "t",
    A,
    "fS",
    "quarterly",
    "一季度毛利率18.81%，比去年同期20.07%低约1.26个百分点；净利率仅2.67%，不到去年同期5.54%的一半。",
    [
      V("gross_margin", "2026Q1", "18.81", "%"),
      V("gross_margin", "2025Q1", "20.07", "%"),
      PP("gross_margin", "2026Q1", { v: "-1.26", cmp: "approx" }),
      V("net_margin", "2026Q1", "2.67", "%"),
      V("net_margin", "2025Q1", "5.54", "%"),
      R("net_margin", "net_margin", "2026Q1", "0.5", { denPeriod: "2025Q1", cmp: "lt" }),
    ],
  ),
  c("t", A, "fSy", "quarterly", "2025年四个季度利润91.6→63.6→78.2→92.9亿元，四季度最高；但2026Q1又跌回40.9亿元。", [
    V("net_profit", "2025Q1", "91.6", "亿", "approx"),
    V("net_profit", "2025S2", "63.6", "亿", "approx"),
    V("net_profit", "2025S3", "78.2", "亿", "approx"),
    V("net_profit", "2025S4", "92.9", "亿", "approx"),
    MAX("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
    V("net_profit", "2026Q1", "40.9", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fSy",
    "quarterly",
    "2025年四季度单季归母净利润约326亿元，同比下滑约19%。",
    [
      V("net_profit", "2025S4", "326", "亿", "approx", { err: "wrong_period" }),
      G("net_profit", "2025S4", { v: "-19", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "326亿元和-19%是全年；四季度单季92.86亿元、同比-38.2%" },
  ),
  c("t", A, "tS", "quarterly", "2025年下半年归母净利润约171亿元，比2024年下半年的266亿元少了约95亿元。", [
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
  c("t", A, "tN", "quarterly", "以近四个季度计，归母净利润约275亿元，比2025年全年的326亿元又少约51亿元。", [
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    V("net_profit", "2025", "326", "亿", "approx"),
    PAIR("net_profit", "2026Q1TTM", undefined, { period2: "2025", mode: "diff", u: "亿", v: "-51", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日公司公告2025年度利润分配方案，同日披露2025年员工持股计划第一个锁定期解锁条件未成就。",
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
    "比亚迪3月公告拟以自有资金回购A股，用于员工持股，彰显管理层信心。",
    [EV("repurchase", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "存储公告中无回购公告" },
  ),
  c("t", A, "tS", "announcement", "员工持股计划解锁条件未成就，说明2025年考核目标落空，消息面偏利空。", [
    EV("equity_incentive", true, { from: "2026-01-01", title: "解锁条件未成就" }),
    READ(G("net_profit", "2025", { dir: "down" }), "negative"),
  ]),
  c("u", A, "tS", "undecidable", "雪球上比亚迪讨论热度一季度明显回落，散户情绪转冷。", [U("社交媒体情绪未存储")]),
  c("t", A, "tT", "technical", "收盘102.98元，均线5>10>20>60>120多头排列，60日线98.35元附近有支撑。", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
    MA(60, "value", { v: "98.35" }),
    MA(60, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "比亚迪均线空头排列，价格被压在20日线101.93元之下。",
    [
      MAORDER([5, 10, 20], "bear", { err: "technical" }),
      MA(20, "below", { err: "technical" }),
      MA(20, "value", { v: "101.93" }),
    ],
    { err: "technical", note: "均线多头排列，收盘102.98元在20日线上方" },
  ),
  c("t", A, "tT", "technical", "MACD于4月1日死叉，DIF 0.52仍略低于DEA 0.59，但两者都在零轴上方，调整而非转势。", [
    MACD("death_cross", 21),
    MACD("dif_value", 0, { v: "0.52", cmp: "approx" }),
    MACD("dea_value", 0, { v: "0.59", cmp: "approx" }),
    MACD("dif_below_dea", 0),
    MACD("dif_above_zero", 0),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD刚在零轴上方形成金叉，DIF重新上穿DEA，新一轮上攻开始。",
    [MACD("golden_cross", 10, { err: "technical" }), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "最近一次为4月1日死叉，DIF<DEA" },
  ),
  c("t", A, "tTr", "technical", "近60个交易日累计上涨约12.2%，但近20日只涨0.3%，且20日均量缩至前20日的约七成。", [
    RET(60, { v: "12.2", cmp: "approx" }),
    RET(20, { v: "0.3", cmp: "approx" }),
    VOLR({ v: "0.7", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c("t", A, "tTr", "technical", "4月29日放量大涨约3.9%，次日回落2.3%，冲高未能站稳。", [
    BAR("2026-04-29", "chg", { v: "3.9", cmp: "approx" }),
    BAR("2026-04-29", "volx", { v: "1", cmp: "gt" }),
    RET(1, { v: "-2.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "年初至今股价上涨约12%，明显跑赢大盘。",
    [SPAN("2025-12-31", { v: "12", cmp: "approx", err: "wrong_value" }), U("大盘指数未存储")],
    { err: "wrong_value", note: "年初至今+5.38%；+12.2%是近60日" },
  ),
  c("t", A, "tM", "technical", "今年以来最低收盘87.05元（2月2日），至今反弹约18%，现价距60日线偏离约4.7%。", [
    HILO("min", "2026-01-01", { v: "87.05" }),
    SPAN("2026-02-02", { v: "18", cmp: "approx" }),
    BIAS(60, { v: "4.7", cmp: "approx" }),
  ]),
  c("u", A, "tM", "undecidable", "股价距52周高点回撤约两成，仍处在52周区间的中部。", [
    HI52({ v: "-20", cmp: "approx" }),
    H.POS52({ ...IN("30", "70") }),
  ]),
  c("u", A, "tC", "undecidable", "比亚迪一季度海外销量占比提升，出口能对冲国内价格战，但汇率是新变量。", [
    U("销量与海外占比未存储"),
  ]),
  c("t", A, "tC", "annual", "负债合计6252亿元，一年增加约405亿元；货币资金却少了273亿元，保守看应降仓位。", [
    V("total_liabilities", "2025", "6252", "亿", "approx"),
    D("total_liabilities", "2025", { v: "405", cmp: "approx" }),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "经营现金流同比下降55.7%，说明资金周转更快了，这是利好。",
    [READ(G("operating_cash_flow", "2025", { v: "-55.7", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "现金流大降读作利好" },
  ),
  c("t", A, "tA", "annual", "营收连续四年创新高，2022年一年就翻了近一倍（+96%），增长底色没变。", [
    UP("revenue", ["2021", "2022", "2023", "2024", "2025"]),
    G("revenue", "2022", { v: "96", cmp: "approx", size: "接近翻倍" }),
  ]),
  c("t", A, "tNe", "annual", "总资产8837亿元，同比增长约12.8%，快于营收约3.5%的增速。", [
    V("total_assets", "2025", "8837", "亿", "approx"),
    G("total_assets", "2025", { v: "12.8", cmp: "approx" }),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    GDIFF({ metric: "total_assets", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "0", cmp: "gt" }),
  ]),
  c("t", A, "tP", "quarterly", "一季度末货币资金757.87亿元，比2025年末略多约3.6亿元，但远低于去年同期的1174亿元。", [
    V("cash", "2026Q1", "757.87"),
    PAIR("cash", "2026Q1", undefined, { period2: "2025", mode: "diff", u: "亿", v: "3.6", cmp: "approx" }),
    V("cash", "2025Q1", "1174", "亿", "approx"),
  ]),
  c("t", A, "vF", "annual", "利润降19%、现金流腰斩、一季度利润再腰斩，投反对票。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("operating_cash_flow", "2025", { size: "腰斩" }),
    G("net_profit", "2026Q1", { size: "腰斩" }),
  ]),
  c("t", A, "vT", "technical", "均线多头排列仍在，RSI约52处中性，量能萎缩，暂持观望票。", [
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("52", "approx"),
    VOL("shrink"),
  ]),
  c(
    "f",
    A,
    "vN",
    "announcement",
    "3月28日同时公告2025年度分红方案和新一轮股份回购，双重利好，赞成。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
      EV("repurchase", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "只有分红方案，无回购公告" },
  ),
  c(
    "t",
    A,
    "fL",
    "annual",
    "裁定：空方关于现金流腰斩、毛利率降1.7个点的论据成立；多方的营收新高也属实，但增速仅3.5%左右。",
    [
      G("operating_cash_flow", "2025", { size: "腰斩" }),
      PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
      G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    ],
  ),
  c("u", A, "fL", "undecidable", "假设二季度价格战缓和，全年利润有望回到300亿元以上。", [U("预测与情景")]),
  c("t", A, "fT", "annual", "归母净利润虽降，但仍是2021年30.45亿元的十倍以上，底子还在。", [
    V("net_profit", "2021", "30.45"),
    X("net_profit", "2025", "2021", { v: "10", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2025年四季度单季归母净利润92.86亿元，是全年四个季度里最低的，跌势在加速。",
    [
      V("net_profit", "2025S4", "92.86"),
      MIN("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "四季度是2025年最高的单季" },
  ),
];

function IND_NORMAL() {
  return H.IND("high_debt_is_normal", { err: "industry_sense" });
}
