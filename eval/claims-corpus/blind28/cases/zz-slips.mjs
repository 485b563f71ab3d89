// One slip per point, in the models' habits: a neighbouring base year or period, 百分点 for %, a unit ×10, an
// extreme over the wrong window, a streak that is not one, a digit slip.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MIN, LIN, GSTREAK, QOQ } = H;
const zs = H.maker("b28-sz", "600036");
const nd = H.maker("b28-sn", "300750");
const wl = H.maker("b28-sw", "000858");
const A = "2026-04-30";
const O = "2020-05-15";

export default [
  zs(
    "f",
    A,
    "fE",
    "annual",
    "和2023年相比，2025年归母净利润1501.81亿元只多了1.21%。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { base: "2023", v: "1.21", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2023年+2.44%，1.21%是较2024年" },
  ),
  zs(
    "f",
    A,
    "tF",
    "annual",
    "招行2025年末总资产约1.3万亿元，规模再上台阶。",
    [V("total_assets", "2025", "1.3", "万亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "总资产约13.07万亿元" },
  ),
  zs(
    "f",
    A,
    "bear",
    "annual",
    "2025年净利率44.77%，为近五年最低水平。",
    [
      V("net_margin", "2025", "44.77", "%"),
      MIN("net_margin", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "近五年最高" },
  ),
  zs(
    "f",
    A,
    "tB",
    "annual",
    "招行归母净利润已连续六年保持两位数增长，龙头成色十足。",
    [GSTREAK("net_profit", ["2020", "2021", "2022", "2023", "2024", "2025"], 10, undefined, { err: "overstatement" })],
    { err: "overstatement", note: "2020、2023、2024、2025年均低于10%" },
  ),
  zs(
    "f",
    A,
    "fQ",
    "annual",
    "扣非归母净利润只有归母口径的九成左右，非经常性收益占比不低。",
    [R("deducted_net_profit", "net_profit", "2025", "90", { u: "%", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "扣非占归母99.9%" },
  ),
  zs(
    "f",
    A,
    "fE",
    "quarterly",
    "环比口径下，招行一季度营收869.40亿元，比四季度多出3.81%。",
    [V("revenue", "2026Q1", "869.40"), QOQ("revenue", "2026Q1", "2025S4", { v: "3.81", err: "wrong_period" })],
    { err: "wrong_period", note: "3.81%是同比；环比+0.96%" },
  ),

  nd(
    "f",
    A,
    "fE",
    "annual",
    "若以2023年为基数，2025年营收4237.02亿元的增幅是17.04%。",
    [V("revenue", "2025", "4237.02"), G("revenue", "2025", { base: "2023", v: "17.04", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2023年+5.68%" },
  ),
  nd(
    "f",
    A,
    "fR",
    "annual",
    "净利率同比提升21.5个百分点至18.12%，盈利能力跃升。",
    [V("net_margin", "2025", "18.12", "%"), PP("net_margin", "2025", { v: "21.5", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "提升3.2个百分点，相对+21.5%" },
  ),
  nd(
    "f",
    A,
    "tF",
    "quarterly",
    "一季度营收129.13亿元，同比增长52.45%。",
    [
      V("revenue", "2026Q1", "129.13", "亿", "approx", { err: "wrong_magnitude" }),
      G("revenue", "2026Q1", { v: "52.45" }),
    ],
    { err: "wrong_magnitude", note: "营收1291.31亿元" },
  ),
  nd(
    "f",
    A,
    "fSy",
    "annual",
    "2025年末资产负债率65.24%，较2022年高点回落约5个百分点。",
    [
      V("debt_ratio", "2025", "65.24", "%", "eq", { err: "wrong_period" }),
      PP("debt_ratio", "2025", { base: "2022", v: "-5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "65.24%是2024年末；2025年末61.94%" },
  ),
  nd(
    "f",
    A,
    "tF",
    "annual",
    "货币资金3535.13亿元，同比增长约9.9%，现金储备继续加厚。",
    [V("cash", "2025", "3535.13", "亿", "eq", { err: "wrong_value" }), G("cash", "2025", { v: "9.9", cmp: "approx" })],
    { err: "wrong_value", note: "货币资金3335.13亿元" },
  ),
  nd(
    "f",
    A,
    "fR",
    "annual",
    "少数股东损益约145.85亿元，归母之外的利润分流不容忽视。",
    [
      LIN(
        [
          ["net_income", 1],
          ["net_profit", -1],
        ],
        "2025",
        { v: "145.85", cmp: "approx", err: "wrong_value" },
      ),
    ],
    { err: "wrong_value", note: "少数股东损益约45.85亿元" },
  ),
  nd(
    "f",
    A,
    "tM",
    "annual",
    "2024年是宁德近五年唯一一次利润下滑的年份，2025年才恢复增长。",
    [G("net_profit", "2024", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2024年利润+15.01%，下滑的是营收" },
  ),

  wl(
    "f",
    O,
    "fE",
    "annual",
    "对比2017年的301.87亿元，2019年营收501.18亿元只增长了约25%。",
    [
      V("operating_revenue", "2017", "301.87"),
      V("operating_revenue", "2019", "501.18"),
      G("operating_revenue", "2019", { base: "2017", v: "25", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2017年+66%；25.2%是较2018年" },
  ),
  wl(
    "f",
    O,
    "tF",
    "annual",
    "2019年经营现金流净额录得23.11亿元，较2018年多了87.64%。",
    [
      V("operating_cash_flow", "2019", "23.11", "亿", "approx", { err: "wrong_magnitude" }),
      G("operating_cash_flow", "2019", { v: "87.64" }),
    ],
    { err: "wrong_magnitude", note: "经营现金流231.12亿元" },
  ),
  wl(
    "f",
    O,
    "fR",
    "annual",
    "归母股东权益增长27.02%，2019年末达到742.91亿元。",
    [V("parent_equity", "2019", "742.91"), G("parent_equity", "2019", { v: "27.02", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+17.02%" },
  ),
];
