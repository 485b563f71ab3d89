// One slip per point in the habits the brief lists (neighbouring year, 百分点 vs %, 营业总收入 for 营业收入,
// cumulative as one quarter, factor of ten, stance against the sign, leverage without the industry, notices that
// are not there), with true siblings written in other shapes.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, D, MAX, RET, CLOSE, MA, RSI, MACD, LO52, EV, U, PSUM, QOQ, IND, SPAN, PAIR, READ } = H;
const mt = H.maker("b13-sm", "600519");
const nd = H.maker("b13-sn", "300750");
const by = H.maker("b13-sb", "002594");
const zh = H.maker("b13-sz", "600036");
const pa = H.maker("b13-sp", "601318");
const sh = H.maker("b13-ss", "600028");
const A = "2026-04-30";
const P = "2025-04-30";
const NP = (period) => ({ k: "change", metric: "net_profit", period, mode: "pct", u: "%" });

export default [
  mt(
    "f",
    A,
    "bull",
    "annual",
    "哪怕利润承压，2025年茅台加权ROE仍高达36.02%，放眼A股无出其右。",
    [V("roe", "2025", "36.02", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "36.02%是2024年；2025年32.53%" },
  ),
  mt(
    "u",
    A,
    "fE",
    "annual",
    "口径提示：2025年营业收入1688.38亿，比营业总收入1720.54亿少了约32亿，差额主要是利息等其他收入。",
    [
      V("operating_revenue", "2025", "1688.38"),
      V("revenue", "2025", "1720.54"),
      PSUM(
        [
          ["revenue", "2025", 1],
          ["operating_revenue", "2025", -1],
        ],
        { v: "32", cmp: "approx" },
      ),
      U("差额构成未存储"),
    ],
  ),
  mt(
    "f",
    A,
    "tF",
    "annual",
    "2025年茅台营业收入1720.54亿元，同比下降1.2%。",
    [
      V("operating_revenue", "2025", "1720.54", "亿", "eq", { err: "wrong_value" }),
      G("operating_revenue", "2025", { v: "-1.2", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "1720.54亿是营业总收入；营业收入1688.38亿（-1.21%）" },
  ),
  mt("u", P, "fE", "quarterly", "2025年一季度茅台的经营现金流只有88亿，这和渠道打款节奏放缓有关。", [
    V("operating_cash_flow", "2025Q1", "88", "亿", "approx"),
    U("打款节奏的归因不可核"),
  ]),
  mt("t", P, "bull", "annual", "2024年归母净利862.28亿，同比增长约15.4%，加权ROE 36.02%。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    V("roe", "2024", "36.02", "%"),
  ]),
  nd(
    "f",
    A,
    "tF",
    "annual",
    "2025年毛利率26.27%，同比提升1.83%，对应归母净利同比+42%。",
    [
      V("gross_margin", "2025", "26.27", "%"),
      G("gross_margin", "2025", { v: "1.83", cmp: "approx", err: "wrong_ratio" }),
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
    ],
    { err: "wrong_ratio", note: "提升1.83个百分点（按%计+7.5%）" },
  ),
  nd(
    "f",
    A,
    "bear",
    "quarterly",
    "25Q4单季营收1029.68亿，环比三季度下滑约1%，旺季不旺。",
    [
      V("revenue", "2025S4", "1029.68", "亿", "eq", { err: "wrong_period" }),
      QOQ("revenue", "2025S4", "2025S3", { dir: "down", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "1029.68亿是2024Q4；25Q4为1406.30亿，环比+35%" },
  ),
  nd(
    "f",
    A,
    "bear",
    "quarterly",
    "宁德一季度归母同比+48.5%，这恰恰是空方的论据：高增长难以为继。",
    [READ(NP("2026Q1"), "negative", { err: "stance" })],
    { err: "stance", note: "同比+48.5%读作利空" },
  ),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "宁德时代2026年3月发布了员工持股计划草案。",
    [EV("equity_incentive", true, { from: "2026-03-01", to: "2026-03-31", title: "草案", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "草案在2月9日；3月无此公告" },
  ),
  nd("t", A, "tN", "announcement", "4月16日宁德公告调整股权激励计划及员工持股计划相关价格。", [
    EV("equity_incentive", true, { from: "2026-04-16", to: "2026-04-16", title: "调整" }),
  ]),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "宁德收盘436元，重新站上5日均线，短线转强。",
    [CLOSE("436"), MA(5, "above", { err: "technical" })],
    { err: "technical", note: "MA5 437.69" },
  ),
  nd("u", A, "tS", "announcement", "3月有股东减持宁德时代的传闻，但公司未发布任何减持公告。", [
    U("减持公告缺失不能判定"),
  ]),
  by(
    "f",
    A,
    "bull",
    "quarterly",
    "比亚迪一季度利润腰斩，对多头反而是利好：估值出清最快的阶段已经过去。",
    [READ(NP("2026Q1"), "positive", { err: "stance" })],
    { err: "stance", note: "同比-55%读作利好" },
  ),
  by(
    "f",
    A,
    "fR",
    "annual",
    "2025年经营现金流1334.54亿，仍能覆盖全部资本开支。",
    [V("operating_cash_flow", "2025", "1334.54", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1334.54亿是2024年；2025年591.36亿，低于资本开支1568亿" },
  ),
  by(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪2025年内曾公告回购A股用于注销，股东回报力度加大。",
    [EV("repurchase", true, { from: "2025-01-01", to: "2025-12-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  by("t", A, "fT", "annual", "对方说比亚迪商誉'大幅增加'不对：商誉自2023年起一直是44.28亿，没有变化。", [
    V("goodwill", "2023", "44.28"),
    V("goodwill", "2024", "44.28"),
    V("goodwill", "2025", "44.28"),
  ]),
  zh(
    "f",
    A,
    "fR",
    "industry",
    "招行负债率90.20%，是茅台16.42%的五倍多，财务风险显然远高于茅台。",
    [PAIR("debt_ratio", "2025", "600519", { v: "5", cmp: "gt" }), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率与白酒不可比" },
  ),
  zh(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年三季度单季归母1137.72亿，同比增长约0.5%。",
    [
      V("net_profit", "2025S3", "1137.72", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    ],
    { err: "wrong_period", note: "1137.72亿是前三季度累计；Q3单季388.42亿" },
  ),
  zh("t", A, "bull", "quarterly", "26Q1营收869.40亿，较去年同期增长3.8%，对多方是实打实的加分项。", [
    READ(
      { k: "change", metric: "revenue", period: "2026Q1", mode: "pct", u: "%", v: "3.8", cmp: "approx" },
      "positive",
    ),
  ]),
  zh("f", A, "tS", "technical", "招行RSI已跌破30，进入超卖区间。", [RSI("30", "lt", { err: "technical" })], {
    err: "technical",
    note: "RSI 36.06",
  }),
  zh("t", A, "tF", "annual", "从ROE看，招行2025年为13.44%，较上年下降约1.05个百分点。", [
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "fE",
    "annual",
    "平安2025年末商誉仅38.13亿，减值风险已基本释放。",
    [V("goodwill", "2025", "38.13", "亿", "eq", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "381.30亿" },
  ),
  pa("t", A, "fR", "industry", "平安负债率近九成，与招行的90.20%几乎一样，均属金融业常态。", [
    V("debt_ratio", "2025", "90", "%", "near"),
    PAIR("debt_ratio", "2025", "600036", { mode: "diff", v: "0", cmp: "approx", u: "pp" }),
    IND("high_debt_is_normal"),
  ]),
  pa("t", A, "tT", "technical", "年线59.29元附近多空拉锯，平安收59.37元，刚好压在年线之上。", [
    MA(250, "value", { v: "59.29" }),
    CLOSE("59.37"),
    MA(250, "above"),
  ]),
  pa("u", P, "tN", "announcement", "平安2025年4月公告了新一期核心人员持股计划。", [U("平安的激励类公告未收录")]),
  sh("t", A, "tT", "technical", "MACD两线几乎粘合，DIF约-0.20、DEA约-0.20，都在零轴下方，方向未明。", [
    MACD("dif_value", 0, { v: "-0.20", cmp: "approx" }),
    MACD("dea_value", 0, { v: "-0.20", cmp: "approx" }),
    MACD("dif_below_zero", 0),
  ]),
  sh(
    "f",
    A,
    "tC",
    "technical",
    "保守风控：石化20个交易日内跌幅约20%，已经跌出了恐慌。",
    [RET(20, { v: "-20", cmp: "approx", err: "overstatement" })],
    { err: "overstatement", note: "20日-8.49%" },
  ),
  sh(
    "f",
    A,
    "fE",
    "annual",
    "2024年归母503亿，与2023年相比减少了约10%。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "-10", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-16.8%" },
  ),
  sh("u", A, "fV", "valuation", "石化股息率超过6%，在高股息板块里性价比突出。", [
    U("股息率：分红数据未存储；板块样本外"),
  ]),
  sh("t", A, "fV", "valuation", "以2024年EPS 0.41元算，石化市盈率不到14倍；但这是一年前的利润。", [
    V("basic_eps", "2024", "0.41", "元"),
    H.PE("2024", "14", "lt"),
  ]),
  pa(
    "f",
    A,
    "tC",
    "industry",
    "平安负债率89.80%，对一家保险集团来说杠杆明显偏高，抗风险能力因此打折。",
    [V("debt_ratio", "2025", "89.80", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约九成负债率属常态" },
  ),
  sh(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母同比下滑约17%，这对多方反而是加分项。",
    [READ({ ...NP("2024"), v: "-17", cmp: "approx" }, "positive", { err: "stance" })],
    { err: "stance", note: "下滑读作利好" },
  ),
  sh("t", A, "bear", "annual", "2024年归母503亿、同比少了约17%，空方据此看淡并不为过。", [
    V("net_profit", "2024", "503", "亿", "approx"),
    READ({ ...NP("2024"), v: "-17", cmp: "approx" }, "negative"),
  ]),
  nd(
    "f",
    A,
    "tA",
    "announcement",
    "4月宁德已发布2025年度权益分派实施公告，股息即将到账。",
    [EV("dividend", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月无分红类公告；3月10日仅为预案" },
  ),
  nd(
    "f",
    A,
    "fE",
    "annual",
    "两年维度看，2025年归母722亿，较2023年只增长了约42%。",
    [
      V("net_profit", "2025", "722", "亿", "approx"),
      G("net_profit", "2025", { base: "2023", v: "42", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+63.6%；42%是较2024年" },
  ),
  nd("t", A, "bull", "annual", "拉长到两年：2025年归母722亿，比2023年的441亿多了六成以上。", [
    V("net_profit", "2023", "441", "亿", "approx"),
    G("net_profit", "2025", { base: "2023", v: "60", cmp: "gt" }),
  ]),
  by(
    "f",
    A,
    "fE",
    "annual",
    "比亚迪2025年营业总收入8039.65亿，较2023年仅增长约3.5%。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { base: "2023", v: "3.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+33.5%" },
  ),
  by(
    "f",
    A,
    "fV",
    "annual",
    "2025年净利率4.20%，已是近两年来的高点。",
    [V("net_margin", "2025", "4.20", "%"), MAX("net_margin", "2025", ["2024", "2025"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024年5.35%更高" },
  ),
];
