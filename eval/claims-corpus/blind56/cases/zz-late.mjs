// Points dated before 2026-04-30: 2025-04-30 (FY2024, 茅台 / 宁德 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine
// months 2025) and 2020-05-15 (FY2019). 中国平安's 2025 half-year and nine-month reports are not stored.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MIN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, QOQ, POS52, SNAP, PE } = H;
const { IND, PAIR, GDIFF, BRK, VOLR } = H;
const mt = H.maker("b56-lt-mt", "600519");
const pa = H.maker("b56-lt-pa", "601318");
const nd = H.maker("b56-lt-nd", "300750");
const P = "2025-04-30";
const HY = "2025-09-05";
const M9 = "2025-10-31";
const F = "2020-05-15";
const Y6 = ["2019", "2020", "2021", "2022", "2023", "2024"];

export default [
  // 2025-04-30
  mt(
    "t",
    P,
    "fE",
    "annual",
    "2024年归母净利862.28亿元、同比增15.4%，营业总收入1741.44亿元、增15.7%，两者增速基本同步。",
    [
      V("net_profit", "2024", "862.28"),
      G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
      V("revenue", "2024", "1741.44"),
      G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    ],
  ),
  mt("t", P, "fR", "quarterly", "2025年一季度归母净利268.47亿元，同比增约11.6%，净利率高达54.89%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    V("net_margin", "2025Q1", "54.89", "%"),
  ]),
  mt("t", P, "tF", "quarterly", "一季度末资产负债率降到14.14%，低于2019年以来任何一个年末。", [
    V("debt_ratio", "2025Q1", "14.14", "%"),
    MIN("debt_ratio", "2025Q1", [...Y6, "2025Q1"]),
  ]),
  mt(
    "f",
    P,
    "tBe",
    "annual",
    "2024年末资产负债率19.04%，是2019年以来的最低点。",
    [V("debt_ratio", "2024", "19.04", "%"), MIN("debt_ratio", "2024", Y6, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2023年17.98%更低" },
  ),
  mt("t", P, "tT", "technical", "收盘1547元；3月26日死叉以来DIF（-0.15）一直在DEA下方，RSI 48.3，多空胶着。", [
    CLOSE("1547"),
    MACD("death_cross", 30),
    MACD("dif_value", undefined, { v: "-0.15" }),
    MACD("dif_below_dea"),
    RSI("48.3", "approx"),
  ]),
  mt("u", P, "fV", "undecidable", "当前总市值约1.79万亿元，市净率约8倍，处于近年低位。", [
    SNAP("marketCap", "1.79", "万亿"),
    SNAP("pb", "8", "x"),
  ]),
  mt("t", P, "fV", "valuation", "按2024年每股收益68.64元计，1547元的股价对应静态PE约22.5倍。", [
    V("basic_eps", "2024", "68.64", "元"),
    CLOSE("1547"),
    PE("2024", "22.5"),
  ]),
  pa("t", P, "bull", "annual", "2024年归母净利1266.07亿元，同比大增47.8%，营业总收入也回升到10289.25亿元。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
    V("revenue", "2024", "10289.25"),
    G("revenue", "2024", { dir: "up" }),
  ]),
  pa(
    "f",
    P,
    "tM",
    "technical",
    "收盘50.71元，已跌破48.39元的年线，长期趋势转弱。",
    [CLOSE("50.71"), MA(250, "value", { v: "48.39" }), MA(250, "below", { err: "technical" })],
    { err: "technical", note: "收盘在MA250之上" },
  ),
  nd(
    "t",
    P,
    "fE",
    "quarterly",
    "2025年一季度营收847.05亿元、归母净利139.63亿元，净利率17.55%，比2024全年高出逾2.6个百分点。",
    [
      V("revenue", "2025Q1", "847.05"),
      V("net_profit", "2025Q1", "139.63"),
      V("net_margin", "2025Q1", "17.55", "%"),
      PAIR("net_margin", "2025Q1", undefined, { period2: "2024", mode: "pp", v: "2.6", cmp: "gt" }),
    ],
  ),
  nd("u", P, "fQ", "quarterly", "一季度营收847.05亿元，同比增长约6%，收入端开始企稳。", [
    V("revenue", "2025Q1", "847.05"),
    G("revenue", "2025Q1", { v: "6", cmp: "approx" }),
  ]),
  nd("t", P, "tT", "technical", "4月21日MACD金叉，收盘231.5元站上年线225.94元，但MA60（250.58元）仍压在上方。", [
    MACD("golden_cross", 10),
    CLOSE("231.5"),
    MA(250, "above"),
    MA(250, "value", { v: "225.94" }),
    MA(60, "below"),
    MA(60, "value", { v: "250.58" }),
  ]),
  nd(
    "f",
    P,
    "tF",
    "annual",
    "2024年归母净利507.45亿元，较2022年仅增长15%，高增长时代已经过去。",
    [
      V("net_profit", "2024", "507.45"),
      G("net_profit", "2024", { base: "2022", v: "15", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "15%是较2023年；较2022年+65%" },
  ),
  // 2025-09-05
  mt(
    "t",
    HY,
    "fE",
    "quarterly",
    "上半年归母净利454.03亿元，同比增8.9%；二季度单季185.55亿元，较一季度的268.47亿元明显回落。",
    [
      V("net_profit", "2025H1", "454.03"),
      G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
      V("net_profit", "2025S2", "185.55"),
      QOQ("net_profit", "2025S2", "2025Q1", { dir: "down" }),
    ],
  ),
  mt(
    "f",
    HY,
    "fM",
    "quarterly",
    "二季度单季归母净利润454.03亿元，盈利依旧稳健。",
    [V("net_profit", "2025S2", "454.03", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "454.03亿是上半年累计；二季度单季185.55亿" },
  ),
  mt("t", HY, "tT", "technical", "MA5>MA10>MA20>MA60呈多头排列，近20日涨4.4%，20日均量比前20日放大约五成。", [
    MAORDER([5, 10, 20, 60], "bull"),
    RET(20, { v: "4.4", cmp: "approx" }),
    VOLR({ v: "1.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    HY,
    "tS",
    "technical",
    "RSI14已升到75附近，进入超买区，短线有回调压力。",
    [RSI("75", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14=58.06" },
  ),
  nd("t", HY, "bull", "quarterly", "上半年营收1788.86亿元增7.3%，归母净利304.85亿元增33.3%，利润增速远快于收入。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.3", cmp: "approx" }),
    GDIFF({ metric: "net_profit", period: "2025H1" }, { metric: "revenue", period: "2025H1" }, { v: "20", cmp: "gt" }),
  ]),
  nd("t", HY, "tT", "technical", "收盘325.11元创52周新高，突破前60日所有收盘价，RSI14 73.1已进入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    BRK(60, "up"),
    RSI("73.1", "approx"),
    RSI("70", "gt"),
  ]),
  nd("u", HY, "fQ", "quarterly", "二季度单季归母净利165.23亿元，同比增长约34%。", [
    V("net_profit", "2025S2", "165.23"),
    G("net_profit", "2025S2", { v: "34", cmp: "approx" }),
  ]),
  nd(
    "f",
    HY,
    "tA",
    "quarterly",
    "上半年营收大幅增长，达到1788.86亿元，扩张势头迅猛。",
    [V("revenue", "2025H1", "1788.86"), G("revenue", "2025H1", { size: "大幅增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+7.27%" },
  ),
  pa("u", HY, "fE", "undecidable", "上半年归母净利同比下降约4%，但营运利润仍保持增长。", [
    G("net_profit", "2025H1", { v: "-4", cmp: "approx" }),
    U("营运利润不在存储数据中"),
  ]),
  pa("t", HY, "tT", "technical", "收盘57.9元，位于52周区间七成以上的位置，距62.8元的高点约7.8%。", [
    CLOSE("57.9"),
    POS52({ v: "70", cmp: "gt" }),
    HI52({ cond: "level", v: "62.8" }),
    HI52({ v: "-7.8", cmp: "approx" }),
  ]),
  // 2025-10-31
  mt(
    "t",
    M9,
    "fE",
    "quarterly",
    "三季度单季归母净利192.24亿元，比二季度的185.55亿元略有增长，前三季度累计646.27亿元。",
    [
      V("net_profit", "2025S3", "192.24"),
      QOQ("net_profit", "2025S3", "2025S2", { size: "略有增长" }),
      V("net_profit", "2025M9", "646.27"),
    ],
  ),
  mt(
    "f",
    M9,
    "tT",
    "technical",
    "收盘1430.01元创52周收盘新低，距1400元的低点只差2%左右。",
    [CLOSE("1430.01"), LO52({ cond: "new_low", err: "technical" }), LO52({ v: "2.1", cmp: "approx" })],
    { err: "technical" },
  ),
  nd("t", M9, "fE", "quarterly", "前三季度营收2830.72亿元增9.3%，归母净利490.34亿元增36.2%。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3", cmp: "approx" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2", cmp: "approx" }),
  ]),
  nd(
    "f",
    M9,
    "tS",
    "technical",
    "20日均量较前20日明显放大，增量资金仍在持续进场。",
    [VOL("expand", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.753" },
  ),
  nd("t", M9, "tP", "technical", "近60个交易日上涨约47%，但20日均量只有前20日的七成多，量价出现背离。", [
    RET(60, { v: "47", cmp: "approx" }),
    VOLR({ v: "0.75", cmp: "approx" }),
  ]),
  // 2020-05-15
  pa("t", F, "fE", "annual", "2019年归母净利1494.07亿元，同比增长39.1%，基本每股收益8.41元。", [
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2019", { v: "39.1", cmp: "approx" }),
    V("basic_eps", "2019", "8.41", "元"),
  ]),
  pa(
    "f",
    F,
    "fR",
    "annual",
    "2019年扣非归母净利1392.55亿元，只占归母净利的85%左右，非经常性损益占比偏高。",
    [
      V("deducted_net_profit", "2019", "1392.55"),
      R("deducted_net_profit", "net_profit", "2019", "85", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1392.55/1494.07=93.2%" },
  ),
  pa("t", F, "tNe", "industry", "2019年末负债率89.63%，比2018年的90.43%低约0.8个百分点，保险集团的杠杆一向如此。", [
    V("debt_ratio", "2019", "89.63", "%"),
    PP("debt_ratio", "2019", { v: "-0.8", cmp: "approx" }),
    IND("high_debt_is_normal"),
  ]),
  nd("t", F, "fE", "annual", "2019年营收457.88亿元、同比增约54.6%，归母净利45.60亿元、增约34.6%。", [
    V("operating_revenue", "2019", "457.88"),
    G("operating_revenue", "2019", { v: "54.6", cmp: "approx" }),
    V("net_profit", "2019", "45.60"),
    G("net_profit", "2019", { v: "34.6", cmp: "approx" }),
  ]),
  nd("t", F, "fV", "valuation", "按2019年每股收益2.09元计，145.48元的股价对应静态市盈率近70倍。", [
    V("basic_eps", "2019", "2.09", "元"),
    CLOSE("145.48"),
    PE("2019", "70", "near"),
  ]),
  nd("u", F, "tT", "undecidable", "股价距52周高点169.89元回撤约14%，中期调整尚未结束。", [
    HI52({ v: "-14", cmp: "approx" }),
  ]),
  mt("u", F, "fE", "undecidable", "2019年归母净利412.06亿元，同比增长约17%，增速稳定。", [
    V("net_profit", "2019", "412.06"),
    G("net_profit", "2019", { v: "17", cmp: "approx" }),
  ]),
  mt("t", F, "tF", "annual", "2019年毛利率91.30%、加权ROE 33.09%，资产负债率仅22.49%。", [
    V("gross_margin", "2019", "91.30", "%"),
    V("roe", "2019", "33.09", "%"),
    V("debt_ratio", "2019", "22.49", "%"),
  ]),
  mt(
    "f",
    F,
    "fR",
    "annual",
    "2019年经营现金流452.11亿元，约为归母净利412.06亿元的1.5倍，现金含量极高。",
    [
      V("operating_cash_flow", "2019", "452.11"),
      R("operating_cash_flow", "net_profit", "2019", "1.5", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "452.11/412.06=1.10倍" },
  ),
];
