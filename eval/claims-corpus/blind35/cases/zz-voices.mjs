// Writers who are not debate JSON points: 研报 titles, 公众号 headlines, 股吧 / 雪球 posts, 诊股 cards, roadshow and
// 业绩会 notes, 董秘 answers, 快讯, 晨会 notes, a fund letter, a 微博 line; filed under the role that would pass them on.
import * as H from "../spec-helpers.mjs";

const { V, G, RET, CLOSE, MA, RSI, MACD, EV, U, SPAN, POS52, GSTREAK, PAIR, PERDAY, RANK } = H;
const cN = H.maker("b35-vn", "300750");
const cP = H.maker("b35-vp", "601318");
const cW = H.maker("b35-vw", "000858");
const A = "2026-04-30";
const F = "2020-05-15";
const SQ = ["2024S3", "2024S4", "2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  cN("t", A, "fSy", "annual", "【宁德时代深度】25年净利722亿增42%，Q1利润207亿同比+49%，龙头盈利上行", [
    V("net_profit", "2025", "722"),
    G("net_profit", "2025", { v: "42" }),
    V("net_profit", "2026Q1", "207"),
    G("net_profit", "2026Q1", { v: "49" }),
  ]),
  cN(
    "f",
    A,
    "tN",
    "quarterly",
    "重磅！宁德时代一季度营收破1300亿，同比暴增52%",
    [V("revenue", "2026Q1", "1300", "亿", "gt", { err: "wrong_value" }), G("revenue", "2026Q1", { v: "52" })],
    { err: "wrong_value", note: "1291.31亿元，未破1300亿" },
  ),
  cW("t", A, "tS", "technical", "五粮液RSI都28了，超卖成这样还不反弹？均线一根根全压在头顶", [
    RSI("28"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  cP("t", A, "tT", "technical", "【诊股】中国平安 59.37元｜短期：站上20日线｜中期：60日线下方｜MACD：金叉后运行", [
    CLOSE("59.37"),
    MA(20, "above"),
    MA(60, "below"),
    MACD("dif_above_dea", 0),
  ]),
  cN("u", A, "tN", "undecidable", "路演纪要：公司称海外基地产能利用率超过85%，储能订单已排至明年。", [
    U("产能利用率与订单未存储"),
  ]),
  cN("t", A, "tN", "announcement", "投资者问回购进度，董秘答：公司已于4月7日披露A股回购结果暨股份变动公告。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
  ]),
  cP(
    "f",
    A,
    "tN",
    "annual",
    "【快讯】中国平安2025年归母净利润1347.78亿元，同比增长16.5%。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "16.5", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+6.45%" },
  ),
  cN("t", A, "tM", "technical", "晨会：宁德今年以来涨近两成，股价处在52周区间上沿，注意高位波动。", [
    SPAN("2025-12-31", { v: "20", cmp: "near" }),
    POS52({ v: "80", cmp: "ge" }),
  ]),
  cP(
    "f",
    A,
    "tS",
    "annual",
    "雪球帖：平安2025年分红付息现金流出超过800亿元，比2024年还多。",
    [
      V("dividends_interest_paid", "2025", "800", "亿", "gt", { err: "wrong_value" }),
      PAIR("dividends_interest_paid", "2025", undefined, { period2: "2024", mode: "gt" }),
    ],
    { err: "wrong_value", note: "771.46亿元" },
  ),
  cN(
    "t",
    A,
    "tP",
    "annual",
    "基金季报：我们继续看好宁德时代，其2025年经营现金流1332亿元，资本开支423亿元，自由现金流充沛。",
    [V("operating_cash_flow", "2025", "1332"), V("capex", "2025", "423")],
  ),
  cW("t", A, "tS", "technical", "五粮液跌回97元：一年跌掉26%，RSI跌破30", [
    CLOSE("97"),
    RET(250, { v: "-26" }),
    RSI("30", "lt"),
  ]),
  cP(
    "f",
    A,
    "fSy",
    "annual",
    "中国平安点评：净利润连续两年两位数增长，总资产站上13万亿",
    [
      GSTREAK("net_profit", ["2024", "2025"], 10, undefined, { err: "overstatement" }),
      V("total_assets", "2025", "13", "万亿", "gt"),
    ],
    { err: "overstatement", note: "2025年仅+6.45%" },
  ),
  cN("u", A, "tS", "undecidable", "股吧：听说要纳入某国际指数，北向这两天在疯狂扫货。", [U("资金流向与传闻")]),
  cW(
    "f",
    F,
    "tT",
    "technical",
    "【AI诊股】五粮液：MACD死叉，RSI 70.3，短线超买需谨慎",
    [MACD("dif_below_dea", 0, { err: "technical" }), RSI("70.3")],
    { err: "technical", note: "DIF 5.84 > DEA 5.10" },
  ),
  cW("t", F, "fSy", "annual", "五粮液2019年报点评：营收501亿(+25%)、归母净利174亿(+30%)，经营现金流大幅增长", [
    V("operating_revenue", "2019", "501"),
    G("operating_revenue", "2019", { v: "25" }),
    V("net_profit", "2019", "174"),
    G("net_profit", "2019", { v: "30" }),
    G("operating_cash_flow", "2019", { size: "大幅增长" }),
  ]),
  cN("u", A, "tN", "undecidable", "业绩会纪要：管理层表示2026年电池出货量目标增长三成以上。", [U("管理层目标")]),
  cP(
    "f",
    A,
    "tS",
    "technical",
    "投顾短评：平安股价年内已上涨约13%，走势稳健。",
    [SPAN("2025-12-31", { v: "13", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年初至今-13.20%" },
  ),
  cN("t", A, "tS", "quarterly", "宁德时代一季度净利207亿，相当于每天赚2.3亿", [
    V("net_profit", "2026Q1", "207"),
    PERDAY("net_profit", "2026Q1", { v: "2.3" }),
  ]),
  cN("u", A, "tN", "announcement", "董秘：公司目前没有定增安排，未来扩产资金主要靠经营现金流。", [
    EV("placement", false, { from: "2026-02-09" }),
    U("未来资金来源的表态"),
  ]),
  cN("t", A, "fSy", "quarterly", "宁德时代25Q4点评：单季营收1406亿同比+37%，利润232亿同比+57%", [
    V("revenue", "2025S4", "1406"),
    G("revenue", "2025S4", { v: "37" }),
    V("net_profit", "2025S4", "232"),
    G("net_profit", "2025S4", { v: "57" }),
  ]),
  cW(
    "f",
    F,
    "tS",
    "technical",
    "股吧：五粮液这20个交易日涨了三成多，没上车的拍大腿吧",
    [RET(20, { v: "30", cmp: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "近20日+13.06%" },
  ),
];
