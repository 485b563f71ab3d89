// Rebuttals that quote the other side, research managers, risk debaters and portfolio managers, on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, RET, MA, RSI, BRK, PAIR, READ, U, MCNOW, IND } = H;
const mt = H.maker("b25-rb-mt", "600519");
const zs = H.maker("b25-rb-zs", "600036");
const nd = H.maker("b25-rb-nd", "300750");
const A = "2026-04-30";

export default [
  mt(
    "t",
    A,
    "fT",
    "quarterly",
    "多方引用的'一季度营收增长6.5%'口径无误，但同期归母净利润只增约1.5%，利润明显跑输收入。",
    [
      G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    A,
    "tM",
    "annual",
    "综合双方观点：2025年营收与利润双降，营收降幅4.53%，大于利润降幅1.20%。",
    [
      G("revenue", "2025", { v: "-4.53", err: "wrong_value" }),
      G("net_profit", "2025", { v: "-1.20", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "两个降幅对调：营收-1.20%，利润-4.53%" },
  ),
  mt(
    "f",
    A,
    "bear",
    "annual",
    "利润腰斩、现金流降逾三成，所谓的'茅台神话'已经终结。",
    [
      G("net_profit", "2025", { size: "腰斩", err: "overstatement" }),
      G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
    ],
    { err: "overstatement", note: "利润-4.53%" },
  ),
  mt("t", A, "tC", "technical", "保守风控：股价仍在年线之下，250日累计跌约11.6%，此时不宜逆势加仓。", [
    MA(250, "below"),
    RET(250, { v: "-11.6", cmp: "approx" }),
  ]),
  mt("u", A, "fQ", "undecidable", "多方说渠道库存已降到一个月以内——这个数字从哪里来？年报里并没有披露。", [
    U("渠道库存非存储数据"),
  ]),
  mt("t", A, "tP", "annual", "茅台与招行2025年归母净利润相差约680亿元，但茅台的ROE是招行的两倍多。", [
    PAIR("net_profit", "2025", "600036", { mode: "diff", u: "亿", v: "-680", cmp: "approx" }),
    PAIR("roe", "2025", "600036", { mode: "x", v: "2", cmp: "gt" }),
  ]),
  zs(
    "f",
    A,
    "bull",
    "annual",
    "'营收负增长'是空方的误读，招行2025年营业总收入同比增长了1.21%。",
    [G("revenue", "2025", { v: "1.21", err: "wrong_value" })],
    { err: "wrong_value", note: "1.21%是归母净利润增速；营收+0.01%" },
  ),
  zs(
    "t",
    A,
    "tNe",
    "technical",
    "激进派说'破位'，保守派说'超跌'：收盘价确实低于前20日所有收盘，但RSI约36，尚未进入超卖。",
    [BRK(20, "down"), RSI("36", "approx"), RSI("30", "gt")],
  ),
  zs(
    "f",
    A,
    "fS",
    "annual",
    "2025年归母净利润同比增长1.21%，这一变化对招行属于利空。",
    [READ(G("net_profit", "2025", { v: "1.21" }), "negative", { err: "stance" })],
    { err: "stance", note: "利润增长被读作利空" },
  ),
  zs(
    "f",
    A,
    "fR",
    "industry",
    "招行负债率九成，远高于宁德时代的61.94%，财务风险显然更大。",
    [PAIR("debt_ratio", "2025", "300750", { mode: "gt" }), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行高负债率属行业常态，不能与制造业横比" },
  ),
  zs("u", A, "tM", "undecidable", "研究经理：双方都没有回答核心问题——2026年净息差还会再降多少？", [
    U("净息差未存储；预测"),
  ]),
  nd(
    "t",
    A,
    "tP",
    "valuation",
    "多空都承认利润高增：2025年归母净利润+42.28%，一季度+48.52%；分歧只在估值，TTM市盈率约25倍。",
    [G("net_profit", "2025", { v: "42.28" }), G("net_profit", "2026Q1", { v: "48.52" }), MCNOW("2026Q1TTM", "25")],
  ),
  nd(
    "f",
    A,
    "fT",
    "annual",
    "纠正多方：2025年经营现金流同比增长约57%，而不是他们说的37%。",
    [G("operating_cash_flow", "2025", { v: "57", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "经营现金流+37.35%；57%是四季度单季利润增速" },
  ),
  nd(
    "f",
    A,
    "tA",
    "technical",
    "近一年股价已经翻倍，趋势资金不会轻易离场。",
    [RET(250, { size: "翻倍", err: "overstatement" })],
    { err: "overstatement", note: "250个交易日+93.4%，未翻倍" },
  ),
  nd("u", A, "fQ", "undecidable", "多方宣称固态电池2027年量产，这一说法目前没有可核验的依据。", [
    U("技术路线与量产时间为预测"),
  ]),
  nd("t", A, "fT", "annual", "'价格战侵蚀净利率'的说法与数据相反，净利率14.92%→18.12%，一年抬升3.2个百分点。", [
    V("net_margin", "2024", "14.92", "%"),
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
  ]),
];
