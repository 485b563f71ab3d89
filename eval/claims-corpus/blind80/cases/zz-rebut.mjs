// Rebuttals that quote the other side and correct it (only the correction is asserted), risk debaters, vote lenses,
// rulings. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, RET, MA, RSI, MACD, HI52, LO52, EV, IND, U, X, SPAN, MCNOW, PE, DD, AMP, DOWN, READ, QOQ } = H;
const { PAIR, MAX, RANK } = H;
const zs = H.maker("b80-rz", "600036");
const nd = H.maker("b80-rn", "300750");
const pa = H.maker("b80-rp", "601318");
const wl = H.maker("b80-rw", "000858");
const A = "2026-04-30";

export default [
  zs(
    "t",
    A,
    "fT",
    "annual",
    "对方说招行营收在下滑，不对：2025年营业总收入3375.32亿元，比2024年的3374.88亿元还略多一点。",
    [
      V("revenue", "2025", "3375.32"),
      V("revenue", "2024", "3374.88"),
      PAIR("revenue", "2025", undefined, { period2: "2024", mode: "gt" }),
    ],
  ),
  nd(
    "f",
    A,
    "fT",
    "annual",
    "空方把净利润增速说成42%，更正一下：2025年归母净利润同比实际增长约52%。",
    [G("net_profit", "2025", { v: "52", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际+42.28%，'更正'反而错了；52%是一季度营收增速" },
  ),
  nd("t", A, "fQ", "quarterly", "多方一直强调一季度利润大增，可环比去年四季度，归母净利润其实降了约10.5%。", [
    G("net_profit", "2026Q1", { size: "大增" }),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10.5", cmp: "approx" }),
  ]),
  pa("t", A, "bull", "annual", "空方总拿2019年的高点说事，可2025年的1347.78亿元已是2022年837.74亿元的约1.6倍。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2022", "837.74"),
    X("net_profit", "2025", "2022", { v: "1.6", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "bear",
    "annual",
    "多方别忘了，平安2025年的归母净利润只有2019年的八成左右，离高点还远。",
    [X("net_profit", "2025", "2019", { v: "0.8", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "1347.78/1494.07=0.90，约九成" },
  ),
  nd("t", A, "tC", "technical", "激进派说趋势向上，可MACD已在4月28日死叉，DIF约11.76低于DEA约12.85。", [
    MACD("death_cross", 3),
    MACD("dif_value", undefined, { v: "11.76", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "12.85", cmp: "approx" }),
  ]),
  wl("t", A, "tA", "technical", "保守派只盯着空头排列，但RSI已跌到28左右的超卖区，离52周低点97元不到0.1%。", [
    RSI("28", "approx"),
    RSI("30", "lt"),
    LO52({ cond: "level", v: "97" }),
    LO52({ v: "0.1", cmp: "lt" }),
  ]),
  zs("t", A, "tNe", "annual", "双方各对一半：招行利润创出1501.81亿元的新高，但ROE已回落到13.44%。", [
    V("net_profit", "2025", "1501.81"),
    MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { dir: "down" }),
  ]),
  zs(
    "f",
    A,
    "tNe",
    "annual",
    "中性看，招行利润与回报同步改善：ROE回升至13.44%，归母净利润也创了新高。",
    [
      PP("roe", "2025", { dir: "up", err: "wrong_direction" }),
      V("roe", "2025", "13.44", "%"),
      H.MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    ],
    { err: "wrong_direction", note: "ROE由14.49%降至13.44%" },
  ),
  nd("t", A, "tP", "technical", "裁定：基本面无虞（归母净利+42.3%），但20日振幅达19.4%，仓位不超过三成。", [
    G("net_profit", "2025", { v: "42.3", cmp: "approx" }),
    AMP(20, { v: "19.4", cmp: "approx" }),
  ]),
  pa("t", A, "tM", "annual", "裁定：归母净利+6.5%、经营现金流+72%，但股价年内-13.2%，给予持有。", [
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-13.2", cmp: "approx" }),
  ]),
  wl(
    "f",
    A,
    "fL",
    "technical",
    "总结一下：五粮液近一年股价跌了约18%，弱势但未失控。",
    [RET(250, { v: "-18", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "近250日-26.31%；-18.4%是近120日" },
  ),
  nd("t", A, "vF", "annual", "负债率三年连降到61.94%，账上货币资金3335.13亿元。", [
    DOWN("debt_ratio", ["2022", "2023", "2024", "2025"]),
    V("debt_ratio", "2025", "61.94", "%"),
    V("cash", "2025", "3335.13"),
  ]),
  pa("t", A, "vT", "technical", "收盘站上年线59.29元，但仍低于MA60，多空交织。", [
    MA(250, "above"),
    MA(250, "value", { v: "59.29" }),
    MA(60, "below"),
  ]),
  nd(
    "f",
    A,
    "vN",
    "announcement",
    "宁德4月已发布2025年度权益分派实施公告，分红即将到账。",
    [EV("dividend", true, { from: "2026-04-01", title: "权益分派", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月无权益分派公告（只有3月的利润分配预案）" },
  ),
  pa("u", A, "vN", "undecidable", "平安近期获得险资举牌，外资持股比例回升。", [U("举牌、持股比例未存储")]),
  zs("t", A, "fQ", "valuation", "多方说招行PB已回到1倍以上，纠正：按38.27元和每股净资产43.43元，PB只有约0.88倍。", [
    H.CLOSE("38.27"),
    V("bps", "2025", "43.43", "元"),
    PE("2025", "0.88", "approx", { per: "bps" }),
  ]),
  zs(
    "f",
    A,
    "fQ",
    "valuation",
    "按年末每股净资产算，招行PB约0.78倍，破净这么深，市场显然不信它的资产质量。",
    [PE("2025", "0.78", "approx", { per: "bps", err: "wrong_value" })],
    { err: "wrong_value", note: "38.27/43.43=0.88倍" },
  ),
  nd("t", A, "tBe", "annual", "多头说现金流好，但投资活动现金净流出944.76亿元，几乎是上年488.75亿元的两倍。", [
    V("investing_cash_flow", "2025", "-944.76"),
    V("investing_cash_flow", "2024", "-488.75"),
    X("investing_cash_flow", "2025", "2024", { v: "2", cmp: "near" }),
  ]),
  zs("t", A, "tB", "annual", "空方说ROE跌破了13%，这不对，2025年加权ROE仍有13.44%。", [
    V("roe", "2025", "13.44", "%"),
    V("roe", "2025", "13", "%", "gt"),
  ]),
  nd("u", A, "tC", "undecidable", "假如欧盟再加征关税，海外收入可能下滑两成，估值需要打折。", [U("情景假设")]),
  pa("t", A, "tTr", "technical", "近5个交易日涨约2.6%，离近5日最高收盘仅回撤约0.1%，可以等回踩再进。", [
    RET(5, { v: "2.6", cmp: "approx" }),
    DD(5, { v: "-0.1", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "tA",
    "technical",
    "招行近250个交易日跌了约10.5%，对手里有仓位的多头来说，这是实打实的利好。",
    [READ(RET(250, { v: "-10.5", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作利好" },
  ),
  wl("t", A, "fSy", "technical", "五粮液近250日跌约26%，RSI约28，均线空头排列，短期观望。", [
    RET(250, { v: "-26", cmp: "approx" }),
    RSI("28", "approx"),
    H.MAORDER([5, 10, 20, 60], "bear"),
  ]),
  nd(
    "f",
    A,
    "fL",
    "annual",
    "结论：相比2023年，宁德2025年营收增长约17%，成长逻辑未变。",
    [G("revenue", "2025", { base: "2023", v: "17", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "17%是较2024年；较2023年+5.7%" },
  ),
  pa("t", A, "fL", "valuation", "综合来看，平安营收+2.1%、归母净利+6.5%，对应约8倍PE，给出持有。", [
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    MCNOW("2025", "8"),
  ]),
  zs("u", A, "fL", "undecidable", "招行拨备覆盖率仍超过400%，风险抵补能力在股份行中最强。", [
    U("拨备覆盖率未存储"),
    U("同业比较"),
  ]),
  pa("t", A, "tC", "technical", "提醒一句：60日回撤约13.6%，股价也还在MA120（62.69元）之下。", [
    DD(60, { v: "-13.6", cmp: "approx" }),
    MA(120, "below"),
    MA(120, "value", { v: "62.69" }),
  ]),
  zs(
    "f",
    A,
    "tC",
    "technical",
    "招行已经跌破52周低点37.31元，创出年内新低，止损位被击穿。",
    [LO52({ cond: "level", v: "37.31" }), LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "收盘38.27元，高于52周低点" },
  ),
  pa("t", A, "vF", "industry", "一季度末负债率89.90%，放在保险业完全正常。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    IND("high_debt_is_normal"),
  ]),
  nd("t", A, "fT", "annual", "质疑方说宁德毛利率在下滑，其实2025年毛利率26.27%，同比是提升的。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { dir: "up" }),
  ]),
  pa(
    "f",
    A,
    "fQ",
    "annual",
    "信任方说平安利润连升三年，可2025年归母净利润其实同比下降了。",
    [G("net_profit", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025年+6.45%" },
  ),
  zs("t", A, "vN", "announcement", "招行2024年年度报告于2025年3月披露，定期披露节奏正常。", [
    EV("annual_report", true, { from: "2025-03-01", title: "2024年年度报告" }),
  ]),
  wl("u", A, "vN", "undecidable", "五粮液近期发布回购计划，拟回购金额不低于10亿元。", [U("五粮液公告未采集")]),
  nd("t", A, "tM", "annual", "2021年以来归母净利润一年比一年高，2025年722.01亿元为期间最高。", [
    H.UP("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2025", "722.01"),
    RANK("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], "max", 1),
  ]),
];
