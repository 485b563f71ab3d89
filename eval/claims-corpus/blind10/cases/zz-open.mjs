// Points the stored data cannot decide, most of them with a true figure beside the open clause (the shape a model
// writes most often): a peer outside the sample, a report not yet public on asOf, a price after the last bar, a
// segment, a consensus, a scenario.
import * as H from "../spec-helpers.mjs";

const { V, G, RET, U, MA } = H;
const mt = H.maker("b10-op-mt", "600519");
const nd = H.maker("b10-op-nd", "300750");
const yd = H.maker("b10-op-yd", "002594");
const zs = H.maker("b10-op-zs", "600036");
const pa = H.maker("b10-op-pa", "601318");
const sh = H.maker("b10-op-sh", "600028");
const wl = H.maker("b10-op-wl", "000858");
const A = "2026-04-30";

export default [
  mt("u", A, "bear", "annual", "2025年归母净利润同比下降约4.5%，而泸州老窖同期降幅更大，龙头相对抗跌。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    U("泸州老窖不在样本"),
  ]),
  sh("u", A, "tBe", "annual", "2024年归母净利润503亿元，不到中国石油同期的三成。", [
    V("net_profit", "2024", "503", "亿", "approx"),
    U("中国石油不在样本"),
  ]),
  yd("u", A, "fQ", "annual", "营收8040亿元已超过特斯拉同期的人民币口径收入。", [
    V("revenue", "2025", "8040", "亿", "approx"),
    U("特斯拉不在样本"),
  ]),
  nd(
    "u",
    "2025-09-05",
    "tF",
    "quarterly",
    "前三季度归母净利润约490亿元，同比增长约36%。",
    [V("net_profit", "2025M9", "490", "亿", "approx")],
    { note: "三季报2025-10-20后才公布" },
  ),
  zs(
    "u",
    "2025-04-30",
    "tF",
    "quarterly",
    "2025年上半年归母净利润749亿元，同比微增。",
    [V("net_profit", "2025H1", "749", "亿", "approx")],
    {
      note: "半年报在asOf之后",
    },
  ),
  pa("u", A, "tTr", "technical", "5月第一周股价站上60日均线，反弹确认。", [U("asOf之后的价格")]),
  nd("u", A, "tT", "technical", "当前股价站在20日均线上方，若下周放量突破460元前高，将打开上行空间。", [
    MA(20, "above"),
    U("情景：下周放量突破"),
  ]),
  mt("u", A, "fV", "valuation", "若2026年净利润恢复5%增长，按当前股价对应动态PE约20倍。", [U("情景：2026年利润假设")]),
  zs("u", A, "fR", "annual", "归母净利润1501.81亿元，但净息差已降至1.8%左右，利润增长难以为继。", [
    V("net_profit", "2025", "1501.81"),
    U("净息差"),
  ]),
  pa("u", A, "fE", "annual", "寿险及健康险业务营运利润占集团七成以上。", [U("分部利润")]),
  yd("u", A, "tN", "announcement", "有媒体报道公司正筹划分拆电池业务独立上市。", [U("分拆不判定")]),
  wl("u", A, "vT", "technical", "近一年下跌约26%，跌幅大于白酒指数约10个百分点。", [
    RET(250, { v: "-26", cmp: "approx" }),
    U("白酒指数未存储"),
  ]),
  mt("u", A, "tS", "technical", "近20个交易日股价下跌约5%，期间融资余额减少约30亿元。", [
    RET(20, { v: "-5", cmp: "approx" }),
    U("融资余额"),
  ]),
];
