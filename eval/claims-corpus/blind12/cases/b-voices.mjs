// blind12, second batch: markdown report lines, investor personas, a judge's remarks, a 晨会 digest, 雪球 posts,
// a risk officer's checklist, chatty assistant answers, and points on the earlier dates.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, EV, U, QOQ, PAIR, READ } = H;
const { SPAN, IND, PE, IN } = H;
const A = "2026-04-30";
const P = "2025-04-30";
const O = "2025-10-31";
const S = "2025-09-05";
const E = "2020-05-15";
const mt = H.maker("b12-mt2", "600519");
const nd = H.maker("b12-nd2", "300750");
const yd = H.maker("b12-yd2", "002594");
const zs = H.maker("b12-zs2", "600036");
const pa = H.maker("b12-pa2", "601318");
const sh = H.maker("b12-sh2", "600028");
const wl = H.maker("b12-wl2", "000858");

export default [
  // ---- TradingAgents-CN style markdown report lines ---------------------------------------------------------
  mt(
    "t",
    A,
    "tF",
    "annual",
    "- **盈利能力**：净利率50.53%，较2024年的52.27%回落约1.7个百分点，但仍高于2019年的49.49%。",
    [
      V("net_margin", "2025", "50.53", "%"),
      V("net_margin", "2024", "52.27", "%"),
      PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
      V("net_margin", "2019", "49.49", "%"),
      PAIR("net_margin", "2025", undefined, { period2: "2019", mode: "gt" }),
    ],
  ),
  mt(
    "f",
    A,
    "tF",
    "annual",
    "| 2025营业收入 | 1720.54亿元 | 同比 -1.2% |",
    [
      V("operating_revenue", "2025", "1720.54", "亿", "eq", { err: "wrong_value" }),
      G("operating_revenue", "2025", { v: "-1.2", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "1720.54亿是营业总收入，营业收入1688.38亿" },
  ),
  mt(
    "t",
    A,
    "tT",
    "technical",
    "**均线系统**：MA5 1410.53 < MA10 1411.13 < MA20 1433.56，短期均线空头排列，收盘价低于全部主要均线。",
    [
      MA(5, "value", { v: "1410.53" }),
      MA(10, "value", { v: "1411.13" }),
      MA(20, "value", { v: "1433.56" }),
      MAORDER([5, 10, 20], "bear"),
      MA(5, "below"),
      MA(10, "below"),
      MA(20, "below"),
      MA(60, "below"),
      MA(120, "below"),
      MA(250, "below"),
    ],
  ),
  mt(
    "u",
    A,
    "tN",
    "quarterly",
    "**行业动态**：白酒行业一季度整体动销偏弱；茅台一季度营业收入539.09亿元，同比增长约6.5%。",
    [
      U("行业动销"),
      V("operating_revenue", "2026Q1", "539.09"),
      G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    A,
    "tN",
    "quarterly",
    "### 一季报速读\n茅台营收539.09亿元，同比增约6.5%，但归母净利润同比下降约1.5%，增收不增利。",
    [
      G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "-1.5", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "归母净利同比+1.47%" },
  ),
  nd(
    "t",
    A,
    "tF",
    "annual",
    "**现金流**：经营现金流1332.20亿元，覆盖资本开支423.45亿元三倍有余，自由现金流约909亿元。",
    [
      V("operating_cash_flow", "2025", "1332.20"),
      V("capex", "2025", "423.45"),
      R("operating_cash_flow", "capex", "2025", "3", { cmp: "gt" }),
      H.LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "909", cmp: "approx" },
      ),
    ],
  ),
  nd("t", A, "tT", "technical", "| RSI14 | 56.0 | 中性区间 |\n| 60日乖离 | +11.3% | 偏离较大 |", [
    RSI("56.0", "approx"),
    H.BIAS(60, { v: "11.3", cmp: "approx" }),
  ]),
  yd(
    "t",
    A,
    "tF",
    "annual",
    "- **杠杆**：资产负债率70.74%，连续两年下降；总负债6251.91亿元，仍比2024年末多约405亿元。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      DOWN("debt_ratio", ["2023", "2024", "2025"]),
      V("total_liabilities", "2025", "6251.91"),
      D("total_liabilities", "2025", { v: "405", cmp: "approx" }),
    ],
  ),
  zs("t", A, "tT", "technical", "**趋势判断**：招行近5日、20日均下跌约3.9%，收盘跌破前20日全部收盘价，弱势未改。", [
    RET(5, { v: "-3.9", cmp: "approx" }),
    RET(20, { v: "-3.9", cmp: "approx" }),
    H.BRK(20, "down"),
  ]),

  // ---- ai-hedge-fund personas, in Chinese ------------------------------------------------------------------
  mt(
    "t",
    A,
    "fE",
    "annual",
    "以巴菲特的眼光看，茅台2025年ROE仍有32.53%，只比2024年的36.02%低约3.5个百分点，护城河没坏。",
    [V("roe", "2025", "32.53", "%"), V("roe", "2024", "36.02", "%"), PP("roe", "2025", { v: "-3.5", cmp: "approx" })],
  ),
  mt(
    "f",
    A,
    "bear",
    "annual",
    "按芒格的逆向思路：2025年末现金516.91亿元，仅相当于当年分红付息现金672.42亿元的一半左右。",
    [
      V("cash", "2025", "516.91"),
      V("dividends_interest_paid", "2025", "672.42"),
      R("cash", "dividends_interest_paid", "2025", "50", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约77%" },
  ),
  zs("t", A, "fV", "valuation", "格雷厄姆式检验：招行股价38.27元，低于一季度末每股净资产44.90元，市净率不足0.9倍。", [
    CLOSE("38.27"),
    V("bps", "2026Q1", "44.90", "元"),
    PE("2026Q1", "0.9", "lt", { per: "bps" }),
  ]),
  zs("t", A, "fE", "annual", "巴菲特偏爱现金充沛的生意：招行2025年每股经营现金流17.90元，超过每股收益5.70元的3倍。", [
    V("ocf_per_share", "2025", "17.90", "元"),
    V("basic_eps", "2025", "5.70", "元"),
    R("ocf_per_share", "basic_eps", "2025", "3", { cmp: "gt" }),
  ]),
  nd("u", A, "bull", "quarterly", "木头姐视角：储能与钠电会打开宁德的第二增长曲线，而一季度营收已同比增长约52%。", [
    U("业务分部前景"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
  ]),
  yd(
    "f",
    A,
    "tA",
    "quarterly",
    "木头姐会把比亚迪一季度归母净利同比下滑约55%视为利好：出清正在加速，颠覆者的利润拐点临近。",
    [READ(G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润下滑读作利好" },
  ),
  sh("t", A, "fV", "valuation", "格雷厄姆未必买账：中石化5.39元，对应2024年每股收益0.41元约13倍市盈率，并不算便宜。", [
    CLOSE("5.39"),
    PE("2024", "13", "approx"),
  ]),

  // ---- a judge's scoring remarks --------------------------------------------------------------------------
  yd(
    "t",
    A,
    "tM",
    "annual",
    "裁判点评：空方称比亚迪2025年归母净利同比下滑约19%属实（326.19亿元对402.54亿元），多方未能反驳。",
    [
      V("net_profit", "2025", "326.19"),
      V("net_profit", "2024", "402.54"),
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    A,
    "tM",
    "annual",
    "裁判意见：多方所称宁德时代2025年资本开支423.45亿元、同比下降约10%，数据准确，加1分。",
    [
      V("capex", "2025", "423.45"),
      G("capex", "2025", { v: "-10", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "资本开支同比+35.8%" },
  ),
  zs("t", A, "tM", "quarterly", "裁判小结：招行一季度营收869.40亿元、同比增长约3.8%，多方数据无误，本轮多方得分。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
  ]),
  pa(
    "u",
    A,
    "tP",
    "quarterly",
    "组合经理裁决：空方判断平安全年利润将再降一成属于推测；其引用的一季度归母净利250.22亿元无误。",
    [U("全年利润预测"), V("net_profit", "2026Q1", "250.22")],
  ),
  sh(
    "f",
    A,
    "tM",
    "annual",
    "评委打分：多方说中石化2024年研发费用152.15亿元、连续四年增长，引用正确；空方称当年营收同比增长约4.3%，也无误。",
    [
      V("research_expense", "2024", "152.15"),
      UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
      G("operating_revenue", "2024", { v: "4.3", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024年营收同比-4.29%" },
  ),

  // ---- a brokerage 晨会 digest ------------------------------------------------------------------------------
  nd(
    "t",
    A,
    "fSy",
    "quarterly",
    "【晨会】宁德时代：一季度归母净利207.38亿元，净利率17.61%，与上年同期的17.55%基本持平。",
    [
      V("net_profit", "2026Q1", "207.38"),
      V("net_margin", "2026Q1", "17.61", "%"),
      V("net_margin", "2025Q1", "17.55", "%"),
      PP("net_margin", "2026Q1", { size: "基本持平" }),
    ],
  ),
  yd(
    "f",
    A,
    "fSy",
    "quarterly",
    "【晨会】比亚迪：前三季度营收5662.66亿元，三季度单季营收同比增长约12.8%。",
    [V("revenue", "2025M9", "5662.66"), G("revenue", "2025S3", { v: "12.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "12.75%是前三季度累计增速，三季度单季-3.05%" },
  ),
  pa("t", A, "tN", "annual", "【晨会要点】中国平安2025年经营活动现金流6586.32亿元，同比增长约72%，为2017年以来最高。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    MAX("operating_cash_flow", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  mt("u", A, "tN", "quarterly", "【晨会】茅台：市场一致预期2026年营收增速5%左右，一季度营业收入已同比增长约6.5%。", [
    U("一致预期"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
  ]),
  zs(
    "t",
    O,
    "fSy",
    "quarterly",
    "【晨会】招行前三季度营收2514.20亿元，同比微降约0.5%；归母净利1137.72亿元，同比增约0.5%，一减一增。",
    [
      V("revenue", "2025M9", "2514.20"),
      G("revenue", "2025M9", { v: "-0.5", cmp: "approx", size: "微降" }),
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    ],
  ),

  // ---- 雪球 long posts -------------------------------------------------------------------------------------
  nd("t", A, "tS", "technical", "雪球热帖：$宁德时代(SZ300750)$ 从去年4月18日的225.46元涨到436元，一年接近翻倍。", [
    CLOSE("225.46", "eq", { date: "2025-04-18" }),
    CLOSE("436"),
    SPAN("2025-04-18", { size: "接近翻倍" }),
  ]),
  zs(
    "f",
    A,
    "tS",
    "technical",
    "雪球帖：$招商银行(SH600036)$ 今年以来已经跌了两成，从42.10元跌到38.27元，银行股也扛不住。",
    [
      CLOSE("42.1", "eq", { date: "2025-12-31" }),
      CLOSE("38.27"),
      SPAN("2025-12-31", { v: "-20", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "年内-9.1%" },
  ),
  mt("u", A, "tS", "technical", "雪球上茅台的讨论热度降到两年来最低，散户情绪冰点；股价距52周高点约低16%。", [
    U("讨论热度、散户情绪"),
    HI52({ v: "-16", cmp: "approx" }),
  ]),
  pa(
    "t",
    A,
    "tS",
    "technical",
    "雪球长文：平安今年从68.40元跌到59.37元，跌了约13%，但比去年4月18日的50.44元还高出约18%。",
    [
      CLOSE("68.4", "eq", { date: "2025-12-31" }),
      SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
      CLOSE("50.44", "eq", { date: "2025-04-18" }),
      SPAN("2025-04-18", { v: "18", cmp: "approx" }),
    ],
  ),

  // ---- a risk officer's checklist ------------------------------------------------------------------------
  yd(
    "t",
    A,
    "tC",
    "quarterly",
    "风控清单③ 流动性：比亚迪一季度末货币资金757.87亿元，较上年同期的1174.07亿元减少约35%。",
    [V("cash", "2026Q1", "757.87"), V("cash", "2025Q1", "1174.07"), G("cash", "2026Q1", { v: "-35", cmp: "approx" })],
  ),
  zs(
    "f",
    A,
    "tC",
    "annual",
    "风控清单① 盈利：招行2025年归母净利润1501.81亿元，同比大幅增长，盈利端无风险点。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { size: "大幅增长", err: "overstatement" })],
    { err: "overstatement", note: "+1.21%" },
  ),
  pa("t", A, "tNe", "annual", "风控检查：平安资产负债率89.80%，保险业属常态；商誉381.30亿元，比上年少约54亿元。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  mt("t", A, "tC", "technical", "□ 波动：茅台近60个交易日振幅约18%，最大回撤约11%；□ 位置：处于52周区间下沿。", [
    H.AMP(60, { v: "18", cmp: "approx" }),
    H.DD(60, { v: "-11", cmp: "approx" }),
    H.POS52({ v: "20", cmp: "le" }),
  ]),

  // ---- chatty assistant answers ----------------------------------------------------------------------------
  wl("t", E, "vF", "annual", "简单说哈～五粮液2019年赚了174.02亿元，比上一年多了约40亿元，ROE也升到25.26%啦。", [
    V("net_profit", "2019", "174.02"),
    D("net_profit", "2019", { v: "40", cmp: "approx" }),
    V("roe", "2019", "25.26", "%"),
    G("roe", "2019", { dir: "up" }),
  ]),
  mt(
    "f",
    A,
    "vF",
    "annual",
    "亲，茅台2025年利润其实是大幅下滑哦，归母净利823.20亿元，投资要谨慎～",
    [V("net_profit", "2025", "823.20"), G("net_profit", "2025", { size: "大幅下滑", err: "overstatement" })],
    { err: "overstatement", note: "-4.53%" },
  ),
  sh("u", A, "vF", "annual", "您好！中国石化2025年归母净利润预计同比继续下降，2024年为503.13亿元。", [
    U("FY2025未存储"),
    V("net_profit", "2024", "503.13"),
  ]),

  // ---- earlier dates ---------------------------------------------------------------------------------------
  mt("t", P, "tF", "quarterly", "茅台2025年一季度归母净利268.47亿元，同比增长约11.6%，开局平稳。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "bull",
    "quarterly",
    "茅台2025年一季度归母净利润268.47亿元，同比增长约15.4%，延续了两位数增长的节奏。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "15.4", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "15.4%是2024全年增速，一季度11.56%" },
  ),
  mt("t", P, "tT", "technical", "茅台收于1547元，守在60日均线1526.97元之上，但3月26日死叉后DIF仍低于DEA。", [
    CLOSE("1547"),
    MA(60, "value", { v: "1526.97" }),
    MA(60, "above"),
    MACD("dif_below_dea"),
  ]),
  nd(
    "t",
    O,
    "tF",
    "quarterly",
    "宁德前三季度归母净利490.34亿元，同比增长约36%；三季度单季185.49亿元，同比增幅约41%。",
    [
      V("net_profit", "2025M9", "490.34"),
      G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
      V("net_profit", "2025S3", "185.49"),
      G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
    ],
  ),
  nd("t", O, "tT", "technical", "宁德收于388.77元，较52周高点424.36元回落约8.4%，10月13日MACD死叉后DIF仍略低于DEA。", [
    CLOSE("388.77"),
    HI52({ cond: "level", v: "424.36" }),
    HI52({ v: "-8.4", cmp: "approx" }),
    MACD("death_cross", 15),
    MACD("dif_below_dea"),
  ]),
  nd("u", O, "fM", "quarterly", "按前三季度营收2830.72亿元推算，宁德2025年全年营收有望突破4000亿元。", [
    V("revenue", "2025M9", "2830.72"),
    U("全年营收预测（年报尚未披露）"),
  ]),
  zs(
    "f",
    O,
    "bear",
    "quarterly",
    "招行三季度单季归母净利388.42亿元，同比下降约1.0%，利润端开始转负。",
    [
      V("net_profit", "2025S3", "388.42"),
      G("net_profit", "2025S3", { v: "-1.0", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+1.04%" },
  ),
  pa("u", O, "tN", "quarterly", "平安前三季度归母净利同比增长约11.5%；10月14日MACD金叉后DIF站上DEA。", [
    U("2025年三季报未存储"),
    MACD("golden_cross", 14),
    MACD("dif_above_dea"),
  ]),
  yd("u", S, "bear", "quarterly", "比亚迪二季度单季归母净利63.56亿元，同比下滑约三成，价格战开始反噬利润。", [
    V("net_profit", "2025S2", "63.56"),
    G("net_profit", "2025S2", { v: "-30", cmp: "approx" }),
  ]),
  yd(
    "t",
    S,
    "fR",
    "quarterly",
    "比亚迪上半年营收3712.81亿元，同比增长约23%，但归母净利155.11亿元仅增约14%，增收不增利。",
    [
      V("revenue", "2025H1", "3712.81"),
      G("revenue", "2025H1", { v: "23", cmp: "approx" }),
      V("net_profit", "2025H1", "155.11"),
      G("net_profit", "2025H1", { v: "14", cmp: "approx" }),
    ],
  ),
  wl("u", E, "tN", "announcement", "五粮液拟启动股份回购，2019年末资产负债率28.48%。", [
    U("五粮液无存储公告"),
    V("debt_ratio", "2019", "28.48", "%"),
  ]),
];
