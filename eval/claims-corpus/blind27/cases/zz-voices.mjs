// Writers who are not debate JSON points, filed under the role that would pass such text on: a 路演 transcript line,
// 公众号 summaries, 【诊股】 cards, a wire flash, a sell-side note title, a forum post. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, SPAN, MA, RSI, MACD, MAORDER, HI52, MRET, U, CAGR, X, MCNOW, VOL, PSUM } = H;
const mt = H.maker("b27-vo-mt", "600519");
const byd = H.maker("b27-vo-byd", "002594");
const pa = H.maker("b27-vo-pa", "601318");
const sh = H.maker("b27-vo-sh", "600028");
const A = "2026-04-30";

export default [
  mt(
    "f",
    A,
    "tN",
    "quarterly",
    "【路演纪要】管理层：一季度利润端开局平稳，归母净利润272.43亿元，增速与收入同步，约6.5%。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "6.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "利润+1.47%；6.5%是营业收入增速" },
  ),
  mt(
    "f",
    A,
    "tS",
    "technical",
    "【诊股】贵州茅台｜技术面：均线空头排列，MACD金叉｜RSI 39.6｜评分 72",
    [MAORDER([5, 10, 20, 60], "bear"), MACD("golden_cross", 10, { err: "technical" }), RSI("39.6", "approx")],
    { err: "technical", note: "4月17日是死叉，近10日无金叉" },
  ),
  mt("u", A, "tN", "undecidable", "公众号摘要：i茅台平台一季度销售额同比翻倍，直销占比突破四成，渠道利润被压缩。", [
    U("直销渠道数据"),
  ]),
  byd(
    "f",
    A,
    "tN",
    "quarterly",
    "快讯｜比亚迪一季度净利40.85亿元，同比降11.8%，营收1502亿元。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-11.8", cmp: "approx", err: "wrong_value" }),
      V("revenue", "2026Q1", "1502", "亿", "approx"),
    ],
    { err: "wrong_value", note: "净利-55.4%；-11.8%是营收降幅" },
  ),
  byd(
    "f",
    A,
    "tS",
    "annual",
    "股吧热帖：迪子2025年赚了400多亿，跌到100块就是送钱！",
    [V("net_profit", "2025", H.IN("400", "500"), "亿", undefined, { err: "wrong_period" })],
    { err: "wrong_period", note: "402.54亿是2024年；2025年326.19亿" },
  ),
  byd("u", A, "tN", "undecidable", "研报标题：《海外产能释放在即，2026年出口有望翻倍》——维持买入。", [U("预测、评级")]),
  byd(
    "f",
    A,
    "tS",
    "technical",
    "【诊股】比亚迪｜均线空头排列，量能萎缩｜短线偏弱",
    [MAORDER([5, 10, 20, 60], "bear", { err: "technical" }), VOL("shrink")],
    { err: "technical", note: "均线多头排列" },
  ),
  pa(
    "f",
    A,
    "tN",
    "annual",
    "公众号摘要：平安2025年归母净利润1347.78亿元，同比增长6.5%，营收突破1.1万亿元。",
    [
      V("net_profit", "2025", "1347.78"),
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      V("revenue", "2025", "11000", "亿", "gt", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "营收10505亿元" },
  ),
  pa("t", A, "tS", "technical", "早盘点评：平安MACD已金叉、股价站上年线，但离52周高点仍差两成左右。", [
    MACD("golden_cross", 20),
    MA(250, "above"),
    HI52({ v: "-20", cmp: "approx" }),
  ]),
  pa("u", A, "tN", "undecidable", "董秘回复：公司2025年寿险NBV同比增长超过两成，渠道改革成效持续。", [U("NBV")]),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "雪球帖：石化3月初涨停之后，4月又涨了8%，趋势太强了。",
    [
      H.BAR("2026-03-02", "chg", { v: "10", cmp: "approx" }),
      MRET("2026-04", { v: "8", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "4月-8.33%" },
  ),
  sh(
    "f",
    A,
    "tN",
    "annual",
    "路演纪要：公司2024年归母净利润503.13亿元，研发投入超过200亿元，同比增长近9%。",
    [
      V("net_profit", "2024", "503.13"),
      V("research_expense", "2024", "200", "亿", "gt", { err: "wrong_value" }),
      G("research_expense", "2024", { v: "9", cmp: "near" }),
    ],
    { err: "wrong_value", note: "研发费用152.15亿" },
  ),
  sh("u", A, "tN", "undecidable", "快讯：中石化一季度归母净利润同比下降超三成，炼油毛利承压。", [
    U("中国石化季报未存储"),
  ]),
];
