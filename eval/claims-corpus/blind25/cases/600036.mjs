// 招商银行: FY2019-2025 (revenue from 2021 under 营业总收入), quarters 2024H1..2026Q1 (东方财富主要指标),
// bars 2024-01-02..2026-04-30, annual-report notices only. Mostly 2026-04-30; a few on 2024-04-30.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  UP,
  RET,
  CLOSE,
  MA,
  RSI,
  MACD,
  HI52,
  LO52,
  POS52,
  BRK,
  DAYS,
  EV,
  U,
  CAGR,
  QOQ,
  PSUM,
  SPAN,
  MCNOW,
  PE,
  SNAP,
  SNAPDIV,
  PAIR,
  IND,
  RANK,
  GSTREAK,
  MAHOLD,
  UPDAYS,
  IN,
} = H;
const c = H.maker("b25-zs", "600036");
const A = "2026-04-30";
const O = "2024-04-30";
const Y7 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- annual ------------------------------------------------------------------------------------------------------
  c("t", A, "bull", "annual", "首次站上1500亿元台阶——招行2025年归母净利润1501.81亿元，较上年多1.21%。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21" }),
    V("net_profit", "2024", "1500", "亿", "lt"),
    MAX("net_profit", "2025", Y7),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "在行业息差收窄的背景下，招行2025年利润仍能多增约12%（归母1501.81亿元），依然领跑。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { v: "12", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+1.21%，小数点位移" },
  ),
  c("t", A, "bear", "annual", "营业总收入3375.32亿元，与2024年的3374.88亿元几乎一样，营收连续三年没有跑出增长。", [
    V("revenue", "2025", "3375.32"),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2025", { size: "基本持平" }),
    MAX("revenue", "2022", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营业总收入同比下降0.48%，已是连续第三年负增长。",
    [G("revenue", "2025", { v: "-0.48", err: "wrong_period" })],
    { err: "wrong_period", note: "-0.48%是2024年；2025年+0.01%" },
  ),
  c("t", A, "fE", "annual", "归母净利润自2019年的928.67亿元起逐年增长，到2025年已连续六年上台阶。", [
    V("net_profit", "2019", "928.67"),
    UP("net_profit", Y7),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2019—2025年归母净利润年均复合增速超过10%，利润增长的持续性无可挑剔。",
    [CAGR("net_profit", "2019", "2025", { v: "10", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "CAGR约8.3%" },
  ),
  c("t", A, "fR", "annual", "2025年加权ROE 13.44%，一年前还是14.49%，资本回报在缓慢下行。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "ROE降至13.44%，较2019年的16.84%累计下滑超过5个百分点。",
    [V("roe", "2025", "13.44", "%"), PP("roe", "2025", { base: "2019", v: "-5", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "累计-3.40个百分点" },
  ),
  c("t", A, "tF", "annual", "基本每股收益5.70元，比2024年的5.66元多4分钱；每股净资产则升至43.43元。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("basic_eps", "2024", "5.66", "元"),
    D("basic_eps", "2025", { v: "0.04", u: "元" }),
    V("bps", "2025", "43.43", "元"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年每股收益5.70元，低于2024年的5.76元，摊薄后股东回报在倒退。",
    [V("basic_eps", "2025", "5.70", "元"), V("basic_eps", "2024", "5.76", "元", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "2024年为5.66元" },
  ),
  c("t", A, "fSy", "annual", "总资产约13.07万亿元，较上年末增长约7.6%，规模扩张快于利润增速。", [
    V("total_assets", "2025", "13.07", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    GDIFF_OK(),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "总资产突破15万亿元，较上年末继续扩张。",
    [V("total_assets", "2025", "15", "万亿", "gt", { err: "wrong_value" }), G("total_assets", "2025", { dir: "up" })],
    { err: "wrong_value", note: "13.07万亿元" },
  ),
  c("t", A, "tN", "annual", "2025年分配股利、利润或偿付利息支付的现金617.52亿元，比上年多约7亿元。", [
    V("dividends_interest_paid", "2025", "617.52"),
    D("dividends_interest_paid", "2025", { v: "7", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "fT",
    "annual",
    "扣非归母净利润1500.07亿元，同比增长约1.35%，与归母口径几乎重合，利润里没有多少非经常性水分。",
    [V("deducted_net_profit", "2025", "1500.07"), G("deducted_net_profit", "2025", { v: "1.35", cmp: "approx" })],
  ),
  c("t", A, "fV", "annual", "净利率44.77%，比2024年的44.32%略高，成本管控仍是招行的长项。", [
    V("net_margin", "2025", "44.77", "%"),
    V("net_margin", "2024", "44.32", "%"),
    PP("net_margin", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "营业总收入在2025年创下历史新高3375.32亿元，'营收停滞'的说法站不住。",
    [
      V("revenue", "2025", "3375.32"),
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "高点是2022年3447.83亿元" },
  ),
  c("t", A, "fL", "annual", "2021年以来的五个年度里，2025年营业总收入只排第三，最高仍是2022年的3447.83亿元。", [
    RANK("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], "max", 3),
    V("revenue", "2022", "3447.83"),
  ]),
  c(
    "t",
    A,
    "tNe",
    "annual",
    "经营现金流净额4514.57亿元，略高于2024年的4470.23亿元；银行现金流受存贷款波动影响大，参考意义有限。",
    [V("operating_cash_flow", "2025", "4514.57"), V("operating_cash_flow", "2024", "4470.23")],
  ),
  c(
    "f",
    A,
    "tC",
    "annual",
    "经营现金流从2022年的5701.43亿元一路下滑到2025年的4514.57亿元，流动性在持续收紧。",
    [
      V("operating_cash_flow", "2022", "5701.43"),
      V("operating_cash_flow", "2025", "4514.57"),
      H.DOWN("operating_cash_flow", ["2022", "2023", "2024", "2025"], { err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2023年3577.53亿元后回升，并非一路下滑" },
  ),
  c("u", A, "bear", "undecidable", "净息差跌破1.9%，存款定期化拖累负债成本，这是营收停滞的主因。", [
    U("净息差与存款结构未存储"),
  ]),
  c("u", A, "fR", "annual", "不良贷款率维持在0.95%左右，拨备覆盖率仍超400%，资产质量无忧。", [
    U("不良率、拨备覆盖率未存储"),
  ]),
  c("u", A, "tB", "annual", "零售AUM突破16万亿元，财富管理护城河继续加深。", [U("AUM未存储")]),
  c("u", A, "fS", "annual", "归母净利润1501.81亿元背后，是财富管理手续费在2025年下半年明显回暖。", [
    V("net_profit", "2025", "1501.81"),
    U("手续费收入结构未存储，归因不可核验"),
  ]),

  // ---- quarterly ---------------------------------------------------------------------------------------------------
  c("t", A, "fE", "quarterly", "一季度招行营收、利润双增，营业总收入869.40亿元增3.81%，归母净利润378.52亿元增1.52%。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.81" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度营收同比增长3.81%，净利润增速更快，达到5%以上，利润拐点确立。",
    [G("revenue", "2026Q1", { v: "3.81" }), G("net_profit", "2026Q1", { v: "5", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "净利润+1.52%，慢于营收" },
  ),
  c("t", A, "tF", "quarterly", "值得注意的是，一季度归母净利润378.52亿元，环比2025年四季度的364.09亿元增长约4%。", [
    V("net_profit", "2026Q1", "378.52"),
    V("net_profit", "2025S4", "364.09"),
    QOQ("net_profit", "2026S1", "2025S4", { v: "4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "单看2025年四季度，招行归母净利润高达1501.81亿元，高基数会压制2026年四季度的同比。",
    [V("net_profit", "2025S4", "1501.81", "亿", "eq", { err: "wrong_period" }), U("2026年四季度同比为预测")],
    { err: "wrong_period", note: "1501.81亿元是全年；四季度单季364.09亿元" },
  ),
  c(
    "t",
    A,
    "fQ",
    "quarterly",
    "2025年四季度单季净利润同比增长3.41%，营收同比增长1.57%，增速是全年四个季度里最好的吗？并不完全是——营收增速三季度更高。",
    [
      G("net_profit", "2025S4", { v: "3.41" }),
      G("revenue", "2025S4", { v: "1.57" }),
      G("revenue", "2025S3", { v: "1.57", cmp: "gt" }),
      G("net_profit", "2025S3", { v: "3.41", cmp: "lt" }),
      G("net_profit", "2025S2", { v: "3.41", cmp: "lt" }),
      G("net_profit", "2025Q1", { v: "3.41", cmp: "lt" }),
    ],
  ),
  c("t", A, "bear", "quarterly", "一季度加权ROE 3.37%，低于去年同期的3.53%，单季资本回报仍在下行。", [
    V("roe", "2026Q1", "3.37", "%"),
    V("roe", "2025Q1", "3.53", "%"),
  ]),
  c(
    "f",
    A,
    "fR",
    "quarterly",
    "一季度末资产负债率90.43%，较上年末下降，杠杆在主动收缩。",
    [
      V("debt_ratio", "2026Q1", "90.43", "%"),
      PP("debt_ratio", "2026Q1", { base: "2025", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2025年末90.20%上升" },
  ),
  c("t", A, "fSy", "quarterly", "2026年一季度末每股净资产44.90元，较2025年末的43.43元再增约3.4%。", [
    V("bps", "2026Q1", "44.90", "元"),
    V("bps", "2025", "43.43", "元"),
    G("bps", "2026Q1", { base: "2025", v: "3.4", cmp: "approx" }),
  ]),
  c("t", A, "tF", "quarterly", "2025年下半年归母净利润约752.5亿元，略高于上半年的749.30亿元，全年节奏平稳。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "752.5", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "749.30"),
  ]),
  c(
    "f",
    A,
    "tTr",
    "quarterly",
    "一季度经营现金流1258.49亿元，同比下降约三成，负债端吸收存款放缓。",
    [
      V("operating_cash_flow", "2026Q1", "1258.49"),
      G("operating_cash_flow", "2026Q1", { v: "-30", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+32.4%" },
  ),

  // ---- valuation ---------------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "收盘38.27元对应2025年每股收益5.70元，静态市盈率约6.7倍，处在防御区间。", [
    CLOSE("38.27"),
    V("basic_eps", "2025", "5.70", "元"),
    PE("2025", "6.7"),
  ]),
  c(
    "f",
    A,
    "vF",
    "valuation",
    "以4月30日收盘价计，招行市值对应2025年利润仅约5倍PE，低得离谱。",
    [MCNOW("2025", "5", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约6.4倍" },
  ),
  c("t", A, "fV", "valuation", "2025年7月快照的市净率1.16倍，对应每股净资产约40.6元，眼下股价已明显低于当时。", [
    SNAP("pb", "1.16", "x", "eq"),
    SNAPDIV("pb", "40.6"),
    SPAN("2025-07-04", { dir: "down" }),
  ]),
  c("u", A, "tA", "valuation", "股息率超过5%，在当前利率环境下对险资极具吸引力。", [U("每股分红与股息率未存储")]),

  // ---- technical ---------------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘38.27元，低于年线42.15元约9%，MACD在4月27日再度死叉，DIF已落到零轴下方。", [
    CLOSE("38.27"),
    MA(250, "value", { v: "42.15" }),
    H.BIAS(250, { v: "-9", cmp: "approx" }),
    MACD("dead_cross", 4),
    MACD("dif_below_zero", 0),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI14已跌破30，进入超卖区，技术性反弹随时可能出现。",
    [RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14约36.1" },
  ),
  c("t", A, "tS", "technical", "股价处于52周区间的底部附近，距离37.31元的低点只差约2.6%。", [
    POS52({ v: "20", cmp: "le" }),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "从48.55元的52周高点算起，招行已经回撤超过三成。",
    [HI52({ cond: "level", v: "48.55" }), HI52({ v: "-30", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "距高点-21.2%" },
  ),
  c("t", A, "bear", "technical", "2026年以来招行累计下跌约9.1%，从2025年末的42.10元跌到38.27元。", [
    SPAN("2025-12-31", { v: "-9.1", cmp: "approx" }),
    CLOSE("42.10", "eq", { date: "2025-12-31" }),
    CLOSE("38.27"),
  ]),
  c("t", A, "vT", "technical", "收盘价创近20个交易日新低，5日内下跌约3.9%。", [
    BRK(20, "down"),
    RET(5, { v: "-3.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "招行近一年上涨约10%，跑出了银行股的相对收益。",
    [RET(250, { v: "10", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "250个交易日-10.48%" },
  ),
  c("t", A, "tNe", "technical", "60个交易日几乎原地不动，涨幅不到1%，但近120个交易日累计跌约6.4%。", [
    RET(60, { v: "1", cmp: "lt", dir: "up" }),
    RET(120, { v: "-6.4", cmp: "approx" }),
  ]),
  c("u", A, "tS", "technical", "北向资金4月净卖出招行超过20亿元，外资仍在撤离。", [U("资金流向未存储")]),

  // ---- industry / announcement ----------------------------------------------------------------------------------
  c("t", A, "fT", "industry", "招行资产负债率90.20%，对银行而言属正常水平，不能套用工业企业的杠杆标准去判断风险。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "资产负债率高达90.20%，负债端压力巨大，一旦流动性收紧偿债风险将集中暴露。",
    [V("debt_ratio", "2025", "90.20", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行约90%负债率是行业常态" },
  ),
  c("u", A, "fS", "industry", "股份行整体营收仍在负增长，招行营收持平已算同业中的优等生。", [
    G("revenue", "2025", { size: "基本持平" }),
    U("股份行同业数据不在样本内"),
  ]),
  c("t", A, "tN", "announcement", "2024年年度报告于2025年3月26日披露，当年归母净利润1483.91亿元。", [
    EV("annual_report", true, { title: "2024年年度报告", from: "2025-03-26", to: "2025-03-26" }),
    V("net_profit", "2024", "1483.91"),
  ]),
  c("u", A, "tN", "announcement", "招行已公告2025年中期分红方案，每股派息约1元。", [U("招行分红公告未收集")]),
  c("u", A, "fL", "announcement", "公司拟发行千亿元级二级资本债，补充资本实力。", [U("招行债券公告未收集")]),

  // ---- rebuttals / questions -------------------------------------------------------------------------------------
  c("t", A, "bull", "annual", "空方说'利润停滞'，但归母净利润已连续六年刷新纪录，2025年是2019年以来最高。", [
    UP("net_profit", Y7),
    MAX("net_profit", "2025", Y7),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度归母净利润378.52亿元，还不及去年同期，利润端仍是负增长。",
    [V("net_profit", "2026Q1", "378.52"), G("net_profit", "2026Q1", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "净利润+1.52%，营收+3.81%" },
  ),
  c("t", A, "fT", "annual", "2025年营业总收入同比仅+0.01%，说'下滑'不对，说'增长'也勉强，准确讲是持平。", [
    G("revenue", "2025", { v: "0.01", dir: "up", size: "基本持平" }),
  ]),

  // ---- older: 2024-04-30 (FY2023) ----------------------------------------------------------------------------------
  c("t", O, "bear", "annual", "2019年以来营业收入第一次下滑出现在2023年，全年3391.23亿元，同比约-1.6%。", [
    V("operating_revenue", "2023", "3391.23"),
    G("operating_revenue", "2023", { v: "-1.6", cmp: "approx" }),
    UP("operating_revenue", ["2019", "2020", "2021", "2022"]),
  ]),
  c(
    "f",
    O,
    "bull",
    "annual",
    "招行2023年赚了1466.02亿元归母净利润，比2022年多一成以上，银行股里少见。",
    [V("net_profit", "2023", "1466.02"), G("net_profit", "2023", { v: "10", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+6.22%" },
  ),
];

// Total assets grew faster than net profit (7.56 % vs 1.21 %).
function GDIFF_OK() {
  return H.GDIFF({ metric: "total_assets", period: "2025" }, { metric: "net_profit", period: "2025" }, { dir: "up" });
}
