// Points dated 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1 2025) and 2025-10-31 (nine months 2025), and what was not
// public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, QOQ, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOLR, U, IND } = H;
const mt = H.maker("b83-late-mt", "600519");
const zs = H.maker("b83-late-zs", "600036");
const byd = H.maker("b83-late-byd", "002594");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";

export default [
  // 2025-04-30
  mt("t", P, "tF", "annual", "2024年归母净利润862.28亿元，同比增长约15.4%，营业总收入达1741.44亿元。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    V("revenue", "2024", "1741.44"),
  ]),
  mt("t", P, "fE", "quarterly", "2025年一季度归母净利润268.47亿元，同比增长约11.6%，营业收入增约10.5%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "bull",
    "quarterly",
    "一季度归母净利润同比增长约15.4%，延续了去年的增长节奏。",
    [G("net_profit", "2025Q1", { v: "15.4", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "15.4%是2024全年；2025Q1为+11.56%" },
  ),
  mt("u", P, "bear", "annual", "茅台2025年归母净利润823亿元，同比下滑约4.5%，十年来首次负增长。", [
    V("net_profit", "2025", "823", "亿", "approx"),
    U("2025年报在2025-04-30尚未披露"),
  ]),
  mt("t", P, "tT", "technical", "收盘1547元，较一年内1910元的最高价低约19%，RSI14约48，多空暂时均衡。", [
    CLOSE("1547"),
    HI52({ cond: "level", v: "1910" }),
    HI52({ v: "-19", cmp: "approx" }),
    RSI("48", "approx"),
  ]),
  mt(
    "f",
    P,
    "tT",
    "technical",
    "MACD在4月下旬重新金叉，DIF回到DEA上方，短线可博反弹。",
    [MACD("golden_cross", 10, { err: "technical" }), MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "3月26日死叉后无金叉；DIF -0.15 < DEA 2.29" },
  ),
  zs("t", P, "fE", "quarterly", "2025年一季度营收、归母净利润同比分别下降约3.1%和2.1%，至837.51亿元与372.86亿元。", [
    V("revenue", "2025Q1", "837.51"),
    G("revenue", "2025Q1", { v: "-3.1", cmp: "approx" }),
    V("net_profit", "2025Q1", "372.86"),
    G("net_profit", "2025Q1", { v: "-2.1", cmp: "approx" }),
  ]),
  zs("t", P, "tF", "annual", "2024年归母净利润1483.91亿元，同比增约1.2%，而营收3374.88亿元，同比降约0.5%。", [
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.2", cmp: "approx" }),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2024", { v: "-0.5", cmp: "approx" }),
  ]),
  zs("t", P, "tNe", "industry", "招行资产负债率89.85%，银行靠吸收存款经营，约九成的负债率属行业常态。", [
    V("debt_ratio", "2024", "89.85", "%"),
    IND("high_debt_is_normal"),
  ]),
  zs("t", P, "tT", "technical", "收盘40.74元，当日DIF下穿DEA形成死叉，RSI14约37。", [
    CLOSE("40.74"),
    MACD("dead_cross", 1),
    RSI("37", "approx"),
  ]),
  zs(
    "f",
    P,
    "tB",
    "technical",
    "近20个交易日招行上涨约5%，银行股防御属性凸显。",
    [RET(20, { v: "5", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近20日-4.97%" },
  ),
  byd("u", P, "fE", "quarterly", "2025年一季度归母净利润91.55亿元，同比增长约100%，几近翻倍。", [
    V("net_profit", "2025Q1", "91.55"),
    G("net_profit", "2025Q1", { v: "100", cmp: "approx" }),
  ]),
  byd("u", P, "tT", "technical", "比亚迪4月30日收盘重新站上20日均线，短线企稳。", [MA(20, "above")]),
  byd("t", P, "tF", "annual", "2024年比亚迪营收、归母净利润分别增长约29%和34%，达到7771.02亿元和402.54亿元。", [
    V("revenue", "2024", "7771.02"),
    G("revenue", "2024", { v: "29", cmp: "approx" }),
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2024", { v: "34", cmp: "approx" }),
  ]),
  // 2025-09-05
  mt("t", S, "fE", "quarterly", "上半年归母净利润454.03亿元，同比增长约8.9%，其中二季度单季185.55亿元。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    V("net_profit", "2025S2", "185.55"),
  ]),
  mt(
    "f",
    S,
    "bear",
    "quarterly",
    "二季度单季归母净利润454.03亿元，这样的体量撑不起当前的高估值。",
    [V("net_profit", "2025S2", "454.03", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "454.03亿是上半年累计；二季度单季185.55亿" },
  ),
  mt("t", S, "tS", "technical", "近20日均量约为此前20日的1.5倍，股价同期上涨4.37%，量价齐升。", [
    VOLR({ v: "1.5", cmp: "approx" }),
    RET(20, { v: "4.37" }),
  ]),
  mt("t", S, "tT", "technical", "收盘1483元，MACD自8月18日金叉后保持多头，DIF 11.68、DEA 8.96。", [
    CLOSE("1483"),
    MACD("dif_value", undefined, { v: "11.68", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "8.96", cmp: "approx" }),
    MACD("golden_cross", 15),
  ]),
  zs("t", S, "fT", "quarterly", "环比看，二季度单季归母净利润376.44亿元，只比一季度多约1%（372.86亿元）。", [
    V("net_profit", "2025S2", "376.44"),
    V("net_profit", "2025Q1", "372.86"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "1", cmp: "approx" }),
  ]),
  zs(
    "f",
    S,
    "fQ",
    "quarterly",
    "上半年营业收入同比增长约1.7%，增速如此微弱，谈不上走出低谷。",
    [G("revenue", "2025H1", { v: "1.7", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "1729.45亿→1699.69亿，-1.72%" },
  ),
  byd("t", S, "fM", "quarterly", "上半年归母净利润155.11亿元，二季度单季63.56亿元，环比一季度骤降约31%。", [
    V("net_profit", "2025H1", "155.11"),
    V("net_profit", "2025S2", "63.56"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "-31", cmp: "approx", size: "骤降" }),
  ]),
  byd("u", S, "tBe", "technical", "比亚迪距52周高点回落约8%，仍在高位区间震荡。", [U("比亚迪52周数据不作判定")]),
  // 2025-10-31
  mt("t", O, "fE", "quarterly", "前三季度归母净利润646.27亿元，同比增约6.2%，三季度单季贡献192.24亿元。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    V("net_profit", "2025S3", "192.24"),
  ]),
  mt(
    "f",
    O,
    "fSy",
    "quarterly",
    "前三季度加权ROE达36.02%，资本回报率仍居高位。",
    [V("roe", "2025M9", "36.02", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "36.02%是2024全年；前三季度24.64%" },
  ),
  mt("u", O, "fM", "annual", "预计茅台2025年营业总收入1720亿元左右，全年小幅负增长。", [
    V("revenue", "2025", "1720", "亿", "approx"),
    U("预测；2025年报在2025-10-31未披露"),
  ]),
  zs("t", O, "tF", "quarterly", "前三季度营收2514.20亿元，同比降约0.5%；三季度单季营收814.51亿元，增约2.1%。", [
    V("revenue", "2025M9", "2514.20"),
    G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }),
    V("revenue", "2025S3", "814.51"),
    G("revenue", "2025S3", { v: "2.1", cmp: "approx" }),
  ]),
  zs("t", O, "tS", "technical", "DIF约-0.18，10月14日金叉后仍略高于DEA的-0.195。", [
    MACD("dif_value", undefined, { v: "-0.18", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "-0.195" }),
    MACD("golden_cross", 16),
    MACD("dif_above_dea"),
  ]),
  byd("t", O, "fE", "quarterly", "三季度单季来看，营收同比降约3.1%至1949.85亿元，归母净利润降约33%至78.23亿元。", [
    V("revenue", "2025S3", "1949.85"),
    G("revenue", "2025S3", { v: "-3.1", cmp: "approx" }),
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
  ]),
  byd(
    "f",
    O,
    "tBe",
    "quarterly",
    "三季度单季归母净利润233.33亿元，同比下滑约7.5%，盈利下行趋势未改。",
    [
      V("net_profit", "2025S3", "233.33", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S3", { v: "-7.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "233.33亿、-7.5%是前三季度累计；单季78.23亿、-32.6%" },
  ),
  byd("t", O, "tT", "technical", "收盘100.79元，RSI14约33，5日至60日均线呈空头排列。", [
    CLOSE("100.79"),
    RSI("33", "approx"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
];
