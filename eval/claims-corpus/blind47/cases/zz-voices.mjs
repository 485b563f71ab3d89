// Writers who are not debate JSON points (公众号 headline, 研报 title, 诊股 card, 股吧 / 雪球 post, 快讯, 晨会纪要,
// 业绩会纪要), filed under the role that would pass such text on. All on 2026-04-30 unless dated otherwise.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, IND, READ } = H;
const { X, QOQ, POS52, MCNOW, SPAN, MRET, PAIR, DAYS } = H;
const mt = H.maker("b47-vmt", "600519");
const cl = H.maker("b47-vcl", "300750");
const pa = H.maker("b47-vpa", "601318");
const A = "2026-04-30";

export default [
  // 贵州茅台
  mt(
    "t",
    A,
    "tN",
    "annual",
    "【快讯】贵州茅台2025年营业总收入1720.54亿元，同比降1.20%；归母净利润823.20亿元，同比降4.53%。",
    [
      V("revenue", "2025", "1720.54"),
      G("revenue", "2025", { v: "-1.20" }),
      V("net_profit", "2025", "823.20"),
      G("net_profit", "2025", { v: "-4.53" }),
    ],
  ),
  mt(
    "f",
    A,
    "tS",
    "annual",
    "公众号标题：茅台十年来首次利润负增长！净利润暴跌超一成，白酒信仰崩了？",
    [G("net_profit", "2025", { v: "-10", cmp: "lt", err: "overstatement" })],
    { err: "overstatement", note: "-4.53%" },
  ),
  mt("t", A, "fS", "quarterly", "研报标题：一季度利润重回正增长（+1.5%），现金流同比约3倍，经营韧性仍在。", [
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx", dir: "up" }),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tT",
    "technical",
    "诊股卡｜贵州茅台 技术面：RSI 59，收盘位于5日线下方，短线评分82分。",
    [RSI("59", "approx", { err: "technical" }), MA(5, "below"), U("评分口径")],
    { err: "technical", note: "RSI 39.64" },
  ),
  mt("t", A, "tS", "technical", "股吧：拿了一年从1566亏到1385，跌了11%多，今年倒是刚好回本附近。", [
    RET(250, { v: "-11", cmp: "lt" }),
    CLOSE("1385", "approx"),
    SPAN("2025-12-31", { v: "0.55", cmp: "approx" }),
  ]),
  mt("u", A, "tN", "undecidable", "晨会纪要：渠道调研显示五一前茅台动销环比改善，批价企稳于1900元附近。", [
    U("调研与批价"),
  ]),
  mt("u", A, "fS", "undecidable", "业绩会纪要：管理层称2026年营收目标增长5%左右。", [U("经营目标非存储数据")]),
  mt(
    "f",
    A,
    "tN",
    "announcement",
    "【快讯】贵州茅台今日披露2025年年度报告。",
    [EV("annual_report", true, { from: A, to: A, err: "nonexistent_event" })],
    {
      err: "nonexistent_event",
      note: "4月30日无年报公告；2025年报数据的披露日为2026-04-17（Tushare ann_date），公告库的茅台年报公告止于2024年报",
    },
  ),
  // 宁德时代
  cl(
    "t",
    A,
    "tN",
    "quarterly",
    "【快讯】宁德时代一季度营收1291.31亿元，同比增长52.45%；归母净利润207.38亿元，同比增长48.52%。",
    [
      V("revenue", "2026Q1", "1291.31"),
      G("revenue", "2026Q1", { v: "52.45" }),
      V("net_profit", "2026Q1", "207.38"),
      G("net_profit", "2026Q1", { v: "48.52" }),
    ],
  ),
  cl(
    "f",
    A,
    "fS",
    "annual",
    "研报标题：2025年归母净利润722亿元同比+42%，毛利率提升至28%以上，盈利能力再上台阶。",
    [
      V("net_profit", "2025", "722", "亿", "approx"),
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
      V("gross_margin", "2025", "28", "%", "gt", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "毛利率26.27%" },
  ),
  cl("t", A, "tS", "technical", "雪球：去年4月中旬225买的，现在436，差不多翻倍，3月一个月就涨了17%多。", [
    CLOSE("225", "approx", { date: "2025-04-18" }),
    RET(250, { size: "接近翻倍" }),
    CLOSE("436"),
    MRET("2026-03", { v: "17", cmp: "gt" }),
  ]),
  cl(
    "f",
    A,
    "tS",
    "technical",
    "股吧：今天又跌了，436元已经跌破20日线，赶紧跑。",
    [H.BAR("2026-04-30", "chg", { dir: "down" }), MA(20, "below", { err: "technical" })],
    { err: "technical", note: "收盘436高于MA20 425.02" },
  ),
  cl("u", A, "tN", "undecidable", "晨会纪要：宁德时代钠离子电池将于下半年量产，单GWh投资下降三成。", [
    U("产品与投资额"),
  ]),
  cl("u", A, "fS", "undecidable", "业绩会纪要：2026年海外产能利用率预计超过80%。", [U("产能利用率与预测")]),
  cl("t", A, "tT", "technical", "诊股卡｜宁德时代 收盘436.00 距52周高点-5.2% RSI 56 中长期均线多头。", [
    CLOSE("436.00"),
    HI52({ v: "-5.2", cmp: "approx" }),
    RSI("56", "approx"),
    MAORDER([20, 60, 120, 250], "bull"),
  ]),
  cl(
    "f",
    A,
    "tN",
    "announcement",
    "公众号：宁德时代2月中旬抛出定增预案，拟募资数百亿扩建海外基地。",
    [EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无定增公告" },
  ),
  // 中国平安
  pa("t", A, "tN", "annual", "平安年报速递：归母净利润1347.78亿元，+6.45%，已连续三年增长。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  pa(
    "f",
    A,
    "tS",
    "industry",
    "雪球：平安负债率快90%了，比茅台高五倍，这种高杠杆的公司谁敢拿？",
    [
      V("debt_ratio", "2025", "90", "%", "near"),
      PAIR("debt_ratio", "2025", "600519", { mode: "x", v: "5", cmp: "approx" }),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense", note: "89.80/16.42=5.47倍；保险业负债率属常态" },
  ),
  pa("t", A, "fS", "annual", "券商点评（非银组）：经营现金流同比+72%，2025年分配支出771亿元，股东回报稳健。", [
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    V("dividends_interest_paid", "2025", "771", "亿", "approx"),
  ]),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】平安短线偏强：收盘59.37元，RSI升到68，距52周高点仍有约21%空间。",
    [CLOSE("59.37"), RSI("68", "approx", { err: "technical" }), HI52({ v: "-21", cmp: "approx" })],
    { err: "technical", note: "RSI 53.67" },
  ),
  pa("u", A, "tN", "undecidable", "券商非银首席路演：平安寿险代理人数量一季度企稳，人均产能同比提升。", [
    U("代理人数据"),
  ]),
  pa("u", A, "fS", "undecidable", "董秘在互动平台回复：集团综合偿付能力充足率保持在200%以上。", [U("偿付能力未存储")]),
  pa("t", A, "tS", "technical", "微博大V：1月还74块多，3月底跌到56块出头，4月反弹了4.6%，慢慢磨吧。", [
    H.HILO("max", "2026-01-01", { to: "2026-01-31", v: "74", cmp: "gt" }),
    H.HILO("min", "2026-03-01", { to: "2026-03-31", v: "56", cmp: "gt" }),
    H.HILO("min", "2026-03-01", { to: "2026-03-31", v: "57", cmp: "lt" }),
    MRET("2026-04", { v: "4.6", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tN",
    "annual",
    "公众号：平安去年营业总收入10505.06亿元，同比增长12.6%，保险龙头重回扩张轨道。",
    [V("revenue", "2025", "10505.06"), G("revenue", "2025", { v: "12.6", err: "wrong_period" })],
    { err: "wrong_period", note: "12.6%是2024年增速；2025年+2.10%" },
  ),
  pa("u", "2025-10-31", "tN", "undecidable", "财经早报｜平安前三季度归母净利润同比+11.5%，投资收益回暖。", [
    U("2025前三季度未存储"),
  ]),
];
