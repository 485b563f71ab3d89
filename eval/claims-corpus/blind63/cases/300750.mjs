// 宁德时代: FY2018-2019, FY2021-2025 (annual), quarters 2024H1..2026Q1 (Tushare; no 2024Q1), bars 2020-01-02..2026-04-30,
// notices from 2026-02-09 (a missing dividend / buy-back / placement notice after that is a nonexistent_event).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, IND, PE, SNAP, X } = H;
const { QOQ, PSUM, POS52, MCNOW, MCPE, LIN, VOLR, GDIFF, IN, CAGR, EVN, DD, AMP, SPAN, BIAS, RANK } = H;
const c = H.maker("b63-nd", "300750");
const A = "2026-04-30";
const NP = "net_profit";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "宁德时代2025年营收4237.02亿元、同比增17.04%，归母净利722.01亿元、同比大增42.28%。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17.04" }),
    V(NP, "2025", "722.01"),
    G(NP, "2025", { v: "42.28", size: "大增" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年宁德归母净利722.01亿元，同比增长约4.2%，利润弹性不及预期。",
    [V(NP, "2025", "722.01"), G(NP, "2025", { v: "4.2", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际+42.28%" },
  ),
  c("t", A, "fE", "annual", "营收从2024年的3620.13亿元回升到4237.02亿元，收复了2023年4009.17亿元的高点，创新高。", [
    H.V("revenue", "2025", "4237.02"),
    V("revenue", "2024", "3620.13"),
    V("revenue", "2023", "4009.17"),
    MAX("revenue", "2025", Y5),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "宁德2025年营收4237.02亿元，较2023年增长约17%，两年维度的增长依然稳健。",
    [
      V("revenue", "2025", "4237.02"),
      G("revenue", "2025", { base: "2023", v: "17", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "17.04%是较2024年；较2023年+5.68%" },
  ),
  c("t", A, "tF", "quarterly", "2026年一季度营收1291.31亿元，同比增长52.45%；归母净利207.38亿元，同比增长48.52%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.45" }),
    V(NP, "2026Q1", "207.38"),
    G(NP, "2026Q1", { v: "48.52" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度归母净利207.38亿元，比去年四季度单季的231.67亿元环比增长约10%，淡季不淡。",
    [
      V(NP, "2026Q1", "207.38"),
      V(NP, "2025S4", "231.67"),
      QOQ(NP, "2026Q1", "2025S4", { v: "10", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-10.49%" },
  ),
  c(
    "t",
    A,
    "tBe",
    "quarterly",
    "一季度归母净利207.38亿元，较去年四季度的231.67亿元环比回落约10%，营收也环比下滑约8%。",
    [
      H.V("net_profit", "2025S4", "231.67"),
      V(NP, "2026Q1", "207.38"),
      QOQ(NP, "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
      QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
    ],
  ),
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "2025年四季度单季营收1406.30亿元、归母净利231.67亿元，利润同比增57%，是全年最强的一个季度。",
    [
      V("revenue", "2025S4", "1406.30"),
      V(NP, "2025S4", "231.67"),
      G(NP, "2025S4", { v: "57", cmp: "approx" }),
      MAX(NP, "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
    ],
  ),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "四季度单季营收1406.30亿元，同比增长约57%，增速较三季度明显加快。",
    [
      V("revenue", "2025S4", "1406.30"),
      G("revenue", "2025S4", { v: "57", cmp: "approx", err: "wrong_value" }),
      H.GDIFF({ metric: "revenue", period: "2025S4" }, { metric: "revenue", period: "2025S3" }, { v: "10", cmp: "gt" }),
    ],
    { err: "wrong_value", note: "营收+36.58%；57%是净利增速" },
  ),
  c("t", A, "fE", "annual", "2025年毛利率26.27%，较2024年的24.44%提升约1.8个百分点；净利率18.12%。", [
    V("gross_margin", "2025", "26.27", "%"),
    V("gross_margin", "2024", "24.44", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    V("net_margin", "2025", "18.12", "%"),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度毛利率24.82%，较2025年全年的26.27%下滑约1.5个百分点，也低于去年同期的24.41%。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      PP("gross_margin", "2026Q1", { base: "2025", v: "-1.5", cmp: "approx" }),
      PAIRLT("gross_margin", "2026Q1", "2025Q1"),
    ],
    { err: "wrong_direction", note: "高于去年同期24.41%" },
  ),
  c("t", A, "tF", "annual", "经营现金流1332.20亿元，同比增37%，约为归母净利的1.85倍，利润含金量高。", [
    V("operating_cash_flow", "2025", "1332.20"),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    R("operating_cash_flow", NP, "2025", "1.85", { cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "经营现金流1332.20亿元减去资本开支423.45亿元，自由现金流约909亿元。", [
    V("operating_cash_flow", "2025", "1332.20"),
    V("capex", "2025", "423.45"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "宁德2025年资本开支423.45亿元，较上年下降约36%，扩产明显放缓。",
    [
      V("capex", "2025", "423.45"),
      G("capex", "2025", { v: "-36", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "资本开支+35.81%" },
  ),
  c("t", A, "fR", "annual", "资本开支由311.80亿元增至423.45亿元，增幅约36%，投资现金流净流出944.76亿元。", [
    H.V("capex", "2025", "423.45"),
    G("capex", "2025", { v: "36", cmp: "approx" }),
    V("capex", "2024", "311.80"),
    V("investing_cash_flow", "2025", "-944.76"),
  ]),
  c("t", A, "fR", "industry", "资产负债率由65.24%降至61.94%，下降约3.3个百分点，对制造业而言杠杆在改善。", [
    V("debt_ratio", "2024", "65.24", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { v: "-3.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "宁德时代资产负债率61.94%，和银行保险一样属于高杠杆常态，无需关注。",
    [V("debt_ratio", "2025", "61.94", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "非金融企业" },
  ),
  c("t", A, "tC", "annual", "货币资金一季度末3519.97亿元，较2025年末的3335.13亿元增加约185亿元，现金储备充足。", [
    V("cash", "2026Q1", "3519.97"),
    V("cash", "2025", "3335.13"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "宁德收于436元，MA20、MA60、MA120、MA250多头排列，但股价已跌破5日与10日均线。", [
    CLOSE("436"),
    MAORDER([20, 60, 120, 250], "bull"),
    MA(5, "below"),
    MA(10, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "宁德MACD在4月28日金叉，DIF重新站上DEA，短线有望再攻460元前高。",
    [
      MACD("golden_cross", 3, { err: "technical" }),
      MACD("dif_above_dea", 0, { err: "technical" }),
      HI52({ cond: "level", v: "460" }),
    ],
    { err: "technical", note: "4月28日为死叉" },
  ),
  c("t", A, "tT", "technical", "MACD于4月28日高位死叉，DIF约11.76仍在零轴上方，RSI约56不算过热。", [
    MACD("dead_cross", 3),
    MACD("dif_value", 0, { v: "11.76", cmp: "approx" }),
    MACD("dif_above_zero", 0),
    RSI("56", "approx"),
  ]),
  c(
    "t",
    A,
    "tS",
    "technical",
    "过去250个交易日宁德上涨约93%，现价较52周低点231.2元已涨近九成，距460元高点仅差5%出头。",
    [
      RET(250, { v: "93", cmp: "approx" }),
      LO52({ cond: "level", v: "231.2" }),
      LO52({ v: "90", cmp: "near" }),
      HI52(IN("-6", "-5")),
    ],
  ),
  c(
    "f",
    A,
    "tS",
    "technical",
    "宁德收盘436元，刷新52周新高，上方已无套牢盘。",
    [CLOSE("436"), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周高点460元" },
  ),
  c("t", A, "fM", "technical", "今年以来宁德由367.26元涨到436元，涨幅约18.7%，近20个交易日涨约7.5%。", [
    CLOSE("367.26", "eq", { date: "2025-12-31" }),
    RET("2025-12-31", { v: "18.7", cmp: "approx" }),
    RET(20, { v: "7.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "宁德近60个交易日上涨约18.7%，股价稳稳站在60日线上方，中期趋势向上。",
    [RET(60, { v: "18.7", cmp: "approx", err: "wrong_period" }), MA(60, "above")],
    { err: "wrong_period", note: "18.7%是年初至今；近60日+28.46%" },
  ),
  c("t", A, "fS", "technical", "20日乖离率约2.6%，60日乖离率超过11%，中期涨幅偏大。", [
    BIAS(20, { v: "2.6", cmp: "approx" }),
    BIAS(60, { v: "11", cmp: "gt" }),
  ]),
  c("t", A, "tTr", "technical", "近20个交易日振幅约19%，收盘距阶段高点回撤约4%，波动不小但趋势未坏。", [
    AMP(20, { v: "19", cmp: "approx" }),
    DD(20, { v: "-4", cmp: "approx" }),
    MA(60, "above"),
  ]),
  c("t", A, "fV", "valuation", "以最新收盘计，宁德近四个季度归母净利约790亿元，滚动PE约25倍。", [
    PSUM(
      [
        [NP, "2025", 1],
        [NP, "2026Q1", 1],
        [NP, "2025Q1", -1],
      ],
      { v: "790", cmp: "approx" },
    ),
    MCNOW("2026Q1TTM", "25", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按最新收盘价算，宁德对应2025年利润的PE仅约17倍，估值仍处低位。",
    [MCNOW("2025", "17", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "现价PE约27.5倍；17倍是按7月快照市值" },
  ),
  c("t", A, "fV", "valuation", "按2025年7月4日总市值约12119亿元计，对应2025年归母净利的PE约16.8倍，PB 5.02倍。", [
    SNAP("marketCap", "12119", "亿"),
    MCPE("2025", "16.8"),
    SNAP("pb", "5.02", "x", "eq"),
  ]),
  c("t", A, "tN", "announcement", "宁德于2月9日公告2026年A股员工持股计划草案，4月22日又授予预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09", title: "员工持股计划" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留份额" }),
  ]),
  c("t", A, "tN", "announcement", "3月10日宁德披露2025年度利润分配预案，并提请授权董事会制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度利润分配预案" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c("t", A, "tN", "announcement", "宁德A股回购已于4月7日公告结果，此前3月、4月各发过一次回购进展公告。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "回购结果" }),
    EVN("repurchase", "2026-03-01", { to: "2026-04-06", v: "2" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "宁德2月发布定增预案，拟向特定对象发行A股募资扩充海外产能。",
    [EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2月发行的是科创公司债券" },
  ),
  c("t", A, "tN", "announcement", "2月10日宁德公告面向专业投资者公开发行科技创新公司债券，2月12日公布发行结果。", [
    EV("bond", true, { from: "2026-02-10", to: "2026-02-10", title: "科技创新公司债券" }),
    EV("bond", true, { from: "2026-02-12", to: "2026-02-12", title: "发行结果" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "announcement",
    "宁德4月宣布启动新一轮A股回购，叠加员工持股计划，管理层护盘信号明确。",
    [
      EV("repurchase", true, { from: "2026-04-08", err: "nonexistent_event" }),
      EV("equity_incentive", true, { from: "2026-02-09" }),
    ],
    { err: "nonexistent_event", note: "4月7日公告的是回购结果，无新一轮" },
  ),
  c("u", A, "tN", "undecidable", "宁德两名股东本月通过大宗交易合计减持约0.5%股份。", [U("减持公告不决定有无")]),
  c("u", A, "bull", "undecidable", "宁德2025年动力电池全球装机份额约38%，储能电池出货量连续五年全球第一。", [
    U("市场份额未存储"),
    U("分业务出货量未存储"),
  ]),
  c("u", A, "bear", "undecidable", "碳酸锂价格若反弹到每吨15万元以上，宁德二季度毛利率可能回落至22%。", [
    U("情景与预测"),
  ]),
  c("u", A, "fM", "undecidable", "按卖方一致预期，宁德2026年归母净利有望达到950亿元，对应PE约21倍。", [
    U("一致预期未存储"),
  ]),
  c("t", A, "fSy", "annual", "归母净利从2021年的159.31亿元增至2025年的722.01亿元，四年增长约3.5倍。", [
    V(NP, "2021", "159.31"),
    V(NP, "2025", "722.01"),
    G(NP, "2025", { base: "2021", v: "353", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "宁德归母净利2021年以来逐年增长，2025年的722.01亿元约为2021年的3.5倍。",
    [UP(NP, Y5), V(NP, "2025", "722.01"), X(NP, "2025", "2021", { v: "3.5", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "是4.53倍；增长3.53倍" },
  ),
  c("t", A, "fT", "annual", "2021至2025年宁德归母净利复合增速约46%，期间每年都在增长。", [
    CAGR(NP, "2021", "2025", { v: "46", cmp: "approx" }),
    UP(NP, Y5),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "宁德营收并非一路向上，2024年曾下滑约9.7%，2023年也同比下降。",
    [G("revenue", "2024", { v: "-9.7", cmp: "approx" }), G("revenue", "2023", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2023年营收+22.01%" },
  ),
  c("t", A, "fQ", "annual", "宁德营收并非一路向上：2024年同比下降约9.7%，净利却仍增长约15%。", [
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    G(NP, "2024", { v: "15", cmp: "approx" }),
  ]),
  c("t", A, "tB", "annual", "2025年分配股利及偿付利息支付现金349.23亿元，较上年258.07亿元增长约35%。", [
    V("dividends_interest_paid", "2025", "349.23"),
    V("dividends_interest_paid", "2024", "258.07"),
    G("dividends_interest_paid", "2025", { v: "35", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "宁德2025年总资产9748.28亿元，同比增长约24%，首次突破1万亿元。",
    [
      V("total_assets", "2025", "9748.28"),
      G("total_assets", "2025", { v: "24", cmp: "approx" }),
      V("total_assets", "2025", "10000", "亿", "ge", { err: "overstatement" }),
    ],
    { err: "overstatement", note: "9748亿，未到1万亿" },
  ),
  c("t", A, "tM", "annual", "净利增速42.28%跑赢营收增速17.04%约25个百分点，利润弹性明显。", [
    G(NP, "2025", { v: "42.28" }),
    G("revenue", "2025", { v: "17.04" }),
    GDIFF({ metric: NP, period: "2025" }, { metric: "revenue", period: "2025" }, { v: "25", cmp: "approx" }),
  ]),
  c("t", A, "tP", "quarterly", "2025年下半年营收约2448亿元，明显高于上半年的1788.86亿元。", [
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -1],
      ],
      { v: "2448", cmp: "approx" },
    ),
    V("revenue", "2025H1", "1788.86"),
  ]),
  c(
    "f",
    A,
    "tP",
    "quarterly",
    "2025年下半年归母净利约417亿元，较上半年的304.85亿元增长约两成。",
    [
      PSUM(
        [
          [NP, "2025", 1],
          [NP, "2025H1", -1],
        ],
        { v: "417", cmp: "approx" },
      ),
      V(NP, "2025H1", "304.85"),
      PSUM(
        [
          [NP, "2025", 1],
          [NP, "2025H1", -1],
        ],
        { over: [NP, "2025H1"], v: "1.2", cmp: "approx", u: "x", err: "wrong_value" },
      ),
    ],
    { err: "wrong_value", note: "下半年417.16亿，较上半年+36.8%" },
  ),
  c("t", A, "tNe", "technical", "宁德60日均线391.63元，股价高出约11%，250日线仅335元左右，支撑位较远。", [
    MA(60, "value", { v: "391.63" }),
    BIAS(60, { v: "11", cmp: "approx" }),
    MA(250, "value", { v: "335", cmp: "approx" }),
  ]),
  c("u", A, "tS", "undecidable", "宁德登上东方财富股吧人气榜前三，融资余额一周增加20亿元。", [
    U("人气榜与融资余额未存储"),
  ]),
  c("t", A, "vF", "annual", "宁德2025年营收4237.02亿元、净利率18.12%，净利率较2024年的14.92%提升约3.2个百分点。", [
    V("revenue", "2025", "4237.02"),
    V("net_margin", "2025", "18.12", "%"),
    V("net_margin", "2024", "14.92", "%"),
    PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "宁德收盘436元位于52周区间约九成分位，近250日涨幅逾九成，趋势强但位置偏高。", [
    POS52({ v: "90", cmp: "approx" }),
    RET(250, { v: "90", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "vN",
    "announcement",
    "宁德3月披露2025年度分红预案后，又在4月公告终止员工持股计划。",
    [
      EV("dividend", true, { from: "2026-03-01", to: "2026-03-31" }),
      EV("equity_incentive", true, { from: "2026-04-01", title: "终止", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "4月是调整价格与授予预留份额" },
  ),
  c("t", A, "fL", "annual", "裁定：宁德2025年净利增42%、经营现金流增37%、负债率降至61.94%，多方基本面论据成立。", [
    G(NP, "2025", { v: "42", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    V("debt_ratio", "2025", "61.94", "%"),
  ]),
  c(
    "f",
    A,
    "fT",
    "quarterly",
    "2025年前三季度宁德归母净利490.34亿元，同比增长约46%。",
    [V(NP, "2025M9", "490.34"), G(NP, "2025M9", { v: "46", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+36.20%" },
  ),
  c("t", A, "fT", "quarterly", "2025年三季度单季归母净利185.49亿元，同比增长约41%，高于上半年33%的增速。", [
    V(NP, "2025S3", "185.49"),
    G(NP, "2025S3", { v: "41", cmp: "approx" }),
    G(NP, "2025H1", { v: "33", cmp: "approx" }),
  ]),
  c("t", A, "tC", "annual", "商誉8.37亿元，相对9748亿元总资产微不足道；但总负债仍达6038亿元。", [
    V("goodwill", "2025", "8.37"),
    V("total_assets", "2025", "9748", "亿", "approx"),
    V("total_liabilities", "2025", "6038", "亿", "approx"),
  ]),
];

function PAIRLT(m, p, p2) {
  return H.PAIR(m, p, undefined, { period2: p2, mode: "lt", err: "wrong_direction" });
}
