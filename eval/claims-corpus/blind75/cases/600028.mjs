// 中国石化: FY2019-2024 only (no FY2025 stored), bars 2024-01-02..2026-04-30, annual-report notices only.
// On 2026-04-30 a point names 2024 or is undecidable.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, IND, U, READ } = H;
const { X, CAGR, POS52, MCNOW, BIAS, RANK, SPAN, BRK, DD, PE, SNAP, MRET, HILO, AVG, SUM, MCPE, GSTREAK } = H;
const c = H.maker("b75-sh", "600028");
const A = "2026-04-30";
const Y5 = ["2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "中石化2024年归母净利润503.13亿元，同比下降约16.8%，已是连续第三年下滑。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润503.13亿元，同比下降约9.9%，降幅比上年有所收窄。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { v: "-9.9", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-9.87%是2023年降幅；2024年为-16.79%" },
  ),
  c("t", A, "bull", "annual", "2024年营业总收入仍有3.07万亿元，虽比上年减少约4.3%，体量仍远高于2020年的2.1万亿。", [
    V("revenue", "2024", "3.07", "万亿", "approx"),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("revenue", "2020", "2.1", "万亿", "approx"),
    H.PAIR("revenue", "2024", "600028", { period2: "2020", mode: "gt" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年营收30745.62亿元，同比增长4.3%，炼化需求依旧旺盛。",
    [V("revenue", "2024", "30745.62"), G("revenue", "2024", { v: "4.3", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-4.29%" },
  ),
  c("t", A, "fE", "annual", "营收峰值出现在2022年的33181.68亿元，2023、2024年连续回落至30745.62亿元。", [
    V("revenue", "2022", "33181.68"),
    MAX("revenue", "2022", Y5),
    DOWN("revenue", ["2022", "2023", "2024"]),
    V("revenue", "2024", "30745.62"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年归母净利润503亿元，是2020年以来的最低水平，比疫情那年还差。",
    [V("net_profit", "2024", "503", "亿", "approx"), MIN("net_profit", "2024", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2020年332.71亿元更低；2024年为2021年以来最低" },
  ),
  c("t", A, "fE", "annual", "2024年归母净利润是2021年以来的最低值，比2021年的712.08亿元少了约209亿元。", [
    MIN("net_profit", "2024", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2021", "712.08"),
    D("net_profit", "2024", { base: "2021", v: "-209", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "扣非归母净利润2024年为480.57亿元，同比下降约20.8%，降幅大于归母口径。", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-20.8", cmp: "approx" }),
    H.GDIFF(
      { metric: "deducted_net_profit", period: "2024" },
      { metric: "net_profit", period: "2024" },
      { dir: "down" },
    ),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2024年扣非净利润480.57亿元，同比增长约4.7%，主业其实比报表利润稳。",
    [
      V("deducted_net_profit", "2024", "480.57"),
      G("deducted_net_profit", "2024", { v: "4.7", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "+4.71%是2023年；2024年-20.82%" },
  ),
  c("t", A, "fR", "annual", "2020年扣非归母净利润为-15.65亿元，主业一度亏损，2021年才扭亏到727.28亿元。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("deducted_net_profit", "2021", "727.28"),
  ]),
  c("t", A, "tF", "annual", "2024年毛利率15.47%，比2023年的15.65%低0.18个百分点，较2020年的19.91%差了4个多点。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    PP("gross_margin", "2024", { v: "-0.18" }),
    V("gross_margin", "2020", "19.91", "%"),
    PP("gross_margin", "2024", { base: "2020", v: "-4", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2024年毛利率15.47%，同比下降1.8个百分点，炼油价差被严重挤压。",
    [V("gross_margin", "2024", "15.47", "%"), PP("gross_margin", "2024", { v: "-1.8", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实为-0.18pp" },
  ),
  c("t", A, "fE", "annual", "净利率只有1.87%，营收三万亿级别的公司，每100元收入留下不到2元净利润。", [
    V("net_margin", "2024", "1.87", "%"),
    V("revenue", "2024", "3", "万亿", "gt"),
    V("net_margin", "2024", "2", "%", "lt"),
  ]),
  c("t", A, "tF", "annual", "研发费用从2020年的100.87亿元逐年增加到2024年的152.15亿元，四年累计增长约51%。", [
    V("research_expense", "2020", "100.87"),
    UP("research_expense", Y5),
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { base: "2020", v: "51", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "2024年研发费用152.15亿元，同比只增长8.9%，增速不高，但已连续四年增长。", [
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx", size: "个位数增长" }),
    UP("research_expense", Y5),
  ]),
  c("t", A, "fV", "valuation", "按5.39元的收盘价和2024年每股收益0.41元算，静态市盈率约13倍。", [
    CLOSE("5.39"),
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13", "approx"),
  ]),
  c("t", A, "fV", "valuation", "2025年7月初的行情快照显示中石化市净率约0.84倍，总市值约6887亿元。", [
    SNAP("pb", "0.84", "x"),
    SNAP("marketCap", "6887", "亿"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "中石化总市值约6.9万亿元，相对2024年503亿利润，市盈率高达130倍以上。",
    [
      SNAP("marketCap", "6.9", "万亿", "approx", { err: "wrong_magnitude" }),
      MCPE("2024", "130", "gt", { err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "快照市值约6887亿元，PE约13.7倍" },
  ),
  c("t", A, "tT", "technical", "股价5.39元，距52周高点8.11元已回撤约33.5%，离5.27元的低点仅约2.3%。", [
    CLOSE("5.39"),
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.5", cmp: "approx" }),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2.3", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "3月3日收盘7.82元是这一轮的最高收盘，之后两个月持续回落，3月和4月分别跌约9%和8.3%。", [
    HILO("max", "2026-01-01", { v: "7.82" }),
    MRET("2026-03", { v: "-9", cmp: "approx" }),
    MRET("2026-04", { v: "-8.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近60个交易日股价累计上涨约15%，油价上行带动石油股重估。",
    [RET(60, { v: "15", cmp: "approx", err: "wrong_direction" }), U("油价走势未存储")],
    { err: "wrong_direction", note: "近60日-15.38%" },
  ),
  c("t", A, "tT", "technical", "MA60为6.17元、MA120为6.04元、MA250为5.85元，股价已经全部位于其下方。", [
    MA(60, "value", { v: "6.17" }),
    MA(120, "value", { v: "6.04" }),
    MA(250, "value", { v: "5.85" }),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  c("t", A, "tT", "technical", "RSI14约30，逼近超卖线，近20日成交均量只有前20日的六成左右，明显缩量。", [
    RSI("30", "approx"),
    H.VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日成交持续放量，量比前20日放大约1.6倍，资金抢筹迹象明显。",
    [H.VOLR({ v: "1.6", cmp: "approx", err: "technical" }), U("资金意图无法核验")],
    { err: "technical", note: "20日均量/前20日=0.608" },
  ),
  c("t", A, "tTr", "technical", "收盘5.39元略高于MA5的5.38元，但仍在10日、20日均线下方，短线只算弱势企稳。", [
    CLOSE("5.39"),
    MA(5, "above"),
    MA(5, "value", { v: "5.38" }),
    MA(10, "below"),
    MA(20, "below"),
  ]),
  c("t", A, "tC", "technical", "60日乖离约-12.6%，年内跌幅接近13%，单边回撤期不宜加仓。", [
    BIAS(60, { v: "-12.6", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-13", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "中石化年内已上涨近13%，趋势向上，激进仓位可以继续持有。",
    [SPAN("2025-12-31", { v: "13", cmp: "near", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年内-12.78%" },
  ),
  c("t", A, "tT", "technical", "DIF为-0.199、DEA为-0.197，双线都在零轴下方，DIF略低于DEA，空头格局未改。", [
    MACD("dif_value", undefined, { v: "-0.199" }),
    MACD("dea_value", undefined, { v: "-0.197" }),
    MACD("dif_below_zero"),
    MACD("dif_below_dea"),
  ]),
  c("t", A, "tN", "announcement", "中石化于2025年3月24日发布了2024年年度报告。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24" }),
  ]),
  c("u", A, "tN", "announcement", "中石化公告拟回购A股股份，回购金额上限10亿元。", [
    U("中国石化仅收录年报公告，回购公告未收录"),
  ]),
  c("u", A, "bear", "undecidable", "2025年归母净利润再降约三成，炼化板块全年亏损。", [
    U("中国石化FY2025未存储；板块数据未存储"),
  ]),
  c("u", A, "bull", "undecidable", "2025年中石化派息率维持在75%左右，股息率超过5%。", [U("派息率、股息率未存储")]),
  c("u", A, "fM", "undecidable", "若布伦特油价回到80美元，2026年上游利润有望增厚百亿以上。", [
    U("情景假设与分部利润无法核验"),
  ]),
  c("u", A, "tBe", "undecidable", "中石化炼油加工量2024年同比下降，成品油需求见顶已成定局。", [
    U("加工量与需求数据未存储"),
  ]),
  c("t", A, "fL", "annual", "2021年利润曾同比大增114%至712.08亿元，但那是从2020年332.71亿元的低基数反弹。", [
    G("net_profit", "2021", { v: "114", cmp: "approx", size: "翻倍" }),
    V("net_profit", "2021", "712.08"),
    V("net_profit", "2020", "332.71"),
    MIN("net_profit", "2020", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "t",
    A,
    "tNe",
    "annual",
    "2024年销售费用614.22亿元、管理费用580.21亿元，两项合计约1194亿元，超过同年归母净利润的两倍。",
    [
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
      H.LIN(
        [
          ["selling_expense", 1],
          ["admin_expense", 1],
          ["net_profit", -2],
        ],
        "2024",
        { v: "0", cmp: "gt" },
      ),
    ],
  ),
  c("t", A, "fT", "annual", "2024年基本每股收益0.41元，比2021年的0.59元少了约0.17元，回落约三成。", [
    V("basic_eps", "2024", "0.41", "元"),
    V("basic_eps", "2021", "0.59", "元"),
    D("basic_eps", "2024", { base: "2021", v: "-0.17", cmp: "approx", u: "元" }),
    G("basic_eps", "2024", { base: "2021", v: "-30", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "2024年每股收益0.41元，较2023年的0.51元下降约20%，与利润降幅基本一致。",
    [
      V("basic_eps", "2024", "0.41", "元"),
      V("basic_eps", "2023", "0.51", "元"),
      G("basic_eps", "2024", { v: "-20", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际-17.8%（0.415/0.505）" },
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年营收30745.62亿元，同比骤降，成品油需求出现坍塌。",
    [
      V("revenue", "2024", "30745.62"),
      G("revenue", "2024", { size: "骤降", err: "overstatement" }),
      U("需求数据未存储"),
    ],
    { err: "overstatement", note: "同比-4.29%，不是骤降" },
  ),
];
