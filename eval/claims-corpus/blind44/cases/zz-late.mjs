// Points on earlier dates: 2025-04-30 (FY2024 public), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025) and
// 2020-05-15 (FY2019), and what was not public on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, U, QOQ, SPAN, MCPE, BIAS } = H;
const catl = H.maker("b44-late-catl", "300750");
const byd = H.maker("b44-late-byd", "002594");
const spc = H.maker("b44-late-spc", "600028");
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";
const O = "2020-05-15";

export default [
  // 宁德时代
  catl("t", P, "fE", "annual", "2024年营收3620亿元同比下降9.7%，归母净利507亿元却增长15%，典型的量减利增。", [
    V("revenue", "2024", "3620", "亿", "approx"),
    G("revenue", "2024", { v: "-9.7" }),
    V("net_profit", "2024", "507", "亿", "approx"),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
  ]),
  catl(
    "u",
    P,
    "fE",
    "undecidable",
    "2025年一季度营收847亿元，同比增长约6%，收入重回增长。",
    [V("revenue", "2025Q1", "847", "亿", "approx"), G("revenue", "2025Q1", { v: "6", cmp: "approx" })],
    { note: "2024Q1未存储" },
  ),
  catl(
    "f",
    P,
    "tT",
    "technical",
    "4月21日MACD金叉，DIF已经重新站上零轴。",
    [MACD("golden_cross", 8), MACD("dif_above_zero", 0, { err: "technical" })],
    { err: "technical", note: "DIF -3.88仍在零轴下方" },
  ),
  catl("t", P, "tT", "technical", "4月21日MACD金叉，但DIF仍在零轴下方，收盘231.5元也低于60日线。", [
    MACD("golden_cross", 8),
    MACD("dif_below_zero", 0),
    CLOSE("231.5"),
    MA(60, "below"),
  ]),
  catl("u", P, "fV", "undecidable", "按最新总市值测算，对应2024年利润的PE已不到20倍。", [MCPE("2024", "20", "lt")], {
    note: "市值快照为2025-07-04，晚于asOf",
  }),
  catl("t", S, "tF", "quarterly", "上半年营收1788.86亿元同比增7.3%，归母净利304.85亿元同比增33.3%。", [
    G("revenue", "2025H1", { v: "7.3" }),
    G("net_profit", "2025H1", { v: "33.3" }),
    V("revenue", "2025H1", "1788.86"),
    V("net_profit", "2025H1", "304.85"),
  ]),
  catl(
    "f",
    S,
    "tF",
    "quarterly",
    "二季度单季归母净利润约185亿元，环比一季度有所改善。",
    [
      V("net_profit", "2025S2", "185", "亿", "approx", { err: "wrong_value" }),
      QOQ("net_profit", "2025S2", "2025S1", { dir: "up" }),
    ],
    { err: "wrong_value", note: "二季度单季165.23亿元" },
  ),
  catl("t", S, "tS", "technical", "收盘325.11元创52周新高，RSI升到73，已进入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
  ]),
  catl(
    "f",
    S,
    "tS",
    "technical",
    "近20个交易日股价累计下跌约23%，短线资金明显撤退。",
    [RET(20, { v: "-23", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近20日+23.4%" },
  ),
  catl("u", S, "fM", "undecidable", "三季度营收会同比增长两成以上，旺季排产已经确认。", [U("三季报未披露"), U("排产")]),
  catl("t", N, "fE", "quarterly", "前三季度营收2830.72亿元、同比增9.3%，归母净利490.34亿元、同比增36.2%。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2" }),
  ]),
  catl(
    "f",
    N,
    "fE",
    "quarterly",
    "三季度单季营收2830.72亿元，同比增长12.9%。",
    [V("revenue", "2025S3", "2830.72", "亿", "eq", { err: "wrong_period" }), G("revenue", "2025S3", { v: "12.9" })],
    { err: "wrong_period", note: "2830.72亿元是前三季度累计；单季1041.86亿元" },
  ),
  catl("t", N, "tT", "technical", "10月13日MACD死叉，DIF约11.82略低于DEA约12.37，RSI 58.5。", [
    MACD("death_cross", 20),
    MACD("dif_value", 0, { v: "11.82", cmp: "approx" }),
    MACD("dea_value", 0, { v: "12.37", cmp: "approx" }),
    RSI("58.5", "approx"),
  ]),
  catl("t", N, "tM", "technical", "近60个交易日上涨约47%，距52周高点424.36元回落了约8%。", [
    RET(60, { v: "47", cmp: "approx" }),
    HI52({ cond: "level", v: "424.36" }),
    HI52({ v: "-8", cmp: "approx" }),
  ]),
  catl("t", O, "fE", "annual", "2019年归母净利润45.60亿元，同比增长34.6%，加权ROE 12.78%。", [
    V("net_profit", "2019", "45.60"),
    G("net_profit", "2019", { v: "34.6" }),
    V("roe", "2019", "12.78", "%"),
  ]),
  catl(
    "f",
    O,
    "fR",
    "annual",
    "2019年经营现金流134.72亿元，约为归母净利的2.2倍。",
    [
      V("operating_cash_flow", "2019", "134.72"),
      R("operating_cash_flow", "net_profit", "2019", "2.2", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "134.72/45.60=2.95倍" },
  ),
  catl("t", O, "tT", "technical", "收盘145.48元站上20日线约137元，MACD当天再度金叉。", [
    CLOSE("145.48"),
    MA(20, "above"),
    MA(20, "value", { v: "137", cmp: "approx" }),
    MACD("golden_cross", 1),
  ]),
  catl("u", O, "tM", "undecidable", "2020年上半年装机量有望保持全球第一，海外客户放量在即。", [
    U("装机排名"),
    U("预测"),
  ]),
  // 比亚迪
  byd(
    "t",
    S,
    "fE",
    "quarterly",
    "上半年营收3712.81亿元同比增23.3%，归母净利155.11亿元同比增13.8%，利润增速落后于收入。",
    [
      V("revenue", "2025H1", "3712.81"),
      G("revenue", "2025H1", { v: "23.3" }),
      V("net_profit", "2025H1", "155.11"),
      G("net_profit", "2025H1", { v: "13.8" }),
    ],
  ),
  byd("t", S, "tT", "technical", "收盘107.26元，已跌破10日线约109.8元和20日线约108.5元。", [
    CLOSE("107.26"),
    MA(10, "below"),
    MA(10, "value", { v: "109.8", cmp: "approx" }),
    MA(20, "below"),
    MA(20, "value", { v: "108.5", cmp: "approx" }),
  ]),
  byd(
    "f",
    S,
    "fQ",
    "quarterly",
    "2025年上半年毛利率20.01%，盈利能力守住了。",
    [V("gross_margin", "2025H1", "20.01", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "20.01%是2024年上半年；2025H1为18.01%" },
  ),
  byd("u", S, "tT", "undecidable", "股价已跌破60日均线，中期趋势转空。", [MA(60, "below")], {
    note: "日线始于2025-07-29，不足60根",
  }),
  byd("t", N, "fE", "quarterly", "前三季度归母净利233.33亿元，同比下降7.55%，三季度单季同比下滑约33%。", [
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.55" }),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
  ]),
  byd(
    "f",
    N,
    "bull",
    "quarterly",
    "前三季度营收5662.66亿元同比增12.7%，归母净利同比也增长了7.5%。",
    [
      V("revenue", "2025M9", "5662.66"),
      G("revenue", "2025M9", { v: "12.7" }),
      G("net_profit", "2025M9", { v: "7.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "归母净利同比-7.55%" },
  ),
  byd("t", N, "tT", "technical", "收盘100.79元，位于5、10、20、60日线之下，均线空头排列，RSI约33接近超卖。", [
    CLOSE("100.79"),
    MA(5, "below"),
    MA(60, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("33", "approx"),
  ]),
  byd(
    "u",
    N,
    "tS",
    "undecidable",
    "股价创出52周新低，距最低点只差0.8%。",
    [LO52({ cond: "new_low" }), LO52({ v: "0.8", cmp: "approx" })],
    {
      note: "日线不足52周",
    },
  ),
  byd("t", O, "fE", "annual", "2019年归母净利润16.14亿元，同比下滑约42%，扣非后只剩2.31亿元。", [
    V("net_profit", "2019", "16.14"),
    G("net_profit", "2019", { v: "-42", cmp: "approx" }),
    V("deducted_net_profit", "2019", "2.31"),
  ]),
  byd(
    "f",
    O,
    "bull",
    "annual",
    "2019年基本每股收益0.50元，是近三年最高。",
    [
      V("basic_eps", "2019", "0.50", "元"),
      MAX("basic_eps", "2019", ["2017", "2018", "2019"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2017年1.40元最高，2019年最低" },
  ),
  // 中国石化
  spc("t", P, "fT", "annual", "去年归母净利润503.13亿元，前年是604.63亿元，一年少了约100亿元。", [
    V("net_profit", "2024", "503.13"),
    V("net_profit", "2023", "604.63"),
    D("net_profit", "2024", { v: "-100", cmp: "approx" }),
  ]),
  spc("t", P, "tT", "technical", "收盘5.66元，20日乖离率几乎为零，MACD在4月16日金叉。", [
    CLOSE("5.66"),
    BIAS(20, { v: "0", cmp: "approx" }),
    MACD("golden_cross", 12),
  ]),
  spc(
    "f",
    S,
    "tT",
    "technical",
    "9月5日MACD再度金叉，收盘5.69元，底部有望确认。",
    [MACD("golden_cross", 1, { err: "technical" }), CLOSE("5.69")],
    { err: "technical", note: "9月5日是死叉" },
  ),
  spc("t", N, "tM", "technical", "10月13日MACD金叉，DIF转正到约0.005，收盘5.47元，年内累计下跌约18%。", [
    MACD("golden_cross", 20),
    MACD("dif_above_zero", 0),
    MACD("dif_value", 0, { v: "0.005", cmp: "approx" }),
    CLOSE("5.47"),
    SPAN("2024-12-31", { v: "-18", cmp: "approx" }),
  ]),
  spc("u", N, "fE", "undecidable", "前三季度归母净利润同比下降约两成，化工拖累最大。", [
    G("net_profit", "2025M9", { v: "-20", cmp: "approx" }),
    U("分部"),
  ]),
  spc("t", O, "fT", "annual", "2019年每股净资产6.11元、每股经营现金流1.27元，资产负债率约50%。", [
    V("bps", "2019", "6.11", "元"),
    V("ocf_per_share", "2019", "1.27", "元"),
    V("debt_ratio", "2019", "50", "%", "approx"),
  ]),
  spc("u", O, "fR", "undecidable", "受油价暴跌拖累，2020年一季度预计亏损近200亿元。", [U("一季报未存储")]),
  spc(
    "f",
    O,
    "fE",
    "annual",
    "2019年扣非归母净利润542.71亿元，与归母净利之比约0.8。",
    [
      V("deducted_net_profit", "2019", "542.71"),
      R("deducted_net_profit", "net_profit", "2019", "0.8", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "542.71/575.91=0.94" },
  ),
];
