// Mixed voices across the seven companies: rebuttals that quote the other side, FinDebate's trust / sceptic / lead
// agents, vote's three voters, terse traders and hedging risk debaters; the rarer error types (base year, ratio,
// extreme, stance, industry sense, overstatement, annual-as-quarter) and sentences the data cannot decide.
import {
  V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, PE, SNAP, U, READ,
  IND, MCPE, PAIR, BIAS, AMP, DD, BRK, POS52, IN, maker,
} from "../spec-helpers.mjs";

const mt = maker("b3-xmt", "600519");
const zs = maker("b3-xzs", "600036");
const sh = maker("b3-xsh", "600028");
const nd = maker("b3-xnd", "300750");
const by = maker("b3-xby", "002594");
const pa = maker("b3-xpa", "601318");
const wl = maker("b3-xwl", "000858");
const L = "2026-04-30";

export default [
  // ---- wrong base year ----
  mt("f", "2025-06-06", "fQ", "annual", "质疑：报告称FY2024营业总收入1741.44亿“较2022年增长15.7%”，这个口径本身就有问题吗？没有——问题在于增速本身。", [
    V("revenue", "2024", "1741.44"), G("revenue", "2024", { base: "2022", v: "15.7", cmp: "approx", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "较2022年+36.5%；15.7%是对2023年" }),
  nd("f", L, "tB", "annual", "FY2025归母净利722.01亿，相比FY2023的441亿提升了42.3%。", [
    V("net_profit", "2025", "722.01"), V("net_profit", "2023", "441", "亿", "approx"),
    G("net_profit", "2025", { base: "2023", v: "42.3", cmp: "approx", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "较FY2023为+63.6%" }),
  zs("f", L, "fT", "annual", "信任方核对：归母净利润1501.81亿（FY2025），较2023年的1466.02亿增长1.2%，数据无误。", [
    V("net_profit", "2025", "1501.81"), V("net_profit", "2023", "1466.02"), G("net_profit", "2025", { base: "2023", v: "1.2", cmp: "approx", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "较2023年+2.4%" }),
  pa("f", "2025-05-30", "tB", "annual", "FY2024归母净利润较FY2022的837.74亿增长47.8%，利润修复幅度可观。", [
    V("net_profit", "2022", "837.74"), G("net_profit", "2024", { base: "2022", v: "47.8", cmp: "approx", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "较FY2022为+51.1%" }),
  by("f", "2025-06-30", "tF", "annual", "FY2024营业收入7771.02亿，比FY2022多出约29%。", [
    V("revenue", "2024", "7771.02"), G("revenue", "2024", { base: "2022", v: "29", cmp: "approx", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "较FY2022为+83.3%" }),
  sh("f", "2025-06-13", "fE", "annual", "归母净利润503.13亿（FY2024），较2022年下降16.8%。", [
    G("net_profit", "2024", { base: "2022", v: "-16.8", cmp: "approx", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "较2022年-25.0%" }),
  nd("t", L, "tM", "annual", "以FY2023为基数，FY2025归母净利增长约64%，两年的复合增速约28%。", [
    G("net_profit", "2025", { base: "2023", v: "64", cmp: "approx" }),
    G("net_profit", "2025", { base: "2023", mode: "x", v: "1.64", cmp: "approx", note: "复合增速 √1.64−1≈28%" }),
  ]),
  // ---- wrong ratio ----
  mt("f", "2025-06-06", "fV", "annual", "FY2024归母净利/营业总收入≈59.5%，十块钱收入近六块是利润。", [
    R("net_profit", "revenue", "2024", "59.5", { u: "%", cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "约49.5%" }),
  mt("t", "2025-06-06", "fV", "annual", "FY2024归母净利/营业总收入≈49.5%，差不多一半收入都变成了归母利润。", [
    R("net_profit", "revenue", "2024", "49.5", { u: "%", cmp: "approx" }),
  ]),
  nd("f", "2025-04-30", "fE", "annual", "FY2024经营现金流/归母净利润约2.5倍，利润含金量极高。", [
    R("operating_cash_flow", "net_profit", "2024", "2.5", { cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "约1.91倍" }),
  zs("f", "2025-05-09", "tN", "annual", "2024年分配股利、利润或偿付利息支付的现金610亿，约占归母净利润的六成。", [
    V("dividends_interest_paid", "2024", "610", "亿", "approx"), R("dividends_interest_paid", "net_profit", "2024", "60", { u: "%", cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "约41%" }),
  by("f", L, "fR", "annual", "FY2025资本开支约为经营现金流的1.5倍，缺口不算大。", [
    R("capex", "operating_cash_flow", "2025", "1.5", { cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "约2.65倍" }),
  pa("f", L, "fR", "annual", "商誉381亿，占总资产约3%，减值风险不可小觑。", [
    V("goodwill", "2025", "381", "亿", "approx"), R("goodwill", "total_assets", "2025", "3", { u: "%", cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "约0.27%" }),
  wl("t", "2020-06-30", "fR", "annual", "FY2019扣非与归母几乎相同（174.06亿 vs 174.02亿），比值约1.00，利润没有水分。", [
    V("deducted_net_profit", "2019", "174.06"), R("deducted_net_profit", "net_profit", "2019", "1.00", { cmp: "approx" }),
  ]),
  // ---- stance: a fact read with the wrong sign ----
  mt("f", L, "fS", "technical", "近20个交易日下跌5.1%，说明有资金趁调整逢低进场，是积极信号。", [
    READ(RET(20, { v: "-5.1", cmp: "approx" }), "positive", { err: "stance" }),
  ], { err: "stance" }),
  nd("f", "2025-11-20", "tA", "technical", "五日急跌8.7%，对多头是利好：洗掉浮筹，轻装上阵。", [
    READ(RET(5, { v: "-8.7", cmp: "approx" }), "positive", { err: "stance" }),
  ], { err: "stance" }),
  pa("f", L, "fS", "technical", "近60日股价回落约9%，在情绪面反而构成正面信号。", [
    READ(RET(60, { v: "-9", cmp: "approx" }), "positive", { err: "stance" }),
  ], { err: "stance" }),
  by("f", L, "fS", "quarterly", "2026Q1归母净利润同比下滑55%，利空出尽，属于利好。", [
    READ(G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }), "positive", { err: "stance" }),
  ], { err: "stance" }),
  nd("t", L, "tB", "technical", "一年涨了九成多（250日+93%），这是趋势资金持续认可的正面信号。", [
    READ(RET(250, { v: "93", cmp: "approx" }), "positive"),
  ]),
  sh("t", L, "tC", "annual", "FY2024归母净利润同比-16.8%，对空方是实打实的利空证据。", [READ(G("net_profit", "2024", { v: "-16.8", cmp: "approx" }), "negative")]),
  // ---- industry sense ----
  pa("f", "2025-10-31", "tC", "industry", "平安89.8%的资产负债率远高于一般企业，财务风险显著，应作为首要减分项。", [
    IND("high_debt_is_risk", { err: "industry_sense" }),
  ], { err: "industry_sense" }),
  zs("f", "2025-12-12", "bear", "industry", "招行九成的负债率说明几乎是借钱经营，资不抵债的风险不能排除。", [
    IND("high_debt_is_risk", { err: "industry_sense" }),
  ], { err: "industry_sense" }),
  pa("f", L, "vF", "industry", "基本面：2026Q1资产负债率89.9%，偏高，偿债压力值得关注。", [
    V("debt_ratio", "2026Q1", "89.9", "%", "approx"), IND("high_debt_is_risk", { err: "industry_sense" }),
  ], { err: "industry_sense" }),
  zs("t", L, "vF", "industry", "基本面：2026Q1末资产负债率90.4%，对银行属正常区间，不构成看空理由。", [
    V("debt_ratio", "2026Q1", "90.4", "%", "approx"), IND("high_debt_is_normal"),
  ]),
  // ---- wrong extreme ----
  zs("f", L, "bull", "annual", "FY2025营业收入3375.32亿，创近五年新高。", [
    V("revenue", "2025", "3375.32"), MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
  ], { err: "wrong_extreme", note: "FY2022为3447.83亿" }),
  nd("f", "2025-04-30", "bull", "annual", "FY2024营业总收入3620亿，再创历史新高。", [
    MAX("revenue", "2024", ["2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
  ], { err: "wrong_extreme" }),
  by("f", L, "fL", "annual", "主导意见：FY2025归母净利润326亿，仍处于有数据以来的最高水平。", [
    MAX("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
  ], { err: "wrong_extreme" }),
  sh("f", "2025-06-13", "bull", "annual", "FY2024营业收入3.07万亿，为近五年最高。", [
    MAX("operating_revenue", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
  ], { err: "wrong_extreme", note: "FY2022为3.32万亿" }),
  sh("t", "2025-06-13", "fR", "annual", "FY2020营业收入2.10万亿，是2020-2024五年里的最低点；FY2022的3.32万亿才是峰值。", [
    MIN("operating_revenue", "2020", ["2020", "2021", "2022", "2023", "2024"]), V("operating_revenue", "2020", "2.10", "万亿", "approx"),
    MAX("operating_revenue", "2022", ["2020", "2021", "2022", "2023", "2024"]), V("operating_revenue", "2022", "3.32", "万亿", "approx"),
  ]),
  mt("f", L, "fSy", "annual", "FY2025经营现金流615亿，为近七年最低，创纪录地差。", [
    MIN("operating_cash_flow", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
  ], { err: "wrong_extreme", note: "FY2022为366.99亿、FY2019为452亿" }),
  // ---- overstatement ----
  zs("f", L, "tA", "annual", "FY2025归母净利润大幅增长，1501.81亿再上台阶。", [
    V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { size: "大幅增长", err: "overstatement" }),
  ], { err: "overstatement" }),
  pa("f", L, "tA", "annual", "FY2025营业收入10505亿，重回高速增长。", [G("revenue", "2025", { size: "高速增长", err: "overstatement" })], { err: "overstatement" }),
  nd("f", L, "tC", "technical", "近五个交易日股价大幅下滑，风险正在释放。", [RET(5, { size: "大幅下滑", err: "overstatement" })], { err: "overstatement", note: "-0.66%" }),
  mt("f", L, "tB", "quarterly", "2026Q1归母净利同比增长强劲，达272.43亿。", [
    V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { size: "增长强劲", err: "overstatement" }),
  ], { err: "overstatement", note: "+1.5%" }),
  zs("t", L, "tNe", "annual", "FY2025营收+0.01%，严格说只是持平，不能解读为“增长”。", [G("revenue", "2025", { size: "基本持平" })]),
  // ---- wrong magnitude ----
  mt("f", L, "bear", "annual", "FY2025营业总收入明显下滑，1720.54亿比上年少了一大截。", [
    V("revenue", "2025", "1720.54"), G("revenue", "2025", { size: "明显下滑", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "-1.2%" }),
  nd("f", L, "fM", "quarterly", "2026Q1营收1291.31亿，同比接近翻倍。", [
    V("revenue", "2026Q1", "1291.31"), G("revenue", "2026Q1", { size: "接近翻倍", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "+52.4%" }),
  nd("t", L, "fM", "quarterly", "2026Q1营收1291.31亿，同比增长五成以上（+52.4%）。", [
    G("revenue", "2026Q1", { v: "50", cmp: "gt" }), G("revenue", "2026Q1", { v: "52.4", cmp: "approx" }),
  ]),
  // ---- factor of ten, wrong value ----
  mt("f", "2025-06-06", "tN", "annual", "2024年营业总收入174.14亿元，同比+15.7%。", [
    V("revenue", "2024", "174.14", "亿", "eq", { err: "wrong_value" }), G("revenue", "2024", { v: "15.7", cmp: "approx" }),
  ], { err: "wrong_value" }),
  pa("f", L, "fE", "annual", "总资产约1.39万亿元（2025年末），稳居国内保险业第一。", [
    V("total_assets", "2025", "1.39", "万亿", "approx", { err: "wrong_value" }), U("行业排名：同业数据未存"),
  ], { err: "wrong_value" }),
  by("f", L, "tN", "quarterly", "2026Q1营收150.2亿，同比-11.8%。", [
    V("revenue", "2026Q1", "150.2", "亿", "approx", { err: "wrong_value" }), G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
  ], { err: "wrong_value" }),
  nd("f", L, "tP", "annual", "账上货币资金约3.3万亿元，足以覆盖全部负债。", [
    V("cash", "2025", "3.3", "万亿", "approx", { err: "wrong_value" }),
  ], { err: "wrong_value", note: "3335亿" }),
  // ---- wrong direction ----
  sh("f", "2025-06-13", "fV", "annual", "FY2024毛利率15.5%，同比提升0.2pct，炼化价差修复。", [
    V("gross_margin", "2024", "15.5", "%", "approx"), PP("gross_margin", "2024", { dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  pa("f", L, "fSy", "annual", "商誉较上年末增加约54亿，收购扩张仍在继续。", [D("goodwill", "2025", { dir: "up", err: "wrong_direction" })], { err: "wrong_direction" }),
  zs("f", L, "fL", "annual", "FY2025末资产负债率较上年末下降0.3个百分点，杠杆更低。", [PP("debt_ratio", "2025", { dir: "down", err: "wrong_direction" })], { err: "wrong_direction" }),
  wl("f", "2020-06-30", "tBe", "annual", "FY2019归母权益较FY2018减少，分红力度过大侵蚀了净资产。", [
    G("parent_equity", "2019", { dir: "down", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  // ---- annual (or cumulative) presented as a quarter ----
  zs("f", "2025-12-12", "tF", "quarterly", "Q3单季归母净利1137.72亿，同比+0.5%。", [V("net_profit", "2025S3", "1137.72", "亿", "eq", { err: "wrong_period" })], { err: "wrong_period" }),
  nd("f", "2025-11-20", "tF", "quarterly", "上半年归母净利490.34亿，同比+36.2%。", [V("net_profit", "2025H1", "490.34", "亿", "eq", { err: "wrong_period" })], { err: "wrong_period" }),
  by("f", "2025-11-14", "fE", "quarterly", "三季度（7-9月）归母净利润233.33亿。", [V("net_profit", "2025S3", "233.33", "亿", "eq", { err: "wrong_period" })], { err: "wrong_period" }),
  // ---- technicals contradicted ----
  zs("f", "2025-05-09", "tT", "technical", "5月上旬MACD出现死叉，短线转弱。", [MACD("death_cross", 3, { err: "technical" })], { err: "technical", note: "5月8日为金叉" }),
  pa("f", "2025-10-31", "vT", "technical", "技术面：已跌破年线，均线系统转空。", [MA(250, "below", { err: "technical" })], { err: "technical" }),
  by("f", L, "tS", "technical", "RSI(14)冲上75，短线超买。", [RSI("70", "gt", { err: "technical" })], { err: "technical" }),
  sh("f", "2025-10-17", "tS", "technical", "10月中旬明显放量，20日均量较前20日放大三成。", [VOL("expand_strong", { err: "technical" })], { err: "technical" }),
  wl("f", "2025-03-14", "vT", "technical", "技术面：MA5<MA10<MA20，短期均线空头排列。", [MAORDER([5, 10, 20], "bear", { err: "technical" })], { err: "technical" }),
  // ---- nonexistent events ----
  mt("f", "2025-09-15", "tN", "announcement", "控股股东上半年公告减持计划，筹码松动。", [EV("reduction", true, { err: "nonexistent_event" })], { err: "nonexistent_event" }),
  zs("f", L, "vN", "announcement", "消息面：招行公告定增补充核心一级资本。", [EV("placement", true, { err: "nonexistent_event" })], { err: "nonexistent_event" }),
  nd("f", "2025-11-20", "tS", "announcement", "11月公司推出员工持股计划草案，激励到位。", [
    EV("equity_incentive", true, { from: "2025-11-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event", note: "草案2026-02-09才公告" }),
  by("f", L, "vN", "announcement", "消息面：公司4月公告回购A股，金额不低于10亿元。", [
    EV("repurchase", true, { from: "2026-04-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  pa("t", "2024-08-30", "tN", "announcement", "7月16日公告拟注销已回购A股股份，7月19日实施2023年年度分红派息，8月23日又披露2024年中期利润分配方案。", [
    EV("repurchase", true, { title: "拟注销", from: "2024-07-16", to: "2024-07-16" }),
    EV("dividend", true, { title: "2023年年度分红派息实施", from: "2024-07-19", to: "2024-07-19" }),
    EV("dividend", true, { title: "2024年中期利润分配方案", from: "2024-08-23", to: "2024-08-23" }),
  ]),
  pa("f", "2024-08-30", "vN", "announcement", "消息面：大股东今年以来持续增持。", [EV("increase", true, { from: "2024-01-01", err: "nonexistent_event" })], { err: "nonexistent_event" }),
  // ---- rebuttals that quote the other side, and the other side's numbers ----
  mt("t", L, "bull", "annual", "空方称“FY2025经营现金流骤降三成多”，这一点我们承认（-33.5%）；但同期归母净利只降了4.5%，且账上仍有516.91亿现金。", [
    G("operating_cash_flow", "2025", { v: "-33.5", cmp: "approx" }), G("net_profit", "2025", { v: "-4.5", cmp: "approx" }), V("cash", "2025", "516.91"),
  ]),
  nd("t", L, "bear", "annual", "多方引用“FY2025利润+42.3%”，但别忘了FY2024营收是负增长（-9.7%），FY2025的+17.0%有低基数成分。", [
    G("net_profit", "2025", { v: "42.3", cmp: "approx" }), G("revenue", "2024", { v: "-9.7", cmp: "approx" }), G("revenue", "2025", { v: "17.0", cmp: "approx" }),
  ]),
  by("f", L, "bull", "annual", "空方说FY2025利润下滑，但营收8039.65亿同比仍有两位数增长。", [
    V("revenue", "2025", "8039.65"), G("revenue", "2025", { size: "两位数增长", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "+3.5%" }),
  sh("t", L, "bear", "technical", "多方说“缩量即见底”，但缩量的同时价格还在创52周新低附近徘徊（区间位置约4%），底部信号并不成立。", [
    VOL("shrink_strong"), POS52({ v: "4", cmp: "approx" }),
  ]),
  pa("t", L, "fQ", "annual", "质疑：多方所说“利润连续三年增长”只覆盖FY2023-FY2025；往前看，FY2020-FY2022是连续三年下滑。", [
    UP("net_profit", ["2022", "2023", "2024", "2025"]), DOWN("net_profit", ["2019", "2020", "2021", "2022"]),
  ]),
  zs("t", L, "fT", "quarterly", "信任：2026Q1归母净利378.52亿、同比+1.5%的表述与季报一致。", [V("net_profit", "2026Q1", "378.52"), G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" })]),
  wl("t", "2020-06-30", "fT", "annual", "信任：FY2019营业收入501.18亿、同比+25.2%与年报一致，突破500亿。", [
    V("operating_revenue", "2019", "501.18"), G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }), V("operating_revenue", "2019", "500", "亿", "gt"),
  ]),
  by("t", L, "fT", "annual", "信任：FY2025营业收入8039.65亿，较上年增长3.5%，归母净利润降至326.19亿——核对无误。", [
    V("revenue", "2025", "8039.65"), G("revenue", "2025", { v: "3.5", cmp: "approx" }), V("net_profit", "2025", "326.19"),
  ]),
  // ---- ranges and fractions ----
  nd("t", L, "fSy", "annual", "FY2025净利率落在18%-19%之间，毛利率在26%-27%之间。", [
    V("net_margin", "2025", IN("18", "19"), "%"), V("gross_margin", "2025", IN("26", "27"), "%"),
  ]),
  mt("f", L, "fSy", "annual", "FY2025归母净利润在850亿至900亿之间。", [V("net_profit", "2025", { ...IN("850", "900"), err: "wrong_value" })], { err: "wrong_value" }),
  zs("t", L, "tM", "annual", "FY2025经营现金流在4500亿至4600亿之间，约是归母净利的三倍。", [
    V("operating_cash_flow", "2025", IN("4500", "4600")), R("operating_cash_flow", "net_profit", "2025", "3", { cmp: "approx" }),
  ]),
  sh("u", "2025-06-13", "tM", "annual", "研发费用占营收比重不足0.5%（FY2024约0.49%），远低于一般制造业。", [
    R("research_expense", "operating_revenue", "2024", "0.5", { u: "%", cmp: "lt" }), U("一般制造业水平：行业数据未存"),
  ]),
  pa("u", L, "fV", "annual", "FY2025经营现金流超过归母净利润的4倍（约4.9倍），过半来自保险负债端的现金流入。", [
    R("operating_cash_flow", "net_profit", "2025", "4", { cmp: "gt" }), R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
    U("现金流构成：分项未存"),
  ]),
  by("t", L, "tM", "quarterly", "2026Q1营收约为2025Q1的88%，归母净利不到去年同期的一半（约45%）。", [
    PAIR("revenue", "2026Q1", undefined, { period2: "2025Q1", mode: "x", v: "0.88", cmp: "approx" }),
    PAIR("net_profit", "2026Q1", undefined, { period2: "2025Q1", mode: "x", v: "0.5", cmp: "lt" }),
    PAIR("net_profit", "2026Q1", undefined, { period2: "2025Q1", mode: "x", v: "0.45", cmp: "approx" }),
  ]),
  // ---- undecidable: peers, segments, forecasts, missing metrics, dates after the data ----
  mt("u", L, "vF", "undecidable", "基本面：茅台1935单品收入已超百亿，系列酒占比约两成。", [U("产品分部：未存")]),
  zs("u", L, "fM", "undecidable", "预计2026年全年营收增速在2%-3%之间，净息差降幅收窄至10bp以内。", [U("预测")]),
  nd("u", L, "fM", "undecidable", "5月以来股价已经突破460元前高，创历史新高。", [U("日期晚于已存日线（截至2026-04-30）")]),
  by("u", L, "tNe", "undecidable", "若海外工厂如期投产，2027年海外收入占比有望提升到30%。", [U("情景与预测")]),
  sh("u", L, "fR", "undecidable", "与中国石油相比，中石化的炼化占比更高，油价下行时利润弹性更小。", [U("同业与分部")]),
  pa("u", L, "tNe", "undecidable", "平安银行的不良率回落至1.05%，对集团利润的拖累减轻。", [U("子公司资产质量：未存")]),
  wl("u", L, "tM", "undecidable", "2025年五粮液分红率提升至70%，股息率约4.5%。", [U("分红与股息率：未存")]),
  mt("u", L, "tNe", "undecidable", "受消费税改革预期影响，FY2025归母净利润同比-4.5%。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }), U("原因（消费税预期）：数据不能判定"),
  ]),
  nd("u", L, "fS", "undecidable", "由于储能订单爆发，2026Q1归母净利207.38亿，同比+48.5%；进而带动市场上调全年预期。", [
    V("net_profit", "2026Q1", "207.38"), G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }), U("原因与市场预期：数据外"),
  ]),
  by("f", L, "fS", "quarterly", "由于价格战加剧，2026Q1归母净利润同比下降约25%。", [
    G("net_profit", "2026Q1", { v: "-25", cmp: "approx", err: "wrong_magnitude" }), U("原因：价格战"),
  ], { err: "wrong_magnitude", note: "数字不成立时整句为假，不论原因（-55.4%）" }),
  zs("u", "2025-09-12", "tS", "undecidable", "北向资金近五个交易日净买入招行超过10亿元。", [U("资金流向：未存")]),
  pa("u", L, "vT", "undecidable", "技术面：近五日日均换手率约0.4%，成交清淡。", [U("换手率：未存")]),
  sh("u", L, "vN", "undecidable", "消息面：公司计划在二季度推出中期分红方案。", [U("计划，未见公告")]),
  wl("u", "2020-06-30", "tA", "undecidable", "五粮液的品牌力已接近茅台，价格带差距正在缩小。", [U("品牌与价格带：数据外")]),
  // ---- chains: 由于A，B；进而C, each link a stored figure ----
  mt("t", L, "tM", "annual", "由于FY2025经营现金流降到615亿（-33.5%），而分红付现仍有672亿，年末现金较上年末减少约76亿；进而货币资金降至516.91亿。", [
    G("operating_cash_flow", "2025", { v: "-33.5", cmp: "approx" }), V("dividends_interest_paid", "2025", "672", "亿", "approx"),
    D("cash", "2025", { v: "-76", cmp: "approx" }), V("cash", "2025", "516.91"),
  ]),
  by("f", L, "tM", "annual", "FY2025毛利率由19.4%降到17.7%，净利率随之由5.4%降到4.2%；进而归母净利下降约9%。", [
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }), PP("net_margin", "2025", { v: "-1.2", cmp: "approx" }),
    G("net_profit", "2025", { v: "-9", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "-19.0%" }),
  nd("t", L, "tM", "annual", "FY2025营收+17.0% → 净利率+3.2pp → 归母净利+42.3%：收入和利润率双击。", [
    G("revenue", "2025", { v: "17.0", cmp: "approx" }), PP("net_margin", "2025", { v: "3.2", cmp: "approx" }), G("net_profit", "2025", { v: "42.3", cmp: "approx" }),
  ]),
  // ---- more vote voters and terse traders ----
  mt("t", "2025-09-15", "vF", "annual", "基本面：FY2024归母净利862.28亿（+15.4%），现金流924.64亿，负债率约19%，三项都扎实。", [
    V("net_profit", "2024", "862.28"), G("net_profit", "2024", { v: "15.4", cmp: "approx" }), V("operating_cash_flow", "2024", "924.64"),
    V("debt_ratio", "2024", "19", "%", "approx"),
  ]),
  nd("t", "2025-11-20", "vF", "quarterly", "基本面：前三季度利润+36.2%，负债率降到61.3%。", [G("net_profit", "2025M9", { v: "36.2", cmp: "approx" }), V("debt_ratio", "2025M9", "61.3", "%", "approx")]),
  sh("f", "2025-10-17", "vF", "annual", "基本面：FY2024净利润503亿，同比正增长。", [G("net_profit", "2024", { dir: "up", err: "wrong_direction" })], { err: "wrong_direction" }),
  wl("t", L, "vN", "announcement", "消息面：数据中2019年以来没有五粮液的公告记录可查，无法据公告加减分。", [EV("repurchase", false), EV("dividend", false)]),
  pa("t", "2025-10-31", "tTr", "technical", "57.83，站上MA20/60/120/250，DIF在DEA上方。持有。", [
    CLOSE("57.83"), MA(20, "above"), MA(60, "above"), MA(120, "above"), MA(250, "above"), MACD("dif_above_dea"),
  ]),
  zs("t", "2025-05-09", "tTr", "technical", "43.48，突破，追一成仓，止损41.95（MA20）。", [CLOSE("43.48"), BRK(20, "up"), MA(20, "value", { v: "41.95", cmp: "approx" })]),
  by("f", "2025-11-14", "tTr", "technical", "98.37，已在MA60上方，加仓。", [MA(60, "above", { err: "technical" })], { err: "technical" }),
];
