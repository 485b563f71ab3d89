// Rebuttals that quote the other side's figure before correcting it, risk debaters, vote lenses and rulings.
// The quoted figure of the other side is not asserted; what the speaker says in its own name is.
import * as H from "../spec-helpers.mjs";

const { V, G, MA, MAORDER, MACD, HI52, PE, EV, U, SPAN, MCNOW, IND, PAIR, READ } = H;
const mt = H.maker("b52-rb-mt", "600519");
const zs = H.maker("b52-rb-zs", "600036");
const sh = H.maker("b52-rb-sh", "600028");
const nd = H.maker("b52-rb-nd", "300750");
const by = H.maker("b52-rb-by", "002594");
const pa = H.maker("b52-rb-pa", "601318");
const wl = H.maker("b52-rb-wl", "000858");
const A = "2026-04-30";

export default [
  mt("t", A, "fT", "annual", "对方说2025年归母净利润“大降两成”，实际823.20亿元对862.28亿元，只降了约4.5%。", [
    V("net_profit", "2025", "823.20"),
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "fQ",
    "annual",
    "多方引用的营收增速17%有误，2025年营收4237.02亿元，同比实际只增约5.7%。",
    [V("revenue", "2025", "4237.02"), G("revenue", "2025", { v: "5.7", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "5.7%是较2023年；同比+17.0%，多方没错" },
  ),
  by("t", A, "tBe", "quarterly", "多头说一季度利润“只是小幅波动”，可40.85亿元对去年同期91.55亿元，降幅超过55%。", [
    V("net_profit", "2026Q1", "40.85"),
    V("net_profit", "2025Q1", "91.55"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "lt" }),
  ]),
  by("t", A, "tB", "annual", "空头说营收停滞并不客观：2025年8039.65亿元，比2023年高出三成以上。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { base: "2023", v: "30", cmp: "gt" }),
  ]),
  zs(
    "f",
    A,
    "tBe",
    "annual",
    "多方说ROE仍在14%以上，其实2025年ROE只有12.44%，盈利能力在下台阶。",
    [V("roe", "2025", "12.44", "%", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "ROE 13.44%" },
  ),
  pa("t", A, "tC", "industry", "有人拿89.80%的负债率说杠杆高，这对保险公司是常态；真正的风险是年内已跌约13%。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tA",
    "technical",
    "保守方担心跌破年线，可1384.79元仍站在250日均线上方，回撤风险有限。",
    [MA(250, "above", { err: "technical" })],
    { err: "technical", note: "MA250 1453.44，收盘在其下方" },
  ),
  nd("t", A, "tNe", "technical", "两边都有道理：距52周高点只差约5%，但MACD已经死叉，建议半仓持有。", [
    HI52({ v: "-5", cmp: "approx" }),
    MACD("dead_cross", 5),
  ]),
  wl(
    "f",
    A,
    "tNe",
    "technical",
    "客观地看，五粮液年内只跌了3%左右，不必过度悲观。",
    [SPAN("2025-12-31", { v: "-3", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "年内-8.36%" },
  ),
  sh("t", A, "vF", "annual", "投反对票：2024年归母净利润同比降16.8%，扣非480.57亿元也低于上年。", [
    G("net_profit", "2024", { v: "-16.8" }),
    V("deducted_net_profit", "2024", "480.57"),
    PAIR("deducted_net_profit", "2024", undefined, { period2: "2023", mode: "lt" }),
  ]),
  pa(
    "f",
    A,
    "vT",
    "technical",
    "投赞成票：5日、20日、60日均线依次向上发散，多头排列。",
    [MAORDER([5, 20, 60], "bull", { err: "technical" })],
    { err: "technical", note: "MA20 58.22低于MA60 61.25" },
  ),
  nd("t", A, "vN", "announcement", "赞成：4月7日公告了回购结果，3月10日还有2025年度利润分配预案。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度" }),
  ]),
  mt("u", A, "vN", "undecidable", "这一票投中性：近期没有重大公告，传闻中的提价也未获证实。", [
    U("通知列表只收年报，无法判断有无其他公告；传闻"),
  ]),
  zs("t", A, "tM", "valuation", "裁决偏空：营收近乎零增长、ROE降至13.44%，6.7倍静态PE虽低却缺催化。", [
    G("revenue", "2025", { size: "基本持平" }),
    V("roe", "2025", "13.44", "%"),
    PE("2025", "6.7"),
  ]),
  by(
    "f",
    A,
    "tP",
    "quarterly",
    "最终决定减仓：一季度营收同比降11.8%，利润同比降幅在三成以内。",
    [
      G("revenue", "2026Q1", { v: "-11.8" }),
      G("net_profit", "2026Q1", { v: "-30", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "利润同比-55.4%" },
  ),
  pa("t", A, "fL", "annual", "综合双方：利润增6.5%、经营现金流增约72%属实，但年内股价回落13.2%，维持中性。", [
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-13.2", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "fT",
    "quarterly",
    "质疑方说一季度利润下滑不成立：272.43亿元同比增长约6.5%。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "6.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "归母净利+1.47%；6.5%是营业收入增速" },
  ),
  nd("u", A, "fQ", "undecidable", "信任方引用的PE约27倍没错，但同行亿纬锂能只有20倍，宁德并不便宜。", [
    MCNOW("2025", "27"),
    U("样本外同行估值"),
  ]),
  sh("t", A, "bear", "valuation", "多方说中石化估值极低，可按2024年每股收益算静态PE已约13倍，并不算低。", [
    PE("2024", "13"),
  ]),
  zs("u", A, "bull", "undecidable", "空方说息差拖累利润，可2025年归母净利润仍增1.2%，息差压力被手续费对冲了。", [
    G("net_profit", "2025", { v: "1.2" }),
    U("归因：息差与手续费未存储"),
  ]),
  nd(
    "f",
    A,
    "tTr",
    "technical",
    "交易计划：回踩20日均线438元附近分批买入，跌破400元止损。",
    [MA(20, "value", { v: "438", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "MA20 425.02；438.80是MA10" },
  ),
  pa(
    "f",
    A,
    "bear",
    "annual",
    "经营现金流同比大增72%，说明资金在往外流，偏利空。",
    [READ(G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金流增长读作利空" },
  ),
];
