// blind12, first batch: one to a dozen points per company, mostly on 2026-04-30, in the roles' own voices.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, QOQ } = H;
const { POS52, MCNOW, BRK, VOLR, IND, PE, IN } = H;
const A = "2026-04-30";
const E = "2020-05-15";
const mt = H.maker("b12-mt", "600519");
const nd = H.maker("b12-nd", "300750");
const yd = H.maker("b12-yd", "002594");
const zs = H.maker("b12-zs", "600036");
const pa = H.maker("b12-pa", "601318");
const sh = H.maker("b12-sh", "600028");
const wl = H.maker("b12-wl", "000858");

export default [
  // ---- 贵州茅台 -----------------------------------------------------------------------------------------------
  mt(
    "t",
    A,
    "tF",
    "quarterly",
    "2026年一季度茅台归母净利润272.43亿元，同比仅增约1.5%，增速较2024年全年15%出头的水平明显放缓。",
    [
      V("net_profit", "2026Q1", "272.43"),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
      G("net_profit", "2024", IN("15", "16")),
    ],
  ),
  mt("t", A, "tN", "quarterly", "茅台一季度经营活动现金流净额269.10亿元，上年同期只有88.09亿元，同比增长超过两倍。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    G("operating_cash_flow", "2026Q1", { v: "200", cmp: "gt" }),
  ]),
  mt(
    "f",
    A,
    "bull",
    "annual",
    "茅台营业总收入1720.54亿元，比上年多出约14.3%。",
    [V("revenue", "2025", "1720.54"), G("revenue", "2025", { v: "14.3", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "14.3%是较2023年的增幅，较2024年为-1.20%" },
  ),
  mt("t", A, "tT", "technical", "收盘1384.79元，同时失守20日和60日均线，RSI约39.6，DIF仍压在DEA下方，短线偏弱。", [
    CLOSE("1384.79"),
    MA(20, "below"),
    MA(60, "below"),
    RSI("39.6", "approx"),
    MACD("dif_below_dea"),
  ]),
  mt(
    "f",
    A,
    "tT",
    "technical",
    "茅台日线MACD在4月中旬形成金叉，DIF上穿DEA后一路走高，动能修复信号明确。",
    [MACD("golden_cross", 12, { err: "technical" }), MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "4月17日为死叉，DIF在DEA下方" },
  ),
  mt(
    "t",
    A,
    "vT",
    "technical",
    "距52周高点1645元回撤约16%，股价落在一年区间下沿约两成的位置，且收盘跌破前5日所有收盘价。",
    [
      HI52({ cond: "level", v: "1645" }),
      HI52({ v: "-16", cmp: "approx" }),
      POS52({ v: "20", cmp: "approx" }),
      BRK(5, "down"),
    ],
  ),
  mt(
    "u",
    A,
    "tF",
    "quarterly",
    "一季度飞天批价已回落至1800元附近，但公司端利润仍有272.43亿元，渠道库存压力尚未传导到报表。",
    [U("批价、渠道库存不在存储数据中"), V("net_profit", "2026Q1", "272.43")],
  ),
  mt("t", A, "fV", "valuation", "按4月30日收盘价1384.79元计，茅台对应2025年归母净利润的市盈率约21倍。", [
    CLOSE("1384.79"),
    MCNOW("2025", "21"),
  ]),
  mt(
    "f",
    A,
    "bear",
    "annual",
    "茅台资产负债率2025年末为16.42%，已连续三年下降，杠杆一路走低。",
    [
      V("debt_ratio", "2025", "16.42", "%"),
      DOWN("debt_ratio", ["2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2024年负债率19.04%高于2023年17.98%" },
  ),
  mt("t", A, "tB", "annual", "资产负债率16.42%，是2019年以来的最低点，茅台的负债压力可以忽略。", [
    V("debt_ratio", "2025", "16.42", "%"),
    MIN("debt_ratio", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  mt("t", A, "tB", "annual", "2025年分配股利、利润或偿付利息支付的现金672.42亿元，相当于当年归母净利润的八成以上。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", "80", { u: "%", cmp: "gt" }),
  ]),
  mt(
    "f",
    A,
    "bear",
    "quarterly",
    "2025年四季度茅台单季归母净利润646.27亿元。",
    [V("net_profit", "2025S4", "646.27", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "646.27亿是前三季度累计，四季度单季176.93亿" },
  ),
  mt("t", A, "tF", "quarterly", "拆成单季看，2025年四季度归母净利176.93亿元，是全年四个季度里最低的一个。", [
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  mt("u", A, "fM", "quarterly", "只要二季度批价企稳，茅台全年利润就有望重回正增长；一季度归母净利已同比微增约1.5%。", [
    U("全年利润预测"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx", size: "微增" }),
  ]),
  mt(
    "f",
    A,
    "fR",
    "annual",
    "茅台2025年末货币资金仅约51.69亿元，比2024年末的592.96亿元明显减少，需留意资金去向。",
    [
      V("cash", "2025", "51.69", "亿", "approx", { err: "wrong_magnitude" }),
      V("cash", "2024", "592.96"),
      G("cash", "2025", { size: "明显下滑" }),
    ],
    { err: "wrong_magnitude", note: "货币资金516.91亿元" },
  ),

  // ---- 宁德时代 -----------------------------------------------------------------------------------------------
  nd(
    "t",
    A,
    "tB",
    "quarterly",
    "宁德时代2026年一季度营收1291.31亿元，同比增长约52%，归母净利207.38亿元，增幅近五成。",
    [
      V("revenue", "2026Q1", "1291.31"),
      G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
      V("net_profit", "2026Q1", "207.38"),
      G("net_profit", "2026Q1", { v: "50", cmp: "near" }),
    ],
  ),
  nd(
    "f",
    A,
    "tN",
    "annual",
    "宁德时代2025年全年归母净利润722.01亿元，同比增长48.5%，盈利增速明显加快。",
    [V("net_profit", "2025", "722.01"), G("net_profit", "2025", { v: "48.5", err: "wrong_period" })],
    { err: "wrong_period", note: "48.5%是2026年一季度增速，2025全年为42.28%" },
  ),
  nd(
    "t",
    A,
    "tT",
    "technical",
    "宁德时代收于436元，60日均线391.63元之上，5/20/60/120日均线多头排列，但DIF在4月28日下穿DEA。",
    [
      CLOSE("436"),
      MA(60, "above"),
      MA(60, "value", { v: "391.63" }),
      MAORDER([5, 20, 60, 120], "bull"),
      MACD("death_cross", 3),
    ],
  ),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "宁德时代近60个交易日上涨约28%，RSI已升至70上方的超买区，追高需谨慎。",
    [RET(60, { v: "28", cmp: "approx" }), RSI("70", "gt", { err: "technical" })],
    { err: "technical", note: "RSI14约56" },
  ),
  nd("t", A, "fE", "annual", "2025年经营现金流1332.20亿元，约为归母净利润的1.8倍，利润的现金含量很高。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "fQ",
    "annual",
    "资产负债率由65.24%降到61.94%，一年压降逾5个百分点，去杠杆成效显著。",
    [
      V("debt_ratio", "2024", "65.24", "%"),
      V("debt_ratio", "2025", "61.94", "%"),
      PP("debt_ratio", "2025", { v: "-5", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "降3.30个百分点" },
  ),
  nd("t", A, "tN", "announcement", "宁德时代4月7日披露A股回购结果暨股份变动公告，3月还发布了2025年度利润分配预案。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07" }),
    EV("dividend", true, { from: "2026-03-01", to: "2026-03-31" }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "宁德时代4月发布向特定对象发行A股预案，拟募资扩产，短期存在摊薄压力。",
    [EV("placement", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  nd("u", A, "tS", "technical", "近一个月北向资金持续净买入宁德时代，股价20个交易日涨了约7.5%。", [
    U("北向资金流向"),
    RET(20, { v: "7.5", cmp: "approx" }),
  ]),
  nd("t", A, "vN", "announcement", "消息面：宁德时代4月22日公告授予2026年A股员工持股计划预留份额，绑定核心员工。", [
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22" }),
  ]),
  nd(
    "f",
    A,
    "bear",
    "quarterly",
    "2025年四季度单季营收1406.30亿元，环比增长约36.6%。",
    [
      V("revenue", "2025S4", "1406.30"),
      QOQ("revenue", "2025S4", "2025S3", { v: "36.6", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "36.6%是同比，环比约35.0%" },
  ),

  // ---- 比亚迪 -------------------------------------------------------------------------------------------------
  yd("t", A, "bear", "quarterly", "比亚迪2026年一季度归母净利润40.85亿元，同比下滑约55%，净利率掉到2.67%。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
    V("net_margin", "2026Q1", "2.67", "%"),
  ]),
  yd(
    "f",
    A,
    "bull",
    "quarterly",
    "比亚迪一季度毛利率18.81%，同比提升约1.3个百分点。",
    [
      V("gross_margin", "2026Q1", "18.81", "%"),
      PP("gross_margin", "2026Q1", { v: "1.3", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025Q1毛利率20.07%，同比下降1.26个百分点" },
  ),
  yd("t", A, "fR", "annual", "比亚迪资产负债率70.74%，较2024年的74.64%回落约3.9个百分点，但放在制造业里仍不算低。", [
    V("debt_ratio", "2025", "70.74", "%"),
    V("debt_ratio", "2024", "74.64", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
    IND("high_debt_is_risk"),
  ]),
  yd("t", A, "tB", "annual", "就算利润承压，比亚迪2025年营收8039.65亿元，仍比2024年多出约268.6亿元。", [
    V("revenue", "2025", "8039.65"),
    D("revenue", "2025", { v: "268.6", cmp: "approx" }),
  ]),
  yd(
    "f",
    A,
    "tA",
    "annual",
    "比亚迪2025年营收8039.65亿元创上市以来新高，归母净利326.19亿元同样是历史最好水平。",
    [
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
      V("net_profit", "2025", "326.19"),
      MAX("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2024年归母净利402.54亿元更高" },
  ),
  yd("u", A, "vT", "technical", "比亚迪收于102.98元，站在20日均线上方，但距52周高点仍有约11.7%的回撤。", [
    CLOSE("102.98"),
    MA(20, "above"),
    HI52({ v: "-11.7", cmp: "approx" }),
  ]),
  yd("t", A, "tT", "technical", "近20日均量仅为前20日的七成左右，缩量整理中，5日、10日、20日均线依次向上排列。", [
    VOLR({ v: "0.7", cmp: "approx" }),
    VOL("shrink"),
    MAORDER([5, 10, 20], "bull"),
  ]),
  yd(
    "f",
    A,
    "fV",
    "annual",
    "比亚迪2025年经营现金流591.36亿元，约为归母净利润的2.8倍，造血能力依旧强劲。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      R("operating_cash_flow", "net_profit", "2025", "2.8", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约1.81倍" },
  ),
  yd("t", A, "bear", "annual", "2025年资本开支1568.08亿元，是同期经营现金流591.36亿元的2.6倍还多，资金缺口明显。", [
    V("capex", "2025", "1568.08"),
    V("operating_cash_flow", "2025", "591.36"),
    R("capex", "operating_cash_flow", "2025", "2.6", { cmp: "gt" }),
  ]),

  // ---- 招商银行 -----------------------------------------------------------------------------------------------
  zs("t", A, "fL", "annual", "招行2025年归母净利润1501.81亿元，同比增长约1.2%，首次站上1500亿元台阶。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("net_profit", "2024", "1500", "亿", "lt"),
  ]),
  zs(
    "f",
    A,
    "bear",
    "annual",
    "招行资产负债率高达90.20%，杠杆明显偏高，偿债压力不容忽视。",
    [V("debt_ratio", "2025", "90.20", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  zs("t", A, "tNe", "quarterly", "招行一季度末资产负债率90.43%，对银行而言属正常杠杆，不宜套用工业企业的偿债标准。", [
    V("debt_ratio", "2026Q1", "90.43", "%"),
    IND("high_debt_is_normal"),
  ]),
  zs(
    "f",
    A,
    "tT",
    "technical",
    "招商银行收盘38.27元，已重新站上250日均线，中期趋势转强。",
    [CLOSE("38.27"), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "MA250 42.15" },
  ),
  zs(
    "t",
    A,
    "tT",
    "technical",
    "招行收于38.27元，离52周低点37.31元只差约2.6%，RSI约36，位置在一年区间的最低一成以内。",
    [
      CLOSE("38.27"),
      LO52({ cond: "level", v: "37.31" }),
      LO52({ v: "2.6", cmp: "approx" }),
      RSI("36", "approx"),
      POS52({ v: "10", cmp: "lt" }),
    ],
  ),
  zs("u", A, "fM", "quarterly", "招行不良率维持在0.95%左右的低位，一季度归母净利378.52亿元，同比增长约1.5%。", [
    U("不良率不在存储数据中"),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "tF",
    "annual",
    "招行2025年营业收入3375.32亿元，同比增长约1.2%，营收与利润步调一致。",
    [V("revenue", "2025", "3375.32"), G("revenue", "2025", { v: "1.2", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营收同比+0.01%，1.2%是归母净利增速" },
  ),
  zs("t", A, "fV", "valuation", "以38.27元计，招行市净率约0.85倍（一季度末每股净资产44.90元），静态市盈率约6.7倍。", [
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    V("bps", "2026Q1", "44.90", "元"),
    PE("2025", "6.7", "approx"),
  ]),

  // ---- 中国平安 -----------------------------------------------------------------------------------------------
  pa("t", A, "tF", "annual", "中国平安2025年归母净利润1347.78亿元，同比增长约6.5%，自2022年低点起已连续三年增长。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
    MIN("net_profit", "2022", ["2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  pa(
    "f",
    A,
    "bear",
    "annual",
    "平安资产负债率接近90%，远高于一般企业，财务杠杆风险突出。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  pa("u", A, "tN", "quarterly", "平安一季度新业务价值继续两位数增长，归母净利润250.22亿元。", [
    U("新业务价值不在存储数据中"),
    V("net_profit", "2026Q1", "250.22"),
  ]),
  pa(
    "f",
    A,
    "tF",
    "annual",
    "平安2025年营业总收入10505.06亿元，同比增长约12.6%，收入端回暖。",
    [V("revenue", "2025", "10505.06"), G("revenue", "2025", { v: "12.6", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "12.6%是2024年增速，2025年为2.10%" },
  ),
  pa(
    "t",
    A,
    "tT",
    "technical",
    "平安收于59.37元，压在5日、10日、20日均线之上，但仍低于60日均线61.25元；4月7日金叉后DIF一直在DEA上方。",
    [
      CLOSE("59.37"),
      MA(5, "above"),
      MA(10, "above"),
      MA(20, "above"),
      MA(60, "below"),
      MA(60, "value", { v: "61.25" }),
      MACD("golden_cross", 20),
      H.MACD("dif_above_dea"),
    ],
  ),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "平安DIF已经上穿零轴，MACD红柱放大，多头重新掌握主动。",
    [MACD("dif_above_zero", undefined, { err: "technical" })],
    { err: "technical", note: "DIF -0.35" },
  ),
  pa("t", A, "vN", "announcement", "平安3月27日发布了2025年年度利润分配方案公告。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
  ]),
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "平安4月公告了新一轮A股回购方案，护盘意图明显。",
    [EV("repurchase", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  pa("t", A, "tC", "technical", "52周最高74.88元，现价59.37元，回撤约两成，左侧抄底缺乏依据。", [
    HI52({ cond: "level", v: "74.88" }),
    CLOSE("59.37"),
    HI52({ v: "-20", cmp: "approx" }),
  ]),

  // ---- 中国石化 -----------------------------------------------------------------------------------------------
  sh("t", A, "bear", "annual", "中国石化2024年归母净利润503.13亿元，同比下滑约16.8%，已是连续第三年下降。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  sh(
    "f",
    A,
    "bull",
    "annual",
    "中石化2024年销售费用614.22亿元，创近五年新高，渠道投入加码。",
    [
      V("selling_expense", "2024", "614.22"),
      MAX("selling_expense", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年644.95亿元更高" },
  ),
  sh(
    "t",
    A,
    "tT",
    "technical",
    "中国石化收于5.39元，RSI约30，逼近超卖线；60日均线6.17元在上方压制，处在一年区间4%左右的位置。",
    [
      CLOSE("5.39"),
      RSI("30", "approx"),
      MA(60, "value", { v: "6.17" }),
      MA(60, "below"),
      POS52({ v: "4", cmp: "approx" }),
    ],
  ),
  sh("u", A, "fR", "annual", "油价若跌破60美元，炼化毛利还要承压；2024年毛利率15.47%已低于2021年的19.13%。", [
    U("油价情景"),
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2021", "19.13", "%"),
  ]),
  sh("t", A, "fE", "annual", "中石化2024年基本每股收益0.41元，比2023年的0.51元下降约18%。", [
    V("basic_eps", "2024", "0.41", "元"),
    V("basic_eps", "2023", "0.51", "元"),
    G("basic_eps", "2024", { v: "-18", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "fQ",
    "annual",
    "中石化2024年毛利率15.47%，较2023年下降约1.2个百分点。",
    [
      V("gross_margin", "2024", "15.47", "%"),
      PP("gross_margin", "2024", { v: "-1.2", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "降0.18个百分点；-1.2%是相对降幅" },
  ),
  sh("t", A, "tBe", "annual", "营业收入从2022年的33181.68亿元连降两年至30745.62亿元。", [
    V("operating_revenue", "2022", "33181.68"),
    V("operating_revenue", "2024", "30745.62"),
    DOWN("operating_revenue", ["2022", "2023", "2024"]),
  ]),

  // ---- 五粮液 (2020-05-15) -------------------------------------------------------------------------------------
  wl("t", E, "tF", "annual", "五粮液2019年营业收入501.18亿元，首次突破500亿元，同比增长约25.2%。", [
    V("operating_revenue", "2019", "501.18"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
  ]),
  wl(
    "f",
    E,
    "bull",
    "annual",
    "五粮液2019年归母净利润174.02亿元，较2017年增长约30%。",
    [
      V("net_profit", "2019", "174.02"),
      G("net_profit", "2019", { base: "2017", v: "30", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2018年+30.0%，较2017年+79.9%" },
  ),
  wl("t", E, "tT", "technical", "五粮液收于145.22元，RSI约70偏热，距52周高点147.99元不到2%。", [
    CLOSE("145.22"),
    RSI("70", "approx"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
  wl("u", E, "tN", "quarterly", "五粮液2020年一季度归母净利润同比增长约15%，疫情下依然稳健。", [
    U("2020年一季报未存储"),
  ]),
  wl("t", E, "tB", "annual", "2019年经营现金流231.12亿元，比2018年的123.17亿元接近翻倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    V("operating_cash_flow", "2018", "123.17"),
    G("operating_cash_flow", "2019", { size: "接近翻倍" }),
  ]),
  wl(
    "f",
    E,
    "bull",
    "annual",
    "五粮液2019年经营现金流231.12亿元，较上年翻了一番还多。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      G("operating_cash_flow", "2019", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+87.6%" },
  ),
];
