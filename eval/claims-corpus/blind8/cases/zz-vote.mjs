// Vote lenses (基本面 / 技术面 / 消息面) and adversarial rebuttals: short points, mostly one-error ones.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, RET, MA, RSI, MACD, EV, U, D } = H;
const { POS52, PAIR } = H;
const A = "2026-04-30";
const mt = H.maker("b8-x-mt", "600519");
const nd = H.maker("b8-x-nd", "300750");
const yd = H.maker("b8-x-yd", "002594");
const zs = H.maker("b8-x-zs", "600036");
const pa = H.maker("b8-x-pa", "601318");
const sh = H.maker("b8-x-sh", "600028");
const wl = H.maker("b8-x-wl", "000858");

export default [
  mt(
    "f",
    A,
    "vF",
    "annual",
    "基本面：2025年经营现金流615.22亿元，同比增长33.46%，现金流强劲。",
    [G("operating_cash_flow", "2025", { v: "33.46", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  mt(
    "f",
    A,
    "vT",
    "technical",
    "技术面：RSI(14)约60、价格在60日线下方，多空胶着。",
    [RSI("60", "approx", { err: "technical" }), MA(60, "below")],
    { err: "technical" },
  ),
  mt("u", A, "vN", "undecidable", "消息面：公司将于5月召开股东大会审议分红议案，市场关注度高。", [
    U("晚于存储数据的事件"),
  ]),
  nd(
    "f",
    A,
    "vF",
    "quarterly",
    "基本面：一季度归母净利润207.38亿元，同比增长58.52%，远超营收增速。",
    [G("net_profit", "2026Q1", { v: "58.52", err: "wrong_value" })],
    { err: "wrong_value", note: "+48.52%，低于营收的+52.45%" },
  ),
  nd("t", A, "vF", "quarterly", "基本面：一季度营收增速52.45%略快于利润增速48.52%，净利率同比仅微升0.06个百分点。", [
    G("revenue", "2026Q1", { v: "52.45" }),
    G("net_profit", "2026Q1", { v: "48.52" }),
    PP("net_margin", "2026Q1", { v: "0.06" }),
  ]),
  nd(
    "f",
    A,
    "vN",
    "announcement",
    "消息面：4月公司发布股份回购进展公告，回购仍在进行中。",
    [
      EV("repurchase", true, { from: "2026-04-01", title: "进展" }),
      EV("repurchase", false, { from: "2026-04-01", title: "回购结果", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "4月2日的进展公告之后，4月7日已公告回购结果" },
  ),
  yd(
    "f",
    A,
    "vT",
    "technical",
    "技术面：MACD于4月中旬金叉，DIF上穿DEA。",
    [MACD("golden_cross", 15, { err: "technical" })],
    { err: "technical" },
  ),
  yd(
    "f",
    A,
    "vF",
    "annual",
    "基本面：2025年毛利率17.74%，同比提升1.69个百分点。",
    [PP("gross_margin", "2025", { v: "1.69", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  yd(
    "t",
    A,
    "vN",
    "announcement",
    "消息面：3月28日同日披露利润分配方案和员工持股计划解锁条件未成就公告，后者偏负面。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
    ],
  ),
  zs("u", A, "vN", "announcement", "消息面：公司2026年以来发布了员工持股计划公告。", [U("招行只存储年报公告")]),
  zs(
    "f",
    A,
    "vF",
    "quarterly",
    "基本面：一季度归母净利润378.52亿元，同比下降1.52%。",
    [G("net_profit", "2026Q1", { v: "-1.52", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  pa(
    "f",
    A,
    "vT",
    "technical",
    "技术面：MACD于4月7日死叉，空头占优。",
    [MACD("death_cross", 20, { err: "technical" })],
    { err: "technical", note: "4月7日为金叉" },
  ),
  pa(
    "f",
    A,
    "vF",
    "annual",
    "基本面：2025年经营现金流6586.32亿元，约为归母净利润的2.9倍。",
    [R("operating_cash_flow", "net_profit", "2025", "2.9", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约4.89倍" },
  ),
  sh(
    "f",
    A,
    "vT",
    "technical",
    "技术面：近20个交易日上涨约8.5%，量能温和放大。",
    [RET(20, { v: "8.5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  wl(
    "f",
    A,
    "vT",
    "technical",
    "技术面：股价位于52周区间中部，RSI约28偏弱，方向不明。",
    [POS52({ v: "50", cmp: "approx", err: "technical" }), RSI("28", "approx")],
    { err: "technical" },
  ),
  // adversarial rebuttals
  mt(
    "f",
    A,
    "bull",
    "annual",
    "空方说现金流恶化，可2025年经营现金流615.22亿元，仍是2019年以来的第二高。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      H.RANK("operating_cash_flow", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], "max", 2, {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "2024年924.64、2023年665.93、2021年640.29都更高，排第四" },
  ),
  mt("t", A, "bear", "annual", "多方说现金流仍高，可2025年经营现金流615.22亿元在2019年以来七年中只排第四。", [
    H.RANK("operating_cash_flow", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], "max", 4),
  ]),
  nd(
    "f",
    A,
    "bear",
    "annual",
    "多方说利润创新高，但2025年归母净利润722.01亿元仍低于2023年水平。",
    [PAIR("net_profit", "2025", undefined, { period2: "2023", mode: "lt", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  nd("t", A, "bull", "quarterly", "空方说一季度环比下滑，但207.38亿元的一季度利润仍比上年同期多赚约68亿元。", [
    V("net_profit", "2026Q1", "207.38"),
    D("net_profit", "2026Q1", { v: "68", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度利润207.38亿元，比上年同期多赚约86亿元。",
    [D("net_profit", "2026Q1", { v: "86", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "多约67.75亿元" },
  ),
  yd(
    "f",
    A,
    "bull",
    "annual",
    "空方只看利润，可2025年经营现金流591.36亿元同比增长55.69%，造血能力更强。",
    [G("operating_cash_flow", "2025", { v: "55.69", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  yd("t", A, "bear", "annual", "多方说规模领先，但2025年比亚迪归母净利润326.19亿元，不到宁德时代722.01亿元的一半。", [
    V("net_profit", "2025", "326.19"),
    V("net_profit", "2025", "722.01", "亿", "eq", { t: "300750" }),
    PAIR("net_profit", "2025", "300750", { v: "0.5", cmp: "lt" }),
  ]),
  zs(
    "f",
    A,
    "bull",
    "annual",
    "空方说零增长，可2025年归母净利润同比多赚约28亿元。",
    [D("net_profit", "2025", { v: "28", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "多约17.9亿元" },
  ),
  zs("t", A, "bull", "annual", "空方说零增长，可2025年归母净利润仍比上年多赚约18亿元。", [
    D("net_profit", "2025", { v: "18", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "bear",
    "annual",
    "多方说利润回升，但2025年归母净利润仍比2020年低约10%。",
    [G("net_profit", "2025", { base: "2020", v: "-10", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "较2020年1430.99亿元低约5.8%" },
  ),
  pa("u", A, "bull", "undecidable", "空方忽视了平安的内含价值每股已超过80元，股价不到其0.75倍。", [U("内含价值")]),
  sh(
    "f",
    "2025-04-30",
    "bull",
    "annual",
    "空方说利润下滑，可2024年扣非归母净利润同比增长4.71%。",
    [G("deducted_net_profit", "2024", { v: "4.71", err: "wrong_period" })],
    { err: "wrong_period", note: "+4.71%是2023年；2024年-20.82%" },
  ),
  sh("u", "2025-04-30", "bear", "undecidable", "多方忽略了中国石化化工板块连续亏损的事实。", [U("分部业绩")]),
  wl(
    "f",
    "2020-05-15",
    "bear",
    "annual",
    "多方只看增速，可2019年经营现金流同比下降16.51%，回款在变差。",
    [G("operating_cash_flow", "2019", { v: "-16.51", err: "wrong_period" })],
    { err: "wrong_period", note: "-16.51%是2017年；2019年+87.64%" },
  ),
  wl(
    "t",
    "2020-05-15",
    "bull",
    "annual",
    "空方担心回款，可2019年经营现金流231.12亿元同比大增87.64%，创2015年以来新高。",
    [
      G("operating_cash_flow", "2019", { v: "87.64", size: "大增" }),
      MAX("operating_cash_flow", "2019", ["2015", "2016", "2017", "2018", "2019"]),
    ],
  ),
];
