// Points dated 2025-10-31 (nine months 2025 public), 2025-09-05 (H1 2025) and 2025-04-30 (FY2024 and 2025Q1), and
// points that name what was not public yet on their date.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, QOQ, CLOSE, MA, MAORDER, RSI, MACD, HI52, BRK, EV, U, X } = H;
const nd = H.maker("b16-late-nd", "300750");
const yd = H.maker("b16-late-yd", "002594");
const pa = H.maker("b16-late-pa", "601318");
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";

export default [
  // 2025-10-31
  nd(
    "t",
    O,
    "bull",
    "quarterly",
    "前三季度营收2830.72亿元仅增9.3%，归母净利490.34亿元却大增36.2%，利润跑赢收入约27个百分点。",
    [
      V("revenue", "2025M9", "2830.72"),
      G("revenue", "2025M9", { v: "9.3", cmp: "approx" }),
      V("net_profit", "2025M9", "490.34"),
      G("net_profit", "2025M9", { v: "36.2", cmp: "approx", size: "大增" }),
      H.GDIFF(
        { metric: "net_profit", period: "2025M9" },
        { metric: "revenue", period: "2025M9" },
        { v: "27", cmp: "approx" },
      ),
    ],
  ),
  nd(
    "f",
    O,
    "fE",
    "quarterly",
    "三季度单季营收2830.72亿元，同比增长约9%，收入增速仍偏慢。",
    [
      V("revenue", "2025S3", "2830.72", "亿", "eq", { err: "wrong_period" }),
      G("revenue", "2025S3", { v: "9", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "前三季度累计当作单季；单季1041.86亿、+12.9%" },
  ),
  nd("t", O, "fE", "quarterly", "三季度单季归母净利185.49亿元，同比增约41%，环比二季度再增约12%。", [
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
    QOQ("net_profit", "2025S3", "2025S2", { v: "12", cmp: "approx" }),
  ]),
  nd(
    "f",
    O,
    "tT",
    "technical",
    "10月13日MACD形成金叉，月末收于388.77元，短线多头占优。",
    [CLOSE("388.77"), MACD("golden_cross", 20, { err: "technical" })],
    { err: "technical", note: "10月13日为死叉" },
  ),
  nd("u", O, "tN", "undecidable", "公司将在年底前发布2026年分红规划，派息比例有望提升至50%。", [
    U("2026-02-09前公告未收录，且为预期"),
  ]),
  yd("t", O, "bear", "quarterly", "三季度单季归母净利78.23亿元，同比下滑约33%，营收也同比小降约3%。", [
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
    G("revenue", "2025S3", { v: "-3", cmp: "approx" }),
  ]),
  yd(
    "f",
    O,
    "bull",
    "quarterly",
    "前三季度归母净利233.33亿元，同比增长约7.6%，利润仍在正增长区间。",
    [
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025M9", { v: "7.6", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-7.55%" },
  ),
  yd("t", O, "tT", "technical", "收盘100.79元，MA5<MA10<MA20<MA60空头排列，RSI约33逼近超卖。", [
    CLOSE("100.79"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("33", "approx"),
  ]),
  yd(
    "f",
    O,
    "tT",
    "technical",
    "收盘100.79元跌破前5日低点，但已重新站上MA5，短线或见底。",
    [BRK(5, "down"), MA(5, "above", { err: "technical" })],
    { err: "technical", note: "收盘100.79 < MA5 103.33" },
  ),
  pa(
    "u",
    O,
    "fE",
    "undecidable",
    "前三季度归母净利同比增长约11%，三季度单季增速转正。",
    [G("net_profit", "2025M9", { v: "11", cmp: "approx" })],
    { note: "平安2025年季报未存储" },
  ),
  pa("t", O, "tT", "technical", "10月14日MACD金叉，DIF与DEA均在零轴上方，收盘57.83元。", [
    MACD("golden_cross", 14),
    MACD("dif_above_zero"),
    MACD("dea_value", undefined, { v: "0", cmp: "gt" }),
    CLOSE("57.83"),
  ]),
  // 2025-09-05
  nd("t", S, "tT", "technical", "收盘325.11元创52周新高，但RSI升至约73，短线超买。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
  ]),
  nd(
    "f",
    S,
    "fE",
    "quarterly",
    "上半年归母净利304.85亿元，同比增长约33%，营收增速也超过两成。",
    [
      G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
      G("revenue", "2025H1", { v: "20", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "上半年营收+7.3%" },
  ),
  nd("u", S, "bear", "undecidable", "三季度归母净利预计同比增速回落到两成以内。", [U("三季报2025-09-05尚未披露")]),
  yd(
    "t",
    S,
    "fE",
    "quarterly",
    "上半年比亚迪营收增长23.3%达到3712.81亿元，归母净利增幅只有13.8%(155.11亿元)，增收快于增利。",
    [
      V("revenue", "2025H1", "3712.81"),
      G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
      V("net_profit", "2025H1", "155.11"),
      G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
      H.GDIFF(
        { metric: "revenue", period: "2025H1" },
        { metric: "net_profit", period: "2025H1" },
        { v: "0", cmp: "gt" },
      ),
    ],
  ),
  yd("u", S, "tT", "undecidable", "股价跌破60日均线，中期趋势走弱。", [MA(60, "below")], {
    note: "转增后日线始于2025-07-29，不足60根",
  }),
  // 2025-04-30
  nd(
    "f",
    P,
    "bear",
    "annual",
    "2024年营收3620.13亿元，同比下降约9.7%，归母净利也同比下滑。",
    [
      G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
      G("net_profit", "2024", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024年归母净利+15.0%" },
  ),
  nd(
    "u",
    P,
    "fE",
    "quarterly",
    "2025年一季度营收847.05亿元，同比增长约6%，重回增长轨道。",
    [V("revenue", "2025Q1", "847.05"), G("revenue", "2025Q1", { v: "6", cmp: "approx" })],
    { note: "2024Q1未存储" },
  ),
  yd(
    "t",
    P,
    "tN",
    "announcement",
    "4月23日公告2024年度利润分配及资本公积金转增股本方案，3月已披露2025年员工持股计划草案。",
    [
      EV("dividend", true, { from: "2025-04-23", to: "2025-04-23", title: "转增" }),
      EV("equity_incentive", true, { from: "2025-03-01", to: "2025-03-31", title: "草案" }),
    ],
  ),
  yd(
    "f",
    P,
    "fE",
    "annual",
    "2024年归母净利402.54亿元，较2022年增长约34%。",
    [G("net_profit", "2024", { base: "2022", v: "34", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "34%是较2023年；较2022年+142%" },
  ),
  pa("t", P, "fE", "annual", "2024年归母净利1266.07亿元，约为2023年的1.48倍。", [
    V("net_profit", "2024", "1266.07"),
    X("net_profit", "2024", "2023", { v: "1.48", cmp: "approx" }),
  ]),
  pa(
    "u",
    P,
    "bull",
    "undecidable",
    "2025年归母净利润1347.78亿元，在高基数上依然增长稳健。",
    [V("net_profit", "2025", "1347.78")],
    {
      note: "2025年报于2025-04-30尚未披露",
    },
  ),
];
