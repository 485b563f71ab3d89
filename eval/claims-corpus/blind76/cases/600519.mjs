// 贵州茅台: FY2019-2025, quarters 2025Q1..2026Q1, bars 2024-01-02..2026-04-30, annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, CAGR, QOQ, PSUM } = H;
const { POS52, MCNOW, X, SPAN, IND, READ, SNAP, LIN, DD, BRK, IN, VOL } = H;
const c = H.maker("b76-mt", "600519");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "茅台2025年归母净利润823.20亿元，同比下滑约4.5%，连续多年的增长到此中断。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年茅台归母净利润仍有862亿元，较上年微增，龙头护城河未受冲击。",
    [
      V("net_profit", "2025", "862", "亿", "approx", { err: "wrong_period" }),
      G("net_profit", "2025", { dir: "up", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "862.28亿是2024年；2025年823.20亿，-4.53%" },
  ),
  c("t", A, "bull", "quarterly", "一季度归母净利润272.43亿元，比去年同期的268.47亿元略有增长，下滑势头已经止住。", [
    V("net_profit", "2026Q1", "272.43"),
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2026Q1", { size: "略有增长" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2026年一季度归母净利润同比下降约1.5%，开年就没能守住正增长。",
    [G("net_profit", "2026Q1", { v: "-1.5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "实际+1.47%" },
  ),
  c("t", A, "fE", "annual", "营业总收入1720.54亿元，较2024年的1741.44亿元小降1.2%，收入端基本持平、利润端降幅更大。", [
    V("revenue", "2025", "1720.54"),
    V("revenue", "2024", "1741.44"),
    G("revenue", "2025", { v: "-1.2", cmp: "approx", size: "基本持平" }),
    H.GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { dir: "down" }),
  ]),
  c("t", A, "fR", "annual", "经营现金流净额从924.64亿元滑落到615.22亿元，降幅超过三成，明显弱于利润表现。", [
    V("operating_cash_flow", "2024", "924.64"),
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
    H.GDIFF(
      { metric: "operating_cash_flow", period: "2025" },
      { metric: "net_profit", period: "2025" },
      { dir: "down" },
    ),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年经营现金流净额615亿元，同比减少近五成，现金回款几近腰斩。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "-50", cmp: "near", err: "overstatement" }),
    ],
    { err: "overstatement", note: "实际-33.5%" },
  ),
  c("t", A, "tF", "quarterly", "2026Q1经营现金流269.10亿元，约为去年同期88.09亿元的3倍，回款节奏明显改善。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "fV",
    "valuation",
    "按4月30日收盘1384.79元计，对应2025年利润的市盈率约21倍，比按2024年利润算的约20倍略高。",
    [CLOSE("1384.79"), MCNOW("2025", "21"), MCNOW("2024", "20")],
  ),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "现价1384.79元对应2025年归母净利润的PE约为31倍，估值并不便宜。",
    [CLOSE("1384.79"), MCNOW("2025", "31", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "实际约21.1倍" },
  ),
  c(
    "t",
    A,
    "tT",
    "technical",
    "均线呈空头排列：MA5约1410、MA10约1411、MA20约1434、MA60约1441，股价压在所有短中期均线下方。",
    [
      MAORDER([5, 10, 20, 60], "bear"),
      MA(5, "below"),
      MA(5, "value", { v: "1410", cmp: "approx" }),
      MA(10, "value", { v: "1411", cmp: "approx" }),
      MA(20, "value", { v: "1434", cmp: "approx" }),
      MA(60, "value", { v: "1441", cmp: "approx" }),
      MA(60, "below"),
    ],
  ),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD在4月下旬刚刚形成金叉，DIF上穿DEA，短线反弹信号出现。",
    [MACD("golden_cross", 10, { err: "technical" }), MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "4月17日死叉，DIF -10.03 < DEA -4.72" },
  ),
  c("t", A, "tT", "technical", "RSI14约39.6，偏弱但未进入超卖区；DIF仍处零轴下方。", [
    RSI("39.6", "approx"),
    RSI("30", "gt"),
    MACD("dif_below_zero"),
  ]),
  c("t", A, "tS", "technical", "股价距52周高点1645元回落约16%，位置在一年区间的下沿附近。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "approx" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "茅台已逼近52周新低，当前收盘价就是一年来的最低收盘。",
    [LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "收盘1384.79，52周低点1322.01" },
  ),
  c("t", A, "tB", "annual", "归母净利润由2019年的412亿元增至2025年的823亿元，六年接近翻番。", [
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    X("net_profit", "2025", "2019", { v: "2", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2019到2024年归母净利润年复合增速约25%，高增长底色没变。",
    [CAGR("net_profit", "2019", "2024", { v: "25", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际约15.9%" },
  ),
  c("t", A, "tBe", "annual", "ROE从36.02%降到32.53%，下滑约3.5个百分点，资本回报拐头向下。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年ROE为32.53%，同比下滑约3.5%，资本回报拐头向下。",
    [V("roe", "2025", "32.53", "%"), G("roe", "2025", { v: "-3.5", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "降3.49个百分点，相对降幅约9.7%" },
  ),
  c("t", A, "tC", "annual", "资产负债率16.42%，为2019年以来最低，杠杆风险几乎可以忽略。", [
    V("debt_ratio", "2025", "16.42", "%"),
    MIN("debt_ratio", "2025", Y),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "资产负债率较上年抬升约2.6个百分点至16.42%，杠杆在悄悄上行。",
    [
      V("debt_ratio", "2025", "16.42", "%"),
      PP("debt_ratio", "2025", { v: "2.6", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "19.04%→16.42%，降2.62个百分点" },
  ),
  c("t", A, "fSy", "annual", "综合来看，2025年收入-1.2%、利润-4.5%、ROE 32.53%，基本面是高位放缓而非恶化。", [
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    V("roe", "2025", "32.53", "%"),
  ]),
  c("u", A, "fQ", "annual", "2025年支付的分红及利息672亿元，相当于归母净利润的八成以上，分红再加码空间有限。", [
    V("dividends_interest_paid", "2025", "672", "亿", "approx"),
    R("dividends_interest_paid", "net_profit", "2025", "80", { u: "%", cmp: "gt" }),
    U("未来分红空间"),
  ]),
  c("u", A, "tN", "announcement", "近一年茅台未见回购或增持类公告，消息面相对平静。", [
    U("茅台只收录年报，回购/增持公告未收集"),
  ]),
  c("u", A, "tN", "announcement", "茅台拟斥资数十亿元回购股份并注销，消息面偏暖。", [U("茅台非年报公告未收集")]),
  c("u", A, "fM", "undecidable", "预计2026年飞天批价企稳，全年净利润有望恢复至850亿元以上。", [U("预测")]),
  c("u", A, "bear", "undecidable", "系列酒收入占比持续走高，产品结构拖累毛利率。", [U("分部收入未存储")]),
  c("t", A, "tTr", "technical", "最近20个交易日下跌约5%，今日收盘创下近20日收盘新低，不宜左侧抄底。", [
    RET(20, { v: "-5", cmp: "approx" }),
    BRK(20, "down"),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "今年以来茅台股价已累计下跌约10%，跑输大盘。",
    [SPAN("2025-12-31", { v: "-10", cmp: "approx", err: "wrong_base_year" }), U("大盘")],
    { err: "wrong_base_year", note: "年初至今+0.55%；-9%是较2024年末" },
  ),
  c("t", A, "tP", "quarterly", "去年四季度单季归母净利润176.93亿元，环比三季度的192.24亿元下降约8%，年末是全年低点。", [
    V("net_profit", "2025S4", "176.93"),
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-8", cmp: "approx" }),
    MIN("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c("t", A, "tM", "annual", "滚动四季度归母净利润约827亿元，与2025年全年的823亿元相差无几。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "827", cmp: "approx" },
    ),
    V("net_profit", "2025", "823", "亿", "approx"),
  ]),
  c("t", A, "fL", "annual", "下半年归母净利润约369亿元，低于上半年的454亿元，全年利润前高后低。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -2],
      ],
      { v: "0", cmp: "lt" },
    ),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "茅台2025年毛利率91.18%，比上年提升约0.8个百分点，提价效应仍在。",
    [
      V("gross_margin", "2025", "91.18", "%"),
      PP("gross_margin", "2025", { v: "0.8", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "91.93→91.18，降0.75个百分点" },
  ),
  c("t", A, "fT", "annual", "货币资金516.91亿元，比上年末少了约76亿元，但仍略高于负债总额498.76亿元。", [
    V("cash", "2025", "516.91"),
    V("total_liabilities", "2025", "498.76"),
    R("cash", "total_liabilities", "2025", "1.1", { cmp: "lt" }),
    H.D("cash", "2025", { v: "-76", cmp: "approx" }),
    H.PAIR("cash", "2025", undefined, { metric2: "total_liabilities", mode: "gt" }),
  ]),
];
