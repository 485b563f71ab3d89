// Rebuttals that quote the other side's figure before correcting it (the quoted figure is not asserted), risk
// debaters, vote lenses, rulings, and peers within the sample. 2026-04-30 unless noted.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, CLOSE, MA, RSI, MACD, VOL, EV, IND, U, READ, BIAS, PAIR, PE, RANK, WEEKS, SPAN } = H;
const zs = H.maker("b71-rz", "600036");
const by = H.maker("b71-rb", "002594");
const wl = H.maker("b71-rw", "000858");
const A = "2026-04-30";
const W = "2020-05-15";

export default [
  zs("t", A, "fT", "annual", "质疑方称招行2025年利润下滑，但归母净利润1501.81亿元，同比实际增长1.21%。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21" }),
  ]),
  zs(
    "f",
    A,
    "fQ",
    "annual",
    "信任方说ROE仍在14%以上，事实上招行2025年加权ROE已降至12.44%。",
    [V("roe", "2025", "12.44", "%", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "2025年ROE 13.44%" },
  ),
  zs("t", A, "tNe", "industry", "保守方拿负债率做文章并不成立：银行90.20%的资产负债率是行业常态。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  zs(
    "f",
    A,
    "tA",
    "annual",
    "保守方担心杠杆，可招行2025年末负债率90.20%比2024年末还下降了0.35个百分点。",
    [V("debt_ratio", "2025", "90.20", "%"), PP("debt_ratio", "2025", { v: "-0.35", err: "wrong_direction" })],
    { err: "wrong_direction", note: "由89.85%升至90.20%" },
  ),
  zs("t", A, "tNe", "valuation", "平衡来看，约6.7倍的静态PE已计入低增长，股价又低于年线约9%，维持标配即可。", [
    PE("2025", "6.7"),
    BIAS(250, { v: "-9", cmp: "approx" }),
  ]),
  zs("u", A, "vN", "undecidable", "传闻招行将再度下调存款挂牌利率，负债成本有望改善，投持有。", [
    U("传闻与利率未存储"),
  ]),
  zs(
    "f",
    A,
    "fL",
    "quarterly",
    "裁定：多方所称的利润增长属实，但2026年一季度营收同比下降3.81%，空方更占优。",
    [G("net_profit", "2026Q1", { dir: "up" }), G("revenue", "2026Q1", { v: "-3.81", err: "wrong_direction" })],
    { err: "wrong_direction", note: "营收同比+3.81%" },
  ),
  zs("t", A, "tM", "quarterly", "多方说的一季度利润增长1.52%属实，空方说的ROE下滑也成立，两相权衡给持有。", [
    G("net_profit", "2026Q1", { v: "1.52" }),
    G("roe", "2025", { dir: "down" }),
  ]),
  zs("t", A, "fL", "quarterly", "2026Q1基本每股收益1.49元，略高于上年同期的1.48元，利润仍在小步前进。", [
    V("basic_eps", "2026Q1", "1.49", "元"),
    V("basic_eps", "2025Q1", "1.48", "元"),
    G("net_profit", "2026Q1", { size: "微增" }),
  ]),
  by("t", A, "fT", "quarterly", "质疑方说比亚迪一季度营收腰斩，其实营收1502.25亿元只降了11.82%，腰斩的是净利润。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.82" }),
    G("net_profit", "2026Q1", { size: "腰斩" }),
  ]),
  by(
    "f",
    A,
    "fQ",
    "annual",
    "信任方说现金流只是小幅回落，事实上2025年经营现金流同比下降了约35%。",
    [G("operating_cash_flow", "2025", { v: "-35", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-55.69%" },
  ),
  by("t", A, "bull", "annual", "空方说比亚迪杠杆在攀升，但资产负债率已从2024年末的74.64%降到70.74%。", [
    V("debt_ratio", "2024", "74.64", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
  ]),
  by(
    "f",
    A,
    "bear",
    "annual",
    "多方说营收创新高，可比亚迪2025年营收8039.65亿元其实低于2024年。",
    [
      V("revenue", "2025", "8039.65"),
      PAIR("revenue", "2025", "002594", { period2: "2024", mode: "lt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024年7771.02亿，2025年更高" },
  ),
  by("t", A, "tA", "technical", "保守方嫌估值透支，但比亚迪年初至今只涨了约5.4%，还站在60日均线之上。", [
    RET("2025-12-31", { v: "5.4", cmp: "approx" }),
    MA(60, "above"),
  ]),
  by(
    "f",
    A,
    "tNe",
    "annual",
    "比亚迪2025年分配股利及偿付利息支出141.25亿元，同比仅增长约4%。",
    [
      V("dividends_interest_paid", "2025", "141.25"),
      G("dividends_interest_paid", "2025", { v: "4", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+40.5%" },
  ),
  by(
    "f",
    A,
    "vF",
    "annual",
    "比亚迪2025年归母净利润326.19亿元，同比增长18.97%，投买入。",
    [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { v: "18.97", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-18.97%" },
  ),
  by("t", A, "vT", "technical", "比亚迪收盘高于20日均线约1%，量能却缩至前20日的七成左右，投持有。", [
    BIAS(20, { v: "1", cmp: "approx" }),
    H.VOLR({ v: "0.7", cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪今年已公告员工持股计划解锁条件成就，核心员工利益绑定落地。",
    [EV("equity_incentive", true, { from: "2026-01-01", title: "解锁条件成就", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "3月28日公告为解锁条件未成就" },
  ),
  by(
    "f",
    A,
    "tBe",
    "announcement",
    "即便比亚迪去年下半年推出了A股回购计划，也没能挡住股价的回落。",
    [EV("repurchase", true, { from: "2025-07-01", err: "nonexistent_event" }), SPAN("2025-07-29", { dir: "down" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  by("u", A, "tN", "undecidable", "比亚迪第二大股东再度减持A股，市场担心套现压力持续。", [U("减持公告不能判定有无")]),
  by("u", A, "fSy", "undecidable", "比亚迪一季度利润腰斩，主因是海运费上涨和出口补贴退坡。", [
    G("net_profit", "2026Q1", { size: "腰斩" }),
    U("归因无法核验"),
  ]),
  wl(
    "f",
    A,
    "tS",
    "technical",
    "五粮液一年内虽跌了约26%，但周线已连续三周收涨，情绪面见底。",
    [RET(250, { v: "-26", cmp: "approx" }), WEEKS(3, "up", { err: "technical" })],
    { err: "technical", note: "近几周周线收跌" },
  ),
  wl("t", A, "fT", "technical", "说五粮液跌回了2019年初的价位并不准确，97.08元仍比2019年1月3日的48.96元高出近一倍。", [
    CLOSE("97.08"),
    CLOSE("48.96", "eq", { date: "2019-01-03" }),
    SPAN("2019-01-03", { v: "98", cmp: "approx" }),
  ]),
  wl(
    "f",
    W,
    "fL",
    "annual",
    "裁定：五粮液2019年归母净利润174.02亿元，在2015年以来仅排第二，尚未创新高。",
    [
      V("net_profit", "2019", "174.02"),
      RANK("net_profit", "2019", ["2015", "2016", "2017", "2018", "2019"], "max", 2, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2019年是2015-2019年最高" },
  ),
  wl("t", W, "tM", "annual", "营收和净利润均创2015年以来新高，但RSI已超过70，建议持有不追高。", [
    H.MAX("operating_revenue", "2019", ["2015", "2016", "2017", "2018", "2019"]),
    H.MAX("net_profit", "2019", ["2015", "2016", "2017", "2018", "2019"]),
    RSI("70", "gt"),
  ]),
  wl("u", A, "vN", "undecidable", "五粮液据称将推出新一期员工持股计划，投持有。", [U("五粮液公告未收录")]),
  zs("t", A, "fV", "annual", "同为2025年，招行归母净利润1501.81亿元，约为比亚迪326.19亿元的4.6倍。", [
    PAIR("net_profit", "2025", "002594", { mode: "x", v: "4.6", cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "tP",
    "annual",
    "比亚迪2025年营收是招行的约3.4倍，但利润不到招行的四分之一。",
    [
      PAIR("revenue", "2025", "600036", { mode: "x", v: "3.4", cmp: "approx", err: "wrong_ratio" }),
      PAIR("net_profit", "2025", "600036", { mode: "x", v: "0.25", cmp: "lt" }),
    ],
    { err: "wrong_ratio", note: "8039.65/3375.32≈2.38倍" },
  ),
  zs("t", A, "tP", "technical", "组合里招行年内跌约9.1%、五粮液跌约8.4%，只有比亚迪逆势涨约5.4%。", [
    RET("2025-12-31", { v: "-9.1", cmp: "approx" }),
    RET("2025-12-31", { t: "000858", v: "-8.4", cmp: "approx" }),
    RET("2025-12-31", { t: "002594", v: "5.4", cmp: "approx" }),
  ]),
  wl(
    "f",
    A,
    "tNe",
    "technical",
    "五粮液和招行今年以来跌幅都控制在5%以内，防御属性仍在。",
    [
      RET("2025-12-31", { v: "-5", cmp: "gt", err: "wrong_magnitude" }),
      RET("2025-12-31", { t: "600036", v: "-5", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "分别-8.36%和-9.10%" },
  ),
  zs("t", A, "vT", "technical", "招行RSI约36、五粮液约28，两只都处在弱势区间，投卖出。", [
    RSI("36", "approx"),
    RSI("28", "approx", { t: "000858" }),
    RSI("50", "lt"),
    RSI("50", "lt", { t: "000858" }),
  ]),
];
