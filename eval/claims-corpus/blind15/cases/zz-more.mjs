// Halves and TTM, a base year, a stance, an extreme of growth rates, a technical slip, and a few open points.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, RET, MA, MACD, CLOSE, PSUM, READ, GDIFF, MCNOW, U } = H;
const mt = H.maker("b15-mo-mt", "600519");
const zs = H.maker("b15-mo-zs", "600036");
const sh = H.maker("b15-mo-sh", "600028");
const wl = H.maker("b15-mo-wl", "000858");
const A = "2026-04-30";

export default [
  mt("u", A, "bear", "quarterly", "2025年下半年归母净利润约369亿元，同比下降约15%，下半年压力集中释放。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    U("2024年上半年未存储，下半年同比无法核验"),
  ]),
  zs(
    "f",
    A,
    "tBe",
    "quarterly",
    "近四个季度营业总收入约3407亿元，比2025全年还少了约30亿元，收入仍在收缩。",
    [
      PSUM(
        [
          ["revenue", "2025", 1],
          ["revenue", "2026Q1", 1],
          ["revenue", "2025Q1", -1],
        ],
        { v: "3407", cmp: "approx" },
      ),
      PSUM(
        [
          ["revenue", "2026Q1", 1],
          ["revenue", "2025Q1", -1],
        ],
        { dir: "down", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "TTM 3407.21亿，比2025全年多约31.9亿" },
  ),
  zs("t", A, "fV", "valuation", "近四季归母净利润合计约1507亿元，按4月30日股价计TTM市盈率约6.4倍。", [
    V("net_profit", "2026Q1TTM", "1507", "亿", "approx"),
    MCNOW("2026Q1TTM", "6.4"),
  ]),
  mt(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流615.22亿元，较2023年的水平下降约三分之一，现金创造能力倒退到多年前。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { base: "2023", v: "-33", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2024年-33.5%；较2023年665.93亿-7.6%" },
  ),
  zs(
    "f",
    A,
    "bull",
    "annual",
    "ROE从14.49%降到13.44%，说明招行主动降杠杆、提质增效，这是利好信号。",
    [READ(PP("roe", "2025", { dir: "down" }), "positive", { err: "stance" })],
    { err: "stance", note: "ROE下滑读作利好" },
  ),
  sh(
    "f",
    A,
    "fQ",
    "annual",
    "2024年销售费用614.22亿元，同比下降约0.4%，降本初见成效。",
    [
      V("selling_expense", "2024", "614.22"),
      G("selling_expense", "2024", { v: "-0.4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "611.64→614.22，+0.42%" },
  ),
  wl(
    "f",
    "2020-05-15",
    "tB",
    "annual",
    "2019年归母净利润增长30%，是2016年以来利润增速最快的一年。",
    [
      G("net_profit", "2019", { v: "30", cmp: "approx" }),
      GDIFF(
        { metric: "net_profit", period: "2019" },
        { metric: "net_profit", period: "2018" },
        { v: "0", cmp: "gt", err: "wrong_extreme" },
      ),
      GDIFF(
        { metric: "net_profit", period: "2019" },
        { metric: "net_profit", period: "2017" },
        { v: "0", cmp: "gt", err: "wrong_extreme" },
      ),
    ],
    { err: "wrong_extreme", note: "2017年+42.6%、2018年+38.4%均更快" },
  ),
  zs("u", "2025-09-05", "fE", "quarterly", "上半年手续费及佣金净收入同比转正，财富管理收入止跌回升。", [
    U("中收明细未存储"),
  ]),
  mt("u", A, "tS", "undecidable", "i茅台平台2025年销售额继续增长，直销占比已接近一半。", [U("渠道与平台销售未存储")]),
  mt(
    "f",
    "2025-10-31",
    "tT",
    "technical",
    "收盘1430.01元跌破年线，不过DIF仍在DEA上方，短线结构尚未破坏。",
    [CLOSE("1430.01"), MA(250, "below"), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "10-28死叉，DIF -7.43 < DEA -4.92" },
  ),
];
