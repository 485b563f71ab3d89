// Rebuttals that correct the other side, vote lenses, one-slip points and open points across the four companies.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, X, RET, RSI, MA, LO52, EV, U, CLOSE } = H;
const mt = H.maker("b17-rb-mt", "600519");
const pa = H.maker("b17-rb-pa", "601318");
const by = H.maker("b17-rb-by", "002594");
const sh = H.maker("b17-rb-sh", "600028");
const A = "2026-04-30";
const O = "2025-10-31";

export default [
  pa(
    "f",
    A,
    "bull",
    "annual",
    "资产负债率从89.93%降到89.80%，一年压降超过1个百分点，去杠杆成效明显。",
    [
      V("debt_ratio", "2024", "89.93", "%"),
      V("debt_ratio", "2025", "89.80", "%"),
      PP("debt_ratio", "2025", { v: "-1", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "只降0.13个百分点" },
  ),
  by(
    "f",
    A,
    "fT",
    "annual",
    "多方说现金流稳健，其实2025年经营现金流591亿元，同比降幅超过七成。",
    [
      V("operating_cash_flow", "2025", "591", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "-70", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比-55.7%" },
  ),
  by("t", A, "fT", "annual", "空方说负债率创了新高并不对：70.74%比2024年的74.64%还低约3.9个百分点。", [
    V("debt_ratio", "2025", "70.74", "%"),
    V("debt_ratio", "2024", "74.64", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "bull",
    "annual",
    "空方只盯着利润下滑，可2025年分红付息现金672亿元比2024年还多，股东回报没打折。",
    [
      V("dividends_interest_paid", "2025", "672", "亿", "approx"),
      G("dividends_interest_paid", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024年709.51亿更多" },
  ),
  pa("t", A, "bear", "quarterly", "一季度末资产负债率89.90%，比去年末的89.80%微升约0.1个百分点，并未去杠杆。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.1", cmp: "approx" }),
  ]),
  by("u", A, "bull", "quarterly", "二季度随新车型放量，单季归母净利有望重回百亿以上。", [U("盈利预测未存储")]),
  pa(
    "f",
    A,
    "vT",
    "technical",
    "技术面：收盘59.37元，站上全部均线，MA60与MA120均已被收复。",
    [CLOSE("59.37"), MA(60, "above", { err: "technical" }), MA(120, "above", { err: "technical" })],
    { err: "technical", note: "低于MA60 61.25与MA120 62.69" },
  ),
  by("t", A, "vN", "announcement", "消息面：3月28日公告2025年度利润分配方案，截至目前未见回购公告。", [
    EV("dividend", true, { from: "2026-03-28" }),
    EV("repurchase", false),
  ]),
  mt(
    "f",
    O,
    "bear",
    "technical",
    "10月31日收1430.01元，已创52周收盘新低，技术破位。",
    [CLOSE("1430.01"), LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周内有更低收盘" },
  ),
  sh("u", O, "bull", "valuation", "股息率约6%，在低利率环境里防御价值突出。", [U("股息率未存储")]),
  by(
    "f",
    A,
    "tM",
    "quarterly",
    "年末冲量失效：去年四季度单季只赚了326.2亿元归母净利，比上年同期少约19%。",
    [
      V("net_profit", "2025S4", "326.2", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S4", { v: "-19", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "326.19亿与-19%是全年；Q4单季92.86亿、-38.2%" },
  ),
  sh("t", A, "bull", "annual", "别只看股价：2024年研发费用152亿元，已是2020年101亿元的约1.5倍。", [
    V("research_expense", "2024", "152", "亿", "approx"),
    V("research_expense", "2020", "101", "亿", "approx"),
    X("research_expense", "2024", "2020", { v: "1.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "fL",
    "annual",
    "茅台2025年营业总收入同比大幅下滑，龙头护城河正在瓦解。",
    [G("revenue", "2025", { size: "大幅下滑", err: "overstatement" })],
    { err: "overstatement", note: "同比-1.2%" },
  ),
  by("t", A, "fS", "technical", "情绪面：近5个交易日上涨约3%，RSI约52，市场情绪回到中性区间。", [
    RET(5, { v: "3", cmp: "approx" }),
    RSI("52", "approx"),
  ]),
  pa("u", A, "fM", "valuation", "若长端利率再下行20个基点，平安内含价值或下降约3%。", [U("情景测算未存储")]),
];
