// 中国石化: annual 2019-2024 only (FY2025 public on 2026-04-30 but not stored, no quarters), bars 2024-01-02..2026-04-30,
// notices: annual reports only. Points on 2026-04-30 name 2024 or are undecidable.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, X } = H;
const { BAR, MRET, HILO, SPAN, BIAS, DD, POS52, MCPE, PE, SNAP, SNAPDIV, LIN, SUM, AVG, RANK, READ, IN, MAX_CROSS } = H;
const { MAHOLD, MAXDAY } = H;
const c = H.maker("b27-sh", "600028");
const A = "2026-04-30";

export default [
  // ---- annual (FY2024 is the latest stored year) ---------------------------------------------------------------
  c("t", A, "bear", "annual", "中石化2024年的成绩单：营业收入3.07万亿元（-4.3%），归母净利润503.13亿元（约-16.8%）。", [
    V("operating_revenue", "2024", "3.07", "万亿", "approx"),
    G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "中石化2024年归母净利润仅比上年少4.3%左右（503亿元），炼化景气仍在低位。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "-4.3", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-4.3%是营收降幅；利润-16.8%" },
  ),
  c("t", A, "tBe", "annual", "2021年712亿元之后，归母净利润逐年走低，到2024年只剩503亿元，累计缩水约29%。", [
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2021", "712", "亿", "approx"),
    V("net_profit", "2024", "503", "亿", "approx"),
    G("net_profit", "2024", { base: "2021", v: "-29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2024年归母净利润503亿元，为2019年以来的最低水平。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      MIN("net_profit", "2024", ["2019", "2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年332.71亿更低" },
  ),
  c("t", A, "tB", "annual", "拿2020年的低谷对比，2024年503亿元的利润仍是当年332.71亿元的约1.5倍。", [
    V("net_profit", "2024", "503", "亿", "approx"),
    V("net_profit", "2020", "332.71"),
    X("net_profit", "2024", "2020", { v: "1.5", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "扣非归母净利润480.57亿元，同比下滑约21%，降幅比归母口径还大。", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-21", cmp: "approx" }),
    H.GDIFF(
      { metric: "deducted_net_profit", period: "2024" },
      { metric: "net_profit", period: "2024" },
      { v: "0", cmp: "lt" },
    ),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年扣非净利润480.57亿元，同比微增，主业盈利好于表观利润。",
    [
      V("deducted_net_profit", "2024", "480.57"),
      G("deducted_net_profit", "2024", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "扣非-20.8%" },
  ),
  c("t", A, "fR", "annual", "毛利率15.47%，较2023年的15.65%基本持平；但净利率只有1.87%，百元收入赚不到2元。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    PP("gross_margin", "2024", { size: "基本持平" }),
    V("net_margin", "2024", "1.87", "%"),
    V("net_margin", "2024", "2", "%", "lt"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2024年毛利率15.47%，较上年下滑约2个百分点，价差收窄明显。",
    [
      V("gross_margin", "2024", "15.47", "%"),
      PP("gross_margin", "2024", { v: "-2", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "只降0.18个百分点" },
  ),
  c("t", A, "tF", "annual", "研发费用152.15亿元，同比增长8.9%，2020年以来年均增速约10.8%，逆周期投入没停。", [
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
    CAGR("research_expense", "2020", "2024", { v: "10.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "研发费用152亿元，占营业收入的比重接近5%，在传统能源企业里相当罕见。",
    [
      V("research_expense", "2024", "152", "亿", "approx"),
      R("research_expense", "operating_revenue", "2024", "5", { u: "%", cmp: "near", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "研发/营收约0.49%" },
  ),
  c("t", A, "fSy", "annual", "销售费用614.22亿元、管理费用580.21亿元，两项合计约1194亿元，高于当年的归母净利润。", [
    V("selling_expense", "2024", "614.22"),
    V("admin_expense", "2024", "580.21"),
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
      { over: "net_profit", u: "x", v: "1", cmp: "gt" },
    ),
  ]),
  c("t", A, "tM", "annual", "营收峰值在2022年的33181.68亿元，此后两年连续回落，2024年较峰值低约7.3%。", [
    MAX("operating_revenue", "2022", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    V("operating_revenue", "2022", "33181.68"),
    DOWN("operating_revenue", ["2022", "2023", "2024"]),
    G("operating_revenue", "2024", { base: "2022", v: "-7.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "2024年营收30745.62亿元，是2020年以来的最高值。",
    [
      V("operating_revenue", "2024", "30745.62"),
      MAX("operating_revenue", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2022、2023年更高" },
  ),
  c("t", A, "fQ", "annual", "2024年基本每股收益0.41元，较2021年的0.59元缩水了三成。", [
    V("basic_eps", "2024", "0.41", "元"),
    V("basic_eps", "2021", "0.59", "元"),
    G("basic_eps", "2024", { base: "2021", v: "-30", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tP",
    "annual",
    "营业利润722.57亿元，同比下降约6.7%，降幅小于净利润。",
    [
      V("operating_profit", "2024", "722.57"),
      G("operating_profit", "2024", { v: "-6.7", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "营业利润-16.7%" },
  ),
  c("u", A, "bull", "annual", "2025年归母净利润止跌回升，炼化板块盈利修复带动全年业绩好于2024年的503亿元。", [
    V("net_profit", "2024", "503", "亿", "approx"),
    U("中国石化2025年报未存储"),
  ]),
  c("u", A, "fE", "annual", "2025年营收约2.8万亿元，同比降幅扩大到近一成，油价下行拖累明显。", [
    U("中国石化2025年报未存储"),
  ]),
  // ---- technical ----------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘5.39元，MA5/MA10/MA20/MA60呈空头排列，60日乖离率约-12.6%，超跌明显。", [
    CLOSE("5.39"),
    MAORDER([5, 10, 20, 60], "bear"),
    BIAS(60, { v: "-12.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI14已跌破30，正式进入超卖区间，反弹随时可能启动。",
    [RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14 30.04，仍在30上方" },
  ),
  c(
    "t",
    A,
    "tS",
    "technical",
    "3月2日放量涨停，涨幅10.06%，成交量是前一日的10倍以上；随后自3月3日7.82元的收盘高点回撤约31%。",
    [
      BAR("2026-03-02", "chg", { v: "10.06", cmp: "approx" }),
      BAR("2026-03-02", "volx", { v: "10", cmp: "gt" }),
      DD("2026-01-01", { v: "-31", cmp: "approx" }),
      HILO("max", "2026-01-01", { v: "7.82" }),
    ],
  ),
  c(
    "t",
    A,
    "tC",
    "technical",
    "股价处在52周区间的最底部，距52周低点5.27元只差约2.3%，较52周高点8.11元已跌去三分之一。",
    [
      POS52({ v: "10", cmp: "lt" }),
      LO52({ cond: "level", v: "5.27" }),
      LO52({ v: "2.3", cmp: "approx" }),
      HI52({ cond: "level", v: "8.11" }),
      HI52({ v: "-33.3", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "tC",
    "technical",
    "4月30日收盘5.39元，已创下52周新低。",
    [CLOSE("5.39"), LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "52周最低收盘5.34（4月27日），未创新低" },
  ),
  c("t", A, "tTr", "technical", "3月、4月分别下跌约9.0%和8.3%，近10个交易日都收在20日线下方。", [
    MRET("2026-03", { v: "-9.0", cmp: "approx" }),
    MRET("2026-04", { v: "-8.3", cmp: "approx" }),
    MAHOLD(20, 10, "below"),
  ]),
  c(
    "t",
    A,
    "vT",
    "technical",
    "4月9日跌破年线后一直未能收复，成交也明显萎缩，最近20个交易日的日均量比此前20日少了约四成。",
    [MAX_CROSS(250, "down", 20), MAHOLD(250, 15, "below"), H.VOLR({ v: "0.6", cmp: "approx" })],
  ),
  c(
    "f",
    A,
    "bull",
    "technical",
    "1月涨出的约5%至今没有回吐，石化年内仍是正收益。",
    [
      MRET("2026-01", { v: "5", cmp: "approx" }),
      SPAN("2025-12-31", { v: "5", cmp: "approx", dir: "up", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "+5.3%只是1月单月；年初至今-12.8%" },
  ),
  // ---- valuation / industry -----------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "以2024年每股收益0.41元计，当前股价对应静态市盈率约13倍；7月4日快照市净率仅0.84倍。", [
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13", "approx"),
    SNAP("pb", "0.84", "x", "eq"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按2024年利润计算静态PE约8倍，市净率0.84倍，已经跌破净资产。",
    [MCPE("2024", "8", "approx", { err: "wrong_value" }), SNAP("pb", "0.84", "x", "eq"), SNAP("pb", "1", "x", "lt")],
    { err: "wrong_value", note: "快照PE约13.7，PB 0.84" },
  ),
  c("t", A, "tF", "valuation", "快照数据里，中石化PB只有0.84，6887亿元左右的市值不到2024年利润的14倍，已破净。", [
    SNAP("marketCap", "6887", "亿", "approx"),
    MCPE("2024", "14", "lt"),
    SNAP("pb", "0.84", "x", "eq"),
    SNAP("pb", "1", "x", "lt"),
  ]),
  // ---- announcements / undecidable ----------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "公司于2025年3月24日发布2024年年度报告，此前2024年3月25日发布2023年年报。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24" }),
    EV("annual_report", true, { from: "2024-03-25", to: "2024-03-25" }),
  ]),
  c("u", A, "tN", "announcement", "中石化近期公告将以不低于50亿元回购A股，并提高中期分红比例。", [
    U("中国石化只收录年报类公告"),
  ]),
  c("u", A, "bear", "undecidable", "成品油销量同比下滑，新能源车替代对汽柴油需求的冲击正在加速。", [
    U("销量、替代效应"),
  ]),
  c("u", A, "fM", "undecidable", "布伦特油价若回到70美元以上，上游板块利润有望改善。", [U("油价情景、分部")]),
];
