// 宁德时代 on 2026-04-30 (FY2025 and 2026Q1 public) and 2025-10-31 (2025 前三季度 public); notices from 2026-02-09.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, U, X, CAGR, D, SUM } = H;
const { QOQ, PAIR, GSTREAK, UP, EV, READ, POS52, PSUM, SPAN, VOLR, LIN, EVN } = H;
const c = H.maker("b9-nd", "300750");
const A = "2026-04-30";
const O = "2025-10-31";
const T = (a, r, k, s, sp, o) => c("t", a, r, k, s, sp, o);
const F = (e, a, r, k, s, sp, note) => c("f", a, r, k, s, sp, { err: e, note });
const N = (a, r, k, s, sp) => c("u", a, r, k, s, sp);
const Q = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  T(A, "bull", "annual", "2025年营业总收入4237.02亿元，同比增长17.04%，彻底走出2024年收入下滑9.7%的低谷。", [
    V("revenue", "2025", "4237.02"), G("revenue", "2025", { v: "17.04" }), G("revenue", "2024", { v: "-9.7" }),
  ]),
  F("wrong_base_year", A, "bull", "annual", "2025年营收4237.02亿元，较2023年增长17.04%，重回高增长轨道。", [
    V("revenue", "2025", "4237.02"), G("revenue", "2025", { base: "2023", v: "17.04", err: "wrong_base_year" }),
  ], "17.04%是对2024年；较2023年仅+5.7%"),
  T(A, "bull", "annual", "归母净利润从507.45亿元跃升至722.01亿元，增幅42.28%，利润增速是营收增速的两倍以上。", [
    V("net_profit", "2024", "507.45"), V("net_profit", "2025", "722.01"), G("net_profit", "2025", { v: "42.28" }),
    H.GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "0", cmp: "gt" }),
  ]),
  F("wrong_value", A, "bull", "annual", "2025年归母净利润722.01亿元，同比大增52.28%，盈利弹性远超预期。", [
    V("net_profit", "2025", "722.01"), G("net_profit", "2025", { v: "52.28", err: "wrong_value" }), U("预期"),
  ], "实为+42.28%"),
  T(A, "bear", "annual", "2025年资本开支423.45亿元，较上年的311.80亿元增加约112亿元，重资产扩张仍在继续。", [
    V("capex", "2025", "423.45"), V("capex", "2024", "311.80"), D("capex", "2025", { v: "112", cmp: "approx" }),
  ]),
  T(A, "bear", "annual", "资产负债率虽由65.24%降至61.94%，但负债总额仍达6038.01亿元，较上年增加超900亿元。", [
    V("debt_ratio", "2024", "65.24", "%"), V("debt_ratio", "2025", "61.94", "%"), V("total_liabilities", "2025", "6038.01"),
    D("total_liabilities", "2025", { v: "900", cmp: "gt" }),
  ]),
  F("wrong_direction", A, "bear", "annual", "资产负债率由61.94%升至65.24%，杠杆在加，扩张的代价正在显现。", [
    PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" }),
  ], "2024年65.24%降至2025年61.94%"),
  T(A, "bull", "quarterly", "2026年一季度营收1291.31亿元，同比增长52.45%；归母净利润207.38亿元，同比增长48.52%。", [
    V("revenue", "2026Q1", "1291.31"), G("revenue", "2026Q1", { base: "2025Q1", v: "52.45" }),
    V("net_profit", "2026Q1", "207.38"), G("net_profit", "2026Q1", { base: "2025Q1", v: "48.52" }),
  ]),
  F("wrong_ratio", A, "bull", "quarterly", "一季度归母净利润207.38亿元，净利率高达21%，盈利能力创出新高。", [
    V("net_profit", "2026Q1", "207.38"), R("net_profit", "revenue", "2026Q1", "21", { u: "%", cmp: "approx", err: "wrong_ratio" }),
  ], "207.38/1291.31约16.1%"),
  T(A, "bear", "quarterly", "2026Q1营收环比2025Q4的1406.30亿元下降约8.2%，旺季过后季节性回落明显。", [
    V("revenue", "2025S4", "1406.30"), QOQ("revenue", "2026Q1", "2025S4", { v: "-8.2", cmp: "approx" }),
  ]),
  F("wrong_direction", A, "bear", "quarterly", "一季度归母净利润207.38亿元，环比四季度的231.67亿元继续增长，但增速放缓。", [
    V("net_profit", "2025S4", "231.67"), QOQ("net_profit", "2026Q1", "2025S4", { dir: "up", err: "wrong_direction" }),
  ], "环比下降约10.5%"),
  T(A, "fE", "quarterly", "2025年四个季度归母净利润逐季抬升，四季度单季231.67亿元，同比增长57.13%，为全年增速最快的一个季度。", [
    H.UP("net_profit", Q), V("net_profit", "2025S4", "231.67"), G("net_profit", "2025S4", { v: "57.13" }),
  ]),
  F("wrong_period", A, "fE", "quarterly", "2025年上半年归母净利润490.34亿元，同比增长超三成，景气持续。", [
    V("net_profit", "2025H1", "490.34", "亿", "eq", { err: "wrong_period" }), G("net_profit", "2025H1", { v: "30", cmp: "gt" }),
  ], "490.34亿元是前三季度"),
  T(A, "fE", "annual", "2022年至2025年，归母净利润由307.29亿元增至722.01亿元，三年复合增速约33%。", [
    V("net_profit", "2022", "307.29"), V("net_profit", "2025", "722.01"), CAGR("net_profit", "2022", "2025", { v: "33", cmp: "approx" }),
  ]),
  F("wrong_value", A, "fE", "annual", "过去三年归母净利润复合增速约25%，由2022年的307.29亿元增至2025年的722.01亿元。", [
    CAGR("net_profit", "2022", "2025", { v: "25", cmp: "approx", err: "wrong_value" }),
  ], "约32.9%"),
  T(A, "fV", "annual", "2025年毛利率26.27%，较2024年提升1.83个百分点；净利率18.12%，提升3.2个百分点。", [
    V("gross_margin", "2025", "26.27", "%"), PP("gross_margin", "2025", { v: "1.83" }), V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { v: "3.2" }),
  ]),
  F("wrong_magnitude", A, "fV", "annual", "2025年净利率18.12%，较2024年提升约6个百分点，盈利能力质变。", [
    PP("net_margin", "2025", { v: "6", cmp: "approx", err: "wrong_magnitude" }),
  ], "提升3.2个百分点"),
  T(A, "fR", "annual", "2025年经营现金流1332.20亿元，为归母净利润的1.85倍左右，账面现金3335.13亿元，流动性充裕。", [
    V("operating_cash_flow", "2025", "1332.20"), R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
    V("cash", "2025", "3335.13"),
  ]),
  F("wrong_value", A, "fR", "annual", "2025年经营活动现金流净额约1332亿元，同比增长约47%，造血能力强劲。", [
    V("operating_cash_flow", "2025", "1332", "亿", "approx"), G("operating_cash_flow", "2025", { v: "47", cmp: "approx", err: "wrong_value" }),
  ], "约+37.4%"),
  T(A, "fM", "technical", "股价436元位于MA20、MA60、MA120与MA250之上，中长期均线呈多头排列。", [
    CLOSE("436"), MA(20, "above"), MA(60, "above"), MA(120, "above"), MA(250, "above"), MAORDER([20, 60, 120, 250], "bull"),
  ]),
  F("technical", A, "fM", "technical", "5日、10日、20日均线依次向上发散，短线多头排列完整。", [
    MAORDER([5, 10, 20], "bull", { err: "technical" }),
  ], "MA5 437.69低于MA10 438.80"),
  T(A, "fM", "technical", "4月28日MACD出现死叉，DIF约11.76仍在零轴上方，属于高位强势调整。", [
    MACD("death_cross", 3), MACD("dif_value", 0, { v: "11.76", cmp: "approx" }), MACD("dif_above_zero"),
  ]),
  F("technical", A, "tT", "technical", "RSI(14)已升至72附近，进入超买区，短期有回调压力。", [RSI("72", "approx", { err: "technical" })], "RSI14约56"),
  T(A, "tT", "technical", "过去60个交易日累计上涨约28.5%，距52周高点460元仅回撤5%左右。", [
    RET(60, { v: "28.5", cmp: "approx" }), HI52({ cond: "level", v: "460" }), HI52({ v: "-5", cmp: "approx" }),
  ]),
  T(A, "tT", "technical", "较52周低点231.2元已上涨约88.6%，股价处于一年区间的上沿。", [
    LO52({ cond: "level", v: "231.2" }), LO52({ v: "88.6", cmp: "approx" }), POS52({ v: "80", cmp: "ge" }),
  ]),
  F("technical", A, "tS", "technical", "近一年股价翻倍有余，涨幅超过100%。", [RET(250, { v: "100", cmp: "gt", err: "technical" })], "250日约+93.4%"),
  T(A, "tS", "technical", "过去250个交易日股价上涨约93%，接近翻倍，市场对其龙头地位认可度高。", [
    RET(250, { v: "93", cmp: "approx" }), RET(250, { size: "接近翻倍" }),
  ]),
  T(A, "tF", "annual", "2025年营收、归母净利润、经营现金流分别同比增长17.04%、42.28%和37.35%，三项指标全面改善。", [
    G("revenue", "2025", { v: "17.04" }), G("net_profit", "2025", { v: "42.28" }), G("operating_cash_flow", "2025", { v: "37.35" }),
  ]),
  F("wrong_value", A, "tF", "annual", "2025年营收、归母净利润、经营现金流分别同比增长17.04%、37.35%和42.28%，盈利增速领跑。", [
    G("revenue", "2025", { v: "17.04" }), G("net_profit", "2025", { v: "37.35", err: "wrong_value" }),
    G("operating_cash_flow", "2025", { v: "42.28", err: "wrong_value" }),
  ], "后两项对调"),
  T(A, "tF", "annual", "2025年末总资产9748.28亿元，较2024年末增长约23.9%，扩张速度快于营收。", [
    V("total_assets", "2025", "9748.28"), G("total_assets", "2025", { v: "23.9", cmp: "approx" }),
    H.GDIFF({ metric: "total_assets", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "0", cmp: "gt" }),
  ]),
  T(A, "tB", "announcement", "公司4月7日公告A股回购结果，并于3月10日披露2025年度利润分配预案，股东回报持续加码。", [
    EV("repurchase", true, { from: "2026-04-07", title: "回购结果" }), EV("dividend", true, { from: "2026-03-10" }),
  ]),
  F("nonexistent_event", A, "tB", "announcement", "公司近期公告定增预案，拟募资加码海外产能，彰显扩张决心。", [
    EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" }),
  ], "2026-02-09以来无定增公告"),
  T(A, "tN", "announcement", "2026年2月公司发布A股员工持股计划草案，并于2月10日公告发行科技创新公司债券。", [
    EV("equity_incentive", true, { from: "2026-02-01", to: "2026-02-28" }), EV("bond", true, { from: "2026-02-10", to: "2026-02-12" }),
  ]),
  F("nonexistent_event", A, "tN", "announcement", "【快讯】宁德时代公告：拟实施2026年限制性股票激励计划并同步启动股份回购。", [
    EV("equity_incentive", true, { from: "2026-02-09", title: "限制性股票", err: "nonexistent_event" }),
    EV("repurchase", true, { from: "2026-02-09" }),
  ], "只有员工持股计划，无限制性股票激励计划"),
  N(A, "tN", "undecidable", "据SNE Research数据，2025年公司全球动力电池装机份额约38%，连续九年第一。", [U("市场份额")]),
  N(A, "tBe", "undecidable", "储能业务毛利率已降至20%以下，海外储能订单价格战加剧，拖累整体盈利。", [U("分业务毛利率")]),
  N(A, "tC", "undecidable", "若欧盟对华电池加征关税落地，公司匈牙利工厂投产节奏可能推迟。", [U("政策情景")]),
  N(A, "fV", "undecidable", "当前市值约对应2026年预测利润的20倍PE，低于LG新能源的40倍。", [U("盈利预测与同业估值")]),
  T(A, "tC", "annual", "投资活动现金净流出944.76亿元，几乎是2024年488.75亿元的两倍，资本支出强度需警惕。", [
    V("investing_cash_flow", "2025", "-944.76"), V("investing_cash_flow", "2024", "-488.75"),
    X("investing_cash_flow", "2025", "2024", { v: "1.93", cmp: "approx" }),
  ]),
  F("wrong_value", A, "tC", "annual", "2025年支付股利和利息349.23亿元，较2024年的258.07亿元增长约55%，现金分流压力加大。", [
    V("dividends_interest_paid", "2025", "349.23"), G("dividends_interest_paid", "2025", { v: "55", cmp: "approx", err: "wrong_value" }),
  ], "增长约35.3%"),
  T(A, "tA", "technical", "年初以来股价上涨18.7%，远强于2025年末的367.26元，趋势交易者可继续持有。", [
    SPAN("2025-12-31", { v: "18.7", cmp: "approx" }), CLOSE("367.26", "eq", { date: "2025-12-31" }),
  ]),
  T(A, "tTr", "technical", "近20日成交量约为此前20日的1.13倍，价格同期上涨7.47%，量价配合良好。", [
    VOLR({ v: "1.13", cmp: "approx" }), RET(20, { v: "7.47" }),
  ]),
  F("wrong_ratio", A, "tP", "quarterly", "2026Q1末货币资金3519.97亿元，约为一季度营收的3.5倍，安全垫极厚。", [
    V("cash", "2026Q1", "3519.97"), R("cash", "revenue", "2026Q1", "3.5", { cmp: "approx", err: "wrong_ratio" }),
  ], "约2.73倍"),
  T(A, "tP", "quarterly", "一季度末货币资金3519.97亿元，较2025年末的3335.13亿元增加约185亿元。", [
    V("cash", "2026Q1", "3519.97"), V("cash", "2025", "3335.13"), D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
  ]),
  // 2025-10-31
  T(O, "fE", "quarterly", "前三季度营收2830.72亿元，同比增长9.28%；其中三季度单季1041.86亿元，同比增长12.9%，增速快于上半年的7.27%。", [
    V("revenue", "2025M9", "2830.72"), G("revenue", "2025M9", { v: "9.28" }), V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { v: "12.9" }), G("revenue", "2025H1", { v: "7.27" }),
  ]),
  F("wrong_value", O, "bull", "quarterly", "2025年三季度单季归母净利润185.49亿元，同比增长51.2%，盈利加速。", [
    V("net_profit", "2025S3", "185.49"), G("net_profit", "2025S3", { v: "51.2", err: "wrong_value" }),
  ], "实为+41.21%"),
  T(O, "bear", "technical", "10月13日MACD死叉后DIF仍低于DEA，RSI约58.5，短线动能有所减弱。", [
    MACD("death_cross", 15), MACD("dif_below_dea"), RSI("58.5", "approx"),
  ]),
  F("technical", O, "tT", "technical", "截至10月31日，股价已创出52周新高，上方无套牢盘。", [HI52({ cond: "new_high", err: "technical" })], "距52周高点约-8.4%"),
  N(O, "tP", "undecidable", "预计四季度出货量环比增长超20%，全年利润有望突破700亿元。", [U("预测")]),
  // vote / rebuttal / other voices
  T(A, "vF", "annual", "看多：2025年营收+17.04%、归母净利+42.28%，利润增速显著快于收入，经营杠杆释放。", [
    G("revenue", "2025", { v: "17.04" }), G("net_profit", "2025", { v: "42.28" }),
  ]),
  F("stance", A, "vT", "technical", "看空：股价较52周低点上涨近九成、站上全部长期均线，技术面全面转弱。", [
    READ(LO52({ v: "88.6", cmp: "approx" }), "negative", { err: "stance" }),
  ], "上涨读作转弱"),
  T(A, "vN", "announcement", "中性偏多：2026年以来已有回购结果、利润分配预案和员工持股计划等多项公告落地。", [
    EV("repurchase", true, { from: "2026-01-01" }), EV("dividend", true, { from: "2026-01-01" }),
    EV("equity_incentive", true, { from: "2026-01-01" }),
  ]),
  T(A, "bear", "quarterly", "反驳多方：一季度毛利率24.82%仅比上年同期的24.41%高0.41个百分点，改善幅度谈不上显著。", [
    V("gross_margin", "2026Q1", "24.82", "%"), V("gross_margin", "2025Q1", "24.41", "%"),
    PP("gross_margin", "2026Q1", { base: "2025Q1", v: "0.41" }),
  ]),
  F("wrong_value", A, "bull", "quarterly", "反驳空方：一季度毛利率24.82%，同比提升近2个百分点，价格战并未侵蚀盈利。", [
    PP("gross_margin", "2026Q1", { base: "2025Q1", v: "2", cmp: "near", err: "wrong_value" }),
  ], "仅+0.41个百分点"),
  T(A, "tS", "technical", "股吧：宁王这波从339干到436，三个月涨了快三成，追高的小心点。", [
    CLOSE("339", "approx", { date: "2026-01-27" }), RET(60, { v: "30", cmp: "near" }), CLOSE("436"),
  ]),
  T(A, "tM", "annual", "2021年至2025年营收由1303.56亿元增至4237.02亿元，期间仅2024年出现下滑。", [
    V("revenue", "2021", "1303.56"), V("revenue", "2025", "4237.02"), G("revenue", "2024", { dir: "down" }),
    UP("revenue", ["2021", "2022", "2023"]), G("revenue", "2025", { dir: "up" }),
  ]),
  F("wrong_extreme", A, "tM", "annual", "2024年营收3620.13亿元，为2022年以来最高水平。", [
    MAX("revenue", "2024", ["2022", "2023", "2024"], { err: "wrong_extreme" }),
  ], "2023年4009.17亿元更高"),
  T(A, "fSy", "quarterly", "2025年下半年营收合计2448.16亿元，高于上半年的1788.86亿元，收入节奏明显后移。", [
    PSUM([["revenue", "2025", 1], ["revenue", "2025H1", -1]], { v: "2448.16" }), V("revenue", "2025H1", "1788.86"),
  ]),
  F("overstatement", A, "fT", "annual", "2025年商誉8.37亿元，较上年大幅下降，减值风险已基本出清。", [
    V("goodwill", "2025", "8.37"), G("goodwill", "2025", { size: "大幅下滑", err: "overstatement" }),
  ], "仅降约6.5%"),
];
