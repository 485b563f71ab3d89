// Writers who are not debate JSON points (路演 / 业绩会纪要, 公众号速读, app cards, 晨会摘要, 雪球帖), filed under the
// role that would pass such text on. Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, GDIFF, MAX, CLOSE, BAR, MA, RSI, EV, U } = H;
const nd = H.maker("b16-voice-nd", "300750");
const yd = H.maker("b16-voice-yd", "002594");
const pa = H.maker("b16-voice-pa", "601318");
const A = "2026-04-30";

export default [
  nd("t", A, "tN", "annual", "【路演纪要】管理层：2025年经营现金流约1332亿、资本开支约423亿，分红及付息现金约349亿。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    V("capex", "2025", "423", "亿", "approx"),
    V("dividends_interest_paid", "2025", "349", "亿", "approx"),
  ]),
  yd(
    "f",
    A,
    "tS",
    "quarterly",
    "【公众号速读】比亚迪2025年净利326亿、同比降19%，不过四季度单季利润逆势同比增长。",
    [
      V("net_profit", "2025", "326", "亿", "approx"),
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
      G("net_profit", "2025S4", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "四季度单季同比-38.2%" },
  ),
  pa(
    "f",
    A,
    "fSy",
    "annual",
    "【AI速读】中国平安｜2025营收10505亿(+2.1%)｜归母净利1348亿(+16.5%)",
    [
      V("revenue", "2025", "10505", "亿", "approx"),
      G("revenue", "2025", { v: "2.1", cmp: "approx" }),
      V("net_profit", "2025", "1348", "亿", "approx"),
      G("net_profit", "2025", { v: "16.5", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+6.45%" },
  ),
  nd("u", A, "fSy", "undecidable", "【AI速读】宁德时代｜一季度储能毛利率超30%｜海外收入占比约四成", [
    U("分业务毛利率与地区收入未存储"),
  ]),
  yd(
    "f",
    A,
    "tN",
    "annual",
    "【业绩会纪要】公司称2025年营收8039.65亿元再创新高，同比大增，规模持续扩张。",
    [
      V("revenue", "2025", "8039.65"),
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
      G("revenue", "2025", { size: "大增", err: "overstatement" }),
    ],
    { err: "overstatement", note: "同比+3.5%" },
  ),
  pa("t", A, "tS", "annual", "【公众号】平安年报速览：总资产近14万亿，负债率89.8%，商誉较上年减少约12%。", [
    V("total_assets", "2025", "14", "万亿", "near"),
    V("debt_ratio", "2025", "89.8", "%"),
    G("goodwill", "2025", { v: "-12", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tM",
    "annual",
    "【晨会摘要】宁德时代2025年归母净利722亿，增速较2024年提升逾30个百分点。",
    [
      V("net_profit", "2025", "722", "亿", "approx"),
      GDIFF(
        { metric: "net_profit", period: "2025" },
        { metric: "net_profit", period: "2024" },
        { v: "30", cmp: "gt", err: "wrong_value" },
      ),
    ],
    { err: "wrong_value", note: "42.3%-15.0%=27.3个百分点" },
  ),
  yd("u", A, "tS", "undecidable", "【雪球热帖】比亚迪两融余额连降两周，杠杆资金在撤，短线别接飞刀。", [
    U("两融数据未存储"),
  ]),
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "【投资者交流纪要】平安4月已公告新一轮A股回购方案，护盘意图明确。",
    [EV("repurchase", true, { from: "2026-04-01", to: "2026-04-30", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年4月无回购公告" },
  ),
  yd("t", A, "tT", "technical", "【行情卡片】比亚迪 102.98 ▼2.30%｜MA20 101.93｜RSI14 52.4", [
    CLOSE("102.98"),
    BAR("2026-04-30", "chg", { v: "-2.30" }),
    MA(20, "value", { v: "101.93" }),
    RSI("52.4", "approx"),
  ]),
];
