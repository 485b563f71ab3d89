// Points dated before 2026-04-30: 2025-04-30 (FY2024, 宁德 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months),
// 2021-04-30 (中国平安 / 中国石化 FY2020), and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, QOQ, PSUM } = H;
const { PE, BIAS, POS52, BRK, IN } = H;
const nd = H.maker("b87-late-nd", "300750");
const pa = H.maker("b87-late-pa", "601318");
const sp = H.maker("b87-late-sp", "600028");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const F = "2021-04-30";

export default [
  // ---- 宁德时代 2025-04-30 -----------------------------------------------------------------------------------------
  nd("t", P, "bear", "annual", "2024年营收3620.13亿元，同比下降9.7%，结束了此前连续两年的增长。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7" }),
    G("revenue", "2023", { dir: "up" }),
    G("revenue", "2022", { dir: "up" }),
  ]),
  nd("t", P, "bull", "annual", "营收下滑的同时，2024年归母净利润507.45亿元仍同比增长15%。", [
    G("revenue", "2024", { dir: "down" }),
    V("net_profit", "2024", "507.45"),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
  ]),
  nd(
    "f",
    P,
    "fE",
    "annual",
    "2024年末货币资金3035亿元，比2023年末减少约15%，扩产在消耗现金。",
    [V("cash", "2024", "3035", "亿", "approx"), G("cash", "2024", { v: "-15", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2643.07→3035.12，增加14.8%" },
  ),
  nd("t", P, "fR", "annual", "2024年末资产负债率65.24%，比上年末的69.34%下降4.1个百分点。", [
    V("debt_ratio", "2024", "65.24", "%"),
    V("debt_ratio", "2023", "69.34", "%"),
    PP("debt_ratio", "2024", { v: "-4.1" }),
  ]),
  nd(
    "f",
    P,
    "tF",
    "annual",
    "2024年经营现金流969.90亿元，同比增长约15%，与利润增速同步。",
    [
      V("operating_cash_flow", "2024", "969.90"),
      G("operating_cash_flow", "2024", { v: "15", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "928.26→969.90，+4.49%" },
  ),
  nd("t", P, "tF", "quarterly", "2025年一季度营收847.05亿元、归母净利139.63亿元，净利率17.55%。", [
    V("revenue", "2025Q1", "847.05"),
    V("net_profit", "2025Q1", "139.63"),
    V("net_margin", "2025Q1", "17.55", "%"),
  ]),
  nd("t", P, "fE", "quarterly", "2024年四季度单季归母净利147.44亿，环比三季度的131.36亿增长约12%。", [
    V("net_profit", "2024S4", "147.44"),
    V("net_profit", "2024S3", "131.36"),
    QOQ("net_profit", "2024S4", "2024S3", { v: "12", cmp: "approx" }),
  ]),
  nd("u", P, "bull", "quarterly", "2025年上半年归母净利有望突破300亿元，同比增三成。", [U("半年报于2025-07-31才披露")]),
  nd("t", P, "tT", "technical", "4月21日MACD金叉，DIF -3.88仍在零轴下方，属于弱势反弹。", [
    MACD("golden_cross", 10),
    MACD("dif_value", undefined, { v: "-3.88" }),
    MACD("dif_below_zero"),
  ]),
  nd(
    "f",
    P,
    "tT",
    "technical",
    "收盘231.5元站上MA60，中期趋势已经转多。",
    [CLOSE("231.5"), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "MA60 250.58，收盘在其下方" },
  ),
  nd("t", P, "tS", "technical", "今年以来股价下跌约13%，距52周高点301.5元回落约23%。", [
    RET("2024-12-31", { v: "-13", cmp: "approx" }),
    HI52({ cond: "level", v: "301.5" }),
    HI52({ v: "-23", cmp: "approx" }),
  ]),
  nd("u", P, "tN", "announcement", "公司已公告赴港上市计划，H股发行规模约50亿美元。", [U("2026-02-09前的公告未收录")]),
  // ---- 宁德时代 2025-09-05 -----------------------------------------------------------------------------------------
  nd("t", S, "bull", "quarterly", "上半年归母净利304.85亿元，同比增长33.3%，营收增速只有7.3%。", [
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.3" }),
    G("revenue", "2025H1", { v: "7.3" }),
  ]),
  nd(
    "f",
    S,
    "fE",
    "quarterly",
    "二季度单季归母净利165.23亿元，环比一季度增长约28%。",
    [
      V("net_profit", "2025S2", "165.23"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "28", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "139.63→165.23，环比+18.3%" },
  ),
  nd("t", S, "fE", "quarterly", "上半年毛利率25.02%，同比回落1.51个百分点，净利率却升至18.09%。", [
    V("gross_margin", "2025H1", "25.02", "%"),
    PP("gross_margin", "2025H1", { v: "-1.51" }),
    V("net_margin", "2025H1", "18.09", "%"),
    PP("net_margin", "2025H1", { dir: "up" }),
  ]),
  nd(
    "u",
    S,
    "tF",
    "quarterly",
    "二季度单季营收941.82亿元，同比增长约8%。",
    [V("revenue", "2025S2", "941.82"), G("revenue", "2025S2", { v: "8", cmp: "approx" })],
    {
      note: "2024Q1未存储，2024年二季度单季无法算出",
    },
  ),
  nd("t", S, "tT", "technical", "收盘325.11元创52周新高，RSI约73已进入超买区。", [
    HI52({ cond: "new_high" }),
    CLOSE("325.11"),
    RSI("73", "approx"),
    RSI("70", "gt"),
  ]),
  nd("t", S, "tT", "technical", "MA5>MA10>MA20>MA60>MA120>MA250，均线完全多头排列。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bull"),
  ]),
  nd(
    "f",
    S,
    "tS",
    "technical",
    "近20日明显缩量上涨，量价背离值得警惕。",
    [RET(20, { dir: "up" }), VOL("shrink", { err: "technical" })],
    { err: "technical", note: "20日均量是前20日的1.60倍，放量" },
  ),
  nd("t", S, "tC", "technical", "20日乖离率达13%，近20个交易日涨了23%以上，追高需谨慎。", [
    BIAS(20, { v: "13", cmp: "approx" }),
    RET(20, { v: "23", cmp: "gt" }),
  ]),
  // ---- 宁德时代 2025-10-31 -----------------------------------------------------------------------------------------
  nd("t", O, "fE", "quarterly", "前三季度归母净利490.34亿元，同比增长36.2%，三季度单季增41%。", [
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2" }),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
  nd(
    "f",
    O,
    "bull",
    "quarterly",
    "三季度单季营收1041.86亿元，同比增长超过两成。",
    [V("revenue", "2025S3", "1041.86"), G("revenue", "2025S3", { v: "20", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "922.78→1041.86，+12.9%" },
  ),
  nd("t", O, "tT", "technical", "10月13日MACD死叉，DIF 11.82跌至DEA下方，但60日涨幅仍近47%。", [
    MACD("death_cross", 20),
    MACD("dif_value", undefined, { v: "11.82" }),
    MACD("dif_below_dea"),
    RET(60, { v: "47", cmp: "near" }),
  ]),
  nd("t", O, "tS", "technical", "近20日均量降至前20日的约75%，高位缩量整理。", [
    H.VOLR({ v: "0.75", cmp: "approx" }),
    VOL("shrink_strong"),
    POS52({ v: "80", cmp: "gt" }),
  ]),
  nd("u", O, "fM", "quarterly", "按前三季度节奏，全年归母净利将达到约700亿元。", [
    U("全年预测；年报于2026年3月才披露"),
  ]),
  // ---- 中国平安 2025-04-30 / 2025-09-05 / 2025-10-31 ----------------------------------------------------------------
  pa("t", P, "bull", "annual", "2024年归母净利润1266.07亿元，同比大增47.8%，走出了三年低谷。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8", size: "大增" }),
    MAX("net_profit", "2020", ["2020", "2021", "2022", "2023"]),
    MAX("net_profit", "2024", ["2021", "2022", "2023", "2024"]),
  ]),
  pa(
    "f",
    P,
    "fE",
    "annual",
    "2024年营业总收入10289亿元，同比下降12.6%。",
    [V("revenue", "2024", "10289", "亿", "approx"), G("revenue", "2024", { v: "-12.6", err: "wrong_direction" })],
    { err: "wrong_direction", note: "9137.89→10289.25，+12.6%" },
  ),
  pa("t", P, "tN", "announcement", "3月20日公告2024年年度利润分配方案，同时注销已回购的A股股份。", [
    EV("dividend", true, { from: "2025-03-20", to: "2025-03-20" }),
    EV("repurchase", true, { from: "2025-03-20", to: "2025-03-20", title: "注销" }),
  ]),
  pa("t", P, "tT", "technical", "4月21日MACD金叉，收盘50.71元，过去250个交易日上涨约28%。", [
    MACD("golden_cross", 10),
    CLOSE("50.71"),
    RET(250, { v: "28", cmp: "approx" }),
  ]),
  pa("u", S, "fE", "quarterly", "2025年上半年归母净利同比下滑近4%，营运利润则保持增长。", [
    U("中国平安2025年中期数据未存储"),
  ]),
  pa(
    "f",
    S,
    "tT",
    "technical",
    "8月27日MACD再度金叉，DIF重新站上DEA。",
    [MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "8月27日是死叉；DIF -0.04 < DEA 0.27" },
  ),
  pa("t", S, "tN", "announcement", "8月27日公告2025年中期利润分配方案，中期分红照常。", [
    EV("dividend", true, { from: "2025-08-27", to: "2025-08-27", title: "2025年中期" }),
  ]),
  pa("t", O, "tT", "technical", "10月14日MACD金叉，DIF 0.40已回到零轴上方，近120日涨约13%。", [
    MACD("golden_cross", 20),
    MACD("dif_value", undefined, { v: "0.40" }),
    MACD("dif_above_zero"),
    RET(120, { v: "13", cmp: "approx" }),
  ]),
  // ---- 中国平安 2021-04-30 (FY2020) ----------------------------------------------------------------------------------
  pa("t", F, "bear", "annual", "2020年归母净利润1430.99亿元，同比下降4.2%，结束了连续增长。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2" }),
    UP("net_profit", ["2017", "2018", "2019"]),
  ]),
  pa(
    "f",
    F,
    "bull",
    "annual",
    "2020年营业收入12183亿元，同比增长14.2%，规模继续扩张。",
    [
      V("operating_revenue", "2020", "12183", "亿", "approx"),
      G("operating_revenue", "2020", { v: "14.2", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "11688.67→12183.15，+4.23%" },
  ),
  pa("t", F, "fE", "annual", "2020年ROE 20.00%，较2019年的24.35%下滑4.35个百分点。", [
    V("roe", "2020", "20.00", "%"),
    V("roe", "2019", "24.35", "%"),
    PP("roe", "2020", { v: "-4.35" }),
  ]),
  pa("t", F, "fV", "annual", "每股净资产从36.82元升至41.72元，增长约13%，而每股收益降至8.10元。", [
    V("bps", "2019", "36.82", "元"),
    V("bps", "2020", "41.72", "元"),
    G("bps", "2020", { v: "13", cmp: "approx" }),
    V("basic_eps", "2020", "8.10", "元"),
    G("basic_eps", "2020", { dir: "down" }),
  ]),
  pa(
    "f",
    F,
    "fR",
    "annual",
    "2020年扣非归母净利润1435.40亿元，同比下降约3%。",
    [
      V("deducted_net_profit", "2020", "1435.40"),
      G("deducted_net_profit", "2020", { v: "-3", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "1392.55→1435.40，+3.08%" },
  ),
  pa("t", F, "tF", "annual", "2020年经营现金流3120.75亿，同比增长约25%，每股经营现金流17.66元。", [
    V("operating_cash_flow", "2020", "3120.75"),
    G("operating_cash_flow", "2020", { v: "25", cmp: "approx" }),
    V("ocf_per_share", "2020", "17.66", "元"),
  ]),
  pa("t", F, "tC", "industry", "总资产9.53万亿、负债率89.63%，对保险集团而言这个杠杆属正常水平。", [
    V("total_assets", "2020", "9.53", "万亿"),
    V("debt_ratio", "2020", "89.63", "%"),
    H.IND("high_debt_is_normal"),
  ]),
  // ---- 中国石化 2025-04-30 / 2025-09-05 / 2025-10-31 / 2021-04-30 -----------------------------------------------------
  sp("t", P, "fV", "valuation", "以2024年每股收益0.415元计，4月30日收盘5.66元对应PE约13.6倍。", [
    CLOSE("5.66"),
    PE("2024", "13.6"),
  ]),
  sp(
    "f",
    P,
    "tS",
    "technical",
    "今年以来股价上涨约15%，防御属性凸显。",
    [RET("2024-12-31", { v: "15", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "6.68→5.66，-15.27%" },
  ),
  sp("t", P, "tT", "technical", "4月16日MACD金叉，但收盘5.66元仍在MA60(5.79)和MA250(6.29)之下。", [
    MACD("golden_cross", 15),
    MA(60, "below"),
    MA(60, "value", { v: "5.79" }),
    MA(250, "value", { v: "6.29" }),
    MA(250, "below"),
  ]),
  sp("t", S, "tT", "technical", "9月5日当天MACD死叉，收盘5.69元跌破了前10个交易日的所有收盘价。", [
    MACD("death_cross", 1),
    CLOSE("5.69"),
    BRK(10, "down"),
  ]),
  sp(
    "f",
    O,
    "tT",
    "technical",
    "10月31日DIF仍在零轴下方，10月13日的金叉只是弱反弹。",
    [MACD("golden_cross", 20), MACD("dif_below_zero", undefined, { err: "technical" })],
    { err: "technical", note: "DIF 0.005，已在零轴上方" },
  ),
  sp("u", O, "fE", "quarterly", "2025年前三季度归母净利润同比下降约32%，炼油毛利仍弱。", [U("中国石化季度数据未存储")]),
  sp("t", F, "bear", "annual", "2020年归母净利润332.71亿元，同比下降42.2%，扣非后亏损15.65亿元。", [
    V("net_profit", "2020", "332.71"),
    G("net_profit", "2020", { v: "-42.2" }),
    V("deducted_net_profit", "2020", "-15.65"),
  ]),
  sp(
    "f",
    F,
    "fE",
    "annual",
    "2020年营业收入21047亿元，同比下降约19%。",
    [
      V("operating_revenue", "2020", "21047", "亿", "approx"),
      G("operating_revenue", "2020", { v: "-19", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "29661.93→21047.24，-29.0%" },
  ),
  sp("t", F, "fV", "annual", "2020年基本每股收益0.28元，比2019年的0.48元少了0.2元。", [
    V("basic_eps", "2020", "0.28", "元"),
    V("basic_eps", "2019", "0.48", "元"),
    H.D("basic_eps", "2020", { u: "元", v: "-0.2" }),
  ]),
  sp("t", F, "tN", "announcement", "公司已于3月29日披露2020年年度报告。", [
    EV("annual_report", true, { from: "2021-03-29", to: "2021-03-29", title: "2020年年度报告" }),
  ]),
  sp("u", F, "tB", "annual", "2021年一季度归母净利润已恢复到约180亿元，远超疫情前水平。", [U("季度数据未存储")]),
];
