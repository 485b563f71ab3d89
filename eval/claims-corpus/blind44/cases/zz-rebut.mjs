// Rebuttals that quote the other side's figure before correcting it, risk debaters, vote lenses, rulings.
// All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MIN, DOWN, RET, CLOSE, MA, RSI, HI52, U, QOQ, SNAP, MCPE, MCNOW, POS52, READ, DD, PE, IND, EV } =
  H;
const catl = H.maker("b44-reb-catl", "300750");
const byd = H.maker("b44-reb-byd", "002594");
const spc = H.maker("b44-reb-spc", "600028");
const A = "2026-04-30";

export default [
  catl("t", A, "fT", "annual", "空方说“2025年营收只增一成”，可年报营收4237亿元、同比增17.0%，增速被明显低估。", [
    V("revenue", "2025", "4237", "亿", "approx"),
    G("revenue", "2025", { v: "17.0" }),
  ]),
  byd(
    "f",
    A,
    "fT",
    "quarterly",
    "多方称一季度净利降55%过于悲观，按季报口径实际降幅约35%。",
    [G("net_profit", "2026Q1", { v: "-35", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际同比-55.4%，原说法正确" },
  ),
  catl("t", A, "fQ", "quarterly", "多方只引用“一季度营收增长52%”，却不提它比去年四季度少了约8%。", [
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
  ]),
  byd("t", A, "tB", "annual", "空头说负债率居高不下，但比亚迪负债率已从2023年的77.86%降到70.74%，为2022年以来最低。", [
    V("debt_ratio", "2023", "77.86", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    MIN("debt_ratio", "2025", ["2022", "2023", "2024", "2025"]),
  ]),
  catl(
    "f",
    A,
    "tBe",
    "annual",
    "多头说现金流强劲，可经营现金流增速只有7%左右，远远跟不上利润。",
    [G("operating_cash_flow", "2025", { v: "7", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "经营现金流同比+37.4%" },
  ),
  spc("t", A, "tNe", "valuation", "激进派只盯着0.84倍的破净PB，却忽略归母净利已连降三年、2024年又降了16.8%。", [
    SNAP("pb", "0.84", "x", "eq"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    G("net_profit", "2024", { v: "-16.8" }),
  ]),
  spc(
    "f",
    A,
    "tA",
    "annual",
    "净利率跌到1.87%反而说明盈利已到底，对股价是利好。",
    [
      READ(PP("net_margin", "2024", { dir: "down" }), "positive", { err: "stance" }),
      V("net_margin", "2024", "1.87", "%"),
    ],
    { err: "stance", note: "利润率下滑读作利好" },
  ),
  catl("t", A, "tC", "valuation", "激进风控说“估值只有17倍”，那是按快照市值算的；按今天收盘价约27.5倍。", [
    MCPE("2025", "17", "approx"),
    MCNOW("2025", "27.5", "approx"),
  ]),
  byd(
    "f",
    A,
    "tC",
    "quarterly",
    "从稳健角度看，一季度营收1502亿元、同比仅增3.5%，增长已经失速。",
    [
      V("revenue", "2026Q1", "1502", "亿", "approx"),
      G("revenue", "2026Q1", { v: "3.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "3.5%是2025全年增速；一季度同比-11.8%" },
  ),
  catl("t", A, "tM", "annual", "裁决：多方的利润增速42%属实，空方说的一季度环比少8%也属实，双方各对一半。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
  ]),
  byd("u", A, "tM", "undecidable", "裁决：海外销量占比是否已过三成，无法从财报核实，暂不采信。", [U("海外销量占比")]),
  spc("t", A, "tP", "valuation", "综合看：静态PE约13倍、股价贴着52周区间底部，但利润趋势向下，维持观望。", [
    PE("2024", "13", "approx"),
    POS52({ v: "20", cmp: "le" }),
    DOWN("net_profit", ["2022", "2023", "2024"]),
  ]),
  catl(
    "f",
    A,
    "vT",
    "technical",
    "收盘436元创出52周新高，突破形态确立，技术面这票投多。",
    [CLOSE("436"), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周高点460元" },
  ),
  spc("t", A, "vT", "technical", "RSI约30，收盘跌破20日线5.63元，这一票投空。", [
    RSI("30", "approx"),
    MA(20, "below"),
    MA(20, "value", { v: "5.63", cmp: "approx" }),
  ]),
  byd(
    "f",
    A,
    "vF",
    "annual",
    "经营现金流只相当于归母净利的1.2倍，利润质量堪忧，投反对票。",
    [R("operating_cash_flow", "net_profit", "2025", "1.2", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "591.36/326.19=1.81倍" },
  ),
  byd("t", A, "fL", "annual", "综合多空：营收小幅增长3.5%、利润下降19%，“增收不增利”的判断成立。", [
    G("revenue", "2025", { v: "3.5", cmp: "approx", size: "小幅增长" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  spc(
    "f",
    A,
    "fL",
    "annual",
    "2024年营收大幅下滑、利润降16.8%，基本面全面崩塌。",
    [
      G("operating_revenue", "2024", { size: "大幅下滑", err: "overstatement" }),
      G("net_profit", "2024", { v: "-16.8" }),
    ],
    { err: "overstatement", note: "营收-4.3%" },
  ),
  catl("t", A, "fS", "quarterly", "情绪虽热，但一季度净利207亿元、同比增48.5%，高增长并非题材炒作。", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "48.5" }),
  ]),
  byd("u", A, "fS", "undecidable", "社交平台上关于降价的负面讨论占比已升至六成。", [U("舆情占比")]),
  catl(
    "f",
    A,
    "tTr",
    "technical",
    "空头说涨多了，可近20个交易日涨幅已超两成，趋势资金还在加码。",
    [RET(20, { v: "20", cmp: "gt", err: "wrong_magnitude" }), U("资金动向")],
    { err: "wrong_magnitude", note: "近20日+7.5%" },
  ),
  byd("t", A, "tTr", "technical", "空方说高位风险大，但近60日高点以来只回撤4.3%，收盘还在20日线之上，继续持有。", [
    DD(60, { v: "-4.3", cmp: "approx" }),
    MA(20, "above"),
  ]),
  spc(
    "f",
    A,
    "fT",
    "annual",
    "多方说2024年毛利率同比提升0.18个百分点，这个说法没有问题。",
    [PP("gross_margin", "2024", { v: "0.18", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "毛利率同比-0.18个百分点" },
  ),
  spc("t", A, "fQ", "annual", "空方说研发投入在缩减，事实上2024年研发费用152亿元，同比还增长了约9%。", [
    V("research_expense", "2024", "152", "亿", "approx"),
    G("research_expense", "2024", { v: "9", cmp: "approx" }),
  ]),
  catl(
    "f",
    A,
    "tA",
    "industry",
    "保守派嫌61.94%的负债率偏高，可银行九成负债都是常态，六成对任何企业都不算高。",
    [V("debt_ratio", "2025", "61.94", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行的负债率常态不适用于制造业" },
  ),
  byd(
    "f",
    A,
    "tNe",
    "quarterly",
    "一季度归母净利40.85亿元确是近五个季度最低，但环比只降了约16%，淡季说法也说得通。",
    [
      V("net_profit", "2026Q1", "40.85"),
      MIN("net_profit", "2026Q1", ["2025S1", "2025S2", "2025S3", "2025S4", "2026Q1"]),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-16", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-56.0%" },
  ),
  byd(
    "f",
    A,
    "tA",
    "industry",
    "拿银行业九成负债的标准衡量，比亚迪七成负债率算保守的，安全得很。",
    [V("debt_ratio", "2025", "70", "%", "approx"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "车企不按金融业负债常态衡量" },
  ),
  catl(
    "f",
    A,
    "vF",
    "industry",
    "负债率61.94%，对照金融业九成的常态属于低杠杆，不构成风险，投看多。",
    [V("debt_ratio", "2025", "61.94", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "制造业不适用金融业负债常态" },
  ),
  catl(
    "f",
    A,
    "fQ",
    "annual",
    "经营现金流同比大增37%，恰恰说明资金在体内空转，这是需要警惕的负面信号。",
    [READ(G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }), "negative", { err: "stance" }), U("资金空转")],
    { err: "stance", note: "现金流改善读作利空" },
  ),
  catl(
    "f",
    A,
    "tC",
    "announcement",
    "回购结果公告后，公司4月中旬又抛出新一轮回购方案，托底意愿很强。",
    [EV("repurchase", true, { from: "2026-04-08", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月7日回购结果之后无回购公告" },
  ),
  byd(
    "f",
    A,
    "tB",
    "announcement",
    "空头忽视了一点：公司1月刚公告新一期员工持股计划，管理层与股东利益绑定。",
    [EV("equity_incentive", true, { from: "2026-01-01", to: "2026-01-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年1月无员工持股 / 股权激励公告" },
  ),
];
