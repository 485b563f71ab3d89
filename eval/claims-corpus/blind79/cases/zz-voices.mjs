// Writers who are not debate JSON points (公众号 headlines, 研报 titles, AI 诊股 cards, 股吧 / 雪球 posts, 快讯,
// 晨会纪要, 业绩会纪要), filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, QOQ, PSUM } = H;
const { POS52, MCNOW, PE, SPAN, DD, READ, IND, EV, EVN, BRK, IN, X } = H;
const mt = H.maker("b79-vo-mt", "600519");
const zs = H.maker("b79-vo-zs", "600036");
const nd = H.maker("b79-vo-nd", "300750");
const by = H.maker("b79-vo-by", "002594");
const pa = H.maker("b79-vo-pa", "601318");
const sh = H.maker("b79-vo-sh", "600028");
const wl = H.maker("b79-vo-wl", "000858");
const A = "2026-04-30";

export default [
  mt("t", A, "tN", "annual", "公众号｜茅台年报出炉：归母净利823亿同比降4.5%，全年分红付息现金672亿！", [
    V("net_profit", "2025", "823", "亿", "approx"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    V("dividends_interest_paid", "2025", "672", "亿", "approx"),
  ]),
  mt(
    "f",
    A,
    "tN",
    "quarterly",
    "公众号｜茅台一季报：归母净利272亿，同比下滑，白酒寒冬还没过去",
    [
      V("net_profit", "2026Q1", "272", "亿", "approx"),
      G("net_profit", "2026Q1", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+1.47%" },
  ),
  mt("t", A, "tS", "technical", "雪球：茅台又回到1384，离一年低点1322也就5%不到，越跌越想买，但均线全是压力。", [
    CLOSE("1384", "approx"),
    LO52({ cond: "level", v: "1322", cmp: "approx" }),
    LO52({ v: "5", cmp: "lt" }),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  mt("u", A, "fS", "undecidable", "股吧：听说茅台经销商在甩货，飞天散瓶1700都没人要了，快跑！", [
    U("渠道价格"),
    U("传闻"),
  ]),
  zs("t", A, "tS", "technical", "股吧：招行今年跌了九个多点，都破净了还在跌，一年低点37块3就在眼前。", [
    SPAN("2025-12-31", IN("-10", "-9")),
    PE("2026Q1", "1", "lt", { per: "bps" }),
    LO52({ cond: "level", v: "37.3", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "fSy",
    "annual",
    "研报标题｜招商银行2025年报点评：归母净利同比+12%，ROE 13.44%稳居同业前列",
    [
      G("net_profit", "2025", { v: "12", cmp: "approx", err: "wrong_magnitude" }),
      V("roe", "2025", "13.44", "%"),
      U("同业ROE排名"),
    ],
    { err: "wrong_magnitude", note: "净利+1.21%" },
  ),
  zs("t", A, "tM", "annual", "晨会纪要｜招行：25年归母1501.81亿（+1.2%），每股收益5.70元，静态PE约6.7倍，维持持有。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("basic_eps", "2025", "5.70", "元"),
    PE("2025", "6.7"),
  ]),
  nd("t", A, "fSy", "annual", "研报标题｜宁德时代2025年报点评：归母净利722亿元同比+42%，毛利率提升1.8pct", [
    V("net_profit", "2025", "722", "亿", "approx"),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
  ]),
  nd("t", A, "tN", "announcement", "【快讯】宁德时代：A股股份回购实施完毕，发布回购结果暨股份变动公告。", [
    EV("repurchase", true, { from: "2026-04-07", title: "结果" }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "【快讯】宁德时代披露向特定对象发行A股股票预案，募资用于海外基地。",
    [EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无此公告" },
  ),
  nd(
    "t",
    A,
    "tT",
    "technical",
    "【AI诊股】宁德时代 436.00元｜趋势：中长期均线多头｜动能：MACD死叉，RSI 56｜位置：52周区间上沿",
    [
      CLOSE("436.00"),
      MAORDER([20, 60, 120, 250], "bull"),
      MACD("dif_below_dea", null),
      RSI("56", "approx"),
      POS52({ v: "80", cmp: "ge" }),
    ],
  ),
  nd("u", A, "fE", "undecidable", "业绩会纪要：管理层称2026年储能出货增速将超过动力电池，一季度营收同比增长52%。", [
    U("管理层展望"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
  ]),
  by("t", A, "tS", "quarterly", "雪球：比亚迪一季度净利40亿出头，同比腰斩还多，股价倒是在60日线上面稳着。", [
    V("net_profit", "2026Q1", IN("40", "41")),
    G("net_profit", "2026Q1", { size: "腰斩" }),
    MA(60, "above"),
    H.MAHOLD(60, 5, "above"),
  ]),
  by(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】比亚迪 102.98元｜均线：空头排列｜量能：缩量｜建议：回避",
    [CLOSE("102.98"), MAORDER([5, 10, 20, 60], "bear", { err: "technical" }), VOL("shrink")],
    { err: "technical", note: "均线为多头排列" },
  ),
  by(
    "t",
    A,
    "tN",
    "announcement",
    "【快讯】比亚迪发布2025年度利润分配方案公告；2025年员工持股计划第一个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-01", title: "2025年度" }),
      EV("equity_incentive", true, { from: "2026-03-01", title: "未成就" }),
    ],
  ),
  by("u", A, "fE", "undecidable", "业绩会纪要：公司表示二季度起高端车型占比提升，单车盈利将环比改善。", [
    U("管理层展望"),
  ]),
  pa("t", A, "tS", "valuation", "雪球：平安8倍PE，利润两连增，今年还跌了13%，拿着不慌。", [
    MCNOW("2025", "8"),
    UP("net_profit", ["2023", "2024", "2025"]),
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要｜中国平安：25年归母净利1347.78亿元，同比+16%，经营现金流6586亿元。",
    [
      V("net_profit", "2025", "1347.78"),
      G("net_profit", "2025", { v: "16", cmp: "approx", err: "wrong_value" }),
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    ],
    { err: "wrong_value", note: "同比+6.45%" },
  ),
  pa("u", A, "tN", "undecidable", "【快讯】中国平安公布一季度新业务价值同比增长超两成。", [U("NBV")]),
  sh("t", A, "tM", "annual", "晨会纪要｜中国石化：24年归母503亿（-17%），现价5.39元对应约13倍PE，维持中性。", [
    V("net_profit", "2024", "503", "亿", "approx"),
    G("net_profit", "2024", { v: "-17", cmp: "approx" }),
    CLOSE("5.39"),
    PE("2024", "13"),
  ]),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "股吧：石化一年低点都破了，5块3以下随便捡，已经创新低了兄弟们。",
    [LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "收盘5.39高于52周低点5.27" },
  ),
  wl("t", A, "tN", "technical", "公众号｜五粮液跌回97元，一年新低附近徘徊，较2020年末的291.85元已跌去三分之二", [
    CLOSE("97", "approx"),
    LO52({ v: "1", cmp: "lt" }),
    SPAN("2020-12-31", { v: "-67", cmp: "approx" }),
  ]),
  wl(
    "f",
    A,
    "fS",
    "technical",
    "雪球：五粮液日线MACD金叉了，DIF已经上穿DEA，反弹要来了。",
    [MACD("dif_above_dea", null, { err: "technical" })],
    { err: "technical", note: "4月20日死叉，DIF<DEA" },
  ),
  zs("u", A, "fS", "undecidable", "股吧：听说招行要大幅提高分红比例到40%，明天高开。", [
    U("招行公告仅收年报"),
    U("次日股价"),
  ]),
];
