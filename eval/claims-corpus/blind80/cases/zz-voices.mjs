// Writers who are not debate JSON points: 快讯, 研报标题, 公众号, 股吧 / 雪球 posts, AI诊股 cards, 晨会纪要, 业绩会纪要,
// filed under the role that would pass such text on. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, RET, CLOSE, MA, RSI, LO52, EV, IND, U, MAX, MCNOW, PE, PERDAY, BAR, READ, QOQ } = H;
const zs = H.maker("b80-vz", "600036");
const nd = H.maker("b80-vn", "300750");
const pa = H.maker("b80-vp", "601318");
const wl = H.maker("b80-vw", "000858");
const A = "2026-04-30";
const N = "2026-02-09";

export default [
  nd("t", A, "tN", "quarterly", "【快讯】宁德时代一季度归母净利润207.38亿元，同比增长48.52%。", [
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.52" }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "annual",
    "【快讯】宁德时代2025年营收4237.02亿元，同比增长24.2%。",
    [V("revenue", "2025", "4237.02"), G("revenue", "2025", { v: "24.2", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+17.04%" },
  ),
  zs("t", A, "tF", "annual", "《招商银行2025年报点评：归母净利润增1.2%，营收企稳》", [
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    G("revenue", "2025", { dir: "up" }),
  ]),
  pa(
    "f",
    A,
    "tF",
    "annual",
    "《中国平安2025年报点评：归母净利润同比+16.5%，利润修复延续》",
    [G("net_profit", "2025", { v: "16.5", cmp: "approx", err: "wrong_value" }), G("net_profit", "2025", { dir: "up" })],
    { err: "wrong_value", note: "同比+6.45%" },
  ),
  wl("t", A, "tS", "technical", "股吧：五粮液从2020年末的292块跌到现在97块，RSI都28了，谁还敢喊价值投资？", [
    CLOSE("292", "approx", { date: "2020-12-31" }),
    CLOSE("97", "approx"),
    RSI("28", "approx"),
  ]),
  nd(
    "f",
    A,
    "tS",
    "technical",
    "雪球：宁德最近5个交易日还涨了快1%，稳得一批。",
    [RET(5, { v: "1", cmp: "near", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近5日-0.66%" },
  ),
  pa(
    "f",
    A,
    "tS",
    "annual",
    "雪球：平安2025年利润6.5%的增速，妥妥的高速增长，保险股要起飞。",
    [
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      G("net_profit", "2025", { size: "高速增长", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+6.45%不是高速增长" },
  ),
  zs("t", A, "tM", "quarterly", "晨会纪要｜招商银行：一季度营收+3.8%、归母净利+1.5%，资产质量待跟踪。", [
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  nd("t", A, "tN", "quarterly", "公众号｜宁德时代一季度净赚约207亿，平均每天超过2亿元。", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    PERDAY("net_profit", "2026Q1", { v: "2", cmp: "gt" }),
  ]),
  zs(
    "f",
    A,
    "tN",
    "annual",
    "公众号｜招行2025年平均每天净赚41亿元，堪称“宇宙行”之外最赚钱的银行。",
    [PERDAY("net_profit", "2025", { v: "41", cmp: "approx", err: "wrong_magnitude" }), U("同业排名")],
    { err: "wrong_magnitude", note: "1501.81/365=4.11亿元/天" },
  ),
  pa("t", A, "tF", "valuation", "【AI诊股】中国平安｜估值：PE约8倍｜技术：站上5日、10日、20日均线｜资金：—", [
    MCNOW("2025", "8"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
  ]),
  zs("u", A, "tS", "undecidable", "【AI诊股】招商银行｜主力资金连续5日净流出｜情绪：偏冷", [U("资金流、情绪未存储")]),
  nd("t", A, "tF", "annual", "业绩会纪要：公司表示2025年经营现金流约1332亿元，为近五年最高。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    MAX("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  nd("u", A, "tF", "undecidable", "业绩会纪要：管理层预计2026年电池出货增速不低于30%。", [U("出货量预测")]),
  pa(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要｜中国平安：2024年归母净利润1347.78亿元，同比增6.5%，维持推荐。",
    [
      V("net_profit", "2024", "1347.78", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2024", { v: "6.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "这是2025年的数据；2024年1266.07亿元、+47.8%" },
  ),
  wl("t", A, "tN", "technical", "【快讯】五粮液收跌约1.3%，报97.08元，收盘价创52周新低。", [
    BAR("2026-04-30", "chg", { v: "-1.3", cmp: "approx" }),
    CLOSE("97.08"),
    LO52({ cond: "new_low" }),
  ]),
  wl("u", A, "tS", "undecidable", "股吧：听说五粮液要大手笔回购了，有没有懂的说说？", [U("五粮液公告未采集")]),
  zs("t", A, "tS", "valuation", "雪球：招行38块多，PB不到0.9倍，利润还在创新高，越跌越买。", [
    CLOSE("38", "gt"),
    PE("2025", "0.9", "lt", { per: "bps" }),
    MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  nd(
    "f",
    A,
    "tF",
    "quarterly",
    "《宁德时代2026年一季报点评：归母净利润翻倍增长，超市场预期》",
    [G("net_profit", "2026Q1", { size: "翻倍", err: "overstatement" }), U("市场预期")],
    { err: "overstatement", note: "同比+48.5%，不是翻倍" },
  ),
  pa("t", A, "tTr", "announcement", "【快讯】中国平安公告2025年年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-01", title: "2025年年度利润分配方案" }),
  ]),
  nd("u", A, "tM", "undecidable", "晨会纪要｜宁德时代：多家券商上调目标价至500元以上。", [U("目标价")]),
  nd("t", A, "tS", "technical", "股吧：宁德从去年4月底到现在涨了快九成，现在上车是不是太晚？", [
    H.SPAN("2025-04-30", { v: "90", cmp: "near" }),
  ]),
  pa(
    "f",
    A,
    "tC",
    "industry",
    "公众号｜平安负债率接近90%，比绝大多数上市公司都高，这是最大的隐患。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业负债率约90%属常态" },
  ),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "【快讯】宁德时代公告向特定对象发行股票预案，拟募资不超过500亿元。",
    [EV("placement", true, { from: N, err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09后无定增公告" },
  ),
  nd(
    "f",
    A,
    "tN",
    "quarterly",
    "公众号｜宁德一季度营收1291亿元，比去年四季度猛增52%。",
    [
      V("revenue", "2026Q1", "1291", "亿", "approx"),
      QOQ("revenue", "2026Q1", "2025S4", { v: "52", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "+52%是同比；环比四季度-8.2%" },
  ),
  wl(
    "f",
    A,
    "tS",
    "technical",
    "股吧：五粮液一年跌了两成多，对我们这些拿着的人是天大的利好！",
    [
      READ(RET(250, { ...H.IN("-30", "-20") }), "positive", { err: "stance" }),
      H.SPAN("2025-04-30", { ...H.IN("-30", "-20") }),
    ],
    { err: "stance", note: "下跌读作利好" },
  ),
  pa("u", A, "fS", "undecidable", "平安股吧情绪指数跌到冰点，散户普遍看空。", [U("情绪数据未存储")]),
];
