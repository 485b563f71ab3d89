// Debate points across companies: rebuttals that quote the other side, vote lenses, the firm's trader and portfolio
// manager, FinDebate's lead / trust / challenge agents; 去年 / 前年 read from asOf, 万元 figures, growth slowdowns in
// percentage points, two companies in one sentence.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  MAX,
  MIN,
  UP,
  RET,
  CLOSE,
  MA,
  MAORDER,
  MACD,
  VOL,
  EV,
  U,
  X,
  BIAS,
  SPAN,
  MCNOW,
  PE,
  IND,
  GDIFF,
  READ,
} = H;
const mt = H.maker("b10-db-mt", "600519");
const nd = H.maker("b10-db-nd", "300750");
const yd = H.maker("b10-db-yd", "002594");
const zs = H.maker("b10-db-zs", "600036");
const pa = H.maker("b10-db-pa", "601318");
const sh = H.maker("b10-db-sh", "600028");
const wl = H.maker("b10-db-wl", "000858");
const A = "2026-04-30";
const E = "2020-05-15";

export default [
  // Rebuttals (adversarial): quote the other side, then the figure.
  mt("t", A, "bull", "annual", "空方强调利润下滑，但去年归母净利润823亿元只比前年少了4.5%，远谈不上失速。", [
    V("net_profit", "2025", "823", "亿", "approx"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "bear",
    "annual",
    "多方说现金流稳健，可去年经营现金流比前年少了超过400亿元。",
    [D("operating_cash_flow", "2025", { v: "-400", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "少309.42亿" },
  ),
  mt("t", A, "bear", "annual", "多方说现金流稳健，可去年经营现金流比前年少了300多亿元，降幅三成以上。", [
    D("operating_cash_flow", "2025", { ...{ cmp: "in", lo: "-399", hi: "-300" } }),
    G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
  ]),
  nd("u", A, "bear", "annual", "多方拿利润增速说事，但前年（2024年）营收其实下滑了9.7%，靠降本才保住利润。", [
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    G("net_profit", "2024", { dir: "up" }),
    U("归因：降本"),
  ]),
  nd(
    "f",
    A,
    "bull",
    "annual",
    "空方说增收不增利？去年归母净利润增速42%，是营收增速17%的近三倍。",
    [
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      {
        k: "ratio",
        num: "net_profit",
        den: "revenue",
        period: "2025",
        v: "3",
        u: "x",
        cmp: "near",
        err: "wrong_ratio",
      },
    ],
    { err: "wrong_ratio", note: "这里3倍应是增速之比2.5倍；利润/营收为0.17" },
  ),
  yd("t", A, "bull", "annual", "空方只盯着利润降了19%，却没看到营收仍在增长、资产负债率一年降了近4个百分点。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("revenue", "2025", { dir: "up" }),
    PP("debt_ratio", "2025", { v: "-4", cmp: "near" }),
  ]),
  yd(
    "f",
    A,
    "bear",
    "annual",
    "多方说负债率在降，可去年资产负债率仍有74.64%，比行业高出一截。",
    [V("debt_ratio", "2025", "74.64", "%", "eq", { err: "wrong_period" }), U("行业对比")],
    { err: "wrong_period", note: "74.64%是2024年末；2025年末70.74%" },
  ),
  zs("t", A, "bull", "industry", "空方把90%的负债率当风险，这对银行并不成立；去年招行归母净利润仍增长约1.2%。", [
    IND("high_debt_is_normal"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "bear",
    "annual",
    "多方说利润创新高，可去年归母净利润增速只有0.12%，几乎原地不动。",
    [G("net_profit", "2025", { v: "0.12", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "+1.21%" },
  ),
  pa("t", A, "bear", "annual", "多方说业绩反转，但去年归母净利润增速已从前年的约48%降到6%左右。", [
    G("net_profit", "2025", { v: "6", cmp: "approx" }),
    G("net_profit", "2024", { v: "48", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "bull",
    "annual",
    "空方说增速放缓，可去年归母净利润仍增长约6.5%，增速比前年还快。",
    [
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      GDIFF(
        { metric: "net_profit", period: "2025" },
        { metric: "net_profit", period: "2024" },
        { v: "0", cmp: "gt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "2024年+47.8%" },
  ),
  sh("t", A, "bull", "annual", "空方说石化年年下滑，但2023年扣非归母净利润其实还略增了约4.7%。", [
    G("deducted_net_profit", "2023", { v: "4.7", cmp: "approx" }),
  ]),
  // Trader and portfolio manager: a decision wrapped around one or two facts.
  mt(
    "t",
    A,
    "tTr",
    "technical",
    "交易计划：股价1384.79元低于MA20约3.4%，MACD死叉未修复，暂不建仓，等站回1433元上方再评估。",
    [
      CLOSE("1384.79"),
      BIAS(20, { v: "-3.4", cmp: "approx" }),
      MACD("dif_below_dea"),
      MA(20, "value", { v: "1433", cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    A,
    "tTr",
    "technical",
    "交易计划：股价已回踩60日均线（约392元）附近，可分批低吸。",
    [MA(60, "value", { v: "392", cmp: "approx" }), BIAS(60, { v: "2", cmp: "lt", err: "technical" })],
    { err: "technical", note: "高于MA60约11%，并未回踩" },
  ),
  yd("t", A, "tTr", "technical", "交易计划：均线多头但量能萎缩到前期的七成，仓位控制在三成以内。", [
    MAORDER([5, 10, 20, 60], "bull"),
    { k: "volr", v: "0.7", cmp: "approx" },
  ]),
  zs("t", A, "tP", "valuation", "组合决策：静态PE不到7倍、PB不足0.9倍，估值有安全垫，但技术面破位，维持低配。", [
    PE("2025", "7", "lt"),
    PE("2025", "0.9", "lt", { per: "bps" }),
    MA(60, "below"),
  ]),
  pa("t", A, "tP", "valuation", "组合决策：以2025年利润计静态PE约8倍，年初以来股价跌了一成多，维持标配。", [
    MCNOW("2025", "8", "approx"),
    SPAN("2025-12-31", { v: "-10", cmp: "lt" }),
    SPAN("2025-12-31", { v: "-20", cmp: "gt" }),
  ]),
  mt(
    "f",
    A,
    "tP",
    "valuation",
    "组合决策：当前静态PE已压到约17倍，位于历史低位，建议超配。",
    [MCNOW("2025", "17", "approx", { err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  sh("u", A, "tP", "valuation", "组合决策：2025年预计分红率约75%，股息率具备吸引力，维持持有。", [U("2025年分红预测")]),
  // Risk debaters.
  nd("t", A, "tA", "technical", "激进观点：一年股价近乎翻倍（+93%），趋势就是最好的基本面，回调到20日线就是机会。", [
    RET(250, { v: "93", cmp: "approx" }),
    MA(20, "above"),
  ]),
  nd(
    "u",
    A,
    "tC",
    "annual",
    "保守观点：2025年资本开支增长约36%而营收只增长17%，扩产周期若与需求错配，折旧将吞噬利润。",
    [
      G("capex", "2025", { v: "36", cmp: "approx" }),
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      U("情景：需求错配"),
    ],
  ),
  yd(
    "t",
    A,
    "tC",
    "quarterly",
    "保守观点：一季度净利率2.67%，是2024年以来各期财报中最低的，利润垫很薄。",
    [
      V("net_margin", "2026Q1", "2.67", "%"),
      MIN("net_margin", "2026Q1", ["2024H1", "2024M9", "2024", "2025Q1", "2025H1", "2025M9", "2025", "2026Q1"]),
    ],
    { note: "可得的累计口径（2024H1起）中最低" },
  ),
  yd(
    "f",
    A,
    "tNe",
    "quarterly",
    "中性观点：一季度利润虽降，但净利率仍有5.54%，盈利能力没有本质恶化。",
    [V("net_margin", "2026Q1", "5.54", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "5.54%是2025Q1；2026Q1为2.67%" },
  ),
  pa("t", A, "tNe", "technical", "中性观点：股价站回20日线但仍在60日线下方，方向待确认。", [
    MA(20, "above"),
    H.MAX_CROSS(20, "up", 3),
    MA(60, "below"),
  ]),
  // FinDebate lead / trust / challenge agents.
  mt(
    "t",
    A,
    "fL",
    "annual",
    "综合来看，茅台2025年营业总收入1720.54亿元、归母净利润823.20亿元，分别同比下降1.2%和4.5%。",
    [
      V("revenue", "2025", "1720.54"),
      V("net_profit", "2025", "823.20"),
      G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    A,
    "fL",
    "annual",
    "综合来看，2025年营业总收入1720.54亿元、归母净利润823.20亿元，分别同比下降4.5%和1.2%。",
    [
      G("revenue", "2025", { v: "-4.5", cmp: "approx", err: "wrong_value" }),
      G("net_profit", "2025", { v: "-1.2", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "两个增速对调" },
  ),
  nd("t", A, "fT", "annual", "可信度核对：2025年归母净利润722.01亿元与年报一致；同比增幅42.28%亦无误。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42.28" }),
  ]),
  zs(
    "f",
    A,
    "fQ",
    "annual",
    "质疑：所谓“营收企稳”并不成立，2025年营收同比下降0.48%。",
    [G("revenue", "2025", { v: "-0.48", err: "wrong_period" })],
    { err: "wrong_period", note: "-0.48%是2024年；2025年+0.01%" },
  ),
  zs("t", A, "fQ", "annual", "质疑：“营收企稳”只是2025年同比+0.01%，而2024年还是下降0.48%，说企稳为时尚早。", [
    G("revenue", "2025", { v: "0.01" }),
    G("revenue", "2024", { v: "-0.48" }),
  ]),
  pa("u", A, "fQ", "annual", "质疑：利润回升主要来自投资收益，核心寿险利润其实在下滑。", [U("利润拆分")]),
  // Vote lenses.
  mt("t", A, "vF", "annual", "基本面：资产负债率16.42%，账上货币资金517亿元，分红与派息支出672亿元，财务稳健。", [
    V("debt_ratio", "2025", "16.42", "%"),
    V("cash", "2025", "517", "亿", "approx"),
    V("dividends_interest_paid", "2025", "672", "亿", "approx"),
  ]),
  nd(
    "f",
    A,
    "vF",
    "annual",
    "基本面：2025年营收约4237亿元，较2023年的4009亿元增长约17%。",
    [
      V("revenue", "2025", "4237", "亿", "approx"),
      V("revenue", "2023", "4009", "亿", "approx"),
      G("revenue", "2025", { base: "2023", v: "17", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+5.7%，17%是较2024年" },
  ),
  nd("t", A, "vF", "annual", "基本面：2025年营收4237亿元，较2023年的4009亿元增长约5.7%。", [
    V("revenue", "2025", "4237", "亿", "approx"),
    V("revenue", "2023", "4009", "亿", "approx"),
    G("revenue", "2025", { base: "2023", v: "5.7", cmp: "approx" }),
  ]),
  yd("t", A, "vF", "annual", "基本面：2025年归母净利润约326亿元，较2023年的300亿元仍高出约8.6%。", [
    V("net_profit", "2025", "326", "亿", "approx"),
    V("net_profit", "2023", "300", "亿", "approx"),
    G("net_profit", "2025", { base: "2023", v: "8.6", cmp: "approx" }),
  ]),
  sh("t", A, "vF", "annual", "基本面：2024年归母净利润503亿元，只有2021年高点712亿元的七成左右。", [
    V("net_profit", "2024", "503", "亿", "approx"),
    V("net_profit", "2021", "712", "亿", "approx"),
    MAX("net_profit", "2021", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    X("net_profit", "2024", "2021", { v: "0.7", cmp: "approx" }),
  ]),
  zs("t", A, "vF", "annual", "基本面：2025年归母净利润15,018,100万元左右，2019年以来逐年增长。", [
    V("net_profit", "2025", "15018100", "万元", "approx"),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  wl("t", E, "vF", "annual", "基本面：2019年归母净利润1,740,154万元左右，同比增长30%。", [
    V("net_profit", "2019", "1740154", "万元", "approx"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
  ]),
  wl(
    "f",
    E,
    "vF",
    "annual",
    "基本面：2019年归母净利润约17.4亿元，同比增长30%。",
    [V("net_profit", "2019", "17.4", "亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "174.02亿，差10倍" },
  ),
  pa("t", A, "vT", "technical", "技术面：近5日上涨约2.6%，站上5日、10日、20日均线，短线偏多。", [
    RET(5, { v: "2.6", cmp: "approx" }),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
  ]),
  sh(
    "f",
    A,
    "vT",
    "technical",
    "技术面：股价连续5个交易日收涨，止跌迹象明显。",
    [{ k: "ta", ind: "days", n: 5, cond: "up", err: "technical" }],
    { err: "technical" },
  ),
  // The stored notices stop at the FY2024 report (2025-03-26), but the FY2025 report is public since 2026-03-28 (its
  // figures are stored with that date): "no recent notice, last report March 2025" would be false on asOf.
  zs("u", A, "vN", "announcement", "消息面：2025年年报显示归母净利润1501.81亿元，年报之外的近期公告无从判断。", [
    V("net_profit", "2025", "1501.81"),
    U("招行只存年报公告，近期其他公告无法判断"),
  ]),
  nd("t", A, "vN", "announcement", "消息面：2026年以来公司先后公告员工持股计划、科创债发行、回购结果和年度分配预案。", [
    EV("equity_incentive", true, { from: "2026-01-01" }),
    EV("bond", true, { from: "2026-01-01" }),
    EV("repurchase", true, { from: "2026-01-01", title: "结果" }),
    EV("dividend", true, { from: "2026-01-01", title: "预案" }),
  ]),
  // 比亚迪's financing notices are not collected (its March 2025 H-share placement left no notice): undecided.
  yd("u", A, "vN", "announcement", "消息面：公司今年3月公告了定增预案，拟募资加码海外工厂。", [
    U("比亚迪融资类公告未收录"),
  ]),
  pa("t", A, "vN", "announcement", "消息面：2025年3月公司公告注销回购的A股并减少注册资本，9月完成注销。", [
    EV("repurchase", true, { from: "2025-03-01", to: "2025-03-31", title: "注销" }),
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  // Readings of one fact.
  mt(
    "f",
    A,
    "fS",
    "technical",
    "近20个交易日股价下跌约5%，公司层面释放积极信号。",
    [READ(RET(20, { v: "-5", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance" },
  ),
  sh("t", A, "fS", "technical", "近20个交易日下跌约8.5%且量能萎缩，市场情绪偏悲观。", [
    READ(RET(20, { v: "-8.5", cmp: "approx" }), "negative"),
    VOL("shrink"),
  ]),
  nd("t", A, "fS", "annual", "2025年归母净利润同比增长42%，属于明确的利好信号。", [
    READ(G("net_profit", "2025", { v: "42", cmp: "approx" }), "positive"),
  ]),
  zs(
    "f",
    A,
    "fS",
    "annual",
    "营收同比+0.01%，成长性得到数据验证。",
    [G("revenue", "2025", { v: "0.01", size: "明显增长", err: "overstatement" })],
    { err: "overstatement" },
  ),
];
