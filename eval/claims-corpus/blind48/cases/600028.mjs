// 中国石化: FY2019-2024 (annual only; FY2025 public on 2026-04-30 but not stored, no quarters), bars from 2024-01-02,
// notices: annual reports only. Date: 2026-04-30 (points name 2024 or are undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, PE, SNAP } = H;
const { IND, U, READ, LIN, GDIFF, PAIR, VOLR, AMP, SPAN } = H;
const c = H.maker("b48-sh", "600028");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "annual", "2024年归母净利润503.13亿元，同比降约16.8%，从2021年的712亿元算起已连降三年。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    V("net_profit", "2021", "712", "亿", "approx"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利润503.13亿元，同比增长16.8%，炼化盈利修复。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { v: "16.8", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-16.79%" },
  ),
  c("t", A, "fE", "annual", "营业收入30745.62亿元，比2023年的32122.15亿元少了约1377亿元，降幅4.3%。", [
    V("operating_revenue", "2024", "30745.62"),
    V("operating_revenue", "2023", "32122.15"),
    D("operating_revenue", "2024", { v: "-1377", cmp: "approx" }),
    G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年营收约3.07万亿元，较2022年峰值下滑约4.3%，收入端跌幅可控。",
    [
      V("revenue", "2024", "3.07", "万亿", "approx"),
      G("revenue", "2024", { base: "2022", v: "-4.3", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2022年-7.34%；-4.3%是较2023年" },
  ),
  c("t", A, "fR", "annual", "扣非净利润480.57亿元，同比降约20.8%，比归母口径的降幅更深。", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-20.8", cmp: "approx" }),
    GDIFF(
      { metric: "deducted_net_profit", period: "2024" },
      { metric: "net_profit", period: "2024" },
      { v: "0", cmp: "lt" },
    ),
  ]),
  c("t", A, "fR", "annual", "毛利率15.47%，较2023年的15.65%低0.18个百分点；净利率只有1.87%。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    PP("gross_margin", "2024", { v: "-0.18", cmp: "approx" }),
    V("net_margin", "2024", "1.87", "%"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "净利率1.87%，较上年的2.18%下降0.31个百分点，利润率几乎腰斩。",
    [
      V("net_margin", "2024", "1.87", "%"),
      PP("net_margin", "2024", { v: "-0.31", cmp: "approx" }),
      G("net_margin", "2024", { size: "腰斩", err: "overstatement" }),
    ],
    { err: "overstatement", note: "净利率相对降约14%" },
  ),
  c("t", A, "tF", "annual", "研发费用152.15亿元，连续四年增长，2020年时还只有100.87亿元。", [
    V("research_expense", "2024", "152.15"),
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
    V("research_expense", "2020", "100.87"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "研发费用152.15亿元，同比增长约18.9%，转型投入力度加大。",
    [
      V("research_expense", "2024", "152.15"),
      G("research_expense", "2024", { v: "18.9", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+8.92%" },
  ),
  c("t", A, "fS", "annual", "销售费用614.22亿元与上年大体持平，管理费用降到580.21亿元，降幅约2.8%。", [
    V("selling_expense", "2024", "614.22"),
    G("selling_expense", "2024", { size: "基本持平" }),
    V("admin_expense", "2024", "580.21"),
    G("admin_expense", "2024", { v: "-2.8", cmp: "approx" }),
  ]),
  c("t", A, "tM", "annual", "营业利润722.57亿元，2021年后连续三年下降，较2021年的1124.14亿元缩水约36%。", [
    V("operating_profit", "2024", "722.57"),
    DOWN("operating_profit", ["2021", "2022", "2023", "2024"]),
    G("operating_profit", "2024", { base: "2021", v: "-36", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "营业利润722.57亿元，为2019年以来最低水平。",
    [
      V("operating_profit", "2024", "722.57"),
      MIN("operating_profit", "2024", ["2019", "2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年508.03亿元更低" },
  ),
  c("t", A, "tB", "annual", "每股收益0.415元，虽较上年的0.505元回落，但仍高于2020年的0.275元。", [
    V("basic_eps", "2024", "0.415", "元"),
    V("basic_eps", "2023", "0.505", "元"),
    V("basic_eps", "2020", "0.275", "元"),
    PAIR("basic_eps", "2024", undefined, { period2: "2020", mode: "gt" }),
  ]),
  c("t", A, "fV", "valuation", "按最新收盘5.39元和2024年每股收益0.415元计，静态PE约13倍。", [
    CLOSE("5.39"),
    PE("2024", "13"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以5.39元股价、0.415元每股收益计算，市盈率只有8倍左右，明显低估。",
    [CLOSE("5.39"), V("basic_eps", "2024", "0.415", "元"), PE("2024", "8", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "5.39/0.415≈13.0倍" },
  ),
  c("t", A, "tP", "valuation", "去年7月初PB约0.84倍，总市值约6887亿元，此后股价又跌了约5%。", [
    SNAP("pb", "0.84", "x", "eq"),
    SNAP("marketCap", "6887", "亿", "approx"),
    SPAN("2025-07-04", { v: "-5", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "5/10/20/60日均线空头排列，5.39元的收盘价只是勉强站在5日线5.38元之上。", [
    MAORDER([5, 10, 20, 60], "bear"),
    CLOSE("5.39"),
    MA(5, "above"),
    MA(5, "value", { v: "5.38" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘5.39元已站上20日均线，短线企稳信号明确。",
    [CLOSE("5.39"), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "MA20 5.63" },
  ),
  c("t", A, "tS", "technical", "RSI(14)约30，逼近超卖线；近20日均量仅为前20日的六成左右，缩量明显。", [
    RSI("30", "approx"),
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "RSI已经跌到20以下，深度超卖，技术性反弹随时可能出现。",
    [RSI("20", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14 30.04" },
  ),
  c("t", A, "tTr", "technical", "从52周高点8.11元回撤约33.5%，离52周低点5.27元只剩约2.3%。", [
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.5", cmp: "approx" }),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2.3", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "technical", "近60个交易日累计下跌约15.4%，期间振幅高达44.6%，波动异常剧烈。", [
    RET(60, { v: "-15.4", cmp: "approx" }),
    AMP(60, { v: "44.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "今年以来股价从6.68元跌到5.39元，跌幅约19%。",
    [
      CLOSE("6.68", "eq", { date: "2025-12-31", err: "wrong_period" }),
      CLOSE("5.39"),
      RET("2025-12-31", { v: "-19", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "6.68元是2024年末收盘；2025年末6.18元，年内-12.8%" },
  ),
  c("t", A, "tN", "technical", "DIF约-0.199，略低于DEA的-0.197，两线在零轴下方纠缠。", [
    MACD("dif_value", undefined, { v: "-0.199" }),
    MACD("dea_value", undefined, { v: "-0.197" }),
    MACD("dif_below_dea"),
    MACD("dif_below_zero"),
  ]),
  c("u", A, "fM", "undecidable", "2025年归母净利润预计降到300亿元以下，年报披露后将是十年低点。", [
    U("2025年报数据未存储；预测"),
  ]),
  c("u", A, "tN", "undecidable", "年报显示炼油加工量同比下降，化工板块亏损扩大。", [U("分部与产量未存储")]),
  c("u", A, "fV", "undecidable", "中国石化股息率超过6%，高于中国石油。", [U("股息率与同业未存储")]),
  c("u", A, "tS", "undecidable", "国际油价近期跌破60美元，对上游勘探板块形成压制。", [U("油价与分部未存储")]),
  c("t", A, "fSy", "industry", "2019年负债率50.04%，对炼化企业来说杠杆就是风险敞口，不能拿银行的标准去看。", [
    V("debt_ratio", "2019", "50.04", "%"),
    IND("high_debt_is_risk"),
  ]),
  c(
    "f",
    A,
    "tA",
    "industry",
    "负债率约50%，跟银行一样属于行业常态，不必为杠杆担心。",
    [V("debt_ratio", "2019", "50", "%", "approx"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "非金融企业" },
  ),
  c("t", A, "fL", "annual", "2022年营收33181.68亿元是近五年高点，2023、2024年随后连续回落。", [
    V("revenue", "2022", "33181.68"),
    MAX("revenue", "2022", ["2020", "2021", "2022", "2023", "2024"]),
    DOWN("revenue", ["2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "33181.68亿元的营收高点出现在2021年，此后三年连续下滑。",
    [
      V("revenue", "2021", "33181.68", "亿", "eq", { err: "wrong_period" }),
      DOWN("revenue", ["2021", "2022", "2023", "2024"], { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "高点在2022年；2021年27408.84亿元" },
  ),
  c("t", A, "tA", "annual", "2021年归母净利润712.08亿元，到2024年只剩503.13亿元，三年少了约209亿元。", [
    V("net_profit", "2021", "712.08"),
    V("net_profit", "2024", "503.13"),
    D("net_profit", "2024", { base: "2021", v: "-209", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "净利润同比下滑16.8%，利空已经出尽，对股价反而是实打实的利好。",
    [READ(G("net_profit", "2024", { v: "-16.8", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润下滑读作利好" },
  ),
  c("t", A, "tC", "annual", "净利率不足2%，每卖100元货只赚不到2元，抗风险的垫子很薄。", [
    V("net_margin", "2024", "2", "%", "lt"),
  ]),
  c("u", A, "tN", "announcement", "公司已公告2025年中期分红每股0.088元，全年派息率不低于65%。", [
    U("中国石化分红公告不在收录范围"),
  ]),
  c("t", A, "tN", "announcement", "2024年年度报告于2025年3月24日披露。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024年年度报告" }),
  ]),
  c("t", A, "tF", "annual", "2024年研发费用占营业收入的比重约0.49%，研发强度偏低。", [
    R("research_expense", "operating_revenue", "2024", "0.49", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "销售费用614.22亿元，占营收比重约4%，渠道费用偏重。",
    [
      V("selling_expense", "2024", "614.22"),
      R("selling_expense", "operating_revenue", "2024", "4", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "614.22/30745.62≈2.0%" },
  ),
  c("t", A, "tNe", "annual", "销售、管理、研发三项费用合计约1347亿元，与上年的约1348亿元基本相当。", [
    LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
        ["research_expense", 1],
      ],
      "2024",
      { v: "1347", cmp: "approx" },
    ),
    LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
        ["research_expense", 1],
      ],
      "2023",
      { v: "1348", cmp: "approx" },
    ),
  ]),
  c("t", A, "tC", "technical", "收盘价5.39元低于120日线6.04元和250日线5.85元，中长期仍偏弱。", [
    CLOSE("5.39"),
    MA(120, "value", { v: "6.04" }),
    MA(250, "value", { v: "5.85" }),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "MA60（6.17元）已经下穿MA250（5.85元），长期死叉确认。",
    [MA(60, "value", { v: "6.17" }), MA(250, "value", { v: "5.85" }), MAORDER([60, 250], "bear", { err: "technical" })],
    { err: "technical", note: "MA60仍在MA250上方" },
  ),
  c("u", A, "tM", "undecidable", "2026年一季度归母净利润同比转正，炼化毛利正在修复。", [U("2026Q1未存储")]),
  c("t", A, "fT", "annual", "营收3.07万亿元、归母净利润503亿元，利润只占收入的1.6%左右。", [
    V("revenue", "2024", "3.07", "万亿", "approx"),
    V("net_profit", "2024", "503", "亿", "approx"),
    R("net_profit", "revenue", "2024", "1.6", { u: "%", cmp: "approx" }),
  ]),
];
