// Writers who are not debate JSON points: an app's 【诊股】 card, 公众号 summaries, 路演 / 业绩说明会 transcripts,
// sell-side note titles, forum posts. Filed under the role that would pass such text on. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, R, PAIR, RSI, MACD, POS52, RET, MA, U } = H;
const mt = H.maker("b30-vo-mt", "600519");
const by = H.maker("b30-vo-byd", "002594");
const pa = H.maker("b30-vo-pa", "601318");
const sh = H.maker("b30-vo-sh", "600028");
const A = "2026-04-30";

export default [
  mt("t", A, "tT", "technical", "【诊股】贵州茅台｜RSI 39.6，MACD死叉，股价处52周区间约19%分位，偏弱。", [
    RSI("39.6"),
    MACD("death_cross", 10),
    POS52({ v: "19", cmp: "approx" }),
  ]),
  by("t", A, "tN", "annual", "一图读懂比亚迪年报：营收8039.65亿（+3.46%），归母326.19亿（-18.97%），经营现金流腰斩。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.46" }),
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-18.97" }),
    G("operating_cash_flow", "2025", { size: "腰斩" }),
  ]),
  mt("t", A, "tF", "annual", "业绩说明会上董秘表示，去年分配股利及付息现金672.42亿元，超过归母净利的八成。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", "80", { u: "%", cmp: "gt" }),
  ]),
  sh(
    "f",
    A,
    "tN",
    "annual",
    "研报标题｜中国石化：2024年利润承压，归母净利同比降27%",
    [G("net_profit", "2024", { v: "-27", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-16.79%" },
  ),
  mt("u", A, "tS", "undecidable", "股吧热帖：一季度营收+6.54%、利润才+1.47%，费用明显压不住了。", [
    G("operating_revenue", "2026Q1", { v: "6.54" }),
    G("net_profit", "2026Q1", { v: "1.47" }),
    U("费用归因未存储"),
  ]),
  pa(
    "f",
    A,
    "tN",
    "annual",
    "路演纪要：2025年营业总收入重回1.1万亿元以上。",
    [V("revenue", "2025", "11000", "亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "10505.06亿元；2021年曾达11804.44亿元" },
  ),
  by(
    "f",
    A,
    "tN",
    "quarterly",
    "公众号摘要：Q4单季归母净利92.86亿元，同比重回增长。",
    [V("net_profit", "2025S4", "92.86"), G("net_profit", "2025S4", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2024Q4单季150.16亿元，同比-38%" },
  ),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】中国石化｜20日跌8.49%，收盘价已跌破全部均线，趋势评级：弱。",
    [RET(20, { v: "-8.49" }), MA(5, "below", { err: "technical" })],
    { err: "technical", note: "收盘5.39仍在MA5 5.38之上" },
  ),
  pa("u", A, "tS", "undecidable", "【诊股】中国平安｜主力资金连续3日净流入，情绪评分72分。", [
    U("资金流与情绪评分未存储"),
  ]),
  by("u", A, "tN", "valuation", "券商一致预期比亚迪2026年每股收益约5元，对应估值并不贵。", [U("一致预期未存储")]),
  sh("u", A, "tN", "undecidable", "业绩说明会上董秘称，2025年原油加工量与上年基本持平。", [U("加工量未存储")]),
  mt(
    "f",
    A,
    "tN",
    "annual",
    "研报摘要：2025年加权ROE 35.53%，仍是全市场最赚钱的公司之一。",
    [V("roe", "2025", "35.53", "%", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "32.53%" },
  ),
  sh("u", A, "tN", "industry", "雪球长文：中国石化营收规模约为中国石油的九成。", [U("中国石油不在样本中")]),
  pa("t", A, "tN", "industry", "公众号对比：平安2025年归母净利1347.78亿元，比茅台多出约525亿元。", [
    V("net_profit", "2025", "1347.78"),
    PAIR("net_profit", "2025", "600519", { mode: "diff", u: "亿", v: "525", cmp: "approx" }),
  ]),
  pa("u", A, "tS", "technical", "两融数据显示，平安融资余额近一周增加约10亿元。", [U("融资余额未存储")]),
  mt("u", A, "tN", "valuation", "按2025年分红测算，茅台股息率已超过3.5%。", [U("每股分红未存储")]),
  by("u", A, "tN", "undecidable", "年报电话会：海外收入占比已升至约25%。", [U("分地区收入未存储")]),
];
