// 宁德时代: FY2021-2025 (plus 2018/2019 lines), quarters 2024H1..2026Q1, bars 2020..2026-04-30, notices from 2026-02-09.
// Dates: 2026-04-30 (FY2025 and 2026Q1 public), 2025-10-31 (nine months 2025), 2025-09-05 (H1 2025).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ, PSUM, POS52 } =
  H;
const { MCNOW, SNAP, PAIR, READ, IND, RANK, X, LIN, BIAS, SPAN, IN, EVN, HILO, PE, DD, AMP, GDIFF } = H;
const c = H.maker("b22-nd", "300750");
const A = "2026-04-30";
const Q3 = "2025-10-31";
const H1 = "2025-09-05";

export default [
  // ---- FY2025, DeepSeek-like terse points with a turn
  c("t", A, "bull", "annual", "2025年营收4237.02亿元，同比增长约17%；归母净利润722.01亿元，增速超过40%。", [
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "40", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润从2024年的540.07亿元跃升至722.01亿元，一年多赚近两百亿。",
    [V("net_profit", "2024", "540.07", "亿", "eq", { err: "wrong_value" }), V("net_profit", "2025", "722.01")],
    { err: "wrong_value", note: "540.07是2024年含少数股东的净利润，归母为507.45" },
  ),
  c("t", A, "fE", "annual", "利润增速（约42%）远快于收入增速（约17%），经营杠杆开始释放。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年营收同比增长17%，但仍低于2023年4009.17亿元的历史高点。",
    [
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      MAX("revenue", "2023", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2025年4237.02亿已超过2023年" },
  ),
  c("t", A, "fE", "annual", "收入在2024年下滑约9.7%后，2025年重回增长并创出4237亿元的新高。", [
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    V("revenue", "2025", "4237", "亿", "approx"),
  ]),
  c("t", A, "tF", "annual", "毛利率26.27%，较上年提升约1.8个百分点；净利率升至18.12%。", [
    V("gross_margin", "2025", "26.27", "%"),
    PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
    V("net_margin", "2025", "18.12", "%"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "毛利率由24.44%升至26.27%，同比提升约1.8%，修复幅度有限。",
    [
      V("gross_margin", "2024", "24.44", "%"),
      V("gross_margin", "2025", "26.27", "%"),
      G("gross_margin", "2025", { v: "1.8", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+1.83个百分点，相对+7.5%（百分点写成%）" },
  ),
  c("t", A, "fR", "annual", "资产负债率61.94%，比2024年低3.3个百分点，已连续三年回落。", [
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { v: "-3.3", cmp: "approx" }),
    H.DOWN("debt_ratio", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "负债率仍高达61.94%，且比上年又抬升了3个多百分点，偿债压力在加大。",
    [
      V("debt_ratio", "2025", "61.94", "%"),
      PP("debt_ratio", "2025", { v: "3", cmp: "gt", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2024年下降3.30个百分点" },
  ),
  c("t", A, "fR", "annual", "经营现金流1332.20亿元，是归母净利润的1.8倍以上，利润含金量很高。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年经营现金流1332亿元，约为同期归母净利润的2.5倍。",
    [
      V("operating_cash_flow", "2025", "1332", "亿", "approx"),
      R("operating_cash_flow", "net_profit", "2025", "2.5", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1332.20/722.01=1.85" },
  ),
  c("t", A, "tB", "annual", "扣掉423亿元资本开支，2025年自由现金流仍有约909亿元。", [
    V("capex", "2025", "423", "亿", "approx"),
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
    "tBe",
    "annual",
    "资本开支423.45亿元，较2024年近乎翻倍，扩产节奏过猛。",
    [V("capex", "2025", "423.45"), G("capex", "2025", { size: "接近翻倍", err: "overstatement" })],
    { err: "overstatement", note: "较311.80亿增长35.8%" },
  ),
  c("t", A, "tBe", "annual", "资本开支同比增长约36%至423亿元，重启扩产意味着折旧压力后移。", [
    G("capex", "2025", { v: "36", cmp: "approx" }),
    V("capex", "2025", "423", "亿", "approx"),
  ]),
  c("t", A, "fV", "annual", "货币资金3335亿元，占总资产的三分之一以上。", [
    V("cash", "2025", "3335", "亿", "approx"),
    R("cash", "total_assets", "2025", "33.3", { u: "%", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "账上货币资金约3.3万亿元，现金储备在A股制造业中独一档。",
    [V("cash", "2025", "3.3", "万亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "3335.13亿≈0.33万亿，×10" },
  ),
  c("t", A, "fL", "annual", "总资产由7866.58亿元增至9748.28亿元，增幅约24%，逼近万亿规模。", [
    V("total_assets", "2024", "7866.58"),
    V("total_assets", "2025", "9748.28"),
    G("total_assets", "2025", { v: "24", cmp: "approx" }),
  ]),
  c("t", A, "bull", "annual", "2021年至2025年归母净利润年复合增速约46%，四年间增长3.5倍以上。", [
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
    X("net_profit", "2025", "2021", { v: "4.5", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "质疑：归母净利润并非年年增长，2024年就出现过下滑。",
    [READ(G("net_profit", "2024", { dir: "down", err: "wrong_direction" }), "negative", { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2024年归母+15.0%；下滑的是营收" },
  ),
  c("t", A, "fT", "annual", "纠正一下：2024年下滑的是营收（约-9.7%），归母净利润当年仍增长约15%。", [
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "值得注意的是，派息及利息支出从2023年的94.81亿元升到349.23亿元，两年增长两倍多。", [
    V("dividends_interest_paid", "2023", "94.81"),
    V("dividends_interest_paid", "2025", "349.23"),
    X("dividends_interest_paid", "2025", "2023", { v: "3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "分配股利及偿付利息的现金349.23亿元，同比翻倍以上，回报股东力度空前。",
    [
      V("dividends_interest_paid", "2025", "349.23"),
      G("dividends_interest_paid", "2025", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "较258.07亿增长35.3%" },
  ),
  c("t", A, "fR", "annual", "投资活动现金净流出944.76亿元，几乎是上年488.75亿元的两倍。", [
    V("investing_cash_flow", "2025", "-944.76"),
    V("investing_cash_flow", "2024", "-488.75"),
    X("investing_cash_flow", "2025", "2024", { v: "2", cmp: "near" }),
  ]),
  c("u", A, "bear", "industry", "动力电池全球市占率连续九年第一，但储能业务毛利率已被同行压到15%以下。", [
    U("市占率与分业务毛利率未存储"),
  ]),
  c("u", A, "fE", "annual", "2025年电池出货量超过600GWh，其中储能电池占比约两成。", [U("出货量与产品结构未存储")]),
  c("u", A, "fS", "annual", "境外收入占比已升至三成以上，欧洲工厂贡献明显。", [U("分地区收入未存储")]),
  c("u", A, "tM", "annual", "市场一致预期2026年归母净利润约900亿元，对应增速约25%。", [U("一致预期未存储")]),
  c("t", A, "tM", "annual", "营收增长17.0%、归母净利润增长42.3%，2025年是量利齐升的一年。", [
    G("revenue", "2025", { v: "17.0" }),
    G("net_profit", "2025", { v: "42.3" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "商誉8.37亿元，较上年增长约6%，并购扩张带来的减值隐患在累积。",
    [
      V("goodwill", "2025", "8.37"),
      G("goodwill", "2025", { v: "6", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "8.95→8.37，-6.4%（审计：约7%改为约6%，只留方向一处错误）" },
  ),
  c("t", A, "fT", "annual", "商誉仅8.37亿元，比上年还少了约0.6亿元，对近万亿总资产几乎可忽略。", [
    V("goodwill", "2025", "8.37"),
    D("goodwill", "2025", { v: "-0.6", cmp: "approx" }),
    R("goodwill", "total_assets", "2025", "0.1", { u: "%", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "负债率超过六成，对制造企业而言已处于危险区，应视同银行那样高杠杆。",
    [V("debt_ratio", "2025", "60", "%", "gt"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "把制造业负债率与银行的常态高杠杆混同" },
  ),

  // ---- 2026Q1 and single quarters
  c("t", A, "tF", "quarterly", "2026年一季度营收1291.31亿元，同比增长52.4%；归母净利润207.38亿元，增长48.5%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.4" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "一季度归母净利润207亿元，同比增长约52%，盈利端延续高增。",
    [
      V("net_profit", "2026Q1", "207", "亿", "approx"),
      G("net_profit", "2026Q1", { v: "52", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "52.4%是营收增速；归母+48.5%（审计：删去第二处错误“增速快于收入”）" },
  ),
  c("t", A, "bear", "quarterly", "但环比看，一季度营收较2025年四季度的1406亿元回落约8%，利润环比也下滑一成左右。", [
    V("revenue", "2025S4", "1406", "亿", "approx"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "-8", cmp: "approx" }),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度营收环比仍增长约8%，旺季效应延续到了年初。",
    [QOQ("revenue", "2026Q1", "2025S4", { v: "8", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "环比-8.2%" },
  ),
  c("t", A, "fE", "quarterly", "2025年四季度单季营收1406.30亿元，同比增长约37%，是全年最强的一个季度。", [
    V("revenue", "2025S4", "1406.30"),
    G("revenue", "2025S4", { v: "37", cmp: "approx" }),
    MAX("revenue", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年四季度单季归母净利润490.34亿元，同比增长约36%。",
    [
      V("net_profit", "2025S4", "490.34", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S4", { v: "36", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "490.34亿/+36.2%是前三季度累计；四季度单季231.67亿，+57.1%" },
  ),
  c("t", A, "fE", "quarterly", "全年利润明显后置：仅四季度单季就贡献归母净利润231.67亿元，同比增幅在57%以上。", [
    V("net_profit", "2025S4", "231.67"),
    G("net_profit", "2025S4", { v: "57", cmp: "gt" }),
  ]),
  c("t", A, "tNe", "quarterly", "下半年归母净利润约417亿元，比上半年的304.85亿元多出一百亿元以上。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "417", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "304.85"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -2],
      ],
      { v: "100", cmp: "gt" },
    ),
  ]),
  c("t", A, "fV", "quarterly", "按近四个季度（TTM）计，归母净利润约790亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "790", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "fV",
    "quarterly",
    "TTM营收已超过4800亿元，收入规模站上新台阶。",
    [
      PSUM(
        [
          ["revenue", "2025", 1],
          ["revenue", "2026Q1", 1],
          ["revenue", "2025Q1", -1],
        ],
        { v: "4800", cmp: "gt", err: "wrong_value" },
      ),
    ],
    { err: "wrong_value", note: "TTM营收4681.28亿" },
  ),
  c("t", A, "tC", "quarterly", "一季度末资产负债率62.32%，比年末的61.94%略有回升。", [
    V("debt_ratio", "2026Q1", "62.32", "%"),
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", dir: "up" }),
  ]),
  c("t", A, "tS", "quarterly", "一季度末货币资金3519.97亿元，较年初再增约185亿元。", [
    V("cash", "2026Q1", "3519.97"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "quarterly",
    "一季度毛利率24.82%，较上年同期下滑约0.4个百分点，价格战开始侵蚀利润。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      PP("gross_margin", "2026Q1", { v: "-0.4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "24.41%→24.82%，+0.41个百分点" },
  ),
  c("t", A, "fR", "quarterly", "一季度毛利率24.82%，同比小幅提高0.4个百分点，但仍低于2025年全年的26.27%。", [
    V("gross_margin", "2026Q1", "24.82", "%"),
    PP("gross_margin", "2026Q1", { v: "0.4", cmp: "approx" }),
    PAIR("gross_margin", "2026Q1", undefined, { period2: "2025", mode: "lt" }),
  ]),
  c("u", A, "tN", "quarterly", "一季度利润环比下降主要源于碳酸锂涨价带来的成本压力。", [U("原因未存储")]),
  c("u", A, "tP", "quarterly", "预计二季度营收将环比回升至1400亿元以上。", [U("预测")]),

  // ---- technicals 2026-04-30
  c("t", A, "tT", "technical", "股价收于436元，站在MA60（约392元）和MA250之上，中长期均线呈多头排列。", [
    CLOSE("436"),
    MA(60, "above"),
    MA(60, "value", { v: "392", cmp: "approx" }),
    MA(250, "above"),
    MAORDER([20, 60, 120, 250], "bull"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD于4月28日形成金叉，DIF重新站上DEA，短线有望再攻460元前高。",
    [MACD("golden_cross", 3, { err: "technical" })],
    { err: "technical", note: "4月28日为死叉，DIF 11.76<DEA 12.85" },
  ),
  c("t", A, "tT", "technical", "值得注意的是，MACD在4月28日刚出现死叉，DIF已回落到DEA下方，短线动能转弱。", [
    MACD("dead_cross", 3),
    MACD("dif_below_dea"),
  ]),
  c("t", A, "tTr", "technical", "RSI14约56，处于中性区间，距52周高点460元约有5%空间。", [
    RSI("56", "approx"),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "股价已处52周区间的低位，仅比231.2元的低点高不到三成，安全边际充足。",
    [
      LO52({ cond: "level", v: "231.2" }),
      POS52({ v: "30", cmp: "lt", err: "technical" }),
      LO52({ v: "30", cmp: "lt", err: "technical" }),
    ],
    { err: "technical", note: "位置89.5%，较低点+88.6%" },
  ),
  c("t", A, "tA", "technical", "过去一年股价几乎翻倍：250个交易日涨幅约93%，较52周低点上涨近九成。", [
    RET(250, { v: "93", cmp: "approx" }),
    LO52({ cond: "level", v: "231.2" }),
    LO52({ v: "90", cmp: "near" }),
  ]),
  c("t", A, "tT", "technical", "近20日均量较前20日放大约13%，但近5日股价小跌0.66%，量价略有背离。", [
    VOL("expand"),
    H.VOLR({ v: "1.13", cmp: "approx" }),
    RET(5, { v: "-0.66" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20个交易日成交持续萎缩，缩量上涨说明追高意愿不足。",
    [VOL("shrink", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.13，放量" },
  ),
  c("t", A, "tNe", "technical", "年初以来涨幅约18.7%，收盘价仍在MA20（约425元）上方。", [
    SPAN("2025-12-31", { v: "18.7", cmp: "approx" }),
    MA(20, "above"),
    MA(20, "value", { v: "425", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "收盘价已跌破5日和10日均线，且较2025年末下跌近两成，趋势转空。",
    [MA(5, "below"), MA(10, "below"), SPAN("2025-12-31", { v: "-20", cmp: "near", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2025年末+18.7%" },
  ),
  c("t", A, "tC", "technical", "收盘436元已跌破5日、10日均线，60日乖离率仍有11%以上，短线有回踩需求。", [
    MA(5, "below"),
    MA(10, "below"),
    BIAS(60, { v: "11", cmp: "gt" }),
  ]),
  c("u", A, "tS", "technical", "近一周北向资金净卖出宁德时代超过30亿元。", [U("资金流向未存储")]),
  c("u", A, "tT", "technical", "5月上旬股价有望突破460元创出新高。", [U("asOf之后")]),

  // ---- valuation 2026-04-30
  c("t", A, "fV", "valuation", "按436元收盘价和2025年归母净利润计，市盈率约27.5倍。", [
    MCNOW("2025", "27.5", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以TTM利润790亿元计，当前动态市盈率不到15倍，显著低估。",
    [
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2026Q1", 1],
          ["net_profit", "2025Q1", -1],
        ],
        { v: "790", cmp: "approx" },
      ),
      MCNOW("2026Q1TTM", "15", "lt", { err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "TTM约25倍（审计：按句中的TTM口径核对）" },
  ),
  c("t", A, "fV", "valuation", "2025年7月4日快照显示总市值约1.21万亿元、市净率5.02倍。", [
    SNAP("marketCap", "1.21", "万亿"),
    SNAP("pb", "5.02", "x", "eq"),
  ]),
  c("u", A, "fV", "valuation", "与全球同行松下、LG新能源相比，宁德时代市盈率仍有折价。", [U("样本外同行")]),

  // ---- announcements (notices collected from 2026-02-09)
  c("t", A, "vN", "announcement", "公司2月9日披露2026年A股员工持股计划草案，4月22日又授予了预留份额。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-22", title: "预留份额" }),
  ]),
  c("t", A, "tN", "announcement", "4月7日公告A股回购结果，此前3月、4月各发布过一次回购进展。", [
    EV("repurchase", true, { from: "2026-04-07", title: "回购结果" }),
    EVN("repurchase", "2026-03-01", { to: "2026-04-06", v: "2" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司3月披露定增预案，拟向特定对象募资扩建海外基地，摊薄担忧压制股价。",
    [EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09后无定增公告" },
  ),
  c("t", A, "bull", "announcement", "3月10日已公告2025年度利润分配预案，并提请授权董事会制定2026年中期分红。", [
    EV("dividend", true, { from: "2026-03-10", title: "2025年度利润分配" }),
    EV("dividend", true, { from: "2026-03-10", title: "中期分红" }),
  ]),
  c("t", A, "tS", "announcement", "2月发行的科技创新公司债券已于2月26日在深交所上市。", [
    EV("bond", true, { from: "2026-02-26", title: "上市" }),
  ]),
  c("u", A, "tBe", "announcement", "2月以来大股东多次减持的公告，是股价冲高回落的直接原因。", [
    U("减持公告不作判定（blind13的数据约定）；原因未存储"),
  ]),
  c("u", A, "tN", "announcement", "利润分配预案拟每10股派现约45元，分红率维持在五成左右。", [U("分红金额未存储")]),

  // ---- 2025-10-31 (nine months 2025 public)
  c("t", Q3, "tF", "quarterly", "前三季度累计：营收2830.72亿元、同比+9.3%，归母净利润490.34亿元、同比+36.2%。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2" }),
  ]),
  c(
    "f",
    Q3,
    "bull",
    "quarterly",
    "三季度单季归母净利润490亿元，同比大增36%，业绩再超预期。",
    [
      V("net_profit", "2025S3", "490", "亿", "approx", { err: "wrong_period" }),
      G("net_profit", "2025S3", { v: "36", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "490亿/36%为前三季度累计；Q3单季185.49亿，+41.2%" },
  ),
  c("t", Q3, "bull", "quarterly", "三季度单季营收1041.86亿元，同比增长约12.9%，单季归母净利润185亿元，增速逾四成。", [
    V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { v: "12.9", cmp: "approx" }),
    V("net_profit", "2025S3", "185", "亿", "approx"),
    G("net_profit", "2025S3", { v: "40", cmp: "gt" }),
  ]),
  c("t", Q3, "fE", "quarterly", "单季营收环比增长约10.6%，三季度净利润也比二季度多出约20亿元。", [
    QOQ("revenue", "2025S3", "2025S2", { v: "10.6", cmp: "approx" }),
    D("net_profit", "2025S3", { base: "2025S2", v: "20", cmp: "approx" }),
  ]),
  c(
    "f",
    Q3,
    "fR",
    "quarterly",
    "三季度末货币资金较年中减少约263亿元，但仍比2024年末多出约500亿元。",
    [
      D("cash", "2025M9", { base: "2025H1", v: "-263", cmp: "approx" }),
      D("cash", "2025M9", { base: "2024", v: "500", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "较2024年末+207.30亿" },
  ),
  c("t", Q3, "fR", "quarterly", "三季度末货币资金3242.42亿元，比6月末减少约263亿元。", [
    V("cash", "2025M9", "3242.42"),
    D("cash", "2025M9", { base: "2025H1", v: "-263", cmp: "approx" }),
  ]),
  c("t", Q3, "tT", "technical", "10月13日MACD死叉后DIF仍在DEA下方，股价388.77元距52周高点424.36元回撤约8%。", [
    MACD("dead_cross", 15),
    MACD("dif_below_dea"),
    CLOSE("388.77"),
    HI52({ cond: "level", v: "424.36" }),
    HI52({ v: "-8", cmp: "approx" }),
  ]),
  c(
    "f",
    Q3,
    "tT",
    "technical",
    "近60个交易日累计上涨约47%，RSI已升破70进入超买区。",
    [RET(60, { v: "47", cmp: "approx" }), RSI("70", "gt", { err: "technical" })],
    { err: "technical", note: "RSI14 58.5" },
  ),
  c("t", Q3, "tA", "technical", "三个月左右股价涨近五成：60个交易日上涨约47%，较2024年末已涨46%。", [
    RET(60, { v: "47", cmp: "approx" }),
    SPAN("2024-12-31", { v: "46", cmp: "approx" }),
  ]),
  c("u", Q3, "fM", "quarterly", "四季度储能订单饱满，预计单季营收有望突破1300亿元。", [U("预测与订单未存储")]),
  c("u", Q3, "tF", "annual", "2025年全年归母净利润已超过700亿元。", [U("2025年报在asOf尚未披露")]),

  // ---- 2025-09-05 (H1 2025 public)
  c("t", H1, "tF", "quarterly", "H1收入增速仅7.3%左右，利润却增长33.3%至304.85亿元，剪刀差明显。", [
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.3" }),
  ]),
  c(
    "f",
    H1,
    "bear",
    "quarterly",
    "上半年营收只增长7%，利润增速也回落到两成以下，成长性在褪色。",
    [
      G("revenue", "2025H1", { v: "7", cmp: "approx" }),
      G("net_profit", "2025H1", { v: "20", cmp: "lt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "归母+33.3%" },
  ),
  c("t", H1, "tT", "technical", "股价收于325.11元，创52周新高，20日乖离率已达13%，短线偏热。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    BIAS(20, { v: "13", cmp: "approx" }),
  ]),
  c("t", H1, "tT", "technical", "RSI14约73已进入超买区，近20日成交量是前20日的1.6倍。", [
    RSI("73", "approx"),
    RSI("70", "gt"),
    H.VOLR({ v: "1.6", cmp: "approx" }),
  ]),
  c(
    "f",
    H1,
    "tC",
    "technical",
    "8月中旬MACD出现死叉后股价加速下行，短线应回避。",
    [MACD("dead_cross", 20, { err: "technical" })],
    { err: "technical", note: "8月15日为金叉" },
  ),
  c("t", H1, "tB", "technical", "8月15日MACD金叉后一路上攻，近20个交易日累计上涨约23%。", [
    MACD("golden_cross", 20),
    RET(20, { v: "23", cmp: "approx" }),
  ]),
  c("t", H1, "fR", "quarterly", "6月末资产负债率62.59%，比一季度末的64.74%下降约2.2个百分点。", [
    V("debt_ratio", "2025H1", "62.59", "%"),
    V("debt_ratio", "2025Q1", "64.74", "%"),
    PP("debt_ratio", "2025H1", { base: "2025Q1", v: "-2.2", cmp: "approx" }),
  ]),
  c("u", H1, "tN", "announcement", "公司8月公告在西班牙新建电池工厂，总投资约41亿欧元。", [
    U("海外投资项目与该期公告未采集"),
  ]),
];
