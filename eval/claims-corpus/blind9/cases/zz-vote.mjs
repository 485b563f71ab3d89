// The vote protocol's voters (voter_1 基本面, voter_2 技术面, voter_3 消息面): one stance word and one or two facts.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, RET, CLOSE, MA, RSI, MACD, LO52, U, IND, MAX, GSTREAK, EV, READ, UP } = H;
const A = "2026-04-30";
const P = "2025-04-30";
const E = "2020-05-15";
const mk = (p, t) => {
  const c = H.maker(`b9-x${p}`, t);
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
  mt.F(
    "wrong_value",
    A,
    "vF",
    "annual",
    "看空：2025年经营现金流615.22亿元，同比下降约43%，现金创造能力明显走弱。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { v: "-43", cmp: "approx", err: "wrong_value" }),
    ],
    "约-33.5%",
  ),
  nd.F(
    "wrong_base_year",
    A,
    "vF",
    "annual",
    "看多：2025年归母净利润722.01亿元，较2023年增长42.28%。",
    [G("net_profit", "2025", { base: "2023", v: "42.28", err: "wrong_base_year" })],
    "42.28%是较2024年；较2023年+63.6%",
  ),
  by.F(
    "wrong_value",
    A,
    "vF",
    "annual",
    "看空：2025年毛利率17.74%，同比下滑约2.7个百分点。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      PP("gross_margin", "2025", { v: "-2.7", cmp: "approx", err: "wrong_value" }),
    ],
    "下滑1.70个百分点",
  ),
  zs.F(
    "wrong_direction",
    A,
    "vF",
    "annual",
    "看多：2025年归母净利润同比增长1.21%，已连续五年正增长，ROE也有所回升。",
    [
      G("net_profit", "2025", { v: "1.21" }),
      GSTREAK("net_profit", ["2021", "2022", "2023", "2024", "2025"], 0, 1000),
      PP("roe", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    "ROE下降1.05个百分点",
  ),
  pa.F(
    "wrong_value",
    A,
    "vF",
    "annual",
    "看多：2025年归母净利润1347.78亿元，较2022年增长约40%，走出低谷。",
    [G("net_profit", "2025", { base: "2022", v: "40", cmp: "approx", err: "wrong_value" })],
    "约+60.9%",
  ),
  sh.F(
    "wrong_value",
    P,
    "vF",
    "annual",
    "看空：2024年毛利率15.47%，同比下降约1.2个百分点，炼化价差收窄。",
    [PP("gross_margin", "2024", { v: "-1.2", cmp: "approx", err: "wrong_value" }), U("炼化价差")],
    "下降0.18个百分点",
  ),
  zs.F(
    "industry_sense",
    A,
    "vF",
    "industry",
    "看空：资产负债率90.43%，杠杆偏高，偿债能力存疑。",
    [V("debt_ratio", "2026Q1", "90.43", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    "银行常态",
  ),
  mt.F(
    "stance",
    A,
    "vF",
    "quarterly",
    "看空：一季度经营现金流269.10亿元、同比增长逾两倍，说明回款质量恶化。",
    [READ(G("operating_cash_flow", "2026Q1", { base: "2025Q1", v: "200", cmp: "gt" }), "negative", { err: "stance" })],
    "现金流大增读作恶化",
  ),
  wl.T(E, "vF", "annual", "看多：2019年ROE 25.26%，为2015年以来最高，盈利能力持续改善。", [
    V("roe", "2019", "25.26", "%"),
    MAX("roe", "2019", ["2015", "2016", "2017", "2018", "2019"]),
    UP("roe", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  mt.F(
    "technical",
    A,
    "vT",
    "technical",
    "看空：股价已跌破52周低点1322元，创一年新低。",
    [LO52({ cond: "new_low", err: "technical" })],
    "收盘1384.79元",
  ),
  nd.F(
    "technical",
    A,
    "vT",
    "technical",
    "看多：RSI(14)约56，近20日上涨7.47%，MACD刚刚形成金叉。",
    [RSI("56", "approx"), RET(20, { v: "7.47" }), MACD("golden_cross", 5, { err: "technical" })],
    "4月28日为死叉",
  ),
  by.F(
    "technical",
    A,
    "vT",
    "technical",
    "看多：股价站上120日均线，60日涨幅约21%。",
    [MA(120, "above"), RET(60, { v: "21", cmp: "approx", err: "technical" })],
    "60日+12.17%",
  ),
  zs.F(
    "technical",
    A,
    "vT",
    "technical",
    "看空：近5日下跌3.87%，RSI(14)已跌破30。",
    [RET(5, { v: "-3.87" }), RSI("30", "lt", { err: "technical" })],
    "RSI约36",
  ),
  wl.F(
    "technical",
    E,
    "vT",
    "technical",
    "看空：RSI约70已超买，且股价跌破20日均线。",
    [RSI("70", "approx"), MA(20, "below", { err: "technical" })],
    "收盘高于MA20",
  ),
  sh.T(P, "vT", "technical", "中性：4月16日MACD金叉，但股价5.66元仍在250日均线下方。", [
    MACD("golden_cross", 12),
    CLOSE("5.66"),
    MA(250, "below"),
  ]),
  pa.F(
    "nonexistent_event",
    A,
    "vN",
    "announcement",
    "看多：公司2026年4月公告新的A股回购方案。",
    [EV("repurchase", true, { from: "2026-04-01", err: "nonexistent_event" })],
    "4月无回购公告",
  ),
  nd.F(
    "nonexistent_event",
    A,
    "vN",
    "announcement",
    "看多：4月7日公告回购结果的同时，公司宣布启动定增募资。",
    [
      EV("repurchase", true, { from: "2026-04-07" }),
      EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" }),
    ],
    "无定增公告",
  ),
  by.F(
    "nonexistent_event",
    A,
    "vN",
    "announcement",
    "看多：3月底公司公告2025年员工持股计划第一个锁定期解锁条件已经成就。",
    [EV("equity_incentive", true, { from: "2026-03-01", title: "条件成就", err: "nonexistent_event" })],
    "公告为未成就",
  ),
  sh.N(A, "vN", "undecidable", "消息面：公司宣布2025年末期每股派息0.14元，股息率约5%。", [U("石化仅存储年报公告")]),
  mt.N(A, "vN", "undecidable", "消息面：茅台4月上调飞天出厂价，利好业绩。", [U("提价公告不在存储中")]),
  pa.N(A, "vT", "undecidable", "看多：北向资金连续五日净买入平安。", [U("资金流向")]),
  nd.N(A, "vT", "undecidable", "看多：5月首周放量突破460元，创历史新高。", [U("晚于存储日线")]),
];
