// Writers who are not debate JSON points: a 路演 / 业绩会 transcript line, a 公众号 summary, an app's card.
// Filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, RET, CLOSE, RSI, HI52, EV, U, VOLR, POS52 } = H;
const nd = H.maker("b19-vnd", "300750");
const pa = H.maker("b19-vpa", "601318");
const sh = H.maker("b19-vsh", "600028");
const A = "2026-04-30";

export default [
  nd(
    "f",
    A,
    "tN",
    "annual",
    "【路演纪要】管理层称，2025年公司净利率达到26.27%，创下历史新高。",
    [V("net_margin", "2025", "26.27", "%", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "26.27%是毛利率；净利率18.12%" },
  ),
  pa("t", A, "tN", "annual", "【公众号速读】平安2025年营业总收入10505亿元、归母净利润1348亿元，分别增长2.1%和6.5%。", [
    V("revenue", "2025", "10505", "亿", "approx"),
    V("net_profit", "2025", "1348", "亿", "approx"),
    G("revenue", "2025", { v: "2.1" }),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "tF",
    "annual",
    "【AI速读】中国石化｜2024年营收3.07万亿元↓4.3%｜归母净利503亿元↓9.9%",
    [
      V("revenue", "2024", "3.07", "万亿", "approx"),
      G("revenue", "2024", { v: "-4.3" }),
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "-9.9", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "↓9.9%是2023年；2024年-16.8%" },
  ),
  nd("u", A, "tN", "undecidable", "【业绩会】管理层表示，2026年储能出货量目标同比增长五成以上。", [
    U("出货量与目标未存储"),
  ]),
  nd(
    "f",
    "2025-10-31",
    "tS",
    "quarterly",
    "一图看懂宁德三季报：前三季度营收2830.72亿元，同比增长17%，归母净利润490.34亿元。",
    [
      V("revenue", "2025M9", "2830.72"),
      G("revenue", "2025M9", { v: "17", cmp: "approx", err: "wrong_value" }),
      V("net_profit", "2025M9", "490.34"),
    ],
    { err: "wrong_value", note: "前三季度营收+9.3%" },
  ),
  pa("t", "2024-10-31", "tS", "technical", "【行情卡片】中国平安 55.92元｜近60日+35.3%｜20日量能较前20日翻倍有余", [
    CLOSE("55.92"),
    RET(60, { v: "35.3" }),
    VOLR({ v: "2", cmp: "gt" }),
  ]),
  pa(
    "f",
    A,
    "tN",
    "quarterly",
    "投资者交流会上提到，集团一季度末资产负债率已降到89.8%以下，较年末继续下行。",
    [
      V("debt_ratio", "2026Q1", "89.8", "%", "lt", { err: "wrong_direction" }),
      PP("debt_ratio", "2026Q1", { base: "2025", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "89.80%→89.90%，微升" },
  ),
  sh("t", A, "tT", "technical", "技术面周报：中国石化收于5.39元，14日RSI约30，在52周区间中的位置不足5%。", [
    CLOSE("5.39"),
    RSI("30", "approx"),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  nd("u", A, "tS", "undecidable", "【AI研判】宁德时代 综合评分82分｜机构关注度高｜建议逢低布局", [
    U("评分与关注度非存储事实"),
  ]),
  nd("t", A, "tF", "annual", "【业绩说明会纪要】2025年经营现金流1332亿元，年末货币资金3335亿元，负债率61.94%。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    V("cash", "2025", "3335", "亿", "approx"),
    V("debt_ratio", "2025", "61.94", "%"),
  ]),
  pa(
    "f",
    "2025-09-05",
    "tN",
    "announcement",
    "公众号消息：平安8月下旬在发布中期分红方案的同时，还公告了新一轮A股回购方案。",
    [
      EV("dividend", true, { from: "2025-08-20", to: "2025-08-31" }),
      EV("repurchase", true, { from: "2025-08-20", to: "2025-08-31", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "8月下旬只有中期利润分配方案公告" },
  ),
  nd(
    "f",
    "2025-09-05",
    "tT",
    "technical",
    "【AI速读】宁德时代 325.11元｜RSI 73 已超卖｜创52周新高",
    [CLOSE("325.11"), RSI("30", "lt", { err: "technical" }), HI52({ cond: "new_high" })],
    { err: "technical", note: "RSI 73为超买" },
  ),
];
