// Points dated before 2026-04-30: 2025-04-30 (FY2024 and 2025Q1 public), 2025-09-05 (H1 2025), 2025-10-31 (nine
// months 2025), and 2020-05-15 (五粮液 FY2019). Some name what was not stored or not public yet.
import * as H from "../spec-helpers.mjs";

const { V, G, MAX, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, EV, U, QOQ, BRK, VOLR, PE, MAX_CROSS } = H;
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";
const O = "2020-05-15";
const zs = H.maker("b46-lzs", "600036");
const nd = H.maker("b46-lnd", "300750");
const by = H.maker("b46-lby", "002594");
const wl = H.maker("b46-lwl", "000858");
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // 2025-04-30
  zs("t", P, "fE", "quarterly", "2025年一季度营收837.51亿元、归母净利润372.86亿元，同比分别下降3.09%和2.08%。", [
    V("revenue", "2025Q1", "837.51"),
    V("net_profit", "2025Q1", "372.86"),
    G("revenue", "2025Q1", { v: "-3.09" }),
    G("net_profit", "2025Q1", { v: "-2.08" }),
  ]),
  zs(
    "f",
    P,
    "bull",
    "quarterly",
    "一季度归母净利润372.86亿元，同比增长2.08%，开门红成色十足。",
    [V("net_profit", "2025Q1", "372.86"), G("net_profit", "2025Q1", { v: "2.08", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-2.08%" },
  ),
  zs("t", P, "tT", "technical", "4月30日MACD死叉，收盘40.74元同时落在5日、10日、20日和60日均线之下。", [
    MACD("death_cross", 1),
    CLOSE("40.74"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  zs("u", P, "tB", "undecidable", "招行2025年全年归母净利润将增长5%以上，估值修复空间充足。", [U("预测当作事实")]),
  nd("t", P, "tF", "annual", "2024年营收3620.13亿元同比下降9.70%，归母净利润507.45亿元却增长15.01%。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.70" }),
    V("net_profit", "2024", "507.45"),
    G("net_profit", "2024", { v: "15.01" }),
  ]),
  nd(
    "u",
    P,
    "fE",
    "undecidable",
    "一季度归母净利润139.63亿元，同比增长约33%，增速较去年全年明显提速。",
    [V("net_profit", "2025Q1", "139.63"), G("net_profit", "2025Q1", { v: "33", cmp: "approx" })],
    { note: "2024年一季度未存储" },
  ),
  nd(
    "f",
    P,
    "tT",
    "technical",
    "收盘231.5元已站上60日均线，前期下跌趋势扭转。",
    [CLOSE("231.5"), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "MA60 250.58" },
  ),
  by("t", P, "bull", "annual", "2024年营收7771.02亿元增29.02%，归母净利润402.54亿元增34.00%，规模利润齐升。", [
    V("revenue", "2024", "7771.02"),
    G("revenue", "2024", { v: "29.02" }),
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2024", { v: "34.00" }),
  ]),
  by(
    "f",
    P,
    "bear",
    "announcement",
    "4月刚公告了回购方案，说明管理层也在为股价托底，基本面未必乐观。",
    [EV("repurchase", true, { from: "2025-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  by("t", P, "tN", "announcement", "4月23日公告2024年度利润分配及资本公积金转增股本方案。", [
    EV("dividend", true, { from: "2025-04-23", to: "2025-04-23", title: "转增" }),
  ]),
  wl("u", P, "fE", "undecidable", "2024年归母净利润同比增长约5%，增速已回落到个位数。", [
    U("五粮液2024年报不在数据内"),
  ]),
  wl("t", P, "tT", "technical", "收盘128.7元，距52周高点178.76元回撤约28%，MA5到MA60全部在股价上方。", [
    CLOSE("128.7"),
    HI52({ cond: "level", v: "178.76" }),
    HI52({ v: "-28", cmp: "approx" }),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  // 2025-09-05
  zs("t", S, "fSy", "quarterly", "上半年营收1699.69亿元同比-1.72%，归母净利润749.30亿元同比+0.25%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.72" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25" }),
  ]),
  zs(
    "f",
    S,
    "fQ",
    "quarterly",
    "二季度单季归母净利润749.30亿元，环比一季度翻倍，明显超预期。",
    [
      V("net_profit", "2025S2", "749.30", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S2", "2025Q1", { size: "翻倍", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "749.30亿元是上半年累计；二季度单季376.44亿元" },
  ),
  zs("t", S, "fT", "quarterly", "二季度单季归母净利润376.44亿元，同比增长2.67%，比一季度的-2.08%有所好转。", [
    V("net_profit", "2025S2", "376.44"),
    G("net_profit", "2025S2", { v: "2.67" }),
    G("net_profit", "2025Q1", { v: "-2.08" }),
  ]),
  nd("t", S, "tT", "technical", "收盘325.11元创52周新高，RSI约73已进入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
  ]),
  nd("t", S, "fE", "quarterly", "上半年归母净利润304.85亿元，同比增长33.33%。", [
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.33" }),
  ]),
  nd(
    "f",
    S,
    "bull",
    "quarterly",
    "上半年营收1788.86亿元，同比大增，需求全面回暖。",
    [V("revenue", "2025H1", "1788.86"), G("revenue", "2025H1", { size: "大增", err: "overstatement" })],
    { err: "overstatement", note: "同比+7.27%" },
  ),
  nd("t", S, "tTr", "technical", "20个交易日涨了23.39%，20日均量比前20日放大约六成，放量突破。", [
    RET(20, { v: "23.39" }),
    VOLR({ v: "1.6", cmp: "approx" }),
    BRK(20, "up"),
  ]),
  by("t", S, "tF", "quarterly", "二季度单季归母净利润63.56亿元，环比一季度的91.55亿元减少约31%。", [
    V("net_profit", "2025S2", "63.56"),
    V("net_profit", "2025Q1", "91.55"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "-31", cmp: "approx" }),
  ]),
  by(
    "u",
    S,
    "bear",
    "undecidable",
    "二季度单季归母净利润同比下滑约30%，价格战开始反噬利润。",
    [G("net_profit", "2025S2", { v: "-30", cmp: "approx" })],
    { note: "2024年一季度未存储，二季度单季同比无法算" },
  ),
  wl("t", S, "tS", "technical", "20日均量放大约六成，收盘126.81元重新站上MA20，也在MA60之上。", [
    VOLR({ v: "1.6", cmp: "approx" }),
    CLOSE("126.81"),
    MAX_CROSS(20, "up", 1),
    MA(20, "above"),
    MA(60, "above"),
  ]),
  // 2025-10-31
  zs("t", N, "tF", "quarterly", "三季度单季营收814.51亿元同比+2.11%，归母净利润388.42亿元同比+1.04%。", [
    V("revenue", "2025S3", "814.51"),
    G("revenue", "2025S3", { v: "2.11" }),
    V("net_profit", "2025S3", "388.42"),
    G("net_profit", "2025S3", { v: "1.04" }),
  ]),
  nd("t", N, "fE", "quarterly", "三季度单季营收1041.86亿元同比增12.90%，归母净利润185.49亿元增41.21%。", [
    V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { v: "12.90" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41.21" }),
  ]),
  nd(
    "f",
    N,
    "fSy",
    "quarterly",
    "前三季度营收2830.72亿元，同比增长12.90%，收入端明显回暖。",
    [V("revenue", "2025M9", "2830.72"), G("revenue", "2025M9", { v: "12.90", err: "wrong_period" })],
    { err: "wrong_period", note: "12.90%是三季度单季；前三季度+9.28%" },
  ),
  by("t", N, "fR", "quarterly", "三季度单季营收1949.85亿元同比降3.05%，归母净利润78.23亿元降32.60%。", [
    V("revenue", "2025S3", "1949.85"),
    G("revenue", "2025S3", { v: "-3.05" }),
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-32.60" }),
  ]),
  by("t", N, "tT", "technical", "收盘100.79元，跌破此前20日所有收盘价，RSI约33逼近超卖。", [
    CLOSE("100.79"),
    BRK(20, "down"),
    RSI("33", "approx"),
  ]),
  by(
    "f",
    N,
    "tB",
    "quarterly",
    "前三季度归母净利润233.33亿元，同比增长7.55%，全年目标有望完成。",
    [V("net_profit", "2025M9", "233.33"), G("net_profit", "2025M9", { v: "7.55", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-7.55%" },
  ),
  wl("t", N, "fM", "technical", "近250个交易日跌了18.19%，52周位置不到一成。", [
    RET(250, { v: "-18.19" }),
    H.POS52({ v: "10", cmp: "lt" }),
  ]),
  // 2020-05-15, 五粮液 FY2019 public
  wl("t", O, "fV", "valuation", "按2019年每股收益4.48元算，145.22元的股价对应PE约32倍。", [
    V("basic_eps", "2019", "4.48", "元"),
    CLOSE("145.22"),
    PE("2019", "32"),
  ]),
  wl("t", O, "bull", "annual", "2019年营收501.18亿增25.20%，归母净利174.02亿增30.02%，双双创2015年以来新高。", [
    V("operating_revenue", "2019", "501.18"),
    V("net_profit", "2019", "174.02"),
    G("operating_revenue", "2019", { v: "25.20" }),
    G("net_profit", "2019", { v: "30.02" }),
    MAX("operating_revenue", "2019", Y),
    MAX("net_profit", "2019", Y),
  ]),
  wl(
    "f",
    O,
    "bear",
    "annual",
    "2019年归母净利润比2017年只多了约30%，两年增速并不惊艳。",
    [G("net_profit", "2019", { base: "2017", v: "30", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2017年+79.9%；30%是较2018年" },
  ),
  wl("t", O, "tT", "technical", "5/10/20/60日均线多头排列，RSI在70附近，短线偏热。", [
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("70", "approx"),
  ]),
  wl("u", O, "fE", "undecidable", "2020年一季度营收同比增长约15%，疫情冲击小于预期。", [U("五粮液季报不在数据内")]),
  wl("t", O, "tTr", "technical", "过去250个交易日涨了约51%，一年前的96元附近已是52周低点。", [
    RET(250, { v: "51", cmp: "approx" }),
    H.LO52({ cond: "level", v: "96" }),
  ]),
  wl("t", O, "fR", "annual", "2019年经营现金流231.12亿元，同比增长约88%，回款大幅改善。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
  ]),
];
