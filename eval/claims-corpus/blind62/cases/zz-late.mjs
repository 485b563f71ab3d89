// Points on other dates: 2025-04-30 (FY2024, 茅台 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025),
// 2020-05-15 (FY2019) and 2021-04-30 (FY2020), and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, RSI, MACD, HI52, LO52, VOL, EV, U, X } = H;
const { POS52, PE, QOQ, SPAN, IND, MCNOW, PSUM } = H;
const mt = H.maker("b62-lmt", "600519");
const pa = H.maker("b62-lpa", "601318");
const sh = H.maker("b62-lsh", "600028");
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";
const O = "2020-05-15";
const Q = "2021-04-30";

export default [
  // 贵州茅台
  mt(
    "t",
    P,
    "bull",
    "quarterly",
    "2025年一季度归母净利268.47亿元，同比增长约11.6%，营收增速约10.5%，开门红成色不错。",
    [
      V("net_profit", "2025Q1", 268.47),
      G("net_profit", "2025Q1", { v: 11.6, cmp: "approx" }),
      G("operating_revenue", "2025Q1", { v: 10.5, cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    P,
    "fV",
    "valuation",
    "以2024年每股收益68.64元计，1547元的股价对应静态PE约32倍。",
    [V("basic_eps", "2024", 68.64, "元"), CLOSE(1547), PE("2024", 32, "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "1547/68.64≈22.5倍" },
  ),
  mt("t", P, "tT", "technical", "收盘1547元，距52周高点1910元约低19%，3月26日MACD死叉后DIF仍在DEA下方。", [
    CLOSE(1547),
    HI52({ cond: "level", v: 1910 }),
    HI52({ v: -19, cmp: "approx" }),
    MACD("death_cross", 30),
    MACD("dif_below_dea"),
  ]),
  mt("u", P, "fV", "undecidable", "按当前市值约1.94万亿元计，茅台2024年PE约22.5倍。", [MCNOW("2024", 22.5, "approx")], {
    note: "市值快照（2025-07-04）晚于asOf",
  }),
  mt("u", P, "fE", "undecidable", "2025年上半年净利同比增速将回落到个位数。", [U("2025年中报在asOf时尚未披露")]),
  mt(
    "t",
    S,
    "fE",
    "quarterly",
    "上半年归母净利454.03亿元，同比增长约8.9%；二季度单季185.55亿元，环比一季度下降约31%。",
    [
      V("net_profit", "2025H1", 454.03),
      G("net_profit", "2025H1", { v: 8.9, cmp: "approx" }),
      V("net_profit", "2025S2", 185.55),
      QOQ("net_profit", "2025S2", "2025S1", { v: -31, cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    S,
    "bull",
    "quarterly",
    "上半年营收同比增长约19%，高端酒需求韧性十足。",
    [G("operating_revenue", "2025H1", { v: 19, cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "上半年营收同比+9.1%，一季度+10.5%" },
  ),
  mt("t", S, "bear", "quarterly", "上半年营收增速约9.1%，低于一季度的约10.5%，增长在减速。", [
    G("operating_revenue", "2025H1", { v: 9.1, cmp: "approx" }),
    G("operating_revenue", "2025Q1", { v: 10.5, cmp: "approx" }),
  ]),
  mt("t", S, "tT", "technical", "8月18日MACD金叉后DIF在DEA上方，RSI约58，近20日量能较前20日放大约五成。", [
    MACD("golden_cross", 20),
    MACD("dif_above_dea"),
    RSI(58, "approx"),
    H.VOLR({ v: 1.5, cmp: "approx" }),
  ]),
  mt("u", S, "fE", "undecidable", "二季度单季净利185.55亿元，同比下滑约一成。", [
    V("net_profit", "2025S2", 185.55),
    U("2024年二季度单季未存储"),
  ]),
  mt("t", N, "fE", "quarterly", "前三季度归母净利646.27亿元，同比增长约6.2%，增速从上半年的8.9%继续放缓。", [
    V("net_profit", "2025M9", 646.27),
    G("net_profit", "2025M9", { v: 6.2, cmp: "approx" }),
    G("net_profit", "2025H1", { v: 8.9, cmp: "approx" }),
  ]),
  mt(
    "f",
    N,
    "tBe",
    "quarterly",
    "三季度单季净利192.24亿元，环比二季度下滑约4%。",
    [
      V("net_profit", "2025S3", 192.24),
      QOQ("net_profit", "2025S3", "2025S2", { v: -4, cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "192.24/185.55-1≈+3.6%" },
  ),
  mt("t", N, "fR", "quarterly", "三季度单季经营现金流250.78亿元，前三季度累计381.97亿元，大部分在三季度回笼。", [
    V("operating_cash_flow", "2025S3", 250.78),
    V("operating_cash_flow", "2025M9", 381.97),
    R("operating_cash_flow", "operating_cash_flow", "2025S3", 50, { denPeriod: "2025M9", u: "%", cmp: "gt" }),
  ]),
  mt("t", N, "tT", "technical", "收盘1430.01元，距52周低点1400元仅约2%，10月28日MACD刚死叉，RSI约42。", [
    CLOSE(1430.01),
    LO52({ cond: "level", v: 1400 }),
    LO52({ v: 2, cmp: "approx" }),
    MACD("death_cross", 5),
    RSI(42, "approx"),
  ]),
  mt(
    "f",
    N,
    "tS",
    "technical",
    "茅台股价处于52周区间上沿，追高风险大。",
    [POS52({ v: 80, cmp: "ge", err: "technical" })],
    { err: "technical", note: "52周区间位置约11%，是下沿" },
  ),
  mt("u", N, "fM", "undecidable", "全年净利将同比下滑约5%，四季度单季会出现明显负增长。", [
    U("2025年报在asOf时未披露"),
  ]),
  // 中国平安
  pa("t", P, "bull", "annual", "2024年归母净利1266.07亿元，同比增长约47.8%；营业总收入10289.25亿元，增长约12.6%。", [
    V("net_profit", "2024", 1266.07),
    G("net_profit", "2024", { v: 47.8, cmp: "approx" }),
    V("revenue", "2024", 10289.25),
    G("revenue", "2024", { v: 12.6, cmp: "approx" }),
  ]),
  pa("t", P, "tN", "announcement", "3月20日平安同时公告2024年度利润分配方案和注销回购A股股份。", [
    EV("dividend", true, { from: "2025-03-20", title: "2024年年度利润分配方案" }),
    EV("repurchase", true, { from: "2025-03-20" }),
  ]),
  pa(
    "f",
    P,
    "tA",
    "technical",
    "平安过去一年涨幅不足一成，涨得太少，补涨空间大。",
    [RET(250, { v: 10, cmp: "lt", err: "wrong_value" })],
    { err: "wrong_value", note: "250个交易日+27.73%" },
  ),
  pa("t", P, "tT", "technical", "4月21日MACD金叉，DIF在DEA上方；股价50.71元，距52周高点62.8元约低19%。", [
    MACD("golden_cross", 10),
    MACD("dif_above_dea"),
    CLOSE(50.71),
    HI52({ v: -19, cmp: "approx" }),
  ]),
  pa("u", S, "fE", "undecidable", "平安2025年上半年归母净利同比下降约4%，营运利润则保持增长。", [
    U("平安2025年中期数据未存储"),
  ]),
  pa("t", S, "tT", "technical", "收盘57.90元，距52周低点41.82元已反弹约38%，处于52周区间的七成以上位置。", [
    CLOSE(57.9),
    LO52({ v: 38, cmp: "approx" }),
    POS52({ v: 70, cmp: "gt" }),
  ]),
  pa("t", O, "fE", "annual", "2019年归母净利1494.07亿元，同比增长约39%，ROE升至24.35%。", [
    V("net_profit", "2019", 1494.07),
    G("net_profit", "2019", { v: 39, cmp: "approx" }),
    V("roe", "2019", 24.35, "%"),
    PP("roe", "2019", { dir: "up" }),
  ]),
  pa(
    "f",
    O,
    "tF",
    "annual",
    "2019年基本每股收益8.41元，同比增长约19.7%。",
    [V("basic_eps", "2019", 8.41, "元"), G("basic_eps", "2019", { v: 19.7, cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "EPS 6.02→8.41，+39.7%；19.7%是营收增速" },
  ),
  pa("t", O, "tF", "annual", "2019年营业收入11688.67亿元，同比增长约19.7%，每股净资产36.82元。", [
    V("operating_revenue", "2019", 11688.67),
    G("operating_revenue", "2019", { v: 19.7, cmp: "approx" }),
    V("bps", "2019", 36.82, "元"),
  ]),
  pa(
    "f",
    O,
    "bear",
    "industry",
    "平安负债率89.63%，远高于一般企业，偿债压力值得警惕。",
    [V("debt_ratio", "2019", 89.63, "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业负债率约90%属常态" },
  ),
  pa("t", Q, "tBe", "annual", "2020年归母净利1430.99亿元，同比下降约4.2%，ROE从24.35%降到20.00%。", [
    V("net_profit", "2020", 1430.99),
    G("net_profit", "2020", { v: -4.2, cmp: "approx" }),
    V("roe", "2020", 20, "%"),
    PP("roe", "2020", { v: -4.35, cmp: "approx" }),
  ]),
  pa(
    "f",
    Q,
    "tB",
    "annual",
    "2020年经营现金流3120.75亿元，同比翻倍，现金创造能力爆发。",
    [
      V("operating_cash_flow", "2020", 3120.75),
      G("operating_cash_flow", "2020", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "2494.45→3120.75，+25.1%" },
  ),
  // 中国石化
  sh("t", P, "tT", "technical", "收盘5.66元，较2024年末6.68元下跌约15%，位于52周区间下部约17%处。", [
    CLOSE(5.66),
    SPAN("2024-12-31", { v: -15, cmp: "approx" }),
    POS52({ v: 17, cmp: "approx" }),
  ]),
  sh(
    "f",
    P,
    "fV",
    "valuation",
    "按2024年EPS 0.41元，5.66元股价对应PE约11倍。",
    [PE("2024", 11, "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "5.66/0.41≈13.8倍" },
  ),
  sh("t", O, "fE", "annual", "中石化2019年营业收入29661.93亿元，归母净利575.91亿元，EPS 0.48元。", [
    V("operating_revenue", "2019", 29661.93),
    V("net_profit", "2019", 575.91),
    V("basic_eps", "2019", 0.48, "元"),
  ]),
  sh("t", O, "fR", "industry", "2019年负债率50.04%，约一半资产靠负债撑起；ROE仅7.90%。", [
    V("debt_ratio", "2019", 50.04, "%"),
    V("roe", "2019", 7.9, "%"),
  ]),
  sh("u", O, "fE", "undecidable", "2019年归母净利同比下降约8%，主要受化工景气下行拖累。", [
    V("net_profit", "2019", 575.91, "亿", "approx"),
    U("2018年数据未存储；归因不可核验"),
  ]),
  sh("t", Q, "tBe", "annual", "2020年营收21047.24亿元，比2019年下降约29%，归母净利332.71亿元，降幅约42%。", [
    V("operating_revenue", "2020", 21047.24),
    G("operating_revenue", "2020", { v: -29, cmp: "approx" }),
    V("net_profit", "2020", 332.71),
    G("net_profit", "2020", { v: -42, cmp: "approx" }),
  ]),
  sh(
    "f",
    Q,
    "fQ",
    "annual",
    "2020年扣非净利仍有15.65亿元盈利，主业没有亏。",
    [V("deducted_net_profit", "2020", 15.65, "亿", "eq", { err: "wrong_direction" })],
    { err: "wrong_direction", note: "扣非为-15.65亿，亏损" },
  ),
  sh("u", Q, "fM", "undecidable", "2021年一季度中石化净利有望大幅扭亏，油价回升是主因。", [
    U("季报未存储；预测与归因"),
  ]),
];
