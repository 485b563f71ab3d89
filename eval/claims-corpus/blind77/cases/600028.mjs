// 中国石化 on 2026-04-30: FY2019-2024 stored (no FY2025, no quarters), so a point names 2024 or is undecidable.
// Notices: annual reports only (a missing notice is undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, DOWN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { MCPE, SNAP, SNAPDIV, X, BIAS, RANK, SPAN, IN, PE, PAIR, READ, VOLR, D, DD, POS52, GSTREAK, SUM, AVG } = H;
const c = H.maker("b77-sh", "600028");
const A = "2026-04-30";
const Y20_24 = ["2020", "2021", "2022", "2023", "2024"];
const Y19_24 = ["2019", ...Y20_24];

export default [
  c("t", A, "bear", "annual", "中国石化2024年归母净利润503.13亿元，同比下降16.8%，已是连续第三年下滑。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利润604.63亿元，虽同比下降9.9%，但仍维持在600亿元上方。",
    [
      V("net_profit", "2024", "604.63", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2024", { v: "-9.9", err: "wrong_period" }),
      V("net_profit", "2024", "600", "亿", "gt", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "604.63亿、-9.9%是2023年；2024年503.13亿、-16.8%" },
  ),
  c("t", A, "bull", "annual", "2024年营业收入30745.62亿元，虽比上年少约4.3%，体量仍在3万亿元以上。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("revenue", "2024", "3", "万亿", "gt"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年营业收入30745.62亿元，较2022年下降约4.3%，需求疲软延续。",
    [
      V("revenue", "2024", "30745.62"),
      G("revenue", "2024", { base: "2022", v: "-4.3", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-4.3%是较2023年；较2022年-7.3%" },
  ),
  c("t", A, "bear", "annual", "相比2022年33181.68亿元的收入峰值，2024年营收已回落约7.3%。", [
    V("revenue", "2022", "33181.68"),
    MAX("revenue", "2022", Y20_24),
    G("revenue", "2024", { base: "2022", v: "-7.3", cmp: "approx" }),
  ]),
  c("t", A, "bear", "annual", "扣非归母净利由606.92亿元降至480.57亿元，降幅约21%，比归母口径降得更多。", [
    V("deducted_net_profit", "2023", "606.92"),
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-21", cmp: "approx" }),
    H.GDIFF(
      { metric: "deducted_net_profit", period: "2024" },
      { metric: "net_profit", period: "2024" },
      { dir: "down" },
    ),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年扣非归母净利润480.57亿元，同比增长约21%，主业盈利修复。",
    [
      V("deducted_net_profit", "2024", "480.57"),
      G("deducted_net_profit", "2024", { v: "21", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-20.8%" },
  ),
  c("t", A, "bull", "annual", "2024年研发费用152.15亿元，同比增长约8.9%，2020年以来逐年增加。", [
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
    UP("research_expense", Y20_24),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年研发费用152.15亿元，占营业收入约5%，转型投入力度可观。",
    [
      V("research_expense", "2024", "152.15"),
      R("research_expense", "revenue", "2024", "5", { u: "%", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "约0.49%" },
  ),
  c("u", A, "bear", "annual", "2024年毛利率15.47%，较2020年的19.91%低约4.4个百分点，炼化景气仍在低位。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2020", "19.91", "%"),
    PP("gross_margin", "2024", { base: "2020", v: "-4.4", cmp: "approx" }),
    U("“炼化景气”需分部数据"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年毛利率15.47%，已是2020年以来的最低水平。",
    [V("gross_margin", "2024", "15.47", "%"), MIN("gross_margin", "2024", Y20_24, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2022年15.03%更低" },
  ),
  c("t", A, "bull", "annual", "2024年毛利率15.47%，高于2022年的15.03%，只比2023年低0.18个百分点，基本持稳。", [
    V("gross_margin", "2022", "15.03", "%"),
    PP("gross_margin", "2024", { v: "-0.18" }),
    PAIR("gross_margin", "2024", undefined, { period2: "2022", mode: "gt" }),
  ]),
  c("t", A, "fE", "annual", "2024年基本每股收益0.415元，低于2023年的0.505元，也低于2021年0.588元的高点。", [
    V("basic_eps", "2024", "0.415", "元"),
    V("basic_eps", "2023", "0.505", "元"),
    V("basic_eps", "2021", "0.588", "元"),
    MAX("basic_eps", "2021", Y19_24),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年每股收益4.1元，在三桶油中处于中游。",
    [V("basic_eps", "2024", "4.1", "元", "eq", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "0.41元" },
  ),
  c("t", A, "fE", "annual", "2021年归母净利712.08亿元是2019至2024年的最高，2024年已较其缩水约29%。", [
    V("net_profit", "2021", "712.08"),
    MAX("net_profit", "2021", Y19_24),
    G("net_profit", "2024", { base: "2021", v: "-29", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "2020年扣非归母净利为-15.65亿元，主业曾一度亏损，周期波动不容忽视。", [
    V("deducted_net_profit", "2020", "-15.65"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2024年净利率1.87%，较上年提高0.31个百分点，盈利质量在改善。",
    [V("net_margin", "2024", "1.87", "%"), PP("net_margin", "2024", { v: "0.31", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2023年2.18%，下降0.31个百分点" },
  ),
  c("t", A, "fR", "annual", "2024年净利率仅1.87%，较2021年的3.10%下降约1.2个百分点，薄利特征明显。", [
    V("net_margin", "2024", "1.87", "%"),
    V("net_margin", "2021", "3.10", "%"),
    PP("net_margin", "2024", { base: "2021", v: "-1.2", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "以5.39元收盘和2024年每股收益0.415元计，静态市盈率约13倍。", [
    CLOSE("5.39"),
    V("basic_eps", "2024", "0.415", "元"),
    PE("2024", "13"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按去年7月初市值约6887亿元、2024年归母净利503.13亿元计，PE约7倍，估值处于历史底部。",
    [
      SNAP("marketCap", "6887", "亿"),
      V("net_profit", "2024", "503.13"),
      MCPE("2024", "7", "approx", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "约13.7倍" },
  ),
  c("t", A, "fV", "valuation", "2025年7月4日PB为0.84倍，按当日5.68元收盘折算每股净资产约6.76元，破净状态。", [
    CLOSE("5.68", "eq", { date: "2025-07-04" }),
    SNAP("pb", "0.84", "x", "eq"),
    SNAPDIV("pb", "6.76"),
    SNAP("pb", "1", "x", "lt"),
  ]),
  c("u", A, "fV", "valuation", "中国石化股息率超过6%，高于中国石油，红利属性突出。", [U("股息率与中国石油不在数据内")]),
  c("t", A, "fM", "technical", "收盘5.39元，5/10/20/60日均线空头排列，RSI14约30，接近超卖。", [
    CLOSE("5.39"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("30", "approx"),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "股价距52周低点5.27元已反弹超过20%，底部确认。",
    [LO52({ cond: "level", v: "5.27" }), LO52({ v: "20", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "仅高出2.28%" },
  ),
  c("t", A, "fM", "technical", "近60个交易日下跌约15.4%，收盘较60日内高点回撤约31%，位于52周区间最底部约4%处。", [
    RET(60, { v: "-15.4", cmp: "approx" }),
    DD(60, { v: "-31", cmp: "approx" }),
    POS52({ v: "4", cmp: "approx" }),
  ]),
  c("u", A, "fS", "undecidable", "油价回落叠加成品油需求见顶，市场对两桶油的悲观情绪正在蔓延。", [
    U("油价、需求与情绪不在数据内"),
  ]),
  c(
    "t",
    A,
    "fSy",
    "annual",
    "结论：2024年营收降4.3%、归母净利降16.8%、扣非降20.8%，股价年内跌12.8%，基本面与走势共振向下。",
    [
      G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
      G("net_profit", "2024", { v: "-16.8" }),
      G("deducted_net_profit", "2024", { v: "-20.8" }),
      SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    ],
  ),
  c("u", A, "fSy", "undecidable", "2025年归母净利润预计在450亿元左右，同比再降一成。", [U("中国石化FY2025未存储")]),
  c("u", A, "fQ", "undecidable", "多方引用的2025年报数据无从核对，2026年一季度利润同比降幅也未见披露。", [
    U("中国石化FY2025与2026Q1未存储"),
  ]),
  c("t", A, "tF", "annual", "2024年营业利润722.57亿元、利润总额705.13亿元，分别较上年下降约16.7%和18.1%。", [
    V("operating_profit", "2024", "722.57"),
    V("total_profit", "2024", "705.13"),
    G("operating_profit", "2024", { v: "-16.7", cmp: "approx" }),
    G("total_profit", "2024", { v: "-18.1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2024年销售费用614.22亿元，同比下降约5%，降本成效显现。",
    [
      V("selling_expense", "2024", "614.22"),
      G("selling_expense", "2024", { v: "-5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+0.42%" },
  ),
  c("t", A, "tF", "annual", "2024年管理费用580.21亿元，同比下降约2.8%，销售费用614.22亿元则基本持平。", [
    V("admin_expense", "2024", "580.21"),
    G("admin_expense", "2024", { v: "-2.8", cmp: "approx" }),
    V("selling_expense", "2024", "614.22"),
    G("selling_expense", "2024", { size: "基本持平" }),
  ]),
  c("t", A, "tT", "technical", "DIF约-0.199略低于DEA，且位于零轴下方，近20日缩量明显，均量仅为前20日的六成。", [
    MACD("dif_value", undefined, { v: "-0.199" }),
    MACD("dif_below_dea"),
    MACD("dif_below_zero"),
    VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价站上60日均线6.17元，中期趋势转强。",
    [MA(60, "value", { v: "6.17" }), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "收盘5.39元远在MA60下方" },
  ),
  c("t", A, "tT", "technical", "60日乖离率约-12.6%，负乖离已较大，但年线5.85元仍在头顶。", [
    BIAS(60, { v: "-12.6", cmp: "approx" }),
    MA(250, "value", { v: "5.85" }),
    MA(250, "below"),
  ]),
  c("t", A, "tT", "technical", "较2024年末6.68元已累计下跌约19.3%，距52周高点8.11元回落约33.5%。", [
    CLOSE("6.68", "eq", { date: "2024-12-31" }),
    SPAN("2024-12-31", { v: "-19.3", cmp: "approx" }),
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.5", cmp: "approx" }),
  ]),
  c("t", A, "tN", "announcement", "中国石化于2025年3月24日发布2024年年度报告。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024年" }),
  ]),
  c("u", A, "tN", "announcement", "公司公告控股股东计划增持A股，金额不低于5亿元。", [
    U("中国石化公告只收年报；增持不可核"),
  ]),
  c("t", A, "tB", "annual", "2019至2024年归母净利合计约3399亿元，年均约567亿元，即便周期低谷也从未亏损。", [
    SUM("net_profit", Y19_24, { v: "3399", cmp: "approx" }),
    AVG("net_profit", Y19_24, { v: "567", cmp: "approx", u: "亿" }),
    MIN("net_profit", "2020", Y19_24),
    V("net_profit", "2020", "0", "亿", "gt"),
  ]),
  c("t", A, "tBe", "annual", "2021到2024年归母净利从712.08亿元降至503.13亿元，三年复合降幅约11%。", [
    V("net_profit", "2021", "712.08"),
    V("net_profit", "2024", "503.13"),
    CAGR("net_profit", "2021", "2024", { v: "-11", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2024年归母净利润503.13亿元，比2019年的575.91亿元还低，更是2019年以来最低。",
    [
      V("net_profit", "2024", "503.13"),
      V("net_profit", "2019", "575.91"),
      PAIR("net_profit", "2024", undefined, { period2: "2019", mode: "lt" }),
      MIN("net_profit", "2024", Y19_24, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年332.71亿最低" },
  ),
  c("t", A, "tM", "annual", "2024年收入与利润双降，股价处52周区间底部，暂维持观望评级。", [
    G("revenue", "2024", { dir: "down" }),
    G("net_profit", "2024", { dir: "down" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c("u", A, "tTr", "undecidable", "若5月油价反弹，可在5.3元附近小仓位试多。", [U("情景与未来价格")]),
  c("t", A, "tC", "technical", "年初以来跌约12.8%，近20个交易日再跌8.5%，不宜逆势抄底。", [
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    RET(20, { v: "-8.5", cmp: "approx" }),
  ]),
  c("t", A, "vF", "annual", "2023年和2024年营收连续两年下滑，2024年归母净利同比降16.8%。", [
    DOWN("revenue", ["2022", "2023", "2024"]),
    G("net_profit", "2024", { v: "-16.8" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "2024年营收30745.62亿元，同比下降约43%，收入规模大幅萎缩。",
    [V("revenue", "2024", "30745.62"), G("revenue", "2024", { v: "-43", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-4.29%" },
  ),
  c("t", A, "vT", "technical", "近20日缩量至前期约六成，5日均线5.38元略低于收盘，跌势放缓。", [
    VOL("shrink_strong"),
    MA(5, "value", { v: "5.38" }),
    MA(5, "above"),
  ]),
  c("u", A, "vN", "undecidable", "中石化拟分拆炼化资产上市，消息尚未得到证实。", [U("传闻，不在公告数据")]),
  c("t", A, "tS", "technical", "今年以来中国石化股价已跌约12.8%，去年末还在6.18元，如今只剩5.39元。", [
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    CLOSE("6.18", "eq", { date: "2025-12-31" }),
    CLOSE("5.39"),
  ]),
];
