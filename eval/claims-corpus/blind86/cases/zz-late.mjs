// Points dated 2025-04-30 (茅台 FY2024 and 2025Q1 public), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025), and
// what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, QOQ, PE, BIAS, VOLR, PSUM, DD } = H;
const mt = H.maker("b86-late-mt", "600519");
const zh = H.maker("b86-late-zh", "600036");
const byd = H.maker("b86-late-byd", "002594");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";

export default [
  // 贵州茅台 2025-04-30
  mt("t", P, "bull", "annual", "2024年营业总收入1741.44亿元，同比增长约15.7%，归母净利润862.28亿元，增长约15.4%。", [
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "fE",
    "quarterly",
    "2025年一季度归母净利润268.47亿元，同比增长约15.4%，开门红成色十足。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "15.4", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "15.4%是2024年全年增速；一季度+11.56%" },
  ),
  mt("t", P, "fE", "quarterly", "一季度归母净利润268.47亿元，同比增长11.6%，营业收入增速约10.5%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
  ]),
  mt("t", P, "tF", "annual", "2024年经营现金流924.64亿元，同比增长约39%，超过同年归母净利润。", [
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2024", { v: "39", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2024", "1", { cmp: "gt" }),
  ]),
  mt("t", P, "fV", "valuation", "以1547元收盘价和2024年每股收益68.64元计，静态市盈率约22.5倍。", [
    CLOSE("1547"),
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "22.5"),
  ]),
  mt(
    "f",
    P,
    "tT",
    "technical",
    "收盘1547元，5日、10日、20日均线呈多头排列，短线趋势向上。",
    [CLOSE("1547"), MAORDER([5, 10, 20], "bull", { err: "technical" })],
    { err: "technical", note: "MA5 1548.65<MA10 1553.10" },
  ),
  mt("t", P, "tT", "technical", "收盘1547元略低于5日线，MACD在3月26日死叉后DIF仍在零轴下方。", [
    CLOSE("1547"),
    MA(5, "below"),
    MACD("death_cross", 25),
    MACD("dif_below_zero", 0),
  ]),
  mt("t", P, "tTr", "technical", "近60个交易日上涨约7.8%，但较52周高点1910元仍低约19%。", [
    RET(60, { v: "7.8", cmp: "approx" }),
    HI52({ cond: "level", v: "1910" }),
    HI52({ v: "-19", cmp: "approx" }),
  ]),
  mt("u", P, "fM", "quarterly", "茅台2025年上半年归母净利润预计增长9%左右，增速将逐季放缓。", [
    U("H1 2025 尚未披露/预测"),
  ]),
  // 贵州茅台 2025-09-05 / 2025-10-31
  mt("t", S, "fSy", "quarterly", "2025年上半年归母净利润454.03亿元，同比增长约8.9%，较一季度的11.6%放缓。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
  ]),
  mt(
    "f",
    S,
    "tBe",
    "quarterly",
    "二季度单季归母净利润454.03亿元，环比一季度大增，淡季不淡。",
    [
      V("net_profit", "2025S2", "454.03", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S2", "2025Q1", { dir: "up", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "454.03亿是上半年累计；二季度单季185.55亿，环比下降" },
  ),
  mt("t", S, "tT", "technical", "8月18日MACD金叉，DIF约11.7在DEA之上，股价重回20日和60日均线上方。", [
    MACD("golden_cross", 20),
    MACD("dif_value", 0, { v: "11.7", cmp: "approx" }),
    MACD("dif_above_dea", 0),
    MA(20, "above"),
    MA(60, "above"),
  ]),
  mt("t", O, "fE", "quarterly", "前三季度归母净利润646.27亿元，同比增长约6.2%，增速较上半年进一步回落。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    G("net_profit", "2025H1", { v: "6.2", cmp: "gt" }),
  ]),
  mt("u", O, "tN", "quarterly", "三季度单季归母净利润192.24亿元，中秋国庆双节动销不及预期。", [
    V("net_profit", "2025S3", "192.24"),
    U("双节动销不在数据中"),
  ]),
  mt(
    "f",
    O,
    "tS",
    "technical",
    "茅台收盘1430.01元，较52周低点高出约14%，下方支撑扎实。",
    [CLOSE("1430.01"), LO52({ v: "14", cmp: "approx", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "14.2%是距52周高点的跌幅；距低点1400仅+2.1%" },
  ),
  mt("t", O, "tC", "technical", "收盘1430.01元位于全部均线下方，距52周低点1400元仅约2%。", [
    CLOSE("1430.01"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    LO52({ cond: "level", v: "1400" }),
    LO52({ v: "2", cmp: "approx" }),
  ]),
  mt("u", O, "fE", "annual", "茅台2025年全年归母净利润将同比下滑约5%，年报预计3月底发布。", [U("FY2025尚未披露")]),
  // 招商银行 2025-09-05 / 2025-10-31
  zh("t", S, "fE", "quarterly", "上半年营收1699.69亿元，同比下降约1.7%，归母净利润749.30亿元，微增0.25%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", cmp: "approx", size: "微增" }),
  ]),
  zh(
    "f",
    S,
    "bull",
    "quarterly",
    "上半年归母净利润749.30亿元，同比增长2.5%，盈利拐点已现。",
    [
      V("net_profit", "2025H1", "749.30"),
      G("net_profit", "2025H1", { v: "2.5", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+0.25%" },
  ),
  zh("t", S, "tT", "technical", "9月4日MACD刚刚金叉，但收盘42.76元仍在60日线44.94元下方。", [
    MACD("golden_cross", 2),
    CLOSE("42.76"),
    MA(60, "below"),
    MA(60, "value", { v: "44.94" }),
  ]),
  zh("t", S, "tS", "technical", "近20日均量是前20日的1.34倍，放量下跌约4%。", [
    VOLR({ v: "1.34", cmp: "approx" }),
    VOL("expand_strong"),
    RET(20, { v: "-4", cmp: "approx" }),
  ]),
  zh(
    "f",
    S,
    "tA",
    "technical",
    "过去250个交易日招行上涨约62%，远远跑赢大盘。",
    [RET(250, { v: "62", cmp: "approx", err: "wrong_value" }), U("大盘")],
    { err: "wrong_value", note: "+26.6%" },
  ),
  zh("t", O, "fSy", "quarterly", "前三季度归母净利润1137.72亿元，同比增长约0.5%，三季度单季增速约1%，快于上半年。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    G("net_profit", "2025S3", { v: "1", cmp: "approx" }),
    G("net_profit", "2025H1", { v: "1", cmp: "lt" }),
  ]),
  zh(
    "f",
    O,
    "bear",
    "quarterly",
    "三季度单季营收814.51亿元，同比下降约2%，收入端仍在失速。",
    [V("revenue", "2025S3", "814.51"), G("revenue", "2025S3", { v: "-2", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+2.1%" },
  ),
  zh("u", O, "fM", "quarterly", "按前三季度节奏，招行全年归母净利润将小幅超过1500亿元。", [U("全年尚未披露/预测")]),
  // 比亚迪 2025-09-05 / 2025-10-31
  byd("t", S, "fE", "quarterly", "上半年营收3712.81亿元，同比增长约23%，归母净利润155.11亿元，增长约14%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "14", cmp: "approx" }),
  ]),
  byd(
    "f",
    S,
    "fR",
    "quarterly",
    "上半年毛利率18.01%，同比提升约2个百分点，价格战影响有限。",
    [
      V("gross_margin", "2025H1", "18.01", "%"),
      PP("gross_margin", "2025H1", { v: "2", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024H1为20.01%，降2.00个百分点" },
  ),
  byd("t", S, "tC", "quarterly", "二季度单季归母净利润63.56亿元，环比一季度的91.55亿元下降约31%。", [
    V("net_profit", "2025S2", "63.56"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "-31", cmp: "approx" }),
  ]),
  byd("u", S, "tT", "technical", "比亚迪股价已跌破60日均线，MACD死叉确认。", [
    MA(60, "below"),
    MACD("death_cross", 10),
  ]),
  byd("t", O, "fE", "quarterly", "前三季度营收5662.66亿元同比增约12.7%，但归母净利润233.33亿元同比降约7.5%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.7", cmp: "approx" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  byd(
    "f",
    O,
    "tBe",
    "quarterly",
    "三季度单季归母净利润78.23亿元，同比下降约7.5%，降幅温和。",
    [V("net_profit", "2025S3", "78.23"), G("net_profit", "2025S3", { v: "-7.5", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-7.5%是前三季度累计；三季度单季-32.6%" },
  ),
  byd("t", O, "tT", "technical", "收盘100.79元，低于5日、20日、60日各均线，RSI约33，短线偏弱。", [
    CLOSE("100.79"),
    MAORDER([5, 20, 60], "bear"),
    MA(5, "below"),
    RSI("33", "approx"),
  ]),
];
