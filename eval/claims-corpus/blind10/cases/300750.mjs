// 宁德时代: FY2021-2025, quarters 2024H1..2026Q1, bars 2020..2026-04-30, notices from 2026-02-09.
// Dates: 2026-04-30 (FY2025 and 2026Q1 public) and 2025-10-31 (2025 nine months public).
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  UP,
  RET,
  CLOSE,
  MA,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  EV,
  U,
  CAGR,
  QOQ,
  POS52,
  MCNOW,
  X,
  BIAS,
  SPAN,
  PSUM,
  LIN,
  PAIR,
  GDIFF,
} = H;
const c = H.maker("b10-nd", "300750");
const A = "2026-04-30";
const O = "2025-10-31";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "2025年营收4237亿元，同比重回增长（+17%），归母净利润722亿元，同比大增约42%。", [
    V("revenue", "2025", "4237", "亿", "approx"),
    G("revenue", "2025", { v: "17", cmp: "approx", dir: "up" }),
    G("revenue", "2024", { dir: "down" }),
    V("net_profit", "2025", "722", "亿", "approx"),
    G("net_profit", "2025", { v: "42", cmp: "approx", size: "大增" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润722亿元，同比增幅超过五成，盈利弹性充分释放。",
    [
      V("net_profit", "2025", "722", "亿", "approx"),
      G("net_profit", "2025", { v: "50", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+42.28%" },
  ),
  c("t", A, "bull", "annual", "归母净利润从2021年的159亿元一路增至2025年的722亿元，四年间增长了3.5倍有余。", [
    V("net_profit", "2021", "159", "亿", "approx"),
    UP("net_profit", Y5),
    X("net_profit", "2025", "2021", { v: "4.5", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营收在2024年下滑近一成后，2025年也仅恢复到4237亿元，仍低于2023年的4009亿元高点。",
    [
      G("revenue", "2024", { v: "-10", cmp: "near" }),
      V("revenue", "2025", "4237", "亿", "approx"),
      PAIR("revenue", "2025", undefined, { period2: "2023", mode: "lt", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "4237>4009，2025年才是新高" },
  ),
  c("u", A, "bear", "annual", "2024年营收3620亿元，同比下滑近一成，说明量增难以完全对冲降价。", [
    V("revenue", "2024", "3620", "亿", "approx"),
    G("revenue", "2024", { v: "-10", cmp: "near" }),
    U("量价拆分未存储"),
  ]),
  c("t", A, "bear", "annual", "2024年营收3620亿元，较2023年的4009亿元减少约389亿元。", [
    V("revenue", "2024", "3620", "亿", "approx"),
    V("revenue", "2023", "4009", "亿", "approx"),
    D("revenue", "2024", { v: "-389", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "营收4237.02亿元（+17.0%），归母净利722.01亿元（+42.3%），利润增速是营收的2.5倍左右。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17.0" }),
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42.3" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营收4237.02亿元（+17.0%），归母净利722.01亿元（+15.0%），利润增速与营收大致同步。",
    [
      V("revenue", "2025", "4237.02"),
      G("revenue", "2025", { v: "17.0" }),
      G("net_profit", "2025", { v: "15.0", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "+15.0%是2024年增速" },
  ),
  c("t", A, "fE", "annual", "毛利率从24.44%升至26.27%，抬升约1.8个百分点；销售净利率18.12%。", [
    V("gross_margin", "2024", "24.44", "%"),
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    V("net_margin", "2025", "18.12", "%"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年毛利率26.27%，同比提升约18个百分点，盈利能力跃升。",
    [
      V("gross_margin", "2025", "26.27", "%"),
      PP("gross_margin", "2025", { v: "18", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+1.83pp" },
  ),
  c("t", A, "fR", "annual", "资产负债率由65.24%降至61.94%，下降3.3个百分点，杠杆在收缩。", [
    V("debt_ratio", "2024", "65.24", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { v: "-3.3" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "资产负债率61.94%，较2023年的69.34%下降约3.3个百分点。",
    [
      V("debt_ratio", "2025", "61.94", "%"),
      V("debt_ratio", "2023", "69.34", "%"),
      PP("debt_ratio", "2025", { base: "2023", v: "-3.3", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年-7.4pp；-3.3pp是较2024年" },
  ),
  c("t", A, "fR", "annual", "2025年资本开支约423亿元，同比增加约36%，扩产节奏重新加快。", [
    V("capex", "2025", "423", "亿", "approx"),
    G("capex", "2025", { v: "36", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年资本开支约423亿元，连续第三年收缩，扩产明显放缓。",
    [V("capex", "2025", "423", "亿", "approx"), DOWN3()],
    { err: "wrong_direction", note: "2025年capex同比+35.8%" },
  ),
  c("t", A, "fV", "annual", "2025年经营现金流净额1332亿元，约为归母净利润的1.85倍，造血能力极强。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "经营现金流1332亿元，同比增长约23%。",
    [
      V("operating_cash_flow", "2025", "1332", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "23", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+37.35%" },
  ),
  c("t", A, "tF", "annual", "经营现金流扣掉资本开支后的自由现金流约909亿元，2024年这一口径约为658亿元。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2024",
      { v: "658", cmp: "approx" },
    ),
  ]),
  c("t", A, "tF", "annual", "货币资金3335亿元，比2024年末多出约300亿元。", [
    V("cash", "2025", "3335", "亿", "approx"),
    D("cash", "2025", { v: "300", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "总资产逼近万亿元关口，2025年末为9748亿元。", [
    V("total_assets", "2025", "9748", "亿", "approx"),
    V("total_assets", "2025", "1", "万亿", "near"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年末总资产已突破1万亿元，规模再上台阶。",
    [V("total_assets", "2025", "1", "万亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "9748.28亿" },
  ),
  c("t", A, "tB", "annual", "2021-2025年归母净利润年复合增速约46%，且每年都在增长。", [
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
    UP("net_profit", Y5),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "归母净利润连续四年保持40%以上的增速。",
    [
      {
        k: "gstreak",
        metric: "net_profit",
        years: ["2022", "2023", "2024", "2025"],
        lo: 40,
        hi: 1e9,
        err: "wrong_value",
      },
    ],
    { err: "wrong_value", note: "2024年+15.0%" },
  ),
  c("t", A, "tBe", "annual", "2024年归母净利润增速仅约15%，远低于2023年的约44%，高增长并非线性。", [
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
    G("net_profit", "2023", { v: "44", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "annual", "商誉8.37亿元，较上年的8.95亿元略降。", [
    V("goodwill", "2025", "8.37"),
    V("goodwill", "2024", "8.95"),
    G("goodwill", "2025", { dir: "down" }),
  ]),
  c("t", A, "tA", "annual", "分配股利、利润或偿付利息支付的现金由258亿元增至349亿元，增幅约35%。", [
    V("dividends_interest_paid", "2024", "258", "亿", "approx"),
    V("dividends_interest_paid", "2025", "349", "亿", "approx"),
    G("dividends_interest_paid", "2025", { v: "35", cmp: "approx" }),
  ]),
  c("u", A, "tA", "annual", "公司动力电池全球市占率仍在37%以上，储能出货量位居全球第一。", [
    U("市占率"),
    U("储能出货量"),
  ]),
  c("u", A, "tC", "annual", "2025年电池销量约650GWh，单位盈利同比提升。", [U("销量未存储"), U("单位盈利")]),
  c("t", A, "fL", "annual", "宁德时代2025年归母净利润722亿元，约为比亚迪同期的2.2倍。", [
    V("net_profit", "2025", "722", "亿", "approx"),
    PAIR("net_profit", "2025", "002594", { v: "2.2", cmp: "approx" }),
  ]),
  // Quarterly.
  c("t", A, "tF", "quarterly", "2026年一季度营收1291亿元、同比增长约52%，归母净利润207亿元、同比增长约49%。", [
    V("revenue", "2026Q1", "1291", "亿", "approx"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "49", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "26Q1营收1291亿元，同比+52%，但归母净利润同比仅增长约15%，增收不增利。",
    [
      V("revenue", "2026Q1", "1291", "亿", "approx"),
      G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+48.52%" },
  ),
  c("t", A, "bear", "quarterly", "一季度营收1291亿元，环比2025年四季度的1406亿元回落约8%。", [
    V("revenue", "2026Q1", "1291", "亿", "approx"),
    V("revenue", "2025S4", "1406", "亿", "approx"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度归母净利润207亿元，环比四季度下滑约20%。",
    [
      V("net_profit", "2026Q1", "207", "亿", "approx"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-20", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "207.38/231.67-1=-10.5%" },
  ),
  c("t", A, "bull", "quarterly", "2025年四季度单季归母净利润约232亿元，创下年内单季新高。", [
    V("net_profit", "2025S4", "232", "亿", "approx"),
    MAX("net_profit", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c("t", A, "bull", "quarterly", "2025年下半年归母净利润约417亿元，比上半年多出百亿元以上。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "417", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -2],
      ],
      { v: "100", cmp: "gt" },
    ),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "2025年上半年归母净利润约417亿元，下半年延续高增长。",
    [V("net_profit", "2025H1", "417", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "417亿是下半年，上半年304.85亿" },
  ),
  c("t", A, "fM", "quarterly", "一季度毛利率24.82%，与去年同期24.41%相比小幅抬升约0.4个百分点。", [
    V("gross_margin", "2026Q1", "24.82", "%"),
    V("gross_margin", "2025Q1", "24.41", "%"),
    PP("gross_margin", "2026Q1", { v: "0.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "quarterly",
    "一季度毛利率24.82%，较2025年全年的26.27%提升约1.5个百分点。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      PP("gross_margin", "2026Q1", { base: "2025", v: "1.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "低了1.45pp" },
  ),
  c("t", A, "fM", "quarterly", "截至2026年3月末货币资金约3520亿元，较年初增加约185亿元。", [
    V("cash", "2026Q1", "3520", "亿", "approx"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "quarterly", "TTM归母净利润约790亿元。", [V("net_profit", "2026Q1TTM", "790", "亿", "approx")]),
  c("u", A, "tNe", "quarterly", "一季度储能业务收入占比升至两成左右，海外收入增速快于国内。", [U("分部收入")]),
  c("u", A, "fS", "quarterly", "一季报发布后多家券商上调目标价至500元以上。", [U("券商目标价")]),
  // Technicals.
  c("t", A, "tT", "technical", "股价436元，站在MA20（约425元）和MA60（约392元）之上，中期多头格局未破。", [
    CLOSE("436"),
    MA(20, "above"),
    MA(60, "above"),
    MA(20, "value", { v: "425", cmp: "approx" }),
    MA(60, "value", { v: "392", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价436元，已跌破20日均线，短线需防范回调。",
    [CLOSE("436"), MA(20, "below", { err: "technical" })],
    { err: "technical", note: "MA20 425.02" },
  ),
  c("t", A, "tT", "technical", "MACD于4月28日出现死叉，DIF回落至DEA下方，但仍在零轴之上。", [
    MACD("dead_cross", 3),
    MACD("dif_below_dea"),
    MACD("dif_above_zero"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF仍在DEA上方运行，MACD红柱延续，短线动能充沛。",
    [MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "DIF 11.76 < DEA 12.85" },
  ),
  c("t", A, "vT", "technical", "过去250个交易日股价涨幅超过90%，距52周高点460元仅差约5%。", [
    RET(250, { v: "90", cmp: "gt" }),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "近一年股价几乎翻倍（约+93%），当前已创52周新高。",
    [RET(250, { v: "93", cmp: "approx" }), HI52({ cond: "new_high", err: "technical" })],
    { err: "technical", note: "收盘436，高点收盘在前" },
  ),
  c("t", A, "tS", "technical", "RSI(14)为56左右，处中性偏强区间，未见超买。", [RSI("56", "approx"), RSI("70", "lt")]),
  c("t", A, "tS", "technical", "近20日成交均量较前20日放大约13%，上涨伴随放量。", [
    { k: "volr", v: "1.13", cmp: "approx" },
    RET(20, { dir: "up" }),
  ]),
  c("t", A, "tTr", "technical", "年初至今股价上涨约18.7%，从2025年末的367.26元涨到436元。", [
    SPAN("2025-12-31", { v: "18.7", cmp: "approx" }),
    CLOSE("367.26", "eq", { date: "2025-12-31" }),
    CLOSE("436"),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "年初至今股价上涨约28.5%，跑出了明显的超额。",
    [SPAN("2025-12-31", { v: "28.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+18.72%；28.46%是60个交易日" },
  ),
  c("t", A, "tTr", "technical", "52周区间约231元至460元，现价处于区间上沿附近（约九成位置）。", [
    LO52({ cond: "level", v: "231", cmp: "approx" }),
    HI52({ cond: "level", v: "460" }),
    POS52({ v: "90", cmp: "approx" }),
  ]),
  c("t", A, "tP", "technical", "股价较20日均线的乖离率仅约2.6%，较60日均线则超过11%。", [
    BIAS(20, { v: "2.6", cmp: "approx" }),
    BIAS(60, { v: "11", cmp: "gt" }),
  ]),
  c("u", A, "tP", "technical", "主力资金近五日净流入超过20亿元。", [U("资金流向")]),
  // Valuation.
  c("t", A, "fV", "valuation", "以2025年归母净利润计，当前静态PE约27倍。", [MCNOW("2025", "27", "approx")]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按2025年722亿元的归母净利润计算，静态市盈率不足20倍，估值已具性价比。",
    [V("net_profit", "2025", "722", "亿", "approx"), MCNOW("2025", "20", "lt", { err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  c("u", A, "fV", "valuation", "按2026年一致预期净利润测算，动态PE约22倍，低于海外同业。", [
    U("一致预期"),
    U("海外同业估值"),
  ]),
  // Announcements (collected from 2026-02-09).
  c("t", A, "tN", "announcement", "公司2月披露2026年A股员工持股计划草案，4月又公告授予预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-01", to: "2026-02-28" }),
    EV("equity_incentive", true, { from: "2026-04-01", title: "预留" }),
  ]),
  c("t", A, "tN", "announcement", "4月7日公司公告A股股份回购结果，回购已实施完毕。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司3月公告拟向特定对象发行A股募资扩产，摊薄预期升温。",
    [EV("placement", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  c("t", A, "vN", "announcement", "3月10日公告2025年度利润分配预案，并提请授权董事会制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c("t", A, "vN", "announcement", "2月公司发行了面向专业投资者的科技创新公司债券。", [
    EV("bond", true, { from: "2026-02-01", to: "2026-02-28", title: "科技创新" }),
  ]),
  c(
    "f",
    A,
    "vN",
    "announcement",
    "3月以来公司未披露任何回购进展，回购执行力度存疑。",
    [EV("repurchase", false, { from: "2026-03-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "3-03、4-02进展公告，4-07结果公告" },
  ),
  c("u", A, "vN", "announcement", "有消息称大股东拟通过询价转让减持约1%股份。", [U("减持类公告不判定")]),
  // 2025-10-31: nine months public.
  c("t", O, "bull", "quarterly", "前三季度归母净利润490亿元，同比增长约36%；其中三季度单季185亿元，同比增长约41%。", [
    V("net_profit", "2025M9", "490", "亿", "approx"),
    G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
    V("net_profit", "2025S3", "185", "亿", "approx"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "bull",
    "quarterly",
    "前三季度营收2831亿元，同比增长约29%。",
    [
      V("revenue", "2025M9", "2831", "亿", "approx"),
      G("revenue", "2025M9", { v: "29", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+9.28%" },
  ),
  c("t", O, "bear", "quarterly", "前三季度营收2831亿元，同比增长不到一成，明显慢于利润增速。", [
    V("revenue", "2025M9", "2831", "亿", "approx"),
    G("revenue", "2025M9", { v: "10", cmp: "lt", dir: "up" }),
    GDIFF({ metric: "revenue", period: "2025M9" }, { metric: "net_profit", period: "2025M9" }, { v: "0", cmp: "lt" }),
  ]),
  c(
    "f",
    O,
    "bear",
    "quarterly",
    "三季度单季营收1042亿元，环比二季度下滑约4%。",
    [
      V("revenue", "2025S3", "1042", "亿", "approx"),
      QOQ("revenue", "2025S3", "2025S2", { v: "-4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "Q2 941.82 → Q3 1041.86，+10.6%" },
  ),
  c("t", O, "tT", "technical", "近60个交易日股价上涨约47%，远离60日均线，乖离率超过17%。", [
    RET(60, { v: "47", cmp: "approx" }),
    BIAS(60, { v: "17", cmp: "gt" }),
  ]),
  c(
    "f",
    O,
    "tT",
    "technical",
    "成交量近20日较此前20日明显放大，资金加速进场。",
    [VOL("expand", { err: "technical" })],
    { err: "technical", note: "0.753，缩量" },
  ),
  c("u", O, "tS", "technical", "10月底外资持股比例回升至历史高位。", [U("外资持股")]),
];

function DOWN3() {
  return { k: "streak", dir: "down", metric: "capex", years: ["2022", "2023", "2024", "2025"], err: "wrong_direction" };
}
