// Rebuttals that quote the other side (some correct it, some get it wrong), risk debaters, the lead agent's summary.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, MA, PE, PAIR, U } = H;
const mt = H.maker("b31-rb-mt", "600519");
const zs = H.maker("b31-rb-zs", "600036");
const byd = H.maker("b31-rb-byd", "002594");
const A = "2026-04-30";

export default [
  mt(
    "f",
    A,
    "fT",
    "annual",
    "对方称茅台2025年营收同比下降1.2%，这不对——营业收入1688.38亿元，实际同比微增约0.5%。",
    [
      V("operating_revenue", "2025", "1688.38"),
      G("operating_revenue", "2025", { v: "0.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-1.21%，对方是对的" },
  ),
  byd("t", A, "fT", "annual", "空方说比亚迪2025年“利润崩塌”言过其实：归母净利润仍有326.19亿元，同比下滑18.97%。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-18.97" }),
  ]),
  zs(
    "f",
    A,
    "bull",
    "annual",
    "空方拿ROE下滑做文章，可招行2025年ROE是14.49%，跟上年持平。",
    [V("roe", "2025", "14.49", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "14.49%是2024年；2025年13.44%" },
  ),
  byd(
    "f",
    A,
    "bear",
    "annual",
    "多方一再强调收入增长，但比亚迪2025年营收其实同比下滑了3.46%。",
    [G("revenue", "2025", { v: "-3.46", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+3.46%" },
  ),
  mt(
    "f",
    A,
    "fQ",
    "quarterly",
    "你说一季度现金流大幅改善？269亿元的经营现金流也只比去年同期多了约30%。",
    [G("operating_cash_flow", "2026Q1", { v: "30", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "+205%" },
  ),
  byd(
    "f",
    A,
    "bear",
    "technical",
    "多方说股价站上均线，可收盘102.98元明明还在20日线之下。",
    [MA(20, "below", { err: "technical" })],
    { err: "technical", note: "MA20 101.93，收盘在其上" },
  ),
  zs(
    "f",
    A,
    "bull",
    "technical",
    "空方说已经破位？招行仍站在120日均线40.53元之上，趋势没坏。",
    [MA(120, "value", { v: "40.53" }), MA(120, "above", { err: "technical" })],
    { err: "technical", note: "收盘38.27低于MA120" },
  ),
  mt("u", A, "tM", "undecidable", "双方都在引用利润，却没人提到2025年消费税负担明显加重这一点。", [
    U("税金及附加未存储"),
  ]),
  byd(
    "f",
    A,
    "tC",
    "annual",
    "所谓“现金充裕”并不成立：货币资金754.25亿元，同比几乎少了一半。",
    [V("cash", "2025", "754.25"), G("cash", "2025", { v: "-50", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-26.6%" },
  ),
  mt(
    "f",
    A,
    "fL",
    "annual",
    "综合双方观点：茅台2025年ROE为32.53%，较上年下降约3.5%，盈利效率仍处高位。",
    [V("roe", "2025", "32.53", "%"), G("roe", "2025", { v: "-3.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "降3.49个百分点，相对降幅约9.7%" },
  ),
  zs(
    "f",
    A,
    "tP",
    "annual",
    "从组合角度看，招行总资产已突破13万亿元，同比增速超过10%，扩表依旧积极。",
    [
      V("total_assets", "2025", "13", "万亿", "gt"),
      G("total_assets", "2025", { v: "10", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+7.56%" },
  ),
  byd(
    "f",
    A,
    "tNe",
    "annual",
    "中性看，净利率4.20%，只比2024年低了0.5个百分点左右，谈不上恶化。",
    [
      V("net_margin", "2025", "4.20", "%"),
      PP("net_margin", "2025", { v: "-0.5", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-1.15个百分点" },
  ),
  zs("u", A, "fQ", "valuation", "对方说招行便宜，可跟建行、工行比，0.88倍PB并不算折价。", [
    PE("2025", "0.88", "approx", { per: "bps" }),
    U("样本外同业PB"),
  ]),
  zs(
    "f",
    A,
    "fT",
    "quarterly",
    "更正一下：26Q1营收同比增长3.81%，归母净利润同比也是增长3.81%。",
    [G("revenue", "2026Q1", { v: "3.81" }), G("net_profit", "2026Q1", { v: "3.81", err: "wrong_value" })],
    { err: "wrong_value", note: "净利+1.52%" },
  ),
  byd("u", A, "tTr", "undecidable", "交易员视角：海外工厂投产后，下半年毛利率有望回到20%以上。", [U("预测")]),
  mt("t", A, "fL", "industry", "多空双方都认可：茅台2025年营业总收入1720.54亿元，约为招行营收的一半。", [
    V("revenue", "2025", "1720.54"),
    PAIR("revenue", "2025", "600036", { v: "0.5", cmp: "approx" }),
  ]),
];
