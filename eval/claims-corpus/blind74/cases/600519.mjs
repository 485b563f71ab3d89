// 贵州茅台 on 2026-04-30: FY2019-2025 (FY2022 partial), quarters 2025Q1..2026Q1 (Tushare; no 2025 quarterly revenue,
// 2026Q1 revenue growth only as printed), bars 2024-01-02..2026-04-30, annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ, PSUM } = H;
const { POS52, MCNOW, MCPE, X, BIAS, RANK, IN, READ, SNAP, SNAPDIV, PE, LIN, BRK, DD, VOLR, PERDAY, MAX_CROSS, SUM } =
  H;
const { AMP, HILO, MRET, MAXDAY, GSTREAK, EVN, PAIR, IND } = H;
const c = H.maker("b74-mt", "600519");
const A = "2026-04-30";
const Y7 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  // adversarial: DeepSeek / Qwen / GPT-style bull and bear points
  c("t", A, "bear", "annual", "2025年归母净利润823.20亿元，同比下降约4.5%，结束了2019年以来逐年增长的势头。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx", dir: "down" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润823.20亿元，同比仍增长4.5%，白酒寒冬中龙头利润照样向上。",
    [
      V("net_profit", "2025", "823.20"),
      G("net_profit", "2025", { v: "4.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-4.53%" },
  ),
  c("t", A, "bull", "annual", "营业总收入1720.54亿元，只比2024年少了不到21亿，降幅1.2%，基本持平，谈不上失速。", [
    V("revenue", "2025", "1720.54"),
    D("revenue", "2025", { v: "-21", cmp: "gt" }),
    G("revenue", "2025", { v: "-1.2", size: "基本持平" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营业收入从2024年的1708.99亿元掉到1688.38亿元，降幅超过一成，需求端在快速萎缩。",
    [
      V("operating_revenue", "2024", "1708.99"),
      V("operating_revenue", "2025", "1688.38"),
      G("operating_revenue", "2025", { v: "-10", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际-1.21%" },
  ),
  c("t", A, "bear", "annual", "经营现金流净额615.22亿元，比上年的924.64亿元少了三成多，现金回笼明显放缓。", [
    V("operating_cash_flow", "2025", "615.22"),
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2025", IN("-40", "-30")),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年经营活动现金流净额高达6152亿元，约为归母净利润的7.5倍，现金奶牛本色不改。",
    [
      V("operating_cash_flow", "2025", "6152", "亿", "approx", { err: "wrong_magnitude" }),
      R("operating_cash_flow", "net_profit", "2025", "7.5", { cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "615.22亿，0.75倍" },
  ),
  c("t", A, "bull", "annual", "资产负债率由19.04%降到16.42%，下降约2.6个百分点，2019年以来最低。", [
    V("debt_ratio", "2024", "19.04", "%"),
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
    MIN("debt_ratio", "2025", Y7),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "资产负债率较2024年上升约2.6个百分点至16.42%，加杠杆迹象初现。",
    [
      V("debt_ratio", "2025", "16.42", "%"),
      PP("debt_ratio", "2025", { v: "2.6", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降2.62个百分点" },
  ),
  c("t", A, "bear", "annual", "ROE从36.02%滑到32.53%，一年掉了3.5个百分点，高回报在边际走弱。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
  ]),
  c("t", A, "bull", "annual", "即便下滑，2025年ROE仍有32.53%，净利率50.53%，毛利率91.18%，盈利底子还在。", [
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { dir: "down" }),
    V("net_margin", "2025", "50.53", "%"),
    V("gross_margin", "2025", "91.18", "%"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年毛利率91.18%，较上年提升0.75个百分点，提价效应仍在释放。",
    [
      V("gross_margin", "2025", "91.18", "%"),
      PP("gross_margin", "2025", { v: "0.75", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "91.93%→91.18%，降0.75个百分点" },
  ),
  c("t", A, "bull", "quarterly", "2026年一季度归母净利润272.43亿元，同比增长约1.5%，利润重回正增长。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx", dir: "up" }),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "26Q1归母净利272.43亿元，同比大增15%，一季度开门红超出市场预期。",
    [
      V("net_profit", "2026Q1", "272.43"),
      G("net_profit", "2026Q1", { v: "15", cmp: "approx", size: "大增", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+1.47%" },
  ),
  c("t", A, "bull", "quarterly", "一季度营业收入539.09亿元，同比增长约6.5%，营收增速快于利润增速。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "6.5", cmp: "lt" }),
  ]),
  c("t", A, "bear", "quarterly", "2026Q1毛利率89.76%，比去年同期的91.97%低了2.2个百分点，结构在往下走。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    V("gross_margin", "2025Q1", "91.97", "%"),
    PP("gross_margin", "2026Q1", { v: "-2.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度净利率52.22%，同比下滑约0.27个百分点，价格体系承压但幅度有限。",
    [
      V("net_margin", "2026Q1", "52.22", "%"),
      PP("net_margin", "2026Q1", { v: "-0.27", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "54.89%→52.22%，降2.67个百分点" },
  ),
  c("t", A, "bull", "quarterly", "一季度经营现金流269.10亿元，是去年同期88.09亿元的3倍多，回款大幅改善。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  c("u", A, "bear", "undecidable", "一季度现金流好看主要靠经销商提前打款，i茅台直销占比下降才是真问题。", [
    U("经营现金流的归因与i茅台直销占比：渠道分部数据未存储"),
  ]),
  c("t", A, "bear", "technical", "股价收于1384.79元，跌破20日、60日和250日均线，均线空头排列。", [
    CLOSE("1384.79"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "MACD在4月中旬刚形成金叉，DIF上穿DEA，短线反弹信号明确。",
    [MACD("golden_cross", 15, { err: "technical" }), MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "2026-04-17死叉，DIF -10.03 < DEA -4.72" },
  ),
  c("t", A, "bear", "technical", "DIF约-10.0且位于DEA下方，RSI(14)约39.6，4月17日死叉后动能偏弱。", [
    RSI("39.6", "approx"),
    MACD("dif_value", undefined, { v: "-10.0", cmp: "approx" }),
    MACD("dif_below_dea"),
    MACD("death_cross", 10),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "茅台跌至1384.79元，刷新52周新低，弱势格局短期难改。",
    [CLOSE("1384.79"), LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周低点1322.01，收盘高出4.75%" },
  ),
  c("t", A, "bull", "technical", "股价距52周低点1322.01元仅高约4.8%，处于年内区间下沿，下行空间有限。", [
    LO52({ cond: "level", v: "1322.01" }),
    LO52({ v: "4.8", cmp: "approx" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c("t", A, "bear", "technical", "较52周高点1645元回落了15.8%，一年下来持有人普遍浮亏。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-15.8", cmp: "approx" }),
    RET(250, { dir: "down" }),
  ]),
  c("u", A, "bull", "undecidable", "飞天茅台批价已经企稳在1800元上方，渠道库存去化接近尾声。", [
    U("飞天批价与渠道库存：未存储"),
  ]),
  c(
    "u",
    A,
    "bull",
    "valuation",
    "按2025年归母净利823亿算，当前市值对应PE约21倍，处于近年偏低位置。",
    [
      V("net_profit", "2025", "823", "亿", "approx"),
      MCNOW("2025", "21", "approx"),
      U("近年估值分位：历史PE序列未存储"),
    ],
    { note: "true figures with an open valuation-percentile clause" },
  ),
  c(
    "f",
    A,
    "bull",
    "valuation",
    "以当前股价和2025年归母净利测算，静态PE只有12倍左右，已是价值股价格。",
    [MCNOW("2025", "12", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约21.1倍" },
  ),
  c(
    "t",
    A,
    "bull",
    "valuation",
    "以近四个季度归母净利约827亿元计，PE(TTM)约21.0倍，与按2025年利润算的静态PE相差无几。",
    [
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2026Q1", 1],
          ["net_profit", "2025Q1", -1],
        ],
        { v: "827", cmp: "approx" },
      ),
      MCNOW("2026Q1TTM", "21.0", "approx"),
      MCNOW("2025", "21", "approx"),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收1720.54亿元，较2023年仅增长1.2%，两年几乎原地踏步。",
    [
      V("revenue", "2025", "1720.54"),
      G("revenue", "2025", { base: "2023", v: "1.2", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+14.28%；-1.2%是较2024年" },
  ),
  c("t", A, "bull", "annual", "拉长看，营业总收入从2019年的888.54亿元增至1720.54亿元，六年复合增速约11.6%。", [
    V("revenue", "2019", "888.54"),
    V("revenue", "2025", "1720.54"),
    CAGR("revenue", "2019", "2025", { v: "11.6", cmp: "approx" }),
  ]),
  c("t", A, "bull", "annual", "归母净利润2025年是2019年412亿元的近2倍，即便去年小幅回落，长期曲线仍陡峭。", [
    V("net_profit", "2019", "412", "亿", "approx"),
    X("net_profit", "2025", "2019", { v: "2", cmp: "near" }),
    G("net_profit", "2025", { dir: "down", size: "小幅下滑" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润823.20亿元，创下上市以来的历史新高，基本面无懈可击。",
    [V("net_profit", "2025", "823.20"), MAX("net_profit", "2025", Y7, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024年862.28亿更高" },
  ),
  c("t", A, "bear", "annual", "货币资金从2023年690.70亿元降到592.96亿元，2025年再降到516.91亿元，连降两年。", [
    V("cash", "2023", "690.70"),
    V("cash", "2024", "592.96"),
    V("cash", "2025", "516.91"),
    H.DOWN("cash", ["2023", "2024", "2025"]),
  ]),
  c("t", A, "bear", "annual", "投资活动现金净流出316.42亿元，是2019年以来最大的一次流出，资金去向需要追问。", [
    V("investing_cash_flow", "2025", "-316.42"),
    MIN("investing_cash_flow", "2025", Y7),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年资本开支高达312.8亿元，扩产周期正在拖累自由现金流。",
    [V("capex", "2025", "312.8", "亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "31.28亿（小数点错位）" },
  ),
  c("t", A, "bull", "annual", "资本开支31.28亿元，经营现金流扣掉后自由现金流仍有约584亿元。", [
    V("capex", "2025", "31.28"),
    H.LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
  ]),
  c(
    "t",
    A,
    "bull",
    "annual",
    "2025年分配股利及偿付利息现金672.42亿元，约为归母净利的82%，利润大部分仍以现金回馈股东。",
    [
      V("dividends_interest_paid", "2025", "672.42"),
      R("dividends_interest_paid", "net_profit", "2025", "82", { u: "%", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年分红付现672.42亿元，比2024年还多出近40亿元，股东回报持续加码。",
    [
      V("dividends_interest_paid", "2025", "672.42"),
      D("dividends_interest_paid", "2025", { v: "40", cmp: "near", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024年709.51亿，2025年少37亿" },
  ),
  c("u", A, "bull", "undecidable", "公司已公告2025年度每股派现超30元，叠加回购，股东回报率有望超4%。", [
    U("茅台的通知只收年报：分红/回购公告未收录；股东回报率属预测"),
  ]),
  // findebate
  c("t", A, "fE", "quarterly", "单季看，25Q4归母净利176.93亿元，环比25Q3的192.24亿元下降约8%，是全年最低的一个季度。", [
    V("net_profit", "2025S4", "176.93"),
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-8", cmp: "approx" }),
    RANK("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"], "min", 1),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年第四季度单季归母净利润646.27亿元，环比明显放大，年底冲量痕迹明显。",
    [
      V("net_profit", "2025S4", "646.27", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S4", "2025S3", { dir: "up", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "646.27亿是前三季度累计；Q4单季176.93亿，环比-8%" },
  ),
  c("t", A, "fE", "annual", "下半年归母净利约369亿元，明显少于上半年的454.03亿元，利润节奏前高后低。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454.03"),
  ]),
  c("t", A, "fE", "quarterly", "26Q1归母净利272.43亿元，较25Q4单季的176.93亿元环比增长约54%，季节性回升。", [
    V("net_profit", "2026Q1", "272.43"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "54", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "去年7月初PB为7.99倍，对应每股净资产约178元，高PB靠的是30%以上的ROE。", [
    SNAP("pb", "7.99", "x", "eq"),
    SNAPDIV("pb", "178", "approx"),
    V("roe", "2025", "30", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按2024年每股收益68.64元计，现价对应静态PE约25倍，估值不算便宜。",
    [V("basic_eps", "2024", "68.64", "元"), PE("2024", "25", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "1384.79/68.64≈20.2倍" },
  ),
  c("u", A, "fV", "valuation", "以去年7月初约1.79万亿元的市值对2025年利润，PE约21.7倍，低于其长期中枢。", [
    SNAP("marketCap", "1.79", "万亿", "approx"),
    MCPE("2025", "21.7", "approx"),
    U("长期PE中枢：历史估值未存储"),
  ]),
  c("t", A, "fR", "annual", "经营现金流与归母净利之比约0.75，2024年时超过1倍，利润含金量下滑值得警惕。", [
    R("operating_cash_flow", "net_profit", "2025", "0.75", { cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2024", "1", { cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年资产负债率19.04%，较2019年的22.49%只降了3个多百分点，财务结构变化不大。",
    [
      V("debt_ratio", "2025", "19.04", "%", "eq", { err: "wrong_period" }),
      V("debt_ratio", "2019", "22.49", "%"),
      PP("debt_ratio", "2025", { base: "2019", v: "-3", cmp: "lt", err: "wrong_period" }),
      PP("debt_ratio", "2025", { base: "2019", v: "-4", cmp: "gt", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "19.04%是2024年；2025年16.42%，较2019年降6.07个百分点" },
  ),
  c("u", A, "fM", "undecidable", "预计2026年二季度批价回升带动营收增速回到两位数，股价有望重回1600元。", [
    U("2026Q2营收与目标价：预测"),
  ]),
  c("t", A, "fM", "technical", "近20日量能为前20日的1.06倍左右，温和放量中收盘创下20日新低，属放量下跌。", [
    VOLR({ v: "1.06", cmp: "approx" }),
    BRK(20, "down"),
  ]),
  c("t", A, "fS", "technical", "4月收跌约4.5%，今年以来股价只上涨了0.55%，市场情绪偏谨慎。", [
    MRET("2026-04", { v: "-4.5", cmp: "approx" }),
    RET("2025-12-31", { v: "0.55" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "technical",
    "年初至今茅台股价已累计下跌约9%，散户情绪降至冰点。",
    [RET("2025-12-31", { v: "-9", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "年初至今+0.55%；-9.13%是自2024年末" },
  ),
  c("u", A, "fS", "undecidable", "雪球上看空茅台的帖子占比已超过六成，散户情绪明显偏悲观。", [
    U("社区情绪占比：未存储"),
  ]),
  c("t", A, "fT", "annual", "质疑方说利润下滑，但2025年净利率仍有50.53%，只比上年的52.27%低1.7个百分点。", [
    V("net_margin", "2025", "50.53", "%"),
    V("net_margin", "2024", "52.27", "%"),
    PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  c("t", A, "fQ", "annual", "信任方强调现金流，可2025年经营现金流降了33%以上，远大于利润4.5%的降幅。", [
    G("operating_cash_flow", "2025", { v: "-33", cmp: "lt" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2025年总资产3038.35亿元，比2024年缩水约5%，资产规模在收缩。",
    [
      V("total_assets", "2025", "3038.35"),
      G("total_assets", "2025", { v: "-5", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2989.45→3038.35，+1.6%" },
  ),
  c("t", A, "fL", "annual", "综合来看，2025年营收降1.2%、归母净利降4.5%，但26Q1利润同比转正，给予中性评级。", [
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { dir: "up" }),
  ]),
  c("t", A, "fSy", "annual", "报告摘要：总资产首破3000亿至3038.35亿元，负债仅498.76亿元，货币资金516.91亿元。", [
    V("total_assets", "2025", "3038.35"),
    V("total_assets", "2024", "3000", "亿", "lt"),
    MAX("total_assets", "2024", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    V("total_liabilities", "2025", "498.76"),
    V("cash", "2025", "516.91"),
  ]),
  // tradingagents
  c("t", A, "tF", "annual", "2020至2024年归母净利每年增速都在10%以上，2025年才首次转负。", [
    GSTREAK("net_profit", ["2020", "2021", "2022", "2023", "2024"], 10, null),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "归母净利下滑4.5%，与营收的降幅大体同步，利润端并没有额外的压力。",
    [
      V("net_profit", "2025", "823.20"),
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
      H.GDIFF(
        { metric: "net_profit", period: "2025" },
        { metric: "revenue", period: "2025" },
        { v: "0", cmp: "approx", err: "wrong_ratio" },
      ),
    ],
    { err: "wrong_ratio", note: "利润-4.53%，营收-1.20%，差3.3个百分点" },
  ),
  c("t", A, "tT", "technical", "60日内自2月5日高点1555元回撤约11%，20日振幅6.7%，弱势震荡。", [
    DD(60, { v: "-11", cmp: "approx" }),
    HILO("max", "2026-02-01", { v: "1555" }),
    AMP(20, { v: "6.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "60日乖离率约+3.9%，股价站在60日均线上方，中期趋势偏多。",
    [BIAS(60, { v: "3.9", cmp: "approx", err: "technical" }), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "BIAS60 -3.92%，收盘在MA60下方" },
  ),
  c("t", A, "tT", "technical", "近20日最大单日跌幅出现在4月17日，约3.8%，当天也是MACD死叉日。", [
    MAXDAY(20, "down", { v: "-3.8", cmp: "approx" }),
    H.BAR("2026-04-17", "chg", { v: "-3.8", cmp: "approx" }),
    MACD("death_cross", 10),
  ]),
  c("u", A, "tN", "undecidable", "公司管理层在股东大会上表示2026年营收目标增长9%。", [
    U("股东大会表态与经营目标：公告未收录"),
  ]),
  c(
    "u",
    A,
    "tN",
    "announcement",
    "最近一份年报公告是2025年4月3日的2024年年度报告，此后未见新的年报披露。",
    [
      EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03" }),
      U("库中茅台公告止于2024年年报，而FY2025年报已于2026-04-17公布：不能由公告列表推断无新年报"),
    ],
    { note: "open clause per blind10's data decisions" },
  ),
  c("t", A, "tB", "quarterly", "26Q1经营现金流269.10亿元，已接近2025年全年615.22亿元的44%。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025", "615.22"),
    PSUM([["operating_cash_flow", "2026Q1", 1]], { over: ["operating_cash_flow", "2025"], v: "0.44", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "26Q1净利率52.22%，ROE 10.57%，均高于去年同期，多头却只盯着营收。",
    [
      V("net_margin", "2026Q1", "52.22", "%"),
      V("roe", "2026Q1", "10.57", "%"),
      PP("net_margin", "2026Q1", { dir: "up", err: "wrong_direction" }),
      PP("roe", "2026Q1", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "净利率54.89→52.22，ROE 10.92→10.57，均下降" },
  ),
  c("t", A, "tBe", "quarterly", "26Q1的ROE 10.57%低于去年同期10.92%，毛利率也跌破90%。", [
    V("roe", "2026Q1", "10.57", "%"),
    V("roe", "2025Q1", "10.92", "%"),
    V("gross_margin", "2026Q1", "90", "%", "lt"),
    V("gross_margin", "2025Q1", "90", "%", "gt"),
  ]),
  c("t", A, "tM", "annual", "多空分歧在于2025年利润首降4.5%与26Q1同比转正1.5%，建议持有观察。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "technical", "现价1384.79元低于MA5的1410.5元，站回MA20约1433.6元前不加仓。", [
    CLOSE("1384.79"),
    MA(5, "value", { v: "1410.5", cmp: "approx" }),
    MA(5, "below"),
    MA(20, "value", { v: "1433.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "股价过去250个交易日上涨约11.6%，趋势资金仍在，可以加仓。",
    [RET(250, { v: "11.6", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "250日-11.57%" },
  ),
  c("t", A, "tC", "technical", "近250个交易日下跌约11.6%，还在250日均线1453元下方，仓位宜轻。", [
    RET(250, { v: "-11.6", cmp: "approx" }),
    MA(250, "value", { v: "1453", cmp: "approx" }),
    MA(250, "below"),
  ]),
  c("t", A, "tNe", "valuation", "PE约21倍、股价在52周区间19%分位，估值和位置都不算高。", [
    MCNOW("2025", "21", "approx"),
    POS52({ v: "19", cmp: "approx" }),
  ]),
  c("u", A, "tP", "undecidable", "若二季度批价跌破1700元则减仓一半，否则维持5%权重。", [U("情景与仓位计划")]),
  // vote
  c("t", A, "vF", "annual", "2025年净利润853.10亿元（含少数股东），归母823.20亿元，差额约30亿。", [
    V("net_income", "2025", "853.10"),
    V("net_profit", "2025", "823.20"),
    LIN(
      [
        ["net_income", 1],
        ["net_profit", -1],
      ],
      "2025",
      { v: "30", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "RSI(14)已跌到29附近，进入超卖区，短线反弹概率大。",
    [RSI("29", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14 39.64" },
  ),
  c("u", A, "vN", "undecidable", "北向资金4月净卖出茅台超20亿元，外资仍在撤离。", [U("北向资金流向：未存储")]),
];
