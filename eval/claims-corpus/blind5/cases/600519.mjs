// 贵州茅台: FY2019-2025 annual, 2025 quarters and 2026Q1 (net profit; operating revenue 2026Q1 only), bars 2024-.
// Voices: 研报 headline slash pairs and bp, prompt-style points with （E*）tags, 雪球 slang, a trader's MA / BIAS line.
import { BAR, BIAS, BRK, CAGR, CLOSE, D, DAYS, EV, G, GSTREAK, HI52, IN, LO52, MACD, MAORDER, MAX, MCPE, PAIR, PE,
  PP, R, RANK, RET, SNAP, U, V, VOL, maker } from "../spec-helpers.mjs";

const c = maker("b5-mt", "600519");
const A = "2026-04-30";
const H1 = "2025-08-15";
const M9 = "2025-10-31";
const Y24 = "2025-05-09";
const Y19_25 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "fSy", "annual", "贵州茅台FY2025营业总收入/归母净利润分别为1,720.54/823.20亿元，同比-1.2%/-4.5%，增长阶段性停滞（E2）。", [
    V("revenue", "2025", "1720.54"),
    V("net_profit", "2025", "823.20"),
    G("revenue", "2025", { v: "-1.2" }),
    G("net_profit", "2025", { v: "-4.5" }),
  ]),
  c("f", A, "tB", "annual", "25年营收/归母净利分别为1,720.54/823.20亿元，同比+1.2%/-4.5%，收入端仍守住正增长。", [
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { v: "1.2", dir: "up", err: "wrong_direction" }),
    G("net_profit", "2025", { v: "-4.5" }),
  ], { err: "wrong_direction" }),
  c("t", A, "fE", "annual", "2025A毛利率/净利率91.18%/50.53%，同比分别-75bp/-174bp，盈利能力小幅回落（据E4）。", [
    V("gross_margin", "2025", "91.18", "%"),
    V("net_margin", "2025", "50.53", "%"),
    PP("gross_margin", "2025", { v: "-0.75", cmp: "approx" }),
    PP("net_margin", "2025", { v: "-1.74", cmp: "approx" }),
  ]),
  c("f", A, "fQ", "annual", "净利率50.53%，同比仅下滑1.74bp，几乎可以忽略（E4）。", [
    V("net_margin", "2025", "50.53", "%"),
    PP("net_margin", "2025", { v: "-0.0174", cmp: "approx", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "tF", "quarterly", "单Q1（26Q1）归母净利润272.43亿元，yoy+1.5%，qoq+54%，开年节奏正常（E7）。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5" }),
    G("net_profit", "2026Q1", { base: "2025S4", v: "54", cmp: "approx" }),
  ]),
  c("f", A, "tBe", "quarterly", "26Q1单季归母净利润823.20亿元，同比小幅增长，但难掩全年下滑。", [
    V("net_profit", "2026Q1", "823.20", "亿", "eq", { err: "wrong_period" }),
    G("net_profit", "2026Q1", { size: "小幅增长" }),
  ], { err: "wrong_period" }),
  c("u", A, "fS", "quarterly", "26Q1营业收入539.09亿元，yoy约+6%，业绩基本符合市场预期。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6", cmp: "approx" }),
    U("市场一致预期不在数据中"),
  ]),
  c("t", A, "fS", "quarterly", "茅台一季报没炸也没雷：归母272亿，去年同期268亿，多赚了不到4个亿，稳如老狗。", [
    V("net_profit", "2026Q1", "272", "亿", "approx"),
    V("net_profit", "2025Q1", "268", "亿", "approx"),
    D("net_profit", "2026Q1", { v: "4", cmp: "lt", dir: "up" }),
  ]),
  c("f", A, "fS", "annual", "茅台25年利润都腰斩了还有人抄底？归母823亿，基本是24年的一半。", [
    V("net_profit", "2025", "823", "亿", "approx"),
    G("net_profit", "2025", { size: "腰斩", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "tM", "quarterly", "过去12个月（截至26Q1）归母净利润约827亿元，已略高于2025财年的823亿元。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    PAIR("net_profit", "2026Q1TTM", undefined, { mode: "gt", period2: "2025" }),
    V("net_profit", "2025", "823", "亿", "approx"),
  ]),
  c("f", A, "fR", "annual", "2025年经营现金流615.22亿元，只有归母净利润的六成左右，利润含金量偏弱（E9）。", [
    V("operating_cash_flow", "2025", "615.22"),
    R("operating_cash_flow", "net_profit", "2025", "60", { u: "%", cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio" }),
  c("t", A, "fR", "annual", "2025财年经营性现金流净额615.22亿元，同比-33.5%，降幅远大于利润端的-4.5%。", [
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-33.5" }),
    G("net_profit", "2025", { v: "-4.5" }),
  ]),
  c("t", A, "tT", "technical", "MA5<MA10<MA20<MA60空头排列，收盘1384.79元，偏离20日线-3.4%（E15）。", [
    MAORDER([5, 10, 20, 60], "bear"),
    CLOSE("1384.79"),
    BIAS(20, { v: "-3.4" }),
  ]),
  c("f", A, "vT", "technical", "收盘价/MA20=1.03，股价稳稳站在20日线上方，短线偏强。", [
    BIAS(20, { ...IN("2.5", "3.5"), err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tT", "technical", "MACD于4月17日死叉，目前DIF仍在DEA之下且位于零轴下方，反弹尚未确认。", [
    MACD("death_cross", 10),
    MACD("dif_below_dea"),
    MACD("dif_below_zero"),
  ]),
  c("f", A, "tC", "technical", "距52周高点1645元已回撤近30%，深度调整。", [
    HI52({ v: "-30", cmp: "near", err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "fS", "technical", "20日涨幅-5.11%，近250个交易日累计-11.57%，高位站岗的还没回血。", [
    RET(20, { v: "-5.11" }),
    RET(250, { v: "-11.57" }),
  ]),
  c("f", A, "fS", "technical", "年初至今茅台跌了一成多，去年底抄底的全被套。", [
    RET("2025-12-31", { ...IN("-20", "-10"), err: "technical" }),
  ], { err: "technical" }),
  c("u", A, "vT", "technical", "RSI6已跌破25进入超卖区，KDJ三线拐头向上，短期或有技术性反弹。", [
    U("RSI6 与 KDJ 不在产品存储的指标中"),
  ]),
  c("t", A, "fV", "valuation", "以25年7月初约1.79万亿元市值计，对应2025年归母净利润PE约21.7倍（E11）。", [
    SNAP("marketCap", "1.79", "万亿"),
    MCPE("2025", "21.7"),
  ]),
  c("f", A, "fV", "valuation", "按2024年每股收益68.64元计算，当前股价对应静态PE只有15倍左右，低估明显。", [
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "15", "approx", { err: "wrong_ratio" }),
  ], { err: "wrong_ratio" }),
  c("t", A, "tTr", "valuation", "每股收益68.64元（2024年报），按4月30日收盘1384.79元算，静态PE约20.2倍。", [
    V("basic_eps", "2024", "68.64", "元"),
    CLOSE("1384.79"),
    PE("2024", "20.2"),
  ]),
  c("u", A, "fV", "valuation", "当前PE处于上市以来10%分位以下，安全边际充足（E11）。", [U("历史估值分位不在数据中")]),
  c("t", A, "fR", "annual", "资产负债率仅16.42%（2025A），同比下降2.6pct，报表非常干净。", [
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { v: "-2.6" }),
  ]),
  c("t", A, "tF", "annual", "2019-2025年营收CAGR约11.6%，收入规模从888亿做到1,720亿，接近翻了一番。", [
    CAGR("revenue", "2019", "2025", { v: "11.6", cmp: "approx" }),
    V("revenue", "2019", "888", "亿", "approx"),
    V("revenue", "2025", "1720", "亿", "approx"),
    G("revenue", "2025", { base: "2019", size: "接近翻倍" }),
  ]),
  c("f", A, "tB", "annual", "2025年归母净利润823亿元，创上市以来新高，业绩韧性无需多言（E3）。", [
    V("net_profit", "2025", "823", "亿", "approx"),
    MAX("net_profit", "2025", Y19_25, { err: "wrong_extreme" }),
  ], { err: "wrong_extreme" }),
  c("t", A, "tBe", "annual", "2025年归母净利润仅为2019年以来的次高，低于2024年的862亿元，拐点已现。", [
    RANK("net_profit", "2025", Y19_25, "max", 2),
    V("net_profit", "2024", "862", "亿", "approx"),
  ]),
  c("t", M9, "tF", "quarterly", "单Q3归母净利润192.24亿元，qoq+3.6%；Q1-3累计646.27亿元（E6）。", [
    V("net_profit", "2025S3", "192.24"),
    G("net_profit", "2025S3", { base: "2025S2", v: "3.6" }),
    V("net_profit", "2025M9", "646.27"),
  ]),
  c("u", M9, "fE", "quarterly", "Q1-3归母净利润646.27亿元，yoy+6.2%，增速较上半年放缓。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2" }),
  ]),
  c("t", H1, "fE", "quarterly", "2025H1归母净利润454.03亿元，其中单Q2约185.6亿元，环比一季度的268.5亿元下降约31%。", [
    V("net_profit", "2025H1", "454.03"),
    V("net_profit", "2025S2", "185.6", "亿", "approx"),
    V("net_profit", "2025Q1", "268.5", "亿", "approx"),
    G("net_profit", "2025S2", { base: "2025Q1", v: "-31", cmp: "approx" }),
  ]),
  c("f", H1, "tB", "quarterly", "单Q2归母净利润达454.03亿元（E5），淡季不淡。", [
    V("net_profit", "2025S2", "454.03", "亿", "eq", { err: "wrong_period" }),
  ], { err: "wrong_period" }),
  c("t", Y24, "fSy", "annual", "2024A营收1,741.44亿元，yoy+15.7%；归母净利润862.28亿元，yoy+15.4%，双位数增长延续。", [
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.7" }),
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4" }),
    GSTREAK("revenue", ["2023", "2024"], 10, 100),
  ]),
  c("f", A, "fQ", "annual", "25年归母净利润823.20亿元，较2023年的747.34亿元下降约4.5%，两年白干。", [
    V("net_profit", "2023", "747.34"),
    G("net_profit", "2025", { base: "2023", v: "-4.5", cmp: "approx", err: "wrong_base_year" }),
  ], { err: "wrong_base_year" }),
  c("t", A, "fR", "annual", "账上货币资金516.91亿元（2025A），较上年同期减少约76亿元。", [
    V("cash", "2025", "516.91"),
    D("cash", "2025", { v: "-76", cmp: "approx" }),
  ]),
  c("f", A, "tC", "annual", "2025年分红及付息现金流出672.42亿元，已经超过当年归母净利润，分红不可持续。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", "1", { cmp: "gt", err: "wrong_ratio" }),
  ], { err: "wrong_ratio" }),
  c("t", A, "tB", "annual", "2025年分红付息现金流出672.42亿元，相当于归母净利润的八成多，股东回报力度很足。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", undefined, { u: "%", ...IN("80", "90") }),
  ]),
  c("u", A, "fE", "undecidable", "i茅台直销收入占比已提升至两成以上，渠道结构持续优化（E8）。", [
    U("分渠道收入不在数据中"),
  ]),
  c("u", A, "tB", "undecidable", "若2026年飞天批价守住2000元，全年归母净利润有望重回900亿元以上。", [
    U("批价与盈利预测不在数据中"),
  ]),
  c("f", A, "vN", "announcement", "控股股东茅台集团3月公告增持计划，显示大股东对估值的认可。", [
    EV("increase", true, { from: "2026-03-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("t", Y24, "vN", "announcement", "公司已于4月3日披露2024年年度报告（E1），年报口径数据可用。", [
    EV("annual_report", true, { title: "2024年年度报告", from: "2025-04-03" }),
  ]),
  c("f", A, "vT", "technical", "近20日均量较前20日放大超三成，资金明显进场抢筹。", [
    VOL("expand_strong", { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tTr", "technical", "近20日量能与前20日基本持平，收盘1384.79元，距52周低点1322.01元仅约4.7%。", [
    VOL("flat"),
    CLOSE("1384.79"),
    LO52({ v: "4.7", cmp: "approx" }),
  ]),
  c("t", A, "tC", "technical", "5个交易日跌2.41%，收盘价跌破前5日所有收盘，短线破位。", [
    RET(5, { v: "-2.41" }),
    BRK(5, "down"),
  ]),
  c("f", A, "tA", "technical", "茅台已经连续3个交易日收跌，空头动能在加速释放。", [
    DAYS(3, "down", { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tT", "technical", "4月24日放量长阳涨2.78%，但27日即跳空低开收跌3.79%，假突破。", [
    BAR("2026-04-24", "chg", { v: "2.78" }),
    BAR("2026-04-24", "body", { v: "2", cmp: "gt" }),
    BAR("2026-04-24", "volx", { v: "1", cmp: "gt" }),
    BAR("2026-04-27", "chg", { v: "-3.79" }),
  ]),
  c("t", A, "fL", "annual", "ROE（2025A）32.53%，较上年下滑349bp，但仍在三成以上。", [
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.49" }),
    V("roe", "2025", "30", "%", "gt"),
  ]),
  c("f", A, "fQ", "annual", "ROE同比下滑34.9pct至32.53%，资本回报大幅恶化。", [
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-34.9", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "tN", "annual", "二〇二五年度营业总收入1,720.54亿元，是2020年以来首次负增长。", [
    V("revenue", "2025", "1720.54"),
    GSTREAK("revenue", ["2020", "2021", "2022", "2023", "2024"], 0, 1000),
    G("revenue", "2025", { dir: "down" }),
  ]),
  c("f", A, "tS", "quarterly", "26Q1归母净利润27.24亿元，同比+1.5%，增长几乎停滞。", [
    V("net_profit", "2026Q1", "27.24", "亿", "eq", { err: "wrong_value" }),
    G("net_profit", "2026Q1", { v: "1.5" }),
  ], { err: "wrong_value" }),
  c("t", A, "tS", "quarterly", "一季报净利率52.22%，比去年同期的54.89%低了2.67个点，量价齐升的故事还讲得动吗？", [
    V("net_margin", "2026Q1", "52.22", "%"),
    V("net_margin", "2025Q1", "54.89", "%"),
    PP("net_margin", "2026Q1", { v: "-2.67" }),
  ]),
  c("f", A, "tNe", "quarterly", "26Q1归母净利同比降幅收窄至-1.5%，最坏的时候可能过去了。", [
    G("net_profit", "2026Q1", { v: "-1.5", dir: "down", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tM", "annual", "归母净利润增速由2024年的+15.4%回落至2025年的-4.5%，由正转负。", [
    G("net_profit", "2024", { v: "15.4" }),
    G("net_profit", "2025", { v: "-4.5" }),
  ]),
  c("u", A, "fM", "undecidable", "高端白酒渠道库存约3个月，春节后动销环比改善（E13）。", [U("渠道库存与动销不在数据中")]),
  c("t", A, "vF", "annual", "2025年总资产3,038.35亿元，负债仅498.76亿元，现金充裕无需融资。", [
    V("total_assets", "2025", "3038.35"),
    V("total_liabilities", "2025", "498.76"),
  ]),
  c("f", A, "vF", "annual", "2025年资本开支31.28亿元，同比大增，扩产周期开启。", [
    V("capex", "2025", "31.28"),
    G("capex", "2025", { size: "大增", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tP", "technical", "组合层面：股价在52周区间下沿（约19%分位），DIF零轴下方，维持低配，等右侧信号。", [
    MACD("dif_below_zero"),
    { k: "ta", ind: "pos52", v: "19", cmp: "approx" },
  ]),
];
