// 宁德时代 on 2026-04-30: FY2021-2025 (2020 not stored), quarters 2024H1..2026Q1, bars from 2020-01-02,
// notices from 2026-02-09 (员工持股计划, 科创债, 回购, 利润分配预案).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, READ } = H;
const { X, CAGR, SUM, RANK, GDIFF, QOQ, PSUM, LIN, POS52, MCNOW, SPAN, DAYS, BRK, HILO, MRET, MAXDAY, EVN, IN, PAIR } =
  H;
const c = H.maker("b47-cl", "300750");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c(
    "t",
    A,
    "bull",
    "annual",
    "2025年营收4237亿元，同比增17%，归母净利润722亿元、增幅超四成，利润增速是营收的两倍多。",
    [
      V("revenue", "2025", "4237", "亿", "approx"),
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      V("net_profit", "2025", "722", "亿", "approx"),
      G("net_profit", "2025", { v: "40", cmp: "gt" }),
      GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "17", cmp: "gt" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "利润端更亮眼，722.01亿元的归母净利润同比多出52%，增速远快于营收。",
    [
      V("net_profit", "2025", "722.01"),
      G("net_profit", "2025", { v: "52", cmp: "approx", err: "wrong_value" }),
      GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "10", cmp: "gt" }),
    ],
    { err: "wrong_value", note: "+42.28%（52%是2026Q1营收增速附近）" },
  ),
  c("t", A, "bear", "annual", "营收在2024年回落至3620亿元、同比降约9.7%，2025年才重回增长并超过2023年的4009亿元。", [
    V("revenue", "2024", "3620", "亿", "approx"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    G("revenue", "2025", { dir: "up" }),
    PAIR("revenue", "2025", "300750", { period2: "2023", mode: "gt" }),
    V("revenue", "2023", "4009", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营收2023年4009亿元、2024年3620亿元，连续两年下滑，需求端见顶迹象明显。",
    [
      V("revenue", "2023", "4009", "亿", "approx"),
      V("revenue", "2024", "3620", "亿", "approx"),
      H.DOWN("revenue", ["2022", "2023", "2024"], { err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2023年营收+22.0%，只有2024年下滑" },
  ),
  c("t", A, "fE", "annual", "归母净利润159亿→307亿→441亿→507亿→722亿，2021年以来逐年走高。", [
    V("net_profit", "2021", "159", "亿", "approx"),
    V("net_profit", "2022", "307", "亿", "approx"),
    V("net_profit", "2023", "441", "亿", "approx"),
    V("net_profit", "2024", "507", "亿", "approx"),
    V("net_profit", "2025", "722", "亿", "approx"),
    UP("net_profit", Y5),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2021到2025年归母净利润年复合增速约55%，成长性在大市值公司中罕见。",
    [CAGR("net_profit", "2021", "2025", { v: "55", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "CAGR 45.9%" },
  ),
  c("t", A, "fE", "annual", "毛利率26.27%、净利率18.12%，分别比2024年提升1.8和3.2个百分点。", [
    V("gross_margin", "2025", "26.27", "%"),
    V("net_margin", "2025", "18.12", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "净利率由14.92%升到18.12%，提升了3.2%，说不上质变。",
    [
      V("net_margin", "2024", "14.92", "%"),
      V("net_margin", "2025", "18.12", "%"),
      G("net_margin", "2025", { v: "3.2", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "提升3.2个百分点，相对增幅21.4%" },
  ),
  c("t", A, "fR", "annual", "经营现金流1332亿元，是归母净利润的1.8倍多，利润含金量很高。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "gt" }),
    R("operating_cash_flow", "net_profit", "2025", "1.9", { cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流净额1332.20亿元，较2024年多出约362亿元，同比增长近五成。",
    [
      V("operating_cash_flow", "2025", "1332.20"),
      D("operating_cash_flow", "2025", { v: "362", cmp: "approx" }),
      G("operating_cash_flow", "2025", { v: "50", cmp: "near", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+37.36%" },
  ),
  c("t", A, "tF", "annual", "资本开支423亿元，较上年的312亿元回升约36%，扩产节奏重新加快。", [
    V("capex", "2025", "423", "亿", "approx"),
    V("capex", "2024", "312", "亿", "approx"),
    G("capex", "2025", { v: "36", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "经营现金流减资本开支后的自由现金流约909亿元，覆盖当年分配支出349亿元的2.6倍。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
    V("dividends_interest_paid", "2025", "349", "亿", "approx"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { over: "dividends_interest_paid", v: "2.6", cmp: "approx", u: "x" },
    ),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "资本开支2025年423亿元，已是2021年以来最高，重资产扩张风险在累积。",
    [V("capex", "2025", "423", "亿", "approx"), MAX("capex", "2025", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2022年482.15亿、2021年437.68亿更高" },
  ),
  c("t", A, "tBe", "annual", "投资活动现金净流出944.76亿元，几乎是2024年488.75亿元的两倍。", [
    V("investing_cash_flow", "2025", "-944.76"),
    V("investing_cash_flow", "2024", "-488.75"),
    X("investing_cash_flow", "2025", "2024", { v: "2", cmp: "near" }),
  ]),
  c("t", A, "tB", "annual", "资产负债率从2022年70.56%的高点一路降到61.94%，三年累计下降约8.6个百分点。", [
    V("debt_ratio", "2022", "70.56", "%"),
    MAX("debt_ratio", "2022", Y5),
    H.DOWN("debt_ratio", ["2022", "2023", "2024", "2025"]),
    PP("debt_ratio", "2025", { base: "2022", v: "-8.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "负债率仍高达61.94%，对制造业而言杠杆偏高，还比上年有所上升。",
    [V("debt_ratio", "2025", "61.94", "%"), PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "65.24%→61.94%，下降3.3pp" },
  ),
  c("t", A, "tNe", "annual", "总资产9748亿元、逼近万亿，货币资金3335亿元占比逾三分之一。", [
    V("total_assets", "2025", "9748", "亿", "approx"),
    V("total_assets", "2025", "10000", "亿", "near"),
    V("cash", "2025", "3335", "亿", "approx"),
    R("cash", "total_assets", "2025", "33.3", { u: "%", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "annual",
    "总资产突破1万亿元，货币资金3335亿元。",
    [
      V("total_assets", "2025", "10000", "亿", "gt", { err: "overstatement" }),
      V("cash", "2025", "3335", "亿", "approx"),
    ],
    { err: "overstatement", note: "9748.28亿，未破万亿" },
  ),
  c("t", A, "fT", "annual", "商誉仅8.37亿元，相对近万亿的总资产微不足道，并购减值风险很小。", [
    V("goodwill", "2025", "8.37"),
    R("goodwill", "total_assets", "2025", "0.1", { u: "%", cmp: "lt" }),
  ]),
  c("t", A, "fSy", "annual", "营收创2021年以来新高，归母净利润也首次突破700亿元。", [
    MAX("revenue", "2025", Y5),
    V("net_profit", "2025", "700", "亿", "gt"),
    V("net_profit", "2024", "700", "亿", "lt"),
  ]),
  // quarters
  c("t", A, "fE", "quarterly", "2026年一季度营收1291亿元、同比大增52%，归母净利润207亿元、增长约48.5%。", [
    V("revenue", "2026Q1", "1291", "亿", "approx"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx", size: "大增" }),
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度归母净利润207.38亿元，环比2025年四季度增长约12%，淡季不淡。",
    [
      V("net_profit", "2026Q1", "207.38"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "12", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-10.5%（231.67→207.38）" },
  ),
  c("t", A, "fM", "quarterly", "2025年四季度单季营收1406亿元，同比增长约37%，是近六个季度里单季最高。", [
    V("revenue", "2025S4", "1406", "亿", "approx"),
    G("revenue", "2025S4", { v: "37", cmp: "approx" }),
    MAX("revenue", "2025S4", ["2024S3", "2024S4", "2025S1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "fM",
    "quarterly",
    "第四季度单季营收高达2830亿元，同比增速超过三成。",
    [
      V("revenue", "2025S4", "2830", "亿", "approx", { err: "wrong_period" }),
      G("revenue", "2025S4", { v: "30", cmp: "gt" }),
    ],
    { err: "wrong_period", note: "2830.72亿是前三季度累计；四季度单季1406.30亿" },
  ),
  c("t", A, "tF", "quarterly", "单季归母净利润从2025年一季度的140亿一路升到四季度的232亿，逐季攀升。", [
    V("net_profit", "2025S1", "140", "亿", "approx"),
    V("net_profit", "2025S4", "232", "亿", "approx"),
    UP("net_profit", ["2025S1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c("t", A, "tF", "quarterly", "一季度末货币资金3519.97亿元，比2025年末的3335亿元又多了约185亿元。", [
    V("cash", "2026Q1", "3519.97"),
    V("cash", "2025", "3335", "亿", "approx"),
    PAIR("cash", "2026Q1", "300750", { period2: "2025", mode: "diff", u: "亿", v: "185", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度毛利率24.82%，较去年全年的26.27%下降1.46个百分点，较上年同期也在下滑。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      H.PAIR("gross_margin", "2026Q1", "300750", { period2: "2025", mode: "pp", v: "-1.46" }),
      PP("gross_margin", "2026Q1", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2025Q1的24.41%上升0.41pp" },
  ),
  c("t", A, "fSy", "quarterly", "近四个季度归母净利润约790亿元，比2025全年多出近68亿元。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    PAIR("net_profit", "2026Q1TTM", "300750", { period2: "2025", mode: "diff", u: "亿", v: "68", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2025年归母净利润约722亿元，较2023年增长约42%。",
    [
      V("net_profit", "2025", "722", "亿", "approx"),
      G("net_profit", "2025", { base: "2023", v: "42", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "+42.28%是较2024年；较2023年441.21亿为+63.64%" },
  ),
  // technicals
  c("t", A, "tT", "technical", "MA20>MA60>MA120>MA250，中长期均线多头排列，收盘436元站在20日线425元之上。", [
    MAORDER([20, 60, 120, 250], "bull"),
    CLOSE("436"),
    MA(20, "above"),
    MA(20, "value", { v: "425", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘价站上5日、10日均线，短线重新转强。",
    [MA(5, "above", { err: "technical" }), MA(10, "above", { err: "technical" })],
    { err: "technical", note: "436低于MA5 437.69、MA10 438.80" },
  ),
  c("t", A, "fM", "technical", "4月28日DIF下穿DEA形成死叉，DIF 11.76仍在零轴上方，属于高位回调信号。", [
    MACD("death_cross", 3),
    MACD("dif_value", 0, { v: "11.76" }),
    MACD("dif_above_zero", 0),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "DIF已跌到零轴下方，MACD空头格局确立。",
    [MACD("dif_below_zero", 0, { err: "technical" })],
    { err: "technical", note: "DIF 11.76 > 0" },
  ),
  c("t", A, "tS", "technical", "近60个交易日累计上涨约28%，过去250个交易日接近翻倍（+93%）。", [
    RET(60, { v: "28", cmp: "approx" }),
    RET(250, { v: "93", cmp: "approx", size: "接近翻倍" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "股价过去一年涨幅已超过一倍，透支了大部分业绩增长。",
    [RET(250, { v: "100", cmp: "gt", err: "overstatement" })],
    { err: "overstatement", note: "250日+93.38%" },
  ),
  c("t", A, "tTr", "technical", "离52周高点460元只差5%左右，处在52周区间约九成的位置，较低点231元涨了88%。", [
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
    POS52({ v: "90", cmp: "approx" }),
    LO52({ cond: "level", v: "231", cmp: "approx" }),
    LO52({ v: "88", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "4月30日收盘创52周新高，上方已无套牢盘。",
    [HI52({ cond: "new_high", err: "technical" })],
    { err: "technical", note: "收盘436，52周最高收盘在4月中" },
  ),
  c("t", A, "tT", "technical", "3月涨17.5%、4月再涨8.5%，4月16日收盘453.98元为年内最高。", [
    MRET("2026-03", { v: "17.5", cmp: "approx" }),
    MRET("2026-04", { v: "8.5", cmp: "approx" }),
    HILO("max", "2026-01-01", { v: "453.98" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "年初至今涨幅约28%，明显跑赢创业板指。",
    [SPAN("2025-12-31", { v: "28", cmp: "approx", err: "wrong_period" }), U("创业板指未存储")],
    { err: "wrong_period", note: "年初至今+18.72%；28%是近60日" },
  ),
  c("t", A, "tNe", "technical", "RSI约56，近20日均量比前20日放大约13%，量价配合尚属健康。", [
    RSI("56", "approx"),
    VOL("expand"),
    H.VOLR({ v: "1.13", cmp: "approx" }),
  ]),
  c("t", A, "tA", "technical", "近20个交易日最大单日涨幅6.7%（4月10日），60日振幅逾37%，弹性十足。", [
    MAXDAY(20, "up", { v: "6.7", cmp: "approx" }),
    H.AMP(60, { v: "37", cmp: "gt" }),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "按最新收盘价436元，对应2025年利润PE约27.5倍、TTM约25倍。", [
    CLOSE("436"),
    MCNOW("2025", "27.5", "approx"),
    MCNOW("2026Q1TTM", "25", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "TTM市盈率已升至32倍以上，相对利润增速不再便宜。",
    [MCNOW("2026Q1TTM", "32", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "TTM PE 25.17" },
  ),
  c("t", A, "fV", "valuation", "去年7月4日快照PB为5.02倍，总市值约1.21万亿元，此后股价已上涨六成多。", [
    H.SNAP("pb", "5.02", "x", "eq"),
    H.SNAP("marketCap", "1.21", "万亿", "approx"),
    SPAN("2025-07-04", { v: "60", cmp: "gt" }),
    SPAN("2025-07-04", { v: "70", cmp: "lt" }),
  ]),
  c("u", A, "fV", "valuation", "PE约27倍，低于全球储能与电池同行平均的35倍，存在估值修复空间。", [
    MCNOW("2025", "27", "approx"),
    U("全球同行估值不在样本中"),
  ]),
  // notices
  c("t", A, "fS", "announcement", "2月9日发布2026年A股员工持股计划草案，4月22日又授予预留份额，绑定核心人员。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09", title: "员工持股计划（草案）" }),
    EV("equity_incentive", true, { from: "2026-04-22", title: "预留份额" }),
  ]),
  c("t", A, "tN", "announcement", "3月10日公告2025年度利润分配预案，同时提请授权制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度利润分配预案" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司2月10日发布定增预案，拟向特定对象募资扩产，摊薄风险需警惕。",
    [EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09起无定增公告；2月发的是科创债" },
  ),
  c("t", A, "tN", "announcement", "2月发行科技创新公司债券，4月7日披露A股回购结果，回购已经实施完毕。", [
    EV("bond", true, { from: "2026-02-01", to: "2026-02-28", title: "科技创新公司债券" }),
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "回购结果" }),
  ]),
  c("t", A, "fS", "announcement", "3月3日、4月2日各发一次回购进展公告，4月7日落地回购结果，节奏清晰。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
    EVN("repurchase", "2026-03-01", { title: "进展", v: "2" }),
  ]),
  // undecidable
  c("u", A, "tN", "undecidable", "2025年动力电池全球市占率约38%，连续九年居首。", [U("市占率未存储")]),
  c("u", A, "fQ", "undecidable", "储能业务毛利率高于动力电池，2025年储能收入占比已超两成。", [U("分部数据未存储")]),
  c("u", A, "bear", "undecidable", "碳酸锂价格反弹将在二季度挤压毛利率2个百分点以上。", [U("预测与原料价格")]),
  c("u", A, "tM", "undecidable", "海外工厂投产后，2026年海外收入有望占到四成。", [U("前瞻预测")]),
  c("u", A, "tP", "undecidable", "多家券商将目标价上调至520元，一致评级为买入。", [U("目标价与评级")]),
  c("u", A, "bull", "undecidable", "一季度营收增速52%，远超比亚迪电池业务和中创新航。", [
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    U("同业分部数据"),
  ]),
];
