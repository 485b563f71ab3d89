// 五粮液: FY2015-2019 only (annual, disclosed by 2020-04-30), bars 2019-01-02..2026-04-30, no notices stored.
// Dates: 2020-05-15 (FY2019 public) for the figures; 2026-04-30 for the price, where FY2025 / 2026Q1 are not stored.
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
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  MA,
  U,
  POS52,
  CAGR,
  GSTREAK,
  GDIFF,
  PAIR,
  SPAN,
  DD,
  BRK,
  MRET,
  MAHOLD,
  WEEKS,
  PE,
  MCNOW,
} = H;
const c = H.maker("b29-wl", "000858");
const O = "2020-05-15";
const A = "2026-04-30";
const Y5 = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // ---- FY2019, seen on 2020-05-15 -------------------------------------------------------------------------------
  c("t", O, "bull", "annual", "2019年营业收入501.18亿元，第一次站上500亿元台阶，同比增长约25.2%。", [
    V("operating_revenue", "2019", "501.18"),
    V("operating_revenue", "2019", "500", "亿", "gt"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    MAX("operating_revenue", "2019", Y5),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
  ]),
  c("t", O, "fE", "annual", "归母净利润174.02亿元，增速30.02%，跑在收入前面将近5个百分点。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.02" }),
    GDIFF(
      { metric: "net_profit", period: "2019" },
      { metric: "operating_revenue", period: "2019" },
      { v: "5", cmp: "near" },
    ),
  ]),
  c(
    "f",
    O,
    "tB",
    "annual",
    "2019年归母净利润再上新台阶，增长30.02%达到184.02亿元。",
    [V("net_profit", "2019", "184.02", "亿", "eq", { err: "wrong_value" }), G("net_profit", "2019", { v: "30.02" })],
    { err: "wrong_value", note: "归母净利润174.02亿元" },
  ),
  c("t", O, "tF", "annual", "ROE从2015年的14.93%年年走高至2019年的25.26%，五年间抬升了10个百分点以上。", [
    V("roe", "2015", "14.93", "%"),
    UP("roe", Y5),
    PP("roe", "2019", { base: "2015", v: "10", cmp: "gt" }),
  ]),
  c(
    "f",
    O,
    "bull",
    "annual",
    "净利润增速已连续三年保持在35%以上，高端白酒的景气一目了然。",
    [GSTREAK("net_profit", ["2017", "2018", "2019"], 35, 1e9, { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "2017 +42.58%、2018 +38.35%、2019 +30.02%" },
  ),
  c("t", O, "fR", "annual", "2019年231.12亿元的经营现金流比上年多出约88%，是归母净利润的1.33倍，回款质量明显改善。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "tA",
    "annual",
    "五粮液2019年的净利润还不到经营现金流231.12亿元的一半，现金含金量惊人。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      R("operating_cash_flow", "net_profit", "2019", "2", { cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约1.33倍" },
  ),
  c("t", O, "fR", "annual", "资产负债率从15.61%一路升到28.48%，五年里年年上行，不过绝对水平依然不高。", [
    V("debt_ratio", "2015", "15.61", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", Y5),
  ]),
  c(
    "f",
    O,
    "tB",
    "annual",
    "资产负债率较上年回落至28.48%，资产负债表更稳健了。",
    [V("debt_ratio", "2019", "28.48", "%"), PP("debt_ratio", "2019", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "24.36%→28.48%，上升" },
  ),
  c("t", O, "fSy", "annual", "总资产1063.97亿元，首次迈过千亿。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2019", "1000", "亿", "gt"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    MAX("total_assets", "2019", Y5),
  ]),
  c(
    "f",
    O,
    "fE",
    "annual",
    "30.02%的利润增速是2016年以来最快的一年。",
    [
      G("net_profit", "2019", { v: "30.02" }),
      GDIFF(
        { metric: "net_profit", period: "2019" },
        { metric: "net_profit", period: "2017" },
        { v: "0", cmp: "gt", err: "wrong_extreme" },
      ),
    ],
    { err: "wrong_extreme", note: "2017年+42.58%、2018年+38.35%更快" },
  ),
  c("t", O, "tF", "annual", "每股收益4.48元，而2015年只有1.63元，四年里增长了约1.75倍。", [
    V("basic_eps", "2019", "4.48", "元"),
    V("basic_eps", "2015", "1.63", "元"),
    G("basic_eps", "2019", { base: "2015", v: "175", cmp: "approx" }),
  ]),
  c("u", O, "fE", "undecidable", "白酒板块里，五粮液归母股东权益约17%的增幅排得上前三，年末已达742.91亿元。", [
    U("样本外同业排名"),
    V("parent_equity", "2019", "742.91"),
    G("parent_equity", "2019", { v: "17", cmp: "approx" }),
  ]),
  c("t", O, "tM", "annual", "2015到2019年，营收复合增速约23%，利润复合增速接近30%。", [
    CAGR("operating_revenue", "2015", "2019", { v: "23", cmp: "approx" }),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "near" }),
  ]),
  c(
    "f",
    O,
    "bear",
    "annual",
    "2019年营收增速较2018年放缓，只有约22%，高增长时代结束了。",
    [G("operating_revenue", "2019", { v: "22", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "2019年营收+25.20%（2018年+32.61%，放缓属实）" },
  ),
  c("t", O, "bear", "annual", "营收增速从2018年的32.61%放缓到25.20%，边际在走弱。", [
    G("operating_revenue", "2018", { v: "32.61" }),
    G("operating_revenue", "2019", { v: "25.20" }),
  ]),
  c("u", O, "tB", "annual", "2019年营收501.18亿元，其中普五量价齐升贡献了大部分增量。", [
    V("operating_revenue", "2019", "501.18"),
    U("分产品收入未存储"),
  ]),
  c("u", O, "fS", "undecidable", "经销商对千元价格带信心充足，春节动销超预期。", [U("渠道与情绪未存储")]),

  // ---- price on 2020-05-15 ---------------------------------------------------------------------------------------------
  c("t", O, "tT", "technical", "RSI14升破70进入超买区，5日、10日、20日、60日均线多头排列。", [
    RSI("70", "gt"),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
  c(
    "f",
    O,
    "tT",
    "technical",
    "5月15日收盘145.22元，创出52周收盘新高。",
    [CLOSE("145.22"), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "前一日收盘146.30元更高" },
  ),
  c("t", O, "fV", "valuation", "145.22元除以2019年每股收益4.48元，静态市盈率约32倍。", [
    CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32"),
  ]),
  c(
    "f",
    O,
    "bull",
    "valuation",
    "静态市盈率仅约25倍，性价比突出。",
    [PE("2019", "25", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "145.22/4.48≈32.4倍" },
  ),
  c("t", O, "tC", "industry", "归母净利润174.02亿元，还不到同期茅台的一半。", [
    PAIR("net_profit", "2019", "600519", { v: "0.5", cmp: "lt" }),
  ]),
  c(
    "f",
    O,
    "tB",
    "industry",
    "营收体量已追到茅台的七成左右，差距正在迅速缩小。",
    [PAIR("operating_revenue", "2019", "600519", { v: "0.7", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "501.18/854.30≈0.59" },
  ),
  c("t", O, "fV", "industry", "茅台2019年的ROE比五粮液的25.26%高出约7.8个百分点，盈利效率仍有差距。", [
    PAIR("roe", "2019", "600519", { mode: "pp", v: "-7.8", cmp: "approx" }),
  ]),

  // ---- 2026-04-30: price only; FY2025 / 2026Q1 not stored -------------------------------------------------------
  c("u", A, "bear", "annual", "2025年营收同比下滑超过一成，渠道库存仍在消化。", [U("五粮液2025年报未存储")]),
  c("u", A, "fR", "quarterly", "2026年一季度归母净利润同比下降约两成，回款明显放缓。", [U("五粮液2026年一季报未存储")]),
  c("u", A, "tS", "undecidable", "普五一批价跌破900元，价格体系承压。", [U("批价未存储")]),
  c("t", A, "tT", "technical", "收盘97.08元，紧贴52周低点97元，几乎落在一年区间的最底部。", [
    CLOSE("97.08"),
    LO52({ cond: "level", v: "97" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  c("t", A, "fM", "technical", "MA5到MA250六条均线由低到高依次排开，标准的空头排列。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "空头动能已经衰竭，RSI重新站回50以上就是证据。",
    [RSI("50", "gt", { err: "technical" })],
    {
      err: "technical",
      note: "RSI14=28.39",
    },
  ),
  c("t", A, "bear", "technical", "相较2020年末291.85元的收盘价，股价已蒸发约三分之二。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "2026年才过去四个月，五粮液就跌掉了15%以上，白酒里跌得最惨。",
    [SPAN("2025-12-31", { v: "-15", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "2025-12-31 105.94→97.08，-8.36%" },
  ),
  c("t", A, "tBe", "technical", "近60个交易日自高点回撤约12.4%，收盘价低于此前60日的任何一个收盘价。", [
    DD(60, { v: "-12.4", cmp: "approx" }),
    BRK(60, "down"),
  ]),
  c("t", A, "tT", "technical", "DIF -1.17位于DEA -0.72下方，4月20日死叉以来绿柱仍在延续。", [
    MACD("dif_value", undefined, { v: "-1.17", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "-0.72", cmp: "approx" }),
    MACD("death_cross", 9),
    MACD("dif_below_dea"),
  ]),
  c("f", A, "tA", "technical", "股价已重新站上20日均线，短线企稳信号出现。", [MA(20, "above", { err: "technical" })], {
    err: "technical",
    note: "收盘97.08低于MA20 101.81",
  }),
  c(
    "f",
    A,
    "tNe",
    "technical",
    "4月月线下跌约9%，又收一根长阴线。",
    [MRET("2026-04", { v: "-9", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "4月月线-5.99%" },
  ),
  c("u", A, "fV", "valuation", "以2025年利润计，五粮液眼下的市盈率也就13倍上下。", [MCNOW("2025", "13")]),
  c("u", A, "tN", "announcement", "公司近期公告把未来三年分红比例提高到70%。", [U("五粮液公告未存储")]),
  c("u", A, "tN", "announcement", "拟用不超过20亿元回购股份的方案在3月出炉，五粮液护盘姿态明显。", [
    U("五粮液公告未存储"),
  ]),
];
