// Voices that are not debate JSON points: a 公众号 summary, an app's 【AI速读】 / 行情 card, a 路演 / 电话会 transcript
// line. Each is filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, CLOSE, RSI, MACD, LO52, U, RET, HILO } = H;
const zs = H.maker("b18-vz", "600036");
const nd = H.maker("b18-vn", "300750");
const wl = H.maker("b18-vw", "000858");
const A = "2026-04-30";
const NP = "net_profit";

export default [
  zs(
    "f",
    A,
    "tN",
    "annual",
    "【一图读懂】招行2025年归母净利润1501.81亿元，同比增长12.1%，ROE 13.44%。",
    [V(NP, "2025", "1501.81"), G(NP, "2025", { v: "12.1", err: "wrong_value" }), V("roe", "2025", "13.44", "%")],
    { err: "wrong_value", note: "同比+1.21%，×10" },
  ),
  nd("t", A, "tF", "quarterly", "【AI速读】宁德时代26Q1：营收1291亿(+52%)｜归母净利207亿(+49%)｜毛利率24.8%", [
    V("revenue", "2026Q1", "1291", "亿", "approx"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V(NP, "2026Q1", "207", "亿", "approx"),
    G(NP, "2026Q1", { v: "49", cmp: "approx" }),
    V("gross_margin", "2026Q1", "24.8", "%", "approx"),
  ]),
  nd("u", A, "tN", "undecidable", "路演纪要：管理层称2026年储能出货有望翻倍，海外工厂年内投产。", [
    U("管理层指引、出货量未存储"),
  ]),
  wl(
    "f",
    "2020-05-15",
    "tN",
    "annual",
    "五粮液2019年营收突破500亿元，归母净利174亿元，同比增长25.2%。",
    [
      V("operating_revenue", "2019", "500", "亿", "gt"),
      V(NP, "2019", "174", "亿", "approx"),
      G(NP, "2019", { v: "25.2", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "25.2%是营收增速；净利+30.0%" },
  ),
  zs(
    "f",
    A,
    "tT",
    "technical",
    "【技术面】招商银行 38.27元｜RSI 63 偏强｜MACD 死叉",
    [CLOSE("38.27"), RSI("63", "approx", { err: "technical" }), MACD("death_cross", 4)],
    { err: "technical", note: "RSI 36.06" },
  ),
  zs("u", A, "tN", "undecidable", "电话会纪要：行长表示2026年对公贷款增速目标约8%，零售信贷逐步企稳。", [
    U("经营目标、贷款增速未存储"),
  ]),
  nd(
    "f",
    A,
    "tS",
    "technical",
    "公众号：宁德时代今年4月股价创下上市以来新高，最高收盘约454元。",
    [
      HILO("max", "2026-04-01", { v: "454", cmp: "approx" }),
      HILO("max", "2020-01-02", { v: "454", cmp: "approx", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "4月最高收盘453.98元属实；2021年收盘高点688元" },
  ),
  wl("t", A, "tS", "technical", "【行情卡】五粮液 97.08元｜近5日-4.05%｜距52周低点+0.08%", [
    CLOSE("97.08"),
    RET(5, { v: "-4.05" }),
    LO52({ v: "0.08" }),
  ]),
  nd("u", A, "tS", "undecidable", "调研纪要显示，钠离子电池已批量装车，有望成为新的增长极。", [
    U("产品量产与装车未存储"),
  ]),
  wl(
    "f",
    "2020-05-15",
    "tF",
    "annual",
    "业绩会实录：2019年公司经营现金流231亿元，比上年增长一倍以上。",
    [
      V("operating_cash_flow", "2019", "231", "亿", "approx"),
      G("operating_cash_flow", "2019", { v: "100", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+87.6%" },
  ),
  zs(
    "t",
    "2025-10-31",
    "tN",
    "quarterly",
    "公众号速评：招行前三季度营收2514.20亿元、同比降0.5%，归母净利1137.72亿元、同比增0.5%。",
    [
      V("revenue", "2025M9", "2514.20"),
      G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }),
      V(NP, "2025M9", "1137.72"),
      G(NP, "2025M9", { v: "0.5", cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    "2025-09-05",
    "tF",
    "quarterly",
    "【财报卡】宁德时代25H1 营收1788.86亿(+7.3%)｜归母净利304.85亿(+33.3%)｜毛利率26.5%",
    [
      V("revenue", "2025H1", "1788.86"),
      G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
      V(NP, "2025H1", "304.85"),
      G(NP, "2025H1", { v: "33.3", cmp: "approx" }),
      V("gross_margin", "2025H1", "26.5", "%", "approx", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "26.53%是2024H1；2025H1 25.02%" },
  ),
];
