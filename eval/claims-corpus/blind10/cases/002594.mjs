// 比亚迪: FY2021-2025, quarters 2024H1..2026Q1, bars only from 2025-07-29 (52-week figures undecidable).
// Dates: 2026-04-30, 2025-10-31 (nine months public), 2025-09-05 (H1 public).
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
  VOL,
  EV,
  U,
  QOQ,
  X,
  BIAS,
  SPAN,
  PSUM,
  LIN,
  PAIR,
  IN,
} = H;
const c = H.maker("b10-yd", "002594");
const A = "2026-04-30";
const O = "2025-10-31";
const S = "2025-09-05";
const Q4 = ["2025S1", "2025S2", "2025S3", "2025S4"];

export default [
  c(
    "t",
    A,
    "bear",
    "annual",
    "2025年营收8040亿元左右，同比仅增约3.5%；归母净利润326亿元，同比下降约19%，增收不增利。",
    [
      V("revenue", "2025", "8040", "亿", "approx"),
      G("revenue", "2025", { v: "3.5", cmp: "approx" }),
      V("net_profit", "2025", "326", "亿", "approx"),
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润326亿元，同比下降约29%，利润率被价格战吞噬。",
    [
      V("net_profit", "2025", "326", "亿", "approx"),
      G("net_profit", "2025", { v: "-29", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-18.97%" },
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年营收突破8000亿元，同比增长约29%，规模优势进一步扩大。",
    [V("revenue", "2025", "8000", "亿", "gt"), G("revenue", "2025", { v: "29", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+29.0%是2024年增速" },
  ),
  c("t", A, "bull", "annual", "营收首次站上8000亿元台阶，2021年以来逐年增长，四年扩大到约3.7倍。", [
    V("revenue", "2025", "8000", "亿", "gt"),
    UP("revenue", ["2021", "2022", "2023", "2024", "2025"]),
    X("revenue", "2025", "2021", { v: "3.7", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "净利润端，2025年归母净利润回落到326.19亿元，比2024年的402.54亿元少赚约76亿元。", [
    V("net_profit", "2025", "326.19"),
    V("net_profit", "2024", "402.54"),
    D("net_profit", "2025", { v: "-76", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "归母净利润326.19亿元，低于2023年的300.41亿元水平，三年利润原地踏步。",
    [
      V("net_profit", "2025", "326.19"),
      V("net_profit", "2023", "300.41"),
      PAIR("net_profit", "2025", undefined, { period2: "2023", mode: "lt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "326.19>300.41" },
  ),
  c("t", A, "fE", "annual", "毛利率从19.44%降到17.74%，一年丢掉约1.7个百分点。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "毛利率17.74%，同比下降约1.7%，降幅可控。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      G("gross_margin", "2025", { v: "-1.7", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "相对降幅-8.7%；1.7是百分点" },
  ),
  c("t", A, "fR", "annual", "2025年经营现金流净额591亿元，同比减少过半，不及2023年高点1697亿元的四成。", [
    V("operating_cash_flow", "2025", "591", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
    MAX("operating_cash_flow", "2023", ["2021", "2022", "2023", "2024", "2025"]),
    X("operating_cash_flow", "2025", "2023", { v: "0.4", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流591亿元，同比下降约37%，仍显著高于净利润。",
    [
      V("operating_cash_flow", "2025", "591", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "-37", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-55.69%" },
  ),
  c("t", A, "fR", "annual", "资本开支1568亿元，是经营现金流的2.65倍，自由现金流缺口近千亿元。", [
    V("capex", "2025", "1568", "亿", "approx"),
    R("capex", "operating_cash_flow", "2025", "2.65", { cmp: "approx" }),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-1000", cmp: "near" },
    ),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年资本开支1568亿元，较上年下降约38%，扩张进入收尾期。",
    [
      V("capex", "2025", "1568", "亿", "approx"),
      G("capex", "2025", { v: "-38", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "+61.06%；-38%像是反算" },
  ),
  c("t", A, "tC", "annual", "货币资金由1027亿元降至754亿元，一年消耗约273亿元。", [
    V("cash", "2024", "1027", "亿", "approx"),
    V("cash", "2025", "754", "亿", "approx"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
  ]),
  c("t", A, "tC", "annual", "资产负债率70.74%，虽较2023年77.86%的高位降了7个多百分点，仍高于七成。", [
    V("debt_ratio", "2025", "70.74", "%"),
    V("debt_ratio", "2023", "77.86", "%"),
    PP("debt_ratio", "2025", { base: "2023", ...IN("-7.99", "-7") }),
    V("debt_ratio", "2025", "70", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "资产负债率70.74%，较上年上升约3.9个百分点，杠杆继续加码。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      PP("debt_ratio", "2025", { v: "3.9", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "74.64→70.74" },
  ),
  c("t", A, "tA", "annual", "2025年净利率约4.2%，不过分配股利、利润或偿付利息支付的现金反而增至141亿元。", [
    V("net_margin", "2025", "4.2", "%", "approx"),
    V("dividends_interest_paid", "2025", "141", "亿", "approx"),
    G("dividends_interest_paid", "2025", { dir: "up" }),
  ]),
  c("u", A, "tA", "annual", "海外销量占比提升到两成以上，将成为2026年利润的第二增长曲线。", [U("海外销量"), U("预测")]),
  c("u", A, "tBe", "annual", "2025年单车利润已降到不足7000元，显著低于特斯拉。", [U("单车利润"), U("同行")]),
  c("t", A, "tBe", "annual", "2025年比亚迪归母净利润不到宁德时代的一半。", [
    PAIR("net_profit", "2025", "300750", { v: "0.5", cmp: "lt" }),
  ]),
  c("t", A, "tB", "annual", "2025年营收约8040亿元，接近宁德时代的两倍。", [
    V("revenue", "2025", "8040", "亿", "approx"),
    PAIR("revenue", "2025", "300750", { v: "2", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "比亚迪2025年营收已是宁德时代的2.5倍左右，体量优势悬殊。",
    [PAIR("revenue", "2025", "300750", { v: "2.5", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "1.90倍" },
  ),
  c("u", A, "tB", "annual", "商誉44.28亿元，与2023、2024年持平，不存在大额减值迹象。", [
    V("goodwill", "2025", "44.28"),
    V("goodwill", "2024", "44.28"),
    V("goodwill", "2023", "44.28"),
    U("减值迹象需减值测试"),
  ]),
  // Quarterly.
  c("t", A, "bear", "quarterly", "2026年一季度归母净利润仅40.85亿元，同比腰斩（-55%），营收同比下滑近12%。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx", size: "腰斩" }),
    G("revenue", "2026Q1", { v: "-12", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度营收1502亿元，同比下滑约55%，归母净利润41亿元。",
    [
      V("revenue", "2026Q1", "1502", "亿", "approx"),
      G("revenue", "2026Q1", { v: "-55", cmp: "approx", err: "wrong_value" }),
      V("net_profit", "2026Q1", "41", "亿", "approx"),
    ],
    { err: "wrong_value", note: "营收-11.8%；-55%是净利润" },
  ),
  c("t", A, "fQ", "quarterly", "一季度净利率只有2.67%，比去年同期的5.54%几乎砍半。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    X("net_margin", "2026Q1", "2025Q1", { v: "0.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度归母净利润40.85亿元，环比2025年四季度下降约35%。",
    [
      V("net_profit", "2026Q1", "40.85"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-35", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "40.85/92.86-1=-56%" },
  ),
  c("t", A, "fQ", "quarterly", "单季利润在2025年逐季修复：二季度63.56亿、三季度78.23亿、四季度92.86亿。", [
    V("net_profit", "2025S2", "63.56"),
    V("net_profit", "2025S3", "78.23"),
    V("net_profit", "2025S4", "92.86"),
    UP("net_profit", ["2025S2", "2025S3", "2025S4"]),
  ]),
  c("t", A, "fT", "quarterly", "2025年四季度单季营收约2377亿元，是全年最高的一个季度。", [
    V("revenue", "2025S4", "2377", "亿", "approx"),
    MAX("revenue", "2025S4", Q4),
  ]),
  c(
    "f",
    A,
    "fT",
    "quarterly",
    "2025年四季度单季归母净利润约93亿元，同比增长约37%。",
    [
      V("net_profit", "2025S4", "93", "亿", "approx"),
      G("net_profit", "2025S4", { v: "37", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024Q4 150.16 → 92.86，-38%" },
  ),
  c("t", A, "fT", "quarterly", "2025年四季度单季归母净利润约93亿元，而上年同期超过150亿元，同比降幅接近四成。", [
    V("net_profit", "2025S4", "93", "亿", "approx"),
    V("net_profit", "2024S4", "150", "亿", "gt"),
    G("net_profit", "2025S4", { v: "-40", cmp: "near" }),
  ]),
  c("t", A, "fL", "quarterly", "下半年归母净利润约171亿元，高于上半年的155亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "171", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "155", "亿", "approx"),
  ]),
  c("t", A, "fL", "quarterly", "一季度毛利率18.81%，较2025年全年17.74%回升约1.1个百分点，但低于去年同期。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    PP("gross_margin", "2026Q1", { base: "2025", v: "1.1", cmp: "approx" }),
    PP("gross_margin", "2026Q1", { dir: "down" }),
  ]),
  c("u", A, "fL", "quarterly", "一季度新能源车销量同比下滑三成，出口则逆势大增。", [U("销量")]),
  // Technicals (bars from 2025-07-29).
  c("t", A, "tT", "technical", "股价102.98元，MA5、MA10、MA20、MA60自上而下依次排列，短期均线多头排列。", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日成交量较前20日放大约三成，资金明显回流。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "0.682，缩量约三成" },
  ),
  c("t", A, "tT", "technical", "近20日均量只有前20日的约68%，属于缩量横盘，收盘价距20日均线不足1.1%。", [
    { k: "volr", v: "0.68", cmp: "approx" },
    RET(20, { dir: "flat" }),
    BIAS(20, { v: "1.1", cmp: "lt" }),
  ]),
  c("t", A, "vT", "technical", "近60个交易日股价累计上涨约12%，年初以来上涨约5.4%。", [
    RET(60, { v: "12", cmp: "approx" }),
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "年初至今股价下跌约5.4%，弱于大盘。",
    [SPAN("2025-12-31", { v: "-5.4", cmp: "approx", err: "wrong_direction" }), U("大盘对比")],
    { err: "wrong_direction", note: "+5.38%" },
  ),
  c("t", A, "vT", "technical", "MACD在4月1日死叉后DIF仍略低于DEA，但两者均在零轴上方。", [
    MACD("dead_cross", 25),
    MACD("dif_below_dea"),
    MACD("dif_above_zero"),
  ]),
  c("u", A, "tS", "technical", "距52周高点回撤约12%，一年维度看仍处在中位。", [HI52({ v: "-12", cmp: "approx" })]),
  c("t", A, "tS", "technical", "RSI14约52，多空均衡。", [RSI("52", "approx")]),
  c("f", A, "tS", "technical", "RSI14已升至72，短线超买。", [RSI("72", "approx", { err: "technical" })], {
    err: "technical",
    note: "52.43",
  }),
  c("u", A, "tTr", "technical", "当前股价对应静态市盈率约29倍。", [U("转增后股本未存储")], {
    note: "股本来自转增前快照，数据决策为不可判定",
  }),
  c("u", A, "fV", "valuation", "H股较A股折价约10%，港股通南向资金持续加仓。", [U("H股价格"), U("南向资金")]),
  // Announcements.
  c("t", A, "tN", "announcement", "3月28日公司公告2025年员工持股计划第一个锁定期解锁条件未成就。", [
    EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "3月底公司公告2025年员工持股计划第一个锁定期解锁条件已经成就，员工获得解锁。",
    [EV("equity_incentive", true, { from: "2026-03-20", title: "解锁条件成就", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "公告为未成就" },
  ),
  c("t", A, "tN", "announcement", "2025年7月公司公告2022年员工持股计划第三个锁定期届满、解锁条件成就。", [
    EV("equity_incentive", true, { from: "2025-07-01", to: "2025-07-31", title: "解锁条件成就" }),
  ]),
  c(
    "f",
    A,
    "vN",
    "announcement",
    "公司今年一季度发布回购方案，拟回购A股维护股价。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  c("t", A, "vN", "announcement", "2024年度利润分配方案包含资本公积金转增股本，已于2025年7月实施。", [
    EV("dividend", true, { from: "2025-04-23", to: "2025-04-23", title: "转增" }),
    EV("dividend", true, { from: "2025-07-01", to: "2025-07-31", title: "实施" }),
  ]),
  c("u", A, "vN", "announcement", "市场传闻公司控股股东近期有减持计划。", [U("减持不判定")]),
  // 2025-10-31.
  c("t", O, "bear", "quarterly", "前三季度营收5663亿元，同比增长约12.8%，但归母净利润233亿元，同比下降约7.5%。", [
    V("revenue", "2025M9", "5663", "亿", "approx"),
    G("revenue", "2025M9", { v: "12.8", cmp: "approx" }),
    V("net_profit", "2025M9", "233", "亿", "approx"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "bear",
    "quarterly",
    "三季度单季归母净利润78亿元，同比下降约7.5%。",
    [
      V("net_profit", "2025S3", "78", "亿", "approx"),
      G("net_profit", "2025S3", { v: "-7.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "-7.5%是前三季度累计，单季-32.6%" },
  ),
  c("t", O, "bull", "quarterly", "三季度单季归母净利润约78亿元，环比二季度的64亿元提升两成以上。", [
    V("net_profit", "2025S3", "78", "亿", "approx"),
    V("net_profit", "2025S2", "64", "亿", "approx"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "20", cmp: "gt" }),
  ]),
  c("t", O, "tT", "technical", "截至10月底，股价100.79元，跌破所有短中期均线，收盘创近20个交易日新低。", [
    CLOSE("100.79"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    { k: "ta", ind: "brk", n: 20, cond: "down" },
  ]),
  c("f", O, "tT", "technical", "RSI14跌到23附近，已深度超卖。", [RSI("23", "approx", { err: "technical" })], {
    err: "technical",
    note: "33.2",
  }),
  // 2025-09-05 (H1 public).
  c("t", S, "bull", "quarterly", "上半年营收3713亿元，同比增长约23%；归母净利润155亿元，同比增长约14%。", [
    V("revenue", "2025H1", "3713", "亿", "approx"),
    G("revenue", "2025H1", { v: "23", cmp: "approx" }),
    V("net_profit", "2025H1", "155", "亿", "approx"),
    G("net_profit", "2025H1", { v: "14", cmp: "approx" }),
  ]),
  c(
    "f",
    S,
    "bull",
    "quarterly",
    "上半年归母净利润155亿元，同比增长约23%，与营收同步。",
    [
      V("net_profit", "2025H1", "155", "亿", "approx"),
      G("net_profit", "2025H1", { v: "23", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+13.8%；23%是营收" },
  ),
  c("t", S, "fE", "quarterly", "二季度单季归母净利润约64亿元，较一季度的约92亿元环比下滑约三成。", [
    V("net_profit", "2025S2", "64", "亿", "approx"),
    V("net_profit", "2025Q1", "92", "亿", "approx"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "-30", cmp: "approx" }),
  ]),
];
