// Peers within the sample (宁德时代 300750, the four companies side by side) and the other voices: a 路演 transcript
// line, a 公众号 summary, an app card, each filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, PAIR, GDIFF, U, SPAN, MCPE, EV, RET, MA, MACD, READ, IND, X } = H;
const A = "2026-04-30";
const mt = H.maker("b21-zp-mt", "600519");
const pa = H.maker("b21-zp-pa", "601318");
const sh = H.maker("b21-zp-sh", "600028");
const bd = H.maker("b21-zp-bd", "002594");

export default [
  // peers
  bd(
    "t",
    A,
    "tBe",
    "annual",
    "同为新能源龙头，宁德时代2025年归母净利润722.01亿元，约为比亚迪的2.2倍。",
    [
      V("net_profit", "2025", "722.01", "亿", "eq", { t: "300750" }),
      PAIR("net_profit", "2025", "300750", { v: "0.45", cmp: "approx" }),
    ],
    { note: "比亚迪/宁德=0.452" },
  ),
  bd(
    "f",
    A,
    "tB",
    "annual",
    "比亚迪2025年毛利率17.74%，已高于宁德时代，整车一体化优势显现。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      PAIR("gross_margin", "2025", "300750", { mode: "gt", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "宁德时代26.27%" },
  ),
  bd("t", A, "fQ", "annual", "比亚迪营收是宁德时代的近1.9倍，但利润只有后者的四成半左右，规模没有转化为利润。", [
    PAIR("revenue", "2025", "300750", { v: "1.9", cmp: "near" }),
    PAIR("net_profit", "2025", "300750", { v: "0.45", cmp: "approx" }),
  ]),
  bd(
    "f",
    A,
    "fQ",
    "annual",
    "2025年比亚迪利润增速比宁德时代低约24个百分点。",
    [
      GDIFF(
        { metric: "net_profit", period: "2025" },
        { t: "300750", metric: "net_profit", period: "2025" },
        { v: "-24", cmp: "approx", err: "wrong_value" },
      ),
    ],
    { err: "wrong_value", note: "-18.97% vs +42.28%，差约61pp" },
  ),
  bd("u", A, "fV", "valuation", "与特斯拉相比，比亚迪的市盈率仍有明显折价。", [U("特斯拉不在样本内")]),
  mt("t", A, "fSy", "annual", "2025年茅台净利率50.53%，而比亚迪只有4.20%，两者相差超过46个百分点。", [
    V("net_margin", "2025", "50.53", "%"),
    V("net_margin", "2025", "4.20", "%", "eq", { t: "002594" }),
    PAIR("net_margin", "2025", "002594", { mode: "pp", v: "46", cmp: "gt" }),
  ]),
  mt(
    "f",
    A,
    "fSy",
    "annual",
    "2025年平安归母净利润1347.78亿元，首次低于茅台。",
    [
      V("net_profit", "2025", "1347.78", "亿", "eq", { t: "601318" }),
      PAIR("net_profit", "2025", "601318", { mode: "gt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "茅台823.20 < 平安1347.78" },
  ),
  mt("u", A, "fV", "valuation", "茅台估值较五粮液溢价约一倍，龙头溢价依旧。", [U("五粮液FY2025与市值未存储")]),
  pa("u", A, "tM", "annual", "四家公司里平安负债率89.80%最高，茅台16.42%最低，比亚迪70.74%居中。", [
    PAIR("debt_ratio", "2025", "002594", { mode: "gt" }),
    PAIR("debt_ratio", "2025", "600519", { mode: "gt" }),
    V("debt_ratio", "2025", "16.42", "%", "eq", { t: "600519" }),
    V("debt_ratio", "2025", "70.74", "%", "eq", { t: "002594" }),
    U("中国石化2025年负债率未存储"),
  ]),
  pa("u", A, "fV", "valuation", "相比中国人寿，平安的PB折价约三成。", [U("中国人寿不在样本内")]),
  sh(
    "f",
    A,
    "tF",
    "annual",
    "2024年中国石化归母净利润503.13亿元，低于比亚迪同期的402.54亿元。",
    [V("net_profit", "2024", "503.13"), PAIR("net_profit", "2024", "002594", { mode: "lt", err: "wrong_direction" })],
    { err: "wrong_direction", note: "石化503.13 > 比亚迪402.54" },
  ),
  sh("t", A, "tF", "annual", "2024年石化营收约为比亚迪的4倍，但归母净利润只高出约25%。", [
    PAIR("revenue", "2024", "002594", { v: "4", cmp: "approx" }),
    PAIR("net_profit", "2024", "002594", { v: "1.25", cmp: "approx" }),
  ]),

  // other voices
  bd("t", A, "tN", "announcement", "路演纪要｜管理层：“2025年我们收入8039亿，资本开支1568亿，投入期还在继续。”", [
    V("revenue", "2025", "8039", "亿", "approx"),
    V("capex", "2025", "1568", "亿", "approx"),
  ]),
  bd(
    "f",
    A,
    "tS",
    "quarterly",
    "【公众号速览】比亚迪Q1净利40.85亿，同比-55%；营收1502亿，同比+11.8%，量增利减。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
      G("revenue", "2026Q1", { v: "11.8", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "营收同比-11.8%" },
  ),
  mt("t", A, "tS", "quarterly", "【AI速读】茅台Q1：营收539.09亿(+6.5%)，归母净利272.43亿(+1.5%)。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tS",
    "annual",
    "【AI速读】茅台FY2025：营收1720.54亿，归母净利823.20亿，同比-1.2%。",
    [
      V("revenue", "2025", "1720.54"),
      V("net_profit", "2025", "823.20"),
      G("net_profit", "2025", { v: "-1.2", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-1.2%是营收降幅；净利-4.53%" },
  ),
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "路演问答｜IR：“去年10月我们又公告了一轮A股回购，并已注销。”",
    [EV("repurchase", true, { from: "2025-10-01", to: "2025-10-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2025年10月无回购公告" },
  ),
  pa(
    "t",
    A,
    "tS",
    "annual",
    "【公众号】平安2025：归母净利1347.78亿(+6.5%)，经营现金流6586亿，负债率89.8%属保险常态。",
    [
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
      V("debt_ratio", "2025", "89.8", "%"),
      IND("high_debt_is_normal"),
    ],
  ),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "【行情卡片】中国石化 5.39元｜年内-12.8%｜RSI 30｜站上年线",
    [SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }), H.RSI("30", "approx"), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "MA250 5.85，收盘在年线下方" },
  ),
];
