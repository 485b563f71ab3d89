// 中国石化: FY2019-2024 stored (FY2025 public on 2026-04-30 but not stored: named 2024 or undecidable), bars from
// 2024-01-02, notices: annual reports only (a missing dividend / buy-back notice is undecidable). Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, MAX, MIN, UP, DOWN, CLOSE, MA, MAORDER, RSI, MACD, VOL, EV, U, X, PE, SNAP, MCPE } = H;
const { LIN, HILO, DD, VOLR, MRET, SPAN, POS52, RET, HI52, DAYS } = H;
const c = H.maker("b26-sh", "600028");
const A = "2026-04-30";
const Y5 = ["2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "2024年营业收入30745.62亿元，同比下降约4.3%；归母净利润503.13亿元，同比下滑约16.8%。", [
    V("operating_revenue", "2024", "30745.62"),
    G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "比起2023年，中国石化2024年的归母净利润只少了约4.3%，503.13亿元的盈利基本稳住了。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { v: "-4.3", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "净利润-16.79%；-4.3%是营收降幅" },
  ),
  c(
    "u",
    A,
    "fE",
    "undecidable",
    "2025年归母净利润约480亿元，同比再降约5%，炼化毛利仍在低位。",
    [V("net_profit", "2025", "480", "亿", "approx"), G("net_profit", "2025", { v: "-5", cmp: "approx" })],
    { note: "FY2025未存储" },
  ),
  c("t", A, "fR", "annual", "扣非归母净利润480.57亿元，比归母净利润503.13亿元少约22.6亿元，非经常性损益贡献不小。", [
    V("deducted_net_profit", "2024", "480.57"),
    LIN(
      [
        ["net_profit", 1],
        ["deducted_net_profit", -1],
      ],
      "2024",
      { v: "22.6", cmp: "approx" },
    ),
  ]),
  c("t", A, "tF", "annual", "2024年净利率仅1.87%，毛利率15.47%也比2023年的15.65%低了0.18个百分点，利润空间很薄。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    PP("gross_margin", "2024", { v: "-0.18" }),
    V("net_margin", "2024", "1.87", "%"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "净利率抬升了0.31个百分点至1.87%，2024年中国石化的经营效率在改善。",
    [V("net_margin", "2024", "1.87", "%"), PP("net_margin", "2024", { v: "0.31", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2.18%→1.87%，下降0.31个百分点" },
  ),
  c("t", A, "bull", "annual", "研发费用152.15亿元，同比增长约8.9%，2020年以来逐年攀升，转型投入没有松劲。", [
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
    UP("research_expense", Y5),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "研发费用从2020年的100.87亿元增至152.15亿元，四年间翻了一番多。",
    [
      V("research_expense", "2020", "100.87"),
      X("research_expense", "2024", "2020", { v: "2", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "152.15/100.87≈1.51倍" },
  ),
  c("t", A, "fR", "annual", "销售费用614.22亿元、管理费用580.21亿元，合计约1194亿元，约为归母净利润的2.4倍。", [
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
      { over: "net_profit", u: "x", v: "2.4", cmp: "approx" },
    ),
  ]),
  c("t", A, "tBe", "annual", "归母净利润2021年712.08亿元是近五年高点，此后三年连降至503.13亿元。", [
    MAX("net_profit", "2021", Y5),
    V("net_profit", "2021", "712.08"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2024年营收30745.62亿元，创下近五年新低。",
    [V("operating_revenue", "2024", "30745.62"), MIN("operating_revenue", "2024", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2020年21047.24亿元更低" },
  ),
  c("t", A, "fE", "annual", "基本每股收益由2023年的0.505元降至0.415元，每股少赚0.09元。", [
    V("basic_eps", "2024", "0.415", "元"),
    V("basic_eps", "2023", "0.505", "元"),
    D("basic_eps", "2024", { v: "-0.09", u: "元", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "从2021年的712.08亿元算起，到2024年中国石化归母净利润下滑约16.8%。",
    [
      V("net_profit", "2021", "712.08"),
      G("net_profit", "2024", { base: "2021", v: "-16.8", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-16.8%是较2023年；较2021年-29.3%" },
  ),
  c("t", A, "tNe", "annual", "营收较2022年33181.68亿元的峰值回落了约7.3%，但仍远高于2020年的21047.24亿元。", [
    MAX("operating_revenue", "2022", Y5),
    G("operating_revenue", "2024", { base: "2022", v: "-7.3", cmp: "approx" }),
    V("operating_revenue", "2020", "21047.24"),
    G("operating_revenue", "2024", { base: "2020", dir: "up" }),
  ]),
  c("t", A, "fT", "annual", "2020年扣非归母净利润为-15.65亿元，是2019年以来唯一为负的一年。", [
    V("deducted_net_profit", "2020", "-15.65"),
    MIN("deducted_net_profit", "2020", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    V("deducted_net_profit", "2019", "0", "亿", "gt"),
    V("deducted_net_profit", "2021", "0", "亿", "gt"),
    V("deducted_net_profit", "2022", "0", "亿", "gt"),
    V("deducted_net_profit", "2023", "0", "亿", "gt"),
    V("deducted_net_profit", "2024", "0", "亿", "gt"),
  ]),
  c(
    "u",
    A,
    "tN",
    "undecidable",
    "2025年年报显示营收跌破3万亿元，归母净利润同比降幅收窄至一成以内。",
    [V("operating_revenue", "2025", "30000", "亿", "lt"), G("net_profit", "2025", { v: "-10", cmp: "gt" })],
    { note: "FY2025未存储" },
  ),
  c("u", A, "fQ", "undecidable", "一季度炼油板块亏损扩大，化工板块仍在盈亏线附近徘徊。", [
    U("分部数据与2026年一季报未存储"),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "以4月30日收盘5.39元和2024年每股收益0.41元计，静态市盈率约13倍。", [
    CLOSE("5.39"),
    V("basic_eps", "2024", "0.41", "元", "approx"),
    PE("2024", "13", "approx"),
  ]),
  c(
    "f",
    A,
    "tB",
    "valuation",
    "按2024年每股收益0.41元算，现价对应的市盈率不足10倍，明显便宜。",
    [PE("2024", "10", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "5.39/0.41≈13.1倍" },
  ),
  c("t", A, "fV", "valuation", "破净：2025年7月4日快照市净率0.84倍。", [
    SNAP("pb", "0.84", "x", "eq"),
    SNAP("pb", "1", "x", "lt"),
  ]),
  c("t", A, "tM", "valuation", "用快照市值约6887亿元对2024年归母净利润计，市盈率接近14倍。", [
    SNAP("marketCap", "6887", "亿", "approx"),
    MCPE("2024", "14", "near"),
  ]),
  c("u", A, "fV", "valuation", "股息率超过6%，在能源央企中排在前列，红利属性突出。", [
    U("股息率与同业排名不在存储数据内"),
  ]),
  // technical
  c("t", A, "tT", "technical", "收盘5.39元仅比5日线5.38元高出一分钱，10日、20日、60日均线则层层压在头顶。", [
    CLOSE("5.39"),
    MA(5, "above"),
    MA(5, "value", { v: "5.38" }),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MAORDER([10, 20, 60], "bear"),
  ]),
  c("t", A, "fM", "technical", "自3月3日收盘7.82元的年内高点以来回撤约31%，跌幅已相当深。", [
    HILO("max", "2026-01-01", { v: "7.82" }),
    DD("2026-01-01", { v: "-31", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "technical",
    "近60个交易日从高点回撤约15%，调整幅度仍属温和。",
    [DD(60, { v: "-15", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "60日内自7.82元回撤-31.07%" },
  ),
  c("t", A, "vT", "technical", "中国石化已贴近超卖线，14日RSI在30左右。", [RSI("30", "approx")]),
  c("f", A, "tT", "technical", "RSI已跌破25，进入深度超卖区。", [RSI("25", "lt", { err: "technical" })], {
    err: "technical",
    note: "RSI14=30.04",
  }),
  c(
    "t",
    A,
    "tS",
    "technical",
    "缩量阴跌特征明显，20个交易日下跌约8.5%，这段时间的日均成交量只有再往前20天的六成左右。",
    [VOLR({ v: "0.6", cmp: "approx" }), VOL("shrink_strong"), RET(20, { v: "-8.5", cmp: "approx" })],
  ),
  c("t", A, "fM", "technical", "2026年3月单月下跌约9%，4月又跌约8.3%。", [
    MRET("2026-03", { v: "-9", cmp: "approx" }),
    MRET("2026-04", { v: "-8.3", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "technical", "年初到现在中国石化跌了12.8%左右，在52周区间里的位置已不足5%，贴近底部。", [
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "MACD在4月下旬金叉，反弹信号已经出现。",
    [MACD("golden_cross", 8, { err: "technical" })],
    { err: "technical", note: "最近一次交叉为3月10日死叉" },
  ),
  c("t", A, "tC", "technical", "从52周高点8.11元算到现价，跌幅约34%，高位套牢盘不轻。", [
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-34", cmp: "approx" }),
  ]),
  c("f", A, "fS", "technical", "最近三个交易日连续收涨，短线资金开始回流。", [DAYS(3, "up", { err: "technical" })], {
    err: "technical",
    note: "5.35→5.42→5.39，4月30日收跌",
  }),
  // announcements
  c("t", A, "vN", "announcement", "公司于2025年3月24日发布2024年年度报告，本次讨论的财务数据即来自该报告。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024年年度报告" }),
  ]),
  c("u", A, "tN", "announcement", "公司2025年中期每股派息0.088元，分红比例维持在七成以上。", [
    U("中国石化公告仅收录年报，分红公告缺失不可判定"),
  ]),
  c("u", A, "fS", "announcement", "管理层宣布启动A股回购，上限约10亿元，释放稳定股价的信号。", [
    U("中国石化公告仅收录年报，回购公告缺失不可判定"),
  ]),
  c("u", A, "fL", "industry", "国内成品油消费已过峰值，新能源车替代会持续压缩炼油利润。", [
    U("行业需求判断不在存储数据内"),
  ]),
];
