// 贵州茅台 on 2026-04-30 (FY2025 and 2026Q1 public): annual, quarterly, technical, valuation, notices, open points.
// Stored: FY2019-2025 (some metrics miss 2022 / 2025), quarters 2025Q1..2026Q1, bars from 2024-01-02,
// notices are annual reports only (the last stored one is FY2024's).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, READ } = H;
const { X, CAGR, SUM, AVG, RANK, GDIFF, QOQ, PSUM, LIN, POS52, MCNOW, SPAN, DAYS, BRK, HILO, MRET, MAXDAY, IN } = H;
const c = H.maker("b47-mt", "600519");
const A = "2026-04-30";
const Y7 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "茅台2025年归母净利润823.20亿元，比上年的862.28亿元少了约39亿，增速由正转负。", [
    V("net_profit", "2025", "823.20"),
    V("net_profit", "2024", "862.28"),
    D("net_profit", "2025", { v: "-39", cmp: "approx" }),
    G("net_profit", "2025", { dir: "down" }),
    G("net_profit", "2024", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "归母净利润同比下降约6.5%至823亿元，六年来首次出现年度负增长。",
    [
      G("net_profit", "2025", { v: "-6.5", cmp: "approx", err: "wrong_value" }),
      V("net_profit", "2025", "823", "亿", "approx"),
      UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    ],
    { err: "wrong_value", note: "实际-4.53%" },
  ),
  c("t", A, "bull", "annual", "哪怕利润小降4.5%，2019至2024年归母净利润仍是五连增，年复合增速约15.9%。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx", size: "小幅下滑" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    CAGR("net_profit", "2019", "2024", { v: "15.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2019-2024年归母净利润复合增速接近20%，2025年的回落只是高基数下的正常波动。",
    [CAGR("net_profit", "2019", "2024", { v: "20", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "CAGR 15.91%" },
  ),
  c("t", A, "fE", "annual", "营业总收入1720.54亿元、营业收入1688.38亿元，两者同比均下滑约1.2%。", [
    V("revenue", "2025", "1720.54"),
    V("operating_revenue", "2025", "1688.38"),
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    G("operating_revenue", "2025", { v: "-1.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年营收1720.54亿元，同比增长1.2%，增速虽慢但仍为正。",
    [
      V("revenue", "2025", "1720.54"),
      G("revenue", "2025", { v: "1.2", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-1.20%" },
  ),
  c("t", A, "fE", "annual", "净利率从52.27%降到50.53%，回落约1.7个百分点，但依旧守住50%关口。", [
    V("net_margin", "2024", "52.27", "%"),
    V("net_margin", "2025", "50.53", "%"),
    PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
    V("net_margin", "2025", "50", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "毛利率由91.93%降至91.18%，下滑0.75%，对利润的拖累有限。",
    [
      V("gross_margin", "2024", "91.93", "%"),
      V("gross_margin", "2025", "91.18", "%"),
      G("gross_margin", "2025", { v: "-0.75", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "下滑0.75个百分点，按百分比是-0.82%" },
  ),
  c("t", A, "fR", "annual", "经营现金流615亿元、同比少了三成多，而派现等分配支出672亿元，已超过当年经营现金流。", [
    V("operating_cash_flow", "2025", "615", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
    G("operating_cash_flow", "2025", { v: "-40", cmp: "gt" }),
    V("dividends_interest_paid", "2025", "672", "亿", "approx"),
    R("dividends_interest_paid", "operating_cash_flow", "2025", "1", { cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营活动现金流净额同比下滑约24%至615.22亿元，降幅远超利润的4.5%。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
      GDIFF(
        { metric: "operating_cash_flow", period: "2025" },
        { metric: "net_profit", period: "2025" },
        { v: "-10", cmp: "lt" },
      ),
      G("operating_cash_flow", "2025", { v: "-24", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际-33.46%" },
  ),
  c("t", A, "tF", "annual", "资本开支31.28亿元，经营现金流扣掉它后自由现金流约584亿元，仍是归母净利润的七成左右。", [
    V("capex", "2025", "31.28"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { over: "net_profit", v: "0.7", cmp: "approx", u: "x" },
    ),
  ]),
  c("t", A, "tF", "annual", "资产负债率16.42%，较2024年的19.04%下降2.6个百分点，是2019年以来最低。", [
    V("debt_ratio", "2025", "16.42", "%"),
    V("debt_ratio", "2024", "19.04", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
    MIN("debt_ratio", "2025", Y7),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "负债率16.42%，2019年以来仅高于2023年，整体仍在历史低位区间。",
    [V("debt_ratio", "2025", "16.42", "%"), RANK("debt_ratio", "2025", Y7, "min", 2, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2025年是2019-2025最低（2023年17.98%）" },
  ),
  c("t", A, "tB", "annual", "总资产3038亿元里负债不到500亿元，账上货币资金516.91亿元，足以覆盖全部负债。", [
    V("total_assets", "2025", "3038", "亿", "approx"),
    V("total_liabilities", "2025", "500", "亿", "lt"),
    V("cash", "2025", "516.91"),
    R("cash", "total_liabilities", "2025", "1", { cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "货币资金从592.96亿元降到516.91亿元，一年缩水近两成，现金储备在被消耗。",
    [
      V("cash", "2024", "592.96"),
      V("cash", "2025", "516.91"),
      G("cash", "2025", { v: "-20", cmp: "near", err: "overstatement" }),
    ],
    { err: "overstatement", note: "实际-12.83%" },
  ),
  c("t", A, "tBe", "annual", "投资活动现金净流出316亿元，是2024年17.85亿元的17倍有余，资金去向需要解释。", [
    V("investing_cash_flow", "2025", "-316", "亿", "approx"),
    V("investing_cash_flow", "2024", "-17.85"),
    X("investing_cash_flow", "2025", "2024", { v: "17", cmp: "gt" }),
  ]),
  c("t", A, "fL", "annual", "营业总收入从2019年的888.54亿元增至1720.54亿元，六年近乎翻倍，年复合约11.6%。", [
    V("revenue", "2019", "888.54"),
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { base: "2019", size: "接近翻倍" }),
    CAGR("revenue", "2019", "2025", { v: "11.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "2025年营业总收入是2019年的2.2倍，增长动能远未见顶。",
    [X("revenue", "2025", "2019", { v: "2.2", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "1.94倍" },
  ),
  c("t", A, "fSy", "annual", "ROE从36.02%回落到32.53%，下降近3.5个百分点，不过三成以上的回报仍属顶尖水平。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "near" }),
    V("roe", "2025", "30", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2025年ROE为32.53%，较2019年的水平下滑3.49个百分点，盈利能力在走弱。",
    [V("roe", "2025", "32.53", "%"), PP("roe", "2025", { base: "2019", v: "-3.49", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-3.49pp是较2024年；较2019年-0.56pp" },
  ),
  // quarters
  c("t", A, "fE", "quarterly", "2026年一季度归母净利润272.43亿元，同比增长约1.5%，止住了2025全年下滑4.5%的势头。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度归母净利润272.43亿元，较上年同期的268.47亿元增长约15%，利润重回双位数增长。",
    [
      V("net_profit", "2026Q1", "272.43"),
      V("net_profit", "2025Q1", "268.47"),
      G("net_profit", "2026Q1", { v: "15", cmp: "approx", size: "两位数增长", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际+1.47%" },
  ),
  c("t", A, "tF", "quarterly", "一季报营业收入539.09亿元，同比增约6.5%，归母净利润却只增1.5%左右，利润增速明显落后。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c("t", A, "fR", "quarterly", "单季归母净利润185.55亿→192.24亿→176.93亿，四季度是2025年四个季度里最低的。", [
    V("net_profit", "2025S2", "185.55"),
    V("net_profit", "2025S3", "192.24"),
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "fR",
    "quarterly",
    "2025年第四季度归母净利润仅176.93亿元，环比三季度下滑约4%。",
    [
      V("net_profit", "2025S4", "176.93"),
      QOQ("net_profit", "2025S4", "2025S3", { v: "-4", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-7.96%" },
  ),
  c("t", A, "tBe", "quarterly", "一季度毛利率89.76%，比上年同期的91.97%低了2.2个百分点，提价红利在消退。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    V("gross_margin", "2025Q1", "91.97", "%"),
    PP("gross_margin", "2026Q1", { v: "-2.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "2026Q1经营现金流269.10亿元，同比增长约85%，回款明显改善。",
    [
      V("operating_cash_flow", "2026Q1", "269.10"),
      G("operating_cash_flow", "2026Q1", { v: "85", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "88.09→269.10，+205.5%" },
  ),
  c("t", A, "tB", "quarterly", "一季度经营现金流269.10亿元，约为上年同期88.09亿元的3倍。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "quarterly", "近四个季度归母净利润合计约827亿元，略高于2025全年的823亿元。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    PAIRX("2026Q1TTM", "2025"),
  ]),
  c(
    "f",
    A,
    "fM",
    "quarterly",
    "2025年下半年归母净利润约369亿元，比上半年的454亿元少了近三成。",
    [
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { v: "369", cmp: "approx" },
      ),
      V("net_profit", "2025H1", "454", "亿", "approx"),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -2],
        ],
        { over: ["net_profit", "2025H1"], v: "-0.3", cmp: "near", u: "x", err: "wrong_magnitude" },
      ),
    ],
    { err: "wrong_magnitude", note: "下半年369.17亿，比上半年少18.7%" },
  ),
  // technicals
  c("t", A, "tT", "technical", "收盘1384.79元，低于5、10、20、60日均线，且MA5<MA10<MA20<MA60，短中期均线空头排列。", [
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
    "股价站稳250日年线1453元上方，长期趋势并未破坏。",
    [MA(250, "above", { err: "technical" }), MA(250, "value", { v: "1453", cmp: "approx" })],
    { err: "technical", note: "收盘1384.79低于MA250 1453.44" },
  ),
  c("t", A, "fM", "technical", "DIF为-10.03，位于DEA(-4.72)下方，4月17日已形成死叉，MACD仍在零轴下方运行。", [
    MACD("dif_value", 0, { v: "-10.03" }),
    MACD("dea_value", 0, { v: "-4.72" }),
    MACD("dif_below_dea", 0),
    MACD("death_cross", 10),
    MACD("dif_below_zero", 0),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "MACD在4月下旬刚走出金叉，DIF上穿DEA，反弹信号初现。",
    [MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "近10根为4-17死叉，无金叉" },
  ),
  c("t", A, "tT", "technical", "RSI14约39.6，弱势但未进入30以下的超卖区。", [RSI("39.6", "approx"), RSI("30", "gt")]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "RSI已跌破30进入超卖区，短线存在技术性反弹需求。",
    [RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14 39.64" },
  ),
  c("t", A, "tT", "technical", "距52周高点1645元回撤约15.8%，距低点1322元仅高出4.75%，处于52周区间下沿。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-15.8", cmp: "approx" }),
    LO52({ cond: "level", v: "1322", cmp: "approx" }),
    LO52({ v: "4.75" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "近20个交易日股价累计下跌约11.6%，收盘创20日新低。",
    [RET(20, { v: "-11.6", cmp: "approx", err: "wrong_period" }), BRK(20, "down")],
    { err: "wrong_period", note: "20日-5.11%；-11.57%是250个交易日" },
  ),
  c("t", A, "tBe", "technical", "收盘价创出近20个交易日收盘新低，4月累计跌约4.5%。", [
    BRK(20, "down"),
    MRET("2026-04", { v: "-4.5", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "年初至今基本原地踏步（+0.55%），但较250个交易日前的约1566元仍低11.6%。", [
    SPAN("2025-12-31", { v: "0.55" }),
    RET(250, { v: "-11.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来股价已累计下跌约9%，跑输大部分消费龙头。",
    [SPAN("2025-12-31", { v: "-9", cmp: "approx", err: "wrong_period" }), U("消费龙头走势")],
    { err: "wrong_period", note: "-9.13%是自2024年末起；年初至今+0.55%" },
  ),
  c(
    "t",
    A,
    "tTr",
    "technical",
    "2月5日收盘1555元为年内高点，1月28日1323.69元为年内低点，现价更靠近低点。",
    [HILO("max", "2026-01-01", { v: "1555" }), HILO("min", "2026-01-01", { v: "1323.69" }), CLOSE("1439.34", "lt")],
    { note: "现价更靠近低点：收盘低于1323.69与1555的中点1439.345" },
  ),
  c("t", A, "tTr", "technical", "最近两个交易日连续收跌，近20日最大单日跌幅3.8%出现在4月17日。", [
    DAYS(2, "down"),
    MAXDAY(20, "down", { v: "-3.8", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "近20日均量较此前20日放大约6%，下跌伴随温和放量，并非缩量阴跌。", [
    VOL("expand"),
    H.VOLR({ v: "1.06", cmp: "approx" }),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "按4月30日收盘价测算，对应2025年归母净利润的PE约21倍。", [
    MCNOW("2025", "21", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以最新收盘价计，静态PE约25倍，高于白酒板块中枢。",
    [MCNOW("2025", "25", "approx", { err: "wrong_value" }), U("白酒板块PE中枢")],
    { err: "wrong_value", note: "PE 21.13" },
  ),
  c("t", A, "fV", "valuation", "2025年7月4日快照显示PB 7.99倍、总市值1.79万亿元，隐含每股净资产约178元。", [
    H.SNAP("pb", "7.99", "x", "eq"),
    H.SNAP("marketCap", "1.79", "万亿", "approx"),
    H.SNAPDIV("pb", "178", "approx"),
  ]),
  c("u", A, "fV", "valuation", "当前PE约21倍，已低于近十年均值，估值安全边际充足。", [
    MCNOW("2025", "21", "approx"),
    U("近十年PE均值未存储"),
  ]),
  // notices
  c("t", A, "fS", "announcement", "2024年年度报告已于2025年4月3日公告。", [
    EV("annual_report", true, { from: "2025-04-01", title: "2024年年度报告" }),
  ]),
  c("u", A, "fS", "announcement", "公司尚未公告2025年度利润分配方案，分红节奏可能推迟。", [
    U("茅台只收录年报公告，分红公告缺失不能说明未公告"),
  ]),
  c("u", A, "tN", "announcement", "据报道公司拟推出新一轮回购计划，规模或达数十亿元。", [
    U("传闻；茅台只收录年报公告"),
  ]),
  // undecidable
  c("u", A, "tN", "undecidable", "飞天茅台批价跌破2000元，渠道库存压力加大。", [U("批价与渠道库存未存储")]),
  c("u", A, "fQ", "undecidable", "2025年直销渠道收入占比提升至四成以上，i茅台贡献显著。", [U("渠道分部未存储")]),
  c("u", A, "fM", "undecidable", "机构一致预期2026年净利润增长约5%，目标价1700元。", [U("一致预期与目标价")]),
  c("u", A, "tM", "undecidable", "营收下滑1.2%，主要因系列酒收入下滑拖累，茅台酒本身仍在增长。", [
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    U("产品分部未存储"),
  ]),
  c("u", A, "tP", "undecidable", "5月中旬股价有望回到1500元以上，建议逢低分批建仓。", [U("asOf之后的价格")]),
  c("u", A, "bear", "undecidable", "北向资金近一个月持续净卖出茅台，外资态度转向谨慎。", [U("资金流向未存储")]),
  c("u", A, "bull", "undecidable", "茅台净利率50.53%，远高于五粮液和泸州老窖。", [
    V("net_margin", "2025", "50.53", "%"),
    U("同业2025年数据不在样本中"),
  ]),
];

function PAIRX(p1, p2) {
  return H.PAIR("net_profit", p1, "600519", { period2: p2, mode: "gt" });
}
