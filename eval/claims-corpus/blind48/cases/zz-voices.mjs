// Writers who are not debate JSON points: 快讯, 公众号 headlines, 研报 titles, 诊股 cards, 股吧 / 雪球 posts,
// 晨会纪要, 业绩会纪要 — filed under the role that would pass such text on. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, MAX, MIN, RET, CLOSE, MA, MAORDER, RSI, MACD, POS52, IND, PE, U } = H;
const zs = H.maker("b48-vzs", "600036");
const by = H.maker("b48-vby", "002594");
const sh = H.maker("b48-vsh", "600028");
const wl = H.maker("b48-vwl", "000858");
const A = "2026-04-30";

export default [
  by("t", A, "tN", "annual", "【快讯】比亚迪2025年营收8039.65亿元，同比增3.46%；归母净利326.19亿元，同比降18.97%。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.46" }),
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-18.97" }),
  ]),
  by(
    "f",
    A,
    "tS",
    "quarterly",
    "比亚迪一季度净利润暴跌55%，营收却逆势大涨11.8%！",
    [
      G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
      G("revenue", "2026Q1", { v: "11.8", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "营收同比-11.82%" },
  ),
  zs("u", A, "fSy", "annual", "招商银行2025年报点评：利润增1.2%，ROE 13.44%，拨备垫依旧厚实", [
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("roe", "2025", "13.44", "%"),
    U("拨备未存储"),
  ]),
  zs("t", A, "fSy", "quarterly", "招商银行：营收持平、利润微增，一季度归母净利润同比+1.5%", [
    G("revenue", "2025", { size: "基本持平" }),
    G("net_profit", "2025", { size: "微增" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  wl("t", A, "tT", "technical", "【诊股】五粮液 技术面偏弱：RSI 28.4超卖，MACD死叉，股价低于全部均线。", [
    RSI("28.4", "approx"),
    MACD("dif_below_dea"),
    MA(5, "below"),
    MA(250, "below"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "石化都跌到5块4了，一年前还5块7，这一年跌得腰斩都不止！",
    [
      CLOSE("5.4", "approx"),
      CLOSE("5.7", "approx", { date: "2025-04-30" }),
      RET(250, { size: "腰斩", err: "overstatement" }),
    ],
    { err: "overstatement", note: "250日-5.93%" },
  ),
  by("t", A, "tS", "technical", "比亚迪近60个交易日涨了12%，均线多头排列，这波能拿。", [
    RET(60, { v: "12", cmp: "approx" }),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
  zs("t", A, "tM", "valuation", "晨会：招行2025年EPS 5.70元，按38.27元收盘对应PE 6.7倍、PB 0.88倍（年末BPS）。", [
    V("basic_eps", "2025", "5.70", "元"),
    CLOSE("38.27"),
    PE("2025", "6.7"),
    PE("2025", "0.88", "approx", { per: "bps" }),
  ]),
  by("u", A, "tN", "quarterly", "业绩会：管理层称2026年海外销量目标130万辆，一季度毛利率18.81%。", [
    U("管理层指引与销量未存储"),
    V("gross_margin", "2026Q1", "18.81", "%"),
  ]),
  sh("t", A, "tN", "annual", "中国石化发布2024年年报：营业收入3.07万亿元，同比下降4.29%。", [
    V("operating_revenue", "2024", "3.07", "万亿"),
    G("operating_revenue", "2024", { v: "-4.29" }),
  ]),
  zs(
    "f",
    A,
    "tS",
    "annual",
    "招行2025年净利润突破1600亿元，稳坐A股最赚钱股份行宝座",
    [V("net_profit", "2025", "1600", "亿", "gt", { err: "wrong_value" }), U("同业利润未存储")],
    { err: "wrong_value", note: "1501.81亿元" },
  ),
  wl("u", A, "fSy", "undecidable", "五粮液：渠道改革见效，2026年利润有望重回增长", [U("预测")]),
  wl(
    "f",
    A,
    "tS",
    "technical",
    "五粮液今年已经跌了快三成，从年初的106跌到97。",
    [
      CLOSE("106", "approx", { date: "2025-12-31" }),
      CLOSE("97", "approx"),
      RET("2025-12-31", { v: "-30", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "年内-8.36%" },
  ),
  by("t", A, "tT", "annual", "【AI速读】比亚迪：资产负债率70.74%（-3.90pp），经营现金流591.36亿元（-55.7%）。", [
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { v: "-3.90" }),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-55.7", cmp: "approx" }),
  ]),
  zs("t", A, "tN", "quarterly", "招商银行一季度营收869.40亿元，同比增长3.81%，归母净利润378.52亿元，同比增长1.52%。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.81" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
  ]),
  sh("u", A, "tS", "undecidable", "中石化股息率6%，拿着比存款香多了。", [U("股息率未存储")]),
  by(
    "f",
    A,
    "tS",
    "annual",
    "比亚迪营收8039亿元再创新高，增速重回高速增长轨道！",
    [
      V("revenue", "2025", "8039", "亿", "approx"),
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
      G("revenue", "2025", { size: "高速增长", err: "overstatement" }),
    ],
    { err: "overstatement", note: "同比+3.46%" },
  ),
  by("t", A, "tM", "quarterly", "晨会纪要：比亚迪2025年四季度单季营收同比下降13.5%，单季净利润92.86亿元。", [
    G("revenue", "2025S4", { v: "-13.5", cmp: "approx" }),
    V("net_profit", "2025S4", "92.86"),
  ]),
  sh(
    "f",
    A,
    "fSy",
    "annual",
    "中国石化2024年净利润503亿元，创2019年以来新低",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      MIN("net_profit", "2024", ["2019", "2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年332.71亿元更低" },
  ),
  zs("t", A, "tS", "technical", "招行这一年跌了10%多，从42块多跌到38块多，还趴在52周区间的底部。", [
    RET(250, { v: "-10", cmp: "lt" }),
    CLOSE("42.75", "eq", { date: "2025-04-18" }),
    CLOSE("38", "ge"),
    CLOSE("39", "lt"),
    POS52({ v: "20", cmp: "lt" }),
  ]),
  wl("u", A, "tN", "announcement", "五粮液公告：拟以自有资金回购股份，金额不超过10亿元。", [U("五粮液公告未收录")]),
  zs("u", A, "tN", "undecidable", "业绩会：管理层表示2026年零售贷款增速将高于对公。", [U("管理层指引")]),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】中国石化：MACD金叉，多头信号，短线看涨。",
    [MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "最近一次交叉为3月10日死叉" },
  ),
  zs("t", A, "tS", "industry", "别被招行九成的负债率吓到，银行本来就是高杠杆经营。", [
    V("debt_ratio", "2025", "90", "%", "approx"),
    IND("high_debt_is_normal"),
  ]),
  wl(
    "f",
    A,
    "fSy",
    "annual",
    "五粮液2019年营收501.18亿元，同比增长约30%，高端白酒量价齐升",
    [
      V("operating_revenue", "2019", "501.18"),
      G("operating_revenue", "2019", { v: "30", cmp: "approx", err: "wrong_value" }),
      U("销量与出厂价未存储"),
    ],
    { err: "wrong_value", note: "营收+25.2%；30%是净利润增速" },
  ),
];
