// 招商银行: FY2019-2025, quarters 2024H1..2026Q1, bars 2024-01-02..2026-04-30, annual-report notices only (to 2025-03-26).
// Dates: 2026-04-30 (FY2025 and 2026Q1 public), 2025-10-31, 2025-09-05, 2025-04-30 (FY2024), 2020-05-15 (FY2019, no bars).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ, PSUM } = H;
const { POS52, MCNOW, SNAP, PAIR, READ, IND, RANK, X, LIN, BIAS, SPAN, PE, DD, BRK, GSTREAK, AVG, MAHOLD, SNAPDIV } = H;
const c = H.maker("b22-zs", "600036");
const A = "2026-04-30";
const Q3 = "2025-10-31";
const H1 = "2025-09-05";
const P = "2025-04-30";
const O = "2020-05-15";
const Y = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "2025年营收3375.32亿元，与上年基本持平；归母净利润1501.81亿元，仅增长1.2%。", [
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { size: "基本持平" }),
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润突破1500亿元，同比增长约12%，重回两位数增长通道。",
    [
      V("net_profit", "2025", "1500", "亿", "gt"),
      G("net_profit", "2025", { v: "12", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+1.21%，×10" },
  ),
  c("t", A, "bull", "annual", "归母净利润首次站上1500亿元，且自2019年以来逐年增长，没有一年倒退。", [
    V("net_profit", "2025", "1500", "亿", "gt"),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营收3375亿元，仍是2021年以来的最高水平，收入端韧性十足。",
    [V("revenue", "2025", "3375", "亿", "approx"), MAX("revenue", "2025", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2022年3447.83亿最高" },
  ),
  c("t", A, "fE", "annual", "营收3375亿元，仍低于2022年3447.83亿元的高点，已连续三年在3400亿元上下徘徊。", [
    V("revenue", "2025", "3375", "亿", "approx"),
    MAX("revenue", "2022", Y),
    V("revenue", "2022", "3447.83"),
  ]),
  c("t", A, "fE", "annual", "利润增速一路放缓：2022年约15%，2023年约6%，2024、2025年都只有1%出头。", [
    G("net_profit", "2022", { v: "15", cmp: "approx" }),
    G("net_profit", "2023", { v: "6", cmp: "approx" }),
    GSTREAK("net_profit", ["2024", "2025"], "1", "2"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2023年归母净利润1466.02亿元，同比增长约1.2%，增速自那时起就降到1%附近。",
    [V("net_profit", "2023", "1466.02"), G("net_profit", "2023", { v: "1.2", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "2023年+6.2%；约1.2%是2024/2025年" },
  ),
  c("t", A, "fR", "annual", "ROE由2024年的14.49%降至13.44%，回落约1.05个百分点，较2019年的16.84%更低。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05" }),
    V("roe", "2019", "16.84", "%"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "ROE从14.49%降到13.44%，同比下降约1.05%，幅度不大。",
    [V("roe", "2025", "13.44", "%"), G("roe", "2025", { v: "-1.05", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-1.05个百分点，相对降幅约7.2%" },
  ),
  c("t", A, "fV", "annual", "每股收益5.70元、每股净资产43.43元，按38.27元收盘价计市净率不足0.9倍。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("bps", "2025", "43.43", "元"),
    PE("2025", "0.9", "lt", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "资产负债率高达90.20%，远超一般企业的警戒线，招行的杠杆风险不容忽视。",
    [V("debt_ratio", "2025", "90.20", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行约九成负债率属行业常态" },
  ),
  c("t", A, "fT", "industry", "90.20%的负债率对银行而言属正常水平，与中国平安89.80%相差无几，不能套用工业企业标准。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
    V("debt_ratio", "2025", "89.80", "%", "eq", { t: "601318" }),
  ]),
  c("u", A, "fR", "annual", "净息差降至1.85%左右，仍是压制营收的核心因素。", [U("净息差未存储")]),
  c("u", A, "tC", "annual", "不良贷款率0.93%、拨备覆盖率超400%，资产质量依旧稳健。", [U("不良率、拨备覆盖率未存储")]),
  c("u", A, "tF", "annual", "财富管理手续费收入同比回升一成，零售AUM突破16万亿元。", [U("分业务收入与AUM未存储")]),
  c("t", A, "tF", "annual", "总资产130705.23亿元，约13.07万亿元，同比扩张约7.6%。", [
    V("total_assets", "2025", "130705.23"),
    V("total_assets", "2025", "13.07", "万亿"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "总资产约130.7万亿元，规模仅次于国有大行。",
    [V("total_assets", "2025", "130.7", "万亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "13.07万亿" },
  ),
  c("t", A, "fL", "annual", "净利率44.77%，比上年提高约0.45个百分点，利润率在2021年以来逐年上移。", [
    V("net_margin", "2025", "44.77", "%"),
    PP("net_margin", "2025", { v: "0.45", cmp: "approx" }),
    UP("net_margin", Y),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "经营现金流4514.57亿元，创下2021年以来新高，现金创造能力持续增强。",
    [V("operating_cash_flow", "2025", "4514.57"), MAX("operating_cash_flow", "2025", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2022年5701.43亿最高" },
  ),
  c(
    "t",
    A,
    "tBe",
    "annual",
    "经营现金流4514.57亿元，仍明显低于2022年5701.43亿元的峰值；对银行而言这一指标波动本就很大。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      V("operating_cash_flow", "2022", "5701.43"),
      MAX("operating_cash_flow", "2022", Y),
    ],
  ),
  c(
    "f",
    A,
    "tP",
    "annual",
    "分配股利、利润或偿付利息支付的现金617.52亿元，同比增长约11%。",
    [
      V("dividends_interest_paid", "2025", "617.52"),
      G("dividends_interest_paid", "2025", { v: "11", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "610.31→617.52，+1.18%" },
  ),
  c("t", A, "tP", "annual", "现金流量表中分配股利及偿付利息的现金617.52亿元，比上年多约7亿元。", [
    V("dividends_interest_paid", "2025", "617.52"),
    D("dividends_interest_paid", "2025", { v: "7", cmp: "approx" }),
  ]),
  c("u", A, "tP", "annual", "2025年现金分红率约35%，股息率超过5%，是高股息组合的压舱石。", [U("分红率与股息率未存储")]),
  c("t", A, "fV", "annual", "2021年到2025年归母净利润年均复合增速约5.8%。", [
    CAGR("net_profit", "2021", "2025", { v: "5.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "归母净利润较2021年累计增长约54%，相当于每年复合增长约9%。",
    [
      G("net_profit", "2025", { base: "2021", v: "54", cmp: "approx", err: "wrong_base_year" }),
      CAGR("net_profit", "2021", "2025", { v: "9", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2021年+25.2%、CAGR 5.8%；+54%/约9%是以2020年为基数" },
  ),
  c("t", A, "fS", "annual", "2025年资本开支281.41亿元，同比减少约19%，银行的固定资产投入在收缩。", [
    V("capex", "2025", "281.41"),
    G("capex", "2025", { v: "-19", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "annual", "商誉连续多年停在99.54亿元，基本没有新增并购。", [
    V("goodwill", "2025", "99.54"),
    V("goodwill", "2024", "99.54"),
    V("goodwill", "2023", "99.54"),
  ]),

  // ---- 2026Q1 and single quarters
  c(
    "t",
    A,
    "tF",
    "quarterly",
    "一季报先看利润：归母净利润378.52亿元，比上年同期多赚约5.7亿元（+1.5%）；营收869.40亿元，增3.8%。",
    [
      V("net_profit", "2026Q1", "378.52"),
      D("net_profit", "2026Q1", { v: "5.7", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "1.5" }),
      V("revenue", "2026Q1", "869.40"),
      G("revenue", "2026Q1", { v: "3.8" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度营收同比增长3.8%，归母净利润增速更快，达到约5%。",
    [G("revenue", "2026Q1", { v: "3.8" }), G("net_profit", "2026Q1", { v: "5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "归母+1.52%，慢于营收" },
  ),
  c("t", A, "fQ", "quarterly", "值得注意的是，一季度营收增速（约3.8%）快于利润增速（约1.5%），增收不增利的迹象仍在。", [
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "一季度归母净利润环比2025年四季度增长约4%，单季ROE 3.37%略低于上年同期的3.53%。", [
    QOQ("net_profit", "2026Q1", "2025S4", { v: "4", cmp: "approx" }),
    V("roe", "2026Q1", "3.37", "%"),
    V("roe", "2025Q1", "3.53", "%"),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年四季度单季归母净利润1501.81亿元，同比增长1.2%。",
    [
      V("net_profit", "2025S4", "1501.81", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S4", { v: "1.2", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "全年数；Q4单季364.09亿，+3.4%" },
  ),
  c("t", A, "fE", "quarterly", "四季度单季利润364.09亿元，同比增长3.4%，增速高于三季度的约1%。", [
    V("net_profit", "2025S4", "364.09"),
    G("net_profit", "2025S4", { v: "3.4" }),
    G("net_profit", "2025S3", { v: "1", cmp: "approx" }),
  ]),
  c("t", A, "tC", "quarterly", "一季度末资产负债率90.43%，比年末的90.20%又抬高0.23个百分点。", [
    V("debt_ratio", "2026Q1", "90.43", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.23" }),
  ]),
  c("t", A, "fV", "quarterly", "一季度末每股净资产44.90元，按38.27元收盘价算市净率约0.85倍。", [
    V("bps", "2026Q1", "44.90", "元"),
    CLOSE("38.27"),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
  ]),
  c("t", A, "tM", "quarterly", "下半年营收1675.63亿元，同比小幅增长，较上半年1699.69亿元略低。", [
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -1],
      ],
      { v: "1675.63" },
    ),
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -1],
        ["revenue", "2024", -1],
        ["revenue", "2024H1", 1],
      ],
      { v: "0", cmp: "gt" },
    ),
    V("revenue", "2025H1", "1699.69"),
  ]),
  c(
    "f",
    A,
    "tM",
    "quarterly",
    "近四个季度累计归母净利润约1507亿元，比2025全年多出近40亿元。",
    [
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2026Q1", 1],
          ["net_profit", "2025Q1", -1],
        ],
        { v: "1507", cmp: "approx" },
      ),
      PSUM(
        [
          ["net_profit", "2026Q1", 1],
          ["net_profit", "2025Q1", -1],
        ],
        { v: "40", cmp: "near", err: "wrong_value" },
      ),
    ],
    { err: "wrong_value", note: "TTM 1507.47亿，只多5.66亿" },
  ),
  c("u", A, "tN", "quarterly", "一季度利息净收入同比转正，非息收入则因债市波动下滑。", [U("收入结构未存储")]),
  c("u", A, "fM", "quarterly", "预计二季度单季营收同比增速将提升至5%以上。", [U("预测")]),

  // ---- technicals 2026-04-30
  c("t", A, "tT", "technical", "收盘38.27元，跌破全部主要均线，MA60、MA120、MA250自下而上空头排列。", [
    CLOSE("38.27"),
    MA(5, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
    MAORDER([60, 120, 250], "bear"),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "股价站稳年线42元上方，长期趋势未坏。",
    [MA(250, "value", { v: "42", cmp: "approx" }), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘38.27<MA250 42.15" },
  ),
  c("t", A, "tT", "technical", "MACD于4月27日死叉，DIF已落到零轴下方；RSI14约36，偏弱但未超卖。", [
    MACD("dead_cross", 4),
    MACD("dif_below_zero"),
    RSI("36", "approx"),
    RSI("30", "gt"),
  ]),
  c("f", A, "tS", "technical", "RSI已跌破30进入超卖区，技术性反弹一触即发。", [RSI("30", "lt", { err: "technical" })], {
    err: "technical",
    note: "RSI14 36.06",
  }),
  c("t", A, "tC", "technical", "股价处在52周区间最底部一成以内，较48.55元高点回撤超两成。", [
    POS52({ v: "10", cmp: "lt" }),
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-20", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "收盘价已跌破52周低点37.31元，创出一年新低。",
    [LO52({ cond: "level", v: "37.31" }), LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "收盘38.27高于低点约2.6%" },
  ),
  c("t", A, "tTr", "technical", "收盘价低于此前5个交易日的任何一天，近5日下跌3.87%，距52周低点只剩约2.6%。", [
    BRK(5, "down"),
    RET(5, { v: "-3.87" }),
    LO52({ v: "2.6", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "technical", "年初至今下跌约9.1%，过去一年（250个交易日）累计跌幅逾一成。", [
    SPAN("2025-12-31", { v: "-9.1", cmp: "approx" }),
    RET(250, { v: "-10", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "年初以来股价逆势上涨约9%，防御属性凸显。",
    [SPAN("2025-12-31", { v: "9", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "-9.10%" },
  ),
  c("t", A, "tS", "technical", "近20日均量比前20日放大约10%，下跌中放量，抛压仍在。", [
    VOL("expand"),
    H.VOLR({ v: "1.1", cmp: "approx" }),
    RET(20, { dir: "down" }),
  ]),
  c("u", A, "tS", "technical", "近期险资持续增持招行H股，南向资金单周净买入超20亿港元。", [U("资金流向与H股未存储")]),

  // ---- valuation 2026-04-30
  c("t", A, "fV", "valuation", "按2025年每股收益5.70元计，当前市盈率约6.7倍，市净率约0.88倍。", [
    PE("2025", "6.7", "approx"),
    PE("2025", "0.88", "approx", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "当前市净率约1.16倍，估值已高于净资产，安全边际有限。",
    [PE("2025", "1.16", "approx", { per: "bps", err: "wrong_value" })],
    { err: "wrong_value", note: "1.16倍是2025-07-04快照；现为0.88倍" },
  ),
  c("t", A, "fV", "valuation", "2025年7月4日快照的市净率为1.16倍，总市值约1.19万亿元，此后股价已下跌近两成。", [
    SNAP("pb", "1.16", "x", "eq"),
    SNAP("marketCap", "1.19", "万亿"),
    SPAN("2025-07-04", { v: "-20", cmp: "near" }),
  ]),
  c("t", A, "bull", "valuation", "招行2025年归母净利润1501.81亿元，比中国平安的1347.78亿元多出约154亿元。", [
    V("net_profit", "2025", "1501.81"),
    V("net_profit", "2025", "1347.78", "亿", "eq", { t: "601318" }),
    PAIR("net_profit", "2025", "601318", { mode: "diff", u: "亿", v: "154", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "valuation",
    "招行利润增速跑赢中国平安：2025年归母净利润增长1.2%，平安则同比下滑。",
    [
      G("net_profit", "2025", { v: "1.2" }),
      G("net_profit", "2025", { t: "601318", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "平安2025年+6.5%" },
  ),
  c("u", A, "fV", "valuation", "相比工商银行0.6倍的市净率，招行仍享有明显溢价。", [U("样本外同行")]),

  // ---- announcements (annual reports only)
  c("t", A, "tN", "announcement", "招行于2025年3月26日披露2024年年度报告。", [
    EV("annual_report", true, { from: "2025-03-26", to: "2025-03-26", title: "2024年年度报告" }),
  ]),
  c("u", A, "tN", "announcement", "公司3月底发布2025年年报，并公告每股派息约2元。", [
    U("2025年报公告未采集；派息金额未存储"),
  ]),
  c("u", A, "tBe", "announcement", "4月有大股东公告减持部分A股。", [U("招行仅存年报公告，减持无法核验")]),

  // ---- 2025-10-31
  c(
    "t",
    Q3,
    "fE",
    "quarterly",
    "前三季度收入、利润一降一升：营收2514.20亿元（-0.5%），归母净利润1137.72亿元（+0.5%）。",
    [
      V("revenue", "2025M9", "2514.20"),
      G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }),
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    Q3,
    "bear",
    "quarterly",
    "三季度单季营收814.51亿元，同比下降约2%，收入仍在收缩。",
    [V("revenue", "2025S3", "814.51"), G("revenue", "2025S3", { v: "-2", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "Q3单季+2.1%" },
  ),
  c(
    "t",
    Q3,
    "bull",
    "quarterly",
    "三季度单季营收814.51亿元，同比增长2.1%，营收降幅已从上半年的-1.7%收窄至前三季度的-0.5%。",
    [
      V("revenue", "2025S3", "814.51"),
      G("revenue", "2025S3", { v: "2.1" }),
      G("revenue", "2025H1", { v: "-1.7" }),
      G("revenue", "2025M9", { v: "-0.5" }),
    ],
  ),
  c("t", Q3, "tT", "technical", "10月14日MACD金叉后DIF仍在DEA上方，但股价40.89元低于年线42元。", [
    MACD("golden_cross", 15),
    MACD("dif_above_dea"),
    CLOSE("40.89"),
    MA(250, "below"),
  ]),
  c(
    "f",
    Q3,
    "tT",
    "technical",
    "近60个交易日累计上涨约8%，中期趋势向上。",
    [RET(60, { v: "8", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "-8.07%" },
  ),
  c("u", Q3, "tF", "annual", "2025年全年归母净利润将达到1500亿元以上。", [U("年报在asOf尚未披露")]),

  // ---- 2025-09-05
  c("t", H1, "tF", "quarterly", "上半年营收同比下降1.7%至1699.69亿元，归母净利润749.30亿元仅微增0.3%，增长几乎停滞。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.7" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.3" }),
  ]),
  c(
    "f",
    H1,
    "fE",
    "quarterly",
    "上半年归母净利润749.30亿元，同比增长约2.5%，利润重回正增长。",
    [V("net_profit", "2025H1", "749.30"), G("net_profit", "2025H1", { v: "2.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+0.25%" },
  ),
  c("t", H1, "vT", "technical", "9月4日MACD金叉，但收盘42.76元仍压在MA20、MA60之下，只在年线上方。", [
    MACD("golden_cross", 2),
    CLOSE("42.76"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "above"),
  ]),
  c("t", H1, "tA", "technical", "过去一年股价上涨约27%，较52周低点29.93元已涨四成以上。", [
    RET(250, { v: "27", cmp: "approx" }),
    LO52({ cond: "level", v: "29.93" }),
    LO52({ v: "40", cmp: "gt" }),
  ]),
  c(
    "f",
    H1,
    "tS",
    "technical",
    "近20日成交明显萎缩，量能只有前20日的七成左右。",
    [VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.34，放量" },
  ),
  c("u", H1, "tN", "quarterly", "半年报显示零售客户数突破2亿户，私行客户增长约9%。", [U("客户数未存储")]),

  // ---- 2025-04-30 (FY2024 public)
  c("t", P, "fE", "annual", "2024年报：归母净利润1483.91亿元（+1.2%），营收3374.88亿元反而小降0.5%左右。", [
    V("revenue", "2024", "3374.88"),
    G("revenue", "2024", { v: "-0.5", cmp: "approx" }),
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.2" }),
  ]),
  c(
    "f",
    P,
    "bear",
    "annual",
    "2024年营收连续两年下滑，累计降幅接近一成。",
    [
      H.DOWN("revenue", ["2022", "2023", "2024"]),
      G("revenue", "2024", { base: "2022", v: "-10", cmp: "near", err: "overstatement" }),
    ],
    { err: "overstatement", note: "较2022年-2.1%" },
  ),
  c("t", P, "tBe", "annual", "营收连续两年下滑，2024年较2022年累计减少约73亿元。", [
    H.DOWN("revenue", ["2022", "2023", "2024"]),
    D("revenue", "2024", { base: "2022", v: "-73", cmp: "approx" }),
  ]),
  c("u", P, "fR", "annual", "2025年一季度营收同比下降约3%。", [
    V("revenue", "2025Q1", "837.51"),
    U("2024年一季度未存储"),
  ]),

  // ---- 2020-05-15 (FY2019 public, no bars)
  c("t", O, "tF", "annual", "2019年归母净利润928.67亿元，ROE 16.84%，资产负债率91.67%。", [
    V("net_profit", "2019", "928.67"),
    V("roe", "2019", "16.84", "%"),
    V("debt_ratio", "2019", "91.67", "%"),
  ]),
  c(
    "f",
    O,
    "tF",
    "annual",
    "2019年营收2697.03亿元，归母净利润已突破千亿元。",
    [V("operating_revenue", "2019", "2697.03"), V("net_profit", "2019", "1000", "亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "928.67亿" },
  ),
  c("t", O, "fV", "annual", "2019年末总资产约7.42万亿元，归母净资产6113.01亿元。", [
    V("total_assets", "2019", "7.42", "万亿", "approx"),
    V("parent_equity", "2019", "6113.01"),
  ]),
  c("u", O, "tT", "technical", "股价跌破年线后RSI已到30以下。", [U("2024年前无日线")]),
];
