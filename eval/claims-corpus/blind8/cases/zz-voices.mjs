// The writers who are not a debate's JSON point: wire leads, forum posts, board-secretary answers, sell-side
// summaries, a fund letter, a compliance reviewer and a quant's signal log (see README, Voices), across companies.
import * as H from "../spec-helpers.mjs";

const { V, G, R, RET, CLOSE, MA, RSI, MACD, HI52, LO52, EV, U, X, QOQ, SPAN } = H;
const { PERDAY, BRK, POS52 } = H;
const A = "2026-04-30";
const O = "2025-10-31";
const mt = H.maker("b8-v-mt", "600519");
const nd = H.maker("b8-v-nd", "300750");
const yd = H.maker("b8-v-yd", "002594");
const zs = H.maker("b8-v-zs", "600036");
const pa = H.maker("b8-v-pa", "601318");
const sh = H.maker("b8-v-sh", "600028");
const wl = H.maker("b8-v-wl", "000858");

export default [
  // wire leads (财联社 / 证券时报 style)
  nd(
    "t",
    A,
    "tN",
    "quarterly",
    "【宁德时代一季度净利同比增48.52%】宁德时代披露一季报，实现营收1291.31亿元，同比增长52.45%；归母净利润207.38亿元。",
    [
      G("net_profit", "2026Q1", { v: "48.52" }),
      V("revenue", "2026Q1", "1291.31"),
      G("revenue", "2026Q1", { v: "52.45" }),
      V("net_profit", "2026Q1", "207.38"),
    ],
  ),
  yd("t", A, "tN", "quarterly", "比亚迪一季度归母净利润40.85亿元，同比下降55.38%；营收1502.25亿元，同比下降11.82%。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55.38" }),
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.82" }),
  ]),
  yd(
    "f",
    A,
    "tN",
    "quarterly",
    "比亚迪一季度营收1502.25亿元，同比增长11.82%，归母净利润40.85亿元。",
    [G("revenue", "2026Q1", { v: "11.82", err: "wrong_direction" }), V("net_profit", "2026Q1", "40.85")],
    { err: "wrong_direction" },
  ),
  mt(
    "t",
    A,
    "tN",
    "annual",
    "贵州茅台2025年实现营业总收入1720.54亿元，归母净利润823.20亿元，同比分别下降1.20%和4.53%。",
    [
      V("revenue", "2025", "1720.54"),
      V("net_profit", "2025", "823.20"),
      G("revenue", "2025", { v: "-1.20" }),
      G("net_profit", "2025", { v: "-4.53" }),
    ],
  ),
  mt(
    "f",
    A,
    "tN",
    "annual",
    "贵州茅台2025年归母净利润823.20亿元，同比下降4.53%，为公司十年来首次营收、净利双降，营收降幅大于净利。",
    [
      G("net_profit", "2025", { v: "-4.53" }),
      {
        k: "gdiff",
        x: { metric: "revenue", period: "2025" },
        y: { metric: "net_profit", period: "2025" },
        u: "pp",
        v: "0",
        cmp: "lt",
        err: "wrong_magnitude",
      },
    ],
    { err: "wrong_magnitude", note: "营收降1.20%小于净利降4.53%；十年首次的部分数据只覆盖2019年起，这里只判降幅比较" },
  ),
  zs("t", A, "tN", "quarterly", "招商银行一季度营收869.40亿元，同比增长3.81%，归母净利润378.52亿元，同比增长1.52%。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.81" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
  ]),
  pa("t", A, "tN", "annual", "中国平安2025年归母净利润1347.78亿元，同比增长6.45%；营业收入10505.06亿元。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
    V("revenue", "2025", "10505.06"),
  ]),
  nd("t", A, "tN", "announcement", "宁德时代晚间公告，A股股份回购已实施完毕，并披露回购结果暨股份变动情况。", [
    EV("repurchase", true, { from: "2026-04-01", title: "回购结果" }),
  ]),
  yd("u", A, "tN", "announcement", "比亚迪晚间公告，控股股东拟减持不超过1%股份。", [U("减持类公告未收录")]),
  // forum posts (雪球 / 股吧)
  mt("t", A, "fS", "technical", "茅子今年以来才涨了0.55%，去年一年跌了快一成，拿着真难受。", [
    RET("2025-12-31", { v: "0.55" }),
    SPAN("2024-12-31", { to: "2025-12-31", v: "-10", cmp: "near" }),
  ]),
  mt(
    "f",
    A,
    "fS",
    "technical",
    "茅子从52周高点1645跌下来快三成了，该抄底了吧。",
    [{ k: "ta", ind: "hi52", cond: "level", v: "1645" }, HI52({ v: "-30", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "回撤15.82%" },
  ),
  nd("u", A, "fS", "technical", "宁王一年涨了九成多，我230买的，现在436，拿住就是胜利。", [
    RET(250, { v: "90", cmp: "gt" }),
    CLOSE("436"),
    U("个人成本价"),
  ]),
  nd(
    "f",
    A,
    "fS",
    "technical",
    "宁王今年以来已经涨了快四成，再追就是接盘。",
    [RET("2025-12-31", { v: "40", cmp: "near", err: "wrong_magnitude" })],
    {
      err: "wrong_magnitude",
      note: "今年以来+18.72%",
    },
  ),
  yd("t", A, "tS", "quarterly", "迪子一季度才赚40多亿，去年同期90多亿，直接砍半还多。", [
    V("net_profit", "2026Q1", "40", "亿", "gt"),
    V("net_profit", "2026Q1", "50", "亿", "lt"),
    V("net_profit", "2025Q1", "90", "亿", "gt"),
    G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  zs("t", A, "tS", "technical", "招行今年以来跌了9%，股价又快回到52周最低点37.31了。", [
    RET("2025-12-31", { v: "-9", cmp: "approx" }),
    { k: "ta", ind: "lo52", cond: "level", v: "37.31" },
    LO52({ v: "3", cmp: "lt" }),
  ]),
  zs(
    "f",
    A,
    "tS",
    "technical",
    "招行都跌破52周最低点了，银行股彻底没人要。",
    [BRK(250, "down", { err: "technical" }), U("市场情绪")],
    {
      err: "technical",
      note: "收盘38.27仍高于37.31",
    },
  ),
  wl("u", A, "tS", "technical", "五粮液RSI都28了，超卖到这个程度，至少有个技术反弹吧。", [
    RSI("28", "approx"),
    RSI("30", "lt"),
    U("反弹预判"),
  ]),
  sh("u", A, "tS", "undecidable", "石化这价位股息率6%以上，比存银行强多了。", [U("股息率")]),
  pa("t", A, "fS", "technical", "平安去年涨了近三成，今年又吐回去一成多，白忙活。", [
    SPAN("2024-12-31", { to: "2025-12-31", v: "30", cmp: "near" }),
    RET("2025-12-31", { v: "-10", cmp: "lt" }),
  ]),
  // board secretary answers (互动易 / e互动)
  zs(
    "t",
    A,
    "fT",
    "annual",
    "感谢您的关注。2025年本公司实现归属于本行股东的净利润1501.81亿元，同比增长1.21%；营业收入3375.32亿元，同比增长0.01%。",
    [
      V("net_profit", "2025", "1501.81"),
      G("net_profit", "2025", { v: "1.21" }),
      V("revenue", "2025", "3375.32"),
      G("revenue", "2025", { v: "0.01" }),
    ],
  ),
  nd("t", A, "fT", "announcement", "您好，公司已于2026年3月10日披露2025年度利润分配预案，具体请以公告为准，谢谢。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "利润分配预案" }),
  ]),
  yd(
    "f",
    A,
    "fT",
    "announcement",
    "您好，公司2025年员工持股计划第一个锁定期解锁条件已于2026年3月成就，感谢关注。",
    [
      EV("equity_incentive", true, {
        from: "2026-03-01",
        to: "2026-03-31",
        title: "解锁条件成就",
        err: "nonexistent_event",
      }),
    ],
    { err: "nonexistent_event" },
  ),
  mt("u", A, "fT", "undecidable", "您好，公司2026年营业总收入目标为同比持平，感谢您的关注。", [U("经营目标")]),
  // sell-side summaries
  nd(
    "u",
    A,
    "tM",
    "quarterly",
    "25Q4单季营收1406.30亿元，yoy+36.58%、qoq+35%；归母净利231.67亿元，yoy+57.13%，业绩超预期。",
    [
      V("revenue", "2025S4", "1406.30"),
      G("revenue", "2025S4", { v: "36.58" }),
      QOQ("revenue", "2025S4", "2025S3", { v: "35", cmp: "approx" }),
      V("net_profit", "2025S4", "231.67"),
      G("net_profit", "2025S4", { v: "57.13" }),
      U("市场预期"),
    ],
  ),
  nd("t", A, "tM", "quarterly", "25Q4单季归母净利231.67亿元，yoy+57.13%，qoq+24.9%。", [
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57.13" }),
    QOQ("net_profit", "2025S4", "2025S3", { v: "24.9" }),
  ]),
  nd(
    "f",
    A,
    "tM",
    "quarterly",
    "25Q4单季归母净利231.67亿元，yoy+57.13%，qoq+35%。",
    [
      V("net_profit", "2025S4", "231.67"),
      QOQ("net_profit", "2025S4", "2025S3", { v: "35", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "qoq+35%是营收的环比；净利环比+24.9%" },
  ),
  yd(
    "t",
    A,
    "tM",
    "quarterly",
    "25Q4营收2376.99亿元，yoy-13.5%、qoq+21.9%；归母净利92.86亿元，yoy-38.2%、qoq+18.7%。",
    [
      G("revenue", "2025S4", { v: "-13.5" }),
      QOQ("revenue", "2025S4", "2025S3", { v: "21.9" }),
      G("net_profit", "2025S4", { v: "-38.2" }),
      QOQ("net_profit", "2025S4", "2025S3", { v: "18.7" }),
    ],
  ),
  yd(
    "f",
    A,
    "tM",
    "quarterly",
    "25Q4归母净利92.86亿元，yoy-38.2%、qoq-18.7%，环比继续恶化。",
    [
      G("net_profit", "2025S4", { v: "-38.2" }),
      QOQ("net_profit", "2025S4", "2025S3", { v: "-18.7", err: "wrong_direction" }),
    ],
    { err: "wrong_direction" },
  ),
  zs("t", A, "tM", "quarterly", "26Q1归母净利378.52亿元，yoy+1.5%、qoq+4.0%，ROE(未年化)3.37%。", [
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.5" }),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "4.0" }),
    V("roe", "2026Q1", "3.37", "%"),
  ]),
  zs("u", A, "tM", "undecidable", "维持“买入”评级，预计2026-2028年EPS为5.85/6.05/6.30元。", [U("盈利预测与评级")]),
  mt(
    "t",
    A,
    "tM",
    "quarterly",
    "26Q1：营业收入539.09亿元，归母净利272.43亿元(yoy+1.47%)，经营现金流269.10亿元，与净利润基本相当。",
    [
      V("operating_revenue", "2026Q1", "539.09"),
      V("net_profit", "2026Q1", "272.43"),
      G("net_profit", "2026Q1", { v: "1.47" }),
      V("operating_cash_flow", "2026Q1", "269.10"),
      R("operating_cash_flow", "net_profit", "2026Q1", "1", { cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    A,
    "tM",
    "quarterly",
    "26Q1：营业收入539.09亿元，归母净利272.43亿元，净利率约60%。",
    [
      V("operating_revenue", "2026Q1", "539.09"),
      R("net_profit", "operating_revenue", "2026Q1", "60", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "272.43/539.09约50.5%" },
  ),
  // fund letter
  nd(
    "t",
    A,
    "tP",
    "annual",
    "我们继续持有宁德时代：2025年经营现金流1332.20亿元，每天净流入约3.6亿元，现金创造能力罕见。",
    [V("operating_cash_flow", "2025", "1332.20"), PERDAY("operating_cash_flow", "2025", { v: "3.6", cmp: "approx" })],
  ),
  nd("t", A, "tP", "annual", "宁德时代2025年平均每天赚近2亿元（归母净利润722.01亿元）。", [
    V("net_profit", "2025", "722.01"),
    PERDAY("net_profit", "2025", { v: "2", cmp: "near" }),
  ]),
  mt(
    "f",
    A,
    "tP",
    "annual",
    "茅台2025年平均每天赚约3.2亿元归母净利润，这样的印钞机可遇不可求。",
    [PERDAY("net_profit", "2025", { v: "3.2", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "约2.26亿元/天" },
  ),
  pa("t", A, "tP", "annual", "我们继续看好中国平安：其2025年经营现金流6586.32亿元，是2024年3824.74亿元的1.7倍多。", [
    V("operating_cash_flow", "2025", "6586.32"),
    V("operating_cash_flow", "2024", "3824.74"),
    X("operating_cash_flow", "2025", "2024", { v: "1.7", cmp: "gt" }),
  ]),
  zs("u", A, "tP", "undecidable", "我们认为招行的零售客户基础将在利率下行周期中体现价值。", [U("观点")]),
  // compliance review
  yd("t", A, "fR", "annual", "经核对，报告所引“2025年归母净利润326.19亿元、同比-18.97%”与年报口径一致。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-18.97" }),
  ]),
  yd(
    "f",
    A,
    "fR",
    "annual",
    "经核对，报告所引“2025年经营现金流591.36亿元、同比-44.31%”与年报口径一致。",
    [V("operating_cash_flow", "2025", "591.36"), G("operating_cash_flow", "2025", { v: "-44.31", err: "wrong_value" })],
    { err: "wrong_value", note: "同比-55.69%" },
  ),
  mt(
    "t",
    A,
    "fR",
    "annual",
    "复核意见：文中“营业收入1688.38亿元”为营业收入口径，营业总收入为1720.54亿元，两者不应混用。",
    [V("operating_revenue", "2025", "1688.38"), V("revenue", "2025", "1720.54")],
  ),
  mt(
    "f",
    A,
    "fR",
    "annual",
    "复核意见：2025年营业收入1720.54亿元与年报一致。",
    [V("operating_revenue", "2025", "1720.54", "亿", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "1720.54亿元是营业总收入；营业收入1688.38亿元" },
  ),
  zs("t", A, "fR", "industry", "复核意见：报告称招行90.20%的资产负债率“偏高”属误读，银行负债率约九成为行业常态。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND_NORMAL(),
  ]),
  // quant signal log
  zs("t", A, "tT", "technical", "[SIG] 600036 2026-04-30 close=38.27 MA20=39.41 MA60=39.25 RSI14=36.1 brk20=DOWN", [
    CLOSE("38.27"),
    MA(20, "value", { v: "39.41" }),
    MA(60, "value", { v: "39.25" }),
    RSI("36.1", "approx"),
    BRK(20, "down"),
  ]),
  nd(
    "t",
    A,
    "tT",
    "technical",
    "[SIG] 300750 close=436.00 MA20=425.02 MA60=391.63 bias20=+2.6% RSI14=56.0 MACD=DEAD_CROSS(04-28)",
    [
      CLOSE("436.00"),
      MA(20, "value", { v: "425.02" }),
      MA(60, "value", { v: "391.63" }),
      H.BIAS(20, { v: "2.6", cmp: "approx" }),
      RSI("56.0", "approx"),
      MACD("death_cross", 3),
    ],
  ),
  wl(
    "f",
    A,
    "tT",
    "technical",
    "[SIG] 000858 close=97.08 pos52=20.2% RSI14=28.4 → oversold",
    [CLOSE("97.08"), POS52({ v: "20.2", err: "wrong_value" }), RSI("28.4", "approx")],
    { err: "wrong_value", note: "pos52约0.2%" },
  ),
  sh("t", A, "tT", "technical", "[SIG] 600028 close=5.39 ret20=-8.49% volr20=0.61 RSI14=30.0", [
    CLOSE("5.39"),
    RET(20, { v: "-8.49" }),
    { k: "volr", v: "0.61" },
    RSI("30.0", "approx"),
  ]),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "[SIG] 601318 close=59.37 MA250=59.29 → BELOW_MA250, trend=DOWN",
    [CLOSE("59.37"), MA(250, "value", { v: "59.29" }), MA(250, "below", { err: "technical" })],
    { err: "technical" },
  ),
  mt("t", A, "tT", "technical", "[SIG] 600519 close=1384.79 DIF=-10.03 DEA=-4.72 hist<0; dd20=-5.6%", [
    CLOSE("1384.79"),
    MACD("dif_value", undefined, { v: "-10.03" }),
    MACD("dea_value", undefined, { v: "-4.72" }),
    MACD("dif_below_dea"),
    H.DD(20, { v: "-5.6", cmp: "approx" }),
  ]),
  // 2025-10-31 voices
  mt("t", O, "tN", "quarterly", "贵州茅台前三季度实现归母净利润646.27亿元；三季度单季192.24亿元。", [
    V("net_profit", "2025M9", "646.27"),
    V("net_profit", "2025S3", "192.24"),
  ]),
  mt("t", O, "tT", "technical", "10月31日茅台收于1430.01元，仍在250日线(1497.07)下方，MACD于10月28日死叉。", [
    CLOSE("1430.01"),
    MA(250, "value", { v: "1497.07" }),
    MA(250, "below"),
    MACD("death_cross", 5),
  ]),
  mt(
    "f",
    O,
    "tT",
    "technical",
    "10月31日茅台收于1430.01元，RSI(14)约58，多头占优。",
    [RSI("58", "approx", { err: "technical" })],
    {
      err: "technical",
      note: "RSI约42.1",
    },
  ),
  pa("t", O, "tT", "technical", "10月31日平安收于57.83元，站上250日线（54.47元），MACD于10月14日金叉。", [
    CLOSE("57.83"),
    MA(250, "value", { v: "54.47" }),
    MA(250, "above"),
    MACD("golden_cross", 15),
  ]),
  pa("u", O, "tN", "quarterly", "中国平安前三季度归母净利润约1328亿元，同比增长约11.5%。", [U("平安季度数据未存储")]),
  nd("t", O, "tS", "technical", "宁王10月底388块，离52周高点424.36还差8%多。", [
    CLOSE("388.77"),
    { k: "ta", ind: "hi52", cond: "level", v: "424.36" },
    HI52({ v: "-8", cmp: "lt" }),
  ]),
];

function IND_NORMAL() {
  return H.IND("high_debt_is_normal");
}
