// 五粮液 on 2026-04-30: nothing stored after FY2019 (every point on later years is undecidable); bars 2019..2026-04-30;
// no notices at all (a missing notice is undecidable). Its FY2019 points dated 2020-05-15 are in zz-late.mjs.
import * as H from "../spec-helpers.mjs";

const { V, CLOSE, MAORDER, RSI, MACD, HI52, LO52, RET, BRK, POS52, U } = H;
const c = H.maker("b49-wl", "000858");
const A = "2026-04-30";

export default [
  c("t", A, "tT", "technical", "收盘97.08元，跌破此前60个交易日的所有收盘价，均线从5日到250日完全空头排列。", [
    CLOSE("97.08"),
    BRK(60, "down"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
  ]),
  c("t", A, "tS", "technical", "RSI14只有28.4，股价紧贴52周低点97元，区间位置几乎为零，情绪已到冰点。", [
    RSI("28.4", "approx"),
    LO52({ cond: "level", v: "97" }),
    POS52({ v: "1", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "MACD在4月20日金叉，超跌后的反弹已经启动。",
    [MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "4月20日是死叉，DIF -1.17 < DEA -0.72" },
  ),
  c("t", A, "tBe", "technical", "近250个交易日跌了26%左右，距52周高点137.18元已回落近三成。", [
    RET(250, { v: "-26", cmp: "approx" }),
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-30", cmp: "near", u: "%" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "technical",
    "较2020年末291.85元的收盘价，股价已经跌去约三分之二，但今年以来只跌了约2.6%。",
    [
      CLOSE("291.85", "eq", { date: "2020-12-31" }),
      RET("2020-12-31", { v: "-66.7", cmp: "approx" }),
      RET("2025-12-31", { v: "-2.6", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "年初至今-8.36%" },
  ),
  c("u", A, "fE", "undecidable", "五粮液2025年营收同比下滑约一成，归母净利跌破300亿元。", [
    U("五粮液FY2020后财务未存储"),
  ]),
  c("u", A, "bull", "undecidable", "五粮液股息率已升到5%以上，比十年期国债高出三个多点。", [
    U("股息率与国债收益率未存储"),
  ]),
  c("u", A, "tN", "announcement", "公司3月公告将2025年分红比例提高到70%。", [U("五粮液公告未收集")]),
];
