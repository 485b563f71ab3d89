// Rebuttals that quote the other side and correct it (the quoted figure is not asserted), risk debaters, vote lenses,
// rulings. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MIN,
  MAX,
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
  CAGR,
  QOQ,
  PSUM,
  PE,
  X,
  READ,
  MCNOW,
  BIAS,
  DD,
  IND,
  POS52,
} = H;
const mt = H.maker("b67-rb-mt", "600519");
const zs = H.maker("b67-rb-zs", "600036");
const nd = H.maker("b67-rb-nd", "300750");
const yd = H.maker("b67-rb-yd", "002594");
const pa = H.maker("b67-rb-pa", "601318");
const sh = H.maker("b67-rb-sh", "600028");
const wl = H.maker("b67-rb-wl", "000858");
const A = "2026-04-30";

export default [
  mt(
    "t",
    A,
    "bull",
    "annual",
    "对方说茅台利润“大幅下滑”，不对：2025年归母净利润823.20亿元，同比只降约4.5%，属小幅下滑。",
    [V("net_profit", "2025", "823.20"), G("net_profit", "2025", { v: "-4.5", cmp: "approx", size: "小幅下滑" })],
  ),
  mt(
    "f",
    A,
    "bear",
    "quarterly",
    "多方拿一季度利润272.43亿元说事，可同比增速不到0.5%，几乎停滞。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "0.5", cmp: "lt", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+1.47%" },
  ),
  nd(
    "t",
    A,
    "fT",
    "quarterly",
    "质疑方称宁德一季度利润同比只增两成，更正：207.38亿元同比增约48.5%，增速比2025年全年还快。",
    [V("net_profit", "2026Q1", "207.38"), G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }), GDIFF_OK()],
  ),
  nd(
    "f",
    A,
    "fQ",
    "annual",
    "信任方说宁德现金流好，但2025年经营现金流1332.20亿元还不及归母净利润，含金量存疑。",
    [
      V("operating_cash_flow", "2025", "1332.20"),
      R("operating_cash_flow", "net_profit", "2025", "1", { cmp: "lt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "经营现金流是净利润的1.85倍" },
  ),
  yd(
    "t",
    A,
    "bear",
    "annual",
    "多方说比亚迪现金流无忧，实际2025年经营现金流591.36亿元，较上年1334.54亿元降幅超过一半。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      V("operating_cash_flow", "2024", "1334.54"),
      G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
    ],
  ),
  yd(
    "f",
    A,
    "bull",
    "annual",
    "空方说负债率高，可比亚迪2025年资产负债率已降到60.74%，杠杆明显改善。",
    [V("debt_ratio", "2025", "60.74", "%", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "70.74%" },
  ),
  zs("t", A, "fT", "industry", "质疑方把招行90.20%的资产负债率当成风险，这是误读：银行负债率普遍在九成上下。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  zs(
    "f",
    A,
    "tBe",
    "annual",
    "多方说招行ROE仍有14.49%，可那是2024年的；2025年已降到12.44%。",
    [V("roe", "2024", "14.49", "%"), V("roe", "2025", "12.44", "%", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "2025年13.44%" },
  ),
  pa(
    "t",
    A,
    "tB",
    "annual",
    "空方说平安利润还在下滑，数据不支持：归母净利润2023、2024、2025年连续增长，2025年为1347.78亿元。",
    [UP("net_profit", ["2022", "2023", "2024", "2025"]), V("net_profit", "2025", "1347.78")],
  ),
  sh(
    "f",
    A,
    "tB",
    "annual",
    "空方说中石化研发投入不足，但2024年研发费用152.15亿元，同比增长约19%。",
    [
      V("research_expense", "2024", "152.15"),
      G("research_expense", "2024", { v: "19", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+8.9%" },
  ),
  mt("t", A, "tA", "technical", "茅台离52周低点仅约4.8%，RSI约40，下行空间有限，可以用小仓位左侧试探。", [
    LO52({ v: "4.8", cmp: "approx" }),
    RSI("40", "approx"),
  ]),
  nd("t", A, "tC", "technical", "宁德60日乖离超过11%、250日涨幅约93%，MACD刚死叉，此时加仓风险收益比不佳。", [
    BIAS(60, { v: "11", cmp: "gt" }),
    RET(250, { v: "93", cmp: "approx" }),
    MACD("death_cross", 3),
  ]),
  yd("t", A, "tNe", "quarterly", "比亚迪一季度利润40.85亿元同比降约55%，但股价今年以来仍涨5.38%，建议维持标配。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
    RET("2025-12-31", { v: "5.38" }),
  ]),
  sh(
    "f",
    A,
    "tA",
    "technical",
    "中石化RSI已跌至20以下，严重超卖，反弹概率极高。",
    [RSI("20", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14 30.04" },
  ),
  zs(
    "f",
    A,
    "tNe",
    "technical",
    "招行股价站上250日年线，中长期趋势未破，可继续持有。",
    [MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘38.27低于MA250 42.15" },
  ),
  mt("t", A, "vF", "annual", "茅台2025年分红付息现金672.42亿元，高于上年的709.51亿元吗？并没有，同比减少约5.2%。", [
    V("dividends_interest_paid", "2025", "672.42"),
    V("dividends_interest_paid", "2024", "709.51"),
    G("dividends_interest_paid", "2025", { v: "-5.2", cmp: "approx" }),
  ]),
  nd("t", A, "vT", "technical", "宁德收于436元，高于20日均线425.02元，但近5个交易日小跌约0.7%，短期整理。", [
    CLOSE("436"),
    MA(20, "value", { v: "425.02" }),
    MA(20, "above"),
    RET(5, { v: "-0.7", cmp: "approx" }),
  ]),
  wl(
    "f",
    A,
    "vT",
    "technical",
    "五粮液收盘97.08元，站上10日均线，短线止跌企稳。",
    [CLOSE("97.08"), MA(10, "above", { err: "technical" })],
    { err: "technical", note: "MA10 100.33，收盘在其下方" },
  ),
  pa("u", A, "vN", "announcement", "平安近期获险资同业增持，外资评级上调至买入。", [
    U("增持不能由缺席判定；评级不在数据中"),
  ]),
  nd("t", A, "vN", "announcement", "宁德4月16日公告调整股权激励计划及员工持股计划相关价格，属常规事项。", [
    EV("equity_incentive", true, { from: "2026-04-16", to: "2026-04-16", title: "调整" }),
  ]),
  yd(
    "f",
    A,
    "vN",
    "announcement",
    "比亚迪3月公布2025年度利润分配方案后，4月又公告了2026年中期分红方案。",
    [
      EV("dividend", true, { from: "2026-03-01", to: "2026-03-31" }),
      EV("dividend", true, { from: "2026-04-01", to: "2026-04-30", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "4月无分红公告" },
  ),
  pa(
    "t",
    A,
    "fL",
    "annual",
    "裁定：平安2025年利润1347.78亿元增约6.5%、估值约8倍市盈率，多方论据更扎实，但60日下跌约9.1%需控仓。",
    [
      V("net_profit", "2025", "1347.78"),
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      MCNOW("2025", "8"),
      RET(60, { v: "-9.1", cmp: "approx" }),
    ],
  ),
  mt("u", A, "tP", "undecidable", "茅台下调至标配，若二季度批价跌破1800元再减仓。", [U("情景计划与批价")]),
  zs("u", A, "fSy", "undecidable", "招行零售AUM增速放缓至个位数，财富管理收入承压，维持中性。", [U("AUM与分部收入")]),
];

function GDIFF_OK() {
  // 一季度利润增速（+48.5%）高于2025年全年（+42.3%）。
  return H.GDIFF(
    { metric: "net_profit", period: "2026Q1" },
    { metric: "net_profit", period: "2025" },
    { v: "0", cmp: "gt" },
  );
}
