// 五粮液: FY2015-2019 only (no notices stored), bars 2019-01-02..2026-04-30. On 2026-04-30 only its price is
// decided; any FY2020+ figure is undecidable. FY2019 points are in zz-late.mjs (2020-05-15).
import * as H from "../spec-helpers.mjs";

const { V, G, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, READ } = H;
const { BIAS, DD, BRK, POS52, SPAN, MRET, HILO, AMP, DAYS, MAXDAY, UPDAYS, WEEKS } = H;
const c = H.maker("b71-wl", "000858");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "technical", "五粮液收盘97.08元，创52周收盘新低，较一年内高点137.18元回落约29%。", [
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
    "五粮液股价已较52周低点反弹约20%，底部区域基本确认。",
    [LO52({ v: "20", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "距52周低点97元仅+0.08%" },
  ),
  c("t", A, "bear", "technical", "从2025年末的105.94元到4月底的97.08元，年内已跌约8.4%，且跌破百元整数关口。", [
    CLOSE("105.94", "eq", { date: "2025-12-31" }),
    RET("2025-12-31", { v: "-8.4", cmp: "approx" }),
    CLOSE("100", "lt"),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "与2021年2月344.4元的历史高点相比，当前股价已下跌约28%。",
    [HILO("max", "2019-01-02", { v: "344.4" }), DD("2021-01-01", { v: "-28", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "344.4→97.08约-71.8%" },
  ),
  c("t", A, "bear", "technical", "较2021年2月19日344.4元的收盘高点，股价累计回撤约72%，不到高点的三成。", [
    CLOSE("344.4", "eq", { date: "2021-02-19" }),
    DD("2021-01-01", { v: "-72", cmp: "approx" }),
  ]),
  c("t", A, "fM", "technical", "5日、10日、20日、60日、120日、250日均线自上而下依次排列为空头，年线在116.47元。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(250, "value", { v: "116.47" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "MACD已于4月20日形成金叉，DIF上穿DEA，技术性反弹正在展开。",
    [MACD("golden_cross", 9, { err: "technical" })],
    { err: "technical", note: "4月20日为死叉" },
  ),
  c("t", A, "fM", "technical", "4月20日MACD死叉后，DIF约-1.17继续低于DEA约-0.72，空头动能在放大。", [
    MACD("dead_cross", 9),
    MACD("dif_value", 0, { v: "-1.17", cmp: "approx" }),
    MACD("dea_value", 0, { v: "-0.72", cmp: "approx" }),
  ]),
  c("t", A, "fS", "technical", "RSI14跌至28.4左右，进入30以下的超卖区，短线或有技术性修复。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
  ]),
  c(
    "f",
    A,
    "fS",
    "technical",
    "RSI14约28，已处超买区域，追高风险较大。",
    [RSI("28", "approx"), RSI("70", "gt", { err: "technical" })],
    { err: "technical", note: "28为超卖而非超买" },
  ),
  c("t", A, "fSy", "technical", "月线上，五粮液自2025年11月起连续六个月收跌，4月单月跌幅约6%。", [
    MRET("2025-11", { dir: "down" }),
    MRET("2025-12", { dir: "down" }),
    MRET("2026-01", { dir: "down" }),
    MRET("2026-02", { dir: "down" }),
    MRET("2026-03", { dir: "down" }),
    MRET("2026-04", { v: "-6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "technical",
    "近250个交易日股价累计下跌约16%，熊市特征已经很明显。",
    [RET(250, { v: "-16", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "250日-26.31%" },
  ),
  c("t", A, "tT", "technical", "收盘价低于此前60个交易日的所有收盘价，60日乖离约-6%，属于破位下行。", [
    BRK(60, "down"),
    BIAS(60, { v: "-6", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "4月29日下跌约1.9%并伴随放量，成交量是前一日的2.7倍左右，属放量下跌。", [
    H.BAR("2026-04-29", "chg", { v: "-1.9", cmp: "approx" }),
    H.BAR("2026-04-29", "volx", { v: "2.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日成交量较前20日大幅萎缩三成以上，杀跌动能衰竭。",
    [VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.07，小幅放量" },
  ),
  c("t", A, "tT", "technical", "最近两个交易日连续收跌，从100.2元跌到97.08元，52周区间位置几乎贴地。", [
    DAYS(2, "down"),
    CLOSE("100.2", "eq", { date: "2026-04-28" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  c("u", A, "tF", "undecidable", "五粮液2025年营收约860亿元，同比下滑约5%，普五批价跌破900元。", [
    U("五粮液仅存储2015-2019年财务；批价未存储"),
  ]),
  c("u", A, "tN", "undecidable", "五粮液公告2025年度每10股派现约50元，分红率提升到70%。", [U("五粮液公告未收录")]),
  c("u", A, "tBe", "undecidable", "2026年一季度五粮液净利润同比下降超两成，渠道库存仍在高位。", [
    U("2026Q1财务与渠道库存未存储"),
  ]),
  c("t", A, "tC", "technical", "120个交易日里股价从118.99元跌到97.08元，下跌约18%，左侧抄底风险仍大。", [
    CLOSE("118.99", "eq", { date: "2025-10-31" }),
    RET(120, { v: "-18", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "股价站上5日均线99.42元，短线企稳迹象明确，可以试多。",
    [MA(5, "value", { v: "99.42" }), MA(5, "above", { err: "technical" })],
    { err: "technical", note: "收盘97.08在MA5下方" },
  ),
  c("u", A, "vN", "undecidable", "白酒消费税改革传闻再起，叠加经销商大会延期，投卖出。", [
    U("政策传闻、经销商会议未存储"),
  ]),
  c("t", A, "vT", "technical", "近20日振幅约7.9%，自高点回撤约7.5%，且未见止跌K线，投卖出。", [
    AMP(20, { v: "7.9", cmp: "approx" }),
    DD(20, { v: "-7.5", cmp: "approx" }),
    H.BAR("2026-04-30", "chg", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "股价自2025年末以来累计下跌约8%，对持股者来说这是利好。",
    [READ(RET("2025-12-31", { v: "-8", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作利好" },
  ),
];
