// 宁德时代: FY2021-2025 (+2018/2019), quarters 2024H1..2026Q1, bars 2020-01-02..2026-04-30, notices from 2026-02-09.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ, PSUM, POS52 } = H;
const { MCNOW, X, BIAS, RANK, SPAN, IN, LIN, MAHOLD, EVN, GDIFF, READ, MAX, HILO, DD, AMP } = H;
const c = H.maker("b33-nd", "300750");
const A = "2026-04-30";

export default [
  c("t", A, "bull", "annual", "2025年宁德时代营收4237.02亿元，同比增长约17%，归母净利润722.01亿元，增速超过四成。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "40", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润722亿元，同比大增52%，利润弹性远超收入端。",
    [
      V("net_profit", "2025", "722", "亿", "approx"),
      G("net_profit", "2025", { v: "52", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际+42.28%；52%是2026Q1营收增速" },
  ),
  c("t", A, "fE", "annual", "净利增速（42.3%）明显快于营收增速（17.0%），两者剪刀差逾25个百分点，盈利质量在改善。", [
    G("net_profit", "2025", { v: "42.3" }),
    G("revenue", "2025", { v: "17.0" }),
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "25", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "别忘了2025年营收只有4237亿元，较2023年的4009亿元几乎原地踏步，增幅不到2%。",
    [
      V("revenue", "2025", "4237", "亿", "approx"),
      V("revenue", "2023", "4009", "亿", "approx"),
      G("revenue", "2025", { base: "2023", v: "2", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "较2023年+5.68%" },
  ),
  c("t", A, "bear", "annual", "拉长看，营收4237亿元仅比2023年高出约5.7%，2024年那次近一成的下滑并非偶然。", [
    G("revenue", "2025", { base: "2023", v: "5.7", cmp: "approx" }),
    G("revenue", "2024", { v: "-10", cmp: "near" }),
  ]),
  c("t", A, "tF", "annual", "毛利率由24.44%升至26.27%，提升1.83个百分点；净利率18.12%，较上年的14.92%抬升逾3个点。", [
    V("gross_margin", "2024", "24.44", "%"),
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.83" }),
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { v: "3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "毛利率26.27%，同比提升1.83%，幅度其实有限。",
    [
      V("gross_margin", "2025", "26.27", "%"),
      G("gross_margin", "2025", { v: "1.83", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "提升1.83个百分点，相对增幅约7.5%" },
  ),
  c("t", A, "fR", "annual", "资产负债率从65.24%降到61.94%，一年下降3.3个百分点，杠杆在主动收缩。", [
    V("debt_ratio", "2024", "65.24", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { v: "-3.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "资产负债率61.94%，较2024年末不降反升，扩产带来的杠杆压力不容忽视。",
    [V("debt_ratio", "2025", "61.94", "%"), PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "65.24%→61.94%，下降3.30pp" },
  ),
  c("t", A, "fR", "annual", "经营现金流净额1332.20亿元，约为归母净利润的1.85倍，同比多出三百多亿元。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
    D("operating_cash_flow", "2025", IN("300", "400")),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2024年经营现金流969.9亿元，2025年升到1332亿元，增幅约47%，现金创造能力惊人。",
    [
      V("operating_cash_flow", "2025", "1332", "亿", "approx"),
      V("operating_cash_flow", "2024", "969.9"),
      G("operating_cash_flow", "2025", { v: "47", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际+37.35%" },
  ),
  c("t", A, "tB", "annual", "扣掉423.45亿元资本开支，2025年自由现金流仍有约909亿元，分红底气十足。", [
    V("capex", "2025", "423.45"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "资本开支423亿元，比上年下降逾两成，扩产明显放缓。",
    [V("capex", "2025", "423", "亿", "approx"), G("capex", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "capex 311.80→423.45，+35.8%" },
  ),
  c("t", A, "tBe", "annual", "资本开支从311.80亿元重新抬到423.45亿元，增幅约36%，新一轮扩产周期或已开启。", [
    V("capex", "2024", "311.80"),
    V("capex", "2025", "423.45"),
    G("capex", "2025", { v: "36", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "fE",
    "annual",
    "2021至2025年，归母净利润从159.31亿元一路升至722.01亿元，四年间年年增长，约为起点的4.5倍。",
    [
      UP("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
      X("net_profit", "2025", "2021", { v: "4.5", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营收自2021年起连续四年增长，2025年达到4237亿元的新高。",
    [
      UP("revenue", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    ],
    { err: "wrong_extreme", note: "2024年营收下滑9.7%" },
  ),
  c("t", A, "fE", "annual", "营收2021—2025年复合增速约34%，但这主要是2022年一年翻倍多贡献的。", [
    CAGR("revenue", "2021", "2025", { v: "34", cmp: "approx" }),
    G("revenue", "2022", { v: "100", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "annual",
    "五年维度看，营收年复合增速接近45%，成长性在A股大市值公司里罕见。",
    [CAGR("revenue", "2021", "2025", { v: "45", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "2021-2025 CAGR约34.3%" },
  ),
  c("t", A, "bull", "annual", "账上货币资金3335.13亿元，比2024年末多了约300亿元。", [
    V("cash", "2025", "3335.13"),
    D("cash", "2025", { v: "300", cmp: "approx" }),
  ]),
  c("t", A, "fV", "annual", "总资产9748.28亿元，距万亿只差一步；负债6038.01亿元，净资产约3710亿元。", [
    V("total_assets", "2025", "9748.28"),
    V("total_liabilities", "2025", "6038.01"),
    LIN(
      [
        ["total_assets", 1],
        ["total_liabilities", -1],
      ],
      "2025",
      { v: "3710", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "总资产已突破1万亿元，规模体量稳居行业之首。",
    [V("total_assets", "2025", "10000", "亿", "gt", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "9748.28亿，尚未破万亿" },
  ),
  c("t", A, "tN", "annual", "2025年现金分红及利息支出349.23亿元，比上年的258.07亿元多出约35%。", [
    V("dividends_interest_paid", "2025", "349.23"),
    V("dividends_interest_paid", "2024", "258.07"),
    G("dividends_interest_paid", "2025", { v: "35", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "商誉仅8.37亿元，对近万亿总资产几乎可以忽略，减值风险不构成主要矛盾。", [
    V("goodwill", "2025", "8.37"),
    R("goodwill", "total_assets", "2025", "0.1", { u: "%", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "商誉8.37亿元，较上年的8.95亿元反而增加，外延并购仍在继续。",
    [V("goodwill", "2025", "8.37"), G("goodwill", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  c("t", A, "tBe", "annual", "投资活动现金净流出944.76亿元，几乎是2024年488.75亿元的两倍，钱都砸到哪里去了？", [
    V("investing_cash_flow", "2025", "-944.76"),
    V("investing_cash_flow", "2024", "-488.75"),
    X("investing_cash_flow", "2025", "2024", { v: "2", cmp: "near" }),
  ]),
  // quarterly
  c("t", A, "bull", "quarterly", "2026年一季度营收1291.31亿元，同比增长52.4%；归母净利207.38亿元，同比增长48.5%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.4", cmp: "approx" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利207亿元，同比增长超过六成，增速创近年新高。",
    [
      V("net_profit", "2026Q1", "207", "亿", "approx"),
      G("net_profit", "2026Q1", { v: "60", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+48.52%" },
  ),
  c(
    "t",
    A,
    "bear",
    "quarterly",
    "不过环比看，一季度营收较2025年四季度的1406.30亿元回落约8%，净利也环比少了一成左右。",
    [
      V("revenue", "2025S4", "1406.30"),
      QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度营收1291亿元，环比下滑超过15%，旺季退潮比想象中更快。",
    [
      V("revenue", "2026Q1", "1291", "亿", "approx"),
      QOQ("revenue", "2026Q1", "2025S4", { v: "-15", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "环比-8.18%" },
  ),
  c("t", A, "fE", "quarterly", "2025年四季度单季营收1406.30亿元、归母净利231.67亿元，均为全年四个季度中最高。", [
    V("revenue", "2025S4", "1406.30"),
    V("net_profit", "2025S4", "231.67"),
    MAX("revenue", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
    MAX("net_profit", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "四季度单季营收2448亿元，同比增长逾三成，年末冲量明显。",
    [
      V("revenue", "2025S4", "2448", "亿", "approx", { err: "wrong_period" }),
      G("revenue", "2025S4", { v: "30", cmp: "gt" }),
    ],
    { err: "wrong_period", note: "2448亿是下半年合计；四季度单季1406.30亿" },
  ),
  c("t", A, "fE", "quarterly", "下半年营收约2448亿元，比上半年的1788.86亿元多出三成多，季度节奏逐级抬升。", [
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -1],
      ],
      { v: "2448", cmp: "approx" },
    ),
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -2],
      ],
      { over: ["revenue", "2025H1"], v: "0.3", cmp: "gt", u: "x" },
    ),
    UP("revenue", ["2025S1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c("t", A, "tF", "quarterly", "按近四个季度滚动计，归母净利约790亿元，营收约4681亿元。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    V("revenue", "2026Q1TTM", "4681", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "一季度毛利率24.82%，同比下滑0.4个百分点，价格战压力开始显现。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      PP("gross_margin", "2026Q1", { v: "-0.4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025Q1为24.41%，同比+0.41pp" },
  ),
  c("t", A, "tBe", "quarterly", "一季度毛利率24.82%，仍低于2025年全年的26.27%，季度间波动不小。", [
    V("gross_margin", "2026Q1", "24.82", "%"),
    PP("gross_margin", "2026Q1", { base: "2025", dir: "down" }),
  ]),
  c("t", A, "fR", "quarterly", "一季度末资产负债率62.32%，比年末的61.94%略有回升，但仍低于一年前的64.74%。", [
    V("debt_ratio", "2026Q1", "62.32", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", dir: "up" }),
    PP("debt_ratio", "2026Q1", { dir: "down" }),
  ]),
  c("t", A, "vF", "quarterly", "Q1货币资金3519.97亿元，较年末再增约185亿元。", [
    V("cash", "2026Q1", "3519.97"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
  ]),
  // technical
  c("t", A, "tT", "technical", "股价站在MA20（425.02）、MA60（391.63）和年线之上，收于436元，中期多头排列完好。", [
    CLOSE("436"),
    MA(20, "above"),
    MA(60, "above"),
    MA(250, "above"),
    MAORDER([20, 60, 120, 250], "bull"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "短中长期均线全面多头排列，5日、10日、20日依次向上发散。",
    [MAORDER([5, 10, 20], "bull", { err: "technical" })],
    { err: "technical", note: "MA5 437.69 < MA10 438.80" },
  ),
  c("t", A, "tT", "technical", "不过短线已有降温迹象：4月28日MACD死叉，DIF（11.76）落到DEA（12.85）下方。", [
    MACD("dead_cross", 3),
    MACD("dif_below_dea", 1),
    MACD("dif_value", 1, { v: "11.76" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "MACD刚刚金叉，DIF上穿DEA，新一轮上攻即将展开。",
    [MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "最近是4月28日死叉" },
  ),
  c("t", A, "vT", "technical", "按RSI14约56的读数，股价处于中性区间，既不超买也不超卖。", [RSI("56", "approx")]),
  c("t", A, "tT", "technical", "距52周高点460元回撤约5%，而较52周低点231.2元已涨近九成，位置偏高。", [
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
    LO52({ cond: "level", v: "231.2" }),
    LO52({ v: "90", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "股价较52周低点已经翻倍，追高风险极大。",
    [LO52({ v: "100", cmp: "ge", err: "overstatement" })],
    { err: "overstatement", note: "+88.58%，未翻倍" },
  ),
  c("t", A, "tS", "technical", "近250个交易日累计上涨约93%，今年以来也涨了近19%。", [
    RET(250, { v: "93", cmp: "approx" }),
    SPAN("2025-12-31", { v: "19", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "年初至今股价已上涨近三成，短期获利盘丰厚。",
    [SPAN("2025-12-31", { v: "30", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "年初至今+18.72%；近三成是60日涨幅" },
  ),
  c("t", A, "tT", "technical", "成交温和放大，最近20日的日均成交量是此前20日的1.13倍，量价配合尚可。", [
    VOL("expand"),
    H.VOLR({ v: "1.13", cmp: "approx" }),
  ]),
  c("t", A, "fM", "technical", "60日乖离率达11%左右，股价离中期均线偏远，存在回归需求。", [
    BIAS(60, { v: "11", cmp: "approx" }),
  ]),
  c("t", A, "tC", "technical", "20个交易日内振幅接近20%，波动并不小，仓位宜控制。", [
    AMP(20, { v: "20", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价处在52周区间的中部，上下空间大致对称。",
    [POS52({ ...IN("35", "65"), err: "technical" })],
    { err: "technical", note: "位置89.5%，接近上沿" },
  ),
  // valuation
  c("t", A, "fV", "valuation", "以436元收盘价计算，对应2025年归母净利的市盈率约27.5倍，滚动市盈率约25倍。", [
    CLOSE("436"),
    MCNOW("2025", "27.5"),
    MCNOW("2026Q1TTM", "25"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "当前股价对应2025年利润的PE仅约18倍，低于制造业龙头的平均水平。",
    [MCNOW("2025", "18", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE约27.5倍" },
  ),
  c("u", A, "fV", "valuation", "27倍左右的PE，与LG新能源、松下能源相比明显偏低。", [
    MCNOW("2025", "27.5"),
    U("海外同业估值不在数据中"),
  ]),
  // announcements
  c("t", A, "tN", "announcement", "公司3月10日发布2025年度利润分配预案，同时提请授权董事会制定2026年中期分红。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期" }),
  ]),
  c("t", A, "tN", "announcement", "A股回购已于4月7日公告结果，此前3月、4月初各有一次进展公告。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
    EVN("repurchase", "2026-03-01", { to: "2026-04-06", v: "2" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "今年以来公司未见任何回购动作，管理层对股价似乎并不在意。",
    [EV("repurchase", false, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "3月、4月有回购进展及结果公告" },
  ),
  c("t", A, "fS", "announcement", "2月推出2026年A股员工持股计划草案，4月22日又授予了预留份额，激励落地节奏紧凑。", [
    EV("equity_incentive", true, { from: "2026-02-01", to: "2026-02-28", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "值得注意的是，公司2月披露了定增预案，拟向特定对象募资扩产，存在摊薄压力。",
    [EV("placement", true, { from: "2026-02-01", to: "2026-02-28", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2月发行的是科技创新公司债券" },
  ),
  c("t", A, "tN", "announcement", "2月公司发行了面向专业投资者的科技创新公司债券，并于2月26日在深交所上市。", [
    EV("bond", true, { from: "2026-02-10", to: "2026-02-12", title: "科技创新" }),
    EV("bond", true, { from: "2026-02-26", to: "2026-02-26", title: "上市" }),
  ]),
  c("u", A, "tN", "announcement", "这期科创债票面利率仅1.8%左右，反映出市场对公司信用的极高认可。", [
    EV("bond", true, { from: "2026-02-11", to: "2026-02-11", title: "票面利率" }),
    U("票面利率数值不在存储数据中"),
  ]),
  // undecidable
  c("u", A, "bull", "undecidable", "2025年动力电池全球市占率约38%，连续九年位居第一。", [
    U("市占率为行业统计，数据中无"),
  ]),
  c("u", A, "tBe", "undecidable", "储能电池出货增速放缓，2025年储能业务收入占比已降至两成以下。", [
    U("分业务收入与出货量不在数据中"),
  ]),
  c("u", A, "fM", "undecidable", "营收4237亿元只是开始，市场普遍预期2026年净利润将突破900亿元。", [
    V("revenue", "2025", "4237", "亿", "approx"),
    U("一致预期不在数据中"),
  ]),
  c("u", A, "tS", "undecidable", "近一周北向资金净买入超过20亿元，外资仍在持续加仓。", [U("北向资金流向不在数据中")]),
  c("u", A, "bear", "undecidable", "欧洲匈牙利工厂投产推迟，海外收入占比恐怕难以如期提升到四成。", [
    U("海外项目进度与地区收入不在数据中"),
  ]),
  c("u", A, "tC", "undecidable", "钠离子电池量产在即，但短期内对利润的贡献恐怕不足5%。", [U("新产品利润贡献属推测")]),
  c("u", A, "fR", "industry", "碳酸锂价格若反弹至每吨15万元，单位毛利将被压缩2个百分点左右。", [
    U("情景假设与原材料价格不在数据中"),
  ]),
];
