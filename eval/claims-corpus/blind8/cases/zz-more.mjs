// Half-year reports read on 2025-09-05, and more one-error points in model style (a neighbouring period's figure,
// a swapped pair, a cumulative figure read as a quarter, a base year, a streak, a reading of an indicator).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, READ, X, D, QOQ, SPAN } = H;
const { BRK, POS52, CAGR, UP, DOWN, PAIR, PSUM, MCNOW, IND, GSTREAK } = H;
const S = "2025-09-05";
const A = "2026-04-30";
const nd = H.maker("b8-m-nd", "300750");
const yd = H.maker("b8-m-yd", "002594");
const zs = H.maker("b8-m-zs", "600036");
const mt = H.maker("b8-m-mt", "600519");
const pa = H.maker("b8-m-pa", "601318");
const sh = H.maker("b8-m-sh", "600028");
const wl = H.maker("b8-m-wl", "000858");

export default [
  // 2025-09-05: H1 2025 public
  nd("t", S, "bull", "quarterly", "上半年营收1788.86亿元，同比增长7.27%；归母净利润304.85亿元，同比增长33.33%，利润增速是营收的4倍多。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.27" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.33" }),
  ]),
  nd("f", S, "bull", "quarterly", "上半年归母净利润304.85亿元，同比增长43.58%，盈利加速释放。", [
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "43.58", err: "wrong_value" }),
  ], { err: "wrong_value", note: "+33.33%；43.58%是2023年全年增速" }),
  nd("f", S, "tBe", "quarterly", "上半年毛利率25.02%，同比提升1.51个百分点。", [
    V("gross_margin", "2025H1", "25.02", "%"),
    PP("gross_margin", "2025H1", { v: "1.51", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  nd("u", S, "tF", "quarterly", "二季度单季归母净利润165.23亿元，同比增长约34%。", [V("net_profit", "2025S2", "165.23"), U("2024年二季度单季未存储（无2024Q1）")]),
  nd("t", S, "tT", "technical", "9月5日收盘325.11元，创52周新高，RSI(14)约73已进入超买区。", [
    CLOSE("325.11"),
    BRK(250, "up"),
    RSI("73", "approx"),
    RSI("70", "gt"),
  ]),
  nd("f", S, "tT", "technical", "9月5日收盘325.11元，RSI(14)约63，离超买尚远。", [RSI("63", "approx", { err: "technical" })], { err: "technical" }),
  nd("f", S, "tTr", "technical", "近20个交易日上涨约13%，动能温和。", [RET(20, { v: "13", cmp: "approx", err: "wrong_value" })], {
    err: "wrong_value",
    note: "+23.39%",
  }),
  yd("t", S, "fE", "quarterly", "上半年营收3712.81亿元，同比增长23.30%，归母净利润155.11亿元，同比增长13.79%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.30" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.79" }),
  ]),
  yd("f", S, "fE", "quarterly", "上半年归母净利润155.11亿元，同比下降13.79%。", [
    G("net_profit", "2025H1", { v: "-13.79", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  yd("u", S, "tT", "technical", "股价较一年前上涨约20%。", [U("日线仅从2025-07-29起")]),
  zs("t", S, "tF", "quarterly", "上半年营收1699.69亿元，同比下降1.72%；归母净利润749.30亿元，同比微增0.25%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.72" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", size: "微增" }),
  ]),
  zs("f", S, "tF", "quarterly", "上半年归母净利润749.30亿元，同比增长约1.2%。", [
    G("net_profit", "2025H1", { v: "1.2", cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period", note: "+0.25%；1.22%是2024年全年" }),
  zs("t", S, "tT", "technical", "收盘42.76元，在250日线(41.03)上方，但低于20日线和60日线；MACD于9月4日刚金叉。", [
    CLOSE("42.76"),
    MA(250, "value", { v: "41.03" }),
    MA(250, "above"),
    MA(20, "below"),
    MA(60, "below"),
    MACD("golden_cross", 2),
  ]),
  zs("f", S, "tA", "technical", "近一年股价上涨约16.6%，银行股行情仍在。", [RET(250, { v: "16.6", cmp: "approx", err: "wrong_value" })], {
    err: "wrong_value",
    note: "+26.62%",
  }),
  // 2026-04-30: more single-error points
  mt("f", A, "tF", "quarterly", "一季度单季归母净利润646.27亿元，同比增长1.47%。", [
    V("net_profit", "2026Q1", "646.27", "亿", "eq", { err: "wrong_period" }),
  ], { err: "wrong_period", note: "646.27亿元是2025年前三季度累计" }),
  mt("f", A, "fE", "annual", "归母净利润由2019年的412.06亿元增至2025年的823.20亿元，六年间利润接近翻倍，复合增速约15.9%。", [
    X("net_profit", "2025", "2019", { v: "2", cmp: "near" }),
    CAGR("net_profit", "2019", "2025", { v: "15.9", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "2025/2019约1.998倍，复合约12.2%；15.9%是2019-2024年" }),
  mt("t", A, "fE", "annual", "2019-2025年归母净利润复合增速约12.2%，2025年利润几乎是2019年的两倍。", [
    CAGR("net_profit", "2019", "2025", { v: "12.2", cmp: "approx" }),
    X("net_profit", "2025", "2019", { v: "2", cmp: "near" }),
  ]),
  mt("f", A, "tC", "technical", "股价已跌破52周低点1322.01元，破位下行。", [BRK(250, "down", { err: "technical" })], { err: "technical" }),
  mt("u", A, "fV", "undecidable", "当前股息率约3.7%，已接近十年期国债收益率的两倍。", [U("股息率与国债收益率")]),
  nd("f", A, "tF", "annual", "2023年归母净利润441.21亿元，同比增长15.01%。", [
    V("net_profit", "2023", "441.21"),
    G("net_profit", "2023", { v: "15.01", err: "wrong_period" }),
  ], { err: "wrong_period", note: "2023年+43.58%；15.01%是2024年" }),
  nd("f", A, "tF", "annual", "2022-2025年经营现金流逐年增长，2025年达1232.20亿元。", [
    UP("operating_cash_flow", ["2022", "2023", "2024", "2025"]),
    V("operating_cash_flow", "2025", "1232.20", "亿", "eq", { err: "wrong_value" }),
  ], { err: "wrong_value", note: "1332.20亿元" }),
  nd("t", A, "tF", "annual", "2022-2025年经营现金流逐年增长，由612.09亿元增至1332.20亿元，翻了一倍多。", [
    UP("operating_cash_flow", ["2022", "2023", "2024", "2025"]),
    V("operating_cash_flow", "2022", "612.09"),
    X("operating_cash_flow", "2025", "2022", { v: "2", cmp: "gt" }),
  ]),
  nd("u", A, "tN", "undecidable", "公司与某欧洲车企签订长期供货协议，金额超千亿元。", [U("合同类公告未收录")]),
  yd("f", A, "fR", "annual", "资产负债率70.74%，较2022年下降约7.1个百分点。", [
    PP("debt_ratio", "2025", { base: "2022", v: "-7.1", cmp: "approx", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "较2022年75.42%下降4.68；-7.12是较2023年" }),
  yd("f", A, "tT", "technical", "均线空头排列，MA5低于MA20、MA20低于MA60。", [MAORDER([5, 20, 60], "bear", { err: "technical" })], { err: "technical" }),
  yd("f", A, "tS", "technical", "近60个交易日股价下跌约12%，市场信心不足。", [RET(60, { v: "-12", cmp: "approx", err: "wrong_direction" })], {
    err: "wrong_direction",
  }),
  yd("u", A, "fS", "undecidable", "4月比亚迪国内终端销量同比下滑约20%，市场份额被吉利蚕食。", [U("销量与份额")]),
  zs("f", A, "tT", "technical", "RSI(14)约46，处在强弱分界附近。", [RSI("46", "approx", { err: "technical" })], { err: "technical", note: "约36.1" }),
  zs("f", A, "fE", "annual", "2025年经营现金流4514.57亿元，同比增长约25%。", [
    G("operating_cash_flow", "2025", { v: "25", cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period", note: "+0.99%；+24.95%是2024年" }),
  zs("f", A, "tBe", "annual", "2025年ROE为13.44%，是2019年以来的最高水平。", [
    V("roe", "2025", "13.44", "%"),
    MAX("roe", "2025", ["2019", "2024", "2025"], { err: "wrong_extreme" }),
  ], { err: "wrong_extreme", note: "2019年16.84%、2024年14.49%都更高" }),
  zs("t", A, "tBe", "annual", "2025年净利率44.77%，为2021年以来最高，但ROE 13.44%低于2024年的14.49%。", [
    V("net_margin", "2025", "44.77", "%"),
    MAX("net_margin", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    V("roe", "2024", "14.49", "%"),
  ]),
  pa("f", A, "tF", "annual", "2025年经营现金流6586.32亿元，约为2024年的1.2倍。", [
    X("operating_cash_flow", "2025", "2024", { v: "1.2", cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "约1.72倍" }),
  pa("f", A, "tTr", "technical", "近一年股价上涨约27.7%，强势格局未改。", [RET(250, { v: "27.7", cmp: "approx", err: "wrong_value" })], {
    err: "wrong_value",
    note: "+17.70%",
  }),
  pa("u", A, "tC", "undecidable", "平安持有的华夏幸福相关风险敞口已基本出清。", [U("风险敞口")]),
  sh("f", A, "tC", "technical", "收盘5.39元，较52周低点5.27元高出约12%。", [LO52({ v: "12", cmp: "approx", err: "wrong_value" })], {
    err: "wrong_value",
    note: "高出约2.28%",
  }),
  sh("f", "2025-04-30", "fE", "annual", "2021年归母净利润712.08亿元，同比增长约14%。", [
    G("net_profit", "2021", { v: "14", cmp: "approx", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "+114.02%" }),
  sh("t", "2025-04-30", "fE", "annual", "2021年归母净利润712.08亿元，同比增长逾一倍，是2019年以来的最高点。", [
    V("net_profit", "2021", "712.08"),
    G("net_profit", "2021", { v: "100", cmp: "gt" }),
    MAX("net_profit", "2021", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  sh("u", "2025-04-30", "fM", "undecidable", "2025年一季度归母净利润同比下降约四成。", [U("中国石化季度数据未存储")]),
  wl("f", "2020-05-15", "fR", "annual", "2019年资产负债率28.48%，较上年下降4.12个百分点。", [
    PP("debt_ratio", "2019", { v: "-4.12", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  wl("f", "2020-05-15", "tT", "technical", "股价仍在250日均线下方，长期趋势未扭转。", [MA(250, "below", { err: "technical" })], { err: "technical" }),
  wl("u", "2020-05-15", "tN", "undecidable", "受疫情影响，一季度普五终端动销下滑约三成。", [U("动销数据")]),
];
