// 宁德时代: FY2018-2019 and FY2021-2025 annual, 2024H1-2026Q1 quarterly (no 2024Q1), bars 2020-2026 (windows kept
// after the 2023-04-26 ex-date or inside 2020).
import {
  V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, SNAP, U, READ,
  MCPE, PAIR, BIAS, AMP, DD, BRK, POS52, IN, maker,
} from "../spec-helpers.mjs";

const c = maker("b3-nd", "300750");
const Z = "2020-06-30";
const A = "2025-03-31";
const B = "2025-08-15";
const C = "2025-11-20";
const Dd = "2026-04-30";

export default [
  // ---- 2020: FY2019 just out ----
  c("t", Z, "tF", "annual", "回看FY2019：营业收入457.88亿，yoy +54.6%；归母净利45.60亿，yoy +34.6%，收入跑得比利润快。", [
    V("operating_revenue", "2019", "457.88"), G("operating_revenue", "2019", { v: "54.6", cmp: "approx" }),
    V("net_profit", "2019", "45.60"), G("net_profit", "2019", { v: "34.6", cmp: "approx" }),
  ]),
  c("f", Z, "fE", "annual", "FY2019扣非净利39.15亿，同比下滑约25%，主业盈利其实在走弱。", [
    V("deducted_net_profit", "2019", "39.15"), G("deducted_net_profit", "2019", { dir: "down", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", Z, "fE", "annual", "扣非归母净利由31.28亿增至39.15亿（+25.2%），增速落后归母净利约9个pp，非经常性收益贡献不小。", [
    G("deducted_net_profit", "2019", { v: "25.2", cmp: "approx" }), G("net_profit", "2019", { v: "34.6", cmp: "approx" }),
  ]),
  c("t", Z, "fV", "annual", "ROE从11.75%升到12.78%，提升约1个百分点；EPS 2.09元（FY2019）。", [
    PP("roe", "2019", { v: "1", cmp: "approx", dir: "up" }), V("basic_eps", "2019", "2.09", "元"),
  ]),
  c("f", Z, "fV", "annual", "2019年资产负债率已经超过六成（约62%），扩产全靠负债撑着。", [
    V("debt_ratio", "2019", "62", "%", "approx", { err: "wrong_value" }),
  ], { err: "wrong_value", note: "591.64/1013.52=58.4%" }),
  c("t", Z, "tT", "technical", "2020年6月末收174.36：RSI(14)升至72.7进入超买区，近20日涨了近两成。", [
    CLOSE("174.36"), RSI("72.7", "approx"), RSI("70", "gt"), RET(20, { v: "20", cmp: "near" }),
  ]),
  c("f", Z, "tT", "technical", "6月底MACD死叉，DIF已下穿DEA，短线见顶信号明确。", [
    MACD("dif_below_dea", 0, { err: "technical" }),
  ], { err: "technical" }),
  c("t", Z, "tTr", "technical", "60日乖离率+21.6%，价格离均线太远。减一半。", [BIAS(60, { v: "21.6", cmp: "approx" })]),
  // ---- 2025-03-31: FY2024 out ----
  c("u", A, "bear", "annual", "空方第一条：FY2024营业总收入3620.13亿，yoy -9.7%，这是上市以来首次收入负增长级别的回落（数据覆盖的年份中唯一一次）。", [
    V("revenue", "2024", "3620.13"), G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    U("上市以来首次：2020年营收未存"),
  ]),
  c("t", A, "bear", "annual", "营业总收入从FY2023的4009.17亿降到FY2024的3620.13亿，少了约389亿，降幅近一成。", [
    V("revenue", "2023", "4009.17"), D("revenue", "2024", { v: "-389", cmp: "approx" }), G("revenue", "2024", { v: "-10", cmp: "near" }),
  ]),
  c("f", A, "bull", "annual", "收入降了，利润却在涨：FY2024归母净利507.45亿，同比+25.0%，量跌利升。", [
    V("net_profit", "2024", "507.45"), G("net_profit", "2024", { v: "25.0", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("u", A, "bull", "annual", "收入降了，利润却在涨：归母净利507.45亿，同比+15.0%，净利率由上年的11%左右抬到约14.9%。", [
    V("net_profit", "2024", "507.45"), G("net_profit", "2024", { v: "15.0", cmp: "approx" }), V("net_margin", "2024", "14.9", "%", "approx"),
    U("FY2023净利率：2023年净利润(含少数股东)未存"),
  ]),
  c("t", A, "tF", "annual", "| 指标 | FY2023 | FY2024 | —— 经营现金流 928.26亿 → 969.90亿（+4.5%），货币资金 2643.07亿 → 3035.12亿（+14.8%）。", [
    V("operating_cash_flow", "2023", "928.26"), V("operating_cash_flow", "2024", "969.90"), G("operating_cash_flow", "2024", { v: "4.5", cmp: "approx" }),
    V("cash", "2023", "2643.07"), V("cash", "2024", "3035.12"), G("cash", "2024", { v: "14.8", cmp: "approx" }),
  ]),
  c("f", A, "tF", "annual", "账上货币资金超过3000亿（3035.12亿，FY2024），约占总资产的一半。", [
    V("cash", "2024", "3035.12"), R("cash", "total_assets", "2024", "50", { u: "%", cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "约38.6%" }),
  c("t", A, "tF", "annual", "账上货币资金3035.12亿，接近总资产（7866.58亿）的四成。", [
    V("cash", "2024", "3035.12"), V("total_assets", "2024", "7866.58"), R("cash", "total_assets", "2024", "40", { u: "%", cmp: "near" }),
  ]),
  c("t", A, "fR", "annual", "资产负债率65.2%（2024年末），较2023年末的69.3%下降约4pp，去杠杆方向明确。", [
    V("debt_ratio", "2024", "65.2", "%", "approx"), V("debt_ratio", "2023", "69.3", "%", "approx"), PP("debt_ratio", "2024", { v: "-4", cmp: "approx" }),
  ]),
  c("f", A, "tC", "annual", "负债率已超过七成（2024年末），在制造业里偏高，偿债压力不容忽视。", [
    V("debt_ratio", "2024", "70", "%", "gt", { err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "fSy", "annual", "资本开支311.80亿（FY2024）比FY2022的482亿少了约35%，扩产周期明显降温；同期经营现金流是资本开支的3倍有余。", [
    V("capex", "2024", "311.80"), G("capex", "2024", { base: "2022", v: "-35", cmp: "approx" }),
    R("operating_cash_flow", "capex", "2024", "3", { cmp: "gt" }),
  ]),
  c("f", A, "fSy", "annual", "FY2024资本开支311.8亿，较上年大增近三成，扩产重启。", [
    V("capex", "2024", "311.8"), G("capex", "2024", { dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tM", "annual", "近三年（FY2022-2024）归母净利润依次为307亿、441亿、507亿，逐年抬升，但增速从43.6%放缓到15.0%。", [
    UP("net_profit", ["2022", "2023", "2024"]), V("net_profit", "2022", "307", "亿", "approx"), V("net_profit", "2023", "441", "亿", "approx"),
    V("net_profit", "2024", "507", "亿", "approx"), G("net_profit", "2023", { v: "43.6", cmp: "approx" }), G("net_profit", "2024", { v: "15.0", cmp: "approx" }),
  ]),
  c("f", A, "tM", "annual", "FY2021→FY2024归母净利润由159亿增长到507亿，三年翻了两番有余。", [
    G("net_profit", "2024", { base: "2021", v: "300", cmp: "gt", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "约3.19倍，增幅约219%" }),
  c("t", A, "tB", "annual", "FY2021→FY2024归母净利润由159亿增长到507亿，三年里翻了一番半有余（约3.2倍）。", [
    V("net_profit", "2021", "159", "亿", "approx"), V("net_profit", "2024", "507", "亿", "approx"),
    G("net_profit", "2024", { base: "2021", mode: "x", v: "3.2", cmp: "approx" }),
  ]),
  c("t", A, "fQ", "annual", "股东回报方面，2024年分配股利、利润或偿付利息支付的现金258亿，是2023年的约2.7倍。", [
    V("dividends_interest_paid", "2024", "258", "亿", "approx"), G("dividends_interest_paid", "2024", { mode: "x", v: "2.7", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "收盘252.94，跌破MA5/10/20/60全部短中期均线，但仍在年线（约222.8）上方；3月4日MACD死叉后DIF仍在DEA下方。", [
    CLOSE("252.94"), MA(5, "below"), MA(10, "below"), MA(20, "below"), MA(60, "below"), MA(250, "above"),
    MA(250, "value", { v: "222.8", cmp: "approx" }), MACD("death_cross", 25), MACD("dif_below_dea"),
  ]),
  c("f", A, "tT", "technical", "股价已跌破年线，长期趋势转空。", [MA(250, "below", { err: "technical" })], { err: "technical" }),
  c("t", A, "tS", "technical", "3月以来缩量回调：近20个交易日累计下跌约7.5%，20日均量比前20日少了约19%。", [
    RET(20, { v: "-7.5", cmp: "approx" }), VOL("shrink"),
  ]),
  c("t", A, "tNe", "technical", "从3月初的273.53回撤到252.94，回撤幅度约7.5%，位置在52周区间的六成多（约64%），不高不低。", [
    DD(20, { v: "-7.5", cmp: "approx" }), POS52({ v: "64", cmp: "approx" }),
  ]),
  c("f", A, "tA", "technical", "一年涨了三成多，但近两个月已经回吐了大半涨幅。", [
    RET(250, { v: "30", cmp: "gt" }), RET(60, { v: "-15", cmp: "le", err: "overstatement" }),
  ], { err: "overstatement", note: "近60日-3.2%" }),
  // ---- 2025-08-15: H1 out ----
  c("t", B, "tF", "quarterly", "2025H1：营业总收入1788.86亿（yoy +7.3%），归母净利304.85亿（yoy +33.3%）——收入个位数增长，利润增速是收入的4倍多。", [
    V("revenue", "2025H1", "1788.86"), G("revenue", "2025H1", { v: "7.3", cmp: "approx", size: "个位数增长" }),
    V("net_profit", "2025H1", "304.85"), G("net_profit", "2025H1", { v: "33.3", cmp: "approx" }),
  ]),
  c("f", B, "tF", "quarterly", "2025H1营业总收入1788.86亿，同比增长17.3%，重回两位数增长。", [
    V("revenue", "2025H1", "1788.86"), G("revenue", "2025H1", { v: "17.3", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", B, "fE", "quarterly", "拆季度：Q2单季营收约941.8亿，环比Q1（847.05亿）+11.2%；Q2归母净利约165.2亿，环比+18.3%。", [
    V("revenue", "2025S2", "941.8", "亿", "approx"), V("revenue", "2025Q1", "847.05"),
    PAIR("revenue", "2025S2", undefined, { period2: "2025S1", mode: "x", v: "1.112", cmp: "approx" }),
    V("net_profit", "2025S2", "165.2", "亿", "approx"), PAIR("net_profit", "2025S2", undefined, { period2: "2025S1", mode: "x", v: "1.183", cmp: "approx" }),
  ]),
  c("f", B, "fE", "quarterly", "Q2单季营收1788.86亿，环比Q1翻了一倍多。", [
    V("revenue", "2025S2", "1788.86", "亿", "eq", { err: "wrong_period" }),
  ], { err: "wrong_period" }),
  c("t", B, "fM", "quarterly", "净利率持续抬升：17.5%（Q1）→ 18.1%（H1累计），上半年毛利率25.0%。", [
    V("net_margin", "2025Q1", "17.5", "%", "approx"), V("net_margin", "2025H1", "18.1", "%", "approx"), V("gross_margin", "2025H1", "25.0", "%", "approx"),
  ]),
  c("f", B, "fM", "quarterly", "H1毛利率25.0%，较去年同期的26.5%提升了1.5pct。", [
    V("gross_margin", "2025H1", "25.0", "%", "approx"), PP("gross_margin", "2025H1", { dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", B, "tC", "quarterly", "半年末资产负债率62.6%，比2024年末的65.2%又降了约2.6个pct；货币资金3505.78亿。", [
    V("debt_ratio", "2025H1", "62.6", "%", "approx"), PP("debt_ratio", "2025H1", { base: "2024", v: "-2.6", cmp: "approx" }), V("cash", "2025H1", "3505.78"),
  ]),
  c("u", B, "tN", "undecidable", "储能电池出货占比已提升至约两成，海外收入占比超过三成。", [U("分产品、分地区收入：分部数据未存")]),
  c("u", B, "fS", "undecidable", "受欧洲储能需求拉动，上半年归母净利润同比+33.3%。", [
    G("net_profit", "2025H1", { v: "33.3", cmp: "approx" }), U("归因于欧洲储能需求：数据不能判定原因"),
  ]),
  c("t", B, "tT", "technical", "8月15日放量突破：收盘280.67创近10个交易日收盘新高，20日均量较前20日放大约29%，MACD当天金叉。", [
    CLOSE("280.67"), BRK(10, "up"), VOL("expand"), MACD("golden_cross", 1),
  ]),
  c("f", B, "tT", "technical", "8月中旬缩量上涨，20日均量比前20日萎缩一成以上，量价背离。", [
    RET(5, { dir: "up" }), VOL("shrink", { err: "technical" }),
  ], { err: "technical" }),
  c("t", B, "vT", "technical", "技术面：一年涨了近六成（250日+58.6%），收盘位于52周区间上沿（约84%分位），离高点301.5不到7%。", [
    RET(250, { v: "58.6", cmp: "approx" }), POS52({ v: "80", cmp: "ge" }), HI52({ v: "-7", cmp: "gt" }),
  ]),
  c("f", B, "vT", "technical", "技术面：均线多头排列，MA5>MA10>MA20>MA60。", [
    MAORDER([5, 10, 20, 60], "bull", { err: "technical" }),
  ], { err: "technical", note: "MA10 268.48 < MA20 274.45" }),
  c("t", B, "fV", "valuation", "以7月4日约1.21万亿市值和FY2024归母净利507亿测算，PE约23.9倍，PB约5.0倍。", [
    SNAP("marketCap", "1.21", "万亿", "approx"), MCPE("2024", "23.9", "approx"), SNAP("pb", "5.0", "x", "approx"),
  ]),
  // ---- 2025-11-20: nine months out ----
  c("t", C, "tF", "quarterly", "1-9月：营业总收入2830.72亿（+9.3%）、归母净利490.34亿（+36.2%）；Q3单季营收约1041.9亿，同比+12.9%，快于前三季度累计增速。", [
    V("revenue", "2025M9", "2830.72"), G("revenue", "2025M9", { v: "9.3", cmp: "approx" }), V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2", cmp: "approx" }), V("revenue", "2025S3", "1041.9", "亿", "approx"), G("revenue", "2025S3", { v: "12.9", cmp: "approx" }),
  ]),
  c("f", C, "tB", "quarterly", "Q3单季归母净利约185.5亿，同比+12.9%。", [
    V("net_profit", "2025S3", "185.5", "亿", "approx"), G("net_profit", "2025S3", { v: "12.9", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "利润增速约41%；12.9%是营收的" }),
  c("t", C, "tB", "quarterly", "Q3单季归母净利约185.5亿，较去年同期的131.4亿增长四成以上。", [
    V("net_profit", "2025S3", "185.5", "亿", "approx"), V("net_profit", "2024S3", "131.4", "亿", "approx"), G("net_profit", "2025S3", { v: "40", cmp: "gt" }),
  ]),
  c("f", C, "tBe", "quarterly", "前三季度归母净利490亿，同比仅+6%，和收入增速差不多。", [
    G("net_profit", "2025M9", { v: "6", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", C, "fL", "quarterly", "Q3末负债率降到61.3%，年初至今下降约3.9pp（2024年末65.2%）。", [
    V("debt_ratio", "2025M9", "61.3", "%", "approx"), PP("debt_ratio", "2025M9", { base: "2024", v: "-3.9", cmp: "approx" }),
  ]),
  c("t", C, "tT", "technical", "11月14日金叉、17日即死叉，MACD反复；收盘379.39已跌破MA5/10/20，但MA60（约360）和年线（约282.6）仍在下方托底。", [
    MACD("death_cross", 4), CLOSE("379.39"), MA(5, "below"), MA(10, "below"), MA(20, "below"), MA(60, "above"), MA(250, "above"),
    MA(60, "value", { v: "360", cmp: "approx" }), MA(250, "value", { v: "282.6", cmp: "approx" }),
  ]),
  c("t", C, "tS", "technical", "过去五个交易日从415.6跌到379.39，跌幅8.7%，近一个月的回撤几乎全部发生在这五天。", [
    RET(5, { v: "-8.7", cmp: "approx" }), DD(20, { v: "-8.7", cmp: "approx" }),
  ]),
  c("f", C, "tS", "technical", "本周放量下跌，恐慌盘涌出。", [RET(5, { dir: "down" }), VOL("expand", { err: "technical" })], { err: "technical" }),
  c("t", C, "tA", "technical", "今年以来涨了四成多（2024年末266→379.39，+42.6%），一时的回撤改变不了强势格局。", [
    RET("2024-12-31", { v: "42.6", cmp: "approx" }), RET("2024-12-31", { v: "40", cmp: "gt" }),
  ]),
  c("f", C, "tA", "technical", "年初至今股价翻了一番，龙头溢价尽显。", [
    RET("2024-12-31", { size: "翻倍", err: "overstatement" }),
  ], { err: "overstatement" }),
  c("u", C, "tNe", "undecidable", "假设四季度单季净利维持在185亿左右，全年归母净利将落在670亿至680亿之间。", [U("情景测算：四季度尚未披露")]),
  // ---- 2026-04-30: FY2025 and 2026Q1 out ----
  c("t", Dd, "tF", "annual", "**FY2025年报要点**：1) 营业总收入4237.02亿，yoy +17.0%；2) 归母净利722.01亿，yoy +42.3%；3) 经营现金流1332.20亿，首次站上千亿级（数据覆盖年份内）。", [
    V("revenue", "2025", "4237.02"), G("revenue", "2025", { v: "17.0", cmp: "approx" }), V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42.3", cmp: "approx" }), V("operating_cash_flow", "2025", "1332.20"),
    MAX("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"]), V("operating_cash_flow", "2024", "1000", "亿", "lt"),
  ]),
  c("f", Dd, "tF", "annual", "FY2025营业总收入4237.02亿，较FY2023的4009.17亿增长约17%。", [
    V("revenue", "2025", "4237.02"), V("revenue", "2023", "4009.17"), G("revenue", "2025", { base: "2023", v: "17", cmp: "approx", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "较FY2023仅+5.7%；17%是对FY2024" }),
  c("t", Dd, "fSy", "annual", "盈利质量：FY2025经营现金流/归母净利≈1.85倍，毛利率26.3%（+1.8pp），净利率18.1%（+3.2pp）。", [
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }), V("gross_margin", "2025", "26.3", "%", "approx"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }), V("net_margin", "2025", "18.1", "%", "approx"), PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
  ]),
  c("f", Dd, "fSy", "annual", "FY2025净利率18.1%，较上年提升约0.3个百分点，基本持平。", [
    V("net_margin", "2025", "18.1", "%", "approx"), PP("net_margin", "2025", { v: "0.3", cmp: "approx", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", Dd, "bear", "annual", "投资现金流净流出944.76亿，几乎是上年（488.75亿）的两倍；资本开支423.45亿，同比+35.8%，扩产又开始了。", [
    V("investing_cash_flow", "2025", "-944.76"), PAIR("investing_cash_flow", "2025", undefined, { period2: "2024", mode: "x", v: "2", cmp: "near" }),
    V("capex", "2025", "423.45"), G("capex", "2025", { v: "35.8", cmp: "approx" }),
  ]),
  c("t", Dd, "tM", "annual", "从FY2021到FY2025，归母净利由159.31亿增至722.01亿，四年增长约3.5倍（4.5倍于FY2021），期间每年都在增长。", [
    V("net_profit", "2021", "159.31"), V("net_profit", "2025", "722.01"), G("net_profit", "2025", { base: "2021", mode: "x", v: "4.5", cmp: "approx" }),
    UP("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("f", Dd, "tBe", "annual", "营业总收入连续四年增长，FY2025 4237亿只是延续。", [
    UP("revenue", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "FY2024收入下降" }),
  c("t", Dd, "tF", "quarterly", "2026Q1：营业总收入1291.31亿，同比+52.4%；归母净利207.38亿，同比+48.5%。不过环比看，收入较2025Q4（约1406亿）下降约8%。", [
    V("revenue", "2026Q1", "1291.31"), G("revenue", "2026Q1", { v: "52.4", cmp: "approx" }), V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }), V("revenue", "2025S4", "1406", "亿", "approx"),
    PAIR("revenue", "2026Q1", undefined, { period2: "2025S4", mode: "x", v: "0.92", cmp: "approx" }),
  ]),
  c("f", Dd, "fE", "quarterly", "2026Q1归母净利207.38亿，环比2025Q4再增一成。", [
    V("net_profit", "2026Q1", "207.38"), PAIR("net_profit", "2026Q1", undefined, { period2: "2025S4", mode: "gt", err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "2025Q4约231.7亿" }),
  c("f", Dd, "fE", "quarterly", "一季度营收4237亿，同比增长17%。", [V("revenue", "2026Q1", "4237", "亿", "approx", { err: "wrong_period" })], { err: "wrong_period" }),
  c("t", Dd, "fV", "quarterly", "TTM（截至2026Q1）归母净利约790亿，营业总收入约4681亿。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"), V("revenue", "2026Q1TTM", "4681", "亿", "approx"),
  ]),
  c("t", Dd, "tN", "announcement", "①2月9日推出2026年A股员工持股计划（草案）；②2月发行科技创新公司债券（第一期）；③4月7日披露A股回购结果。三件事都落地了。", [
    EV("equity_incentive", true, { title: "员工持股计划（草案）", from: "2026-02-09", to: "2026-02-09" }),
    EV("bond", true, { title: "科技创新公司债券（第一期）", from: "2026-02-01", to: "2026-02-28" }),
    EV("repurchase", true, { title: "回购结果", from: "2026-04-07", to: "2026-04-07" }),
  ]),
  c("f", Dd, "tN", "announcement", "员工持股计划已于4月完成非交易过户，股份已到位。", [
    EV("equity_incentive", true, { title: "非交易过户", err: "nonexistent_event" }),
  ], { err: "nonexistent_event", note: "非交易过户公告日为2026-06-04，晚于asOf" }),
  c("t", Dd, "vN", "announcement", "消息面：3月10日披露2025年度利润分配预案，并提请授权董事会制定2026年中期分红方案。", [
    EV("dividend", true, { title: "2025年度利润分配预案", from: "2026-03-10", to: "2026-03-10" }),
    EV("dividend", true, { title: "中期分红", from: "2026-03-10", to: "2026-03-10" }),
  ]),
  c("f", Dd, "fS", "announcement", "大股东年内公告减持，市场情绪承压。", [
    EV("reduction", true, { from: "2026-01-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("u", Dd, "fS", "undecidable", "二期科创债的票面利率预计在1.8%-2.0%之间。", [U("未发行债券的票面利率：预测，且晚于数据")]),
  c("t", Dd, "tT", "technical", "4月末收436，站上MA20（约425）和年线（约335），MA20>MA60>MA120>MA250的中长期多头排列完好；但4月28日MACD死叉。", [
    CLOSE("436"), MA(20, "above"), MA(250, "above"), MAORDER([20, 60, 120, 250], "bull"), MACD("death_cross", 3),
  ]),
  c("f", Dd, "tT", "technical", "4月28日MACD金叉，DIF上穿DEA，短线再启。", [MACD("golden_cross", 3, { err: "technical" })], { err: "technical" }),
  c("t", Dd, "tTr", "technical", "436，52周区间上沿（近90%分位），离460高点5%左右。持有，破425（MA20）减。", [
    CLOSE("436"), POS52({ v: "90", cmp: "near" }), HI52({ v: "-5.2", cmp: "approx" }),
  ]),
  c("t", Dd, "tS", "technical", "过去一年（250个交易日）股价接近翻倍（+93%），年初至今+18.7%，热度已在高位。", [
    RET(250, { size: "接近翻倍" }), RET(250, { v: "93", cmp: "approx" }), RET("2025-12-31", { v: "18.7", cmp: "approx" }),
  ]),
  c("f", Dd, "tC", "technical", "年初至今已经涨了将近四成，追高风险大。", [
    RET("2025-12-31", { v: "40", cmp: "near", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", Dd, "tC", "technical", "近60日乖离率（BIAS60）+11.3%，60日振幅高达37%左右，短期波动放大，宜控仓。", [
    BIAS(60, { v: "11.3", cmp: "approx" }), AMP(60, { v: "37", cmp: "approx" }),
  ]),
  c("t", Dd, "tP", "valuation", "按7月初市值1.21万亿、FY2025归母净利722亿回看，PE只有约16.8倍，PB约5倍。", [
    MCPE("2025", "16.8", "approx"), SNAP("pb", "5", "x", "approx"),
  ]),
  c("u", Dd, "tP", "undecidable", "与比亚迪相比，宁德的动力电池全球市占率仍高出一截，约37%。", [U("全球市占率：行业数据未存")]),
  c("u", Dd, "fL", "undecidable", "2026年归母净利一致预期约900亿，对应PE不到15倍。", [U("一致预期：预测")]),
];
