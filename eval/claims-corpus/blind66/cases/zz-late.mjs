// Points dated before 2026-04-30: 2025-04-30 (FY2024 public), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025),
// 2021-04-30 (FY2020: 中国平安, 中国石化) and 2020-05-15 (FY2019: 五粮液, 中国石化), and what was not public yet.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, READ, QOQ } = H;
const { CAGR, RANK, X, SPAN, DD, POS52, BIAS, PSUM, IN, PE, GSTREAK, VOLR, IND, PAIR, SUM } = H;
const pa = H.maker("b66-late-pa", "601318");
const sh = H.maker("b66-late-sh", "600028");
const by = H.maker("b66-late-byd", "002594");
const wl = H.maker("b66-late-wly", "000858");
const P = "2025-04-30";
const H1 = "2025-09-05";
const M9 = "2025-10-31";
const Y20 = "2021-04-30";
const Y19 = "2020-05-15";

export default [
  // ---- 五粮液, 2020-05-15 (FY2019 public) ----
  wl("t", Y19, "bull", "annual", "2019年五粮液营收501.18亿元，同比增长约25.2%，首次站上500亿元台阶。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    V("operating_revenue", "2018", "500", "亿", "lt"),
  ]),
  wl(
    "f",
    Y19,
    "bull",
    "annual",
    "2019年归母净利润174.02亿元，同比增长约38%，已连续四年增长。",
    [
      V("net_profit", "2019", "174.02"),
      UP("net_profit", ["2015", "2016", "2017", "2018", "2019"]),
      G("net_profit", "2019", { v: "38", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "+38.3%是2018年；2019年+30.0%" },
  ),
  wl("t", Y19, "fE", "annual", "净利润从2015年的61.76亿元增至174.02亿元，四年复合增速约29.6%，年年增长。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    CAGR("net_profit", "2015", "2019", { v: "29.6", cmp: "approx" }),
    UP("net_profit", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  wl("t", Y19, "fE", "annual", "ROE由22.80%升至25.26%，提高约2.5个百分点，连续四年提升。", [
    V("roe", "2018", "22.80", "%"),
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { v: "2.5", cmp: "approx" }),
    UP("roe", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  wl(
    "f",
    Y19,
    "fR",
    "annual",
    "资产负债率28.48%，比上年上升约4.1%，财务杠杆在悄悄加大。",
    [V("debt_ratio", "2019", "28.48", "%"), G("debt_ratio", "2019", { v: "4.1", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "上升4.12个百分点，相对增幅16.9%" },
  ),
  wl("t", Y19, "fR", "annual", "经营现金流231.12亿元，几乎比上年翻倍（+88%），约为净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx", size: "接近翻倍" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  wl("t", Y19, "tF", "annual", "总资产1063.97亿元，首次突破千亿；每股收益4.48元，较2018年的3.47元多1.01元。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    V("basic_eps", "2019", "4.48", "元"),
    V("basic_eps", "2018", "3.47", "元"),
    D("basic_eps", "2019", { u: "元", v: "1.01" }),
  ]),
  wl(
    "f",
    Y19,
    "tF",
    "annual",
    "2017年以来归母净利润每年增速都在40%以上，高增长可持续。",
    [GSTREAK("net_profit", ["2017", "2018", "2019"], "40", undefined, { lo: 40, err: "overstatement" })],
    { err: "overstatement", note: "2017年+42.6%，2018年+38.3%，2019年+30.0%" },
  ),
  wl("t", Y19, "tT", "technical", "收盘145.22元，距52周高点147.99元仅约1.9%，RSI约70，已到超买边缘。", [
    CLOSE("145.22"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-1.9", cmp: "approx" }),
    RSI("70", "approx"),
  ]),
  wl("t", Y19, "tT", "technical", "近一年（250个交易日）上涨约51%，5、10、20、60日均线多头排列。", [
    RET(250, { v: "51", cmp: "approx" }),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
  wl(
    "f",
    Y19,
    "tTr",
    "technical",
    "20日均量较前20日放大约两成，量价齐升。",
    [VOLR({ v: "1.2", cmp: "approx", err: "technical" }), RET(20, { dir: "up" })],
    { err: "technical", note: "20日均量/前20日=0.81，缩量上涨" },
  ),
  wl("t", Y19, "fV", "valuation", "以2019年每股收益4.48元计，145.22元的股价对应静态市盈率约32倍。", [
    CLOSE("145.22"),
    PE("2019", "32", "approx"),
    V("basic_eps", "2019", "4.48", "元"),
  ]),
  wl("u", Y19, "fM", "undecidable", "2020年一季度疫情下五粮液营收仍保持两位数增长。", [U("2020Q1未存储")]),
  wl("t", Y19, "tB", "annual", "营业利润242.46亿元，是2015年82.46亿元的近三倍。", [
    V("operating_profit", "2019", "242.46"),
    V("operating_profit", "2015", "82.46"),
    X("operating_profit", "2019", "2015", { v: "3", cmp: "near" }),
  ]),
  wl(
    "f",
    Y19,
    "tBe",
    "annual",
    "2019年营收501.18亿元，较2017年增长约25%，增速平平。",
    [
      V("operating_revenue", "2019", "501.18"),
      G("operating_revenue", "2019", { base: "2017", v: "25", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "+25.2%是较2018年；较2017年+66.0%" },
  ),
  // ---- 中国石化, 2020-05-15 and 2021-04-30 ----
  sh("t", Y19, "fE", "annual", "2019年中国石化归母净利润575.91亿元，基本每股收益0.48元，资产负债率约50%。", [
    V("net_profit", "2019", "575.91"),
    V("basic_eps", "2019", "0.48", "元"),
    V("debt_ratio", "2019", "50", "%", "approx"),
  ]),
  sh("u", Y19, "fM", "undecidable", "一季度油价暴跌带来库存损失，2020年一季报预计巨亏。", [U("2020Q1未存储")]),
  sh("t", Y20, "bear", "annual", "2020年营收21047.24亿元，同比下降约29%；归母净利润332.71亿元，大幅下滑约42%。", [
    V("operating_revenue", "2020", "21047.24"),
    G("operating_revenue", "2020", { v: "-29", cmp: "approx" }),
    V("net_profit", "2020", "332.71"),
    G("net_profit", "2020", { v: "-42", cmp: "approx", size: "大幅下滑" }),
  ]),
  sh(
    "f",
    Y20,
    "bull",
    "annual",
    "2020年扣非净利润15.65亿元，主业仍保持盈利。",
    [V("deducted_net_profit", "2020", "15.65", "亿", "eq", { err: "wrong_direction" })],
    { err: "wrong_direction", note: "扣非为-15.65亿元，亏损" },
  ),
  sh("t", Y20, "tF", "annual", "2020年扣非净利润-15.65亿元，归母与扣非相差约348亿元，非经常性收益撑起了利润。", [
    V("deducted_net_profit", "2020", "-15.65"),
    H.LIN(
      [
        ["net_profit", 1],
        ["deducted_net_profit", -1],
      ],
      "2020",
      { v: "348", cmp: "approx" },
    ),
  ]),
  // ---- 中国平安, 2021-04-30 (FY2020) ----
  pa("t", Y20, "fE", "annual", "2020年平安归母净利润1430.99亿元，同比下降约4.2%，但扣非1435.40亿元反而增长约3.1%。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    V("deducted_net_profit", "2020", "1435.40"),
    G("deducted_net_profit", "2020", { v: "3.1", cmp: "approx" }),
  ]),
  pa(
    "f",
    Y20,
    "fE",
    "annual",
    "2020年ROE为20.00%，较上年提升约4.35个百分点。",
    [V("roe", "2020", "20.00", "%"), PP("roe", "2020", { v: "4.35", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "由24.35%降至20.00%" },
  ),
  pa(
    "t",
    Y20,
    "tF",
    "annual",
    "每股净资产41.72元，一年增加约4.9元；每股经营现金流17.66元，约为每股收益8.10元的2.2倍。",
    [
      V("bps", "2020", "41.72", "元"),
      D("bps", "2020", { u: "元", v: "4.9", cmp: "approx" }),
      V("ocf_per_share", "2020", "17.66", "元"),
      V("basic_eps", "2020", "8.10", "元"),
      R("ocf_per_share", "basic_eps", "2020", "2.2", { cmp: "approx" }),
    ],
  ),
  pa("t", Y20, "fR", "industry", "总资产约9.53万亿元，负债率89.63%与上年持平；对保险公司而言这样的杠杆属常态。", [
    V("total_assets", "2020", "9.53", "万亿", "approx"),
    V("debt_ratio", "2020", "89.63", "%"),
    PP("debt_ratio", "2020", { v: "0", cmp: "approx" }),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    Y20,
    "tB",
    "annual",
    "营业收入12183亿元，同比增长约14%，疫情之年依旧高增。",
    [
      V("operating_revenue", "2020", "12183", "亿", "approx"),
      G("operating_revenue", "2020", { v: "14", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际+4.23%" },
  ),
  // ---- 中国平安, 2025-04-30 (FY2024) and 2025-09-05 ----
  pa("t", P, "bull", "annual", "2024年归母净利润1266.07亿元，同比大增约47.8%，走出了2021—2022年的下滑。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx", size: "大增" }),
    DOWN("net_profit", ["2020", "2021", "2022"]),
  ]),
  pa("t", P, "tT", "technical", "平安收盘50.71元，站上20日线50.29元，4月21日MACD金叉；距52周高点62.80元仍差约19%。", [
    CLOSE("50.71"),
    MA(20, "above"),
    MA(20, "value", { v: "50.29" }),
    MACD("golden_cross", 8),
    HI52({ v: "-19", cmp: "approx" }),
    HI52({ cond: "level", v: "62.80" }),
  ]),
  pa(
    "f",
    P,
    "tT",
    "technical",
    "股价50.71元已站上全部均线，包括60日线和120日线。",
    [CLOSE("50.71"), MA(60, "above", { err: "technical" }), MA(120, "above", { err: "technical" })],
    { err: "technical", note: "MA60 51.10、MA120 52.22均在股价上方" },
  ),
  pa("u", H1, "fM", "undecidable", "2025年上半年平安归母净利润同比小幅下滑，寿险新业务价值增长强劲。", [
    U("平安2025年中报未存储；NBV未存储"),
  ]),
  pa("t", H1, "tT", "technical", "9月5日收57.90元，60日、120日、250日线仍在下方，但已跌破5日、10日、20日线。", [
    CLOSE("57.90"),
    MA(60, "above"),
    MA(120, "above"),
    MA(250, "above"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
  ]),
  // ---- 中国石化, 2025-04-30 ----
  sh("t", P, "tT", "technical", "石化收盘5.66元，年线6.29元下方运行，距52周低点5.25元约7.8%，4月16日MACD金叉。", [
    CLOSE("5.66"),
    MA(250, "value", { v: "6.29" }),
    MA(250, "below"),
    LO52({ cond: "level", v: "5.25" }),
    LO52({ v: "7.8", cmp: "approx" }),
    MACD("golden_cross", 11),
  ]),
  sh(
    "f",
    P,
    "fE",
    "annual",
    "2024年年报显示归母净利润503亿元，同比增长约16.8%。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "16.8", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-16.8%" },
  ),
  sh("u", P, "fM", "undecidable", "2025年一季报石化归母净利润同比下滑超四成。", [U("中国石化季报未存储")]),
  // ---- 比亚迪, 2025-04-30 ----
  by("t", P, "bull", "annual", "2024年比亚迪营收7771.02亿元（+29%），归母净利润402.54亿元（+34%），首次突破400亿元。", [
    V("revenue", "2024", "7771.02"),
    G("revenue", "2024", { v: "29", cmp: "approx" }),
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2024", { v: "34", cmp: "approx" }),
    V("net_profit", "2023", "400", "亿", "lt"),
  ]),
  by("u", P, "fM", "undecidable", "2025年一季度归母净利润91.55亿元，同比翻倍。", [
    V("net_profit", "2025Q1", "91.55"),
    G("net_profit", "2025Q1", { size: "翻倍" }),
  ]),
  by("t", P, "tN", "announcement", "4月23日公司公告2024年度利润分配及资本公积金转增股本方案。", [
    EV("dividend", true, { from: "2025-04-23", to: "2025-04-23", title: "转增" }),
  ]),
  by(
    "f",
    P,
    "tN",
    "announcement",
    "今年3月比亚迪公告了A股回购计划，并同步推出员工持股计划。",
    [
      EV("repurchase", true, { from: "2025-03-01", to: "2025-03-31", err: "nonexistent_event" }),
      EV("equity_incentive", true, { from: "2025-03-01", to: "2025-03-31" }),
    ],
    { err: "nonexistent_event", note: "3月只有2025年员工持股计划草案，无回购公告" },
  ),
  by("t", P, "fR", "annual", "2024年经营现金流1334.54亿元，同比下降约21%，但仍是净利润的3.3倍左右。", [
    V("operating_cash_flow", "2024", "1334.54"),
    G("operating_cash_flow", "2024", { v: "-21", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2024", "3.3", { cmp: "approx" }),
  ]),
  // ---- 比亚迪, 2025-09-05 (H1 2025) ----
  by("t", H1, "fE", "quarterly", "上半年营收3712.81亿元，同比增长约23.3%；归母净利润155.11亿元，增长约13.8%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
  ]),
  by(
    "f",
    H1,
    "fE",
    "quarterly",
    "二季度单季归母净利润155.11亿元，环比一季度大增约69%。",
    [
      V("net_profit", "2025S2", "155.11", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "69", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "155.11亿元是上半年累计；二季度单季63.56亿元，环比-30.6%" },
  ),
  by("t", H1, "fS", "quarterly", "二季度单季利润63.56亿元，环比一季度的91.55亿元下降约30.6%，利润拐点已现。", [
    V("net_profit", "2025S2", "63.56"),
    V("net_profit", "2025Q1", "91.55"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "-30.6", cmp: "approx" }),
  ]),
  by(
    "t",
    H1,
    "tF",
    "quarterly",
    "上半年毛利率18.01%，比去年同期20.01%低2.00个百分点；资产负债率71.08%，较去年同期低约6.4个点。",
    [
      V("gross_margin", "2025H1", "18.01", "%"),
      V("gross_margin", "2024H1", "20.01", "%"),
      PP("gross_margin", "2025H1", { v: "-2.00" }),
      V("debt_ratio", "2025H1", "71.08", "%"),
      PP("debt_ratio", "2025H1", { v: "-6.4", cmp: "approx" }),
    ],
  ),
  by("u", H1, "tT", "undecidable", "9月5日收107.26元，MACD刚刚形成金叉，60日线支撑有效。", [
    CLOSE("107.26"),
    MACD("golden_cross", 5),
    MA(60, "above"),
  ]),
  // ---- 比亚迪, 2025-10-31 (nine months) ----
  by("t", M9, "bear", "quarterly", "前三季度营收5662.66亿元仍增约12.8%，但归母净利润233.33亿元同比下降约7.5%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.8", cmp: "approx" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  by("t", M9, "fM", "quarterly", "三季度单季利润78.23亿元，同比下降约32.6%，环比二季度回升约23%。", [
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-32.6", cmp: "approx" }),
    QOQ("net_profit", "2025S3", "2025S2", { v: "23", cmp: "approx" }),
  ]),
  by(
    "f",
    M9,
    "fM",
    "quarterly",
    "三季度单季营收1949.85亿元，同比增长约12.8%，增长并未失速。",
    [V("revenue", "2025S3", "1949.85"), G("revenue", "2025S3", { v: "12.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+12.8%是前三季度累计；三季度单季同比-3.05%" },
  ),
  by("t", M9, "tT", "technical", "10月31日收100.79元，5/10/20/60日均线空头排列，RSI约33，10月13日MACD死叉。", [
    CLOSE("100.79"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("33", "approx"),
    MACD("death_cross", 15),
  ]),
  by(
    "f",
    M9,
    "tTr",
    "technical",
    "10月单月上涨约7.7%，反弹已经展开。",
    [H.MRET("2025-10", { v: "7.7", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "10月月线-7.71%" },
  ),
  by("t", M9, "tC", "quarterly", "前三季度末货币资金1197.25亿元，比年初的1027亿元多约170亿元。", [
    V("cash", "2025M9", "1197.25"),
    V("cash", "2024", "1027", "亿", "approx"),
    PAIR("cash", "2025M9", undefined, { period2: "2024", mode: "diff", u: "亿", v: "170", cmp: "approx" }),
  ]),
  by("u", M9, "tC", "undecidable", "四季度海外工厂投产后，全年利润有望重回增长。", [U("预测")]),
  pa("t", M9, "tS", "technical", "平安10月31日收57.83元，10月14日MACD金叉，DIF约0.40在DEA之上。", [
    CLOSE("57.83"),
    MACD("golden_cross", 14),
    MACD("dif_value", 0, { v: "0.40", cmp: "approx" }),
    MACD("dif_above_dea", 0),
  ]),
  pa("u", M9, "fE", "undecidable", "平安前三季度归母净利润同比增长约11%，三季度单季大增。", [
    U("平安2025年季报未存储"),
  ]),
];
