// 宁德时代: FY2021-2025 (Tushare annual), quarters 2024H1..2026Q1, bars 2020-01-02..2026-04-30, notices from
// 2026-02-09 (a missing dividend / buy-back / placement / incentive notice after that is a nonexistent_event).
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  X,
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
  POS52,
  VOL,
  AMP,
  EV,
  EVN,
  U,
  CAGR,
  QOQ,
  PSUM,
  SPAN,
  MCNOW,
  SNAP,
  PAIR,
  IND,
  LIN,
  GDIFF,
  READ,
  MAHOLD,
  HILO,
  IN,
} = H;
const c = H.maker("b25-nd", "300750");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- annual ------------------------------------------------------------------------------------------------------
  c(
    "t",
    A,
    "bull",
    "annual",
    "宁德时代2025年营业总收入4237.02亿元，同比增长17.04%，归母净利润722.01亿元，同比大增42.28%。",
    [
      V("revenue", "2025", "4237.02"),
      G("revenue", "2025", { v: "17.04" }),
      V("net_profit", "2025", "722.01"),
      G("net_profit", "2025", { v: "42.28", size: "大增" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "同比增速高达52.28%，宁德2025年722.01亿元的归母净利润弹性远超市场预期。",
    [V("net_profit", "2025", "722.01"), G("net_profit", "2025", { v: "52.28", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+42.28%" },
  ),
  c("t", A, "fE", "annual", "营收不仅恢复增长，还越过了2023年4009.17亿元的前高，2025年是2021年以来最高。", [
    V("revenue", "2023", "4009.17"),
    G("revenue", "2024", { dir: "down" }),
    MAX("revenue", "2023", ["2021", "2022", "2023", "2024"]),
    MAX("revenue", "2025", Y5),
    G("revenue", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "4237.02亿元的营收较2023年增长17.04%，两年维度的扩张依旧稳健。",
    [V("revenue", "2025", "4237.02"), G("revenue", "2025", { base: "2023", v: "17.04", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "17.04%是较2024年；较2023年+5.68%" },
  ),
  c("t", A, "fL", "annual", "归母净利润从2021年的159.31亿元一路增至722.01亿元，四年复合增速约46%。", [
    V("net_profit", "2021", "159.31"),
    UP("net_profit", Y5),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fL",
    "annual",
    "2025年归母净利润是2021年的三倍出头，四年增长主要靠规模驱动。",
    [X("net_profit", "2025", "2021", { ...IN("3", "3.5"), err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约4.53倍" },
  ),
  c("t", A, "fR", "annual", "毛利率26.27%，较2024年提升约1.8个百分点；净利率18.12%，提升超3个百分点。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    V("net_margin", "2025", "18.12", "%"),
    PP("net_margin", "2025", { v: "3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "价格战之下，2025年净利率18.12%同比下滑，盈利正被一点点侵蚀。",
    [V("net_margin", "2025", "18.12", "%"), PP("net_margin", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "净利率由14.92%升至18.12%" },
  ),
  c("t", A, "tF", "annual", "资产负债率从2022年的70.56%连续三年下降至61.94%，去杠杆成效明显。", [
    V("debt_ratio", "2022", "70.56", "%"),
    DOWN("debt_ratio", ["2022", "2023", "2024", "2025"]),
    V("debt_ratio", "2025", "61.94", "%"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "负债率61.94%，较2024年上升超过3个百分点，扩产正在把杠杆推高。",
    [V("debt_ratio", "2025", "61.94", "%"), PP("debt_ratio", "2025", { v: "3", cmp: "gt", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2024年65.24%下降3.30个百分点" },
  ),
  c("t", A, "tF", "annual", "经营现金流1332.20亿元，同比增长约37%，是归母净利润的1.85倍左右，利润含金量很高。", [
    V("operating_cash_flow", "2025", "1332.20"),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "每1元归母净利润对应约2.5元经营现金流，现金回笼能力行业罕见。",
    [R("operating_cash_flow", "net_profit", "2025", "2.5", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约1.85倍" },
  ),
  c(
    "t",
    A,
    "tNe",
    "annual",
    "2025年资本开支423.45亿元，较2024年的311.80亿元增加约112亿元，扣除后自由现金流仍有约909亿元。",
    [
      V("capex", "2025", "423.45"),
      V("capex", "2024", "311.80"),
      D("capex", "2025", { v: "112", cmp: "approx" }),
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
  c("t", A, "tC", "annual", "投资活动现金净流出944.76亿元，几乎是2024年488.75亿元的两倍，扩张节奏在加快。", [
    V("investing_cash_flow", "2025", "-944.76"),
    V("investing_cash_flow", "2024", "-488.75"),
    X("investing_cash_flow", "2025", "2024", { v: "2", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "货币资金3335.13亿元，较2024年末减少约300亿元，扩产正在消耗现金。",
    [V("cash", "2025", "3335.13"), D("cash", "2025", { v: "-300", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2024年末增加约300亿元" },
  ),
  c("t", A, "fSy", "annual", "总资产9748.28亿元，同比增长约23.9%，已逼近万亿元。", [
    V("total_assets", "2025", "9748.28"),
    G("total_assets", "2025", { v: "23.9", cmp: "approx" }),
    V("total_assets", "2025", "10000", "亿", "near"),
  ]),
  c("t", A, "fT", "annual", "商誉仅8.37亿元，较上年的8.95亿元还略有减少，并购减值风险可以忽略。", [
    V("goodwill", "2025", "8.37"),
    V("goodwill", "2024", "8.95"),
    D("goodwill", "2025", { dir: "down" }),
  ]),
  c("t", A, "tN", "annual", "分配股利、利润或偿付利息支付的现金349.23亿元，同比增长约35%，股东回报与利润同步放大。", [
    V("dividends_interest_paid", "2025", "349.23"),
    G("dividends_interest_paid", "2025", { v: "35", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "利润增速42.28%，营收增速却只有7.04%，两者差了35个百分点，增长质量存疑。",
    [G("net_profit", "2025", { v: "42.28" }), G("revenue", "2025", { v: "7.04", err: "wrong_value" })],
    { err: "wrong_value", note: "营收+17.04%" },
  ),
  c("t", A, "fQ", "annual", "利润增速比营收增速快约25个百分点，这意味着增长主要来自盈利能力改善，而非单纯放量。", [
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "25", cmp: "approx" }),
  ]),
  c("u", A, "bull", "undecidable", "2025年动力电池全球市占率约38%，连续九年全球第一。", [U("市占率与行业排名未存储")]),
  c("u", A, "fR", "annual", "储能业务毛利率高于动力电池，2025年储能出货量占比提升带动整体毛利率上行。", [
    PP("gross_margin", "2025", { dir: "up" }),
    U("分业务毛利率与出货量未存储，归因不可核验"),
  ]),
  c("u", A, "tS", "undecidable", "碳酸锂价格反弹可能在2026年下半年压缩电芯毛利。", [U("原材料价格未存储，且为预测")]),
  c("u", A, "bear", "industry", "比亚迪弗迪电池外供放量，宁德的份额可能被蚕食。", [U("竞争对手分部数据不可得")]),

  // ---- quarterly ---------------------------------------------------------------------------------------------------
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "2026年一季度营业收入1291.31亿元，同比增长52.45%；归母净利润207.38亿元，同比增长48.52%。",
    [
      V("operating_revenue", "2026Q1", "1291.31"),
      G("operating_revenue", "2026Q1", { v: "52.45" }),
      V("net_profit", "2026Q1", "207.38"),
      G("net_profit", "2026Q1", { v: "48.52" }),
    ],
  ),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度营收1291.31亿元，比去年同期多出六成以上，远快于2025全年17.04%的增速。",
    [
      V("operating_revenue", "2026Q1", "1291.31"),
      G("revenue", "2025", { v: "17.04" }),
      G("operating_revenue", "2026Q1", { v: "60", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+52.45%" },
  ),
  c("t", A, "bear", "quarterly", "不过环比看，一季度营收较2025年四季度的1406.30亿元下降约8.2%，利润环比降约10.5%。", [
    V("operating_revenue", "2025S4", "1406.30"),
    QOQ("operating_revenue", "2026S1", "2025S4", { v: "-8.2", cmp: "approx" }),
    QOQ("net_profit", "2026S1", "2025S4", { v: "-10.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度归母净利润207.38亿元，环比四季度继续增长，季度利润再创新高。",
    [V("net_profit", "2026Q1", "207.38"), QOQ("net_profit", "2026S1", "2025S4", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "四季度231.67亿元，环比-10.5%" },
  ),
  c("t", A, "tF", "quarterly", "2025年四季度单季归母净利润231.67亿元，同比增长约57%，比三季度约41%的增速又快了一截。", [
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
    G("net_profit", "2025S4", { base: "2024S4", v: "41.21", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "quarterly",
    "四季度单季营收4237.02亿元，旺季效应推动冲量。",
    [V("operating_revenue", "2025S4", "4237.02", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "4237.02亿元是全年；四季度单季1406.30亿元" },
  ),
  c("t", A, "fR", "quarterly", "一季度毛利率24.82%，较去年同期的24.41%略升，但低于2025年全年的26.27%。", [
    V("gross_margin", "2026Q1", "24.82", "%"),
    V("gross_margin", "2025Q1", "24.41", "%"),
    PAIR("gross_margin", "2026Q1", undefined, { period2: "2025", mode: "lt" }),
  ]),
  c("t", A, "tF", "quarterly", "2025年下半年归母净利润约417亿元，显著高于上半年的304.85亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "417", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "304.85"),
  ]),
  c(
    "f",
    A,
    "tTr",
    "quarterly",
    "到一季度末货币资金只剩3519.97亿元，比2025年末还少，现金消耗需警惕。",
    [V("cash", "2026Q1", "3519.97"), D("cash", "2026Q1", { base: "2025", dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025年末3335.13亿元，增加约185亿元" },
  ),
  c("u", A, "fE", "quarterly", "一季度电池出货量同比增长超过40%，量价齐升。", [U("出货量未存储")]),
  c("t", A, "fV", "quarterly", "近四个季度营收合计约4681亿元，归母净利润合计约790亿元。", [
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2026Q1", 1],
        ["revenue", "2025Q1", -1],
      ],
      { v: "4681", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "790", cmp: "approx" },
    ),
  ]),

  // ---- valuation ---------------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "按4月30日收盘436元，对应TTM归母净利润的市盈率约25倍，比按2025年利润算的约27.5倍低。", [
    CLOSE("436"),
    MCNOW("2026Q1TTM", "25"),
    MCNOW("2025", "27.5"),
  ]),
  c(
    "f",
    A,
    "vF",
    "valuation",
    "以436元收盘价计，宁德2025年市盈率已超过40倍，估值透支了增长。",
    [MCNOW("2025", "40", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "约27.5倍" },
  ),
  c("t", A, "fV", "valuation", "2025年7月4日快照：市净率5.02倍，总市值约1.21万亿元。", [
    SNAP("pb", "5.02", "x", "eq"),
    SNAP("marketCap", "1.21", "万亿"),
  ]),

  // ---- technical ---------------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘436元站在20日、60日和250日均线之上，MA20>MA60>MA120>MA250，中长期多头排列完好。", [
    CLOSE("436"),
    MA(20, "above"),
    MA(60, "above"),
    MA(250, "above"),
    MAORDER([20, 60, 120, 250], "bull"),
  ]),
  c("f", A, "tT", "technical", "5日均线没有失守，短线攻势未减。", [MA(5, "above", { err: "technical" })], {
    err: "technical",
    note: "收盘436低于MA5 437.69",
  }),
  c("t", A, "tC", "technical", "但MACD已在4月28日死叉，DIF约11.76仍在零轴上方，属于高位回调信号。", [
    MACD("dead_cross", 3),
    MACD("dif_value", 0, { v: "11.76" }),
    MACD("dif_above_zero", 0),
  ]),
  c("t", A, "bull", "technical", "过去250个交易日股价上涨约93%，接近翻倍，52周区间的位置约90%。", [
    RET(250, { v: "93", cmp: "approx" }),
    RET(250, { size: "接近翻倍" }),
    POS52({ v: "90", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "4月30日收盘436元，已创52周新高，上方没有套牢盘。",
    [CLOSE("436"), HI52({ cond: "new_high", err: "technical" })],
    { err: "technical", note: "52周高点460元" },
  ),
  c("t", A, "tS", "technical", "RSI14约56，未过热；距460元的52周高点回落约5.2%。", [
    RSI("56", "approx"),
    RSI("70", "lt"),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5.2", cmp: "approx" }),
  ]),
  c("f", A, "tS", "technical", "RSI14高达75，严重超买，随时面临回调。", [RSI("75", "approx", { err: "technical" })], {
    err: "technical",
    note: "RSI14约56",
  }),
  c("t", A, "vT", "technical", "2025年末收367.26元，4月30日收436元，跨年以来区间涨约18.7%。", [
    SPAN("2025-12-31", { v: "18.7", cmp: "approx" }),
    CLOSE("367.26", "eq", { date: "2025-12-31" }),
    CLOSE("436"),
  ]),
  c("t", A, "tNe", "technical", "60日振幅超过37%，量能上最近20个交易日也比之前20日更活跃。", [
    AMP(60, { v: "37", cmp: "gt" }),
    VOL("expand"),
  ]),
  c(
    "f",
    A,
    "bear",
    "technical",
    "即便涨了这么多，股价仍低于2021年末588元的高位约15%。",
    [
      CLOSE("588", "eq", { date: "2021-12-31" }),
      SPAN("2021-12-31", { v: "-15", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "较2021年末-25.85%" },
  ),
  c("t", A, "tTr", "technical", "近60个交易日累计上涨约28.5%，近5日微跌0.66%，上涨后进入横盘消化。", [
    RET(60, { v: "28.5", cmp: "approx" }),
    RET(5, { v: "-0.66" }),
  ]),
  c("u", A, "tTr", "technical", "若放量突破460元前高，上行空间有望进一步打开。", [U("突破情景为预测")]),

  // ---- announcement ------------------------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "公司4月7日披露A股回购结果暨股份变动公告，此前3月、4月各有一份回购进展公告。", [
    EV("repurchase", true, { title: "回购结果", from: "2026-04-07", to: "2026-04-07" }),
    EVN("repurchase", "2026-03-01", { v: 2, to: "2026-04-06" }),
  ]),
  c("t", A, "tN", "announcement", "3月10日公司发布2025年度利润分配预案，并提请授权董事会制定2026年中期分红方案。", [
    EV("dividend", true, { title: "2025年度利润分配预案", from: "2026-03-10", to: "2026-03-10" }),
    EV("dividend", true, { title: "中期分红", from: "2026-03-10", to: "2026-03-10" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司2026年3月披露定增预案，拟向特定对象募资扩产，摊薄效应值得关注。",
    [EV("placement", true, { from: "2026-03-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09起无定增公告" },
  ),
  c("t", A, "fS", "announcement", "2月推出2026年A股员工持股计划草案，4月22日又授予预留份额，激励绑定持续。", [
    EV("equity_incentive", true, { title: "员工持股计划（草案）", from: "2026-02-01", to: "2026-02-28" }),
    EV("equity_incentive", true, { title: "预留份额", from: "2026-04-22", to: "2026-04-22" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "announcement",
    "4月中旬公司公告终止员工持股计划，激励落空对情绪是利空。",
    [EV("equity_incentive", true, { title: "终止", from: "2026-04-10", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月16日为调整价格公告，非终止" },
  ),
  c("t", A, "tF", "announcement", "2月发行的科技创新公司债券已于2月26日在深交所上市，融资渠道通畅。", [
    EV("bond", true, { title: "科技创新公司债券.*上市", from: "2026-02-26", to: "2026-02-26" }),
  ]),
  c("u", A, "fS", "announcement", "有股东在4月减持宁德股份，短期抛压加大。", [U("减持公告不作判定")]),
  c(
    "f",
    A,
    "tBe",
    "announcement",
    "2026年以来公司未发布任何回购相关公告，市值管理意愿不足。",
    [EV("repurchase", false, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "3月3日、4月2日、4月7日均有回购公告" },
  ),

  // ---- industry ----------------------------------------------------------------------------------------------------
  c("t", A, "tC", "industry", "61.94%的资产负债率对制造业不算低，扩产周期里的杠杆风险需要持续跟踪。", [
    V("debt_ratio", "2025", "61.94", "%"),
    IND("high_debt_is_risk"),
  ]),
  c("t", A, "fL", "industry", "2025年归母净利润增速42.28%，远快于招商银行的1.21%和贵州茅台的-4.53%。", [
    G("net_profit", "2025", { v: "42.28" }),
    G("net_profit", "2025", { v: "1.21", t: "600036" }),
    G("net_profit", "2025", { v: "-4.53", t: "600519" }),
  ]),

  // ---- rebuttals / readings --------------------------------------------------------------------------------------
  c("t", A, "bull", "annual", "空方拿'负债率超六成'说事，可负债率已连续三年下降，2025年较上年又降了约3.3个百分点。", [
    V("debt_ratio", "2025", "60", "%", "gt"),
    DOWN("debt_ratio", ["2022", "2023", "2024", "2025"]),
    PP("debt_ratio", "2025", { v: "-3.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "别被数字晃了眼：2025年归母净利润同比增长42.28%，这一数据本身就是利空。",
    [READ(G("net_profit", "2025", { v: "42.28" }), "negative", { err: "stance" })],
    { err: "stance", note: "利润大增被读作利空" },
  ),
];
