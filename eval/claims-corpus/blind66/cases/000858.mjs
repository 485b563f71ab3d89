// 五粮液: FY2015-2019 only (sample), bars 2019-01-02..2026-04-30, no notices. On 2026-04-30 only its price is decided;
// anything about FY2020-2025, notices or peers is undecidable.
import * as H from "../spec-helpers.mjs";

const { V, G, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, RET, U, SNAP, SPAN, DD, BIAS, MRET, DAYS, BRK } = H;
const { VOLR, POS52, HILO, MAHOLD, MAXDAY, UPDAYS } = H;
const c = H.maker("b66-wly", "000858");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "technical", "五粮液收盘97.08元，创52周收盘新低，距一年前高点137.18元已跌去约29%。", [
    CLOSE("97.08"),
    LO52({ cond: "new_low" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "股价在97元附近企稳，已连续两个交易日收涨，底部信号明确。",
    [CLOSE("97", "approx"), DAYS(2, "up", { err: "technical" })],
    { err: "technical", note: "4月29日、30日连续两日收跌" },
  ),
  c("t", A, "bear", "technical", "均线5/10/20/60/120/250全线空头排列，年线远在116.47元。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(250, "value", { v: "116.47" }),
  ]),
  c("t", A, "tT", "technical", "RSI14约28.4，已进入超卖区；但MACD在4月20日死叉，DIF -1.17低于DEA -0.72。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
    MACD("death_cross", 9),
    MACD("dif_value", 0, { v: "-1.17", cmp: "approx" }),
    MACD("dea_value", 0, { v: "-0.72", cmp: "approx" }),
  ]),
  c("f", A, "tT", "technical", "RSI14约72，短线严重超买，追高需谨慎。", [RSI("72", "approx", { err: "technical" })], {
    err: "technical",
    note: "RSI14 28.39，超卖而非超买",
  }),
  c("t", A, "tT", "technical", "收盘跌破此前60个交易日的所有收盘价，20日乖离约-4.7%。", [
    BRK(60, "down"),
    BIAS(20, { v: "-4.7", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "月线已连跌八个月：从2025年8月底的129.53元跌到97.08元，累计跌约25%。", [
    CLOSE("97.08"),
    MRET("2025-09", { dir: "down" }),
    MRET("2025-10", { dir: "down" }),
    MRET("2025-11", { dir: "down" }),
    MRET("2025-12", { dir: "down" }),
    MRET("2026-01", { dir: "down" }),
    MRET("2026-02", { dir: "down" }),
    MRET("2026-03", { dir: "down" }),
    MRET("2026-04", { dir: "down" }),
    CLOSE("129.53", "eq", { date: "2025-08-29" }),
    SPAN("2025-08-29", { v: "-25", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "2025年12月单月暴跌约10%，之后月线已经转涨，杀跌结束。",
    [MRET("2025-12", { v: "-10", cmp: "approx" }), MRET("2026-01", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2026年1—4月月线均收跌" },
  ),
  c("t", A, "tTr", "technical", "今年以来从105.94元跌到97.08元，年内跌约8.4%；近250个交易日跌约26%。", [
    CLOSE("105.94", "eq", { date: "2025-12-31" }),
    CLOSE("97.08"),
    SPAN("2025-12-31", { v: "-8.4", cmp: "approx" }),
    RET(250, { v: "-26", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "相比2020年底的291.85元，现价已跌去约三成，调整基本到位。",
    [
      CLOSE("291.85", "eq", { date: "2020-12-31" }),
      SPAN("2020-12-31", { v: "-30", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "跌去66.7%，约三分之二" },
  ),
  c("t", A, "tTr", "technical", "4月29日放量下跌约1.9%，成交量是前一日的2.7倍左右，量价配合偏空。", [
    H.BAR("2026-04-29", "chg", { v: "-1.9", cmp: "approx" }),
    H.BAR("2026-04-29", "volx", { v: "2.7", cmp: "approx" }),
  ]),
  c("t", A, "tM", "technical", "20日均量约为前20日的1.07倍，略有放量，下跌中有资金在换手。", [
    VOLR({ v: "1.07", cmp: "approx" }),
    VOL("expand"),
  ]),
  c("t", A, "fV", "valuation", "2025年7月快照市净率3.15倍，当时股价120.39元，对应每股净资产约38元。", [
    SNAP("pb", "3.15", "x", "eq"),
    H.SNAPDIV("pb", "38", "approx"),
  ]),
  c("u", A, "fV", "undecidable", "按2025年业绩算五粮液动态市盈率只有约13倍，低于茅台。", [
    U("五粮液FY2020-2025未存储"),
  ]),
  c("u", A, "fE", "undecidable", "2025年五粮液营收同比下滑，普五批价跌破出厂价。", [U("FY2025与批价未存储")]),
  c("u", A, "tN", "undecidable", "五粮液宣布2025年度分红不低于70%并承诺三年分红规划。", [U("五粮液公告未收录")]),
  c("u", A, "tS", "undecidable", "白酒板块整体持续流出，北向资金连续减仓五粮液。", [U("资金流向未存储")]),
  c("u", A, "tC", "undecidable", "若中秋动销不及预期，股价可能下探90元。", [U("情景预测")]),
  c("t", A, "tC", "technical", "近5日振幅约4.9%，5日累计跌约4.1%，弱势未改。", [
    H.AMP(5, { v: "4.9", cmp: "approx" }),
    RET(5, { v: "-4.1", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "股价贴着52周区间底部（位置接近0%），均线全线空头，投反对票。", [
    POS52({ v: "1", cmp: "lt" }),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "technical",
    "距52周高点回撤约19%，谈不上深度调整。",
    [HI52({ v: "-19", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "距52周高点-29.23%" },
  ),
];
