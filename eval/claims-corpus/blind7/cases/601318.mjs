// 中国平安: annual FY2017-2025 (营业总收入 from FY2021, NetEase indicators to FY2020), 2026Q1 profit and debt ratio
// only (no 2025Q1 base), bars 2019-01-02..2020-03-19 and 2024-01-02..2026-04-30, dividend / buy-back notices.
import {
  CAGR,
  CLOSE,
  D,
  EV,
  EVN,
  G,
  HI52,
  IND,
  LO52,
  MA,
  MACD,
  MAORDER,
  MAX,
  MCPE,
  MIN,
  PP,
  R,
  RANK,
  READ,
  RET,
  RSI,
  SNAP,
  SPAN,
  U,
  V,
  VOL,
  X,
  maker,
} from "../spec-helpers.mjs";

const c = maker("b7-pa", "601318");
const A = "2026-04-30";
const P = "2025-04-30";
const E = "2020-03-19";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- 2026-04-30 ---------------------------------------------------------------------------------------------
  c("t", A, "bull", "annual", "2025年归母净利润1347.78亿元，同比增长6.45%，在2024年大增约48%的高基数上继续增长。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
    G("net_profit", "2024", { v: "48", cmp: "approx" }),
  ]),
  c("f", A, "bull", "annual", "归母净利润1347.78亿元，同比大增47.8%，业绩弹性充分释放。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "47.8", err: "wrong_period" }),
  ], { err: "wrong_period", note: "47.8%是2024年增速" }),
  c("t", A, "bear", "annual", "2025年归母净利润1347.78亿元，仍低于2019年1494.07亿元的历史高点。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
    MAX("net_profit", "2019", Y9),
  ]),
  c("f", A, "bull", "annual", "2025年归母净利润1347.78亿元，创下公司历史新高。", [
    MAX("net_profit", "2025", Y9, { err: "wrong_extreme" }),
  ], { err: "wrong_extreme", note: "2019年1494.07亿元更高" }),
  c("t", A, "fE", "annual", "营业总收入10505.06亿元，同比增长2.1%，连续两年保持在万亿元以上。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1" }),
    V("revenue", "2025", "10000", "亿", "gt"),
    V("revenue", "2024", "10000", "亿", "gt"),
  ]),
  c("t", A, "fR", "industry", "资产负债率89.80%，约九成的负债率是保险公司的经营常态，并不构成偿债风险信号。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c("f", A, "tBe", "industry", "资产负债率接近90%，远高于一般企业的安全线，偿债压力不容忽视。", [
    V("debt_ratio", "2025", "90", "%", "near"),
    IND("high_debt_is_risk", { err: "industry_sense" }),
  ], { err: "industry_sense" }),
  c("u", A, "fR", "undecidable", "偿付能力充足率约200%，新业务价值同比增长超过20%。", [U("偿付能力与新业务价值")]),
  c("u", A, "fE", "undecidable", "2026年一季度归母净利润250.22亿元，同比下降约4%。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { v: "-4", cmp: "approx" }),
  ], { note: "2025年一季度未存储" }),
  c("f", A, "fE", "quarterly", "2026年一季度归母净利润约520亿元，已接近2025年全年的四成。", [
    V("net_profit", "2026Q1", "520", "亿", "approx", { err: "wrong_value" }),
  ], { err: "wrong_value", note: "实为250.22亿元" }),
  c("t", A, "fT", "quarterly", "一季度归母净利润250.22亿元，约相当于2025年全年的18.6%。", [
    V("net_profit", "2026Q1", "250.22"),
    R("net_profit", "net_profit", "2026Q1", "18.6", { u: "%", cmp: "approx", denPeriod: "2025" }),
  ]),
  c("t", A, "tF", "annual", "2025年经营活动现金流净额6586.32亿元，同比增长约72%，约为归母净利润的4.9倍。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  c("f", A, "tF", "annual", "经营现金流6586.32亿元，较2024年增长约28%。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "28", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "tM", "annual", "总资产约13.90万亿元，同比增长约7.3%；商誉381.30亿元，较上年减少约54亿元。", [
    V("total_assets", "2025", "13.90", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  c("f", A, "tM", "annual", "2025年末商誉381.30亿元，较2024年末增加约54亿元，并购扩张痕迹明显。", [
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "54", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tP", "annual", "2022-2025年归母净利润由837.74亿元增至1347.78亿元，三年年化增长约17%。", [
    V("net_profit", "2022", "837.74"),
    CAGR("net_profit", "2022", "2025", { v: "17", cmp: "approx" }),
  ]),
  c("f", A, "tP", "annual", "2021-2025年归母净利润由1016.18亿元增至1347.78亿元，年复合增速约17%。", [
    V("net_profit", "2021", "1016.18"),
    CAGR("net_profit", "2021", "2025", { v: "17", cmp: "approx", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "约17%是2022年起算；2021年起约7.3%" }),
  c("t", A, "fSy", "annual", "归母净利润2021、2022年连续下滑，2023年仅增2.26%，2024年增长约48%。", [
    G("net_profit", "2021", { dir: "down" }),
    G("net_profit", "2022", { dir: "down" }),
    G("net_profit", "2023", { v: "2.26" }),
    G("net_profit", "2024", { v: "48", cmp: "approx" }),
  ]),
  c("f", A, "fSy", "annual", "营业总收入2022年下降约18%、2023年下降约6%，2024年恢复增长。", [
    G("revenue", "2022", { v: "-18", cmp: "approx", err: "wrong_period" }),
    G("revenue", "2023", { v: "-6", cmp: "approx", err: "wrong_period" }),
    G("revenue", "2024", { dir: "up" }),
  ], { err: "wrong_period", note: "两年降幅对调" }),
  c("t", A, "tT", "technical", "收盘59.37元，站上5日、10日、20日均线，但仍在60日与120日均线下方。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  c("f", A, "tT", "technical", "股价已重新站上60日均线，中期趋势扭转。", [
    MA(60, "above", { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tS", "technical", "4月7日MACD金叉，DIF在DEA上方但仍位于零轴下方，属于弱势区的反弹。", [
    MACD("golden_cross", 20),
    MACD("dif_above_dea"),
    MACD("dif_below_zero"),
  ]),
  c("t", A, "tTr", "technical", "今年以来下跌约13.2%，回吐了2025年约30%涨幅中的相当一部分。", [
    RET("2025-12-31", { v: "-13.2", cmp: "approx" }),
    SPAN("2024-12-31", { to: "2025-12-31", v: "30", cmp: "approx" }),
  ]),
  c("f", A, "tTr", "technical", "近60个交易日上涨约9.1%，中期趋势向上。", [
    RET(60, { v: "9.1", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tC", "technical", "距52周高点74.88元仍有约21%的距离，RSI(14)约54，处于中性。", [
    HI52({ v: "-21", cmp: "approx" }),
    RSI("54", "approx"),
  ]),
  c("t", A, "tA", "technical", "近一年上涨约17.7%，较52周低点50.55元反弹约17%。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    LO52({ v: "17", cmp: "approx" }),
  ]),
  c("f", A, "tNe", "technical", "近20日放量上涨2.05%，成交较前20日明显放大。", [
    RET(20, { v: "2.05" }),
    VOL("expand", { err: "technical" }),
  ], { err: "technical", note: "均量比0.96" }),
  c("t", A, "tN", "announcement", "3月27日公司披露2025年年度利润分配方案，2025年8月已公告过中期利润分配方案。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度" }),
    EV("dividend", true, { from: "2025-08-01", to: "2025-08-31", title: "中期" }),
  ]),
  c("t", A, "tN", "announcement", "2025年9月3日公司公告实施回购股份注销暨股本变动。", [
    EV("repurchase", true, { from: "2025-09-03", to: "2025-09-03", title: "注销" }),
  ]),
  c("f", A, "vN", "announcement", "2026年4月公司公告启动新一轮A股回购，拟回购金额上限100亿元。", [
    EV("repurchase", true, { from: "2026-04-01", to: "2026-04-30", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("t", A, "vN", "announcement", "2023年以来公司每年都发布中期利润分配方案公告，2023、2024、2025年各一次。", [
    EVN("dividend", "2023-01-01", { v: "3", title: "中期利润分配方案" }),
  ]),
  c("f", A, "fS", "announcement", "2025年下半年公司公告控股股东减持A股，引发市场对治理的担忧。", [
    EV("reduction", true, { from: "2025-07-01", to: "2025-12-31", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("t", A, "fV", "valuation", "以2025年7月4日约1.03万亿元市值计，对应2025年归母净利润的PE约7.6倍，PB约1.12倍。", [
    SNAP("marketCap", "1.03", "万亿", "approx"),
    MCPE("2025", "7.6"),
    SNAP("pb", "1.12", "x", "eq"),
  ]),
  c("u", A, "fV", "undecidable", "按内含价值计，当前股价对应P/EV仅约0.6倍，处于历史最低分位。", [U("内含价值")]),
  c("t", A, "fL", "annual", "2025年分配股利、利润或偿付利息支付的现金771.46亿元，约占归母净利润的57%。", [
    V("dividends_interest_paid", "2025", "771.46"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c("u", A, "fM", "undecidable", "预计2026年寿险新业务价值增速将放缓至10%左右。", [U("预测")]),
  c("t", A, "vF", "annual", "营业总收入2023年为9137.89亿元，是2021-2025年五年中最低的一年。", [
    V("revenue", "2023", "9137.89"),
    RANK("revenue", "2023", ["2021", "2022", "2023", "2024", "2025"], "min", 1),
  ]),
  c("f", A, "vF", "annual", "2025年营业总收入10505.06亿元，为2021年以来最高。", [
    V("revenue", "2025", "10505.06"),
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
  ], { err: "wrong_extreme", note: "2021年11804.44亿元更高" }),
  c("u", A, "vT", "undecidable", "5月中旬股价放量突破65元，确认底部反转。", [U("日期晚于存储日线")]),
  // ---- 2025-04-30 ---------------------------------------------------------------------------------------------
  c("t", P, "fE", "annual", "2024年归母净利润1266.07亿元，同比增长约47.8%，营业总收入10289.25亿元，同比增长约12.6%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
    V("revenue", "2024", "10289.25"),
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
  ]),
  c("f", P, "bear", "annual", "2024年营业总收入10289.25亿元，同比下降约12.6%。", [
    V("revenue", "2024", "10289.25"),
    G("revenue", "2024", { v: "-12.6", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", P, "tT", "technical", "4月21日MACD金叉，4月30日收于50.71元，近一年上涨约27.7%。", [
    MACD("golden_cross", 8),
    CLOSE("50.71"),
    RET(250, { v: "27.7", cmp: "approx" }),
  ]),
  c("f", P, "tT", "technical", "4月末股价50.71元，较年初上涨约3.7%。", [
    CLOSE("50.71"),
    RET("2024-12-31", { v: "3.7", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", P, "tN", "announcement", "3月20日公司同日发布2024年年度利润分配方案和注销回购A股股份、减少注册资本的公告。", [
    EV("dividend", true, { from: "2025-03-20", to: "2025-03-20" }),
    EV("repurchase", true, { from: "2025-03-20", to: "2025-03-20", title: "注销" }),
  ]),
  c("t", P, "tS", "technical", "近20日均量约为前20日的85%，股价近20个交易日下跌1.76%，缩量小幅回落。", [
    { k: "volr", v: "0.85", cmp: "approx" },
    RET(20, { v: "-1.76" }),
    VOL("shrink"),
  ]),
  // ---- 2020-03-19 ---------------------------------------------------------------------------------------------
  c("t", E, "tT", "technical", "3月19日收于67.81元，RSI(14)约22.8，进入超卖区，5/10/20/60日均线空头排列。", [
    CLOSE("67.81"),
    RSI("22.8", "approx"),
    RSI("30", "lt"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c("f", E, "tT", "technical", "3月19日收盘67.81元，较52周高点92.5元回撤约17%。", [
    CLOSE("67.81"),
    HI52({ v: "-17", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "约-26.7%" }),
  c("u", E, "fE", "undecidable", "2019年归母净利润1494.07亿元，同比增长39.1%，创历史新高。", [
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2019", { v: "39.1" }),
  ], { note: "样本数据中2019年报于2020-04-30才可用" }),
  c("t", E, "fR", "annual", "2018年归母净利润1074.04亿元，同比增长约20.6%，ROE为20.91%。", [
    V("net_profit", "2018", "1074.04"),
    G("net_profit", "2018", { v: "20.6", cmp: "approx" }),
    V("roe", "2018", "20.91", "%"),
  ]),
  c("f", E, "bear", "technical", "近20个交易日下跌约8%，跌幅有限，尚未出现恐慌性抛售。", [
    RET(20, { v: "-8", cmp: "approx", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", E, "bull", "technical", "股价跌破此前60个交易日的收盘低点，较60日均线偏离约17%，短线超跌明显。", [
    { k: "ta", ind: "brk", n: 60, cond: "down" },
    { k: "ta", ind: "bias", n: 60, u: "%", v: "-17", cmp: "approx" },
  ]),
];
