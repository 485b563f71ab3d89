// 五粮液: annual 2015-2019 only (nothing later stored), bars from 2019-01-02, no notices stored (a notice point is
// undecidable). On 2026-04-30 its points are technical, snapshot valuation, 2019 history or undecidable.
import * as H from "../spec-helpers.mjs";

const { V, G, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, SNAP, U, MCPE, SNAPDIV } = H;
const { BIAS, BRK, DAYS, UPDAYS, MRET, BAR, POS52, DD, VOLR, MAHOLD, WEEKS, SPAN, HILO, MAX_CROSS, AMP, READ } = H;
const c = H.maker("b57-wly", "000858");
const A = "2026-04-30";

export default [
  c("t", A, "tT", "technical", "收盘97.08元，5日到250日均线自下而上依次排开，标准的空头排列，250日线在116.47元。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(250, "value", { v: "116.47" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "股价重新站上20日均线101.81元，短线企稳迹象明显。",
    [MA(20, "value", { v: "101.81" }), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "收盘97.08元在MA20之下" },
  ),
  c("t", A, "tS", "technical", "RSI(14)约28.4，已进入30以下的超卖区。", [RSI("28.4", "approx"), RSI("30", "lt")]),
  c("t", A, "tT", "technical", "4月20日MACD死叉后DIF继续下探至-1.17，低于DEA约-0.72，空头动能仍在释放。", [
    MACD("death_cross", 9),
    MACD("dif_value", undefined, { v: "-1.17", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "-0.72", cmp: "approx" }),
    MACD("dif_below_dea"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "MACD刚在零轴下方完成金叉，DIF上穿DEA，超跌反弹一触即发。",
    [MACD("golden_cross", 5, { err: "technical" }), MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "最近是4月20日死叉；DIF -1.174 < DEA -0.717" },
  ),
  c("t", A, "bear", "technical", "收盘97.08元创52周收盘新低，较52周高点137.18元已跌去约29%。", [
    CLOSE("97.08"),
    LO52({ cond: "new_low" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "股价较52周低点已反弹约15%，底部区域正在确认。",
    [LO52({ v: "15", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "距52周低点97元仅+0.08%" },
  ),
  c("t", A, "fM", "technical", "收盘价低于此前60个交易日的每一个收盘，属于有效跌破整理平台。", [BRK(60, "down")]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近120个交易日股价累计上涨约18%，中期趋势依然向上。",
    [RET(120, { v: "18", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近120日-18.41%" },
  ),
  c("t", A, "tS", "technical", "4月全月下跌约6%，从103.27元跌到97.08元。", [
    MRET("2026-04", { v: "-6", cmp: "approx" }),
    CLOSE("103.27", "eq", { date: "2026-03-31" }),
    CLOSE("97.08"),
  ]),
  c("t", A, "tN", "technical", "1月29日单日涨停，收盘110.77元，较前一日上涨约10%。", [
    BAR("2026-01-29", "chg", { v: "10", cmp: "approx" }),
    CLOSE("110.77", "eq", { date: "2026-01-29" }),
  ]),
  c("t", A, "tT", "technical", "最近10个交易日只有2天收涨，最后两天连续收跌。", [
    UPDAYS(10, { v: "2" }),
    DAYS(2, "down"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近10个交易日仅2天收涨，且已连续5个交易日收跌。",
    [UPDAYS(10, { v: "2" }), DAYS(5, "down", { err: "technical" })],
    { err: "technical", note: "4月23、24日收涨，4月28日平收" },
  ),
  c("t", A, "tTr", "technical", "近20日均量与前20日基本相当，量比约1.07，下跌并未伴随放量出逃。", [
    VOLR({ v: "1.07" }),
    VOL("flat"),
  ]),
  c("t", A, "fR", "technical", "股价处在52周区间的最底部，相对位置不到1%。", [POS52({ v: "1", cmp: "lt" })]),
  c("u", A, "vT", "technical", "今年以来从105.94元跌到97.08元，跌幅约8.4%，弱于多数消费龙头。", [
    CLOSE("105.94", "eq", { date: "2025-12-31" }),
    RET("2025-12-31", { v: "-8.4", cmp: "approx" }),
    U("其他消费龙头的走势未存储"),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "对比2020年末的291.85元，股价已经跌去将近八成。",
    [SPAN("2020-12-31", { v: "-80", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "跌幅约66.7%" },
  ),
  c("t", A, "fV", "valuation", "去年7月4日快照市净率3.15倍、总市值约4673亿元，倒推每股净资产约38.2元。", [
    SNAP("pb", "3.15", "x", "eq"),
    SNAP("marketCap", "4673", "亿"),
    SNAPDIV("pb", "38.2"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "快照显示五粮液总市值约5673亿元，市净率3.15倍。",
    [SNAP("marketCap", "5673", "亿", "approx", { err: "wrong_value" }), SNAP("pb", "3.15", "x", "eq")],
    { err: "wrong_value", note: "总市值约4673亿元" },
  ),
  c("u", A, "fV", "undecidable", "按2025年业绩测算，当前股价对应PE仅约13倍，处于近十年估值底部。", [
    U("五粮液2025年利润与历史估值分位未存储"),
  ]),
  c("u", A, "tF", "undecidable", "2025年营收同比下滑超一成，归母净利润跌至300亿元以下。", [
    U("五粮液2025年年报未存储"),
  ]),
  c("u", A, "tN", "undecidable", "公司公告2025年度每10股派现超50元，分红率提升至70%。", [U("五粮液公告未收录")]),
  c("u", A, "fS", "undecidable", "普五一批价跌破900元，渠道库存仍在两个月以上。", [U("批价与渠道库存未存储")]),
  c("u", A, "tBe", "undecidable", "一季度营收和利润双双两位数下滑，茅台同期却仍是正增长。", [
    U("五粮液2026年一季报与同业数据未存储"),
  ]),
  c("t", A, "tM", "annual", "回看2019年，营收501.18亿元首破500亿元，归母净利润174.02亿元，同比增30.02%。", [
    V("operating_revenue", "2019", "501.18"),
    V("operating_revenue", "2019", "500", "亿", "gt"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.02" }),
  ]),
  c("t", A, "vT", "technical", "近60个交易日收盘最高110.77元，自那以后回撤约12.4%。", [
    HILO("max", "2026-01-27", { v: "110.77" }),
    DD(60, { v: "-12.4", cmp: "approx" }),
  ]),
];
