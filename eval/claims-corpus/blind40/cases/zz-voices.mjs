// Writers who are not debate JSON points: 公众号 headlines, sell-side note titles, 诊股 cards, 股吧 / 雪球 posts,
// wire 快讯, 晨会纪要, 业绩会纪要, a board secretary's answer. Filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  MIN,
  UP,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  EV,
  U,
  CAGR,
  X,
  MCNOW,
  SNAP,
  POS52,
  BIAS,
  SPAN,
  QOQ,
  PSUM,
  IN,
  READ,
  IND,
  PAIR,
  EVN,
  DD,
} = H;
const cl = H.maker("b40-vc", "300750");
const pa = H.maker("b40-vp", "601318");
const wl = H.maker("b40-vw", "000858");
const A = "2026-04-30";

export default [
  // 公众号 / 研报标题 / 快讯
  cl(
    "t",
    A,
    "tN",
    "quarterly",
    "【快讯】宁德时代一季报：营收1291.31亿元，同比增长52.45%；归母净利润207.38亿元，同比增长48.52%。",
    [
      V("revenue", "2026Q1", "1291.31"),
      G("revenue", "2026Q1", { v: "52.45" }),
      V("net_profit", "2026Q1", "207.38"),
      G("net_profit", "2026Q1", { v: "48.52" }),
    ],
  ),
  cl(
    "f",
    A,
    "tN",
    "annual",
    "重磅！宁德时代2025年净利722亿，同比暴增超60%，创历史新高！",
    [
      V("net_profit", "2025", "722"),
      G("net_profit", "2025", { v: "60", cmp: "gt", err: "overstatement" }),
      MAX("net_profit", "2025", ["2018", "2019", "2021", "2022", "2023", "2024", "2025"]),
    ],
    { err: "overstatement", note: "同比+42.28%" },
  ),
  cl("t", A, "fSy", "annual", "研报标题｜宁德时代2025年报点评：利润增42%超收入增速，毛利率回升至26.3%", [
    G("net_profit", "2025", { v: "42" }),
    GD(),
    V("gross_margin", "2025", "26.3", "%", "approx"),
    PP("gross_margin", "2025", { dir: "up" }),
  ]),
  cl(
    "f",
    A,
    "tS",
    "technical",
    "诊股卡｜宁德时代 收盘436.00 技术面：均线空头排列，RSI 56，建议观望",
    [CLOSE("436"), MAORDER([20, 60, 120, 250], "bear", { err: "technical" }), RSI("56", "approx")],
    { err: "technical", note: "中长期均线多头排列，RSI 56" },
  ),
  cl("t", A, "tS", "technical", "雪球帖：宁王一年翻了快一倍（250日+93%），但4月28日MACD死叉了，我先减一半。", [
    RET(250, { v: "93", cmp: "approx", size: "接近翻倍" }),
    MACD("dead_cross", 3),
  ]),
  cl(
    "t",
    A,
    "tN",
    "announcement",
    "晨会纪要：宁德时代4月22日公告授予2026年员工持股计划预留份额，此前4月7日回购已实施完毕。",
    [
      EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留份额" }),
      EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "回购结果" }),
    ],
  ),
  cl(
    "f",
    A,
    "fS",
    "annual",
    "业绩会纪要：公司称2025年经营现金流1332亿元，较2023年增长约37%。",
    [
      V("operating_cash_flow", "2025", "1332"),
      G("operating_cash_flow", "2025", { base: "2023", v: "37", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "37%是较2024年；较2023年+43.5%" },
  ),
  cl("u", A, "tS", "undecidable", "股吧：听说宁德要拆分储能业务单独上市，明天必涨停！", [U("传闻与次日行情")]),
  cl("u", A, "fS", "undecidable", "董秘回复：公司2026年产能规划将保持合理节奏，海外基地按计划推进。", [
    U("产能规划为公司表述，库中无"),
  ]),
  // 中国平安
  pa("t", A, "tN", "annual", "【快讯】中国平安2025年归母净利润1347.78亿元，同比增长6.45%；营业总收入10505.06亿元。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
    V("revenue", "2025", "10505.06"),
  ]),
  pa(
    "f",
    A,
    "tS",
    "industry",
    "公众号：资产负债率近90%！中国平安的杠杆比房企还高，快跑！",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业负债率约九成属常态" },
  ),
  pa("t", A, "fS", "valuation", "雪球帖：平安8倍PE、1.1倍PB（7月快照），今年跌了13%，越跌越买。", [
    MCNOW("2025", "8", "approx"),
    SNAP("pb", "1.1", "x", "approx"),
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "fSy",
    "annual",
    "研报标题｜中国平安：2025年经营现金流6586亿元创新高，同比增长近九成",
    [
      MAX("operating_cash_flow", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
      G("operating_cash_flow", "2025", { v: "90", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+72.20%" },
  ),
  pa("t", A, "tN", "quarterly", "晨会纪要：平安一季度营业总收入2184亿元、归母净利250亿元，季末负债率89.9%。", [
    V("revenue", "2026Q1", "2184"),
    V("net_profit", "2026Q1", "250"),
    V("debt_ratio", "2026Q1", "89.9", "%"),
  ]),
  pa("t", A, "tS", "technical", "诊股卡｜中国平安 59.37元 RSI 53.7 中性；MACD金叉后DIF仍在零轴下；距52周高点-20.7%", [
    CLOSE("59.37"),
    RSI("53.7", "approx"),
    MACD("golden_cross", 20),
    MACD("dif_above_dea"),
    MACD("dif_below_zero"),
    HI52({ v: "-20.7", cmp: "approx" }),
  ]),
  pa("u", A, "fS", "undecidable", "业绩会纪要：管理层称寿险新业务价值增速将维持两位数，分红稳中有升。", [
    U("NBV与管理层指引库中无"),
  ]),
  pa(
    "f",
    A,
    "tS",
    "annual",
    "股吧：平安利润十年最高了，还在跌，真是没天理！",
    [
      MAX("net_profit", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"], {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "2019年1494亿最高" },
  ),
  // 五粮液
  wl("t", A, "tS", "technical", "诊股卡｜五粮液 97.08元 均线空头排列 RSI 28.4 超卖 距52周低点+0.1%", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    RSI("28.4", "approx"),
    LO52({ v: "0.1", cmp: "approx" }),
  ]),
  wl(
    "f",
    A,
    "tS",
    "technical",
    "股吧：五粮液跌回100块以下，今年以来已经跌了两成多，大底就在眼前！",
    [CLOSE("100", "lt"), SPAN("2025-12-31", { v: "-20", cmp: "lt", err: "overstatement" })],
    { err: "overstatement", note: "年初至今-8.36%；-20%以上是近一年" },
  ),
  wl("t", A, "tN", "technical", "【收评】五粮液收跌报97.08元，MACD死叉后持续走弱，较年初的105.94元已跌8.4%。", [
    CLOSE("97.08"),
    H.BAR("2026-04-30", "chg", { dir: "down" }),
    MACD("dif_below_dea"),
    CLOSE("105.94", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "-8.4", cmp: "approx" }),
  ]),
  wl(
    "f",
    A,
    "fS",
    "technical",
    "雪球帖：五粮液近一年跌了26%，但回撤越深、反弹越猛，技术面反而是多头信号。",
    [READ(RET(250, { v: "-26", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作多头信号" },
  ),
  wl("u", A, "tN", "undecidable", "公众号：五粮液2025年营收约750亿元，千元价格带份额稳居第一。", [
    U("2025年财报与价格带份额库中无"),
  ]),
  wl("t", A, "fE", "annual", "晨会纪要（复盘）：五粮液2019年归母净利174亿、同比增30%，营收首破500亿，ROE升至25.3%。", [
    V("net_profit", "2019", "174"),
    G("net_profit", "2019", { v: "30" }),
    V("operating_revenue", "2019", "500", "亿", "gt"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    MAX("operating_revenue", "2019", ["2015", "2016", "2017", "2018", "2019"]),
    V("roe", "2019", "25.3", "%", "approx"),
    PP("roe", "2019", { dir: "up" }),
  ]),
  wl(
    "f",
    A,
    "tN",
    "annual",
    "复盘稿：五粮液2019年营收501亿，较2017年增长约25%。",
    [
      V("operating_revenue", "2019", "501"),
      G("operating_revenue", "2019", { base: "2017", v: "25", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "25%是较2018年；较2017年+66%" },
  ),
];

/** 利润增速超过收入增速. */
function GD() {
  return H.GDIFF(
    { metric: "net_profit", period: "2025" },
    { metric: "revenue", period: "2025" },
    { v: "0", cmp: "gt" },
  );
}
