// Writers who are not debate JSON points, filed under the role that would pass such text on: 公众号 headlines and
// 快讯 (新闻分析师), 研报 titles (基本面分析师 / 估值分析师), AI 诊股 cards (技术分析师), 雪球 / 股吧 posts (情绪分析师),
// 晨会纪要 (研究经理), 业绩会纪要 (收益分析师).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, X, READ, IND, EV } = H;
const { PE, MCNOW, VOLR, BIAS, POS52, PSUM, QOQ, CAGR } = H;
const mt = H.maker("b86-vo-mt", "600519");
const zh = H.maker("b86-vo-zh", "600036");
const byd = H.maker("b86-vo-byd", "002594");
const wly = H.maker("b86-vo-wly", "000858");
const A = "2026-04-30";

export default [
  // 公众号 headlines / 快讯
  mt("t", A, "tN", "annual", "【快讯】贵州茅台2025年报：营业总收入1720.54亿元，归母净利润823.20亿元，同比降4.53%", [
    V("revenue", "2025", "1720.54"),
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.53" }),
  ]),
  mt(
    "f",
    A,
    "tN",
    "quarterly",
    "重磅！茅台一季报出炉：单季净利润272亿，同比暴增15%，白酒春天来了？",
    [
      V("net_profit", "2026Q1", "272", "亿", "approx"),
      G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+1.47%" },
  ),
  byd(
    "t",
    A,
    "tN",
    "quarterly",
    "【快讯】比亚迪一季度营收1502.25亿元，同比下降11.82%；归母净利润40.85亿元，同比下降55.38%",
    [
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { v: "-11.82" }),
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-55.38" }),
    ],
  ),
  byd(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪晚间公告：拟斥资不超过50亿元回购A股股份，彰显发展信心",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  zh("t", A, "tN", "annual", "招行2025年净利润1501.81亿元再创新高，营收3375.32亿元与上年持平", [
    V("net_profit", "2025", "1501.81"),
    MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { size: "基本持平" }),
  ]),
  // 研报 titles
  mt("t", A, "tF", "annual", "贵州茅台2025年报点评：收入微降1.2%，现金分红672亿元仍居高位", [
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    V("dividends_interest_paid", "2025", "672", "亿", "approx"),
  ]),
  zh(
    "f",
    A,
    "tF",
    "annual",
    "招商银行2025年报点评：利润增速回升至5%，ROE回落至13.4%",
    [G("net_profit", "2025", { v: "5", cmp: "approx", err: "wrong_value" }), V("roe", "2025", "13.4", "%", "approx")],
    { err: "wrong_value", note: "利润+1.21%" },
  ),
  byd("u", A, "fV", "undecidable", "比亚迪深度报告：海外放量打开第二成长曲线，目标价130元，维持买入", [
    U("目标价/海外销量"),
  ]),
  zh("u", A, "fV", "valuation", "招商银行：零售之王估值修复可期，给予2026年1.1倍PB，目标价50元", [U("目标价与预测PB")]),
  // AI 诊股 cards
  mt("t", A, "tT", "technical", "AI诊股｜贵州茅台 技术面：偏弱。收盘1384.79，RSI 39.6，MACD死叉，均线空头排列", [
    CLOSE("1384.79"),
    RSI("39.6", "approx"),
    MACD("dif_below_dea", 0),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  byd(
    "f",
    A,
    "tT",
    "technical",
    "AI诊股｜比亚迪 技术面：强势。MACD金叉向上，均线多头排列，RSI约52",
    [MACD("dif_above_dea", 0, { err: "technical" }), MAORDER([5, 10, 20, 60], "bull"), RSI("52", "approx")],
    { err: "technical", note: "DIF<DEA" },
  ),
  wly("t", A, "tT", "technical", "AI诊股｜五粮液 RSI 28.4 超卖；股价处52周区间最底部，60日乖离-6%", [
    RSI("28.4", "approx"),
    POS52({ v: "5", cmp: "lt" }),
    BIAS(60, { v: "-6", cmp: "approx" }),
  ]),
  // 雪球 / 股吧 posts
  mt("t", A, "tS", "valuation", "雪球｜茅台21倍PE、负债率16%、一季度净利272亿，这价位我继续拿着。", [
    MCNOW("2025", "21"),
    V("debt_ratio", "2025", "16", "%", "approx"),
    V("net_profit", "2026Q1", "272", "亿", "approx"),
  ]),
  zh(
    "f",
    A,
    "tS",
    "industry",
    "股吧｜招行负债率九成，杠杆这么高迟早出事，赶紧跑！",
    [V("debt_ratio", "2025", "90", "%", "approx"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行约90%负债率属行业常态" },
  ),
  byd("u", A, "tS", "undecidable", "雪球｜比亚迪4月终端折扣又加大了，一季度利润腰斩只是开始。", [
    G("net_profit", "2026Q1", { size: "腰斩" }),
    U("终端折扣"),
  ]),
  wly("t", A, "tS", "technical", "股吧｜五粮液从2020年底的291.85跌到97，三分之二没了，还谈什么价值。", [
    CLOSE("97.08"),
    H.SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  // 晨会纪要
  mt("t", A, "tM", "quarterly", "晨会纪要：茅台一季度营收同比约+6.5%、归母净利约+1.5%，利润增速慢于收入。", [
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  byd(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要：比亚迪2025年毛利率17.74%，同比提升1.7个百分点，规模效应显现。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      PP("gross_margin", "2025", { v: "1.7", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "降1.70个百分点" },
  ),
  zh("u", A, "tM", "undecidable", "晨会纪要：招行一季度净息差环比企稳，非息收入回暖。", [U("净息差、非息收入")]),
  // 业绩会纪要
  mt("u", A, "fE", "undecidable", "业绩会纪要：管理层称2026年营收目标为与宏观经济增长保持同步。", [U("管理层目标")]),
  zh("t", A, "fE", "quarterly", "业绩会纪要：一季度归母净利润378.52亿元，同比增1.52%，每股净资产增至44.90元。", [
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
    V("bps", "2026Q1", "44.90", "元"),
  ]),
  byd("u", A, "fE", "undecidable", "业绩会纪要：公司预计二季度起出口车型毛利率回升，全年海外销量目标不变。", [
    U("管理层预期"),
  ]),
];
