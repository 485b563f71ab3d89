// The writers who are not debate JSON points: 快讯, 公众号 headlines, 研报 titles, 诊股 cards, 股吧 / 雪球 posts,
// 晨会纪要, 业绩会纪要 — filed under the role that would pass such text on. 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, LO52, EV, U, SPAN, PE, MCNOW, IND, READ } =
  H;
const mt = H.maker("b39-vo-mt", "600519");
const zs = H.maker("b39-vo-zs", "600036");
const byd = H.maker("b39-vo-byd", "002594");
const sh = H.maker("b39-vo-sh", "600028");
const A = "2026-04-30";

export default [
  mt(
    "t",
    A,
    "tN",
    "quarterly",
    "【快讯】贵州茅台一季度营收539.09亿元，同比增6.54%；归母净利272.43亿元，同比增1.47%。",
    [
      V("operating_revenue", "2026Q1", "539.09"),
      G("operating_revenue", "2026Q1", { v: "6.54" }),
      V("net_profit", "2026Q1", "272.43"),
      G("net_profit", "2026Q1", { v: "1.47" }),
    ],
  ),
  mt(
    "f",
    A,
    "tS",
    "quarterly",
    "茅台2026一季报出炉：净利润大增，王者归来！",
    [G("net_profit", "2026Q1", { size: "大增", err: "overstatement" })],
    { err: "overstatement", note: "同比+1.47%" },
  ),
  mt(
    "f",
    A,
    "fS",
    "annual",
    "雪球热帖：茅台25年营收1720亿，比22年只多了14%左右，增长早就见顶了。",
    [
      V("revenue", "2025", "1720", "亿", "approx"),
      G("revenue", "2025", { base: "2022", v: "14", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2022年+34.9%；+14.3%是较2023年" },
  ),
  mt("t", A, "fS", "technical", "雪球：现价1384.79，比去年底1377.18只涨了0.55%，较前年末1524还低约9%。", [
    CLOSE("1384.79"),
    CLOSE("1377.18", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "0.55" }),
    CLOSE("1524", "eq", { date: "2024-12-31" }),
    RET("2024-12-31", { v: "-9", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "fSy",
    "annual",
    "研报标题｜贵州茅台2025年报点评：归母净利润同比+10.2%，龙头韧性凸显",
    [G("net_profit", "2025", { v: "10.2", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "+10.2%是较2023年；同比-4.53%" },
  ),
  mt("t", A, "tM", "valuation", "晨会纪要｜茅台：25年净利823亿(-4.5%)，26Q1净利272亿(+1.5%)，现价约21倍PE。", [
    V("net_profit", "2025", "823", "亿", "approx"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    V("net_profit", "2026Q1", "272", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    MCNOW("2025", "21"),
  ]),
  mt(
    "f",
    A,
    "tS",
    "annual",
    "股吧：经营现金流少了三成多，说明公司在给经销商让利，长期看是利好！",
    [READ(G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }), "positive", { err: "stance" })],
    { err: "stance", note: "现金流下滑读作利好" },
  ),
  mt("u", A, "fL", "undecidable", "业绩会纪要：公司称2026年将控量稳价，i茅台渠道销售占比继续提升。", [
    U("经营计划与渠道占比"),
  ]),
  zs("t", A, "fSy", "annual", "研报标题｜招商银行2025年报点评：归母净利润首破1500亿元，营收基本持平", [
    V("net_profit", "2025", "1500", "亿", "gt"),
    V("net_profit", "2024", "1500", "亿", "lt"),
    MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    G("revenue", "2025", { size: "基本持平" }),
  ]),
  zs("t", A, "tT", "technical", "【AI诊股】招商银行 技术面：短期均线空头排列｜MACD死叉｜RSI 36｜距52周低点约2.6%", [
    MAORDER([5, 10, 20], "bear"),
    MACD("death_cross", 5),
    RSI("36", "approx"),
    LO52({ v: "2.6", cmp: "approx" }),
  ]),
  zs("t", A, "tN", "quarterly", "快讯：招商银行一季度归母净利378.52亿元，同比增1.52%；营收869.40亿元，同比增3.81%。", [
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.81" }),
  ]),
  zs(
    "f",
    A,
    "tS",
    "industry",
    "雪球：招行负债率九成，杠杆比地产商还夸张，我先跑为敬。",
    [V("debt_ratio", "2025", "90", "%", "approx"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约90%属常态" },
  ),
  zs(
    "f",
    A,
    "tN",
    "annual",
    "公众号：招行营收三年不增，2025年营业总收入较2023年下降约2.1%。",
    [G("revenue", "2025", { base: "2023", v: "-2.1", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2023年-0.47%；-2.1%是较2022年" },
  ),
  zs("u", A, "fL", "undecidable", "业绩会：管理层预计2026年净息差降幅明显收窄，不良生成率保持平稳。", [
    U("管理层预期与息差"),
  ]),
  byd("t", A, "tM", "annual", "晨会：比亚迪25年营收8040亿(+3.5%)，归母326亿(-19%)，26Q1利润再降55%，维持谨慎。", [
    V("revenue", "2025", "8040", "亿", "approx"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    V("net_profit", "2025", "326", "亿", "approx"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
  ]),
  byd(
    "f",
    A,
    "tS",
    "quarterly",
    "股吧：一季度利润腰斩，利空出尽就是利好，明天必涨！",
    [READ(G("net_profit", "2026Q1", { size: "腰斩" }), "positive", { err: "stance" }), U("次日走势")],
    { err: "stance", note: "利润腰斩读作利好" },
  ),
  byd(
    "f",
    A,
    "fSy",
    "annual",
    "研报标题｜比亚迪2025年报点评：营收创新高，归母净利润亦创历史新高",
    [
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
      MAX("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "利润高点是2024年402.54亿" },
  ),
  byd("t", A, "tN", "announcement", "快讯：比亚迪3月28日发布2025年度利润分配方案公告。", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度利润分配" }),
  ]),
  byd(
    "f",
    A,
    "tS",
    "quarterly",
    "比亚迪一季度营收大幅下滑，价格战彻底失控。",
    [G("revenue", "2026Q1", { size: "大幅下滑", err: "overstatement" })],
    { err: "overstatement", note: "-11.8%" },
  ),
  byd("t", A, "tT", "technical", "【诊股】比亚迪 均线多头排列｜站上全部均线｜RSI 52｜20日量能萎缩约三成", [
    MAORDER([5, 10, 20, 60, 120], "bull"),
    MA(120, "above"),
    RSI("52", "approx"),
    H.VOLR({ v: "0.7", cmp: "approx" }),
  ]),
  byd("t", A, "fS", "annual", "雪球：负债率70.74%，比2023年的77.86%降了7个多点，这点得承认。", [
    V("debt_ratio", "2025", "70.74", "%"),
    V("debt_ratio", "2023", "77.86", "%"),
    PP("debt_ratio", "2025", { base: "2023", v: "-7", cmp: "lt" }),
  ]),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】中国石化 收盘5.39元，创52周收盘新低，趋势极弱。",
    [CLOSE("5.39"), LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周最低收盘价低于5.39" },
  ),
  sh(
    "f",
    A,
    "tN",
    "annual",
    "中国石化2024年净利润腰斩至503亿元。",
    [V("net_profit", "2024", "503", "亿", "approx"), G("net_profit", "2024", { size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "-16.8%" },
  ),
  sh("t", A, "tM", "valuation", "晨会：中国石化24年营收3.07万亿(-4.3%)，归母503亿(-16.8%)，PE约13倍，维持中性。", [
    V("operating_revenue", "2024", "3.07", "万亿", "approx"),
    G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("net_profit", "2024", "503", "亿", "approx"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    PE("2024", "13"),
  ]),
  sh(
    "f",
    A,
    "fSy",
    "annual",
    "研报标题｜中国石化：研发投入创新高，但2024年净利润创五年新低",
    [
      MAX("research_expense", "2024", ["2020", "2021", "2022", "2023", "2024"]),
      MIN("net_profit", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年332.71亿更低" },
  ),
  sh("u", A, "tN", "announcement", "快讯：中国石化公告拟回购不超过20亿元A股。", [U("中国石化只采集年报公告")]),
];
