// Writers who are not debate JSON points: 路演 transcript lines, 公众号摘要, 【诊股】 cards, 研报标题, 股吧帖子,
// filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, X, RET, CLOSE, MA, RSI, MACD, HI52, VOL, EV, U, QOQ, PE, SPAN, CAGR, MAORDER, POS52 } = H;
const mt = H.maker("b34-vmt", "600519");
const zs = H.maker("b34-vzs", "600036");
const byd = H.maker("b34-vbyd", "002594");
const sh = H.maker("b34-vsh", "600028");
const A = "2026-04-30";

export default [
  mt(
    "t",
    A,
    "tN",
    "annual",
    "【路演纪要】管理层：“2025年我们实现营业总收入1720.54亿元，归母净利润823.20亿元，经营层面是稳的。”",
    [V("revenue", "2025", "1720.54"), V("net_profit", "2025", "823.20")],
  ),
  mt(
    "f",
    A,
    "fS",
    "annual",
    "【公众号摘要】茅台2025年净利润823亿，同比下滑14.5%，十年来最差！",
    [G("net_profit", "2025", { v: "-14.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比-4.53%" },
  ),
  mt(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】贵州茅台 收盘1384.79｜均线：多头排列｜MACD：死叉｜RSI：39.6",
    [CLOSE("1384.79"), MAORDER([5, 10, 20, 60], "bull", { err: "technical" }), RSI("39.6", "approx")],
    { err: "technical", note: "5/10/20/60日均线空头排列" },
  ),
  mt("t", A, "tT", "technical", "茅台收在1384.79元，在52周区间里只处于约19%的分位，近120个交易日累计跌了3.2%。", [
    CLOSE("1384.79"),
    POS52({ v: "19", cmp: "approx" }),
    RET(120, { v: "-3.2", cmp: "approx" }),
  ]),
  mt("u", A, "fS", "undecidable", "股吧热帖：“茅台经销商开始抛货，批价一周跌了200块，赶紧跑！”", [
    U("批价与经销商行为无存储数据"),
  ]),
  zs(
    "f",
    A,
    "fS",
    "annual",
    "【研报标题】招商银行：2025年归母净利润1501.81亿元，同比+12%，零售之王重回两位数增长",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { v: "12", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+1.21%，小数点错位" },
  ),
  zs(
    "t",
    A,
    "tN",
    "quarterly",
    "【业绩快评】招行一季度营收、归母净利润同比分别增长3.8%和1.5%，营收增速高于利润增速。",
    [
      G("revenue", "2026Q1", { base: "2025Q1", v: "3.8", cmp: "approx" }),
      G("net_profit", "2026Q1", { base: "2025Q1", v: "1.5", cmp: "approx" }),
      H.GDIFF(
        { metric: "revenue", period: "2026Q1", base: "2025Q1" },
        { metric: "net_profit", period: "2026Q1", base: "2025Q1" },
        { v: "0", cmp: "gt" },
      ),
    ],
  ),
  zs(
    "f",
    A,
    "tT",
    "technical",
    "招行RSI已经掉到26，38.27元还不算超卖吗？建议关注反弹。",
    [CLOSE("38.27"), RSI("26", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14为36.06" },
  ),
  zs("u", A, "tN", "undecidable", "业绩会上行长表示，今年对公贷款投放节奏前置，一季度新增贷款超过去年同期。", [
    U("贷款投放无存储数据"),
  ]),
  byd(
    "f",
    A,
    "fS",
    "quarterly",
    "【公众号摘要】比亚迪Q1净利润40.85亿，同比暴跌85%，价格战反噬！",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { base: "2025Q1", v: "-85", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比-55.4%" },
  ),
  byd("t", A, "tN", "announcement", "【公告速递】比亚迪（002594）：发布关于2025年度利润分配方案的公告（2026-03-28）", [
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
  ]),
  byd(
    "f",
    A,
    "tN",
    "announcement",
    "【公告速递】比亚迪：2026年4月发布股权激励计划（草案），拟向核心骨干授予限制性股票",
    [EV("equity_incentive", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年4月无员工持股或股权激励公告" },
  ),
  byd("t", A, "tT", "technical", "【诊股】比亚迪｜收盘102.98元｜均线多头排列｜RSI 52｜20日量能萎缩", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("52", "approx"),
    VOL("shrink"),
  ]),
  byd("u", A, "fS", "undecidable", "车友群消息：比亚迪4月终端订单环比增长三成，新车型供不应求。", [
    U("订单与销量数据无存储"),
  ]),
  sh(
    "f",
    A,
    "fS",
    "annual",
    "雪球热帖：中石化2024年营收3.07万亿元，还同比涨了4.3%，稳坐A股营收榜首。",
    [
      V("revenue", "2024", "3.07", "万亿", "approx"),
      G("revenue", "2024", { v: "4.3", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-4.29%" },
  ),
  sh("t", A, "tT", "technical", "复盘｜中国石化收5.39元，近60日累计跌15.4%，贴着52周区间底部，RSI在30附近。", [
    CLOSE("5.39"),
    RET(60, { v: "-15.4", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
    RSI("30", "approx"),
  ]),
  sh(
    "f",
    A,
    "tN",
    "annual",
    "【路演纪要】董秘：“2024年公司扣非净利润同比增长4.7%，主营业务保持韧性。”",
    [G("deducted_net_profit", "2024", { v: "4.7", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+4.7%是2023年；2024年-20.8%" },
  ),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "中国石化5.39元收复20日线，短线偏强，可以轻仓跟。",
    [MA(20, "above", { err: "technical" })],
    { err: "technical", note: "MA20 5.63，收盘在其下" },
  ),
  sh("u", A, "fS", "undecidable", "卖方观点：中国石化2025年化工板块亏损收窄，一体化优势有望在2026年兑现。", [
    U("分部数据与预测无法核验"),
  ]),
  mt(
    "f",
    A,
    "fS",
    "annual",
    "【研报标题】贵州茅台：2025年经营现金流615亿元，同比增长近两成，现金质量依旧优异",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "20", cmp: "near", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-33.5%" },
  ),
];
