// 中国石化 (FY2019-2024 only, no quarters, annual-report notices only) and 五粮液 (FY2015-2019 only, no notices;
// bars from 2019-01-02). 中国石化 on 2026-04-30 names 2024 or is undecidable; 五粮液's fundamentals on 2020-05-15.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MIN, UP, DOWN, RET, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, CAGR, PE, SNAP, X } = H;
const { CLOSE, DD, HILO, VOLR, VOL, BRK, GDIFF, RANK, MAX, PAIR } = H;
const s = H.maker("b15-sh", "600028");
const w = H.maker("b15-wl", "000858");
const A = "2026-04-30";
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";
const W = "2020-05-15";

export default [
  // ---- 中国石化 ----
  s("t", A, "bear", "annual", "2024年归母净利润503.13亿元，同比下降约16.8%，且已是连续第三年下滑。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  s(
    "f",
    A,
    "bull",
    "annual",
    "中石化2024年归母净利润604.63亿元，盈利仍在600亿元以上，高股息有足够支撑。",
    [V("net_profit", "2024", "604.63", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "604.63亿是2023年；2024年503.13亿" },
  ),
  s("u", A, "bear", "annual", "2025年归母净利润预计再降一成至450亿元左右，盈利底部尚未出现。", [
    U("中国石化FY2025未存储，且为预测"),
  ]),
  s("t", A, "fE", "annual", "2024年营业收入约3.07万亿元，同比下降约4.3%，低于2022年3.32万亿元的高点。", [
    V("operating_revenue", "2024", "3.07", "万亿", "approx"),
    G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("operating_revenue", "2022", "3.32", "万亿", "approx"),
    MAX("operating_revenue", "2022", ["2020", "2021", "2022", "2023", "2024"]),
  ]),
  s(
    "f",
    A,
    "fE",
    "annual",
    "2024年营业收入约30.7万亿元，体量冠绝A股，但利润率极薄。",
    [V("operating_revenue", "2024", "30.7", "万亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "3.07万亿，×10" },
  ),
  s("t", A, "fR", "annual", "扣非归母净利润480.57亿元，同比降幅约20.8%，比归母净利润的降幅还要大约4个百分点。", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-20.8", cmp: "approx" }),
    GDIFF(
      { metric: "deducted_net_profit", period: "2024" },
      { metric: "net_profit", period: "2024" },
      { v: "-4", cmp: "approx" },
    ),
  ]),
  s(
    "f",
    A,
    "fR",
    "annual",
    "扣非净利润480.57亿元，同比下降16.8%，与归母净利润同步下滑。",
    [
      V("deducted_net_profit", "2024", "480.57"),
      G("deducted_net_profit", "2024", { v: "-16.8", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "扣非-20.82%；-16.8%是归母" },
  ),
  s("t", A, "tF", "annual", "2024年毛利率15.47%，较上年微降0.18个百分点；净利率1.87%，为2020年以来最低。", [
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { v: "-0.18" }),
    V("net_margin", "2024", "1.87", "%"),
    MIN("net_margin", "2024", ["2020", "2021", "2022", "2023", "2024"]),
  ]),
  s(
    "f",
    A,
    "tF",
    "annual",
    "毛利率15.47%，已是2020年以来的最低水平，炼化景气度见底信号不明。",
    [
      V("gross_margin", "2024", "15.47", "%"),
      MIN("gross_margin", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "最低为2022年15.03%" },
  ),
  s("t", A, "tB", "annual", "研发费用从2020年的100.87亿元逐年增至2024年的152.15亿元，2024年同比增长约8.9%。", [
    V("research_expense", "2020", "100.87"),
    V("research_expense", "2024", "152.15"),
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
  ]),
  s("u", A, "tC", "annual", "资产负债率约55%，在三桶油中偏高，资本开支压力仍大。", [U("2024年负债率与同业未存储")]),
  s("t", A, "fV", "valuation", "静态PE约13倍（现价5.39元÷2024年EPS 0.41元），单看估值并不极端。", [
    V("basic_eps", "2024", "0.41", "元"),
    CLOSE("5.39"),
    PE("2024", "13", "approx"),
  ]),
  s(
    "f",
    A,
    "fV",
    "valuation",
    "当前市盈率已不到10倍（2024年EPS 0.41元），估值已经是地板价。",
    [V("basic_eps", "2024", "0.41", "元"), PE("2024", "10", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "5.39/0.415=13.0倍" },
  ),
  s("t", A, "tS", "valuation", "据2025年7月初的行情快照，中石化市净率仅0.84倍，总市值约6887亿元。", [
    SNAP("pb", "0.84", "x"),
    SNAP("marketCap", "6887", "亿"),
  ]),
  s("t", A, "tT", "technical", "3月3日收盘7.82元见顶后快速回落，自高点回撤约31%，近60个交易日振幅超过44%。", [
    HILO("max", "2026-01-01", { v: "7.82" }),
    DD(60, { v: "-31", cmp: "approx" }),
    H.AMP(60, { v: "44", cmp: "gt" }),
  ]),
  s(
    "f",
    A,
    "tT",
    "technical",
    "近20日成交量较前20日放大约六成，资金在低位积极承接。",
    [VOLR({ v: "1.6", cmp: "approx", err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.608，缩量约四成" },
  ),
  s("t", A, "tTr", "technical", "近20日均量只有前20日的约六成，量能明显萎缩，RSI约30，逼近超卖线。", [
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
    RSI("30", "approx"),
  ]),
  s("t", A, "tT", "technical", "收盘5.39元勉强站上5日均线，但仍压在10日、20日和60日均线之下。", [
    CLOSE("5.39"),
    MA(5, "above"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  s(
    "f",
    A,
    "tA",
    "technical",
    "股价已重新站上20日均线，短期趋势修复，可以博反弹。",
    [MA(20, "above", { err: "technical" })],
    { err: "technical", note: "收盘5.39低于MA20 5.63" },
  ),
  s("t", A, "tC", "technical", "DIF与DEA均在零轴下方，DIF略低于DEA，MACD仍处空头区域。", [
    MACD("dif_below_zero"),
    MACD("dea_value", 0, { v: "0", cmp: "lt" }),
    MACD("dif_below_dea"),
  ]),
  s(
    "f",
    A,
    "tN",
    "technical",
    "4月下旬DIF已上穿零轴，MACD由弱转强，配合油价企稳值得关注。",
    [MACD("dif_above_zero", 0, { err: "technical" })],
    { err: "technical", note: "DIF=-0.199" },
  ),
  s("t", A, "tP", "technical", "从去年最后一个交易日的6.18元跌到5.39元，跌幅约12.8%；距52周高点8.11元约33.5%。", [
    RET("2025-12-31", { v: "-12.8", cmp: "approx" }),
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.5", cmp: "approx" }),
  ]),
  s("u", A, "fE", "undecidable", "2025年炼油板块毛利改善，成品油销量同比增长2%，化工板块仍亏损。", [
    U("分板块数据未存储"),
  ]),
  s("u", A, "tN", "undecidable", "一季度布伦特油价均价跌破70美元，是中石化股价3月后回落的主要原因。", [
    U("油价与归因未存储"),
  ]),
  s("u", A, "tN", "announcement", "中国石化近期公告回购A股，彰显管理层对估值的信心。", [
    U("中国石化仅收录年报公告，回购公告无从核验"),
  ]),
  s(
    "f",
    P,
    "tN",
    "announcement",
    "中国石化2024年年度报告直到4月下旬才披露，晚于多数央企同行。",
    [EV("annual_report", true, { from: "2025-04-20", title: "2024年", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "年报于2025-03-24披露，4月下旬无此公告" },
  ),
  s("t", P, "fV", "valuation", "中国石化3月24日已披露2024年年报，EPS 0.41元，按5.66元收盘价算PE约13.6倍。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24" }),
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13.6"),
  ]),
  s("u", O, "fE", "quarterly", "前三季度归母净利润同比下降约三成，炼化拖累明显。", [U("中国石化季报未存储")]),
  s("t", O, "tT", "technical", "DIF已回到零轴上方（10月13日MACD金叉）；收盘5.47元，比52周低点5.25元高约4.2%。", [
    MACD("golden_cross", 15),
    MACD("dif_above_zero"),
    CLOSE("5.47"),
    LO52({ cond: "level", v: "5.25" }),
    LO52({ v: "4.2", cmp: "approx" }),
  ]),
  s(
    "f",
    S,
    "tT",
    "technical",
    "收盘5.69元已站上年线，年线6.05元不再构成压力。",
    [CLOSE("5.69"), MA(250, "value", { v: "6.05" }), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘低于MA250" },
  ),

  // ---- 五粮液, 2020-05-15: FY2019 ----
  w("t", W, "bull", "annual", "2019年营业收入501.18亿元，同比增长25.2%，首次跨过500亿元。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    V("operating_revenue", "2018", "500", "亿", "lt"),
  ]),
  w("t", W, "fE", "annual", "归母净利润174.02亿元，同比增长30.0%，比营收增速快约4.8个百分点。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.0" }),
    GDIFF(
      { metric: "net_profit", period: "2019" },
      { metric: "operating_revenue", period: "2019" },
      { v: "4.8", cmp: "approx" },
    ),
  ]),
  w(
    "f",
    W,
    "fE",
    "annual",
    "2019年五粮液归母净利润174.02亿元，同比增长38.4%，高端酒景气仍在延续。",
    [V("net_profit", "2019", "174.02"), G("net_profit", "2019", { v: "38.4", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "38.4%是2018年增速；2019年+30.02%" },
  ),
  w("t", W, "tB", "annual", "2015-2019年归母净利润年复合增速近30%，ROE从14.93%逐年升至25.26%。", [
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "near" }),
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
    UP("roe", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  w(
    "f",
    W,
    "tB",
    "annual",
    "营业收入由2015年的216.59亿元增至2019年的501.18亿元，四年间扩大到3倍以上。",
    [
      V("operating_revenue", "2015", "216.59"),
      X("operating_revenue", "2019", "2015", { v: "3", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "2.31倍" },
  ),
  w("t", W, "fR", "annual", "资产负债率28.48%，已连续四年上升，但绝对水平仍不高。", [
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  w("t", W, "fR", "annual", "2019年经营现金流231.12亿元，同比增长约88%，约为归母净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  w(
    "f",
    W,
    "fT",
    "annual",
    "经营现金流231.12亿元，约为净利润的2.3倍，利润含金量极高。",
    [R("operating_cash_flow", "net_profit", "2019", "2.3", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "231.12/174.02=1.33倍" },
  ),
  w("t", W, "fSy", "annual", "资产规模迈过千亿门槛：2019年末总资产1063.97亿元，一年扩张约23.6%。", [
    V("total_assets", "2019", "1063.97"),
    G("total_assets", "2019", { v: "23.6", cmp: "approx" }),
    V("total_assets", "2018", "1000", "亿", "lt"),
  ]),
  w("t", W, "tT", "technical", "收盘145.22元，距52周高点147.99元不到2%，RSI约70，已进入超买区。", [
    CLOSE("145.22"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
    RSI("70", "approx"),
  ]),
  w(
    "f",
    W,
    "tT",
    "technical",
    "RSI仍在50附近徘徊，离超买区还很远，上行空间充足。",
    [RSI("50", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14=70.29" },
  ),
  w("t", W, "tTr", "technical", "近20个交易日上涨约13%，MA5>MA10>MA20>MA60，均线多头排列。", [
    RET(20, { v: "13", cmp: "approx" }),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
  w(
    "f",
    W,
    "tTr",
    "technical",
    "成交方面，最近一个月日均量高于再往前一个月，量价齐升，突破有效。",
    [VOL("expand", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.812，缩量" },
  ),
  w("t", W, "fV", "valuation", "PE(LYR)约32倍：145.22元÷2019年每股收益4.48元，估值已不便宜。", [
    CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32", "approx"),
  ]),
  w("u", W, "fE", "quarterly", "2020年一季度营业收入同比增长约15%，疫情下依然保持双位数增长。", [
    U("五粮液2020Q1未存储"),
  ]),
  w("u", W, "fS", "undecidable", "普五一批价近期稳定在900元以上，渠道库存约一个月，春节动销好于预期。", [
    U("批价与渠道库存未存储"),
  ]),
  w("u", W, "tN", "announcement", "五粮液近期公告推出员工持股计划，绑定核心团队利益。", [U("五粮液未收录公告")]),
  w(
    "f",
    W,
    "tM",
    "technical",
    "MACD在5月中旬刚刚死叉，短线回调压力较大，宜先观望。",
    [MACD("death_cross", 15, { err: "technical" })],
    { err: "technical", note: "最近交叉为2020-03-30金叉" },
  ),

  // ---- 五粮液, 2026-04-30: bars only ----
  w("t", A, "tT", "technical", "收盘97.08元创52周收盘新低，RSI约28.4，已进入超卖区。", [
    CLOSE("97.08"),
    LO52({ cond: "new_low" }),
    RSI("28.4", "approx"),
    RSI("30", "lt"),
  ]),
  w("t", A, "tBe", "technical", "近250个交易日下跌约26.3%，MA5至MA250六条均线自上而下完全空头排列。", [
    RET(250, { v: "-26.3", cmp: "approx" }),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  w(
    "f",
    A,
    "tBe",
    "technical",
    "五粮液较2024年末收盘仅下跌约8.4%，跌幅可控。",
    [RET("2024-12-31", { v: "-8.4", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-8.36%是自2025年末；自2024年末-30.68%" },
  ),
  w("t", A, "tC", "technical", "DIF、DEA都在零轴之下，DIF于4月20日下穿DEA；收盘价低于此前60个交易日的任何一天。", [
    MACD("death_cross", 10),
    MACD("dif_below_zero"),
    MACD("dea_value", 0, { v: "0", cmp: "lt" }),
    BRK(60, "down"),
  ]),
  w("f", A, "tA", "technical", "股价仍站在5日均线之上，短线资金并未离场。", [MA(5, "above", { err: "technical" })], {
    err: "technical",
    note: "收盘97.08低于MA5 99.42",
  }),
  w("u", A, "fV", "valuation", "2025年归母净利润约300亿元，按现价PE仅约12倍，已进入价值区间。", [
    U("五粮液FY2025未存储"),
  ]),
  w("u", A, "bear", "quarterly", "2026Q1营业收入同比下滑超两成，渠道去库存仍未结束。", [U("五粮液2026Q1未存储")]),
];
