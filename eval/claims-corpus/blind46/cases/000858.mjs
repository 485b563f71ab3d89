// 五粮液: annual figures FY2015-2019 only, no quarters, no notices (a missing notice is undecidable), bars 2019-01-02..
// 2026-04-30, the 2025-07-04 snapshot. Date 2026-04-30: technicals decide, anything after FY2019 is undecidable.
import * as H from "../spec-helpers.mjs";

const { V, G, R, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, SNAP, BRK, BIAS, POS52, SPAN, READ } = H;
const { CAGR, RANK, AMP, VOLR } = H;
const c = H.maker("b46-wl", "000858");
const A = "2026-04-30";
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  c("t", A, "tT", "technical", "收盘97.08元，5/10/20/60/120/250日均线自下而上依次压顶，标准空头排列。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI回落到35附近，离30的超卖线还有距离，下跌空间未尽。",
    [RSI("35", "approx", { err: "technical" }), RSI("30", "gt", { err: "technical" })],
    { err: "technical", note: "RSI14=28.39" },
  ),
  c("t", A, "tS", "technical", "RSI(14)已跌到28.39，跌进30以下的超卖区，情绪面极度悲观。", [
    RSI("28.39"),
    RSI("30", "lt"),
  ]),
  c("t", A, "fM", "technical", "距52周高点137.18元已跌去约29%，几乎贴着97元的52周低点运行。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  c("t", A, "fM", "technical", "97.08元的收盘是52周以来最低收盘价，新低之下尚无止跌信号。", [
    CLOSE("97.08"),
    LO52({ cond: "new_low" }),
  ]),
  c("t", A, "fM", "technical", "120个交易日累计跌18.41%，拉长到250日跌幅约26%，熊途漫漫。", [
    RET(120, { v: "-18.41" }),
    RET(250, { v: "-26", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "近20个交易日只跌了3%左右，跌势在放缓，可以小仓位试探。",
    [RET(20, { v: "-3", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "近20日-7.00%" },
  ),
  c("t", A, "tTr", "technical", "收盘跌破此前60日全部收盘价，60日乖离率约-6%，破位信号明确。", [
    BRK(60, "down"),
    BIAS(60, { v: "-6", cmp: "approx" }),
  ]),
  c("t", A, "fS", "technical", "今年以来已跌8.36%，市场对它的情绪仍在冰点。", [SPAN("2025-12-31", { v: "-8.36" })]),
  c("t", A, "vT", "technical", "4月20日MACD死叉后，DIF和DEA双双运行在零轴下方，这一票投看空。", [
    MACD("death_cross", 10),
    MACD("dif_below_zero"),
    MACD("dea_value", 0, { v: "0", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "DIF最近已重新上穿DEA，短线企稳，投看多。",
    [MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "最近一次是4月20日死叉" },
  ),
  c("t", A, "tNe", "technical", "20日均量约为前20日的1.07倍，下跌过程并未明显放量。", [
    VOLR({ v: "1.07", cmp: "approx" }),
    VOL("flat"),
  ]),
  c("t", A, "tP", "valuation", "去年7月4日PB为3.15倍，对应总市值约4673亿元。", [
    SNAP("pb", "3.15", "x", "eq"),
    SNAP("marketCap", "4673", "亿"),
  ]),
  c("u", A, "fV", "undecidable", "按2025年利润算，五粮液PE已跌到15倍以下，估值见底。", [U("无2025年利润数据")]),
  c("u", A, "fE", "undecidable", "2025年营收同比下滑逾两成，渠道去库存仍未结束。", [
    U("五粮液2019年以后的财报不在数据内"),
  ]),
  c("u", A, "tF", "undecidable", "一季度归母净利润同比下降约一成，但合同负债回升，蓄水池在恢复。", [
    U("无2026年一季报"),
  ]),
  c("t", A, "fL", "annual", "2019年归母净利润174.02亿元，2015到2019年复合增速约29.6%，那是黄金四年。", [
    V("net_profit", "2019", "174.02"),
    CAGR("net_profit", "2015", "2019", { v: "29.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "2019年ROE 25.26%，在2015年以来只排第二，盈利效率并非顶峰。",
    [V("roe", "2019", "25.26", "%"), RANK("roe", "2019", Y, "max", 2, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年是最高" },
  ),
  c("u", A, "tBe", "undecidable", "当前估值已低于泸州老窖和山西汾酒，高端白酒的溢价被抹平。", [U("同行不在样本内")]),
  c("t", A, "tBe", "technical", "对比2020年末291.85元的收盘价，股价已经跌去约三分之二。", [
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "一年下跌约26%，估值杀到位了，下跌本身就是利好信号。",
    [READ(RET(250, { v: "-26", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作利好" },
  ),
  c("u", A, "tA", "undecidable", "普五批价已经企稳在930元以上，渠道信心在修复。", [U("批价不在数据内")]),
  c("t", A, "tC", "technical", "股价在52周区间里的位置不到1%，没有止跌信号前不宜抄底。", [
    POS52({ v: "1", cmp: "lt" }),
  ]),
  c("t", A, "tM", "technical", "10日振幅5.12%，波动不算大，但重心一路下移，近5日又跌4.05%。", [
    AMP(10, { v: "5.12" }),
    RET(5, { v: "-4.05" }),
  ]),
  c("t", A, "fR", "annual", "2019年末资产负债率28.48%，2015年起逐年抬升，但仍属低杠杆。", [
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", Y),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2019年经营现金流231.12亿元，约为归母净利润的1.6倍，回款质量极佳。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      R("operating_cash_flow", "net_profit", "2019", "1.6", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "231.12/174.02≈1.33倍" },
  ),
  c("u", A, "fR", "undecidable", "至今未见2025年度分红预案，派息节奏可能推迟。", [U("五粮液的公告不在数据源")]),
  c("t", A, "vF", "annual", "可查到的最新年报是2019年：营收501.18亿、归母净利174.02亿，同比+25.20%、+30.02%。", [
    V("operating_revenue", "2019", "501.18"),
    V("net_profit", "2019", "174.02"),
    G("operating_revenue", "2019", { v: "25.20" }),
    G("net_profit", "2019", { v: "30.02" }),
  ]),
  c("u", A, "vN", "undecidable", "高端酒春节后动销改善、经销商打款加快，消息偏正面。", [U("动销、打款不在数据内")]),
  c("f", A, "tTr", "technical", "今天收盘重新站上5日均线，短线反抽开始。", [MA(5, "above", { err: "technical" })], {
    err: "technical",
    note: "收盘97.08 < MA5 99.42",
  }),
  c("t", A, "fT", "technical", "DIF约-1.17、DEA约-0.72，DIF压在DEA下方，MACD柱为负。", [
    MACD("dif_value", 0, { v: "-1.17", cmp: "approx" }),
    MACD("dea_value", 0, { v: "-0.72", cmp: "approx" }),
    MACD("dif_below_dea", 0),
  ]),
  c("t", A, "tF", "annual", "2016到2019年营收从245.44亿增至501.18亿，翻了一倍多，四年全部正增长。", [
    V("operating_revenue", "2016", "245.44"),
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { base: "2016", size: "翻倍" }),
    UP("operating_revenue", Y),
  ]),
];
