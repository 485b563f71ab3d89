// More points: FY2024 views of 宁德时代 on 2025-04-30, neighbouring-year slips, rank words, halves, and open points.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, RANK, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, QOQ, PSUM } = H;
const { POS52, PAIR, READ, SPAN, BIAS, X, MAX_CROSS, GDIFF } = H;
const nd = H.maker("b22-mn", "300750");
const zs = H.maker("b22-mz", "600036");
const wl = H.maker("b22-mw", "000858");
const A = "2026-04-30";
const P = "2025-04-30";
const O = "2020-05-15";

export default [
  // 宁德时代 on 2025-04-30 (FY2024 public)
  nd("t", P, "bear", "annual", "2024年营收3620.13亿元，同比下滑约9.7%，但归母净利润仍增长15%至507.45亿元。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
    V("net_profit", "2024", "507.45"),
  ]),
  nd(
    "f",
    P,
    "bull",
    "annual",
    "2024年归母净利润441.21亿元，同比增长15%，利润端依然稳健。",
    [
      V("net_profit", "2024", "441.21", "亿", "eq", { err: "wrong_value" }),
      G("net_profit", "2024", { v: "15", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "441.21亿是2023年；2024年507.45亿" },
  ),
  nd("t", P, "vT", "technical", "4月21日MACD金叉，但股价231.5元仍在MA60与MA120下方，反弹尚未确认。", [
    MACD("golden_cross", 8),
    CLOSE("231.5"),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  nd(
    "f",
    P,
    "tT",
    "technical",
    "收盘231.5元已跌破年线，均线系统全面走坏。",
    [CLOSE("231.5"), MA(250, "below", { err: "technical" })],
    { err: "technical", note: "MA250 225.94，收盘仍在年线上方" },
  ),
  nd("u", P, "tF", "quarterly", "2025年一季度营收847.05亿元，同比增长约6%。", [
    V("revenue", "2025Q1", "847.05"),
    U("2024年一季度未存储"),
  ]),
  // rank words and halves
  nd(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年四个季度中，三季度单季营收1041.86亿元为全年最高。",
    [
      V("revenue", "2025S3", "1041.86"),
      MAX("revenue", "2025S3", ["2025Q1", "2025S2", "2025S3", "2025S4"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "四季度1406.30亿最高，三季度为次高" },
  ),
  nd("t", A, "fE", "quarterly", "三季度单季营收1041.86亿元，在2025年四个季度中排第二，仅次于四季度。", [
    V("revenue", "2025S3", "1041.86"),
    RANK("revenue", "2025S3", ["2025Q1", "2025S2", "2025S3", "2025S4"], "max", 2),
  ]),
  nd(
    "f",
    A,
    "tNe",
    "quarterly",
    "2025年下半年营收约2448亿元，同比增长约25%，但仍低于上半年。",
    [
      PSUM(
        [
          ["revenue", "2025", 1],
          ["revenue", "2025H1", -1],
        ],
        { v: "2448", cmp: "approx" },
      ),
      PSUM(
        [
          ["revenue", "2025", 1],
          ["revenue", "2025H1", -2],
        ],
        { v: "0", cmp: "lt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "下半年2448.16亿高于上半年1788.86亿" },
  ),
  nd("t", A, "tNe", "quarterly", "2025年下半年营收约2448亿元，比上半年多出约660亿元。", [
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -1],
      ],
      { v: "2448", cmp: "approx" },
    ),
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -2],
      ],
      { v: "660", cmp: "approx" },
    ),
  ]),
  nd(
    "f",
    A,
    "tTr",
    "technical",
    "MA20约425元已跌破MA60，短中期均线形成死叉。",
    [MA(20, "value", { v: "425", cmp: "approx" }), MAORDER([20, 60], "bear", { err: "technical" })],
    { err: "technical", note: "MA20 425.02 > MA60 391.63" },
  ),
  nd("u", A, "tC", "industry", "储能电芯价格一季度环比下跌约5%，行业产能利用率不足六成。", [
    U("行业价格与产能利用率未存储"),
  ]),
  // 招商银行
  zs(
    "f",
    A,
    "tBe",
    "annual",
    "招行2025年归母净利润1483.91亿元，增速只有1.2%。",
    [V("net_profit", "2025", "1483.91", "亿", "eq", { err: "wrong_value" }), G("net_profit", "2025", { v: "1.2" })],
    { err: "wrong_value", note: "1483.91亿是2024年；2025年1501.81亿" },
  ),
  zs(
    "f",
    A,
    "fS",
    "annual",
    "与2019年、2024年相比，13.44%的ROE只是次低，仍有下探空间。",
    [V("roe", "2025", "13.44", "%"), RANK("roe", "2025", ["2019", "2024", "2025"], "min", 2, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "13.44%是三年中最低（审计：2020-2023年ROE未存储，改为只比所存年份）" },
  ),
  zs("t", A, "fS", "annual", "ROE 13.44%，既低于2024年的14.49%，也远低于2019年的16.84%。", [
    MIN("roe", "2025", ["2019", "2024", "2025"]),
    V("roe", "2024", "14.49", "%"),
    V("roe", "2019", "16.84", "%"),
  ]),
  zs(
    "f",
    A,
    "tA",
    "annual",
    "总资产同比扩张约7.6%，规模扩张意味着利润必然同步高增，利好。",
    [
      G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
      G("net_profit", "2025", { v: "7", cmp: "gt", err: "stance" }),
    ],
    { err: "stance", note: "规模+7.6%而利润仅+1.2%，读法与事实不符" },
  ),
  zs("u", A, "tNe", "valuation", "若降息50个基点，招行2026年利润可能转为负增长。", [U("情景预测")]),
  // 五粮液
  wl(
    "f",
    O,
    "fL",
    "annual",
    "2019年营业收入501.18亿元，较2017年增长约25%。",
    [
      V("operating_revenue", "2019", "501.18"),
      G("operating_revenue", "2019", { base: "2017", v: "25", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "+25.2%是较2018年；较2017年+66.0%" },
  ),
  wl("t", O, "fL", "annual", "营业收入较2017年的301.87亿元增长约66%，两年间增加近200亿元。", [
    V("operating_revenue", "2017", "301.87"),
    G("operating_revenue", "2019", { base: "2017", v: "66", cmp: "approx" }),
    D("operating_revenue", "2019", { base: "2017", v: "200", cmp: "near" }),
  ]),
  wl(
    "f",
    A,
    "tC",
    "technical",
    "股价距52周低点仍有约三成空间，下行风险未完全释放。",
    [LO52({ v: "30", cmp: "approx", err: "technical" })],
    { err: "technical", note: "距52周低点97元仅+0.08%；约三成是距高点" },
  ),
  wl("u", A, "tBe", "industry", "高端白酒批价持续倒挂，普五一批价已跌破800元。", [U("批价未存储")]),
];
