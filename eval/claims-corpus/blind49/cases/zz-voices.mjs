// Writers who are not debate JSON points: 公众号 headlines, 研报 titles, 诊股 cards, 股吧 / 雪球 posts, 快讯, 晨会纪要,
// 业绩会纪要, filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, QOQ, MCNOW, VOL, X } = H;
const mt = H.maker("b49-vo-mt", "600519");
const zs = H.maker("b49-vo-zs", "600036");
const nd = H.maker("b49-vo-nd", "300750");
const yd = H.maker("b49-vo-yd", "002594");
const pa = H.maker("b49-vo-pa", "601318");
const sh = H.maker("b49-vo-sh", "600028");
const wl = H.maker("b49-vo-wl", "000858");
const A = "2026-04-30";

export default [
  // 公众号 headlines
  mt("t", A, "tN", "annual", "【重磅】茅台2025年报出炉：营收1720亿微降1.2%，净利823亿降4.5%，六年来首度双降", [
    V("revenue", "2025", "1720", "亿", "approx"),
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    V("net_profit", "2025", "823", "亿", "approx"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    UP("revenue", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  yd(
    "f",
    A,
    "tN",
    "quarterly",
    "比亚迪一季度净利腰斩再腰斩！40亿利润同比暴跌八成",
    [
      V("net_profit", "2026Q1", "40", "亿", "approx"),
      G("net_profit", "2026Q1", { v: "-80", cmp: "approx", err: "overstatement" }),
    ],
    { err: "overstatement", note: "同比-55.38%" },
  ),
  nd("t", A, "tN", "quarterly", "宁王一季报：营收1291亿增52%，净利207亿增49%，单季利润同比近五成", [
    V("revenue", "2026Q1", "1291", "亿", "approx"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "49", cmp: "approx" }),
  ]),
  // 研报 titles
  zs("u", A, "tF", "annual", "招商银行2025年报点评：利润增1.2%稳中有进，ROE 13.4%仍居前列", [
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("roe", "2025", "13.4", "%", "approx"),
    U("同业ROE排名未存储"),
  ]),
  pa(
    "f",
    A,
    "tF",
    "annual",
    "中国平安2025年报点评：归母净利1348亿同比+16.5%，分红稳健",
    [
      V("net_profit", "2025", "1348", "亿", "approx"),
      G("net_profit", "2025", { v: "16.5", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+6.45%" },
  ),
  nd("t", A, "tF", "annual", "宁德时代深度：2025年净利率18.1%创近两年新高，经营现金流1332亿", [
    V("net_margin", "2025", "18.1", "%"),
    MAX("net_margin", "2025", ["2024", "2025"]),
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
  ]),
  // 诊股 cards
  wl("t", A, "tT", "technical", "【AI诊股】五粮液 | 技术面：空头 | RSI 28.4 超卖 | 收盘97.08 创52周新低", [
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("28.4", "approx"),
    CLOSE("97.08"),
    LO52({ cond: "new_low" }),
  ]),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "【诊股卡片】中国石化 RSI：30 | 股价位于60日均线上方 | 资金面：缩量",
    [RSI("30", "approx"), MA(60, "above", { err: "technical" }), VOL("shrink")],
    { err: "technical", note: "收盘5.39低于MA60 6.17" },
  ),
  yd("u", A, "tT", "technical", "【诊股】比亚迪 52周位置：中位 | 市盈率：17.3倍 | 主力资金：净流入", [
    U("比亚迪52周与现价PE不可定；主力资金未存储"),
  ]),
  // 股吧 / 雪球
  mt(
    "f",
    A,
    "tS",
    "technical",
    "茅台吧：从1645跌到1384，足足跌了25%，还不抄底等什么？",
    [
      HI52({ cond: "level", v: "1645" }),
      CLOSE("1384.79", "approx"),
      HI52({ v: "-25", cmp: "approx", u: "%", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "距52周高点-15.82%" },
  ),
  zs("t", A, "tS", "valuation", "雪球@银行股老韭菜：招行PB才0.88，每股净资产43.43元，股价38块，破净一成多", [
    H.PE("2025", "0.88", "approx", { per: "bps" }),
    V("bps", "2025", "43.43", "元"),
    CLOSE("38", "approx"),
  ]),
  nd("u", A, "tS", "undecidable", "宁王吧：听说下个月要拆股，10送10，冲！", [U("传闻，未有公告")]),
  pa("t", A, "tS", "technical", "平安吧：这两天站回年线了，MACD月初就金叉了，拿住别慌", [
    H.MAX_CROSS(250, "up", 2),
    MACD("golden_cross", 20),
    MA(250, "above"),
  ]),
  // 快讯
  nd("t", A, "tN", "announcement", "快讯｜宁德时代：A股股份回购实施结果出炉（4月7日公告）", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
  ]),
  yd("t", A, "tN", "announcement", "快讯｜比亚迪公布2025年度利润分配方案；年内首份分红公告", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
    H.EVN("dividend", "2026-01-01", { v: "1" }),
  ]),
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "快讯｜中国平安宣布新一轮A股回购，3月已公告回购方案",
    [EV("repurchase", true, { from: "2026-03-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  // 晨会纪要
  mt("t", A, "tM", "quarterly", "晨会：茅台一季度经营现金流269亿，同比约三倍，利润增1.5%，现金先于利润修复", [
    V("operating_cash_flow", "2026Q1", "269", "亿", "approx"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "tM",
    "annual",
    "晨会：中国石化2024年净利率1.87%，较上年提升0.3个百分点，炼化盈利改善",
    [
      V("net_margin", "2024", "1.87", "%"),
      PP("net_margin", "2024", { v: "0.3", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2023年2.18%下降0.31个百分点" },
  ),
  yd("t", A, "tM", "technical", "晨会：比亚迪近60日涨12%，均线多头，但量能只有前期的七成", [
    RET(60, { v: "12", cmp: "approx" }),
    MAORDER([5, 10, 20, 60], "bull"),
    H.VOLR({ v: "0.7", cmp: "approx" }),
  ]),
  // 业绩会纪要
  zs("u", A, "fSy", "undecidable", "业绩会：管理层表示2026年净息差降幅将收窄至10个基点以内。", [
    U("管理层指引，净息差未存储"),
  ]),
  nd("u", A, "fSy", "annual", "业绩会纪要：2025年资本开支423亿，同比增约36%，今年仍将保持较高投入。", [
    V("capex", "2025", "423", "亿", "approx"),
    G("capex", "2025", { v: "36", cmp: "approx" }),
    U("今年投入计划"),
  ]),
  mt("u", A, "fSy", "undecidable", "业绩会：公司称2026年营收目标为增长约5%，直销渠道占比继续提升。", [
    U("经营目标与渠道结构未存储"),
  ]),
  pa(
    "f",
    A,
    "fSy",
    "annual",
    "业绩交流会要点：2025年经营现金流6586亿元，同比下降约72%，主要因投资端扩张",
    [
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "-72", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+72.20%" },
  ),
  wl("t", "2020-05-15", "tN", "annual", "【年报速读】五粮液2019：营收501亿+25%，净利174亿+30%，经营现金流231亿", [
    V("operating_revenue", "2019", "501", "亿", "approx"),
    G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
    V("net_profit", "2019", "174", "亿", "approx"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    V("operating_cash_flow", "2019", "231", "亿", "approx"),
  ]),
  sh("t", A, "tN", "annual", "研报标题｜中国石化：2024年净利503亿元同比降16.8%，研发投入增至152亿", [
    V("net_profit", "2024", "503", "亿", "approx"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    V("research_expense", "2024", "152", "亿", "approx"),
    G("research_expense", "2024", { dir: "up" }),
  ]),
];
