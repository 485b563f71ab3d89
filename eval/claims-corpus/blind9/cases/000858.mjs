// 五粮液: figures stored to FY2019 only (read on 2020-05-15); 2026-04-30 for the daily bars. No notices stored.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, U, CAGR, GSTREAK, UP, READ, SPAN, POS52 } = H;
const { BRK, PE, BIAS, DD } = H;
const c = H.maker("b9-wl", "000858");
const A = "2026-04-30";
const E = "2020-05-15";
const T = (a, r, k, s, sp, o) => c("t", a, r, k, s, sp, o);
const F = (e, a, r, k, s, sp, note) => c("f", a, r, k, s, sp, { err: e, note });
const N = (a, r, k, s, sp) => c("u", a, r, k, s, sp);
const Y5 = ["2015", "2016", "2017", "2018", "2019"];

export default [
  T(
    E,
    "bull",
    "annual",
    "2019年营业收入501.18亿元，首次突破500亿元，同比增长25.20%；归母净利润174.02亿元，增长30.02%。",
    [
      V("operating_revenue", "2019", "501.18"),
      V("operating_revenue", "2019", "500", "亿", "gt"),
      V("operating_revenue", "2018", "500", "亿", "lt"),
      G("operating_revenue", "2019", { v: "25.20" }),
      V("net_profit", "2019", "174.02"),
      G("net_profit", "2019", { v: "30.02" }),
    ],
  ),
  F(
    "wrong_value",
    E,
    "bull",
    "annual",
    "2019年归母净利润174.02亿元，同比增长约38%，业绩加速兑现。",
    [V("net_profit", "2019", "174.02"), G("net_profit", "2019", { v: "38", cmp: "approx", err: "wrong_value" })],
    "+30.02%；38%是2018年",
  ),
  T(E, "bull", "annual", "2016-2019年营收与归母净利润连续四年增长，归母净利润由67.85亿元增至174.02亿元，翻了一倍多。", [
    UP("operating_revenue", Y5),
    UP("net_profit", Y5),
    V("net_profit", "2016", "67.85"),
    G("net_profit", "2019", { base: "2016", v: "100", cmp: "gt" }),
  ]),
  F(
    "wrong_magnitude",
    E,
    "bull",
    "annual",
    "2016年至2019年归母净利润连续四年保持两位数增长。",
    [GSTREAK("net_profit", ["2016", "2017", "2018", "2019"], 10, 100, { err: "wrong_magnitude" })],
    "2016年仅+9.9%",
  ),
  T(E, "bear", "annual", "2019年营收增速25.20%，较2018年的32.6%明显放缓，高增长可持续性存疑。", [
    G("operating_revenue", "2019", { v: "25.20" }),
    G("operating_revenue", "2018", { v: "32.6", cmp: "approx" }),
  ]),
  F(
    "wrong_direction",
    E,
    "bear",
    "annual",
    "2019年资产负债率28.48%，较2018年的24.36%有所下降。",
    [V("debt_ratio", "2019", "28.48", "%"), PP("debt_ratio", "2019", { dir: "down", err: "wrong_direction" })],
    "上升4.12个百分点",
  ),
  T(E, "bear", "annual", "资产负债率由2015年的15.61%升至2019年的28.48%，五年间抬升近13个百分点。", [
    V("debt_ratio", "2015", "15.61", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    PP("debt_ratio", "2019", { base: "2015", v: "13", cmp: "near" }),
  ]),
  T(E, "fE", "annual", "2019年经营现金流231.12亿元，同比增长87.64%，约为归母净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "87.64" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  F(
    "wrong_direction",
    E,
    "fE",
    "annual",
    "2017年经营现金流97.66亿元，同比增长，延续了2016年的改善势头。",
    [
      V("operating_cash_flow", "2017", "97.66"),
      G("operating_cash_flow", "2017", { dir: "up", err: "wrong_direction" }),
    ],
    "2017年较2016年116.97亿元下降",
  ),
  T(E, "fE", "annual", "2015-2019年营收复合增速约23.3%，净利润复合增速约29.5%，利润增长快于收入。", [
    CAGR("operating_revenue", "2015", "2019", { v: "23.3", cmp: "approx" }),
    CAGR("net_profit", "2015", "2019", { v: "29.5", cmp: "approx" }),
  ]),
  T(E, "fV", "valuation", "按2019年每股收益4.48元计算，5月15日收盘价145.22元对应静态市盈率约32倍。", [
    V("basic_eps", "2019", "4.48", "元"),
    CLOSE("145.22"),
    PE("2019", "32", "approx"),
  ]),
  F(
    "wrong_value",
    E,
    "fV",
    "valuation",
    "以2019年每股收益4.48元计，股价145.22元对应PE约25倍，估值不贵。",
    [PE("2019", "25", "approx", { err: "wrong_value" })],
    "约32.4倍",
  ),
  T(E, "fR", "annual", "2019年ROE为25.26%，较2018年的22.80%提升2.46个百分点。", [
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { v: "2.46" }),
  ]),
  F(
    "wrong_period",
    E,
    "fR",
    "annual",
    "2019年加权ROE为22.80%，仍低于茅台，盈利能力差距明显。",
    [V("roe", "2019", "22.80", "%", "eq", { err: "wrong_period" }), PAIR_SAFE()],
    "22.80%是2018年",
  ),
  T(E, "fM", "technical", "5月15日收盘145.22元，站上5、10、20、60日均线，RSI约70.3进入超买区域。", [
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    RSI("70.3", "approx"),
    RSI("70", "gt"),
  ]),
  F(
    "technical",
    E,
    "fM",
    "technical",
    "3月30日MACD死叉，之后DIF持续运行在DEA下方。",
    [MACD("death_cross", 35, { err: "technical" }), MACD("dif_below_dea", 0, { err: "technical" })],
    "3月30日为金叉",
  ),
  T(E, "tT", "technical", "股价距52周高点147.99元仅约1.9%，较52周低点96元上涨约51%。", [
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-1.9", cmp: "approx" }),
    LO52({ v: "51", cmp: "approx" }),
  ]),
  T(E, "tT", "technical", "20日乖离率约6.8%，短线涨幅偏大，追高需谨慎。", [BIAS(20, { v: "6.8", cmp: "approx" })]),
  N(E, "tN", "undecidable", "2020年一季度营收同比增长约15%，疫情冲击下逆势增长。", [U("五粮液季报未存储")]),
  N(E, "tB", "undecidable", "普五批价稳定在900元以上，二次混改后渠道管控明显改善。", [U("批价与渠道")]),
  T(E, "tBe", "annual", "2019年营收501.18亿元约为茅台同期营业收入854.30亿元的59%，规模差距依旧悬殊。", [
    V("operating_revenue", "2019", "501.18"),
    PAIR_OK(),
  ]),
  F(
    "wrong_ratio",
    E,
    "tBe",
    "annual",
    "2019年归母净利润174.02亿元，约为茅台412.06亿元的六成。",
    [H.PAIR("net_profit", "2019", "600519", { v: "0.6", cmp: "approx", err: "wrong_ratio" })],
    "约0.42倍",
  ),
  T(E, "tF", "annual", "2019年末总资产1063.97亿元，首次站上千亿；扣非归母净利润174.06亿元，与归母基本一致。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2019", "1000", "亿", "gt"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    V("deducted_net_profit", "2019", "174.06"),
  ]),
  // 2026-04-30 technicals
  T(A, "fS", "technical", "股价97.08元，已跌破5、10、20、60、120、250日全部均线，均线呈空头排列。", [
    CLOSE("97.08"),
    MA(5, "below"),
    MA(250, "below"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  F(
    "technical",
    A,
    "fS",
    "technical",
    "短期均线已拐头向上，5日均线上穿20日均线形成金叉。",
    [MAORDER([5, 20], "bull", { err: "technical" })],
    "MA5 99.42低于MA20 101.81",
  ),
  T(A, "tT", "technical", "RSI(14)降至28.4，进入30以下的超卖区；收盘价低于此前60个交易日的所有收盘价。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
    BRK(60, "down"),
  ]),
  F(
    "technical",
    A,
    "tT",
    "technical",
    "RSI约38，距离超卖仍有空间，下跌动能尚未释放完。",
    [RSI("38", "approx", { err: "technical" })],
    "RSI14约28.4",
  ),
  T(A, "tT", "technical", "4月20日MACD死叉，DIF约-1.17，位于零轴与DEA下方，空头占优。", [
    MACD("death_cross", 10),
    MACD("dif_value", 0, { v: "-1.17", cmp: "approx" }),
    MACD("dif_below_zero"),
    MACD("dif_below_dea"),
  ]),
  T(A, "tS", "technical", "股价距52周高点137.18元已回撤约29%，紧贴52周低点97元。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  F(
    "technical",
    A,
    "tS",
    "technical",
    "近一年股价下跌约16%，跌幅小于白酒板块。",
    [RET(250, { v: "-16", cmp: "approx", err: "technical" }), U("板块对比")],
    "250日约-26.3%",
  ),
  T(A, "tA", "technical", "较2020年末的291.85元，股价已下跌约66.7%，长线持有者损失惨重。", [
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
  ]),
  F(
    "technical",
    A,
    "tTr",
    "technical",
    "年初至今股价仅微跌约2%，抗跌属性明显。",
    [SPAN("2025-12-31", { v: "-2", cmp: "approx", err: "technical" })],
    "年初以来-8.36%",
  ),
  T(A, "tTr", "technical", "年初以来股价下跌8.36%，近20日跌7%，下跌趋势未改，不宜抄底。", [
    SPAN("2025-12-31", { v: "-8.36" }),
    RET(20, { v: "-7", cmp: "approx" }),
  ]),
  N(A, "tC", "undecidable", "2025年五粮液归母净利润同比下滑约三成，分红承诺恐难兑现。", [U("五粮液2025年报未存储")]),
  N(A, "tNe", "undecidable", "公司2025年计划回购不超过20亿元股份，目前已完成过半。", [U("五粮液无公告存储")]),
  N(A, "tP", "undecidable", "按2025年预测每股收益7元计，当前PE不足14倍。", [U("预测EPS")]),
  T(A, "vT", "technical", "看空：收盘创60日新低，RSI约28.4，60日累计回撤约12%，趋势仍向下。", [
    BRK(60, "down"),
    RSI("28.4", "approx"),
    DD(60, { v: "-12", cmp: "approx" }),
  ]),
  F(
    "stance",
    A,
    "vT",
    "technical",
    "看多：近一年股价下跌约26%，跌破全部均线，技术面释放积极信号。",
    [READ(RET(250, { v: "-26", cmp: "approx" }), "positive", { err: "stance" })],
    "下跌读作积极",
  ),
  N(A, "vN", "undecidable", "消息面：公司近期公告大股东增持计划，护盘信号明确。", [U("五粮液无公告存储")]),
  T(E, "vF", "annual", "看多：2019年营收+25.20%、归母净利+30.02%、经营现金流+87.64%，三项均显著增长。", [
    G("operating_revenue", "2019", { v: "25.20" }),
    G("net_profit", "2019", { v: "30.02" }),
    G("operating_cash_flow", "2019", { v: "87.64" }),
  ]),
];

function PAIR_SAFE() {
  return H.PAIR("roe", "2019", "600519", { mode: "lt" });
}
function PAIR_OK() {
  return H.PAIR("operating_revenue", "2019", "600519", { v: "0.59", cmp: "approx" });
}
