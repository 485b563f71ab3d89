// Points dated 2025-10-31 (nine months 2025), 2025-09-05 (H1 2025), 2025-04-30 (FY2024, 茅台 2025Q1) and 2021-04-30
// (FY2020), and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, QOQ, PSUM, POS52, PE, X } = H;
const mt = H.maker("b27-late-mt", "600519");
const byd = H.maker("b27-late-byd", "002594");
const pa = H.maker("b27-late-pa", "601318");
const sh = H.maker("b27-late-sh", "600028");
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";
const Q = "2021-04-30";

export default [
  // ---- 2025-10-31 ---------------------------------------------------------------------------------------------
  mt(
    "t",
    O,
    "fE",
    "quarterly",
    "前三季度归母净利润646.27亿元，同比增长约6.2%，营业收入增速约6.4%，增速较上半年继续放缓。",
    [
      V("net_profit", "2025M9", "646.27"),
      G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
      G("operating_revenue", "2025M9", { v: "6.4", cmp: "approx" }),
      G("net_profit", "2025H1", { v: "6.2", cmp: "gt" }),
    ],
  ),
  mt(
    "f",
    O,
    "bull",
    "quarterly",
    "三季度单季归母净利润646亿元，同比仍有6%以上增长，业绩韧性十足。",
    [V("net_profit", "2025S3", "646", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "646.27亿是前三季度累计；单季192.24亿" },
  ),
  mt("u", O, "bear", "quarterly", "Q3是茅台近年最弱的一个季度：归母净利润192.24亿元，同比几乎零增长。", [
    V("net_profit", "2025S3", "192.24"),
    U("2024年三季度单季未存储，同比无法核验"),
  ]),
  mt("t", O, "tT", "technical", "10月28日MACD再度死叉，收盘1430.01元仍在年线1497元下方，RSI约42。", [
    MACD("death_cross", 5),
    CLOSE("1430.01"),
    MA(250, "below"),
    MA(250, "value", { v: "1497", cmp: "approx" }),
    RSI("42", "approx"),
  ]),
  mt("u", O, "fM", "annual", "照前三季度的节奏推算，2025年全年归母净利润将落在860亿元上下，与上年持平。", [
    U("2025年报于2026年才披露；推算"),
  ]),
  byd(
    "t",
    O,
    "fR",
    "quarterly",
    "前三季度营收5662.66亿元、同比+12.7%，归母净利润却下降7.5%至233.33亿元；单三季度利润同比降约33%。",
    [
      V("revenue", "2025M9", "5662.66"),
      G("revenue", "2025M9", { v: "12.7", cmp: "approx" }),
      G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
    ],
  ),
  byd(
    "f",
    O,
    "bull",
    "quarterly",
    "单看三季度，比亚迪卖出了1949.85亿元的收入，比2024年同期多约13%，销量放量带来收入持续扩张。",
    [V("revenue", "2025S3", "1949.85"), G("revenue", "2025S3", { v: "13", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "单季同比-3.05%；+12.7%是前三季度累计" },
  ),
  byd(
    "t",
    O,
    "tT",
    "technical",
    "10月末比亚迪均线系统走坏：5日线低于20日线、20日线又低于60日线；RSI14约33，接近超卖，当日收100.79元。",
    [CLOSE("100.79"), MAORDER([5, 20, 60], "bear"), RSI("33", "approx")],
  ),
  pa("t", O, "tTr", "technical", "平安10月14日MACD金叉，收盘57.83元站在年线之上，处于52周区间的上部。", [
    MACD("golden_cross", 15),
    CLOSE("57.83"),
    MA(250, "above"),
    POS52({ v: "70", cmp: "gt" }),
  ]),
  pa(
    "f",
    O,
    "tTr",
    "technical",
    "过去120个交易日平安股价下跌约13%，弱势格局未改。",
    [RET(120, { v: "-13", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "120日+12.99%" },
  ),
  sh(
    "t",
    O,
    "tT",
    "technical",
    "中石化在年线5.89元下方运行（10月31日收5.47元），好在10月13日DIF上穿DEA，且DIF已翻到零轴上方。",
    [
      MACD("golden_cross", 15),
      MACD("dif_above_zero"),
      CLOSE("5.47"),
      MA(250, "value", { v: "5.89", cmp: "approx" }),
      MA(250, "below"),
    ],
  ),
  // ---- 2025-09-05 ---------------------------------------------------------------------------------------------
  mt("t", S, "tF", "quarterly", "上半年营业收入同比增长9.1%，归母净利润454.03亿元，增长8.9%，增速降至个位数。", [
    G("operating_revenue", "2025H1", { v: "9.1", cmp: "approx" }),
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx", size: "个位数增长" }),
  ]),
  mt(
    "f",
    S,
    "tF",
    "quarterly",
    "Q2茅台归母净利润185.55亿元，比Q1多赚约45%，旺季效应超出预期。",
    [
      V("net_profit", "2025S2", "185.55"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "45", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-30.9%" },
  ),
  mt("t", S, "vT", "technical", "近20日均量放大到前20日的1.5倍左右，DIF在DEA上方，RSI约58。", [
    VOL("expand_strong"),
    H.VOLR({ v: "1.5", cmp: "approx" }),
    MACD("dif_above_dea"),
    RSI("58", "approx"),
  ]),
  byd("t", S, "fR", "quarterly", "上半年营收3712.81亿元，同比增长23.3%，但毛利率18.01%，较去年同期下降约2个百分点。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
    V("gross_margin", "2025H1", "18.01", "%"),
    PP("gross_margin", "2025H1", { v: "-2", cmp: "approx" }),
  ]),
  byd(
    "f",
    S,
    "bear",
    "quarterly",
    "上半年归母净利润155.11亿元，同比下滑约14%，价格战侵蚀利润。",
    [
      V("net_profit", "2025H1", "155.11"),
      G("net_profit", "2025H1", { v: "-14", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "H1同比+13.8%" },
  ),
  byd("u", S, "bear", "quarterly", "用半年报减去一季报，比亚迪二季度归母净利润约63.56亿元，同比降幅接近三成。", [
    V("net_profit", "2025S2", "63.56"),
    U("2024年一季度未存储，二季度单季同比无法核验"),
  ]),
  byd(
    "t",
    S,
    "fSy",
    "quarterly",
    "6月末货币资金1117.34亿元，是去年同期的两倍多；资产负债率71.08%，同比降6.4个百分点。",
    [
      V("cash", "2025H1", "1117.34"),
      X("cash", "2025H1", "2024H1", { v: "2", cmp: "gt" }),
      V("debt_ratio", "2025H1", "71.08", "%"),
      PP("debt_ratio", "2025H1", { v: "-6.4", cmp: "approx" }),
    ],
  ),
  // ---- 2025-04-30 ---------------------------------------------------------------------------------------------
  mt("t", P, "bull", "annual", "2024年营业总收入1741.44亿元、归母净利润862.28亿元，同比分别增长15.7%和15.4%。", [
    V("revenue", "2024", "1741.44"),
    V("net_profit", "2024", "862.28"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "bull",
    "quarterly",
    "2025年一季度归母净利润268.47亿元，同比增长15.4%，延续全年高增。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "15.4", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "25Q1同比+11.56%；15.4%是2024全年" },
  ),
  mt("t", P, "fR", "annual", "2024年经营现金流924.64亿元，同比增长约39%，大于当年归母净利润。", [
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2024", { v: "39", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2024", "1", { cmp: "gt" }),
  ]),
  mt("u", P, "bear", "annual", "2025年利润增速势必回落到个位数，高端需求已见顶。", [U("2025年报尚未披露；预测")]),
  mt("t", P, "fV", "valuation", "按2024年每股收益68.64元计，1547元的股价对应市盈率约22.5倍。", [
    V("basic_eps", "2024", "68.64", "元"),
    CLOSE("1547"),
    PE("2024", "22.5", "approx"),
  ]),
  // ---- 2021-04-30 ---------------------------------------------------------------------------------------------
  pa("t", Q, "fE", "annual", "2020年归母净利润1430.99亿元，同比下降4.2%，ROE由24.35%降至20.00%。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    V("roe", "2019", "24.35", "%"),
    V("roe", "2020", "20.00", "%"),
  ]),
  pa(
    "f",
    Q,
    "bear",
    "annual",
    "2020年营业收入12183亿元，同比下滑约4%，保费端承压。",
    [
      V("operating_revenue", "2020", "12183", "亿", "approx"),
      G("operating_revenue", "2020", { v: "-4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "营收+4.2%，下降的是净利润" },
  ),
  sh("t", Q, "bear", "annual", "2020年归母净利润332.71亿元，同比大跌约42%，扣非口径更是亏损15.65亿元。", [
    V("net_profit", "2020", "332.71"),
    G("net_profit", "2020", { v: "-42", cmp: "approx", size: "大幅下滑" }),
    V("deducted_net_profit", "2020", "-15.65"),
  ]),
  sh(
    "f",
    Q,
    "fE",
    "annual",
    "2020年营业收入21047亿元，同比下降约19%，油价暴跌拖累收入。",
    [
      V("operating_revenue", "2020", "21047", "亿", "approx"),
      G("operating_revenue", "2020", { v: "-19", cmp: "approx", err: "wrong_magnitude" }),
      U("油价归因"),
    ],
    { err: "wrong_magnitude", note: "同比-29.0%" },
  ),
];
