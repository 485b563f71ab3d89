// 宁德时代: FY2018-2019, FY2021-2025 (annual), quarters 2024H1..2026Q1 (Tushare), bars 2020-01-02..2026-04-30,
// notices from 2026-02-09 (a missing dividend / buy-back / placement / incentive notice is a nonexistent_event).
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  UP,
  DOWN,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  EV,
  EVN,
  IND,
  U,
  READ,
  BIAS,
  AMP,
  POS52,
  X,
  CAGR,
  QOQ,
  PSUM,
  LIN,
  SPAN,
  MRET,
  MAXDAY,
  HILO,
  VOLR,
  MCNOW,
  MAHOLD,
  GDIFF,
  PAIR,
  DD,
  BAR,
} = H;
const c = H.maker("b29-nd", "300750");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- annual -----------------------------------------------------------------------------------------------------
  c("t", A, "bull", "annual", "走出2024年的下滑，2025年营收重回增长轨道，全年4237.02亿元，增幅17.04%。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17.04" }),
    G("revenue", "2024", { dir: "down" }),
  ]),
  c("t", A, "tB", "annual", "归母净利润722.01亿元，增幅超四成，利润增速远远甩开了营收。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "40", cmp: "gt" }),
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "20", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "盈利创上市以来新高——2025年赚了772.01亿元归母净利润，比上年多出42.28%。",
    [
      V("net_profit", "2025", "772.01", "亿", "eq", { err: "wrong_value" }),
      G("net_profit", "2025", { v: "42.28" }),
      MAX("net_profit", "2025", Y5),
    ],
    { err: "wrong_value", note: "归母净利润722.01亿元" },
  ),
  c("t", A, "fE", "annual", "毛利率一年多了1.83个百分点——24.44%→26.27%。", [
    V("gross_margin", "2024", "24.44", "%"),
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.83" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "毛利率同比提升超过3个百分点至26.27%，定价权一览无遗。",
    [
      V("gross_margin", "2025", "26.27", "%"),
      PP("gross_margin", "2025", { v: "3", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+1.83个百分点" },
  ),
  c(
    "f",
    A,
    "fR",
    "annual",
    "资产负债率自2021年起连降四年，2025年已降到61.94%。",
    [
      V("debt_ratio", "2025", "61.94", "%"),
      DOWN("debt_ratio", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "2021年69.90%→2022年70.56%是上升；连降始于2022年，为三年" },
  ),
  c("t", A, "tC", "industry", "61.94%的负债率放在制造业里并不算轻，一旦下游需求转弱，杠杆会放大业绩波动。", [
    V("debt_ratio", "2025", "61.94", "%"),
    IND("high_debt_is_risk"),
  ]),
  c("t", A, "fE", "annual", "利润含金量怎么样？看现金：1332.20亿元的经营现金流净额，是归母净利润的1.85倍左右。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "经营现金流1332.20亿元，扣掉资本开支后的自由现金流仍在1100亿元以上。",
    [
      V("operating_cash_flow", "2025", "1332.20"),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "1100", cmp: "gt", err: "wrong_value" },
      ),
    ],
    { err: "wrong_value", note: "1332.20-423.45=908.75亿元" },
  ),
  c("t", A, "fSy", "annual", "扣除423.45亿元资本开支，自由现金流约909亿元。", [
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
    "bear",
    "annual",
    "2025年营收4237.02亿元，仍没有超过2023年的历史峰值。",
    [V("revenue", "2025", "4237.02"), MAX("revenue", "2023", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2023年4009.17亿元，2025年已超过" },
  ),
  c("t", A, "tF", "annual", "2021至2025年营收年复合增速约34%，归母净利润的复合增速接近46%。", [
    CAGR("revenue", "2021", "2025", { v: "34", cmp: "approx" }),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "near" }),
  ]),
  c("t", A, "bull", "annual", "四年时间，归母净利润从159.31亿元做到722.01亿元，约为2021年的4.5倍。", [
    V("net_profit", "2021", "159.31"),
    V("net_profit", "2025", "722.01"),
    X("net_profit", "2025", "2021", { v: "4.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "相比2023年，2025年归母净利润增长42.28%，两年维度看增速并不夸张。",
    [G("net_profit", "2025", { base: "2023", v: "42.28", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "42.28%为较2024年；较2023年+63.6%" },
  ),
  c("t", A, "fR", "annual", "总资产9748.28亿元，已逼近万亿关口，一年扩张约24%。", [
    V("total_assets", "2025", "9748.28"),
    V("total_assets", "2025", "10000", "亿", "near"),
    G("total_assets", "2025", { v: "24", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "两年前分配股利及偿付利息支付的现金才94.81亿元，2025年已到349.23亿元，多出两倍有余。", [
    V("dividends_interest_paid", "2025", "349.23"),
    V("dividends_interest_paid", "2023", "94.81"),
    X("dividends_interest_paid", "2025", "2023", { v: "3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润同比下滑约9.7%，盈利周期已经见顶。",
    [G("net_profit", "2024", { v: "-9.7", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-9.70%是2024年营收；归母净利润+15.01%" },
  ),
  c("t", A, "fSy", "annual", "2024年营收回落9.70%，净利润却增长15.01%，逆势增利在前；2025年则是量利齐升。", [
    G("revenue", "2024", { v: "-9.70" }),
    G("net_profit", "2024", { v: "15.01" }),
    G("revenue", "2025", { dir: "up" }),
    G("net_profit", "2025", { dir: "up" }),
  ]),
  c("u", A, "tF", "undecidable", "货币资金3335.13亿元，约占总资产的34%，足够覆盖未来两年的海外扩产投入。", [
    U("未来资本开支计划未存储"),
    V("cash", "2025", "3335.13"),
    R("cash", "total_assets", "2025", "34", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "净利率一年拉升约5.2个百分点至18.12%，盈利能力跃上新台阶。",
    [V("net_margin", "2025", "18.12", "%"), PP("net_margin", "2025", { v: "5.2", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "18.12-14.92=3.20个百分点" },
  ),
  c("t", A, "fE", "annual", "净利率提升了3.2个百分点，2025年达到18.12%，上一年只有14.92%。", [
    V("net_margin", "2025", "18.12", "%"),
    V("net_margin", "2024", "14.92", "%"),
    PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "资本开支423.45亿元，同比减少约一成，扩产明显踩了刹车。",
    [V("capex", "2025", "423.45"), G("capex", "2025", { v: "-10", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "311.80→423.45，+35.8%" },
  ),
  c("t", A, "tBe", "annual", "资本开支重新加速：423.45亿元，比2024年的311.80亿元增加三成以上。", [
    V("capex", "2024", "311.80"),
    G("capex", "2024", { dir: "down" }),
    G("capex", "2025", { v: "30", cmp: "gt" }),
  ]),
  c("u", A, "fE", "annual", "储能业务放量是主要增量来源，推动2025年归母净利润增长42.28%至722.01亿元。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42.28" }),
    U("分业务利润与原因归属未存储"),
  ]),
  c("u", A, "bull", "annual", "海外收入占比已升到三成以上，匈牙利工厂投产后还会更高。", [U("分地区收入未存储")]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "经营现金流同比减少约37%，回款端明显承压。",
    [G("operating_cash_flow", "2025", { v: "-37", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "经营现金流969.90→1332.20，+37.4%" },
  ),

  // ---- quarterly ----------------------------------------------------------------------------------------------------
  c("t", A, "tF", "quarterly", "2026年一季度营收1291.31亿元，同比增长52.45%；归母净利润207.38亿元，同比增长48.52%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.45" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.52" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "淡季不淡，一季度1291.31亿元的营收比去年四季度还要高。",
    [V("revenue", "2026Q1", "1291.31"), QOQ("revenue", "2026Q1", "2025S4", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025Q4单季1406.30亿元，环比-8.2%" },
  ),
  c("t", A, "fR", "quarterly", "一季度归母净利润207.38亿元，较2025年四季度的231.67亿元回落约一成。", [
    V("net_profit", "2025S4", "231.67"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "tN",
    "quarterly",
    "2025年四季度单季营收1406.30亿元，同比增长约36.6%，是2024年三季度以来单季营收的最高值。",
    [
      V("revenue", "2025S4", "1406.30"),
      G("revenue", "2025S4", { v: "36.6", cmp: "approx" }),
      MAX("revenue", "2025S4", ["2024S3", "2024S4", "2025Q1", "2025S2", "2025S3", "2025S4", "2026Q1"]),
    ],
  ),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年第四季度单季归母净利润高达490.34亿元。",
    [V("net_profit", "2025S4", "490.34", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "490.34亿元为前三季度累计；四季度单季231.67亿元" },
  ),
  c("t", A, "fE", "quarterly", "前三季度归母净利润490.34亿元，同比增长约36%，四季度单季再贡献231.67亿元。", [
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
    V("net_profit", "2025S4", "231.67"),
  ]),
  c("t", A, "fV", "quarterly", "一季度毛利率24.82%，比去年同期高0.41个百分点，但仍低于2025年全年的26.27%。", [
    V("gross_margin", "2026Q1", "24.82", "%"),
    PP("gross_margin", "2026Q1", { v: "0.41" }),
    PAIR("gross_margin", "2026Q1", undefined, { period2: "2025", mode: "lt" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度毛利率同比明显改善，升至24.82%，盈利拐点向上。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      PP("gross_margin", "2026Q1", { size: "明显改善", err: "overstatement" }),
    ],
    { err: "overstatement", note: "同比仅+0.41个百分点" },
  ),
  c("t", A, "fM", "quarterly", "四季度单季归母净利润231.67亿元，同比增长约57%，增速比前三季度累计的36%左右更快。", [
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
    GDIFF(
      { metric: "net_profit", period: "2025S4" },
      { metric: "net_profit", period: "2025M9" },
      { v: "0", cmp: "gt" },
    ),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "下半年归母净利润约417亿元，比上半年少了一截，增长其实在放缓。",
    [
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { v: "417", cmp: "approx" },
      ),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { over: ["net_profit", "2025H1"], u: "x", v: "1", cmp: "lt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "下半年417.16亿元高于上半年304.85亿元" },
  ),
  c("u", A, "tM", "quarterly", "一季度末货币资金3519.97亿元，比年末多了约185亿元，增量主要来自客户预付款。", [
    U("原因归属（预收款）未存储"),
    V("cash", "2026Q1", "3519.97"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
  ]),
  c("t", A, "fR", "quarterly", "一季度末资产负债率62.32%，较年末的61.94%微升0.38个百分点。", [
    V("debt_ratio", "2026Q1", "62.32", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.38" }),
  ]),

  // ---- valuation -------------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "近四个季度归母净利润合计约790亿元，按436元的收盘价，对应市盈率约25倍。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    CLOSE("436"),
    MCNOW("2026Q1TTM", "25"),
  ]),
  c(
    "f",
    A,
    "tA",
    "valuation",
    "按2025年归母净利润算，市盈率还不到20倍，龙头估值极具吸引力。",
    [MCNOW("2025", "20", "lt", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约27.5倍" },
  ),
  c("t", A, "tC", "valuation", "436元的股价对应2025年利润约27.5倍市盈率，说便宜就有点勉强了。", [
    MCNOW("2025", "27.5"),
  ]),

  // ---- technical --------------------------------------------------------------------------------------------------
  c("t", A, "fM", "technical", "MA20、MA60、MA120、MA250保持多头排列，只是短线跌破了5日和10日线。", [
    MAORDER([20, 60, 120, 250], "bull"),
    MA(5, "below"),
    MA(10, "below"),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "DIF在4月28日上穿DEA，MACD金叉确认多头回归。",
    [MACD("golden_cross", 3, { err: "technical" })],
    {
      err: "technical",
      note: "4月28日为死叉",
    },
  ),
  c("t", A, "tT", "technical", "4月28日MACD死叉，但DIF约11.76仍在零轴上方，属于强势区域里的回调。", [
    MACD("death_cross", 3),
    MACD("dif_value", undefined, { v: "11.76", cmp: "approx" }),
    MACD("dif_above_zero"),
  ]),
  c("t", A, "bull", "technical", "过去250个交易日股价上涨约93%，接近翻倍。", [
    RET(250, { v: "93", cmp: "approx", size: "接近翻倍" }),
  ]),
  c("t", A, "fM", "technical", "距52周高点460元约5%，股价处在一年波动区间九成左右的位置。", [
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
    POS52({ v: "90", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "RSI14已冲上75，短线严重超买，回调一触即发。",
    [RSI("75", "ge", { err: "technical" })],
    { err: "technical", note: "RSI14=56.02" },
  ),
  c("t", A, "tS", "technical", "今年以来累计上涨约18.7%，去年末的收盘价还只有367.26元。", [
    SPAN("2025-12-31", { v: "18.7", cmp: "approx" }),
    CLOSE("367.26", "eq", { date: "2025-12-31" }),
  ]),
  c("t", A, "tNe", "technical", "股价高出60日均线约11%，乖离偏大，存在向均线回归的压力。", [
    BIAS(60, { v: "11", cmp: "approx" }),
  ]),
  c("f", A, "tT", "technical", "20日乖离率超过10%，短线过热。", [BIAS(20, { v: "10", cmp: "gt", err: "technical" })], {
    err: "technical",
    note: "BIAS20约2.58%",
  }),
  c(
    "f",
    A,
    "tT",
    "technical",
    "3月月线大涨约17.5%，4月又涨了约12%，两个月连阳。",
    [MRET("2026-03", { v: "17.5", cmp: "approx" }), MRET("2026-04", { v: "12", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "4月月线+8.54%" },
  ),
  c(
    "f",
    A,
    "tS",
    "technical",
    "4月30日大涨逾4%，资金抢筹明显。",
    [BAR("2026-04-30", "chg", { v: "4", cmp: "gt", err: "wrong_direction" })],
    { err: "wrong_direction", note: "4月30日收跌约2.02%；上涨4.05%的是4月29日" },
  ),
  c("t", A, "tT", "technical", "4月16日收盘453.98元为去年以来最高收盘价，此后回撤约4%。", [
    HILO("max", "2025-01-01", { v: "453.98" }),
    DD("2026-04-01", { v: "-4", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "最近10个交易日股价全部收在60日均线之上，中期支撑有效。", [MAHOLD(60, 10, "above")]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "近20个交易日里最猛的一天涨了9%以上，短线资金异常活跃。",
    [MAXDAY(20, "up", { v: "9", cmp: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "最大单日涨幅6.67%（4月10日）" },
  ),

  // ---- announcements --------------------------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "3月10日公司披露2025年度利润分配预案，同时提请授权董事会制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度利润分配预案" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c("t", A, "tN", "announcement", "4月7日，A股回购结果暨股份变动公告落地，这一轮回购已实施完毕。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "回购结果" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "announcement",
    "今年2月公司抛出定增预案，老股东权益面临摊薄。",
    [EV("placement", true, { from: "2026-02-01", to: "2026-02-28", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年2月的公告为员工持股计划与科创债，无定增" },
  ),
  c("t", A, "fL", "announcement", "2月推出2026年A股员工持股计划草案，4月22日又授予了预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-01", to: "2026-02-28", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留份额" }),
  ]),
  c("t", A, "tN", "announcement", "2月发行科技创新公司债券（第一期），2月26日起在深交所挂牌上市。", [
    EV("bond", true, { from: "2026-02-01", to: "2026-02-25", title: "科技创新公司债券" }),
    EV("bond", true, { from: "2026-02-26", to: "2026-02-26", title: "上市" }),
  ]),
  c("u", A, "tS", "announcement", "4月份传出控股股东计划减持不超过1%股份的消息，市场情绪受挫。", [
    U("减持类公告不作判定"),
  ]),
  c("t", A, "fSy", "announcement", "3月和4月初各有一份回购进展公告，合计两份。", [
    EVN("repurchase", "2026-03-01", { title: "进展", v: "2" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "announcement",
    "今年以来公司没有发布过任何回购相关公告，护盘意愿存疑。",
    [EV("repurchase", false, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "3月3日、4月2日进展公告，4月7日回购结果公告" },
  ),
  c("u", A, "tF", "announcement", "4月16日公司公告调整激励计划及员工持股计划价格，调整后的价格对员工更有吸引力。", [
    U("公告正文（调整前后的价格）未存储"),
    EV("equity_incentive", true, { from: "2026-04-16", to: "2026-04-16", title: "调整" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "announcement",
    "这轮激励恐怕要落空了，公司4月中旬已公告终止2026年A股员工持股计划。",
    [EV("equity_incentive", true, { from: "2026-04-10", to: "2026-04-20", title: "终止", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月16日为调整价格公告，4月22日授予预留份额；无终止公告" },
  ),

  // ---- industry (peers inside the sample) ----------------------------------------------------------------------
  c("t", A, "fSy", "industry", "2025年宁德时代归母净利润约为比亚迪的2.2倍，营收却只有后者的一半左右。", [
    PAIR("net_profit", "2025", "002594", { v: "2.2", cmp: "approx" }),
    PAIR("revenue", "2025", "002594", { v: "0.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "industry",
    "一季度宁德时代归母净利润还不到比亚迪的3倍，龙头溢价被高估了。",
    [PAIR("net_profit", "2026Q1", "002594", { v: "3", cmp: "lt", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "207.38/40.85≈5.1倍" },
  ),
  c("t", A, "tF", "industry", "同为新能源龙头，宁德时代2025年26.27%的毛利率领先比亚迪约8.5个百分点。", [
    V("gross_margin", "2025", "26.27", "%"),
    PAIR("gross_margin", "2025", "002594", { mode: "pp", v: "8.5", cmp: "approx" }),
  ]),

  // ---- undecidable ----------------------------------------------------------------------------------------------------
  c("u", A, "bull", "undecidable", "2025年动力电池装机量全球市占率约38%，连续九年位居第一。", [
    U("装机量与市占率未存储"),
  ]),
  c("u", A, "fM", "undecidable", "钠离子电池下半年量产，有望打开第二增长曲线。", [U("预测")]),
  c("u", A, "bear", "undecidable", "与LG新能源相比，宁德时代的净利率领先10个百分点以上，但优势在收窄。", [
    U("样本外同业"),
  ]),
  c("u", A, "tS", "undecidable", "北向资金近一个月净买入超过50亿元，外资在持续加仓。", [U("资金流向未存储")]),
];
