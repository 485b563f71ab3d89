// Points dated before 2026-04-30: 2025-04-30 (FY2024 public), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025),
// and 2020-05-15 for 五粮液 (FY2019 public). What was not yet public on the date is undecidable.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, UP, RET, CLOSE, MA, RSI, MACD, HI52, IND, U, PE, X, GDIFF } = H;
const zs = H.maker("b48-lzs", "600036");
const by = H.maker("b48-lby", "002594");
const sh = H.maker("b48-lsh", "600028");
const wl = H.maker("b48-lwl", "000858");
const P = "2025-04-30";
const H1 = "2025-09-05";
const M9 = "2025-10-31";
const O = "2020-05-15";

export default [
  // 招商银行
  zs("t", P, "bull", "annual", "2024年归母净利润1483.91亿元，同比增长约1.2%，2019年以来年年正增长。", [
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.2", cmp: "approx" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  zs("t", P, "fE", "quarterly", "2025年一季度归母净利润372.86亿元，同比下降约2.1%。", [
    V("net_profit", "2025Q1", "372.86"),
    G("net_profit", "2025Q1", { v: "-2.1", cmp: "approx" }),
  ]),
  zs("u", P, "fQ", "annual", "2024年ROE 14.49%，比2023年下滑了约2个百分点。", [
    V("roe", "2024", "14.49", "%"),
    PP("roe", "2024", { v: "-2", cmp: "approx" }),
  ]),
  zs("t", P, "tT", "technical", "4月30日MACD刚刚死叉，收盘40.74元位于5日、10日、20日、60日均线下方。", [
    MACD("death_cross", 1),
    CLOSE("40.74"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  zs(
    "f",
    P,
    "tS",
    "technical",
    "过去一年股价上涨约21%，但仍在250日均线37.26元下方。",
    [RET(250, { v: "21", cmp: "approx" }), MA(250, "value", { v: "37.26" }), MA(250, "below", { err: "technical" })],
    { err: "technical", note: "收盘40.74元在MA250上方" },
  ),
  zs("t", H1, "fE", "quarterly", "上半年归母净利润749.30亿元，同比微增0.25%；营收1699.69亿元，同比降1.7%。", [
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25" }),
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
  ]),
  zs(
    "f",
    H1,
    "bull",
    "quarterly",
    "上半年营收1699.69亿元，同比增长1.7%，收入端率先企稳。",
    [V("revenue", "2025H1", "1699.69"), G("revenue", "2025H1", { v: "1.7", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-1.72%" },
  ),
  zs("u", H1, "fM", "undecidable", "三季度归母净利润有望同比增长2%以上。", [U("三季报尚未披露；预测")]),
  zs("t", M9, "fL", "quarterly", "前三季度归母净利润1137.72亿元，同比增约0.5%；三季度单季388.42亿元，增约1%。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    V("net_profit", "2025S3", "388.42"),
    G("net_profit", "2025S3", { v: "1", cmp: "approx" }),
  ]),
  zs(
    "f",
    M9,
    "tBe",
    "quarterly",
    "前三季度营收2514.20亿元，同比下降约5.1%，收入压力加大。",
    [V("revenue", "2025M9", "2514.20"), G("revenue", "2025M9", { v: "-5.1", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-0.51%" },
  ),
  zs("t", M9, "tT", "technical", "DIF -0.181略高于DEA -0.195，10月14日金叉后至今未再死叉，RSI约42.5。", [
    MACD("dif_value", undefined, { v: "-0.181" }),
    MACD("dea_value", undefined, { v: "-0.195" }),
    MACD("dif_above_dea"),
    MACD("golden_cross", 14),
    RSI("42.5", "approx"),
  ]),
  // 比亚迪
  by("t", P, "tF", "annual", "2024年营收7771.02亿元，同比增长约29%，归母净利润402.54亿元，增约34%。", [
    V("revenue", "2024", "7771.02"),
    G("revenue", "2024", { v: "29", cmp: "approx" }),
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2024", { v: "34", cmp: "approx" }),
  ]),
  by("u", P, "bull", "quarterly", "2025年一季度归母净利润91.55亿元，同比接近翻倍。", [
    V("net_profit", "2025Q1", "91.55"),
    G("net_profit", "2025Q1", { size: "接近翻倍" }),
  ]),
  by("u", P, "tT", "technical", "股价站上所有均线，MACD运行在零轴上方。", [MA(5, "above"), MACD("dif_above_zero")]),
  by(
    "f",
    P,
    "fR",
    "annual",
    "2024年经营现金流1334.54亿元，同比增长约21%，造血能力增强。",
    [
      V("operating_cash_flow", "2024", "1334.54"),
      G("operating_cash_flow", "2024", { v: "21", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-21.4%" },
  ),
  by("t", H1, "tB", "quarterly", "上半年营收3712.81亿元，同比增长23.3%，归母净利润155.11亿元，增长13.8%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
  ]),
  by("u", H1, "tBe", "quarterly", "二季度单季归母净利润63.56亿元，同比下滑约30%。", [
    V("net_profit", "2025S2", "63.56"),
    G("net_profit", "2025S2", { v: "-30", cmp: "approx" }),
  ]),
  by(
    "f",
    H1,
    "tT",
    "technical",
    "收盘107.26元，已站上10日均线109.76元。",
    [CLOSE("107.26"), MA(10, "value", { v: "109.76" }), MA(10, "above", { err: "technical" })],
    { err: "technical", note: "107.26<109.76" },
  ),
  by("t", M9, "fQ", "quarterly", "三季度单季营收1949.85亿元，同比降约3%，单季利润78.23亿元，同比降约33%。", [
    V("revenue", "2025S3", "1949.85"),
    G("revenue", "2025S3", { v: "-3", cmp: "approx" }),
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
  ]),
  by(
    "f",
    M9,
    "bull",
    "quarterly",
    "前三季度归母净利润233.33亿元，同比增长约7.5%，全年稳了。",
    [
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025M9", { v: "7.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-7.55%" },
  ),
  // 中国石化
  sh("t", P, "tN", "annual", "2024年年报：归母净利润503.13亿元，同比降16.8%，每股收益0.415元。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    V("basic_eps", "2024", "0.415", "元"),
  ]),
  sh("u", P, "fE", "quarterly", "一季度归母净利润同比下降四成左右。", [U("中国石化季报未存储")]),
  sh("t", P, "tTr", "technical", "收盘5.66元，较250个交易日前的6.54元跌约13.5%，仍压在250日线6.29元之下。", [
    CLOSE("5.66"),
    CLOSE("6.54", "eq", { date: "2024-04-18" }),
    RET(250, { v: "-13.5", cmp: "approx" }),
    MA(250, "value", { v: "6.29" }),
    MA(250, "below"),
  ]),
  sh("t", M9, "tT", "technical", "近20个交易日反弹约2.2%，DIF刚刚翻上零轴。", [
    RET(20, { v: "2.2", cmp: "approx" }),
    MACD("dif_above_zero"),
  ]),
  // 五粮液 on 2020-05-15
  wl("t", O, "bull", "annual", "2019年营收501.18亿元，同比增长约25.2%，归母净利润174.02亿元，增速超过三成。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "gt" }),
  ]),
  wl("t", O, "fE", "annual", "2019年加权ROE 25.26%，比2018年提高约2.5个百分点，负债率28.48%。", [
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { v: "2.5", cmp: "approx" }),
    V("debt_ratio", "2019", "28.48", "%"),
  ]),
  wl(
    "f",
    O,
    "fR",
    "annual",
    "经营现金流231.12亿元，同比增长约8.8%，与利润增速不匹配。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      G("operating_cash_flow", "2019", { v: "8.8", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+87.6%" },
  ),
  wl("t", O, "fV", "valuation", "以5月15日收盘145.22元和2019年每股收益4.48元计，静态PE约32倍。", [
    CLOSE("145.22"),
    V("basic_eps", "2019", "4.48", "元"),
    PE("2019", "32"),
  ]),
  wl("t", O, "tT", "technical", "RSI(14)升到70上方，短线超买；收盘145.22元距52周高点147.99元不足2%。", [
    RSI("70", "gt"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
  wl(
    "f",
    O,
    "tS",
    "technical",
    "过去250个交易日累计只涨了约15%，相对强度一般。",
    [RET(250, { v: "15", cmp: "approx", err: "technical" })],
    { err: "technical", note: "+51.3%" },
  ),
  wl("u", O, "tN", "quarterly", "2020年一季度营收同比增长约15%，疫情影响有限。", [U("五粮液季报未存储")]),
  wl("t", O, "tM", "annual", "2015年以来归母净利润连续四年增长，2019年约是2015年的2.8倍。", [
    UP("net_profit", ["2015", "2016", "2017", "2018", "2019"]),
    X("net_profit", "2019", "2015", { v: "2.8", cmp: "approx" }),
  ]),
  wl(
    "f",
    O,
    "tB",
    "annual",
    "2019年归母净利润增速30%，是2015年以来最快的一年。",
    [
      G("net_profit", "2019", { v: "30", cmp: "approx" }),
      GDIFF(
        { metric: "net_profit", period: "2019" },
        { metric: "net_profit", period: "2017" },
        {
          v: "0",
          cmp: "gt",
          err: "wrong_extreme",
        },
      ),
    ],
    { err: "wrong_extreme", note: "2017年+42.6%、2018年+38.4%更快" },
  ),
  wl(
    "f",
    O,
    "fS",
    "annual",
    "2019年归母净利润占营收的比重约41%，盈利能力冠绝行业。",
    [
      R("net_profit", "operating_revenue", "2019", "41", { u: "%", cmp: "approx", err: "wrong_ratio" }),
      U("同业未存储"),
    ],
    { err: "wrong_ratio", note: "174.02/501.18≈34.7%" },
  ),
  wl("t", O, "tF", "annual", "2019年每股收益4.48元，约是2015年1.63元的2.7倍。", [
    V("basic_eps", "2019", "4.48", "元"),
    V("basic_eps", "2015", "1.63", "元"),
    X("basic_eps", "2019", "2015", { v: "2.7", cmp: "approx" }),
  ]),
  zs(
    "f",
    H1,
    "tC",
    "industry",
    "上半年末负债率89.75%，这么高的杠杆是招行当前最大的风险点。",
    [V("debt_ratio", "2025H1", "89.75", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行约90%负债率属行业常态" },
  ),
  zs("t", M9, "tF", "quarterly", "前三季度加权ROE 10.47%，期末每股净资产43.21元。", [
    V("roe", "2025M9", "10.47", "%"),
    V("bps", "2025M9", "43.21", "元"),
  ]),
];
