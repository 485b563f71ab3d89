// 中国石化: annual 2019-2024 only (no FY2025, no quarters stored), bars from 2024-01-02, annual-report notices only.
// On 2026-04-30 a point about FY2025 or 2026Q1 is undecidable. Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, DOWN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, PE, SNAP, IND, U } = H;
const { SNAPDIV, MCPE, MCNOW, CAGR, RANK, LIN, SUM, AVG, BAR, MAXDAY, HILO, DD, POS52, VOLR, SPAN, GDIFF, READ, EV } =
  H;
const c = H.maker("b57-spc", "600028");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "annual", "2024年营收3.07万亿元，同比下降4.29%，归母净利润503.13亿元，降幅扩大到16.79%。", [
    V("revenue", "2024", "3.07", "万亿"),
    G("revenue", "2024", { v: "-4.29" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.79" }),
    GDIFF({ metric: "net_profit", period: "2024" }, { metric: "net_profit", period: "2023" }, { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利润503.13亿元，同比下降约6.8%，利润基本盘还算稳。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { v: "-6.8", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-16.79%" },
  ),
  c("t", A, "tBe", "annual", "归母净利润从2021年的712.08亿元连降三年到503.13亿元，年均降幅约11%。", [
    V("net_profit", "2021", "712.08"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    CAGR("net_profit", "2021", "2024", { v: "-11", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2024年归母净利润503.13亿元，是2019年以来的最低水平。",
    [
      V("net_profit", "2024", "503.13"),
      MIN("net_profit", "2024", ["2019", "2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年332.71亿元更低；2024年是次低" },
  ),
  c("t", A, "fR", "annual", "2024年利润503.13亿元在2019年以来六年里排倒数第二，仅高于2020年的332.71亿元。", [
    RANK("net_profit", "2024", ["2019", "2020", "2021", "2022", "2023", "2024"], "min", 2),
    V("net_profit", "2020", "332.71"),
  ]),
  c("t", A, "fE", "annual", "毛利率15.47%，比2023年的15.65%低约0.2个百分点，基本稳住；净利率只有1.87%。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    PP("gross_margin", "2024", { v: "-0.2", cmp: "approx" }),
    V("net_margin", "2024", "1.87", "%"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "毛利率由2023年的15.65%降至15.47%，下滑了1.2个百分点，炼化价差收窄明显。",
    [V("gross_margin", "2024", "15.47", "%"), PP("gross_margin", "2024", { v: "-1.2", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-0.18个百分点；-1.2%是相对降幅" },
  ),
  c("t", A, "tF", "annual", "研发费用从2020年的100.87亿元逐年增到2024年的152.15亿元，连续四年增长。", [
    V("research_expense", "2020", "100.87"),
    V("research_expense", "2024", "152.15"),
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
  ]),
  c("t", A, "fSy", "annual", "研发费用152.15亿元，只占营收的约0.5%，和营收3万亿的体量相比投入并不高。", [
    V("research_expense", "2024", "152.15"),
    R("research_expense", "revenue", "2024", "0.5", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "研发费用152.15亿元，同比增长18.9%，转型投入力度加大。",
    [
      V("research_expense", "2024", "152.15"),
      G("research_expense", "2024", { v: "18.9", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+8.92%" },
  ),
  c("t", A, "fQ", "annual", "销售与管理费用合计约1194亿元，是归母净利润的2.4倍左右。", [
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
  c("t", A, "tM", "annual", "营收在2022年冲到3.32万亿元后连续两年回落，2024年为3.07万亿元。", [
    V("revenue", "2022", "3.32", "万亿"),
    MAX("revenue", "2022", ["2020", "2021", "2022", "2023", "2024"]),
    DOWN("revenue", ["2022", "2023", "2024"]),
    V("revenue", "2024", "3.07", "万亿"),
  ]),
  c(
    "f",
    A,
    "fM",
    "annual",
    "2024年营收3.07万亿元，较2022年下降约4.3%，收入下滑节奏温和。",
    [
      V("revenue", "2024", "3.07", "万亿"),
      G("revenue", "2024", { base: "2022", v: "-4.3", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-4.29%是较2023年；较2022年-7.34%" },
  ),
  c("t", A, "fE", "annual", "扣非归母净利润480.57亿元，同比降约20.8%，降幅比归母利润还大。", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-20.8", cmp: "approx" }),
    GDIFF({ metric: "deducted_net_profit", period: "2024" }, { metric: "net_profit", period: "2024" }, { dir: "down" }),
  ]),
  c("u", A, "tF", "undecidable", "2025年归母净利润预计在400亿元左右，同比再降约两成。", [
    U("中国石化2025年年报未存储"),
  ]),
  c("u", A, "tN", "undecidable", "一季报显示炼油板块扭亏，化工板块亏损收窄，2026年一季度利润同比转正。", [
    U("2026年一季报及板块数据未存储"),
  ]),
  c("u", A, "fS", "undecidable", "布伦特原油跌破60美元后，上游勘探板块利润承压，下游成品油价差反而走阔。", [
    U("油价与板块利润未存储"),
  ]),
  c("t", A, "tT", "technical", "收盘5.39元，低于10日、20日、60日均线，5/10/20/60日均线空头排列。", [
    CLOSE("5.39"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价已站上60日均线6.17元，中期企稳信号出现。",
    [MA(60, "value", { v: "6.17" }), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "收盘5.39元在MA60之下" },
  ),
  c("t", A, "tS", "technical", "RSI约30，贴着超卖边缘，DIF与DEA都在零轴下方约-0.2。", [
    RSI("30", "approx"),
    MACD("dif_value", undefined, { v: "-0.2", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "-0.2", cmp: "approx" }),
    MACD("dif_below_zero"),
  ]),
  c("t", A, "bear", "technical", "3月3日7.82元的高点之后一路回落，至今回撤约31%，现价离52周低点5.27元不到3%。", [
    HILO("max", "2026-01-01", { v: "7.82" }),
    DD(60, { v: "-31", cmp: "approx" }),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "3", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "3月初两个涨停把股价推到52周高点8.11元，目前仍在高位区间的上沿运行。",
    [HI52({ cond: "level", v: "8.11" }), POS52({ v: "80", cmp: "ge", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "位于52周区间约4.2%处，接近下沿" },
  ),
  c("t", A, "tT", "technical", "3月2日单日大涨约10%，是近60个交易日里最大的一天涨幅。", [
    BAR("2026-03-02", "chg", { v: "10", cmp: "approx" }),
    MAXDAY(60, "up", { v: "10", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "近20日成交量缩到前20日的六成左右，交投冷清。", [
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c("t", A, "tBe", "technical", "近20个交易日跌约8.5%，近60个交易日累计跌约15.4%。", [
    RET(20, { v: "-8.5", cmp: "approx" }),
    RET(60, { v: "-15.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "年初至今股价仅回调约2.8%，明显强于大盘。",
    [RET("2025-12-31", { v: "-2.8", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "年初至今-12.78%" },
  ),
  c("t", A, "fV", "valuation", "按2024年每股收益0.41元计，5.39元对应静态PE约13倍。", [
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13"),
  ]),
  c("t", A, "fV", "valuation", "东财快照市净率0.84倍，总市值约6887亿元，对应2024年利润约13.7倍PE。", [
    SNAP("pb", "0.84", "x", "eq"),
    SNAP("marketCap", "6887", "亿"),
    MCPE("2024", "13.7"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "快照市净率0.84倍，意味着每股净资产约4.8元，股价已跌破净资产。",
    [SNAPDIV("pb", "4.8", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "5.68/0.84=6.76元" },
  ),
  c("t", A, "tC", "valuation", "以当前股价和2024年利润算，PE约13倍，在利润连降三年的背景下并不算便宜。", [
    MCNOW("2024", "13"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c("t", A, "fT", "industry", "石化属于重资产制造业，负债率一旦明显抬升就需要警惕，这一点和银行不同。", [
    IND("high_debt_is_risk"),
  ]),
  c("u", A, "fQ", "undecidable", "2025年末资产负债率已升到55%以上，偿债压力在加大。", [
    U("中国石化2025年负债率未存储"),
  ]),
  c("u", A, "tP", "undecidable", "H股较A股折价约三成，A股估值已无明显优势。", [U("H股价格未存储")]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2024年营业利润722.57亿元，同比下降约16.7%，已连续三年增长后首次下滑。",
    [
      V("operating_profit", "2024", "722.57"),
      G("operating_profit", "2024", { v: "-16.7", cmp: "approx" }),
      UP("operating_profit", ["2020", "2021", "2022", "2023"], { err: "overstatement" }),
    ],
    { err: "overstatement", note: "营业利润2022、2023年已下降" },
  ),
  c("t", A, "tN", "announcement", "公司在2025年3月24日发布了2024年年度报告。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年研发费用152.15亿元，同比大幅增长，转型投入明显加码。",
    [
      V("research_expense", "2024", "152.15"),
      G("research_expense", "2024", { size: "大幅增长", err: "overstatement" }),
    ],
    { err: "overstatement", note: "同比+8.92%" },
  ),
];
