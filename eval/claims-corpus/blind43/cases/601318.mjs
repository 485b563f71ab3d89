// 中国平安 601318 on 2026-04-30 (FY2025 and 2026Q1 public; 2025 quarters not stored). Dividend / buy-back notices are
// stored (incentive and financing notices are not collected: those are open).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, VOLR, EV, U, X } = H;
const { PSUM, POS52, MCNOW, SNAP, BIAS, AMP, LIN, READ, RANK, IND, GDIFF, DD, EVN, MAHOLD, CAGR, SNAPDIV } = H;
const c = H.maker("b43-pa", "601318");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];
const NP = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "平安2025年归母净利润1347.78亿元，同比增长约6.5%，连续第二年回升。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿元，同比大增近48%，利润弹性全面释放。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "48", cmp: "near", err: "wrong_period" })],
    { err: "wrong_period", note: "+47.8%是2024年同比；2025年+6.45%" },
  ),
  c("t", A, "tF", "annual", "2024年利润从856.65亿元跳升至1266.07亿元，增幅约48%，2025年再增至1347.78亿元。", [
    V("net_profit", "2023", "856.65"),
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "48", cmp: "approx" }),
    V("net_profit", "2025", "1347.78"),
  ]),
  c("t", A, "bear", "annual", "利润虽回到1347.78亿元，仍比2019年1494.07亿元的峰值低约10%。", [
    V("net_profit", "2019", "1494.07"),
    MAX("net_profit", "2019", NP),
    G("net_profit", "2025", { base: "2019", v: "-10", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年归母净利润1347.78亿元，一举超越2019年，创下上市以来新高。",
    [V("net_profit", "2025", "1347.78"), MAX("net_profit", "2025", NP, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿更高" },
  ),
  c("t", A, "fR", "annual", "2019→2022年归母净利润连跌三年，由1494亿元一路降到838亿元，几乎腰斩。", [
    DOWN("net_profit", ["2019", "2020", "2021", "2022"]),
    V("net_profit", "2019", "1494", "亿", "approx"),
    V("net_profit", "2022", "838", "亿", "approx"),
    G("net_profit", "2022", { base: "2019", v: "-44", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "营业总收入10505.06亿元，同比增长2.1%，连续两年站在万亿以上。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    V("revenue", "2025", "10000", "亿", "gt"),
    V("revenue", "2024", "10000", "亿", "gt"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营收10505亿元，较2024年增长约12%，保险主业全面回暖。",
    [
      V("revenue", "2025", "10505", "亿", "approx"),
      G("revenue", "2025", { v: "12", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+2.10%" },
  ),
  c("t", A, "tM", "annual", "营收仍低于2021年的11804.44亿元，五年里排第三，最低是2023年的9137.89亿元。", [
    MAX("revenue", "2021", Y5),
    RANK("revenue", "2025", Y5, "max", 3),
    MIN("revenue", "2023", Y5),
  ]),
  c("t", A, "fT", "industry", "保险集团负债率89.80%与银行类似，属于行业正常水平，不能套用工业企业的标准。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "industry",
    "平安负债率接近90%，杠杆已逼近危险边缘，一旦资产端波动就可能资不抵债。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险负债率约90%属常态" },
  ),
  c("t", A, "tF", "annual", "经营活动现金流6586.32亿元，同比增长约72%，比2022年的4859亿元还多出三成多。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    V("operating_cash_flow", "2022", "4859", "亿", "approx"),
    G("operating_cash_flow", "2025", { base: "2022", v: "30", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "经营现金流6586亿元，却被5600亿元的投资现金净流出吃掉了九成以上。",
    [
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
      V("investing_cash_flow", "2025", "-5600", "亿", "approx"),
      R("investing_cash_flow", "operating_cash_flow", "2025", "-0.9", { cmp: "lt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "5599.53/6586.32=85%，不到九成" },
  ),
  c("t", A, "fL", "annual", "总资产约13.9万亿元，同比增长约7.3%；总负债约12.48万亿元。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    V("total_liabilities", "2025", "12.48", "万亿", "approx"),
  ]),
  c("t", A, "tF", "annual", "商誉由435.39亿元降至381.30亿元，一年减少约54亿元，降幅约12%。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
    G("goodwill", "2025", { v: "-12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "商誉较上年增加约54亿元至381.30亿元，并购整合风险在累积。",
    [
      V("goodwill", "2025", "381.30"),
      D("goodwill", "2025", { v: "54", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "商誉减少54.09亿" },
  ),
  c("u", A, "fE", "undecidable", "2025年寿险新业务价值同比增长超过25%，银保渠道贡献最大。", [
    U("NBV未存储"),
    U("渠道分部未存储"),
  ]),
  c("u", A, "fR", "undecidable", "核心偿付能力充足率降至约130%，资本缓冲在变薄。", [U("偿付能力充足率未存储")]),
  c("u", A, "fM", "undecidable", "财险综合成本率约97.5%，车险承保利润仍是稳定器。", [U("综合成本率未存储")]),
  c("u", A, "tF", "undecidable", "2026年一季度归母净利润250.22亿元，受投资收益拖累同比下滑约5%。", [
    V("net_profit", "2026Q1", "250.22"),
    U("2025Q1未存储，同比及归因无法核验"),
  ]),
  c("t", A, "fE", "quarterly", "2026年一季度营收2184.05亿元，归母净利润250.22亿元，净利润约占营收的11.5%。", [
    V("revenue", "2026Q1", "2184.05"),
    V("net_profit", "2026Q1", "250.22"),
    R("net_profit", "revenue", "2026Q1", "11.5", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "quarterly",
    "一季度营收2184亿元，单季已接近2025年全年营收的三分之一。",
    [
      V("revenue", "2026Q1", "2184", "亿", "approx"),
      R("revenue", "revenue", "2026Q1", "0.33", { denPeriod: "2025", cmp: "near", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "2184.05/10505.06≈0.21" },
  ),
  c("t", A, "tT", "technical", "收盘59.37元，重新站上5日、10日、20日均线和59.29元的年线，但仍在60日线61.25元之下。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(250, "above"),
    MA(250, "value", { v: "59.29" }),
    H.MAX_CROSS(5, "up", 5),
    H.MAX_CROSS(10, "up", 5),
    H.MAX_CROSS(20, "up", 5),
    H.MAX_CROSS(250, "up", 5),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
  ]),
  c("f", A, "tT", "technical", "股价已突破60日均线，中期趋势由空转多。", [MA(60, "above", { err: "technical" })], {
    err: "technical",
    note: "收盘59.37<MA60 61.25",
  }),
  c("t", A, "tS", "technical", "4月7日MACD金叉，DIF在DEA上方，只是两者仍处零轴下方。", [
    MACD("golden_cross", 18),
    MACD("dif_above_dea", 0),
    MACD("dif_below_zero", 0),
  ]),
  c("t", A, "tTr", "technical", "RSI14约53.7，多空均衡；近5日涨约2.6%，近20日涨约2%。", [
    RSI("53.7", "approx"),
    RET(5, { v: "2.6", cmp: "approx" }),
    RET(20, { v: "2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "今年以来平安股价已累计上涨约13%，跑出了保险股的相对收益。",
    [RET("2025-12-31", { v: "13", cmp: "approx", dir: "up", err: "wrong_direction" }), U("保险板块对比不在样本")],
    { err: "wrong_direction", note: "年初至今-13.20%" },
  ),
  c("t", A, "tC", "technical", "今年以来下跌约13.2%，若从2024年末算则仍上涨约12.8%。", [
    RET("2025-12-31", { v: "-13.2", cmp: "approx" }),
    RET("2024-12-31", { v: "12.8", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "52周高点74.88元、低点50.55元，当前处在区间约36%的位置。", [
    HI52({ cond: "level", v: "74.88" }),
    LO52({ cond: "level", v: "50.55" }),
    POS52({ v: "36", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近一个月明显放量，20日均量较前20日放大逾两成。",
    [VOLR({ v: "1.2", cmp: "gt", err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.956，略缩量" },
  ),
  c("t", A, "tA", "technical", "过去250个交易日累计涨约17.7%，60个交易日回撤约9%后正在修复。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    RET(60, { v: "-9", cmp: "approx" }),
    RET(20, { dir: "up" }),
  ]),
  c("t", A, "fV", "valuation", "按最新收盘价59.37元估算，对应2025年归母净利润的PE约8倍。", [
    CLOSE("59.37"),
    MCNOW("2025", "8"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "2025年7月快照市净率1.12倍、总市值约1.3万亿元，估值已脱离底部。",
    [SNAP("pb", "1.12", "x", "eq"), SNAP("marketCap", "1.3", "万亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照市值1.03万亿" },
  ),
  c("t", A, "tN", "announcement", "公司已于3月27日公告2025年年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-27", title: "2025年年度利润分配方案" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "今年以来平安还公告了新一轮A股回购方案，护盘意图明显。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告；最近为2025-09-03注销实施" },
  ),
  c("t", A, "fS", "announcement", "2025年9月3日平安公告实施回购股份注销，股本相应减少。", [
    EV("repurchase", true, { from: "2025-09-03", to: "2025-09-03", title: "注销" }),
  ]),
  c("u", A, "tN", "undecidable", "平安拟推出新一期核心人员持股计划，覆盖约1万名员工。", [
    U("平安员工持股计划公告未被收集"),
  ]),
  c("t", A, "tM", "annual", "货币资金7456.79亿元，比上年多出约622亿元，约占总资产的5.4%。", [
    V("cash", "2025", "7456.79"),
    D("cash", "2025", { v: "622", cmp: "approx" }),
    R("cash", "total_assets", "2025", "5.4", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "tP", "annual", "分配股利和偿付利息771.46亿元，约为归母净利润的57%，现金回报有保障。", [
    V("dividends_interest_paid", "2025", "771.46"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tP",
    "annual",
    "2025年净资产约1.6万亿元，总资产扣除总负债后同比继续增厚。",
    [
      LIN(
        [
          ["total_assets", 1],
          ["total_liabilities", -1],
        ],
        "2025",
        { v: "1.6", u: "万亿", cmp: "approx", err: "wrong_value" },
      ),
      PSUM(
        [
          ["total_assets", "2025", 1],
          ["total_liabilities", "2025", -1],
          ["total_assets", "2024", -1],
          ["total_liabilities", "2024", 1],
        ],
        { v: "0", cmp: "gt" },
      ),
    ],
    { err: "wrong_value", note: "138984.71-124824.83=14159.88亿≈1.42万亿" },
  ),
  c("t", A, "fL", "annual", "2020年每股收益8.10元、ROE 20.00%，如今净利润仍未回到当年1430.99亿元的水平。", [
    V("basic_eps", "2020", "8.10", "元"),
    V("roe", "2020", "20.00", "%"),
    V("net_profit", "2020", "1430.99"),
    H.PAIR("net_profit", "2025", undefined, { period2: "2020", mode: "lt" }),
  ]),
];
