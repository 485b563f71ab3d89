// 招商银行 on 2026-04-30: FY2025 and 2026Q1 public (Eastmoney main indicators); bars 2024-01-02..2026-04-30;
// notices are annual reports only (a missing notice is undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, PAIR, READ } = H;
const { MCNOW, SNAP, SNAPDIV, BIAS, DD, BRK, POS52, X, CAGR, RANK, QOQ, PSUM, HILO, MRET, SPAN, PE, IND } = H;
const { MAXDAY, VOLR, GDIFF, GSTREAK, MAX_CROSS, AVG } = H;
const c = H.maker("b65-zs", "600036");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "招行2025年归母净利润1501.81亿元，同比增长1.2%，利润规模再创历史新高。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    MAX("net_profit", "2025", Y),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1501.81亿元，同比增长12%，重回两位数增长。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { v: "12", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+1.21%" },
  ),
  c("t", A, "bear", "annual", "营业总收入3375.32亿元，与上年3374.88亿元基本持平，仍未回到2022年3447.83亿元的高点。", [
    V("revenue", "2025", "3375.32"),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2025", { size: "基本持平" }),
    V("revenue", "2022", "3447.83"),
    PAIR("revenue", "2025", "600036", { period2: "2022", mode: "lt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营收连续三年下滑：2023年、2024年、2025年每年都比前一年少，银行主业在萎缩。",
    [H.DOWN("revenue", ["2022", "2023", "2024"]), G("revenue", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025年3375.32亿元略高于2024年3374.88亿元（+0.01%）" },
  ),
  c("t", A, "fE", "annual", "2019年至2025年归母净利润逐年增长，从928.67亿元增至1501.81亿元，年复合增速约8.3%。", [
    UP("net_profit", Y),
    V("net_profit", "2019", "928.67"),
    V("net_profit", "2025", "1501.81"),
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "利润增速从2024年的6.2%放缓至2025年的1.2%，增长动能明显衰减。",
    [
      G("net_profit", "2024", { v: "6.2", cmp: "approx", err: "wrong_period" }),
      G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    ],
    { err: "wrong_period", note: "6.2%是2023年的增速，2024年为1.22%" },
  ),
  c("t", A, "fE", "annual", "加权ROE由14.49%降至13.44%，下滑约1个百分点，较2019年的16.84%更是少了3.4个百分点。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1", cmp: "approx" }),
    PP("roe", "2025", { base: "2019", v: "-3.4", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "净利率44.77%，较2024年的44.32%小幅提高约0.45个百分点，成本管控仍有成效。", [
    V("net_margin", "2025", "44.77", "%"),
    V("net_margin", "2024", "44.32", "%"),
    PP("net_margin", "2025", { v: "0.45", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "基本每股收益5.70元，比上年5.66元多4分钱，每股净资产升至43.43元。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("basic_eps", "2024", "5.66", "元"),
    D("basic_eps", "2025", { v: "0.04", u: "元" }),
    V("bps", "2025", "43.43", "元"),
    G("bps", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年每股净资产43.43元，较2024年的41.46元增长约10%，内生资本积累较快。",
    [
      V("bps", "2025", "43.43", "元"),
      V("bps", "2024", "41.46", "元"),
      G("bps", "2025", { v: "10", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "增长约4.75%" },
  ),
  c("t", A, "fSy", "annual", "总资产约13.07万亿元，同比扩张约7.6%，资产规模增速远快于营收。", [
    V("total_assets", "2025", "13.07", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    GDIFF({ metric: "total_assets", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "0", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "总资产突破130万亿元，同比增长约7.6%，稳居股份行首位。",
    [
      V("total_assets", "2025", "130", "万亿", "gt", { err: "wrong_magnitude" }),
      G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
      U("股份行排名"),
    ],
    { err: "wrong_magnitude", note: "总资产13.07万亿元" },
  ),
  c("t", A, "tC", "industry", "资产负债率90.20%看似很高，但银行业九成左右的负债率属正常经营特征，不构成额外风险。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "招行负债率高达90.2%，远超50%的警戒线，偿债压力是最大风险点。",
    [V("debt_ratio", "2025", "90.2", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率九成左右属行业常态" },
  ),
  c("t", A, "fR", "annual", "经营现金流4514.57亿元，比2024年微增约1%，现金分红与付息617.52亿元约占利润的41%。", [
    V("operating_cash_flow", "2025", "4514.57"),
    G("operating_cash_flow", "2025", { v: "1", cmp: "approx" }),
    V("dividends_interest_paid", "2025", "617.52"),
    R("dividends_interest_paid", "net_profit", "2025", "41", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年资本开支281.41亿元，同比增长约19%，金融科技投入持续加码。",
    [V("capex", "2025", "281.41"), G("capex", "2025", { v: "19", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "349.30→281.41，-19.4%" },
  ),
  c("t", A, "fT", "annual", "商誉99.54亿元与上年持平，相对13万亿元的总资产可以忽略。", [
    V("goodwill", "2025", "99.54"),
    D("goodwill", "2025", { v: "0" }),
    V("total_assets", "2025", "13", "万亿", "approx"),
  ]),
  // quarters
  c("t", A, "bull", "quarterly", "2026年一季度营收869.40亿元，同比增长3.8%，归母净利378.52亿元，同比增约1.5%。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度营业收入869.40亿元，同比增长约38%，营收拐点已经确立。",
    [V("revenue", "2026Q1", "869.40"), G("revenue", "2026Q1", { v: "38", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+3.81%" },
  ),
  c("t", A, "fE", "quarterly", "营收增速由2025年全年约0%提升到2026Q1的3.8%，快于同期利润1.5%的增速。", [
    G("revenue", "2025", { v: "0", cmp: "approx" }),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    GDIFF({ metric: "revenue", period: "2026Q1" }, { metric: "net_profit", period: "2026Q1" }, { v: "0", cmp: "gt" }),
  ]),
  c("t", A, "fE", "quarterly", "2025年四季度单季净利364.09亿元，同比增3.4%，快于三季度约1.0%的单季同比增速。", [
    V("net_profit", "2025S4", "364.09"),
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
    G("net_profit", "2025S3", { v: "1.0", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "2025年上半年营收1699.69亿元，同比仅增1.7%，增长乏力。",
    [G("revenue", "2025H1", { v: "1.7", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025H1营收同比-1.72%" },
  ),
  c("t", A, "fQ", "quarterly", "下半年营收约1675.63亿元，上半年1699.69亿元，全年营收是靠下半年把负增长追平的。", [
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -1],
      ],
      { v: "1675.63" },
    ),
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { dir: "down" }),
    G("revenue", "2025", { dir: "up" }),
  ]),
  c("t", A, "tF", "quarterly", "一季度末每股净资产44.90元，较2025年末的43.43元增长约3.4%。", [
    V("bps", "2026Q1", "44.90", "元"),
    G("bps", "2026Q1", { base: "2025", v: "3.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "一季度末资产负债率90.43%，较年末的90.20%下降0.23个百分点。",
    [
      V("debt_ratio", "2026Q1", "90.43", "%"),
      PP("debt_ratio", "2026Q1", { base: "2025", v: "-0.23", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "上升0.23个百分点" },
  ),
  c("t", A, "fR", "quarterly", "一季度经营现金流1258.49亿元，比去年同期950.26亿元多出约32%。", [
    V("operating_cash_flow", "2026Q1", "1258.49"),
    V("operating_cash_flow", "2025Q1", "950.26"),
    G("operating_cash_flow", "2026Q1", { v: "32", cmp: "approx" }),
  ]),
  c("t", A, "tB", "quarterly", "扣非净利一季度377.95亿元，同比增1.8%，与归母净利几乎一致，利润没有靠非经常性损益。", [
    V("deducted_net_profit", "2026Q1", "377.95"),
    G("deducted_net_profit", "2026Q1", { v: "1.8", cmp: "approx" }),
    R("deducted_net_profit", "net_profit", "2026Q1", "1", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度ROE只有3.37%，比去年同期的3.53%下降约1.6个百分点，盈利能力加速恶化。",
    [
      V("roe", "2026Q1", "3.37", "%"),
      V("roe", "2025Q1", "3.53", "%"),
      PP("roe", "2026Q1", { v: "-1.6", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "下降0.16个百分点" },
  ),
  // technicals
  c("t", A, "tT", "technical", "收盘38.27元，MA5/10/20/120/250依次向上排列成空头形态，股价压在所有均线之下。", [
    CLOSE("38.27"),
    MAORDER([5, 10, 20, 120, 250], "bear"),
    MA(5, "below"),
    MA(60, "below"),
    MA(250, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD在4月27日出现金叉，DIF重新站上DEA，技术面短线转强。",
    [MACD("golden_cross", 5, { err: "technical" }), MACD("dif_above_dea", null, { err: "technical" })],
    { err: "technical", note: "4月27日为死叉，DIF -0.125低于DEA 0.009" },
  ),
  c("t", A, "tT", "technical", "4月27日MACD死叉，DIF翻到零轴下方约-0.13，RSI14约36，接近超卖但尚未到30。", [
    MACD("death_cross", 5),
    MACD("dif_below_zero"),
    MACD("dif_value", null, { v: "-0.13", cmp: "approx" }),
    RSI("36", "approx"),
    RSI("30", "gt"),
  ]),
  c("t", A, "tS", "technical", "距52周高点48.55元已回落约21%，仅比52周低点37.31元高2.6%，处在区间底部一成以内。", [
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-21", cmp: "approx" }),
    LO52({ v: "2.6", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "年初至今招行股价上涨约9%，银行股防御属性再次体现。",
    [SPAN("2025-12-31", { v: "9", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年初至今-9.10%" },
  ),
  c("t", A, "tTr", "technical", "从2025年7月4日的47.07元算起，股价已下跌约18.7%，同期茅台仅跌约2.6%。", [
    RET("2025-07-04", { v: "-18.7", cmp: "approx" }),
    RET("2025-07-04", { t: "600519", v: "-2.6", cmp: "approx" }),
    CLOSE("47.07", "eq", { date: "2025-07-04" }),
  ]),
  c("t", A, "tT", "technical", "今年以来收盘在37.50元至42.73元之间震荡，最新38.27元靠近区间下沿。", [
    HILO("min", "2026-01-01", { v: "37.50" }),
    HILO("max", "2026-01-01", { v: "42.73" }),
    CLOSE("38.27"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日成交量较前20日放大约三成，放量下跌意味着机构出逃。",
    [VOLR({ v: "1.3", cmp: "approx", err: "wrong_value" }), U("机构出逃属资金流")],
    { err: "wrong_value", note: "20日均量/前20日=1.10" },
  ),
  c("t", A, "vT", "technical", "股价跌破此前20个交易日全部收盘价，20日乖离约-2.9%，短期仍看空。", [
    BRK(20, "down"),
    BIAS(20, { v: "-2.9", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "technical", "近一年最大单日跌幅出现在2025年7月11日，约-5.4%，此后股价再未回到48元上方。", [
    MAXDAY(250, "down", { v: "-5.4", cmp: "approx" }),
    H.BAR("2025-07-11", "chg", { v: "-5.4", cmp: "approx" }),
    HILO("max", "2025-07-12", { v: "48", cmp: "lt" }),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "按38.27元收盘和2025年每股净资产43.43元计，招行PB约0.88倍，已破净。", [
    CLOSE("38.27"),
    V("bps", "2025", "43.43", "元"),
    PE("2025", "0.88", "approx", { per: "bps" }),
    PE("2025", "1", "lt", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以每股收益5.70元计算，当前股价38.27元对应PE约8.7倍，估值并不算贵。",
    [V("basic_eps", "2025", "5.70", "元"), PE("2025", "8.7", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "38.27/5.70=6.71倍" },
  ),
  c("t", A, "fV", "valuation", "按近四季利润约1507亿元测算，招行市盈率约6.4倍，只有茅台（约21倍）的三分之一左右。", [
    V("net_profit", "2026Q1TTM", "1507", "亿", "approx"),
    MCNOW("2026Q1TTM", "6.4", "approx"),
    MCNOW("2026Q1TTM", "21", "approx", { t: "600519" }),
  ]),
  c("t", A, "tP", "valuation", "2025年7月4日快照：招行PB 1.16倍、市值约1.19万亿元；今天股价比当时低了近两成。", [
    SNAP("pb", "1.16", "x", "eq"),
    SNAP("marketCap", "1.19", "万亿", "approx"),
    RET("2025-07-04", { v: "-20", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "7月4日快照PB为1.16倍，对应每股净资产约54.6元，当下股价已跌破净资产。",
    [
      SNAP("pb", "1.16", "x", "eq"),
      SNAPDIV("pb", "54.6", "approx", { err: "wrong_ratio" }),
      PE("2025", "1", "lt", { per: "bps" }),
    ],
    { err: "wrong_ratio", note: "47.07/1.16=40.58元，54.6是47.07×1.16" },
  ),
  c("t", A, "tB", "valuation", "分红付息617.52亿元、同比多约1.2%，以0.88倍PB买入，股东回报性价比不低。", [
    V("dividends_interest_paid", "2025", "617.52"),
    G("dividends_interest_paid", "2025", { v: "1.2", cmp: "approx" }),
    PE("2025", "0.88", "approx", { per: "bps" }),
  ]),
  // undecidable
  c("u", A, "bear", "undecidable", "2025年招行净息差进一步收窄至1.8%附近，息差压力才是营收停滞的根源。", [
    U("净息差未存储"),
  ]),
  c("u", A, "fR", "undecidable", "不良贷款率稳定在0.94%，拨备覆盖率超过400%，资产质量仍是同业标杆。", [
    U("不良率与拨备覆盖率未存储"),
  ]),
  c("u", A, "tN", "announcement", "招行发布2025年度A股分红派息实施公告，每股派现2.0元，股息率超5%。", [
    U("招行公告仅收年报，分红公告不在采集范围"),
  ]),
  c("u", A, "fM", "undecidable", "我们预计2026年招行营收增长2%、净利润增长3%，给予目标价45元。", [U("预测与目标价")]),
  c("u", A, "tS", "undecidable", "近一周南向资金持续加仓招行H股，A股融资余额也在上升。", [U("资金流与融资余额")]),
  c("u", A, "vN", "undecidable", "招行零售AUM突破16万亿元，财富管理手续费收入止跌回升。", [U("AUM与手续费分部未存储")]),
  c("u", A, "fQ", "annual", "营收3375.32亿元基本持平，而同期兴业银行、平安银行营收均出现下滑，招行相对占优。", [
    V("revenue", "2025", "3375.32"),
    U("兴业银行、平安银行不在样本"),
  ]),
  c("u", A, "tM", "undecidable", "若二季度息差企稳、股价重回42元上方的年线，可将评级从持有上调为增持。", [
    MA(250, "below"),
    MA(250, "value", { v: "42", cmp: "approx" }),
    U("情景假设"),
  ]),
  c("u", A, "tC", "quarterly", "2026年一季度利润378.52亿元，增速放缓主要由于信用成本上升和债券投资收益下降。", [
    V("net_profit", "2026Q1", "378.52"),
    U("归因：信用成本与投资收益未存储"),
  ]),
];
