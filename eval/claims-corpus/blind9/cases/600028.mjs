// 中国石化: annual figures to FY2024 (read on 2025-04-30); 2026-04-30 for the daily bars. Notices: annual reports.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, MAX, MIN, RET, CLOSE, MA, RSI, MACD, HI52, LO52, VOL, U, CAGR, D, GSTREAK, UP, DOWN, READ } = H;
const { SPAN, VOLR, POS52, PE, AMP, DD, SUM, AVG } = H;
const c = H.maker("b9-sh", "600028");
const A = "2026-04-30";
const P = "2025-04-30";
const T = (a, r, k, s, sp, o) => c("t", a, r, k, s, sp, o);
const F = (e, a, r, k, s, sp, note) => c("f", a, r, k, s, sp, { err: e, note });
const N = (a, r, k, s, sp) => c("u", a, r, k, s, sp);
const Y = ["2020", "2021", "2022", "2023", "2024"];

export default [
  T(P, "bear", "annual", "2022-2024年归母净利润连续三年下滑，2024年降至503.13亿元，同比减少16.79%。", [
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.79" }),
  ]),
  F(
    "wrong_value",
    P,
    "bear",
    "annual",
    "2024年归母净利润503.13亿元，同比下降约9.9%，降幅有所收窄。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { v: "-9.9", cmp: "approx", err: "wrong_value" })],
    "-9.87%是2023年；2024年-16.79%",
  ),
  T(P, "bull", "annual", "尽管利润承压，2024年营收仍有30745.62亿元，体量超3万亿元，规模依旧庞大。", [
    V("revenue", "2024", "30745.62"),
    V("revenue", "2024", "3", "万亿", "gt"),
  ]),
  F(
    "wrong_direction",
    P,
    "bull",
    "annual",
    "2024年营业收入30745.62亿元，同比增长4.29%，需求韧性可见。",
    [V("revenue", "2024", "30745.62"), G("revenue", "2024", { v: "4.29", err: "wrong_direction" })],
    "同比-4.29%",
  ),
  T(P, "fE", "annual", "营收在2022年达到33181.68亿元的峰值后连续两年回落，2024年较峰值减少约2436亿元。", [
    MAX("revenue", "2022", Y),
    DOWN("revenue", ["2022", "2023", "2024"]),
    D("revenue", "2024", { base: "2022", v: "-2436", cmp: "approx" }),
  ]),
  F(
    "wrong_extreme",
    P,
    "fE",
    "annual",
    "2024年营收30745.62亿元，为2020年以来的最低水平。",
    [MIN("revenue", "2024", Y, { err: "wrong_extreme" })],
    "2020年21047.24亿元更低",
  ),
  T(P, "fE", "annual", "2021年归母净利润712.08亿元，同比增长114.02%，为2020年以来利润高点。", [
    V("net_profit", "2021", "712.08"),
    G("net_profit", "2021", { v: "114.02" }),
    MAX("net_profit", "2021", Y),
  ]),
  T(P, "fR", "annual", "2024年毛利率15.47%，较2020年的19.91%下降4.44个百分点；净利率仅1.87%。", [
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { base: "2020", v: "-4.44" }),
    V("net_margin", "2024", "1.87", "%"),
  ]),
  F(
    "wrong_value",
    P,
    "fR",
    "annual",
    "2024年净利率仅1.87%，较2023年下降约0.8个百分点，炼化盈利持续恶化。",
    [V("net_margin", "2024", "1.87", "%"), PP("net_margin", "2024", { v: "-0.8", cmp: "approx", err: "wrong_value" })],
    "下降0.31个百分点",
  ),
  T(P, "fR", "annual", "2020年扣非归母净利润为-15.65亿元，当年主业实际亏损，依赖非经常性收益才保住盈利。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("net_profit", "2020", "0", "亿", "gt"),
  ]),
  F(
    "wrong_value",
    P,
    "fR",
    "annual",
    "2024年扣非归母净利润480.57亿元，同比下降约10%，主业韧性尚可。",
    [
      V("deducted_net_profit", "2024", "480.57"),
      G("deducted_net_profit", "2024", { v: "-10", cmp: "approx", err: "wrong_value" }),
    ],
    "同比-20.8%",
  ),
  T(P, "fV", "valuation", "以2024年每股收益0.415元计，4月30日收盘5.66元对应静态市盈率约13.6倍。", [
    V("basic_eps", "2024", "0.415", "元"),
    CLOSE("5.66"),
    PE("2024", "13.6", "approx"),
  ]),
  F(
    "wrong_period",
    P,
    "fV",
    "valuation",
    "2024年每股收益0.51元，对应当前5.66元股价市盈率约11倍，低估明显。",
    [V("basic_eps", "2024", "0.51", "元", "eq", { err: "wrong_period" }), PE("2023", "11", "approx")],
    "0.51元是2023年EPS",
  ),
  T(P, "fM", "technical", "4月16日MACD在零轴下方金叉，但股价5.66元仍位于60日、120日、250日均线之下。", [
    MACD("golden_cross", 12),
    MACD("dif_below_zero"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  F(
    "technical",
    P,
    "fM",
    "technical",
    "股价已站上250日均线，长期趋势反转确立。",
    [MA(250, "above", { err: "technical" })],
    "MA250约6.29元",
  ),
  T(P, "tT", "technical", "较2024年末的6.68元，股价年内已下跌约15.3%，距52周高点7.64元回撤近26%。", [
    SPAN("2024-12-31", { v: "-15.3", cmp: "approx" }),
    HI52({ cond: "level", v: "7.64" }),
    HI52({ v: "-26", cmp: "near" }),
  ]),
  T(P, "tF", "annual", "研发费用由2020年的100.87亿元增至2024年的152.15亿元，连续四年增长，复合增速约10.8%。", [
    V("research_expense", "2020", "100.87"),
    V("research_expense", "2024", "152.15"),
    UP("research_expense", Y),
    CAGR("research_expense", "2020", "2024", { v: "10.8", cmp: "approx" }),
  ]),
  F(
    "wrong_magnitude",
    P,
    "tF",
    "annual",
    "2021-2024年研发费用连续四年保持两位数增长。",
    [GSTREAK("research_expense", ["2021", "2022", "2023", "2024"], 10, 100, { err: "wrong_magnitude" })],
    "2023年+9.4%、2024年+8.9%",
  ),
  T(P, "tF", "annual", "2024年销售费用614.22亿元、管理费用580.21亿元，两项合计约1194亿元。", [
    V("selling_expense", "2024", "614.22"),
    V("admin_expense", "2024", "580.21"),
    H.LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
      ],
      "2024",
      { v: "1194", cmp: "approx" },
    ),
  ]),
  T(P, "tBe", "annual", "2020-2024年五年归母净利润合计约2823亿元，年均不足600亿元。", [
    SUM("net_profit", Y, { v: "2823", cmp: "approx" }),
    AVG("net_profit", Y, { u: "亿", v: "600", cmp: "lt" }),
  ]),
  F(
    "wrong_base_year",
    P,
    "tBe",
    "annual",
    "2024年归母净利润较2021年下降约16.8%。",
    [G("net_profit", "2024", { base: "2021", v: "-16.8", cmp: "approx", err: "wrong_base_year" })],
    "-16.8%是较2023年；较2021年-29.3%",
  ),
  T(P, "tB", "annual", "2024年归母净利润503.13亿元，仍比2020年的332.71亿元高出约51%。", [
    G("net_profit", "2024", { base: "2020", v: "51", cmp: "approx" }),
  ]),
  N(P, "tB", "undecidable", "公司2024年分红率超过70%，股息率约6%，高股息属性突出。", [U("分红率与股息率")]),
  N(P, "tN", "undecidable", "一季度炼油加工量同比增长2%，成品油销量小幅下滑。", [U("经营数据")]),
  N(P, "tC", "undecidable", "若国际油价跌破60美元，上游板块利润或下滑三成。", [U("油价情景")]),
  N(A, "tC", "undecidable", "2025年归母净利润约450亿元，同比再降一成，拐点仍未到来。", [U("2025年报未存储")]),
  // 2026-04-30 technicals
  T(A, "tT", "technical", "股价5.39元，较52周高点8.11元下跌约33.5%，近60日最大振幅达44.6%。", [
    CLOSE("5.39"),
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.5", cmp: "approx" }),
    AMP(60, { v: "44.6", cmp: "approx" }),
  ]),
  F(
    "technical",
    A,
    "tT",
    "technical",
    "近20日成交量较前20日放大约四成，放量下跌显示抛压沉重。",
    [VOLR({ v: "1.4", cmp: "approx", err: "technical" })],
    "量比约0.61，缩量",
  ),
  T(A, "tT", "technical", "近20日成交量仅为前20日的六成左右，股价同期下跌8.49%，属缩量阴跌。", [
    VOLR({ v: "0.61", cmp: "approx" }),
    VOL("shrink_strong"),
    RET(20, { v: "-8.49" }),
  ]),
  T(A, "fM", "technical", "RSI(14)约30，DIF与DEA均在零轴下方，60日均线6.17元形成压制。", [
    RSI("30", "approx"),
    MACD("dif_below_zero"),
    MACD("dea_value", 0, { v: "0", cmp: "lt" }),
    MA(60, "value", { v: "6.17" }),
    MA(60, "below"),
  ]),
  F(
    "technical",
    A,
    "fM",
    "technical",
    "股价站稳20日均线5.63元之上，短线企稳。",
    [MA(20, "above", { err: "technical" })],
    "收盘5.39元",
  ),
  T(A, "tS", "technical", "自60个交易日内的收盘高点回撤约31%，年初至今下跌约12.8%。", [
    DD(60, { v: "-31", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
  ]),
  F(
    "stance",
    A,
    "vT",
    "technical",
    "看多：缩量回调至52周低点附近，说明抛压已尽，属于积极信号。",
    [READ(RET(20, { v: "-8.49" }), "positive", { err: "stance" })],
    "下跌读作积极",
  ),
  T(A, "tA", "technical", "股价仅高出52周低点5.27元约2.3%，处于一年区间底部，博弈反弹的赔率较高。", [
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2.3", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  T(A, "tTr", "technical", "收盘5.39元略高于5日均线5.38元，但仍位于10日、20日均线下方，建议等待放量确认。", [
    MA(5, "above"),
    MA(5, "value", { v: "5.38" }),
    MA(10, "below"),
    MA(20, "below"),
  ]),
  F(
    "technical",
    A,
    "tNe",
    "technical",
    "近250个交易日股价上涨约6%，走势强于大盘。",
    [RET(250, { v: "6", cmp: "approx", dir: "up", err: "technical" }), U("大盘对比")],
    "250日-5.93%",
  ),
  T(A, "tNe", "technical", "近一年（250个交易日）股价下跌约5.9%，近一个季度（60日）跌幅扩大到约15.4%。", [
    RET(250, { v: "-5.9", cmp: "approx" }),
    RET(60, { v: "-15.4", cmp: "approx" }),
  ]),
  T(P, "vF", "annual", "看空：营收连续两年下滑，2024年归母净利润同比减少16.79%，扣非利润降幅超两成。", [
    DOWN("revenue", ["2022", "2023", "2024"]),
    G("net_profit", "2024", { v: "-16.79" }),
    G("deducted_net_profit", "2024", { v: "-20", cmp: "lt" }),
  ]),
  N(A, "vN", "undecidable", "消息面：公司公告控股股东拟增持不超过30亿元，短期提振情绪。", [U("石化仅存储年报公告")]),
  T(P, "tP", "annual", "2024年每股收益0.415元，较2021年的0.588元累计下降约29.4%。", [
    V("basic_eps", "2024", "0.415", "元"),
    V("basic_eps", "2021", "0.588", "元"),
    G("basic_eps", "2024", { base: "2021", v: "-29.4", cmp: "approx" }),
  ]),
  F(
    "wrong_value",
    P,
    "tP",
    "annual",
    "2024年营收30745.62亿元，较2022年峰值减少约1400亿元。",
    [D("revenue", "2024", { base: "2022", v: "-1400", cmp: "approx", err: "wrong_value" })],
    "减少约2436亿元",
  ),
];
