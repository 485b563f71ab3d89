// 招商银行: FY2019-2025 (annual), quarters 2024H1..2026Q1 (东方财富主要指标), bars 2024-01-02..2026-04-30,
// annual-report notices only (a missing dividend / buy-back notice is undecidable). Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, PE, SNAP, IND, U } = H;
const { READ, MCPE, BIAS, DD, BRK, POS52, IN, X, CAGR, SUM, AVG, RANK, QOQ, PSUM, MCNOW, SPAN, LIN, DAYS, MAX_CROSS } =
  H;
const c = H.maker("b71-zs", "600036");
const A = "2026-04-30";

export default [
  // DeepSeek-style 多方 / 空方 points
  c(
    "u",
    A,
    "bull",
    "undecidable",
    "招行2025年归母净利润1501.81亿元，同比增长1.21%，在行业普遍负增长的年份里仍守住正增长。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { v: "1.21" }), U("行业普遍负增长为同业数据，样本外")],
  ),
  c("t", A, "bull", "annual", "归母净利润从2019年的928.67亿元一路增至2025年的1501.81亿元，连续六年增长。", [
    V("net_profit", "2019", "928.67"),
    V("net_profit", "2025", "1501.81"),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润约1502亿元，同比增长超过12%，盈利增速明显回升。",
    [
      V("net_profit", "2025", "1502", "亿", "approx"),
      G("net_profit", "2025", { v: "12", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际+1.21%，×10" },
  ),
  c("t", A, "bear", "annual", "2025年营业总收入3375.32亿元，较2024年的3374.88亿元基本持平，营收增长已停滞三年。", [
    V("revenue", "2025", "3375.32"),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2025", { size: "基本持平" }),
    G("revenue", "2024", { dir: "down" }),
    G("revenue", "2023", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营收在2023年见顶3447.83亿元，2025年的3375.32亿元仍低于峰值。",
    [
      MAX("revenue", "2023", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_period" }),
      V("revenue", "2025", "3375.32"),
    ],
    { err: "wrong_period", note: "3447.83亿是2022年，2023年为3391.23亿" },
  ),
  c("t", A, "bear", "annual", "收入端停滞，2025年营业总收入仍比2022年的高点低约2.1%。", [
    MAX("revenue", "2022", ["2021", "2022", "2023", "2024", "2025"]),
    G("revenue", "2025", { base: "2022", v: "-2.1", cmp: "approx" }),
  ]),
  c("t", A, "bear", "annual", "加权ROE从2024年的14.49%降到2025年的13.44%，一年下滑约1.05个百分点。", [
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { v: "-1.05", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "ROE从2019年的16.84%降至2025年的13.44%，六年间跌去约3.4个百分点，回报能力腰斩。",
    [
      V("roe", "2019", "16.84", "%"),
      V("roe", "2025", "13.44", "%"),
      PP("roe", "2025", { base: "2019", v: "-3.4", cmp: "approx" }),
      G("roe", "2025", { base: "2019", size: "腰斩", err: "overstatement" }),
    ],
    { err: "overstatement", note: "相对降幅约20%，远非腰斩" },
  ),
  c("t", A, "bull", "annual", "2025年基本每股收益5.70元，高于2024年的5.66元，每股净资产升至43.43元。", [
    V("basic_eps", "2025", "5.70", "元"),
    V("basic_eps", "2024", "5.66", "元"),
    V("bps", "2025", "43.43", "元"),
    G("bps", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "每股净资产由41.46元增至43.43元，增幅近一成，内生资本积累稳健。",
    [
      V("bps", "2024", "41.46", "元"),
      V("bps", "2025", "43.43", "元"),
      G("bps", "2025", { v: "10", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际+4.75%" },
  ),
  // FinDebate agents
  c("t", A, "fE", "quarterly", "2026年一季度营业总收入869.40亿元，同比增长3.81%，好于归母净利润1.52%的增速。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.81" }),
    G("net_profit", "2026Q1", { v: "1.52" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2026Q1归母净利润378.52亿元，同比下滑1.5%，利润端首次转负。",
    [
      V("net_profit", "2026Q1", "378.52"),
      G("net_profit", "2026Q1", { v: "-1.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+1.52%" },
  ),
  c("t", A, "fE", "quarterly", "单季看，2026Q1归母净利润378.52亿元，环比2025Q4的364.09亿元回升约4%。", [
    V("net_profit", "2026Q1", "378.52"),
    V("net_profit", "2025S4", "364.09"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "4", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2025年四季度单季归母净利润364.09亿元，是全年四个季度中最低的一季。", [
    V("net_profit", "2025S4", "364.09"),
    MIN("net_profit", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年三季度单季净利润388.42亿元，为全年最低，利润节奏前高后低。",
    [
      V("net_profit", "2025S3", "388.42"),
      MIN("net_profit", "2025S3", ["2025S1", "2025S2", "2025S3", "2025S4"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "Q3是全年单季最高" },
  ),
  c("t", A, "fE", "annual", "2025年下半年归母净利润约752.5亿元，略高于上半年的749.30亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "752.5", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "749.30"),
    H.PAIR("net_profit", "2025H1", "600036", { mode: "lt", period2: "2025", metric2: "net_profit" }),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -2],
      ],
      IN("0", "20"),
    ),
  ]),
  c("t", A, "fR", "industry", "资产负债率90.20%看似很高，但对银行而言九成左右的杠杆是行业常态，不构成单独风险点。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "截至2026年一季度末资产负债率已攀升至90.43%，偿债压力突出，杠杆风险需高度警惕。",
    [V("debt_ratio", "2026Q1", "90.43", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行九成负债率属常态" },
  ),
  c("t", A, "fR", "annual", "总资产由12.15万亿元扩张到13.07万亿元，增速约7.6%，明显快于利润1.2%的增速。", [
    V("total_assets", "2024", "12.15", "万亿"),
    V("total_assets", "2025", "13.07", "万亿"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年末总资产约130.7万亿元，规模扩张远快于利润增长。",
    [
      V("total_assets", "2025", "130.7", "万亿", "approx", { err: "wrong_magnitude" }),
      G("total_assets", "2025", { dir: "up" }),
    ],
    { err: "wrong_magnitude", note: "130705亿=13.07万亿" },
  ),
  c("u", A, "fR", "undecidable", "净息差继续收窄是利润增速只有1.21%的主因，2026年息差能否企稳决定估值修复。", [
    G("net_profit", "2025", { v: "1.21" }),
    U("净息差未存储；归因与2026年预判无法核验"),
  ]),
  c("u", A, "fR", "undecidable", "不良贷款率维持在0.95%左右，拨备覆盖率超过400%，资产质量仍是同业标杆。", [
    U("不良率、拨备覆盖率未存储"),
  ]),
  c("t", A, "fV", "valuation", "按4月30日收盘价38.27元和2025年每股收益5.70元计算，静态市盈率约6.7倍。", [
    CLOSE("38.27"),
    V("basic_eps", "2025", "5.70", "元"),
    PE("2025", "6.7"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "股价38.27元对应2025年末每股净资产43.43元，市净率约1.1倍，已不算便宜。",
    [CLOSE("38.27"), V("bps", "2025", "43.43", "元"), PE("2025", "1.1", "approx", { per: "bps", err: "wrong_value" })],
    { err: "wrong_value", note: "38.27/43.43≈0.88倍" },
  ),
  c("t", A, "fV", "valuation", "38.27元的股价低于一季度末每股净资产44.90元，市净率约0.85倍，处于破净状态。", [
    CLOSE("38.27"),
    V("bps", "2026Q1", "44.90", "元"),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
  ]),
  c("t", A, "fV", "valuation", "按当前股价和总股本计算，市值对应2025年归母净利润的市盈率约6.4倍。", [
    MCNOW("2025", "6.4"),
  ]),
  c("u", A, "fV", "undecidable", "招行PB不到0.9倍，而宁波银行约0.8倍、平安银行仅0.5倍，招行溢价仍在。", [
    PE("2025", "0.9", "lt", { per: "bps" }),
    U("宁波银行、平安银行不在样本内"),
  ]),
  c("t", A, "fM", "technical", "收盘38.27元，位于5日、10日、20日、60日、120日和250日均线之下，短中长期全部走弱。", [
    CLOSE("38.27"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "股价仍站稳60日均线之上，中期趋势未破，回调即是低吸机会。",
    [MA(60, "above", { err: "technical" })],
    { err: "technical", note: "收盘38.27低于MA60 39.25" },
  ),
  c("t", A, "fM", "technical", "MACD在4月27日形成死叉，DIF已跌至零轴下方，短线动能转弱。", [
    MACD("dead_cross", 4),
    MACD("dif_below_zero"),
  ]),
  c("t", A, "fS", "technical", "RSI14约36，尚未进入30以下的超卖区，抄底信号还不充分。", [
    RSI("36", "approx"),
    RSI("30", "gt"),
  ]),
  c(
    "f",
    A,
    "fS",
    "technical",
    "RSI已跌破30进入超卖区，情绪面极度悲观，反弹一触即发。",
    [RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14=36.06" },
  ),
  c("u", A, "fS", "undecidable", "北向资金近一个月净卖出招行超20亿元，外资持仓降至两年低位。", [
    U("北向资金流向未存储"),
  ]),
  c("t", A, "fSy", "technical", "股价距52周高点48.55元回落约21%，位于52周区间底部一成以内。", [
    HI52({ cond: "level", v: "48.55" }),
    HI52({ v: "-21", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "technical",
    "收盘38.27元已创52周新低，市场对银行股的悲观情绪达到顶点。",
    [CLOSE("38.27"), LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周最低37.31，未创新低" },
  ),
  c("t", A, "fSy", "technical", "2026年以来股价从42.10元跌到38.27元，年内跌幅约9.1%，跑输同期利润增速。", [
    CLOSE("42.10", "eq", { date: "2025-12-31" }),
    CLOSE("38.27"),
    RET("2025-12-31", { v: "-9.1", cmp: "approx" }),
    G("net_profit", "2026Q1", { dir: "up" }),
  ]),
  c("t", A, "fL", "annual", "综合来看，2025年利润1501.81亿元仍在增长，但ROE降至13.44%，维持中性。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { dir: "up" }),
    V("roe", "2025", "13.44", "%"),
    G("roe", "2025", { dir: "down" }),
  ]),
  c("t", A, "fT", "annual", "经营现金流净额4514.57亿元，较上年的4470.23亿元增长约1%，现金流并未恶化。", [
    V("operating_cash_flow", "2025", "4514.57"),
    V("operating_cash_flow", "2024", "4470.23"),
    G("operating_cash_flow", "2025", { v: "1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "经营现金流净额从2022年的5701亿元降至2025年的4515亿元，连续三年下降。",
    [
      V("operating_cash_flow", "2022", "5701", "亿", "approx"),
      V("operating_cash_flow", "2025", "4515", "亿", "approx"),
      H.DOWN("operating_cash_flow", ["2022", "2023", "2024", "2025"], { err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2023年3577.53后2024、2025年回升" },
  ),
  c("t", A, "fQ", "quarterly", "2025年前三季度累计经营现金流只有1761.34亿元，比上年同期的2872.33亿元少约39%。", [
    V("operating_cash_flow", "2025M9", "1761.34"),
    V("operating_cash_flow", "2024M9", "2872.33"),
    G("operating_cash_flow", "2025M9", { v: "-39", cmp: "approx" }),
  ]),
  // TradingAgents roles
  c(
    "u",
    A,
    "tF",
    "undecidable",
    "净利率44.77%，自2021年的36.48%起逐年抬升，成本管控与拨备回冲贡献明显。",
    [
      V("net_margin", "2025", "44.77", "%"),
      V("net_margin", "2021", "36.48", "%"),
      UP("net_margin", ["2021", "2022", "2023", "2024", "2025"]),
      U("拨备回冲的贡献无法从存储数据核验"),
    ],
    {},
  ),
  c("t", A, "tF", "annual", "扣非归母净利润1500.07亿元，与归母净利润1501.81亿元几乎一致，非经常性损益可忽略。", [
    V("deducted_net_profit", "2025", "1500.07"),
    V("net_profit", "2025", "1501.81"),
    R("deducted_net_profit", "net_profit", "2025", "99.5", { u: "%", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年扣非净利润同比增长1.35%，而2024年扣非仅增0.13%，增速在回升。",
    [
      G("deducted_net_profit", "2025", { v: "1.35", cmp: "approx" }),
      G("deducted_net_profit", "2024", { v: "0.13", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "2024年扣非+1.34%" },
  ),
  c("t", A, "tF", "annual", "2019到2025年归母净利润年均复合增速约8.3%，但近两年只剩1%出头。", [
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
    G("net_profit", "2024", { v: "1", cmp: "gt" }),
    G("net_profit", "2025", { v: "1.5", cmp: "lt" }),
    G("net_profit", "2024", { v: "1.5", cmp: "lt" }),
    G("net_profit", "2025", { v: "1", cmp: "gt" }),
  ]),
  c("t", A, "tT", "technical", "5日、10日、20日均线呈空头排列，MA5约39.03元压在股价上方。", [
    MAORDER([5, 10, 20], "bear"),
    MA(5, "value", { v: "39.03" }),
    MA(5, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "60日、120日、250日均线已形成多头排列，长期趋势依旧向上。",
    [MAORDER([60, 120, 250], "bull", { err: "technical" })],
    { err: "technical", note: "39.25<40.53<42.15，为空头排列" },
  ),
  c("t", A, "tT", "technical", "收盘价跌破此前20个交易日的全部收盘价，20日乖离约-2.9%，短线仍在寻底。", [
    BRK(20, "down"),
    BIAS(20, { v: "-2.9", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "近5个交易日从39.81元跌至38.27元，累计下跌约3.9%。", [
    CLOSE("39.81", "eq", { date: "2026-04-23" }),
    RET(5, { v: "-3.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20个交易日均量较前20日萎缩逾两成，典型的缩量阴跌。",
    [VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.10，略放量" },
  ),
  c("t", A, "tN", "announcement", "公司2025年3月26日披露了2024年年度报告，当时全年利润1483.91亿元。", [
    EV("annual_report", true, { from: "2025-03-26", to: "2025-03-26" }),
    V("net_profit", "2024", "1483.91"),
  ]),
  c("u", A, "tN", "undecidable", "招行已公告2025年度每10股派现20元，分红率维持在35%左右。", [
    U("招行仅收录年报公告，分红公告未收录"),
  ]),
  c("u", A, "tN", "undecidable", "招行董事会已审议通过中期分红方案，2026年将实施一年两次分红。", [
    U("未收录分红公告；计划性表述"),
  ]),
  c("u", A, "tS", "undecidable", "雪球上看空招行的帖子比例升到六成，散户情绪偏冷。", [U("社区情绪未存储")]),
  c("t", A, "tB", "annual", "2025年分配股利及付息支付现金617.52亿元，比2024年的610.31亿元还多，股东回报不缩水。", [
    V("dividends_interest_paid", "2025", "617.52"),
    V("dividends_interest_paid", "2024", "610.31"),
    G("dividends_interest_paid", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年分配股利及利息支付617.52亿元，同比增长约12%，分红力度明显加大。",
    [
      V("dividends_interest_paid", "2025", "617.52"),
      G("dividends_interest_paid", "2025", { v: "12", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际+1.18%" },
  ),
  c("t", A, "tB", "valuation", "6.7倍左右的市盈率、不到0.9倍的市净率，对应13.44%的ROE，性价比突出。", [
    PE("2025", "6.7"),
    PE("2025", "0.9", "lt", { per: "bps" }),
    V("roe", "2025", "13.44", "%"),
  ]),
  c("t", A, "tBe", "annual", "2024、2025两年归母净利润增速分别只有1.22%和1.21%，低增长已成常态。", [
    G("net_profit", "2024", { v: "1.22" }),
    G("net_profit", "2025", { v: "1.21" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "归母净利润增速由2023年的6.22%骤降到2024年的1.22%，2025年进一步跌到0.12%。",
    [
      G("net_profit", "2023", { v: "6.22" }),
      G("net_profit", "2024", { v: "1.22" }),
      G("net_profit", "2025", { v: "0.12", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "2025年为1.21%" },
  ),
  c("t", A, "tBe", "quarterly", "2026Q1加权ROE只有3.37%，低于上年同期的3.53%。", [
    V("roe", "2026Q1", "3.37", "%"),
    V("roe", "2025Q1", "3.53", "%"),
  ]),
  c("t", A, "tM", "annual", "多空双方都承认利润仍在增长，分歧在于4514.57亿元的经营现金流能否持续，暂定持有。", [
    G("net_profit", "2025", { dir: "up" }),
    V("operating_cash_flow", "2025", "4514.57"),
  ]),
  c("u", A, "tTr", "undecidable", "若跌破37元则止损，反弹至42元附近减仓，预计5月内完成调仓。", [
    CLOSE("38.27"),
    U("交易计划与未来价格无法核验"),
  ]),
  c("t", A, "tTr", "technical", "近60个交易日股价仅上涨约0.5%，60日区间振幅约7.4%，属于窄幅震荡。", [
    RET(60, { v: "0.5", cmp: "approx" }),
    H.AMP(60, { v: "7.4", cmp: "approx" }),
  ]),
  c("t", A, "tA", "valuation", "股价较52周高点回撤逾二成、PE不到7倍，激进一些可以左侧分批建仓。", [
    HI52({ v: "-20", cmp: "lt" }),
    PE("2025", "7", "lt"),
  ]),
  c("t", A, "tC", "technical", "250日均线在42.15元，股价低于年线约9%，趋势修复需要时间，仓位不宜超过一成。", [
    MA(250, "value", { v: "42.15" }),
    BIAS(250, { v: "-9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "2025年营业总收入3375.32亿元，较2022年仅微增0.01%，三年原地踏步。",
    [V("revenue", "2025", "3375.32"), G("revenue", "2025", { base: "2022", v: "0.01", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "+0.01%是较2024年；较2022年-2.10%" },
  ),
  c("t", A, "tNe", "annual", "每股经营现金流17.90元，是每股收益5.70元的三倍多，现金流覆盖充裕。", [
    V("ocf_per_share", "2025", "17.90", "元"),
    V("basic_eps", "2025", "5.70", "元"),
    R("ocf_per_share", "basic_eps", "2025", "3", { cmp: "gt" }),
    R("ocf_per_share", "basic_eps", "2025", "4", { cmp: "lt" }),
  ]),
  c("t", A, "tP", "annual", "组合维持标配：利润六连增至1501.81亿元，但股价年内跌超9%，等待更好的价位。", [
    V("net_profit", "2025", "1501.81"),
    RET("2025-12-31", { v: "-9", cmp: "lt" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "净利率44.77%是2021年以来的次高水平，仅次于2024年，盈利效率见顶回落。",
    [
      V("net_margin", "2025", "44.77", "%"),
      RANK("net_margin", "2025", ["2021", "2022", "2023", "2024", "2025"], "max", 2, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2025年为2021年以来最高，2024年44.32%次之" },
  ),
  c("u", A, "fM", "undecidable", "按一季度节奏外推，2026年全年归母净利润有望达到1530亿元，增速回升至2%左右。", [
    G("net_profit", "2026Q1", { dir: "up" }),
    U("全年预测无法核验"),
  ]),
  // vote lenses
  c("t", A, "vF", "annual", "2025年营收3375.32亿、净利1501.81亿，双双小幅正增长，投票持有。", [
    V("revenue", "2025", "3375.32"),
    V("net_profit", "2025", "1501.81"),
    G("revenue", "2025", { size: "微增" }),
    G("net_profit", "2025", { size: "小幅增长" }),
  ]),
  c("t", A, "vT", "technical", "DIF约-0.13，低于DEA约0.01，均线压制明显，投票卖出。", [
    MACD("dif_value", 0, { v: "-0.13", cmp: "approx" }),
    MACD("dea_value", 0, { v: "0.01", cmp: "approx" }),
    MACD("dif_below_dea"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  c("u", A, "vN", "undecidable", "央行降准预期升温，对银行息差形成短期扰动，投票观望。", [U("宏观消息与影响无法核验")]),
  c("u", A, "vN", "undecidable", "招行刚刚公告了100亿元的股份回购计划，提振信心，投票买入。", [
    U("招行仅收录年报公告，回购公告无从核验"),
  ]),
];
