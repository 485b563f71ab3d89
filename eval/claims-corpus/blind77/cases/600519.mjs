// 贵州茅台 on 2026-04-30 (FY2025 and 2026Q1 public). Notices: annual reports only (a missing notice is undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ, PSUM, POS52 } = H;
const { MCNOW, MCPE, SNAP, SNAPDIV, X, BIAS, RANK, SPAN, IN, PE, PAIR, READ, VOLR, LIN, DD, D } = H;
const c = H.maker("b77-mt", "600519");
const A = "2026-04-30";
const Y19_24 = ["2019", "2020", "2021", "2022", "2023", "2024"];
const Y19_25 = [...Y19_24, "2025"];

export default [
  // ---- adversarial 多方 / 空方 -------------------------------------------------------------------------------------
  c("t", A, "bear", "annual", "2025年归母净利润823.20亿元，同比下降4.5%，为2019年以来首个利润下滑的年份。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.5" }),
    UP("net_profit", Y19_24),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "茅台2025年归母净利润862.28亿元，同比增长15.4%，龙头在行业调整期依旧逆势扩张。",
    [
      V("net_profit", "2025", "862.28", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025", { v: "15.4", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "862.28亿与+15.4%是2024年；2025年823.20亿、-4.53%" },
  ),
  c("t", A, "bull", "annual", "虽然利润小幅回落，但茅台2025年归母净利仍有823亿出头，净利率保持在50%以上。", [
    G("net_profit", "2025", { dir: "down", size: "小幅下滑" }),
    V("net_profit", "2025", IN("823", "824")),
    V("net_margin", "2025", "50", "%", "gt"),
    V("net_margin", "2024", "50", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年茅台归母净利润同比下滑约45%，利润几近腰斩，白酒龙头也扛不住需求收缩。",
    [G("net_profit", "2025", { v: "-45", cmp: "approx", size: "腰斩", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际-4.53%" },
  ),
  c("t", A, "bull", "annual", "2019到2024年茅台归母净利从412亿增至862亿，五年复合增速约16%，2024年是历史峰值。", [
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2024", "862", "亿", "approx"),
    CAGR("net_profit", "2019", "2024", { v: "16", cmp: "approx" }),
    MAX("net_profit", "2024", Y19_25),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润823.20亿元，再创2019年以来新高，龙头地位无可撼动。",
    [V("net_profit", "2025", "823.20"), MAX("net_profit", "2025", Y19_25, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024年862.28亿才是最高，2025年为次高" },
  ),
  c("t", A, "bear", "annual", "2025年经营现金流净额615.22亿元，较2024年的924.64亿元骤降约33%，远差于利润端。", [
    V("operating_cash_flow", "2025", "615.22"),
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2025", { v: "-33", cmp: "approx", size: "骤降" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "茅台2025年经营现金流净额615.22亿元，同比增长约33%，回款质量明显改善。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { v: "33", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "实际同比-33.46%" },
  ),
  c("t", A, "bull", "annual", "资产负债率由2024年的19.04%降至16.42%，下降约2.6个百分点，财务结构愈发保守。", [
    V("debt_ratio", "2024", "19.04", "%"),
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "账上货币资金从592.96亿元降至516.91亿元，一年少了近176亿，现金储备在快速消耗。",
    [
      V("cash", "2024", "592.96"),
      V("cash", "2025", "516.91"),
      D("cash", "2025", { v: "-176", cmp: "near", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际减少76.05亿" },
  ),
  c("t", A, "bear", "annual", "货币资金一年减少约76亿元至516.91亿元，而2025年投资现金净流出扩大到316.42亿元。", [
    D("cash", "2025", { v: "-76", cmp: "approx" }),
    V("cash", "2025", "516.91"),
    V("investing_cash_flow", "2025", "-316.42"),
    PAIR("investing_cash_flow", "2025", undefined, { period2: "2024", mode: "lt" }),
  ]),
  c("t", A, "bull", "annual", "ROE从36.02%回落到32.53%，降了约3.5个百分点，但仍稳居30%上方。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
    V("roe", "2025", "30", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年ROE已跌至23.53%，较上年下降超12个百分点，盈利能力出现断崖。",
    [
      V("roe", "2025", "23.53", "%", "eq", { err: "wrong_value" }),
      PP("roe", "2025", { v: "-12", cmp: "lt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "2025年ROE 32.53%，下降3.49个百分点" },
  ),
  c("t", A, "bull", "annual", "总资产由2989.45亿元增至3038.35亿元，首次站上3000亿元台阶。", [
    V("total_assets", "2024", "2989.45"),
    V("total_assets", "2025", "3038.35"),
    MAX("total_assets", "2025", Y19_25),
    MAX("total_assets", "2024", Y19_24),
    V("total_assets", "2024", "3000", "亿", "lt"),
  ]),
  c("t", A, "bear", "annual", "营业总收入1720.54亿元，比上年的1741.44亿元少了约21亿元，增长引擎已经熄火。", [
    V("revenue", "2025", "1720.54"),
    V("revenue", "2024", "1741.44"),
    D("revenue", "2025", { v: "-21", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年营业收入1688.38亿元，较2023年微降1.2%，两年来收入基本原地。",
    [
      V("operating_revenue", "2025", "1688.38"),
      G("operating_revenue", "2025", { base: "2023", v: "-1.2", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-1.2%是较2024年；较2023年+14.3%" },
  ),
  c("t", A, "bull", "annual", "营业收入1688.38亿元，相比2023年的1476.94亿元仍高出约14%，两年维度并未失速。", [
    V("operating_revenue", "2025", "1688.38"),
    V("operating_revenue", "2023", "1476.94"),
    G("operating_revenue", "2025", { base: "2023", v: "14", cmp: "approx" }),
  ]),
  c("t", A, "bear", "annual", "毛利率由91.93%降到91.18%，净利率由52.27%降到50.53%，两项利润率同步下行。", [
    V("gross_margin", "2024", "91.93", "%"),
    V("gross_margin", "2025", "91.18", "%"),
    V("net_margin", "2024", "52.27", "%"),
    V("net_margin", "2025", "50.53", "%"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年净利率50.53%，较上年下滑1.75个百分点，但毛利率反而提升0.75个百分点至91.18%。",
    [
      PP("net_margin", "2025", { v: "-1.75" }),
      V("gross_margin", "2025", "91.18", "%"),
      PP("gross_margin", "2025", { v: "0.75", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "毛利率下降0.75个百分点" },
  ),

  // ---- FinDebate ---------------------------------------------------------------------------------------------------
  c("t", A, "fE", "quarterly", "2026Q1归母净利润272.43亿元，同比增长1.5%，止住了2025年全年-4.5%的下滑势头。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5" }),
    G("net_profit", "2025", { v: "-4.5" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2026年一季度归母净利润272.43亿元，同比增长15%，重新回到两位数增长区间。",
    [
      V("net_profit", "2026Q1", "272.43"),
      G("net_profit", "2026Q1", { v: "15", cmp: "approx", size: "两位数增长", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际+1.47%" },
  ),
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "一季度营业收入539.09亿元，同比增长约6.5%，跑赢同期归母净利1.5%的增速。",
    [
      V("operating_revenue", "2026Q1", "539.09"),
      G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "1.5" }),
    ],
    { note: "营收同比取原始披露（2025Q1营收未存储）" },
  ),
  c("t", A, "fE", "quarterly", "2026Q1经营现金流269.10亿元，是上年同期88.09亿元的3倍以上，现金回款明显好转。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "quarterly",
    "2026Q1经营现金流269.10亿元，同比下降约69%，回款压力仍在加剧。",
    [
      V("operating_cash_flow", "2026Q1", "269.10"),
      G("operating_cash_flow", "2026Q1", { v: "-69", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+205%" },
  ),
  c("t", A, "fR", "quarterly", "2025年四季度单季归母净利176.93亿元，环比三季度的192.24亿元下降约8%，为全年单季最低。", [
    V("net_profit", "2025S4", "176.93"),
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-8", cmp: "approx" }),
    H.MIN("net_profit", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "fR",
    "quarterly",
    "2025年第四季度单季归母净利润646.27亿元，撑起了全年近八成利润。",
    [
      V("net_profit", "2025S4", "646.27", "亿", "eq", { err: "wrong_period" }),
      R("net_profit", "net_profit", "2025S4", "80", { u: "%", cmp: "near", denPeriod: "2025", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "646.27亿是前三季度累计；四季度单季176.93亿" },
  ),
  c("t", A, "fV", "valuation", "以2025年7月4日市值约1.79万亿元、2025年归母净利823.20亿元计，PE约21.7倍。", [
    SNAP("marketCap", "1.79", "万亿"),
    V("net_profit", "2025", "823.20"),
    MCPE("2025", "21.7"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "去年7月4日PB为7.99倍，折算每股净资产约1780元，股价已跌破净资产。",
    [
      SNAP("pb", "7.99", "x", "eq"),
      SNAPDIV("pb", "1780", "approx", { err: "wrong_magnitude" }),
      SNAP("pb", "1", "x", "lt", { err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "1422.22/7.99≈178元" },
  ),
  c(
    "t",
    A,
    "fV",
    "valuation",
    "按1384.79元收盘、近四个季度约827亿元归母净利测算，当前市盈率约21倍，低于去年7月初市值对应2025年利润的21.7倍。",
    [
      CLOSE("1384.79"),
      V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
      MCNOW("2026Q1TTM", "21"),
      MCPE("2025", "21.7"),
    ],
  ),
  c("u", A, "fV", "valuation", "当前股息率约3.9%，已高于十年期国债收益率一倍以上，具备类债配置价值。", [
    U("股息率需每股股利，未存储；国债收益率不在数据内"),
  ]),
  c("t", A, "fM", "technical", "收盘1384.79元，5/10/20/60日均线空头排列，MACD于4月17日死叉，DIF为-10.03。", [
    CLOSE("1384.79"),
    MAORDER([5, 10, 20, 60], "bear"),
    MACD("death_cross", 12),
    MACD("dif_value", undefined, { v: "-10.03" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "RSI14已升至69.6，逼近超买区，短线不宜追高。",
    [RSI("69.6", "eq", { err: "technical" })],
    { err: "technical", note: "RSI14为39.64" },
  ),
  c("t", A, "fM", "technical", "股价距52周高点1645元回落约15.8%，位于52周区间下沿约两成位置。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-15.8", cmp: "approx" }),
    POS52({ v: "20", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "收盘1384.79元已创52周新低，下方再无支撑。",
    [CLOSE("1384.79"), LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周最低1322.01元，未创新低" },
  ),
  c("u", A, "fS", "undecidable", "股吧看空帖占比升至六成，散户情绪降到冰点。", [U("论坛情绪不在数据内")]),
  c("u", A, "fS", "undecidable", "飞天茅台散瓶批价跌破2000元，渠道信心受挫，市场开始担心一季报增长靠压货。", [
    U("批价与渠道库存不在数据内"),
  ]),
  c(
    "t",
    A,
    "fSy",
    "annual",
    "综合来看，2025年收入降1.2%、利润降4.5%、现金流降33%，但负债率降至16.42%，基本面稳中有忧。",
    [
      G("revenue", "2025", { v: "-1.2" }),
      G("net_profit", "2025", { v: "-4.5" }),
      G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }),
      V("debt_ratio", "2025", "16.42", "%"),
    ],
  ),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "归纳下来，2025年利润降4.5%、收入降1.2%，但现金流同比大增，是最大的亮点。",
    [
      G("net_profit", "2025", { v: "-4.5" }),
      G("revenue", "2025", { v: "-1.2" }),
      G("operating_cash_flow", "2025", { size: "大增", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "现金流同比-33.46%" },
  ),
  c("t", A, "fT", "annual", "对方称ROE大幅恶化，实际ROE为32.53%，仅比上年低3.49个百分点。", [
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.49" }),
  ]),
  c("t", A, "fQ", "annual", "质疑：多方只谈利润，却回避2025年分配股利及偿付利息672.42亿元、约占归母净利的82%。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", "82", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2025年资本开支31.28亿元，已超过当年经营现金流的一半，重资产化苗头显现。",
    [
      V("capex", "2025", "31.28"),
      R("capex", "operating_cash_flow", "2025", "50", { u: "%", cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "资本开支仅占经营现金流约5.1%" },
  ),
  c("t", A, "fL", "annual", "裁定：2025年自由现金流约584亿元（经营现金流615.22亿减资本开支31.28亿），分红能力无虞。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
    V("operating_cash_flow", "2025", "615.22"),
    V("capex", "2025", "31.28"),
  ]),

  // ---- TradingAgents -----------------------------------------------------------------------------------------------
  c("t", A, "tF", "annual", "2025年营业总收入1720.54亿元同比-1.2%，归母净利823.20亿元同比-4.5%，利润降幅大于收入。", [
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { v: "-1.2" }),
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.5" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年归母净利823.20亿元，约为2019年412.06亿元的3倍。",
    [V("net_profit", "2025", "823.20"), X("net_profit", "2025", "2019", { v: "3", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约2.0倍" },
  ),
  c("t", A, "tF", "annual", "2025年归母净利润约为2019年的2倍，六年间利润几乎翻了一番。", [
    X("net_profit", "2025", "2019", { v: "2.0", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "近20个交易日下跌5.11%，20日乖离率-3.4%，收盘跌破前20日所有收盘价。", [
    RET(20, { v: "-5.11" }),
    BIAS(20, { v: "-3.4" }),
    H.BRK(20, "down"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价稳稳站在年线1453元上方，长期趋势未坏。",
    [MA(250, "value", { v: "1453", cmp: "approx" }), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘1384.79元在年线下方" },
  ),
  c("t", A, "tT", "technical", "近20日均量较前20日约放大6%，属温和放量，但价格仍在MA20的1433.56元下方。", [
    VOLR({ v: "1.06", cmp: "approx" }),
    VOL("expand"),
    MA(20, "value", { v: "1433.56" }),
    MA(20, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近60个交易日累计下跌3.11%，中期趋势依旧偏空。",
    [RET(60, { v: "-3.11", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近60日上涨3.11%" },
  ),
  c("t", A, "tT", "technical", "自2025年末1377.18元算起，股价年内仅微涨0.55%，但近250个交易日仍跌约11.6%。", [
    CLOSE("1377.18", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "0.55" }),
    RET(250, { v: "-11.6", cmp: "approx" }),
  ]),
  c("t", A, "tN", "announcement", "公司于2025年4月3日披露2024年年度报告，全年归母净利862.28亿元。", [
    EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03", title: "2024年" }),
    V("net_profit", "2024", "862.28"),
  ]),
  c("u", A, "tN", "announcement", "茅台2025年启动首轮回购并注销，彰显管理层对估值的信心。", [
    U("茅台的公告只收年报，回购公告不在收集范围"),
  ]),
  c("u", A, "tS", "undecidable", "近一周北向资金连续净卖出茅台，外资情绪偏谨慎。", [U("资金流向不在数据内")]),
  c("t", A, "tB", "annual", "即便2025年利润下滑，823亿归母净利仍是2019年以来的次高，仅次于2024年。", [
    V("net_profit", "2025", "823"),
    RANK("net_profit", "2025", Y19_25, "max", 2),
    MAX("net_profit", "2024", Y19_25),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年ROE为32.53%，较上年提高3.49个百分点，资本回报继续抬升。",
    [V("roe", "2025", "32.53", "%"), PP("roe", "2025", { v: "3.49", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较上年下降3.49个百分点" },
  ),
  c("t", A, "tBe", "quarterly", "2026Q1毛利率89.76%，比上年同期的91.97%低了2.21个百分点，价格体系在松动。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    V("gross_margin", "2025Q1", "91.97", "%"),
    PP("gross_margin", "2026Q1", { v: "-2.21" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2026Q1 ROE仅10.57%，较上年同期下滑约3.5个百分点。",
    [V("roe", "2026Q1", "10.57", "%"), PP("roe", "2026Q1", { v: "-3.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "较2025Q1的10.92%仅降0.35个百分点" },
  ),
  c("t", A, "tM", "annual", "利润2019至2024连增五年后于2025年首降，按现价约21倍PE，维持中性。", [
    UP("net_profit", Y19_24),
    G("net_profit", "2025", { dir: "down" }),
    MCNOW("2025", "21"),
  ]),
  c("u", A, "tTr", "undecidable", "若5月中旬放量突破1450元，可加仓至五成仓位，止损设在1320元。", [
    U("交易计划，未来价格"),
  ]),
  c("t", A, "tA", "valuation", "按2024年每股收益68.64元计，1384.79元对应静态PE约20倍，龙头打折正是机会。", [
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "20"),
  ]),
  c(
    "f",
    A,
    "tA",
    "valuation",
    "按2024年每股收益68.64元计，当前股价对应静态PE仅约16倍，历史底部。",
    [V("basic_eps", "2024", "68.64", "元"), PE("2024", "16", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "1384.79/68.64≈20.2倍" },
  ),
  c("t", A, "tC", "technical", "近60日回撤约11%，股价在MA60的1441元下方，宜控制仓位。", [
    DD(60, { v: "-11", cmp: "approx" }),
    MA(60, "value", { v: "1441", cmp: "approx" }),
    MA(60, "below"),
  ]),
  c("t", A, "tNe", "quarterly", "截至2026Q1近四季度归母净利约827亿元，略高于2025全年823.20亿元。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    V("net_profit", "2025", "823.20"),
    PAIR("net_profit", "2026Q1TTM", undefined, { period2: "2025", mode: "gt" }),
  ]),
  c("t", A, "tP", "annual", "2025年下半年归母净利约369亿元，少于上半年的454.03亿元，维持标配。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454.03"),
  ]),
  c("u", A, "tP", "undecidable", "茅台酒占比提升、系列酒承压，产品结构的分化决定了2026年的利润弹性。", [
    U("分产品收入不在数据内；2026年预测"),
  ]),

  // ---- vote lenses -------------------------------------------------------------------------------------------------
  c("t", A, "vF", "annual", "2025年资产负债率16.42%，货币资金516.91亿元，偿债无忧；但利润下滑4.5%。", [
    V("debt_ratio", "2025", "16.42", "%"),
    V("cash", "2025", "516.91"),
    G("net_profit", "2025", { v: "-4.5" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "DIF上穿DEA形成金叉，MACD红柱放大，短线偏多。",
    [MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "DIF -10.03 < DEA -4.72，4月17日死叉" },
  ),
  c("t", A, "vT", "technical", "RSI14约39.6，收盘低于5日、10日均线，弱势格局未改。", [
    RSI("39.6", "approx"),
    MA(5, "below"),
    MA(10, "below"),
  ]),
  c("u", A, "vN", "undecidable", "市场传闻茅台将下调2026年经销商配额，短期或提振批价。", [U("传闻与配额不在数据内")]),
  c("t", A, "vN", "announcement", "2024年报于2025年4月3日发布，当年归母净利同比增长15.4%。", [
    EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03", title: "2024年" }),
    G("net_profit", "2024", { v: "15.4" }),
  ]),
  c("t", A, "bull", "valuation", "去年7月初PB约7.99倍，对应每股净资产约178元，估值并不离谱。", [
    SNAP("pb", "7.99", "x", "eq"),
    SNAPDIV("pb", "178"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "净利率从52.27%降至50.53%，降幅只有1.74%，盈利能力几乎没有变化。",
    [
      V("net_margin", "2024", "52.27", "%"),
      V("net_margin", "2025", "50.53", "%"),
      G("net_margin", "2025", { v: "-1.74", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "下降1.74个百分点，相对降幅约3.3%" },
  ),
  c("u", A, "bull", "undecidable", "五粮液2025年利润下滑幅度远大于茅台，龙头的抗周期属性再次得到验证。", [
    U("五粮液仅存FY2015-2019"),
  ]),
  c("t", A, "tF", "annual", "去年归母净利823.20亿元，前年为862.28亿元，去年比前年少赚约39亿元。", [
    V("net_profit", "2025", "823.20"),
    V("net_profit", "2024", "862.28"),
    D("net_profit", "2025", { v: "-39", cmp: "approx" }),
  ]),
  c("u", A, "tN", "undecidable", "有消息称茅台筹划定增引入战略投资者，用于扩建产能。", [
    U("茅台公告只收年报，定增公告不可核；传闻"),
  ]),
];
