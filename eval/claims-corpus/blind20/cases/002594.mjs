// 比亚迪: FY2017-2019, FY2021-2025, quarters 2024H1..2026Q1, bars from 2025-07-29 (52-week figures undecidable),
// notices: dividends, employee share plans (no buy-back notice stored; financing notices not collected).
// Dates: 2026-04-30, 2026-02-27, 2025-10-31, 2020-05-15 (FY2019 public).
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  PP,
  R,
  MAX,
  MIN,
  RANK,
  UP,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  EV,
  U,
  CAGR,
  QOQ,
  PSUM,
  X,
  READ,
  PAIR,
  D,
  LIN,
  SPAN,
  GDIFF,
  IND,
  DAYS,
  BIAS,
} = H;
const c = H.maker("b20-byd", "002594");
const A = "2026-04-30";
const F = "2026-02-27";
const O = "2025-10-31";
const E = "2020-05-15";
const Y = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "比亚迪2025年归母净利润326.19亿元，同比下滑约19%，增收不增利。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("revenue", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年营收8039.65亿元，同比增长超过10%，规模优势继续扩大。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { v: "10", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+3.46%" },
  ),
  c("t", A, "fR", "annual", "毛利率17.74%，较上年的19.44%下降1.7个百分点，盈利空间被压缩。", [
    V("gross_margin", "2025", "17.74", "%"),
    V("gross_margin", "2024", "19.44", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "毛利率从19.44%降到17.74%，跌幅达1.7%，尚在可接受范围。",
    [G("gross_margin", "2025", { v: "-1.7", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "下降1.70个百分点，相对降幅约8.7%" },
  ),
  c("u", A, "tS", "annual", "毛利率下滑主因海外运费上涨和电池降价让利，单车利润约6000元。", [
    PP("gross_margin", "2025", { dir: "down" }),
    U("单车利润与成本构成未存储"),
  ]),
  c("t", A, "fR", "annual", "经营现金流591.36亿元，不到上年1334.54亿元的一半，现金流明显走弱。", [
    V("operating_cash_flow", "2025", "591.36"),
    V("operating_cash_flow", "2024", "1334.54"),
    X("operating_cash_flow", "2025", "2024", { v: "0.5", cmp: "lt" }),
  ]),
  c("t", A, "tBe", "annual", "2025年资本开支1568.08亿元，经营现金流覆盖不到四成，自由现金流约为-977亿元。", [
    V("capex", "2025", "1568.08"),
    R("operating_cash_flow", "capex", "2025", "40", { u: "%", cmp: "lt" }),
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
    "tBe",
    "annual",
    "资本开支1568亿元，同比几乎翻倍，重资产扩张失控。",
    [V("capex", "2025", "1568", "亿", "approx"), G("capex", "2025", { size: "接近翻倍", err: "overstatement" })],
    { err: "overstatement", note: "同比+61%" },
  ),
  c("t", A, "tB", "annual", "资产负债率70.74%，比2023年末的77.86%低了7个多百分点，两年去杠杆见效。", [
    V("debt_ratio", "2023", "77.86", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { base: "2023", v: "-7", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "负债率仍高达70.74%，和银行业的九成负债率一样，属于车企的常态，不必担心。",
    [V("debt_ratio", "2025", "70.74", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "非金融企业，不能以银行负债率类比" },
  ),
  c("t", A, "fSy", "annual", "2021至2025年，2023年的负债率77.86%是最高点，此后连续两年下降。", [
    V("debt_ratio", "2023", "77.86", "%"),
    MAX("debt_ratio", "2023", Y),
    PP("debt_ratio", "2024", { dir: "down" }),
    PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  c("t", A, "fE", "annual", "归母净利润从2021年的30.45亿元增至2024年的402.54亿元，三年增长逾12倍。", [
    V("net_profit", "2021", "30.45"),
    V("net_profit", "2024", "402.54"),
    X("net_profit", "2024", "2021", { v: "13", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年归母净利润跌到2022年以来最低，利润端压力不小。",
    [MIN("net_profit", "2025", ["2022", "2023", "2024", "2025"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2022年166.22、2023年300.41均低于2025年326.19" },
  ),
  c("t", A, "fT", "annual", "需要澄清：2025年净利润虽同比下滑，但仍高于2023年的300.41亿元，位列近五年第二。", [
    G("net_profit", "2025", { dir: "down" }),
    PAIR("net_profit", "2025", "002594", { period2: "2023", mode: "gt" }),
    RANK("net_profit", "2025", Y, "max", 2),
  ]),
  c("t", A, "fR", "annual", "货币资金从1027.39亿元降到754.25亿元，减少约273亿元。", [
    V("cash", "2024", "1027.39"),
    V("cash", "2025", "754.25"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "账上货币资金仅75.4亿元，相对8000亿营收已捉襟见肘。",
    [V("cash", "2025", "75.4", "亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "754.25亿，×10误读" },
  ),
  c("t", A, "fE", "annual", "商誉自2023年起维持在44.28亿元，占总资产不到1%，减值风险有限。", [
    V("goodwill", "2023", "44.28"),
    V("goodwill", "2025", "44.28"),
    R("goodwill", "total_assets", "2025", "1", { u: "%", cmp: "lt" }),
  ]),
  c("t", A, "tF", "quarterly", "一季度营收跌约11.8%至1502.25亿元，归母净利润只剩40.85亿元，不到去年同期的一半。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "40.85"),
    X("net_profit", "2026Q1", "2025Q1", { v: "0.5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "quarterly",
    "一季度归母净利润408.5亿元，虽同比回落但绝对值依然可观。",
    [V("net_profit", "2026Q1", "408.5", "亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "40.85亿，×10" },
  ),
  c("t", A, "fR", "quarterly", "一季度净利率只有2.67%，比去年同期5.54%几乎减半。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    X("net_margin", "2026Q1", "2025Q1", { v: "0.5", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2025年四季度单季归母净利润92.86亿元，同比减少约38%，但环比三季度增长近两成。", [
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
    QOQ("net_profit", "2025S4", "2025S3", { v: "20", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "四季度单季营收2376.99亿元，同比增长约13.5%，旺季效应强劲。",
    [
      V("revenue", "2025S4", "2376.99"),
      G("revenue", "2025S4", { v: "13.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-13.5%" },
  ),
  c("t", A, "tF", "quarterly", "2025年下半年营收约4327亿元，高于上半年的3712.81亿元。", [
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -1],
      ],
      { v: "4327", cmp: "approx" },
    ),
    PAIR("revenue", "2025H1", "002594", { mode: "lt", period2: "2025", metric2: "revenue" }),
  ]),
  c("u", A, "fE", "annual", "汽车业务毛利率约21%，手机部件及组装业务拖累了整体的17.74%。", [
    V("gross_margin", "2025", "17.74", "%"),
    U("分业务毛利率未存储"),
  ]),
  c("u", A, "tS", "quarterly", "一季度海外销量占比首次超过40%，出口成为唯一增长点。", [U("销量与海外占比未存储")]),
  c("t", A, "tT", "technical", "收盘102.98元，站上MA5/10/20/60/120，均线多头排列。", [
    CLOSE("102.98"),
    MA(120, "above"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF上穿DEA形成金叉，且在零轴上方，技术面转强确认。",
    [MACD("dif_above_dea", undefined, { err: "technical" }), MACD("dif_above_zero")],
    { err: "technical", note: "DIF 0.521 < DEA 0.594" },
  ),
  c("t", A, "tT", "technical", "RSI约52，处于中性区间；近20日均量仅为前20日的约七成，属缩量整理。", [
    RSI("52", "approx"),
    VOL("shrink_strong"),
  ]),
  c("t", A, "tTr", "technical", "近60个交易日上涨约12%，年初以来涨幅5%左右，可以轻仓参与。", [
    RET(60, { v: "12", cmp: "approx" }),
    RET("2025-12-31", { v: "5", cmp: "approx" }),
  ]),
  c("u", A, "tT", "technical", "股价距52周高点仍有约12%的空间，上方压力不大。", [HI52({ v: "-12", cmp: "approx" })]),
  c("u", A, "tS", "technical", "散户情绪指数回升至偏热区间，融资余额连续五日增加。", [U("情绪与融资余额未存储")]),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日公司披露2025年度利润分配方案，同日公告2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", title: "2025年度" }),
      EV("equity_incentive", true, { from: "2026-03-28", title: "未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "今年以来比亚迪已发布股份回购方案，管理层护盘意愿明确。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c("u", A, "tN", "announcement", "公司拟在港股配售募资超300亿元，摊薄压力不容忽视。", [U("比亚迪融资类公告未收录")]),
  c("t", A, "tA", "announcement", "2025年公司推出员工持股计划并完成股票购买，利益绑定有延续性。", [
    EV("equity_incentive", true, { from: "2025-01-01", to: "2025-12-31", title: "完成股票购买" }),
  ]),
  c(
    "f",
    A,
    "tP",
    "announcement",
    "2025年员工持股计划首个锁定期已顺利解锁，这是利好信号。",
    [
      EV("equity_incentive", true, {
        from: "2026-01-01",
        title: "2025年员工持股计划.*解锁条件成就",
        err: "nonexistent_event",
      }),
    ],
    { err: "nonexistent_event", note: "公告为解锁条件未成就" },
  ),
  // 2026-02-27
  c("t", F, "tT", "technical", "收盘89.32元，位于MA60和MA120之下，但2月11日MACD刚出现金叉。", [
    CLOSE("89.32"),
    MA(60, "below"),
    MA(120, "below"),
    MACD("golden_cross", 15),
  ]),
  c("f", F, "tBe", "technical", "RSI跌破30进入超卖区，短线恐慌盘尚未出清。", [RSI("30", "lt", { err: "technical" })], {
    err: "technical",
    note: "RSI14约39.9",
  }),
  // 2025-10-31
  c("t", O, "fE", "quarterly", "前三季度营收5662.66亿元，同比增长约12.7%；归母净利润233.33亿元，同比下降约7.5%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.7", cmp: "approx" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "bear",
    "quarterly",
    "三季度单季归母净利润78.23亿元，同比下降约7.5%。",
    [V("net_profit", "2025S3", "78.23"), G("net_profit", "2025S3", { v: "-7.5", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-7.5%是前三季度累计；单季同比-32.6%" },
  ),
  c("t", O, "fR", "quarterly", "前三季度毛利率17.87%，同比下降约2.9个百分点，盈利能力承压。", [
    V("gross_margin", "2025M9", "17.87", "%"),
    PP("gross_margin", "2025M9", { v: "-2.9", cmp: "approx" }),
  ]),
  c("t", O, "tT", "technical", "收盘100.79元，跌破全部短中期均线，RSI约33，接近超卖但尚未进入。", [
    CLOSE("100.79"),
    MA(5, "below"),
    MA(60, "below"),
    RSI("33", "approx"),
    RSI("30", "gt"),
  ]),
  c("u", O, "fSy", "quarterly", "四季度销量有望环比增长三成，全年利润有望回到400亿元。", [
    U("销量与全年利润预测，2025-10-31尚无年报"),
  ]),
  // 2020-05-15: FY2019 public
  c("t", E, "bear", "annual", "2019年归母净利润仅16.14亿元，同比下降约42%，扣非后只有2.31亿元。", [
    V("net_profit", "2019", "16.14"),
    G("net_profit", "2019", { v: "-42", cmp: "approx" }),
    V("deducted_net_profit", "2019", "2.31"),
  ]),
  c(
    "f",
    E,
    "fE",
    "annual",
    "2019年营业收入1277.39亿元，同比增长约1.8%，规模仍在扩张。",
    [
      V("operating_revenue", "2019", "1277.39"),
      G("operating_revenue", "2019", { v: "1.8", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-1.78%" },
  ),
  c("t", E, "fR", "annual", "2019年ROE仅2.62%，连续两年下滑，但经营现金流147.41亿元，是净利润的9倍多。", [
    V("roe", "2019", "2.62", "%"),
    V("operating_cash_flow", "2019", "147.41"),
    PP("roe", "2018", { dir: "down" }),
    PP("roe", "2019", { dir: "down" }),
    R("operating_cash_flow", "net_profit", "2019", "9", { cmp: "gt" }),
  ]),
];
