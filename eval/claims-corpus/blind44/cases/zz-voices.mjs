// Writers who are not debate JSON points, filed under the role that would pass such text on: 公众号 headlines, 研报
// titles, 诊股 cards, 股吧 / 雪球 posts, 快讯, 晨会纪要, 业绩会纪要, a quant's signal log. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, MAX, UP, DOWN, CLOSE, MA, RSI, MACD, LO52, VOL, EV, U, POS52, HILO, SPAN, PE, RET } = H;
const catl = H.maker("b44-voc-catl", "300750");
const byd = H.maker("b44-voc-byd", "002594");
const spc = H.maker("b44-voc-spc", "600028");
const A = "2026-04-30";

export default [
  catl("t", A, "tN", "annual", "【速看】宁德时代2025年净利722亿！同比大增42%，一季度又赚207亿", [
    V("net_profit", "2025", "722", "亿", "approx"),
    G("net_profit", "2025", { v: "42", cmp: "approx", size: "大增" }),
    V("net_profit", "2026Q1", "207", "亿", "approx"),
  ]),
  byd(
    "f",
    A,
    "tN",
    "annual",
    "比亚迪2025年报点评：营收8040亿元同比+13%，规模稳居行业前列",
    [
      V("revenue", "2025", "8040", "亿", "approx"),
      G("revenue", "2025", { v: "13", cmp: "approx", err: "wrong_value" }),
      U("行业排名"),
    ],
    { err: "wrong_value", note: "营收同比+3.46%" },
  ),
  spc("t", A, "tT", "technical", "【诊股】中国石化 收盘5.39 | RSI14 30.0 | MA60 6.17 | 位置：52周底部区", [
    CLOSE("5.39"),
    RSI("30.0"),
    MA(60, "value", { v: "6.17", cmp: "approx" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  catl(
    "f",
    A,
    "tS",
    "technical",
    "宁德这波从231涨到436，翻了一倍还多，兄弟们别追了",
    [
      LO52({ cond: "level", v: "231", cmp: "approx" }),
      CLOSE("436"),
      LO52({ v: "100", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "436/231.2=1.89倍，涨88.6%" },
  ),
  byd("t", A, "tS", "quarterly", "比亚迪一季度净利40.85亿，去年同期91.55亿，真就腰斩了", [
    V("net_profit", "2026Q1", "40.85"),
    V("net_profit", "2025Q1", "91.55"),
    G("net_profit", "2026Q1", { size: "腰斩" }),
  ]),
  catl("t", A, "tN", "announcement", "【快讯】宁德时代：2026年科技创新公司债券（第一期）2月12日公告发行结果", [
    EV("bond", true, { from: "2026-02-12", to: "2026-02-12", title: "发行结果" }),
  ]),
  catl(
    "f",
    A,
    "tN",
    "announcement",
    "【快讯】宁德时代3月公告终止2026年A股员工持股计划",
    [EV("equity_incentive", true, { from: "2026-03-01", to: "2026-03-31", title: "终止", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无终止公告；4月为调整价格和授予预留份额" },
  ),
  catl("t", A, "tF", "annual", "业绩会纪要：公司称2025年经营现金流1332亿元创新高，资本开支423亿元同比回升。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    MAX("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    V("capex", "2025", "423", "亿", "approx"),
    G("capex", "2025", { dir: "up" }),
  ]),
  catl("u", A, "tF", "undecidable", "业绩会纪要：管理层给出2026年资本开支指引约600亿元，海外基地占比过半。", [
    U("管理层指引"),
  ]),
  byd("t", A, "tM", "annual", "晨会纪要｜比亚迪：归母净利同比-19.0%，毛利率-1.7pct，维持中性评级", [
    G("net_profit", "2025", { v: "-19.0" }),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  spc(
    "f",
    A,
    "tM",
    "annual",
    "晨会｜中国石化：2024年营收3.07万亿元，归母净利润603亿元，静态PE约13倍",
    [
      V("operating_revenue", "2024", "3.07", "万亿", "approx"),
      V("net_profit", "2024", "603", "亿", "approx", { err: "wrong_value" }),
      PE("2024", "13", "approx"),
    ],
    { err: "wrong_value", note: "归母净利503.13亿元" },
  ),
  spc("t", A, "tS", "technical", "中石化从3月3号的7.82一路跌到5.39，谁在高位接的谁难受", [
    HILO("max", "2026-03-01", { v: "7.82" }),
    CLOSE("5.39"),
  ]),
  catl(
    "f",
    A,
    "tB",
    "quarterly",
    "宁德时代一季度营收翻倍至1291亿元！储能+动力双轮驱动",
    [
      V("revenue", "2026Q1", "1291", "亿", "approx"),
      G("revenue", "2026Q1", { size: "翻倍", err: "overstatement" }),
      U("分部驱动"),
    ],
    { err: "overstatement", note: "同比+52.4%" },
  ),
  spc("t", A, "tF", "annual", "中国石化2024年报点评：归母净利503亿元同比-16.8%，研发投入连续增长", [
    V("net_profit", "2024", "503", "亿", "approx"),
    G("net_profit", "2024", { v: "-16.8" }),
    UP("research_expense", ["2022", "2023", "2024"]),
  ]),
  byd("u", A, "tS", "undecidable", "听说比亚迪下个月要发新一代刀片电池，内部人说能量密度提升三成", [U("传闻")]),
  byd(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】比亚迪 102.98 | MACD：金叉 | 均量：缩量 | 综合评分82",
    [CLOSE("102.98"), MACD("dif_above_dea", 0, { err: "technical" }), VOL("shrink")],
    { err: "technical", note: "DIF<DEA，并非金叉" },
  ),
  catl("t", A, "tTr", "technical", "信号日志 04-30 300750：close 436 < MA5 437.69，MA20 425.02 支撑有效，持仓不变", [
    CLOSE("436"),
    MA(5, "below"),
    MA(5, "value", { v: "437.69" }),
    MA(20, "value", { v: "425.02" }),
    MA(20, "above"),
  ]),
  spc("u", A, "fSy", "undecidable", "中国石化2025年年报点评：归母净利同比小幅下滑，分红率提升至七成以上", [
    G("net_profit", "2025", { size: "小幅下滑" }),
    U("分红率"),
  ]),
  byd("t", A, "tN", "announcement", "公众号：比亚迪3月28日披露2025年度利润分配方案，分红如期而至", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
  ]),
  spc(
    "f",
    A,
    "tS",
    "technical",
    "雪球：中石化今年以来跌了快两成，股息党扛不住了",
    [SPAN("2025-12-31", { v: "-20", cmp: "near", err: "wrong_magnitude" }), U("持有人结构")],
    { err: "wrong_magnitude", note: "年内-12.8%" },
  ),
  catl("t", A, "tM", "technical", "晨会纪要｜宁德时代：近60日+28%，股价位于52周区间九成分位，维持增持", [
    RET(60, { v: "28", cmp: "approx" }),
    POS52({ v: "90", cmp: "approx" }),
  ]),
  byd("t", A, "tF", "annual", "研报标题：比亚迪——营收连续四年增长，2025年归母净利首度回落", [
    UP("revenue", ["2021", "2022", "2023", "2024", "2025"]),
    G("net_profit", "2025", { dir: "down" }),
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  spc("t", A, "tN", "annual", "快讯｜中国石化2024年扣非净利480.57亿元，同比下降20.8%", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-20.8" }),
  ]),
  catl("u", A, "tS", "undecidable", "股吧热帖：宁德被某外资大行上调目标价到600元，周一高开没跑了", [
    U("目标价"),
    U("走势预测"),
  ]),
  spc(
    "f",
    A,
    "tT",
    "technical",
    "【诊股卡】中国石化 | 均线：空头 | RSI：超买 | 建议：减仓",
    [MA(20, "below"), RSI("70", "gt", { err: "technical" })],
    { err: "technical", note: "RSI 30，近超卖而非超买" },
  ),
];
