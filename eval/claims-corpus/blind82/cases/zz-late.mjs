// Points dated 2025-04-30 (FY2024), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025) and 2021-04-30 (FY2020),
// and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, PE, QOQ, PSUM, SPAN, X, BRK } = H;
const mt = H.maker("b82-late-mt", "600519");
const nd = H.maker("b82-late-nd", "300750");
const by = H.maker("b82-late-byd", "002594");
const zh = H.maker("b82-late-zh", "600036");
const sh = H.maker("b82-late-sh", "600028");
const pa = H.maker("b82-late-pa", "601318");
const wl = H.maker("b82-late-wl", "000858");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const L = "2021-04-30";

export default [
  // 2025-04-30
  mt("t", P, "bull", "annual", "茅台2024年营业总收入1741.44亿元、归母净利862.28亿元，分别同比增长约15.7%和15.4%。", [
    V("revenue", "2024", "1741.44"),
    V("net_profit", "2024", "862.28"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  mt(
    "t",
    P,
    "fE",
    "quarterly",
    "今天披露的一季报显示，2025年一季度归母净利268.47亿元，同比增长约11.6%，低于2024全年15.4%的增速。",
    [
      V("net_profit", "2025Q1", "268.47"),
      G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
      G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    P,
    "fE",
    "quarterly",
    "2025年一季度茅台归母净利268.47亿元，同比增长15.4%，延续了去年的增速。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "15.4", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "15.4%是2024全年增速；一季度+11.56%" },
  ),
  mt(
    "u",
    P,
    "fM",
    "undecidable",
    "茅台2025年上半年归母净利454亿元，同比增长约8.9%，增速逐季放缓。",
    [V("net_profit", "2025H1", "454", "亿", "approx")],
    { note: "半年报2025-08-13才披露" },
  ),
  mt("t", P, "tT", "technical", "茅台收盘1547元，跌破5日、10日、20日均线，但仍守在年线1522元上方，RSI约48。", [
    CLOSE("1547"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(250, "value", { v: "1522", cmp: "approx" }),
    MA(250, "above"),
    RSI("48", "approx"),
  ]),
  mt(
    "f",
    P,
    "tT",
    "technical",
    "茅台距52周高点1910元仅回落约9%，强势格局未破。",
    [HI52({ cond: "level", v: "1910" }), HI52({ v: "-9", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "回落19.0%" },
  ),
  zh("t", P, "fQ", "quarterly", "双降开局：一季度招行营收837.51亿元、归母净利372.86亿元，同比分别下降约3.1%和2.1%。", [
    V("revenue", "2025Q1", "837.51"),
    G("revenue", "2025Q1", { v: "-3.1", cmp: "approx" }),
    V("net_profit", "2025Q1", "372.86"),
    G("net_profit", "2025Q1", { v: "-2.1", cmp: "approx" }),
  ]),
  zh(
    "f",
    P,
    "fT",
    "quarterly",
    "招行2025年一季度归母净利372.86亿元，同比增长约2.1%，利润基本盘稳固。",
    [
      V("net_profit", "2025Q1", "372.86"),
      G("net_profit", "2025Q1", { v: "2.1", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-2.08%" },
  ),
  sh("t", P, "bear", "annual", "中石化2024年归母净利503亿元，同比下降约17%；以5.66元股价计，静态市盈率约13.6倍。", [
    V("net_profit", "2024", "503", "亿", "approx"),
    G("net_profit", "2024", { v: "-17", cmp: "approx" }),
    CLOSE("5.66"),
    PE("2024", "13.6"),
  ]),
  sh(
    "f",
    P,
    "tT",
    "technical",
    "中国石化收盘5.66元，已站上年线6.29元，长期趋势转多。",
    [CLOSE("5.66"), MA(250, "value", { v: "6.29" }), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘低于年线" },
  ),
  nd("u", P, "fE", "quarterly", "宁德一季度归母净利139.63亿元，同比增长约33%，开年表现亮眼。", [
    V("net_profit", "2025Q1", "139.63"),
    U("2024Q1未存储，同比不可判"),
  ]),
  // 2025-09-05: H1 2025 public
  nd("t", S, "tF", "quarterly", "宁德上半年营收1788.86亿元，同比增长约7.3%，归母净利304.85亿元，同比增长约33%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
  ]),
  nd("t", S, "fE", "quarterly", "二季度单季归母净利165.23亿元，环比一季度的139.63亿元增长约18%。", [
    V("net_profit", "2025S2", "165.23"),
    V("net_profit", "2025Q1", "139.63"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "18", cmp: "approx" }),
  ]),
  nd("t", S, "tT", "technical", "宁德收盘325.11元创52周新高，RSI升至73进入超买区，近20日大涨约23%且明显放量。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RET(20, { v: "23", cmp: "approx" }),
    VOL("expand_strong"),
  ]),
  nd(
    "f",
    S,
    "tTr",
    "technical",
    "宁德RSI仅约37，尚未脱离弱势区域，追涨需谨慎。",
    [RSI("37", "approx", { err: "technical" })],
    { err: "technical", note: "RSI 73.1" },
  ),
  by(
    "t",
    S,
    "bull",
    "quarterly",
    "比亚迪上半年营收增长约23%至3712.81亿元，可归母净利只增长约14%，利润增速明显跑输收入。",
    [
      V("revenue", "2025H1", "3712.81"),
      G("revenue", "2025H1", { v: "23", cmp: "approx" }),
      V("net_profit", "2025H1", "155.11"),
      G("net_profit", "2025H1", { v: "14", cmp: "approx" }),
    ],
  ),
  by(
    "f",
    S,
    "tB",
    "quarterly",
    "二季度单季归母净利63.56亿元，环比一季度增长约30%，盈利拐点已现。",
    [
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "30", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-30.6%" },
  ),
  by(
    "t",
    S,
    "tBe",
    "quarterly",
    "上半年毛利率18.01%，比去年同期的20.01%低了2个百分点，二季度单季利润环比下滑约三成。",
    [
      V("gross_margin", "2025H1", "18.01", "%"),
      V("gross_margin", "2024H1", "20.01", "%"),
      PP("gross_margin", "2025H1", { v: "-2", cmp: "approx" }),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-30", cmp: "approx" }),
    ],
  ),
  by("u", S, "fM", "undecidable", "预计比亚迪三季度单季净利同比下滑三成以上，价格战还将持续。", [
    U("三季报2025-10底才披露，预测"),
  ]),
  mt("t", S, "fSy", "quarterly", "茅台上半年归母净利454.03亿元，同比增长约8.9%，其中二季度单季185.55亿元。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    V("net_profit", "2025S2", "185.55"),
  ]),
  mt(
    "f",
    S,
    "fSy",
    "quarterly",
    "茅台二季度单季归母净利268.47亿元，环比基本持平，经营节奏平稳。",
    [V("net_profit", "2025S2", "268.47", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "268.47亿是一季度；二季度185.55亿" },
  ),
  zh(
    "f",
    S,
    "tC",
    "quarterly",
    "招行上半年归母净利749.30亿元，同比下降约0.3%，利润已停止增长。",
    [
      V("net_profit", "2025H1", "749.30"),
      G("net_profit", "2025H1", { v: "-0.3", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+0.25%" },
  ),
  zh("t", S, "tNe", "quarterly", "招行上半年归母净利749.30亿元，同比微增0.25%，营收1699.69亿元同比下降约1.7%。", [
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", cmp: "approx", size: "微增" }),
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
  ]),
  // 2025-10-31: nine months 2025 public
  nd(
    "t",
    O,
    "fE",
    "quarterly",
    "宁德前三季度归母净利490.34亿元，同比增长约36%，三季度单季185.49亿元，同比增长约41%。",
    [
      V("net_profit", "2025M9", "490.34"),
      G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
      V("net_profit", "2025S3", "185.49"),
      G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    O,
    "fQ",
    "quarterly",
    "三季度单季营收1041.86亿元，同比增长约24%，收入端明显提速。",
    [V("revenue", "2025S3", "1041.86"), G("revenue", "2025S3", { v: "24", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+12.9%" },
  ),
  by(
    "t",
    O,
    "bear",
    "quarterly",
    "比亚迪前三季度归母净利233.33亿元，同比下降约7.5%，三季度单季78.23亿元，同比骤降约33%。",
    [
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
      V("net_profit", "2025S3", "78.23"),
      G("net_profit", "2025S3", { v: "-33", cmp: "approx", size: "骤降" }),
    ],
  ),
  by(
    "f",
    O,
    "tA",
    "quarterly",
    "前三季度归母净利233.33亿元，同比仍增长7.5%，三季度只是短期波动。",
    [
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025M9", { v: "7.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-7.55%" },
  ),
  by("t", O, "tT", "technical", "比亚迪收于100.79元，低于20日线105.54元和60日线，RSI约33，近20日下跌约6%。", [
    CLOSE("100.79"),
    MA(20, "value", { v: "105.54" }),
    MA(20, "below"),
    MA(60, "below"),
    RSI("33", "approx"),
    RET(20, { v: "-6", cmp: "approx" }),
  ]),
  zh(
    "t",
    O,
    "fE",
    "quarterly",
    "招行前三季度利润与收入方向相反：归母净利1137.72亿元微增约0.5%，营收2514.2亿元则下降约0.5%。",
    [
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "0.5", cmp: "approx", size: "微增" }),
      V("revenue", "2025M9", "2514.2"),
      G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }),
    ],
  ),
  zh("u", O, "fM", "undecidable", "照前三季度的节奏，招行2025年全年归母净利增速大概率落在1%至2%之间。", [
    U("全年预测，年报2026-03才披露"),
  ]),
  mt("t", O, "tF", "quarterly", "茅台前三季度归母净利646.27亿元，同比增长约6.2%，三季度单季192.24亿元。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    V("net_profit", "2025S3", "192.24"),
  ]),
  mt(
    "f",
    O,
    "tT",
    "technical",
    "茅台收盘1430.01元，已跌破52周最低点，创出一年新低。",
    [CLOSE("1430.01"), LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "52周最低1400，收盘高于此" },
  ),
  // 2021-04-30: FY2020 public
  sh("t", L, "bear", "annual", "中石化2020年归母净利332.71亿元，同比骤降约42%，扣非后更是亏损15.65亿元。", [
    V("net_profit", "2020", "332.71"),
    G("net_profit", "2020", { v: "-42", cmp: "approx", size: "骤降" }),
    V("deducted_net_profit", "2020", "-15.65"),
  ]),
  sh(
    "f",
    L,
    "fR",
    "annual",
    "中国石化2020年归母净利同比下降约42%，已经跌去一半以上。",
    [
      G("net_profit", "2020", { v: "-42", cmp: "approx" }),
      G("net_profit", "2020", { v: "-50", cmp: "lt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "降幅42.2%，不到一半" },
  ),
  pa("t", L, "tF", "annual", "平安2020年归母净利1430.99亿元，较2019年的1494.07亿元小幅下降约4.2%，每股收益8.10元。", [
    V("net_profit", "2020", "1430.99"),
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx", size: "小幅下滑" }),
    V("basic_eps", "2020", "8.10", "元"),
  ]),
  pa(
    "f",
    L,
    "fV",
    "annual",
    "2020年平安每股净资产41.72元，较2019年增长约25%。",
    [V("bps", "2020", "41.72", "元"), G("bps", "2020", { v: "25", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+13.3%" },
  ),
  wl("t", L, "tT", "technical", "五粮液收盘285元，较2020年末291.85元小跌约2%，但过去250个交易日涨幅超过一倍。", [
    CLOSE("285"),
    SPAN("2020-12-31", { v: "-2", cmp: "approx" }),
    RET(250, { v: "100", cmp: "gt" }),
  ]),
  wl("u", L, "fE", "undecidable", "五粮液2020年营收573亿元，同比增长约14%，归母净利接近200亿元。", [
    U("五粮液FY2020未存储"),
  ]),
];
