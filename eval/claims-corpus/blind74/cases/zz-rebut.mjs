// Rebuttals that quote the other side's figure before correcting it (the quoted figure is not asserted, only the
// correction), risk debaters, vote lenses, rulings, and two sample companies side by side. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, X, QOQ } = H;
const { POS52, BRK, DD, VOLR, HILO, MRET, PE, MCNOW, PSUM, IND, READ, PAIR, SNAP, MAXDAY, UPDAYS, BIAS } = H;
const m = H.maker("b74-rmt", "600519");
const p = H.maker("b74-rpa", "601318");
const w = H.maker("b74-rwl", "000858");
const A = "2026-04-30";

export default [
  m("t", A, "fT", "annual", "质疑方称茅台利润下滑一成，实际2025年归母净利同比仅降4.5%，属小幅下滑。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx", size: "小幅下滑" }),
  ]),
  m(
    "f",
    A,
    "fT",
    "annual",
    "对方说现金流腰斩，并不准确：2025年经营现金流只下降了约13%。",
    [G("operating_cash_flow", "2025", { v: "-13", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际-33.5%" },
  ),
  m(
    "t",
    A,
    "fQ",
    "annual",
    "信任方说营收只降1%，可营业收入1688.38亿元、营业总收入1720.54亿元都在下降，营业总收入下滑还是七年来头一回。",
    [
      V("operating_revenue", "2025", "1688.38"),
      V("revenue", "2025", "1720.54"),
      G("operating_revenue", "2025", { dir: "down" }),
      G("revenue", "2025", { dir: "down" }),
      UP("revenue", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    ],
  ),
  m(
    "f",
    A,
    "bear",
    "technical",
    "多方说茅台已企稳，但今年以来股价已跌去9.1%，跌势并未止住。",
    [RET("2025-12-31", { v: "-9.1", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "年内+0.55%；-9.13%是自2024年末" },
  ),
  m("t", A, "bull", "technical", "空方说茅台还在创新低，其实收盘1384.79元仍比52周低点高出约4.8%。", [
    CLOSE("1384.79"),
    LO52({ v: "4.8", cmp: "approx" }),
  ]),
  m(
    "f",
    A,
    "bull",
    "quarterly",
    "空方拿25Q4说事，可第四季度单季归母净利176.93亿元环比是增长的。",
    [V("net_profit", "2025S4", "176.93"), QOQ("net_profit", "2025S4", "2025S3", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "环比Q3的192.24亿下降8%" },
  ),
  m("t", A, "bear", "annual", "多方用ROE 36%说事，那是2024年；2025年ROE已降到32.53%。", [
    V("roe", "2024", "36", "%", "approx"),
    V("roe", "2025", "32.53", "%"),
  ]),
  m(
    "f",
    A,
    "bear",
    "quarterly",
    "多方吹26Q1现金流，可经营现金流同比大增逾两倍，这本身就是利空。",
    [
      G("operating_cash_flow", "2026Q1", { v: "200", cmp: "gt" }),
      READ(G("operating_cash_flow", "2026Q1", { dir: "up" }), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "现金流同比+205%读作利空" },
  ),
  m(
    "f",
    A,
    "fL",
    "annual",
    "裁定：茅台2025年归母净利降4.5%，平安增6.5%，两者增速相差约4.5个百分点。",
    [
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
      p0(G("net_profit", "2025", { v: "6.5", cmp: "approx" })),
      H.GDIFF(
        { metric: "net_profit", period: "2025" },
        { t: "601318", metric: "net_profit", period: "2025" },
        { v: "-4.5", cmp: "approx", err: "wrong_ratio" },
      ),
    ],
    { err: "wrong_ratio", note: "相差约11个百分点" },
  ),
  m("t", A, "fL", "annual", "综合：平安2025年归母净利1347.78亿元，约是茅台823.20亿元的1.64倍。", [
    PAIR("net_profit", "2025", "601318", { period2: "2025", mode: "lt" }),
    p0(PAIR("net_profit", "2025", "600519", { mode: "x", v: "1.64", cmp: "approx" })),
  ]),
  m("t", A, "tM", "valuation", "茅台PE约21倍，平安约8倍，后者利润增速还高出约11个百分点。", [
    MCNOW("2025", "21", "approx"),
    p0(MCNOW("2025", "8", "approx")),
    H.GDIFF(
      { t: "601318", metric: "net_profit", period: "2025" },
      { metric: "net_profit", period: "2025" },
      { v: "11", cmp: "approx" },
    ),
  ]),
  m(
    "f",
    A,
    "tA",
    "valuation",
    "茅台PE约21倍、近20日涨了5%，正是趋势加速的时候。",
    [MCNOW("2025", "21", "approx"), RET(20, { v: "5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近20日-5.11%" },
  ),
  m("t", A, "tC", "technical", "20日内自高点回撤5.6%，近10日仍有5天收涨，但收盘跌破前20日所有收盘价。", [
    DD(20, { v: "-5.6", cmp: "approx" }),
    UPDAYS(10, { v: "5" }),
    BRK(20, "down"),
  ]),
  m(
    "f",
    A,
    "tNe",
    "technical",
    "茅台股价处于52周区间约81%的高位，回调压力较大。",
    [POS52({ v: "81", cmp: "approx", err: "technical" })],
    { err: "technical", note: "约19.4%，低位" },
  ),
  m("t", A, "tP", "annual", "茅台2025年现金分红支出672.42亿元，仍是组合里的现金牛，维持标配。", [
    V("dividends_interest_paid", "2025", "672.42"),
  ]),
  m(
    "f",
    A,
    "vF",
    "annual",
    "茅台2025年资产负债率仅16.42%，较2024年的19.04%反而上升了。",
    [V("debt_ratio", "2025", "16.42", "%"), PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "下降" },
  ),
  m("t", A, "vT", "technical", "近60日最大单日涨幅是1月29日的8.6%，目前股价低于MA60约3.9%。", [
    MAXDAY(60, "up", { v: "8.6", cmp: "approx" }),
    H.BAR("2026-01-29", "chg", { v: "8.6", cmp: "approx" }),
    BIAS(60, { v: "-3.9", cmp: "approx" }),
  ]),
  p("t", A, "fT", "annual", "质疑方说平安利润还在下滑，实际2025年归母净利同比增长约6.5%，已连增三年。", [
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  p(
    "f",
    A,
    "fQ",
    "annual",
    "信任方说负债率是常态，可89.80%的负债率放在任何行业都意味着高风险。",
    [V("debt_ratio", "2025", "89.80", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险集团负债率约90%属常态" },
  ),
  p(
    "f",
    A,
    "bear",
    "annual",
    "多方说经营现金流大增，其实6586.32亿元只是归母净利的约0.49倍。",
    [
      V("operating_cash_flow", "2025", "6586.32"),
      R("operating_cash_flow", "net_profit", "2025", "0.49", { cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "约4.89倍" },
  ),
  p("t", A, "bull", "technical", "空方说平安破位，可收盘59.37元仍在250日线59.29元之上，4月7日MACD还金叉了。", [
    CLOSE("59.37"),
    MA(250, "value", { v: "59.29", cmp: "approx" }),
    MA(250, "above"),
    MACD("golden_cross", 20),
  ]),
  p(
    "f",
    A,
    "tN",
    "announcement",
    "平安2025年10月以来连续发布回购进展公告，护盘意图明显。",
    [EV("repurchase", true, { from: "2025-10-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2025-10以来无回购公告" },
  ),
  p(
    "f",
    A,
    "tB",
    "announcement",
    "2024年四季度平安推出新一轮A股回购，显示管理层对价值的认可。",
    [EV("repurchase", true, { from: "2024-10-01", to: "2024-12-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "该期间无回购公告" },
  ),
  p("t", A, "tBe", "announcement", "2025年8月27日的中期利润分配方案已经落地，股息催化已兑现。", [
    EV("dividend", true, { from: "2025-08-27", to: "2025-08-27", title: "中期利润分配" }),
  ]),
  p(
    "f",
    A,
    "tC",
    "annual",
    "平安资本开支83.55亿元，较上年下降约25%，投资收缩。",
    [V("capex", "2025", "83.55"), G("capex", "2025", { v: "-25", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "66.78→83.55，+25.1%" },
  ),
  p("u", A, "tNe", "undecidable", "平安投资端权益仓位约12%，若A股回调10%，利润或减少百亿。", [U("持仓结构与情景")]),
  p(
    "f",
    A,
    "vN",
    "announcement",
    "3月27日平安公布2025年年度利润分配方案，同日还推出了新一轮A股回购。",
    [
      EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
      EV("repurchase", true, { from: "2026-03-27", to: "2026-03-27", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "当日无回购公告（回购公告收录完整）" },
  ),
  p("t", A, "fL", "annual", "裁定：平安营收仅增2.1%，但利润增6.5%、现金流增72%，负债率行业常态，偏多。", [
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    IND("high_debt_is_normal"),
  ]),
  w(
    "f",
    A,
    "fT",
    "technical",
    "说五粮液破位言过其实，股价仍在52周区间中部，RSI约28只是偏低。",
    [RSI("28", "approx"), POS52({ v: "40", cmp: "ge", err: "technical" })],
    { err: "technical", note: "52周区间位置0.2%，处最底部" },
  ),
  w("t", A, "tBe", "technical", "多头说五粮液跌透了，可股价仍在各条均线之下，RSI 28.4也不等于见底。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(5, "below"),
    RSI("28.4", "approx"),
  ]),
  w("u", A, "tB", "undecidable", "五粮液估值已回到2014年水平，高股息提供安全垫。", [U("五粮液利润与分红未存储")]),
  w(
    "f",
    A,
    "tP",
    "technical",
    "五粮液近20日下跌约17%，跌幅过大可左侧试仓。",
    [RET(20, { v: "-17", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "近20日-7.0%" },
  ),
];

// A 平安 assertion inside a 茅台 case.
function p0(a) {
  return { ...a, t: "601318" };
}
