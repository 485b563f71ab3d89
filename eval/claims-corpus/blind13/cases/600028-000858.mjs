// 中国石化 on 2026-04-30 (FY2024 the last stored year; FY2025 public but not stored) and 五粮液 on 2020-05-15 (FY2019).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RANK, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, X, CAGR, SPAN, IND, PAIR, POS52, VOL, DD, PE, GSTREAK, BIAS, AVG } = H;
const s = H.maker("b13-sh", "600028");
const w = H.maker("b13-wl", "000858");
const A = "2026-04-30";
const W = "2020-05-15";
const YS = ["2020", "2021", "2022", "2023", "2024"];
const YW = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // 中国石化
  s("t", A, "bear", "annual", "石化2024年归母净利503.13亿，同比减少约17%，已连续三年下滑，较2021年的712亿少了两成多。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-17", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    G("net_profit", "2024", { base: "2021", v: "-20", cmp: "lt" }),
  ]),
  s(
    "f",
    A,
    "bear",
    "annual",
    "2024年营业收入30745.62亿元，同比下滑约14%，炼化需求明显萎缩。",
    [V("operating_revenue", "2024", "30745.62"), G("operating_revenue", "2024", { v: "-14", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-4.29%" },
  ),
  s("t", A, "bull", "annual", "多头回应：营收3.07万亿的体量下，2024年研发费用152亿，2020年以来逐年增加，转型投入没有停。", [
    V("revenue", "2024", "3.07", "万亿", "approx"),
    V("research_expense", "2024", "152", "亿", "approx"),
    UP("research_expense", YS),
  ]),
  s(
    "f",
    A,
    "bull",
    "annual",
    "2024年毛利率15.47%，为2020年以来最高，炼化景气在回升。",
    [V("gross_margin", "2024", "15.47", "%"), MAX("gross_margin", "2024", YS, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2020年19.91%最高；2024年居中" },
  ),
  s("t", A, "fE", "annual", "2020年扣非归母为-15.65亿、而归母为332.71亿，那一年利润全靠非经常性损益撑着。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("net_profit", "2020", "332.71"),
  ]),
  s("u", A, "fE", "annual", "2025年归母净利润约350亿元，同比下降三成左右，油价下行冲击上游。", [U("中国石化FY2025未存储")]),
  s("t", A, "tF", "annual", "净利率从2021年的3.10%降到2024年的1.87%，每百元营收只剩不到2元净利。", [
    V("net_margin", "2021", "3.10", "%"),
    V("net_margin", "2024", "1.87", "%"),
    V("net_margin", "2024", "2", "%", "lt"),
  ]),
  s(
    "f",
    A,
    "tF",
    "annual",
    "2024年净利率1.87%，比上年下降0.31%，盈利能力几乎没变。",
    [V("net_margin", "2024", "1.87", "%"), G("net_margin", "2024", { v: "-0.31", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "-0.31是百分点；按%计是-14.2%" },
  ),
  s("t", A, "tT", "technical", "石化收5.39元，RSI约30，贴近超卖；60日内从高点回撤约31%，20日线5.63元压在上方。", [
    CLOSE("5.39"),
    RSI("30", "approx"),
    DD(60, { v: "-31", cmp: "approx" }),
    MA(20, "below"),
    MA(20, "value", { v: "5.63" }),
  ]),
  s(
    "f",
    A,
    "tT",
    "technical",
    "近20日成交温和放大，量能是前20日的1.2倍左右，有资金在低位承接。",
    [H.VOLR({ v: "1.2", cmp: "approx", err: "technical" })],
    { err: "technical", note: "量比0.61" },
  ),
  s("t", A, "tS", "technical", "52周区间5.27至8.11元，现价处在区间最底部，距低点只高约2%。", [
    LO52({ cond: "level", v: "5.27" }),
    HI52({ cond: "level", v: "8.11" }),
    POS52({ v: "20", cmp: "le" }),
    LO52({ v: "2", cmp: "approx" }),
  ]),
  s(
    "f",
    A,
    "tS",
    "technical",
    "过去60个交易日累计下跌约15%，但股价仍高于年线，长期趋势未破。",
    [RET(60, { v: "-15", cmp: "approx" }), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "5.39 < MA250 5.85" },
  ),
  s("u", A, "fV", "valuation", "以2024年每股收益0.41元计，5.39元的股价对应静态PE约13倍，在三大油里不算便宜。", [
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13", "approx"),
    U("三大油比较：另两家样本外"),
  ]),
  s("u", A, "tN", "announcement", "中国石化3月底已发布2025年年报并宣布回购，公告面偏暖。", [U("公告源只收年报且未存FY2025年报；回购无从核对")]),
  s(
    "f",
    A,
    "tC",
    "industry",
    "2019年末石化资产负债率约58%，总资产1.76万亿，负债规模不小，需要警惕偿债压力。",
    [V("debt_ratio", "2019", "58", "%", "approx", { err: "wrong_value" }), V("total_assets", "2019", "1.76", "万亿", "approx"), IND("high_debt_is_risk")],
    { err: "wrong_value", note: "50.04%" },
  ),
  s("t", A, "tNe", "annual", "中性风控：2019年末石化总资产1.76万亿、负债率50.04%，总负债约8782亿。", [
    V("total_assets", "2019", "1.76", "万亿", "approx"),
    V("debt_ratio", "2019", "50.04", "%"),
    V("total_liabilities", "2019", "8782", "亿", "approx"),
  ]),
  // 五粮液 2020-05-15
  w("t", W, "bull", "annual", "五粮液2019年营业收入501.18亿，首次突破500亿；归母净利174.02亿，同比增长约30%。", [
    V("operating_revenue", "2019", "501.18"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    MAX("operating_revenue", "2019", YW),
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
  ]),
  w(
    "f",
    W,
    "bull",
    "annual",
    "2019年营收501亿，同比增长约35%，增长强劲。",
    [V("operating_revenue", "2019", "501", "亿", "approx"), G("operating_revenue", "2019", { v: "35", cmp: "approx", err: "wrong_value" }), G("operating_revenue", "2019", { size: "增长强劲" })],
    { err: "wrong_value", note: "+25.2%" },
  ),
  w("t", W, "fE", "annual", "2015到2019年，五粮液归母净利从61.76亿增至174.02亿，四年复合增速约30%，ROE也从14.93%升到25.26%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "approx" }),
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
  ]),
  w(
    "f",
    W,
    "fE",
    "annual",
    "2019年每股收益4.48元，对应归母净利润约4.48亿元。",
    [V("basic_eps", "2019", "4.48", "元"), V("net_profit", "2019", "4.48", "亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "每股数当作总额；归母174.02亿" },
  ),
  w("t", W, "fR", "annual", "经营现金流231.12亿，几乎是上年123.17亿的1.9倍，为净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    V("operating_cash_flow", "2018", "123.17"),
    X("operating_cash_flow", "2019", "2018", { v: "1.9", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  w(
    "f",
    W,
    "fR",
    "annual",
    "负债率28.48%是2015年以来最低，资产负债表越来越轻。",
    [V("debt_ratio", "2019", "28.48", "%"), MIN("debt_ratio", "2019", YW, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "28.48%是五年最高" },
  ),
  w("t", W, "tT", "technical", "收盘145.22元，RSI升至70上方进入超买区，距52周高点147.99元不到2%。", [
    CLOSE("145.22"),
    RSI("70", "gt"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
  w(
    "f",
    W,
    "tT",
    "technical",
    "近一年股价上涨约15%，跑输白酒板块。",
    [RET(250, { v: "15", cmp: "approx", err: "wrong_value" }), U("白酒板块：样本外")],
    { err: "wrong_value", note: "+51.3%" },
  ),
  w("t", W, "tS", "technical", "5/10/20/60日均线多头排列，20日乖离接近7%，短线有些过热。", [
    MAORDER([5, 10, 20, 60], "bull"),
    BIAS(20, { v: "7", cmp: "near" }),
  ]),
  w("u", W, "tN", "announcement", "公司公告一季度营收同比增长15%，疫情影响有限。", [U("五粮液无公告与季报存储")]),
  w("u", W, "fM", "undecidable", "若2020年维持15%增长，营收将达到约576亿元。", [V("operating_revenue", "2019", "501", "亿", "approx"), U("2020年为预测")]),
  w("t", W, "fSy", "annual", "与2019年的茅台相比，五粮液营收501亿约为前者854亿营业收入的六成，归母净利174亿不到其一半。", [
    PAIR("operating_revenue", "2019", "600519", { v: "0.59", cmp: "approx" }),
    PAIR("net_profit", "2019", "600519", { v: "0.5", cmp: "lt" }),
  ]),
];
