// Writers who are not debate JSON points: 公众号 headlines, 研报 titles, AI 诊股 cards, 股吧 / 雪球 posts, 快讯,
// 晨会纪要, 业绩会纪要 — filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, LO52, VOL, EV, U, HILO, POS52, VOLR, MCNOW } = H;
const { READ, PAIR, SNAP, DAYS, IND, LIN, IN } = H;
const m = H.maker("b74-vmt", "600519");
const p = H.maker("b74-vpa", "601318");
const w = H.maker("b74-vwl", "000858");
const A = "2026-04-30";

export default [
  // 公众号 headlines (情绪分析师 passes them on)
  m("t", A, "fS", "annual", "重磅！茅台2025年归母净利润首次同比下滑，降幅4.53%，七年来头一遭", [
    G("net_profit", "2025", { v: "-4.53" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  m(
    "f",
    A,
    "fS",
    "annual",
    "茅台经营现金流少了三成多？别慌，现金流缩水恰恰是实打实的利好",
    [
      G("operating_cash_flow", "2025", IN("-40", "-30")),
      READ(G("operating_cash_flow", "2025", { dir: "down" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "现金流下降33%读作利好" },
  ),
  m(
    "f",
    A,
    "tS",
    "annual",
    "茅台账上躺着516亿现金，占总资产约三成，安全垫厚到离谱",
    [
      V("cash", "2025", "516", "亿", "approx"),
      R("cash", "total_assets", "2025", "30", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约17%" },
  ),
  // 研报 titles (基本面分析师)
  m("t", A, "tF", "annual", "贵州茅台2025年报点评：营收微降1.2%，净利率仍超50%，经营现金流承压", [
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    V("net_margin", "2025", "50", "%", "gt"),
    G("operating_cash_flow", "2025", { dir: "down" }),
  ]),
  w(
    "f",
    "2020-05-15",
    "tF",
    "annual",
    "五粮液2019年报点评：营收首破500亿，归母净利同比+38%，增速再上台阶",
    [
      V("operating_revenue", "2019", "500", "亿", "gt"),
      G("net_profit", "2019", { v: "38", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "+38.4%是2018年；2019年+30.0%" },
  ),
  p(
    "f",
    "2021-04-30",
    "tF",
    "annual",
    "中国平安2020年报点评：总资产突破95万亿元，寿险龙头地位稳固",
    [V("total_assets", "2020", "95", "万亿", "gt", { err: "wrong_magnitude" }), U("寿险龙头地位：同业未存储")],
    { err: "wrong_magnitude", note: "9.53万亿" },
  ),
  p("t", A, "tF", "annual", "中国平安2025年报点评：归母净利增6.5%，经营现金流近6600亿元，负债率稳定在九成左右", [
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    V("operating_cash_flow", "2025", "6600", "亿", "near"),
    V("debt_ratio", "2025", "90", "%", "approx"),
    PP("debt_ratio", "2025", { dir: "flat", flatTol: 0.5 }),
  ]),
  // AI 诊股 cards (技术分析师)
  m("t", A, "tT", "technical", "【AI诊股】贵州茅台｜收盘1384.79｜RSI 39.6｜MACD死叉｜均线空头｜技术面评级：偏弱", [
    CLOSE("1384.79"),
    RSI("39.6", "approx"),
    MACD("dif_below_dea"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  p("t", A, "tT", "technical", "【AI速读】中国平安｜收盘59.37｜站上MA20｜RSI 53.7｜20日量比0.96｜信号：中性", [
    CLOSE("59.37"),
    MA(20, "above"),
    RSI("53.7", "approx"),
    VOLR({ v: "0.96", cmp: "approx" }),
  ]),
  w(
    "f",
    A,
    "tT",
    "technical",
    "【AI诊股】五粮液｜收盘97.08｜RSI 28｜MACD金叉｜信号：超跌反弹启动",
    [CLOSE("97.08"), RSI("28", "approx"), MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "4月20日死叉" },
  ),
  // 股吧 / 雪球 posts (情绪分析师)
  w("t", A, "tS", "technical", "五粮液跌到97块了，比2020年底的291块少了三分之二，抄底的都套在半山腰", [
    CLOSE("97.08"),
    RET("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  m(
    "f",
    A,
    "tS",
    "technical",
    "茅台连跌十天了，天天收绿，这是要跌回1000块的节奏",
    [DAYS(10, "down", { err: "overstatement" })],
    { err: "overstatement", note: "近10日有5天收涨" },
  ),
  m(
    "f",
    A,
    "fS",
    "technical",
    "茅台股价创两年多来新低，1384块都守不住了",
    [HILO("min", "2024-01-02", { v: "1384.79", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024-09-19收盘1261、2026-01-28收盘1323.69更低" },
  ),
  p(
    "f",
    A,
    "tS",
    "annual",
    "平安负债率快90%了，这么高的杠杆放在哪个行业都得爆雷，赶紧跑",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险集团负债率约90%属常态" },
  ),
  p(
    "f",
    A,
    "fS",
    "annual",
    "平安营收是茅台的10倍，利润却只有茅台的1.6倍，这就是金融股的宿命",
    [
      PAIR("revenue", "2025", "600519", { mode: "x", v: "10", cmp: "approx", err: "wrong_ratio" }),
      PAIR("net_profit", "2025", "600519", { mode: "x", v: "1.6", cmp: "approx" }),
    ],
    { err: "wrong_ratio", note: "营收约为茅台的6.1倍" },
  ),
  p("u", A, "tS", "undecidable", "雪球热帖：平安H股比A股便宜两成多，聪明钱都去港股了", [U("H股价格与资金流：未存储")]),
  // 快讯 (新闻分析师)
  p("t", A, "tN", "annual", "【快讯】中国平安2025年归母净利润1347.78亿元，同比增长6.45%；营业总收入10505.06亿元", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
    V("revenue", "2025", "10505.06"),
  ]),
  p(
    "f",
    A,
    "tN",
    "annual",
    "【快讯】中国平安2025年归母净利润较2023年增长6.5%",
    [G("net_profit", "2025", { base: "2023", v: "6.5", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2023年+57.3%；+6.5%是较2024年" },
  ),
  p(
    "f",
    A,
    "tN",
    "announcement",
    "平安4月披露回购方案：拟以自有资金回购A股，上限50亿元｜快讯",
    [EV("repurchase", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年4月无回购公告" },
  ),
  // 晨会纪要 (研究经理)
  m(
    "t",
    A,
    "tM",
    "quarterly",
    "晨会纪要｜茅台26Q1营收同比+6.5%、归母净利+1.5%，利润增速落后收入约5个百分点",
    [
      G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    ],
    { note: "落后约5个百分点 = 6.54 - 1.47" },
  ),
  p(
    "f",
    A,
    "tM",
    "technical",
    "晨会纪要｜平安股价较2024年末下跌13.2%，保险板块仍在估值底部",
    [RET("2024-12-31", { v: "-13.2", cmp: "approx", err: "wrong_base_year" }), U("板块估值：未存储")],
    { err: "wrong_base_year", note: "较2024年末+12.8%；-13.2%是较2025年末" },
  ),
  w("u", A, "tM", "undecidable", "晨会纪要｜五粮液一季度收入降幅收窄，春节动销好于渠道预期", [
    U("五粮液2026Q1与动销：未存储"),
  ]),
  // 业绩会纪要 (新闻分析师)
  m("u", A, "tN", "undecidable", "业绩会纪要：管理层称2026年坚持控量稳价，直销渠道占比将继续提升", [
    U("业绩会表态与渠道结构：未存储"),
  ]),
  p("u", A, "tN", "undecidable", "业绩会纪要：平安表示2026年分红将稳中有升，新业务价值有望双位数增长", [
    U("管理层指引：预测"),
  ]),
  w("t", "2020-05-15", "fS", "annual", "五粮液2019年净利174亿元，同比增30%，ROE升到25.26%，名酒二哥后劲十足", [
    V("net_profit", "2019", "174", "亿", "approx"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    V("roe", "2019", "25.26", "%"),
    H.PP("roe", "2019", { dir: "up" }),
  ]),
];
