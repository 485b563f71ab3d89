// 招商银行 600036: FY2019-2025 annual, quarters 2024H1..2026Q1 (东方财富主要指标), bars 2024-01-02..2026-04-30,
// annual-report notices only (a missing dividend / buy-back notice is undecidable). Mostly on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, CAGR, QOQ, PSUM, POS52 } = H;
const { MCNOW, PE, SNAP, IND, READ, BRK, BIAS, VOLR, RANK, IN, SPAN, LIN, AVG, DD } = H;
const c = H.maker("b78-zs", "600036");
const A = "2026-04-30";

export default [
  c("t", A, "bull", "annual", "招行2025年归母净利润1501.81亿元，同比增长1.21%，依旧守住了正增长。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21", dir: "up" }),
  ]),
  c("t", A, "bear", "annual", "2025年营业总收入3375.32亿元，较上年的3374.88亿元几乎原地踏步，增收乏力是事实。", [
    V("revenue", "2025", "3375.32"),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2025", { size: "基本持平" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营收已连续三年负增长：2025年营业总收入同比再降0.5%，银行的收入端仍在失血。",
    [
      H.DOWN("revenue", ["2022", "2023", "2024", "2025"], { err: "wrong_period" }),
      G("revenue", "2025", { v: "-0.5", cmp: "approx", dir: "down", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "-0.48%是2024年；2025年为+0.01%" },
  ),
  c("t", A, "fE", "annual", "归母净利从2019年的928.67亿元增至2025年的1501.81亿元，六年复合增速约8.3%。", [
    V("net_profit", "2019", "928.67"),
    V("net_profit", "2025", "1501.81"),
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "净利润增速一路放缓：2023年6.2%，2024年1.2%，2025年进一步降到0.2%。",
    [
      G("net_profit", "2023", { v: "6.2" }),
      G("net_profit", "2024", { v: "1.2" }),
      G("net_profit", "2025", { v: "0.2", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "2025年+1.21%" },
  ),
  c("t", A, "tF", "annual", "加权ROE由2024年的14.49%降至2025年的13.44%，下滑约1.05个百分点，但仍在13%以上。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05" }),
    V("roe", "2025", "13", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年加权ROE为13.44%，同比下降约10.5个百分点，盈利能力断崖式下滑。",
    [V("roe", "2025", "13.44", "%"), PP("roe", "2025", { v: "-10.5", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际-1.05个百分点" },
  ),
  c("t", A, "fR", "industry", "资产负债率90.20%看似很高，但银行靠负债经营，九成左右属于行业常态，不构成风险点。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "bear",
    "industry",
    "招行资产负债率高达90.20%，杠杆过高，一旦资金面收紧将面临偿债危机，是最大的风险。",
    [V("debt_ratio", "2025", "90.20", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  c("t", A, "fV", "valuation", "按4月30日收盘38.27元计，对应2025年每股收益5.70元的静态PE约6.7倍，估值处于低位。", [
    CLOSE("38.27"),
    V("basic_eps", "2025", "5.70", "元"),
    PE("2025", "6.7"),
  ]),
  c("t", A, "fV", "valuation", "以2025年末每股净资产43.43元计算，38.27元的股价对应PB仅约0.88倍，已处于破净状态。", [
    V("bps", "2025", "43.43", "元"),
    CLOSE("38.27"),
    PE("2025", "0.88", "approx", { per: "bps" }),
    PE("2025", "1", "lt", { per: "bps" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "现价38.27元、2025年每股收益5.70元，静态市盈率约67倍，对一家银行来说明显偏贵。",
    [CLOSE("38.27"), V("basic_eps", "2025", "5.70", "元"), PE("2025", "67", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "约6.7倍" },
  ),
  c("t", A, "tT", "technical", "收盘38.27元，MA20>MA10>MA5，短期均线呈空头排列，反弹前先看能否收复5日线。", [
    CLOSE("38.27"),
    MAORDER([5, 10, 20], "bear"),
  ]),
  c("t", A, "tT", "technical", "MACD在4月27日形成死叉，DIF已落到零轴下方，RSI14约36，弱势但尚未超卖。", [
    MACD("death_cross", 4),
    MACD("dif_below_zero"),
    RSI("36", "approx"),
    RSI("30", "gt"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI14已跌至约26，进入超卖区，叠加MACD金叉，短线反弹一触即发。",
    [RSI("26", "approx", { err: "technical" }), MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "RSI约36.1；4月27日是死叉" },
  ),
  c("t", A, "bear", "technical", "股价距52周高点48.55元已回落约21%，离52周低点37.31元只差不到3%，处在区间底部。", [
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-21", cmp: "approx" }),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "3", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "招行股价今年以来逆势上涨约9%，从42.10元附近一路走强，银行股的防御属性再次显现。",
    [
      CLOSE("42.10", "eq", { date: "2025-12-31" }),
      RET("2025-12-31", { v: "9", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "年初以来-9.10%" },
  ),
  c("t", A, "tBe", "technical", "年初至今股价从42.10元跌到38.27元，跌幅约9.1%，跑输了它自己的基本面。", [
    CLOSE("42.10", "eq", { date: "2025-12-31" }),
    CLOSE("38.27"),
    RET("2025-12-31", { v: "-9.1", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2026年一季度营业总收入869.40亿元，同比增长3.81%，归母净利润378.52亿元，同比增1.52%。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.81" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度归母净利润378.52亿元，同比增长约15%，利润增速重回两位数。",
    [
      V("net_profit", "2026Q1", "378.52"),
      G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际+1.52%" },
  ),
  c("t", A, "bull", "quarterly", "一季度收入增速3.8%，明显快于利润的1.5%，收入端先行修复，是拐点的前兆之一。", [
    G("revenue", "2026Q1", { v: "3.8" }),
    G("net_profit", "2026Q1", { v: "1.5" }),
    H.GDIFF({ metric: "revenue", period: "2026Q1" }, { metric: "net_profit", period: "2026Q1" }, { dir: "up" }),
  ]),
  c("t", A, "tF", "quarterly", "单季看，2025年四季度归母净利364.09亿元，低于三季度的388.42亿元，环比降约6.3%。", [
    V("net_profit", "2025S4", "364.09"),
    V("net_profit", "2025S3", "388.42"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-6.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "2025年第四季度单季归母净利润1501.81亿元，环比三季度大幅跃升，年末冲量明显。",
    [V("net_profit", "2025S4", "1501.81", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1501.81亿是全年；四季度单季364.09亿，环比下降" },
  ),
  c("t", A, "fR", "quarterly", "下半年净利润约752.5亿元，比上半年的749.30亿元略多，全年利润节奏前后基本均衡。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "752.5", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -2],
      ],
      { dir: "up" },
    ),
    V("net_profit", "2025H1", "749.30"),
  ]),
  c("t", A, "fSy", "quarterly", "综合一季报：2026Q1营收环比上季度的861.12亿元增约1%，利润同比+1.5%，经营稳中有进。", [
    V("revenue", "2025S4", "861.12"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "1", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5" }),
  ]),
  c("t", A, "tF", "annual", "归母净利润从2019年到2025年逐年增长，已连续六年正增长。", [
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年营业总收入3375.32亿元，创下上市以来新高，规模扩张仍在继续。",
    [
      V("revenue", "2025", "3375.32"),
      MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2022年3447.83亿更高" },
  ),
  c("t", A, "tF", "annual", "营收高点在2022年的3447.83亿元，此后三年都没能回到这一水平，2025年仍比高点少约72亿元。", [
    MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
    V("revenue", "2022", "3447.83"),
    H.PAIR("revenue", "2025", undefined, { period2: "2022", mode: "diff", u: "亿", v: "-72", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "annual", "总资产首次突破13万亿元，达到130705.23亿元，同比扩张约7.6%，资产投放并未放缓。", [
    V("total_assets", "2025", "13", "万亿", "gt"),
    V("total_assets", "2024", "13", "万亿", "lt"),
    V("total_assets", "2025", "130705.23"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2025年末总资产约13.07万亿元，较2023年增长约7.6%，扩表节奏稳健。",
    [
      V("total_assets", "2025", "13.07", "万亿", "approx"),
      G("total_assets", "2025", { base: "2023", v: "7.6", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "7.6%是较2024年；较2023年+18.5%" },
  ),
  c("t", A, "fM", "annual", "经营现金流净额4514.57亿元，同比仅微增约1%，但仍约为净利润的3倍。", [
    V("operating_cash_flow", "2025", "4514.57"),
    G("operating_cash_flow", "2025", { v: "1", cmp: "approx", size: "微增" }),
    R("operating_cash_flow", "net_profit", "2025", "3", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年经营现金流净额4514.57亿元，为近五年最高，流动性极其充裕。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      MAX("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2022年5701.43亿最高" },
  ),
  c("t", A, "tF", "annual", "净利率从2021年的36.48%一路抬升到2025年的44.77%，四年提升逾8个百分点。", [
    V("net_margin", "2021", "36.48", "%"),
    V("net_margin", "2025", "44.77", "%"),
    UP("net_margin", ["2021", "2022", "2023", "2024", "2025"]),
    PP("net_margin", "2025", { base: "2021", v: "8", cmp: "gt" }),
  ]),
  c("t", A, "tTr", "technical", "收盘价已跌破此前20个交易日的所有收盘价，20日乖离约-2.9%，短线不宜抄底。", [
    BRK(20, "down"),
    BIAS(20, { v: "-2.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "收盘38.27元，股价站稳250日年线之上，中长期趋势向好，可逢低布局。",
    [CLOSE("38.27"), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘低于MA250" },
  ),
  c("t", A, "tS", "technical", "近20日成交量比前20日放大约一成，但股价同期下跌近4%，属于放量下跌。", [
    VOLR({ v: "1.1", cmp: "approx" }),
    RET(20, { v: "-4", cmp: "near" }),
  ]),
  c("t", A, "tP", "valuation", "按现价折算的市值对2025年归母净利约6.4倍，即使利润零增长，回本也只要六年多。", [
    MCNOW("2025", "6.4"),
  ]),
  c("t", A, "fV", "valuation", "东财7月4日快照显示招行PB为1.16倍、总市值约1.19万亿元，此后股价已回落。", [
    SNAP("pb", "1.16", "x", "eq"),
    SNAP("marketCap", "1.19", "万亿"),
    SPAN("2025-07-04", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "valuation",
    "7月4日的快照里招行市值约11.9万亿元，稳居A股银行前列。",
    [SNAP("marketCap", "11.9", "万亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "约1.19万亿" },
  ),
  c("t", A, "tM", "annual", "每股收益由2024年的5.66元提高到2025年的5.70元，每股净资产升至43.43元，股东权益稳步积累。", [
    V("basic_eps", "2024", "5.66", "元"),
    V("basic_eps", "2025", "5.70", "元"),
    V("bps", "2025", "43.43", "元"),
    G("bps", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "基本每股收益从5.70元降到5.66元，股东回报在收缩。",
    [
      V("basic_eps", "2024", "5.70", "元", "eq", { err: "wrong_direction" }),
      V("basic_eps", "2025", "5.66", "元", "eq", { err: "wrong_direction" }),
      G("basic_eps", "2025", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024年5.66元→2025年5.70元，是增长" },
  ),
  c("t", A, "tC", "quarterly", "一季度末资产负债率90.43%，高于年末的90.20%，虽属银行常态，但杠杆略有抬升。", [
    V("debt_ratio", "2026Q1", "90.43", "%"),
    V("debt_ratio", "2025", "90.20", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", dir: "up" }),
    IND("high_debt_is_normal"),
  ]),
  c("t", A, "vF", "annual", "2025年归母净利同比+1.2%、ROE 13.44%，增速慢但盈利质量不差，给出持有。", [
    G("net_profit", "2025", { v: "1.2" }),
    V("roe", "2025", "13.44", "%"),
  ]),
  c("t", A, "vT", "technical", "60、120、250日均线由下至上呈空头排列，长期趋势仍偏弱，投票看空。", [
    MAORDER([60, 120, 250], "bear"),
  ]),
  c("u", A, "bull", "undecidable", "招行净息差在同业中仍处前列，零售AUM突破15万亿，护城河没有被削弱。", [
    U("净息差、零售AUM不在存储数据中"),
  ]),
  c("u", A, "bear", "undecidable", "不良贷款率升至0.95%、拨备覆盖率跌破400%，资产质量拐点已经出现。", [
    U("不良率、拨备覆盖率未存储"),
  ]),
  c("u", A, "fV", "undecidable", "2025年每股净利润5.70元，若分红率维持35%，对应股息率约5.2%。", [
    V("basic_eps", "2025", "5.70", "元"),
    U("分红率与每股派息未存储，为假设情景"),
  ]),
  c("u", A, "fM", "undecidable", "一季度利润同比+1.52%，预计2026年全年净利润增速在2%-3%之间。", [
    G("net_profit", "2026Q1", { v: "1.52" }),
    U("全年增速为预测"),
  ]),
  c("u", A, "tN", "undecidable", "招行已公告2025年度分红方案，每10股派约20元，派息总额创新高。", [
    U("招行公告仅存年报，分红公告未收录"),
  ]),
  c("u", A, "tBe", "undecidable", "招行PB不到0.9倍，却仍比工商银行高出一截，银行板块里并不算便宜。", [
    PE("2025", "0.9", "lt", { per: "bps" }),
    U("工商银行不在样本内"),
  ]),
  c("u", A, "tTr", "undecidable", "5月首周北向资金连续净买入招行，股价有望在37元一线企稳。", [
    U("北向资金流向与4月30日之后的走势无法核验"),
  ]),
  c("u", A, "fS", "undecidable", "雪球上关于招行的讨论热度降到一年低点，市场关注度明显降温。", [U("舆情热度未存储")]),
];
