// 贵州茅台 on 2026-04-30: FY2025 and 2026Q1 public; bars 2024-01-02..2026-04-30; notices are annual reports only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ, PSUM } = H;
const { POS52, MCNOW, X, RANK, READ, HILO, MRET, MAXDAY, DD, IN, LIN, SUM } = H;
const c = H.maker("b49-mt", "600519");
const A = "2026-04-30";
const Y7 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "去年归母净利润823.2亿元、同比少了4.5%，结束了此前连续五年的增长。", [
    V("net_profit", "2025", "823.2"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润仍同比增长约4.5%至823亿元，高端酒龙头的盈利韧性并未改变。",
    [
      V("net_profit", "2025", "823", "亿", "approx"),
      G("net_profit", "2025", { v: "4.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-4.53%" },
  ),
  c("t", A, "fE", "quarterly", "一季度归母净利润272.4亿元，同比仅增1.5%左右，但环比四季度的176.9亿元跳升逾五成。", [
    V("net_profit", "2026Q1", "272.4"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    V("net_profit", "2025S4", "176.9"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "50", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "Q4单季归母净利仅176.9亿元，比三季度的192.2亿元环比下滑近两成，拐点信号明显。",
    [
      V("net_profit", "2025S4", "176.9"),
      V("net_profit", "2025S3", "192.2"),
      QOQ("net_profit", "2025S4", "2025S3", { v: "-20", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "环比-7.96%" },
  ),
  c("t", A, "tF", "quarterly", "2026年一季度营业收入539.09亿元，同比增长约6.5%，收入端先于利润端回暖。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "6.5", cmp: "lt" }),
  ]),
  c("t", A, "fR", "annual", "经营现金流净额由924.6亿降到615.2亿，降幅三成有余，仅为当年归母净利的0.75倍。", [
    V("operating_cash_flow", "2024", "924.6"),
    V("operating_cash_flow", "2025", "615.2"),
    G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
    R("operating_cash_flow", "net_profit", "2025", "0.75", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年经营现金流净额615.2亿元，同比少了约两成，现金含量下滑但仍在可控范围。",
    [
      V("operating_cash_flow", "2025", "615.2"),
      G("operating_cash_flow", "2025", { v: "-20", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比-33.46%" },
  ),
  c("t", A, "tB", "quarterly", "今年一季度经营现金流269.1亿元，是去年同期88.1亿元的三倍有余，回款节奏明显修复。", [
    V("operating_cash_flow", "2026Q1", "269.1"),
    V("operating_cash_flow", "2025Q1", "88.1"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "净利率从2024年的52.27%降至50.53%，一年掉了约1.7个百分点，为2019年以来最低。",
    [
      V("net_margin", "2024", "52.27", "%"),
      V("net_margin", "2025", "50.53", "%"),
      PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
      MIN("net_margin", "2025", ["2019", "2020", "2021", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2019年49.49%、2020年50.54%更低或相近；2019最低" },
  ),
  c("t", A, "fSy", "annual", "毛利率91.18%、净利率50.53%、ROE 32.53%，2025年三项盈利指标都较上年回落。", [
    V("gross_margin", "2025", "91.18", "%"),
    V("net_margin", "2025", "50.53", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("gross_margin", "2025", { dir: "down" }),
    PP("net_margin", "2025", { dir: "down" }),
    PP("roe", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "ROE由36.02%降至32.53%，下降约3.5个百分点，但依旧是2019年以来的最高水平。",
    [
      V("roe", "2024", "36.02", "%"),
      V("roe", "2025", "32.53", "%"),
      PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
      MAX("roe", "2025", ["2019", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2024年36.02%更高" },
  ),
  c("t", A, "tC", "annual", "资产负债率16.42%，较前一年的19.04%下降2.6个点，到今年一季度末已只有12.12%。", [
    V("debt_ratio", "2025", "16.42", "%"),
    V("debt_ratio", "2024", "19.04", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
    V("debt_ratio", "2026Q1", "12.12", "%"),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "货币资金516.9亿元，比上年末增加约12.8%，账上现金越来越多，分红底气充足。",
    [V("cash", "2025", "516.9"), G("cash", "2025", { v: "12.8", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-12.83%" },
  ),
  c("t", A, "fV", "annual", "总资产在2025年末首次站上3000亿元（3038亿），但增幅不到2%，扩张明显放缓。", [
    V("total_assets", "2025", "3038", "亿", "approx"),
    V("total_assets", "2025", "3000", "亿", "gt"),
    V("total_assets", "2024", "3000", "亿", "lt"),
    MAX("total_assets", "2024", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    G("total_assets", "2025", { v: "2", cmp: "lt", dir: "up" }),
    G("total_assets", "2024", { v: "2", cmp: "gt" }),
  ]),
  c("t", A, "tNe", "annual", "分配股利、利润或偿付利息支付的现金672.4亿元，略低于上年的709.5亿，约占归母净利的八成。", [
    V("dividends_interest_paid", "2025", "672.4"),
    V("dividends_interest_paid", "2024", "709.5"),
    R("dividends_interest_paid", "net_profit", "2025", "0.8", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tP",
    "annual",
    "2025年投资活动现金净流出316.4亿元，相当于经营现金流的七成左右，资金去向需要追问。",
    [
      V("investing_cash_flow", "2025", "-316.4"),
      R("investing_cash_flow", "operating_cash_flow", "2025", "-0.7", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "316.42/615.22=0.51，约五成；按负比值核验" },
  ),
  c("t", A, "bull", "annual", "2019到2025年营业总收入从888.5亿增至1720.5亿，六年复合增速约11.6%，接近翻倍。", [
    V("revenue", "2019", "888.5"),
    V("revenue", "2025", "1720.5"),
    CAGR("revenue", "2019", "2025", { v: "11.6", cmp: "approx" }),
    G("revenue", "2025", { base: "2019", size: "接近翻倍" }),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "2025年营业总收入1720.54亿元，较2023年下滑1.2%，两年来收入几乎原地踏步。",
    [
      V("revenue", "2025", "1720.54"),
      G("revenue", "2025", { base: "2023", v: "-1.2", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+14.3%；-1.2%是较2024年" },
  ),
  // technicals
  c("t", A, "tT", "technical", "收盘1384.79元，5日、10日、20日、60日均线自下而上依次排列，空头格局未改。", [
    CLOSE("1384.79"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价1384.79元已重新站上60日均线1441元，中期趋势转强，回调即是买点。",
    [CLOSE("1384.79"), MA(60, "value", { v: "1441" }), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "收盘低于MA60 1441.22" },
  ),
  c("t", A, "fM", "technical", "MACD在4月17日死叉后DIF仍在-10附近，低于DEA，RSI14约39.6，弱势格局未改。", [
    MACD("death_cross", 10),
    MACD("dif_value", null, { v: "-10", cmp: "approx" }),
    MACD("dif_below_dea"),
    RSI("39.6", "approx"),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "RSI已跌至28附近进入超卖区，技术性反弹概率大。",
    [RSI("28", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14为39.64" },
  ),
  c("t", A, "tS", "technical", "近一年最高1645元，现价距其回落约15.8%，处在52周区间偏下的两成位置。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-15.8", cmp: "approx", u: "%" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c("t", A, "tTr", "technical", "4月份月线收跌约4.5%，近20个交易日最大单日跌幅3.8%出现在4月17日。", [
    MRET("2026-04", { v: "-4.5", cmp: "approx" }),
    MAXDAY(20, "down", { v: "-3.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "technical",
    "今年以来股价最低收在1323.69元，出现在3月下旬，此后反弹并不持续。",
    [HILO("min", "2026-01-01", { v: "1323.69" }), HILO("min", "2026-03-20", { v: "1323.69", err: "wrong_period" })],
    { err: "wrong_period", note: "年内最低收盘1323.69在2026-01-28，非3月下旬" },
  ),
  c("t", A, "tM", "technical", "250个交易日累计下跌约11.6%，但较去年最后一个交易日1377.18元仍微涨0.5%。", [
    RET(250, { v: "-11.6", cmp: "approx" }),
    RET("2025-12-31", { v: "0.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "近20日成交明显萎缩，均量不足前20日的八成，抛压衰竭。",
    [VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.063，温和放量" },
  ),
  // valuation
  c("t", A, "fV", "valuation", "按4月30日收盘价计，对应2025年归母净利的市盈率约21倍，比滚动口径略高一点。", [
    MCNOW("2025", "21", "approx"),
    MCNOW("2026Q1TTM", "21.13", "lt"),
  ]),
  c(
    "f",
    A,
    "tF",
    "valuation",
    "以最新收盘价和近四个季度归母净利计算，滚动市盈率已压到约17倍。",
    [MCNOW("2026Q1TTM", "17", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "TTM PE约21.0倍" },
  ),
  c("t", A, "bull", "valuation", "近四个季度归母净利约827亿元，比2025全年还多约4亿元，盈利底部已在抬升。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "4", cmp: "approx" },
    ),
  ]),
  // announcements, readings
  c("t", A, "tN", "announcement", "2024年年度报告于2025年4月3日挂出，从那天收盘算到现在，股价已累计回落约11.7%。", [
    EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03", title: "2024年年度报告" }),
    H.SPAN("2025-04-03", { v: "-11.7", cmp: "approx" }),
  ]),
  c("u", A, "tN", "announcement", "公司尚未披露2025年度分红预案，市场担心派息比例下调。", [
    U("茅台公告只收年报；分红预案公告未收集"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "别只看一季度：2025全年经营现金流同比降了三成多，这本身就是一个利好信号。",
    [READ(G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }), "positive", { err: "stance" })],
    { err: "stance", note: "下降读作利好" },
  ),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年营收和净利双双下滑，净利降幅超过10%，高端白酒的周期拐点已经到来。",
    [
      G("revenue", "2025", { dir: "down" }),
      G("net_profit", "2025", { dir: "down" }),
      G("net_profit", "2025", { v: "-10", cmp: "lt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "净利-4.53%" },
  ),
  // undecidable
  c("u", A, "tF", "undecidable", "茅台酒销量同比持平，系列酒收入下滑拖累了整体营收。", [U("分产品收入与销量未存储")]),
  c("u", A, "fM", "undecidable", "2025年归母净利823.2亿元，今年有望重回850亿元以上。", [
    V("net_profit", "2025", "823.2"),
    V("net_profit", "2024", "850", "亿", "gt"),
    U("2026年盈利预测"),
  ]),
  c("u", A, "tS", "undecidable", "北向资金4月净卖出茅台逾30亿元，外资在持续撤离。", [U("资金流向未存储")]),
  c("u", A, "bear", "undecidable", "飞天批价跌破1800元，渠道库存压力比报表显示的更大。", [U("批价与渠道库存未存储")]),
  c("t", A, "tP", "annual", "2019—2025年归母净利412亿→823亿，正好翻了一番，年化约12.2%。", [
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    X("net_profit", "2025", "2019", { v: "2", cmp: "approx" }),
    CAGR("net_profit", "2019", "2025", { v: "12.2", cmp: "approx" }),
  ]),
  c("t", A, "vF", "annual", "过去七年里，2023年末的货币资金690.7亿元最高，2025年末已回落到516.9亿。", [
    MAX("cash", "2023", Y7),
    V("cash", "2023", "690.7"),
    V("cash", "2025", "516.9"),
  ]),
];
