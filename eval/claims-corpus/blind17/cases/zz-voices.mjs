// Writers who are not debate JSON points (about 7 %): an app's 【AI速读】 / 【个股卡片】 / 【技术卡】 / 【舆情雷达】 card,
// 公众号 summaries, 路演 / 业绩会 / 投资者交流 notes, filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, RSI, MA, LO52, EV, U, SPAN, VOLR, VOL } = H;
const mt = H.maker("b17-vo-mt", "600519");
const pa = H.maker("b17-vo-pa", "601318");
const by = H.maker("b17-vo-by", "002594");
const sh = H.maker("b17-vo-sh", "600028");
const A = "2026-04-30";

export default [
  mt("t", A, "tN", "quarterly", "【AI速读·贵州茅台】一季报：ROE 10.57%｜资产负债率12.12%，较去年末再降约4.3个百分点", [
    V("roe", "2026Q1", "10.57", "%"),
    V("debt_ratio", "2026Q1", "12.12", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "-4.3", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tS",
    "technical",
    "公众号复盘｜平安近60个交易日回撤约9%，但较52周低点已反弹近三成，底部基本确认。",
    [RET(60, { v: "-9", cmp: "approx" }), LO52({ v: "30", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "距52周低点+17.45%" },
  ),
  by("t", A, "tF", "annual", "路演纪要：2025年经营现金流591亿元、资本开支1568亿元，投资活动现金净流出约1975亿元。", [
    V("operating_cash_flow", "2025", "591", "亿", "approx"),
    V("capex", "2025", "1568", "亿", "approx"),
    V("investing_cash_flow", "2025", "-1975", "亿", "approx"),
  ]),
  by("u", A, "tN", "announcement", "路演中公司表示匈牙利工厂二季度投产，全年海外销量目标80万辆。", [
    U("经营计划与销量目标未存储"),
  ]),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "【个股卡片】中国石化 收5.39元｜RSI 30｜年内-12.8%｜站稳20日线",
    [RSI("30", "approx"), SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "收盘5.39低于MA20 5.63" },
  ),
  mt(
    "t",
    A,
    "fSy",
    "annual",
    "一图看懂｜茅台2025年分红付息现金672亿元，约为归母净利的82%，比2024年的710亿元有所减少。",
    [
      V("dividends_interest_paid", "2025", "672", "亿", "approx"),
      R("dividends_interest_paid", "net_profit", "2025", "82", { u: "%", cmp: "approx" }),
      V("dividends_interest_paid", "2024", "710", "亿", "approx"),
      G("dividends_interest_paid", "2025", { dir: "down" }),
    ],
  ),
  pa(
    "t",
    "2026-03-31",
    "tN",
    "announcement",
    "早报｜中国平安：2025年归母净利1347.8亿元、增6.5%，3月27日同步公告年度利润分配方案。",
    [
      V("net_profit", "2025", "1347.8"),
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "利润分配" }),
    ],
  ),
  by(
    "f",
    A,
    "bull",
    "annual",
    "业绩会速记：2025年毛利率17.74%，较2024年提升约1.7个百分点，降本成效显现。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      PP("gross_margin", "2025", { v: "1.7", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2024年19.44%下降1.70个百分点" },
  ),
  mt("u", A, "fSy", "technical", "【舆情雷达】茅台近7日舆情热度上升42%，负面声量占比降到18%。", [U("舆情数据未存储")]),
  mt("t", "2025-10-31", "tT", "technical", "【技术卡】茅台10/31收1430.01｜近120日-8.0%｜20日均量约为前20日的0.97倍", [
    RET(120, { v: "-8.0", cmp: "approx" }),
    VOLR({ v: "0.97", cmp: "approx" }),
    VOL("flat"),
  ]),
  mt(
    "f",
    "2025-09-05",
    "fSy",
    "quarterly",
    "半年报速递｜茅台上半年ROE 17.89%，已超过2024年全年36.02%的一半，盈利效率不减。",
    [
      V("roe", "2025H1", "17.89", "%"),
      V("roe", "2024", "36.02", "%"),
      R("roe", "roe", "2025H1", "0.5", { cmp: "gt", denPeriod: "2024", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "17.89/36.02=0.497，不到一半" },
  ),
  pa("t", "2025-04-30", "tN", "annual", "投资者交流纪要：2024年归母净利1266亿元，经营现金流3825亿元，约为净利的3倍。", [
    V("net_profit", "2024", "1266", "亿", "approx"),
    V("operating_cash_flow", "2024", "3825", "亿", "approx"),
    R("operating_cash_flow", "net_profit", "2024", "3", { cmp: "approx" }),
  ]),
  by(
    "f",
    "2025-04-30",
    "vN",
    "announcement",
    "消息面：比亚迪4月公告回购并注销A股股份，叠加分红方案，偏多。",
    [
      EV("repurchase", true, { from: "2025-04-01", err: "nonexistent_event" }),
      EV("dividend", true, { from: "2025-04-01" }),
    ],
    { err: "nonexistent_event", note: "无回购公告，4月只有利润分配及转增方案" },
  ),
];
