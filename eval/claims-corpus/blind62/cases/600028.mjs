// 中国石化 on 2026-04-30: FY2019-2024 only (FY2025 public but not stored: points name 2024 or are undecidable);
// notices are annual reports only; bars 2024-01-02..2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { POS52, MCNOW, MCPE, PE, X, BIAS, RANK, DD, SNAP, SNAPDIV, READ, IN, SPAN, IND, AMP, HILO } = H;
const c = H.maker("b62-sh", "600028");
const A = "2026-04-30";
const Y = ["2020", "2021", "2022", "2023", "2024"];
const Y6 = ["2019", "2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "中石化2024年归母净利503.13亿元，同比下降约16.8%，已是连续第三年下滑。", [
    V("net_profit", "2024", 503.13),
    G("net_profit", "2024", { v: -16.8, cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利503.13亿元，同比增长16.8%，炼化景气回升。",
    [V("net_profit", "2024", 503.13), G("net_profit", "2024", { v: 16.8, cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "由604.63亿降至503.13亿" },
  ),
  c("u", A, "bull", "undecidable", "中石化2025年归母净利预计回升到550亿元以上，拐点已现。", [U("FY2025年报未存储")]),
  c("t", A, "bull", "annual", "2024年营业收入30745.62亿元，体量仍在3万亿以上，只比2023年少约4.3%。", [
    V("operating_revenue", "2024", 30745.62),
    V("operating_revenue", "2024", 30000, "亿", "gt"),
    G("operating_revenue", "2024", { v: -4.3, cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年营收30745.62亿元，较2022年高点下滑约4.3%。",
    [
      V("operating_revenue", "2024", 30745.62),
      MAX("operating_revenue", "2022", Y6),
      G("operating_revenue", "2024", { base: "2022", v: -4.3, cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-4.3%是较2023年；较2022年为-7.3%" },
  ),
  c("t", A, "bear", "annual", "营收从2022年33181.68亿的峰值一路降到30745.62亿，两年少了约7.3%。", [
    V("operating_revenue", "2022", 33181.68),
    MAX("operating_revenue", "2022", Y6),
    DOWN("operating_revenue", ["2022", "2023", "2024"]),
    G("operating_revenue", "2024", { base: "2022", v: -7.3, cmp: "approx" }),
  ]),
  c("t", A, "bear", "annual", "2024年净利率仅1.87%，为2020年以来最低，毛利率15.47%也比2023年下降0.18个百分点。", [
    V("net_margin", "2024", 1.87, "%"),
    MIN("net_margin", "2024", Y),
    V("gross_margin", "2024", 15.47, "%"),
    PP("gross_margin", "2024", { v: -0.18, cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年毛利率15.47%，较2023年提升约0.2个百分点，成本管控见效。",
    [
      V("gross_margin", "2024", 15.47, "%"),
      PP("gross_margin", "2024", { v: 0.2, cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "15.65%→15.47%" },
  ),
  c("t", A, "fE", "annual", "扣非归母净利480.57亿元，同比降约20.8%，降幅比归母净利的16.8%更深。", [
    V("deducted_net_profit", "2024", 480.57),
    G("deducted_net_profit", "2024", { v: -20.8, cmp: "approx" }),
    G("net_profit", "2024", { v: -16.8, cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年基本每股收益0.51元，与2023年持平。",
    [V("basic_eps", "2024", 0.51, "元", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "0.51元是2023年EPS，2024年为0.41元" },
  ),
  c("t", A, "fE", "annual", "EPS由2021年0.59元降到2024年0.41元，三年少了三成左右。", [
    V("basic_eps", "2021", 0.59, "元"),
    V("basic_eps", "2024", 0.41, "元"),
    G("basic_eps", "2024", { base: "2021", v: -30, cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "2020年扣非净利为-15.65亿元，是六年里唯一亏损的年份；2021年归母净利翻倍至712.08亿元。", [
    V("deducted_net_profit", "2020", -15.65),
    MIN("deducted_net_profit", "2020", Y6),
    V("deducted_net_profit", "2024", 0, "亿", "gt"),
    V("deducted_net_profit", "2019", 0, "亿", "gt"),
    V("deducted_net_profit", "2021", 0, "亿", "gt"),
    V("deducted_net_profit", "2022", 0, "亿", "gt"),
    V("deducted_net_profit", "2023", 0, "亿", "gt"),
    V("net_profit", "2021", 712.08),
    G("net_profit", "2021", { size: "翻倍" }),
  ]),
  c("u", A, "fE", "undecidable", "2026年一季度中石化归母净利约130亿元，同比降幅收窄。", [U("中石化季报未存储")]),
  c("t", A, "fV", "valuation", "以2024年EPS 0.41元计，4月30日收盘5.39元对应PE约13倍，去年7月快照PB仅0.84倍。", [
    V("basic_eps", "2024", 0.41, "元"),
    CLOSE(5.39),
    PE("2024", 13, "approx"),
    SNAP("pb", 0.84, "x", "eq"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "中石化PB 0.84倍，破净幅度有限，对应每股净资产约5.2元。",
    [SNAP("pb", 0.84, "x", "eq"), SNAPDIV("pb", 5.2, "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照日收盘5.68/0.84≈6.76元" },
  ),
  c("t", A, "fV", "valuation", "去年7月4日快照总市值约6887亿元，按2024年净利503亿算PE约13.7倍。", [
    SNAP("marketCap", 6887, "亿", "approx"),
    V("net_profit", "2024", 503, "亿", "approx"),
    MCPE("2024", 13.7, "approx"),
  ]),
  c("u", A, "fV", "undecidable", "中石化股息率超过6%，对比中国石油约5%更有吸引力。", [
    U("股息率与中国石油不在存储数据中"),
  ]),
  c("t", A, "fR", "technical", "60个交易日内从高点回撤约31%，区间振幅高达44.6%，波动远超一只蓝筹应有的水平。", [
    DD(60, { v: -31, cmp: "approx" }),
    AMP(60, { v: 44.6, cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "technical",
    "近60日最大回撤不足一成，中石化的低波动属性依旧。",
    [DD(60, { v: -10, cmp: "gt", err: "technical" })],
    { err: "technical", note: "60日回撤-31.07%" },
  ),
  c("u", A, "fR", "undecidable", "国际油价若跌破60美元，中石化上游板块利润将大幅收缩。", [
    U("油价情景与分部利润未存储"),
  ]),
  c("t", A, "fM", "technical", "收盘5.39元，距52周低点5.27元仅约2.3%，处于52周区间最底部约4%分位。", [
    CLOSE(5.39),
    LO52({ cond: "level", v: 5.27 }),
    LO52({ v: 2.3, cmp: "approx" }),
    POS52({ v: 4, cmp: "approx" }),
  ]),
  c("u", A, "fM", "undecidable", "模型预测5月中石化将反弹至6元上方。", [U("预测，且5月在日线之后")]),
  c("t", A, "fS", "technical", "RSI14约30，临近超卖；近20日成交量只有前20日的六成，市场关注度明显退潮。", [
    RSI(30, "approx"),
    H.VOLR({ v: 0.6, cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c(
    "f",
    A,
    "fS",
    "technical",
    "近20日成交放大到前20日的1.6倍，恐慌盘集中涌出。",
    [H.VOLR({ v: 1.6, cmp: "approx", err: "technical" })],
    { err: "technical", note: "量比约0.61，是缩量" },
  ),
  c("t", A, "fSy", "annual", "2024年收入、归母净利、扣非净利三项同比全部下滑，净利率不足2%。", [
    G("operating_revenue", "2024", { dir: "down" }),
    G("net_profit", "2024", { dir: "down" }),
    G("deducted_net_profit", "2024", { dir: "down" }),
    V("net_margin", "2024", 2, "%", "lt"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "净利润都腰斩了，还谈什么高股息防御？",
    [G("net_profit", "2024", { size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "2024年净利-16.8%" },
  ),
  c("t", A, "fT", "annual", "2024年净利降16.8%而非腰斩，真正骤降的是2020年，当年降约42%。", [
    G("net_profit", "2024", { v: -16.8, cmp: "approx" }),
    G("net_profit", "2020", { size: "骤降" }),
    G("net_profit", "2020", { v: -42, cmp: "approx" }),
  ]),
  c("t", A, "fL", "technical", "主导裁定：价格在5.27元低点附近、均线空头排列，2024年利润连降三年，维持回避。", [
    LO52({ v: 3, cmp: "lt" }),
    MAORDER([5, 10, 20, 60], "bear"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c("t", A, "tF", "annual", "研发费用152.15亿元，连续四年增长，较2020年的100.87亿增长约51%。", [
    V("research_expense", "2024", 152.15),
    UP("research_expense", Y),
    V("research_expense", "2020", 100.87),
    G("research_expense", "2024", { base: "2020", v: 51, cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2024年销售费用614.22亿元，同比下降约5%，降本成效显著。",
    [
      V("selling_expense", "2024", 614.22),
      G("selling_expense", "2024", { v: -5, cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "611.64→614.22，+0.4%" },
  ),
  c("t", A, "tF", "annual", "管理费用580.21亿元，同比减少约16亿元，销售费用614.22亿元则基本持平。", [
    V("admin_expense", "2024", 580.21),
    D("admin_expense", "2024", { v: -16, cmp: "approx" }),
    V("selling_expense", "2024", 614.22),
    G("selling_expense", "2024", { size: "基本持平" }),
  ]),
  c("t", A, "tF", "annual", "营业利润722.57亿元、利润总额705.13亿元，同比分别下降约16.7%和18.1%。", [
    V("operating_profit", "2024", 722.57),
    V("total_profit", "2024", 705.13),
    G("operating_profit", "2024", { v: -16.7, cmp: "approx" }),
    G("total_profit", "2024", { v: -18.1, cmp: "approx" }),
  ]),
  c("u", A, "tN", "undecidable", "中石化公告拟回购A股，金额不超过20亿元。", [
    U("中石化只收录年报公告，回购公告不在采集范围"),
  ]),
  c("t", A, "tN", "announcement", "中石化于2025年3月24日披露2024年年度报告，当年归母净利503.13亿元。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024年年度报告" }),
    V("net_profit", "2024", 503.13),
  ]),
  c("t", A, "tT", "technical", "5、10、20、60日均线空头排列，股价相对60日线的乖离率约-12.6%。", [
    MAORDER([5, 10, 20, 60], "bear"),
    BIAS(60, { v: -12.6, cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "中石化上周站上年线5.85元，中期企稳。",
    [MA(250, "value", { v: 5.85 }), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘5.39在年线下方" },
  ),
  c("t", A, "tT", "technical", "52周高点8.11元至今跌去约33.5%，MACD的DIF仍略低于DEA，反转信号未出。", [
    HI52({ cond: "level", v: 8.11 }),
    HI52({ v: -33.5, cmp: "approx" }),
    MACD("dif_below_dea"),
  ]),
  c("t", A, "tS", "technical", "今年以来跌了约12.8%，较2024年末6.68元更是下跌约19%。", [
    SPAN("2025-12-31", { v: -12.8, cmp: "approx" }),
    SPAN("2024-12-31", { v: -19, cmp: "approx" }),
  ]),
  c("t", A, "tB", "annual", "研发费用152.15亿元为2020年以来最高，转型投入没有因利润下滑而收缩。", [
    V("research_expense", "2024", 152.15),
    MAX("research_expense", "2024", Y),
    G("research_expense", "2024", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2021年至2024年归母净利稳定在600亿元以上，盈利底座扎实。",
    [
      V("net_profit", "2024", 600, "亿", "gt", { err: "overstatement" }),
      V("net_profit", "2021", 600, "亿", "gt"),
      V("net_profit", "2022", 600, "亿", "gt"),
      V("net_profit", "2023", 600, "亿", "gt"),
    ],
    { err: "overstatement", note: "2024年仅503.13亿" },
  ),
  c("t", A, "tBe", "annual", "2024年归母净利503.13亿元，还不到2021年712.08亿元的七成五。", [
    V("net_profit", "2024", 503.13),
    V("net_profit", "2021", 712.08),
    X("net_profit", "2024", "2021", { v: 0.75, cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "净利率1.87%，意味着每100元收入只赚0.187元。",
    [
      V("net_margin", "2024", 1.87, "%"),
      R("net_income", "revenue", "2024", 0.187, { u: "%", cmp: "eq", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "每100元收入赚1.87元" },
  ),
  c("t", A, "tM", "annual", "2024年少数股东损益约72亿元（净利575.47亿减归母503.13亿），低于上年的约96亿元。", [
    H.LIN(
      [
        ["net_income", 1],
        ["net_profit", -1],
      ],
      "2024",
      { v: 72, cmp: "approx" },
    ),
    V("net_income", "2024", 575.47),
    V("net_profit", "2024", 503.13),
    H.LIN(
      [
        ["net_income", 1],
        ["net_profit", -1],
      ],
      "2023",
      { v: 96, cmp: "approx" },
    ),
  ]),
  c("t", A, "tTr", "technical", "5.39元只比5日线5.38元高一分，上方10日线5.44元、20日线5.63元层层压制，观望。", [
    CLOSE(5.39),
    MA(5, "value", { v: 5.38 }),
    MA(5, "above"),
    MA(10, "value", { v: 5.44 }),
    MA(20, "value", { v: 5.63 }),
    MA(10, "below"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近20日已经涨了8%，趋势刚起，敢于重仓。",
    [RET(20, { v: 8, cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近20日-8.49%" },
  ),
  c("t", A, "tC", "technical", "近60个交易日下跌约15.4%，缩量阴跌中不宜抄底。", [
    RET(60, { v: -15.4, cmp: "approx" }),
    VOL("shrink"),
  ]),
  c("u", A, "tNe", "undecidable", "若成品油需求二季度回暖，炼油毛利有望修复，仓位维持不变。", [
    U("炼油毛利与需求情景未存储"),
  ]),
  c("t", A, "tP", "valuation", "PE约13倍、PB不到1倍，但利润仍在下行，低配。", [
    PE("2024", 13, "approx"),
    SNAP("pb", 1, "x", "lt"),
    G("net_profit", "2024", { dir: "down" }),
  ]),
  c("t", A, "vF", "annual", "2021年以来毛利率从19.13%降至15.47%，三年下滑约3.7个百分点。", [
    V("gross_margin", "2021", 19.13, "%"),
    V("gross_margin", "2024", 15.47, "%"),
    PP("gross_margin", "2024", { base: "2021", v: -3.7, cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "中石化收盘价创52周新低，空头加速。",
    [LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "收盘5.39高于52周低点5.27" },
  ),
  c("u", A, "vN", "undecidable", "集团拟向上市公司注入炼化资产，市场解读偏正面。", [U("资产注入传闻不在公告数据中")]),
];
