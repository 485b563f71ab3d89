// 比亚迪 on 2026-04-30: FY2017-2019 and FY2021-2025 (no FY2020), quarters 2024H1..2026Q1 (no 2024Q1), bars from
// 2025-07-29 (52-week figures and PE at today's close undecidable). A missing dividend / buy-back notice is a
// nonexistent_event; financing notices are not collected (avoided).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, U, CAGR, QOQ, PSUM } = H;
const { MCPE, SNAP, X, BIAS, RANK, SPAN, IN, PAIR, READ, VOLR, LIN, D, IND, GDIFF, AMP, EVN, MAHOLD } = H;
const c = H.maker("b77-byd", "002594");
const A = "2026-04-30";
const Y21_25 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- adversarial -------------------------------------------------------------------------------------------------
  c("t", A, "bear", "annual", "比亚迪2025年归母净利润326.19亿元，同比下降约19%，收入却仍增长3.5%，增收不增利。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("revenue", "2025", { v: "3.5", cmp: "approx", dir: "up" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年营业总收入8039.65亿元，同比增长29%，新能源龙头的规模扩张仍在高速通道。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { v: "29", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "29%是2024年增速；2025年+3.46%" },
  ),
  c("t", A, "bull", "annual", "营业总收入从2021年的2161亿元增至2025年的8040亿元，四年复合增速接近39%，连续四年增长。", [
    V("revenue", "2021", "2161", "亿", "approx"),
    V("revenue", "2025", "8040", "亿", "approx"),
    CAGR("revenue", "2021", "2025", { v: "39", cmp: "near" }),
    UP("revenue", Y21_25),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2026年一季度归母净利润仅40.85亿元，同比下降约5.5%，盈利再度承压。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-5.5", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际-55.38%" },
  ),
  c("t", A, "bear", "quarterly", "2026Q1归母净利40.85亿元，较上年同期91.55亿元腰斩，营收同时下滑约12%至1502.25亿元。", [
    V("net_profit", "2026Q1", "40.85"),
    V("net_profit", "2025Q1", "91.55"),
    G("net_profit", "2026Q1", { size: "腰斩" }),
    G("revenue", "2026Q1", { v: "-12", cmp: "approx" }),
    V("revenue", "2026Q1", "1502.25"),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度营业收入1502.25亿元，同比增长约12%，淡季不淡。",
    [
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { v: "12", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-11.82%" },
  ),
  c("t", A, "bear", "annual", "2025年经营现金流591.36亿元，不及2024年1334.54亿元的一半，造血能力明显走弱。", [
    V("operating_cash_flow", "2025", "591.36"),
    V("operating_cash_flow", "2024", "1334.54"),
    X("operating_cash_flow", "2025", "2024", { v: "0.5", cmp: "lt" }),
  ]),
  c(
    "t",
    A,
    "bear",
    "annual",
    "2025年资本开支1568.08亿元，约为经营现金流591.36亿元的2.65倍，自由现金流为负约977亿元。",
    [
      V("capex", "2025", "1568.08"),
      R("capex", "operating_cash_flow", "2025", "2.65"),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "-977", cmp: "approx" },
      ),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年资本开支1568.08亿元，较上年973.60亿元收缩约38%，扩产周期已近尾声。",
    [
      V("capex", "2025", "1568.08"),
      V("capex", "2024", "973.60"),
      G("capex", "2025", { v: "-38", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "资本开支同比+61.06%" },
  ),
  c("t", A, "bull", "annual", "资产负债率由2023年77.86%的高点降至2025年的70.74%，两年下降约7.1个百分点。", [
    V("debt_ratio", "2023", "77.86", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    MAX("debt_ratio", "2023", Y21_25),
    PP("debt_ratio", "2025", { base: "2023", v: "-7.1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "资产负债率降至70.74%，已是2021年以来最低水平，去杠杆成效显著。",
    [V("debt_ratio", "2025", "70.74", "%"), H.MIN("debt_ratio", "2025", Y21_25, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2021年64.76%更低" },
  ),
  c("t", A, "bull", "annual", "2025年归母净利326.19亿元，约为2021年30.45亿元的10.7倍，四年利润跃升一个数量级。", [
    V("net_profit", "2025", "326.19"),
    V("net_profit", "2021", "30.45"),
    X("net_profit", "2025", "2021", { v: "10.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润326.19亿元，创2021年以来新低。",
    [V("net_profit", "2025", "326.19"), H.MIN("net_profit", "2025", Y21_25, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2021-2023年均更低；2025年为次高" },
  ),
  c("t", A, "bull", "annual", "2025年利润虽回落，326亿出头的归母净利仍是2021年以来第二高，仅次于2024年。", [
    V("net_profit", "2025", IN("326", "327")),
    RANK("net_profit", "2025", Y21_25, "max", 2),
    MAX("net_profit", "2024", Y21_25),
  ]),
  c("t", A, "bear", "annual", "毛利率从19.44%降到17.74%，下滑1.7个百分点；净利率由5.35%降到4.20%。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7" }),
    V("net_margin", "2024", "5.35", "%"),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年毛利率17.74%，较上年下滑约17个百分点，价格战侵蚀严重。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      PP("gross_margin", "2025", { v: "-17", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "下滑1.70个百分点" },
  ),

  // ---- FinDebate ---------------------------------------------------------------------------------------------------
  c("t", A, "fE", "quarterly", "2025年四季度单季归母净利92.86亿元，同比少了约57亿元，降幅约38%。", [
    V("net_profit", "2025S4", "92.86"),
    D("net_profit", "2025S4", { v: "-57", cmp: "approx" }),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年第四季度单季营收5662.66亿元，同比增长12.7%，旺季效应显著。",
    [
      V("revenue", "2025S4", "5662.66", "亿", "eq", { err: "wrong_period" }),
      G("revenue", "2025S4", { v: "12.7", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "5662.66亿、+12.7%是前三季度累计；四季度单季2376.99亿、-13.5%" },
  ),
  c("t", A, "fE", "quarterly", "四季度单季营收2376.99亿元，同比下降约13.5%，环比三季度1949.85亿元则增长约22%。", [
    V("revenue", "2025S4", "2376.99"),
    G("revenue", "2025S4", { v: "-13.5", cmp: "approx" }),
    V("revenue", "2025S3", "1949.85"),
    QOQ("revenue", "2025S4", "2025S3", { v: "22", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2025年下半年归母净利约171亿元，比2024年下半年的约266亿元少了约95亿元。", [
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
  c("u", A, "fR", "quarterly", "2026Q1净利率仅2.67%，上年同期为5.54%，单车盈利被价格战大幅压缩。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    U("单车盈利需销量，不在数据内"),
  ]),
  c(
    "f",
    A,
    "fR",
    "quarterly",
    "2026Q1毛利率18.81%，较上年同期提升1.26个百分点，价格战影响有限。",
    [V("gross_margin", "2026Q1", "18.81", "%"), PP("gross_margin", "2026Q1", { v: "1.26", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2025Q1的20.07%下降1.26个百分点" },
  ),
  c("t", A, "fR", "annual", "货币资金从1027.39亿元降到754.25亿元，一年减少约273亿元。", [
    V("cash", "2024", "1027.39"),
    V("cash", "2025", "754.25"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "按2025年7月4日市值约1.82万亿元、2025年归母净利326.19亿元计，PE约55.8倍。", [
    SNAP("marketCap", "1.82", "万亿"),
    MCPE("2025", "55.8"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以去年7月初1.82万亿元市值和2024年归母净利402.54亿元计，PE仅约4.5倍，显著低估。",
    [
      SNAP("marketCap", "1.82", "万亿"),
      V("net_profit", "2024", "402.54"),
      MCPE("2024", "4.5", "approx", { err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "约45.2倍" },
  ),
  c("u", A, "fV", "valuation", "按今日102.98元收盘计，比亚迪动态市盈率约26倍，与宁德时代相当。", [
    CLOSE("102.98"),
    U("比亚迪转增后股本未存储，今日市值与PE不可核；宁德时代PE亦未给"),
  ]),
  c("t", A, "fM", "technical", "收盘102.98元，5/10/20/60/120日均线多头排列，近60个交易日上涨约12.2%。", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
    RET(60, { v: "12.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "5日、10日、20日均线呈空头排列，股价受压于MA20之下。",
    [MAORDER([5, 10, 20], "bear", { err: "technical" }), MA(20, "below", { err: "technical" })],
    { err: "technical", note: "多头排列，收盘在MA20上方" },
  ),
  c("u", A, "fM", "undecidable", "股价距52周高点116.59元仍有约12%空间，突破年内高点需要销量数据配合。", [
    U("比亚迪52周数据不可核（日线始于2025-07-29）"),
  ]),
  c("t", A, "fM", "technical", "MACD于4月1日死叉后DIF仍在零轴上方，约0.52，RSI14约52，多空均衡。", [
    MACD("death_cross", 25),
    MACD("dif_above_zero"),
    MACD("dif_value", undefined, { v: "0.52" }),
    RSI("52", "approx"),
  ]),
  c("u", A, "fS", "undecidable", "4月终端订单环比回暖，经销商反馈客流提升两成，情绪面偏暖。", [
    U("终端订单与客流不在数据内"),
  ]),
  c("t", A, "fSy", "annual", "结论：2025年营收8039.65亿元增3.5%，利润降19%，负债率降至70.74%，增长质量待改善。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    V("debt_ratio", "2025", "70.74", "%"),
  ]),
  c("t", A, "fT", "quarterly", "空方说一季度利润跌了九成，实际归母净利40.85亿元，同比降约55%。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "多方回避的是：2025年经营现金流591.36亿元，同比降幅达到约75%。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      G("operating_cash_flow", "2025", { v: "-75", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比-55.69%" },
  ),
  c("t", A, "fL", "annual", "裁定：利润降19%属实，但8039.65亿营收与70.74%的负债率表明基本盘未坏，空方结论过度。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    V("revenue", "2025", "8039.65"),
    V("debt_ratio", "2025", "70.74", "%"),
  ]),

  // ---- TradingAgents -----------------------------------------------------------------------------------------------
  c("t", A, "tF", "annual", "归母净利润2021至2024年逐年增长，由30.45亿元升至402.54亿元，2025年转为下降。", [
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2021", "30.45"),
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年归母净利润326.19亿元，相比2023年下降约19%，两年倒退。",
    [
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { base: "2023", v: "-19", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-19%是较2024年；较2023年+8.6%" },
  ),
  c("t", A, "tF", "annual", "对比2023年的300.41亿元，2025年归母净利仍高出约8.6%。", [
    V("net_profit", "2023", "300.41"),
    G("net_profit", "2025", { base: "2023", v: "8.6", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "商誉自2023年起一直为44.28亿元，占2025年总资产不足1%，减值风险有限。", [
    V("goodwill", "2023", "44.28"),
    V("goodwill", "2024", "44.28"),
    V("goodwill", "2025", "44.28"),
    R("goodwill", "total_assets", "2025", "1", { u: "%", cmp: "lt" }),
  ]),
  c("t", A, "tT", "technical", "近20日均量仅为前20日的约0.68倍，明显缩量，股价在MA5上方窄幅整理。", [
    VOLR({ v: "0.68", cmp: "approx" }),
    VOL("shrink_strong"),
    MA(5, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日成交量较前20日放大约三成，资金进场迹象明显。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.68，缩量" },
  ),
  c("t", A, "tT", "technical", "自2025年末97.72元起算年内上涨约5.4%，60日乖离率约4.7%，尚未过热。", [
    CLOSE("97.72", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
    BIAS(60, { v: "4.7", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "近60个交易日振幅约28%，近5日累计上涨3.0%。", [
    AMP(60, { v: "28", cmp: "approx" }),
    RET(5, { v: "3.0" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近5个交易日累计下跌3%，短线承压明显。",
    [RET(5, { v: "-3", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近5日+3.00%" },
  ),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "公司3月28日发布2025年度利润分配方案公告，同日公告2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", title: "2025年度" }),
      EV("equity_incentive", true, { from: "2026-03-28", title: "解锁条件未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪2025年以来推出股份回购方案，用于员工持股计划，释放护盘信号。",
    [EV("repurchase", true, { from: "2025-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c("t", A, "tN", "announcement", "2025年7月22日公告实施2024年度利润分配及资本公积金转增股本，股价随之除权。", [
    EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "转增" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司已发布2025年中期利润分配公告，年内两次分红。",
    [EV("dividend", true, { from: "2025-07-01", title: "中期", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无中期分红公告" },
  ),
  c("u", A, "tS", "undecidable", "雪球上关于“价格战”的讨论热度一周上升40%，情绪偏空。", [U("社区热度不在数据内")]),
  c("u", A, "tB", "annual", "营收规模由2021年2161.42亿元扩张到8039.65亿元，约为原来的3.7倍，规模优势无人能及。", [
    V("revenue", "2021", "2161.42"),
    V("revenue", "2025", "8039.65"),
    X("revenue", "2025", "2021", { v: "3.7", cmp: "approx" }),
    U("“无人能及”需同业数据"),
  ]),
  c("t", A, "tB", "annual", "2025年营业总收入8039.65亿元，连续第四年创新高，规模仍在扩张。", [
    V("revenue", "2025", "8039.65"),
    MAX("revenue", "2025", Y21_25),
    UP("revenue", Y21_25),
  ]),
  c("t", A, "tBe", "quarterly", "2026Q1营收1502.25亿元，环比2025年四季度的2376.99亿元下降约37%。", [
    V("revenue", "2026Q1", "1502.25"),
    V("revenue", "2025S4", "2376.99"),
    QOQ("revenue", "2026S1", "2025S4", { v: "-37", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2025年三季度单季归母净利78.23亿元，同比下降约33%，环比二季度也下滑。",
    [
      V("net_profit", "2025S3", "78.23"),
      G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
      QOQ("net_profit", "2025S3", "2025S2", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "二季度63.56亿，三季度环比+23%" },
  ),
  c("t", A, "tM", "annual", "2025年净利降约19%而营收增约3.5%，增速差约22个百分点，利润端承压。", [
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "-22", cmp: "approx" }),
  ]),
  c("u", A, "tTr", "undecidable", "计划在100元附近分两笔建仓，目标价120元，跌破95元止损。", [U("交易计划与目标价")]),
  c("t", A, "tA", "technical", "近60日累涨约12%、均线多头排列，趋势资金可以继续持有。", [
    RET(60, { v: "12", cmp: "approx" }),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
  c("t", A, "tC", "industry", "70.74%的资产负债率对制造业偏高，一旦销量下滑，偿债压力会放大。", [
    V("debt_ratio", "2025", "70.74", "%"),
    IND("high_debt_is_risk"),
  ]),
  c(
    "f",
    A,
    "tNe",
    "industry",
    "70.74%的负债率和银行九成负债率一样属于行业常态，不必折价。",
    [V("debt_ratio", "2025", "70.74", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "制造企业不能套用金融业负债率常态" },
  ),
  c("t", A, "tP", "annual", "2025年分配股利及偿付利息141.25亿元，较上年100.51亿元增约41%。", [
    V("dividends_interest_paid", "2025", "141.25"),
    V("dividends_interest_paid", "2024", "100.51"),
    G("dividends_interest_paid", "2025", { v: "41", cmp: "approx" }),
  ]),
  c("u", A, "tP", "undecidable", "海外销量占比已升至三成，出海将是2026年利润修复的主要来源。", [
    U("海外销量与预测不在数据内"),
  ]),

  // ---- vote lenses -------------------------------------------------------------------------------------------------
  c("t", A, "vF", "annual", "2025年归母净利润降19%，但近四个季度约275亿元仍远超2022年的166.22亿元。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    PAIR("net_profit", "2026Q1TTM", undefined, { period2: "2022", mode: "gt" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "2025年营业总收入8039.65亿元，同比增长约3.5%，利润同步增长。",
    [G("revenue", "2025", { v: "3.5", cmp: "approx" }), G("net_profit", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "利润同比-18.97%" },
  ),
  c("t", A, "vT", "technical", "最近两个交易日收盘重新站回MA20上方，20日振幅约8.3%，走势偏稳。", [
    MAHOLD(20, 2, "above"),
    H.MAX_CROSS(20, "up", 2),
    AMP(20, { v: "8.3", cmp: "approx" }),
  ]),
  c("t", A, "vN", "announcement", "2025年以来员工持股计划相关公告不少于10份，激励覆盖持续。", [
    EVN("equity_incentive", "2025-01-01", { v: "10", cmp: "ge" }),
  ]),
  c("t", A, "bull", "quarterly", "2026Q1末负债率70.94%，较2024年末74.64%低约3.7个百分点，杠杆在下降。", [
    V("debt_ratio", "2026Q1", "70.94", "%"),
    V("debt_ratio", "2024", "74.64", "%"),
    PP("debt_ratio", "2026Q1", { base: "2024", v: "-3.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2026Q1末货币资金757.87亿元，较2025年一季度末的1174.07亿元减少约45%。",
    [
      V("cash", "2026Q1", "757.87"),
      V("cash", "2025Q1", "1174.07"),
      G("cash", "2026Q1", { v: "-45", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "减少约35.5%" },
  ),
  c("t", A, "bear", "annual", "2025年现金分红与付息141.25亿元，而经营现金流只有591.36亿元、资本开支1568.08亿元。", [
    V("dividends_interest_paid", "2025", "141.25"),
    V("operating_cash_flow", "2025", "591.36"),
    V("capex", "2025", "1568.08"),
  ]),
  c("u", A, "bear", "undecidable", "特斯拉降价叠加吉利新车密集上市，比亚迪的市占率二季度可能继续下滑。", [
    U("同业与市占率、预测"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "前年比亚迪归母净利润300.41亿元，去年增至326.19亿元，两年利润仍在爬坡。",
    [
      V("net_profit", "2024", "300.41", "亿", "eq", { err: "wrong_period" }),
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { dir: "up", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "300.41亿是2023年（大前年）；前年2024年为402.54亿" },
  ),
  c("u", A, "tN", "announcement", "有股东近期披露减持计划，短期或对股价形成压制。", [
    U("减持公告不决定任何事；影响为推断"),
  ]),
];
