// The writers who are not debate JSON points: wire leads, sell-side note titles, forum posts, board-secretary answers,
// a fund manager's quarterly letter, a compliance reviewer's checks, a quant's signal log. Each is filed under the role
// that would pass such text on in the product.
import * as H from "../spec-helpers.mjs";

const { V, G, R, MAX, RET, CLOSE, MA, RSI, MACD, HI52, EV, U, QOQ, POS52, BIAS, SPAN, PERDAY, IND, DD } = H;
const mt = H.maker("b10-vx-mt", "600519");
const nd = H.maker("b10-vx-nd", "300750");
const yd = H.maker("b10-vx-yd", "002594");
const zs = H.maker("b10-vx-zs", "600036");
const pa = H.maker("b10-vx-pa", "601318");
const sh = H.maker("b10-vx-sh", "600028");
const wl = H.maker("b10-vx-wl", "000858");
const A = "2026-04-30";

export default [
  // Wire leads (财联社 / 证券时报 e公司 style): date, company, 公告显示, two figures, no adjectives.
  nd(
    "t",
    A,
    "tN",
    "quarterly",
    "【财联社4月电】宁德时代一季报显示，一季度实现营业收入1291.31亿元，同比增长52.45%；归母净利润207.38亿元，同比增长48.52%。",
    [
      V("revenue", "2026Q1", "1291.31"),
      G("revenue", "2026Q1", { v: "52.45" }),
      V("net_profit", "2026Q1", "207.38"),
      G("net_profit", "2026Q1", { v: "48.52" }),
    ],
  ),
  nd(
    "f",
    A,
    "tN",
    "quarterly",
    "e公司讯，宁德时代一季度归母净利润207.38亿元，同比增长84.52%。",
    [V("net_profit", "2026Q1", "207.38"), G("net_profit", "2026Q1", { v: "84.52", err: "wrong_value" })],
    { err: "wrong_value", note: "48.52%，数字换位" },
  ),
  yd(
    "t",
    A,
    "tN",
    "quarterly",
    "比亚迪晚间披露一季报：营收1502.25亿元，同比下降11.82%；归母净利润40.85亿元，同比下降55.38%。",
    [
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { v: "-11.82" }),
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-55.38" }),
    ],
  ),
  yd(
    "f",
    A,
    "tN",
    "quarterly",
    "比亚迪一季报：归母净利润40.85亿元，同比下降55.38%；营收1502.25亿元，同比增长11.82%。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-55.38" }),
      G("revenue", "2026Q1", { v: "11.82", err: "wrong_direction" }),
    ],
    { err: "wrong_direction" },
  ),
  zs("t", A, "tN", "annual", "招商银行年报：2025年实现营业收入3375.32亿元，归母净利润1501.81亿元，同比增长1.21%。", [
    V("revenue", "2025", "3375.32"),
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21" }),
  ]),
  pa("t", A, "tN", "announcement", "中国平安3月27日晚间披露2025年年度利润分配方案公告。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "年度利润分配方案" }),
  ]),
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "中国平安4月中旬公告2025年年度分红派息实施，除息日已确定。",
    [EV("dividend", true, { from: "2026-04-01", title: "实施", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月无实施公告" },
  ),
  // Sell-side note titles and first bullets (研究所点评): 25Q4 / 26Q1 shorthand, 同/环比 slashes.
  nd("t", A, "tM", "quarterly", "宁德时代25Q4点评：单季归母净利231.67亿，同/环比+57%/+25%，盈利持续上行。", [
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
    QOQ("net_profit", "2025S4", "2025S3", { v: "25", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tM",
    "quarterly",
    "宁德时代25Q4点评：单季归母净利231.67亿，同/环比+25%/+57%。",
    [
      V("net_profit", "2025S4", "231.67"),
      G("net_profit", "2025S4", { v: "25", cmp: "approx", err: "wrong_value" }),
      QOQ("net_profit", "2025S4", "2025S3", { v: "57", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比与环比对调" },
  ),
  nd("u", A, "tM", "quarterly", "26Q1业绩超预期，上调2026-2027年盈利预测至900/1050亿元，维持买入评级。", [
    U("一致预期"),
    U("盈利预测"),
  ]),
  mt(
    "t",
    A,
    "tM",
    "quarterly",
    "贵州茅台26Q1点评：营收539亿元，归母净利272亿元，同比+1.5%，净利率52.2%，经营现金流大幅改善。",
    [
      V("operating_revenue", "2026Q1", "539", "亿", "approx"),
      V("net_profit", "2026Q1", "272", "亿", "approx"),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
      V("net_margin", "2026Q1", "52.2", "%", "approx"),
      G("operating_cash_flow", "2026Q1", { size: "大幅增长" }),
    ],
  ),
  yd("t", A, "tM", "quarterly", "比亚迪25Q4：单季营收2377亿元，同比降13.5%，环比增21.9%；单季归母净利92.86亿元。", [
    V("revenue", "2025S4", "2377", "亿", "approx"),
    G("revenue", "2025S4", { v: "-13.5", cmp: "approx" }),
    QOQ("revenue", "2025S4", "2025S3", { v: "21.9", cmp: "approx" }),
    V("net_profit", "2025S4", "92.86"),
  ]),
  yd(
    "f",
    A,
    "tM",
    "quarterly",
    "比亚迪25Q4单季营收2377亿元，同比增长13.5%，旺季效应明显。",
    [
      V("revenue", "2025S4", "2377", "亿", "approx"),
      G("revenue", "2025S4", { v: "13.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024Q4 2748.51，-13.5%" },
  ),
  zs("u", A, "tM", "quarterly", "招行26Q1：净息差环比企稳，不良生成率下降，维持增持。", [U("净息差"), U("不良生成率")]),
  // Forum posts (雪球 / 股吧): colloquial, per-day figures, 一天赚X亿, loose rounding.
  mt("t", A, "tS", "quarterly", "茅台一季度净赚272亿，平均下来一天三个亿，这印钞机还要怎样？", [
    V("net_profit", "2026Q1", "272", "亿", "approx"),
    PERDAY("net_profit", "2026Q1", { v: "3", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tS",
    "annual",
    "茅台去年全年归母净利八百多亿，一天就是三个多亿。",
    [
      V("net_profit", "2025", IN2("800", "900")),
      PERDAY("net_profit", "2025", { v: "3", cmp: "gt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "823.20/365=2.26亿" },
  ),
  mt("t", A, "fS", "annual", "说真的，去年茅台一天平均赚2.25亿左右，利润是降了，但降得也就4%多一点。", [
    PERDAY("net_profit", "2025", { v: "2.25", cmp: "approx" }),
    G("net_profit", "2025", IN2("-5", "-4")),
  ]),
  wl("t", A, "tS", "technical", "五粮液从2020年底290多块跌到现在97，三分之二没了，拿到现在的都是真爱。", [
    CLOSE("290", "gt", { date: "2020-12-31" }),
    CLOSE("300", "lt", { date: "2020-12-31" }),
    CLOSE("97", "approx"),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  wl(
    "f",
    A,
    "fS",
    "technical",
    "五粮液这一年跌了快四成，比茅台惨多了。",
    [
      RET(250, { v: "-40", cmp: "near", err: "wrong_magnitude" }),
      { k: "ret", sessions: 250, u: "%", t: "600519", v: "-26", cmp: "gt" },
    ],
    { err: "wrong_magnitude", note: "-26.3%" },
  ),
  wl("t", A, "fS", "technical", "五粮液一年跌了两成多，茅台同期也就跌了一成出头。", [
    RET(250, IN2("-30", "-20")),
    { k: "ret", sessions: 250, u: "%", t: "600519", lo: "-15", hi: "-10", cmp: "in" },
  ]),
  sh("t", A, "tS", "technical", "石化这波从8块多一路砸到5块4，60个交易日回撤超三成，谁接谁亏。", [
    HI52({ cond: "level", v: "8", cmp: "gt" }),
    CLOSE("5.4", "approx"),
    DD(60, { v: "-30", cmp: "lt" }),
  ]),
  yd("u", A, "tS", "technical", "迪王这价位我是越跌越买，巴菲特都清仓了我不管。", [U("情绪表达与持仓")]),
  pa("t", A, "tS", "technical", "平安今年从68跌到59，四个月亏了一成三，不过从2024年底算起还是赚的。", [
    CLOSE("68.4", "approx", { date: "2025-12-31" }),
    CLOSE("59.37", "approx"),
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
    SPAN("2024-12-31", { dir: "up" }),
  ]),
  // Board-secretary answers (互动易 / e互动): polite frame around one figure.
  nd(
    "t",
    A,
    "tN",
    "annual",
    "您好，公司2025年实现营业总收入4237.02亿元，归属于上市公司股东的净利润722.01亿元，感谢您的关注。",
    [V("revenue", "2025", "4237.02"), V("net_profit", "2025", "722.01")],
  ),
  nd("t", A, "tN", "announcement", "您好，公司已于2026年4月7日披露A股股份回购结果暨股份变动公告，详情请查阅。谢谢！", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07" }),
  ]),
  yd(
    "f",
    A,
    "tN",
    "announcement",
    "尊敬的投资者您好，2025年员工持股计划第一个锁定期解锁条件已于3月成就，感谢关注。",
    [
      EV("equity_incentive", true, {
        from: "2026-03-01",
        to: "2026-03-31",
        title: "解锁条件成就",
        err: "nonexistent_event",
      }),
    ],
    { err: "nonexistent_event", note: "3月28日公告为未成就" },
  ),
  yd("u", A, "tN", "annual", "您好，公司海外乘用车销量占比已超过20%，具体请以定期报告为准。", [U("销量结构")]),
  // A fund manager's quarterly letter (基金季报 管理人展望): 报告期内, 我们认为, a figure in passing.
  mt(
    "u",
    A,
    "tP",
    "annual",
    "报告期内我们维持了对白酒龙头的配置。茅台2025年利润同比下降约4.5%，但ROE仍在30%以上，我们认为其护城河并未削弱。",
    [G("net_profit", "2025", { v: "-4.5", cmp: "approx" }), V("roe", "2025", "30", "%", "gt"), U("持仓与护城河判断")],
  ),
  nd("t", A, "tP", "annual", "新能源链条上我们集中在电池龙头：其2025年经营现金流超过1300亿元，而资本开支约423亿元。", [
    V("operating_cash_flow", "2025", "1300", "亿", "gt"),
    V("capex", "2025", "423", "亿", "approx"),
  ]),
  zs(
    "f",
    A,
    "tP",
    "annual",
    "银行方面，我们持有的股份行龙头2025年归母净利润增速回升至6%左右，基本面拐点已现。",
    [G("net_profit", "2025", { v: "6", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "6.2%是2023年；2025年+1.21%" },
  ),
  pa("u", A, "tP", "annual", "我们在一季度加仓了保险股，预计2026年新业务价值仍将保持两位数增长。", [
    U("持仓"),
    U("预测"),
  ]),
  // Compliance reviewer (合规复核): quotes the figure and rules on it.
  mt("t", A, "fT", "annual", "复核：报告所述“2025年经营现金流615.22亿元、同比下降33.46%”与年报数据相符。", [
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-33.46" }),
  ]),
  yd(
    "f",
    A,
    "fT",
    "annual",
    "复核：“2025年资本开支1568.08亿元，约为经营现金流的1.65倍”，数据核对无误。",
    [
      V("capex", "2025", "1568.08"),
      R("capex", "operating_cash_flow", "2025", "1.65", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "2.65倍" },
  ),
  zs(
    "t",
    A,
    "fT",
    "industry",
    "复核意见：文中将招行90.20%的资产负债率表述为“偿债风险高”不妥，银行业负债率约九成属正常。",
    [V("debt_ratio", "2025", "90.20", "%"), IND("high_debt_is_normal")],
  ),
  sh(
    "t",
    A,
    "fT",
    "annual",
    "复核：“2024年营业收入30745.62亿元，同比下降4.29%”与年报一致，“近五年最低”一说不成立，应删去。",
    [
      V("revenue", "2024", "30745.62"),
      G("revenue", "2024", { v: "-4.29" }),
      { k: "extreme", which: "min", metric: "revenue", period: "2020", over: ["2020", "2021", "2022", "2023", "2024"] },
    ],
  ),
  pa(
    "f",
    A,
    "fT",
    "annual",
    "复核：“2025年归母净利润1347.78亿元，创历史新高”表述准确。",
    [
      V("net_profit", "2025", "1347.78"),
      MAX("net_profit", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"], {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "2019年1494.07亿" },
  ),
  // A quant's signal log: terse, symbols, comparison operators.
  zs("t", A, "tT", "technical", "[04-30] 600036 C=38.27 < MA20 39.41 < MA120 40.53；RSI14=36.1；DIF<DEA；信号=空。", [
    CLOSE("38.27"),
    MA(20, "value", { v: "39.41" }),
    MA(120, "value", { v: "40.53" }),
    RSI("36.1", "approx"),
    MACD("dif_below_dea"),
  ]),
  nd(
    "t",
    A,
    "tT",
    "technical",
    "[04-30] 300750 C=436, MA60=391.6, bias60=+11.3%, 52w_pos≈0.9, vol20/vol20prev≈1.13。",
    [
      CLOSE("436"),
      MA(60, "value", { v: "391.6", cmp: "approx" }),
      BIAS(60, { v: "11.3", cmp: "approx" }),
      POS52({ v: "90", cmp: "approx" }),
      { k: "volr", v: "1.13", cmp: "approx" },
    ],
  ),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "[04-30] 300750 C=436 > MA5 > MA10，短均线多头，继续持有。",
    [CLOSE("436"), MA(5, "above", { err: "technical" })],
    { err: "technical", note: "MA5 437.69" },
  ),
  mt("t", A, "tT", "technical", "[04-30] 600519 ret20=-5.1%, ret250=-11.6%, dd_from_52wH=-15.8%, RSI14=39.6 → 观望。", [
    RET(20, { v: "-5.1", cmp: "approx" }),
    RET(250, { v: "-11.6", cmp: "approx" }),
    HI52({ v: "-15.8", cmp: "approx" }),
    RSI("39.6", "approx"),
  ]),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "[04-30] 600028 vol20/vol20prev=1.61，放量下跌，止损。",
    [{ k: "volr", v: "1.61", cmp: "approx", err: "technical" }],
    { err: "technical", note: "0.608，倒数" },
  ),
  pa("t", A, "tT", "technical", "[04-30] 601318 MACD golden_x@04-07, DIF=-0.35>DEA=-0.64, C>MA250(59.29)。", [
    MACD("golden_cross", 20),
    MACD("dif_value", undefined, { v: "-0.35", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "-0.64", cmp: "approx" }),
    MA(250, "above"),
    MA(250, "value", { v: "59.29" }),
  ]),
  yd("u", A, "tT", "technical", "[04-30] 002594 52w_pos=0.56，距52周高点-11.7%。", [POS52({ v: "56", cmp: "approx" })]),
];

function IN2(lo, hi) {
  return { cmp: "in", lo, hi };
}
