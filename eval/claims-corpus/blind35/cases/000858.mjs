// 五粮液: FY2015-2019 annual only, bars 2019-01-02..2026-04-30, no notices. Dates: 2020-05-15 (FY2019), 2026-04-30
// and 2025 dates (technicals; later reports are not stored, so claims about them are open).
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  PP,
  R,
  X,
  UP,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  U,
  CAGR,
  PAIR,
  GDIFF,
  PE,
  SPAN,
  BRK,
  BIAS,
  POS52,
  VOLR,
  MCNOW,
} = H;
const c = H.maker("b35-wl", "000858");
const A = "2026-04-30";
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const F = "2020-05-15";

export default [
  c("t", F, "bull", "annual", "五粮液2019年营业收入501.18亿元，同比增长25.2%，较上年跨上500亿元台阶。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2" }),
    V("operating_revenue", "2018", "500", "亿", "lt"),
  ]),
  c(
    "f",
    F,
    "bull",
    "annual",
    "2019年营业收入510.18亿元，同比增长超过25%，高端化成效显著。",
    [
      V("operating_revenue", "2019", "510.18", "亿", "eq", { err: "wrong_value" }),
      G("operating_revenue", "2019", { v: "25", cmp: "gt" }),
    ],
    { err: "wrong_value", note: "实际501.18亿元" },
  ),
  c("t", F, "fE", "annual", "归母净利润174.02亿元，同比增长30.0%，比营收增速快了近5个百分点。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.0" }),
    GDIFF(
      { metric: "net_profit", period: "2019" },
      { metric: "operating_revenue", period: "2019" },
      { v: "5", cmp: "near" },
    ),
  ]),
  c(
    "f",
    F,
    "fQ",
    "annual",
    "2019年净利润174亿元，相比2017年的水平只增长了约30%，两年维度看并不惊艳。",
    [
      V("net_profit", "2019", "174"),
      G("net_profit", "2019", { base: "2017", v: "30", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "30%是较2018年；较2017年+79.9%" },
  ),
  c("t", F, "fR", "annual", "经营性现金流231.12亿元，同比大增约88%，明显高于同期归母净利润。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx", size: "大增" }),
    PAIR("operating_cash_flow", "2019", undefined, { metric2: "net_profit", mode: "gt" }),
  ]),
  c(
    "f",
    F,
    "fR",
    "annual",
    "经营现金流增至231亿元，是2018年的2.88倍，回款质量跃升。",
    [
      V("operating_cash_flow", "2019", "231"),
      X("operating_cash_flow", "2019", "2018", { v: "2.88", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "实际1.88倍（增长87.6%）" },
  ),
  c("t", F, "tF", "annual", "ROE从2015年的14.93%一路升到2019年的25.26%，连续四年提高。", [
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
    UP("roe", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  c("t", F, "tNe", "annual", "资产负债率28.48%，比上年提高4.1个百分点，不过仍低于三成。", [
    V("debt_ratio", "2019", "28.48", "%"),
    PP("debt_ratio", "2019", { v: "4.1" }),
    V("debt_ratio", "2019", "30", "%", "lt"),
  ]),
  c("t", F, "fE", "industry", "归母净利润占营收的比例约34.7%，比2018年高出约1.3个百分点，酒企的高盈利特征明显。", [
    R("net_profit", "operating_revenue", "2019", "34.7", { u: "%", cmp: "approx" }),
    PP("net_profit/operating_revenue", "2019", { v: "1.3", cmp: "approx" }),
  ]),
  c("t", F, "fV", "valuation", "以5月15日收盘145.22元和2019年EPS 4.48元计，静态PE约32倍。", [
    CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32"),
  ]),
  c(
    "f",
    F,
    "tA",
    "valuation",
    "对应2019年每股收益4.48元，当前股价不到25倍市盈率，估值并不贵。",
    [V("basic_eps", "2019", "4.48", "元"), PE("2019", "25", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE约32.4倍" },
  ),
  c("t", F, "tT", "technical", "5月15日收盘145.22元，离52周高点147.99元不到2%，5、10、20、60日线多头排列。", [
    CLOSE("145.22"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
  c(
    "f",
    F,
    "tC",
    "technical",
    "RSI已经跌到30以下的超卖区，短线杀跌动能仍在释放。",
    [RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14=70.29" },
  ),
  c("t", F, "tS", "technical", "RSI约70.3，短线已进入超买区间，近20个交易日股价上涨13.1%。", [
    RSI("70.3"),
    RSI("70", "gt"),
    RET(20, { v: "13.1" }),
  ]),
  c("t", F, "vT", "technical", "今年以来五粮液股价由133.01元涨到145.22元，累计上涨约9.2%。", [
    SPAN("2019-12-31", { v: "9.2" }),
    CLOSE("133.01", "eq", { date: "2019-12-31" }),
    CLOSE("145.22"),
  ]),
  c(
    "f",
    F,
    "vT",
    "technical",
    "近20个交易日成交量持续放大，量价齐升格局清晰。",
    [VOL("expand", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.812，缩量" },
  ),
  c("t", F, "tT", "technical", "MACD自3月30日金叉以来，DIF一直在DEA上方运行，DIF约5.84。", [
    MACD("golden_cross", 35),
    MACD("dif_above_dea", 0),
    MACD("dif_value", 0, { v: "5.84" }),
  ]),
  c("u", F, "fE", "quarterly", "一季度营收200亿元，同比增长15%，疫情冲击下仍保持双位数增长。", [U("2020Q1季报未存储")]),
  c("u", F, "fS", "undecidable", "普五一批价站稳900元以上，渠道库存处于良性水平。", [U("批价与渠道库存未存储")]),
  c("t", F, "fM", "annual", "2015至2019年，营收复合增速约23.3%，归母净利润复合增速约29.6%。", [
    CAGR("operating_revenue", "2015", "2019", { v: "23.3" }),
    CAGR("net_profit", "2015", "2019", { v: "29.6" }),
  ]),
  c(
    "f",
    F,
    "tB",
    "annual",
    "归母净利润四年间翻了两番，从61.76亿元做到了174.02亿元。",
    [
      V("net_profit", "2015", "61.76"),
      V("net_profit", "2019", "174.02"),
      X("net_profit", "2019", "2015", { v: "4", cmp: "ge", err: "overstatement" }),
    ],
    { err: "overstatement", note: "为2.82倍，未翻两番" },
  ),
  c("t", F, "fSy", "annual", "2019年末总资产1063.97亿元，当年跻身千亿阵营，归母净资产742.91亿元。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    V("parent_equity", "2019", "742.91"),
  ]),
  c("t", F, "tF", "annual", "基本每股收益4.48元，比2018年的3.47元增长约29%。", [
    V("basic_eps", "2019", "4.48", "元"),
    V("basic_eps", "2018", "3.47", "元"),
    G("basic_eps", "2019", { v: "29", cmp: "approx" }),
  ]),
  c(
    "f",
    F,
    "fE",
    "annual",
    "每股收益4.48元，同比增长约39%，股东回报提升迅速。",
    [V("basic_eps", "2019", "4.48", "元"), G("basic_eps", "2019", { v: "39", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+29.1%" },
  ),
  c("t", F, "bear", "annual", "净利增速从2017年的42.6%降到2018年的38%、2019年的30%，逐年放缓。", [
    G("net_profit", "2017", { v: "42.6" }),
    G("net_profit", "2018", { v: "38" }),
    G("net_profit", "2019", { v: "30" }),
  ]),
  c("t", F, "fT", "annual", "2019年五粮液归母净利润174亿元，还不到茅台412亿元的一半。", [
    V("net_profit", "2019", "174"),
    V("net_profit", "2019", "412", "亿", "eq", { t: "600519" }),
    PAIR("net_profit", "2019", "600519", { v: "0.5", cmp: "lt" }),
  ]),

  // ---- 2026-04-30: technicals; FY2020 onwards not stored -----------------------------------------------------
  c("t", A, "tT", "technical", "4月30日收于97.08元，5、10、20、60、120、250日均线自下而上完全空头排列。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c("t", A, "tS", "technical", "RSI(14)跌至28.4，进入超卖区，短线存在技术性反弹的需求。", [
    RSI("28.4"),
    RSI("30", "lt"),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "MACD在4月20日形成金叉，下跌动能已经衰竭。",
    [MACD("golden_cross", 9, { err: "technical" })],
    { err: "technical", note: "4月20日为死叉" },
  ),
  c("t", A, "tM", "technical", "股价距52周低点97元仅一步之遥，较52周高点137.18元已回撤约29%。", [
    LO52({ cond: "level", v: "97" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "过去250个交易日五粮液累计下跌约16%，持股体验相当煎熬。",
    [RET(250, { v: "-16", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际-26.31%" },
  ),
  c("t", A, "fS", "technical", "今年以来下跌8.4%，若从2024年末算起，累计跌幅约31%。", [
    SPAN("2025-12-31", { v: "-8.4" }),
    SPAN("2024-12-31", { v: "-31", cmp: "approx" }),
  ]),
  c("t", A, "tC", "technical", "收盘97.08元，低于此前20个交易日的全部收盘价，弱势尚未扭转。", [
    CLOSE("97.08"),
    BRK(20, "down"),
  ]),
  c(
    "u",
    A,
    "bear",
    "annual",
    "五粮液2025年营收下滑超过一成，归母净利润降幅更大。",
    [G("operating_revenue", "2025", { v: "-10", cmp: "lt" })],
    { note: "2020年后年报未存储" },
  ),
  c("u", A, "fE", "quarterly", "2026年一季度营收同比下降约20%，渠道去库存仍在进行。", [U("2026Q1季报未存储")]),
  c("u", A, "tN", "announcement", "五粮液已公告2025年度分红方案，分红率提升到70%。", [U("五粮液公告未采集")]),
  c("u", A, "tS", "undecidable", "八代普五批价跌破800元，终端动销偏弱。", [U("批价未存储")]),
  c("t", A, "vT", "technical", "近20日均量只比前20日放大约7%，量能基本持平，下跌并未明显放量。", [
    RET(20, { dir: "down" }),
    VOLR({ v: "1.07", cmp: "approx" }),
    VOL("flat"),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "4月30日收盘已重新站上5日均线，短线企稳信号出现。",
    [MA(5, "above", { err: "technical" })],
    { err: "technical", note: "收盘97.08 < MA5 99.42" },
  ),
  c("t", A, "fM", "technical", "20日乖离率约-4.7%，60日乖离率约-6.0%，偏离均线幅度不算极端。", [
    BIAS(20, { v: "-4.7", cmp: "approx" }),
    BIAS(60, { v: "-6.0" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "technical",
    "股价大致处于52周区间的中部，上下空间相当。",
    [POS52({ cmp: "in", lo: "40", hi: "60", err: "technical" })],
    { err: "technical", note: "52周区间位置0.2%，处于底部" },
  ),
  c("u", A, "fV", "valuation", "按2025年净利润计，五粮液市盈率仅约14倍，已是近十年低位。", [MCNOW("2025", "14")], {
    note: "2025年净利润未存储",
  }),

  // ---- 2025 dates ----------------------------------------------------------------------------------------------
  c("t", P, "tT", "technical", "4月30日收盘128.70元，较52周高点178.76元回撤28%，仍位于60日线131.61元下方。", [
    CLOSE("128.70"),
    HI52({ cond: "level", v: "178.76" }),
    HI52({ v: "-28" }),
    MA(60, "below"),
    MA(60, "value", { v: "131.61" }),
  ]),
  c(
    "f",
    S,
    "tS",
    "technical",
    "近20日平均成交量较前20日萎缩约四成，市场关注度明显下降。",
    [VOLR({ v: "0.6", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "20日均量/前20日=1.602" },
  ),
  c("t", S, "vT", "technical", "9月4日MACD刚刚死叉，但收盘126.81元仍在20日线和60日线之上。", [
    MACD("death_cross", 2),
    CLOSE("126.81"),
    MA(20, "above"),
    MA(60, "above"),
  ]),
  c("t", O, "tM", "technical", "10月31日收于118.99元，处在52周区间底部附近，距低点115.4元仅约3%。", [
    CLOSE("118.99"),
    LO52({ cond: "level", v: "115.4" }),
    LO52({ v: "3", cmp: "approx" }),
    POS52({ v: "20", cmp: "lt" }),
  ]),
  c("f", O, "tT", "technical", "RSI约58，多空力量大致均衡。", [RSI("58", "approx", { err: "technical" })], {
    err: "technical",
    note: "RSI14=37.84",
  }),
  c("u", O, "fE", "quarterly", "三季度五粮液单季营收同比大幅下滑，业绩压力集中释放。", [U("2025年季报未存储")]),
];
