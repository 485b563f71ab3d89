// Rebuttals that quote the other side's figure before correcting it (the quoted figure is not asserted; only the
// correction is), risk debaters, vote lenses, rulings. On 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, QOQ, PSUM } = H;
const { MCNOW, PE, SNAP, IND, READ, BIAS, VOLR, RANK, CAGR, X, DD, POS52, PAIR, GDIFF, LIN } = H;
const zs = H.maker("b78-rzs", "600036");
const nd = H.maker("b78-rnd", "300750");
const pa = H.maker("b78-rpa", "601318");
const wl = H.maker("b78-rwl", "000858");
const A = "2026-04-30";

export default [
  zs("t", A, "fT", "annual", "质疑方称招行2025年利润下滑，这不准确：归母净利润1501.81亿元，同比仍增长1.21%。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21", dir: "up" }),
  ]),
  zs(
    "f",
    A,
    "fT",
    "annual",
    "多方说ROE只降了1个点，实际更糟：2025年ROE 13.44%，比2024年下降了约3个百分点。",
    [V("roe", "2025", "13.44", "%"), PP("roe", "2025", { v: "-3", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "下降1.05个百分点" },
  ),
  zs(
    "t",
    A,
    "fQ",
    "valuation",
    "信任方引用的6倍PE是按利润算的市值口径，按每股收益5.70元计其实约6.7倍，差别不大但应说清。",
    [V("basic_eps", "2025", "5.70", "元"), PE("2025", "6.7")],
  ),
  zs(
    "f",
    A,
    "bull",
    "quarterly",
    "空方说一季度营收仅增1%，实际同比增长了约8%，收入明显改善。",
    [G("revenue", "2026Q1", { v: "8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+3.81%；环比才约+1%" },
  ),
  zs("t", A, "bear", "quarterly", "所谓一季度营收“大增”，不过是同比3.81%的增长，谈不上大增。", [
    G("revenue", "2026Q1", { v: "3.81" }),
  ]),
  zs(
    "f",
    A,
    "tC",
    "technical",
    "激进风控说股价在底部，但近250个交易日招行已上涨约10%，并不便宜。",
    [RET(250, { v: "10", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近250日-10.5%" },
  ),
  zs("t", A, "tNe", "technical", "双方都夸大了：250日跌约10.5%不算崩盘，但年内-9.1%也说不上企稳，维持中性仓位。", [
    RET(250, { v: "-10.5", cmp: "approx" }),
    RET("2025-12-31", { v: "-9.1", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "vN",
    "annual",
    "招行年报显示每股净资产升至43.43元，股东权益被摊薄，偏利空。",
    [V("bps", "2025", "43.43", "元"), READ(G("bps", "2025"), "negative", { err: "stance" })],
    { err: "stance", note: "每股净资产增长（+4.75%）读作利空" },
  ),
  zs(
    "f",
    A,
    "fL",
    "annual",
    "裁定：净利润连年增长、ROE仍有14.49%，基本面占优，多方胜出。",
    [UP("net_profit", ["2023", "2024", "2025"]), V("roe", "2025", "14.49", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "14.49%是2024年；2025年降至13.44%" },
  ),
  zs("t", A, "fL", "annual", "综合来看，利润微增1.2%、ROE降至13.44%、股价破净，基本面稳但缺催化，裁定中性。", [
    G("net_profit", "2025", { v: "1.2" }),
    V("roe", "2025", "13.44", "%"),
    PE("2025", "1", "lt", { per: "bps" }),
  ]),
  nd(
    "f",
    A,
    "fT",
    "annual",
    "空方说利润增速不到20%，事实是2025年归母净利润同比增长约52%。",
    [G("net_profit", "2025", { v: "52", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+42.3%；52%是一季度营收增速" },
  ),
  nd("t", A, "fT", "annual", "空方称宁德2025年营收下滑，其实营业总收入同比增长17.04%，下滑的是2024年。", [
    G("revenue", "2025", { v: "17.04" }),
    G("revenue", "2024", { dir: "down" }),
  ]),
  nd(
    "f",
    A,
    "fQ",
    "quarterly",
    "信任方说一季度利润同比增49%，但这是和去年四季度比的，同比其实只有约10%。",
    [G("net_profit", "2026Q1", { v: "10", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+48.5%；环比才是-10.5%" },
  ),
  nd("t", A, "bear", "valuation", "多方拿25倍的滚动PE说便宜，可按2025年全年利润算仍约27.5倍，比快照时贵了不少。", [
    MCNOW("2025", "27.5"),
    H.SPAN("2025-07-04", { dir: "up" }),
  ]),
  nd(
    "f",
    A,
    "tBe",
    "annual",
    "多方吹捧现金流，但经营现金流1332.20亿元只有净利润的约1.2倍，含金量一般。",
    [
      V("operating_cash_flow", "2025", "1332.20"),
      R("operating_cash_flow", "net_profit", "2025", "1.2", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约1.85倍" },
  ),
  nd("t", A, "tC", "technical", "激进风控只看年内19%的涨幅，却忽略了股价已在52周区间近九成的高位，回撤风险不小。", [
    RET("2025-12-31", { v: "19", cmp: "approx" }),
    POS52({ v: "89.5", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tA",
    "technical",
    "保守风控担心高位，可股价距52周高点还有约22%的空间，远未到顶。",
    [HI52({ v: "-22", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "距52周高点仅-5.2%" },
  ),
  nd(
    "f",
    A,
    "tP",
    "annual",
    "负债率由65.24%升到61.94%，杠杆上行需要压一压仓位。",
    [
      V("debt_ratio", "2024", "65.24", "%"),
      V("debt_ratio", "2025", "61.94", "%"),
      PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "负债率下降3.3个百分点" },
  ),
  nd("t", A, "tP", "annual", "利润+42%、现金流+37%、负债率降3.3个百分点，基本面支持维持超配。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    PP("debt_ratio", "2025", { v: "-3.3", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "vF",
    "quarterly",
    "一季度归母净利润同比增长48.5%，这组数据对股价偏利空，投空。",
    [READ(G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "利润同比大增读作利空" },
  ),
  nd("t", A, "fL", "annual", "裁定：多方的利润、现金流数据站得住，空方关于高位的担忧也成立，结论为谨慎看多。", [
    G("net_profit", "2025", { dir: "up" }),
    G("operating_cash_flow", "2025", { dir: "up" }),
    POS52({ v: "80", cmp: "gt" }),
  ]),
  pa(
    "f",
    A,
    "fT",
    "annual",
    "空方说平安利润不如2021年，事实是2025年1347.78亿元已比2021年高出约15%。",
    [
      V("net_profit", "2025", "1347.78"),
      G("net_profit", "2025", { base: "2021", v: "15", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "较2021年+32.6%" },
  ),
  pa("t", A, "fT", "annual", "空方说平安2025年利润下滑，并不属实：1347.78亿元比2024年多约82亿元。", [
    V("net_profit", "2025", "1347.78"),
    D("net_profit", "2025", { v: "82", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tC",
    "annual",
    "商誉从435.39亿元增加到381.30亿元，并购风险在累积。",
    [
      V("goodwill", "2024", "435.39"),
      V("goodwill", "2025", "381.30"),
      D("goodwill", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "商誉减少约54亿" },
  ),
  pa(
    "f",
    A,
    "fQ",
    "technical",
    "信任方说平安已企稳，但近20个交易日又跌了约2%，弱势未改。",
    [RET(20, { v: "-2", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近20日+2.05%" },
  ),
  pa("t", A, "tNe", "technical", "近20日上涨约2%，但年内仍跌约13%；短线修复、中线未转势，维持标配。", [
    RET(20, { v: "2", cmp: "approx" }),
    RET("2025-12-31", { v: "-13", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "vN",
    "annual",
    "年报显示经营现金流同比增长约72%，说明资金在流出，偏利空。",
    [READ(G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金流大增读作利空" },
  ),
  pa("u", A, "fL", "undecidable", "裁定：利润回升已被数据确认，但偿付能力与负债久期缺口无法判断，暂给中性。", [
    G("net_profit", "2025", { dir: "up" }),
    U("偿付能力与久期缺口未存储"),
  ]),
  wl(
    "f",
    A,
    "fT",
    "technical",
    "空方说五粮液跌破52周低点，这不对，现价97.08元比52周低点还高出约8%。",
    [CLOSE("97.08"), LO52({ v: "8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "仅高出0.08%" },
  ),
  wl("t", A, "fQ", "technical", "多方说五粮液“已经企稳”，可收盘97.08元仍创了60日收盘新低，企稳无从谈起。", [
    CLOSE("97.08"),
    H.BRK(60, "down"),
  ]),
  wl(
    "f",
    A,
    "tC",
    "technical",
    "激进派说白酒见底，但五粮液近250个交易日已跌约46%，趋势还没结束。",
    [RET(250, { v: "-46", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "近250日-26.3%" },
  ),
  wl("u", A, "fL", "undecidable", "裁定：技术面极弱是事实，但五粮液最新业绩缺位，基本面无法评判，暂不表态。", [
    MAORDER([5, 10, 20, 60], "bear"),
    U("五粮液2020年以后财报未存储"),
  ]),
  zs(
    "f",
    A,
    "tA",
    "technical",
    "保守派说招行弱势，可它近60个交易日涨了约5%，已经转强。",
    [RET(60, { v: "5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "近60日+0.45%" },
  ),
  pa(
    "f",
    A,
    "tM",
    "annual",
    "平安营收连续四年增长，2025年达10505.06亿元。",
    [
      V("revenue", "2025", "10505.06"),
      UP("revenue", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2022、2023年营收下降" },
  ),
];
