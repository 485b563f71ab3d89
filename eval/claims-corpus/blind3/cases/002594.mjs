// 比亚迪: FY2017-2019 and FY2021-2025 annual, 2024H1-2026Q1 quarterly (no 2024Q1), bars 2019-2020-03 and from the
// 2025-07-29 ex-date on (no 52-week window and no MA250 after it).
import {
  V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, SNAP, U, READ,
  MCPE, PAIR, BIAS, AMP, DD, BRK, POS52, IN, maker,
} from "../spec-helpers.mjs";

const c = maker("b3-byd", "002594");
const Z = "2020-05-15";
const Y = "2020-03-13";
const A = "2025-09-10";
const B = "2025-11-14";
const Dd = "2026-04-30";

export default [
  // ---- 2020: the FY2019 trough ----
  c("t", Z, "bear", "annual", "2017→2019年归母净利润40.66亿→27.80亿→16.14亿，两连降，三年少了六成（-60.3%）。", [
    DOWN("net_profit", ["2017", "2018", "2019"]), V("net_profit", "2019", "16.14"), G("net_profit", "2019", { base: "2017", v: "-60.3", cmp: "approx" }),
  ]),
  c("f", Z, "bear", "annual", "FY2019归母净利润16.14亿，同比下降约28%。", [
    V("net_profit", "2019", "16.14"), G("net_profit", "2019", { v: "-28", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "-41.9%；-31.6%是FY2018" }),
  c("t", Z, "fR", "annual", "利润的含金量更差：FY2019扣非只有2.31亿，不到归母净利润（16.14亿）的15%。", [
    V("deducted_net_profit", "2019", "2.31"), R("deducted_net_profit", "net_profit", "2019", "15", { u: "%", cmp: "lt" }),
  ]),
  c("t", Z, "bull", "annual", "但现金流在变好：经营现金流63.68亿→125.23亿→147.41亿（2017-2019），三年翻了一番多。", [
    UP("operating_cash_flow", ["2017", "2018", "2019"]), G("operating_cash_flow", "2019", { base: "2017", size: "翻倍" }),
  ]),
  c("f", Z, "bull", "annual", "FY2019营业收入1277.39亿，同比再增两位数。", [
    V("operating_revenue", "2019", "1277.39"), G("operating_revenue", "2019", { size: "两位数增长", err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "-1.8%" }),
  c("t", Z, "fV", "annual", "ROE一路下滑：7.76%（FY2017）→4.96%→2.62%（FY2019），累计下降约5.1pp。", [
    DOWN("roe", ["2017", "2018", "2019"]), PP("roe", "2019", { base: "2017", v: "-5.1", cmp: "approx" }),
  ]),
  c("t", Y, "tT", "technical", "3月13日收55.66，五个交易日跌去14.8%，收盘创20日新低；MACD 3月4日死叉，DIF已跌破零轴。", [
    CLOSE("55.66"), RET(5, { v: "-14.8", cmp: "approx" }), BRK(20, "down"), MACD("death_cross", 8), MACD("dif_below_zero"),
  ]),
  c("f", Y, "tT", "technical", "虽然本周急跌，但股价仍站稳20日均线，趋势未破。", [MA(20, "above", { err: "technical" })], { err: "technical" }),
  c("t", Y, "tS", "technical", "20日振幅超过四成（约41%），从近期高点回撤22%以上，情绪从狂热到恐慌只用了两周。", [
    AMP(20, { v: "40", cmp: "gt" }), DD(20, { v: "-22", cmp: "le" }),
  ]),
  // ---- 2025-09-10: H1 out ----
  c("t", A, "tF", "quarterly", "2025H1：营业收入3712.81亿（yoy +23.3%），归母净利155.11亿（yoy +13.8%），利润增速落后收入约9.5个pct。", [
    V("revenue", "2025H1", "3712.81"), G("revenue", "2025H1", { v: "23.3", cmp: "approx" }), V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
  ]),
  c("f", A, "tF", "quarterly", "上半年归母净利155.11亿，同比增长23.3%，与收入同步。", [
    V("net_profit", "2025H1", "155.11"), G("net_profit", "2025H1", { v: "23.3", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "tBe", "quarterly", "Q2单季归母净利约63.6亿，环比Q1的91.55亿下降约31%，单季净利率只有3.2%左右。", [
    V("net_profit", "2025S2", "63.6", "亿", "approx"), V("net_profit", "2025Q1", "91.55"),
    PAIR("net_profit", "2025S2", undefined, { period2: "2025S1", mode: "x", v: "0.69", cmp: "approx" }),
    R("net_profit", "revenue", "2025S2", "3.2", { u: "%", cmp: "approx" }),
  ]),
  c("f", A, "tB", "quarterly", "Q2单季营收约2009亿，环比Q1下滑，量价齐跌。", [
    V("revenue", "2025S2", "2009", "亿", "approx"), PAIR("revenue", "2025S2", undefined, { period2: "2025S1", mode: "lt", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "fM", "quarterly", "毛利率20.1%（Q1）→18.0%（H1累计），下滑约2.1个点；资产负债率则由2024年末的74.6%降到71.1%。", [
    V("gross_margin", "2025Q1", "20.1", "%", "approx"), V("gross_margin", "2025H1", "18.0", "%", "approx"),
    PP("gross_margin", "2025H1", { base: "2025Q1", v: "-2.1", cmp: "approx" }), V("debt_ratio", "2024", "74.6", "%", "approx"), V("debt_ratio", "2025H1", "71.1", "%", "approx"),
  ]),
  c("u", A, "fS", "undecidable", "价格战是毛利率下滑的主因，上半年海外销量占比已升至约两成。", [U("原因与海外销量：数据外")]),
  c("u", A, "fV", "valuation", "以7月4日约1.82万亿市值、FY2024归母净利402.54亿算，PE约45倍；PB 8.33倍，估值明显高于整车行业的一般水平。", [
    SNAP("marketCap", "1.82", "万亿", "approx"), MCPE("2024", "45", "approx"), SNAP("pb", "8.33", "x"), U("整车行业估值：同业数据未存"),
  ]),
  c("t", A, "tN", "announcement", "①7月16日公告2022年员工持股计划第三个锁定期届满、解锁条件成就；②7月22日发布2024年度利润分配及资本公积金转增股本实施公告。", [
    EV("equity_incentive", true, { title: "解锁条件成就", from: "2025-07-16", to: "2025-07-16" }),
    EV("dividend", true, { title: "转增股本实施", from: "2025-07-22", to: "2025-07-22" }),
  ]),
  c("f", A, "tN", "announcement", "公司8月公告新一期回购方案，管理层信心充足。", [EV("repurchase", true, { from: "2025-08-01", err: "nonexistent_event" })], { err: "nonexistent_event" }),
  // ---- 2025-11-14: nine months out ----
  c("t", B, "tF", "quarterly", "1-9月：营收5662.66亿（+12.7%），归母净利233.33亿（-7.5%）；Q3单季利润约78.2亿，同比下滑约33%，拖累明显。", [
    V("revenue", "2025M9", "5662.66"), G("revenue", "2025M9", { v: "12.7", cmp: "approx" }), V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }), V("net_profit", "2025S3", "78.2", "亿", "approx"), G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
  ]),
  c("f", B, "tB", "quarterly", "前三季度归母净利233.33亿，同比增长约7.5%，稳中有升。", [
    V("net_profit", "2025M9", "233.33"), G("net_profit", "2025M9", { dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("u", B, "tBe", "quarterly", "Q3单季营收约1949.9亿，同比-3.0%，这是近几个季度里首次出现单季收入同比下滑（Q2单季为+14%左右）。", [
    V("revenue", "2025S3", "1949.9", "亿", "approx"), G("revenue", "2025S3", { v: "-3.0", cmp: "approx" }), G("revenue", "2025S2", { v: "14", cmp: "approx" }),
    U("近几个季度首次：2024年单季同比不可得"),
  ]),
  c("f", B, "fE", "quarterly", "Q3单季营收5662.66亿，同比增长12.7%。", [V("revenue", "2025S3", "5662.66", "亿", "eq", { err: "wrong_period" })], { err: "wrong_period" }),
  c("t", B, "fR", "quarterly", "三季度末货币资金1197.25亿，较年初（1027.39亿）多了约170亿；负债率71.4%左右。", [
    V("cash", "2025M9", "1197.25"), D("cash", "2025M9", { base: "2024", v: "170", cmp: "approx" }), V("debt_ratio", "2025M9", "71.4", "%", "approx"),
  ]),
  c("t", B, "tT", "technical", "11月14日收98.37，跌破MA20（约101）和MA60（约105.7），20日均量只有前20日的六成，缩量阴跌；60日回撤约13.8%。", [
    CLOSE("98.37"), MA(20, "below"), MA(60, "below"), VOL("shrink_strong"), DD(60, { v: "-13.8", cmp: "approx" }),
  ]),
  c("u", B, "tT", "technical", "已跌破年线，长期趋势转弱。", [MA(250, "below")], { note: "除权后K线不足250根" }),
  c("t", B, "tS", "technical", "除权以来（7月29日起）股价从高位回落，近60个交易日跌约7.5%；RSI约40。", [
    RET(60, { v: "-7.5", cmp: "approx" }), RSI("40", "approx"),
  ]),
  c("u", B, "vT", "technical", "技术面：股价处于52周区间下沿，距低点不到4%。", [LO52({ v: "4", cmp: "lt" })], { note: "除权后连续日线不足52周" }),
  c("f", B, "tTr", "technical", "98.37，MACD刚金叉，量能放大，跟。", [MACD("golden_cross", 5, { err: "technical" }), VOL("expand", { err: "technical" })], { err: "technical" }),
  // ---- 2026-04-30 ----
  c("t", Dd, "bear", "annual", "**FY2025年报**：营收8039.65亿（+3.5%），归母净利326.19亿（-19.0%），收入增速从FY2024的29.0%骤降到个位数，利润则近年来首次负增长。", [
    V("revenue", "2025", "8039.65"), G("revenue", "2025", { v: "3.5", cmp: "approx", size: "个位数增长" }), G("revenue", "2024", { v: "29.0", cmp: "approx" }),
    V("net_profit", "2025", "326.19"), G("net_profit", "2025", { v: "-19.0", cmp: "approx" }), UP("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c("f", Dd, "bear", "annual", "FY2025归母净利润326.19亿，同比腰斩。", [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { size: "腰斩", err: "overstatement" })], { err: "overstatement" }),
  c("t", Dd, "bull", "annual", "空方说利润下滑，可FY2025营收8039.65亿仍创新高，经营现金流591.36亿依然为正。", [
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]), V("operating_cash_flow", "2025", "591.36"), V("operating_cash_flow", "2025", "0", "亿", "gt"),
  ]),
  c("f", Dd, "bull", "annual", "FY2025经营现金流591.36亿，同比大致持平，造血能力没有受损。", [
    V("operating_cash_flow", "2025", "591.36"), G("operating_cash_flow", "2025", { size: "基本持平", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "-55.7%" }),
  c("t", Dd, "fR", "annual", "经营现金流由1334.54亿降到591.36亿，不到上年的一半；资本开支却升到1568.08亿（+61%），自由现金流明显转负。", [
    V("operating_cash_flow", "2024", "1334.54"), V("operating_cash_flow", "2025", "591.36"),
    PAIR("operating_cash_flow", "2025", undefined, { period2: "2024", mode: "x", v: "0.5", cmp: "lt" }),
    V("capex", "2025", "1568.08"), G("capex", "2025", { v: "61", cmp: "approx" }), PAIR("operating_cash_flow", "2025", undefined, { metric2: "capex", mode: "lt" }),
  ]),
  c("t", Dd, "fE", "annual", "- 毛利率：19.4%（FY2024）→17.7%（FY2025），-1.7pp\n- 净利率：5.4%→4.2%，-1.2pp", [
    V("gross_margin", "2024", "19.4", "%", "approx"), V("gross_margin", "2025", "17.7", "%", "approx"), PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
    V("net_margin", "2024", "5.4", "%", "approx"), V("net_margin", "2025", "4.2", "%", "approx"), PP("net_margin", "2025", { v: "-1.2", cmp: "approx" }),
  ]),
  c("f", Dd, "fE", "annual", "- 毛利率：17.7%（FY2025），同比提升1.7个pct", [
    V("gross_margin", "2025", "17.7", "%", "approx"), PP("gross_margin", "2025", { dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", Dd, "tM", "annual", "年末货币资金754.25亿，较上年末的1027.39亿减少约273亿，降幅超过四分之一（约26.6%）。", [
    V("cash", "2025", "754.25"), D("cash", "2025", { v: "-273", cmp: "approx" }), G("cash", "2025", { v: "-26.6", cmp: "approx" }),
  ]),
  c("t", Dd, "tC", "annual", "资产负债率约70.7%（FY2025），比上年末的74.6%下降3.9pp，不过作为制造企业仍处七成水平。", [
    V("debt_ratio", "2025", "70.7", "%", "approx"), PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
  ]),
  c("t", Dd, "fQ", "annual", "同样是非金融龙头，比亚迪70.7%的负债率是茅台（约16.4%）的四倍多，杠杆结构完全不是一个量级。", [
    V("debt_ratio", "2025", "70.7", "%", "approx"), PAIR("debt_ratio", "2025", "600519", { mode: "x", v: "4", cmp: "gt" }),
  ]),
  c("t", Dd, "tF", "quarterly", "2026Q1：营收1502.25亿，同比-11.8%；归母净利40.85亿，同比-55.4%，单季净利率跌到2.7%。", [
    V("revenue", "2026Q1", "1502.25"), G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }), V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55.4", cmp: "approx", size: "腰斩" }), V("net_margin", "2026Q1", "2.7", "%", "approx"),
  ]),
  c("f", Dd, "tF", "quarterly", "2026Q1归母净利40.85亿，环比2025Q4小幅下降约5%。", [
    V("net_profit", "2026Q1", "40.85"), PAIR("net_profit", "2026Q1", undefined, { period2: "2025S4", mode: "x", v: "0.95", cmp: "approx", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "2025Q4约92.9亿，环比-56%" }),
  c("t", Dd, "tM", "quarterly", "TTM归母净利只剩约275亿（截至2026Q1），比FY2024全年少了三成多。", [
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"), PAIR("net_profit", "2026Q1TTM", undefined, { period2: "2024", mode: "x", v: "0.7", cmp: "lt" }),
  ]),
  c("u", Dd, "tM", "undecidable", "一季度海外销量同比翻倍，国内销量下滑约三成。", [U("销量：数据未存")]),
  c("t", Dd, "tN", "announcement", "3月28日同日两则公告：2025年度利润分配方案；2025年员工持股计划第一个锁定期解锁条件未成就。", [
    EV("dividend", true, { title: "2025年度利润分配方案", from: "2026-03-28", to: "2026-03-28" }),
    EV("equity_incentive", true, { title: "解锁条件未成就", from: "2026-03-28", to: "2026-03-28" }),
  ]),
  c("f", Dd, "fS", "announcement", "2025年员工持股计划第一个锁定期解锁条件已成就，员工利益与股东绑定。", [
    EV("equity_incentive", true, { title: "2025年员工持股计划第一个锁定期解锁条件成就", err: "nonexistent_event" }),
  ], { err: "nonexistent_event", note: "公告为‘未成就’" }),
  c("f", Dd, "vN", "announcement", "消息面：2025年度分红已实施完毕。", [
    EV("dividend", true, { title: "2025年度利润分配实施", err: "nonexistent_event" }),
  ], { err: "nonexistent_event", note: "实施公告日2026-07-24，晚于asOf" }),
  c("t", Dd, "tT", "technical", "4月末收102.98，MA5>MA10>MA20>MA60>MA120，均线多头排列；不过4月1日MACD死叉后DIF仍略低于DEA。", [
    CLOSE("102.98"), MAORDER([5, 10, 20, 60, 120], "bull"), MACD("dif_below_dea"),
  ]),
  c("f", Dd, "tT", "technical", "4月末均线空头排列，股价受压于MA60。", [MAORDER([5, 10, 20, 60], "bear", { err: "technical" })], { err: "technical" }),
  c("t", Dd, "tS", "technical", "近60个交易日涨了约12%，但20日均量只有前20日的七成左右，缩量上涨，量价背离。", [
    RET(60, { v: "12", cmp: "approx" }), VOL("shrink_strong"),
  ]),
  c("t", Dd, "vT", "technical", "技术面：年初至今+5.4%，60日乖离率约+4.7%，不算过热。", [
    RET("2025-12-31", { v: "5.4", cmp: "approx" }), BIAS(60, { v: "4.7", cmp: "approx" }),
  ]),
  c("f", Dd, "tA", "technical", "年初至今已经涨了两成，强者恒强。", [RET("2025-12-31", { v: "20", cmp: "approx", err: "wrong_magnitude" })], { err: "wrong_magnitude" }),
  c("u", Dd, "tNe", "technical", "换手率连续五日低于1%，筹码稳定。", [U("换手率：流通股本未存")]),
  c("u", Dd, "fL", "undecidable", "假设2026年利润回到400亿，按当前市值PE约23倍。", [U("情景")]),
];
