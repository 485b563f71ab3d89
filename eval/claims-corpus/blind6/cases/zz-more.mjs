// More notices (a board secretary's plain restatements and a wire's dates), valuation from the snapshot and the
// closes, level words on leverage, and rebuttals between the two sides of a debate.
import { EV, EVN, G, GDIFF, IND, MCPE, MIN, PE, SNAP, U, V, maker } from "../spec-helpers.mjs";

const pa = maker("b6-m-pa", "601318");
const nd = maker("b6-m-nd", "300750");
const by = maker("b6-m-by", "002594");
const mt = maker("b6-m-mt", "600519");
const zs = maker("b6-m-zs", "600036");
const sh = maker("b6-m-sh", "600028");
const wl = maker("b6-m-wl", "000858");
const A = "2026-04-30";

export default [
  // ---- notices -------------------------------------------------------------------------------------------------
  pa("t", A, "tN", "announcement", "感谢您的关注。公司已于2024年7月16日发布拟注销已回购A股股份的提示性公告。", [
    EV("repurchase", true, { from: "2024-07-16", to: "2024-07-16", title: "注销" }),
  ]),
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "投资者您好，公司于2024年3月公告了新的A股回购方案。",
    [EV("repurchase", true, { from: "2024-03-01", to: "2024-03-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2024年3月是现金分红计划与年度利润分配方案" },
  ),
  pa("t", A, "vN", "announcement", "2023年至今，公司每年8月下旬都会公告中期利润分配方案，共3次。", [
    EVN("dividend", "2023-01-01", { title: "中期利润分配方案", v: "3" }),
  ]),
  pa("u", A, "vN", "announcement", "公司已于6月2日发布2025年年度权益分派实施公告。", [U("日期晚于数据截至日")]),
  nd("t", A, "tN", "announcement", "3月10日同日公告2025年度利润分配预案，以及授权董事会制定2026年中期分红方案。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "利润分配预案" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  nd(
    "f",
    A,
    "fT",
    "announcement",
    "4月16日公司公告回购注销部分限制性股票。",
    [EV("repurchase", true, { from: "2026-04-16", to: "2026-04-16", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "当日公告的是调整股权激励计划及员工持股计划相关价格" },
  ),
  nd("t", A, "fT", "announcement", "4月16日公告调整股权激励计划及员工持股计划的相关价格，并附律师法律意见书。", [
    EV("equity_incentive", true, { from: "2026-04-16", to: "2026-04-16", title: "调整" }),
    EV("equity_incentive", true, { from: "2026-04-16", to: "2026-04-16", title: "法律意见书" }),
  ]),
  nd("t", A, "vN", "announcement", "2026年以来与员工持股或股权激励相关的公告不少于7份。", [
    EVN("equity_incentive", "2026-01-01", { v: "7", cmp: "ge" }),
  ]),
  by(
    "t",
    "2025-06-01",
    "tN",
    "announcement",
    "3月18日公司发布2025年员工持股计划（草案）、摘要及管理办法，5月24日公告完成股票购买。",
    [
      EV("equity_incentive", true, { from: "2025-03-18", to: "2025-03-18", title: "草案" }),
      EV("equity_incentive", true, { from: "2025-03-18", to: "2025-03-18", title: "管理办法" }),
      EV("equity_incentive", true, { from: "2025-05-24", to: "2025-05-24", title: "完成股票购买" }),
    ],
  ),
  by(
    "f",
    "2025-06-01",
    "tS",
    "announcement",
    "2025年员工持股计划在4月就已完成股票购买。",
    [
      EV("equity_incentive", true, {
        from: "2025-04-01",
        to: "2025-04-30",
        title: "完成股票购买",
        err: "nonexistent_event",
      }),
    ],
    { err: "nonexistent_event", note: "完成购买公告在5月24日" },
  ),
  mt("u", A, "tN", "announcement", "公司2025年度利润分配方案为每10股派现约270元。", [U("分红方案金额无存储数据")]),
  zs("t", "2025-05-15", "vN", "announcement", "3月26日公司披露2024年年度报告。", [
    EV("annual_report", true, { from: "2025-03-26", to: "2025-03-26", title: "2024年" }),
  ]),
  // ---- valuation -----------------------------------------------------------------------------------------------
  mt("t", A, "fV", "valuation", "以4月30日收盘1384.79元、2024年基本每股收益68.64元计，静态PE约20.2倍。", [
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "20.2"),
  ]),
  mt(
    "f",
    A,
    "tP",
    "valuation",
    "按2024年每股收益68.64元计算，当前股价对应的静态市盈率只有约16倍。",
    [V("basic_eps", "2024", "68.64", "元"), PE("2024", "16", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio" },
  ),
  nd("t", A, "fV", "valuation", "2025年7月4日快照市值约1.21万亿元，对应2024年归母净利润的PE约23.9倍，PB为5.02倍。", [
    SNAP("marketCap", "1.21", "万亿"),
    MCPE("2024", "23.9"),
    SNAP("pb", "5.02", "x", "eq"),
  ]),
  nd(
    "f",
    A,
    "fV",
    "valuation",
    "以7月4日快照市值计，对应2024年利润的市盈率约18倍。",
    [MCPE("2024", "18", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio" },
  ),
  nd("u", A, "tTr", "valuation", "对应2026年预测净利润，动态PE约18倍，PEG不到1。", [U("预测")]),
  by("t", A, "fV", "valuation", "转增前的7月4日快照：PB 8.33倍，总市值约1.82万亿元，对应2024年归母净利润的PE约45倍。", [
    SNAP("pb", "8.33", "x", "eq"),
    SNAP("marketCap", "1.82", "万亿"),
    MCPE("2024", "45"),
  ]),
  zs(
    "f",
    A,
    "fV",
    "valuation",
    "快照总市值约1.19万亿元，以2024年利润计PE约12倍，银行股里偏贵。",
    [SNAP("marketCap", "1.19", "万亿"), MCPE("2024", "12", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio" },
  ),
  zs("t", A, "tP", "valuation", "快照总市值约1.19万亿元，对应2024年归母净利润的PE约8倍。", [
    SNAP("marketCap", "1.19", "万亿"),
    MCPE("2024", "8"),
  ]),
  // ---- level words on leverage -------------------------------------------------------------------------------------
  zs("t", "2025-11-14", "fR", "industry", "三季度末负债率89.92%，是银行经营的常态，不必解读为风险。", [
    V("debt_ratio", "2025M9", "89.92", "%"),
    IND("high_debt_is_normal"),
  ]),
  by("t", A, "tC", "industry", "负债率70.74%，对制造业企业而言偏高，偿债能力值得持续关注。", [
    V("debt_ratio", "2025", "70.74", "%"),
    IND("high_debt_is_risk"),
  ]),
  pa(
    "f",
    "2019-12-31",
    "tC",
    "industry",
    "2018年末负债率90.43%，对一家金融集团而言明显偏高，杠杆风险突出。",
    [V("debt_ratio", "2018", "90.43", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  // ---- rebuttals -----------------------------------------------------------------------------------------------
  sh("t", A, "bear", "annual", "多方拿研发说事，可2024年净利率1.87%是2020年以来最低。", [
    V("net_margin", "2024", "1.87", "%"),
    MIN("net_margin", "2024", ["2020", "2021", "2022", "2023", "2024"]),
  ]),
  sh(
    "f",
    A,
    "bull",
    "annual",
    "空方说利润率见底，其实2024年净利率1.87%还高于2022年的水平。",
    [{ k: "pair", metric: "net_margin", period: "2024", period2: "2022", mode: "gt", err: "wrong_direction" }],
    { err: "wrong_direction" },
  ),
  wl("t", "2020-05-15", "bear", "annual", "多方说增长强劲，但2019年营收增速25.2%已比2018年的32.6%回落约7.4个百分点。", [
    G("operating_revenue", "2019", { v: "25.2" }),
    G("operating_revenue", "2018", { v: "32.6" }),
    GDIFF(
      { metric: "operating_revenue", period: "2019" },
      { metric: "operating_revenue", period: "2018" },
      { v: "-7.4", cmp: "approx" },
    ),
  ]),
  wl(
    "f",
    "2020-05-15",
    "bull",
    "annual",
    "空方所说放缓并不成立：2019年营收增速比2018年还快。",
    [
      GDIFF(
        { metric: "operating_revenue", period: "2019" },
        { metric: "operating_revenue", period: "2018" },
        { v: "0", cmp: "gt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction" },
  ),
  by("t", "2025-11-14", "bear", "quarterly", "多方说三季度有改善，但前三季度归母净利润仍同比下降约7.5%。", [
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  by(
    "f",
    "2025-11-14",
    "bull",
    "quarterly",
    "空方忽略了累计数据：前三季度归母净利润已同比转正。",
    [G("net_profit", "2025M9", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  mt("t", A, "bear", "quarterly", "多方说一季度开门红，可归母净利润同比只多了约4亿元（272.43对268.47亿元）。", [
    { k: "change", metric: "net_profit", period: "2026Q1", mode: "abs", u: "亿", v: "4", cmp: "approx" },
  ]),
  nd("t", A, "bull", "annual", "空方担心现金流，可2025年经营现金流1332.20亿元比2024年多了约362亿元。", [
    V("operating_cash_flow", "2025", "1332.20"),
    { k: "change", metric: "operating_cash_flow", period: "2025", mode: "abs", u: "亿", v: "362", cmp: "approx" },
  ]),
  pa("u", A, "bear", "undecidable", "多方只看利润，可寿险代理人数量仍在下滑，渠道基本盘没有止血。", [U("代理人数量")]),
  zs("u", A, "bull", "undecidable", "空方担心息差，但招行的存款成本率在同业中最低。", [U("存款成本率与同业")]),
];
