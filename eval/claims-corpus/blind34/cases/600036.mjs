// 招商银行: FY2019-2025, quarters 2024H1..2026Q1 (东方财富主要指标), bars to 2026-04-30, annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, X, CAGR } = H;
const { IND, SUM, RANK, DD, POS52, SPAN, QOQ, PE, PSUM, READ, SNAP, IN, MAHOLD, SNAPDIV, GSTREAK, PAIR } = H;
const c = H.maker("b34-zs", "600036");
const A = "2026-04-30";
const Y7 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c(
    "t",
    A,
    "bull",
    "annual",
    "2025年招行归母净利润1501.81亿元，同比增长1.2%，首次站上1500亿元台阶，利润已连续六年增长。",
    [
      V("net_profit", "2025", "1501.81"),
      G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
      V("net_profit", "2025", "1500", "亿", "gt"),
      UP("net_profit", Y7),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润同比增长约5%，在利率下行周期里依然保持稳健增长。",
    [G("net_profit", "2025", { v: "5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+1.21%" },
  ),
  c(
    "t",
    A,
    "bear",
    "annual",
    "营业收入3375.32亿元，与上年的3374.88亿元几乎一样，比2022年的3447.83亿元还少了70多亿元。",
    [
      V("revenue", "2025", "3375.32"),
      V("revenue", "2024", "3374.88"),
      G("revenue", "2025", { size: "基本持平" }),
      PAIR("revenue", "2025", undefined, { period2: "2022", mode: "diff", v: "-70", cmp: "lt" }),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营收3375亿元，已连续三年负增长，银行的量价双杀还在延续。",
    [
      V("revenue", "2025", "3375", "亿", "approx"),
      H.DOWN("revenue", ["2022", "2023", "2024", "2025"], { err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2023、2024年下降，2025年+0.01%转正（微增）" },
  ),
  c("t", A, "fE", "annual", "营收2023、2024年连续两年下滑，2025年才以0.01%的微弱增速止跌，基本持平。", [
    H.DOWN("revenue", ["2022", "2023", "2024"]),
    G("revenue", "2025", { v: "0.01", cmp: "approx", size: "基本持平" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "加权ROE从14.49%降到13.44%，下滑约1.05%，盈利能力仍居股份行前列。",
    [
      V("roe", "2025", "13.44", "%"),
      G("roe", "2025", { v: "-1.05", cmp: "approx", err: "wrong_ratio" }),
      U("股份行排名需同业数据"),
    ],
    { err: "wrong_ratio", note: "下降1.05个百分点，百分比为-7.2%" },
  ),
  c("t", A, "fR", "annual", "ROE已从2019年的16.84%降至13.44%，六年少了3.4个百分点，高ROE溢价的逻辑在弱化。", [
    V("roe", "2019", "16.84", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { base: "2019", v: "-3.4", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "总资产13.07万亿元，同比扩张约7.6%，跑赢营收和利润的增速，规模扩张但盈利没有同步。", [
    V("total_assets", "2025", "13.07", "万亿"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    H.GDIFF(
      { metric: "total_assets", period: "2025" },
      { metric: "net_profit", period: "2025" },
      { v: "0", cmp: "gt" },
    ),
    H.GDIFF({ metric: "total_assets", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "0", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年资产规模增速为7.6%，是2022年以来最快的一年。",
    [
      G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
      H.GSTREAK("total_assets", ["2023", "2024"], null, 7.6, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2022年9.6%、2023年8.8%、2024年10.2%都更快" },
  ),
  c(
    "t",
    A,
    "fSy",
    "annual",
    "2019—2025年归母净利润由928.67亿元增至1501.81亿元，年复合增速约8.3%，但近两年只有1%出头。",
    [
      V("net_profit", "2019", "928.67"),
      CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
      G("net_profit", "2024", { v: "1", cmp: "gt" }),
      G("net_profit", "2025", { v: "2", cmp: "lt" }),
    ],
  ),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "归母净利润2021年增速高达23.2%，2022年仍有15.1%，2023年回落到6.2%，2024年仅1.2%，三年下来利润规模几乎原地踏步。",
    [
      G("net_profit", "2021", { v: "23.2", cmp: "approx" }),
      G("net_profit", "2022", { v: "15.1", cmp: "approx" }),
      G("net_profit", "2023", { v: "6.2", cmp: "approx" }),
      G("net_profit", "2024", { v: "1.2", cmp: "approx" }),
      G("net_profit", "2024", { base: "2021", size: "基本持平", err: "overstatement" }),
    ],
    { err: "overstatement", note: "2024年利润较2021年+23.7%，谈不上原地踏步" },
  ),
  c("t", A, "tB", "annual", "基本每股收益5.70元，每股净资产43.43元，较上年的41.46元又增厚约2元。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("bps", "2025", "43.43", "元"),
    D("bps", "2025", { v: "2", cmp: "approx", u: "元" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年每股收益5.70元，较2024年的5.26元增长超过8%。",
    [V("basic_eps", "2025", "5.70", "元"), V("basic_eps", "2024", "5.26", "元", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "5.26元是2022年的EPS，2024年为5.66元" },
  ),
  c(
    "u",
    A,
    "tBe",
    "annual",
    "2025年净利润率44.77%比上年的44.32%还略高一点，可营收端零增长，这种利润更多靠成本和拨备调节。",
    [
      V("net_margin", "2025", "44.77", "%"),
      V("net_margin", "2024", "44.32", "%"),
      G("revenue", "2025", { size: "基本持平" }),
      U("“靠拨备调节”为归因，存储数据无拨备"),
    ],
  ),
  c(
    "t",
    A,
    "fL",
    "annual",
    "2025年经营活动现金流净额4514.57亿元，同比增长约1%，银行的经营现金流更多反映存贷款变动，不宜与工商企业类比。",
    [V("operating_cash_flow", "2025", "4514.57"), G("operating_cash_flow", "2025", { v: "1", cmp: "approx" })],
  ),
  c("t", A, "vF", "annual", "分红类现金流出617.52亿元，约为归母净利润的41%，派息能力稳定。", [
    V("dividends_interest_paid", "2025", "617.52"),
    R("dividends_interest_paid", "net_profit", "2025", "41", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "负债总额11.79万亿元，同比增长约8%，增速慢于资产端。",
    [
      V("total_liabilities", "2025", "11.79", "万亿"),
      G("total_liabilities", "2025", { v: "8", cmp: "approx" }),
      H.GDIFF(
        { metric: "total_liabilities", period: "2025" },
        { metric: "total_assets", period: "2025" },
        { v: "0", cmp: "lt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "负债+7.98%快于资产+7.56%" },
  ),
  // quarterly
  c(
    "t",
    A,
    "bull",
    "quarterly",
    "2026年一季度营收869.40亿元，同比增长3.8%，归母净利润378.52亿元，同比增长1.5%，收入端先于利润端回暖。",
    [
      V("revenue", "2026Q1", "869.40"),
      G("revenue", "2026Q1", { base: "2025Q1", v: "3.8", cmp: "approx" }),
      V("net_profit", "2026Q1", "378.52"),
      G("net_profit", "2026Q1", { base: "2025Q1", v: "1.5", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度营收同比增长3.8%，利润同比增长超过3%，双双提速。",
    [
      G("revenue", "2026Q1", { base: "2025Q1", v: "3.8", cmp: "approx" }),
      G("net_profit", "2026Q1", { base: "2025Q1", v: "3", cmp: "gt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "归母净利润同比+1.52%" },
  ),
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "2025年四季度单季归母净利润364.09亿元，同比增长约3.4%，快于三季度单季约1%和上半年约0.25%的同比增速。",
    [
      V("net_profit", "2025S4", "364.09"),
      G("net_profit", "2025S4", { base: "2024S4", v: "3.4", cmp: "approx" }),
      G("net_profit", "2025S3", { base: "2024S3", v: "1", cmp: "approx" }),
      G("net_profit", "2025H1", { base: "2024H1", v: "0.25", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "四季度单季归母净利润364.09亿元，环比三季度增长约3.4%。",
    [
      V("net_profit", "2025S4", "364.09"),
      QOQ("net_profit", "2025S4", "2025S3", { v: "3.4", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "3.4%为同比；环比-6.3%" },
  ),
  c(
    "t",
    A,
    "tNe",
    "quarterly",
    "2025年前三季度营收2514.20亿元，同比小降0.5%，上半年降幅1.7%，收入端的下滑在逐季收窄。",
    [
      V("revenue", "2025M9", "2514.20"),
      G("revenue", "2025M9", { base: "2024M9", v: "-0.5", cmp: "approx" }),
      G("revenue", "2025H1", { base: "2024H1", v: "-1.7", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "tNe",
    "quarterly",
    "一季度归母净利润378.52亿元，占2025年全年利润的三成以上，全年利润增速有望提至5%。",
    [
      V("net_profit", "2026Q1", "378.52"),
      R("net_profit", "net_profit", "2026Q1", "30", { denPeriod: "2025", u: "%", cmp: "gt", err: "wrong_ratio" }),
      U("全年利润增速为预测"),
    ],
    { err: "wrong_ratio", note: "378.52/1501.81=25.2%" },
  ),
  c(
    "t",
    A,
    "fQ",
    "quarterly",
    "一季度每股净资产44.90元，比2025年末又高了近1.5元；股价38.27元却只有净资产的八成半左右。",
    [
      V("bps", "2026Q1", "44.90", "元"),
      PAIR("bps", "2026Q1", undefined, { period2: "2025", mode: "diff", u: "元", v: "1.5", cmp: "near" }),
      CLOSE("38.27"),
      PE("2026Q1", "0.85", "approx", { per: "bps" }),
    ],
  ),
  c("t", A, "tTr", "quarterly", "一季度经营现金流1258.49亿元，同比多了三成以上，但银行现金流波动大，不宜据此下结论。", [
    V("operating_cash_flow", "2026Q1", "1258.49"),
    G("operating_cash_flow", "2026Q1", { base: "2025Q1", v: "30", cmp: "gt" }),
  ]),
  // technical
  c("t", A, "tT", "technical", "股价38.27元，位于5日到250日全部均线下方，250日均线约42.15元，长期趋势仍向下。", [
    CLOSE("38.27"),
    MA(5, "below"),
    MA(60, "below"),
    MA(250, "below"),
    MA(250, "value", { v: "42.15" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD于4月16日金叉后DIF仍在DEA上方，短线多头占优。",
    [MACD("golden_cross", 15), MACD("dif_above_dea", null, { err: "technical" })],
    { err: "technical", note: "4月27日已死叉，DIF -0.125 < DEA 0.009" },
  ),
  c("t", A, "fM", "technical", "4月27日MACD再度死叉，DIF回到零轴下方，RSI14约36，弱势特征明显但尚未超卖。", [
    MACD("death_cross", 5),
    MACD("dif_below_zero"),
    RSI("36", "approx"),
    RSI("30", "gt"),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "股价距52周高点48.55元已回撤约21%，并且刚刚跌破52周低点。",
    [HI52({ v: "-21", cmp: "approx" }), LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "52周低点37.31元，收盘38.27仍高2.6%" },
  ),
  c("t", A, "vT", "technical", "技术面：今年以来下跌约9.1%，处在52周区间不到一成的位置，离52周低点37.31元只差2.6%。", [
    SPAN("2025-12-31", { v: "-9.1", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "2.6", cmp: "approx" }),
  ]),
  c("u", A, "tC", "technical", "近250个交易日下跌约10.5%，20日均量却比此前20日放大约一成，下跌中有资金在出逃。", [
    RET(250, { v: "-10.5", cmp: "approx" }),
    H.VOLR({ v: "1.1", cmp: "approx" }),
    U("“资金出逃”为资金流向判断，无法核验"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "从1月27日收盘算起，招行已经涨了约5%，底部正在抬升。",
    [RET("2026-01-27", { v: "5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "60日+0.45%" },
  ),
  c("t", A, "tS", "technical", "最近5个交易日跌了3.9%，且收盘价低于此前5个交易日的所有收盘价，短线抛压还没释放完。", [
    RET(5, { v: "-3.9", cmp: "approx" }),
    H.BRK(5, "down"),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "按2025年每股收益5.70元计算，当前静态市盈率约6.7倍，市净率约0.88倍，仍处破净状态。", [
    PE("2025", "6.7", "approx"),
    PE("2025", "0.88", "approx", { per: "bps" }),
    PE("2025", "1", "lt", { per: "bps", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以5.70元的每股收益算，市盈率已跌到5.5倍左右，历史罕见。",
    [PE("2025", "5.5", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "38.27/5.70=6.71倍" },
  ),
  c("t", A, "tM", "valuation", "2025年7月4日快照中招行市净率1.16倍、总市值约1.19万亿元，此后股价回落，破净再度出现。", [
    SNAP("pb", "1.16", "x", "eq"),
    SNAP("marketCap", "1.19", "万亿", "approx"),
    PE("2025", "1", "lt", { per: "bps", cmp: "lt" }),
  ]),
  // announcement
  c(
    "t",
    A,
    "tN",
    "announcement",
    "2020年以来招行每年3月中下旬发布年度报告，最近一份已收录的是2025年3月26日的2024年年报。",
    [
      H.EVN("annual_report", "2020-01-01", { v: "6" }),
      EV("annual_report", true, { from: "2025-03-26", to: "2025-03-26" }),
    ],
  ),
  c("u", A, "tN", "announcement", "招行已公告2025年度利润分配方案，分红比例维持在35%左右。", [
    U("招行公告仅收录年报，分配方案公告无法核验"),
  ]),
  c("u", A, "fS", "announcement", "据悉招行将发行500亿元二级资本债补充资本，公告已于近期披露。", [
    U("招行债券公告未收录"),
  ]),
  // industry
  c(
    "f",
    A,
    "fR",
    "industry",
    "资产负债率高达90.20%，远超一般企业警戒线，招行的偿债风险不容忽视。",
    [V("debt_ratio", "2025", "90.20", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约90%属行业常态" },
  ),
  c("t", A, "tNe", "industry", "90.20%的资产负债率对银行而言是常态，一季度末90.43%的小幅上行也不构成风险信号。", [
    V("debt_ratio", "2025", "90.20", "%"),
    V("debt_ratio", "2026Q1", "90.43", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "一季度末负债率升到90.43%，杠杆继续抬升，作为保守风控我建议减仓回避。",
    [V("debt_ratio", "2026Q1", "90.43", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行高负债率属常态" },
  ),
  // undecidable
  c("u", A, "bear", "undecidable", "2025年净息差已降至1.9%以下，息差收窄仍是拖累营收的核心因素。", [
    U("净息差无存储数据"),
  ]),
  c("u", A, "bull", "undecidable", "不良贷款率稳定在0.93%，拨备覆盖率超过400%，安全垫非常厚。", [
    U("不良率与拨备覆盖率无存储数据"),
  ]),
  c("u", A, "fS", "undecidable", "零售AUM突破16万亿元，财富管理护城河依旧稳固。", [U("AUM无存储数据")]),
  c("u", A, "tP", "undecidable", "营收3375.32亿元没错，但同期平安银行营收下滑超过10%，招行的相对优势在扩大。", [
    V("revenue", "2025", "3375.32"),
    U("平安银行不在样本内"),
  ]),
];
