// 中国石化: annual FY2019-2024 only (no FY2025, no quarters), bars from 2024-01-02, annual-report notices only.
// Dates: 2026-04-30, 2026-03-31, 2025-10-31, 2025-09-05, 2025-04-30, 2024-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, POS52, VOLR, EV, U, PE, SNAP, MCPE } = H;
const { DOWN, UP, MIN, LIN, PAIR, READ, SPAN, AMP, MRET, GDIFF } = H;
const c = H.maker("b17-sh", "600028");
const A = "2026-04-30";
const M = "2026-03-31";
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";
const P0 = "2024-04-30";
const Y6 = ["2019", "2020", "2021", "2022", "2023", "2024"];

export default [
  c(
    "t",
    P,
    "tF",
    "annual",
    "2024年营业收入约3.07万亿元、同比降约4.3%，归母净利503.1亿元、同比降约16.8%，利润降幅比收入深约12.5个百分点。",
    [
      V("operating_revenue", "2024", "3.07", "万亿", "approx"),
      G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
      V("net_profit", "2024", "503.1"),
      G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
      GDIFF(
        { metric: "net_profit", period: "2024" },
        { metric: "operating_revenue", period: "2024" },
        { v: "-12.5", cmp: "approx" },
      ),
    ],
  ),
  c(
    "f",
    P,
    "bull",
    "annual",
    "2024年归母净利润604.6亿元，降幅不到10%，周期底部基本过去。",
    [
      V("net_profit", "2024", "604.6", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2024", { v: "-10", cmp: "gt", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "604.63亿为2023年；2024年503.13亿、-16.8%" },
  ),
  c("t", P, "bear", "annual", "归母净利从2021年的712亿元连降三年至2024年的503亿元，累计缩水约29%。", [
    V("net_profit", "2021", "712", "亿", "approx"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    G("net_profit", "2024", { base: "2021", v: "-29", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "tBe",
    "annual",
    "2024年归母净利503亿元，是2019年以来的最低水平。",
    [V("net_profit", "2024", "503", "亿", "approx"), MIN("net_profit", "2024", Y6, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2020年332.71亿更低" },
  ),
  c("t", P, "fE", "annual", "扣非归母净利480.6亿元，比归母净利503.1亿元少约22.6亿元，差额约占归母净利的4.5%。", [
    V("deducted_net_profit", "2024", "480.6"),
    LIN(
      [
        ["net_profit", 1],
        ["deducted_net_profit", -1],
      ],
      "2024",
      { v: "22.6", cmp: "approx" },
    ),
    LIN(
      [
        ["net_profit", 1],
        ["deducted_net_profit", -1],
      ],
      "2024",
      { v: "0.045", cmp: "approx", u: "x", over: "net_profit" },
    ),
  ]),
  c("t", P, "fE", "annual", "毛利率15.47%，较2023年的15.65%小降0.18个百分点，净利率1.87%不足2%。", [
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { v: "-0.18", cmp: "approx" }),
    V("net_margin", "2024", "2", "%", "lt"),
  ]),
  c(
    "f",
    P,
    "fV",
    "annual",
    "净利率由2.18%降至1.87%，只下降了0.31%，对盈利影响有限。",
    [
      V("net_margin", "2023", "2.18", "%"),
      V("net_margin", "2024", "1.87", "%"),
      G("net_margin", "2024", { v: "-0.31", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "下降0.31个百分点，相对降幅约14%" },
  ),
  c("t", P, "fE", "annual", "研发费用152.2亿元，同比增约8.9%，2020年以来逐年增长。", [
    V("research_expense", "2024", "152.2"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
  ]),
  c("t", P, "vF", "valuation", "按4月30日收盘5.66元、2024年每股收益0.415元测算，静态市盈率约13.6倍。", [
    CLOSE("5.66"),
    V("basic_eps", "2024", "0.415", "元"),
    PE("2024", "13.6"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "拿5.39元的股价除以2024年0.415元的每股收益，市盈率才11倍左右，防御价值被低估了。",
    [CLOSE("5.39"), V("basic_eps", "2024", "0.415", "元"), PE("2024", "11", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "5.39/0.415=13.0倍" },
  ),
  c(
    "u",
    A,
    "tF",
    "annual",
    "中国石化2025年归母净利同比下滑约两成，炼化毛利持续承压。",
    [G("net_profit", "2025", { v: "-20", cmp: "approx" })],
    { note: "未存储FY2025" },
  ),
  c("u", A, "bull", "quarterly", "一季度归母净利同比回升，成品油价差修复带来业绩拐点。", [
    G("net_profit", "2026Q1", { dir: "up" }),
  ]),
  c("t", A, "tT", "technical", "4月30日收5.39元，RSI约30，处在52周区间约4%的底部位置，距52周高点8.11元已跌约34%。", [
    CLOSE("5.39"),
    RSI("30", "approx"),
    POS52({ v: "4", cmp: "approx" }),
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-34", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "5.39元已是52周收盘新低，下方再无支撑，破位确认。",
    [CLOSE("5.39"), LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "52周内最低收盘5.29元" },
  ),
  c("t", A, "tT", "technical", "股价仍在60日线6.17元、120日线6.04元和250日线5.85元之下，只勉强站在5日线5.38元上方。", [
    MA(60, "below"),
    MA(60, "value", { v: "6.17", cmp: "approx" }),
    MA(120, "below"),
    MA(250, "below"),
    MA(250, "value", { v: "5.85", cmp: "approx" }),
    MA(5, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF约-0.199、DEA约-0.197，DIF已上穿DEA，底部金叉初现。",
    [
      MACD("dif_value", 0, { v: "-0.199", cmp: "approx" }),
      MACD("dea_value", 0, { v: "-0.197", cmp: "approx" }),
      MACD("dif_above_dea", 0, { err: "technical" }),
    ],
    { err: "technical", note: "DIF仍略低于DEA" },
  ),
  c("t", M, "tTr", "technical", "3月3日收7.82元，月末跌到5.88元，20个交易日暴跌近25%，期间量能较前20日放大约三成。", [
    CLOSE("7.82", "eq", { date: "2026-03-03" }),
    CLOSE("5.88"),
    RET(20, { v: "-25", cmp: "near" }),
    VOLR({ v: "1.3", cmp: "approx" }),
  ]),
  c(
    "f",
    M,
    "bear",
    "technical",
    "中国石化3月全月跌幅超过两成，抹掉了年初以来的全部涨幅。",
    [MRET("2026-03", { v: "-20", cmp: "lt", err: "wrong_magnitude" }), SPAN("2025-12-31", { dir: "down" })],
    { err: "wrong_magnitude", note: "3月月线-8.98%；-24.8%是自3月3日高点起" },
  ),
  c("t", M, "tT", "technical", "3月10日MACD死叉后DIF降至约-0.18，低于DEA约-0.12，60日均线约6.32元形成压制。", [
    MACD("death_cross", 16),
    MACD("dif_value", 0, { v: "-0.18", cmp: "approx" }),
    MACD("dea_value", 0, { v: "-0.12", cmp: "approx" }),
    MA(60, "value", { v: "6.32", cmp: "approx" }),
    MA(60, "below"),
  ]),
  c("t", O, "tT", "technical", "MACD在10月13日金叉、DIF翻到零轴上方；不过收盘5.47元仍低于60、120、250日均线。", [
    MACD("golden_cross", 15),
    MACD("dif_above_zero", 0),
    CLOSE("5.47"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  c(
    "f",
    O,
    "tT",
    "technical",
    "10月末收盘5.47元守在20日线上方，5/10/20/60日均线已呈多头排列。",
    [CLOSE("5.47"), MA(20, "above"), MAORDER([5, 10, 20, 60], "bull", { err: "technical" })],
    { err: "technical", note: "MA5/10/20/60=5.53/5.52/5.45/5.58，MA20<MA60，非多头排列" },
  ),
  c("u", O, "tN", "quarterly", "三季报显示前三季度归母净利约300亿元，同比下降近四成。", [U("中国石化季报未存储")]),
  c("t", S, "tT", "technical", "9月5日MACD再度死叉，收5.69元，20日振幅只有约4.4%，仍是窄幅震荡格局。", [
    MACD("death_cross", 1),
    CLOSE("5.69"),
    AMP(20, { v: "4.4", cmp: "approx" }),
  ]),
  c(
    "f",
    S,
    "tS",
    "technical",
    "过去250个交易日股价累计上涨约17%，估值修复的逻辑已经兑现大半。",
    [RET(250, { v: "17", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近250日-17.42%" },
  ),
  c(
    "t",
    P0,
    "tF",
    "annual",
    "和2020年比，2023年3.21万亿元的营收、604.6亿元的归母净利都更高，只是同比分别降了3.2%和9.9%。",
    [
      V("operating_revenue", "2023", "3.21", "万亿", "approx"),
      G("operating_revenue", "2023", { v: "-3.2", cmp: "approx" }),
      V("net_profit", "2023", "604.6"),
      G("net_profit", "2023", { v: "-9.9", cmp: "approx" }),
      PAIR("operating_revenue", "2023", undefined, { period2: "2020", mode: "gt" }),
      PAIR("net_profit", "2023", undefined, { period2: "2020", mode: "gt" }),
    ],
  ),
  c(
    "f",
    P0,
    "tB",
    "annual",
    "2023年归母净利604.6亿元，较2021年增长约82%，盈利中枢明显上移。",
    [
      V("net_profit", "2023", "604.6"),
      G("net_profit", "2023", { base: "2021", v: "82", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "+82%是较2020年；较2021年-15.1%" },
  ),
  c(
    "t",
    A,
    "tP",
    "annual",
    "按2024年数据，中国石化营收30746亿元约为茅台1741亿元的17.7倍，归母净利503亿元却只有茅台862亿元的约58%。",
    [
      V("revenue", "2024", "30746", "亿", "approx"),
      PAIR("revenue", "2024", "600519", { v: "17.7", cmp: "approx" }),
      PAIR("net_profit", "2024", "600519", { v: "0.58", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "tP",
    "annual",
    "茅台、平安、比亚迪、中国石化四家里，中国石化2024年归母净利最低，只有503亿元。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      PAIR("net_profit", "2024", "600519", { mode: "lt" }),
      PAIR("net_profit", "2024", "601318", { mode: "lt" }),
      PAIR("net_profit", "2024", "002594", { mode: "lt", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "比亚迪2024年402.54亿更低" },
  ),
  c("u", A, "fR", "annual", "2024年炼油板块亏损，化工业务继续拖累，主要靠上游勘探开采撑住利润。", [
    U("分板块利润未存储"),
  ]),
  c(
    "t",
    A,
    "vF",
    "valuation",
    "以去年7月4日约6887亿元的市值算，2024年503亿元利润只换来13.7倍左右的市盈率，PB更是仅0.84倍、破净。",
    [
      SNAP("marketCap", "6887", "亿"),
      V("net_profit", "2024", "503", "亿", "approx"),
      MCPE("2024", "13.7"),
      SNAP("pb", "0.84", "x"),
      SNAP("pb", "1", "x", "lt"),
    ],
  ),
  c(
    "f",
    A,
    "tA",
    "technical",
    "过去60个交易日下跌约15%，说明市场在提前定价业绩改善，对多头是明显利好。",
    [READ(RET(60, { v: "-15", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "近60日-15.38%读作利好" },
  ),
  c("t", A, "tC", "annual", "2024年销售费用614.2亿元、管理费用580.2亿元，合计约1194亿元，是归母净利的约2.4倍。", [
    V("selling_expense", "2024", "614.2"),
    V("admin_expense", "2024", "580.2"),
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
      { v: "2.4", cmp: "approx", u: "x", over: "net_profit" },
    ),
  ]),
  c("u", A, "tN", "announcement", "公司公告2025年度末期股息每股0.14元，并继续推进A股回购。", [
    U("中国石化公告仅收录年报"),
  ]),
  c("t", P, "tN", "announcement", "3月24日发布的2024年年报显示，扣非归母净利480.6亿元，同比下降约20.8%。", [
    EV("annual_report", true, { from: "2025-03-24", title: "2024年年度报告" }),
    V("deducted_net_profit", "2024", "480.6"),
    G("deducted_net_profit", "2024", { v: "-20.8", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "tA",
    "annual",
    "研发投入152亿元，同比小幅下降，公司在压缩转型开支。",
    [
      V("research_expense", "2024", "152", "亿", "approx"),
      G("research_expense", "2024", { size: "小幅下滑", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+8.9%" },
  ),
  c(
    "t",
    A,
    "bear",
    "technical",
    "年初以来跌约12.8%，近20日再跌约8.5%，20日均量却只有前20日的六成左右，弱势缩量阴跌。",
    [
      SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
      RET(20, { v: "-8.5", cmp: "approx" }),
      VOLR({ v: "0.6", cmp: "approx" }),
    ],
  ),
];
