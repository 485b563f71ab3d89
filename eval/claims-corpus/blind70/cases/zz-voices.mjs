// Writers who are not debate JSON points (快讯, 研报 titles, 公众号 headlines, AI 诊股 cards, 股吧 / 雪球 posts, 晨会纪要,
// 业绩会纪要), filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, RET, CLOSE, RSI, MA, MACD, U, DD, EV, PE, HILO, MCNOW } = H;
const A = "2026-04-30";
const mt = H.maker("b70-vo-mt", "600519");
const zs = H.maker("b70-vo-zs", "600036");
const nd = H.maker("b70-vo-nd", "300750");
const by = H.maker("b70-vo-by", "002594");
const pa = H.maker("b70-vo-pa", "601318");
const sh = H.maker("b70-vo-sh", "600028");
const wl = H.maker("b70-vo-wl", "000858");

export default [
  nd("t", A, "tN", "quarterly", "【快讯】宁德时代一季度归母净利润207.38亿元，同比增长48.52%。", [
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.52" }),
  ]),
  mt(
    "f",
    A,
    "tN",
    "annual",
    "研报标题｜贵州茅台2025年报点评：净利润逆势增长，龙头穿越周期",
    [G("net_profit", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025年净利润同比-4.5%" },
  ),
  zs("t", A, "tT", "technical", "【AI诊股】招商银行｜技术面偏弱：收盘38.27元，RSI(14) 36.1，股价位于20日均线下方。", [
    CLOSE("38.27"),
    RSI("36.1", "approx"),
    MA(20, "below"),
  ]),
  by(
    "f",
    A,
    "tS",
    "quarterly",
    "股吧热帖｜比亚迪一季度净利润408亿，全年奔着1500亿去，还有人唱空？",
    [V("net_profit", "2026Q1", "408", "亿", "approx", { err: "wrong_magnitude" }), U("全年利润预测")],
    { err: "wrong_magnitude", note: "一季度40.85亿，放大10倍" },
  ),
  pa("u", A, "tS", "undecidable", "雪球帖：平安这个位置大股东一直在增持，跟着产业资本买就对了。", [
    U("增持公告不判定存在与否"),
  ]),
  nd(
    "t",
    A,
    "tM",
    "quarterly",
    "晨会纪要｜宁德时代：Q1营收1291亿元（+52%），归母净利207亿元（+49%），盈利能力维持高位。",
    [
      V("revenue", "2026Q1", "1291", "亿", "approx"),
      G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
      V("net_profit", "2026Q1", "207", "亿", "approx"),
      G("net_profit", "2026Q1", { v: "49", cmp: "approx" }),
    ],
  ),
  zs("u", A, "fS", "undecidable", "业绩会纪要：招行管理层表示2026年净息差降幅有望收窄至10bp以内，资产质量保持稳定。", [
    U("管理层指引与净息差"),
  ]),
  wl("t", A, "tN", "technical", "公众号：五粮液收在97.08元，创下2021年5月以来的收盘新低。", [
    CLOSE("97.08"),
    HILO("min", "2021-05-01", { v: "97.08" }),
  ]),
  pa(
    "f",
    A,
    "tN",
    "annual",
    "【快讯】中国平安2025年归母净利润1347.78亿元，同比增长16.5%。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "16.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+6.45%" },
  ),
  by("t", A, "tN", "annual", "研报标题｜比亚迪2025年报点评：营收8039.65亿元稳中有增，归母净利润同比下滑19%承压。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { dir: "up" }),
    G("net_profit", "2025", { v: "-19" }),
  ]),
  mt(
    "f",
    A,
    "tT",
    "technical",
    "【AI速读】贵州茅台｜RSI 72进入超买，MACD金叉向上，建议逢高减仓。",
    [RSI("72", "approx", { err: "technical" }), MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "RSI约39.6，DIF在DEA下方" },
  ),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "股吧：石化这波从高点一路跌，60天里已经被腰斩了，谁还敢拿？",
    [DD(60, { size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "60日回撤约31%" },
  ),
  nd("t", A, "tS", "technical", "公众号：宁德时代一年涨了近一倍，250个交易日累计上涨约93%。", [
    RET(250, { v: "100", cmp: "near" }),
    RET(250, { v: "93", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "tS",
    "valuation",
    "雪球帖：招行PB都1.2倍了，早就不破净了，别再拿低估值说事。",
    [PE("2026Q1", "1.2", "approx", { per: "bps", err: "wrong_value" })],
    { err: "wrong_value", note: "按收盘与一季度每股净资产约0.85倍" },
  ),
  pa("t", A, "tN", "announcement", "【快讯】中国平安发布2025年年度利润分配方案公告。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度利润分配" }),
  ]),
  by(
    "f",
    A,
    "tM",
    "annual",
    "今日晨会要点：比亚迪经营现金流2025年同比增长约56%，造血能力显著提升。",
    [G("operating_cash_flow", "2025", { v: "56", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-55.7%" },
  ),
  nd("u", A, "fS", "undecidable", "业绩会纪要：宁德时代表示2026年海外产能将翻倍，欧洲工厂利用率已超八成。", [
    U("管理层表述与产能数据"),
  ]),
  zs(
    "f",
    A,
    "tN",
    "annual",
    "招商银行（600036.SH）深度报告——利润同比+6%背后：拨备反哺仍有空间",
    [G("net_profit", "2025", { v: "6", cmp: "approx", err: "wrong_value" }), U("拨备")],
    { err: "wrong_value", note: "同比+1.2%" },
  ),
  wl("u", A, "tS", "undecidable", "【AI诊股】五粮液｜主力资金连续5日净流出，筹码集中度下降，收盘97.08元。", [
    U("主力资金与筹码分布"),
    CLOSE("97.08"),
  ]),
  mt("t", A, "tN", "quarterly", "《茅台一季度现金流暴增超200%，269亿元真金白银入账》", [
    V("operating_cash_flow", "2026Q1", "269", "亿", "approx"),
    G("operating_cash_flow", "2026Q1", { v: "200", cmp: "gt" }),
  ]),
  wl("t", "2020-05-15", "tS", "valuation", "股吧：五粮液2019年赚了174亿，每股4.48元，145块的价格也就32倍PE。", [
    V("net_profit", "2019", "174", "亿", "approx"),
    V("basic_eps", "2019", "4.48", "元"),
    CLOSE("145", "approx"),
    PE("2019", "32", "approx"),
  ]),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "【快讯】宁德时代公告终止2026年A股员工持股计划。",
    [EV("equity_incentive", true, { from: "2026-02-09", title: "终止", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无终止员工持股计划公告" },
  ),
  by("u", A, "tS", "undecidable", "雪球@长坡厚雪：听说比亚迪要在匈牙利再建一座工厂，明年投产，海外要起飞了。", [
    U("传闻"),
  ]),
  pa("t", A, "tM", "annual", "晨会纪要｜中国平安：2025年归母净利润1347.78亿元（+6.5%），经营现金流6586亿元（+72%）。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "tN",
    "annual",
    "【券商研报】炼化景气筑底，中国石化2024年归母净利润503亿元、同比仅降约7%",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "-7", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比-16.8%" },
  ),
  mt("t", A, "vN", "valuation", "有财经号测算，按4月30日收盘价，茅台对应近四季度利润的市盈率约21倍。", [
    MCNOW("2026Q1TTM", "21"),
  ]),
];
