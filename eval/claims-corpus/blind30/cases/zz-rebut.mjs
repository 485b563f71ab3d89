// Rebuttals that quote and correct (or mis-correct) the other side, FinDebate trust / challenge agents, research
// manager summaries, peers within the sample, and readings of a fact. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, IND, PAIR, MCNOW, SNAP, MA, EV, READ, U } = H;
const mt = H.maker("b30-rb-mt", "600519");
const by = H.maker("b30-rb-byd", "002594");
const pa = H.maker("b30-rb-pa", "601318");
const sh = H.maker("b30-rb-sh", "600028");
const A = "2026-04-30";

export default [
  mt(
    "f",
    A,
    "bear",
    "annual",
    "多方说营收基本持平？不对，茅台2025年营业总收入实际同比下降了12%。",
    [G("revenue", "2025", { v: "-12", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-1.20%，小数点错位" },
  ),
  mt("t", A, "bull", "annual", "空方把利润说成“大幅下滑”言过其实：归母净利仅同比减少4.53%，属于小幅回落。", [
    G("net_profit", "2025", { v: "-4.53", size: "小幅下滑" }),
  ]),
  by(
    "f",
    A,
    "fQ",
    "annual",
    "质疑：多方称负债率已降到70%附近，可2025年末实际仍高达74.64%。",
    [V("debt_ratio", "2025", "74.64", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "74.64%是2024年末；2025年末70.74%" },
  ),
  pa("t", A, "fT", "annual", "核对：质疑方引用的89.90%其实是2026年一季度末的负债率，2025年末是89.80%。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    V("debt_ratio", "2025", "89.80", "%"),
  ]),
  pa(
    "f",
    A,
    "bear",
    "industry",
    "别拿“保险业特性”当挡箭牌，89.80%的负债率放在任何企业都是高风险。",
    [V("debt_ratio", "2025", "89.80", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率属常态" },
  ),
  by(
    "f",
    A,
    "tA",
    "industry",
    "比亚迪负债率70.74%？金融企业动辄九成，这个水平根本谈不上风险。",
    [V("debt_ratio", "2025", "70.74", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "比亚迪是制造企业" },
  ),
  pa(
    "f",
    A,
    "tM",
    "industry",
    "横向看，平安一家的2025年归母净利（1347.78亿元）抵得上约1.8个茅台。",
    [
      V("net_profit", "2025", "1347.78"),
      PAIR("net_profit", "2025", "600519", { v: "1.8", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1347.78/823.20=1.64倍" },
  ),
  pa("u", A, "fR", "industry", "平安89.80%的负债率和中国人寿相差无几，并无异常。", [
    V("debt_ratio", "2025", "89.80", "%"),
    U("中国人寿不在样本中"),
  ]),
  by(
    "f",
    A,
    "tM",
    "annual",
    "研究经理小结：双方都认可营收较2023年增长3.46%，分歧只在利润端。",
    [G("revenue", "2025", { base: "2023", v: "3.46", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "3.46%是较2024年；较2023年+33.5%" },
  ),
  pa(
    "f",
    A,
    "bull",
    "valuation",
    "空方嫌8倍市盈率不便宜？按2025年利润算，平安现价其实只有约6倍。",
    [MCNOW("2025", "6", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约8.0倍" },
  ),
  mt(
    "f",
    A,
    "tB",
    "valuation",
    "按去年7月4日的行情快照，茅台市净率已经不到6倍。",
    [SNAP("pb", "6", "x", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照PB 7.99倍" },
  ),
  sh(
    "f",
    A,
    "tB",
    "technical",
    "空方说石化均线全线失守并不准确，收盘价其实还站在20日线上方。",
    [MA(20, "above", { err: "technical" })],
    { err: "technical", note: "收盘5.39，MA20 5.63" },
  ),
  pa("u", A, "tS", "undecidable", "北向资金近5日净买入平安超20亿元，这轮反弹有增量资金背书。", [U("资金流向未存储")]),
  by(
    "f",
    A,
    "bear",
    "announcement",
    "2025年度利润分配方案至今没有公告，分红恐怕要落空。",
    [EV("dividend", false, { title: "2025年度利润分配", from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-03-28已公告" },
  ),
  pa("u", A, "tN", "announcement", "平安H股可转债今年转股进度已过半，摊薄基本消化。", [U("平安融资类公告未收录")]),
  mt(
    "f",
    A,
    "bull",
    "annual",
    "经营现金流同比减少约33%，这恰说明公司在给渠道让利，对股东其实是好事。",
    [READ(G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "把现金流下降读成利好" },
  ),
];
