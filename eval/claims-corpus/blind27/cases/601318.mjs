// 中国平安: annual 2017-2025 (some metrics 2021-2025 only), 2026Q1 (no 2025Q1 stored), bars 2024-01-02..2026-04-30,
// dividend / buy-back-cancellation notices (incentive and financing notices not collected). Mostly 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MACD, RSI, HI52, LO52, VOL, EV, U, CAGR, X, RANK, POS52 } = H;
const { MCNOW, MCPE, SNAP, SNAPDIV, IND, READ, MRET, HILO, SPAN, DD, BIAS, MAX_CROSS, MAXDAY, EVN, SUM, IN, AVG } = H;
const c = H.maker("b27-pa", "601318");
const A = "2026-04-30";

export default [
  // ---- annual -------------------------------------------------------------------------------------------------
  c("t", A, "bull", "annual", "平安2025年营业总收入约1.05万亿元、增长约2.1%，归母净利润增速则达6.5%（1347.78亿元）。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    V("revenue", "2025", "1.05", "万亿", "approx"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "平安2025年利润弹性远超预期：1347.78亿元的归母净利润，同比大增近五成。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "50", cmp: "near", err: "wrong_period" })],
    { err: "wrong_period", note: "+47.8%是2024年的增速；2025年+6.45%" },
  ),
  c("t", A, "fE", "annual", "利润修复分两步：2024年归母净利润同比+47.8%至1266亿元，2025年再增6.5%。", [
    G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
    V("net_profit", "2024", "1266", "亿", "approx"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年归母净利润1347.78亿元，创公司上市以来新高。",
    [
      V("net_profit", "2025", "1347.78"),
      MAX("net_profit", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"], {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿更高" },
  ),
  c("t", A, "bear", "annual", "别被反弹迷惑：2025年归母净利润1347.78亿元，仍比2019年的1494亿元低约10%。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494", "亿", "approx"),
    G("net_profit", "2025", { base: "2019", v: "-10", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "2022—2025年归母净利润由837.74亿元升至1347.78亿元，三年复合增速约17%。", [
    V("net_profit", "2022", "837.74"),
    V("net_profit", "2025", "1347.78"),
    CAGR("net_profit", "2022", "2025", { v: "17", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "归母净利润自2021年起已连续四年增长，2025年达1347.78亿元。",
    [
      UP("net_profit", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_period" }),
      V("net_profit", "2025", "1347.78"),
    ],
    { err: "wrong_period", note: "2022年837.74亿低于2021年1016.18亿；连续增长始于2023年" },
  ),
  c("t", A, "tB", "annual", "归母净利润已连续三年增长：837.74亿→856.65亿→1266亿→1348亿元。", [
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
    V("net_profit", "2022", "837.74"),
    V("net_profit", "2023", "856.65"),
    V("net_profit", "2024", "1266", "亿", "approx"),
    V("net_profit", "2025", "1348", "亿", "approx"),
  ]),
  c("t", A, "fR", "annual", "经营活动现金流净额6586亿元，同比增长约72%，约为归母净利润的4.9倍。", [
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流净额6586亿元，同比仅增7%左右，与利润增速基本同步。",
    [
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "7", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+72.2%" },
  ),
  c("t", A, "tN", "annual", "集团总资产约13.9万亿元，一年增加约9406亿元，增速7.3%。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    D("total_assets", "2025", { v: "9406", cmp: "approx" }),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "annual",
    "总资产约13.9万亿元，较上年增长超过15%，扩表速度惊人。",
    [
      V("total_assets", "2025", "13.9", "万亿", "approx"),
      G("total_assets", "2025", { v: "15", cmp: "gt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+7.26%" },
  ),
  c(
    "t",
    A,
    "fSy",
    "annual",
    "货币资金7456.79亿元，同比多出约622亿元；投资活动现金净流出5599.53亿元，较上年的4162.51亿元进一步扩大。",
    [
      V("cash", "2025", "7456.79"),
      D("cash", "2025", { v: "622", cmp: "approx" }),
      V("investing_cash_flow", "2025", "-5599.53"),
      V("investing_cash_flow", "2024", "-4162.51"),
    ],
  ),
  c(
    "f",
    A,
    "tM",
    "annual",
    "从2022年算起，营业总收入年年走高，2025年达到10505亿元。",
    [
      UP("revenue", ["2022", "2023", "2024", "2025"], { err: "wrong_period" }),
      V("revenue", "2025", "10505", "亿", "approx"),
    ],
    { err: "wrong_period", note: "2023年9137.89亿低于2022年；只连续两年增长" },
  ),
  c("t", A, "bear", "annual", "收入端并不亮眼：营业总收入10505亿元，仍低于2021年的11804亿元。", [
    V("revenue", "2025", "10505", "亿", "approx"),
    H.PAIR("revenue", "2025", undefined, { period2: "2021", mode: "lt" }),
    V("revenue", "2021", "11804", "亿", "approx"),
  ]),
  c("t", A, "fE", "annual", "2025年现金分红及利息支付771.46亿元，相当于归母净利润的57%左右，比上年多约3.3%。", [
    V("dividends_interest_paid", "2025", "771.46"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
    G("dividends_interest_paid", "2025", { v: "3.3", cmp: "approx" }),
  ]),
  // ---- industry -----------------------------------------------------------------------------------------------
  c("t", A, "fT", "industry", "资产负债率89.8%看着吓人，但对保险集团而言九成左右的负债率是行业常态，且较上年略降。", [
    V("debt_ratio", "2025", "89.8", "%"),
    IND("high_debt_is_normal"),
    PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "industry",
    "资产负债率高达89.8%，杠杆显著偏高，一旦资产端波动，财务风险会迅速暴露。",
    [V("debt_ratio", "2025", "89.8", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率属常态" },
  ),
  c(
    "f",
    A,
    "tC",
    "industry",
    "总负债12.48万亿元、负债率近九成，远超一般企业60%的警戒线，去杠杆迫在眉睫。",
    [
      V("total_liabilities", "2025", "12.48", "万亿"),
      V("debt_ratio", "2025", "90", "%", "near"),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense", note: "金融业高负债是经营常态" },
  ),
  c(
    "t",
    A,
    "tNe",
    "industry",
    "总负债约12.5万亿元，同比增长7.1%，与总资产7.3%的增速大体匹配，杠杆结构稳定，符合保险业特征。",
    [
      V("total_liabilities", "2025", "12.5", "万亿", "approx"),
      G("total_liabilities", "2025", { v: "7.1", cmp: "approx" }),
      G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
      IND("high_debt_is_normal"),
    ],
  ),
  // ---- quarterly ----------------------------------------------------------------------------------------------
  c(
    "u",
    A,
    "bull",
    "quarterly",
    "一季度平安赚了250.22亿元（归母），同比增速转正，开门红成色十足。",
    [V("net_profit", "2026Q1", "250.22"), G("net_profit", "2026Q1", { dir: "up" })],
    { note: "2025Q1未存储，同比无法核验" },
  ),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "26Q1归母净利润约250亿元，接近2025年全年利润的三成。",
    [
      V("net_profit", "2026Q1", "250", "亿", "approx"),
      R("net_profit", "net_profit", "2026Q1", "30", { u: "%", cmp: "near", denPeriod: "2025", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "250.22/1347.78=18.6%" },
  ),
  c("t", A, "tC", "quarterly", "一季度末资产负债率89.90%，较2025年末的89.80%微升0.1个百分点。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    V("debt_ratio", "2025", "89.80", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.1", cmp: "approx" }),
  ]),
  // ---- technical ----------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "MACD在4月7日金叉，DIF仍处零轴下方；收盘59.37元刚好站上年线59.29元。", [
    MACD("golden_cross", 20),
    MACD("dif_below_zero"),
    CLOSE("59.37"),
    MA(250, "above"),
    MA(250, "value", { v: "59.29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF已上穿零轴，MACD多头信号确立，中期趋势转强。",
    [MACD("dif_above_zero", undefined, { err: "technical" })],
    { err: "technical", note: "DIF -0.35" },
  ),
  c("t", A, "bear", "technical", "股价距52周高点74.88元仍有约21%的跌幅未收复，60日均线61.25元压在头上。", [
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-21", cmp: "approx" }),
    MA(60, "below"),
    MA(60, "value", { v: "61.25", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "今年以来股价下跌13.2%，3月单月跌幅约10%，4月反弹4.6%。", [
    SPAN("2025-12-31", { v: "-13.2", cmp: "approx" }),
    MRET("2026-03", { v: "-10", cmp: "approx" }),
    MRET("2026-04", { v: "4.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "平安年初至今逆势上涨约13%，是金融板块里最抗跌的品种之一。",
    [SPAN("2025-12-31", { v: "13", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年初至今-13.2%" },
  ),
  c("u", A, "tA", "technical", "拉长到一年，自2025年4月18日50.44元算起累计上涨约17.7%，仍跑赢同期多数权重股。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    CLOSE("50.44", "eq", { date: "2025-04-18" }),
    U("权重股比较"),
  ]),
  c("t", A, "tTr", "technical", "RSI14约53.7，处在中性区域；成交略有收缩，20日量比约0.96。", [
    RSI("53.7", "approx"),
    VOL("shrink"),
    H.VOLR({ v: "0.96", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "近一个月明显放量，20日均量较前20日扩大三成以上，资金在抢筹。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "量比0.956" },
  ),
  c("t", A, "vT", "technical", "技术面：近20日最大单日涨幅4.9%（4月8日），60日乖离约-3%，仍在修复途中。", [
    MAXDAY(20, "up", { v: "4.9", cmp: "approx" }),
    BIAS(60, { v: "-3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "股价已经贴近52周低点50.55元，距离不足5%，下方支撑岌岌可危。",
    [LO52({ cond: "level", v: "50.55" }), LO52({ v: "5", cmp: "lt", err: "technical" })],
    { err: "technical", note: "距52周低点+17.4%" },
  ),
  // ---- valuation ----------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "按4月30日收盘价和2025年归母净利润计，平安市盈率约8倍，估值不贵。", [
    MCNOW("2025", "8", "approx"),
  ]),
  c("t", A, "tF", "valuation", "7月4日快照显示市净率仅1.12倍，总市值约1.03万亿元，对应2025年利润约7.6倍。", [
    SNAP("pb", "1.12", "x", "eq"),
    SNAP("marketCap", "1.03", "万亿", "approx"),
    MCPE("2025", "7.6", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "市净率已跌破1倍，平安正以低于账面价值的价格交易。",
    [SNAP("pb", "1", "x", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照PB 1.12" },
  ),
  // ---- announcements ------------------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "3月27日平安公布了2025年年度利润分配方案，连续第三年在3月发布年度分红方案。", [
    EV("dividend", true, { from: "2026-03-27", title: "2025年年度利润分配" }),
    EV("dividend", true, { from: "2025-03-01", to: "2025-03-31", title: "年度利润分配" }),
    EV("dividend", true, { from: "2024-03-01", to: "2024-03-31", title: "年度利润分配|现金分红" }),
  ]),
  c("t", A, "tN", "announcement", "2025年9月公司披露了回购股份注销暨股本变动公告，回购股份已完成注销。", [
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "announcement",
    "2026年以来平安已发布新一轮A股回购方案，管理层用真金白银护盘。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("u", A, "tS", "announcement", "平安今年推出了新一期核心人员持股计划，覆盖人数较上期明显扩大。", [
    U("平安激励类公告未收录"),
  ]),
  // ---- undecidable --------------------------------------------------------------------------------------------
  c("u", A, "bull", "undecidable", "寿险新业务价值连续多个季度双位数增长，新业务价值率回升是估值修复的核心抓手。", [
    U("NBV"),
  ]),
  c("u", A, "bear", "undecidable", "综合偿付能力充足率下滑至200%附近，资本约束将限制分红空间。", [U("偿付能力")]),
  c(
    "u",
    A,
    "fM",
    "undecidable",
    "2025年营业总收入10505亿元，财险综合成本率若降至97%以下，2026年利润仍有一成以上增长空间。",
    [V("revenue", "2025", "10505", "亿", "approx"), U("综合成本率、盈利预测")],
  ),
];
