// 贵州茅台: FY2019-2025, quarters 2025Q1..2026Q1, bars 2024-01-02..2026-04-30, annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, X, CAGR } = H;
const { IND, SUM, RANK, DAYS, MAX_CROSS, DD, BRK, POS52, SPAN, QOQ, MCNOW, PSUM, LIN, READ, SNAP, IN, BAR, HILO } = H;
const c = H.maker("b34-mt", "600519");
const A = "2026-04-30";

export default [
  c(
    "t",
    A,
    "bear",
    "annual",
    "2025年茅台归母净利润823.20亿元，同比下降4.5%，七年来首次负增长，高端需求的裂缝已经出现。",
    [
      V("net_profit", "2025", "823.20"),
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
      UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润823亿元，同比大幅下滑，白酒龙头的护城河正在被侵蚀。",
    [
      V("net_profit", "2025", "823", "亿", "approx"),
      G("net_profit", "2025", { size: "大幅下滑", err: "overstatement" }),
    ],
    { err: "overstatement", note: "同比-4.53%，谈不上大幅下滑" },
  ),
  c("t", A, "bull", "annual", "利润虽降，但2025年净利率仍有50.53%，毛利率91.18%，每100元收入仍有一半多留成了利润。", [
    V("net_margin", "2025", "50.53", "%"),
    V("gross_margin", "2025", "91.18", "%"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营业总收入1720.54亿元，较上年增长约1.2%，增速虽慢但仍为正。",
    [
      V("revenue", "2025", "1720.54"),
      G("revenue", "2025", { v: "1.2", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-1.20%" },
  ),
  c("t", A, "fE", "annual", "营业收入从2024年的1708.99亿元降到1688.38亿元，降幅约1.2%，可以视作基本持平。", [
    V("operating_revenue", "2024", "1708.99"),
    V("operating_revenue", "2025", "1688.38"),
    G("operating_revenue", "2025", { v: "-1.2", cmp: "approx", size: "基本持平" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流净额615.22亿元，较2023年下滑约三分之一，现金回笼明显放缓。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { base: "2023", v: "-33", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-33.5%是较2024年；较2023年仅-7.6%" },
  ),
  c(
    "t",
    A,
    "fR",
    "annual",
    "经营现金流从924.64亿元掉到615.22亿元，降幅超过三成，而净利润只降了4.5%左右，两者背离需要解释。",
    [
      V("operating_cash_flow", "2024", "924.64"),
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    ],
  ),
  c("t", A, "tF", "annual", "资产负债率由19.04%降至16.42%，下降约2.6个百分点，本就不高的杠杆还在往下走。", [
    V("debt_ratio", "2024", "19.04", "%"),
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年加权ROE为32.53%，较2024年的36.02%下降约3.5%。",
    [
      V("roe", "2025", "32.53", "%"),
      V("roe", "2024", "36.02", "%"),
      G("roe", "2025", { v: "-3.5", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "下降3.49个百分点，按百分比是-9.7%" },
  ),
  c("t", A, "bull", "annual", "ROE从36.02%回落到32.53%，但仍在30%以上，和2019年的33.09%相差不大。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    V("roe", "2025", "30", "%", "gt"),
    V("roe", "2019", "33.09", "%"),
  ]),
  c("t", A, "fSy", "annual", "2019至2025年归母净利润由412.06亿元增至823.20亿元，接近翻倍，年复合增速约12.2%。", [
    V("net_profit", "2019", "412.06"),
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { base: "2019", size: "接近翻倍" }),
    CAGR("net_profit", "2019", "2025", { v: "12.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "归母净利润六年间从412亿元增至823亿元，复合增速在15%左右。",
    [
      V("net_profit", "2025", "823", "亿", "approx"),
      CAGR("net_profit", "2019", "2025", { v: "15", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "CAGR约12.2%" },
  ),
  c(
    "t",
    A,
    "bear",
    "annual",
    "分红现金流出672.42亿元，已经超过全年经营现金流615.22亿元，高分红靠的是往年存下的现金。",
    [
      V("dividends_interest_paid", "2025", "672.42"),
      V("operating_cash_flow", "2025", "615.22"),
      R("dividends_interest_paid", "operating_cash_flow", "2025", "1", { cmp: "gt" }),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年末货币资金516.91亿元，比上年末少了约176亿元，现金储备快速消耗。",
    [V("cash", "2025", "516.91"), D("cash", "2025", { v: "-176", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "592.96→516.91，减少约76亿元" },
  ),
  c(
    "u",
    A,
    "fR",
    "annual",
    "货币资金由592.96亿元降至516.91亿元，减少约76亿元；同期投资活动净流出316.42亿元，钱更多流向了理财类资产。",
    [
      V("cash", "2024", "592.96"),
      V("cash", "2025", "516.91"),
      D("cash", "2025", { v: "-76", cmp: "approx" }),
      V("investing_cash_flow", "2025", "-316.42"),
      U("现金去向（理财类资产）的归因无法从存储数据核验"),
    ],
  ),
  c(
    "t",
    A,
    "fV",
    "annual",
    "自由现金流（经营现金流减资本开支）约584亿元，资本开支只有31.28亿元，重资产扩张的负担几乎为零。",
    [
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "584", cmp: "approx" },
      ),
      V("capex", "2025", "31.28"),
    ],
  ),
  c(
    "f",
    A,
    "fV",
    "annual",
    "资本开支31.28亿元，为2019年以来最低水平，扩产周期已经结束。",
    [
      V("capex", "2025", "31.28"),
      MIN("capex", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年20.90亿元、2023年26.20亿元更低" },
  ),
  c("t", A, "tB", "annual", "总资产突破三千亿，达3038.35亿元，负债仅498.76亿元，净资产厚度足以穿越周期。", [
    V("total_assets", "2025", "3000", "亿", "gt"),
    V("total_assets", "2025", "3038.35"),
    V("total_liabilities", "2025", "498.76"),
  ]),
  c(
    "t",
    A,
    "tBe",
    "annual",
    "从增速看，营收2024年还有15.7%，2025年就转为-1.2%，一年之间掉了近17个百分点，这不是波动是换挡。",
    [
      G("revenue", "2024", { v: "15.7", cmp: "approx" }),
      G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
      H.GDIFF({ metric: "revenue", period: "2024" }, { metric: "revenue", period: "2025" }, { v: "17", cmp: "near" }),
    ],
  ),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年净利率50.53%，较2024年下滑约3.5个百分点，价格体系松动在利润表上已有体现。",
    [V("net_margin", "2025", "50.53", "%"), PP("net_margin", "2025", { v: "-3.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "52.27→50.53，-1.74个百分点" },
  ),
  c(
    "u",
    A,
    "fL",
    "annual",
    "值得注意的是，净利率从52.27%降至50.53%，仅下滑约1.7个百分点，这意味着降的是量而不是价格体系。",
    [
      V("net_margin", "2024", "52.27", "%"),
      V("net_margin", "2025", "50.53", "%"),
      PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
      U("“降的是量而不是价”为归因，存储数据无销量与价格拆分"),
    ],
  ),
  c(
    "t",
    A,
    "vF",
    "annual",
    "基本面看：2019年以来归母净利润逐年增长，直到2025年才首次回落，累计七年合计超过4400亿元。",
    [
      UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
      G("net_profit", "2025", { dir: "down" }),
      SUM("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], { v: "4400", cmp: "gt" }),
    ],
  ),
  c(
    "f",
    A,
    "vF",
    "annual",
    "2024年归母净利润862.28亿元，同比增长19.2%，仍是两位数增长。",
    [V("net_profit", "2024", "862.28"), G("net_profit", "2024", { v: "19.2", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "19.2%是2023年的增速，2024年为15.4%" },
  ),
  c("t", A, "tP", "annual", "营收增速2023年18.0%、2024年15.7%、2025年转负，已连续两年下台阶。", [
    G("revenue", "2023", { v: "18.0", cmp: "approx" }),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    G("revenue", "2025", { dir: "down" }),
  ]),
  // quarterly
  c("t", A, "bull", "quarterly", "2026年一季度归母净利润272.43亿元，同比增长1.5%，增长重新回到正区间。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { base: "2025Q1", v: "1.5", cmp: "approx", dir: "up" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润272.43亿元，环比增长约1.5%，基本面已经企稳。",
    [
      V("net_profit", "2026Q1", "272.43"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "1.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "1.5%是同比；环比（对2025Q4单季176.93亿）为+54%" },
  ),
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "2025年四季度单季归母净利润176.93亿元，是全年四个季度中最低的一个，较三季度的192.24亿元环比下降约8%。",
    [
      V("net_profit", "2025S4", "176.93"),
      MIN("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
      QOQ("net_profit", "2025S4", "2025S3", { v: "-8", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "前三季度归母净利润646.27亿元，四季度单季却只有153亿元左右，断崖式下滑。",
    [V("net_profit", "2025M9", "646.27"), V("net_profit", "2025S4", "153", "亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "823.20-646.27=176.93亿元" },
  ),
  c("t", A, "tTr", "quarterly", "一季度经营现金流269.10亿元，约为去年同期88.09亿元的3倍，回款节奏明显改善。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "quarterly",
    "一季度毛利率89.76%，较上年同期的91.97%提升了约2.2个百分点。",
    [
      V("gross_margin", "2026Q1", "89.76", "%"),
      V("gross_margin", "2025Q1", "91.97", "%"),
      PP("gross_margin", "2026Q1", { base: "2025Q1", v: "2.2", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降2.21个百分点" },
  ),
  c(
    "t",
    A,
    "fQ",
    "quarterly",
    "一季度净利率52.22%看着不低，但比去年同期的54.89%少了2.67个百分点，毛利率也从91.97%降到89.76%。",
    [
      V("net_margin", "2026Q1", "52.22", "%"),
      V("net_margin", "2025Q1", "54.89", "%"),
      PP("net_margin", "2026Q1", { base: "2025Q1", v: "-2.67" }),
      PP("gross_margin", "2026Q1", { base: "2025Q1", v: "-2.21", cmp: "approx" }),
    ],
  ),
  c(
    "t",
    A,
    "tNe",
    "quarterly",
    "近四个季度归母净利润约827亿元，与2025年全年的823亿元相差无几，盈利底部比想象中平稳。",
    [V("net_profit", "2026Q1TTM", "827", "亿", "approx"), V("net_profit", "2025", "823", "亿", "approx")],
  ),
  c(
    "f",
    A,
    "tNe",
    "quarterly",
    "2025年下半年归母净利润约369亿元，比上半年的454.03亿元少了约三成。",
    [
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { v: "369", cmp: "approx" },
      ),
      V("net_profit", "2025H1", "454.03"),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { over: ["net_profit", "2025H1"], v: "0.7", cmp: "approx", u: "x", err: "wrong_magnitude" },
      ),
    ],
    { err: "wrong_magnitude", note: "下半年369.17亿，是上半年的0.81倍，少了约19%，不是三成" },
  ),
  // technical
  c("t", A, "tT", "technical", "收盘1384.79元，5日、10日、20日、60日均线自上而下呈空头排列，股价位于所有均线之下。", [
    CLOSE("1384.79"),
    MAORDER([5, 10, 20, 60], "bear"),
    MA(5, "below"),
    MA(250, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价已站上60日均线（约1441元），中期趋势转强。",
    [MA(60, "value", { v: "1441", cmp: "approx" }), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "收盘1384.79低于MA60 1441.22" },
  ),
  c("t", A, "fM", "technical", "MACD在4月17日形成死叉后DIF持续走低，目前DIF约-10.0、DEA约-4.7，RSI14回落到40以下。", [
    MACD("death_cross", 10),
    MACD("dif_value", null, { v: "-10.0", cmp: "approx" }),
    MACD("dea_value", null, { v: "-4.7", cmp: "approx" }),
    RSI("40", "lt"),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "RSI14已跌破30进入超卖区，技术性反弹随时可能出现。",
    [RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14为39.64" },
  ),
  c("t", A, "vT", "technical", "技术面：距52周高点1645元回撤约15.8%，目前处在年内区间的下沿附近（约两成分位）。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-15.8", cmp: "approx" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "技术面：股价已跌破52周低点，创出一年新低，趋势彻底走坏。",
    [LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "52周低点1322.01，收盘1384.79仍高约4.7%" },
  ),
  c("t", A, "tS", "technical", "4月24日单日大涨约2.8%后，下一个交易日又跌去3.8%，多空分歧加大。", [
    BAR("2026-04-24", "chg", { v: "2.8", cmp: "approx" }),
    BAR("2026-04-27", "chg", { v: "-3.8", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "bear",
    "technical",
    "过去20个交易日股价下跌约5.1%，今年以来基本原地踏步，而跟2024年末的1524元相比仍低约9%。",
    [
      RET(20, { v: "-5.1", cmp: "approx" }),
      SPAN("2025-12-31", { v: "0.55", cmp: "approx", size: "基本持平" }),
      SPAN("2024-12-31", { v: "-9", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "technical",
    "近60个交易日累计上涨约11%，资金正在持续回流白酒龙头。",
    [RET(60, { v: "11", cmp: "approx", err: "wrong_value" }), U("资金回流为资金流向，无法核验")],
    { err: "wrong_value", note: "60日涨幅3.11%" },
  ),
  c("t", A, "tC", "technical", "最近60日振幅超过18%，且股价距60日内收盘高点回撤近11%，波动并不小。", [
    H.AMP(60, { v: "18", cmp: "gt" }),
    DD(60, { v: "-11", cmp: "near" }),
  ]),
  c("t", A, "tA", "technical", "20日均量是此前20日的1.06倍左右，下跌并没有明显放量，恐慌盘有限。", [
    H.VOLR({ v: "1.06", cmp: "approx" }),
    RET(20, { dir: "down" }),
  ]),
  // valuation
  c("u", A, "fV", "valuation", "按4月30日收盘价计，对应2025年归母净利润的市盈率约21倍，处于近年偏低位置。", [
    MCNOW("2025", "21", "approx"),
    U("“近年偏低位置”需要历史估值分位，存储数据不支持"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以当前股价和近四个季度利润计算，茅台的市盈率已经降到18倍左右。",
    [MCNOW("2026Q1TTM", "18", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "TTM PE约21.0倍" },
  ),
  c("t", A, "tM", "valuation", "以2025年7月4日的行情快照看，茅台总市值约1.79万亿元、市净率7.99倍，估值并不便宜。", [
    SNAP("marketCap", "1.79", "万亿", "approx"),
    SNAP("pb", "7.99", "x", "eq"),
  ]),
  // announcement
  c("t", A, "tN", "announcement", "公司在2025年4月3日披露了2024年年度报告，这是样本中最近一份已收录的年报公告。", [
    EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03" }),
  ]),
  c("u", A, "tN", "announcement", "公司近期公告了新一轮股份回购计划，回购金额上限为60亿元，彰显管理层信心。", [
    U("茅台公告仅收录年度报告，回购公告无法核验"),
  ]),
  c("u", A, "fS", "announcement", "2025年度分红方案拟每10股派现超过300元，分红率继续维持在75%以上。", [
    U("茅台公告仅收录年报，2025年度分红方案与分红率无存储数据"),
  ]),
  // industry / undecidable
  c("t", A, "fR", "industry", "茅台资产负债率只有16.42%，对一家消费品公司而言这几乎等于没有杠杆风险。", [
    V("debt_ratio", "2025", "16.42", "%"),
    IND("high_debt_is_risk"),
  ]),
  c("u", A, "fS", "undecidable", "飞天茅台批价已跌破1800元，渠道库存压力正向出厂价传导。", [
    U("批价与渠道库存不在存储数据中"),
  ]),
  c("u", A, "bear", "undecidable", "2025年茅台酒销量同比下滑，系列酒占比提升拉低了整体吨价。", [
    U("分产品销量与吨价无存储数据"),
  ]),
  c("u", A, "bull", "undecidable", "i茅台直销渠道收入占比已超过四成，直营化提升了利润留存能力。", [
    U("直销渠道收入为分部数据，无法核验"),
  ]),
  c("u", A, "tP", "undecidable", "北向资金近一个月净买入茅台超50亿元，外资正在逢低吸筹。", [
    U("北向资金流向不在存储数据中"),
  ]),
  c("u", A, "fT", "undecidable", "一季度归母净利润272.43亿元属实，但“同比增速跑赢五粮液”这一点，现有数据无法确认。", [
    V("net_profit", "2026Q1", "272.43"),
    U("五粮液2026Q1无存储数据"),
  ]),
];
