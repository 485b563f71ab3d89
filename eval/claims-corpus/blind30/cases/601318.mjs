// 中国平安 on 2026-04-30 (FY2025 and 2026Q1 public; quarters stored for 2025 and 2026Q1 only, so 2026Q1 has no base).
// A missing dividend / buy-back notice is a nonexistent_event; incentive and financing notices are not collected.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, RANK, UP, GDIFF, CLOSE, MA, RSI, MACD, HI52, VOL, RET, SPAN, EV, EVN, U, IND } = H;
const { MCNOW, SNAP, SNAPDIV, READ } = H;
const c = H.maker("b30-pa", "601318");
const A = "2026-04-30";
const Y = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "在2024年利润大增的高基数上，2025年归母净利润仍增长6.45%至1347.78亿元。", [
    G("net_profit", "2024", { size: "大幅增长" }),
    G("net_profit", "2025", { v: "6.45" }),
    V("net_profit", "2025", "1347.78"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "寿险转型阵痛未了，平安2025年归母净利润同比下降6.45%。",
    [G("net_profit", "2025", { v: "-6.45", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+6.45%" },
  ),
  c("t", A, "fE", "annual", "收入端只增2.10%（营业总收入10505.06亿元），利润却跑快了4个多百分点。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.10" }),
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, H.IN("4", "5")),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "相较2023年，2025年营业总收入也只多了2.1%，规模基本停滞。",
    [G("revenue", "2025", { base: "2023", v: "2.1", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2023年+14.96%" },
  ),
  c("t", A, "fR", "industry", "89.80%的资产负债率放在保险集团身上是常态，不宜按一般企业的标准当作风险。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "bear",
    "industry",
    "负债率逼近90%，远超一般企业的警戒线，平安的财务风险已经亮起红灯。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业负债率约90%属常态" },
  ),
  c("t", A, "fR", "annual", "总资产约13.9万亿元，同比扩张约7.3%，13万亿元的关口在2025年被跨过。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    V("total_assets", "2024", "13", "万亿", "lt"),
    MAX("total_assets", "2025", Y),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "平安总资产已突破139万亿元，体量在国内金融机构中名列前茅。",
    [V("total_assets", "2025", "139", "万亿", "gt", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "138984.71亿元=13.9万亿，差10倍" },
  ),
  c("t", A, "tF", "annual", "经营活动现金流净额6586.32亿元，较上年的3824.74亿元多出逾七成。", [
    V("operating_cash_flow", "2025", "6586.32"),
    V("operating_cash_flow", "2024", "3824.74"),
    G("operating_cash_flow", "2025", { v: "70", cmp: "gt" }),
  ]),
  c("u", A, "fE", "undecidable", "寿险新业务价值同比增长超过两成，这是利润改善的核心来源。", [
    U("NBV未存储"),
    U("归因无法核验"),
  ]),
  c("t", A, "tBe", "annual", "1347.78亿元的利润还没回到2019年1494.07亿元的高点，在2017年以来只排第三。", [
    V("net_profit", "2019", "1494.07"),
    RANK("net_profit", "2025", Y, "max", 3),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年归母净利润创出历史新高，盈利周期已经全面反转。",
    [MAX("net_profit", "2025", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿元、2020年1430.99亿元更高" },
  ),
  c("t", A, "fR", "annual", "商誉一年缩了约54亿元（435.39→381.30亿元）。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  c("t", A, "vF", "annual", "归母净利润连续两年走高：856.65亿、1266.07亿、1347.78亿元。", [
    UP("net_profit", ["2023", "2024", "2025"]),
    V("net_profit", "2023", "856.65"),
    V("net_profit", "2024", "1266.07"),
    V("net_profit", "2025", "1347.78"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年归母净利润1166.07亿元，到2025年已升至1347.78亿元。",
    [V("net_profit", "2024", "1166.07", "亿", "eq", { err: "wrong_value" }), V("net_profit", "2025", "1347.78")],
    { err: "wrong_value", note: "2024年为1266.07亿元" },
  ),
  c("t", A, "tF", "annual", "货币资金一年多了约9.1%，年末达7456.79亿元，流动性储备充足。", [
    V("cash", "2025", "7456.79"),
    G("cash", "2025", { v: "9.1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "annual",
    "投资活动现金净流出5599.53亿元，较2024年有所收窄。",
    [
      V("investing_cash_flow", "2025", "-5599.53"),
      D("investing_cash_flow", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024年净流出4162.51亿元，2025年流出扩大" },
  ),
  c("t", A, "fR", "annual", "381亿元左右的商誉只占总资产的千分之三不到，减值冲击有限。", [
    V("goodwill", "2025", "381", "亿", "approx"),
    R("goodwill", "total_assets", "2025", "0.3", { u: "%", cmp: "lt" }),
  ]),
  c("t", A, "tC", "annual", "值得注意的是，2021年营业总收入曾达11804.44亿元，2025年的10505.06亿元仍低于那时。", [
    V("revenue", "2021", "11804.44"),
    H.PAIR("revenue", "2025", undefined, { period2: "2021", mode: "lt" }),
  ]),
  // quarterly
  c("t", A, "fE", "quarterly", "2026年一季度营业总收入2184.05亿元，归母净利润250.22亿元。", [
    V("revenue", "2026Q1", "2184.05"),
    V("net_profit", "2026Q1", "250.22"),
  ]),
  c(
    "u",
    A,
    "bear",
    "quarterly",
    "一季度归母净利同比下滑，主要是权益投资收益波动拖累。",
    [G("net_profit", "2026Q1", { dir: "down" }), U("原因归属无法核验")],
    { note: "2025Q1未存储，无同比基数" },
  ),
  c("t", A, "fR", "quarterly", "负债率季度间只多了0.1个百分点：2025年末89.80%，一季度末89.90%。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    V("debt_ratio", "2025", "89.80", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.1" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "今年一季度归母净利润高达1347.78亿元，开门红成色十足。",
    [V("net_profit", "2026Q1", "1347.78", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1347.78亿元是2025全年；2026Q1为250.22亿元" },
  ),
  c("t", A, "tM", "quarterly", "一季度利润约占2025全年的18.6%，节奏不算快。", [
    R("net_profit", "net_profit", "2026Q1", "18.6", { u: "%", cmp: "approx", denPeriod: "2025" }),
  ]),
  // technical
  c("t", A, "tT", "technical", "收盘59.37元，重新站上5、10、20日均线，却仍被61.25元的60日线和120日线压着。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "value", { v: "61.25" }),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  c("t", A, "fM", "technical", "MACD在4月7日金叉，可DIF还在零轴以下，这波反弹的成色有待验证。", [
    MACD("golden_cross", 18),
    MACD("dif_below_zero", 0),
  ]),
  c("f", A, "tS", "technical", "RSI已升至70上方的超买区，短线追高风险大。", [RSI("70", "gt", { err: "technical" })], {
    err: "technical",
    note: "RSI14=53.67",
  }),
  c("t", A, "tC", "technical", "较74.88元的52周高点仍低约21%，套牢盘不轻。", [
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-21", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "年初至今股价上涨13.2%，明显跑在大金融板块前面。",
    [SPAN("2025-12-31", { v: "13.2", dir: "up", err: "wrong_direction" }), U("板块涨幅未存储")],
    { err: "wrong_direction", note: "年初以来-13.20%" },
  ),
  c("t", A, "vT", "technical", "拉长到250个交易日，平安涨了17.7%，中期趋势仍向上。", [RET(250, { v: "17.7" })]),
  c("t", A, "tS", "technical", "近20日成交量较前20日略有萎缩，反弹没有放量配合。", [VOL("shrink")]),
  // valuation
  c("t", A, "fV", "valuation", "平安的市盈率只有约8倍，这是拿最新收盘价对2025年归母净利算出来的。", [
    MCNOW("2025", "8"),
  ]),
  c(
    "f",
    A,
    "tA",
    "valuation",
    "5倍上下的市盈率（2025年利润口径），平安几乎是白送。",
    [MCNOW("2025", "5", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约8.0倍" },
  ),
  c("t", A, "fV", "valuation", "去年7月初市净率1.12倍，倒推每股净资产约50.5元。", [
    SNAP("pb", "1.12", "x", "eq"),
    SNAPDIV("pb", "50.5"),
  ]),
  // announcements
  c("t", A, "tN", "announcement", "3月27日已公告2025年年度利润分配方案，分红的连续性不用担心。", [
    EV("dividend", true, { title: "2025年年度利润分配", from: "2026-03-27", to: "2026-03-27" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "announcement",
    "新一轮A股回购今年已经启动，管理层又一次用真金白银托底。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("u", A, "tN", "announcement", "平安本月公告了新一期核心人员持股计划，激励覆盖面进一步扩大。", [
    U("平安的激励类公告未收录"),
  ]),
  c("t", A, "tN", "announcement", "2025年9月初，回购股份注销暨股本变动已公告实施。", [
    EV("repurchase", true, { title: "注销", from: "2025-09-01", to: "2025-09-10" }),
  ]),
  c("t", A, "bull", "announcement", "2023至2025年每年都公告中期利润分配方案，一年两次派息已是惯例。", [
    EVN("dividend", "2023-01-01", { title: "中期利润分配方案", v: "3" }),
  ]),
  c("u", A, "fR", "undecidable", "核心偿付能力充足率仍在200%以上，资本缓冲厚实。", [U("偿付能力充足率未存储")]),
  c("t", A, "fT", "annual", "经营现金流同比增长72.2%，从现金面看是实打实的利好。", [
    READ(G("operating_cash_flow", "2025", { v: "72.2" }), "positive"),
  ]),
];
