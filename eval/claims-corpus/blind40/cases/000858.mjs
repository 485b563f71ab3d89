// 五粮液: annual FY2015-2019 only (网易财经), no quarters, no notices at all; bars 2019-01-02..2026-04-30;
// the 2025-07-04 snapshot. On 2026-04-30 anything after FY2019 is undecidable; technicals are decided.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
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
  CAGR,
  X,
  MCNOW,
  SNAP,
  SNAPDIV,
  MCPE,
  POS52,
  BIAS,
  DD,
  SPAN,
  BRK,
  MAHOLD,
  WEEKS,
  MRET,
  HILO,
  MAXDAY,
  UPDAYS,
  READ,
  PAIR,
} = H;
const c = H.maker("b40-wl", "000858");
const A = "2026-04-30";

export default [
  // ---- technical on 2026-04-30 ---------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘97.08元，5、10、20、60、120、250日均线自下而上依次排开，标准的空头排列。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(5, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价97元附近已重新站上20日均线，短期底部基本确认。",
    [CLOSE("97", "approx"), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "MA20 101.81元，收盘在其下" },
  ),
  c("t", A, "fM", "technical", "RSI(14)跌到28.4，进入30以下的超卖区，DIF -1.17仍在DEA下方。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
    MACD("dif_value", undefined, { v: "-1.17", cmp: "approx" }),
    MACD("dif_below_dea"),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "RSI回升到45附近，已经脱离超卖，技术性反弹随时展开。",
    [RSI("45", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14 28.39" },
  ),
  c("t", A, "tTr", "technical", "较52周高点137.18元已跌去约29%，收盘价贴着97元的年内低点，处在区间最底部。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "52周最高价约147元，现价较高点回落超过三成。",
    [
      HI52({ cond: "level", v: "147", cmp: "approx", err: "wrong_value" }),
      HI52({ v: "-30", cmp: "lt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "52周最高137.18元，回落29.23%" },
  ),
  c("t", A, "bear", "technical", "今年以来股价从105.94元跌到97.08元，跌幅约8.4%；较2024年末的140元已跌去三成。", [
    CLOSE("105.94", "eq", { date: "2025-12-31" }),
    CLOSE("97.08"),
    SPAN("2025-12-31", { v: "-8.4", cmp: "approx" }),
    CLOSE("140", "approx", { date: "2024-12-31" }),
    SPAN("2024-12-31", { v: "-30", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "近一年股价跌幅约26%，但相比2024年底已小幅反弹。",
    [RET(250, { v: "-26", cmp: "approx" }), SPAN("2024-12-31", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2024年末-30.68%" },
  ),
  c("t", A, "tC", "technical", "收盘跌破此前60个交易日的所有收盘价，60日回撤约12%，趋势仍在向下。", [
    BRK(60, "down"),
    DD(60, { v: "-12", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "technical", "近20日下跌7%，成交量较前20日略放大约7%，属放量下跌。", [
    RET(20, { v: "-7", cmp: "approx" }),
    H.VOLR({ v: "1.07", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "technical",
    "近20日成交量较前20日缩减一成以上，抛压在衰竭。",
    [VOL("shrink", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.068，放量" },
  ),
  c("t", A, "fS", "technical", "4月20日MACD再度死叉，此后股价又下跌了约4%。", [
    MACD("dead_cross", 9),
    SPAN("2026-04-20", { v: "-4", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "股价低于20日均线约4.7%、低于年线逾16%，负乖离已到较极端水平。", [
    BIAS(20, { v: "-4.7", cmp: "approx" }),
    BIAS(250, { v: "-16", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "收盘97.08元创52周收盘新低，但年线116元只高出股价约5%，回归并不远。",
    [
      LO52({ cond: "new_low" }),
      MA(250, "value", { v: "116", cmp: "approx" }),
      BIAS(250, { v: "-5", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "负乖离约-16.7%" },
  ),
  c("t", A, "tP", "technical", "近60个交易日跌约3.9%，近120个交易日跌约18%，跌幅大半出在前一个60日。", [
    RET(60, { v: "-3.9", cmp: "approx" }),
    RET(120, { v: "-18", cmp: "approx" }),
    // 前一个60日 (2025-10-31 → 2026-01-27) 跌幅超过18%的一半.
    SPAN("2025-10-31", { to: "2026-01-27", v: "-9", cmp: "lt" }),
  ]),
  // ---- what the stored years decide --------------------------------------------------------------------------
  c("t", A, "fE", "annual", "按库里最近的年报，2019年营业收入501.18亿元、同比增约25%，首次站上500亿。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
    MAX("operating_revenue", "2019", ["2015", "2016", "2017", "2018", "2019"]),
    V("operating_revenue", "2018", "500", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2019年归母净利润174.02亿元，同比增长约25%，与收入增速同步。",
    [V("net_profit", "2019", "174.02"), G("net_profit", "2019", { v: "25", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "净利润+30.02%；25%是收入增速" },
  ),
  c("t", A, "tF", "annual", "2015到2019年归母净利润由61.76亿增至174.02亿，四年复合增速约30%，五年利润逐年走高。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "approx" }),
    UP("net_profit", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  c("t", A, "tF", "annual", "ROE从2015年的14.93%逐年升到2019年的25.26%，负债率28.48%也处五年最高。", [
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
    UP("roe", ["2015", "2016", "2017", "2018", "2019"]),
    V("debt_ratio", "2019", "28.48", "%"),
    MAX("debt_ratio", "2019", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2019年经营现金流231亿元，同比增长约47%，利润的现金含量明显提升。",
    [
      V("operating_cash_flow", "2019", "231"),
      G("operating_cash_flow", "2019", { v: "47", cmp: "approx", err: "wrong_magnitude" }),
      // 现金含量提升: 现金流增速快于净利润增速.
      H.GDIFF(
        { metric: "operating_cash_flow", period: "2019" },
        { metric: "net_profit", period: "2019" },
        { v: "0", cmp: "gt" },
      ),
    ],
    { err: "wrong_magnitude", note: "同比+87.64%" },
  ),
  // ---- valuation -----------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "去年7月快照市净率3.15倍，收盘120.39元，倒推每股净资产约38元。", [
    SNAP("pb", "3.15", "x", "eq"),
    CLOSE("120.39", "eq", { date: "2025-07-04" }),
    SNAPDIV("pb", "38", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "7月快照总市值约5673亿元，市净率3.15倍。",
    [SNAP("marketCap", "5673", "亿", "approx", { err: "wrong_value" }), SNAP("pb", "3.15", "x", "eq")],
    { err: "wrong_value", note: "总市值4673.07亿" },
  ),
  c("u", A, "fV", "valuation", "按2025年盈利算，当前PE只有13倍左右，股息率超过4%，估值见底。", [
    U("2025年利润库中未存储"),
  ]),
  // ---- undecidable ---------------------------------------------------------------------------------------------
  c("u", A, "bear", "undecidable", "2025年营收同比下滑约15%，普五批价跌破800元，渠道库存高企。", [
    U("2025年财报与批价库中无"),
  ]),
  c("u", A, "bull", "undecidable", "2026年一季度归母净利同比回正，渠道去库存已近尾声。", [U("五粮液季报库中无")]),
  c("u", A, "tN", "undecidable", "公司公告拟以不低于20亿元回购股份用于注销。", [U("五粮液公告库中未收录")]),
  c("u", A, "tS", "undecidable", "白酒板块资金连续五周净流出，五粮液融资余额降至年内新低。", [
    U("资金流与融资余额库中无"),
  ]),
  c("u", A, "tM", "undecidable", "对比泸州老窖、山西汾酒，五粮液的收入增速已落到行业后段。", [U("同业公司不在样本中")]),
  c("u", A, "vF", "undecidable", "2025年分红率提升至70%，每股派息超过5元。", [U("2025年分红数据库中无")]),
];
