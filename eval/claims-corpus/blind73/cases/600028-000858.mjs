// 中国石化 600028 (FY2019-2024 stored; on 2026-04-30 its points name 2024 or are undecidable) and
// 五粮液 000858 (FY2015-2019 only: on 2026-04-30 only its price is decided; notices none, so undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, PE } = H;
const { MCNOW, SPAN, X, READ, VOLR, POS52, DD, BIAS, CAGR, RANK, LIN, HILO } = H;
const s = H.maker("b73-sh", "600028");
const w = H.maker("b73-wl", "000858");
const A = "2026-04-30";

export default [
  s("t", A, "bear", "annual", "中国石化2024年归母净利润503.13亿元，同比下降16.8%，已连续三年下滑。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  s(
    "f",
    A,
    "bear",
    "annual",
    "中国石化2024年营收30745.62亿元，同比下滑约16.8%，炼化需求坍塌。",
    [V("revenue", "2024", "30745.62"), G("revenue", "2024", { v: "-16.8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营收-4.29%；-16.8%是净利润降幅" },
  ),
  s("t", A, "fE", "annual", "2024年营收3.07万亿元，较2022年3.32万亿元的高点回落约7%，毛利率15.47%基本稳定。", [
    V("revenue", "2024", "3.07", "万亿", "approx"),
    V("revenue", "2022", "3.32", "万亿", "approx"),
    MAX("revenue", "2022", ["2020", "2021", "2022", "2023", "2024"]),
    G("revenue", "2024", { base: "2022", v: "-7", cmp: "approx" }),
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { dir: "flat", flatTol: 0.5 }),
  ]),
  s(
    "f",
    A,
    "fR",
    "annual",
    "2024年净利率1.87%，较上年提升约0.3个百分点，炼化盈利边际改善。",
    [
      V("net_margin", "2024", "1.87", "%"),
      PP("net_margin", "2024", { v: "0.3", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2.18%→1.87%，下降0.31个百分点" },
  ),
  s("t", A, "tF", "annual", "研发费用从2020年的100.87亿元增至2024年的152.15亿元，四年涨了约51%，逐年递增。", [
    V("research_expense", "2020", "100.87"),
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { base: "2020", v: "51", cmp: "approx" }),
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
  ]),
  s("t", A, "fQ", "annual", "2020年扣非净利润为-15.65亿元，归母净利润332.71亿元全靠非经常性收益撑着。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("net_profit", "2020", "332.71"),
  ]),
  s("t", A, "fV", "valuation", "每股收益0.415元，收盘5.39元对应2024年静态PE约13倍。", [
    V("basic_eps", "2024", "0.415", "元"),
    CLOSE("5.39"),
    PE("2024", "13", "approx"),
  ]),
  s(
    "f",
    A,
    "fV",
    "valuation",
    "中石化每股收益0.51元，对应现价5.39元的PE仅约10.6倍，估值安全垫厚。",
    [
      V("basic_eps", "2024", "0.51", "元", "eq", { err: "wrong_period" }),
      PE("2024", "10.6", "approx", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "0.51元是2023年EPS；2024年0.41元，PE约13.1倍" },
  ),
  s("t", A, "tT", "technical", "收盘5.39元，RSI(14)约30逼近超卖，20日乖离约-4%，60日内最大回撤超过三成。", [
    CLOSE("5.39"),
    RSI("30", "approx"),
    BIAS(20, { v: "-4", cmp: "approx" }),
    DD(60, { v: "-30", cmp: "lt" }),
  ]),
  s("t", A, "tS", "technical", "距52周高点8.11元已跌去约三分之一，股价只比52周低点5.27元高约2%。", [
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33", cmp: "approx" }),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2", cmp: "approx" }),
  ]),
  s(
    "f",
    A,
    "tT",
    "technical",
    "中石化近20日明显放量下跌，20日均量是前20日的1.6倍，恐慌盘集中涌出。",
    [VOLR({ v: "1.6", cmp: "approx", err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.608，缩量" },
  ),
  s("t", A, "tTr", "technical", "近60个交易日下跌约15%，今年以来跌约12.8%，均线空头排列，暂不抄底。", [
    RET(60, { v: "-15", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  s("u", A, "bear", "undecidable", "中国石化2025年归母净利润同比再降约三成，炼油毛利创十年新低。", [
    U("中国石化FY2025未存储"),
  ]),
  s("u", A, "tN", "undecidable", "公司计划2026年分红率不低于65%，高股息逻辑支撑股价。", [
    U("分红计划与股息率不可核验"),
  ]),
  s("u", A, "fM", "undecidable", "若布伦特油价跌到60美元，中石化上游亏损将拖累2026年利润。", [U("油价情景")]),
  // 五粮液: price only on 2026-04-30.
  w("t", A, "tT", "technical", "五粮液收盘97.08元，5/10/20/60/120/250日均线自下而上空头排列，RSI约28已入超卖区。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    RSI("28", "approx"),
  ]),
  w("t", A, "tS", "technical", "距52周高点137.18元跌了约29%，今年以来跌约8.4%，近一年跌幅约26%。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-8.4", cmp: "approx" }),
    RET(250, { v: "-26", cmp: "approx" }),
  ]),
  w(
    "f",
    A,
    "tB",
    "technical",
    "五粮液较2020年末291.85元的高位已回撤约47%，估值泡沫基本出清。",
    [SPAN("2020-12-31", { v: "-47", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2020年末-66.7%；-46.3%是较2022年末" },
  ),
  w("t", A, "tBe", "technical", "股价较2020年末的291.85元累计下跌约三分之二，且近5日还在跌，较4月23日跌了约4%。", [
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
    RET(5, { v: "-4", cmp: "approx" }),
  ]),
  w("u", A, "fE", "undecidable", "五粮液2025年营收同比下滑超两成，普五批价跌破800元。", [
    U("五粮液FY2025未存储，批价未存储"),
  ]),
  w("u", A, "fV", "valuation", "现价97.08元对应2025年PE约12倍、股息率超过5%，底部特征清晰。", [
    CLOSE("97.08"),
    U("五粮液2025年利润与分红未存储"),
  ]),
  w("u", A, "tN", "announcement", "五粮液公告拟以20亿至30亿元回购股份，用于注销。", [U("五粮液无公告收录")]),
];
