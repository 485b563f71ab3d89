// 贵州茅台 on 2026-04-30 (FY2025 and 2026Q1 public) and 2025-10-31 (2025 前三季度 public); notices: annual reports only.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, RET, CLOSE, MA, RSI, MACD, HI52, LO52, U, CAGR, D, QOQ, GSTREAK, UP, EV, PE } = H;
const { READ, POS52, PSUM } = H;
const c = H.maker("b9-mt", "600519");
const A = "2026-04-30";
const O = "2025-10-31";
const T = (a, r, k, s, sp, o) => c("t", a, r, k, s, sp, o);
const F = (e, a, r, k, s, sp, note) => c("f", a, r, k, s, sp, { err: e, note });
const N = (a, r, k, s, sp) => c("u", a, r, k, s, sp);

export default [
  // DeepSeek-V3 adversarial points (bull / bear)
  N(
    A,
    "bull",
    "annual",
    "即便在行业深度调整期，2025年茅台仍实现营业总收入1720.54亿元，同比仅下滑1.2%，韧性远超同业。",
    [V("revenue", "2025", "1720.54"), G("revenue", "2025", { v: "-1.2", dir: "down" }), U("同业对比")],
  ),
  T(A, "bull", "annual", "2025年归母净利润823.20亿元，虽同比回落4.53%，但净利率仍高达50.53%，盈利质量无可挑剔。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.53" }),
    V("net_margin", "2025", "50.53", "%"),
  ]),
  F("wrong_direction", A, "bull", "annual", "2025年归母净利润823.20亿元，同比增长4.53%，高基数下依旧稳步向上。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "4.53", err: "wrong_direction" }),
  ]),
  T(A, "bear", "annual", "2025年经营活动现金流净额615.22亿元，较2024年的924.64亿元大幅缩水约33%，现金流入明显承压。", [
    V("operating_cash_flow", "2025", "615.22"),
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2025", { v: "-33", cmp: "approx", size: "大幅下滑" }),
  ]),
  F(
    "wrong_magnitude",
    A,
    "bear",
    "annual",
    "经营现金流从924.64亿元骤降至615.22亿元，几近腰斩，现金创造能力大不如前。",
    [
      V("operating_cash_flow", "2024", "924.64"),
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { size: "腰斩", err: "wrong_magnitude" }),
    ],
    "实际降幅约33.5%，不到腰斩",
  ),
  T(A, "bear", "annual", "ROE由2024年的36.02%降至2025年的32.53%，一年回落3.49个百分点，资本回报高点已过。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.49" }),
  ]),
  F("wrong_value", A, "bear", "annual", "ROE由36.02%降至32.53%，下滑近5个百分点，盈利能力下台阶的信号清晰。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-5", cmp: "near", err: "wrong_value" }),
  ]),
  T(A, "bull", "quarterly", "2026年一季度归母净利润272.43亿元，同比增长1.47%，开年即重回正增长。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.47", dir: "up" }),
  ]),
  F(
    "wrong_period",
    A,
    "bull",
    "quarterly",
    "2026年Q1归母净利润268.47亿元，同比小幅增长，开年表现稳健。",
    [
      V("net_profit", "2026Q1", "268.47", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2026Q1", { dir: "up" }),
    ],
    "268.47亿元是2025年一季度的归母净利润",
  ),
  T(A, "bear", "quarterly", "单季来看，2025年四季度归母净利润仅176.93亿元，为全年四个季度中最低。", [
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  F(
    "wrong_extreme",
    A,
    "bear",
    "quarterly",
    "2025年三季度单季归母净利润192.24亿元，是全年单季利润的低点。",
    [
      V("net_profit", "2025S3", "192.24"),
      MIN("net_profit", "2025S3", ["2025Q1", "2025S2", "2025S3", "2025S4"], { err: "wrong_extreme" }),
    ],
    "单季最低是四季度176.93亿元",
  ),
  T(A, "bull", "quarterly", "2026Q1经营现金流净额269.10亿元，较上年同期的88.09亿元增长逾两倍，现金流大幅改善。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    G("operating_cash_flow", "2026Q1", { v: "200", cmp: "gt" }),
  ]),
  F(
    "wrong_ratio",
    A,
    "bull",
    "quarterly",
    "一季度经营现金流269.10亿元，约为同期归母净利润的1.5倍，含金量极高。",
    [
      V("operating_cash_flow", "2026Q1", "269.10"),
      R("operating_cash_flow", "net_profit", "2026Q1", "1.5", { cmp: "approx", err: "wrong_ratio" }),
    ],
    "实际约0.99倍",
  ),
  T(A, "bear", "quarterly", "2026年一季度毛利率89.76%，较上年同期的91.97%下降2.21个百分点，毛利端有所承压。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    V("gross_margin", "2025Q1", "91.97", "%"),
    PP("gross_margin", "2026Q1", { base: "2025Q1", v: "-2.21" }),
  ]),
  // Qwen analysts (findebate)
  T(A, "fE", "annual", "数据显示，公司2024年营业总收入1741.44亿元，同比增长15.66%；2025年则小幅回落至1720.54亿元。", [
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.66" }),
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { size: "小幅下滑" }),
  ]),
  F(
    "wrong_period",
    A,
    "fE",
    "annual",
    "公司2025年营业总收入1741.44亿元，同比微降1.2%，规模基本守住。",
    [V("revenue", "2025", "1741.44", "亿", "eq", { err: "wrong_period" }), G("revenue", "2025", { v: "-1.2" })],
    "1741.44亿元是2024年数",
  ),
  T(A, "fE", "annual", "2019-2024年归母净利润由412.06亿元增至862.28亿元，五年复合增速约15.9%，2025年首次出现负增长。", [
    V("net_profit", "2019", "412.06"),
    V("net_profit", "2024", "862.28"),
    CAGR("net_profit", "2019", "2024", { v: "15.9", cmp: "approx" }),
    G("net_profit", "2025", { dir: "down" }),
    GSTREAK("net_profit", ["2020", "2021", "2022", "2023", "2024"], 0, 1000),
  ]),
  F(
    "wrong_magnitude",
    A,
    "fE",
    "annual",
    "2020年至2024年，茅台归母净利润连续五年保持15%以上的增长。",
    [GSTREAK("net_profit", ["2020", "2021", "2022", "2023", "2024"], 15, 1000, { err: "wrong_magnitude" })],
    "2020年13.3%、2021年12.3%",
  ),
  T(A, "fE", "annual", "2020至2024年归母净利润连续五年实现两位数增长，2025年这一纪录被打破。", [
    GSTREAK("net_profit", ["2020", "2021", "2022", "2023", "2024"], 10, 100),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  N(A, "fV", "valuation", "按2024年每股收益68.64元计，当前1384.79元的股价对应静态市盈率约20.2倍，处于历史偏低区间。", [
    V("basic_eps", "2024", "68.64", "元"),
    CLOSE("1384.79"),
    PE("2024", "20.2"),
    U("历史估值分位"),
  ]),
  F(
    "wrong_value",
    A,
    "fV",
    "valuation",
    "以2024年每股收益68.64元测算，现价1384.79元对应市盈率约17倍，估值已具吸引力。",
    [CLOSE("1384.79"), PE("2024", "17", "approx", { err: "wrong_value" })],
    "约20.2倍",
  ),
  T(A, "fR", "annual", "资产负债率从2024年的19.04%降至2025年的16.42%，财务结构非常稳健，几乎没有偿债压力。", [
    V("debt_ratio", "2024", "19.04", "%"),
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  F("wrong_direction", A, "fR", "annual", "2025年末资产负债率16.42%，较上年小幅抬升，但绝对水平仍低。", [
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" }),
  ]),
  T(A, "fR", "annual", "2025年支付股利与利息672.42亿元，约占当年经营现金流615.22亿元的109%，分红已超出当年现金流入。", [
    V("dividends_interest_paid", "2025", "672.42"),
    V("operating_cash_flow", "2025", "615.22"),
    R("dividends_interest_paid", "operating_cash_flow", "2025", "109", { u: "%", cmp: "approx" }),
  ]),
  T(A, "fS", "technical", "近20个交易日股价回落5.11%，收于1384.79元，短线走势偏弱。", [
    RET(20, { v: "-5.11" }),
    CLOSE("1384.79"),
  ]),
  F(
    "technical",
    A,
    "fS",
    "technical",
    "股价近20个交易日上涨5.11%，资金回流迹象明显。",
    [RET(20, { v: "5.11", err: "technical" })],
    "实为下跌5.11%",
  ),
  T(A, "fM", "technical", "技术面上，股价1384.79元位于MA5、MA20、MA60及MA250之下，均线空头压制明显。", [
    MA(5, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
  ]),
  F(
    "technical",
    A,
    "fM",
    "technical",
    "MACD于4月中旬形成金叉，DIF上穿DEA，短线有望企稳反弹。",
    [MACD("golden_cross", 15, { err: "technical" })],
    "4月17日是死叉",
  ),
  T(A, "fM", "technical", "MACD在4月17日前后死叉后DIF持续位于DEA下方，RSI(14)约39.6，弱势格局未改。", [
    MACD("death_cross", 12),
    MACD("dif_below_dea"),
    RSI("39.6", "approx"),
  ]),
  T(A, "fL", "annual", "综合来看，2025年营收、利润双双下滑，但净利率50%以上、负债率16%左右，基本面底盘依旧坚实。", [
    G("revenue", "2025", { dir: "down" }),
    G("net_profit", "2025", { dir: "down" }),
    V("net_margin", "2025", "50", "%", "gt"),
    V("debt_ratio", "2025", "16", "%", "approx"),
  ]),
  // TradingAgents roles
  T(A, "tF", "annual", "2025年总资产3038.35亿元，负债仅498.76亿元，账面现金516.91亿元，较上年减少约76亿元。", [
    V("total_assets", "2025", "3038.35"),
    V("total_liabilities", "2025", "498.76"),
    V("cash", "2025", "516.91"),
    D("cash", "2025", { v: "-76", cmp: "approx" }),
  ]),
  F("wrong_direction", A, "tF", "annual", "期末货币资金516.91亿元，较2024年末增加约76亿元，现金储备进一步充实。", [
    V("cash", "2025", "516.91"),
    D("cash", "2025", { v: "76", cmp: "approx", err: "wrong_direction" }),
  ]),
  T(A, "tF", "annual", "2025年投资活动现金净流出316.42亿元，远高于2024年的17.85亿元，资金配置方向值得跟踪。", [
    V("investing_cash_flow", "2025", "-316.42"),
    V("investing_cash_flow", "2024", "-17.85"),
  ]),
  T(A, "tT", "technical", "现价距52周高点1645元回撤约15.8%，距52周低点1322.01元仅约4.8%，处于区间下沿。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-15.8", cmp: "approx" }),
    LO52({ cond: "level", v: "1322.01" }),
    LO52({ v: "4.8", cmp: "approx" }),
    POS52({ v: "25", cmp: "le" }),
  ]),
  F(
    "technical",
    A,
    "tT",
    "technical",
    "股价站稳250日均线1453元上方，长期趋势依旧向上。",
    [MA(250, "above", { err: "technical" })],
    "收盘1384.79低于MA250",
  ),
  T(A, "tT", "technical", "近20日与前20日相比成交量略有放大（约1.06倍），但价格同步走低，属放量下跌。", [
    H.VOLR({ v: "1.06", cmp: "approx" }),
    RET(20, { dir: "down" }),
  ]),
  T(A, "tBe", "annual", "2025年营收和归母净利润出现近年来首次同步下滑，分别下降1.20%和4.53%，成长叙事需要重估。", [
    G("revenue", "2025", { v: "-1.20" }),
    G("net_profit", "2025", { v: "-4.53" }),
    UP("revenue", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  F(
    "wrong_value",
    A,
    "tBe",
    "annual",
    "2025年归母净利润同比下降5.43%，为近年首次负增长，高端白酒需求疲软已传导至龙头。",
    [G("net_profit", "2025", { v: "-5.43", err: "wrong_value" }), U("行业需求")],
    "实为-4.53%，数字颠倒",
  ),
  T(A, "tB", "quarterly", "2026年一季度营业收入539.09亿元，归母净利润272.43亿元，单季净利润超过2025年任何一个季度。", [
    V("operating_revenue", "2026Q1", "539.09"),
    V("net_profit", "2026Q1", "272.43"),
    MAX("net_profit", "2026Q1", ["2025Q1", "2025S2", "2025S3", "2025S4", "2026Q1"]),
  ]),
  F(
    "wrong_base_year",
    A,
    "tB",
    "quarterly",
    "2026年一季度归母净利润272.43亿元，较2025年四季度的192.24亿元环比大增。",
    [V("net_profit", "2026Q1", "272.43"), V("net_profit", "2025S4", "192.24", "亿", "eq", { err: "wrong_base_year" })],
    "192.24亿元是三季度单季；四季度为176.93亿元",
  ),
  N(A, "tC", "quarterly", "一季度利润同比仅+1.47%，较2024年同期的双位数增速明显降档，估值修复缺乏业绩支撑。", [
    G("net_profit", "2026Q1", { v: "1.47" }),
    U("2024年一季度增速未存储"),
  ]),
  T(A, "tA", "technical", "RSI(14)约39.6，尚未进入30以下超卖区，距52周低点仅4.75%，激进者可小仓位左侧布局。", [
    RSI("39.6", "approx"),
    RSI("30", "gt"),
    LO52({ v: "4.75" }),
  ]),
  T(A, "tTr", "technical", "收盘1384.79元，5日均线1410.53元下方，短线仍在调整，建议分批而非一次性建仓。", [
    CLOSE("1384.79"),
    MA(5, "below"),
    MA(5, "value", { v: "1410.53" }),
  ]),
  F(
    "technical",
    A,
    "tNe",
    "technical",
    "年初至今股价下跌约9%，跑输大盘，短期缺乏催化。",
    [H.SPAN("2025-12-31", { v: "-9", cmp: "approx", err: "technical" }), U("大盘对比")],
    "较2025年末收盘1377.18元上涨0.55%；-9%是较2024年末",
  ),
  T(A, "tNe", "technical", "相较2024年末的1524元，股价累计下跌约9.1%；但较2025年末基本持平。", [
    H.SPAN("2024-12-31", { v: "-9.1", cmp: "approx" }),
    H.SPAN("2025-12-31", { dir: "flat" }),
  ]),
  T(
    A,
    "tP",
    "annual",
    "2025年归母净利润823.20亿元、经营现金流615.22亿元，现金流/净利润约0.75倍，盈利含金量不及2024年的约1.07倍。",
    [
      V("net_profit", "2025", "823.20"),
      V("operating_cash_flow", "2025", "615.22"),
      R("operating_cash_flow", "net_profit", "2025", "0.75", { cmp: "approx" }),
      R("operating_cash_flow", "net_profit", "2024", "1.07", { cmp: "approx" }),
    ],
  ),
  N(A, "tP", "undecidable", "若2026年茅台批价继续下探至1800元以下，全年利润或将再降5%，维持观望。", [
    U("批价与情景假设"),
  ]),
  N(A, "tN", "undecidable", "据渠道调研，飞天茅台散瓶批价近期回落至1850元附近，经销商库存偏高。", [
    U("批价和渠道库存"),
  ]),
  N(A, "fT", "undecidable", "公司直销渠道收入占比已超过45%，i茅台贡献显著，渠道结构持续优化。", [U("分渠道收入")]),
  N(A, "bull", "undecidable", "2025年归母净利润823.20亿元，约为五粮液同期的2.6倍，龙头地位稳固。", [
    V("net_profit", "2025", "823.20"),
    U("五粮液2025年利润未存储"),
  ]),
  N(A, "fV", "undecidable", "市场一致预期2026年净利润约850亿元，对应当前市值约20倍PE。", [U("一致预期")]),
  // 2025-10-31 (前三季度报已披露)
  T(O, "fE", "quarterly", "2025年前三季度归母净利润646.27亿元，其中三季度单季192.24亿元，环比二季度小幅增加。", [
    V("net_profit", "2025M9", "646.27"),
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S3", "2025S2", { dir: "up", size: "小幅增长" }),
  ]),
  F(
    "wrong_period",
    O,
    "bull",
    "quarterly",
    "前三季度归母净利润454.03亿元，盈利规模稳居白酒行业第一。",
    [V("net_profit", "2025M9", "454.03", "亿", "eq", { err: "wrong_period" }), U("行业排名")],
    "454.03亿元是上半年数",
  ),
  T(O, "tT", "technical", "截至10月31日收盘1430.01元，距52周低点1400元仅约2%，MA250约1497元形成上方压力。", [
    CLOSE("1430.01"),
    LO52({ v: "2", cmp: "approx" }),
    MA(250, "value", { v: "1497", cmp: "approx" }),
    MA(250, "below"),
  ]),
  F(
    "technical",
    O,
    "tT",
    "technical",
    "10月28日MACD金叉确认，短期动能转强。",
    [MACD("golden_cross", 5, { err: "technical" })],
    "10月28日为死叉",
  ),
  N(O, "bear", "technical", "过去120个交易日股价下跌约8%，250日跌幅约7.3%，长期资金持续撤离。", [
    RET(120, { v: "-8", cmp: "approx" }),
    RET(250, { v: "-7.3", cmp: "approx" }),
    U("资金流向"),
  ]),
  N(O, "tS", "undecidable", "中秋国庆双节期间茅台动销同比下滑两成，渠道普遍悲观。", [U("动销数据")]),
  // vote
  T(A, "vF", "annual", "看空：2025年营收、净利双降，经营现金流同比减少约33%，基本面拐点已现。", [
    G("revenue", "2025", { dir: "down" }),
    G("net_profit", "2025", { dir: "down" }),
    G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }),
  ]),
  F(
    "stance",
    A,
    "vT",
    "technical",
    "看多：近20日股价下跌5.11%且跌破所有主要均线，技术面释放积极信号。",
    [READ(RET(20, { v: "-5.11" }), "positive", { err: "stance" })],
    "下跌读作积极",
  ),
  N(A, "vN", "announcement", "消息面：截至4月底已公开的公告中只有年度报告，未见回购、增持类消息。", [
    EV("annual_report"),
    U("茅台仅存储年报公告，回购与增持无法判定"),
  ]),
  F(
    "wrong_value",
    A,
    "vF",
    "annual",
    "看多：2025年净利率达到52.27%，盈利能力仍在提升。",
    [
      V("net_margin", "2025", "52.27", "%", "eq", { err: "wrong_value" }),
      PP("net_margin", "2025", { dir: "up", err: "wrong_value" }),
    ],
    "52.27%是2024年；2025年50.53%且下降",
  ),
  // Forum / wire / quant voices
  T(A, "tS", "technical", "雪球热帖：茅台近5个交易日又跌了2.4%，从1419跌到1384.79，抄底的兄弟又被套了。", [
    RET(5, { v: "-2.4", cmp: "approx" }),
    RET(5, { to: "2026-04-23", dir: "down" }),
    CLOSE("1419", "eq", { date: "2026-04-23" }),
    CLOSE("1384.79"),
  ]),
  T(A, "tN", "annual", "【快讯】贵州茅台年报：2025年实现营业收入1688.38亿元，归母净利润823.20亿元，同比下降4.53%。", [
    V("operating_revenue", "2025", "1688.38"),
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.53" }),
  ]),
  F(
    "wrong_value",
    A,
    "tN",
    "annual",
    "【快讯】贵州茅台2025年营业收入1688.38亿元，同比增长1.2%，归母净利润823.20亿元。",
    [
      V("operating_revenue", "2025", "1688.38"),
      G("operating_revenue", "2025", { v: "1.2", err: "wrong_value" }),
      V("net_profit", "2025", "823.20"),
    ],
    "营业收入同比-1.2%",
  ),
  T(A, "tM", "annual", "研报摘要：公司2025年资本开支31.28亿元，较2024年46.79亿元下降，资本开支强度明显放缓。", [
    V("capex", "2025", "31.28"),
    V("capex", "2024", "46.79"),
    G("capex", "2025", { dir: "down" }),
  ]),
  F(
    "wrong_value",
    A,
    "tM",
    "annual",
    "研报摘要：2025年资本开支约47亿元，维持高位投入，产能扩张仍在进行。",
    [V("capex", "2025", "47", "亿", "approx", { err: "wrong_value" })],
    "47亿左右是2024年，2025年31.28亿元",
  ),
  T(A, "fSy", "annual", "2021-2024年营收连续四年增长，2024年达1741.44亿元，为2019年以来最高；2025年略有回落。", [
    UP("revenue", ["2020", "2021", "2022", "2023", "2024"]),
    MAX("revenue", "2024", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    G("revenue", "2025", { dir: "down" }),
  ]),
  F(
    "wrong_extreme",
    A,
    "fSy",
    "annual",
    "2025年营业总收入1720.54亿元，创公司上市以来新高。",
    [
      V("revenue", "2025", "1720.54"),
      MAX("revenue", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    "2024年更高",
  ),
  T(A, "fQ", "quarterly", "质疑：2025年下半年归母净利润合计约369亿元，低于上半年的454.03亿元，利润后劲不足。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454.03"),
  ]),
];
