// 五粮液: FY2015-2019 annual only (nothing after FY2019, no quarters, no notices), bars from 2019-01-02.
// Date: 2026-04-30 (technicals decidable; every fundamental after 2019 undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, CAGR, GSTREAK } = H;
const { POS52, BIAS, AMP, BRK, DAYS, VOLR } = H;
const c = H.maker("b48-wl", "000858");
const A = "2026-04-30";

export default [
  c("t", A, "tT", "technical", "收盘97.08元，5、10、20、60、120、250日均线自下而上依次排列，空头格局完整。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(5, "below"),
  ]),
  c("t", A, "tS", "technical", "RSI(14)约28.4，已跌进30以下的超卖区。", [RSI("28.4", "approx"), RSI("30", "lt")]),
  c("f", A, "tS", "technical", "RSI已回到50上方，超卖修复基本完成。", [RSI("50", "gt", { err: "technical" })], {
    err: "technical",
    note: "RSI14 28.39",
  }),
  c("t", A, "tT", "technical", "DIF约-1.17低于DEA约-0.72，4月20日死叉以来一直未能修复。", [
    MACD("dif_value", undefined, { v: "-1.17", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "-0.72", cmp: "approx" }),
    MACD("dif_below_dea"),
    MACD("death_cross", 9),
  ]),
  c("t", A, "tTr", "technical", "近250个交易日累计下跌约26.3%，从131.75元一路跌到97.08元。", [
    RET(250, { v: "-26.3", cmp: "approx" }),
    CLOSE("131.75", "eq", { date: "2025-04-18" }),
    CLOSE("97.08"),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "今年以来股价跌幅约27%，从133元附近一路下行。",
    [
      RET("2025-12-31", { v: "-27", cmp: "approx", err: "wrong_period" }),
      CLOSE("133", "approx", { date: "2025-12-31", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "-27%是较2019年末133.01元；年内-8.36%" },
  ),
  c("t", A, "tBe", "technical", "52周最高137.18元，现价距高点回撤约29%，离52周低点97元只有一步之遥。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
    LO52({ v: "1", cmp: "lt" }),
  ]),
  c("t", A, "tC", "technical", "股价位于52周区间的最底部，位置分位不到1%。", [POS52({ v: "1", cmp: "lt" })]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "股价处在52周区间的中位附近，下行空间有限。",
    [POS52({ cmp: "in", lo: "40", hi: "60", err: "technical" })],
    { err: "technical", note: "52周区间位置约0.2%" },
  ),
  c("t", A, "tNe", "technical", "近20个交易日跌了约7%，20日乖离率约-4.7%。", [
    RET(20, { v: "-7", cmp: "approx" }),
    BIAS(20, { v: "-4.7", cmp: "approx" }),
  ]),
  c("u", A, "tN", "undecidable", "2025年营收同比下滑超过一成，普五批价跌破900元。", [U("2025年报未存储；批价")]),
  c("u", A, "fE", "undecidable", "2026年一季度归母净利润同比降约20%，渠道去库存进入深水区。", [U("季报未存储")]),
  c("u", A, "fV", "undecidable", "当前PE约13倍，股息率超过5%，高于泸州老窖。", [U("2025年EPS、股息率与同业未存储")]),
  c("u", A, "fR", "undecidable", "经销商库存超过3个月，合同负债大幅减少。", [U("渠道库存与合同负债未存储")]),
  c("t", A, "fSy", "annual", "2019年营收501.18亿元，首次站上500亿元台阶。", [
    V("operating_revenue", "2019", "501.18"),
    V("operating_revenue", "2019", "500", "亿", "gt"),
    MAX("operating_revenue", "2019", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2019年归母净利润174.02亿元，较2017年增长约30%。",
    [
      V("net_profit", "2019", "174.02"),
      G("net_profit", "2019", { base: "2017", v: "30", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2017年+79.9%；30%是较2018年" },
  ),
  c("u", A, "fM", "undecidable", "股价已跌回2019年水平以下，而2025年利润远高于2019年，估值回到十年低位。", [
    RET("2019-12-31", { dir: "down" }),
    U("2025年利润未存储"),
  ]),
  c("t", A, "tA", "technical", "较2020年末的291.85元，股价已跌去约三分之二。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    RET("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "较2020年末291.85元的高位，股价已经跌去了一半左右。",
    [
      CLOSE("291.85", "eq", { date: "2020-12-31" }),
      RET("2020-12-31", { v: "-50", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-66.7%" },
  ),
  c("t", A, "tP", "technical", "近5日振幅约4.9%、区间跌约4%，弱势未改。", [
    AMP(5, { v: "4.9", cmp: "approx" }),
    RET(5, { v: "-4", cmp: "approx" }),
  ]),
  c("t", A, "tM", "annual", "2015到2019年归母净利润由61.76亿元增至174.02亿元，四年复合增速接近30%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "2016到2019年归母净利润每年增速都在20%以上，高增长一以贯之。",
    [GSTREAK("net_profit", ["2016", "2017", "2018", "2019"], 20, 1e9, { err: "overstatement" })],
    { err: "overstatement", note: "2016年仅+9.86%" },
  ),
  c("t", A, "vN", "technical", "成交并没有跟着消息放大：近20日均量约为前20日的1.07倍，放量并不明显。", [
    VOLR({ v: "1.07", cmp: "approx" }),
    VOL("flat"),
  ]),
  c("u", A, "tN", "announcement", "公司已公告2025年度利润分配预案，每10股派现超过30元。", [U("五粮液公告未收录")]),
  c("t", A, "vT", "technical", "收盘价已低于此前20个交易日的所有收盘价，且位于5日、10日、20日线下方。", [
    BRK(20, "down"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
  ]),
  c("f", A, "tB", "technical", "股价已连续5个交易日收涨，底部反转迹象明显。", [DAYS(5, "up", { err: "technical" })], {
    err: "technical",
    note: "近5日累计-4.05%",
  }),
  c("t", A, "tBe", "technical", "收盘97.08元，创出52周收盘新低。", [CLOSE("97.08"), LO52({ cond: "new_low" })]),
  c("t", A, "tF", "annual", "2019年加权ROE 25.26%，自2015年起逐年抬升，而2015年时还不到15%。", [
    V("roe", "2019", "25.26", "%"),
    UP("roe", ["2015", "2016", "2017", "2018", "2019"]),
    V("roe", "2015", "15", "%", "lt"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2019年资产负债率28.48%，较2018年下降约4个百分点。",
    [
      V("debt_ratio", "2019", "28.48", "%"),
      H.PP("debt_ratio", "2019", { v: "-4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2018年+4.12pp" },
  ),
];
