// Points dated before 2026-04-30: 贵州茅台 on 2025-10-31 (nine months 2025), 2025-09-05 (H1 2025), 2025-04-30
// (FY2024 and 2025Q1) and 2020-05-15 (FY2019, no bars yet); 中国平安 on 2025-04-30 and 2025-10-31 (FY2024; its 2025
// quarters are not stored).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, CLOSE, MA, MACD, LO52, HI52, EV, IND, U, PE, PAIR, VOL, VOLR, QOQ } = H;
const m = H.maker("b24-lmt", "600519");
const p = H.maker("b24-lpa", "601318");
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";
const F = "2020-05-15";

export default [
  // ---- 贵州茅台, 2025-10-31 ----
  m("t", O, "fE", "quarterly", "前三季度归母净利润646.27亿元，同比增长约6.2%，增速较上半年的8.9%继续放缓。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
  ]),
  m(
    "f",
    O,
    "fE",
    "quarterly",
    "前三季度营业收入同比增长9.1%，与上半年增速持平。",
    [G("operating_revenue", "2025M9", { v: "9.1", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "9.10%是上半年增速；前三季度为6.36%" },
  ),
  m(
    "f",
    O,
    "bear",
    "quarterly",
    "三季度归母净利润约646亿元，环比二季度并无起色。",
    [V("net_profit", "2025S3", "646", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "646亿元为前三季度累计；三季度单季192.24亿元" },
  ),
  m("t", O, "bull", "quarterly", "三季度单季归母净利润192.24亿元，较二季度的185.55亿元环比增长约3.6%。", [
    V("net_profit", "2025S3", "192.24"),
    V("net_profit", "2025S2", "185.55"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "3.6", cmp: "approx" }),
  ]),
  m(
    "u",
    O,
    "tF",
    "quarterly",
    "三季度单季营收同比仅增长约0.3%，增长几乎停滞。",
    [G("operating_revenue", "2025S3", { v: "0.3", cmp: "approx" })],
    { note: "单季营收与上年同期均未存储" },
  ),
  m(
    "f",
    O,
    "tC",
    "quarterly",
    "前三季度经营现金流381.97亿元，已超过同期归母净利润。",
    [
      V("operating_cash_flow", "2025M9", "381.97"),
      R("operating_cash_flow", "net_profit", "2025M9", "1", { cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约为归母净利润的59%" },
  ),
  m("t", O, "tT", "technical", "10月28日MACD死叉，收盘1430.01元低于5日至250日各条均线。", [
    MACD("death_cross", 5),
    CLOSE("1430.01"),
    ...[5, 10, 20, 60, 120, 250].map((n) => MA(n, "below")),
  ]),
  m(
    "f",
    O,
    "tT",
    "technical",
    "股价距52周低点已不足1%，随时可能破位。",
    [LO52({ v: "1", cmp: "lt", err: "wrong_value" })],
    { err: "wrong_value", note: "较52周低点1400元高2.14%" },
  ),

  // ---- 贵州茅台, 2025-09-05 ----
  m("t", S, "fE", "quarterly", "上半年归母净利润454.03亿元，同比增长约8.9%；其中二季度单季185.55亿元。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    V("net_profit", "2025S2", "185.55"),
  ]),
  m(
    "f",
    S,
    "fQ",
    "quarterly",
    "上半年经营现金流131.19亿元，约为同期归母净利润的一半。",
    [
      V("operating_cash_flow", "2025H1", "131.19"),
      R("operating_cash_flow", "net_profit", "2025H1", "50", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约28.9%" },
  ),
  m("t", S, "tS", "technical", "9月5日收盘1483元，近20日均量约为前20日的1.5倍，量能明显放大。", [
    CLOSE("1483"),
    VOLR({ v: "1.5", cmp: "approx" }),
    VOL("expand_strong"),
  ]),
  m(
    "f",
    S,
    "tT",
    "technical",
    "9月初茅台仍运行在120日均线上方，中期趋势完好。",
    [MA(120, "above", { err: "technical" })],
    { err: "technical", note: "收盘1483低于MA120 1497.30" },
  ),
  m("u", S, "tN", "undecidable", "中报显示茅台直销渠道收入占比升至约46%。", [U("分渠道收入未存储")]),

  // ---- 贵州茅台, 2025-04-30 ----
  m("t", P, "tF", "annual", "2024年归母净利润862.28亿元，同比增长约15.4%；营业总收入1741.44亿元，增约15.7%。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
  ]),
  m(
    "f",
    P,
    "fQ",
    "annual",
    "2024年ROE 36.02%，较2019年的33.09%有所下滑。",
    [
      V("roe", "2024", "36.02", "%"),
      PAIR("roe", "2024", undefined, { period2: "2019", mode: "lt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "36.02%高于33.09%" },
  ),
  m(
    "f",
    P,
    "bull",
    "annual",
    "2024年经营现金流比2023年多出约160亿元，达到924.64亿元。",
    [
      H.D("operating_cash_flow", "2024", { v: "160", cmp: "approx", err: "wrong_value" }),
      V("operating_cash_flow", "2024", "924.64"),
    ],
    { err: "wrong_value", note: "实际多出258.71亿元（同比+38.85%）" },
  ),
  m("t", P, "tT", "technical", "4月30日收盘1547元，60个交易日累计上涨约7.8%，站在250日均线1522元上方。", [
    CLOSE("1547"),
    RET(60, { v: "7.8", cmp: "approx" }),
    MA(250, "above"),
    MA(250, "value", { v: "1522" }),
  ]),
  m(
    "f",
    P,
    "tT",
    "technical",
    "MACD的DIF仍位于DEA上方，多头格局未变。",
    [MACD("dif_above_dea", null, { err: "technical" })],
    { err: "technical", note: "DIF -0.15，DEA 2.29" },
  ),
  m("u", P, "fM", "undecidable", "公司2025年营收增长目标约9%，完成难度不大。", [U("经营目标未存储")]),
  m("u", P, "fM", "quarterly", "2025年一季度营收同比增长约10.5%，但预计二季度增速将放缓至个位数。", [
    G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
    U("对二季度的预测"),
  ]),

  // ---- 贵州茅台, 2020-05-15 (no bars stored yet) ----
  m("t", F, "fE", "annual", "2019年茅台营业总收入888.54亿元，归母净利润412.06亿元，销售净利率49.49%。", [
    V("revenue", "2019", "888.54"),
    V("net_profit", "2019", "412.06"),
    V("net_margin", "2019", "49.49", "%"),
  ]),
  m(
    "u",
    F,
    "fV",
    "valuation",
    "5月15日茅台收盘站上1300元，约为2019年每股收益32.80元的40倍。",
    [CLOSE("1300", "gt"), V("basic_eps", "2019", "32.80", "元"), PE("2019", "40")],
    { note: "2020-05-15无茅台日线" },
  ),
  m(
    "f",
    F,
    "fS",
    "annual",
    "2019年茅台毛利率约85%，高端定价权稳固。",
    [V("gross_margin", "2019", "85", "%", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "2019年毛利率91.30%" },
  ),

  // ---- 中国平安 ----
  p("t", P, "tF", "annual", "2024年利润弹性很大：归母净利润增幅近五成，达到1266.07亿元。", [
    G("net_profit", "2024", { v: "50", cmp: "near" }),
    V("net_profit", "2024", "1266.07"),
  ]),
  p(
    "f",
    P,
    "tBe",
    "annual",
    "2024年营业收入10289.25亿元，同比下降约12.6%，收入端持续萎缩。",
    [V("revenue", "2024", "10289.25"), G("revenue", "2024", { v: "-12.6", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+12.60%" },
  ),
  p("u", P, "fM", "quarterly", "2025年一季度平安归母净利润同比下降约26%。", [
    G("net_profit", "2025Q1", { v: "-26", cmp: "approx" }),
  ]),
  p(
    "f",
    P,
    "tT",
    "technical",
    "4月末平安收盘价较120日均线高出约2%，中期趋势转多。",
    [H.BIAS(120, { v: "2", cmp: "approx", err: "technical" })],
    { err: "technical", note: "收盘50.71低于MA120 52.22，BIAS120约-2.9%" },
  ),
  p(
    "f",
    P,
    "tN",
    "announcement",
    "2025年4月平安发布公告，宣布启动新一轮A股回购计划。",
    [EV("repurchase", true, { from: "2025-04-01", to: "2025-04-30", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2025年4月无回购类公告（3月20日、5月14日为注销已回购股份，非新回购计划）" },
  ),
  p("u", O, "fE", "quarterly", "前三季度平安归母净利润同比增长约11%。", [
    G("net_profit", "2025M9", { v: "11", cmp: "approx" }),
  ]),
  p("t", O, "tT", "technical", "10月14日MACD金叉，收盘57.83元站在250日线54.47元上方。", [
    MACD("golden_cross", 15),
    CLOSE("57.83"),
    MA(250, "above"),
    MA(250, "value", { v: "54.47" }),
  ]),
  p(
    "f",
    O,
    "tS",
    "technical",
    "近一年最高价61.49元，10月31日收盘57.83元，已不到高点的九成。",
    [HI52({ cond: "level", v: "61.49" }), CLOSE("57.83"), HI52({ v: "-10", cmp: "lt", err: "wrong_value" })],
    { err: "wrong_value", note: "距52周高点-5.95%" },
  ),
  p(
    "f",
    O,
    "fR",
    "industry",
    "截至2024年末资产负债率89.93%，远高于一般企业，需警惕偿债风险。",
    [V("debt_ratio", "2024", "89.93", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险集团高负债率属行业常态" },
  ),
];
