// Debate points in the styles of DeepSeek-V3 / R1, Qwen, GLM and Kimi across the companies: relative years from
// asOf, half years and TTM, chains, cross-company multiples, readings of a move, size words, leverage words, notices.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, CLOSE, MA, EV, U, READ, X, D } = H;
const { UP, PAIR, PSUM, MCNOW, IND } = H;
const A = "2026-04-30";
const mt = H.maker("b8-d-mt", "600519");
const nd = H.maker("b8-d-nd", "300750");
const yd = H.maker("b8-d-yd", "002594");
const zs = H.maker("b8-d-zs", "600036");
const pa = H.maker("b8-d-pa", "601318");
const sh = H.maker("b8-d-sh", "600028");
const wl = H.maker("b8-d-wl", "000858");

export default [
  // relative years (asOf 2026-04-30: 去年 2025, 前年 2024)
  mt(
    "f",
    A,
    "bear",
    "annual",
    "去年归母净利润862.28亿元，今年一季度仅272.43亿元，全年不及去年已成定局。",
    [
      V("net_profit", "2025", "862.28", "亿", "eq", { err: "wrong_period" }),
      V("net_profit", "2026Q1", "272.43"),
      U("全年预测"),
    ],
    { err: "wrong_period", note: "862.28亿元是前年（2024年）" },
  ),
  mt("t", A, "bear", "annual", "去年归母净利润823.20亿元，比前年的862.28亿元少赚约39亿元。", [
    V("net_profit", "2025", "823.20"),
    V("net_profit", "2024", "862.28"),
    D("net_profit", "2025", { v: "-39", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "bull",
    "annual",
    "去年归母净利润823.20亿元，比前年多赚近40亿元。",
    [D("net_profit", "2025", { v: "40", cmp: "near", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  nd("t", A, "bull", "annual", "前年营收3620.13亿元同比下滑，去年回升到4237.02亿元，增速17.04%。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { dir: "down" }),
    V("revenue", "2025", "4237.02"),
    G("revenue", "2025", { v: "17.04" }),
  ]),
  nd(
    "f",
    A,
    "bear",
    "annual",
    "去年营收3620.13亿元，同比下滑9.7%，增长已经见顶。",
    [
      V("revenue", "2025", "3620.13", "亿", "eq", { err: "wrong_period" }),
      G("revenue", "2025", { v: "-9.7", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "那是2024年（前年）" },
  ),
  yd("t", A, "bear", "annual", "去年经营现金流591.36亿元，不到前年1334.54亿元的一半。", [
    V("operating_cash_flow", "2025", "591.36"),
    V("operating_cash_flow", "2024", "1334.54"),
    X("operating_cash_flow", "2025", "2024", { v: "0.5", cmp: "lt" }),
  ]),
  zs("t", A, "tF", "annual", "去年ROE 13.44%，较前年的14.49%下降1.05个百分点。", [
    V("roe", "2025", "13.44", "%"),
    V("roe", "2024", "14.49", "%"),
    PP("roe", "2025", { v: "-1.05" }),
  ]),
  // half years / TTM
  mt("t", A, "fE", "quarterly", "2025年下半年归母净利润约369亿元，比上半年的454.03亿元少了约85亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454.03"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -2],
      ],
      { v: "-85", cmp: "approx" },
    ),
  ]),
  mt(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年下半年归母净利润约454亿元，与上半年大体持平。",
    [
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { v: "454", cmp: "approx", err: "wrong_period" },
      ),
    ],
    { err: "wrong_period", note: "454.03亿元是上半年；下半年约369亿元" },
  ),
  yd(
    "t",
    A,
    "fE",
    "quarterly",
    "2025年下半年归母净利润约171亿元，略高于上半年的155.11亿元，但比2024年下半年约266亿元少了三成多。",
    [
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { v: "171", cmp: "approx" },
      ),
      V("net_profit", "2025H1", "155.11"),
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
          ["net_profit", "2025H1", -2],
        ],
        { v: "0", cmp: "gt" },
      ),
      // 比2024年下半年少了三成多: 2025H2 between 0.6 and 0.7 x 2024H2 (the half year, not the full year).
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
          ["net_profit", "2024", -0.7],
          ["net_profit", "2024H1", 0.7],
        ],
        { v: "0", cmp: "lt" },
      ),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
          ["net_profit", "2024", -0.6],
          ["net_profit", "2024H1", 0.6],
        ],
        { v: "0", cmp: "gt" },
      ),
    ],
  ),
  zs("t", A, "fE", "quarterly", "2025年下半年归母净利润约752.5亿元，略高于上半年的749.30亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "752.5", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "749.30"),
  ]),
  mt("t", A, "fV", "valuation", "以近四个季度（TTM）归母净利润约827亿元计，当前PE约21倍。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    MCNOW("2026Q1TTM", "21", "approx"),
  ]),
  nd("t", A, "fV", "valuation", "TTM归母净利润约790亿元，按最新收盘价计PE(TTM)约25倍。", [
    V("net_profit", "2026Q1TTM", "790", "亿", "approx"),
    MCNOW("2026Q1TTM", "25", "approx"),
  ]),
  nd(
    "f",
    A,
    "fV",
    "valuation",
    "TTM归母净利润约722亿元，对应PE(TTM)约27.5倍。",
    [V("net_profit", "2026Q1TTM", "722", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "722亿元是2025年全年；TTM约790亿元" },
  ),
  yd("t", A, "fR", "quarterly", "近四个季度归母净利润合计约275亿元，已低于2025年全年的326.19亿元。", [
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    V("net_profit", "2025", "326.19"),
  ]),
  // chains and cross-company
  nd("t", A, "fL", "annual", "归母净利润307.29→441.21→507.45→722.01亿元，2022年以来逐年走高。", [
    V("net_profit", "2022", "307.29"),
    V("net_profit", "2023", "441.21"),
    V("net_profit", "2024", "507.45"),
    V("net_profit", "2025", "722.01"),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  yd(
    "f",
    A,
    "fL",
    "annual",
    "归母净利润166.22→300.41→402.54→326.19亿元，四年来逐年走高。",
    [V("net_profit", "2022", "166.22"), UP("net_profit", ["2022", "2023", "2024", "2025"], { err: "wrong_direction" })],
    { err: "wrong_direction", note: "2025年回落" },
  ),
  pa(
    "f",
    A,
    "fL",
    "annual",
    "归母净利润1016.18→837.74→856.65→1266.07亿元，对应2020-2023年。",
    [
      V("net_profit", "2020", "1016.18", "亿", "eq", { err: "wrong_period" }),
      V("net_profit", "2021", "837.74", "亿", "eq", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "这组数对应2021-2024年" },
  ),
  nd("t", A, "bull", "annual", "2025年宁德时代归母净利润722.01亿元，约为比亚迪326.19亿元的2.2倍。", [
    V("net_profit", "2025", "722.01"),
    V("net_profit", "2025", "326.19", "亿", "eq", { t: "002594" }),
    PAIR("net_profit", "2025", "002594", { v: "2.2", cmp: "approx" }),
  ]),
  yd(
    "f",
    A,
    "bull",
    "annual",
    "比亚迪2025年营收8039.65亿元，约为宁德时代的2.5倍。",
    [PAIR("net_profit", "2025", "300750", { metric: "revenue", v: "2.5", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "8039.65/4237.02约1.9倍" },
  ),
  yd("t", A, "bear", "annual", "比亚迪营收是宁德时代的约1.9倍，利润却不到后者的一半。", [
    PAIR("revenue", "2025", "300750", { v: "1.9", cmp: "approx" }),
    PAIR("net_profit", "2025", "300750", { v: "0.5", cmp: "lt" }),
  ]),
  zs("t", A, "fV", "annual", "2025年招商银行归母净利润1501.81亿元，高于中国平安的1347.78亿元。", [
    PAIR("net_profit", "2025", "601318", { mode: "gt" }),
  ]),
  zs("u", A, "fV", "undecidable", "招行净利润比工商银行少一半以上，但ROE高出约3个百分点。", [U("同业数据")]),
  // readings of a move (stance)
  mt(
    "f",
    A,
    "fS",
    "technical",
    "近20个交易日股价下跌5.11%，成交温和，公司层面释放积极信号。",
    [READ(RET(20, { v: "-5.11" }), "positive", { err: "stance" })],
    { err: "stance" },
  ),
  mt("t", A, "fS", "technical", "近20个交易日股价下跌5.11%，市场对基本面转弱的担忧在定价中体现。", [
    READ(RET(20, { v: "-5.11" }), "negative"),
  ]),
  nd(
    "f",
    A,
    "tBe",
    "technical",
    "近60个交易日上涨28.46%，说明市场对公司前景高度悲观。",
    [READ(RET(60, { v: "28.46" }), "negative", { err: "stance" })],
    { err: "stance" },
  ),
  yd(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度归母净利润同比-55.38%，利润下滑是重大利好。",
    [READ(G("net_profit", "2026Q1", { v: "-55.38" }), "positive", { err: "stance" })],
    { err: "stance" },
  ),
  zs(
    "f",
    A,
    "tA",
    "technical",
    "近5个交易日下跌3.87%，这一走势是资金看好的积极信号。",
    [READ(RET(5, { v: "-3.87" }), "positive", { err: "stance" })],
    { err: "stance" },
  ),
  pa("t", A, "tA", "annual", "经营现金流同比+72.2%，是基本面向好的积极信号。", [
    READ(G("operating_cash_flow", "2025", { v: "72.2" }), "positive"),
  ]),
  // size words
  mt(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度归母净利润同比大增1.47%，开门红成色十足。",
    [G("net_profit", "2026Q1", { v: "1.47", size: "大增", err: "overstatement" })],
    { err: "overstatement" },
  ),
  zs(
    "f",
    A,
    "tB",
    "annual",
    "2025年营收同比+0.01%，收入重回增长轨道，成长性获数据验证。",
    [G("revenue", "2025", { v: "0.01", size: "明显增长", err: "overstatement" })],
    { err: "overstatement" },
  ),
  zs("t", A, "tBe", "annual", "2025年营收同比+0.01%，实质上是零增长。", [
    G("revenue", "2025", { v: "0.01", size: "基本持平" }),
  ]),
  pa(
    "f",
    A,
    "tB",
    "annual",
    "2025年营收同比增长2.10%，实现了高速增长。",
    [G("revenue", "2025", { v: "2.10", size: "高速增长", err: "overstatement" })],
    {
      err: "overstatement",
    },
  ),
  nd("t", A, "tB", "quarterly", "一季度营收同比增长52.45%，属于高速增长。", [
    G("revenue", "2026Q1", { v: "52.45", size: "高速增长" }),
  ]),
  yd(
    "f",
    A,
    "tBe",
    "annual",
    "2025年营收同比微降，归母净利润同比下滑18.97%。",
    [G("revenue", "2025", { size: "微降", err: "wrong_direction" }), G("net_profit", "2025", { v: "-18.97" })],
    { err: "wrong_direction", note: "营收+3.46%" },
  ),
  sh("t", "2025-04-30", "tBe", "annual", "2024年归母净利润同比两位数下滑（-16.79%），营收小幅下滑4.29%。", [
    G("net_profit", "2024", { v: "-16.79", size: "两位数下滑" }),
    G("revenue", "2024", { v: "-4.29", size: "小幅下滑" }),
  ]),
  sh(
    "f",
    "2025-04-30",
    "tBe",
    "annual",
    "2024年营收同比两位数下滑，炼化需求明显萎缩。",
    [G("revenue", "2024", { size: "两位数下滑", err: "wrong_magnitude" }), U("需求判断")],
    { err: "wrong_magnitude", note: "-4.29%" },
  ),
  // leverage
  pa(
    "f",
    A,
    "fR",
    "industry",
    "一季度末资产负债率89.90%，杠杆水平过高，偿债风险需警惕。",
    [V("debt_ratio", "2026Q1", "89.90", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  zs(
    "f",
    A,
    "tC",
    "industry",
    "一季度末资产负债率升至90.43%，负债端压力加大，偿债能力值得担忧。",
    [V("debt_ratio", "2026Q1", "90.43", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  zs("t", A, "tC", "industry", "一季度末资产负债率90.43%，较上年同期上升0.44个百分点，对银行而言仍属正常区间。", [
    V("debt_ratio", "2026Q1", "90.43", "%"),
    PP("debt_ratio", "2026Q1", { v: "0.44" }),
    IND("high_debt_is_normal"),
  ]),
  yd("t", A, "tC", "industry", "70.74%的资产负债率对车企而言偏高，现金流又大幅收缩，需警惕偿债风险。", [
    V("debt_ratio", "2025", "70.74", "%"),
    IND("high_debt_is_risk"),
    G("operating_cash_flow", "2025", { v: "-20", cmp: "lt" }),
  ]),
  // notices
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "4月公司公告员工持股计划解锁条件未成就，激励效果打折。",
    [EV("equity_incentive", true, { from: "2026-04-01", title: "未成就", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月只有调整价格与授予预留份额" },
  ),
  nd("t", A, "tN", "announcement", "4月16日公司公告调整股权激励计划及员工持股计划的相关价格。", [
    EV("equity_incentive", true, { from: "2026-04-16", to: "2026-04-16", title: "调整" }),
  ]),
  nd("t", A, "tN", "announcement", "2026年2月以来公司先后发布两份回购进展公告和一份回购结果公告。", [
    { k: "evcount", kind: "repurchase", from: "2026-02-01", v: "3" },
  ]),
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "2026年以来公司已发布两份分红相关公告。",
    [{ k: "evcount", kind: "dividend", from: "2026-01-01", v: "2", err: "wrong_value" }],
    { err: "wrong_value", note: "只有3月27日一份" },
  ),
  yd("t", A, "tN", "announcement", "2025年7月16日公告，2022年员工持股计划第三个锁定期届满，解锁条件成就。", [
    EV("equity_incentive", true, { from: "2025-07-16", to: "2025-07-16", title: "解锁条件成就" }),
  ]),
  yd(
    "f",
    A,
    "tN",
    "announcement",
    "2025年公司推出股份回购方案并于年内实施完毕。",
    [EV("repurchase", true, { from: "2025-01-01", to: "2025-12-31", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  pa("u", A, "tN", "announcement", "公司近期拟分拆平安健康在港上市。", [U("分拆类公告未收录")]),
  // technicals in debate voice
  nd("t", A, "tT", "technical", "收盘436元，乖离20日线约2.6%，距60日线则高出约11%，短线并不过热。", [
    H.BIAS(20, { v: "2.6", cmp: "approx" }),
    H.BIAS(60, { v: "11", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tT",
    "technical",
    "收盘价已连续站稳20日均线上方，短线调整结束。",
    [H.MAHOLD(20, 3, "above", { err: "technical" })],
    { err: "technical" },
  ),
  pa("t", A, "tT", "technical", "近20日振幅约7.2%，波动收敛，股价在59元附近企稳。", [
    H.AMP(20, { v: "7.2", cmp: "approx" }),
    CLOSE("59", "approx"),
  ]),
  wl("f", A, "tT", "technical", "股价站上20日线，空头排列已被打破。", [MA(20, "above", { err: "technical" })], {
    err: "technical",
  }),
  sh("t", A, "tT", "technical", "近60个交易日振幅超过四成，高点回落已逾三成。", [
    H.AMP(60, { v: "40", cmp: "gt" }),
    H.DD(60, { v: "-30", cmp: "lt" }),
  ]),
  yd("u", A, "tT", "technical", "5月6日比亚迪放量突破110元，创三个月新高。", [U("5月6日晚于存储的日线")]),
  mt("u", A, "tT", "technical", "节后首个交易日茅台高开2%，站回1400元。", [U("节后交易日晚于存储的日线")]),
  zs("u", A, "tS", "undecidable", "主力资金连续五日净流出招行，合计超过10亿元。", [U("资金流")]),
  // forecasts / scenarios / missing metrics / segments
  nd("u", A, "fM", "undecidable", "假设2026年营收增长25%、净利率维持18%，全年利润约950亿元。", [U("情景推算")]),
  yd("u", A, "fM", "undecidable", "预计2026年海外销量占比将提升至30%，带动毛利率回升1-2个百分点。", [U("预测")]),
  mt("u", A, "fE", "undecidable", "茅台酒收入占比约86%，系列酒收入同比下滑。", [U("分部收入")]),
  mt("u", A, "fE", "undecidable", "直销渠道收入占比升至45%以上，i茅台贡献显著。", [U("渠道收入")]),
  pa("u", A, "fE", "undecidable", "寿险及健康险业务营运利润同比增长约5%。", [U("分部营运利润")]),
  zs("u", A, "fE", "undecidable", "手续费及佣金净收入同比转正，财富管理收入回暖。", [U("手续费收入未存储")]),
  nd("u", A, "fE", "undecidable", "储能电池系统收入同比增长超过30%，毛利率高于动力电池。", [U("分部收入")]),
  sh("u", A, "fE", "undecidable", "2025年炼油加工量约2.5亿吨，成品油销量同比下滑。", [U("经营量")]),
  wl("u", A, "fE", "undecidable", "五粮液2025年一季度营收同比增长约6%。", [U("五粮液季度数据未存储")]),
  yd("u", A, "fV", "undecidable", "机构一致预期2026年比亚迪归母净利润约400亿元。", [U("一致预期")]),
  // mixed-metric sentences
  mt("t", A, "fL", "annual", "2025年净利率50.53%、毛利率91.18%、ROE 32.53%，三项均较上年回落。", [
    V("net_margin", "2025", "50.53", "%"),
    V("gross_margin", "2025", "91.18", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("net_margin", "2025", { dir: "down" }),
    PP("gross_margin", "2025", { dir: "down" }),
    PP("roe", "2025", { dir: "down" }),
  ]),
  mt(
    "f",
    A,
    "fL",
    "annual",
    "2025年净利率52.27%、毛利率91.18%，利润率保持稳定。",
    [V("net_margin", "2025", "52.27", "%", "eq", { err: "wrong_period" }), V("gross_margin", "2025", "91.18", "%")],
    { err: "wrong_period", note: "52.27%是2024年净利率" },
  ),
  nd("t", A, "fL", "annual", "2025年营收、归母净利润、经营现金流分别为4237.02亿、722.01亿、1332.20亿元。", [
    V("revenue", "2025", "4237.02"),
    V("net_profit", "2025", "722.01"),
    V("operating_cash_flow", "2025", "1332.20"),
  ]),
  nd(
    "f",
    A,
    "fL",
    "annual",
    "2025年营收、归母净利润、经营现金流分别为4237.02亿、1332.20亿、722.01亿元。",
    [
      V("net_profit", "2025", "1332.20", "亿", "eq", { err: "wrong_value" }),
      V("operating_cash_flow", "2025", "722.01", "亿", "eq", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "两个数对调" },
  ),
  zs(
    "f",
    A,
    "fL",
    "annual",
    "2025年营收3375.32亿元，归母净利润1501.81亿元，净利率约40%。",
    [
      V("revenue", "2025", "3375.32"),
      V("net_profit", "2025", "1501.81"),
      V("net_margin", "2025", "40", "%", "approx", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "净利率44.77%" },
  ),
  zs("t", A, "fL", "annual", "2025年净利率44.77%，同比提高0.46个百分点。", [
    V("net_margin", "2025", "44.77", "%"),
    PP("net_margin", "2025", { v: "0.46" }),
  ]),
  // units and factors
  yd(
    "f",
    A,
    "tF",
    "annual",
    "2025年营收803.97亿元，同比增长3.46%。",
    [V("revenue", "2025", "803.97", "亿", "eq", { err: "wrong_magnitude" }), G("revenue", "2025", { v: "3.46" })],
    { err: "wrong_magnitude", note: "8039.65亿元，差十倍" },
  ),
  pa(
    "f",
    A,
    "tF",
    "annual",
    "2025年营业收入约10.5万亿元，保险龙头地位稳固。",
    [V("revenue", "2025", "10.5", "万亿", "approx", { err: "wrong_magnitude" })],
    {
      err: "wrong_magnitude",
      note: "约1.05万亿元",
    },
  ),
  pa("t", A, "tF", "annual", "2025年营业收入约1.05万亿元，归母净利润约1348亿元。", [
    V("revenue", "2025", "1.05", "万亿", "approx"),
    V("net_profit", "2025", "1348", "亿", "approx"),
  ]),
  sh("t", "2025-04-30", "tF", "annual", "2024年营收超过3万亿元，但归母净利润只有约503亿元，净利率不足2%。", [
    V("revenue", "2024", "3", "万亿", "gt"),
    V("net_profit", "2024", "503", "亿", "approx"),
    R("net_profit", "revenue", "2024", "2", { u: "%", cmp: "lt" }),
  ]),
  wl("t", "2020-05-15", "tF", "annual", "2019年营业收入约501亿元，归母净利润约174亿元，净利率约34.7%。", [
    V("operating_revenue", "2019", "501", "亿", "approx"),
    V("net_profit", "2019", "174", "亿", "approx"),
    R("net_profit", "operating_revenue", "2019", "34.7", { u: "%", cmp: "approx" }),
  ]),
  wl(
    "f",
    "2020-05-15",
    "tF",
    "annual",
    "2019年归母净利润174.02亿元，较2017年的96.74亿元增长约38%。",
    [G("net_profit", "2019", { base: "2017", v: "38", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2017年增长约80%；38%左右是2018年对2017年" },
  ),
];
