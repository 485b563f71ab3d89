// 中国平安 on 2026-04-30: annual FY2017-2025 (some metrics only to 2020), 2025 and 2026Q1 Tushare rows (no 2025Q1, so
// 2026Q1 growth is undecidable); bars from 2024-01-02; dividend / buy-back notices partial, incentive / financing not
// collected.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, X, RANK } = H;
const { POS52, MCNOW, READ, HILO, MRET, MAX_CROSS, IND, SNAP, MCPE, SNAPDIV } = H;
const c = H.maker("b49-pa", "601318");
const A = "2026-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "2025年归母净利1347.8亿元，同比增6.5%，在前一年大增47.8%的高基数上继续增长。", [
    V("net_profit", "2025", "1347.8"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利1347.8亿元，创下公司上市以来的最高纪录。",
    [V("net_profit", "2025", "1347.8"), MAX("net_profit", "2025", Y9, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿更高" },
  ),
  c("t", A, "bear", "annual", "1347.8亿的归母净利仍比2019年的1494.1亿低约10%，六年过去利润还没回到高点。", [
    V("net_profit", "2019", "1494.1"),
    G("net_profit", "2025", { base: "2019", v: "-10", cmp: "approx" }),
    MAX("net_profit", "2019", Y9),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "营业收入1.05万亿元，同比增长12.6%，但利润增速只有6.5%，明显跟不上收入。",
    [
      V("revenue", "2025", "1.05", "万亿"),
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      G("revenue", "2025", { v: "12.6", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "12.6%是2024年营收增速；2025年+2.10%" },
  ),
  c("t", A, "fE", "annual", "营业总收入10505亿元，同比增长约2.1%，仍低于2021年11804亿的水平。", [
    V("revenue", "2025", "10505", "亿", "approx"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    V("revenue", "2021", "11804", "亿", "approx"),
    H.PAIR("revenue", "2025", undefined, { period2: "2021", mode: "lt" }),
  ]),
  c("t", A, "fR", "annual", "经营活动现金流6586亿元，同比增长72%，是归母净利的近5倍。", [
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "5", { cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "商誉381.3亿元，较上年增加约12%，并购整合风险在积聚。",
    [
      V("goodwill", "2025", "381.3"),
      G("goodwill", "2025", { v: "12", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "商誉同比-12.42%" },
  ),
  c("t", A, "tC", "industry", "89.8%的资产负债率对保险集团是正常水平，与2017年90.95%相比还略有下降。", [
    V("debt_ratio", "2025", "89.8", "%"),
    IND("high_debt_is_normal"),
    PP("debt_ratio", "2025", { base: "2017", dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "industry",
    "负债率接近九成，远超警戒线，平安的资产负债表已经非常脆弱。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率属常态" },
  ),
  c(
    "t",
    A,
    "tF",
    "annual",
    "总资产13.90万亿元，比上年末增长约7.3%；分配股利及付息现金771.5亿元，略多于上年的746.7亿。",
    [
      V("total_assets", "2025", "13.90", "万亿"),
      G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
      V("dividends_interest_paid", "2025", "771.5"),
      V("dividends_interest_paid", "2024", "746.7"),
    ],
  ),
  c("u", A, "fE", "quarterly", "一季度归母净利250.2亿元，同比增长约8%，开局平稳。", [
    V("net_profit", "2026Q1", "250.2"),
    U("2025年一季度数据未存储，同比无法核验"),
  ]),
  c(
    "t",
    A,
    "fSy",
    "quarterly",
    "一季度营收2184亿元、归母净利250.2亿元，归母净利与营收之比约11.5%，低于2025全年的12.8%。",
    [
      V("revenue", "2026Q1", "2184", "亿", "approx"),
      V("net_profit", "2026Q1", "250.2"),
      R("net_profit", "revenue", "2026Q1", "11.5", { u: "%", cmp: "approx" }),
      R("net_profit", "revenue", "2025", "12.8", { u: "%", cmp: "approx" }),
    ],
  ),
  // technicals
  c("t", A, "tT", "technical", "MACD在4月7日低位金叉，DIF约-0.35已在DEA上方；收盘59.37元刚站回年线。", [
    MACD("golden_cross", 20),
    MACD("dif_value", null, { v: "-0.35", cmp: "approx" }),
    MACD("dif_above_dea"),
    CLOSE("59.37"),
    MAX_CROSS(250, "up", 3),
  ]),
  c("f", A, "tT", "technical", "收盘59.37元已突破60日均线，中期趋势扭转。", [MA(60, "above", { err: "technical" })], {
    err: "technical",
    note: "MA60 61.25，收盘仍在其下",
  }),
  c("t", A, "vT", "technical", "4月上涨约4.6%，但今年以来仍跌了13.2%，1月6日的74.32元是年内收盘最高点。", [
    MRET("2026-04", { v: "4.6", cmp: "approx" }),
    RET("2025-12-31", { v: "-13.2", cmp: "approx" }),
    HILO("max", "2026-01-01", { v: "74.32" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "距52周低点50.55元已反弹约27%，短期涨幅过大。",
    [LO52({ cond: "level", v: "50.55" }), LO52({ v: "27", cmp: "approx", u: "%", err: "wrong_value" })],
    { err: "wrong_value", note: "距52周低点+17.45%" },
  ),
  c("t", A, "tTr", "technical", "RSI14在53.7附近，量能与前20日基本持平，近250个交易日累计涨了约17.7%。", [
    RSI("53.7", "approx"),
    VOL("flat"),
    RET(250, { v: "17.7", cmp: "approx" }),
  ]),
  c("t", A, "tM", "technical", "短期均线粘合在58.2元附近，60日线61.25元和120日线62.69元压在上方，形成空头压制。", [
    MA(5, "value", { v: "58.2", cmp: "approx" }),
    MA(10, "value", { v: "58.2", cmp: "approx" }),
    MA(20, "value", { v: "58.2", cmp: "approx" }),
    MA(60, "value", { v: "61.25" }),
    MA(120, "value", { v: "62.69" }),
    MAORDER([20, 60, 120], "bear"),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "以4月30日收盘价计，平安对应2025年归母净利的市盈率约8倍。", [MCNOW("2025", "8")]),
  c(
    "f",
    A,
    "tP",
    "valuation",
    "去年7月4日快照市净率1.12倍、总市值约1.03万亿，对应2024年净利的PE约12倍。",
    [
      SNAP("pb", "1.12", "x", "eq"),
      SNAP("marketCap", "1.03", "万亿"),
      MCPE("2024", "12", "approx", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "10301.5/1266.07=8.1倍" },
  ),
  // announcements
  c("t", A, "tN", "announcement", "3月27日公布2025年年度利润分配方案，去年8月27日已有中期利润分配方案。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
    EV("dividend", true, { from: "2025-08-27", to: "2025-08-27", title: "中期" }),
  ]),
  c("t", A, "fS", "announcement", "去年9月3日完成回购股份注销并变更股本，回购的股份没有留着而是直接注销。", [
    EV("repurchase", true, { from: "2025-09-03", to: "2025-09-03", title: "注销" }),
  ]),
  c("u", A, "tN", "announcement", "平安今年推出新一期核心人员持股计划，覆盖上万名员工。", [
    U("平安的持股计划公告未收集"),
  ]),
  c("u", A, "bear", "undecidable", "寿险新业务价值同比增长超三成，但偿付能力充足率降至190%以下。", [
    U("NBV与偿付能力未存储"),
  ]),
  c("u", A, "tA", "undecidable", "平安估值只有中国人寿的一半，股息率却更高。", [U("中国人寿不在样本；股息率未存储")]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "经营现金流同比猛增72%，对一家保险集团来说这反倒是个危险信号。",
    [READ(G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "增长读作利空" },
  ),
];
