// Across the companies: adversarial bull / bear points and the vote protocol's voters, weighted towards the
// errors a debater makes when pressed (base years, readings of a move, leverage words, extremes, ratios, size words).
import { CLOSE, D, G, IND, MAORDER, MAX, MIN, PP, R, READ, RET, RSI, U, V, maker } from "../spec-helpers.mjs";

const A = "2026-04-30";
const mt = maker("b7-d-mt", "600519");
const nd = maker("b7-d-nd", "300750");
const yd = maker("b7-d-yd", "002594");
const zh = maker("b7-d-zh", "600036");
const pa = maker("b7-d-pa", "601318");
const sh = maker("b7-d-sh", "600028");
const wl = maker("b7-d-wl", "000858");

export default [
  // ---- base years ---------------------------------------------------------------------------------------------
  mt(
    "f",
    A,
    "bull",
    "annual",
    "2025年营业总收入1720.54亿元，较2023年增长约15.7%，两年维度依旧稳健。",
    [
      V("revenue", "2025", "1720.54"),
      G("revenue", "2025", { base: "2023", v: "15.7", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "对2023年+14.3%；15.7%是2024年对2023年" },
  ),
  nd(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润722.01亿元，较2023年增长约42%。",
    [
      V("net_profit", "2025", "722.01"),
      G("net_profit", "2025", { base: "2023", v: "42", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "对2023年+63.6%；42%是对2024年" },
  ),
  yd(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收8039.65亿元，较2022年仅增长约3.5%，几年来规模几乎没有扩张。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { base: "2022", v: "3.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "对2022年+89.6%" },
  ),
  // ---- readings of a move -------------------------------------------------------------------------------------
  pa(
    "f",
    A,
    "bull",
    "technical",
    "近60个交易日股价下跌约9.1%，估值压力得到释放，对多方是利好信号。",
    [READ(RET(60, { v: "-9.1", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance" },
  ),
  wl(
    "f",
    A,
    "bull",
    "technical",
    "近120个交易日下跌约18%，说明市场已提前消化利空，属于积极信号。",
    [READ(RET(120, { v: "-18", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance" },
  ),
  nd(
    "f",
    A,
    "bear",
    "technical",
    "近60个交易日上涨约28%，资金在高位兑现，这本身就是利空信号。",
    [READ(RET(60, { v: "28", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance" },
  ),
  // ---- leverage level words -----------------------------------------------------------------------------------
  zh(
    "f",
    A,
    "vF",
    "industry",
    "资产负债率多年维持在90%左右，显著高于制造业企业，财务风险偏高。",
    [V("debt_ratio", "2025", "90", "%", "approx"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  // ---- extremes -----------------------------------------------------------------------------------------------
  nd(
    "f",
    A,
    "bull",
    "annual",
    "2024年营收3620.13亿元，为2022年以来最高。",
    [
      V("revenue", "2024", "3620.13"),
      MAX("revenue", "2024", ["2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "实为2022年以来最低" },
  ),
  zh(
    "f",
    A,
    "bull",
    "annual",
    "2025年加权ROE 13.44%，为近两年最高。",
    [V("roe", "2025", "13.44", "%"), MAX("roe", "2025", ["2024", "2025"], { err: "wrong_extreme" })],
    { err: "wrong_extreme" },
  ),
  sh(
    "f",
    A,
    "vF",
    "annual",
    "2024年研发费用152.15亿元，为2020年以来最低。",
    [
      V("research_expense", "2024", "152.15"),
      MIN("research_expense", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "为五年最高" },
  ),
  zh("t", A, "vF", "annual", "营收在2022年达到3447.83亿元的高点后，2023-2025年都没有超过这一水平。", [
    V("revenue", "2022", "3447.83"),
    MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  // ---- ratios -------------------------------------------------------------------------------------------------
  pa(
    "f",
    A,
    "bear",
    "annual",
    "2025年经营现金流约为归母净利润的2.9倍。",
    [R("operating_cash_flow", "net_profit", "2025", "2.9", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约4.9倍" },
  ),
  yd(
    "f",
    A,
    "bear",
    "annual",
    "2025年经营现金流仅为归母净利润的0.55倍左右，利润含金量偏低。",
    [R("operating_cash_flow", "net_profit", "2025", "0.55", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约1.81倍" },
  ),
  // ---- size words ---------------------------------------------------------------------------------------------
  mt(
    "f",
    A,
    "bull",
    "quarterly",
    "2026年一季度归母净利润同比增长1.47%，盈利重回较快增长轨道。",
    [G("net_profit", "2026Q1", { v: "1.47", size: "较快增长", err: "overstatement" })],
    { err: "overstatement" },
  ),
  nd(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收同比增长17.0%，不过是个位数增长，谈不上复苏。",
    [G("revenue", "2025", { v: "17.0" }), G("revenue", "2025", { size: "个位数增长", err: "wrong_magnitude" })],
    { err: "wrong_magnitude" },
  ),
  sh(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润同比下滑超过三成。",
    [G("net_profit", "2024", { v: "-30", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-16.8%" },
  ),
  mt(
    "f",
    A,
    "bear",
    "annual",
    "2025年末资产负债率16.42%，较上年末大幅下降约10个百分点。",
    [
      V("debt_ratio", "2025", "16.42", "%"),
      PP("debt_ratio", "2025", { v: "-10", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-2.63个百分点" },
  ),
  // ---- directions, periods, values ----------------------------------------------------------------------------
  zh(
    "f",
    A,
    "vN",
    "quarterly",
    "2026年一季度营收869.40亿元，同比下降3.81%。",
    [V("revenue", "2026Q1", "869.40"), G("revenue", "2026Q1", { v: "-3.81", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  pa(
    "f",
    A,
    "vT",
    "technical",
    "收盘59.37元，距52周高点74.88元下跌约12%。",
    [
      { k: "ta", ind: "hi52", cond: "level", v: "74.88" },
      CLOSE("59.37"),
      { k: "ta", ind: "hi52", v: "-12", cmp: "approx", err: "wrong_value" },
    ],
    { err: "wrong_value", note: "约-20.7%" },
  ),
  yd(
    "f",
    A,
    "vF",
    "quarterly",
    "2025年上半年归母净利润233.33亿元，同比下降7.55%。",
    [
      V("net_profit", "2025H1", "233.33", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025H1", { v: "-7.55", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "这是前三季度累计" },
  ),
  wl(
    "f",
    A,
    "vT",
    "technical",
    "MA60位于MA120上方，中期均线仍保持多头排列。",
    [MAORDER([60, 120], "bull", { err: "technical" })],
    { err: "technical" },
  ),
  mt("u", A, "vN", "announcement", "2025年公司公告了控股股东增持计划，托底意愿明确。", [
    U("存储的公告只有年报，不能据此判断增持公告是否存在"),
  ]),
  nd(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度末货币资金3519.97亿元，较年初增加约385亿元。",
    [
      V("cash", "2026Q1", "3519.97"),
      D("cash", "2026Q1", { base: "2025", v: "385", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "约+185亿元" },
  ),
  nd("t", A, "bear", "quarterly", "一季度末货币资金3519.97亿元，较2025年末增加约185亿元。", [
    V("cash", "2026Q1", "3519.97"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "bull",
    "quarterly",
    "2026年一季度末资产负债率89.90%，较2025年末略有下降。",
    [
      V("debt_ratio", "2026Q1", "89.90", "%"),
      PP("debt_ratio", "2026Q1", { base: "2025", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction" },
  ),
  pa("t", A, "bear", "quarterly", "一季度末资产负债率89.90%，较2025年末的89.80%上升0.1个百分点。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    V("debt_ratio", "2025", "89.80", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.1" }),
  ]),
  yd(
    "f",
    A,
    "bear",
    "annual",
    "2025年末货币资金约1027亿元，较上年末下降约27%。",
    [
      V("cash", "2025", "1027", "亿", "approx", { err: "wrong_period" }),
      G("cash", "2025", { v: "-27", cmp: "approx" }),
    ],
    { err: "wrong_period", note: "约1027亿元是2024年末" },
  ),
  zh(
    "f",
    A,
    "tBe",
    "annual",
    "2025年末总资产约12.15万亿元，同比增长约7.6%。",
    [
      V("total_assets", "2025", "12.15", "万亿", "approx", { err: "wrong_period" }),
      G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    ],
    { err: "wrong_period", note: "12.15万亿元是2024年末" },
  ),
  yd("t", A, "vT", "technical", "收盘102.98元，近5个交易日上涨3.00%，RSI(14)约52，处于中性区间。", [
    CLOSE("102.98"),
    RET(5, { v: "3.00" }),
    RSI("52", "approx"),
  ]),
  // ---- what the data cannot decide ----------------------------------------------------------------------------
  mt("u", A, "vF", "undecidable", "茅台的净利率约50%，比五粮液高出约15个百分点。", [
    V("net_margin", "2025", "50", "%", "approx"),
    U("五粮液2025年利润未存储"),
  ]),
  nd("u", A, "bear", "undecidable", "毛利率26.27%，比比亚迪汽车业务高出约8个百分点。", [
    V("gross_margin", "2025", "26.27", "%"),
    U("分部毛利率"),
  ]),
  zh("u", A, "vN", "undecidable", "2026年一季度末核心一级资本充足率约14%。", [U("资本充足率")]),
  pa("u", A, "bull", "undecidable", "2025年综合投资收益率约4.5%，投资端明显改善。", [U("投资收益率")]),
  sh("u", A, "vF", "undecidable", "2026年4月成品油销量同比增长约3%。", [U("经营数据")]),
];
