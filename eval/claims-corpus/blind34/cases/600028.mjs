// 中国石化: FY2019-2024 stored (FY2025 public on 2026-04-30 but not stored), bars to 2026-04-30, annual-report notices.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, X } = H;
const { IND, SUM, RANK, DD, POS52, SPAN, PE, SNAP, BAR, HILO, MRET, GSTREAK, LIN, AVG } = H;
const c = H.maker("b34-sh", "600028");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "annual", "2024年中国石化归母净利润503.13亿元，同比下降16.8%，已是连续第三年下滑。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润503亿元，较2021年的712亿元下降约16.8%。",
    [
      V("net_profit", "2021", "712", "亿", "approx"),
      G("net_profit", "2024", { base: "2021", v: "-16.8", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-16.8%是对2023年；对2021年-29.3%" },
  ),
  c("t", A, "bull", "annual", "2024年营收3.07万亿元，虽同比下降约4.3%，但研发投入152.15亿元逆势增长近9%。", [
    V("revenue", "2024", "3.07", "万亿", "approx"),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "9", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "研发费用152.15亿元，同比增长约19%，转型投入力度空前。",
    [
      V("research_expense", "2024", "152.15"),
      G("research_expense", "2024", { v: "19", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+8.9%" },
  ),
  c("t", A, "fE", "annual", "研发费用从2020年的100.87亿元逐年增加到2024年的152.15亿元，四年增长约五成。", [
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
    G("research_expense", "2024", { base: "2020", v: "50", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "毛利率15.47%，较2023年的15.65%提升0.18个百分点，炼化价差开始修复。",
    [
      V("gross_margin", "2024", "15.47", "%"),
      PP("gross_margin", "2024", { v: "0.18", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降0.18个百分点" },
  ),
  c("t", A, "fR", "annual", "净利率仅1.87%，2020年以来最低；毛利率也从19.91%降至15.47%，炼化一体化的利润被压薄了。", [
    V("net_margin", "2024", "1.87", "%"),
    MIN("net_margin", "2024", ["2020", "2021", "2022", "2023", "2024"]),
    V("gross_margin", "2020", "19.91", "%"),
    V("gross_margin", "2024", "15.47", "%"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "扣非归母净利润480.57亿元，同比增长约20.8%，主业并没有那么差。",
    [
      V("deducted_net_profit", "2024", "480.57"),
      G("deducted_net_profit", "2024", { v: "20.8", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-20.8%，方向写反" },
  ),
  c(
    "t",
    A,
    "tF",
    "annual",
    "扣非归母净利润480.57亿元，同比下滑约21%，降幅比归母口径的16.8%还大，非经常性损益在托底。",
    [
      V("deducted_net_profit", "2024", "480.57"),
      G("deducted_net_profit", "2024", { v: "-21", cmp: "approx" }),
      H.GDIFF(
        { metric: "deducted_net_profit", period: "2024" },
        { metric: "net_profit", period: "2024" },
        { v: "0", cmp: "lt" },
      ),
    ],
  ),
  c("t", A, "tBe", "annual", "每股收益从2021年的0.59元一路降到2024年的0.41元，三年少了近三成。", [
    V("basic_eps", "2021", "0.59", "元"),
    V("basic_eps", "2024", "0.41", "元"),
    DOWN("basic_eps", ["2021", "2022", "2023", "2024"]),
    G("basic_eps", "2024", { base: "2021", v: "-30", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "营收在2023年达到3.32万亿元的峰值后逐年回落。",
    [MAX("revenue", "2023", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "峰值是2022年33181.68亿元" },
  ),
  c("t", A, "fSy", "annual", "销售、管理两项费用2024年合计约1194亿元，是研发投入的近8倍，费用结构仍偏传统。", [
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
      { over: "research_expense", v: "8", cmp: "near" },
    ),
  ]),
  c("t", A, "vF", "annual", "基本面：2024年利润总额705.13亿元，营业利润722.57亿元，营业外收支净额为负。", [
    V("total_profit", "2024", "705.13"),
    V("operating_profit", "2024", "722.57"),
    LIN(
      [
        ["total_profit", 1],
        ["operating_profit", -1],
      ],
      "2024",
      { dir: "down" },
    ),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "基本面：管理费用580.21亿元，同比增加约2.8%，降本成效不明显。",
    [
      V("admin_expense", "2024", "580.21"),
      G("admin_expense", "2024", { v: "2.8", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-2.75%" },
  ),
  c("u", A, "tN", "annual", "2025年中国石化归母净利润再降约四成，一季度已同比转亏。", [
    U("中国石化FY2025及2026Q1未存储"),
  ]),
  c("u", A, "fS", "annual", "2025年营收跌破3万亿元，炼油毛利受成品油需求见顶压制。", [
    U("中国石化FY2025未存储；需求见顶为归因"),
  ]),
  // technical
  c("t", A, "tT", "technical", "股价5.39元，5、10、20、60日均线空头排列，RSI14约30，已逼近超卖区。", [
    CLOSE("5.39"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("30", "approx"),
  ]),
  c("f", A, "tT", "technical", "RSI14已跌至25以下，属于深度超卖。", [RSI("25", "lt", { err: "technical" })], {
    err: "technical",
    note: "RSI14为30.04",
  }),
  c(
    "t",
    A,
    "fM",
    "technical",
    "3月初那波脉冲后股价一路回落，较60日内收盘高点7.82元回撤约31%，目前处于52周区间最底部附近。",
    [HILO("max", "2026-01-27", { v: "7.82" }), DD(60, { v: "-31", cmp: "approx" }), POS52({ v: "10", cmp: "lt" })],
  ),
  c("t", A, "tS", "technical", "3月2日涨停（+10.1%），3月3日再涨约10%，紧接着3月4日就开始回吐，题材炒作痕迹明显。", [
    BAR("2026-03-02", "chg", { v: "10.1", cmp: "approx" }),
    BAR("2026-03-03", "chg", { v: "10", cmp: "approx" }),
    BAR("2026-03-04", "chg", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "近20个交易日股价上涨约8.5%，已走出底部。",
    [RET(20, { v: "8.5", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "20日-8.49%" },
  ),
  c("t", A, "vT", "technical", "技术面：今年以来下跌约12.8%，20日均量只有前20日的六成左右，缩量阴跌。", [
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    H.VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c("t", A, "tC", "technical", "股价仍在250日均线5.85元之下，且距52周高点8.11元跌去三分之一，长线资金难言安全。", [
    MA(250, "below"),
    MA(250, "value", { v: "5.85" }),
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "10日均线已经收复，短线企稳迹象明确，回踩不破可以加仓。",
    [MA(10, "above", { err: "technical" })],
    { err: "technical", note: "MA10为5.44元，收盘在其下" },
  ),
  c("t", A, "tTr", "technical", "月线连跌：3月虽有两个涨停，全月仍跌约9%，4月又跌了8.3%。", [
    BAR("2026-03-02", "chg", { v: "9.9", cmp: "gt" }),
    BAR("2026-03-03", "chg", { v: "9.9", cmp: "gt" }),
    MRET("2026-03", { v: "-9", cmp: "approx" }),
    MRET("2026-04", { v: "-8.3", cmp: "approx" }),
  ]),
  // valuation / announcement / industry / open
  c("t", A, "fV", "valuation", "以2024年每股收益0.41元计算，当前静态市盈率约13倍，并不算便宜。", [
    PE("2024", "13", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "2025年7月快照中市净率0.84倍、总市值约8900亿元，明显破净。",
    [SNAP("pb", "0.84", "x", "eq"), SNAP("marketCap", "8900", "亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "总市值6886.73亿元" },
  ),
  c(
    "t",
    A,
    "tM",
    "valuation",
    "行情快照（2025-07-04）显示市净率0.84倍、总市值约6887亿元，对应2024年利润约13.7倍市盈率。",
    [SNAP("pb", "0.84", "x", "eq"), SNAP("marketCap", "6887", "亿", "approx"), H.MCPE("2024", "13.7", "approx")],
  ),
  c("t", A, "tN", "announcement", "2024年年报于2025年3月24日发布，样本中尚未收录2025年年报的公告。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24" }),
    EV("annual_report", false, { from: "2026-01-01" }),
  ]),
  c("u", A, "fS", "announcement", "中国石化近日公告拟以不超过20亿元回购A股，并承诺中期分红比例不低于50%。", [
    U("中国石化公告仅收录年报，回购与分红公告无法核验"),
  ]),
  c(
    "t",
    A,
    "fR",
    "industry",
    "作为炼化企业，中国石化2019年负债率50.04%并不算高，但净利率近三年都不足3%，杠杆抬升的容错空间很小。",
    [
      V("debt_ratio", "2019", "50.04", "%"),
      IND("high_debt_is_risk"),
      V("net_margin", "2024", "3", "%", "lt"),
      V("net_margin", "2023", "3", "%", "lt"),
      V("net_margin", "2022", "3", "%", "lt"),
    ],
  ),
  c("u", A, "bear", "undecidable", "布伦特油价跌破60美元后，上游勘探板块利润将进一步收缩。", [
    U("油价与分部利润无存储数据"),
  ]),
  c("u", A, "bull", "undecidable", "成品油销量回升叠加化工品价差修复，今年盈利有望触底回升。", [
    U("销量、价差与盈利预测无法核验"),
  ]),
  c("u", A, "tP", "undecidable", "2024年净利润503.13亿元，中国石油同期超过1600亿元，石化在两桶油中盈利弹性更弱。", [
    V("net_profit", "2024", "503.13"),
    U("中国石油不在样本内"),
  ]),
];
