// Rebuttals quoting the other side's figure before correcting it, risk debaters, vote lenses, rulings and readings
// of a fact (利好 / 利空), all on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, IND, READ } = H;
const { X, CAGR, QOQ, PSUM, POS52, MCNOW, SPAN, HILO, MRET, PAIR, GDIFF, RANK } = H;
const mt = H.maker("b47-rmt", "600519");
const cl = H.maker("b47-rcl", "300750");
const pa = H.maker("b47-rpa", "601318");
const A = "2026-04-30";

export default [
  // 贵州茅台
  mt("t", A, "bull", "annual", "空方说利润“大幅下滑”，但823.20亿元对862.28亿元只降了4.5%，远谈不上大幅。", [
    V("net_profit", "2025", "823.20"),
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-20", cmp: "gt" }),
  ]),
  mt(
    "f",
    A,
    "bear",
    "annual",
    "多方拿净利率说事，可净利率已从52.27%掉到50.53%，一年跌了近5个百分点。",
    [
      V("net_margin", "2024", "52.27", "%"),
      V("net_margin", "2025", "50.53", "%"),
      PP("net_margin", "2025", { v: "-5", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-1.74pp" },
  ),
  mt("t", A, "fT", "quarterly", "质疑方称一季度利润负增长，实际272.43亿元对268.47亿元仍是正增长，只是增幅仅约1.5%。", [
    V("net_profit", "2026Q1", "272.43"),
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2026Q1", { dir: "up", v: "1.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "fT",
    "annual",
    "空方这点说得对：经营现金流615亿元，已是2019年以来的最低水平。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      MIN("operating_cash_flow", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "2022年366.99亿、2019年452.11亿、2020年516.69亿更低" },
  ),
  mt(
    "f",
    A,
    "bull",
    "annual",
    "经营现金流同比少了309亿元，说明公司主动让利渠道，是长期利好。",
    [
      D("operating_cash_flow", "2025", { v: "-309", cmp: "approx" }),
      READ(G("operating_cash_flow", "2025", { dir: "down" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "现金流下滑读作利好" },
  ),
  mt("t", A, "tA", "technical", "股价已落到52周区间的两成位置，距低点仅4.75%，下行空间有限，可以博反弹。", [
    POS52({ v: "20", cmp: "le" }),
    LO52({ v: "4.75" }),
  ]),
  mt("t", A, "tC", "technical", "别急着抄底：收盘还在全部主要均线之下，DIF也在DEA下方，趋势没有扭转。", [
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    MACD("dif_below_dea", 0),
  ]),
  mt("t", A, "tNe", "valuation", "PE约21倍、年初至今基本横盘（+0.55%），估值与趋势都不极端，维持标配。", [
    MCNOW("2025", "21", "approx"),
    SPAN("2025-12-31", { v: "0.55" }),
  ]),
  mt("t", A, "vF", "annual", "利润小降4.5%但净利率仍超50%、负债率仅16.42%，基本面偏多。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    V("net_margin", "2025", "50", "%", "gt"),
    V("debt_ratio", "2025", "16.42", "%"),
  ]),
  mt(
    "f",
    A,
    "vT",
    "technical",
    "5、10、20、60日均线多头排列，技术面给看多票。",
    [MAORDER([5, 10, 20, 60], "bull", { err: "technical" })],
    { err: "technical", note: "MA5/10/20/60=1410.53/1411.13/1433.56/1441.22，空头排列" },
  ),
  mt("u", A, "vN", "announcement", "近期未见股东减持或大额回购，消息面平静。", [U("茅台只收录年报公告")]),
  mt("t", A, "tP", "annual", "综合看：利润2019年后首次下滑、现金流降三成，但一季度利润恢复增长1.5%，给予持有。", [
    G("net_profit", "2025", { dir: "down" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  // 宁德时代
  cl("t", A, "bear", "annual", "多方强调利润增42%，但营收只增17%，且2024年营收还下滑过9.7%。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
  ]),
  cl(
    "f",
    A,
    "bull",
    "annual",
    "空方担心杠杆，可负债率61.94%已是2021年以来最低，较2022年高点下降超过10个百分点。",
    [
      MIN("debt_ratio", "2025", ["2021", "2022", "2023", "2024", "2025"]),
      PP("debt_ratio", "2025", { base: "2022", v: "-10", cmp: "lt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "较2022年-8.62pp" },
  ),
  cl("t", A, "fT", "quarterly", "质疑方称一季度1291亿元是单季新高，其实低于去年四季度的1406亿元，环比下降约8%。", [
    PAIR("revenue", "2025S4", "300750", { period2: "2026Q1", mode: "gt" }),
    V("revenue", "2026Q1", "1291", "亿", "approx"),
    V("revenue", "2025S4", "1406", "亿", "approx"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
  ]),
  cl(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度营收1291亿元环比四季度下降约18%，旺季已过。",
    [
      V("revenue", "2026Q1", "1291", "亿", "approx"),
      QOQ("revenue", "2026Q1", "2025S4", { v: "-18", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-8.18%" },
  ),
  cl(
    "f",
    A,
    "bear",
    "announcement",
    "公司一边发员工持股计划，一边在推进2026年A股回购新方案，资金安排混乱。",
    [
      EV("equity_incentive", true, { from: "2026-02-09" }),
      EV("repurchase", true, { from: "2026-02-09", title: "回购.*方案", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "只有回购进展与结果公告，无新回购方案" },
  ),
  cl("t", A, "tA", "technical", "250日涨幅93%、股价在52周区间约九成位置，趋势资金仍在，可以加仓。", [
    RET(250, { v: "93", cmp: "approx" }),
    POS52({ v: "90", cmp: "approx" }),
  ]),
  cl("t", A, "tC", "technical", "60日乖离已达11%以上，DIF刚下穿DEA，追高性价比不高。", [
    H.BIAS(60, { v: "11", cmp: "gt" }),
    MACD("death_cross", 3),
  ]),
  cl(
    "f",
    A,
    "tNe",
    "valuation",
    "PE约27.5倍，比去年7月4日快照时的估值还低。",
    [MCNOW("2025", "27.5", "approx"), PAIRPE()],
    { err: "wrong_direction", note: "股价自2025-07-04涨64%，按同一利润口径PE更高" },
  ),
  cl("t", A, "vF", "annual", "营收、利润、经营现金流2025年同比增17%、42%、37%，基本面给看多票。", [
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
  ]),
  cl("t", A, "vT", "technical", "中长期均线多头，但DIF已下穿DEA、股价跌破5日线，技术面只投中性。", [
    MAORDER([20, 60, 120, 250], "bull"),
    MACD("dif_below_dea", 0),
    MA(5, "below"),
    H.MAX_CROSS(5, "down", 1),
  ]),
  cl("t", A, "vN", "announcement", "回购已完成、年度利润分配预案已出，另有科创债发行，消息面偏正面。", [
    EV("repurchase", true, { from: "2026-04-01", title: "回购结果" }),
    EV("dividend", true, { from: "2026-03-01", title: "利润分配预案" }),
    EV("bond", true, { from: "2026-02-01" }),
  ]),
  cl(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润较上年四季度减少约24亿元，说明成本压力正在消化，值得乐观。",
    [
      QOQ("net_profit", "2026Q1", "2025S4", { dir: "down" }),
      D("net_profit", "2026Q1", { base: "2025S4", v: "-24", cmp: "approx" }),
      READ(QOQ("net_profit", "2026Q1", "2025S4", { dir: "down" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "环比下滑读作利好" },
  ),
  cl("t", A, "tM", "annual", "多空分歧在估值：利润两年增42%与15%，PE约27.5倍，我倾向多方，但建议分批。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
    MCNOW("2025", "27.5", "approx"),
  ]),
  // 中国平安
  pa("t", A, "bull", "industry", "空方用89.8%负债率唱空是误读：对保险公司而言这是常态，且比2024年的89.93%还略低。", [
    V("debt_ratio", "2025", "89.8", "%"),
    IND("high_debt_is_normal"),
    PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  pa(
    "f",
    A,
    "bear",
    "industry",
    "多方回避的核心问题是杠杆：近九成的负债率意味着资不抵债的风险在上升。",
    [V("debt_ratio", "2025", "89", "%", "gt"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业负债率约90%属常态" },
  ),
  pa("t", A, "fT", "annual", "质疑方说利润还没回到2020年，确实如此：1347.78亿元比1430.99亿元少约83亿元。", [
    PAIR("net_profit", "2025", "601318", { period2: "2020", mode: "diff", u: "亿", v: "-83", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "fQ",
    "annual",
    "经营现金流6586亿元同比增72%看着漂亮，但主要是投资现金净流出缩小所致。",
    [
      G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
      G("investing_cash_flow", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "投资现金净流出由4162.51亿扩大到5599.53亿" },
  ),
  pa("t", A, "tA", "technical", "年初以来跌13%，但已站回年线、MACD金叉，反弹窗口打开。", [
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
    MA(250, "above"),
    H.MAX_CROSS(250, "up", 2),
    MACD("golden_cross", 18),
  ]),
  pa("t", A, "tC", "technical", "60日线61.25元和120日线62.69元都在上方压着，反弹空间受限。", [
    MA(60, "value", { v: "61.25" }),
    MA(120, "value", { v: "62.69" }),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  pa("t", A, "vF", "annual", "利润增6.5%、营收增2.1%、经营现金流增72%，基本面偏多。", [
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
  ]),
  pa("f", A, "vT", "technical", "收盘价低于20日均线，短线偏弱，技术面看空。", [MA(20, "below", { err: "technical" })], {
    err: "technical",
    note: "59.37 > MA20 58.22",
  }),
  pa(
    "f",
    A,
    "vN",
    "announcement",
    "2026年以来未见年度分红方案公告，分红或有变数。",
    [EV("dividend", false, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-03-27有2025年年度利润分配方案公告" },
  ),
  pa("u", A, "tP", "undecidable", "寿险改革成效显现，预计2026年NBV增速维持两位数，给予买入。", [U("NBV预测")]),
  pa("t", A, "fL", "annual", "裁定：利润与现金流均改善，负债率属行业常态，PE约8倍，多方论据更充分。", [
    G("net_profit", "2025", { dir: "up" }),
    G("operating_cash_flow", "2025", { dir: "up" }),
    IND("high_debt_is_normal"),
    MCNOW("2025", "8", "approx"),
  ]),
];

function PAIRPE() {
  // PE now vs PE at the 2025-07-04 snapshot, same profit base: the claim says now is lower, i.e. the price fell.
  return H.SPAN("2025-07-04", { dir: "down", err: "wrong_direction" });
}
