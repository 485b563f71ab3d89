// Writers who are not debate JSON points (公众号 headlines, 研报 titles, AI 诊股 cards, 股吧 / 雪球 posts, 快讯,
// 晨会纪要, 业绩会纪要), filed under the role that would pass such text on. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, PAIR, READ } = H;
const { MCNOW, SNAP, BIAS, DD, POS52, X, CAGR, QOQ, PSUM, SPAN, PE, IND, EVN, MRET, HILO, BRK, UPDAYS } = H;
const mt = H.maker("b65-vo-mt", "600519");
const zs = H.maker("b65-vo-zs", "600036");
const nd = H.maker("b65-vo-nd", "300750");
const A = "2026-04-30";

export default [
  // 快讯
  mt("t", A, "tN", "quarterly", "【快讯】贵州茅台：一季度归母净利润272.43亿元，同比增长1.47%。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.47" }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】宁德时代一季度营收1291.31亿元，同比增长48.52%；净利润207.38亿元。",
    [
      V("revenue", "2026Q1", "1291.31"),
      G("revenue", "2026Q1", { v: "48.52", err: "wrong_value" }),
      V("net_profit", "2026Q1", "207.38"),
    ],
    { err: "wrong_value", note: "营收同比+52.45%，48.52%是净利润增速" },
  ),
  zs("t", A, "tN", "quarterly", "招商银行快报：一季度营业收入869.40亿元，同比增长3.81%，归母净利润同比增长1.52%。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.81" }),
    G("net_profit", "2026Q1", { v: "1.52" }),
  ]),
  // 公众号 headlines
  mt(
    "f",
    A,
    "fS",
    "annual",
    "重磅！茅台2025年净利润腰斩，白酒神话终结？",
    [G("net_profit", "2025", { size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "净利润-4.53%" },
  ),
  nd("t", A, "fS", "annual", "宁王2025年赚了722亿，日均近2亿元！现金流1332亿创近五年新高", [
    V("net_profit", "2025", "722", "亿", "approx"),
    H.PERDAY("net_profit", "2025", { v: "2", cmp: "near" }),
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    MAX("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  zs(
    "f",
    A,
    "fS",
    "technical",
    "招行跌破净资产！股价创两年新低，银行股怎么了？",
    [PE("2025", "1", "lt", { per: "bps" }), HILO("min", "2024-04-30", { v: "38.27", cmp: "ge", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "近两年（2024-04-30起）最低收盘远低于38.27元" },
  ),
  // 研报 titles
  mt("t", A, "fSy", "annual", "【研报】贵州茅台2025年报点评：营收微降1.2%，分红率超八成，龙头韧性犹在", [
    G("revenue", "2025", { v: "-1.2", cmp: "approx", size: "微降" }),
    R("dividends_interest_paid", "net_profit", "2025", "80", { u: "%", cmp: "gt" }),
  ]),
  nd("t", A, "fSy", "quarterly", "宁德时代2026Q1点评：收入高增52%，毛利率24.8%同比小幅提升，维持买入", [
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V("gross_margin", "2026Q1", "24.8", "%", "approx"),
    PP("gross_margin", "2026Q1", { dir: "up" }),
  ]),
  zs(
    "f",
    A,
    "fSy",
    "annual",
    "招商银行2025年报点评：净利润增速回升至6%，ROE保持在14%以上",
    [
      G("net_profit", "2025", { v: "6", cmp: "approx", err: "wrong_period" }),
      V("roe", "2025", "14", "%", "gt", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "6%和14%以上都是2023/2024年的数；2025年+1.2%、ROE 13.44%" },
  ),
  // AI 诊股 cards
  mt("t", A, "tT", "technical", "AI诊股｜贵州茅台 技术面：空头排列｜RSI 39.6｜MACD死叉｜52周位置约19%", [
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("39.6", "approx"),
    MACD("death_cross", 10),
    POS52({ v: "19", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "AI诊股｜宁德时代 综合评分82｜RSI 76 超买｜距52周高点-5%｜建议减仓",
    [RSI("76", "approx", { err: "technical" }), HI52({ v: "-5", cmp: "approx" }), U("评分与建议")],
    { err: "technical", note: "RSI 56.0，不在超买区" },
  ),
  zs("t", A, "tT", "technical", "AI诊股·招商银行：收盘38.27｜PB 0.88｜跌破全部均线｜52周区间37.31-48.55", [
    CLOSE("38.27"),
    PE("2025", "0.88", "approx", { per: "bps" }),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    LO52({ cond: "level", v: "37.31" }),
    HI52({ cond: "level", v: "48.55" }),
  ]),
  // 股吧 / 雪球
  mt(
    "f",
    A,
    "tS",
    "technical",
    "股吧：茅台这波从1555跌到1384，跌了快两成了，还不抄底等什么？",
    [HILO("max", "2026-01-01", { v: "1555" }), DD("2026-01-01", { v: "-20", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "回撤约-10.9%" },
  ),
  nd("t", A, "tS", "technical", "雪球：宁王250个交易日从225涨到436，快翻倍了。", [
    CLOSE("225", "approx", { date: "2025-04-18" }),
    RET(250, { v: "100", cmp: "near" }),
    CLOSE("436"),
  ]),
  zs("u", A, "tS", "undecidable", "雪球热帖：招行H股比A股便宜一成多，聪明钱都去港股了。", [U("H股价格与资金流向")]),
  mt("t", A, "fS", "technical", "股吧老哥：4月份茅台跌了4.5%，10天里只有5天收红，磨人。", [
    MRET("2026-04", { v: "-4.5", cmp: "approx" }),
    UPDAYS(10, { v: "5" }),
  ]),
  // 晨会纪要
  nd(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要：宁德时代2025年净利率18.1%，较上年提升约1.8个百分点，盈利拐点确认。",
    [
      V("net_margin", "2025", "18.1", "%", "approx"),
      PP("net_margin", "2025", { v: "1.8", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "净利率+3.2个百分点；1.8是毛利率的提升" },
  ),
  zs("t", A, "tM", "annual", "晨会：招行2025年分红付息617.52亿元，占归母净利约41%，股东回报稳定。", [
    V("dividends_interest_paid", "2025", "617.52"),
    R("dividends_interest_paid", "net_profit", "2025", "41", { u: "%", cmp: "approx" }),
  ]),
  mt("u", A, "tM", "undecidable", "晨会纪要：茅台直营占比升至45%，系列酒收入增速领先茅台酒。", [
    U("渠道与产品分部未存储"),
  ]),
  // 业绩会纪要
  mt("u", A, "fE", "undecidable", "业绩会纪要：管理层表示2026年营收目标增长不低于5%，将稳价控量。", [U("管理层指引")]),
  nd("t", A, "fE", "announcement", "业绩会纪要：公司3月10日已披露2025年度利润分配预案，4月7日公告回购结果。", [
    EV("dividend", true, { from: "2026-03-10", title: "利润分配预案" }),
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "回购结果" }),
  ]),
  zs(
    "f",
    A,
    "fE",
    "quarterly",
    "业绩会纪要：一季度末每股净资产44.90元，较年初增长约13%。",
    [
      V("bps", "2026Q1", "44.90", "元"),
      G("bps", "2026Q1", { base: "2025", v: "13", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "43.43→44.90，+3.4%" },
  ),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "【公告速递】宁德时代发布特别分红公告：2026年一季度每10股派30元。",
    [EV("dividend", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月以来无分红公告" },
  ),
  mt(
    "t",
    A,
    "tN",
    "annual",
    "【财报速览】茅台2025年：营收1720.54亿（-1.2%），归母净利823.20亿（-4.5%），负债率16.42%。",
    [
      V("revenue", "2025", "1720.54"),
      G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
      V("net_profit", "2025", "823.20"),
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
      V("debt_ratio", "2025", "16.42", "%"),
    ],
  ),
  zs("t", A, "fSy", "quarterly", "研报标题：招商银行25Q4单季营收同比+1.6%、净利+3.4%，季度节奏改善", [
    G("revenue", "2025S4", { v: "1.6", cmp: "approx" }),
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
  ]),
];
