// Rebuttals, judges, risk debaters, the portfolio manager and trader, vote lenses; one slip per false point.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, RET, CLOSE, MA, RSI, MACD, HI52, LO52, U, GDIFF, BIAS, SPAN, PE, IND, PAIR } = H;
const wl = H.maker("b38-mwl", "000858");
const zs = H.maker("b38-mzs", "600036");
const bd = H.maker("b38-mbd", "002594");
const W = "2026-04-30";
const O = "2020-05-15";
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";

export default [
  // ---- 招商银行 ----
  zs("t", W, "fQ", "annual", "反驳多方：招行2025年利润增速1.21%谈不上提速，比2024年的1.22%还略慢一点。", [
    G("net_profit", "2025", { v: "1.21" }),
    G("net_profit", "2024", { v: "1.22" }),
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "net_profit", period: "2024" }, { v: "0", cmp: "lt" }),
  ]),
  zs(
    "f",
    W,
    "tC",
    "valuation",
    "股价年内跌了9.1%，同期每股净资产却涨了约15%，破净在加深。",
    [
      SPAN("2025-12-31", { v: "-9.1" }),
      G("bps", "2026Q1", { base: "2025", v: "15", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "每股净资产43.43→44.90，+3.4%" },
  ),
  zs(
    "t",
    W,
    "tNe",
    "valuation",
    "中性看：股价只比52周低点高2.6%，年线42.15元压顶，PE约6.7倍，估值和趋势各打五十大板。",
    [LO52({ v: "2.6" }), MA(250, "value", { v: "42.15" }), MA(250, "below"), PE("2025", "6.7", "approx")],
  ),
  zs(
    "f",
    W,
    "tA",
    "technical",
    "招行近60个交易日其实是涨的，涨幅约5%，眼下的回调只是噪音。",
    [RET(60, { v: "5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "60日+0.45%" },
  ),
  zs("u", W, "tP", "undecidable", "组合经理：招行目前占组合8%，建议降到5%，与沪深300中的银行权重看齐。", [
    U("组合权重与指数权重"),
  ]),
  zs(
    "f",
    W,
    "fL",
    "annual",
    "裁决：空方“招行2025年营收下降”的论据成立，3375.32亿元低于上年。",
    [
      V("revenue", "2025", "3375.32"),
      PAIR("revenue", "2025", undefined, { period2: "2024", mode: "lt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "3375.32 > 3374.88" },
  ),
  zs("t", P, "fR", "industry", "2024年末资产负债率89.85%，比2023年低0.31个百分点，对银行来说属正常区间。", [
    V("debt_ratio", "2024", "89.85", "%"),
    PP("debt_ratio", "2024", { v: "-0.31" }),
    IND("high_debt_is_normal"),
  ]),
  zs(
    "f",
    N,
    "tT",
    "technical",
    "10月31日收盘40.89元，已经站上60日均线42.44元。",
    [CLOSE("40.89"), MA(60, "value", { v: "42.44" }), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "收盘低于MA60" },
  ),
  // ---- 比亚迪 ----
  bd(
    "f",
    W,
    "fQ",
    "annual",
    "多方说净利率只是小降，可4.20%比5.35%少了1.15个百分点，相对降幅近四成。",
    [
      V("net_margin", "2025", "4.20", "%"),
      PP("net_margin", "2025", { v: "-1.15" }),
      G("net_margin", "2025", { v: "-40", cmp: "near", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "相对降幅21.5%" },
  ),
  bd("t", W, "tNe", "annual", "一边是2025年营收仍增3.5%，一边是利润降19.0%，增收不增利是这轮讨论的核心矛盾。", [
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-19.0" }),
  ]),
  bd(
    "f",
    W,
    "tC",
    "annual",
    "2025年比亚迪资产负债率70.74%，较上年又上升了3.9个百分点。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      PP("debt_ratio", "2025", { v: "3.9", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "由74.64%降至70.74%" },
  ),
  bd("u", W, "tP", "undecidable", "比亚迪仓位目前浮亏约12%，若收盘跌破95元则止损离场。", [U("持仓成本与条件单")]),
  bd(
    "f",
    W,
    "vF",
    "annual",
    "基本面：2025年经营现金流同比下降约25%，还在可接受范围，投中性。",
    [G("operating_cash_flow", "2025", { v: "-25", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比-55.7%" },
  ),
  bd("t", W, "fT", "annual", "核对：资本开支1568.08亿元属实，同比多了约594亿元，但并非空方说的翻倍。", [
    V("capex", "2025", "1568.08"),
    D("capex", "2025", { v: "594", cmp: "approx" }),
    G("capex", "2025", { v: "100", cmp: "lt" }),
  ]),
  bd(
    "f",
    W,
    "tTr",
    "technical",
    "最近5个交易日比亚迪跌了3%，空头仍占上风，先减仓。",
    [RET(5, { v: "-3", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "5日+3.00%" },
  ),
  bd("u", W, "fS", "undecidable", "比亚迪股吧情绪指数跌到冰点，散户看空比例超过七成。", [U("情绪指数")]),
  bd(
    "f",
    P,
    "fE",
    "annual",
    "2024年归母净利润402.54亿元，首次突破400亿，同比增长约42%。",
    [
      V("net_profit", "2024", "402.54"),
      V("net_profit", "2023", "400", "亿", "lt"),
      G("net_profit", "2024", { v: "42", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+34.0%；42%是2023年营收增速" },
  ),
  bd("t", S, "tB", "quarterly", "6月末现金1117.34亿元，比2024年末多出约90亿元，账上并不缺钱。", [
    V("cash", "2025H1", "1117.34"),
    D("cash", "2025H1", { base: "2024", v: "90", cmp: "approx" }),
  ]),
  bd("u", N, "fR", "undecidable", "三季度海外收入占比升到三成，对冲了国内的价格战。", [U("海外收入分部未存储")]),
  bd(
    "f",
    N,
    "tBe",
    "quarterly",
    "三季度单季营收1949.85亿元，同比降幅超过一成。",
    [V("revenue", "2025S3", "1949.85"), G("revenue", "2025S3", { v: "-10", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "单季同比-3.05%" },
  ),
  // ---- 五粮液 ----
  wl(
    "f",
    W,
    "tBe",
    "technical",
    "反驳：五粮液根本不是“小幅回调”，近120个交易日跌了约28%。",
    [RET(120, { v: "-28", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "120日-18.41%" },
  ),
  wl("t", W, "tC", "technical", "从去年10月31日的118.99元跌到97.08元，半年蒸发18.4%。", [
    CLOSE("118.99", "eq", { date: "2025-10-31" }),
    SPAN("2025-10-31", { v: "-18.4" }),
  ]),
  wl("u", W, "tP", "undecidable", "五粮液2025年分红总额约200亿元，对应股息率超过5%。", [U("分红与股息率未存储")]),
  wl(
    "f",
    W,
    "fL",
    "technical",
    "裁决：五粮液最新收盘价高于20日均线101.81元，多方“短线企稳”的论据部分成立。",
    [MA(20, "value", { v: "101.81" }), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "收盘97.08低于MA20" },
  ),
  wl("t", S, "fM", "technical", "9月5日收126.81元，比250个交易日前高约7.4%，但离52周高点仍差29%。", [
    CLOSE("126.81"),
    RET(250, { v: "7.4", cmp: "approx" }),
    HI52({ v: "-29" }),
  ]),
  wl("f", P, "tT", "technical", "4月30日五粮液MACD金叉，短线转多。", [MACD("golden_cross", 3, { err: "technical" })], {
    err: "technical",
    note: "4月17日金叉、4月21日死叉，4月30日DIF在DEA下方",
  }),
  wl("u", N, "tN", "undecidable", "三季报显示五粮液合同负债同比少了三成，渠道打款意愿走弱。", [
    U("五粮液2025年季报未存储"),
  ]),
  wl("t", O, "tP", "technical", "组合经理：年初至今五粮液涨9.2%，250日涨幅逾五成，维持超配但不追高。", [
    SPAN("2019-12-31", { v: "9.2", cmp: "approx" }),
    RET(250, { v: "50", cmp: "gt" }),
  ]),
  wl(
    "f",
    O,
    "tC",
    "annual",
    "2019年经营现金流231.12亿元，同比却下降约12%，回款放缓需要警惕。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      G("operating_cash_flow", "2019", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+87.6%" },
  ),
  wl("u", O, "fV", "quarterly", "2020年一季度五粮液营收同比增长15%，疫情冲击有限。", [
    G("operating_revenue", "2020Q1", { v: "15" }),
  ]),
  wl("u", W, "vN", "undecidable", "消息面：五粮液近期公告高管增持，投赞成票。", [U("五粮液公告未收录")]),
  wl(
    "f",
    W,
    "tA",
    "technical",
    "RSI 28已经超卖，股价还比年线高出约17%，安全边际足够。",
    [RSI("28", "approx"), BIAS(250, { v: "17", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "收盘低于年线约16.6%" },
  ),
];
