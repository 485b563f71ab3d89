// 比亚迪: annual FY2021-2025 (+FY2017-2019), quarters 2024H1-2026Q1 (no 2024Q1, no quarterly cash flow), bars only as
// one unbroken run from 2025-07-29 (after the bonus issue) to 2026-04-30, notices 2024-10-31..2026-03-28 by asOf.
import {
  CLOSE,
  D,
  DAYS,
  EV,
  G,
  GSTREAK,
  HI52,
  LIN,
  MA,
  MACD,
  MAORDER,
  MAX,
  MCPE,
  MIN,
  PP,
  QOQ,
  R,
  READ,
  RET,
  RSI,
  SNAP,
  U,
  UP,
  V,
  VOL,
  VOLR,
  X,
  maker,
} from "../spec-helpers.mjs";

const c = maker("b7-yd", "002594");
const A = "2026-04-30";
const O = "2025-10-31";
const S = "2025-09-05";
const Q7 = ["2024S3", "2024S4", "2025Q1", "2025S2", "2025S3", "2025S4", "2026Q1"];

export default [
  // ---- 2026-04-30 ---------------------------------------------------------------------------------------------
  c("t", A, "bear", "annual", "2025年营收8039.65亿元，同比仅增3.46%，归母净利润326.19亿元，同比下降18.97%，增收不增利。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.46" }),
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-18.97" }),
  ]),
  c("f", A, "bull", "annual", "2025年归母净利润326.19亿元，较2024年多赚近两成，盈利韧性超预期。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "20", cmp: "near", err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "少赚约19%" }),
  c("t", A, "bull", "annual", "营收从2021年的2161.42亿元增至2025年的8039.65亿元，四年间扩大到约3.7倍，且逐年增长。", [
    V("revenue", "2021", "2161.42"),
    V("revenue", "2025", "8039.65"),
    X("revenue", "2025", "2021", { v: "3.7", cmp: "approx" }),
    UP("revenue", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("f", A, "fQ", "annual", "营收连续四年保持两位数增长，2025年达到8039.65亿元。", [
    V("revenue", "2025", "8039.65"),
    GSTREAK("revenue", ["2022", "2023", "2024", "2025"], 10, undefined, { err: "overstatement" }),
  ], { err: "overstatement", note: "2025年仅+3.46%" }),
  c("t", A, "fE", "quarterly", "2026年一季度营收1502.25亿元，同比下降11.82%；归母净利润40.85亿元，同比下滑55.38%，利润腰斩。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.82" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55.38", size: "腰斩" }),
  ]),
  c("f", A, "fE", "quarterly", "一季度归母净利润40.85亿元，同比下降约38%，降幅尚在可控范围。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-38", cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period", note: "-38%是2025年四季度单季；一季度-55%" }),
  c("t", A, "tBe", "quarterly", "2025年四季度单季归母净利润92.86亿元，同比下降约38%，三季度单季降幅约33%。", [
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "quarterly", "一季度归母净利润40.85亿元，为2024年三季度以来单季最低，环比四季度下降约56%。", [
    MIN("net_profit", "2026Q1", Q7),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-56", cmp: "approx" }),
  ]),
  c("f", A, "tB", "quarterly", "一季度营收1502.25亿元，环比2025年四季度增长约37%，销量回暖明显。", [
    V("revenue", "2026Q1", "1502.25"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "37", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "fR", "annual", "2025年经营现金流591.36亿元，同比减少约56%，而资本开支达1568.08亿元，自由现金流约为-977亿元。", [
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx" }),
    V("capex", "2025", "1568.08"),
    LIN([["operating_cash_flow", 1], ["capex", -1]], "2025", { v: "-977", cmp: "approx" }),
  ]),
  c("f", A, "fR", "annual", "资本开支1568.08亿元，约为经营现金流的1.65倍，投入强度偏高。", [
    V("capex", "2025", "1568.08"),
    R("capex", "operating_cash_flow", "2025", "1.65", { cmp: "approx", err: "wrong_ratio" }),
  ], { err: "wrong_ratio", note: "约2.65倍" }),
  c("t", A, "fT", "annual", "经营现金流净额约为归母净利润的1.8倍，利润的现金含量仍然不低。", [
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "资产负债率由2023年末的77.86%降至2025年末的70.74%，两年下降约7.1个百分点。", [
    V("debt_ratio", "2023", "77.86", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { base: "2023", v: "-7.1", cmp: "approx" }),
  ]),
  c("f", A, "tF", "annual", "2025年末资产负债率70.74%，较上年末上升3.9个百分点，财务杠杆在加大。", [
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { v: "3.9", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tM", "annual", "2025年毛利率17.74%，较2024年的19.44%下降1.7个百分点；净利率仅4.20%。", [
    V("gross_margin", "2025", "17.74", "%"),
    V("gross_margin", "2024", "19.44", "%"),
    PP("gross_margin", "2025", { v: "-1.7" }),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c("f", A, "tM", "quarterly", "一季度毛利率18.81%，同比提升约1.3个百分点，价格战影响边际减弱。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    PP("gross_margin", "2026Q1", { v: "1.3", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tT", "technical", "收盘102.98元，MA5、MA10、MA20、MA60、MA120依次向下排列，均线呈多头排列。", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
  ]),
  c("f", A, "tT", "technical", "股价跌破60日均线98.35元，中期趋势转弱。", [
    MA(60, "value", { v: "98.35" }),
    MA(60, "below", { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tS", "technical", "近60个交易日上涨约12.2%，但近20日仅涨0.32%，且20日均量只有前20日的约68%。", [
    RET(60, { v: "12.2", cmp: "approx" }),
    RET(20, { v: "0.32" }),
    VOLR({ v: "0.68", cmp: "approx" }),
  ]),
  c("f", A, "tS", "technical", "近20个交易日放量上涨，量能较前20日放大约三成。", [
    RET(20, { dir: "up" }),
    VOLR({ v: "1.3", cmp: "approx", err: "technical" }),
  ], { err: "technical", note: "缩量至约0.68" }),
  c("t", A, "tTr", "technical", "4月1日MACD死叉后DIF仍在DEA下方，RSI(14)约52，多空暂处均衡。", [
    MACD("dif_below_dea"),
    MACD("death_cross", 22),
    RSI("52", "approx"),
  ]),
  c("u", A, "tC", "undecidable", "股价较52周高点回撤超过60%，跌幅远大于同期汽车板块。", [
    HI52({ v: "-60", cmp: "lt" }),
    U("板块涨跌"),
  ], { note: "连续日线不足52周（送转前后价格不可比）" }),
  c("u", A, "tA", "undecidable", "以送转前的价格计，股价较2025年5月高点已下跌约七成。", [U("送转前后价格未复权")]),
  c("t", A, "tNe", "technical", "今年以来上涨约5.4%，近5个交易日涨3.00%。", [
    RET("2025-12-31", { v: "5.4", cmp: "approx" }),
    RET(5, { v: "3.00" }),
  ]),
  c("t", A, "tN", "announcement", "3月28日公司公告2025年员工持股计划第一个锁定期解锁条件未成就，同日披露2025年度利润分配方案。", [
    EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
    EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
  ]),
  c("f", A, "tN", "announcement", "3月28日公司公告2025年员工持股计划第一个锁定期解锁条件已成就，员工利益与业绩绑定兑现。", [
    EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "解锁条件成就", err: "nonexistent_event" }),
  ], { err: "nonexistent_event", note: "公告为未成就" }),
  c("f", A, "vN", "announcement", "2026年3月公司发布定增预案，拟募资用于海外产能建设。", [
    EV("placement", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("t", A, "vN", "announcement", "2025年7月22日公司披露2024年度利润分配及资本公积金转增股本实施公告。", [
    EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "转增" }),
  ]),
  c("t", A, "fS", "announcement", "2022年员工持股计划第三个锁定期届满且解锁条件成就，相关股票已于2025年7月出售完毕并终止。", [
    EV("equity_incentive", true, { from: "2025-07-16", to: "2025-07-16", title: "解锁条件成就" }),
    EV("equity_incentive", true, { from: "2025-07-01", to: "2025-07-31", title: "出售完毕" }),
  ]),
  c("u", A, "fS", "undecidable", "2026年一季度新能源汽车销量约70万辆，同比下滑约三成，海外销量占比升至四成。", [U("销量")]),
  c("u", A, "fM", "undecidable", "若二季度价格战缓和，单季净利润有望回到60亿元以上。", [U("情景预测")]),
  c("t", A, "fV", "valuation", "2025年7月4日总市值约1.82万亿元，对应2025年归母净利润326.19亿元的PE约56倍。", [
    SNAP("marketCap", "1.82", "万亿", "approx"),
    V("net_profit", "2025", "326.19"),
    MCPE("2025", "56", "approx"),
  ]),
  c("f", A, "fV", "valuation", "以约1.82万亿元市值和2025年326.19亿元归母净利润计，PE约45倍，处于合理区间。", [
    SNAP("marketCap", "1.82", "万亿", "approx"),
    MCPE("2025", "45", "approx", { err: "wrong_value" }),
  ], { err: "wrong_value", note: "约45倍是对2024年利润" }),
  c("u", A, "fSy", "undecidable", "比亚迪的毛利率17.74%仍高于特斯拉同期约17%的汽车业务毛利率。", [
    V("gross_margin", "2025", "17.74", "%"),
    U("同业毛利率"),
  ]),
  c("t", A, "fL", "annual", "2025年末货币资金754.25亿元，较上年末的1027.39亿元减少约273亿元。", [
    V("cash", "2025", "754.25"),
    V("cash", "2024", "1027.39"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
  ]),
  c("f", A, "fL", "annual", "2025年末货币资金较上年末增加约273亿元，至754.25亿元。", [
    V("cash", "2025", "754.25"),
    D("cash", "2025", { v: "273", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tP", "annual", "2024年归母净利润402.54亿元为近五年峰值，2025年回落至326.19亿元。", [
    MAX("net_profit", "2024", ["2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2025", "326.19"),
  ]),
  c("f", A, "tP", "annual", "2025年归母净利润326.19亿元，仍是公司上市以来的最高水平。", [
    MAX("net_profit", "2025", ["2017", "2018", "2019", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
  ], { err: "wrong_extreme" }),
  c("t", A, "vF", "quarterly", "一季度净利率2.67%，较2025年一季度的5.54%几乎减半。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    R("net_margin", "net_margin", "2026Q1", "0.5", { cmp: "approx", denPeriod: "2025Q1" }),
  ]),
  c("u", A, "vT", "undecidable", "5月以来股价延续反弹，已站上110元。", [U("日期晚于存储日线")]),
  // ---- 2025-10-31 ---------------------------------------------------------------------------------------------
  c("t", O, "fE", "quarterly", "前三季度营收5662.66亿元，同比增长12.75%，但归母净利润233.33亿元，同比下降7.55%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.75" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.55" }),
  ]),
  c("f", O, "bull", "quarterly", "前三季度归母净利润233.33亿元，同比增长7.55%，盈利仍在扩张。", [
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "7.55", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", O, "bear", "quarterly", "三季度单季营收1949.85亿元，同比下降约3%，而上半年累计营收仍同比增长23.30%，收入端由增转降。", [
    V("revenue", "2025S3", "1949.85"),
    G("revenue", "2025S3", { v: "-3", cmp: "approx" }),
    G("revenue", "2025H1", { v: "23.30" }),
  ]),
  c("t", O, "tT", "technical", "10月31日收于100.79元，5/10/20/60日均线空头排列，RSI(14)约33。", [
    CLOSE("100.79"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("33", "approx"),
  ]),
  c("f", O, "tT", "technical", "10月末RSI(14)跌至25以下，已进入深度超卖区。", [
    RSI("25", "lt", { err: "technical" }),
  ], { err: "technical" }),
  c("t", O, "tC", "technical", "近20个交易日下跌6.24%，同期均量较前20日萎缩约27%，缩量阴跌。", [
    RET(20, { v: "-6.24" }),
    VOLR({ v: "0.73", cmp: "approx" }),
    VOL("shrink"),
  ]),
  c("f", O, "fS", "technical", "近20日缩量下跌6.24%，说明卖盘枯竭，是公司层面的积极信号。", [
    READ(RET(20, { v: "-6.24" }), "positive", { err: "stance" }),
  ], { err: "stance" }),
  // ---- 2025-09-05: H1 2025 out --------------------------------------------------------------------------------
  c("t", S, "fE", "quarterly", "上半年营收3712.81亿元，同比+23.30%，归母净利润155.11亿元，同比+13.79%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.30" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.79" }),
  ]),
  c("f", S, "tB", "quarterly", "二季度单季归母净利润63.56亿元，环比一季度增长约31%。", [
    V("net_profit", "2025S2", "63.56"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "31", cmp: "approx", err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "环比-30.6%" }),
  c("t", S, "tBe", "quarterly", "二季度单季营收2009.20亿元，环比一季度增长约18%，但单季归母净利润63.56亿元，环比下降约31%。", [
    V("revenue", "2025S2", "2009.20"),
    QOQ("revenue", "2025S2", "2025Q1", { v: "18", cmp: "approx" }),
    V("net_profit", "2025S2", "63.56"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "-31", cmp: "approx" }),
  ]),
  c("u", S, "tT", "undecidable", "6月30日收盘价较年初上涨约25%，上半年跑赢沪深300。", [U("6月无存储日线")]),
  c("t", S, "tS", "technical", "9月5日收于107.26元，低于5日、10日和20日均线。", [
    CLOSE("107.26"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
  ]),
  c("f", S, "tS", "technical", "9月5日收盘107.26元，已连续3个交易日上涨。", [
    CLOSE("107.26"),
    DAYS(3, "up", { err: "technical" }),
  ], { err: "technical" }),
];
