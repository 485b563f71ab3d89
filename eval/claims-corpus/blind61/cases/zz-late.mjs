// Points dated 2025-04-30 (FY2024, 茅台 2025Q1), 2025-09-05 (H1 2025) and 2025-10-31 (nine months 2025).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, QOQ, MA, MAORDER, RSI, HI52, EV, U, PE, CLOSE, PAIR, GDIFF } = H;
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";
const mt = H.maker("b61-lmt", "600519");
const nd = H.maker("b61-lnd", "300750");
const byd = H.maker("b61-lbyd", "002594");
const zs = H.maker("b61-lzs", "600036");
const pa = H.maker("b61-lpa", "601318");

export default [
  mt("t", P, "fE", "annual", "2024年营业总收入1741.44亿元、归母净利润862.28亿元，同比分别增长约15.7%和15.4%。", [
    V("revenue", "2024", "1741.44"),
    V("net_profit", "2024", "862.28"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "fV",
    "valuation",
    "按1547元收盘价和2024年每股收益68.64元，静态PE约25倍。",
    [CLOSE("1547"), V("basic_eps", "2024", "68.64", "元"), PE("2024", "25", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "1547/68.64=22.5倍" },
  ),
  mt("t", P, "tT", "technical", "收盘1547元跌破了5/10/20日线，但仍守在60、120、250日线之上。", [
    CLOSE("1547"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "above"),
    MA(120, "above"),
    MA(250, "above"),
  ]),
  mt("u", P, "tM", "undecidable", "2025年全年营收增速将回落到个位数，高增长时代结束。", [U("全年预测")]),
  mt(
    "f",
    P,
    "bull",
    "quarterly",
    "2025年一季度净利率54.89%，比2024年全年高出约5个百分点。",
    [
      V("net_margin", "2025Q1", "54.89", "%"),
      PAIR("net_margin", "2025Q1", undefined, {
        period2: "2024",
        mode: "pp",
        v: "5",
        cmp: "approx",
        err: "wrong_magnitude",
      }),
    ],
    { err: "wrong_magnitude", note: "54.89-52.27=2.62个百分点" },
  ),
  nd("t", S, "fE", "quarterly", "上半年营收1788.86亿元、同比+7.3%，归母净利304.85亿元、同比+33%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
  ]),
  nd(
    "f",
    S,
    "tBe",
    "quarterly",
    "上半年毛利率25.02%，同比提升了约1.5个百分点。",
    [
      V("gross_margin", "2025H1", "25.02", "%"),
      PP("gross_margin", "2025H1", { v: "1.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-1.51个百分点" },
  ),
  nd("t", S, "tT", "technical", "收盘325.11元创52周新高，5日到250日均线完整多头排列，RSI14升到73附近。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    MAORDER([5, 10, 20, 60, 120, 250], "bull"),
    RSI("73", "approx"),
  ]),
  nd("u", S, "tM", "undecidable", "三季度营收增速有望重回两位数，储能放量是主因。", [U("三季报尚未披露")]),
  byd("t", S, "tF", "quarterly", "上半年营收3712.81亿元，同比增长约23.3%；归母净利155.11亿元，增幅约13.8%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
  ]),
  byd(
    "f",
    S,
    "fQ",
    "quarterly",
    "二季度单季归母净利润155.11亿元，环比一季度明显改善。",
    [
      V("net_profit", "2025S2", "155.11", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S2", "2025S1", { dir: "up", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "155.11亿是上半年累计；二季度单季63.56亿，环比下降" },
  ),
  zs("t", S, "tN", "quarterly", "上半年营收1699.69亿元，同比下滑约1.7%，归母净利749.30亿元，同比基本持平。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { size: "基本持平" }),
  ]),
  nd("t", N, "fE", "quarterly", "前三季度归母净利润490.34亿元，同比增长约36%；其中三季度单季185.49亿元，同比+41%。", [
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
  nd(
    "f",
    N,
    "tN",
    "quarterly",
    "前三季度营收2830.72亿元，同比增长超过20%。",
    [V("revenue", "2025M9", "2830.72"), G("revenue", "2025M9", { v: "20", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+9.3%" },
  ),
  zs("t", N, "fSy", "quarterly", "前三季度归母净利1137.72亿、同比+0.5%，营收2514.20亿、同比-0.5%，利润略好于收入。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    V("revenue", "2025M9", "2514.20"),
    G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }),
    GDIFF({ metric: "net_profit", period: "2025M9" }, { metric: "revenue", period: "2025M9" }, { dir: "up" }),
  ]),
  pa("u", N, "tF", "undecidable", "前三季度归母净利润同比增长约11%，单季利润改善明显。", [
    G("net_profit", "2025M9", { v: "11", cmp: "approx" }),
  ]),
  byd(
    "f",
    N,
    "tN",
    "announcement",
    "10月公司公告了新一期A股回购计划，向市场传递信心。",
    [EV("repurchase", true, { from: "2025-10-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
];
