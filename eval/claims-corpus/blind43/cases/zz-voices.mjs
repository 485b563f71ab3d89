// Writers who are not debate JSON points: 公众号 headlines, 研报 titles, 诊股 cards, 股吧 / 雪球 posts, 快讯, 晨会纪要,
// 业绩会纪要. Each is filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, VOLR, EV, U, X, PE } = H;
const { POS52, MCNOW, READ, IND } = H;
const mt = H.maker("b43-vmt", "600519");
const zs = H.maker("b43-vzs", "600036");
const pa = H.maker("b43-vpa", "601318");
const wl = H.maker("b43-vwl", "000858");
const A = "2026-04-30";
const O = "2020-05-15";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  mt("t", A, "tN", "annual", "突发！茅台2025年净利823亿元，同比降4.5%，六年来首次下滑", [
    V("net_profit", "2025", "823", "亿", "approx"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx", dir: "down" }),
    UP("net_profit", Y.slice(0, 6)),
  ]),
  mt("t", A, "tS", "quarterly", "茅台一季度经营现金流269亿，去年同期才88亿，这才叫真正的底部信号", [
    V("operating_cash_flow", "2026Q1", "269", "亿", "approx"),
    V("operating_cash_flow", "2025Q1", "88", "亿", "approx"),
    READ(G("operating_cash_flow", "2026Q1", { base: "2025Q1" }), "positive"),
  ]),
  mt("t", A, "fSy", "quarterly", "晨会纪要｜茅台：Q1归母272.4亿(+1.5%)，营收539.1亿，净利率52.2%，维持买入", [
    V("net_profit", "2026Q1", "272.4", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    V("operating_revenue", "2026Q1", "539.1", "亿", "approx"),
    V("net_margin", "2026Q1", "52.2", "%", "approx"),
  ]),
  mt(
    "f",
    A,
    "tS",
    "valuation",
    "茅台按今天收盘价和去年利润算市盈率都30倍了，还说便宜？",
    [MCNOW("2025", "30", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "PE约21.1倍" },
  ),
  mt("t", A, "tN", "annual", "【快讯】贵州茅台2025年报：营收1720.54亿元，归母净利823.20亿元，经营现金流615.22亿元", [
    V("revenue", "2025", "1720.54"),
    V("net_profit", "2025", "823.20"),
    V("operating_cash_flow", "2025", "615.22"),
  ]),
  mt("u", A, "fE", "undecidable", "业绩会纪要：管理层表示2026年营收目标为“持平或小幅增长”", [
    U("管理层指引与目标未存储"),
  ]),
  mt("u", A, "tN", "undecidable", "茅台一季度直营收入占比升至55%，渠道改革成效显现！", [U("渠道分部未存储")]),
  // 招商银行
  zs("t", A, "tF", "annual", "【招商银行年报点评】利润增1.2%稳住基本盘，ROE回落至13.44%", [
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { dir: "down" }),
  ]),
  zs("u", A, "tN", "undecidable", "【快讯】招商银行宣布回购A股股份，金额不超过100亿元", [
    U("招行公告只收年报，回购无法核验"),
  ]),
  zs("u", A, "fE", "undecidable", "业绩会：管理层称2026年净息差降幅将明显收窄，资产质量总体稳定", [
    U("净息差指引未存储"),
    U("资产质量未存储"),
  ]),
  zs(
    "f",
    A,
    "tS",
    "industry",
    "银行负债率九成，这杠杆放在任何公司都是爆雷级别，招行也不例外",
    [V("debt_ratio", "2025", "90", "%", "approx"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约90%是常态" },
  ),
  zs("t", A, "tT", "technical", "【诊股】招商银行 收盘38.27｜52周位置约8.5%｜20日均量比1.10｜均线：空头排列", [
    CLOSE("38.27"),
    POS52({ v: "8.5", cmp: "approx" }),
    VOLR({ v: "1.10", cmp: "approx" }),
    MAORDER([5, 10, 20], "bear"),
  ]),
  zs(
    "f",
    A,
    "tN",
    "annual",
    "招行净利润连续七年增长，说明增长已经到顶，是明确的卖出信号",
    [UP("net_profit", Y), READ(G("net_profit", "2025"), "negative", { err: "stance" })],
    { err: "stance", note: "利润连年增长读作利空" },
  ),
  zs(
    "f",
    A,
    "tF",
    "quarterly",
    "招商银行：Q1归母净利润同比+3.8%，盈利端率先企稳",
    [G("net_profit", "2026Q1", { v: "3.8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "净利润+1.52%；+3.81%是营收" },
  ),
  zs(
    "f",
    A,
    "tS",
    "technical",
    "招行今天收盘38块多，又创了一年来的新低，谁还敢接？",
    [CLOSE("38.27"), LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "收盘高于52周内最低收盘" },
  ),
  // 中国平安
  pa(
    "f",
    A,
    "tS",
    "technical",
    "平安今年都跌了快两成了，还有人说保险股是避风港？",
    [RET("2025-12-31", { v: "-20", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "年初至今-13.20%" },
  ),
  pa("t", A, "tN", "announcement", "【快讯】中国平安公告2025年年度利润分配方案", [
    EV("dividend", true, { from: "2026-01-01", title: "2025年年度利润分配方案" }),
  ]),
  pa(
    "f",
    A,
    "tF",
    "annual",
    "中国平安：2025年归母净利润同比+16.5%，投资端弹性持续释放",
    [G("net_profit", "2025", { v: "16.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+6.45%" },
  ),
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "【快讯】中国平安2月发布2025年度分红派息实施公告",
    [EV("dividend", true, { from: "2026-02-01", to: "2026-02-28", title: "实施", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年2月无分红实施公告" },
  ),
  pa(
    "f",
    A,
    "fSy",
    "annual",
    "晨会｜平安：2025年经营现金流6586亿元，较2023年增长72%",
    [
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
      G("operating_cash_flow", "2025", { base: "2023", v: "72", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "+72%是较2024年；较2023年+82.7%" },
  ),
  pa("t", A, "tS", "annual", "平安总资产13.9万亿，货币资金就有7457亿，说它流动性紧张纯属瞎扯", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    V("cash", "2025", "7457", "亿", "approx"),
  ]),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】中国平安｜MACD：死叉｜均线：受压60日线｜评级：谨慎",
    [MACD("dif_below_dea", 0, { err: "technical" }), MA(60, "below")],
    { err: "technical", note: "DIF>DEA(4月7日金叉)" },
  ),
  // 五粮液
  wl("t", A, "tT", "technical", "【AI诊股·五粮液】均线空头排列｜RSI 28超卖｜MACD死叉｜贴近52周低点", [
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("28", "approx"),
    RSI("30", "lt"),
    MACD("dif_below_dea", 0),
    LO52({ v: "1", cmp: "lt" }),
  ]),
  wl("t", A, "tS", "technical", "五粮液从2020年底快300块跌到现在97块，整整跌掉了三分之二", [
    CLOSE("300", "near", { date: "2020-12-31" }),
    CLOSE("97", "approx"),
    RET("2020-12-31", { v: "-67", cmp: "approx" }),
  ]),
  wl("u", A, "tN", "undecidable", "【快讯】五粮液公告拟回购不超过20亿元公司股份", [U("五粮液公告未收集")]),
  wl("u", O, "tN", "undecidable", "五粮液2019年净利174亿、同比大增30%，市值直逼茅台！", [
    V("net_profit", "2019", "174", "亿", "approx"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    U("2020年市值无快照"),
  ]),
  wl(
    "f",
    O,
    "tF",
    "annual",
    "五粮液2019年报点评：营收首破500亿，净利增30%，经营现金流翻倍",
    [
      V("operating_revenue", "2019", "500", "亿", "gt"),
      V("operating_revenue", "2018", "500", "亿", "lt"),
      MAX("operating_revenue", "2018", ["2015", "2016", "2017", "2018"]),
      G("net_profit", "2019", { v: "30", cmp: "approx" }),
      G("operating_cash_flow", "2019", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "经营现金流+87.6%，未翻倍" },
  ),
  wl("t", O, "fSy", "technical", "晨会纪要｜五粮液：RSI升至70上方，股价距52周高点已不足2%", [
    RSI("70", "gt"),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
];
