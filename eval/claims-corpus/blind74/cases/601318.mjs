// 中国平安 on 2026-04-30: FY2017-2025 (some metrics only to 2020), 2026Q1 (no 2025 quarter stored, so 2026Q1 growth is
// open), bars 2024-01-02..2026-04-30, dividend and buy-back notices (incentive / financing notices not collected).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { POS52, MCNOW, MCPE, X, BIAS, RANK, IN, READ, SNAP, SNAPDIV, LIN, BRK, DD, VOLR, MAX_CROSS, HILO, MRET } = H;
const { EVN, IND, PSUM, AMP, UPDAYS } = H;
const c = H.maker("b74-pa", "601318");
const A = "2026-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "平安2025年归母净利润1347.78亿元，同比增长约6.5%，连续第三年增长。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿元，创公司历史新高，利润周期已全面反转。",
    [V("net_profit", "2025", "1347.78"), MAX("net_profit", "2025", Y9, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿更高" },
  ),
  c("t", A, "bear", "annual", "利润虽在恢复，1347.78亿元仍低于2019年的1494.07亿元，尚未回到高点。", [
    G("net_profit", "2025", { dir: "up" }),
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
    PAIR2("2025", "2019", "lt"),
    MAX("net_profit", "2019", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("t", A, "bull", "annual", "营业总收入10505.06亿元，同比增长2.1%，重回万亿以上已是第二年。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    V("revenue", "2024", "10000", "亿", "gt"),
    V("revenue", "2023", "10000", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营业总收入10505.06亿元，同比下滑2.1%，规模增长停滞。",
    [V("revenue", "2025", "10505.06"), G("revenue", "2025", { v: "-2.1", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+2.10%" },
  ),
  c("t", A, "bear", "annual", "营收10505亿元仍不及2021年的11804亿元，四年过去收入规模还没有追回来。", [
    V("revenue", "2025", "10505", "亿", "approx"),
    V("revenue", "2021", "11804", "亿", "approx"),
    H.PAIR("revenue", "2025", "601318", { period2: "2021", mode: "lt" }),
  ]),
  c("t", A, "bull", "annual", "归母净利从2022年的837.74亿元增至1347.78亿元，三年增长约61%，复合增速约17%。", [
    V("net_profit", "2022", "837.74"),
    X("net_profit", "2025", "2022", { v: "1.61", cmp: "approx" }),
    CAGR("net_profit", "2022", "2025", { v: "17", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润同比大增47.8%，利润弹性远超同业。",
    [G("net_profit", "2025", { v: "47.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+47.8%是2024年；2025年+6.45%" },
  ),
  c("t", A, "bear", "annual", "2024年利润+47.8%是低基数修复，2025年增速已回落到6.5%左右，弹性明显收敛。", [
    G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "资产负债率高达89.80%，远高于一般企业，杠杆风险是平安最大的隐患。",
    [V("debt_ratio", "2025", "89.80", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险集团约90%负债率属行业常态" },
  ),
  c("t", A, "bull", "annual", "89.80%的负债率对保险集团是常态，且较2024年的89.93%还略降了0.13个百分点。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
    PP("debt_ratio", "2025", { v: "-0.13", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "资产负债率从89.93%升至89.80%，负债扩张快于资产。",
    [
      V("debt_ratio", "2024", "89.93", "%"),
      V("debt_ratio", "2025", "89.80", "%"),
      PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "89.93→89.80为下降" },
  ),
  c("t", A, "bull", "annual", "总资产约13.90万亿元，一年增加约0.94万亿，增幅7.3%。", [
    V("total_assets", "2025", "13.90", "万亿", "approx"),
    D("total_assets", "2025", { u: "万亿", v: "0.94", cmp: "approx" }),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "平安总资产已达139万亿元，体量是国内保险业绝对第一。",
    [V("total_assets", "2025", "139", "万亿", "approx", { err: "wrong_magnitude" }), U("同业排名：同业数据未存储")],
    { err: "wrong_magnitude", note: "13.90万亿" },
  ),
  c("t", A, "bull", "annual", "经营活动现金流净额6586.32亿元，同比增长约72%，约为归母净利的4.9倍。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "经营现金流6586.32亿元，同比增长约27%，现金创造能力稳步提升。",
    [
      V("operating_cash_flow", "2025", "6586.32"),
      G("operating_cash_flow", "2025", { v: "27", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+72.2%" },
  ),
  c("t", A, "bear", "annual", "投资活动现金净流出5599.53亿元，较上年4162.51亿元进一步扩大，资金大量配置到投资端。", [
    V("investing_cash_flow", "2025", "-5599.53"),
    V("investing_cash_flow", "2024", "-4162.51"),
    MIN("investing_cash_flow", "2025", ["2024", "2025"]),
  ]),
  c(
    "u",
    A,
    "bear",
    "annual",
    "商誉从435.39亿元降到381.30亿元，降幅约12%，可能有减值或处置。",
    [
      V("goodwill", "2024", "435.39"),
      V("goodwill", "2025", "381.30"),
      G("goodwill", "2025", { v: "-12", cmp: "approx" }),
      U("减值或处置的原因：未存储"),
    ],
    { note: "an attribution hedged with 可能" },
  ),
  c("t", A, "bull", "annual", "货币资金7456.79亿元，同比增加约9%，流动性储备充足。", [
    V("cash", "2025", "7456.79"),
    G("cash", "2025", { v: "9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "货币资金7456.79亿元，只占总资产的0.5%左右，流动性缓冲极薄。",
    [
      V("cash", "2025", "7456.79"),
      R("cash", "total_assets", "2025", "0.5", { u: "%", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "约5.4%" },
  ),
  c("u", A, "bull", "undecidable", "寿险新业务价值2025年同比增长超30%，银保渠道贡献过半。", [U("NBV与渠道：未存储")]),
  c("u", A, "bear", "undecidable", "偿付能力充足率已降到200%以下，资本约束会压制分红。", [U("偿付能力充足率：未存储")]),
  c("t", A, "bull", "quarterly", "2026年一季度归母净利润250.22亿元，营业总收入2184.05亿元，净利率约11.5%。", [
    V("net_profit", "2026Q1", "250.22"),
    V("revenue", "2026Q1", "2184.05"),
    R("net_profit", "revenue", "2026Q1", "11.5", { u: "%", cmp: "approx" }),
  ]),
  c("u", A, "bear", "undecidable", "26Q1归母净利250.22亿元，同比下降超过一成，投资收益拖累明显。", [
    V("net_profit", "2026Q1", "250.22"),
    U("2025Q1未存储：同比不可核"),
  ]),
  c("u", A, "bull", "undecidable", "一季度营收2184.05亿元，同比增长约5%，保费增长延续。", [
    V("revenue", "2026Q1", "2184.05"),
    U("2025Q1未存储：同比不可核；保费未存储"),
  ]),
  c("t", A, "bear", "quarterly", "一季度负债率89.90%，比2025年末的89.80%又高了0.1个百分点。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.1", cmp: "approx" }),
  ]),
  // valuation
  c("t", A, "bull", "valuation", "按2025年归母净利1347.78亿元测算，现价对应PE约8倍，保险龙头的估值仍很低。", [
    V("net_profit", "2025", "1347.78"),
    MCNOW("2025", "8", "approx"),
  ]),
  c(
    "f",
    A,
    "bull",
    "valuation",
    "当前市值对应2025年PE仅约4倍，已经跌出了地板价。",
    [MCNOW("2025", "4", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约8.0倍" },
  ),
  c("t", A, "fV", "valuation", "2025年7月初平安PB约1.12倍，隐含每股净资产约50.5元，市值约1.03万亿元。", [
    SNAP("pb", "1.12", "x", "eq"),
    SNAPDIV("pb", "50.5", "approx"),
    SNAP("marketCap", "1.03", "万亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "去年7月初PB只有0.112倍，净资产打一折交易，显著低估。",
    [SNAP("pb", "0.112", "x", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "PB 1.12" },
  ),
  c("u", A, "fV", "undecidable", "平安当前股息率约5.5%，高于十年国债收益率三个百分点以上。", [
    U("股息率与国债收益率：每股分红与利率未存储"),
  ]),
  // technical
  c("t", A, "tT", "technical", "收盘59.37元，站上5日、20日和250日均线，但仍压在60日线61.25元下方。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(20, "above"),
    MA(250, "above"),
    MA(60, "value", { v: "61.25" }),
    MA(60, "below"),
  ]),
  c("t", A, "tT", "technical", "MACD于4月7日在零轴下方金叉，DIF约-0.35，仍处弱势区内的修复。", [
    MACD("golden_cross", 20),
    MACD("dif_below_zero"),
    MACD("dif_value", undefined, { v: "-0.35", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD在4月下旬形成死叉，DIF已跌破DEA，反弹结束。",
    [MACD("death_cross", 20, { err: "technical" }), MACD("dif_below_dea", undefined, { err: "technical" })],
    { err: "technical", note: "4月7日金叉，DIF>DEA" },
  ),
  c("t", A, "bear", "technical", "从2月9日68.7元的收盘高点算起回撤约13.6%，60日线和120日线空头排列。", [
    DD(60, { v: "-13.6", cmp: "approx" }),
    HILO("max", "2026-02-01", { v: "68.7" }),
    MAORDER([60, 120], "bear"),
  ]),
  c("t", A, "bull", "technical", "4月上涨约4.6%，收复了3月约10%跌幅中的一部分，RSI回到53附近。", [
    MRET("2026-04", { v: "4.6", cmp: "approx" }),
    MRET("2026-03", { v: "-10", cmp: "approx" }),
    RSI("53", "approx"),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "今年以来平安股价上涨约12.8%，涨幅已透支全年利润增速。",
    [RET("2025-12-31", { v: "12.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "年内-13.20%；+12.76%是自2024年末" },
  ),
  c("t", A, "bear", "technical", "年初至今下跌约13.2%，较52周高点74.88元仍低了两成以上。", [
    RET("2025-12-31", { v: "-13.2", cmp: "approx" }),
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-20", cmp: "lt" }),
  ]),
  c("t", A, "bull", "technical", "近250个交易日上涨17.7%，较52周低点50.55元高出约17%。", [
    RET(250, { v: "17.7" }),
    LO52({ cond: "level", v: "50.55" }),
    LO52({ v: "17", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日成交量较前20日放大约三成，资金明显回流。",
    [VOLR({ v: "1.3", cmp: "approx", err: "technical" })],
    { err: "technical", note: "0.956倍，缩量" },
  ),
  c("t", A, "tS", "technical", "近20日均量只有前20日的0.96倍左右，缩量反弹，跟风盘并不踊跃。", [
    VOLR({ v: "0.96", cmp: "approx" }),
    VOL("shrink"),
    RET(20, { dir: "up" }),
  ]),
  c("u", A, "tS", "undecidable", "4月融资余额增加了15亿元，杠杆资金在抄底平安。", [U("融资余额：未存储")]),
  // announcements
  c("t", A, "tN", "announcement", "3月27日公司发布2025年年度利润分配方案公告，全年分红安排落地。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度利润分配方案" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "平安在2026年3月公告新一轮A股回购计划，上限达100亿元。",
    [EV("repurchase", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("t", A, "tN", "announcement", "2025年9月3日公司公告已实施回购股份注销，股本相应减少。", [
    EV("repurchase", true, { from: "2025-09-03", to: "2025-09-03", title: "注销" }),
  ]),
  c("u", A, "tN", "undecidable", "平安发布新一期核心人员持股计划，覆盖员工逾万人。", [U("平安的激励类公告未收录")]),
  c("u", A, "tN", "undecidable", "大股东一季度增持平安A股约2亿股。", [U("增持：公告不决定")]),
  c("t", A, "tN", "announcement", "2025年以来公司共发布3份与回购相关的公告，集中在注销已回购股份。", [
    EVN("repurchase", "2025-01-01", { v: "3" }),
    EVN("repurchase", "2025-01-01", { title: "注销", v: "3" }),
  ]),
  // findebate
  c("t", A, "fE", "annual", "2025年营收增2.1%、利润增6.5%，利润增速快于营收约4.4个百分点，经营杠杆显现。", [
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    H.GDIFF(
      { metric: "net_profit", period: "2025" },
      { metric: "revenue", period: "2025" },
      { v: "4.4", cmp: "approx" },
    ),
  ]),
  c("t", A, "fR", "annual", "2023年营收9137.89亿元是近五年低点，之后两年回升，但利润的恢复快于收入。", [
    V("revenue", "2023", "9137.89"),
    MIN("revenue", "2023", ["2021", "2022", "2023", "2024", "2025"]),
    UP("revenue", ["2023", "2024", "2025"]),
    H.GDIFF(
      { metric: "net_profit", period: "2025", base: "2023" },
      { metric: "revenue", period: "2025", base: "2023" },
      { dir: "up" },
    ),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "2021至2023年归母净利润连续三年下降，2023年才见底。",
    [DOWN("net_profit", ["2020", "2021", "2022", "2023"], { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2022年837.74亿为底，2023年856.65亿已回升" },
  ),
  c("t", A, "fQ", "annual", "2021、2022两年归母净利分别下降约29%和18%，到2022年只剩837.74亿元。", [
    G("net_profit", "2021", { v: "-29", cmp: "approx" }),
    G("net_profit", "2022", { v: "-18", cmp: "approx" }),
    V("net_profit", "2022", "837.74"),
  ]),
  c("t", A, "fL", "annual", "裁定：利润连续三年回升、负债率属行业常态，但利润仍未回到2019年高点，维持持有。", [
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
    IND("high_debt_is_normal"),
    PAIR2("2025", "2019", "lt"),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "合成结论：2025年分配股利及偿付利息现金771.46亿元，较2024年减少约3%。",
    [
      V("dividends_interest_paid", "2025", "771.46"),
      G("dividends_interest_paid", "2025", { v: "-3", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "746.69→771.46，+3.3%" },
  ),
  c("t", A, "tB", "annual", "资本开支83.55亿元相对6586亿元的经营现金流微不足道，自由现金流约6503亿元。", [
    V("capex", "2025", "83.55"),
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "6503", cmp: "approx" },
    ),
  ]),
  c("t", A, "tM", "valuation", "PE约8倍、PB约1.1倍，利润恢复+6.5%，给出增持建议。", [
    MCNOW("2025", "8", "approx"),
    SNAP("pb", "1.1", "x", "approx"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "股价自年初以来已连续站稳250日线，趋势无忧。",
    [H.MAHOLD(250, 60, "above", { err: "overstatement" })],
    { err: "overstatement", note: "4月下旬多次跌回250日线下方" },
  ),
  c("t", A, "tC", "technical", "股价4月29日才重新站上250日线，站稳尚待确认，仓位不宜激进。", [
    MAX_CROSS(250, "up", 2),
    MA(250, "above"),
  ]),
  c("t", A, "tNe", "technical", "股价处于52周区间约36%的位置，RSI约54，多空均无极端信号。", [
    POS52({ v: "36", cmp: "approx" }),
    RSI("54", "approx"),
  ]),
  c("u", A, "tP", "undecidable", "若平安跌回55元以下则止损，目标价70元。", [U("目标价与止损计划")]),
  c("t", A, "vF", "annual", "归母净利增6.5%至1347.78亿元，经营现金流增72%，负债率89.80%合乎行业。", [
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    V("net_profit", "2025", "1347.78"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "收盘59.37元已跌破20日均线，短线转弱。",
    [CLOSE("59.37"), MA(20, "below", { err: "technical" })],
    { err: "technical", note: "MA20 58.22，收盘在上方" },
  ),
  c("u", A, "vN", "undecidable", "监管拟放宽险资权益投资比例上限，利好平安。", [U("政策消息：未存储")]),
];

function PAIR2(p, p2, mode) {
  return H.PAIR("net_profit", p, "601318", { period2: p2, mode });
}
