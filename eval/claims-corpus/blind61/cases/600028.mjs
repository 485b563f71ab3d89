// 中国石化: FY2019-2024 stored (FY2025 public on 2026-04-30 but not stored), bars 2024-01-02..2026-04-30,
// annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, MIN, UP, DOWN, RET, CLOSE, MA, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, RANK, SPAN, DD } = H;
const { PE, SNAP, MCPE, READ, VOLR, IN } = H;
const c = H.maker("b61-sh", "600028");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024"];
const Y5 = ["2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "2024年归母净利润503.13亿元，同比下滑约16.8%，已是连续第三年下降。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年扣非净利润480.57亿元，同比小幅增长，主业盈利并没有恶化。",
    [
      V("deducted_net_profit", "2024", "480.57"),
      G("deducted_net_profit", "2024", { dir: "up", size: "小幅增长", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-20.8%" },
  ),
  c("t", A, "fE", "annual", "营业总收入30745.62亿元，较2023年的32122.15亿元下降约4.3%，体量仍在三万亿之上。", [
    V("revenue", "2024", "30745.62"),
    V("revenue", "2023", "32122.15"),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("revenue", "2024", "3", "万亿", "gt"),
  ]),
  c("u", A, "fS", "undecidable", "2025年归母净利润预计跌破400亿元，炼化景气的底部还没出现。", [U("FY2025未存储")]),
  c("u", A, "tN", "undecidable", "2025年报显示成品油经营量同比下降3%，新能源车替代效应开始显现。", [
    U("FY2025与销量未存储"),
  ]),
  c("t", A, "fR", "annual", "毛利率从2020年的19.91%降到2024年的15.47%，净利率仅1.87%，为2020年以来最低。", [
    V("gross_margin", "2020", "19.91", "%"),
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { base: "2020", dir: "down" }),
    V("net_margin", "2024", "1.87", "%"),
    MIN("net_margin", "2024", Y5),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2024年归母净利润503.13亿元，是2019年以来的最低点。",
    [MIN("net_profit", "2024", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2020年332.71亿更低" },
  ),
  c("t", A, "tF", "annual", "503.13亿的净利润在2019年以来六年里排倒数第二，只比2020年的332.71亿高。", [
    RANK("net_profit", "2024", Y, "min", 2),
    V("net_profit", "2020", "332.71"),
  ]),
  c("t", A, "tB", "annual", "研发费用连续四年增长，2024年达到152.15亿元，同比多了约8.9%。", [
    UP("research_expense", Y5),
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "研发费用从100.87亿增至152.15亿，2020年以来年均增速超过15%。",
    [
      V("research_expense", "2020", "100.87"),
      V("research_expense", "2024", "152.15"),
      CAGR("research_expense", "2020", "2024", { v: "15", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "年复合约10.8%" },
  ),
  c("t", A, "fV", "valuation", "以5.39元收盘价和2024年0.41元每股收益计，静态PE约13倍。", [
    CLOSE("5.39"),
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13"),
  ]),
  c("t", A, "vN", "valuation", "7月4日快照的PB只有0.84倍，相当于净资产打了八四折。", [SNAP("pb", "0.84", "x", "eq")]),
  c(
    "f",
    A,
    "tTr",
    "valuation",
    "按快照市值约6887亿元和2024年净利润计算，PE大约10倍。",
    [SNAP("marketCap", "6887", "亿"), MCPE("2024", "10", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "6886.7/503.13=13.7倍" },
  ),
  c("t", A, "tT", "technical", "收盘5.39元，只比5日线5.38元高一点，10/20/60/120/250日线全压在头顶。", [
    CLOSE("5.39"),
    MA(5, "value", { v: "5.38" }),
    MA(5, "above"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  c("t", A, "fM", "technical", "RSI14约30，已贴近超卖线；近60个交易日从最高收盘回撤约31%。", [
    RSI("30", "approx"),
    DD(60, { v: "-31", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "典型的缩量阴跌：近20日均量只有前20日的六成左右，20个交易日跌了约8.5%。", [
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
    RET(20, { v: "-8.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "MACD刚刚金叉，DIF上穿DEA，反弹信号已经明确。",
    [MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "最近一次为3月10日死叉" },
  ),
  c("t", A, "tC", "technical", "离52周高点8.11元已跌去约三分之一，离低点5.27元只有2%出头的空间。", [
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.3", cmp: "approx" }),
    LO52({ cond: "level", v: "5.27" }),
    LO52(IN("2", "3")),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2023年归母净利润503.13亿元，同比下滑16.8%，拐点早已出现。",
    [
      V("net_profit", "2023", "503.13", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2023", { v: "-16.8", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "503.13亿、-16.8%是2024年；2023年604.63亿、-9.9%" },
  ),
  c("t", A, "fL", "annual", "和2021年的712.08亿相比，2024年归母净利润少了约29%，三年蒸发两百亿以上。", [
    V("net_profit", "2021", "712.08"),
    G("net_profit", "2024", { base: "2021", v: "-29", cmp: "approx" }),
    D("net_profit", "2024", { base: "2021", v: "-200", cmp: "lt" }),
  ]),
  c("u", A, "tM", "undecidable", "中东局势推升油价，上游勘探板块利润有望大幅修复。", [U("油价与分板块利润未存储")]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "净利润连续三年下滑，说明风险已经充分释放，这本身就是利好。",
    [
      DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
      READ(G("net_profit", "2024", { dir: "down" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "利润下滑读作利好" },
  ),
  c("t", A, "tN", "announcement", "2024年年报于2025年3月24日发布，2023年年报则是在2024年3月25日。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024年年度报告" }),
    EV("annual_report", true, { from: "2024-03-25", to: "2024-03-25", title: "2023年年度报告" }),
  ]),
  c("u", A, "fS", "undecidable", "公司近期公告新一轮A股回购，管理层在用真金白银护盘。", [U("中国石化公告仅收录年报")]),
  c("t", A, "tNe", "annual", "销售费用614.22亿元与上年基本持平，管理费用则降了约2.8%至580.21亿元。", [
    V("selling_expense", "2024", "614.22"),
    G("selling_expense", "2024", { size: "基本持平" }),
    V("admin_expense", "2024", "580.21"),
    G("admin_expense", "2024", { v: "-2.8", cmp: "approx" }),
  ]),
  c("t", A, "tP", "technical", "今年以来股价由6.18元跌至5.39元，跌幅约12.8%。", [
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    CLOSE("5.39"),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "营业总收入同比大幅下滑，需求几乎是断崖式的。",
    [G("revenue", "2024", { size: "大幅下滑", err: "overstatement" })],
    { err: "overstatement", note: "同比-4.3%" },
  ),
  c("t", A, "fSy", "annual", "营业利润722.57亿、利润总额705.13亿，同比分别下降约16.7%和18.1%。", [
    V("operating_profit", "2024", "722.57"),
    V("total_profit", "2024", "705.13"),
    G("operating_profit", "2024", { v: "-16.7", cmp: "approx" }),
    G("total_profit", "2024", { v: "-18.1", cmp: "approx" }),
  ]),
];
