// Rebuttals that quote the other side's figure before correcting it, risk debaters (激进 / 保守 / 中性), vote lenses
// (基本面 / 技术面 / 消息面), research-manager and lead-agent rulings. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, RET, CLOSE, MA, MACD, HI52, EV, U, QOQ, MCNOW, SNAP, IND, READ, PAIR, X } = H;
const mt = H.maker("b56-rb-mt", "600519");
const pa = H.maker("b56-rb-pa", "601318");
const nd = H.maker("b56-rb-nd", "300750");
const A = "2026-04-30";
const GM = ["2024", "2024H1", "2024M9", "2025Q1", "2025H1", "2025M9", "2025", "2026Q1"];

export default [
  mt("t", A, "bear", "quarterly", "对方引用的11.6%是去年一季度的增速；2026年一季度归母净利同比只增了1.5%。", [
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5" }),
  ]),
  mt(
    "f",
    A,
    "bull",
    "quarterly",
    "空方盯着全年现金流下降三成，可一季度经营现金流269.10亿元，同比已增长约105%。",
    [
      G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
      V("operating_cash_flow", "2026Q1", "269.10"),
      G("operating_cash_flow", "2026Q1", { v: "105", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "269.10/88.09，同比+205%（3.05倍）" },
  ),
  pa("t", A, "fT", "industry", "质疑方拿近九成的负债率说事，可这是保险业务常态，且89.80%还略低于上年的89.93%。", [
    IND("high_debt_is_normal"),
    V("debt_ratio", "2025", "89.80", "%"),
    V("debt_ratio", "2024", "89.93", "%"),
    PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  pa(
    "f",
    A,
    "fQ",
    "annual",
    "6.45%的利润增速远不及2024年的47.8%，说明平安基本面正在恶化。",
    [
      G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
      READ(G("net_profit", "2025", { v: "6.45" }), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "利润仍在增长，被读作基本面恶化" },
  ),
  nd(
    "t",
    A,
    "tBe",
    "quarterly",
    "多头引用的一季度营收同比+52.5%没错，但环比去年四季度单季反而降了约8%，不能只看同比。",
    [
      G("revenue", "2026Q1", { v: "52.5", cmp: "approx" }),
      QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    A,
    "tB",
    "announcement",
    "空方担心抛压，但4月7日回购刚实施完毕，公司随后又发布了新一轮回购方案。",
    [
      EV("repurchase", true, { title: "回购结果", from: "2026-04-07" }),
      EV("repurchase", true, { from: "2026-04-08", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "4月7日之后无回购公告" },
  ),
  mt("t", A, "tC", "technical", "激进方只盯着1384.79元的价格便宜，却没看到股价已跌破MA250，且较52周高点回撤15.8%。", [
    CLOSE("1384.79"),
    MA(250, "below"),
    HI52({ v: "-15.8", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tA",
    "annual",
    "保守方担心现金流，可年末货币资金516.91亿元已是2020年以来的最高水平。",
    [
      V("cash", "2025", "516.91"),
      MAX("cash", "2025", ["2020", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2023年690.70亿最高" },
  ),
  nd("t", A, "tNe", "valuation", "两边都有道理：归母净利增42.3%是事实，但一年里股价涨了约93%，PE已到27.5倍左右。", [
    G("net_profit", "2025", { v: "42.3" }),
    RET(250, { v: "93", cmp: "approx" }),
    MCNOW("2025", "27.5"),
  ]),
  pa("t", A, "tC", "technical", "年线59.29元只是勉强站上，MA60的61.25元和MA120的62.69元都还压在头顶。", [
    MA(250, "above"),
    MA(250, "value", { v: "59.29" }),
    MA(60, "below"),
    MA(120, "below"),
    MA(120, "value", { v: "62.69" }),
  ]),
  pa(
    "f",
    A,
    "tA",
    "annual",
    "2025年营业总收入大幅增长至10505.06亿元，保险主业重回高增长通道。",
    [V("revenue", "2025", "10505.06"), G("revenue", "2025", { size: "大幅增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+2.10%" },
  ),
  mt("t", A, "vF", "annual", "2025年利润微降4.5%，2026年一季度已恢复1.5%的正增长，暂不构成看空理由。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", dir: "up" }),
  ]),
  nd(
    "f",
    A,
    "vT",
    "technical",
    "MACD在零轴下方形成死叉，中期趋势已经转空。",
    [MACD("death_cross", 5), MACD("dif_below_zero", undefined, { err: "technical" })],
    { err: "technical", note: "DIF 11.76在零轴上方" },
  ),
  pa("t", A, "vN", "announcement", "3月27日已披露2025年年度利润分配方案，分红节奏没有变化。", [
    EV("dividend", true, { title: "年度利润分配方案", from: "2026-03-27" }),
  ]),
  mt("u", A, "vN", "undecidable", "据称控股股东拟增持不超过30亿元，释放底部信号。", [
    U("茅台只收年报公告，增持无从核验"),
  ]),
  nd("t", A, "tM", "annual", "裁定多方成立：经营现金流1332.20亿元高于归母净利，资产负债率同比下降3.3个百分点。", [
    V("operating_cash_flow", "2025", "1332.20"),
    PAIR("operating_cash_flow", "2025", undefined, { metric2: "net_profit", mode: "gt" }),
    PP("debt_ratio", "2025", { v: "-3.3", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tM",
    "annual",
    "裁定：空方的利润下滑论不成立，2025年归母净利较2021年增长约6.45%。",
    [G("net_profit", "2025", { base: "2021", v: "6.45", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2021年+32.6%；6.45%是较2024年" },
  ),
  mt("t", A, "fL", "annual", "现金流与利润背离属实（约0.75倍），但一季度经营现金流已回升到269.10亿元，风险可控。", [
    R("operating_cash_flow", "net_profit", "2025", "0.75", { cmp: "approx" }),
    V("operating_cash_flow", "2026Q1", "269.10"),
  ]),
  nd(
    "f",
    A,
    "fL",
    "annual",
    "2025年毛利率26.27%，为2024年以来各报告期的最高值。",
    [V("gross_margin", "2025", "26.27", "%"), MAX("gross_margin", "2025", GM, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024年前三季度28.18%更高" },
  ),
  pa("t", A, "tP", "valuation", "按收盘价约8倍PE、快照1.12倍PB，安全边际尚可；但60日跌了9.1%，宜分批建仓。", [
    MCNOW("2025", "8"),
    SNAP("pb", "1.12", "x", "eq"),
    RET(60, { v: "-9.1", cmp: "approx" }),
  ]),
  nd("u", A, "tP", "undecidable", "组合里新能源仓位已超过20%，再加仓就会突破风控上限。", [U("组合持仓不在存储数据中")]),
  mt(
    "f",
    A,
    "tTr",
    "technical",
    "空方说的5%跌幅还低估了：近20个交易日股价跌幅已超过一成。",
    [RET(20, { v: "-10", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "20日-5.11%" },
  ),
  pa("t", A, "tTr", "technical", "多方说短线转强并非空穴来风：近5个交易日涨了2.57%，收盘站上5日均线。", [
    RET(5, { v: "2.57" }),
    MA(5, "above"),
  ]),
  nd(
    "f",
    A,
    "fQ",
    "industry",
    "61.94%的负债率和保险公司九成的负债一样，都属于所在行业的正常水平，不必担心。",
    [V("debt_ratio", "2025", "61.94", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  nd("t", A, "fT", "annual", "质疑方说现金流跟不上利润，但经营现金流1332.20亿元，是归母净利722.01亿元的1.8倍以上。", [
    V("net_profit", "2025", "722.01"),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "gt" }),
  ]),
  mt(
    "f",
    A,
    "bear",
    "quarterly",
    "多方说一季度收入增6.5%，可一季度营业收入只有509.09亿元，明显不及预期。",
    [V("operating_revenue", "2026Q1", "509.09", "亿", "eq", { err: "wrong_value" }), U("市场预期不在存储数据中")],
    { err: "wrong_value", note: "一季度营业收入539.09亿" },
  ),
  pa(
    "t",
    A,
    "bull",
    "technical",
    "空方抓住年内13.2%的跌幅不放，可过去250个交易日股价仍涨了17.7%，比2024年末也高出12.8%。",
    [
      RET("2025-12-31", { v: "-13.2", cmp: "approx" }),
      RET(250, { v: "17.7", cmp: "approx" }),
      RET("2024-12-31", { v: "12.8", cmp: "approx" }),
    ],
  ),
  nd("u", A, "bear", "undecidable", "多方讲储能高增长，却忽视了亿纬锂能挑起的价格战，储能电芯价格已降三成。", [
    U("同行与电芯价格不在存储数据中"),
  ]),
  mt(
    "t",
    A,
    "fSy",
    "quarterly",
    "综合双方：一季度经营现金流是去年同期的3倍多，但归母净利增速只有1.5%，量的修复先于利润。",
    [X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }), G("net_profit", "2026Q1", { v: "1.5" })],
  ),
];
