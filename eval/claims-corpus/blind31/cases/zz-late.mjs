// Points dated before 2026-04-30: 2025-10-31 (nine months 2025 public), 2025-09-05 (H1 2025), 2025-04-30 (FY2024,
// 2025Q1 of 茅台 / 招行 / 比亚迪), a few on 2020-05-15 (FY2019), and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, R, MAX, DOWN, RET, CLOSE, MA, RSI, MACD, HI52, U, GSTREAK, QOQ } = H;
const mt = H.maker("b31-late-mt", "600519");
const zs = H.maker("b31-late-zs", "600036");
const byd = H.maker("b31-late-byd", "002594");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const OLD = "2020-05-15";

export default [
  // ---- 贵州茅台 -------------------------------------------------------------------------------------------------
  mt("t", P, "tF", "annual", "2024年归母净利润862.28亿元，同比增长约15.4%，已连续五年保持两位数增长。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    GSTREAK("net_profit", ["2020", "2021", "2022", "2023", "2024"], 10),
  ]),
  mt(
    "f",
    P,
    "bear",
    "annual",
    "2024年经营现金流924.64亿元，同比下降约28%，利润质量开始松动。",
    [
      V("operating_cash_flow", "2024", "924.64"),
      G("operating_cash_flow", "2024", { v: "-28", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "665.93→924.64，+38.9%" },
  ),
  mt("t", P, "bull", "quarterly", "刚披露的2025年一季报：归母净利润268.47亿元，同比增长11.56%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.56" }),
  ]),
  mt("u", P, "tBe", "undecidable", "一季度利润增速虽有11.56%，但全年大概率回落到个位数。", [
    G("net_profit", "2025Q1", { v: "11.56" }),
    U("全年增速预测"),
  ]),
  mt("u", P, "bear", "annual", "2025年全年归母净利润已降至823亿元，增长神话破灭。", [
    V("net_profit", "2025", "823", "亿", "approx"),
  ]),
  mt("t", P, "tT", "technical", "收盘1547元，250日均线约1522元，股价仍运行在年线上方。", [
    CLOSE("1547"),
    MA(250, "value", { v: "1522", cmp: "approx" }),
    MA(250, "above"),
  ]),
  mt(
    "f",
    P,
    "tT",
    "technical",
    "MACD在3月26日形成金叉，此后DIF一直运行在DEA上方。",
    [MACD("golden_cross", 24, { err: "technical" }), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "3月26日是死叉，DIF<DEA" },
  ),
  mt(
    "f",
    S,
    "fQ",
    "quarterly",
    "上半年归母净利润454.03亿元，同比增长11.56%，增速不减。",
    [V("net_profit", "2025H1", "454.03"), G("net_profit", "2025H1", { v: "11.56", err: "wrong_period" })],
    { err: "wrong_period", note: "上半年+8.89%；11.56%是一季度" },
  ),
  mt("t", S, "tT", "technical", "DIF约11.7且运行在DEA之上，股价1483元同时高于20日和60日均线。", [
    CLOSE("1483"),
    MA(20, "above"),
    MA(60, "above"),
    MACD("dif_value", 0, { v: "11.7", cmp: "approx" }),
    MACD("dif_above_dea", 0),
  ]),
  mt("u", S, "fS", "undecidable", "9月初飞天批价回落到1800元附近，中秋备货不及往年。", [U("批价、备货未存储")]),
  mt("t", OLD, "fE", "annual", "2019年营业总收入888.54亿元，净利率49.49%，几乎每卖100元赚近50元。", [
    V("revenue", "2019", "888.54"),
    V("net_margin", "2019", "49.49", "%"),
  ]),

  // ---- 招商银行 -------------------------------------------------------------------------------------------------
  zs("t", O, "fE", "quarterly", "前三季度归母净利润1137.72亿元，同比增长0.52%，营收则同比-0.51%。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.52" }),
    G("revenue", "2025M9", { v: "-0.51" }),
  ]),
  zs(
    "f",
    O,
    "bear",
    "quarterly",
    "三季度单季归母净利润同比下降约1%，利润再度转负。",
    [G("net_profit", "2025S3", { v: "-1", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "单季+1.04%" },
  ),
  zs("t", O, "tT", "technical", "10月31日收盘40.89元，10月14日MACD金叉后DIF仍在DEA之上。", [
    CLOSE("40.89"),
    MACD("golden_cross", 14),
    MACD("dif_above_dea", 0),
  ]),
  zs("u", O, "fM", "undecidable", "按前三季度节奏推算，2025年全年净利润将首次突破1500亿元。", [
    V("net_profit", "2025", "1500", "亿", "gt"),
  ]),
  zs("t", O, "tC", "technical", "较52周最高价48.55元低了约15.8%，RSI14约42.5。", [
    HI52({ v: "-15.8", cmp: "approx" }),
    RSI("42.5", "approx"),
  ]),
  zs("t", S, "tM", "technical", "过去250个交易日累计上涨约26.6%，银行股的防御属性被充分定价。", [
    RET(250, { v: "26.6", cmp: "approx" }),
  ]),
  zs("t", S, "fE", "quarterly", "上半年归母净利润749.30亿元，同比微增0.25%，营收同比-1.72%。", [
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", size: "微增" }),
    G("revenue", "2025H1", { v: "-1.72" }),
  ]),
  zs("t", OLD, "bull", "annual", "2019年归母净利润928.67亿元，加权ROE高达16.84%，零售之王名副其实。", [
    V("net_profit", "2019", "928.67"),
    V("roe", "2019", "16.84", "%"),
  ]),

  // ---- 比亚迪 ---------------------------------------------------------------------------------------------------
  byd(
    "t",
    O,
    "fE",
    "quarterly",
    "前三季度增收不增利：营收同比+12.75%至5662.66亿元，归母净利润却同比-7.55%，只有233.33亿元。",
    [
      V("revenue", "2025M9", "5662.66"),
      G("revenue", "2025M9", { v: "12.75" }),
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025M9", { v: "-7.55" }),
    ],
  ),
  byd(
    "f",
    O,
    "bull",
    "quarterly",
    "三季度单季营收1949.85亿元，同比增长约12.8%，销量端依旧强劲。",
    [V("revenue", "2025S3", "1949.85"), G("revenue", "2025S3", { v: "12.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "12.75%是前三季度累计；单季-3.05%" },
  ),
  byd("t", O, "tT", "technical", "20日线和60日线都在100.79元的收盘价上方，RSI14约33，离超卖区不远。", [
    CLOSE("100.79"),
    MA(20, "below"),
    MA(60, "below"),
    RSI("33", "approx"),
  ]),
  byd("t", S, "fR", "quarterly", "上半年归母净利润155.11亿元、同比+13.79%，但二季度单季仅63.56亿元。", [
    G("net_profit", "2025H1", { v: "13.79" }),
    V("net_profit", "2025S2", "63.56"),
  ]),
  byd(
    "f",
    S,
    "tB",
    "quarterly",
    "二季度单季归母净利润63.56亿元，环比一季度增长约30%。",
    [QOQ("net_profit", "2025S2", "2025Q1", { v: "30", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "91.55→63.56，环比-30.6%" },
  ),
  byd("u", S, "bull", "quarterly", "前三季度营收将超过5600亿元，全年8000亿目标稳了。", [
    V("revenue", "2025M9", "5600", "亿", "gt"),
  ]),
  byd("u", P, "tB", "quarterly", "一季度归母净利润91.55亿元，同比接近翻倍。", [
    V("net_profit", "2025Q1", "91.55"),
    G("net_profit", "2025Q1", { size: "接近翻倍" }),
  ]),
  byd("t", P, "fE", "annual", "2024年营收7771.02亿元创历史新高，归母净利润402.54亿元，同比增长约34%。", [
    V("revenue", "2024", "7771.02"),
    MAX("revenue", "2024", ["2021", "2022", "2023", "2024"]),
    G("net_profit", "2024", { v: "34", cmp: "approx" }),
  ]),
  byd("t", OLD, "bear", "annual", "2019年归母净利润16.14亿元，同比下降约42%，已经连续两年下滑。", [
    V("net_profit", "2019", "16.14"),
    G("net_profit", "2019", { v: "-42", cmp: "approx" }),
    DOWN("net_profit", ["2017", "2018", "2019"]),
  ]),
  byd(
    "f",
    OLD,
    "fQ",
    "annual",
    "2019年扣非净利润仅2.31亿元，较2018年的5.86亿元下降约40%。",
    [
      V("deducted_net_profit", "2019", "2.31"),
      G("deducted_net_profit", "2019", { v: "-40", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-60.6%" },
  ),
  byd("t", OLD, "tF", "annual", "2019年资产负债率68.00%，比2018年的68.81%略降，扣非利润占归母不足两成。", [
    V("debt_ratio", "2019", "68.00", "%"),
    V("debt_ratio", "2018", "68.81", "%"),
    R("deducted_net_profit", "net_profit", "2019", "20", { u: "%", cmp: "lt" }),
  ]),
];
