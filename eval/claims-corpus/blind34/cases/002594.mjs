// 比亚迪: FY2021-2025 (and 2017-2019), quarters 2024H1..2026Q1, bars from 2025-07-29 only (52-week figures open).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, U, X, CAGR } = H;
const { IND, SUM, RANK, DD, POS52, SPAN, QOQ, PSUM, LIN, READ, SNAP, BAR, MAHOLD, EVN, GDIFF } = H;
const c = H.maker("b34-byd", "002594");
const A = "2026-04-30";

export default [
  c(
    "t",
    A,
    "bear",
    "annual",
    "2025年比亚迪营收8039.65亿元，同比仅增3.5%，归母净利润326.19亿元却下滑约19%，增收不增利。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { v: "3.5", cmp: "approx" }),
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "归母净利润326.19亿元，同比腰斩，价格战的代价全部写在了利润表上。",
    [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "同比-18.97%，不是腰斩" },
  ),
  c("t", A, "bull", "annual", "营收突破8000亿元，较2021年的2161.42亿元增长到约3.7倍，四年复合增速接近39%。", [
    V("revenue", "2025", "8000", "亿", "gt"),
    V("revenue", "2021", "2161.42"),
    X("revenue", "2025", "2021", { v: "3.7", cmp: "approx" }),
    CAGR("revenue", "2021", "2025", { v: "39", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "营收从2021年的2161亿元增至8040亿元，四年增长了近五倍。",
    [
      V("revenue", "2025", "8040", "亿", "approx"),
      X("revenue", "2025", "2021", { v: "5", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "3.72倍" },
  ),
  c("u", A, "fE", "annual", "毛利率由19.44%降至17.74%，下滑1.7个百分点；净利率从5.35%降到4.20%，单车盈利被压缩。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
    PP("net_margin", "2025", { v: "-1.15", cmp: "approx" }),
    U("单车盈利需要销量数据"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年毛利率17.74%，较上年下降约8.7%，降幅远超市场预期。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      PP("gross_margin", "2025", { v: "-8.7", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "下降1.70个百分点，相对降幅8.7%被写成了百分点" },
  ),
  c(
    "t",
    A,
    "fR",
    "annual",
    "经营现金流591.36亿元，同比减少约56%，而资本开支1568.08亿元同比增加约61%，自由现金流转为约-977亿元。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      G("operating_cash_flow", "2025", { v: "-56", cmp: "approx" }),
      V("capex", "2025", "1568.08"),
      G("capex", "2025", { v: "61", cmp: "approx" }),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "-977", cmp: "approx" },
      ),
    ],
  ),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流591亿元，仅为2023年的44%左右，现金创造能力明显弱化。",
    [X("operating_cash_flow", "2025", "2023", { v: "0.44", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "约为2024年的44%，为2023年的35%" },
  ),
  c("t", A, "tF", "annual", "资产负债率从2023年的77.86%降至2025年的70.74%，两年下降约7个百分点，财务结构在修复。", [
    V("debt_ratio", "2023", "77.86", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { base: "2023", v: "-7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "资产负债率70.74%，较2024年上升近4个百分点，杠杆仍在加。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      PP("debt_ratio", "2025", { v: "4", cmp: "near", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "74.64→70.74，下降3.9个百分点" },
  ),
  c("t", A, "tBe", "annual", "年末货币资金754.25亿元，比上年末的1027.39亿元少了约273亿元，降幅超过四分之一。", [
    V("cash", "2025", "754.25"),
    V("cash", "2024", "1027.39"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
    G("cash", "2025", { v: "-25", cmp: "lt" }),
  ]),
  c(
    "t",
    A,
    "tB",
    "annual",
    "2021年归母净利润30.45亿元，2024年做到402.54亿元，三年增长逾12倍，2025年的回落是从高基数上回落。",
    [
      V("net_profit", "2021", "30.45"),
      V("net_profit", "2024", "402.54"),
      X("net_profit", "2024", "2021", { v: "13", cmp: "gt" }),
      MAX("net_profit", "2024", ["2021", "2022", "2023", "2024", "2025"]),
    ],
  ),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年归母净利润326亿元，仍是公司历史上利润第二高的年份，仅次于2023年。",
    [RANK("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], "max", 2), PAIR0()],
    { err: "wrong_extreme", note: "2024年402.54亿最高，2025年第二；2023年300.41亿低于2025年" },
  ),
  c("t", A, "fSy", "annual", "总资产8837.30亿元，同比扩张12.8%，负债6251.91亿元，仅增长6.9%，扩张更多靠自有资金。", [
    V("total_assets", "2025", "8837.30"),
    G("total_assets", "2025", { v: "12.8", cmp: "approx" }),
    V("total_liabilities", "2025", "6251.91"),
    G("total_liabilities", "2025", { v: "6.9", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "vF",
    "annual",
    "基本面：2025年投资活动净流出1974.63亿元，比上年的1290.82亿元多出约680亿元，扩张节奏并未放缓。",
    [
      V("investing_cash_flow", "2025", "-1974.63"),
      V("investing_cash_flow", "2024", "-1290.82"),
      D("investing_cash_flow", "2025", { v: "-684", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "vF",
    "annual",
    "基本面：分红付息现金流出141.25亿元，同比翻倍，股东回报大幅提升。",
    [
      V("dividends_interest_paid", "2025", "141.25"),
      G("dividends_interest_paid", "2025", { size: "翻倍", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+40.5%；翻倍的是2024年（+145%）" },
  ),
  c(
    "t",
    A,
    "fL",
    "annual",
    "这意味着，净利润从2024年的402.54亿元降至326.19亿元，少了约76亿元，但营收仍在增长，问题出在利润率而非规模。",
    [
      D("net_profit", "2025", { v: "-76", cmp: "approx" }),
      G("revenue", "2025", { dir: "up" }),
      PP("net_margin", "2025", { dir: "down" }),
    ],
  ),
  // quarterly
  c(
    "t",
    A,
    "bear",
    "quarterly",
    "2026年一季度营收1502.25亿元，同比下降11.8%，归母净利润40.85亿元，同比降幅超过五成。",
    [
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { base: "2025Q1", v: "-11.8", cmp: "approx" }),
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { base: "2025Q1", v: "-50", cmp: "lt" }),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度归母净利润40.85亿元，同比下滑约35%，盈利能力明显承压。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { base: "2025Q1", v: "-35", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比-55.4%" },
  ),
  c(
    "t",
    A,
    "fQ",
    "quarterly",
    "一季度净利率只有2.67%，比去年同期的5.54%几乎腰斩，2.87个百分点的下滑比全年的降幅还大。",
    [
      V("net_margin", "2026Q1", "2.67", "%"),
      V("net_margin", "2025Q1", "5.54", "%"),
      G("net_margin", "2026Q1", { base: "2025Q1", size: "腰斩" }),
      PP("net_margin", "2026Q1", { base: "2025Q1", v: "-2.87" }),
      PP("net_margin", "2025", { v: "-2.87", cmp: "gt" }),
    ],
  ),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度毛利率18.81%，较上年同期的20.07%反而提升，说明降价压力缓解。",
    [
      V("gross_margin", "2026Q1", "18.81", "%"),
      PP("gross_margin", "2026Q1", { base: "2025Q1", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降1.26个百分点" },
  ),
  c(
    "t",
    A,
    "tTr",
    "quarterly",
    "2025年四季度单季营收2376.99亿元，同比下降13.5%，单季归母净利润92.86亿元，同比少了约38%。",
    [
      V("revenue", "2025S4", "2376.99"),
      G("revenue", "2025S4", { base: "2024S4", v: "-13.5", cmp: "approx" }),
      V("net_profit", "2025S4", "92.86"),
      G("net_profit", "2025S4", { base: "2024S4", v: "-38", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "tTr",
    "quarterly",
    "四季度单季归母净利润233.33亿元，环比三季度回升，旺季效应明显。",
    [V("net_profit", "2025S4", "233.33", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "233.33亿是前三季度累计，四季度单季92.86亿" },
  ),
  c("t", A, "fM", "quarterly", "四季度单季净利润92.86亿元，环比三季度增长约19%，但比去年同期的150.16亿元仍差得远。", [
    QOQ("net_profit", "2025S4", "2025S3", { v: "19", cmp: "approx" }),
    V("net_profit", "2024S4", "150.16"),
    PAIR("net_profit", "2025S4", undefined, { period2: "2024S4", mode: "lt" }),
  ]),
  c(
    "t",
    A,
    "tNe",
    "quarterly",
    "2025年上半年归母净利润155.11亿元，同比还增长约14%，下半年约171亿元，比上年同期却少了约95亿元。",
    [
      V("net_profit", "2025H1", "155.11"),
      G("net_profit", "2025H1", { base: "2024H1", v: "14", cmp: "approx" }),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { v: "171", cmp: "approx" },
      ),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
          ["net_profit", "2024", -1],
          ["net_profit", "2024H1", 1],
        ],
        { v: "-95", cmp: "approx" },
      ),
    ],
  ),
  c(
    "f",
    A,
    "tNe",
    "quarterly",
    "近四个季度归母净利润约330亿元，较2025年全年略有上升。",
    [
      V("net_profit", "2026Q1TTM", "330", "亿", "approx", { err: "wrong_direction" }),
      PAIR("net_profit", "2026Q1TTM", undefined, { period2: "2025", mode: "gt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "TTM=326.19+40.85-91.55=275.49亿，低于全年" },
  ),
  c(
    "t",
    A,
    "fT",
    "quarterly",
    "核对一下：一季度末货币资金757.87亿元，与2025年末的754.25亿元基本持平，并没有空方所说的“现金继续流失”。",
    [V("cash", "2026Q1", "757.87"), QOQ("cash", "2026Q1", "2025", { size: "基本持平" })],
  ),
  // technical
  c("t", A, "tT", "technical", "收盘102.98元，5、10、20、60、120日均线呈多头排列，股价站在所有均线之上。", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
    MA(5, "above"),
    MA(120, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD刚刚在DEA上方完成金叉，DIF约0.52，量价配合良好。",
    [MACD("dif_value", null, { v: "0.52", cmp: "approx" }), MACD("dif_above_dea", null, { err: "technical" })],
    { err: "technical", note: "DIF 0.521 < DEA 0.594，最近一次是4月1日死叉" },
  ),
  c(
    "t",
    A,
    "fM",
    "technical",
    "近60个交易日上涨约12.2%，RSI14在52附近，既不超买也不超卖，但近20日成交量比此前萎缩约三成。",
    [RET(60, { v: "12.2", cmp: "approx" }), RSI("52", "approx"), H.VOLR({ v: "0.7", cmp: "approx" })],
  ),
  c(
    "f",
    A,
    "fM",
    "technical",
    "近20日均量较前20日明显放大，资金正在进场。",
    [VOL("expand", { err: "technical" }), U("资金进场无法核验")],
    { err: "technical", note: "20日均量/前20日=0.68，缩量" },
  ),
  c("t", A, "tS", "technical", "4月29日放量大涨约3.9%，成交量接近前一日的3倍，次日又回落2.3%，追高资金被套。", [
    BAR("2026-04-29", "chg", { v: "3.9", cmp: "approx" }),
    BAR("2026-04-29", "volx", { v: "3", cmp: "near" }),
    BAR("2026-04-30", "chg", { v: "-2.3", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "技术面：收盘压在20日均线之上，较2025年末也高出约5.4%，趋势偏多。", [
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
    MA(20, "above"),
  ]),
  c("u", A, "tC", "technical", "股价较52周高点仍低约12%，反弹空间尚存，但这也说明上方套牢盘不少。", [
    HI52({ v: "-12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近5个交易日涨了约6%，短线动能强劲。",
    [RET(5, { v: "6", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "5日+3.00%" },
  ),
  // announcement
  c(
    "t",
    A,
    "tN",
    "announcement",
    "公司3月28日公告了2025年度利润分配方案，同日还披露2025年员工持股计划第一个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪今年3月公告了不超过50亿元的股份回购方案，用于员工持股计划。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "存储公告中无回购公告" },
  ),
  c(
    "t",
    A,
    "fS",
    "announcement",
    "2024年度方案不只是现金分红，还包含资本公积金转增股本，实施公告在2025年7月22日发布。",
    [EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "转增" })],
  ),
  c(
    "t",
    A,
    "tB",
    "announcement",
    "员工持股计划几乎年年推：2024年11月、2025年4月先后发布计划文本，2025年5月又完成股票购买。",
    [
      EV("equity_incentive", true, { from: "2024-11-01", to: "2024-11-30" }),
      EV("equity_incentive", true, { from: "2025-04-01", to: "2025-04-30" }),
      EV("equity_incentive", true, { from: "2025-05-01", to: "2025-05-31", title: "完成股票购买" }),
    ],
  ),
  c(
    "f",
    A,
    "tBe",
    "announcement",
    "继2024年度之后，2025年度分配方案再次包含资本公积金转增股本，股本摊薄还会继续。",
    [EV("dividend", true, { from: "2025-08-01", title: "转增", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-03-28的2025年度利润分配方案公告标题无转增" },
  ),
  // valuation / industry / open
  c(
    "u",
    A,
    "tM",
    "valuation",
    "2025年7月4日行情快照显示比亚迪总市值约1.82万亿元、市净率8.33倍，估值明显高于传统车企。",
    [SNAP("marketCap", "1.82", "万亿", "approx"), SNAP("pb", "8.33", "x", "eq"), U("传统车企估值不在样本内")],
  ),
  c("u", A, "fV", "valuation", "以当前股价计，比亚迪对应2025年利润的市盈率约29倍，高于行业平均。", [
    U("比亚迪当前股价市盈率（转增后股本）与行业平均均无法核验"),
  ]),
  c("t", A, "fR", "industry", "资产负债率70.74%对重资产制造业偏高，但已连续两年下降，一季度末为70.94%。", [
    V("debt_ratio", "2025", "70.74", "%"),
    IND("high_debt_is_risk"),
    H.DOWN("debt_ratio", ["2023", "2024", "2025"]),
    V("debt_ratio", "2026Q1", "70.94", "%"),
  ]),
  c("u", A, "bull", "undecidable", "2025年新能源车销量超过460万辆，海外销量同比翻倍，出海是第二增长曲线。", [
    U("销量与海外数据无存储"),
  ]),
  c("u", A, "bear", "undecidable", "特斯拉一季度毛利率回升到18%以上，比亚迪的成本优势正在被追平。", [
    U("特斯拉不在样本内"),
  ]),
  c("u", A, "fS", "undecidable", "电池业务对外供货占比提升至三成，弗迪电池分拆上市预期升温。", [
    U("分部数据与分拆预期无法核验"),
  ]),
  c("u", A, "tP", "undecidable", "一季度营收1502.25亿元，同比下降11.8%；若二季度新车型放量，全年利润有望恢复增长。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { base: "2025Q1", v: "-11.8", cmp: "approx" }),
    U("二季度与全年利润为预测"),
  ]),
];

function PAIR0() {
  return RANK("net_profit", "2023", ["2021", "2022", "2023", "2024", "2025"], "max", 2, { err: "wrong_extreme" });
}
function PAIR(...a) {
  return H.PAIR(...a);
}
