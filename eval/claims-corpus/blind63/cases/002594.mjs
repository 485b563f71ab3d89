// 比亚迪: FY2017-2019, FY2021-2025 (annual), quarters 2024H1..2026Q1 (Tushare), bars 2025-07-29..2026-04-30
// (52-week figures undecidable), notices from 2024-10 (a missing dividend / buy-back notice is a nonexistent_event).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, U, IND, SNAP, X } = H;
const { QOQ, PSUM, MCPE, LIN, VOLR, GDIFF, IN, EVN, DD, BIAS, RANK, MAHOLD, DAYS, SPAN } = H;
const c = H.maker("b63-byd", "002594");
const A = "2026-04-30";
const NP = "net_profit";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "比亚迪2025年营收8039.65亿元仅增3.46%，归母净利326.19亿元却同比下滑约19%，增收不增利。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.46" }),
    V(NP, "2025", "326.19"),
    G(NP, "2025", { v: "-19", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "比亚迪2025年归母净利326.19亿元，同比增长约34%，价格战并未伤及利润。",
    [V(NP, "2025", "326.19"), G(NP, "2025", { v: "34", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "34%是2024年增速；2025年-18.97%" },
  ),
  c("t", A, "bull", "annual", "即便2025年利润回落，比亚迪营收仍站上8000亿元，创下近五年新高。", [
    G(NP, "2025", { dir: "down" }),
    V("revenue", "2025", "8000", "亿", "gt"),
    MAX("revenue", "2025", Y5),
  ]),
  c("t", A, "tF", "quarterly", "2026年一季度营收1502.25亿元、同比降11.82%，归母净利40.85亿元、同比腰斩有余。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.82" }),
    V(NP, "2026Q1", "40.85"),
    G(NP, "2026Q1", { size: "腰斩" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "比亚迪一季度归母净利40.85亿元，同比下降约5.5%，降幅已明显收窄。",
    [V(NP, "2026Q1", "40.85"), G(NP, "2026Q1", { v: "-5.5", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-55.38%" },
  ),
  c("t", A, "fE", "quarterly", "一季度净利率只有2.67%，不到去年同期5.54%的一半，毛利率18.81%倒是比全年的17.74%高。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    R("net_margin", "net_margin", "2026Q1", "0.5", { cmp: "lt", denPeriod: "2025Q1" }),
    V("gross_margin", "2026Q1", "18.81", "%"),
    V("gross_margin", "2025", "17.74", "%"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "比亚迪2025年毛利率17.74%，较2024年的19.44%提升1.7个百分点，规模效应显现。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      V("gross_margin", "2024", "19.44", "%"),
      PP("gross_margin", "2025", { v: "1.7", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降1.70pp" },
  ),
  c("t", A, "fE", "annual", "毛利率由19.44%降至17.74%，净利率由5.35%降至4.20%，双双下滑。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    V("net_margin", "2024", "5.35", "%"),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c("t", A, "fR", "annual", "经营现金流从1334.54亿元骤降至591.36亿元，降幅约56%，而资本开支增至1568.08亿元。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx", size: "骤降" }),
    V("capex", "2025", "1568.08"),
    G("capex", "2025", { dir: "up" }),
  ]),
  c("t", A, "fR", "annual", "2025年经营现金流减资本开支约为-977亿元，自由现金流由正转负的压力不小。", [
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
    "tA",
    "annual",
    "比亚迪资本开支1568.08亿元，同比下降约61%，重资产扩张告一段落。",
    [V("capex", "2025", "1568.08"), G("capex", "2025", { v: "-61", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+61.06%" },
  ),
  c("t", A, "tC", "annual", "资本开支约为经营现金流的2.65倍，缺口只能靠存量现金或新增负债来填。", [
    R("capex", "operating_cash_flow", "2025", "2.65", { cmp: "approx" }),
  ]),
  c("t", A, "tC", "industry", "资产负债率70.74%，较2024年的74.64%下降约3.9个百分点，但对车企仍属偏高。", [
    V("debt_ratio", "2025", "70.74", "%"),
    V("debt_ratio", "2024", "74.64", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
    IND("high_debt_is_risk"),
  ]),
  c(
    "f",
    A,
    "bear",
    "industry",
    "比亚迪资产负债率升至70.74%，较上年又抬高约3.9个百分点，杠杆继续加码。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      PP("debt_ratio", "2025", { v: "3.9", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2024年74.64%下降" },
  ),
  c("t", A, "fQ", "quarterly", "比亚迪Q4单季归母净利仅92.86亿元，同比下滑约38%，Q3同比降幅也有约33%。", [
    V(NP, "2025S4", "92.86"),
    G(NP, "2025S4", { v: "-38", cmp: "approx" }),
    G(NP, "2025S3", { v: "-33", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "比亚迪2025年三季度单季营收1949.85亿元，同比增长约12.8%，放量明显。",
    [V("revenue", "2025S3", "1949.85"), G("revenue", "2025S3", { v: "12.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "12.75%是前三季度累计；单季-3.05%" },
  ),
  c("t", A, "tNe", "quarterly", "前三季度营收5662.66亿元，累计同比增约12.8%，但归母净利233.33亿元累计下降约7.6%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.8", cmp: "approx" }),
    V(NP, "2025M9", "233.33"),
    G(NP, "2025M9", { v: "-7.6", cmp: "approx" }),
  ]),
  c("t", A, "tP", "quarterly", "2025年下半年归母净利约171亿元，比2024年下半年的约266亿元少了近百亿。", [
    PSUM(
      [
        [NP, "2025", 1],
        [NP, "2025H1", -1],
      ],
      { v: "171", cmp: "approx" },
    ),
    PSUM(
      [
        [NP, "2024", 1],
        [NP, "2024H1", -1],
      ],
      { v: "266", cmp: "approx" },
    ),
    PSUM(
      [
        [NP, "2025", 1],
        [NP, "2025H1", -1],
        [NP, "2024", -1],
        [NP, "2024H1", 1],
      ],
      { v: "-100", cmp: "near" },
    ),
  ]),
  c(
    "f",
    A,
    "tP",
    "quarterly",
    "2025年上半年比亚迪归母净利155.11亿元，同比下降约13.8%，下滑从年初就开始了。",
    [V(NP, "2025H1", "155.11"), G(NP, "2025H1", { v: "-13.8", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "上半年+13.79%" },
  ),
  c("t", A, "tT", "technical", "比亚迪收于102.98元，5、10、20、60、120日均线多头排列，股价站在所有均线上方。", [
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
    "比亚迪MACD在零轴下方运行，DIF约-0.52，空头动能仍在释放。",
    [
      MACD("dif_below_zero", 0, { err: "technical" }),
      MACD("dif_value", 0, { v: "-0.52", cmp: "approx", err: "technical" }),
    ],
    { err: "technical", note: "DIF 0.521 在零轴上方" },
  ),
  c(
    "t",
    A,
    "tT",
    "technical",
    "量比方面，比亚迪最近20个交易日平均成交量约为此前20日的0.68倍，明显缩量；RSI约52，多空均衡。",
    [VOLR({ v: "0.68", cmp: "approx" }), VOL("shrink_strong"), RSI("52", "approx")],
  ),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "比亚迪近20日成交明显放量，量比升至1.3倍以上，资金在抢筹。",
    [H.VOLR({ v: "1.3", cmp: "gt", err: "technical" }), VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "量比0.68，缩量" },
  ),
  c("u", A, "tS", "undecidable", "比亚迪股价距52周高点回落超过10%，多空分歧仍大。", [HI52({ v: "-10", cmp: "lt" })], {
    note: "连续日线不足52周",
  }),
  c("t", A, "fM", "technical", "比亚迪2025年末收盘97.72元，年初至今涨约5.4%；拉长到60个交易日，累计涨幅约12%。", [
    CLOSE("97.72", "eq", { date: "2025-12-31" }),
    RET("2025-12-31", { v: "5.4", cmp: "approx" }),
    RET(60, { v: "12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "比亚迪近5个交易日下跌3%，短线资金出逃迹象明显。",
    [RET(5, { v: "-3", cmp: "approx", dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近5日+3.00%" },
  ),
  c("t", A, "fS", "technical", "比亚迪20日乖离率约1%，股价贴着20日线运行，较60日线高出不到5%。", [
    BIAS(20, { v: "1", cmp: "approx" }),
    BIAS(60, { v: "5", cmp: "lt" }),
  ]),
  c("t", A, "fV", "valuation", "以2025年7月4日约18187亿元的总市值衡量，比亚迪对应2025年归母净利的PE约56倍。", [
    SNAP("marketCap", "18187", "亿"),
    MCPE("2025", "56"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以2025年7月4日的市值计，比亚迪对应2025年利润的市盈率约45倍，考虑到利润下滑并不算贵。",
    [MCPE("2025", "45", "approx", { err: "wrong_value" }), G(NP, "2025", { dir: "down" })],
    { err: "wrong_value", note: "约55.8倍；45倍是对应2024年利润" },
  ),
  c("u", A, "fV", "undecidable", "比亚迪当前股价对应的动态PE约为30倍，低于特斯拉的百倍以上。", [
    U("现价PE:快照后有转增，股本未知"),
    U("特斯拉不在样本内"),
  ]),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "比亚迪3月28日公告2025年度利润分配方案，同日披露2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度利润分配" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪今年3月公告以自有资金回购A股，用于员工持股计划，彰显信心。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c("t", A, "tN", "announcement", "2024年度利润分配及资本公积金转增股本方案已于2025年7月22日公告实施。", [
    EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "实施" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "announcement",
    "2025年员工持股计划第一个锁定期解锁条件已成就，员工可减持套现，股价承压。",
    [EV("equity_incentive", true, { from: "2026-03-28", title: "解锁条件成就", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "公告为解锁条件未成就" },
  ),
  c("u", A, "tN", "undecidable", "比亚迪2025年3月在港股配售约1.3亿股H股，募资约435亿港元。", [U("融资公告未收集")]),
  c("u", A, "tBe", "undecidable", "比亚迪3月国内销量同比下滑超两成，海外销量占比升至四成。", [U("销量未存储")]),
  c("u", A, "bull", "undecidable", "二代刀片电池和兆瓦闪充落地后，比亚迪单车利润2026年有望回升到8000元。", [
    U("预测与单车利润"),
  ]),
  c("t", A, "fSy", "annual", "归母净利2021至2024年逐年增长，从30.45亿元升到402.54亿元，2025年才首次回落。", [
    UP(NP, ["2021", "2022", "2023", "2024"]),
    V(NP, "2021", "30.45"),
    V(NP, "2024", "402.54"),
    G(NP, "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "比亚迪2025年归母净利326.19亿元，为2022年以来最低。",
    [V(NP, "2025", "326.19"), MIN(NP, "2025", ["2022", "2023", "2024", "2025"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2022年166.22亿、2023年300.41亿更低" },
  ),
  c("t", A, "fT", "annual", "2025年归母净利326.19亿元仍高于2023年的300.41亿元，仅次于2024年，为近五年次高。", [
    H.V("net_profit", "2025", "326.19"),
    PAIRGT(NP, "2025", "2023"),
    V(NP, "2023", "300.41"),
    RANK(NP, "2025", Y5, "max", 2),
  ]),
  c("t", A, "tB", "annual", "总资产由7833.56亿元增至8837.30亿元，增约12.8%，负债仅增约405亿元。", [
    V("total_assets", "2024", "7833.56"),
    V("total_assets", "2025", "8837.30"),
    G("total_assets", "2025", { v: "12.8", cmp: "approx" }),
    D("total_liabilities", "2025", { v: "405", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "比亚迪2025年总资产8837.30亿元，较2024年增长约128%。",
    [
      V("total_assets", "2025", "8837.30"),
      G("total_assets", "2025", { v: "128", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+12.81%" },
  ),
  c("t", A, "tC", "quarterly", "一季度末货币资金757.87亿元，较去年同期的1174.07亿元少了约416亿元。", [
    V("cash", "2026Q1", "757.87"),
    V("cash", "2025Q1", "1174.07"),
    D("cash", "2026Q1", { v: "-416", cmp: "approx" }),
  ]),
  c("t", A, "tM", "annual", "营收增速3.46%与净利增速-18.97%相差约22个百分点，利润端承压远大于收入端。", [
    H.G("revenue", "2025", { v: "3.46" }),
    H.G("net_profit", "2025", { v: "-18.97" }),
    GDIFF({ metric: "revenue", period: "2025" }, { metric: NP, period: "2025" }, { v: "22", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "2025年分配股利及偿付利息现金141.25亿元，同比增长约4%，分红力度基本未变。",
    [
      V("dividends_interest_paid", "2025", "141.25"),
      G("dividends_interest_paid", "2025", { v: "4", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+40.53%" },
  ),
  c("t", A, "vF", "annual", "比亚迪2025年经营现金流591.36亿元，只有归母净利的约1.8倍，较上年的3.3倍明显下滑。", [
    H.V("operating_cash_flow", "2025", "591.36"),
    R("operating_cash_flow", NP, "2025", "1.8", { cmp: "approx" }),
    R("operating_cash_flow", NP, "2024", "3.3", { cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "比亚迪最新收盘102.98元，高于120日线97.25元，MACD 4月1日死叉后DIF仍在零轴上方。", [
    CLOSE("102.98"),
    MA(120, "value", { v: "97.25" }),
    MA(120, "above"),
    MACD("dead_cross", 21),
    MACD("dif_above_zero", 0),
  ]),
  c(
    "f",
    A,
    "vN",
    "announcement",
    "比亚迪2026年以来已发布两次利润分配相关公告，分红节奏加快。",
    [EVN("dividend", "2026-01-01", { v: "2", err: "overstatement" })],
    { err: "overstatement", note: "2026年仅3月28日一次" },
  ),
  c("u", A, "fL", "undecidable", "若海外价格战蔓延，比亚迪2026年净利可能再降两成。", [U("情景预测")]),
  c("t", A, "fL", "quarterly", "综合来看，比亚迪一季度归母净利较去年四季度环比再降约56%，基本面仍在探底。", [
    QOQ(NP, "2026Q1", "2025S4", { v: "-56", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "quarterly",
    "一季度营收1502.25亿元，较去年四季度单季的2376.99亿元环比下降约8%，属正常季节性回落。",
    [
      H.V("revenue", "2026Q1", "1502.25"),
      V("revenue", "2025S4", "2376.99"),
      QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-36.80%" },
  ),
  c("t", A, "tA", "technical", "比亚迪近120个交易日仅涨约2%，但近60个交易日振幅约28%，波段机会多于趋势机会。", [
    RET(120, { v: "2", cmp: "approx" }),
    H.AMP(60, { v: "28", cmp: "approx" }),
  ]),
];

function PAIRGT(m, p, p2) {
  return H.PAIR(m, p, undefined, { period2: p2, mode: "gt" });
}
