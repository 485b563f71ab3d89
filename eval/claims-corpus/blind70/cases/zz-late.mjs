// Points on other dates: 2025-04-30 (FY2024), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025), 2021-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, RET, CLOSE, RSI, MACD, HI52, U, QOQ, VOL, MAX, UP, READ, GDIFF } = H;
const mt = H.maker("b70-lt-mt", "600519");
const nd = H.maker("b70-lt-nd", "300750");
const zs = H.maker("b70-lt-zs", "600036");
const by = H.maker("b70-lt-by", "002594");
const pa = H.maker("b70-lt-pa", "601318");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";

export default [
  mt(
    "t",
    P,
    "bull",
    "annual",
    "茅台2024年归母净利润862.28亿元，同比增长约15.4%，营业总收入1741.44亿元，增速约15.7%。",
    [
      V("net_profit", "2024", "862.28"),
      G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
      V("revenue", "2024", "1741.44"),
      G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    P,
    "fE",
    "annual",
    "2024年茅台归母净利润862.28亿元，较2022年增长约15%，增速依旧稳健。",
    [
      V("net_profit", "2024", "862.28"),
      G("net_profit", "2024", { base: "2022", v: "15", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "15.4%是较2023年；较2022年+37.5%" },
  ),
  mt("u", P, "fE", "undecidable", "茅台2025年全年归母净利润预计同比下滑，一季度将是全年高点。", [
    U("FY2025尚未披露，属预测"),
  ]),
  mt(
    "t",
    S,
    "fQ",
    "quarterly",
    "茅台上半年归母净利润454.03亿元，其中二季度单季185.55亿元，环比一季度的268.47亿元下降约31%。",
    [
      V("net_profit", "2025H1", "454.03"),
      V("net_profit", "2025S2", "185.55"),
      QOQ("net_profit", "2025S2", "2025S1", { v: "-31", cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    S,
    "tT",
    "technical",
    "茅台收于1483元，近20日成交量较前20日萎缩约三成，属于缩量整理。",
    [CLOSE("1483"), VOL("shrink", { err: "technical" })],
    { err: "technical", note: "20日均量为前20日的1.51倍，放量" },
  ),
  mt("t", S, "tT", "technical", "收于1483元，MACD于8月18日重新金叉，近20日放量约五成，但距52周高点1910元仍差约22%。", [
    CLOSE("1483"),
    MACD("golden_cross", 15),
    H.VOLR({ v: "1.5", cmp: "approx" }),
    HI52({ cond: "level", v: "1910" }),
    HI52({ v: "-22", cmp: "approx" }),
  ]),
  mt("u", S, "fQ", "undecidable", "茅台三季度单季归母净利润约192亿元，环比二季度略有回升。", [
    V("net_profit", "2025S3", "192", "亿", "approx"),
  ]),
  nd("t", O, "fE", "quarterly", "宁德时代前三季度营收2830.72亿元，同比增长约9.3%，归母净利润490.34亿元，增长约36%。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3", cmp: "approx" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
  ]),
  nd(
    "f",
    O,
    "tN",
    "quarterly",
    "宁德时代三季度单季归母净利润185.49亿元，同比增长约9%，与营收增速相当。",
    [V("net_profit", "2025S3", "185.49"), G("net_profit", "2025S3", { v: "9", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "单季同比+41.2%" },
  ),
  nd("t", O, "tB", "quarterly", "三季度单季归母净利润185.49亿元，同比增长约41%，增速快于前三季度累计的36%。", [
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
    GDIFF({ metric: "net_profit", period: "2025S3" }, { metric: "net_profit", period: "2025M9" }, { dir: "up" }),
  ]),
  nd(
    "t",
    O,
    "tTr",
    "technical",
    "宁德时代收于388.77元，过去60个交易日上涨约47%，但MACD在10月13日已死叉，近20日明显缩量。",
    [CLOSE("388.77"), RET(60, { v: "47", cmp: "approx" }), MACD("death_cross", 20), VOL("shrink_strong")],
  ),
  nd("u", O, "fM", "undecidable", "宁德时代2025年全年归母净利润有望突破700亿元，四季度单季将创历史新高。", [
    U("FY2025于2026年才披露"),
  ]),
  zs(
    "t",
    O,
    "fE",
    "quarterly",
    "招行前三季度营业总收入2514.20亿元，同比微降约0.5%，归母净利润1137.72亿元，同比微增约0.5%。",
    [
      V("revenue", "2025M9", "2514.20"),
      G("revenue", "2025M9", { v: "-0.5", cmp: "approx", size: "微降" }),
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "0.5", cmp: "approx", size: "微增" }),
    ],
  ),
  zs(
    "f",
    O,
    "bear",
    "quarterly",
    "招行三季度单季归母净利润388.42亿元，同比下降约1%，利润拐点已现。",
    [
      V("net_profit", "2025S3", "388.42"),
      G("net_profit", "2025S3", { v: "-1", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+1.04%" },
  ),
  zs("t", O, "tT", "technical", "招行收于40.89元，MACD于10月14日金叉，但近60个交易日仍累计下跌约8%。", [
    CLOSE("40.89"),
    MACD("golden_cross", 15),
    RET(60, { v: "-8", cmp: "approx" }),
  ]),
  by("t", S, "fE", "quarterly", "比亚迪上半年营收3712.81亿元，同比增长约23%，归母净利润155.11亿元，同比增长约14%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "14", cmp: "approx" }),
  ]),
  by(
    "f",
    S,
    "fQ",
    "quarterly",
    "比亚迪上半年归母净利润155.11亿元，同比增长约24%，利润增速跑赢营收。",
    [
      V("net_profit", "2025H1", "155.11"),
      G("net_profit", "2025H1", { v: "24", cmp: "approx", err: "wrong_value" }),
      GDIFF(
        { metric: "net_profit", period: "2025H1" },
        { metric: "revenue", period: "2025H1" },
        { dir: "up", err: "wrong_value" },
      ),
    ],
    { err: "wrong_value", note: "同比+13.8%，低于营收增速23.3%" },
  ),
  by("u", S, "fQ", "undecidable", "比亚迪二季度单季归母净利润63.56亿元，同比下滑约三成。", [
    V("net_profit", "2025S2", "63.56"),
    G("net_profit", "2025S2", { v: "-30", cmp: "approx" }),
  ]),
  pa(
    "t",
    P,
    "bull",
    "annual",
    "平安2024年归母净利润1266.07亿元，同比增长约47.8%，已连续两年回升，走出了2020—2022年连续下滑的低谷。",
    [
      V("net_profit", "2024", "1266.07"),
      G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
      H.DOWN("net_profit", ["2019", "2020", "2021", "2022"]),
      H.UP("net_profit", ["2022", "2023", "2024"]),
    ],
  ),
  pa(
    "f",
    P,
    "tTr",
    "technical",
    "平安收于50.71元，过去250个交易日下跌约28%，长期趋势向下。",
    [CLOSE("50.71"), RET(250, { v: "-28", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近250个交易日+27.7%" },
  ),
  pa("u", P, "fQ", "undecidable", "平安2025年一季度归母净利润同比下降约26%，投资端拖累明显。", [
    G("net_profit", "2025Q1", { v: "-26", cmp: "approx" }),
  ]),
  pa("t", "2021-04-30", "bear", "annual", "平安2020年归母净利润1430.99亿元，较2019年的1494.07亿元下降约4.2%。", [
    V("net_profit", "2020", "1430.99"),
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
  ]),
  pa(
    "f",
    "2021-04-30",
    "bull",
    "annual",
    "平安2020年基本每股收益8.41元，与上年持平，盈利稳定性突出。",
    [
      V("basic_eps", "2020", "8.41", "元", "eq", { err: "wrong_period" }),
      G("basic_eps", "2020", { size: "基本持平", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "8.41元是2019年；2020年为8.10元" },
  ),
];
