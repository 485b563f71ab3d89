// Rebuttals that quote the other side's figure, risk debaters, vote lenses, rulings. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, EV, RET, CLOSE, MA, MAORDER, RSI, LO52, PE, U, READ, LIN, GDIFF, QOQ, VOLR } = H;
const zs = H.maker("b48-rzs", "600036");
const by = H.maker("b48-rby", "002594");
const sh = H.maker("b48-rsh", "600028");
const wl = H.maker("b48-rwl", "000858");
const A = "2026-04-30";

export default [
  zs(
    "t",
    A,
    "bear",
    "annual",
    "对方称净利润增长1.2%足见稳健，可营收3375.32亿元只比上年多0.44亿元，收入端其实原地踏步。",
    [
      G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
      V("revenue", "2025", "3375.32"),
      D("revenue", "2025", { v: "0.44" }),
      G("revenue", "2025", { size: "基本持平" }),
    ],
  ),
  zs(
    "f",
    A,
    "bull",
    "quarterly",
    "空方盯着ROE跌到13.44%，却没看到一季度ROE 3.37%同比已经回升。",
    [
      V("roe", "2025", "13.44", "%"),
      V("roe", "2026Q1", "3.37", "%"),
      PP("roe", "2026Q1", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025Q1为3.53%，一季度ROE同比回落" },
  ),
  by("t", A, "fT", "quarterly", "质疑方称一季度利润降了55%，核对40.85亿元对91.55亿元，降幅确为约55.4%。", [
    V("net_profit", "2026Q1", "40.85"),
    V("net_profit", "2025Q1", "91.55"),
    G("net_profit", "2026Q1", { v: "-55.4", cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "fQ",
    "annual",
    "信任方引用的营收增长3.5%站不住，2025年营收实际是同比下滑的。",
    [G("revenue", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+3.46%" },
  ),
  by("t", A, "tC", "annual", "激进派只盯着营收8039.65亿元，却没看到自由现金流由正转负，已接近-977亿元。", [
    V("revenue", "2025", "8039.65"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2024",
      { v: "0", cmp: "gt" },
    ),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "near" },
    ),
  ]),
  by(
    "f",
    A,
    "tA",
    "annual",
    "保守派担心负债，可负债率已经降到60%出头，杠杆并不高。",
    [V("debt_ratio", "2025", { ...H.IN("60", "63"), err: "wrong_value" }, "%")],
    { err: "wrong_value", note: "70.74%" },
  ),
  sh("t", A, "tNe", "annual", "两边各执一词，但2024年营收降约4.3%、归母利润降约16.8%，利润降幅远大于收入。", [
    G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    GDIFF(
      { metric: "net_profit", period: "2024" },
      { metric: "operating_revenue", period: "2024" },
      { v: "-10", cmp: "lt" },
    ),
  ]),
  zs("t", A, "tP", "valuation", "维持持有：PB约0.85倍给了安全垫，但股价在5日、20日、60日、250日线下方，不宜加仓。", [
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    MA(5, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
  ]),
  wl(
    "f",
    A,
    "tP",
    "technical",
    "维持观望：股价已在250日线116.47元上方企稳，但缺少基本面催化。",
    [MA(250, "value", { v: "116.47" }), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘97.08元远在MA250下方" },
  ),
  zs("t", A, "vF", "annual", "2025年归母净利润1501.81亿元、ROE 13.44%，盈利稳但不再成长，投持有票。", [
    V("net_profit", "2025", "1501.81"),
    V("roe", "2025", "13.44", "%"),
    G("net_profit", "2025", { size: "微增" }),
  ]),
  sh("t", A, "vT", "technical", "5/10/20/60日均线空头排列、RSI约30、量能萎缩到前期六成，投卖出票。", [
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("30", "approx"),
    VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  by("u", A, "vN", "undecidable", "海外工厂投产加速，欧盟关税影响有限，投买入票。", [U("新闻与海外产能未存储")]),
  zs("u", A, "vN", "announcement", "公司近期公告了A股回购计划，释放积极信号，投买入票。", [
    U("招行回购类公告不在收录范围"),
  ]),
  by("t", A, "fL", "quarterly", "裁定：空方关于利润下滑的论据成立——2025年归母净利润降约19%，四季度单季降约38%。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "fL",
    "annual",
    "裁定多方胜出：2024年扣非净利润480.57亿元，同比增长约20.8%。",
    [
      V("deducted_net_profit", "2024", "480.57"),
      G("deducted_net_profit", "2024", { v: "20.8", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-20.82%" },
  ),
  wl("t", A, "tM", "technical", "基本面双方各说各话，价格上没有争议：近一年跌约26%，RSI约28。", [
    RET(250, { v: "-26", cmp: "approx" }),
    RSI("28", "approx"),
  ]),
  by("t", A, "tTr", "technical", "股价102.98元在20日线101.93元上方，以20日线作止损参考，轻仓试多。", [
    CLOSE("102.98"),
    MA(20, "value", { v: "101.93" }),
    MA(20, "above"),
  ]),
  zs(
    "f",
    A,
    "tTr",
    "technical",
    "执行减仓：收盘38.27元已经跌破52周低点37.31元。",
    [CLOSE("38.27"), LO52({ cond: "level", v: "37.31" }), LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "38.27元高于52周低点" },
  ),
  sh("t", A, "fQ", "annual", "对方说利润只是小幅波动，实际2024年归母利润503.13亿元，比2021年的712.08亿元少了近三成。", [
    V("net_profit", "2024", "503.13"),
    V("net_profit", "2021", "712.08"),
    G("net_profit", "2024", { base: "2021", v: "-30", cmp: "near" }),
  ]),
  sh(
    "f",
    A,
    "fT",
    "annual",
    "空方说利润连降三年，但2023年归母净利润604.63亿元其实比2022年增长了。",
    [V("net_profit", "2023", "604.63"), G("net_profit", "2023", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2022年670.82亿元，2023年同比-9.9%" },
  ),
  zs("t", A, "bull", "annual", "空方拿营收下滑做文章，可2025年营收3375.32亿元比2024年还多一点，谈不上下滑。", [
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { dir: "up" }),
  ]),
  zs(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度营收同比增3.8%，对多方反倒是利空信号，收入越好息差压力越大。",
    [READ(G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "收入增长读作利空" },
  ),
  by(
    "f",
    A,
    "tNe",
    "quarterly",
    "一季度营收1502.25亿元，环比2025年四季度下降约12%，降幅尚可接受。",
    [
      V("revenue", "2026Q1", "1502.25"),
      QOQ("revenue", "2026Q1", "2025S4", { v: "-12", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-36.8%；-11.8%是同比" },
  ),
  wl("t", A, "fT", "technical", "空方说股价跌回了2019年末以下，核对下来97.08元比当时的133.01元低约27%，说法成立。", [
    CLOSE("97.08"),
    CLOSE("133.01", "eq", { date: "2019-12-31" }),
    RET("2019-12-31", { v: "-27", cmp: "approx" }),
  ]),
  // One slip per point, in the rarer error habits, with true siblings.
  by(
    "f",
    A,
    "tN",
    "announcement",
    "去年9月公司已公告2025年中期利润分配方案，现金回报提速。",
    [EV("dividend", true, { from: "2025-08-01", to: "2025-12-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2025年8月至12月无分红公告" },
  ),
  by(
    "f",
    A,
    "tB",
    "announcement",
    "今年以来公司已公告回购注销部分A股，托底态度鲜明。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  zs(
    "f",
    A,
    "fT",
    "annual",
    "经营现金流4514.57亿元，约为归母净利润的5倍，利润含金量极高。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      R("operating_cash_flow", "net_profit", "2025", "5", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "4514.57/1501.81≈3.0倍" },
  ),
  by(
    "f",
    A,
    "fM",
    "annual",
    "2025年营收8039.65亿元，较2023年仅增长约3.5%，两年几乎没长。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { base: "2023", v: "3.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+33.5%；3.5%是较2024年" },
  ),
  by("t", A, "tC", "quarterly", "一季度末负债率70.94%，比年末的70.74%略升0.2个百分点。", [
    V("debt_ratio", "2026Q1", "70.94", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.2", cmp: "approx" }),
  ]),
  sh("t", A, "tF", "annual", "2022到2024年毛利率15.03%→15.65%→15.47%，始终在15%上下窄幅波动。", [
    V("gross_margin", "2022", "15.03", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    V("gross_margin", "2024", "15.47", "%"),
  ]),
];
