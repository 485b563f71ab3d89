// Rebuttals that quote the other side's figure and correct it (only the correction is asserted), risk debaters,
// vote lenses and rulings, on 2026-04-30 unless dated otherwise.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, READ, QOQ } = H;
const { CAGR, RANK, X, SPAN, DD, POS52, BIAS, PSUM, IN, MCNOW, SNAP, IND, PAIR, EVN, VOLR, MRET, HILO, GDIFF } = H;
const pa = H.maker("b66-rb-pa", "601318");
const sh = H.maker("b66-rb-sh", "600028");
const by = H.maker("b66-rb-byd", "002594");
const wl = H.maker("b66-rb-wly", "000858");
const A = "2026-04-30";

export default [
  // ---- rebuttals ----
  pa("t", A, "bear", "annual", "多方说平安利润“创历史新高”，不对：1347.78亿元仍低于2019年的1494.07亿元。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
    PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "lt" }),
  ]),
  pa(
    "f",
    A,
    "bull",
    "annual",
    "空方称利润只增6%，更正：2025年归母净利润同比增长约16.5%。",
    [G("net_profit", "2025", { v: "16.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际+6.45%，空方的说法是对的" },
  ),
  pa("t", A, "fT", "annual", "质疑方把现金流说成“腰斩”，准确说法是2025年经营现金流同比增加约72%。", [
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "fQ",
    "industry",
    "信任方说负债率89.8%是行业常态，我不同意：这么高的杠杆对任何公司都是风险。",
    [V("debt_ratio", "2025", "89.8", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险集团九成负债率属常态" },
  ),
  by("t", A, "bull", "annual", "空方说比亚迪“营收下滑”，数据并不支持：2025年营收同比仍增约3.5%，只是利润下降。", [
    G("revenue", "2025", { v: "3.5", cmp: "approx", dir: "up" }),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  by(
    "f",
    A,
    "bear",
    "annual",
    "多方引用的326亿元利润没错，但这意味着利润较2023年也下降了约19%，两年白干。",
    [
      V("net_profit", "2025", "326", "亿", "approx"),
      G("net_profit", "2025", { base: "2023", v: "-19", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-19%是较2024年；较2023年+8.6%" },
  ),
  by("t", A, "fT", "quarterly", "质疑方说一季度收入“腰斩”，夸大了：营收只降约11.8%，腰斩的是归母净利润。", [
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    G("net_profit", "2026Q1", { size: "腰斩" }),
  ]),
  by(
    "f",
    A,
    "fQ",
    "annual",
    "对方说资本开支增长61%，实际更高：2025年资本开支1568亿元，是上年的两倍多。",
    [
      V("capex", "2025", "1568", "亿", "approx"),
      X("capex", "2025", "2024", { v: "2", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "1568.08/973.60=1.61倍" },
  ),
  sh("t", A, "bull", "annual", "空方说石化“利润腰斩”，不准确：2024年归母净利润503亿元，同比降约16.8%。", [
    V("net_profit", "2024", "503", "亿", "approx"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "bear",
    "annual",
    "多方说营收只降4%，但把时间拉长看，2024年营收较2021年也下降了约4.3%，三年没增长。",
    [G("revenue", "2024", { base: "2021", v: "-4.3", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2021年+12.2%" },
  ),
  sh(
    "f",
    A,
    "fQ",
    "technical",
    "技术派说石化在底部，我看未必：股价距52周低点还有约23%的下跌空间。",
    [LO52({ v: "23", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "距52周低点仅+2.28%" },
  ),
  wl("t", A, "fT", "technical", "质疑方称五粮液“已企稳”，数据相反：近5日跌约4.1%，收盘创52周收盘新低。", [
    RET(5, { v: "-4.1", cmp: "approx" }),
    LO52({ cond: "new_low" }),
  ]),
  wl(
    "f",
    A,
    "bull",
    "technical",
    "空方说跌破所有均线，其实股价仍在年线116.47元之上，长期趋势未坏。",
    [MA(250, "value", { v: "116.47" }), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘97.08元在年线下方" },
  ),
  // ---- risk debaters ----
  by("t", A, "tA", "technical", "近60日涨约12%，均线多头排列，回撤仅约2.4%，应该加仓。", [
    RET(60, { v: "12", cmp: "approx" }),
    MAORDER([5, 10, 20, 60], "bull"),
    DD(20, { v: "-2.4", cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "tC",
    "annual",
    "货币资金降到754亿元，是2021年以来最低，流动性告急。",
    [
      V("cash", "2025", "754", "亿", "approx"),
      MIN("cash", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2021年504.57亿元、2022年514.71亿元更低" },
  ),
  pa("t", A, "tNe", "technical", "平安在年线59.29元上方仅一步之遥，年内跌约13%，仓位维持即可。", [
    MA(250, "above"),
    MA(250, "value", { v: "59.29" }),
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tA",
    "technical",
    "平安3月单月大涨10%，4月再涨约4.6%，趋势已经反转。",
    [
      MRET("2026-03", { v: "10", cmp: "approx", dir: "up", err: "wrong_direction" }),
      MRET("2026-04", { v: "4.6", cmp: "approx" }),
    ],
    { err: "wrong_direction", note: "3月月线-10.00%" },
  ),
  sh("t", A, "tC", "technical", "石化自3月3日高点7.82元回撤约31%，且均线空头排列，不宜抄底。", [
    HILO("max", "2026-01-01", { v: "7.82" }),
    DD("2026-03-01", { v: "-31", cmp: "approx" }),
    MAORDER([5, 10, 20], "bear"),
  ]),
  sh(
    "f",
    A,
    "tA",
    "technical",
    "2024年归母净利润又降约16.8%，已是三连降，说明基本面越来越扎实，这是利好。",
    [
      G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
      DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
      READ(G("net_profit", "2024", { dir: "down" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "把利润下降读作利好" },
  ),
  wl("u", A, "tNe", "undecidable", "五粮液调整近一年，估值已回到历史底部区间，分批布局风险可控。", [
    RET(250, { dir: "down" }),
    U("历史估值区间需FY2020后利润"),
  ]),
  // ---- vote lenses ----
  pa("t", A, "vN", "announcement", "今年3月27日发布年度利润分配方案，过去三个8月均有中期分红方案，支持。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
    EVN("dividend", "2023-08-01", { title: "中期", v: "3", cmp: "ge" }),
  ]),
  sh("u", A, "vN", "undecidable", "石化上调中期分红比例至不低于65%，偏多。", [U("中国石化仅收录年报公告")]),
  by(
    "f",
    A,
    "vN",
    "announcement",
    "2026年以来比亚迪已公告两次回购，回馈股东态度积极，赞成。",
    [EVN("repurchase", "2026-01-01", { v: "2", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "没有回购公告" },
  ),
  wl("u", A, "vN", "undecidable", "五粮液管理层变动落地，渠道改革有望提速，倾向支持。", [U("五粮液公告未收录")]),
  by("u", A, "vF", "undecidable", "比亚迪单车利润已降至约5000元，明显低于特斯拉，反对。", [U("销量与同业未存储")]),
  sh("t", A, "vF", "annual", "2024年扣非净利润较归母少约22.6亿元，利润质量尚可，弃权。", [
    H.LIN(
      [
        ["deducted_net_profit", 1],
        ["net_profit", -1],
      ],
      "2024",
      { v: "-22.6", cmp: "approx" },
    ),
  ]),
  // ---- rulings ----
  by("t", A, "tM", "annual", "裁定空方胜：利润降19%、现金流降约56%、一季度利润同比腰斩，均属实。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx" }),
    G("net_profit", "2026Q1", { size: "腰斩" }),
  ]),
  pa(
    "f",
    A,
    "tM",
    "annual",
    "多方胜出：利润+6.5%、营收+12.6%，双升格局清晰。",
    [
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      G("revenue", "2025", { v: "12.6", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "+12.6%是2024年营收增速；2025年+2.1%" },
  ),
  sh("t", A, "fL", "annual", "裁定：石化利润连续三年下降属实，市净率0.84倍也属实，两方各对一半。", [
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    SNAP("pb", "0.84", "x", "eq"),
  ]),
  wl(
    "f",
    A,
    "tP",
    "technical",
    "五粮液现价97.08元，已较2025年底下跌约18%，暂不加仓。",
    [CLOSE("97.08"), SPAN("2025-12-31", { v: "-18", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "年内-8.36%；-18.4%是近120个交易日" },
  ),
  by("u", A, "tP", "undecidable", "等二季报确认价格战见底后再决定是否加仓比亚迪。", [U("未来报告")]),
  by(
    "f",
    A,
    "fSy",
    "annual",
    "综合来看，比亚迪2025年毛利率17.74%，为2021年以来最高，盈利能力强劲。",
    [V("gross_margin", "2025", "17.74", "%"), MAX("gross_margin", "2025", ["2024", "2025"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024年19.44%更高（2021—2023年毛利率未存储）" },
  ),
  pa(
    "f",
    A,
    "fSy",
    "annual",
    "平安经营现金流6586亿元，为2017年以来最高，比2022年的4859亿元还高出约63%。",
    [
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
      MAX("operating_cash_flow", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
      V("operating_cash_flow", "2022", "4859", "亿", "approx"),
      G("operating_cash_flow", "2025", { base: "2022", v: "63", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "6586.32/4859.05=+35.5%" },
  ),
];
