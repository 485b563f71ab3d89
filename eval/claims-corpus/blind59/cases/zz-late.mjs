// Earlier dates: 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025), and older
// dates where figures exist: 贵州茅台 2024-04-30 (FY2023), 比亚迪 2020-03-19 (FY2018 public, FY2019 not yet).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, RET, CLOSE, PE, BRK, POS52, SPAN, MRET } = H;
const mt = H.maker("b59-late-mt", "600519");
const zs = H.maker("b59-late-zs", "600036");
const yd = H.maker("b59-late-yd", "002594");
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";

export default [
  // ---- 2025-04-30 ---------------------------------------------------------------------------------------------
  mt(
    "t",
    P,
    "bull",
    "annual",
    "2024年营业总收入1741.44亿元，同比+15.66%，归母净利862.28亿元，同比+15.38%，均为2019年以来最高。",
    [
      V("revenue", "2024", "1741.44"),
      G("revenue", "2024", { v: "15.66" }),
      V("net_profit", "2024", "862.28"),
      G("net_profit", "2024", { v: "15.38" }),
      H.MAX("revenue", "2024", ["2019", "2020", "2021", "2022", "2023", "2024"]),
      H.MAX("net_profit", "2024", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    ],
  ),
  mt("t", P, "fE", "quarterly", "25Q1归母净利268.47亿元，同比增长约11.6%，营业收入同比+10.5%，开门红延续。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "tT",
    "technical",
    "收盘1547元，已跌破120日和250日均线，长期趋势转空。",
    [CLOSE("1547"), MA(120, "below", { err: "technical" }), MA(250, "below", { err: "technical" })],
    { err: "technical", note: "MA120 1521.68、MA250 1522.10均在收盘价下方" },
  ),
  mt("t", P, "tT", "technical", "收盘1547元仍在60/120/250日线上方，但距52周高点1910元尚有约19%的距离。", [
    CLOSE("1547"),
    MA(60, "above"),
    MA(120, "above"),
    MA(250, "above"),
    HI52({ cond: "level", v: "1910" }),
    HI52({ v: "-19", cmp: "approx" }),
  ]),
  mt("u", P, "fM", "undecidable", "2025年全年归母净利润预计突破900亿元，全年增速不低于9%。", [
    U("对尚未披露年度的预测"),
  ]),
  zs("t", P, "tF", "quarterly", "25Q1营收837.51亿元同比-3.09%，归母净利372.86亿元同比-2.08%，营收降幅大于利润。", [
    V("revenue", "2025Q1", "837.51"),
    G("revenue", "2025Q1", { v: "-3.09" }),
    V("net_profit", "2025Q1", "372.86"),
    G("net_profit", "2025Q1", { v: "-2.08" }),
  ]),
  zs(
    "f",
    P,
    "tTr",
    "technical",
    "4月30日MACD金叉，短线有望重回42元上方。",
    [MACD("golden_cross", 1, { err: "technical" })],
    { err: "technical", note: "4月30日是死叉" },
  ),
  zs(
    "t",
    P,
    "fV",
    "valuation",
    "收盘40.74元对应2024年每股收益5.66元约7.2倍PE，对一季度末每股净资产42.26元约0.96倍PB。",
    [
      CLOSE("40.74"),
      V("basic_eps", "2024", "5.66", "元"),
      PE("2024", "7.2"),
      V("bps", "2025Q1", "42.26", "元"),
      PE("2025Q1", "0.96", "approx", { per: "bps" }),
    ],
  ),
  zs("t", P, "tNe", "technical", "近250个交易日上涨约21%，但近20日回落5%，且收盘已跌破5/10/20/60日线。", [
    RET(250, { v: "21", cmp: "approx" }),
    RET(20, { v: "-5", cmp: "approx" }),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  yd("t", P, "fE", "annual", "2024年营收7771.02亿元，同比+29%；归母净利402.54亿元，同比+34%，站上400亿。", [
    V("revenue", "2024", "7771.02"),
    G("revenue", "2024", { v: "29", cmp: "approx" }),
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2024", { v: "34", cmp: "approx" }),
    V("net_profit", "2024", "400", "亿", "gt"),
  ]),
  yd("u", P, "tT", "technical", "股价站稳400元上方，MACD在零轴上方二次金叉。", [U("2025-04-30前后比亚迪日线未存储")]),
  // ---- 2025-09-05 ---------------------------------------------------------------------------------------------
  mt("t", S, "tF", "quarterly", "上半年归母净利454.03亿元，同比+8.89%，其中二季度单季约185.6亿元。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.89" }),
    V("net_profit", "2025S2", "185.6", "亿", "approx"),
  ]),
  mt(
    "f",
    S,
    "tM",
    "quarterly",
    "上半年归母净利润同比增长11.6%，增速较一季度进一步加快。",
    [G("net_profit", "2025H1", { v: "11.6", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "11.56%是一季度增速；上半年+8.89%，是放缓" },
  ),
  mt("t", S, "tT", "technical", "8月18日MACD金叉后DIF持续在DEA上方，近20日均量较前20日放大约五成，RSI约58。", [
    MACD("golden_cross", 15),
    MACD("dif_above_dea"),
    VOL("expand_strong"),
    H.VOLR({ v: "1.5", cmp: "approx" }),
    RSI("58", "approx"),
  ]),
  zs("t", S, "fE", "quarterly", "上半年营收1699.69亿元，同比-1.72%，归母净利749.30亿元，同比+0.25%，利润勉强转正。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.72" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25" }),
    G("net_profit", "2025Q1", { dir: "down" }),
  ]),
  zs(
    "f",
    S,
    "tBe",
    "technical",
    "近250个交易日股价下跌约27%，长期持有者普遍亏损。",
    [RET(250, { v: "-27", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近250日+26.62%" },
  ),
  yd(
    "t",
    S,
    "fE",
    "quarterly",
    "上半年营收3712.81亿元同比+23.3%，归母净利155.11亿元同比+13.8%，利润增速明显慢于收入。",
    [
      V("revenue", "2025H1", "3712.81"),
      G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
      V("net_profit", "2025H1", "155.11"),
      G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
    ],
  ),
  yd(
    "u",
    S,
    "tBe",
    "quarterly",
    "二季度单季归母净利63.56亿元，同比下降约三成，拐点已现。",
    [V("net_profit", "2025S2", "63.56"), G("net_profit", "2025S2", { v: "-30", cmp: "approx" })],
    { note: "2024Q1未存储，2024年二季度单季无从算出" },
  ),
  yd(
    "f",
    S,
    "tF",
    "quarterly",
    "上半年毛利率18.01%，比去年同期20.01%提高了2个百分点。",
    [V("gross_margin", "2025H1", "18.01", "%"), PP("gross_margin", "2025H1", { v: "2", err: "wrong_direction" })],
    { err: "wrong_direction", note: "下降2.00pp" },
  ),
  yd("t", S, "tT", "technical", "8月收涨约8.4%，9月初回落，收盘107.26元已跌破10日和20日均线。", [
    MRET("2025-08", { v: "8.4", cmp: "approx" }),
    SPAN("2025-08-29", { dir: "down" }),
    CLOSE("107.26"),
    MA(10, "below"),
    MA(20, "below"),
  ]),
  // ---- 2025-10-31 ---------------------------------------------------------------------------------------------
  mt("t", N, "fE", "quarterly", "前三季度归母净利646.27亿元，同比+6.25%，三季度单季约192亿元，增速一路放缓。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.25" }),
    G("net_profit", "2025H1", { v: "6.25", cmp: "gt" }),
    G("net_profit", "2025Q1", { v: "8.89", cmp: "gt" }),
    V("net_profit", "2025S3", "192", "亿", "approx"),
  ]),
  mt("t", N, "tC", "technical", "收盘1430.01元，距52周低点1400元仅约2%，位于区间底部一成多，10月28日刚死叉。", [
    CLOSE("1430.01"),
    LO52({ cond: "level", v: "1400" }),
    LO52({ v: "2", cmp: "approx" }),
    POS52({ v: "11", cmp: "approx" }),
    MACD("death_cross", 5),
  ]),
  zs(
    "f",
    N,
    "fR",
    "quarterly",
    "前三季度归母净利润1137.72亿元，同比下降约0.5%。",
    [
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "-0.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "利润+0.52%；-0.51%是营收" },
  ),
  zs(
    "t",
    N,
    "fR",
    "quarterly",
    "前三季度营收2514.20亿元同比-0.51%，利润却+0.52%，三季度单季净利388.42亿元同比增约1%。",
    [
      V("revenue", "2025M9", "2514.20"),
      G("revenue", "2025M9", { v: "-0.51" }),
      G("net_profit", "2025M9", { v: "0.52" }),
      V("net_profit", "2025S3", "388.42"),
      G("net_profit", "2025S3", { v: "1", cmp: "approx" }),
    ],
  ),
  yd("t", N, "tT", "technical", "收盘100.79元跌破20日收盘低点，5/10/20/60日均线空头排列，RSI约33接近超卖。", [
    CLOSE("100.79"),
    BRK(20, "down"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("33", "approx"),
  ]),
  yd(
    "f",
    N,
    "fQ",
    "quarterly",
    "前三季度归母净利233.33亿元，同比增长约7.6%，但增速已较上半年的13.8%放缓。",
    [
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025M9", { v: "7.6", cmp: "approx", err: "wrong_direction" }),
      G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
    ],
    { err: "wrong_direction", note: "同比-7.55%" },
  ),
  // ---- older dates --------------------------------------------------------------------------------------------
  mt("t", "2024-04-30", "fE", "annual", "2023年营业总收入1505.60亿元，同比+18.0%；归母净利747.34亿元，同比+19.2%。", [
    V("revenue", "2023", "1505.60"),
    G("revenue", "2023", { v: "18.0", cmp: "approx" }),
    V("net_profit", "2023", "747.34"),
    G("net_profit", "2023", { v: "19.2", cmp: "approx" }),
  ]),
  mt(
    "f",
    "2024-04-30",
    "fV",
    "valuation",
    "收盘1705元，按2023年每股收益59.49元计静态PE约35倍。",
    [CLOSE("1705"), V("basic_eps", "2023", "59.49", "元"), PE("2023", "35", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "1705/59.49≈28.7倍" },
  ),
  yd("t", "2020-03-19", "bear", "annual", "2018年归母净利27.80亿元，同比-31.6%，扣非仅5.86亿元，主业几乎不赚钱。", [
    V("net_profit", "2018", "27.80"),
    G("net_profit", "2018", { v: "-31.6", cmp: "approx" }),
    V("deducted_net_profit", "2018", "5.86"),
  ]),
  yd(
    "f",
    "2020-03-19",
    "tBe",
    "annual",
    "2018年营业收入1300.55亿元，同比下降约23%，规模明显萎缩。",
    [
      V("operating_revenue", "2018", "1300.55"),
      G("operating_revenue", "2018", { v: "-23", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "+22.79%" },
  ),
  yd("u", "2020-03-19", "fM", "annual", "2019年归母净利润预计约16亿元，同比再降四成以上。", [
    U("2019年报于2020-04-30披露，此时尚未公开"),
  ]),
  yd("t", "2020-03-19", "tT", "technical", "收盘51.36元，近20个交易日暴跌约25%，3月4日MACD死叉，RSI14约32。", [
    CLOSE("51.36"),
    RET(20, { v: "-25", cmp: "approx" }),
    MACD("death_cross", 15),
    RSI("32", "approx"),
  ]),
];
