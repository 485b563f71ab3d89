// Writers who are not debate JSON points, filed under the role that would pass such text on: a private-fund 路演
// transcript, a bank credit memo, a CFO-style earnings-call answer, a 公众号 article compressed into lines, an app's
// 诊股 card, and a model's English reasoning translated back (欧化句式).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, D, RET, CLOSE, MA, MAORDER, RSI, LO52, EV, U, X, PSUM, PERDAY, IND, SPAN, POS52, CAGR, LIN } = H;
const mt = H.maker("b13-vm", "600519");
const nd = H.maker("b13-vn", "300750");
const by = H.maker("b13-vb", "002594");
const zh = H.maker("b13-vz", "600036");
const pa = H.maker("b13-vp", "601318");
const sh = H.maker("b13-vs", "600028");
const wl = H.maker("b13-vw", "000858");
const A = "2026-04-30";

export default [
  // 路演 transcript
  mt(
    "t",
    A,
    "tP",
    "annual",
    "（路演）我们去年底开始减配茅台，道理很简单：2025年经营现金流615亿，比归母净利润少了两百多亿。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["operating_cash_flow", "2025", -1],
        ],
        { v: "200", cmp: "gt" },
      ),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["operating_cash_flow", "2025", -1],
        ],
        { v: "300", cmp: "lt" },
      ),
    ],
  ),
  mt(
    "u",
    A,
    "tP",
    "undecidable",
    "（路演）草根调研显示飞天批价已跌破2000元，经销商库存超过两个月，这是报表上看不到的。",
    [U("批价与渠道库存未存储")],
  ),
  nd(
    "f",
    A,
    "tP",
    "annual",
    "（路演）宁德过去三年利润翻了一倍多：2022年归母307亿，到2025年已经超过900亿。",
    [
      V("net_profit", "2022", "307", "亿", "approx"),
      V("net_profit", "2025", "900", "亿", "gt", { err: "overstatement" }),
    ],
    { err: "overstatement", note: "2025年722.01亿" },
  ),
  // bank credit memo
  nd("t", A, "fR", "annual", "授信备注：宁德时代2025年末货币资金3335亿，覆盖总负债6038亿的五成以上，流动性充裕。", [
    V("cash", "2025", "3335", "亿", "approx"),
    V("total_liabilities", "2025", "6038", "亿", "approx"),
    R("cash", "total_liabilities", "2025", "50", { u: "%", cmp: "gt" }),
  ]),
  by(
    "f",
    A,
    "fR",
    "annual",
    "授信备注：比亚迪2025年末总负债6251.91亿，较上年末增加约40亿，负债扩张基本停滞。",
    [
      V("total_liabilities", "2025", "6251.91"),
      D("total_liabilities", "2025", { v: "40", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "增加405.23亿" },
  ),
  pa(
    "t",
    A,
    "fR",
    "industry",
    "授信备注：平安2025年末总资产13.90万亿、总负债12.48万亿，负债率89.8%属保险业常态，维持授信。",
    [
      V("total_assets", "2025", "13.90", "万亿", "approx"),
      V("total_liabilities", "2025", "12.48", "万亿", "approx"),
      V("debt_ratio", "2025", "89.8", "%"),
      IND("high_debt_is_normal"),
    ],
  ),
  sh("u", A, "fR", "undecidable", "授信备注：中国石化有息负债率约25%，短债占比下降，评级维持AAA。", [
    U("有息负债与评级未存储"),
  ]),
  // CFO-style answer
  nd(
    "t",
    A,
    "tF",
    "annual",
    "（业绩会答问）就2025年而言，我们分配股利、偿付利息支付的现金是349亿元，约为上一年的1.35倍。",
    [
      V("dividends_interest_paid", "2025", "349", "亿", "approx"),
      X("dividends_interest_paid", "2025", "2024", { v: "1.35", cmp: "approx" }),
    ],
  ),
  zh(
    "f",
    A,
    "tF",
    "annual",
    "（业绩会答问）2025年本行营业收入3375亿元，同比增长约1.2%，在行业里属于稳健水平。",
    [
      V("revenue", "2025", "3375", "亿", "approx"),
      G("revenue", "2025", { v: "1.2", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "营收+0.01%；1.2%是归母净利增速" },
  ),
  by("u", A, "tF", "undecidable", "（业绩会答问）2026年我们海外销量目标是150万辆，欧洲工厂年内投产。", [
    U("公司目标与产能为前瞻"),
  ]),
  // 公众号 compressed
  mt("t", A, "vN", "annual", "公众号摘要｜茅台2025年少赚39亿：归母净利润由862亿降到823亿，七年来第一次。", [
    D("net_profit", "2025", { v: "-39", cmp: "approx" }),
    V("net_profit", "2024", "862", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    H.UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  nd("t", A, "vN", "quarterly", "公众号摘要｜宁德时代一季度平均每天净赚约2.3亿元。", [
    PERDAY("net_profit", "2026Q1", { v: "2.3", cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "vN",
    "quarterly",
    "公众号摘要｜比亚迪一季度日均归母净利润仍有1亿元出头。",
    [PERDAY("net_profit", "2026Q1", { v: "1", cmp: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "40.85/90=0.45亿" },
  ),
  wl(
    "f",
    "2020-05-15",
    "vN",
    "annual",
    "公众号摘要｜五粮液2019年归母净利润暴增近九成，达到174亿元。",
    [
      V("net_profit", "2019", "174", "亿", "approx"),
      G("net_profit", "2019", { v: "90", cmp: "near", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "归母+30%；近九成是经营现金流的增速" },
  ),
  // 诊股 card
  sh(
    "t",
    A,
    "vT",
    "technical",
    "【诊股】中国石化｜技术面弱：5.39元贴近52周低位，RSI 30；基本面：2024年归母503亿，同比-17%。",
    [
      CLOSE("5.39"),
      POS52({ v: "10", cmp: "le" }),
      RSI("30", "approx"),
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "-17", cmp: "approx" }),
    ],
  ),
  zh("u", A, "vT", "technical", "【诊股】招商银行｜主力资金连续5日净流出，技术面偏弱，股价低于所有主要均线。", [
    MA(5, "below"),
    MA(250, "below"),
    U("主力资金流向未存储"),
  ]),
  pa(
    "f",
    A,
    "vT",
    "technical",
    "【诊股】中国平安｜均线多头排列，5日线>10日线>20日线>60日线，趋势评分高。",
    [MAORDER([5, 10, 20, 60], "bull", { err: "technical" })],
    { err: "technical", note: "MA60 61.25高于MA5 58.35" },
  ),
  // English reasoning, translated back
  by(
    "t",
    A,
    "fSy",
    "annual",
    "这意味着，就盈利能力而言，比亚迪2025年每100元营收仅留下约4.2元净利，低于2024年的5.35元。",
    [V("net_margin", "2025", "4.2", "%", "approx"), V("net_margin", "2024", "5.35", "%")],
  ),
  pa(
    "u",
    A,
    "fSy",
    "annual",
    "值得注意的是，平安投资现金流出由2024年的4163亿扩大到5600亿，这在很大程度上反映了经营现金流的大幅增加被再投资。",
    [
      V("investing_cash_flow", "2024", "-4163", "亿", "approx"),
      V("investing_cash_flow", "2025", "-5600", "亿", "approx"),
      U("再投资的因果解读不可核"),
    ],
  ),
  mt(
    "f",
    A,
    "fSy",
    "annual",
    "就资本配置而言，茅台2025年投资活动现金净流出316亿，这比2024年多出约100亿。",
    [
      V("investing_cash_flow", "2025", "-316", "亿", "approx"),
      D("investing_cash_flow", "2025", { v: "-100", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "2024年仅流出17.85亿，多出约299亿" },
  ),
  wl(
    "t",
    "2020-05-15",
    "fSy",
    "annual",
    "从一个更长的视角来看，五粮液2015—2019年营收的年复合增速约23%，与此同时负债率从15.61%升至28.48%。",
    [
      CAGR("operating_revenue", "2015", "2019", { v: "23", cmp: "approx" }),
      V("debt_ratio", "2015", "15.61", "%"),
      V("debt_ratio", "2019", "28.48", "%"),
    ],
  ),
  zh("t", A, "fSy", "annual", "应当指出的是，招行2025年归母净利润1501.81亿，首次站上1500亿，尽管同比增速仅约1.2%。", [
    V("net_profit", "2025", "1501.81"),
    V("net_profit", "2024", "1500", "亿", "lt"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
];
