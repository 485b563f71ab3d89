// 贵州茅台 on 2026-04-30 (FY2025 and 2026Q1 public) and 2025-10-31; only annual-report notices are stored.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, READ, X, CAGR, SUM } = H;
const { QOQ, SPAN, MCNOW, MCPE, LIN, DD, BRK, POS52, MAHOLD, PAIR, GSTREAK, IN } = H;
const c = H.maker("b8-mt", "600519");
const A = "2026-04-30";
const Q25 = ["2025Q1", "2025S2", "2025S3", "2025S4"];
const Y7 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  // DeepSeek-V3 bull / bear JSON points
  c("t", A, "bull", "annual", "2025年茅台营业总收入仍有1720.54亿元，同比仅微降1.2%，在高基数下基本守住了收入规模。", [
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { v: "-1.2", size: "微降" }),
  ]),
  c("t", A, "bear", "annual", "归母净利润从862.28亿元回落至823.20亿元，同比下滑约4.5%，这是近年来少见的利润负增长。", [
    V("net_profit", "2024", "862.28"),
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx", dir: "down" }),
  ]),
  c("f", A, "bear", "annual", "2025年归母净利润823.2亿元，同比下降约8.5%，盈利拐点已经显现。", [
    V("net_profit", "2025", "823.2"),
    G("net_profit", "2025", { v: "-8.5", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("f", A, "bull", "annual", "2025年营业总收入1741.44亿元，继续站稳1700亿元平台，规模优势无可撼动。", [
    V("revenue", "2025", "1741.44", "亿", "eq", { err: "wrong_period" }),
    V("revenue", "2025", "1700", "亿", "gt"),
  ], { err: "wrong_period", note: "1741.44亿元是2024年营业总收入" }),
  c("t", A, "fE", "quarterly", "2026年Q1归母净利润272.43亿元，同比+1.47%，增速虽低但仍为正，利润底盘尚稳。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.47" }),
  ]),
  c("f", A, "fE", "quarterly", "2026年一季度归母净利润272.43亿元，同比增长超过一成，开年表现超出市场担忧。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "10", cmp: "gt", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "tF", "quarterly", "单季度看，2025年Q2至Q4归母净利润依次为185.55亿、192.24亿、176.93亿元，四季度是全年最低的一个季度。", [
    V("net_profit", "2025S2", "185.55"),
    V("net_profit", "2025S3", "192.24"),
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", Q25),
  ]),
  c("f", A, "tF", "quarterly", "2025年三季度单季归母净利润192.24亿元，为全年四个季度中最高。", [
    V("net_profit", "2025S3", "192.24"),
    MAX("net_profit", "2025S3", Q25, { err: "wrong_extreme" }),
  ], { err: "wrong_extreme", note: "一季度268.47亿元最高" }),
  c("t", A, "tBe", "quarterly", "Q4单季归母净利润176.93亿元，环比Q3下滑约8%，四季度走弱明显。", [
    V("net_profit", "2025S4", "176.93"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-8", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "2025年经营现金流净额615.22亿元，较上年减少约309亿元，降幅达33.5%，现金回笼明显放缓。", [
    V("operating_cash_flow", "2025", "615.22"),
    H.D("operating_cash_flow", "2025", { v: "-309", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-33.5", cmp: "approx" }),
  ]),
  c("f", A, "bull", "annual", "经营活动现金流615.22亿元，约为归母净利润的0.95倍，利润含金量依然很高。", [
    V("operating_cash_flow", "2025", "615.22"),
    R("operating_cash_flow", "net_profit", "2025", "0.95", { cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "615.22/823.20约0.75倍" }),
  c("t", A, "fE", "quarterly", "一季度经营现金流269.10亿元，是上年同期88.09亿元的三倍有余，回款节奏大幅改善。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  c("t", A, "tF", "annual", "毛利率从91.93%微降至91.18%，下滑0.75个百分点，但仍稳居九成以上，高端定价权未被动摇。", [
    V("gross_margin", "2024", "91.93", "%"),
    V("gross_margin", "2025", "91.18", "%"),
    PP("gross_margin", "2025", { v: "-0.75" }),
    V("gross_margin", "2025", "90", "%", "gt"),
  ]),
  c("f", A, "tB", "quarterly", "2026年一季度毛利率89.76%，同比提升2.21个百分点，产品结构持续优化。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    PP("gross_margin", "2026Q1", { v: "2.21", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "fR", "annual", "资产负债率仅16.42%，较2024年的19.04%下降2.63个百分点，几乎不存在偿债压力。", [
    V("debt_ratio", "2025", "16.42", "%"),
    V("debt_ratio", "2024", "19.04", "%"),
    PP("debt_ratio", "2025", { v: "-2.63" }),
  ]),
  c("f", A, "fR", "annual", "资产负债率16.42%，较2023年下降2.63个百分点，财务结构愈发稳健。", [
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { base: "2023", v: "-2.63", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "较2023年的17.98%下降1.56个百分点" }),
  c("t", A, "tF", "annual", "ROE由36.02%降到32.53%，回落近3.5个百分点，但仍稳在三成以上。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "near" }),
    V("roe", "2025", "30", "%", "gt"),
  ]),
  // DeepSeek-R1: derivations
  c("t", A, "fE", "annual", "以2019年412.06亿元为起点，归母净利润到2024年的862.28亿元，五年复合增速约15.9%；换言之利润翻了一倍多。", [
    V("net_profit", "2019", "412.06"),
    V("net_profit", "2024", "862.28"),
    CAGR("net_profit", "2019", "2024", { v: "15.9", cmp: "approx" }),
    X("net_profit", "2024", "2019", { v: "2", cmp: "gt" }),
  ]),
  c("f", A, "fE", "annual", "2019-2024年归母净利润年均复合增长约20%，远超同期白酒行业整体水平。", [
    CAGR("net_profit", "2019", "2024", { v: "20", cmp: "approx", err: "wrong_value" }),
    U("白酒行业整体增速"),
  ], { err: "wrong_value", note: "复合增速约15.9%" }),
  c("t", A, "tF", "annual", "2020—2024年归母净利润每年均保持两位数增长，2025年才首次出现负增长。", [
    GSTREAK("net_profit", ["2020", "2021", "2022", "2023", "2024"], 10, 100),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c("f", A, "bull", "annual", "2021至2025年归母净利润连续五年两位数增长，成长性在消费龙头中罕见。", [
    GSTREAK("net_profit", ["2021", "2022", "2023", "2024", "2025"], 10, 100, { err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "2025年为-4.53%" }),
  c("t", A, "fL", "annual", "把2025年四个季度加总，Q1的268.47亿元一个季度就占全年归母净利润的三成以上。", [
    V("net_profit", "2025Q1", "268.47"),
    R("net_profit", "net_profit", "2025Q1", "30", { u: "%", cmp: "gt", denPeriod: "2025" }),
  ]),
  c("t", A, "fV", "valuation", "按4月30日收盘价1384.79元和2025年823.20亿元归母净利润估算，当前静态PE约21倍。", [
    CLOSE("1384.79"),
    V("net_profit", "2025", "823.20"),
    MCNOW("2025", "21", "approx"),
  ]),
  c("f", A, "fV", "valuation", "以7月4日快照约1.79万亿元市值除以2025年823.2亿元净利润，PE约为18.6倍。", [
    H.SNAP("marketCap", "1.79", "万亿", "approx"),
    MCPE("2025", "18.6", "approx", { err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "约21.7倍" }),
  // TradingAgents technical / trader
  c("t", A, "tT", "technical", "收盘1384.79元，跌破MA20(1433.56)与MA60(1441.22)，均线由支撑转为压力。", [
    CLOSE("1384.79"),
    MA(20, "value", { v: "1433.56" }),
    MA(60, "value", { v: "1441.22" }),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  c("f", A, "tT", "technical", "股价1384.79元站上250日均线，长期趋势仍然向上。", [CLOSE("1384.79"), MA(250, "above", { err: "technical" })], {
    err: "technical",
    note: "MA250约1453.44",
  }),
  c("t", A, "tT", "technical", "MACD在4月17日出现死叉，目前DIF约-10.0，位于DEA下方且运行在零轴下，空头动能占优。", [
    MACD("death_cross", 10),
    MACD("dif_value", undefined, { v: "-10.0", cmp: "approx" }),
    MACD("dif_below_dea"),
    MACD("dif_below_zero"),
  ]),
  c("f", A, "tT", "technical", "MACD(12,26,9)近五个交易日走出金叉，DIF重新上穿DEA，反弹信号初现。", [MACD("golden_cross", 5, { err: "technical" })], {
    err: "technical",
  }),
  c("t", A, "tS", "technical", "RSI(14)在39.6附近，偏弱但离30的超卖线还有距离。", [RSI("39.6", "approx"), RSI("30", "gt")]),
  c("f", A, "tS", "technical", "RSI(14)已降至30以下，进入超卖区，技术性反弹随时可能出现。", [RSI("30", "lt", { err: "technical" }), U("反弹预判")], {
    err: "technical",
  }),
  c("t", A, "tTr", "technical", "近20个交易日累计下跌约5.1%，股价距52周高点1645元回撤约15.8%，暂不追高，等待企稳再分批介入。", [
    RET(20, { v: "-5.1", cmp: "approx" }),
    { k: "ta", ind: "hi52", cond: "level", v: "1645" },
    HI52({ v: "-15.8", cmp: "approx" }),
  ]),
  c("f", A, "tTr", "technical", "距52周低点1322.01元仅高出约1.5%，下方空间有限，可在此附近建仓。", [
    { k: "ta", ind: "lo52", cond: "level", v: "1322.01" },
    LO52({ v: "1.5", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "高出约4.75%" }),
  c("t", A, "tC", "technical", "近一年（250个交易日）股价下跌约11.6%，今年以来仅微涨0.55%，绝对收益乏善可陈。", [
    RET(250, { v: "-11.6", cmp: "approx" }),
    RET("2025-12-31", { v: "0.55" }),
  ]),
  c("f", A, "tA", "technical", "今年以来股价已上涨逾5%，跑赢多数消费股，趋势资金在回流。", [
    RET("2025-12-31", { v: "5", cmp: "gt", err: "wrong_magnitude" }),
    U("消费股对比与资金流"),
  ], { err: "wrong_magnitude", note: "今年以来+0.55%" }),
  c("t", A, "tT", "technical", "5日、20日、60日均线自上而下依次为1410.53、1433.56、1441.22，呈空头排列。", [
    MA(5, "value", { v: "1410.53" }),
    MA(20, "value", { v: "1433.56" }),
    MA(60, "value", { v: "1441.22" }),
    MAORDER([5, 20, 60], "bear"),
  ]),
  c("f", A, "tT", "technical", "短中期均线呈多头排列，MA5高于MA20、MA20高于MA60，上行结构完好。", [MAORDER([5, 20, 60], "bull", { err: "technical" })], {
    err: "technical",
  }),
  c("t", A, "tNe", "technical", "股价处于52周区间下沿附近（约两成分位），近20日成交量较前20日略有放大，尚无明确止跌信号。", [
    POS52({ v: "20", cmp: "approx" }),
    VOL("expand"),
  ]),
  c("f", A, "tNe", "technical", "近20日成交量较前20日明显萎缩，缩量下跌说明抛压逐步衰竭。", [VOL("shrink", { err: "technical" })], {
    err: "technical",
    note: "20日均量/前20日均量约1.06",
  }),
  c("t", A, "tBe", "technical", "收盘价已连续低于5日线与20日线，且创出近20个交易日收盘新低，短线破位。", [
    MAHOLD(5, 3, "below"),
    MAHOLD(20, 3, "below"),
    BRK(20, "down"),
  ]),
  c("t", A, "tP", "technical", "2025年全年股价由1524元跌至1377.18元，跌幅约9.6%，基本面走弱已在价格中部分兑现。", [
    SPAN("2024-12-31", { to: "2025-12-31", v: "-9.6", cmp: "approx" }),
  ]),
  c("f", A, "tP", "technical", "2025年全年股价上涨约9.6%，在利润下滑之年逆势走强。", [
    SPAN("2024-12-31", { to: "2025-12-31", v: "9.6", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  // vote
  c("t", A, "vF", "annual", "基本面：2025年营收、利润双降，营业总收入-1.2%、归母净利润-4.5%，增长逻辑需要重估。", [
    G("revenue", "2025", { v: "-1.2" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  c("f", A, "vF", "annual", "基本面：2025年营收、利润双双正增长，营业总收入+1.2%、归母净利润+4.5%，韧性十足。", [
    G("revenue", "2025", { v: "1.2", err: "wrong_direction" }),
    G("net_profit", "2025", { v: "4.5", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "vT", "technical", "技术面：价格在MA20、MA60、MA250之下，RSI不足40，偏空。", [
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
    RSI("40", "lt"),
  ]),
  c("u", A, "vN", "announcement", "消息面：公司近期发布回购计划，拟动用数十亿元自有资金护盘。", [U("仅存年报公告，回购无从核验")]),
  c("u", A, "vN", "undecidable", "消息面：飞天批价回落至1800元下方，渠道情绪偏谨慎。", [U("批价与渠道情绪")]),
  // findebate others
  c("u", A, "fM", "undecidable", "预计2026年全年归母净利润可达850亿元左右，对应PE有望回落至20倍以内。", [U("2026年全年利润预测")]),
  c("u", A, "fS", "undecidable", "社交媒体对茅台的讨论热度明显回落，市场情绪处于冰点。", [U("舆情热度")]),
  c("t", A, "fSy", "annual", "综合看，2025年利润下滑4.53%、经营现金流减少33.46%，但资产负债率仅16.42%，属于增长放缓而非财务风险。", [
    G("net_profit", "2025", { v: "-4.53" }),
    G("operating_cash_flow", "2025", { v: "-33.46" }),
    V("debt_ratio", "2025", "16.42", "%"),
  ]),
  c("f", A, "fT", "annual", "公司2024年归母净利润862.28亿元，同比增长约19%，延续了高增长态势。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "19", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "2024年增长15.38%；19.16%是2023年" }),
  c("t", A, "fQ", "annual", "所谓“韧性”需打折扣：2025年经营现金流615.22亿元，比2022年以来的低点366.99亿元高，但比2024年少了三成多。", [
    V("operating_cash_flow", "2025", "615.22"),
    V("operating_cash_flow", "2022", "366.99"),
    MIN("operating_cash_flow", "2022", ["2022", "2023", "2024", "2025"]),
    G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
  ]),
  c("f", A, "fQ", "annual", "2025年经营现金流615.22亿元，为2019年以来最低水平。", [
    V("operating_cash_flow", "2025", "615.22"),
    MIN("operating_cash_flow", "2025", Y7, { err: "wrong_extreme" }),
  ], { err: "wrong_extreme", note: "2022年366.99亿元、2019年452.11亿元、2020年516.69亿元更低" }),
  // rebuttals
  c("t", A, "bull", "quarterly", "空方说利润失速，但2026年一季度归母净利润272.43亿元仍高于上年同期的268.47亿元，并未转负。", [
    V("net_profit", "2026Q1", "272.43"),
    V("net_profit", "2025Q1", "268.47"),
    PAIR("net_profit", "2026Q1", undefined, { period2: "2025Q1", mode: "gt" }),
  ]),
  c("t", A, "bear", "quarterly", "多方拿一季度说事，可一季度毛利率89.76%已跌破90%，较上年同期少了2.21个百分点，价格体系在松动。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    PP("gross_margin", "2026Q1", { v: "-2.21" }),
  ]),
  c("f", A, "bear", "quarterly", "回应多方：2026年一季度归母净利润同比转为负增长，“稳”字无从谈起。", [
    G("net_profit", "2026Q1", { dir: "down", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  // 2025-10-31: FY2024 and 2025M9 public
  c("t", "2025-10-31", "bull", "quarterly", "前三季度归母净利润646.27亿元，其中上半年454.03亿元，Q3单季约192.24亿元。", [
    V("net_profit", "2025M9", "646.27"),
    V("net_profit", "2025H1", "454.03"),
    V("net_profit", "2025S3", "192.24", "亿", "approx"),
  ]),
  c("f", "2025-10-31", "bear", "quarterly", "前三季度归母净利润仅454.03亿元，增长明显失速。", [
    V("net_profit", "2025M9", "454.03", "亿", "eq", { err: "wrong_period" }),
  ], { err: "wrong_period", note: "454.03亿元是上半年" }),
  c("u", "2025-10-31", "tN", "undecidable", "2025年全年归母净利润为823.2亿元，同比下滑4.5%。", [U("2025年报在2025-10-31尚未披露")]),
  c("t", "2025-10-31", "tT", "technical", "10月31日收盘1430.01元。", [CLOSE("1430.01")]),
];
