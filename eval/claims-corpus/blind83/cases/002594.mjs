// 比亚迪 002594, on 2026-04-30 (FY2025 and 2026Q1 public). No case uses its PE at the close or 52-week figures as
// decided (bars restart 2025-07-29); no case rests on its financing notices.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, X, MIN, MAX, RET, CLOSE, MA, MAORDER, MACD, VOLR, VOL, EV, U, IND, SNAP, MCPE } = H;
const { QOQ, PAIR, BIAS, SPAN, BAR, LIN } = H;
const c = H.maker("b83-byd", "002594");
const A = "2026-04-30";

export default [
  c("t", A, "bull", "annual", "2025年营业总收入8039.65亿元，同比增长约3.5%，此前任何一年都没到过8000亿元。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    MAX("revenue", "2024", ["2021", "2022", "2023", "2024"]),
    V("revenue", "2024", "8000", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收8039.65亿元，同比下滑约3.5%，增长已经彻底停滞。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { v: "-3.5", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+3.46%" },
  ),
  c("t", A, "fE", "annual", "归母净利润326.19亿元，同比下降约19%，比2024年的402.54亿元少了约76亿元。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    V("net_profit", "2024", "402.54"),
    D("net_profit", "2025", { v: "-76", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2025年归母净利润326.19亿元，同比几近腰斩，价格战的代价已经显现。",
    [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "同比-18.97%，远非腰斩" },
  ),
  c("t", A, "tF", "annual", "归母净利润从2021年的30.45亿元增至2024年的402.54亿元，是当年的13倍多。", [
    V("net_profit", "2021", "30.45"),
    V("net_profit", "2024", "402.54"),
    X("net_profit", "2024", "2021", { v: "13", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2022年归母净利润166.22亿元，同比增长约80%，放量周期由此开启。",
    [V("net_profit", "2022", "166.22"), G("net_profit", "2022", { v: "80", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "约80%是2023年的增速；2022年+446%" },
  ),
  c("t", A, "fE", "annual", "2023年归母净利润300.41亿元，同比增长约81%，2024年再增约34%。", [
    V("net_profit", "2023", "300.41"),
    G("net_profit", "2023", { v: "81", cmp: "approx" }),
    G("net_profit", "2024", { v: "34", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "毛利率由19.44%降至17.74%，净利率由5.35%降至4.20%，盈利能力双降。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    V("net_margin", "2024", "5.35", "%"),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年毛利率同比只下降了1.70%，降幅尚属温和。",
    [G("gross_margin", "2025", { v: "-1.70", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "下降1.70个百分点，按比例约-8.7%" },
  ),
  c("t", A, "fR", "annual", "经营现金流净额只剩591.36亿元，上年还有1334.54亿元，一年少了一半以上。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
  ]),
  c("t", A, "bear", "annual", "2025年资本开支1568.08亿元，远超591.36亿元的经营现金流，自由现金流缺口近千亿。", [
    V("capex", "2025", "1568.08"),
    V("operating_cash_flow", "2025", "591.36"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-1000", cmp: "near" },
    ),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "资本开支1568.08亿元，同比收缩约38%，重资产扩张周期已经结束。",
    [
      V("capex", "2025", "1568.08"),
      G("capex", "2025", { v: "-38", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "973.60亿→1568.08亿，+61%" },
  ),
  c("t", A, "tF", "annual", "资产负债率70.74%，比上年的74.64%低约3.9个百分点，2022年至今没有哪年更低。", [
    V("debt_ratio", "2024", "74.64", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
    MIN("debt_ratio", "2025", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "资产负债率70.74%，为2021年以来最高水平，财务压力持续加剧。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      MAX("debt_ratio", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "最高是2023年77.86%；2025年为2022年以来最低" },
  ),
  c("t", A, "fT", "industry", "作为车企，70.74%的负债率不能拿银行九成杠杆的行业常态来开脱。", [
    V("debt_ratio", "2025", "70.74", "%"),
    IND("high_debt_is_risk"),
  ]),
  c("t", A, "tNe", "annual", "货币资金由1027.39亿元降至754.25亿元，一年减少约273亿元。", [
    V("cash", "2024", "1027.39"),
    V("cash", "2025", "754.25"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "annual", "总资产8837.30亿元，同比增长约12.8%，而归母净利润同比下滑近两成。", [
    V("total_assets", "2025", "8837.30"),
    G("total_assets", "2025", { v: "12.8", cmp: "approx" }),
    G("net_profit", "2025", { v: "-20", cmp: "near" }),
  ]),
  c("t", A, "fV", "valuation", "按2025年7月4日快照市值约1.82万亿元计，对应2024年归母净利润的市盈率约45倍。", [
    SNAP("marketCap", "1.82", "万亿"),
    MCPE("2024", "45"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "2025年7月4日快照显示比亚迪市净率约3.15倍，估值并不算贵。",
    [SNAP("pb", "3.15", "x", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照PB为8.33倍" },
  ),
  c("t", A, "fE", "quarterly", "一季度营收同比降约11.8%至1502.25亿元，归母净利润更是同比下滑约55%，仅40.85亿元。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润91.55亿元，同比基本持平，开年经营依然稳健。",
    [
      V("net_profit", "2026Q1", "91.55", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2026Q1", { size: "基本持平", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "91.55亿是2025年一季度；2026Q1为40.85亿、-55%" },
  ),
  c("t", A, "bear", "quarterly", "一季度净利率只有2.67%，而去年同期是5.54%，几乎腰斩。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    G("net_margin", "2026Q1", { size: "腰斩" }),
  ]),
  c("t", A, "fM", "quarterly", "2025年四季度单季营收2376.99亿元，同比少约13.5%；单季净利润92.86亿元，降约38%。", [
    V("revenue", "2025S4", "2376.99"),
    G("revenue", "2025S4", { v: "-13.5", cmp: "approx" }),
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2025年四季度单季营收8039.65亿元，同比增长3.5%，旺季不旺。",
    [
      V("revenue", "2025S4", "8039.65", "亿", "eq", { err: "wrong_period" }),
      G("revenue", "2025S4", { v: "3.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "全年数当成四季度；单季2376.99亿、-13.5%" },
  ),
  c(
    "t",
    A,
    "tF",
    "quarterly",
    "2025年上半年收入端增约23.3%（3712.81亿元），利润端只增约13.8%（归母净利润155.11亿元）。",
    [
      V("revenue", "2025H1", "3712.81"),
      G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
      V("net_profit", "2025H1", "155.11"),
      G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
    ],
  ),
  c("t", A, "tM", "quarterly", "前三季度营收同比仍增约12.8%，但归母净利润已同比下滑约7.5%，增收不增利。", [
    G("revenue", "2025M9", { v: "12.8", cmp: "approx" }),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fL",
    "quarterly",
    "2025年三季度单季归母净利润78.23亿元，同比增长约33%。",
    [
      V("net_profit", "2025S3", "78.23"),
      G("net_profit", "2025S3", { v: "33", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "116.07亿→78.23亿，-32.6%" },
  ),
  c("t", A, "fE", "quarterly", "2026年一季度归母净利润40.85亿元，较2025年四季度的92.86亿元环比下降约56%。", [
    V("net_profit", "2026Q1", "40.85"),
    V("net_profit", "2025S4", "92.86"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-56", cmp: "approx" }),
  ]),
  c("t", A, "tF", "quarterly", "TTM口径归母净利润约275亿元，已低于2025全年的326.19亿元。", [
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    PAIR("net_profit", "2026Q1TTM", undefined, { period2: "2025", mode: "lt" }),
  ]),
  c("t", A, "fR", "quarterly", "一季度毛利率从去年同期的20.07%滑到18.81%，掉了约1.3个百分点。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    V("gross_margin", "2025Q1", "20.07", "%"),
    PP("gross_margin", "2026Q1", { v: "-1.3", cmp: "approx" }),
  ]),
  c("t", A, "tN", "announcement", "公司已于3月28日公告2025年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪今年以来已发布股份回购公告，护盘意愿明确。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("t", A, "vN", "announcement", "3月28日公告称2025年员工持股计划第一个锁定期解锁条件未成就。", [
    EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "解锁条件未成就" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "announcement",
    "公司4月已发布2025年度权益分派实施公告，除权除息在即。",
    [EV("dividend", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月无分派实施公告，只有3月28日的方案" },
  ),
  c("t", A, "tT", "technical", "收盘102.98元，站在5日至120日各条均线之上，且均线依次多头排列。", [
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
    "DIF为0.521，仍运行在DEA上方，MACD红柱延续，多头动能充足。",
    [MACD("dif_value", undefined, { v: "0.521" }), MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "DEA 0.594，DIF在其下方" },
  ),
  c("t", A, "tS", "technical", "DIF约0.52，虽在零轴上方，但低于约0.59的DEA，4月1日的死叉仍未修复。", [
    MACD("dif_value", undefined, { v: "0.52", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "0.59", cmp: "approx" }),
    MACD("dif_above_zero"),
    MACD("dif_below_dea"),
    MACD("dead_cross", 21),
  ]),
  c("t", A, "tT", "technical", "近60个交易日上涨12.17%，60日乖离率约4.7%。", [
    RET(60, { v: "12.17" }),
    BIAS(60, { v: "4.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近5个交易日大涨约13%，资金抢筹迹象明显。",
    [RET(5, { v: "13", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "近5日+3.00%" },
  ),
  c("t", A, "tS", "technical", "20日均量仅约为前一个20日的0.68倍，属于明显缩量。", [
    VOLR({ v: "0.68", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "近20日成交量较前20日放大三成以上，放量特征明显。",
    [VOL("expand_strong", { err: "wrong_direction" })],
    { err: "wrong_direction", note: "20日均量/前20日=0.68，是缩量" },
  ),
  c("t", A, "tTr", "technical", "4月29日收涨约3.9%，成交量约为前一日的2.9倍，4月30日回落约2.3%。", [
    BAR("2026-04-29", "chg", { v: "3.9", cmp: "approx" }),
    BAR("2026-04-29", "volx", { v: "2.9", cmp: "approx" }),
    BAR("2026-04-30", "chg", { v: "-2.3", cmp: "approx" }),
  ]),
  c("u", A, "tBe", "technical", "比亚迪股价较52周高点回落约12%，仍处一年区间中部。", [
    U("比亚迪52周数据（日线自2025-07-29起）不作判定"),
  ]),
  c("u", A, "bull", "undecidable", "2026年海外销量有望突破150万辆，出海将成为第二增长曲线。", [U("销量预测")]),
  c("u", A, "fS", "undecidable", "一季度新能源车销量同比下滑超三成，价格战持续拖累单车利润。", [
    U("销量、单车利润未存储"),
  ]),
  c("u", A, "vF", "undecidable", "2025年毛利率17.74%，高于特斯拉同期约17%的水平。", [
    V("gross_margin", "2025", "17.74", "%"),
    U("特斯拉不在样本内"),
  ]),
  c("t", A, "tP", "annual", "2025年分红及付息现金141.25亿元，较上年的100.51亿元增长约四成。", [
    V("dividends_interest_paid", "2025", "141.25"),
    V("dividends_interest_paid", "2024", "100.51"),
    G("dividends_interest_paid", "2025", { v: "40", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "以2023年为基数，比亚迪2025年营业总收入只多了约3.5%，两年间几乎没长。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { base: "2023", v: "3.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "3.5%是较2024年；较2023年+33.5%" },
  ),
  c("t", A, "vT", "technical", "自2025年末收盘97.72元以来上涨5.38%，近120个交易日涨约2.2%。", [
    CLOSE("97.72", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "5.38" }),
    RET(120, { v: "2.2", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "technical", "收盘102.98元，较20个交易日前的102.65元仅涨0.32%，以区间震荡为主。", [
    CLOSE("102.98"),
    RET(20, { v: "0.32" }),
  ]),
  c("u", A, "fR", "undecidable", "一季度毛利率18.81%，海外工厂产能爬坡是毛利承压的主因。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    U("归因"),
  ]),
  c("u", A, "tN", "announcement", "比亚迪计划今年发行不超过300亿元公司债，补充营运资金。", [
    U("比亚迪融资类公告未收录"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "比亚迪70.74%的负债率与银行一样属行业常态，我更担心的是现金流而非杠杆。",
    [V("debt_ratio", "2025", "70.74", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "车企不适用金融业的负债率常态" },
  ),
];
