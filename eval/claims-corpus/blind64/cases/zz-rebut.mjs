// Rebuttals that quote the other side's figure before correcting it (only the correction is asserted), risk debaters,
// vote lenses and rulings, all on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  U,
  QOQ,
  MCNOW,
  MAX,
  DD,
  EV,
  IND,
  READ,
  PAIR,
  BIAS,
} = H;
const A = "2026-04-30";
const mt = H.maker("b64-rmt", "600519");
const zs = H.maker("b64-rzs", "600036");
const nd = H.maker("b64-rnd", "300750");
const yd = H.maker("b64-ryd", "002594");
const pa = H.maker("b64-rpa", "601318");
const sh = H.maker("b64-rsh", "600028");

export default [
  mt("t", A, "bull", "annual", "空方说茅台利润降了一成，不对：2025年归母净利823.2亿，较上年只少约39亿，降幅不到5%。", [
    V("net_profit", "2025", "823.2"),
    D("net_profit", "2025", { v: "-39", cmp: "approx" }),
    G("net_profit", "2025", { v: "-5", cmp: "gt" }),
  ]),
  mt(
    "f",
    A,
    "bear",
    "annual",
    "多方说净利只降了4.5%，可现金流才是真相：经营现金流同比降了约43%。",
    [G("operating_cash_flow", "2025", { v: "-43", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "经营现金流同比-33.5%" },
  ),
  zs("t", A, "fT", "industry", "质疑方把90.43%的负债率当风险点，这是误读：银行负债经营，九成左右本是常态。", [
    V("debt_ratio", "2026Q1", "90.43", "%"),
    IND("high_debt_is_normal"),
  ]),
  zs(
    "f",
    A,
    "bull",
    "quarterly",
    "空方说招行失去增长，更正一下：一季度归母净利同比增长约5.2%，增长仍在。",
    [G("net_profit", "2026Q1", { v: "5.2", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+1.52%" },
  ),
  nd("t", A, "tBe", "valuation", "多方称宁德PE只有20倍，按4月30日收盘算，对应2025年净利其实约27.5倍，并不便宜。", [
    MCNOW("2025", "27.5", "approx"),
  ]),
  nd(
    "f",
    A,
    "tB",
    "quarterly",
    "空头说一季度利润环比下滑，纠正：2026Q1归母净利207.38亿，环比2025Q4增长约10%。",
    [
      V("net_profit", "2026Q1", "207.38"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "10", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-10.5%" },
  ),
  yd("t", A, "fQ", "quarterly", "信任方引用全年营收增长3.5%来说明稳健，但一季度营收已同比下降约11.8%，趋势反转了。", [
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
  ]),
  yd(
    "f",
    A,
    "tBe",
    "annual",
    "多头说比亚迪利润只是小幅回落，实际2025年归母净利同比降约19%，已属腰斩。",
    [
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
      G("net_profit", "2025", { size: "腰斩", err: "overstatement" }),
    ],
    { err: "overstatement", note: "-19%不到腰斩" },
  ),
  pa("t", A, "fT", "annual", "对方说平安利润仍在下滑，这与数据不符：2024、2025年归母净利分别增长约48%和约6.5%。", [
    G("net_profit", "2024", { v: "48", cmp: "approx" }),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tNe",
    "technical",
    "平衡来看：激进派说平安站上所有均线，其实收盘仍在60日线之下；年线也已失守，收盘低于年线约0.1元。",
    [MA(60, "below"), MA(250, "below", { err: "technical" })],
    { err: "technical", note: "收盘59.37在年线59.29之上" },
  ),
  sh(
    "t",
    A,
    "tC",
    "technical",
    "激进派想抄底中石化，但60日内从高点回撤超过三成，RSI约30，MA60压在6.17元，我建议不碰。",
    [DD(60, { v: "-30", cmp: "lt" }), RSI("30", "approx"), MA(60, "value", { v: "6.17" })],
  ),
  nd("t", A, "tA", "technical", "保守派担心死叉，但宁德DIF仍在零轴上方，20日均线之上的多头结构没破，回撤只有约4%。", [
    MACD("dif_above_zero", 0),
    MA(20, "above"),
    H.MAORDER([20, 60, 120, 250], "bull"),
    DD(20, { v: "-4", cmp: "approx" }),
  ]),
  mt("t", A, "tNe", "technical", "折中看：茅台RSI约40不算超卖，但收盘低于所有主要均线，等站回MA20再说。", [
    RSI("40", "approx"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  yd("t", A, "vF", "annual", "比亚迪营收小幅增长约3.5%，但归母净利同比降约19%、经营现金流降逾五成，我投反对票。", [
    G("revenue", "2025", { v: "3.5", cmp: "approx", size: "小幅增长" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
  ]),
  pa("t", A, "vT", "technical", "平安DIF在零轴下金叉，收盘站上20日线，20日均量与前20日基本持平，偏多但力度一般。", [
    MACD("dif_above_dea", 0),
    MACD("dif_below_zero", 0),
    MACD("golden_cross", 20),
    MA(20, "above"),
    VOL("flat"),
  ]),
  nd(
    "t",
    A,
    "fL",
    "annual",
    "裁定：多方关于宁德2025年净利增约42%、现金流约为净利1.8倍的论据成立，空方的估值质疑只部分成立。",
    [
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
      R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
    ],
  ),
  zs(
    "f",
    A,
    "tM",
    "annual",
    "结论：招行营收三年连降，2025年又下滑约1.2%，维持谨慎。",
    [G("revenue", "2025", { v: "-1.2", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025营收同比+0.01%" },
  ),
  mt(
    "f",
    A,
    "tP",
    "annual",
    "茅台2025年营收1720.54亿同比基本持平，净利823.2亿同比仍有增长，基本面无虞，维持超配。",
    [
      V("revenue", "2025", "1720.54"),
      V("net_profit", "2025", "823.2"),
      G("revenue", "2025", { size: "基本持平" }),
      G("net_profit", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "净利同比-4.5%" },
  ),
  zs(
    "f",
    A,
    "fS",
    "annual",
    "招行2025年归母净利同比增约1.2%，情绪面上这是明确的利空信号，说明业绩在倒退。",
    [
      G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
      READ(G("net_profit", "2025"), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "净利增长读作利空、业绩倒退" },
  ),
];
