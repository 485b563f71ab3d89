// 贵州茅台: FY2019-2025, quarters 2025Q1..2026Q1, bars 2024-01-02..2026-04-30, annual-report notices only.
// Mostly 2026-04-30 (FY2025 and 2026Q1 public); a few on 2024-04-30 (FY2023).
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  X,
  MAX,
  UP,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  POS52,
  VOL,
  VOLR,
  BRK,
  BIAS,
  AMP,
  EV,
  U,
  CAGR,
  QOQ,
  PSUM,
  SPAN,
  MCNOW,
  MCPE,
  SNAP,
  PAIR,
  IND,
  LIN,
  RANK,
  DAYS,
  IN,
} = H;
const c = H.maker("b25-mt", "600519");
const A = "2026-04-30";
const O = "2024-04-30";

export default [
  // ---- annual, bull / bear in DeepSeek's terse habit --------------------------------------------------------------
  c("t", A, "bull", "annual", "茅台2025年归母净利润823.20亿元，虽同比回落4.53%，净利率仍有50.53%，赚钱能力没有塌。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.53" }),
    V("net_margin", "2025", "50.53", "%"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营业总收入1702.54亿元，同比下滑约1.2%，增长引擎已经熄火。",
    [
      V("revenue", "2025", "1702.54", "亿", "eq", { err: "wrong_value" }),
      G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "实际1720.54亿元" },
  ),
  c("t", A, "fE", "annual", "归母净利润从2019年的412.06亿元增至2025年的823.20亿元，六年时间接近翻倍。", [
    V("net_profit", "2019", "412.06"),
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { base: "2019", size: "接近翻倍" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "以2019年为起点，茅台归母净利润六年复合增速接近15%，高端白酒的定价权可见一斑。",
    [CAGR("net_profit", "2019", "2025", { v: "15", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际约12.2%" },
  ),
  c("t", A, "bear", "annual", "经营现金流净额由924.64亿元降到615.22亿元，跌幅超三成，只有归母净利润的0.75倍。", [
    V("operating_cash_flow", "2024", "924.64"),
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
    R("operating_cash_flow", "net_profit", "2025", "0.75"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年经营现金流615.22亿元，仅相当于归母净利润的六成左右，利润含金量明显打折。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      R("operating_cash_flow", "net_profit", "2025", "0.6", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "实际0.75倍" },
  ),
  c(
    "t",
    A,
    "fR",
    "annual",
    "值得注意的是，2025年投资活动现金净流出316.42亿元，而2024年仅17.85亿元，这意味着资金运用方向出现明显变化。",
    [V("investing_cash_flow", "2025", "-316.42"), V("investing_cash_flow", "2024", "-17.85")],
  ),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2024年茅台投资活动现金净流出高达316.42亿元，现金去向值得追问。",
    [V("investing_cash_flow", "2024", "-316.42", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "316.42亿元是2025年；2024年为17.85亿元" },
  ),
  c("t", A, "tF", "annual", "2025年末资产负债率16.42%，较上年末的19.04%下降约2.6个百分点，财务结构极为稳健。", [
    V("debt_ratio", "2025", "16.42", "%"),
    V("debt_ratio", "2024", "19.04", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "资产负债率抬升至16.42%，负债端在悄悄加杠杆，这与'零负债'的印象并不相符。",
    [V("debt_ratio", "2025", "16.42", "%"), PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "由19.04%降至16.42%" },
  ),
  c(
    "t",
    A,
    "fV",
    "annual",
    "2025年加权ROE 32.53%，仍在三成以上，只是比上年少了约3.5个百分点；这样的回报在A股依旧稀缺。",
    [
      V("roe", "2025", "32.53", "%"),
      PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
      V("roe", "2025", "30", "%", "gt"),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年ROE跌至28.53%，较上年下滑七个多百分点，盈利能力拐点已现。",
    [
      V("roe", "2025", "28.53", "%", "eq", { err: "wrong_value" }),
      PP("roe", "2025", { ...IN("-8", "-7"), err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际32.53%，降3.49个百分点" },
  ),
  c("t", A, "fE", "annual", "毛利率91.18%，比2024年的91.93%只低0.75个百分点，产品力并未被削弱。", [
    V("gross_margin", "2025", "91.18", "%"),
    V("gross_margin", "2024", "91.93", "%"),
    PP("gross_margin", "2025", { v: "-0.75" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "annual",
    "即使行业承压，茅台2025年毛利率仍逆势提升至91.18%，提价效应还在释放。",
    [V("gross_margin", "2025", "91.18", "%"), PP("gross_margin", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2024年91.93%下降" },
  ),
  c(
    "t",
    A,
    "tN",
    "annual",
    "分配股利、利润或偿付利息支付的现金2025年为672.42亿元，略低于2024年的709.51亿元，回报力度基本维持。",
    [
      V("dividends_interest_paid", "2025", "672.42"),
      V("dividends_interest_paid", "2024", "709.51"),
      G("dividends_interest_paid", "2025", { size: "小幅下滑" }),
    ],
  ),
  c("t", A, "bull", "annual", "营收1720.54亿元，只比2024年少了约21亿元，把这说成'增长失速'未免言过其实。", [
    V("revenue", "2025", "1720.54"),
    D("revenue", "2025", { v: "-21", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "归母净利润823.20亿元，较2023年也下降约4.5%，两年利润原地倒退。",
    [
      V("net_profit", "2025", "823.20"),
      G("net_profit", "2025", { base: "2023", v: "-4.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-4.53%是较2024年；较2023年+10.15%" },
  ),
  c("t", A, "fSy", "annual", "货币资金516.91亿元，较2024年末的592.96亿元减少约76亿元，现金仍充裕。", [
    V("cash", "2025", "516.91"),
    V("cash", "2024", "592.96"),
    D("cash", "2025", { v: "-76", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "2025年经营现金流615.22亿元减去资本开支31.28亿元，自由现金流约584亿元。", [
    V("operating_cash_flow", "2025", "615.22"),
    V("capex", "2025", "31.28"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "自由现金流超过800亿元，足以覆盖全年分红，护城河在现金层面同样体现。",
    [
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "800", cmp: "gt", err: "wrong_period" },
      ),
    ],
    { err: "wrong_period", note: "800亿以上是2024年(877.85)；2025年约584亿元" },
  ),
  c("t", A, "fL", "annual", "2019—2025年营业总收入逐年攀升至2024年的1741.44亿元后首度回落，2025年为1720.54亿元。", [
    UP("revenue", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    V("revenue", "2024", "1741.44"),
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "2025年归母净利润823.20亿元，仍是2019年以来的最高水平。",
    [
      V("net_profit", "2025", "823.20"),
      MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "最高为2024年862.28亿元" },
  ),
  c("t", A, "fT", "annual", "2025年归母净利润在2019年以来七个年度中排第二，仅次于2024年的862.28亿元。", [
    RANK("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], "max", 2),
    V("net_profit", "2024", "862.28"),
  ]),
  c("u", A, "fR", "undecidable", "系列酒收入占比已升至一成半左右，产品结构下沉可能继续拖累整体毛利率。", [
    U("分产品收入结构未存储"),
  ]),
  c("u", A, "tN", "undecidable", "直销渠道占比提升带动吨价上行，这条逻辑能否在2026年延续，还得看i茅台的全年数据。", [
    U("渠道结构与吨价未存储，且为预测"),
  ]),
  c("u", A, "bear", "industry", "飞天批价已跌破1800元，渠道库存高企，2025年营收同比下滑约1.2%只是开始。", [
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    U("批价与渠道库存非存储数据"),
  ]),
  c("t", A, "tNe", "annual", "总资产3038.35亿元，负债仅498.76亿元，负债规模较2024年的569.33亿元还在收缩。", [
    V("total_assets", "2025", "3038.35"),
    V("total_liabilities", "2025", "498.76"),
    V("total_liabilities", "2024", "569.33"),
    D("total_liabilities", "2025", { dir: "down" }),
  ]),

  // ---- quarterly ---------------------------------------------------------------------------------------------------
  c("t", A, "fE", "quarterly", "2026年一季度归母净利润272.43亿元，同比增长约1.5%，利润止跌但弹性有限。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "开门红坐实了需求底部，一季度利润272.43亿元对应近15%的同比增幅。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "15", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+1.47%" },
  ),
  c("t", A, "fR", "quarterly", "一季度经营现金流269.10亿元，是去年同期88.09亿元的三倍有余，回款明显改善。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "2025年第三季度单季归母净利润646.27亿元，单季盈利依旧稳如磐石。",
    [V("net_profit", "2025S3", "646.27", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "646.27亿元是前三季度累计；单季192.24亿元" },
  ),
  c("t", A, "tF", "quarterly", "三季度192.24亿元、四季度176.93亿元，茅台单季归母净利润环比降约8%。", [
    V("net_profit", "2025S4", "176.93"),
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-8", cmp: "approx" }),
  ]),
  c("t", A, "bear", "quarterly", "一季度销售净利率52.22%，低于去年同期的54.89%；毛利率也从91.97%滑到89.76%。", [
    V("net_margin", "2026Q1", "52.22", "%"),
    V("net_margin", "2025Q1", "54.89", "%"),
    V("gross_margin", "2025Q1", "91.97", "%"),
    V("gross_margin", "2026Q1", "89.76", "%"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "质疑：一季度毛利率89.76%，同比还提升了，何来'盈利质量下滑'？",
    [V("gross_margin", "2026Q1", "89.76", "%"), PP("gross_margin", "2026Q1", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比下降2.21个百分点" },
  ),
  c(
    "t",
    A,
    "fSy",
    "quarterly",
    "从2025年全年营业总收入-1.2%到2026年一季度营业收入+6.5%（539.09亿元），收入端明显回暖。",
    [
      V("operating_revenue", "2026Q1", "539.09"),
      G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
      G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    ],
  ),
  c("u", A, "tF", "quarterly", "一季度茅台酒收入增速明显快于系列酒，结构升级重新贡献毛利。", [
    U("分产品季度收入未存储"),
  ]),
  c("t", A, "tF", "quarterly", "茅台2025年利润前高后低：上半年归母净利润454.03亿元，下半年只剩约369亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454.03"),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2025年四季度单季归母净利润仅156.93亿元，为全年最低单季。",
    [V("net_profit", "2025S4", "156.93", "亿", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "实际176.93亿元" },
  ),
  c("u", A, "fS", "quarterly", "四季度单季利润同比降幅据测算超过一成，春节前动销偏弱。", [
    U("茅台2024年单季未存储，单季同比不可得；动销非存储数据"),
  ]),

  // ---- valuation ---------------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "近四个季度归母净利润合计约827亿元，按4月30日收盘价估算，市盈率约21倍。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "827", cmp: "approx" },
    ),
    MCNOW("2026Q1TTM", "21"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "茅台现价1384.79元，放在2025年归母净利润上只有16倍左右市盈率，已跌进历史低估区。",
    [CLOSE("1384.79"), MCNOW("2025", "16", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约21.1倍" },
  ),
  c("t", A, "vF", "valuation", "按2025年7月4日行情快照，茅台市净率7.99倍、总市值约1.79万亿元，估值谈不上便宜。", [
    SNAP("pb", "7.99", "x", "eq"),
    SNAP("marketCap", "1.79", "万亿"),
  ]),

  // ---- technical ---------------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘1384.79元，已跌破5日、10日、20日和60日均线，短中期均线呈空头排列。", [
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
    "tT",
    "technical",
    "4月中旬起DIF重新压过DEA，MACD金叉确认，短线动能正在转强。",
    [MACD("golden_cross", 10, { err: "technical" }), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "4月17日为死叉，DIF在DEA下方" },
  ),
  c("t", A, "tT", "technical", "RSI14约39.6，尚未进入30以下的超卖区；DIF为-10.03，位于DEA下方。", [
    RSI("39.6", "approx"),
    RSI("30", "gt"),
    MACD("dif_value", 0, { v: "-10.03" }),
    MACD("dif_below_dea", 0),
  ]),
  c("t", A, "bear", "technical", "过去250个交易日股价下跌约11.6%，当前价距52周高点1645元仍差约16%。", [
    RET(250, { v: "-11.6", cmp: "approx" }),
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "股价已站上52周区间的中上部，1322元附近的52周低点大概率就是底部。",
    [LO52({ cond: "level", v: "1322", cmp: "approx" }), POS52({ v: "50", cmp: "gt", err: "technical" })],
    { err: "technical", note: "位于52周区间约19%处" },
  ),
  c("t", A, "tS", "technical", "年初至今茅台几乎原地踏步：4月30日收盘较2025年末的1377.18元仅涨0.55%。", [
    CLOSE("1377.18", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "0.55" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "近20个交易日累计跌幅已超过10%，短线杀跌动能仍未释放完毕。",
    [RET(20, { v: "-10", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "20日跌5.11%" },
  ),
  c("t", A, "tT", "technical", "收盘价低于此前20个交易日的全部收盘价，20日乖离率约-3.4%，短线仍弱。", [
    BRK(20, "down"),
    BIAS(20, { v: "-3.4", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "近20日平均成交量较前20日放大约6%，下跌伴随放量，不是止跌信号。", [
    VOLR({ v: "1.06", cmp: "approx" }),
    RET(20, { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近20日均量较前20日明显萎缩，抛压正在衰竭，激进资金可以左侧布局。",
    [VOL("shrink", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.063，放量" },
  ),
  c("t", A, "tNe", "technical", "60日振幅约18%，但拉长到120个交易日，股价累计只跌了约3%。", [
    AMP(60, { v: "18", cmp: "approx" }),
    RET(120, { v: "-3", cmp: "approx" }),
  ]),
  c("u", A, "tTr", "technical", "若5月首周失守1350元，下一支撑看1300元整数关口。", [U("5月行情晚于数据，且为情景")]),
  c("t", A, "tC", "technical", "年线1453元一带压制明显，股价在其下方约4.7%，长期趋势尚未扭转。", [
    MA(250, "value", { v: "1453", cmp: "approx" }),
    MA(250, "below"),
    BIAS(250, { v: "-4.7", cmp: "approx" }),
  ]),

  // ---- announcement / industry ----------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "2024年年报于2025年4月3日披露，当年归母净利润862.28亿元，同比增长15.38%。", [
    EV("annual_report", true, { title: "2024年年度报告", from: "2025-04-03", to: "2025-04-03" }),
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.38" }),
  ]),
  c("u", A, "tN", "announcement", "公司近期推出回购计划，管理层以真金白银托底股价。", [
    U("茅台公告只收录年度报告，回购公告未收集"),
  ]),
  c("u", A, "fS", "announcement", "2025年度分红方案每股派现超过30元，股息率重回3%以上。", [
    U("茅台分红公告未收集，每股派现未存储"),
  ]),
  c("t", A, "fL", "industry", "茅台资产负债率16.42%，远低于招商银行的90.20%，但后者的高负债是银行业常态，不宜横比。", [
    V("debt_ratio", "2025", "16.42", "%"),
    PAIR("debt_ratio", "2025", "600036", { mode: "lt" }),
    V("debt_ratio", "2025", "90.20", "%", "eq", { t: "600036" }),
    IND("high_debt_is_normal", { t: "600036" }),
  ]),
  c("t", A, "fSy", "industry", "同为万亿市值龙头，宁德时代2025年归母净利润722.01亿元，仍低于茅台的823.20亿元。", [
    V("net_profit", "2025", "722.01", "亿", "eq", { t: "300750" }),
    V("net_profit", "2025", "823.20"),
    PAIR("net_profit", "2025", "300750", { mode: "gt" }),
    SNAP("marketCap", "1", "万亿", "gt"),
    SNAP("marketCap", "1", "万亿", "gt", { t: "300750" }),
  ]),

  // ---- rebuttals ---------------------------------------------------------------------------------------------------
  c("t", A, "bull", "annual", "空方称'利润大幅下滑'，可2025年归母净利润同比只降了4.53%，顶多算小幅回落。", [
    G("net_profit", "2025", { v: "-4.53", size: "小幅下滑" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "多方说现金流稳健？2025年经营现金流同比下滑近五成，这才是最大的隐忧。",
    [G("operating_cash_flow", "2025", { v: "-50", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-33.46%" },
  ),
  c(
    "t",
    A,
    "fT",
    "quarterly",
    "纠正一点：一季度经营现金流不是'同比翻倍'，而是从88.09亿元增至269.10亿元，增幅约205%。",
    [
      V("operating_cash_flow", "2025Q1", "88.09"),
      V("operating_cash_flow", "2026Q1", "269.10"),
      G("operating_cash_flow", "2026Q1", { v: "205", cmp: "approx" }),
    ],
  ),

  // ---- older: 2024-04-30 (FY2023 public) -------------------------------------------------------------------------
  c(
    "t",
    O,
    "bull",
    "annual",
    "2023年营业总收入1505.60亿元，首次站上1500亿元，归母净利润747.34亿元，同比增长约19.2%。",
    [
      V("revenue", "2023", "1505.60"),
      V("revenue", "2022", "1500", "亿", "lt"),
      V("net_profit", "2023", "747.34"),
      G("net_profit", "2023", { v: "19.2", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    O,
    "bear",
    "annual",
    "2023年经营现金流665.93亿元，较2022年下降，现金流与利润出现背离。",
    [
      V("operating_cash_flow", "2023", "665.93"),
      G("operating_cash_flow", "2023", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2022年366.99亿元，2023年大增81%" },
  ),
  c("u", O, "fV", "annual", "2024年全年营收增速有望维持15%左右，管理层目标可实现。", [
    U("2024年报在2024-04-30未公开；预测"),
  ]),
];
