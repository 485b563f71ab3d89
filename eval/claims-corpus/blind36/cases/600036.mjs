// 招商银行: FY2019-2025 annual, quarters 2024H1..2026Q1 (Eastmoney main indicators), bars 2024-01-02..2026-04-30,
// annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, RANK, UP, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, CAGR, X, QOQ, PSUM, PAIR } =
  H;
const { PE, SPAN, RET, READ, POS52, DD, SUM, EV, IND, BRK, IN, SNAP, MAX_CROSS, GSTREAK, AVG } = H;
const c = H.maker("b36-zh", "600036");
const A = "2026-04-30";
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const Z = "2020-05-15";

export default [
  c("t", A, "bull", "annual", "招行2025年归母净利润1501.81亿元，同比增1.21%，首次站上1500亿关口。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21" }),
    V("net_profit", "2025", "1500", "亿", "gt"),
    V("net_profit", "2024", "1500", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "营业收入3375亿元，同比增长约1.2%，营收利润双双正增长。",
    [
      V("revenue", "2025", "3375", "亿", "approx"),
      G("revenue", "2025", { v: "1.2", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "营收同比+0.01%，1.21%是净利润增速" },
  ),
  c("t", A, "bear", "annual", "营收3375.32亿元与上年几乎持平（+0.01%），仍低于2022年3447.83亿元的高点。", [
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { v: "0.01", size: "基本持平" }),
    V("revenue", "2022", "3447.83"),
    MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营收一直没能回到2022年的高点，2025年的3375亿元是2021年以来最低。",
    [
      MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
      H.MIN("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2021年3312.53亿更低" },
  ),
  c("t", A, "bear", "annual", "加权ROE从14.49%降到13.44%，一年掉了约1.05个百分点，回报率在回落。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "招行资产负债率高达90.2%，远超50%的安全线，偿债风险不容忽视。",
    [V("debt_ratio", "2025", "90.2", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行九成负债率属行业常态" },
  ),
  c("t", A, "fR", "industry", "90.20%的负债率对商业银行而言属于正常水平，吸收存款本就是负债经营。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c("u", A, "fR", "undecidable", "不良贷款率0.94%，拨备覆盖率仍在400%以上，资产质量稳健。", [
    U("不良率/拨备覆盖率未存储"),
  ]),
  c("u", A, "fE", "undecidable", "净息差收窄至1.8%附近，是营收停滞的主因。", [U("净息差未存储，归因无法核验")]),
  c("t", A, "fE", "annual", "2019到2025年归母净利润年年增长，由928.67亿增至1501.81亿，复合增速约8.3%。", [
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2019", "928.67"),
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "基本每股收益5.70元，比上年的5.66元多出约7%。",
    [
      V("basic_eps", "2025", "5.70", "元"),
      V("basic_eps", "2024", "5.66", "元"),
      G("basic_eps", "2025", { v: "7", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+0.71%" },
  ),
  c("t", A, "fV", "valuation", "38.27元的股价只相当于2025年每股收益5.70元的约6.7倍，市净率不到0.9倍。", [
    CLOSE("38.27"),
    PE("2025", "6.7", "approx"),
    PE("2026Q1", "0.9", "lt", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以一季度末每股净资产44.90元计，当前PB约1.2倍，已不算便宜。",
    [V("bps", "2026Q1", "44.90", "元"), PE("2026Q1", "1.2", "approx", { per: "bps", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "38.27/44.90=0.85倍" },
  ),
  c("u", A, "fV", "valuation", "招行PB约0.85倍，高于工商银行的0.6倍，零售溢价依然存在。", [
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    U("工商银行估值不在样本内"),
  ]),
  c("t", A, "fM", "technical", "收盘38.27元，5日、10日、20日均线由低到高依次排开，价格压在三线之下，典型空头排列。", [
    CLOSE("38.27"),
    MAORDER([5, 10, 20], "bear"),
    MA(5, "below"),
    MA(20, "below"),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "股价仍运行在250日均线之上，长期上升趋势完好。",
    [MA(250, "above", { err: "technical" })],
    { err: "technical", note: "38.27 < MA250 42.15" },
  ),
  c("t", A, "fS", "technical", "MACD于4月27日前后死叉，DIF -0.125已跌到零轴下，RSI 36，弱势未改。", [
    MACD("death_cross", 5),
    MACD("dif_value", null, { v: "-0.125" }),
    MACD("dif_below_zero"),
    RSI("36", "approx"),
  ]),
  c("t", A, "fT", "technical", "更正对方：招行今年以来不是上涨，而是从42.1元跌到38.27元，跌幅约9.1%。", [
    SPAN("2025-12-31", { v: "-9.1", cmp: "approx" }),
    CLOSE("38.27"),
  ]),
  c(
    "f",
    A,
    "fT",
    "technical",
    "距52周高点48.55元回撤约12%，调整幅度有限。",
    [HI52({ cond: "level", v: "48.55" }), HI52({ v: "-12", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-21.17%" },
  ),
  c("t", A, "fQ", "technical", "股价贴着52周低点37.31元运行，仅高出约2.6%，处在年内区间一成以下的位置。", [
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "2.6", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  c("t", A, "fSy", "quarterly", "一季度营收869.40亿（+3.81%）、归母净利378.52亿（+1.52%），收入端先于利润回暖。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.81" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "quarterly",
    "一季度归母净利润378.52亿元，环比上季度下降约3%。",
    [
      V("net_profit", "2026Q1", "378.52"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-3", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025Q4单季364.09亿，环比+4.0%" },
  ),
  c("t", A, "fL", "quarterly", "去年四季度单季净利364.09亿，同比多赚约3.4%，是全年单季增速最快的一个季度。", [
    V("net_profit", "2025S4", "364.09"),
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
    G("net_profit", "2025S1", { v: "3.41", cmp: "lt" }),
    G("net_profit", "2025S2", { v: "3.41", cmp: "lt" }),
    G("net_profit", "2025S3", { v: "3.41", cmp: "lt" }),
  ]),
  c("t", A, "fL", "quarterly", "下半年净利约752.5亿元，略高于上半年的749.3亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "752.5", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "749.3"),
  ]),
  c("t", A, "tF", "annual", "总资产13.07万亿元，一年扩张约7.6%，总负债11.79万亿元。", [
    V("total_assets", "2025", "13.07", "万亿"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    V("total_liabilities", "2025", "11.79", "万亿"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "扣非归母净利润1500.07亿元，比归母净利润还高出约2亿元，非经常损益为负。",
    [
      V("deducted_net_profit", "2025", "1500.07"),
      PAIR("deducted_net_profit", "2025", "600036", { metric2: "net_profit", mode: "gt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "扣非1500.07 < 归母1501.81" },
  ),
  c("t", A, "tF", "annual", "净利率44.77%，较上年再升约0.45个百分点，利润对收入的转化依然高效。", [
    V("net_margin", "2025", "44.77", "%"),
    PP("net_margin", "2025", { v: "0.45", cmp: "approx" }),
    PP("net_margin", "2024", { dir: "up" }),
  ]),
  c("t", A, "tB", "quarterly", "每股净资产从年末的43.43元升到一季度末的44.90元，一个季度增厚约1.5元。", [
    V("bps", "2025", "43.43", "元"),
    V("bps", "2026Q1", "44.90", "元"),
    PAIR("bps", "2026Q1", "600036", { period2: "2025", mode: "diff", u: "元", v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年经营活动现金流净额4514.57亿元，同比大幅下滑逾两成。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      G("operating_cash_flow", "2025", { v: "-20", cmp: "lt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+0.99%" },
  ),
  c("u", A, "tBe", "undecidable", "零售AUM增速跌破一成，财富管理手续费收入连续下滑。", [U("AUM/手续费收入未存储")]),
  c("t", A, "tT", "technical", "收盘跌破此前10个交易日的全部收盘价，5日内回撤约3.9%。", [
    BRK(10, "down"),
    RET(5, { v: "-3.9", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "technical", "交易员：近一年（250个交易日）下跌约10.5%，而同期利润仍增长，估值被动压缩。", [
    RET(250, { v: "-10.5", cmp: "approx" }),
    G("net_profit", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "激进风控：近20日成交量较前20日萎缩三成以上，抛压已基本衰竭。",
    [H.VOLR({ v: "0.7", cmp: "lt", err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.10，放量" },
  ),
  c("u", A, "tC", "undecidable", "保守风控：若降息50个基点，招行净利润将转为负增长。", [U("情景假设")]),
  c("t", A, "tNe", "annual", "中性风控：ROE 13.44%、负债率90.20%，银行股的常规组合，不必过度解读杠杆。", [
    V("roe", "2025", "13.44", "%"),
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c("t", A, "tP", "valuation", "组合经理：6.7倍PE、0.85倍PB叠加1.2%的利润增速，维持低配但不清仓。", [
    PE("2025", "6.7", "approx"),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "基本面：ROE一年少了1.05个百分点，说明银行在主动收缩风险资产，属利好，赞成买入。",
    [READ(PP("roe", "2025", { v: "-1.05" }), "positive", { err: "stance" })],
    { err: "stance", note: "ROE下滑读作利好" },
  ),
  c("u", A, "vN", "announcement", "消息面：招行4月公告中期分红方案，派息率提升至35%。", [
    U("招行公告仅存年报，分红公告不在收集范围"),
  ]),
  c("t", A, "vT", "technical", "技术面：MA5 39.03、MA20 39.41，价格在两者之下，RSI约36，偏空。", [
    MA(5, "value", { v: "39.03" }),
    MA(20, "value", { v: "39.41" }),
    MA(5, "below"),
    MA(20, "below"),
    RSI("36", "approx"),
  ]),
  // ---- earlier dates ----
  c("t", P, "bear", "quarterly", "2025年一季度营收837.51亿元、净利润372.86亿元，同比分别下降3.09%和2.08%。", [
    V("revenue", "2025Q1", "837.51"),
    V("net_profit", "2025Q1", "372.86"),
    G("revenue", "2025Q1", { v: "-3.09" }),
    G("net_profit", "2025Q1", { v: "-2.08" }),
  ]),
  c(
    "f",
    P,
    "bull",
    "annual",
    "2024年归母净利润1483.91亿元，同比增长约12%，稳居股份行第一。",
    [
      V("net_profit", "2024", "1483.91"),
      G("net_profit", "2024", { v: "12", cmp: "approx", err: "wrong_magnitude" }),
      U("其他股份行未在样本"),
    ],
    { err: "wrong_magnitude", note: "同比+1.22%" },
  ),
  c("t", P, "tT", "technical", "今日MACD刚刚死叉，股价40.74元跌破5日线，但仍在250日均线37.26元之上。", [
    MACD("death_cross", 1),
    CLOSE("40.74"),
    MA(5, "below"),
    MA(250, "above"),
    MA(250, "value", { v: "37.26" }),
  ]),
  c("t", S, "fE", "quarterly", "上半年归母净利749.30亿元，同比微增0.25%，营收1699.69亿元，同比降1.72%。", [
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", size: "微增" }),
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.72" }),
  ]),
  c(
    "f",
    S,
    "tB",
    "technical",
    "过去一年招行涨了近五成，从34元附近涨到42.76元。",
    [
      CLOSE("34", "approx", { date: "2024-08-26" }),
      CLOSE("42.76"),
      RET(250, { v: "50", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "250日+26.6%" },
  ),
  c("t", S, "fM", "technical", "9月4日MACD重新金叉，近20日放量约三成，股价离48.55元的52周高点约12%。", [
    MACD("golden_cross", 2),
    H.VOLR({ v: "1.3", cmp: "approx" }),
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-12", cmp: "approx" }),
  ]),
  c("t", O, "fSy", "quarterly", "前三季度归母净利1137.72亿（+0.52%），三季度单季388.42亿，同比多赚约1%。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.52" }),
    V("net_profit", "2025S3", "388.42"),
    G("net_profit", "2025S3", { v: "1", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "fQ",
    "quarterly",
    "三季度单季营收814.51亿元，同比又降了约2%，收入端仍在失血。",
    [V("revenue", "2025S3", "814.51"), G("revenue", "2025S3", { v: "-2", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "单季同比+2.11%" },
  ),
  c("u", O, "tN", "quarterly", "三季度招行的信用成本同比下降，贡献了大部分利润增量。", [U("信用成本未存储")]),
  c("t", Z, "fE", "annual", "2019年招行归母净利润928.67亿元，ROE 16.84%，每股净资产22.89元。", [
    V("net_profit", "2019", "928.67"),
    V("roe", "2019", "16.84", "%"),
    V("bps", "2019", "22.89", "元"),
  ]),
  c(
    "f",
    Z,
    "fR",
    "industry",
    "2019年末负债率91.67%，在所有A股公司中处于极高水平，杠杆过重是最大隐患。",
    [V("debt_ratio", "2019", "91.67", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约九成属常态" },
  ),
];
