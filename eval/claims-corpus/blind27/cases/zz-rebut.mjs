// Rebuttals quoting and correcting the other side, risk debaters, industry readings, peers within the sample, notices
// that are not there, readings of a fact, and open points beside a true figure. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, PAIR, IND, READ, EV, U, MCNOW, MCPE, SNAP, MA, RET, SPAN, MACD, MRET, X, CAGR, MAX } = H;
const mt = H.maker("b27-rb-mt", "600519");
const byd = H.maker("b27-rb-byd", "002594");
const pa = H.maker("b27-rb-pa", "601318");
const sh = H.maker("b27-rb-sh", "600028");
const A = "2026-04-30";

export default [
  // ---- rebuttals ----------------------------------------------------------------------------------------------
  mt("t", A, "fT", "annual", "空方说“利润下滑一成”不准确：2025年归母净利润823.2亿元，同比降幅是4.5%，不到一成。", [
    V("net_profit", "2025", "823.2"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-10", cmp: "gt" }),
  ]),
  mt(
    "f",
    A,
    "bull",
    "annual",
    "反方称现金流恶化？2025年经营现金流615亿元，同比反而增长了约5%。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "经营现金流-33.5%" },
  ),
  byd(
    "f",
    A,
    "bull",
    "annual",
    "空头强调利润下滑，可2025年营收8039.65亿元同比增长13%，规模仍在高速扩张，何来衰退？",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { v: "13", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "全年+3.46%" },
  ),
  byd("t", A, "fT", "annual", "多方称“营收增13%”，那是前三季度口径；全年营收8039.65亿元，只增长了3.5%。", [
    G("revenue", "2025M9", { v: "13", cmp: "approx" }),
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "fQ",
    "annual",
    "多方说利润创新高并不成立——2025年归母净利润1347.78亿元，其实同比下降了约6.5%。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "-6.5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+6.45%；未创新高这点属实" },
  ),
  sh(
    "f",
    A,
    "tBe",
    "annual",
    "利润只降了4%？翻翻2024年报，归母净利润503亿元，同比降幅超过25%。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "-25", cmp: "lt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "实际-16.8%" },
  ),
  // ---- peers within the sample --------------------------------------------------------------------------------
  byd("t", A, "tM", "annual", "比亚迪2025年营收是茅台的4.7倍左右，但归母净利润只有茅台的四成。", [
    PAIR("revenue", "2025", "600519", { v: "4.7", cmp: "approx" }),
    PAIR("net_profit", "2025", "600519", { v: "0.4", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tM",
    "quarterly",
    "26Q1茅台单季利润272亿元，约为比亚迪同期的3倍。",
    [
      V("net_profit", "2026Q1", "272", "亿", "approx"),
      PAIR("net_profit", "2026Q1", "002594", { v: "3", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约6.7倍" },
  ),
  // ---- industry -----------------------------------------------------------------------------------------------
  pa("t", A, "fT", "industry", "平安89.8%的负债率是茅台的5倍多，但这是保险负债经营的行业属性，不能直接比较。", [
    PAIR("debt_ratio", "2025", "600519", { v: "5", cmp: "gt" }),
    V("debt_ratio", "2025", "89.8", "%"),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    A,
    "tC",
    "industry",
    "一季度末负债率进一步升到89.90%，高杠杆叠加权益市场波动，平安的财务安全边际正在变薄。",
    [
      V("debt_ratio", "2026Q1", "89.90", "%"),
      PP("debt_ratio", "2026Q1", { base: "2025", dir: "up" }),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense", note: "保险业高负债属常态" },
  ),
  pa(
    "f",
    A,
    "vF",
    "industry",
    "基本面视角：负债率接近90%，即便利润增长6.5%也难掩资产负债表的脆弱。",
    [
      V("debt_ratio", "2025", "90", "%", "near"),
      G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense", note: "保险业约90%负债率属常态" },
  ),
  byd("t", A, "tC", "industry", "作为制造企业，比亚迪70.74%的资产负债率明显偏高，比茅台高出约54个百分点。", [
    V("debt_ratio", "2025", "70.74", "%"),
    IND("high_debt_is_risk"),
    PAIR("debt_ratio", "2025", "600519", { mode: "pp", v: "54", cmp: "approx" }),
  ]),
  byd(
    "f",
    A,
    "tA",
    "industry",
    "70.74%的负债率和银行保险差不多，放在重资产行业属于正常水平，不构成风险。",
    [V("debt_ratio", "2025", "70.74", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "制造业七成负债不能按金融业常态解读" },
  ),
  // ---- readings, stance ---------------------------------------------------------------------------------------
  byd(
    "f",
    A,
    "tB",
    "annual",
    "现金流降至591亿元反而是好事，说明公司在主动加大对供应商的付款，利好产业链。",
    [READ(G("operating_cash_flow", "2025", { dir: "down" }), "positive", { err: "stance" }), U("付款归因")],
    { err: "stance", note: "现金流骤降读作利好" },
  ),
  sh(
    "f",
    A,
    "bull",
    "technical",
    "60个交易日跌了15%以上，利空出尽就是利好，抛压已经释放干净。",
    [READ(RET(60, { v: "-15", cmp: "lt" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作利好" },
  ),
  pa("t", A, "tS", "technical", "4月反弹4.6%对多方是积极信号，但今年以来仍下跌13.2%。", [
    READ(MRET("2026-04", { v: "4.6", cmp: "approx" }), "positive"),
    SPAN("2025-12-31", { v: "-13.2", cmp: "approx" }),
  ]),
  // ---- notices ------------------------------------------------------------------------------------------------
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "平安今年2月已发布2025年中期分红派息实施公告，现金回报节奏前移。",
    [EV("dividend", true, { from: "2026-02-01", to: "2026-02-28", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年2月无分红公告" },
  ),
  byd(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪2026年以来已实施新的股权激励计划，绑定核心技术骨干。",
    [
      EV("equity_incentive", true, {
        from: "2026-01-01",
        title: "股权激励|员工持股计划（草案）",
        err: "nonexistent_event",
      }),
    ],
    { err: "nonexistent_event", note: "2026年仅有锁定期解锁条件未成就公告" },
  ),
  pa("t", A, "tN", "announcement", "2025年8月27日公司披露2025年中期利润分配方案，中期分红已连续三年推出。", [
    EV("dividend", true, { from: "2025-08-27", to: "2025-08-27", title: "2025年中期利润分配" }),
    EV("dividend", true, { from: "2024-08-01", to: "2024-08-31", title: "中期利润分配" }),
    EV("dividend", true, { from: "2023-08-01", to: "2023-08-31", title: "中期利润分配" }),
  ]),
  mt("u", A, "tN", "announcement", "茅台近期公告2025年度每股派现超过30元，分红率维持在75%以上。", [
    U("茅台只收录年报类公告；分红方案"),
  ]),
  sh("u", A, "tN", "announcement", "中石化已披露2025年年报，全年拟派息比例超过70%。", [U("中国石化2025年报未存储")]),
  // ---- open points beside true figures ------------------------------------------------------------------------
  mt("u", A, "fL", "undecidable", "茅台ROE仍有32.53%，但同期五粮液已降至20%出头，龙头溢价还会扩大。", [
    V("roe", "2025", "32.53", "%"),
    U("五粮液2025年数据"),
  ]),
  byd("u", A, "fL", "undecidable", "毛利率17.74%已低于特斯拉，单车盈利优势正在消失。", [
    V("gross_margin", "2025", "17.74", "%"),
    U("样本外同业"),
  ]),
  pa("u", A, "fSy", "undecidable", "平安经营现金流6586亿元，其中银行板块贡献过半。", [
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    U("分部现金流"),
  ]),
  sh("u", A, "tP", "undecidable", "股价跌到5.39元，已经接近港股H股价格，A/H溢价基本抹平。", [U("H股价格")]),
  mt("u", A, "tM", "undecidable", "机构一致预期2026年茅台利润增长3%左右，当前股价已充分反映悲观情绪。", [
    U("一致预期、情绪"),
  ]),
  byd("u", A, "fS", "undecidable", "雪球与股吧讨论热度一周内升了四成，散户情绪明显回暖。", [U("舆情")]),
];
