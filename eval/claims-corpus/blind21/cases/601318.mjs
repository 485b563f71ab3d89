// 中国平安: FY2017-2025 (from 2021 partial), quarters 2025 and 2026Q1 only, bars 2024-01-02..2026-04-30 (2019 run
// broken), dividend / buy-back notices collected (incentive and financing notices are not: undecidable).
// Dates: 2026-04-30, 2025-10-31, 2025-09-05, 2025-04-30, 2020-05-15.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { POS52, MCNOW, MCPE, X, RANK, SPAN, IN, READ, PAIR, IND, SNAP, SNAPDIV, DD, VOLR, EVN, MAX_CROSS } = H;
const c = H.maker("b21-pa", "601318");
const A = "2026-04-30";
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";
const Z = "2020-05-15";

export default [
  c("t", A, "bull", "annual", "2025年归母净利润1347.78亿元，同比增长6.5%，连续两年正增长。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿元，同比大增47.8%，利润弹性全面释放。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "47.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+47.8%是2024年增速，2025年+6.45%" },
  ),
  c("t", A, "fT", "annual", "纠正一下多方：47.8%是2024年的利润增速，2025年归母净利润只增长了约6.5%。", [
    G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "营业总收入10505.06亿元，同比仅增约2.1%，利润增速跑赢收入约4个百分点。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    PAIR("net_profit", "2025", "601318", { mode: "gt", metric2: "net_profit", period2: "2024" }),
    H.GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年营业总收入突破1.1万亿元，同比增长2.1%。",
    [
      V("revenue", "2025", "1.1", "万亿", "gt", { err: "wrong_value" }),
      G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "1.05万亿" },
  ),
  c("t", A, "fR", "annual", "资产负债率89.80%，对保险集团而言属行业常态，不宜按制造业标准解读。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "平安资产负债率接近90%，杠杆远超安全线，偿债风险不容忽视。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险负债以准备金为主，约90%属常态" },
  ),
  c(
    "f",
    A,
    "tC",
    "annual",
    "2025年末负债率89.80%，是近五年最高水平，扩表偏激进。",
    [
      V("debt_ratio", "2025", "89.80", "%"),
      MAX("debt_ratio", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2024年89.93%更高" },
  ),
  c("t", A, "tF", "annual", "2025年经营活动现金流净额6586.32亿元，同比增长约72%，约为归母净利润的4.9倍。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "经营现金流6586亿元，比上年多出约2762亿元，增幅近一倍。",
    [
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
      D("operating_cash_flow", "2025", { v: "2762", cmp: "approx" }),
      G("operating_cash_flow", "2025", { v: "100", cmp: "near", err: "overstatement" }),
    ],
    { err: "overstatement", note: "增幅72%" },
  ),
  c("t", A, "fV", "annual", "总资产约13.9万亿元，同比增长约7.3%，规模仍在稳步扩张。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
  ]),
  c("u", A, "fR", "annual", "商誉从435.39亿元降至381.30亿元，减少约54亿元，减值压力已部分出清。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
    U("商誉减少的原因（减值或处置）未存储"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "商誉381.30亿元，较上年下降约21%，资产质量显著夯实。",
    [V("goodwill", "2025", "381.30"), G("goodwill", "2025", { v: "-21", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-12.4%" },
  ),
  c("t", A, "bear", "annual", "即便2025年回升，归母净利润1347.78亿元仍低于2019年的1494.07亿元高点。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
    MAX("net_profit", "2019", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿元，创下上市以来的历史新高。",
    [
      MAX("net_profit", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"], {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "2019年1494.07、2020年1430.99更高" },
  ),
  c("t", A, "tBe", "annual", "利润在2021、2022年连续下滑，2022年837.74亿元是近五年低点。", [
    DOWN("net_profit", ["2020", "2021", "2022"]),
    MIN("net_profit", "2022", ["2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2022", "837.74"),
  ]),
  c("u", A, "fQ", "annual", "2025年新业务价值同比增长超过20%，寿险改革已见成效。", [U("新业务价值NBV未存储")]),
  c("u", A, "bear", "annual", "综合偿付能力充足率降至200%以下，资本约束正在收紧。", [U("偿付能力充足率未存储")]),
  c("u", A, "fR", "annual", "平安银行不良率抬升拖累集团利润，银行板块贡献下降。", [U("分部利润与不良率未存储")]),
  c(
    "u",
    A,
    "tBe",
    "quarterly",
    "一季度归母净利润250.22亿元，同比下滑近两成，开局偏弱。",
    [V("net_profit", "2026Q1", "250.22"), G("net_profit", "2026Q1", { v: "-20", cmp: "near" })],
    { note: "2025Q1未存储" },
  ),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度归母净利润2502.2亿元，已接近2025年全年的两倍。",
    [V("net_profit", "2026Q1", "2502.2", "亿", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "250.22亿，单位错位×10" },
  ),
  c("t", A, "tM", "quarterly", "一季度利润250.22亿元约占2025年全年的18.6%，负债率89.90%，较年末略升0.1个百分点。", [
    PAIR("net_profit", "2026Q1", "601318", { period2: "2025", mode: "x", v: "0.186", cmp: "approx" }),
    V("debt_ratio", "2026Q1", "89.90", "%"),
    PAIR("debt_ratio", "2026Q1", "601318", { period2: "2025", mode: "pp", v: "0.1", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "按当前股价与2025年利润计算，平安市盈率约8倍，快照PB约1.12倍。", [
    MCNOW("2025", "8", "approx"),
    SNAP("pb", "1.12", "x", "eq"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以2025-07-04快照市值约1.03万亿元计，对应2025年利润市盈率约10倍。",
    [SNAP("marketCap", "1.03", "万亿", "approx"), MCPE("2025", "10", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "10301.5/1347.78=7.6倍" },
  ),
  c("u", A, "fV", "valuation", "PEV仅0.6倍左右，处于历史最低区间。", [U("内含价值EV未存储")]),
  c("t", A, "tT", "technical", "收盘59.37元，站上5、10、20日均线，但仍在60日线61.25元和120日线下方。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
    MA(120, "below"),
  ]),
  c("t", A, "tT", "technical", "MACD在4月7日金叉后DIF仍在DEA上方，但两者都在零轴下方，属弱势反弹。", [
    MACD("golden_cross", 20),
    MACD("dif_above_dea"),
    MACD("dif_below_zero"),
    MACD("dea_value", undefined, { v: "0", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF已上穿零轴，MACD进入多头区域，趋势反转确认。",
    [MACD("dif_above_zero", undefined, { err: "technical" })],
    { err: "technical", note: "DIF -0.35" },
  ),
  c("t", A, "tS", "technical", "较2025年末的68.4元，平安年内已回撤约13%，但过去250个交易日仍上涨约18%。", [
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
    RET(250, { v: "18", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "平安年内已累计上涨约13%，强势格局延续，可适度追高。",
    [SPAN("2025-12-31", { v: "13", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年内-13.2%" },
  ),
  c("t", A, "tNe", "technical", "52周区间50.55-74.88元，当前价大致处于区间三分之一略上的位置，RSI约54，中性。", [
    LO52({ cond: "level", v: "50.55" }),
    HI52({ cond: "level", v: "74.88" }),
    POS52({ v: "36", cmp: "approx" }),
    RSI("54", "approx"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日成交量较前20日明显放大，资金抢筹迹象明显。",
    [VOL("expand", { err: "technical" }), U("资金抢筹为推断")],
    { err: "technical", note: "量比0.956，缩量" },
  ),
  c("t", A, "tN", "announcement", "继去年8月的中期利润分配方案之后，平安又在3月27日公告了2025年年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
    EV("dividend", true, { from: "2025-08-01", to: "2025-08-31", title: "中期" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "4月下旬平安公告新一轮A股回购方案，拟斥资50亿-100亿元。",
    [EV("repurchase", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("u", A, "tN", "announcement", "公司推出新一期核心人员持股计划，覆盖约1万名员工。", [U("平安的股权激励公告未收录")]),
  c("t", A, "fT", "announcement", "2025年9月公司公告回购股份注销暨股本变动，回购股份已完成注销。", [
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c("t", A, "fSy", "annual", "2025年分红及利息付现771.46亿元，约为归母净利润的57%。", [
    V("dividends_interest_paid", "2025", "771.46"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "vN", "annual", "消息面视角：利润回升叠加年度分红方案落地，对股价是正面因素。", [
    READ(G("net_profit", "2025", { dir: "up" }), "positive"),
    EV("dividend", true, { from: "2026-03-01" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "基本面视角：货币资金7456.79亿元，较上年减少约620亿元，流动性边际收紧。",
    [V("cash", "2025", "7456.79"), D("cash", "2025", { v: "-620", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "增加622.46亿" },
  ),

  // 2025-10-31
  c("t", O, "tT", "technical", "10月14日MACD金叉，目前DIF约0.40在DEA上方，收盘57.83元站在20日、60日均线之上。", [
    MACD("golden_cross", 15),
    MACD("dif_value", undefined, { v: "0.40", cmp: "approx" }),
    MACD("dif_above_dea"),
    MA(20, "above"),
    MA(60, "above"),
  ]),
  c(
    "f",
    O,
    "tT",
    "technical",
    "平安已逼近52周高点，现价距61.49元高点不足2%。",
    [HI52({ cond: "level", v: "61.49" }), HI52({ v: "-2", cmp: "gt", err: "technical" })],
    { err: "technical", note: "距高点-5.95%" },
  ),
  c("u", O, "tF", "quarterly", "前三季度归母净利润同比增长约11%，三季度单季增速转正。", [
    U("2025前三季度数据仅存全年及2026Q1；季度同比无从核验"),
  ]),
  c("t", O, "tS", "technical", "今年以来平安上涨约9.8%，近20个交易日涨近5%。", [
    SPAN("2024-12-31", { v: "9.8", cmp: "approx" }),
    RET(20, { v: "5", cmp: "near" }),
  ]),

  // 2025-09-05
  c("t", S, "tT", "technical", "5、10、20日线全线失守，但57.73元的60日线尚未跌破；8月27日死叉以来DIF始终在DEA之下。", [
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "value", { v: "57.73" }),
    MA(60, "above"),
    MACD("death_cross", 8),
    MACD("dif_below_dea"),
  ]),
  c(
    "f",
    S,
    "tTr",
    "technical",
    "近一年平安涨幅不足10%，明显跑输保险板块。",
    [RET(250, { v: "10", cmp: "lt", err: "wrong_value" }), U("保险板块指数未存储")],
    { err: "wrong_value", note: "250日+33.6%" },
  ),
  c("u", S, "tS", "undecidable", "险资举牌银行股热度升温，平安获北向资金连续十日净买入。", [U("资金流向未存储")]),

  // 2025-04-30: FY2024 public.
  c("t", P, "fE", "annual", "2024年营业总收入增长约12.6%，归母净利润1266.07亿元的增速则高达约47.8%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "fQ",
    "annual",
    "2024年利润增长主要靠低基数：2023年归母净利润仅756.65亿元。",
    [V("net_profit", "2023", "756.65", "亿", "eq", { err: "wrong_value" }), U("增长原因未存储")],
    { err: "wrong_value", note: "2023年856.65" },
  ),
  c("t", P, "tN", "announcement", "3月20日公司同时发布2024年年度利润分配方案和注销回购A股股份的公告。", [
    EV("dividend", true, { from: "2025-03-20", to: "2025-03-20" }),
    EV("repurchase", true, { from: "2025-03-20", to: "2025-03-20" }),
  ]),
  c("t", P, "tT", "technical", "50.71元夹在年线48.39元与60日线51.10元之间，MACD在4月21日低位金叉。", [
    CLOSE("50.71"),
    MA(250, "value", { v: "48.39" }),
    MA(250, "above"),
    MA(60, "value", { v: "51.10" }),
    MA(60, "below"),
    MACD("golden_cross", 8),
    MACD("dif_below_zero"),
  ]),
  c("f", P, "tTr", "technical", "收盘50.71元已重新站上10日均线，短线转强。", [MA(10, "above", { err: "technical" })], {
    err: "technical",
    note: "MA10 50.76",
  }),

  // 2020-05-15: FY2019 public.
  c("t", Z, "bull", "annual", "2019年归母净利润1494.07亿元，同比增长39.1%，基本每股收益8.41元。", [
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2019", { v: "39.1", cmp: "approx" }),
    V("basic_eps", "2019", "8.41", "元"),
  ]),
  c(
    "f",
    Z,
    "fE",
    "annual",
    "2019年营业收入11688.67亿元，同比增长约9.7%，规模增长稳健。",
    [
      V("operating_revenue", "2019", "11688.67"),
      G("operating_revenue", "2019", { v: "9.7", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+19.7%" },
  ),
  c("t", Z, "fV", "annual", "2019年ROE 24.35%，每股净资产36.82元，较2017年的25.89元累计增长约42%。", [
    V("roe", "2019", "24.35", "%"),
    V("bps", "2019", "36.82", "元"),
    G("bps", "2019", { base: "2017", v: "42", cmp: "approx" }),
  ]),
  c("u", Z, "tT", "technical", "平安股价跌破年线后持续缩量，技术面偏弱。", [MA(250, "below")], {
    note: "2020年无连续日线",
  }),
];
