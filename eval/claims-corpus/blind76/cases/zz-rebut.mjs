// Rebuttals that correct the other side's figure (the quoted figure is not asserted), risk debaters, vote lenses, rulings.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, RSI, MACD, EV, U, PE, MCNOW, SPAN, DD, PAIR, IND, READ, X, PSUM } = H;
const mt = H.maker("b76-rb-mt", "600519");
const zs = H.maker("b76-rb-zs", "600036");
const nd = H.maker("b76-rb-nd", "300750");
const by = H.maker("b76-rb-by", "002594");
const pa = H.maker("b76-rb-pa", "601318");
const sh = H.maker("b76-rb-sh", "600028");
const wl = H.maker("b76-rb-wl", "000858");
const A = "2026-04-30";

export default [
  zs("t", A, "fT", "annual", "空方说招行2025年利润下滑，这不对：归母净利润1501.81亿元，同比增长1.2%。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
  mt("t", A, "fT", "annual", "多方把茅台营收说成正增长，实际营业总收入同比减少约21亿元，降至1720.54亿元。", [
    H.D("revenue", "2025", { v: "-21", cmp: "approx" }),
    V("revenue", "2025", "1720.54"),
  ]),
  nd(
    "f",
    A,
    "fQ",
    "quarterly",
    "多方强调一季度净利增长49%，这是夸大，一季度归母净利润同比增速其实不到30%。",
    [G("net_profit", "2026Q1", { v: "30", cmp: "lt", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+48.5%" },
  ),
  by("t", A, "fT", "annual", "空方称比亚迪已经亏损，事实是2025年仍赚了326.19亿元，只是比上年少约76亿元。", [
    V("net_profit", "2025", "326.19"),
    V("net_profit", "2025", "0", "亿", "gt"),
    H.D("net_profit", "2025", { v: "-76", cmp: "approx" }),
  ]),
  mt("t", A, "tNe", "valuation", "茅台市盈率约21倍、负债率16.42%，下行空间有限；但近250日仍跌约11.6%，仓位宜中性。", [
    MCNOW("2025", "21"),
    V("debt_ratio", "2025", "16.42", "%"),
    RET(250, { v: "-11.6", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tC",
    "annual",
    "宁德时代资产负债率超过70%，对电池企业而言负担过重。",
    [V("debt_ratio", "2025", "70", "%", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "61.94%" },
  ),
  nd("t", A, "tA", "technical", "宁德近250日涨约93%、2025年净利增约42%，业绩与趋势共振，距20日收盘高点回撤仅约4%。", [
    RET(250, { v: "93", cmp: "approx" }),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    DD(20, { v: "-4", cmp: "approx" }),
  ]),
  nd("t", A, "fSy", "annual", "同行对比：宁德时代2025年归母净利润722亿元，约为比亚迪326亿元的2.2倍。", [
    V("net_profit", "2025", "722", "亿", "approx"),
    PAIR("net_profit", "2025", "002594", { v: "2.2", cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "fSy",
    "annual",
    "比亚迪2025年营收约为宁德时代的1.5倍，但利润只有后者的一半不到。",
    [
      PAIR("revenue", "2025", "300750", { v: "1.5", cmp: "approx", err: "wrong_ratio" }),
      PAIR("net_profit", "2025", "300750", { v: "0.5", cmp: "lt" }),
    ],
    { err: "wrong_ratio", note: "8039.65/4237.02=1.90倍" },
  ),
  pa(
    "f",
    A,
    "fL",
    "annual",
    "裁定：平安2025年归母净利润已反超招行，保险龙头盈利能力更胜一筹。",
    [PAIR("net_profit", "2025", "600036", { mode: "gt", err: "wrong_direction" })],
    { err: "wrong_direction", note: "平安1347.78亿 < 招行1501.81亿" },
  ),
  mt("t", A, "fT", "annual", "对方说净利率下降了1.74%，准确说法是下降约1.74个百分点，从52.27%降至50.53%。", [
    PP("net_margin", "2025", { v: "-1.74", cmp: "approx" }),
    V("net_margin", "2024", "52.27", "%"),
    V("net_margin", "2025", "50.53", "%"),
  ]),
  zs(
    "f",
    A,
    "fT",
    "annual",
    "空方夸大了ROE的下滑，2025年ROE其实只比上年低约0.5个百分点。",
    [PP("roe", "2025", { v: "-0.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "14.49→13.44，-1.05个百分点" },
  ),
  pa("t", A, "fQ", "annual", "多方说平安利润创了新高，但1347.78亿元较2019年峰值仍低约10%。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { base: "2019", v: "-10", cmp: "approx" }),
    MAX("net_profit", "2019", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  sh(
    "f",
    A,
    "vF",
    "annual",
    "中石化2024年净利率1.87%，较上年小幅提升，炼化盈利在修复。",
    [V("net_margin", "2024", "1.87", "%"), PP("net_margin", "2024", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2.18%→1.87%" },
  ),
  zs("u", A, "tNe", "valuation", "招行年内跌约9%，对应PE约6.4倍、PB不足1倍，估值已反映悲观预期的大部分。", [
    SPAN("2025-12-31", { v: "-9", cmp: "approx" }),
    MCNOW("2025", "6.4"),
    PE("2025", "1", "lt", { per: "bps" }),
    U("预期已反映的程度"),
  ]),
  nd(
    "f",
    A,
    "fT",
    "technical",
    "空方说宁德年内只涨了约19%，这低估了行情：今年以来实际涨幅约64%。",
    [SPAN("2025-12-31", { v: "64", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "年初至今+18.7%；+63.9%是较2024年末" },
  ),
  mt(
    "f",
    A,
    "fQ",
    "quarterly",
    "多方拿一季度现金流说事，经营现金流269亿元同比增长超过300%，明显是低基数的一次性因素。",
    [
      V("operating_cash_flow", "2026Q1", "269", "亿", "approx"),
      G("operating_cash_flow", "2026Q1", { v: "300", cmp: "gt", err: "overstatement" }),
      U("一次性因素"),
    ],
    { err: "overstatement", note: "+205%" },
  ),
  pa("t", A, "vT", "technical", "平安近20个交易日涨约2%，RSI14约54，处于中性区间。", [
    RET(20, { v: "2", cmp: "approx" }),
    RSI("54", "approx"),
  ]),
  by("u", A, "tNe", "undecidable", "比亚迪融资余额连续两周上升，杠杆资金在逢低加仓。", [U("两融资金流未存储")]),
  zs("u", A, "tA", "undecidable", "北向资金近一个月净买入招行超20亿元，外资在抄底。", [U("资金流未存储")]),
  sh("t", A, "fT", "annual", "多方称中石化2024年利润增长，实际归母净利润同比下降约17%，扣非也降到480.57亿元。", [
    G("net_profit", "2024", { v: "-17", cmp: "approx" }),
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { dir: "down" }),
  ]),
  mt("t", A, "tP", "quarterly", "茅台2025年利润降约4.5%，但一季度已恢复约1.5%的正增长，维持标配。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tBe",
    "annual",
    "宁德时代经营现金流同比增长约37%，这反而说明下游压款减少、需求见顶，是利空。",
    [READ(G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金流增长读作利空" },
  ),
  mt(
    "f",
    A,
    "fQ",
    "annual",
    "茅台2025年分红付息约672亿元，约占经营现金流的八成，分红尚有余力。",
    [
      V("dividends_interest_paid", "2025", "672", "亿", "approx"),
      R("dividends_interest_paid", "operating_cash_flow", "2025", "80", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "672.42/615.22=109%，八成是占归母净利润" },
  ),
  by("t", A, "tM", "annual", "裁定：比亚迪利润降约19%、经营现金流降约56%，空方论据更扎实。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tA",
    "industry",
    "平安负债率89.80%偏高是真，但只要股价反弹就能化解这一风险，可以激进做多。",
    [V("debt_ratio", "2025", "89.80", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率属常态" },
  ),
  mt(
    "f",
    A,
    "vF",
    "annual",
    "茅台ROE较上年下降约3.5个百分点至32.53%，说明资本在更高效地回报股东，属利好。",
    [
      V("roe", "2025", "32.53", "%"),
      READ(PP("roe", "2025", { v: "-3.5", cmp: "approx" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "ROE下降读作利好" },
  ),
  zs("t", A, "vT", "technical", "招行收盘对20日均线的乖离率约-2.9%，偏离幅度不大，5日内刚出现MACD死叉。", [
    H.BIAS(20, { v: "-2.9", cmp: "approx" }),
    MACD("death_cross", 5),
  ]),
  wl(
    "f",
    A,
    "tA",
    "technical",
    "五粮液近120个交易日已跌约18%，这段走势对持股的多头而言是利好。",
    [READ(RET(120, { v: "-18", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "股价下跌读作利好" },
  ),
];
