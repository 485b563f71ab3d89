// 招商银行 600036 on 2026-04-30 (FY2025 and 2026Q1 public). Notices: annual reports only (a missing notice is open).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, VOLR, EV, U, X, CAGR } = H;
const { QOQ, PSUM, POS52, MCNOW, PE, SNAP, BIAS, AMP, LIN, READ, RANK, IND, GDIFF, DD, UPDAYS, SPAN } = H;
const c = H.maker("b43-zs", "600036");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];
const Q = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", A, "bull", "annual", "招行2025年归母净利润1501.81亿元，首次站上1500亿元，同比增约1.2%。", [
    V("net_profit", "2025", "1501.81"),
    V("net_profit", "2024", "1500", "亿", "lt"),
    MAX("net_profit", "2024", Y.slice(0, 6)),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润1501.81亿元，同比增长12%，银行股里少见的两位数增长。",
    [
      V("net_profit", "2025", "1501.81"),
      G("net_profit", "2025", { v: "12", cmp: "approx", size: "两位数增长", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+1.21%" },
  ),
  c("t", A, "bear", "annual", "营业总收入3375.32亿元，与上年的3374.88亿元几乎一样，营收增长已经停滞。", [
    V("revenue", "2025", "3375.32"),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2025", { size: "基本持平" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收3375亿元，同比再降约1.7%，已是连续第三年负增长。",
    [
      V("revenue", "2025", "3375", "亿", "approx"),
      G("revenue", "2025", { v: "-1.7", cmp: "approx", dir: "down", err: "wrong_period" }),
      H.DOWN("revenue", ["2022", "2023", "2024", "2025"], { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "-1.72%是2025H1营收同比；全年+0.01%" },
  ),
  c("t", A, "fE", "annual", "ROE从14.49%降到13.44%，一年少了约1.05个百分点，较2019年的16.84%更是低了3.4个点。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    V("roe", "2019", "16.84", "%"),
    PP("roe", "2025", { v: "-1.05", cmp: "approx" }),
    PP("roe", "2025", { base: "2019", v: "-3.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "ROE为13.44%，比2024年回落约0.5个百分点，降幅温和。",
    [V("roe", "2025", "13.44", "%"), PP("roe", "2025", { v: "-0.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "14.49%→13.44%，降1.05个百分点" },
  ),
  c("t", A, "fR", "industry", "资产负债率90.20%看着吓人，但对商业银行而言九成上下的杠杆是行业常态。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "负债率高达90.2%，远超50%的安全线，招行的偿债风险不容忽视。",
    [V("debt_ratio", "2025", "90.2", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约90%属行业常态" },
  ),
  c("t", A, "tF", "annual", "每股收益5.70元、每股净资产43.43元，分别比上年的5.66元和41.46元有所抬升。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("bps", "2025", "43.43", "元"),
    V("basic_eps", "2024", "5.66", "元"),
    V("bps", "2024", "41.46", "元"),
    G("basic_eps", "2025", { dir: "up" }),
    G("bps", "2025", { dir: "up" }),
  ]),
  c("t", A, "fV", "valuation", "按38.27元收盘价计，静态PE约6.7倍，PB约0.88倍，破净状态仍在延续。", [
    CLOSE("38.27"),
    PE("2025", "6.7"),
    PE("2025", "0.88", "approx", { per: "bps" }),
    PE("2025", "1", "lt", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "现价38.27元对应2025年每股收益的市盈率约8.5倍，已不算便宜。",
    [CLOSE("38.27"), PE("2025", "8.5", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "38.27/5.70=6.71倍" },
  ),
  c("t", A, "tM", "annual", "2019至2025年归母净利润年年增长，从928.67亿元增至1501.81亿元，六年复合增速约8.3%。", [
    UP("net_profit", Y),
    V("net_profit", "2019", "928.67"),
    V("net_profit", "2025", "1501.81"),
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "营业总收入2025年跌至3375亿元，为2021年以来的最低点。",
    [
      V("revenue", "2025", "3375", "亿", "approx"),
      MIN("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2021年3312.53亿、2024年3374.88亿更低" },
  ),
  c("t", A, "fL", "annual", "营收高点仍是2022年的3447.83亿元，2025年的3375.32亿元比它低约2.1%。", [
    MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
    G("revenue", "2025", { base: "2022", v: "-2.1", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "总资产约13.07万亿元，同比扩张约7.6%，资产增速快于利润增速约6个百分点。", [
    V("total_assets", "2025", "13.07", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    GDIFF(
      { metric: "total_assets", period: "2025" },
      { metric: "net_profit", period: "2025" },
      { v: "6", cmp: "approx" },
    ),
  ]),
  c("t", A, "fT", "annual", "经营现金流净额4514.57亿元，比上年微增约1%，但远低于2022年5701亿元的高点。", [
    V("operating_cash_flow", "2025", "4514.57"),
    G("operating_cash_flow", "2025", { v: "1", cmp: "approx" }),
    V("operating_cash_flow", "2022", "5701", "亿", "approx"),
    MAX("operating_cash_flow", "2022", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("u", A, "fR", "undecidable", "净息差2025年收窄至1.9%以下，不良率1.0%左右，息差才是真正的压力。", [
    U("净息差未存储"),
    U("不良率未存储"),
  ]),
  c("u", A, "tF", "undecidable", "零售AUM突破16万亿元，财富管理手续费收入重回增长。", [
    U("AUM未存储"),
    U("手续费收入分项未存储"),
  ]),
  c("t", A, "fE", "quarterly", "2026年一季度营收869.40亿元、同比+3.8%，归母净利润378.52亿元、同比+1.5%。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "quarterly",
    "一季度营收869亿元，同比下滑3.8%，开年就显疲态。",
    [
      V("revenue", "2026Q1", "869", "亿", "approx"),
      G("revenue", "2026Q1", { v: "-3.8", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+3.81%" },
  ),
  c("t", A, "fR", "quarterly", "2025年四季度单季归母净利润364.09亿元，是全年四个季度中最低的一个。", [
    V("net_profit", "2025S4", "364.09"),
    MIN("net_profit", "2025S4", Q),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "2025年单季利润的高点出现在二季度，达376.44亿元。",
    [V("net_profit", "2025S2", "376.44"), MAX("net_profit", "2025S2", Q, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "三季度388.42亿更高" },
  ),
  c("t", A, "tB", "quarterly", "Q4单季净利润364.09亿元，同比2024年Q4的352.07亿元仍增长约3.4%。", [
    V("net_profit", "2025S4", "364.09"),
    V("net_profit", "2024S4", "352.07"),
    G("net_profit", "2025S4", { base: "2024S4", v: "3.4", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "quarterly", "2025年下半年归母净利润约752.5亿元，和上半年的749.3亿元相差无几。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "752.5", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "749.3"),
  ]),
  c("t", A, "tF", "quarterly", "2026Q1经营现金流1258.49亿元，较去年同期的950.26亿元多出约308亿元。", [
    V("operating_cash_flow", "2026Q1", "1258.49"),
    V("operating_cash_flow", "2025Q1", "950.26"),
    D("operating_cash_flow", "2026Q1", { base: "2025Q1", v: "308", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "quarterly",
    "2025年前三季度归母净利润已达1501.81亿元，比上年同期多赚约18亿元。",
    [
      V("net_profit", "2025M9", "1501.81", "亿", "eq", { err: "wrong_period" }),
      D("net_profit", "2025M9", { v: "18", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "1501.81亿是全年；前三季度1137.72亿，同比多5.88亿" },
  ),
  c("t", A, "tT", "technical", "38.27元的收盘价在5、20、60、250日均线之下，其中250日线位于42.15元。", [
    CLOSE("38.27"),
    MA(5, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
    MA(250, "value", { v: "42.15" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价站稳20日均线39.41元之上，短线企稳信号明确。",
    [MA(20, "value", { v: "39.41" }), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "收盘38.27在MA20之下" },
  ),
  c("t", A, "tS", "technical", "4月27日MACD死叉，DIF已降到零轴下方约-0.12。", [
    MACD("death_cross", 4),
    MACD("dif_below_zero", 0),
    MACD("dif_value", 0, { v: "-0.12", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "technical", "距52周高点48.55元回落约21%，离52周低点37.31元仅剩2.6%左右。", [
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-21", cmp: "approx" }),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "今年以来招行股价累计下跌约19%，在银行板块中明显掉队。",
    [RET("2025-12-31", { v: "-19", cmp: "approx", err: "wrong_value" }), U("银行板块对比不在样本内")],
    { err: "wrong_value", note: "年初至今-9.10%" },
  ),
  c("t", A, "tT", "technical", "RSI14约36，尚未超卖；近20日均量为此前20日的1.1倍，属温和放量下跌。", [
    RSI("36", "approx"),
    RSI("30", "gt"),
    VOLR({ v: "1.1", cmp: "approx" }),
    RET(20, { dir: "down" }),
  ]),
  c("t", A, "tC", "technical", "股价位于52周区间的底部一成以内，过去250个交易日跌幅约10.5%。", [
    POS52({ v: "10", cmp: "lt" }),
    RET(250, { v: "-10.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "均线系统已修复为多头排列，5日线39.03元高于20日线39.41元。",
    [
      MAORDER([5, 20, 60], "bull", { err: "technical" }),
      MA(5, "value", { v: "39.03" }),
      MA(20, "value", { v: "39.41" }),
    ],
    { err: "technical", note: "MA5 39.03<MA20 39.41，非多头排列" },
  ),
  c("t", A, "tN", "announcement", "招商银行于2025年3月26日发布了2024年年度报告。", [
    EV("annual_report", true, { from: "2025-03-26", to: "2025-03-26", title: "2024年年度报告" }),
  ]),
  c("u", A, "tN", "undecidable", "招行近期公告拟发行500亿元永续债补充其他一级资本。", [
    U("招行公告只收年报，债券公告无法核验"),
  ]),
  c("u", A, "fS", "undecidable", "2025年度分红率维持35%，股息率已超过5.5%，险资持续加仓。", [
    U("分红率未存储"),
    U("股息率所需每股分红未存储"),
    U("险资持仓未存储"),
  ]),
  c("t", A, "fT", "annual", "净利率由44.32%微升至44.77%，提高约0.45个百分点，较2021年的36.48%高出8个多点。", [
    V("net_margin", "2024", "44.32", "%"),
    V("net_margin", "2025", "44.77", "%"),
    V("net_margin", "2021", "36.48", "%"),
    PP("net_margin", "2025", { v: "0.45", cmp: "approx" }),
    PP("net_margin", "2025", { base: "2021", v: "8", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "2024年归母净利润1483.91亿元，同比增长约9%，到2025年增速才明显放缓。",
    [V("net_profit", "2024", "1483.91"), G("net_profit", "2024", { v: "9", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "2024年同比+1.22%" },
  ),
  c("t", A, "tF", "annual", "2025年扣非净利润1500.07亿元，与归母净利润1501.81亿元仅差约1.7亿元。", [
    V("deducted_net_profit", "2025", "1500.07"),
    V("net_profit", "2025", "1501.81"),
    LIN(
      [
        ["net_profit", 1],
        ["deducted_net_profit", -1],
      ],
      "2025",
      { v: "1.7", cmp: "approx" },
    ),
  ]),
  c("t", A, "tM", "valuation", "每股净资产已增至一季度末的44.90元，按38.27元计PB约0.85倍。", [
    V("bps", "2026Q1", "44.90", "元"),
    CLOSE("38.27"),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年分配股利及付息支出617.52亿元，比上年减少约7%，回报股东在收缩。",
    [
      V("dividends_interest_paid", "2025", "617.52"),
      G("dividends_interest_paid", "2025", { v: "-7", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "610.31→617.52，+1.18%" },
  ),
  c("t", A, "fQ", "annual", "商誉99.54亿元已连续三年未变，相对13万亿元的总资产可以忽略。", [
    V("goodwill", "2023", "99.54"),
    V("goodwill", "2024", "99.54"),
    V("goodwill", "2025", "99.54"),
    V("total_assets", "2025", "13", "万亿", "gt"),
  ]),
  c("t", A, "tTr", "technical", "近10个交易日从高点回撤约4.1%，收盘创下10日新低。", [
    DD(10, { v: "-4.1", cmp: "approx" }),
    H.BRK(10, "down"),
  ]),
];
