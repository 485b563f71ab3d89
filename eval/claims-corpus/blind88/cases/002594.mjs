// 比亚迪: FY2021-2025 (and 2017-2019), quarters 2024H1..2026Q1, bars from 2025-07-29 (52-week figures undecidable,
// no PE at the close), dividend / ESOP notices; a missing dividend / buy-back notice is a nonexistent_event.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, VOLR, EV, U, X, RANK, PSUM } = H;
const { BIAS, DD, LIN, PAIR, IND } = H;
const c = H.maker("b88-byd", "002594");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "annual", "2025年营收8039.65亿元，同比仅增约3.5%；归母净利润326.19亿元，同比下滑约19%。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润326.19亿元，同比增长约19%，规模效应持续释放。",
    [
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { v: "19", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-18.97%" },
  ),
  c("t", A, "fE", "annual", "毛利率下滑1.7个百分点至17.74%（上年19.44%），净利率只剩4.20%。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7" }),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年毛利率17.74%，同比下降约1.7%，降幅可控。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      G("gross_margin", "2025", { v: "-1.7", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "降1.70个百分点，相对降幅8.7%" },
  ),
  c("t", A, "fR", "annual", "经营现金流由1334.54亿元降至591.36亿元，腰斩有余，只有2023年高点的约35%。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { size: "腰斩" }),
    MAX("operating_cash_flow", "2023", ["2021", "2022", "2023", "2024", "2025"]),
    R("operating_cash_flow", "operating_cash_flow", "2025", "35", { denPeriod: "2023", u: "%", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "annual", "2025年资本开支1568.08亿元，远超经营现金流591.36亿元，自由现金流约-977亿元。", [
    V("capex", "2025", "1568.08"),
    V("operating_cash_flow", "2025", "591.36"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "资本开支1568.08亿元，比上年的973.60亿元增长约16%，扩张节奏平稳。",
    [
      V("capex", "2024", "973.60"),
      V("capex", "2025", "1568.08"),
      G("capex", "2025", { v: "16", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+61.06%" },
  ),
  c("t", A, "fR", "annual", "资产负债率从74.64%回落到70.74%，下降约3.9个百分点。", [
    V("debt_ratio", "2024", "74.64", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "industry",
    "资产负债率70.74%，和银行保险一样属于行业常态杠杆，无需视作风险。",
    [V("debt_ratio", "2025", "70.74", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  c("t", A, "fS", "annual", "货币资金减少约273亿元、降幅约26.6%，年末余额754.25亿元，上年末为1027.39亿元。", [
    V("cash", "2024", "1027.39"),
    V("cash", "2025", "754.25"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
    G("cash", "2025", { v: "-26.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2024年归母净利润402.54亿元，较2022年增长约34%。",
    [
      V("net_profit", "2024", "402.54"),
      G("net_profit", "2024", { base: "2022", v: "34", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "34%是较2023年；较2022年+142%" },
  ),
  c("t", A, "fE", "annual", "2025年归母净利润326.19亿元，高于2023年的300.41亿元，为近三年次低。", [
    V("net_profit", "2025", "326.19"),
    V("net_profit", "2023", "300.41"),
    PAIR("net_profit", "2025", undefined, { period2: "2023", mode: "gt" }),
    RANK("net_profit", "2025", ["2023", "2024", "2025"], "min", 2),
  ]),
  c("u", A, "bull", "undecidable", "2025年新能源车销量约460万辆，海外销量同比翻倍，出海是第二增长曲线。", [
    U("销量未存储"),
  ]),
  c("u", A, "bear", "undecidable", "价格战将延续至2026年下半年，预计单车利润还会继续下探。", [U("预测")]),
  c("t", A, "fE", "quarterly", "一季度营收同比下降约11.8%至1502.25亿元，归母净利润更是腰斩至40.85亿元。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { size: "腰斩" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润40.85亿元，同比仅小幅下滑约5.5%，基本盘稳固。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-5.5", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-55.4%" },
  ),
  c("t", A, "tBe", "quarterly", "一季度净利率仅2.67%，与上年同期的5.54%相比几乎腰斩。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    G("net_margin", "2026Q1", { size: "腰斩" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年四季度单季归母净利润92.86亿元，同比增长约38%，旺季效应明显。",
    [
      V("net_profit", "2025S4", "92.86"),
      G("net_profit", "2025S4", { v: "38", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-38.2%" },
  ),
  c(
    "t",
    A,
    "tF",
    "quarterly",
    "2025年第三季度比亚迪营收1949.85亿元，同比降约3%，当季归母净利润78.23亿元，同比降约32.6%。",
    [
      V("net_profit", "2025S3", "78.23"),
      G("net_profit", "2025S3", { v: "-32.6", cmp: "approx" }),
      V("revenue", "2025S3", "1949.85"),
      G("revenue", "2025S3", { v: "-3", cmp: "approx" }),
    ],
  ),
  c("t", A, "fM", "quarterly", "上半年营收增约23.3%、归母净利润增约13.8%，下半年利润却比上年同期少约95亿元。", [
    G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
    G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
        ["net_profit", "2024", -1],
        ["net_profit", "2024H1", 1],
      ],
      { v: "-95", cmp: "approx" },
    ),
  ]),
  c("t", A, "fQ", "quarterly", "2025年前三季度归母净利润233.33亿元，同比已下降约7.5%，谈不上增长。", [
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "quarterly", "近四个季度归母净利润约275亿元，低于2025年全年的326.19亿元，盈利仍在下行。", [
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    V("net_profit", "2025", "326.19"),
    PAIR("net_profit", "2026Q1TTM", undefined, { period2: "2025", mode: "lt" }),
  ]),
  c("t", A, "tT", "technical", "收盘102.98元站上全部短中期均线，MA5>MA10>MA20>MA60>MA120多头排列。", [
    CLOSE("102.98"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "放量上攻格局：最近20个交易日量能比此前20日多出约三成。",
    [VOLR({ v: "1.3", cmp: "approx", err: "wrong_direction" }), RET(20, { dir: "up" })],
    { err: "wrong_direction", note: "量比0.68，缩量" },
  ),
  c("t", A, "vT", "technical", "近20日均量只有前20日的约0.68倍，明显缩量。", [
    VOLR({ v: "0.68", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c("t", A, "tT", "technical", "DIF约0.52在DEA约0.59下方，但两线仍处零轴之上，RSI14约52，多空均衡。", [
    MACD("dif_value", undefined, { v: "0.52", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "0.59", cmp: "approx" }),
    MACD("dif_below_dea"),
    MACD("dif_above_zero"),
    RSI("52", "approx"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近60个交易日股价由91.81元涨至102.98元，涨幅约21%。",
    [CLOSE("102.98"), RET(60, { v: "21", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+12.17%" },
  ),
  c("u", A, "tT", "technical", "股价距52周高点116.59元仍有约12%的上行空间。", [
    HI52({ cond: "level", v: "116.59" }),
    HI52({ v: "-12", cmp: "approx" }),
  ]),
  c("t", A, "tN", "announcement", "3月28日公司公告2025年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪今年3月公告以集中竞价方式回购A股，用于员工持股计划。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  c("t", A, "fS", "announcement", "3月28日公告：2025年员工持股计划第一个锁定期解锁条件未成就。", [
    EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
  ]),
  c("t", A, "tN", "announcement", "2024年度分红方案含资本公积金转增股本，实施公告于2025年7月22日披露。", [
    EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "转增" }),
  ]),
];
