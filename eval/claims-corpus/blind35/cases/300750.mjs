// 宁德时代: FY2018-2019 and FY2021-2025 annual, quarters 2024H1..2026Q1 (Tushare), bars 2020-01-02..2026-04-30,
// notices from 2026-02-09 only. Dates: 2026-04-30 mostly, 2025-04-30, 2025-09-05, 2025-10-31, 2020-05-15.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, EV, U, CAGR, QOQ, PSUM, MCNOW, RANK, PAIR, READ, VOLR, PE, IN } = H;
const c = H.maker("b35-nd", "300750");
const A = "2026-04-30";
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const F = "2020-05-15";
const Y = ["2021", "2022", "2023", "2024", "2025"];
const Q25 = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", A, "bull", "annual", "宁德时代2025年营业总收入4237.02亿元，同比增长17.0%，在2024年下滑后重回增长，创下2021年以来新高。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17.0" }),
    G("revenue", "2024", { dir: "down" }),
    MAX("revenue", "2025", Y),
  ]),
  c("t", A, "bear", "annual", "营收4237亿元看似亮眼，可相比2023年的4009亿元只多出约5.7%，两年下来不过是收复失地。", [
    V("revenue", "2025", "4237"),
    V("revenue", "2023", "4009"),
    G("revenue", "2025", { base: "2023", v: "5.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收较上年仅增长5.7%，对一家电池龙头而言，这点增速实在乏善可陈。",
    [G("revenue", "2025", { v: "5.7", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "5.7%是较2023年；较2024年+17.04%" },
  ),
  c("t", A, "fE", "annual", "归母净利润722.01亿元，同比增幅42.3%，远快于营收17%的增速，经营杠杆在释放。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42.3" }),
    G("revenue", "2025", { v: "17" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "去年归母净利润772亿元，增幅四成有余，盈利能力在行业出清中反而增强。",
    [V("net_profit", "2025", "772", "亿", "eq", { err: "wrong_value" }), G("net_profit", "2025", { v: "40", cmp: "gt" })],
    { err: "wrong_value", note: "实际722.01亿元" },
  ),
  c("t", A, "fV", "valuation", "按4月30日收盘价436元、2025年归母净利润计，静态市盈率约27.5倍，谈不上泡沫。", [
    CLOSE("436"),
    MCNOW("2025", "27.5"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以近四个季度归母净利润约790亿元计，当前PE（TTM）仅21倍左右，低于多数成长股。",
    [V("net_profit", "2026Q1TTM", "790", "亿", "approx"), MCNOW("2026Q1TTM", "21", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE(TTM)约25.2倍" },
  ),
  c("t", A, "tT", "technical", "收盘436元仍站在20日线425元和60日线392元之上，但已跌破5日线，短线动能在减弱。", [
    CLOSE("436"),
    MA(20, "above"),
    MA(20, "value", { v: "425" }),
    MA(60, "value", { v: "392" }),
    MA(60, "above"),
    MA(5, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD在4月28日形成金叉，DIF上穿DEA，短期有望再度上攻前高。",
    [MACD("golden_cross", 3, { err: "technical" })],
    { err: "technical", note: "4月28日是死叉" },
  ),
  c("t", A, "fM", "technical", "DIF 11.76仍在零轴上方，却已于4月28日下穿DEA 12.85，属于高位死叉。", [
    MACD("dif_value", 0, { v: "11.76" }),
    MACD("dea_value", 0, { v: "12.85" }),
    MACD("death_cross", 3),
    MACD("dif_above_zero", 0),
  ]),
  c("t", A, "tM", "technical", "过去250个交易日股价累计上涨约93%，眼下距52周高点460元也只回落了5%左右。", [
    RET(250, { v: "93", cmp: "approx" }),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "4月30日收盘再创52周新高，这种位置追进去，风险收益比极差。",
    [HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "收盘436元，52周高点460元" },
  ),
  c("t", A, "tS", "technical", "RSI(14)约56，落在30到70的中性区间，既谈不上超买也不是超卖。", [
    RSI("56", "approx"),
    RSI(undefined, "in", { lo: "30", hi: "70" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "量能上，近20日均量较前20日萎缩约一成，追涨资金在撤退。",
    [VOLR({ v: "0.9", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "20日均量/前20日=1.132，放量" },
  ),
  c("t", A, "vT", "technical", "均线多头排列未破：20日425、60日392、120日383、250日335，中长期趋势向上。", [
    MAORDER([20, 60, 120, 250], "bull"),
    MA(20, "value", { v: "425" }),
    MA(60, "value", { v: "392" }),
    MA(120, "value", { v: "383" }),
    MA(250, "value", { v: "335" }),
  ]),
  c("t", A, "fE", "quarterly", "2026年一季度营收1291.31亿元、归母净利207.38亿元，同比分别增长52.4%和48.5%。", [
    V("revenue", "2026Q1", "1291.31"),
    V("net_profit", "2026Q1", "207.38"),
    G("revenue", "2026Q1", { v: "52.4" }),
    G("net_profit", "2026Q1", { v: "48.5" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利207亿元，环比去年四季度还增长了约10%，淡季不淡。",
    [
      V("net_profit", "2026Q1", "207"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "10", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比2025Q4(231.67亿)为-10.48%" },
  ),
  c("t", A, "fL", "quarterly", "单季看，2025年四季度营收1406.30亿元、归母净利231.67亿元，都是全年四个季度里最高的。", [
    V("revenue", "2025S4", "1406.30"),
    V("net_profit", "2025S4", "231.67"),
    RANK("revenue", "2025S4", Q25, "max", 1),
    RANK("net_profit", "2025S4", Q25, "max", 1),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "2025年前三季度归母净利润490.34亿元，同比增长41.2%，增长斜率陡峭。",
    [V("net_profit", "2025M9", "490.34"), G("net_profit", "2025M9", { v: "41.2", err: "wrong_period" })],
    { err: "wrong_period", note: "41.2%是三季度单季增速；前三季度累计+36.20%" },
  ),
  c("t", A, "tF", "quarterly", "三季度单季归母净利185.49亿元，同比增长41.2%，跑赢前三季度累计36.2%的增速。", [
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41.2" }),
    G("net_profit", "2025M9", { v: "36.2" }),
  ]),
  c("t", A, "fR", "annual", "经营现金流净额1332.2亿元，约为归母净利润的1.85倍，利润含金量很足。", [
    V("operating_cash_flow", "2025", "1332.2"),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流1332亿元，相当于归母净利润的2.5倍左右，账面利润被现金充分验证。",
    [
      V("operating_cash_flow", "2025", "1332"),
      R("operating_cash_flow", "net_profit", "2025", "2.5", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "实际1.85倍" },
  ),
  c("t", A, "tC", "annual", "资本开支由311.80亿元升至423.45亿元，增幅约36%，扩产又重新加码了。", [
    G("capex", "2024", { dir: "down" }),
    V("capex", "2024", "311.80"),
    V("capex", "2025", "423.45"),
    G("capex", "2025", { v: "36", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "annual", "资产负债率从65.24%降到61.94%，一年下降3.3个百分点，杠杆在主动收缩。", [
    V("debt_ratio", "2024", "65.24", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { v: "-3.3" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "资产负债率由65.24%降至61.94%，降了5.1个百分点，但仍在六成以上。",
    [
      V("debt_ratio", "2024", "65.24", "%"),
      V("debt_ratio", "2025", "61.94", "%"),
      PP("debt_ratio", "2025", { v: "-5.1", err: "wrong_magnitude" }),
      V("debt_ratio", "2025", "60", "%", "gt"),
    ],
    { err: "wrong_magnitude", note: "-5.1%是相对降幅；按百分点是-3.30" },
  ),
  c("t", A, "fSy", "annual", "货币资金3335.13亿元，约占总资产的34%，接近当年资本开支的8倍。", [
    V("cash", "2025", "3335.13"),
    R("cash", "total_assets", "2025", "34", { u: "%", cmp: "approx" }),
    R("cash", "capex", "2025", "8", { cmp: "near" }),
  ]),
  c("t", A, "bull", "annual", "归母净利润从2021年的159亿元一路增至2025年的722亿元，连续四年增长，复合增速约46%。", [
    V("net_profit", "2021", "159"),
    V("net_profit", "2025", "722"),
    UP("net_profit", Y),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营收并非一路向上：2024年下滑近一成后，2025年仍没回到2023年4009亿元的高点。",
    [
      G("revenue", "2024", { v: "-10", cmp: "near" }),
      V("revenue", "2023", "4009"),
      PAIR("revenue", "2025", undefined, { period2: "2023", mode: "lt", err: "wrong_extreme" }),
      MAX("revenue", "2023", Y, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2025年4237.02亿元已超过2023年" },
  ),
  c("t", A, "bear", "annual", "2024年营收3620.13亿元，同比下降9.7%，是2022年以来唯一一次收入负增长。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7" }),
    G("revenue", "2022", { dir: "up" }),
    G("revenue", "2023", { dir: "up" }),
    G("revenue", "2025", { dir: "up" }),
  ]),
  c("t", A, "fE", "annual", "2025年毛利率26.27%，比2024年提升1.83个百分点，净利率也升到18.12%。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.83" }),
    V("net_margin", "2025", "18.12", "%"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "毛利率26.27%，同比下降1.8个百分点，价格战正在侵蚀利润空间。",
    [V("gross_margin", "2025", "26.27", "%"), PP("gross_margin", "2025", { v: "-1.8", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+1.83pp" },
  ),
  c("t", A, "fQ", "quarterly", "一季度毛利率24.82%，同比只微升0.4个百分点，而且低于2025年全年的26.27%。", [
    V("gross_margin", "2026Q1", "24.82", "%"),
    PP("gross_margin", "2026Q1", { v: "0.4", cmp: "approx" }),
    V("gross_margin", "2025", "26.27", "%"),
    PAIR("gross_margin", "2026Q1", undefined, { period2: "2025", mode: "lt" }),
  ]),
  c("t", A, "tM", "quarterly", "按近四个季度滚动口径，营收约4681亿元，归母净利润约790亿元。", [
    V("revenue", "2026Q1TTM", "4681", "亿", "approx"),
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
  ]),
  c("t", A, "fL", "quarterly", "上半年营收同比增长7.3%，下半年营收约2448亿元，比上半年多出约659亿元。", [
    G("revenue", "2025H1", { v: "7.3" }),
    PSUM([["revenue", "2025", 1], ["revenue", "2025H1", -1]], { v: "2448", cmp: "approx" }),
    PSUM([["revenue", "2025", 1], ["revenue", "2025H1", -2]], { v: "659", cmp: "approx" }),
  ]),
  c("u", A, "tN", "undecidable", "据媒体报道，宁德时代正筹划在欧洲建设第三座工厂，海外产能将进一步扩张。", [
    U("媒体报道的建厂计划不在存储数据中"),
  ]),
  c("t", A, "tN", "announcement", "公司4月7日披露A股回购结果暨股份变动公告，此前3月、4月初各发过一次回购进展。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "结果" }),
    EV("repurchase", true, { from: "2026-03-01", to: "2026-03-31", title: "进展" }),
    EV("repurchase", true, { from: "2026-04-01", to: "2026-04-06", title: "进展" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "announcement",
    "3月公司发布了定增预案，拟向特定对象发行股票募资扩产，老股东被摊薄在所难免。",
    [EV("placement", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09起的公告中无定增" },
  ),
  c("t", A, "tN", "announcement", "3月10日公司发布2025年度利润分配预案，同时提请授权董事会制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "年度利润分配预案" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c("t", A, "fS", "announcement", "2月9日推出2026年A股员工持股计划草案，4月22日又授予了预留份额，绑定核心员工的意图明显。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留" }),
  ]),
  c("u", A, "tS", "announcement", "近期有重要股东披露减持计划，短期股价恐承压。", [U("减持公告不在采集范围内，无法判定")]),
  c("t", A, "tN", "announcement", "2月发行了2026年科技创新公司债券（第一期），并于2月26日在深交所上市。", [
    EV("bond", true, { from: "2026-02-01", to: "2026-02-28", title: "科技创新" }),
    EV("bond", true, { from: "2026-02-26", to: "2026-02-26", title: "上市" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "announcement",
    "4月初公司又抛出一轮新的A股回购方案，回购上限还上调了，护盘意愿很强。",
    [EV("repurchase", true, { from: "2026-04-01", title: "方案|预案", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月只有回购进展与结果公告" },
  ),
  c("t", A, "tB", "quarterly", "一季度归母净利同比增长48.5%，盈利上行趋势没有改变，这是实打实的利好。", [
    READ(G("net_profit", "2026Q1", { v: "48.5" }), "positive"),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度营收同比增长52.4%，在我们看来反而是利空：规模越冲，价格战越凶。",
    [READ(G("revenue", "2026Q1", { v: "52.4" }), "negative", { err: "stance" })],
    { err: "stance", note: "营收增长读作利空" },
  ),
  c("t", A, "fT", "annual", "宁德时代2025年归母净利润722亿元，约是比亚迪326亿元的2.2倍，但营收只有对方的一半出头。", [
    V("net_profit", "2025", "722"),
    V("net_profit", "2025", "326", "亿", "eq", { t: "002594" }),
    PAIR("net_profit", "2025", "002594", { v: "2.2", cmp: "approx" }),
    PAIR("revenue", "2025", "002594", { v: "0.53", cmp: "approx" }),
  ]),
  c("u", A, "tF", "undecidable", "储能电池出货量同比翻倍，储能业务收入占比已升至两成以上。", [U("分业务收入与出货量未存储")]),
  c("u", A, "fM", "undecidable", "机构一致预期2026年归母净利润超过950亿元，对应PE不到21倍。", [U("一致预期不在存储数据中")]),
  c("u", A, "tTr", "undecidable", "建议在430元附近分批建仓，若有效跌破400元则止损离场。", [U("交易计划无法核验")]),
  c("u", A, "fR", "industry", "负债率61.94%对制造企业偏高，不过其中大头是应付账款和合同负债这类经营性负债。", [
    V("debt_ratio", "2025", "61.94", "%"),
    U("负债结构（应付账款、合同负债）未存储"),
  ]),

  // ---- 2025-04-30: FY2024 and 2025Q1 public -----------------------------------------------------------------
  c("t", P, "bull", "annual", "2024年营收3620.13亿元、同比下降9.7%，归母净利润507.45亿元却逆势增长15.0%。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7" }),
    V("net_profit", "2024", "507.45"),
    G("net_profit", "2024", { v: "15.0" }),
  ]),
  c(
    "f",
    P,
    "bull",
    "annual",
    "2024年营收3620亿元、同比微增，归母净利增速15%，量利齐升。",
    [
      V("revenue", "2024", "3620"),
      G("revenue", "2024", { size: "微增", dir: "up", err: "wrong_direction" }),
      G("net_profit", "2024", { v: "15" }),
    ],
    { err: "wrong_direction", note: "营收同比-9.70%" },
  ),
  c("u", P, "fE", "quarterly", "2025年一季度营收847.05亿元，同比增长6.2%，重新回到正增长。", [
    V("revenue", "2025Q1", "847.05"),
    G("revenue", "2025Q1", { v: "6.2" }),
  ], { note: "2024Q1未存储，同比无法核验" }),
  c("t", P, "tT", "technical", "4月30日收于231.5元，低于60日线250.6元和120日线256.2元，中期仍偏弱。", [
    CLOSE("231.5"),
    MA(60, "below"),
    MA(60, "value", { v: "250.6" }),
    MA(120, "below"),
    MA(120, "value", { v: "256.2" }),
  ]),
  c(
    "f",
    P,
    "vT",
    "technical",
    "MACD于4月21日金叉后，DIF已经回到零轴上方，反转信号确立。",
    [MACD("golden_cross", 10), MACD("dif_above_zero", 0, { err: "technical" })],
    { err: "technical", note: "DIF -3.88" },
  ),
  c("u", P, "fV", "valuation", "按当前市值计算，宁德时代对应2024年利润的市盈率只有20倍出头。", [
    MCNOW("2024", "21", "approx"),
  ], { note: "市值快照(2025-07-04)晚于asOf" }),
  c("t", P, "fR", "annual", "2022至2024年，经营现金流连续三年都在归母净利润的1.9倍以上。", [
    R("operating_cash_flow", "net_profit", "2022", "1.9", { cmp: "gt" }),
    R("operating_cash_flow", "net_profit", "2023", "1.9", { cmp: "gt" }),
    R("operating_cash_flow", "net_profit", "2024", "1.9", { cmp: "gt" }),
  ]),

  // ---- 2025-09-05: H1 2025 public ---------------------------------------------------------------------------
  c("t", S, "fE", "quarterly", "上半年营收1788.86亿元，同比增长7.3%；归母净利304.85亿元，同比增长33.3%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.3" }),
  ]),
  c(
    "f",
    S,
    "tB",
    "quarterly",
    "二季度单季实现归母净利润304.85亿元，盈利能力再上台阶。",
    [V("net_profit", "2025S2", "304.85", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "304.85亿元是上半年累计；二季度单季165.23亿元" },
  ),
  c("t", S, "tT", "technical", "9月5日收于325.11元，创52周新高，RSI升至73，已进入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
  ]),
  c(
    "f",
    S,
    "tC",
    "technical",
    "近20日成交量较前20日缩量约两成，这波上涨缺乏量能配合。",
    [VOLR({ v: "0.8", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "20日均量/前20日=1.596" },
  ),
  c("t", S, "tA", "technical", "近20个交易日上涨23.4%，5、10、20、60日均线自上而下依次排列，趋势完好。", [
    RET(20, { v: "23.4" }),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),

  // ---- 2025-10-31: nine months 2025 public -------------------------------------------------------------------
  c("t", O, "fE", "quarterly", "前三季度营收2830.72亿元，同比增长9.3%；归母净利490.34亿元，增长36.2%。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2" }),
  ]),
  c("t", O, "fL", "quarterly", "三季度单季营收1041.86亿元，同比增长12.9%，单季收入重回千亿以上。", [
    V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { v: "12.9" }),
    V("revenue", "2025S2", "1000", "亿", "lt"),
    V("revenue", "2024S4", "1000", "亿", "gt"),
  ]),
  c(
    "f",
    O,
    "tC",
    "technical",
    "10月31日收盘388.77元，已跌破60日均线，中期趋势转弱。",
    [CLOSE("388.77"), MA(60, "below", { err: "technical" })],
    { err: "technical", note: "MA60 331.98" },
  ),
  c("t", O, "tT", "technical", "10月13日MACD死叉后DIF仍压在DEA下方，不过近60个交易日涨幅接近47%。", [
    MACD("death_cross", 16),
    MACD("dif_below_dea", 0),
    RET(60, { v: "47", cmp: "near" }),
  ]),
  c("u", O, "fM", "undecidable", "储能旺季叠加海外交付，四季度单季净利有望突破200亿元。", [U("对尚未披露季度的预测")]),

  // ---- 2020-05-15: FY2019 public -----------------------------------------------------------------------------
  c("t", F, "fE", "annual", "2019年营收457.88亿元，同比增长54.6%；归母净利45.60亿元，增长34.6%。", [
    V("operating_revenue", "2019", "457.88"),
    G("operating_revenue", "2019", { v: "54.6" }),
    V("net_profit", "2019", "45.60"),
    G("net_profit", "2019", { v: "34.6" }),
  ]),
  c(
    "f",
    F,
    "bull",
    "annual",
    "2019年归母净利润同比增长54.6%，和营收增速同步，规模效应开始兑现。",
    [G("net_profit", "2019", { v: "54.6", err: "wrong_value" })],
    { err: "wrong_value", note: "54.6%是营收增速；净利+34.63%" },
  ),
  c("t", F, "fV", "valuation", "以2019年每股收益2.09元计，145.48元的股价对应市盈率约70倍。", [
    CLOSE("145.48"),
    V("basic_eps", "2019", "2.09", "元"),
    PE("2019", "70"),
  ]),
  c("t", F, "tF", "annual", "2019年末总资产1013.52亿元，由上年末的738.84亿元跨过千亿大关，资产负债率58.37%。", [
    V("total_assets", "2019", "1013.52"),
    V("total_assets", "2018", "738.84"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    V("debt_ratio", "2019", "58.37", "%"),
  ]),
];
