// Points on other dates: 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025),
// 2020-05-15 / 2021-04-30 (中国石化 FY2019 / FY2020), and what was not public yet.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, POS52, EV, U, QOQ, PSUM, PE, X, BRK } = H;
const { D, R, SNAP, IN } = H;
const mt = H.maker("b77-lt-mt", "600519");
const by = H.maker("b77-lt-byd", "002594");
const sh = H.maker("b77-lt-sh", "600028");
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";

export default [
  // ---- 贵州茅台 2025-04-30 -----------------------------------------------------------------------------------------
  mt("t", P, "bull", "annual", "2024年归母净利润862.28亿元，同比增长15.4%，营业总收入1741.44亿元，增约15.7%。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4" }),
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "bull",
    "quarterly",
    "2025年一季度归母净利润268.47亿元，同比增长约21.6%，开门红超预期。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "21.6", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "原始披露同比+11.56%" },
  ),
  mt("t", P, "fE", "quarterly", "2025Q1归母净利268.47亿元，同比增长约11.6%，一季度末负债率降到14.14%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    V("debt_ratio", "2025Q1", "14.14", "%"),
  ]),
  mt("t", P, "tT", "technical", "收盘1547元，站在60日线和年线之上，但MACD已在3月26日死叉，DIF转负。", [
    CLOSE("1547"),
    MA(60, "above"),
    MA(250, "above"),
    MACD("death_cross", 30),
    MACD("dif_below_zero"),
  ]),
  mt(
    "f",
    P,
    "tT",
    "technical",
    "收盘1547元，距52周高点1910元不足5%，即将再创新高。",
    [HI52({ cond: "level", v: "1910" }), HI52({ v: "-5", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "距高点-19.0%" },
  ),
  mt("t", P, "fV", "valuation", "按2024年每股收益68.64元，1547元股价对应静态市盈率约22.5倍。", [
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "22.5"),
  ]),
  mt(
    "u",
    P,
    "fV",
    "valuation",
    "按1547元收盘算，茅台总市值约1.94万亿元。",
    [CLOSE("1547"), SNAP("marketCap", "1.94", "万亿")],
    {
      note: "市值快照2025-07-04晚于asOf，股本未知；审计改写：原句以7月市值算PE约20.7倍，按2024年EPS实为22.5倍，暗藏错误",
    },
  ),
  // ---- 贵州茅台 2025-09-05 -----------------------------------------------------------------------------------------
  mt("t", S, "fE", "quarterly", "2025年上半年归母净利454.03亿元，同比增长约8.9%，营收同比增约9.1%。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    G("operating_revenue", "2025H1", { v: "9.1", cmp: "approx" }),
  ]),
  mt(
    "f",
    S,
    "bear",
    "quarterly",
    "2025年二季度单季归母净利润185.55亿元，环比一季度增长约31%。",
    [
      V("net_profit", "2025S2", "185.55"),
      QOQ("net_profit", "2025S2", "2025S1", { v: "31", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-30.9%" },
  ),
  mt("t", S, "bear", "quarterly", "二季度单季归母净利185.55亿元，较一季度的268.47亿元环比减少约31%。", [
    V("net_profit", "2025S2", "185.55"),
    V("net_profit", "2025S1", "268.47"),
    QOQ("net_profit", "2025S2", "2025S1", { v: "-31", cmp: "approx" }),
  ]),
  mt("t", S, "tT", "technical", "收盘1483元，5/10/20/60日均线多头排列，DIF位于DEA上方，RSI约58。", [
    CLOSE("1483"),
    MAORDER([5, 10, 20, 60], "bull"),
    MACD("dif_above_dea"),
    RSI("58", "approx"),
  ]),
  mt("f", S, "tT", "technical", "股价已重新站上120日均线，中期趋势扭转。", [MA(120, "above", { err: "technical" })], {
    err: "technical",
    note: "收盘1483元低于MA120 1497.30元",
  }),
  mt("u", S, "tN", "undecidable", "三季报预计10月下旬披露，前三季度利润增速有望维持在9%左右。", [
    U("预测；三季报未公开"),
  ]),
  // ---- 贵州茅台 2025-10-31 -----------------------------------------------------------------------------------------
  mt("t", N, "fE", "quarterly", "前三季度归母净利646.27亿元，同比增长约6.2%，三季度单季192.24亿元。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    V("net_profit", "2025S3", "192.24"),
  ]),
  mt(
    "f",
    N,
    "fR",
    "quarterly",
    "前三季度经营现金流381.97亿元，其中三季度单季仅43.10亿元，回款显著放缓。",
    [
      V("operating_cash_flow", "2025M9", "381.97"),
      V("operating_cash_flow", "2025S3", "43.10", "亿", "eq", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "43.10亿是二季度单季；三季度单季250.78亿" },
  ),
  mt("t", N, "fR", "quarterly", "三季度单季经营现金流250.78亿元，远高于二季度单季的43.10亿元。", [
    V("operating_cash_flow", "2025S3", "250.78"),
    V("operating_cash_flow", "2025S2", "43.10"),
  ]),
  mt("t", N, "tT", "technical", "收盘1430.01元，5/10/20/60/120/250日均线依次空头排列，MACD于10月28日死叉。", [
    CLOSE("1430.01"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MACD("death_cross", 5),
  ]),
  mt("f", N, "tS", "technical", "RSI14升至62，短线情绪偏热。", [RSI("62", "approx", { err: "technical" })], {
    err: "technical",
    note: "RSI 42.12；审计：删去第二处独立错误（52周区间上沿，实为约11%）",
  }),
  mt("u", N, "tP", "undecidable", "2025全年利润增速预计放缓至个位数，四季度是观察批价的关键窗口。", [
    U("全年报告未公开；预测"),
  ]),

  // ---- 比亚迪 2025-04-30 / 09-05 / 10-31 ---------------------------------------------------------------------------
  by("t", P, "bull", "annual", "2024年归母净利润402.54亿元，同比增长约34%，营业总收入7771.02亿元增29%。", [
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2024", { v: "34", cmp: "approx" }),
    V("revenue", "2024", "7771.02"),
    G("revenue", "2024", { v: "29", cmp: "approx" }),
  ]),
  by(
    "u",
    P,
    "fE",
    "quarterly",
    "2025年一季度归母净利91.55亿元，同比翻倍。",
    [V("net_profit", "2025Q1", "91.55"), G("net_profit", "2025Q1", { size: "翻倍" })],
    { note: "2024Q1未存储" },
  ),
  by("u", P, "tT", "technical", "4月30日收盘站上20日均线，量能温和放大。", [MA(20, "above")], {
    note: "日线始于2025-07-29",
  }),
  by(
    "f",
    P,
    "tN",
    "announcement",
    "4月下旬公司披露了2024年度利润分配及转增方案的实施公告。",
    [EV("dividend", true, { from: "2025-04-15", title: "实施", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月23日为方案公告，实施公告7月22日才发布" },
  ),
  by("t", P, "tN", "announcement", "4月23日公告2024年度利润分配及资本公积金转增股本方案。", [
    EV("dividend", true, { from: "2025-04-23", to: "2025-04-23", title: "转增" }),
  ]),
  by("t", S, "fE", "quarterly", "2025年上半年营收3712.81亿元同比增约23%，归母净利155.11亿元增约14%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "14", cmp: "approx" }),
  ]),
  by(
    "f",
    S,
    "bear",
    "quarterly",
    "上半年毛利率18.01%，同比下降约2个百分点，负债率却升至77.47%。",
    [
      V("gross_margin", "2025H1", "18.01", "%"),
      PP("gross_margin", "2025H1", { v: "-2", cmp: "approx" }),
      PP("debt_ratio", "2025H1", { base: "2024", dir: "up", err: "wrong_period" }),
      V("debt_ratio", "2025H1", "77.47", "%", "eq", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "77.47%是2024H1；2025H1为71.08%，同比下降" },
  ),
  by("t", S, "bear", "quarterly", "二季度单季归母净利63.56亿元，环比一季度91.55亿元下降约31%。", [
    V("net_profit", "2025S2", "63.56"),
    QOQ("net_profit", "2025S2", "2025S1", { v: "-31", cmp: "approx" }),
  ]),
  by(
    "u",
    S,
    "fE",
    "quarterly",
    "二季度单季归母净利同比下滑约三成。",
    [G("net_profit", "2025S2", { v: "-30", cmp: "approx" })],
    {
      note: "2024Q1未存储，2024年二季度单季不可得",
    },
  ),
  by("t", S, "tT", "technical", "收盘107.26元，低于MA10约109.76元与MA20约108.50元。", [
    CLOSE("107.26"),
    MA(10, "value", { v: "109.76" }),
    MA(10, "below"),
    MA(20, "value", { v: "108.50" }),
    MA(20, "below"),
  ]),
  by("t", N, "fE", "quarterly", "前三季度营收5662.66亿元同比增12.7%，但归母净利233.33亿元同比下降约7.5%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.7", cmp: "approx" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  by(
    "f",
    N,
    "fR",
    "quarterly",
    "三季度单季归母净利78.23亿元，同比下降约3%，降幅温和。",
    [V("net_profit", "2025S3", "78.23"), G("net_profit", "2025S3", { v: "-3", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比-32.6%；-3%是单季营收的降幅" },
  ),
  by("t", N, "fR", "quarterly", "三季度单季营收1949.85亿元同比小幅下滑约3%，单季归母净利则降约33%。", [
    V("revenue", "2025S3", "1949.85"),
    G("revenue", "2025S3", { v: "-3", cmp: "approx", size: "小幅下滑" }),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
  ]),
  by("t", N, "tT", "technical", "收盘100.79元跌破前20日所有收盘价，5/10/20/60日均线空头排列，RSI约33。", [
    CLOSE("100.79"),
    BRK(20, "down"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("33", "approx"),
  ]),
  by(
    "f",
    N,
    "tT",
    "technical",
    "近20个交易日上涨约6%，资金抢筹。",
    [RET(20, { v: "6", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近20日-6.24%" },
  ),

  // ---- 中国石化 2025-04-30 / 2020-05-15 / 2021-04-30 ---------------------------------------------------------------
  sh("t", P, "tT", "technical", "收盘5.66元，低于60日、120日与250日均线，年线约6.29元。", [
    CLOSE("5.66"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "value", { v: "6.29" }),
    MA(250, "below"),
  ]),
  sh("t", P, "fE", "annual", "刚披露的2024年报显示归母净利503.13亿元，同比下降约17%。", [
    EV("annual_report", true, { from: "2025-03-01", title: "2024年" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-17", cmp: "approx" }),
  ]),
  sh("t", "2020-05-15", "fE", "annual", "2019年归母净利润575.91亿元，扣非542.71亿元，基本每股收益0.48元。", [
    V("net_profit", "2019", "575.91"),
    V("deducted_net_profit", "2019", "542.71"),
    V("basic_eps", "2019", "0.48", "元"),
  ]),
  sh(
    "f",
    "2020-05-15",
    "tC",
    "annual",
    "2019年末资产负债率50.04%，负债总额超过资产总额，偿债风险突出。",
    [
      V("debt_ratio", "2019", "50.04", "%"),
      R("total_liabilities", "total_assets", "2019", "1", { cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "负债8781.66亿，资产17550.71亿，约一半" },
  ),
  sh("t", "2020-05-15", "tC", "annual", "2019年末资产负债率约50%，负债8781.66亿元约为资产17550.71亿元的一半。", [
    V("debt_ratio", "2019", "50", "%", "approx"),
    V("total_liabilities", "2019", "8781.66"),
    V("total_assets", "2019", "17550.71"),
    R("total_liabilities", "total_assets", "2019", "0.5", { cmp: "approx" }),
  ]),
  sh(
    "u",
    "2020-05-15",
    "fR",
    "annual",
    "2019年归母净利同比下降约8%，油价下跌的冲击将在一季度继续体现。",
    [G("net_profit", "2019", { v: "-8", cmp: "approx" }), U("油价与一季度影响")],
    { note: "2018年未存储" },
  ),
  sh("t", "2020-05-15", "fV", "annual", "2019年经营现金流1534.20亿元，约为归母净利的2.7倍，每股经营现金流1.27元。", [
    V("operating_cash_flow", "2019", "1534.20"),
    R("operating_cash_flow", "net_profit", "2019", "2.7", { cmp: "approx" }),
    V("ocf_per_share", "2019", "1.27", "元"),
  ]),
  sh(
    "t",
    "2021-04-30",
    "bear",
    "annual",
    "2020年归母净利润332.71亿元，较2019年的575.91亿元下降约42%，扣非净利转为亏损15.65亿元。",
    [
      V("net_profit", "2020", "332.71"),
      G("net_profit", "2020", { v: "-42", cmp: "approx" }),
      V("deducted_net_profit", "2020", "-15.65"),
    ],
  ),
  sh(
    "f",
    "2021-04-30",
    "bull",
    "annual",
    "2020年基本每股收益0.28元，同比增长约71%，疫情之下逆势改善。",
    [
      V("basic_eps", "2020", "0.28", "元"),
      G("basic_eps", "2020", { v: "71", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "由0.48元降至0.28元，-41.7%" },
  ),
  sh("t", "2021-04-30", "bull", "annual", "2020年营业收入21047.24亿元，比2019年少约29%，但毛利率仍有19.91%。", [
    V("operating_revenue", "2020", "21047.24"),
    G("operating_revenue", "2020", { v: "-29", cmp: "approx" }),
    V("gross_margin", "2020", "19.91", "%"),
  ]),
];
