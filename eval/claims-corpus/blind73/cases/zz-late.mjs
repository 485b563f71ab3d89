// Points on other dates: 2025-04-30 (FY2024, 茅台 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025),
// 2020-05-15 (五粮液 FY2019), and what was not public yet on them.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, QOQ, PSUM } = H;
const { SPAN, X, READ, VOLR, POS52, DD, BIAS, CAGR, RANK, GDIFF, PE, DAYS } = H;
const mt = H.maker("b73-lmt", "600519");
const nd = H.maker("b73-lnd", "300750");
const by = H.maker("b73-lby", "002594");
const zh = H.maker("b73-lzh", "600036");
const wl = H.maker("b73-lwl", "000858");
const P = "2025-04-30";
const H1 = "2025-09-05";
const M9 = "2025-10-31";
const W = "2020-05-15";

export default [
  // 2025-04-30
  mt("t", P, "bull", "annual", "茅台2024年归母净利润862.28亿元，同比增长15.4%，营业总收入1741.44亿元，增速约15.7%。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
  ]),
  mt(
    "t",
    P,
    "fE",
    "quarterly",
    "2025Q1归母净利润268.47亿元，同比增长约11.6%，营业收入同比增长10.5%左右，开门红延续。",
    [
      V("net_profit", "2025Q1", "268.47"),
      G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
      G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    P,
    "fE",
    "quarterly",
    "2025年一季度归母净利润268.47亿元，同比增长15.4%，延续了去年的增速。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "15.4", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "15.4%是2024年全年增速；Q1同比+11.56%" },
  ),
  mt("t", P, "tT", "technical", "收盘1547元，距52周高点1910元仍低约19%，MACD在3月26日死叉后DIF仍在DEA下方。", [
    CLOSE("1547"),
    HI52({ cond: "level", v: "1910" }),
    HI52({ v: "-19", cmp: "approx" }),
    MACD("death_cross", 25),
    MACD("dif_below_dea"),
  ]),
  mt("t", P, "fV", "valuation", "按2024年每股收益68.64元计，1547元的股价对应静态PE约22.5倍。", [
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "22.5", "approx"),
  ]),
  mt(
    "f",
    P,
    "fV",
    "valuation",
    "以2024年EPS 68.64元计算，茅台当前股价1547元对应PE约32倍，估值偏贵。",
    [V("basic_eps", "2024", "68.64", "元"), PE("2024", "32", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "1547/68.64=22.5倍" },
  ),
  mt("u", P, "fM", "undecidable", "2025年半年报料将在8月披露，预计上半年利润增速放缓至个位数。", [
    U("2025H1在2025-04-30尚未披露"),
  ]),
  mt("t", P, "fT", "announcement", "信任方指出：4月3日茅台已披露2024年年度报告，数据都可以直接引用。", [
    EV("annual_report", true, { from: "2025-04-03", title: "2024年年度报告" }),
  ]),
  // 2025-09-05 (H1 2025)
  mt("t", H1, "fE", "quarterly", "茅台上半年归母净利润454.03亿元，同比增长约8.9%，营收增速9.1%，均降至个位数。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx", size: "个位数增长" }),
    G("operating_revenue", "2025H1", { v: "9.1", cmp: "approx", size: "个位数增长" }),
  ]),
  mt("t", H1, "fE", "quarterly", "二季度单季利润185.55亿元，比一季度的268.47亿元环比少了约31%。", [
    V("net_profit", "2025S2", "185.55"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "-31", cmp: "approx" }),
  ]),
  mt(
    "f",
    H1,
    "tT",
    "technical",
    "茅台9月5日收于1483元，跌破60日均线，技术面转空。",
    [CLOSE("1483"), MA(60, "below", { err: "technical" })],
    { err: "technical", note: "MA60 1437.41，收盘在上方" },
  ),
  mt("t", H1, "tT", "technical", "收盘1483元站上MA5/10/20/60，但仍低于年线1496元，DIF 11.7在DEA上方。", [
    CLOSE("1483"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(250, "value", { v: "1496", cmp: "approx" }),
    MA(250, "below"),
    MACD("dif_value", undefined, { v: "11.7", cmp: "approx" }),
    MACD("dif_above_dea"),
  ]),
  nd(
    "t",
    H1,
    "bull",
    "quarterly",
    "宁德时代上半年营收1788.86亿元，同比增约7.3%，归母净利润304.85亿元增长33%，利润快过收入。",
    [
      V("revenue", "2025H1", "1788.86"),
      G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
      V("net_profit", "2025H1", "304.85"),
      G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    H1,
    "bear",
    "quarterly",
    "2025年上半年宁德归母净利润304.85亿元，同比只增长约7%，和营收增速一样平庸。",
    [V("net_profit", "2025H1", "304.85"), G("net_profit", "2025H1", { v: "7", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "利润+33.3%；约7%是营收增速" },
  ),
  nd("t", H1, "tT", "technical", "股价325.11元创52周新高，RSI约73进入超买区，近20日成交量是此前的1.6倍。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    VOLR({ v: "1.6", cmp: "approx" }),
  ]),
  nd("t", H1, "tA", "technical", "20个交易日涨逾23%，均线5/10/20/60/120/250多头排列，趋势交易不宜下车。", [
    RET(20, { v: "23", cmp: "gt" }),
    MAORDER([5, 10, 20, 60, 120, 250], "bull"),
  ]),
  nd("u", H1, "fM", "undecidable", "三季报还没出，按上半年304.85亿元的节奏，前三季度利润有望突破500亿元。", [
    V("net_profit", "2025H1", "304.85"),
    U("2025M9在2025-09-05尚未披露"),
  ]),
  by("t", H1, "fE", "quarterly", "比亚迪上半年营收3712.81亿元，同比增长约23%，归母净利润155.11亿元、增长约14%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "14", cmp: "approx" }),
  ]),
  by(
    "f",
    H1,
    "bear",
    "quarterly",
    "二季度单季归母净利润155.11亿元，环比一季度增长约69%，但毛利率承压。",
    [
      V("net_profit", "2025S2", "155.11", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "69", cmp: "approx", err: "wrong_period" }),
      PP("gross_margin", "2025H1", { dir: "down" }),
    ],
    { err: "wrong_period", note: "155.11亿是上半年累计；Q2单季63.56亿" },
  ),
  by(
    "t",
    H1,
    "tF",
    "quarterly",
    "二季度单季利润63.56亿元，较一季度91.55亿元环比下滑约31%，上半年利润六成来自一季度。",
    [
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-31", cmp: "approx" }),
      R("net_profit", "net_profit", "2025Q1", "60", { u: "%", cmp: "approx", denPeriod: "2025H1" }),
    ],
  ),
  // 2025-10-31 (nine months)
  by("t", M9, "bear", "quarterly", "前三季度比亚迪归母净利润233.33亿元，同比下降约7.5%，三季度单季更是下滑约33%。", [
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
  ]),
  by(
    "f",
    M9,
    "bull",
    "quarterly",
    "前三季度营收5662.66亿元，同比增长约23%，增速维持高位。",
    [V("revenue", "2025M9", "5662.66"), G("revenue", "2025M9", { v: "23", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "23%是上半年增速；前三季度+12.75%" },
  ),
  by("t", M9, "tT", "technical", "10月31日收于100.79元，低于5、10、20、60日均线，RSI约33，接近超卖。", [
    CLOSE("100.79"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    RSI("33", "approx"),
  ]),
  by("u", M9, "tS", "technical", "比亚迪跌至52周新低附近，距年内高点回撤超过13%。", [U("转增后日线不足52周")]),
  nd("t", M9, "fE", "quarterly", "宁德前三季度归母净利润490.34亿元，同比增约36%，三季度单季185.49亿元，同比增约41%。", [
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
  nd(
    "f",
    M9,
    "tT",
    "technical",
    "宁德时代10月31日收388.77元，MACD本周刚形成金叉。",
    [CLOSE("388.77"), MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "最近交叉是10月13日死叉" },
  ),
  zh("t", M9, "fE", "quarterly", "招行前三季度归母净利润1137.72亿元，同比微增0.5%，营收2514.20亿元，同比降约0.5%。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx", size: "微增" }),
    V("revenue", "2025M9", "2514.20"),
    G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }),
  ]),
  zh(
    "f",
    M9,
    "bear",
    "quarterly",
    "招行前三季度利润1137.72亿元，同比下降约0.5%，银行基本面仍在探底。",
    [
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "-0.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "+0.52%；-0.5%是营收" },
  ),
  zh("t", M9, "tT", "technical", "招行近60个交易日下跌约8%，股价40.89元在年线42.00元下方。", [
    RET(60, { v: "-8", cmp: "approx" }),
    CLOSE("40.89"),
    MA(250, "value", { v: "42.00" }),
    MA(250, "below"),
  ]),
  zh("u", M9, "fM", "undecidable", "2025年全年招行利润有望增长1%左右，年报预计明年3月披露。", [
    U("FY2025在2025-10-31尚未披露"),
  ]),
  // 2020-05-15 (五粮液 FY2019)
  wl("t", W, "bull", "annual", "五粮液2019年归母净利润174.02亿元，同比增长约30%，营收501.18亿元首次突破500亿。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    V("operating_revenue", "2019", "501.18"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
  ]),
  wl("t", W, "fE", "annual", "2015到2019年利润从61.76亿元增至174.02亿元，年复合增速约29.6%，ROE升至25.26%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    CAGR("net_profit", "2015", "2019", { v: "29.6", cmp: "approx" }),
    V("roe", "2019", "25.26", "%"),
  ]),
  wl(
    "f",
    W,
    "fE",
    "annual",
    "2019年经营现金流231.12亿元，同比增长约47%，现金回笼显著加快。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      G("operating_cash_flow", "2019", { v: "47", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "123.17→231.12，+87.6%" },
  ),
  wl(
    "f",
    W,
    "fR",
    "annual",
    "五粮液资产负债率28.48%，连续四年抬升，2019年已是2015年的两倍多。",
    [
      V("debt_ratio", "2019", "28.48", "%"),
      UP("debt_ratio", ["2015", "2016", "2017", "2018", "2019"]),
      X("debt_ratio", "2019", "2015", { v: "2", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "28.48/15.61=1.82倍，不到两倍" },
  ),
  wl("t", W, "tT", "technical", "收盘145.22元，RSI约70偏热，近一年涨逾51%，离52周高点147.99元不足2%。", [
    CLOSE("145.22"),
    RSI("70", "approx"),
    RET(250, { v: "51", cmp: "gt" }),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
  wl("u", W, "fM", "undecidable", "2020年一季度疫情冲击下，五粮液预计全年利润增速仍能保持两位数。", [U("预测")]),
];
