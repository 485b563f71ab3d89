// Rebuttals that quote the other side before correcting it, risk debaters, vote lenses and rulings (2026-04-30).
// A quoted figure of the other side is not asserted; the spec holds what the speaker says is so.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, MA, MAORDER, MACD, U, READ, BIAS, EV, IND, CLOSE, RSI } = H;
const mt = H.maker("b59-rb-mt", "600519");
const zs = H.maker("b59-rb-zs", "600036");
const yd = H.maker("b59-rb-yd", "002594");
const A = "2026-04-30";
const YRS = ["2021", "2022", "2023", "2024", "2025"];

export default [
  mt("t", A, "fT", "annual", "空方说利润下滑一成，并不准确：2025年归母净利同比-4.53%，降幅不到5%。", [
    G("net_profit", "2025", { v: "-4.53" }),
    G("net_profit", "2025", { v: "-5", cmp: "gt" }),
  ]),
  mt(
    "f",
    A,
    "vF",
    "annual",
    "多方的15%是2024年增速；若以2023年为基数，2025年归母净利两年合计反降约4.5%。",
    [
      G("net_profit", "2024", { v: "15", cmp: "approx" }),
      G("net_profit", "2025", { base: "2023", v: "-4.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+10.15%；-4.53%是较2024年" },
  ),
  mt(
    "t",
    A,
    "tC",
    "technical",
    "激进派称已见底，但收盘1384.79元仍在年线约1453元之下，年线本身也在下行区间。",
    [CLOSE("1384.79"), MA(250, "value", { v: "1453", cmp: "approx" }), MA(250, "below"), H.RET(250, { dir: "down" })],
    { note: "MA250当日变化=(今收-250日前收)/250，与近250日收益同号" },
  ),
  mt(
    "f",
    A,
    "tBe",
    "quarterly",
    "多头说一季度全面回暖？毛利率、净利率、ROE、营收同比全线下滑，没一项回暖。",
    [
      PP("gross_margin", "2026Q1", { dir: "down" }),
      PP("net_margin", "2026Q1", { dir: "down" }),
      PP("roe", "2026Q1", { dir: "down" }),
      G("operating_revenue", "2026Q1", { dir: "down", err: "overstatement" }),
    ],
    { err: "overstatement", note: "一季度营业收入同比+6.54%" },
  ),
  mt("t", A, "tM", "quarterly", "综合双方：全年利润-4.53%、一季度+1.47%，基本面是放缓而非恶化，评级中性。", [
    G("net_profit", "2025", { v: "-4.53" }),
    G("net_profit", "2026Q1", { v: "1.47" }),
  ]),
  mt("u", A, "vN", "announcement", "茅台将于6月召开股东大会审议2025年度分红，每股派息有望超过30元。", [
    U("茅台公告仅收录年报；分红金额为预测"),
  ]),
  zs(
    "f",
    A,
    "fT",
    "annual",
    "回应空方：招行营收、归母净利、每股收益2021年以来全部逐年增长，没有一项掉队。",
    [UP("net_profit", YRS), UP("basic_eps", YRS), UP("revenue", YRS, { err: "overstatement" })],
    { err: "overstatement", note: "营收2023、2024年连降" },
  ),
  zs("t", A, "vN", "industry", "空方把90.20%的负债率列为风险，是拿工业企业的尺子量银行，这个水平对招行很正常。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  zs(
    "f",
    A,
    "tA",
    "technical",
    "保守派担心破位多虑了，收盘仍站在60日均线上方，中期趋势完好。",
    [MA(60, "above", { err: "technical" })],
    { err: "technical", note: "38.27低于MA60 39.25" },
  ),
  zs(
    "f",
    A,
    "fL",
    "annual",
    "质疑方忽略了一点：13.44%的ROE已高于2019年的16.84%，盈利能力处于新高。",
    [
      V("roe", "2025", "13.44", "%"),
      V("roe", "2019", "16.84", "%"),
      H.PAIR("roe", "2025", undefined, { period2: "2019", mode: "gt", err: "wrong_extreme" }),
      MAX("roe", "2025", ["2019", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "13.44%是三个存储年份中的最低" },
  ),
  zs("t", A, "tP", "technical", "最终判断：MACD死叉、RSI约36、跌破20日线，技术面偏空；基本面利润仍正增长，维持持有。", [
    H.MACD("death_cross", 5),
    RSI("36", "approx"),
    MA(20, "below"),
    G("net_profit", "2026Q1", { dir: "up" }),
  ]),
  yd("t", A, "tBe", "annual", "多头只谈营收增长，但营收仅+3.46%，归母净利却-18.97%，利润才是关键。", [
    G("revenue", "2025", { v: "3.46" }),
    G("net_profit", "2025", { v: "-18.97" }),
  ]),
  yd(
    "f",
    A,
    "tB",
    "annual",
    "空方说现金流恶化，可经营现金流仍是归母净利的约3倍，含金量很高。",
    [R("operating_cash_flow", "net_profit", "2025", "3", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "591.36/326.19≈1.81倍；3倍左右是2024年" },
  ),
  yd("t", A, "tNe", "annual", "两边都说过头了：净利-19%谈不上腰斩，但也绝不是小幅下滑。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx", size: "明显下滑" }),
    G("net_profit", "2025", { v: "-45", cmp: "gt" }),
    G("net_profit", "2025", { v: "-8", cmp: "lt" }),
  ]),
  yd(
    "f",
    A,
    "tP",
    "quarterly",
    "裁决：一季度营收同比-11.82%，说明高端化转型后需求回暖，维持增持。",
    [READ(G("revenue", "2026Q1", { v: "-11.82" }), "positive", { err: "stance" })],
    { err: "stance", note: "营收下滑读作需求回暖" },
  ),
  yd("t", A, "vT", "technical", "均线多头排列、DIF在零轴之上，但量能只剩前期的七成，这一票投持有。", [
    MAORDER([5, 10, 20, 60, 120], "bull"),
    MACD("dif_above_zero"),
    H.VOLR({ v: "0.7", cmp: "approx" }),
  ]),
  yd("t", A, "tT", "technical", "空方说已跌破60日线，实际收盘102.98元在60日线98.35元之上，乖离约+4.7%。", [
    CLOSE("102.98"),
    MA(60, "value", { v: "98.35" }),
    MA(60, "above"),
    BIAS(60, { v: "4.7", cmp: "approx" }),
  ]),
  yd(
    "f",
    A,
    "tN",
    "announcement",
    "别忘了去年11月比亚迪已公告A股回购方案，管理层在用真金白银托底。",
    [EV("repurchase", true, { from: "2025-11-01", to: "2025-11-30", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "11月只有员工持股计划锁定期公告" },
  ),
  yd("u", A, "fQ", "undecidable", "海外销量翻倍也没托住利润，一季度归母净利同比-55.38%。", [
    U("海外销量未存储"),
    G("net_profit", "2026Q1", { v: "-55.38" }),
  ]),
];
