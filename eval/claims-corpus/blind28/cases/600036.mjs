// 招商银行: FY2019-2025 annual, cumulative quarters 2024H1..2026Q1 (东方财富主要指标), bars 2024-01-02..2026-04-30,
// annual-report notices only (to the FY2024 report). Mostly 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, PE, SNAP, IND, U } = H;
const { CAGR, GDIFF, BAR, QOQ, PSUM, POS52, MCNOW, SNAPDIV, SPAN, MRET, VOLR, BRK, MAHOLD, LIN, PAIR, READ, RANK } = H;
const c = H.maker("b28-zs", "600036");
const A = "2026-04-30";
const NP = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- annual ----
  c("t", A, "bull", "annual", "招行2025年归母净利润1501.81亿元，同比增长1.21%，已连续六年保持正增长。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21" }),
    UP("net_profit", NP),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营业总收入3375.32亿元，同比下降约0.5%，收入端仍在收缩。",
    [
      V("revenue", "2025", "3375.32"),
      G("revenue", "2025", { v: "-0.5", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025年同比+0.01%；-0.48%是2024年的增速" },
  ),
  c("t", A, "fE", "annual", "营业总收入从2024年的3374.88亿元微增至3375.32亿元，增幅不足0.1%，基本持平。", [
    V("revenue", "2024", "3374.88"),
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { v: "0.1", cmp: "lt", dir: "up", size: "基本持平" }),
  ]),
  c("t", A, "bear", "annual", "与2022年3447.83亿元的收入高点相比，2025年营收仍少了约72亿元，三年都没能收复。", [
    V("revenue", "2022", "3447.83"),
    D("revenue", "2025", { base: "2022", v: "-72", cmp: "approx" }),
    MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润同比增长12.1%至1501.81亿元，盈利增速重回两位数。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { v: "12.1", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际+1.21%，小数点错位" },
  ),
  c(
    "t",
    A,
    "fE",
    "annual",
    "扣非归母净利润1500.07亿元，同比+1.35%，与归母口径仅差1.7亿元左右，非经常性损益几可忽略。",
    [
      V("deducted_net_profit", "2025", "1500.07"),
      G("deducted_net_profit", "2025", { v: "1.35" }),
      LIN(
        [
          ["net_profit", 1],
          ["deducted_net_profit", -1],
        ],
        "2025",
        { v: "1.7", cmp: "approx" },
      ),
    ],
  ),
  c("t", A, "fR", "annual", "加权ROE 13.44%，比2024年的14.49%低了1.05个百分点，资本回报在缓慢走低。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年ROE为13.44%，较上年下降1.05个百分点，相对降幅接近两成。",
    [PP("roe", "2025", { v: "-1.05" }), G("roe", "2025", { v: "-20", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "相对降幅约7.2%" },
  ),
  c("t", A, "bull", "industry", "90.20%的资产负债率对银行而言是常态，不能拿工业企业的杠杆标准去套招行。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "bear",
    "industry",
    "资产负债率高达90.20%，比上年又升了0.35个百分点，杠杆已到危险区，偿债压力不容小觑。",
    [
      V("debt_ratio", "2025", "90.20", "%"),
      PP("debt_ratio", "2025", { v: "0.35" }),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense" },
  ),
  c("t", A, "fE", "annual", "总资产首次站上13万亿元，2025年末达130705.23亿元，同比扩张7.56%。", [
    V("total_assets", "2025", "130705.23"),
    V("total_assets", "2024", "13", "万亿", "lt"),
    G("total_assets", "2025", { v: "7.56" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年末总资产约13.07万亿元，扩表速度较2024年的10.19%进一步加快。",
    [
      V("total_assets", "2025", "13.07", "万亿"),
      G("total_assets", "2024", { v: "10.19" }),
      GDIFF(
        { metric: "total_assets", period: "2025" },
        { metric: "total_assets", period: "2024" },
        { dir: "up", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "2025年增速7.56%，放缓" },
  ),
  c("t", A, "tF", "annual", "基本每股收益5.70元，只比上年的5.66元多出4分钱。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("basic_eps", "2024", "5.66", "元"),
    D("basic_eps", "2025", { v: "0.04", u: "元" }),
  ]),
  c("t", A, "bear", "annual", "经营现金流净额4514.57亿元，同比仅增0.99%，离2022年5701.43亿元的峰值还远。", [
    V("operating_cash_flow", "2022", "5701.43"),
    V("operating_cash_flow", "2025", "4514.57"),
    G("operating_cash_flow", "2025", { v: "0.99" }),
    MAX("operating_cash_flow", "2022", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年经营活动现金流净额4514.57亿元，较2023年回落约两成。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      G("operating_cash_flow", "2025", { base: "2023", v: "-20", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2022年-20.8%；较2023年+26.2%" },
  ),
  c("t", A, "fR", "annual", "不过要看到，经营现金流4514.57亿元较2022年峰值仍回落约两成，并不算宽裕。", [
    V("operating_cash_flow", "2025", "4514.57"),
    G("operating_cash_flow", "2025", { base: "2022", v: "-20", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "归母净利润四年复合增速约5.8%：2021年1199.22亿元，2025年1501.81亿元。", [
    V("net_profit", "2025", "1501.81"),
    V("net_profit", "2021", "1199.22"),
    CAGR("net_profit", "2021", "2025", { v: "5.8", cmp: "approx" }),
  ]),
  c("t", A, "bear", "annual", "利润增速已连续四年放缓：2022年15.08%、2023年6.22%、2024年1.22%、2025年1.21%。", [
    G("net_profit", "2022", { v: "15.08" }),
    G("net_profit", "2023", { v: "6.22" }),
    G("net_profit", "2024", { v: "1.22" }),
    G("net_profit", "2025", { v: "1.21" }),
    GDIFF({ metric: "net_profit", period: "2022" }, { metric: "net_profit", period: "2021" }, { dir: "down" }),
  ]),
  c("t", A, "fSy", "annual", "净利率44.77%，比2024年高约0.46个百分点，自2021年的36.48%起逐年抬升。", [
    V("net_margin", "2025", "44.77", "%"),
    PP("net_margin", "2025", { v: "0.46" }),
    V("net_margin", "2021", "36.48", "%"),
    UP("net_margin", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "与2021年相比，净利率下降了逾8个百分点，盈利能力明显弱化。",
    [PP("net_margin", "2025", { base: "2021", v: "-8", cmp: "gt", dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "净利率升8.29个百分点" },
  ),
  c("t", A, "fR", "annual", "资本开支281.41亿元，同比减少约19%，为2022年以来最低。", [
    V("capex", "2025", "281.41"),
    G("capex", "2025", { v: "-19", cmp: "approx" }),
    MIN("capex", "2025", ["2022", "2023", "2024", "2025"]),
  ]),
  c("t", A, "tF", "annual", "分配股利、利润或偿付利息支付的现金617.52亿元，连续第二年超过600亿元。", [
    V("dividends_interest_paid", "2025", "617.52"),
    V("dividends_interest_paid", "2024", "600", "亿", "gt"),
    V("dividends_interest_paid", "2023", "600", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "商誉99.54亿元，较上年大幅减值约一成，并购资产的质量需要打个问号。",
    [V("goodwill", "2025", "99.54"), G("goodwill", "2025", { v: "-10", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "商誉与2024年持平" },
  ),
  c("t", A, "tN", "annual", "2023至2025年末商誉均为99.54亿元，三年没有一分钱减值。", [
    V("goodwill", "2023", "99.54"),
    V("goodwill", "2024", "99.54"),
    V("goodwill", "2025", "99.54"),
  ]),
  c("t", A, "fT", "annual", "投资活动现金净流出3249.20亿元，约相当于经营现金流净额的七成。", [
    V("investing_cash_flow", "2025", "-3249.20"),
    PSUM([["investing_cash_flow", "2025", -1]], { over: ["operating_cash_flow", "2025"], v: "0.7", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "vF",
    "annual",
    "从基本面看，营收3375.32亿元、归母净利润1501.81亿元、净利率44.77%，盈利底盘稳固，我投看多。",
    [V("revenue", "2025", "3375.32"), V("net_profit", "2025", "1501.81"), V("net_margin", "2025", "44.77", "%")],
  ),
  c(
    "f",
    A,
    "vF",
    "annual",
    "基本面：营收已连续三年下滑，2025年降幅扩大到1.6%，投看空。",
    [
      G("revenue", "2025", { v: "-1.6", cmp: "approx", err: "wrong_period" }),
      H.DOWN("revenue", ["2022", "2023", "2024", "2025"], { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "-1.64%是2023年的降幅，2025年+0.01%" },
  ),
  c("t", A, "tB", "annual", "归母净利润比2019年的928.67亿元多出570多亿元，六年累计增长超六成。", [
    V("net_profit", "2019", "928.67"),
    D("net_profit", "2025", { base: "2019", ...H.IN("570", "580") }),
    G("net_profit", "2025", { base: "2019", v: "60", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年净利润1501.81亿元，是2019年的两倍有余，六年实现翻倍。",
    [H.X("net_profit", "2025", "2019", { v: "2", cmp: "gt", err: "overstatement" })],
    { err: "overstatement", note: "1.62倍" },
  ),
  c("t", A, "fQ", "annual", "负债总额117896.24亿元，同比增7.98%，快于总资产7.56%的增速，杠杆略有抬升。", [
    V("total_liabilities", "2025", "117896.24"),
    G("total_liabilities", "2025", { v: "7.98" }),
    G("total_assets", "2025", { v: "7.56" }),
    PP("debt_ratio", "2025", { dir: "up" }),
  ]),
  c("t", A, "fL", "annual", "综合看，收入持平、利润+1.21%、ROE降至13.44%，招行处在“稳而不增”的阶段。", [
    G("revenue", "2025", { size: "基本持平" }),
    G("net_profit", "2025", { v: "1.21" }),
    V("roe", "2025", "13.44", "%"),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "综合判断：2025年净利润1501.81亿元，增速1.21%，较2024年的12.2%明显放缓。",
    [G("net_profit", "2025", { v: "1.21" }), G("net_profit", "2024", { v: "12.2", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "2024年增速1.22%" },
  ),

  // ---- quarterly ----
  c("t", A, "fE", "quarterly", "2026年一季度营收869.40亿元，同比增长3.81%，比2025年全年的增速高出3.8个百分点。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.81" }),
    GDIFF({ metric: "revenue", period: "2026Q1" }, { metric: "revenue", period: "2025" }, { v: "3.8", cmp: "approx" }),
  ]),
  c("t", A, "bull", "quarterly", "一季度归母净利润378.52亿元、同比+1.52%，营收增速跑赢利润增速，量的修复先于利润。", [
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
    GDIFF({ metric: "revenue", period: "2026Q1" }, { metric: "net_profit", period: "2026Q1" }, { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2026Q1归母净利润378.52亿元，同比下滑1.52%，开年即告负增长。",
    [
      V("net_profit", "2026Q1", "378.52"),
      G("net_profit", "2026Q1", { v: "-1.52", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction" },
  ),
  c("t", A, "fR", "quarterly", "一季度净利率43.76%，低于上年同期的44.79%，回落约1个百分点。", [
    V("net_margin", "2026Q1", "43.76", "%"),
    V("net_margin", "2025Q1", "44.79", "%"),
    PP("net_margin", "2026Q1", { v: "-1", cmp: "approx", dir: "down" }),
  ]),
  c("t", A, "fE", "quarterly", "一季度经营现金流净额1258.49亿元，同比多出约308亿元，增幅超三成。", [
    V("operating_cash_flow", "2026Q1", "1258.49"),
    D("operating_cash_flow", "2026Q1", { v: "308", cmp: "approx" }),
    G("operating_cash_flow", "2026Q1", { v: "30", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2026年一季度经营现金流1258.49亿元，环比增长32.44%，现金创造能力继续改善。",
    [
      V("operating_cash_flow", "2026Q1", "1258.49"),
      QOQ("operating_cash_flow", "2026Q1", "2025S4", { v: "32.44", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "32.44%是同比；环比2025年四季度单季-54%" },
  ),
  c("t", A, "tF", "quarterly", "单季看，2025年四季度归母净利润364.09亿元，同比+3.41%，快于三季度1.04%的增速。", [
    V("net_profit", "2025S4", "364.09"),
    G("net_profit", "2025S4", { v: "3.41" }),
    G("net_profit", "2025S3", { v: "1.04" }),
  ]),
  c("t", A, "fQ", "quarterly", "四季度单季利润约364亿元，环比三季度的388.42亿元少了6%左右，年末一季有所回落。", [
    V("net_profit", "2025S4", "364", "亿", "approx"),
    V("net_profit", "2025S3", "388.42"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-6", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "quarterly", "2025年下半年归母净利润约752.5亿元，略多于上半年的749.30亿元，全年节奏均衡。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "752.5", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "749.30"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -2],
      ],
      { v: "0", cmp: "gt" },
    ),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "前三季度归母净利润1137.72亿元，同比增长5.2%，利润增速有所加快。",
    [
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "5.2", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际+0.52%" },
  ),
  c(
    "t",
    A,
    "tF",
    "quarterly",
    "前三季度营收2514.20亿元、同比-0.51%，全年最终以+0.01%勉强转正，四季度单季同比+1.57%是关键。",
    [
      V("revenue", "2025M9", "2514.20"),
      G("revenue", "2025M9", { v: "-0.51" }),
      G("revenue", "2025", { v: "0.01" }),
      G("revenue", "2025S4", { v: "1.57" }),
    ],
  ),
  c("t", A, "fT", "quarterly", "一季度末每股净资产44.90元，较2025年末的43.43元又增加了1.47元。", [
    V("bps", "2026Q1", "44.90", "元"),
    V("bps", "2025", "43.43", "元"),
    D("bps", "2026Q1", { base: "2025", v: "1.47", u: "元" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度ROE仅3.37%，较上年同期3.53%下滑近5个百分点。",
    [V("roe", "2026Q1", "3.37", "%"), PP("roe", "2026Q1", { v: "-5", cmp: "near", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "降0.16个百分点，相对降幅约4.5%，百分比与百分点混用" },
  ),

  // ---- technical ----
  c("t", A, "tT", "technical", "短期均线自上而下依次为20日、10日、5日，空头排列，收盘38.27元，短线趋势偏弱。", [
    CLOSE("38.27"),
    MAORDER([5, 10, 20], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价38.27元仍站在250日均线之上，长期趋势向上未变。",
    [CLOSE("38.27"), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "MA250约42.15元" },
  ),
  c("t", A, "fM", "technical", "DIF在4月27日跌破DEA后已降至零轴以下，RSI约36，动能偏空。", [
    MACD("death_cross", 4),
    MACD("dif_below_zero"),
    RSI("36", "approx"),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "超卖信号出现：14日RSI只有26左右，短线反弹一触即发。",
    [RSI("26", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14约36.1" },
  ),
  c("t", A, "tT", "technical", "52周高低点分别是48.55元和37.31元，现价较高点回撤超两成，离低点只剩2.6%左右。", [
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-20", cmp: "lt" }),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "股价处于52周区间的中上部，相对位置约六成，筹码结构健康。",
    [POS52({ v: "60", cmp: "approx", err: "technical" })],
    { err: "technical", note: "52周位置约8.5%" },
  ),
  c("t", A, "bear", "technical", "4月29日放量下跌2.78%，成交量约为前一日的3.8倍，抛压集中释放。", [
    BAR("2026-04-29", "chg", { v: "-2.78" }),
    BAR("2026-04-29", "volx", { v: "3.8", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "收盘价已低于此前20个交易日的每一个收盘价，创近一个月新低。", [BRK(20, "down")]),
  c("t", A, "bear", "technical", "从2025年末的42.10元跌到38.27元，招行今年以来已回落约9.1%。", [
    SPAN("2025-12-31", { v: "-9.1", cmp: "approx" }),
    CLOSE("42.10", "eq", { date: "2025-12-31" }),
    CLOSE("38.27"),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "年初以来股价逆势上涨约9%，银行股的防御属性凸显。",
    [SPAN("2025-12-31", { v: "9", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年内-9.10%" },
  ),
  c("t", A, "tS", "technical", "近20日均量比前20日放大约一成，价格却走低，属于放量下行。", [
    VOLR({ v: "1.1", cmp: "approx" }),
    RET(20, { dir: "down" }),
  ]),
  c("t", A, "fM", "technical", "近250个交易日累计下跌约10.5%，而近60个交易日几乎原地踏步（+0.45%）。", [
    RET(250, { v: "-10.5", cmp: "approx" }),
    RET(60, { v: "0.45" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "中期看，招行收盘价依旧守住了60日均线，回调空间有限。",
    [MA(60, "above", { err: "technical" })],
    {
      err: "technical",
      note: "MA60约39.25元，收盘38.27元",
    },
  ),
  c("t", A, "vT", "technical", "技术面：4月单月下跌约2.7%，收于38.27元，最近两个交易日都收在5日均线下方，投看空。", [
    CLOSE("38.27"),
    MRET("2026-04", { v: "-2.7", cmp: "approx" }),
    MAHOLD(5, 2, "below"),
  ]),

  // ---- valuation ----
  c("t", A, "fV", "valuation", "以4月30日收盘价和2025年每股收益5.70元计，静态市盈率只有约6.7倍。", [
    V("basic_eps", "2025", "5.70", "元"),
    PE("2025", "6.7"),
  ]),
  c("t", A, "fV", "valuation", "市净率约0.88倍（38.27元对每股净资产43.43元），依旧破净。", [
    CLOSE("38.27"),
    PE("2025", "0.88", "approx", { per: "bps" }),
    V("bps", "2025", "43.43", "元"),
    PE("2025", "1", "lt", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按一季度末每股净资产44.90元算，当前PB约1.2倍，股价已回到净资产之上。",
    [V("bps", "2026Q1", "44.90", "元"), PE("2026Q1", "1.2", "approx", { per: "bps", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "PB约0.85倍" },
  ),
  c("t", A, "tF", "valuation", "每股净资产约40.6元——由去年7月初1.16倍的市净率倒推而来。", [
    SNAP("pb", "1.16", "x", "eq"),
    SNAPDIV("pb", "40.6"),
  ]),
  c("t", A, "fV", "valuation", "按最新收盘价测算，市值约为2025年归母净利润的6.4倍。", [MCNOW("2025", "6.4")]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "滚动市盈率已升到9.6倍左右，招行的估值不再便宜。",
    [MCNOW("2026Q1TTM", "9.6", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "TTM PE约6.4倍" },
  ),

  // ---- announcement ----
  c("t", A, "tN", "announcement", "招行2025年3月26日已披露2024年年报，当年归母净利润1483.91亿元。", [
    EV("annual_report", true, { from: "2025-03-26", title: "2024年" }),
    V("net_profit", "2024", "1483.91"),
  ]),
  c("u", A, "tN", "announcement", "招行近期公告拟启动A股回购，或对股价形成一定支撑。", [
    U("公告源只收招行年报，回购公告无法核验"),
  ]),

  // ---- undecidable ----
  c("u", A, "fR", "undecidable", "2025年净息差已跌破1.9%，不良率则稳在0.95%附近，资产质量好于同业。", [
    U("净息差、不良率不在数据中"),
  ]),
  c("u", A, "bull", "undecidable", "归母净利润1501.81亿元、同比+1.21%，零售AUM突破16万亿元才是利润的压舱石。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21" }),
    U("AUM不在数据中"),
  ]),
  c("u", A, "fM", "undecidable", "若降息周期延续，2026年招行净利润可能转为负增长。", [U("预测")]),
  c("u", A, "tB", "undecidable", "2020至2025年归母净利润年复合增速约9.1%，在股份行里仍属第一梯队。", [
    CAGR("net_profit", "2020", "2025", { v: "9.1", cmp: "approx" }),
    U("股份行同业不在样本中"),
  ]),
];
