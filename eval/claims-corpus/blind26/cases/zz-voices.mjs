// Writers who are not debate JSON points: an app's 【诊股】 card, 公众号 digests, a 路演 transcript, a 晨会 note,
// forum posts, a quant's signal log, a compliance review, a fund letter, wire flashes; each filed under the role that
// would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, CLOSE, MA, MAORDER, RSI, BIAS, DD, RET, U, SPAN, PE, GDIFF, PP } = H;
const byd = H.maker("b26-vo-byd", "002594");
const pa = H.maker("b26-vo-pa", "601318");
const sh = H.maker("b26-vo-sh", "600028");
const wly = H.maker("b26-vo-wly", "000858");
const A = "2026-04-30";
const O = "2020-05-15";

export default [
  sh(
    "t",
    A,
    "tT",
    "technical",
    "【诊股】中国石化｜技术面：RSI 30.0，中短期均线空头排列；基本面：2024年归母净利润503.13亿元，同比-16.8%。",
    [
      RSI("30.0", "approx"),
      MAORDER([5, 10, 20, 60], "bear"),
      V("net_profit", "2024", "503.13"),
      G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    ],
  ),
  byd(
    "t",
    A,
    "tN",
    "annual",
    "一图读懂比亚迪年报｜营收8039.65亿（+3.5%），归母净利326.19亿（-19.0%），经营现金流591.36亿（-55.7%）。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { v: "3.5", cmp: "approx" }),
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { v: "-19.0", cmp: "approx" }),
      V("operating_cash_flow", "2025", "591.36"),
      G("operating_cash_flow", "2025", { v: "-55.7", cmp: "approx" }),
    ],
  ),
  wly(
    "t",
    A,
    "tT",
    "technical",
    "信号日志 2026-04-30 000858：收97.08，BIAS20 -4.65%，20日回撤-7.5%，RSI 28.4，触发超卖观察。",
    [
      CLOSE("97.08"),
      BIAS(20, { v: "-4.65", cmp: "approx" }),
      DD(20, { v: "-7.5", cmp: "approx" }),
      RSI("28.4", "approx"),
    ],
  ),
  pa(
    "f",
    A,
    "tN",
    "annual",
    "【财报速递】中国平安2025年归母净利润1347.78亿元，同比+64.5%。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "64.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+6.45%，多写了一位" },
  ),
  wly(
    "f",
    A,
    "tT",
    "technical",
    "晨会纪要：五粮液收盘已跌破97元整数关口，技术上暂无支撑。",
    [CLOSE("97", "lt", { err: "technical" })],
    { err: "technical", note: "收盘97.08元，盘中最低97元，收盘未破" },
  ),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "雪球热帖：中国石化过去一年跌了三成多，还有人把它当红利资产？",
    [SPAN("2025-04-30", { v: "-30", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "5.66→5.39，一年-4.8%；三成是自3月高点的回撤" },
  ),
  byd(
    "f",
    A,
    "tF",
    "annual",
    "路演纪要｜董秘：2025年资本开支1568.08亿元，较上年已有所回落，投资高峰基本过去。",
    [V("capex", "2025", "1568.08"), G("capex", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "973.60→1568.08，+61%" },
  ),
  byd(
    "f",
    A,
    "tF",
    "quarterly",
    "研报｜比亚迪：Q1归母净利同比-55.4%，毛利率同比提升，底部渐明。",
    [
      G("net_profit", "2026Q1", { v: "-55.4", cmp: "approx" }),
      PP("gross_margin", "2026Q1", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "毛利率20.07%→18.81%" },
  ),
  pa(
    "f",
    A,
    "tS",
    "technical",
    "股吧热议：平安250个交易日涨了近五成，早上车的都赚翻了。",
    [RET(250, { v: "50", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "250个交易日+17.7%" },
  ),
  sh(
    "f",
    A,
    "fT",
    "valuation",
    "合规复核：报告所称静态市盈率约13倍有误，按5.39元与每股收益0.41元应为约31倍，需修改。",
    [CLOSE("5.39"), PE("2024", "31", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "5.39/0.415≈13倍，原报告正确" },
  ),
  wly(
    "f",
    O,
    "tN",
    "annual",
    "公众号摘要：五粮液2019年加权ROE超过30%，盈利能力直追茅台。",
    [V("roe", "2019", "30", "%", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "ROE 25.26%" },
  ),
  wly("t", O, "tF", "annual", "路演速记：2019年利润增速快于收入，净利润与营收增速之差约4.8个百分点。", [
    GDIFF(
      { metric: "net_profit", period: "2019" },
      { metric: "operating_revenue", period: "2019" },
      { v: "4.8", cmp: "approx" },
    ),
  ]),
  pa("u", A, "tN", "undecidable", "快讯：近一个月北向资金净买入中国平安超过50亿元。", [U("资金流向不在存储数据内")]),
  byd("u", A, "tS", "undecidable", "两融数据显示比亚迪融资余额升至年内新高，杠杆资金在抄底。", [
    U("融资余额不在存储数据内"),
  ]),
  sh("u", A, "fS", "undecidable", "股吧情绪指数跌至冰点，散户已在割肉离场。", [U("情绪指标不在存储数据内")]),
  wly("u", A, "fL", "undecidable", "基金季报：一季度我们减持了五粮液，年初以来其股价下跌约8.4%，基本面拐点尚未出现。", [
    U("基金持仓与基本面拐点不可核验"),
    SPAN("2025-12-31", { v: "-8.4", cmp: "approx" }),
  ]),
  byd("u", A, "tM", "undecidable", "市场一致预期2026年比亚迪归母净利润约380亿元，对应增速约16%。", [
    U("一致预期不在存储数据内"),
  ]),
  sh("u", A, "tN", "undecidable", "公司披露2026年资本支出计划约1600亿元，炼化与新能源各占一块。", [
    U("资本支出计划与分部未存储"),
  ]),
  byd("u", A, "tT", "undecidable", "快讯：5月6日比亚迪放量站上110元，创一个多月新高。", [U("日期晚于存储日线")]),
  wly("u", A, "fS", "undecidable", "茅台批价企稳后五粮液跟进挺价，经销商信心有所修复。", [
    U("批价与经销商信心不可核验"),
  ]),
  byd(
    "u",
    A,
    "tT",
    "technical",
    "【诊股】比亚迪｜收盘102.98元站上全部均线，RSI 52.4，52周区间位置约56%。",
    [
      CLOSE("102.98"),
      MA(5, "above"),
      MA(10, "above"),
      MA(20, "above"),
      MA(60, "above"),
      MA(120, "above"),
      MA(250, "above"),
      RSI("52.4", "approx"),
      H.POS52({ v: "56", cmp: "approx" }),
    ],
    { note: "日线始于2025-07-29：250日线与52周区间不可得" },
  ),
];
