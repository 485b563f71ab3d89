// Writers who are not debate JSON points (wire flashes, note titles, AI stock cards, forum posts, morning-meeting and
// earnings-call minutes, WeChat headlines), filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, D, R, RET, CLOSE, MAORDER, RSI, MACD, EV, U, IND, PE } = H;
const zs = H.maker("b63-vo-zs", "600036");
const nd = H.maker("b63-vo-nd", "300750");
const by = H.maker("b63-vo-byd", "002594");
const wl = H.maker("b63-vo-wly", "000858");
const A = "2026-04-30";
const O = "2020-05-15";
const NP = "net_profit";

export default [
  nd("t", A, "tN", "quarterly", "【快讯】宁德时代一季度归母净利207.38亿元，同比增长48.52%；营收1291.31亿元。", [
    V(NP, "2026Q1", "207.38"),
    G(NP, "2026Q1", { v: "48.52" }),
    V("revenue", "2026Q1", "1291.31"),
  ]),
  by(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】比亚迪一季度营收1502.25亿元，同比增长11.82%；归母净利40.85亿元。",
    [
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { v: "11.82", err: "wrong_direction" }),
      V(NP, "2026Q1", "40.85"),
    ],
    { err: "wrong_direction", note: "同比-11.82%" },
  ),
  zs("t", A, "fSy", "annual", "招商银行2025年报点评：营收基本持平，归母净利同比+1.2%，稳字当头", [
    G("revenue", "2025", { size: "基本持平" }),
    G(NP, "2025", { v: "1.2", cmp: "approx" }),
  ]),
  wl("u", A, "tS", "undecidable", "股吧：五粮液又跌破100块了，听说经销商都在低价甩货，割肉的举个手", [
    CLOSE("100", "lt"),
    U("经销商甩货与情绪未存储"),
  ]),
  by("t", A, "tS", "annual", "雪球热帖：比亚迪年报归母净利326亿，比上年少了七十多亿，利润还回得去吗？", [
    V(NP, "2025", "326", "亿", "approx"),
    D(NP, "2025", H.IN("-80", "-70")),
  ]),
  nd(
    "f",
    A,
    "tS",
    "technical",
    "雪球：宁德今年以来涨了快四成，现在追进去就是给机构抬轿。",
    [RET("2025-12-31", { v: "40", cmp: "near", err: "wrong_period" })],
    { err: "wrong_period", note: "年初至今+18.72%；近四成是2025年全年涨幅(266→367.26，+38.07%)" },
  ),
  zs("t", A, "tNe", "technical", "【AI诊股】招商银行｜综合：中性｜技术面：短期均线空头排列，RSI 36｜估值：PB约0.88倍", [
    MAORDER([5, 10, 20], "bear"),
    RSI("36", "approx"),
    PE("2025", "0.88", "approx", { per: "bps" }),
  ]),
  wl(
    "f",
    A,
    "tNe",
    "technical",
    "【AI诊股】五粮液｜技术面：MACD零轴上方金叉，短期看多｜支撑位97元",
    [MACD("dif_above_zero", 0, { err: "technical" }), MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "DIF -1.17 在零轴下方，4月20日死叉" },
  ),
  by("t", A, "fSy", "annual", "晨会纪要：比亚迪2025年资本开支约1568亿元、同比增六成，经营现金流却降了五成半。", [
    V("capex", "2025", "1568", "亿", "approx"),
    G("capex", "2025", { v: "60", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-55", cmp: "approx" }),
  ]),
  nd("u", A, "fSy", "undecidable", "晨会纪要：宁德钠电池量产在即，储能订单排至2027年，维持买入，目标价520元。", [
    U("订单与目标价"),
  ]),
  nd(
    "t",
    A,
    "tM",
    "annual",
    "业绩会纪要要点：宁德2025年经营现金流约1332亿元，年末货币资金约3335亿元，资本开支约423亿元。",
    [
      V("operating_cash_flow", "2025", "1332", "亿", "approx"),
      V("cash", "2025", "3335", "亿", "approx"),
      V("capex", "2025", "423", "亿", "approx"),
    ],
  ),
  by("u", A, "tM", "undecidable", "业绩会纪要：比亚迪管理层称2026年海外销量目标150万辆，毛利率力争回到20%。", [
    U("管理层目标"),
  ]),
  zs(
    "f",
    A,
    "tN",
    "quarterly",
    "公众号头条｜招行一季度净利同比大增15%，银行股的春天来了？",
    [G(NP, "2026Q1", { v: "15", cmp: "approx", size: "大增", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+1.52%" },
  ),
  zs("u", A, "tN", "undecidable", "公众号｜招行一季报拆解：零售贷款不良率仍在1%附近徘徊", [U("不良率未存储")]),
  zs(
    "f",
    A,
    "fS",
    "industry",
    "股吧热帖：招行都跌破净资产了，负债率还90%，这种杠杆迟早要暴雷。",
    [
      PE("2025", "1", "lt", { per: "bps" }),
      V("debt_ratio", "2025", "90", "%", "approx"),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense" },
  ),
  nd("t", A, "fS", "technical", "股吧：宁德一年涨了九成多，从225块涨到436，踏空的人太多了。", [
    RET(250, { v: "90", cmp: "gt" }),
    CLOSE("225", "approx", { date: "2025-04-18" }),
    CLOSE("436"),
  ]),
  by("u", A, "tN", "undecidable", "【快讯】比亚迪4月新能源汽车销量约38万辆，同比下降约12%。", [U("销量未存储")]),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "【快讯】宁德时代3月10日披露2026年A股员工持股计划草案。",
    [EV("equity_incentive", true, { from: "2026-03-10", to: "2026-03-10", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "草案披露于2月9日；3月10日是利润分配预案" },
  ),
  wl("u", A, "fSy", "undecidable", "五粮液深度：2025年归母净利约300亿元，PE仅11倍，估值已反映最悲观预期", [
    U("五粮液2025年财报未存储"),
  ]),
  wl("t", O, "tS", "valuation", "雪球长文：五粮液2019年赚了174亿，每股4.48元，145块的价格也就32倍PE，不贵。", [
    V(NP, "2019", "174", "亿", "approx"),
    V("basic_eps", "2019", "4.48", "元"),
    CLOSE("145", "approx"),
    PE("2019", "32", "approx"),
  ]),
  nd("u", A, "tN", "undecidable", "宁德时代2025年报点评：归母净利同比+42%，分红总额创历史新高，股息率超3%", [
    G(NP, "2025", { v: "42", cmp: "approx" }),
    U("分红总额与股息率未存储"),
  ]),
  by(
    "f",
    A,
    "fS",
    "quarterly",
    "雪球：比亚迪一季度毛利率18.81%，比去年同期还高，价格战根本没伤到它。",
    [V("gross_margin", "2026Q1", "18.81", "%"), G("gross_margin", "2026Q1", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "去年同期20.07%" },
  ),
  zs("t", A, "tM", "quarterly", "晨会纪要｜招商银行：一季度归母净利378.52亿元，同比+1.52%，PB不足0.9倍，防御属性仍在", [
    V(NP, "2026Q1", "378.52"),
    G(NP, "2026Q1", { v: "1.52" }),
    PE("2026Q1", "0.9", "lt", { per: "bps" }),
  ]),
  wl(
    "f",
    O,
    "fSy",
    "annual",
    "五粮液2019年报点评：营收突破500亿，归母净利同比+25%，高增延续",
    [V("operating_revenue", "2019", "500", "亿", "gt"), G(NP, "2019", { v: "25", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "归母净利+30.02%；25.20%是营收增速" },
  ),
  nd("u", A, "tM", "undecidable", "业绩会纪要：宁德称2026年资本开支将保持在400亿元以上，海外基地年内投产", [
    U("管理层计划"),
  ]),
];
