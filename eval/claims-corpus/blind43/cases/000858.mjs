// 五粮液 000858: figures stored only to FY2019 (no notices). Points on 2026-04-30 (technicals, FY2019 named, later
// years open), on 2020-05-15 (FY2019 public) and on 2019-06-28 (FY2018 public, bars from 2019-01-02).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, VOLR, EV, U, X, CAGR } = H;
const { POS52, PE, SNAP, BIAS, AMP, LIN, READ, RANK, DD, BRK, GSTREAK, SPAN, MAHOLD, DAYS } = H;
const c = H.maker("b43-wl", "000858");
const A = "2026-04-30";
const O = "2020-05-15";
const E = "2019-06-28";
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // 2026-04-30: the stored bars run to the date, the statements stop at FY2019.
  c("t", A, "tT", "technical", "五粮液收于97.08元，5/10/20/60/120/250日均线自上而下依次排开，标准的空头排列。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(5, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价收在97.08元，仍守住了5日均线，短线下跌动能衰竭。",
    [CLOSE("97.08"), MA(5, "above", { err: "technical" })],
    { err: "technical", note: "MA5 99.42，收盘在其下" },
  ),
  c("t", A, "tS", "technical", "RSI14跌到28.4，已进入30以下的超卖区间。", [RSI("28.4", "approx"), RSI("30", "lt")]),
  c("t", A, "tTr", "technical", "收盘价紧贴52周低点97元，距52周高点137.18元已跌去约29%。", [
    LO52({ cond: "level", v: "97" }),
    LO52({ v: "1", cmp: "lt" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "过去250个交易日累计下跌约16%，跌幅小于白酒指数。",
    [RET(250, { v: "-16", cmp: "approx", err: "wrong_value" }), U("白酒指数不在样本")],
    { err: "wrong_value", note: "250日-26.31%" },
  ),
  c("t", A, "tBe", "technical", "4月20日MACD再度死叉，DIF约-1.17、DEA约-0.72，空头占优。", [
    MACD("death_cross", 9),
    MACD("dif_value", 0, { v: "-1.17", cmp: "approx" }),
    MACD("dea_value", 0, { v: "-0.72", cmp: "approx" }),
  ]),
  c("t", A, "tC", "technical", "今年以来股价跌约8.4%，相较2020年末291.85元的收盘价已蒸发约三分之二。", [
    RET("2025-12-31", { v: "-8.4", cmp: "approx" }),
    RET("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "自2019年末以来五粮液股价累计跌幅超过四成，长期持有者普遍亏损。",
    [RET("2019-12-31", { v: "-40", cmp: "lt", err: "wrong_magnitude" }), U("持有者盈亏不可核")],
    { err: "wrong_magnitude", note: "自2019年末133.01元-27.01%" },
  ),
  c("t", A, "tT", "technical", "收盘价已跌破此前60个交易日的全部收盘价，60日内回撤约12.4%。", [
    BRK(60, "down"),
    DD(60, { v: "-12.4", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "近20日均量是前20日的约1.07倍，属于放量下跌而非缩量调整。", [
    VOLR({ v: "1.07", cmp: "approx" }),
    VOL("expand"),
    RET(20, { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "偏离20日均线约-10%，超跌程度已接近历史极值。",
    [BIAS(20, { v: "-10", cmp: "approx", err: "technical" }), U("历史极值比较")],
    { err: "technical", note: "BIAS20=-4.65%" },
  ),
  c("u", A, "fE", "undecidable", "2025年五粮液营收约830亿元，同比下滑近一成，普五批价跌破900元。", [
    U("五粮液FY2025财报未存储"),
    U("批价未存储"),
  ]),
  c("u", A, "fV", "undecidable", "按2025年每股收益算，当前PE不到13倍，股息率接近5%。", [
    U("2025年EPS未存储"),
    U("股息未存储"),
  ]),
  c("u", A, "tF", "undecidable", "2026年一季度五粮液归母净利润同比下降约20%，渠道去库存还没结束。", [
    U("2026Q1财报未存储"),
  ]),
  c("t", A, "fL", "annual", "回看2019年年报：营收501.18亿元，归母净利润174.02亿元。", [
    V("operating_revenue", "2019", "501.18"),
    V("net_profit", "2019", "174.02"),
  ]),
  c("u", A, "tN", "undecidable", "五粮液近期公告将2025年分红比例提升至70%。", [U("五粮液公告未收集")]),
  c("t", A, "tTr", "technical", "近120个交易日跌约18.4%，股价仍处52周区间最底部。", [
    RET(120, { v: "-18.4", cmp: "approx" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  // 2020-05-15: FY2019 public.
  c("t", O, "fE", "annual", "2019年营业收入501.18亿元，同比增长约25.2%，首次突破500亿元。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    MAX("operating_revenue", "2018", Y.slice(0, 4)),
  ]),
  c(
    "f",
    O,
    "bull",
    "annual",
    "2019年归母净利润174.02亿元，同比增长38%，增速依旧强劲。",
    [
      V("net_profit", "2019", "174.02"),
      G("net_profit", "2019", { v: "38", cmp: "approx", err: "wrong_period" }),
      G("net_profit", "2019", { size: "增长强劲" }),
    ],
    { err: "wrong_period", note: "+38.35%是2018年同比；2019年+30.02%" },
  ),
  c("t", O, "fM", "annual", "净利润增速从2017年的42.6%放缓到2018年的38.4%，再到2019年的30%。", [
    G("net_profit", "2017", { v: "42.6", cmp: "approx" }),
    G("net_profit", "2018", { v: "38.4", cmp: "approx" }),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
  ]),
  c("t", O, "tF", "annual", "2015至2019年归母净利润由61.76亿元增至174.02亿元，四年复合增速近30%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "near" }),
  ]),
  c(
    "f",
    O,
    "tB",
    "annual",
    "营收、净利连续四年增长，其中营业收入每年增速都在25%以上。",
    [
      UP("operating_revenue", Y),
      UP("net_profit", Y),
      GSTREAK("operating_revenue", ["2016", "2017", "2018", "2019"], 25, undefined, { err: "overstatement" }),
    ],
    { err: "overstatement", note: "2016年+13.3%、2017年+23.0%" },
  ),
  c("t", O, "fR", "annual", "资产负债率由24.36%升至28.48%，抬升约4.1个百分点，但仍不到三成。", [
    V("debt_ratio", "2018", "24.36", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    PP("debt_ratio", "2019", { v: "4.1", cmp: "approx" }),
    V("debt_ratio", "2019", "30", "%", "lt"),
  ]),
  c("t", O, "tF", "annual", "经营现金流231.12亿元，接近上年123.17亿元的两倍，约为净利润的1.33倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    V("operating_cash_flow", "2018", "123.17"),
    X("operating_cash_flow", "2019", "2018", { v: "2", cmp: "near" }),
    R("operating_cash_flow", "net_profit", "2019", "1.33", { cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "fQ",
    "annual",
    "经营现金流231.12亿元，只有净利润的七成左右，回款质量偏弱。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      R("operating_cash_flow", "net_profit", "2019", "0.7", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "231.12/174.02=1.33倍" },
  ),
  c("t", O, "fE", "annual", "ROE从22.80%升至25.26%，为2015年以来最高。", [
    V("roe", "2018", "22.80", "%"),
    PP("roe", "2019", { dir: "up" }),
    V("roe", "2019", "25.26", "%"),
    MAX("roe", "2019", Y),
  ]),
  c("t", O, "tT", "technical", "收盘145.22元，MA5>MA10>MA20>MA60，多头排列完整，DIF在零轴上方运行。", [
    CLOSE("145.22"),
    MAORDER([5, 10, 20, 60], "bull"),
    MACD("dif_above_zero", 0),
  ]),
  c("f", O, "tT", "technical", "RSI14仅约50，离超买还远，上行空间充足。", [RSI("50", "approx", { err: "technical" })], {
    err: "technical",
    note: "RSI14为70.29",
  }),
  c("t", O, "tTr", "technical", "过去250个交易日涨逾五成，距52周高点147.99元不到2%。", [
    RET(250, { v: "50", cmp: "gt" }),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
  c("t", O, "fV", "valuation", "按2019年每股收益4.48元计，145.22元的股价对应静态PE约32倍。", [
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32"),
  ]),
  c(
    "f",
    O,
    "fV",
    "valuation",
    "2019年每股收益4.48元，当前静态市盈率约42倍，已透支未来两年增长。",
    [V("basic_eps", "2019", "4.48", "元"), PE("2019", "42", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "145.22/4.48=32.4倍" },
  ),
  c("u", O, "fS", "undecidable", "普五一批价已回升到900元以上，经销商打款积极。", [U("批价与经销商打款未存储")]),
  c("t", O, "tS", "technical", "近20日均量仅为前20日的八成左右，属缩量上涨。", [
    VOLR({ v: "0.8", cmp: "approx" }),
    RET(20, { dir: "up" }),
  ]),
  c("t", O, "fL", "annual", "总资产1063.97亿元，首次越过千亿，同比增约23.6%。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    MAX("total_assets", "2018", Y.slice(0, 4)),
    G("total_assets", "2019", { v: "23.6", cmp: "approx" }),
  ]),
  // 2019-06-28: FY2018 public; bars only from 2019-01-02 (52-week figures open).
  c("t", E, "fE", "annual", "2018年营收400.30亿元，同比增约32.6%；净利润133.84亿元，增幅约38.4%。", [
    V("operating_revenue", "2018", "400.30"),
    G("operating_revenue", "2018", { v: "32.6", cmp: "approx" }),
    V("net_profit", "2018", "133.84"),
    G("net_profit", "2018", { v: "38.4", cmp: "approx" }),
  ]),
  c("u", E, "tT", "undecidable", "股价117.95元，已创52周新高。", [CLOSE("117.95"), HI52({ cond: "new_high" })]),
  c(
    "f",
    E,
    "bear",
    "annual",
    "2018年ROE为22.80%，较2017年下滑约3.4个百分点。",
    [V("roe", "2018", "22.80", "%"), PP("roe", "2018", { v: "-3.4", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "19.38%→22.80%，提升3.42个百分点" },
  ),
];
