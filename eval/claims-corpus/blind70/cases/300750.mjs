// 宁德时代: FY2021-2025 (+2018/2019), quarters 2024H1..2026Q1 (no 2024Q1), bars from 2020, notices from 2026-02-09.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
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
  EV,
  U,
  MCNOW,
  READ,
  POS52,
  QOQ,
  PSUM,
  LIN,
  X,
  BIAS,
  EVN,
  GDIFF,
  SPAN,
} = H;
const c = H.maker("b70-nd", "300750");
const A = "2026-04-30";

export default [
  c(
    "t",
    A,
    "bull",
    "annual",
    "宁德时代2025年营业总收入4237.02亿元，同比增长约17%，归母净利润722.01亿元，增速超过四成。",
    [
      V("revenue", "2025", "4237.02"),
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      V("net_profit", "2025", "722.01"),
      G("net_profit", "2025", { v: "40", cmp: "gt" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润722.01亿元，同比增长约17%，与营收增速同步，利润质量扎实。",
    [V("net_profit", "2025", "722.01"), G("net_profit", "2025", { v: "17", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "净利润同比+42.3%，17%是营收增速" },
  ),
  c("t", A, "fE", "annual", "营收从2024年的3620.13亿元回升至4237.02亿元，扭转了2024年约9.7%的下滑。", [
    V("revenue", "2024", "3620.13"),
    V("revenue", "2025", "4237.02"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2026年一季度营收1291.31亿元，同比增长约52%，归母净利润207.38亿元，同比增长近五成。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "50", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "quarterly",
    "宁德时代一季度归母净利润207.38亿元，同比翻倍，远超市场预期。",
    [
      V("net_profit", "2026Q1", "207.38"),
      G("net_profit", "2026Q1", { size: "翻倍", err: "overstatement" }),
      U("市场预期"),
    ],
    { err: "overstatement", note: "同比+48.5%，未翻倍" },
  ),
  c("t", A, "fQ", "quarterly", "不过环比看，2026Q1归母净利润207.38亿元比2025Q4单季的231.67亿元回落约10.5%。", [
    V("net_profit", "2026Q1", "207.38"),
    V("net_profit", "2025S4", "231.67"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "2026年一季度归母净利润207.38亿元，环比上一季度增长约10%，并无旺季回落。",
    [QOQ("net_profit", "2026Q1", "2025S4", { v: "10", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "环比-10.5%" },
  ),
  c("t", A, "tB", "quarterly", "2025年第四季度单季归母净利润231.67亿元，同比增长约57%，是2024年下半年以来单季最高。", [
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
    MAX("net_profit", "2025S4", ["2024S3", "2024S4", "2025S1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c("t", A, "tF", "annual", "2025年毛利率26.27%，较2024年的24.44%提升约1.8个百分点，净利率18.12%也抬升3.2个百分点。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2026年一季度毛利率24.82%，较2025年全年的26.27%下滑近15%，盈利能力见顶。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      PP("gross_margin", "2026Q1", { base: "2025", v: "-15", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "仅下降1.45个百分点（约-5.5%）" },
  ),
  c("u", A, "tBe", "quarterly", "一季度毛利率24.82%，比2025年全年的26.27%低了约1.45个百分点，价格战压力开始体现。", [
    V("gross_margin", "2026Q1", "24.82", "%"),
    PP("gross_margin", "2026Q1", { base: "2025", v: "-1.45", cmp: "approx" }),
    U("价格战归因"),
  ]),
  c("t", A, "fR", "annual", "资产负债率从65.24%降至61.94%，下降约3.3个百分点，杠杆在持续收缩。", [
    V("debt_ratio", "2024", "65.24", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { v: "-3.3", cmp: "approx" }),
    PP("debt_ratio", "2024", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "宁德时代负债率62%左右，和银行保险一样属于行业常态，不必担心。",
    [V("debt_ratio", "2025", "62", "%", "approx"), IND_NORMAL()],
    { err: "industry_sense", note: "非金融企业" },
  ),
  c(
    "t",
    A,
    "tF",
    "annual",
    "2025年经营现金流净额1332.20亿元，是归母净利润的1.8倍左右，扣除423.45亿元资本开支后自由现金流约909亿元。",
    [
      V("operating_cash_flow", "2025", "1332.20"),
      R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
      V("capex", "2025", "423.45"),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "909", cmp: "approx" },
      ),
    ],
  ),
  c(
    "f",
    A,
    "fR",
    "annual",
    "资本开支423.45亿元，较2024年几乎翻倍，扩产节奏过猛。",
    [V("capex", "2025", "423.45"), G("capex", "2025", { size: "接近翻倍", err: "overstatement" })],
    { err: "overstatement", note: "较311.80亿增长35.8%" },
  ),
  c("t", A, "fT", "annual", "2025年末货币资金3335.13亿元，2026年一季度末进一步增至3519.97亿元，账上现金极其充裕。", [
    V("cash", "2025", "3335.13"),
    V("cash", "2026Q1", "3519.97"),
    QOQ("cash", "2026Q1", "2025", { dir: "up" }),
  ]),
  c(
    "t",
    A,
    "tT",
    "technical",
    "宁德时代收于436元，MA20/MA60/MA120/MA250多头排列，但MACD在4月28日死叉，短线需防回调。",
    [CLOSE("436"), MAORDER([20, 60, 120, 250], "bull"), MACD("death_cross", 3)],
  ),
  c("f", A, "tT", "technical", "宁德时代股价已跌破60日均线，中期趋势转弱。", [MA(60, "below", { err: "technical" })], {
    err: "technical",
    note: "收盘436元，MA60为391.63元，在均线上方",
  }),
  c("t", A, "vT", "technical", "RSI14约56，处于中性区间；股价高于60日均线约11%，乖离偏大。", [
    RSI("56", "approx"),
    BIAS(60, { v: "11", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "technical", "过去250个交易日股价涨了约93%，距离52周高点460元仅约5%，位于区间上沿。", [
    RET(250, { v: "93", cmp: "approx" }),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
    POS52({ v: "80", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "宁德时代收盘创出52周新高，突破打开上行空间，激进仓位可以加码。",
    [HI52({ cond: "new_high", err: "technical" })],
    { err: "technical", note: "收盘436元，低于52周内最高收盘" },
  ),
  c("t", A, "tNe", "technical", "今年以来宁德时代上涨约18.7%，同期比亚迪仅涨约5.4%，电池龙头明显跑赢整车龙头。", [
    RET("2025-12-31", { v: "18.7", cmp: "approx" }),
    RET("2025-12-31", { v: "5.4", cmp: "approx", t: "002594" }),
  ]),
  c("t", A, "fV", "valuation", "按4月30日收盘价计算，宁德时代对应2025年归母净利润的市盈率约27.5倍。", [
    MCNOW("2025", "27.5"),
  ]),
  c("t", A, "fV", "valuation", "用近四个季度利润（约790亿元）计算，当前PE约25倍，低于按2025年利润算的27.5倍。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    MCNOW("2026Q1TTM", "25", "approx"),
    MCNOW("2025", "27.5"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以收盘价计，宁德时代对应2025年利润的PE只有约17倍，明显低估。",
    [MCNOW("2025", "17", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约27.5倍" },
  ),
  c("t", A, "tN", "announcement", "消息面：宁德时代2月9日发布2026年A股员工持股计划草案，4月22日又授予预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留" }),
  ]),
  c("t", A, "tN", "announcement", "公司在4月7日披露A股股份回购结果，此前3月、4月已各发布一次回购进展公告。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
    EVN("repurchase", "2026-03-01", { to: "2026-04-06", v: "2" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "宁德时代3月公告拟向特定对象发行A股募资扩产，摊薄预期压制股价。",
    [EV("placement", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年3月无定增公告" },
  ),
  c("t", A, "vN", "announcement", "3月10日已披露2025年度利润分配预案，并提请授权董事会制定2026年中期分红。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c("t", A, "tS", "announcement", "2月发行的科技创新公司债券已完成发行并在深交所上市，融资渠道畅通。", [
    EV("bond", true, { from: "2026-02-12", to: "2026-02-12", title: "发行结果" }),
    EV("bond", true, { from: "2026-02-26", to: "2026-02-26", title: "上市" }),
  ]),
  c("u", A, "tN", "undecidable", "宁德时代2025年动力电池全球市占率约38%，储能电池出货同比增长超过50%。", [
    U("市占率与出货量为行业/分部数据"),
  ]),
  c("u", A, "fM", "undecidable", "若二季度钠电池量产顺利，预计2026年上半年归母净利润将突破430亿元。", [
    U("情景与预测"),
  ]),
  c("u", A, "tS", "undecidable", "近一周宁德时代获北向资金净买入逾30亿元，机构调研频次创年内新高。", [
    U("资金流与调研频次"),
  ]),
  c("t", A, "fSy", "annual", "综合来看，2021至2025年归母净利润由159.31亿元逐年增至722.01亿元，四年间增长约3.5倍。", [
    V("net_profit", "2021", "159.31"),
    V("net_profit", "2025", "722.01"),
    UP("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
    G("net_profit", "2025", { base: "2021", v: "350", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2025年归母净利润722.01亿元，较2023年增长约42%，两年维度的成长性依旧亮眼。",
    [
      V("net_profit", "2025", "722.01"),
      G("net_profit", "2025", { base: "2023", v: "42", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "42%是较2024年；较2023年+63.6%" },
  ),
  c(
    "t",
    A,
    "bear",
    "annual",
    "诚然利润大增，但2025年投资活动现金净流出944.76亿元，接近上年488.75亿元的两倍，扩张在加速烧钱。",
    [
      V("investing_cash_flow", "2025", "-944.76"),
      V("investing_cash_flow", "2024", "-488.75"),
      X("investing_cash_flow", "2025", "2024", { v: "2", cmp: "near" }),
      G("net_profit", "2025", { size: "大增" }),
    ],
  ),
  c("t", A, "tP", "annual", "2025年分配股利及利息支付349.23亿元，同比增长约35%，略慢于利润约42%的增速。", [
    V("dividends_interest_paid", "2025", "349.23"),
    G("dividends_interest_paid", "2025", { v: "35", cmp: "approx" }),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    GDIFF(
      { metric: "dividends_interest_paid", period: "2025" },
      { metric: "net_profit", period: "2025" },
      { dir: "down" },
    ),
  ]),
  c(
    "f",
    A,
    "tM",
    "quarterly",
    "2025年下半年归母净利润约417亿元，约为上半年304.85亿元的1.37倍，但仍低于2024年下半年。",
    [
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { v: "417", cmp: "approx" },
      ),
      V("net_profit", "2025H1", "304.85"),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { over: ["net_profit", "2025H1"], v: "1.37", cmp: "approx", u: "x" },
      ),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
          ["net_profit", "2024", -1],
          ["net_profit", "2024H1", 1],
        ],
        { v: "0", cmp: "lt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "2025年下半年417亿高于2024年下半年278.8亿" },
  ),
  c("t", A, "fM", "technical", "近60个交易日累计上涨约28.5%，20日均量较前20日放大约13%，量价配合良好。", [
    RET(60, { v: "28.5", cmp: "approx" }),
    H.VOLR({ v: "1.13", cmp: "approx" }),
  ]),
  c("t", A, "bull", "annual", "利好：2025年净利率18.12%，比上年的14.92%抬升3个多百分点，盈利能力上台阶。", [
    V("net_margin", "2025", "18.12", "%"),
    READ(PP("net_margin", "2025", { v: "3", cmp: "gt" }), "positive"),
    V("net_margin", "2024", "14.92", "%"),
    PP("net_margin", "2025", { v: "4", cmp: "lt" }),
  ]),
];

function IND_NORMAL() {
  return H.IND("high_debt_is_normal", { err: "industry_sense" });
}
