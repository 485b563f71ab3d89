// Writers who are not debate JSON points, filed under the role that would pass such text on: 公众号 headlines,
// sell-side note titles, an app's AI 诊股 card, 股吧 / 雪球 posts, wire flashes, 晨会纪要, 业绩会纪要.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  RET,
  CLOSE,
  MA,
  RSI,
  MACD,
  VOL,
  VOLR,
  EV,
  U,
  X,
  QOQ,
  PAIR,
  MCNOW,
  RANK,
  DAYS,
  PSUM,
  CAGR,
  BIAS,
} = H;
const mt = H.maker("b68-vo-mt", "600519");
const pa = H.maker("b68-vo-pa", "601318");
const by = H.maker("b68-vo-byd", "002594");
const A = "2026-04-30";

export default [
  // 快讯 / wire flashes (新闻分析师)
  mt("t", A, "tN", "quarterly", "【快讯】贵州茅台一季度归母净利272.43亿元，同比增1.47%；营收539.09亿元。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.47" }),
    V("operating_revenue", "2026Q1", "539.09"),
  ]),
  by(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】比亚迪一季度净利40.85亿元，同比降15.5%，营收1502.25亿元。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-15.5", err: "wrong_value" }),
      V("revenue", "2026Q1", "1502.25"),
    ],
    { err: "wrong_value", note: "同比-55.38%" },
  ),
  pa("u", A, "tN", "undecidable", "【快讯】中国平安一季度归母净利润250.22亿元，同比增长约4%。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { v: "4", cmp: "approx" }),
  ]),
  // 公众号 headlines (情绪分析师 / 新闻分析师)
  mt(
    "f",
    A,
    "fS",
    "annual",
    "公众号标题：茅台净利跌到823亿元，背后是腰斩的经营现金流！",
    [
      V("net_profit", "2025", "823", "亿", "approx"),
      G("operating_cash_flow", "2025", { size: "腰斩", err: "overstatement" }),
    ],
    { err: "overstatement", note: "经营现金流-33.5%，不到腰斩" },
  ),
  by("t", A, "fS", "annual", "公众号：比亚迪营收破8000亿，利润却倒退约19%，典型的增收不增利。", [
    V("revenue", "2025", "8000", "亿", "gt"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tS",
    "announcement",
    "公众号：平安宣布2026年首次回购，护盘信号来了！",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  // 研报 titles (基本面分析师)
  mt("t", A, "tF", "annual", "研报标题：营收微降利润承压，2025年ROE仍达32.53%，维持买入评级。", [
    G("revenue", "2025", { size: "微降" }),
    G("net_profit", "2025", { dir: "down" }),
    V("roe", "2025", "32.53", "%"),
  ]),
  pa("u", A, "tF", "undecidable", "研报标题：NBV延续双位数增长，上调目标价至75元。", [U("NBV、目标价未存储")]),
  by(
    "f",
    A,
    "tF",
    "annual",
    "研报：资本开支同比翻倍至1568亿元，扩张进入收获期。",
    [V("capex", "2025", "1568", "亿", "approx"), G("capex", "2025", { size: "翻倍", err: "overstatement" })],
    { err: "overstatement", note: "同比+61.1%" },
  ),
  // AI 诊股 cards (技术分析师)
  mt("t", A, "tT", "technical", "【AI诊股】茅台：短期趋势偏弱，收盘价低于20日均线，RSI 39.6，MACD死叉。", [
    MA(20, "below"),
    RSI("39.6", "approx"),
    MACD("dif_below_dea"),
  ]),
  by(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】比亚迪：连续5个交易日收涨，短线强势。",
    [DAYS(5, "up", { err: "technical" })],
    { err: "technical", note: "最近5日并非每日收涨" },
  ),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】平安：RSI 23，已进入超卖区，存在技术性反弹需求。",
    [RSI("23", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14 53.67" },
  ),
  // 股吧 / 雪球 posts (情绪分析师)
  mt("u", A, "tS", "undecidable", "股吧热帖：茅台经销商在抛货，批价再不企稳就要破净了。", [
    U("批价与经销商行为未存储"),
  ]),
  by("t", A, "tS", "technical", "雪球帖：BYD年初到现在也就涨了5%出头，别急，耐心点。", [
    RET("2025-12-31", { v: "5", cmp: "gt" }),
    RET("2025-12-31", { v: "6", cmp: "lt" }),
  ]),
  pa(
    "f",
    A,
    "fS",
    "technical",
    "雪球帖：平安从去年底的68.4跌到59块多，跌了快两成。",
    [
      CLOSE("68.4", "eq", { date: "2025-12-31" }),
      CLOSE("59", "ge"),
      CLOSE("60", "lt"),
      RET("2025-12-31", { v: "-20", cmp: "near", err: "overstatement" }),
    ],
    { err: "overstatement", note: "跌幅13.2%" },
  ),
  by("u", A, "fS", "undecidable", "股吧：比亚迪融资余额连升十天，杠杆资金在抄底。", [U("融资余额未存储")]),
  // 晨会纪要 (报告合成师 / 研究经理)
  mt("t", A, "fSy", "quarterly", "晨会纪要：茅台25Q4单季利润176.93亿元为全年单季最低，26Q1回到272.43亿元。", [
    V("net_profit", "2025S4", "176.93"),
    RANK("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"], "min", 1),
    V("net_profit", "2026Q1", "272.43"),
  ]),
  pa("t", A, "tM", "annual", "晨会纪要：平安2025年经营现金流6586亿元创2017年以来新高，利润增约6.5%。", [
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    H.MAX("operating_cash_flow", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "fSy",
    "quarterly",
    "晨会纪要：比亚迪25Q4单季利润92.86亿元，环比三季度下滑约19%。",
    [
      V("net_profit", "2025S4", "92.86"),
      QOQ("net_profit", "2025S4", "2025S3", { v: "-19", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比+18.7%" },
  ),
  // 业绩会纪要 (收益分析师)
  mt("u", A, "fE", "undecidable", "业绩会纪要：管理层表示2026年将控量稳价，全年营收目标增长约3%。", [
    U("业绩会表态与目标未存储"),
  ]),
  pa("u", A, "fE", "undecidable", "业绩会纪要：平安寿险代理人规模企稳，人均产能同比提升超两成。", [
    U("代理人与产能未存储"),
  ]),
  by("u", A, "fE", "undecidable", "业绩会纪要：公司称海外工厂2026年下半年投产，全年出口目标翻倍。", [
    U("经营目标未存储"),
  ]),
  // 公众号 valuation card
  mt(
    "f",
    A,
    "fV",
    "valuation",
    "估值卡片：茅台滚动PE约12倍，处于历史极低位置。",
    [MCNOW("2026Q1TTM", "12", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "滚动PE约21.0倍" },
  ),
  pa("t", A, "fV", "valuation", "估值卡片：平安收盘59.37元，对应2025年利润PE约8倍。", [
    CLOSE("59.37"),
    MCNOW("2025", "8", "approx"),
  ]),
  by("u", A, "tN", "undecidable", "快讯：比亚迪4月新能源车销量约30万辆，同比下滑。", [U("销量未存储")]),
  mt("t", A, "fS", "technical", "雪球帖：茅台过去250个交易日跌了约11.6%，离52周高点1645还差一大截。", [
    RET(250, { v: "-11.6", cmp: "approx" }),
    H.HI52({ cond: "level", v: "1645" }),
  ]),
];
