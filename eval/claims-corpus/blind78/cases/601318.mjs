// 中国平安 601318: FY2017-2025 annual (2021-2024 partly), 2026Q1 only of the quarters (no 2025 quarter stored:
// 2026Q1 growth, H1, nine months undecidable), bars 2024-01-02..2026-04-30, dividend and buy-back notices
// collected (incentive and financing notices are not: undecidable). On 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, X, RANK, MCNOW } = H;
const { SNAP, SNAPDIV, IND, READ, DD, VOLR, IN, SPAN, EVN, MAX_CROSS, POS52, PAIR } = H;
const c = H.maker("b78-pa", "601318");
const A = "2026-04-30";

export default [
  c("t", A, "bull", "annual", "平安2025年归母净利润1347.78亿元，同比增长约6.5%，在2024年大幅反弹后继续向上。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2024", { size: "大幅增长" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿元，同比增长约47.8%，利润弹性惊人。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "47.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "47.8%是2024年增速；2025年+6.45%" },
  ),
  c("t", A, "bear", "annual", "利润仍未回到2019年1494.07亿元的高点，2025年的1347.78亿元还差约146亿元。", [
    V("net_profit", "2019", "1494.07"),
    V("net_profit", "2025", "1347.78"),
    PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "diff", u: "亿", v: "-146", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿元，创出上市以来最高纪录。",
    [
      V("net_profit", "2025", "1347.78"),
      MAX("net_profit", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"], {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿更高" },
  ),
  c("t", A, "fE", "annual", "2017年以来的九个年度里，2025年利润排在第三，仅次于2019年和2020年。", [
    RANK("net_profit", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"], "max", 3),
  ]),
  c("t", A, "fE", "annual", "净利润2022年探底至837.74亿元后连续三年回升，2025年已是谷底时的约1.6倍。", [
    MIN("net_profit", "2022", ["2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2022", "837.74"),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
    H.X("net_profit", "2025", "2022", { v: "1.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营业总收入10505.06亿元，同比下降2.1%，保费端压力不小。",
    [V("revenue", "2025", "10505.06"), G("revenue", "2025", { v: "-2.1", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+2.10%" },
  ),
  c("t", A, "tF", "annual", "营业总收入10505.06亿元，同比小幅增长约2.1%，仍比2021年的11804.44亿元低一成以上。", [
    V("revenue", "2021", "11804.44"),
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx", size: "小幅增长" }),
    G("revenue", "2025", { base: "2021", v: "-10", cmp: "lt" }),
  ]),
  c("t", A, "tF", "annual", "经营活动现金流净额6586.32亿元，同比增长约72%，是2017年以来的最高值。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    MAX("operating_cash_flow", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流6586.32亿元，约为归母净利润的8.9倍，现金创造能力远超利润。",
    [
      V("operating_cash_flow", "2025", "6586.32"),
      R("operating_cash_flow", "net_profit", "2025", "8.9", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约4.9倍" },
  ),
  c(
    "t",
    A,
    "fR",
    "industry",
    "保险公司负债率89.80%是业务模式决定的，保单负债本就是经营的一部分，无需按制造业标准担忧。",
    [V("debt_ratio", "2025", "89.80", "%"), IND("high_debt_is_normal")],
  ),
  c(
    "f",
    A,
    "tC",
    "industry",
    "平安一季度末资产负债率89.90%，接近九成，财务杠杆处于危险区间，应大幅降低仓位。",
    [V("debt_ratio", "2026Q1", "89.90", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  c("t", A, "tC", "annual", "商誉由435.39亿元降至381.30亿元，减少约54亿元，商誉包袱在变轻。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "annual", "总资产138984.71亿元，同比增长约7.3%，约为2017年的2.1倍，规模扩张从未停步。", [
    V("total_assets", "2025", "138984.71"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    X("total_assets", "2025", "2017", { v: "2.1", cmp: "approx" }),
    UP("total_assets", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "总资产约13.9万亿元，较2017年扩大约3.1倍，增速在险企中一骑绝尘。",
    [
      V("total_assets", "2025", "13.9", "万亿", "approx"),
      X("total_assets", "2025", "2017", { v: "3.1", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "是2017年的2.14倍" },
  ),
  c("t", A, "fE", "quarterly", "2026年一季度归母净利润250.22亿元，营业总收入2184.05亿元，利润约占收入的11.5%。", [
    V("net_profit", "2026Q1", "250.22"),
    V("revenue", "2026Q1", "2184.05"),
    R("net_profit", "revenue", "2026Q1", "11.5", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "按4月30日收盘59.37元折算，平安市值对2025年归母净利约8倍PE，保险龙头的估值并不高。", [
    CLOSE("59.37"),
    MCNOW("2025", "8", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "现价59.37元对应2025年利润的PE约18倍，已经不便宜。",
    [CLOSE("59.37"), MCNOW("2025", "18", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约8.0倍" },
  ),
  c("t", A, "fV", "valuation", "7月快照PB 1.12倍，以当日56.57元收盘倒推每股净资产约50.5元，价格贴近净资产。", [
    SNAP("pb", "1.12", "x", "eq"),
    CLOSE("56.57", "eq", { date: "2025-07-04" }),
    SNAPDIV("pb", "50.5"),
  ]),
  c("t", A, "tT", "technical", "4月7日MACD金叉后DIF仍在DEA上方，但两者都在零轴下，反弹属于弱势修复。", [
    MACD("golden_cross", 18),
    MACD("dif_above_dea"),
    MACD("dif_below_zero"),
  ]),
  c("t", A, "tT", "technical", "收盘59.37元站在5日、10日、20日均线之上，却仍压在60日线61.25元和120日线62.69元下方。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "value", { v: "61.25" }),
    MA(120, "value", { v: "62.69" }),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "平安跌破250日年线59.29元，长期支撑失守，技术面转空。",
    [MA(250, "value", { v: "59.29" }), MA(250, "below", { err: "technical" })],
    { err: "technical", note: "收盘59.37元在年线之上" },
  ),
  c("t", A, "tBe", "technical", "今年以来股价从68.40元跌到59.37元，跌幅约13%，较52周高点74.88元回落约21%。", [
    CLOSE("68.40", "eq", { date: "2025-12-31" }),
    RET("2025-12-31", { v: "-13", cmp: "approx" }),
    CLOSE("59.37"),
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-21", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "平安今年以来上涨约13%，从52.65元起步，是保险板块的领涨者。",
    [
      CLOSE("52.65", "eq", { date: "2025-12-31", err: "wrong_period" }),
      RET("2025-12-31", { v: "13", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "+12.8%是自2024年末52.65元；今年以来-13.2%" },
  ),
  c("t", A, "tB", "technical", "拉长看，股价比2024年末的52.65元仍高出近13%，过去250个交易日累计上涨约18%。", [
    CLOSE("52.65", "eq", { date: "2024-12-31" }),
    RET("2024-12-31", { v: "13", cmp: "near" }),
    RET(250, { v: "18", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "股价较近60个交易日的收盘高点回撤约13.6%，近20日均量不及前20日，抛压有所减轻。", [
    DD(60, { v: "-13.6", cmp: "approx" }),
    VOLR({ v: "1", cmp: "lt" }),
  ]),
  c("t", A, "tTr", "technical", "RSI14约54，股价处在52周区间的约36%分位，离52周低点50.55元还有约17%的空间。", [
    RSI("54", "approx"),
    POS52({ v: "36", cmp: "approx" }),
    LO52({ cond: "level", v: "50.55" }),
    LO52({ v: "17", cmp: "approx" }),
  ]),
  c("t", A, "tN", "announcement", "3月27日平安公告2025年年度利润分配方案，此前8月已有中期利润分配方案。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度" }),
    EV("dividend", true, { from: "2025-08-01", to: "2025-08-31", title: "中期" }),
  ]),
  c("t", A, "tN", "announcement", "2025年9月公司公告实施回购股份注销，2026年以来则未见新的回购公告。", [
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
    EV("repurchase", false, { from: "2026-01-01" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "平安4月公告拟以集中竞价方式回购A股股份，释放了稳股价的信号。",
    [EV("repurchase", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("t", A, "fS", "announcement", "近三年平安的分红节奏未断，2023年以来每年都有中期利润分配方案公告。", [
    EVN("dividend", "2023-01-01", { title: "中期利润分配方案", v: "3" }),
  ]),
  c("t", A, "tM", "annual", "支付的股利和利息771.46亿元，高于2024年的746.69亿元，现金回报能力仍在。", [
    V("dividends_interest_paid", "2025", "771.46"),
    V("dividends_interest_paid", "2024", "746.69"),
  ]),
  c("t", A, "vF", "annual", "利润2025年+6.5%，经营现金流+72%，两项同向改善，投多。", [
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "近60日股价上涨约9%，趋势向上，投多。",
    [RET(60, { v: "9", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近60日-9.1%" },
  ),
  c("t", A, "tM", "annual", "2020年的1430.99亿元是2017年以来利润的次高，仅低于2019年；2025年回到1347.78亿元。", [
    V("net_profit", "2020", "1430.99"),
    RANK("net_profit", "2020", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"], "max", 2),
    V("net_profit", "2025", "1347.78"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2022年归母净利润837.74亿元，同比下滑约29%，是近五年最差的一年。",
    [
      V("net_profit", "2022", "837.74"),
      G("net_profit", "2022", { v: "-29", cmp: "approx", err: "wrong_period" }),
      MIN("net_profit", "2022", ["2021", "2022", "2023", "2024", "2025"]),
    ],
    { err: "wrong_period", note: "-29%是2021年；2022年-17.6%" },
  ),
  c("u", A, "fE", "undecidable", "一季度归母净利润250.22亿元，同比下降约7%，主要受资本市场波动拖累。", [
    V("net_profit", "2026Q1", "250.22"),
    U("2025年一季度未存储，同比无法计算；归因无法核验"),
  ]),
  c("u", A, "bull", "undecidable", "寿险新业务价值同比增长超过30%，代理人渠道改革已见成效。", [U("NBV未存储")]),
  c("u", A, "bear", "undecidable", "核心偿付能力充足率降至150%以下，资本约束将限制分红。", [U("偿付能力未存储")]),
  c("u", A, "tN", "undecidable", "平安今年推出了新一期核心人员持股计划，覆盖员工超过8万人。", [
    U("平安员工持股/激励公告未收录"),
  ]),
  c("u", A, "fV", "undecidable", "平安PEV不足0.6倍，和中国人寿相比折价明显。", [U("内含价值与中国人寿不在数据中")]),
  c("u", A, "fM", "undecidable", "2025年上半年归母净利润同比下降约4%，下半年才明显改善。", [
    U("平安2025年半年报未存储"),
  ]),
  c("u", A, "tA", "undecidable", "若长端利率企稳，平安股价有望重回70元以上。", [U("情景与未来价格")]),
  c("u", A, "tS", "undecidable", "近期机构调研平安的次数明显增多，资金关注度在升温。", [
    U("调研次数与资金关注度未存储"),
  ]),
];
