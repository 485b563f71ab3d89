// More shapes: halves and TTM, 次高 / 近N年 rank words, questions and concessions, peers within the sample,
// points the data cannot decide with a true figure beside the open clause.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  PP,
  R,
  D,
  RANK,
  MAX,
  MIN,
  UP,
  DOWN,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  EV,
  U,
  X,
  PSUM,
  QOQ,
  IND,
  SPAN,
  POS52,
  PAIR,
  BIAS,
  CAGR,
  DD,
  GDIFF,
  READ,
  MCNOW,
} = H;
const mt = H.maker("b13-mm", "600519");
const nd = H.maker("b13-mn", "300750");
const by = H.maker("b13-mb", "002594");
const zh = H.maker("b13-mz", "600036");
const pa = H.maker("b13-mp", "601318");
const sh = H.maker("b13-ms", "600028");
const wl = H.maker("b13-mw", "000858");
const A = "2026-04-30";
const W = "2020-05-15";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  mt("t", A, "bear", "annual", "下半年才是问题所在：2025年下半年归母约369亿，比上半年的454亿少了85亿左右。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -2],
      ],
      { v: "-85", cmp: "approx" },
    ),
  ]),
  mt(
    "f",
    A,
    "bull",
    "annual",
    "2025年营业总收入1720.54亿，仍是上市以来的最高纪录。",
    [V("revenue", "2025", "1720.54"), MAX("revenue", "2025", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024年1741.44亿最高；2025年为次高" },
  ),
  mt("t", A, "fE", "annual", "营业总收入1720.54亿，在2019年以来的七个年度里排第二，仅次于2024年。", [
    V("revenue", "2025", "1720.54"),
    RANK("revenue", "2025", Y, "max", 2),
    RANK("revenue", "2024", Y, "max", 1),
  ]),
  mt("t", A, "tF", "annual", "净利率50.53%，是2023年以来三年中最低的一年，但仍守住了五成。", [
    V("net_margin", "2025", "50.53", "%"),
    MIN("net_margin", "2025", ["2023", "2024", "2025"]),
    V("net_margin", "2025", "50", "%", "gt"),
  ]),
  mt(
    "f",
    A,
    "fV",
    "valuation",
    "滚动四个季度归母净利约850亿，盈利底盘依旧扎实。",
    [
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2026Q1", 1],
          ["net_profit", "2025Q1", -1],
        ],
        { v: "850", cmp: "approx", err: "wrong_value" },
      ),
    ],
    { err: "wrong_value", note: "TTM归母827.16亿" },
  ),
  mt("u", A, "fV", "valuation", "滚动四季度归母约827亿；相对白酒板块平均30倍的PE，茅台已有明显折价。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "827", cmp: "approx" },
    ),
    U("白酒板块PE：样本外"),
  ]),
  mt(
    "t",
    A,
    "fL",
    "quarterly",
    "难道一季度增长只是基数低？25Q1归母268亿并不低，26Q1在此之上仍多赚近4亿，同比约+1.5%。",
    [
      V("net_profit", "2025Q1", "268", "亿", "approx"),
      PSUM(
        [
          ["net_profit", "2026Q1", 1],
          ["net_profit", "2025Q1", -1],
        ],
        { v: "4", cmp: "near" },
      ),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    ],
  ),
  nd("t", A, "bull", "annual", "宁德2025年归母722亿，创下有数据以来的最高纪录，也是首次突破700亿。", [
    V("net_profit", "2025", "722", "亿", "approx"),
    MAX("net_profit", "2025", ["2018", "2019", "2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2024", "700", "亿", "lt"),
  ]),
  nd(
    "f",
    A,
    "fE",
    "annual",
    "2025年下半年营收约2448亿，是上半年的1.7倍左右，季节性非常明显。",
    [
      PSUM(
        [
          ["revenue", "2025", 1],
          ["revenue", "2025H1", -1],
        ],
        { v: "2448", cmp: "approx" },
      ),
      PSUM(
        [
          ["revenue", "2025", 1],
          ["revenue", "2025H1", -1],
        ],
        { over: ["revenue", "2025H1"], v: "1.7", cmp: "approx", u: "x", err: "wrong_ratio" },
      ),
    ],
    { err: "wrong_ratio", note: "1.37倍" },
  ),
  nd("t", A, "fV", "valuation", "近四个季度归母约790亿，以4月30日收盘价计TTM市盈率约25倍，并不算贵。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "790", cmp: "approx" },
    ),
    MCNOW("2026Q1TTM", "25", "approx"),
  ]),
  nd(
    "f",
    A,
    "tNe",
    "quarterly",
    "一季度末资产负债率62.32%，比2025年末再降约0.4个百分点，去杠杆仍在持续。",
    [
      V("debt_ratio", "2026Q1", "62.32", "%"),
      PP("debt_ratio", "2026Q1", { base: "2025", v: "-0.4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "61.94%→62.32%，上升0.38个百分点" },
  ),
  nd("u", A, "fS", "undecidable", "社交媒体上对宁德的讨论热度创年内新高，散户情绪明显偏热。", [U("舆情热度未存储")]),
  nd("t", A, "fS", "technical", "情绪降温的迹象：股价较10日内高点回落近4%，5日内涨跌幅为-0.66%。", [
    DD(10, { v: "-4", cmp: "near" }),
    RET(5, { v: "-0.66" }),
  ]),
  by("t", A, "bull", "annual", "营收8039.65亿是公司历史新高，归母326亿则是仅次于2024年的次高年份。", [
    V("revenue", "2025", "8039.65"),
    MAX("revenue", "2025", Y5),
    RANK("net_profit", "2025", ["2017", "2018", "2019", "2021", "2022", "2023", "2024", "2025"], "max", 2),
  ]),
  by(
    "f",
    A,
    "bear",
    "quarterly",
    "26Q1归母40.85亿，环比25Q4下降约38%。",
    [
      V("net_profit", "2026Q1", "40.85"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-38", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-56%；-38%是25Q4的同比" },
  ),
  by("t", A, "fE", "annual", "2025年下半年归母约171亿，反而比上半年的155亿多出16亿左右。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "171", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "155", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -2],
      ],
      { v: "16", cmp: "approx" },
    ),
  ]),
  by("u", A, "fM", "undecidable", "滚动四季度归母约275亿；若二季度新车型放量，下半年利润弹性可观。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "275", cmp: "approx" },
    ),
    U("新车型放量为预测"),
  ]),
  by(
    "f",
    A,
    "fR",
    "annual",
    "归母净利润下滑19%，但经营现金流591亿仍是净利润的三倍以上，盈利质量无忧。",
    [
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
      R("operating_cash_flow", "net_profit", "2025", "3", { cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "591.36/326.19=1.81倍" },
  ),
  zh("t", A, "bull", "annual", "2019年到2025年，招行归母净利从928.67亿增至1501.81亿，年复合约8.3%。", [
    V("net_profit", "2019", "928.67"),
    V("net_profit", "2025", "1501.81"),
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
  ]),
  zh(
    "f",
    A,
    "bear",
    "annual",
    "营业总收入2022年见顶3447.83亿后连续三年下滑，2025年仍在下降。",
    [V("revenue", "2022", "3447.83"), DOWN("revenue", ["2022", "2023", "2024", "2025"], { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025年3375.32亿较2024年微增" },
  ),
  zh(
    "t",
    A,
    "fT",
    "annual",
    "准确说法是：营收在2023、2024年连续两年下降，2025年与上年基本持平，高点仍是2022年的3447.83亿。",
    [DOWN("revenue", ["2022", "2023", "2024"]), G("revenue", "2025", { size: "基本持平" }), MAX("revenue", "2022", Y5)],
  ),
  zh("t", A, "tNe", "quarterly", "中性风控：一季度末每股净资产44.90元，较年末43.43元增约3.4%，但股价同期在跌。", [
    V("bps", "2026Q1", "44.90", "元"),
    G("bps", "2026Q1", { base: "2025", v: "3.4", cmp: "approx" }),
    SPAN("2025-12-31", { dir: "down" }),
  ]),
  zh("u", A, "tM", "undecidable", "与工行、建行相比，招行的PB溢价已基本消失。", [U("工行、建行：样本外")]),
  zh(
    "f",
    A,
    "tTr",
    "technical",
    "招行已跌穿52周低点37.31元，创下一年新低。",
    [LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "38.27仍高于52周低点" },
  ),
  pa("t", A, "bear", "annual", "2021年平安归母1016亿，较2020年的1431亿骤降约29%，此后直到2024年才回到1200亿以上。", [
    V("net_profit", "2021", "1016", "亿", "approx"),
    V("net_profit", "2020", "1431", "亿", "approx"),
    G("net_profit", "2021", { v: "-29", cmp: "approx" }),
    V("net_profit", "2023", "1200", "亿", "lt"),
    V("net_profit", "2024", "1200", "亿", "gt"),
  ]),
  pa(
    "f",
    A,
    "bull",
    "annual",
    "总资产从2017年的6.49万亿增至2025年的13.90万亿，八年增长了三倍多。",
    [
      V("total_assets", "2017", "6.49", "万亿", "approx"),
      V("total_assets", "2025", "13.90", "万亿", "approx"),
      X("total_assets", "2025", "2017", { v: "3", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "2.14倍，即增长114%" },
  ),
  pa("t", A, "tS", "technical", "60个交易日内平安从高点回撤约13.6%，近期已企稳，RSI回到50上方。", [
    DD(60, { v: "-13.6", cmp: "approx" }),
    RSI("50", "gt"),
  ]),
  pa("u", A, "fQ", "undecidable", "质疑：平安银行的地产敞口仍会拖累集团利润，这一点多头只字未提。", [
    U("子公司敞口未存储"),
  ]),
  pa("t", A, "fV", "valuation", "平安2025年归母1347.78亿，约为中国石化2024年503亿的2.7倍。", [
    V("net_profit", "2025", "1347.78"),
    PAIR("net_profit", "2025", "600028", { period2: "2024", v: "2.7", cmp: "approx" }),
  ]),
  sh("t", A, "bull", "annual", "营业总收入2022年33181.68亿为近五年最高，之后两年连降，2024年为30745.62亿。", [
    V("revenue", "2022", "33181.68"),
    MAX("revenue", "2022", ["2020", "2021", "2022", "2023", "2024"]),
    DOWN("revenue", ["2022", "2023", "2024"]),
    V("revenue", "2024", "30745.62"),
  ]),
  sh(
    "f",
    A,
    "fR",
    "annual",
    "2024年营业利润722.57亿，同比降幅约7%，利润端还算稳。",
    [
      V("operating_profit", "2024", "722.57"),
      G("operating_profit", "2024", { v: "-7", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-16.7%" },
  ),
  sh("t", A, "fR", "annual", "2024年研发费用152亿仅占营收的约0.5%，对一家三万亿营收的企业而言研发强度偏低。", [
    V("research_expense", "2024", "152", "亿", "approx"),
    R("research_expense", "revenue", "2024", "0.5", { u: "%", cmp: "approx" }),
  ]),
  sh("u", A, "tN", "undecidable", "近期成品油价连续下调两次，炼化毛差承压。", [U("油价调价与炼化毛差未存储")]),
  sh(
    "f",
    A,
    "tT",
    "technical",
    "3月10日MACD死叉后，DIF已在4月重新上穿DEA。",
    [MACD("golden_cross", 35, { err: "technical" })],
    { err: "technical", note: "3月10日之后无金叉，DIF仍略低于DEA" },
  ),
  wl("t", W, "bull", "annual", "加权ROE从2015年的14.93%连续四年提升至25.26%，为五年来最高。", [
    V("roe", "2015", "14.93", "%"),
    UP("roe", ["2015", "2016", "2017", "2018", "2019"]),
    V("roe", "2019", "25.26", "%"),
    MAX("roe", "2019", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  wl("t", W, "bear", "annual", "净利润增速从2017年的约43%放缓到2018年的约38%、2019年的约30%，边际在减速。", [
    G("net_profit", "2017", { v: "43", cmp: "approx" }),
    G("net_profit", "2018", { v: "38", cmp: "approx" }),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
  ]),
  wl(
    "f",
    W,
    "fR",
    "annual",
    "2019年经营现金流231亿，是2015年以来第一次超过归母净利润。",
    [
      R("operating_cash_flow", "net_profit", "2019", "1", { cmp: "gt" }),
      R("operating_cash_flow", "net_profit", "2018", "1", { cmp: "lt" }),
      R("operating_cash_flow", "net_profit", "2015", "1", { cmp: "lt", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2015、2016、2017年经营现金流均已高于归母，并非首次" },
  ),
  wl("u", W, "fS", "undecidable", "疫情后高端白酒动销恢复快于预期，渠道打款积极。", [U("动销与渠道打款未存储")]),
];
