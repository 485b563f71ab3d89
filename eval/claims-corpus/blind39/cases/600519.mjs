// 贵州茅台: FY2019-2025 (2022 partly), 2025 quarters and 2026Q1 (Tushare), bars 2024-01-02..2026-04-30, annual-report
// notices only (to FY2024). basic_eps stops at 2024. Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ } = H;
const { PSUM, POS52, MCNOW, X, BIAS, RANK, SPAN, IN, PE, SNAP, LIN, READ, DD, BRK, GDIFF, SUM } = H;
const c = H.maker("b39-mt", "600519");
const A = "2026-04-30";

export default [
  // ---- annual -------------------------------------------------------------------------------------------------
  c("t", A, "bear", "annual", "2025年归母净利润823.2亿元，同比下降约4.5%，此前2019—2024年利润逐年抬升的节奏被打断。", [
    V("net_profit", "2025", "823.2"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "利润仍在创新高：2025年归母净利润823.2亿元，为2019年以来最高水平。",
    [
      V("net_profit", "2025", "823.2"),
      MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "最高为2024年862.28亿" },
  ),
  c("t", A, "fE", "annual", "营业收入由1708.99亿元微降至1688.38亿元，降幅约1.2%，体量仍在1700亿元附近。", [
    V("operating_revenue", "2024", "1708.99"),
    V("operating_revenue", "2025", "1688.38"),
    G("operating_revenue", "2025", { v: "-1.2", cmp: "approx", size: "微降" }),
    V("operating_revenue", "2025", "1700", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年营业总收入1720.54亿元，较2023年的1505.60亿元下降约1.2%，两年几乎没有增长。",
    [
      V("revenue", "2025", "1720.54"),
      V("revenue", "2023", "1505.60"),
      G("revenue", "2025", { base: "2023", v: "-1.2", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+14.3%；-1.2%是较2024年" },
  ),
  c("t", A, "tF", "annual", "ROE从36.02%回落到32.53%，下滑约3.5个百分点，但三成以上的回报率在A股依旧罕见。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
    V("roe", "2025", "30", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年加权ROE 32.53%，同比下滑3.49%，资本回报率拐头向下。",
    [V("roe", "2025", "32.53", "%"), G("roe", "2025", { v: "-3.49", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "3.49是百分点；相对降幅约9.7%" },
  ),
  c("t", A, "fR", "annual", "经营现金流净额615.22亿元，同比减少约三分之一，仅为归母净利润的0.75倍。", [
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-33.3", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "0.75"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年经营活动现金流达924.64亿元，造血能力依旧强劲。",
    [V("operating_cash_flow", "2025", "924.64", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "924.64亿是2024年；2025年为615.22亿" },
  ),
  c("t", A, "bull", "annual", "资产负债率由19.04%降至16.42%，负债总额不足500亿元，财务结构极为稳健。", [
    V("debt_ratio", "2024", "19.04", "%"),
    V("debt_ratio", "2025", "16.42", "%"),
    V("total_liabilities", "2025", "500", "亿", "lt"),
  ]),
  c("t", A, "fV", "annual", "营业总收入2019→2025年由888.54亿元增至1720.54亿元，六年复合增速约11.6%。", [
    V("revenue", "2019", "888.54"),
    V("revenue", "2025", "1720.54"),
    CAGR("revenue", "2019", "2025", { v: "11.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "归母净利润从2019年的412亿元到2025年的823亿元，整整翻了三倍。",
    [
      V("net_profit", "2019", "412", "亿", "approx"),
      V("net_profit", "2025", "823", "亿", "approx"),
      X("net_profit", "2025", "2019", { v: "3", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "约2.0倍，是翻一倍" },
  ),
  c("t", A, "tF", "annual", "毛利率91.18%，比上年的91.93%少了0.75个百分点，净利率也从52.27%滑到50.53%。", [
    V("gross_margin", "2025", "91.18", "%"),
    V("gross_margin", "2024", "91.93", "%"),
    PP("gross_margin", "2025", { v: "-0.75", cmp: "approx" }),
    V("net_margin", "2024", "52.27", "%"),
    V("net_margin", "2025", "50.53", "%"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年净利率50.53%，较上年提升约1.7个百分点，提价红利仍在释放。",
    [
      V("net_margin", "2025", "50.53", "%"),
      PP("net_margin", "2025", { v: "1.7", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "由52.27%降至50.53%，-1.74pp" },
  ),
  c("t", A, "fSy", "annual", "现金分红叠加利息支付672.42亿元，约占当年归母净利润的82%，大部分利润回到了股东手里。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", "82", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "bear", "annual", "货币资金690.70→592.96→516.91亿元，连续两年下滑，账上现金已不再是越攒越多。", [
    V("cash", "2023", "690.70"),
    V("cash", "2024", "592.96"),
    V("cash", "2025", "516.91"),
    DOWN("cash", ["2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tN",
    "annual",
    "2025年投资活动现金净流出316.42亿元，不到上年的两倍，资金去向仍较克制。",
    [
      V("investing_cash_flow", "2025", "-316.42"),
      X("investing_cash_flow", "2025", "2024", { v: "2", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "上年-17.85亿，约17.7倍" },
  ),
  c("t", A, "fT", "annual", "扣除31.28亿元资本开支后，2025年自由现金流仍有约584亿元。", [
    V("capex", "2025", "31.28"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "总资产3038.35亿元，比上年增加约149亿元，扩张速度明显放缓。",
    [V("total_assets", "2025", "3038.35"), D("total_assets", "2025", { v: "149", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "增加48.9亿元" },
  ),
  c("t", A, "tM", "annual", "2025年营收降1.2%、利润降4.5%，利润跌幅大过营收约3.3个百分点，经营杠杆开始反向。", [
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    GDIFF(
      { metric: "net_profit", period: "2025" },
      { metric: "revenue", period: "2025" },
      { v: "-3.3", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年利润虽回落4.5%，但对长期持有者是好消息：估值压力得以消化。",
    [READ(G("net_profit", "2025", { v: "-4.5", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润下滑读作利好" },
  ),
  c("t", A, "fL", "annual", "2024年归母净利润862.28亿元是近七年顶点，2025年的823.2亿元在七年中排第二。", [
    V("net_profit", "2024", "862.28"),
    V("net_profit", "2025", "823.2"),
    MAX("net_profit", "2024", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    RANK("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], "max", 2),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2023—2025年营业总收入合计约5200亿元，三年平均超过1650亿元。",
    [
      SUM("revenue", ["2023", "2024", "2025"], { v: "5200", cmp: "approx", err: "wrong_value" }),
      H.AVG("revenue", ["2023", "2024", "2025"], { u: "亿", v: "1650", cmp: "gt" }),
    ],
    { err: "wrong_value", note: "合计4967.58亿；平均1655.86亿" },
  ),
  // ---- quarterly -----------------------------------------------------------------------------------------------
  c(
    "t",
    A,
    "tF",
    "quarterly",
    "一季度营业收入539.09亿元，同比增6.5%；归母净利272.43亿元，同比仅增约1.5%，增收不太增利。",
    [
      V("operating_revenue", "2026Q1", "539.09"),
      G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
      V("net_profit", "2026Q1", "272.43"),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "fM",
    "quarterly",
    "2026Q1归母净利润272.43亿元，同比增速超过6%，开局平稳。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "6", cmp: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "净利同比+1.47%；6.5%是营收增速" },
  ),
  c("t", A, "bull", "quarterly", "单季看，2026Q1净利272亿元，比2025年四季度的177亿元环比大增五成以上。", [
    V("net_profit", "2026Q1", "272", "亿", "approx"),
    V("net_profit", "2025S4", "177", "亿", "approx"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "50", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2025年第四季度单季归母净利润仅176.93亿元，环比三季度下滑约18%。",
    [
      V("net_profit", "2025S4", "176.93"),
      QOQ("net_profit", "2025S4", "2025S3", { v: "-18", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "192.24→176.93，-7.96%" },
  ),
  c(
    "t",
    A,
    "tS",
    "quarterly",
    "前三季度净利646亿元，到全年只有823亿元，下半年合计约369亿元，明显弱于上半年的454亿元。",
    [
      V("net_profit", "2025M9", "646", "亿", "approx"),
      V("net_profit", "2025", "823", "亿", "approx"),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { v: "369", cmp: "approx" },
      ),
      V("net_profit", "2025H1", "454", "亿", "approx"),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { over: ["net_profit", "2025H1"], v: "1", cmp: "lt" },
      ),
    ],
  ),
  c("t", A, "fR", "quarterly", "2026年一季度毛利率89.76%，比去年同期91.97%低了约2.2个百分点，这个降幅不容忽视。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    V("gross_margin", "2025Q1", "91.97", "%"),
    PP("gross_margin", "2026Q1", { v: "-2.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "quarterly",
    "2026Q1销售净利率52.22%，同比提升约2.7个百分点，盈利能力边际修复。",
    [
      V("net_margin", "2026Q1", "52.22", "%"),
      PP("net_margin", "2026Q1", { v: "2.7", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "去年同期54.89%，-2.67pp" },
  ),
  c("t", A, "fT", "quarterly", "一季度经营现金流269.10亿元，约为去年同期88.09亿元的3倍，回款节奏明显改善。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "quarterly",
    "2026年一季度单季ROE 10.57%，和去年同期的10.92%相比提高了0.35个百分点。",
    [V("roe", "2026Q1", "10.57", "%"), PP("roe", "2026Q1", { v: "0.35", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "下降0.35pp" },
  ),
  c("t", A, "fM", "quarterly", "截至一季度末负债率12.12%，比年末的16.42%还低约4.3个百分点。", [
    V("debt_ratio", "2026Q1", "12.12", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "-4.3", cmp: "approx" }),
  ]),
  c("t", A, "tF", "quarterly", "按近四个季度计，归母净利润约827亿元，略高于2025全年的823.2亿元。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    V("net_profit", "2025", "823.2"),
    H.PAIR("net_profit", "2026Q1TTM", undefined, { period2: "2025", mode: "gt" }),
  ]),
  // ---- technical -----------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘1384.79元，位于5/10/20/60日均线之下，且四条均线呈空头排列。", [
    CLOSE("1384.79"),
    MA(5, "below"),
    MA(60, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价站稳年线1453元上方，长期趋势未坏，回调即是买点。",
    [MA(250, "value", { v: "1453", cmp: "approx" }), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘1384.79低于MA250" },
  ),
  c("t", A, "fM", "technical", "MACD于4月中旬再度死叉，DIF约-10.0已落到零轴下方，短线动能偏弱。", [
    MACD("death_cross", 12),
    MACD("dif_value", undefined, { v: "-10.0", cmp: "approx" }),
    MACD("dif_below_zero"),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "RSI14约40，已跌入超卖区，技术性反弹随时可能出现。",
    [RSI("40", "approx"), RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI 39.64，未到30以下的超卖区" },
  ),
  c("t", A, "vT", "technical", "距52周高点1645元回撤近16%，离52周低点1322元只有不足5%的空间。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "near" }),
    LO52({ cond: "level", v: "1322", cmp: "approx" }),
    LO52({ v: "5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20个交易日股价累计上涨约5%，资金回流迹象明显。",
    [RET(20, { v: "5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近20日-5.11%" },
  ),
  c("t", A, "tTr", "technical", "今年以来仅微涨0.55%，但相对2024年末1524元仍低约9%。", [
    SPAN("2025-12-31", { v: "0.55" }),
    CLOSE("1524", "eq", { date: "2024-12-31" }),
    RET("2024-12-31", { v: "-9", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "股价处在52周区间的下沿（约两成分位），收盘也跌破了前20日的最低收盘价。", [
    POS52({ v: "20", cmp: "le" }),
    BRK(20, "down"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近20日成交量较前20日萎缩超过两成，抛压已近衰竭。",
    [VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.063，小幅放量" },
  ),
  c("t", A, "fS", "technical", "20日乖离率约-3.4%，股价偏离均线不算极端，60日内最大回撤约11%。", [
    BIAS(20, { v: "-3.4", cmp: "approx" }),
    DD(60, { v: "-11", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "过去一年（约250个交易日）股价跌去两成以上，跑输所有消费龙头。",
    [RET(250, { v: "-20", cmp: "lt", err: "overstatement" }), U("其他消费龙头的同期表现未存储")],
    { err: "overstatement", note: "250日-11.57%" },
  ),
  // ---- valuation ------------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "以2024年每股收益68.64元计，1384.79元的股价对应静态PE约20倍。", [
    V("basic_eps", "2024", "68.64", "元"),
    CLOSE("1384.79"),
    PE("2024", "20"),
  ]),
  c("u", A, "vF", "valuation", "以现价和2025年823亿元净利润算，市盈率约21倍，处在消费龙头的偏低区间。", [
    V("net_profit", "2025", "823", "亿", "approx"),
    MCNOW("2025", "21"),
    U("消费龙头估值区间未存储"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按最新收盘价与近四季度利润计，PE已压缩到15倍左右，性价比突出。",
    [MCNOW("2026Q1TTM", "15", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约21倍" },
  ),
  c("t", A, "tP", "valuation", "2025年7月初的快照显示市净率约8倍，总市值约1.79万亿元。", [
    SNAP("pb", "8", "x"),
    SNAP("marketCap", "1.79", "万亿"),
  ]),
  c(
    "f",
    A,
    "tC",
    "valuation",
    "2025年7月快照市值约2.5万亿元，估值仍不便宜。",
    [SNAP("marketCap", "2.5", "万亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照市值约1.79万亿" },
  ),
  // ---- announcement -----------------------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "2024年年度报告已于2025年4月初披露，此前五年的年报也都在3—4月发出。", [
    EV("annual_report", true, { from: "2025-04-01", to: "2025-04-10", title: "2024年年度报告" }),
    EV("annual_report", true, { from: "2020-03-01", to: "2020-04-30", title: "2019年年度报告" }),
    EV("annual_report", true, { from: "2021-03-01", to: "2021-04-30", title: "2020年年度报告" }),
    EV("annual_report", true, { from: "2022-03-01", to: "2022-04-30", title: "2021年年度报告" }),
    EV("annual_report", true, { from: "2023-03-01", to: "2023-04-30", title: "2022年年度报告" }),
    EV("annual_report", true, { from: "2024-03-01", to: "2024-04-30", title: "2023年年度报告" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "茅台2023年年报在2024年3月下旬就已发布，披露节奏一向领先同业。",
    [
      EV("annual_report", true, {
        from: "2024-03-20",
        to: "2024-03-31",
        title: "2023年年度报告",
        err: "nonexistent_event",
      }),
    ],
    { err: "nonexistent_event", note: "2023年年报披露于2024-04-03" },
  ),
  c("u", A, "tN", "announcement", "公司近期公告将实施中期分红，每股派息超过20元。", [
    U("茅台只采集年报公告，分红公告无从核验"),
  ]),
  // ---- undecidable ----------------------------------------------------------------------------------------------
  c("u", A, "bear", "undecidable", "飞天批价已跌破1800元，渠道库存高企，经销商普遍亏损出货。", [
    U("批价与渠道库存未存储"),
  ]),
  c("u", A, "fE", "undecidable", "系列酒收入占比升至两成以上，茅台酒主品增速已落后于系列酒。", [U("分产品收入未存储")]),
  c("u", A, "tB", "undecidable", "2025年营业总收入1720.54亿元，五粮液同期还不到其一半，龙头地位无可撼动。", [
    V("revenue", "2025", "1720.54"),
    U("五粮液2025年收入未存储"),
  ]),
  c("u", A, "fM", "undecidable", "预计2026年全年归母净利润将重回850亿元以上。", [U("全年预测")]),
  c("u", A, "tS", "undecidable", "北向资金近一个月连续净卖出茅台，外资情绪降至冰点。", [U("北向资金流向未存储")]),
  c("u", A, "fR", "undecidable", "2025年四季度单季利润176.93亿元，同比降幅估计超过两成。", [
    V("net_profit", "2025S4", "176.93"),
    G("net_profit", "2025S4", { v: "-20", cmp: "lt" }),
  ]),
  c("u", A, "tC", "undecidable", "2025年研发费用依旧只有两亿元出头，不到营收的0.2%。", [
    V("research_expense", "2025", "2", "亿", "gt"),
  ]),
  c("u", A, "fSy", "undecidable", "一致预期目标价1800元，较现价仍有约30%的上行空间。", [U("一致预期目标价")]),
];
