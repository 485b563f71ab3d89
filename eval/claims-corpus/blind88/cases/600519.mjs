// 贵州茅台: FY2019-2025, quarters 2025Q1..2026Q1, bars 2024-01-02..2026-04-30, annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOLR, EV, U, CAGR, QOQ, PSUM } = H;
const { POS52, MCNOW, X, BIAS, BRK, DD, LIN, PAIR } = H;
const c = H.maker("b88-mt", "600519");
const A = "2026-04-30";
const Y6 = ["2019", "2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bull", "annual", "2025年茅台营业总收入1720.54亿元，同比仅降约1.2%，归母净利润823.2亿元，净利率仍超50%。", [
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    V("net_profit", "2025", "823.2"),
    V("net_margin", "2025", "50", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润862.28亿元，同比下降约4.5%，高端白酒龙头也没能守住增长。",
    [
      V("net_profit", "2025", "862.28", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    ],
    { err: "wrong_period", note: "862.28亿是2024年；2025年823.20亿" },
  ),
  c("t", A, "fE", "annual", "2025年归母净利润823.20亿元，低于2024年的862.28亿元，终结了此前连续五年的增长。", [
    V("net_profit", "2024", "862.28"),
    V("net_profit", "2025", "823.20"),
    UP("net_profit", Y6),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流净额2025年仅615.22亿元，较上年骤降逾五成，利润含金量明显走弱。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { v: "-50", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际-33.5%" },
  ),
  c("t", A, "tF", "annual", "2025年经营现金流615.22亿元，扣除31.28亿元资本开支后，自由现金流约584亿元。", [
    V("operating_cash_flow", "2025", "615.22"),
    V("capex", "2025", "31.28"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
  ]),
  c("t", A, "bear", "annual", "2025年分红及利息支付672.42亿元，超过当年经营现金流，约为后者的1.09倍。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "operating_cash_flow", "2025", "1.09", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "ROE从2024年的36.02%变为2025年的32.53%，提升约3.5个百分点，股东回报再上台阶。",
    [
      V("roe", "2024", "36.02", "%"),
      V("roe", "2025", "32.53", "%"),
      PP("roe", "2025", { v: "3.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "实际下降3.49个百分点" },
  ),
  c("t", A, "fR", "annual", "资产负债率16.42%，一年前还是19.04%，下行约2.6个百分点，财务结构更轻。", [
    V("debt_ratio", "2024", "19.04", "%"),
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "2025年末总资产3038.35亿元，首次站上3000亿元台阶。", [
    V("total_assets", "2025", "3038.35"),
    V("total_assets", "2024", "3000", "亿", "lt"),
    H.MAX("total_assets", "2024", Y6),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "投资活动现金净流出由17.85亿元扩大到316.42亿元，约为上年的27.7倍。",
    [
      V("investing_cash_flow", "2024", "-17.85"),
      V("investing_cash_flow", "2025", "-316.42"),
      X("investing_cash_flow", "2025", "2024", { v: "27.7", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约17.7倍" },
  ),
  c("u", A, "bull", "undecidable", "茅台酒2025年收入占比继续提升，系列酒承压，产品结构仍向高端集中。", [
    U("产品分部收入未存储"),
  ]),
  c("t", A, "tB", "annual", "2019至2024年归母净利润由412.06亿增至862.28亿，年均复合增速约15.9%。", [
    V("net_profit", "2019", "412.06"),
    V("net_profit", "2024", "862.28"),
    CAGR("net_profit", "2019", "2024", { v: "15.9", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "annual", "净利率由2024年52.27%降至2025年50.53%，回落约1.7个百分点，勉强守住五成。", [
    V("net_margin", "2024", "52.27", "%"),
    V("net_margin", "2025", "50.53", "%"),
    PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
    V("net_margin", "2025", "50", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营业收入1688.38亿元，同比下滑约12%，增长引擎明显熄火。",
    [
      V("operating_revenue", "2025", "1688.38"),
      G("operating_revenue", "2025", { v: "-12", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际-1.21%" },
  ),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年营业收入1720.54亿元，同比下降1.2%，量价双稳的判断需要修正。",
    [
      V("operating_revenue", "2025", "1720.54", "亿", "eq", { err: "wrong_value" }),
      G("operating_revenue", "2025", { v: "-1.2", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "1720.54亿是营业总收入；营业收入1688.38亿" },
  ),
  c("t", A, "fE", "quarterly", "2026年一季度归母净利润272.43亿元，同比增长约1.5%，营业收入539.09亿元。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    V("operating_revenue", "2026Q1", "539.09"),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润272.43亿元，同比大增逾15%，重回高增长轨道。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "15", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际+1.47%" },
  ),
  c("t", A, "tF", "quarterly", "2025年第四季度单季归母净利润176.93亿元，是全年四个季度中最低的一个。", [
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2025年四季度归母净利润仅176.93亿元，环比三季度下滑约18%，旺季不旺。",
    [
      V("net_profit", "2025S4", "176.93"),
      QOQ("net_profit", "2025S4", "2025S3", { v: "-18", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-7.96%" },
  ),
  c("t", A, "fM", "quarterly", "2025年下半年归母净利润约369亿元，低于上半年的454.03亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454.03"),
  ]),
  c("t", A, "fR", "quarterly", "一季度经营现金流269.10亿元，约为上年同期88.09亿元的3倍。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2026年一季度毛利率89.76%，较上年同期提升约2.2个百分点。",
    [
      V("gross_margin", "2026Q1", "89.76", "%"),
      PP("gross_margin", "2026Q1", { v: "2.2", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2025Q1的91.97%下降2.21个百分点" },
  ),
  c("u", A, "fM", "undecidable", "若二季度批价继续下行，预计上半年归母净利润将同比下滑约5%。", [U("预测")]),
  c("t", A, "tT", "technical", "收盘1384.79元，位于MA5到MA250所有均线下方，MA5<MA10<MA20<MA60空头排列。", [
    CLOSE("1384.79"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "4月中旬MACD金叉，DIF约-10.0仍在零轴下方，短线动能正在修复。",
    [
      MACD("golden_cross", 14, { err: "technical" }),
      MACD("dif_value", undefined, { v: "-10.0", cmp: "approx" }),
      MACD("dif_below_zero"),
    ],
    { err: "technical", note: "4月17日是死叉" },
  ),
  c("t", A, "tT", "technical", "RSI14约39.6；DIF -10.03低于DEA -4.72，两线都在零轴下方。", [
    RSI("39.6", "approx"),
    MACD("dif_value", undefined, { v: "-10.03" }),
    MACD("dea_value", undefined, { v: "-4.72" }),
    MACD("dif_below_dea"),
  ]),
  c("t", A, "tS", "technical", "股价较52周高点1645元回落约15.8%，距52周低点1322.01元只剩约4.8%。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-15.8", cmp: "approx" }),
    LO52({ cond: "level", v: "1322.01" }),
    LO52({ v: "4.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "收盘跌至1384.79元，创出52周新低，近250个交易日累计下跌约11.6%。",
    [CLOSE("1384.79"), LO52({ cond: "new_low", err: "wrong_extreme" }), RET(250, { v: "-11.6", cmp: "approx" })],
    { err: "wrong_extreme", note: "52周最低收盘不在今日" },
  ),
  c("t", A, "tT", "technical", "收盘低于此前20个交易日任一收盘价，20日乖离率约-3.4%。", [
    BRK(20, "down"),
    BIAS(20, { v: "-3.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "近20日均量较前20日放大逾三成，属于典型的放量下跌。",
    [VOLR({ v: "1.3", cmp: "gt", err: "wrong_magnitude" }), RET(20, { dir: "down" })],
    { err: "wrong_magnitude", note: "量比1.06" },
  ),
  c("t", A, "tT", "technical", "股价处在52周区间约19%的低位，近60日最大回撤约11%。", [
    POS52({ v: "19", cmp: "approx" }),
    DD(60, { v: "-11", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "按4月30日收盘价计，茅台近四个季度滚动市盈率约21倍。", [MCNOW("2026Q1TTM", "21")]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按2025年归母净利润计，当前股价对应市盈率约31倍，估值并不便宜。",
    [MCNOW("2025", "31", "approx", { err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  c("u", A, "fV", "undecidable", "对比泸州老窖约15倍的市盈率，茅台的估值溢价仍有收敛空间。", [U("样本外同业估值")]),
  c("u", A, "tN", "announcement", "公司近期公告拟以自有资金回购股份并注销，彰显管理层信心。", [
    U("茅台公告仅收录年报，回购公告无从核验"),
  ]),
  c("t", A, "tN", "announcement", "公司已于2025年4月初披露2024年年度报告。", [
    EV("annual_report", true, { from: "2025-04-01", to: "2025-04-10", title: "2024" }),
  ]),
];
