// 贵州茅台: FY2019-2025 annual (FY2022 partial), 2025Q1-2026Q1 quarterly (no 2025 quarterly revenue), bars from 2024.
import {
  V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, PE, SNAP, U, READ,
  MCPE, PAIR, BIAS, AMP, DD, BRK, POS52, IN, maker,
} from "../spec-helpers.mjs";

const c = maker("b3-mt", "600519");
const A = "2025-05-16";
const B = "2025-09-15";
const C = "2025-11-14";
const Dd = "2026-04-30";

export default [
  // ---- FY2024 report, written the way a model drafts a section ----
  c("t", A, "tF", "annual", "**营收端**：2024年营业总收入1741.44亿元（2024年报），yoy +15.7%，增速较上年略有放缓但仍在两位数区间。", [
    V("revenue", "2024", "1741.44"), G("revenue", "2024", { v: "15.7", cmp: "approx", size: "两位数增长" }),
  ]),
  c("f", A, "tF", "annual", "**利润端**：归母净利润862.28亿元，同比+18.3pct，利润增速跑赢收入。", [
    V("net_profit", "2024", "862.28"), G("net_profit", "2024", { v: "18.3", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "fE", "annual", "- 归母净利润：747.34亿 → 862.28亿（FY2023 → FY2024），↑15.4%", [
    V("net_profit", "2023", "747.34"), V("net_profit", "2024", "862.28"), G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  c("f", A, "fE", "annual", "- 经营现金流：924.64亿（FY2024），较FY2023的566亿大增六成以上", [
    V("operating_cash_flow", "2024", "924.64"), V("operating_cash_flow", "2023", "566", "亿", "approx", { err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "fE", "annual", "- 经营现金流：FY2024为924.64亿，yoy +38.9%，现金创造能力明显增强", [
    V("operating_cash_flow", "2024", "924.64"), G("operating_cash_flow", "2024", { v: "38.9", cmp: "approx", dir: "up" }),
  ]),
  c("t", A, "bull", "annual", "茅台的账本有多干净？①资产负债率仅19%左右（2024年末）；②货币资金近593亿；③合同负债仍有近96亿的预收货款垫底。", [
    V("debt_ratio", "2024", "19", "%", "approx"), V("cash", "2024", "593", "亿", "near"), V("contract_liabilities", "2024", "96", "亿", "near"),
  ]),
  c("f", A, "bear", "annual", "多方说预收款垫底，可合同负债从上年末的141亿降到95.92亿，降幅近两成，渠道打款意愿在走弱。", [
    V("contract_liabilities", "2023", "141", "亿", "approx"), V("contract_liabilities", "2024", "95.92"),
    G("contract_liabilities", "2024", { v: "-20", cmp: "near", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "bear", "annual", "合同负债从141.26亿降到95.92亿，一年少了约三分之一（-32%），渠道打款节奏明显放慢。", [
    V("contract_liabilities", "2023", "141.26"), V("contract_liabilities", "2024", "95.92"),
    G("contract_liabilities", "2024", { v: "-32", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "annual", "存货543亿元（上年末464亿），一年多压了约79亿，增幅17%左右，高于收入增速。", [
    V("inventory", "2024", "543", "亿", "approx"), V("inventory", "2023", "464", "亿", "approx"),
    D("inventory", "2024", { v: "79", cmp: "approx" }), G("inventory", "2024", { v: "17", cmp: "approx" }),
  ]),
  c("f", A, "tBe", "annual", "销售费用56.39亿，yoy +12.1%，费用投放还算克制。", [
    V("selling_expense", "2024", "56.39"), G("selling_expense", "2024", { v: "12.1", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "fR", "annual", "销售费用一年从46.49亿涨到56.39亿（+21.3%），增速比营收快了五个多百分点，终端推力在变贵。", [
    V("selling_expense", "2023", "46.49"), V("selling_expense", "2024", "56.39"), G("selling_expense", "2024", { v: "21.3", cmp: "approx" }),
  ]),
  c("t", A, "fV", "annual", "按营业收入1708.99亿、营业成本137.89亿算，毛利率约91.9%（FY2024），白酒龙头的定价权一目了然。", [
    V("operating_revenue", "2024", "1708.99"), V("operating_cost", "2024", "137.89"), V("gross_margin", "2024", "91.9", "%", "approx"),
  ]),
  c("f", A, "fV", "annual", "毛利率（FY2024）约81.9%，高端白酒的盈利底色不变。", [
    V("gross_margin", "2024", "81.9", "%", "approx", { err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "tM", "annual", "五年维度看，营业总收入从2019年的888.54亿到2024年的1741.44亿，几乎翻了一番（+96%）。", [
    V("revenue", "2019", "888.54"), V("revenue", "2024", "1741.44"), G("revenue", "2024", { base: "2019", v: "96", cmp: "approx", size: "接近翻倍" }),
  ]),
  c("f", A, "tM", "annual", "归母净利润2019→2024年由412亿升至862亿，五年翻了两番。", [
    V("net_profit", "2019", "412", "亿", "approx"), V("net_profit", "2024", "862", "亿", "approx"),
    G("net_profit", "2024", { base: "2019", v: "300", cmp: "ge", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "tB", "annual", "利润连涨不是一两年的事：2020-2024年归母净利润逐年走高，FY2024的862.28亿是有数据以来最高。", [
    UP("net_profit", ["2020", "2021", "2022", "2023", "2024"]), MAX("net_profit", "2024", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  c("f", A, "tB", "annual", "经营现金流近五年每年都在增加，2024年更是冲到924.64亿。", [
    UP("operating_cash_flow", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_direction" }), V("operating_cash_flow", "2024", "924.64"),
  ], { err: "wrong_direction", note: "2022年经营现金流366.99亿，低于2021年" }),
  c("u", A, "fR", "annual", "现金流并非一路向上：FY2022经营现金流只有约367亿，比FY2021的640亿少了四成多，这种波动说明回款节奏受渠道政策影响大。", [
    V("operating_cash_flow", "2022", "367", "亿", "approx"), V("operating_cash_flow", "2021", "640", "亿", "approx"),
    G("operating_cash_flow", "2022", { v: "-40", cmp: "le" }), U("回款波动的原因：渠道政策不在数据中"),
  ]),
  c("t", A, "fSy", "annual", "分红端：2024年分配股利、利润或偿付利息支付的现金约709.5亿，相当于当年归母净利润的八成以上（约82%）。", [
    V("dividends_interest_paid", "2024", "709.5", "亿", "approx"), R("dividends_interest_paid", "net_profit", "2024", "82", { u: "%", cmp: "approx" }),
  ]),
  c("f", A, "fSy", "annual", "分红端：2024年分红付现约709.5亿，超过了当年归母净利润。", [
    V("dividends_interest_paid", "2024", "709.5", "亿", "approx"), R("dividends_interest_paid", "net_profit", "2024", "1", { cmp: "gt", err: "wrong_ratio" }),
  ], { err: "wrong_ratio" }),
  c("u", A, "fSy", "undecidable", "若按每股30.876元的年度派息和当前股价测算，股息率约在1.9%-2.0%之间。", [
    U("每股派息与股息率：数据未存分红方案"),
  ]),
  c("t", A, "tF", "annual", "每股收益（EPS）68.64元（FY2024），FY2023为59.49元，增长约15.4%。", [
    V("basic_eps", "2024", "68.64", "元"), V("basic_eps", "2023", "59.49", "元"), G("basic_eps", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  c("f", A, "fV", "valuation", "按最新收盘价和FY2024的EPS 68.64元算，静态PE约28倍，估值仍在高位。", [
    PE("2024", "28", "approx", { err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("u", A, "fV", "valuation", "按最新收盘1614元左右、FY2024 EPS 68.64元，静态PE约23.5倍，处在近年估值中枢偏下的位置。", [
    CLOSE("1614", "approx"), PE("2024", "23.5", "approx"), U("近年估值中枢：未存历史PE序列"),
  ]),
  c("t", A, "tF", "quarterly", "最新一期（2025Q1）归母净利润268.47亿，单季赚的钱接近上一年全年的三成（约31%）。", [
    V("net_profit", "2025Q1", "268.47"), R("net_profit", "net_profit", "2025Q1", "31", { denPeriod: "2024", u: "%", cmp: "approx" }),
  ]),
  c("f", A, "tF", "quarterly", "一季度就实现归母净利润862.28亿元，相当于去年同期的三倍有余。", [
    V("net_profit", "2025Q1", "862.28", "亿", "eq", { err: "wrong_period" }), U("去年同期一季度：2024Q1未存"),
  ], { err: "wrong_period" }),
  c("u", A, "fE", "quarterly", "Q1归母净利268.47亿，yoy +11.6%，开门红延续。", [
    V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
  ], { note: "2024Q1净利润未存储" }),
  c("t", A, "tTr", "quarterly", "Q1净利268亿，净利率约55%。利润率没掉，底仓不动。", [
    V("net_profit", "2025Q1", "268", "亿", "approx"), V("net_margin", "2025Q1", "55", "%", "approx"),
  ]),
  // ---- technicals, 2025-05-16 ----
  c("t", A, "tT", "technical", "技术面：收盘1614.13，站上MA60（约1550）与年线，均线呈多头排列（MA5>MA10>MA20>MA60）。", [
    CLOSE("1614.13"), MA(60, "above"), MA(250, "above"), MAORDER([5, 10, 20, 60], "bull"),
  ]),
  c("f", A, "tT", "technical", "技术面：股价仍压在年线之下，MA250一带是上方第一道压力。", [
    MA(250, "below", { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "vT", "technical", "技术面：MACD在5月8日前后再度金叉，DIF位于零轴上方，但近20日成交量较此前缩了三成多，量能不配合。", [
    MACD("golden_cross", 10), MACD("dif_above_zero"), VOL("shrink_strong"),
  ]),
  c("f", A, "tS", "technical", "近一个月放量上攻，20日均量较前20日放大了三成以上，资金明显回流。", [
    RET(20, { dir: "up" }), VOL("expand_strong", { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tS", "technical", "量价背离：近20个交易日股价涨了约3.6%，成交却明显萎缩，上涨缺乏增量资金确认。", [
    RET(20, { v: "3.6", cmp: "approx" }), VOL("shrink_strong"),
  ]),
  c("t", A, "tTr", "technical", "1614，离52周高点1910还差15%左右，区间中段，不追。", [
    CLOSE("1614", "approx"), HI52({ v: "-15.5", cmp: "approx" }), POS52({ cmp: "in", lo: "40", hi: "60" }),
  ]),
  c("f", A, "tC", "technical", "风险在于位置：股价已处52周区间上沿，距高点不足5%，追高性价比低。", [
    HI52({ v: "-5", cmp: "ge", err: "technical" }),
  ], { err: "technical" }),
  // ---- 2025-09-15: half year out ----
  c("t", B, "fE", "quarterly", "**H1拆分**：上半年归母净利454.03亿，其中Q2单季约185.6亿，较Q1的268.5亿明显回落（-31%）。", [
    V("net_profit", "2025H1", "454.03"), V("net_profit", "2025S2", "185.6", "亿", "approx"), V("net_profit", "2025Q1", "268.5", "亿", "approx"),
    PAIR("net_profit", "2025S2", undefined, { period2: "2025S1", mode: "x", v: "0.69", cmp: "approx" }),
  ]),
  c("f", B, "fE", "quarterly", "**H1拆分**：上半年归母净利454.03亿，其中Q2单季约268.5亿，环比Q1持平。", [
    V("net_profit", "2025H1", "454.03"), V("net_profit", "2025S2", "268.5", "亿", "approx", { err: "wrong_period" }),
  ], { err: "wrong_period" }),
  c("t", B, "tBe", "quarterly", "上半年经营现金流仅131.19亿，不到同期归母净利润（454.03亿）的三成，利润含金量阶段性偏低。", [
    V("operating_cash_flow", "2025H1", "131.19"), R("operating_cash_flow", "net_profit", "2025H1", "30", { u: "%", cmp: "lt" }),
  ]),
  c("f", B, "tB", "quarterly", "H1经营现金流131.19亿，是净利润的近1.3倍，回款非常健康。", [
    V("operating_cash_flow", "2025H1", "131.19"), R("operating_cash_flow", "net_profit", "2025H1", "1.3", { cmp: "near", err: "wrong_ratio" }),
  ], { err: "wrong_ratio" }),
  c("t", B, "tNe", "quarterly", "毛利率由Q1的92.0%降到H1累计的91.3%，降了0.7个pct，变化不大，不必过度解读。", [
    V("gross_margin", "2025Q1", "92.0", "%", "approx"), V("gross_margin", "2025H1", "91.3", "%", "approx"),
    PP("gross_margin", "2025H1", { base: "2025Q1", v: "-0.7", cmp: "approx" }),
  ]),
  c("u", B, "tNe", "undecidable", "如果下半年批价继续下探到1800元以下，全年利润可能出现上市以来首次负增长。", [
    U("情景假设：批价与全年预测不在数据中"),
  ]),
  c("t", B, "tT", "technical", "9月中旬收在1515.1，MA5>MA10>MA20>MA60的短多排列成形，但仍在年线（约1499）附近徘徊。", [
    CLOSE("1515.1"), MAORDER([5, 10, 20, 60], "bull"), MA(250, "value", { v: "1499", cmp: "approx" }),
  ]),
  c("f", B, "vT", "technical", "技术面：近20日回调，股价较一个月前跌了约6%。", [
    RET(20, { v: "-6", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", B, "vT", "technical", "技术面：近20个交易日上涨约6%，RSI(14)在63附近，未进超买区。", [
    RET(20, { v: "6", cmp: "approx" }), RSI("63", "approx"), RSI("70", "lt"),
  ]),
  c("t", B, "fV", "valuation", "以7月初约1.79万亿总市值对FY2024归母净利润862亿，PE约20.7倍；PB接近8倍。", [
    SNAP("marketCap", "1.79", "万亿", "approx"), MCPE("2024", "20.7", "approx"), SNAP("pb", "8", "x", "near"),
  ]),
  c("f", B, "fV", "valuation", "按7月初的总市值算，PE(2024)才15倍出头，已是历史大底。", [
    MCPE("2024", "15", "approx", { err: "wrong_value" }),
  ], { err: "wrong_value" }),
  // ---- 2025-11-14: nine months out ----
  c("t", C, "tF", "quarterly", "1-9月归母净利646.27亿；单看Q3约192.2亿，环比Q2（约185.6亿）小幅回升3.6%。", [
    V("net_profit", "2025M9", "646.27"), V("net_profit", "2025S3", "192.2", "亿", "approx"),
    PAIR("net_profit", "2025S3", undefined, { period2: "2025S2", mode: "x", v: "1.036", cmp: "approx" }),
  ]),
  c("f", C, "tF", "quarterly", "Q3单季归母净利约192亿，环比Q2下滑约4%。", [
    V("net_profit", "2025S3", "192", "亿", "approx"),
    PAIR("net_profit", "2025S3", undefined, { period2: "2025S2", mode: "lt", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", C, "fM", "quarterly", "前三季度经营现金流381.97亿，Q3单季流入约250.8亿，一个季度就抵得上上半年的近两倍。", [
    V("operating_cash_flow", "2025M9", "381.97"), V("operating_cash_flow", "2025S3", "250.8", "亿", "approx"),
    PAIR("operating_cash_flow", "2025S3", undefined, { period2: "2025H1", mode: "x", v: "2", cmp: "near" }),
  ]),
  c("u", C, "tM", "quarterly", "截至2025Q3，资产负债率12.8%，ROE(1-9月) 24.64%，净利率52.1%：三项放一起，仍是A股最赚钱的资产之一。", [
    V("debt_ratio", "2025M9", "12.8", "%", "approx"), V("roe", "2025M9", "24.64", "%"), V("net_margin", "2025M9", "52.1", "%", "approx"),
    U("A股最赚钱的资产之一：需全市场对比"),
  ]),
  c("f", C, "tTr", "technical", "距52周低点约4%，MACD 11月10日死叉。减仓，止损1400。", [
    LO52({ v: "4", cmp: "approx" }), MACD("death_cross", 5, { err: "technical" }),
  ], { err: "technical", note: "11月10日为金叉" }),
  c("t", C, "tA", "technical", "距52周低点1400仅约4%，下方空间有限；MACD刚在11月10日金叉，上行的赔率远大于下行。", [
    LO52({ v: "4", cmp: "approx" }), MACD("golden_cross", 5),
  ]),
  c("t", C, "tC", "technical", "本轮自5月中旬以来，股价从1614跌到1456.6，累计下跌约9.8%，仍在年线（约1493）之下，趋势没有扭转。", [
    RET("2025-05-16", { v: "-9.8", cmp: "approx" }), CLOSE("1456.6"), MA(250, "below"), MA(250, "value", { v: "1493", cmp: "approx" }),
  ]),
  c("f", C, "tC", "technical", "年初至今茅台已跌去一成半，弱于大盘。", [
    RET("2024-12-31", { v: "-15", cmp: "approx", err: "wrong_magnitude" }), U("大盘对比：未存指数"),
  ], { err: "wrong_magnitude" }),
  // ---- 2026-04-30: FY2025 and 2026Q1 out ----
  c("t", Dd, "bear", "annual", "FY2025营业总收入1720.54亿，同比-1.2%，归母净利823.20亿，同比-4.5%：收入和利润双双小幅回落，十年高增长叙事告一段落。", [
    V("revenue", "2025", "1720.54"), G("revenue", "2025", { v: "-1.2", cmp: "approx" }), V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx", size: "小幅下滑" }),
  ]),
  c("f", Dd, "bear", "annual", "2025年归母净利润823.2亿，同比大幅下滑两成，茅台神话破灭。", [
    V("net_profit", "2025", "823.2"), G("net_profit", "2025", { size: "大幅下滑", err: "overstatement" }),
  ], { err: "overstatement" }),
  c("t", Dd, "bull", "annual", "空方把FY2025说成转折点，但归母净利823亿只比上年少了约39亿（-4.5%），仍高于FY2023的747亿。", [
    V("net_profit", "2025", "823", "亿", "approx"), D("net_profit", "2025", { v: "-39", cmp: "approx" }),
    PAIR("net_profit", "2025", undefined, { period2: "2023", mode: "gt" }),
  ]),
  c("f", Dd, "bull", "annual", "FY2025营收1720.54亿元，逆势再创新高。", [
    V("revenue", "2025", "1720.54"), MAX("revenue", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
  ], { err: "wrong_extreme" }),
  c("t", Dd, "fR", "annual", "FY2025经营现金流615.22亿，同比-33.5%，掉到净利润的75%左右，这是最需要盯的一项。", [
    V("operating_cash_flow", "2025", "615.22"), G("operating_cash_flow", "2025", { v: "-33.5", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "75", { u: "%", cmp: "approx" }),
  ]),
  c("f", Dd, "fR", "annual", "经营现金流从924.64亿降到615.22亿，腰斩有余。", [
    G("operating_cash_flow", "2025", { size: "腰斩", err: "overstatement" }),
  ], { err: "overstatement" }),
  c("t", Dd, "fS", "annual", "年末现金516.91亿，比上年末的592.96亿少了约76亿；与此同时投资现金流净流出316亿，资金去向值得追问。", [
    V("cash", "2025", "516.91"), V("cash", "2024", "592.96"), D("cash", "2025", { v: "-76", cmp: "approx" }),
    V("investing_cash_flow", "2025", "-316", "亿", "approx"),
  ]),
  c("t", Dd, "tP", "annual", "资产负债率由FY2024的约19.0%降至FY2025的16.4%，下降约2.6pp，杠杆本就很低。", [
    V("debt_ratio", "2024", "19.0", "%", "approx"), V("debt_ratio", "2025", "16.4", "%", "approx"), PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
  ]),
  c("f", Dd, "tP", "annual", "资产负债率较上年末上升2.6个百分点至16.4%，稳健性略有下降。", [
    V("debt_ratio", "2025", "16.4", "%", "approx"), PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", Dd, "tF", "quarterly", "2026Q1：营业收入539.09亿，归母净利272.43亿，yoy +1.5%；毛利率89.8%，比去年同期的92.0%低了约2.2个点。", [
    V("operating_revenue", "2026Q1", "539.09"), V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    V("gross_margin", "2026Q1", "89.8", "%", "approx"), PP("gross_margin", "2026Q1", { v: "-2.2", cmp: "approx" }),
  ]),
  c("u", Dd, "tF", "quarterly", "2026Q1营业收入539.09亿，同比增长约6%。", [
    V("operating_revenue", "2026Q1", "539.09"), G("operating_revenue", "2026Q1", { v: "6", cmp: "approx" }),
  ], { note: "2025Q1营业收入未存储" }),
  c("f", Dd, "tBe", "quarterly", "2026Q1归母净利272.43亿，同比下滑约1.5%，颓势延续到新年度。", [
    V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { dir: "down", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", Dd, "fL", "quarterly", "滚动四个季度（TTM，截至2026Q1）归母净利约827亿，基本与FY2025持平。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    PAIR("net_profit", "2026Q1TTM", undefined, { period2: "2025", mode: "x", v: "1.00", cmp: "approx" }),
  ]),
  c("t", Dd, "tT", "technical", "4月末收1384.79，MA5/MA10/MA20/MA60由下往上依次排开，标准的空头排列；且已跌破半年线（约1431）。", [
    CLOSE("1384.79"), MAORDER([5, 10, 20, 60], "bear"), MA(120, "below"), MA(120, "value", { v: "1431", cmp: "approx" }),
  ]),
  c("f", Dd, "tT", "technical", "均线多头排列未破，回踩MA20（约1434）后有望再起。", [
    MAORDER([5, 10, 20], "bull", { err: "technical" }), MA(20, "value", { v: "1434", cmp: "approx" }),
  ], { err: "technical" }),
  c("t", Dd, "vT", "technical", "技术面：4月17日MACD死叉后DIF仍在DEA之下且位于零轴下方，RSI约40，偏弱但未超卖。", [
    MACD("death_cross", 12), MACD("dif_below_dea"), MACD("dif_below_zero"), RSI("40", "approx"), RSI("30", "gt"),
  ]),
  c("t", Dd, "tS", "technical", "过去五个交易日跌了2.4%，收盘创近20日新低，离52周低点1322只剩不到5%。", [
    RET(5, { v: "-2.4", cmp: "approx" }), BRK(20, "down"), LO52({ v: "5", cmp: "lt" }),
  ]),
  c("f", Dd, "tA", "technical", "年初至今涨了约8%，跑出独立行情。", [
    RET("2025-12-31", { v: "8", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", Dd, "tNe", "technical", "近20日振幅不到7%（约6.7%），乖离率(BIAS20)约-3.4%，弱势但波动收敛。", [
    AMP(20, { v: "7", cmp: "lt" }), AMP(20, { v: "6.7", cmp: "approx" }), BIAS(20, { v: "-3.4", cmp: "approx" }),
  ]),
  c("u", Dd, "tS", "undecidable", "近一周日均换手率不足0.3%，筹码高度锁定。", [U("换手率：未存流通股本")]),
  c("t", Dd, "tN", "announcement", "消息层面，公司已于2025年4月3日披露2024年年度报告，此后数据中未见回购或增持公告。", [
    EV("annual_report", true, { title: "2024年年度报告" }), EV("repurchase", false), EV("increase", false),
  ]),
  c("f", Dd, "vN", "announcement", "消息面：茅台年内公告回购股份，提振市场信心。", [
    EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("u", Dd, "fS", "undecidable", "i茅台渠道占比已升至近两成，直销放量对冲了批价下行。", [U("渠道结构：分部数据未存")]),
  c("t", Dd, "tP", "valuation", "按4月底收盘1384.79元、FY2024 EPS 68.64元测，静态PE约20.2倍（FY2025 EPS未入库）。", [
    CLOSE("1384.79"), PE("2024", "20.2", "approx"),
  ]),
  c("u", Dd, "fL", "undecidable", "目标价1600元，对应2026年约22倍PE。", [U("目标价与2026年预测")]),
];
