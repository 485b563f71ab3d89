// blind12, sixth batch: readings against a fact's sign, leverage read without (or against) the industry, size
// words one notch too strong, ratios, base years and units, with a few true siblings and open points.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, CLOSE, MA, MAORDER, EV, U, PAIR, X, READ, IND, MRET, EVN, SPAN } = H;
const A = "2026-04-30";
const O = "2025-10-31";
const E = "2020-05-15";
const mt = H.maker("b12-mt6", "600519");
const nd = H.maker("b12-nd6", "300750");
const yd = H.maker("b12-yd6", "002594");
const zs = H.maker("b12-zs6", "600036");
const pa = H.maker("b12-pa6", "601318");
const sh = H.maker("b12-sh6", "600028");
const wl = H.maker("b12-wl6", "000858");
const Q = ["2024S3", "2024S4", "2025Q1", "2025S2", "2025S3", "2025S4", "2026Q1"];

export default [
  mt(
    "f",
    A,
    "bull",
    "annual",
    "茅台2025年营收同比下降约1.2%，恰恰说明消费在升级、结构在优化，这是利好信号。",
    [READ(G("revenue", "2025", { v: "-1.2", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "营收下降读作利好" },
  ),
  nd(
    "f",
    A,
    "bear",
    "annual",
    "宁德2025年经营现金流同比增长约37%，说明回款质量在变差，是个负面信号。",
    [READ(G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金流增长读作利空" },
  ),
  pa(
    "f",
    A,
    "vF",
    "annual",
    "基本面一票投反对：平安2025年归母净利增长约6.5%，利润在走下坡路。",
    [READ(G("net_profit", "2025", { v: "6.5", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "利润增长读作下滑" },
  ),
  pa(
    "f",
    A,
    "tC",
    "industry",
    "保守风控：平安一季度末资产负债率89.90%，净资产只占一成，抗风险能力极弱，建议回避。",
    [V("debt_ratio", "2026Q1", "89.90", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  yd(
    "f",
    A,
    "tA",
    "industry",
    "比亚迪70.74%的负债率比银行90%的水平低得多，对一家车企来说完全不必担心。",
    [V("debt_ratio", "2025", "70.74", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "制造业七成负债不能按金融业常态看" },
  ),
  yd(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪4月发布2025年度权益分派实施公告，除权除息在即。",
    [EV("dividend", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  zs(
    "f",
    A,
    "bull",
    "quarterly",
    "招行一季度营收869.40亿元，实现较快增长，银行股的基本面拐点来了。",
    [V("revenue", "2026Q1", "869.40"), G("revenue", "2026Q1", { size: "较快增长", err: "overstatement" })],
    { err: "overstatement", note: "+3.81%" },
  ),
  nd(
    "f",
    A,
    "tA",
    "annual",
    "宁德2025年营收4237.02亿元，同比增长约17%，重回高速增长。",
    [
      V("revenue", "2025", "4237.02"),
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      G("revenue", "2025", { size: "高速增长", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+17.04%" },
  ),
  mt(
    "f",
    A,
    "tB",
    "quarterly",
    "茅台一季度归母净利272.43亿元，同比明显增长，市场对需求的担忧过头了。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { size: "明显增长", err: "overstatement" })],
    { err: "overstatement", note: "+1.47%" },
  ),
  sh(
    "f",
    A,
    "fE",
    "annual",
    "中石化2024年销售费用614.22亿元，约为研发费用152.15亿元的6倍，重营销轻研发。",
    [
      V("selling_expense", "2024", "614.22"),
      V("research_expense", "2024", "152.15"),
      R("selling_expense", "research_expense", "2024", "6", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约4.0倍" },
  ),
  nd(
    "f",
    A,
    "fV",
    "annual",
    "宁德2025年分配股利及偿付利息现金349.23亿元，约占归母净利润的三成，分红仍偏保守。",
    [
      V("dividends_interest_paid", "2025", "349.23"),
      R("dividends_interest_paid", "net_profit", "2025", "30", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约48%" },
  ),
  sh(
    "f",
    A,
    "tBe",
    "annual",
    "中石化2024年营业收入30745.62亿元，较上年下降约7.3%。",
    [
      V("operating_revenue", "2024", "30745.62"),
      G("operating_revenue", "2024", { v: "-7.3", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-7.3%是较2022年，较2023年-4.29%" },
  ),
  wl(
    "f",
    E,
    "bull",
    "annual",
    "五粮液2019年营业收入501.18亿元，比上年增长约66%。",
    [
      V("operating_revenue", "2019", "501.18"),
      G("operating_revenue", "2019", { v: "66", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "66%是较2017年，较2018年+25.2%" },
  ),
  zs(
    "f",
    A,
    "fR",
    "annual",
    "招行2025年末总资产约130.7万亿元，体量惊人。",
    [V("total_assets", "2025", "130.7", "万亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "约13.07万亿元" },
  ),
  pa(
    "f",
    A,
    "tF",
    "quarterly",
    "平安一季度归母净利润约25.02亿元，盈利规模明显缩水。",
    [V("net_profit", "2026Q1", "25.02", "亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "250.22亿元" },
  ),
  pa(
    "f",
    A,
    "tNe",
    "annual",
    "平安2025年末资产负债率89.93%，保险业属正常区间。",
    [V("debt_ratio", "2025", "89.93", "%", "eq", { err: "wrong_period" }), IND("high_debt_is_normal")],
    { err: "wrong_period", note: "89.93%是2024年末，2025年末89.80%" },
  ),
  nd(
    "f",
    A,
    "fR",
    "quarterly",
    "宁德一季度末资产负债率62.32%，较2025年末上升约0.8个百分点，杠杆略有抬头。",
    [
      V("debt_ratio", "2026Q1", "62.32", "%"),
      PP("debt_ratio", "2026Q1", { base: "2025", v: "0.8", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "上升0.38个百分点" },
  ),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "平安5日均线已下穿10日均线，短线死叉，反弹可能结束。",
    [MAORDER([5, 10], "bear", { err: "technical" })],
    { err: "technical", note: "MA5 58.35在MA10 58.22之上" },
  ),
  nd(
    "f",
    A,
    "tB",
    "quarterly",
    "宁德一季度归母净利207.38亿元，创下单季利润新高。",
    [V("net_profit", "2026Q1", "207.38"), MAX("net_profit", "2026Q1", Q, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2025年四季度单季231.67亿元更高" },
  ),
  zs(
    "f",
    A,
    "bear",
    "annual",
    "招行2025年经营现金流4514.57亿元，同比出现减少，流动性在收紧。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      G("operating_cash_flow", "2025", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "+0.99%" },
  ),
  sh(
    "f",
    A,
    "bear",
    "annual",
    "中石化2024年归母净利直接腰斩，只剩503.13亿元。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "-16.8%" },
  ),

  // ---- true siblings -------------------------------------------------------------------------------------------
  yd("t", A, "bear", "quarterly", "比亚迪一季度归母净利40.85亿元，是2024年三季度以来七个季度里最低的。", [
    V("net_profit", "2026Q1", "40.85"),
    MIN("net_profit", "2026Q1", Q),
  ]),
  sh("t", A, "bull", "annual", "多方：中石化2024年归母净利503.13亿元，仍是2020年332.71亿元的约1.5倍，谈不上崩塌。", [
    V("net_profit", "2020", "332.71"),
    X("net_profit", "2024", "2020", { v: "1.5", cmp: "approx" }),
  ]),
  zs("t", A, "vF", "annual", "基本面一票给招行：2025年扣非归母净利1500.07亿元，与归母净利只差不到2亿元，利润很干净。", [
    V("deducted_net_profit", "2025", "1500.07"),
    PAIR("deducted_net_profit", "2025", undefined, {
      metric2: "net_profit",
      mode: "diff",
      u: "亿",
      v: "-2",
      cmp: "gt",
    }),
  ]),
  nd(
    "t",
    A,
    "vN",
    "announcement",
    "消息面一票：宁德3月10日同日发布2025年度利润分配预案和授权董事会制定2026年中期分红方案的公告。",
    [EVN("dividend", "2026-03-10", { to: "2026-03-10", v: "2" })],
  ),
  pa("t", A, "bear", "technical", "空方：平安现价59.37元，仍低于60日均线61.25元和120日均线62.69元。", [
    CLOSE("59.37"),
    MA(60, "value", { v: "61.25" }),
    MA(120, "value", { v: "62.69" }),
    MA(60, "below"),
    MA(120, "below"),
  ]),

  // ---- open -----------------------------------------------------------------------------------------------------
  mt("u", A, "vN", "industry", "白酒行业一季度整体营收下滑，茅台营业收入仍增约6.5%，明显跑赢行业。", [
    U("行业整体营收"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
  ]),
  zs("u", A, "fV", "industry", "招行2025年ROE 13.44%，仍高于工商银行等国有大行。", [
    V("roe", "2025", "13.44", "%"),
    U("样本外同行"),
  ]),
  pa("u", A, "fM", "technical", "平安5月有望重新站上65元，现价59.37元。", [U("4月30日之后的价格"), CLOSE("59.37")]),
  nd("u", A, "tF", "industry", "宁德动力电池装机量连续多年全球第一，2025年营收4237.02亿元。", [
    U("装机量、全球排名"),
    V("revenue", "2025", "4237.02"),
  ]),
  nd("u", O, "fL", "annual", "宁德2025年归母净利润722.01亿元，同比增长约42%，全年高增已定。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
  ]),
  sh("u", A, "tS", "technical", "近5日主力资金净流出超过10亿元，中石化4月跌了约8.3%。", [
    U("主力资金流向"),
    MRET("2026-04", { v: "-8.3", cmp: "approx" }),
  ]),
];
