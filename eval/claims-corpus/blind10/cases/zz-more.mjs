// More one-error points in the models' habits: the neighbouring metric (营业收入 / 营业总收入, 每股 / 总额, 归母 /
// 含少数股东), a threshold word on the wrong side (突破 / 逼近 / 不足), 同比 told as 环比, a cumulative figure told as a
// single quarter, 创新低 for a middling year, a unit slip (亿 / 万亿 / 万元), and points the data cannot decide.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, QOQ } = H;
const { POS52, X, BIAS, SPAN, PSUM, PERDAY, MCNOW, PE, IND, BRK, DD, LIN, PAIR, CAGR, GDIFF, AMP, SUM } = H;
const mt = H.maker("b10-mo-mt", "600519");
const nd = H.maker("b10-mo-nd", "300750");
const yd = H.maker("b10-mo-yd", "002594");
const zs = H.maker("b10-mo-zs", "600036");
const pa = H.maker("b10-mo-pa", "601318");
const sh = H.maker("b10-mo-sh", "600028");
const wl = H.maker("b10-mo-wl", "000858");
const A = "2026-04-30";
const E = "2020-05-15";
const f = (maker, asOf, role, cat, claim, spec, err, note) => maker("f", asOf, role, cat, claim, spec, { err, note });

export default [
  // 贵州茅台
  f(mt, A, "fE", "annual", "2025年营业收入1720.54亿元，同比下降1.2%。", [
    V("operating_revenue", "2025", "1720.54", "亿", "eq", { err: "wrong_value" }),
  ], "wrong_value", "1720.54亿为营业总收入，营业收入1688.38亿"),
  mt("t", A, "fE", "annual", "2025年营业收入1688.38亿元，营业总收入1720.54亿元，两者同比都下降约1.2%。", [
    V("operating_revenue", "2025", "1688.38"),
    V("revenue", "2025", "1720.54"),
    G("operating_revenue", "2025", { v: "-1.2", cmp: "approx" }),
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
  ]),
  f(mt, A, "bull", "quarterly", "2025年三季度单季归母净利润646亿元，旺季成色十足。", [
    V("net_profit", "2025S3", "646", "亿", "approx", { err: "wrong_period" }),
  ], "wrong_period", "646亿为前三季度累计，单季192亿"),
  f(mt, A, "tC", "annual", "净利率降到50.53%，比上年下降约1.7%。", [
    V("net_margin", "2025", "50.53", "%"),
    G("net_margin", "2025", { v: "-1.7", cmp: "approx", err: "wrong_ratio" }),
  ], "wrong_ratio", "-1.74是百分点，相对降幅-3.3%"),
  mt("t", A, "tC", "annual", "净利率50.53%，比上年下降约1.7个百分点。", [
    V("net_margin", "2025", "50.53", "%"),
    PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  f(mt, A, "tT", "technical", "股价已逼近52周低点，距离不到2%。", [
    LO52({ v: "2", cmp: "lt", err: "technical" }),
  ], "technical", "距低点+4.75%"),
  mt("t", A, "tT", "technical", "收盘价跌破过去20个交易日的所有收盘价，创近一个月收盘新低。", [BRK(20, "down")]),
  f(mt, A, "vT", "technical", "近60个交易日股价下跌约3%，中期走势疲软。", [
    RET(60, { v: "-3", cmp: "approx", err: "wrong_direction" }),
  ], "wrong_direction", "+3.11%"),
  mt("t", A, "tNe", "quarterly", "2026年一季度经营现金流269亿元，已相当于2025年全年的四成多。", [
    V("operating_cash_flow", "2026Q1", "269", "亿", "approx"),
    R("operating_cash_flow", "operating_cash_flow", "2026Q1", "40", { denPeriod: "2025", u: "%", cmp: "gt" }),
    R("operating_cash_flow", "operating_cash_flow", "2026Q1", "50", { denPeriod: "2025", u: "%", cmp: "lt" }),
  ]),
  mt("t", A, "tNe", "quarterly", "2025年上半年归母净利润454亿元，同比增长约8.9%。", [
    V("net_profit", "2025H1", "454", "亿", "approx"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
  ]),
  f(mt, A, "tB", "annual", "资本开支从46.79亿元增加到31.28亿元，产能建设提速。", [
    V("capex", "2024", "46.79"),
    V("capex", "2025", "31.28"),
    G("capex", "2025", { dir: "up", err: "wrong_direction" }),
  ], "wrong_direction", "下降"),
  mt("u", A, "tB", "annual", "茅台1935单品收入突破百亿，系列酒占比提升。", [U("产品分部")]),
  // 宁德时代
  f(nd, A, "tF", "annual", "2025年归母净利润7220亿元，首次突破7000亿。", [
    V("net_profit", "2025", "7220", "亿", "approx", { err: "wrong_magnitude" }),
  ], "wrong_magnitude", "722.01亿，差10倍"),
  nd("t", A, "tF", "annual", "2025年归母净利润首次超过700亿元，经营现金流则突破1300亿元。", [
    V("net_profit", "2025", "700", "亿", "gt"),
    V("net_profit", "2024", "700", "亿", "lt"),
    V("operating_cash_flow", "2025", "1300", "亿", "gt"),
  ]),
  nd("t", A, "fM", "quarterly", "2025年上半年归母净利润约305亿元，同比增长约33%。", [
    V("net_profit", "2025H1", "305", "亿", "approx"),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
  ]),
  f(nd, A, "bear", "quarterly", "一季度归母净利润207亿元，环比增长约49%。", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "49", cmp: "approx", err: "wrong_period" }),
  ], "wrong_period", "49%是同比，环比-10.5%"),
  nd("u", A, "bear", "annual", "欧洲工厂产能利用率不足五成，海外扩张拖累回报率。", [U("产能利用率")]),
  f(nd, A, "tS", "technical", "近20个交易日股价下跌约7.5%，情绪转冷。", [
    RET(20, { v: "-7.5", cmp: "approx", err: "wrong_direction" }),
  ], "wrong_direction", "+7.47%"),
  nd("t", A, "tS", "technical", "近20个交易日振幅接近两成，日内波动明显加大。", [AMP(20, { v: "20", cmp: "near" })]),
  f(nd, A, "tC", "annual", "资产负债率61.94%，为2021年以来最高。", [
    V("debt_ratio", "2025", "61.94", "%"),
    MAX("debt_ratio", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
  ], "wrong_extreme", "实为最低"),
  nd("t", A, "tC", "annual", "资产负债率61.94%，为2021年以来最低。", [
    MIN("debt_ratio", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  // 比亚迪
  f(yd, A, "fR", "annual", "2025年资本开支1568亿元，较2023年的峰值仍低约22%。", [
    V("capex", "2025", "1568", "亿", "approx"),
    MAX("capex", "2023", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
  ], "wrong_extreme", "2025年1568亿才是峰值"),
  yd("t", A, "fR", "annual", "2025年资本开支1568亿元创2021年以来新高，经营现金流591亿元则是同期最低。", [
    MAX("capex", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    MIN("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  f(yd, A, "tF", "annual", "2025年营收逼近8000亿元大关，同比增长约3.5%。", [
    V("revenue", "2025", "8000", "亿", "near", { err: "wrong_value" }),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
  ], "wrong_value", "8039.65亿已越过8000亿"),
  f(yd, A, "tBe", "quarterly", "一季度末资产负债率70.94%，较年初下降约0.2个百分点。", [
    V("debt_ratio", "2026Q1", "70.94", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "-0.2", cmp: "approx", err: "wrong_direction" }),
  ], "wrong_direction", "70.74→70.94，上升"),
  yd("t", A, "tBe", "quarterly", "一季度末资产负债率70.94%，较年初反而抬升约0.2个百分点。", [
    V("debt_ratio", "2026Q1", "70.94", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.2", cmp: "approx" }),
  ]),
  f(yd, A, "tT", "technical", "近60个交易日振幅约12%，波动收敛。", [
    AMP(60, { v: "12", cmp: "approx", err: "technical" }),
  ], "technical", "28.25%"),
  yd("t", A, "tT", "technical", "近60个交易日振幅约28%，股价却在此期间上涨约12%。", [
    AMP(60, { v: "28", cmp: "approx" }),
    RET(60, { v: "12", cmp: "approx" }),
  ]),
  yd("u", A, "tA", "annual", "高端品牌仰望、腾势销量占比提升，单车均价有望在2026年回升。", [U("品牌结构"), U("预测")]),
  // 招商银行
  f(zs, A, "fV", "annual", "2025年经营活动现金流17.90亿元，对利润的覆盖明显不足。", [
    V("operating_cash_flow", "2025", "17.90", "亿", "eq", { err: "wrong_value" }),
  ], "wrong_value", "17.90元是每股经营现金流"),
  zs("t", A, "fV", "annual", "每股经营现金流17.90元，每股净资产43.43元，较上年的41.46元增长约4.8%。", [
    V("ocf_per_share", "2025", "17.90", "元"),
    V("bps", "2025", "43.43", "元"),
    G("bps", "2025", { v: "4.8", cmp: "approx" }),
  ]),
  zs("t", A, "tF", "annual", "总资产突破13万亿元，一年增加约9185亿元。", [
    V("total_assets", "2025", "13", "万亿", "gt"),
    D("total_assets", "2025", { v: "9185", cmp: "approx" }),
  ]),
  f(zs, A, "tF", "annual", "总资产13.07万亿元，一年增加约9185万亿元。", [
    V("total_assets", "2025", "13.07", "万亿"),
    D("total_assets", "2025", { v: "9185", u: "万亿", cmp: "approx", err: "wrong_magnitude" }),
  ], "wrong_magnitude", "增加0.92万亿"),
  f(zs, A, "fM", "quarterly", "2025年前三季度归母净利润1137.72亿元，同比下降0.52%。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "-0.52", err: "wrong_direction" }),
  ], "wrong_direction", "+0.52%"),
  zs("t", A, "fM", "quarterly", "2025年前三季度归母净利润1137.72亿元，同比微增0.52%。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.52", size: "微增" }),
  ]),
  zs("t", A, "tS", "technical", "近60个交易日振幅只有约7.4%，股价在窄幅区间内横盘。", [AMP(60, { v: "7.4", cmp: "approx" })]),
  f(zs, A, "tS", "technical", "RSI14约46，处在中性区间。", [RSI("46", "approx", { err: "technical" })], "technical", "36.06"),
  zs("u", A, "tBe", "annual", "零售贷款不良率上升，信用卡资产质量承压。", [U("分项不良率")]),
  // 中国平安
  f(pa, A, "fR", "annual", "商誉降至381亿元，为2021年以来最低。", [
    MIN("goodwill", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
  ], "wrong_extreme", "2021年231.75亿最低"),
  pa("t", A, "fR", "annual", "商誉在2023年达到441.16亿元的高点后连续两年下降，2025年为381.30亿元。", [
    MAX("goodwill", "2023", ["2021", "2022", "2023", "2024", "2025"]),
    DOWN("goodwill", ["2023", "2024", "2025"]),
    V("goodwill", "2025", "381.30"),
  ]),
  f(pa, A, "tF", "annual", "2025年末总资产约13.9万亿元，同比增长约17%。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    G("total_assets", "2025", { v: "17", cmp: "approx", err: "wrong_value" }),
  ], "wrong_value", "+7.26%"),
  pa("t", A, "tF", "annual", "货币资金7457亿元，同比增加约622亿元。", [
    V("cash", "2025", "7457", "亿", "approx"),
    D("cash", "2025", { v: "622", cmp: "approx" }),
  ]),
  f(pa, A, "tTr", "technical", "股价59.37元，已跌破250日均线，长期趋势转空。", [
    CLOSE("59.37"),
    MA(250, "below", { err: "technical" }),
  ], "technical", "MA250 59.29在下方"),
  pa("t", A, "tTr", "technical", "近60个交易日振幅约20%，从高点回撤约13.6%。", [
    AMP(60, { v: "20", cmp: "approx" }),
    DD(60, { v: "-13.6", cmp: "approx" }),
  ]),
  pa("u", A, "tTr", "technical", "保险板块指数近一个月跑赢沪深300约5个百分点。", [U("板块指数")]),
  // 中国石化
  f(sh, A, "fE", "annual", "2024年净利润575.47亿元，同比下降约16.8%。", [
    V("net_income", "2024", "575.47"),
    G("net_income", "2024", { v: "-16.8", cmp: "approx", err: "wrong_value" }),
  ], "wrong_value", "含少数股东净利润同比-17.8%；-16.8%是归母"),
  sh("t", A, "fE", "annual", "2024年净利润575.47亿元，归属于母公司股东的部分为503.13亿元。", [
    V("net_income", "2024", "575.47"),
    V("net_profit", "2024", "503.13"),
  ]),
  f(sh, A, "fR", "annual", "毛利率15.47%，为2020年以来最低水平。", [
    V("gross_margin", "2024", "15.47", "%"),
    MIN("gross_margin", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
  ], "wrong_extreme", "2022年15.03%更低"),
  sh("t", A, "fR", "annual", "毛利率的低点在2022年（15.03%），2024年为15.47%，仍比低点高约0.4个百分点。", [
    MIN("gross_margin", "2022", ["2020", "2021", "2022", "2023", "2024"]),
    PP("gross_margin", "2024", { base: "2022", v: "0.4", cmp: "approx" }),
  ]),
  f(sh, A, "tA", "annual", "管理费用580亿元，同比增长约2.8%。", [
    V("admin_expense", "2024", "580", "亿", "approx"),
    G("admin_expense", "2024", { v: "2.8", cmp: "approx", err: "wrong_direction" }),
  ], "wrong_direction", "-2.75%"),
  sh("t", A, "tA", "annual", "管理费用约580亿元，同比下降约2.8%，是2020年以来的第二低。", [
    V("admin_expense", "2024", "580", "亿", "approx"),
    G("admin_expense", "2024", { v: "-2.8", cmp: "approx" }),
    H.RANK("admin_expense", "2024", ["2020", "2021", "2022", "2023", "2024"], "min", 2),
  ]),
  f(sh, A, "tT", "technical", "收盘5.39元，低于5日均线，短线仍在走弱。", [
    CLOSE("5.39"),
    MA(5, "below", { err: "technical" }),
  ], "technical", "MA5 5.38"),
  sh("u", A, "tT", "technical", "成品油零售价下调在即，加油站销量面临压力。", [U("油价与销量")]),
  // 五粮液
  f(wl, E, "tF", "annual", "2019年经营现金流231亿元，较2017年的峰值略有回落。", [
    MAX("operating_cash_flow", "2017", ["2015", "2016", "2017", "2018", "2019"], { err: "wrong_extreme" }),
  ], "wrong_extreme", "2019年为峰值，2017年回落"),
  wl("t", E, "tF", "annual", "经营现金流在2017年回落到约98亿元，此后两年升至231亿元，2019年为五年高点。", [
    V("operating_cash_flow", "2017", "98", "亿", "approx"),
    G("operating_cash_flow", "2017", { dir: "down" }),
    MAX("operating_cash_flow", "2019", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  f(wl, E, "fR", "annual", "2019年总负债303亿元，较2018年增加约44%，负债率升至38.48%。", [
    V("total_liabilities", "2019", "303", "亿", "approx"),
    G("total_liabilities", "2019", { v: "44", cmp: "approx" }),
    V("debt_ratio", "2019", "38.48", "%", "eq", { err: "wrong_value" }),
  ], "wrong_value", "28.48%"),
  wl("t", E, "fR", "annual", "2019年总负债303亿元，较2018年增加约44%，负债率升至28.48%。", [
    V("total_liabilities", "2019", "303", "亿", "approx"),
    G("total_liabilities", "2019", { v: "44", cmp: "approx" }),
    V("debt_ratio", "2019", "28.48", "%"),
  ]),
  f(wl, E, "tTr", "technical", "近20个交易日股价涨幅超过两成。", [
    RET(20, { v: "20", cmp: "gt", err: "wrong_magnitude" }),
  ], "wrong_magnitude", "+13.06%"),
  wl("u", E, "tTr", "annual", "一季度预收款（合同负债）大幅减少，显示渠道打款放缓。", [U("2020Q1未存储")]),
  wl("u", A, "fV", "valuation", "五粮液2025年PE约13倍，低于茅台。", [U("2025年报未存储")]),
];
