// The writers who are not debate JSON points: wire leads, forum posts, board-secretary answers, sell-side summaries,
// a fund letter, a compliance reviewer and a quant's signal log, filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, RET, CLOSE, MA, RSI, MACD, HI52, VOL, U, SPAN, VOLR, BRK, PE, QOQ, BIAS } = H;
const A = "2026-04-30";
const mk = (p, t) => {
  const c = H.maker(`b9-v${p}`, t);
  return {
    T: (a, r, k, s, sp, o) => c("t", a, r, k, s, sp, o),
    F: (e, a, r, k, s, sp, note) => c("f", a, r, k, s, sp, { err: e, note }),
    N: (a, r, k, s, sp) => c("u", a, r, k, s, sp),
  };
};
const mt = mk("mt", "600519");
const nd = mk("nd", "300750");
const by = mk("by", "002594");
const zs = mk("zs", "600036");
const pa = mk("pa", "601318");
const sh = mk("sh", "600028");
const wl = mk("wl", "000858");

export default [
  // wire leads (新闻分析师)
  nd.T(
    A,
    "tN",
    "quarterly",
    "【财联社4月电】宁德时代一季报：营收1291.31亿元，同比增长52.45%；净利润207.38亿元，同比增长48.52%。",
    [
      V("revenue", "2026Q1", "1291.31"),
      G("revenue", "2026Q1", { base: "2025Q1", v: "52.45" }),
      V("net_profit", "2026Q1", "207.38"),
      G("net_profit", "2026Q1", { base: "2025Q1", v: "48.52" }),
    ],
  ),
  nd.F(
    "wrong_value",
    A,
    "tN",
    "quarterly",
    "【财联社4月电】宁德时代一季度净利润207.38亿元，同比增长52.45%，营收1291.31亿元。",
    [G("net_profit", "2026Q1", { base: "2025Q1", v: "52.45", err: "wrong_value" })],
    "52.45%是营收增速",
  ),
  by.T(
    A,
    "tN",
    "quarterly",
    "【快讯】比亚迪一季度归母净利润40.85亿元，同比下降55.38%；营业收入1502.25亿元，同比下降11.82%。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { base: "2025Q1", v: "-55.38" }),
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { base: "2025Q1", v: "-11.82" }),
    ],
  ),
  by.F(
    "wrong_value",
    A,
    "tN",
    "quarterly",
    "【快讯】比亚迪一季度归母净利润4.08亿元，同比大降55%。",
    [
      V("net_profit", "2026Q1", "4.08", "亿", "eq", { err: "wrong_value" }),
      G("net_profit", "2026Q1", { base: "2025Q1", v: "-55", cmp: "approx" }),
    ],
    "40.85亿元，差10倍",
  ),
  zs.T(
    A,
    "tN",
    "quarterly",
    "招商银行一季报显示，报告期内实现营业收入869.40亿元，同比增长3.81%，归母净利润同比增长1.52%。",
    [V("revenue", "2026Q1", "869.40"), G("revenue", "2026Q1", { v: "3.81" }), G("net_profit", "2026Q1", { v: "1.52" })],
  ),
  pa.F(
    "wrong_period",
    A,
    "tN",
    "annual",
    "中国平安公告，2025年实现营业收入10289.25亿元，归母净利润1347.78亿元。",
    [V("revenue", "2025", "10289.25", "亿", "eq", { err: "wrong_period" }), V("net_profit", "2025", "1347.78")],
    "10289.25亿元是2024年营收",
  ),
  mt.T(A, "tN", "quarterly", "贵州茅台一季度营业收入539.09亿元，归母净利润272.43亿元，经营活动现金流净额269.10亿元。", [
    V("operating_revenue", "2026Q1", "539.09"),
    V("net_profit", "2026Q1", "272.43"),
    V("operating_cash_flow", "2026Q1", "269.10"),
  ]),
  nd.N(A, "tN", "undecidable", "【快讯】宁德时代与某欧洲车企签订长期供货协议，金额超千亿元。", [
    U("合同公告不在采集范围"),
  ]),
  by.N(A, "tN", "undecidable", "比亚迪4月新能源汽车销量30.2万辆，同比下降约20%。", [U("销量")]),
  // forum posts (情绪分析师)
  mt.F(
    "technical",
    A,
    "tS",
    "technical",
    "股吧：茅台这个月涨了5个点，1380上车的兄弟稳了。",
    [RET(20, { v: "5", cmp: "approx", dir: "up", err: "technical" })],
    "20日-5.11%",
  ),
  nd.T(A, "tS", "technical", "雪球：宁王一年差不多翻倍，从225涨到436，现在追是不是晚了？", [
    RET(250, { size: "接近翻倍" }),
    CLOSE("225", "approx", { date: "2025-04-18" }),
    CLOSE("436"),
  ]),
  by.F(
    "technical",
    A,
    "tS",
    "technical",
    "股吧：迪子连跌一个月，20天跌了快一成，割了。",
    [RET(20, { v: "-10", cmp: "near", err: "technical" })],
    "20日+0.32%",
  ),
  zs.T(A, "tS", "technical", "雪球：招行跌到52周低点附近的38块多，离去年高点48.55已经跌了两成多。", [
    CLOSE("38", "gt"),
    CLOSE("39", "lt"),
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-20", cmp: "lt" }),
  ]),
  sh.F(
    "technical",
    A,
    "tS",
    "technical",
    "股吧：石化三个月跌了一成半，底部放出天量，主力进场了。",
    [RET(60, { v: "-15", cmp: "approx" }), VOL("expand_strong", { err: "technical" })],
    "量比约0.61，缩量",
  ),
  wl.T(A, "tS", "technical", "股吧：五粮液从2020年底的291跌到97，三分之二没了，还在跌。", [
    CLOSE("291.85", "approx", { date: "2020-12-31" }),
    CLOSE("97.08"),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
    RET(5, { dir: "down" }),
  ]),
  pa.N(A, "tS", "undecidable", "雪球：平安这波是北向资金在买，连续十天净流入。", [U("资金流向")]),
  // board-secretary Q&A (基本面分析师 / 新闻分析师)
  by.N(
    A,
    "tF",
    "annual",
    "投资者问：2025年经营现金流为何大幅下降？董秘答：2025年经营活动现金流净额591.36亿元，同比减少55.69%，主要受票据结算方式调整影响。",
    [V("operating_cash_flow", "2025", "591.36"), G("operating_cash_flow", "2025", { v: "-55.69" }), U("原因")],
  ),
  nd.N(
    A,
    "tF",
    "annual",
    "董秘回复：公司2025年资本开支为423.45亿元，较2024年的311.80亿元有所增加，主要用于海外基地建设。",
    [V("capex", "2025", "423.45"), V("capex", "2024", "311.80"), U("资本开支用途")],
  ),
  mt.F(
    "wrong_value",
    A,
    "tF",
    "annual",
    "董秘答投资者：2025年公司经营活动现金流净额约715亿元，与净利润基本匹配。",
    [V("operating_cash_flow", "2025", "715", "亿", "approx", { err: "wrong_value" })],
    "615.22亿元",
  ),
  zs.N(A, "tF", "undecidable", "董秘答：公司核心一级资本充足率保持在14%以上，资本充足。", [U("资本充足率")]),
  // sell-side summaries (研究经理)
  nd.T(A, "tM", "quarterly", "点评：1Q26归母净利润207.38亿元（同比+48.5%，环比-10.5%），毛利率24.82%，盈利维持高位。", [
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { base: "2025Q1", v: "48.5", cmp: "approx" }),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10.5", cmp: "approx" }),
    V("gross_margin", "2026Q1", "24.82", "%"),
  ]),
  nd.F(
    "wrong_direction",
    A,
    "tM",
    "quarterly",
    "点评：1Q26营收1291.31亿元，环比4Q25增长8%，淡季不淡。",
    [QOQ("revenue", "2026Q1", "2025S4", { v: "8", cmp: "approx", err: "wrong_direction" })],
    "环比-8.2%",
  ),
  mt.N(A, "tM", "undecidable", "点评：2025年业绩略低于市场预期，下调2026-2027年EPS至66.5/69.8元，维持买入评级。", [
    U("预期与预测"),
  ]),
  by.T(A, "tM", "quarterly", "点评：4Q25单季归母净利润92.86亿元，同比-38.2%，环比+18.7%，利润环比修复但同比承压。", [
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38.2", cmp: "approx" }),
    QOQ("net_profit", "2025S4", "2025S3", { v: "18.7", cmp: "approx" }),
  ]),
  by.F(
    "wrong_base_year",
    A,
    "tM",
    "quarterly",
    "点评：4Q25单季归母净利润92.86亿元，环比下降38.2%。",
    [QOQ("net_profit", "2025S4", "2025S3", { v: "-38.2", cmp: "approx", err: "wrong_base_year" })],
    "-38.2%是同比；环比+18.7%",
  ),
  zs.T(
    A,
    "tM",
    "annual",
    "点评：2025年营收同比+0.01%、归母净利润同比+1.21%，全年业绩平稳，四季度单季利润增速回升至3.41%。",
    [
      G("revenue", "2025", { v: "0.01" }),
      G("net_profit", "2025", { v: "1.21" }),
      G("net_profit", "2025S4", { v: "3.41" }),
      H.GDIFF(
        { metric: "net_profit", period: "2025S4" },
        { metric: "net_profit", period: "2025S3" },
        { v: "0", cmp: "gt" },
      ),
    ],
  ),
  pa.N(A, "tM", "undecidable", "点评：2025年营运利润同比增长约8%，好于归母净利润增速，维持“强烈推荐”。", [
    U("营运利润"),
  ]),
  // fund letter (组合经理)
  nd.T(
    A,
    "tP",
    "annual",
    "季报致持有人：我们继续持有宁德时代，其2025年归母净利润增长42%，经营现金流超过1300亿元，远高于净利润。",
    [
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
      V("operating_cash_flow", "2025", "1300", "亿", "gt"),
      H.PAIR("operating_cash_flow", "2025", undefined, { mode: "gt", metric2: "net_profit" }),
    ],
  ),
  mt.F(
    "wrong_base_year",
    A,
    "tP",
    "annual",
    "致持有人：茅台2025年营收较2023年小幅下滑，我们在一季度降低了仓位。",
    [G("revenue", "2025", { base: "2023", dir: "down", err: "wrong_base_year" })],
    "较2023年+14.3%；下滑的是较2024年",
  ),
  zs.T(
    A,
    "tP",
    "valuation",
    "致持有人：招商银行市净率已降至0.9倍以下（以2025年末每股净资产43.43元计），我们逢低增配。",
    [V("bps", "2025", "43.43", "元"), PE("2025", "0.9", "lt", { per: "bps" })],
  ),
  // compliance review (风险分析师 / 保守风控)
  nd.T(
    A,
    "fR",
    "annual",
    "合规复核：稿件称“2025年营收4237亿元、同比增长约17%”，与年报4237.02亿元、+17.04%一致，可发布。",
    [V("revenue", "2025", "4237", "亿", "approx"), G("revenue", "2025", { v: "17", cmp: "approx" })],
  ),
  by.F(
    "wrong_value",
    A,
    "fR",
    "annual",
    "合规复核：稿件“2025年营收8039.65亿元，同比增长13.46%”数据无误，准予发布。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { v: "13.46", err: "wrong_value" })],
    "+3.46%",
  ),
  mt.T(
    A,
    "fR",
    "annual",
    "合规复核：原文“2025年归母净利润同比下降约4.5%”与年报823.20亿元对比2024年862.28亿元的结果一致。",
    [
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
      V("net_profit", "2025", "823.20"),
      V("net_profit", "2024", "862.28"),
    ],
  ),
  sh.F(
    "wrong_period",
    "2025-04-30",
    "fR",
    "annual",
    "合规复核：稿件“2024年归母净利润604.63亿元”与年报一致。",
    [V("net_profit", "2024", "604.63", "亿", "eq", { err: "wrong_period" })],
    "604.63亿元是2023年",
  ),
  // quant signal log (技术分析师 / 交易员)
  mt.T(A, "tT", "technical", "[信号] 600519 收盘1384.79 < MA20 1433.56，RSI14=39.6，MACD死叉(4/17)，状态：空头。", [
    CLOSE("1384.79"),
    MA(20, "value", { v: "1433.56" }),
    MA(20, "below"),
    RSI("39.6", "approx"),
    MACD("death_cross", 12),
  ]),
  nd.F(
    "technical",
    A,
    "tT",
    "technical",
    "[信号] 300750 收盘436 > MA5 437.69，短线多头。",
    [MA(5, "above", { err: "technical" })],
    "436低于MA5",
  ),
  sh.T(A, "tTr", "technical", "[信号] 600028 5.39，BIAS20=-4.3%，量比(20/20)=0.61，RSI14=30.0，观望。", [
    CLOSE("5.39"),
    BIAS(20, { v: "-4.3", cmp: "approx" }),
    VOLR({ v: "0.61", cmp: "approx" }),
    RSI("30.0", "approx"),
  ]),
  zs.F(
    "technical",
    A,
    "tTr",
    "technical",
    "[信号] 600036 38.27，MACD DIF>DEA且DIF>0，趋势多头。",
    [MACD("dif_above_dea", 0, { err: "technical" }), MACD("dif_above_zero", 0, { err: "technical" })],
    "DIF -0.125低于DEA和零轴",
  ),
  pa.T(A, "tTr", "technical", "[信号] 601318 59.37 > MA250 59.29，BIAS20=+2.0%，近5日+2.57%。", [
    MA(250, "above"),
    BIAS(20, { v: "2.0", cmp: "approx" }),
    RET(5, { v: "2.57" }),
  ]),
  wl.T(A, "tTr", "technical", "[信号] 000858 97.08，新低(60)，RSI14=28.4<30，超卖，不抄底。", [
    CLOSE("97.08"),
    BRK(60, "down"),
    RSI("28.4", "approx"),
    RSI("30", "lt"),
  ]),
  by.T(A, "tTr", "technical", "[信号] 002594 102.98 > MA60 98.35，量比0.68，5日+3.0%，持有。", [
    MA(60, "above"),
    MA(60, "value", { v: "98.35" }),
    VOLR({ v: "0.68", cmp: "approx" }),
    RET(5, { v: "3.0", cmp: "approx" }),
  ]),
];
