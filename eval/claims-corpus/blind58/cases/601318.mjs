// 中国平安: FY2017-2025 (ratios mostly to 2020), 2026Q1 only (no 2025Q1), bars from 2024-01-02; dividend and buy-back
// notices collected, incentive / financing notices not (undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, D, MAX, UP, RET, CLOSE, MA, RSI, MACD, HI52, VOL, EV, U, IND, SNAP, SPAN, MCNOW, READ } = H;
const c = H.maker("b58-pa", "601318");
const A = "2026-04-30";
const Y = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "2025年归母净利润1347.78亿元，同比增约6.5%，自2022年低点以来已连续三年回升。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润1347.78亿元，创出2017年以来的新高，盈利周期已经完全修复。",
    [V("net_profit", "2025", "1347.78"), MAX("net_profit", "2025", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿更高" },
  ),
  c("t", A, "tC", "industry", "89.80%的资产负债率放在保险公司身上再平常不过，准备金本来就记在负债里。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "industry",
    "负债率接近90%，资产端稍有缩水就可能资不抵债，这样的杠杆水平风险极高。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  c("t", A, "fE", "annual", "营业总收入10505.06亿元，同比增约2.1%，连续两年站在万亿以上。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    V("revenue", "2024", "10000", "亿", "gt"),
    V("revenue", "2025", "10000", "亿", "gt"),
  ]),
  c(
    "u",
    A,
    "fE",
    "undecidable",
    "一季度归母净利250.22亿元，同比下降约32%，投资端波动拖累明显。",
    [
      V("net_profit", "2026Q1", "250.22"),
      G("net_profit", "2026Q1", { v: "-32", cmp: "approx" }),
      U("投资端归因无法核验"),
    ],
    { note: "2025Q1未存储" },
  ),
  c("t", A, "fR", "annual", "经营现金流6586.32亿元，比上年的3824.74亿元多出约72%。", [
    V("operating_cash_flow", "2025", "6586.32"),
    V("operating_cash_flow", "2024", "3824.74"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "商誉从435.39亿元减到381.30亿元，一年少了约64亿元，减值压力在释放。",
    [
      V("goodwill", "2024", "435.39"),
      V("goodwill", "2025", "381.30"),
      D("goodwill", "2025", { v: "-64", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际减少54.09亿" },
  ),
  c("t", A, "tT", "technical", "DIF -0.350仍在DEA -0.637上方，4月7日的金叉没有失效，股价也回到20日线58.22元之上。", [
    MACD("dif_value", 0, { v: "-0.350" }),
    MACD("dea_value", 0, { v: "-0.637" }),
    MACD("dif_above_dea", 0),
    MACD("golden_cross", 20),
    MA(20, "value", { v: "58.22" }),
    MA(20, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘59.37元已经重新站上60日线61.25元，中期趋势扭转。",
    [CLOSE("59.37"), MA(60, "value", { v: "61.25" }), MA(60, "above", { err: "technical" })],
    { err: "technical" },
  ),
  c("t", A, "tTr", "technical", "从去年末68.40元跌到59.37元，年内回撤约13.2%；但拉长到250个交易日仍涨约17.7%。", [
    CLOSE("68.40", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "-13.2", cmp: "approx" }),
    RET(250, { v: "17.7", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "用2025年1347.78亿元归母净利润和现价折算，PE大约8倍。", [MCNOW("2025", "8")]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "7月初的行情快照显示PB只有0.72倍，破净程度历史罕见。",
    [SNAP("pb", "0.72", "x", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照PB 1.12" },
  ),
  c("u", A, "tP", "undecidable", "集团内含价值约1.4万亿元，按现价P/EV仅0.6倍，安全边际充足。", [U("内含价值未存储")]),
  c("u", A, "tN", "undecidable", "寿险新业务价值同比增长约28%，代理人渠道产能持续改善。", [U("NBV与代理人数据未存储")]),
  c("t", A, "tN", "announcement", "3月27日已经挂出2025年年度利润分配方案公告。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "今年以来平安已发布回购股份注销公告，继续缩减股本回馈股东。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  c("t", A, "tA", "announcement", "2025年3月20日披露注销回购A股并减资的方案，9月3日公告实施注销及股本变动。", [
    EV("repurchase", true, { from: "2025-03-20", to: "2025-03-20", title: "注销" }),
    EV("repurchase", true, { from: "2025-09-03", to: "2025-09-03", title: "股本变动" }),
  ]),
  c("u", A, "tN", "undecidable", "2026年核心人员持股计划已经启动，将从二级市场买入A股。", [U("平安激励类公告未收录")]),
  c("t", A, "vF", "annual", "总资产13.90万亿元，一年之内增加约9406亿元。", [
    V("total_assets", "2025", "13.90", "万亿"),
    D("total_assets", "2025", { v: "9406", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "收盘59.37元，离52周高点74.88元只差5%左右，随时可能突破。",
    [HI52({ cond: "level", v: "74.88" }), HI52({ v: "-5", cmp: "approx", err: "technical" })],
    { err: "technical", note: "距高点-20.71%" },
  ),
  c("t", A, "tS", "technical", "5个交易日涨了2.57%，RSI 53.7处在中性区，量能与前20日大体持平。", [
    RET(5, { v: "2.57" }),
    RSI("53.7", "approx"),
    VOL("flat"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年归母净利润同比增长6.5%，利润几乎翻倍。",
    [
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      G("net_profit", "2025", { size: "接近翻倍", err: "overstatement" }),
    ],
    { err: "overstatement" },
  ),
  c("t", A, "tM", "annual", "归母净利润2024年同比大增约47.8%，2025年再增6.5%，较2023年累计增长约57%。", [
    G("net_profit", "2024", { v: "47.8", cmp: "approx", size: "大增" }),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2025", { base: "2023", v: "57", cmp: "approx" }),
  ]),
  c("t", A, "tP", "annual", "货币资金7456.79亿元，较上年的6834.33亿元增加约9.1%。", [
    V("cash", "2025", "7456.79"),
    V("cash", "2024", "6834.33"),
    G("cash", "2025", { v: "9.1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "annual",
    "营业总收入10505.06亿元，比2023年增长约2.1%，两年只是小步前进。",
    [
      V("revenue", "2025", "10505.06"),
      G("revenue", "2025", { base: "2023", v: "2.1", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+14.96%" },
  ),
];
