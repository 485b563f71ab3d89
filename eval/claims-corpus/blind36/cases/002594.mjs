// 比亚迪: FY2017-2019, FY2021-2025 annual, quarters 2024H1..2026Q1, bars 2025-07-29..2026-04-30 (52 weeks not
// covered), notices: dividends and employee stock plans collected, financing not.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, RANK, UP, DOWN, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, U, CAGR, X, QOQ, PSUM } = H;
const { PAIR, SPAN, RET, READ, EV, EVN, IND, BRK, IN, LIN, MAHOLD, MAX_CROSS, GDIFF, SUM, AMP } = H;
const c = H.maker("b36-by", "002594");
const A = "2026-04-30";
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const Z = "2020-05-15";

export default [
  c("t", A, "bear", "annual", "2025年比亚迪营收8039.65亿元只增3.46%，归母净利润却从402.54亿降到326.19亿，跌近两成。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.46" }),
    V("net_profit", "2024", "402.54"),
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-20", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "比亚迪2025年营收突破8000亿，同比增长超过一成，规模效应继续释放。",
    [V("revenue", "2025", "8000", "亿", "gt"), G("revenue", "2025", { v: "10", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+3.46%" },
  ),
  c("t", A, "bull", "annual", "从2021年的2161亿到2025年的8040亿，营收四年放大到约3.7倍。", [
    V("revenue", "2021", "2161", "亿", "approx"),
    V("revenue", "2025", "8040", "亿", "approx"),
    X("revenue", "2025", "2021", { v: "3.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润2021-2024年连续三年增长，2025年的326亿元再创新高。",
    [
      UP("net_profit", ["2021", "2022", "2023", "2024"]),
      MAX("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "高点是2024年402.54亿" },
  ),
  c("t", A, "bull", "annual", "利润虽回落，但326亿仍是2024年之外的历史最好成绩，远高于2023年的300亿。", [
    RANK("net_profit", "2025", ["2017", "2018", "2019", "2021", "2022", "2023", "2024", "2025"], "max", 2),
    PAIR("net_profit", "2025", "002594", { period2: "2023", mode: "gt" }),
    V("net_profit", "2023", "300", "亿", "approx"),
  ]),
  c("t", A, "bear", "annual", "毛利率由19.44%降至17.74%，净利率由5.35%降至4.20%，两道利润率一起往下走。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    V("net_margin", "2024", "5.35", "%"),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "毛利率一年下滑1.7%，从19.44%跌到17.74%。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      G("gross_margin", "2025", { v: "-1.7", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "降1.70个百分点，相对降幅8.7%" },
  ),
  c("t", A, "fR", "annual", "经营现金流591.36亿元，不及上年1334.54亿元的一半；资本开支却升到1568亿元。", [
    V("operating_cash_flow", "2025", "591.36"),
    V("operating_cash_flow", "2024", "1334.54"),
    X("operating_cash_flow", "2025", "2024", { v: "0.5", cmp: "lt" }),
    V("capex", "2025", "1568", "亿", "approx"),
    D("capex", "2025", { dir: "up" }),
  ]),
  c("t", A, "fR", "annual", "经营现金流减资本开支，2025年自由现金流约为-977亿元，缺口近千亿。", [
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
    "fR",
    "annual",
    "资本开支1568亿元，约为经营现金流的1.7倍，经营造血覆盖不了投入。",
    [R("capex", "operating_cash_flow", "2025", "1.7", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "1568.08/591.36=2.65倍" },
  ),
  c("t", A, "fR", "industry", "70.74%的资产负债率对制造企业偏高，叠加负自由现金流，财务弹性在收窄。", [
    V("debt_ratio", "2025", "70.74", "%"),
    IND("high_debt_is_risk"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "0", cmp: "lt" },
    ),
  ]),
  c("t", A, "fE", "annual", "负债率从74.64%降到70.74%，下降3.9个百分点，去杠杆在推进。", [
    V("debt_ratio", "2024", "74.64", "%"),
    PP("debt_ratio", "2025", { v: "-3.9" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "货币资金754.25亿元，较上年末增加约270亿元，现金储备更厚了。",
    [V("cash", "2025", "754.25"), D("cash", "2025", { v: "270", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较1027.39亿减少273亿" },
  ),
  c("t", A, "fSy", "quarterly", "2026年一季度营收1502.25亿元，同比下滑约11.8%；归母净利40.85亿元，同比腰斩有余。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { size: "腰斩" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "quarterly",
    "一季度归母净利40.85亿元，同比下降约35%，利润端仍在承压。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-35", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比-55.4%" },
  ),
  c("t", A, "fQ", "quarterly", "一季度净利率仅2.67%，较去年同期的5.54%缩水过半。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    G("net_margin", "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  c("t", A, "fQ", "quarterly", "环比看，一季度净利40.85亿不到去年四季度92.86亿的一半。", [
    V("net_profit", "2025S4", "92.86"),
    R("net_profit", "net_profit", "2026Q1", "0.5", { denPeriod: "2025S4", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "2025年四季度单季净利润92.86亿元，同比增长约38%，年末冲量效果明显。",
    [V("net_profit", "2025S4", "92.86"), G("net_profit", "2025S4", { v: "38", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2024Q4单季150.16亿，同比-38.2%" },
  ),
  c("t", A, "fL", "quarterly", "2025年下半年净利约171亿元，比2024年同期的约266亿元少了三成多。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "171", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2024", 1],
        ["net_profit", "2024H1", -1],
      ],
      { v: "266", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
        ["net_profit", "2024", -0.7],
        ["net_profit", "2024H1", 0.7],
      ],
      { v: "0", cmp: "lt" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
        ["net_profit", "2024", -0.6],
        ["net_profit", "2024H1", 0.6],
      ],
      { v: "0", cmp: "gt" },
    ),
  ]),
  c("t", A, "fL", "quarterly", "近四个季度归母净利合计约275亿元，较2025年全年的326亿元又少了约50亿。", [
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    PAIR("net_profit", "2026Q1TTM", "002594", { period2: "2025", mode: "diff", u: "亿", v: "-50", cmp: "approx" }),
  ]),
  c("t", A, "fM", "technical", "5、10、20、60、120日均线自上而下多头排列，收盘102.98元站在全部均线之上。", [
    MAORDER([5, 10, 20, 60, 120], "bull"),
    CLOSE("102.98"),
    MA(5, "above"),
    MA(120, "above"),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "DIF已上穿DEA形成金叉，短线动能重新转强。",
    [MACD("dif_above_dea", null, { err: "technical" })],
    { err: "technical", note: "DIF 0.52 < DEA 0.59" },
  ),
  c("t", A, "fS", "technical", "缩量上行：近20日均量只有前20日的约七成，60个交易日累计涨约12%。", [
    H.VOLR({ v: "0.7", cmp: "approx" }),
    VOL("shrink_strong"),
    RET(60, { v: "12", cmp: "approx" }),
  ]),
  c("t", A, "fT", "technical", "RSI 52左右，处在中性区；DIF 0.52仍在零轴上方，只是略低于DEA。", [
    RSI("52", "approx"),
    MACD("dif_value", null, { v: "0.52" }),
    MACD("dif_above_zero"),
    MACD("dif_below_dea"),
  ]),
  c("u", A, "fT", "technical", "比亚迪距52周高点约有12%的空间，离低点则已反弹近两成。", [
    HI52({ v: "-12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "announcement",
    "公司今年3月发布股份回购方案，以维护公司价值及股东权益。",
    [EV("repurchase", true, { from: "2026-03-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日公司披露2025年度利润分配方案，同日公告2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", title: "2025年度" }),
      EV("equity_incentive", true, { from: "2026-03-28", title: "未成就" }),
    ],
  ),
  c("u", A, "tN", "announcement", "有股东计划在未来三个月减持不超过1%的股份，短期承压。", [
    U("减持公告是否存在无从判断"),
  ]),
  c("u", A, "tN", "undecidable", "一季度新能源车销量约70万辆，同比下滑近三成，海外占比首次过半。", [
    U("销量/海外分部未存储"),
  ]),
  c("t", A, "tF", "annual", "2025年分配股利及偿付利息支付现金141.25亿元，较上年多出约41亿元。", [
    V("dividends_interest_paid", "2025", "141.25"),
    D("dividends_interest_paid", "2025", { v: "41", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "总资产8837亿元，总负债6252亿元，两者之比约为1.2倍。",
    [
      V("total_assets", "2025", "8837", "亿", "approx"),
      V("total_liabilities", "2025", "6252", "亿", "approx"),
      R("total_assets", "total_liabilities", "2025", "1.2", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "8837.30/6251.91=1.41倍" },
  ),
  c("t", A, "tB", "annual", "利润比2022年的166亿元仍翻了近一倍，没有回到起点。", [
    V("net_profit", "2022", "166", "亿", "approx"),
    X("net_profit", "2025", "2022", { v: "2", cmp: "near" }),
  ]),
  c("t", A, "tBe", "annual", "利润降幅（约-19%）比营收增速（约+3.5%）低了22个多百分点，增收不增利。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, IN("-23", "-22")),
  ]),
  c("u", A, "tBe", "undecidable", "电池外供业务毛利率已跌破15%，拖累整体盈利。", [U("电池分部毛利率未存储")]),
  c("t", A, "tT", "technical", "今年以来累计上涨约5.4%，由年末的97.72元涨到102.98元。", [
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
    CLOSE("102.98"),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "交易员：近5个交易日下跌3%，短线转弱，先减仓。",
    [RET(5, { v: "-3", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "5日+3.0%" },
  ),
  c("u", A, "tC", "undecidable", "保守风控：如果欧盟加征关税落地，全年利润可能再降三成。", [U("情景假设")]),
  c("t", A, "tP", "quarterly", "组合经理：一季度收入-11.8%、利润-55%，但股价站上所有均线，结论为观望。", [
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
  ]),
  c(
    "f",
    A,
    "vF",
    "quarterly",
    "基本面：一季度利润同比腰斩，意味着价格战出清加速，属利好，投赞成。",
    [READ(G("net_profit", "2026Q1", { size: "腰斩" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润腰斩读作利好" },
  ),
  c("t", A, "vN", "announcement", "消息面：2025年员工持股计划已完成股票购买，此后并无回购公告。", [
    EV("equity_incentive", true, { title: "2025年员工持股计划完成股票购买" }),
    EV("repurchase", false),
  ]),
  // ---- earlier dates ----
  c("t", O, "fE", "quarterly", "前三季度营收5662.66亿元，同比增长12.75%，但归母净利233.33亿元同比下滑约7.5%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.75" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "bull",
    "quarterly",
    "三季度单季净利78.23亿元，同比微降约3%，利润已企稳。",
    [V("net_profit", "2025S3", "78.23"), G("net_profit", "2025S3", { v: "-3", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "单季同比-32.6%；-3%是单季营收" },
  ),
  c("t", O, "tT", "technical", "收盘100.79元跌破此前60个交易日的所有收盘价，RSI 33，距超卖只差一步。", [
    CLOSE("100.79"),
    BRK(60, "down"),
    RSI("33", "approx"),
    RSI("30", "gt"),
  ]),
  c("t", S, "fE", "quarterly", "上半年营收3712.81亿，同比增23.3%；归母净利155.11亿，增约13.8%，收入跑赢利润。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
  ]),
  c(
    "f",
    S,
    "fQ",
    "quarterly",
    "二季度单季净利63.56亿元，环比一季度增长约30%。",
    [
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S2", "2025S1", { v: "30", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-30.6%" },
  ),
  c("u", S, "fQ", "quarterly", "二季度单季归母净利同比下滑约三成。", [
    G("net_profit", "2025S2", { v: "-30", cmp: "approx" }),
  ]),
  c("t", P, "fE", "annual", "2024年营收7771.02亿元，同比增29%；净利402.54亿元，增34%。", [
    V("revenue", "2024", "7771.02"),
    G("revenue", "2024", { v: "29", cmp: "approx" }),
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2024", { v: "34", cmp: "approx" }),
  ]),
  c("t", P, "tN", "announcement", "3月公司推出2025年员工持股计划草案，并发布2024年度利润分配方案。", [
    EV("equity_incentive", true, { from: "2025-03-01", title: "草案" }),
    EV("dividend", true, { from: "2025-03-01", title: "2024年度" }),
  ]),
  c(
    "f",
    P,
    "tN",
    "announcement",
    "公司于2025年4月公告了新一期回购计划，拟回购金额不超过40亿元。",
    [EV("repurchase", true, { from: "2025-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c("u", P, "tTr", "technical", "4月下旬股价在350元附近反复震荡，20日均线支撑有效。", [U("2025-07-29前日线不连续")]),
  c("t", Z, "bear", "annual", "2017至2019年归母净利连续下降，由40.66亿降到16.14亿，2019年同比降逾四成。", [
    DOWN("net_profit", ["2017", "2018", "2019"]),
    V("net_profit", "2017", "40.66"),
    V("net_profit", "2019", "16.14"),
    G("net_profit", "2019", { v: "-40", cmp: "lt" }),
  ]),
  c(
    "f",
    Z,
    "fE",
    "annual",
    "2019年扣非净利润仅2.31亿元，ROE 2.62%，基本每股收益0.60元。",
    [
      V("deducted_net_profit", "2019", "2.31"),
      V("roe", "2019", "2.62", "%"),
      V("basic_eps", "2019", "0.60", "元", "eq", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "EPS 0.50元" },
  ),
];
