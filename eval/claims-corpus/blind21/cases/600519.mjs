// 贵州茅台: FY2019-2025 (some years partial), quarters 2025Q1..2026Q1, bars 2024-01-02..2026-04-30,
// annual-report notices only (a missing notice is undecidable). Dates: 2026-04-30, 2025-10-31, 2025-09-05, 2025-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ } = H;
const { PSUM, POS52, MCNOW, MCPE, X, RANK, SPAN, IN, PE, READ, PAIR, LIN, BRK, DD, VOLR, SNAP, SUM, MAHOLD } = H;
const c = H.maker("b21-mt", "600519");
const A = "2026-04-30";
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";

export default [
  c(
    "u",
    A,
    "bear",
    "annual",
    "2025年归母净利润823.20亿元，同比下降4.5%，十年来罕见的利润负增长。",
    [
      V("net_profit", "2025", "823.20"),
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
      U("十年来罕见：2015-2018年利润未全部存储"),
    ],
    { note: "十年维度缺2015-2018" },
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年营业收入1688.38亿元，同比增长1.2%，在行业调整期仍保持正增长。",
    [
      V("operating_revenue", "2025", "1688.38"),
      G("operating_revenue", "2025", { v: "1.2", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-1.21%" },
  ),
  c(
    "f",
    A,
    "fE",
    "annual",
    "茅台2025年营业收入1720.54亿元，同比小降1.2%。",
    [
      V("operating_revenue", "2025", "1720.54", "亿", "eq", { err: "wrong_value" }),
      G("operating_revenue", "2025", { v: "-1.2", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "1720.54是营业总收入，营业收入1688.38" },
  ),
  c("t", A, "fE", "annual", "营业总收入1720.54亿元、归母净利润823.20亿元，净利率50.53%，较上年收窄约1.7个百分点。", [
    V("revenue", "2025", "1720.54"),
    V("net_profit", "2025", "823.20"),
    V("net_margin", "2025", "50.53", "%"),
    PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "净利率从52.27%降至50.53%，下滑1.74%，盈利能力的松动比收入更明显。",
    [
      V("net_margin", "2024", "52.27", "%"),
      V("net_margin", "2025", "50.53", "%"),
      G("net_margin", "2025", { v: "-1.74", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "下降1.74个百分点，相对降幅3.33%" },
  ),
  c(
    "t",
    A,
    "fR",
    "annual",
    "值得注意的是，2025年经营现金流615.22亿元，同比减少约三分之一，这意味着现金流降幅远大于利润降幅。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { v: "-33.3", cmp: "approx" }),
      H.GDIFF(
        { metric: "operating_cash_flow", period: "2025" },
        { metric: "net_profit", period: "2025" },
        { v: "-20", cmp: "lt" },
      ),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "经营现金流从924.64亿元腰斩至615.22亿元，现金含金量大幅恶化。",
    [
      V("operating_cash_flow", "2024", "924.64"),
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { size: "腰斩", err: "overstatement" }),
    ],
    { err: "overstatement", note: "降幅33.5%，不到腰斩" },
  ),
  c("t", A, "fT", "annual", "空方说现金流腰斩不准确：615.22亿对924.64亿，降幅约33%，远未到一半。", [
    V("operating_cash_flow", "2025", "615.22"),
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "2025年支付的分红及利息672.42亿元，已超过当年经营现金流615.22亿元。", [
    V("dividends_interest_paid", "2025", "672.42"),
    V("operating_cash_flow", "2025", "615.22"),
    PAIR("dividends_interest_paid", "2025", "600519", { mode: "gt", metric2: "operating_cash_flow" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年分红付现672亿元，约为经营现金流的1.3倍，派息正在透支现金。",
    [
      V("dividends_interest_paid", "2025", "672", "亿", "approx"),
      R("dividends_interest_paid", "operating_cash_flow", "2025", "1.3", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "672.42/615.22=1.09" },
  ),
  c("t", A, "tF", "annual", "自由现金流（经营现金流减资本开支）2025年约584亿元，资本开支仅31.28亿元。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
    V("capex", "2025", "31.28"),
  ]),
  c("t", A, "tF", "annual", "ROE由36.02%降到32.53%，少了约3.5个百分点，但仍在三成以上。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
    V("roe", "2025", "30", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "2025年ROE 36.02%，依旧是A股最会赚钱的资产之一。",
    [V("roe", "2025", "36.02", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "36.02%是2024年，2025年32.53%" },
  ),
  c("t", A, "fV", "annual", "资产负债率16.42%，为2019年以来最低，账面几乎不靠负债经营。", [
    V("debt_ratio", "2025", "16.42", "%"),
    MIN("debt_ratio", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润从2019年的412.06亿元增至2025年的823.20亿元，六年复合增速约15%。",
    [
      V("net_profit", "2019", "412.06"),
      V("net_profit", "2025", "823.20"),
      CAGR("net_profit", "2019", "2025", { v: "15", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "CAGR约12.2%" },
  ),
  c("t", A, "bull", "annual", "拉长看，2025年归母净利润约为2019年的2倍，六年复合增速约12%。", [
    X("net_profit", "2025", "2019", { v: "2", cmp: "approx" }),
    CAGR("net_profit", "2019", "2025", { v: "12", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "2025年利润虽回落，仍是2019年以来次高，仅低于2024年的862.28亿元。", [
    RANK("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], "max", 2),
    V("net_profit", "2024", "862.28"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营业总收入2019-2025年连续六年增长，2025年达1720.54亿元。",
    [
      UP("revenue", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_direction" }),
      V("revenue", "2025", "1720.54"),
    ],
    { err: "wrong_direction", note: "2025年营业总收入下降" },
  ),
  c("t", A, "fE", "quarterly", "2026年一季度归母净利润272.43亿元，同比增长约1.5%，利润已止跌回升。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "2026Q1营收539.09亿元，归母净利润同比增长6.5%，增速重回中高个位数。",
    [
      V("operating_revenue", "2026Q1", "539.09"),
      G("net_profit", "2026Q1", { v: "6.5", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "6.5%是营收增速，净利+1.47%" },
  ),
  c("t", A, "tF", "quarterly", "一季度营业收入539.09亿元，同比增长约6.5%，收入端跑赢利润端。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "6.5", cmp: "lt" }),
  ]),
  c("t", A, "fE", "quarterly", "2025年第四季度单季归母净利润176.93亿元，是全年四个季度中最低的一季。", [
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2025年Q4单季归母净利润仅185.55亿元，为全年最低单季。",
    [
      V("net_profit", "2025S4", "185.55", "亿", "eq", { err: "wrong_period" }),
      MIN("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
    ],
    { err: "wrong_period", note: "185.55是二季度，四季度176.93" },
  ),
  c("t", A, "fE", "quarterly", "下半年归母净利润约369亿元，比上半年的454.03亿元少了八十多亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454.03"),
    PSUM(
      [
        ["net_profit", "2025H1", 1],
        ["net_profit", "2025", -1],
        ["net_profit", "2025H1", 1],
      ],
      IN("80", "90"),
    ),
  ]),
  c("t", A, "tF", "quarterly", "近四个季度归母净利润合计约827亿元，对应当前股价的市盈率约21倍。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    MCNOW("2026Q1TTM", "21", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按2025年823亿元利润计算，当前市值对应市盈率已跌到15倍左右。",
    [V("net_profit", "2025", "823", "亿", "approx"), MCNOW("2025", "15", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约21.1倍" },
  ),
  c("t", A, "fV", "valuation", "以2025-07-04快照市值约1.79万亿元计，对应2025年利润的PE约21.7倍。", [
    SNAP("marketCap", "1.79", "万亿", "approx"),
    MCPE("2025", "21.7", "approx"),
  ]),
  c("u", A, "fV", "valuation", "当前约21倍PE处于近十年估值的10%分位以下，安全边际充足。", [
    MCNOW("2025", "21", "approx"),
    U("历史估值分位未存储"),
  ]),
  c("t", A, "tT", "technical", "收盘1384.79元，跌破5、10、20、60日均线，均线呈空头排列。", [
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
    "股价站上年线1453元，中长期趋势仍偏多。",
    [MA(250, "value", { v: "1453", cmp: "approx" }), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘1384.79低于MA250 1453.44" },
  ),
  c("t", A, "tT", "technical", "MACD于4月17日死叉，DIF约-10.0，仍在DEA下方，RSI14约39.6，偏弱但未超卖。", [
    MACD("death_cross", 12),
    MACD("dif_value", undefined, { v: "-10.0", cmp: "approx" }),
    MACD("dif_below_dea"),
    RSI("39.6", "approx"),
    RSI("30", "gt"),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "MACD四月中旬形成金叉，DIF上穿DEA，短线反弹信号已出。",
    [MACD("golden_cross", 12, { err: "technical" })],
    { err: "technical", note: "4月17日为死叉" },
  ),
  c("t", A, "tT", "technical", "近52周最高1645元、最低1322.01元，现价距高点回落约16%，位于区间下沿。", [
    HI52({ cond: "level", v: "1645" }),
    LO52({ cond: "level", v: "1322.01" }),
    HI52({ v: "-16", cmp: "approx" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "茅台距52周低点1322元仅一步之遥，已经跌破了这一年内的最低价。",
    [LO52({ cond: "level", v: "1322", cmp: "approx" }), LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "收盘1384.79高于52周低点约4.75%" },
  ),
  c("t", A, "tT", "technical", "近20个交易日下跌约5.1%，收盘价创20日新低，成交量较前20日温和放大约6%。", [
    RET(20, { v: "-5.1", cmp: "approx" }),
    BRK(20, "down"),
    VOLR({ v: "1.06", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "今年以来茅台累计下跌约9%，跑输大盘，暂不加仓。",
    [SPAN("2025-12-31", { v: "-9", cmp: "approx", err: "wrong_period" }), U("大盘指数未存储")],
    { err: "wrong_period", note: "今年以来+0.55%；-9.13%是自2024年末" },
  ),
  c("t", A, "tTr", "technical", "较2025年最后一个交易日收盘1377.18元，年内仅微涨约0.5%，基本原地踏步。", [
    SPAN("2025-12-31", { v: "0.5", cmp: "approx" }),
    CLOSE("1377.18", "eq", { date: "2025-12-31" }),
  ]),
  c("u", A, "tN", "announcement", "公司已于4月中旬披露2025年年度报告，并同步公告每10股派现方案。", [
    V("net_profit", "2025", "823.20"),
    U("茅台公告仅存年报且2025年年报公告未收录；派现方案未存储"),
  ]),
  c("u", A, "tS", "undecidable", "i茅台渠道放量叠加批价企稳，市场情绪明显回暖，北向资金连续加仓。", [
    U("渠道结构、批价和北向资金未存储"),
  ]),
  c("u", A, "fM", "undecidable", "我们预计2026年归母净利润增长3%-5%，对应目标价1600元。", [
    U("盈利预测与目标价不可核验"),
  ]),
  c("u", A, "fSy", "annual", "2025年系列酒收入占比提升至近15%，产品结构下移拖累毛利率。", [U("分产品收入未存储")]),
  c("t", A, "fSy", "annual", "毛利率91.18%，比上年的91.93%下降0.75个百分点，高端定位未变。", [
    V("gross_margin", "2025", "91.18", "%"),
    V("gross_margin", "2024", "91.93", "%"),
    PP("gross_margin", "2025", { v: "-0.75" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度毛利率89.76%，较2025年全年下降约2.4个百分点，降幅是近年最大。",
    [
      V("gross_margin", "2026Q1", "89.76", "%"),
      PAIR("gross_margin", "2026Q1", "600519", {
        period2: "2025",
        mode: "pp",
        v: "-2.4",
        cmp: "approx",
        err: "wrong_value",
      }),
      U("近年单季毛利率未全部存储"),
    ],
    { err: "wrong_value", note: "89.76-91.18=-1.42pp" },
  ),
  c("u", A, "vF", "annual", "基本面视角：账上货币资金516.91亿元，较上年减少约76亿元，但仍远高于负债中的短期压力。", [
    V("cash", "2025", "516.91"),
    D("cash", "2025", { v: "-76", cmp: "approx" }),
    U("短期负债未存储"),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "基本面视角：总资产3038.35亿元，较上年增长约5%，扩表速度稳定。",
    [
      V("total_assets", "2025", "3038.35"),
      G("total_assets", "2025", { v: "5", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "增长1.64%" },
  ),
  c("t", A, "tP", "annual", "投资现金净流出从17.85亿元扩大到316.42亿元，约为上年的17.7倍。", [
    V("investing_cash_flow", "2024", "-17.85"),
    V("investing_cash_flow", "2025", "-316.42"),
    X("investing_cash_flow", "2025", "2024", { v: "17.7", cmp: "approx" }),
  ]),
  c("u", A, "tC", "announcement", "茅台3月已发布股份回购方案，回购金额上限60亿元，下行有托底。", [
    U("茅台公告仅收录年报，回购公告无从核验"),
  ]),

  // 2025-10-31: nine months 2025 public.
  c("t", O, "fE", "quarterly", "前三季度归母净利润646.27亿元，同比增长约6.2%，三季度单季192.24亿元。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    V("net_profit", "2025S3", "192.24"),
  ]),
  c(
    "f",
    O,
    "bull",
    "quarterly",
    "三季度单季归母净利润646.27亿元，同比增长6.2%，旺季不旺的担忧可以放下。",
    [V("net_profit", "2025S3", "646.27", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "646.27是前三季度累计，单季192.24" },
  ),
  c("t", O, "fQ", "quarterly", "三季度单季利润192.24亿元，环比二季度的185.55亿元仅增约3.6%。", [
    V("net_profit", "2025S3", "192.24"),
    V("net_profit", "2025S2", "185.55"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "3.6", cmp: "approx" }),
  ]),
  c("t", O, "tT", "technical", "1430.01元的收盘价压在5日到250日的每一条均线之下，10月28日MACD又现死叉，RSI约42。", [
    CLOSE("1430.01"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    MACD("death_cross", 5),
    RSI("42", "approx"),
  ]),
  c(
    "f",
    O,
    "tA",
    "technical",
    "茅台处于52周区间的中上部，距高点1667元不到5%，突破在望。",
    [HI52({ cond: "level", v: "1667.11", cmp: "approx" }), HI52({ v: "-5", cmp: "gt", err: "technical" })],
    { err: "technical", note: "距高点-14.2%，52周位置11%" },
  ),
  c("u", O, "tN", "quarterly", "三季报显示经销商库存已回落至1个月左右，动销好于预期。", [
    V("net_profit", "2025M9", "646.27"),
    U("渠道库存未存储"),
  ]),
  c("t", O, "tBe", "quarterly", "前三季度经营现金流381.97亿元，只有同期归母净利润646.27亿元的约六成。", [
    V("operating_cash_flow", "2025M9", "381.97"),
    R("operating_cash_flow", "net_profit", "2025M9", "0.6", { cmp: "approx" }),
  ]),

  // 2025-09-05: H1 2025 public.
  c("t", S, "fE", "quarterly", "上半年归母净利润454.03亿元，同比增长约8.9%，其中二季度单季185.55亿元。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    V("net_profit", "2025S2", "185.55"),
  ]),
  c(
    "f",
    S,
    "bear",
    "quarterly",
    "上半年经营现金流仅131.19亿元，还不到归母净利润的两成。",
    [
      V("operating_cash_flow", "2025H1", "131.19"),
      R("operating_cash_flow", "net_profit", "2025H1", "0.2", { cmp: "lt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "131.19/454.03=0.29" },
  ),
  c("t", S, "tT", "technical", "收盘1483元站上20日和60日均线，但仍压在120日、250日均线之下；MACD红柱延续。", [
    CLOSE("1483"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "below"),
    MA(250, "below"),
    MACD("dif_above_dea"),
  ]),
  c(
    "f",
    S,
    "tT",
    "technical",
    "近20日成交量较前20日萎缩约三成，上涨缺乏量能配合。",
    [VOL("shrink", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.51，放量" },
  ),
  c("u", S, "tS", "technical", "上周北向资金净买入茅台超过20亿元，外资回流迹象明显。", [U("资金流向未存储")]),

  // 2025-04-30: FY2024 public.
  c("t", P, "fE", "annual", "2024年归母净利润862.28亿元，同比增长15.4%，营业收入1708.99亿元，增长15.7%。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    V("operating_revenue", "2024", "1708.99"),
    G("operating_revenue", "2024", { v: "15.7", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "fV",
    "valuation",
    "按2024年每股收益68.64元，1547元的股价对应静态PE约18倍。",
    [V("basic_eps", "2024", "68.64", "元"), PE("2024", "18", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "1547/68.64=22.5倍" },
  ),
  c("t", P, "fV", "valuation", "每股收益68.64元，按1547元收盘计静态市盈率约22.5倍。", [
    V("basic_eps", "2024", "68.64", "元"),
    CLOSE("1547"),
    PE("2024", "22.5", "approx"),
  ]),
  c("t", P, "tN", "quarterly", "一季报归母净利润268.47亿元，同比增长约11.6%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "tT",
    "technical",
    "MACD在3月下旬金叉后DIF持续位于DEA上方，多头格局未变。",
    [MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "3月26日为死叉，DIF -0.15 < DEA 2.29" },
  ),
];
