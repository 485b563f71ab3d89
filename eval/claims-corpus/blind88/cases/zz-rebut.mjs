// Rebuttals quoting the other side (only the correction is asserted), risk debaters, vote lenses, rulings, readings.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, CLOSE, MA, MAORDER, VOL, PE, MCNOW, IND, READ, BIAS, GDIFF, U } = H;
const mt = H.maker("b88-rb-mt", "600519");
const zs = H.maker("b88-rb-zs", "600036");
const nd = H.maker("b88-rb-nd", "300750");
const byd = H.maker("b88-rb-byd", "002594");
const sh = H.maker("b88-rb-sh", "600028");
const pa = H.maker("b88-rb-pa", "601318");
const wl = H.maker("b88-rb-wl", "000858");
const A = "2026-04-30";

export default [
  mt(
    "t",
    A,
    "fT",
    "annual",
    "空方称茅台2025年净利润下滑超一成，实际同比仅降约4.5%，远谈不上失速。",
    [G("net_profit", "2025", { v: "-4.5", cmp: "approx" })],
    { side: "bull" },
  ),
  mt(
    "f",
    A,
    "fQ",
    "annual",
    "多方说现金流稳健，但2025年经营现金流615.22亿元，同比下降约20%。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { v: "-20", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-33.5%" },
  ),
  mt("t", A, "fQ", "quarterly", "多方称一季度利润重回双位数增长，实际归母净利润同比仅增约1.5%。", [
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  mt("t", A, "tTr", "technical", "茅台近5个交易日下跌约2.4%，收盘1384.79元跌破MA5，暂不加仓。", [
    RET(5, { v: "-2.4", cmp: "approx" }),
    CLOSE("1384.79"),
    MA(5, "below"),
  ]),
  mt("u", A, "fL", "undecidable", "裁定：批价企稳后茅台二季度利润有望恢复中个位数增长，维持多方观点。", [U("预测")]),
  zs("t", A, "tBe", "annual", "多头所谓利润高增站不住：招行2025年归母净利润同比仅增约1.2%。", [
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
  zs("t", A, "tP", "valuation", "综合来看，招行收盘38.27元、市净率约0.85倍，但均线空头排列，裁定维持观望。", [
    CLOSE("38.27"),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    MAORDER([5, 10, 20], "bear"),
  ]),
  zs("t", A, "fQ", "technical", "多方称招行股价强势，但近120个交易日其实下跌约6.4%。", [
    RET(120, { v: "-6.4", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "vF",
    "annual",
    "招行2025年ROE为13.44%，比上年提升约1个百分点，盈利能力在改善。",
    [V("roe", "2025", "13.44", "%"), PP("roe", "2025", { v: "1", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "下降1.05个百分点" },
  ),
  zs(
    "f",
    A,
    "tA",
    "annual",
    "招行2025年归母净利润同比增长约1.2%，增长明显改善，可以放心加仓。",
    [G("net_profit", "2025", { v: "1.2", cmp: "approx", size: "明显改善", err: "overstatement" })],
    { err: "overstatement" },
  ),
  nd(
    "t",
    A,
    "fL",
    "quarterly",
    "裁定：宁德一季度归母净利润同比增约48.5%，2025年经营现金流约为净利润1.85倍，支持多方。",
    [
      G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
      R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
    ],
  ),
  nd("t", A, "tA", "technical", "回撤担忧多虑了：宁德时代近60个交易日上涨约28%，趋势仍在。", [
    RET(60, { v: "28", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tC",
    "technical",
    "激进派忽视了：宁德60日乖离率已超20%，短线过热风险大。",
    [BIAS(60, { v: "20", cmp: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "BIAS60 11.3%" },
  ),
  nd(
    "t",
    A,
    "fT",
    "annual",
    "空方说宁德增收不增利，其实2025年归母净利润增速比营收高出约25个百分点。",
    [
      GDIFF(
        { metric: "net_profit", period: "2025" },
        { metric: "revenue", period: "2025" },
        { v: "25", cmp: "approx" },
      ),
    ],
    { side: "bull" },
  ),
  nd("u", A, "fS", "undecidable", "宁德时代近一周在雪球的讨论热度创年内新高，情绪偏乐观。", [U("舆情未存储")]),
  byd(
    "f",
    A,
    "bull",
    "annual",
    "空方称比亚迪现金流断崖，但2025年经营现金流591.36亿元，仍比2024年有所增长。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      G("operating_cash_flow", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-55.7%" },
  ),
  byd("t", A, "bear", "quarterly", "多方强调营收新高，可2026年一季度营收1502.25亿元，同比下滑约11.8%。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
  ]),
  byd("t", A, "tN", "quarterly", "一季度归母净利润同比腰斩，对股价构成利空。", [
    READ(G("net_profit", "2026Q1", { size: "腰斩" }), "negative"),
  ]),
  byd(
    "f",
    A,
    "tS",
    "quarterly",
    "一季度归母净利润同比下滑约55%，这份成绩单对股价是实打实的利好。",
    [READ(G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance" },
  ),
  byd("u", A, "tM", "undecidable", "若海外工厂2026年顺利投产，比亚迪毛利率可回升至20%以上。", [U("情景")]),
  byd("u", A, "tN", "announcement", "比亚迪近期公告拟增发H股募资，用于海外扩张。", [U("比亚迪融资类公告不作依据")]),
  sh("t", A, "vN", "annual", "中石化2024年归母净利润同比下降约16.8%，对估值是利空。", [
    READ(G("net_profit", "2024", { v: "-16.8", cmp: "approx" }), "negative"),
  ]),
  sh("t", A, "tBe", "technical", "多方说中石化股价见底企稳，但近20个交易日仍跌约8.5%。", [
    RET(20, { v: "-8.5", cmp: "approx" }),
  ]),
  pa("t", A, "vF", "annual", "平安2025年归母净利润同比增约6.5%，利好估值修复。", [
    READ(G("net_profit", "2025", { v: "6.5", cmp: "approx" }), "positive"),
  ]),
  pa("t", A, "tNe", "technical", "平安近20日量能基本持平，20个交易日上涨约2%，宜维持中性仓位。", [
    VOL("flat"),
    RET(20, { v: "2", cmp: "approx" }),
  ]),
  pa("t", A, "tP", "valuation", "综合来看，平安市盈率约8倍，负债率89.80%属保险业常态，裁定小幅增配。", [
    MCNOW("2025", "8"),
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    A,
    "fQ",
    "annual",
    "多方引用的1266.07亿元是平安2025年归母净利润，同比增长约6.5%。",
    [
      V("net_profit", "2025", "1266.07", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    ],
    { err: "wrong_period", note: "1266.07亿是2024年" },
  ),
  wl(
    "f",
    A,
    "tA",
    "technical",
    "五粮液并没有破位，收盘价仍稳稳站在MA60上方。",
    [MA(60, "above", { err: "technical" })],
    { err: "technical", note: "MA60 103.32在收盘97.08之上" },
  ),
];
