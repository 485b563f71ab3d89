// 宁德时代 on earlier dates: 2025-10-31 (nine months, single Q3) and 2025-04-30 (first quarter, FY2024).
// Voices: 研报 nine-month headline, a bull rebuttal, a trader reading the April 2025 golden cross.
import { CLOSE, G, HI52, MA, MACD, RET, U, V, VOL, maker } from "../spec-helpers.mjs";

const c = maker("b5-nd-d", "300750");
const _A = "2026-04-30";
const M9 = "2025-10-31";
const Q1 = "2025-04-30";
const _Y21_25 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", M9, "fE", "quarterly", "Q1-3营收2,830.72亿元，yoy+9.3%；归母净利润490.34亿元，yoy+36.2%（E6）。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2" }),
  ]),
  c("t", M9, "tF", "quarterly", "单Q3营收1,041.86亿元，yoy+12.9%，qoq+10.6%，收入增速较H1的7.3%明显加快。", [
    V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { v: "12.9" }),
    G("revenue", "2025S3", { base: "2025S2", v: "10.6" }),
    G("revenue", "2025H1", { v: "7.3" }),
  ]),
  c(
    "f",
    M9,
    "tBe",
    "quarterly",
    "单Q3归母净利润185.49亿元，同比增速回落至14.1%，利润端明显失速。",
    [V("net_profit", "2025S3", "185.49"), G("net_profit", "2025S3", { v: "14.1", err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  c("t", M9, "tT", "technical", "高位回踩：收盘388.77元，距52周高点424.36元约-8.4%，20日线上方整理。", [
    CLOSE("388.77"),
    HI52({ v: "-8.4", cmp: "approx" }),
    MA(20, "above"),
  ]),
  c(
    "f",
    M9,
    "vT",
    "technical",
    "近20日成交量明显放大，量能是前20日的1.3倍以上。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical" },
  ),
  c("t", M9, "tS", "technical", "从7月底的264.62元算，60个交易日涨了46.92%，空仓的只能看着。", [
    RET(60, { v: "46.92" }),
    CLOSE("264.62", "eq", { date: "2025-07-31" }),
  ]),
  c("u", M9, "fM", "undecidable", "储能电池出货量Q3同比翻倍，储能业务占比持续提升。", [U("分业务出货量不在数据中")]),
  c("u", Q1, "fE", "quarterly", "25Q1营收847.05亿元，yoy-6.2%；归母净利润139.63亿元，增长较快（E6）。", [
    V("revenue", "2025Q1", "847.05"),
    U("2024Q1未存储，同比无法计算"),
    V("net_profit", "2025Q1", "139.63"),
  ]),
  c(
    "f",
    Q1,
    "tBe",
    "annual",
    "2024A营收3,620.13亿元，同比-9.7%；归母净利润507.45亿元，同比-15.0%，量利齐跌。",
    [
      V("revenue", "2024", "3620.13"),
      G("revenue", "2024", { v: "-9.7" }),
      V("net_profit", "2024", "507.45"),
      G("net_profit", "2024", { v: "-15.0", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction" },
  ),
  c("t", Q1, "tB", "annual", "反驳空方：2024年收入虽降9.7%，归母净利润仍+15.0%至507.45亿元，量跌利升。", [
    G("revenue", "2024", { v: "-9.7" }),
    G("net_profit", "2024", { v: "15.0" }),
    V("net_profit", "2024", "507.45"),
  ]),
  c("t", Q1, "tT", "technical", "4月21日MACD金叉，但收盘231.5元仍在60日线和120日线之下，反弹性质。", [
    MACD("golden_cross", 8),
    CLOSE("231.5"),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  c(
    "f",
    Q1,
    "tC",
    "technical",
    "年初至今已跌去三成，距52周高点回撤超40%，趋势全面走坏。",
    [RET("2024-12-31", { v: "-30", cmp: "approx", err: "technical" })],
    { err: "technical" },
  ),
];
