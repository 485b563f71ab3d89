// 贵州茅台: FY2019-2025 annual, quarters 2025Q1..2026Q1, bars 2024-01-02..2026-04-30, annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, RANK, UP, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, CAGR, X, QOQ, PSUM, PAIR } =
  H;
const { MCNOW, PE, SPAN, RET, READ, POS52, DD, LIN, SUM, AVG, EVN, EV, MAHOLD, BIAS, IN, GDIFF } = H;
const c = H.maker("b36-mt", "600519");
const A = "2026-04-30";
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const Z = "2020-05-15";

export default [
  // ---- adversarial bull / bear, 2026-04-30 ----
  c("t", A, "bull", "annual", "2025年营业总收入1720.54亿、归母净利823.2亿，分别同比下滑1.2%与4.5%，龙头并没有失速。", [
    V("revenue", "2025", "1720.54"),
    V("net_profit", "2025", "823.2"),
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润同比增长4.5%至823亿元，在行业去库存背景下依旧逆势扩张。",
    [
      V("net_profit", "2025", "823", "亿", "approx"),
      G("net_profit", "2025", { v: "4.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "实际同比-4.53%" },
  ),
  c("t", A, "bear", "annual", "净利润从2019年的412亿一路涨到2024年的862亿，连涨五年后，2025年终于掉头向下。", [
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2024", "862", "亿", "approx"),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "823亿元的归母净利润已回到2021年以来的最低位，盈利周期见顶无疑。",
    [MIN("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2021年524.6亿更低" },
  ),
  c("t", A, "bull", "annual", "就算掉了一点，2025年823亿的利润仍是2023年以来的次高，只输给2024年。", [
    RANK("net_profit", "2025", ["2023", "2024", "2025"], "max", 2),
    PAIR("net_profit", "2024", null, { metric2: "net_profit", period2: "2025", mode: "gt", t2: "600519" }),
  ]),
  c("t", A, "bear", "annual", "经营现金流615.22亿元，比上年少了三百多亿，降幅超三成，利润含金量在变差。", [
    V("operating_cash_flow", "2025", "615.22"),
    D("operating_cash_flow", "2025", IN("-400", "-300")),
    G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "分配股利付出的现金672亿元，已吃掉当年归母净利的九成以上，分红难再加码。",
    [
      V("dividends_interest_paid", "2025", "672", "亿", "approx"),
      R("dividends_interest_paid", "net_profit", "2025", "90", { u: "%", cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "672.42/823.20=81.7%" },
  ),
  c("t", A, "bull", "annual", "分红现金流出672.42亿元，约为经营现金流净额的1.1倍，管理层愿意把账上现金还给股东。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "operating_cash_flow", "2025", "1.1", { cmp: "approx" }),
  ]),
  // ---- FinDebate ----
  c("t", A, "fE", "annual", "净利润较前年的747.34亿元仍多出约一成，两年维度看增长没有断档。", [
    V("net_profit", "2023", "747.34"),
    G("net_profit", "2025", { base: "2023", v: "10", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "ROE 32.53%，较2019年的33.09%下降3.49个百分点，资本回报下行趋势明确。",
    [
      V("roe", "2025", "32.53", "%"),
      V("roe", "2019", "33.09", "%"),
      PP("roe", "2025", { base: "2019", v: "-3.49", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-3.49pp是较2024年；较2019年-0.56pp" },
  ),
  c("t", A, "fE", "annual", "ROE从36.02%滑到32.53%，少了近3.5个百分点，但30%以上的回报依旧处在高位。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "near" }),
    V("roe", "2025", "30", "%", "gt"),
  ]),
  c("t", A, "fR", "industry", "负债率16.42%，比2024年再低2.6个百分点，这样的资产负债表几乎没有财务风险可言。", [
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "资产负债率由19.04%降至16.42%，降幅仅2.62%，去杠杆空间已所剩无几。",
    [
      V("debt_ratio", "2024", "19.04", "%"),
      V("debt_ratio", "2025", "16.42", "%"),
      G("debt_ratio", "2025", { v: "-2.62", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "降2.62个百分点，相对降幅13.8%" },
  ),
  c("t", A, "fV", "valuation", "以4月30日收盘价和2025年823亿归母净利计，茅台静态市盈率约21倍。", [
    MCNOW("2025", "21", "approx"),
  ]),
  c("u", A, "fV", "valuation", "茅台PE约21倍，已低于白酒板块约25倍的平均水平，龙头估值折价罕见。", [
    MCNOW("2025", "21", "approx"),
    U("白酒板块平均估值未存储"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按2024年每股收益68.64元计，1384.79元的股价对应PE不到18倍。",
    [V("basic_eps", "2024", "68.64", "元"), CLOSE("1384.79"), PE("2024", "18", "lt", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "1384.79/68.64=20.2倍" },
  ),
  c("t", A, "fM", "technical", "1384.79元的收盘价压在5、10、20、60日均线下方，短中期均线已呈空头排列。", [
    CLOSE("1384.79"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "MACD在四月下旬重新金叉，DIF已回到DEA上方，技术面转暖。",
    [MACD("golden_cross", 10, { err: "technical" }), MACD("dif_above_dea", null, { err: "technical" })],
    { err: "technical", note: "4月17日死叉，DIF -10.03 < DEA -4.72" },
  ),
  c("t", A, "fS", "technical", "RSI约39.6，没跌进30以下的超卖区；DIF -10.03远在DEA -4.72之下，空头动能占优。", [
    RSI("39.6", "approx"),
    RSI("30", "gt"),
    MACD("dif_value", null, { v: "-10.03" }),
    MACD("dea_value", null, { v: "-4.72" }),
  ]),
  c("t", A, "fR", "technical", "距52周高点1645元已回撤约15.8%，而离1322元的低点只剩不到5%的空间。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-15.8", cmp: "approx" }),
    LO52({ cond: "level", v: "1322" }),
    LO52({ v: "5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "technical",
    "需要更正：收盘1384.79元相对2025年末的1377.18元是下跌0.55%，并非上涨。",
    [CLOSE("1384.79"), SPAN("2025-12-31", { v: "-0.55", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "实为+0.55%" },
  ),
  c("t", A, "fT", "technical", "核对：今年以来茅台涨0.55%，而自2024年末1524元算起仍跌去约9.1%。", [
    SPAN("2025-12-31", { v: "0.55", cmp: "approx" }),
    SPAN("2024-12-31", { v: "-9.1", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "fSy",
    "quarterly",
    "2026年一季度归母净利272.43亿，同比增1.5%；营业收入539.09亿，增幅约6.5%，收入快于利润。",
    [
      V("net_profit", "2026Q1", "272.43"),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
      V("operating_revenue", "2026Q1", "539.09"),
      G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "fSy",
    "quarterly",
    "一季度单季利润272亿，比2025年四季度的192亿环比多出四成多。",
    [
      V("net_profit", "2025S4", "192", "亿", "approx", { err: "wrong_period" }),
      QOQ("net_profit", "2026Q1", "2025S4", { ...IN("40", "50"), err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "192亿是三季度；四季度176.93亿，环比+54%" },
  ),
  c("t", A, "fL", "quarterly", "2025年四季度只赚了176.93亿，是全年四个季度里最少的一个。", [
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c("t", A, "fL", "quarterly", "拆开看，2025年下半年归母净利约369亿，明显少于上半年的454亿。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454", "亿", "approx"),
  ]),
  c("t", A, "fQ", "quarterly", "滚动四个季度口径，归母净利约827亿，已略高于2025年全年，谈不上继续下滑。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    PAIR("net_profit", "2026Q1TTM", "600519", { period2: "2025", mode: "gt" }),
  ]),
  c("t", A, "fQ", "quarterly", "一季度经营现金流269.10亿元，是去年同期88.09亿元的3倍多。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度经营活动现金流净额269亿元，同比只多了五成左右，回款未见明显改善。",
    [
      V("operating_cash_flow", "2026Q1", "269", "亿", "approx"),
      G("operating_cash_flow", "2026Q1", { v: "50", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+205%" },
  ),
  // ---- TradingAgents ----
  c("t", A, "tF", "annual", "毛利率91.18%，较上年的91.93%收窄0.75个百分点，仍稳在九成之上。", [
    V("gross_margin", "2025", "91.18", "%"),
    V("gross_margin", "2024", "91.93", "%"),
    PP("gross_margin", "2025", { v: "-0.75" }),
    V("gross_margin", "2025", "90", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "净利率50.53%，同比反而抬升约1.7个百分点，费用端控制见效。",
    [
      V("net_margin", "2025", "50.53", "%"),
      PP("net_margin", "2025", { v: "1.7", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "52.27%→50.53%，-1.74pp" },
  ),
  c("t", A, "tF", "annual", "2019到2025年归母净利复合增速约12%，六年下来利润规模接近翻倍。", [
    CAGR("net_profit", "2019", "2025", { v: "12", cmp: "approx" }),
    X("net_profit", "2025", "2019", { v: "2", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "营业总收入六年间从888.54亿增至1720.54亿，年均复合增速高达15%。",
    [
      V("revenue", "2019", "888.54"),
      V("revenue", "2025", "1720.54"),
      CAGR("revenue", "2019", "2025", { v: "15", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "CAGR约11.6%" },
  ),
  c("t", A, "tB", "annual", "总资产3038亿元，首次站上3000亿台阶，而总负债反降到约499亿。", [
    V("total_assets", "2025", "3038", "亿", "approx"),
    V("total_assets", "2025", "3000", "亿", "gt"),
    V("total_assets", "2024", "3000", "亿", "lt"),
    D("total_liabilities", "2025", { dir: "down" }),
    V("total_liabilities", "2025", "499", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "扣掉31亿资本开支，2025年自由现金流仍有约680亿元，造血能力不减。",
    [
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "680", cmp: "approx", err: "wrong_value" },
      ),
      V("capex", "2025", "31", "亿", "approx"),
    ],
    { err: "wrong_value", note: "615.22-31.28=583.94亿" },
  ),
  c("t", A, "tBe", "annual", "账上货币资金从592.96亿降到516.91亿，一年少了76亿，投资现金流出却扩大到316亿。", [
    V("cash", "2024", "592.96"),
    V("cash", "2025", "516.91"),
    D("cash", "2025", { v: "-76", cmp: "approx" }),
    V("investing_cash_flow", "2025", "-316", "亿", "approx"),
    D("investing_cash_flow", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "收入端已连续两年负增长，2024、2025年营业总收入都在萎缩。",
    [G("revenue", "2024", { dir: "down", err: "overstatement" }), G("revenue", "2025", { dir: "down" })],
    { err: "overstatement", note: "2024年+15.7%，只有2025年下滑" },
  ),
  c("t", A, "tT", "technical", "近20个交易日跌5.1%，但拉长到60个交易日仍有约3%的涨幅，属于震荡中的回调。", [
    RET(20, { v: "-5.1", cmp: "approx" }),
    RET(60, { v: "3", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "股价处在52周区间的下沿（约19%分位），20日乖离率约-3.4%。", [
    POS52({ v: "20", cmp: "le" }),
    H.BIAS(20, { v: "-3.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘价站稳120日均线之上，中期趋势尚未破坏。",
    [MA(120, "above", { err: "technical" })],
    { err: "technical", note: "1384.79 < MA120 1430.56" },
  ),
  c("u", A, "tN", "undecidable", "一季度i茅台渠道收入占比继续提升，直销结构改善对冲了批价下行。", [
    U("渠道/直销分部收入未存储"),
  ]),
  c("u", A, "tS", "undecidable", "北向资金4月累计净卖出茅台逾30亿元，外资情绪偏谨慎。", [U("资金流向未存储")]),
  c("t", A, "tTr", "technical", "交易员：近20日成交量比前20日略放大约6%，量价背离，先降仓位至半仓观察。", [
    H.VOLR({ v: "1.06", cmp: "approx" }),
    VOL("expand"),
    RET(20, { dir: "down" }),
  ]),
  c("u", A, "tC", "undecidable", "保守风控：若5月飞天批价跌破1700元，公司估值将下修到18倍以下。", [
    U("情景假设/批价未存储"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "激进风控：今年以来茅台已累计上涨逾一成，动量仍在，应加仓。",
    [SPAN("2025-12-31", { v: "10", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "年初至今+0.55%" },
  ),
  c("t", A, "tNe", "technical", "中性风控：5日、10日均线约1410-1411元，收盘价与之相差不到2%，波动可控。", [
    MA(5, "value", IN("1410", "1411")),
    MA(10, "value", IN("1410", "1412")),
    H.BIAS(5, { v: "-2", cmp: "gt" }),
    H.BIAS(10, { v: "-2", cmp: "gt" }),
  ]),
  c("t", A, "tP", "annual", "组合经理：利润下滑4.5%、现金流下滑三成多，但ROE仍超32%，维持标配。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    G("operating_cash_flow", "2025", IN("-40", "-30")),
    V("roe", "2025", "32", "%", "gt"),
  ]),
  c("t", A, "tM", "annual", "研究经理：利润增速(-4.5%)比收入增速(-1.2%)低3个多百分点，经营杠杆在反向起作用。", [
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, IN("-4", "-3")),
  ]),
  // ---- vote ----
  c(
    "f",
    A,
    "vF",
    "annual",
    "基本面：归母净利润下滑4.5%，但这恰恰说明公司主动控货挺价，属利好。",
    [READ(G("net_profit", "2025", { v: "-4.5", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润下滑读作利好" },
  ),
  c("t", A, "vT", "technical", "技术面：RSI 39.6，DIF在零轴下方，空头格局未改，投反对票。", [
    RSI("39.6", "approx"),
    MACD("dif_below_zero"),
  ]),
  c("u", A, "vN", "announcement", "消息面：公司年内推出60亿元回购并注销，护盘意图明显。", [
    U("茅台公告仅存年报，回购公告不在收集范围"),
  ]),
  // ---- earlier dates ----
  c("t", P, "bull", "annual", "2024年营业总收入1741.44亿、归母净利862.28亿，同比分别增约15.7%和15.4%。", [
    V("revenue", "2024", "1741.44"),
    V("net_profit", "2024", "862.28"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "bear",
    "quarterly",
    "一季度归母净利268.47亿，同比增速已掉到个位数。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "10", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "披露同比+11.56%" },
  ),
  c("t", P, "tT", "technical", "收盘1547元，位于60日均线1527元上方，但已跌破20日线，MACD死叉后DIF略低于零轴。", [
    CLOSE("1547"),
    MA(60, "above"),
    MA(60, "value", { v: "1527", cmp: "approx" }),
    MA(20, "below"),
    MACD("dif_below_dea"),
    MACD("dif_below_zero"),
  ]),
  c("t", P, "fE", "annual", "2024年经营现金流924.64亿元，较2023年大增约39%。", [
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2024", { v: "39", cmp: "approx", size: "大幅增长" }),
  ]),
  c("u", P, "fE", "quarterly", "一季度系列酒收入同比增长超两成，增速快过茅台酒。", [U("产品分部收入未存储")]),
  c("t", S, "fM", "technical", "5、10、20、60日均线多头排列，近20日均量是前20日的1.5倍，放量上攻。", [
    MAORDER([5, 10, 20, 60], "bull"),
    H.VOLR({ v: "1.5", cmp: "approx" }),
    VOL("expand_strong"),
    RET(20, { dir: "up" }),
  ]),
  c(
    "f",
    S,
    "bull",
    "quarterly",
    "上半年归母净利454亿元，同比增长近两成。",
    [
      V("net_profit", "2025H1", "454", "亿", "approx"),
      G("net_profit", "2025H1", { v: "20", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "披露同比+8.89%" },
  ),
  c("t", S, "fS", "technical", "RSI 58左右，DIF高于DEA，但股价仍低于120日均线约1497元。", [
    RSI("58", "approx"),
    MACD("dif_above_dea"),
    MA(120, "below"),
    MA(120, "value", { v: "1497", cmp: "approx" }),
  ]),
  c("t", O, "fL", "quarterly", "前三季度归母净利646.27亿，同比增6.25%，其中三季度单季192.24亿。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.25" }),
    V("net_profit", "2025S3", "192.24"),
  ]),
  c(
    "f",
    O,
    "tBe",
    "technical",
    "收盘1430.01元，已跌破52周低点1400元，创一年新低。",
    [CLOSE("1430.01"), LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "高于52周低点约2.1%" },
  ),
  c("u", O, "tN", "quarterly", "三季度单季营收增速被市场解读为低于预期，一致预期下修约5%。", [U("一致预期未存储")]),
  c("t", Z, "fE", "annual", "2019年茅台归母净利润412.06亿，ROE 33.09%，毛利率91.3%。", [
    V("net_profit", "2019", "412.06"),
    V("roe", "2019", "33.09", "%"),
    V("gross_margin", "2019", "91.3", "%"),
  ]),
  c(
    "f",
    Z,
    "tF",
    "annual",
    "2019年基本每股收益32.80元，营业总收入首次突破千亿。",
    [V("basic_eps", "2019", "32.80", "元"), V("revenue", "2019", "1000", "亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "888.54亿" },
  ),
];
