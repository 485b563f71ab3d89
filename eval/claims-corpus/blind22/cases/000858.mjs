// 五粮液: FY2015-2019 only (no quarters, no notices), bars 2019-01-02..2026-04-30.
// Dates: 2020-05-15 (FY2019 public), 2026-04-30 / 2025-10-31 / 2025-09-05 (technicals; later reports not stored).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, PSUM } = H;
const { POS52, SNAP, PAIR, READ, IND, RANK, X, BIAS, SPAN, PE, DD, BRK, GSTREAK, AVG, SNAPDIV, MAXDAY, HILO, MAHOLD } =
  H;
const c = H.maker("b22-wl", "000858");
const O = "2020-05-15";
const A = "2026-04-30";
const Q3 = "2025-10-31";
const H1 = "2025-09-05";
const Y5 = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // ---- FY2019 on 2020-05-15
  c("t", O, "vF", "annual", "2019年营业收入501.18亿元，同比增长约25%，首次迈过500亿元门槛。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
    V("operating_revenue", "2018", "500", "亿", "lt"),
  ]),
  c(
    "f",
    O,
    "bull",
    "annual",
    "2019年归母净利润174.02亿元，同比增长约25%，与收入增速同步。",
    [V("net_profit", "2019", "174.02"), G("net_profit", "2019", { v: "25", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "归母+30.0%；25%是营收增速" },
  ),
  c("t", O, "fE", "annual", "归母净利润174.02亿元，增速30%，快于营收的25%，盈利能力继续提升。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
  ]),
  c("t", O, "fE", "annual", "2015到2019年营收与归母净利润都是年年增长，利润四年增长约1.8倍。", [
    UP("operating_revenue", Y5),
    UP("net_profit", Y5),
    G("net_profit", "2019", { base: "2015", v: "180", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "fE",
    "annual",
    "2015-2019年归母净利润复合增速接近40%，堪称高成长。",
    [CAGR("net_profit", "2015", "2019", { v: "40", cmp: "near", err: "overstatement" })],
    { err: "overstatement", note: "CAGR 29.6%" },
  ),
  c("t", O, "fV", "annual", "四年间归母净利润复合增速约30%，营收复合增速约23%。", [
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "approx" }),
    CAGR("operating_revenue", "2015", "2019", { v: "23", cmp: "approx" }),
  ]),
  c("t", O, "tF", "annual", "ROE从2015年的14.93%连升四年至25.26%，2019年比上年提高约2.5个百分点。", [
    V("roe", "2015", "14.93", "%"),
    UP("roe", Y5),
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { v: "2.5", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "tF",
    "annual",
    "2019年ROE 25.26%，同比提升约2.5%，改善幅度温和。",
    [V("roe", "2019", "25.26", "%"), G("roe", "2019", { v: "2.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+2.46个百分点，相对+10.8%（百分点写成%）" },
  ),
  c("t", O, "fR", "annual", "经营现金流231.12亿元，同比增长近九成，是归母净利润的1.3倍左右。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "90", cmp: "near" }),
    R("operating_cash_flow", "net_profit", "2019", "1.3", { cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "fR",
    "annual",
    "2019年经营现金流231亿元，但此前的2018年曾出现下滑，现金流并不稳定。",
    [
      V("operating_cash_flow", "2019", "231", "亿", "approx"),
      G("operating_cash_flow", "2018", { dir: "down", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "下滑的是2017年（116.97→97.66）；2018年+26.1%" },
  ),
  c("t", O, "fR", "annual", "经营现金流并非直线上升：2017年曾由116.97亿元降至97.66亿元。", [
    V("operating_cash_flow", "2016", "116.97"),
    V("operating_cash_flow", "2017", "97.66"),
  ]),
  c("t", O, "tC", "annual", "资产负债率28.48%，已连续四年上升，比2015年高出约12.9个百分点。", [
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", Y5),
    PP("debt_ratio", "2019", { base: "2015", v: "12.9", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "tC",
    "industry",
    "负债率升到28.48%，像银行一样靠高杠杆扩张，财务风险已经很大。",
    [V("debt_ratio", "2019", "28.48", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "28%负债率对白酒企业不高，且非金融企业" },
  ),
  c("t", O, "fL", "annual", "总资产1063.97亿元，首次突破千亿；归母净资产742.91亿元。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    V("parent_equity", "2019", "742.91"),
  ]),
  c("t", O, "tP", "annual", "基本每股收益4.48元，较2018年的3.47元增加1.01元。", [
    V("basic_eps", "2019", "4.48", "元"),
    V("basic_eps", "2018", "3.47", "元"),
    D("basic_eps", "2019", { u: "元", v: "1.01" }),
  ]),
  c(
    "f",
    O,
    "tP",
    "annual",
    "每股收益4.48元，较2017年的3.47元提高约29%。",
    [V("basic_eps", "2019", "4.48", "元"), V("basic_eps", "2017", "3.47", "元", "eq", { err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "3.47元是2018年；2017年为2.55元" },
  ),
  c("t", O, "fQ", "annual", "扣非归母净利润174.06亿元，与归母净利润几乎一致，非经常性损益影响可以忽略。", [
    V("deducted_net_profit", "2019", "174.06"),
    PAIR("deducted_net_profit", "2019", undefined, {
      metric2: "net_profit",
      mode: "diff",
      u: "亿",
      v: "0.1",
      cmp: "lt",
    }),
  ]),
  c("t", O, "fE", "annual", "营业利润242.46亿元，按营业收入计营业利润率约48%。", [
    V("operating_profit", "2019", "242.46"),
    R("operating_profit", "operating_revenue", "2019", "48", { u: "%", cmp: "approx" }),
  ]),
  c("t", O, "bull", "annual", "归母净利率约34.7%，2017年以来逐年走高。", [
    R("net_profit", "operating_revenue", "2019", "34.7", { u: "%", cmp: "approx" }),
    R("net_profit", "operating_revenue", "2018", "33.5", { u: "%", cmp: "lt" }),
    R("net_profit", "operating_revenue", "2017", "33.4", { u: "%", cmp: "lt" }),
  ]),
  c("t", O, "tM", "annual", "与茅台比，五粮液2019年归母净利润174.02亿元，不到茅台412.06亿元的一半。", [
    V("net_profit", "2019", "174.02"),
    V("net_profit", "2019", "412.06", "亿", "eq", { t: "600519" }),
    PAIR("net_profit", "2019", "600519", { v: "0.5", cmp: "lt" }),
  ]),
  c(
    "f",
    O,
    "tM",
    "annual",
    "五粮液ROE 25.26%，已经超过茅台，盈利质量不输龙头。",
    [V("roe", "2019", "25.26", "%"), PAIR("roe", "2019", "600519", { mode: "gt", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "茅台ROE 33.09%" },
  ),
  c("t", O, "fSy", "annual", "五粮液资产负债率28.48%，高于茅台的22.49%约6个百分点，但两者都很低。", [
    V("debt_ratio", "2019", "28.48", "%"),
    V("debt_ratio", "2019", "22.49", "%", "eq", { t: "600519" }),
    PAIR("debt_ratio", "2019", "600519", { mode: "pp", v: "6", cmp: "approx" }),
  ]),
  c("u", O, "fE", "annual", "普五出厂价提升至889元后，高价位酒收入占比超过七成。", [U("价格与产品结构未存储")]),
  c("u", O, "tN", "annual", "一季度业绩受疫情影响有限，2020Q1归母净利润增长约16%。", [U("2020年一季报未存储")]),
  c("u", O, "tN", "announcement", "公司4月底公告了2019年度每10股派现22元的利润分配方案。", [U("五粮液公告未采集")]),

  // ---- technicals 2020-05-15
  c("t", O, "tT", "technical", "收盘145.22元，5日、10日、20日、60日均线多头排列，RSI14约70，接近超买。", [
    CLOSE("145.22"),
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("70", "approx"),
  ]),
  c(
    "f",
    O,
    "tT",
    "technical",
    "均线全面多头排列，MA60已上穿MA120，中长期趋势共振向上。",
    [MAORDER([5, 10, 20, 60, 120], "bull", { err: "technical" })],
    { err: "technical", note: "MA60 125.99<MA120 127.66" },
  ),
  c("t", O, "tB", "technical", "股价距52周高点147.99元不到2%，过去250个交易日上涨约51%。", [
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
    RET(250, { v: "51", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "tB",
    "technical",
    "3月30日MACD死叉后股价仍逆势走高，量价背离意味着上涨难以持续。",
    [MACD("dead_cross", 34, { err: "technical" })],
    { err: "technical", note: "3月30日为金叉" },
  ),
  c("t", O, "tTr", "technical", "3月30日MACD金叉后DIF一直在DEA上方，近20个交易日上涨约13%。", [
    MACD("golden_cross", 40),
    MACD("dif_above_dea"),
    RET(20, { v: "13", cmp: "approx" }),
  ]),
  c("t", O, "tC", "technical", "60日乖离率已超15%，近20日成交量却较前20日萎缩约两成，追高需谨慎。", [
    BIAS(60, { v: "15", cmp: "gt" }),
    H.VOLR({ v: "0.8", cmp: "approx" }),
    VOL("shrink"),
  ]),
  c("t", O, "fV", "valuation", "按2019年每股收益4.48元计，145.22元的股价对应市盈率约32倍。", [
    PE("2019", "32", "approx"),
  ]),
  c(
    "f",
    O,
    "fV",
    "valuation",
    "以4.48元的每股收益算，当前股价对应静态市盈率不到25倍，低于历史中枢。",
    [PE("2019", "25", "lt", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "145.22/4.48=32.4" },
  ),

  // ---- technicals 2026-04-30 (no fundamentals after 2019 stored)
  c("t", A, "tT", "technical", "收盘97.08元，创52周收盘新低，5日至250日均线全线空头排列。", [
    CLOSE("97.08"),
    LO52({ cond: "new_low" }),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c("t", A, "tS", "technical", "RSI14约28，已进入超卖区；MACD于4月20日死叉，DIF与DEA都在零轴下方。", [
    RSI("28", "approx"),
    RSI("30", "lt"),
    MACD("dead_cross", 10),
    MACD("dif_below_zero"),
    MACD("dea_value", { v: "0", cmp: "lt" }),
  ]),
  c("f", A, "tS", "technical", "RSI回升到50上方，超卖修复已经完成。", [RSI("50", "gt", { err: "technical" })], {
    err: "technical",
    note: "RSI14 28.4",
  }),
  c("t", A, "tBe", "technical", "过去一年（250个交易日）股价下跌约26%，较52周高点137.18元回撤近三成。", [
    RET(250, { v: "-26", cmp: "approx" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-30", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "自2024年末的140.04元算起，股价已下跌约8%。",
    [SPAN("2024-12-31", { v: "-8", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2024年末-30.7%；-8.4%是较2025年末" },
  ),
  c("t", A, "tTr", "technical", "年初至今下跌约8.4%，较2024年末的140.04元则已下跌三成。", [
    SPAN("2025-12-31", { v: "-8.4", cmp: "approx" }),
    SPAN("2024-12-31", { v: "-30", cmp: "approx" }),
  ]),
  c("t", A, "tC", "technical", "收盘价低于过去60个交易日的每一天，20日乖离率约-4.7%。", [
    BRK(60, "down"),
    BIAS(20, { v: "-4.7", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "2025年7月4日快照的市净率3.15倍、总市值约4673亿元，当时股价120.39元。", [
    SNAP("pb", "3.15", "x", "eq"),
    SNAP("marketCap", "4673", "亿"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "快照时五粮液总市值约4.67万亿元，市净率3.15倍。",
    [SNAP("pb", "3.15", "x", "eq"), SNAP("marketCap", "4.67", "万亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "4673亿=0.47万亿" },
  ),
  c("u", A, "fE", "annual", "2025年五粮液营收同比下滑超过一成，归母净利润降幅更大。", [U("五粮液2020年后财报未存储")]),
  c("u", A, "fV", "valuation", "按2025年业绩计，当前市盈率已不到14倍，股息率超过4%。", [U("2025年利润与分红未存储")]),
  c("u", A, "tN", "announcement", "公司4月公告回购股份用于注销，彰显管理层信心。", [U("五粮液公告未采集")]),
  c("u", A, "tS", "technical", "机构调研显示渠道库存已降至两个月以下。", [U("渠道库存未存储")]),

  // ---- 2025-10-31 / 2025-09-05 technicals
  c("t", Q3, "tT", "technical", "收盘118.99元，处在52周区间的下沿（位置约7%），RSI14约38。", [
    CLOSE("118.99"),
    POS52({ v: "7", cmp: "approx" }),
    RSI("38", "approx"),
  ]),
  c(
    "f",
    Q3,
    "tT",
    "technical",
    "10月29日MACD金叉，DIF重新上穿DEA，短线有望反弹。",
    [MACD("golden_cross", 3, { err: "technical" })],
    { err: "technical", note: "10月29日为死叉" },
  ),
  c("t", Q3, "tNe", "technical", "近20日均量比前20日缩小约16%，过去一年跌幅约18%。", [
    H.VOLR({ v: "0.84", cmp: "approx" }),
    RET(250, { v: "-18", cmp: "approx" }),
  ]),
  c("t", H1, "tT", "technical", "9月4日MACD死叉，但收盘126.81元仍在MA20与MA60上方，年线132元压制明显。", [
    MACD("dead_cross", 2),
    MA(20, "above"),
    MA(60, "above"),
    MA(250, "below"),
    MA(250, "value", { v: "132", cmp: "approx" }),
  ]),
  c(
    "f",
    H1,
    "tS",
    "technical",
    "近20个交易日成交量较此前萎缩近四成，市场关注度明显下降。",
    [VOL("shrink", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.60，放量" },
  ),
  c("u", H1, "tF", "quarterly", "上半年营收同比增长约4%，归母净利润增长约2%。", [U("2025年半年报未存储")]),
];
