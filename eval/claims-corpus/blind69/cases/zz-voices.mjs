// Writers who are not debate JSON points (公众号 headlines, 研报 titles, AI 诊股 cards, 股吧 / 雪球 posts, 快讯, 晨会纪要,
// 业绩会纪要), filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  MIN,
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
  VOL,
  EV,
  PE,
  SNAP,
  IND,
  U,
} = H;
const { PAIR, READ, MCPE, BIAS, DD, BRK, POS52, IN, X, CAGR, SUM, AVG, RANK, GDIFF, PSUM, QOQ, MCNOW, SPAN } = H;
const { MAXDAY, UPDAYS, HILO, VOLR, EVN, LIN, DAYS, MAX_CROSS, SNAPDIV, PERDAY, GSTREAK, WEEKS, MRET, MAHOLD } = H;
const { BAR, AMP } = H;
const z = H.maker("b69-vo-zs", "600036");
const n = H.maker("b69-vo-nd", "300750");
const s = H.maker("b69-vo-sh", "600028");
const w = H.maker("b69-vo-wl", "000858");
const A = "2026-04-30";
const FROM = "2026-02-09";

export default [
  z("t", A, "fS", "annual", "【重磅】招行2025年赚了1501.81亿元！归母净利润连续六年增长，再创历史新高", [
    V("net_profit", "2025", "1501.81"),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  z("t", A, "fSy", "quarterly", "招商银行2026年一季报点评：营收增3.8%、归母净利增1.5%，ROE(未年化)3.37%", [
    G("revenue", "2026Q1", { v: "3.8" }),
    G("net_profit", "2026Q1", { v: "1.5" }),
    V("roe", "2026Q1", "3.37", "%"),
  ]),
  z("t", A, "tT", "technical", "【AI诊股·招商银行】技术评分偏弱｜短均线空头排列｜RSI 36｜MACD死叉｜距52周低点约2.6%", [
    MAORDER([5, 10, 20], "bear"),
    RSI("36", "approx"),
    MACD("death_cross", 4),
    LO52({ v: "2.6", cmp: "approx" }),
  ]),
  z("t", A, "tS", "valuation", "雪球：招行现在38块多，PB才0.88，比去年底42.1元又跌了9%，这价格我愿意慢慢攒。", [
    CLOSE("38", "gt"),
    CLOSE("39", "lt"),
    PE("2025", "0.88", "approx", { per: "bps" }),
    CLOSE("42.1", "eq", { date: "2025-12-31" }),
    RET("2025-12-31", { v: "-9", cmp: "approx" }),
  ]),
  z(
    "f",
    A,
    "tS",
    "quarterly",
    "【股友热议】招行一季度净利润同比增长15%，谁说银行股没有成长性？",
    [G("net_profit", "2026Q1", { v: "15", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+1.52%" },
  ),
  z(
    "f",
    A,
    "tF",
    "annual",
    "业绩会纪要：管理层表示2025年营业收入同比增长约1.2%，与净利润增速大体同步。",
    [
      G("revenue", "2025", { v: "1.2", cmp: "approx", err: "wrong_value" }),
      G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "营收同比+0.01%，1.2%是利润增速" },
  ),
  z(
    "t",
    "2025-10-31",
    "tM",
    "quarterly",
    "晨会纪要：招行前三季度营收2514.20亿元、同比降约0.5%，归母净利润同比增约0.5%，量平价稳。",
    [
      V("revenue", "2025M9", "2514.20"),
      G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }),
      G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    ],
  ),
  z("u", A, "tN", "announcement", "快讯｜招商银行发布2026年一季度报告，同时公告拟发行永续债补充资本。", [
    U("招商银行只收录年报公告"),
  ]),
  n("t", A, "fSy", "quarterly", "宁德时代年报点评：全年归母净利722亿元同比+42%，Q4单季232亿元创新高", [
    V("net_profit", "2025", "722", "亿", "approx"),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    V("net_profit", "2025S4", "232", "亿", "approx"),
    MAX("net_profit", "2025S4", ["2024S3", "2024S4", "2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  n("t", A, "tN", "announcement", "快讯｜宁德时代2026年科技创新公司债券（第一期）2月26日在深交所上市。", [
    EV("bond", true, { from: "2026-02-26", to: "2026-02-26", title: "上市" }),
  ]),
  n("t", A, "tN", "announcement", "【公告速递】宁德时代：4月7日披露A股股份回购结果暨股份变动公告。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
  ]),
  n(
    "f",
    A,
    "tN",
    "announcement",
    "快讯｜宁德时代公告终止实施2026年A股员工持股计划。",
    [EV("equity_incentive", true, { from: FROM, title: "终止", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "只有草案、管理办法、价格调整与预留授予公告" },
  ),
  n("t", A, "tT", "valuation", "【AI速评·宁德时代】滚动PE约25倍｜52周位置约90%｜近60日+28%｜量能温和放大", [
    MCNOW("2026Q1TTM", "25", "approx"),
    POS52({ v: "90", cmp: "approx" }),
    RET(60, { v: "28", cmp: "approx" }),
    VOL("expand"),
  ]),
  n(
    "f",
    A,
    "tS",
    "technical",
    "雪球：宁德一年涨了193%，250个交易日从225元涨到436元，这波太猛了。",
    [RET(250, { v: "193", cmp: "approx", err: "wrong_value" }), CLOSE("436")],
    { err: "wrong_value", note: "近250个交易日+93.4%" },
  ),
  n(
    "f",
    A,
    "tM",
    "quarterly",
    "晨会纪要：宁德一季度营收1291亿元，同比增长约25%，增速较去年四季度放缓。",
    [
      V("revenue", "2026Q1", "1291", "亿", "approx"),
      G("revenue", "2026Q1", { v: "25", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+52.4%" },
  ),
  n("t", A, "tF", "annual", "业绩会纪要：公司称2025年经营现金流1332亿元、同比增约37%，资本开支回升至423亿元。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    V("capex", "2025", "423", "亿", "approx"),
    G("capex", "2025", { dir: "up" }),
  ]),
  n(
    "f",
    "2025-10-31",
    "fSy",
    "quarterly",
    "宁德时代三季报点评：Q3单季归母净利润185亿元，同比+57%，盈利加速。",
    [
      V("net_profit", "2025S3", "185", "亿", "approx"),
      G("net_profit", "2025S3", { v: "57", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+41.2%" },
  ),
  n("u", A, "tS", "undecidable", "论坛帖子：听说宁德有大股东要减持，主力这两天已经在出货了。", [
    U("减持不判定；主力资金未存储"),
  ]),
  s(
    "f",
    A,
    "fSy",
    "annual",
    "中国石化2024年报点评：归母净利同比-17%，毛利率同比提升，炼化盈利触底。",
    [
      G("net_profit", "2024", { v: "-17", cmp: "approx" }),
      PP("gross_margin", "2024", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "毛利率15.65%→15.47%" },
  ),
  s("t", A, "tM", "technical", "早盘策略会：中石化近60日跌逾15%，近20日量能萎缩至前20日的六成左右，维持观望。", [
    RET(60, { v: "-15", cmp: "lt" }),
    VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  s(
    "f",
    A,
    "tS",
    "annual",
    "股吧：中石化2024年利润503亿，比2022年还多，底部已经确认了。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      PAIR("net_profit", "2024", undefined, { period2: "2022", mode: "gt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2022年670.82亿" },
  ),
  s(
    "t",
    "2025-04-30",
    "tF",
    "annual",
    "业绩说明会：2024年营收3.07万亿元、归母净利润503亿元，研发费用152亿元，为近五年最高。",
    [
      V("revenue", "2024", "3.07", "万亿", "approx"),
      V("net_profit", "2024", "503", "亿", "approx"),
      V("research_expense", "2024", "152", "亿", "approx"),
      MAX("research_expense", "2024", ["2020", "2021", "2022", "2023", "2024"]),
    ],
  ),
  s(
    "f",
    "2025-04-30",
    "tT",
    "technical",
    "智能诊股：中国石化近一年上涨13.5%，趋势评级偏强，建议关注。",
    [RET(250, { v: "13.5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近250个交易日-13.46%" },
  ),
  w("t", A, "tS", "technical", "股吧：五粮液从2020年底的291元跌到97元，拿了五年亏掉三分之二，谁还敢抄底？", [
    CLOSE("291", "gt", { date: "2020-12-31" }),
    CLOSE("97", "approx"),
    RET("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  w(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股·五粮液】趋势：多头排列｜RSI14：28｜52周位置：底部｜评级：逢低关注",
    [MAORDER([5, 10, 20, 60], "bull", { err: "technical" }), RSI("28", "approx"), POS52({ v: "20", cmp: "le" })],
    { err: "technical", note: "均线空头排列" },
  ),
  w("t", "2020-05-15", "fS", "annual", "五粮液股价一年涨超五成！2019年净利174亿元，ROE升至25%", [
    RET(250, { v: "50", cmp: "gt" }),
    V("net_profit", "2019", "174", "亿", "approx"),
    V("roe", "2019", "25", "%", "approx"),
    PP("roe", "2019", { dir: "up" }),
  ]),
  w(
    "f",
    "2020-05-15",
    "fS",
    "annual",
    "五粮液2019年营收突破500亿，净利润首次超过200亿元！",
    [
      V("operating_revenue", "2019", "500", "亿", "gt"),
      V("net_profit", "2019", "200", "亿", "gt", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "净利润174.02亿" },
  ),
  w("u", A, "fS", "undecidable", "五粮液2025年报前瞻：净利润或降三成，多家机构下调目标价至90元。", [
    U("五粮液FY2025未存储；预测与目标价"),
  ]),
];
