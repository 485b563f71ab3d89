// 五粮液: FY2015-2019 only, bars 2019-01-02..2026-04-30, no notices (a missing notice is undecidable).
// Dates: 2020-05-15 (FY2019 public), 2021-02-10, 2024-10-08, 2025-09-05, 2026-04-30 (technicals; later years unknown).
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  PP,
  R,
  MAX,
  MIN,
  RANK,
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
  EV,
  U,
  CAGR,
  QOQ,
  PSUM,
  X,
  READ,
  PAIR,
  D,
  IND,
  GDIFF,
  SPAN,
  DD,
  POS52,
  BRK,
  BIAS,
  DAYS,
} = H;
const c = H.maker("b20-wly", "000858");
const E = "2020-05-15";
const K = "2021-02-10";
const Q = "2024-10-08";
const S = "2025-09-05";
const A = "2026-04-30";
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  c("t", E, "bull", "annual", "五粮液2019年营业收入首次站上500亿元，达501.18亿元，比上年多出约25%。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
    V("operating_revenue", "2018", "500", "亿", "lt"),
  ]),
  c(
    "f",
    E,
    "bull",
    "annual",
    "2019年归母净利润174.02亿元，同比增长超过四成，利润规模为2015年以来最高。",
    [
      V("net_profit", "2019", "174.02"),
      G("net_profit", "2019", { v: "40", cmp: "gt", err: "wrong_magnitude" }),
      MAX("net_profit", "2019", Y),
    ],
    { err: "wrong_magnitude", note: "同比+30.0%" },
  ),
  c("t", E, "fE", "annual", "归母净利润174.02亿元，增速约30%，快于营收增速近5个百分点。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    GDIFF(
      { metric: "net_profit", period: "2019" },
      { metric: "operating_revenue", period: "2019" },
      { v: "5", cmp: "near" },
    ),
  ]),
  c("t", E, "fR", "annual", "经营现金流231.12亿元，较2018年的123.17亿元增长近九成，约为净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "90", cmp: "near" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  c(
    "f",
    E,
    "fQ",
    "annual",
    "经营现金流231亿元，比2018年翻了一倍多，质疑方所说的回款压力并不存在。",
    [
      V("operating_cash_flow", "2019", "231", "亿", "approx"),
      G("operating_cash_flow", "2019", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+87.6%，未翻倍" },
  ),
  c("t", E, "fV", "annual", "ROE由2015年的14.93%逐年抬升至2019年的25.26%，五年未有一年回落。", [
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
    UP("roe", Y),
  ]),
  c(
    "f",
    E,
    "fV",
    "annual",
    "2019年ROE提升2.46%，达到25.26%，盈利能力再上台阶。",
    [V("roe", "2019", "25.26", "%"), G("roe", "2019", { v: "2.46", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "提升2.46个百分点（相对+10.8%）" },
  ),
  c("t", E, "fR", "annual", "资产负债率从2015年的15.61%升到2019年的28.48%，连续四年上行，但绝对水平仍低。", [
    V("debt_ratio", "2015", "15.61", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", Y),
  ]),
  c("t", E, "tF", "annual", "总资产1063.97亿元，首次突破千亿；归母净资产742.91亿元。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    V("parent_equity", "2019", "742.91"),
  ]),
  c("t", E, "tB", "annual", "2015至2019年营收复合增速约23%，归母净利润复合增速接近30%。", [
    CAGR("operating_revenue", "2015", "2019", { v: "23", cmp: "approx" }),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "near" }),
  ]),
  c(
    "f",
    E,
    "fE",
    "annual",
    "营收增速由2018年的约25%提升至2019年的约33%，增长还在加速。",
    [
      G("operating_revenue", "2019", { v: "33", cmp: "approx", err: "wrong_period" }),
      G("operating_revenue", "2018", { v: "25", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "2018年+32.6%、2019年+25.2%，两年互换" },
  ),
  c("t", E, "fR", "annual", "扣非净利润174.06亿元，与归母净利润几乎一致，非经常性损益影响可以忽略。", [
    V("deducted_net_profit", "2019", "174.06"),
    R("deducted_net_profit", "net_profit", "2019", "1", { cmp: "approx" }),
  ]),
  c("t", E, "fSy", "annual", "按营收和归母净利润计算，2019年净利率约34.7%。", [
    R("net_profit", "operating_revenue", "2019", "34.7", { u: "%", cmp: "approx" }),
  ]),
  c("u", E, "tS", "annual", "普五出厂价上调后终端动销良好，2019年经典五粮液销量增长两成。", [U("价格与销量未存储")]),
  c("t", E, "fT", "annual", "同年茅台归母净利润412.06亿元，是五粮液的约2.4倍，龙头差距依旧明显。", [
    V("net_profit", "2019", "412.06", "亿", "eq", { t: "600519" }),
    PAIR("net_profit", "2019", "000858", { t: "600519", v: "2.4", cmp: "approx" }),
  ]),
  c(
    "f",
    E,
    "fQ",
    "annual",
    "五粮液2019年ROE25.26%，已超过茅台的同期水平。",
    [PAIR("roe", "2019", "600519", { mode: "gt", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "茅台2019年ROE33.09%" },
  ),
  c("u", E, "fQ", "annual", "五粮液的资产负债率低于泸州老窖和洋河股份。", [
    V("debt_ratio", "2019", "28.48", "%"),
    U("泸州老窖、洋河不在样本中"),
  ]),
  c("t", E, "tT", "technical", "收盘145.22元，MA5、MA10、MA20、MA60多头排列，RSI约70已进入超买边缘。", [
    CLOSE("145.22"),
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("70", "approx"),
  ]),
  c(
    "f",
    E,
    "tT",
    "technical",
    "股价距52周高点不到2%，近20日量能同步放大，上攻有量配合。",
    [HI52({ v: "-2", cmp: "gt" }), VOL("expand", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.81，缩量" },
  ),
  c("t", E, "tTr", "technical", "近20个交易日上涨约13%，过去一年涨幅逾五成，追高需控制仓位。", [
    RET(20, { v: "13", cmp: "approx" }),
    RET(250, { v: "50", cmp: "gt" }),
  ]),
  c("u", E, "tN", "announcement", "公司近期公告拟实施员工持股计划。", [U("五粮液公告未收录")]),
  // 2021-02-10: the top of the run
  c("t", K, "tT", "technical", "收盘342.65元，距52周高点不足1%，较52周低点涨了约2.5倍。", [
    CLOSE("342.65"),
    HI52({ v: "-1", cmp: "gt" }),
    LO52({ v: "247", cmp: "approx" }),
  ]),
  c(
    "f",
    K,
    "tTr",
    "technical",
    "过去250个交易日股价累计上涨约84%，涨幅尚属温和。",
    [RET(250, { v: "84", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际+184%" },
  ),
  c("t", K, "tC", "technical", "20日乖离率超过13%，RSI约71，短线过热信号明显。", [
    BIAS(20, { v: "13", cmp: "gt" }),
    RSI("71", "approx"),
  ]),
  // 2024-10-08: the rally after the September policies
  c("t", Q, "tT", "technical", "5个交易日暴涨约36%，RSI升至83以上，近20日均量是前20日的两倍多。", [
    RET(5, { v: "36", cmp: "approx" }),
    RSI("83", "gt"),
    VOL("expand_strong"),
  ]),
  c(
    "f",
    Q,
    "tBe",
    "technical",
    "尽管大涨，股价仍在MA250之下，长期下行趋势未扭转。",
    [MA(250, "below", { err: "technical" })],
    { err: "technical", note: "收盘164.05高于MA250约139.47" },
  ),
  c("u", Q, "tS", "technical", "这波上涨主要是外资回补和公募加仓推动，散户跟风有限。", [U("资金结构未存储")]),
  // 2025-09-05
  c("t", S, "tT", "technical", "9月4日MACD死叉，DIF略低于DEA，但股价仍在MA60之上、MA250之下。", [
    MACD("death_cross", 2),
    MA(60, "above"),
    MA(250, "below"),
  ]),
  c("u", S, "fE", "annual", "2024年五粮液营收891亿元、净利润319亿元，仍保持个位数增长。", [
    U("五粮液2020年以后的财务数据未存储"),
  ]),
  c(
    "f",
    S,
    "tS",
    "technical",
    "近20日成交量较前20日萎缩四成，市场关注度明显下降。",
    [VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.60，放量" },
  ),
  // 2026-04-30
  c("t", A, "tT", "technical", "收盘97.08元，几乎贴着52周低点97元；MA5至MA250全线空头排列。", [
    CLOSE("97.08"),
    LO52({ cond: "level", v: "97" }),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c("t", A, "tBe", "technical", "RSI约28，已落入超卖区；过去250个交易日下跌约26%。", [
    RSI("28", "approx"),
    RSI("30", "lt"),
    RET(250, { v: "-26", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "2020年底以来股价已下跌约三分之一，调整较为充分。",
    [RET("2020-12-31", { v: "-33", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际-66.7%，约三分之二" },
  ),
  c("t", A, "tNe", "technical", "年初以来下跌约8.4%，近20个交易日跌7%，抄底信号尚未出现。", [
    RET("2025-12-31", { v: "-8.4", cmp: "approx" }),
    RET(20, { v: "-7", cmp: "approx" }),
  ]),
  c("u", A, "fV", "valuation", "与泸州老窖相比，五粮液的市盈率折价已收窄到历史低位。", [
    U("泸州老窖不在样本中；历史估值未存储"),
  ]),
  c("u", A, "fV", "valuation", "按2025年利润计算，五粮液静态PE已降到12倍左右。", [U("五粮液2025年利润未存储")]),
  c("u", A, "tN", "announcement", "五粮液2025年年报显示净利润同比下滑超两成。", [
    U("五粮液2020年以后的财务数据与公告未存储"),
  ]),
];
