// Earlier dates: 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025), and older dates
// where the figures exist (2020-05-15: FY2019; 2021-04-30: 中国平安 FY2020). What was not public yet is undecidable.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, RET, CLOSE, MA, RSI, MACD, HI52, LO52, U, PE, QOQ, VOLR, SNAP, MAORDER, POS52, R } = H;
const mt = H.maker("b50-lt-mt", "600519");
const pa = H.maker("b50-lt-pa", "601318");
const nd = H.maker("b50-lt-nd", "300750");
const P = "2025-04-30";
const H1 = "2025-09-05";
const M9 = "2025-10-31";
const O = "2020-05-15";
const O2 = "2021-04-30";

export default [
  // 2025-04-30
  mt("t", P, "fE", "annual", "2024年营业总收入1741.44亿元，同比约+15.7%；归母净利润862.28亿元，增约15.4%。", [
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  mt("t", P, "tF", "quarterly", "刚披露的一季报：归母净利润268.47亿元，同比增长约11.6%，开门红成色尚可。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "fV",
    "valuation",
    "股价1547元，以2024年每股收益68.64元计，PE在25倍上下。",
    [CLOSE("1547"), PE("2024", "25", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "1547/68.64=22.5倍" },
  ),
  mt("u", P, "vF", "valuation", "按2024年EPS算，当前静态市盈率约22.5倍，低于过去几年中枢。", [
    PE("2024", "22.5", "approx"),
    U("历史估值中枢无数据"),
  ]),
  mt("u", P, "tB", "undecidable", "上半年营业收入有望突破900亿元，全年双位数增长目标不变。", [
    V("operating_revenue", "2025H1", "900", "亿", "gt"),
  ]),
  mt("t", P, "tT", "technical", "收盘1547元，仍稳在60日线约1527元和250日线约1522元之上。", [
    CLOSE("1547"),
    MA(60, "above"),
    MA(250, "above"),
    MA(60, "value", { v: "1527", cmp: "approx" }),
    MA(250, "value", { v: "1522", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "tB",
    "technical",
    "MACD的DIF仍在DEA之上，3月以来的多头结构没有被破坏。",
    [MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF -0.148 < DEA 2.290" },
  ),
  pa("t", P, "fE", "annual", "2024年归母净利润1266.07亿元，较2023年的856.65亿元大增约47.8%。", [
    V("net_profit", "2024", "1266.07"),
    V("net_profit", "2023", "856.65"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx", size: "大增" }),
  ]),
  pa(
    "f",
    P,
    "bear",
    "annual",
    "2024年营业总收入10289亿元，同比只增长约3%，规模已到天花板。",
    [
      V("revenue", "2024", "10289", "亿", "approx"),
      G("revenue", "2024", { v: "3", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+12.6%" },
  ),
  pa("u", P, "fQ", "undecidable", "一季度归母净利润同比下降约26%，利润波动仍大。", [
    G("net_profit", "2025Q1", { v: "-26", cmp: "approx" }),
  ]),
  pa("u", P, "fV", "undecidable", "按最新总市值计算PE约7.2倍。", [H.MCNOW("2024", "7.2", "approx")]),
  nd(
    "t",
    P,
    "tF",
    "quarterly",
    "一季度归母净利润139.63亿元、营收847.05亿元；2024年全年归母净利润507.45亿元，增约15%。",
    [
      V("net_profit", "2025Q1", "139.63"),
      V("revenue", "2025Q1", "847.05"),
      V("net_profit", "2024", "507.45"),
      G("net_profit", "2024", { v: "15", cmp: "approx" }),
    ],
  ),
  nd("u", P, "tN", "undecidable", "一季度营收同比增长约6.2%，增速触底回升。", [
    G("revenue", "2025Q1", { v: "6.2", cmp: "approx" }),
  ]),
  nd("t", P, "tT", "technical", "股价231.5元低于60日线250.58元，不过4月21日MACD已出现金叉。", [
    CLOSE("231.5"),
    MA(60, "below"),
    MA(60, "value", { v: "250.58" }),
    MACD("golden_cross", 8),
  ]),
  // 2025-09-05
  mt("t", H1, "fE", "quarterly", "上半年归母净利润454.03亿元，同比增约8.9%，营业收入增速约9.1%。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    G("operating_revenue", "2025H1", { v: "9.1", cmp: "approx" }),
  ]),
  mt("t", H1, "tS", "technical", "RSI14约58，近20日均量是前20日的1.5倍左右，买盘在回来。", [
    RSI("58", "approx"),
    VOLR({ v: "1.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    H1,
    "tBe",
    "technical",
    "MACD的DIF已经跌到DEA下方，反弹动能耗尽。",
    [MACD("dif_below_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF 11.68 > DEA 8.96" },
  ),
  mt("t", H1, "tC", "quarterly", "二季度单季归母净利润约185.55亿元，明显低于一季度的268.47亿元。", [
    V("net_profit", "2025S2", "185.55", "亿", "approx"),
    V("net_profit", "2025Q1", "268.47"),
    QOQ("net_profit", "2025S2", "2025Q1", { dir: "down" }),
  ]),
  pa("u", H1, "fE", "undecidable", "上半年归母净利润同比下降约4%，投资收益波动拖累。", [
    G("net_profit", "2025H1", { v: "-4", cmp: "approx" }),
  ]),
  pa("t", H1, "tT", "technical", "收盘57.90元，跌破20日线，20日均量却比前20日放大约三成。", [
    CLOSE("57.90"),
    MA(20, "below"),
    H.MAX_CROSS(20, "down", 5),
    VOLR({ v: "1.3", cmp: "approx" }),
  ]),
  nd("t", H1, "tT", "technical", "收盘325.11元创52周新高，RSI约73，短线进入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
  ]),
  nd(
    "f",
    H1,
    "tS",
    "technical",
    "近20个交易日只涨了约12%，弹性并不突出。",
    [RET(20, { v: "12", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "近20日+23.4%" },
  ),
  nd("t", H1, "fE", "quarterly", "上半年营收1788.86亿元，同比增约7.3%；归母净利润304.85亿元，增约33%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
  ]),
  // 2025-10-31
  mt("t", M9, "tF", "quarterly", "前三季度归母净利润646.27亿元，同比增长约6.2%，比上半年约8.9%的增速又慢了一截。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
  ]),
  mt("t", M9, "fR", "quarterly", "三季度单季归母净利润192.24亿元，前三季度加权ROE为24.64%。", [
    V("net_profit", "2025S3", "192.24"),
    V("roe", "2025M9", "24.64", "%"),
  ]),
  mt(
    "f",
    M9,
    "tBe",
    "technical",
    "股价1430.01元已经跌破52周最低收盘，1400元的支撑岌岌可危。",
    [LO52({ cond: "new_low", err: "technical" }), LO52({ cond: "level", v: "1400" })],
    { err: "technical", note: "收盘高于52周最低收盘" },
  ),
  mt("u", M9, "tM", "undecidable", "2025年全年归母净利润将同比下滑，年报大概率不及预期。", [
    G("net_profit", "2025", { dir: "down" }),
  ]),
  pa("t", M9, "tT", "technical", "10月14日MACD金叉，DIF站上零轴，量能温和。", [
    MACD("golden_cross", 14),
    MACD("dif_above_zero", 0),
    VOLR({ v: "1.09", cmp: "approx" }),
  ]),
  pa(
    "f",
    M9,
    "tC",
    "technical",
    "收盘57.83元，250日均线约在58.5元，股价仍在年线下方。",
    [
      CLOSE("57.83"),
      MA(250, "value", { v: "58.5", cmp: "approx", err: "technical" }),
      MA(250, "below", { err: "technical" }),
    ],
    { err: "technical", note: "MA250=54.47" },
  ),
  nd("t", M9, "tF", "quarterly", "三季度单季营收1041.86亿元，同比增长约12.9%。", [
    V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { v: "12.9", cmp: "approx" }),
  ]),
  nd(
    "f",
    M9,
    "fQ",
    "quarterly",
    "三季度单季归母净利润185.49亿元，环比增长约41%。",
    [
      V("net_profit", "2025S3", "185.49"),
      QOQ("net_profit", "2025S3", "2025S2", { v: "41", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "41%是同比（对2024Q3）；环比+12.3%" },
  ),
  nd("t", M9, "tS", "technical", "近20日均量缩至前20日的七成多，股价在高位附近整理。", [
    VOLR({ v: "0.7", cmp: "gt" }),
    VOLR({ v: "0.8", cmp: "lt" }),
    POS52({ v: "80", cmp: "gt" }),
  ]),
  // older dates
  mt("t", O, "fE", "annual", "2019年营业总收入888.54亿元，归母净利润412.06亿元，净利率49.49%。", [
    V("revenue", "2019", "888.54"),
    V("net_profit", "2019", "412.06"),
    V("net_margin", "2019", "49.49", "%"),
  ]),
  nd("t", O, "fE", "annual", "2019年归母净利润45.60亿元，同比增长约34.6%，每股收益2.09元。", [
    V("net_profit", "2019", "45.60"),
    G("net_profit", "2019", { v: "34.6", cmp: "approx" }),
    V("basic_eps", "2019", "2.09", "元"),
  ]),
  nd(
    "f",
    O,
    "tBe",
    "annual",
    "2019年资产负债率58.37%，比2018年下降约6个百分点。",
    [
      V("debt_ratio", "2019", "58.37", "%"),
      PP("debt_ratio", "2019", { v: "-6", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "由52.36%升至58.37%" },
  ),
  pa("t", O, "fR", "industry", "2019年资产负债率89.63%，对保险集团而言是正常水平，不必当作风险。", [
    V("debt_ratio", "2019", "89.63", "%"),
    H.IND("high_debt_is_normal"),
  ]),
  pa("t", O2, "tF", "annual", "2020年归母净利润1430.99亿元，同比下降约4.2%，基本每股收益8.10元。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    V("basic_eps", "2020", "8.10", "元"),
  ]),
  pa(
    "f",
    O2,
    "bull",
    "annual",
    "2020年ROE为20.00%，较2019年还有所提升。",
    [V("roe", "2020", "20.00", "%"), PP("roe", "2020", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2019年24.35%" },
  ),
  pa("t", O2, "fV", "annual", "2020年每股净资产41.72元，每股经营现金流17.66元，均高于2019年。", [
    V("bps", "2020", "41.72", "元"),
    V("ocf_per_share", "2020", "17.66", "元"),
    PP("bps", "2020", { dir: "up" }),
    PP("ocf_per_share", "2020", { dir: "up" }),
  ]),
];
