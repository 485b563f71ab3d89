// 宁德时代 300750: FY2021-2025 annual, quarters 2024H1..2026Q1 (no 2024Q1), bars 2020-01-02..2026-04-30, notices
// from 2026-02-09 (a missing dividend / buy-back / placement notice after that is a nonexistent_event; 减持 / 增持
// decide nothing). Mostly on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, CAGR, QOQ, PSUM } = H;
const { MCNOW, SNAP, READ, BIAS, VOLR, RANK, IN, LIN, AMP, POS52, X, EVN, GDIFF, SPAN, DOWN } = H;
const c = H.maker("b78-nd", "300750");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "2025年宁德时代营业总收入4237.02亿元，同比增长17.04%，走出了2024年收入下滑的低谷。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17.04" }),
    G("revenue", "2024", { dir: "down" }),
  ]),
  c("t", A, "bull", "annual", "归母净利润722.01亿元，同比大增42%，比收入增速高出约25个百分点，经营杠杆开始释放。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42", cmp: "approx", size: "大增" }),
    H.GDIFF(
      { metric: "net_profit", period: "2025" },
      { metric: "revenue", period: "2025" },
      { v: "25", cmp: "approx", dir: "up" },
    ),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润722.01亿元，同比翻倍，盈利进入爆发期。",
    [V("net_profit", "2025", "722.01"), G("net_profit", "2025", { size: "翻倍", err: "overstatement" })],
    { err: "overstatement", note: "同比+42.28%" },
  ),
  c("t", A, "fE", "annual", "净利润从2021年的159.31亿元增至2025年的722.01亿元，四年复合增速约46%，已连续四年增长。", [
    V("net_profit", "2021", "159.31"),
    V("net_profit", "2025", "722.01"),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
    UP("net_profit", Y5),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年营业总收入4237.02亿元，较2023年增长17.04%，重回高增轨道。",
    [V("revenue", "2025", "4237.02"), G("revenue", "2025", { base: "2023", v: "17.04", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "17.04%是较2024年；较2023年+5.7%" },
  ),
  c("t", A, "fE", "annual", "收入规模创新高：4237.02亿元超过了2023年的4009.17亿元，此前的高点已被刷新。", [
    V("revenue", "2025", "4237.02"),
    MAX("revenue", "2025", Y5),
    V("revenue", "2023", "4009.17"),
  ]),
  c("t", A, "tF", "annual", "毛利率由24.44%升至26.27%，净利率由14.92%升至18.12%，两项分别提升约1.8和3.2个百分点。", [
    V("gross_margin", "2024", "24.44", "%"),
    V("gross_margin", "2025", "26.27", "%"),
    V("net_margin", "2024", "14.92", "%"),
    V("net_margin", "2025", "18.12", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    PP("net_margin", "2025", { v: "3.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年净利率18.12%，同比提升约3.2%，盈利能力持续改善。",
    [V("net_margin", "2025", "18.12", "%"), G("net_margin", "2025", { v: "3.2", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "提升3.2个百分点，按百分比是+21.4%" },
  ),
  c("t", A, "fR", "annual", "资产负债率从2022年的70.56%降到2025年的61.94%，三年连降，去杠杆效果明显。", [
    V("debt_ratio", "2022", "70.56", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    DOWN("debt_ratio", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "宁德时代负债率61.94%与银行九成的负债率比起来不值一提，制造业六成多的负债完全不必关注。",
    [V("debt_ratio", "2025", "61.94", "%"), IND_normal()],
    { err: "industry_sense", note: "非金融企业，不能套用银行的负债常态" },
  ),
  c("t", A, "fR", "annual", "经营现金流净额1332.20亿元，同比增长约37%，约为归母净利润的1.85倍，利润含金量很高。", [
    V("operating_cash_flow", "2025", "1332.20"),
    G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "经营现金流1332.20亿元减去资本开支423.45亿元，自由现金流约909亿元。", [
    V("operating_cash_flow", "2025", "1332.20"),
    V("capex", "2025", "423.45"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "资本开支由311.80亿元降至423.45亿元，扩产明显收缩，说明公司对需求并不乐观。",
    [
      V("capex", "2024", "311.80"),
      V("capex", "2025", "423.45"),
      G("capex", "2025", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "资本开支增长35.8%" },
  ),
  c("t", A, "bear", "annual", "资本开支重回扩张：2025年423.45亿元，比上年多出约112亿元，产能过剩的担忧不能忽视。", [
    V("capex", "2025", "423.45"),
    D("capex", "2025", { v: "112", cmp: "approx", dir: "up" }),
    G("capex", "2024", { dir: "down" }),
  ]),
  c("t", A, "fSy", "annual", "年末货币资金3335.13亿元，占总资产9748.28亿元的三成以上，账上现金极为充裕。", [
    V("cash", "2025", "3335.13"),
    V("total_assets", "2025", "9748.28"),
    R("cash", "total_assets", "2025", "30", { u: "%", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "总资产9748.28亿元，同比增长约2.4%，扩张速度明显放缓。",
    [
      V("total_assets", "2025", "9748.28"),
      G("total_assets", "2025", { v: "2.4", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+23.9%" },
  ),
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "2026年一季度营业总收入1291.31亿元，同比增长约52%；归母净利润207.38亿元，同比增长约49%。",
    [
      V("revenue", "2026Q1", "1291.31"),
      G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
      V("net_profit", "2026Q1", "207.38"),
      G("net_profit", "2026Q1", { v: "49", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度归母净利润207.38亿元，环比2025年四季度增长约10%，旺季效应延续。",
    [
      V("net_profit", "2026Q1", "207.38"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "10", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "四季度231.67亿，环比-10.5%" },
  ),
  c("t", A, "bear", "quarterly", "一季度净利207.38亿元，比去年四季度的231.67亿元环比下滑约10%，高增长斜率在放缓。", [
    V("net_profit", "2026Q1", "207.38"),
    V("net_profit", "2025S4", "231.67"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
  ]),
  c("t", A, "tF", "quarterly", "2025年四季度单季营收1406.30亿元、净利231.67亿元，分别同比增约37%和57%。", [
    V("revenue", "2025S4", "1406.30"),
    V("net_profit", "2025S4", "231.67"),
    G("revenue", "2025S4", { v: "37", cmp: "approx" }),
    G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "2025年三季度单季归母净利润490.34亿元，同比增长约36%，单季利润再创纪录。",
    [
      V("net_profit", "2025S3", "490.34", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S3", { v: "36", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "490.34亿和36%是前三季度累计；三季度单季185.49亿，同比+41.2%" },
  ),
  c("t", A, "fM", "quarterly", "近四个季度归母净利润合计约790亿元，按现价估算的滚动PE约25倍。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    MCNOW("2026Q1TTM", "25", "approx"),
  ]),
  c("t", A, "fV", "valuation", "以4月30日收盘436元计，市值对应2025年归母净利约27.5倍，较7月快照时的估值明显抬升。", [
    CLOSE("436"),
    MCNOW("2025", "27.5"),
    SPAN("2025-07-04", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按436元收盘价和2025年利润计算，宁德时代PE只有约17.5倍，比历史平均低得多。",
    [CLOSE("436"), MCNOW("2025", "17.5", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约27.5倍" },
  ),
  c("t", A, "tP", "valuation", "7月4日快照PB为5.02倍、市值约1.21万亿元，此后股价涨幅超过六成。", [
    SNAP("pb", "5.02", "x", "eq"),
    SNAP("marketCap", "1.21", "万亿"),
    SPAN("2025-07-04", { v: "60", cmp: "gt" }),
  ]),
  c("t", A, "tT", "technical", "20、60、120、250日均线多头排列，收盘436元仍在MA20的425.02元之上，中期趋势未坏。", [
    MAORDER([20, 60, 120, 250], "bull"),
    CLOSE("436"),
    MA(20, "value", { v: "425.02" }),
    MA(20, "above"),
  ]),
  c("t", A, "tT", "technical", "MACD于4月28日死叉，DIF约11.76仍在零轴上方，属于高位调整而非趋势反转。", [
    MACD("death_cross", 3),
    MACD("dif_value", undefined, { v: "11.76", cmp: "approx" }),
    MACD("dif_above_zero"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "5日、10日、20日均线呈多头排列，收盘站上5日线，短线做多信号明确。",
    [MAORDER([5, 10, 20], "bull", { err: "technical" }), MA(5, "above", { err: "technical" })],
    { err: "technical", note: "MA5 437.69<MA10 438.80；收盘436低于MA5" },
  ),
  c("t", A, "tTr", "technical", "股价距52周高点460元只差约5%，处于一年区间的近九成位置，追高性价比不高。", [
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
    POS52({ v: "90", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "宁德时代4月30日收盘436元，股价创出52周新高，上方已无套牢盘。",
    [CLOSE("436"), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周高点460元" },
  ),
  c("t", A, "tB", "technical", "过去250个交易日股价涨了约93%，从225元附近几乎翻倍到436元，与利润大增同步。", [
    RET(250, { v: "93", cmp: "approx" }),
    CLOSE("225", "approx", { date: "2025-04-18" }),
    CLOSE("436"),
    G("net_profit", "2025", { size: "大增" }),
  ]),
  c("t", A, "tBe", "technical", "股价仍低于2021年末的588元，距那时的收盘价还差约26%，高估值时代的套牢盘仍在。", [
    CLOSE("588", "eq", { date: "2021-12-31" }),
    RET("2021-12-31", { v: "-26", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "近20日振幅约19%，成交量较前20日放大约13%，多空分歧加大。", [
    AMP(20, { v: "19", cmp: "approx" }),
    VOLR({ v: "1.13", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来股价上涨约64%，从年初的266元一路走到436元，资金抱团明显。",
    [
      CLOSE("266", "approx", { date: "2025-12-31", err: "wrong_period" }),
      CLOSE("436"),
      RET("2025-12-31", { v: "64", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "64%是自2024年末266元起；今年以来+18.7%" },
  ),
  c("t", A, "tA", "technical", "年内涨幅约19%，60日涨幅约28%，60日乖离超过11%，趋势强但短线有回踩需求。", [
    RET("2025-12-31", { v: "19", cmp: "approx" }),
    RET(60, { v: "28", cmp: "approx" }),
    BIAS(60, { v: "11", cmp: "gt" }),
  ]),
  c("t", A, "tN", "announcement", "公司2月9日披露2026年A股员工持股计划草案，4月22日又公告授予预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留" }),
  ]),
  c("t", A, "tN", "announcement", "3月10日公告2025年度利润分配预案，并提请授权董事会制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度利润分配" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c("t", A, "tN", "announcement", "回购已于4月7日公告完成，此前3月、4月初各发布过一次回购进展公告。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "回购结果" }),
    EVN("repurchase", "2026-03-01", { to: "2026-04-02", title: "进展", v: "2" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "宁德时代3月公告拟向特定对象发行A股募资，扩产资金将大幅充实。",
    [EV("placement", true, { from: "2026-03-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年2月9日以来无定增公告" },
  ),
  c(
    "f",
    A,
    "fS",
    "announcement",
    "4月下旬公司公告新一轮回购方案，彰显管理层对股价的信心。",
    [EV("repurchase", true, { from: "2026-04-15", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月仅有4月2日进展和4月7日回购结果，无新方案" },
  ),
  c("t", A, "fS", "announcement", "2月公司发行科技创新公司债券，募资渠道多元，市场情绪偏正面。", [
    EV("bond", true, { from: "2026-02-01", to: "2026-02-28", title: "科技创新" }),
  ]),
  c("t", A, "tC", "annual", "商誉从8.95亿元降到8.37亿元，相对近万亿的总资产微不足道，减值风险可以忽略。", [
    V("goodwill", "2024", "8.95"),
    V("goodwill", "2025", "8.37"),
    V("total_assets", "2025", "10000", "亿", "near"),
  ]),
  c("t", A, "tNe", "annual", "支付的股利和利息从258.07亿元增到349.23亿元，增幅约35%，略慢于利润42%的增速。", [
    V("dividends_interest_paid", "2024", "258.07"),
    V("dividends_interest_paid", "2025", "349.23"),
    G("dividends_interest_paid", "2025", { v: "35", cmp: "approx" }),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    H.GDIFF(
      { metric: "dividends_interest_paid", period: "2025" },
      { metric: "net_profit", period: "2025" },
      { dir: "down" },
    ),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "投资活动现金净流出944.76亿元，较上年几乎翻倍，但仍低于2022年的641.40亿元高峰。",
    [
      V("investing_cash_flow", "2025", "-944.76"),
      X("investing_cash_flow", "2025", "2024", { v: "2", cmp: "near" }),
      V("investing_cash_flow", "2022", "-641.40"),
      H.PAIR("investing_cash_flow", "2025", undefined, { period2: "2022", mode: "gt", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2025年净流出944.76亿已大于2022年641.40亿" },
  ),
  c("t", A, "tM", "quarterly", "一季度末负债率62.32%，较年末的61.94%小幅上行，但仍远低于2022年的70%以上。", [
    V("debt_ratio", "2026Q1", "62.32", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", dir: "up" }),
    V("debt_ratio", "2022", "70", "%", "gt"),
  ]),
  c("t", A, "vF", "quarterly", "一季度毛利率24.82%，高于去年同期的24.41%，量增之外盈利能力也在提升，投多。", [
    V("gross_margin", "2026Q1", "24.82", "%"),
    V("gross_margin", "2025Q1", "24.41", "%"),
    PP("gross_margin", "2026Q1", { dir: "up" }),
    G("revenue", "2026Q1", { dir: "up" }),
  ]),
  c("t", A, "vT", "technical", "RSI14约56，处于中性区，股价在MA20之上、MA10之下，震荡格局，投中性。", [
    RSI("56", "approx"),
    MA(20, "above"),
    MA(10, "below"),
  ]),
  c(
    "f",
    A,
    "vN",
    "annual",
    "年报显示2025年经营现金流同比下滑，回款放缓，是个利空。",
    [READ(G("operating_cash_flow", "2025", { dir: "down" }), "negative", { err: "wrong_direction" })],
    { err: "wrong_direction", note: "经营现金流同比+37.4%" },
  ),
  c("u", A, "bull", "undecidable", "2025年动力电池装车量全球市占率约38%，连续九年全球第一，龙头地位稳固。", [
    U("装车量与市占率未存储"),
  ]),
  c("u", A, "bear", "undecidable", "储能业务毛利率已被比亚迪和亿纬锂能压低，价格战只会更惨烈。", [
    U("分业务毛利率、亿纬锂能不在样本内"),
  ]),
  c("u", A, "fM", "undecidable", "一季度利润同比+48.5%，照此节奏2026年全年净利润有望突破900亿元。", [
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
    U("全年利润为预测"),
  ]),
  c("u", A, "tTr", "undecidable", "若5月放量站回440元上方，可加仓至目标价500元。", [
    U("4月30日之后的走势与目标价无法核验"),
  ]),
  c("u", A, "tN", "undecidable", "有股东在4月减持宁德时代股份，短期或对股价形成压制。", [U("减持公告不判定有无")]),
  c("u", A, "fS", "undecidable", "近一周融资余额增加约20亿元，杠杆资金持续加仓宁德。", [U("融资余额未存储")]),
  c("u", A, "tP", "undecidable", "H股较A股溢价约25%，外资给出的估值高于A股投资者。", [U("H股价格未存储")]),
];

function IND_normal() {
  return H.IND("high_debt_is_normal", { err: "industry_sense" });
}
