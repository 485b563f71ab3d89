// 宁德时代 on 2026-04-30: revenue / net profit 2021-2025 (2018-2019 too), quarters 2024H1..2026Q1 (no 2024Q1), no
// EPS / ROE after 2019, bars 2020-01-02..2026-04-30, notices from 2026-02-09 (a missing placement / dividend /
// buy-back / incentive notice since then is a nonexistent event; 减持 / 增持 decide nothing).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, EV, U, X, D, READ } = H;
const { CAGR, QOQ, PSUM, POS52, MCNOW, SNAP, VOLR, GDIFF, LIN, AMP, PAIR, HILO, MAHOLD, IN } = H;
const c = H.maker("b50-nd", "300750");
const A = "2026-04-30";
const Q4 = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", A, "tB", "annual", "2025年营业总收入4237.02亿元，同比增长约17%，而2024年还是负增长，营收重回扩张轨道。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    G("revenue", "2024", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "全年归母净利润约752亿元，同比增幅超过四成，业绩弹性远超市场想象。",
    [
      V("net_profit", "2025", "752", "亿", "approx", { err: "wrong_value" }),
      G("net_profit", "2025", { v: "40", cmp: "gt" }),
    ],
    { err: "wrong_value", note: "归母净利润722.01亿" },
  ),
  c("t", A, "fE", "annual", "归母净利润722.01亿元，同比+42.3%，增速比营收高出二十多个百分点。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42.3" }),
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, IN("20", "29")),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "拿2023年做基数，722亿元的归母净利润也只增长了约42%。",
    [G("net_profit", "2025", { base: "2023", v: "42", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2023年+63.6%；42%是较2024年" },
  ),
  c("t", A, "tF", "annual", "归母净利润2021—2025年逐年攀升，由159亿元做到722亿元。", [
    UP("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2021", "159", "亿", "approx"),
    V("net_profit", "2025", "722", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "营业总收入已连续五年增长，2025年达到4237亿元。",
    [
      UP("revenue", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_direction" }),
      V("revenue", "2025", "4237", "亿", "approx"),
    ],
    { err: "wrong_direction", note: "2024年营收同比-9.7%" },
  ),
  c("t", A, "tM", "annual", "2021年至2025年营收复合增速约34%，四年里规模扩大到原来的3.25倍。", [
    CAGR("revenue", "2021", "2025", { v: "34", cmp: "approx" }),
    X("revenue", "2025", "2021", { v: "3.25", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2026Q1营收1291.31亿元、同比+52%左右，归母净利润207.38亿元、同比+48.5%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "一季度营收1406.30亿元，单季规模再创纪录。",
    [V("revenue", "2026Q1", "1406.30", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1406.30亿是2025年四季度单季；2026Q1为1291.31亿" },
  ),
  c("t", A, "fR", "quarterly", "去年四季度单季营收1406.30亿、归母净利231.67亿元，双双是2025年各季度的最高值。", [
    V("revenue", "2025S4", "1406.30"),
    V("net_profit", "2025S4", "231.67"),
    MAX("revenue", "2025S4", Q4),
    MAX("net_profit", "2025S4", Q4),
  ]),
  c(
    "f",
    A,
    "tA",
    "quarterly",
    "一季度归母净利润环比四季度继续增长，淡季不淡。",
    [QOQ("net_profit", "2026Q1", "2025S4", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "环比-10.5%" },
  ),
  c("t", A, "tC", "quarterly", "207.38亿元的一季度利润，比去年四季度单季环比少了约10%，季节性回落仍在。", [
    V("net_profit", "2026Q1", "207.38"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "毛利率26.27%，较2024年抬升约1.8个百分点。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度毛利率24.82%，在2025年全年26.27%的基础上继续提升。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      PP("gross_margin", "2026Q1", { base: "2025", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较全年低1.45个百分点" },
  ),
  c("t", A, "fT", "annual", "净利率从14.92%提到18.12%，多了3.2个百分点。", [
    V("net_margin", "2024", "14.92", "%"),
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { v: "3.2" }),
  ]),
  c("t", A, "tC", "annual", "资产负债率61.94%，同比降3.3个百分点，距2022年70.56%的高点已回落逾8个百分点。", [
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { v: "-3.3", cmp: "approx" }),
    MAX("debt_ratio", "2022", ["2021", "2022", "2023", "2024", "2025"]),
    PP("debt_ratio", "2025", { base: "2022", v: "-8", cmp: "lt" }),
  ]),
  c("t", A, "fR", "annual", "经营现金流1332.20亿元扣掉423.45亿元资本开支，自由现金流约909亿元。", [
    V("operating_cash_flow", "2025", "1332.20"),
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
    "资本开支约523亿元，比2024年大增，扩产冲动又回来了。",
    [
      V("capex", "2025", "523", "亿", "approx", { err: "wrong_value" }),
      G("capex", "2025", { dir: "up", size: "大增" }),
    ],
    { err: "wrong_value", note: "资本开支423.45亿" },
  ),
  c("t", A, "fV", "annual", "现金流质量很高：经营现金流约为归母净利润的1.85倍。", [
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "annual",
    "货币资金3335亿元，足以覆盖总负债的六成以上。",
    [
      V("cash", "2025", "3335", "亿", "approx"),
      R("cash", "total_liabilities", "2025", "60", { u: "%", cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "3335.13/6038.01=55.2%" },
  ),
  c("t", A, "fL", "annual", "货币资金占总资产超三成，9748亿元的资产里有3335亿元是现金。", [
    R("cash", "total_assets", "2025", "30", { u: "%", cmp: "gt" }),
    V("total_assets", "2025", "9748", "亿", "approx"),
    V("cash", "2025", "3335", "亿", "approx"),
  ]),
  c("t", A, "tF", "quarterly", "一季度末货币资金3519.97亿元，比年初又多了约185亿元。", [
    V("cash", "2026Q1", "3519.97"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
  ]),
  c("t", A, "tP", "annual", "股利和利息支出349.23亿元，约为2023年的3.7倍，回报力度明显加码。", [
    V("dividends_interest_paid", "2025", "349.23"),
    X("dividends_interest_paid", "2025", "2023", { v: "3.7", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "annual", "总资产9748.28亿元，同比约+23.9%，离万亿元只差一步。", [
    V("total_assets", "2025", "9748.28"),
    G("total_assets", "2025", { v: "23.9", cmp: "approx" }),
    V("total_assets", "2025", "10000", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "2025年营收增速重新回到高速增长区间，周期底部已过。",
    [G("revenue", "2025", { size: "高速增长", err: "overstatement" })],
    { err: "overstatement", note: "营收同比+17.0%" },
  ),
  c("t", A, "tT", "technical", "收盘436元，60日线391.63元、250日线335.35元都在下方，20/60/120/250日线多头排列。", [
    CLOSE("436"),
    MA(60, "value", { v: "391.63" }),
    MA(250, "value", { v: "335.35" }),
    MA(60, "above"),
    MA(250, "above"),
    MAORDER([20, 60, 120, 250], "bull"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "4月28日MACD形成金叉，新一轮上攻开始。",
    [MACD("golden_cross", 3, { err: "technical" })],
    { err: "technical", note: "4月28日为死叉" },
  ),
  c("t", A, "tC", "technical", "MACD在4月28日死叉，DIF已落到DEA下方，短线动能衰减。", [
    MACD("death_cross", 3),
    MACD("dif_below_dea", 0),
  ]),
  c("t", A, "tS", "technical", "近250个交易日股价接近翻倍，区间涨幅约93%。", [
    RET(250, { v: "100", cmp: "near" }),
    RET(250, { v: "93", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "近60个交易日累计涨幅不足一成，上攻乏力。",
    [RET(60, { v: "10", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "近60日+28.5%" },
  ),
  c("t", A, "fM", "technical", "离52周高点460元只差约5.2%，价格仍处在52周区间上沿。", [
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5.2", cmp: "approx" }),
    POS52({ v: "80", cmp: "ge" }),
  ]),
  c("t", A, "vT", "technical", "RSI14读数56.0，距70的超买线尚有空间。", [RSI("56.0"), RSI("70", "lt")]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "RSI已冲到72附近，短线明显超买，追高需谨慎。",
    [RSI("72", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14=56.0" },
  ),
  c("t", A, "tTr", "technical", "近20日均量较前20日放大约13%，量价配合尚可。", [VOLR({ v: "1.13", cmp: "approx" })]),
  c("t", A, "fV", "valuation", "按收盘价和近四个季度归母净利润测算，PE大约25倍。", [
    MCNOW("2026Q1TTM", "25", "approx"),
  ]),
  c(
    "f",
    A,
    "tB",
    "valuation",
    "以2025年归母净利润计，目前市盈率已降到20倍以下，估值压力基本消化。",
    [MCNOW("2025", "20", "lt", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "按2025年利润PE约27.5倍" },
  ),
  c("t", A, "fV", "valuation", "去年7月4日的快照：PB 5.02倍，总市值约1.21万亿元。", [
    SNAP("pb", "5.02", "x", "eq"),
    SNAP("marketCap", "1.21", "万亿", "approx"),
  ]),
  c("u", A, "fV", "undecidable", "当前估值已低于LG新能源和松下，全球电池龙头里最便宜。", [U("海外同业估值无数据")]),
  c("t", A, "tN", "announcement", "2月9日公司发布了2026年A股员工持股计划草案及摘要。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09", title: "草案" }),
  ]),
  c("t", A, "fS", "announcement", "2月中旬公司完成了首期科技创新公司债券的发行，已在深交所上市。", [
    EV("bond", true, { from: "2026-02-12", to: "2026-02-12", title: "发行结果" }),
    EV("bond", true, { from: "2026-02-26", to: "2026-02-26", title: "上市" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "今年2月公司公告向特定对象发行A股，募资用于海外扩产。",
    [EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09以来无定增类公告" },
  ),
  c("t", A, "tF", "announcement", "4月7日已公告A股股份回购结果暨股份变动。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "announcement",
    "2025年度分红4月已实施完毕，股息已经到账。",
    [EV("dividend", true, { from: "2026-04-01", title: "实施", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "仅有3月10日的利润分配预案，无实施公告" },
  ),
  c("t", A, "fT", "announcement", "3月10日同时披露2025年度利润分配预案和授权制定2026年中期分红的议案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c("u", A, "fM", "undecidable", "2025年动力电池装机量全球份额约38%，龙头地位稳固。", [U("装机量与市占率未存储")]),
  c("u", A, "tB", "undecidable", "钠离子电池将在2026年下半年开始贡献收入。", [U("产品进度为预测")]),
  c("u", A, "tBe", "undecidable", "匈牙利工厂投产延后，欧洲产能爬坡不及预期。", [U("海外基地进度无数据")]),
  c("u", A, "tS", "undecidable", "一季度有重要股东减持，筹码面承压。", [U("减持类公告不作判定")]),
  c("t", A, "fQ", "annual", "2024年营收3620.13亿元，同比下降约9.7%，但归母净利润仍增约15%。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "2024年营收同比下滑近一成，反而说明公司在主动出清低价订单，是利好信号。",
    [READ(G("revenue", "2024", { v: "-10", cmp: "near" }), "positive", { err: "stance" })],
    { err: "stance", note: "营收下滑读作利好" },
  ),
  c("t", A, "tM", "quarterly", "2025年下半年营收约2448亿元，已明显超过上半年的1788.86亿元。", [
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -1],
      ],
      { v: "2448", cmp: "approx" },
    ),
    V("revenue", "2025H1", "1788.86"),
  ]),
  c("t", A, "fE", "quarterly", "2025年单季营收847亿→942亿→1042亿→1406亿，逐季抬升。", [
    UP("revenue", Q4),
    V("revenue", "2025Q1", "847", "亿", "approx"),
    V("revenue", "2025S2", "942", "亿", "approx"),
    V("revenue", "2025S3", "1042", "亿", "approx"),
    V("revenue", "2025S4", "1406", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "前三季度归母净利润约722亿元，四季度利润贡献几乎为零。",
    [V("net_profit", "2025M9", "722", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "722亿是全年；前三季度490.34亿" },
  ),
  c("u", A, "fL", "undecidable", "2025年加权ROE超过25%，回到上一轮景气高点。", [V("roe", "2025", "25", "%", "gt")]),
  c("u", A, "tP", "undecidable", "2025年基本每股收益约16元，分红率维持五成。", [
    V("basic_eps", "2025", "16", "元", "approx"),
  ]),
  c("t", A, "tF", "annual", "利润增速比营收增速快约25个百分点，规模效应与降本同时兑现。", [
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "25", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "annual", "商誉只有8.37亿元，相比9748亿元的总资产不到千分之一。", [
    V("goodwill", "2025", "8.37"),
    R("goodwill", "total_assets", "2025", "0.1", { u: "%", cmp: "lt" }),
  ]),
  c("t", A, "vT", "technical", "自2024年末266元起算累计上涨约64%，趋势仍向上，投赞成票。", [
    RET("2024-12-31", { v: "64", cmp: "approx" }),
    CLOSE("266", "eq", { date: "2024-12-31" }),
  ]),
  c("t", A, "tT", "technical", "20日振幅约19.4%，短线波动不小，仓位宜控制。", [AMP(20, { v: "19.4", cmp: "approx" })]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "收盘436元已跌破20日均线，短线止损信号触发。",
    [CLOSE("436"), MA(20, "below", { err: "technical" })],
    { err: "technical", note: "20日线425.02，收盘在其上方" },
  ),
  c("t", A, "fM", "technical", "4月以来最高收在460元以下，现价436元仍在高位震荡。", [
    HILO("max", "2026-04-01", { v: "460", cmp: "le" }),
    CLOSE("436"),
  ]),
  c("t", A, "tP", "quarterly", "一季度净利润207.38亿元，已超过2025年一季度与二季度任一单季。", [
    PAIR("net_profit", "2026Q1", undefined, { period2: "2025Q1", mode: "gt" }),
    PAIR("net_profit", "2026Q1", undefined, { period2: "2025S2", mode: "gt" }),
  ]),
  c("t", A, "tT", "technical", "最近10个交易日收盘都站在60日均线之上，中期趋势未破。", [MAHOLD(60, 10, "above")]),
];
