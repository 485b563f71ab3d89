// 比亚迪: FY2021-2025, quarters 2024H1..2026Q1 (Tushare), bars 2025-07-29..2026-04-30 (52-week figures undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, RET, MA, MAORDER, RSI, MACD, HI52, VOL, EV, U, CAGR, SPAN } = H;
const { LIN, VOLR, PAIR, READ, IND, SNAP, SNAPDIV, IN, CLOSE } = H;
const c = H.maker("b61-byd", "002594");
const A = "2026-04-30";
const Q = ["2025S1", "2025S2", "2025S3", "2025S4"];
const Y = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "2025年归母净利润326.19亿元，同比下滑约19%，此前连续三年的增长到此为止。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "营业总收入8039.65亿元、同比+3.5%，归母净利润也跟着同步增长。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { v: "3.5", cmp: "approx" }),
      G("net_profit", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "归母净利润同比-19.0%" },
  ),
  c("t", A, "fE", "quarterly", "2026年一季度营收1502.25亿元，同比降约11.8%；归母净利40.85亿元，同比跌幅超过一半。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度归母净利润40.85亿元，同比下降约25%，承压但可控。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-25", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比-55.4%" },
  ),
  c("t", A, "tF", "quarterly", "一季度净利率只有2.67%，去年同期还是5.54%，一年掉了近2.9个百分点。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    PP("net_margin", "2026Q1", { v: "-2.9", cmp: "near" }),
  ]),
  c("t", A, "fR", "annual", "经营现金流净额从1334.54亿跌到591.36亿，缩水过半，资本开支反而抬到1568.08亿元。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
    V("capex", "2025", "1568.08"),
    G("capex", "2025", { dir: "up" }),
  ]),
  c("t", A, "tBe", "annual", "自由现金流约-977亿元，资本开支是经营现金流的2.6倍多。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
    R("capex", "operating_cash_flow", "2025", undefined, IN("2.6", "2.7")),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年591.36亿元的经营现金流足以覆盖全年资本开支。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      R("operating_cash_flow", "capex", "2025", "1", { cmp: "ge", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "591.36/1568.08=0.38倍" },
  ),
  c("t", A, "tT", "technical", "5/10/20/60/120日均线多头排列，102.98元的收盘价在所有均线之上。", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD仍维持金叉状态，DIF运行在DEA上方。",
    [MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF 0.521 < DEA 0.594（4月1日死叉）" },
  ),
  c("t", A, "fM", "technical", "近60个交易日上涨约12%，今年以来累计涨了5.4%左右。", [
    RET(60, { v: "12", cmp: "approx" }),
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
  ]),
  c("u", A, "tS", "undecidable", "股价距52周高点还有约12%的空间，上方抛压不大。", [HI52({ v: "-12", cmp: "approx" })]),
  c("t", A, "vT", "technical", "量能明显萎缩，近20日均量不到前20日的七成；RSI14在52附近，方向未明。", [
    VOL("shrink_strong"),
    VOLR({ v: "0.7", cmp: "lt" }),
    RSI("52", "approx"),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司年初公告回购A股股份，护盘意愿明确。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c(
    "t",
    A,
    "fS",
    "announcement",
    "3月28日披露2025年度利润分配方案，同日公告2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "解锁条件未成就" }),
    ],
  ),
  c("t", A, "vN", "announcement", "2024年度分配附带资本公积金转增股本，实施公告在2025年7月22日发布。", [
    EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "转增" }),
  ]),
  c("u", A, "tM", "undecidable", "2026年海外销量目标150万辆，出海有望对冲国内价格战。", [U("销量目标未存储")]),
  c("u", A, "fL", "undecidable", "单车净利已跌破5000元，价格战还在侵蚀利润。", [U("单车利润与销量未存储")]),
  c("t", A, "fSy", "annual", "营收连续四年增长，从2021年的2161.42亿升至8039.65亿，年复合约39%。", [
    UP("revenue", Y),
    V("revenue", "2021", "2161.42"),
    V("revenue", "2025", "8039.65"),
    CAGR("revenue", "2021", "2025", { v: "39", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "营收8039.65亿元创新高，毛利率17.74%也是近两年最高。",
    [
      V("revenue", "2025", "8039.65"),
      MAX("revenue", "2025", Y),
      V("gross_margin", "2025", "17.74", "%"),
      MAX("gross_margin", "2025", ["2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2024年毛利率19.44%更高" },
  ),
  c("t", A, "tC", "annual", "毛利率从19.44%降到17.74%，少了约1.7个百分点，净利率也由5.35%降至4.20%。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
    V("net_margin", "2024", "5.35", "%"),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c(
    "f",
    A,
    "tTr",
    "quarterly",
    "三季度单季归母净利92.86亿元，同比下滑约38%。",
    [
      V("net_profit", "2025S3", "92.86", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S3", { v: "-38", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "92.86亿、-38%是四季度；三季度78.23亿、-32.6%" },
  ),
  c("t", A, "tNe", "quarterly", "去年四个季度里，单季净利最低是二季度的63.56亿元，四季度92.86亿元最高。", [
    V("net_profit", "2025S2", "63.56"),
    MIN("net_profit", "2025S2", Q),
    V("net_profit", "2025S4", "92.86"),
    MAX("net_profit", "2025S4", Q),
  ]),
  c("t", A, "tP", "quarterly", "一季度净利40.85亿元，只有去年四季度92.86亿元的约44%。", [
    V("net_profit", "2026Q1", "40.85"),
    V("net_profit", "2025S4", "92.86"),
    PAIR("net_profit", "2026Q1", undefined, { period2: "2025S4", v: "0.44", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "quarterly",
    "一季度营收同比降11.8%，说明公司在主动去库存，这是正面信号。",
    [
      READ(G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }), "positive", { err: "stance" }),
      U("去库存归因无法核验"),
    ],
    { err: "stance", note: "收入下滑读作利好" },
  ),
  c("t", A, "tF", "annual", "资产负债率从2023年77.86%的高点降到2025年的70.74%，两年下降约7.1个百分点。", [
    V("debt_ratio", "2023", "77.86", "%"),
    MAX("debt_ratio", "2023", Y),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { base: "2023", v: "-7.1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "industry",
    "资产负债率70.74%，和金融企业一样属于经营常态，不必担心。",
    [V("debt_ratio", "2025", "70.74", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "车企不适用金融业的负债常态" },
  ),
  c("t", A, "tS", "annual", "年末货币资金754.25亿元，比上年的1027.39亿元少了约27%。", [
    V("cash", "2025", "754.25"),
    G("cash", "2025", { v: "-27", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "7月4日快照PB约8.33倍，按当日收盘331元算，隐含每股净资产约39.7元。", [
    SNAP("pb", "8.33", "x", "eq"),
    SNAPDIV("pb", "39.7"),
  ]),
  c("u", A, "fV", "undecidable", "按现价算PE约30倍，和特斯拉比仍然便宜。", [U("现价PE与海外同业不可核验")]),
  c("t", A, "tM", "annual", "总资产8837.30亿元，同比增长约12.8%，商誉44.28亿元已连续三年没变。", [
    V("total_assets", "2025", "8837.30"),
    G("total_assets", "2025", { v: "12.8", cmp: "approx" }),
    V("goodwill", "2023", "44.28"),
    V("goodwill", "2024", "44.28"),
    V("goodwill", "2025", "44.28"),
  ]),
];
