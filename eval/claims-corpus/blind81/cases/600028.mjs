// 中国石化 on 2026-04-30: FY2019-2024 annual only (FY2025 public but not stored, so a point names 2024 or is
// undecidable), no quarters, bars 2024-01-02..2026-04-30, annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, X } = H;
const { POS52, MCNOW, MCPE, PE, SNAP, SNAPDIV, BIAS, RANK, SPAN, IN, DD, MAX_CROSS, MAHOLD, READ, VOLR, MRET } = H;
const { HILO, SUM, AVG, PAIR, RET, UPDAYS, BAR, GSTREAK } = H;
const c = H.maker("b81-sh", "600028");
const A = "2026-04-30";
const Y = ["2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "中国石化2024年归母净利润503.13亿元，同比下降约16.8%，已是连续第三年下滑。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润503.13亿元，较2023年下滑约9.9%，跌幅有所收窄。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { v: "-9.9", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-9.9%是2023年的降幅；2024年-16.8%，降幅扩大" },
  ),
  c("t", A, "bull", "annual", "2024年营业收入30745.62亿元，虽较2023年降约4.3%，仍稳居3万亿级别。", [
    V("operating_revenue", "2024", "30745.62"),
    G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("operating_revenue", "2024", "3", "万亿", "gt"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年营业收入约3.07万亿元，同比增长4.3%，炼化需求回暖。",
    [
      V("operating_revenue", "2024", "3.07", "万亿", "approx"),
      G("operating_revenue", "2024", { v: "4.3", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-4.28%" },
  ),
  c("t", A, "fE", "annual", "营收峰值在2022年的33181.68亿元，此后连续两年回落，2024年较峰值少约2436亿元。", [
    MAX("operating_revenue", "2022", Y),
    V("operating_revenue", "2022", "33181.68"),
    DOWN("operating_revenue", ["2022", "2023", "2024"]),
    H.PAIR("operating_revenue", "2024", undefined, {
      period2: "2022",
      mode: "diff",
      u: "亿",
      v: "-2436",
      cmp: "approx",
    }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年营业收入30745.62亿元，创2020年以来新高。",
    [V("operating_revenue", "2024", "30745.62"), MAX("operating_revenue", "2024", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "峰值为2022年" },
  ),
  c("t", A, "fR", "annual", "2024年扣非归母净利480.57亿元，同比降约21%，降幅大于归母净利润。", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-21", cmp: "approx" }),
    H.GDIFF(
      { metric: "deducted_net_profit", period: "2024" },
      { metric: "net_profit", period: "2024" },
      { v: "0", cmp: "lt" },
    ),
  ]),
  c("t", A, "fR", "annual", "2020年扣非归母净利润为-15.65亿元，当年扣非口径出现亏损。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("deducted_net_profit", "2020", "0", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2020年扣非净利润亏损156.5亿元，是近年最差一年。",
    [
      V("deducted_net_profit", "2020", "-156.5", "亿", "approx", { err: "wrong_magnitude" }),
      MIN("deducted_net_profit", "2020", ["2020", "2021", "2022", "2023", "2024"]),
    ],
    { err: "wrong_magnitude", note: "-15.65亿" },
  ),
  c("t", A, "fV", "valuation", "按2024年每股收益0.415元，现价5.39元对应静态PE约13倍。", [
    V("basic_eps", "2024", "0.415", "元"),
    CLOSE("5.39"),
    PE("2024", "13"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "现价5.39元，按2024年EPS 0.415元算静态PE约1.3倍，低到离谱。",
    [CLOSE("5.39"), V("basic_eps", "2024", "0.415", "元"), PE("2024", "1.3", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "约13倍" },
  ),
  c("t", A, "tP", "valuation", "快照PB仅0.84倍，对应每股净资产约6.76元，股价5.39元仍明显破净。", [
    SNAP("pb", "0.84", "x", "eq"),
    SNAPDIV("pb", "6.76"),
    CLOSE("5.39"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "中国石化PB约1.84倍，并未破净，估值优势被夸大了。",
    [SNAP("pb", "1.84", "x", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照PB 0.84" },
  ),
  c("t", A, "fV", "valuation", "以当前股价和2024年利润计，市值对应PE约13.0倍，比快照时的约13.7倍更低。", [
    MCNOW("2024", "13.0"),
    MCPE("2024", "13.7"),
  ]),
  c("t", A, "tT", "technical", "收盘5.39元，MA10/MA20/MA60依次为5.44/5.63/6.17元，空头排列，RSI14约30逼近超卖。", [
    CLOSE("5.39"),
    MA(10, "value", { v: "5.44" }),
    MA(20, "value", { v: "5.63" }),
    MA(60, "value", { v: "6.17" }),
    MAORDER([10, 20, 60], "bear"),
    RSI("30", "approx"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "中国石化RSI14已跌破20，严重超卖，反弹一触即发。",
    [RSI("20", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14 30.04" },
  ),
  c("t", A, "tT", "technical", "3月2日、3日连续两个涨停，3日收于7.82元，之后回撤约31%，涨幅已全部回吐。", [
    BAR("2026-03-02", "chg", { v: "10", cmp: "approx" }),
    BAR("2026-03-03", "chg", { v: "10", cmp: "approx" }),
    CLOSE("7.82", "eq", { date: "2026-03-03" }),
    DD("2026-03-01", { v: "-31", cmp: "approx" }),
    SPAN("2026-02-27", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "3月3日放量涨停收于7.82元，成交量约为前一日的10倍，主力资金进场明显。",
    [
      CLOSE("7.82", "eq", { date: "2026-03-03" }),
      BAR("2026-03-03", "volx", { v: "10", cmp: "approx", err: "wrong_period" }),
      U("主力资金未存储"),
    ],
    { err: "wrong_period", note: "约10倍放量是3月2日；3月3日量为前日1.38倍" },
  ),
  c("t", A, "tS", "technical", "3月2日成交量约为前一交易日的10倍，3月3日收盘7.82元为年内最高收盘。", [
    BAR("2026-03-02", "volx", { v: "10", cmp: "approx" }),
    HILO("max", "2026-01-01", { v: "7.82" }),
  ]),
  c("t", A, "tTr", "technical", "3月跌约9%、4月再跌约8.3%，年初至今累计下跌约12.8%。", [
    MRET("2026-03", { v: "-9", cmp: "approx" }),
    MRET("2026-04", { v: "-8.3", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "中国石化年初至今上涨约12.8%，是两桶油里的强势品种。",
    [SPAN("2025-12-31", { v: "12.8", cmp: "approx", err: "wrong_direction" }), U("中国石油不在样本中")],
    { err: "wrong_direction", note: "年初至今-12.78%" },
  ),
  c("t", A, "tT", "technical", "股价离52周低点5.27元仅约2.3%，位于区间最底部约4%分位，距高点8.11元跌去三分之一。", [
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2.3", cmp: "approx" }),
    POS52({ v: "4", cmp: "approx" }),
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "股价创出52周新低5.27元，恐慌盘出清，底部信号明确。",
    [LO52({ cond: "level", v: "5.27" }), LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "收盘5.39高于52周最低收盘" },
  ),
  c("t", A, "tNe", "technical", "近20日成交量较前20日萎缩约四成，连续15个交易日收在MA20下方。", [
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
    MAHOLD(20, 15, "below"),
  ]),
  c("t", A, "tT", "technical", "3月10日MACD死叉、3月17日跌破60日线，目前DIF仍在零轴下方。", [
    MACD("death_cross", 40),
    MAX_CROSS(60, "down", 35),
    MACD("dif_below_zero"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "中国石化近日重新站上60日均线6.17元，企稳信号出现。",
    [MA(60, "value", { v: "6.17" }), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "收盘5.39在MA60下方" },
  ),
  c("t", A, "tC", "annual", "2024年净利率仅1.87%，为2020年以来最低，毛利率15.47%也低于2021年的19.13%。", [
    V("net_margin", "2024", "1.87", "%"),
    MIN("net_margin", "2024", Y),
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2021", "19.13", "%"),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "2024年净利率1.87%，较2023年的2.18%提升0.31个百分点。",
    [
      V("net_margin", "2024", "1.87", "%"),
      V("net_margin", "2023", "2.18", "%"),
      PP("net_margin", "2024", { v: "0.31", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction" },
  ),
  c("t", A, "tF", "annual", "研发费用从2020年的100.87亿元逐年增至2024年的152.15亿元，四年增长约51%。", [
    V("research_expense", "2020", "100.87"),
    UP("research_expense", Y),
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { base: "2020", v: "51", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2024年研发费用152.15亿元，较2023年的139.69亿元增长约19%。",
    [
      V("research_expense", "2024", "152.15"),
      V("research_expense", "2023", "139.69"),
      G("research_expense", "2024", { v: "19", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际+8.9%" },
  ),
  c("t", A, "tM", "annual", "2024年销售费用614.22亿元、管理费用580.21亿元，合计约1194亿元，远高于研发投入。", [
    V("selling_expense", "2024", "614.22"),
    V("admin_expense", "2024", "580.21"),
    H.LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
      ],
      "2024",
      { v: "1194", cmp: "approx" },
    ),
    PAIR("admin_expense", "2024", undefined, { metric2: "research_expense", mode: "gt" }),
  ]),
  c("t", A, "fSy", "annual", "2021年归母净利712.08亿元是2020年的约2.1倍，此后三年一路降到503.13亿元。", [
    V("net_profit", "2021", "712.08"),
    X("net_profit", "2021", "2020", { v: "2.1", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2024", "503.13"),
  ]),
  c("t", A, "fT", "annual", "2020-2024年归母净利润合计约2823亿元，年均约565亿元，2024年低于均值。", [
    SUM("net_profit", Y, { v: "2823", cmp: "approx" }),
    AVG("net_profit", Y, { u: "亿", v: "565", cmp: "approx" }),
    V("net_profit", "2024", "565", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "2024年基本每股收益0.415元，较2023年的0.51元下滑约8.6%。",
    [
      V("basic_eps", "2024", "0.415", "元"),
      V("basic_eps", "2023", "0.51", "元", "approx"),
      G("basic_eps", "2024", { v: "-8.6", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际约-18%" },
  ),
  c("t", A, "vF", "annual", "2024年营业利润722.57亿元，较2021年的1124.14亿元减少约36%。", [
    V("operating_profit", "2024", "722.57"),
    V("operating_profit", "2021", "1124.14"),
    G("operating_profit", "2024", { base: "2021", v: "-36", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "2024年营业利润722.57亿元，较2023年下降约36%。",
    [
      V("operating_profit", "2024", "722.57"),
      G("operating_profit", "2024", { v: "-36", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-36%是较2021年；较2023年-16.7%" },
  ),
  c("t", A, "vT", "technical", "股价低于MA250的5.85元，乖离年线约-7.9%，中期趋势向下。", [
    MA(250, "value", { v: "5.85" }),
    MA(250, "below"),
    BIAS(250, { v: "-7.9", cmp: "approx" }),
  ]),
  c("u", A, "vN", "undecidable", "中国石化2025年年报显示归母净利润继续下滑，分红比例维持在七成以上。", [
    U("2025年年报未存储"),
  ]),
  c("u", A, "bear", "undecidable", "去年中国石化归母净利润跌破400亿元，炼化毛利持续承压。", [
    U("2025年财务数据未存储"),
  ]),
  c("u", A, "bull", "undecidable", "中国石化股息率超过5%，在高股息板块中名列前茅。", [U("股息率与板块排名不可核")]),
  c("u", A, "fM", "undecidable", "若布伦特油价回到80美元以上，中国石化上游利润有望改善。", [U("油价情景不可核")]),
  c("u", A, "tN", "undecidable", "中国石化近期公告拟回购不超过20亿元A股，彰显管理层信心。", [
    U("中国石化仅收录年报公告，回购公告未收录"),
  ]),
  c("u", A, "tS", "undecidable", "3月涨停是受中东地缘冲突推动，油气板块集体异动。", [
    BAR("2026-03-02", "chg", { v: "10", cmp: "approx" }),
    U("涨停原因与板块异动未存储"),
  ]),
  c("u", A, "fR", "undecidable", "中国石化化工分部2024年仍在经营亏损，拖累了炼化一体化的整体回报。", [
    U("分部利润未存储"),
  ]),
  c("u", A, "fQ", "undecidable", "2026年一季度中国石化归母净利润同比下降超过两成。", [U("中国石化季报未存储")]),
  c("t", A, "fL", "technical", "裁定：利润三连降且股价年内跌12.8%，空方论据更扎实，多方的估值底只是必要非充分条件。", [
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
  ]),
];
