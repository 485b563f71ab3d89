// Writers who are not debate JSON points: 公众号 headlines, 研报 titles, AI 诊股 cards, 股吧 / 雪球 posts, 快讯,
// 晨会纪要, 业绩会纪要, filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, CLOSE, MA, MAORDER, RSI, MACD, VOLR, EV, U, QOQ, PSUM, SPAN, READ } = H;
const { MCNOW, PE, SNAP, DD, HI52, LO52, POS52, X, RET, LIN, PAIR, CAGR, MRET, BAR, HILO } = H;
const mt = H.maker("b81-vo-mt", "600519");
const byd = H.maker("b81-vo-byd", "002594");
const sh = H.maker("b81-vo-sh", "600028");
const A = "2026-04-30";

export default [
  // 快讯 passed on by the news analyst
  mt("t", A, "tN", "quarterly", "【快讯】贵州茅台一季度归母净利272.43亿元，同比增1.47%；营收539.09亿元。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.47" }),
    V("operating_revenue", "2026Q1", "539.09"),
  ]),
  byd(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】比亚迪一季度归母净利润40.85亿元，同比下降35.38%。",
    [V("net_profit", "2026Q1", "40.85"), G("net_profit", "2026Q1", { v: "-35.38", err: "wrong_value" })],
    { err: "wrong_value", note: "同比-55.38%" },
  ),
  // 公众号 headlines
  mt(
    "f",
    A,
    "tN",
    "annual",
    "公众号｜茅台2025年净利润首破900亿，白酒寒冬里一枝独秀",
    [V("net_profit", "2025", "900", "亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "823.20亿" },
  ),
  byd("t", A, "tN", "annual", "【公众号】比亚迪营收破8000亿，净利却掉了近两成，增收不增利的一年", [
    V("revenue", "2025", "8000", "亿", "gt"),
    G("net_profit", "2025", { v: "-20", cmp: "near" }),
    G("revenue", "2025", { dir: "up" }),
  ]),
  // 研报 titles
  mt("t", A, "tF", "annual", "研报｜贵州茅台2025年报点评：收入微降1.2%，分红现金流出672亿，龙头底色不改", [
    G("operating_revenue", "2025", { v: "-1.2", cmp: "approx" }),
    V("dividends_interest_paid", "2025", "672", "亿", "approx"),
  ]),
  sh(
    "f",
    A,
    "tF",
    "annual",
    "研报｜中国石化2024年报点评：归母净利503亿元，同比降16.8%，研发投入增至252亿元",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
      V("research_expense", "2024", "252", "亿", "approx", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "研发费用152.15亿" },
  ),
  byd("t", A, "fE", "quarterly", "研报｜比亚迪2026Q1点评：净利率跌至2.67%，毛利率18.81%同比降约1.3个百分点", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("gross_margin", "2026Q1", "18.81", "%"),
    PP("gross_margin", "2026Q1", { v: "-1.3", cmp: "approx" }),
  ]),
  // AI 诊股 cards
  mt("t", A, "tT", "technical", "【AI诊股·茅台】收盘1384.79｜RSI14 39.6｜MACD死叉｜52周分位19%｜评级：观望", [
    CLOSE("1384.79"),
    RSI("39.6", "approx"),
    MACD("dif_below_dea"),
    POS52({ v: "19", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "AI诊股（中国石化）：收盘5.39，已站上MA20，RSI14约30，建议增持",
    [CLOSE("5.39"), MA(20, "above", { err: "technical" }), RSI("30", "approx")],
    { err: "technical", note: "收盘低于MA20 5.63" },
  ),
  byd("t", A, "tT", "technical", "【AI诊股·比亚迪】收盘102.98｜均线多头｜DIF>0｜20日量比0.68｜评级：持有", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60], "bull"),
    MACD("dif_above_zero"),
    VOLR({ v: "0.68", cmp: "approx" }),
  ]),
  // 股吧 / 雪球 posts
  sh("t", A, "tS", "technical", "股吧：3月两个涨停站上7.8，我没跑，现在5.39，不到两个月亏了三成多，心态崩了", [
    HILO("max", "2026-03-01", { v: "7.8", cmp: "approx" }),
    CLOSE("5.39"),
    DD("2026-03-01", { v: "-30", cmp: "lt" }),
  ]),
  mt(
    "f",
    A,
    "tS",
    "technical",
    "雪球：茅台今年以来跌了快一成，年线都破了，还有人说它是避风港？",
    [SPAN("2025-12-31", { v: "-10", cmp: "near", err: "wrong_period" }), MA(250, "below")],
    { err: "wrong_period", note: "年初至今+0.55%；-9.1%是自2024年末" },
  ),
  byd("u", A, "tS", "undecidable", "雪球：比亚迪估值被杀回30倍以下，机构都在撤，散户还在死扛", [
    U("转增后PE不可核；机构持仓未存储"),
  ]),
  mt("u", A, "fS", "undecidable", "股吧热帖：茅台经销商开始甩货，一季度渠道打款比去年慢了一个月", [
    U("渠道打款与经销商行为未存储"),
  ]),
  // 晨会纪要 passed on by research manager / lead agent
  byd(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要：比亚迪2025年资本开支1568亿，较上年翻倍，现金流承压",
    [V("capex", "2025", "1568", "亿", "approx"), G("capex", "2025", { size: "翻倍", err: "overstatement" })],
    { err: "overstatement", note: "同比+61%，未翻倍" },
  ),
  sh("t", A, "tM", "annual", "晨会要点——中国石化2024年毛利率15.47%、净利率1.87%，仍看炼化周期底部", [
    V("gross_margin", "2024", "15.47", "%"),
    V("net_margin", "2024", "1.87", "%"),
  ]),
  mt("t", A, "fL", "annual", "晨会纪要：茅台2025年归母净利823亿，自2020年以来首次下滑，ROE仍有32.5%", [
    V("net_profit", "2025", "823", "亿", "approx"),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    G("net_profit", "2025", { dir: "down" }),
    V("roe", "2025", "32.5", "%", "approx"),
  ]),
  // 业绩会纪要 passed on by earnings / sentiment roles
  mt("u", A, "fE", "undecidable", "业绩会纪要：管理层表示2026年营收目标增长约5%，不会以压货换增长", [
    U("经营目标与管理层表态未存储"),
  ]),
  byd(
    "f",
    A,
    "fE",
    "annual",
    "业绩说明会记录：公司称2025年经营现金流591亿元，与2024年基本持平",
    [
      V("operating_cash_flow", "2025", "591", "亿", "approx"),
      G("operating_cash_flow", "2025", { size: "基本持平", err: "overstatement" }),
    ],
    { err: "overstatement", note: "同比-55.7%" },
  ),
  sh("u", A, "fS", "undecidable", "业绩会纪要：中国石化称2026年资本支出计划约1600亿元，重点投向新能源", [
    U("资本支出计划未存储"),
  ]),
  // 公众号 reading a fact
  mt(
    "f",
    A,
    "tN",
    "annual",
    "公众号｜茅台2025年归母净利润降至823.20亿元，利润下滑反倒是实打实的利好",
    [V("net_profit", "2025", "823.20"), READ(G("net_profit", "2025", { dir: "down" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润下滑读作利好" },
  ),
  byd("t", A, "tN", "announcement", "快讯：比亚迪3月28日公告2025年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-28", title: "2025年度利润分配" }),
  ]),
];
