// Writers who are not debate JSON points: 公众号 headlines, 研报 titles, AI 诊股 cards, 股吧 / 雪球 posts, 快讯,
// 晨会纪要, 业绩会纪要 — filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  U,
  QOQ,
  MCNOW,
  MAX,
  DD,
  EV,
  POS52,
  PE,
  BRK,
  LIN,
} = H;
const A = "2026-04-30";
const mt = H.maker("b64-vmt", "600519");
const zs = H.maker("b64-vzs", "600036");
const nd = H.maker("b64-vnd", "300750");
const yd = H.maker("b64-vyd", "002594");
const pa = H.maker("b64-vpa", "601318");
const sh = H.maker("b64-vsh", "600028");
const wl = H.maker("b64-vwl", "000858");

export default [
  mt("t", A, "tN", "annual", "【快讯】贵州茅台2025年实现归母净利润823.20亿元，同比下降4.53%；营业总收入1720.54亿元。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.53" }),
    V("revenue", "2025", "1720.54"),
  ]),
  mt(
    "t",
    A,
    "tN",
    "quarterly",
    "【快讯】茅台一季报：归母净利272.43亿元，同比增1.47%；经营现金流269.10亿元，同比增逾两倍。",
    [
      V("net_profit", "2026Q1", "272.43"),
      G("net_profit", "2026Q1", { v: "1.47" }),
      V("operating_cash_flow", "2026Q1", "269.10"),
      G("operating_cash_flow", "2026Q1", { v: "200", cmp: "gt" }),
    ],
  ),
  nd("u", A, "tN", "quarterly", "公众号｜宁德时代Q1净利207亿，同比暴增近五成，储能+动力双轮驱动！", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "50", cmp: "near" }),
    U("业务拆分（储能/动力）未存储"),
  ]),
  nd(
    "f",
    A,
    "tN",
    "annual",
    "公众号｜重磅！宁德时代2025年净利润突破800亿，同比大增42%！",
    [
      V("net_profit", "2025", "800", "亿", "gt", { err: "wrong_value" }),
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "2025年归母净利722.01亿" },
  ),
  yd("t", A, "fSy", "quarterly", "研报标题：《比亚迪2026Q1点评：净利同比腰斩，毛利率同比回落》", [
    G("net_profit", "2026Q1", { size: "腰斩" }),
    PP("gross_margin", "2026Q1", { dir: "down" }),
  ]),
  yd(
    "f",
    A,
    "fSy",
    "annual",
    "研报标题：《比亚迪2025年报点评：营收破8000亿，归母净利同比增长19%》",
    [
      V("revenue", "2025", "8000", "亿", "gt"),
      G("net_profit", "2025", { v: "19", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "归母净利同比-19%" },
  ),
  zs("t", A, "fSy", "annual", "研报标题：《招商银行2025年报：净利稳增1.2%，ROE回落至13.44%》", [
    G("net_profit", "2025", { v: "1.2", cmp: "approx", dir: "up" }),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { dir: "down" }),
  ]),
  mt(
    "t",
    A,
    "tT",
    "technical",
    "【AI诊股】贵州茅台｜技术面评分：弱｜收盘1384.79，位于52周区间约19%分位，MACD死叉，RSI 39.6。",
    [CLOSE("1384.79"), POS52({ v: "19", cmp: "approx" }), MACD("dif_below_dea", 0), RSI("39.6", "approx")],
  ),
  wl(
    "t",
    A,
    "tT",
    "technical",
    "【AI诊股】五粮液｜趋势：空头｜收盘97.08元贴近52周低点97元，RSI 28.4超卖，近60日跌约3.9%。",
    [CLOSE("97.08"), LO52({ cond: "level", v: "97" }), RSI("28.4", "approx"), RET(60, { v: "-3.9", cmp: "approx" })],
  ),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】中国平安｜趋势：多头｜收盘59.37，站上全部均线，MACD金叉。",
    [CLOSE("59.37"), MA(60, "above", { err: "technical" }), MACD("dif_above_dea", 0)],
    { err: "technical", note: "收盘在MA60 61.25、MA120 62.69之下" },
  ),
  sh("t", A, "tS", "technical", "股吧：中石化又跌，今年以来快13%了，5块4都守不住，割了割了", [
    RET("2025-12-31", { v: "-13", cmp: "near" }),
    CLOSE("5.4", "lt"),
  ]),
  nd(
    "f",
    A,
    "tS",
    "technical",
    "雪球：宁德这波从年初的367涨到436，快30%了，还拿着的都是真信仰",
    [
      CLOSE("367.26", "approx", { date: "2025-12-31" }),
      CLOSE("436"),
      RET("2025-12-31", { v: "30", cmp: "near", err: "overstatement" }),
    ],
    { err: "overstatement", note: "年内+18.7%" },
  ),
  mt("u", A, "tS", "undecidable", "雪球：茅台股东户数一季度又增加了两万户，散户在抄底，机构在跑。", [
    U("股东户数与资金流向未存储"),
  ]),
  zs("t", A, "tS", "technical", "股吧：招行今年从42块跌到38块多，跌了9%，高股息也挡不住跌啊", [
    CLOSE("42.1", "eq", { date: "2025-12-31" }),
    CLOSE("38", "gt"),
    RET("2025-12-31", { v: "-9", cmp: "approx" }),
  ]),
  yd("u", A, "tS", "undecidable", "股吧：比亚迪明天必涨停，主力资金今天净流入10亿！", [
    U("次日走势与资金流向无法核验"),
  ]),
  pa(
    "t",
    A,
    "tM",
    "annual",
    "晨会纪要｜保险：中国平安2025年归母净利1347.78亿（+6.5%），经营现金流6586亿，同比增逾七成。",
    [
      V("net_profit", "2025", "1347.78"),
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "70", cmp: "gt" }),
    ],
  ),
  nd("t", A, "tM", "annual", "晨会纪要｜电新：宁德时代2025年营收4237亿（+17%），毛利率26.27%，同比提升约1.8pct。", [
    V("revenue", "2025", "4237", "亿", "approx"),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要｜石化：中国石化2024年归母净利503亿，同比降6.8%，扣非480.57亿。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "-6.8", cmp: "approx", err: "wrong_value" }),
      V("deducted_net_profit", "2024", "480.57"),
    ],
    { err: "wrong_value", note: "同比-16.8%" },
  ),
  mt("t", A, "fE", "annual", "业绩会纪要：管理层称2025年在营收1720亿、同比微降约1.2%的情况下，资产负债率降到16.42%。", [
    V("revenue", "2025", "1720", "亿", "approx"),
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  yd(
    "f",
    A,
    "fE",
    "annual",
    "业绩会纪要：公司表示2025年资本开支约1568亿，较上年下降，投入高峰已过。",
    [V("capex", "2025", "1568", "亿", "approx"), G("capex", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "973.60→1568.08，增长61%" },
  ),
  zs("u", A, "fE", "undecidable", "业绩会纪要：行长表示2026年净息差降幅将收窄，全年营收有望恢复正增长。", [
    U("净息差与全年营收为预测"),
  ]),
  wl("u", A, "tN", "undecidable", "【快讯】五粮液公告拟以自有资金回购股份，回购金额不超过15亿元。", [
    U("五粮液公告未收录"),
  ]),
];
