// 中国平安: FY2017-2025 annual (partial metrics after 2020), 2025 / 2026Q1 quarterly only, bars 2024-01-02..2026-04-30,
// dividend and buy-back notices (incentive and financing notices not collected).
import * as H from "../spec-helpers.mjs";

const { V, G, D, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, MACD, HI52, LO52, EV, U, CAGR, PAIR, IND, MCNOW, SNAPDIV, SPAN, PE, SNAP, POS52 } = H;
const c = H.maker("b35-pa", "601318");
const A = "2026-04-30";
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const F = "2020-05-15";
const Y = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "平安2025年归母净利润1347.78亿元，同比增长6.5%，2023年起已连续三年正增长。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5" }),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "平安去年归母净利润1437.78亿元，距2019年1494亿元的高点只差一步之遥。",
    [V("net_profit", "2025", "1437.78", "亿", "eq", { err: "wrong_value" }), V("net_profit", "2019", "1494")],
    { err: "wrong_value", note: "实际1347.78亿元" },
  ),
  c("t", A, "bear", "annual", "利润是在增长，可1347.78亿元仍低于2019年的1494.07亿元和2020年的1431亿元，仍未回到巅峰。", [
    G("net_profit", "2025", { dir: "up" }),
    V("net_profit", "2025", "1347.78"),
    MAX("net_profit", "2019", Y),
    PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "lt" }),
    PAIR("net_profit", "2025", undefined, { period2: "2020", mode: "lt" }),
    V("net_profit", "2019", "1494.07"),
    V("net_profit", "2020", "1431"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年归母净利润创下上市以来新高，寿险改革红利全面兑现。",
    [MAX("net_profit", "2025", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2017-2025最高为2019年1494.07亿元" },
  ),
  c("t", A, "fE", "annual", "营业总收入10505.06亿元，同比增长2.1%，增速明显慢于归母净利润的6.5%。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1" }),
    G("net_profit", "2025", { v: "6.5" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "营业总收入10505亿元，相比2023年也只多了2.1%，规模扩张近乎停滞。",
    [V("revenue", "2025", "10505"), G("revenue", "2025", { base: "2023", v: "2.1", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "2.1%是较2024年；较2023年+14.96%" },
  ),
  c("t", A, "fT", "industry", "保险集团89.80%的资产负债率属于行业常态，不能套用制造业的杠杆标准去衡量。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "平安资产负债率接近90%，杠杆之高已逼近警戒线，偿债风险不容忽视。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业负债率约90%属常态" },
  ),
  c("t", A, "fSy", "annual", "总资产13.90万亿元，较上年末增长约7.3%，规模仍在稳步扩张。", [
    V("total_assets", "2025", "13.90", "万亿"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "平安总资产约139万亿元，一年之内增加了逾9400亿元。",
    [V("total_assets", "2025", "139", "万亿", "approx", { err: "wrong_magnitude" }), H.D("total_assets", "2025", { v: "9400", cmp: "gt" })],
    { err: "wrong_magnitude", note: "13.90万亿元，单位放大十倍" },
  ),
  c("t", A, "fR", "annual", "经营活动现金流净额6586.32亿元，同比增长约72%，是归母净利润的近5倍。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "5", { cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流6586亿元，同比增长约27%，现金创造能力稳中有升。",
    [V("operating_cash_flow", "2025", "6586"), G("operating_cash_flow", "2025", { v: "27", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+72.20%" },
  ),
  c("t", A, "fR", "annual", "商誉由435.39亿元降至381.30亿元，一年减少约54亿元。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "按4月30日收盘59.37元折算，平安对应2025年归母净利润的市盈率约8倍。", [
    CLOSE("59.37"),
    MCNOW("2025", "8"),
  ]),
  c(
    "f",
    A,
    "tA",
    "valuation",
    "平安当前股价对应2025年净利润的市盈率仅5倍左右，低估得离谱。",
    [MCNOW("2025", "5", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约8.0倍" },
  ),
  c("u", A, "fV", "valuation", "平安PEV只有0.6倍左右，相对内含价值折价严重。", [U("内含价值未存储")]),
  c("u", A, "fE", "industry", "2025年新业务价值同比增长超过三成，寿险改革已经见效。", [U("新业务价值未存储")]),
  c("t", A, "tT", "technical", "收盘59.37元站上5、10、20日线和年线59.29元，但仍压在60日线61.25元之下。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(250, "above"),
    MA(250, "value", { v: "59.29" }),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "4月7日MACD死叉，DIF跌到零轴下方，这轮反弹宣告结束。",
    [MACD("dif_below_zero", 0), MACD("death_cross", 18, { err: "technical" })],
    { err: "technical", note: "4月7日为金叉" },
  ),
  c("t", A, "fM", "technical", "距52周高点74.88元回撤约21%，较52周低点50.55元反弹约17%，位置不上不下。", [
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-21", cmp: "approx" }),
    LO52({ cond: "level", v: "50.55" }),
    LO52({ v: "17", cmp: "approx" }),
    POS52({ cmp: "in", lo: "20", hi: "80" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "今年以来平安股价跌幅已超过两成，从68.4元一路跌到59.37元。",
    [
      SPAN("2025-12-31", { v: "-20", cmp: "lt", err: "wrong_magnitude" }),
      CLOSE("68.4", "eq", { date: "2025-12-31" }),
      CLOSE("59.37"),
    ],
    { err: "wrong_magnitude", note: "年初至今-13.20%" },
  ),
  c("t", A, "tS", "technical", "近60个交易日跌了9.1%，但近20个交易日反弹约2%，短线有企稳迹象。", [
    RET(60, { v: "-9.1" }),
    RET(20, { v: "2", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "20日、60日、120日均线由下至上排列，分别约58.2、61.2、62.7元，中期均线仍是压制。", [
    MAORDER([20, 60, 120], "bear"),
    MA(20, "value", { v: "58.2" }),
    MA(60, "value", { v: "61.2" }),
    MA(120, "value", { v: "62.7" }),
  ]),
  c("t", A, "tN", "announcement", "3月27日平安发布2025年年度利润分配方案，延续一年两次派息，去年8月已公布中期方案。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度利润分配" }),
    EV("dividend", true, { from: "2025-08-01", to: "2025-08-31", title: "中期利润分配" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "平安今年3月还公告了新一轮A股回购方案，与年度分红形成组合拳。",
    [EV("repurchase", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("u", A, "tN", "announcement", "平安去年又推出了新一期核心人员持股计划，覆盖上千名管理人员。", [
    U("平安的员工持股/激励公告未采集"),
  ]),
  c("u", A, "fS", "announcement", "平安2025年发行了H股可转债，募资用于补充资本。", [U("平安的融资类公告未采集")]),
  c("t", A, "tN", "announcement", "2025年9月3日，平安公告实施回购股份注销暨股本变动。", [
    EV("repurchase", true, { from: "2025-09-03", to: "2025-09-03", title: "注销" }),
  ]),
  c("t", A, "fE", "quarterly", "2026年一季度平安营业总收入2184.05亿元，归母净利润250.22亿元。", [
    V("revenue", "2026Q1", "2184.05"),
    V("net_profit", "2026Q1", "250.22"),
  ]),
  c("u", A, "tBe", "quarterly", "一季度归母净利润250.22亿元，同比下降约35%，投资收益拖累明显。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { v: "-35", cmp: "approx" }),
  ], { note: "2025Q1未存储" }),
  c("t", A, "fQ", "quarterly", "一季度归母净利润250.22亿元，还不到去年全年的五分之一。", [
    V("net_profit", "2026Q1", "250.22"),
    R("net_profit", "net_profit", "2026Q1", "20", { u: "%", cmp: "lt", denPeriod: "2025" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度归母净利润250亿元，已占去年全年的四分之一以上，全年超预期可期。",
    [
      V("net_profit", "2026Q1", "250"),
      R("net_profit", "net_profit", "2026Q1", "25", { u: "%", cmp: "gt", denPeriod: "2025", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "占18.57%" },
  ),
  c("t", A, "fE", "annual", "归母净利润与营业总收入之比约12.8%，较2024年的12.3%略有提升。", [
    R("net_profit", "revenue", "2025", "12.8", { u: "%", cmp: "approx" }),
    R("net_profit", "revenue", "2024", "12.3", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "fL", "annual", "2024年归母净利润1266亿元，同比大增约48%，到2025年增速则回落至6.5%。", [
    V("net_profit", "2024", "1266"),
    G("net_profit", "2024", { v: "48", cmp: "approx", size: "大增" }),
    G("net_profit", "2025", { v: "6.5" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "平安2025年归母净利润大幅增长至1347.78亿元，业绩已全面反转。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { size: "大幅增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+6.45%" },
  ),
  c("t", A, "fR", "annual", "分配股利及偿付利息支付现金771亿元，约相当于当年归母净利润的57%。", [
    V("dividends_interest_paid", "2025", "771"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "平安归母净利润已连续五年增长，穿越周期的能力无需多言。",
    [UP("net_profit", ["2020", "2021", "2022", "2023", "2024", "2025"], { err: "overstatement" })],
    { err: "overstatement", note: "2021、2022年下降" },
  ),
  c("t", A, "fM", "annual", "从2022年的837.74亿元算起，归母净利润三年复合增速约17%。", [
    V("net_profit", "2022", "837.74"),
    CAGR("net_profit", "2022", "2025", { v: "17", cmp: "approx" }),
  ]),
  c("t", A, "bear", "annual", "别忘了2022年837.74亿元是2017年以来利润的最低点，复苏是从低基数起步的。", [
    V("net_profit", "2022", "837.74"),
    MIN("net_profit", "2022", Y),
  ]),
  c("t", A, "fT", "annual", "平安2025年归母净利润1347.78亿元，比招商银行的1501.81亿元少约154亿元。", [
    V("net_profit", "2025", "1347.78"),
    PAIR("net_profit", "2025", "600036", { mode: "diff", u: "亿", v: "-154", cmp: "approx" }),
    V("net_profit", "2025", "1501.81", "亿", "eq", { t: "600036" }),
  ]),
  c("u", A, "tTr", "undecidable", "综合研判，给予增持评级，建议逢回调分批配置。", [U("评级与配置建议无法核验")]),
  c("t", A, "fV", "valuation", "按2025年7月4日快照1.12倍PB推算，当时每股净资产约50.5元。", [
    SNAP("pb", "1.12", "x", "eq"),
    SNAPDIV("pb", "50.5"),
  ]),

  // ---- 2025-04-30 ----------------------------------------------------------------------------------------------
  c("t", P, "fE", "annual", "2024年归母净利润1266.07亿元，同比增长47.8%；营业总收入10289.25亿元，增长12.6%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8" }),
    V("revenue", "2024", "10289.25"),
    G("revenue", "2024", { v: "12.6" }),
  ]),
  c(
    "f",
    P,
    "bear",
    "annual",
    "2024年归母净利润同比只增长了12.6%，修复力度远不及市场想象。",
    [G("net_profit", "2024", { v: "12.6", err: "wrong_value" })],
    { err: "wrong_value", note: "12.6%是营业总收入增速；净利+47.79%" },
  ),
  c("u", P, "fS", "quarterly", "一季度归母净利润270.16亿元，同比下降26.4%，开局不顺。", [
    U("2025Q1季报未存储"),
  ]),
  c("t", P, "tT", "technical", "4月30日收盘50.71元，较250个交易日前的39.70元上涨约27.7%。", [
    CLOSE("50.71"),
    CLOSE("39.70", "eq", { date: "2024-04-18" }),
    RET(250, { v: "27.7", cmp: "approx" }),
  ]),
  c("t", P, "vT", "technical", "MACD于4月21日重新金叉，但DIF -0.04与DEA -0.19都还在零轴下方。", [
    MACD("golden_cross", 10),
    MACD("dif_value", 0, { v: "-0.04" }),
    MACD("dea_value", 0, { v: "-0.19" }),
    MACD("dif_below_zero", 0),
  ]),

  // ---- 2025-09-05 ----------------------------------------------------------------------------------------------
  c("u", S, "fE", "quarterly", "2025年上半年平安归母净利润680亿元，同比下降约4%。", [U("2025H1中报未存储")]),
  c("t", S, "tT", "technical", "9月5日收于57.90元，跌破20日线59.07元，近5个交易日下跌3.3%。", [
    CLOSE("57.90"),
    MA(20, "below"),
    MA(20, "value", { v: "59.07" }),
    RET(5, { v: "-3.3" }),
  ]),
  c(
    "f",
    S,
    "tA",
    "technical",
    "8月27日MACD刚刚金叉，短线做多信号明确。",
    [MACD("golden_cross", 8, { err: "technical" })],
    { err: "technical", note: "8月27日为死叉" },
  ),
  c("t", S, "tN", "announcement", "8月27日平安公布2025年中期利润分配方案，中期派息没有缺席。", [
    EV("dividend", true, { from: "2025-08-27", to: "2025-08-27", title: "中期" }),
  ]),

  // ---- 2025-10-31 ----------------------------------------------------------------------------------------------
  c("t", O, "tT", "technical", "10月14日MACD金叉后，DIF约0.40，已回到零轴上方。", [
    MACD("golden_cross", 14),
    MACD("dif_value", 0, { v: "0.40" }),
    MACD("dif_above_zero", 0),
  ]),
  c(
    "f",
    O,
    "tBe",
    "technical",
    "截至10月底，平安股价较去年末下跌近一成，持有人今年颗粒无收。",
    [SPAN("2024-12-31", { v: "-10", cmp: "near", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2024年末+9.84%" },
  ),
  c("u", O, "fE", "quarterly", "三季报显示前三季度归母净利润同比增长11.5%，单季增速转正。", [U("2025M9季报未存储")]),

  // ---- 2020-05-15 ----------------------------------------------------------------------------------------------
  c("t", F, "fE", "annual", "2019年归母净利润1494.07亿元，同比增长39.1%，加权ROE达24.35%。", [
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2019", { v: "39.1" }),
    V("roe", "2019", "24.35", "%"),
  ]),
  c(
    "f",
    F,
    "fQ",
    "annual",
    "2019年扣非归母净利润1494.07亿元，主业盈利同样亮眼。",
    [V("deducted_net_profit", "2019", "1494.07", "亿", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "扣非1392.55亿元；1494.07是归母" },
  ),
  c("t", F, "fSy", "annual", "2019年每股净资产36.82元，较2017年的25.89元增长约42%。", [
    V("bps", "2019", "36.82", "元"),
    V("bps", "2017", "25.89", "元"),
    G("bps", "2019", { base: "2017", v: "42", cmp: "approx" }),
  ]),
  c("u", F, "fV", "valuation", "按当前股价计算，平安市净率约1.9倍，处于历史低位。", [
    PE("2019", "1.9", "approx", { per: "bps" }),
  ], { note: "2020年无日线" }),
];
