// 宁德时代: FY2021-2025 (2018-2019 partial), quarters 2024H1..2026Q1 (Tushare, no quarterly cash flow), bars from 2020,
// notices only from 2026-02-09 (a missing dividend / buy-back / placement / incentive notice after that is a
// nonexistent_event). Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, IND, U, AMP, LIN } = H;
const { GDIFF, QOQ, PSUM, POS52, SPAN, READ, MCNOW, CAGR, X, D, EVN, VOLR } = H;
const c = H.maker("b46-nd", "300750");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c(
    "t",
    A,
    "bull",
    "annual",
    "2025年营收4237.02亿元增17.04%，归母净利722.01亿元增42.28%，利润增速高出收入约25个百分点。",
    [
      V("revenue", "2025", "4237.02"),
      G("revenue", "2025", { v: "17.04" }),
      V("net_profit", "2025", "722.01"),
      G("net_profit", "2025", { v: "42.28" }),
      GDIFF(
        { metric: "net_profit", period: "2025" },
        { metric: "revenue", period: "2025" },
        { v: "25", cmp: "approx" },
      ),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润约702亿元，看着亮眼，但增量主要靠原材料跌价，可持续性存疑。",
    [V("net_profit", "2025", "702", "亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "实际722.01亿元" },
  ),
  c("t", A, "fE", "quarterly", "26Q1营收1291.31亿元、同比+52.45%，归母净利207.38亿元、同比+48.52%，开年即高增。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.45" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.52" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度营收1291.31亿元，同比下降约8.2%，需求端已出现降温迹象。",
    [V("revenue", "2026Q1", "1291.31"), G("revenue", "2026Q1", { v: "-8.2", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-8.2%是环比2025年四季度；同比+52.45%" },
  ),
  c("t", A, "fR", "annual", "资产负债率从2022年70.56%连降三年到2025年61.94%，去杠杆看得见。", [
    V("debt_ratio", "2022", "70.56", "%"),
    DOWN("debt_ratio", ["2022", "2023", "2024", "2025"]),
    V("debt_ratio", "2025", "61.94", "%"),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "2025年末负债率近62%，电池龙头跟银行一样，高负债本就是行业常态，不用当成风险看。",
    [V("debt_ratio", "2025", "62", "%", "near"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "非金融企业" },
  ),
  c("t", A, "tT", "technical", "收盘436元，稳在MA20(425.02)和MA60(391.63)之上，20/60/120/250日均线多头排列。", [
    CLOSE("436"),
    MA(20, "value", { v: "425.02" }),
    MA(60, "value", { v: "391.63" }),
    MA(20, "above"),
    MA(60, "above"),
    MAORDER([20, 60, 120, 250], "bull"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "5日、10日、20日均线依次向上排列，短线强势格局完好。",
    [MAORDER([5, 10, 20], "bull", { err: "technical" })],
    { err: "technical", note: "MA5 437.69 < MA10 438.80" },
  ),
  c("t", A, "tS", "technical", "RSI约56，落在30到70的中性带，既谈不上超买也谈不上超卖。", [
    RSI("56", "approx"),
    RSI("70", "lt"),
    RSI("30", "gt"),
  ]),
  c("t", A, "fM", "technical", "近250个交易日累计涨约93%，现价离460元的52周高点只差5%左右。", [
    RET(250, { v: "93", cmp: "approx" }),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "4月28日MACD金叉，DIF重新上穿DEA，短线有望再攻460元前高。",
    [MACD("golden_cross", 3, { err: "technical" }), HI52({ cond: "level", v: "460" })],
    { err: "technical", note: "4月28日是死叉" },
  ),
  c("t", A, "fV", "valuation", "按现价折算市值，对应2025年归母净利润的市盈率在27倍上下。", [
    MCNOW("2025", "27", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以最新收盘价计，静态市盈率已超35倍，估值透支了未来两年的增长。",
    [MCNOW("2025", "35", "gt", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约27.5倍" },
  ),
  c("u", A, "fV", "undecidable", "PE约27倍，仍低于LG新能源、松下等海外电池同行，估值有修复空间。", [
    MCNOW("2025", "27", "approx"),
    U("海外同行不在样本内"),
  ]),
  c("t", A, "tF", "annual", "经营现金流净额1332.20亿元，同比+37.35%，约为归母净利润的1.85倍，利润含金量高。", [
    V("operating_cash_flow", "2025", "1332.20"),
    G("operating_cash_flow", "2025", { v: "37.35" }),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年营收4237亿元，首次站上4000亿关口，规模迈上新台阶。",
    [V("revenue", "2025", "4237", "亿", "approx"), V("revenue", "2023", "4000", "亿", "lt", { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2023年已达4009.17亿元" },
  ),
  c("t", A, "tB", "annual", "归母净利润已是2021年159.31亿元的4.5倍，四年复合增速约46%。", [
    V("net_profit", "2021", "159.31"),
    X("net_profit", "2025", "2021", { v: "4.5", cmp: "approx" }),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "营收4237.02亿元，相比2023年增长17%，重回高增长轨道。",
    [
      V("revenue", "2025", "4237.02"),
      G("revenue", "2025", { base: "2023", v: "17", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+5.68%；17.04%是较2024年" },
  ),
  c("t", A, "tBe", "quarterly", "26Q1营收环比25Q4的1406.30亿元回落约8.2%，归母净利环比也少了约10.5%。", [
    V("revenue", "2025S4", "1406.30"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "-8.2", cmp: "approx" }),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度毛利率24.82%，同比下滑0.41个百分点，价格战开始侵蚀盈利。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      PP("gross_margin", "2026Q1", { v: "-0.41", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+0.41pp" },
  ),
  c("t", A, "tM", "annual", "毛利率24.44%→26.27%，净利率14.92%→18.12%，2025年盈利能力双双提升。", [
    V("gross_margin", "2024", "24.44", "%"),
    V("gross_margin", "2025", "26.27", "%"),
    V("net_margin", "2024", "14.92", "%"),
    V("net_margin", "2025", "18.12", "%"),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "2025年净利率18.12%，较上年提升约5个百分点，提价效应充分体现。",
    [
      V("net_margin", "2025", "18.12", "%"),
      PP("net_margin", "2025", { v: "5", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+3.20pp" },
  ),
  c("t", A, "tTr", "technical", "60个交易日涨了28.46%，20日振幅达19.35%，高位宽幅震荡，仓位先压到半仓。", [
    RET(60, { v: "28.46" }),
    AMP(20, { v: "19.35" }),
  ]),
  c("t", A, "tP", "annual", "资本开支423.45亿元，扣掉后自由现金流仍约909亿元，足以覆盖分红和扩产。", [
    V("capex", "2025", "423.45"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
        ["dividends_interest_paid", -1],
      ],
      "2025",
      { v: "0", cmp: "gt" },
    ),
  ]),
  c("u", A, "tP", "undecidable", "2025年动力与储能电池出货约650GWh，全球市占率接近四成。", [
    U("出货量、市占率不在数据内"),
  ]),
  c("t", A, "tN", "announcement", "2月9日披露2026年A股员工持股计划草案，4月22日又授予了预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留" }),
  ]),
  c("t", A, "tN", "announcement", "今年已发3份回购相关公告，4月7日公布A股回购结果暨股份变动。", [
    EVN("repurchase", "2026-01-01", { v: "3" }),
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "3月公司公告拟向特定对象发行A股募资扩产，摊薄压力需要警惕。",
    [EV("placement", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09起无定增公告" },
  ),
  c("t", A, "tN", "announcement", "3月10日同日披露2025年度利润分配预案和中期分红授权两份公告。", [
    EVN("dividend", "2026-03-10", { to: "2026-03-10", v: "2" }),
  ]),
  c("t", A, "vF", "annual", "营收和净利都是2021年以来新高，2025年归母净利润722.01亿元，财报这一票看多。", [
    MAX("revenue", "2025", Y5),
    MAX("net_profit", "2025", Y5),
    V("net_profit", "2025", "722.01"),
  ]),
  c("t", A, "vT", "technical", "年初至今涨约18.7%，股价处在52周区间的九成附近，趋势依旧偏多。", [
    SPAN("2025-12-31", { v: "18.7", cmp: "approx" }),
    POS52({ v: "90", cmp: "approx" }),
  ]),
  c("u", A, "vN", "undecidable", "匈牙利工厂即将投产，海外订单有望超预期，消息偏利好。", [U("预期与未公告事项")]),
  c(
    "f",
    A,
    "tA",
    "quarterly",
    "一季度营收环比降了约8.2%，说明公司主动控库存，反而是利好。",
    [READ(QOQ("revenue", "2026Q1", "2025S4", { v: "-8.2", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "环比下降读作利好" },
  ),
  c("t", A, "tNe", "annual", "利润增42%固然亮眼，但资本开支回升约36%至423.45亿元，扩产节奏得盯住。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    G("capex", "2025", { v: "36", cmp: "approx" }),
    V("capex", "2025", "423.45"),
  ]),
  c("t", A, "fSy", "quarterly", "2025年前三季度营收2830.72亿元（+9.28%），归母净利490.34亿元（+36.20%）。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.28" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.20" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "营收4237亿元、同比高速增长，行业出清后龙头独享红利。",
    [V("revenue", "2025", "4237", "亿", "approx"), G("revenue", "2025", { size: "高速增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+17.04%" },
  ),
  c("u", A, "fE", "undecidable", "储能业务收入占比已升到两成以上，成为第二增长曲线。", [U("分业务收入不在数据内")]),
  c("t", A, "fL", "annual", "2024年营收3620.13亿元同比-9.70%，2025年回到增长、增速17.04%。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.70" }),
    G("revenue", "2025", { v: "17.04" }),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "2025年末资产负债率61.94%，为2021年以来的最高点，杠杆风险值得警惕。",
    [V("debt_ratio", "2025", "61.94", "%"), MAX("debt_ratio", "2025", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2025年是2021年以来最低" },
  ),
  c("t", A, "tC", "annual", "货币资金3335.13亿元，足够覆盖6038.01亿元总负债的一半以上。", [
    V("cash", "2025", "3335.13"),
    V("total_liabilities", "2025", "6038.01"),
    R("cash", "total_liabilities", "2025", "50", { u: "%", cmp: "gt" }),
  ]),
  c("t", A, "tBe", "quarterly", "下半年归母净利润417.16亿元，比上半年的304.85亿多出约37%。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "417.16" },
    ),
    V("net_profit", "2025H1", "304.85"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { over: ["net_profit", "2025H1"], u: "x", v: "1.37", cmp: "approx" },
    ),
  ]),
  c("t", A, "tTr", "technical", "收盘436元，较231.2元的52周低点已上涨近九成，追高盈亏比不佳。", [
    CLOSE("436"),
    LO52({ cond: "level", v: "231.2" }),
    LO52({ v: "90", cmp: "near" }),
  ]),
  c("t", A, "fS", "technical", "20日均量较前20日温和放大约13%，资金仍在进场。", [VOLR({ v: "1.13", cmp: "approx" })]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "经营现金流1332.20亿元，约为归母净利润的2.5倍，现金流质量无可挑剔。",
    [
      V("operating_cash_flow", "2025", "1332.20"),
      R("operating_cash_flow", "net_profit", "2025", "2.5", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1.85倍" },
  ),
  c("u", A, "tS", "undecidable", "融资余额连续五日增加，杠杆资金加速回流。", [U("融资余额不在数据内")]),
  c("t", A, "tF", "quarterly", "一季末货币资金3519.97亿元，较年初多了约185亿元。", [
    V("cash", "2026Q1", "3519.97"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年末货币资金3505.78亿元，在手现金足以应对价格战。",
    [V("cash", "2025", "3505.78", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "3505.78亿元是2025年中报；年末3335.13亿元" },
  ),
  c("t", A, "tB", "valuation", "近四季归母净利润约790亿元，按现价算PE约25倍，比静态口径更便宜。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    MCNOW("2026Q1TTM", "25", "approx"),
    MCNOW("2025", "25", "gt"),
  ]),
  c("u", A, "tBe", "undecidable", "固态电池量产时间已推迟到2028年之后，技术代差优势正在缩小。", [
    U("未公告的技术路线"),
  ]),
  c("t", A, "tC", "annual", "分配股利、偿付利息共349.23亿元，约是2021年的22倍，股东回报力度大增。", [
    V("dividends_interest_paid", "2025", "349.23"),
    X("dividends_interest_paid", "2025", "2021", { v: "22", cmp: "approx" }),
  ]),
];
