// Writers who are not debate JSON points: 公众号 headlines, 研报 titles, AI 诊股 cards, 股吧 / 雪球 posts, 快讯,
// 晨会纪要, 业绩会纪要, filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MIN,
  MAX,
  UP,
  DOWN,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  EV,
  U,
  QOQ,
  PSUM,
  PE,
  X,
  READ,
  MCNOW,
  POS52,
} = H;
const mt = H.maker("b67-vc-mt", "600519");
const zs = H.maker("b67-vc-zs", "600036");
const nd = H.maker("b67-vc-nd", "300750");
const yd = H.maker("b67-vc-yd", "002594");
const pa = H.maker("b67-vc-pa", "601318");
const sh = H.maker("b67-vc-sh", "600028");
const wl = H.maker("b67-vc-wl", "000858");
const A = "2026-04-30";
const W = "2020-05-15";
const Z = "2021-04-30";

export default [
  mt("t", A, "tN", "quarterly", "公众号｜茅台一季度净利272.43亿元同比微增，经营现金流269.10亿元是去年同期的3倍多", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { size: "微增" }),
    V("operating_cash_flow", "2026Q1", "269.10"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  nd("t", A, "fSy", "annual", "研报标题：宁德时代2025年报点评——归母净利722亿元同比+42%，毛利率提升至26.27%", [
    V("net_profit", "2025", "722", "亿", "approx"),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { dir: "up" }),
  ]),
  zs(
    "t",
    A,
    "tT",
    "technical",
    "【AI诊股】招商银行｜收盘38.27｜RSI 36.1｜5/10/20日线空头排列｜中长期均线向下发散｜技术评分：偏弱",
    [CLOSE("38.27"), RSI("36.1", "approx"), MAORDER([5, 10, 20], "bear"), MAORDER([60, 120, 250], "bear")],
  ),
  wl("t", A, "tS", "technical", "股吧：五粮液收97.08，又是52周收盘新低，250天跌了四分之一还多，谁还敢接？", [
    CLOSE("97.08"),
    LO52({ cond: "new_low" }),
    RET(250, { v: "-25", cmp: "lt" }),
  ]),
  pa("t", A, "tB", "valuation", "雪球：拿着平安的都懂，2025年利润1347.78亿元，8倍市盈率，还要什么自行车", [
    V("net_profit", "2025", "1347.78"),
    MCNOW("2025", "8"),
  ]),
  yd("t", A, "tN", "quarterly", "【快讯】比亚迪：2026年一季度归母净利润40.85亿元，同比下降55.38%", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55.38" }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】宁德时代：一季度营收1291.31亿元，同比增长25.2%",
    [V("revenue", "2026Q1", "1291.31"), G("revenue", "2026Q1", { v: "25.2", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+52.45%" },
  ),
  sh("t", A, "tM", "annual", "晨会纪要｜中石化：2024年归母净利503.13亿元同比-16.8%，股价贴近52周低点，维持中性", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  zs("t", A, "fSy", "annual", "业绩会纪要：招行2025年归母净利润1501.81亿元，同比增长1.21%，首次突破1500亿元", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21" }),
    MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2024", "1500", "亿", "lt"),
  ]),
  yd(
    "f",
    A,
    "tS",
    "annual",
    "公众号｜比亚迪2025年净利润腰斩！归母326亿元，同比-19%",
    [
      V("net_profit", "2025", "326", "亿", "approx"),
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
      G("net_profit", "2025", { size: "腰斩", err: "overstatement" }),
    ],
    { err: "overstatement", note: "-19%不是腰斩" },
  ),
  mt(
    "f",
    A,
    "fSy",
    "annual",
    "研报标题：贵州茅台——2025年营收1720亿元同比+1.2%，稳中有进",
    [
      V("revenue", "2025", "1720", "亿", "approx"),
      G("revenue", "2025", { v: "1.2", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-1.2%" },
  ),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "【AI速读】中国平安｜4月7日MACD金叉｜收盘站上60日线61.25元｜评分72",
    [MACD("golden_cross", 20), MA(60, "value", { v: "61.25" }), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "收盘59.37低于MA60" },
  ),
  nd("u", A, "tS", "undecidable", "股吧：听说宁德下个月要被纳入某国际指数，外资要大举买入了", [U("传闻与资金流")]),
  zs("u", A, "tS", "undecidable", "雪球：招行要是把分红率提到35%以上，股息率能冲到6%", [U("情景假设")]),
  wl("u", A, "tN", "undecidable", "【快讯】五粮液：2025年营业收入同比下降约15%，归母净利润降幅约两成", [
    U("五粮液FY2025未存储"),
  ]),
  nd(
    "f",
    A,
    "tM",
    "technical",
    "晨会纪要｜宁德：4月30日收盘436元，创52周新高，趋势强者恒强",
    [CLOSE("436"), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周高点460元，收盘低约5%" },
  ),
  yd("u", A, "tN", "undecidable", "业绩会纪要：比亚迪管理层称海外销量占比已超过20%，今年目标继续提升", [
    U("销量与管理层目标"),
  ]),
  wl("t", W, "fSy", "annual", "研报标题：五粮液2019年报点评——营收501亿元同比+25%，归母净利174亿元同比+30%", [
    V("operating_revenue", "2019", "501", "亿", "approx"),
    G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
    V("net_profit", "2019", "174", "亿", "approx"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
  ]),
  pa(
    "f",
    Z,
    "tS",
    "annual",
    "公众号｜平安2020年净利1431亿元，同比大降约14%，寿险改革阵痛",
    [
      V("net_profit", "2020", "1431", "亿", "approx"),
      G("net_profit", "2020", { v: "-14", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比-4.22%" },
  ),
  sh("t", A, "tS", "technical", "股吧：中石化5.39元了，离52周低点5.27元只差约2%，股息党还拿得住吗？", [
    CLOSE("5.39"),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2.3", cmp: "approx" }),
  ]),
  yd("t", A, "tT", "technical", "【诊股】比亚迪｜站上120日线97.25元｜60日涨约12%｜DIF仍在DEA下方，等待再次金叉", [
    MA(120, "value", { v: "97.25" }),
    MA(120, "above"),
    RET(60, { v: "12", cmp: "approx" }),
    MACD("dif_below_dea", null),
  ]),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "【快讯】宁德时代4月公告拟向特定对象发行A股，募资不超过300亿元",
    [EV("placement", true, { from: "2026-04-01", to: "2026-04-30", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无定增公告" },
  ),
  zs(
    "t",
    A,
    "tM",
    "valuation",
    "晨会纪要｜银行：招行一季度归母净利378.52亿元，按一季度末每股净资产算PB约0.85倍，低估",
    [
      V("net_profit", "2026Q1", "378.52"),
      V("bps", "2026Q1", "44.90", "元"),
      PE("2026Q1", "0.85", "approx", { per: "bps" }),
    ],
  ),
  nd(
    "f",
    A,
    "tS",
    "quarterly",
    "雪球：宁德一季度利润环比降了约10%，这对股价是实打实的利好，该闭眼加仓",
    [READ(QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润环比下降读作利好" },
  ),
  mt("t", A, "fSy", "valuation", "公众号｜茅台近四个季度归母净利润约827亿元，对应滚动市盈率约21倍", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "827", cmp: "approx" },
    ),
    MCNOW("2026Q1TTM", "21"),
  ]),
  sh(
    "f",
    A,
    "fSy",
    "annual",
    "业绩会纪要：中石化2024年研发费用152.15亿元，占营业收入比重超过1%",
    [
      V("research_expense", "2024", "152.15"),
      R("research_expense", "operating_revenue", "2024", "1", { u: "%", cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约0.49%" },
  ),
];
