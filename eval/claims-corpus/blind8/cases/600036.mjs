// 招商银行 on 2026-04-30 and 2025-10-31: annual and quarterly figures, only annual-report notices (so 分红 / 回购 /
// 增持 notices decide nothing). A bank: ~90 % debt ratio is normal; NIM, NPL, provisions are not stored.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, READ, X, D, IND } = H;
const { QOQ, SPAN, BRK, POS52, PAIR, CAGR, UP, GSTREAK, MAHOLD, DD } = H;
const c = H.maker("b8-zs", "600036");
const A = "2026-04-30";
const O = "2025-10-31";
const Q25 = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", A, "bull", "annual", "招商银行2025年归母净利润1501.81亿元，首次突破1500亿元，同比增长1.21%。", [
    V("net_profit", "2025", "1501.81"),
    V("net_profit", "2025", "1500", "亿", "gt"),
    G("net_profit", "2025", { v: "1.21" }),
  ]),
  c("f", A, "bull", "annual", "2025年归母净利润1501.81亿元，同比增长约6.2%，增速重回中高个位数。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "6.2", cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period", note: "6.22%是2023年增速" }),
  c("f", A, "bull", "annual", "营业收入3375.32亿元，同比增长0.01%，收入端恢复增长，成长性得到数据验证。", [
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { v: "0.01" }),
    G("revenue", "2025", { size: "明显增长", err: "overstatement" }),
  ], { err: "overstatement", note: "+0.01%只是持平" }),
  c("t", A, "bear", "annual", "营业收入3375.32亿元，同比仅+0.01%，基本持平，已连续三年未能恢复正常增长。", [
    V("revenue", "2025", "3375.32"),
    G("revenue", "2025", { v: "0.01", size: "基本持平" }),
    G("revenue", "2023", { dir: "down" }),
    G("revenue", "2024", { dir: "down" }),
  ]),
  c("t", A, "bear", "annual", "收入峰值停在2022年的3447.83亿元，此后2023、2024年连续下滑，2025年也只是持平。", [
    V("revenue", "2022", "3447.83"),
    MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
    H.DOWN("revenue", ["2023", "2024"]),
    G("revenue", "2025", { size: "基本持平" }),
  ]),
  c("f", A, "bear", "annual", "营业收入从2022年的3447.83亿元一路下滑，2023至2025年连续三年负增长。", [
    V("revenue", "2022", "3447.83"),
    H.DOWN("revenue", ["2023", "2024", "2025"], { err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "2025年+0.01%" }),
  c("t", A, "fE", "annual", "归母净利润增速从2021年的23.20%一路放缓到2025年的1.21%，增长基本停滞。", [
    G("net_profit", "2021", { v: "23.20" }),
    G("net_profit", "2025", { v: "1.21" }),
    G("net_profit", "2025", { v: "2", cmp: "lt", dir: "up" }),
  ]),
  c("f", A, "fE", "annual", "2021-2025年归母净利润连续五年保持两位数增长。", [
    GSTREAK("net_profit", ["2021", "2022", "2023", "2024", "2025"], 10, 100, { err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude", note: "2023-2025年只有个位数" }),
  c("t", A, "fE", "annual", "2019年至2025年归母净利润每年都在增长，从928.67亿元增至1501.81亿元。", [
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2019", "928.67"),
    V("net_profit", "2025", "1501.81"),
  ]),
  c("t", A, "tF", "annual", "基本每股收益5.70元，上年5.66元；ROE为13.44%，较上年14.49%下降1.05个百分点。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("basic_eps", "2024", "5.66", "元"),
    V("roe", "2025", "13.44", "%"),
    V("roe", "2024", "14.49", "%"),
    PP("roe", "2025", { v: "-1.05" }),
  ]),
  c("f", A, "tF", "annual", "ROE为13.44%，较2019年的16.84%下滑1.05个百分点。", [
    V("roe", "2025", "13.44", "%"),
    V("roe", "2019", "16.84", "%"),
    PP("roe", "2025", { base: "2019", v: "-1.05", err: "wrong_base_year" }),
  ], { err: "wrong_base_year", note: "较2019年下降3.40个百分点" }),
  c("f", A, "tB", "annual", "基本每股收益57.0元，分红能力有保障。", [V("basic_eps", "2025", "57.0", "元", "eq", { err: "wrong_magnitude" })], {
    err: "wrong_magnitude",
    note: "5.70元，差十倍",
  }),
  c("t", A, "fR", "industry", "资产负债率90.20%，在银行业属常态，不能据此判断偿债风险偏高。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c("f", A, "fR", "industry", "资产负债率90.20%，负债率偏高，偿债压力值得关注。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_risk", { err: "industry_sense" }),
  ], { err: "industry_sense" }),
  c("u", A, "fR", "undecidable", "不良贷款率0.94%保持稳定，拨备覆盖率仍在400%以上。", [U("不良率与拨备覆盖率")]),
  c("u", A, "fE", "undecidable", "净息差收窄至1.87%左右，是收入承压的主因。", [U("净息差")]),
  c("u", A, "tN", "undecidable", "零售AUM突破15万亿元，财富管理护城河仍在。", [U("零售AUM")]),
  c("t", A, "fE", "annual", "经营现金流净额4514.57亿元，同比增长0.99%，约为归母净利润的3倍。", [
    V("operating_cash_flow", "2025", "4514.57"),
    G("operating_cash_flow", "2025", { v: "0.99" }),
    R("operating_cash_flow", "net_profit", "2025", "3", { cmp: "approx" }),
  ]),
  // quarters
  c("t", A, "tF", "quarterly", "2026年一季度营收869.40亿元，同比增长3.81%，增速为近三个季度最快；归母净利润378.52亿元，同比+1.52%。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.81" }),
    G("revenue", "2025S4", { v: "3.81", cmp: "lt" }),
    G("revenue", "2025S3", { v: "3.81", cmp: "lt" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
  ]),
  c("f", A, "tF", "quarterly", "2026年一季度营收869.40亿元，同比下降3.81%，收入端仍在探底。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "-3.81", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("t", A, "tBe", "quarterly", "2025年四季度单季归母净利润364.09亿元，环比三季度的388.42亿元下降约6.3%。", [
    V("net_profit", "2025S4", "364.09"),
    V("net_profit", "2025S3", "388.42"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-6.3", cmp: "approx" }),
  ]),
  c("f", A, "tBe", "quarterly", "2025年四季度单季归母净利润364.09亿元，同比下降3.41%。", [
    V("net_profit", "2025S4", "364.09"),
    G("net_profit", "2025S4", { v: "-3.41", err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "同比+3.41%" }),
  c("t", A, "tM", "quarterly", "2025年上半年归母净利润749.30亿元，同比仅增0.25%，前三季度1137.72亿元、同比+0.52%。", [
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25" }),
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.52" }),
  ]),
  c("f", A, "tM", "quarterly", "2025年上半年归母净利润1137.72亿元，同比增长0.52%。", [
    V("net_profit", "2025H1", "1137.72", "亿", "eq", { err: "wrong_period" }),
    G("net_profit", "2025H1", { v: "0.52", err: "wrong_period" }),
  ], { err: "wrong_period", note: "是前三季度的数" }),
  c("t", A, "fL", "quarterly", "2025年单季净利润三季度388.42亿元最高，四季度364.09亿元最低。", [
    MAX("net_profit", "2025S3", Q25),
    MIN("net_profit", "2025S4", Q25),
  ]),
  c("t", A, "fL", "quarterly", "2026年一季度基本每股收益1.49元，上年同期1.48元。", [
    V("basic_eps", "2026Q1", "1.49", "元"),
    V("basic_eps", "2025Q1", "1.48", "元"),
  ]),
  // technical
  c("t", A, "tT", "technical", "收盘38.27元，位于MA5(39.03)、MA20(39.41)、MA60(39.25)与MA250(42.15)之下，全面弱势。", [
    CLOSE("38.27"),
    MA(5, "value", { v: "39.03" }),
    MA(20, "value", { v: "39.41" }),
    MA(60, "value", { v: "39.25" }),
    MA(250, "value", { v: "42.15" }),
    MA(5, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
  ]),
  c("f", A, "tT", "technical", "收盘38.27元，仍稳稳站在60日均线上方。", [CLOSE("38.27"), MA(60, "above", { err: "technical" })], { err: "technical" }),
  c("t", A, "tT", "technical", "MACD于4月27日死叉，DIF跌至零轴下方。", [MACD("death_cross", 5), MACD("dif_below_zero")]),
  c("f", A, "tT", "technical", "4月中下旬MACD形成金叉，短线有望企稳。", [MACD("golden_cross", 5, { err: "technical" })], { err: "technical", note: "最近的金叉是4月16日，4月27日已死叉" }),
  c("t", A, "tS", "technical", "RSI(14)约36，偏弱但未到30的超卖线，股价处在52周区间一成分位以下。", [
    RSI("36", "approx"),
    RSI("30", "gt"),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  c("t", A, "tC", "technical", "收盘价创近20个交易日新低，近20日下跌3.89%，近一年下跌约10.5%。", [
    BRK(20, "down"),
    RET(20, { v: "-3.89" }),
    RET(250, { v: "-10.5", cmp: "approx" }),
  ]),
  c("f", A, "tC", "technical", "股价距52周低点37.31元已有约12%的安全垫。", [LO52({ v: "12", cmp: "approx", err: "wrong_value" })], {
    err: "wrong_value",
    note: "仅高出2.57%",
  }),
  c("t", A, "tA", "technical", "距52周高点48.55元回撤已超过两成，股息资产的估值修复空间不小。", [
    { k: "ta", ind: "hi52", cond: "level", v: "48.55" },
    HI52({ v: "-20", cmp: "lt" }),
  ]),
  c("f", A, "tTr", "technical", "今年以来跌幅约2.6%，调整幅度有限，维持持有。", [RET("2025-12-31", { v: "-2.6", cmp: "approx", err: "wrong_value" })], {
    err: "wrong_value",
    note: "今年以来-9.10%；-2.62%是自2024年末",
  }),
  c("t", A, "tTr", "technical", "今年以来股价下跌约9.1%，2025年全年则上涨约7.1%。", [
    RET("2025-12-31", { v: "-9.1", cmp: "approx" }),
    SPAN("2024-12-31", { to: "2025-12-31", v: "7.1", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "technical", "近20日放量约10%下跌，量价关系偏空，并非缩量调整。", [{ k: "volr", v: "1.10", cmp: "approx" }, RET(20, { dir: "down" })]),
  c("f", A, "tNe", "technical", "近期缩量下跌，抛压衰竭，是典型的底部信号。", [VOL("shrink", { err: "technical" }), RET(20, { dir: "down" })], {
    err: "technical",
  }),
  c("t", A, "tP", "technical", "近5个交易日下跌3.87%，最近两个交易日均收在20日线下方。", [RET(5, { v: "-3.87" }), MAHOLD(20, 2, "below")]),
  c("t", A, "vT", "technical", "技术面：全部均线之下、MACD零轴下死叉、RSI约36，偏空。", [
    MA(5, "below"),
    MA(250, "below"),
    MACD("death_cross", 5),
    MACD("dif_below_zero"),
    RSI("36", "approx"),
  ]),
  c("t", A, "vF", "annual", "基本面：2025年营收+0.01%、归母净利润+1.21%，盈利稳定但缺乏增长。", [
    G("revenue", "2025", { v: "0.01" }),
    G("net_profit", "2025", { v: "1.21" }),
  ]),
  c("u", A, "vN", "announcement", "消息面：公司公告2025年度拟每股派息约2元，分红率维持35%。", [U("未存储分红公告")]),
  c("u", A, "tN", "announcement", "3月公司公告拟回购不超过50亿元A股。", [U("仅存年报公告，回购无从核验")]),
  c("t", A, "bull", "annual", "空方说停滞，但招行2019-2025年归母净利润复合增速仍约8.4%，远非停滞。", [
    CAGR("net_profit", "2019", "2025", { v: "8.4", cmp: "approx" }),
  ]),
  c("t", A, "bear", "annual", "回应多方：复合增速靠的是2021、2022年，最近三年（2023-2025）增速分别只有6.22%、1.22%、1.21%。", [
    G("net_profit", "2023", { v: "6.22" }),
    G("net_profit", "2024", { v: "1.22" }),
    G("net_profit", "2025", { v: "1.21" }),
  ]),
  c("f", A, "bear", "annual", "最近三年归母净利润增速分别为6.22%、1.22%、0.21%，几乎为零。", [
    G("net_profit", "2023", { v: "6.22" }),
    G("net_profit", "2024", { v: "1.22" }),
    G("net_profit", "2025", { v: "0.21", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("u", A, "fV", "undecidable", "当前PB约0.85倍，低于股份行平均的0.9倍。", [U("最新PB与同业平均")]),
  c("f", A, "fV", "valuation", "按2025年7月4日快照，招行PB约1.61倍，估值并不便宜。", [H.SNAP("pb", "1.61", "x", "approx", { err: "wrong_value" })], {
    err: "wrong_value",
    note: "快照PB为1.16",
  }),
  c("t", A, "fV", "valuation", "2025年7月4日快照显示PB约1.16倍、总市值约1.19万亿元。", [
    H.SNAP("pb", "1.16", "x", "approx"),
    H.SNAP("marketCap", "1.19", "万亿", "approx"),
  ]),
  // 2025-10-31
  c("t", O, "tF", "quarterly", "前三季度营收2514.20亿元，同比-0.51%；归母净利润1137.72亿元，同比+0.52%。", [
    V("revenue", "2025M9", "2514.20"),
    G("revenue", "2025M9", { v: "-0.51" }),
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.52" }),
  ]),
  c("f", O, "tF", "quarterly", "三季度单季营收814.51亿元，同比下降2.11%。", [
    V("revenue", "2025S3", "814.51"),
    G("revenue", "2025S3", { v: "-2.11", err: "wrong_direction" }),
  ], { err: "wrong_direction" }),
  c("u", O, "tN", "undecidable", "2025年全年归母净利润约1500亿元。", [U("2025年报在2025-10-31尚未披露")]),
  c("t", O, "tT", "technical", "10月31日收盘40.89元。", [CLOSE("40.89")]),
];
