// Rebuttals quoting the other side's figure (only the correction is asserted), risk debaters, vote lenses (the lens is
// not named in the text), rulings (综合来看 / 裁定) and readings of a fact (利好 / 利空). Mostly 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, X, READ, IND } = H;
const { EV, PE, MCNOW, PSUM, QOQ, VOLR, BIAS, POS52, PAIR, GDIFF, DD, RANK } = H;
const mt = H.maker("b86-rb-mt", "600519");
const zh = H.maker("b86-rb-zh", "600036");
const byd = H.maker("b86-rb-byd", "002594");
const wly = H.maker("b86-rb-wly", "000858");
const A = "2026-04-30";

export default [
  // rebuttals
  mt("t", A, "bull", "annual", "空方说利润“大幅下滑”并不准确：2025年归母净利润同比仅降约4.5%，属于小幅下滑。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx", size: "小幅下滑" }),
  ]),
  mt(
    "f",
    A,
    "bear",
    "annual",
    "多方称营收只是微降，但营业总收入实际同比下降了约12%，远非微降。",
    [G("revenue", "2025", { v: "-12", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际-1.20%" },
  ),
  mt("t", A, "fT", "annual", "质疑方把现金流降幅说成五成，核对后是从924.64亿元降至615.22亿元，降幅约33%。", [
    V("operating_cash_flow", "2024", "924.64"),
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }),
  ]),
  mt("t", A, "tB", "quarterly", "空头研究员说一季度利润负增长，可一季度归母净利润272.43亿元，同比仍增约1.5%。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx", dir: "up" }),
  ]),
  mt(
    "f",
    A,
    "tBe",
    "technical",
    "多头说股价已经企稳，但近5个交易日又跌了约12%，破位明显。",
    [RET(5, { v: "-12", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "5日-2.41%" },
  ),
  zh("t", A, "fT", "annual", "对方说招行净利润在下滑，实际2025年归母净利润同比增长约1.2%，已连续六年增长。", [
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  zh(
    "f",
    A,
    "fQ",
    "annual",
    "信任智能体引用的ROE有误：招行2025年加权ROE只有12.44%，已跌破13%。",
    [
      V("roe", "2025", "12.44", "%", "eq", { err: "wrong_value" }),
      V("roe", "2025", "13", "%", "lt", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "13.44%" },
  ),
  zh("t", A, "bull", "quarterly", "空方说一季度营收仍在下滑，数据却是同比增长约3.8%，还快于利润约1.5%的增速。", [
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    GDIFF({ metric: "revenue", period: "2026Q1" }, { metric: "net_profit", period: "2026Q1" }, { v: "0", cmp: "gt" }),
  ]),
  zh("t", A, "tBe", "technical", "多头说招行已站稳均线，但收盘38.27元低于20日线39.41元，也低于60日线。", [
    CLOSE("38.27"),
    MA(20, "value", { v: "39.41" }),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  byd("t", A, "bear", "quarterly", "多方只讲营收规模，可一季度营收同比降约11.8%，净利润更是同比下降逾五成。", [
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  byd(
    "f",
    A,
    "bull",
    "annual",
    "空方说现金流恶化，其实2025年经营现金流591.36亿元，同比仍增长约5%。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      G("operating_cash_flow", "2025", { v: "5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-55.7%" },
  ),
  byd("t", A, "fT", "annual", "质疑智能体说负债率升破75%，年报显示2025年末为70.74%，同比反而下降。", [
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  byd("t", A, "tB", "technical", "空头说比亚迪走势疲弱，但近60个交易日股价涨约12%，均线多头排列。", [
    RET(60, { v: "12", cmp: "approx" }),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
  wly("t", A, "tBe", "technical", "多头说五粮液已止跌，可它近20个交易日又跌约7%，收盘创60日新低。", [
    RET(20, { v: "-7", cmp: "approx" }),
    H.BRK(60, "down"),
  ]),
  // risk debaters
  mt("t", A, "tC", "technical", "保守看，股价在250日线1453.44元下方运行，250个交易日跌约11.6%，仓位宜控制。", [
    MA(250, "value", { v: "1453.44" }),
    MA(250, "below"),
    RET(250, { v: "-11.6", cmp: "approx" }),
  ]),
  mt("t", A, "tA", "annual", "激进看，茅台净利率仍超50%，资产负债率16.42%，回撤就是加仓机会。", [
    V("net_margin", "2025", "50", "%", "gt"),
    V("debt_ratio", "2025", "16.42", "%"),
  ]),
  mt(
    "f",
    A,
    "tNe",
    "annual",
    "中性看，茅台2025年ROE约36%，盈利能力仍处行业顶尖，但下行风险需对冲。",
    [V("roe", "2025", "36", "%", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "36.02%是2024年；2025年32.53%" },
  ),
  zh("t", A, "tNe", "valuation", "招行市净率约0.85倍、静态PE约6.7倍，估值不贵，但股价仍在年线下方。", [
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    PE("2025", "6.7"),
    MA(250, "below"),
  ]),
  byd(
    "t",
    A,
    "tC",
    "annual",
    "保守风控提示：2025年资本开支1568.08亿元，约为经营现金流的2.7倍，自由现金流缺口近千亿元。",
    [
      V("capex", "2025", "1568.08"),
      R("capex", "operating_cash_flow", "2025", "2.7", { cmp: "approx" }),
      H.LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "-1000", cmp: "near" },
      ),
    ],
  ),
  byd(
    "f",
    A,
    "tA",
    "quarterly",
    "一季度净利率2.67%，同比提升，盈利已触底回升，可以重仓。",
    [V("net_margin", "2026Q1", "2.67", "%"), PP("net_margin", "2026Q1", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025Q1为5.54%" },
  ),
  // vote lenses
  mt("t", A, "vF", "annual", "2025年营收和净利润双双下降，净利润降幅约4.5%大于收入降幅约1.2%，投反对票。", [
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  mt("t", A, "vT", "technical", "均线空头排列、DIF在DEA下方、RSI约40，投卖出票。", [
    MAORDER([5, 10, 20, 60], "bear"),
    MACD("dif_below_dea", 0),
    RSI("40", "approx"),
  ]),
  mt("u", A, "vN", "undecidable", "近期茅台经销商大会释放控量保价信号，消息面偏正面，投买入票。", [
    U("经销商大会消息"),
  ]),
  zh("f", A, "vT", "technical", "股价已站上全部均线，趋势向上，投买入票。", [MA(250, "above", { err: "technical" })], {
    err: "technical",
    note: "收盘在全部均线下方",
  }),
  zh("t", A, "vF", "annual", "净利润连续增长、ROE 13.44%、负债率90.20%符合银行常态，投持有票。", [
    UP("net_profit", ["2023", "2024", "2025"]),
    V("roe", "2025", "13.44", "%"),
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  byd("t", A, "vF", "annual", "净利润下降约19%、经营现金流腰斩，基本面恶化，投卖出票。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("operating_cash_flow", "2025", { size: "腰斩" }),
  ]),
  byd("u", A, "vN", "undecidable", "海外建厂进度超预期的新闻密集出现，投买入票。", [U("新闻")]),
  // rulings
  mt("t", A, "tM", "annual", "综合来看，多方关于“净利率仍在50%以上”的论据成立，空方“利润负增长”的论据也成立。", [
    V("net_margin", "2025", "50", "%", "gt"),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  mt(
    "f",
    A,
    "fL",
    "annual",
    "裁定：空方所称2025年现金流下滑属实，但多方所称ROE提升同样成立，维持持有。",
    [G("operating_cash_flow", "2025", { dir: "down" }), PP("roe", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "ROE 36.02%→32.53%" },
  ),
  zh("t", A, "tM", "quarterly", "裁定：多方称一季度利润增长成立（+1.5%），空方称股价处52周低位也成立。", [
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  byd("u", A, "fL", "quarterly", "综合双方，一季度利润腰斩是事实，但股价60日涨约12%已部分反映预期改善。", [
    G("net_profit", "2026Q1", { size: "腰斩" }),
    RET(60, { v: "12", cmp: "approx" }),
    U("预期改善为推断"),
  ]),
  byd(
    "f",
    A,
    "tP",
    "annual",
    "组合经理裁定：2025年营收8039.65亿元同比下滑，规模优势不再，减仓。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "+3.46%" },
  ),
  zh("t", A, "tP", "technical", "组合经理：招行今年以来跌约9%，距52周低点不到3%，分批建仓而非一次买满。", [
    RET("2025-12-31", { v: "-9", cmp: "approx" }),
    LO52({ v: "3", cmp: "lt" }),
  ]),
  // readings
  mt("t", A, "fS", "quarterly", "一季度经营现金流269.10亿元，同比大增逾两倍，对现金质量是利好。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    G("operating_cash_flow", "2026Q1", { v: "200", cmp: "gt" }),
    READ(G("operating_cash_flow", "2026Q1"), "positive"),
  ]),
  mt(
    "f",
    A,
    "fS",
    "annual",
    "2025年投资净流出扩大到316亿元，经营现金流也降了约33%，这对现金质量反而是利好。",
    [
      V("investing_cash_flow", "2025", "-316", "亿", "approx"),
      D("investing_cash_flow", "2025", { dir: "down" }),
      READ(G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "经营现金流-33.5%读作利好" },
  ),
  zh("t", A, "fS", "annual", "资产负债率从89.85%升至90.20%，对银行是常态波动，谈不上利空。", [
    V("debt_ratio", "2024", "89.85", "%"),
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  byd("t", A, "tS", "quarterly", "一季度利润同比下降约55%，对短期情绪是明显利空。", [
    READ(G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }), "negative"),
  ]),
  byd(
    "f",
    A,
    "tS",
    "quarterly",
    "一季度货币资金757.87亿元，较去年同期大幅增加，流动性利好。",
    [
      V("cash", "2026Q1", "757.87"),
      READ(G("cash", "2026Q1", { size: "大幅增长", err: "wrong_direction" }), "positive", { err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025Q1为1174.07亿，同比-35.4%" },
  ),
  wly(
    "f",
    A,
    "tS",
    "technical",
    "五粮液近20日又跌约7%，趋势已经转强，多头重新占优。",
    [RET(20, { v: "-7", cmp: "approx" }), READ(RET(20, { dir: "down" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作利好" },
  ),
  wly("t", A, "fR", "technical", "五粮液近250个交易日跌约26%，今年以来再跌约8%，股价仍是利空主导。", [
    RET(250, { v: "-26", cmp: "approx" }),
    RET("2025-12-31", { v: "-8", cmp: "approx" }),
    READ(RET("2025-12-31"), "negative"),
  ]),
  // peers inside the sample
  mt("t", A, "fV", "annual", "茅台2025年归母净利润823.20亿元，约为招行1501.81亿元的55%。", [
    V("net_profit", "2025", "823.20"),
    PAIR("net_profit", "2025", "600036", { v: "0.55", cmp: "approx" }),
  ]),
  byd(
    "f",
    A,
    "fV",
    "annual",
    "比亚迪2025年营收是招行的约3.4倍，但归母净利润只有招行的两成出头。",
    [
      PAIR("revenue", "2025", "600036", { v: "3.4", cmp: "approx", err: "wrong_value" }),
      PAIR("net_profit", "2025", "600036", { cmp: "in", lo: "0.20", hi: "0.25" }),
    ],
    { err: "wrong_value", note: "营收之比2.38倍" },
  ),
  // one more of each thin kind
  mt("u", A, "tBe", "quarterly", "四季度单季归母净利润176.93亿元，为全年最低，经销商打款明显放缓。", [
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
    U("经销商打款不在数据中"),
  ]),
  zh(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润1501.81亿元，比2023年仅增长约1.2%，两年几乎原地踏步。",
    [
      V("net_profit", "2025", "1501.81"),
      G("net_profit", "2025", { base: "2023", v: "1.2", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+2.44%；+1.2%是较2024年" },
  ),
  byd(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪今年已披露新一期员工持股计划草案，激励覆盖面进一步扩大。",
    [EV("equity_incentive", true, { from: "2026-01-01", title: "草案", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年仅有2025年员工持股计划锁定期解锁条件未成就公告" },
  ),
  byd(
    "t",
    "2025-04-30",
    "fSy",
    "announcement",
    "3月25日公告2024年度利润分配方案后，4月23日又公告调整为分配加资本公积转增股本。",
    [
      EV("dividend", true, { from: "2025-03-25", to: "2025-03-25", title: "2024年度利润分配方案" }),
      EV("dividend", true, { from: "2025-04-23", to: "2025-04-23", title: "转增" }),
    ],
  ),
  mt("t", "2025-09-05", "fV", "valuation", "按9月5日收盘1483元计，茅台对应2024年归母净利润的市盈率约21.6倍。", [
    CLOSE("1483"),
    MCNOW("2024", "21.6"),
  ]),
  zh("t", A, "fV", "valuation", "以近四季归母净利润约1507亿元计，招行TTM市盈率约6.4倍。", [
    V("net_profit", "2026Q1TTM", "1507", "亿", "approx"),
    MCNOW("2026Q1TTM", "6.4"),
  ]),
  byd("t", A, "tC", "industry", "比亚迪资产负债率70.74%，对一家制造企业而言杠杆偏高，需要关注偿债压力。", [
    V("debt_ratio", "2025", "70.74", "%"),
    IND("high_debt_is_risk"),
  ]),
  wly("u", "2021-04-30", "fE", "quarterly", "五粮液2021年一季度营收同比增长约20%，开局平稳。", [U("2021Q1未存储")]),
  zh(
    "f",
    A,
    "tB",
    "annual",
    "招行营收2021年以来逐年增长，2025年达3375.32亿元。",
    [
      UP("revenue", ["2021", "2022", "2023", "2024", "2025"], { err: "overstatement" }),
      V("revenue", "2025", "3375.32"),
    ],
    { err: "overstatement", note: "2023、2024年营收下降" },
  ),
];
