// Points dated before 2026-04-30: 2020-05-15 (FY2019 public; 五粮液's last stored year), 2025-04-30 (FY2024 and
// 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025), and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, PE, IND, U } = H;
const { CAGR, X, QOQ, GSTREAK, BRK, VOLR, POS52, AVG, SUM, DAYS, MAX_CROSS, READ, GDIFF, RANK, PAIR, LIN } = H;
const wly = H.maker("b57-late-wly", "000858");
const cmb = H.maker("b57-late-cmb", "600036");
const spc = H.maker("b57-late-spc", "600028");
const byd = H.maker("b57-late-byd", "002594");
const O = "2020-05-15";
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";
const W = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // 五粮液 on 2020-05-15: FY2019 just out.
  wly("t", O, "bull", "annual", "2019年营收501.18亿元、同比+25.20%，归母净利润174.02亿元、+30.02%，利润跑赢收入。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.20" }),
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.02" }),
    GDIFF({ metric: "net_profit", period: "2019" }, { metric: "operating_revenue", period: "2019" }, { dir: "up" }),
  ]),
  wly(
    "f",
    O,
    "tB",
    "annual",
    "2019年归母净利润174.02亿元，同比增长约38%，盈利仍在高速增长。",
    [V("net_profit", "2019", "174.02"), G("net_profit", "2019", { v: "38", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "2019年+30.02%；38.36%是2018年增速" },
  ),
  wly("t", O, "fE", "annual", "2015到2019年归母净利润由61.76亿元增至174.02亿元，约为2015年的2.8倍，年复合增速近30%。", [
    V("net_profit", "2015", "61.76"),
    X("net_profit", "2019", "2015", { v: "2.8", cmp: "approx" }),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "near" }),
  ]),
  wly("t", O, "fR", "annual", "加权ROE从2015年的14.93%一路升到2019年的25.26%，连续四年提高。", [
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
    UP("roe", W),
  ]),
  wly(
    "f",
    O,
    "fR",
    "annual",
    "2019年资产负债率28.48%，为2015年以来最低，财务结构更趋保守。",
    [V("debt_ratio", "2019", "28.48", "%"), H.MIN("debt_ratio", "2019", W, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "28.48%是2015年以来最高" },
  ),
  wly("t", O, "fT", "annual", "经营现金流净额231.12亿元，同比增长87.64%，是归母净利润的1.33倍左右，利润含金量很高。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "87.64" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  wly("t", O, "tF", "annual", "营收连续三年增速超过20%：2017年23%、2018年32.6%、2019年25.2%。", [
    GSTREAK("operating_revenue", ["2017", "2018", "2019"], 20, 1e9),
    G("operating_revenue", "2017", { v: "23", cmp: "approx" }),
    G("operating_revenue", "2018", { v: "32.6" }),
    G("operating_revenue", "2019", { v: "25.2" }),
  ]),
  wly(
    "f",
    O,
    "tBe",
    "annual",
    "每股收益4.48元，较2018年的3.47元只多了约0.1元，增长基本停滞。",
    [
      V("basic_eps", "2019", "4.48", "元"),
      D("basic_eps", "2019", { v: "0.1", u: "元", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "多了1.01元" },
  ),
  wly("t", O, "tT", "technical", "收盘145.22元，5/10/20/60日均线多头排列，RSI约70.3，已进入超买区。", [
    CLOSE("145.22"),
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("70.3", "approx"),
    RSI("70", "gt"),
  ]),
  wly(
    "f",
    O,
    "tT",
    "technical",
    "5/10/20/60/120日均线已全面多头排列，趋势结构完美。",
    [MAORDER([5, 10, 20, 60, 120], "bull", { err: "technical" })],
    { err: "technical", note: "MA120 127.66 > MA60 125.99" },
  ),
  wly("t", O, "tS", "technical", "距52周高点147.99元只差约1.9%，较52周低点96元已涨超五成。", [
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-1.9", cmp: "approx" }),
    LO52({ cond: "level", v: "96" }),
    LO52({ v: "50", cmp: "gt" }),
  ]),
  wly("t", O, "tTr", "technical", "年初至今上涨约9.2%，近20个交易日涨幅超过13%。", [
    RET("2019-12-31", { v: "9.2", cmp: "approx" }),
    RET(20, { v: "13", cmp: "gt" }),
  ]),
  wly("u", O, "tN", "undecidable", "2020年一季度五粮液营收同比增长约15%，疫情冲击远小于市场预期。", [
    U("五粮液季度数据未存储"),
  ]),
  wly("u", O, "fS", "undecidable", "普五出厂价上调至889元，渠道利润空间被进一步压缩。", [U("出厂价未存储")]),
  wly("t", O, "fV", "valuation", "按2019年每股收益4.48元，145.22元的股价对应静态PE约32倍。", [PE("2019", "32")]),
  // 招商银行 and 中国石化 on 2020-05-15: FY2019 only, no bars.
  cmb("t", O, "tF", "annual", "2019年归母净利润928.67亿元，ROE 16.84%，每股净资产22.89元。", [
    V("net_profit", "2019", "928.67"),
    V("roe", "2019", "16.84", "%"),
    V("bps", "2019", "22.89", "元"),
  ]),
  cmb(
    "u",
    O,
    "bull",
    "annual",
    "2019年归母净利润928.67亿元，同比增长15.28%，增速居股份行前列。",
    [V("net_profit", "2019", "928.67"), G("net_profit", "2019", { v: "15.28" })],
    { note: "2018年数据未存储" },
  ),
  cmb(
    "f",
    O,
    "fQ",
    "industry",
    "资产负债率91.67%，远高于一般企业，杠杆过高是招行最大的风险。",
    [V("debt_ratio", "2019", "91.67", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  cmb("u", O, "tT", "technical", "股价站上250日均线，年线支撑有效。", [MA(250, "above")], { note: "2020年无日线" }),
  spc("t", O, "fE", "annual", "2019年营业收入约2.97万亿元，归母净利润575.91亿元，每股收益0.48元。", [
    V("operating_revenue", "2019", "2.97", "万亿", "approx"),
    V("net_profit", "2019", "575.91"),
    V("basic_eps", "2019", "0.48", "元"),
  ]),
  spc(
    "f",
    O,
    "fV",
    "valuation",
    "每股净资产6.11元、ROE 7.90%，经营现金流净额1534.20亿元，约为净利润的3.7倍。",
    [
      V("bps", "2019", "6.11", "元"),
      V("roe", "2019", "7.90", "%"),
      V("operating_cash_flow", "2019", "1534.20"),
      R("operating_cash_flow", "net_profit", "2019", "3.7", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1534.20/575.91=2.66倍" },
  ),
  spc("t", O, "tC", "industry", "资产负债率50.04%，对炼化这种重资产企业尚属可控，但也不能按银行的标准看。", [
    V("debt_ratio", "2019", "50.04", "%"),
    IND("high_debt_is_risk"),
  ]),
  // 2025-04-30: FY2024 and 2025Q1 public.
  cmb("t", P, "tF", "annual", "2024年归母净利润1483.91亿元，同比增1.22%；营收3374.88亿元，同比降0.48%。", [
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.22" }),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2024", { v: "-0.48" }),
  ]),
  cmb("t", P, "tT", "technical", "4月30日MACD死叉，DIF约-0.27低于DEA，RSI 37左右，短线偏弱。", [
    MACD("death_cross", 1),
    MACD("dif_value", undefined, { v: "-0.27", cmp: "approx" }),
    MACD("dif_below_dea"),
    RSI("37", "approx"),
  ]),
  cmb(
    "f",
    P,
    "tA",
    "technical",
    "过去一年股价上涨约21%，已经站在52周高点附近。",
    [RET(250, { v: "21", cmp: "approx" }), POS52({ v: "90", cmp: "ge", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "位于52周区间约66.9%，距高点46.1元-11.6%" },
  ),
  cmb("u", P, "fE", "quarterly", "2025年一季度营收837.51亿元，全年营收预计重回正增长。", [
    V("revenue", "2025Q1", "837.51"),
    U("全年营收预测"),
  ]),
  spc("t", P, "tBe", "annual", "2024年营收30745.62亿元，同比下降4.29%，毛利率15.47%。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.29" }),
    V("gross_margin", "2024", "15.47", "%"),
  ]),
  spc("t", P, "tT", "technical", "近250个交易日股价下跌约13.5%，当前5.66元处于52周区间偏下的位置。", [
    RET(250, { v: "-13.5", cmp: "approx" }),
    CLOSE("5.66"),
    POS52({ v: "30", cmp: "lt" }),
  ]),
  spc("u", P, "tF", "undecidable", "2025年一季度归母净利润同比下降约四成。", [U("中国石化季报未存储")]),
  byd("t", P, "tF", "quarterly", "2025年一季度营收1703.60亿元，归母净利润91.55亿元，毛利率20.07%。", [
    V("revenue", "2025Q1", "1703.60"),
    V("net_profit", "2025Q1", "91.55"),
    V("gross_margin", "2025Q1", "20.07", "%"),
  ]),
  byd(
    "u",
    P,
    "tT",
    "technical",
    "股价站稳60日均线，MACD在零轴上方金叉。",
    [MA(60, "above"), MACD("golden_cross", 10)],
    {
      note: "2025-07-29之前无日线",
    },
  ),
  byd(
    "f",
    P,
    "bull",
    "annual",
    "2024年归母净利润402.54亿元，同比大增约43%。",
    [V("net_profit", "2024", "402.54"), G("net_profit", "2024", { v: "43", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+34.00%" },
  ),
  wly("u", P, "fE", "undecidable", "2024年营收同比增长7%，归母净利润约319亿元。", [U("五粮液2024年年报未存储")]),
  wly("t", P, "tT", "technical", "收盘128.7元，MA5到MA120依次抬高，空头排列；RSI约41.6。", [
    CLOSE("128.7"),
    MAORDER([5, 10, 20, 60, 120], "bear"),
    RSI("41.6", "approx"),
  ]),
  // 2025-09-05: H1 2025.
  byd("t", S, "tM", "quarterly", "上半年营收3712.81亿元、同比增23.30%，归母净利润155.11亿元、增13.79%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.30" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.79" }),
  ]),
  byd("t", S, "bear", "quarterly", "二季度单季利润63.56亿元，环比一季度的91.55亿元下降约30.6%。", [
    V("net_profit", "2025S2", "63.56"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "-30.6", cmp: "approx" }),
  ]),
  byd(
    "f",
    S,
    "bull",
    "quarterly",
    "二季度单季归母净利润155.11亿元，环比一季度增长约69%。",
    [
      V("net_profit", "2025S2", "155.11", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "69", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "155.11亿元是上半年累计；单季63.56亿元" },
  ),
  byd("t", S, "fR", "quarterly", "上半年毛利率18.01%，比去年同期20.01%低了2个百分点。", [
    V("gross_margin", "2025H1", "18.01", "%"),
    PP("gross_margin", "2025H1", { v: "-2.00" }),
  ]),
  byd("u", S, "tT", "technical", "股价跌破60日均线后反抽未果，60日线转为压力。", [MA(60, "below")], {
    note: "日线自2025-07-29起，不足60根",
  }),
  byd("t", S, "tS", "technical", "收盘107.26元，低于5日线和10日线，RSI约45。", [
    CLOSE("107.26"),
    MA(5, "below"),
    MA(10, "below"),
    RSI("45", "approx"),
  ]),
  cmb("t", S, "fE", "quarterly", "上半年营收1699.69亿元，同比下降1.72%，归母净利润749.30亿元，同比微增0.25%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.72" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25" }),
  ]),
  cmb("t", S, "tT", "technical", "近20日均量比前20日放大三成多，9月4日MACD金叉，但股价仍在60日线44.94元下方。", [
    VOL("expand_strong"),
    MACD("golden_cross", 2),
    MA(60, "value", { v: "44.94" }),
    MA(60, "below"),
  ]),
  cmb(
    "u",
    S,
    "tN",
    "quarterly",
    "前三季度归母净利润1137.72亿元，同比增长0.52%，业绩稳健。",
    [V("net_profit", "2025M9", "1137.72"), G("net_profit", "2025M9", { v: "0.52" })],
    { note: "2025-09-05时三季报尚未披露" },
  ),
  // 2025-10-31: nine months 2025.
  byd("t", N, "fE", "quarterly", "前三季度营收5662.66亿元增12.75%，归母净利润233.33亿元却降7.55%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.75" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.55" }),
  ]),
  byd("t", N, "tBe", "quarterly", "三季度单季利润78.23亿元，同比下滑32.6%，营收1949.85亿元也同比减少3.05%。", [
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-32.6" }),
    V("revenue", "2025S3", "1949.85"),
    G("revenue", "2025S3", { v: "-3.05" }),
  ]),
  byd("t", N, "tT", "technical", "收盘100.79元，5/10/20/60日均线空头排列，收盘价低于此前60日所有收盘。", [
    CLOSE("100.79"),
    MAORDER([5, 10, 20, 60], "bear"),
    BRK(60, "down"),
  ]),
  byd(
    "f",
    N,
    "tB",
    "technical",
    "DIF已重新站上DEA，短线反弹信号出现。",
    [MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "DIF -1.239 < DEA -0.895" },
  ),
  cmb("t", N, "tF", "quarterly", "前三季度营收2514.20亿元同比降0.51%，利润1137.72亿元同比增0.52%，一降一升。", [
    V("revenue", "2025M9", "2514.20"),
    G("revenue", "2025M9", { v: "-0.51" }),
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.52" }),
  ]),
  cmb(
    "f",
    N,
    "fR",
    "quarterly",
    "三季度单季归母净利润388.42亿元，同比下降1.04%。",
    [V("net_profit", "2025S3", "388.42"), G("net_profit", "2025S3", { v: "-1.04", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+1.04%" },
  ),
  spc("t", N, "tT", "technical", "10月13日MACD金叉后DIF转正，股价5.47元站在20日线上方。", [
    MACD("golden_cross", 15),
    MACD("dif_above_zero"),
    CLOSE("5.47"),
    MA(20, "above"),
  ]),
  wly("t", N, "tS", "technical", "收盘118.99元，离52周低点115.4元仅约3%，RSI约38。", [
    CLOSE("118.99"),
    LO52({ cond: "level", v: "115.4" }),
    LO52({ v: "3", cmp: "approx" }),
    RSI("38", "approx"),
  ]),
  wly(
    "f",
    O,
    "tF",
    "annual",
    "2019年营收501.18亿元，比2017年增长25.2%，高端化成效显著。",
    [
      V("operating_revenue", "2019", "501.18"),
      G("operating_revenue", "2019", { base: "2017", v: "25.2", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "+25.20%是较2018年；较2017年+66.0%" },
  ),
];
