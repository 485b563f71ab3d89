// 中国石化 on 2026-04-30: FY2020-2024 stored (FY2025 public but not stored, so FY2025 points are undecidable);
// bars from 2024-01-02; notices are annual reports only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { POS52, X, RANK, READ, HILO, MRET, MAXDAY, DD, MCPE, SNAP, VOLR, IND, AVG, LIN } = H;
const c = H.maker("b49-sh", "600028");
const A = "2026-04-30";
const Y5 = ["2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "2024年归母净利503.1亿元，同比降16.8%，已是2021年712亿高点后的连续第三年下滑。", [
    V("net_profit", "2021", "712", "亿", "approx"),
    V("net_profit", "2024", "503.1"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    MAX("net_profit", "2021", Y5),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年营业总收入3.07万亿元，同比仅微降约1.3%，炼化主业规模基本稳住。",
    [V("revenue", "2024", "3.07", "万亿"), G("revenue", "2024", { v: "-1.3", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-4.29%" },
  ),
  c("t", A, "fE", "annual", "营业总收入3.07万亿、归母净利503亿，利润只占营收的1.6%出头，一桶油赚的是辛苦钱。", [
    V("revenue", "2024", "3.07", "万亿"),
    V("net_profit", "2024", "503", "亿", "approx"),
    R("net_profit", "revenue", "2024", "1.6", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "扣非归母净利480.6亿元，同比下滑约16.8%，与归母口径的降幅基本一致。",
    [
      V("deducted_net_profit", "2024", "480.6"),
      G("deducted_net_profit", "2024", { v: "-16.8", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "扣非-20.82%，-16.79%是归母口径" },
  ),
  c("t", A, "tF", "annual", "毛利率由2020年的19.91%压到2024年的15.47%，降了约4.4个百分点。", [
    V("gross_margin", "2020", "19.91", "%"),
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { base: "2020", v: "-4.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2024年毛利率15.47%，较上年回落约0.2个百分点，为近五年最低。",
    [
      V("gross_margin", "2024", "15.47", "%"),
      PP("gross_margin", "2024", { v: "-0.2", cmp: "approx" }),
      MIN("gross_margin", "2024", Y5, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2022年15.03%最低" },
  ),
  c("t", A, "fT", "annual", "净利率1.87%是2020年以来的最低点，比2021年的3.10%少了约1.2个点。", [
    V("net_margin", "2024", "1.87", "%"),
    MIN("net_margin", "2024", Y5),
    PP("net_margin", "2024", { base: "2021", v: "-1.2", cmp: "approx" }),
  ]),
  c("t", A, "tB", "annual", "研发费用从100.9亿增至152.2亿，四年复合增速约10.8%，2024年还在增加近9%。", [
    V("research_expense", "2020", "100.9"),
    V("research_expense", "2024", "152.2"),
    CAGR("research_expense", "2020", "2024", { v: "10.8", cmp: "approx" }),
    G("research_expense", "2024", { v: "9", cmp: "near" }),
  ]),
  c("t", A, "tC", "annual", "销售和管理两项费用2024年合计约1194亿元，是当年归母净利的2.4倍左右。", [
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
      { over: "net_profit", v: "2.4", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "基本每股收益从0.59元降到0.41元，三年累计缩水近四成。",
    [
      V("basic_eps", "2021", "0.59", "元"),
      V("basic_eps", "2024", "0.41", "元"),
      G("basic_eps", "2024", { base: "2021", v: "-40", cmp: "near", err: "overstatement" }),
    ],
    { err: "overstatement", note: "0.41/0.59-1=-30.5%，约三成" },
  ),
  c("t", A, "fSy", "annual", "五年平均净利率只有约2.3%，2021年的3.10%已是其中的最高值。", [
    AVG("net_margin", Y5, { v: "2.3", cmp: "approx" }),
    MAX("net_margin", "2021", Y5),
  ]),
  // technicals
  c("t", A, "tT", "technical", "收盘5.39元，均线5/10/20/60日依次向下发散，RSI14约30，逼近超卖线。", [
    CLOSE("5.39"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("30", "approx"),
  ]),
  c("t", A, "tS", "technical", "从3月3日7.82元的收盘高点算，60个交易日内回撤已达约31%，4月又跌了8.3%。", [
    HILO("max", "2026-01-01", { v: "7.82" }),
    DD(60, { v: "-31", cmp: "approx" }),
    MRET("2026-04", { v: "-8.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "近20日成交量较前20日放大逾三成，下跌放量说明抛压仍重。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "量比0.608，明显缩量" },
  ),
  c("t", A, "tTr", "technical", "20日均量只有前20日的六成左右，缩量阴跌；收盘刚好压在5日线上方一点。", [
    VOLR({ v: "0.6", cmp: "approx" }),
    RET(20, { dir: "down" }),
    MA(5, "above"),
  ]),
  c(
    "f",
    A,
    "tM",
    "technical",
    "3月2日单日暴涨逾10%后，股价一度冲到8.11元，目前已跌破52周低点5.27元。",
    [
      MAXDAY(60, "up", { v: "10", cmp: "gt" }),
      HI52({ cond: "level", v: "8.11" }),
      LO52({ cond: "level", v: "5.27" }),
      LO52({ cond: "new_low", err: "technical" }),
    ],
    { err: "technical", note: "收盘5.39仍高于52周低点5.27" },
  ),
  c("t", A, "fM", "technical", "股价处在52周区间最底部约4%的位置，距52周高点8.11元已跌去三成多。", [
    POS52({ v: "4", cmp: "approx" }),
    HI52({ v: "-30", cmp: "lt", u: "%" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "technical",
    "MACD刚刚在零轴下方形成金叉，DIF上穿DEA，短线有望企稳。",
    [MACD("golden_cross", 5, { err: "technical" }), MACD("dif_below_zero")],
    { err: "technical", note: "DIF -0.199 仍在 DEA -0.197 之下，无金叉" },
  ),
  c("t", A, "vT", "technical", "去年最后一个交易日收6.18元，今年以来已跌12.8%；与2024年末的6.68元比更是跌了近两成。", [
    RET("2025-12-31", { v: "-12.8", cmp: "approx" }),
    RET("2024-12-31", { v: "-20", cmp: "near" }),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "按去年7月4日快照的总市值6887亿元和2024年净利计算，市盈率约13.7倍，市净率0.84倍。", [
    SNAP("marketCap", "6887", "亿"),
    MCPE("2024", "13.7"),
    SNAP("pb", "0.84", "x", "eq"),
  ]),
  c(
    "f",
    A,
    "tP",
    "valuation",
    "快照日市净率0.84倍、收盘5.68元，倒推每股净资产约5.9元，破净幅度有限。",
    [
      SNAP("pb", "0.84", "x", "eq"),
      CLOSE("5.68", "eq", { date: "2025-07-04" }),
      H.SNAPDIV("pb", "5.9", "approx", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "5.68/0.84=6.76元" },
  ),
  // FY2025 not stored / undecidable
  c("u", A, "bear", "undecidable", "2025年归母净利跌破400亿元，同比再降两成以上。", [U("中国石化2025年报未存储")]),
  c("u", A, "fQ", "undecidable", "一季度炼油毛利受原油价格拖累，化工板块继续亏损。", [U("分板块数据与油价未存储")]),
  c("u", A, "tN", "announcement", "中国石化宣布回购不超过20亿元A股，护盘意图明显。", [
    U("中国石化公告只收年报，回购公告未收集"),
  ]),
  c("u", A, "tA", "undecidable", "2024年归母净利503亿元，中国石油同期则超过1600亿，两桶油差距在拉大。", [
    V("net_profit", "2024", "503", "亿", "approx"),
    U("中国石油不在样本"),
  ]),
  c("t", A, "fL", "announcement", "2024年年度报告已于2025年3月24日发布，那份报告里的归母净利是503.13亿元。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24" }),
    V("net_profit", "2024", "503.13"),
  ]),
];
