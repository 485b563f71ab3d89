// Rebuttals that quote the other side's figure before correcting it, risk debaters, vote lenses and rulings.
// All on 2026-04-30 unless named; three companies, compared with each other where both figures are stored.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U } = H;
const { POS52, MCNOW, X, BIAS, SPAN, SNAP, LIN, BRK, DD, READ, PAIR, IND, GDIFF, PSUM, QOQ, MAXDAY, UPDAYS } = H;
const { EVN, MAHOLD, HILO, RANK, CAGR, VOLR } = H;
const mt = H.maker("b41-rmt", "600519");
const nd = H.maker("b41-rnd", "300750");
const sh = H.maker("b41-rsh", "600028");
const A = "2026-04-30";
const MTY = ["2019", "2020", "2021", "2023", "2024", "2025"];

export default [
  // ---- rebuttals ----------------------------------------------------------------------------------------------
  mt("t", A, "bear", "annual", "多方说“2025年利润仍在增长”，但年报归母净利润823.20亿，同比-4.53%，这是实打实的下滑。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.53", dir: "down" }),
  ]),
  mt(
    "f",
    A,
    "bull",
    "annual",
    "空方拿营收-1.2%说事，可对比2023年，2025年营收其实增长了约35%，长期逻辑没变。",
    [
      G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
      G("revenue", "2025", { base: "2022", v: "35", cmp: "approx" }),
      G("revenue", "2025", { base: "2023", v: "35", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "+35%是较2022年；较2023年实际+14.3%" },
  ),
  mt("t", A, "bull", "annual", "空方称现金流“腰斩”，实际经营现金流从924.64亿降到615.22亿，降幅33%，远不到一半。", [
    V("operating_cash_flow", "2024", "924.64"),
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-45", cmp: "gt" }),
  ]),
  mt(
    "f",
    A,
    "fQ",
    "annual",
    "信任方认为负债率下降是好事，可16.42%已是2019年以来的最高水平，谈不上改善。",
    [V("debt_ratio", "2025", "16.42", "%"), MAX("debt_ratio", "2025", MTY, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "16.42%是2019年以来最低" },
  ),
  mt("t", A, "fT", "annual", "质疑方说净利率“创新低”，但50.53%只是从2024年52.27%的高点回落，仍高于2019年的49.49%。", [
    V("net_margin", "2025", "50.53", "%"),
    V("net_margin", "2024", "52.27", "%"),
    V("net_margin", "2019", "49.49", "%"),
    MAX("net_margin", "2024", MTY),
    PAIR("net_margin", "2025", null, { period2: "2019", mode: "gt" }),
  ]),
  mt(
    "f",
    A,
    "fT",
    "quarterly",
    "质疑方担心一季度失速，其实2026Q1归母净利272.43亿，同比增长超过10%，增长强劲。",
    [
      V("net_profit", "2026Q1", "272.43"),
      G("net_profit", "2026Q1", { v: "10", cmp: "gt", size: "增长强劲", err: "overstatement" }),
    ],
    { err: "overstatement", note: "同比仅+1.47%" },
  ),
  nd("t", A, "bull", "quarterly", "空方称“单季利润见顶”，可2026Q1归母净利207.38亿仍比去年同期139.63亿多出约68亿。", [
    V("net_profit", "2026Q1", "207.38"),
    V("net_profit", "2025Q1", "139.63"),
    D("net_profit", "2026Q1", { v: "68", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "bear",
    "annual",
    "多方吹嘘现金流，但经营现金流1332.2亿里有一半以上被资本开支吃掉了。",
    [
      V("operating_cash_flow", "2025", "1332.2"),
      R("capex", "operating_cash_flow", "2025", "50", { u: "%", cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "资本开支423.45亿，约占31.8%" },
  ),
  nd(
    "u",
    A,
    "bear",
    "annual",
    "对方说净利率18%是行业天花板，我提醒一句：2024年只有14.92%，且比亚迪电池业务的净利率更高。",
    [
      V("net_margin", "2025", "18", "%", "approx"),
      V("net_margin", "2024", "14.92", "%"),
      U("比亚迪电池业务的净利率未存储"),
    ],
  ),
  sh(
    "f",
    A,
    "bull",
    "annual",
    "空方说利润连年下滑，可2024年归母净利润503亿，较2021年仍增长约50%。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { base: "2021", v: "50", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2021年-29.3%；较2020年才+51%" },
  ),
  sh("t", A, "bear", "annual", "多方称“营收回升”，但2024年营收30745.62亿已是连续两年下滑，较2022年高点少了约2436亿。", [
    V("operating_revenue", "2024", "30745.62"),
    DOWN("operating_revenue", ["2022", "2023", "2024"]),
    MAX("operating_revenue", "2022", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    D("operating_revenue", "2024", { base: "2022", v: "-2436", cmp: "approx" }),
  ]),

  // ---- risk debaters ------------------------------------------------------------------------------------------
  mt("t", A, "tA", "technical", "股价已回到52周区间下沿（约19%分位），1322元一线的年内低点就是天然止损位。", [
    POS52({ v: "20", cmp: "le" }),
    LO52({ cond: "level", v: "1322", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tC",
    "technical",
    "近10个交易日仅2天收涨，弱势特征明显，不宜抄底。",
    [UPDAYS(10, { v: 2, err: "wrong_value" })],
    { err: "wrong_value", note: "近10日收涨5天" },
  ),
  mt("t", A, "tNe", "technical", "近20日最大单日跌幅约3.8%，日线振幅不算极端，仓位维持中性即可。", [
    MAXDAY(20, "down", { v: "-3.8", cmp: "approx" }),
  ]),
  nd("t", A, "tA", "technical", "近250个交易日涨了93%，现价距这段时间的收盘高点回撤不到4%，强者恒强。", [
    RET(250, { v: "93", cmp: "approx" }),
    DD(250, { v: "-4", cmp: "gt" }),
  ]),
  nd(
    "f",
    A,
    "tC",
    "technical",
    "股价较52周高点已回落超过15%，趋势破位，应降低仓位。",
    [HI52({ v: "-15", cmp: "lt", err: "technical" })],
    { err: "technical", note: "距52周高点约-5.2%" },
  ),
  nd("t", A, "tNe", "announcement", "回购已于4月7日公告结果，员工持股计划4月22日授予预留份额，短期无新增资本运作。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22" }),
    EV("placement", false, { from: "2026-04-08" }),
  ]),
  sh("t", A, "tC", "technical", "自3月3日高点以来跌了三成多，成交缩量四成左右，弱势格局下控制仓位为先。", [
    DD("2026-03-03", { v: "-30", cmp: "lt" }),
    VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  sh("u", A, "tA", "announcement", "公司3月刚公告百亿回购计划，股价下方有托底资金。", [
    U("中国石化回购公告不在采集范围"),
  ]),

  // ---- vote lenses ----------------------------------------------------------------------------------------------
  mt("t", A, "vF", "annual", "2025年归母净利823亿、经营现金流615亿，双双下滑，投看空一票。", [
    V("net_profit", "2025", "823", "亿", "approx"),
    V("operating_cash_flow", "2025", "615", "亿", "approx"),
    G("net_profit", "2025", { dir: "down" }),
    G("operating_cash_flow", "2025", { dir: "down" }),
  ]),
  mt(
    "f",
    A,
    "vT",
    "technical",
    "股价站稳60日线1441元上方，量能温和，投看多一票。",
    [MA(60, "value", { v: "1441", cmp: "approx" }), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "收盘1384.79在MA60下方" },
  ),
  mt("u", A, "vN", "announcement", "公司年内未发布任何增持或回购公告，缺少催化，投中性票。", [
    U("茅台公告仅采集年度报告，增持回购无从判断"),
  ]),
  nd("t", A, "vF", "quarterly", "一季度营收、净利同比分别增长52%和48.5%，基本面强劲，投看多。", [
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
  ]),
  nd("t", A, "vT", "technical", "价格在60日线之上已运行多日，近10个交易日收盘全部高于MA60。", [
    MA(60, "above"),
    MAHOLD(60, 10, "above"),
  ]),
  nd(
    "f",
    A,
    "vN",
    "announcement",
    "4月公司公告了大股东增持计划和新一期股权激励草案，投看多。",
    [
      EV("equity_incentive", true, { from: "2026-04-01", title: "草案", err: "nonexistent_event" }),
      U("增持公告不作判定"),
    ],
    { err: "nonexistent_event", note: "4月只有调整价格与授予预留份额，草案在2月" },
  ),
  sh("t", A, "vT", "technical", "股价连跌后逼近52周低点，RSI约30，MACD仍在零轴下，暂不投多。", [
    LO52({ v: "3", cmp: "lt" }),
    RSI("30", "approx"),
    MACD("dif_below_zero"),
  ]),

  // ---- rulings ---------------------------------------------------------------------------------------------
  mt("t", A, "fL", "annual", "综合来看：营收-1.2%、净利-4.5%、ROE降至32.53%，空方证据更扎实，评级下调为中性。", [
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    V("roe", "2025", "32.53", "%"),
  ]),
  nd(
    "f",
    A,
    "tM",
    "annual",
    "裁定多方胜出：2025年净利润722亿为近五年最高，营收增速也是四年来最快。",
    [
      V("net_profit", "2025", "722", "亿", "approx"),
      MAX("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"]),
      GDIFF(
        { metric: "revenue", period: "2025" },
        { metric: "revenue", period: "2022" },
        { v: "0", cmp: "gt", err: "wrong_extreme" },
      ),
    ],
    { err: "wrong_extreme", note: "营收增速最快的是2022年" },
  ),
  nd("t", A, "tP", "valuation", "宁德时代PE约27.5倍、茅台约21倍，前者的估值溢价对应的是42%的利润增速。", [
    MCNOW("2025", "27.5", "approx"),
    MCNOW("2025", "21", "approx", { t: "600519" }),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
  ]),
  sh("t", A, "tP", "annual", "石化营收约是茅台的17.7倍，但2024年归母净利润503亿反而不及茅台的862亿。", [
    PAIR("operating_revenue", "2024", "600519", { metric2: "revenue", v: "17.7", cmp: "approx" }),
    PAIR("net_profit", "2024", "600519", { mode: "lt" }),
  ]),
  sh(
    "f",
    A,
    "fL",
    "annual",
    "2024年石化归母净利润已超过茅台，低估值龙头值得配置。",
    [PAIR("net_profit", "2024", "600519", { mode: "gt", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "503.13亿 < 862.28亿" },
  ),
];
