// 中国石化: FY2019-2024 annual (income statement; balance sheet only 2019), no quarterly reports, no FY2025, bars 2024-.
import {
  V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, PE, SNAP, U, READ,
  MCPE, PAIR, BIAS, AMP, DD, BRK, POS52, IN, maker,
} from "../spec-helpers.mjs";

const c = maker("b3-sh", "600028");
const A = "2025-06-13";
const B = "2025-10-17";
const Dd = "2026-04-30";

export default [
  c("t", A, "tF", "annual", "**收入**：FY2024营业收入3.07万亿元（30745.62亿），yoy -4.3%，已是连续第二年下滑。", [
    V("operating_revenue", "2024", "3.07", "万亿", "approx"), V("operating_revenue", "2024", "30745.62"),
    G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }), G("operating_revenue", "2023", { dir: "down" }),
  ]),
  c("f", A, "tF", "annual", "**收入**：FY2024营业收入30745.62亿，同比-3.2%，降幅较上年收窄。", [
    V("operating_revenue", "2024", "30745.62"), G("operating_revenue", "2024", { v: "-3.2", cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period", note: "-3.2%是FY2023的降幅；FY2024为-4.3%，降幅扩大" }),
  c("t", A, "fE", "annual", "**利润**：归母净利润503.13亿，同比-16.8%，而FY2023是-9.9%——降幅在扩大。", [
    V("net_profit", "2024", "503.13"), G("net_profit", "2024", { v: "-16.8", cmp: "approx" }), G("net_profit", "2023", { v: "-9.9", cmp: "approx" }),
  ]),
  c("f", A, "fE", "annual", "归母净利润503.13亿，同比小幅下滑约5%，经营基本稳住。", [
    V("net_profit", "2024", "503.13"), G("net_profit", "2024", { size: "小幅下滑", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "bear", "annual", "从FY2021的712亿到FY2024的503亿，归母净利润三连降，累计少赚约209亿，缩水近三成。", [
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]), D("net_profit", "2024", { base: "2021", v: "-209", cmp: "approx" }),
    G("net_profit", "2024", { base: "2021", v: "-30", cmp: "near" }),
  ]),
  c("f", A, "bear", "annual", "归母净利润503亿，创近五年新低。", [
    V("net_profit", "2024", "503", "亿", "approx"), MIN("net_profit", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
  ], { err: "wrong_extreme", note: "FY2020为332.71亿" }),
  c("t", A, "bull", "annual", "空方只看利润，却忽略了FY2020：那一年扣非净利润是-15.65亿，真正亏过；如今扣非仍有480亿级别。", [
    V("deducted_net_profit", "2020", "-15.65"), V("deducted_net_profit", "2024", "480", "亿", "approx"),
  ]),
  c("f", A, "bull", "annual", "FY2021归母净利润712亿，较FY2020翻了三倍，景气弹性惊人。", [
    V("net_profit", "2021", "712", "亿", "approx"), G("net_profit", "2021", { v: "300", cmp: "ge", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "+114%，翻了一番" }),
  c("t", A, "tB", "annual", "FY2021归母净利润712.08亿，较疫情年FY2020的332.71亿翻了一番有余（+114%）。", [
    V("net_profit", "2021", "712.08"), V("net_profit", "2020", "332.71"), G("net_profit", "2021", { v: "114", cmp: "approx", size: "翻倍" }),
  ]),
  c("t", A, "fV", "annual", "毛利率：15.0%（FY2022）→15.6%（FY2023）→15.5%（FY2024），三年在15%上下窄幅波动。", [
    V("gross_margin", "2022", "15.0", "%", "approx"), V("gross_margin", "2023", "15.6", "%", "approx"), V("gross_margin", "2024", "15.5", "%", "approx"),
  ]),
  c("f", A, "fV", "annual", "毛利率只有5%出头（FY2024），炼化是典型的薄利生意。", [
    V("gross_margin", "2024", "5", "%", "approx", { err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "fR", "annual", "净利率更薄：FY2024净利润575亿除以营收3.07万亿，不到2%（约1.9%）。", [
    V("net_income", "2024", "575", "亿", "approx"), V("net_margin", "2024", "2", "%", "lt"), V("net_margin", "2024", "1.9", "%", "approx"),
  ]),
  c("t", A, "tM", "annual", "研发费用连续四年增长：100.87亿（FY2020）→152.15亿（FY2024），四年累计增加约五成。", [
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]), V("research_expense", "2020", "100.87"), V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { base: "2020", v: "50", cmp: "approx" }),
  ]),
  c("f", A, "tM", "annual", "管理费用连年攀升，FY2024达580.21亿，费用管控失效。", [
    V("admin_expense", "2024", "580.21"), G("admin_expense", "2024", { dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "FY2024管理费用同比下降" }),
  c("t", A, "fSy", "annual", "三费中销售费用614.22亿，与上年（611.64亿）基本持平；管理费用580.21亿，同比-2.8%。", [
    V("selling_expense", "2024", "614.22"), G("selling_expense", "2024", { size: "基本持平" }), G("admin_expense", "2024", { v: "-2.8", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "EPS由0.505元降至0.415元（FY2023→FY2024），减少0.09元。", [
    V("basic_eps", "2023", "0.505", "元"), V("basic_eps", "2024", "0.415", "元"), D("basic_eps", "2024", { u: "元", v: "-0.09", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "以6月13日收盘5.93元、FY2024 EPS 0.415元计，静态PE约14.3倍。", [CLOSE("5.93"), PE("2024", "14.3", "approx")]),
  c("f", A, "fV", "valuation", "静态PE不到10倍（按FY2024 EPS），深度价值。", [PE("2024", "10", "lt", { err: "wrong_value" })], { err: "wrong_value" }),
  c("u", A, "fV", "undecidable", "股息率超过6%，在三桶油里最高。", [U("股息率与同业：数据未存")]),
  c("u", A, "tN", "undecidable", "炼油毛利受成品油价格倒挂拖累，上半年化工板块仍在亏损。", [U("分板块数据：未存")]),
  c("t", A, "tT", "technical", "6月13日收5.93，创近60日收盘新高，MA5>MA10>MA20>MA60短期多头排列，但仍压在半年线（约5.94）与年线（约6.21）之下。", [
    CLOSE("5.93"), BRK(60, "up"), MAORDER([5, 10, 20, 60], "bull"), MA(120, "below"), MA(250, "below"),
  ]),
  c("f", A, "tT", "technical", "均线空头排列，MA5<MA10<MA20，下跌趋势未改。", [MAORDER([5, 10, 20], "bear", { err: "technical" })], { err: "technical" }),
  c("t", A, "tS", "technical", "放量上攻：20日均量较前20日放大约16%，过去五个交易日上涨3.1%。", [VOL("expand"), RET(5, { v: "3.1", cmp: "approx" })]),
  c("t", A, "tC", "technical", "反弹归反弹，股价仍处52周区间偏下（约28%分位），距52周高点7.64还差两成多。", [
    POS52({ v: "28", cmp: "approx" }), HI52({ v: "-20", cmp: "lt" }),
  ]),
  c("f", A, "tA", "technical", "今年以来已经涨了一成，资金开始回流央企油气。", [RET("2024-12-31", { v: "10", cmp: "approx", err: "wrong_direction" })], { err: "wrong_direction" }),
  c("t", B, "tT", "technical", "10月17日收5.41，离52周低点5.25仅约3%，位于区间下沿（约10%分位）；10月13日MACD金叉，但DIF仍在零轴下方。", [
    CLOSE("5.41"), LO52({ v: "3", cmp: "approx" }), POS52({ v: "20", cmp: "le" }), MACD("golden_cross", 6), MACD("dif_below_zero"),
  ]),
  c("f", B, "tT", "technical", "10月中旬MACD在零轴上方金叉，强势信号。", [MACD("golden_cross", 6), MACD("dif_above_zero", 0, { err: "technical" })], { err: "technical" }),
  c("t", B, "vT", "technical", "技术面：一年跌了约23%（250日），年初至今-19%，缩量（20日均量较前期少约23%）。", [
    RET(250, { v: "-23", cmp: "approx" }), RET("2024-12-31", { v: "-19", cmp: "approx" }), VOL("shrink_strong"),
  ]),
  c("t", B, "tTr", "technical", "5.41，60日回撤10%，缩量磨底。不加仓。", [CLOSE("5.41"), DD(60, { v: "-10", cmp: "approx" }), VOL("shrink")]),
  c("f", B, "tNe", "technical", "近60个交易日累计下跌约15%，跌势并未收敛。", [RET(60, { v: "-15", cmp: "approx", err: "wrong_magnitude" })], { err: "wrong_magnitude" }),
  c("t", B, "fV", "valuation", "按7月4日约6887亿市值、FY2024归母净利503亿，PE约13.7倍；PB仅0.84倍，破净。", [
    SNAP("marketCap", "6887", "亿", "approx"), MCPE("2024", "13.7", "approx"), SNAP("pb", "0.84", "x", "eq"), SNAP("pb", "1", "x", "lt"),
  ]),
  c("f", B, "tP", "valuation", "PB约1.2倍，不算便宜。", [SNAP("pb", "1.2", "x", "approx", { err: "wrong_value" })], { err: "wrong_value" }),
  c("u", B, "tM", "quarterly", "前三季度归母净利润同比下降约三成，Q3单季环比改善。", [U("2025年季报：数据未存")]),
  c("u", B, "fL", "undecidable", "若布伦特油价回到80美元，全年利润有望回到600亿以上。", [U("油价情景")]),
  c("t", Dd, "tT", "technical", "4月末收5.39，52周区间下沿（约4%分位），距52周高点8.11已回落33.5%；RSI(14)约30，逼近超卖。", [
    CLOSE("5.39"), POS52({ v: "10", cmp: "le" }), HI52({ v: "-33.5", cmp: "approx" }), RSI("30", "approx"),
  ]),
  c("f", Dd, "tT", "technical", "RSI已跌破20，严重超卖。", [RSI("20", "lt", { err: "technical" })], { err: "technical" }),
  c("t", Dd, "tS", "technical", "本轮下跌以来（60个交易日前6.37），股价已回吐约15%；60日振幅超过四成，波动剧烈。", [
    RET(60, { v: "-15.4", cmp: "approx" }), AMP(60, { v: "40", cmp: "gt" }),
  ]),
  c("t", Dd, "tC", "technical", "MA60（约6.17）与MA120（约6.04）都在股价上方，跌破半年线后反抽无力；60日乖离率约-12.6%。", [
    MA(60, "value", { v: "6.17", cmp: "approx" }), MA(120, "value", { v: "6.04", cmp: "approx" }), MA(120, "below"), BIAS(60, { v: "-12.6", cmp: "approx" }),
  ]),
  c("t", Dd, "fS", "technical", "缩量下跌：20日均量只有前20日的六成左右，近20日股价-8.5%。", [VOL("shrink_strong"), RET(20, { v: "-8.5", cmp: "approx" })]),
  c("f", Dd, "fS", "technical", "缩量下跌恰恰说明抛压衰竭，是积极信号。", [
    VOL("shrink_strong"), READ(RET(20, { v: "-8.5", cmp: "approx" }), "positive", { err: "stance" }),
  ], { err: "stance" }),
  c("f", Dd, "vT", "technical", "技术面：年初至今上涨12.8%，走出独立行情。", [RET("2025-12-31", { v: "12.8", cmp: "approx", err: "wrong_direction" })], { err: "wrong_direction" }),
  c("t", Dd, "vF", "valuation", "基本面：最新可得年报仍是FY2024（EPS 0.415元），按4月末5.39元算静态PE约13倍。", [
    V("basic_eps", "2024", "0.415", "元"), PE("2024", "13", "approx"),
  ]),
  c("u", Dd, "vF", "annual", "基本面：FY2025归母净利润约480亿，同比-4.6%。", [V("net_profit", "2025", "480", "亿", "approx")], { note: "FY2025年报未入库" }),
  c("t", Dd, "tN", "announcement", "公告层面只有定期报告：2025年3月24日披露2024年年度报告，数据中未见回购、增持或减持公告。", [
    EV("annual_report", true, { title: "2024年年度报告", from: "2025-03-24", to: "2025-03-24" }), EV("repurchase", false), EV("increase", false), EV("reduction", false),
  ]),
  c("f", Dd, "vN", "announcement", "消息面：控股股东今年公告增持A股，托底意图明显。", [EV("increase", true, { from: "2026-01-01", err: "nonexistent_event" })], { err: "nonexistent_event" }),
  c("u", Dd, "tN", "undecidable", "集团层面正推进炼化一体化项目重组，预计年内落地。", [U("预计与传闻")]),
];
