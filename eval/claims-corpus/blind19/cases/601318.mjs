// 中国平安: FY2017-2025 (sample; 营业收入 2017-2020, 营业总收入 2021-2025), quarters 2025 and 2026Q1 only (Tushare),
// bars 2024-01-02..2026-04-30, dividend / buy-back notices from 2023-06 (incentive / financing not collected).
// Dates: 2026-04-30, 2025-09-05, 2025-04-30 (FY2024), 2024-10-31, 2021-04-30 (FY2020).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, BIAS } = H;
const { VOLR, MCPE, SNAP, PAIR, IND, GDIFF, POS52 } = H;
const c = H.maker("b19-pa", "601318");
const A = "2026-04-30";
const S = "2025-09-05";
const P = "2025-04-30";
const O = "2024-10-31";
const E = "2021-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- 2026-04-30 ----
  c("t", A, "fE", "annual", "归母净利润2025年再增约6.5%，达1347.78亿元，已经连着三年正增长。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "平安利润弹性十足，归母净利润较上年多赚了近48%，达到1347.78亿元。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "48", cmp: "near", err: "wrong_period" })],
    { err: "wrong_period", note: "+47.8%是2024年；2025年+6.45%" },
  ),
  c("t", A, "tF", "annual", "营业总收入10505.06亿元，同比增长2.1%，增速明显慢于归母净利润。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1" }),
    GDIFF({ metric: "revenue", period: "2025" }, { metric: "net_profit", period: "2025" }, { v: "0", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "资产负债率高达89.8%，远超一般企业水平，偿债压力不容忽视，是最大的风险点。",
    [V("debt_ratio", "2025", "89.8", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率属常态" },
  ),
  c("t", A, "fT", "industry", "需要纠正风险分析师：89.8%的负债率在保险业属常态，不能套用工业企业的杠杆标准。", [
    V("debt_ratio", "2025", "89.8", "%"),
    IND("high_debt_is_normal"),
  ]),
  c("t", A, "fR", "annual", "经营活动现金流6586.32亿元，同比增长约72%，约为归母净利润的4.9倍。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "经营现金流净额同比+72%，绝对额658.6亿元，现金流状况明显改善。",
    [
      V("operating_cash_flow", "2025", "658.6", "亿", "eq", { err: "wrong_magnitude" }),
      G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    ],
    { err: "wrong_magnitude", note: "6586.32亿，小数点错一位" },
  ),
  c("t", A, "tF", "annual", "投资活动现金净流出5599.53亿元，比2024年的4162.51亿元多流出1400亿元以上。", [
    V("investing_cash_flow", "2025", "-5599.53"),
    V("investing_cash_flow", "2024", "-4162.51"),
    D("investing_cash_flow", "2025", { v: "-1400", cmp: "lt" }),
  ]),
  c("t", A, "fV", "annual", "商誉从435.39亿元降到381.30亿元，一年减少约54亿元。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "并购整合的减值风险在上升——商誉不降反升，较上年多了约12%，至381.3亿元。",
    [
      V("goodwill", "2025", "381.3"),
      G("goodwill", "2025", { v: "12", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "商誉-12.4%" },
  ),
  c("t", A, "tF", "annual", "总资产约13.90万亿元，同比增长7.3%左右，规模仍在稳步扩张。", [
    V("total_assets", "2025", "13.90", "万亿"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
  ]),
  c("t", A, "tB", "annual", "归母净利润从2022年的837.74亿元回升至1347.78亿元，三年复合增速约17%。", [
    V("net_profit", "2022", "837.74"),
    CAGR("net_profit", "2022", "2025", { v: "17", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿元，为2017年以来的最高水平。",
    [MAX("net_profit", "2025", Y9, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿更高" },
  ),
  c("t", A, "bear", "annual", "利润虽回升，2025年仍比2019年1494.07亿元的高点少约146亿元。", [
    MAX("net_profit", "2019", Y9),
    PAIR("net_profit", "2025", "601318", { period2: "2019", mode: "diff", u: "亿", v: "-146", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "分配股利、利润或偿付利息支付的现金771.46亿元，约相当于归母净利润的57%。", [
    V("dividends_interest_paid", "2025", "771.46"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c("u", A, "tB", "undecidable", "寿险新业务价值同比增长超过三成，这意味着负债端已走出低谷。", [U("NBV未存储")]),
  c("u", A, "tBe", "undecidable", "平安银行不良率约1.05%，拨备覆盖率下滑会拖累集团利润。", [U("NPL/拨备未存储")]),
  c("u", A, "fE", "quarterly", "2026年一季度归母净利润250.22亿元，同比下降约8%。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { v: "-8", cmp: "approx" }),
  ]),
  c("t", A, "tF", "quarterly", "一季度实现营业总收入2184.05亿元，归母净利润250.22亿元。", [
    V("revenue", "2026Q1", "2184.05"),
    V("net_profit", "2026Q1", "250.22"),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "一季度营业总收入约1.05万亿元，开局平稳。",
    [V("revenue", "2026Q1", "1.05", "万亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "1.05万亿是2025全年；一季度2184.05亿" },
  ),
  c("t", A, "fE", "quarterly", "一季度归母净利润250.22亿元，约为2025年全年的18.6%。", [
    R("net_profit", "net_profit", "2026Q1", "18.6", { u: "%", denPeriod: "2025", cmp: "approx" }),
  ]),
  c("t", A, "fR", "quarterly", "一季度末资产负债率89.90%，较2025年末的89.80%微升0.1个百分点。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.1", cmp: "approx" }),
  ]),
  c("t", A, "tN", "announcement", "3月27日公司发布了2025年年度利润分配方案公告。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度利润分配" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "2026年以来平安又推出新一轮A股回购计划，护盘意愿明确。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("u", A, "tN", "undecidable", "集团拟发行H股可转债募资，股本摊薄担忧升温。", [U("融资类公告未收集")]),
  c("t", A, "tT", "technical", "收盘59.37元，站上5日、10日、20日均线，但仍被压在60日线61.25元之下。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF已重新站上零轴，MACD进入多头区域，中期调整宣告结束。",
    [MACD("dif_above_zero", undefined, { err: "technical" })],
    { err: "technical", note: "DIF=-0.35，仍在零轴下方" },
  ),
  c("t", A, "tT", "technical", "DIF为-0.35，仍在零轴下方，不过已于4月7日上穿DEA形成金叉。", [
    MACD("dif_value", undefined, { v: "-0.35", cmp: "approx" }),
    MACD("dif_below_zero"),
    MACD("golden_cross", 18),
  ]),
  c("t", A, "tTr", "technical", "平安现价处在52周区间的中下部，比74.88元的52周高点低约21%。", [
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-21", cmp: "approx" }),
    POS52({ v: "50", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "相比2025年末68.4元的收盘价，年内股价已下跌约9%。",
    [RET("2025-12-31", { v: "-9", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "年初至今-13.2%" },
  ),
  c("t", A, "tS", "technical", "过去250个交易日累计上涨约17.7%，但今年以来回落13.2%。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    RET("2025-12-31", { v: "-13.2" }),
  ]),
  c("u", A, "tS", "undecidable", "保险板块近期获主力资金持续净流入，情绪回暖。", [U("资金流向未存储")]),
  c("t", A, "fV", "valuation", "按2025年7月4日快照，市净率约1.12倍，总市值约1.03万亿元。", [
    SNAP("pb", "1.12", "x"),
    SNAP("marketCap", "1.03", "万亿"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以快照市值1.03万亿元计算，对应2025年利润的市盈率约13倍，谈不上低估。",
    [MCPE("2025", "13", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约7.6倍" },
  ),
  c("t", A, "tB", "valuation", "以7月4日市值约1.03万亿元、2025年利润1347.78亿元计，PE仅7.6倍左右。", [
    SNAP("marketCap", "1.03", "万亿"),
    MCPE("2025", "7.6"),
  ]),

  // ---- 2025-09-05 ----
  c("t", S, "tN", "announcement", "8月27日公布2025年中期利润分配方案，9月3日又完成回购股份注销。", [
    EV("dividend", true, { from: "2025-08-27", to: "2025-08-27", title: "中期" }),
    EV("repurchase", true, { from: "2025-09-03", to: "2025-09-03", title: "注销" }),
  ]),
  c("t", S, "tT", "technical", "股价跌破20日均线，DIF落到零轴下方，8月27日还出现了MACD死叉。", [
    MACD("death_cross", 8),
    MACD("dif_below_zero"),
    MA(20, "below"),
  ]),
  c(
    "f",
    S,
    "tA",
    "technical",
    "再创新高只是时间问题，股价与62.8元的52周高点相差已不到3%。",
    [HI52({ v: "-3", cmp: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "距高点-7.8%" },
  ),
  c("t", S, "tNe", "technical", "RSI约45，股价仍在250日线53.39元上方，中期趋势未坏。", [
    RSI("45", "approx"),
    MA(250, "above"),
    MA(250, "value", { v: "53.39" }),
  ]),
  c("u", S, "fE", "quarterly", "上半年归母净利润同比下降约4%，主要受投资收益拖累。", [
    G("net_profit", "2025H1", { v: "-4", cmp: "approx" }),
    U("原因未存储"),
  ]),

  // ---- 2025-04-30: FY2024 public ----
  c(
    "t",
    P,
    "fE",
    "annual",
    "平安交出的2024年成绩单里，归母净利润1266.07亿元（+47.8%），营业总收入10289.25亿元（约+12.6%）。",
    [
      V("net_profit", "2024", "1266.07"),
      G("net_profit", "2024", { v: "47.8" }),
      V("revenue", "2024", "10289.25"),
      G("revenue", "2024", { v: "12.6", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    P,
    "tB",
    "annual",
    "收入端恢复扎实，营业总收入已比2022年高出12.6%（2024年10289亿元）。",
    [G("revenue", "2024", { base: "2022", v: "12.6", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "+12.6%是较2023年；较2022年-7.4%" },
  ),
  c("u", P, "fM", "undecidable", "按一季度节奏外推，平安2025年全年利润可望站上1400亿元。", [
    V("net_profit", "2025", "1400", "亿", "ge"),
  ]),
  c("t", P, "tBe", "annual", "2023年营业总收入9137.89亿元，较2022年下降约17.7%，是近年来的低点。", [
    V("revenue", "2023", "9137.89"),
    G("revenue", "2023", { v: "-17.7", cmp: "approx" }),
    H.MIN("revenue", "2023", ["2021", "2022", "2023", "2024"]),
  ]),

  // ---- 2024-10-31 ----
  c("t", O, "tS", "technical", "三个月（60个交易日）涨了35%左右，BIAS60超过17%，短线乖离偏大。", [
    RET(60, { v: "35", cmp: "approx" }),
    BIAS(60, { v: "17", cmp: "gt" }),
  ]),
  c(
    "f",
    O,
    "tT",
    "technical",
    "短期均线（5/10/20日）全在股价下方，短线强势格局未破。",
    [
      MA(5, "above", { err: "technical" }),
      MA(10, "above", { err: "technical" }),
      MA(20, "above", { err: "technical" }),
    ],
    { err: "technical", note: "收盘55.92低于MA5 56.94、MA10 57.23、MA20 57.25" },
  ),
  c("t", O, "tT", "technical", "近20日成交量是前20日的两倍以上，资金进出明显活跃。", [VOLR({ v: "2", cmp: "gt" })]),
  c("u", O, "tT", "technical", "股价距52周低点已上涨近五成。", [LO52({ v: "50", cmp: "near" })], {
    note: "日线始于2024-01-02，不足52周",
  }),
  c("t", O, "fE", "annual", "2023年归母净利润856.65亿元，同比仅增长约2.3%。", [
    V("net_profit", "2023", "856.65"),
    G("net_profit", "2023", { v: "2.3", cmp: "approx" }),
  ]),
  c("u", O, "fE", "quarterly", "三季报显示，平安2024年前三季度归母净利润增幅超过三成。", [
    G("net_profit", "2024M9", { v: "30", cmp: "gt" }),
  ]),

  // ---- 2021-04-30: FY2020 public ----
  c("t", E, "fE", "annual", "2020年营业收入12183.15亿元；ROE为20.00%，较2019年下降约4.4个百分点。", [
    V("operating_revenue", "2020", "12183.15"),
    V("roe", "2020", "20.00", "%"),
    PP("roe", "2020", { v: "-4.4", cmp: "approx" }),
  ]),
  c(
    "f",
    E,
    "bull",
    "annual",
    "即便在疫情年，平安2020年归母净利润也比2019年多赚约4.2%（1430.99亿元）。",
    [
      V("net_profit", "2020", "1430.99"),
      G("net_profit", "2020", { v: "4.2", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-4.2%" },
  ),
  c("t", E, "tF", "annual", "每股经营现金流从2017年的6.80元升至2020年的17.66元，连续三年提升。", [
    V("ocf_per_share", "2017", "6.80", "元"),
    V("ocf_per_share", "2020", "17.66", "元"),
    UP("ocf_per_share", ["2017", "2018", "2019", "2020"]),
  ]),
  c("u", E, "tT", "technical", "平安股价落在250日均线之下，年线已经失守，中期转弱。", [MA(250, "below")], {
    note: "无当时日线",
  }),
];
