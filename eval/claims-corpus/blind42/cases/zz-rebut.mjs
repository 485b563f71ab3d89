// Rebuttals that quote the other side's figure before correcting it, risk debaters, vote lenses, rulings.
// Only what the speaker asserts is in the spec (the quoted figure is the other side's, not the speaker's claim).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, PE, IND, U } = H;
const { READ, DD, BRK, SPAN, PSUM, X } = H;
const z = H.maker("b42-rz", "600036");
const b = H.maker("b42-rb", "002594");
const p = H.maker("b42-rp", "601318");
const w = H.maker("b42-rw", "000858");
const A = "2026-04-30";

export default [
  z("t", A, "fT", "annual", "空方称ROE降了1.05%，口径有误：是下降1.05个百分点，相对降幅约7%。", [
    PP("roe", "2025", { v: "-1.05" }),
    G("roe", "2025", { v: "-7", cmp: "approx" }),
  ]),
  b("t", A, "tB", "annual", "对方只拿净利润下滑19%说事，却不提同期营收仍增3.5%、总资产增12.8%。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("total_assets", "2025", { v: "12.8", cmp: "approx" }),
  ]),
  b("t", A, "tBe", "quarterly", "多方拿上半年净利+13.8%做文章，可下半年只赚了约171亿，比上半年的155亿多不了多少。", [
    G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "171", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "155", "亿", "approx"),
  ]),
  p("t", A, "fQ", "annual", "信任方说利润创了新高，不对：1347.78亿仍低于2019年的1494.07亿。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
    H.PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "lt" }),
  ]),
  p(
    "f",
    A,
    "fT",
    "annual",
    "质疑方强调负债率近90%，但这一比例已较2024年下降1.3个百分点。",
    [V("debt_ratio", "2025", "90", "%", "near"), PP("debt_ratio", "2025", { v: "-1.3", err: "wrong_value" })],
    { err: "wrong_value", note: "89.93%→89.80%，降0.13个百分点" },
  ),
  b("t", A, "tC", "quarterly", "激进派说Q1只是淡季，可单季净利40.85亿只有去年同期的约45%。", [
    V("net_profit", "2026Q1", "40.85"),
    R("net_profit", "net_profit", "2026Q1", "45", { u: "%", denPeriod: "2025Q1", cmp: "approx" }),
  ]),
  b("t", A, "tA", "technical", "保守派只盯利润，忽视了股价近60日涨12%、短中期均线多头排列。", [
    RET(60, { v: "12", cmp: "approx" }),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
  z("t", A, "tNe", "valuation", "双方都有道理：利润仍增1.2%，但股价今年以来跌约9%，PB只有0.88倍。", [
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-9", cmp: "approx" }),
    PE("2025", "0.88", "approx", { per: "bps" }),
  ]),
  z("t", A, "tM", "annual", "多方所说利润连增六年成立，空方所说营收三年未回到2022年高点也成立，维持持有。", [
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    MAX("revenue", "2022", ["2022", "2023", "2024", "2025"]),
  ]),
  p("t", A, "tP", "technical", "平安较年初跌13%，而利润增6.45%，价格与业绩背离，仓位维持不变。", [
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
    G("net_profit", "2025", { v: "6.45" }),
  ]),
  b("t", A, "vN", "announcement", "2025年7月已实施2024年度利润分配及资本公积金转增股本，回报股东有据，赞成。", [
    EV("dividend", true, { from: "2025-07-01", to: "2025-07-31", title: "转增" }),
  ]),
  b(
    "f",
    A,
    "fT",
    "annual",
    "空方说经营现金流降了56%，夸大了，实际只降了约26%。",
    [G("operating_cash_flow", "2025", { v: "-26", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "经营现金流-55.69%；-26.6%是货币资金" },
  ),
  z(
    "f",
    A,
    "tBe",
    "valuation",
    "多头说PE仅6.7倍，可按每股净资产算PB已达1.2倍，并不便宜。",
    [PE("2025", "6.7"), PE("2025", "1.2", "approx", { per: "bps", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "PB约0.88" },
  ),
  w("t", A, "fQ", "technical", "多方说已经企稳，但收盘仍低于此前20日的所有收盘价，MA5也压在MA10之下。", [
    BRK(20, "down"),
    MAORDER([5, 10], "bear"),
  ]),
  w(
    "f",
    A,
    "tB",
    "technical",
    "空方拿一年跌26%吓人，但从2025年末算起只跌了约3.9%。",
    [RET(250, { v: "-26", cmp: "approx" }), SPAN("2025-12-31", { v: "-3.9", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "自2025年末-8.36%；-3.9%是60日" },
  ),
  p("t", A, "tA", "technical", "保守派担心回撤，可过去一年平安仍涨17.7%，4月初MACD刚金叉。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    MACD("golden_cross", 20),
  ]),
  p(
    "f",
    A,
    "tA",
    "technical",
    "距52周高点已回撤约20.7%，说明上涨趋势完好，可以追。",
    [HI52({ v: "-20.7", cmp: "approx" }), READ(HI52({ v: "-20.7", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "大幅回撤读作利好" },
  ),
  b("t", A, "fL", "annual", "收益方的营收+3.46%与风险方的利润-18.97%都准确，后者对估值影响更大。", [
    G("revenue", "2025", { v: "3.46" }),
    G("net_profit", "2025", { v: "-18.97" }),
  ]),
  p("t", A, "fSy", "industry", "利润+6.45%、营收+2.10%，负债率89.80%属保险业常态，结论中性偏多。", [
    G("net_profit", "2025", { v: "6.45" }),
    G("revenue", "2025", { v: "2.10" }),
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  z(
    "f",
    A,
    "vF",
    "annual",
    "净利润处于五年最低、ROE下滑，反对。",
    [
      MIN("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
      PP("roe", "2025", { dir: "down" }),
    ],
    { err: "wrong_extreme", note: "2025年净利润为五年最高" },
  ),
  p("t", A, "vT", "technical", "DIF仍在零轴下但已上穿DEA，RSI约54，弃权。", [
    MACD("dif_below_zero", 0),
    MACD("dif_above_dea", 0),
    RSI("54", "approx"),
  ]),
  b(
    "f",
    A,
    "tNe",
    "annual",
    "营收同比大幅增长，利润下滑只是暂时现象。",
    [G("revenue", "2025", { size: "大幅增长", err: "overstatement" })],
    { err: "overstatement", note: "营收+3.46%" },
  ),
  z("u", A, "bear", "undecidable", "多头说零售AUM破16万亿，这无从证实；能证实的是净利润仅增1.21%。", [
    U("AUM未存储"),
    G("net_profit", "2025", { v: "1.21" }),
  ]),
  z("t", A, "fT", "quarterly", "对方把+3.4%当成一季度增速，其实那是去年四季度单季；今年一季度是+1.5%。", [
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  b(
    "f",
    A,
    "fT",
    "annual",
    "收益方引用的233.33亿就是全年利润，同比只降7.5%，没那么糟。",
    [
      V("net_profit", "2025", "233.33", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025", { v: "-7.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "233.33亿、-7.55%是前三季度；全年326.19亿、-18.97%" },
  ),
  z("t", A, "tTr", "technical", "放量跌破20日所有收盘价，止损位设在52周低点37.31元下方。", [
    BRK(20, "down"),
    VOL("expand"),
    LO52({ cond: "level", v: "37.31" }),
  ]),
  b("u", A, "tP", "undecidable", "若二季度利润再腰斩，比亚迪仓位从8%降到4%；目前Q2数据尚未披露。", [U("情景假设")]),
  w("t", A, "tC", "technical", "60日回撤约12%、RSI不足30，现在抄底等于接飞刀。", [
    DD(60, { v: "-12", cmp: "approx" }),
    RSI("30", "lt"),
  ]),
  w(
    "f",
    A,
    "tA",
    "technical",
    "RSI 28已经超卖，而且DIF这几天刚金叉DEA，反弹信号明确。",
    [RSI("28", "approx"), MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "4月20日死叉，DIF<DEA" },
  ),
  b("t", A, "fT", "annual", "空方说毛利率降了8.7个点，实际只降约1.7个百分点，到17.74%。", [
    PP("gross_margin", "2025", { v: "-1.7" }),
    V("gross_margin", "2025", "17.74", "%"),
  ]),
  b("u", A, "vN", "announcement", "3月传出H股再融资方案，稀释担忧加重，反对。", [U("比亚迪融资类公告不在采集范围")]),
  p("t", A, "bull", "annual", "空方说利润在下滑？2025年的1347.78亿比2022年低谷837.74亿高出约六成。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2022", "837.74"),
    MIN("net_profit", "2022", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    G("net_profit", "2025", { base: "2022", v: "60", cmp: "approx" }),
  ]),
];
