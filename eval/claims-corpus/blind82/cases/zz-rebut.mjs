// Rebuttals that quote the other side's figure (the quoted figure is not asserted, only the correction), risk
// debaters, vote lenses and rulings, on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, CLOSE, MA, RSI, MACD, HI52, LO52, U, PE, QOQ, MCNOW, IND, READ, SPAN, PAIR, X } = H;
const mt = H.maker("b82-rb-mt", "600519");
const nd = H.maker("b82-rb-nd", "300750");
const by = H.maker("b82-rb-byd", "002594");
const zh = H.maker("b82-rb-zh", "600036");
const pa = H.maker("b82-rb-pa", "601318");
const wl = H.maker("b82-rb-wl", "000858");
const sh = H.maker("b82-rb-sh", "600028");
const A = "2026-04-30";

export default [
  mt(
    "t",
    A,
    "fT",
    "annual",
    "空方称茅台净利下滑一成，这不准确：2025年归母净利同比降幅约4.5%，属于小幅回落。",
    [G("net_profit", "2025", { v: "-4.5", cmp: "approx", size: "小幅下滑" })],
    { note: "被引用的“一成”不作断言" },
  ),
  mt(
    "f",
    A,
    "fT",
    "annual",
    "多方说营收下滑是误读，其实2025年营业总收入1720.54亿元，同比增长约1.2%。",
    [V("revenue", "2025", "1720.54"), G("revenue", "2025", { v: "1.2", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-1.20%" },
  ),
  nd("t", A, "fT", "valuation", "对方说宁德市盈率40倍太贵，按436元收盘价和2025年利润计实际只有约27.5倍。", [
    CLOSE("436"),
    MCNOW("2025", "27.5"),
  ]),
  nd("t", A, "tBe", "annual", "多头拿净利增长42%说事，但经营现金流增速约37%，已落后于利润增速。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    {
      k: "gdiff",
      x: { metric: "operating_cash_flow", period: "2025" },
      y: { metric: "net_profit", period: "2025" },
      u: "pp",
      v: "0",
      cmp: "lt",
    },
  ]),
  by("t", A, "tBe", "quarterly", "多头研究员说一季度净利只是微降，事实是同比下滑超过55%，从91.55亿降到40.85亿。", [
    G("net_profit", "2026Q1", { v: "-55", cmp: "lt" }),
    V("net_profit", "2025Q1", "91.55"),
    V("net_profit", "2026Q1", "40.85"),
  ]),
  by(
    "f",
    A,
    "tB",
    "annual",
    "空头说比亚迪利润率在降，可2025年毛利率17.74%，比上年还提升了约1.7个百分点。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      PP("gross_margin", "2025", { v: "1.7", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "毛利率下降1.7个百分点" },
  ),
  zh("t", A, "fT", "industry", "质疑方把招行90%的负债率当作风险，但银行吸收存款本就是负债，这个水平属于行业常态。", [
    V("debt_ratio", "2025", "90", "%", "approx"),
    IND("high_debt_is_normal"),
  ]),
  zh(
    "f",
    A,
    "fQ",
    "valuation",
    "信任方说招行破净，可按2025年每股净资产43.43元和38.27元股价算，市净率已高于1倍。",
    [V("bps", "2025", "43.43", "元"), CLOSE("38.27"), PE("2025", "1", "gt", { per: "bps", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "PB 0.88倍" },
  ),
  pa("t", A, "tC", "annual", "激进方说平安利润已回到历史高位，但1347.78亿仍比2019年的1494.07亿低约10%。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2025", { base: "2019", v: "-10", cmp: "approx" }),
  ]),
  pa("t", A, "tA", "annual", "保守方担心平安增长乏力，可2025年归母净利仍增长约6.5%，经营现金流更是增长七成以上。", [
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "70", cmp: "gt" }),
  ]),
  mt(
    "t",
    A,
    "tNe",
    "technical",
    "激进方要在1384元抄底，保守方要等站回年线，我折中：先建三成仓，跌破1322元的52周低点止损。",
    [CLOSE("1384", "approx"), MA(250, "below"), LO52({ cond: "level", v: "1322", cmp: "approx" })],
    { note: "仓位安排为计划" },
  ),
  wl(
    "f",
    A,
    "tA",
    "technical",
    "保守方说五粮液弱势，可它近20日其实反弹了约7%，空头已经衰竭。",
    [RET(20, { v: "7", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近20日-7.0%" },
  ),
  nd("t", A, "vF", "annual", "宁德2025年营收、利润、经营现金流三项同比全部正增长，投票：买入。", [
    G("revenue", "2025", { dir: "up" }),
    G("net_profit", "2025", { dir: "up" }),
    G("operating_cash_flow", "2025", { dir: "up" }),
  ]),
  by(
    "f",
    A,
    "vF",
    "annual",
    "比亚迪2025年营收、归母净利双双增长，投票：买入。",
    [G("revenue", "2025", { dir: "up" }), G("net_profit", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "归母净利同比-19.0%" },
  ),
  zh("t", A, "vT", "technical", "招行跌破全部中长期均线，MACD死叉后DIF转负，投票：卖出。", [
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    MACD("death_cross", 5),
    MACD("dif_below_zero", 0),
  ]),
  pa("u", A, "vN", "undecidable", "传平安将增持某城商行股权，市场解读偏正面，投票：持有。", [U("传闻与市场解读")]),
  mt("t", A, "tM", "annual", "综合来看，茅台利润小幅下滑、现金流降幅约三分之一，但ROE仍有32.53%，裁定持有而非买入。", [
    G("net_profit", "2025", { size: "小幅下滑" }),
    G("operating_cash_flow", "2025", { v: "-33.3", cmp: "approx" }),
    V("roe", "2025", "32.53", "%"),
  ]),
  by(
    "f",
    A,
    "fL",
    "quarterly",
    "裁定：比亚迪一季度营收同比增长12%，但归母净利同比腰斩，多空各有道理，维持中性。",
    [
      G("revenue", "2026Q1", { v: "12", cmp: "approx", err: "wrong_direction" }),
      G("net_profit", "2026Q1", { size: "腰斩" }),
    ],
    { err: "wrong_direction", note: "营收-11.8%" },
  ),
  nd("u", A, "tP", "undecidable", "综合多空观点，宁德可维持超配，目标价定在520元，对应2026年约30倍市盈率。", [
    U("目标价与2026年盈利预测"),
  ]),
  sh(
    "f",
    A,
    "fS",
    "technical",
    "中石化近60个交易日跌了约15%，这一走势对持股者属于利好信号。",
    [RET(60, { v: "-15", cmp: "approx" }), READ(RET(60, { dir: "down" }), "positive", { err: "stance" })],
    { err: "stance" },
  ),
  zh("t", A, "fS", "quarterly", "招行一季度营收同比增长约3.8%，比2025全年基本持平的表现明显加快，对股价是边际利好。", [
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    G("revenue", "2025", { size: "基本持平" }),
    READ(G("revenue", "2026Q1", { dir: "up" }), "positive"),
  ]),
];
