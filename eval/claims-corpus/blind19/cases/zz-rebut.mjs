// Rebuttals that correct the other side, peers within the sample's seven companies, halves and TTM, one-slip points.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MA, VOL, EV, U, PAIR, IND, GDIFF, PSUM, READ, QOQ, MAX } = H;
const nd = H.maker("b19-rnd", "300750");
const pa = H.maker("b19-rpa", "601318");
const sh = H.maker("b19-rsh", "600028");
const A = "2026-04-30";
const N = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";

export default [
  // ---- peers within the sample ----
  sh("t", A, "fQ", "annual", "2024年中国石化归母净利润503.13亿元，约为宁德时代同年507.45亿元的99%。", [
    V("net_profit", "2024", "503.13"),
    PAIR("net_profit", "2024", "300750", { v: "0.99", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tB",
    "annual",
    "早在2024年，宁德时代的归母净利润就已比中国石化多出约50亿元。",
    [PAIR("net_profit", "2024", "600028", { mode: "diff", u: "亿", v: "50", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "507.45-503.13=4.3亿" },
  ),
  pa("t", A, "tBe", "annual", "平安2025年归母净利润1347.78亿元，仍低于招商银行同期的1501.81亿元。", [
    V("net_profit", "2025", "1347.78"),
    PAIR("net_profit", "2025", "600036", { mode: "lt" }),
  ]),
  nd(
    "f",
    A,
    "bull",
    "annual",
    "2025年宁德时代归母净利润约722亿元，大约是比亚迪的1.5倍。",
    [
      V("net_profit", "2025", "722", "亿", "approx"),
      PAIR("net_profit", "2025", "002594", { v: "1.5", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "722.01/326.19=2.2倍" },
  ),
  nd("t", A, "fV", "annual", "宁德时代2025年营收只有比亚迪8039.65亿元的53%左右，归母净利润却是后者的2.2倍。", [
    PAIR("revenue", "2025", "002594", { v: "0.53", cmp: "approx" }),
    PAIR("net_profit", "2025", "002594", { v: "2.2", cmp: "approx" }),
  ]),
  nd("u", A, "fM", "undecidable", "宁德时代全球动力电池装机份额领先LG新能源约20个百分点。", [
    U("样本外同业与装机份额未存储"),
  ]),
  pa("t", A, "fT", "industry", "平安89.80%与招行90.20%的负债率相差不到0.5个百分点，金融业高负债属常态。", [
    PAIR("debt_ratio", "2025", "600036", { mode: "pp", ...H.IN("-0.5", "0") }),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    A,
    "fQ",
    "annual",
    "2025年平安归母净利润增速不及招商银行，利润修复力度在金融股中偏弱。",
    [
      GDIFF(
        { metric: "net_profit", period: "2025" },
        { t: "600036", metric: "net_profit", period: "2025" },
        { v: "0", cmp: "lt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "平安+6.5%，招行+1.2%" },
  ),
  sh("u", A, "fQ", "undecidable", "中国石化炼油毛利低于中国石油和恒力石化，竞争力偏弱。", [U("样本外同业")]),

  // ---- rebuttals ----
  nd("t", A, "fT", "annual", "空方说利润增速放缓到15%并不准确：那是2024年的15.0%，2025年增速为42.3%。", [
    G("net_profit", "2024", { v: "15.0" }),
    G("net_profit", "2025", { v: "42.3" }),
  ]),
  sh(
    "f",
    A,
    "fT",
    "annual",
    "纠正一下多方：2024年利润降幅并非9.9%，实际约为14.8%。",
    [G("net_profit", "2024", { v: "-14.8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际-16.8%" },
  ),
  pa(
    "f",
    A,
    "tC",
    "industry",
    "总负债12.48万亿元、负债率近九成，这种杠杆放在任何行业都意味着高风险。",
    [
      V("total_liabilities", "2025", "12.48", "万亿"),
      V("debt_ratio", "2025", "90", "%", "near"),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense", note: "保险业常态" },
  ),
  nd(
    "f",
    A,
    "fE",
    "annual",
    "按年报口径，宁德时代2025年归母净利润为767.86亿元，增速在42%上下。",
    [
      V("net_profit", "2025", "767.86", "亿", "eq", { err: "wrong_value" }),
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "767.86亿是含少数股东的净利润；归母722.01亿" },
  ),
  nd(
    "f",
    N,
    "fE",
    "quarterly",
    "前三季度净利率约25.3%，盈利能力处于行业顶尖。",
    [V("net_margin", "2025M9", "25.3", "%", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "25.31%是毛利率；净利率18.47%" },
  ),
  sh("u", A, "fE", "undecidable", "中国石化2025年营收约2.8万亿元，同比下降约9%。", [
    V("revenue", "2025", "2.8", "万亿", "approx"),
    G("revenue", "2025", { v: "-9", cmp: "approx" }),
  ]),
  nd(
    "f",
    S,
    "fE",
    "quarterly",
    "二季度单季归母净利润304.85亿元，环比一季度翻了一番多。",
    [
      V("net_profit", "2025S2", "304.85", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S2", "2025Q1", { size: "翻倍", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "上半年累计当单季；Q2=165.23亿，环比+18.3%" },
  ),
  nd(
    "f",
    N,
    "tF",
    "quarterly",
    "前三季度营收增速仍停在7.3%左右、与上半年持平，累计收入2830.72亿元。",
    [V("revenue", "2025M9", "2830.72"), G("revenue", "2025M9", { v: "7.3", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "7.3%是上半年；前三季度+9.3%" },
  ),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "平安已同时收复60日与120日均线（收盘59.37元），趋势由空转多。",
    [MA(60, "above", { err: "technical" }), MA(120, "above", { err: "technical" })],
    { err: "technical", note: "MA60 61.25、MA120 62.69均在收盘价上方" },
  ),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "石化这一个月成交明显活跃起来，20日均量高过此前20日，有资金在逢低吸筹。",
    [VOL("expand", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.61" },
  ),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "2025年度利润分配预案2月就已公告，分红落地节奏较早。",
    [EV("dividend", true, { from: "2026-02-09", to: "2026-02-28", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "利润分配预案公告在3月10日" },
  ),
  pa(
    "f",
    P,
    "tN",
    "announcement",
    "4月份公司发布了一季度分红派息实施公告，季度分红已常态化。",
    [EV("dividend", true, { from: "2025-04-01", to: "2025-04-30", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2025年4月无分红公告" },
  ),
  nd(
    "f",
    A,
    "tBe",
    "annual",
    "经营现金流1332亿元、同比增长37%，现金大进大出反倒是利空信号。",
    [
      V("operating_cash_flow", "2025", "1332", "亿", "approx"),
      READ(G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "现金流增长读成利空" },
  ),
  nd("u", P, "fE", "quarterly", "2024年四季度单季营收1029.68亿元，同比下滑约一成。", [
    V("revenue", "2024S4", "1029.68"),
    G("revenue", "2024S4", { v: "-10", cmp: "approx" }),
  ]),
  pa("u", A, "fR", "undecidable", "产险综合成本率降至98%以下，承保盈利改善。", [U("综合成本率未存储")]),
  sh("u", P, "tBe", "undecidable", "成品油销量同比下滑3%，新能源车替代正在加速。", [U("销量未存储")]),

  // ---- halves and TTM ----
  nd("t", A, "fE", "quarterly", "2025年下半年营收2448.16亿元，归母净利润417.16亿元，均高于上半年。", [
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -1],
      ],
      { v: "2448.16" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "417.16" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -2],
      ],
      { v: "0", cmp: "gt" },
    ),
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -2],
      ],
      { v: "0", cmp: "gt" },
    ),
  ]),
  nd(
    "f",
    A,
    "fV",
    "valuation",
    "截至2026年一季度，近四个季度归母净利润约722亿元，与2025年全年持平。",
    [V("net_profit", "2026Q1TTM", "722", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "TTM=722.01+207.38-139.63=789.76亿" },
  ),
  nd("t", A, "fV", "valuation", "把一季度并进来看，近四个季度归母净利润约790亿元，比2025年全年多出近68亿元。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "68", cmp: "near" },
    ),
  ]),
  pa(
    "f",
    A,
    "tM",
    "annual",
    "归母净利润自2019年起逐年下滑，直到2025年才止跌回升。",
    [H.DOWN("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"], { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2023、2024年已回升" },
  ),
  sh(
    "f",
    A,
    "fR",
    "annual",
    "营业利润同比下滑约6.7%，2024年为722.57亿元。",
    [
      V("operating_profit", "2024", "722.57"),
      G("operating_profit", "2024", { v: "-6.7", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比-16.7%" },
  ),
  sh("t", A, "tM", "annual", "营业利润722.57亿元，同比下降约16.7%，与归母净利润降幅相当。", [
    V("operating_profit", "2024", "722.57"),
    G("operating_profit", "2024", { v: "-16.7", cmp: "approx" }),
    GDIFF({ metric: "operating_profit", period: "2024" }, { metric: "net_profit", period: "2024" }, H.IN("-1", "1")),
  ]),
];
