// 宁德时代: FY2021-2025 (and 2018/2019), quarters 2024H1..2026Q1 (no 2024Q1), bars from 2020, notices from 2026-02-09.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOLR, EV, U, CAGR, QOQ } = H;
const { MCNOW, BIAS, LIN, PAIR, GDIFF } = H;
const c = H.maker("b88-nd", "300750");
const A = "2026-04-30";
const YS = ["2018", "2019", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "2025年营收4237.02亿元，同比增长约17%，超过2023年的4009.17亿元，创近五年新高。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    V("revenue", "2023", "4009.17"),
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润722.01亿元，同比增长约24%，量增但利润弹性有限。",
    [V("net_profit", "2025", "722.01"), G("net_profit", "2025", { v: "24", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+42.28%" },
  ),
  c("t", A, "fE", "annual", "归母净利润从507.45亿元跃升到722.01亿元，增幅约42.3%，明显快于营收约17%的增速。", [
    V("net_profit", "2024", "507.45"),
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42.3", cmp: "approx" }),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { dir: "up" }),
  ]),
  c("t", A, "tF", "annual", "毛利率由24.44%升至26.27%，提升约1.8个百分点；净利率18.12%，提高约3.2个百分点。", [
    V("gross_margin", "2024", "24.44", "%"),
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "资产负债率61.94%，较2024年上升约3.3个百分点，扩张期杠杆在抬升。",
    [
      V("debt_ratio", "2025", "61.94", "%"),
      PP("debt_ratio", "2025", { v: "3.3", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较65.24%下降3.30个百分点" },
  ),
  c("t", A, "fR", "annual", "经营现金流1332.20亿元，约为归母净利润的1.85倍，利润含金量很高。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "资本开支由311.80亿元增至423.45亿元，一年翻倍，重资产扩张压力再起。",
    [
      V("capex", "2024", "311.80"),
      V("capex", "2025", "423.45"),
      G("capex", "2025", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+35.8%" },
  ),
  c("t", A, "fS", "annual", "总资产9748.28亿元，同比增长约23.9%，已逼近万亿规模。", [
    V("total_assets", "2025", "9748.28"),
    G("total_assets", "2025", { v: "23.9", cmp: "approx" }),
    V("total_assets", "2025", "10000", "亿", "near"),
  ]),
  c("t", A, "bull", "annual", "归母净利润自2021年的159.31亿元起连续四年增长，四年复合增速约46%。", [
    V("net_profit", "2021", "159.31"),
    UP("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
  ]),
  c("u", A, "tB", "annual", "归母净利润已连续五年增长，2025年达722.01亿元。", [
    V("net_profit", "2025", "722.01"),
    UP("net_profit", ["2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年营收3620.13亿元，同比增长约9.7%，2025年再增约17%至4237.02亿元。",
    [
      V("revenue", "2024", "3620.13"),
      G("revenue", "2024", { v: "9.7", cmp: "approx", dir: "up", err: "wrong_direction" }),
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      V("revenue", "2025", "4237.02"),
    ],
    { err: "wrong_direction", note: "2024年同比-9.70%" },
  ),
  c("u", A, "tN", "undecidable", "2025年动力电池全球装机份额约38%，连续九年位居全球第一。", [U("装机份额未存储")]),
  c("u", A, "fM", "undecidable", "钠离子电池2026年量产后，预计将贡献超百亿元增量收入。", [U("预测")]),
  c("t", A, "fE", "quarterly", "2026年一季度营收1291.31亿元，同比增长约52.5%；归母净利润207.38亿元，增约48.5%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.5", cmp: "approx" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润207.38亿元，同比接近翻倍，业绩进入加速期。",
    [V("net_profit", "2026Q1", "207.38"), G("net_profit", "2026Q1", { size: "接近翻倍", err: "overstatement" })],
    { err: "overstatement", note: "+48.5%" },
  ),
  c("t", A, "tF", "quarterly", "2025年第四季度宁德营收同比增约36.6%，达1406.30亿元，当季归母净利润231.67亿元。", [
    V("revenue", "2025S4", "1406.30"),
    G("revenue", "2025S4", { v: "36.6", cmp: "approx" }),
    V("net_profit", "2025S4", "231.67"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2026年一季度归母净利润207.38亿元，环比2025年四季度增长约10%。",
    [
      V("net_profit", "2026Q1", "207.38"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "10", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-10.5%" },
  ),
  c("t", A, "fQ", "quarterly", "别只看同比：一季度归母净利润207.38亿元，较四季度的231.67亿元环比回落约10%。", [
    V("net_profit", "2026Q1", "207.38"),
    V("net_profit", "2025S4", "231.67"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年前三季度营收2830.72亿元，同比增长约17%。",
    [V("revenue", "2025M9", "2830.72"), G("revenue", "2025M9", { v: "17", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "前三季度+9.28%" },
  ),
  c("t", A, "fM", "quarterly", "近四个季度营收约4681亿元、归母净利润约790亿元，均高于2025年全年。", [
    V("revenue", "2026Q1TTM", "4681", "亿", "approx"),
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    PAIR("revenue", "2026Q1TTM", undefined, { period2: "2025", mode: "gt" }),
    PAIR("net_profit", "2026Q1TTM", undefined, { period2: "2025", mode: "gt" }),
  ]),
  c("t", A, "fS", "quarterly", "2025年上半年营收1788.86亿元，同比增约7.3%，归母净利润增约33.3%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    G("net_profit", "2025H1", { v: "33.3", cmp: "approx" }),
  ]),
  c("t", A, "tF", "quarterly", "一季度末货币资金3519.97亿元，较2025年末的3335.13亿元增加约185亿元。", [
    V("cash", "2026Q1", "3519.97"),
    V("cash", "2025", "3335.13"),
    PAIR("cash", "2026Q1", undefined, { period2: "2025", mode: "diff", u: "亿", v: "185", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "以4月30日收盘价436元计，近四个季度滚动市盈率约25倍。", [
    CLOSE("436"),
    MCNOW("2026Q1TTM", "25"),
  ]),
  c(
    "f",
    A,
    "vF",
    "valuation",
    "按2025年净利润计算，宁德时代市盈率已超40倍，估值透支明显。",
    [MCNOW("2025", "40", "gt", { err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  c("t", A, "tT", "technical", "收盘436元站在MA20至MA250之上，MA10>MA20>MA60>MA120>MA250多头排列。", [
    CLOSE("436"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    MA(250, "above"),
    MAORDER([10, 20, 60, 120, 250], "bull"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘436元仍高于MA5和MA10，短期均线支撑有效。",
    [MA(5, "above", { err: "technical" }), MA(10, "above", { err: "technical" })],
    { err: "technical", note: "MA5 437.69、MA10 438.80均在收盘价之上" },
  ),
  c("t", A, "tT", "technical", "4月28日DIF下穿DEA出现死叉，但DIF约11.76仍在零轴上方。", [
    MACD("death_cross", 3),
    MACD("dif_value", undefined, { v: "11.76" }),
    MACD("dif_above_zero"),
  ]),
  c("t", A, "tS", "technical", "近250个交易日股价由225.46元涨到436元，涨幅约93%，接近翻倍。", [
    CLOSE("436"),
    RET(250, { v: "93", cmp: "approx", size: "接近翻倍" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "股价较52周低点231.2元已涨逾120%，趋势极强，回调即是机会。",
    [LO52({ cond: "level", v: "231.2" }), LO52({ v: "120", cmp: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "+88.6%" },
  ),
  c("t", A, "tT", "technical", "60日乖离率约11.3%，RSI14约56，短线还没进入超买区。", [
    BIAS(60, { v: "11.3", cmp: "approx" }),
    RSI("56", "approx"),
    RSI("70", "lt"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "收盘436元刷新52周新高，上方已无套牢盘。",
    [CLOSE("436"), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周高点460元" },
  ),
  c("t", A, "fM", "technical", "今年以来股价由367.26元升至436元，涨约18.7%，距52周高点460元仅差约5%。", [
    RET("2025-12-31", { v: "18.7", cmp: "approx" }),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
  ]),
  c("t", A, "tN", "announcement", "2026年2月公司发布A股员工持股计划草案，4月又授予预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-01", to: "2026-02-28" }),
    EV("equity_incentive", true, { from: "2026-04-01", title: "预留" }),
  ]),
  c("t", A, "tN", "announcement", "公司4月7日披露A股回购结果暨股份变动公告，本轮回购实施完毕。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "宁德时代3月公告向特定对象发行A股募资扩产，股本摊薄在即。",
    [EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  c("t", A, "fT", "announcement", "公司3月10日披露2025年度利润分配预案，同时提请授权制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c("u", A, "tS", "undecidable", "近期宁德时代融资余额大增，杠杆资金抢筹明显。", [U("融资余额未存储")]),
];
