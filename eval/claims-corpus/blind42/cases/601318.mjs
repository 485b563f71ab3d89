// 中国平安: FY2017-2025 (net profit, debt ratio, assets), revenue 2021-2025, 2026Q1 only among quarters (no
// 2025Q1, so the first quarter's growth is open), bars 2024-01-02..2026-04-30, dividend / buy-back notices. 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, IND, U } = H;
const { READ, BIAS, DD, POS52, IN, X, CAGR, RANK, SUM, SPAN, PAIR, MAHOLD } = H;
const c = H.maker("b42-pa", "601318");
const A = "2026-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- annual --------------------------------------------------------------------------------------------------
  c("t", A, "bull", "annual", "2025年归母净利润1347.78亿元，同比增长6.5%，连续两年回升，已是2021年以来最高。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2023", "2024", "2025"]),
    MAX("net_profit", "2025", Y5),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润1347.78亿元，创公司历史新高，盈利拐点已经确立。",
    [V("net_profit", "2025", "1347.78"), MAX("net_profit", "2025", Y9, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿都更高" },
  ),
  c("t", A, "bear", "annual", "净利润1347.78亿仍低于2019年的1494.07亿约一成，九年里只排第三。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { base: "2019", v: "-10", cmp: "approx" }),
    V("net_profit", "2019", "1494.07"),
    RANK("net_profit", "2025", Y9, "max", 3),
  ]),
  c("t", A, "fE", "annual", "营业收入10505.06亿元，同比增长2.1%，仍低于2021年的11804亿。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    G("revenue", "2025", { base: "2021", dir: "down" }),
    V("revenue", "2021", "11804", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营业收入10505.06亿元，同比增长约14.9%，收入端强势修复。",
    [V("revenue", "2025", "10505.06"), G("revenue", "2025", { v: "14.9", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "+14.96%是较2023年；较2024年+2.10%" },
  ),
  c("t", A, "tF", "annual", "2024年净利润从856.65亿跳升至1266.07亿，增幅近48%，2025年再增约82亿。", [
    V("net_profit", "2023", "856.65"),
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "48", cmp: "near" }),
    D("net_profit", "2025", { v: "82", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "归母净利润1347.78亿元，同比仅增长0.65%，增长几乎停滞。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "0.65", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际+6.45%，小数点错位" },
  ),
  c("t", A, "fL", "annual", "利润2019→2022年连跌三年至837.74亿的低谷，此后三年持续回升。", [
    DOWN("net_profit", ["2019", "2020", "2021", "2022"]),
    V("net_profit", "2022", "837.74"),
    MIN("net_profit", "2022", Y9.slice(2)),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c("t", A, "fR", "annual", "经营现金流6586.32亿元，同比增长约72%，约为归母净利润的4.9倍。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流6586.32亿元，同比下降约42%，现金流明显恶化。",
    [
      V("operating_cash_flow", "2025", "6586.32"),
      G("operating_cash_flow", "2025", { v: "-42", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+72.2%" },
  ),
  c("t", A, "tM", "annual", "总资产约13.9万亿元，同比增7.3%，负债率89.80%较上年89.93%微降0.13个百分点。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    V("debt_ratio", "2025", "89.80", "%"),
    PP("debt_ratio", "2025", { v: "-0.13" }),
  ]),
  c("t", A, "fT", "annual", "商誉从435.39亿降至381.30亿，减少约54亿，占总资产比例不足0.3%。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
    R("goodwill", "total_assets", "2025", "0.3", { u: "%", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "商誉381.30亿元，同比不降反增，并购包袱仍在加重。",
    [V("goodwill", "2025", "381.30"), G("goodwill", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较435.39亿下降12.4%" },
  ),
  c("t", A, "tB", "annual", "近三年净利润合计约3470亿元，分配股利及付息现金2025年771.46亿，较上年增3.3%。", [
    H.SUM("net_profit", ["2023", "2024", "2025"], { v: "3470", cmp: "approx" }),
    V("dividends_interest_paid", "2025", "771.46"),
    G("dividends_interest_paid", "2025", { v: "3.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年营收10505亿元，却比2023年的9138亿下降约13%，规模在收缩。",
    [
      V("revenue", "2025", "10505", "亿", "approx"),
      V("revenue", "2023", "9138", "亿", "approx"),
      G("revenue", "2025", { base: "2023", v: "-13", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2023年+14.96%" },
  ),
  c("t", A, "fSy", "annual", "货币资金7456.79亿，一年增加约622亿，投资现金流净流出5599.53亿，资金在加速配置。", [
    V("cash", "2025", "7456.79"),
    D("cash", "2025", { v: "622", cmp: "approx" }),
    V("investing_cash_flow", "2025", "-5599.53"),
    D("investing_cash_flow", "2025", { dir: "down" }),
  ]),
  c("u", A, "fE", "undecidable", "2025年新业务价值同比增长约30%，寿险改革红利兑现，净利润1347.78亿。", [
    U("NBV未存储"),
    V("net_profit", "2025", "1347.78"),
  ]),
  c("u", A, "fR", "undecidable", "核心偿付能力充足率约200%，综合偿付能力充足率超220%。", [U("偿付能力未存储")]),
  c("u", A, "tBe", "undecidable", "财险综合成本率升至99%，车险承保利润几乎归零。", [U("分部承保数据未存储")]),
  // ---- quarterly -----------------------------------------------------------------------------------------------
  c("t", A, "tF", "quarterly", "2026年一季度归母净利润250.22亿元、营收2184.05亿元，利润约相当于2025年全年的18.6%。", [
    V("net_profit", "2026Q1", "250.22"),
    V("revenue", "2026Q1", "2184.05"),
    R("net_profit", "net_profit", "2026Q1", "18.6", { u: "%", denPeriod: "2025", cmp: "approx" }),
  ]),
  c("u", A, "bear", "undecidable", "一季度归母净利润250.22亿元，同比下滑超过四成，投资收益大幅缩水。", [
    V("net_profit", "2026Q1", "250.22"),
    U("2025年一季度未存储，同比不可核；归因不可核"),
  ]),
  c(
    "f",
    A,
    "tN",
    "quarterly",
    "一季度营收10505.06亿元，负债率89.90%与年末持平。",
    [
      V("revenue", "2026Q1", "10505.06", "亿", "eq", { err: "wrong_period" }),
      V("debt_ratio", "2026Q1", "89.90", "%"),
      PP("debt_ratio", "2026Q1", { base: "2025", dir: "flat", flatTol: 0.2 }),
    ],
    { err: "wrong_period", note: "10505.06亿是2025全年；一季度2184.05亿" },
  ),
  c("t", A, "fM", "quarterly", "一季度末负债率89.90%，比2025年末的89.80%仅高0.1个百分点。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.1" }),
  ]),
  // ---- industry ------------------------------------------------------------------------------------------------
  c(
    "f",
    A,
    "fQ",
    "industry",
    "负债率接近90%，远高于一般企业，平安的财务杠杆已到危险边缘。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险公司负债率约90%属常态" },
  ),
  c("t", A, "fT", "industry", "保险负债本就是准备金，89.80%的负债率是行业特征；2017年以来一直在89%-91%之间。", [
    IND("high_debt_is_normal"),
    V("debt_ratio", "2025", "89.80", "%"),
    MAX("debt_ratio", "2017", Y9),
    V("debt_ratio", "2017", "91", "%", "lt"),
    MIN("debt_ratio", "2021", Y9),
    V("debt_ratio", "2021", "89", "%", "gt"),
  ]),
  // ---- technical -----------------------------------------------------------------------------------------------
  c(
    "t",
    A,
    "tT",
    "technical",
    "4月7日MACD金叉，DIF(-0.35)仍在零轴下方，收盘59.37元站上5日、20日均线，但压在MA60(61.25)之下。",
    [
      MACD("golden_cross", 20),
      MACD("dif_below_zero", 0),
      MACD("dif_value", 0, { v: "-0.35", cmp: "approx" }),
      CLOSE("59.37"),
      MA(5, "above"),
      MA(20, "above"),
      MA(60, "below"),
      MA(60, "value", { v: "61.25" }),
    ],
  ),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价已站上60日和120日均线，中期趋势转多。",
    [MA(60, "above", { err: "technical" }), MA(120, "above", { err: "technical" })],
    { err: "technical", note: "收盘59.37低于MA60 61.25、MA120 62.69" },
  ),
  c("t", A, "bear", "technical", "今年以来股价从68.40元跌到59.37元，跌幅约13%，距52周高点74.88元回撤两成以上。", [
    CLOSE("68.40", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
    CLOSE("59.37"),
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-20", cmp: "lt" }),
  ]),
  c("t", A, "bull", "technical", "过去250个交易日仍上涨约17.7%，较2024年末收盘52.65元高出约12.8%。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    SPAN("2024-12-31", { v: "12.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "今年以来平安股价累计上涨约12.8%，跑赢大盘。",
    [SPAN("2025-12-31", { v: "12.8", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "+12.76%是自2024年末；今年以来-13.20%" },
  ),
  c("t", A, "tS", "technical", "RSI14约54处于中性区，20日均量与前20日基本持平（约0.96倍）。", [
    RSI("54", "approx"),
    VOL("flat"),
    H.VOLR({ v: "0.96", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "technical", "较60日内收盘高点回撤约13.6%，但近5日反弹约2.6%，股价位于52周区间约36%的位置。", [
    DD(60, { v: "-13.6", cmp: "approx" }),
    RET(5, { v: "2.6", cmp: "approx" }),
    POS52({ v: "36", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "股价离52周低点50.55元只有不到5%，已贴近年内底部。",
    [LO52({ cond: "level", v: "50.55" }), LO52({ v: "5", cmp: "lt", err: "wrong_value" })],
    { err: "wrong_value", note: "距52周低点+17.45%" },
  ),
  c("t", A, "tTr", "technical", "MA250约59.29元，收盘59.37元刚好站在年线上方，但MA60<MA120的压制仍在。", [
    MA(250, "value", { v: "59.29" }),
    MA(250, "above"),
    MAORDER([60, 120], "bear"),
  ]),
  c("u", A, "tS", "undecidable", "南向资金连续10日增持平安H股，A股却仍在MA60下方。", [
    U("南向资金未存储"),
    MA(60, "below"),
  ]),
  // ---- announcement --------------------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "3月27日已发布2025年年度利润分配方案公告，去年8月还公布过中期利润分配方案。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
    EV("dividend", true, { from: "2025-08-01", to: "2025-08-31", title: "中期" }),
  ]),
  c("t", A, "fS", "announcement", "2025年9月公司公告实施回购股份注销，股本相应减少。", [
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "announcement",
    "2026年以来平安已公告新一轮A股回购，彰显管理层信心。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("u", A, "tN", "announcement", "平安今年推出了新一期核心人员持股计划，覆盖超千人。", [
    U("平安激励类公告不在采集范围"),
  ]),
  // ---- valuation -----------------------------------------------------------------------------------------------
  c("u", A, "fV", "undecidable", "当前PEV仅约0.6倍，低于历史均值，股息率超5%。", [U("内含价值与股息率未存储")]),
  c("u", A, "tP", "undecidable", "按59.37元收盘价和2026年一致预期计，动态PE约7.5倍。", [
    CLOSE("59.37"),
    U("2026年一致预期未存储"),
  ]),
  // ---- stance / vote -------------------------------------------------------------------------------------------
  c(
    "f",
    A,
    "tC",
    "annual",
    "净利润同比增6.5%、经营现金流大增72%，这恰恰说明基本面在走弱，应该减仓。",
    [
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      G("operating_cash_flow", "2025", { v: "72", cmp: "approx", size: "大增" }),
      READ(G("operating_cash_flow", "2025"), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "增长读作利空" },
  ),
  c("t", A, "vN", "announcement", "年度分红方案已于3月末落地，投赞成票。", [
    EV("dividend", true, { from: "2026-03-20", to: "2026-03-31" }),
  ]),
  c("t", A, "vF", "annual", "利润同比+6.45%、现金流+72%，增长质量不错，赞成。", [
    G("net_profit", "2025", { v: "6.45" }),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    READ(G("net_profit", "2025"), "positive"),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "利润1347.78亿、同比增6.45%，已属高速增长，支持上调评级。",
    [
      V("net_profit", "2025", "1347.78"),
      G("net_profit", "2025", { v: "6.45", size: "高速增长", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+6.45%不是高速增长" },
  ),
];
