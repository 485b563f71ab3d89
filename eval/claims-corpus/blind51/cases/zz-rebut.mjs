// Rebuttals that quote the other side's figure before correcting it, risk debaters, vote lenses and rulings.
// Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, PE, SNAP, U, READ, IND } = H;
const { POS52 } = H;
const cm = H.maker("b51-rcm", "600036");
const sh = H.maker("b51-rsh", "600028");
const by = H.maker("b51-rby", "002594");
const wl = H.maker("b51-rwl", "000858");
const A = "2026-04-30";

export default [
  cm("t", A, "bear", "annual", "多方说利润“稳健增长”，可2025年归母净利只增1.21%、营收仅+0.01%，离稳健还差得远。", [
    G("net_profit", "2025", { v: "1.21" }),
    G("net_profit", "2025", { v: "3", cmp: "lt" }),
    G("revenue", "2025", { v: "0.01" }),
  ]),
  by("t", A, "bull", "annual", "空方盯着利润下滑，但2025年归母净利326.19亿元较2023年的300.41亿元仍多出约8.6%。", [
    V("net_profit", "2025", "326.19"),
    V("net_profit", "2023", "300.41"),
    G("net_profit", "2025", { base: "2023", v: "8.6", cmp: "approx" }),
  ]),
  by("t", A, "tBe", "quarterly", "多头引用的一季度营收“1602.25亿元”有误，实际为1502.25亿元，同比下降11.8%。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8" }),
  ]),
  cm("t", A, "fQ", "annual", "对方拿ROE 14.49%说事，那是2024年的；2025年已降到13.44%，少了约1.1个百分点。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.1", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "bull",
    "annual",
    "空方说收入萎缩，可2024年营收30745.62亿元较2021年仍增长约46%，规模早已恢复。",
    [
      V("revenue", "2024", "30745.62"),
      G("revenue", "2024", { base: "2021", v: "46", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2021年+12.2%；+46%是较2020年" },
  ),
  by("t", A, "vF", "annual", "基本面：营收+3.5%而归母净利-19%，今年一季度利润再降约55%，投看空票。", [
    G("revenue", "2025", { v: "3.5" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
  ]),
  by("t", A, "vT", "technical", "技术面：均线多头、DIF仍在零轴上，但4月1日MACD死叉后量能萎缩，投中性票。", [
    MAORDER([5, 10, 20, 60], "bull"),
    MACD("dif_above_zero"),
    MACD("death_cross", 21),
    VOL("shrink"),
  ]),
  by(
    "t",
    A,
    "vN",
    "announcement",
    "消息面：3月28日公告2025年度利润分配方案，同日披露员工持股计划第一个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", title: "2025年度" }),
      EV("equity_incentive", true, { from: "2026-03-28", title: "解锁条件未成就" }),
    ],
  ),
  cm(
    "f",
    A,
    "vT",
    "technical",
    "技术面：股价仍在年线MA250之上，长期趋势向上，投看多票。",
    [MA(250, "above", { err: "technical" })],
    { err: "technical", note: "38.27 < MA250 42.15" },
  ),
  sh("u", A, "vF", "undecidable", "基本面：2025年报显示归母净利润继续下滑，投看空票。", [U("中国石化2025年报未存储")]),
  wl("u", A, "vN", "undecidable", "消息面：公司近期宣布把分红比例提高到70%，偏利好，投看多票。", [
    U("五粮液公告未存储"),
  ]),
  by("t", A, "tA", "technical", "近60日涨了约12%，均线多头排列，回踩MA20（约101.9元）就该加仓。", [
    RET(60, { v: "12", cmp: "approx" }),
    MAORDER([5, 10, 20], "bull"),
    MA(20, "value", { v: "101.9", cmp: "approx" }),
  ]),
  cm("t", A, "tC", "technical", "较52周高点跌超两成、RSI只有36，趋势没止跌前不宜抄底。", [
    HI52({ v: "-20", cmp: "lt" }),
    RSI("36", "approx"),
  ]),
  sh("t", A, "tNe", "valuation", "PE约13倍、快照PB 0.84倍并不贵，但股价在52周区间仅约4%分位，趋势偏弱。", [
    PE("2024", "13"),
    SNAP("pb", "0.84", "x", "eq"),
    POS52({ v: "4", cmp: "approx" }),
  ]),
  wl("t", A, "tP", "technical", "较52周高点回撤近三成，RSI约28，先不加仓，等企稳信号。", [
    HI52({ v: "-30", cmp: "near" }),
    RSI("28", "approx"),
  ]),
  cm("t", A, "fL", "quarterly", "裁决：多方所称营收“重回增长”成立，一季度同比+3.81%；空方所称ROE下滑也成立。", [
    G("revenue", "2025Q1", { dir: "down" }),
    G("revenue", "2026Q1", { v: "3.81" }),
    PP("roe", "2025", { dir: "down" }),
  ]),
  by(
    "f",
    A,
    "tM",
    "annual",
    "现金流角度看，2025年经营现金流591.36亿元只有归母净利润的约1.3倍。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      R("operating_cash_flow", "net_profit", "2025", "1.3", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "591.36/326.19≈1.81" },
  ),
  sh("t", A, "fT", "annual", "质疑方说研发在收缩，但研发费用由2023年的139.69亿元增至2024年的152.15亿元，增长约8.9%。", [
    V("research_expense", "2023", "139.69"),
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "fQ",
    "quarterly",
    "所谓“利润稳健”站不住：2025年净利降19%，今年一季度又腰斩，利润几乎归零。",
    [
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
      G("net_profit", "2026Q1", { size: "腰斩" }),
      G("net_profit", "2026Q1", { v: "-90", cmp: "lt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "一季度仍有40.85亿元" },
  ),
  wl("t", A, "tTr", "technical", "价格压在97元的52周低点附近，近5日又跌约4%，暂不入场。", [
    LO52({ cond: "level", v: "97" }),
    RET(5, { v: "-4", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "tB",
    "annual",
    "空方只看归母利润，却忽略了2024年扣非净利润480.57亿元是同比增长的。",
    [
      V("deducted_net_profit", "2024", "480.57"),
      G("deducted_net_profit", "2024", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2023年606.92亿元-20.8%" },
  ),
  wl("u", A, "fSy", "undecidable", "综合报告：2025年营收、利润双降，估值已回落到15倍PE附近。", [
    U("五粮液2025年报未存储"),
  ]),
  cm("t", A, "vF", "valuation", "基本面：EPS 5.70元、PE约6.7倍、一季度净利同比+1.5%，投看多票。", [
    V("basic_eps", "2025", "5.70", "元"),
    PE("2025", "6.7"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  wl("t", A, "vT", "technical", "技术面：跌破全部均线、RSI低于30、4月20日MACD死叉，投看空票。", [
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    RSI("30", "lt"),
    MACD("death_cross", 9),
  ]),
  cm(
    "f",
    A,
    "tNe",
    "quarterly",
    "对方说一季度利润负增长，其实归母净利378.52亿元同比+1.52%；但营收同比下降3.81%，需平衡看待。",
    [
      V("net_profit", "2026Q1", "378.52"),
      G("net_profit", "2026Q1", { v: "1.52" }),
      G("revenue", "2026Q1", { v: "-3.81", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "营收同比+3.81%" },
  ),
  sh(
    "f",
    A,
    "tC",
    "technical",
    "激进方说已经止跌，可年内高点7.82元回落后仍在跌，股价已创52周收盘新低。",
    [
      H.HILO("max", "2026-01-01", { v: "7.82" }),
      RET(20, { dir: "down" }),
      LO52({ cond: "new_low", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "52周最低收盘5.29元(2025-09-30)低于5.39" },
  ),
  by("t", A, "fT", "quarterly", "值得一提的是，一季度毛利率18.81%，比2025年全年的17.74%高出约1.1个百分点。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2026Q1", { base: "2025", v: "1.1", cmp: "approx" }),
  ]),
  cm(
    "f",
    A,
    "vN",
    "announcement",
    "消息面：招行2025年3月底前仍未披露2024年年报，信披节奏偏慢，投看空票。",
    [EV("annual_report", false, { from: "2025-01-01", to: "2025-03-31", title: "2024年", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2025-03-26已披露" },
  ),
  cm(
    "f",
    A,
    "tC",
    "industry",
    "负债率90.20%，意味着每100元资产里有90元是借来的，这种杠杆一旦遇到风浪就会出大问题。",
    [V("debt_ratio", "2025", "90.20", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约90%属常态" },
  ),
  by("t", A, "fR", "industry", "70.94%的负债率对车企不低，不能拿银行九成负债当参照来淡化。", [
    V("debt_ratio", "2026Q1", "70.94", "%"),
    IND("high_debt_is_risk"),
  ]),
  by(
    "f",
    A,
    "fT",
    "announcement",
    "公司在2026年初已公告回购并注销部分A股，股东回报在加码。",
    [EV("repurchase", true, { from: "2026-01-01", to: "2026-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  by(
    "f",
    A,
    "tP",
    "announcement",
    "另据公告，2026年公司推出了新一期股权激励草案，可对冲利润下行的士气影响。",
    [EV("equity_incentive", true, { from: "2026-01-01", title: "草案", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年只有解锁条件未成就公告" },
  ),
  cm(
    "f",
    A,
    "bull",
    "annual",
    "空方说营收停滞，但2025年营业总收入3375.32亿元较2022年仍增长约1.2%。",
    [
      V("revenue", "2025", "3375.32"),
      G("revenue", "2025", { base: "2022", v: "1.2", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2022年3447.83亿元-2.10%" },
  ),
  sh(
    "f",
    A,
    "tA",
    "technical",
    "近60日股价跌了15%以上，泡沫挤干净了，这本身就是利好。",
    [RET(60, { v: "-15", cmp: "lt" }), READ(RET(60), "positive", { err: "stance" })],
    { err: "stance" },
  ),
];
