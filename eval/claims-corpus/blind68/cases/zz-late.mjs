// Points on other dates: 2025-04-30 (FY2024; 茅台 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025),
// 2020-05-15 (FY2019) and 2021-04-30 (FY2020), and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, RET, CLOSE, MA, RSI, MACD, HI52, LO52, VOL, VOLR, EV, U, X, QOQ, POS52, PAIR, IND, MAX } = H;
const mt = H.maker("b68-late-mt", "600519");
const pa = H.maker("b68-late-pa", "601318");
const by = H.maker("b68-late-byd", "002594");
const P = "2025-04-30";
const H1 = "2025-09-05";
const M9 = "2025-10-31";

export default [
  // 贵州茅台 2025-04-30
  mt("t", P, "bull", "annual", "2024年茅台归母净利润862.28亿元，同比增长约15.4%，营业总收入也增长了15.7%左右。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "bull",
    "annual",
    "2024年营业总收入首次突破2000亿元，同比增长约15.7%。",
    [
      V("revenue", "2024", "2000", "亿", "gt", { err: "wrong_value" }),
      G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "1741.44亿" },
  ),
  mt("t", P, "fE", "quarterly", "25Q1归母净利润268.47亿元，同比增长约11.6%，营业收入增速约10.5%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
  ]),
  mt("t", P, "tT", "technical", "收盘1547元仍在年线1522元上方，但MACD于3月下旬死叉，DIF已跌至零轴下。", [
    CLOSE("1547"),
    MA(250, "value", { v: "1522", cmp: "approx" }),
    MA(250, "above"),
    MACD("death_cross", 30),
    MACD("dif_below_zero"),
  ]),
  mt(
    "f",
    P,
    "tTr",
    "technical",
    "过去250个交易日茅台上涨约7.4%，长线资金浮盈可观。",
    [RET(250, { v: "7.4", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "-7.41%" },
  ),
  mt("u", P, "fM", "undecidable", "2025年半年报利润有望保持双位数增长。", [U("2025H1于2025-08披露，晚于asOf；预测")]),
  // 贵州茅台 2025-09-05
  mt("t", H1, "fE", "quarterly", "2025年上半年茅台归母净利润454.03亿元，同比增长约8.9%，慢于一季度约11.6%的增速。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
  ]),
  mt(
    "f",
    H1,
    "bear",
    "quarterly",
    "二季度单季归母净利润185.55亿元，环比一季度下降约13%。",
    [
      V("net_profit", "2025S2", "185.55"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-13", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "环比-30.9%" },
  ),
  mt("t", H1, "tT", "technical", "股价1483元站上20日与60日均线，8月18日MACD重新金叉。", [
    CLOSE("1483"),
    MA(20, "above"),
    MA(60, "above"),
    MACD("golden_cross", 20),
  ]),
  mt("t", H1, "tT", "technical", "近20日均量约为前20日的1.5倍，放量明显，但离52周高点1910元仍差约22%。", [
    VOLR({ v: "1.5", cmp: "approx" }),
    VOL("expand_strong"),
    HI52({ cond: "level", v: "1910" }),
    HI52({ v: "-22", cmp: "approx" }),
  ]),
  mt(
    "f",
    H1,
    "tT",
    "technical",
    "收盘1483元已站上120日均线，中期趋势扭转。",
    [MA(120, "above", { err: "technical" })],
    { err: "technical", note: "MA120 1497.30" },
  ),
  mt("u", H1, "fSy", "undecidable", "茅台三季报将在10月底披露，市场预期单季利润同比转负。", [
    U("2025M9晚于asOf；预期"),
  ]),
  // 贵州茅台 2025-10-31
  mt("t", M9, "fE", "quarterly", "前三季度归母净利润646.27亿元，同比增长约6.2%，营业收入增长约6.4%。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    G("operating_revenue", "2025M9", { v: "6.4", cmp: "approx" }),
  ]),
  mt("t", M9, "fM", "quarterly", "三季度单季利润192.24亿元，环比二季度的185.55亿元增长约3.6%。", [
    V("net_profit", "2025S3", "192.24"),
    V("net_profit", "2025S2", "185.55"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "3.6", cmp: "approx" }),
  ]),
  mt(
    "f",
    M9,
    "tT",
    "technical",
    "收盘1430.01元，股价位于52周区间上沿，强势格局未改。",
    [CLOSE("1430.01"), POS52({ v: "80", cmp: "ge", err: "technical" })],
    { err: "technical", note: "处于52周区间11%位置" },
  ),
  mt("t", M9, "tT", "technical", "RSI约42，10月28日MACD死叉，股价离52周低点1400元仅约2%。", [
    RSI("42", "approx"),
    MACD("death_cross", 5),
    LO52({ cond: "level", v: "1400" }),
    LO52({ v: "2", cmp: "approx" }),
  ]),
  // 中国平安
  pa("t", P, "fE", "annual", "平安2024年归母净利润1266.07亿元，同比增长约47.8%，营业总收入增长约12.6%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
  ]),
  pa(
    "f",
    P,
    "bear",
    "annual",
    "平安2024年归母净利润1266.07亿元，同比仅增约4.8%，复苏乏力。",
    [V("net_profit", "2024", "1266.07"), G("net_profit", "2024", { v: "4.8", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+47.8%" },
  ),
  pa("t", P, "tT", "technical", "4月21日MACD金叉，收盘50.71元站在年线48.39元之上，过去250日涨约27.7%。", [
    MACD("golden_cross", 10),
    CLOSE("50.71"),
    MA(250, "value", { v: "48.39" }),
    MA(250, "above"),
    RET(250, { v: "27.7", cmp: "approx" }),
  ]),
  pa("u", P, "fE", "undecidable", "平安一季度归母净利润同比下降约26%，主要受投资收益拖累。", [U("平安2025Q1未存储")]),
  pa("t", "2020-05-15", "tF", "annual", "2019年平安归母净利润1494.07亿元，同比增长约39.1%，基本每股收益8.41元。", [
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2019", { v: "39.1", cmp: "approx" }),
    V("basic_eps", "2019", "8.41", "元"),
  ]),
  pa(
    "f",
    "2020-05-15",
    "tF",
    "annual",
    "2019年加权ROE为20.91%，较上年基本持平。",
    [V("roe", "2019", "20.91", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "20.91%是2018年；2019年24.35%" },
  ),
  pa("t", "2020-05-15", "fR", "industry", "2019年末资产负债率89.63%，对保险集团而言属于正常水平。", [
    V("debt_ratio", "2019", "89.63", "%"),
    IND("high_debt_is_normal"),
  ]),
  pa("t", "2021-04-30", "bear", "annual", "2020年归母净利润1430.99亿元，同比下降约4.2%，ROE由24.35%降到20.00%。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    V("roe", "2019", "24.35", "%"),
    V("roe", "2020", "20.00", "%"),
  ]),
  pa(
    "f",
    "2021-04-30",
    "bull",
    "annual",
    "2020年每股净资产41.72元，较2019年增长约23%。",
    [V("bps", "2020", "41.72", "元"), G("bps", "2020", { v: "23", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "+13.3%" },
  ),
  pa("u", "2021-04-30", "tT", "undecidable", "平安股价跌破60日均线，短期仍有下行压力。", [MA(60, "below")]),
  // 比亚迪
  by("t", H1, "fE", "quarterly", "比亚迪2025年上半年营收3712.81亿元，同比增长约23.3%，归母净利润增长约13.8%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
    G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
  ]),
  by(
    "f",
    H1,
    "bull",
    "quarterly",
    "二季度单季归母净利润63.56亿元，环比一季度增长约30%。",
    [
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "30", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-30.6%" },
  ),
  by("t", H1, "fR", "quarterly", "上半年毛利率18.01%，比去年同期的20.01%低了2个百分点。", [
    V("gross_margin", "2025H1", "18.01", "%"),
    PP("gross_margin", "2025H1", { v: "-2", cmp: "approx" }),
  ]),
  by("t", H1, "tTr", "technical", "收盘107.26元，略低于20日均线108.50元，RSI约45，短线偏弱整理。", [
    CLOSE("107.26"),
    MA(20, "value", { v: "108.50" }),
    MA(20, "below"),
    RSI("45", "approx"),
  ]),
  by("u", H1, "fM", "undecidable", "三季度单季利润有望同比转正。", [U("2025M9晚于asOf；预测")]),
  by("t", M9, "bear", "quarterly", "前三季度归母净利润233.33亿元，同比下降约7.5%，营收却增长约12.7%。", [
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
    G("revenue", "2025M9", { v: "12.7", cmp: "approx" }),
  ]),
  by(
    "f",
    M9,
    "fE",
    "quarterly",
    "三季度单季归母净利润78.23亿元，同比增长约32.6%。",
    [
      V("net_profit", "2025S3", "78.23"),
      G("net_profit", "2025S3", { v: "32.6", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-32.6%" },
  ),
  by("t", M9, "tT", "technical", "收盘100.79元，跌破20日和60日均线，RSI约33接近超卖区。", [
    CLOSE("100.79"),
    MA(20, "below"),
    MA(60, "below"),
    RSI("33", "approx"),
  ]),
  by("t", "2020-05-15", "bear", "annual", "2019年比亚迪归母净利润16.14亿元，同比下滑约42%，扣非后仅2.31亿元。", [
    V("net_profit", "2019", "16.14"),
    G("net_profit", "2019", { v: "-42", cmp: "approx" }),
    V("deducted_net_profit", "2019", "2.31"),
  ]),
  by(
    "f",
    "2020-05-15",
    "bear",
    "annual",
    "2019年扣非净利润2.31亿元，同比下降约42%。",
    [
      V("deducted_net_profit", "2019", "2.31"),
      G("deducted_net_profit", "2019", { v: "-42", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "扣非同比-60.6%；-42%是归母净利润" },
  ),
  by("t", "2020-05-15", "bull", "annual", "2019年营收1277.39亿元仅微降约1.8%，经营现金流147.41亿元反而增长约17.7%。", [
    V("operating_revenue", "2019", "1277.39"),
    G("operating_revenue", "2019", { v: "-1.8", cmp: "approx", size: "微降" }),
    V("operating_cash_flow", "2019", "147.41"),
    G("operating_cash_flow", "2019", { v: "17.7", cmp: "approx" }),
  ]),
  by("u", "2020-05-15", "tT", "undecidable", "比亚迪周线MACD金叉，股价站上60日均线。", [MA(60, "above")]),
  pa(
    "t",
    "2020-05-15",
    "fV",
    "annual",
    "2019年平安每股经营现金流14.04元，高出8.41元的每股收益约67%，每股净资产升至36.82元。",
    [
      V("ocf_per_share", "2019", "14.04", "元"),
      V("basic_eps", "2019", "8.41", "元"),
      PAIR("ocf_per_share", "2019", "601318", { metric2: "basic_eps", mode: "x", v: "1.67", cmp: "approx" }),
      V("bps", "2019", "36.82", "元"),
      G("bps", "2019", { dir: "up" }),
    ],
  ),
  mt("t", "2021-04-30", "fE", "annual", "2020年茅台归母净利润466.97亿元，同比增长约13.3%，基本每股收益37.17元。", [
    V("net_profit", "2020", "466.97"),
    G("net_profit", "2020", { v: "13.3", cmp: "approx" }),
    V("basic_eps", "2020", "37.17", "元"),
  ]),
  mt(
    "f",
    "2021-04-30",
    "bull",
    "annual",
    "2020年营业总收入979.93亿元，同比增长约13.3%，离千亿只差一步。",
    [V("revenue", "2020", "979.93"), G("revenue", "2020", { v: "13.3", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营收+10.29%；+13.3%是利润增速" },
  ),
  by("t", "2020-05-15", "tF", "annual", "2019年比亚迪基本每股收益0.50元，较上年的0.93元几近腰斩，ROE仅2.62%。", [
    V("basic_eps", "2019", "0.50", "元"),
    V("basic_eps", "2018", "0.93", "元"),
    G("basic_eps", "2019", { size: "腰斩" }),
    V("roe", "2019", "2.62", "%"),
  ]),
];

function GD_H1() {
  return H.GDIFF(
    { metric: "net_profit", period: "2025H1" },
    { metric: "net_profit", period: "2025Q1" },
    { dir: "down" },
  );
}
