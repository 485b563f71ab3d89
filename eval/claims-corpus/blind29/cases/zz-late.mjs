// Points dated 2025-10-31 (nine months 2025), 2025-09-05 (H1 2025), 2025-04-30 (FY2024) and a few older dates,
// and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, CLOSE, MA, RSI, MACD, HI52, EV, EVN, U, READ, BRK, QOQ } = H;
const zs = H.maker("b29-lz", "600036");
const nd = H.maker("b29-ln", "300750");
const wl = H.maker("b29-lw", "000858");
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";

export default [
  // ---- 招商银行 ------------------------------------------------------------------------------------------------------
  zs("t", O, "tF", "quarterly", "前三季度营收2514.20亿元，同比微降0.51%；归母净利润1137.72亿元，同比增长0.52%。", [
    V("revenue", "2025M9", "2514.20"),
    G("revenue", "2025M9", { v: "-0.51" }),
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.52" }),
  ]),
  zs(
    "f",
    O,
    "bear",
    "quarterly",
    "三季度单季营收同比继续下滑，颓势未止。",
    [G("revenue", "2025S3", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "三季度单季营收814.51亿元，同比+2.11%" },
  ),
  zs("t", O, "tB", "quarterly", "上半年营收同比还在下滑，三季度单季814.51亿元却已同比转增约2.1%。", [
    V("revenue", "2025S3", "814.51"),
    G("revenue", "2025S3", { v: "2.1", cmp: "approx" }),
    G("revenue", "2025H1", { dir: "down" }),
  ]),
  zs("u", O, "fE", "annual", "稳字当头，招行2025年全年归母净利润1501.81亿元，增速1.21%。", [
    V("net_profit", "2025", "1501.81"),
  ]),
  zs("t", O, "tT", "technical", "MACD虽在10月14日翻出金叉，但DIF与DEA双双位于零轴之下，这更像弱势中的技术修复。", [
    MACD("golden_cross", 14),
    MACD("dif_below_zero"),
    MACD("dea_value", undefined, { v: "0", cmp: "lt" }),
  ]),
  zs(
    "f",
    S,
    "tBe",
    "quarterly",
    "上半年归母净利润749.30亿元，同比下降0.25%，利润拐头向下。",
    [V("net_profit", "2025H1", "749.30"), G("net_profit", "2025H1", { v: "-0.25", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+0.25%" },
  ),
  zs("t", S, "fE", "quarterly", "上半年营收同比下降1.72%，归母净利润仅增0.25%，利润端基本持平。", [
    G("revenue", "2025H1", { v: "-1.72" }),
    G("net_profit", "2025H1", { v: "0.25", size: "基本持平" }),
  ]),
  zs("t", S, "tT", "technical", "股价42.76元，压在MA60的44.94元之下，不过仍高于年线41.03元。", [
    CLOSE("42.76"),
    MA(60, "value", { v: "44.94" }),
    MA(60, "below"),
    MA(250, "value", { v: "41.03" }),
    MA(250, "above"),
  ]),
  zs("t", P, "tN", "announcement", "2020年以来招行已按年披露了六份年度报告，2024年报于3月26日发布。", [
    EVN("annual_report", "2020-01-01", { v: "6" }),
    EV("annual_report", true, { from: "2025-03-26", to: "2025-03-26", title: "2024年年度报告" }),
  ]),
  zs(
    "f",
    P,
    "tS",
    "announcement",
    "2024年年报拖到4月下旬才披露，比往年明显推迟。",
    [
      EV("annual_report", true, {
        from: "2025-04-15",
        to: "2025-04-30",
        title: "2024年年度报告",
        err: "wrong_period",
      }),
    ],
    { err: "wrong_period", note: "2024年年度报告于2025-03-26披露" },
  ),
  zs("t", P, "fSy", "annual", "2024年归母净利润1483.91亿元，同比仅增长1.22%。", [
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.22" }),
  ]),
  zs("u", "2020-05-15", "fE", "annual", "增速领跑股份行的招行，2019年归母净利润达到928.67亿元，增幅约15%。", [
    V("net_profit", "2019", "928.67"),
    G("net_profit", "2019", { v: "15", cmp: "approx" }),
  ]),
  zs(
    "t",
    "2021-04-30",
    "tF",
    "annual",
    "疫情之年招行照样守住正增长，2020年973.42亿元的归母净利润较2019年多出约4.8%。",
    [V("net_profit", "2020", "973.42"), G("net_profit", "2020", { v: "4.8", cmp: "approx" })],
  ),

  // ---- 宁德时代 ------------------------------------------------------------------------------------------------------
  nd(
    "f",
    O,
    "bull",
    "quarterly",
    "前三季度营收同比增长超过两成，量价齐升。",
    [G("revenue", "2025M9", { v: "20", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "前三季度营收+9.28%" },
  ),
  nd("t", O, "tF", "quarterly", "单季看，三季度营收1041.86亿元、净利润185.49亿元，同比分别增长约12.9%和四成以上。", [
    V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { v: "12.9", cmp: "approx" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "40", cmp: "gt" }),
  ]),
  nd("u", O, "tN", "announcement", "据10月的公告，宁德时代拟斥资不超过80亿元回购A股。", [
    U("宁德时代2026-02-09之前的公告未收录"),
  ]),
  nd("t", O, "tT", "technical", "收盘388.77元，从52周高点424.36元回落约8.4%。", [
    CLOSE("388.77"),
    HI52({ cond: "level", v: "424.36" }),
    HI52({ v: "-8.4", cmp: "approx" }),
  ]),
  nd("t", O, "fM", "quarterly", "二季度165.23亿元、三季度185.49亿元，单季归母净利润环比再增约12%。", [
    V("net_profit", "2025S2", "165.23"),
    V("net_profit", "2025S3", "185.49"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "12", cmp: "approx" }),
  ]),
  nd("t", S, "tT", "technical", "9月5日收盘325.11元，创52周新高；RSI14约73，已进入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
  ]),
  nd(
    "f",
    S,
    "tB",
    "quarterly",
    "上半年营收同比增长33.33%，增速惊人。",
    [G("revenue", "2025H1", { v: "33.33", err: "wrong_value" })],
    { err: "wrong_value", note: "营收+7.27%；33.33%是归母净利润增速" },
  ),
  nd("t", S, "fSy", "quarterly", "上半年营收1788.86亿元增7.27%，归母净利润304.85亿元增33.33%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.27" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.33" }),
  ]),
  nd("t", P, "fE", "annual", "2024年营收3620.13亿元，同比下降约9.7%，归母净利润却增长15.01%至507.45亿元。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    V("net_profit", "2024", "507.45"),
    G("net_profit", "2024", { v: "15.01" }),
  ]),
  nd("u", P, "tN", "quarterly", "2025年开年营收就重回正增长，一季度收入847.05亿元，增幅约6.2%。", [
    V("revenue", "2025Q1", "847.05"),
    G("revenue", "2025Q1", { v: "6.2", cmp: "approx" }),
  ]),
  nd(
    "f",
    P,
    "bull",
    "annual",
    "营收同比下滑9.70%，在我们看来反倒是好事。",
    [READ(G("revenue", "2024", { v: "-9.70" }), "positive", { err: "stance" })],
    { err: "stance", note: "营收下降读作利好" },
  ),

  // ---- 五粮液 --------------------------------------------------------------------------------------------------------
  wl("t", S, "tT", "technical", "股价126.81元，站上60日均线123.08元，DIF仍处零轴之上。", [
    CLOSE("126.81"),
    MA(60, "value", { v: "123.08" }),
    MA(60, "above"),
    MACD("dif_above_zero"),
  ]),
  wl(
    "f",
    O,
    "bear",
    "technical",
    "和52周最高的164.60元相比，眼下股价已经缩水三成以上。",
    [HI52({ cond: "level", v: "164.6" }), HI52({ v: "-30", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "回落约27.7%" },
  ),
  wl("u", O, "fR", "quarterly", "前三季度营收同比下降约一成，第三季度单季利润大幅下滑。", [
    U("五粮液2025年季报未存储"),
  ]),
  wl("t", P, "tT", "technical", "RSI14约41.6，股价同时低于5日、10日、20日和60日均线。", [
    RSI("41.6", "approx"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  wl(
    "f",
    P,
    "tS",
    "technical",
    "128.70元的收盘价跌破了此前20个交易日的全部收盘价，创阶段新低。",
    [CLOSE("128.70"), BRK(20, "down", { err: "technical" })],
    { err: "technical", note: "只低于此前10个交易日的收盘价，20日内仍有更低收盘" },
  ),
];
