// Rebuttals that quote the other side's figure before correcting it, risk debaters, vote lenses and rulings,
// all on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, R, MIN, RET, MA, RSI, MCNOW, SNAP, IND, EV, U, DD, READ, PAIR, POS52, X, MACD, CLOSE, HI52 } = H;
const mt = H.maker("b50-rb-mt", "600519");
const pa = H.maker("b50-rb-pa", "601318");
const nd = H.maker("b50-rb-nd", "300750");
const A = "2026-04-30";

export default [
  mt("t", A, "fT", "annual", "空方说现金流“腰斩”，实际是924.64亿元降到615.22亿元，降幅约33%，离腰斩还远。", [
    V("operating_cash_flow", "2024", "924.64"),
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-45", cmp: "gt" }),
  ]),
  mt(
    "f",
    A,
    "fQ",
    "quarterly",
    "多方口中“一季度利润同比增长1.5%”站不住，272.43亿元其实比去年同期还少。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+1.47%，多方说对了" },
  ),
  nd("t", A, "bear", "annual", "多头拿营收+17%说事，可把2024年的下滑算进去，2025年营收只比2023年高约5.7%。", [
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    G("revenue", "2025", { base: "2023", v: "5.7", cmp: "approx" }),
  ]),
  pa("t", A, "vT", "technical", "股价4月29日重回250日线上方，但60日线仍压在头顶，信号中性偏弱。", [
    MA(250, "above"),
    H.MAX_CROSS(250, "up", 2),
    MA(60, "below"),
  ]),
  nd(
    "f",
    A,
    "vN",
    "announcement",
    "4月下旬公司又公告了新一轮A股回购方案，护盘态度积极，这条消息偏多。",
    [EV("repurchase", true, { from: "2026-04-08", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月7日回购结果公告之后无回购类公告" },
  ),
  mt("t", A, "vF", "annual", "营收、利润双双下滑，但ROE仍有32.53%，资产质量无忧，投赞成票。", [
    G("revenue", "2025", { dir: "down" }),
    G("net_profit", "2025", { dir: "down" }),
    V("roe", "2025", "32.53", "%"),
  ]),
  pa("t", A, "tC", "technical", "激进派喊便宜，可今年以来已跌13.2%，近60日高位回撤约13.6%，等企稳再说。", [
    RET("2025-12-31", { v: "-13.2", cmp: "approx" }),
    DD(60, { v: "-13.6", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tA",
    "quarterly",
    "保守派怕估值高，可一季度净利润同比翻倍，足以消化估值。",
    [G("net_profit", "2026Q1", { size: "翻倍", err: "overstatement" })],
    { err: "overstatement", note: "同比+48.5%" },
  ),
  nd("t", A, "tNe", "valuation", "两边都有道理：利润增长约42%是真的，按2025年利润PE约27.5倍也不算便宜。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    MCNOW("2025", "27.5", "approx"),
  ]),
  mt("t", A, "tM", "valuation", "权衡下来：利润降约4.5%、PE约21倍，估值已消化大部分利空，维持持有。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    MCNOW("2025", "21", "approx"),
  ]),
  pa(
    "f",
    A,
    "tP",
    "valuation",
    "8倍PE、1.5倍左右PB，平安的估值性价比足够，组合上调至增持。",
    [MCNOW("2025", "8", "approx"), SNAP("pb", "1.5", "x", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照PB 1.12" },
  ),
  nd("t", A, "tTr", "technical", "436元已跌破437.69元的5日线，止损位放在20日线425元附近。", [
    CLOSE("436"),
    MA(5, "below"),
    H.MAX_CROSS(5, "down", 1),
    MA(5, "value", { v: "437.69" }),
    MA(20, "value", { v: "425", cmp: "approx" }),
  ]),
  mt("u", A, "fL", "undecidable", "裁定：等批价企稳，估值有望修复到25倍，给予增持。", [U("估值修复属预测")]),
  nd(
    "f",
    A,
    "fQ",
    "annual",
    "多方称现金流是利润的1.85倍，实际连1.5倍都不到。",
    [R("operating_cash_flow", "net_profit", "2025", "1.5", { cmp: "lt", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "1332.20/722.01=1.85倍，多方说对了" },
  ),
  pa("t", A, "fT", "industry", "质疑方拿近90%的负债率说事，但保险公司负债率本就在九成上下，这不是风险信号。", [
    V("debt_ratio", "2025", "90", "%", "near"),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    A,
    "vF",
    "industry",
    "资产负债率89.8%，远高于一般企业，偿债压力大，投反对票。",
    [V("debt_ratio", "2025", "89.8", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业负债率常态" },
  ),
  nd("t", A, "bear", "quarterly", "对方说“一季度利润创新高”，其实207.38亿元低于去年四季度的231.67亿元。", [
    V("net_profit", "2026Q1", "207.38"),
    V("net_profit", "2025S4", "231.67"),
    PAIR("net_profit", "2026Q1", undefined, { period2: "2025S4", mode: "lt" }),
  ]),
  mt(
    "f",
    A,
    "tBe",
    "annual",
    "615亿元的经营现金流已是2019年以来最低，造血能力在退化。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      MIN("operating_cash_flow", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "2022年366.99亿更低" },
  ),
  mt("t", A, "tS", "technical", "情绪偏冷：RSI不到40，股价贴着52周区间的下沿。", [
    RSI("40", "lt"),
    POS52({ v: "20", cmp: "le" }),
  ]),
  pa(
    "f",
    A,
    "tS",
    "technical",
    "一年涨了17.7%，获利盘太重，这本身就是利空信号。",
    [READ(RET(250, { v: "17.7", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "上涨读成利空" },
  ),
  nd("t", A, "fSy", "annual", "综合：营收+17%、净利+42%、负债率降到61.94%，基本面向好。", [
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    V("debt_ratio", "2025", "61.94", "%"),
    H.PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  pa("t", A, "vN", "announcement", "3月下旬已披露2025年年度利润分配方案，分红连续性未变，偏正面。", [
    EV("dividend", true, { from: "2026-03-20", to: "2026-03-31", title: "利润分配方案" }),
  ]),
  mt(
    "f",
    A,
    "tC",
    "quarterly",
    "一季度经营现金流同比增长逾两倍，反映回款恶化，应视作利空。",
    [READ(G("operating_cash_flow", "2026Q1", { v: "200", cmp: "gt" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金流改善读成利空" },
  ),
  nd("t", A, "fR", "annual", "风险点：投资活动现金净流出944.76亿元，规模接近上年的两倍。", [
    V("investing_cash_flow", "2025", "-944.76"),
    X("investing_cash_flow", "2025", "2024", { v: "2", cmp: "near" }),
  ]),
  pa("u", A, "tBe", "undecidable", "反驳多方：寿险新单保费增速已放缓到个位数，利润增长不可持续。", [
    U("新单保费未存储"),
  ]),
  nd(
    "f",
    A,
    "tM",
    "technical",
    "空头说高位风险大，但股价其实已创52周新高，趋势完好。",
    [HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "距52周高点460元-5.2%" },
  ),
  mt("t", A, "fT", "technical", "MACD确实在4月17日死叉，但DIF约-10、DEA约-4.7，离极端超卖还远。", [
    MACD("death_cross", 10),
    MACD("dif_value", 0, { v: "-10", cmp: "approx" }),
    MACD("dea_value", 0, { v: "-4.7", cmp: "approx" }),
  ]),
];
