// Rebuttals that quote and correct the other side, risk debaters, vote lenses, one-slip points and open points.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, CLOSE, MA, RSI, HI52, U, QOQ, RET, PAIR, BRK, IND } = H;
const mt = H.maker("b36-rmt", "600519");
const zh = H.maker("b36-rzh", "600036");
const by = H.maker("b36-rby", "002594");
const sh = H.maker("b36-rsh", "600028");
const A = "2026-04-30";
const S = "2025-09-05";
const O = "2025-10-31";

export default [
  mt(
    "f",
    A,
    "fT",
    "quarterly",
    "对方称利润仍在增长并不准确：2025年净利降约4.5%，今年一季度又降了1.5%。",
    [
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "-1.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "一季度+1.47%" },
  ),
  mt(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度毛利率89.76%，同比掉了超过3个百分点，提价红利已尽。",
    [
      V("gross_margin", "2026Q1", "89.76", "%"),
      PP("gross_margin", "2026Q1", { v: "-3", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "91.97%→89.76%，-2.21pp" },
  ),
  mt("t", A, "fQ", "quarterly", "一季度末负债率12.12%，比年末的16.42%又低了约4.3个百分点。", [
    V("debt_ratio", "2026Q1", "12.12", "%"),
    PAIR("debt_ratio", "2026Q1", "600519", { period2: "2025", mode: "pp", v: "-4.3", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度ROE 10.57%，还略高于去年同期，盈利能力并未下滑。",
    [
      V("roe", "2026Q1", "10.57", "%"),
      PAIR("roe", "2026Q1", "600519", { period2: "2025Q1", mode: "gt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "去年同期10.92%" },
  ),
  mt(
    "f",
    O,
    "bear",
    "quarterly",
    "三季度单季净利192.24亿元，环比二季度继续下滑，颓势未止。",
    [
      V("net_profit", "2025S3", "192.24"),
      QOQ("net_profit", "2025S3", "2025S2", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "二季度185.55亿，环比+3.6%" },
  ),
  mt(
    "f",
    A,
    "vT",
    "technical",
    "技术面：收盘创出20日新低，RSI也已跌破30进入超卖区，可博反弹。",
    [BRK(20, "down"), RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI 39.6" },
  ),
  mt("u", A, "tN", "announcement", "公司公告2025年度每10股派现约270元，分红率创上市以来新高。", [
    U("茅台公告仅存年报"),
  ]),
  mt("u", A, "fM", "technical", "五月中旬茅台有望重新站回60日均线上方。", [U("预测；日期晚于已存日线")]),
  zh("t", A, "bull", "quarterly", "空方说利润停滞，可2025年四个季度单季净利都在360亿以上，最低的四季度也有364亿。", [
    V("net_profit", "2025S1", "360", "亿", "gt"),
    V("net_profit", "2025S2", "360", "亿", "gt"),
    V("net_profit", "2025S3", "360", "亿", "gt"),
    MIN("net_profit", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
    V("net_profit", "2025S4", "364", "亿", "approx"),
  ]),
  zh("u", A, "bear", "annual", "招行ROE已连续五年下滑，从2020年的15%以上一路降到13.44%。", [
    V("roe", "2025", "13.44", "%"),
    U("2020-2023年ROE未存储"),
  ]),
  zh(
    "f",
    A,
    "fQ",
    "quarterly",
    "四季度单季营收861.12亿元，同比又下滑了1.57%，全年收入靠前三季度撑着。",
    [V("revenue", "2025S4", "861.12"), G("revenue", "2025S4", { v: "-1.57", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "单季同比+1.57%" },
  ),
  zh(
    "f",
    A,
    "tC",
    "annual",
    "保守风控：分配股利及偿付利息付现617.52亿元，已超过全年归母净利润的一半。",
    [
      V("dividends_interest_paid", "2025", "617.52"),
      R("dividends_interest_paid", "net_profit", "2025", "50", { u: "%", cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "617.52/1501.81=41.1%" },
  ),
  zh(
    "f",
    S,
    "tA",
    "quarterly",
    "激进风控：二季度单季利润同比增2.67%，单季营收同比也已转正，拐点确认。",
    [G("net_profit", "2025S2", { v: "2.67" }), G("revenue", "2025S2", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "二季度单季营收同比-0.36%" },
  ),
  zh("u", A, "tN", "undecidable", "一季度零售贷款不良生成率环比下降，信用卡风险拐点已现。", [U("资产质量细项未存储")]),
  zh("u", A, "fSy", "undecidable", "综合判断，招行2026年全年净利润有望增长3%左右。", [U("预测")]),
  by(
    "f",
    A,
    "fT",
    "quarterly",
    "更正：一季度毛利率18.81%，比去年同期的20.07%低了约2.6个百分点。",
    [
      V("gross_margin", "2026Q1", "18.81", "%"),
      V("gross_margin", "2025Q1", "20.07", "%"),
      PP("gross_margin", "2026Q1", { v: "-2.6", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-1.26pp" },
  ),
  by(
    "f",
    A,
    "bear",
    "annual",
    "经营现金流只剩591亿元，较2023年下降约56%。",
    [
      V("operating_cash_flow", "2025", "591", "亿", "approx"),
      G("operating_cash_flow", "2025", { base: "2023", v: "-56", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-55.7%是较2024年；较2023年-65.2%" },
  ),
  by("u", A, "tNe", "industry", "中性风控：70.94%的负债率在整车企业里反而偏低，无需担心。", [
    V("debt_ratio", "2026Q1", "70.94", "%"),
    U("同业负债率不在样本"),
  ]),
  by(
    "f",
    A,
    "fR",
    "annual",
    "2024年比亚迪商誉从0.66亿元跳到44.28亿元，并购整合风险需要警惕。",
    [
      V("goodwill", "2022", "0.66"),
      V("goodwill", "2024", "44.28"),
      D("goodwill", "2024", { dir: "up", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "跳升发生在2023年" },
  ),
  by("u", A, "fV", "valuation", "按4月末股价算，比亚迪对应2025年利润的市盈率约25倍。", [
    U("比亚迪快照后股本变动，当前市值无法核验"),
  ]),
  by("u", A, "tT", "technical", "比亚迪距52周高点116.59元回落约11.7%，尚未收复。", [
    HI52({ v: "-11.7", cmp: "approx" }),
  ]),
  by(
    "f",
    S,
    "tBe",
    "quarterly",
    "上半年归母净利155亿元，同比只增3.8%，远落后于营收23%的增速。",
    [
      V("net_profit", "2025H1", "155", "亿", "approx"),
      G("net_profit", "2025H1", { v: "3.8", cmp: "approx", err: "wrong_value" }),
      G("revenue", "2025H1", { v: "23", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "同比+13.8%" },
  ),
  sh(
    "f",
    A,
    "fT",
    "annual",
    "2024年营收30745.62亿元，已是近五年来的最低水平。",
    [
      V("revenue", "2024", "30745.62"),
      MIN("revenue", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年21047.24亿更低" },
  ),
  sh(
    "f",
    A,
    "bull",
    "technical",
    "近20个交易日中石化只跌了约5%，比同期茅台还抗跌。",
    [
      RET(20, { v: "-5", cmp: "approx", err: "wrong_value" }),
      RET(20, { t: "600519", v: "-8.49", cmp: "lt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "中石化20日-8.49%，茅台-5.11%" },
  ),
  sh(
    "f",
    A,
    "fQ",
    "annual",
    "2024年净利率1.87%，较上年提高约0.3个百分点，盈利质量边际改善。",
    [
      V("net_margin", "2024", "1.87", "%"),
      PP("net_margin", "2024", { v: "0.3", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2.18%→1.87%" },
  ),
  sh("u", A, "fE", "announcement", "2025年中石化每股分红0.2元，按现价股息率约3.7%。", [
    U("分红公告不在收集范围，FY2025未存储"),
  ]),
];
