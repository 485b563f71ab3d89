// 中国平安 601318: FY2017-2025 (income items from 2021 as 营业总收入), 2026Q1 only (no 2025 quarter), bars
// 2024-01-02..2026-04-30. Buy-back notices decide; incentive / financing notices do not.
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
  DOWN,
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
  PAIR,
  IND,
  MCNOW,
  SNAP,
  BIAS,
  DD,
  POS52,
  VOLR,
  MRET,
  HILO,
  READ,
  UPDAYS,
  SUM,
} = H;
const c = H.maker("b84-pa", "601318");
const A = "2026-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "中国平安2025年归母净利润1347.78亿元，同比增长约6.5%，连续第三年回升。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿元，同比大增约47.8%，盈利弹性充分释放。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "47.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "47.8%是2024年增速；2025年+6.45%" },
  ),
  c("t", A, "bull", "annual", "2024年归母净利1266亿元，较2023年的857亿元大增近48%。", [
    V("net_profit", "2024", "1266", "亿", "approx"),
    V("net_profit", "2023", "857", "亿", "approx"),
    G("net_profit", "2024", { v: "48", cmp: "near", size: "大增" }),
  ]),
  c("t", A, "bear", "annual", "2025年利润1348亿元仍低于2019年1494亿元的近九年峰值，修复尚未完成。", [
    V("net_profit", "2025", "1348", "亿", "approx"),
    V("net_profit", "2019", "1494", "亿", "approx"),
    MAX("net_profit", "2019", Y9),
    PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "lt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润1347.78亿元创历史新高，已超过2019年水平。",
    [
      V("net_profit", "2025", "1347.78"),
      MAX("net_profit", "2025", Y9, { err: "wrong_extreme" }),
      PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "gt", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2019年1494.07亿元、2020年1430.99亿元均更高" },
  ),
  c("t", A, "fE", "annual", "2025年利润在2017年以来九年中排第三，仅次于2019和2020年。", [
    RANK("net_profit", "2025", Y9, "max", 3),
  ]),
  c("t", A, "bear", "annual", "营业总收入10505.06亿元，同比仅增约2.1%，收入端几乎原地踏步。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx", size: "微增" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营业总收入10505亿元，同比下降约2.1%，规模出现收缩。",
    [
      V("revenue", "2025", "10505", "亿", "approx"),
      G("revenue", "2025", { v: "-2.1", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "+2.10%" },
  ),
  c("t", A, "fE", "annual", "营业总收入从2023年9138亿元的低点回升至2025年的10505亿元，重回万亿之上。", [
    V("revenue", "2023", "9138", "亿", "approx"),
    MIN("revenue", "2023", ["2021", "2022", "2023", "2024", "2025"]),
    V("revenue", "2025", "10505", "亿", "approx"),
    V("revenue", "2025", "10000", "亿", "gt"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营业总收入已连续三年增长，2025年达10505亿元。",
    [
      UP("revenue", ["2022", "2023", "2024", "2025"], { err: "wrong_value" }),
      V("revenue", "2025", "10505", "亿", "approx"),
    ],
    { err: "wrong_value", note: "2023年9137.89亿元较2022年下降，仅连续两年增长" },
  ),
  c("t", A, "fE", "annual", "2025年归母净利润约占营业总收入的12.8%，利润率较上年的12.3%小幅提升。", [
    R("net_profit", "revenue", "2025", "12.8", { u: "%", cmp: "approx" }),
    R("net_profit", "revenue", "2024", "12.3", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "经营活动现金流净额6586亿元，同比增长约72%，现金流大幅改善。", [
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx", size: "大幅增长" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年经营现金流净额658.6亿元，约为归母净利润的一半。",
    [
      V("operating_cash_flow", "2025", "658.6", "亿", "approx", { err: "wrong_magnitude" }),
      R("operating_cash_flow", "net_profit", "2025", "0.5", { cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "6586.32亿元，差10倍；约为净利润的4.9倍" },
  ),
  c("t", A, "tF", "annual", "经营现金流约为归母净利润的4.9倍，保险资金沉淀特征明显。", [
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "总资产13.9万亿元，同比增长约7.3%，负债12.5万亿元，资产负债率89.80%。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    V("total_liabilities", "2025", "12.5", "万亿", "approx"),
    V("debt_ratio", "2025", "89.80", "%"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "总资产约13.9万亿元，较2024年增长逾两成，扩表速度惊人。",
    [
      V("total_assets", "2025", "13.9", "万亿", "approx"),
      G("total_assets", "2025", { v: "20", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+7.26%" },
  ),
  c("t", A, "fR", "annual", "商誉381亿元，较上年的435亿元减少约12%，商誉包袱有所减轻。", [
    V("goodwill", "2025", "381", "亿", "approx"),
    V("goodwill", "2024", "435", "亿", "approx"),
    G("goodwill", "2025", { v: "-12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "商誉从440亿元增至2025年的381亿元，需警惕减值。",
    [
      V("goodwill", "2022", "440", "亿", "approx"),
      G("goodwill", "2025", { base: "2022", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "440.60→381.30，减少" },
  ),
  c("t", A, "tB", "annual", "2025年分红及付息现金流出771亿元，较上年的747亿元增加约25亿元。", [
    V("dividends_interest_paid", "2025", "771", "亿", "approx"),
    V("dividends_interest_paid", "2024", "747", "亿", "approx"),
    D("dividends_interest_paid", "2025", { v: "25", cmp: "approx" }),
  ]),
  c("t", A, "tB", "annual", "货币资金7457亿元，较2024年末多出约622亿元，流动性充裕。", [
    V("cash", "2025", "7457", "亿", "approx"),
    D("cash", "2025", { v: "622", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2021年归母净利润1016亿元，较2020年腰斩，2022年又降至838亿元。",
    [
      V("net_profit", "2021", "1016", "亿", "approx"),
      G("net_profit", "2021", { size: "腰斩", err: "overstatement" }),
      V("net_profit", "2022", "838", "亿", "approx"),
    ],
    { err: "overstatement", note: "2021年-29%，非腰斩" },
  ),
  c("t", A, "tBe", "annual", "2021、2022两年利润连降，2022年837.74亿元是2017年以来最低。", [
    DOWN("net_profit", ["2020", "2021", "2022"]),
    V("net_profit", "2022", "837.74"),
    MIN("net_profit", "2022", Y9),
  ]),
  c("t", A, "fL", "annual", "2023年利润仅微增约2.3%，真正的反弹要到2024年才出现。", [
    G("net_profit", "2023", { v: "2.3", cmp: "approx", size: "微增" }),
    G("net_profit", "2024", { size: "大幅增长" }),
  ]),
  c("t", A, "tM", "annual", "资本开支83.55亿元，同比增加约25%，但相对6586亿元经营现金流微不足道。", [
    V("capex", "2025", "83.55"),
    G("capex", "2025", { v: "25", cmp: "approx" }),
    R("capex", "operating_cash_flow", "2025", "2", { u: "%", cmp: "lt" }),
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "投资现金净流出5600亿元，较前年的4163亿元扩大约35%。",
    [
      V("investing_cash_flow", "2025", "-5600", "亿", "approx"),
      V("investing_cash_flow", "2023", "-4163", "亿", "approx", { err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-4162.51亿元是2024年(去年)；前年2023年为-1040亿元" },
  ),

  // quarterly
  c("t", A, "tF", "quarterly", "2026年一季度营业总收入2184.05亿元，归母净利润250.22亿元。", [
    V("revenue", "2026Q1", "2184.05"),
    V("net_profit", "2026Q1", "250.22"),
  ]),
  c(
    "u",
    A,
    "bull",
    "quarterly",
    "一季度归母净利250亿元，同比增长约15%，开局良好。",
    [V("net_profit", "2026Q1", "250", "亿", "approx"), G("net_profit", "2026Q1", { v: "15", cmp: "approx" })],
    { note: "2025Q1未存储，同比无法核验" },
  ),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度归母净利润仅25.02亿元，不到去年全年的2%。",
    [
      V("net_profit", "2026Q1", "25.02", "亿", "eq", { err: "wrong_magnitude" }),
      R("net_profit", "net_profit", "2026Q1", "2", { u: "%", cmp: "lt", denPeriod: "2025", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "250.22亿元" },
  ),
  c("t", A, "bear", "quarterly", "一季度利润250亿元，仅为2025全年1348亿元的不足两成。", [
    V("net_profit", "2026Q1", "250", "亿", "approx"),
    R("net_profit", "net_profit", "2026Q1", "20", { u: "%", cmp: "lt", denPeriod: "2025" }),
  ]),
  c("t", A, "fR", "quarterly", "一季度末资产负债率89.90%，与2025年末的89.80%基本持平。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    V("debt_ratio", "2025", "89.80", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", dir: "flat", flatTol: 0.5 }),
  ]),

  c("t", A, "fE", "quarterly", "一季度归母净利润约占营业总收入的11.5%。", [
    R("net_profit", "revenue", "2026Q1", "11.5", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度营业总收入2184亿元，已超过2025全年收入的三成。",
    [
      V("revenue", "2026Q1", "2184", "亿", "approx"),
      R("revenue", "revenue", "2026Q1", "30", { u: "%", cmp: "gt", denPeriod: "2025", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "2184.05/10505.06=20.8%" },
  ),
  // industry
  c(
    "f",
    A,
    "tC",
    "industry",
    "资产负债率接近90%，远超一般企业警戒线，偿债风险极高。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率属常态" },
  ),
  c("t", A, "tNe", "industry", "89.8%的负债率对保险公司属行业常态，不能按制造业标准解读。", [
    V("debt_ratio", "2025", "89.8", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "industry",
    "平安负债率多年维持在约90%，杠杆过高，是最大的财务风险点。",
    [
      V("debt_ratio", "2025", "90", "%", "approx"),
      V("debt_ratio", "2021", "90", "%", "approx"),
      V("debt_ratio", "2022", "90", "%", "approx"),
      V("debt_ratio", "2023", "90", "%", "approx"),
      V("debt_ratio", "2024", "90", "%", "approx"),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense", note: "保险业负债经营" },
  ),

  // technical
  c("t", A, "tT", "technical", "收盘59.37元，站上5日、10日、20日及250日均线，但仍被60日、120日均线压制。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(250, "above"),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价59.37元已站上60日均线，中期趋势转多。",
    [CLOSE("59.37"), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "MA60 61.25元" },
  ),
  c("t", A, "tT", "technical", "MACD在4月7日金叉，DIF -0.35仍在零轴下方，属于弱势区的反弹。", [
    MACD("golden_cross", 20),
    MACD("dif_value", 0, { v: "-0.35" }),
    MACD("dif_below_zero", 0),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF与DEA均已上穿零轴，MACD进入多头区域。",
    [MACD("dif_above_zero", 0, { err: "technical" })],
    { err: "technical", note: "DIF -0.350、DEA -0.637，均在零轴下" },
  ),
  c("t", A, "tBe", "technical", "股价距52周高点74.88元仍低约21%，60日线在120日线下方，中期空头排列。", [
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-21", cmp: "approx" }),
    MAORDER([60, 120], "bear"),
  ]),
  c("t", A, "tB", "technical", "近250个交易日仍上涨约18%，较52周低点50.55元反弹逾17%。", [
    RET(250, { v: "18", cmp: "approx" }),
    LO52({ cond: "level", v: "50.55" }),
    LO52({ v: "17", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "今年以来股价上涨约13%，跑赢大盘。",
    [RET("2025-12-31", { v: "13", cmp: "approx", dir: "up", err: "wrong_direction" }), U("大盘指数不在数据中")],
    { err: "wrong_direction", note: "自2025年末68.4元下跌13.2%" },
  ),
  c("t", A, "tBe", "technical", "年初至今下跌约13%，1月6日74.32元收盘高点之后震荡回落。", [
    RET("2025-12-31", { v: "-13", cmp: "approx" }),
    HILO("max", "2026-01-01", { v: "74.32" }),
  ]),
  c("t", A, "tS", "technical", "3月单月跌约10%，4月反弹约4.6%，RSI约54回到中性。", [
    MRET("2026-03", { v: "-10", cmp: "approx" }),
    MRET("2026-04", { v: "4.6", cmp: "approx" }),
    RSI("54", "approx"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20日成交明显放大，量能是前20日的1.3倍以上，资金回流。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "量比0.956，略缩量" },
  ),
  c("t", A, "tNe", "technical", "近20日均量略低于前20日，反弹属缩量修复，持续性待观察。", [
    VOL("shrink"),
    RET(20, { dir: "up" }),
  ]),
  c("t", A, "tA", "technical", "20日乖离约2%，股价贴着短期均线运行，位置在52周区间的下半部。", [
    BIAS(20, { v: "2", cmp: "approx" }),
    POS52({ v: "50", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "60个交易日内股价上涨约9%，中期动能良好。",
    [RET(60, { v: "9", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近60日-9.10%" },
  ),

  // valuation
  c("t", A, "fV", "valuation", "以59.37元收盘、2025年归母净利1348亿元计，市盈率仅约8倍。", [
    CLOSE("59.37"),
    V("net_profit", "2025", "1348", "亿", "approx"),
    MCNOW("2025", "8", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按当前股价计算，平安市盈率约18倍，估值已不便宜。",
    [MCNOW("2025", "18", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约8.0倍" },
  ),
  c("t", A, "fV", "valuation", "2025年7月快照的市净率约1.12倍，总市值约1.03万亿元。", [
    SNAP("pb", "1.12", "x"),
    SNAP("marketCap", "1.03", "万亿"),
  ]),
  c("u", A, "fV", "valuation", "按内含价值计，平安PEV仅约0.6倍，处于历史底部。", [U("内含价值不在数据中")]),

  // announcements
  c("t", A, "tN", "announcement", "3月27日公司披露2025年年度利润分配方案，分红连续性延续。", [
    EV("dividend", true, { from: "2026-03-27", title: "2025年年度利润分配" }),
    EV("dividend", true, { from: "2025-01-01", to: "2025-12-31", title: "利润分配方案" }),
  ]),
  c("t", A, "tN", "announcement", "2025年9月公司公告实施回购股份注销暨股本变动。", [
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "2026年以来平安又披露了新的A股回购方案，护盘意图明显。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("u", A, "tN", "announcement", "公司今年推出新一期核心人员持股计划，覆盖约2万名员工。", [U("激励类公告未收集")]),

  // undecidable
  c("u", A, "bull", "undecidable", "寿险新业务价值2025年同比增长超20%，银保渠道贡献最大。", [
    U("NBV与渠道数据不在数据中"),
  ]),
  c("u", A, "bear", "undecidable", "若十年期国债收益率跌破1.5%，利差损压力将显著加大。", [U("利率情景")]),
  c("u", A, "fM", "undecidable", "预计2026年归母净利润有望达到1450亿元，同比增长约8%。", [
    V("net_profit", "2025", "1348", "亿", "approx"),
    U("2026年利润为预测"),
  ]),
  c("u", A, "tBe", "undecidable", "平安的综合偿付能力充足率已降至200%以下。", [U("偿付能力不在数据中")]),
  c("u", A, "fSy", "undecidable", "与中国人寿相比，平安的估值折价约三成，主因地产投资敞口。", [
    U("同业不在样本内，归因无法核验"),
  ]),
];
