// Rebuttals that quote the other side's figure (only the correction is asserted), risk debaters, vote lenses,
// rulings and readings of a fact. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, MAX, MIN, RET, CLOSE, MA, MAORDER, RSI, MACD, LO52, VOL, EV, U, GDIFF, READ, PAIR } = H;
const { MCNOW, SNAP, BIAS, POS52, QOQ } = H;
const nd = H.maker("b87-rb-nd", "300750");
const pa = H.maker("b87-rb-pa", "601318");
const sp = H.maker("b87-rb-sp", "600028");
const A = "2026-04-30";

export default [
  // ---- rebuttals -------------------------------------------------------------------------------------------------
  nd("t", A, "bear", "annual", "多方说2025年净利增长52%，实际是42.28%，高增属实但别夸大。", [
    G("net_profit", "2025", { v: "42.28" }),
  ]),
  nd(
    "f",
    A,
    "fT",
    "annual",
    "信任智能体：空方称负债率升到65%，事实上2025年末是63.94%，且较上年下降。",
    [V("debt_ratio", "2025", "63.94", "%", "eq", { err: "wrong_value" }), PP("debt_ratio", "2025", { dir: "down" })],
    { err: "wrong_value", note: "2025年末61.94%" },
  ),
  nd("t", A, "fT", "quarterly", "信任智能体核实：对方引用的一季度营收1291.31亿无误，同比+52.45%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.45" }),
  ]),
  nd(
    "f",
    A,
    "fQ",
    "quarterly",
    "质疑：一季度营收同比翻倍？查数据实际增幅只有约25%。",
    [G("revenue", "2026Q1", { v: "25", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "847.05→1291.31，+52.45%；纠正本身也错了" },
  ),
  nd(
    "f",
    A,
    "bull",
    "quarterly",
    "空方说一季度利润环比下滑，但单季归母净利207亿其实高于四季度。",
    [
      V("net_profit", "2026Q1", "207", "亿", "approx"),
      PAIR("net_profit", "2026Q1", undefined, { period2: "2025S4", mode: "gt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025Q4单季231.67亿，一季度更低" },
  ),
  nd("t", A, "tBe", "annual", "多头强调营收新高，但2025年营收只比2023年高5.7%。", [
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    G("revenue", "2025", { base: "2023", v: "5.7" }),
  ]),
  pa("t", A, "bear", "annual", "对方说利润创新高并不对：2025年1347.78亿仍低于2019年的1494.07亿。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
  ]),
  pa(
    "f",
    A,
    "tB",
    "annual",
    "空头说平安2025年利润下滑，其实归母净利同比增长了16.45%。",
    [G("net_profit", "2025", { v: "16.45", err: "wrong_value" })],
    { err: "wrong_value", note: "+6.45%" },
  ),
  pa("t", A, "bear", "valuation", "多方说PE只有6倍？按4月30日收盘算约8倍，谈不上极度便宜。", [MCNOW("2025", "8")]),
  sp("t", A, "tB", "annual", "空方说石化营收腰斩，实际2024年只下降了约4.3%。", [
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
  ]),
  sp(
    "f",
    A,
    "bear",
    "annual",
    "多方指望反转，但2024年归母净利同比已下降26.8%。",
    [G("net_profit", "2024", { v: "-26.8", err: "wrong_value" })],
    { err: "wrong_value", note: "-16.79%" },
  ),
  sp("u", A, "tB", "announcement", "空头担心分红缩水，但2025年中期每股派息0.088元并未减少。", [
    U("中国石化只收录年报公告"),
  ]),
  // ---- risk debaters ---------------------------------------------------------------------------------------------
  nd("t", A, "tA", "technical", "激进风控：近250日股价接近翻倍，中长期均线多头排列，趋势站在多方。", [
    RET(250, { size: "接近翻倍" }),
    MAORDER([20, 60, 120, 250], "bull"),
    READ(RET(250), "positive"),
  ]),
  sp("t", A, "tC", "technical", "保守风控：股价位于52周区间底部5%以内，近60日跌15.38%，走势偏弱。", [
    POS52({ v: "5", cmp: "lt" }),
    RET(60, { v: "-15.38" }),
    READ(RET(60), "negative"),
  ]),
  pa("t", A, "tNe", "technical", "RSI 53.67居中，MACD在零轴下方金叉，信号中性偏多。", [
    RSI("53.67"),
    MACD("golden_cross", 20),
    MACD("dif_below_zero"),
  ]),
  pa("t", A, "tA", "valuation", "PE约8倍、去年7月PB约1.12倍，近5日股价又涨了2.57%，可以加仓。", [
    MCNOW("2025", "8"),
    SNAP("pb", "1.12", "x"),
    RET(5, { v: "2.57" }),
  ]),
  sp("t", A, "tTr", "technical", "交易员：收盘5.39元，仅比52周低点5.27元高2.28%，20日量能缩至六成。", [
    CLOSE("5.39"),
    LO52({ v: "2.28" }),
    H.VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  nd("f", A, "tC", "technical", "股价已跌破60日均线，中期趋势转弱，应减仓。", [MA(60, "below", { err: "technical" })], {
    err: "technical",
    note: "收盘436在MA60 391.63之上",
  }),
  // ---- vote lenses -----------------------------------------------------------------------------------------------
  nd("t", A, "vN", "announcement", "3月10日披露2025年度利润分配预案，4月7日回购实施完毕。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10" }),
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07" }),
  ]),
  pa("u", A, "vN", "announcement", "2月已公告发行H股可转换债券，潜在摊薄约3%。", [U("中国平安的融资公告未收录")]),
  sp("u", A, "vN", "undecidable", "集团拟分拆旗下资产赴港上市，市场反应平淡。", [U("中国石化只收录年报公告")]),
  sp("t", A, "vT", "technical", "MA60在6.17元，远高于收盘价，60日乖离率约-12.6%。", [
    MA(60, "value", { v: "6.17" }),
    MA(60, "below"),
    BIAS(60, { v: "-12.6", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "vT",
    "technical",
    "收盘59.37元仍在年线下方，长期趋势尚未修复。",
    [CLOSE("59.37"), MA(250, "below", { err: "technical" })],
    { err: "technical", note: "MA250 59.29，收盘已在其上" },
  ),
  sp("t", A, "vF", "annual", "2024年归母净利503亿，为2021年以来的最低值。", [
    V("net_profit", "2024", "503", "亿", "approx"),
    MIN("net_profit", "2024", ["2021", "2022", "2023", "2024"]),
  ]),
  pa("t", A, "vF", "annual", "2025年经营现金流6586亿，刷新了2017年以来的纪录。", [
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    MAX("operating_cash_flow", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  // ---- readings and rulings --------------------------------------------------------------------------------------
  pa("t", A, "fS", "annual", "利润连续三年增长，2025年再增6.45%，对股价是利好。", [
    H.UP("net_profit", ["2022", "2023", "2024", "2025"]),
    G("net_profit", "2025", { v: "6.45" }),
    READ(G("net_profit", "2025"), "positive"),
  ]),
  pa(
    "f",
    A,
    "fS",
    "annual",
    "经营现金流同比大增72%，这是一个利空信号。",
    [
      G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
      READ(G("operating_cash_flow", "2025"), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "现金流大增读作利空" },
  ),
  nd(
    "f",
    A,
    "fS",
    "technical",
    "4月28日MACD死叉、近5日小跌0.66%，情绪面明显转暖。",
    [MACD("death_cross", 5), RET(5, { v: "-0.66" }), READ(RET(5), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作转暖" },
  ),
  sp("t", A, "fS", "technical", "近20个交易日下跌8.49%，市场情绪偏悲观。", [
    RET(20, { v: "-8.49" }),
    READ(RET(20), "negative"),
  ]),
  sp("t", A, "fL", "annual", "主导智能体裁定：2024年归母净利-16.8%、营收-4.3%，空方证据更扎实。", [
    G("net_profit", "2024", { v: "-16.8" }),
    G("revenue", "2024", { v: "-4.3" }),
  ]),
  pa(
    "f",
    A,
    "tP",
    "annual",
    "组合经理：2025年归母净利增速比营业总收入增速高出约14个百分点。",
    [
      GDIFF(
        { metric: "net_profit", period: "2025" },
        { metric: "revenue", period: "2025" },
        { v: "14", cmp: "approx", err: "wrong_value" },
      ),
    ],
    { err: "wrong_value", note: "6.45-2.10=4.35个百分点" },
  ),
  sp(
    "f",
    A,
    "tM",
    "annual",
    "2024年毛利率15.47%，同比回升，盈利端已见底。",
    [V("gross_margin", "2024", "15.47", "%"), PP("gross_margin", "2024", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "15.65%→15.47%，下降" },
  ),
  pa("t", A, "fL", "annual", "综合来看，平安2025年利润+6.45%、经营现金流+72%，信任方论据成立。", [
    G("net_profit", "2025", { v: "6.45" }),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
  ]),
  nd(
    "u",
    A,
    "tM",
    "quarterly",
    "研究经理裁定：一季度归母净利环比降10.5%是季节性，同比仍+48.5%，维持买入。",
    [
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-10.5", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
      U("季节性归因"),
    ],
    { note: "两项增速可核验，季节性归因不可判" },
  ),
];
