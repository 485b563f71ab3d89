// 中国石化: FY2019 (营业收入 and a few) and FY2020-2024 annual, no quarters, bars from 2024-01-02, annual-report
// notices only. FY2025 is public on 2026-04-30 but not stored: points name 2024 or are undecidable. Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, RANK } = H;
const { MCNOW, PE, SNAP, DD, POS52, HILO, MRET, MAXDAY, MAHOLD, LIN, IN, READ, CAGR, SUM, AVG, IND } = H;
const c = H.maker("b87-sp", "600028");
const A = "2026-04-30";
const Y5 = ["2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "2024年归母净利润503.13亿元，同比下降16.8%，已是连续第三年下滑。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润503亿，较2021年高点712亿几乎腰斩。",
    [
      V("net_profit", "2021", "712", "亿", "approx"),
      MAX("net_profit", "2021", Y5),
      G("net_profit", "2024", { base: "2021", size: "腰斩", err: "overstatement" }),
    ],
    { err: "overstatement", note: "较2021年-29.3%，远未腰斩" },
  ),
  c("t", A, "bull", "annual", "2024年营收3.07万亿元，虽同比下降4.3%，体量仍在三万亿之上。", [
    V("revenue", "2024", "3.07", "万亿"),
    G("revenue", "2024", { v: "-4.3" }),
    V("revenue", "2024", "3", "万亿", "gt"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年营业收入30745.62亿元，同比增长4.3%，炼化需求回暖。",
    [
      V("operating_revenue", "2024", "30745.62"),
      G("operating_revenue", "2024", { v: "4.3", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-4.28%" },
  ),
  c("t", A, "bear", "annual", "营收在2022年达到33181.68亿元的峰值后，已连续两年回落。", [
    V("revenue", "2022", "33181.68"),
    MAX("revenue", "2022", Y5),
    DOWN("revenue", ["2022", "2023", "2024"]),
  ]),
  c("t", A, "fE", "annual", "2024年毛利率15.47%，比2023年的15.65%小降0.18个百分点。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    PP("gross_margin", "2024", { v: "-0.18" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年净利率1.87%，同比下降0.31%，薄利特征更加明显。",
    [V("net_margin", "2024", "1.87", "%"), G("net_margin", "2024", { v: "-0.31", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "-0.31是百分点；相对降幅约14.2%" },
  ),
  c("t", A, "fE", "annual", "净利率从2021年的3.10%降到2024年的1.87%，三年里少了1.23个百分点。", [
    V("net_margin", "2021", "3.10", "%"),
    V("net_margin", "2024", "1.87", "%"),
    PP("net_margin", "2024", { base: "2021", v: "-1.23" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年扣非归母净利润480.57亿元，同比降幅不到一成。",
    [
      V("deducted_net_profit", "2024", "480.57"),
      G("deducted_net_profit", "2024", { v: "-10", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "606.92→480.57，-20.8%" },
  ),
  c("t", A, "fR", "annual", "扣非净利润480.57亿，比归母净利503.13亿少约22.6亿，非经常损益占比不高。", [
    V("deducted_net_profit", "2024", "480.57"),
    LIN(
      [
        ["net_profit", 1],
        ["deducted_net_profit", -1],
      ],
      "2024",
      { v: "22.6", cmp: "approx" },
    ),
    R("deducted_net_profit", "net_profit", "2024", "95.5", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "2020年扣非归母净利润为-15.65亿元，主业一度亏损。", [
    V("deducted_net_profit", "2020", "-15.65"),
  ]),
  c("t", A, "fV", "annual", "2024年基本每股收益0.41元，低于2023年的0.51元。", [
    V("basic_eps", "2024", "0.41", "元"),
    V("basic_eps", "2023", "0.51", "元"),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "每股收益从2021年的0.59元降至2024年的0.41元，跌幅约20%。",
    [
      V("basic_eps", "2021", "0.59", "元"),
      V("basic_eps", "2024", "0.41", "元"),
      G("basic_eps", "2024", { base: "2021", v: "-20", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "0.59→0.415，约-30%" },
  ),
  c("t", A, "fSy", "annual", "研发费用由2020年100.87亿增至2024年152.15亿，连续四年增加。", [
    V("research_expense", "2020", "100.87"),
    V("research_expense", "2024", "152.15"),
    UP("research_expense", Y5),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2024年研发费用152亿，占营收约5%，转型投入力度可观。",
    [
      V("research_expense", "2024", "152", "亿", "approx"),
      R("research_expense", "revenue", "2024", "5", { u: "%", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "152.15/30745.62=0.49%，差十倍" },
  ),
  c("t", A, "tF", "annual", "2024年研发费用占营业收入不足0.5%，仍是典型的资源型企业。", [
    R("research_expense", "operating_revenue", "2024", "0.5", { u: "%", cmp: "lt" }),
  ]),
  c("t", A, "tF", "annual", "2024年营业利润722.57亿，同比减少约16.7%，与归母净利降幅相近。", [
    V("operating_profit", "2024", "722.57"),
    G("operating_profit", "2024", { v: "-16.7", cmp: "approx" }),
    G("net_profit", "2024", { v: "-16.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "利润总额2024年705.13亿元，较2023年下降约12%。",
    [V("total_profit", "2024", "705.13"), G("total_profit", "2024", { v: "-12", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "861.16→705.13，-18.1%" },
  ),
  c("t", A, "tBe", "annual", "2020—2024五年归母净利合计约2823亿，年均仅565亿左右。", [
    SUM("net_profit", Y5, { v: "2823", cmp: "approx" }),
    AVG("net_profit", Y5, { u: "亿", v: "565", cmp: "approx" }),
  ]),
  c("t", A, "tB", "annual", "2021年归母净利712亿，比2020年的333亿翻了一倍多。", [
    V("net_profit", "2021", "712", "亿", "approx"),
    V("net_profit", "2020", "333", "亿", "approx"),
    G("net_profit", "2021", { size: "翻倍" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "销售费用614亿，2024年同比大降，降本增效成效明显。",
    [
      V("selling_expense", "2024", "614", "亿", "approx"),
      G("selling_expense", "2024", { size: "大幅下滑", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "611.64→614.22，微增0.4%" },
  ),
  c("t", A, "tM", "annual", "管理费用580.21亿元，同比下降约2.8%，费用端控制尚可。", [
    V("admin_expense", "2024", "580.21"),
    G("admin_expense", "2024", { v: "-2.8", cmp: "approx" }),
  ]),
  c("t", A, "vF", "annual", "2024年营业成本下降4.1%，略慢于营收4.3%的降幅，毛利率因此小幅收窄。", [
    G("operating_cost", "2024", { v: "-4.1", cmp: "approx" }),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    PP("gross_margin", "2024", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "2024年毛利率15.47%，为近五年最低水平。",
    [V("gross_margin", "2024", "15.47", "%"), MIN("gross_margin", "2024", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2022年15.03%更低" },
  ),
  c("t", A, "fQ", "annual", "别把2022年毛利率15.03%当常态，2020年还有19.91%，查数据便知。", [
    V("gross_margin", "2022", "15.03", "%"),
    V("gross_margin", "2020", "19.91", "%"),
    MIN("gross_margin", "2022", Y5),
  ]),
  // ---- FY2025 not stored --------------------------------------------------------------------------------------
  c("u", A, "bear", "annual", "2025年归母净利润进一步下滑至约400亿元，炼化毛利承压。", [U("中国石化2025年报未存储")]),
  c("u", A, "fE", "quarterly", "2026年一季度营收同比下降约8%，油价回落拖累销售端。", [U("季度数据未存储")]),
  c("u", A, "tN", "announcement", "3月已公布2025年度末期股息每股0.14元，股息率约5%。", [U("中国石化只收录年报公告")]),
  // ---- technical -----------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘5.39元，MA5<MA10<MA20<MA60，短中期均线空头排列。", [
    CLOSE("5.39"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c("f", A, "tT", "technical", "RSI已跌破30进入超卖区，技术性反弹一触即发。", [RSI("30", "lt", { err: "technical" })], {
    err: "technical",
    note: "RSI14=30.04，尚未跌破30",
  }),
  c("t", A, "tT", "technical", "RSI约30，逼近超卖区；DIF与DEA均在零轴下方，DIF略低于DEA。", [
    RSI("30", "approx"),
    MACD("dif_below_zero"),
    MACD("dea_value", undefined, { v: "0", cmp: "lt" }),
    MACD("dif_below_dea"),
  ]),
  c("t", A, "tT", "technical", "近10个交易日收盘全部运行在20日线下方，均线压制明显。", [MAHOLD(20, 10, "below")]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "股价创出52周新低，收盘跌破了年内最低点。",
    [LO52({ cond: "new_low", err: "wrong_extreme" }), HILO("min", "2026-01-01", { v: "5.39", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "收盘5.39，52周收盘低点5.34（4月27日），未创新低" },
  ),
  c("t", A, "tTr", "technical", "收盘距52周低点5.27元仅约2.3%，处在一年区间的最底部附近。", [
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2.3", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  c("t", A, "tS", "technical", "近20日成交缩量近四成，量能萎缩到前期的六成左右。", [
    VOL("shrink_strong"),
    H.VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20个交易日股价跌约8.5%，走势偏强，对情绪面是利好。",
    [RET(20, { v: "-8.5", cmp: "approx" }), READ(RET(20), "positive", { err: "stance" })],
    { err: "stance", note: "20日-8.49%，把下跌读作偏强、利好是立场错误" },
  ),
  c(
    "t",
    A,
    "tC",
    "technical",
    "60日内收盘从7.82元高点回撤约31%，3月初那根涨停已被完全吞没。",
    [
      DD(60, { v: "-31", cmp: "approx" }),
      HILO("max", "2026-01-01", { v: "7.82" }),
      MAXDAY(60, "up", { v: "10", cmp: "approx" }),
      H.SPAN("2026-02-27", { dir: "down" }),
    ],
    { note: "“完全吞没”：收盘低于涨停前一日（2月27日）收盘" },
  ),
  c(
    "f",
    A,
    "tC",
    "technical",
    "最近60个交易日累计下跌约31%，跌势惨烈。",
    [RET(60, { v: "-31", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "60日收益-15.38%；-31%是自高点的回撤" },
  ),
  c("t", A, "tNe", "technical", "3月跌8.98%、4月再跌8.33%，今年以来累计下跌约12.8%。", [
    MRET("2026-03", { v: "-8.98" }),
    MRET("2026-04", { v: "-8.33" }),
    RET("2025-12-31", { v: "-12.8", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "最近250个交易日下跌约5.9%，52周高点8.11元距今跌去三分之一。", [
    RET(250, { v: "-5.9", cmp: "approx" }),
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.3", cmp: "approx" }),
  ]),
  c("f", A, "vT", "technical", "MACD在3月10日金叉后一直保持多头。", [MACD("golden_cross", 40, { err: "technical" })], {
    err: "technical",
    note: "3月10日是死叉，此后无金叉",
  }),
  // ---- valuation -----------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "以2024年每股收益0.415元计，5.39元对应静态PE约13倍。", [
    V("basic_eps", "2024", "0.415", "元"),
    PE("2024", "13"),
  ]),
  c(
    "f",
    A,
    "tB",
    "valuation",
    "按2024年业绩，中国石化当前PE不到10倍，明显低估。",
    [MCNOW("2024", "10", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE约12.99倍" },
  ),
  c("t", A, "tBe", "valuation", "去年7月快照市净率0.84倍、市值约6887亿，破净并不等于便宜。", [
    SNAP("pb", "0.84", "x", "eq"),
    SNAP("marketCap", "6887", "亿"),
  ]),
  // ---- announcements / industry / open -----------------------------------------------------------------------
  c("t", A, "tN", "announcement", "2024年年度报告已于2025年3月24日披露。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024年年度报告" }),
  ]),
  c("u", A, "tN", "announcement", "中国石化去年底公告回购A股，目前回购进度过半。", [U("中国石化只收录年报公告")]),
  c(
    "f",
    A,
    "tA",
    "industry",
    "作为能源央企，高负债是行业常态，无需担心其杠杆风险。",
    [IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "约90%负债率属行业常态的是银行和保险，不是炼化" },
  ),
  c("u", A, "fM", "undecidable", "若布伦特油价跌破60美元，上游勘探板块利润或减少两成。", [U("情景与分板块利润")]),
  c("u", A, "tBe", "undecidable", "中石油炼化毛利率高出中国石化约2个百分点，成本劣势明显。", [U("同行不在样本内")]),
  c("u", A, "tS", "undecidable", "股吧情绪跌至冰点，机构持仓比例已降到近五年最低。", [U("情绪与持仓未存储")]),
  // ---- one slip per point, and a few more open points ------------------------------------------------------------
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年归母净利503亿，净利率约18.7%，炼化盈利能力被低估。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      V("net_margin", "2024", "18.7", "%", "approx", { err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "净利率1.87%，差十倍" },
  ),
  c("t", A, "fR", "industry", "石化不是金融企业，不能拿银行九成负债率的行业常态替它的杠杆开脱。", [
    IND("high_debt_is_risk"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2024年基本每股收益0.51元，同比下降约18%。",
    [
      V("basic_eps", "2024", "0.51", "元", "eq", { err: "wrong_period" }),
      G("basic_eps", "2024", { v: "-18", cmp: "approx" }),
    ],
    { err: "wrong_period", note: "0.51元是2023年；2024年0.415元" },
  ),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘5.39元已站上5日和10日均线，短线企稳。",
    [MA(5, "above"), MA(10, "above", { err: "technical" })],
    { err: "technical", note: "MA10 5.44，收盘在其下" },
  ),
  c("u", A, "fE", "undecidable", "2025年研发费用约165亿元，连续五年增长。", [U("2025年报未存储")]),
];
