// Points on other dates: 贵州茅台 on 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months);
// 中国平安 on 2025-04-30 (FY2024) and 2021-04-30 (FY2020, no bars); and what was not public yet.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, X, QOQ } = H;
const { POS52, BRK, DD, VOLR, HILO, MRET, PE, MCNOW, PSUM, IND, READ, GSTREAK, SPAN, WEEKS, BIAS } = H;
const m = H.maker("b74-lmt", "600519");
const p = H.maker("b74-lpa", "601318");
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";
const O = "2021-04-30";

export default [
  // 茅台 2025-04-30
  m("t", P, "bull", "annual", "2024年营业总收入1741.44亿元、归母净利862.28亿元，同比分别增长15.7%和15.4%。", [
    V("revenue", "2024", "1741.44"),
    V("net_profit", "2024", "862.28"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  m(
    "f",
    P,
    "bull",
    "annual",
    "2024年归母净利润862.28亿元，同比增长约19.2%，保持两位数增长。",
    [
      V("net_profit", "2024", "862.28"),
      G("net_profit", "2024", { v: "19.2", cmp: "approx", err: "wrong_period" }),
      G("net_profit", "2024", { size: "两位数增长" }),
    ],
    { err: "wrong_period", note: "19.2%是2023年增速；2024年+15.4%" },
  ),
  m("t", P, "fE", "quarterly", "25Q1归母净利润268.47亿元，同比增长约11.6%，营业收入同比增长约10.5%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
  ]),
  m(
    "f",
    P,
    "fE",
    "quarterly",
    "2025年一季度归母净利268.47亿元，同比增长约1.2%，增速几近停滞。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "1.2", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+11.56%" },
  ),
  m("t", P, "fV", "valuation", "现价1547元，对应2024年每股收益68.64元，静态PE约22.5倍。", [
    CLOSE("1547"),
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "22.5", "approx"),
  ]),
  m("t", P, "fR", "annual", "2024年合同负债95.92亿元，较上年141.26亿元下降约32%，预收款蓄水池在变浅。", [
    V("contract_liabilities", "2024", "95.92"),
    V("contract_liabilities", "2023", "141.26"),
    G("contract_liabilities", "2024", { v: "-32", cmp: "approx" }),
  ]),
  m(
    "f",
    P,
    "bull",
    "annual",
    "2024年合同负债较上年继续增长，经销商打款积极，这是明确的利好。",
    [READ(G("contract_liabilities", "2024", { dir: "up" }), "positive", { err: "wrong_direction" })],
    { err: "wrong_direction", note: "合同负债下降32%" },
  ),
  m("t", P, "tT", "technical", "MACD于3月26日死叉后DIF仍在DEA下方，股价1547元略低于20日线。", [
    MACD("death_cross", 25),
    MACD("dif_below_dea"),
    MA(20, "below"),
    CLOSE("1547"),
  ]),
  m("u", P, "bear", "undecidable", "预计2025年二季度茅台单季利润将出现负增长。", [U("2025Q2于2025-08-13才披露：预测")]),
  m("u", P, "bull", "undecidable", "茅台2025年半年报营收增长9%，上半年稳了。", [U("2025H1于2025-08-13披露，晚于asOf")]),
  // 茅台 2025-09-05
  m("t", S, "bull", "quarterly", "上半年归母净利454.03亿元，同比增长约8.9%；营业收入同比增长约9.1%，双双个位数增长。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx", size: "个位数增长" }),
    G("operating_revenue", "2025H1", { v: "9.1", cmp: "approx", size: "个位数增长" }),
  ]),
  m("t", S, "bear", "quarterly", "Q2单季归母净利185.55亿元，比Q1的268.47亿元少了约31%。", [
    V("net_profit", "2025S2", "185.55"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "-31", cmp: "approx" }),
  ]),
  m(
    "f",
    S,
    "bear",
    "quarterly",
    "二季度单季归母净利454.03亿元，环比一季度大幅增长69%，节奏前低后高。",
    [
      V("net_profit", "2025S2", "454.03", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "69", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "454.03亿是上半年累计；Q2单季185.55亿，环比-30.9%" },
  ),
  m("t", S, "fR", "quarterly", "上半年经营现金流仅131.19亿元，不到同期归母净利的三成，现金转化偏弱。", [
    V("operating_cash_flow", "2025H1", "131.19"),
    R("operating_cash_flow", "net_profit", "2025H1", "0.3", { cmp: "lt" }),
  ]),
  m("t", S, "tT", "technical", "8月18日MACD再度金叉，5/10/20/60日均线多头排列，但股价仍在250日线下方。", [
    MACD("golden_cross", 20),
    MAORDER([5, 10, 20, 60], "bull"),
    MA(250, "below"),
  ]),
  m(
    "f",
    S,
    "tT",
    "technical",
    "近一个月成交量比之前一个月萎缩了约五成，上涨缺乏量能配合。",
    [VOLR({ v: "0.5", cmp: "approx", err: "technical" })],
    { err: "technical", note: "20日均量为前20日的1.51倍，放量" },
  ),
  m("t", S, "tS", "technical", "8月上涨约4.1%，近20日均量放大到前20日的1.5倍，资金回流迹象明显。", [
    MRET("2025-08", { v: "4.1", cmp: "approx" }),
    VOLR({ v: "1.5", cmp: "approx" }),
  ]),
  m("u", S, "tN", "undecidable", "茅台三季度利润增速将继续放缓至个位数以下。", [U("2025Q3于2025-10-30才披露：预测")]),
  m("t", S, "fSy", "quarterly", "中报资产负债率14.75%，比2024年末的19.04%低约4.3个百分点。", [
    V("debt_ratio", "2025H1", "14.75", "%"),
    PP("debt_ratio", "2025H1", { base: "2024", v: "-4.3", cmp: "approx" }),
  ]),
  // 茅台 2025-10-31
  m("t", N, "bull", "quarterly", "前三季度归母净利646.27亿元，同比增长约6.2%，营收同比增长约6.4%。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    G("operating_revenue", "2025M9", { v: "6.4", cmp: "approx" }),
  ]),
  m(
    "f",
    N,
    "bull",
    "quarterly",
    "前三季度归母净利646.27亿元，同比增长约8.9%，利润增长稳健。",
    [
      V("net_profit", "2025M9", "646.27"),
      G("net_profit", "2025M9", { v: "8.9", cmp: "approx", err: "wrong_period" }),
      G("net_profit", "2025M9", { size: "稳健增长" }),
    ],
    { err: "wrong_period", note: "8.9%是上半年增速；前三季度+6.25%" },
  ),
  m("t", N, "fE", "quarterly", "Q3单季归母净利约192.24亿元，环比Q2的185.55亿元增长约3.6%。", [
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "3.6", cmp: "approx" }),
  ]),
  m("u", N, "bear", "undecidable", "三季度单季归母净利192.24亿元，同比几乎零增长，是上市以来最差的单季。", [
    V("net_profit", "2025S3", "192.24"),
    U("2024Q3单季未存储：同比与历史排名不可核"),
  ]),
  m("t", N, "fQ", "quarterly", "Q3单季经营现金流约250.78亿元，前三季度合计381.97亿元，只有归母净利的约59%。", [
    V("operating_cash_flow", "2025S3", "250.78"),
    V("operating_cash_flow", "2025M9", "381.97"),
    R("operating_cash_flow", "net_profit", "2025M9", "59", { u: "%", cmp: "approx" }),
  ]),
  m("t", N, "tT", "technical", "10月28日MACD死叉，5日到250日均线全线空头排列，收盘1430.01元。", [
    MACD("death_cross", 5),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    CLOSE("1430.01"),
  ]),
  m(
    "f",
    N,
    "tT",
    "technical",
    "收盘1430.01元已跌穿52周最低点，创一年新低。",
    [LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周低点1400，收盘高于它" },
  ),
  m("t", N, "tC", "technical", "股价处于52周区间约11%的低位，但距低点1400元仅2.1%，支撑脆弱。", [
    POS52({ v: "11", cmp: "approx" }),
    LO52({ cond: "level", v: "1400" }),
    LO52({ v: "2.1", cmp: "approx" }),
  ]),
  m("u", N, "tP", "undecidable", "四季度茅台利润或同比下滑，年报前降至低配。", [U("2025Q4预测")]),
  m("t", N, "vF", "quarterly", "前三季度ROE 24.64%，毛利率91.29%，净利率52.08%。", [
    V("roe", "2025M9", "24.64", "%"),
    V("gross_margin", "2025M9", "91.29", "%"),
    V("net_margin", "2025M9", "52.08", "%"),
  ]),
  // 平安 2025-04-30
  p("t", P, "bull", "annual", "2024年归母净利润1266.07亿元，同比增长约47.8%，营业总收入增长约12.6%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
  ]),
  p(
    "f",
    P,
    "bull",
    "annual",
    "2024年营业总收入10289.25亿元，同比增长约47.8%，收入利润齐飞。",
    [V("revenue", "2024", "10289.25"), G("revenue", "2024", { v: "47.8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营收+12.6%；47.8%是利润增速" },
  ),
  p("t", P, "tN", "announcement", "3月20日公司发布2024年年度利润分配方案，同日公告注销回购A股股份。", [
    EV("dividend", true, { from: "2025-03-20", to: "2025-03-20", title: "2024年年度利润分配方案" }),
    EV("repurchase", true, { from: "2025-03-20", to: "2025-03-20", title: "注销" }),
  ]),
  p("t", P, "tT", "technical", "4月21日MACD金叉，收盘50.71元站在250日线48.39元上方。", [
    MACD("golden_cross", 10),
    CLOSE("50.71"),
    MA(250, "value", { v: "48.39", cmp: "approx" }),
    MA(250, "above"),
  ]),
  p(
    "f",
    P,
    "tT",
    "technical",
    "年初以来平安股价上涨约3.7%，跑赢大多数保险股。",
    [RET("2024-12-31", { v: "3.7", cmp: "approx", err: "wrong_direction" }), U("保险股对比：同业未存储")],
    { err: "wrong_direction", note: "年内-3.69%" },
  ),
  p("u", P, "fV", "undecidable", "按当前市值和2024年利润测算，平安PE约8倍。", [MCNOW("2024", "8", "approx")], {
    note: "股本（市值快照2025-07-04）晚于asOf",
  }),
  p("u", P, "bear", "undecidable", "平安一季度归母净利同比下降约26%，拐点尚未出现。", [U("2025Q1未存储")]),
  p("t", P, "fR", "annual", "2024年负债率89.93%是险企常态，经营现金流3824.74亿元同比增约6.1%。", [
    V("debt_ratio", "2024", "89.93", "%"),
    IND("high_debt_is_normal"),
    V("operating_cash_flow", "2024", "3824.74"),
    G("operating_cash_flow", "2024", { v: "6.1", cmp: "approx" }),
  ]),
  // 平安 2021-04-30
  p("t", O, "bear", "annual", "2020年归母净利润1430.99亿元，同比下降约4.2%，基本每股收益由8.41元降到8.10元。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    V("basic_eps", "2019", "8.41", "元"),
    V("basic_eps", "2020", "8.10", "元"),
  ]),
  p(
    "f",
    O,
    "bull",
    "annual",
    "2020年归母净利润1430.99亿元，同比增长约4.2%，疫情下仍保持增长。",
    [
      V("net_profit", "2020", "1430.99"),
      G("net_profit", "2020", { v: "4.2", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-4.22%；+4.2%是营业收入" },
  ),
  p("t", O, "bull", "annual", "2020年营业收入12183.15亿元，同比增长约4.2%，扣非归母净利1435.40亿元增约3.1%。", [
    V("operating_revenue", "2020", "12183.15"),
    G("operating_revenue", "2020", { v: "4.2", cmp: "approx" }),
    V("deducted_net_profit", "2020", "1435.40"),
    G("deducted_net_profit", "2020", { v: "3.1", cmp: "approx" }),
  ]),
  p("t", O, "fE", "annual", "ROE由24.35%降至20.00%，下滑4.35个百分点，但每股净资产升至41.72元。", [
    V("roe", "2019", "24.35", "%"),
    V("roe", "2020", "20.00", "%"),
    PP("roe", "2020", { v: "-4.35" }),
    V("bps", "2020", "41.72", "元"),
    G("bps", "2020", { dir: "up" }),
  ]),
  p(
    "f",
    O,
    "fE",
    "annual",
    "2020年每股经营现金流17.66元，较2019年下降约25%。",
    [
      V("ocf_per_share", "2020", "17.66", "元"),
      G("ocf_per_share", "2020", { v: "-25", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "14.04→17.66，+25.8%" },
  ),
  p("t", O, "fSy", "annual", "2020年末总资产约9.53万亿元，同比增长约15.9%，负债率89.63%与上年持平。", [
    V("total_assets", "2020", "9.53", "万亿", "approx"),
    G("total_assets", "2020", { v: "15.9", cmp: "approx" }),
    V("debt_ratio", "2020", "89.63", "%"),
    PP("debt_ratio", "2020", { v: "0", cmp: "approx", dir: "flat" }),
  ]),
  p("u", O, "tT", "undecidable", "平安股价年报发布后跌破60元，技术面破位。", [CLOSE("60", "lt")], {
    note: "2021年无连续日线",
  }),
  p("u", O, "tN", "undecidable", "平安2021年一季度归母净利润同比增长约5%。", [U("2021Q1未存储")]),
];
