// Rebuttals that quote the other side and correct (or mis-correct) it, risk debaters, readings of a fact, leverage
// read with or without the industry, notices that are or are not there, and points the data cannot decide.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, PAIR, READ, IND, EV, EVN, U, CLOSE, GDIFF } = H;
const zs = H.maker("b28-rz", "600036");
const nd = H.maker("b28-rn", "300750");
const wl = H.maker("b28-rw", "000858");
const A = "2026-04-30";

export default [
  zs(
    "t",
    A,
    "bull",
    "annual",
    "空方说招行营收还在下滑，可2025年营收3375.32亿元、同比+0.01%，下滑已经止住。",
    [V("revenue", "2025", "3375.32"), G("revenue", "2025", { v: "0.01", dir: "up" })],
    { side: "bull" },
  ),
  zs(
    "f",
    A,
    "bear",
    "annual",
    "多方称ROE仍在14%以上，其实2025年加权ROE只有12.44%，已经跌破13%。",
    [
      V("roe", "2025", "12.44", "%", "eq", { err: "wrong_value" }),
      V("roe", "2025", "13", "%", "lt", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "2025年ROE 13.44%" },
  ),
  zs(
    "f",
    A,
    "fT",
    "annual",
    "扩表放缓？数据不支持：2025年总资产增速10.19%，比上年还快。",
    [
      GDIFF(
        { metric: "total_assets", period: "2025" },
        { metric: "total_assets", period: "2024" },
        { dir: "up", err: "wrong_period" },
      ),
      G("total_assets", "2025", { v: "10.19", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "10.19%是2024年增速；2025年7.56%" },
  ),
  zs(
    "f",
    A,
    "tBe",
    "industry",
    "招行负债率90.20%，远高于宁德时代的61.94%，资本结构明显更脆弱。",
    [PAIR("debt_ratio", "2025", "300750", { mode: "gt" }), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  zs(
    "t",
    A,
    "tNe",
    "industry",
    "拿招行90.20%的负债率去比宁德的61.94%没有意义，银行负债以存款为主，高负债是行业常态。",
    [
      V("debt_ratio", "2025", "90.20", "%"),
      V("debt_ratio", "2025", "61.94", "%", "eq", { t: "300750" }),
      IND("high_debt_is_normal"),
    ],
  ),
  zs(
    "u",
    A,
    "fT",
    "industry",
    "银行靠存款经营，90%上下的负债率本就正常，何况招行核心一级资本充足率在14%以上，缓冲很厚。",
    [IND("high_debt_is_normal"), U("资本充足率不在数据中")],
  ),
  zs(
    "f",
    A,
    "bull",
    "annual",
    "ROE降了1.05个百分点到13.44%，说明招行资本更厚、风险偏好更低，这是利好而非利空。",
    [V("roe", "2025", "13.44", "%"), READ(PP("roe", "2025", { v: "-1.05" }), "positive", { err: "stance" })],
    { err: "stance", note: "ROE下降读作利好" },
  ),
  zs("u", A, "tC", "undecidable", "招行2025年分红率约35%，按现价算股息率超过5%，下行有垫。", [
    U("分红率与每股派息不在数据中"),
  ]),
  zs("u", A, "tN", "announcement", "招行4月已发布2025年度分红实施公告，每股派现约2元。", [U("公告源只收招行年报")]),
  zs("u", A, "fS", "undecidable", "5月以来招行股价已反弹至40元上方，市场情绪回暖。", [
    CLOSE("38.27"),
    U("4月30日之后的股价"),
  ]),

  nd(
    "f",
    A,
    "tC",
    "annual",
    "经营现金流1332.20亿元，同比只增长3.7%，多头拿它当论据，说服力有限。",
    [
      V("operating_cash_flow", "2025", "1332.20"),
      G("operating_cash_flow", "2025", { v: "3.7", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+37.35%" },
  ),
  nd("u", A, "fQ", "undecidable", "信任智能体引用的42.28%利润增速没错，但其中多少来自储能业务，数据里根本看不出来。", [
    G("net_profit", "2025", { v: "42.28" }),
    U("分业务利润不在数据中"),
  ]),
  nd(
    "f",
    A,
    "fR",
    "industry",
    "宁德61.94%的负债率多是应付账款等经营性负债，和银行吸收存款一样属于行业常态，不构成风险。",
    [V("debt_ratio", "2025", "61.94", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  nd(
    "f",
    A,
    "tBe",
    "annual",
    "经营现金流同比大增37.35%，恰恰说明下游在提前打款锁货，是需求透支的利空信号。",
    [READ(G("operating_cash_flow", "2025", { v: "37.35" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金流增长读作利空" },
  ),
  nd(
    "f",
    A,
    "bull",
    "annual",
    "2022年负债率还是70.56%，如今61.94%，几乎腰斩，去杠杆已经完成。",
    [
      V("debt_ratio", "2025", "61.94", "%"),
      V("debt_ratio", "2022", "70.56", "%"),
      G("debt_ratio", "2025", { base: "2022", size: "腰斩", err: "overstatement" }),
    ],
    { err: "overstatement", note: "降8.62个百分点，相对-12.2%" },
  ),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "宁德时代3月公告了第二期员工持股计划草案，激励范围进一步扩大。",
    [EV("equity_incentive", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "员工持股相关公告在2月、4月，3月没有" },
  ),
  nd(
    "f",
    A,
    "tS",
    "announcement",
    "宁德时代特别股息的公告2月就出了，给市场吃了定心丸。",
    [EV("dividend", true, { from: "2026-02-01", to: "2026-02-28", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "分红相关公告在3月10日" },
  ),
  nd("u", A, "tN", "announcement", "控股股东4月公告的增持计划已实施完毕，显示对公司长期价值的信心。", [
    U("增持公告不在收集范围"),
  ]),
  nd("t", A, "tN", "announcement", "2月以来公司共发布6份债券相关公告，从发行、票面利率到上市一应俱全。", [
    EVN("bond", "2026-02-01", { v: "6" }),
    EV("bond", true, { from: "2026-02-11", title: "票面利率" }),
  ]),
  nd("u", A, "fM", "undecidable", "一季度海外收入占比已升到三成以上，欧洲工厂贡献了主要增量。", [
    U("分地区收入不在数据中"),
  ]),

  nd(
    "t",
    A,
    "vN",
    "announcement",
    "消息面：4月7日公告回购实施完毕，4月22日员工持股计划授予预留份额，催化偏正面，投看多。",
    [
      EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07", title: "回购结果" }),
      EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22" }),
    ],
  ),
  zs("u", A, "vN", "announcement", "消息面：近一个月招行没有发布任何重大负面公告，维持中性。", [
    U("公告源只收招行年报，无法判断有无其他公告"),
  ]),

  zs(
    "t",
    A,
    "fE",
    "annual",
    "值得注意的是，招行每赚1元归母净利润，经营活动就带来约3元净现金流入（2025年4514.57亿元）。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      H.R("operating_cash_flow", "net_profit", "2025", "3", { cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    A,
    "fSy",
    "annual",
    "毛利率26.27%，这意味着宁德每1元营收能沉淀约0.26元归母净利润。",
    [
      V("gross_margin", "2025", "26.27", "%"),
      H.R("net_profit", "revenue", "2025", "0.26", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "归母净利润/营收约0.17，0.26是毛利率" },
  ),
  zs("u", A, "bear", "undecidable", "利润增速只剩1.21%，还谈什么高股息护城河？息差再收窄，2026年利润恐怕要负增长。", [
    G("net_profit", "2025", { v: "1.21" }),
    U("对2026年的预测"),
  ]),
  nd(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度利润同比+48.52%，谁还说宁德是周期股？同期营收更是同比翻倍。",
    [G("net_profit", "2026Q1", { v: "48.52" }), G("revenue", "2026Q1", { size: "翻倍", err: "overstatement" })],
    { err: "overstatement", note: "营收同比+52.45%" },
  ),

  wl("u", A, "tN", "announcement", "五粮液3月那份回购公告说股份将用于员工激励，护盘意图明显。", [
    U("五粮液没有公告数据"),
  ]),
  wl("u", A, "fR", "undecidable", "五粮液2025年经营现金流已转为净流出，渠道回款明显放缓。", [
    U("五粮液2020年以后的财报未存储"),
  ]),
];
