// 中国平安: annual FY2017-2025 (FY2025 public 2026-03-27), quarters 2025 and 2026Q1 only, bars from 2024-01-02,
// dividend / buy-back notices collected (incentive and financing notices are not). Dates: 2026-04-30, 2026-03-31,
// 2025-10-31, 2025-09-05, 2025-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, RANK, RET, CLOSE, MA, RSI, MACD, HI52, LO52, POS52, U, GDIFF, DOWN } = H;
const { MCNOW, MCPE, SNAP, IND, EV, SPAN, BIAS, MAHOLD } = H;
const c = H.maker("b17-pa", "601318");
const A = "2026-04-30";
const M = "2026-03-31";
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "tF", "annual", "6.5%对2.1%：平安2025年归母净利（1347.8亿元）的同比增速明显快过营业总收入（10505亿元）。", [
    V("revenue", "2025", "10505", "亿", "approx"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    V("net_profit", "2025", "1347.8"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "0", cmp: "gt" }),
  ]),
  c(
    "f",
    M,
    "fQ",
    "industry",
    "平安资产负债率高达89.8%，远超一般企业70%的警戒线，财务风险突出，不宜重仓。",
    [V("debt_ratio", "2025", "89.8", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率属常态" },
  ),
  c("t", M, "fT", "industry", "质疑方拿89.8%负债率说事，但保险业高负债是常态，2017年以来该比率始终在89%到91%之间。", [
    V("debt_ratio", "2025", "89.8", "%"),
    IND("high_debt_is_normal"),
    MAX("debt_ratio", "2017", Y9),
    V("debt_ratio", "2017", "91", "%", "lt"),
    MIN("debt_ratio", "2021", Y9),
    V("debt_ratio", "2021", "89", "%", "gt"),
  ]),
  c("t", A, "tB", "annual", "归母净利从2022年的837.7亿元升到2025年的1347.8亿元，三年累计增长约61%。", [
    V("net_profit", "2022", "837.7"),
    V("net_profit", "2025", "1347.8"),
    G("net_profit", "2025", { base: "2022", v: "61", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年归母净利1347.8亿元，仅次于2019年的历史高点，利润已逼近峰值。",
    [V("net_profit", "2025", "1347.8"), RANK("net_profit", "2025", Y9, "max", 2, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2020年1430.99亿也更高，2025年排第三" },
  ),
  c("t", A, "tBe", "annual", "2025年净利1347.8亿元仍比2019年峰值1494.1亿元低约10%，六年了还没回到高点。", [
    V("net_profit", "2019", "1494.1"),
    MAX("net_profit", "2019", Y9),
    G("net_profit", "2025", { base: "2019", v: "-10", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "平安2025年营业总收入10505亿元，同比下降约2.1%，主业规模在收缩。",
    [
      V("revenue", "2025", "10505", "亿", "approx"),
      G("revenue", "2025", { v: "-2.1", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+2.10%" },
  ),
  c("t", A, "fR", "annual", "经营现金流净额6586亿元，比2024年的3825亿元多出约72%，投资现金净流出则扩大到约5600亿元。", [
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    V("operating_cash_flow", "2024", "3825", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    V("investing_cash_flow", "2025", "-5600", "亿", "approx"),
  ]),
  c("u", A, "fR", "annual", "寿险新业务价值同比增长约28%，新业务价值率继续提升，负债端拐点确认。", [
    U("新业务价值未存储"),
  ]),
  c("u", A, "tN", "quarterly", "一季度年化净投资收益率3.8%，财险综合成本率97.5%，承保利润改善。", [
    U("投资收益率与综合成本率未存储"),
  ]),
  c("t", A, "tF", "quarterly", "2026年一季度营业总收入2184亿元、归母净利250.2亿元，单季利润约为2025年全年的18.6%。", [
    V("revenue", "2026Q1", "2184", "亿", "approx"),
    V("net_profit", "2026Q1", "250.2"),
    R("net_profit", "net_profit", "2026Q1", "18.6", { u: "%", cmp: "approx", denPeriod: "2025" }),
  ]),
  c("u", A, "tBe", "quarterly", "一季度归母净利约250亿元，同比下降超过两成，拖累主要来自投资端波动。", [
    V("net_profit", "2026Q1", "250", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "-20", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年末总资产约1.39万亿元，同比增长约7.3%，扩表节奏平稳。",
    [
      V("total_assets", "2025", "1.39", "万亿", "approx", { err: "wrong_value" }),
      G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "13.90万亿元，差10倍" },
  ),
  c("t", A, "fV", "annual", "总资产13.9万亿元、同比+7.3%；商誉381亿元，比上年435亿元减少约54亿元。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    V("goodwill", "2025", "381", "亿", "approx"),
    V("goodwill", "2024", "435", "亿", "approx"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "收盘59.37元，站上5日、20日和250日均线，但仍压在60日线61.25元和120日线之下。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(20, "above"),
    MA(250, "above"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
    MA(120, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF在4月7日下穿DEA形成死叉，此后一直运行在DEA下方，反弹难言结束调整。",
    [MACD("death_cross", 18, { err: "technical" }), MACD("dif_below_dea", 0, { err: "technical" })],
    { err: "technical", note: "4月7日为金叉，DIF -0.35 > DEA -0.64" },
  ),
  c("t", A, "tT", "technical", "金叉出现在4月7日，DIF随后回升至约-0.35，仍处零轴之下；RSI约54，中性。", [
    MACD("golden_cross", 18),
    MACD("dif_value", 0, { v: "-0.35", cmp: "approx" }),
    MACD("dif_below_zero", 0),
    RSI("54", "approx"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "年初以来股价累计跌约13%，距52周高点74.88元的回撤已经超过三成。",
    [
      SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
      HI52({ cond: "level", v: "74.88" }),
      HI52({ v: "-30", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "距高点-20.71%" },
  ),
  c(
    "t",
    A,
    "tS",
    "technical",
    "较52周高点74.88元回落约21%，比低点50.55元仍高约17%，位于区间约36%分位，偏下但不极端。",
    [
      HI52({ v: "-21", cmp: "approx" }),
      LO52({ cond: "level", v: "50.55" }),
      LO52({ v: "17", cmp: "approx" }),
      POS52({ v: "36", cmp: "approx" }),
    ],
  ),
  c("t", M, "tT", "technical", "3月末收56.78元，20个交易日跌约9.3%，RSI约32逼近超卖，60日均线64.72元压在上方。", [
    CLOSE("56.78"),
    RET(20, { v: "-9.3", cmp: "approx" }),
    RSI("32", "approx"),
    MA(60, "value", { v: "64.72" }),
    MA(60, "below"),
  ]),
  c(
    "f",
    M,
    "tT",
    "technical",
    "3月末股价相对60日均线的乖离率约-5.5%，偏离并不算大，不构成超跌。",
    [BIAS(60, { v: "-5.5", cmp: "approx", err: "technical" })],
    { err: "technical", note: "BIAS60为-12.27%，-5.46%是BIAS20" },
  ),
  c(
    "t",
    M,
    "tN",
    "announcement",
    "3月27日公司披露2025年年度利润分配方案，年度现金分红得以延续，上年同期亦有同类方案。",
    [
      EV("dividend", true, { from: "2026-03-27", title: "2025年年度利润分配" }),
      EV("dividend", true, { title: "2024年年度利润分配" }),
    ],
  ),
  c("u", M, "tN", "announcement", "年度方案拟派末期股息每股1.62元，全年合计2.55元，同比增约5%。", [
    EV("dividend", true, { from: "2026-03-27" }),
    U("每股股息未存储"),
  ]),
  c(
    "t",
    O,
    "tN",
    "announcement",
    "9月初公司已公告实施回购股份注销、股本相应减少，此前8月27日还披露了2025年中期利润分配方案。",
    [
      EV("repurchase", true, { from: "2025-09-01", title: "注销" }),
      EV("dividend", true, { from: "2025-08-27", title: "2025年中期" }),
    ],
  ),
  c("u", O, "tF", "quarterly", "前三季度归母净利同比增长约11.5%，三季度单季改善明显。", [
    G("net_profit", "2025M9", { v: "11.5", cmp: "approx" }),
  ]),
  c(
    "t",
    O,
    "tT",
    "technical",
    "10月31日收57.83元；自10月14日金叉以来DIF一直高于DEA，近10日收盘都在250日线54.47元之上。",
    [
      CLOSE("57.83"),
      MACD("golden_cross", 14),
      MACD("dif_above_dea", 0),
      MA(250, "value", { v: "54.47" }),
      MAHOLD(250, 10, "above"),
    ],
  ),
  c(
    "f",
    O,
    "tB",
    "technical",
    "近120个交易日累计上涨约13%，拉长到一年维度涨幅超过三成，趋势反转已经确立。",
    [RET(120, { v: "13", cmp: "approx" }), RET(250, { v: "30", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "近250日仅+1.35%" },
  ),
  c("t", S, "tT", "technical", "9月5日收57.9元，一年涨约34%，但8月27日MACD死叉后已跌破20日均线，短线进入调整。", [
    CLOSE("57.9"),
    RET(250, { v: "34", cmp: "approx" }),
    MACD("death_cross", 8),
    MA(20, "below"),
  ]),
  c("u", S, "tS", "technical", "北向资金8月以来连续净买入平安超30亿元，外资在悄悄加仓。", [U("资金流向未存储")]),
  c("t", P, "tF", "annual", "2024年归母净利1266.1亿元，同比大增约47.8%，比2023年的856.7亿元多出约409亿元。", [
    V("net_profit", "2024", "1266.1"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx", size: "大增" }),
    V("net_profit", "2023", "856.7"),
    D("net_profit", "2024", { v: "409", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "tBe",
    "annual",
    "2024年归母净利润856.7亿元，同比仅增2.3%，复苏力度偏弱。",
    [
      V("net_profit", "2024", "856.7", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2024", { v: "2.3", cmp: "eq", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "856.65亿与+2.3%是2023年；2024年1266.07亿、+47.8%" },
  ),
  c(
    "t",
    A,
    "vF",
    "valuation",
    "去年7月4日那天平安市值1.03万亿元左右，拿2024年1266亿元利润一除，PE约8.1倍，PB为1.12倍。",
    [
      SNAP("marketCap", "1.03", "万亿"),
      V("net_profit", "2024", "1266", "亿", "approx"),
      MCPE("2024", "8.1"),
      SNAP("pb", "1.12", "x"),
    ],
  ),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按4月30日收盘59.37元计，平安市值对应2025年归母净利的市盈率约12倍，估值并不便宜。",
    [CLOSE("59.37"), MCNOW("2025", "12", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约8.0倍" },
  ),
  c("t", A, "fV", "valuation", "按59.37元算，平安市值只有2025年归母净利的8倍左右，还不到茅台约21倍的一半。", [
    CLOSE("59.37"),
    MCNOW("2025", "8"),
    MCNOW("2025", "21", "approx", { t: "600519" }),
  ]),
  c("t", A, "tC", "annual", "商誉从2023年的441亿元降到2025年的381亿元，连续两年下降。", [
    V("goodwill", "2023", "441", "亿", "approx"),
    V("goodwill", "2025", "381", "亿", "approx"),
    DOWN("goodwill", ["2023", "2024", "2025"]),
  ]),
  c("t", A, "tNe", "annual", "分配股利及偿付利息现金771亿元，约相当于2025年归母净利的57%。", [
    V("dividends_interest_paid", "2025", "771", "亿", "approx"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c("u", A, "tP", "valuation", "平安H股较A股折价约25%，AH溢价处在近三年高位。", [U("H股价格与AH溢价未存储")]),
  c("t", M, "fQ", "annual", "质疑一点：净利增6.5%，资本开支却从66.8亿升到约84亿，增幅约25%，重资产投入在抬头。", [
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    V("capex", "2024", "66.8"),
    V("capex", "2025", "84", "亿", "approx"),
    G("capex", "2025", { v: "25", cmp: "approx" }),
  ]),
  c(
    "f",
    M,
    "fE",
    "annual",
    "较2023年，2025年的1347.8亿元归母净利只多了6.5%，两年增速相当温和。",
    [
      V("net_profit", "2025", "1347.8"),
      G("net_profit", "2025", { base: "2023", v: "6.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "6.5%是较2024年；较2023年+57.3%" },
  ),
  c(
    "u",
    "2026-03-20",
    "tF",
    "annual",
    "年报还没出，但我们判断平安2025年归母净利能到1347.8亿元、增约6.5%，会超出一致预期。",
    [V("net_profit", "2025", "1347.8"), U("市场预期未存储")],
    { note: "2025年报2026-03-27才披露" },
  ),
];
