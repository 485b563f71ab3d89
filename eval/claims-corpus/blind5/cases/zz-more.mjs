// More adversarial rebuttals and voters, each quoting the other side with one realistic slip, and what the stored data
// cannot reach (peers, forecasts, sentiment polls, capital ratios, a date after the last bar).
import { CLOSE, EV, G, MA, MIN, PAIR, PP, R, U, V, VOL, maker } from "../spec-helpers.mjs";

const mt = maker("b5-zm-mt", "600519");
const nd = maker("b5-zm-nd", "300750");
const yd = maker("b5-zm-yd", "002594");
const zs = maker("b5-zm-zs", "600036");
const pa = maker("b5-zm-pa", "601318");
const sh = maker("b5-zm-sh", "600028");
const wl = maker("b5-zm-wl", "000858");
const A = "2026-04-30";
const LATE = "2026-05-20";

export default [
  mt(
    "f",
    A,
    "bear",
    "quarterly",
    "多方称一季度回暖，可26Q1归母净利润272.43亿元，同比下降1.5%，哪来的回暖？",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "-1.5", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  mt("t", A, "bull", "quarterly", "空方只说全年利润下滑，却不提26Q1归母净利润272.43亿元同比仍增长1.5%。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5" }),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  mt("u", A, "bull", "quarterly", "空方说茅台不增长，可25Q4单季归母净利润同比仍有正增长。", [
    G("net_profit", "2025S4", { dir: "up" }),
  ]),
  mt("u", A, "tS", "undecidable", "雪球上看空茅台的帖子占七成，情绪已过度悲观，反向指标。", [U("舆情统计不在数据中")]),
  mt(
    "f",
    "2025-05-09",
    "vN",
    "announcement",
    "公司5月初已公告2024年度权益分派实施，除息完成。",
    [EV("dividend", true, { title: "实施|权益分派", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),

  nd(
    "f",
    A,
    "bear",
    "annual",
    "多方吹现金流，可2025年经营现金流1,332亿元还不到归母净利润。",
    [
      V("operating_cash_flow", "2025", "1332", "亿", "approx"),
      R("operating_cash_flow", "net_profit", "2025", "1", { cmp: "lt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio" },
  ),
  nd(
    "f",
    A,
    "bull",
    "annual",
    "空方说杠杆高，但负债率61.94%已是2021年以来最低，比2024年下降了13个点。",
    [
      MIN("debt_ratio", "2025", ["2021", "2022", "2023", "2024", "2025"]),
      PP("debt_ratio", "2025", { v: "-13", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude" },
  ),
  nd("t", A, "tM", "annual", "多方强调利润+42.3%，空方强调capex+35.8%，两者都成立；经营现金流覆盖capex 3倍有余。", [
    G("net_profit", "2025", { v: "42.3" }),
    G("capex", "2025", { v: "35.8" }),
    R("operating_cash_flow", "capex", "2025", "3", { cmp: "gt" }),
  ]),
  nd("f", A, "vT", "technical", "收盘436元仍站在5日线上方，短线强势未破。", [MA(5, "above", { err: "technical" })], {
    err: "technical",
  }),
  nd("u", A, "bear", "undecidable", "26Q1毛利率24.82%，已被亿纬锂能反超，龙头溢价在消失。", [
    V("gross_margin", "2026Q1", "24.82", "%"),
    U("同业毛利率不在数据中"),
  ]),
  nd("u", A, "fV", "valuation", "PE（TTM）约20倍，低于锂电行业平均30倍。", [U("TTM市值与行业平均PE不在数据中")]),

  yd(
    "f",
    A,
    "bear",
    "annual",
    "多方说比亚迪现金充裕，可2025年末货币资金仅75.4亿元。",
    [V("cash", "2025", "75.4", "亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  yd(
    "f",
    A,
    "bull",
    "annual",
    "空方忽略了：2025年capex同比下降，扩产已收尾，自由现金流将明显改善。",
    [G("capex", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  yd("u", A, "tF", "undecidable", "研发投入占营收比超过6%，技术储备行业领先。", [
    U("比亚迪研发费用未存储，同业比较亦无"),
  ]),
  yd("u", LATE, "tTr", "technical", "上一交易日（5月19日）收盘105元，重回20日线上方。", [
    CLOSE("105", "approx"),
    MA(20, "above"),
  ]),
  yd(
    "f",
    "2025-07-10",
    "vN",
    "announcement",
    "2022年员工持股计划第三个锁定期解锁条件已成就并公告，员工可择机出售。",
    [EV("equity_incentive", true, { title: "2022年员工持股计划.*解锁条件成就", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "the 解锁条件成就 notice is dated 2025-07-16" },
  ),
  yd(
    "t",
    "2025-07-20",
    "vN",
    "announcement",
    "7月16日公告2022年员工持股计划第三个锁定期届满、解锁条件成就，7月19日股票出售完毕暨终止。",
    [
      EV("equity_incentive", true, { title: "2022年员工持股计划第三个锁定期届满", from: "2025-07-16" }),
      EV("equity_incentive", true, { title: "出售完毕暨终止", from: "2025-07-19" }),
    ],
  ),

  zs(
    "f",
    A,
    "bull",
    "annual",
    "空方说资产规模停滞，可2025年总资产同比增长17.6%，扩表积极。",
    [G("total_assets", "2025", { v: "17.6", err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  zs(
    "f",
    A,
    "bear",
    "quarterly",
    "多方说招行稳，可26Q1营收同比-3.8%，收入还在缩。",
    [G("revenue", "2026Q1", { v: "-3.8", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  zs("t", A, "bear", "annual", "多方说招行盈利能力稳，可2025年ROE 13.44%，比2024年的14.49%又低了一个多点。", [
    V("roe", "2025", "13.44", "%"),
    V("roe", "2024", "14.49", "%"),
    PP("roe", "2025", { v: "-1", cmp: "lt" }),
    PP("roe", "2025", { v: "-2", cmp: "gt" }),
  ]),
  zs("u", A, "fSy", "undecidable", "预计2026年全年营收同比+3%，归母净利润+2%，维持增持。", [U("盈利预测")]),
  zs("u", A, "vF", "technical", "今年以来招行跑输沪深300指数约10个百分点。", [U("指数行情不在产品数据中")]),

  pa(
    "f",
    A,
    "bear",
    "annual",
    "多方说平安利润恢复，但2025年归母净利润仍低于2021年的水平。",
    [PAIR("net_profit", "2025", undefined, { period2: "2021", mode: "lt", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  pa("t", A, "bull", "annual", "空方说平安利润不如从前，但2025年归母净利润1,347.78亿元已比2021年高出约33%。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { base: "2021", v: "33", cmp: "approx" }),
  ]),
  pa("t", A, "vF", "annual", "2025年归母净利润1,347.78亿元，同比+6.5%，已连续两年增长。", [
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2024", { dir: "up" }),
  ]),
  pa("u", A, "tB", "undecidable", "寿险新业务价值率提升至25%以上，代理人产能翻倍。", [
    U("新业务价值率与代理人产能未存储"),
  ]),
  pa("u", A, "fV", "valuation", "A/H股溢价超过30%，H股更具性价比。", [U("H股行情不在数据中")]),

  sh(
    "f",
    A,
    "bull",
    "annual",
    "空方说中石化利润萎缩，但2024年研发费用同比增长19%，转型在加速。",
    [G("research_expense", "2024", { v: "19", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  sh("t", A, "bear", "annual", "多方说营收体量大，可2024年营收30,745.62亿元同比-4.3%，已连续两年下滑。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.3" }),
    G("revenue", "2023", { dir: "down" }),
  ]),
  sh("f", A, "vT", "technical", "近20日量能较前20日放大，资金开始关注。", [VOL("expand", { err: "technical" })], {
    err: "technical",
  }),

  wl(
    "f",
    "2020-05-15",
    "vF",
    "annual",
    "2019年每股收益4.48元，较2018年的3.47元增长约18%。",
    [V("basic_eps", "2019", "4.48", "元"), G("basic_eps", "2019", { v: "18", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  wl("u", A, "tT", "technical", "KDJ的J值跌至负值，短期超跌反弹概率大。", [U("KDJ未存储")]),
];
