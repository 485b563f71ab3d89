// Across the companies: rebuttals with concessions, relative years (去年 / 前年 / 今年 from asOf), TTM, chains and
// enumerations of several years, two metrics or two periods in one sentence, units (万元 / 亿元), size words.
import { BAR, CLOSE, D, DOWN, G, MAX, MCNOW, MIN, PP, QOQ, R, RET, U, UP, V, X, maker } from "../spec-helpers.mjs";

const A = "2026-04-30";
const mt = maker("b7-p-mt", "600519");
const nd = maker("b7-p-nd", "300750");
const yd = maker("b7-p-yd", "002594");
const zh = maker("b7-p-zh", "600036");
const pa = maker("b7-p-pa", "601318");
const sh = maker("b7-p-sh", "600028");
const wl = maker("b7-p-wl", "000858");
const Q25 = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  // ---- 贵州茅台 ------------------------------------------------------------------------------------------------
  mt(
    "t",
    A,
    "bear",
    "quarterly",
    "对方强调一季度利润仍在增长，但同比仅+1.47%，而去年全年归母净利润已下滑4.53%，增长动能并不充分。",
    [G("net_profit", "2026Q1", { v: "1.47" }), G("net_profit", "2025", { v: "-4.53" })],
  ),
  mt(
    "f",
    A,
    "bull",
    "annual",
    "空方说利润下滑，可去年归母净利润823.20亿元，比前年多赚约39亿元。",
    [V("net_profit", "2025", "823.20"), D("net_profit", "2025", { v: "39", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "少赚约39亿元" },
  ),
  mt("t", A, "bull", "quarterly", "按TTM口径，归母净利润约827亿元，与2025年全年的823.20亿元相差无几。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    V("net_profit", "2025", "823.20"),
  ]),
  mt(
    "f",
    A,
    "fQ",
    "quarterly",
    "按滚动四个季度计算，归母净利润约860亿元，已重回2024年水平。",
    [V("net_profit", "2026Q1TTM", "860", "亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "TTM约827亿元" },
  ),
  mt(
    "t",
    A,
    "fE",
    "quarterly",
    "2025年四季度单季归母净利润176.93亿元，约占全年823.20亿元的21.5%，是全年占比最低的一个季度。",
    [
      V("net_profit", "2025S4", "176.93", "亿"),
      V("net_profit", "2025", "823.20", "亿"),
      R("net_profit", "net_profit", "2025S4", "21.5", { u: "%", cmp: "approx", denPeriod: "2025" }),
      MIN("net_profit", "2025S4", Q25),
    ],
  ),
  mt(
    "f",
    A,
    "fE",
    "quarterly",
    "四季度单季利润176.93亿元，约占全年归母净利润的三成。",
    [
      V("net_profit", "2025S4", "176.93"),
      R("net_profit", "net_profit", "2025S4", "30", { u: "%", cmp: "near", denPeriod: "2025", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio" },
  ),
  mt("t", P("2025-04-30"), "fR", "annual", "2024年研发费用约2.18亿元，即21800万元左右，不到营业收入的0.2%。", [
    V("research_expense", "2024", "2.18", "亿", "approx"),
    V("research_expense", "2024", "21800", "万", "approx"),
    R("research_expense", "operating_revenue", "2024", "0.2", { u: "%", cmp: "lt" }),
  ]),
  mt(
    "f",
    P("2025-04-30"),
    "fR",
    "annual",
    "2024年研发投入仅约2.18万元，对营收的影响几乎可以忽略。",
    [V("research_expense", "2024", "2.18", "万", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "单位错：约2.18亿元" },
  ),
  mt("u", A, "tBe", "undecidable", "2026年一季度直销渠道收入占比提升至45%左右，i茅台贡献明显。", [U("渠道收入")]),
  mt(
    "f",
    A,
    "tTr",
    "technical",
    "股价已站上120日均线1430.56元，中期趋势仍偏多。",
    [
      { k: "ta", ind: "ma", n: 120, cond: "value", v: "1430.56" },
      { k: "ta", ind: "ma", n: 120, cond: "above", err: "technical" },
    ],
    { err: "technical" },
  ),
  mt("t", A, "tTr", "technical", "4月30日收跌1.17%，收盘1384.79元，为近10个交易日收盘最低。", [
    BAR("2026-04-30", "chg", { v: "-1.17" }),
    CLOSE("1384.79"),
    { k: "ta", ind: "brk", n: 10, cond: "down" },
  ]),
  // ---- 宁德时代 ------------------------------------------------------------------------------------------------
  nd(
    "t",
    A,
    "bull",
    "annual",
    "空方拿2024年营收下滑9.7%说事，但去年营收已回升17.0%至4237.02亿元，今年一季度更是同比增长52.45%。",
    [
      G("revenue", "2024", { v: "-9.7" }),
      G("revenue", "2025", { v: "17.0" }),
      V("revenue", "2025", "4237.02"),
      G("revenue", "2026Q1", { v: "52.45" }),
    ],
  ),
  nd(
    "f",
    A,
    "bear",
    "annual",
    "多方所谓高增长不过是低基数效应：2024年营收同比下降约17%，2025年才得以反弹。",
    [G("revenue", "2024", { v: "-17", cmp: "approx", err: "wrong_value" }), G("revenue", "2025", { dir: "up" })],
    { err: "wrong_value", note: "2024年-9.7%" },
  ),
  nd("t", A, "fSy", "annual", "归母净利润2022→2023→2024→2025：307.29→441.21→507.45→722.01亿元，逐年抬升。", [
    V("net_profit", "2022", "307.29"),
    V("net_profit", "2023", "441.21"),
    V("net_profit", "2024", "507.45"),
    V("net_profit", "2025", "722.01"),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  nd(
    "f",
    A,
    "fSy",
    "annual",
    "营收2022→2023→2024→2025：3285.94→4009.17→4237.02→3620.13亿元，2025年出现下滑。",
    [
      V("revenue", "2022", "3285.94"),
      V("revenue", "2023", "4009.17"),
      V("revenue", "2024", "4237.02", "亿", "eq", { err: "wrong_period" }),
      V("revenue", "2025", "3620.13", "亿", "eq", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "2024与2025年对调" },
  ),
  nd("t", A, "fL", "quarterly", "滚动十二个月营收约4681亿元，归母净利润约790亿元。", [
    V("revenue", "2026Q1TTM", "4681", "亿", "approx"),
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
  ]),
  nd("t", A, "fV", "valuation", "按TTM净利润约790亿元和当前市值计，动态PE约25倍。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    MCNOW("2026Q1TTM", "25"),
  ]),
  nd(
    "t",
    A,
    "tF",
    "quarterly",
    "2025年四季度单季归母净利润231.67亿元，同比增长约57%；全年净利率18.12%，较上年提升3.2个百分点。",
    [
      V("net_profit", "2025S4", "231.67"),
      G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
      V("net_margin", "2025", "18.12", "%"),
      PP("net_margin", "2025", { v: "3.2" }),
    ],
  ),
  nd(
    "f",
    A,
    "tF",
    "annual",
    "2025年净利率18.12%，较上年提升约1.8个百分点，毛利率则提升3.2个百分点。",
    [
      V("net_margin", "2025", "18.12", "%"),
      PP("net_margin", "2025", { v: "1.8", cmp: "approx", err: "wrong_value" }),
      PP("gross_margin", "2025", { v: "3.2", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "两个指标的变动对调" },
  ),
  nd("t", A, "tM", "quarterly", "尽管一季度归母净利润环比回落约10%，同比仍增长约49%，不宜据此判断景气拐点。", [
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "49", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tM",
    "quarterly",
    "一季度营收同比增长52.45%，归母净利润同比却只增长约15%，利润明显跑输收入。",
    [G("revenue", "2026Q1", { v: "52.45" }), G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+48.5%；15%是2024年全年" },
  ),
  nd("u", A, "tA", "undecidable", "2026年一季度经营活动现金流同比增长超过60%。", [U("季度现金流未存储")]),
  // ---- 比亚迪 --------------------------------------------------------------------------------------------------
  yd(
    "t",
    A,
    "bear",
    "annual",
    "多方称营收创新高，这一点没错，但去年归母净利润同比少赚约76亿元，今年一季度更是同比腰斩。",
    [
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
      D("net_profit", "2025", { v: "-76", cmp: "approx" }),
      G("net_profit", "2026Q1", { size: "腰斩" }),
    ],
  ),
  yd(
    "f",
    A,
    "bull",
    "annual",
    "空方只盯利润，可去年营收同比增长了约29%，规模优势仍在扩大。",
    [G("revenue", "2025", { v: "29", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "29%是2024年；去年+3.46%" },
  ),
  yd("t", A, "tBe", "quarterly", "按TTM计，归母净利润约275亿元，低于2025年全年的326.19亿元。", [
    V("net_profit", "2025", "326.19", "亿"),
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    X("net_profit", "2026Q1TTM", "2025", { v: "1", cmp: "lt" }),
  ]),
  yd(
    "f",
    A,
    "tBe",
    "annual",
    "2025年归母净利润402.54亿元，较上年下降约19%。",
    [
      V("net_profit", "2025", "402.54", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    ],
    { err: "wrong_period", note: "402.54亿元是2024年" },
  ),
  yd("t", A, "fE", "quarterly", "2026年一季度营收同比下降11.82%，属两位数下滑。", [
    G("revenue", "2026Q1", { v: "-11.82", size: "两位数下滑" }),
  ]),
  yd("u", A, "fR", "undecidable", "2026年一季度经营活动现金流转为净流出，营运资金压力加大。", [U("季度现金流未存储")]),
  // ---- 招商银行 ------------------------------------------------------------------------------------------------
  zh(
    "t",
    A,
    "bull",
    "annual",
    "空方说营收负增长，但去年营收3375.32亿元，同比微增0.01%，并非负增长；归母净利润同比增长1.21%。",
    [
      V("revenue", "2025", "3375.32"),
      G("revenue", "2025", { v: "0.01", dir: "up" }),
      G("net_profit", "2025", { v: "1.21" }),
    ],
  ),
  zh(
    "f",
    A,
    "bear",
    "annual",
    "营收2023、2024年连续两年下降，去年降幅为0.48%。",
    [DOWN("revenue", ["2022", "2023", "2024"]), G("revenue", "2025", { v: "-0.48", err: "wrong_period" })],
    { err: "wrong_period", note: "去年（2025年）+0.01%；-0.48%是2024年" },
  ),
  zh("t", A, "tN", "quarterly", "2025年四季度单季营收861.12亿元，同比增长约1.6%，增速较三季度的约2.1%略有放缓。", [
    V("revenue", "2025S4", "861.12"),
    G("revenue", "2025S4", { v: "1.6", cmp: "approx" }),
    G("revenue", "2025S3", { v: "2.1", cmp: "approx" }),
  ]),
  zh("u", A, "fE", "undecidable", "净利息收入占营收比重约六成，非息收入同比下滑。", [U("收入结构")]),
  zh("t", A, "tF", "quarterly", "一季度基本每股收益1.49元，较上年同期的1.48元仅增加0.01元。", [
    V("basic_eps", "2026Q1", "1.49", "元"),
    V("basic_eps", "2025Q1", "1.48", "元"),
    D("basic_eps", "2026Q1", { u: "元", v: "0.01", cmp: "approx" }),
  ]),
  zh(
    "f",
    A,
    "tF",
    "quarterly",
    "一季度每股经营现金流4.99元，同比增长超过50%。",
    [
      V("ocf_per_share", "2026Q1", "4.99", "元"),
      G("ocf_per_share", "2026Q1", { v: "50", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+32.4%" },
  ),
  zh("t", A, "tM", "quarterly", "一季度经营现金流1258.49亿元，折合每股约4.99元。", [
    V("operating_cash_flow", "2026Q1", "1258.49"),
    V("ocf_per_share", "2026Q1", "4.99", "元"),
  ]),
  zh(
    "f",
    A,
    "fS",
    "quarterly",
    "2026年一季度归母净利润同比大增1.52%，盈利重回高速增长。",
    [G("net_profit", "2026Q1", { v: "1.52", size: "高速增长", err: "overstatement" })],
    { err: "overstatement" },
  ),
  zh("t", A, "fS", "quarterly", "一季度归母净利润同比小幅增长1.52%。", [
    G("net_profit", "2026Q1", { v: "1.52", size: "小幅增长" }),
  ]),
  zh("u", A, "tC", "undecidable", "5月上旬股价已跌破37元，创出年内新低。", [U("日期晚于存储日线")]),
  // ---- 中国平安 ------------------------------------------------------------------------------------------------
  pa("t", A, "fT", "annual", "去年归母净利润1347.78亿元，较前年的1266.07亿元增加约81.7亿元。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2024", "1266.07"),
    D("net_profit", "2025", { v: "81.7", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "fT",
    "annual",
    "去年归母净利润较前年增加约409亿元，增幅近五成。",
    [
      D("net_profit", "2025", { v: "409", cmp: "approx", err: "wrong_period" }),
      G("net_profit", "2025", { v: "50", cmp: "near", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "这是2024年对2023年" },
  ),
  pa(
    "f",
    A,
    "fL",
    "annual",
    "2025年营业总收入同比增长2.1%，收入端增长强劲。",
    [G("revenue", "2025", { v: "2.1", size: "增长强劲", err: "overstatement" })],
    { err: "overstatement" },
  ),
  pa("u", A, "fL", "undecidable", "寿险改革成效显现，代理人人均产能同比提升约20%。", [U("代理人数据")]),
  pa("u", A, "fM", "undecidable", "2026年一季度营业总收入2184.05亿元，同比增长约5%。", [
    V("revenue", "2026Q1", "2184.05"),
    U("2025年一季度营收未存储"),
  ]),
  // ---- 中国石化 ------------------------------------------------------------------------------------------------
  sh("t", A, "tTr", "technical", "去年以来（截至4月末）股价累计下跌约19.3%。", [
    RET("2024-12-31", { v: "-19.3", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "fE",
    "annual",
    "前年归母净利润604.63亿元，同比下降约9.9%。",
    [
      V("net_profit", "2024", "604.63", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2024", { v: "-9.9", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "前年 = 2024年（503.13亿元，-16.8%）；所引为2023年" },
  ),
  sh("t", A, "fE", "annual", "前年（2024年）归母净利润503.13亿元，比2023年少赚约101.5亿元。", [
    V("net_profit", "2024", "503.13"),
    D("net_profit", "2024", { v: "-101.5", cmp: "approx" }),
  ]),
  sh("u", A, "fSy", "undecidable", "2025年四季度单季扭亏为盈，炼化价差明显修复。", [U("季度数据未存储")]),
  // ---- 五粮液 --------------------------------------------------------------------------------------------------
  wl(
    "f",
    P("2020-05-15"),
    "fE",
    "annual",
    "2018年营收400.30亿元、2019年501.18亿元，增速分别为25.2%和32.6%。",
    [
      V("operating_revenue", "2018", "400.30"),
      V("operating_revenue", "2019", "501.18"),
      G("operating_revenue", "2018", { v: "25.2", err: "wrong_period" }),
      G("operating_revenue", "2019", { v: "32.6", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "两年增速对调" },
  ),
  wl("t", P("2020-05-15"), "fE", "annual", "2017、2018、2019年营收增速分别约为23.0%、32.6%、25.2%。", [
    G("operating_revenue", "2017", { v: "23.0" }),
    G("operating_revenue", "2018", { v: "32.6" }),
    G("operating_revenue", "2019", { v: "25.2" }),
  ]),
  wl("u", A, "fT", "undecidable", "2026年一季度经营现金流大幅改善，合同负债环比回升。", [U("季度数据未存储")]),
];

/** An asOf other than the default, spelled where it is used. */
function P(d) {
  return d;
}
