// 招商银行: FY2019-2025 (Eastmoney main indicators, quarters 2024H1..2026Q1), bars from 2024-01-02, annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, POS52, VOLR, U, IND, PE, SPAN, GDIFF, MCNOW, PSUM } = H;
const c = H.maker("b58-zs", "600036");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "2025年归母净利润1501.81亿元，同比多赚约1.2%，年度利润第一次跨过1500亿关口。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("net_profit", "2025", "1500", "亿", "gt"),
    MAX("net_profit", "2025", Y),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营收3375.32亿元，比上年的3374.88亿元还略降了一点，收入端见顶迹象明显。",
    [V("revenue", "2025", "3375.32"), V("revenue", "2024", "3374.88"), G("revenue", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "+0.01%" },
  ),
  c("t", A, "fE", "quarterly", "26Q1营收869.40亿元、同比+3.8%左右，归母净利378.52亿元、+1.5%，收入增速跑在利润前面。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    GDIFF({ metric: "revenue", period: "2026Q1" }, { metric: "net_profit", period: "2026Q1" }, { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "industry",
    "资产负债率高达90.20%，远超一般企业70%的警戒线，杠杆风险不容忽视。",
    [V("debt_ratio", "2025", "90.20", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  c("t", A, "tC", "industry", "一季末负债率90.43%对银行再正常不过，存款本身就是负债，不能拿制造业的尺子量。", [
    V("debt_ratio", "2026Q1", "90.43", "%"),
    IND("high_debt_is_normal"),
  ]),
  c("t", A, "fV", "valuation", "以一季报每股净资产44.90元计，38.27元的股价只对应约0.85倍PB。", [
    V("bps", "2026Q1", "44.90", "元"),
    CLOSE("38.27"),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按2025年每股收益5.70元测算，当前股价对应的静态PE大约8.7倍。",
    [V("basic_eps", "2025", "5.70", "元"), PE("2025", "8.7", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "38.27/5.70=6.71倍" },
  ),
  c("t", A, "tB", "annual", "归母净利润从2019年的928.67亿元起逐年增长，到2025年已连续六年正增长。", [
    V("net_profit", "2019", "928.67"),
    UP("net_profit", Y),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年归母净利同比增长12.1%，利润增速重新回到两位数。",
    [G("net_profit", "2025", { v: "12.1", cmp: "approx", size: "两位数增长", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际+1.21%" },
  ),
  c("t", A, "tT", "technical", "RSI在36附近，DIF为-0.125、已落到DEA下方，4月27日刚刚走出死叉。", [
    RSI("36", "approx"),
    MACD("dif_value", 0, { v: "-0.125" }),
    MACD("dif_below_dea", 0),
    MACD("dead_cross", 4),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘38.27元创出52周新低，37.31元的年内低点已被有效跌穿。",
    [CLOSE("38.27"), LO52({ cond: "level", v: "37.31" }), LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "收盘仍高于52周最低收盘" },
  ),
  c("t", A, "tTr", "technical", "距52周高点48.55元回撤约21%，股价落在一年波动区间最底部的一成之内。", [
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-21", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  c("t", A, "vT", "technical", "今年开盘以来，股价从去年末的42.10元一路下滑到38.27元，累计跌约9.1%。", [
    CLOSE("42.10", "eq", { date: "2025-12-31" }),
    CLOSE("38.27"),
    SPAN("2025-12-31", { v: "-9.1", cmp: "approx" }),
  ]),
  c("u", A, "vN", "announcement", "2025年度利润分配方案已于3月公告，每10股派现约20元，股息率接近5%。", [
    U("招行公告仅收录年度报告，分红方案无法核验"),
  ]),
  c("t", A, "fE", "quarterly", "2025年第四季度单季归母净利364.09亿元，较2024年四季度352.07亿元增长约3.4%。", [
    V("net_profit", "2025S4", "364.09"),
    V("net_profit", "2024S4", "352.07"),
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "前三季度归母净利润1137.72亿元，同比增长约3.4%，利润增速逐季抬升。",
    [V("net_profit", "2025M9", "1137.72"), G("net_profit", "2025M9", { v: "3.4", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "3.4%是第四季度单季增速；前三季度+0.52%" },
  ),
  c("t", A, "fR", "annual", "加权ROE由14.49%下探到13.44%，一年少了1.05个百分点，资本回报仍在走低。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05", dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润同比增长1.2%，盈利增长强劲，经营韧性十足。",
    [G("net_profit", "2025", { v: "1.2", cmp: "approx" }), G("net_profit", "2025", { size: "增长强劲", err: "overstatement" })],
    { err: "overstatement" },
  ),
  c("u", A, "fQ", "undecidable", "净息差已经跌破1.9%，不良率虽稳在0.94%，但零售信贷的资产质量仍在承压。", [
    U("净息差、不良率未存储"),
  ]),
  c(
    "u",
    A,
    "fV",
    "undecidable",
    "PB约0.85倍，看起来不贵，但工商银行只有0.6倍左右，招行的估值溢价并不小。",
    [PE("2026Q1", "0.85", "approx", { per: "bps" }), U("工商银行不在样本内")],
  ),
  c("t", A, "tM", "annual", "总资产13.07万亿元，一年之内扩表约9185亿元。", [
    V("total_assets", "2025", "13.07", "万亿"),
    D("total_assets", "2025", { v: "9185", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "经营现金流净额4514.57亿元，比2024年的4470.23亿元多出约440亿元。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      V("operating_cash_flow", "2024", "4470.23"),
      D("operating_cash_flow", "2025", { v: "440", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际多44.34亿" },
  ),
  c("t", A, "fSy", "quarterly", "一季末每股净资产44.90元，比去年末的43.43元又厚了1.47元。", [
    V("bps", "2026Q1", "44.90", "元"),
    V("bps", "2025", "43.43", "元"),
    D("bps", "2026Q1", { base: "2025", v: "1.47", u: "元" }),
  ]),
  c("t", A, "bear", "technical", "5日跌了3.87%，20日均量却放大约一成，MA5 39.03、MA10 39.39、MA20 39.41依次向下排列。", [
    RET(5, { v: "-3.87" }),
    VOLR({ v: "1.1", cmp: "approx" }),
    MA(5, "value", { v: "39.03" }),
    MA(10, "value", { v: "39.39" }),
    MA(20, "value", { v: "39.41" }),
    MAORDER([5, 10, 20], "bear"),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "2025年营收约3375亿元，是2021年以来的最低水平，规模增长已经失速。",
    [V("revenue", "2025", "3375", "亿", "approx"), MIN("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024年3374.88亿更低" },
  ),
  c("t", A, "tNe", "annual", "商誉99.54亿元，与上年一致，占13万亿总资产还不到0.1%。", [
    V("goodwill", "2025", "99.54"),
    V("goodwill", "2024", "99.54"),
    R("goodwill", "total_assets", "2025", "0.1", { u: "%", cmp: "lt" }),
  ]),
  c("t", A, "tP", "valuation", "近四个季度归母净利合计约1507亿元，按现价折算PE(TTM)只有6.4倍上下。", [
    PSUM([["net_profit", "2025", 1], ["net_profit", "2026Q1", 1], ["net_profit", "2025Q1", -1]], { v: "1507", cmp: "approx" }),
    MCNOW("2026Q1TTM", "6.4"),
  ]),
  c("u", A, "tN", "undecidable", "市场传闻招行二季度将再度下调存款挂牌利率，负债成本有望边际改善。", [
    U("传闻与存款利率不在数据内"),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "1501.81亿元的归母净利润，较2023年仅增长1.2%，两年几乎没有长进。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { base: "2023", v: "1.2", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2023年+2.44%" },
  ),
];
