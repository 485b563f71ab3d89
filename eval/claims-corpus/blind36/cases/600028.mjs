// 中国石化: FY2019-2024 annual (no FY2025 stored, no quarters), bars 2024-01-02..2026-04-30, annual-report notices
// only. Points on 2026-04-30 name 2024 or are undecidable.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, RANK, UP, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, CAGR, X, PAIR } = H;
const { PE, SNAP, MCPE, SPAN, RET, READ, POS52, DD, LIN, EV, SUM, AVG, IN, SNAPDIV } = H;
const c = H.maker("b36-sh", "600028");
const A = "2026-04-30";
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const Z = "2020-05-15";

export default [
  c("t", A, "bear", "annual", "中石化2024年营收3.07万亿元，同比少了约4.3%；归母净利503亿元，降幅接近17%。", [
    V("revenue", "2024", "3.07", "万亿"),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("net_profit", "2024", "503", "亿", "approx"),
    G("net_profit", "2024", { v: "-17", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利润503.13亿元，同比小幅下滑约4%，炼化景气底部已过。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { v: "-4", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "净利-16.8%；-4.3%是营收" },
  ),
  c("u", A, "bull", "annual", "2025年中石化归母净利润同比回升，炼油毛利修复明显。", [U("FY2025未存储")]),
  c("u", A, "bear", "annual", "去年全年利润再降两成，已连续三年下滑。", [U("2025年年报未存储")]),
  c("t", A, "bear", "annual", "2021年712亿元之后，净利润连年走低：671亿、605亿、503亿，三连降。", [
    V("net_profit", "2021", "712", "亿", "approx"),
    H.DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2022", "671", "亿", "approx"),
    V("net_profit", "2023", "605", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年503亿元的归母净利润是2019年以来的最低值。",
    [MIN("net_profit", "2024", ["2019", "2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2020年332.71亿更低；2024年为次低" },
  ),
  c("t", A, "fE", "annual", "503亿的利润在2020-2024五年中仅高于疫情年2020年的333亿，排倒数第二。", [
    RANK("net_profit", "2024", ["2020", "2021", "2022", "2023", "2024"], "min", 2),
    V("net_profit", "2020", "333", "亿", "approx"),
  ]),
  c("t", A, "fE", "annual", "扣非归母净利480.57亿元，比上年的606.92亿元少了两成多。", [
    V("deducted_net_profit", "2024", "480.57"),
    V("deducted_net_profit", "2023", "606.92"),
    G("deducted_net_profit", "2024", IN("-30", "-20")),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "毛利率15.47%，比2023年下降了1.8个百分点。",
    [
      V("gross_margin", "2024", "15.47", "%"),
      PP("gross_margin", "2024", { v: "-1.8", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-0.18pp" },
  ),
  c("t", A, "fR", "annual", "净利率只有1.87%，三万亿收入只留下约575亿净利润，薄利是炼化的常态。", [
    V("net_margin", "2024", "1.87", "%"),
    V("net_income", "2024", "575", "亿", "approx"),
    V("revenue", "2024", "3", "万亿", "gt"),
  ]),
  c("t", A, "fR", "annual", "研发费用由2020年的100.87亿逐年增至2024年的152.15亿，连续四年增长。", [
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
    V("research_expense", "2020", "100.87"),
    V("research_expense", "2024", "152.15"),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "研发费用152亿元，占营业收入的比例约5%，转型投入力度不小。",
    [
      V("research_expense", "2024", "152", "亿", "approx"),
      R("research_expense", "revenue", "2024", "5", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "152.15/30745.62=0.49%" },
  ),
  c("t", A, "fV", "valuation", "按2024年每股收益0.41元计，5.39元的收盘价对应约13倍市盈率。", [
    V("basic_eps", "2024", "0.41", "元"),
    CLOSE("5.39"),
    PE("2024", "13", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "拿2023年0.41元的每股收益来算，中石化PE约13倍。",
    [
      PE("2023", "13", "approx", { err: "wrong_period" }),
      V("basic_eps", "2023", "0.41", "元", "eq", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "0.41元是2024年EPS；2023年0.51元" },
  ),
  c("u", A, "fV", "valuation", "中石化PB约0.7倍，低于中国石油的1.0倍，估值洼地。", [
    U("中国石油不在样本；当日PB未存储"),
  ]),
  c("t", A, "fM", "technical", "5.39元的收盘价压在10、20、60日均线之下，MA5<MA10<MA20<MA60空头排列。", [
    CLOSE("5.39"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c("f", A, "fM", "technical", "收盘价已跌破5日均线，短线仍在加速下行。", [MA(5, "below", { err: "technical" })], {
    err: "technical",
    note: "5.39 > MA5 5.38",
  }),
  c("t", A, "fS", "technical", "RSI约30，逼近超卖；近20日均量只有前20日的六成，缩量阴跌。", [
    RSI("30", "approx"),
    H.VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
    RET(20, { dir: "down" }),
  ]),
  c("t", A, "fT", "technical", "从52周高点8.11元算，股价已回落约33.5%，距5.27元的低点仅2%出头。", [
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.5", cmp: "approx" }),
    LO52({ cond: "level", v: "5.27" }),
    LO52(IN("2", "3")),
  ]),
  c(
    "f",
    A,
    "fT",
    "technical",
    "年初至今中石化跌幅约5.9%，跑得比大盘还稳。",
    [SPAN("2025-12-31", { v: "-5.9", cmp: "approx", err: "wrong_value" }), U("大盘指数不在核验范围")],
    { err: "wrong_value", note: "年初至今-12.78%；-5.9%是250日跌幅" },
  ),
  c("t", A, "fQ", "technical", "60个交易日跌了约15.4%，自60日内收盘高点回撤逾三成。", [
    RET(60, { v: "-15.4", cmp: "approx" }),
    DD(60, { v: "-30", cmp: "lt" }),
  ]),
  c("u", A, "fQ", "undecidable", "一季度炼油毛利每桶回升约5美元，化工板块亏损收窄。", [U("分部/炼油毛利未存储")]),
  c("u", A, "tN", "announcement", "公司3月公告拟回购不超过20亿元A股，并计划注销。", [U("中石化公告仅存年报")]),
  c("u", A, "tN", "announcement", "控股股东中国石化集团宣布增持计划，金额不低于5亿元。", [U("增持公告不在收集范围")]),
  c("u", A, "tS", "undecidable", "股吧情绪指数跌至年内低位，散户持股比例上升。", [U("情绪/持股结构未存储")]),
  c("t", A, "tF", "annual", "2024年销售费用614.22亿元、管理费用580.21亿元，两项合计约1194亿元。", [
    V("selling_expense", "2024", "614.22"),
    V("admin_expense", "2024", "580.21"),
    LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
      ],
      "2024",
      { v: "1194", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "基本每股收益从2021年的0.59元降到2024年的0.41元，三年缩水近一半。",
    [
      V("basic_eps", "2021", "0.59", "元"),
      V("basic_eps", "2024", "0.41", "元"),
      G("basic_eps", "2024", { base: "2021", v: "-50", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-30.5%" },
  ),
  c("t", A, "tB", "annual", "营收在2022年达到3.32万亿的峰值后回落，2024年仍比2020年多出四成多。", [
    MAX("revenue", "2022", ["2020", "2021", "2022", "2023", "2024"]),
    V("revenue", "2022", "3.32", "万亿"),
    G("revenue", "2024", { base: "2020", ...IN("40", "50") }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2023、2024年营收连续下滑，好在2024年的降幅比2023年有所收窄。",
    [
      G("revenue", "2023", { dir: "down" }),
      G("revenue", "2024", { dir: "down" }),
      H.GDIFF(
        { metric: "revenue", period: "2024" },
        { metric: "revenue", period: "2023" },
        { v: "0", cmp: "gt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "2023年-3.2%，2024年-4.3%：降幅扩大" },
  ),
  c("t", A, "tTr", "technical", "交易员：DIF -0.199略低于DEA -0.197，MACD在零轴下粘合，等待方向选择。", [
    MACD("dif_value", null, { v: "-0.199" }),
    MACD("dea_value", null, { v: "-0.197" }),
    MACD("dif_below_dea"),
    MACD("dif_below_zero"),
  ]),
  c("u", A, "tC", "undecidable", "保守风控：油价若跌破60美元，公司上游利润将再降三成。", [U("情景假设")]),
  c("t", A, "tP", "valuation", "组合经理：2025年7月快照PB 0.84倍，以当时市值计对应2024年利润约13.7倍PE。", [
    SNAP("pb", "0.84", "x", "eq"),
    MCPE("2024", "13.7", "approx"),
  ]),
  // ---- earlier dates ----
  c("t", P, "fL", "annual", "2024年营业利润722.57亿元、利润总额705.13亿元，均较2023年下滑。", [
    V("operating_profit", "2024", "722.57"),
    V("total_profit", "2024", "705.13"),
    G("operating_profit", "2024", { dir: "down" }),
    G("total_profit", "2024", { dir: "down" }),
  ]),
  c(
    "f",
    P,
    "tT",
    "technical",
    "近两周MACD出现死叉，DIF已跌到DEA下方。",
    [MACD("death_cross", 10, { err: "technical" }), MACD("dif_below_dea", null, { err: "technical" })],
    { err: "technical", note: "死叉在4月7日，4月16日已金叉，DIF>DEA" },
  ),
  c("u", P, "tN", "quarterly", "2025年一季度中石化归母净利润同比下降约四成。", [U("中石化季报未存储")]),
  c("t", S, "fM", "technical", "当日MACD死叉，股价5.69元，仍低于250日均线约6.05元。", [
    MACD("death_cross", 1),
    CLOSE("5.69"),
    MA(250, "below"),
    MA(250, "value", { v: "6.05", cmp: "approx" }),
  ]),
  c("t", O, "fS", "technical", "10月13日MACD金叉，DIF转正至0.005，收盘5.47元站在20日均线之上。", [
    MACD("golden_cross", 15),
    MACD("dif_above_zero"),
    MACD("dif_value", null, { v: "0.005" }),
    CLOSE("5.47"),
    MA(20, "above"),
  ]),
  c("t", Z, "fE", "annual", "2019年中石化归母净利575.91亿，每股收益0.48元，资产负债率约50%。", [
    V("net_profit", "2019", "575.91"),
    V("basic_eps", "2019", "0.48", "元"),
    V("debt_ratio", "2019", "50", "%", "approx"),
  ]),
  c(
    "f",
    Z,
    "fR",
    "industry",
    "50.04%的负债率与银行类似，对石化企业来说完全正常。",
    [V("debt_ratio", "2019", "50.04", "%"), IND_NORMAL()],
    { err: "industry_sense", note: "非金融企业" },
  ),
];

function IND_NORMAL() {
  return H.IND("high_debt_is_normal", { err: "industry_sense" });
}
