// 中国石化: FY2019-2024 (no FY2025 stored: points naming 2025 on 2026-04-30 are undecidable), no quarters, bars
// 2024-01-02..2026-04-30, annual-report notices only. Dates: 2026-04-30, 2025-10-31, 2025-09-05, 2025-04-30, 2020-05-15.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { POS52, MCPE, X, RANK, SPAN, IN, PE, READ, PAIR, SNAP, SNAPDIV, DD, VOLR, MRET, HILO, AMP, MAHOLD } = H;
const { GSTREAK, SUM, LIN, UPDAYS } = H;
const c = H.maker("b21-sh", "600028");
const A = "2026-04-30";
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";
const Z = "2020-05-15";
const Y5 = ["2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "2024年归母净利润503.13亿元，同比下降16.8%，已连续三年下滑。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润503.13亿元，较2022年下降16.8%，盈利中枢持续下移。",
    [
      V("net_profit", "2024", "503.13"),
      G("net_profit", "2024", { base: "2022", v: "-16.8", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2022年-25.0%；-16.8%是较2023年" },
  ),
  c("t", A, "fE", "annual", "2024年营业收入30745.62亿元，同比减少约4.3%，较2022年33181.68亿元的峰值回落。", [
    V("operating_revenue", "2024", "30745.62"),
    G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
    MAX("operating_revenue", "2022", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    V("operating_revenue", "2022", "33181.68"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年营业收入约3.07万亿元，同比下降约43%，炼化需求塌方。",
    [
      V("operating_revenue", "2024", "3.07", "万亿", "approx"),
      G("operating_revenue", "2024", { v: "-43", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-4.29%，×10" },
  ),
  c("t", A, "fR", "annual", "2024年扣非归母净利润480.57亿元，同比下降约20.8%，跌幅比归母口径更深。", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-20.8", cmp: "approx" }),
    H.GDIFF(
      { metric: "deducted_net_profit", period: "2024" },
      { metric: "net_profit", period: "2024" },
      { v: "0", cmp: "lt" },
    ),
  ]),
  c("t", A, "fR", "annual", "2024年毛利率15.47%、净利率1.87%，薄利特征明显，净利率比上年低约0.3个百分点。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("net_margin", "2024", "1.87", "%"),
    PP("net_margin", "2024", { v: "-0.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年毛利率15.47%，较上年提升0.18个百分点，成本端改善开始体现。",
    [V("gross_margin", "2024", "15.47", "%"), PP("gross_margin", "2024", { v: "0.18", err: "wrong_direction" })],
    { err: "wrong_direction", note: "15.65→15.47，下降0.18pp" },
  ),
  c("t", A, "tF", "annual", "2024年研发费用152.15亿元，同比增长约8.9%，2020年以来逐年增加。", [
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
    UP("research_expense", Y5),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2024年152.15亿元的研发费用约占营业收入的5%，研发强度在央企中靠前。",
    [
      V("research_expense", "2024", "152.15"),
      R("research_expense", "operating_revenue", "2024", "5", { u: "%", cmp: "approx", err: "wrong_ratio" }),
      U("央企研发强度排名未存储"),
    ],
    { err: "wrong_ratio", note: "约0.49%" },
  ),
  c("u", A, "bull", "annual", "净利润2021年达712.08亿元的高点，三年复合下滑约11%，周期底部或已不远。", [
    MAX("net_profit", "2021", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    V("net_profit", "2021", "712.08"),
    CAGR("net_profit", "2021", "2024", { v: "-11", cmp: "approx" }),
    U("周期底部为判断"),
  ]),
  c("t", A, "tC", "annual", "2020年扣非归母净利润为-15.65亿元，扣非口径曾出现亏损。", [
    V("deducted_net_profit", "2020", "-15.65"),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "2020年扣非净利润亏损156.5亿元，周期下行时盈利极其脆弱。",
    [V("deducted_net_profit", "2020", "-156.5", "亿", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "-15.65亿，×10" },
  ),
  c("t", A, "fSy", "annual", "2024年销售费用614.22亿元、管理费用580.21亿元，两项合计约1194亿元，与上年大致持平。", [
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
    // 大致持平 = within ±2 % of 2023's 1208.28亿 (±24亿).
    H.PSUM(
      [
        ["selling_expense", "2024", 1],
        ["admin_expense", "2024", 1],
        ["selling_expense", "2023", -1],
        ["admin_expense", "2023", -1],
      ],
      IN("-24", "24"),
    ),
  ]),
  c("u", A, "fE", "annual", "2025年归母净利润预计同比再降约两成，化工板块亏损扩大。", [
    U("中国石化FY2025未存储；板块利润未存储"),
  ]),
  c("u", A, "fSy", "annual", "2025年年报显示炼油毛利回升，全年归母净利润约480亿元。", [U("中国石化FY2025未存储")]),
  c("u", A, "fR", "undecidable", "成品油销量受新能源车替代影响，已连续两年下降。", [U("成品油销量未存储")]),
  c("t", A, "fV", "valuation", "5.39元的股价约为2024年每股收益0.415元的13倍。", [
    V("basic_eps", "2024", "0.415", "元"),
    CLOSE("5.39"),
    PE("2024", "13", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "快照市净率0.84倍，对应每股净资产约8.6元，股价明显低估。",
    [SNAP("pb", "0.84", "x", "eq"), SNAPDIV("pb", "8.6", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "5.68/0.84=6.76元" },
  ),
  c("t", A, "fV", "valuation", "2025-07-04快照：市值约6887亿元、PB 0.84倍；按2024年利润算，市盈率约13.7倍。", [
    SNAP("marketCap", "6887", "亿", "approx"),
    MCPE("2024", "13.7", "approx"),
    SNAP("pb", "0.84", "x", "eq"),
  ]),
  c("u", A, "fV", "valuation", "股息率超过6%，在高股息资产中性价比突出。", [U("每股分红与股息率未存储")]),
  c("t", A, "tT", "technical", "收盘5.39元，RSI14约30，接近超卖；股价位于52周区间底部，仅高于低点5.27元约2%。", [
    CLOSE("5.39"),
    RSI("30", "approx"),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI14已跌至20以下，进入深度超卖区，技术性反弹随时可能出现。",
    [RSI("20", "lt", { err: "technical" })],
    { err: "technical", note: "RSI 30.0" },
  ),
  c("t", A, "tT", "technical", "3月3日收盘7.82元后一路回落，至今回撤约31%，近60日振幅超过40%。", [
    HILO("max", "2026-01-01", { v: "7.82" }),
    DD(60, { v: "-31", cmp: "approx" }),
    AMP(60, { v: "40", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "3月以来中国石化累计下跌约17%，3、4月单月跌幅均超过10%。",
    [
      SPAN("2026-02-27", { v: "-17", cmp: "approx" }),
      MRET("2026-03", { v: "-10", cmp: "lt", err: "overstatement" }),
      MRET("2026-04", { v: "-10", cmp: "lt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "3月-8.98%，4月-8.33%" },
  ),
  c("t", A, "tBe", "technical", "3月下跌约9%，4月再跌约8.3%，1月曾上涨约5.3%。", [
    MRET("2026-03", { v: "-9", cmp: "approx" }),
    MRET("2026-04", { v: "-8.3", cmp: "approx" }),
    MRET("2026-01", { v: "5.3", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "5、10、20、60日均线自下而上依次排列呈空头，收盘价仍低于年线5.85元。", [
    MAORDER([5, 10, 20, 60], "bear"),
    MA(250, "below"),
    MA(250, "value", { v: "5.85" }),
  ]),
  c("f", A, "tTr", "technical", "收盘5.39元已跌破5日均线，短线仍无止跌迹象。", [MA(5, "below", { err: "technical" })], {
    err: "technical",
    note: "MA5 5.38，收盘略高于MA5",
  }),
  c("t", A, "tS", "technical", "近20日均量只有前20日的约六成，抛压衰减但承接也弱。", [
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD在4月中旬低位金叉，DIF上穿DEA，底部信号初现。",
    [MACD("golden_cross", 15, { err: "technical" })],
    { err: "technical", note: "最近交叉为3月10日死叉" },
  ),
  c("t", A, "tNe", "technical", "DIF约-0.199，略低于DEA约-0.197，两线几乎黏合，方向待选。", [
    MACD("dif_value", undefined, { v: "-0.199", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "-0.197", cmp: "approx" }),
    MACD("dif_below_dea"),
  ]),
  c("t", A, "tTr", "technical", "今年以来下跌约12.8%，比2024年末的6.68元低约19%。", [
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    SPAN("2024-12-31", { v: "-19", cmp: "approx" }),
    CLOSE("6.68", "eq", { date: "2024-12-31" }),
  ]),
  c("u", A, "tN", "announcement", "中国石化3月下旬已披露2025年年报，拟每股派息0.2元。", [
    U("石化公告仅收录年报且无FY2025；派息未存储"),
  ]),
  c("u", A, "tN", "announcement", "石化本轮A股回购的上限是20亿元，对股价的托底作用有限。", [
    U("石化公告仅收录年报，回购公告无从核验"),
  ]),
  c("u", A, "vN", "undecidable", "消息面视角：国际油价一季度大跌，炼化价差收窄对业绩不利。", [U("油价与价差未存储")]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "基本面视角：2024年净利润503.13亿元、同比下降16.8%，反映经营稳健，属利好。",
    [READ(G("net_profit", "2024", { v: "-16.8", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润下滑读作利好" },
  ),
  c("t", A, "tP", "annual", "少数股东损益约72亿元：2024年净利润575.47亿元中归母503.13亿元。", [
    LIN(
      [
        ["net_income", 1],
        ["net_profit", -1],
      ],
      "2024",
      { v: "72", cmp: "approx" },
    ),
    V("net_income", "2024", "575.47"),
    V("net_profit", "2024", "503.13"),
  ]),
  c(
    "f",
    A,
    "tP",
    "annual",
    "2024年营业利润722.57亿元，同比下滑约8%，降幅小于归母净利润。",
    [
      V("operating_profit", "2024", "722.57"),
      G("operating_profit", "2024", { v: "-8", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-16.7%" },
  ),

  // 2025-10-31
  c("t", O, "tT", "technical", "10月13日MACD金叉，收盘5.47元仅站上20日线，仍低于60日、120日和250日均线。", [
    MACD("golden_cross", 15),
    MA(20, "above"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  c(
    "f",
    O,
    "tA",
    "technical",
    "石化近一年仅下跌约7%，抗跌属性明显。",
    [RET(250, { v: "-7", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "250日-17.1%" },
  ),
  c("u", O, "tF", "quarterly", "前三季度归母净利润同比下降约三成，三季度单季环比改善。", [U("中国石化季度数据未存储")]),

  // 2025-09-05
  c(
    "t",
    S,
    "tT",
    "technical",
    "52周区间里，5.69元的收盘位置不足两成；5、10、20日线全在股价上方，DIF当日再度下穿DEA。",
    [
      CLOSE("5.69"),
      POS52({ v: "20", cmp: "lt" }),
      MA(5, "below"),
      MA(10, "below"),
      MA(20, "below"),
      MACD("death_cross", 1),
    ],
  ),
  c("u", S, "fE", "quarterly", "上半年归母净利润同比下降近四成，油价下跌拖累勘探开发板块。", [
    U("中国石化半年报未存储"),
  ]),

  // 2025-04-30: FY2024 public.
  c("t", P, "tN", "announcement", "中国石化2024年年报（3月24日发布）显示，归母净利润为503.13亿元。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24" }),
    V("net_profit", "2024", "503.13"),
  ]),
  c("f", P, "tT", "technical", "收盘5.66元站上60日均线，中期趋势转多。", [MA(60, "above", { err: "technical" })], {
    err: "technical",
    note: "MA60 5.79",
  }),

  // 2020-05-15: FY2019 public, no bars.
  c("t", Z, "fR", "annual", "2019年末总资产约1.76万亿元，总负债8781.66亿元，资产负债率50.04%，杠杆适中。", [
    V("total_assets", "2019", "1.76", "万亿", "approx"),
    V("total_liabilities", "2019", "8781.66"),
    V("debt_ratio", "2019", "50.04", "%"),
  ]),
  c("t", Z, "fV", "annual", "2019年ROE 7.90%，每股经营现金流1.27元，约为每股收益0.48元的2.6倍。", [
    V("roe", "2019", "7.90", "%"),
    V("ocf_per_share", "2019", "1.27", "元"),
    R("ocf_per_share", "basic_eps", "2019", "2.6", { cmp: "approx" }),
  ]),
  c("u", Z, "fQ", "quarterly", "一季度归母净利润亏损近200亿元，疫情冲击远超市场预期。", [U("2020Q1未存储")]),
];
