// 中国平安: FY2017-2025 (revenue from 2021), 2026Q1 only (no 2025Q1: 2026Q1 growth undecidable), bars from 2024-01-02,
// notices: dividend / buy-back (incentive and financing not collected). Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, R, MAX, MIN, UP, CLOSE, MA, MACD, HI52, LO52, EV, U, IND, RANK, PAIR, SNAP, MCNOW } = H;
const { SPAN, VOLR, RSI, HILO, DD, SUM, PP, DOWN, POS52 } = H;
const c = H.maker("b26-pa", "601318");
const A = "2026-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "fE", "annual", "2025年归母净利润1347.78亿元，同比增长约6.5%，已连续三年增长。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "平安去年归母净利润冲到1347.78亿元，增幅约47.8%，盈利弹性极强。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "47.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+47.8%是2024年的增速；2025年+6.45%" },
  ),
  c("t", A, "tNe", "annual", "利润已从2022年837.74亿元的低谷回升至1347.78亿元，但仍低于2019年1494.07亿元的高位。", [
    MIN("net_profit", "2022", Y9),
    V("net_profit", "2022", "837.74"),
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
    MAX("net_profit", "2019", Y9),
    PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "lt" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "2025年归母净利润已越过2019年的1494.07亿元，创下历史新高。",
    [V("net_profit", "2019", "1494.07"), MAX("net_profit", "2025", Y9, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "1347.78亿元仍低于2019年" },
  ),
  c("t", A, "vF", "annual", "营业总收入10505.06亿元，同比微增2.1%，连续两年站在万亿元之上。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", size: "微增" }),
    V("revenue", "2024", "10000", "亿", "gt"),
    V("revenue", "2025", "10000", "亿", "gt"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "营收10505.06亿元，较2021年的11804.44亿元增长约11%，规模再上台阶。",
    [
      V("revenue", "2021", "11804.44"),
      G("revenue", "2025", { base: "2021", v: "11", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2021年-11.0%" },
  ),
  c("t", A, "fSy", "annual", "经营活动现金流净额6586.32亿元，同比增长约72%，约为归母净利润的4.9倍。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "同比接近翻倍的经营现金流（6586.32亿元）说明现金创造能力大幅跃升。",
    [
      V("operating_cash_flow", "2025", "6586.32"),
      G("operating_cash_flow", "2025", { size: "接近翻倍", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+72.2%" },
  ),
  c("t", A, "fR", "annual", "2017年以来经营现金流最高的是2025年的6586.32亿元，其次是2022年的4859.05亿元。", [
    MAX("operating_cash_flow", "2025", Y9),
    RANK("operating_cash_flow", "2022", Y9, "max", 2),
    V("operating_cash_flow", "2022", "4859.05"),
  ]),
  c("t", A, "fT", "industry", "对保险集团来说，负债率89.80%属正常水平，不宜套用制造业标准视作高杠杆风险。", [
    IND("high_debt_is_normal"),
    V("debt_ratio", "2025", "89.80", "%"),
  ]),
  c(
    "f",
    A,
    "bear",
    "industry",
    "平安资产负债率高达89.80%，远超一般企业的安全线，偿债压力巨大。",
    [V("debt_ratio", "2025", "89.80", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业负债率约90%属常态" },
  ),
  c("t", A, "tF", "annual", "总资产13.90万亿元，同比增长约7.3%，负债率基本稳定在89.8%附近。", [
    V("total_assets", "2025", "13.90", "万亿"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    V("debt_ratio", "2025", "89.8", "%", "approx"),
    PP("debt_ratio", "2025", { dir: "flat" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2023年末到2025年末，平安总资产只多了7.3%左右，扩表很慢，年末约13.9万亿元。",
    [
      V("total_assets", "2025", "13.9", "万亿", "approx"),
      G("total_assets", "2025", { base: "2023", v: "7.3", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "7.3%是较2024年；较2023年+20.0%" },
  ),
  c("t", A, "fR", "annual", "商誉由435.39亿元降至381.30亿元，一年减少约54亿元。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  c("t", A, "tC", "annual", "年末货币资金7456.79亿元，同比多出约9%，流动性储备充足。", [
    V("cash", "2025", "7456.79"),
    G("cash", "2025", { v: "9", cmp: "approx" }),
  ]),
  c("u", A, "fE", "undecidable", "寿险新业务价值同比增长超过30%，NBV修复才是估值重估的核心。", [
    U("新业务价值(NBV)不在存储数据内"),
  ]),
  c("u", A, "tC", "annual", "综合偿付能力充足率仍在200%以上，资本缓冲厚实，归母净利润1347.78亿元也足以支撑分红。", [
    U("偿付能力充足率不在存储数据内"),
    V("net_profit", "2025", "1347.78"),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "投资活动现金净流出5599.53亿元，较上年明显收窄。",
    [
      V("investing_cash_flow", "2025", "-5599.53"),
      D("investing_cash_flow", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "净流出由4162.51亿元扩大到5599.53亿元" },
  ),
  c("t", A, "fV", "annual", "分配股利及偿付利息的现金流出771.46亿元，约相当于归母净利润的57%。", [
    V("dividends_interest_paid", "2025", "771.46"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "annual", "2021至2025年营收先降后升，2023年的9137.89亿元是这五年的低点，2021年则有11804.44亿元。", [
    MIN("revenue", "2023", ["2021", "2022", "2023", "2024", "2025"]),
    V("revenue", "2023", "9137.89"),
    V("revenue", "2021", "11804.44"),
    DOWN("revenue", ["2021", "2022", "2023"]),
    UP("revenue", ["2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "归母净利润较2021年的1016.18亿元累计增长约22.6%，修复仍有空间。",
    [
      V("net_profit", "2021", "1016.18"),
      G("net_profit", "2025", { base: "2021", v: "22.6", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "1347.78/1016.18=+32.6%" },
  ),
  c("t", A, "bull", "annual", "2024、2025两年归母净利润合计约2614亿元，远高于2022、2023两年的约1694亿元。", [
    SUM("net_profit", ["2024", "2025"], { v: "2614", cmp: "approx" }),
    SUM("net_profit", ["2022", "2023"], { v: "1694", cmp: "approx" }),
  ]),
  // quarterly
  c("t", A, "fE", "quarterly", "26Q1：营收2184.05亿，归母净利250.22亿。", [
    V("revenue", "2026Q1", "2184.05"),
    V("net_profit", "2026Q1", "250.22"),
  ]),
  c(
    "u",
    A,
    "bear",
    "quarterly",
    "一季度归母净利润250.22亿元，同比下降约8%，开年增长势头转弱。",
    [V("net_profit", "2026Q1", "250.22"), G("net_profit", "2026Q1", { v: "-8", cmp: "approx" })],
    { note: "2025年一季度未存储" },
  ),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度就赚到2025全年利润的约25%（250.22亿元），全年增长可期。",
    [
      V("net_profit", "2026Q1", "250.22"),
      R("net_profit", "net_profit", "2026Q1", "25", { u: "%", cmp: "approx", denPeriod: "2025", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "250.22/1347.78=18.6%" },
  ),
  c("t", A, "tM", "quarterly", "开年这一季只赚到上年全年利润的18.6%左右，按季度平均看节奏略慢。", [
    R("net_profit", "net_profit", "2026Q1", "18.6", { u: "%", cmp: "approx", denPeriod: "2025" }),
  ]),
  c("t", A, "fSy", "quarterly", "一季度末资产负债率89.90%，与2025年末的89.80%相差无几。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    V("debt_ratio", "2025", "89.80", "%"),
  ]),
  // technical
  c("t", A, "tT", "technical", "站上了5日、10日、20日均线，但59.37元的收盘价仍在60日线61.25元下方。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
  ]),
  c("t", A, "fM", "technical", "MACD在4月7日金叉，DIF虽仍在零轴下方，但已运行在DEA之上。", [
    MACD("golden_cross", 18),
    MACD("dif_below_zero"),
    MACD("dif_above_dea"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF在4月初已下穿DEA，空头动能仍在放大。",
    [MACD("dead_cross", 20, { err: "technical" })],
    { err: "technical", note: "4月7日是金叉；最近一次死叉在2月13日" },
  ),
  c("t", A, "vT", "technical", "距52周高点74.88元仍回撤约21%，距低点50.55元已反弹约17%，处于区间中下部。", [
    HI52({ v: "-21", cmp: "approx" }),
    HI52({ cond: "level", v: "74.88" }),
    LO52({ v: "17", cmp: "approx" }),
    LO52({ cond: "level", v: "50.55" }),
    POS52({ v: "50", cmp: "lt" }),
  ]),
  c("t", A, "fM", "technical", "从68.4元（2025年最后一个交易日的收盘）跌到59.37元，平安今年已回吐约13%。", [
    CLOSE("68.4", "eq", { date: "2025-12-31" }),
    CLOSE("59.37"),
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来平安股价累计上涨约13%，做多情绪明显回暖。",
    [SPAN("2025-12-31", { v: "13", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "68.4→59.37，-13.2%" },
  ),
  c("t", A, "tT", "technical", "RSI 53.7，中性；量能略缩，20日均量比再前20日少4%左右。", [
    RSI("53.7", "approx"),
    VOLR({ v: "0.96", cmp: "approx" }),
  ]),
  c("t", A, "fM", "technical", "1月6日收盘74.32元见顶后一路回落，3月30日最低收至56.33元，目前在59元附近企稳。", [
    HILO("max", "2026-01-01", { v: "74.32" }),
    HILO("min", "2026-01-01", { v: "56.33" }),
    CLOSE("59", "approx"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "自年内高点以来回撤超过30%，趋势已彻底走坏。",
    [DD("2026-01-01", { v: "-30", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "74.32→59.37回撤约20.1%" },
  ),
  // valuation
  c("t", A, "fV", "valuation", "以4月30日收盘价59.37元计，对应2025年归母净利润的市盈率约8倍。", [
    CLOSE("59.37"),
    MCNOW("2025", "8", "approx"),
  ]),
  c(
    "f",
    A,
    "tB",
    "valuation",
    "按最新收盘价，平安对应2025年利润的市盈率仅约6倍，显著低估。",
    [MCNOW("2025", "6", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约8.0倍" },
  ),
  c("t", A, "fV", "valuation", "去年7月4日平安市值约1.03万亿元，那时每1元净资产只作价1.12元。", [
    SNAP("pb", "1.12", "x", "eq"),
    SNAP("marketCap", "1.03", "万亿", "approx"),
  ]),
  c("u", A, "fV", "valuation", "当前市净率约0.9倍，处于近十年10%分位以下，安全边际充足。", [
    U("当前市净率与历史分位不在存储数据内"),
  ]),
  // announcements
  c(
    "t",
    A,
    "tN",
    "announcement",
    "2025年度利润分配方案已于3月27日出炉，加上去年8月的中期方案，平安一年两次分红的节奏延续。",
    [
      EV("dividend", true, { from: "2026-03-27", title: "2025年年度利润分配" }),
      EV("dividend", true, { from: "2025-08-01", to: "2025-08-31", title: "2025年中期" }),
    ],
  ),
  c("t", A, "tN", "announcement", "2025年9月公司公告实施回购股份注销，总股本随之收缩。", [
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c("u", A, "fS", "announcement", "平安今年推出新一期核心人员持股计划，把管理层利益和股价绑在一起。", [
    U("中国平安员工持股/激励类公告未收录"),
  ]),
  c(
    "f",
    A,
    "tS",
    "announcement",
    "平安年内又公告了新一轮A股回购方案，市场情绪有望获得提振。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
];
