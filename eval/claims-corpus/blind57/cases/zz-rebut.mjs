// Rebuttals that quote the other side's figure before correcting it, risk debaters, vote lenses and rulings.
// The other side's figure is quoted, not asserted: a spec holds what the speaker asserts.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, DOWN, RET, CLOSE, MAORDER, RSI, MACD, LO52, VOL, EV, PE, U, READ, GDIFF, DAYS } = H;
const cmb = H.maker("b57-reb-cmb", "600036");
const byd = H.maker("b57-reb-byd", "002594");
const spc = H.maker("b57-reb-spc", "600028");
const wly = H.maker("b57-reb-wly", "000858");
const A = "2026-04-30";

export default [
  cmb("t", A, "bull", "annual", "对方说招行利润已经负增长，可2025年归母净利润1501.81亿元，同比是+1.21%。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21" }),
  ]),
  cmb(
    "f",
    A,
    "fQ",
    "annual",
    "你们引用的ROE 13.44%没错，可它比2024年的14.49%低了2.05个百分点，不是小波动。",
    [
      V("roe", "2025", "13.44", "%"),
      V("roe", "2024", "14.49", "%"),
      PP("roe", "2025", { v: "-2.05", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "差1.05个百分点" },
  ),
  byd("t", A, "tBe", "quarterly", "多头拿上半年利润+13.79%说事，可前三季度已转为-7.55%，全年更是-18.97%。", [
    G("net_profit", "2025H1", { v: "13.79" }),
    G("net_profit", "2025M9", { v: "-7.55" }),
    G("net_profit", "2025", { v: "-18.97" }),
  ]),
  byd(
    "f",
    A,
    "tB",
    "quarterly",
    "空方强调全年利润降了18.97%，但四季度单季利润92.86亿元，同比已经转正。",
    [V("net_profit", "2025S4", "92.86"), G("net_profit", "2025S4", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "四季度单季同比-38.16%" },
  ),
  spc("t", A, "fT", "annual", "质疑方说中石化2024年营收下降一成，实际降幅是4.29%，营收仍有3.07万亿元。", [
    G("revenue", "2024", { v: "-4.29" }),
    V("revenue", "2024", "3.07", "万亿"),
  ]),
  spc(
    "f",
    A,
    "bull",
    "annual",
    "空方说利润连降三年不准确，2023年归母净利润其实增长了约4.7%。",
    [G("net_profit", "2023", { v: "4.7", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "归母-9.87%；+4.71%是扣非" },
  ),
  wly("t", A, "bear", "technical", "多方说RSI超卖该抄底，RSI确实只有28.4，但均线空头排列没改，股价还在创52周新低。", [
    RSI("28.4", "approx"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    LO52({ cond: "new_low" }),
  ]),
  cmb("t", A, "tA", "valuation", "近5日跌了3.9%之后PB已不足0.9倍，这个位置激进一点可以加仓。", [
    RET(5, { v: "-3.9", cmp: "approx" }),
    PE("2025", "0.9", "lt", { per: "bps" }),
  ]),
  byd(
    "f",
    A,
    "tA",
    "quarterly",
    "一季度毛利率同比下降1.26个百分点，说明公司主动让利换份额、定价权反而更强，是利好。",
    [READ(PP("gross_margin", "2026Q1", { v: "-1.26" }), "positive", { err: "stance" })],
    { err: "stance", note: "毛利率下降读作利好" },
  ),
  byd("t", A, "tNe", "technical", "近60日涨了约12%，可一季度利润同比降了约55%，多空都有依据，仓位维持中性。", [
    RET(60, { v: "12", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
  ]),
  byd("t", A, "vN", "announcement", "3月28日同一天披露了2025年度分配方案和持股计划解锁条件未成就的公告。", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
    EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
  ]),
  spc(
    "f",
    A,
    "vT",
    "technical",
    "已连续5个交易日收跌，RSI也压到了30附近，抛压尚未衰竭。",
    [DAYS(5, "down", { err: "technical" }), RSI("30", "approx")],
    { err: "technical", note: "4月28日、29日收涨" },
  ),
  wly(
    "f",
    "2020-05-15",
    "vF",
    "annual",
    "2019年利润增速30.02%，比2018年的38.36%慢了8个多点，这是利好信号。",
    [
      G("net_profit", "2019", { v: "30.02" }),
      G("net_profit", "2018", { v: "38.36" }),
      READ(
        GDIFF(
          { metric: "net_profit", period: "2019" },
          { metric: "net_profit", period: "2018" },
          { v: "-8", cmp: "lt" },
        ),
        "positive",
        { err: "stance" },
      ),
    ],
    { err: "stance", note: "增速放缓读作利好" },
  ),
  cmb("t", A, "fL", "valuation", "综合双方：利润+1.21%、营收基本持平，PB约0.88倍，估值论据更站得住。", [
    G("net_profit", "2025", { v: "1.21" }),
    G("revenue", "2025", { size: "基本持平" }),
    PE("2025", "0.88", "approx", { per: "bps" }),
  ]),
  byd(
    "f",
    A,
    "tM",
    "annual",
    "营收8039.65亿元、利润326.19亿元，净利润率约5.1%，盈利质量尚可，维持持有。",
    [
      V("revenue", "2025", "8039.65"),
      V("net_profit", "2025", "326.19"),
      R("net_profit", "revenue", "2025", "5.1", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "326.19/8039.65=4.06%" },
  ),
  cmb("u", A, "tP", "undecidable", "给予12个月目标价48元，较现价上行空间约25%，评级买入。", [U("目标价为预测")]),
  cmb(
    "f",
    A,
    "fQ",
    "annual",
    "经营现金流4514.57亿元被夸成很健康，可2025年经营现金流同比降了近四成。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      G("operating_cash_flow", "2025", { v: "-40", cmp: "near", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "全年+0.99%；-38.68%是前三季度" },
  ),
  byd("t", A, "fT", "annual", "质疑方说资本开支失控，确实，1568.08亿元比2024年多了约594亿元。", [
    V("capex", "2025", "1568.08"),
    D("capex", "2025", { v: "594", cmp: "approx" }),
  ]),
  byd(
    "f",
    A,
    "tN",
    "announcement",
    "对方忽略了一点：公司2025年12月就已公告年度利润分配方案。",
    [EV("dividend", true, { from: "2025-12-01", to: "2025-12-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "分配方案公告在2025-03-25与2026-03-28" },
  ),
  wly("u", A, "fQ", "undecidable", "拿70%的分红率当支撑站不住：2025年度分红方案至今还没见到。", [
    U("五粮液公告未收录"),
  ]),
  spc(
    "f",
    A,
    "tC",
    "annual",
    "别被研发费用152.15亿元迷惑，它比2023年反而减少了，转型投入在收缩。",
    [V("research_expense", "2024", "152.15"), G("research_expense", "2024", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+8.92%" },
  ),
  cmb(
    "t",
    A,
    "tNe",
    "technical",
    "多方说放量，空方说破位：量比约1.1确属温和放量，但收盘也确实跌破了前20日所有收盘价。",
    [H.VOLR({ v: "1.1", cmp: "approx" }), VOL("expand"), H.BRK(20, "down")],
  ),
];
