// Points on other dates: 2025-04-30 (FY2024, 茅台 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025),
// 2021-04-30 (FY2020) and 2020-05-15 (FY2019), and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOLR, EV, U, QOQ, PSUM } = H;
const { PE, MCPE, SPAN, HILO, X } = H;
const mt = H.maker("b81-late-mt", "600519");
const byd = H.maker("b81-late-byd", "002594");
const sh = H.maker("b81-late-sh", "600028");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const F20 = "2021-04-30";
const F19 = "2020-05-15";

export default [
  // 贵州茅台
  mt("t", P, "bull", "annual", "2024年茅台归母净利润862.28亿元，同比增长约15.4%，经营现金流924.64亿元增近39%。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2024", { v: "39", cmp: "near" }),
  ]),
  mt(
    "f",
    P,
    "bear",
    "annual",
    "2024年营业总收入1741.44亿元，同比仅增约5.7%，增速掉到个位数。",
    [
      V("revenue", "2024", "1741.44"),
      G("revenue", "2024", { v: "5.7", cmp: "approx", size: "个位数增长", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+15.66%" },
  ),
  mt("t", P, "fE", "quarterly", "2025年一季度归母净利润268.47亿元，同比增长约11.6%，营业收入同比增10.5%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
  ]),
  mt("t", P, "fV", "valuation", "收盘1547元，按2024年每股收益68.64元计静态PE约22.5倍。", [
    CLOSE("1547"),
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "22.5"),
  ]),
  mt(
    "f",
    P,
    "tT",
    "technical",
    "3月26日MACD金叉后DIF持续运行在DEA上方，多头动能充足。",
    [MACD("golden_cross", 30, { err: "technical" }), MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "3月26日是死叉，DIF低于DEA" },
  ),
  mt("t", P, "tT", "technical", "股价距52周高点1910元回落约19%，年初以来仅涨1.5%。", [
    HI52({ cond: "level", v: "1910" }),
    HI52({ v: "-19", cmp: "approx" }),
    SPAN("2024-12-31", { v: "1.5", cmp: "approx" }),
  ]),
  mt("u", P, "fR", "undecidable", "2025年半年报预计利润增速将回落到个位数，需警惕。", [
    U("2025年半年报于asOf尚未发布"),
  ]),
  mt("t", S, "fE", "quarterly", "上半年归母净利润454.03亿元，同比增长约8.9%，二季度单季185.55亿元。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    V("net_profit", "2025S2", "185.55"),
  ]),
  mt(
    "f",
    S,
    "bull",
    "quarterly",
    "二季度单季归母净利454.03亿元，单季利润创历史新高。",
    [V("net_profit", "2025S2", "454.03", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "454.03亿是上半年累计；二季度单季185.55亿" },
  ),
  mt("t", S, "tT", "technical", "8月18日MACD金叉，DIF约11.7在DEA上方，20日均量较前期放大约五成。", [
    MACD("golden_cross", 15),
    MACD("dif_value", undefined, { v: "11.7", cmp: "approx" }),
    MACD("dif_above_dea"),
    VOLR({ v: "1.5", cmp: "approx" }),
  ]),
  mt("t", S, "fV", "valuation", "以快照市值与2024年利润计，茅台PE约20.7倍，股价1483元。", [
    MCPE("2024", "20.7"),
    CLOSE("1483"),
  ]),
  mt("u", S, "tBe", "undecidable", "三季报茅台归母净利润增速将降到6%左右。", [U("三季报于asOf尚未发布")]),
  mt("t", O, "fE", "quarterly", "前三季度归母净利646.27亿元同比增约6.2%，三季度单季192.24亿元，环比二季度增约3.6%。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "3.6", cmp: "approx" }),
  ]),
  mt(
    "f",
    O,
    "fQ",
    "quarterly",
    "前三季度归母净利润646.27亿元，同比增长约8.9%，增速与半年报持平。",
    [V("net_profit", "2025M9", "646.27"), G("net_profit", "2025M9", { v: "8.9", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "8.9%是半年报增速；前三季度+6.25%" },
  ),
  mt("t", O, "tT", "technical", "10月28日死叉，MA5至MA250六条均线完全空头排列，收盘1430.01元。", [
    MACD("death_cross", 5),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    CLOSE("1430.01"),
  ]),
  mt("t", O, "fR", "quarterly", "三季度单季经营现金流250.78亿元，前三季度累计381.97亿元，回款集中在三季度。", [
    V("operating_cash_flow", "2025S3", "250.78"),
    V("operating_cash_flow", "2025M9", "381.97"),
  ]),
  mt("t", F20, "fE", "annual", "2020年归母净利润466.97亿元，同比增约13.3%，营收979.93亿元增约10.3%。", [
    V("net_profit", "2020", "466.97"),
    G("net_profit", "2020", { v: "13.3", cmp: "approx" }),
    V("revenue", "2020", "979.93"),
    G("revenue", "2020", { v: "10.3", cmp: "approx" }),
  ]),
  mt(
    "f",
    F20,
    "fQ",
    "annual",
    "2020年资产负债率21.40%，较2019年的22.49%上升约1.1个百分点，杠杆小幅抬头。",
    [
      V("debt_ratio", "2020", "21.40", "%"),
      V("debt_ratio", "2019", "22.49", "%"),
      PP("debt_ratio", "2020", { v: "1.1", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "实为下降1.09个百分点" },
  ),
  mt("u", F19, "fE", "annual", "2019年茅台归母净利润412.06亿元，同比增长约17%。", [
    V("net_profit", "2019", "412.06"),
    G("net_profit", "2019", { v: "17", cmp: "approx" }),
  ]),
  // 比亚迪
  byd("t", S, "bull", "quarterly", "2025年上半年营收3712.81亿元，同比增长23.3%，归母净利155.11亿元增约13.8%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
  ]),
  byd(
    "f",
    S,
    "bear",
    "quarterly",
    "二季度单季净利63.56亿元，环比一季度的91.55亿元下降约15%。",
    [
      V("net_profit", "2025S2", "63.56"),
      V("net_profit", "2025Q1", "91.55"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-15", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-30.6%" },
  ),
  byd("t", S, "tBe", "quarterly", "二季度单季归母净利约63.56亿元，比一季度的91.55亿元少三成。", [
    V("net_profit", "2025S2", "63.56"),
    V("net_profit", "2025Q1", "91.55"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "-30", cmp: "approx" }),
  ]),
  byd(
    "u",
    S,
    "fS",
    "quarterly",
    "二季度单季净利润63.56亿元，同比下降约三成。",
    [V("net_profit", "2025S2", "63.56"), G("net_profit", "2025S2", { v: "-30", cmp: "approx" })],
    { note: "2024Q1未存储，2024年二季度单季不可得" },
  ),
  byd("t", S, "fV", "valuation", "按7月4日快照市值，比亚迪对应2024年利润的PE约45倍。", [MCPE("2024", "45")]),
  byd("t", S, "tT", "technical", "收盘107.26元，低于MA10与MA20，较7月29日的111.42元回落约3.7%。", [
    CLOSE("107.26"),
    MA(10, "below"),
    MA(20, "below"),
    SPAN("2025-07-29", { v: "-3.7", cmp: "approx" }),
  ]),
  byd("u", S, "tT", "technical", "比亚迪股价已跌破60日均线，中期趋势转弱。", [MA(60, "below")]),
  byd("t", O, "fE", "quarterly", "前三季度归母净利233.33亿元，同比下降约7.6%，营收5662.66亿元仍增12.8%。", [
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.6", cmp: "approx" }),
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.8", cmp: "approx" }),
  ]),
  byd(
    "f",
    O,
    "fE",
    "quarterly",
    "前三季度营收5662.66亿元，同比增长23.3%，增速与上半年一致。",
    [V("revenue", "2025M9", "5662.66"), G("revenue", "2025M9", { v: "23.3", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "23.3%是上半年；前三季度+12.75%" },
  ),
  byd("u", O, "tS", "quarterly", "三季度单季营收1949.85亿元，同比下降约3.1%，为近年首个单季营收同比负增长。", [
    V("revenue", "2025S3", "1949.85"),
    G("revenue", "2025S3", { v: "-3.1", cmp: "approx" }),
    U("2024年前的单季营收未存储"),
  ]),
  byd("t", O, "tT", "technical", "10月13日死叉后，MA5/10/20/60呈空头排列，RSI14约33，收盘100.79元。", [
    MACD("death_cross", 15),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("33", "approx"),
    CLOSE("100.79"),
  ]),
  byd(
    "f",
    O,
    "tTr",
    "technical",
    "自7月29日以来最高收盘114.06元，当前100.79元已回撤超过20%。",
    [
      HILO("max", "2025-07-29", { v: "114.06" }),
      CLOSE("100.79"),
      SPAN("2025-08-29", { v: "-20", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "回撤约11.6%" },
  ),
  byd("t", F19, "bear", "annual", "2019年归母净利润16.14亿元，较2018年的27.80亿元下滑约42%，已连续两年下降。", [
    V("net_profit", "2019", "16.14"),
    V("net_profit", "2018", "27.80"),
    G("net_profit", "2019", { v: "-42", cmp: "approx" }),
    DOWN("net_profit", ["2017", "2018", "2019"]),
  ]),
  byd(
    "f",
    F19,
    "fR",
    "annual",
    "2019年扣非净利2.31亿元，同比下降约16%，主业尚稳。",
    [
      V("deducted_net_profit", "2019", "2.31"),
      G("deducted_net_profit", "2019", { v: "-16", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比-60.6%" },
  ),
  byd("t", F19, "fR", "annual", "2019年经营现金流147.41亿元，同比增约17.7%，约为归母净利的9倍。", [
    V("operating_cash_flow", "2019", "147.41"),
    G("operating_cash_flow", "2019", { v: "17.7", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "9", { cmp: "approx" }),
  ]),
  byd("u", F19, "tT", "technical", "比亚迪5月以来放量站上20日均线，新能源板块率先反弹。", [U("2020-03-19后无日线")]),
  // 中国石化
  sh("t", P, "fE", "annual", "2024年归母净利503.13亿元，同比降16.8%，每股收益0.415元。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    V("basic_eps", "2024", "0.415", "元"),
  ]),
  sh("t", P, "tT", "technical", "4月16日MACD金叉，但MA60/MA120/MA250仍空头排列，收盘5.66元较去年末跌约15%。", [
    MACD("golden_cross", 15),
    MAORDER([60, 120, 250], "bear"),
    CLOSE("5.66"),
    SPAN("2024-12-31", { v: "-15", cmp: "approx" }),
  ]),
  sh(
    "f",
    P,
    "fV",
    "valuation",
    "股价5.66元，按2024年每股收益0.415元，静态PE约19倍。",
    [CLOSE("5.66"), V("basic_eps", "2024", "0.415", "元"), PE("2024", "19", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约13.6倍" },
  ),
  sh("t", F20, "bear", "annual", "2020年归母净利332.71亿元，较2019年的575.91亿元大降约42%，营收亦降约29%。", [
    V("net_profit", "2020", "332.71"),
    V("net_profit", "2019", "575.91"),
    G("net_profit", "2020", { v: "-42", cmp: "approx", size: "大幅下滑" }),
    G("operating_revenue", "2020", { v: "-29", cmp: "approx" }),
  ]),
  sh(
    "f",
    F20,
    "fE",
    "annual",
    "2020年基本每股收益0.28元，较2019年的0.48元下降约22%。",
    [
      V("basic_eps", "2020", "0.28", "元"),
      V("basic_eps", "2019", "0.48", "元"),
      G("basic_eps", "2020", { v: "-22", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "约-42%" },
  ),
  sh("t", F19, "fR", "annual", "2019年资产负债率50.04%，经营现金流1534.20亿元，约为归母净利润的2.7倍。", [
    V("debt_ratio", "2019", "50.04", "%"),
    V("operating_cash_flow", "2019", "1534.20"),
    R("operating_cash_flow", "net_profit", "2019", "2.7", { cmp: "approx" }),
  ]),
  sh("t", F19, "fV", "annual", "2019年每股净资产6.11元，ROE 7.90%，每股经营现金流1.27元。", [
    V("bps", "2019", "6.11", "元"),
    V("roe", "2019", "7.90", "%"),
    V("ocf_per_share", "2019", "1.27", "元"),
  ]),
  sh("u", F19, "fE", "annual", "2019年归母净利润575.91亿元，同比下降约8%。", [
    V("net_profit", "2019", "575.91"),
    G("net_profit", "2019", { v: "-8", cmp: "approx" }),
  ]),
];
