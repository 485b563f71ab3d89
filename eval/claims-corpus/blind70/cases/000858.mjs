// 五粮液: FY2015-2019 only, bars from 2019-01-02, no notices. Dates 2020-05-15 (FY2019 public) and 2026-04-30 (price only).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, U, PE, POS52, CAGR, R, BRK, VOL, READ, X } = H;
const c = H.maker("b70-wl", "000858");
const A = "2026-04-30";
const M = "2020-05-15";

export default [
  c(
    "t",
    A,
    "tT",
    "technical",
    "MA5到MA250六条均线自上而下全部空头排列，五粮液97.08元的收盘压在最下方，RSI14约28.4已进入超卖区。",
    [
      CLOSE("97.08"),
      MAORDER([5, 10, 20, 60, 120, 250], "bear"),
      MA(5, "below"),
      RSI("28.4", "approx"),
      RSI("30", "lt"),
    ],
  ),
  c(
    "f",
    A,
    "tA",
    "technical",
    "五粮液RSI14已回升到50以上，超卖修复完成，可以左侧布局。",
    [RSI("50", "gt", { err: "technical" })],
    { err: "technical", note: "RSI14约28.4" },
  ),
  c(
    "t",
    A,
    "tTr",
    "technical",
    "股价跌破此前60个交易日的全部收盘价，较52周高点137.18元回撤约29%，贴着52周区间底部运行。",
    [
      BRK(60, "down"),
      HI52({ cond: "level", v: "137.18" }),
      HI52({ v: "-29", cmp: "approx" }),
      POS52({ v: "5", cmp: "lt" }),
    ],
  ),
  c("t", A, "bear", "technical", "五粮液过去250个交易日下跌约26%，较2020年末的291.85元更是跌去约三分之二。", [
    RET(250, { v: "-26", cmp: "approx" }),
    RET("2020-12-31", { v: "-66.7", cmp: "approx" }),
    H.HILO("max", "2020-12-31", { to: "2020-12-31", v: "291.85" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来五粮液上涨约8.4%，白酒板块情绪回暖。",
    [RET("2025-12-31", { v: "8.4", cmp: "approx", err: "wrong_direction" }), U("板块情绪")],
    { err: "wrong_direction", note: "年初至今-8.36%" },
  ),
  c("u", A, "fE", "undecidable", "五粮液2025年营收约820亿元，同比下滑一成以上，渠道库存仍在消化。", [
    U("五粮液FY2020以后未存储"),
  ]),
  c("u", A, "fV", "undecidable", "五粮液当前PE约13倍，股息率超过5%，估值已具备安全边际。", [
    U("五粮液2019年后利润与派息未存储"),
  ]),
  c("u", A, "tN", "undecidable", "五粮液公告拟以不超过20亿元回购股份，用于注销并减少注册资本。", [
    U("五粮液公告未收集"),
  ]),
  c("t", A, "vT", "technical", "MACD的DIF约-1.17低于DEA，20日乖离约-4.7%，跌势尚未扭转。", [
    MACD("dif_value", undefined, { v: "-1.17", cmp: "approx" }),
    MACD("dif_below_dea"),
    H.BIAS(20, { v: "-4.7", cmp: "approx" }),
  ]),
  // 2020-05-15: FY2019 public.
  c("t", M, "bull", "annual", "五粮液2019年营业收入501.18亿元，同比增长约25%，归母净利润174.02亿元，增长约30%。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
  ]),
  c(
    "f",
    M,
    "bull",
    "annual",
    "五粮液2019年营收首次突破600亿元，高端化成效显著。",
    [V("operating_revenue", "2019", "600", "亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "501.18亿元" },
  ),
  c("t", M, "fSy", "annual", "2015—2019年归母净利润由61.76亿元增至174.02亿元，连续四年增长，年复合增速约30%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    UP("net_profit", ["2015", "2016", "2017", "2018", "2019"]),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "approx" }),
  ]),
  c("t", M, "fR", "annual", "2019年经营现金流净额231.12亿元，较上年的123.17亿元接近翻倍，是当年净利润的1.3倍左右。", [
    V("operating_cash_flow", "2019", "231.12"),
    V("operating_cash_flow", "2018", "123.17"),
    G("operating_cash_flow", "2019", { size: "接近翻倍" }),
    R("operating_cash_flow", "net_profit", "2019", "1.3", { cmp: "approx" }),
  ]),
  c(
    "f",
    M,
    "tC",
    "annual",
    "五粮液资产负债率从2018年的24.36%降至2019年的28.48%，财务结构更趋保守。",
    [
      V("debt_ratio", "2018", "24.36", "%"),
      V("debt_ratio", "2019", "28.48", "%"),
      PP("debt_ratio", "2019", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "负债率上升4.12个百分点" },
  ),
  c("t", M, "tF", "annual", "2019年加权ROE为25.26%，比2018年提高约2.5个百分点，比2015年的14.93%高出10个点以上。", [
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { v: "2.5", cmp: "approx" }),
    PP("roe", "2019", { base: "2015", v: "10", cmp: "gt" }),
  ]),
  c("t", M, "fV", "valuation", "按145.22元收盘价和2019年每股收益4.48元，五粮液静态市盈率约32倍。", [
    CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32", "approx"),
  ]),
  c(
    "f",
    M,
    "fV",
    "valuation",
    "以2019年每股收益计算，五粮液静态PE约23倍，明显低于茅台。",
    [PE("2019", "23", "approx", { err: "wrong_value" }), U("与茅台PE比较未列出")],
    { err: "wrong_value", note: "约32.4倍" },
  ),
  c("t", M, "tT", "technical", "RSI14升到70附近，短线偏热；MA5>MA10>MA20>MA60，五粮液145.22元的收盘处在多头格局中。", [
    CLOSE("145.22"),
    MAORDER([5, 10, 20, 60], "bull"),
    MA(5, "above"),
    RSI("70", "approx"),
  ]),
  c("t", M, "tTr", "technical", "距52周高点147.99元不到2%，过去250个交易日涨幅约51%，年初以来涨约9%。", [
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
    RET(250, { v: "51", cmp: "approx" }),
    RET("2019-12-31", { v: "9", cmp: "approx" }),
  ]),
  c(
    "f",
    M,
    "tT",
    "technical",
    "五粮液近20日放量上攻，成交量较前20日放大三成以上。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "20日均量为前20日的0.81倍，缩量" },
  ),
  c("t", M, "vN", "annual", "2019年净利润增长约30%，属明确利好，与近20日约13%的股价涨幅相互印证。", [
    READ(G("net_profit", "2019", { v: "30", cmp: "approx" }), "positive"),
    RET(20, { v: "13", cmp: "approx" }),
  ]),
  c("u", M, "tN", "undecidable", "五粮液2020年一季度归母净利润同比增长约15%，疫情下仍保持正增长。", [
    U("五粮液季报未存储"),
  ]),
  c("u", M, "fM", "undecidable", "若普五批价稳住950元，预计五粮液2020年净利润增速仍能保持在15%以上。", [
    U("批价与预测"),
  ]),
  c("t", M, "tM", "annual", "2019年总资产1063.97亿元，首次站上千亿，是2015年525.47亿元的两倍多。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    H.MAX("total_assets", "2018", ["2015", "2016", "2017", "2018"]),
    V("total_assets", "2015", "525.47"),
    X("total_assets", "2019", "2015", { v: "2", cmp: "gt" }),
  ]),
];
