// 比亚迪: FY2021-2025 (2017-2019 partly), quarters 2024H1..2026Q1 (Tushare), bars 2025-07-29..2026-04-30 (no
// 52-week window), notices: dividends and 员工持股计划 (no buy-back, financing notices not collected). 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, IND, U } = H;
const { READ, BIAS, DD, BRK, AMP, IN, X, CAGR, RANK, QOQ, PSUM, SPAN, LIN, PAIR, GDIFF, MCNOW } = H;
const c = H.maker("b42-byd", "002594");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- annual --------------------------------------------------------------------------------------------------
  c(
    "t",
    A,
    "bear",
    "annual",
    "2025年营收8039.65亿元只增3.5%，归母净利润却从402.54亿降到326.19亿，下滑约19%，增收不增利。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { v: "3.5", cmp: "approx" }),
      V("net_profit", "2024", "402.54"),
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年营收突破8000亿、同比增长13.5%，规模优势继续扩大。",
    [V("revenue", "2025", "8000", "亿", "gt"), G("revenue", "2025", { v: "13.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际+3.46%" },
  ),
  c("t", A, "fE", "annual", "营收2161亿→4241亿→6023亿→7771亿→8040亿，连续四年增长，但增速已从近翻倍降到个位数。", [
    UP("revenue", Y5),
    V("revenue", "2021", "2161", "亿", "approx"),
    V("revenue", "2022", "4241", "亿", "approx"),
    V("revenue", "2023", "6023", "亿", "approx"),
    V("revenue", "2024", "7771", "亿", "approx"),
    V("revenue", "2025", "8040", "亿", "approx"),
    G("revenue", "2022", { size: "接近翻倍" }),
    G("revenue", "2025", { size: "个位数增长" }),
  ]),
  c("t", A, "tF", "annual", "毛利率17.74%，较上年19.44%下降1.7个百分点；净利率4.20%，跌破5%。", [
    V("gross_margin", "2025", "17.74", "%"),
    V("gross_margin", "2024", "19.44", "%"),
    PP("gross_margin", "2025", { v: "-1.7" }),
    V("net_margin", "2025", "4.20", "%"),
    V("net_margin", "2025", "5", "%", "lt"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "毛利率从19.44%降到17.74%，一年下滑了8.7个百分点，价格战吞噬了利润。",
    [
      V("gross_margin", "2024", "19.44", "%"),
      V("gross_margin", "2025", "17.74", "%"),
      PP("gross_margin", "2025", { v: "-8.7", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "降1.70个百分点（相对降幅8.7%）" },
  ),
  c("t", A, "fR", "annual", "经营现金流591.36亿元同比骤降约56%，而资本开支1568亿元增六成，自由现金流约-977亿。", [
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx", size: "骤降" }),
    V("capex", "2025", "1568", "亿", "approx"),
    G("capex", "2025", { v: "60", cmp: "approx" }),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年经营现金流591.36亿，资本开支约1334亿，自由现金流已转负。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      V("capex", "2025", "1334", "亿", "approx", { err: "wrong_value" }),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { dir: "down" },
      ),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2024",
        { dir: "up" },
      ),
    ],
    { err: "wrong_value", note: "1334.54亿是2024年经营现金流；资本开支1568.08亿" },
  ),
  c("t", A, "tBe", "annual", "归母净利润2024年402.54亿是近五年峰值，2025年跌回326亿，只比2023年的300亿略高。", [
    V("net_profit", "2024", "402.54"),
    MAX("net_profit", "2024", Y5),
    V("net_profit", "2025", "326", "亿", "approx"),
    V("net_profit", "2023", "300", "亿", "approx"),
    PAIR("net_profit", "2025", undefined, { period2: "2023", mode: "gt" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润326.19亿元创上市以来新高，盈利能力再上台阶。",
    [V("net_profit", "2025", "326.19"), MAX("net_profit", "2025", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "峰值为2024年402.54亿" },
  ),
  c("t", A, "fE", "annual", "四年营收复合增速约39%，从2021年的2161.42亿扩张到8039.65亿，约为当年的3.7倍。", [
    CAGR("revenue", "2021", "2025", { v: "39", cmp: "approx" }),
    V("revenue", "2021", "2161.42"),
    V("revenue", "2025", "8039.65"),
    X("revenue", "2025", "2021", { v: "3.7", cmp: "approx" }),
  ]),
  c("t", A, "tC", "annual", "资产负债率由2023年的77.86%降到2025年70.74%，两年下降约7个百分点，去杠杆在推进。", [
    V("debt_ratio", "2023", "77.86", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { base: "2023", v: "-7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "负债率70.74%，较2024年的74.64%反升约3.9个百分点，杠杆在加。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      V("debt_ratio", "2024", "74.64", "%"),
      PP("debt_ratio", "2025", { v: "3.9", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "实际下降3.90个百分点" },
  ),
  c("t", A, "fT", "annual", "年末货币资金754.25亿元，比2024年末的1027.39亿少了约273亿，降幅超过四分之一。", [
    V("cash", "2025", "754.25"),
    V("cash", "2024", "1027.39"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
    G("cash", "2025", { v: "-25", cmp: "lt" }),
  ]),
  c("t", A, "tN", "annual", "分配股利、利润或偿付利息支付的现金141.25亿元，较上年100.51亿增长约四成。", [
    V("dividends_interest_paid", "2025", "141.25"),
    V("dividends_interest_paid", "2024", "100.51"),
    G("dividends_interest_paid", "2025", { v: "40", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "净利润下降18.97%，而营收仍增3.46%，二者增速剪刀差约12个百分点。",
    [
      G("net_profit", "2025", { v: "-18.97" }),
      G("revenue", "2025", { v: "3.46" }),
      GDIFF(
        { metric: "net_profit", period: "2025" },
        { metric: "revenue", period: "2025" },
        { v: "-12", cmp: "approx", err: "wrong_value" },
      ),
    ],
    { err: "wrong_value", note: "剪刀差约22.4个百分点" },
  ),
  c("t", A, "tM", "annual", "经营现金流约为归母净利润的1.8倍，虽比上年的3.3倍大幅回落，利润仍有现金支撑。", [
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2024", "3.3", { cmp: "approx" }),
  ]),
  c("t", A, "fL", "annual", "总资产8837.30亿元同比增12.8%，增速远快于3.46%的营收增速，资产周转在变慢。", [
    V("total_assets", "2025", "8837.30"),
    G("total_assets", "2025", { v: "12.8", cmp: "approx" }),
    G("revenue", "2025", { v: "3.46" }),
    GDIFF({ metric: "total_assets", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "0", cmp: "gt" }),
  ]),
  c("u", A, "bull", "undecidable", "2025年新能源车销量约460万辆，海外销量翻倍，营收8039.65亿元。", [
    U("销量与海外分部未存储"),
    V("revenue", "2025", "8039.65"),
  ]),
  c("u", A, "fR", "undecidable", "比亚迪对供应商的应付账款周期超过120天，迪链规模仍在扩张。", [
    U("应付账款周转与供应链票据未存储"),
  ]),
  c("u", A, "tBe", "undecidable", "利润下滑18.97%，主要因为海外关税和国内价格战，2026年还会更糟。", [
    G("net_profit", "2025", { v: "-18.97" }),
    U("归因与预测"),
  ]),
  // ---- quarterly -----------------------------------------------------------------------------------------------
  c("t", A, "bear", "quarterly", "2026Q1营收1502.25亿同比降11.8%，归母净利润40.85亿同比腰斩，降幅约55%。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx", size: "腰斩" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度归母净利润40.85亿元，同比下降约25%，盈利承压但未失速。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-25", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际-55.38%" },
  ),
  c(
    "t",
    A,
    "tF",
    "quarterly",
    "一季度净利率仅2.67%，不到去年同期5.54%的一半；毛利率18.81%却比2025年全年高约1.1个点。",
    [
      V("net_margin", "2026Q1", "2.67", "%"),
      V("net_margin", "2025Q1", "5.54", "%"),
      R("net_margin", "net_margin", "2026Q1", "0.5", { denPeriod: "2025Q1", cmp: "lt" }),
      V("gross_margin", "2026Q1", "18.81", "%"),
      PP("gross_margin", "2026Q1", { base: "2025", v: "1.1", cmp: "approx" }),
    ],
  ),
  c("t", A, "fE", "quarterly", "2025年四季度单季归母净利润92.86亿，同比下降约38%；单季营收2376.99亿，同比降13.5%。", [
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
    V("revenue", "2025S4", "2376.99"),
    G("revenue", "2025S4", { v: "-13.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "quarterly",
    "比亚迪2025年三季度单季营收5662.66亿元，同比增长12.7%。",
    [
      V("revenue", "2025S3", "5662.66", "亿", "eq", { err: "wrong_period" }),
      G("revenue", "2025S3", { v: "12.7", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "5662.66亿与+12.75%是前三季度累计；单季1949.85亿、-3.05%" },
  ),
  c("t", A, "fM", "quarterly", "Q1营收环比2025Q4的2376.99亿下降约37%，净利润环比降约56%，季度间落差很大。", [
    V("revenue", "2025S4", "2376.99"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "-37", cmp: "approx" }),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-56", cmp: "approx" }),
  ]),
  c("t", A, "tB", "quarterly", "2025年上半年营收3712.81亿、同比+23.3%，净利155.11亿、+13.8%，问题集中在下半年。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
        ["net_profit", "2024", -1],
        ["net_profit", "2024H1", 1],
      ],
      { dir: "down" },
    ),
  ]),
  c("t", A, "fQ", "quarterly", "下半年归母净利润约171亿元，比2024年下半年的266亿少了约95亿。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "171", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2024", 1],
        ["net_profit", "2024H1", -1],
      ],
      { v: "266", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
        ["net_profit", "2024", -1],
        ["net_profit", "2024H1", 1],
      ],
      { v: "-95", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度末货币资金757.87亿元，较上年同期1174亿元减少约15%。",
    [
      V("cash", "2026Q1", "757.87"),
      V("cash", "2025Q1", "1174", "亿", "approx"),
      G("cash", "2026Q1", { v: "-15", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际-35.45%" },
  ),
  c("u", A, "fS", "undecidable", "一季度单车净利不足2000元，腰斩的利润主要被海外工厂爬坡拖累。", [
    U("单车利润、海外工厂为分部数据"),
    G("net_profit", "2026Q1", { size: "腰斩" }),
  ]),
  c("u", A, "tM", "undecidable", "二季度净利润预计环比翻倍至80亿元以上，Q1或是全年低点。", [U("预测")]),
  // ---- technical -----------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "均线MA5>MA10>MA20>MA60>MA120依次排列，收盘102.98元站在全部均线之上。", [
    MAORDER([5, 10, 20, 60, 120], "bull"),
    CLOSE("102.98"),
    MA(5, "above"),
    MA(120, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF 0.52仍在DEA之上，MACD红柱延续，多头动能未衰减。",
    [MACD("dif_value", 0, { v: "0.52", cmp: "approx" }), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF 0.521 < DEA 0.594" },
  ),
  c("t", A, "tT", "technical", "MACD于4月1日死叉后DIF仍在零轴上方（约0.52），RSI14约52，属于高位整理。", [
    MACD("death_cross", 22),
    MACD("dif_above_zero", 0),
    MACD("dif_value", 0, { v: "0.52", cmp: "approx" }),
    RSI("52", "approx"),
  ]),
  c("t", A, "fM", "technical", "近60个交易日上涨约12%，今年以来涨5.4%，60日乖离率4.7%，上涨节奏温和。", [
    RET(60, { v: "12", cmp: "approx" }),
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
    BIAS(60, { v: "4.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20日成交量较前20日放大三成以上，资金明显进场。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.682，缩量" },
  ),
  c("t", A, "tTr", "technical", "20日均量只有前20日的约七成，缩量上行，追高需谨慎。", [
    H.VOLR({ v: "0.7", cmp: "approx" }),
    VOL("shrink_strong"),
    RET(20, { dir: "up" }),
  ]),
  c("u", A, "tT", "undecidable", "股价距52周高点约12%，处在一年区间中部。", [HI52({ v: "-12", cmp: "approx" })]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "股价一个季度（60个交易日）涨了近两成，强势股特征明显。",
    [RET(60, { v: "20", cmp: "near", err: "overstatement" })],
    { err: "overstatement", note: "60日+12.17%" },
  ),
  c("t", A, "tNe", "technical", "60日振幅高达28%，但近5日振幅不足7%，波动在收敛。", [
    AMP(60, { v: "28", cmp: "approx" }),
    AMP(5, { v: "7", cmp: "lt" }),
  ]),
  // ---- valuation -----------------------------------------------------------------------------------------------
  c("u", A, "fV", "undecidable", "按2025年每股收益约10.7元计，当前股价对应PE不到10倍。", [
    U("比亚迪2025年EPS未存储；2025年7月转增后的股本未存储，今日PE不可核"),
  ]),
  c("u", A, "tP", "undecidable", "市值约9400亿，对应2025年利润约29倍PE，高于特斯拉以外的车企均值。", [
    U("2025年7月转增后的股本未存储，今日市值与PE不可核；同行均值未存储"),
  ]),
  // ---- announcement --------------------------------------------------------------------------------------------
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日公司发布2025年度利润分配方案，同日公告2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28" }),
    ],
  ),
  c(
    "f",
    A,
    "tB",
    "announcement",
    "一季度业绩下滑后公司已公告回购A股，管理层用真金白银托底。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c(
    "f",
    A,
    "fM",
    "announcement",
    "年初1月公司就披露了2025年度利润分配方案，派现节奏比往年更早。",
    [EV("dividend", true, { from: "2026-01-01", to: "2026-01-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "方案于3月28日公告，1月无分红公告" },
  ),
  c("t", A, "fS", "announcement", "2025年3月推出新一期员工持股计划，5月完成股票购买。", [
    EV("equity_incentive", true, { from: "2025-03-01", to: "2025-03-31" }),
    EV("equity_incentive", true, { from: "2025-05-01", to: "2025-05-31", title: "完成股票购买" }),
  ]),
  c("u", A, "tN", "announcement", "公司拟发行H股募资逾400亿港元，用于海外产能。", [U("比亚迪融资类公告不在采集范围")]),
  // ---- industry / stance ---------------------------------------------------------------------------------------
  c(
    "f",
    A,
    "fT",
    "industry",
    "70.74%的负债率对车企来说和银行一样属正常水平，无需担心。",
    [V("debt_ratio", "2025", "70.74", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "非金融企业" },
  ),
  c("t", A, "fR", "industry", "作为制造企业，70%以上的负债率仍需警惕，且2025年现金减少约273亿。", [
    V("debt_ratio", "2025", "70", "%", "gt"),
    IND("high_debt_is_risk"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "quarterly",
    "Q1净利润同比下降55%，利润出清越彻底越利好，正是加仓时点。",
    [
      G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
      READ(G("net_profit", "2026Q1"), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "利润腰斩读作利好" },
  ),
  c("t", A, "vF", "annual", "净利润降19%、现金流降56%，两项核心指标同时恶化，投反对票。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx" }),
    READ(G("operating_cash_flow", "2025"), "negative"),
  ]),
  c("t", A, "vT", "technical", "均线多头排列且价在均线上，虽MACD死叉，仍偏多。", [
    MAORDER([5, 10, 20, 60], "bull"),
    MA(20, "above"),
    MACD("dif_below_dea", 0),
  ]),
];
