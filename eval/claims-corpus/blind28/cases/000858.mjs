// 五粮液: annual FY2015-2019 only (网易), bars 2019-01-02..2026-04-30, no notices. FY2019 figures on 2020-05-15;
// on 2025-2026 dates only the price is decidable (2020-2025 results, quarters and notices are not stored).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, PE, SNAP, U } = H;
const { CAGR, X, BAR, POS52, SNAPDIV, SPAN, MRET, VOLR, BRK, DD, HILO, PAIR, DAYS, WEEKS, UPDAYS, MAX_CROSS } = H;
const c = H.maker("b28-wl", "000858");
const A = "2026-04-30";
const O = "2020-05-15";
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // ---- FY2019, on 2020-05-15 ----
  c("t", O, "bull", "annual", "五粮液2019年营业收入501.18亿元，同比增长25.20%，首次站上500亿元台阶。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.20" }),
    V("operating_revenue", "2018", "500", "亿", "lt"),
  ]),
  c(
    "f",
    O,
    "bull",
    "annual",
    "2019年归母净利润174.02亿元，同比增长38.36%，高增势头延续。",
    [V("net_profit", "2019", "174.02"), G("net_profit", "2019", { v: "38.36", err: "wrong_period" })],
    { err: "wrong_period", note: "38.36%是2018年增速，2019年+30.02%" },
  ),
  c("t", O, "bear", "annual", "归母净利润174.02亿元、同比+30.02%，但增速已从2018年的38.36%和2017年的42.58%连续回落。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.02" }),
    G("net_profit", "2018", { v: "38.36" }),
    G("net_profit", "2017", { v: "42.58" }),
  ]),
  c("t", O, "fE", "annual", "2015—2019年归母净利润由61.76亿元增至174.02亿元，四年复合增速约29.6%。", [
    V("net_profit", "2019", "174.02"),
    V("net_profit", "2015", "61.76"),
    CAGR("net_profit", "2015", "2019", { v: "29.6", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "tB",
    "annual",
    "营收从2015年的216.59亿元增长到501.18亿元，四年增长超过两倍。",
    [
      V("operating_revenue", "2015", "216.59"),
      G("operating_revenue", "2019", { base: "2015", v: "200", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "增长约131%，为2.31倍" },
  ),
  c("t", O, "tB", "annual", "营收四年间增长了1.3倍有余，从216.59亿元到501.18亿元。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { base: "2015", v: "130", cmp: "gt" }),
    V("operating_revenue", "2015", "216.59"),
  ]),
  c("t", O, "fR", "annual", "加权ROE从2015年的14.93%逐年升至2019年的25.26%，资本回报持续改善。", [
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
    UP("roe", Y),
  ]),
  c(
    "f",
    O,
    "fR",
    "annual",
    "2019年ROE为25.26%，较2018年下降约2.5个百分点，资本效率开始走弱。",
    [
      V("roe", "2019", "25.26", "%"),
      PP("roe", "2019", { v: "-2.5", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "ROE上升2.46个百分点" },
  ),
  c("t", O, "bear", "annual", "四年连升至28.48%（2015年仅15.61%），资产负债率虽仍不高，但趋势值得留意。", [
    V("debt_ratio", "2015", "15.61", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", Y),
  ]),
  c("t", O, "fE", "annual", "经营现金流净额231.12亿元，同比大增87.64%，约为归母净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "87.64", size: "大增" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "fT",
    "annual",
    "经营现金流净额231.12亿元，低于当年归母净利润，利润的现金含量偏弱。",
    [R("operating_cash_flow", "net_profit", "2019", "1", { cmp: "lt", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "经营现金流是净利润的1.33倍" },
  ),
  c("t", O, "tF", "annual", "总资产1063.97亿元，同比增长23.58%，首次突破千亿元。", [
    V("total_assets", "2019", "1063.97"),
    G("total_assets", "2019", { v: "23.58" }),
    MAX("total_assets", "2019", Y),
    V("total_assets", "2018", "1000", "亿", "lt"),
  ]),
  c("t", O, "fT", "annual", "扣非归母净利润174.06亿元，反而略高于归母口径的174.02亿元，非经常性项目为小额净损失。", [
    V("net_profit", "2019", "174.02"),
    V("deducted_net_profit", "2019", "174.06"),
    PAIR("deducted_net_profit", "2019", undefined, { metric2: "net_profit", mode: "gt" }),
  ]),
  c("t", O, "fSy", "annual", "以归母净利润除以营业收入计，2019年净利率约34.7%。", [
    R("net_profit", "operating_revenue", "2019", "34.7", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "tF",
    "annual",
    "基本每股收益4.48元，同比增长约19%。",
    [V("basic_eps", "2019", "4.48", "元"), G("basic_eps", "2019", { v: "19", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "每股收益同比+29.1%" },
  ),
  c("t", O, "tF", "annual", "负债总额303.01亿元，同比增长44.46%，增速快于总资产的23.58%。", [
    V("total_liabilities", "2019", "303.01"),
    G("total_liabilities", "2019", { v: "44.46" }),
    G("total_assets", "2019", { v: "23.58" }),
  ]),
  c("t", O, "fL", "annual", "同为高端白酒，五粮液2019年营收约为茅台的59%，净利润不到茅台的一半。", [
    PAIR("operating_revenue", "2019", "600519", { v: "0.59", cmp: "approx" }),
    PAIR("net_profit", "2019", "600519", { v: "0.5", cmp: "lt" }),
  ]),
  c(
    "f",
    O,
    "fL",
    "annual",
    "2019年五粮液ROE为25.26%，已经反超茅台。",
    [V("roe", "2019", "25.26", "%"), PAIR("roe", "2019", "600519", { mode: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "茅台2019年ROE 33.09%" },
  ),
  c("t", O, "vF", "annual", "基本面：2019年营收+25.20%、净利+30.02%、ROE 25.26%，高增长+高回报，投看多。", [
    G("operating_revenue", "2019", { v: "25.20" }),
    G("net_profit", "2019", { v: "30.02" }),
    V("roe", "2019", "25.26", "%"),
  ]),
  c("t", O, "fV", "valuation", "按5月15日收盘145.22元和2019年每股收益4.48元计，静态市盈率约32倍。", [
    V("basic_eps", "2019", "4.48", "元"),
    CLOSE("145.22"),
    PE("2019", "32"),
  ]),
  c(
    "f",
    O,
    "fV",
    "valuation",
    "4.48元的每股收益摊到当前股价上，市盈率还不到25倍，估值吸引力已经显现。",
    [V("basic_eps", "2019", "4.48", "元"), PE("2019", "25", "lt", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "PE约32.4倍" },
  ),
  c(
    "t",
    O,
    "tT",
    "technical",
    "均线系统呈多头发散：MA5 144.45、MA10 141.66、MA20 135.98、MA60 125.99，股价逼近147.99元的52周高点（相差不到2%）。",
    [
      MAORDER([5, 10, 20, 60], "bull"),
      MA(5, "value", { v: "144.45" }),
      MA(10, "value", { v: "141.66" }),
      MA(20, "value", { v: "135.98" }),
      MA(60, "value", { v: "125.99" }),
      HI52({ cond: "level", v: "147.99" }),
      HI52({ v: "-2", cmp: "gt" }),
    ],
  ),
  c("f", O, "tT", "technical", "RSI已升至80以上，严重超买。", [RSI("80", "gt", { err: "technical" })], {
    err: "technical",
    note: "RSI14约70.3",
  }),
  c("t", O, "tS", "technical", "RSI(14)在70附近，接近超买线；成交量却未同步放大，20日均量只有此前20日的八成左右。", [
    RSI("70", "approx"),
    VOLR({ v: "0.8", cmp: "approx" }),
    RET(20, { dir: "up" }),
  ]),
  c("t", O, "fM", "technical", "较2019年末的133.01元已上涨约9.2%，近250个交易日涨幅超过五成。", [
    CLOSE("133.01", "eq", { date: "2019-12-31" }),
    SPAN("2019-12-31", { v: "9.2", cmp: "approx" }),
    RET(250, { v: "50", cmp: "gt" }),
  ]),
  c("u", O, "bull", "undecidable", "2019年营收501.18亿元，普五出厂价上调后批价站稳900元以上，量价齐升。", [
    V("operating_revenue", "2019", "501.18"),
    U("批价、出厂价、销量不在数据中"),
  ]),
  c("u", O, "fM", "undecidable", "2020年一季度五粮液营收同比增长15%左右，疫情冲击有限。", [U("2020年一季报未存储")]),

  // ---- 2026-04-30: price only ----
  c("t", A, "tT", "technical", "收盘97.08元，5日至250日均线全线空头排列，趋势仍向下。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c("t", A, "bear", "technical", "股价跌破100元关口，收于97.08元，为2019年6月以来的最低收盘价。", [
    CLOSE("100", "lt"),
    HILO("min", "2019-06-01", { v: "97.08" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "收盘97.08元，创2019年以来的最低收盘价。",
    [HILO("min", "2019-01-02", { v: "97.08", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年初收盘不到50元" },
  ),
  c("t", A, "tS", "technical", "14日RSI仅28左右，已落入超卖区；但DIF自4月20日下穿DEA后一直未能收复。", [
    RSI("28", "approx"),
    RSI("30", "lt"),
    MACD("death_cross", 9),
    MACD("dif_below_dea"),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "MACD在4月下旬金叉，DIF已上穿DEA，下跌动能衰竭。",
    [MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "DIF -1.17低于DEA -0.72，4月20日为死叉" },
  ),
  c("t", A, "fM", "technical", "距52周高点137.18元已跌去约29%，股价处在52周区间的最底部。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  c("t", A, "tT", "technical", "4月29日放量下跌约1.9%，成交量是前一日的2.7倍左右，次日继续收跌。", [
    BAR("2026-04-29", "chg", { v: "-1.9", cmp: "approx" }),
    BAR("2026-04-29", "volx", { v: "2.7", cmp: "approx" }),
    BAR("2026-04-30", "chg", { dir: "down" }),
  ]),
  c("t", A, "bear", "technical", "相较2021年2月344.4元的收盘高点，股价已回撤约72%。", [
    HILO("max", "2021-01-01", { v: "344.4" }),
    DD("2021-01-01", { v: "-72", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "一年来股价只跌了16%左右，跌幅尚属温和。",
    [RET(250, { v: "-16", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "近250日-26.3%" },
  ),
  c("t", A, "tBe", "technical", "拉长到一年（250个交易日）看跌了约26%，半年（120个交易日）跌约18%。", [
    RET(250, { v: "-26", cmp: "approx" }),
    RET(120, { v: "-18", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "技术面：4月下跌约6%，今年以来跌约8.4%，收盘已低于前60个交易日的全部收盘价，看空。", [
    MRET("2026-04", { v: "-6", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-8.4", cmp: "approx" }),
    BRK(60, "down"),
  ]),
  c("f", A, "tT", "technical", "股价仍站在20日均线之上，短线支撑尚在。", [MA(20, "above", { err: "technical" })], {
    err: "technical",
    note: "MA20约101.81元",
  }),
  c("t", A, "fV", "valuation", "以2025年7月4日120.39元的收盘价和3.15倍市净率推算，每股净资产约38.2元。", [
    SNAP("pb", "3.15", "x", "eq"),
    CLOSE("120.39", "eq", { date: "2025-07-04" }),
    SNAPDIV("pb", "38.2"),
  ]),
  c("u", A, "fV", "valuation", "收盘97.08元，对应2025年每股收益的市盈率已不足15倍，估值见底。", [
    CLOSE("97.08"),
    U("五粮液2020年以后的财报未存储"),
  ]),
  c("u", A, "bear", "undecidable", "2025年五粮液营收同比下滑超一成，经销商库存高企，普五批价跌破800元。", [
    U("2025年报、库存与批价均未存储"),
  ]),
  c("u", A, "fE", "undecidable", "2026年一季度归母净利润同比下降约两成，白酒去库存仍未结束。", [
    U("2026年一季报未存储"),
  ]),
  c("u", A, "tN", "undecidable", "公司公告2025年度每10股派现50元以上，股息率接近5%。", [
    U("五粮液无公告数据，分红与股息率无法核验"),
  ]),
  c("u", A, "tM", "undecidable", "五粮液年内跌幅约8.4%，跑输申万白酒指数，板块内部分化加剧。", [
    SPAN("2025-12-31", { v: "-8.4", cmp: "approx" }),
    U("行业指数不在数据中"),
  ]),

  // ---- 2025 dates, price only ----
  c("t", "2025-10-31", "tT", "technical", "收盘118.99元，位于250日均线131.15元下方，距52周低点115.4元仅约3%。", [
    LO52({ cond: "level", v: "115.4" }),
    CLOSE("118.99"),
    MA(250, "below"),
    MA(250, "value", { v: "131.15" }),
    LO52({ v: "3", cmp: "approx" }),
  ]),
  c(
    "f",
    "2025-10-31",
    "tS",
    "technical",
    "近20日成交量较前20日放大逾三成，资金明显回流。",
    [VOLR({ v: "1.3", cmp: "gt", err: "technical" })],
    { err: "technical", note: "量比约0.84，缩量" },
  ),
  c("t", "2025-09-05", "tT", "technical", "收盘126.81元，站上20日和60日均线，但仍在250日均线132.02元之下。", [
    CLOSE("126.81"),
    MA(20, "above"),
    MA(60, "above"),
    MA(250, "value", { v: "132.02" }),
    MA(250, "below"),
  ]),
  c("t", "2025-04-30", "fM", "technical", "128.7元的收盘价比52周高点178.76元低了约28%。", [
    CLOSE("128.7"),
    HI52({ cond: "level", v: "178.76" }),
    HI52({ v: "-28", cmp: "approx" }),
  ]),
];
