// 贵州茅台 600519 on 2026-04-30 (FY2025 and 2026Q1 public). Quarterly figures from Tushare (2025Q1..2026Q1),
// 2025 quarterly 营业收入 not stored (the printed growth rates are), notices are annual reports only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, CAGR, QOQ, PSUM } = H;
const { POS52, MCNOW, X, BIAS, RANK, SPAN, IN, SNAP, SNAPDIV, LIN, BRK, DD, BAR, READ, DOWN, PE, GSTREAK, SUM } = H;
const { MAXDAY, HILO, VOLR, PERDAY, DAYS, AMP, MAX_CROSS, PAIR, IND, AVG, GDIFF, MAHOLD, UPDAYS } = H;
const c = H.maker("b41-mt", "600519");
const A = "2026-04-30";

export default [
  // ---- annual: DeepSeek / Qwen / GPT-style bull and bear points -----------------------------------------------
  c("t", A, "bear", "annual", "2025年归母净利润823.20亿元，较上年的862.28亿元减少约39亿元，降幅4.53%。", [
    V("net_profit", "2025", "823.20"),
    V("net_profit", "2024", "862.28"),
    D("net_profit", "2025", { v: "-39", cmp: "approx" }),
    G("net_profit", "2025", { v: "-4.53" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "归母净利润同比下滑4.53%至823亿，且已是连续第二年负增长，龙头的业绩拐点确认。",
    [
      G("net_profit", "2025", { v: "-4.53" }),
      V("net_profit", "2025", "823", "亿", "approx"),
      G("net_profit", "2024", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024年同比+15.38%，仅2025年下滑" },
  ),
  c("t", A, "bull", "annual", "利润虽回落，净利率仍有50.53%，每卖100元酒落袋超50元，这种盈利质地A股罕见。", [
    G("net_profit", "2025", { dir: "down" }),
    V("net_margin", "2025", "50.53", "%"),
    V("net_margin", "2025", "50", "%", "gt"),
  ]),
  c("t", A, "bull", "annual", "把时间拉长看，归母净利润从2019年412亿做到2025年823亿，六年几乎翻了一倍，年化约12%。", [
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    X("net_profit", "2025", "2019", { v: "2", cmp: "near" }),
    CAGR("net_profit", "2019", "2025", { v: "12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2019→2025年归母净利润复合增速接近20%，高端白酒的护城河依旧。",
    [CAGR("net_profit", "2019", "2025", { v: "20", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "CAGR约12.2%" },
  ),
  c(
    "t",
    A,
    "fE",
    "annual",
    "营业总收入1720.54亿元，同比-1.20%；营业收入1688.38亿元，两者差额约32亿为利息等其他收入。",
    [
      V("revenue", "2025", "1720.54"),
      G("revenue", "2025", { v: "-1.20" }),
      V("operating_revenue", "2025", "1688.38"),
      LIN(
        [
          ["revenue", 1],
          ["operating_revenue", -1],
        ],
        "2025",
        { v: "32", cmp: "approx" },
      ),
    ],
  ),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年营收1720.54亿元，同比增长15.66%，高端需求并未降温。",
    [V("revenue", "2025", "1720.54"), G("revenue", "2025", { v: "15.66", err: "wrong_period" })],
    { err: "wrong_period", note: "15.66%是2024年增速，2025年为-1.20%" },
  ),
  c("t", A, "tF", "annual", "经营现金流净额615.22亿，仅为归母净利润的0.75倍左右，较上年924.64亿下降超三成。", [
    V("operating_cash_flow", "2025", "615.22"),
    R("operating_cash_flow", "net_profit", "2025", "0.75", { cmp: "approx" }),
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年经营现金流/归母净利润约1.12倍，利润基本都转成了现金，收现质量无可挑剔。",
    [R("operating_cash_flow", "net_profit", "2025", "1.12", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "实际0.75倍；1.07倍是2024年" },
  ),
  c("t", A, "tBe", "annual", "ROE从36.02%滑到32.53%，一年掉了约3.5个百分点，资本回报的下行不容忽视。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "ROE由36.02%降至32.53%，同比下滑约3.5%，回报率在走弱。",
    [
      V("roe", "2024", "36.02", "%"),
      V("roe", "2025", "32.53", "%"),
      G("roe", "2025", { v: "-3.5", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "下降3.49个百分点，相对降幅9.7%" },
  ),
  c("t", A, "tB", "annual", "资产负债率16.42%，比2024年的19.04%降了2.6个百分点，几乎零财务风险。", [
    V("debt_ratio", "2025", "16.42", "%"),
    V("debt_ratio", "2024", "19.04", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "现金类资产由2023年690.70亿→592.96亿→516.91亿，连续两年缩水。", [
    V("cash", "2023", "690.70"),
    V("cash", "2024", "592.96"),
    V("cash", "2025", "516.91"),
    DOWN("cash", ["2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "货币资金516.91亿元，为2020年以来最低水平，分红和投资吞噬了现金。",
    [
      V("cash", "2025", "516.91"),
      MIN("cash", "2025", ["2020", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年360.91亿更低" },
  ),
  c("t", A, "fSy", "annual", "分红付现672.42亿元，约占归母净利润的82%，比上年709.51亿少了37亿左右。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", "82", { u: "%", cmp: "approx" }),
    V("dividends_interest_paid", "2024", "709.51"),
    D("dividends_interest_paid", "2025", { v: "-37", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2025年分配股利等现金支出672.42亿，同比增长5.2%，股东回报持续加码。",
    [
      V("dividends_interest_paid", "2025", "672.42"),
      G("dividends_interest_paid", "2025", { v: "5.2", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-5.2%" },
  ),
  c("t", A, "fV", "annual", "自由现金流（经营现金流减资本开支31.28亿）约584亿，覆盖分红仍有缺口近90亿。", [
    V("capex", "2025", "31.28"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
    LIN(
      [
        ["dividends_interest_paid", 1],
        ["operating_cash_flow", -1],
        ["capex", 1],
      ],
      "2025",
      { v: "90", cmp: "near" },
    ),
  ]),
  c("t", A, "tN", "annual", "总资产首次站上3000亿（3038.35亿），负债仅498.76亿，净资产约2540亿。", [
    V("total_assets", "2025", "3038.35"),
    V("total_liabilities", "2025", "498.76"),
    MAX("total_assets", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    V("total_assets", "2024", "3000", "亿", "lt"),
    LIN(
      [
        ["total_assets", 1],
        ["total_liabilities", -1],
      ],
      "2025",
      { v: "2540", cmp: "approx" },
    ),
  ]),
  c("t", A, "vF", "annual", "2020-2024年归母净利润连续五年双位数增长，2025年才首次转负。", [
    GSTREAK("net_profit", ["2020", "2021", "2022", "2023", "2024"], 10, null),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "2021至2025年，茅台归母净利润年年增长，从未掉队。",
    [H.UP("net_profit", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025年同比-4.53%" },
  ),
  c("t", A, "tM", "annual", "营收增速由2024年的+15.66%骤变为-1.20%，落差近17个百分点，需求端降温明确。", [
    G("revenue", "2024", { v: "15.66" }),
    G("revenue", "2025", { v: "-1.20" }),
    GDIFF({ metric: "revenue", period: "2024" }, { metric: "revenue", period: "2025" }, { v: "17", cmp: "near" }),
  ]),
  c("t", A, "fT", "annual", "毛利率91.18%，较2024年的91.93%仅下滑0.75个百分点，提价权没有消失。", [
    V("gross_margin", "2025", "91.18", "%"),
    V("gross_margin", "2024", "91.93", "%"),
    PP("gross_margin", "2025", { v: "-0.75" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "净利率从52.27%跌至50.53%，足足下滑1.7个百分点，盈利能力堪称大幅下滑。",
    [
      V("net_margin", "2024", "52.27", "%"),
      V("net_margin", "2025", "50.53", "%"),
      PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
      G("net_margin", "2025", { size: "大幅下滑", err: "overstatement" }),
    ],
    { err: "overstatement", note: "相对降幅约3.3%，称不上大幅下滑" },
  ),
  c("t", A, "fL", "annual", "2025年营收在2019年以来的七年中仅排第二，是营收扩张后的首次回落。", [
    RANK("revenue", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], "max", 2),
    H.UP("revenue", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    G("revenue", "2025", { dir: "down" }),
  ]),

  // ---- quarterly ------------------------------------------------------------------------------------------------
  c("t", A, "bull", "quarterly", "2026Q1归母净利润272.43亿元，同比增长约1.5%，止跌企稳的信号已经出现。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx", dir: "up" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润272.43亿，同比大增15%，业绩重回双位数增长轨道。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+1.47%" },
  ),
  c("t", A, "bear", "quarterly", "一季度营业收入539.09亿，增长6.5%，但净利只增1.5%，增收不增利的剪刀差已经张开。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2026年一季度归母净利润268.47亿元，同比仅微增，龙头已无增长动能。",
    [
      V("net_profit", "2026Q1", "268.47", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2026Q1", { size: "微增" }),
    ],
    { err: "wrong_period", note: "268.47亿是2025Q1，2026Q1为272.43亿" },
  ),
  c("t", A, "fE", "quarterly", "Q1销售毛利率89.76%，同比下降2.2个百分点；净利率52.22%，也比去年同期54.89%低。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    PP("gross_margin", "2026Q1", { v: "-2.2", cmp: "approx" }),
    V("net_margin", "2026Q1", "52.22", "%"),
    V("net_margin", "2025Q1", "54.89", "%"),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度毛利率89.76%，较上年同期提升约2.2个百分点，产品结构继续上移。",
    [
      V("gross_margin", "2026Q1", "89.76", "%"),
      PP("gross_margin", "2026Q1", { v: "2.2", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "-2.21个百分点" },
  ),
  c("t", A, "tF", "quarterly", "2026Q1经营现金流269.10亿，是去年同期88.09亿的3倍有余，回款节奏显著改善。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  c("t", A, "tBe", "quarterly", "2025年单季归母净利从Q3的192.24亿降到Q4的176.93亿，环比下滑约8%，年末明显失速。", [
    V("net_profit", "2025S3", "192.24"),
    V("net_profit", "2025S4", "176.93"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "去年四季度单季归母净利176.93亿，环比下降15%以上，旺季不旺。",
    [
      V("net_profit", "2025S4", "176.93"),
      QOQ("net_profit", "2025S4", "2025S3", { v: "-15", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "环比-7.96%" },
  ),
  c("t", A, "tM", "quarterly", "2025年下半年归母净利约369亿，低于上半年的454.03亿，利润重心明显前移。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454.03"),
  ]),
  c("t", A, "fSy", "quarterly", "截至一季度末负债率12.12%，较年末16.42%又降约4.3个百分点。", [
    V("debt_ratio", "2026Q1", "12.12", "%"),
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "-4.3", cmp: "approx" }),
  ]),
  c("t", A, "fT", "quarterly", "近四个季度归母净利润约827亿，比2025年全年还多4亿左右。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "4", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "2026Q1 ROE为10.57%，同比反而提升0.35个百分点，说明资本效率在改善。",
    [V("roe", "2026Q1", "10.57", "%"), PP("roe", "2026Q1", { v: "0.35", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "10.92%→10.57%，下降0.35个百分点" },
  ),
  c("t", A, "tP", "quarterly", "2025年前三季度归母净利646.27亿、同比+6.2%，而全年-4.5%，四季度拖累显而易见。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  // ---- technical ------------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘1384.79元，位于MA5/10/20/60之下，且MA5<MA10<MA20<MA60呈空头排列。", [
    CLOSE("1384.79"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价站稳250日均线（约1453元）之上，长期趋势依然向上。",
    [MA(250, "value", { v: "1453", cmp: "approx" }), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘1384.79在MA250之下" },
  ),
  c("t", A, "tT", "technical", "RSI(14)不到40，DIF -10.03在DEA -4.72下方运行，MACD死叉后DIF已跌破零轴，仍在走弱。", [
    RSI("40", "lt"),
    MACD("dif_value", null, { v: "-10.03" }),
    MACD("dea_value", null, { v: "-4.72" }),
    MACD("dif_below_dea"),
    MACD("dead_cross", 10),
    MACD("dif_below_zero"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD近五个交易日刚刚金叉，短线反弹窗口已经打开。",
    [MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "最近为4月17日死叉，此后DIF一直在DEA下方" },
  ),
  c("t", A, "bear", "technical", "距52周高点1645元已回撤约16%，现价仅比52周低点1322元高不到5%。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "approx" }),
    LO52({ cond: "level", v: "1322", cmp: "approx" }),
    LO52({ v: "5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "股价处于52周区间的中上部（约60%分位），回调空间有限。",
    [POS52({ v: "60", cmp: "approx", err: "technical" })],
    { err: "technical", note: "52周位置约19.4%" },
  ),
  c("t", A, "tS", "technical", "近20个交易日累计下跌约5%，收盘创20日新低，空方占优。", [
    RET(20, { v: "-5", cmp: "approx" }),
    BRK(20, "down"),
  ]),
  c("t", A, "fM", "technical", "相较2025年末收盘1377.18元，今年以来仅涨0.55%，基本原地踏步。", [
    SPAN("2025-12-31", { v: "0.55" }),
    CLOSE("1377.18", "eq", { date: "2025-12-31" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "年初至今茅台下跌约9%，资金持续撤离。",
    [SPAN("2025-12-31", { v: "-9", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-9.13%是自2024年末起算；今年以来+0.55%" },
  ),
  c("t", A, "tT", "technical", "4月17日放量大跌3.8%，当日成交量约为前一日的4倍，属于典型的恐慌抛售。", [
    BAR("2026-04-17", "chg", { v: "-3.8", cmp: "approx" }),
    BAR("2026-04-17", "volx", { v: "4", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "technical", "近20日均量较前20日温和放大约6%，价跌量增，短线抛压未尽。", [
    VOLR({ v: "1.06", cmp: "approx" }),
    RET(20, { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "近20个交易日成交明显萎缩，量能不足前20日的八成，抛压已经衰竭。",
    [VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.063" },
  ),
  c("t", A, "tC", "technical", "乖离率BIAS20约-3.4%，近250个交易日股价累计回落11.6%左右。", [
    BIAS(20, { v: "-3.4", cmp: "approx" }),
    RET(250, { v: "-11.6", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "4月24日单日涨2.8%后次日即跌3.8%，十日振幅约5.4%，多空分歧明显。", [
    BAR("2026-04-24", "chg", { v: "2.8", cmp: "approx" }),
    BAR("2026-04-27", "chg", { v: "-3.8", cmp: "approx" }),
    AMP(10, { v: "5.4", cmp: "approx" }),
  ]),

  // ---- valuation ----------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "按4月30日收盘价计，对应2025年归母净利润的市盈率约21倍，估值压力不大。", [
    MCNOW("2025", "21", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以最新收盘价和近四季利润测算，茅台PE（TTM）约30倍，估值仍然不便宜。",
    [MCNOW("2026Q1TTM", "30", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE(TTM)约21.0倍" },
  ),
  c("t", A, "fV", "valuation", "用2024年每股收益68.64元计，静态PE约20倍。", [
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "20", "approx"),
  ]),
  c("t", A, "tF", "valuation", "7月4日快照市净率7.99倍、总市值约1.79万亿，对应每股净资产约178元。", [
    SNAP("pb", "7.99", "x", "eq"),
    SNAP("marketCap", "1.79", "万亿", "approx"),
    SNAPDIV("pb", "178"),
  ]),
  c(
    "f",
    A,
    "tB",
    "valuation",
    "市净率不足5倍，总市值约1.79万亿，现价已具备深度价值。",
    [SNAP("pb", "5", "x", "lt", { err: "wrong_value" }), SNAP("marketCap", "1.79", "万亿", "approx")],
    { err: "wrong_value", note: "快照PB 7.99" },
  ),
  c("t", A, "vF", "valuation", "2025年现金分红付现672亿，约为经营现金流的1.09倍，分红已超出当年造血。", [
    V("dividends_interest_paid", "2025", "672", "亿", "approx"),
    R("dividends_interest_paid", "operating_cash_flow", "2025", "1.09", { cmp: "approx" }),
  ]),

  // ---- announcement -------------------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "公司于2025年4月3日披露2024年年度报告，此后年报口径数据即可使用。", [
    EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03", title: "2024年" }),
  ]),
  c("u", A, "tN", "announcement", "茅台今年已公告新一轮股份回购，拟用于注销。", [
    U("茅台存储的公告仅有年度报告，回购公告不在采集范围"),
  ]),

  // ---- industry ----------------------------------------------------------------------------------------------
  c("t", A, "tC", "industry", "负债率16.42%，与招商银行约90%不可同日而语；银行高负债是行业常态，不能拿来类比白酒。", [
    V("debt_ratio", "2025", "16.42", "%"),
    V("debt_ratio", "2025", "90", "%", "approx", { t: "600036" }),
    IND("high_debt_is_normal", { t: "600036" }),
  ]),

  // ---- undecidable ----------------------------------------------------------------------------------------------
  c("u", A, "bull", "undecidable", "2025年茅台酒营收同比仍增长约5%，拖累主要来自系列酒。", [
    U("茅台酒 / 系列酒分产品收入未存储"),
  ]),
  c("u", A, "bear", "undecidable", "飞天批价已跌破1800元，渠道库存压力远比报表显示的大。", [
    U("批价与渠道库存不在数据中"),
  ]),
  c("u", A, "fS", "undecidable", "雪球上看空茅台的帖子占比升至六成，散户情绪极度悲观。", [U("社交媒体情绪占比未存储")]),
  c("u", A, "fM", "undecidable", "预计2026年全年归母净利润将重回860亿以上。", [U("对未来年度利润的预测")]),
  c("u", A, "tNe", "undecidable", "i茅台平台2025年销售额约200亿，直销占比继续抬升。", [
    U("i茅台渠道收入为分部数据，未存储"),
  ]),
  c("u", A, "tS", "undecidable", "一季度营收539.09亿，增速跑赢五粮液同期。", [
    V("operating_revenue", "2026Q1", "539.09"),
    U("五粮液2026Q1数据未存储"),
  ]),
  c("u", A, "fV", "undecidable", "2025年每股收益约65.5元，按现价对应PE约21倍。", [U("2025年基本每股收益未存储")]),
  c("u", A, "tP", "undecidable", "存货2025年末已逾600亿元，基酒储备足以支撑未来五年放量。", [
    U("2025年存货未存储；未来放量为推测"),
  ]),
  c("u", A, "tM", "undecidable", "机构一致目标价1800元，较现价仍有30%空间。", [U("一致预期目标价不在数据中")]),
];

function EV(kind, exists, o) {
  return H.EV(kind, exists, o);
}
