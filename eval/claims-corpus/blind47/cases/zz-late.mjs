// Earlier dates: 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025), and older dates
// where figures exist (宁德时代 2020-05-15, 中国平安 2021-04-30, 贵州茅台 2022-05-10); and what was not public yet.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, READ } = H;
const { X, QOQ, PSUM, POS52, SPAN, DAYS, BRK, PE, IN, PAIR } = H;
const mt = H.maker("b47-lmt", "600519");
const cl = H.maker("b47-lcl", "300750");
const pa = H.maker("b47-lpa", "601318");
const P = "2025-04-30";
const H1 = "2025-09-05";
const M9 = "2025-10-31";

export default [
  // 贵州茅台
  mt("t", P, "bull", "annual", "2024年营业总收入1741.44亿元、归母净利润862.28亿元，同比分别增长15.7%和15.4%。", [
    V("revenue", "2024", "1741.44"),
    V("net_profit", "2024", "862.28"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "fE",
    "annual",
    "2024年经营现金流924.64亿元，同比增长约28.9%，现金流好于利润。",
    [
      V("operating_cash_flow", "2024", "924.64"),
      G("operating_cash_flow", "2024", { v: "28.9", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+38.85%" },
  ),
  mt("t", P, "fE", "quarterly", "2025年一季度归母净利润268.47亿元，同比增长约11.6%，营收增速10.5%，开局平稳。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "tT",
    "technical",
    "收盘1547元，较52周高点1910元仅回撤9%左右。",
    [CLOSE("1547"), HI52({ cond: "level", v: "1910" }), HI52({ v: "-9", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "距高点-19.01%" },
  ),
  mt("t", P, "tT", "technical", "3月26日MACD死叉后DIF(-0.15)仍在DEA(2.29)下方，RSI约48，多空均衡。", [
    MACD("death_cross", 30),
    MACD("dif_below_dea", 0),
    MACD("dif_value", 0, { v: "-0.15" }),
    MACD("dea_value", 0, { v: "2.29" }),
    RSI("48", "approx"),
  ]),
  mt("u", P, "fM", "undecidable", "2025年全年营收增速大概率回落到个位数。", [U("asOf时2025年报未出，属预测")]),
  mt("t", H1, "fE", "quarterly", "上半年归母净利润454.03亿元，同比增8.9%，其中二季度单季185.55亿元。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    V("net_profit", "2025S2", "185.55"),
  ]),
  mt(
    "f",
    H1,
    "fR",
    "quarterly",
    "二季度单季归母净利润185.55亿元，环比一季度增长约9%。",
    [
      V("net_profit", "2025S2", "185.55"),
      QOQ("net_profit", "2025S2", "2025S1", { v: "9", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-30.9%（268.47→185.55）" },
  ),
  mt("t", H1, "tT", "technical", "MA5>MA10>MA20>MA60呈短期多头排列，但股价1483元仍在120日和250日线之下。", [
    MAORDER([5, 10, 20, 60], "bull"),
    CLOSE("1483"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  mt(
    "f",
    H1,
    "tTr",
    "technical",
    "RSI升至70以上，短线进入超买区，追高需谨慎。",
    [RSI("70", "gt", { err: "technical" })],
    { err: "technical", note: "RSI14 58.06" },
  ),
  mt("t", M9, "fE", "quarterly", "前三季度归母净利润646.27亿元、同比增6.2%，增速较上半年的8.9%继续放缓。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
  ]),
  mt(
    "f",
    M9,
    "fSy",
    "quarterly",
    "三季度单季归母净利润646.27亿元，同比增长约6.2%。",
    [
      V("net_profit", "2025S3", "646.27", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S3", { v: "6.2", cmp: "approx" }),
    ],
    { err: "wrong_period", note: "646.27亿是前三季度累计；单季192.24亿，2024年单季未存储" },
  ),
  mt("t", M9, "tC", "technical", "收盘1430.01元，只比52周低点1400元高2%左右，处在52周区间约11%的位置。", [
    CLOSE("1430.01"),
    LO52({ cond: "level", v: "1400" }),
    LO52({ v: "2", cmp: "approx" }),
    POS52({ v: "11", cmp: "approx" }),
  ]),
  mt("u", M9, "tP", "undecidable", "2025年全年归母净利润将同比下降约5%。", [U("asOf时年报未披露")]),
  mt("t", "2022-05-10", "fE", "annual", "2021年营业总收入1094.64亿元、同比增约11.7%，首次站上千亿。", [
    V("revenue", "2021", "1094.64"),
    G("revenue", "2021", { v: "11.7", cmp: "approx" }),
    V("revenue", "2020", "1000", "亿", "lt"),
  ]),
  mt(
    "f",
    "2022-05-10",
    "tF",
    "annual",
    "2021年基本每股收益41.76元，较2020年增长约16%。",
    [V("basic_eps", "2021", "41.76", "元"), G("basic_eps", "2021", { v: "16", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "37.17→41.76，+12.35%" },
  ),
  mt("t", "2022-05-10", "fR", "annual", "合同负债从133.22亿元降到127.18亿元，预收款略有减少。", [
    V("contract_liabilities", "2020", "133.22"),
    V("contract_liabilities", "2021", "127.18"),
    G("contract_liabilities", "2021", { dir: "down", size: "小幅下滑" }),
  ]),
  // 宁德时代
  cl("t", P, "bear", "annual", "2024年营收3620亿元、同比下降9.7%，但归母净利润507亿元仍增长15%。", [
    V("revenue", "2024", "3620", "亿", "approx"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    V("net_profit", "2024", "507", "亿", "approx"),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
  ]),
  cl("u", P, "fE", "quarterly", "一季度赚了139.63亿元，比上年同期多约33%。", [
    V("net_profit", "2025Q1", "139.63"),
    U("2024Q1未存储"),
  ]),
  cl(
    "f",
    P,
    "tT",
    "technical",
    "4月21日MACD死叉，收盘231.5元跌破60日线，趋势转弱。",
    [MACD("death_cross", 10, { err: "technical" }), CLOSE("231.5"), MA(60, "below")],
    { err: "technical", note: "4-21是金叉" },
  ),
  cl("t", H1, "fE", "quarterly", "上半年营收1788.86亿元、同比增7.3%，归母净利润304.85亿元、增长33.3%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.3", cmp: "approx" }),
  ]),
  cl(
    "f",
    H1,
    "bull",
    "quarterly",
    "上半年营收1788.86亿元，同比增长超过两成，需求全面复苏。",
    [V("revenue", "2025H1", "1788.86"), G("revenue", "2025H1", { v: "20", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "+7.27%" },
  ),
  cl("t", H1, "tT", "technical", "收盘325.11元创52周新高，并突破此前20个交易日所有收盘价；RSI达73，已入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    BRK(20, "up"),
    RSI("73", "approx"),
    RSI("70", "gt"),
  ]),
  cl("t", H1, "tA", "technical", "MA5>MA10>MA20>MA60>MA120>MA250，均线完全多头排列。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bull"),
  ]),
  cl("t", M9, "fM", "quarterly", "前三季度营收2830.72亿元、增约9.3%，三季度单季归母净利润185亿元、同比增四成以上。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3", cmp: "approx" }),
    V("net_profit", "2025S3", "185", "亿", "approx"),
    G("net_profit", "2025S3", { v: "40", cmp: "gt" }),
  ]),
  cl(
    "f",
    M9,
    "fM",
    "quarterly",
    "截至三季度末累计归母净利润490.34亿元，同比增幅约41%。",
    [V("net_profit", "2025M9", "490.34"), G("net_profit", "2025M9", { v: "41", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "累计+36.20%；41%是三季度单季增速" },
  ),
  cl("t", M9, "tT", "technical", "近60个交易日上涨约47%，10月13日出现MACD死叉，距52周高点回撤8.4%。", [
    RET(60, { v: "47", cmp: "approx" }),
    MACD("death_cross", 20),
    HI52({ v: "-8.4", cmp: "approx" }),
  ]),
  cl("u", M9, "tN", "undecidable", "四季度储能出货有望环比翻倍。", [U("预测与出货量")]),
  cl("t", "2020-05-15", "fE", "annual", "2019年营业收入457.88亿元、同比增54.6%，归母净利润45.60亿元、增长约34.6%。", [
    V("operating_revenue", "2019", "457.88"),
    G("operating_revenue", "2019", { v: "54.6", cmp: "approx" }),
    V("net_profit", "2019", "45.60"),
    G("net_profit", "2019", { v: "34.6", cmp: "approx" }),
  ]),
  cl(
    "f",
    "2020-05-15",
    "fV",
    "valuation",
    "按2019年每股收益2.09元算，股价145.48元对应PE约50倍。",
    [V("basic_eps", "2019", "2.09", "元"), CLOSE("145.48"), PE("2019", "50", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE 69.6" },
  ),
  cl("t", "2020-05-15", "tC", "annual", "资产负债率从52.36%升至58.37%，一年上升6个百分点，ROE 12.78%。", [
    V("debt_ratio", "2018", "52.36", "%"),
    V("debt_ratio", "2019", "58.37", "%"),
    PP("debt_ratio", "2019", { v: "6", cmp: "approx" }),
    V("roe", "2019", "12.78", "%"),
  ]),
  cl("t", "2020-05-15", "tT", "technical", "5月15日MACD再度金叉，近20个交易日股价上涨约15%。", [
    MACD("golden_cross", 1),
    RET(20, { v: "15", cmp: "approx" }),
  ]),
  // 中国平安
  pa("t", P, "fE", "annual", "2024年归母净利润1266.07亿元，同比增长约47.8%，营业总收入增长12.6%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
  ]),
  pa(
    "f",
    P,
    "bull",
    "annual",
    "2024年归母净利润较2022年增长约47.8%，盈利明显修复。",
    [G("net_profit", "2024", { base: "2022", v: "47.8", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "47.8%是较2023年；较2022年+51.1%" },
  ),
  pa("t", P, "tT", "technical", "4月21日MACD金叉，收盘50.71元略高于20日线，但今年以来仍跌约3.7%。", [
    MACD("golden_cross", 10),
    CLOSE("50.71"),
    MA(20, "above"),
    SPAN("2024-12-31", { v: "-3.7", cmp: "approx" }),
  ]),
  pa("u", M9, "fE", "quarterly", "投资端显著改善，平安前三季度利润增速应已回到两位数。", [U("2025前三季度未存储")]),
  pa("t", M9, "tT", "technical", "10月14日MACD金叉，今年以来累计上涨约9.8%。", [
    MACD("golden_cross", 15),
    SPAN("2024-12-31", { v: "9.8", cmp: "approx" }),
  ]),
  pa("t", "2021-04-30", "fR", "annual", "2020年归母净利润1430.99亿元，同比下降4.2%，ROE从24.35%降到20.00%。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    V("roe", "2019", "24.35", "%"),
    V("roe", "2020", "20.00", "%"),
  ]),
  pa(
    "f",
    "2021-04-30",
    "tB",
    "annual",
    "2020年归母净利润同比降4.2%，但每股净资产升至41.72元，利润回落反倒是利好信号。",
    [
      V("bps", "2020", "41.72", "元"),
      G("bps", "2020", { dir: "up" }),
      READ(G("net_profit", "2020", { v: "-4.2", cmp: "approx" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "利润下滑读作利好" },
  ),
];
