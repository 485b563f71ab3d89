// 中国平安: FY2017-2025 (several metrics only to 2020), quarters only 2025 / 2026Q1 (no 2025Q1 base), bars
// 2024-01-02..2026-04-30, dividend and share-cancellation notices (incentive / financing not collected). Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { POS52, MCNOW, X, BIAS, RANK, SPAN, IN, LIN, READ, SNAP, BRK, DD, HILO, AVG, SUM, IND, PE } = H;
const { MRET, EVN, MAXDAY, UPDAYS, VOLR } = H;
const c = H.maker("b55-pa", "601318");
const A = "2026-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "2025年归母净利润1347.78亿元，同比增长约6.5%，在2024年大增近48%的高基数上继续增长。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2024", { v: "48", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润1347.78亿元，创下公司上市以来新高。",
    [V("net_profit", "2025", "1347.78"), MAX("net_profit", "2025", Y9, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿更高" },
  ),
  c("t", A, "bear", "annual", "1347.78亿的净利润仍低于2019年的1494.07亿元，在2017年以来的九年里只排第三。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
    RANK("net_profit", "2025", Y9, "max", 3),
  ]),
  c(
    "f",
    A,
    "bear",
    "industry",
    "资产负债率接近90%，远高于制造业均值，一旦资产端出问题杠杆风险巨大。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险公司负债率约90%属行业常态" },
  ),
  c("t", A, "fT", "industry", "89.80%的负债率在保险公司本是常态，不宜当作风险信号。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c("t", A, "fE", "annual", "营业收入10505.06亿元，同比增约2.1%，连续第二年站在万亿之上。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    V("revenue", "2025", "10000", "亿", "gt"),
    V("revenue", "2024", "10000", "亿", "gt"),
    V("revenue", "2023", "10000", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营收同比增长约6.5%，与利润增速同步。",
    [
      G("revenue", "2025", { v: "6.5", cmp: "approx", err: "wrong_value" }),
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "营收+2.10%" },
  ),
  c("t", A, "fR", "annual", "经营现金流6586.32亿元，同比增约72%；投资现金净流出5599.53亿，配置节奏明显加快。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    V("investing_cash_flow", "2025", "-5599.53"),
    D("investing_cash_flow", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "商誉381.30亿元，较上年增加约12%，并购整合风险在累积。",
    [V("goodwill", "2025", "381.30"), G("goodwill", "2025", { v: "12", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-12.42%" },
  ),
  c("t", A, "fV", "valuation", "按4月30日收盘59.37元，对应2025年归母净利的市盈率约8倍。", [
    CLOSE("59.37"),
    MCNOW("2025", "8"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "去年7月快照显示市净率1.12倍，而当前总市值已突破1.5万亿元。",
    [SNAP("pb", "1.12", "x", "eq"), { k: "mcnow", period: "2025", v: "11.13", cmp: "gt", err: "wrong_value" }],
    { err: "wrong_value", note: "现价市值约1.08万亿（PE约8.0倍，1.5万亿对应11.13倍以上）" },
  ),
  c("t", A, "tT", "technical", "收盘59.37元，重新站上5日、10日、20日均线和年线，MACD在4月7日零轴下金叉。", [
    CLOSE("59.37"),
    H.MAX_CROSS(5, "up", 2),
    H.MAX_CROSS(10, "up", 2),
    H.MAX_CROSS(20, "up", 2),
    H.MAX_CROSS(250, "up", 2),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(250, "above"),
    MACD("golden_cross", 20),
    MACD("dif_below_zero", 0),
  ]),
  c("f", A, "tT", "technical", "股价已收复60日均线，中期趋势转多。", [MA(60, "above", { err: "technical" })], {
    err: "technical",
    note: "MA60 61.25高于收盘59.37",
  }),
  c("t", A, "tBe", "technical", "年初1月6日收盘74.32元是今年高点，此后3月单月跌了10%，至今仍比年初高点低两成。", [
    HILO("max", "2026-01-01", { v: "74.32" }),
    CLOSE("74.32", "eq", { date: "2026-01-06" }),
    MRET("2026-03", { v: "-10", cmp: "approx" }),
    DD("2026-01-01", { v: "-20", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "4月以来反弹约10%，已收复3月全部跌幅。",
    [MRET("2026-04", { v: "10", cmp: "approx", err: "overstatement" })],
    { err: "overstatement", note: "4月+4.56%，3月-10.0%" },
  ),
  c("t", A, "tB", "technical", "4月上涨约4.6%，近一年累计涨幅约17.7%，较52周低点50.55元高出17%以上。", [
    MRET("2026-04", { v: "4.6", cmp: "approx" }),
    RET(250, { v: "17.7", cmp: "approx" }),
    LO52({ cond: "level", v: "50.55" }),
    LO52({ v: "17", cmp: "gt" }),
  ]),
  c("t", A, "tS", "technical", "RSI约54，量能与前20日基本持平（约0.96倍），情绪中性。", [
    RSI("54", "approx"),
    VOLR({ v: "0.96", cmp: "approx" }),
    VOL("flat"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来股价累计下跌超过两成，跌幅居保险板块前列。",
    [SPAN("2025-12-31", { v: "-20", cmp: "lt", err: "overstatement" }), U("板块排名无存储")],
    { err: "overstatement", note: "年初至今-13.2%" },
  ),
  c("t", A, "tN", "announcement", "3月27日披露2025年年度利润分配方案，去年9月还公告了回购股份注销。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "今年以来公司已发布新的A股回购方案，护盘意图明显。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("u", A, "tN", "undecidable", "一季度归母净利250.22亿元，同比降幅收窄到个位数。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { dir: "down" }),
  ]),
  c("u", A, "fM", "undecidable", "寿险新业务价值同比增长超过20%，代理人产能持续提升。", [U("NBV与代理人数据无存储")]),
  c("u", A, "tF", "undecidable", "集团偿付能力充足率约200%，投资收益率回升到4%以上。", [
    U("偿付能力与投资收益率无存储"),
  ]),
  c("u", A, "tA", "undecidable", "公司今年推出了新一期核心人员持股计划。", [U("平安的员工持股公告未收录")]),
  c("t", A, "fL", "annual", "总资产约13.90万亿元，同比增7.3%；货币资金7456.79亿元，增长约9%。", [
    V("total_assets", "2025", "13.90", "万亿"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    V("cash", "2025", "7456.79"),
    G("cash", "2025", { v: "9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tP",
    "annual",
    "2022到2025年归母净利年复合增速约27%，走出了一条陡峭的修复曲线。",
    [CAGR("net_profit", "2022", "2025", { v: "27", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "年复合约17.2%" },
  ),
];
