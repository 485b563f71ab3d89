// 中国石化: annual FY2019-2024 only (no quarters, no FY2025 stored though public on 2026-04-30), bars
// 2024-01-02..2026-04-30, annual-report notices only. Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, HI52, LO52, VOL, EV, PE, SNAP, IND, U, READ } =
  H;
const { LIN, SPAN, VOLR, AMP, DD, MCPE, HILO } = H;
const c = H.maker("b51-sh", "600028");
const A = "2026-04-30";
const Y5 = ["2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "2024年归母净利润503.13亿元，同比下降约16.8%，已是连续第三年下滑。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年营收约3.07万亿元，归母净利润530.13亿元，盈利体量依旧可观。",
    [
      V("revenue", "2024", "3.07", "万亿", "approx"),
      V("net_profit", "2024", "530.13", "亿", "eq", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际503.13亿元" },
  ),
  c("t", A, "fE", "annual", "营收从2022年峰值33181.68亿元回落到2024年的30745.62亿元，两年累计少了约7.3%。", [
    MAX("revenue", "2022", Y5),
    V("revenue", "2022", "33181.68"),
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { base: "2022", v: "-7.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "营收30745.62亿元，较2022年仅下降约4.3%，炼化需求并未明显萎缩。",
    [
      V("revenue", "2024", "30745.62"),
      G("revenue", "2024", { base: "2022", v: "-4.3", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-4.29%是较2023年；较2022年-7.34%" },
  ),
  c("t", A, "fR", "annual", "毛利率由2020年的19.91%降到2024年的15.47%，四年掉了约4.4个百分点。", [
    V("gross_margin", "2020", "19.91", "%"),
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { base: "2020", v: "-4.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2024年毛利率15.47%，比2023年的15.65%小幅抬升，炼化价差修复。",
    [
      V("gross_margin", "2024", "15.47", "%"),
      V("gross_margin", "2023", "15.65", "%"),
      PP("gross_margin", "2024", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction" },
  ),
  c("t", A, "tF", "annual", "研发费用连续四年增加，2024年达152.15亿元，比2020年多出约51%。", [
    UP("research_expense", Y5),
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { base: "2020", v: "51", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年销售费用614.22亿元，为2020年以来的最高值，费用管控失效。",
    [V("selling_expense", "2024", "614.22"), MAX("selling_expense", "2024", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2020年644.95亿元更高" },
  ),
  c("t", A, "fR", "annual", "净利率仅1.87%，和2021年3.10%的高点相比明显回落。", [
    V("net_margin", "2024", "1.87", "%"),
    V("net_margin", "2021", "3.10", "%"),
    MAX("net_margin", "2021", Y5),
    PP("net_margin", "2024", { base: "2021", dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "归母净利503.13亿元对应营收30745.62亿元，归母口径的净利率约2.6%。",
    [
      V("net_profit", "2024", "503.13"),
      V("revenue", "2024", "30745.62"),
      R("net_profit", "revenue", "2024", "2.6", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "503.13/30745.62≈1.64%" },
  ),
  c("u", A, "bear", "undecidable", "2025年归母净利润大概率继续下滑，炼油毛利处在十年低位。", [
    U("2025年报未存储；炼油毛利未存储"),
  ]),
  c("u", A, "tF", "undecidable", "2025年营收约2.8万亿元，同比下降约9%，油价下行拖累收入。", [
    U("2025年报已公开但未存储"),
  ]),
  c("t", A, "tT", "technical", "5.39元收盘，MA5、MA10、MA20、MA60自下而上依次排开，空头排列，RSI14在30附近。", [
    CLOSE("5.39"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("30", "approx"),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "股价仍站稳在60日均线6.17元上方，多头格局未破。",
    [MA(60, "value", { v: "6.17" }), MA(60, "above", { err: "technical" })],
    { err: "technical" },
  ),
  c("t", A, "tT", "technical", "近60个交易日振幅高达44.6%，自区间收盘高点回撤约31%，波动剧烈。", [
    AMP(60, { v: "44.6", cmp: "approx" }),
    DD(60, { v: "-31", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "technical", "20日均量只有前20日的六成左右，明显缩量，是抛压衰竭还是承接乏力还不好说。", [
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20个交易日跌幅不足3%，在弱市里相对抗跌。",
    [RET(20, { v: "-3", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "20日-8.49%" },
  ),
  c("t", A, "fM", "technical", "距52周高点8.11元已回撤约33.5%，离52周低点5.27元只有约2.3%。", [
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.5", cmp: "approx" }),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2.3", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "以2024年每股收益0.41元计，5.39元的股价对应静态PE约13.1倍。", [
    V("basic_eps", "2024", "0.41", "元"),
    CLOSE("5.39"),
    PE("2024", "13.1"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "据2025年7月快照，中国石化PB约0.48倍，总市值约6887亿元。",
    [SNAP("pb", "0.48", "x", "approx", { err: "wrong_value" }), SNAP("marketCap", "6887", "亿")],
    { err: "wrong_value", note: "快照PB 0.84" },
  ),
  c("t", A, "tM", "valuation", "快照市值约6887亿元，对应2024年归母净利润约13.7倍PE。", [
    SNAP("marketCap", "6887", "亿"),
    MCPE("2024", "13.7"),
  ]),
  c("u", A, "fV", "undecidable", "中石化股息率超过6%，在三桶油里最具吸引力。", [U("股息率与同业未存储")]),
  c("t", A, "tC", "industry", "它不是银行，负债率不能套用金融业九成的标准；2019年末负债率50.04%。", [
    IND("high_debt_is_risk"),
    V("debt_ratio", "2019", "50.04", "%"),
  ]),
  c("t", A, "tN", "announcement", "中国石化于2025年3月24日披露了2024年年度报告。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024年" }),
  ]),
  c("u", A, "tN", "undecidable", "公司公告每股派息0.14元，另有控股股东增持计划落地。", [
    U("中国石化公告只采集年度报告"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2023年归母净利润503.13亿元，同比下降16.8%。",
    [
      V("net_profit", "2023", "503.13", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2023", { v: "-16.8", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "这是2024年的数；2023年604.63亿、-9.87%" },
  ),
  c("t", A, "fSy", "annual", "扣非净利480.57亿元，低于归母净利503.13亿元，非经常性收益贡献约22.6亿元。", [
    V("deducted_net_profit", "2024", "480.57"),
    V("net_profit", "2024", "503.13"),
    LIN(
      [
        ["net_profit", 1],
        ["deducted_net_profit", -1],
      ],
      "2024",
      { v: "22.6", cmp: "approx" },
    ),
  ]),
  c("t", A, "tBe", "annual", "基本每股收益0.59元→0.56元→0.51元→0.41元，2021年后连降三年。", [
    V("basic_eps", "2021", "0.59", "元"),
    V("basic_eps", "2022", "0.56", "元"),
    V("basic_eps", "2023", "0.51", "元"),
    V("basic_eps", "2024", "0.41", "元"),
    DOWN("basic_eps", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年营收同比下降4.29%，收入端出现骤降。",
    [G("revenue", "2024", { v: "-4.29" }), G("revenue", "2024", { size: "骤降", err: "overstatement" })],
    { err: "overstatement" },
  ),
  c("t", A, "tT", "technical", "从去年末6.18元跌到5.39元，年内跌约12.8%，而3月初收盘一度冲到7.82元。", [
    CLOSE("6.18", "eq", { date: "2025-12-31" }),
    CLOSE("5.39"),
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    HILO("max", "2026-01-01", { v: "7.82" }),
  ]),
  c("u", A, "fM", "undecidable", "下周若放量突破5.6元压力位，有望回补缺口至6元。", [U("对未来股价的预测")]),
  c("t", A, "fE", "annual", "2020年扣非净利-15.65亿元，是近五年唯一一次扣非亏损，2021年随即回到727.28亿元。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("deducted_net_profit", "2021", "727.28"),
    MIN("deducted_net_profit", "2020", Y5),
    V("deducted_net_profit", "2021", "0", "亿", "gt"),
    V("deducted_net_profit", "2022", "0", "亿", "gt"),
    V("deducted_net_profit", "2023", "0", "亿", "gt"),
    V("deducted_net_profit", "2024", "0", "亿", "gt"),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "2024年净利润下滑16.8%，降幅可控，盈利趋势其实在向好。",
    [
      G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
      READ(G("net_profit", "2024"), "positive", { err: "stance" }),
    ],
    { err: "stance" },
  ),
  c("t", A, "tNe", "valuation", "13倍左右的PE不算贵，但利润三连降、近60日又跌超15%，仓位宜控制。", [
    PE("2024", "13"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    RET(60, { v: "-15", cmp: "lt" }),
  ]),
  c("t", A, "fT", "annual", "管理费用从2020年的670.82亿元降到2024年的580.21亿元，降了约13.5%。", [
    V("admin_expense", "2020", "670.82"),
    V("admin_expense", "2024", "580.21"),
    G("admin_expense", "2024", { base: "2020", v: "-13.5", cmp: "approx" }),
  ]),
];
