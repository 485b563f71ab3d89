// 五粮液: FY2015-2019 only, bars 2019-01-02..2026-04-30, no notices. Dates 2020-05-15 (FY2019) and 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { X, SPAN, IN, LIN, MAX, PE, BRK, DAYS, MAHOLD, DD, HILO, BIAS, POS52, MAX_CROSS, READ } = H;
const c = H.maker("b33-wl", "000858");
const A = "2026-04-30";
const O = "2020-05-15";

export default [
  c("t", O, "bull", "annual", "2019年五粮液营业收入501.18亿元，首次站上500亿元台阶，同比增长25.2%。", [
    V("operating_revenue", "2019", "501.18"),
    V("operating_revenue", "2015", "500", "亿", "lt"),
    V("operating_revenue", "2016", "500", "亿", "lt"),
    V("operating_revenue", "2017", "500", "亿", "lt"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    G("operating_revenue", "2019", { v: "25.2" }),
  ]),
  c(
    "f",
    O,
    "bull",
    "annual",
    "2019年营收突破500亿元，同比增长35.2%，高端化成效显著。",
    [
      V("operating_revenue", "2019", "500", "亿", "gt"),
      G("operating_revenue", "2019", { v: "35.2", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+25.20%" },
  ),
  c("t", O, "fE", "annual", "归母净利润174.02亿元，同比增长约30%，快于营收增速近5个百分点。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    GD(),
  ]),
  c(
    "f",
    O,
    "fE",
    "annual",
    "归母净利174亿元，增速约30%，但仍慢于营收增速。",
    [
      V("net_profit", "2019", "174", "亿", "approx"),
      H.GDIFF(
        { metric: "net_profit", period: "2019" },
        { metric: "operating_revenue", period: "2019" },
        { dir: "down", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "净利+30.0%快于营收+25.2%" },
  ),
  c("t", O, "fE", "annual", "2015—2019年归母净利润从61.76亿元增至174.02亿元，连续四年增长，年复合增速约30%。", [
    V("net_profit", "2015", "61.76"),
    UP("net_profit", ["2015", "2016", "2017", "2018", "2019"]),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "fM",
    "annual",
    "近四年营收复合增速约23%，2015年以来收入翻了两番。",
    [
      CAGR("operating_revenue", "2015", "2019", { v: "23", cmp: "approx" }),
      X("operating_revenue", "2019", "2015", { v: "4", cmp: "ge", err: "overstatement" }),
    ],
    { err: "overstatement", note: "营收CAGR约23.3%，2.31倍" },
  ),
  c("t", O, "tF", "annual", "ROE从2018年的22.80%提升至25.26%，提高约2.5个百分点，资产负债率仅28.48%。", [
    V("roe", "2018", "22.80", "%"),
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { v: "2.5", cmp: "approx" }),
    V("debt_ratio", "2019", "28.48", "%"),
  ]),
  c(
    "f",
    O,
    "tF",
    "annual",
    "ROE较上年大幅提升10.8个百分点至25.26%，盈利能力跃升。",
    [V("roe", "2019", "25.26", "%"), PP("roe", "2019", { v: "10.8", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "提升2.46个百分点（相对增幅10.8%）" },
  ),
  c("t", O, "fR", "annual", "经营现金流净额231.12亿元，较上年几乎翻倍（+87.6%），约为净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "87.6", size: "接近翻倍" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33"),
  ]),
  c(
    "f",
    O,
    "fR",
    "annual",
    "2019年经营现金流231亿元，同比翻倍有余。",
    [
      V("operating_cash_flow", "2019", "231", "亿", "approx"),
      G("operating_cash_flow", "2019", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+87.64%" },
  ),
  c("t", O, "tB", "annual", "总资产1063.97亿元，首次跨过千亿门槛，负债仅303.01亿元。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2015", "1000", "亿", "lt"),
    V("total_assets", "2016", "1000", "亿", "lt"),
    V("total_assets", "2017", "1000", "亿", "lt"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    V("total_liabilities", "2019", "303.01"),
  ]),
  c("t", O, "fV", "annual", "基本每股收益4.48元，以当前145.22元股价计算静态PE约32倍。", [
    V("basic_eps", "2019", "4.48", "元"),
    CLOSE("145.22"),
    PE("2019", "32"),
  ]),
  c(
    "f",
    O,
    "fV",
    "valuation",
    "基本每股收益4.48元，对应当前股价的静态市盈率约25倍，估值并不贵。",
    [V("basic_eps", "2019", "4.48", "元"), PE("2019", "25", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "145.22/4.48=32.4倍" },
  ),
  c("t", O, "fE", "annual", "营业利润242.46亿元，同比增长近三成；扣非净利174.06亿元，与归母净利几乎一致。", [
    V("operating_profit", "2019", "242.46"),
    G("operating_profit", "2019", { v: "30", cmp: "near" }),
    V("deducted_net_profit", "2019", "174.06"),
  ]),
  c("t", O, "tBe", "annual", "负债率从15.61%（2015年）升到28.48%，四年里每年都在抬升，这点常被多方忽略。", [
    V("debt_ratio", "2015", "15.61", "%"),
    UP("debt_ratio", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  c(
    "f",
    O,
    "bear",
    "industry",
    "负债率28.48%，对白酒企业来说已属偏高，偿债压力不可忽视。",
    [V("debt_ratio", "2019", "28.48", "%"), V("debt_ratio", "2019", "50", "%", "gt", { err: "industry_sense" })],
    { err: "industry_sense", note: "28%负债率对非金融企业很低，且多为预收款" },
  ),
  c("t", O, "tT", "technical", "股价145.22元，60日乖离超过15%，RSI在70附近，已逼近超买区。", [
    CLOSE("145.22"),
    RSI("70", "approx"),
    BIAS(60, { v: "15", cmp: "gt" }),
  ]),
  c("t", O, "tT", "technical", "MACD于3月30日金叉后DIF一直在DEA上方，均线20/60/250呈多头排列。", [
    MACD("golden_cross", 35),
    MACD("dif_above_dea", 1),
    MAORDER([20, 60, 250], "bull"),
  ]),
  c("f", O, "tT", "technical", "股价已创出52周新高，上方再无套牢盘。", [HI52({ cond: "new_high", err: "technical" })], {
    err: "technical",
    note: "距52周高点147.99约-1.9%",
  }),
  c("t", O, "tS", "technical", "一年间股价从不足96元涨到145元以上，涨幅约51%，离52周高点不到2%。", [
    RET(250, { v: "51", cmp: "approx" }),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
  c("t", O, "tC", "technical", "近20日成交量较前20日缩了近两成，上涨的量能在衰减。", [
    VOL("shrink"),
    H.VOLR({ v: "0.8", cmp: "approx" }),
  ]),
  c("u", O, "fM", "undecidable", "普五批价已稳定在900元以上，二季度提价预期升温。", [U("批价与提价预期不在数据中")]),
  c("u", O, "bull", "undecidable", "2019年五粮液品牌酒销量同比增长约15%，量价齐升。", [U("销量不在数据中")]),
  // 2026-04-30: only the bars are current.
  c("t", A, "tT", "technical", "收盘97.08元，5、10、20、60、120、250日均线自上而下呈空头排列，价格全部位于均线之下。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(5, "below"),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "股价已重新站上20日线101.81元，短线企稳信号明确。",
    [MA(20, "value", { v: "101.81" }), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "收盘97.08在MA20下方" },
  ),
  c("t", A, "tT", "technical", "RSI14仅28.4，已进入超卖区，MACD在4月20日再度死叉。", [
    RSI("28.4"),
    MACD("dead_cross", 9),
  ]),
  c("f", A, "tT", "technical", "RSI14已跌到20以下，属于极度超卖。", [RSI("20", "lt", { err: "technical" })], {
    err: "technical",
    note: "RSI 28.39",
  }),
  c("t", A, "bear", "technical", "97.08元的收盘价距52周高点137.18元已跌去约29%，几乎贴着97元的52周低点。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
    LO52({ v: "0.5", cmp: "lt" }),
  ]),
  c("t", A, "tBe", "technical", "收盘跌破前60个交易日的所有收盘价，创出阶段新低。", [BRK(60, "down")]),
  c("t", A, "tS", "technical", "近一年累计下跌约26%，2025年末以来又跌了8.4%。", [
    RET(250, { v: "-26", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-8.4" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来股价已跌去近两成，杀估值远未结束。",
    [SPAN("2025-12-31", { v: "-20", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-8.36%" },
  ),
  c("t", A, "fM", "technical", "对比2020年末291.85元的收盘价，如今股价已不足当时的三分之一。", [
    SPAN("2020-12-31", { v: "-66.67", cmp: "lt" }),
  ]),
  c("t", A, "tC", "technical", "近20日振幅不到8%，但方向一致向下，20日回撤约7.5%。", [
    H.AMP(20, { v: "8", cmp: "lt" }),
    DD(20, { v: "-7.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "量能方面，最近20个交易日的均量比之前20日少了约三成，抛压已基本衰竭。",
    [VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.068，略放大" },
  ),
  c("t", A, "vT", "technical", "20日均量约为前20日的1.07倍，下跌过程中成交略有放大，说明抛盘仍在。", [
    H.VOLR({ v: "1.07", cmp: "approx" }),
  ]),
  c("u", A, "tF", "annual", "2025年营收同比下滑约5%，这是五粮液近十年来首次负增长。", [
    U("五粮液2020年后财报不在数据中"),
  ]),
  c("u", A, "fV", "valuation", "97元对应2025年业绩的PE约12倍，股息率超过5%。", [
    CLOSE("97.08"),
    U("五粮液2025年每股收益与股息不在数据中"),
  ]),
  c("u", A, "bear", "undecidable", "经销商库存已超过三个月，渠道去化仍需时间。", [U("渠道库存不在数据中")]),
  c("u", A, "tN", "announcement", "公司今年尚未发布回购计划，护盘意愿不足。", [U("五粮液公告未采集")]),
  c("u", A, "fSy", "quarterly", "2026年一季度归母净利约百亿，同比降幅收窄。", [U("五粮液2026Q1季报不在数据中")]),
];

function GD() {
  return H.GDIFF(
    { metric: "net_profit", period: "2019" },
    { metric: "operating_revenue", period: "2019" },
    { v: "5", cmp: "near" },
  );
}
