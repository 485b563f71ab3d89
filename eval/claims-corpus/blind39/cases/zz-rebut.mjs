// Rebuttals that quote the other side's figure before correcting it, risk debaters, vote lenses, rulings. 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, QOQ, PE, SPAN } = H;
const { IND, READ, MCNOW, X, LIN, DD, POS52, PAIR, EV, GDIFF } = H;
const mt = H.maker("b39-rb-mt", "600519");
const zs = H.maker("b39-rb-zs", "600036");
const byd = H.maker("b39-rb-byd", "002594");
const sh = H.maker("b39-rb-sh", "600028");
const A = "2026-04-30";

export default [
  mt(
    "t",
    A,
    "bear",
    "annual",
    "对方称现金流“远超利润”，但2025年经营现金流615.22亿元反而比归母净利823.2亿元少了约208亿元。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      V("net_profit", "2025", "823.2"),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["net_profit", -1],
        ],
        "2025",
        { v: "-208", cmp: "approx" },
      ),
    ],
  ),
  mt(
    "f",
    A,
    "bull",
    "quarterly",
    "空方说一季度利润停滞，可2026Q1归母净利272.43亿元同比增长近一成，何来停滞？",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "10", cmp: "near", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+1.47%" },
  ),
  mt("t", A, "fQ", "technical", "信任方引用的“站上年线”不成立：收盘1384.79元，低于MA250约1453元。", [
    CLOSE("1384.79"),
    MA(250, "below"),
    MA(250, "value", { v: "1453", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "fT",
    "annual",
    "质疑方说ROE跌破30%，并不准确：2025年ROE仍有36.02%。",
    [V("roe", "2025", "36.02", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "36.02%是2024年；2025年32.53%（质疑方的“跌破30%”本身也不对）" },
  ),
  mt(
    "t",
    A,
    "tC",
    "technical",
    "激进派说的“底部放量”并不明显：近20日均量仅为前20日的1.06倍左右，股价还在52周区间下沿。",
    [H.VOLR({ v: "1.06", cmp: "approx" }), VOL("flat"), POS52({ v: "20", cmp: "le" })],
  ),
  mt("t", A, "tA", "valuation", "保守派盯着回撤，但以现价算PE约21倍、负债率16.42%，安全垫足够厚。", [
    MCNOW("2025", "21"),
    V("debt_ratio", "2025", "16.42", "%"),
  ]),
  mt(
    "f",
    A,
    "vN",
    "announcement",
    "公司2025年3月就已发布2024年年报，信息披露及时，可偏多看待。",
    [EV("annual_report", true, { from: "2025-03-01", to: "2025-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2024年报2025-04-03发布" },
  ),
  mt("t", A, "tP", "annual", "综合来看，利润降4.5%、现金流降三成多、股价低于年线，维持减仓判断。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
    MA(250, "below"),
  ]),
  zs("t", A, "fT", "industry", "质疑方把90.20%的负债率当作风险点，这对银行并不成立，行业负债率普遍在九成上下。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  zs(
    "f",
    A,
    "tC",
    "industry",
    "激进派忽视了杠杆：招行负债率90.43%，一旦资产缩水就会资不抵债，必须规避。",
    [V("debt_ratio", "2026Q1", "90.43", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行高负债率属行业常态" },
  ),
  zs(
    "t",
    A,
    "bull",
    "quarterly",
    "空方只看全年1.2%的利润增速，却忽略了一季度营收同比+3.8%，比去年同期的-3.1%明显好转。",
    [
      G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
      G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
      G("revenue", "2025Q1", { v: "-3.1", cmp: "approx" }),
    ],
  ),
  zs(
    "f",
    A,
    "tBe",
    "annual",
    "多头说利润创新高，可ROE已从14.49%降到13.44%，同比下滑1.05%，资本回报在走弱。",
    [
      V("roe", "2024", "14.49", "%"),
      V("roe", "2025", "13.44", "%"),
      G("roe", "2025", { v: "-1.05", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1.05是百分点；相对降幅约7.2%" },
  ),
  zs("t", A, "vT", "technical", "MACD死叉且DIF转负，5日、20日、60日均线均压在股价上方，短线偏空。", [
    MACD("death_cross", 5),
    MACD("dif_below_zero"),
    MA(5, "below"),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  zs("t", A, "tM", "valuation", "PE约6.7倍、PB约0.88倍，多空双方对估值的分歧不大，分歧在于利润增速能否回升。", [
    PE("2025", "6.7"),
    PE("2025", "0.88", "approx", { per: "bps" }),
  ]),
  byd("t", A, "fQ", "annual", "信任方说利润“小幅回落”，实际2025年归母净利下降约19%，已是两位数下滑。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx", size: "两位数下滑" }),
  ]),
  byd(
    "f",
    A,
    "fT",
    "annual",
    "质疑方夸大了现金流问题：2025年经营现金流591.36亿元，只比上年少了约15%。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      G("operating_cash_flow", "2025", { v: "-15", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-55.7%" },
  ),
  byd("t", A, "tA", "technical", "保守派担心破位，但股价站在所有均线之上，近60日涨了一成多，趋势并未走坏。", [
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    RET(60, { v: "10", cmp: "gt" }),
  ]),
  byd(
    "f",
    A,
    "tNe",
    "quarterly",
    "两边都有道理：一季度营收降11.8%，但净利只降了约12%，利润率基本守住。",
    [
      G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "-12", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "净利-55.4%" },
  ),
  byd("t", A, "vF", "annual", "营收仅增3.5%而利润降19%，资本开支却同比多投了约594亿元，基本面偏空。", [
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    D("capex", "2025", { v: "594", cmp: "approx" }),
  ]),
  byd("u", A, "vN", "undecidable", "海外工厂陆续投产，欧洲关税谈判进展顺利，整体偏利好。", [U("海外工厂与关税进展")]),
  sh("t", A, "fQ", "annual", "对方称“利润企稳”，但归母净利润从2021年712亿元到2024年503亿元，已连跌三年。", [
    V("net_profit", "2021", "712", "亿", "approx"),
    V("net_profit", "2024", "503", "亿", "approx"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  sh(
    "f",
    A,
    "tB",
    "technical",
    "空方强调破位，其实股价距52周低点已反弹约15%，底部正在夯实。",
    [LO52({ v: "15", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "距52周低点仅+2.28%" },
  ),
  sh(
    "f",
    A,
    "tA",
    "technical",
    "回撤三成以上恰是抄底良机，这样的跌幅对长期资金是利好。",
    [READ(DD(60, { v: "-30", cmp: "lt" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作利好" },
  ),
  sh("t", A, "tP", "valuation", "权衡后给出持有：PE约13倍、快照PB仅0.84倍不贵，但净利连降三年、股价处52周低位。", [
    PE("2024", "13"),
    SNAP_PB(),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    POS52({ v: "20", cmp: "le" }),
  ]),
];

function SNAP_PB() {
  return H.SNAP("pb", "0.84", "x", "eq");
}
