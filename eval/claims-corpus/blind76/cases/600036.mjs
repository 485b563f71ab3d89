// 招商银行: FY2019-2025 (revenue from 2021), quarters 2024H1..2026Q1, bars 2024-01-02..2026-04-30, annual reports only.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, EV, U, CAGR, QOQ, PSUM, PE } = H;
const { POS52, MCNOW, X, SPAN, IND, READ, SNAP, DD, BRK, GSTREAK, PAIR, VOL, MAX_CROSS } = H;
const c = H.maker("b76-zs", "600036");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "招行2025年归母净利润1501.81亿元，首次站上1500亿，同比增长1.2%，利润连续多年正增长。", [
    V("net_profit", "2025", "1501.81"),
    V("net_profit", "2025", "1500", "亿", "gt"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    UP("net_profit", Y),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年净利润同比增长约6%，在大行普遍零增长的背景下一枝独秀。",
    [G("net_profit", "2025", { v: "6", cmp: "approx", err: "wrong_period" }), U("大行对比")],
    { err: "wrong_period", note: "+6.2%是2023年；2025年+1.21%" },
  ),
  c(
    "t",
    A,
    "bear",
    "annual",
    "营业收入3375.32亿元，与上年的3374.88亿元几乎一样，连续三年没有回到2022年3447.83亿元的高点。",
    [
      V("revenue", "2025", "3375.32"),
      V("revenue", "2024", "3374.88"),
      G("revenue", "2025", { size: "基本持平" }),
      V("revenue", "2022", "3447.83"),
      MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收3375亿元，同比下降约2%，收入端已连续第三年负增长。",
    [
      V("revenue", "2025", "3375", "亿", "approx"),
      G("revenue", "2025", { v: "-2", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025年+0.01%，并非负增长" },
  ),
  c("t", A, "fE", "quarterly", "一季度营收869.40亿元，同比增长约3.8%，增速比净利润的1.5%更快。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    H.GDIFF({ metric: "revenue", period: "2026Q1" }, { metric: "net_profit", period: "2026Q1" }, { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2026年一季度归母净利润378.52亿元，同比增长约15%，盈利明显提速。",
    [
      V("net_profit", "2026Q1", "378.52"),
      G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际+1.52%" },
  ),
  c("t", A, "tF", "quarterly", "去年四季度单季净利润364.09亿元，比前年四季度的352.07亿元多出约12亿元。", [
    V("net_profit", "2025S4", "364.09"),
    V("net_profit", "2024S4", "352.07"),
    H.D("net_profit", "2025S4", { base: "2024S4", v: "12", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "下半年净利润约752.5亿元，比2024年下半年的736.5亿元多出约16亿元，节奏前低后高。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "752.5", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2024", 1],
        ["net_profit", "2024H1", -1],
      ],
      { v: "736.5", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
        ["net_profit", "2024", -1],
        ["net_profit", "2024H1", 1],
      ],
      { v: "16", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -2],
      ],
      { v: "0", cmp: "gt" },
    ),
  ]),
  c("t", A, "tBe", "annual", "ROE从14.49%降至13.44%，一年少了1个多百分点，较2019年的16.84%更是下了一个台阶。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1", cmp: "lt" }),
    V("roe", "2019", "16.84", "%"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "加权ROE由2024年的14.49%回升至13.44%，盈利能力边际修复。",
    [V("roe", "2024", "14.49", "%"), PP("roe", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "14.49→13.44是下降" },
  ),
  c("t", A, "fR", "industry", "资产负债率90.20%，对商业银行而言属正常水平，不能套用工业企业的杠杆标准。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "招行资产负债率超过90%，杠杆显著偏高，一旦资产质量波动将放大风险。",
    [V("debt_ratio", "2025", "90", "%", "gt"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  c(
    "t",
    A,
    "fV",
    "valuation",
    "收盘38.27元，对应2025年每股净资产43.43元约0.88倍PB，静态PE约6.7倍，估值处于破净状态。",
    [
      CLOSE("38.27"),
      V("bps", "2025", "43.43", "元"),
      PE("2025", "0.88", "approx", { per: "bps" }),
      PE("2025", "6.7"),
      PE("2025", "1", "lt", { per: "bps" }),
    ],
  ),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按现价计算，招行市盈率约10倍，比银行股平均水平贵不少。",
    [MCNOW("2025", "10", "approx", { err: "wrong_value" }), U("行业平均")],
    { err: "wrong_value", note: "约6.4倍" },
  ),
  c("t", A, "tT", "technical", "收盘38.27元跌破5日、10日、20日均线，MA5<MA10<MA20空头排列，4月27日MACD再度死叉。", [
    CLOSE("38.27"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MAORDER([5, 10, 20], "bear"),
    MACD("death_cross", 4),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "招行股价站稳250日年线之上，长期趋势依旧向上。",
    [MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘38.27 < MA250 42.15" },
  ),
  c("t", A, "tS", "technical", "股价距离52周高点48.55元已跌去约21%，处在52周区间底部10%以内。", [
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-21", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "年初至今招行仅微跌约2.6%，银行板块的防御属性体现得很充分。",
    [SPAN("2025-12-31", { v: "-2.6", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-2.6%是较2024年末；年初至今-9.1%" },
  ),
  c("t", A, "tTr", "technical", "今年以来累计下跌约9%，RSI14约36，接近但未到超卖线，轻仓等右侧。", [
    SPAN("2025-12-31", { v: "-9", cmp: "approx" }),
    RSI("36", "approx"),
    RSI("30", "gt"),
  ]),
  c("t", A, "tB", "annual", "2019至2025年归母净利润年均复合增长约8%，从928.67亿元增至1501.81亿元。", [
    CAGR("net_profit", "2019", "2025", { v: "8", cmp: "approx" }),
    V("net_profit", "2019", "928.67"),
    V("net_profit", "2025", "1501.81"),
  ]),
  c("t", A, "tB", "annual", "总资产突破13万亿元，同比增长约7.6%，扩表速度快于利润增速。", [
    V("total_assets", "2025", "13", "万亿", "gt"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    H.GDIFF({ metric: "total_assets", period: "2025" }, { metric: "net_profit", period: "2025" }, { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "总资产已达130万亿元，规模稳居股份行第一。",
    [V("total_assets", "2025", "130", "万亿", "approx", { err: "wrong_magnitude" }), U("股份行排名")],
    { err: "wrong_magnitude", note: "13.07万亿" },
  ),
  c("t", A, "fT", "annual", "基本每股收益5.70元，高于上年的5.66元；每股净资产由41.46元升至43.43元。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("basic_eps", "2024", "5.66", "元"),
    V("bps", "2024", "41.46", "元"),
    V("bps", "2025", "43.43", "元"),
  ]),
  c("u", A, "fQ", "undecidable", "净息差已跌破1.9%，零售贷款不良率抬升，才是利润停滞的真正原因。", [
    U("NIM、不良率未存储"),
  ]),
  c("u", A, "tC", "undecidable", "核心一级资本充足率若跌破监管线，分红比例将被迫下调。", [U("资本充足率未存储；情景")]),
  c("u", A, "tN", "announcement", "招行一季度末宣布中期分红方案，股息率有望超过5%。", [
    U("招行非年报公告未收集；股息率预测"),
  ]),
  c("t", A, "tM", "annual", "2025年支付分红及利息617.52亿元，约占归母净利润的41%，派息能力与利润增长相匹配。", [
    V("dividends_interest_paid", "2025", "617.52"),
    R("dividends_interest_paid", "net_profit", "2025", "41", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "近20日成交均量较前20日放大约10%，但股价跌约3.9%，属放量下跌。", [
    H.VOLR({ v: "1.1", cmp: "approx" }),
    VOL("expand"),
    RET(20, { v: "-3.9", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "annual", "综合来看，营收+0.01%、净利润+1.2%、ROE 13.44%，招行处于低增长但高质量的平台期。", [
    G("revenue", "2025", { v: "0.01", cmp: "approx" }),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("roe", "2025", "13.44", "%"),
  ]),
  c(
    "f",
    A,
    "tP",
    "quarterly",
    "2025年前三季度净利润1137.72亿元，单季三季度净利润同比下滑，拖累全年。",
    [
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025S3", { base: "2024S3", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025Q3 388.42 vs 2024Q3 384.41，+1.0%" },
  ),
  c("u", A, "vF", "annual", "招行净利率44.77%，较上年的44.32%提升约0.45个百分点，成本管控见效。", [
    V("net_margin", "2025", "44.77", "%"),
    V("net_margin", "2024", "44.32", "%"),
    PP("net_margin", "2025", { v: "0.45", cmp: "approx" }),
    U("成本管控的归因"),
  ]),
];
