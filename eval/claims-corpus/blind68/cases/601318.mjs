// 中国平安 on 2026-04-30: FY2017-2025 annual, 2026Q1 (no 2025 quarter stored), bars from 2024-01-02;
// buy-back and dividend notices collected, incentive / financing notices not (undecidable).
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  MIN,
  UP,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  EV,
  U,
  X,
  CAGR,
  RANK,
  PSUM,
  MCNOW,
  SNAP,
  BIAS,
  DD,
  POS52,
  READ,
  PAIR,
  IND,
  VOLR,
  SPAN,
  EVN,
  SUM,
  MAX_CROSS,
} = H;
const c = H.maker("b68-pa", "601318");
const A = "2026-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "平安2025年归母净利润1347.78亿元，同比增长约6.5%，连续两年回升。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿元，同比大增约47.8%，利润弹性惊人。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "47.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+47.8%是2024年增速；2025年+6.45%" },
  ),
  c("t", A, "fE", "annual", "归母净利润从2023年的856.65亿元跃升至2024年的1266.07亿元，增幅接近48%。", [
    V("net_profit", "2023", "856.65"),
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "48", cmp: "near" }),
  ]),
  c("t", A, "bear", "annual", "利润虽连升两年，但2025年的1347.78亿元仍比2019年的1494.07亿元低约一成。", [
    UP("net_profit", ["2023", "2024", "2025"]),
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2025", { base: "2019", v: "-10", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润较2019年高点低约三成，远未修复。",
    [
      MAX("net_profit", "2019", Y9),
      G("net_profit", "2025", { base: "2019", v: "-30", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "较2019年-9.8%" },
  ),
  c("t", A, "fL", "annual", "2025年利润在2017年以来九个年度中排第三，2019和2020年仍更高。", [
    RANK("net_profit", "2025", Y9, "max", 3),
    PAIR("net_profit", "2019", "601318", { period2: "2025", mode: "gt" }),
    PAIR("net_profit", "2020", "601318", { period2: "2025", mode: "gt" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "annual",
    "归母净利润1347.78亿元，创出公司上市以来的最高纪录。",
    [V("net_profit", "2025", "1347.78"), MAX("net_profit", "2025", Y9, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿更高" },
  ),
  c("t", A, "fE", "annual", "营业总收入10505.06亿元，同比增长2.1%，收入端仍是小步慢走。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx", size: "小幅增长" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营业总收入突破1.05万亿元，同比增长约12.6%，重回两位数增长。",
    [
      V("revenue", "2025", "1.05", "万亿", "gt"),
      G("revenue", "2025", { v: "12.6", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "+12.6%是2024年；2025年+2.10%" },
  ),
  c("t", A, "tF", "annual", "2024年营业总收入较2023年回升约12.6%，此前2023年曾下滑近18%。", [
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
    G("revenue", "2023", { v: "-18", cmp: "near" }),
  ]),
  c("t", A, "tF", "annual", "2025年经营活动现金流净额6586.32亿元，同比增长约72%。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流净额658.63亿元，不足利润的一半，现金质量堪忧。",
    [
      V("operating_cash_flow", "2025", "658.63", "亿", "eq", { err: "wrong_magnitude" }),
      R("operating_cash_flow", "net_profit", "2025", "0.5", { cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "6586.32亿，为利润的4.9倍" },
  ),
  c("t", A, "fR", "annual", "经营现金流约为归母净利润的4.9倍，保险资金沉淀充裕。", [
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  c("t", A, "tF", "industry", "资产负债率89.80%看似很高，但保险公司负债主要是准备金，约九成属行业常态。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "平安资产负债率接近90%，杠杆过高，一旦市场波动将面临偿债危机。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率属常态" },
  ),
  c("t", A, "fR", "annual", "资产负债率由89.93%微降至89.80%，降了0.13个百分点，杠杆结构稳定。", [
    V("debt_ratio", "2024", "89.93", "%"),
    V("debt_ratio", "2025", "89.80", "%"),
    PP("debt_ratio", "2025", { v: "-0.13", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "资产负债率较上年提升0.13个百分点至89.80%，负债扩张快于资产。",
    [
      V("debt_ratio", "2025", "89.80", "%"),
      PP("debt_ratio", "2025", { v: "0.13", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "89.93%→89.80%，下降" },
  ),
  c("t", A, "fSy", "annual", "总资产约13.9万亿元，同比增长约7.3%，增速快于营收。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    GDIFF_TA(),
  ]),
  c("t", A, "tM", "annual", "商誉由435.39亿元降至381.30亿元，减少约54亿元，减值风险部分出清。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "商誉381.30亿元，较上年增加约54亿元，并购整合压力上升。",
    [V("goodwill", "2025", "381.30"), D("goodwill", "2025", { v: "54", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "减少54.09亿" },
  ),
  c("t", A, "fV", "annual", "分红及利息支付771.46亿元，约为归母净利润的57%，派现稳中有升。", [
    V("dividends_interest_paid", "2025", "771.46"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
    G("dividends_interest_paid", "2025", { dir: "up" }),
  ]),
  c("t", A, "bull", "annual", "货币资金7456.79亿元，比去年末多出约622亿元，流动性充足。", [
    V("cash", "2025", "7456.79"),
    D("cash", "2025", { v: "622", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2021年以来归母净利润逐年下滑，2025年仍未止跌。",
    [H.DOWN("net_profit", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2023年起回升" },
  ),
  c("t", A, "fQ", "annual", "2021、2022年利润连降，分别下滑约29%和18%，之后才企稳回升。", [
    G("net_profit", "2021", { v: "-29", cmp: "approx" }),
    G("net_profit", "2022", { v: "-18", cmp: "approx" }),
    G("net_profit", "2023", { dir: "up" }),
  ]),
  c("t", A, "tNe", "annual", "投资活动现金净流出5599.53亿元，较上年的4162.51亿元扩大约35%。", [
    V("investing_cash_flow", "2025", "-5599.53"),
    V("investing_cash_flow", "2024", "-4162.51"),
    X("investing_cash_flow", "2025", "2024", { v: "1.35", cmp: "approx" }),
  ]),
  // 2026Q1
  c("t", A, "fE", "quarterly", "2026年一季度归母净利润250.22亿元，约占2025全年利润的18.6%。", [
    V("net_profit", "2026Q1", "250.22"),
    R("net_profit", "net_profit", "2026Q1", "18.6", { u: "%", cmp: "approx", denPeriod: "2025" }),
  ]),
  c("u", A, "bear", "undecidable", "一季度归母净利润250.22亿元，同比下滑超两成，投资端拖累明显。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { v: "-20", cmp: "lt" }),
  ]),
  c("u", A, "bull", "undecidable", "26Q1营业总收入2184.05亿元，同比增长约5%，保费增长延续。", [
    V("revenue", "2026Q1", "2184.05"),
    G("revenue", "2026Q1", { v: "5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度营业总收入约2.18万亿元，规模领跑保险业。",
    [V("revenue", "2026Q1", "2.18", "万亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "2184.05亿即约0.22万亿" },
  ),
  c("t", A, "tNe", "quarterly", "一季度末资产负债率89.90%，比2025年末的89.80%高0.1个百分点，基本持平。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    V("debt_ratio", "2025", "89.80", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.1", cmp: "approx" }),
  ]),
  // technicals
  c("t", A, "tT", "technical", "收盘59.37元，站上5日和20日均线，但仍压在60日线61.25元下方。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(20, "above"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价59.37元，已跌破250日年线，长期趋势转空。",
    [CLOSE("59.37"), MA(250, "below", { err: "technical" })],
    { err: "technical", note: "MA250 59.29，收盘略高于年线" },
  ),
  c("t", A, "tT", "technical", "MACD于4月7日金叉，DIF约-0.35仍在零轴下方，属于弱势反弹。", [
    MACD("golden_cross", 20),
    MACD("dif_value", undefined, { v: "-0.35", cmp: "approx" }),
    MACD("dif_below_zero"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF已重新站上零轴，多头重新掌控局面。",
    [MACD("dif_above_zero", undefined, { err: "technical" })],
    { err: "technical", note: "DIF -0.35 在零轴下方" },
  ),
  c("t", A, "tS", "technical", "RSI14为53.7，处于中性区间，既不超买也不超卖。", [RSI("53.7", "approx")]),
  c("t", A, "tTr", "technical", "今年以来平安下跌约13.2%，从去年末的68.40元跌到59.37元。", [
    RET("2025-12-31", { v: "-13.2", cmp: "approx" }),
    CLOSE("68.40", "eq", { date: "2025-12-31" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "今年以来平安已上涨约13.2%，保险板块龙头强者恒强。",
    [RET("2025-12-31", { v: "13.2", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年内-13.20%" },
  ),
  c("t", A, "tB", "technical", "过去250个交易日平安累计上涨约17.7%，距52周低点50.55元也涨了17%有余。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    LO52({ cond: "level", v: "50.55" }),
    LO52({ v: "17", cmp: "gt" }),
  ]),
  c("t", A, "tC", "technical", "距52周高点74.88元仍低约20.7%，近60日最大回撤逾13%。", [
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-20.7", cmp: "approx" }),
    DD(60, { v: "-13", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价已逼近52周高点74.88元，上方空间有限。",
    [HI52({ cond: "level", v: "74.88" }), POS52({ v: "80", cmp: "ge", err: "technical" })],
    { err: "technical", note: "位于52周区间36%处" },
  ),
  c("t", A, "tT", "technical", "近20日量能是前20日的0.96倍左右，小幅缩量，反弹缺乏增量资金确认。", [
    VOLR({ v: "0.96", cmp: "approx" }),
    VOL("shrink"),
  ]),
  c("t", A, "tT", "technical", "近60个交易日累计下跌约9.1%，20日乖离仅约2%。", [
    RET(60, { v: "-9.1", cmp: "approx" }),
    BIAS(20, { v: "2", cmp: "approx" }),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "按收盘价59.37元和2025年归母净利润计，平安PE约8.0倍，估值偏低。", [
    CLOSE("59.37"),
    MCNOW("2025", "8.0", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按最新收盘价计平安静态PE约18倍，已不算便宜。",
    [MCNOW("2025", "18", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约8.0倍" },
  ),
  c("t", A, "tP", "valuation", "2025年7月4日快照显示平安PB约1.12倍、总市值约1.03万亿元。", [
    SNAP("pb", "1.12", "x"),
    SNAP("marketCap", "1.03", "万亿"),
  ]),
  // announcements
  c("t", A, "tN", "announcement", "平安已于3月27日披露2025年年度利润分配方案公告。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
  ]),
  c("t", A, "tN", "announcement", "2025年9月平安公告实施回购股份注销，股本随之减少。", [
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "平安2025年全年没有任何回购相关公告，股东回报全靠分红。",
    [EV("repurchase", false, { from: "2025-01-01", to: "2025-12-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2025-03-20、2025-09-03均有回购注销公告" },
  ),
  c("t", A, "fT", "announcement", "2025年平安披露了中期和年度两份利润分配方案，回报节奏是一年两次。", [
    EV("dividend", true, { from: "2025-08-27", to: "2025-08-27", title: "中期" }),
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "年度" }),
  ]),
  // undecidable
  c("u", A, "tN", "undecidable", "平安2025年新业务价值同比增长超过30%，寿险改革见效。", [U("NBV未存储")]),
  c("u", A, "fR", "undecidable", "平安寿险核心偿付能力充足率约190%，资本安全垫厚实。", [U("偿付能力未存储")]),
  c("u", A, "fE", "undecidable", "平安产险综合成本率约98%，承保端微利，归母净利润仍增6.5%。", [
    U("综合成本率未存储"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
  ]),
  c("u", A, "tN", "undecidable", "平安推出新一期核心人员持股计划，绑定管理层利益。", [U("平安持股计划公告未收集")]),
  c("u", A, "fM", "undecidable", "若长端利率继续下行，平安2026年投资收益率可能跌破3%。", [U("情景与预测")]),
  c("u", A, "tS", "undecidable", "雪球上看多平安的帖子占比升至七成，散户情绪转暖。", [U("情绪数据未存储")]),
  c(
    "f",
    A,
    "tBe",
    "industry",
    "平安负债占总资产近九成，远超一般企业的合理区间，去杠杆迫在眉睫。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率属常态" },
  ),
  c("u", A, "tN", "undecidable", "平安发行H股可转债募资，可能摊薄每股收益。", [U("平安融资公告未收集")]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "总资产约13.9万亿元，较2023年增长约7.3%。",
    [
      V("total_assets", "2025", "13.9", "万亿", "approx"),
      G("total_assets", "2025", { base: "2023", v: "7.3", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2024年+7.3%；较2023年+20.0%" },
  ),
  c("t", A, "fL", "annual", "2022至2025年总资产从11.14万亿元增至13.90万亿元，三年多了约2.76万亿元。", [
    V("total_assets", "2022", "11.14", "万亿"),
    V("total_assets", "2025", "13.90", "万亿"),
    D("total_assets", "2025", { base: "2022", u: "万亿", v: "2.76", cmp: "approx" }),
  ]),
];

function GDIFF_TA() {
  return H.GDIFF({ metric: "total_assets", period: "2025" }, { metric: "revenue", period: "2025" }, { dir: "up" });
}
