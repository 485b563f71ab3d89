// 招商银行: FY2019-2025 (2020 partly), quarters 2024H1..2026Q1 (东方财富主要指标), bars 2024-01-02..2026-04-30,
// annual-report notices only (to the FY2024 report). Mostly 2026-04-30 (FY2025 and 2026Q1 public).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, PE, IND, U } = H;
const { READ, BIAS, DD, BRK, POS52, IN, X, CAGR, SUM, AVG, RANK, QOQ, PSUM, SPAN, LIN } = H;
const c = H.maker("b42-zs", "600036");
const A = "2026-04-30";
const Y7 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- annual --------------------------------------------------------------------------------------------------
  c("t", A, "bull", "annual", "2025年归母净利润1501.81亿元，同比增长1.21%，首次站上1500亿关口，利润增长仍未中断。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21" }),
    V("net_profit", "2024", "1500", "亿", "lt"),
    UP("net_profit", Y7),
  ]),
  c("t", A, "bear", "annual", "营收3375.32亿元、同比仅+0.01%，基本持平，但比2022年的3447.83亿元仍低约2.1%。", [
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { v: "0.01", size: "基本持平" }),
    V("revenue", "2022", "3447.83"),
    G("revenue", "2025", { base: "2022", v: "-2.1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "招行2025年营业收入3375.32亿元，再创历史新高，零售之王底色未改。",
    [
      V("revenue", "2025", "3375.32"),
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "高点是2022年3447.83亿" },
  ),
  c("t", A, "fE", "annual", "从2019年的928.67亿到2025年1501.81亿，归母净利润连续六年增长，六年复合增速约8.3%。", [
    V("net_profit", "2019", "928.67"),
    V("net_profit", "2025", "1501.81"),
    UP("net_profit", Y7),
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "归母净利润1501.81亿元，同比增长约12%，在利率下行周期中仍保持两位数增长。",
    [
      V("net_profit", "2025", "1501.81"),
      G("net_profit", "2025", { v: "12", cmp: "approx", size: "两位数增长", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际+1.21%" },
  ),
  c(
    "t",
    A,
    "bear",
    "annual",
    "加权ROE从2024年14.49%降到2025年的13.44%，下滑1.05个百分点，较2019年16.84%更是低了3.4个点。",
    [
      V("roe", "2024", "14.49", "%"),
      V("roe", "2025", "13.44", "%"),
      PP("roe", "2025", { v: "-1.05" }),
      V("roe", "2019", "16.84", "%"),
      PP("roe", "2025", { base: "2019", v: "-3.4" }),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "ROE由14.49%降至13.44%，降幅达1.05%，盈利能力滑坡。",
    [
      V("roe", "2024", "14.49", "%"),
      V("roe", "2025", "13.44", "%"),
      G("roe", "2025", { v: "-1.05", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "相对降幅约7.2%，1.05是百分点" },
  ),
  c("t", A, "tF", "annual", "每股收益5.70元对5.66元，小幅增长约0.7%；每股净资产43.43元，一年增加近2元。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("basic_eps", "2024", "5.66", "元"),
    G("basic_eps", "2025", { v: "0.7", cmp: "approx", size: "小幅增长" }),
    V("bps", "2025", "43.43", "元"),
    D("bps", "2025", { v: "2", u: "元", cmp: "near" }),
  ]),
  c("t", A, "fSy", "annual", "总资产约13.07万亿元，同比扩张约7.6%，资产增速明显快于营收增速。", [
    V("total_assets", "2025", "13.07", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    GDIFF_({ metric: "total_assets", period: "2025" }, { metric: "revenue", period: "2025" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年总资产突破13万亿，但归母净利润较2024年下降约1.2%，规模扩张没换来利润。",
    [
      V("total_assets", "2025", "13", "万亿", "gt"),
      G("net_profit", "2025", { v: "-1.2", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "实际+1.21%" },
  ),
  c(
    "t",
    A,
    "fR",
    "annual",
    "经营现金流4514.57亿元，约为归母净利润的3倍，但银行现金流受存贷款波动影响大，参考意义有限。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      R("operating_cash_flow", "net_profit", "2025", "3", { cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营活动现金流净额4514.57亿元，约为净利润的2.2倍，含金量一般。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      R("operating_cash_flow", "net_profit", "2025", "2.2", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "实际约3.0倍" },
  ),
  c("t", A, "tB", "annual", "扣非归母净利润1500.07亿元，与归母净利润1501.81亿元几乎一致，利润几乎全部来自主业。", [
    V("deducted_net_profit", "2025", "1500.07"),
    V("net_profit", "2025", "1501.81"),
    R("deducted_net_profit", "net_profit", "2025", "99.9", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "fL", "annual", "营收2022→2023→2024连跌两年（3447.83→3391.23→3374.88亿），2025年才勉强止跌。", [
    DOWN("revenue", ["2022", "2023", "2024"]),
    V("revenue", "2022", "3447.83"),
    V("revenue", "2023", "3391.23"),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2025", { dir: "up" }),
  ]),
  c("t", A, "tM", "annual", "净利率由2021年的36.48%一路升至2025年44.77%，四年抬升超8个百分点。", [
    V("net_margin", "2021", "36.48", "%"),
    V("net_margin", "2025", "44.77", "%"),
    UP("net_margin", ["2021", "2022", "2023", "2024", "2025"]),
    PP("net_margin", "2025", { base: "2021", v: "8", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "归母净利润1501.81亿元，较2023年增长约1.2%，两年几乎原地踏步。",
    [
      V("net_profit", "2025", "1501.81"),
      G("net_profit", "2025", { base: "2023", v: "1.2", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+2.44%；1.2%是较2024年" },
  ),
  c("t", A, "tBe", "annual", "净利润是2019年的约1.62倍，可同期总资产从7.42万亿涨到13.07万亿，ROA被摊薄。", [
    X("net_profit", "2025", "2019", { v: "1.62", cmp: "approx" }),
    V("total_assets", "2019", "7.42", "万亿", "approx"),
    V("total_assets", "2025", "13.07", "万亿", "approx"),
    X("total_assets", "2025", "2019", { v: "1.62", cmp: "gt" }),
  ]),
  c("u", A, "bear", "undecidable", "净息差已跌破1.9%，归母净利润增速也只剩1.21%，息差收窄是主因。", [
    U("净息差未存储；归因不可核"),
    G("net_profit", "2025", { v: "1.21" }),
  ]),
  c("u", A, "fR", "undecidable", "不良率0.93%、拨备覆盖率约410%，资产质量仍稳，但零售信贷不良生成率上升。", [
    U("不良率、拨备覆盖率未存储"),
    U("零售不良生成率为分部数据"),
  ]),
  // ---- quarterly -----------------------------------------------------------------------------------------------
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "2026年一季度营收869.40亿元、同比+3.8%，归母净利润378.52亿元、同比+1.5%，收入增速快于利润。",
    [
      GDIFF_({ metric: "revenue", period: "2026Q1" }, { metric: "net_profit", period: "2026Q1" }),
      V("revenue", "2026Q1", "869.40"),
      G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
      V("net_profit", "2026Q1", "378.52"),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "quarterly",
    "一季报：营收869.40亿，同比下降3.8%，归母净利润378.52亿元。",
    [
      V("revenue", "2026Q1", "869.40"),
      G("revenue", "2026Q1", { v: "-3.8", cmp: "approx", err: "wrong_direction" }),
      V("net_profit", "2026Q1", "378.52"),
    ],
    { err: "wrong_direction", note: "实际+3.81%" },
  ),
  c("t", A, "tF", "quarterly", "2025年四季度单季归母净利润364.09亿元，环比三季度的388.42亿下降约6.3%，同比仍增3.4%。", [
    V("net_profit", "2025S4", "364.09"),
    V("net_profit", "2025S3", "388.42"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-6.3", cmp: "approx" }),
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2025年四季度单季归母净利润1501.81亿元，环比明显放缓。",
    [
      V("net_profit", "2025S4", "1501.81", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S4", "2025S3", { dir: "down" }),
    ],
    { err: "wrong_period", note: "1501.81亿是全年，单季364.09亿" },
  ),
  c("t", A, "fM", "quarterly", "近四个季度归母净利润约1507亿元，比2025年全年多出约5.7亿。", [
    V("net_profit", "2026Q1TTM", "1507", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "5.7", cmp: "approx" },
    ),
  ]),
  c("t", A, "tM", "quarterly", "一季度净利率43.76%，较上年同期44.79%回落约1个百分点，负债率90.43%略高于年末。", [
    V("net_margin", "2026Q1", "43.76", "%"),
    PP("net_margin", "2026Q1", { v: "-1", cmp: "approx" }),
    V("debt_ratio", "2026Q1", "90.43", "%"),
    PAIR_("debt_ratio", "2026Q1", "2025", "gt"),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2026Q1每股净资产44.90元，较2025年末增长约8%，内生资本积累加速。",
    [
      V("bps", "2026Q1", "44.90", "元"),
      G("bps", "2026Q1", { base: "2025", v: "8", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "较年末43.43元+3.4%" },
  ),
  c("t", A, "fS", "quarterly", "一季度ROE 3.37%，低于去年同期3.53%，扣非净利377.95亿，与归母基本一致。", [
    V("roe", "2026Q1", "3.37", "%"),
    V("roe", "2025Q1", "3.53", "%"),
    V("deducted_net_profit", "2026Q1", "377.95"),
    R("deducted_net_profit", "net_profit", "2026Q1", "99", { u: "%", cmp: "gt" }),
  ]),
  c("u", A, "tN", "undecidable", "一季度财富管理手续费收入同比增长超20%，带动营收同比增长3.8%。", [
    U("手续费收入为分项数据，归因不可核"),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
  ]),
  // ---- valuation -----------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "按38.27元收盘价和2025年EPS 5.70元算，静态PE约6.7倍，PB约0.88倍，仍处破净状态。", [
    CLOSE("38.27"),
    V("basic_eps", "2025", "5.70", "元"),
    PE("2025", "6.7"),
    PE("2025", "0.88", "approx", { per: "bps" }),
    PE("2025", "1", "lt", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "股价38.27元，对应2025年每股收益的静态市盈率约8.5倍，估值已不算便宜。",
    [CLOSE("38.27"), PE("2025", "8.5", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "38.27/5.70=6.71倍" },
  ),
  c("t", A, "tB", "valuation", "以一季度末每股净资产44.90元计，当前股价对应PB约0.85倍，比年报口径更低。", [
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    PE("2025", "0.85", "gt", { per: "bps" }),
    V("bps", "2026Q1", "44.90", "元"),
  ]),
  c("u", A, "fV", "undecidable", "PB 0.85倍，相对股份行平均约0.6倍仍有溢价，机构目标价48元。", [
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    U("股份行平均PB、目标价未存储"),
  ]),
  c("u", A, "tTr", "undecidable", "股息率约5.2%，高于十年期国债收益率3个点以上，红利资金会托底。", [
    U("股息率、国债收益率未存储"),
  ]),
  // ---- technical -----------------------------------------------------------------------------------------------
  c(
    "t",
    A,
    "tT",
    "technical",
    "收盘38.27元，跌破MA5/10/20/60全部均线，MA20(39.41)<MA120(40.53)<MA250(42.15)，中长期空头排列。",
    [
      CLOSE("38.27"),
      MA(5, "below"),
      MA(10, "below"),
      MA(20, "below"),
      MA(60, "below"),
      MA(20, "value", { v: "39.41" }),
      MA(120, "value", { v: "40.53" }),
      MA(250, "value", { v: "42.15" }),
      MAORDER([20, 120, 250], "bear"),
    ],
  ),
  c(
    "f",
    A,
    "tT",
    "technical",
    "5/10/20/60日均线自上而下依次为MA60、MA20、MA10、MA5，标准空头排列。",
    [MAORDER([5, 10, 20, 60], "bear", { err: "technical" })],
    { err: "technical", note: "MA60 39.25低于MA20 39.41，不是完整空头排列" },
  ),
  c("t", A, "tT", "technical", "4月27日MACD死叉，DIF约-0.13已落到零轴下方，RSI14约36，弱势未改。", [
    MACD("death_cross", 4),
    MACD("dif_value", 0, { v: "-0.13", cmp: "approx", ind: "macd", cond: "dif_value" }),
    MACD("dif_below_zero", 0),
    RSI("36", "approx"),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "MACD在4月下旬形成金叉，DIF上穿DEA，短线反弹信号出现。",
    [MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "4月27日为死叉，DIF<DEA" },
  ),
  c("t", A, "tS", "technical", "距52周高点48.55元已回落约21%，股价处在一年区间的底部一成以内。", [
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-21", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  c("t", A, "bear", "technical", "今年以来股价从42.10元跌到38.27元，年内跌幅约9%，近250个交易日累计跌逾一成。", [
    CLOSE("42.10", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "-9", cmp: "approx" }),
    CLOSE("38.27"),
    RET(250, { v: "-10", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "年初至今股价仅微跌约2.6%，防御属性突出，跑赢多数权重。",
    [SPAN("2025-12-31", { v: "-2.6", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-2.6%是自2024年末；自2025年末-9.10%" },
  ),
  c("t", A, "tT", "technical", "最新收盘同时低于此前5日、20日的所有收盘价，20日均量比前20日放大约10%，属放量下破。", [
    BRK(5, "down"),
    BRK(20, "down"),
    VOL("expand"),
    H.VOLR({ v: "1.1", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "technical", "近60个交易日股价几乎原地踏步（+0.45%），但近20日下跌约3.9%，短期走弱。", [
    RET(60, { v: "0.45" }),
    RET(20, { v: "-3.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "RSI14已跌到28左右进入超卖区，技术性反弹随时可能出现。",
    [RSI("28", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14为36.06" },
  ),
  c("t", A, "tC", "technical", "20日乖离率约-2.9%，股价距52周低点37.31元仅剩不到3%空间。", [
    BIAS(20, { v: "-2.9", cmp: "approx" }),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "3", cmp: "lt" }),
  ]),
  c("u", A, "tS", "undecidable", "北向资金近一月净卖出招行超20亿元，股价跌破MA60。", [
    U("北向资金流向未存储"),
    MA(60, "below"),
  ]),
  // ---- industry ------------------------------------------------------------------------------------------------
  c("t", A, "fT", "industry", "90.20%的资产负债率对银行而言是经营常态，不应与制造业的杠杆风险等量齐观。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "industry",
    "负债率高达90.43%，杠杆远超安全线，财务风险不容忽视。",
    [V("debt_ratio", "2026Q1", "90.43", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约90%属常态" },
  ),
  c("t", A, "tC", "industry", "负债率2019年91.67%、2025年90.20%，六年间在90%上下窄幅波动，银行杠杆结构稳定。", [
    V("debt_ratio", "2019", "91.67", "%"),
    V("debt_ratio", "2025", "90.20", "%"),
    ...["2021", "2022", "2023", "2024"].map((y) => V("debt_ratio", y, IN("89.5", "92"), "%")),
    IND("high_debt_is_normal"),
  ]),
  // ---- announcement --------------------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "2025年3月26日披露的2024年年报显示，归母净利润1483.91亿元，同比增1.22%。", [
    EV("annual_report", true, { from: "2025-03-26", to: "2025-03-26" }),
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.22" }),
  ]),
  c("u", A, "tN", "announcement", "招行近期发布A股回购方案，拟回购金额上限50亿元。", [
    U("招行公告库只收年度报告，回购公告不在采集范围"),
  ]),
  c("u", A, "fS", "undecidable", "据传招行将在二季度公布新一轮中期分红方案，分红率有望提至35%。", [
    U("传闻与未来事项"),
  ]),
  // ---- stance --------------------------------------------------------------------------------------------------
  c(
    "f",
    A,
    "bull",
    "annual",
    "ROE从14.49%降到13.44%，资本回报率的下移反而说明招行盈利在改善，属明确利好。",
    [PP("roe", "2025", { v: "-1.05" }), READ(PP("roe", "2025"), "positive", { err: "stance" })],
    { err: "stance", note: "ROE下降读作利好" },
  ),
  c(
    "f",
    A,
    "tA",
    "annual",
    "净利润1501.81亿，同比大增，进攻仓位可以继续加码。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { size: "大增", err: "overstatement" })],
    { err: "overstatement", note: "同比+1.21%，谈不上大增" },
  ),
];

function GDIFF_(x, y) {
  return H.GDIFF(x, y, { v: "0", cmp: "gt" });
}
function PAIR_(metric, period, period2, mode) {
  return H.PAIR(metric, period, undefined, { period2, mode });
}
