// Rebuttals that quote and correct the other side (some correct it wrongly), readings of a fact, sample peers.
import { D, DOWN, G, GDIFF, IND, MIN, PAIR, READ, U, UP, V, maker } from "../spec-helpers.mjs";

const cat = maker("b32-rb-cat", "300750");
const pa = maker("b32-rb-pa", "601318");
const sh = maker("b32-rb-sh", "600028");
const wl = maker("b32-rb-wly", "000858");
const A = "2026-04-30";
const P = "2025-04-30";

export default [
  cat(
    "t",
    A,
    "fT",
    "annual",
    "空方称利润增速不及营收，事实相反：营收增长约17%，归母净利润增长约42%，利润增速高出约25个百分点。",
    [
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
      GDIFF(
        { metric: "net_profit", period: "2025" },
        { metric: "revenue", period: "2025" },
        { v: "25", cmp: "approx" },
      ),
    ],
  ),
  cat(
    "f",
    A,
    "bear",
    "quarterly",
    "多方强调一季度利润同比增长48.52%，可营收增速只有约30%，利润靠的是压费用。",
    [G("net_profit", "2026Q1", { v: "48.52" }), G("revenue", "2026Q1", { v: "30", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营收同比+52.45%" },
  ),
  pa("t", A, "fT", "industry", "质疑方把89.8%的负债率当作风险信号，但保险负债以准备金为主，九成左右属行业常态。", [
    IND("high_debt_is_normal"),
    V("debt_ratio", "2025", "89.8", "%"),
  ]),
  sh("t", A, "bear", "annual", "多方说利润'企稳'？2024年归母净利润同比降了约16.8%，已经是连续第三年下滑。", [
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  sh(
    "f",
    A,
    "tB",
    "annual",
    "2024年营收同比下滑约4.3%，说明公司在主动收缩低效业务，这是实打实的利好。",
    [READ(G("revenue", "2024", { v: "-4.3", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "营收下滑读作利好" },
  ),
  cat(
    "f",
    A,
    "tBe",
    "annual",
    "经营现金流同比增长约37%，这反倒是风险信号，说明在拉长供应商账期。",
    [READ(G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金流增长读作利空" },
  ),
  wl(
    "t",
    "2020-05-15",
    "bull",
    "annual",
    "有人说2019年现金流跟不上利润，事实上经营现金流231.12亿元明显高于174.02亿元的归母净利润。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      V("net_profit", "2019", "174.02"),
      PAIR("operating_cash_flow", "2019", "000858", { metric2: "net_profit", mode: "gt" }),
    ],
  ),
  pa(
    "f",
    A,
    "fT",
    "annual",
    "空方说商誉一年减少54亿元，这个数夸大了，实际只减少约14亿元。",
    [D("goodwill", "2025", { v: "-14", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "435.39→381.30，减少54.09亿元" },
  ),
  cat(
    "f",
    A,
    "tA",
    "industry",
    "2025年宁德时代归母净利润已超过中国平安，赚钱能力更胜一筹。",
    [PAIR("net_profit", "2025", "601318", { mode: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "722.01亿元 < 1347.78亿元" },
  ),
  cat("t", A, "fL", "industry", "宁德时代2025年归母净利润722.01亿元，约为中国平安1347.78亿元的一半多一点。", [
    V("net_profit", "2025", "722.01"),
    V("net_profit", "2025", "1347.78", "亿", "eq", { t: "601318" }),
    PAIR("net_profit", "2025", "601318", { v: "0.5", cmp: "gt" }),
    PAIR("net_profit", "2025", "601318", { v: "0.6", cmp: "lt" }),
  ]),
  cat("t", P, "tM", "industry", "2024年宁德时代归母净利润507.45亿元，已略高于中国石化的503.13亿元。", [
    V("net_profit", "2024", "507.45"),
    V("net_profit", "2024", "503.13", "亿", "eq", { t: "600028" }),
    PAIR("net_profit", "2024", "600028", { mode: "gt" }),
  ]),
  sh(
    "f",
    A,
    "fSy",
    "industry",
    "2024年中国石化营收30745.62亿元，刚好是中国平安的两倍。",
    [PAIR("revenue", "2024", "601318", { v: "2.0", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "30745.62/10289.25≈3.0倍" },
  ),
  pa(
    "f",
    A,
    "fQ",
    "annual",
    "利润连续两年增长看似亮眼，恰恰说明利润释放已到顶，是需要警惕的利空。",
    [
      UP("net_profit", ["2023", "2024", "2025"]),
      READ(G("net_profit", "2025", { dir: "up" }), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "利润增长读作利空" },
  ),
  wl(
    "f",
    "2020-05-15",
    "bear",
    "annual",
    "多方夸ROE，可2019年25.26%的ROE在2015-2019五年中垫底。",
    [
      V("roe", "2019", "25.26", "%"),
      MIN("roe", "2019", ["2015", "2016", "2017", "2018", "2019"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "25.26%是五年最高" },
  ),
  cat("u", A, "fT", "undecidable", "多方引用的'全球份额超过六成'已经过时，最新口径只有约37%。", [
    U("全球市占率未存储"),
  ]),
  cat(
    "f",
    A,
    "tNe",
    "quarterly",
    "激进风控说一季度营收创新高，但一季度营收1406.30亿元其实低于去年四季度。",
    [V("revenue", "2026Q1", "1406.30", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1406.30亿元是2025年四季度；一季度1291.31亿元" },
  ),
  sh(
    "f",
    A,
    "tC",
    "annual",
    "2024年营收30745.62亿元，同比骤降，需求塌方式下滑。",
    [V("revenue", "2024", "30745.62"), G("revenue", "2024", { size: "骤降", err: "overstatement" })],
    { err: "overstatement", note: "同比-4.29%" },
  ),
  pa(
    "f",
    A,
    "tB",
    "annual",
    "经营现金流翻倍至6586.32亿元，空方所谓'现金流承压'站不住。",
    [
      V("operating_cash_flow", "2025", "6586.32"),
      G("operating_cash_flow", "2025", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+72.2%" },
  ),
  cat("u", A, "fQ", "undecidable", "多方称储能毛利率高于动力电池，但公司并未单独披露分业务毛利。", [
    U("分业务毛利率未存储"),
  ]),
  sh("t", P, "fT", "annual", "多方说研发投入'原地踏步'不对：2024年研发费用152.15亿元，同比增长约8.9%。", [
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
  ]),
];
