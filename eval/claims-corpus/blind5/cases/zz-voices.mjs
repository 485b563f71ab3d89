// Across the companies: debaters reading a figure against their side (stance), wrong base periods, overstated small
// changes, TTM and time expressions, sign notation, judges weighing both sides, voters, dates after the stored data.
import { BAR, CLOSE, EV, G, MA, MACD, MAX, PAIR, PP, R, READ, RET, U, V, maker } from "../spec-helpers.mjs";

const mt = maker("b5-zv-mt", "600519");
const nd = maker("b5-zv-nd", "300750");
const yd = maker("b5-zv-yd", "002594");
const _zs = maker("b5-zv-zs", "600036");
const _pa = maker("b5-zv-pa", "601318");
const _sh = maker("b5-zv-sh", "600028");
const _wl = maker("b5-zv-wl", "000858");
const A = "2026-04-30";
const M9 = "2025-10-31";
const Q1 = "2025-04-30";
const LATE = "2026-05-20";

export default [
  mt(
    "f",
    A,
    "fQ",
    "annual",
    "最近一个财年归母净利润823.20亿元，较三年前的2022年仅增长约10%，成长性已明显钝化。",
    [
      V("net_profit", "2025", "823.20"),
      G("net_profit", "2025", { base: "2022", v: "10", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year" },
  ),
  mt("t", A, "fQ", "annual", "2025财年归母净利润823.20亿元，较2022年的627.16亿元增长约31%，三年看仍有成长。", [
    V("net_profit", "2022", "627.16"),
    G("net_profit", "2025", { base: "2022", v: "31", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "bull",
    "annual",
    "经营现金流615亿元，同比-33.5%，说明回款节奏更健康，这是利好（E9）。",
    [READ(G("operating_cash_flow", "2025", { v: "-33.5" }), "positive", { err: "stance" })],
    { err: "stance" },
  ),
  mt("t", A, "bear", "annual", "多方说“茅台永远增长”，可二〇二五年营业总收入负增长1.2%，这是年报数据。", [
    G("revenue", "2025", { v: "-1.2" }),
  ]),
  mt(
    "f",
    A,
    "tC",
    "annual",
    "毛利率从91.93%骤降至91.18%，高端白酒的护城河正在崩塌。",
    [
      V("gross_margin", "2024", "91.93", "%"),
      V("gross_margin", "2025", "91.18", "%"),
      G("gross_margin", "2025", { size: "骤降", err: "overstatement" }),
    ],
    { err: "overstatement" },
  ),
  mt("u", LATE, "tTr", "technical", "截至5月19日，茅台近一个月跌幅超过5%，1400元关口失守。", [
    RET(20, { v: "-5", cmp: "lt" }),
  ]),
  mt("t", A, "fS", "technical", "今年以来（截至4月30日）茅台只涨了0.55%，基本原地踏步。", [
    RET("2025-12-31", { v: "0.55" }),
  ]),
  mt(
    "f",
    A,
    "tT",
    "technical",
    "4月29日收盘1401.17元，较前一交易日上涨0.5%，企稳信号。",
    [
      CLOSE("1401.17", "eq", { date: "2026-04-29" }),
      BAR("2026-04-29", "chg", { v: "0.5", cmp: "approx", err: "technical" }),
    ],
    { err: "technical" },
  ),
  mt(
    "f",
    A,
    "vF",
    "annual",
    "2025年经营现金流615.22亿元，创2019年以来新高。",
    [
      MAX("operating_cash_flow", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme" },
  ),
  mt("t", M9, "fE", "quarterly", "Q1-3归母净利润646.27亿元，其中单Q3约192亿元，约占三成。", [
    V("net_profit", "2025M9", "646.27"),
    V("net_profit", "2025S3", "192", "亿", "approx"),
    R("net_profit", "net_profit", "2025S3", "30", { denPeriod: "2025M9", u: "%", cmp: "approx" }),
  ]),
  mt(
    "f",
    M9,
    "fQ",
    "quarterly",
    "单Q3归母净利润192.24亿元，贡献了前三季度利润的一半。",
    [
      V("net_profit", "2025S3", "192.24"),
      R("net_profit", "net_profit", "2025S3", "50", { denPeriod: "2025M9", u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio" },
  ),
  mt("t", Q1, "vT", "technical", "3月26日MACD死叉后DIF已跌破零轴，收盘1547元低于20日线。", [
    MACD("death_cross", 25),
    MACD("dif_below_zero"),
    CLOSE("1547"),
    MA(20, "below"),
  ]),
  mt("t", A, "tM", "annual", "2019年茅台归母净利润412.06亿元，约为五粮液同年的2.4倍。", [
    V("net_profit", "2019", "412.06"),
    PAIR("net_profit", "2019", "000858", { v: "2.4", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tM",
    "annual",
    "2019年茅台归母净利润是五粮液的3.4倍，龙头溢价一目了然。",
    [PAIR("net_profit", "2019", "000858", { v: "3.4", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio" },
  ),

  nd(
    "f",
    A,
    "fQ",
    "annual",
    "2025年归母净利润722.01亿元，较2023年增长42.3%。",
    [V("net_profit", "2025", "722.01"), G("net_profit", "2025", { base: "2023", v: "42.3", err: "wrong_base_year" })],
    { err: "wrong_base_year" },
  ),
  nd("t", A, "fQ", "annual", "2025年归母净利润722.01亿元，较2023年的441.21亿元增长约63.6%。", [
    V("net_profit", "2023", "441.21"),
    G("net_profit", "2025", { base: "2023", v: "63.6", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "bear",
    "quarterly",
    "26Q1营收同比+52.4%，增速这么高恰恰说明去年基数太低，是利空信号。",
    [READ(G("revenue", "2026Q1", { v: "52.4", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance" },
  ),
  nd("t", M9, "fE", "quarterly", "营收增速由H1的+7.3%提升至Q1-3的+9.3%，收入端在加速。", [
    G("revenue", "2025H1", { v: "7.3" }),
    G("revenue", "2025M9", { v: "9.3" }),
  ]),
  nd(
    "f",
    M9,
    "fQ",
    "quarterly",
    "营收增速由H1的+7.3%放缓至Q1-3的+3.9%，需求走弱。",
    [G("revenue", "2025H1", { v: "7.3" }), G("revenue", "2025M9", { v: "3.9", err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  nd("u", A, "fM", "undecidable", "全球动力电池市占率37.9%，连续九年第一（E9）。", [U("市占率不在数据中")]),
  nd("u", A, "tC", "undecidable", "若欧盟对中国电池加征关税，海外利润或下滑两成。", [U("情景假设")]),
  nd("t", A, "vF", "annual", "基本面：FY2025归母净利润722.01亿元为2021年以来最高，经营现金流1,332.20亿元，投看多。", [
    MAX("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    V("operating_cash_flow", "2025", "1332.20"),
  ]),
  nd("t", A, "tF", "quarterly", "过去12个月（25Q2-26Q1）归母净利润约790亿元，高于2025财年的722亿元。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    PAIR("net_profit", "2026Q1TTM", undefined, { period2: "2025", mode: "gt" }),
  ]),
  nd(
    "f",
    A,
    "tNe",
    "quarterly",
    "过去12个月归母净利润约722亿元，与2025财年持平。",
    [V("net_profit", "2026Q1TTM", "722", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period" },
  ),
  nd(
    "f",
    A,
    "vN",
    "announcement",
    "4月中旬控股股东公告增持计划，资金面有支撑。",
    [EV("increase", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  nd("u", LATE, "tS", "technical", "5月以来宁王又涨了8%，上一交易日放量突破460元前高。", [
    RET("2026-04-30", { v: "8", cmp: "approx" }),
  ]),
  nd(
    "t",
    A,
    "fL",
    "quarterly",
    "多方称宁德26Q1营收yoy+52.4%，空方称比亚迪26Q1营收yoy-11.8%：两组数字都对，分化在行业内部。",
    [G("revenue", "2026Q1", { v: "52.4", cmp: "approx" }), G("revenue", "2026Q1", { t: "002594", v: "-11.8" })],
  ),

  yd(
    "f",
    A,
    "fQ",
    "quarterly",
    "26Q1营收1,502.25亿元，较25Q4下降11.8%，淡季效应而已。",
    [V("revenue", "2026Q1", "1502.25"), G("revenue", "2026Q1", { base: "2025S4", v: "-11.8", err: "wrong_base_year" })],
    { err: "wrong_base_year" },
  ),
  yd(
    "f",
    A,
    "tA",
    "quarterly",
    "26Q1归母净利润40.85亿元，亏损同比收窄，最难的时候过去了。",
    [V("net_profit", "2026Q1", "40.85"), V("net_profit", "2026Q1", "0", "亿", "lt", { err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  yd("t", A, "fE", "quarterly", "26Q1归母净利润40.85亿元（-55.4%），毛利率18.81%（-126bp）。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55.4" }),
    V("gross_margin", "2026Q1", "18.81", "%"),
    PP("gross_margin", "2026Q1", { v: "-1.26" }),
  ]),
  yd(
    "f",
    A,
    "fQ",
    "quarterly",
    "26Q1毛利率18.81%，同比下降126pct，价格战已打穿成本线。",
    [V("gross_margin", "2026Q1", "18.81", "%"), PP("gross_margin", "2026Q1", { v: "-126", err: "wrong_magnitude" })],
    { err: "wrong_magnitude" },
  ),
  yd("t", A, "bull", "quarterly", "空方说毛利率崩了，但26Q1毛利率18.81%，比2025全年的17.74%还高。", [
    PAIR("gross_margin", "2026Q1", undefined, { period2: "2025", mode: "gt" }),
    V("gross_margin", "2025", "17.74", "%"),
  ]),
  yd(
    "f",
    A,
    "bear",
    "quarterly",
    "多方说毛利率企稳，可26Q1毛利率比上年同期下滑超过3个点。",
    [PP("gross_margin", "2026Q1", { v: "-3", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude" },
  ),
  yd("u", A, "fS", "undecidable", "2025年新能源车销量460万辆，海外销量翻倍（E10）。", [U("销量不在数据中")]),
  yd("t", A, "tM", "quarterly", "过去12个月归母净利润约275亿元，已低于2025财年的326亿元，盈利仍在下行。", [
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    PAIR("net_profit", "2026Q1TTM", undefined, { period2: "2025", mode: "lt" }),
  ]),
  yd(
    "f",
    A,
    "tB",
    "annual",
    "2025年营收8,039.65亿元，同比小幅下滑，但利润率在修复。",
    [G("revenue", "2025", { size: "小幅下滑", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  yd("u", A, "vT", "technical", "近一个月平均换手率2.5%，筹码松动。", [U("换手率未存储")]),
];
