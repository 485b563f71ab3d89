// 五粮液: FY2015-2019 annual only (no later reports, no quarterly), bars 2019-2026 (cash dividends shift closes slightly).
import {
  V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, PE, SNAP, U, READ,
  MCPE, PAIR, BIAS, AMP, DD, BRK, POS52, IN, maker,
} from "../spec-helpers.mjs";

const c = maker("b3-wl", "000858");
const Y = "2019-12-31";
const A = "2020-06-30";
const B = "2025-03-14";
const Dd = "2026-04-30";

export default [
  // ---- 2019-12-31: FY2018 is the latest report ----
  c("t", Y, "tF", "annual", "**FY2018**：营业收入400.30亿（yoy +32.6%），站上400亿；归母净利133.84亿（yoy +38.4%）。", [
    V("operating_revenue", "2018", "400.30"), G("operating_revenue", "2018", { v: "32.6", cmp: "approx" }),
    MAX("operating_revenue", "2018", ["2015", "2016", "2017", "2018"]), V("net_profit", "2018", "133.84"), G("net_profit", "2018", { v: "38.4", cmp: "approx" }),
  ]),
  c("u", Y, "tF", "annual", "FY2019营收预计突破500亿，同比增长约25%。", [U("FY2019年报尚未披露：预计")]),
  c("f", Y, "fE", "annual", "FY2018营收501.18亿，同比+25.2%。", [V("operating_revenue", "2018", "501.18", "亿", "eq", { err: "wrong_period" })], { err: "wrong_period", note: "501.18亿是FY2019，当时尚未披露" }),
  c("t", Y, "tB", "annual", "近三年（FY2016-2018）收入增速逐年加快：13.3%→23.0%→32.6%。", [
    G("operating_revenue", "2016", { v: "13.3", cmp: "approx" }), G("operating_revenue", "2017", { v: "23.0", cmp: "approx" }), G("operating_revenue", "2018", { v: "32.6", cmp: "approx" }),
  ]),
  c("t", Y, "tT", "technical", "年末收133.01，收盘创近20日新高，MA5>MA10>MA20短多排列；较年初首个交易日的49.94元，一年涨了约1.66倍。", [
    CLOSE("133.01"), BRK(20, "up"), MAORDER([5, 10, 20], "bull"), RET("2019-01-02", { v: "166", cmp: "approx" }),
  ]),
  c("f", Y, "tT", "technical", "12月RSI(14)已超过80，严重超买。", [RSI("80", "gt", { err: "technical" })], { err: "technical", note: "约60" }),
  c("u", Y, "tC", "technical", "股价已逼近52周高点，离143.1不到一成。", [HI52({ v: "-10", cmp: "gt" })], { note: "连续日线始于2019-01-02，不足52周" }),
  // ---- 2020-06-30: FY2019 out ----
  c("t", A, "tF", "annual", "FY2019：营收501.18亿（+25.2%），归母净利174.02亿（+30.0%），EPS 4.48元，ROE 25.26%。", [
    V("operating_revenue", "2019", "501.18"), G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }), V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.0", cmp: "approx" }), V("basic_eps", "2019", "4.48", "元"), V("roe", "2019", "25.26", "%"),
  ]),
  c("f", A, "tF", "annual", "FY2019归母净利174.02亿，同比增长38.4%，连续第二年加速。", [
    V("net_profit", "2019", "174.02"), G("net_profit", "2019", { v: "38.4", cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period" }),
  c("t", A, "tM", "annual", "2015→2019年归母净利润61.76亿→174.02亿，四年增长约1.8倍（2.8倍于FY2015），且年年增长。", [
    G("net_profit", "2019", { base: "2015", mode: "x", v: "2.8", cmp: "approx" }), UP("net_profit", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  c("f", A, "tM", "annual", "2015-2019年归母净利润连续四年保持30%以上的增速。", [
    G("net_profit", "2016", { v: "30", cmp: "gt", err: "wrong_magnitude" }), G("net_profit", "2017", { v: "30", cmp: "gt" }),
    G("net_profit", "2018", { v: "30", cmp: "gt" }), G("net_profit", "2019", { v: "30", cmp: "ge" }),
  ], { err: "wrong_magnitude", note: "FY2016仅+9.9%" }),
  c("t", A, "fR", "annual", "经营现金流231.12亿（FY2019），同比+87.6%，超过归母净利润的1.3倍。", [
    V("operating_cash_flow", "2019", "231.12"), G("operating_cash_flow", "2019", { v: "87.6", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1.3", { cmp: "gt" }),
  ]),
  c("f", A, "fR", "annual", "经营现金流连续五年增长，FY2019达231亿。", [
    UP("operating_cash_flow", ["2015", "2016", "2017", "2018", "2019"], { err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "FY2017下降" }),
  c("u", A, "fV", "annual", "资产负债率由FY2015的15.6%升至FY2019的28.5%，上升约12.9pp，主要是预收款增加。", [
    V("debt_ratio", "2015", "15.6", "%", "approx"), V("debt_ratio", "2019", "28.5", "%", "approx"), PP("debt_ratio", "2019", { base: "2015", v: "12.9", cmp: "approx" }),
    U("负债结构（预收款）：未存"),
  ]),
  c("t", A, "fV", "annual", "资产负债率由FY2015的15.6%升至FY2019的28.5%，上升约12.9pp，但仍不到三成。", [
    V("debt_ratio", "2015", "15.6", "%", "approx"), V("debt_ratio", "2019", "28.5", "%", "approx"), PP("debt_ratio", "2019", { base: "2015", v: "12.9", cmp: "approx" }),
    V("debt_ratio", "2019", "30", "%", "lt"),
  ]),
  c("f", A, "fE", "annual", "归母权益742.91亿（FY2019），较FY2018增长约27%。", [
    V("parent_equity", "2019", "742.91"), G("parent_equity", "2019", { v: "27", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "+17.0%" }),
  c("t", A, "fV", "valuation", "按6月末收171.12元、FY2019 EPS 4.48元，静态PE约38倍。", [CLOSE("171.12"), PE("2019", "38", "approx")]),
  c("f", A, "fV", "valuation", "静态PE不到30倍（FY2019口径），白酒里并不算贵。", [PE("2019", "30", "lt", { err: "wrong_value" })], { err: "wrong_value" }),
  c("t", A, "tT", "technical", "6月末收171.12，贴近52周高点（仅差0.3%），收盘创近60日新高，RSI约70.4，踏入超买。", [
    CLOSE("171.12"), HI52({ v: "-0.3", cmp: "approx" }), BRK(60, "up"), RSI("70.4", "approx"), RSI("70", "gt"),
  ]),
  c("t", A, "tS", "technical", "3月底以来（近60个交易日）涨超五成（+51%），60日乖离率+18.6%，偏离均线过远。", [
    RET(60, { v: "51", cmp: "approx" }), BIAS(60, { v: "18.6", cmp: "approx" }),
  ]),
  c("f", A, "tS", "technical", "近20个交易日放量大涨近三成。", [RET(20, { v: "30", cmp: "near", err: "overstatement" }), VOL("expand")], { err: "overstatement", note: "+15.5%" }),
  c("t", A, "vT", "technical", "技术面：MA5>MA10>MA20>MA60>MA120>MA250，完整的多头排列；年初至今+28.7%。", [
    MAORDER([5, 10, 20, 60, 120, 250], "bull"), RET("2019-12-31", { v: "28.7", cmp: "approx" }),
  ]),
  // ---- 2025-03-14 ----
  c("u", B, "tF", "annual", "FY2024营收约891亿，同比+7%。", [U("FY2020起年报：数据未存")]),
  c("t", B, "tT", "technical", "3月14日放量突破：收140.8，创近20日收盘新高，20日均量较前20日放大约四成。", [
    CLOSE("140.8"), BRK(20, "up"), VOL("expand_strong"),
  ]),
  c("f", B, "tT", "technical", "3月中旬缩量反弹，20日均量较前20日萎缩。", [VOL("shrink", { err: "technical" })], { err: "technical" }),
  c("t", B, "tA", "technical", "五个交易日涨4.5%，站上年线（约138.3）与半年线（约138.5），2月10日MACD金叉后DIF保持在DEA上方。", [
    RET(5, { v: "4.5", cmp: "approx" }), MA(250, "above"), MA(120, "above"), MACD("golden_cross", 30), MACD("dif_above_dea"),
  ]),
  c("t", B, "tC", "technical", "别被一周反弹迷惑：股价比2022年末的180.69元仍低约22%，处在52周区间中部（约48%）。", [
    RET("2022-12-30", { v: "-22", cmp: "approx" }), POS52({ v: "48", cmp: "approx" }),
  ]),
  c("f", B, "tC", "technical", "较2022年末仍跌去四成以上。", [RET("2022-12-30", { v: "-40", cmp: "le", err: "wrong_magnitude" })], { err: "wrong_magnitude" }),
  c("u", B, "tN", "undecidable", "公司公告将在2025年实施不低于70%的分红比例。", [U("分红承诺：公告未存")]),
  c("t", B, "fV", "valuation", "即便按仍是最新入库年报的FY2019 EPS 4.48元计，当前价格对应PE也只有约31倍（数据年报滞后，仅作参考）。", [PE("2019", "31", "approx")]),
  // ---- 2026-04-30 ----
  c("t", Dd, "tT", "technical", "4月末收97.08，几乎贴着52周低点97（区间位置约0.2%），收盘创近60日新低；MA5<MA10<MA20<MA60<MA120<MA250，标准空头排列。", [
    CLOSE("97.08"), LO52({ v: "0.1", cmp: "approx" }), POS52({ v: "1", cmp: "lt" }), BRK(60, "down"), MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c("t", Dd, "tC", "technical", "跌破百元整数关口后收在97.08，创52周收盘新低。", [CLOSE("100", "lt"), LO52({ cond: "new_low" })]),
  c("u", Dd, "tC", "technical", "股价跌破百元，创下上市以来新低。", [CLOSE("100", "lt"), U("上市以来：2019年前日线未存")]),
  c("t", Dd, "tS", "technical", "RSI(14)约28.4，进入超卖区；过去五个交易日-4.1%，近20日-7%。", [
    RSI("28.4", "approx"), RSI("30", "lt"), RET(5, { v: "-4.1", cmp: "approx" }), RET(20, { v: "-7", cmp: "approx" }),
  ]),
  c("f", Dd, "tS", "technical", "RSI约48，既不超买也不超卖。", [RSI("48", "approx", { err: "technical" })], { err: "technical" }),
  c("t", Dd, "tBe", "technical", "一年（250个交易日）跌了约26%，较2023年末的140.31元回撤约31%，较2022年末接近腰斩（-46%）。", [
    RET(250, { v: "-26", cmp: "approx" }), RET("2023-12-29", { v: "-31", cmp: "approx" }), RET("2022-12-30", { v: "-46", cmp: "approx" }),
  ]),
  c("f", Dd, "tB", "technical", "年初至今跌幅不到5%，明显跑赢白酒板块。", [RET("2025-12-31", { v: "-5", cmp: "gt", err: "wrong_magnitude" }), U("白酒板块：数据未存")], { err: "wrong_magnitude" }),
  c("t", Dd, "tNe", "technical", "放量下跌（20日均量较前20日+7%），且价格贴着区间下沿，这组信号只能读成利空，不宜当作“低位放量吸筹”。", [
    VOL("expand"), READ(RET(20, { v: "-7", cmp: "approx" }), "negative"),
  ]),
  c("f", Dd, "fS", "technical", "近20日放量下跌反而说明低位有资金吸筹，是积极信号。", [
    VOL("expand"), READ(RET(20, { v: "-7", cmp: "approx" }), "positive", { err: "stance" }),
  ], { err: "stance" }),
  c("t", Dd, "vT", "technical", "技术面：4月20日MACD死叉，DIF与DEA均在零轴下方，60日回撤12.4%。", [
    MACD("death_cross", 9), MACD("dif_below_zero"), DD(60, { v: "-12.4", cmp: "approx" }),
  ]),
  c("t", Dd, "tTr", "technical", "97.08，年线116.47远在上方，乖离-6%（BIAS60）。不接飞刀。", [CLOSE("97.08"), MA(250, "value", { v: "116.47", cmp: "approx" }), BIAS(60, { v: "-6", cmp: "approx" })]),
  c("u", Dd, "vF", "undecidable", "基本面：FY2025营收同比下滑约两成，利润降幅更大。", [U("FY2025年报：数据未存")]),
  c("u", Dd, "vN", "undecidable", "消息面：普五批价跌破800元，经销商库存压力加大。", [U("批价与库存：数据外")]),
  c("u", Dd, "tP", "undecidable", "相较茅台，五粮液的估值折价已扩大到约40%。", [U("五粮液当前估值：最新年报未存")]),
];
