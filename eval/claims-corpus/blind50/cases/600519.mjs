// 贵州茅台 on 2026-04-30: FY2019-2025 (2022 partly, EPS / inventory / expenses only to 2024), quarters 2025Q1..2026Q1
// (operating revenue 2025Q1 only as a printed growth rate), bars 2024-01-02..2026-04-30, annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, X } = H;
const { CAGR, QOQ, PSUM, POS52, MCNOW, PE, SNAP, SPAN, BIAS, READ, IN } = H;
const c = H.maker("b50-mt", "600519");
const A = "2026-04-30";
const Y7 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];
const Q5 = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", A, "bull", "annual", "2025年归母净利润823.2亿元，虽同比回落约4.5%，净利率仍有50.53%，盈利底色没变。", [
    V("net_profit", "2025", "823.2"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    V("net_margin", "2025", "50.53", "%"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营业总收入1720.54亿元、归母净利润832.2亿元，两项均低于2024年，增长神话告一段落。",
    [
      V("revenue", "2025", "1720.54"),
      V("net_profit", "2025", "832.2", "亿", "eq", { err: "wrong_value" }),
      G("revenue", "2025", { dir: "down" }),
      G("net_profit", "2025", { dir: "down" }),
    ],
    { err: "wrong_value", note: "归母净利润实为823.20亿元（数字错位）" },
  ),
  c("t", A, "fE", "annual", "营业收入由1708.99亿元降到1688.38亿元，一年少了约20.6亿元，量级不大。", [
    V("operating_revenue", "2024", "1708.99"),
    V("operating_revenue", "2025", "1688.38"),
    D("operating_revenue", "2025", { v: "-20.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "以2023年为基数，2025年归母净利润823亿元反而下滑约4.5%，两年白干。",
    [
      V("net_profit", "2025", "823", "亿", "approx"),
      G("net_profit", "2025", { base: "2023", v: "-4.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-4.5%是较2024年；较2023年+10.2%" },
  ),
  c("t", A, "fR", "annual", "经营现金流净额615.22亿元，同比缩水逾三成，还不到同期823亿元归母净利润。", [
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
    R("operating_cash_flow", "net_profit", "2025", "1", { cmp: "lt" }),
    V("net_profit", "2025", "823", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "经营性现金流924.64亿→615.22亿，降幅接近一半，利润含金量肉眼可见地变差。",
    [
      V("operating_cash_flow", "2024", "924.64"),
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { v: "-50", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "降幅33.5%" },
  ),
  c("t", A, "tB", "annual", "从2019到2024年，归母净利润412亿一路涨到862亿，连续五年没有回头。", [
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2024", "862", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "归母净利润823亿元已是2019年以来的最低一年，下行周期尚未见底。",
    [V("net_profit", "2025", "823", "亿", "approx"), MIN("net_profit", "2025", Y7, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019-2024年都更低" },
  ),
  c("t", A, "fV", "valuation", "按4月30日1384.79元收盘和2025年归母净利润算，市盈率约21倍，估值不算贵。", [
    CLOSE("1384.79"),
    MCNOW("2025", "21", "approx"),
  ]),
  c(
    "f",
    A,
    "vF",
    "valuation",
    "用2024年每股收益68.64元测算，现价对应PE只有17倍上下，安全边际充足。",
    [V("basic_eps", "2024", "68.64", "元"), PE("2024", "17", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "1384.79/68.64=20.2倍" },
  ),
  c("t", A, "tT", "technical", "1384.79元的收盘价已经落在20日、60日、250日三条均线下方，上方套牢盘层层压制。", [
    CLOSE("1384.79"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI14约40，偏弱未超卖；MACD的DIF刚刚上穿DEA，金叉信号出现。",
    [RSI("40", "approx"), MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "4月17日是死叉，最近5日无金叉" },
  ),
  c("t", A, "bear", "technical", "MA5<MA10<MA20<MA60，短中期均线自下而上空头排列，反弹只是下跌中继。", [
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c("t", A, "fM", "technical", "距52周高点1645元已回落约15.8%，现价大致落在52周区间由下往上两成的位置。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-15.8", cmp: "approx" }),
    POS52({ v: "20", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "股价刷新52周新低，20日均量同时高于前20日，放量破位特征明显。",
    [LO52({ cond: "new_low", err: "technical" }), VOL("expand")],
    { err: "technical", note: "收盘1384.79高于52周最低收盘" },
  ),
  c("t", A, "tS", "technical", "过去250个交易日累计跌约11.6%，今年以来则只微涨0.55%，资金观望情绪浓。", [
    RET(250, { v: "-11.6", cmp: "approx" }),
    RET("2025-12-31", { v: "0.55" }),
  ]),
  c("u", A, "tN", "undecidable", "营收1720.54亿元同比略降，拖累主要来自系列酒，其收入降幅超过两成。", [
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { dir: "down" }),
    U("系列酒分部收入未存储"),
  ]),
  c("u", A, "fS", "undecidable", "飞天散瓶批价一度跌破1800元，渠道信心受挫，情绪面偏空。", [U("批价与渠道库存无数据")]),
  c("t", A, "tF", "quarterly", "2026年一季度归母净利润272.43亿元，同比增约1.5%，相比2025年全年的负增长已经转正。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2025年第四季度单季归母净利润272.43亿元，旺季表现平平。",
    [V("net_profit", "2025S4", "272.43", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "272.43亿是2026Q1；2025Q4单季176.93亿" },
  ),
  c("t", A, "fE", "quarterly", "去年Q4单季归母净利176.93亿元，是2025年四个季度里最少的一个。", [
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", Q5),
  ]),
  c("t", A, "tF", "quarterly", "一季度营业收入539.09亿元，同比约+6.5%，归母净利润增速仅约1.5%。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "今年一季度归母净利润同比大增，盈利拐点基本可以确认。",
    [G("net_profit", "2026Q1", { size: "大增", err: "overstatement" })],
    { err: "overstatement", note: "同比+1.47%" },
  ),
  c("t", A, "fR", "quarterly", "一季度经营现金流净额269.10亿元，是去年同期88.09亿元的三倍多，回款节奏明显修复。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  c("t", A, "tC", "annual", "资产负债率19.04%→16.42%，一年降了约2.6个百分点，账上几乎没有杠杆。", [
    V("debt_ratio", "2024", "19.04", "%"),
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年资产负债率升至16.42%，负债端开始扩张，需警惕。",
    [V("debt_ratio", "2025", "16.42", "%"), PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "由19.04%降至16.42%" },
  ),
  c("t", A, "tF", "annual", "加权ROE从36.02%回落至32.53%，但仍稳在三成以上。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    V("roe", "2025", "30", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "归母净利润占营业总收入的比重约55%，每百元收入能留下五十多元利润。",
    [R("net_profit", "revenue", "2025", "55", { u: "%", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "823.20/1720.54=47.8%" },
  ),
  c("t", A, "fT", "annual", "2025年分配股利及偿付利息支出672.42亿元，相当于当年归母净利润的八成以上。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", "80", { u: "%", cmp: "gt" }),
  ]),
  c("t", A, "tNe", "annual", "货币资金自2023年690.70亿元的高点连降两年，2025年末剩516.91亿元。", [
    V("cash", "2023", "690.70"),
    MAX("cash", "2023", Y7),
    DOWN("cash", ["2023", "2024", "2025"]),
    V("cash", "2025", "516.91"),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "账上货币资金516.91亿元，比2024年末少了约173.8亿元，分红和投资把现金抽得很快。",
    [V("cash", "2025", "516.91"), D("cash", "2025", { v: "-173.8", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "173.8亿是较2023年末；较2024年末少76.05亿" },
  ),
  c("t", A, "tM", "annual", "拉长看，2019—2024年归母净利润年复合增速接近16%。", [
    CAGR("net_profit", "2019", "2024", { v: "16", cmp: "near" }),
  ]),
  c("t", A, "fV", "valuation", "东财7月初的快照里，市净率7.99倍，总市值约1.79万亿元。", [
    SNAP("pb", "7.99", "x", "eq"),
    SNAP("marketCap", "1.79", "万亿", "approx"),
  ]),
  c("u", A, "fV", "undecidable", "PE约21倍（按2025年利润），低于白酒板块均值，相对估值占优。", [
    MCNOW("2025", "21", "approx"),
    U("白酒板块平均估值无数据"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20个交易日股价上涨约5.1%，短线资金回流迹象初现。",
    [RET(20, { v: "5.1", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近20日-5.11%" },
  ),
  c("t", A, "tT", "technical", "20日乖离率约-3.4%，偏离不算极端，暂无超跌反弹的技术条件。", [
    BIAS(20, { v: "-3.4", cmp: "approx" }),
  ]),
  c("u", A, "tN", "undecidable", "2026年以来茅台并未发布回购公告，护盘意愿不强。", [
    U("茅台公告仅收录年报，回购公告有无无法判断"),
  ]),
  c("t", A, "tN", "announcement", "2024年年报是在2025年4月3日披露的，节奏与往年相近。", [
    EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03", title: "2024年" }),
  ]),
  c("t", A, "tM", "annual", "营业总收入从2019年的888.54亿元做到2025年的1720.54亿元，规模约为当年的1.94倍。", [
    V("revenue", "2019", "888.54"),
    V("revenue", "2025", "1720.54"),
    X("revenue", "2025", "2019", { v: "1.94", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "annual",
    "经营现金流同比降了约33%，说明渠道回款变健康了，对股价是利好。",
    [READ(G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "现金流下降读成利好" },
  ),
  c("t", A, "tC", "quarterly", "一季度毛利率89.76%，比去年同期91.97%低约2.2个百分点，成本端是边际利空。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    V("gross_margin", "2025Q1", "91.97", "%"),
    READ(PP("gross_margin", "2026Q1", { v: "-2.2", cmp: "approx" }), "negative"),
  ]),
  c("t", A, "fE", "quarterly", "三季度单季归母净利润192.24亿元，比二季度185.55亿元环比多约3.6%。", [
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "3.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "上半年归母净利润646.27亿元，全年823亿的利润大部分在上半年就完成了。",
    [V("net_profit", "2025H1", "646.27", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "646.27亿是前三季度；上半年454.03亿" },
  ),
  c("t", A, "tM", "quarterly", "2025年下半年归母净利润约369亿元，明显少于上半年的454亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454", "亿", "approx"),
  ]),
  c("t", A, "vF", "valuation", "近四个季度归母净利润约827亿元，按当前股价算PE约21倍。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    MCNOW("2026Q1TTM", "21", "approx"),
  ]),
  c("u", A, "tB", "undecidable", "2026年营收会重回1800亿元以上，全年恢复正增长是大概率。", [U("2026年全年预测")]),
  c("u", A, "fS", "undecidable", "i茅台渠道销售占比升到两成左右，直营化对利润率是加分项。", [U("渠道结构无数据")]),
  c("t", A, "fR", "annual", "2025年净利率50.53%，比2023年的51.49%和2024年的52.27%都低。", [
    V("net_margin", "2025", "50.53", "%"),
    V("net_margin", "2023", "51.49", "%"),
    V("net_margin", "2024", "52.27", "%"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年毛利率91.18%，高于2021、2023、2024年，是近几年的最高点。",
    [
      V("gross_margin", "2025", "91.18", "%"),
      MAX("gross_margin", "2025", ["2021", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2023年91.96%、2024年91.93%更高" },
  ),
  c("u", A, "tBe", "undecidable", "2025年末存货已超过600亿元，渠道压货迹象明显。", [
    V("inventory", "2025", "600", "亿", "gt"),
  ]),
  c("t", A, "tF", "annual", "2024年末存货543.43亿元，一年间多出约79亿元，库存还在加厚。", [
    V("inventory", "2024", "543.43"),
    D("inventory", "2024", { v: "79", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "合同负债从141.26亿元掉到95.92亿元，降幅超过四成，经销商打款意愿骤降。",
    [
      V("contract_liabilities", "2023", "141.26"),
      V("contract_liabilities", "2024", "95.92"),
      G("contract_liabilities", "2024", { v: "-40", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "降幅32.1%" },
  ),
  c("t", A, "tBe", "annual", "2024年销售费用56.39亿元，较2021年的27.37亿元翻倍有余，增收越来越靠投入。", [
    V("selling_expense", "2024", "56.39"),
    X("selling_expense", "2024", "2021", { v: "2", cmp: "gt" }),
  ]),
  c("u", A, "fL", "undecidable", "公司在股东大会上给出2026年营收增长9%的目标，指引偏积极。", [
    U("经营目标属口头指引，未存储"),
  ]),
  c("t", A, "tT", "technical", "5日、10日均线黏合在1410元附近，上方20日线约1434元构成第一道压力。", [
    MA(5, "value", { v: "1410", cmp: "approx" }),
    MA(10, "value", { v: "1410", cmp: "approx" }),
    MA(20, "value", { v: "1434", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20日均量较前20日萎缩两成以上，典型的缩量阴跌。",
    [VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.06" },
  ),
  c("t", A, "fM", "technical", "DIF约-10.03，已运行到零轴以下，中期动能转弱。", [
    MACD("dif_value", 0, { v: "-10.03", cmp: "approx" }),
    MACD("dif_below_zero", 0),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "2026年以来累计下跌约0.6%，年线级别仍是弱势，不宜抄底。",
    [RET("2025-12-31", { v: "-0.6", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年初至今+0.55%" },
  ),
  c("t", A, "tTr", "technical", "从1月27日1343.01元算起，累计仅涨约3.1%，反弹力度有限。", [
    SPAN("2026-01-27", { v: "3.1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "52周最低价1222元附近是强支撑，离现价还有一成多的空间。",
    [LO52({ cond: "level", v: "1222", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "52周最低1322.01元" },
  ),
  c("t", A, "fT", "annual", "期末总资产3038.35亿元，总负债仅498.76亿元，净资产厚实。", [
    V("total_assets", "2025", "3038.35"),
    V("total_liabilities", "2025", "498.76"),
  ]),
  c("t", A, "fSy", "annual", "投资活动现金净流出316.42亿元，远超上年的17.85亿元，资金用途需要跟踪。", [
    V("investing_cash_flow", "2025", "-316.42"),
    V("investing_cash_flow", "2024", "-17.85"),
  ]),
  c("t", A, "tP", "annual", "2025年资本开支31.28亿元，不到经营现金流的一成，重资产扩张压力很小。", [
    V("capex", "2025", "31.28"),
    R("capex", "operating_cash_flow", "2025", "10", { u: "%", cmp: "lt" }),
  ]),
  c("u", A, "vN", "undecidable", "市场传言茅台将推出新一轮特别分红，暂无官方证实，先不作加分。", [
    U("传闻，茅台公告仅收录年报"),
  ]),
  c("t", A, "fM", "technical", "250日均线1453元附近，股价在其下方约4.7%。", [
    MA(250, "value", { v: "1453", cmp: "approx" }),
    BIAS(250, { v: "-4.7", cmp: "approx" }),
  ]),
];
