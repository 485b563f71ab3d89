// 中国石化: FY2019-2024 (sample; FY2025 not stored though public on 2026-04-30, so points name 2024 or are undecidable),
// bars 2024-01-02..2026-04-30, notices: annual reports only (a missing other notice is undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, READ } = H;
const { MCNOW, SNAP, CAGR, RANK, X, SPAN, DD, POS52, BIAS, HILO, LIN, IN, MAX_CROSS, MRET, VOLR, GSTREAK, MAHOLD } = H;
const c = H.maker("b66-sh", "600028");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "annual", "中国石化2024年归母净利润503.13亿元，同比下滑约16.8%，已是连续第三年下降。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润604.63亿元，同比下降约9.9%，炼化景气继续走弱。",
    [
      V("net_profit", "2024", "604.63", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2024", { v: "-9.9", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "604.63亿元、-9.9%是2023年；2024年503.13亿元、-16.8%" },
  ),
  c("t", A, "bull", "annual", "2024年营收30745.62亿元，只比2023年少约4.3%，3万亿级的体量仍在。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("revenue", "2024", "30000", "亿", "gt"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年营业收入3074.56亿元，同比下降约4.3%，规模依旧是行业第一。",
    [
      V("revenue", "2024", "3074.56", "亿", "eq", { err: "wrong_magnitude" }),
      G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
      U("同业规模未存储"),
    ],
    { err: "wrong_magnitude", note: "30745.62亿元" },
  ),
  c("t", A, "fE", "annual", "扣非归母净利润480.57亿元，同比下降约20.8%，降幅比归母净利润还大约4个百分点。", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-20.8", cmp: "approx" }),
    GDIFF_DN(),
  ]),
  c("t", A, "fE", "annual", "毛利率15.47%，比2023年的15.65%微降0.18个百分点；净利率1.87%，为2020年以来最低。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    PP("gross_margin", "2024", { v: "-0.18", cmp: "approx" }),
    V("net_margin", "2024", "1.87", "%"),
    MIN("net_margin", "2024", ["2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年毛利率15.47%，是2020年以来最高的一年。",
    [
      V("gross_margin", "2024", "15.47", "%"),
      MAX("gross_margin", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年19.91%最高；2024年仅高于2022年" },
  ),
  c("t", A, "fR", "annual", "净利率从2021年的3.10%一路降到2024年的1.87%，每卖100元东西只赚不到2元。", [
    V("net_margin", "2021", "3.10", "%"),
    V("net_margin", "2024", "1.87", "%"),
    DOWN("net_margin", ["2021", "2022", "2023", "2024"]),
    V("net_margin", "2024", "2", "%", "lt"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "营业利润722.57亿元，较2022年下降约16.7%，盈利中枢明显下移。",
    [
      V("operating_profit", "2024", "722.57"),
      G("operating_profit", "2024", { base: "2022", v: "-16.7", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-16.7%是较2023年；较2022年-25.1%" },
  ),
  c("t", A, "tF", "annual", "研发费用152.15亿元，同比增长约8.9%，2020年以来逐年上升，四年增加约51亿元。", [
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
    D("research_expense", "2024", { base: "2020", v: "51", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "研发费用152.15亿元，占营收比重约5%，研发强度在央企里不算低。",
    [
      V("research_expense", "2024", "152.15"),
      R("research_expense", "revenue", "2024", "5", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "152.15/30745.62=0.49%" },
  ),
  c("t", A, "tF", "annual", "销售费用614.22亿元与上年基本持平，管理费用580.21亿元下降约2.8%，费用端控制得住。", [
    V("selling_expense", "2024", "614.22"),
    G("selling_expense", "2024", { size: "基本持平" }),
    V("admin_expense", "2024", "580.21"),
    G("admin_expense", "2024", { v: "-2.8", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "annual", "每股收益从2021年的0.59元降到2024年的0.41元，三年少了约三成。", [
    V("basic_eps", "2021", "0.59", "元"),
    V("basic_eps", "2024", "0.41", "元"),
    G("basic_eps", "2024", { base: "2021", v: "-30", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2024年基本每股收益0.41元，同比提升约0.09元，盈利修复了。",
    [
      V("basic_eps", "2024", "0.41", "元"),
      D("basic_eps", "2024", { u: "元", v: "0.09", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "由0.51元降至0.41元" },
  ),
  c("t", A, "tB", "annual", "2020年归母净利润只有332.71亿元，2024年的503.13亿元仍比那时高约51%。", [
    V("net_profit", "2020", "332.71"),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { base: "2020", v: "51", cmp: "approx" }),
  ]),
  c("t", A, "tB", "annual", "2020年扣非净利润曾为-15.65亿元，2024年扣非480.57亿元，主业赚钱能力早已修复。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("deducted_net_profit", "2024", "480.57"),
  ]),
  c("t", A, "tT", "technical", "收盘5.39元，5、10、20、60日均线空头排列，MA60在6.17元，压力层层叠叠。", [
    CLOSE("5.39"),
    MAORDER([5, 10, 20, 60], "bear"),
    MA(60, "value", { v: "6.17" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "石化股价已跌破52周低点5.27元，创出一年新低。",
    [LO52({ cond: "level", v: "5.27" }), LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "收盘5.39元，高于52周最低收盘5.29元" },
  ),
  c("t", A, "tT", "technical", "RSI14约30，逼近超卖线；距52周低点5.27元仅约2.3%，处于年内区间最底部。", [
    RSI("30", "approx"),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2.3", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  c("t", A, "tT", "technical", "3月3日收盘7.82元是年内高点，至今回撤约31%，3月、4月月线分别跌约9%和8.3%。", [
    HILO("max", "2026-01-01", { v: "7.82" }),
    DD("2026-01-01", { v: "-31", cmp: "approx" }),
    MRET("2026-03", { v: "-9", cmp: "approx" }),
    MRET("2026-04", { v: "-8.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日成交明显放大，20日均量是前20日的1.6倍，有资金抄底。",
    [VOLR({ v: "1.6", cmp: "approx", err: "technical" }), U("资金流向未存储")],
    { err: "technical", note: "20日均量/前20日=0.608，缩量" },
  ),
  c("t", A, "tS", "technical", "缩量下跌：20日均量只有前20日的约六成，抛压在衰减但承接也弱。", [
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
    RET(20, { dir: "down" }),
  ]),
  c("t", A, "tTr", "technical", "MACD在3月10日死叉后DIF约-0.20仍略低于DEA，年线5.85元已被跌破。", [
    MACD("death_cross", 40),
    MACD("dif_value", 0, { v: "-0.20", cmp: "approx" }),
    MACD("dif_below_dea", 0),
    MA(250, "value", { v: "5.85" }),
    MA(250, "below"),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "今年以来股价从6.18元跌至5.39元，跌幅约22.3%。",
    [
      CLOSE("5.39"),
      CLOSE("6.18", "eq", { date: "2025-12-31" }),
      SPAN("2025-12-31", { v: "-22.3", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "(5.39/6.18-1)=-12.78%" },
  ),
  c("t", A, "tM", "technical", "近60个交易日下跌约15.4%，近一年（250个交易日）也跌了约5.9%。", [
    RET(60, { v: "-15.4", cmp: "approx" }),
    RET(250, { v: "-5.9", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "按4月30日收盘价和2024年归母净利润算，市盈率约13倍；2025年7月快照市净率0.84倍，破净。", [
    MCNOW("2024", "13", "approx"),
    SNAP("pb", "0.84", "x", "eq"),
    SNAP("pb", "1", "x", "lt"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "2025年7月快照市值约688.7亿元，不到700亿的央企炼化龙头被严重低估。",
    [SNAP("marketCap", "688.7", "亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "6886.7亿元" },
  ),
  c("u", A, "fV", "undecidable", "中国石化股息率超过6%，在三桶油里最高，适合长期配置。", [U("股息率与同业未存储")]),
  c("u", A, "fM", "undecidable", "石化2025年全年归母净利润降至400亿元以下，创2020年以来新低。", [U("FY2025未存储")]),
  c("u", A, "fM", "undecidable", "2026年一季度炼油毛利回升，一季报利润同比有望转正。", [U("2026Q1未存储，且为预测")]),
  c("u", A, "tF", "undecidable", "分板块看，2024年炼油板块经营收益同比下滑、化工板块亏损收窄，结构分化。", [
    U("分部数据未存储"),
  ]),
  c("u", A, "tN", "undecidable", "公司近期公告回购A股并注销，央企市值管理开始落地。", [U("中国石化仅收录年报公告")]),
  c("t", A, "tN", "announcement", "2025年3月24日披露的2024年年报显示，当年归母净利润503.13亿元。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24" }),
    V("net_profit", "2024", "503.13"),
  ]),
  c("t", A, "tP", "annual", "2021年至2024年利润712→671→605→503亿元，每年都在下降，组合里宜低配。", [
    V("net_profit", "2021", "712", "亿", "approx"),
    V("net_profit", "2022", "671", "亿", "approx"),
    V("net_profit", "2023", "605", "亿", "approx"),
    V("net_profit", "2024", "503", "亿", "approx"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "归母净利润三连降，说明最坏的阶段已经过去，这是反转的信号，利好。",
    [READ(G("net_profit", "2024", { dir: "down" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润下降读作利好" },
  ),
  c("t", A, "tNe", "annual", "营业成本25989.35亿元，约占营收的84.5%，利润空间被成本挤压的格局没变。", [
    V("operating_cost", "2024", "25989.35"),
    R("operating_cost", "revenue", "2024", "84.5", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "vF", "annual", "营收、归母净利润、扣非三项2024年全部下降，投反对票。", [
    G("revenue", "2024", { dir: "down" }),
    G("net_profit", "2024", { dir: "down" }),
    G("deducted_net_profit", "2024", { dir: "down" }),
  ]),
  c("t", A, "vT", "technical", "均线空排、月线两连阴，现价低于120日线6.04元，反对。", [
    MAORDER([5, 10, 20, 60], "bear"),
    MRET("2026-03", { dir: "down" }),
    MRET("2026-04", { dir: "down" }),
    MA(120, "value", { v: "6.04" }),
    MA(120, "below"),
  ]),
  c("t", A, "fQ", "annual", "营收峰值在2022年33181.68亿元，2024年较峰值已少约7.3%，规模增长故事不成立。", [
    MAX("revenue", "2022", ["2020", "2021", "2022", "2023", "2024"]),
    V("revenue", "2022", "33181.68"),
    G("revenue", "2024", { base: "2022", v: "-7.3", cmp: "approx" }),
  ]),
  c("t", A, "fL", "annual", "综合来看，石化利润三连降、股价年内跌约13%，但市净率低于1倍，维持中性。", [
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
    SNAP("pb", "1", "x", "lt"),
  ]),
];

function GDIFF_DN() {
  return H.GDIFF(
    { metric: "deducted_net_profit", period: "2024" },
    { metric: "net_profit", period: "2024" },
    { v: "-4", cmp: "approx" },
  );
}
