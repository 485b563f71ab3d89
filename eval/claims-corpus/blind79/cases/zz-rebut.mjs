// Rebuttals that quote the other side (the quoted figure is not asserted, only the correction), risk debaters, vote
// lenses, readings of a fact and rulings. Mostly 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, QOQ, PSUM } = H;
const { POS52, MCNOW, PE, SPAN, DD, READ, IND, EV, PAIR, GDIFF, LIN } = H;
const mt = H.maker("b79-rb-mt", "600519");
const zs = H.maker("b79-rb-zs", "600036");
const nd = H.maker("b79-rb-nd", "300750");
const by = H.maker("b79-rb-by", "002594");
const pa = H.maker("b79-rb-pa", "601318");
const sh = H.maker("b79-rb-sh", "600028");
const wl = H.maker("b79-rb-wl", "000858");
const A = "2026-04-30";

export default [
  mt("t", A, "bull", "annual", "空方说茅台利润暴跌，不对：2025年归母净利只降了约4.5%，离“暴跌”差得远。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx", size: "个位数下滑" }),
  ]),
  mt(
    "f",
    A,
    "fT",
    "annual",
    "质疑方称经营现金流降了三成，准确说法是降幅只有13%左右，从924.64亿元降至615.22亿元。",
    [
      V("operating_cash_flow", "2024", "924.64"),
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { v: "-13", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "降幅33.5%，质疑方原说法对" },
  ),
  mt("t", A, "tC", "quarterly", "多头拿一季度说事，但茅台2026Q1营业收入同比增6.5%，归母净利只增1.5%，利润跑输收入。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tNe",
    "annual",
    "中性看，2025年茅台经营现金流同比下滑三成，反而说明回款更健康，属于利好。",
    [READ(G("operating_cash_flow", "2025", { dir: "down" }), "positive", { err: "stance" })],
    { err: "stance", note: "现金流下滑读成利好" },
  ),
  zs("t", A, "fT", "annual", "空方说招行2025年营收负增长，更正一下：3375.32亿元比上年多0.44亿元，是微增，不是下降。", [
    V("revenue", "2025", "3375.32"),
    H.D("revenue", "2025", { v: "0.44" }),
    G("revenue", "2025", { dir: "up", size: "微增" }),
  ]),
  zs(
    "f",
    A,
    "tA",
    "industry",
    "保守派担心负债率，我认为恰恰相反：招行90%的负债率比上年还低，说明去杠杆成功，是重大利好。",
    [V("debt_ratio", "2025", "90", "%", "approx"), PP("debt_ratio", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025年90.20%高于2024年89.85%" },
  ),
  zs("t", A, "tNe", "valuation", "激进方说PB只有0.85倍是“白送”，保守方说利润只增1.2%；两者都对，破净与低增长并存。", [
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "fQ",
    "industry",
    "招行资产负债率90.20%，比宁德时代的61.94%高出近30个百分点，杠杆风险远大于宁德。",
    [
      V("debt_ratio", "2025", "90.20", "%"),
      PAIR("debt_ratio", "2025", "300750", { mode: "pp", v: "30", cmp: "near" }),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense", note: "银行负债率约90%属常态，不能与制造业直接比杠杆风险" },
  ),
  nd("t", A, "fT", "annual", "对方称宁德时代2025年利润增速约17%，这是营收增速；归母净利实际增长42.3%。", [
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    G("net_profit", "2025", { v: "42.3", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "fT",
    "quarterly",
    "多方只说了一季度利润同比+48.5%，其实环比看，2026Q1比2025年Q4还增长了两成多，加速更明显。",
    [
      G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "20", cmp: "gt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-10.5%" },
  ),
  nd("t", A, "tC", "technical", "激进派想追高，但股价距52周高点只差约5%，RSI仍有56、MACD已死叉，追涨盈亏比不佳。", [
    HI52({ v: "-5", cmp: "approx" }),
    RSI("56", "approx"),
    MACD("dead_cross", 5),
  ]),
  nd("t", A, "tP", "valuation", "宁德时代PE(TTM)约25倍、净利增42%，维持超配，但单一持仓不超过8%。", [
    MCNOW("2026Q1TTM", "25"),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
  ]),
  by(
    "t",
    A,
    "fT",
    "annual",
    "多方说比亚迪营收创新高，这点没错：2025年8039.65亿元确实高于2024年的7771.02亿元，但利润降了约19%。",
    [
      V("revenue", "2025", "8039.65"),
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
      V("revenue", "2024", "7771.02"),
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    ],
  ),
  by(
    "f",
    A,
    "tA",
    "annual",
    "比亚迪资本开支1568.08亿元同比大增六成，自由现金流转为大幅净流出，这本身就是利好。",
    [
      V("capex", "2025", "1568.08"),
      G("capex", "2025", { v: "60", cmp: "approx", size: "大增" }),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2024",
        { v: "0", cmp: "gt" },
      ),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "-500", cmp: "lt" },
      ),
      READ(
        LIN(
          [
            ["operating_cash_flow", 1],
            ["capex", -1],
          ],
          "2025",
          { dir: "down" },
        ),
        "positive",
        { err: "stance" },
      ),
    ],
    { err: "stance", note: "自由现金流为负读成利好" },
  ),
  by("t", A, "tC", "quarterly", "别被多头的均线多头排列迷惑：2026Q1归母净利40.85亿元，同比降55%，净利率只剩2.67%。", [
    MAORDER([5, 10, 20, 60], "bull"),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
    V("net_margin", "2026Q1", "2.67", "%"),
  ]),
  pa("t", A, "fT", "annual", "空方说平安利润还在下滑，事实相反：2025年归母净利润1347.78亿元，连续两年增长。", [
    V("net_profit", "2025", "1347.78"),
    UP("net_profit", ["2023", "2024", "2025"]),
  ]),
  pa(
    "f",
    A,
    "tP",
    "valuation",
    "平安PE约8倍，股价今年以来已涨13%，估值修复接近尾声，减仓一半。",
    [MCNOW("2025", "8"), SPAN("2025-12-31", { v: "13", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "今年以来-13.2%" },
  ),
  pa("u", A, "tNe", "undecidable", "平安PE约8倍不算贵，但寿险新业务价值率若继续下行，低估值可能是价值陷阱。", [
    MCNOW("2025", "8"),
    U("新业务价值率"),
  ]),
  sh("t", A, "tC", "technical", "激进方说中国石化“跌出价值”，可股价今年以来跌12.8%，60日回撤31%，趋势仍向下。", [
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    DD(60, { v: "-31", cmp: "approx" }),
    MA(60, "below"),
  ]),
  sh("u", A, "tP", "undecidable", "中国石化2024年归母净利已降约16.8%，若2025年再降两成，维持低配。", [
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    U("中国石化FY2025情景"),
  ]),
  wl(
    "f",
    A,
    "tA",
    "technical",
    "五粮液近250个交易日下跌约26%，这对持有者是实打实的利好。",
    [RET(250, { v: "-26", cmp: "approx" }), READ(RET(250, { dir: "down" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读成利好" },
  ),
  wl("t", A, "vT", "technical", "五粮液均线空头排列、RSI低于30、股价贴着52周低点，投反对票。", [
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("30", "lt"),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  mt(
    "t",
    A,
    "fL",
    "annual",
    "裁定：双方都承认茅台2025年利润下滑，分歧只在幅度；按数据是-4.5%，空方“下滑超一成”的说法不成立。",
    [G("net_profit", "2025", { v: "-4.5", cmp: "approx" }), G("net_profit", "2025", { v: "-10", cmp: "gt" })],
  ),
  nd(
    "f",
    A,
    "fL",
    "annual",
    "裁定：宁德时代2025年经营现金流1332.20亿元，同比下降约37%，多方的现金流论据不成立。",
    [
      V("operating_cash_flow", "2025", "1332.20"),
      G("operating_cash_flow", "2025", { v: "-37", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+37.4%" },
  ),
  by("u", A, "tM", "undecidable", "裁定：比亚迪利润下滑主因是价格战而非原材料，空方胜出。", [U("归因不可核验")]),
];
