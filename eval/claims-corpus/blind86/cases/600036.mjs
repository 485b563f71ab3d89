// 招商银行 on 2026-04-30: FY2019-2025 (东方财富 quarterly lines 2024H1..2026Q1), bars from 2024, annual-report notices.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, CAGR, X, RANK } = H;
const { BIAS, DD, BRK, POS52, MCNOW, PSUM, QOQ, READ, IND, EV, PE, VOLR, AMP, MAHOLD, GDIFF } = H;
const c = H.maker("b86-zh", "600036");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "招行2025年归母净利润1501.81亿元，同比增长1.2%，首次站上1500亿元。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("net_profit", "2024", "1500", "亿", "lt"),
    MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1501.81亿元，同比增长12.1%，盈利增速重回两位数。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { v: "12.1", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际+1.21%" },
  ),
  c("t", A, "bear", "annual", "营业收入3375.32亿元，与上年3374.88亿元几乎持平，仍低于2022年3447.83亿元的高点。", [
    V("revenue", "2025", "3375.32"),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2025", { size: "基本持平" }),
    MAX("revenue", "2022", Y5),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收3375.32亿元，同比下降约0.5%，已是连续第三年负增长。",
    [V("revenue", "2025", "3375.32"), G("revenue", "2025", { v: "-0.5", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-0.48%是2024年；2025年+0.01%" },
  ),
  c("t", A, "fE", "annual", "归母净利润自2019年的928.67亿元起连续六年增长，年均复合增速约8.3%。", [
    V("net_profit", "2019", "928.67"),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "基本每股收益5.70元，较上年5.66元微增；每股净资产43.43元。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("basic_eps", "2024", "5.66", "元"),
    G("basic_eps", "2025", { size: "微增" }),
    V("bps", "2025", "43.43", "元"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年每股收益5.66元，与2024年持平，摊薄效应抵消了利润增长。",
    [V("basic_eps", "2025", "5.66", "元", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "5.66元是2024年；2025年5.70元" },
  ),
  c("t", A, "fR", "annual", "加权ROE从14.49%降到13.44%，下滑约1.05个百分点，较2019年的16.84%更是低了3个多点。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05" }),
    PP("roe", "2025", { base: "2019", v: "-3", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "ROE降至13.44%，同比下降约1.05%，降幅可以忽略。",
    [V("roe", "2025", "13.44", "%"), G("roe", "2025", { v: "-1.05", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "降1.05个百分点，相对降约7.2%" },
  ),
  c("t", A, "tC", "industry", "招行资产负债率90.20%，对商业银行而言属于正常水平，不能按工业企业的标准去看。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "industry",
    "资产负债率高达90.20%，九成资产靠负债撑着，偿债风险不容忽视。",
    [V("debt_ratio", "2025", "90.20", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行约90%负债率属行业常态" },
  ),
  c(
    "f",
    A,
    "fQ",
    "industry",
    "2026Q1负债率升到90.43%，杠杆偏高，这是招行资产质量的隐患。",
    [
      V("debt_ratio", "2026Q1", "90.43", "%"),
      PP("debt_ratio", "2026Q1", { base: "2025", dir: "up" }),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense", note: "银行约90%负债率属行业常态" },
  ),
  c("t", A, "fSy", "annual", "总资产13.07万亿元，同比增长约7.6%，扩表速度明显快于营收的持平。", [
    V("total_assets", "2025", "13.07", "万亿"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    G("revenue", "2025", { size: "基本持平" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "总资产130705亿元，同比增长约17.6%，资产扩张提速。",
    [
      V("total_assets", "2025", "130705", "亿", "approx"),
      G("total_assets", "2025", { v: "17.6", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+7.56%" },
  ),
  c("t", A, "fE", "annual", "净利率44.77%，为2021年以来最高，较2021年的36.48%抬升超过8个百分点。", [
    V("net_margin", "2025", "44.77", "%"),
    MAX("net_margin", "2025", Y5),
    PP("net_margin", "2025", { base: "2021", v: "8", cmp: "gt" }),
  ]),
  c("t", A, "fV", "annual", "2025年分配股利及利息支付617.52亿元，约占归母净利润的41%。", [
    V("dividends_interest_paid", "2025", "617.52"),
    R("dividends_interest_paid", "net_profit", "2025", "41", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "经营活动现金流净额4514.57亿元，比上年多约44亿元，是归母净利润的三倍。", [
    V("operating_cash_flow", "2025", "4514.57"),
    D("operating_cash_flow", "2025", { v: "44", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "3", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "扣非归母净利润1500.07亿元，同比增长约13.5%，主业盈利含金量高。",
    [
      V("deducted_net_profit", "2025", "1500.07"),
      G("deducted_net_profit", "2025", { v: "13.5", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+1.35%" },
  ),
  c("t", A, "tM", "annual", "营收增速约0.01%，而归母净利润增速约1.2%，利润跑赢收入约1.2个百分点。", [
    G("revenue", "2025", { v: "0.01", cmp: "approx" }),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "1.2", cmp: "approx" }),
  ]),
  // quarterly
  c("t", A, "fE", "quarterly", "2026年一季度营收869.40亿元，同比增长3.8%，归母净利润378.52亿元，增长1.5%。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度营收869.40亿元，同比下滑3.8%，息差压力仍在加剧。",
    [
      V("revenue", "2026Q1", "869.40"),
      G("revenue", "2026Q1", { v: "-3.8", cmp: "approx", err: "wrong_direction" }),
      U("息差"),
    ],
    { err: "wrong_direction", note: "同比+3.81%" },
  ),
  c("t", A, "tN", "quarterly", "2025年第四季度单季归母净利润364.09亿元，同比增长约3.4%，为全年单季最快。", [
    V("net_profit", "2025S4", "364.09"),
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
    G("net_profit", "2025S3", { v: "3.4", cmp: "lt" }),
    G("net_profit", "2025S2", { v: "3.4", cmp: "lt" }),
    G("net_profit", "2025S1", { v: "3.4", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "quarterly",
    "四季度单季营收1137.72亿元，环比三季度增长，年末冲量明显。",
    [
      V("revenue", "2025S4", "1137.72", "亿", "eq", { err: "wrong_value" }),
      QOQ("revenue", "2025S4", "2025S3", { dir: "up" }),
    ],
    { err: "wrong_value", note: "1137.72亿是前三季度归母净利润；四季度营收861.12亿" },
  ),
  c("t", A, "fT", "quarterly", "上半年营收1699.69亿元同比降约1.7%，但前三季度降幅收窄到0.5%，全年转为微增。", [
    G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
    G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }),
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025", { size: "微增" }),
  ]),
  c("t", A, "tF", "quarterly", "一季度每股净资产44.90元，比年末的43.43元增加近1.5元。", [
    V("bps", "2026Q1", "44.90", "元"),
    V("bps", "2025", "43.43", "元"),
    PSUM(
      [
        ["bps", "2026Q1", 1],
        ["bps", "2025", -1],
      ],
      { u: "元", v: "1.5", cmp: "near" },
    ),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "2026年一季度归母净利润378.52亿元，环比2025年四季度下降约4%，开年承压。",
    [
      V("net_profit", "2026Q1", "378.52"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "四季度364.09亿，环比+3.96%" },
  ),
  c("t", A, "fR", "quarterly", "一季度经营现金流净额1258.49亿元，高于上年同期的950.26亿元，增幅约32%。", [
    V("operating_cash_flow", "2026Q1", "1258.49"),
    V("operating_cash_flow", "2025Q1", "950.26"),
    G("operating_cash_flow", "2026Q1", { v: "32", cmp: "approx" }),
  ]),
  c("t", A, "tM", "quarterly", "近四个季度归母净利润约1507亿元，较2025年全年又多了约6亿元。", [
    V("net_profit", "2026Q1TTM", "1507", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2026Q1TTM", 1],
        ["net_profit", "2025", -1],
      ],
      { v: "6", cmp: "approx" },
    ),
  ]),
  // technical
  c("t", A, "tT", "technical", "收盘38.27元，位于5日至250日各条均线下方，250日线42.15元压制明显。", [
    CLOSE("38.27"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    MA(250, "value", { v: "42.15" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "均线系统5日、10日、20日、60日呈多头排列，中期趋势向好。",
    [MAORDER([5, 10, 20, 60], "bull", { err: "technical" })],
    { err: "technical", note: "MA5<MA10<MA20" },
  ),
  c("t", A, "bear", "technical", "MACD在4月27日死叉，DIF约-0.13已落到零轴下方，RSI约36偏弱。", [
    MACD("death_cross", 5),
    MACD("dif_value", 0, { v: "-0.13", cmp: "approx" }),
    MACD("dif_below_zero", 0),
    RSI("36", "approx"),
  ]),
  c("t", A, "tC", "technical", "股价距52周高点48.55元已跌去约21%，离52周低点37.31元只差不到3%。", [
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-21", cmp: "approx" }),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "3", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "招行股价处于52周区间中上部，回调空间有限。",
    [POS52({ v: "50", cmp: "gt", err: "technical" })],
    { err: "technical", note: "52周区间位置8.5%" },
  ),
  c("t", A, "tTr", "technical", "近20日跌约3.9%，今年以来累计跌约9.1%，跑输茅台同期的小幅上涨。", [
    RET(20, { v: "-3.9", cmp: "approx" }),
    RET("2025-12-31", { v: "-9.1", cmp: "approx" }),
    RET("2025-12-31", { t: "600519", dir: "up", size: "小幅增长" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "过去一年（250个交易日）招行上涨约10.5%，银行股避险属性凸显。",
    [RET(250, { v: "10.5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "-10.48%" },
  ),
  c("t", A, "tNe", "technical", "近20日量能比前20日放大约一成，价跌量增，短线仍需观察。", [
    VOLR({ v: "1.1", cmp: "approx" }),
    RET(20, { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近20日股价累计下跌约3.9%，这本身就是积极信号，说明走势偏强。",
    [READ(RET(20, { v: "-3.9", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "价跌读作利好" },
  ),
  c("t", A, "tT", "technical", "收盘38.27元，创近10个交易日收盘新低，10日乖离率约-2.9%。", [
    CLOSE("38.27"),
    BRK(10, "down"),
    BIAS(10, { v: "-2.9", cmp: "approx" }),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "按收盘价38.27元和一季度末每股净资产44.90元计，市净率仅约0.85倍。", [
    CLOSE("38.27"),
    V("bps", "2026Q1", "44.90", "元"),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
  ]),
  c("t", A, "tP", "valuation", "2025年每股收益5.70元，对应当前股价的静态PE约6.7倍，而且已经破净。", [
    V("basic_eps", "2025", "5.70", "元"),
    PE("2025", "6.7"),
    PE("2026Q1", "1", "lt", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "招行当前市盈率约13倍，估值已不算便宜。",
    [MCNOW("2025", "13", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE约6.4倍" },
  ),
  // announcements / undecidable
  c("u", A, "tN", "announcement", "招行已公告2025年度每股派息约2元，分红率维持35%。", [
    U("招行只收录年报公告，分红方案不在数据中"),
  ]),
  c("u", A, "fQ", "undecidable", "净息差已降至1.8%以下，不良率小幅抬升，资产质量拐点未现。", [
    U("NIM、不良率不在数据中"),
  ]),
  c("u", A, "tB", "undecidable", "归母净利润1501.81亿元，财富管理业务的AUM预计今年突破16万亿元。", [
    V("net_profit", "2025", "1501.81"),
    U("AUM及预测"),
  ]),
  c("u", A, "fM", "undecidable", "若降息落地，招行2026年净利润增速可能回落到零附近。", [U("情景预测")]),
  c("u", A, "bear", "undecidable", "招行ROE 13.44%，已被宁波银行等城商行超越。", [
    V("roe", "2025", "13.44", "%"),
    U("样本外同行"),
  ]),
];
