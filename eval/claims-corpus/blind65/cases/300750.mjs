// 宁德时代 on 2026-04-30: FY2025 and 2026Q1 public, quarters 2024H1..2026Q1 (no 2024Q1); bars from 2020-01-02;
// notices from 2026-02-09 (a missing dividend / buy-back / placement notice is a nonexistent_event; 减持 / 增持 decide nothing).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, PAIR, READ } = H;
const { MCNOW, SNAP, SNAPDIV, BIAS, DD, BRK, POS52, X, CAGR, RANK, QOQ, PSUM, LIN, HILO, MRET, SPAN, IND } = H;
const { MAXDAY, VOLR, GDIFF, MAHOLD, MAX_CROSS, EVN, UPDAYS, WEEKS } = H;
const c = H.maker("b65-nd", "300750");
const A = "2026-04-30";
const N = "2026-02-09";

export default [
  c("t", A, "bull", "annual", "宁德时代2025年归母净利润722.01亿元，同比大增42.3%，营收4237.02亿元、增长约17%。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42.3", cmp: "approx", size: "大增" }),
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润722.01亿元，同比增长约17%，与营收增速同步。",
    [V("net_profit", "2025", "722.01"), G("net_profit", "2025", { v: "17", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "净利润+42.28%，17%是营收增速" },
  ),
  c("t", A, "bear", "annual", "别忘了2024年营收曾同比下滑约9.7%，从4009亿元降到3620亿元，2025年只是修复。", [
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    V("revenue", "2023", "4009", "亿", "approx"),
    V("revenue", "2024", "3620", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收4237亿元，较2023年的4009亿元仅增长约17%，两年几乎白干。",
    [
      V("revenue", "2025", "4237", "亿", "approx"),
      V("revenue", "2023", "4009", "亿", "approx"),
      G("revenue", "2025", { base: "2023", v: "17", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "17%是较2024年；较2023年+5.7%" },
  ),
  c("t", A, "fE", "annual", "毛利率由24.44%升至26.27%，提高约1.8个百分点；净利率18.12%，比上年多出3.2个百分点。", [
    V("gross_margin", "2024", "24.44", "%"),
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "净利率从14.92%提升到18.12%，增幅约3.2%，盈利能力小幅改善。",
    [
      V("net_margin", "2024", "14.92", "%"),
      V("net_margin", "2025", "18.12", "%"),
      G("net_margin", "2025", { v: "3.2", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "3.2是百分点；相对增幅约21.5%" },
  ),
  c("t", A, "fE", "annual", "2021到2025年归母净利润由159亿元增至722亿元，四年年复合增速约46%。", [
    V("net_profit", "2021", "159", "亿", "approx"),
    V("net_profit", "2025", "722", "亿", "approx"),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "经营现金流1332.20亿元，同比增长约37%，是归母净利润的1.8倍多，现金含量很高。", [
    V("operating_cash_flow", "2025", "1332.20"),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流1332亿元，扣掉423亿元资本开支后自由现金流仅约91亿元，造血能力堪忧。",
    [
      V("operating_cash_flow", "2025", "1332", "亿", "approx"),
      V("capex", "2025", "423", "亿", "approx"),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "91", cmp: "approx", err: "wrong_magnitude" },
      ),
    ],
    { err: "wrong_magnitude", note: "自由现金流约909亿元" },
  ),
  c("t", A, "tF", "annual", "资产负债率从65.24%降到61.94%，下降3.3个百分点，且为2021年以来最低。", [
    V("debt_ratio", "2024", "65.24", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { v: "-3.3", cmp: "approx" }),
    MIN("debt_ratio", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "宁德时代负债率61.94%，和银行保险一样九成左右才算高，这个水平属行业常态无需关注。",
    [V("debt_ratio", "2025", "61.94", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "制造业不适用金融业负债率常态" },
  ),
  c("t", A, "tF", "annual", "货币资金3335.13亿元，占总资产约34%，比上年增长近一成。", [
    V("cash", "2025", "3335.13"),
    R("cash", "total_assets", "2025", "34", { u: "%", cmp: "approx" }),
    G("cash", "2025", { v: "10", cmp: "near" }),
  ]),
  c("t", A, "fSy", "annual", "总资产9748.28亿元，同比扩张约24%，离万亿元大关已经不远。", [
    V("total_assets", "2025", "9748.28"),
    G("total_assets", "2025", { v: "24", cmp: "approx" }),
    V("total_assets", "2025", "10000", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2025年总资产已突破1万亿元，同比增长约24%。",
    [
      V("total_assets", "2025", "1", "万亿", "gt", { err: "wrong_value" }),
      G("total_assets", "2025", { v: "24", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "9748.28亿元，未破万亿" },
  ),
  c("t", A, "tB", "annual", "分配股利及付息349.23亿元，较上年258.07亿元增长约35%，分红力度与利润同步抬升。", [
    V("dividends_interest_paid", "2025", "349.23"),
    V("dividends_interest_paid", "2024", "258.07"),
    G("dividends_interest_paid", "2025", { v: "35", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "annual", "资本开支423.45亿元，同比增长约36%，扩产重新提速，折旧压力将在后续年份体现。", [
    V("capex", "2025", "423.45"),
    G("capex", "2025", { v: "36", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年投资活动现金净流出944.76亿元，比2024年的488.75亿元减少近一半，扩张在放缓。",
    [
      V("investing_cash_flow", "2025", "-944.76"),
      V("investing_cash_flow", "2024", "-488.75"),
      X("investing_cash_flow", "2025", "2024", { v: "1", cmp: "lt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "净流出由488.75亿元增至944.76亿元，接近翻倍" },
  ),
  c("t", A, "fQ", "annual", "商誉8.37亿元，比上年的8.95亿元略降，相对近万亿资产规模几乎可以忽略。", [
    V("goodwill", "2025", "8.37"),
    V("goodwill", "2024", "8.95"),
    G("goodwill", "2025", { dir: "down" }),
  ]),
  // quarters
  c("t", A, "bull", "quarterly", "2026年一季度营收1291.31亿元，同比增长约52%；归母净利207.38亿元，同比增长48.5%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润207.38亿元，环比四季度再增约10%，淡季不淡。",
    [
      V("net_profit", "2026Q1", "207.38"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "10", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比2025Q4（231.67亿元）-10.5%" },
  ),
  c("t", A, "fQ", "quarterly", "一季度净利207亿元，环比2025年四季度的232亿元下降约10%，季节性回落不可忽视。", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    V("net_profit", "2025S4", "232", "亿", "approx"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2025年四季度单季归母净利231.67亿元，同比增长约57%，是2024年以来单季最高。", [
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
    MAX("net_profit", "2025S4", ["2024S3", "2024S4", "2025S1", "2025S2", "2025S3", "2025S4", "2026S1"]),
    V("net_profit", "2024H1", "231.67", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年上半年营收1788.86亿元，同比增长33%，收入端重回高增。",
    [V("revenue", "2025H1", "1788.86"), G("revenue", "2025H1", { v: "33", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "H1营收+7.27%，33%是H1净利润增速" },
  ),
  c("t", A, "tF", "quarterly", "2025年上半年净利增33%、前三季度增36%、全年增42%，利润增速逐季走高。", [
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
    G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "下半年营收约2448亿元，是上半年1789亿元的1.37倍左右，四季度单季营收1406亿元。", [
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -1],
      ],
      { v: "2448", cmp: "approx" },
    ),
    V("revenue", "2025H1", "1789", "亿", "approx"),
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -1],
      ],
      { over: ["revenue", "2025H1"], v: "1.37", u: "x", cmp: "approx" },
    ),
    V("revenue", "2025S4", "1406", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度毛利率24.82%，同比下降约0.4个百分点，价格战开始侵蚀盈利。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      PP("gross_margin", "2026Q1", { v: "-0.4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "24.41%→24.82%，上升0.41个百分点" },
  ),
  c("t", A, "tF", "quarterly", "一季度末货币资金3519.97亿元，较年末增加约185亿元；负债率62.32%，比年末略升。", [
    V("cash", "2026Q1", "3519.97"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
    V("debt_ratio", "2026Q1", "62.32", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", dir: "up" }),
  ]),
  c("t", A, "fE", "quarterly", "截至2026Q1近四个季度归母净利约790亿元，比2025年全年多出约68亿元。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    PAIR("net_profit", "2026Q1TTM", "300750", { period2: "2025", mode: "diff", u: "亿", v: "68", cmp: "approx" }),
  ]),
  c("u", A, "tBe", "quarterly", "2025年一季度净利139.63亿元，同比增速较2024年一季度明显回落。", [
    V("net_profit", "2025Q1", "139.63"),
    U("2024年一季度未存储"),
  ]),
  // technicals
  c("t", A, "tT", "technical", "收盘436元，MA20>MA60>MA120>MA250多头排列，近20个交易日收盘均站在60日线上方。", [
    CLOSE("436"),
    MAORDER([20, 60, 120, 250], "bull"),
    MAHOLD(60, 20, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MA5、MA10、MA20、MA60完美多头排列，短线上攻动能十足。",
    [MAORDER([5, 10, 20, 60], "bull", { err: "technical" })],
    { err: "technical", note: "MA5 437.69低于MA10 438.80，短端未多头排列" },
  ),
  c("t", A, "tT", "technical", "4月28日MACD死叉，DIF约11.8仍在零轴上方，RSI约56处于中性区。", [
    MACD("death_cross", 5),
    MACD("dif_value", null, { v: "11.8", cmp: "approx" }),
    MACD("dif_above_zero"),
    RSI("56", "approx"),
  ]),
  c("t", A, "tS", "technical", "52周区间231.2元至460元，现价位于约九成分位，距高点仅差约5%。", [
    LO52({ cond: "level", v: "231.2" }),
    HI52({ cond: "level", v: "460" }),
    POS52({ v: "90", cmp: "approx" }),
    HI52({ v: "-5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "股价436元创52周新高，突破460元的前高后空间打开。",
    [CLOSE("436"), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周最高460元，现价未创新高" },
  ),
  c("t", A, "tTr", "technical", "过去250个交易日累计上涨约93%，今年以来涨18.7%，3月单月涨幅超17%。", [
    RET(250, { v: "93", cmp: "approx" }),
    SPAN("2025-12-31", { v: "18.7", cmp: "approx" }),
    MRET("2026-03", { v: "17", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "4月以来股价累计下跌约8.5%，高位回落迹象明显。",
    [MRET("2026-04", { v: "-8.5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "4月上涨8.54%" },
  ),
  c("t", A, "tT", "technical", "年内收盘最高453.98元（4月16日），至今回撤约4%；60日乖离约11%，短线偏离均线较多。", [
    HILO("max", "2026-01-01", { v: "453.98" }),
    DD("2026-01-01", { v: "-4", cmp: "approx" }),
    BIAS(60, { v: "11", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "4月10日放量站上20日线，当日涨幅约6.7%为近60日最大，20日均量较前期放大约13%。", [
    MAX_CROSS(20, "up", 20),
    H.BAR("2026-04-10", "volx", { v: "1", cmp: "gt" }),
    MAXDAY(60, "up", { v: "6.7", cmp: "approx" }),
    H.BAR("2026-04-10", "chg", { v: "6.7", cmp: "approx" }),
    VOLR({ v: "1.13", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20个交易日有15天收涨，买盘持续性极强。",
    [UPDAYS(20, { v: "15", err: "wrong_value" })],
    { err: "wrong_value", note: "近20日收涨10天" },
  ),
  c("t", A, "tA", "technical", "从2025年7月4日的265.8元到现在436元，涨幅约64%，同期招行跌了近两成。", [
    CLOSE("265.8", "eq", { date: "2025-07-04" }),
    RET("2025-07-04", { v: "64", cmp: "approx" }),
    RET("2025-07-04", { t: "600036", v: "-20", cmp: "near" }),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "以436元收盘价计，2025年静态PE约27.5倍，按近四季利润算约25倍。", [
    CLOSE("436"),
    MCNOW("2025", "27.5", "approx"),
    MCNOW("2026Q1TTM", "25", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按2025年利润722亿元计，当前市值对应PE仅约17倍，明显低估。",
    [V("net_profit", "2025", "722", "亿", "approx"), MCNOW("2025", "17", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE约27.5倍" },
  ),
  c("t", A, "tP", "valuation", "2025年7月4日快照PB为5.02倍，市值约1.21万亿元，对应每股净资产约53元。", [
    SNAP("pb", "5.02", "x", "eq"),
    SNAP("marketCap", "1.21", "万亿", "approx"),
    SNAPDIV("pb", "53", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "快照时点市值约1.21万亿元，对应2024年归母净利PE约40倍。",
    [SNAP("marketCap", "1.21", "万亿", "approx"), H.MCPE("2024", "40", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "12118.6亿/507.45亿≈23.9倍" },
  ),
  // announcements
  c("t", A, "tN", "announcement", "4月7日公司披露A股股份回购结果暨股份变动公告，2月以来共发布3则回购相关公告。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07" }),
    EVN("repurchase", N, { v: "3" }),
  ]),
  c("t", A, "tN", "announcement", "3月10日发布2025年度利润分配预案，同时提请授权董事会制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度利润分配预案" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司2月以来披露了向特定对象发行A股股票预案，定增募资扩产，摊薄风险需要关注。",
    [EV("placement", true, { from: N, err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09以来无定增公告" },
  ),
  c("t", A, "vN", "announcement", "2月9日推出2026年A股员工持股计划草案，4月22日又授予预留份额，激励落地。", [
    EV("equity_incentive", true, { from: N, to: N, title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留份额" }),
  ]),
  c("t", A, "tN", "announcement", "2月中旬完成2026年科技创新公司债券（第一期）发行，2月26日在深交所上市。", [
    EV("bond", true, { from: "2026-02-12", to: "2026-02-12", title: "发行结果" }),
    EV("bond", true, { from: "2026-02-26", to: "2026-02-26", title: "上市" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "announcement",
    "2月以来回购相关公告已累计发布五次，公司护盘意愿强烈。",
    [EVN("repurchase", N, { v: "5", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2月9日以来回购公告3则" },
  ),
  c("u", A, "tS", "announcement", "有股东近期披露减持计划，拟减持不超过1%股份，短期构成压力。", [
    U("减持公告不决定任何事"),
  ]),
  // undecidable
  c("u", A, "fM", "undecidable", "预计2026年动力电池装机量增长25%，公司全年净利润有望突破900亿元。", [U("预测")]),
  c("u", A, "bear", "undecidable", "海外储能订单占比已超过30%，欧洲关税落地后将直接冲击利润。", [
    U("分部订单与关税影响"),
  ]),
  c("u", A, "fS", "undecidable", "近一周社交平台对宁王钠电池的讨论热度翻倍，市场情绪明显升温。", [U("舆情")]),
  c("u", A, "bull", "annual", "全球动力电池市占率连续多年第一，比亚迪市占率只有其一半左右。", [U("市占率未存储")]),
  c("u", A, "tS", "undecidable", "4月以来融资余额增加约50亿元，杠杆资金持续涌入宁德时代。", [U("融资余额")]),
  c("u", A, "tTr", "technical", "现价436元，若下周突破460元前高可加仓，跌破420元则减仓。", [
    CLOSE("436"),
    U("情景计划"),
  ]),
  c("u", A, "fV", "valuation", "同样27倍左右的PE，亿纬锂能和国轩高科的利润增速远不如宁德时代，估值性价比更优。", [
    MCNOW("2025", "27", "approx"),
    U("亿纬锂能、国轩高科不在样本"),
  ]),
  c("u", A, "fE", "quarterly", "2025年四季度利润大增，主要是碳酸锂价格回落带来的成本红利。", [
    G("net_profit", "2025S4", { size: "大增" }),
    U("归因：原材料成本"),
  ]),
  c("t", A, "fT", "annual", "2025年利润表现远好于茅台：宁王净利增42%，茅台同期下滑约4.5%，增速差接近47个百分点。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    G("net_profit", "2025", { t: "600519", v: "-4.5", cmp: "approx" }),
    GDIFF(
      { metric: "net_profit", period: "2025" },
      { t: "600519", metric: "net_profit", period: "2025" },
      {
        v: "47",
        cmp: "near",
      },
    ),
  ]),
];
