// 五粮液: FY2015-2019 only, bars 2019-01-02..2026-04-30, no notices. Dates: 2026-04-30 (technicals; every later
// financial figure undecidable) and 2020-05-15 (FY2019 public).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, U, CAGR, GDIFF, SPAN, BIAS } = H;
const { POS52, BRK, PE } = H;
const c = H.maker("b61-wly", "000858");
const A = "2026-04-30";
const O = "2020-05-15";
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  c("t", A, "tT", "technical", "5/10/20/60/120/250日均线完整空头排列，收盘97.08元落在全部均线之下。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  c("t", A, "fM", "technical", "RSI14跌到28.4左右，已经进入30以下的超卖区。", [RSI("28.4", "approx"), RSI("30", "lt")]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "MACD在4月下旬出现金叉，底部信号已经亮起。",
    [MACD("golden_cross", 8, { err: "technical" })],
    { err: "technical", note: "4月20日死叉" },
  ),
  c("t", A, "tC", "technical", "距52周高点137.18元跌去约29%，股价几乎贴着52周低点97元。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
    POS52({ v: "1", cmp: "lt" }),
  ]),
  c("t", A, "bear", "technical", "过去120个交易日跌了约18.4%，拉长到250个交易日跌幅约26%。", [
    RET(120, { v: "-18.4", cmp: "approx" }),
    RET(250, { v: "-26", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "今年以来仅下跌约3%，跌幅远小于白酒指数。",
    [SPAN("2025-12-31", { v: "-3", cmp: "approx", err: "wrong_magnitude" }), U("白酒指数未存储")],
    { err: "wrong_magnitude", note: "今年以来-8.36%" },
  ),
  c("t", A, "vT", "technical", "收盘跌破此前60个交易日的全部收盘价，20日乖离约-4.7%。", [
    BRK(60, "down"),
    BIAS(20, { v: "-4.7", cmp: "approx" }),
  ]),
  c("u", A, "fS", "undecidable", "2025年营收同比下滑超过一成，渠道库存压力不小。", [U("五粮液FY2025未存储")]),
  c("u", A, "tN", "undecidable", "普五批价跌破900元，价格体系明显承压。", [U("批价未存储")]),
  c("u", A, "fV", "undecidable", "按2025年每股收益计，当前PE不到13倍，股息率超过4%。", [
    U("FY2025每股收益与股息未存储"),
  ]),
  c("u", A, "tM", "undecidable", "公司近期公告了回购方案，金额上限20亿元。", [U("五粮液公告未收录")]),
  c("t", A, "tP", "technical", "和2020年末的291.85元相比，股价已经跌去约三分之二。", [
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "technical",
    "近5个交易日反弹约4%，短线已经企稳。",
    [RET(5, { v: "4", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "5个交易日-4.05%" },
  ),
  c("t", A, "tTr", "technical", "MACD在4月20日死叉，DIF约-1.17，位于DEA下方。", [
    MACD("dead_cross", 10),
    MACD("dif_value", 0, { v: "-1.17", cmp: "approx" }),
    MACD("dif_below_dea", 0),
  ]),
  c("t", O, "bull", "annual", "2019年营业收入501.18亿元，同比增长约25.2%，首次突破500亿元。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    H.MAX("operating_revenue", "2018", Y.slice(0, 4)),
  ]),
  c("t", O, "fE", "annual", "2019年归母净利润174.02亿元，同比+30%，比营收增速快了约4.8个百分点。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    GDIFF(
      { metric: "net_profit", period: "2019" },
      { metric: "operating_revenue", period: "2019" },
      { v: "4.8", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    O,
    "bear",
    "annual",
    "2019年基本每股收益4.84元，同比增长约29%。",
    [
      V("basic_eps", "2019", "4.84", "元", "eq", { err: "wrong_value" }),
      G("basic_eps", "2019", { v: "29", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "每股收益4.48元" },
  ),
  c("t", O, "fR", "annual", "资产负债率从24.36%升到28.48%，上升约4.1个百分点，绝对水平仍然不高。", [
    V("debt_ratio", "2018", "24.36", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    PP("debt_ratio", "2019", { v: "4.1", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "fQ",
    "annual",
    "归母净利润174.02亿元，相比2017年增长约30%。",
    [G("net_profit", "2019", { base: "2017", v: "30", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "+30%是较2018年；较2017年+79.9%" },
  ),
  c("t", O, "tF", "annual", "经营现金流净额231.12亿元，同比多了约88%，相当于归母净利润的1.3倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1.3", { cmp: "approx" }),
  ]),
  c("t", O, "tB", "annual", "2015—2019年归母净利润从61.76亿增至174.02亿，连续四年增长，年复合增速近30%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    UP("net_profit", Y),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "near" }),
  ]),
  c("t", O, "fV", "valuation", "以5月15日收盘145.22元、2019年每股收益4.48元计，静态PE约32倍。", [
    CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32"),
  ]),
  c("t", O, "tT", "technical", "RSI14约70.3，已触及超买线；MACD自3月30日金叉后DIF一直在DEA上方。", [
    RSI("70.3", "approx"),
    MACD("golden_cross", 40),
    MACD("dif_above_dea", 0),
  ]),
  c(
    "f",
    O,
    "tM",
    "technical",
    "5日、10日、20日、60日、120日均线依次向下排开，标准的多头排列。",
    [MAORDER([5, 10, 20, 60, 120], "bull", { err: "technical" })],
    { err: "technical", note: "MA60 125.99 < MA120 127.66" },
  ),
  c("t", O, "fL", "annual", "ROE从2015年的14.93%逐年升到2019年的25.26%，四年抬升超过10个百分点。", [
    V("roe", "2015", "14.93", "%"),
    UP("roe", Y),
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { base: "2015", v: "10", cmp: "gt" }),
  ]),
  c(
    "f",
    O,
    "tBe",
    "annual",
    "2019年ROE达25.26%，资产负债率28.48%也是2015年以来最低。",
    [V("roe", "2019", "25.26", "%"), MIN("debt_ratio", "2019", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "28.48%是2015年以来最高" },
  ),
  c("t", O, "tC", "annual", "总资产1063.97亿元，首次站上千亿，其中负债303.01亿元。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    H.MAX("total_assets", "2018", Y.slice(0, 4)),
    V("total_liabilities", "2019", "303.01"),
  ]),
  c("u", O, "tN", "undecidable", "2020年一季度营收同比增长约15%，疫情之下依然稳健。", [U("五粮液季报未存储")]),
];
