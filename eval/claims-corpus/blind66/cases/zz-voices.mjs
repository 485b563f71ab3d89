// The writers who are not debate JSON points: 公众号 headlines, 研报 titles, AI 诊股 cards, 股吧 / 雪球 posts, 快讯,
// 晨会纪要, 业绩会纪要; each filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, READ, QOQ } = H;
const { CAGR, SPAN, DD, POS52, PSUM, MCNOW, SNAP, IND, PAIR, VOLR, MRET, HILO, X } = H;
const pa = H.maker("b66-vo-pa", "601318");
const sh = H.maker("b66-vo-sh", "600028");
const by = H.maker("b66-vo-byd", "002594");
const wl = H.maker("b66-vo-wly", "000858");
const A = "2026-04-30";

export default [
  // 快讯 / 公众号, passed on by the news analysts
  by(
    "t",
    A,
    "tN",
    "quarterly",
    "【快讯】比亚迪一季度营收1502.25亿元，同比降11.82%；归母净利40.85亿元，同比降55.38%。",
    [
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { v: "-11.82" }),
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-55.38" }),
    ],
  ),
  by(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】比亚迪一季度归母净利润40.85亿元，同比下降15.5%。",
    [V("net_profit", "2026Q1", "40.85"), G("net_profit", "2026Q1", { v: "-15.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比-55.38%" },
  ),
  pa(
    "f",
    A,
    "fS",
    "annual",
    "公众号｜平安2025年净利润1348亿，暴增六成，保险龙头王者归来！",
    [
      V("net_profit", "2025", "1348", "亿", "approx"),
      G("net_profit", "2025", { v: "60", cmp: "approx", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+6.45%" },
  ),
  pa("u", A, "fS", "undecidable", "公众号｜平安股价回调，北向资金却连续三周逆势加仓。", [
    SPAN("2025-12-31", { dir: "down" }),
    U("北向资金未存储"),
  ]),
  sh("u", A, "tN", "undecidable", "【快讯】中国石化2025年归母净利润同比下降超三成，拟每股派息0.2元。", [
    U("FY2025未存储"),
  ]),
  wl("u", A, "tN", "undecidable", "公众号｜五粮液一季度营收、净利双降，千元价格带失守。", [U("五粮液2026Q1未存储")]),
  // 研报 titles and 晨会纪要, passed on by fundamentals / report synthesis
  by("t", A, "tF", "annual", "研报标题：营收8040亿再创新高，利润承压、现金流阶段性回落。", [
    V("revenue", "2025", "8040", "亿", "approx"),
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    G("net_profit", "2025", { dir: "down" }),
    G("operating_cash_flow", "2025", { dir: "down" }),
  ]),
  sh(
    "f",
    A,
    "tF",
    "annual",
    "研报标题：研发投入连续五年下降，转型动能不足。",
    [DOWN("research_expense", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_direction" })],
    { err: "wrong_direction", note: "研发费用2020—2024年逐年上升" },
  ),
  pa("u", A, "fSy", "undecidable", "晨会纪要：平安寿险NBV同比+30%，银行不良率稳定，维持买入。", [
    U("NBV与银行不良率未存储"),
  ]),
  by(
    "f",
    A,
    "fSy",
    "annual",
    "晨会纪要：比亚迪2025年经营现金流591亿元，较2023年高点1697亿元下降约35%。",
    [
      V("operating_cash_flow", "2025", "591", "亿", "approx"),
      V("operating_cash_flow", "2023", "1697", "亿", "approx"),
      MAX("operating_cash_flow", "2023", ["2021", "2022", "2023", "2024", "2025"]),
      G("operating_cash_flow", "2025", { base: "2023", v: "-35", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "591.36/1697.25=0.35，即下降约65%" },
  ),
  // AI 诊股 cards, passed on by technical / sentiment roles
  wl("t", A, "tT", "technical", "【AI诊股】五粮液：趋势-空头｜RSI 28 超卖｜52周位置0%附近｜20日量能比约1.07。", [
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("28", "approx"),
    POS52({ v: "1", cmp: "lt" }),
    VOLR({ v: "1.07", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】中国石化：多头排列｜站上60日线｜评分82。",
    [MAORDER([5, 10, 20, 60], "bull", { err: "technical" }), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "空头排列，收盘在60日线下方" },
  ),
  pa("t", A, "fM", "technical", "【AI诊股】中国平安：短期偏强（收盘高于5/10/20日线），中期偏弱（低于60/120日线）。", [
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  by("u", A, "tT", "undecidable", "【AI诊股】比亚迪：52周位置56%｜主力资金净流入｜综合评分71。", [
    POS52({ v: "56", cmp: "approx" }),
    U("资金流向未存储"),
  ]),
  // 股吧 / 雪球 posts, passed on by sentiment analysts
  wl(
    "f",
    A,
    "tS",
    "technical",
    "股吧：五粮液又跌了，今年已经跌了快三成，还有谁在坚守？",
    [SPAN("2025-12-31", { v: "30", cmp: "near", dir: "down", err: "overstatement" })],
    { err: "overstatement", note: "年内-8.36%；近三成是近一年（-26.3%）" },
  ),
  sh("u", A, "tS", "undecidable", "雪球：石化股东户数连续两季下降，筹码在集中。", [U("股东户数未存储")]),
  by("u", A, "fS", "undecidable", "雪球：比亚迪4月新能源车销量环比回升，终端降价换量。", [U("销量未存储")]),
  pa(
    "f",
    A,
    "tS",
    "industry",
    "雪球：平安负债率快90%了，这种财务结构放在哪个行业都是暴雷前兆。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险集团九成负债属常态" },
  ),
  by(
    "f",
    A,
    "tS",
    "annual",
    "股吧：比亚迪利润降了19%，说明越来越会赚钱了，妥妥的利好！",
    [READ(G("net_profit", "2025", { v: "-19", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润下降读作利好" },
  ),
  // 业绩会纪要, passed on by earnings / fundamentals roles
  by("t", A, "fE", "annual", "业绩会纪要：管理层称2025年分配股利及偿付利息现金141.25亿元，同比增加约四成。", [
    V("dividends_interest_paid", "2025", "141.25"),
    G("dividends_interest_paid", "2025", { v: "40", cmp: "approx" }),
  ]),
  pa("u", A, "fE", "undecidable", "业绩会纪要：平安表示2026年将维持分红总额稳中有升，股息率约5%。", [
    U("管理层计划与股息率"),
  ]),
  pa(
    "f",
    A,
    "tF",
    "announcement",
    "业绩会纪要：平安董事会同日通过2025年度利润分配方案和新一期A股回购方案。",
    [
      EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
      EV("repurchase", true, { from: "2026-03-27", to: "2026-03-27", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  sh(
    "f",
    A,
    "fE",
    "annual",
    "路演纪要：石化2024年净利率1.87%，为2020年以来次低，仅高于2020年。",
    [
      V("net_margin", "2024", "1.87", "%"),
      H.RANK("net_margin", "2024", ["2020", "2021", "2022", "2023", "2024"], "min", 2, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2024年为最低（2020年2.00%）" },
  ),
  wl(
    "f",
    "2020-05-15",
    "tF",
    "annual",
    "研报标题：五粮液2019年营收首破500亿，净利率突破40%。",
    [
      V("operating_revenue", "2019", "500", "亿", "gt"),
      R("net_profit", "operating_revenue", "2019", "40", { u: "%", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "174.02/501.18=34.7%" },
  ),
  wl("t", "2020-05-15", "tS", "technical", "股吧：五粮液一年涨了五成多，现价145元，离高点148元一步之遥。", [
    RET(250, { v: "50", cmp: "gt" }),
    CLOSE("145", "approx"),
    HI52({ cond: "level", v: "148", cmp: "approx" }),
  ]),
  sh("u", A, "fR", "undecidable", "风险提示：国际油价若跌破60美元，石化上游利润将明显承压。", [U("油价情景")]),
  by(
    "f",
    A,
    "fR",
    "industry",
    "风险提示：比亚迪负债率70.74%，对制造业来说偏低，杠杆无需担心。",
    [V("debt_ratio", "2025", "70.74", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "七成负债率对车企并不算低" },
  ),
];
