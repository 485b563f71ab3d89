// 中国石化 on 2026-04-30: FY2025 is public but not stored, so points name 2024 or are undecidable; notices are
// annual reports only (a missing dividend / buy-back notice is undecidable).
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
  DOWN,
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
  PE,
  READ,
  POS52,
  SPAN,
  IND,
  RANK,
  SNAP,
  MCNOW,
  DD,
  IN,
  HILO,
  MRET,
  MAXDAY,
  BAR,
  LIN,
  GDIFF,
} = H;
const c = H.maker("b37-sh", "600028");
const A = "2026-04-30";
const Y20_24 = ["2020", "2021", "2022", "2023", "2024"];

export default [
  // ---- annual (FY2024, the newest stored)
  c("t", A, "bear", "annual", "中石化2024年营收30745.62亿元，同比降4.29%；归母净利润503.13亿元，降幅扩大到16.79%。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.29" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.79" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润503.13亿元，同比下降约6.8%，炼化景气仍在筑底。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { v: "-6.8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比-16.79%" },
  ),
  c("t", A, "fE", "annual", "归母净利润自2021年712亿的高点起已连续三年下滑，2024年只剩503亿。", [
    MAX("net_profit", "2021", ["2019", ...Y20_24]),
    V("net_profit", "2021", "712", "亿", "approx"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2024", "503", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年归母净利润503亿元，为2019年以来的最低水平。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      MIN("net_profit", "2024", ["2019", ...Y20_24], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "最低为2020年332.71亿" },
  ),
  c("t", A, "tF", "annual", "营收2022年达到33181.68亿元的峰值后连降两年，2024年比峰值少了约2436亿。", [
    MAX("revenue", "2022", Y20_24),
    V("revenue", "2022", "33181.68"),
    DOWN("revenue", ["2022", "2023", "2024"]),
    D("revenue", "2024", { base: "2022", v: "-2436", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2024年营业收入30745.62亿元，较2022年下降4.29%，收入端还算稳。",
    [V("revenue", "2024", "30745.62"), G("revenue", "2024", { base: "2022", v: "-4.29", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2022年-7.34%；-4.29%是较2023年" },
  ),
  c("t", A, "fV", "annual", "毛利率15.47%，比2023年的15.65%再少0.18个百分点，距2020年近20%的水平差得远。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    PP("gross_margin", "2024", { v: "-0.18" }),
    V("gross_margin", "2020", "20", "%", "near"),
  ]),
  c("t", A, "fV", "annual", "净利率不足2%，2024年仅1.87%，每百元收入只落下不到两块钱。", [
    V("net_margin", "2024", "2", "%", "lt"),
    V("net_margin", "2024", "1.87", "%"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2024年净利率1.87%，比上年下滑了0.31%，盈利能力只是微幅走弱。",
    [V("net_margin", "2024", "1.87", "%"), G("net_margin", "2024", { v: "-0.31", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "下降0.31个百分点，相对降幅14.2%" },
  ),
  c("t", A, "tBe", "annual", "扣非归母净利润480.57亿元，比上年的606.92亿元少了两成多，主业盈利同样承压。", [
    V("deducted_net_profit", "2024", "480.57"),
    V("deducted_net_profit", "2023", "606.92"),
    G("deducted_net_profit", "2024", { v: "-20", cmp: "lt" }),
  ]),
  c("t", A, "tB", "annual", "研发费用2020年约101亿，到2024年已增至152亿元，年年递增，转型投入没停。", [
    V("research_expense", "2020", "101", "亿", "approx"),
    V("research_expense", "2024", "152", "亿", "approx"),
    UP("research_expense", Y20_24),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2024年研发投入152.15亿元，同比增长近两成，转型决心可见一斑。",
    [
      V("research_expense", "2024", "152.15"),
      G("research_expense", "2024", { v: "20", cmp: "near", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+8.92%" },
  ),
  c("t", A, "fR", "annual", "基本每股收益由2023年的0.51元降到0.41元，每股少赚约0.09元。", [
    V("basic_eps", "2023", "0.51", "元"),
    V("basic_eps", "2024", "0.41", "元"),
    D("basic_eps", "2024", { v: "-0.09", u: "元", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "annual", "销售费用614亿、管理费用580亿，两项合计约1194亿，是2024年归母净利润的2.4倍左右。", [
    V("selling_expense", "2024", "614", "亿", "approx"),
    V("admin_expense", "2024", "580", "亿", "approx"),
    LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
      ],
      "2024",
      { v: "1194", cmp: "approx" },
    ),
    LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
      ],
      "2024",
      { over: "net_profit", v: "2.4", cmp: "approx", u: "x" },
    ),
  ]),
  c("t", A, "tM", "annual", "营业利润722.57亿元，同比少了约16.7%，与归母利润的降幅基本同步。", [
    V("operating_profit", "2024", "722.57"),
    G("operating_profit", "2024", { v: "-16.7", cmp: "approx" }),
    GDIFF({ metric: "operating_profit", period: "2024" }, { metric: "net_profit", period: "2024" }, IN("-1", "1")),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "2020年扣非归母净利润约-15.65亿元，但当年归母利润332.71亿是同期最高。",
    [
      V("deducted_net_profit", "2020", "-15.65"),
      V("net_profit", "2020", "332.71"),
      MAX("net_profit", "2020", Y20_24, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年是2020-2024归母利润最低" },
  ),
  c(
    "t",
    A,
    "vF",
    "annual",
    "基本面视角：营收从2020年的21047亿到2024年的30746亿，四年年化增长约10%，毛利率却从19.9%滑到15.5%。",
    [
      V("revenue", "2020", "21047", "亿", "approx"),
      V("revenue", "2024", "30746", "亿", "approx"),
      CAGR("revenue", "2020", "2024", { v: "10", cmp: "approx" }),
      V("gross_margin", "2020", "19.9", "%"),
      V("gross_margin", "2024", "15.5", "%"),
      PP("gross_margin", "2024", { base: "2020", dir: "down" }),
    ],
  ),
  // ---- technical
  c("t", A, "tT", "technical", "收盘5.39元，5/10/20/60日均线自下而上依次排开，典型空头排列，RSI 30已逼近超卖。", [
    CLOSE("5.39"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("30", "approx"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI14已跌到20附近，深度超卖，技术性反弹一触即发。",
    [RSI("20", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14 30.04" },
  ),
  c("t", A, "fM", "technical", "3月2日放量涨停、次日收盘冲到7.82元后一路回落，60日内最大回撤约31%。", [
    BAR("2026-03-02", "chg", { v: "10", cmp: "approx" }),
    BAR("2026-03-02", "volx", { v: "2", cmp: "gt" }),
    HILO("max", "2026-01-01", { v: "7.82" }),
    DD(60, { v: "-31", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "三月跌了约9%，四月又跌8.3%，股价贴着52周低点5.27元运行，区间位置不到5%。", [
    MRET("2026-03", { v: "-9", cmp: "approx" }),
    MRET("2026-04", { v: "-8.3" }),
    LO52({ cond: "level", v: "5.27" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "股价距52周高点8.11元回撤约两成，调整已相当充分。",
    [HI52({ cond: "level", v: "8.11" }), HI52({ v: "-20", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "距高点-33.54%" },
  ),
  c("t", A, "vT", "technical", "技术面一票：近20日成交量只有前20日的六成左右，缩量阴跌，没有止跌迹象。", [
    H.VOLR({ v: "0.6", cmp: "approx" }),
    RET(20, { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "technical",
    "近期成交量明显放大，20日均量较前期高出三成，资金在低位承接。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.61" },
  ),
  c("t", A, "tTr", "technical", "今年以来跌幅12.78%，比2024年末收盘的6.68元低了近两成。", [
    SPAN("2025-12-31", { v: "-12.78" }),
    CLOSE("6.68", "eq", { date: "2024-12-31" }),
    SPAN("2024-12-31", { v: "-20", cmp: "near" }),
  ]),
  c("t", A, "fL", "technical", "DIF -0.199略低于DEA -0.197，MACD在零轴下方纠缠，方向未明。", [
    MACD("dif_value", 0, { v: "-0.199" }),
    MACD("dea_value", 0, { v: "-0.197" }),
    MACD("dif_below_dea", 0),
    MACD("dif_below_zero", 0),
  ]),
  // ---- valuation
  c("t", A, "fV", "valuation", "以2024年每股收益0.41元计，5.39元的股价对应静态PE约13倍，并不便宜。", [
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13", "approx"),
  ]),
  c(
    "f",
    A,
    "tA",
    "valuation",
    "静态市盈率不到8倍，PB只有0.84倍，深度破净的央企龙头。",
    [PE("2024", "8", "lt", { err: "wrong_value" }), SNAP("pb", "0.84", "x", "eq")],
    { err: "wrong_value", note: "按2024年EPS 0.41元，PE约13.1倍" },
  ),
  c("t", A, "tC", "valuation", "按现价算，对应2024年归母净利约13倍PE，利润再下滑估值就不算低。", [
    MCNOW("2024", "13", "approx"),
  ]),
  // ---- announcement / industry
  c("t", A, "tN", "announcement", "2024年年度报告已于2025年3月24日披露，当年归母净利润503.13亿元。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24" }),
    V("net_profit", "2024", "503.13"),
  ]),
  c("u", A, "tN", "announcement", "公司一季度启动了A股回购，金额上限20亿元，护盘信号积极。", [
    U("中石化只收录年报，回购公告未收录"),
  ]),
  c("u", A, "bull", "announcement", "2025年度派息率维持在75%左右，股息率超过5%，高股息属性稳固。", [
    U("2025年报及分红公告未收录"),
  ]),
  c("t", A, "fT", "industry", "炼化企业净利率1%—3%是常态，2024年1.87%偏低但没有脱离行业区间。", [
    V("net_margin", "2024", IN("1", "3"), "%"),
    V("net_margin", "2024", "1.87", "%"),
  ]),
  // ---- undecidable
  c("u", A, "bear", "undecidable", "2025年归母净利润进一步下滑至约370亿元，为五年来最差。", [U("中石化FY2025未存储")]),
  c("u", A, "fR", "undecidable", "一季度炼油毛利每桶不足200元，成品油需求受新能源车替代冲击。", [
    U("炼油毛利与需求为行业数据"),
  ]),
  c("u", A, "tP", "undecidable", "若布伦特油价跌破60美元，上游亏损将侵蚀全年利润，维持低配。", [U("油价情景")]),
  c("u", A, "fS", "undecidable", "中石化2024年利润降16.79%，降幅大于中国石油，一体化优势不再。", [
    G("net_profit", "2024", { v: "-16.79" }),
    U("中国石油不在样本内"),
  ]),
  c("u", A, "tBe", "undecidable", "化工板块连续亏损，乙烯装置开工率跌到七成附近。", [U("化工分部与开工率不在数据内")]),
];
