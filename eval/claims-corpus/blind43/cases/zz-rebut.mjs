// Rebuttals that quote the other side's figure before correcting it, risk debaters, vote lenses, managers' rulings.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, VOLR, EV, U, X, PE } = H;
const { PSUM, POS52, MCNOW, BIAS, READ, IND, LIN, QOQ, CAGR, DD } = H;
const mt = H.maker("b43-rmt", "600519");
const zs = H.maker("b43-rzs", "600036");
const pa = H.maker("b43-rpa", "601318");
const wl = H.maker("b43-rwl", "000858");
const A = "2026-04-30";

export default [
  mt("t", A, "tB", "annual", "空方说茅台利润腰斩并不属实：2025年归母净利润823.2亿元，只比上年少约39亿元。", [
    V("net_profit", "2025", "823.2"),
    D("net_profit", "2025", { v: "-39", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tBe",
    "annual",
    "多方称现金流稳健，可2025年经营现金流615亿元比上年少了约410亿元。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      D("operating_cash_flow", "2025", { v: "-410", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "924.64→615.22，少309.42亿" },
  ),
  mt("t", A, "fT", "annual", "质疑方把净利率写成45%有误，2025年实际为50.53%，只比上年低1.7个点左右。", [
    V("net_margin", "2025", "50.53", "%"),
    PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "fT",
    "quarterly",
    "对方说一季度利润下滑，其实2026Q1归母净利润272.43亿元，同比增长了约5%。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "5", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+1.47%" },
  ),
  mt(
    "f",
    A,
    "tA",
    "annual",
    "归母净利润同比下降4.5%，在估值低位时反而构成利好，应加大仓位。",
    [
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
      READ(G("net_profit", "2025"), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "利润下降读作利好" },
  ),
  mt("t", A, "tC", "annual", "利润下降4.5%、经营现金流降三成多，这两项都是实打实的利空信号。", [
    READ(G("net_profit", "2025", { v: "-4.5", cmp: "approx" }), "negative"),
    READ(G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }), "negative"),
  ]),
  mt("t", A, "tNe", "technical", "股价在250日线1453元下方，但RSI不到40、离52周低点不足5%，追空也不划算。", [
    MA(250, "below"),
    MA(250, "value", { v: "1453", cmp: "approx" }),
    RSI("40", "lt"),
    LO52({ v: "5", cmp: "lt" }),
  ]),
  mt("t", A, "vF", "annual", "营收1720.54亿元、降1.2%，利润降4.5%，但ROE仍有32.53%，这一票投持有。", [
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    V("roe", "2025", "32.53", "%"),
  ]),
  mt(
    "f",
    A,
    "vT",
    "technical",
    "5日线上穿20日线形成金叉，量能配合，短线偏多。",
    [MAORDER([5, 20], "bull", { err: "technical" }), VOL("expand")],
    { err: "technical", note: "MA5 1410.53<MA20 1433.56" },
  ),
  mt("u", A, "vN", "undecidable", "传闻茅台将上调出厂价10%，短期情绪偏暖。", [U("传闻无法核验")]),
  mt("t", A, "tM", "annual", "裁定：空方关于现金流的质疑成立，615亿元的经营现金流确实低于823亿元的净利润。", [
    V("operating_cash_flow", "2025", "615", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    H.PAIR("operating_cash_flow", "2025", undefined, { metric2: "net_profit", mode: "lt" }),
  ]),
  mt(
    "f",
    A,
    "tP",
    "annual",
    "综合判断：营业总收入1720.54亿元，同比大幅下滑，基本面拐点已现，建议减仓。",
    [V("revenue", "2025", "1720.54"), G("revenue", "2025", { size: "大幅下滑", err: "overstatement" })],
    { err: "overstatement", note: "营收-1.20%，称大幅下滑" },
  ),
  // 招商银行
  zs("t", A, "tB", "annual", "说招行利润负增长是看错了，2025年归母净利润1501.81亿元，同比仍+1.2%。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx", dir: "up" }),
  ]),
  zs(
    "f",
    A,
    "fQ",
    "annual",
    "对方称营收持平，实际上营业总收入较2024年少了约16亿元。",
    [D("revenue", "2025", { v: "-16", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-16.35亿是2024较2023；2025较2024+0.44亿" },
  ),
  zs("t", A, "fT", "valuation", "估值方说PB只有0.7倍不对，按38.27元和43.43元的每股净资产算约为0.88倍。", [
    CLOSE("38.27"),
    V("bps", "2025", "43.43", "元"),
    PE("2025", "0.88", "approx", { per: "bps" }),
  ]),
  zs(
    "f",
    A,
    "tC",
    "quarterly",
    "一季度营收同比+3.8%、利润同比+1.5%，都只是个位数增长，这是明确的利空。",
    [
      G("revenue", "2026Q1", { v: "3.8", cmp: "approx", size: "个位数增长" }),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx", size: "个位数增长" }),
      READ(G("revenue", "2026Q1"), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "营收、利润同比均为正增长，读作利空" },
  ),
  zs("t", A, "tC", "technical", "股价跌破全部均线且处在52周区间最低的一成，趋势未止跌前不宜抄底。", [
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  zs("t", A, "tNe", "industry", "九成的负债率对银行不是问题，更该盯住ROE从14.49%降到13.44%。", [
    IND("high_debt_is_normal"),
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
  ]),
  zs("t", A, "vT", "technical", "4月27日MACD死叉叠加RSI约36，这一票先投看空。", [
    MACD("death_cross", 4),
    RSI("36", "approx"),
  ]),
  zs("u", A, "vN", "undecidable", "招行行长变动的影响仍在发酵，市场担忧零售战略转向。", [
    U("管理层变动与市场情绪未存储"),
  ]),
  zs(
    "f",
    A,
    "vF",
    "annual",
    "每股收益5.70元、较上年增长约10%，PE才6.7倍，投买入。",
    [
      V("basic_eps", "2025", "5.70", "元"),
      G("basic_eps", "2025", { v: "10", cmp: "approx", err: "wrong_value" }),
      PE("2025", "6.7"),
    ],
    { err: "wrong_value", note: "5.66→5.70，+0.7%" },
  ),
  zs("t", A, "tM", "quarterly", "裁定：多方强调的一季度利润增速1.5%属实，但空方指出的ROE同比下滑也成立。", [
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    PP("roe", "2026Q1", { base: "2025Q1", dir: "down" }),
  ]),
  // 中国平安
  pa("t", A, "fT", "annual", "空方说平安利润还在下降，但2025年归母净利润1347.78亿元，已比2022年的低点高出约61%。", [
    V("net_profit", "2025", "1347.78"),
    MIN("net_profit", "2022", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    G("net_profit", "2025", { base: "2022", v: "61", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tBe",
    "annual",
    "多方拿1347.78亿元说事，可这比2020年还少了约15%。",
    [
      V("net_profit", "2025", "1347.78"),
      G("net_profit", "2025", { base: "2020", v: "-15", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "较2020年1430.99亿-5.8%" },
  ),
  pa(
    "f",
    A,
    "tC",
    "annual",
    "投资活动现金净流出5599.53亿元，较上年收窄，资产配置在收缩。",
    [
      V("investing_cash_flow", "2025", "-5599.53"),
      D("investing_cash_flow", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "净流出由4162.51亿扩大到5599.53亿" },
  ),
  pa("t", A, "tA", "technical", "MACD已金叉、股价重回年线之上，叠加250日累计涨17.7%，趋势仍在多方手里。", [
    MACD("golden_cross", 18),
    MACD("dif_above_dea", 0),
    MA(250, "above"),
    H.MAX_CROSS(250, "up", 5),
    RET(250, { v: "17.7", cmp: "approx" }),
  ]),
  pa("t", A, "tNe", "technical", "年线上方但60日线下方，59.37元夹在59.29元与61.25元之间，属区间震荡。", [
    CLOSE("59.37"),
    MA(250, "value", { v: "59.29" }),
    MA(60, "value", { v: "61.25" }),
  ]),
  pa("t", A, "vF", "annual", "利润增6.5%、经营现金流增约72%，给增持。", [
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
  ]),
  pa("u", A, "vN", "undecidable", "平安好医生拟私有化，集团医疗生态估值有望重估。", [
    U("子公司事件与估值重估无法核验"),
  ]),
  pa("t", A, "tP", "valuation", "最终建议：PE约8倍、负债率89.80%属保险常态，给予增持。", [
    MCNOW("2025", "8"),
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    A,
    "fL",
    "annual",
    "小结：双方都承认2025年营收增速在5%以上，分歧只在估值。",
    [G("revenue", "2025", { v: "5", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "营收+2.10%" },
  ),
  // 五粮液
  wl("t", A, "tC", "technical", "RSI虽已超卖，但均线空头排列、DIF在DEA下方，左侧抄底风险大。", [
    RSI("30", "lt"),
    MAORDER([5, 20, 60, 250], "bear"),
    MACD("dif_below_dea", 0),
  ]),
  wl(
    "f",
    A,
    "tA",
    "technical",
    "近20个交易日跌幅已达7%，并且RSI跌破20，极端超卖。",
    [RET(20, { v: "-7", cmp: "approx" }), RSI("20", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14为28.39" },
  ),
  wl("u", A, "tM", "undecidable", "五粮液2025年业绩是否触底，需待年报披露后再议，暂不下结论。", [
    U("五粮液2025年报未存储"),
  ]),
];
