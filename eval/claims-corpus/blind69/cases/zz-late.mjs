// Points on other dates: 五粮液 2020-05-15 (FY2019), 招商银行 / 宁德时代 2025-09-05 (H1) and 2025-10-31 (nine months),
// 宁德时代 / 中国石化 2025-04-30 (FY2024), 中国石化 2021-04-30 (FY2020), and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  MIN,
  UP,
  DOWN,
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
  PE,
  SNAP,
  IND,
  U,
} = H;
const { PAIR, READ, MCPE, BIAS, DD, BRK, POS52, IN, X, CAGR, SUM, AVG, RANK, GDIFF, PSUM, QOQ, MCNOW, SPAN } = H;
const { MAXDAY, UPDAYS, HILO, VOLR, EVN, LIN, DAYS, MAX_CROSS, SNAPDIV, PERDAY, GSTREAK, WEEKS, MRET, MAHOLD } = H;
const { BAR, AMP } = H;
const w = H.maker("b69-lt-wl", "000858");
const z = H.maker("b69-lt-zs", "600036");
const n = H.maker("b69-lt-nd", "300750");
const s = H.maker("b69-lt-sh", "600028");
const W = "2020-05-15";
const S = "2025-09-05";
const O = "2025-10-31";
const P = "2025-04-30";
const Q = "2021-04-30";
const WY = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // 五粮液 on 2020-05-15, FY2019 public.
  w(
    "t",
    W,
    "bull",
    "annual",
    "五粮液2019年营收501.18亿元，同比增长约25%，首次突破500亿元；归母净利润174.02亿元、增长30%。",
    [
      V("operating_revenue", "2019", "501.18"),
      G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
      V("operating_revenue", "2018", "500", "亿", "lt"),
      V("net_profit", "2019", "174.02"),
      G("net_profit", "2019", { v: "30" }),
    ],
  ),
  w(
    "f",
    W,
    "bull",
    "annual",
    "2019年归母净利润174.02亿元，同比增长约38%，增速较上年进一步加快。",
    [V("net_profit", "2019", "174.02"), G("net_profit", "2019", { v: "38", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "约38%是2018年增速；2019年+30.0%" },
  ),
  w("t", W, "bear", "annual", "利润增速从2017年的约43%降到2018年约38%、2019年30%，连续两年放缓，高增长在减速。", [
    G("net_profit", "2017", { v: "43", cmp: "approx" }),
    G("net_profit", "2018", { v: "38", cmp: "approx" }),
    G("net_profit", "2019", { v: "30" }),
  ]),
  w("t", W, "fE", "annual", "归母净利润从2015年的61.76亿元增至2019年的174.02亿元，四年复合增速约30%，连续四年增长。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "approx" }),
    UP("net_profit", WY),
  ]),
  w("t", W, "tF", "annual", "ROE由2015年的14.93%逐年升至2019年的25.26%，一年就抬升约2.5个百分点，盈利效率持续提高。", [
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
    UP("roe", WY),
    PP("roe", "2019", { v: "2.5", cmp: "approx" }),
  ]),
  w(
    "f",
    W,
    "fR",
    "annual",
    "资产负债率由24.36%升至28.48%，一年上升约17个百分点，杠杆扩张过快。",
    [
      V("debt_ratio", "2018", "24.36", "%"),
      V("debt_ratio", "2019", "28.48", "%"),
      PP("debt_ratio", "2019", { v: "17", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "上升4.12个百分点；约17%是相对增幅" },
  ),
  w("t", W, "fT", "annual", "经营现金流净额231.12亿元，同比增长近九成，是净利润的1.3倍多，回款质量极佳。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "90", cmp: "near" }),
    R("operating_cash_flow", "net_profit", "2019", "1.3", { cmp: "gt" }),
  ]),
  w("u", W, "fR", "annual", "负债率28.48%虽连升四年，但对一家白酒企业而言仍属低杠杆，负债多为预收类经营性负债。", [
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", WY),
    U("负债结构（预收款占比）未存储"),
  ]),
  w("t", W, "tT", "technical", "收盘145.22元，5/10/20/60日均线多头排列，RSI14约70.3已进入超买区，短线追高需谨慎。", [
    CLOSE("145.22"),
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("70.3", "approx"),
    RSI("70", "gt"),
  ]),
  w(
    "f",
    W,
    "tT",
    "technical",
    "五粮液收盘145.22元，创出52周收盘新高，距离高点147.99元只差一步。",
    [CLOSE("145.22"), HI52({ cond: "new_high", err: "wrong_extreme" }), HI52({ cond: "level", v: "147.99" })],
    { err: "wrong_extreme", note: "未创52周收盘新高" },
  ),
  w("t", W, "vT", "technical", "过去250个交易日上涨约51%，今年以来涨约9%，近20日又涨了13%，趋势完全由多方主导。", [
    RET(250, { v: "51", cmp: "approx" }),
    RET("2019-12-31", { v: "9", cmp: "approx" }),
    RET(20, { v: "13", cmp: "approx" }),
  ]),
  w(
    "u",
    W,
    "fV",
    "valuation",
    "按2019年每股收益4.48元计，145.22元对应静态PE约32倍，高于多数消费股但匹配30%的利润增速。",
    [
      V("basic_eps", "2019", "4.48", "元"),
      PE("2019", "32", "approx"),
      G("net_profit", "2019", { v: "30" }),
      U("消费股整体估值未存储"),
    ],
  ),
  w(
    "f",
    W,
    "fV",
    "valuation",
    "按2019年每股收益3.47元计算，五粮液当前股价对应静态市盈率约42倍，已透支增长。",
    [
      V("basic_eps", "2019", "3.47", "元", "eq", { err: "wrong_period" }),
      PE("2019", "42", "approx", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "3.47元是2018年EPS；2019年4.48元，PE约32倍" },
  ),
  w("u", W, "tN", "announcement", "五粮液已公告2019年度每10股派发现金红利22元，分红比例约50%。", [
    U("五粮液无公告存储"),
  ]),
  w("u", W, "fM", "undecidable", "疫情冲击下，五粮液一季度营收同比增长约15%，二季度动销有望继续恢复。", [
    U("2020Q1季报未存储；预测"),
  ]),
  // 招商银行 on 2025-09-05, H1 2025 public.
  z(
    "t",
    S,
    "bear",
    "quarterly",
    "招行上半年营收1699.69亿元，同比下降约1.7%，归母净利润749.30亿元仅微增0.25%，增长近乎停滞。",
    [
      V("revenue", "2025H1", "1699.69"),
      G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
      V("net_profit", "2025H1", "749.30"),
      G("net_profit", "2025H1", { v: "0.25" }),
    ],
  ),
  z(
    "f",
    S,
    "bull",
    "quarterly",
    "上半年归母净利润749.30亿元，同比增长约2.5%，利润增速领先营收约4个百分点。",
    [
      V("net_profit", "2025H1", "749.30"),
      G("net_profit", "2025H1", { v: "2.5", cmp: "approx", err: "wrong_magnitude" }),
      GDIFF(
        { metric: "net_profit", period: "2025H1" },
        { metric: "revenue", period: "2025H1" },
        { v: "4", cmp: "approx", err: "wrong_magnitude" },
      ),
    ],
    { err: "wrong_magnitude", note: "同比+0.25%；领先营收约2个百分点，4个点由错写的2.5%算出" },
  ),
  z("t", S, "tF", "quarterly", "上半年加权ROE为6.92%，低于去年同期的7.72%，每股收益2.89元与去年持平。", [
    V("roe", "2025H1", "6.92", "%"),
    V("roe", "2024H1", "7.72", "%"),
    V("basic_eps", "2025H1", "2.89", "元"),
    G("basic_eps", "2025H1", { size: "基本持平" }),
  ]),
  z("t", S, "tT", "technical", "MACD于9月4日金叉，股价42.76元仍在年线41.03元上方，但60日均线44.94元构成压力。", [
    MACD("golden_cross", 2),
    CLOSE("42.76"),
    MA(250, "value", { v: "41.03" }),
    MA(250, "above"),
    MA(60, "value", { v: "44.94" }),
    MA(60, "below"),
  ]),
  z("t", S, "tS", "technical", "近20日成交量比前20日放大约三成，但股价20日内跌了约4%，放量走弱。", [
    VOLR({ v: "1.3", cmp: "approx" }),
    RET(20, { v: "-4", cmp: "approx" }),
  ]),
  z("u", S, "tM", "undecidable", "招行三季报预计9月底后披露，预期前三季度利润增速回升到1%以上。", [
    U("前三季度报告于该日尚未披露；预测"),
  ]),
  // 招商银行 on 2025-10-31, nine months public.
  z(
    "t",
    O,
    "fE",
    "quarterly",
    "前三季度归母净利润1137.72亿元，同比增长约0.5%，三季度单季388.42亿元、增约1%，增速较上半年略有修复。",
    [
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
      V("net_profit", "2025S3", "388.42"),
      G("net_profit", "2025S3", { v: "1", cmp: "approx" }),
      GDIFF({ metric: "net_profit", period: "2025S3" }, { metric: "net_profit", period: "2025H1" }, { dir: "up" }),
    ],
  ),
  z(
    "f",
    O,
    "fE",
    "quarterly",
    "三季度单季营收814.51亿元，环比二季度增长约2.1%，单季收入企稳回升。",
    [
      V("revenue", "2025S3", "814.51"),
      QOQ("revenue", "2025S3", "2025S2", { v: "2.1", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "+2.1%是同比；环比二季度(862.18亿)-5.5%" },
  ),
  z("u", O, "tN", "undecidable", "10月底招行披露三季报的同时宣布中期分红方案，每股派息约1元。", [
    U("招商银行只收录年报公告"),
  ]),
  // 宁德时代 on 2025-10-31, nine months public.
  n(
    "t",
    O,
    "bull",
    "quarterly",
    "宁德前三季度归母净利润490.34亿元，同比增长约36%；三季度单季185.49亿元，同比增长约41%。",
    [
      V("net_profit", "2025M9", "490.34"),
      G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
      V("net_profit", "2025S3", "185.49"),
      G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
    ],
  ),
  n(
    "f",
    O,
    "bull",
    "quarterly",
    "前三季度营收2830.72亿元，同比增长约36%，收入与利润同步高增。",
    [V("revenue", "2025M9", "2830.72"), G("revenue", "2025M9", { v: "36", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营收+9.3%，36%是利润增速" },
  ),
  n(
    "u",
    O,
    "bear",
    "quarterly",
    "前三季度毛利率25.31%，比去年同期的28.18%低了近3个百分点，利润高增部分来自费用和投资收益。",
    [
      V("gross_margin", "2025M9", "25.31", "%"),
      V("gross_margin", "2024M9", "28.18", "%"),
      PP("gross_margin", "2025M9", { v: "-3", cmp: "near" }),
      U("利润来源归因未存储"),
    ],
  ),
  n(
    "t",
    O,
    "fS",
    "quarterly",
    "三季度单季营收1041.86亿元，环比二季度增长约10.6%，重回千亿之上，是近五个季度的单季最高。",
    [
      V("revenue", "2025S3", "1041.86"),
      QOQ("revenue", "2025S3", "2025S2", { v: "10.6", cmp: "approx" }),
      MAX("revenue", "2025S3", ["2024S3", "2024S4", "2025Q1", "2025S2", "2025S3"]),
      V("revenue", "2025S3", "1000", "亿", "gt"),
      V("revenue", "2025S2", "1000", "亿", "lt"),
    ],
  ),
  n(
    "t",
    O,
    "tT",
    "technical",
    "收盘388.77元，跌破5日均线但均线仍呈多头排列，MACD在10月13日死叉，近20日均量萎缩约四分之一。",
    [
      CLOSE("388.77"),
      MA(5, "below"),
      MAORDER([5, 10, 20, 60, 120, 250], "bull"),
      MACD("death_cross", 15),
      VOLR({ v: "0.75", cmp: "approx" }),
    ],
  ),
  n(
    "f",
    O,
    "tT",
    "technical",
    "宁德收于388.77元，刷新52周新高，上方已无套牢盘。",
    [CLOSE("388.77"), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周最高424.36元" },
  ),
  // 宁德时代 on 2025-09-05, H1 2025 public.
  n("t", S, "tTr", "technical", "宁德收盘325.11元，创出52周新高，RSI14约73进入超买区，5日乖离约5%，追涨宜分批。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    BIAS(5, { v: "5", cmp: "approx" }),
  ]),
  n(
    "t",
    S,
    "fE",
    "quarterly",
    "上半年营收1788.86亿元，同比增长约7%，归母净利润304.85亿元，同比增长约33%，利润增速远快于收入。",
    [
      V("revenue", "2025H1", "1788.86"),
      G("revenue", "2025H1", { v: "7", cmp: "approx" }),
      V("net_profit", "2025H1", "304.85"),
      G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
    ],
  ),
  n("u", S, "fM", "undecidable", "宁德前三季度归母净利润将超过490亿元，三季度单季有望创新高。", [
    U("前三季度报告于该日尚未披露"),
  ]),
  // 宁德时代 on 2025-04-30, FY2024 and 2025Q1 public.
  n("t", P, "tF", "annual", "2024年宁德营收3620.13亿元，同比下降约9.7%，但归母净利润507.45亿元，逆势增长15%。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    V("net_profit", "2024", "507.45"),
    G("net_profit", "2024", { v: "15" }),
  ]),
  n(
    "f",
    P,
    "tF",
    "annual",
    "2024年营收3620.13亿元，同比增长约9.7%，量价齐升。",
    [V("revenue", "2024", "3620.13"), G("revenue", "2024", { v: "9.7", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-9.70%" },
  ),
  n("u", P, "bull", "quarterly", "一季度归母净利润139.63亿元，同比增长约33%，开年增速再提。", [
    V("net_profit", "2025Q1", "139.63"),
    U("2024年一季度未存储"),
  ]),
  n(
    "t",
    P,
    "tT",
    "technical",
    "收盘231.5元，站在年线225.94元之上，但低于60日线250.58元，DIF虽在零轴下方却已高于DEA。",
    [
      CLOSE("231.5"),
      MA(250, "above"),
      MA(250, "value", { v: "225.94" }),
      MA(60, "value", { v: "250.58" }),
      MA(60, "below"),
      MACD("dif_below_zero"),
      MACD("dif_above_dea"),
    ],
  ),
  n("u", P, "fM", "undecidable", "宁德时代将于5月在港股上市，募资规模有望超过300亿港元。", [
    U("港股上市事件与募资规模未存储；该日之后的事"),
  ]),
  // 中国石化 on 2025-04-30, FY2024 public.
  s("t", P, "fV", "valuation", "中石化收盘5.66元，按2024年每股收益0.41元，静态PE约14倍，较52周高点7.64元低约26%。", [
    CLOSE("5.66"),
    PE("2024", "14", "approx"),
    HI52({ cond: "level", v: "7.64" }),
    HI52({ v: "-26", cmp: "approx" }),
  ]),
  s(
    "f",
    P,
    "tT",
    "technical",
    "中石化5.66元站上250日均线，长期趋势已经扭转。",
    [CLOSE("5.66"), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "MA250为6.29元" },
  ),
  s("t", P, "tT", "technical", "MACD在4月16日金叉，RSI约47，股价贴着5.68元的5日均线震荡，近250个交易日跌约13%。", [
    MACD("golden_cross", 11),
    RSI("47", "approx"),
    MA(5, "value", { v: "5.68" }),
    RET(250, { v: "-13", cmp: "approx" }),
  ]),
  // 中国石化 on 2021-04-30, FY2020 public.
  s(
    "t",
    Q,
    "bear",
    "annual",
    "2020年中石化归母净利润332.71亿元，较2019年的575.91亿元下降约42%，扣非后亏损15.65亿元。",
    [
      V("net_profit", "2020", "332.71"),
      V("net_profit", "2019", "575.91"),
      G("net_profit", "2020", { v: "-42", cmp: "approx" }),
      V("deducted_net_profit", "2020", "-15.65"),
    ],
  ),
  s(
    "f",
    Q,
    "bull",
    "annual",
    "2020年营收21047.24亿元，同比下降约2.9%，疫情冲击有限。",
    [
      V("revenue", "2020", "21047.24"),
      G("operating_revenue", "2020", { v: "-2.9", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比-29.0%" },
  ),
  s("u", Q, "tT", "technical", "中石化股价已站上60日均线，MACD水上金叉，年报利空已被消化。", [
    U("2021年日线未存储（日线始于2024-01-02）"),
  ]),
  s("u", Q, "tM", "undecidable", "2021年一季度中石化利润有望同比大幅扭亏。", [U("季度数据未存储；预测")]),
];
