// 贵州茅台 on 2026-04-30 (FY2025 and 2026Q1 public) and 2025-04-30 (FY2024 public). blind13.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RANK, MAX, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, CAGR, QOQ, X, PSUM, SPAN, IN, READ, DD, BRK, POS52, MCNOW } = H;
const c = H.maker("b13-mt", "600519");
const A = "2026-04-30";
const P = "2025-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "quarterly", "别只盯全年：2026年一季度归母净利272.43亿，比去年同期的268.47亿还多出约4亿，利润没有掉队。", [
    V("net_profit", "2026Q1", "272.43"),
    V("net_profit", "2025Q1", "268.47"),
    PSUM([["net_profit", "2026Q1", 1], ["net_profit", "2025Q1", -1]], { v: "4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度归母净利272亿，同比仅增0.15%，几乎是原地踏步，增长引擎已经熄火。",
    [V("net_profit", "2026Q1", "272", "亿", "approx"), G("net_profit", "2026Q1", { v: "0.15", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际+1.47%，小数点挪了一位" },
  ),
  c("t", A, "fE", "quarterly", "单看季度节奏：25Q4归母176.93亿是全年最低的一个季度，26Q1回到272亿以上。", [
    V("net_profit", "2025S4", "176.93"),
    RANK("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"], "min", 1),
    V("net_profit", "2026Q1", "272", "亿", "gt"),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年第四季度单季归母净利润176.93亿元，环比三季度下降约16%。",
    [V("net_profit", "2025S4", "176.93"), QOQ("net_profit", "2025S4", "2025S3", { v: "-16", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "环比-7.96%" },
  ),
  c("t", A, "tF", "quarterly", "经营现金流在26Q1达到269.10亿，约为25Q1（88.09亿）的三倍，与同期归母净利基本相当。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2026Q1", "1", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "今年一季度经营现金流269亿，环比上季度翻了两倍多。",
    [
      V("operating_cash_flow", "2026Q1", "269", "亿", "approx"),
      QOQ("operating_cash_flow", "2026Q1", "2025S4", { v: "200", cmp: "gt", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较25Q4单季233.25亿仅+15%；翻两倍是同比口径" },
  ),
  c("t", A, "fR", "quarterly", "值得注意的是，一季度毛利率89.76%，较去年同期的91.97%下滑约2.2个百分点，这是高端酒提价红利减弱的信号吗？", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    V("gross_margin", "2025Q1", "91.97", "%"),
    PP("gross_margin", "2026Q1", { v: "-2.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "quarterly",
    "一季度净利率52.22%，同比提升约2.7个百分点，盈利质量反而在改善。",
    [V("net_margin", "2026Q1", "52.22", "%"), PP("net_margin", "2026Q1", { v: "2.7", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "54.89%→52.22%，下降2.67个百分点" },
  ),
  c("t", A, "vF", "annual", "【AI速读】茅台2025：营收1720.54亿(-1.2%)，归母823.20亿(-4.5%)，现金分红类支出672亿，仍是现金奶牛。", [
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    V("dividends_interest_paid", "2025", "672", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "【AI速读】茅台2025年归母净利润862.28亿元，同比下滑约4.5%，为七年来首次负增长。",
    [V("net_profit", "2025", "862.28", "亿", "eq", { err: "wrong_period" }), G("net_profit", "2025", { v: "-4.5", cmp: "approx" })],
    { err: "wrong_period", note: "862.28亿是2024年；2025年823.20亿" },
  ),
  c("t", A, "fSy", "annual", "就成长性而言，2019至2025年营业总收入复合增速约11.6%，归母净利润六年间接近翻倍。", [
    CAGR("revenue", "2019", "2025", { v: "11.6", cmp: "approx" }),
    X("net_profit", "2025", "2019", { v: "2", cmp: "approx", size: undefined }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "从2019年的412亿到2025年的823亿，归母净利润年复合增速约16%，这意味着龙头仍保持中高速成长。",
    [
      V("net_profit", "2019", "412", "亿", "approx"),
      V("net_profit", "2025", "823", "亿", "approx"),
      CAGR("net_profit", "2019", "2025", { v: "16", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "CAGR约12.2%" },
  ),
  c("t", A, "tBe", "annual", "总资产2025年末首次站上3000亿（3038.35亿），但货币资金连续两年下降至516.91亿。", [
    V("total_assets", "2025", "3038.35"),
    MAX("total_assets", "2025", Y),
    V("total_assets", "2024", "3000", "亿", "lt"),
    DOWN("cash", ["2023", "2024", "2025"]),
    V("cash", "2025", "516.91"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "货币资金从2023年的690.70亿一路降到2025年的516.91亿，为2019年以来最低。",
    [
      V("cash", "2023", "690.70"),
      V("cash", "2025", "516.91"),
      DOWN("cash", ["2023", "2024", "2025"]),
      H.MIN("cash", "2025", Y, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2019年132.52亿、2020年360.91亿更低" },
  ),
  c("t", A, "tT", "technical", "技术面：收盘1384.79元，5/10/20/60日均线自上而下空头排列，股价压在年线1453元下方。", [
    CLOSE("1384.79"),
    MAORDER([5, 10, 20, 60], "bear"),
    MA(250, "below"),
    MA(250, "value", { v: "1453", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD方面DIF仍在DEA上方，红柱未缩，短线动能偏多。",
    [MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF -10.03 < DEA -4.72，4月17日已死叉" },
  ),
  c("t", A, "tS", "technical", "RSI14落到39.6附近，尚未进入30以下的超卖区；距52周高点1645元仍有约16%的回撤。", [
    RSI("39.6", "approx"),
    RSI("30", "gt"),
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "茅台股价已处在52周区间的上沿，距离52周低点1322元涨了近四成。",
    [POS52({ v: "80", cmp: "ge", err: "technical" }), LO52({ v: "40", cmp: "near", err: "technical" })],
    { err: "technical", note: "位置约19%，距低点仅+4.75%" },
  ),
  c("t", A, "tTr", "technical", "交易计划：今年以来茅台仅涨0.55%左右，近20个交易日跌约5.1%，先等企稳再建仓。", [
    SPAN("2025-12-31", { v: "0.55", cmp: "approx" }),
    RET(20, { v: "-5.1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "过去250个交易日累计上涨约11.6%，趋势仍在，回调就是上车机会。",
    [RET(250, { v: "11.6", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "-11.57%" },
  ),
  c("u", A, "tN", "announcement", "有渠道消息称茅台将下调部分产品出厂价，公告层面我们只看到2024年年报，价格政策无从核实。", [
    EV("annual_report", true, { title: "2024年年度报告" }),
    U("出厂价调整：公告源只收年报"),
  ]),
  c("u", A, "fM", "undecidable", "以2025年归母823亿为基数，若2026年恢复5%增长，全年利润可回到约864亿。", [
    V("net_profit", "2025", "823", "亿", "approx"),
    U("2026年全年利润为情景假设"),
  ]),
  c("u", A, "fV", "valuation", "按2025年归母净利823亿计，茅台眼下的估值已低于其五年均值PE 30倍。", [
    V("net_profit", "2025", "823", "亿", "approx"),
    U("五年均值PE：无历史估值序列"),
  ]),
  c("u", A, "fV", "valuation", "以4月30日收盘价与2025年归母净利润计算，茅台PE约21倍，较2024年高点时的估值已明显压缩。", [
    MCNOW("2025", "21", "approx"),
    U("2024年高点时的估值不可核"),
  ]),
  c("u", A, "tC", "industry", "i茅台渠道占比提升后，直销收入已过半，但批价倒挂的风险我们无从验证。", [U("直销收入占比：分渠道数据未存储")]),
  c("u", A, "tC", "announcement", "保守风控提示：茅台4月已公告新一轮股份回购，托底意愿明确，但也说明管理层对基本面信心不足。", [
    U("茅台公告源只收年报，回购公告无从核对"),
  ]),
  c("t", P, "bull", "annual", "2024年茅台归母净利润862.28亿，同比增长15%以上，营业总收入首破1700亿。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15", cmp: "gt" }),
    V("revenue", "2024", "1700", "亿", "gt"),
    V("revenue", "2023", "1700", "亿", "lt"),
  ]),
  c(
    "f",
    P,
    "bear",
    "annual",
    "2024年营业收入1741.44亿，同比增长约15.7%。",
    [V("operating_revenue", "2024", "1741.44", "亿", "eq", { err: "wrong_value" }), G("operating_revenue", "2024", { v: "15.7", cmp: "approx" })],
    { err: "wrong_value", note: "1741.44亿是营业总收入；营业收入1708.99亿，增15.7%" },
  ),
  c("t", P, "tT", "technical", "截至4月30日收盘1547元，站在60日线上方但跌破5日线，DIF在3月26日死叉后仍在DEA下方。", [
    CLOSE("1547"),
    MA(60, "above"),
    MA(5, "below"),
    MACD("dif_below_dea", 0),
  ]),
];
