// 招商银行 on 2026-04-30 (FY2025 and 2026Q1 public). Notices: annual reports only (a missing notice is undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, MAX, UP, RET, CLOSE, MA, MAORDER, MACD, LO52, POS52, SPAN, PE, IND, U, GDIFF, READ } = H;
const c = H.maker("b85-cm", "600036");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];
const Q = ["2025S1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", A, "bull", "annual", "招行2025年归母净利润1501.81亿元，同比增长约1.2%，首次站上1500亿元关口。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
    V("net_profit", "2024", "1500", "亿", "lt"),
    MAX("net_profit", "2025", Y),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营业总收入3375.32亿元，同比下滑约1%，营收已连续三年负增长。",
    [
      V("revenue", "2025", "3375.32"),
      G("revenue", "2025", { v: "-1", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025年+0.01%，2023、2024年为负" },
  ),
  c("t", A, "fE", "annual", "营收3375.32亿元与上年3374.88亿元基本持平，归母净利润却多赚了近18亿元。", [
    V("revenue", "2025", "3375.32"),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2025", { size: "基本持平" }),
    D("net_profit", "2025", { v: "18", cmp: "near" }),
  ]),
  c("t", A, "tF", "industry", "招行资产负债率90.20%，对商业银行而言是行业常态，并不构成风险信号。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "资产负债率高达90.2%，远超一般企业的安全线，偿债风险不容忽视。",
    [V("debt_ratio", "2025", "90.2", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约90%属行业常态" },
  ),
  c("t", A, "fR", "annual", "加权ROE从14.49%降至13.44%，一年回落约1.05个百分点，盈利能力边际走弱。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年末招行总资产约1.31万亿元，规模仍在稳步扩张。",
    [
      V("total_assets", "2025", "1.31", "万亿", "approx", { err: "wrong_magnitude" }),
      G("total_assets", "2025", { dir: "up" }),
    ],
    { err: "wrong_magnitude", note: "实为13.07万亿元" },
  ),
  c("t", A, "fE", "annual", "总资产从12.15万亿元增至13.07万亿元，同比增长约7.6%，跑赢利润增速。", [
    V("total_assets", "2024", "12.15", "万亿"),
    V("total_assets", "2025", "13.07", "万亿"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    GDIFF({ metric: "total_assets", period: "2025" }, { metric: "net_profit", period: "2025" }, { v: "0", cmp: "gt" }),
  ]),
  c("t", A, "tP", "annual", "基本每股收益5.70元，较上年的5.66元微增，每股净资产升至43.43元。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("basic_eps", "2024", "5.66", "元"),
    G("basic_eps", "2025", { size: "微增" }),
    V("bps", "2025", "43.43", "元"),
  ]),
  c("t", A, "bull", "annual", "归母净利润自2019年起连续六年增长，只是2025年增速已放缓到约1.2%。", [
    UP("net_profit", Y),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2025年归母净利润1501.81亿元，较2023年仅增长约1.2%，两年几乎原地踏步。",
    [
      V("net_profit", "2025", "1501.81"),
      G("net_profit", "2025", { base: "2023", v: "1.2", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "1.2%是较2024年；较2023年+2.4%" },
  ),
  c("t", A, "fE", "quarterly", "2026年一季度营业总收入869.40亿元，同比增约3.8%；归母净利润378.52亿元，增约1.5%。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度归母净利润同比增长3.8%，利润增速已经跑赢营收。",
    [
      G("net_profit", "2026Q1", { v: "3.8", cmp: "approx", err: "wrong_value" }),
      GDIFF(
        { metric: "net_profit", period: "2026Q1" },
        { metric: "revenue", period: "2026Q1" },
        {
          v: "0",
          cmp: "gt",
          err: "wrong_value",
        },
      ),
    ],
    { err: "wrong_value", note: "3.8%是营收增速，利润+1.5%" },
  ),
  c("t", A, "tF", "quarterly", "2025年三季度单季归母净利润388.42亿元，为全年四个季度中最高。", [
    V("net_profit", "2025S3", "388.42"),
    MAX("net_profit", "2025S3", Q),
  ]),
  c("t", A, "fT", "quarterly", "四季度单季归母净利润364.09亿元，较上年同期的352.07亿元增长约3.4%。", [
    V("net_profit", "2025S4", "364.09"),
    V("net_profit", "2024S4", "352.07"),
    G("net_profit", "2025S4", { v: "3.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "三季度单季营业总收入只有2514.20亿元，银行营收端依旧承压。",
    [V("revenue", "2025S3", "2514.20", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "2514.20亿是前三季度累计；单季814.51亿" },
  ),
  c("t", A, "fSy", "quarterly", "2025年上半年归母净利润749.30亿元，与上年同期747.43亿元基本持平。", [
    V("net_profit", "2024H1", "747.43"),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { size: "基本持平" }),
  ]),
  c("t", A, "tF", "quarterly", "滚动十二个月（TTM，至2026Q1）归母净利润约1507亿元。", [
    V("net_profit", "2026Q1TTM", "1507", "亿", "approx"),
  ]),
  c("t", A, "tT", "technical", "收盘38.27元，跌破5日、10日、20日均线，三条短均线自上而下呈空头排列。", [
    CLOSE("38.27"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    H.MAX_CROSS(5, "down", 10),
    H.MAX_CROSS(10, "down", 10),
    H.MAX_CROSS(20, "down", 10),
    MAORDER([5, 10, 20], "bear"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "DIF仍运行在DEA上方，MACD红柱延续，短线没有破位迹象。",
    [MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF -0.125 < DEA 0.009，4月27日死叉" },
  ),
  c("t", A, "vT", "technical", "4月27日MACD死叉，DIF约-0.125，已落到零轴下方。", [
    MACD("death_cross", 4),
    MACD("dif_value", 0, { v: "-0.125", cmp: "approx" }),
    MACD("dif_below_zero", 0),
  ]),
  c("t", A, "bear", "technical", "股价处在52周区间不足一成的位置，离52周低点37.31元仅约2.6%。", [
    POS52({ v: "10", cmp: "lt" }),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "招行近250个交易日累计上涨约10.5%，长期上升趋势没有改变。",
    [RET(250, { v: "10.5", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近250日-10.48%" },
  ),
  c("t", A, "tS", "technical", "股价较2025年末收盘的42.10元已下跌约9.1%，开年以来整体走弱。", [
    CLOSE("42.10", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "-9.1", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "以38.27元收盘、2025年每股收益5.70元计，PE约6.7倍，市净率约0.88倍。", [
    V("basic_eps", "2025", "5.70", "元"),
    CLOSE("38.27"),
    PE("2025", "6.7"),
    PE("2025", "0.88", "approx", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "valuation",
    "按一季度末每股净资产44.90元计，招行PB只有约0.6倍，估值已到历史底部。",
    [V("bps", "2026Q1", "44.90", "元"), PE("2026Q1", "0.6", "approx", { per: "bps", err: "wrong_value" })],
    { err: "wrong_value", note: "38.27/44.90≈0.85倍" },
  ),
  c("u", A, "tN", "announcement", "招行公布2025年度利润分配方案，每10股派现约20元，分红率维持35%以上。", [
    U("招行公告源只收年报，分红方案不可核验"),
  ]),
  c("u", A, "bull", "undecidable", "零售客户AUM已突破16万亿元，财富管理护城河继续加深。", [U("AUM不在数据中")]),
  c("u", A, "fM", "undecidable", "预计2026年净息差再收窄10个基点，全年利润增速或转负。", [U("净息差与预测")]),
  c("t", A, "fSy", "annual", "营收基本持平、利润增约1.2%，对股东而言仍是边际利好。", [
    G("revenue", "2025", { size: "基本持平" }),
    READ(G("net_profit", "2025", { v: "1.2", cmp: "approx" }), "positive"),
  ]),
  c("t", A, "fR", "annual", "2025年经营活动现金流净额4514.57亿元，同比增长约1%。", [
    V("operating_cash_flow", "2025", "4514.57"),
    G("operating_cash_flow", "2025", { v: "1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "招行2025年归母净利润同比大增，盈利明显加速。",
    [G("net_profit", "2025", { size: "大增", err: "overstatement" })],
    { err: "overstatement", note: "同比+1.2%" },
  ),
  c(
    "f",
    A,
    "vF",
    "annual",
    "招行2025年营业总收入3375.32亿元，为近五年最高水平。",
    [
      V("revenue", "2025", "3375.32"),
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2022年3447.83亿最高" },
  ),
];
