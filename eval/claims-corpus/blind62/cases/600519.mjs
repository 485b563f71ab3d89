// 贵州茅台 on 2026-04-30: FY2025 and 2026Q1 public; quarters 2025Q1..2026Q1 (2024 quarters not stored);
// notices are annual reports only (a missing dividend / buy-back notice is undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { QOQ, PSUM, POS52, MCNOW, MCPE, X, BIAS, RANK, DD, SNAP, SNAPDIV, READ, LIN, IN, SPAN, PE, SUM } = H;
const c = H.maker("b62-mt", "600519");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  // adversarial 多方 / 空方
  c(
    "t",
    A,
    "bull",
    "quarterly",
    "2026年一季度营业收入539.09亿元，同比增长约6.5%，归母净利272.43亿元也保持正增长，增长没有断档。",
    [
      V("operating_revenue", "2026Q1", 539.09),
      G("operating_revenue", "2026Q1", { v: 6.5, cmp: "approx", dir: "up" }),
      V("net_profit", "2026Q1", 272.43),
      G("net_profit", "2026Q1", { base: "2025Q1", dir: "up" }),
    ],
  ),
  c(
    "t",
    A,
    "bear",
    "annual",
    "2025年归母净利润823.2亿元，比2024年的862.28亿元下降约4.5%，这是2020年以来首次出现年度利润负增长。",
    [
      V("net_profit", "2025", 823.2),
      V("net_profit", "2024", 862.28),
      G("net_profit", "2025", { v: -4.5, cmp: "approx", dir: "down" }),
      UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "茅台2025年营业收入1688.38亿元，同比增长15.7%，高端白酒龙头地位依旧稳固。",
    [
      V("operating_revenue", "2025", 1688.38),
      G("operating_revenue", "2025", { v: 15.7, cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "15.7%是2024年的增速；2025年为-1.2%" },
  ),
  c("t", A, "bear", "annual", "经营现金流从924.64亿降到615.22亿，一年少了三成多，利润下滑之外现金回笼也在变差。", [
    V("operating_cash_flow", "2024", 924.64),
    V("operating_cash_flow", "2025", 615.22),
    G("operating_cash_flow", "2025", { v: -30, cmp: "lt" }),
    G("operating_cash_flow", "2025", { v: -40, cmp: "gt" }),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年ROE仍高达36.02%，在A股消费股里几乎无出其右。",
    [V("roe", "2025", 36.02, "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "36.02%是2024年的ROE，2025年为32.53%" },
  ),
  c("t", A, "bull", "annual", "ROE从36.02%回落到32.53%，少了3.5个百分点，但三成以上的回报率依然是顶级水平。", [
    V("roe", "2024", 36.02, "%"),
    V("roe", "2025", 32.53, "%"),
    PP("roe", "2025", { v: -3.5, cmp: "approx" }),
    V("roe", "2025", 30, "%", "gt"),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度净利只增1.5%，而经营现金流269.1亿元同比反而下降了两成，利润含金量堪忧。",
    [
      G("net_profit", "2026Q1", { v: 1.5, cmp: "approx" }),
      V("operating_cash_flow", "2026Q1", 269.1),
      G("operating_cash_flow", "2026Q1", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2026Q1经营现金流269.10亿，同比2025Q1的88.09亿增约两倍" },
  ),
  c("t", A, "bull", "quarterly", "一季度经营现金流269.10亿元，是去年同期88.09亿元的3倍有余，回款明显改善。", [
    V("operating_cash_flow", "2026Q1", 269.1),
    V("operating_cash_flow", "2025Q1", 88.09),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: 3, cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "资产负债率16.42%，较2024年上升2.6个百分点，杠杆在悄悄加。",
    [
      V("debt_ratio", "2025", 16.42, "%"),
      PP("debt_ratio", "2025", { v: 2.6, cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "负债率由19.04%降到16.42%" },
  ),
  c("t", A, "bull", "annual", "负债率16.42%为2019年以来最低，账上货币资金516.91亿元，安全边际足够厚。", [
    V("debt_ratio", "2025", 16.42, "%"),
    MIN("debt_ratio", "2025", Y),
    V("cash", "2025", 516.91),
  ]),
  c("t", A, "bear", "annual", "货币资金由2023年的690.70亿降到592.96亿、再到516.91亿，连续两年下滑。", [
    V("cash", "2023", 690.7),
    V("cash", "2024", 592.96),
    V("cash", "2025", 516.91),
    DOWN("cash", ["2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "valuation",
    "按4月30日收盘价1384.79元、2025年归母净利计，茅台PE只有约12倍，明显低估。",
    [CLOSE(1384.79), MCNOW("2025", 12, "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "市值约1.74万亿/823.20亿≈21.1倍" },
  ),
  c("t", A, "bull", "valuation", "收盘1384.79元对应2025年净利约21倍PE，而250个交易日前股价还在1565.94元。", [
    CLOSE(1384.79),
    MCNOW("2025", 21, "approx"),
    CLOSE(1565.94, "eq", { date: "2025-04-18" }),
    RET(250, { dir: "down" }),
  ]),
  c("u", A, "bear", "undecidable", "批价持续倒挂，飞天终端价已跌破出厂价附近，渠道库存压力远未出清。", [
    U("批价、终端价与渠道库存不在存储数据中"),
  ]),
  c("t", A, "bear", "technical", "股价1384.79元，收在5、10、20、60日均线全部下方，短中期均线空头排列。", [
    CLOSE(1384.79),
    MA(5, "below"),
    MA(60, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "MACD在4月中旬刚形成金叉，DIF上穿DEA，反弹信号明确。",
    [MACD("golden_cross", 12, { err: "technical" })],
    { err: "technical", note: "2026-04-17为死叉，DIF -10.03 < DEA -4.72" },
  ),
  // FinDebate
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "2025年四个季度归母净利分别为268.47、185.55、192.24、176.93亿元，四季度为全年单季最低。",
    [
      V("net_profit", "2025S1", 268.47),
      V("net_profit", "2025S2", 185.55),
      V("net_profit", "2025S3", 192.24),
      V("net_profit", "2025S4", 176.93),
      MIN("net_profit", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
    ],
  ),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "四季度单季净利176.93亿元，环比三季度增长约8%，年末冲量明显。",
    [
      V("net_profit", "2025S4", 176.93),
      QOQ("net_profit", "2025S4", "2025S3", { v: 8, cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "176.93/192.24-1≈-8.0%，是环比下降" },
  ),
  c("u", A, "fE", "undecidable", "2025年四季度净利同比下滑约三成，单季已明显失速。", [
    U("2024年四季度（2024M9）未存储，单季同比无法计算"),
  ]),
  c("t", A, "fE", "quarterly", "下半年归母净利约369亿元，比上半年454.03亿元少了八十多亿，节奏前高后低。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: 369, cmp: "approx" },
    ),
    V("net_profit", "2025H1", 454.03),
    PSUM(
      [
        ["net_profit", "2025H1", 1],
        ["net_profit", "2025", -1],
        ["net_profit", "2025H1", 1],
      ],
      { v: 80, cmp: "gt" },
    ),
  ]),
  c("t", A, "fV", "valuation", "按近四个季度归母净利约827亿元计，当前市值对应的滚动PE在21倍上下。", [
    V("net_profit", "2026Q1TTM", 827, "亿", "approx"),
    PSUM([["net_profit", "2025", 1]], { v: 823.2 }),
    MCNOW("2026Q1TTM", 21, "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "2025年7月快照PB为7.99倍，折合每股净资产约1780元。",
    [SNAP("pb", 7.99, "x", "eq"), SNAPDIV("pb", 1780, "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "1422.22/7.99≈178元，不是1780元" },
  ),
  c("t", A, "fV", "valuation", "去年7月4日快照：总市值约1.79万亿元、PB 7.99倍，对应2024年净利约21倍。", [
    SNAP("marketCap", 1.79, "万亿", "approx"),
    SNAP("pb", 7.99, "x", "eq"),
    MCPE("2024", 21, "approx"),
  ]),
  c(
    "t",
    A,
    "fR",
    "annual",
    "投资活动现金流净流出316.42亿元，远大于2024年的17.85亿元，资金去向需要追问。",
    [
      V("investing_cash_flow", "2025", -316.42),
      V("investing_cash_flow", "2024", -17.85),
      MIN("investing_cash_flow", "2025", Y),
    ],
    { note: "净流出以负值核对" },
  ),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年经营现金流仅为归母净利的0.57倍，现金含量明显不足。",
    [R("operating_cash_flow", "net_profit", "2025", 0.57, { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "615.22/823.20≈0.75倍；0.57倍更接近2022年的0.59" },
  ),
  c("t", A, "fR", "annual", "2025年经营现金流/净利约0.75倍，高于2022年的约0.59倍，还谈不上最差。", [
    R("operating_cash_flow", "net_profit", "2025", 0.75, { cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2022", 0.59, { cmp: "approx" }),
  ]),
  c("u", A, "fM", "undecidable", "预计2026年全年营收增速回到5%左右，全年净利有望重回850亿元上方。", [
    U("2026年全年为预测"),
  ]),
  c("t", A, "fS", "technical", "RSI14为39.6，未进入超卖区，但股价处在52周区间下沿约两成的位置，情绪偏冷。", [
    RSI(39.6, "eq"),
    RSI(30, "gt"),
    POS52({ v: 20, cmp: "near" }),
  ]),
  c("u", A, "fS", "undecidable", "雪球上茅台讨论热度降到近一年低点，散户明显离场。", [
    U("论坛热度与散户持仓不在数据中"),
  ]),
  c("t", A, "fSy", "annual", "综合看：2025年营收1688.38亿、净利823.2亿，双双小幅下滑，2026年一季度重回正增长。", [
    V("operating_revenue", "2025", 1688.38),
    V("net_profit", "2025", 823.2),
    G("operating_revenue", "2025", { size: "小幅下滑" }),
    G("net_profit", "2025", { size: "小幅下滑" }),
    G("net_profit", "2026Q1", { dir: "up" }),
    G("operating_revenue", "2026Q1", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "所谓龙头，2025年净利润腰斩到411亿元，还谈什么确定性？",
    [
      V("net_profit", "2025", 411, "亿", "approx", { err: "overstatement" }),
      G("net_profit", "2025", { size: "腰斩", err: "overstatement" }),
    ],
    { err: "overstatement", note: "2025年净利823.20亿，仅降4.5%" },
  ),
  c("t", A, "fT", "annual", "质疑方夸大了：2025年净利823.2亿元，只比上年少39亿元左右，远谈不上腰斩。", [
    V("net_profit", "2025", 823.2),
    D("net_profit", "2025", { v: -39, cmp: "approx" }),
  ]),
  c("t", A, "fL", "annual", "裁定：2025年毛利率91.18%，较上年下降0.75个百分点，盈利质量仍高但边际走弱。", [
    V("gross_margin", "2025", 91.18, "%"),
    PP("gross_margin", "2025", { v: -0.75, cmp: "approx", dir: "down" }),
  ]),
  // TradingAgents
  c("t", A, "tF", "annual", "2019至2025年归母净利由412.06亿增至823.2亿，约为2倍，年复合增速约12%。", [
    V("net_profit", "2019", 412.06),
    V("net_profit", "2025", 823.2),
    X("net_profit", "2025", "2019", { v: 2, cmp: "approx" }),
    CAGR("net_profit", "2019", "2025", { v: 12, cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "营业总收入1720.54亿元，站上1700亿元台阶，规模再创历史新高。",
    [
      V("revenue", "2025", 1720.54),
      V("revenue", "2025", 1700, "亿", "gt"),
      MAX("revenue", "2025", Y, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "最高是2024年的1741.44亿" },
  ),
  c("t", A, "tF", "annual", "营业总收入1720.54亿元仅次于2024年的1741.44亿元，为2019年以来次高。", [
    V("revenue", "2025", 1720.54),
    V("revenue", "2024", 1741.44),
    RANK("revenue", "2025", Y, "max", 2),
  ]),
  c("t", A, "tF", "annual", "2025年分配股利及利息付现672.42亿元，约占当年归母净利的82%，分红力度依然很高。", [
    V("dividends_interest_paid", "2025", 672.42),
    R("dividends_interest_paid", "net_profit", "2025", 82, { u: "%", cmp: "approx" }),
  ]),
  c("u", A, "tN", "undecidable", "公司近期公告新一轮回购注销计划，金额不低于30亿元。", [
    U("茅台只收录年报公告，回购公告不在采集范围"),
  ]),
  c("u", A, "tN", "undecidable", "i茅台2025年销售额同比增长两成，直销渠道占比继续提升。", [
    U("渠道与i茅台分部数据未存储"),
  ]),
  c("t", A, "tT", "technical", "距52周高点1645元回撤约15.8%，离低点1322.01元仅4.75%，MACD死叉后DIF仍在DEA下方。", [
    HI52({ cond: "level", v: 1645 }),
    HI52({ v: -15.8, cmp: "approx" }),
    LO52({ v: 4.75 }),
    MACD("death_cross", 12),
    MACD("dif_below_dea"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日缩量下跌，量能萎缩至前20日的八成以下，抛压衰竭。",
    [RET(20, { dir: "down" }), VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日≈1.06，是温和放量" },
  ),
  c("t", A, "tT", "technical", "近20个交易日下跌约5.1%，量比前20日略增约6%，属放量下跌。", [
    RET(20, { v: -5.1, cmp: "approx" }),
    H.VOLR({ v: 1.06, cmp: "approx" }),
    VOL("expand"),
  ]),
  c("t", A, "tT", "technical", "20日乖离率约-3.4%，股价较MA20（1433.56元）偏离不大，尚无超跌反抽条件。", [
    BIAS(20, { v: -3.4, cmp: "approx" }),
    MA(20, "value", { v: 1433.56 }),
  ]),
  c("t", A, "tB", "annual", "2024年营收1708.99亿、增长15.7%，2025年虽降1.2%，但基数高，经营并未失速。", [
    V("operating_revenue", "2024", 1708.99),
    G("operating_revenue", "2024", { v: 15.7, cmp: "approx" }),
    G("operating_revenue", "2025", { v: -1.2, cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度净利润272.43亿，同比大增15%，业绩拐点已现。",
    [V("net_profit", "2026Q1", 272.43), G("net_profit", "2026Q1", { v: 15, cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+1.47%" },
  ),
  c("t", A, "tBe", "quarterly", "一季度净利增速仅约1.5%，远低于营收约6.5%的增速，增收不增利。", [
    G("net_profit", "2026Q1", { v: 1.5, cmp: "approx" }),
    G("operating_revenue", "2026Q1", { v: 6.5, cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2026年一季度毛利率89.76%，同比下降约5个百分点，提价红利褪色。",
    [
      V("gross_margin", "2026Q1", 89.76, "%"),
      PP("gross_margin", "2026Q1", { v: -5, cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "较2025Q1的91.97%下降约2.2个百分点" },
  ),
  c("t", A, "tBe", "quarterly", "一季度毛利率89.76%，比去年同期91.97%低了约2.2个百分点，净利率也从54.89%降到52.22%。", [
    V("gross_margin", "2026Q1", 89.76, "%"),
    V("gross_margin", "2025Q1", 91.97, "%"),
    PP("gross_margin", "2026Q1", { v: -2.2, cmp: "approx" }),
    V("net_margin", "2025Q1", 54.89, "%"),
    V("net_margin", "2026Q1", 52.22, "%"),
  ]),
  c("t", A, "tM", "annual", "净利率50.53%虽比上年52.27%低，但仍在五成以上，盈利能力未被证伪。", [
    V("net_margin", "2025", 50.53, "%"),
    V("net_margin", "2024", 52.27, "%"),
    V("net_margin", "2025", 50, "%", "gt"),
  ]),
  c("t", A, "tTr", "technical", "收于1384.79元，年内仅涨0.55%，低于MA250约1453元，暂不追高，分批建仓。", [
    CLOSE(1384.79),
    SPAN("2025-12-31", { v: 0.55 }),
    MA(250, "below"),
    MA(250, "value", { v: 1453, cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "今年以来茅台已经跌去一成，恐慌盘接近出清，正是激进加仓的时候。",
    [SPAN("2025-12-31", { v: -10, cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "自2025年末收盘1377.18元至今+0.55%" },
  ),
  c("t", A, "tC", "technical", "近250个交易日下跌11.57%，60日内最大回撤约11%，保守仓位不超过5%。", [
    RET(250, { v: -11.57 }),
    DD(60, { v: -11, cmp: "approx" }),
  ]),
  c("u", A, "tNe", "undecidable", "中性看，若飞天批价守住2000元，二季度利润同比大概率转正。", [
    U("批价与二季度利润为情景假设"),
  ]),
  c("t", A, "tP", "annual", "2025年自由现金流（经营现金流减资本开支）约584亿元，足以覆盖672亿分红的八成以上。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: 584, cmp: "approx" },
    ),
    V("dividends_interest_paid", "2025", 672, "亿", "approx"),
    PSUM(
      [
        ["operating_cash_flow", "2025", 1],
        ["capex", "2025", -1],
      ],
      { v: 0.8, cmp: "gt", over: ["dividends_interest_paid", "2025"] },
    ),
  ]),
  // vote lenses
  c("t", A, "vF", "annual", "2024年净利862.28亿、同比+15.4%，2025年降至823.2亿，增长周期已转平。", [
    V("net_profit", "2024", 862.28),
    G("net_profit", "2024", { v: 15.4, cmp: "approx" }),
    V("net_profit", "2025", 823.2),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "股价站上60日均线1441元，中期趋势转多。",
    [MA(60, "value", { v: 1441, cmp: "approx" }), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "收盘1384.79元在MA60 1441.22元下方" },
  ),
  c("u", A, "vN", "undecidable", "公司披露2025年度利润分配预案，拟每股派现约30元。", [
    U("茅台只收录年报公告，分红公告与每股派现不在数据中"),
  ]),
  // extra 茅台 points
  c("t", A, "bull", "annual", "总资产3038.35亿元，较上年2989.45亿元增长约1.6%，负债498.76亿元还不到资产的两成。", [
    V("total_assets", "2025", 3038.35),
    G("total_assets", "2025", { v: 1.6, cmp: "approx" }),
    V("total_liabilities", "2025", 498.76),
    R("total_liabilities", "total_assets", "2025", 20, { u: "%", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年资本开支31.28亿元，比2024年翻倍，扩产冲动抬头。",
    [V("capex", "2025", 31.28), G("capex", "2025", { size: "翻倍", err: "wrong_direction" })],
    { err: "wrong_direction", note: "资本开支由46.79亿降到31.28亿" },
  ),
  c("t", A, "fE", "quarterly", "今年一季度归母净利272.43亿，环比去年四季度176.93亿增长五成以上。", [
    V("net_profit", "2026Q1", 272.43),
    V("net_profit", "2025S4", 176.93),
    QOQ("net_profit", "2026Q1", "2025S4", { v: 50, cmp: "gt" }),
  ]),
  c("t", A, "fR", "quarterly", "一季度末负债率12.12%，较年末16.42%再降约4.3个百分点。", [
    V("debt_ratio", "2026Q1", 12.12, "%"),
    V("debt_ratio", "2025", 16.42, "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: -4.3, cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度ROE 10.57%，同比微升约0.35个百分点，这点改善掩盖不了毛利率的下行。",
    [
      V("roe", "2026Q1", 10.57, "%"),
      PP("roe", "2026Q1", { v: 0.35, cmp: "approx", dir: "up", err: "wrong_direction" }),
      PP("gross_margin", "2026Q1", { base: "2025Q1", dir: "down" }),
    ],
    { err: "wrong_direction", note: "2025Q1 ROE 10.92%，同比下降0.35个百分点" },
  ),
  c("u", A, "fQ", "undecidable", "系列酒收入占比已升到一成五以上，茅台酒本身其实在萎缩。", [U("产品分部收入未存储")]),
  c("t", A, "tN", "announcement", "茅台2024年年报于2025年4月3日披露；最新的2025年年报显示归母净利823.2亿元。", [
    EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03", title: "2024年年度报告" }),
    V("net_profit", "2025", 823.2),
  ]),
  c("t", A, "tS", "technical", "近5日跌2.41%，收盘跌破前10日收盘低点，短线情绪偏弱。", [
    RET(5, { v: -2.41 }),
    H.BRK(10, "down"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "茅台日线RSI14已跌至28，进入超卖区间，技术性反弹一触即发。",
    [RSI(28, "approx", { err: "technical" })],
    { err: "technical", note: "RSI14为39.64" },
  ),
  c("t", A, "tB", "valuation", "PE回到21倍附近，而2024年EPS 68.64元按现价算静态PE约20倍，两种口径都在20倍出头。", [
    MCNOW("2025", 21, "approx"),
    PE("2024", 20, "approx"),
    V("basic_eps", "2024", 68.64, "元"),
  ]),
  c("u", A, "tB", "undecidable", "对比五粮液约15倍PE，茅台21倍的溢价并不过分。", [
    MCNOW("2025", 21, "approx"),
    U("五粮液当前PE：其2019年后财报未存储"),
  ]),
  c("t", A, "tBe", "annual", "2025年净利润823.2亿，比2023年的747.34亿仍高约10%，但已从862.28亿的高点回落。", [
    V("net_profit", "2025", 823.2),
    V("net_profit", "2023", 747.34),
    G("net_profit", "2025", { base: "2023", v: 10, cmp: "approx" }),
    V("net_profit", "2024", 862.28),
    MAX("net_profit", "2024", Y),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "相比2023年，2025年归母净利润已下降约4.5%，两年白干。",
    [G("net_profit", "2025", { base: "2023", v: -4.5, cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-4.5%是相比2024年；相比2023年为+10.2%" },
  ),
  c("t", A, "tC", "annual", "2025年经营现金流净流入减少，货币资金较上年减少约76亿元，现金并非越堆越多。", [
    D("cash", "2025", { v: -76, cmp: "approx" }),
    G("operating_cash_flow", "2025", { dir: "down" }),
  ]),
  c("t", A, "tNe", "quarterly", "2025年前三季度净利646.27亿元，三季度单季192.24亿元略高于二季度185.55亿元。", [
    V("net_profit", "2025M9", 646.27),
    V("net_profit", "2025S3", 192.24),
    V("net_profit", "2025S2", 185.55),
    QOQ("net_profit", "2025S3", "2025S2", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2025年经营现金流615.22亿元，同比下降约15%。",
    [
      V("operating_cash_flow", "2025", 615.22),
      G("operating_cash_flow", "2025", { v: -15, cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比-33.5%；615/823也未覆盖净利" },
  ),
  c("t", A, "fL", "technical", "小结：价格在52周区间下沿附近，均线空头，基本面仅小幅下滑，维持中性。", [
    POS52({ v: 20, cmp: "le" }),
    MAORDER([5, 10, 20, 60], "bear"),
    G("net_profit", "2025", { size: "小幅下滑" }),
  ]),
];
