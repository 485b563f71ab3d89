// 贵州茅台 600519 on 2026-04-30 (FY2025 and 2026Q1 public). Notices: annual reports only (a missing notice is open).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, VOLR, EV, U, X, CAGR } = H;
const { QOQ, PSUM, POS52, MCNOW, PE, SNAP, BIAS, AMP, LIN, READ, RANK, MAX_CROSS } = H;
const c = H.maker("b43-mt", "600519");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];
const S = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", A, "bull", "annual", "2025年茅台营业总收入1720.54亿元，只比上年少了约21亿元，降幅1.2%，基本盘稳如磐石。", [
    V("revenue", "2025", "1720.54"),
    D("revenue", "2025", { v: "-21", cmp: "approx" }),
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "归母净利润823.2亿元、同比-4.5%，经营现金流却只剩515亿元，利润的含金量在打折。",
    [
      V("net_profit", "2025", "823.2"),
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
      V("operating_cash_flow", "2025", "515", "亿", "approx", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "经营现金流615.22亿" },
  ),
  c("t", A, "fE", "annual", "净利率由52.27%回落到50.53%，收窄约1.74个百分点，不过依旧守在五成以上。", [
    V("net_margin", "2024", "52.27", "%"),
    V("net_margin", "2025", "50.53", "%"),
    PP("net_margin", "2025", { v: "-1.74", cmp: "approx" }),
    V("net_margin", "2025", "50", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年资产负债率较上年上升约2.6个百分点至16.42%，杠杆有抬头迹象。",
    [
      V("debt_ratio", "2025", "16.42", "%"),
      PP("debt_ratio", "2025", { v: "2.6", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "19.04%→16.42%，下降2.62个百分点" },
  ),
  c("t", A, "tF", "annual", "经营性现金流615.22亿元，同比少了约三分之一，是近三年的最低值。", [
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-33.3", cmp: "approx" }),
    MIN("operating_cash_flow", "2025", ["2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "经营现金流仅约615亿元，创下2019年以来的最低水平，现金创造能力明显退化。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      MIN("operating_cash_flow", "2025", Y, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2022年366.99亿、2019年452.11亿更低" },
  ),
  c("t", A, "bull", "annual", "2019至2024年归母净利润连续五年增长，由412亿元升至862亿元，翻了一倍还多。", [
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2024", "862", "亿", "approx"),
    X("net_profit", "2024", "2019", { v: "2", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2019→2024年净利润年复合增速约19%，长期复利曲线并未因一年回调而改变。",
    [CAGR("net_profit", "2019", "2024", { v: "19", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "CAGR约15.9%" },
  ),
  c("t", A, "fSy", "annual", "分配股利及偿付利息支出672亿元，高于615亿元的经营现金流，约为后者的1.09倍。", [
    V("dividends_interest_paid", "2025", "672", "亿", "approx"),
    V("operating_cash_flow", "2025", "615", "亿", "approx"),
    R("dividends_interest_paid", "operating_cash_flow", "2025", "1.09", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "分红及付息现金672亿元，已是经营现金流的1.3倍，高分红正在透支家底。",
    [
      V("dividends_interest_paid", "2025", "672", "亿", "approx"),
      R("dividends_interest_paid", "operating_cash_flow", "2025", "1.3", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "672.42/615.22=1.09倍" },
  ),
  c("t", A, "tF", "annual", "资本开支31.28亿元，比上年的46.79亿元减少超三成，自由现金流仍有约584亿元。", [
    V("capex", "2025", "31.28"),
    V("capex", "2024", "46.79"),
    G("capex", "2025", { v: "-30", cmp: "lt" }),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
  ]),
  c("u", A, "fV", "undecidable", "飞天批价已回落到1800元附近，渠道库存偏高，2026年业绩恐难转正。", [
    U("批价与渠道库存不在存储数据中"),
    U("2026年全年业绩为预测"),
  ]),
  c("t", A, "fV", "valuation", "以2024年每股收益68.64元计算，1384.79元的收盘价对应静态市盈率约20倍。", [
    V("basic_eps", "2024", "68.64", "元"),
    CLOSE("1384.79"),
    PE("2024", "20"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "收盘1384.79元，按2025年归母净利润计市盈率约18倍，性价比已经凸显。",
    [CLOSE("1384.79"), MCNOW("2025", "18", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "市值约1.74万亿/823.2亿≈21.1倍" },
  ),
  c("t", A, "tT", "technical", "收于1384.79元，5日、10日、20日、60日均线全部失守，且短中期均线呈空头排列。", [
    CLOSE("1384.79"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "4月中旬MACD出现金叉，DIF已上穿DEA，反弹动能正在积聚。",
    [MACD("golden_cross", 12, { err: "technical" }), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "4月17日为死叉，DIF-10.03<DEA-4.72" },
  ),
  c("t", A, "tT", "technical", "RSI14在39.6附近，落在40下方的弱势区，但距离30的超卖线还有空间。", [
    RSI("39.6", "approx"),
    RSI("40", "lt"),
    RSI("30", "gt"),
  ]),
  c("t", A, "tS", "technical", "离52周高点1645元已回撤约15.8%，距52周低点1322元则只剩4.8%左右的空间。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-15.8", cmp: "approx" }),
    LO52({ cond: "level", v: "1322", cmp: "approx" }),
    LO52({ v: "4.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "过去20个交易日茅台累计上涨5.1%，短线资金明显回流白酒龙头。",
    [RET(20, { v: "5.1", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "20个交易日-5.11%" },
  ),
  c("t", A, "tTr", "technical", "今年以来股价仅微涨0.5%左右，相较2024年末的1524元仍低约9%。", [
    RET("2025-12-31", { v: "0.5", cmp: "approx" }),
    CLOSE("1524", "eq", { date: "2024-12-31" }),
    RET("2024-12-31", { v: "-9", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "近20日均量约为此前20日的1.06倍，说它缩量下跌并不准确。", [
    VOLR({ v: "1.06", cmp: "approx" }),
    VOL("expand"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近期成交量较前20日放大三成以上，恐慌盘集中涌出。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.063" },
  ),
  c("t", A, "fE", "quarterly", "2026年一季度归母净利润272.43亿元，同比增1.5%，比2025全年-4.5%的增速有所修复。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润同比增长约15%，开门红远好于去年全年的表现。",
    [G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+1.47%" },
  ),
  c("t", A, "tF", "quarterly", "2026Q1营业收入539.09亿元，净利率52.22%，比2025全年的50.53%高约1.7个百分点。", [
    V("operating_revenue", "2026Q1", "539.09"),
    V("net_margin", "2026Q1", "52.22", "%"),
    V("net_margin", "2025", "50.53", "%"),
    PP("net_margin", "2026Q1", { base: "2025", v: "1.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "quarterly",
    "2025年第四季度单季归母净利润约646亿元，季度盈利体量依然惊人。",
    [V("net_profit", "2025S4", "646", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "646.27亿为前三季度累计；Q4单季176.93亿" },
  ),
  c("t", A, "fR", "quarterly", "单季看，2025Q4归母净利润176.93亿元，环比Q3的192.24亿元降约8%，为全年最低单季。", [
    V("net_profit", "2025S4", "176.93"),
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-8", cmp: "approx" }),
    MIN("net_profit", "2025S4", S),
  ]),
  c("t", A, "tB", "quarterly", "今年一季度经营现金流269.10亿元，是去年同期88.09亿元的3倍有余。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "823亿元的归母净利润相比2023年回落了4.5%，等于两年原地踏步。",
    [
      V("net_profit", "2025", "823", "亿", "approx"),
      G("net_profit", "2025", { base: "2023", v: "-4.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-4.5%是较2024年；较2023年747.34亿+10.2%" },
  ),
  c("t", A, "bear", "annual", "ROE从36.02%掉到32.53%，一年下滑近3.5个百分点，资本回报的高点可能已过。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "ROE由36.02%降至32.53%，盈利能力大幅下滑，护城河正在被侵蚀。",
    [
      V("roe", "2024", "36.02", "%"),
      V("roe", "2025", "32.53", "%"),
      G("roe", "2025", { size: "大幅下滑", err: "overstatement" }),
    ],
    { err: "overstatement", note: "ROE相对降9.7%，降3.49个百分点，不到大幅" },
  ),
  c("t", A, "tF", "annual", "毛利率91.18%，较2024年的91.93%低0.75个百分点，仍稳在九成以上。", [
    V("gross_margin", "2025", "91.18", "%"),
    PP("gross_margin", "2025", { v: "-0.75" }),
    V("gross_margin", "2025", "90", "%", "gt"),
  ]),
  c("u", A, "fE", "undecidable", "2025年系列酒收入占比升到约15%，产品结构在向下延伸。", [U("系列酒分部收入未存储")]),
  c("u", A, "fM", "undecidable", "营收1720.54亿元里，i茅台直销贡献超过200亿元，直销占比继续提升。", [
    V("revenue", "2025", "1720.54"),
    U("直销渠道分部收入未存储"),
  ]),
  c("t", A, "fR", "annual", "资产负债率16.42%，低于两成，总负债也只有498.76亿元。", [
    V("debt_ratio", "2025", "16.42", "%"),
    V("debt_ratio", "2025", "20", "%", "lt"),
    V("total_liabilities", "2025", "498.76"),
  ]),
  c("t", A, "tN", "announcement", "贵州茅台已于2025年4月3日披露2024年年度报告。", [
    EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03", title: "2024年年度报告" }),
  ]),
  c("u", A, "tN", "announcement", "今年一季度茅台启动了新一轮股份回购，金额上限30亿元。", [
    U("茅台公告只收年报，回购公告是否存在无法核验"),
  ]),
  c("t", A, "fV", "valuation", "2025年7月4日快照显示，茅台市净率约7.99倍，总市值约1.79万亿元。", [
    SNAP("pb", "7.99", "x", "eq"),
    SNAP("marketCap", "1.79", "万亿", "approx"),
  ]),
  c("t", A, "tT", "technical", "60日振幅约18%，而近5日振幅只有5.6%，波动在收敛。", [
    AMP(60, { v: "18", cmp: "approx" }),
    AMP(5, { v: "5.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "股价处于52周区间约六成的位置，偏中上部，谈不上便宜。",
    [POS52({ v: "60", cmp: "approx", err: "technical" })],
    { err: "technical", note: "52周区间位置约19.4%" },
  ),
  c("t", A, "fM", "technical", "收盘价偏离20日均线约-3.4%，乖离并不极端，跌势尚属温和。", [
    BIAS(20, { v: "-3.4", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "近60个交易日股价仍累计涨约3%，但最近5天跌了2.4%，短线走弱。", [
    RET(60, { v: "3", cmp: "approx" }),
    RET(5, { v: "-2.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "过去250个交易日茅台股价跌幅已超两成，跑输几乎所有消费龙头。",
    [RET(250, { v: "-20", cmp: "lt", err: "wrong_magnitude" }), U("其他消费龙头不在样本")],
    { err: "wrong_magnitude", note: "250日-11.57%" },
  ),
  c("u", A, "tS", "undecidable", "北向资金近一周净卖出茅台超20亿元，外资正在撤离。", [U("北向资金流向未存储")]),
  c("t", A, "tM", "annual", "营业总收入从2019年的888.54亿元增至2025年的1720.54亿元，接近翻倍。", [
    V("revenue", "2019", "888.54"),
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { base: "2019", size: "接近翻倍" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年营业总收入1720.54亿元，再度刷新历史新高。",
    [V("revenue", "2025", "1720.54"), MAX("revenue", "2025", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "高点是2024年1741.44亿" },
  ),
  c("t", A, "fL", "annual", "1741.44亿元的2024年营业总收入才是七年里的顶点，2025年略有回落。", [
    V("revenue", "2024", "1741.44"),
    MAX("revenue", "2024", Y),
    G("revenue", "2025", { dir: "down", size: "微降" }),
  ]),
  c("t", A, "fL", "annual", "总资产3038.35亿元、总负债498.76亿元，净资产约2540亿元。", [
    V("total_assets", "2025", "3038.35"),
    V("total_liabilities", "2025", "498.76"),
    LIN(
      [
        ["total_assets", 1],
        ["total_liabilities", -1],
      ],
      "2025",
      { v: "2540", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "货币资金716.91亿元，比2024年末的592.96亿元多出约124亿元，弹药充足。",
    [
      V("cash", "2025", "716.91", "亿", "eq", { err: "wrong_value" }),
      V("cash", "2024", "592.96"),
      D("cash", "2025", { v: "124", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "货币资金516.91亿，减少76亿" },
  ),
  c("u", A, "fQ", "undecidable", "货币资金从592.96亿元降到516.91亿元，少了约76亿元，主要是被大额分红消耗。", [
    V("cash", "2024", "592.96"),
    V("cash", "2025", "516.91"),
    D("cash", "2025", { v: "-76", cmp: "approx" }),
    U("现金减少的原因归因"),
  ]),
  c("t", A, "tF", "quarterly", "2025年前三季度归母净利润646.27亿元，其中第三季度单季192.24亿元。", [
    V("net_profit", "2025M9", "646.27"),
    V("net_profit", "2025S3", "192.24"),
  ]),
  c("t", A, "fE", "quarterly", "2025年下半年归母净利润约369亿元，明显低于上半年的454亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度ROE为10.57%，同比提升了0.35个百分点，盈利效率在回升。",
    [
      V("roe", "2026Q1", "10.57", "%"),
      PP("roe", "2026Q1", { base: "2025Q1", v: "0.35", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025Q1为10.92%，下降0.35个百分点" },
  ),
  c("u", A, "fE", "undecidable", "2026年一季度茅台酒销量同比增长约6%，量增对冲了价格下行。", [U("销量未存储")]),
  c("t", A, "tT", "technical", "DIF约-10.0、DEA约-4.7，双线都压在零轴之下。", [
    MACD("dif_value", 0, { v: "-10.0", cmp: "approx" }),
    MACD("dea_value", 0, { v: "-4.7", cmp: "approx" }),
    MACD("dif_below_zero", 0),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "RSI已经跌穿30进入超卖区，技术性反抽随时可能出现。",
    [RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14为39.64" },
  ),
  c("u", A, "fV", "undecidable", "机构一致预期2026年净利润约870亿元，对应动态PE约20倍。", [U("一致预期未存储")]),
  c("t", A, "fV", "valuation", "近四个季度归母净利润约827亿元，按当前股价算TTM市盈率约21倍。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "827", cmp: "approx" },
    ),
    MCNOW("2026Q1TTM", "21"),
  ]),
  c("t", A, "tP", "annual", "2025年归母净利润出现2019年以来的首次年度下滑，此前五年逐年走高。", [
    G("net_profit", "2025", { dir: "down" }),
    UP("net_profit", Y.slice(0, 6)),
  ]),
  c("t", A, "tC", "technical", "最新收盘价低于此前10个交易日里的每一个收盘价，短线已经破位。", [H.BRK(10, "down")]),
];
