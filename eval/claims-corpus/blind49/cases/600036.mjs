// 招商银行 on 2026-04-30: FY2025 and 2026Q1 public (东方财富主要指标); bars from 2024-01-02; notices are annual reports only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ, PSUM } = H;
const { POS52, MCNOW, X, RANK, READ, HILO, MRET, BRK, PE, IND, WEEKS, SPAN, MAHOLD, BIAS, MAX_CROSS, IN } = H;
const c = H.maker("b49-zs", "600036");
const A = "2026-04-30";

export default [
  c("t", A, "bull", "annual", "2025年归母净利润1501.81亿元，首次跨过1500亿，同比+1.2%，利润已连续六年正增长。", [
    V("net_profit", "2025", "1501.81"),
    V("net_profit", "2024", "1500", "亿", "lt"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润1501.81亿元，同比增速回升到6.2%，息差企稳后利润弹性开始释放。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { v: "6.2", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "6.22%是2023年增速；2025年+1.21%" },
  ),
  c("t", A, "bear", "annual", "营业总收入3375.3亿元，与2024年的3374.9亿几乎一模一样，仍低于2022年3447.8亿的高点。", [
    V("revenue", "2025", "3375.3"),
    V("revenue", "2024", "3374.9"),
    G("revenue", "2025", { size: "基本持平" }),
    V("revenue", "2022", "3447.8"),
    MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "招行营收连续三年负增长：2023、2024、2025年依次下滑，2025年仅3375亿元。",
    [
      V("revenue", "2025", "3375", "亿", "approx"),
      H.DOWN("revenue", ["2022", "2023", "2024", "2025"], { err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025年较2024年微增0.01%" },
  ),
  c("t", A, "fE", "quarterly", "一季度营收869.4亿、同比增3.8%，归母净利378.5亿、增1.5%，收入增速快于利润。", [
    V("revenue", "2026Q1", "869.4"),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "378.5"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    H.GDIFF({ metric: "revenue", period: "2026Q1" }, { metric: "net_profit", period: "2026Q1" }, { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "今年一季度归母净利378.5亿元，同比下降1.5%，利润端已经开始负增长。",
    [
      V("net_profit", "2026Q1", "378.5"),
      G("net_profit", "2026Q1", { v: "-1.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+1.52%" },
  ),
  c("t", A, "tF", "quarterly", "去年四季度单季归母净利364.1亿元，同比增长3.4%，是全年四个季度里增速最快的一季。", [
    V("net_profit", "2025S4", "364.1"),
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
    G("net_profit", "2025S3", { v: "3.4", cmp: "lt" }),
    G("net_profit", "2025Q1", { v: "3.4", cmp: "lt" }),
    G("net_profit", "2025S2", { v: "3.4", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "quarterly",
    "2025年前三季度营收2514.2亿元，同比增长0.5%，降幅已经转正。",
    [
      V("revenue", "2025M9", "2514.2"),
      G("revenue", "2025M9", { v: "0.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "前三季度营收-0.51%，+0.52%是归母净利" },
  ),
  c("t", A, "tC", "annual", "加权ROE从14.49%降到13.44%，少了约1.05个百分点，盈利能力在缓慢下台阶。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "资产负债率90.2%，远高于一般企业50%-60%的安全线，杠杆风险不容忽视。",
    [V("debt_ratio", "2025", "90.2", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约90%属行业常态" },
  ),
  c("t", A, "tNe", "industry", "90.43%的资产负债率放在银行业是常态，一季度末比年末只多了0.2个百分点左右。", [
    V("debt_ratio", "2026Q1", "90.43", "%"),
    IND("high_debt_is_normal"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.2", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "按2025年每股收益5.70元和收盘价38.27元算，静态市盈率仅约6.7倍，每股净资产43.43元。", [
    V("basic_eps", "2025", "5.70", "元"),
    CLOSE("38.27"),
    PE("2025", "6.7"),
    V("bps", "2025", "43.43", "元"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "股价38.27元对应2025年末每股净资产，市净率约1.1倍，破净空间已经不大。",
    [CLOSE("38.27"), PE("2025", "1.1", "approx", { per: "bps", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "PB=38.27/43.43=0.88，已破净" },
  ),
  c("t", A, "tB", "valuation", "一季度末每股净资产44.90元，较年末的43.43元又增加了约1.5元，股价却只有38.27元。", [
    V("bps", "2026Q1", "44.90", "元"),
    V("bps", "2025", "43.43", "元"),
    D("bps", "2026Q1", { base: "2025", u: "元", v: "1.5", cmp: "approx" }),
    CLOSE("38.27"),
  ]),
  c("t", A, "tP", "annual", "基本每股收益5.66元→5.70元，总资产扩张7.6%至13.07万亿，规模增长比利润快得多。", [
    V("basic_eps", "2024", "5.66", "元"),
    V("basic_eps", "2025", "5.70", "元"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    V("total_assets", "2025", "13.07", "万亿"),
    H.GDIFF(
      { metric: "total_assets", period: "2025" },
      { metric: "net_profit", period: "2025" },
      { v: "5", cmp: "gt" },
    ),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营活动现金流净额4514.6亿元，较上年大增约两成，流动性非常宽裕。",
    [
      V("operating_cash_flow", "2025", "4514.6"),
      G("operating_cash_flow", "2025", { v: "20", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+0.99%" },
  ),
  c("t", A, "fSy", "annual", "净利率44.77%，较2021年的36.48%抬升约8.3个百分点，收入转化为利润的效率明显提高。", [
    V("net_margin", "2025", "44.77", "%"),
    V("net_margin", "2021", "36.48", "%"),
    PP("net_margin", "2025", { base: "2021", v: "8.3", cmp: "approx" }),
  ]),
  // technicals
  c("t", A, "tT", "technical", "股价38.27元跌破此前20个交易日的全部收盘价，昨日刚收盘下穿60日线，技术面转弱。", [
    CLOSE("38.27"),
    BRK(20, "down"),
    MAX_CROSS(60, "down", 2),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "均线呈5/10/20/60日完美空头排列，收盘38.27元位于所有均线之下。",
    [MAORDER([5, 10, 20, 60], "bear", { err: "technical" }), MA(60, "below"), MA(5, "below")],
    { err: "technical", note: "MA60 39.25 低于 MA20 39.41，排列不完整" },
  ),
  c("t", A, "vT", "technical", "MACD于4月27日再现死叉，DIF约-0.12，RSI14降至36附近，短线动能偏弱。", [
    MACD("death_cross", 5),
    MACD("dif_value", null, { v: "-0.12", cmp: "approx" }),
    RSI("36", "approx"),
  ]),
  c("t", A, "tS", "technical", "距52周高点48.55元回撤逾两成，现价离52周低点37.31元只剩约2.6%。", [
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-20", cmp: "lt", u: "%" }),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "2.6", cmp: "approx", u: "%" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "年初至今股价仅小跌约2.6%，防御属性凸显。",
    [RET("2025-12-31", { v: "-2.6", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-2.62%是自2024年末起算；自2025年末起-9.10%" },
  ),
  c("t", A, "tTr", "technical", "周线连跌两周，近20个交易日持续运行在年线下方，4月份月度跌幅约2.7%。", [
    WEEKS(2, "down"),
    MAHOLD(250, 20, "below"),
    MRET("2026-04", { v: "-2.7", cmp: "approx" }),
  ]),
  c("t", A, "tM", "technical", "去年7月4日收盘47.07元，到现在已跌去约18.7%，比同期茅台的跌幅更深。", [
    SPAN("2025-07-04", { v: "-18.7", cmp: "approx" }),
    SPAN("2025-07-04", { v: "-12", cmp: "lt" }),
    { ...SPAN("2025-07-04", { v: "-18.7", cmp: "lt" }), t: "600519", v: "-18.7", cmp: "gt" },
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "20日乖离率已到-6%以下，技术上存在强烈的超跌反弹需求。",
    [BIAS(20, { v: "-6", cmp: "lt", err: "technical" })],
    { err: "technical", note: "BIAS20为-2.88%" },
  ),
  // announcements / undecidable
  c("u", A, "tN", "announcement", "招行刚公告了2025年度每10股派现20元的分红方案，股息率超5%。", [
    U("招行公告只收年报；分红方案与股息率无法核验"),
  ]),
  c("u", A, "bear", "undecidable", "净息差跌破1.9%，不良率抬头到1%以上，资产质量拐点已现。", [
    U("净息差、不良率未存储"),
  ]),
  c("u", A, "fS", "undecidable", "招行零售AUM突破16万亿，财富管理手续费收入同比转正。", [U("AUM与手续费收入未存储")]),
  c("u", A, "tA", "undecidable", "2026年一季度净利378.5亿元，按此节奏全年有望达到1550亿。", [
    V("net_profit", "2026Q1", "378.5"),
    U("全年利润预测"),
  ]),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "公告列表里2020至2025年每年3月各有一份年度报告，六年共6份，2024年报在去年3月26日发布。",
    [
      H.EVN("annual_report", "2020-01-01", { v: "6" }),
      EV("annual_report", true, { title: "2024年年度报告", from: "2025-03-26", to: "2025-03-26" }),
    ],
  ),
  c(
    "f",
    A,
    "vF",
    "annual",
    "归母净利润由2019年的928.7亿增至1501.8亿，六年复合增长率约10%。",
    [
      V("net_profit", "2019", "928.7"),
      V("net_profit", "2025", "1501.8"),
      CAGR("net_profit", "2019", "2025", { v: "10", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "CAGR约8.3%" },
  ),
  c("t", A, "fL", "annual", "利润增速一路放缓：2021年23.2%、2022年15.1%、2023年6.2%，2024和2025年都只有1.2%左右。", [
    G("net_profit", "2021", { v: "23.2", cmp: "approx" }),
    G("net_profit", "2022", { v: "15.1", cmp: "approx" }),
    G("net_profit", "2023", { v: "6.2", cmp: "approx" }),
    G("net_profit", "2024", { v: "1.2", cmp: "approx" }),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
];
