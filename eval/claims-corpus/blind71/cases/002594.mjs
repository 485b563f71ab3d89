// 比亚迪: FY2017-2019 and FY2021-2025 (annual), quarters 2024H1..2026Q1 (Tushare), bars from 2025-07-29 (after a
// gap; 52-week figures undecidable), notices: ESOP, dividends. A missing dividend / buy-back notice is a
// nonexistent_event; placement (financing) notices are not collected, so those are undecidable. Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, IND, U } = H;
const { READ, BIAS, DD, BRK, IN, X, CAGR, SUM, RANK, QOQ, PSUM, SPAN, LIN, HILO, MRET, AMP, PAIR, EVN, DAYS } = H;
const c = H.maker("b71-by", "002594");
const A = "2026-04-30";

export default [
  // 多方 / 空方
  c("t", A, "bear", "quarterly", "2026年一季度归母净利润40.85亿元，同比下降约55%，利润直接腰斩。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx", size: "腰斩" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2026Q1营业收入1502.25亿元，同比下降约55%，收入规模大幅萎缩。",
    [V("revenue", "2026Q1", "1502.25"), G("revenue", "2026Q1", { v: "-55", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-55%是净利润降幅；营收-11.82%" },
  ),
  c("t", A, "bear", "annual", "2025年归母净利润326.19亿元，较2024年的402.54亿元下滑近19%，结束了连续三年的增长。", [
    V("net_profit", "2025", "326.19"),
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2025", { v: "-19", cmp: "near" }),
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润326.19亿元，同比下滑约19%，已跌回2022年的水平以下。",
    [
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
      PAIR("net_profit", "2025", "002594", { period2: "2022", mode: "lt", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "2022年166.22亿；2025年仍高于2023年的300.41亿" },
  ),
  c("t", A, "bull", "annual", "即便利润回落，2025年营收仍达8039.65亿元，同比增长3.46%，规模再创新高。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.46" }),
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("t", A, "bull", "annual", "营收从2021年的2161亿元到2025年的8040亿元，四年接近翻了两番，年复合增速约39%。", [
    V("revenue", "2021", "2161", "亿", "approx"),
    V("revenue", "2025", "8040", "亿", "approx"),
    X("revenue", "2025", "2021", { v: "3.72", cmp: "approx" }),
    CAGR("revenue", "2021", "2025", { v: "39", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2021到2025年营收年均复合增速约93%，成长性远超同行。",
    [CAGR("revenue", "2021", "2025", { v: "93", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "复合增速约38.9%；93%约为2022年单年增速" },
  ),
  c("t", A, "bull", "annual", "资产负债率从2023年77.86%的高点降到2025年的70.74%，两年压降约7.1个百分点。", [
    V("debt_ratio", "2023", "77.86", "%"),
    MAX("debt_ratio", "2023", ["2021", "2022", "2023", "2024", "2025"]),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { base: "2023", v: "-7.1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "industry",
    "比亚迪负债率70.74%，和银行一样，高负债本就是这类企业的经营常态，不必当成风险。",
    [V("debt_ratio", "2025", "70.74", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "高负债常态只适用于银行保险" },
  ),
  c("t", A, "bear", "annual", "2025年经营现金流净额仅591.36亿元，比上年的1334.54亿元少了一半以上。", [
    V("operating_cash_flow", "2025", "591.36"),
    V("operating_cash_flow", "2024", "1334.54"),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年经营现金流净额591.36亿元，同比增长约55.7%，回款能力显著增强。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      G("operating_cash_flow", "2025", { v: "55.7", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-55.69%" },
  ),
  // FinDebate agents
  c("t", A, "fE", "annual", "毛利率从2024年的19.44%降至2025年的17.74%，下滑1.7个百分点，盈利空间被压缩。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2026Q1毛利率18.81%，比2025年全年的17.74%回升约1.1个百分点，但仍低于去年同期20.07%。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2026Q1", { base: "2025", v: "1.1", cmp: "approx" }),
    V("gross_margin", "2025Q1", "20.07", "%"),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度净利率仅2.67%，较上年同期5.54%下降约2.9个百分点，盈利能力只是小幅走弱。",
    [
      V("net_margin", "2026Q1", "2.67", "%"),
      V("net_margin", "2025Q1", "5.54", "%"),
      PP("net_margin", "2026Q1", { v: "-2.9", cmp: "approx" }),
      G("net_margin", "2026Q1", { size: "小幅下滑", err: "overstatement" }),
    ],
    { err: "overstatement", note: "净利率相对降幅约52%，不是小幅" },
  ),
  c("t", A, "fE", "quarterly", "2025年四季度单季归母净利润92.86亿元，同比少了约38%，较三季度的78.23亿元则有所回升。", [
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
    V("net_profit", "2025S3", "78.23"),
    QOQ("net_profit", "2025S4", "2025S3", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年四季度单季营收2376.99亿元，同比增长约13.5%，旺季效应明显。",
    [V("revenue", "2025S4", "2376.99"), G("revenue", "2025S4", { v: "13.5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-13.52%" },
  ),
  c("t", A, "fE", "annual", "2025年下半年归母净利润约171亿元，较2024年下半年的约266亿元减少三成以上。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "171", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2024", 1],
        ["net_profit", "2024H1", -1],
      ],
      { v: "266", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
        ["net_profit", "2024", -1],
        ["net_profit", "2024H1", 1],
      ],
      { v: "-79", cmp: "lt" },
    ),
  ]),
  c("t", A, "fR", "annual", "2025年资本开支1568.08亿元，是经营现金流591.36亿元的2.65倍，自由现金流约-977亿元。", [
    V("capex", "2025", "1568.08"),
    V("operating_cash_flow", "2025", "591.36"),
    R("capex", "operating_cash_flow", "2025", "2.65", { cmp: "approx" }),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "资本开支1568.08亿元，同比增长约16%，扩张节奏尚属克制。",
    [V("capex", "2025", "1568.08"), G("capex", "2025", { v: "16", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+61.06%" },
  ),
  c("t", A, "fR", "annual", "货币资金从2024年末的1027.39亿元降到2025年末的754.25亿元，一年少了约273亿元。", [
    V("cash", "2024", "1027.39"),
    V("cash", "2025", "754.25"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
  ]),
  c("u", A, "fR", "undecidable", "海外销量占比已升至三成，关税壁垒可能拖累2026年出口利润。", [
    U("销量结构与关税影响未存储"),
  ]),
  c("u", A, "fR", "undecidable", "应付账款周转天数超过120天，对上游供应商的占款规模仍在扩大。", [
    U("应付账款与周转天数未存储"),
  ]),
  c("t", A, "fV", "valuation", "4月30日收盘102.98元，较2025年末的97.72元上涨约5.4%，估值随利润下修而被动抬升。", [
    CLOSE("102.98"),
    CLOSE("97.72", "eq", { date: "2025-12-31" }),
    RET("2025-12-31", { v: "5.4", cmp: "approx" }),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c("u", A, "fV", "undecidable", "按当前股价计算，比亚迪滚动市盈率约38倍，高于特斯拉以外的多数车企。", [
    U("比亚迪当日PE不可判定（股本随转增变化）；同业不在样本"),
  ]),
  c("t", A, "fM", "technical", "股价站在5日、10日、20日、60日和120日均线之上，均线呈多头排列。", [
    MA(5, "above"),
    MA(120, "above"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "MACD在4月出现金叉，DIF上穿DEA，短期买点确认。",
    [MACD("golden_cross", 21, { err: "technical" })],
    { err: "technical", note: "最近一次为4月1日死叉，DIF 0.52仍在DEA 0.59下方" },
  ),
  c("t", A, "fM", "technical", "DIF约0.52仍在零轴上方，但低于DEA约0.59，多头动能在衰减。", [
    MACD("dif_value", 0, { v: "0.52", cmp: "approx" }),
    MACD("dif_above_zero"),
    MACD("dea_value", 0, { v: "0.59", cmp: "approx" }),
    MACD("dif_below_dea"),
  ]),
  c("t", A, "fS", "technical", "RSI14在52附近，处于中性区间，既不超买也不超卖。", [
    RSI("52", "approx"),
    RSI("70", "lt"),
    RSI("30", "gt"),
  ]),
  c("u", A, "fS", "undecidable", "股价距52周高点仍有约12%的空间，上方套牢盘压力不小。", [
    HI52({ v: "-12", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "technical", "3月单月上涨约17.8%，把股价从89.32元拉回到105.25元，4月则小幅回落。", [
    MRET("2026-03", { v: "17.8", cmp: "approx" }),
    CLOSE("89.32", "eq", { date: "2026-02-27" }),
    CLOSE("105.25", "eq", { date: "2026-03-31" }),
    MRET("2026-04", { dir: "down", size: "小幅下滑" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "technical",
    "股价自2月初87.05元的低点反弹，至今累计涨幅已超过30%。",
    [HILO("min", "2026-01-01", { v: "87.05" }), SPAN("2026-02-02", { v: "30", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "87.05→102.98约+18.3%" },
  ),
  c("t", A, "fL", "annual", "裁定：收入8039.65亿元仍创新高，但利润下滑18.97%、现金流减半，空方论据更扎实。", [
    V("revenue", "2025", "8039.65"),
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    G("net_profit", "2025", { v: "-18.97" }),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
  ]),
  c("t", A, "fT", "annual", "现金流虽降至591.36亿元，仍是归母净利润326.19亿元的1.8倍左右，利润含金量不算差。", [
    V("operating_cash_flow", "2025", "591.36"),
    V("net_profit", "2025", "326.19"),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "经营现金流仅为净利润的0.18倍，账面利润几乎没有现金支撑。",
    [R("operating_cash_flow", "net_profit", "2025", "0.18", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "591.36/326.19≈1.81倍" },
  ),
  c("t", A, "fQ", "annual", "2025年投资活动现金净流出1974.63亿元，远超经营现金流入，账上现金随之减少。", [
    V("investing_cash_flow", "2025", "-1974.63"),
    PAIR("investing_cash_flow", "2025", "002594", { metric2: "operating_cash_flow", mode: "lt" }),
    R("investing_cash_flow", "operating_cash_flow", "2025", "-2", { cmp: "lt" }),
    G("cash", "2025", { dir: "down" }),
  ]),
  // TradingAgents
  c("t", A, "tF", "annual", "归母净利润2022年166.22亿、2023年300.41亿、2024年402.54亿，2025年回落到326.19亿。", [
    V("net_profit", "2022", "166.22"),
    V("net_profit", "2023", "300.41"),
    V("net_profit", "2024", "402.54"),
    V("net_profit", "2025", "326.19"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年归母净利润326.19亿元，为2021年以来的最低水平。",
    [
      V("net_profit", "2025", "326.19"),
      MIN("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2021年30.45亿、2022年166.22亿、2023年300.41亿都更低" },
  ),
  c("t", A, "tF", "annual", "2025年归母净利润是2021年的约10.7倍，长周期看盈利台阶已上了一个量级。", [
    X("net_profit", "2025", "2021", { v: "10.7", cmp: "approx" }),
  ]),
  c("t", A, "tF", "quarterly", "截至2026Q1的近四个季度归母净利润约275亿元，比2025年全年又少了约51亿元。", [
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2026Q1TTM", 1],
        ["net_profit", "2025", -1],
      ],
      { v: "-51", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "2025年前三季度归母净利润233.33亿元，同比增长7.6%，全年增长可期。",
    [
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025M9", { v: "7.6", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "前三季度同比-7.55%" },
  ),
  c("t", A, "tT", "technical", "近20个交易日均量只有前20日的约0.68倍，缩量明显，反弹缺乏增量资金。", [
    VOL("shrink_strong"),
    H.VOLR({ v: "0.68", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘102.98元，跌破60日均线98.35元，中期趋势转空。",
    [CLOSE("102.98"), MA(60, "value", { v: "98.35" }), MA(60, "below", { err: "technical" })],
    { err: "technical", note: "收盘在MA60之上" },
  ),
  c("t", A, "tT", "technical", "60日乖离率约4.7%，近60个交易日累计上涨约12.2%，短期存在回踩均线的需求。", [
    BIAS(60, { v: "4.7", cmp: "approx" }),
    RET(60, { v: "12.2", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "4月29日放量大涨后次日回落，收盘102.98元，距近60日最高收盘回撤约4.3%。", [
    H.BAR("2026-04-29", "chg", { dir: "up", v: "3", cmp: "gt" }),
    H.BAR("2026-04-29", "volx", { v: "2", cmp: "gt" }),
    H.BAR("2026-04-30", "chg", { dir: "down" }),
    DD(60, { v: "-4.3", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "公司3月28日发布2025年度利润分配方案公告，同时披露2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪4月发布了不超过50亿元的A股回购方案，管理层用真金白银托底。",
    [EV("repurchase", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c("t", A, "tN", "announcement", "2025年7月22日公司实施了2024年度利润分配及资本公积金转增股本，股价随之除权。", [
    EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "转增" }),
  ]),
  c("u", A, "tN", "undecidable", "比亚迪3月公告拟发行H股募资约400亿港元，用于海外产能建设。", [
    U("比亚迪融资类公告未收录"),
  ]),
  c("u", A, "tS", "undecidable", "股吧讨论热度环比下降四成，散户对价格战的担忧情绪蔓延。", [U("情绪数据未存储")]),
  c("t", A, "tB", "annual", "总资产8837.30亿元，同比扩张约12.8%，负债率却降到70.74%，资产负债表在变健康。", [
    V("total_assets", "2025", "8837.30"),
    G("total_assets", "2025", { v: "12.8", cmp: "approx" }),
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年营收8039.65亿元，较2023年的6023.15亿元增长约3.5%，稳中有升。",
    [
      V("revenue", "2025", "8039.65"),
      V("revenue", "2023", "6023.15"),
      G("revenue", "2025", { base: "2023", v: "3.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "3.46%是较2024年；较2023年+33.5%" },
  ),
  c(
    "t",
    A,
    "tB",
    "announcement",
    "分配股利及偿付利息支出由100.51亿元增至141.25亿元，增长约四成，且已公告2025年度分配方案。",
    [
      V("dividends_interest_paid", "2024", "100.51"),
      V("dividends_interest_paid", "2025", "141.25"),
      G("dividends_interest_paid", "2025", { v: "40", cmp: "approx" }),
      EV("dividend", true, { from: "2026-01-01" }),
    ],
  ),
  c("t", A, "tBe", "quarterly", "一季度营收1502.25亿元，不仅同比降11.8%，环比四季度的2376.99亿元更是下滑约37%。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    V("revenue", "2025S4", "2376.99"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "-37", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "一季度归母净利润40.85亿元，环比2025年四季度下降约38%。",
    [
      V("net_profit", "2026Q1", "40.85"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-38", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "-38%是Q4的同比；Q1环比-56%" },
  ),
  c("t", A, "tBe", "annual", "2025年少数股东损益约11.4亿元，净利润337.61亿元与归母326.19亿元的差距不大。", [
    LIN(
      [
        ["net_income", 1],
        ["net_profit", -1],
      ],
      "2025",
      { v: "11.4", cmp: "approx" },
    ),
    V("net_income", "2025", "337.61"),
    V("net_profit", "2025", "326.19"),
  ]),
  c("t", A, "tM", "annual", "营收微增3.46%而利润降18.97%，增收不增利，评级下调至持有。", [
    G("revenue", "2025", { v: "3.46" }),
    G("net_profit", "2025", { v: "-18.97" }),
  ]),
  c("u", A, "tTr", "undecidable", "计划在100元附近分两笔建仓，若二季度销量回暖则加仓至半仓。", [
    CLOSE("100", "gt"),
    U("交易计划、二季度销量无法核验"),
  ]),
  c("t", A, "tTr", "technical", "近5日振幅约6.9%，收盘仍在20日均线101.93元之上，趋势单尚可持有。", [
    AMP(5, { v: "6.9", cmp: "approx" }),
    MA(20, "value", { v: "101.93" }),
    MA(20, "above"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "股价今年以来已上涨超过15%，强者恒强，激进资金应继续加仓。",
    [RET("2025-12-31", { v: "15", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "年初至今+5.38%" },
  ),
  c("t", A, "tC", "quarterly", "单季净利润从2025Q1的91.55亿元跌到2026Q1的40.85亿元，盈利底部未明，仓位宜轻。", [
    V("net_profit", "2025Q1", "91.55"),
    V("net_profit", "2026Q1", "40.85"),
  ]),
  c(
    "f",
    A,
    "tC",
    "quarterly",
    "2026年一季度净利润同比下降55%，这是一个利好信号，说明价格战已见底。",
    [READ(G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "大幅下滑被读作利好" },
  ),
  c("t", A, "tNe", "annual", "商誉44.28亿元，相对8837.30亿元总资产占比约0.5%，减值风险可以忽略。", [
    V("goodwill", "2025", "44.28"),
    V("total_assets", "2025", "8837.30"),
    R("goodwill", "total_assets", "2025", "0.5", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "tP", "annual", "营收2021-2025年连续四年增长，但利润为2021年以来首降，维持半仓，不追高。", [
    UP("revenue", ["2021", "2022", "2023", "2024", "2025"]),
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c("t", A, "tB", "annual", "利润虽回落，326.19亿元仍是2021年以来的次高，仅次于2024年的402.54亿元。", [
    V("net_profit", "2025", "326.19"),
    RANK("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"], "max", 2),
    V("net_profit", "2024", "402.54"),
  ]),
  // vote lenses
  c("t", A, "vF", "quarterly", "一季度营收降11.82%、归母净利降55.38%，毛利率同比下降1.26个百分点，投卖出。", [
    G("revenue", "2026Q1", { v: "-11.82" }),
    G("net_profit", "2026Q1", { v: "-55.38" }),
    PP("gross_margin", "2026Q1", { v: "-1.26" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "股价已连续5个交易日收涨，短线趋势良好，投买入。",
    [DAYS(5, "up", { err: "technical" })],
    { err: "technical", note: "4月28日、30日收跌" },
  ),
  c("t", A, "vT", "technical", "收盘价站上全部中短期均线，但量能萎缩到前期约七成以下，投持有。", [
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    H.VOLR({ v: "0.7", cmp: "lt" }),
  ]),
  c("u", A, "vN", "undecidable", "4月新能源车销量同比下滑，且欧盟反补贴税落地，投观望。", [U("销量与政策消息未存储")]),
];
