// A last batch to balance the corpus: valuation on other dates, industry sense both ways, announcements narrated on
// 2024-2025 dates, and metrics or periods the stored data does not hold (which must stay undecidable).
import { EV, G, IN, IND, MA, MACD, MCPE, PE, RET, U, V, maker } from "../spec-helpers.mjs";

const mt = maker("b4-mo-mt", "600519");
const zs = maker("b4-mo-zs", "600036");
const nd = maker("b4-mo-nd", "300750");
const yd = maker("b4-mo-yd", "002594");
const pa = maker("b4-mo-pa", "601318");
const sh = maker("b4-mo-sh", "600028");
const wl = maker("b4-mo-wl", "000858");

export default [
  // ---- valuation on other dates ----
  zs("t", "2025-12-12", "fV", "valuation", "现价41.74元，三季度末BPS 43.21元，PB不到1倍（约0.97），还是破净状态。", [
    PE("2025M9", "1", "lt", { per: "bps" }),
    PE("2025M9", "0.97", "approx", { per: "bps" }),
  ]),
  zs(
    "f",
    "2025-12-12",
    "tA",
    "valuation",
    "按三季度末每股净资产算，PB已经回到1.2倍以上，破净修复完成。",
    [PE("2025M9", "1.2", "gt", { per: "bps", err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  zs("t", "2025-12-12", "vF", "valuation", "voter_1：拿2024年EPS 5.66元算，静态PE 7.4倍左右。", [
    V("basic_eps", "2024", "5.66", "元"),
    PE("2024", "7.4", "approx"),
  ]),
  zs("t", "2025-09-12", "tP", "valuation", "用7月4日的市值对2024年归母净利润，招行PE约8倍。", [
    MCPE("2024", "8", "approx"),
  ]),
  mt("t", "2025-05-16", "fV", "valuation", "按2024年EPS 68.64元，1614元的股价对应PE约23.5倍。", [
    PE("2024", "23.5", "approx"),
  ]),
  mt(
    "f",
    "2025-05-16",
    "tBe",
    "valuation",
    "按2024年EPS算，当前PE接近30倍，估值不便宜。",
    [PE("2024", "30", "near", { err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  mt("t", "2025-09-15", "fV", "valuation", "7月4日快照市值约1.79万亿，对应2024年归母净利润的PE在20.7倍左右。", [
    MCPE("2024", "20.7", "approx"),
  ]),
  yd("t", "2025-09-10", "fV", "valuation", "按7月初1.82万亿的市值、2024年403亿的利润，PE约45倍。", [
    MCPE("2024", "45", "approx"),
  ]),
  yd(
    "f",
    "2025-09-10",
    "tA",
    "valuation",
    "7月初市值对2024年利润的PE只有30倍左右，比宁德还便宜。",
    [MCPE("2024", "30", "approx", { err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  wl("t", "2020-06-30", "fV", "valuation", "按2019年EPS 4.48元，171元左右的股价对应PE 38倍上下。", [
    PE("2019", "38", "approx"),
  ]),
  wl("u", "2026-04-30", "fV", "valuation", "五粮液现在的动态PE只有13倍，创了上市以来的新低。", [
    U("缺2020年以后的每股收益"),
  ]),
  nd("u", "2026-04-30", "tA", "valuation", "宁德按2026年一致预期算，PE只有15倍。", [U("一致预期无存储")]),
  // ---- industry sense both ways ----
  yd(
    "f",
    "2026-04-30",
    "tNe",
    "industry",
    "比亚迪70.7%的资产负债率和银行一样属于行业常态，完全不用在意。",
    [V("debt_ratio", "2025", "70.7", "%", "approx"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  zs(
    "t",
    "2025-05-09",
    "tNe",
    "industry",
    "2024年末负债率89.85%，放在银行里是正常水平，不能按工业企业的标准说它高杠杆。",
    [V("debt_ratio", "2024", "89.85", "%"), IND("high_debt_is_normal")],
  ),
  pa(
    "f",
    "2025-05-30",
    "fR",
    "industry",
    "2024年负债率接近90%，保险公司这么高的负债率是经营风险的信号。",
    [V("debt_ratio", "2024", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  // ---- announcements narrated on earlier dates ----
  pa(
    "t",
    "2024-08-30",
    "tN",
    "announcement",
    "8月23日刚披露了2024年中期利润分配方案；7月中旬还发过拟注销已回购A股股份的提示性公告。",
    [
      EV("dividend", true, { title: "2024年中期利润分配方案", from: "2024-08-23", to: "2024-08-23" }),
      EV("repurchase", true, { title: "注销", from: "2024-07-10", to: "2024-07-20" }),
    ],
  ),
  pa("t", "2024-08-30", "vN", "announcement", "voter_3：2023年年度分红派息7月19日已经实施，中期分红方案也出来了。", [
    EV("dividend", true, { title: "2023年年度分红派息实施", from: "2024-07-19", to: "2024-07-19" }),
    EV("dividend", true, { title: "中期利润分配方案", from: "2024-08-01" }),
  ]),
  pa(
    "f",
    "2024-08-30",
    "tN",
    "announcement",
    "2024年半年度分红派息已经实施完毕，现金已经到账。",
    [EV("dividend", true, { title: "2024年半年度分红派息实施", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  pa("t", "2024-08-30", "tT", "technical", "8月19日MACD金叉，股价站在20日线上方，近20个交易日涨了5%左右。", [
    MACD("golden_cross", 10),
    MA(20, "above"),
    RET(20, { v: "5", cmp: "approx" }),
  ]),
  yd(
    "t",
    "2025-06-30",
    "tN",
    "announcement",
    "2025年员工持股计划5月24日已经完成股票购买；2024年度利润分配及转增方案4月23日公告。",
    [
      EV("equity_incentive", true, { title: "完成股票购买", from: "2025-05-24", to: "2025-05-24" }),
      EV("dividend", true, { title: "资本公积金转增股本方案", from: "2025-04-23", to: "2025-04-23" }),
    ],
  ),
  yd(
    "f",
    "2025-06-30",
    "vN",
    "announcement",
    "voter_3：2024年度分红和转增方案已经实施完毕，除权已经完成。",
    [EV("dividend", true, { title: "实施公告", from: "2025-04-23", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  yd("t", "2025-06-30", "fT", "announcement", "到6月底还没看到2024年度分红转增的实施公告，方案仍在走流程。", [
    EV("dividend", false, { title: "实施公告", from: "2025-04-23" }),
  ]),
  nd("t", "2026-04-30", "tN", "announcement", "4月16日公司公告调整了股权激励计划和员工持股计划的相关价格。", [
    EV("equity_incentive", true, { title: "调整股权激励计划", from: "2026-04-16", to: "2026-04-16" }),
  ]),
  nd(
    "f",
    "2026-04-30",
    "fS",
    "announcement",
    "4月中旬公司又推出了新一轮回购方案，规模上百亿。",
    [EV("repurchase", true, { from: "2026-04-08", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  zs(
    "t",
    "2026-04-30",
    "tN",
    "announcement",
    "招行的2024年年报去年3月26日披露，和2023年年报（前年3月26日）是同一天。",
    [
      EV("annual_report", true, { title: "2024年年度报告", from: "2025-03-26", to: "2025-03-26" }),
      EV("annual_report", true, { title: "2023年年度报告", from: "2024-03-26", to: "2024-03-26" }),
    ],
  ),
  // ---- metrics and periods the data does not hold ----
  mt("u", "2026-04-30", "fE", "undecidable", "茅台2025年主营业务收入1700亿左右，茅台酒占了八成多。", [
    U("主营业务收入与产品分部无存储"),
  ]),
  mt("u", "2026-04-30", "fV", "undecidable", "2025年EPS大约65.5元，同比少了4%左右。", [U("2025年每股收益无存储")]),
  sh("u", "2025-10-17", "fE", "undecidable", "H1'25营收1.4万亿，同比降了一成。", [U("中石化季报无存储")]),
  nd("u", "2025-04-30", "fR", "undecidable", "1Q25 ROE 5%左右，比1Q24略低。", [U("宁德季度ROE无存储")]),
  nd("u", "2026-04-30", "tF", "undecidable", "2025年ROE回到了25%以上。", [U("宁德2020年以后的ROE无存储")]),
  pa("u", "2025-10-31", "fM", "undecidable", "H1'25归母净利润680亿左右，同比下降不到一成。", [
    U("平安2025年中报无存储"),
  ]),
  zs("u", "2026-04-30", "fE", "undecidable", "2025年利息净收入同比下降1%左右，非息收入回暖。", [
    U("利息净收入与非息收入无存储"),
  ]),
  yd("u", "2026-04-30", "tC", "undecidable", "2025年扣非归母净利润大约300亿，同比降了两成多。", [
    U("比亚迪2020年以后的扣非利润无存储"),
  ]),
  wl("u", "2020-06-30", "fM", "undecidable", "2020年一季度营收同比增长15%左右，疫情影响有限。", [
    U("五粮液季报无存储"),
  ]),
  sh("u", "2026-04-30", "fT", "undecidable", "2025年归母净利润降到了五年最低，股息率却升到6%以上。", [
    U("2025年年报与股息率无存储"),
  ]),
  // ---- a few more false with one realistic error ----
  sh(
    "f",
    "2025-06-13",
    "tB",
    "annual",
    "2024年研发费用152亿，首次超过销售费用。",
    [
      {
        k: "pair",
        metric: "research_expense",
        period: "2024",
        metric2: "selling_expense",
        mode: "gt",
        err: "wrong_value",
      },
    ],
    { err: "wrong_value" },
  ),
  sh("t", "2025-06-13", "fR", "annual", "2024年销售费用614亿，是研发费用152亿的4倍左右。", [
    V("selling_expense", "2024", "614", "亿", "approx"),
    {
      k: "pair",
      metric: "selling_expense",
      period: "2024",
      metric2: "research_expense",
      mode: "x",
      v: "4",
      cmp: "approx",
    },
  ]),
  mt(
    "f",
    "2025-05-16",
    "tC",
    "annual",
    "2024年存货543亿，比2023年减少了近80亿，去库存很明显。",
    [G("inventory", "2024", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  mt("t", "2025-05-16", "tC", "annual", "2024年末存货543亿，一年多了79亿左右，增幅17%上下。", [
    V("inventory", "2024", "543", "亿", "approx"),
    { k: "change", metric: "inventory", period: "2024", mode: "abs", u: "亿", v: "79", cmp: "approx" },
    G("inventory", "2024", { v: "17", cmp: "approx" }),
  ]),
  mt(
    "f",
    "2025-05-16",
    "fR",
    "annual",
    "合同负债2024年末96亿，比2023年多了三成，预收款很充足。",
    [
      V("contract_liabilities", "2024", "96", "亿", "approx"),
      G("contract_liabilities", "2024", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction" },
  ),
  nd("t", "2026-04-30", "fR", "annual", "商誉2025年末8.4亿左右，比2024年略降，相对9700多亿的总资产几乎可以忽略。", [
    V("goodwill", "2025", "8.4", "亿", "approx"),
    G("goodwill", "2025", { dir: "down" }),
    V("total_assets", "2025", IN("9700", "9800")),
  ]),
];
