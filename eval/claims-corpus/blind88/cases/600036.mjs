// 招商银行: FY2019-2025, quarters 2024H1..2026Q1 (Eastmoney), bars 2024-01-02..2026-04-30, annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, VOLR, EV, U, QOQ } = H;
const { POS52, BRK, LIN, PAIR, PE, IND, GDIFF } = H;
const c = H.maker("b88-zs", "600036");
const A = "2026-04-30";

export default [
  c("t", A, "bull", "annual", "招行2025年归母净利润1501.81亿元，同比增长约1.2%，首次站上1500亿元。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("net_profit", "2024", "1500", "亿", "lt"),
    H.MAX("net_profit", "2024", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营业收入3375.32亿元，同比微降，已是连续第三年下滑。",
    [
      V("revenue", "2025", "3375.32"),
      G("revenue", "2025", { dir: "down", size: "微降", err: "wrong_direction" }),
      DOWN("revenue", ["2022", "2023", "2024", "2025"], { err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025年同比+0.01%" },
  ),
  c("t", A, "fE", "annual", "营业收入3375.32亿元，与2024年基本持平，仍低于2022年3447.83亿元的高点。", [
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { size: "基本持平" }),
    V("revenue", "2022", "3447.83"),
    MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("t", A, "fR", "industry", "资产负债率90.20%看似很高，但对银行而言九成左右的杠杆属于行业常态。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "招行资产负债率高达90.20%，杠杆明显过高，偿债风险突出，应大幅降低仓位。",
    [V("debt_ratio", "2025", "90.20", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  c("t", A, "tF", "annual", "2025年加权ROE 13.44%，比2024年的14.49%少了约1.05个百分点。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "ROE从14.49%降到13.44%，较2019年的16.84%已回落超过4个百分点。",
    [
      V("roe", "2024", "14.49", "%"),
      V("roe", "2025", "13.44", "%"),
      V("roe", "2019", "16.84", "%"),
      PP("roe", "2025", { base: "2019", v: "4", cmp: "gt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "回落3.40个百分点" },
  ),
  c("t", A, "fE", "annual", "基本每股收益5.70元；每股净资产43.43元，较上年的41.46元增长约4.8%。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("bps", "2025", "43.43", "元"),
    V("bps", "2024", "41.46", "元"),
    G("bps", "2025", { v: "4.8", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "总资产约13.07万亿元，同比增长约7.6%，扩表速度快于利润增速。", [
    V("total_assets", "2025", "13.07", "万亿"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    GDIFF({ metric: "total_assets", period: "2025" }, { metric: "net_profit", period: "2025" }, { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "annual",
    "总资产突破13万亿元，较上年增长约17%，资产规模继续扩张。",
    [
      V("total_assets", "2025", "13", "万亿", "gt"),
      G("total_assets", "2025", { v: "17", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+7.56%" },
  ),
  c("t", A, "bull", "annual", "归母净利润从2019年的928.67亿元起连续六年增长，2025年达1501.81亿元。", [
    V("net_profit", "2019", "928.67"),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2025", "1501.81"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年经营活动现金流净额4514.57亿元，同比大增约30%，流动性充沛。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      G("operating_cash_flow", "2025", { v: "30", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+0.99%" },
  ),
  c("t", A, "fR", "annual", "扣非归母净利润1500.07亿元，与归母净利润1501.81亿元相差不到2亿元。", [
    V("deducted_net_profit", "2025", "1500.07"),
    V("net_profit", "2025", "1501.81"),
    LIN(
      [
        ["net_profit", 1],
        ["deducted_net_profit", -1],
      ],
      "2025",
      { v: "2", cmp: "lt" },
    ),
  ]),
  c("u", A, "fR", "undecidable", "不良率维持在0.95%左右，拨备覆盖率超400%，资产质量依然稳健。", [
    U("不良率、拨备覆盖率未存储"),
  ]),
  c("u", A, "bull", "undecidable", "零售AUM突破16万亿元，财富管理护城河在股份行中无人能及。", [U("AUM与同业未存储")]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "盈利增速显著回升：招行一季度归母净利润378.52亿元，同比增长约15%。",
    [
      V("net_profit", "2026Q1", "378.52"),
      G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+1.52%" },
  ),
  c("t", A, "tF", "quarterly", "单看去年第四季度，招行归母净利润364.09亿元，同比增约3.4%，好于前三季度的累计增速。", [
    V("net_profit", "2025S4", "364.09"),
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
    GDIFF({ metric: "net_profit", period: "2025S4" }, { metric: "net_profit", period: "2025M9" }, { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2025年三季度单季归母净利润1137.72亿元，同比只微增约0.5%。",
    [
      V("net_profit", "2025S3", "1137.72", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S3", { v: "0.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "1137.72亿与+0.5%是前三季度累计；单季388.42亿、+1.04%" },
  ),
  c("t", A, "tF", "quarterly", "一季度归母净利润378.52亿元，环比2025年四季度增长约4%。", [
    V("net_profit", "2026Q1", "378.52"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年上半年营业收入1699.69亿元，同比增长约1.7%。",
    [
      V("revenue", "2025H1", "1699.69"),
      G("revenue", "2025H1", { v: "1.7", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-1.72%" },
  ),
  c("t", A, "tS", "quarterly", "2025年上半年归母净利润749.30亿元，几乎原地踏步，同比增幅约0.3%。", [
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.3", cmp: "approx", size: "基本持平" }),
  ]),
  c("t", A, "fV", "valuation", "静态PE约6.7倍：收盘38.27元，2025年每股收益5.70元。", [
    V("basic_eps", "2025", "5.70", "元"),
    CLOSE("38.27"),
    PE("2025", "6.7"),
  ]),
  c("t", A, "fV", "valuation", "对照一季度末每股净资产44.90元，市净率约0.85倍，破净状态延续。", [
    V("bps", "2026Q1", "44.90", "元"),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    PE("2026Q1", "1", "lt", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "valuation",
    "招行当前市净率约1.2倍，相对净资产仍有一定溢价。",
    [
      PE("2026Q1", "1.2", "approx", { per: "bps", err: "wrong_value" }),
      PE("2026Q1", "1", "gt", { per: "bps", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "PB约0.85" },
  ),
  c("t", A, "tT", "technical", "收盘38.27元跌破全部均线，MA5<MA10<MA20，MA20<MA120<MA250，空头格局清晰。", [
    CLOSE("38.27"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    MAORDER([5, 10, 20], "bear"),
    MAORDER([20, 120, 250], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "4月27日DIF上穿DEA形成金叉，DIF约-0.13，反弹信号初现。",
    [MACD("golden_cross", 4, { err: "technical" }), MACD("dif_value", undefined, { v: "-0.13", cmp: "approx" })],
    { err: "technical", note: "4月27日为死叉" },
  ),
  c("t", A, "tT", "technical", "4月27日MACD死叉，DIF -0.125已落到零轴下方，DEA约0.01仍在零轴上。", [
    MACD("death_cross", 4),
    MACD("dif_value", undefined, { v: "-0.125" }),
    MACD("dif_below_zero"),
    MACD("dea_value", undefined, { v: "0.01", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "收盘38.27元，已跌穿52周最低点37.31元，创出一年新低。",
    [CLOSE("38.27"), LO52({ cond: "level", v: "37.31" }), LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "仍高于52周低点约2.6%" },
  ),
  c("t", A, "fM", "technical", "2026年以来股价由42.10元跌到38.27元，跌幅约9.1%，RSI14约36。", [
    CLOSE("42.10", "eq", { date: "2025-12-31" }),
    RET("2025-12-31", { v: "-9.1", cmp: "approx" }),
    RSI("36", "approx"),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "近20日成交量较前20日萎缩，属于缩量回调，抛压有限。",
    [VOL("shrink", { err: "wrong_direction" }), RET(20, { dir: "down" })],
    { err: "wrong_direction", note: "量比1.10，放量" },
  ),
  c("t", A, "tN", "announcement", "招行2024年年度报告已于2025年3月26日发布。", [
    EV("annual_report", true, { from: "2025-03-26", to: "2025-03-26", title: "2024" }),
  ]),
  c("u", A, "tN", "announcement", "招行近期公告拟实施2025年中期分红，每股派息1.013元。", [U("招行公告仅收录年报")]),
  c("u", A, "tS", "undecidable", "北向资金近一个月持续净卖出招行，市场情绪偏弱。", [U("资金流向未存储")]),
];
