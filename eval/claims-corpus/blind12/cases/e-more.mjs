// blind12, fifth batch: the earlier dates (2025-04-30, 2025-09-05, 2025-10-31), the FinDebate trust / lead /
// sentiment agents, trader and portfolio-manager lines, judge remarks, and a few more outside voices.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, QOQ, PAIR } = H;
const { SPAN, MRET, HILO, BAR, DAYS, BIAS, GDIFF, GSTREAK, EVN, DD, POS52, PE } = H;
const A = "2026-04-30";
const P = "2025-04-30";
const O = "2025-10-31";
const S = "2025-09-05";
const E = "2020-05-15";
const mt = H.maker("b12-mt5", "600519");
const nd = H.maker("b12-nd5", "300750");
const yd = H.maker("b12-yd5", "002594");
const zs = H.maker("b12-zs5", "600036");
const pa = H.maker("b12-pa5", "601318");
const sh = H.maker("b12-sh5", "600028");
const wl = H.maker("b12-wl5", "000858");

export default [
  // ---- 2025-10-31 --------------------------------------------------------------------------------------------
  mt("t", O, "tF", "quarterly", "茅台前三季度归母净利646.27亿元，同比增长约6.2%，比上半年约8.9%的增速又慢了一档。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
  ]),
  mt("u", O, "bear", "quarterly", "茅台三季度单季归母净利192.24亿元，同比仅增约0.5%，主要受中秋国庆动销偏弱拖累。", [
    V("net_profit", "2025S3", "192.24"),
    G("net_profit", "2025S3", { v: "0.5", cmp: "approx" }),
    U("归因：中秋国庆动销"),
  ]),
  mt(
    "f",
    O,
    "tT",
    "technical",
    "茅台10月16日MACD金叉以来，DIF始终运行在DEA上方，反弹未完。",
    [MACD("golden_cross", 12), MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "10月28日已死叉" },
  ),
  mt("t", O, "tT", "technical", "茅台收于1430.01元，离52周低点1400元仅约2%，60/120/250日均线自上而下呈空头排列。", [
    CLOSE("1430.01"),
    LO52({ cond: "level", v: "1400" }),
    LO52({ v: "2.1", cmp: "approx" }),
    H.MAORDER([60, 120, 250], "bear"),
  ]),
  mt("u", O, "fR", "quarterly", "茅台前三季度经营现金流381.97亿元，同比下降近三成，回款明显放慢。", [
    V("operating_cash_flow", "2025M9", "381.97"),
    G("operating_cash_flow", "2025M9", { v: "-30", cmp: "near" }),
  ]),
  yd(
    "t",
    O,
    "bear",
    "quarterly",
    "比亚迪前三季度归母净利233.33亿元，同比下滑约7.5%；三季度单季78.23亿元，同比骤降约33%。",
    [
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
      V("net_profit", "2025S3", "78.23"),
      G("net_profit", "2025S3", { v: "-33", cmp: "approx", size: "骤降" }),
    ],
  ),
  yd(
    "f",
    O,
    "tB",
    "quarterly",
    "比亚迪前三季度营收5662.66亿元，同比增长约12.8%，三季度单季营收同比也还有约3%的增长。",
    [
      G("revenue", "2025M9", { v: "12.8", cmp: "approx" }),
      G("revenue", "2025S3", { v: "3", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "三季度单季同比-3.05%" },
  ),
  yd(
    "t",
    O,
    "tT",
    "technical",
    "比亚迪收于100.79元，5日、10日、20日、60日均线全部失守，RSI约33逼近超卖，10月13日MACD死叉。",
    [
      CLOSE("100.79"),
      MA(5, "below"),
      MA(10, "below"),
      MA(20, "below"),
      MA(60, "below"),
      RSI("33", "approx"),
      MACD("death_cross", 15),
    ],
  ),
  yd("u", O, "tC", "technical", "比亚迪距今年高点的回撤已超过三成，20日下跌约6.2%。", [
    DD("2025-01-01", { v: "-30", cmp: "lt" }),
    RET(20, { v: "-6.2", cmp: "approx" }),
  ]),

  // ---- 2025-09-05 --------------------------------------------------------------------------------------------
  nd("t", S, "tT", "technical", "宁德收于325.11元，创52周新高，RSI约73已进超买区，5/10/20/60日均线多头排列。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
  nd(
    "f",
    S,
    "tC",
    "technical",
    "宁德RSI约73，但股价仍比52周高点低约一成，上方空间还在。",
    [RSI("73", "approx"), HI52({ v: "-10", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "收盘即52周高点" },
  ),
  nd(
    "t",
    S,
    "fE",
    "quarterly",
    "宁德上半年营收1788.86亿元，增长约7.3%；归母净利304.85亿元，增长约33%，利润增速高出营收约26个百分点。",
    [
      V("revenue", "2025H1", "1788.86"),
      G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
      V("net_profit", "2025H1", "304.85"),
      G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
      GDIFF(
        { metric: "net_profit", period: "2025H1" },
        { metric: "revenue", period: "2025H1" },
        { v: "26", cmp: "approx" },
      ),
    ],
  ),
  nd("t", S, "fL", "quarterly", "宁德上半年净利率18.09%，比上年同期的14.92%提升约3.2个百分点。", [
    V("net_margin", "2025H1", "18.09", "%"),
    V("net_margin", "2024H1", "14.92", "%"),
    PP("net_margin", "2025H1", { v: "3.2", cmp: "approx" }),
  ]),
  nd(
    "f",
    S,
    "bull",
    "quarterly",
    "宁德上半年归母净利304.85亿元，同比增长约7.3%，稳字当头。",
    [V("net_profit", "2025H1", "304.85"), G("net_profit", "2025H1", { v: "7.3", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "7.3%是营收增速，净利+33.3%" },
  ),
  zs("t", S, "fE", "quarterly", "招行上半年营收1699.69亿元，同比下降约1.7%，归母净利749.30亿元，同比微增约0.3%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.3", cmp: "approx", size: "微增" }),
  ]),
  zs("t", S, "tT", "technical", "招行9月4日MACD金叉，收盘42.76元站在250日均线41.03元之上，但仍低于60日均线。", [
    MACD("golden_cross", 2),
    CLOSE("42.76"),
    MA(250, "above"),
    MA(250, "value", { v: "41.03" }),
    MA(60, "below"),
  ]),
  zs(
    "f",
    S,
    "bull",
    "quarterly",
    "招行上半年加权ROE 6.92%，同比提升约0.8个百分点，盈利能力逆势改善。",
    [V("roe", "2025H1", "6.92", "%"), PP("roe", "2025H1", { v: "0.8", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "上年同期7.72%，下降0.8个百分点" },
  ),

  // ---- 2025-04-30 --------------------------------------------------------------------------------------------
  pa("t", P, "tT", "technical", "平安收于50.71元，4月21日MACD金叉，股价比2024年4月18日的39.70元高出约28%。", [
    CLOSE("50.71"),
    MACD("golden_cross", 8),
    CLOSE("39.7", "eq", { date: "2024-04-18" }),
    SPAN("2024-04-18", { v: "28", cmp: "approx" }),
  ]),
  pa(
    "f",
    P,
    "bull",
    "annual",
    "平安2024年归母净利润1266.07亿元，同比增长约47.8%，创下历史新高。",
    [
      V("net_profit", "2024", "1266.07"),
      G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
      MAX("net_profit", "2024", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024"], {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿更高" },
  ),
  pa("u", P, "tN", "quarterly", "平安一季度归母净利同比下滑约26%，主要受资本市场波动拖累。", [
    G("net_profit", "2025Q1", { v: "-26", cmp: "approx" }),
    U("归因"),
  ]),
  sh("t", P, "tT", "technical", "中石化收于5.66元，距52周高点7.64元回落约26%，60日均线5.79元仍压在上方。", [
    CLOSE("5.66"),
    HI52({ cond: "level", v: "7.64" }),
    HI52({ v: "-26", cmp: "approx" }),
    MA(60, "value", { v: "5.79" }),
    MA(60, "below"),
  ]),
  sh(
    "f",
    P,
    "bear",
    "annual",
    "中石化2024年归母净利503.13亿元，同比下降约9.9%。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { v: "-9.9", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-9.87%是2023年降幅，2024年-16.79%" },
  ),
  sh("t", P, "fT", "annual", "中石化2024年扣非归母净利480.57亿元，比归母净利少约22.6亿元，非经常性收益不大。", [
    V("deducted_net_profit", "2024", "480.57"),
    PAIR("deducted_net_profit", "2024", undefined, {
      metric2: "net_profit",
      mode: "diff",
      u: "亿",
      v: "-22.6",
      cmp: "approx",
    }),
  ]),

  // ---- 2026-04-30: FinDebate agents, trader, portfolio manager --------------------------------------------------
  mt("t", A, "fS", "technical", "情绪面：茅台近20日下跌约5.1%，4月30日成交量放大到前一日的约1.5倍并收跌约1.2%。", [
    RET(20, { v: "-5.1", cmp: "approx" }),
    BAR("2026-04-30", "volx", { v: "1.5", cmp: "approx" }),
    BAR("2026-04-30", "chg", { v: "-1.2", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "fS",
    "technical",
    "情绪面：宁德4月30日放量下跌约2%，获利盘开始兑现。",
    [
      BAR("2026-04-30", "chg", { v: "-2", cmp: "approx" }),
      BAR("2026-04-30", "volx", { v: "1", cmp: "gt", err: "technical" }),
    ],
    { err: "technical", note: "量为前一日的0.79倍" },
  ),
  yd("t", A, "fT", "annual", "核对无误：比亚迪2025年末总资产8837.30亿元、总负债6251.91亿元，资产负债率70.74%。", [
    V("total_assets", "2025", "8837.30"),
    V("total_liabilities", "2025", "6251.91"),
    V("debt_ratio", "2025", "70.74", "%"),
  ]),
  nd(
    "f",
    A,
    "fT",
    "annual",
    "核对：宁德2025年末总资产9748.28亿元，总负债6038.01亿元，资产负债率约65%。",
    [
      V("total_assets", "2025", "9748.28"),
      V("total_liabilities", "2025", "6038.01"),
      V("debt_ratio", "2025", "65", "%", "approx", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "约65%是2024年末，2025年末61.94%" },
  ),
  zs("t", A, "fL", "annual", "综合判断：招行归母净利2019至2025年逐年增长，但2024、2025两年的增速都不到1.3%。", [
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    GSTREAK("net_profit", ["2024", "2025"], 0, 1.3),
  ]),
  pa(
    "t",
    A,
    "tNe",
    "technical",
    "中性看：平安收于59.37元，只比250日均线59.29元高出不到0.2%，多空在长期均线附近平衡。",
    [
      CLOSE("59.37"),
      MA(250, "value", { v: "59.29" }),
      BIAS(250, { v: "0", cmp: "gt" }),
      BIAS(250, { v: "0.2", cmp: "lt" }),
    ],
  ),
  nd("t", A, "tP", "technical", "组合经理：年初至今宁德涨约18.7%，比亚迪涨约5.4%，中石化则是下跌，组合向电池端倾斜。", [
    SPAN("2025-12-31", { v: "18.7", cmp: "approx" }),
    SPAN("2025-12-31", { t: "002594", v: "5.4", cmp: "approx" }),
    SPAN("2025-12-31", { t: "600028", dir: "down" }),
  ]),
  zs(
    "f",
    A,
    "tP",
    "technical",
    "组合经理：今年以来招行跌约13.2%、平安跌约9.1%，银行比保险更弱，调仓至平安。",
    [
      SPAN("2025-12-31", { v: "-13.2", cmp: "approx", err: "wrong_value" }),
      SPAN("2025-12-31", { t: "601318", v: "-9.1", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "两个跌幅对调：招行-9.10%，平安-13.20%" },
  ),
  pa("t", A, "tTr", "technical", "交易员：平安止损设在年内收盘低点56.33元下方，现价59.37元，先持有观察。", [
    HILO("min", "2026-01-01", { v: "56.33" }),
    CLOSE("59.37"),
  ]),
  sh(
    "f",
    A,
    "tTr",
    "technical",
    "交易员：中石化已连续3个交易日收跌，空头未衰竭，继续观望。",
    [DAYS(3, "down", { err: "technical" })],
    { err: "technical", note: "近4个收盘5.34→5.35→5.42→5.39" },
  ),
  pa("t", A, "vN", "announcement", "消息面：平安2025年8月发布中期利润分配方案，9月3日又公告回购股份注销暨股本变动。", [
    EV("dividend", true, { from: "2025-08-01", to: "2025-08-31", title: "中期" }),
    EV("repurchase", true, { from: "2025-09-03", to: "2025-09-03", title: "注销" }),
  ]),
  nd("u", A, "vN", "announcement", "消息面：宁德3月披露控股股东增持计划，叠加回购，托底意愿明显。", [
    U("增持公告不能判定"),
    EV("repurchase", true, { from: "2026-03-01", to: "2026-04-30" }),
  ]),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "宁德4月发布2025年度权益分派实施公告，分红款已到账。",
    [EV("dividend", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  nd("t", A, "tN", "announcement", "宁德4月16日公告调整股权激励计划及员工持股计划相关价格，并附律师的法律意见书。", [
    EV("equity_incentive", true, { from: "2026-04-16", to: "2026-04-16", title: "调整" }),
    EVN("equity_incentive", "2026-04-16", { to: "2026-04-16", v: "2" }),
  ]),

  // ---- 2026-04-30: more points on each company ------------------------------------------------------------------
  mt("t", A, "tBe", "annual", "茅台2025年总资产3038.35亿元，仅增约1.6%，总负债498.76亿元反而减少约12%。", [
    V("total_assets", "2025", "3038.35"),
    G("total_assets", "2025", { v: "1.6", cmp: "approx" }),
    V("total_liabilities", "2025", "498.76"),
    G("total_liabilities", "2025", { v: "-12", cmp: "approx" }),
  ]),
  mt("u", A, "tN", "announcement", "茅台已公告2025年度利润分配方案，每10股派现超过250元。", [
    U("茅台只收录年报公告，分红方案不能判定"),
  ]),
  mt(
    "f",
    A,
    "fV",
    "valuation",
    "按1384.79元算，茅台对应2024年每股收益68.64元的静态市盈率约18倍。",
    [CLOSE("1384.79"), V("basic_eps", "2024", "68.64", "元"), PE("2024", "18", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约20.2倍" },
  ),
  zs("t", A, "fE", "quarterly", "招行一季度ROE 3.37%，低于上年同期的3.53%，每股净资产则升到44.90元，高于2025年末。", [
    V("roe", "2026Q1", "3.37", "%"),
    V("roe", "2025Q1", "3.53", "%"),
    V("bps", "2026Q1", "44.90", "元"),
    PAIR("bps", "2026Q1", undefined, { period2: "2025", mode: "gt" }),
  ]),
  zs(
    "f",
    A,
    "tF",
    "quarterly",
    "招行一季度基本每股收益1.94元，同比小幅提升。",
    [V("basic_eps", "2026Q1", "1.94", "元", "eq", { err: "wrong_value" }), G("basic_eps", "2026Q1", { dir: "up" })],
    { err: "wrong_value", note: "1.49元" },
  ),
  yd("t", A, "fR", "quarterly", "比亚迪一季度末货币资金757.87亿元，和2025年末的754.25亿元基本持平。", [
    V("cash", "2026Q1", "757.87"),
    V("cash", "2025", "754.25"),
    QOQ("cash", "2026Q1", "2025", { size: "基本持平" }),
  ]),
  yd("u", A, "bull", "annual", "仰望、腾势等高端品牌的利润贡献在提升，2025年比亚迪毛利率17.74%。", [
    U("品牌分部利润"),
    V("gross_margin", "2025", "17.74", "%"),
  ]),
  pa("t", A, "vF", "annual", "平安2025年末总资产138984.71亿元，比招行多出约8279亿元，仍是资产规模更大的一家。", [
    V("total_assets", "2025", "138984.71"),
    PAIR("total_assets", "2025", "600036", { mode: "diff", u: "亿", v: "8279", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "fR",
    "annual",
    "平安2025年投资活动现金净流出5599.53亿元，较2024年收窄约1437亿元，资产配置趋于保守。",
    [
      V("investing_cash_flow", "2025", "-5599.53"),
      D("investing_cash_flow", "2025", { v: "1437", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "净流出扩大约1437亿" },
  ),
  sh("t", A, "fE", "annual", "中石化2024年研发费用152.15亿元，比2020年的100.87亿元增长约51%。", [
    V("research_expense", "2024", "152.15"),
    V("research_expense", "2020", "100.87"),
    G("research_expense", "2024", { base: "2020", v: "51", cmp: "approx" }),
  ]),
  sh("u", A, "fV", "valuation", "中石化2024年每股收益0.41元，按5.39元算股息率约7.6%，高股息有安全垫。", [
    V("basic_eps", "2024", "0.41", "元"),
    U("每股分红未存储"),
  ]),
  wl(
    "t",
    E,
    "fT",
    "annual",
    "五粮液2019年扣非归母净利174.06亿元，与归母净利174.02亿元几乎相同，非经常性损益可以忽略。",
    [V("deducted_net_profit", "2019", "174.06"), V("net_profit", "2019", "174.02")],
  ),
  wl(
    "f",
    E,
    "tF",
    "annual",
    "五粮液2019年末总资产1063.97亿元，首次突破千亿，较2018年增长约33.6%。",
    [
      V("total_assets", "2019", "1063.97"),
      V("total_assets", "2018", "1000", "亿", "lt"),
      G("total_assets", "2019", { v: "33.6", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+23.6%" },
  ),
  wl("t", E, "tT", "technical", "五粮液20日乖离率约6.8%，股价从52周低点96元算起已上涨约51%。", [
    BIAS(20, { v: "6.8", cmp: "approx" }),
    LO52({ cond: "level", v: "96" }),
    LO52({ v: "51", cmp: "approx" }),
  ]),
  wl(
    "f",
    E,
    "bear",
    "technical",
    "五粮液仍被250日均线压制，反弹只是下跌中继。",
    [MA(250, "below", { err: "technical" })],
    { err: "technical", note: "收盘145.22在MA250 124.89之上" },
  ),

  // ---- outside voices, passed on by a role ------------------------------------------------------------------
  sh("u", A, "fSy", "technical", "【晨会】中石化：一季度炼油毛利改善，现价5.39元处在一年区间底部一成以内。", [
    U("一季度炼油毛利"),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  yd(
    "f",
    A,
    "tS",
    "technical",
    "$比亚迪(SZ002594)$ 从3月底的105.25元跌到102.98元，4月一个月跌了约12%，割肉的人不少。",
    [
      CLOSE("105.25", "eq", { date: "2026-03-31" }),
      MRET("2026-04", { v: "-12", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "4月-2.16%" },
  ),
  pa("t", A, "vF", "annual", "嗯嗯，平安2025年赚了1347.78亿元哦，比2024年的1266.07亿元多了约82亿元～", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2024", "1266.07"),
    D("net_profit", "2025", { v: "82", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "vT",
    "technical",
    "好的！招行现在38.27元，比52周最高的48.55元低了大约10%～",
    [CLOSE("38.27"), HI52({ cond: "level", v: "48.55" }), HI52({ v: "-10", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "低约21.2%" },
  ),
  nd("t", A, "tC", "annual", "□ 商誉：宁德2025年末商誉8.37亿元，不到总资产的0.1%，可忽略不计。", [
    V("goodwill", "2025", "8.37"),
    R("goodwill", "total_assets", "2025", "0.1", { u: "%", cmp: "lt" }),
  ]),
  mt(
    "f",
    A,
    "tM",
    "quarterly",
    "裁判：多方称茅台一季度ROE 10.57%、高于上年同期，引用属实，多方加分。",
    [
      V("roe", "2026Q1", "10.57", "%"),
      PAIR("roe", "2026Q1", undefined, { period2: "2025Q1", mode: "gt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "上年同期10.92%" },
  ),
  nd("t", A, "tM", "quarterly", "裁判：空方指出宁德一季度末现金3519.97亿元、比2025年末多约185亿元，这一点成立。", [
    V("cash", "2026Q1", "3519.97"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
  ]),
];
