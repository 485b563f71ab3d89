// 五粮液: annual FY2015-2019 only (sample), bars 2019-01-02..2026-04-30, no notices (a missing notice is undecidable).
// Dates: 2020-05-15 (FY2019 public), 2019-10-31 (FY2018 public; 52 weeks not yet covered), 2026-04-30 (bars only:
// every figure after 2019 is undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, POS52, U, PE, PAIR, READ } = H;
const { RET, SPAN, VOL, VOLR, GDIFF, MCNOW, CAGR, BRK } = H;
const c = H.maker("b18-wl", "000858");
const Q = "2020-05-15";
const O = "2019-10-31";
const A = "2026-04-30";
const NP = "net_profit";
const REV = "operating_revenue";
const OCF = "operating_cash_flow";
const Y5 = ["2015", "2016", "2017", "2018", "2019"];

export default [
  c("t", Q, "bull", "annual", "2019年营收501.18亿元同比+25.2%，归母净利174.02亿元同比+30%，营收首次站上500亿。", [
    V(REV, "2019", "501.18"),
    G(REV, "2019", { v: "25.2", cmp: "approx" }),
    V(NP, "2019", "174.02"),
    G(NP, "2019", { v: "30", cmp: "approx" }),
    V(REV, "2019", "500", "亿", "gt"),
    MAX(REV, "2019", Y5),
  ]),
  c(
    "f",
    Q,
    "tB",
    "annual",
    "盈利弹性还在：五粮液2019年赚到133.84亿元归母净利，比上年多了38%。",
    [
      V(NP, "2019", "133.84", "亿", "eq", { err: "wrong_period" }),
      G(NP, "2019", { v: "38", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "133.84亿、+38%是2018年；2019年174.02亿、+30%" },
  ),
  c("t", Q, "fE", "annual", "ROE从2015年的14.93%连升四年到25.26%，同期资产负债率也由15.61%升至28.48%。", [
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
    UP("roe", Y5),
    V("debt_ratio", "2015", "15.61", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", Y5),
  ]),
  c(
    "f",
    Q,
    "fR",
    "annual",
    "资产负债率28.48%，较2018年抬升超过5个百分点，杠杆上得偏快。",
    [V("debt_ratio", "2019", "28.48", "%"), PP("debt_ratio", "2019", { v: "5", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "+4.12个百分点" },
  ),
  c("t", Q, "fR", "annual", "现金流比利润更亮眼：经营现金流231.12亿元、同比增近九成，折合归母净利的1.33倍左右。", [
    V(OCF, "2019", "231.12"),
    G(OCF, "2019", { v: "90", cmp: "near" }),
    R(OCF, NP, "2019", "1.33", { cmp: "approx" }),
  ]),
  c(
    "f",
    Q,
    "tB",
    "annual",
    "现金回笼极强，每1元归母净利背后约有1.8元经营现金流，2019年合计约231亿元。",
    [V(OCF, "2019", "231", "亿", "approx"), R(OCF, NP, "2019", "1.8", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "231.12/174.02=1.33" },
  ),
  c("t", Q, "fV", "valuation", "以145.22元和2019年EPS 4.48元计，静态PE约32倍。", [
    CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32"),
  ]),
  c(
    "f",
    Q,
    "fV",
    "valuation",
    "2019年每股收益3.47元，按145.22元计PE约42倍，估值偏贵。",
    [
      CLOSE("145.22"),
      V("basic_eps", "2019", "3.47", "元", "eq", { err: "wrong_period" }),
      PE("2019", "42", "approx", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "3.47元是2018年EPS；2019年4.48元，PE约32倍" },
  ),
  c("t", Q, "vF", "annual", "2019年五粮液归母净利174亿元，约为茅台412亿元的42%；营收501亿元约是茅台的59%。", [
    PAIR(NP, "2019", "600519", { v: "0.42", cmp: "approx" }),
    V(NP, "2019", "412", "亿", "approx", { t: "600519" }),
    PAIR(REV, "2019", "600519", { v: "0.59", cmp: "approx" }),
  ]),
  c(
    "f",
    Q,
    "bull",
    "annual",
    "ROE 25.26%，和茅台的差距已缩小到5个百分点以内。",
    [
      V("roe", "2019", "25.26", "%"),
      PAIR("roe", "2019", "600519", { mode: "pp", v: "-5", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "茅台33.09%，差7.83个百分点" },
  ),
  c("t", Q, "tT", "technical", "收盘145.22元，MA5/10/20/60多头排列，RSI约70.3，短线偏热。", [
    CLOSE("145.22"),
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("70.3", "approx"),
  ]),
  c(
    "f",
    Q,
    "tC",
    "technical",
    "DIF约5.84已下穿DEA，MACD死叉确认，宜先减仓。",
    [MACD("dif_value", 0, { v: "5.84", cmp: "approx" }), MACD("dif_below_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF 5.839 > DEA 5.101" },
  ),
  c("t", Q, "tT", "technical", "52周区间96元到147.99元，现价145.22元贴近上沿，离高点约1.9%，比低点高出五成多。", [
    CLOSE("145.22"),
    POS52({ v: "80", cmp: "gt" }),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-1.9", cmp: "approx" }),
    LO52({ cond: "level", v: "96" }),
    LO52({ v: "50", cmp: "gt" }),
  ]),
  c(
    "f",
    Q,
    "tS",
    "technical",
    "近20日成交量较前20日放大，放量逼近前高，资金进场迹象明显。",
    [VOL("expand", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.81" },
  ),
  c("t", Q, "tS", "technical", "年初至今涨约9.2%，但近20日均量只有前20日的八成左右，上攻量能不足。", [
    SPAN("2019-12-31", { v: "9.2", cmp: "approx" }),
    VOLR({ v: "0.8", cmp: "approx" }),
  ]),
  c("u", Q, "fE", "quarterly", "2020年一季度营收同比增长约15%，疫情冲击下依然稳健。", [
    G(REV, "2020Q1", { v: "15", cmp: "approx" }),
  ]),
  c("u", Q, "tS", "undecidable", "普五批价稳定在920元以上，渠道库存处于良性水平。", [U("批价、渠道库存未存储")]),
  c("u", Q, "fE", "undecidable", "2019年系列酒收入占比升至约两成，产品结构有所下沉。", [U("分产品收入未存储")]),
  c("u", Q, "tN", "announcement", "公司公告拟推出员工持股计划，激励机制进一步理顺。", [
    U("五粮液公告未收录，不能判断"),
  ]),
  c("u", Q, "tN", "announcement", "五粮液已公告2019年度每10股派22元，股息率约1.5%。", [
    U("五粮液公告未收录；股息率未存储"),
  ]),
  c("t", O, "fE", "annual", "营收400.30亿元、归母净利133.84亿元，2018年双双创出新高，增速分别为32.6%和38.4%。", [
    V(REV, "2018", "400.30"),
    G(REV, "2018", { v: "32.6", cmp: "approx" }),
    V(NP, "2018", "133.84"),
    G(NP, "2018", { v: "38.4", cmp: "approx" }),
    MAX(REV, "2018", ["2015", "2016", "2017", "2018"]),
    MAX(NP, "2018", ["2015", "2016", "2017", "2018"]),
  ]),
  c(
    "f",
    O,
    "fQ",
    "annual",
    "拉长到两年看并不惊艳：归母净利从2016年到2018年只多了约38%，达到约134亿元。",
    [
      V(NP, "2018", "134", "亿", "approx"),
      G(NP, "2018", { base: "2016", v: "38", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2016年+97%；38%是较2017年" },
  ),
  c("t", O, "tT", "technical", "10月30日MACD金叉，收盘132.08元站上121.38元的MA120。", [
    MACD("golden_cross", 2),
    CLOSE("132.08"),
    MA(120, "value", { v: "121.38" }),
    MA(120, "above"),
  ]),
  c("u", O, "tF", "quarterly", "三季度单季营收增速回落到约20%，旺季前经销商备货放缓。", [
    G(REV, "2019S3", { v: "20", cmp: "approx" }),
    U("备货节奏未存储"),
  ]),
  c("u", O, "tA", "technical", "股价较52周低点已翻倍，位于一年区间的顶部附近。", [
    LO52({ size: "翻倍" }),
    POS52({ v: "80", cmp: "gt" }),
  ]),
  c("t", A, "tT", "technical", "收盘97.08元，MA5到MA250全部压在上方且空头排列，RSI约28，已进入超卖区。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(5, "below"),
    RSI("28", "approx"),
    RSI("30", "lt"),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "股价仍在约116元的年线之上，长期趋势没有破坏。",
    [MA(250, "value", { v: "116", cmp: "approx" }), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘97.08 < MA250 116.47" },
  ),
  c("t", A, "tBe", "technical", "4月20日MACD死叉，DIF约-1.17仍在DEA之下，零轴下方继续走弱。", [
    MACD("death_cross", 9),
    MACD("dif_value", 0, { v: "-1.17", cmp: "approx" }),
    MACD("dif_below_dea", 0),
    MACD("dif_below_zero", 0),
  ]),
  c("t", A, "fR", "technical", "收盘97.08元几乎贴着97元的52周低点，较137.18元的高点跌了约29%。", [
    LO52({ cond: "level", v: "97" }),
    POS52({ v: "1", cmp: "lt" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "股价较2020年末下跌约27%，回撤幅度与行业调整相当。",
    [SPAN("2020-12-31", { v: "-27", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2020年末-66.7%；-27%是较2019年末" },
  ),
  c("t", A, "tC", "technical", "相对2020年末291.85元的高位，股价已跌去约三分之二。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近250个交易日跌幅不足一成，调整已近尾声。",
    [RET(250, { v: "-10", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-26.3%" },
  ),
  c("u", A, "bear", "annual", "2025年营收约900亿元，净利润同比下滑，业绩拖累股价。", [
    V(REV, "2025", "900", "亿", "approx"),
    G(NP, "2025", { dir: "down" }),
  ]),
  c("u", A, "fV", "valuation", "现价对应2025年约13倍PE，股息率超过5%，估值已具吸引力。", [
    MCNOW("2025", "13"),
    U("股息率未存储"),
  ]),
  c("u", A, "tF", "quarterly", "一季度营收同比下降近三成，渠道去库存仍在进行。", [
    G(REV, "2026Q1", { v: "-30", cmp: "near" }),
    U("渠道库存未存储"),
  ]),
  c("t", A, "tC", "technical", "近120个交易日跌约18.4%，今年以来又跌约8.4%，收盘跌破前60日所有收盘价。", [
    RET(120, { v: "-18.4", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-8.4", cmp: "approx" }),
    BRK(60, "down"),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "近120个交易日跌了18%，这意味着利空出尽，技术面已经转多。",
    [READ(RET(120, { v: "-18", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作利好" },
  ),
  c(
    "f",
    Q,
    "bull",
    "annual",
    "2019年营收和归母净利双双增长超30%，高端化红利全面释放。",
    [G(REV, "2019", { v: "30", cmp: "gt", err: "overstatement" }), G(NP, "2019", { v: "30", cmp: "gt" })],
    { err: "overstatement", note: "营收+25.2%" },
  ),
  c("t", Q, "fE", "annual", "2015—2019年营收由约217亿元增至501亿元，四年复合增速约23%，净利复合增速近30%。", [
    V(REV, "2015", "217", "亿", "approx"),
    CAGR(REV, "2015", "2019", { v: "23", cmp: "approx" }),
    CAGR(NP, "2015", "2019", { v: "30", cmp: "near" }),
  ]),
  c(
    "f",
    Q,
    "tB",
    "annual",
    "2015年以来经营现金流逐年增长，2019年达231亿元。",
    [UP(OCF, Y5, { err: "wrong_direction" }), V(OCF, "2019", "231", "亿", "approx")],
    { err: "wrong_direction", note: "2017年97.66亿低于2016年116.97亿" },
  ),
  c("t", Q, "tF", "annual", "2019年末总资产1063.97亿元，首次突破千亿，同比增约23.6%。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    G("total_assets", "2019", { v: "23.6", cmp: "approx" }),
  ]),
  c("t", Q, "fE", "annual", "每股收益由3.47元升到4.48元，增幅约29%，略低于净利约30%的增速。", [
    V("basic_eps", "2018", "3.47", "元"),
    V("basic_eps", "2019", "4.48", "元"),
    G("basic_eps", "2019", { v: "29", cmp: "approx" }),
    GDIFF({ metric: "basic_eps", period: "2019" }, { metric: NP, period: "2019" }, { dir: "down" }),
  ]),
  c(
    "f",
    Q,
    "fE",
    "annual",
    "营业利润242.46亿元的背后是约20%的增幅，还跑不赢25%上下的营收增速。",
    [
      G(REV, "2019", { v: "25", cmp: "approx" }),
      V("operating_profit", "2019", "242.46"),
      G("operating_profit", "2019", { v: "20", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+29.5%" },
  ),
  c("t", Q, "fT", "annual", "利润总额241.06亿元，略低于242.46亿元的营业利润，营业外收支影响很小。", [
    V("total_profit", "2019", "241.06"),
    V("operating_profit", "2019", "242.46"),
    PAIR("total_profit", "2019", undefined, { metric2: "operating_profit", mode: "lt" }),
  ]),
  c("f", A, "tS", "technical", "RSI已回升到50以上，超跌反弹已经展开。", [RSI("50", "gt", { err: "technical" })], {
    err: "technical",
    note: "RSI14 28.4",
  }),
  c("u", A, "tS", "undecidable", "北向资金连续5日净卖出五粮液，外资在撤离白酒板块。", [U("资金流向未存储")]),
];
