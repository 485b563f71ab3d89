// Writers who are not debate JSON points: wire leads (快讯), 公众号 headlines, sell-side note titles, 诊股 cards,
// 股吧 / 雪球 posts, 晨会纪要, 业绩会纪要 — filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, MAX, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, PE, IND, U } = H;
const { SPAN } = H;
const z = H.maker("b42-vz", "600036");
const b = H.maker("b42-vb", "002594");
const p = H.maker("b42-vp", "601318");
const w = H.maker("b42-vw", "000858");
const A = "2026-04-30";

export default [
  b(
    "t",
    A,
    "tN",
    "quarterly",
    "【快讯】比亚迪一季度归母净利40.85亿元，同比下降55.38%；营收1502.25亿元，同比降11.82%。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-55.38" }),
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { v: "-11.82" }),
    ],
  ),
  z("t", A, "tN", "annual", "招行年报｜净利1501.81亿、同比+1.21%，营收几乎零增长", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21" }),
    G("revenue", "2025", { size: "基本持平" }),
  ]),
  w("t", A, "tS", "technical", "五粮液一年跌掉26%，RSI都28了，吧里还有谁在坚守？", [
    RET(250, { v: "-26", cmp: "approx" }),
    RSI("28", "approx"),
  ]),
  p("t", A, "tS", "technical", "平安今年以来跌了13%，可利润还涨了6%，市场先生又犯错了 $中国平安(SH601318)$", [
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
    G("net_profit", "2025", { v: "6", cmp: "approx" }),
  ]),
  b(
    "f",
    A,
    "tN",
    "annual",
    "比亚迪2025年报点评：营收同比+3.5%，归母净利润同比-9%，静待出海放量",
    [
      G("revenue", "2025", { v: "3.5", cmp: "approx" }),
      G("net_profit", "2025", { v: "-9", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "净利润-18.97%" },
  ),
  z("t", A, "tT", "technical", "【AI诊股】招商银行 技术面：偏空｜RSI 36｜MACD死叉｜距52周高点-21%", [
    RSI("36", "approx"),
    MACD("death_cross", 4),
    HI52({ v: "-21", cmp: "approx" }),
  ]),
  p("t", A, "tM", "annual", "晨会纪要：平安2025年归母净利1347.78亿(+6.5%)，经营现金流6586亿，维持买入", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
  ]),
  z("u", A, "tN", "undecidable", "业绩会纪要：管理层称2026年净息差降幅将收窄至10bp以内", [U("管理层指引与净息差")]),
  p(
    "f",
    A,
    "tN",
    "annual",
    "#中国平安年报# 营业收入10505.06亿元，同比下降2.1%",
    [V("revenue", "2025", "10505.06"), G("revenue", "2025", { v: "-2.1", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+2.10%" },
  ),
  b(
    "f",
    A,
    "tS",
    "quarterly",
    "比亚迪一季度营收直接腰斩，这还怎么拿？",
    [G("revenue", "2026Q1", { size: "腰斩", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "营收-11.82%，腰斩的是净利润" },
  ),
  z("t", A, "tS", "valuation", "招行PE 6.7、PB 0.88，股价38块出头，ROE还有13%以上，这不香吗", [
    PE("2025", "6.7"),
    PE("2025", "0.88", "approx", { per: "bps" }),
    CLOSE("38", "gt"),
    V("roe", "2025", "13", "%", "gt"),
  ]),
  w("t", "2020-05-15", "tN", "valuation", "五粮液2019年营收破500亿、净利增30%，32倍市盈率贵不贵？", [
    V("operating_revenue", "2019", "500", "亿", "gt"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    PE("2019", "32", "approx"),
  ]),
  z("t", "2025-10-31", "tN", "quarterly", "招商银行三季报点评：前三季度净利润同比+0.5%，三季度单季+1.0%", [
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    G("net_profit", "2025S3", { v: "1.0", cmp: "approx" }),
  ]),
  b(
    "f",
    "2025-10-31",
    "tN",
    "quarterly",
    "【快讯】比亚迪三季度单季净利润78.23亿元，同比增长32.6%",
    [
      V("net_profit", "2025S3", "78.23"),
      G("net_profit", "2025S3", { v: "32.6", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-32.60%" },
  ),
  b("u", A, "tM", "undecidable", "晨会：比亚迪海外销量占比已超三成，维持增持评级", [U("海外销量占比未存储")]),
  b("t", A, "tT", "technical", "【诊股】比亚迪 均线多头排列｜20日缩量｜近60日+12%", [
    MAORDER([5, 10, 20, 60], "bull"),
    VOL("shrink"),
    RET(60, { v: "12", cmp: "approx" }),
  ]),
  p("u", A, "tS", "undecidable", "听说平安下周要被大资金调进某指数，先埋伏", [U("传闻")]),
  p(
    "f",
    A,
    "tN",
    "annual",
    "中国平安：2025年归母净利润同比+47.8%，业绩强势反转",
    [G("net_profit", "2025", { v: "47.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+47.8%是2024年；2025年+6.45%" },
  ),
  b("u", A, "tN", "undecidable", "业绩会：管理层表示2026年海外销量目标130万辆", [U("管理层目标")]),
  p("t", A, "fS", "industry", "平安负债率快90%了？对保险公司来说这再正常不过", [
    V("debt_ratio", "2025", "90", "%", "near"),
    IND("high_debt_is_normal"),
  ]),
  b(
    "f",
    A,
    "tS",
    "industry",
    "比亚迪负债率70%，跟银行九成比低多了，完全不算风险",
    [V("debt_ratio", "2025", "70", "%", "approx"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "制造企业不能用银行负债率作参照" },
  ),
  z("t", "2025-09-05", "tN", "quarterly", "招行中报出炉：上半年归母净利润749.30亿元，同比微增0.25%", [
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", size: "微增" }),
  ]),
  w("t", A, "tM", "technical", "盘前策略｜五粮液均线全面空头，RSI 28超卖，暂不抄底", [
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    RSI("28", "approx"),
  ]),
  p(
    "f",
    A,
    "tN",
    "annual",
    "中国平安营收10505亿，创近五年新高",
    [
      V("revenue", "2025", "10505", "亿", "approx"),
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2021年11804.44亿更高" },
  ),
];
