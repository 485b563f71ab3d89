// One slip per point in the models' habits (size words too strong, stance, leverage without the industry, the
// neighbouring year, ×10, ratios, extremes, cumulative told as one quarter, notices that are not there), with a few
// true siblings and points the data cannot decide.
import * as H from "../spec-helpers.mjs";

const { V, G, R, MIN, EV, U, IND, READ, PAIR, QOQ, DOWN } = H;
const byd = H.maker("b26-sl-byd", "002594");
const pa = H.maker("b26-sl-pa", "601318");
const sh = H.maker("b26-sl-sh", "600028");
const wly = H.maker("b26-sl-wly", "000858");
const A = "2026-04-30";
const O = "2020-05-15";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  pa(
    "f",
    A,
    "fE",
    "annual",
    "营业总收入10505.06亿元，同比增长2.1%，实现了稳健增长。",
    [G("revenue", "2025", { v: "2.1", size: "稳健增长", err: "overstatement" })],
    { err: "overstatement", note: "+2.1%低于“稳健增长”的下限" },
  ),
  sh(
    "f",
    A,
    "tB",
    "annual",
    "研发费用同比大幅增长8.9%，转型决心可见一斑。",
    [G("research_expense", "2024", { v: "8.9", cmp: "approx", size: "大幅增长", err: "overstatement" })],
    { err: "overstatement", note: "8.9%算不上大幅" },
  ),
  wly(
    "f",
    O,
    "tA",
    "annual",
    "2019年营收501.18亿元，实现翻倍式增长，高端白酒的量价齐升一览无余。",
    [V("operating_revenue", "2019", "501.18"), G("operating_revenue", "2019", { size: "翻倍", err: "overstatement" })],
    { err: "overstatement", note: "同比+25.2%" },
  ),
  sh(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润2022至2024年连续下滑，这正是我们看多的核心理由。",
    [
      READ(G("net_profit", "2024", { dir: "down" }), "positive", { err: "stance" }),
      DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    ],
    { err: "stance", note: "利润下滑被多方当作看多论据" },
  ),
  wly(
    "f",
    O,
    "bear",
    "annual",
    "经营现金流同比增长约88%，这恰好是空方最有力的证据。",
    [READ(G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金流大增是利好" },
  ),
  pa(
    "f",
    A,
    "tC",
    "industry",
    "平安89.80%的负债率比比亚迪的70.74%还高，说明它的杠杆风险更大。",
    [PAIR("debt_ratio", "2025", "002594", { mode: "gt" }), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业负债率不能与车企直接比较" },
  ),
  byd("t", A, "tC", "industry", "比亚迪70.74%的负债率虽低于平安的89.80%，但它是制造业，这个杠杆更值得警惕。", [
    PAIR("debt_ratio", "2025", "601318", { mode: "lt" }),
    IND("high_debt_is_risk"),
  ]),
  pa(
    "f",
    "2025-04-30",
    "fR",
    "industry",
    "2024年末资产负债率89.93%，接近九成，一旦资产端波动就有资不抵债的风险。",
    [V("debt_ratio", "2024", "89.93", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险集团约九成负债率属常态" },
  ),
  byd(
    "f",
    A,
    "fR",
    "annual",
    "2025年末资产负债率74.64%，仍处于高位。",
    [V("debt_ratio", "2025", "74.64", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "74.64%是2024年末；2025年末70.74%" },
  ),
  sh(
    "f",
    A,
    "fR",
    "annual",
    "每1元管理费用对应约1.5元销售费用，渠道端的投入过重。",
    [R("selling_expense", "admin_expense", "2024", "1.5", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "614.22/580.21≈1.06倍" },
  ),
  pa(
    "f",
    A,
    "tF",
    "quarterly",
    "开门红成色十足！平安Q1归母净利2502.2亿元。",
    [V("net_profit", "2026Q1", "2502.2", "亿", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "250.22亿元，小数点错一位" },
  ),
  byd("t", A, "fR", "annual", "经营现金流591.36亿元，为2021年以来的最低值。", [
    V("operating_cash_flow", "2025", "591.36"),
    MIN("operating_cash_flow", "2025", Y5),
  ]),
  pa(
    "f",
    A,
    "fT",
    "annual",
    "商誉降到381.30亿元，2021年以来还没这么低过。",
    [V("goodwill", "2025", "381.30"), MIN("goodwill", "2025", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2021年231.75亿元更低" },
  ),
  pa(
    "f",
    A,
    "tNe",
    "annual",
    "以2023年为基数，平安2025年营收10505.06亿元仅增长约2.1%。",
    [G("revenue", "2025", { base: "2023", v: "2.1", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "2.1%是较2024年；较2023年+15.0%" },
  ),
  byd(
    "f",
    A,
    "tB",
    "quarterly",
    "光是三季度一个季度，比亚迪就赚了233.33亿元归母净利润，盈利能力依旧稳健。",
    [V("net_profit", "2025S3", "233.33", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "233.33亿元是前三季度累计；三季度单季78.23亿元" },
  ),
  byd(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度营收1502.25亿元，环比去年四季度继续增长。",
    [QOQ("operating_revenue", "2026Q1", "2025S4", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "环比-36.8%" },
  ),
  byd(
    "t",
    A,
    "tM",
    "quarterly",
    "近四个季度营收约7838亿元，一季度末货币资金757.87亿元，与2025年末的754.25亿元大体相当。",
    [V("revenue", "2026Q1TTM", "7838", "亿", "approx"), V("cash", "2026Q1", "757.87"), V("cash", "2025", "754.25")],
  ),
  pa(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度营收2184.05亿元，约占2025全年的三成，节奏明显快于往年。",
    [R("revenue", "revenue", "2026Q1", "30", { u: "%", cmp: "approx", denPeriod: "2025", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "2184.05/10505.06≈20.8%" },
  ),
  byd("u", A, "tN", "undecidable", "一季度海外收入占比升至约四成，出口成了对冲国内价格战的主力。", [
    U("分地区收入不在存储数据内"),
  ]),
  pa("u", A, "fE", "undecidable", "一季度寿险及健康险业务的营运利润同比增长，但财险综合成本率有所恶化。", [
    U("分部利润与综合成本率未存储"),
  ]),
  byd(
    "f",
    A,
    "tN",
    "announcement",
    "今年公司发布了限制性股票激励计划草案，管理层与股东利益深度绑定。",
    [EV("equity_incentive", true, { from: "2026-01-01", title: "激励", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年只有员工持股计划锁定期公告，无股权激励草案" },
  ),
  pa(
    "f",
    A,
    "fS",
    "announcement",
    "今年1月平安又完成了一批回购股份的注销，股本持续收缩。",
    [EV("repurchase", true, { from: "2026-01-01", to: "2026-01-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "最近一次回购注销公告在2025年9月" },
  ),
  sh("u", A, "tN", "announcement", "公司3月下旬发布了2025年年度报告，拟派发末期股息。", [
    U("中国石化2025年年报与分红公告未存储"),
  ]),
  byd("t", A, "tN", "announcement", "2022年员工持股计划的股票已于去年7月出售完毕，计划随之终止。", [
    EV("equity_incentive", true, { from: "2025-07-01", to: "2025-07-31", title: "出售完毕" }),
  ]),
  wly("u", A, "tN", "announcement", "五粮液近期披露2025年度分红方案，分红率提升至七成。", [U("五粮液公告未存储")]),
];
