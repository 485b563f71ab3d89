// Writers who are not debate JSON points, filed under the role that would pass such text on: an app's 【AI速读】
// card, 公众号 summaries, a 路演 line, and the vote protocol's 消息面 lens quoting the news flow. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, MAX, EV, U } = H;
const A = "2026-04-30";
const zs = H.maker("b23-vo-zs", "600036");
const nd = H.maker("b23-vo-nd", "300750");
const by = H.maker("b23-vo-by", "002594");
const sh = H.maker("b23-vo-sh", "600028");
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  zs("t", A, "tN", "quarterly", "【AI速读】招商银行26Q1：营收869.40亿(+3.81%)｜归母净利378.52亿(+1.52%)｜ROE 3.37%", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.81" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
    V("roe", "2026Q1", "3.37", "%"),
  ]),
  zs(
    "f",
    A,
    "tS",
    "annual",
    "招行年报一图流：总资产13.07万亿、归母净利润1501.81亿、加权ROE 14.49%。",
    [
      V("total_assets", "2025", "13.07", "万亿"),
      V("net_profit", "2025", "1501.81"),
      V("roe", "2025", "14.49", "%", "eq", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "14.49%是2024年；2025年13.44%" },
  ),
  nd("t", A, "tS", "annual", "一句话看懂宁德年报：营收4237亿、净利722亿、经营现金流1332亿，三项均创2021年以来新高！", [
    V("revenue", "2025", "4237", "亿", "approx"),
    V("net_profit", "2025", "722", "亿", "approx"),
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    MAX("revenue", "2025", Y5),
    MAX("net_profit", "2025", Y5),
    MAX("operating_cash_flow", "2025", Y5),
  ]),
  by("t", A, "tN", "annual", "管理层路演口径：2025年分配股利、偿付利息支付现金141.25亿元，较2024年多出约四成。", [
    V("dividends_interest_paid", "2025", "141.25"),
    G("dividends_interest_paid", "2025", { v: "40", cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "vN",
    "announcement",
    "消息面：3月28日比亚迪同日发布回购方案与2025年度利润分配方案，双重利好。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
      EV("repurchase", true, { from: "2026-03-28", to: "2026-03-28", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "3月28日只有利润分配方案和员工持股计划公告，无回购" },
  ),
  sh("u", A, "vN", "announcement", "消息面：中国石化公告拟回购A股，回购金额上限约20亿元。", [
    U("中国石化仅收录年报公告，回购公告无从核对"),
  ]),
];
