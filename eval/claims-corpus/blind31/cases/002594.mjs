// 比亚迪: FY2017-2019 and FY2021-2025 (partial), cumulative and single quarters 2024H1..2026Q1 (Tushare), bars from
// 2025-07-29 only (after the 转增; 52-week figures and PE at today's close are open), dividend / incentive notices
// collected (a missing one is a nonexistent_event), financing not collected, 减持 / 增持 decide nothing.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOLR, VOL, EV, U, IND } = H;
const { LIN, PSUM, X, SNAP, MCPE, BIAS, SPAN, QOQ, AMP, IN } = H;
const c = H.maker("b31-byd", "002594");
const A = "2026-04-30";
const Q = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  // ---- annual -------------------------------------------------------------------------------------------------
  c("t", A, "fE", "annual", "2025年营业收入8039.65亿元，同比增长3.46%，较2024年近29%的增速大幅放缓。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.46" }),
    G("revenue", "2024", { v: "29", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润326.19亿元，同比增长约19%，利润兑现能力依旧强劲。",
    [
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { v: "19", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-18.97%" },
  ),
  c("t", A, "bear", "annual", "归母净利润由402.54亿降至326.19亿，同比下滑近两成，终结了此前的三连增。", [
    V("net_profit", "2024", "402.54"),
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-20", cmp: "near" }),
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c("t", A, "fR", "annual", "净利率从5.35%降到4.20%，少了约1.15个百分点；毛利率17.74%，同样下滑约1.7个百分点。", [
    V("net_margin", "2024", "5.35", "%"),
    V("net_margin", "2025", "4.20", "%"),
    PP("net_margin", "2025", { v: "-1.15", cmp: "approx" }),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "毛利率17.74%，同比提升约1.7个百分点，规模效应仍在释放。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      PP("gross_margin", "2025", { v: "1.7", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "19.44→17.74" },
  ),
  c("t", A, "fR", "annual", "经营现金流净额591.36亿元，同比锐减约56%，还不到归母净利润的两倍。", [
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "2", { cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "经营现金流591.36亿元，只剩上年的四分之一左右，造血能力断崖式下滑。",
    [X("operating_cash_flow", "2025", "2024", { v: "0.25", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "为上年的44%" },
  ),
  c("t", A, "tF", "annual", "资本开支1568.08亿元，比经营现金流多出约977亿元，自由现金流由正转负。", [
    V("capex", "2025", "1568.08"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2024",
      { v: "0", cmp: "gt" },
    ),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "资本开支1568亿元，同比增长超过一倍，重资产扩张几近失控。",
    [G("capex", "2025", { v: "100", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "973.60→1568.08，+61%" },
  ),
  c("t", A, "tC", "annual", "资本开支同比增长约六成，扩张节奏并没有因利润下滑而放缓。", [
    G("capex", "2025", { v: "60", cmp: "approx" }),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c("t", A, "fR", "annual", "资产负债率70.74%，较2024年的74.64%下降约3.9个百分点。", [
    V("debt_ratio", "2025", "70.74", "%"),
    V("debt_ratio", "2024", "74.64", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "annual", "2021到2025年营收从2161.42亿增至8039.65亿，四年扩大约3.7倍。", [
    V("revenue", "2021", "2161.42"),
    X("revenue", "2025", "2021", { v: "3.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营收已是2021年的近5倍，高基数下再想高增长几乎不可能。",
    [X("revenue", "2025", "2021", { v: "5", cmp: "near", err: "wrong_value" })],
    { err: "wrong_value", note: "3.72倍" },
  ),
  c("t", A, "fE", "annual", "货币资金754.25亿元，比上年减少约273亿元，降幅约26.6%。", [
    V("cash", "2025", "754.25"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
    G("cash", "2025", { v: "-26.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "货币资金754.25亿元，已是2021年以来的最低水平。",
    [MIN("cash", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2021年504.57亿、2022年514.71亿更低" },
  ),
  c("t", A, "tP", "annual", "分配股利及偿付利息支付现金141.25亿元，已是2021年26.19亿元的五倍多。", [
    V("dividends_interest_paid", "2025", "141.25"),
    V("dividends_interest_paid", "2021", "26.19"),
    X("dividends_interest_paid", "2025", "2021", IN("5", "5.9")),
  ]),
  c("t", A, "tF", "annual", "总资产8837.30亿元、负债6251.91亿元，一年新增负债约405亿元。", [
    V("total_assets", "2025", "8837.30"),
    V("total_liabilities", "2025", "6251.91"),
    D("total_liabilities", "2025", { v: "405", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年归母净利润326.19亿元，较2023年下滑约19%，两年白干。",
    [G("net_profit", "2025", { base: "2023", v: "-19", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-19%是较2024年；较2023年+8.6%" },
  ),
  c("t", A, "bull", "annual", "即便利润回落，2025年归母净利润326.19亿元仍比2023年的300.41亿元高出约8.6%。", [
    V("net_profit", "2023", "300.41"),
    G("net_profit", "2025", { base: "2023", v: "8.6", cmp: "approx" }),
  ]),
  c("t", A, "fL", "annual", "利润从2022年的166.22亿一路冲到2024年的402.54亿，2025年却回落到326.19亿。", [
    V("net_profit", "2022", "166.22"),
    UP("net_profit", ["2022", "2023", "2024"]),
    V("net_profit", "2025", "326.19"),
  ]),
  c("t", A, "tM", "annual", "商誉连续三年维持在44.28亿元，没有新增。", [
    V("goodwill", "2023", "44.28"),
    V("goodwill", "2024", "44.28"),
    V("goodwill", "2025", "44.28"),
  ]),
  c("t", A, "vF", "annual", "营收+3.5%、净利-19%、经营现金流-56%，增收不增利，基本面这一票投反对。", [
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx" }),
  ]),

  // ---- industry -----------------------------------------------------------------------------------------------
  c("t", A, "tC", "industry", "资产负债率仍在七成以上，对制造企业而言杠杆偏高，需要警惕。", [
    V("debt_ratio", "2025", "70", "%", "gt"),
    IND("high_debt_is_risk"),
  ]),
  c(
    "f",
    A,
    "tA",
    "industry",
    "70%的负债率和银行90%一样属于行业常态，根本不构成风险。",
    [V("debt_ratio", "2025", "70", "%", "approx"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "非金融企业" },
  ),

  // ---- quarterly ----------------------------------------------------------------------------------------------
  c("t", A, "fE", "quarterly", "2026年一季度营收1502.25亿元，同比-11.82%；归母净利润40.85亿元，同比骤降55.38%。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.82" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55.38", size: "骤降" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润40.85亿元，同比基本持平，价格战的冲击被高估了。",
    [V("net_profit", "2026Q1", "40.85"), G("net_profit", "2026Q1", { size: "基本持平", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-55.38%" },
  ),
  c("t", A, "bear", "quarterly", "一季度净利率只剩2.67%，较上年同期的5.54%下降约2.9个百分点。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    PP("net_margin", "2026Q1", { base: "2025Q1", v: "-2.9", cmp: "approx" }),
  ]),
  c("t", A, "fR", "quarterly", "一季度毛利率18.81%，比上年同期低约1.3个百分点，不过较2025年全年的17.74%有所回升。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    PP("gross_margin", "2026Q1", { base: "2025Q1", v: "-1.3", cmp: "approx" }),
    PP("gross_margin", "2026Q1", { base: "2025", dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度营收环比下降约12%，淡季效应之外需求并未失速。",
    [QOQ("revenue", "2026S1", "2025S4", { v: "-12", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-11.82%是同比；环比-36.8%" },
  ),
  c("t", A, "tM", "quarterly", "单季看，26Q1营收1502.25亿元，环比2025年四季度的2376.99亿元下降约37%。", [
    V("revenue", "2025S4", "2376.99"),
    QOQ("revenue", "2026S1", "2025S4", { v: "-37", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2025年上半年营收3712.81亿元、同比+23.30%，归母净利润155.11亿元、同比+13.79%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.30" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.79" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2025年三季度单季归母净利润78.23亿元，同比下降约7.6%，降幅尚且可控。",
    [V("net_profit", "2025S3", "78.23"), G("net_profit", "2025S3", { v: "-7.6", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-7.55%是前三季度累计；单季-32.6%" },
  ),
  c("t", A, "bear", "quarterly", "三季度单季净利78.23亿，同比约-32.6%；四季度单季92.86亿，同比再降约38%。", [
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-32.6", cmp: "approx" }),
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "quarterly", "2025年下半年归母净利润约171亿元，比上半年的155.11亿元略多一些。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "171", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "155.11"),
  ]),
  c("t", A, "tF", "quarterly", "TTM口径归母净利润约275亿元，已低于2025年全年的326.19亿元。", [
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    V("net_profit", "2025", "326.19"),
  ]),
  c(
    "f",
    A,
    "tS",
    "quarterly",
    "一季度末货币资金757.87亿元，较2025年末又减少了约20亿元。",
    [
      V("cash", "2026Q1", "757.87"),
      D("cash", "2026Q1", { base: "2025", v: "-20", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "754.25→757.87，+3.6亿" },
  ),
  c("t", A, "fR", "quarterly", "一季度末货币资金757.87亿元，比2025年末的754.25亿元略增约3.6亿元。", [
    V("cash", "2026Q1", "757.87"),
    D("cash", "2026Q1", { base: "2025", v: "3.6", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "quarterly", "2025年四个季度中，四季度92.86亿元利润最高，二季度63.56亿元最低。", [
    MAX("net_profit", "2025S4", Q),
    V("net_profit", "2025S4", "92.86"),
    MIN("net_profit", "2025S2", Q),
    V("net_profit", "2025S2", "63.56"),
  ]),

  // ---- technical ----------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘102.98元，站在5日、20日、60日和120日均线之上，均线呈多头排列。", [
    CLOSE("102.98"),
    MA(5, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "股价已跌破60日均线98.35元，中期趋势转弱。",
    [MA(60, "value", { v: "98.35" }), MA(60, "below", { err: "technical" })],
    { err: "technical", note: "收盘102.98在MA60之上" },
  ),
  c("t", A, "tT", "technical", "4月1日MACD死叉后DIF仍在DEA之下，不过DIF约0.52，尚在零轴上方。", [
    MACD("death_cross", 22),
    MACD("dif_below_dea", 0),
    MACD("dif_value", 0, { v: "0.52", cmp: "approx" }),
    MACD("dif_above_zero", 0),
  ]),
  c("t", A, "tT", "technical", "近60个交易日上涨12.17%，RSI14为52.4，处于中性区间。", [
    RET(60, { v: "12.17" }),
    RSI("52.4"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近60个交易日涨幅已超过两成，趋势资金明显回流。",
    [RET(60, { v: "20", cmp: "gt", err: "technical" })],
    { err: "technical", note: "60日+12.17%" },
  ),
  c("t", A, "vT", "technical", "20日均量只有前20日的约68%，属于明显缩量，上攻动能不足。", [
    VOLR({ v: "0.68", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c("t", A, "fM", "technical", "从2025年最后一个交易日的97.72元算起，股价到4月30日涨了约5.4%。", [
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
    CLOSE("97.72", "eq", { date: "2025-12-31" }),
  ]),
  c("u", A, "tT", "technical", "股价比116.59元的52周高点还低约12%，上方修复空间仍在。", [
    HI52({ cond: "level", v: "116.59" }),
    HI52({ v: "-12", cmp: "approx" }),
  ]),
  c("t", A, "tC", "technical", "BIAS60约4.7%，短线涨幅已经偏离中期均线。", [BIAS(60, { v: "4.7", cmp: "approx" })]),
  c("f", A, "tT", "technical", "RSI14已升至70以上，进入超买区，追高需谨慎。", [RSI("70", "gt", { err: "technical" })], {
    err: "technical",
    note: "RSI14=52.43",
  }),
  c("t", A, "tT", "technical", "最近5个交易日上涨3.00%，20日区间振幅约8.3%。", [
    RET(5, { v: "3.00" }),
    AMP(20, { v: "8.3", cmp: "approx" }),
  ]),

  // ---- valuation ----------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "以2025年7月4日快照计，总市值约1.82万亿元，市净率8.33倍。", [
    SNAP("marketCap", "1.82", "万亿", "approx"),
    SNAP("pb", "8.33", "x", "eq"),
  ]),
  c("t", A, "fV", "valuation", "快照市值对应2024年归母净利润约45倍PE，估值已充分反映成长。", [MCPE("2024", "45")]),
  c("u", A, "fV", "valuation", "按现价102.98元计，动态市盈率约38倍，并不算贵。", [
    CLOSE("102.98"),
    U("转增后的股本未存储，现价市盈率无法核验"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "valuation",
    "按1.82万亿市值和2025年326亿利润算，PE也就45倍左右。",
    [SNAP("marketCap", "1.82", "万亿", "approx"), MCPE("2025", "45", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "18187/326.19≈55.8倍；45倍对应2024年利润" },
  ),

  // ---- announcement -------------------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "公司3月28日发布了2025年度利润分配方案公告。", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司于2026年一季度推出股份回购方案，彰显管理层信心。",
    [EV("repurchase", true, { from: "2026-01-01", to: "2026-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "值得注意的是，2025年员工持股计划第一个锁定期的解锁条件未成就，公司已于3月28日公告。",
    [EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" })],
  ),
  c("t", A, "tB", "announcement", "2025年员工持股计划已在去年5月完成股票购买。", [
    EV("equity_incentive", true, { from: "2025-05-01", to: "2025-05-31", title: "完成股票购买" }),
  ]),
  c("u", A, "tN", "announcement", "大股东近期公告减持计划，筹码面承压。", [U("减持公告在源中不可判定")]),
  c("u", A, "tC", "announcement", "去年H股配售募资超400亿港元，摊薄了原有股东权益。", [U("融资类公告未收录")]),
  c("t", A, "fL", "announcement", "2025年7月下旬，公司实施了2024年度利润分配及资本公积金转增股本。", [
    EV("dividend", true, { from: "2025-07-20", to: "2025-07-25", title: "转增" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "2025年公司还推出了限制性股票激励草案，绑定核心骨干。",
    [
      EV("equity_incentive", true, {
        from: "2025-01-01",
        to: "2025-12-31",
        title: "限制性股票",
        err: "nonexistent_event",
      }),
    ],
    { err: "nonexistent_event", note: "只有员工持股计划，无限制性股票激励" },
  ),

  // ---- undecidable --------------------------------------------------------------------------------------------
  c("u", A, "bull", "undecidable", "2025年新能源车销量超过460万辆，海外销量占比继续提升。", [U("销量未存储")]),
  c("u", A, "bear", "undecidable", "国内新能源乘用车市场份额已跌破三成，吉利、零跑在抢份额。", [
    U("市场份额、样本外同业"),
  ]),
  c("u", A, "fE", "undecidable", "弗迪电池外供收入高增，电池业务正成为第二增长曲线。", [U("分部收入未存储")]),
  c("u", A, "tN", "undecidable", "特斯拉一季度交付下滑，比亚迪的全球电动车销冠地位更加稳固。", [U("样本外同业、销量")]),
];
