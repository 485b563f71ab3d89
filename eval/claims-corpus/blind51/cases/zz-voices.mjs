// Writers who are not debate JSON points: 公众号 headlines, 研报 titles, 诊股 cards, 股吧 / 雪球 posts, 快讯,
// 晨会纪要 and 业绩会纪要, filed under the role that would pass such text on. Mostly 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, PE, U, READ, RET, DOWN, SPAN, VOLR, IN } = H;
const cm = H.maker("b51-vcm", "600036");
const sh = H.maker("b51-vsh", "600028");
const by = H.maker("b51-vby", "002594");
const wl = H.maker("b51-vwl", "000858");
const A = "2026-04-30";

export default [
  cm("t", A, "tN", "quarterly", "招行一季报出炉！营收869.4亿同比+3.8%，净利378.5亿", [
    V("revenue", "2026Q1", "869.4"),
    G("revenue", "2026Q1", { v: "3.8" }),
    V("net_profit", "2026Q1", "378.5"),
  ]),
  by("t", A, "tF", "annual", "比亚迪2025年报点评：营收8040亿元增3.5%，归母净利326亿元同比降19%，盈利承压", [
    V("revenue", "2025", "8040", "亿", "approx"),
    G("revenue", "2025", { v: "3.5" }),
    V("net_profit", "2025", "326", "亿", "approx"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  wl("t", A, "tT", "technical", "【AI诊股】五粮液 技术面偏弱：收盘97.08，均线空头排列，RSI 28.4超卖，距52周高点-29%", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("28.4", "approx"),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "石化从8块多一路跌到5块4，直接腰斩了兄弟们",
    [HI52({ cond: "level", v: "8", cmp: "gt" }), CLOSE("5.4", "approx"), HI52({ size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "距52周高点-33.5%" },
  ),
  cm("t", A, "tS", "valuation", "招行38块出头，PB不到0.9倍，PE不到7倍，这估值还要啥自行车", [
    CLOSE("38", "gt"),
    CLOSE("39", "lt"),
    PE("2025", "0.9", "lt", { per: "bps" }),
    PE("2025", "7", "lt"),
  ]),
  by("t", A, "tN", "quarterly", "【快讯】比亚迪一季度归母净利润40.85亿元，同比下降55.38%。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55.38" }),
  ]),
  cm("u", A, "tM", "undecidable", "晨会：招行一季度不良率0.93%持平，拨备覆盖率约410%，维持买入，目标价50元。", [
    U("不良率、拨备覆盖率未存储；目标价"),
  ]),
  by("u", A, "tN", "undecidable", "业绩会纪要：管理层称2026年海外销量目标130万辆，高端品牌占比继续提升。", [
    U("管理层目标；销量未存储"),
  ]),
  wl("u", A, "tN", "undecidable", "五粮液2025年报：营收上市以来首降，分红率提至70%！", [U("五粮液2025年报未存储")]),
  sh("t", A, "tF", "annual", "中国石化2024年报点评：归母净利503亿元，同比-17%，连续三年下滑", [
    V("net_profit", "2024", "503", "亿", "approx"),
    G("net_profit", "2024", { v: "-17", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  cm(
    "f",
    A,
    "tN",
    "annual",
    "【快讯】招商银行2025年实现归母净利润1510.81亿元，同比增长1.21%。",
    [V("net_profit", "2025", "1510.81", "亿", "eq", { err: "wrong_value" }), G("net_profit", "2025", { v: "1.21" })],
    { err: "wrong_value", note: "实际1501.81亿元" },
  ),
  by(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】比亚迪：MACD金叉向上，均线多头排列，技术评分85",
    [MACD("dif_above_dea", undefined, { err: "technical" }), MAORDER([5, 10, 20], "bull")],
    { err: "technical", note: "DIF 0.521 < DEA 0.594" },
  ),
  wl("t", A, "tS", "technical", "五粮液年初106块，现在97，年内又亏了8个多点", [
    CLOSE("106", "approx", { date: "2025-12-31" }),
    CLOSE("97", "approx"),
    SPAN("2025-12-31", IN("-9", "-8")),
  ]),
  by("u", A, "tS", "undecidable", "听说比亚迪4月国内终端又大幅降价，经销商库存压力不小", [
    U("传闻；终端价格与库存未存储"),
  ]),
  by("t", A, "tM", "quarterly", "晨会：比亚迪一季度毛利率18.81%，同比降1.26pp，净利率仅2.67%。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    PP("gross_margin", "2026Q1", { v: "-1.26" }),
    V("net_margin", "2026Q1", "2.67", "%"),
  ]),
  sh(
    "f",
    A,
    "tN",
    "technical",
    "中石化股价跌至52周新低！收盘5.39元",
    [CLOSE("5.39"), LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2025-09-30收盘5.29元更低" },
  ),
  wl("t", "2020-05-15", "tF", "annual", "五粮液2019年报点评：营收501亿+25%，净利174亿+30%，ROE提升至25.3%", [
    V("operating_revenue", "2019", "501", "亿", "approx"),
    G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
    V("net_profit", "2019", "174", "亿", "approx"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    V("roe", "2019", "25.3", "%"),
    PP("roe", "2019", { dir: "up" }),
  ]),
  cm("u", A, "tN", "undecidable", "业绩会：管理层表示2026年财富管理手续费收入有望恢复两位数增长。", [
    U("管理层展望；手续费收入未存储"),
  ]),
  sh(
    "t",
    "2025-04-30",
    "tN",
    "announcement",
    "【快讯】中国石化发布2024年年报，归母净利润503.13亿元，基本每股收益0.41元。",
    [
      EV("annual_report", true, { from: "2025-03-01", title: "2024年" }),
      V("net_profit", "2024", "503.13"),
      V("basic_eps", "2024", "0.41", "元"),
    ],
  ),
  cm(
    "f",
    A,
    "tS",
    "quarterly",
    "招行一季度净利润涨了1.5%，这也叫增长？妥妥的利空！",
    [
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
      READ(G("net_profit", "2026Q1"), "negative", { err: "stance" }),
    ],
    { err: "stance" },
  ),
  cm("t", A, "tT", "technical", "【AI速读】招商银行：5日跌3.87%，运行于20日均线39.41元下方，RSI 36，短期偏弱", [
    RET(5, { v: "-3.87" }),
    MA(20, "value", { v: "39.41" }),
    MA(20, "below"),
    RSI("36", "approx"),
  ]),
  by(
    "f",
    A,
    "tN",
    "annual",
    "比亚迪2025年经营现金流暴跌八成！",
    [G("operating_cash_flow", "2025", { v: "-80", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-55.7%" },
  ),
  wl("t", "2025-09-05", "tM", "technical", "晨会：五粮液近20日涨3.8%，站在MA20上方，20日均量放大到前期的1.6倍。", [
    RET(20, { v: "3.8", cmp: "approx" }),
    MA(20, "above"),
    VOLR({ v: "1.6", cmp: "approx" }),
  ]),
  by("t", A, "tN", "announcement", "比亚迪公告：2025年员工持股计划第一个锁定期解锁条件未成就。", [
    EV("equity_incentive", true, { from: "2026-03-01", title: "2025年员工持股计划第一个锁定期解锁条件未成就" }),
  ]),
  cm("u", A, "tF", "undecidable", "招商银行深度：零售AUM突破16万亿，财富管理龙头地位稳固", [U("AUM未存储")]),
];
