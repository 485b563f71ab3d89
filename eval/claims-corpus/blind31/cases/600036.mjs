// 招商银行: FY2019-2025 (some years partial), cumulative and single quarters 2024H1..2026Q1 (东方财富 main indicators,
// with printed growth rates), bars 2024-01-02..2026-04-30, annual-report notices only (another kind is open).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, DOWN, RET, CLOSE, MA, RSI, MACD, HI52, LO52, VOLR, EV, U, IND } = H;
const { CAGR, LIN, PSUM, PE, SNAP, POS52, SPAN, QOQ, IN } = H;
const c = H.maker("b31-zs", "600036");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- annual -------------------------------------------------------------------------------------------------
  c("t", A, "fE", "annual", "2025年营业收入3375.32亿元，同比仅增0.01%，几乎原地踏步。", [
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { v: "0.01", size: "基本持平" }),
  ]),
  c("t", A, "bull", "annual", "归母净利润1501.81亿元，同比增长1.21%，首次站上1500亿元台阶。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21" }),
    V("net_profit", "2024", "1500", "亿", "lt"),
    MAX("net_profit", "2025", Y),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "归母净利润同比下降1.2%，招行的利润拐点已经出现。",
    [G("net_profit", "2025", { v: "-1.2", cmp: "approx", dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+1.21%" },
  ),
  c("t", A, "fR", "annual", "加权ROE由14.49%降至13.44%，一年下滑约1.05个百分点，比2019年的16.84%低了3个多百分点。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05", cmp: "approx" }),
    V("roe", "2019", "16.84", "%"),
    PP("roe", "2025", { base: "2019", ...IN("-3.99", "-3") }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "ROE 13.44%，较上年提升约1个百分点，盈利能力企稳回升。",
    [V("roe", "2025", "13.44", "%"), PP("roe", "2025", { v: "1", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "14.49→13.44，-1.05个百分点" },
  ),
  c("t", A, "tF", "annual", "每股收益5.70元、每股净资产43.43元，后者同比增长约4.8%。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("bps", "2025", "43.43", "元"),
    G("bps", "2025", { v: "4.8", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "annual", "总资产13.07万亿元，一年扩张约7.6%，资产负债表仍在稳步扩表。", [
    V("total_assets", "2025", "13.07", "万亿"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营业收入3375亿元，较2022年3447.83亿元的高点已下滑约5%。",
    [
      V("revenue", "2025", "3375", "亿", "approx"),
      MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
      G("revenue", "2025", { base: "2022", v: "-5", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "较2022年-2.10%" },
  ),
  c("t", A, "bull", "annual", "2019—2025年归母净利润从928.67亿增至1501.81亿，年复合增速约8.3%。", [
    V("net_profit", "2019", "928.67"),
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "利润规模已连续三年下滑，银行股的“高股息+低增长”逻辑正在失效。",
    [DOWN("net_profit", ["2022", "2023", "2024", "2025"], { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2022-2025年归母净利润逐年增长" },
  ),
  c("t", A, "tF", "annual", "经营活动现金流净额4514.57亿元，与上年的4470.23亿元基本持平。", [
    V("operating_cash_flow", "2025", "4514.57"),
    V("operating_cash_flow", "2024", "4470.23"),
    G("operating_cash_flow", "2025", { size: "基本持平" }),
  ]),
  c("t", A, "fE", "annual", "净利率小幅抬升约0.45个百分点，从2024年的44.32%升到了44.77%。", [
    V("net_margin", "2025", "44.77", "%"),
    V("net_margin", "2024", "44.32", "%"),
    PP("net_margin", "2025", { v: "0.45", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "扣非归母净利润1500.07亿元，同比增速约2.5%，跑赢归母口径。",
    [
      V("deducted_net_profit", "2025", "1500.07"),
      G("deducted_net_profit", "2025", { v: "2.5", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "扣非+1.35%" },
  ),
  c("t", A, "tM", "annual", "扣非净利润1500.07亿元，与归母净利润只差约1.7亿元，非经常性损益几乎可以忽略。", [
    V("deducted_net_profit", "2025", "1500.07"),
    LIN(
      [
        ["net_profit", 1],
        ["deducted_net_profit", -1],
      ],
      "2025",
      { v: "1.7", cmp: "approx" },
    ),
  ]),
  c("t", A, "tP", "annual", "2025年分红付息现金支出617.52亿元，约为归母净利润的41%。", [
    V("dividends_interest_paid", "2025", "617.52"),
    R("dividends_interest_paid", "net_profit", "2025", "41", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "2025年基本每股收益5.66元，与上年基本持平。",
    [V("basic_eps", "2025", "5.66", "元", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "5.66元是2024年，2025年5.70元" },
  ),
  c("t", A, "tBe", "annual", "营收已连续三年低于2022年3447.83亿元的峰值，2025年为3375.32亿元。", [
    V("revenue", "2022", "3447.83"),
    MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
    V("revenue", "2025", "3375.32"),
  ]),
  c("t", A, "fR", "annual", "2025年末资产负债率90.20%，较上年抬升约0.35个百分点，杠杆稳中略升。", [
    V("debt_ratio", "2025", "90.20", "%"),
    PP("debt_ratio", "2025", { v: "0.35", cmp: "approx" }),
  ]),
  c("t", A, "vF", "annual", "基本面投中性票——归母净利润仅增1.2%，营收增速只有0.01%，ROE也回落了1个多百分点。", [
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    G("revenue", "2025", { v: "0.01" }),
    PP("roe", "2025", IN("-1.5", "-1")),
  ]),

  // ---- quarterly ----------------------------------------------------------------------------------------------
  c("t", A, "fE", "quarterly", "26Q1营业收入869.40亿元，同比+3.81%，较2025年一季度-3.09%的增速明显回升。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.81" }),
    G("revenue", "2025Q1", { v: "-3.09" }),
  ]),
  c("t", A, "bull", "quarterly", "从2025年二季度算起，单季归母净利润已连续四个季度同比正增长，26Q1为+1.52%。", [
    G("net_profit", "2025S2", { dir: "up" }),
    G("net_profit", "2025S3", { dir: "up" }),
    G("net_profit", "2025S4", { dir: "up" }),
    G("net_profit", "2026S1", { v: "1.52", dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度归母净利润同比下滑2.08%，开年即负增长，全年压力不小。",
    [G("net_profit", "2026Q1", { v: "-2.08", err: "wrong_period" })],
    { err: "wrong_period", note: "-2.08%是2025年一季度；2026Q1为+1.52%" },
  ),
  c("t", A, "fR", "quarterly", "一季度经营现金流净额1258.49亿元，同比增长约32%。", [
    V("operating_cash_flow", "2026Q1", "1258.49"),
    G("operating_cash_flow", "2026Q1", { v: "32", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "拆单季：2025年三季度归母净利润388.42亿，同比约+1.0%；四季度增速升至3.41%。", [
    V("net_profit", "2025S3", "388.42"),
    G("net_profit", "2025S3", { v: "1.0", cmp: "approx" }),
    G("net_profit", "2025S4", { v: "3.41" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "四季度单季归母净利润364.09亿元，环比三季度增长约6%，年末冲量明显。",
    [
      V("net_profit", "2025S4", "364.09"),
      QOQ("net_profit", "2025S4", "2025S3", { v: "6", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-6.26%" },
  ),
  c("t", A, "tM", "quarterly", "一季度末每股净资产44.90元，较2025年末的43.43元又增加约1.5元。", [
    V("bps", "2026Q1", "44.90", "元"),
    D("bps", "2026Q1", { base: "2025", u: "元", v: "1.5", cmp: "approx" }),
  ]),
  c("t", A, "tF", "quarterly", "2025年前三季度营业总收入2514.20亿元，同比-0.51%，降幅较上半年的-1.72%收窄。", [
    V("revenue", "2025M9", "2514.20"),
    G("revenue", "2025M9", { v: "-0.51" }),
    G("revenue", "2025H1", { v: "-1.72" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "quarterly",
    "一季度ROE 3.37%，同比提升约0.2个百分点，盈利效率边际回暖。",
    [
      V("roe", "2026Q1", "3.37", "%"),
      PP("roe", "2026Q1", { base: "2025Q1", v: "0.2", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "3.53→3.37" },
  ),
  c("t", A, "fL", "quarterly", "滚动四个季度归母净利润约1507亿元，比2025年全年多出约5.7亿元。", [
    V("net_profit", "2026Q1TTM", "1507", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "5.7", cmp: "approx" },
    ),
  ]),

  // ---- technical ----------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "38.27元的收盘价压在MA5、MA20、MA60下方，距250日线42.15元更远。", [
    CLOSE("38.27"),
    MA(5, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "value", { v: "42.15" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "MACD刚刚形成金叉，DIF重新上穿DEA，短线反弹信号已经出现。",
    [MACD("golden_cross", 3, { err: "technical" }), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "4月27日死叉，DIF<DEA" },
  ),
  c("t", A, "tT", "technical", "DIF已转负，约-0.13，4月27日那次死叉之后空头暂时占优。", [
    MACD("death_cross", 4),
    MACD("dif_value", 0, { v: "-0.13", cmp: "approx" }),
    MACD("dif_below_zero", 0),
  ]),
  c("t", A, "bear", "technical", "距52周高点48.55元已回撤约21%，离52周低点37.31元只剩不到3%。", [
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-21", cmp: "approx" }),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "3", cmp: "lt" }),
  ]),
  c("f", A, "tA", "technical", "多头动能已重新占优，RSI14在56左右。", [RSI("56", "approx", { err: "technical" })], {
    err: "technical",
    note: "RSI14=36.06",
  }),
  c("t", A, "fM", "technical", "年初至今跌了约9.1%，2025年末收盘还在42.10元。", [
    SPAN("2025-12-31", { v: "-9.1", cmp: "approx" }),
    CLOSE("42.10", "eq", { date: "2025-12-31" }),
  ]),
  c("t", A, "tC", "technical", "52周区间里的位置只有8.5%左右，几乎贴着一年低点运行。", [
    POS52({ v: "8.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "拉长到60个交易日看，招行股价累计跌了约8%，趋势性抛压未止。",
    [RET(60, { v: "-8", cmp: "approx", err: "technical" })],
    { err: "technical", note: "60日+0.45%" },
  ),
  c("t", A, "tT", "technical", "120日线40.53元、250日线42.15元都压在股价上方，中长期趋势偏空。", [
    MA(120, "value", { v: "40.53" }),
    MA(250, "value", { v: "42.15" }),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  c("t", A, "vT", "technical", "近20日跌3.89%，20日均量较前20日放大约一成，放量下跌，技术面偏空。", [
    RET(20, { v: "-3.89" }),
    VOLR({ v: "1.1", cmp: "approx" }),
  ]),

  // ---- valuation ----------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "按2025年每股收益5.70元计PE约6.7倍，市净率约0.88倍，已经破净。", [
    PE("2025", "6.7"),
    PE("2025", "0.88", "approx", { per: "bps" }),
    PE("2025", "1", "lt", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "valuation",
    "当前市净率仅0.75倍左右，相当于打七五折买银行龙头。",
    [PE("2025", "0.75", "approx", { per: "bps", err: "wrong_value" })],
    { err: "wrong_value", note: "38.27/43.43≈0.88" },
  ),
  c("t", A, "tP", "valuation", "去年7月快照时市净率1.16倍、市值约1.19万亿元，此后股价从47.07元跌到38.27元。", [
    SNAP("pb", "1.16", "x", "eq"),
    SNAP("marketCap", "1.19", "万亿", "approx"),
    CLOSE("47.07", "eq", { date: "2025-07-04" }),
    CLOSE("38.27"),
  ]),
  c("u", A, "fV", "valuation", "股息率已接近6%，在高股息资产里依旧有吸引力。", [U("每股分红与股息率未存储")]),

  // ---- announcement -------------------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "2024年年度报告于2025年3月26日发布。", [
    EV("annual_report", true, { from: "2025-03-26", to: "2025-03-26", title: "2024年" }),
  ]),
  c("u", A, "tN", "announcement", "招行已公告2025年中期分红方案，每股派现约1元。", [U("招行的分红类公告不在收录范围")]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "招行动作很快，2025年3月中旬就把2024年年报发了出来。",
    [EV("annual_report", true, { from: "2025-03-10", to: "2025-03-20", title: "2024年", err: "wrong_value" })],
    { err: "wrong_value", note: "2025-03-26发布" },
  ),

  // ---- industry -----------------------------------------------------------------------------------------------
  c("t", A, "fR", "industry", "资产负债率90.20%看似很高，但对商业银行而言属于行业常态。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "资产负债率高达90.2%，远超一般企业70%的警戒线，偿债风险不容忽视。",
    [V("debt_ratio", "2025", "90.2", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约90%属行业常态" },
  ),
  c("t", A, "fT", "industry", "用九成负债率给银行扣分是错位比较，招行90.20%的负债率与制造业不可同日而语。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),

  // ---- undecidable --------------------------------------------------------------------------------------------
  c("u", A, "bear", "undecidable", "净息差已降至1.9%以下，息差收窄仍是压在估值上的最大包袱。", [U("净息差未存储")]),
  c("u", A, "tF", "undecidable", "不良贷款率0.94%，拨备覆盖率超400%，资产质量依然稳健。", [
    U("不良率、拨备覆盖率未存储"),
  ]),
  c("u", A, "bull", "undecidable", "零售AUM突破16万亿元，财富管理的护城河依旧深厚。", [U("AUM未存储")]),
  c("u", A, "fL", "undecidable", "ROE 13.44%，而中信、兴业等同业已跌破10%，招行仍领跑股份行。", [
    V("roe", "2025", "13.44", "%"),
    U("样本外同业ROE"),
  ]),
];
