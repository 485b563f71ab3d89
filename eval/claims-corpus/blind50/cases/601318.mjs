// 中国平安 on 2026-04-30: net profit / debt ratio / OCF / assets 2017-2025, revenue 2021-2025, EPS / BPS / ROE only
// to 2020, 2026Q1 (no 2025Q1, so no quarterly growth), bars 2024-01-02..2026-04-30, dividend / buy-back notices
// (incentive and financing notices not collected).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, RSI, MACD, HI52, LO52, EV, U, IND, PAIR } = H;
const { POS52, MCNOW, SNAP, DD, VOLR, READ, EVN, GSTREAK, RANK, SUM, AMP } = H;
const c = H.maker("b50-pa", "601318");
const A = "2026-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];
const Y7 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "fE", "annual", "2025年归母净利润1347.78亿元，同比约+6.5%，这已是利润连续第三年回升。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "营业总收入10505.06亿元，同比增长约12%，保险主业重新进入扩张期。",
    [V("revenue", "2025", "10505.06"), G("revenue", "2025", { v: "12", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+2.10%" },
  ),
  c("t", A, "tF", "annual", "营收规模站上1万亿元，10505亿元的体量下仍有约2.1%的增长。", [
    V("revenue", "2025", "1", "万亿", "gt"),
    V("revenue", "2025", "10505", "亿", "approx"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "industry", "89.80%的资产负债率乍看刺眼，但保险集团本来就靠负债经营，这属于行业常态。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "负债率接近九成，杠杆水平明显过高，财务风险不能不防。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约九成负债率属常态" },
  ),
  c(
    "f",
    A,
    "bear",
    "industry",
    "一季度末资产负债率89.90%，比年初还高，负债压力已逼近警戒线。",
    [
      V("debt_ratio", "2026Q1", "89.90", "%"),
      PP("debt_ratio", "2026Q1", { base: "2025", dir: "up" }),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense", note: "数字属实，但把保险业常态负债率当风险" },
  ),
  c("t", A, "fT", "annual", "总资产13.90万亿元，一年多出约9406亿元，规模扩张没有停。", [
    V("total_assets", "2025", "13.90", "万亿"),
    D("total_assets", "2025", { v: "9406", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2024年末总资产就已达到13.90万亿元，此后增长基本停滞。",
    [V("total_assets", "2024", "13.90", "万亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "2024年末12.96万亿，13.90万亿是2025年末" },
  ),
  c("t", A, "fR", "annual", "经营活动现金流净额从3824.74亿元升至6586.32亿元，增幅七成以上。", [
    V("operating_cash_flow", "2024", "3824.74"),
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "70", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "6586亿元的经营现金流不过是归母净利润的3倍左右，放在保险业并不出彩。",
    [R("operating_cash_flow", "net_profit", "2025", "3", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "6586.32/1347.78=4.9倍" },
  ),
  c("t", A, "tB", "annual", "现金流是利润的约4.9倍，保费流入扎实。", [
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  c("u", A, "fE", "undecidable", "寿险新业务价值同比增长超过三成，价值率持续抬升。", [U("NBV与价值率未存储")]),
  c("u", A, "fR", "undecidable", "核心偿付能力充足率仍在200%上方，资本缓冲充足。", [U("偿付能力充足率未存储")]),
  c("u", A, "tS", "undecidable", "代理人队伍规模止跌回升，人均产能提高。", [U("代理人数据未存储")]),
  c("t", A, "tF", "quarterly", "2026年一季度营业收入2184.05亿元，归母净利润250.22亿元。", [
    V("revenue", "2026Q1", "2184.05"),
    V("net_profit", "2026Q1", "250.22"),
  ]),
  c("u", A, "bear", "undecidable", "一季度归母净利润250.22亿元，同比仍在下滑，投资端拖累明显。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { dir: "down" }),
  ]),
  c("t", A, "fL", "annual", "2022年837.74亿元的归母净利润是2019年以来的谷底，此后逐年修复。", [
    V("net_profit", "2022", "837.74"),
    MIN("net_profit", "2022", Y7),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "归母净利润1347.78亿元，已创下公司历史新高。",
    [V("net_profit", "2025", "1347.78"), MAX("net_profit", "2025", Y9, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿更高" },
  ),
  c("t", A, "tM", "annual", "2025年的利润仍比2019年1494.07亿元的高点少约146亿元，尚未完全修复。", [
    V("net_profit", "2019", "1494.07"),
    MAX("net_profit", "2019", Y9),
    PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "diff", u: "亿", v: "-146", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "收盘59.37元，站上5日、10日、20日均线，但60日线61.25元仍在头顶。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "MACD已运行在零轴之上，多头动能充足，可以加仓。",
    [MACD("dif_above_zero", 0, { err: "technical" })],
    { err: "technical", note: "DIF=-0.35在零轴下" },
  ),
  c("t", A, "tT", "technical", "4月上旬MACD金叉，目前DIF仍在DEA上方，不过两线都还在零轴以下。", [
    MACD("golden_cross", 20),
    MACD("dif_above_dea", 0),
    MACD("dif_below_zero", 0),
    MACD("dea_value", 0, { v: "0", cmp: "lt" }),
  ]),
  c("t", A, "fM", "technical", "过去一年涨了约17.7%，但2026年开年以来已回吐13.2%。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    RET("2025-12-31", { v: "-13.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "今年以来平安上涨约13.2%，保险股行情正在演绎。",
    [RET("2025-12-31", { v: "13.2", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年初至今-13.20%" },
  ),
  c("t", A, "tS", "technical", "52周区间50.55—74.88元，现价约处在由低到高36%的位置，中性偏下。", [
    LO52({ cond: "level", v: "50.55" }),
    HI52({ cond: "level", v: "74.88" }),
    POS52({ v: "36", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "股价已经逼近52周高点，距前高不足5%，突破在即。",
    [HI52({ v: "-5", cmp: "gt", err: "technical" })],
    { err: "technical", note: "距52周高点74.88元-20.7%" },
  ),
  c("t", A, "fV", "valuation", "以最新收盘价和2025年归母净利润计，市盈率只有8倍左右。", [MCNOW("2025", "8", "approx")]),
  c("t", A, "vF", "valuation", "去年7月快照里市净率1.12倍、总市值约1.03万亿元，估值并不贵。", [
    SNAP("pb", "1.12", "x", "eq"),
    SNAP("marketCap", "1.03", "万亿", "approx"),
  ]),
  c(
    "f",
    A,
    "tB",
    "valuation",
    "市净率只有0.9倍左右，已经破净，下行空间有限。",
    [SNAP("pb", "0.9", "x", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照PB 1.12倍" },
  ),
  c("u", A, "fV", "undecidable", "PEV只有0.5倍上下，处在上市以来的低位区。", [U("内含价值未存储")]),
  c("t", A, "tN", "announcement", "3月27日公司披露了2025年年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "2026年以来公司又推出一轮A股回购方案，继续用真金白银稳估值。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购类公告（最近一份2025-09-03）" },
  ),
  c("t", A, "fS", "announcement", "去年9月实施了回购股份注销，总股本相应减少。", [
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c("u", A, "tN", "undecidable", "2026年核心人员持股计划已经落地，管理层与股东利益绑定。", [U("平安激励类公告未收录")]),
  c("t", A, "fT", "announcement", "2023—2025年每年8月下旬都公布中期利润分配方案，三年共3份。", [
    EVN("dividend", "2023-01-01", { title: "中期利润分配方案", v: "3" }),
  ]),
  c("t", A, "fR", "annual", "商誉由435.39亿元降至381.30亿元，减少约54亿元。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "商誉升至381.30亿元，过往并购的溢价还在累积。",
    [V("goodwill", "2025", "381.30"), D("goodwill", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "商誉同比减少54.09亿" },
  ),
  c("t", A, "tP", "annual", "投资活动现金净流出5599.53亿元，比2024年的4162.51亿元进一步放大。", [
    V("investing_cash_flow", "2025", "-5599.53"),
    V("investing_cash_flow", "2024", "-4162.51"),
    D("investing_cash_flow", "2025", { dir: "down" }),
  ]),
  c("t", A, "fSy", "annual", "分配股利及偿付利息支出771.46亿元，约占归母净利润的57%。", [
    V("dividends_interest_paid", "2025", "771.46"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "归母净利润同比大幅增长，盈利弹性已经彻底释放。",
    [G("net_profit", "2025", { size: "大幅增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+6.45%" },
  ),
  c("t", A, "tM", "annual", "真正的大增发生在2024年：归母净利润1266.07亿元，同比多了约47.8%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx", size: "大增" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "经营现金流同比增长七成，恰恰说明赔付和退保的现金压力在加大，是利空。",
    [READ(G("operating_cash_flow", "2025", { v: "70", cmp: "gt" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金净流入增加读成利空" },
  ),
  c("t", A, "tC", "technical", "近60个交易日高位回撤约13.6%，眼下刚回到250日线59.29元上方。", [
    DD(60, { v: "-13.6", cmp: "approx" }),
    MA(250, "above"),
    H.MAX_CROSS(250, "up", 2),
    MA(250, "value", { v: "59.29" }),
  ]),
  c("t", A, "tS", "technical", "20日均量约为前20日的0.96倍，成交略缩，RSI14约53.7，情绪中性。", [
    VOLR({ v: "0.96", cmp: "approx" }),
    RSI("53.7", "approx"),
  ]),
  c("u", A, "fS", "undecidable", "北向资金连续五个交易日净买入平安，外资态度转暖。", [U("资金流向无数据")]),
  c("t", A, "tNe", "annual", "货币资金7456.79亿元，比2021年的5350.67亿元多出约39%。", [
    V("cash", "2025", "7456.79"),
    G("cash", "2025", { base: "2021", v: "39", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "相比2023年，2025年归母净利润1347.78亿元只多了约6.5%，复苏很温吞。",
    [G("net_profit", "2025", { base: "2023", v: "6.5", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2023年+57.3%；6.5%是较2024年" },
  ),
  c("t", A, "tF", "annual", "2021—2025年归母净利润里，2025年的1347.78亿元排第一，2022年最低。", [
    RANK("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], "max", 1),
    RANK("net_profit", "2022", ["2021", "2022", "2023", "2024", "2025"], "min", 1),
  ]),
  c("t", A, "fL", "annual", "过去五年（2021—2025）分配股利及偿付利息合计约3955亿元，回报股东的力度稳定。", [
    SUM("dividends_interest_paid", ["2021", "2022", "2023", "2024", "2025"], { v: "3955", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "近20个交易日振幅约7.2%，股价窄幅震荡。", [AMP(20, { v: "7.2", cmp: "approx" })]),
  c(
    "f",
    A,
    "fM",
    "annual",
    "2023年到2025年归母净利润每年都保持两位数增长。",
    [GSTREAK("net_profit", ["2023", "2024", "2025"], 10, 1e9, { err: "overstatement" })],
    { err: "overstatement", note: "2023年+2.3%、2025年+6.5%" },
  ),
];
