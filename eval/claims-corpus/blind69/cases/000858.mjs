// 五粮液: FY2015-2019 annual only, no notices, bars 2019-01-02..2026-04-30. On 2026-04-30 only its price is decided.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  MIN,
  UP,
  DOWN,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  EV,
  PE,
  SNAP,
  IND,
  U,
} = H;
const { PAIR, READ, MCPE, BIAS, DD, BRK, POS52, IN, X, CAGR, SUM, AVG, RANK, GDIFF, PSUM, QOQ, MCNOW, SPAN } = H;
const { MAXDAY, UPDAYS, HILO, VOLR, EVN, LIN, DAYS, MAX_CROSS, SNAPDIV, PERDAY, GSTREAK, WEEKS, MRET, MAHOLD } = H;
const { BAR, AMP } = H;
const c = H.maker("b69-wl", "000858");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "technical", "五粮液收盘97.08元，5/10/20/60/120/250日均线自下而上依次排开，标准的空头排列。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "五粮液收于97.08元，重新站上20日均线101.81元，短线企稳信号出现。",
    [CLOSE("97.08"), MA(20, "value", { v: "101.81" }), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "收盘低于MA20" },
  ),
  c("t", A, "tT", "technical", "RSI14约28.4，跌入超卖区；MACD自4月20日死叉后DIF约-1.17，仍在DEA下方运行。", [
    RSI("28.4", "approx"),
    RSI("30", "lt"),
    MACD("death_cross", 9),
    MACD("dif_value", undefined, { v: "-1.17", cmp: "approx" }),
    MACD("dif_below_dea"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI14约28，MACD在4月下旬金叉，DIF上穿DEA，底部反转信号明确。",
    [RSI("28", "approx"), MACD("golden_cross", 9, { err: "technical" })],
    { err: "technical", note: "4月20日为死叉，其后无金叉" },
  ),
  c("t", A, "vT", "technical", "股价距52周高点137.18元已跌去约29%，收盘价贴着97元的年内最低位，位置在区间最底部。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
    POS52({ v: "1", cmp: "lt" }),
  ]),
  c("t", A, "tTr", "technical", "收盘跌破此前60个交易日的所有收盘价，近250个交易日累计下跌约26%，右侧信号尚未出现。", [
    BRK(60, "down"),
    RET(250, { v: "-26", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "五粮液近250个交易日累计下跌约62%，均线仍是空头排列，弱势格局没有改变。",
    [RET(250, { v: "-62", cmp: "approx", err: "wrong_value" }), MAORDER([5, 10, 20, 60, 120, 250], "bear")],
    { err: "wrong_value", note: "近250个交易日-26.3%" },
  ),
  c("t", A, "tS", "technical", "4月29日、30日连跌两天，收盘从100.2元跌到97.08元，4月全月跌约6%。", [
    DAYS(2, "down"),
    CLOSE("100.2", "eq", { date: "2026-04-28" }),
    CLOSE("97.08"),
    MRET("2026-04", { v: "-6", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "20日均量较前20日略增不到一成，放量下跌，20日乖离约-4.7%。", [
    VOLR({ v: "1.1", cmp: "lt" }),
    VOL("expand"),
    RET(20, { dir: "down" }),
    BIAS(20, { v: "-4.7", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "2020年末五粮液还收在291.85元，如今97.08元，较那时跌去约三分之二。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    CLOSE("97.08"),
    RET("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "股价较2020年末的291.85元下跌约34%，高端白酒估值泡沫已挤出三分之一。",
    [CLOSE("291.85", "eq", { date: "2020-12-31" }), RET("2020-12-31", { v: "-34", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际-66.7%；34%是剩下的比例" },
  ),
  c("t", A, "tP", "valuation", "去年7月4日快照市值约4673亿元、PB 3.15倍，对应每股净资产约38元；此后股价已跌约19%。", [
    SNAP("marketCap", "4673", "亿", "approx"),
    SNAP("pb", "3.15", "x", "eq"),
    SNAPDIV("pb", "38", "approx"),
    SPAN("2025-07-04", { v: "-19", cmp: "approx" }),
  ]),
  c("u", A, "fV", "valuation", "五粮液2025年每股收益约7.5元，97元对应PE不到13倍，股息率超过4%，估值已见底。", [
    U("五粮液FY2025未存储，PE与股息率无法计算"),
  ]),
  c("u", A, "fE", "undecidable", "2025年五粮液营收同比下滑约两成，归母净利润降幅更大，白酒行业深度调整。", [
    U("五粮液2020年以后的财报未存储"),
  ]),
  c("u", A, "tN", "announcement", "五粮液公告2025年度分红每10股派现约58元，分红率提升至70%。", [U("五粮液无公告存储")]),
  c("u", A, "bear", "undecidable", "普五批价已跌破800元，渠道库存超过两个月，经销商打款意愿低迷。", [
    U("批价与渠道库存未存储"),
  ]),
  c("u", A, "fS", "undecidable", "股吧里看空情绪浓厚，融资余额连续两周下降，市场对白酒的信心仍在冰点。", [
    U("情绪与融资余额未存储"),
  ]),
  c("t", A, "tC", "technical", "年初至今五粮液跌约8%，120个交易日跌约18%，下跌趋势中不宜逆势加仓。", [
    RET("2025-12-31", { v: "-8", cmp: "approx" }),
    RET(120, { v: "-18", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "年初至今五粮液仅小跌约0.8%，相对白酒板块显示出抗跌性。",
    [RET("2025-12-31", { v: "-0.8", cmp: "approx", err: "wrong_magnitude" }), U("白酒板块未存储")],
    { err: "wrong_magnitude", note: "年初至今-8.36%" },
  ),
  c("t", A, "tA", "technical", "近60日振幅不到14%，年内最低97元附近正好是20日新低区域，激进资金可以小仓位试探。", [
    AMP(60, { v: "14", cmp: "lt" }),
    LO52({ cond: "level", v: "97" }),
    BRK(20, "down"),
  ]),
  c("u", A, "tM", "undecidable", "若二季度动销回暖、批价企稳，五粮液有望修复至110元上方，届时再决定加仓。", [
    U("情景与未来价格"),
  ]),
  c("t", A, "fL", "technical", "裁定：技术面上空方占优，均线全线空头排列、RSI约28，但超卖本身不构成买入理由。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    RSI("28", "approx"),
  ]),
];
