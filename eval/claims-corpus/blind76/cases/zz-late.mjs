// Points dated 2025-04-30 / 2025-09-05 / 2025-10-31 / 2020-05-15 / 2021-04-30, and what was not public yet.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, CAGR, QOQ, PSUM, PE } = H;
const { SPAN, DD, BRK, POS52, X, PAIR, GDIFF, IND } = H;
const mt = H.maker("b76-late-mt", "600519");
const nd = H.maker("b76-late-nd", "300750");
const by = H.maker("b76-late-by", "002594");
const zs = H.maker("b76-late-zs", "600036");
const pa = H.maker("b76-late-pa", "601318");
const sh = H.maker("b76-late-sh", "600028");
const wl = H.maker("b76-late-wl", "000858");
const H1 = "2025-09-05";
const M9 = "2025-10-31";
const P = "2025-04-30";

export default [
  // 贵州茅台, H1 2025
  mt("t", H1, "bull", "quarterly", "上半年归母净利润454.03亿元，同比增长约8.9%，二季度单季也有185.55亿元。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    V("net_profit", "2025S2", "185.55"),
  ]),
  mt(
    "f",
    H1,
    "bear",
    "quarterly",
    "二季度单季净利润185.55亿元，环比一季度下降约13%，增长动能明显减弱。",
    [
      V("net_profit", "2025S2", "185.55"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-13", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "268.47→185.55，环比-30.9%" },
  ),
  mt("t", H1, "tT", "technical", "8月18日MACD重新金叉，MA5>MA10>MA20>MA60短期多头排列，但股价仍低于半年线。", [
    MACD("golden_cross", 15),
    MAORDER([5, 10, 20, 60], "bull"),
    MA(120, "below"),
  ]),
  mt(
    "f",
    H1,
    "tS",
    "technical",
    "茅台收盘1483元，距52周高点1910元只差约2%，论坛里看突破的帖子明显增多。",
    [CLOSE("1483"), HI52({ cond: "level", v: "1910" }), HI52({ v: "-2", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "距52周高点-22.4%" },
  ),
  mt("u", H1, "fM", "undecidable", "中秋国庆旺季备货启动，三季度批价有望回升至2500元以上。", [U("批价、预测")]),
  mt("u", "2025-04-30", "fE", "annual", "茅台2025年全年归母净利润同比下降4.5%，增长神话终结。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  // 宁德时代, nine months 2025
  nd(
    "t",
    M9,
    "bull",
    "quarterly",
    "前三季度归母净利润490.34亿元，同比增长约36%；三季度单季185.49亿元，同比增长约41%。",
    [
      V("net_profit", "2025M9", "490.34"),
      G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
      V("net_profit", "2025S3", "185.49"),
      G("net_profit", "2025S3", { base: "2024S3", v: "41", cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    M9,
    "bear",
    "quarterly",
    "前三季度营收2830.72亿元，同比仅增长约0.9%，收入几乎停滞。",
    [V("revenue", "2025M9", "2830.72"), G("revenue", "2025M9", { v: "0.9", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际+9.3%" },
  ),
  nd("t", M9, "fE", "quarterly", "三季度营收1041.86亿元同比增长约13%，净利润增速约41%，明显快于收入。", [
    V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { base: "2024S3", v: "13", cmp: "approx" }),
    G("net_profit", "2025S3", { base: "2024S3", v: "41", cmp: "approx" }),
  ]),
  nd("t", M9, "tT", "technical", "10月13日MACD死叉，股价388.77元仍高于60日线约17%，近60日涨幅近47%。", [
    MACD("death_cross", 20),
    CLOSE("388.77"),
    H.BIAS(60, { v: "17", cmp: "approx" }),
    RET(60, { v: "47", cmp: "near" }),
  ]),
  nd(
    "f",
    M9,
    "tS",
    "technical",
    "宁德时代今年以来股价已上涨约146%，情绪过热。",
    [SPAN("2024-12-31", { v: "146", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "年初至今+46.2%；+138%是较2023年末" },
  ),
  nd("u", M9, "fR", "announcement", "宁德时代10月宣布新一轮回购，金额上限50亿元。", [
    U("宁德时代2026-02-09前的公告未收集"),
  ]),
  // 比亚迪, H1 2025
  by(
    "t",
    H1,
    "fE",
    "quarterly",
    "上半年营收3712.81亿元同比增长约23%，归母净利润155.11亿元同比增长约14%，利润增速落后于收入。",
    [
      V("revenue", "2025H1", "3712.81"),
      G("revenue", "2025H1", { v: "23", cmp: "approx" }),
      V("net_profit", "2025H1", "155.11"),
      G("net_profit", "2025H1", { v: "14", cmp: "approx" }),
      GDIFF({ metric: "net_profit", period: "2025H1" }, { metric: "revenue", period: "2025H1" }, { dir: "down" }),
    ],
  ),
  by(
    "f",
    H1,
    "bull",
    "quarterly",
    "二季度单季净利润63.56亿元，环比一季度增长约31%，盈利拐点已现。",
    [
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "31", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "91.55→63.56，环比-30.6%" },
  ),
  by("t", H1, "tBe", "quarterly", "上半年毛利率18.01%，比去年同期的20.01%下降2个百分点。", [
    V("gross_margin", "2025H1", "18.01", "%"),
    V("gross_margin", "2024H1", "20.01", "%"),
    PP("gross_margin", "2025H1", { v: "-2", cmp: "approx" }),
  ]),
  by("u", H1, "tT", "technical", "比亚迪股价跌破60日均线，中期趋势转弱。", [MA(60, "below")]),
  by("u", P, "fM", "annual", "比亚迪2025年归母净利润将同比下滑约19%。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  // 招商银行, nine months 2025
  zs("t", M9, "fE", "quarterly", "前三季度归母净利润1137.72亿元，同比微增约0.5%；营收2514.20亿元，同比小降约0.5%。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx", size: "微增" }),
    V("revenue", "2025M9", "2514.20"),
    G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }),
  ]),
  zs(
    "f",
    M9,
    "bear",
    "quarterly",
    "三季度单季净利润388.42亿元，同比下滑约1%，利润端开始失速。",
    [
      V("net_profit", "2025S3", "388.42"),
      G("net_profit", "2025S3", { base: "2024S3", v: "-1", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "384.41→388.42，+1.0%" },
  ),
  zs("t", M9, "tT", "technical", "10月14日MACD金叉，但收盘40.89元仍在60日线42.44元之下，年初以来涨约4%。", [
    MACD("golden_cross", 15),
    MA(60, "below"),
    MA(60, "value", { v: "42.44" }),
    SPAN("2024-12-31", { v: "4", cmp: "approx" }),
  ]),
  zs("u", M9, "fR", "undecidable", "三季度末不良率1.0%左右持平，拨备覆盖率仍超400%。", [U("不良率、拨备未存储")]),
  // 中国平安, FY2024 on 2025-04-30
  pa("t", P, "bull", "annual", "2024年归母净利润1266.07亿元，同比大增约48%，营收10289亿元也增长约13%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "48", cmp: "approx", size: "大增" }),
    V("revenue", "2024", "10289", "亿", "approx"),
    G("revenue", "2024", { v: "13", cmp: "approx" }),
  ]),
  pa("f", P, "tT", "technical", "平安股价跌破250日年线，长期趋势转空。", [MA(250, "below", { err: "technical" })], {
    err: "technical",
    note: "收盘50.71 > MA250 48.39",
  }),
  pa("t", P, "tN", "announcement", "3月20日公司同时披露2024年年度利润分配方案和注销回购A股股份的公告。", [
    EV("dividend", true, { from: "2025-03-20", to: "2025-03-20", title: "2024年年度利润分配" }),
    EV("repurchase", true, { from: "2025-03-20", to: "2025-03-20", title: "注销" }),
  ]),
  pa("u", P, "fE", "quarterly", "平安2025年一季度归母净利润同比下降约26%。", [
    G("net_profit", "2025Q1", { dir: "down" }),
  ]),
  // 中国平安 FY2020 on 2021-04-30
  pa(
    "t",
    "2021-04-30",
    "bear",
    "annual",
    "2020年归母净利润1430.99亿元，同比下降约4.2%，基本每股收益由8.41元降至8.10元。",
    [
      V("net_profit", "2020", "1430.99"),
      G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
      V("basic_eps", "2019", "8.41", "元"),
      V("basic_eps", "2020", "8.10", "元"),
    ],
  ),
  // 中国石化 FY2020 on 2021-04-30
  sh(
    "t",
    "2021-04-30",
    "bear",
    "annual",
    "2020年营业收入2.10万亿元，较2019年的2.97万亿元下降约29%，归母净利润下降约42%。",
    [
      V("operating_revenue", "2020", "2.10", "万亿"),
      V("operating_revenue", "2019", "2.97", "万亿"),
      G("operating_revenue", "2020", { v: "-29", cmp: "approx" }),
      G("net_profit", "2020", { v: "-42", cmp: "approx" }),
    ],
  ),
  sh(
    "f",
    "2021-04-30",
    "bull",
    "annual",
    "2020年扣非净利润仍有约543亿元，主业盈利稳如磐石。",
    [V("deducted_net_profit", "2020", "543", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "542.71亿是2019年；2020年-15.65亿" },
  ),
  // 五粮液 FY2019 on 2020-05-15
  wl(
    "t",
    "2020-05-15",
    "bull",
    "annual",
    "五粮液2019年营收501.18亿元、同比增长约25%，归母净利润174.02亿元、同比增长约30%。",
    [
      V("operating_revenue", "2019", "501.18"),
      G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
      V("net_profit", "2019", "174.02"),
      G("net_profit", "2019", { v: "30", cmp: "approx" }),
    ],
  ),
  wl(
    "t",
    "2020-05-15",
    "tF",
    "annual",
    "2015至2019年归母净利润从61.76亿元增至174.02亿元，年复合增速接近30%，ROE升至25.26%。",
    [
      V("net_profit", "2015", "61.76"),
      V("net_profit", "2019", "174.02"),
      CAGR("net_profit", "2015", "2019", { v: "30", cmp: "near" }),
      V("roe", "2019", "25.26", "%"),
      G("roe", "2019", { dir: "up" }),
    ],
  ),
  wl(
    "f",
    "2020-05-15",
    "tBe",
    "annual",
    "2019年经营现金流231.12亿元，同比下降约47%，回款质量堪忧。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      G("operating_cash_flow", "2019", { v: "-47", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "123.17→231.12，+87.6%" },
  ),
  wl("t", "2020-05-15", "tT", "technical", "收盘145.22元，RSI14约70已进入超买区，距52周高点147.99元不到2%。", [
    CLOSE("145.22"),
    RSI("70", "approx"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
  wl(
    "f",
    "2020-05-15",
    "fV",
    "valuation",
    "按145.22元股价、2019年每股收益4.48元计算，静态市盈率约22倍。",
    [CLOSE("145.22"), V("basic_eps", "2019", "4.48", "元"), PE("2019", "22", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "145.22/4.48=32.4倍" },
  ),
  wl("t", "2020-05-15", "tC", "annual", "2019年资产负债率28.48%，较2015年的15.61%抬升近13个百分点，但仍属低杠杆。", [
    V("debt_ratio", "2019", "28.48", "%"),
    V("debt_ratio", "2015", "15.61", "%"),
    PP("debt_ratio", "2019", { base: "2015", v: "13", cmp: "near" }),
  ]),
  wl("u", "2020-05-15", "fM", "undecidable", "二季度渠道库存消化完毕后，普五批价有望站稳1000元。", [U("批价、预测")]),
];
