// 招商银行: FY2019-2025 annual, 2024H1-2026Q1 quarters (Eastmoney main indicators: revenue, profit, EPS, BPS, ROE),
// bars 2024-, announcements: annual reports to FY2024. Voices: 研报 bank note, prompt points, 雪球 dividend crowd.
import { BAR, BRK, CAGR, CLOSE, D, DAYS, DOWN, EV, G, GSTREAK, HI52, IN, IND, LO52, MA, MACD, MAORDER, MCPE, PE,
  PP, R, RANK, RET, RSI, SNAP, U, UP, V, VOL, X, maker } from "../spec-helpers.mjs";

const c = maker("b5-zs", "600036");
const A = "2026-04-30";
const M9 = "2025-10-31";
const Y21_25 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "fSy", "annual", "招商银行FY2025营收/归母净利润3,375.32/1,501.81亿元，yoy+0.01%/+1.2%，营收基本持平（E2）。", [
    V("revenue", "2025", "3375.32"),
    V("net_profit", "2025", "1501.81"),
    G("revenue", "2025", { v: "0.01", size: "基本持平" }),
    G("net_profit", "2025", { v: "1.2" }),
  ]),
  c("f", A, "tBe", "annual", "2025A营收/归母净利润3,375.32/1,501.81亿元，yoy-0.5%/+1.2%，收入端仍在负增长。", [
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { v: "-0.5", dir: "down", err: "wrong_direction" }),
    G("net_profit", "2025", { v: "1.2" }),
  ], { err: "wrong_direction" }),
  c("f", A, "fQ", "annual", "营收已连续三年负增长（2023-2025），零售之王的光环在褪色。", [
    DOWN("revenue", ["2022", "2023", "2024", "2025"], { err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "fE", "annual", "营收自2022年3,447.83亿元的高点回落后，2025年仅微增至3,375.32亿元，仍低于峰值。", [
    V("revenue", "2022", "3447.83"),
    { k: "extreme", which: "max", metric: "revenue", period: "2022", over: Y21_25 },
    G("revenue", "2025", { size: "微增" }),
    { k: "pair", metric: "revenue", period: "2025", period2: "2022", mode: "lt" },
  ]),
  c("t", A, "tF", "quarterly", "26Q1营收869.40亿元，yoy+3.8%；归母净利润378.52亿元，yoy+1.5%，开年温和改善（E7）。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.8" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.5" }),
  ]),
  c("f", A, "tB", "quarterly", "26Q1归母净利润378.52亿元，同比大增15%，业绩拐点确立。", [
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "fE", "quarterly", "26Q1归母净利润qoq+4.0%（25Q4为364.09亿元），营收qoq+1.0%。", [
    G("net_profit", "2026Q1", { base: "2025S4", v: "4.0", cmp: "approx" }),
    V("net_profit", "2025S4", "364.09"),
    G("revenue", "2026Q1", { base: "2025S4", v: "1.0", cmp: "approx" }),
  ]),
  c("f", A, "fQ", "quarterly", "25Q4单季归母净利润1,501.81亿元，环比Q3下滑，年末拨备计提较多。", [
    V("net_profit", "2025S4", "1501.81", "亿", "eq", { err: "wrong_period" }),
  ], { err: "wrong_period" }),
  c("t", A, "fT", "annual", "ROE（2025A）13.44%，同比-105bp；每股收益5.70元，上年同期5.66元。", [
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05" }),
    V("basic_eps", "2025", "5.70", "元"),
    V("basic_eps", "2024", "5.66", "元"),
  ]),
  c("f", A, "fQ", "annual", "ROE 13.44%，同比下降10.5pct，盈利能力断崖式下滑。", [
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-10.5", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "fR", "industry", "资产负债率90.20%（2025A），对银行而言属行业常态，不构成风险信号。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c("f", A, "tC", "industry", "资产负债率高达90.43%（26Q1），九成资产靠负债撑着，杠杆风险突出。", [
    V("debt_ratio", "2026Q1", "90.43", "%"),
    IND("high_debt_is_risk", { err: "industry_sense" }),
  ], { err: "industry_sense" }),
  c("t", A, "tF", "annual", "总资产13.07万亿元（2025A），yoy+7.6%，资产扩张快于利润增速。", [
    V("total_assets", "2025", "13.07", "万亿"),
    G("total_assets", "2025", { v: "7.6" }),
    { k: "gdiff", x: { metric: "total_assets", period: "2025" }, y: { metric: "net_profit", period: "2025" }, u: "pp",
      v: "0", cmp: "gt" },
  ]),
  c("f", A, "tF", "annual", "总资产1.307万亿元，同比增长7.6%，规模在股份行中不算大。", [
    V("total_assets", "2025", "1.307", "万亿", "eq", { err: "wrong_magnitude" }),
    G("total_assets", "2025", { v: "7.6" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "tM", "annual", "2019-2025年归母净利润由928.67亿元增至1,501.81亿元，CAGR约8.3%，但近三年增速均不足7%。", [
    V("net_profit", "2019", "928.67"),
    V("net_profit", "2025", "1501.81"),
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
    GSTREAK("net_profit", ["2023", "2024", "2025"], -100, 7),
  ]),
  c("f", A, "tB", "annual", "归母净利润2023-2025年每年保持两位数增长，1,501.81亿元创历史新高。", [
    GSTREAK("net_profit", ["2023", "2024", "2025"], 10, 100, { err: "wrong_magnitude" }),
    V("net_profit", "2025", "1501.81"),
  ], { err: "wrong_magnitude" }),
  c("t", A, "tB", "annual", "归母净利润1,501.81亿元，2019年以来逐年增长，2025年再创新高。", [
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    RANK("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], "max", 1),
  ]),
  c("t", A, "fV", "valuation", "按4月30日收盘38.27元、2025年EPS 5.70元计，PE约6.7倍；PB约0.88倍（BPS 43.43元）。", [
    CLOSE("38.27"),
    PE("2025", "6.7"),
    PE("2025", "0.88", "approx", { per: "bps" }),
    V("bps", "2025", "43.43", "元"),
  ]),
  c("f", A, "fV", "valuation", "当前PB约1.16倍，仍高于1倍净资产，破净空间有限。", [
    PE("2026Q1", "1.16", "approx", { per: "bps", err: "wrong_period" }),
  ], { err: "wrong_period", note: "1.16 is the 2025-07-04 snapshot PB, not the current close over the latest BPS" }),
  c("t", A, "fV", "valuation", "25年7月4日快照PB为1.16倍，当时市值约1.19万亿元。", [
    SNAP("pb", "1.16", "x", "eq"),
    SNAP("marketCap", "1.19", "万亿"),
  ]),
  c("u", A, "fV", "valuation", "股息率超过5%，在国有大行和股份行中仍有吸引力（E12）。", [U("股息率与同业数据不在数据中")]),
  c("u", A, "fS", "undecidable", "每股派息2.0元以上，拿着吃息比存银行强，稳如老狗。", [U("每股派息未存储")]),
  c("t", A, "tT", "technical", "MA5<MA10<MA20空头排列，收盘38.27元跌破前20日所有收盘，MACD 4月27日死叉。", [
    MAORDER([5, 10, 20], "bear"),
    CLOSE("38.27"),
    BRK(20, "down"),
    MACD("death_cross", 4),
  ]),
  c("f", A, "vT", "technical", "MACD 4月27日金叉，短线转强。", [
    MACD("golden_cross", 4, { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tT", "technical", "4月29日放量大阴线跌2.78%，成交量约为前一日的3.8倍，次日续跌至38.27元。", [
    BAR("2026-04-29", "chg", { v: "-2.78" }),
    BAR("2026-04-29", "volx", { v: "3.8", cmp: "approx" }),
    BAR("2026-04-30", "chg", { dir: "down" }),
    CLOSE("38.27"),
  ]),
  c("f", A, "tC", "technical", "4月29日缩量下跌，成交量不到前一日一半，抛压衰竭。", [
    BAR("2026-04-29", "volx", { v: "0.5", cmp: "lt", err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tTr", "technical", "距52周低点37.31元仅+2.6%，52周区间位置约8.5%，贴着下沿运行。", [
    LO52({ v: "2.6", cmp: "approx" }),
    { k: "ta", ind: "pos52", v: "8.5", cmp: "approx" },
  ]),
  c("f", A, "tS", "technical", "招行今年以来涨了9%，银行股躺赚行情还在。", [
    RET("2025-12-31", { v: "9", cmp: "approx", err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tS", "technical", "今年以来跌了9.10%，去年底42.1元进场的已经被套了9个点。", [
    RET("2025-12-31", { v: "-9.10" }),
    CLOSE("42.1", "eq", { date: "2025-12-31" }),
    RET("2025-12-31", { v: "-9", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "RSI14约36，偏弱但未超卖；收盘在MA250（42.15元）下方。", [
    RSI("36", "approx"),
    RSI("30", "gt"),
    MA(250, "below"),
    MA(250, "value", { v: "42.15" }),
  ]),
  c("f", A, "tA", "technical", "RSI14已跌破30进入超卖，反弹就在眼前。", [RSI("30", "lt", { err: "technical" })], {
    err: "technical",
  }),
  c("t", A, "tNe", "technical", "距52周高点48.55元回撤21.2%，近250个交易日-10.48%，弱势格局未改。", [
    HI52({ v: "-21.2" }),
    RET(250, { v: "-10.48" }),
  ]),
  c("u", A, "tT", "technical", "换手率连续5日低于0.3%，筹码高度锁定。", [U("换手率未存储")]),
  c("t", A, "tN", "announcement", "公告列表中最近一份定期报告是2025年3月26日的2024年年度报告（E1）。", [
    EV("annual_report", true, { title: "2024年年度报告", from: "2025-03-26" }),
  ]),
  c("f", A, "tN", "announcement", "大股东3月公告增持A股，释放托底信号（E13）。", [
    EV("increase", true, { from: "2026-03-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("u", A, "tN", "undecidable", "据媒体报道，招行将于5月下调存款挂牌利率，息差压力或缓解。", [U("媒体报道与未来利率调整")]),
  c("t", M9, "fE", "quarterly", "25Q1-3营收2,514.20亿元，yoy-0.5%；归母净利润1,137.72亿元，yoy+0.5%，收入降幅较H1收窄，利润增速小幅加快。", [
    V("revenue", "2025M9", "2514.20"),
    G("revenue", "2025M9", { v: "-0.5" }),
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.5" }),
    G("revenue", "2025H1", { v: "-0.5", cmp: "lt" }),
    G("net_profit", "2025H1", { v: "0.5", cmp: "lt" }),
  ]),
  c("f", M9, "tBe", "quarterly", "25Q1-3归母净利润1,137.72亿元，同比下滑0.5%，利润也守不住了。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "-0.5", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("u", M9, "tF", "quarterly", "单Q3营收814.51亿元，yoy+2.1%，为本年首个单季正增长；归母净利润388.42亿元，yoy+1.0%。", [
    V("revenue", "2025S3", "814.51"),
    G("revenue", "2025S3", { v: "2.1" }),
    G("revenue", "2025Q1", { dir: "down" }),
    V("net_profit", "2025S3", "388.42"),
    G("net_profit", "2025S3", { v: "1.0" }),
    U("2024Q1未存储，2025年单Q2同比无法计算"),
  ]),
  c("t", M9, "tT", "technical", "10月14日MACD金叉后DIF仍在零轴下方，收盘40.89元位于MA60（42.44元）之下。", [
    MACD("golden_cross", 14),
    MACD("dif_below_zero"),
    CLOSE("40.89"),
    MA(60, "below"),
    MA(60, "value", { v: "42.44" }),
  ]),
  c("f", M9, "vT", "technical", "近60个交易日上涨8%，反弹已成趋势。", [RET(60, { v: "8", cmp: "approx", err: "technical" })], {
    err: "technical",
  }),
  c("t", M9, "fR", "quarterly", "BPS 43.21元（25Q3），较年初41.46元增长约4.2%。", [
    V("bps", "2025M9", "43.21", "元"),
    V("bps", "2024", "41.46", "元"),
    G("bps", "2025M9", { base: "2024", v: "4.2", cmp: "approx" }),
  ]),
  c("u", M9, "fM", "undecidable", "净息差25Q3降至1.8%以下，但降幅收窄（E8）。", [U("净息差不在数据中")]),
  c("t", A, "vF", "annual", "归母净利润1,501.81亿元，约为中国平安同期1,347.78亿元的1.11倍。", [
    V("net_profit", "2025", "1501.81"),
    V("net_profit", "2025", "1347.78", "亿", "eq", { t: "601318" }),
    { k: "pair", metric: "net_profit", period: "2025", t2: "601318", mode: "x", v: "1.11", cmp: "approx" },
  ]),
  c("f", A, "vF", "annual", "招行2025年归母净利润低于中国平安，银行赚不过保险。", [
    { k: "pair", metric: "net_profit", period: "2025", t2: "601318", mode: "lt", err: "wrong_direction" },
  ], { err: "wrong_direction" }),
  c("t", A, "tP", "annual", "2025年经营现金流4,514.57亿元，与上年的4,470.23亿元大体相当。", [
    V("operating_cash_flow", "2025", "4514.57"),
    V("operating_cash_flow", "2024", "4470.23"),
    G("operating_cash_flow", "2025", { size: "基本持平" }),
  ]),
  c("t", A, "tNe", "annual", "扣非归母净利润1,500.07亿元（2025A），与归母口径仅差约1.7亿元，非经常性损益很小。", [
    V("deducted_net_profit", "2025", "1500.07"),
    { k: "pair", metric: "net_profit", period: "2025", metric2: "deducted_net_profit", mode: "diff", v: "1.7",
      cmp: "approx", u: "亿" },
  ]),
  c("f", A, "bear", "annual", "多方说利润稳，可2025年归母净利润1,501.81亿元比2024年少了约18亿元。", [
    D("net_profit", "2025", { v: "-18", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "bull", "annual", "反驳空方：2025年归母净利润比2024年多赚约17.9亿元，增长虽慢但没有倒退。", [
    D("net_profit", "2025", { v: "17.9", cmp: "approx" }),
  ]),
  c("t", A, "bear", "quarterly", "多方引用利润增长，但26Q1 ROE仅3.37%，低于去年同期的3.53%。", [
    V("roe", "2026Q1", "3.37", "%"),
    V("roe", "2025Q1", "3.53", "%"),
  ]),
  c("u", A, "bull", "undecidable", "空方忽略了资产质量：不良率0.93%，拨备覆盖率超400%，安全垫很厚。", [U("不良率与拨备覆盖率未存储")]),
  c("t", A, "tP", "quarterly", "组合经理：26Q1 BPS 44.90元，按38.27元收盘PB约0.85倍，破净状态下维持标配。", [
    V("bps", "2026Q1", "44.90", "元"),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
  ]),
  c("f", A, "fL", "annual", "2025年净利率44.77%，比2021年提升约18个百分点。", [
    V("net_margin", "2025", "44.77", "%"),
    PP("net_margin", "2025", { base: "2021", v: "18", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "fL", "annual", "净利率44.77%（2025A），较2021年的36.48%提升约8.3pct，成本管控见效。", [
    V("net_margin", "2025", "44.77", "%"),
    V("net_margin", "2021", "36.48", "%"),
    PP("net_margin", "2025", { base: "2021", v: "8.3", cmp: "approx" }),
  ]),
];
