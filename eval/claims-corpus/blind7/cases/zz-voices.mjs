// Across the companies, the voices that are not debate JSON points: wire leads, forum posts, board-secretary
// answers, compliance reviews, a quant's log lines, sell-side shorthand, fund-letter sentences, traders' hedges.
import {
  BAR,
  BIAS,
  CLOSE,
  D,
  DD,
  EV,
  G,
  IND,
  LO52,
  MA,
  MACD,
  PERDAY,
  POS52,
  PP,
  QOQ,
  R,
  RET,
  RSI,
  SNAP,
  SPAN,
  U,
  V,
  VOLR,
  maker,
} from "../spec-helpers.mjs";

const A = "2026-04-30";
const mt = maker("b7-v-mt", "600519");
const nd = maker("b7-v-nd", "300750");
const yd = maker("b7-v-yd", "002594");
const zh = maker("b7-v-zh", "600036");
const pa = maker("b7-v-pa", "601318");
const sh = maker("b7-v-sh", "600028");
const wl = maker("b7-v-wl", "000858");
const F19 = "2020-05-15";

export default [
  // ---- wire leads ---------------------------------------------------------------------------------------------
  nd("t", A, "tN", "announcement", "宁德时代4月7日晚间公告，公司A股股份回购已实施完毕并披露股份变动情况。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
  ]),
  nd("f", A, "tN", "announcement", "宁德时代3月10日晚间公告，拟向特定对象发行A股，募资不超过500亿元。", [
    EV("placement", true, { from: "2026-03-10", to: "2026-03-10", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  nd("f", A, "vN", "announcement", "宁德时代4月30日晚间公告，拟分拆子公司赴港上市。", [
    EV("placement", true, { from: "2026-04-30", to: "2026-04-30", title: "分拆", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  yd("t", A, "vN", "announcement", "比亚迪2025年4月23日公告2024年度利润分配及资本公积金转增股本方案。", [
    EV("dividend", true, { from: "2025-04-23", to: "2025-04-23", title: "转增" }),
  ]),
  yd("f", A, "vN", "announcement", "比亚迪2025年5月24日公告2025年员工持股计划完成股票购买，同日还披露了股份回购方案。", [
    EV("equity_incentive", true, { from: "2025-05-24", to: "2025-05-24", title: "完成股票购买" }),
    EV("repurchase", true, { from: "2025-05-24", to: "2025-05-24", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  pa("t", A, "tN", "announcement", "中国平安2024年10月11日发布2024年半年度分红派息实施公告。", [
    EV("dividend", true, { from: "2024-10-11", to: "2024-10-11", title: "2024年半年度" }),
  ]),
  pa("f", A, "tN", "announcement", "中国平安2024年3月22日公告了2024年年度利润分配方案。", [
    EV("dividend", true, { from: "2024-03-22", to: "2024-03-22", title: "2024年年度", err: "wrong_period" }),
  ], { err: "wrong_period", note: "当日公告的是2023年年度方案" }),
  sh("t", A, "vN", "technical", "中国石化4月30日收报5.39元，近5个交易日累计下跌1.10%。", [
    CLOSE("5.39"),
    RET(5, { v: "-1.10" }),
  ]),
  zh("f", A, "vN", "technical", "招商银行4月30日收报38.27元，当日逆势上涨0.6%。", [
    CLOSE("38.27"),
    BAR("2026-04-30", "chg", { v: "0.6", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  mt("f", A, "tN", "technical", "贵州茅台4月30日收报1384.79元，创52周新低。", [
    CLOSE("1384.79"),
    { k: "ta", ind: "lo52", cond: "new_low", err: "technical" },
  ], { err: "technical", note: "52周低点1322.01元" }),
  // ---- forum posts --------------------------------------------------------------------------------------------
  mt("t", A, "tS", "technical", "茅子现在1384块，比去年底的1377块还高一点点，今年基本原地踏步。", [
    CLOSE("1384", "approx"),
    CLOSE("1377", "approx", { date: "2025-12-31" }),
    RET("2025-12-31", { dir: "flat" }),
  ]),
  nd("f", A, "fS", "technical", "宁王从52周低点231块涨到436，已经翻了一倍多。", [
    CLOSE("436"),
    LO52({ v: "100", cmp: "gt", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "+88.6%，未翻倍" }),
  yd("t", A, "fS", "quarterly", "迪王一季度才赚40个亿出头，平均一天赚不到5000万，去年一季度还能赚91个亿。", [
    V("net_profit", "2026Q1", "40", "亿", "gt"),
    V("net_profit", "2026Q1", "41", "亿", "lt"),
    PERDAY("net_profit", "2026Q1", { v: "0.5", cmp: "lt" }),
    V("net_profit", "2025Q1", "91", "亿", "approx"),
  ]),
  zh("t", A, "tS", "annual", "招行一年赚1500亿，平均一天就是4个多亿。", [
    V("net_profit", "2025", "1500", "亿", "approx"),
    PERDAY("net_profit", "2025", { cmp: "in", lo: "4", hi: "4.9" }),
  ]),
  pa("f", A, "tS", "technical", "大马年初到现在跌了快两成，割肉割到手软。", [
    RET("2025-12-31", { v: "-20", cmp: "near", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "-13.2%" }),
  wl("t", A, "tS", "technical", "五粮液从2021年2月的344块跌到现在97块，七成多没了。", [
    CLOSE("97", "approx"),
    SPAN("2021-02-19", { v: "-70", cmp: "lt" }),
  ]),
  sh("f", A, "tS", "technical", "石化3月初连板冲到7.82，现在跌回5块多，差不多腰斩了。", [
    DD("2026-01-01", { v: "-50", cmp: "near", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "回撤约31%" }),
  mt("u", A, "fS", "undecidable", "听说茅台下个月要提价，散户都在抢筹。", [U("传闻与资金流向")]),
  nd("u", A, "fS", "undecidable", "宁王这个月北向资金净买入超过50亿。", [U("北向资金")]),
  yd("f", A, "tS", "technical", "迪王今年以来跌了5%多，还在阴跌。", [
    RET("2025-12-31", { v: "-5", cmp: "lt", err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "今年以来+5.4%" }),
  // ---- board-secretary answers ----------------------------------------------------------------------------------
  nd("t", A, "tN", "announcement", "董秘答投资者：公司已于2026年4月22日公告授予2026年A股员工持股计划预留份额。", [
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留份额" }),
  ]),
  yd("f", A, "tN", "announcement", "公司回复投资者：2024年员工持股计划第一个锁定期已于2025年5月届满。", [
    EV("equity_incentive", true, { from: "2025-05-01", to: "2025-05-31", title: "锁定期届满", err: "wrong_period" }),
  ], { err: "wrong_period", note: "届满公告为2025-11-28" }),
  yd("t", A, "vN", "announcement", "公司在互动平台表示，2024年员工持股计划第一个锁定期届满的公告已于2025年11月28日披露。", [
    EV("equity_incentive", true, { from: "2025-11-28", to: "2025-11-28", title: "第一个锁定期届满" }),
  ]),
  zh("u", A, "tN", "undecidable", "董秘称2026年将保持30%以上的现金分红比例。", [U("未来分红承诺")]),
  // ---- compliance reviews ---------------------------------------------------------------------------------------
  zh("t", A, "fT", "industry", "经核，“资产负债率90.20%显示偿债压力大”的表述不当：银行业负债率九成左右属行业常态。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  yd("t", A, "fQ", "annual", "复核意见：“2025年归母净利润增长”与年报不符，年报显示同比下降18.97%。", [
    G("net_profit", "2025", { v: "-18.97" }),
  ]),
  mt("f", A, "fT", "annual", "复核：多方所引“2025年营业总收入1741.44亿元”准确无误。", [
    V("revenue", "2025", "1741.44", "亿", "eq", { err: "wrong_period" }),
  ], { err: "wrong_period", note: "1741.44亿元是2024年" }),
  nd("f", A, "fQ", "annual", "复核：“2025年末资产负债率61.94%，较上年下降3.3个百分点”有误，实际为上升。", [
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  pa("f", A, "fT", "industry", "经核，资产负债率接近90%属于偿债风险信号，应列入风险提示。", [
    IND("high_debt_is_risk", { err: "industry_sense" }),
  ], { err: "industry_sense" }),
  // ---- quant log ----------------------------------------------------------------------------------------------
  pa("t", A, "tT", "technical", "[601318@2026-04-30] ret5=+2.57% ret20=+2.05% ret60=-9.10% MA5>MA20 DIF>DEA", [
    RET(5, { v: "2.57" }),
    RET(20, { v: "2.05" }),
    RET(60, { v: "-9.10" }),
    { k: "ta", ind: "ma_order", ns: [5, 20], cond: "bull" },
    MACD("dif_above_dea"),
  ]),
  nd("f", A, "vT", "technical", "[300750@2026-04-30] close=436 MA20=425.02 MA60=391.63 RSI14=66.0", [
    CLOSE("436"),
    MA(20, "value", { v: "425.02" }),
    MA(60, "value", { v: "391.63" }),
    RSI("66.0", "eq", { err: "technical" }),
  ], { err: "technical", note: "RSI14 56.0" }),
  sh("t", A, "vT", "technical", "[600028@2026-04-30] bias20≈-4.3% bias60≈-12.6% vol20/vol20prev≈0.61", [
    BIAS(20, { v: "-4.3", cmp: "approx" }),
    BIAS(60, { v: "-12.6", cmp: "approx" }),
    VOLR({ v: "0.61", cmp: "approx" }),
  ]),
  wl("f", A, "vT", "technical", "[000858@2026-04-30] close=97.08 bias20=+4.65% 超涨", [
    CLOSE("97.08"),
    BIAS(20, { v: "4.65", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  yd("t", A, "tT", "technical", "[002594@2026-04-30] close=102.98 MA5=102.33 MA10=102.15 MA20=101.93 BIAS5≈+0.6%", [
    CLOSE("102.98"),
    MA(5, "value", { v: "102.33" }),
    MA(10, "value", { v: "102.15" }),
    MA(20, "value", { v: "101.93" }),
    BIAS(5, { v: "0.6", cmp: "approx" }),
  ]),
  mt("f", A, "vT", "technical", "[600519@2026-04-30] close=1384.79 MA250=1453.44 pos52≈48%", [
    CLOSE("1384.79"),
    MA(250, "value", { v: "1453.44" }),
    POS52({ v: "48", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "pos52约19%" }),
  zh("u", A, "vT", "undecidable", "[600036@2026-05-08] close=37.10 ret5=-3.1%", [U("日期晚于存储日线")]),
  // ---- sell-side shorthand -------------------------------------------------------------------------------------
  nd("t", A, "tM", "quarterly", "25Q4营收1406.30亿元（yoy+36.6%，qoq+35.0%），归母净利231.67亿元（yoy+57.1%）。", [
    V("revenue", "2025S4", "1406.30"),
    G("revenue", "2025S4", { v: "36.6" }),
    QOQ("revenue", "2025S4", "2025S3", { v: "35.0" }),
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57.1" }),
  ]),
  yd("f", A, "tM", "quarterly", "25Q4营收2376.99亿元（yoy-13.5%，qoq+21.9%），归母净利92.86亿元（yoy-18.7%）。", [
    V("revenue", "2025S4", "2376.99"),
    G("revenue", "2025S4", { v: "-13.5" }),
    QOQ("revenue", "2025S4", "2025S3", { v: "21.9" }),
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-18.7", cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period", note: "单季-38.2%；约-19%是全年" }),
  zh("t", A, "fE", "quarterly", "26Q1营收869.40亿元（yoy+3.81%），归母净利378.52亿元（yoy+1.52%，qoq+3.96%），ROE 3.37%。", [
    G("revenue", "2026Q1", { v: "3.81" }),
    G("net_profit", "2026Q1", { v: "1.52" }),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "3.96" }),
    V("roe", "2026Q1", "3.37", "%"),
  ]),
  mt("f", "2025-10-31", "fE", "quarterly", "25Q3单季归母净利192.24亿元（qoq+3.6%），Q1-3累计646.27亿元（yoy+8.89%）。", [
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "3.6", cmp: "approx" }),
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "8.89", err: "wrong_period" }),
  ], { err: "wrong_period", note: "8.89%是上半年累计；前三季度+6.25%" }),
  pa("t", A, "fE", "annual", "2025A：归母净利1347.78亿元（+6.45%），营业总收入10505.06亿元（+2.10%），经营现金流6586.32亿元（+72.2%）。", [
    G("net_profit", "2025", { v: "6.45" }),
    G("revenue", "2025", { v: "2.10" }),
    G("operating_cash_flow", "2025", { v: "72.2" }),
  ]),
  zh("f", A, "fE", "annual", "2025A：营收3375.32亿元（+0.01%），归母净利1501.81亿元（+12.1%），ROE 13.44%。", [
    G("revenue", "2025", { v: "0.01" }),
    G("net_profit", "2025", { v: "12.1", err: "wrong_value" }),
    V("roe", "2025", "13.44", "%"),
  ], { err: "wrong_value", note: "+1.21%" }),
  wl("f", F19, "fE", "annual", "FY2019：营收501.18亿元（+25.2%），归母净利174.02亿元（+38.4%），ROE 25.26%。", [
    G("operating_revenue", "2019", { v: "25.2" }),
    G("net_profit", "2019", { v: "38.4", err: "wrong_period" }),
    V("roe", "2019", "25.26", "%"),
  ], { err: "wrong_period", note: "38.4%是2018年" }),
  // ---- fund letters -------------------------------------------------------------------------------------------
  mt("t", A, "tP", "annual", "组合中的茅台过去一年下跌约11.6%，但公司2025年仍实现归母净利润823.20亿元，净利率在50%以上。", [
    RET(250, { v: "-11.6", cmp: "approx" }),
    V("net_profit", "2025", "823.20"),
    V("net_margin", "2025", "50", "%", "gt"),
  ]),
  nd("f", A, "tP", "technical", "宁德时代是组合过去一年最大的贡献来源，股价累计上涨约55%。", [
    RET(250, { v: "55", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "+93%；55%是2025年10月末的一年收益" }),
  zh("u", A, "fL", "undecidable", "招行在组合中的权重已下调至3%，主因息差压力。", [U("组合持仓与息差")]),
  pa("f", A, "fL", "technical", "中国平安2025年股价上涨约30%，是去年表现最好的持仓，今年以来仍小幅上涨。", [
    SPAN("2024-12-31", { to: "2025-12-31", v: "30", cmp: "approx" }),
    RET("2025-12-31", { dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  // ---- traders' hedges ----------------------------------------------------------------------------------------
  yd("t", A, "tTr", "technical", "股价站上5日至120日各条均线，但MACD仍处死叉状态，追高需谨慎。", [
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    MACD("dif_below_dea"),
  ]),
  pa("f", A, "tTr", "technical", "MACD处于死叉状态，DIF在DEA下方，短线宜观望。", [
    MACD("dif_below_dea", undefined, { err: "technical" }),
  ], { err: "technical" }),
  // ---- ratios and undecidables --------------------------------------------------------------------------------
  sh("f", A, "fV", "annual", "2024年研发费用152.15亿元，约占营业收入的5%。", [
    V("research_expense", "2024", "152.15"),
    R("research_expense", "operating_revenue", "2024", "5", { u: "%", cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "约0.49%" }),
  sh("t", A, "fV", "annual", "2024年研发费用约占营业收入的0.5%。", [
    R("research_expense", "operating_revenue", "2024", "0.5", { u: "%", cmp: "approx" }),
  ]),
  wl("f", F19, "fV", "annual", "2019年归母净利润率约43%。", [
    R("net_profit", "operating_revenue", "2019", "43", { u: "%", cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "约34.7%" }),
  wl("t", F19, "fV", "annual", "2019年归母净利润约占营业收入的34.7%。", [
    R("net_profit", "operating_revenue", "2019", "34.7", { u: "%", cmp: "approx" }),
  ]),
  pa("u", A, "fM", "undecidable", "按2025年7月4日PB约1.12倍推算，当时每股净资产约50元。", [
    SNAP("pb", "1.12", "x", "eq"),
    U("每股净资产未存储"),
  ]),
  yd("u", A, "fV", "undecidable", "海外销量占比约三成，海外单车盈利是国内的两倍。", [U("销量与单车盈利")]),
  sh("u", A, "fR", "undecidable", "公司2025年资本开支计划约1700亿元，较上年下降约5%。", [U("资本开支计划")]),
  wl("u", A, "fR", "undecidable", "经销商数量较2019年减少约15%。", [U("经销商数据")]),
  nd("u", A, "vF", "undecidable", "2025年研发投入超过200亿元，研发人员超过2万人。", [U("研发数据")]),
  mt("u", A, "vF", "undecidable", "2025年末合同负债约100亿元，较上年末有所回升。", [
    V("contract_liabilities", "2025", "100", "亿", "approx"),
    D("contract_liabilities", "2025", { dir: "up" }),
  ]),
  zh("u", A, "fR", "undecidable", "2025年末不良贷款率0.93%，较年初下降1个基点。", [U("不良率")]),
];
