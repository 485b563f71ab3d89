// Writers who are not debate JSON points, filed under the role that would pass such text on: 快讯 and 盘后快讯
// (新闻分析师), 研报 titles (报告合成师), 公众号 headlines (FinDebate 情绪分析师), AI 诊股 cards (技术分析师),
// 股吧 / 雪球 posts (TradingAgents 情绪分析师), 晨会纪要 (研究经理), 业绩会纪要 (基本面分析师).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, IND, U, READ, POS52, PE, HILO } = H;
const zs = H.maker("b71-vz", "600036");
const by = H.maker("b71-vb", "002594");
const wl = H.maker("b71-vw", "000858");
const A = "2026-04-30";
const W = "2020-05-15";

export default [
  zs(
    "t",
    A,
    "tN",
    "quarterly",
    "【快讯】招商银行一季度营收869.40亿元，同比增3.81%；归母净利润378.52亿元，同比增1.52%。",
    [
      V("revenue", "2026Q1", "869.40"),
      G("revenue", "2026Q1", { v: "3.81" }),
      V("net_profit", "2026Q1", "378.52"),
      G("net_profit", "2026Q1", { v: "1.52" }),
    ],
  ),
  by(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】比亚迪一季度归母净利润40.85亿元，同比增长55.38%。",
    [V("net_profit", "2026Q1", "40.85"), G("net_profit", "2026Q1", { v: "55.38", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-55.38%" },
  ),
  zs(
    "f",
    A,
    "fSy",
    "annual",
    "研报标题｜招商银行2025年报点评：归母净利润增速回升至6.2%",
    [G("net_profit", "2025", { v: "6.2", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "6.22%是2023年增速；2025年1.21%" },
  ),
  by("t", A, "fSy", "annual", "研报标题｜比亚迪2025年报点评：营收微增3.5%，归母净利润承压下滑19%", [
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  wl(
    "t",
    A,
    "tT",
    "technical",
    "【AI诊股】五粮液 技术面偏弱：均线空头排列，RSI 28.4处超卖，股价位于52周区间0.2%分位。",
    [MAORDER([5, 10, 20, 60], "bear"), RSI("28.4", "approx"), POS52({ v: "0.2", cmp: "approx" })],
  ),
  by(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】比亚迪 技术面：MACD在零轴下方死叉，趋势偏空。",
    [MACD("dif_below_zero", 0, { err: "technical" })],
    { err: "technical", note: "DIF 0.52在零轴上方" },
  ),
  zs(
    "f",
    A,
    "tS",
    "industry",
    "雪球热帖：招行负债率都90%了，这种杠杆放哪个行业都是爆雷前兆，快跑！",
    [V("debt_ratio", "2025", "90", "%", "approx"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行九成负债率是常态" },
  ),
  by("t", A, "tS", "quarterly", "股吧：一季度才赚40.85亿，去年同期91.55亿，说腰斩一点不冤。", [
    V("net_profit", "2026Q1", "40.85"),
    V("net_profit", "2025Q1", "91.55"),
    G("net_profit", "2026Q1", { size: "腰斩" }),
  ]),
  wl(
    "f",
    A,
    "tS",
    "technical",
    "股吧：五粮液收在97.08，又创上市以来历史新低，没救了。",
    [CLOSE("97.08"), HILO("min", "2019-01-02", { v: "97.08", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1月收盘48.96元更低" },
  ),
  zs("t", A, "tM", "valuation", "晨会纪要：招行PB约0.88倍、PE约6.7倍，低估值配置价值仍在。", [
    PE("2025", "0.88", "approx", { per: "bps" }),
    PE("2025", "6.7"),
  ]),
  by(
    "f",
    A,
    "tM",
    "annual",
    "晨会纪要：比亚迪2025年毛利率17.74%，同比提升1.7个百分点，盈利修复。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      PP("gross_margin", "2025", { v: "1.7", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-1.70pp" },
  ),
  by("u", A, "tF", "undecidable", "业绩会纪要：公司称2025年1568亿元资本开支主要投向海外工厂与固态电池。", [
    V("capex", "2025", "1568", "亿", "approx"),
    U("投向结构未存储"),
  ]),
  zs(
    "f",
    A,
    "tF",
    "annual",
    "业绩会纪要：管理层表示2025年末总资产突破14万亿元。",
    [V("total_assets", "2025", "14", "万亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "13.07万亿" },
  ),
  wl(
    "f",
    W,
    "fS",
    "annual",
    "公众号｜五粮液2019年净利润破200亿！增速超三成",
    [
      V("net_profit", "2019", "200", "亿", "gt", { err: "wrong_value" }),
      G("net_profit", "2019", { v: "30", cmp: "gt" }),
    ],
    { err: "wrong_value", note: "174.02亿" },
  ),
  wl("t", W, "fS", "annual", "公众号｜五粮液2019年营收破500亿，净利润大增三成！", [
    V("operating_revenue", "2019", "500", "亿", "gt"),
    G("net_profit", "2019", { v: "30", cmp: "approx", size: "大增" }),
  ]),
  by(
    "f",
    A,
    "fS",
    "annual",
    "公众号｜比亚迪经营现金流腰斩，重大利好！说明公司在加大投入抢市场",
    [READ(G("operating_cash_flow", "2025", { size: "腰斩" }), "positive", { err: "stance" })],
    { err: "stance", note: "现金流腰斩读作利好" },
  ),
  zs(
    "f",
    A,
    "fSy",
    "annual",
    "研报标题｜招商银行：2025年营收同比-0.48%，归母净利润+1.21%，稳字当头",
    [G("revenue", "2025", { v: "-0.48", err: "wrong_period" }), G("net_profit", "2025", { v: "1.21" })],
    { err: "wrong_period", note: "-0.48%为2024年；2025年+0.01%" },
  ),
  by("t", A, "tN", "technical", "【盘后快讯】比亚迪4月29日放量涨约3.9%，次日回落约2.3%，收于102.98元。", [
    H.BAR("2026-04-29", "chg", { v: "3.9", cmp: "approx" }),
    H.BAR("2026-04-29", "volx", { v: "2", cmp: "gt" }),
    H.BAR("2026-04-30", "chg", { v: "-2.3", cmp: "approx" }),
    CLOSE("102.98"),
  ]),
  wl(
    "f",
    A,
    "tN",
    "technical",
    "【盘后快讯】五粮液4月30日下跌1.3%收于97.08元，盘中刷新52周新高。",
    [
      H.BAR("2026-04-30", "chg", { v: "-1.3", cmp: "approx" }),
      CLOSE("97.08"),
      HI52({ cond: "new_high", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "是52周新低" },
  ),
  zs("u", A, "tS", "undecidable", "雪球：听说招行要发永续债补充资本，老股东又要被稀释了。", [
    U("债券与资本工具公告未收录"),
  ]),
  wl(
    "f",
    W,
    "fSy",
    "annual",
    "研报标题｜五粮液：2019年ROE提升至27%，盈利能力持续领先",
    [V("roe", "2019", "27", "%", "approx", { err: "wrong_value" }), G("roe", "2019", { dir: "up" })],
    { err: "wrong_value", note: "25.26%" },
  ),
  by("t", A, "tM", "technical", "晨会纪要：比亚迪近60个交易日上涨约12%，但近20日明显缩量，关注量能配合。", [
    RET(60, { v: "12", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  zs(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】招商银行 量能：近20日均量较前20日萎缩约三成，资金观望。",
    [H.VOLR({ v: "0.7", cmp: "approx", err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.10" },
  ),
  by(
    "f",
    A,
    "fS",
    "annual",
    "公众号｜比亚迪2025年营收首破8000亿元，同比大增！",
    [V("revenue", "2025", "8000", "亿", "gt"), G("revenue", "2025", { size: "大增", err: "overstatement" })],
    { err: "overstatement", note: "同比仅+3.46%" },
  ),
  wl("t", W, "tN", "annual", "【快讯】五粮液2019年基本每股收益4.48元，同比增长约29%。", [
    V("basic_eps", "2019", "4.48", "元"),
    G("basic_eps", "2019", { v: "29", cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "tF",
    "annual",
    "业绩会纪要：2025年经营现金流591亿元，较2023年下降约56%，回款明显放缓。",
    [
      V("operating_cash_flow", "2025", "591", "亿", "approx"),
      G("operating_cash_flow", "2025", { base: "2023", v: "-56", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-55.7%是较2024年；较2023年-65.2%" },
  ),
  by("u", A, "fSy", "undecidable", "研报标题｜比亚迪：海外销量持续高增，维持买入，目标价130元", [
    U("销量与目标价未存储"),
  ]),
];
