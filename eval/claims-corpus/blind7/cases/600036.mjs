// 招商银行: annual FY2019-2025 (营业总收入 from FY2021), Eastmoney quarterly indicators 2024H1-2026Q1 (cumulative, with
// printed growth rates), bars 2024-01-02..2026-04-30, annual-report notices only. No NIM, NPL or capital ratios.
import {
  AMP,
  BIAS,
  CAGR,
  CLOSE,
  D,
  EV,
  G,
  GSTREAK,
  HI52,
  IND,
  LO52,
  MA,
  MACD,
  MAORDER,
  MAX,
  MCPE,
  PE,
  POS52,
  PP,
  QOQ,
  R,
  READ,
  RET,
  RSI,
  SNAP,
  SPAN,
  U,
  UP,
  V,
  VOL,
  maker,
} from "../spec-helpers.mjs";

const c = maker("b7-zh", "600036");
const A = "2026-04-30";
const O = "2025-10-31";
const P = "2025-04-30";

export default [
  // ---- 2026-04-30 ---------------------------------------------------------------------------------------------
  c("t", A, "bull", "annual", "2025年归母净利润1501.81亿元，同比增长1.21%，首次站上1500亿元台阶。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21" }),
    V("net_profit", "2025", "1500", "亿", "gt"),
    V("net_profit", "2024", "1500", "亿", "lt"),
  ]),
  c("f", A, "bull", "annual", "2025年营业收入3375.32亿元，同比明显回暖，成长性重新获得数据验证。", [
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { size: "明显增长", err: "overstatement" }),
  ], { err: "overstatement", note: "同比+0.01%" }),
  c("t", A, "bear", "annual", "营收3375.32亿元，与2024年的3374.88亿元几乎持平，增长基本停滞。", [
    V("revenue", "2025", "3375.32"),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2025", { size: "基本持平" }),
  ]),
  c("t", A, "fR", "industry", "资产负债率90.20%，对商业银行而言属于正常水平，不能据此认定偿债压力偏大。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c("f", A, "bear", "industry", "2025年末资产负债率高达90.20%，杠杆明显偏高，偿债压力值得警惕。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_risk", { err: "industry_sense" }),
  ], { err: "industry_sense" }),
  c("t", A, "fE", "quarterly", "2026年一季度营业收入869.40亿元，同比+3.81%；归母净利润378.52亿元，同比+1.52%，营收增速快于利润。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.81" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
  ]),
  c("f", A, "fE", "quarterly", "26Q1归母净利润378.52亿元，同比+3.81%，盈利增速较2025年全年明显提速。", [
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "3.81", err: "wrong_value" }),
  ], { err: "wrong_value", note: "3.81%是营收增速，利润为+1.52%" }),
  c("u", A, "fR", "undecidable", "一季度净息差进一步收窄至1.8%左右，息差下行仍是拖累营收的主因。", [U("净息差")]),
  c("u", A, "tBe", "undecidable", "不良贷款率0.94%与上年末持平，拨备覆盖率维持在400%以上，资产质量稳健。", [U("不良率与拨备覆盖率")]),
  c("t", A, "fV", "valuation", "按一季度末每股净资产44.90元计，38.27元的股价对应PB约0.85倍，仍处破净状态。", [
    V("bps", "2026Q1", "44.90", "元"),
    CLOSE("38.27"),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
  ]),
  c("f", A, "fV", "valuation", "以2025年基本每股收益5.70元计，当前股价对应的市盈率约8.7倍。", [
    V("basic_eps", "2025", "5.70", "元"),
    PE("2025", "8.7", "approx", { err: "wrong_value" }),
  ], { err: "wrong_value", note: "38.27/5.70约6.7倍" }),
  c("t", A, "tT", "technical", "收盘38.27元，跌破5日、10日、20日和60日均线，MACD的DIF已落到DEA下方。", [
    CLOSE("38.27"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MACD("dif_below_dea"),
  ]),
  c("f", A, "tT", "technical", "DIF仍在零轴上方运行，中期多头格局未被破坏。", [
    MACD("dif_above_zero", undefined, { err: "technical" }),
  ], { err: "technical", note: "DIF -0.125" }),
  c("t", A, "tS", "technical", "RSI(14)为36左右，股价处于52周区间自底部算起不到一成的位置，距52周低点37.31元仅约2.6%。", [
    RSI("36", "approx"),
    POS52({ v: "10", cmp: "lt" }),
    LO52({ v: "2.6", cmp: "approx" }),
  ]),
  c("f", A, "tS", "technical", "较52周高点48.55元，当前股价已下跌约31%，跌幅接近三分之一。", [
    HI52({ v: "-31", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "实为约-21%" }),
  c("t", A, "tTr", "technical", "今年以来股价下跌约9.1%，而2025年全年上涨约7.1%，年初以来的回撤抹去了去年的涨幅。", [
    RET("2025-12-31", { v: "-9.1", cmp: "approx" }),
    SPAN("2024-12-31", { to: "2025-12-31", v: "7.1", cmp: "approx" }),
    RET("2024-12-31", { dir: "down" }),
  ]),
  c("f", A, "tTr", "technical", "年初至今累计上涨约9.1%，在银行板块中表现相对抗跌。", [
    RET("2025-12-31", { v: "9.1", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "vT", "technical", "[600036 2026-04-30] close=38.27 MA20=39.41 BIAS20≈-2.9% RSI14≈36.1 DIF<DEA", [
    CLOSE("38.27"),
    MA(20, "value", { v: "39.41" }),
    BIAS(20, { v: "-2.9", cmp: "approx" }),
    RSI("36.1", "approx"),
    MACD("dif_below_dea"),
  ]),
  c("f", A, "vT", "technical", "[600036 2026-04-30] MA5>MA10>MA20, 多头排列; close 38.27", [
    CLOSE("38.27"),
    MAORDER([5, 10, 20], "bull", { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tF", "annual", "2025年末总资产约13.07万亿元，同比增长约7.6%，规模扩张仍在继续。", [
    V("total_assets", "2025", "13.07", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
  ]),
  c("f", A, "tF", "annual", "截至2025年末，总资产突破14万亿元，较上年末增长约7.6%。", [
    V("total_assets", "2025", "14", "万亿", "gt", { err: "wrong_value" }),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
  ], { err: "wrong_value" }),
  c("t", A, "tBe", "annual", "加权ROE由2024年的14.49%降至2025年的13.44%，下滑约1.05个百分点，资本回报在走弱。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05" }),
  ]),
  c("f", A, "tBe", "annual", "ROE从2024年的14.49%回落至13.44%，降幅超过两个百分点。", [
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-2", cmp: "lt", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "fT", "annual", "2021-2025年归母净利润逐年增长，由1199.22亿元增至1501.81亿元，年复合增速约5.8%。", [
    UP("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
    CAGR("net_profit", "2021", "2025", { v: "5.8", cmp: "approx" }),
  ]),
  c("f", A, "fQ", "annual", "归母净利润自2021年起连续多年保持两位数增长，2025年仍达1501.81亿元。", [
    V("net_profit", "2025", "1501.81"),
    GSTREAK("net_profit", ["2021", "2022", "2023", "2024", "2025"], 10, undefined, { err: "overstatement" }),
  ], { err: "overstatement", note: "2023-2025年增速为个位数" }),
  c("t", A, "fL", "annual", "2023年营业收入下降1.64%、2024年下降0.48%，2025年微增0.01%，营收连续三年徘徊在3400亿元以下。", [
    G("revenue", "2023", { v: "-1.64" }),
    G("revenue", "2024", { v: "-0.48" }),
    G("revenue", "2025", { v: "0.01", size: "微增" }),
    V("revenue", "2023", "3400", "亿", "lt"),
    V("revenue", "2024", "3400", "亿", "lt"),
    V("revenue", "2025", "3400", "亿", "lt"),
  ]),
  c("f", A, "fL", "annual", "营收2023年下降0.48%、2024年下降1.64%，2025年微增0.01%，降幅逐年收窄。", [
    G("revenue", "2023", { v: "-0.48", err: "wrong_period" }),
    G("revenue", "2024", { v: "-1.64", err: "wrong_period" }),
    G("revenue", "2025", { v: "0.01" }),
  ], { err: "wrong_period", note: "两年的降幅对调" }),
  c("t", A, "tM", "annual", "2025年经营活动现金流净额4514.57亿元，约为归母净利润的3倍。", [
    V("operating_cash_flow", "2025", "4514.57"),
    R("operating_cash_flow", "net_profit", "2025", "3", { cmp: "approx" }),
  ]),
  c("f", A, "tM", "annual", "2025年每股经营现金流17.90元，较2024年的17.72元下降，现金创造能力转弱。", [
    V("ocf_per_share", "2025", "17.90", "元"),
    V("ocf_per_share", "2024", "17.72", "元"),
    G("ocf_per_share", "2025", { dir: "down", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tNe", "quarterly", "2025年四季度单季归母净利润364.09亿元，同比增长约3.4%；2026年一季度环比再增约4%。", [
    V("net_profit", "2025S4", "364.09"),
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "4", cmp: "approx" }),
  ]),
  c("f", A, "tNe", "quarterly", "四季度单季营收861.12亿元，同比下降约1.6%，收入端仍在收缩。", [
    V("revenue", "2025S4", "861.12"),
    G("revenue", "2025S4", { v: "-1.6", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "fSy", "annual", "2025年分配股利、利润或偿付利息支付的现金617.52亿元，约占归母净利润的41%。", [
    V("dividends_interest_paid", "2025", "617.52"),
    R("dividends_interest_paid", "net_profit", "2025", "41", { u: "%", cmp: "approx" }),
  ]),
  c("u", A, "fSy", "undecidable", "按每股2.0元的年度分红和38.27元股价测算，股息率约5.2%，显著高于十年期国债收益率。", [
    CLOSE("38.27"),
    U("每股分红与国债收益率"),
  ]),
  c("t", A, "tP", "valuation", "以2025年7月4日约1.19万亿元总市值计，对应2024年归母净利润的静态PE约8.0倍。", [
    SNAP("marketCap", "1.19", "万亿", "approx"),
    MCPE("2024", "8.0"),
  ]),
  c("u", A, "tP", "undecidable", "招行零售AUM突破15万亿元，财富管理手续费收入有望在2026年恢复正增长。", [U("AUM与预测")]),
  c("t", A, "tC", "technical", "近20个交易日股价下跌3.89%，成交量较前20日放大，属放量下跌，短线偏空。", [
    RET(20, { v: "-3.89" }),
    VOL("expand"),
    READ(RET(20, { v: "-3.89" }), "negative"),
  ]),
  c("f", A, "tA", "technical", "近20日股价回落3.89%的同时量能萎缩，说明抛压已近衰竭。", [
    RET(20, { v: "-3.89" }),
    VOL("shrink", { err: "technical" }),
  ], { err: "technical", note: "20日均量是前20日的1.10倍" }),
  c("t", A, "vF", "annual", "每股净资产由2024年末的41.46元升至2025年末的43.43元，增幅约4.8%。", [
    V("bps", "2024", "41.46", "元"),
    V("bps", "2025", "43.43", "元"),
    G("bps", "2025", { v: "4.8", cmp: "approx" }),
  ]),
  c("u", A, "vN", "announcement", "公司4月中旬公告大股东拟增持A股，释放出稳定股价的信号。", [
    U("存储的公告只有年报，不能据此判断增持公告是否存在"),
  ]),
  c("u", A, "vN", "announcement", "2024年年度报告于2025年3月26日发布，此后公告中再未出现增持或减持事项。", [
    EV("annual_report", true, { from: "2025-03-26", to: "2025-03-26" }),
    U("存储的公告只有年报，无法确认没有增减持公告"),
  ]),
  c("t", A, "tA", "annual", "2025年净利率44.77%，较2024年的44.32%小幅提升0.46个百分点。", [
    V("net_margin", "2025", "44.77", "%"),
    PP("net_margin", "2025", { v: "0.46" }),
  ]),
  c("u", A, "fM", "undecidable", "假设2026年营收增长3%、成本收入比不变，全年归母净利润可达1540亿元左右。", [U("假设情景")]),
  // ---- 2025-10-31 ---------------------------------------------------------------------------------------------
  c("t", O, "fE", "quarterly", "前三季度营业收入2514.20亿元，同比下降0.51%；归母净利润1137.72亿元，同比增长0.52%，利润端好于收入端。", [
    V("revenue", "2025M9", "2514.20"),
    G("revenue", "2025M9", { v: "-0.51" }),
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.52" }),
  ]),
  c("f", O, "fE", "quarterly", "前三季度归母净利润1137.72亿元，同比增长约5.2%，拐点已经确立。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "5.2", cmp: "approx", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "实为+0.52%，小数点错位" }),
  c("t", O, "tN", "quarterly", "三季度单季营收814.51亿元，同比由负转正，增长约2.1%。", [
    V("revenue", "2025S3", "814.51"),
    G("revenue", "2025S3", { v: "2.1", cmp: "approx" }),
    G("revenue", "2025S2", { dir: "down" }),
  ]),
  c("t", O, "tT", "technical", "10月14日MACD金叉后DIF仍运行在DEA之上，但股价收在40.89元，低于60日均线。", [
    MACD("golden_cross", 14),
    MACD("dif_above_dea"),
    CLOSE("40.89"),
    MA(60, "below"),
  ]),
  c("f", O, "tT", "technical", "10月末股价40.89元，较52周低点35.84元上涨约24%，已脱离底部区域。", [
    CLOSE("40.89"),
    LO52({ v: "24", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "实为约+14%" }),
  c("t", O, "bear", "technical", "近60个交易日累计下跌约8.1%，近一周又跌2.53%。", [
    RET(60, { v: "-8.1", cmp: "approx" }),
    RET(5, { v: "-2.53" }),
  ]),
  // ---- 2025-04-30 ---------------------------------------------------------------------------------------------
  c("t", P, "fE", "quarterly", "2025年一季度营收837.51亿元，同比-3.09%，归母净利润372.86亿元，同比-2.08%，开局承压。", [
    V("revenue", "2025Q1", "837.51"),
    G("revenue", "2025Q1", { v: "-3.09" }),
    V("net_profit", "2025Q1", "372.86"),
    G("net_profit", "2025Q1", { v: "-2.08" }),
  ]),
  c("f", P, "bull", "quarterly", "一季度归母净利润372.86亿元，同比增长2.08%，延续了2024年的正增长。", [
    V("net_profit", "2025Q1", "372.86"),
    G("net_profit", "2025Q1", { v: "2.08", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", P, "tT", "technical", "4月30日MACD再度死叉，收盘40.74元落在5日、10日、20日、60日均线之下。", [
    MACD("death_cross", 1),
    CLOSE("40.74"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  c("t", P, "tB", "annual", "2024年归母净利润1483.91亿元，同比增长1.22%，在营收下滑0.48%的情况下仍守住正增长。", [
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.22" }),
    G("revenue", "2024", { v: "-0.48" }),
  ]),
  c("f", P, "tS", "technical", "4月末股价处于52周区间的底部，距52周低点仅约3%。", [
    LO52({ v: "3", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "距52周低点约+36%" }),
  c("t", P, "fR", "technical", "近5个交易日振幅约5.1%，股价跌破此前10日的收盘低点。", [
    AMP(5, { v: "5.1", cmp: "approx" }),
    { k: "ta", ind: "brk", n: 10, cond: "down" },
  ]),
];
