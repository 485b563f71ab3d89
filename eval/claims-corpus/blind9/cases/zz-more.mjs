// More one-error points on other dates (2025-04-30: FY2024 and 2025Q1 public; 2025-10-31), PE at a close, balance
// sheet changes, streaks with a size, and a few more sentences the stored data cannot decide.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, CLOSE, MA, RSI, U, D, GSTREAK, QOQ, MCNOW, PE } = H;
const A = "2026-04-30";
const P = "2025-04-30";
const O = "2025-10-31";
const mk = (p, t) => {
  const c = H.maker(`b9-m${p}`, t);
  return {
    T: (a, r, k, s, sp, o) => c("t", a, r, k, s, sp, o),
    F: (e, a, r, k, s, sp, note) => c("f", a, r, k, s, sp, { err: e, note }),
    N: (a, r, k, s, sp) => c("u", a, r, k, s, sp),
  };
};
const mt = mk("mt", "600519");
const nd = mk("nd", "300750");
const by = mk("by", "002594");
const zs = mk("zs", "600036");
const pa = mk("pa", "601318");
const sh = mk("sh", "600028");
const wl = mk("wl", "000858");

export default [
  mt.T(P, "fE", "quarterly", "2025年一季度归母净利润268.47亿元，同比增长约11.6%，营业收入同比增长约10.5%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
  ]),
  mt.F(
    "wrong_value",
    P,
    "bull",
    "quarterly",
    "2025年一季度归母净利润268.47亿元，同比增长约15.4%，延续去年的增速。",
    [
      G("net_profit", "2025Q1", { v: "15.4", cmp: "approx", err: "wrong_value" }),
      G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    ],
    "一季度+11.56%；15.4%是2024年全年",
  ),
  mt.T(P, "fSy", "annual", "2020至2024年营业总收入连续五年保持两位数增长，2024年为1741.44亿元。", [
    GSTREAK("revenue", ["2020", "2021", "2022", "2023", "2024"], 10, 100),
    V("revenue", "2024", "1741.44"),
  ]),
  mt.F(
    "wrong_magnitude",
    P,
    "fSy",
    "annual",
    "2020至2024年营业总收入连续五年增长15%以上。",
    [GSTREAK("revenue", ["2020", "2021", "2022", "2023", "2024"], 15, 100, { err: "wrong_magnitude" })],
    "2020年10.3%、2021年11.7%",
  ),
  nd.F(
    "wrong_direction",
    P,
    "bull",
    "quarterly",
    "2025年一季度归母净利润139.63亿元，环比2024年四季度继续增长。",
    [V("net_profit", "2025Q1", "139.63"), QOQ("net_profit", "2025Q1", "2024S4", { dir: "up", err: "wrong_direction" })],
    "四季度147.44亿元，环比下降",
  ),
  nd.N(P, "bear", "undecidable", "2025年一季度归母净利润139.63亿元，同比增速较2024年一季度明显放缓。", [
    V("net_profit", "2025Q1", "139.63"),
    U("2024年一季度未存储"),
  ]),
  by.T(P, "bear", "quarterly", "2025年一季度营收1703.60亿元，较2024年四季度的2748.51亿元环比下降约38%。", [
    V("revenue", "2025Q1", "1703.60"),
    QOQ("revenue", "2025Q1", "2024S4", { v: "-38", cmp: "approx" }),
  ]),
  nd.F(
    "wrong_extreme",
    A,
    "fSy",
    "annual",
    "2023年营收4009.17亿元，至今仍是公司历史最高收入。",
    [MAX("revenue", "2023", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" })],
    "2025年4237.02亿元更高",
  ),
  by.F(
    "wrong_extreme",
    A,
    "fR",
    "annual",
    "资产负债率在2022年达到75.42%的峰值后逐年回落。",
    [MAX("debt_ratio", "2022", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" })],
    "峰值是2023年77.86%",
  ),
  by.T(
    A,
    "fR",
    "annual",
    "资产负债率由2023年末的77.86%（近五年年末最高）回落至2025年末的70.74%，两年下降约7.1个百分点。",
    [
      V("debt_ratio", "2023", "77.86", "%"),
      V("debt_ratio", "2025", "70.74", "%"),
      MAX("debt_ratio", "2023", ["2021", "2022", "2023", "2024", "2025"]),
      PP("debt_ratio", "2025", { base: "2023", v: "-7.1", cmp: "approx" }),
    ],
  ),
  zs.F(
    "wrong_value",
    A,
    "fV",
    "valuation",
    "以2025年每股收益5.70元计算，现价对应市盈率约8.7倍。",
    [PE("2025", "8.7", "approx", { err: "wrong_value" })],
    "约6.7倍",
  ),
  nd.T(A, "fV", "valuation", "按4月30日收盘价与2025年归母净利润测算，公司市盈率约27.5倍。", [MCNOW("2025", "27.5")]),
  nd.F(
    "wrong_value",
    A,
    "tP",
    "valuation",
    "按最新收盘价和2025年归母净利润计算，宁德时代市盈率不足20倍。",
    [MCNOW("2025", "20", "lt", { err: "wrong_value" })],
    "约27.5倍",
  ),
  mt.T(A, "fV", "valuation", "以最新收盘价计算，茅台对应2025年归母净利润的市盈率约21倍。", [MCNOW("2025", "21")]),
  pa.T(A, "fV", "valuation", "按收盘59.37元与2025年归母净利润1347.78亿元测算，平安市盈率约8倍。", [
    CLOSE("59.37"),
    MCNOW("2025", "8"),
  ]),
  sh.T(P, "tBe", "annual", "2023年归母净利润604.63亿元，较2021年的712.08亿元下降约15%。", [
    G("net_profit", "2023", { base: "2021", v: "-15", cmp: "approx" }),
  ]),
  sh.F(
    "wrong_base_year",
    P,
    "tBe",
    "annual",
    "2023年归母净利润604.63亿元，同比下降约15%。",
    [G("net_profit", "2023", { v: "-15", cmp: "approx", err: "wrong_base_year" })],
    "同比-9.87%；-15%是较2021年",
  ),
  wl.F(
    "wrong_ratio",
    "2020-05-15",
    "fE",
    "annual",
    "2019年经营现金流231.12亿元，已超过当年营收的一半。",
    [R("operating_cash_flow", "operating_revenue", "2019", "50", { u: "%", cmp: "gt", err: "wrong_ratio" })],
    "约46%",
  ),
  by.F(
    "technical",
    O,
    "fS",
    "technical",
    "10月底RSI已跌破30，进入超卖区。",
    [RSI("30", "lt", { err: "technical" })],
    "RSI14约33.2",
  ),
  nd.T(O, "tT", "technical", "10月31日收盘388.77元，站上MA60、MA120和MA250，中长期趋势向上。", [
    CLOSE("388.77"),
    MA(60, "above"),
    MA(120, "above"),
    MA(250, "above"),
  ]),
  mt.T(A, "fE", "quarterly", "2026年一季度ROE为10.57%，较上年同期的10.92%下降0.35个百分点。", [
    V("roe", "2026Q1", "10.57", "%"),
    PP("roe", "2026Q1", { base: "2025Q1", v: "-0.35" }),
  ]),
  mt.F(
    "wrong_direction",
    A,
    "bull",
    "quarterly",
    "2026年一季度ROE为10.57%，同比提升0.35个百分点。",
    [PP("roe", "2026Q1", { base: "2025Q1", v: "0.35", err: "wrong_direction" })],
    "同比下降",
  ),
  zs.T(A, "tF", "quarterly", "一季度末每股净资产44.90元，较2025年末的43.43元增加1.47元。", [
    V("bps", "2026Q1", "44.90", "元"),
    D("bps", "2026Q1", { base: "2025", u: "元", v: "1.47" }),
  ]),
  pa.T(A, "tF", "annual", "2025年末货币资金7456.79亿元，较上年末增加约622亿元。", [
    V("cash", "2025", "7456.79"),
    D("cash", "2025", { v: "622", cmp: "approx" }),
  ]),
  pa.F(
    "wrong_value",
    A,
    "tB",
    "annual",
    "2025年末货币资金7456.79亿元，较上年末增加逾千亿元，流动性显著增强。",
    [D("cash", "2025", { v: "1000", cmp: "gt", err: "wrong_value" })],
    "增加约622亿元",
  ),
  mt.N(A, "tN", "undecidable", "一季度系列酒收入同比增长超20%，茅台1935放量明显。", [U("分产品收入")]),
  nd.N(A, "fE", "undecidable", "2025年境外收入占比提升至约三成，海外毛利率高于国内。", [U("分地区")]),
  by.N(A, "fE", "undecidable", "2025年单车净利约7000元，较2024年下降约三成。", [U("单车指标")]),
  zs.N(A, "fR", "undecidable", "零售贷款不良率上升至1.1%，信用卡风险仍在暴露。", [U("不良率")]),
  sh.N(A, "fE", "undecidable", "2026年一季度归母净利润同比下降约三成，油价下跌拖累上游。", [U("石化季报未存储")]),
  wl.N(A, "fV", "undecidable", "按2025年净利润计算，五粮液市盈率已降至12倍左右。", [U("2025年利润未存储")]),
];
