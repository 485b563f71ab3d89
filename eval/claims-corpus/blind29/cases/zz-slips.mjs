// One slip per point (a unit ×10, 百分点 told as %, the neighbouring year, a cumulative figure as one quarter,
// leverage without the industry, a notice that is not there, a reading against the fact, size words) with true
// siblings.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, MIN, EV, IND, U, READ } = H;
const zs = H.maker("b29-sz", "600036");
const nd = H.maker("b29-sn", "300750");
const wl = H.maker("b29-sw", "000858");
const A = "2026-04-30";

export default [
  zs(
    "f",
    A,
    "bull",
    "annual",
    "年末总资产约130.7万亿元，体量在股份行中遥遥领先。",
    [V("total_assets", "2025", "130.7", "万亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "13.07万亿元（单位错十倍）" },
  ),
  nd(
    "f",
    A,
    "fE",
    "annual",
    "毛利率同比提升1.83%，达到26.27%。",
    [V("gross_margin", "2025", "26.27", "%"), G("gross_margin", "2025", { v: "1.83", err: "wrong_value" })],
    { err: "wrong_value", note: "提升1.83个百分点，相对增幅约7.5%" },
  ),
  nd("t", A, "fV", "annual", "毛利率多了1.83个百分点，换算成相对增幅大约7.5%。", [
    PP("gross_margin", "2025", { v: "1.83" }),
    G("gross_margin", "2025", { v: "7.5", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "tF",
    "annual",
    "2024年归母净利润1501.81亿元，同比增长1.21%。",
    [
      V("net_profit", "2024", "1501.81", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2024", { v: "1.21", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "1501.81亿元、+1.21%是2025年；2024年1483.91亿元、+1.22%" },
  ),
  zs(
    "f",
    A,
    "tBe",
    "quarterly",
    "2025年三季度单季归母净利润1137.72亿元，同比几乎没有增长。",
    [V("net_profit", "2025S3", "1137.72", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1137.72亿元为前三季度累计；三季度单季388.42亿元" },
  ),
  zs(
    "f",
    A,
    "tC",
    "industry",
    "负债率九成以上，一旦遭遇挤兑就会资不抵债，这是招行最大的风险。",
    [V("debt_ratio", "2025", "90", "%", "gt"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行高负债率属常态" },
  ),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "继2月的员工持股计划之后，3月又冒出一期新的股权激励计划草案。",
    [
      EV("equity_incentive", true, { from: "2026-02-01", to: "2026-02-28" }),
      EV("equity_incentive", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "3月公告为回购进展、利润分配与中期分红；员工持股计划草案在2月" },
  ),
  wl(
    "f",
    "2020-05-15",
    "bear",
    "annual",
    "经营现金流同比大增近九成，说明回款过于激进、透支了未来，属于利空。",
    [READ(G("operating_cash_flow", "2019", { v: "90", cmp: "near" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金流大增读作利空" },
  ),
  zs(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度营收同比增长3.8%，可以说是高速增长。",
    [G("revenue", "2026Q1", { v: "3.8", cmp: "approx", size: "高速增长", err: "overstatement" })],
    { err: "overstatement", note: "+3.81%" },
  ),
  zs("t", A, "fE", "quarterly", "一季度营收同比增长约3.8%，属于小幅增长。", [
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx", size: "小幅增长" }),
  ]),
  nd(
    "f",
    A,
    "tBe",
    "annual",
    "2025年归母净利润约72.2亿元，和万亿市值龙头的地位并不匹配。",
    [V("net_profit", "2025", "72.2", "亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "722.01亿元（少写一位）" },
  ),
  nd(
    "f",
    A,
    "fSy",
    "annual",
    "营收较2022年增长17.04%，三年累计增量有限。",
    [G("revenue", "2025", { base: "2022", v: "17.04", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "17.04%是较2024年；较2022年+28.9%" },
  ),
  zs("u", A, "bear", "annual", "2025年ROE 13.44%，为2019年以来的最低水平。", [
    V("roe", "2025", "13.44", "%"),
    MIN("roe", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  nd(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润同比接近翻倍，业绩进入爆发期。",
    [G("net_profit", "2026Q1", { size: "接近翻倍", err: "overstatement" })],
    { err: "overstatement", note: "+48.52%" },
  ),
  zs(
    "f",
    A,
    "fR",
    "annual",
    "2025年总负债约11.79万亿元，同比增长超过一成。",
    [
      V("total_liabilities", "2025", "11.79", "万亿"),
      G("total_liabilities", "2025", { v: "10", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+7.98%" },
  ),
  wl("u", A, "fE", "annual", "按2025年口径，五粮液的净利率仍在三成以上，远高于行业均值。", [
    U("五粮液2025年报未存储；行业均值"),
  ]),
];
