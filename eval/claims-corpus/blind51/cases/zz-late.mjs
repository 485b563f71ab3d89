// Earlier dates: 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025), and 五粮液 on
// 2020-05-15 (FY2019, its last stored year), plus what was not public yet on a date.
import * as H from "../spec-helpers.mjs";

const { V, G, R, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, PE, U, READ } = H;
const { CAGR, X, GDIFF, QOQ, VOLR, BRK, POS52 } = H;
const cm = H.maker("b51-lcm", "600036");
const sh = H.maker("b51-lsh", "600028");
const by = H.maker("b51-lby", "002594");
const wl = H.maker("b51-lwl", "000858");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const W = "2020-05-15";
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // 招商银行
  cm("t", P, "fE", "quarterly", "2025年一季度营收837.51亿元、同比-3.09%，归母净利372.86亿元、同比-2.08%。", [
    V("revenue", "2025Q1", "837.51"),
    G("revenue", "2025Q1", { v: "-3.09" }),
    V("net_profit", "2025Q1", "372.86"),
    G("net_profit", "2025Q1", { v: "-2.08" }),
  ]),
  cm(
    "f",
    P,
    "bear",
    "annual",
    "2024年归母净利润1483.91亿元，同比下降1.22%，增长已经停滞。",
    [V("net_profit", "2024", "1483.91"), G("net_profit", "2024", { v: "-1.22", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+1.22%" },
  ),
  cm("t", P, "tT", "technical", "4月30日MACD死叉，收盘40.74元，低于MA5、MA10、MA20和MA60。", [
    MACD("death_cross", 1),
    CLOSE("40.74"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  cm("t", P, "tM", "technical", "过去250个交易日上涨约21%，股价位于52周区间约67%的位置。", [
    RET(250, { v: "21", cmp: "approx" }),
    POS52({ v: "67", cmp: "approx" }),
  ]),
  cm("u", P, "fR", "undecidable", "2025年一季度净息差降至1.91%，息差压力未见缓解。", [U("净息差未存储")]),
  cm("t", S, "tF", "quarterly", "上半年营收1699.69亿元，同比降1.72%；归母净利749.30亿元，同比微增0.25%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.72" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", size: "微增" }),
  ]),
  cm(
    "f",
    S,
    "tBe",
    "quarterly",
    "上半年归母净利润749.30亿元，同比下降2.08%，利润仍处负增长区间。",
    [V("net_profit", "2025H1", "749.30"), G("net_profit", "2025H1", { v: "-2.08", err: "wrong_period" })],
    { err: "wrong_period", note: "-2.08%是一季度增速；上半年+0.25%" },
  ),
  cm("t", S, "tTr", "technical", "20日均量约为前20日的1.34倍，放量却收跌，近20个交易日跌约4%。", [
    VOLR({ v: "1.34", cmp: "approx" }),
    RET(20, { v: "-4", cmp: "approx" }),
  ]),
  cm("t", S, "tB", "quarterly", "二季度单季归母净利376.44亿元，环比一季度的372.86亿元增长约1%。", [
    V("net_profit", "2025S2", "376.44"),
    V("net_profit", "2025Q1", "372.86"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "1", cmp: "approx" }),
  ]),
  cm("t", O, "fSy", "quarterly", "前三季度归母净利1137.72亿元，同比+0.52%，三季度单季388.42亿元为年内单季最高。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.52" }),
    V("net_profit", "2025S3", "388.42"),
    MAX("net_profit", "2025S3", ["2025S1", "2025S2", "2025S3"]),
  ]),
  cm(
    "f",
    O,
    "bull",
    "quarterly",
    "三季度单季营收814.51亿元，同比增长约8%，收入端全面回暖。",
    [V("revenue", "2025S3", "814.51"), G("revenue", "2025S3", { v: "8", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "单季同比+2.11%" },
  ),
  cm("u", O, "fM", "undecidable", "2025年全年营收将恢复正增长。", [G("revenue", "2025", { dir: "up" })], {
    note: "年报2026-03-28才披露",
  }),
  // 中国石化
  sh("t", P, "tF", "annual", "2024年营收30745.62亿元，同比降4.29%，归母净利503.13亿元，同比降约16.8%。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.29" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
  ]),
  sh("u", P, "bear", "undecidable", "今年一季度归母净利润同比下降超过四成。", [
    G("net_profit", "2025Q1", { v: "-40", cmp: "lt" }),
  ]),
  sh("t", S, "tT", "technical", "9月5日MACD再度死叉，收盘5.69元，近250个交易日跌约17%。", [
    MACD("death_cross", 1),
    CLOSE("5.69"),
    RET(250, { v: "-17", cmp: "approx" }),
  ]),
  sh(
    "f",
    O,
    "tT",
    "technical",
    "10月13日MACD虽金叉，但DIF仍在零轴下方，反弹力度存疑。",
    [MACD("golden_cross", 15), MACD("dif_below_zero", undefined, { err: "technical" })],
    { err: "technical", note: "DIF 0.005已在零轴上" },
  ),
  sh("t", O, "fM", "technical", "52周区间5.25元到6.78元，收盘5.47元处在区间下沿。", [
    HI52({ cond: "level", v: "6.78" }),
    LO52({ cond: "level", v: "5.25" }),
    CLOSE("5.47"),
    POS52({ v: "20", cmp: "le" }),
  ]),
  // 比亚迪
  by("t", P, "bull", "annual", "2024年营收7771.02亿元，同比增长29.0%，归母净利402.54亿元，增长34.0%。", [
    V("revenue", "2024", "7771.02"),
    G("revenue", "2024", { v: "29.0" }),
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2024", { v: "34.0" }),
  ]),
  by("t", P, "fE", "quarterly", "2025年一季度营收1703.60亿元，归母净利91.55亿元，毛利率20.07%。", [
    V("revenue", "2025Q1", "1703.60"),
    V("net_profit", "2025Q1", "91.55"),
    V("gross_margin", "2025Q1", "20.07", "%"),
  ]),
  by(
    "u",
    P,
    "tB",
    "undecidable",
    "一季度归母净利润同比翻倍，盈利再上台阶。",
    [G("net_profit", "2025Q1", { size: "翻倍" })],
    { note: "2024Q1未存储" },
  ),
  by("u", P, "tT", "undecidable", "股价已经站上60日均线。", [MA(60, "above")], { note: "比亚迪日线2025-07-29起" }),
  by(
    "f",
    P,
    "fR",
    "annual",
    "2024年经营现金流1334.54亿元，约为归母净利润的2.3倍。",
    [
      V("operating_cash_flow", "2024", "1334.54"),
      R("operating_cash_flow", "net_profit", "2024", "2.3", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1334.54/402.54≈3.32" },
  ),
  by("t", S, "tF", "quarterly", "上半年营收3712.81亿元、同比+23.3%，归母净利155.11亿元、同比+13.8%，毛利率18.01%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.8" }),
    V("gross_margin", "2025H1", "18.01", "%"),
  ]),
  by(
    "f",
    S,
    "tB",
    "quarterly",
    "二季度单季实现归母净利155.11亿元，盈利能力依旧稳健。",
    [V("net_profit", "2025S2", "155.11", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "155.11亿是上半年累计；二季度单季63.56亿" },
  ),
  by("t", O, "tBe", "quarterly", "三季度单季营收1949.85亿元、同比下滑约3%，单季归母净利78.23亿元、同比降约33%。", [
    V("revenue", "2025S3", "1949.85"),
    G("revenue", "2025S3", { v: "-3", cmp: "approx" }),
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
  ]),
  by("t", O, "tT", "technical", "收盘100.79元，跌破此前20个交易日的全部收盘价，RSI约33。", [
    CLOSE("100.79"),
    BRK(20, "down"),
    RSI("33", "approx"),
  ]),
  by(
    "f",
    O,
    "fQ",
    "quarterly",
    "前三季度归母净利润253.33亿元，同比下降7.5%。",
    [
      V("net_profit", "2025M9", "253.33", "亿", "eq", { err: "wrong_value" }),
      G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "实际233.33亿元" },
  ),
  // 五粮液
  wl("t", S, "tTr", "technical", "20日均量是前20日的1.6倍，近60个交易日涨了约6.5%。", [
    VOLR({ v: "1.6", cmp: "approx" }),
    RET(60, { v: "6.5", cmp: "approx" }),
  ]),
  wl("u", O, "tF", "undecidable", "2025年三季度单季营收同比大降五成。", [
    G("operating_revenue", "2025S3", { v: "-50", cmp: "approx" }),
  ]),
  wl("t", O, "tT", "technical", "RSI14约38，收盘118.99元低于MA5至MA250全部主要均线。", [
    RSI("38", "approx"),
    CLOSE("118.99"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  wl("t", W, "bull", "annual", "2019年营业收入501.18亿元，同比增长约25.2%，首次站上500亿元台阶。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    V("operating_revenue", "2019", "500", "亿", "gt"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    MAX("operating_revenue", "2019", Y),
  ]),
  wl("t", W, "fE", "annual", "归母净利174.02亿元，同比+30.0%，利润增速快于营收约4.8个百分点。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.0" }),
    GDIFF(
      { metric: "net_profit", period: "2019" },
      { metric: "operating_revenue", period: "2019" },
      { v: "4.8", cmp: "approx" },
    ),
  ]),
  wl(
    "f",
    W,
    "tF",
    "annual",
    "2019年基本每股收益4.84元，较上年的3.47元增长约29%。",
    [
      V("basic_eps", "2019", "4.84", "元", "eq", { err: "wrong_value" }),
      V("basic_eps", "2018", "3.47", "元"),
      G("basic_eps", "2019", { v: "29", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "实际4.48元" },
  ),
  wl("t", W, "fR", "annual", "ROE从2015年的14.93%一路升到2019年的25.26%，连续四年提升。", [
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
    UP("roe", Y),
  ]),
  wl(
    "f",
    W,
    "bull",
    "annual",
    "负债率连续多年下降，2019年末只有28.48%。",
    [V("debt_ratio", "2019", "28.48", "%"), DOWN("debt_ratio", Y, { err: "wrong_direction" })],
    { err: "wrong_direction", note: "15.61%→28.48%逐年上升" },
  ),
  wl("t", W, "fT", "annual", "经营现金流净额231.12亿元，约为归母净利的1.33倍，现金流质量优秀。", [
    V("operating_cash_flow", "2019", "231.12"),
    R("operating_cash_flow", "net_profit", "2019", "1.33"),
  ]),
  wl("t", W, "tM", "annual", "2015—2019年归母净利复合增速约29.6%，四年后是原来的约2.8倍。", [
    CAGR("net_profit", "2015", "2019", { v: "29.6", cmp: "approx" }),
    X("net_profit", "2019", "2015", { v: "2.8", cmp: "approx" }),
  ]),
  wl(
    "f",
    W,
    "fQ",
    "annual",
    "2019年营收501.18亿元，较2017年增长了25.2%。",
    [
      V("operating_revenue", "2019", "501.18"),
      G("operating_revenue", "2019", { base: "2017", v: "25.2", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2017年+66.0%" },
  ),
  wl("t", W, "fSy", "annual", "总资产1063.97亿元，首次突破千亿，归母净资产742.91亿元。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    MAX("total_assets", "2019", Y),
    V("parent_equity", "2019", "742.91"),
  ]),
  wl("t", W, "tT", "technical", "收盘145.22元，RSI14在70上方，已进入超买区域，短线追高要谨慎。", [
    CLOSE("145.22"),
    RSI("70", "gt"),
  ]),
  wl("t", W, "fM", "technical", "近250个交易日上涨约51%，股价位于52周区间约95%的高位。", [
    RET(250, { v: "51", cmp: "approx" }),
    POS52({ v: "95", cmp: "approx" }),
  ]),
  wl(
    "f",
    W,
    "tBe",
    "technical",
    "MA5、MA10、MA20、MA60呈空头排列，趋势依旧偏弱。",
    [MAORDER([5, 10, 20, 60], "bear", { err: "technical" })],
    { err: "technical", note: "实为多头排列" },
  ),
  wl("t", W, "fV", "valuation", "以2019年EPS 4.48元计，145.22元的股价对应静态PE约32倍。", [
    V("basic_eps", "2019", "4.48", "元"),
    CLOSE("145.22"),
    PE("2019", "32"),
  ]),
  wl(
    "f",
    W,
    "tB",
    "annual",
    "2019年净利润同比增长30%，实现了翻倍式增长。",
    [
      G("net_profit", "2019", { v: "30", cmp: "approx" }),
      G("net_profit", "2019", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement" },
  ),
  wl("t", W, "fL", "annual", "营收、利润增速都在25%以上，成长性突出，这是实打实的利好。", [
    READ(G("operating_revenue", "2019", { v: "25", cmp: "gt" }), "positive"),
    READ(G("net_profit", "2019", { v: "25", cmp: "gt" }), "positive"),
  ]),
  wl("u", W, "tN", "undecidable", "2020年一季度营收同比增长约15%，疫情影响有限。", [
    G("operating_revenue", "2020Q1", { v: "15", cmp: "approx" }),
  ]),
  wl("u", W, "fS", "undecidable", "普五出厂价上调至889元，量价齐升可期。", [U("出厂价未存储；预期")]),
  wl("t", W, "tNe", "technical", "近20个交易日涨了约13%，MA5、MA10、MA20、MA60多头排列。", [
    RET(20, { v: "13", cmp: "approx" }),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
];
