// Writers who are not debate JSON points (wire leads, 公众号 headlines, sell-side titles, AI 诊股 cards, forum posts,
// morning-meeting notes, earnings-call notes), filed under the role that would pass such text on. All 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, IND, U, READ } = H;
const { QOQ, PSUM, SPAN, GDIFF, BIAS, POS52, BRK, MCNOW, PE, X, DD, PAIR, CAGR, MRET } = H;
const zs = H.maker("b75-vz", "600036");
const sh = H.maker("b75-vs", "600028");
const nd = H.maker("b75-vn", "300750");
const bd = H.maker("b75-vb", "002594");
const A = "2026-04-30";

export default [
  nd("t", A, "tN", "quarterly", "【快讯】宁德时代一季度净利207.38亿元，同比增48.52%，营收同比增52.45%。", [
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.52" }),
    G("revenue", "2026Q1", { v: "52.45" }),
  ]),
  bd(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】比亚迪一季度营收1502.25亿元，同比增长11.82%；净利40.85亿元。",
    [
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { v: "11.82", err: "wrong_direction" }),
      V("net_profit", "2026Q1", "40.85"),
    ],
    { err: "wrong_direction", note: "同比-11.82%" },
  ),
  zs(
    "f",
    A,
    "tN",
    "annual",
    "公众号标题：招行2025年净利1051亿，连续六年创新高！",
    [
      V("net_profit", "2025", "1051", "亿", "approx", { err: "wrong_value" }),
      UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    ],
    { err: "wrong_value", note: "实为1501.81亿元，数字颠倒" },
  ),
  nd("t", A, "tF", "annual", "研报标题：宁德时代2025年报点评——净利722亿元同比+42%，现金流1332亿元再创新高。", [
    V("net_profit", "2025", "722", "亿", "approx"),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    MAX("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  bd(
    "f",
    A,
    "tF",
    "annual",
    "研报标题：比亚迪2025年报点评——毛利率17.74%触底回升，盈利拐点已现。",
    [V("gross_margin", "2025", "17.74", "%"), PP("gross_margin", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2024年19.44%下降1.70pp" },
  ),
  zs(
    "t",
    A,
    "tT",
    "technical",
    "【AI诊股】招商银行 收盘38.27 | 均线：空头 | MACD：死叉 | RSI：36 偏弱 | 52周位置：低位",
    [
      CLOSE("38.27"),
      MAORDER([5, 10, 20], "bear"),
      MACD("dif_below_dea"),
      RSI("36", "approx"),
      POS52({ v: "20", cmp: "le" }),
    ],
  ),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】宁德时代 收盘436 | 量能：缩量 | RSI：56 | 趋势：中长期多头",
    [CLOSE("436"), VOL("shrink", { err: "technical" }), RSI("56", "approx"), MAORDER([20, 60, 120, 250], "bull")],
    { err: "technical", note: "20日均量/前20日=1.132，为放量" },
  ),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "AI速读：中国石化现价5.39元，处在52周区间的高位，DIF仍在零轴下方，建议逢高减仓。",
    [CLOSE("5.39"), POS52({ v: "80", cmp: "ge", err: "technical" }), MACD("dif_below_zero")],
    { err: "technical", note: "52周位置4.2%，处低位" },
  ),
  bd("u", A, "tS", "undecidable", "股吧热帖：比亚迪这波价格战打完，下半年单车利润必然反弹，满仓等！", [
    U("预测与情绪无法核验"),
  ]),
  zs(
    "f",
    A,
    "tS",
    "technical",
    "雪球帖：招行跌到38块，比去年7月高点跌了快四成，这是银行股的历史大底。",
    [HI52({ v: "-40", cmp: "near", err: "wrong_magnitude" }), U("历史大底属判断")],
    { err: "wrong_magnitude", note: "距52周高点-21.2%" },
  ),
  nd("u", A, "fS", "undecidable", "雪球热议：宁德时代钠电池量产在即，机构一致看多。", [U("产品进度与机构观点未存储")]),
  sh(
    "t",
    A,
    "fSy",
    "annual",
    "晨会纪要：中石化2024年归母净利503亿元，同比降16.8%，毛利率15.47%基本持平，关注估值修复。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
      V("gross_margin", "2024", "15.47", "%"),
      PP("gross_margin", "2024", { dir: "flat" }),
    ],
  ),
  bd(
    "f",
    A,
    "fSy",
    "annual",
    "晨会纪要：比亚迪2025年归母净利润326亿元，同比下降约19%，资本开支同比下降约四成。",
    [
      V("net_profit", "2025", "326", "亿", "approx"),
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
      G("capex", "2025", { v: "-40", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "资本开支同比+61.06%" },
  ),
  zs("u", A, "fSy", "undecidable", "业绩会纪要：管理层预计2026年净息差降幅较2025年收窄，资产质量保持稳定。", [
    U("管理层表态与息差未存储"),
  ]),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "公众号：宁德时代重磅公告，拟定增募资超500亿元加码海外基地！",
    [EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09以来无定增公告" },
  ),
  bd("t", A, "tN", "announcement", "公众号：比亚迪披露2025年度利润分配方案，同时员工持股计划首期解锁条件未达成。", [
    EV("dividend", true, { from: "2026-03-01", title: "2025年度利润分配" }),
    EV("equity_incentive", true, { from: "2026-03-01", title: "未成就" }),
  ]),
  sh(
    "f",
    A,
    "tF",
    "annual",
    "券商研报《中国石化：研发投入152亿元同比增近两成，转型提速》",
    [
      V("research_expense", "2024", "152", "亿", "approx"),
      G("research_expense", "2024", { v: "20", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+8.92%" },
  ),
  nd("t", A, "fS", "technical", "股吧帖：宁德3月大涨17.5%，4月又涨8.5%，两个月累计涨了约27%，别追了。", [
    MRET("2026-03", { v: "17.5", cmp: "approx" }),
    MRET("2026-04", { v: "8.5", cmp: "approx" }),
    H.SPAN("2026-02-27", { v: "27", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "tN",
    "valuation",
    "【快讯】招商银行股价收于38.27元，对应静态市盈率约6.7倍、市净率约1.2倍。",
    [CLOSE("38.27"), PE("2025", "6.7"), PE("2025", "1.2", "approx", { per: "bps", err: "wrong_value" })],
    { err: "wrong_value", note: "38.27/43.43≈0.88倍；1.16是2025年7月快照的PB" },
  ),
  sh("u", A, "tN", "undecidable", "【快讯】中国石化一季度炼油毛利环比改善，成品油销量同比持平。", [
    U("分部毛利与销量未存储"),
  ]),
  bd(
    "f",
    A,
    "fS",
    "quarterly",
    "雪球帖：比亚迪一季度利润40亿，环比上季度只降了5%，淡季正常波动而已。",
    [
      V("net_profit", "2026Q1", "40", "亿", "approx"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-5", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "环比-56.0%" },
  ),
  nd("t", A, "tF", "annual", "业绩会纪要：公司2025年分红及利息付现349亿元，同比增长约35%，负债率降至61.94%。", [
    V("dividends_interest_paid", "2025", "349", "亿", "approx"),
    G("dividends_interest_paid", "2025", { v: "35", cmp: "approx" }),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  sh("t", A, "tN", "annual", "【快讯】中国石化2024年年报：归母净利润503.13亿元，基本每股收益0.41元，同比少0.09元。", [
    V("net_profit", "2024", "503.13"),
    V("basic_eps", "2024", "0.41", "元"),
    D("basic_eps", "2024", { v: "-0.09", u: "元" }),
  ]),
  zs("t", A, "fS", "technical", "雪球帖：招行年末收42.1元，现在38.27元，今年跌了9%出头，银行股也不是避风港。", [
    CLOSE("42.1", "eq", { date: "2025-12-31" }),
    CLOSE("38.27"),
    SPAN("2025-12-31", { v: "-9", cmp: "lt" }),
    SPAN("2025-12-31", { v: "-10", cmp: "gt" }),
  ]),
  nd(
    "t",
    A,
    "fSy",
    "technical",
    "晨会纪要：宁德时代近60日涨约28%，60日乖离在11%以上，短线宜等回踩20日线（约425元）。",
    [
      RET(60, { v: "28", cmp: "approx" }),
      BIAS(60, { v: "11", cmp: "gt" }),
      MA(20, "value", { v: "425", cmp: "approx" }),
    ],
  ),
];
