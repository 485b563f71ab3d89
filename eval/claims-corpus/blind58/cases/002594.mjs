// 比亚迪: FY2021-2025 (and 2017-2019), quarters 2024H1..2026Q1 (Tushare), bars only from 2025-07-29 (52-week figures
// and PE at today's close are undecidable), notices of dividends / ESOP collected, no financing notices.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, VOLR, EV, U, X, QOQ, LIN, PSUM } = H;
const c = H.maker("b58-yd", "002594");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "annual", "2025年归母净利润326.19亿元，同比下滑约19%，结束了2021年以来的连续增长。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润326.19亿元，同比还增长了19%左右，价格战里照样赚钱。",
    [
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { v: "19", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-18.97%" },
  ),
  c("t", A, "fE", "annual", "营收由7771.02亿元小幅抬升到8039.65亿元，同比只增约3.5%。", [
    V("revenue", "2024", "7771.02"),
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx", size: "小幅增长" }),
  ]),
  c("t", A, "fR", "quarterly", "今年一季度营收1502.25亿元，同比下降约11.8%；归母净利40.85亿元同比腰斩，降幅约55%。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx", size: "腰斩" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度净利率回到5.54%，利润率已经止跌。",
    [V("net_margin", "2026Q1", "5.54", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "5.54%是2025年一季度；2026年一季度2.67%" },
  ),
  c("t", A, "fQ", "quarterly", "2026Q1净利率只有2.67%，不到去年同期5.54%的一半。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    X("net_margin", "2026Q1", "2025Q1", { v: "0.5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "资本开支1568.08亿元，大约是经营现金流的1.9倍，扩张明显超出造血能力。",
    [
      V("capex", "2025", "1568.08"),
      R("capex", "operating_cash_flow", "2025", "1.9", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1568.08/591.36=2.65倍" },
  ),
  c(
    "t",
    A,
    "tBe",
    "annual",
    "经营现金流1334.54亿→591.36亿，降幅过半；资本开支反增到1568.08亿，自由现金流约-977亿元。",
    [
      V("operating_cash_flow", "2024", "1334.54"),
      V("operating_cash_flow", "2025", "591.36"),
      G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
      V("capex", "2025", "1568.08"),
      G("capex", "2025", { dir: "up" }),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "-977", cmp: "approx" },
      ),
    ],
  ),
  c(
    "t",
    A,
    "tT",
    "technical",
    "MA5 102.33>MA10 102.15>MA20 101.93>MA60 98.35，多头排列，收盘102.98元站上这几条均线。",
    [
      MA(5, "value", { v: "102.33" }),
      MA(10, "value", { v: "102.15" }),
      MA(20, "value", { v: "101.93" }),
      MA(60, "value", { v: "98.35" }),
      MAORDER([5, 10, 20, 60], "bull"),
      CLOSE("102.98"),
      MA(5, "above"),
      MA(10, "above"),
      MA(20, "above"),
      MA(60, "above"),
    ],
  ),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF 0.521已上穿DEA，MACD金叉成立，可以右侧加仓。",
    [MACD("dif_value", 0, { v: "0.521" }), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "DEA 0.594，DIF在下方" },
  ),
  c("u", A, "tT", "undecidable", "距52周高点仍有约12%的空间，上方抛压不算重。", [HI52({ v: "-12", cmp: "approx" })], {
    note: "连续日线始于2025-07-29，不足52周",
  }),
  c("t", A, "tS", "technical", "60个交易日涨了约12.2%，但近20日均量只有前20日的七成左右，量能明显萎缩。", [
    RET(60, { v: "12.2", cmp: "approx" }),
    VOLR({ v: "0.7", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日公告2025年度利润分配方案，同日披露2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "解锁条件未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司年初推出A股回购计划，拟回购金额不低于20亿元，护盘态度鲜明。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  c("t", A, "tN", "announcement", "2024年度利润分配叠加资本公积转增股本的方案，已于2025年7月22日公告实施。", [
    EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "实施" }),
  ]),
  c("u", A, "tN", "undecidable", "今年3月公司完成H股配售，募资约435亿港元，现金储备进一步充实。", [
    U("比亚迪融资类公告未收录"),
  ]),
  c("t", A, "tM", "annual", "毛利率从19.44%降到17.74%，少了1.7个百分点，2026年一季度回升至18.81%。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
    V("gross_margin", "2026Q1", "18.81", "%"),
    PP("gross_margin", "2026Q1", { base: "2025", dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "8039.65亿元的营业总收入，较2023年只增长了3.5%，两年几乎停滞。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { base: "2023", v: "3.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+33.5%" },
  ),
  c("t", A, "tP", "annual", "资产负债率由74.64%降到70.74%，降了约3.9个百分点；一季末70.94%，基本持平。", [
    V("debt_ratio", "2024", "74.64", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
    V("debt_ratio", "2026Q1", "70.94", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年三季度单季归母净利92.86亿元，较二季度的63.56亿元环比回升。",
    [
      V("net_profit", "2025S3", "92.86", "亿", "eq", { err: "wrong_period" }),
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S3", "2025S2", { dir: "up" }),
    ],
    { err: "wrong_period", note: "92.86亿是第四季度单季；三季度78.23亿" },
  ),
  c("t", A, "fSy", "quarterly", "2025年下半年归母净利约171.08亿元，比上半年的155.11亿元略多一些。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "171.08" },
    ),
    V("net_profit", "2025H1", "155.11"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年营收同比增长3.5%，继续保持高速增长。",
    [
      G("revenue", "2025", { v: "3.5", cmp: "approx" }),
      G("revenue", "2025", { size: "高速增长", err: "overstatement" }),
    ],
    { err: "overstatement" },
  ),
  c("u", A, "tB", "undecidable", "2025年新能源车销量约460万辆，其中海外销量同比翻倍，出海是最大看点。", [
    U("销量与海外业务未存储"),
  ]),
  c("t", A, "vF", "annual", "归母净利润2021-2024年连续三年增长，从30.45亿做到402.54亿，2025年才回落到326.19亿。", [
    V("net_profit", "2021", "30.45"),
    V("net_profit", "2024", "402.54"),
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "RSI已冲到72，超买迹象明显，短线追高风险大。",
    [RSI("72", "eq", { err: "technical" }), RSI("70", "gt", { err: "technical" })],
    { err: "technical", note: "RSI14为52.43" },
  ),
  c("t", A, "tTr", "technical", "最近5个交易日由99.98元涨到102.98元，正好涨了3.00%。", [
    CLOSE("102.98"),
    RET(5, { v: "3.00" }),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "年末货币资金854.25亿元，比上年的1027.39亿元少了约173亿元。",
    [
      V("cash", "2025", "854.25", "亿", "eq", { err: "wrong_value" }),
      V("cash", "2024", "1027.39"),
      {
        k: "change",
        metric: "cash",
        period: "2025",
        mode: "abs",
        u: "亿",
        v: "-173",
        cmp: "approx",
        err: "wrong_value",
      },
    ],
    { err: "wrong_value", note: "2025年末754.25亿，少273.14亿" },
  ),
  c("t", A, "tC", "annual", "商誉44.28亿元已连续三年未变，占8837亿总资产的比重仅约0.5%。", [
    V("goodwill", "2023", "44.28"),
    V("goodwill", "2024", "44.28"),
    V("goodwill", "2025", "44.28"),
    R("goodwill", "total_assets", "2025", "0.5", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "tM", "quarterly", "2025年第四季度单季营收2376.99亿元，比2024年同期少了约13.5%。", [
    V("revenue", "2025S4", "2376.99"),
    G("revenue", "2025S4", { v: "-13.5", cmp: "approx" }),
  ]),
  c("u", A, "tP", "valuation", "按现价测算总市值约9400亿元，PE(TTM)约34倍，估值已经不便宜。", [
    U("转增后股本变化，现价PE无法由2025-07-04快照推得"),
  ]),
];
