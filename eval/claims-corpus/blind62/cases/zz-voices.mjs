// Writers who are not debate JSON points, filed under the role that would pass such text on: 快讯 and 公众号 headlines
// (新闻分析师), 研报 titles (报告合成师 / 估值分析师), 【AI诊股】 cards, 股吧 / 雪球 posts (情绪分析师), 晨会纪要
// (研究经理), 业绩会纪要 (基本面分析师). All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, CLOSE, MAORDER, RSI, MACD, HI52, EV, U, SPAN, SNAP, MCNOW, POS52, VOL, IN, PERDAY } = H;
const mt = H.maker("b62-vmt", "600519");
const pa = H.maker("b62-vpa", "601318");
const sh = H.maker("b62-vsh", "600028");
const A = "2026-04-30";

export default [
  mt(
    "t",
    A,
    "tN",
    "quarterly",
    "【快讯】贵州茅台一季度营收539.09亿元，同比增6.54%；归母净利272.43亿元，同比增1.47%。",
    [
      V("operating_revenue", "2026Q1", 539.09),
      G("operating_revenue", "2026Q1", { v: 6.54 }),
      V("net_profit", "2026Q1", 272.43),
      G("net_profit", "2026Q1", { v: 1.47 }),
    ],
  ),
  mt(
    "f",
    A,
    "tS",
    "quarterly",
    "股吧：茅台一季度赚了2724亿，一天赚30亿，谁比得了？",
    [
      V("net_profit", "2026Q1", 2724, "亿", "approx", { err: "wrong_magnitude" }),
      PERDAY("net_profit", "2026Q1", { v: 30, cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "272.43亿，日均约3亿" },
  ),
  mt("t", A, "fSy", "annual", "研报标题｜茅台2025年报点评：收入微降1.2%，现金分红付现仍超670亿", [
    G("operating_revenue", "2025", { v: -1.2, cmp: "approx", size: "微降" }),
    V("dividends_interest_paid", "2025", 670, "亿", "gt"),
  ]),
  mt(
    "f",
    A,
    "tN",
    "annual",
    "公众号｜茅台经营现金流腰斩，高分红还撑得住吗？",
    [G("operating_cash_flow", "2025", { size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "经营现金流-33.5%，未到腰斩" },
  ),
  mt(
    "t",
    A,
    "tT",
    "technical",
    "【AI诊股】贵州茅台 1384.79元｜技术面：均线空头，RSI 39.6｜基本面：2025年ROE 32.53%｜综合：中性",
    [CLOSE(1384.79), MAORDER([5, 10, 20, 60], "bear"), RSI(39.6, "eq"), V("roe", "2025", 32.53, "%")],
  ),
  mt(
    "f",
    A,
    "tF",
    "annual",
    "业绩会纪要：公司介绍，2025年经营活动现金流615亿元，较上年增加约7%。",
    [
      V("operating_cash_flow", "2025", 615, "亿", "approx"),
      G("operating_cash_flow", "2025", { v: 7, cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "924.64→615.22，-33.5%" },
  ),
  mt("t", A, "tM", "quarterly", "晨会纪要：茅台2026Q1净利率52.22%，同比回落约2.67个百分点，ROE 10.57%。", [
    V("net_margin", "2026Q1", 52.22, "%"),
    PP("net_margin", "2026Q1", { v: -2.67, cmp: "approx" }),
    V("roe", "2026Q1", 10.57, "%"),
  ]),
  mt("u", A, "tN", "undecidable", "【快讯】茅台集团拟增持贵州茅台股份，金额10亿至20亿元。", [
    U("茅台只收录年报公告；增持公告不在采集范围"),
  ]),
  mt(
    "f",
    A,
    "tS",
    "technical",
    "雪球：茅台较52周高点已经跌去三成，超跌太明显了。",
    [HI52({ v: -30, cmp: "approx", err: "technical" })],
    { err: "technical", note: "距52周高点1645元约-15.8%" },
  ),
  pa(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要：平安2025年归母净利1347.78亿元，同比+16.5%，维持买入。",
    [V("net_profit", "2025", 1347.78), G("net_profit", "2025", { v: 16.5, cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+6.45%" },
  ),
  pa("u", A, "tF", "undecidable", "业绩会纪要：管理层称2025年寿险新业务价值同比增长超两成。", [U("NBV不在存储数据中")]),
  pa("t", A, "tN", "announcement", "【快讯】中国平安3月27日披露2025年年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度利润分配方案" }),
  ]),
  pa(
    "f",
    A,
    "tS",
    "technical",
    "股吧：平安今年以来跌了快两成，割肉吧。",
    [SPAN("2025-12-31", { v: -20, cmp: "near", err: "overstatement" })],
    { err: "overstatement", note: "年初以来-13.2%" },
  ),
  pa(
    "f",
    A,
    "fS",
    "technical",
    "【AI诊股】中国平安｜PE 8.0倍｜PB 1.12倍｜MACD：死叉运行｜建议：观望",
    [MCNOW("2025", 8.0, "approx"), SNAP("pb", 1.12, "x", "eq"), MACD("dif_below_dea", undefined, { err: "technical" })],
    { err: "technical", note: "4月7日金叉，DIF在DEA上方" },
  ),
  pa("t", A, "fSy", "annual", "研报｜中国平安：2025年归母净利1348亿元同比+6.5%，经营现金流大增72%", [
    V("net_profit", "2025", 1348, "亿", "approx"),
    G("net_profit", "2025", { v: 6.5, cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: 72, cmp: "approx", size: "大增" }),
  ]),
  pa("u", A, "fS", "undecidable", "雪球：平安H股比A股便宜两成，AH溢价处在历史高位。", [U("H股价格与AH溢价未存储")]),
  pa(
    "f",
    A,
    "tN",
    "annual",
    "公众号｜平安总资产突破15万亿元，又一金融巨无霸诞生",
    [V("total_assets", "2025", 15, "万亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "13.90万亿" },
  ),
  pa("t", A, "tS", "technical", "股吧：平安过去一年涨了17%多，拿住的都赚了，急什么。", [RET(250, IN(17, 18))]),
  sh(
    "f",
    A,
    "tN",
    "annual",
    "公众号｜中石化2024年净利润跌破400亿元，炼化寒冬何时过？",
    [V("net_profit", "2024", 400, "亿", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "503.13亿" },
  ),
  sh(
    "t",
    A,
    "tN",
    "annual",
    "【快讯】中国石化2024年营收30745.62亿元，同比降4.29%；归母净利503.13亿元，同比降16.79%。",
    [
      V("operating_revenue", "2024", 30745.62),
      G("operating_revenue", "2024", { v: -4.29 }),
      V("net_profit", "2024", 503.13),
      G("net_profit", "2024", { v: -16.79 }),
    ],
  ),
  sh(
    "f",
    A,
    "fSy",
    "annual",
    "研报标题｜中国石化：2024年毛利率逆势提升至15.65%",
    [
      V("gross_margin", "2024", 15.65, "%", "eq", { err: "wrong_period" }),
      PP("gross_margin", "2024", { dir: "up", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "15.65%是2023年；2024年15.47%" },
  ),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "股吧：石化一年跌了三成多，5块多的价格还不抄？",
    [RET(250, { v: -30, cmp: "lt", err: "wrong_value" }), CLOSE(5, "gt")],
    { err: "wrong_value", note: "250个交易日-5.93%；-33.5%是距52周高点" },
  ),
  sh("t", A, "tT", "technical", "【AI诊股】中国石化 5.39元｜52周位置约4%｜RSI 30.0｜量能：缩量｜信号：弱势", [
    CLOSE(5.39),
    POS52({ v: 4, cmp: "approx" }),
    RSI(30.0, "eq"),
    VOL("shrink"),
  ]),
  sh("u", A, "tM", "undecidable", "晨会纪要：中石化一季度炼油毛利环比改善，维持增持评级。", [
    U("季报与炼油毛利未存储"),
  ]),
  sh("u", A, "fSy", "undecidable", "研报｜中国石化2025年报点评：全年归母净利约500亿元，分红率超七成", [
    U("FY2025年报未存储"),
  ]),
];
