// Earlier dates: 2025-04-30 (FY2024 and 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025), 2021-04-30
// (FY2020; no bars stored that early), and what was not public yet on each.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, QOQ, PE, SPAN, BRK } = H;
const mt = H.maker("b39-late-mt", "600519");
const zs = H.maker("b39-late-zs", "600036");
const byd = H.maker("b39-late-byd", "002594");
const sh = H.maker("b39-late-sh", "600028");
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";
const O = "2021-04-30";

export default [
  // ---- 2025-04-30 ----------------------------------------------------------------------------------------------
  mt("t", P, "bull", "annual", "2024年归母净利润862.28亿元，同比增长约15.4%，营业总收入1741.44亿元同样增长逾15%。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15", cmp: "gt" }),
  ]),
  mt(
    "f",
    P,
    "fE",
    "quarterly",
    "2025年一季度归母净利268.47亿元，同比增长约15%，开年势头不错。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "15", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "披露同比+11.56%" },
  ),
  mt("t", P, "fV", "valuation", "1547元的收盘价对应2024年每股收益68.64元，静态PE约22.5倍，仍站在年线之上。", [
    CLOSE("1547"),
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "22.5"),
    MA(250, "above"),
  ]),
  mt("u", P, "fM", "undecidable", "2025年全年营收有望增长9%左右，完成年度目标问题不大。", [U("全年预测与经营目标")]),
  zs("t", P, "bear", "quarterly", "2025年一季度营收837.51亿元、同比降约3.1%，归母净利372.86亿元、同比降约2.1%。", [
    V("revenue", "2025Q1", "837.51"),
    G("revenue", "2025Q1", { v: "-3.1", cmp: "approx" }),
    V("net_profit", "2025Q1", "372.86"),
    G("net_profit", "2025Q1", { v: "-2.1", cmp: "approx" }),
  ]),
  zs(
    "f",
    P,
    "tT",
    "technical",
    "招行过去一年（250个交易日）上涨约35%，年线方向依旧向上。",
    [RET(250, { v: "35", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "250日+21.07%" },
  ),
  zs("t", P, "tT", "technical", "4月30日MACD刚刚死叉，收盘40.74元跌破5日、10日均线，但仍在年线37.26元之上。", [
    MACD("death_cross", 1),
    CLOSE("40.74"),
    MA(5, "below"),
    MA(10, "below"),
    MA(250, "value", { v: "37.26" }),
    MA(250, "above"),
  ]),
  sh("t", P, "fV", "valuation", "股价5.66元，以2024年每股收益0.41元计，PE约13.8倍，低于年线6.29元。", [
    CLOSE("5.66"),
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13.8"),
    MA(250, "value", { v: "6.29" }),
    MA(250, "below"),
  ]),
  byd("u", P, "tF", "quarterly", "比亚迪2025年一季度归母净利91.55亿元，同比增长约一倍。", [
    V("net_profit", "2025Q1", "91.55"),
    G("net_profit", "2025Q1", { size: "翻倍" }),
  ]),
  // ---- 2025-09-05 ----------------------------------------------------------------------------------------------
  mt("t", S, "tF", "quarterly", "上半年归母净利润454.03亿元，同比增约8.9%；其中二季度单季185.55亿元。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    V("net_profit", "2025S2", "185.55"),
  ]),
  mt(
    "f",
    S,
    "tT",
    "technical",
    "MACD在9月初刚形成死叉，短线上攻动能减弱。",
    [MACD("death_cross", 10, { err: "technical" })],
    { err: "technical", note: "8月18日金叉后DIF仍在DEA上方" },
  ),
  mt("t", S, "tS", "technical", "近20日放量明显，成交均量为前20日的1.5倍，股价20日内上涨约4.4%。", [
    H.VOLR({ v: "1.5", cmp: "approx" }),
    RET(20, { v: "4.4", cmp: "approx" }),
  ]),
  zs("t", S, "fE", "quarterly", "上半年营收1699.69亿元、同比降1.7%，净利749.30亿元、同比微增0.25%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", cmp: "approx" }),
  ]),
  zs(
    "f",
    S,
    "fQ",
    "quarterly",
    "上半年归母净利润749.30亿元，较2024年上半年多出约20亿元。",
    [V("net_profit", "2025H1", "749.30"), D("net_profit", "2025H1", { v: "20", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "仅多1.87亿" },
  ),
  byd("t", S, "bull", "quarterly", "上半年营收3712.81亿元，同比增约23%；归母净利155.11亿元，同比增约14%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "14", cmp: "approx" }),
  ]),
  byd(
    "f",
    S,
    "bear",
    "quarterly",
    "二季度单季净利63.56亿元，环比一季度下降约15%，盈利拐点初现。",
    [
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-15", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "91.55→63.56，-30.6%" },
  ),
  byd("u", S, "tT", "technical", "股价跌破60日均线，中期趋势转弱。", [MA(60, "below")]),
  // ---- 2025-10-31 ----------------------------------------------------------------------------------------------
  mt("t", N, "fM", "quarterly", "前三季度净利646.27亿元，同比增约6.2%；三季度单季192.24亿元，环比二季度略增3.6%。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "3.6", cmp: "approx" }),
  ]),
  mt(
    "f",
    N,
    "tT",
    "technical",
    "收盘1430.01元，已重新站上20日均线，短期企稳。",
    [CLOSE("1430.01"), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "MA20 1447.48，收盘在其下方" },
  ),
  zs(
    "t",
    N,
    "tNe",
    "quarterly",
    "前三季度营收2514.20亿元同比降约0.5%，净利1137.72亿元同比增约0.5%，三季度单季净利同比增1%。",
    [
      V("revenue", "2025M9", "2514.20"),
      G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }),
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
      G("net_profit", "2025S3", { v: "1", cmp: "approx" }),
    ],
  ),
  byd("t", N, "tBe", "quarterly", "三季度单季归母净利78.23亿元，同比下降约33%，前三季度累计也由增转降约7.5%。", [
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
    G("net_profit", "2025H1", { dir: "up" }),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  byd(
    "f",
    N,
    "tF",
    "quarterly",
    "前三季度营收5662.66亿元，同比增速超过20%，销量扩张仍在加速。",
    [V("revenue", "2025M9", "5662.66"), G("revenue", "2025M9", { v: "20", cmp: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+12.7%" },
  ),
  byd(
    "t",
    N,
    "tT",
    "technical",
    "收盘100.79元，跌破前20个交易日的最低收盘价，5/10/20/60日均线全部压制在上方，RSI约33。",
    [
      CLOSE("100.79"),
      BRK(20, "down"),
      MA(5, "below"),
      MA(10, "below"),
      MA(20, "below"),
      MA(60, "below"),
      RSI("33", "approx"),
    ],
  ),
  byd("u", N, "fM", "undecidable", "四季度销量有望环比回升，全年利润仍可与2024年持平。", [U("销量与全年利润预测")]),
  // ---- 2021-04-30 ----------------------------------------------------------------------------------------------
  mt("t", O, "fE", "annual", "2020年归母净利润466.97亿元，同比增长约13.3%；营业收入949.15亿元，增约11.1%。", [
    V("net_profit", "2020", "466.97"),
    G("net_profit", "2020", { v: "13.3", cmp: "approx" }),
    V("operating_revenue", "2020", "949.15"),
    G("operating_revenue", "2020", { v: "11.1", cmp: "approx" }),
  ]),
  mt("u", O, "tT", "technical", "股价站在20日均线上方，短线趋势向好。", [MA(20, "above")]),
  sh(
    "f",
    O,
    "bear",
    "annual",
    "2020年归母净利润332.71亿元，同比下降约28%，疫情冲击下炼化承压。",
    [V("net_profit", "2020", "332.71"), G("net_profit", "2020", { v: "-28", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "575.91→332.71，-42.2%" },
  ),
  sh("t", O, "fR", "annual", "2020年扣非净利润为-15.65亿元，主业实际亏损，归母利润靠非经常性收益支撑。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("net_profit", "2020", "0", "亿", "gt"),
  ]),
  sh("u", O, "fE", "undecidable", "2021年一季度净利润已恢复到疫情前水平。", [
    V("net_profit", "2021Q1", "0", "亿", "gt"),
  ]),
];
