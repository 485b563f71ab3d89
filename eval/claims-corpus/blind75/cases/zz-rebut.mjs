// Rebuttals that correct the other side's figure (the quoted figure is not asserted), risk debaters, vote lenses,
// rulings, concessions. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, IND, U, READ } = H;
const { QOQ, PSUM, SPAN, GDIFF, BIAS, POS52, BRK, MCNOW, PE, X, DD, PAIR, LIN } = H;
const zs = H.maker("b75-rz", "600036");
const sh = H.maker("b75-rs", "600028");
const nd = H.maker("b75-rn", "300750");
const bd = H.maker("b75-rb", "002594");
const A = "2026-04-30";

export default [
  zs("t", A, "fT", "annual", "空方称招行2025年利润下滑，实际归母净利润1501.81亿元，同比仍增长1.21%。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21", dir: "up" }),
  ]),
  zs(
    "f",
    A,
    "fT",
    "annual",
    "多方说ROE仍在14%以上，其实2025年ROE已降到12.44%，跌破13%。",
    [
      V("roe", "2025", "12.44", "%", "eq", { err: "wrong_value" }),
      V("roe", "2025", "13", "%", "lt", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "2025年ROE 13.44%" },
  ),
  zs(
    "t",
    A,
    "bull",
    "industry",
    "对方拿90%负债率说事并不成立：银行负债率本就在九成上下，招行2025年末为90.20%，与2024年的89.85%相差不到0.4个点。",
    [
      IND("high_debt_is_normal"),
      V("debt_ratio", "2025", "90.20", "%"),
      V("debt_ratio", "2024", "89.85", "%"),
      PP("debt_ratio", "2025", { v: "0.4", cmp: "lt" }),
    ],
  ),
  zs(
    "f",
    A,
    "bear",
    "quarterly",
    "多方强调一季度营收增长，但一季度归母净利润同比下降1.52%，增收不增利。",
    [G("net_profit", "2026Q1", { v: "-1.52", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+1.52%" },
  ),
  zs("t", A, "tC", "technical", "激进派说招行已经止跌，但近5个交易日股价又跌了约3.9%，收盘跌破了10日所有收盘价。", [
    RET(5, { v: "-3.9", cmp: "approx" }),
    BRK(10, "down"),
  ]),
  zs("t", A, "vF", "annual", "招行2025年利润小幅增长、ROE下滑1个多百分点，投票：持有。", [
    G("net_profit", "2025", { size: "小幅增长" }),
    PP("roe", "2025", { v: "-1", cmp: "lt" }),
  ]),
  zs(
    "f",
    A,
    "vT",
    "technical",
    "招行站稳120日均线40.53元上方，中期趋势未破，投票：买入。",
    [MA(120, "value", { v: "40.53" }), MA(120, "above", { err: "technical" })],
    { err: "technical", note: "收盘38.27元在MA120下方" },
  ),
  zs("u", A, "vN", "undecidable", "招行行长近期在业绩会表示息差降幅将收窄，投票：持有。", [U("业绩会表态未收录")]),
  sh("t", A, "fT", "annual", "质疑方说中石化2024年营收大降一成，实际只减少约4.3%，仍有3.07万亿元。", [
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("revenue", "2024", "3.07", "万亿", "approx"),
  ]),
  sh(
    "f",
    A,
    "fT",
    "annual",
    "多方说中石化利润在改善，事实是2024年归母净利润同比减少约101亿元，较2023年下降29%。",
    [
      D("net_profit", "2024", { v: "-101", cmp: "approx" }),
      G("net_profit", "2024", { v: "-29", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "减少101.5亿元即-16.79%" },
  ),
  sh("t", A, "tNe", "technical", "两边都有道理：股价离52周低点只差约2%，但60日跌幅超过15%，中性仓位更合适。", [
    LO52({ v: "2", cmp: "approx" }),
    RET(60, { v: "-15", cmp: "lt" }),
  ]),
  sh(
    "f",
    A,
    "tA",
    "technical",
    "中石化已连续站上60日均线，60日乖离转正，可以积极加仓。",
    [MA(60, "above", { err: "technical" }), BIAS(60, { dir: "up", err: "technical" })],
    { err: "technical", note: "收盘5.39低于MA60 6.17，BIAS60 -12.6%" },
  ),
  sh("u", A, "vN", "undecidable", "中石化宣布2025年末期每股派息0.1元，投票：买入。", [
    U("中国石化分红公告未收录，FY2025未存储"),
  ]),
  nd("t", A, "fT", "annual", "“只是在追量”的说法站不住：2025年毛利率26.27%，比上年提升约1.8个百分点。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "fT",
    "annual",
    "对方称经营现金流下滑，其实2025年经营现金流净额1332.20亿元，同比增长约73%。",
    [
      V("operating_cash_flow", "2025", "1332.20"),
      G("operating_cash_flow", "2025", { v: "73", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+37.35%" },
  ),
  nd("t", A, "tC", "technical", "多头忽略了位置：股价距52周低点已涨约89%，60日乖离超过11%，回撤风险不可低估。", [
    LO52({ v: "89", cmp: "approx" }),
    BIAS(60, { v: "11", cmp: "gt" }),
  ]),
  nd(
    "f",
    A,
    "tA",
    "valuation",
    "保守派嫌贵，但按收盘价算宁德对2025年利润的市盈率只有约2.75倍，严重低估。",
    [MCNOW("2025", "2.75", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "约27.5倍" },
  ),
  nd("t", A, "vF", "quarterly", "宁德一季度利润同比增48.5%，净利率17.61%，投票：买入。", [
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
    V("net_margin", "2026Q1", "17.61", "%"),
  ]),
  nd("t", A, "vT", "technical", "宁德中长期均线多头排列，但MACD刚死叉、跌回5日线下，投票：持有。", [
    MAORDER([20, 60, 120, 250], "bull"),
    MACD("death_cross", 3),
    MA(5, "below"),
  ]),
  nd(
    "f",
    A,
    "vN",
    "announcement",
    "宁德4月公告终止回购计划，回购未完成，投票：卖出。",
    [EV("repurchase", true, { from: "2026-04-01", title: "终止", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月7日为回购结果公告，无终止公告" },
  ),
  bd("t", A, "fQ", "quarterly", "多方说比亚迪一季度只是小幅波动，事实上营收同比降11.82%，利润同比降超五成。", [
    G("revenue", "2026Q1", { v: "-11.82" }),
    G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  bd(
    "f",
    A,
    "fT",
    "annual",
    "现金流恶化是误读——2025年经营现金流591.36亿元，比2024年还多出约257亿元。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      D("operating_cash_flow", "2025", { v: "257", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2024年减少743.18亿元" },
  ),
  bd("t", A, "tNe", "technical", "多空各有依据：均线多头排列，但近20日缩量明显、20日涨幅仅0.3%左右，宜维持标配。", [
    MAORDER([5, 10, 20, 60], "bull"),
    VOL("shrink_strong"),
    RET(20, { v: "0.3", cmp: "approx" }),
  ]),
  bd(
    "f",
    A,
    "tA",
    "industry",
    "比亚迪资产负债率70.74%，和银行差不多，属于行业正常水平，无需担心。",
    [V("debt_ratio", "2025", "70.74", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "非金融企业不能套用银行负债率常态" },
  ),
  bd("u", A, "vN", "undecidable", "比亚迪4月海外销量再创新高，投票：买入。", [U("销量未存储")]),
  nd("t", A, "tM", "annual", "综合来看，宁德利润增速42%对比亚迪的-19%，基本面分化明显，裁定多方占优。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx", t: "002594" }),
  ]),
  bd("t", A, "fL", "annual", "诚然比亚迪2025年营收8039.65亿元约为宁德4237.02亿元的1.9倍，但利润只有宁德的约45%。", [
    PAIR("revenue", "2025", "300750", { v: "1.9", cmp: "approx" }),
    PAIR("net_profit", "2025", "300750", { v: "0.45", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "tM",
    "annual",
    "裁定：招行与中石化2024年利润规模相当，招行归母净利润约为中石化的1.5倍。",
    [PAIR("net_profit", "2024", "600028", { v: "1.5", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "1483.91/503.13≈2.95倍" },
  ),
  sh("t", A, "fL", "annual", "虽然中石化营收约为招行的9倍，但2024年归母净利润只有招行的三分之一左右。", [
    PAIR("revenue", "2024", "600036", { v: "9", cmp: "approx" }),
    PAIR("net_profit", "2024", "600036", { v: "0.34", cmp: "approx" }),
  ]),
  bd("u", A, "tC", "valuation", "即便假设2026年利润修复到2024年的402.54亿元，比亚迪当前估值也谈不上便宜。", [
    V("net_profit", "2024", "402.54"),
    U("情景假设；比亚迪按当日收盘的估值不可判定"),
  ]),
];
