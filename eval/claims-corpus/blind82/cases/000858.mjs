// 五粮液: FY2015-2019 only, no notices; on 2026-04-30 only its price is decided, on 2020-05-15 FY2019 is public.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  PP,
  R,
  MAX,
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
  PE,
  DD,
  SPAN,
  POS52,
  CAGR,
  BRK,
  READ,
  X,
} = H;
const c = H.maker("b82-wl", "000858");
const A = "2026-04-30";
const O = "2020-05-15";
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  c("t", A, "bear", "technical", "五粮液收盘97.08元，几乎贴着52周最低点97元，较137.18元的高点跌去约29%。", [
    CLOSE("97.08"),
    LO52({ cond: "level", v: "97" }),
    LO52({ v: "0.5", cmp: "lt" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "均线5/10/20/60/120/250完全空头排列，RSI降到28.4进入超卖区，但DIF仍压在DEA下方。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    RSI("28.4", "approx"),
    RSI("30", "lt"),
    MACD("dif_below_dea"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "五粮液RSI已回升到58，MACD在4月20日金叉，超跌反弹正在展开。",
    [RSI("58", "approx", { err: "technical" }), MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "RSI 28.4，4月20日为死叉" },
  ),
  c("t", A, "vT", "technical", "收盘跌破此前60个交易日的全部收盘价，近20日下跌约7%，趋势依旧向下。", [
    BRK(60, "down"),
    RET(20, { v: "-7", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "五粮液股价较2020年末的291.85元已跌去约三分之二，今年以来又跌了8%多。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-8", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "五粮液过去250个交易日下跌约62%，白酒板块情绪仍处冰点。",
    [RET(250, { v: "-62", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "250日-26.3%；-66.7%是自2020年末" },
  ),
  c("u", A, "fE", "undecidable", "五粮液2025年营收同比下滑约两成，归母净利降幅更大，普五批价持续倒挂。", [
    U("五粮液FY2025未存储，批价未存储"),
  ]),
  c("u", A, "tN", "undecidable", "五粮液公告2025年度每10股派现约58元，股息率已超过5%。", [U("五粮液公告未收集")]),
  c("u", A, "bull", "undecidable", "五粮液当前市盈率仅约12倍，已低于泸州老窖，估值安全边际足够。", [
    U("五粮液无2025年利润，泸州老窖不在样本内"),
  ]),
  c("t", A, "tTr", "technical", "五粮液比茅台弱得多：近250个交易日跌约26%，同期茅台只跌了约12%。", [
    RET(250, { v: "-26", cmp: "approx" }),
    RET(250, { t: "600519", v: "-12", cmp: "approx" }),
  ]),
  // 2020-05-15: FY2019 public.
  c(
    "t",
    O,
    "bull",
    "annual",
    "2019年五粮液营收跨过500亿关口达501.18亿元，归母净利174.02亿元，增速约30%快于收入的约25%。",
    [
      V("operating_revenue", "2019", "501.18"),
      V("operating_revenue", "2019", "500", "亿", "gt"),
      V("operating_revenue", "2018", "500", "亿", "lt"),
      G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
      V("net_profit", "2019", "174.02"),
      G("net_profit", "2019", { v: "30", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    O,
    "bull",
    "annual",
    "2019年五粮液营收首次突破600亿元，同比增长约25%。",
    [
      V("operating_revenue", "2019", "600", "亿", "gt", { err: "wrong_value" }),
      G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "501.18亿，首次突破500亿" },
  ),
  c("t", O, "fE", "annual", "归母净利从2015年的61.76亿增至2019年的174.02亿，连续四年增长，年复合增速近30%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    UP("net_profit", Y),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "near" }),
  ]),
  c("u", O, "fR", "annual", "资产负债率从15.61%升到28.48%，四年抬升近13个百分点，但主要是预收款增加，不构成风险。", [
    V("debt_ratio", "2015", "15.61", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    PP("debt_ratio", "2019", { base: "2015", v: "13", cmp: "near" }),
    U("负债构成（预收款）未存储"),
  ]),
  c(
    "f",
    O,
    "fR",
    "annual",
    "2019年ROE为22.80%，较上年小幅下降，资本回报开始走弱。",
    [
      V("roe", "2019", "22.80", "%", "eq", { err: "wrong_period" }),
      PP("roe", "2019", { dir: "down", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "22.80%是2018年；2019年25.26%，上升" },
  ),
  c("t", O, "tF", "annual", "2019年经营现金流231.12亿元，同比增长约88%，现金流是净利润的1.3倍多。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1.3", { cmp: "gt" }),
  ]),
  c("t", O, "fV", "valuation", "以145.22元收盘价和2019年每股收益4.48元计，五粮液静态市盈率约32倍。", [
    CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32"),
  ]),
  c("t", O, "tT", "technical", "五粮液RSI升至70以上，距52周高点147.99元不足2%，过去一年涨幅超过50%。", [
    RSI("70", "gt"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
    RET(250, { v: "50", cmp: "gt" }),
  ]),
  c(
    "f",
    O,
    "tT",
    "technical",
    "五粮液近20个交易日放量上涨约13%，20日均量是前20日的1.5倍。",
    [RET(20, { v: "13", cmp: "approx" }), { k: "volr", v: "1.5", cmp: "approx", err: "technical" }],
    { err: "technical", note: "20日均量/前20日=0.81，缩量" },
  ),
  c(
    "f",
    O,
    "tB",
    "annual",
    "2019年归母净利174亿元，是2015年的约3.8倍。",
    [
      V("net_profit", "2019", "174", "亿", "approx"),
      X("net_profit", "2019", "2015", { v: "3.8", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "2.82倍" },
  ),
];
