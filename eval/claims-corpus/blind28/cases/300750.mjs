// 宁德时代: FY2018-2019 (网易) and FY2021-2025 (Tushare) annual, cumulative quarters 2024H1..2026Q1, bars
// 2020-01-02..2026-04-30, notices from 2026-02-09 only (a missing dividend / buy-back / placement / incentive notice
// after that date is a nonexistent event; 减持 / 增持 decide nothing). Mostly 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, SNAP, IND, U } = H;
const { CAGR, X, GDIFF, BAR, QOQ, PSUM, POS52, MCNOW, MCPE, SNAPDIV, SPAN, MRET, VOLR, BIAS, LIN, PAIR, READ, EVN } = H;
const { RANK, MAXDAY, UPDAYS, AMP, HILO, PERDAY, WEEKS, DD, MAX_CROSS } = H;
const c = H.maker("b28-nd", "300750");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- annual ----
  c("t", A, "bull", "annual", "宁德时代2025年营业总收入4237.02亿元，同比增长17.04%，一举扭转2024年的下滑。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17.04" }),
    G("revenue", "2024", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润722.01亿元，同比大增52.28%，盈利弹性远超收入。",
    [V("net_profit", "2025", "722.01"), G("net_profit", "2025", { v: "52.28", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+42.28%" },
  ),
  c("t", A, "fE", "annual", "归母净利润722.01亿元，同比+42.28%，比营收增速（17.04%）高出约25个百分点。", [
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "25", cmp: "approx" }),
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42.28" }),
    G("revenue", "2025", { v: "17.04" }),
  ]),
  c("t", A, "bear", "annual", "别忘了2024年营收3620.13亿元，比2023年的4009.17亿元少了约389亿元，收入并非一路向上。", [
    V("revenue", "2024", "3620.13"),
    V("revenue", "2023", "4009.17"),
    D("revenue", "2024", { v: "-389", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年营收4237.02亿元，仍未回到2023年4009.17亿元的高点。",
    [
      V("revenue", "2025", "4237.02"),
      PAIR("revenue", "2025", undefined, { period2: "2023", mode: "lt", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2025年已超2023年，创新高" },
  ),
  c("t", A, "tB", "annual", "营收4237.02亿元创下有数据以来的新高，超过2023年的4009.17亿元。", [
    V("revenue", "2025", "4237.02"),
    V("revenue", "2023", "4009.17"),
    MAX("revenue", "2025", Y5),
    PAIR("revenue", "2025", undefined, { period2: "2023", mode: "gt" }),
  ]),
  c("t", A, "fE", "annual", "2021—2025年归母净利润从159.31亿元增至722.01亿元，四年增长约3.5倍，复合增速近46%。", [
    V("net_profit", "2025", "722.01"),
    V("net_profit", "2021", "159.31"),
    G("net_profit", "2025", { base: "2021", v: "350", cmp: "approx" }),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "归母净利润2021—2025年复合增速高达60%，四年间扩大到六倍多。",
    [
      X("net_profit", "2025", "2021", { v: "6", cmp: "gt", err: "overstatement" }),
      CAGR("net_profit", "2021", "2025", { v: "60", cmp: "approx", err: "overstatement" }),
    ],
    { err: "overstatement", note: "CAGR约45.9%，4.53倍" },
  ),
  c("t", A, "tF", "annual", "毛利率26.27%，同比提升约1.8个百分点；净利率18.12%，提升3.2个百分点，盈利能力同步改善。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { v: "3.2" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年毛利率26.27%，较上年下滑约1.8个百分点，价格战已侵蚀利润空间。",
    [
      V("gross_margin", "2025", "26.27", "%"),
      PP("gross_margin", "2025", { v: "-1.8", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "毛利率上升1.83个百分点" },
  ),
  c("t", A, "fR", "annual", "资产负债率从2022年的70.56%连续三年下降至61.94%，财务结构持续改善。", [
    V("debt_ratio", "2022", "70.56", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    DOWN("debt_ratio", ["2022", "2023", "2024", "2025"]),
  ]),
  c("t", A, "bear", "industry", "负债率仍有61.94%，对一家制造企业而言不算低，扩产期的杠杆风险值得盯住。", [
    V("debt_ratio", "2025", "61.94", "%"),
    IND("high_debt_is_risk"),
  ]),
  c(
    "f",
    A,
    "bull",
    "industry",
    "61.94%的负债率和银行90%的水平比起来很低，电池龙头本就该按金融机构的杠杆看待，无需担心。",
    [V("debt_ratio", "2025", "61.94", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  c("t", A, "fE", "annual", "经营现金流净额1332.20亿元，同比增长37.35%，约为归母净利润的1.85倍，利润含金量很高。", [
    V("operating_cash_flow", "2025", "1332.20"),
    G("operating_cash_flow", "2025", { v: "37.35" }),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "经营现金流1332.20亿元，只有净利润的八成左右，回款质量一般。",
    [R("operating_cash_flow", "net_profit", "2025", "0.8", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "经营现金流是归母净利润的1.85倍" },
  ),
  c("t", A, "tF", "annual", "扣掉423.45亿元资本开支，2025年自由现金流仍有约909亿元。", [
    V("capex", "2025", "423.45"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
  ]),
  c("t", A, "bear", "annual", "资本开支同比增长35.81%至423.45亿元，2023、2024年连续收缩后重新加码扩产。", [
    V("capex", "2025", "423.45"),
    G("capex", "2025", { v: "35.81" }),
    DOWN("capex", ["2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年资本开支423.45亿元，为近五年最高，重资产扩张再度提速。",
    [V("capex", "2025", "423.45"), MAX("capex", "2025", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2022年482.15亿元、2021年437.68亿元更高" },
  ),
  c("t", A, "fT", "annual", "货币资金3335.13亿元，约占总资产9748.28亿元的三分之一，账上现金充裕。", [
    V("cash", "2025", "3335.13"),
    V("total_assets", "2025", "9748.28"),
    R("cash", "total_assets", "2025", "34", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "总资产9748.28亿元，同比扩张23.92%，距离万亿元只差约252亿元。", [
    V("total_assets", "2025", "9748.28"),
    G("total_assets", "2025", { v: "23.92" }),
    V("total_assets", "2025", "1", "万亿", "lt"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年末总资产已突破1万亿元，同比增长约24%。",
    [
      V("total_assets", "2025", "1", "万亿", "gt", { err: "wrong_value" }),
      G("total_assets", "2025", { v: "24", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "总资产9748.28亿元" },
  ),
  c("t", A, "fR", "annual", "少数股东损益约45.85亿元，归母净利润占净利润的94%左右。", [
    LIN(
      [
        ["net_income", 1],
        ["net_profit", -1],
      ],
      "2025",
      { v: "45.85", cmp: "approx" },
    ),
    R("net_profit", "net_income", "2025", "94", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "tN", "annual", "分配股利及偿付利息支付的现金349.23亿元，是2021年15.68亿元的22倍多。", [
    V("dividends_interest_paid", "2021", "15.68"),
    V("dividends_interest_paid", "2025", "349.23"),
    X("dividends_interest_paid", "2025", "2021", { v: "22", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "annual",
    "商誉8.37亿元，同比增长约6%，外延并购还在持续加码。",
    [
      V("goodwill", "2025", "8.37"),
      G("goodwill", "2025", { v: "6", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "商誉同比-6.42%" },
  ),
  c("t", A, "vF", "annual", "基本面视角：营收+17.04%，归母净利+42.28%，负债率降至61.94%，三项同向改善，看多一票。", [
    V("debt_ratio", "2025", "61.94", "%"),
    G("revenue", "2025", { v: "17.04" }),
    G("net_profit", "2025", { v: "42.28" }),
    PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  c("t", A, "fL", "annual", "归母净利润722.01亿元，约为比亚迪326.19亿元的2.2倍，净利率18.12%也远高于对方。", [
    V("net_profit", "2025", "326.19", "亿", "eq", { t: "002594" }),
    V("net_profit", "2025", "722.01"),
    PAIR("net_profit", "2025", "002594", { v: "2.2", cmp: "approx" }),
    V("net_margin", "2025", "18.12", "%"),
    PAIR("net_margin", "2025", "002594", { mode: "gt" }),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "2025年宁德营收4237.02亿元，已超过比亚迪同期收入，产业链话语权进一步上移。",
    [PAIR("revenue", "2025", "002594", { mode: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "比亚迪营收8039.65亿元" },
  ),
  c("t", A, "tM", "annual", "2024年归母净利润增速只有15.01%，2025年回到42.28%，利润增速走出V形反转。", [
    G("net_profit", "2024", { v: "15.01" }),
    G("net_profit", "2025", { v: "42.28" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "利润增速逐年加快：2023年43.58%、2024年15.01%、2025年42.28%。",
    [
      G("net_profit", "2023", { v: "43.58" }),
      GDIFF(
        { metric: "net_profit", period: "2024" },
        { metric: "net_profit", period: "2023" },
        { dir: "up", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "2024年增速回落" },
  ),
  c("t", A, "fSy", "annual", "归母净利润在2024年之后仍是上升通道：2021至2025年逐年走高，未出现过下滑。", [
    UP("net_profit", Y5),
  ]),

  // ---- quarterly ----
  c("t", A, "fE", "quarterly", "2026年一季度营收1291.31亿元，同比增长52.45%；归母净利润207.38亿元，同比+48.52%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.45" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.52" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润207.38亿元，同比增速高达52.45%，利润弹性十足。",
    [G("net_profit", "2026Q1", { v: "52.45", err: "wrong_value" })],
    { err: "wrong_value", note: "52.45%是营收增速，利润+48.52%" },
  ),
  c("t", A, "bear", "quarterly", "不过一季度利润增速48.52%略慢于营收的52.45%，利润没能跟上收入扩张的速度。", [
    G("revenue", "2026Q1", { v: "52.45" }),
    G("net_profit", "2026Q1", { v: "48.52" }),
    GDIFF({ metric: "revenue", period: "2026Q1" }, { metric: "net_profit", period: "2026Q1" }, { dir: "up" }),
  ]),
  c("t", A, "fR", "quarterly", "环比看，一季度营收较2025年四季度的1406.30亿元下降约8%，利润环比也少了一成左右。", [
    V("revenue", "2025S4", "1406.30"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "2026年一季度营收环比增长52.45%，淡季不淡。",
    [QOQ("revenue", "2026Q1", "2025S4", { v: "52.45", err: "wrong_period" })],
    { err: "wrong_period", note: "52.45%是同比，环比-8.2%" },
  ),
  c(
    "t",
    A,
    "tF",
    "quarterly",
    "单季看，2025年四季度营收1406.30亿元、同比+36.58%，归母净利润231.67亿元、同比+57.13%，均为全年最高。",
    [
      V("revenue", "2025S4", "1406.30"),
      G("revenue", "2025S4", { v: "36.58" }),
      V("net_profit", "2025S4", "231.67"),
      G("net_profit", "2025S4", { v: "57.13" }),
      MAX("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
      MAX("revenue", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
    ],
  ),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "722.01亿元、+42.28%——这是宁德2025年四季度单季的归母净利润和同比增速。",
    [
      V("net_profit", "2025S4", "722.01", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S4", { v: "42.28", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "722.01亿元与42.28%是全年累计；四季度单季231.67亿元、+57.13%" },
  ),
  c(
    "t",
    A,
    "fM",
    "quarterly",
    "2025年利润逐季抬升：一季度139.63亿元、二季度165.23亿元、三季度185.49亿元、四季度231.67亿元。",
    [
      V("net_profit", "2025Q1", "139.63"),
      V("net_profit", "2025S2", "165.23"),
      V("net_profit", "2025S3", "185.49"),
      V("net_profit", "2025S4", "231.67"),
      UP("net_profit", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
    ],
  ),
  c("t", A, "fSy", "quarterly", "下半年归母净利润约417亿元，比上半年的304.85亿元多出三成以上。", [
    V("net_profit", "2025H1", "304.85"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "417", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { over: ["net_profit", "2025H1"], v: "1.3", cmp: "gt" },
    ),
  ]),
  c("t", A, "fV", "quarterly", "近四个季度归母净利润合计约789.8亿元，较2025年全年又多出约68亿元。", [
    V("net_profit", "2026Q1TTM", "789.8", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "68", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "fR",
    "quarterly",
    "一季度毛利率24.82%，较上年同期下降0.41个百分点，盈利端仍有压力。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      PP("gross_margin", "2026Q1", { v: "-0.41", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比上升0.41个百分点" },
  ),
  c(
    "t",
    A,
    "fT",
    "quarterly",
    "一季度毛利率24.82%，比2025年全年的26.27%低约1.46个百分点，但比上年同期高0.41个百分点。",
    [
      V("gross_margin", "2025", "26.27", "%"),
      V("gross_margin", "2026Q1", "24.82", "%"),
      PP("gross_margin", "2026Q1", { base: "2025", v: "-1.46" }),
      PP("gross_margin", "2026Q1", { v: "0.41" }),
    ],
  ),
  c("t", A, "tC", "quarterly", "一季度末负债率62.32%，较年末的61.94%回升0.38个百分点，降杠杆节奏暂停。", [
    V("debt_ratio", "2025", "61.94", "%"),
    V("debt_ratio", "2026Q1", "62.32", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.38" }),
  ]),
  c("t", A, "tF", "quarterly", "一季度末货币资金3519.97亿元，比年初增加约185亿元。", [
    V("cash", "2026Q1", "3519.97"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度日均创收约14.3亿元，较上年同期翻了一倍多。",
    [
      PERDAY("revenue", "2026Q1", { v: "14.3", cmp: "approx" }),
      G("revenue", "2026Q1", { v: "100", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "日均约14.3亿元；同比+52.45%，非翻倍" },
  ),

  // ---- technical ----
  c("t", A, "tT", "technical", "20/60/120/250日均线自上而下依次排列，股价436元站在所有中长期均线之上，多头格局清晰。", [
    CLOSE("436"),
    MAORDER([20, 60, 120, 250], "bull"),
    MA(20, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "5日、10日、20日均线呈多头排列，短线上攻态势完好。",
    [MAORDER([5, 10, 20], "bull", { err: "technical" })],
    { err: "technical", note: "MA5 437.69低于MA10 438.80" },
  ),
  c("t", A, "bear", "technical", "MACD已在4月28日高位死叉，DIF回落到DEA下方，短线动能减弱。", [
    MACD("death_cross", 3),
    MACD("dif_below_dea"),
    MACD("dif_above_zero"),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "DIF与DEA于4月28日形成金叉，新一轮上攻启动。",
    [MACD("golden_cross", 3, { err: "technical" })],
    { err: "technical", note: "4月28日为死叉" },
  ),
  c("t", A, "tT", "technical", "离460元的52周高点只差约5%，较52周低点231.2元已上涨近九成。", [
    LO52({ cond: "level", v: "231.2" }),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
    LO52({ v: "90", cmp: "near" }),
  ]),
  c("t", A, "fM", "technical", "过去250个交易日累计上涨约93%，年初至今涨幅约18.7%。", [
    RET(250, { v: "93", cmp: "approx" }),
    SPAN("2025-12-31", { v: "18.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "年初以来涨幅已接近四成，短期获利盘压力不小。",
    [SPAN("2025-12-31", { v: "40", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "年内+18.72%" },
  ),
  c("t", A, "tS", "technical", "RSI约56，处在中性区域，既不超买也不超卖。", [
    RSI("56", "approx"),
    RSI("70", "lt"),
    RSI("30", "gt"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "RSI(14)升至72，已进入超买区，追高需谨慎。",
    [RSI("72", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14约56" },
  ),
  c("t", A, "tT", "technical", "4月16日单日大涨5.33%、收于453.98元，成交量较前一日明显放大，这是近期的收盘高点。", [
    BAR("2026-04-16", "volx", { v: "1.5", cmp: "gt" }),
    BAR("2026-04-16", "chg", { v: "5.33" }),
    CLOSE("453.98", "eq", { date: "2026-04-16" }),
    HILO("max", "2026-03-01", { v: "453.98" }),
  ]),
  c("t", A, "fM", "technical", "4月单月上涨约8.5%，而股价仍比2021年末的588元低约26%。", [
    CLOSE("588", "eq", { date: "2021-12-31" }),
    MRET("2026-04", { v: "8.5", cmp: "approx" }),
    SPAN("2021-12-31", { v: "-26", cmp: "approx" }),
  ]),
  c("t", A, "bull", "technical", "股价较2023年末的163.26元累计上涨约167%，是十足的困境反转行情。", [
    CLOSE("163.26", "eq", { date: "2023-12-29" }),
    SPAN("2023-12-29", { v: "167", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "收盘价较60日均线的乖离率已超过20%，均值回归的风险不容忽视。",
    [BIAS(60, { v: "20", cmp: "gt", err: "technical" })],
    { err: "technical", note: "BIAS60约11.3%" },
  ),
  c("t", A, "tBe", "technical", "收盘价高出60日均线约11%，偏离度不小，短期或需消化。", [
    BIAS(60, { v: "11", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "vT",
    "technical",
    "量能温和放大（20日均量/前20日均量约1.13），近20个交易日上涨7.47%，量价配合，技术面投看多。",
    [VOLR({ v: "1.13", cmp: "approx" }), RET(20, { v: "7.47" })],
  ),
  c("t", A, "tT", "technical", "近10个交易日最大单日涨幅约4.1%，最大单日跌幅约2.6%，区间振幅不到8%。", [
    MAXDAY(10, "up", { v: "4.1", cmp: "approx" }),
    MAXDAY(10, "down", { v: "-2.6", cmp: "approx" }),
    AMP(10, { v: "8", cmp: "lt" }),
  ]),

  // ---- valuation ----
  c("t", A, "fV", "valuation", "按4月30日收盘价计，市值约为2025年归母净利润的27.5倍；用近四个季度利润算约25倍。", [
    MCNOW("2025", "27.5"),
    MCNOW("2026Q1TTM", "25"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按最新股价，宁德的静态市盈率仅约17倍，和其增速相比明显低估。",
    [MCNOW("2025", "17", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "按2026-04-30收盘约27.5倍；16.8倍是2025年7月初市值口径" },
  ),
  c("t", A, "tF", "valuation", "2025年7月初约1.21万亿元的市值，对应2025年归母净利润不到17倍。", [
    SNAP("marketCap", "1.21", "万亿"),
    MCPE("2025", "17", "lt"),
  ]),
  c("t", A, "fV", "valuation", "去年7月初市净率5.02倍，折算每股净资产约53元。", [
    SNAP("pb", "5.02", "x", "eq"),
    SNAPDIV("pb", "53"),
  ]),

  // ---- announcement ----
  c("t", A, "tN", "announcement", "公司2月9日披露2026年A股员工持股计划草案，4月22日又公告授予预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09" }),
    EV("equity_incentive", true, { from: "2026-04-22", title: "预留份额" }),
  ]),
  c("t", A, "tN", "announcement", "4月7日公司发布A股回购结果暨股份变动公告，此前3、4月各有一份回购进展公告。", [
    EV("repurchase", true, { from: "2026-04-07", title: "回购结果" }),
    EVN("repurchase", "2026-03-01", { v: "3" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "宁德时代3月公告拟向特定对象发行股票募资，扩产资金有了着落。",
    [EV("placement", true, { from: "2026-03-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  c("t", A, "tS", "announcement", "3月10日公司披露2025年度利润分配预案，并提请授权董事会制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度利润分配" }),
    EV("dividend", true, { from: "2026-03-10", title: "中期分红" }),
  ]),
  c("t", A, "tN", "announcement", "2月公司完成了一期科技创新公司债券发行，并于2月26日在深交所上市。", [
    EV("bond", true, { from: "2026-02-12", title: "发行结果" }),
    EV("bond", true, { from: "2026-02-26", title: "上市" }),
  ]),
  c("u", A, "tS", "announcement", "据传某大股东4月通过大宗交易减持，市场情绪受到扰动。", [
    U("减持公告不在收集范围，传闻无从核验"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "announcement",
    "4月公司又公告了新一期股份回购方案，拟继续回购A股。",
    [EV("repurchase", true, { from: "2026-04-01", title: "方案", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月只有回购进展与回购结果公告，无新方案" },
  ),

  // ---- undecidable ----
  c(
    "u",
    A,
    "fR",
    "undecidable",
    "2025年动力电池全球市占率约38%，储能电池出货增速更快，但海外工厂的爬坡仍存在不确定性。",
    [U("市占率、出货量、海外工厂进度不在数据中")],
  ),
  c("u", A, "bull", "undecidable", "营收+17.04%的背后是钠离子电池放量，新技术将成为第二增长曲线。", [
    G("revenue", "2025", { v: "17.04" }),
    U("增长归因与产品结构不在数据中"),
  ]),
  c("u", A, "tM", "undecidable", "归母净利润722.01亿元，同比+42.28%，增速远超LG新能源和松下。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42.28" }),
    U("海外同行不在样本中"),
  ]),
  c("u", A, "fM", "undecidable", "若碳酸锂价格反弹至每吨15万元，2026年毛利率或回落到23%左右。", [U("情景预测")]),
];
