// Points across companies and rounds: two sample companies compared, 去年 / 前年 read from asOf, TTM, chains and
// enumerations, 多赚 / 少赚 and size words, rebuttals in the adversarial rounds, vote lenses, and what no data holds.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, RET, MA, MACD, LO52, VOL, U, D, IND, PAIR, UP, EV, READ, POS52, PSUM } = H;
const A = "2026-04-30";
const P = "2025-04-30";
const mk = (p, t) => {
  const c = H.maker(`b9-d${p}`, t);
  return {
    T: (a, r, k, s, sp, o) => c("t", a, r, k, s, sp, o),
    F: (e, a, r, k, s, sp, note) => c("f", a, r, k, s, sp, { err: e, note }),
    N: (a, r, k, s, sp) => c("u", a, r, k, s, sp),
  };
};
const mt = mk("mt", "600519");
const nd = mk("nd", "300750");
const by = mk("by", "002594");
const zs = mk("zs", "600036");
const pa = mk("pa", "601318");
const sh = mk("sh", "600028");
const wl = mk("wl", "000858");
const TTM = (m, v, cmp = "approx", o = {}) => V(m, "2026Q1TTM", v, "亿", cmp, o);

export default [
  // two sample companies compared
  nd.T(A, "bull", "annual", "2025年宁德时代归母净利润722.01亿元，约为比亚迪326.19亿元的2.2倍，盈利规模明显更大。", [
    V("net_profit", "2025", "722.01"),
    PAIR("net_profit", "2025", "002594", { v: "2.2", cmp: "approx" }),
  ]),
  nd.F(
    "wrong_ratio",
    A,
    "bull",
    "annual",
    "宁德时代2025年归母净利润约为比亚迪的3.2倍，产业链话语权一目了然。",
    [PAIR("net_profit", "2025", "002594", { v: "3.2", cmp: "approx", err: "wrong_ratio" })],
    "约2.21倍",
  ),
  nd.F(
    "wrong_value",
    A,
    "tB",
    "annual",
    "宁德时代2025年营收4237.02亿元，已超过比亚迪，成为新能源产业链收入第一。",
    [V("revenue", "2025", "4237.02"), PAIR("revenue", "2025", "002594", { mode: "gt", err: "wrong_value" })],
    "比亚迪8039.65亿元更高",
  ),
  by.T(
    A,
    "bear",
    "annual",
    "比亚迪2025年营收8039.65亿元是宁德时代的1.9倍，但归母净利润不到后者的一半，净利率4.20%远低于18.12%。",
    [
      PAIR("revenue", "2025", "300750", { v: "1.9", cmp: "approx" }),
      PAIR("net_profit", "2025", "300750", { v: "0.5", cmp: "lt" }),
      V("net_margin", "2025", "4.20", "%"),
      PAIR("net_margin", "2025", "300750", { mode: "lt" }),
    ],
  ),
  zs.T(A, "fV", "annual", "2025年招商银行归母净利润1501.81亿元，比中国平安的1347.78亿元多约154亿元。", [
    PAIR("net_profit", "2025", "601318", { mode: "diff", u: "亿", v: "154", cmp: "approx" }),
  ]),
  pa.F(
    "wrong_direction",
    A,
    "fV",
    "annual",
    "中国平安2025年归母净利润1347.78亿元，高于招商银行，重回金融股利润榜前列。",
    [PAIR("net_profit", "2025", "600036", { mode: "gt", err: "wrong_direction" })],
    "低于招行1501.81亿元",
  ),
  pa.T(A, "tF", "annual", "2025年末中国平安总资产约13.90万亿元，略高于招商银行的13.07万亿元。", [
    V("total_assets", "2025", "13.90", "万亿", "approx"),
    PAIR("total_assets", "2025", "600036", { mode: "gt" }),
  ]),
  nd.T(A, "tT", "technical", "过去250个交易日宁德时代上涨约93%，同期贵州茅台下跌约11.6%，两者走势截然不同。", [
    RET(250, { v: "93", cmp: "approx" }),
    RET(250, { t: "600519", v: "-11.6", cmp: "approx" }),
  ]),
  mt.F(
    "technical",
    A,
    "tT",
    "technical",
    "近20日茅台跌5.11%，五粮液跌幅更小，仅约3%。",
    [RET(20, { v: "-5.11" }), RET(20, { t: "000858", v: "-3", cmp: "approx", err: "technical" })],
    "五粮液20日-7.0%",
  ),
  // 去年 / 前年 from asOf
  mt.T(A, "bear", "annual", "去年归母净利润823.20亿元，比前年的862.28亿元少赚约39亿元。", [
    V("net_profit", "2025", "823.20"),
    V("net_profit", "2024", "862.28"),
    D("net_profit", "2025", { v: "-39", cmp: "approx" }),
  ]),
  mt.F(
    "wrong_period",
    A,
    "bull",
    "annual",
    "去年公司归母净利润862.28亿元，同比增长15.38%，业绩确定性仍高。",
    [
      V("net_profit", "2025", "862.28", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025", { v: "15.38", err: "wrong_period" }),
    ],
    "那是2024年（前年）的数字",
  ),
  nd.T(P, "bear", "annual", "去年营收3620.13亿元，同比下降9.70%，收入规模出现回落。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.70" }),
  ]),
  nd.F(
    "wrong_direction",
    P,
    "bull",
    "annual",
    "去年归母净利润507.45亿元，同比下滑约15%，但仍处高位。",
    [V("net_profit", "2024", "507.45"), G("net_profit", "2024", { v: "-15", cmp: "approx", err: "wrong_direction" })],
    "2024年+15.01%",
  ),
  by.T(A, "tC", "annual", "比亚迪去年少赚约76亿元：归母净利润由前年的402.54亿元降至326.19亿元。", [
    D("net_profit", "2025", { v: "-76", cmp: "approx" }),
    V("net_profit", "2024", "402.54"),
    V("net_profit", "2025", "326.19"),
  ]),
  by.F(
    "wrong_direction",
    A,
    "tA",
    "annual",
    "比亚迪去年比前年多赚约76亿元，利润仍在扩张。",
    [D("net_profit", "2025", { v: "76", cmp: "approx", err: "wrong_direction" })],
    "少赚76亿元",
  ),
  nd.T(A, "tB", "annual", "宁德时代去年多赚约215亿元，归母净利润增速42.28%，为前年15.01%的近三倍。", [
    D("net_profit", "2025", { v: "215", cmp: "approx" }),
    G("net_profit", "2025", { v: "42.28" }),
    G("net_profit", "2024", { v: "15.01" }),
  ]),
  // TTM and half years
  nd.T(A, "fV", "quarterly", "滚动四个季度（TTM）归母净利润约790亿元，较2025年全年又抬升了约68亿元。", [
    TTM("net_profit", "790"),
    PSUM(
      [
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "68", cmp: "approx" },
    ),
  ]),
  by.F(
    "wrong_period",
    A,
    "fV",
    "quarterly",
    "比亚迪TTM归母净利润约326亿元，按此测算估值并不算贵。",
    [TTM("net_profit", "326", "approx", { err: "wrong_period" })],
    "326亿元是2025年全年；TTM约275亿元",
  ),
  by.T(A, "fE", "quarterly", "比亚迪TTM营收约7838亿元，已低于2025年全年的8039.65亿元，收入开始回落。", [
    TTM("revenue", "7838"),
    PAIR("revenue", "2026Q1TTM", undefined, { mode: "lt", period2: "2025" }),
  ]),
  zs.T(A, "fE", "quarterly", "招行2025年下半年营收约1675.6亿元，低于上半年的1699.69亿元。", [
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -1],
      ],
      { v: "1675.6", cmp: "approx" },
    ),
    V("revenue", "2025H1", "1699.69"),
  ]),
  nd.F(
    "wrong_value",
    A,
    "fE",
    "quarterly",
    "宁德时代2025年下半年归母净利润约360亿元，与上半年大体相当。",
    [
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { v: "360", cmp: "approx", err: "wrong_value" },
      ),
    ],
    "约417亿元",
  ),
  // chains and enumerations
  by.T(A, "tNe", "annual", "归母净利润2022→2023→2024：166.22→300.41→402.54亿元，2025年回落到326.19亿元。", [
    UP("net_profit", ["2022", "2023", "2024"]),
    V("net_profit", "2022", "166.22"),
    V("net_profit", "2023", "300.41"),
    V("net_profit", "2024", "402.54"),
    V("net_profit", "2025", "326.19"),
  ]),
  zs.T(A, "tNe", "annual", "2022、2023、2024年营收增速分别为4.08%、-1.64%和-0.48%，2025年仅0.01%。", [
    G("revenue", "2022", { v: "4.08" }),
    G("revenue", "2023", { v: "-1.64" }),
    G("revenue", "2024", { v: "-0.48" }),
    G("revenue", "2025", { v: "0.01" }),
  ]),
  pa.F(
    "wrong_period",
    A,
    "tNe",
    "annual",
    "归母净利润2021年下降17.56%、2022年下降28.99%、2023年微增2.26%。",
    [
      G("net_profit", "2021", { v: "-17.56", err: "wrong_period" }),
      G("net_profit", "2022", { v: "-28.99", err: "wrong_period" }),
      G("net_profit", "2023", { v: "2.26" }),
    ],
    "2021年-28.99%、2022年-17.56%，年份配错",
  ),
  mt.T(A, "fSy", "annual", "净利润增速：2021年12.34%、2022年19.55%、2023年19.16%、2024年15.38%、2025年-4.53%。", [
    G("net_profit", "2021", { v: "12.34" }),
    G("net_profit", "2022", { v: "19.55" }),
    G("net_profit", "2023", { v: "19.16" }),
    G("net_profit", "2024", { v: "15.38" }),
    G("net_profit", "2025", { v: "-4.53" }),
  ]),
  sh.F(
    "wrong_value",
    P,
    "fSy",
    "annual",
    "营收2021→2022→2023：27408.84→33181.68→34122.15亿元，逐年攀升。",
    [
      V("revenue", "2021", "27408.84"),
      V("revenue", "2022", "33181.68"),
      V("revenue", "2023", "34122.15", "亿", "eq", { err: "wrong_value" }),
      UP("revenue", ["2021", "2022", "2023"], { err: "wrong_value" }),
    ],
    "2023年32122.15亿元，较2022年下降",
  ),
  // size words and overstatement
  pa.T(A, "fL", "annual", "2025年归母净利润同比增长6.45%，属于稳健增长，但已远不及2024年的高增速。", [
    G("net_profit", "2025", { v: "6.45", size: "稳健增长" }),
    G("net_profit", "2024", { size: "高速增长" }),
  ]),
  nd.F(
    "overstatement",
    A,
    "fL",
    "annual",
    "2025年营收同比增长17.04%，重回高速增长通道。",
    [G("revenue", "2025", { v: "17.04", size: "高速增长", err: "overstatement" })],
    "17%不到高速增长（30%以上）",
  ),
  zs.F(
    "overstatement",
    A,
    "bull",
    "annual",
    "2025年归母净利润1501.81亿元，同比大幅增长，盈利能力持续跃升。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { size: "大幅增长", err: "overstatement" })],
    "仅+1.21%",
  ),
  mt.F(
    "overstatement",
    A,
    "bull",
    "quarterly",
    "2026年一季度归母净利润同比明显增长，重回成长轨道。",
    [G("net_profit", "2026Q1", { size: "明显增长", err: "overstatement" })],
    "仅+1.47%",
  ),
  sh.T(P, "bear", "annual", "2024年扣非归母净利润480.57亿元，同比下滑两成以上，主业盈利明显恶化。", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-20", cmp: "lt", size: "明显下滑" }),
  ]),
  sh.T(P, "fT", "annual", "2020年扣非归母净利润亏损15.65亿元，2021年扭亏为727.28亿元。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("deducted_net_profit", "2021", "727.28"),
  ]),
  sh.F(
    "wrong_direction",
    P,
    "fT",
    "annual",
    "2020年扣非归母净利润为15.65亿元，主业勉强盈利。",
    [V("deducted_net_profit", "2020", "15.65", "亿", "eq", { err: "wrong_direction" })],
    "为-15.65亿元，亏损",
  ),
  // industry sense and stance
  pa.F(
    "industry_sense",
    A,
    "tC",
    "industry",
    "中国平安负债率约89.8%，偏高，资本结构脆弱，是我们看空的首要理由。",
    [V("debt_ratio", "2025", "89.8", "%", "approx"), IND("high_debt_is_risk", { err: "industry_sense" })],
    "保险业常态",
  ),
  by.T(
    A,
    "tC",
    "industry",
    "比亚迪资产负债率70.74%，作为制造企业仍然偏高，叠加经营现金流大幅下滑，偿债压力值得关注。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      IND("high_debt_is_risk"),
      G("operating_cash_flow", "2025", { size: "大幅下滑" }),
    ],
  ),
  zs.T(A, "fR", "industry", "招行一季度末负债率90.43%，对银行而言是正常杠杆，看空理由应落在营收停滞而非负债率。", [
    V("debt_ratio", "2026Q1", "90.43", "%"),
    IND("high_debt_is_normal"),
    G("revenue", "2025", { size: "基本持平" }),
  ]),
  mt.F(
    "stance",
    A,
    "vT",
    "technical",
    "看多：20日下跌5.11%但成交量放大，说明资金在积极承接，技术面偏多。",
    [READ(RET(20, { v: "-5.11" }), "positive", { err: "stance" })],
    "放量下跌读作偏多",
  ),
  nd.T(A, "vT", "technical", "看多：60日上涨28.46%，股价位于MA60、MA120、MA250之上，趋势向上。", [
    READ(RET(60, { v: "28.46" }), "positive"),
    MA(60, "above"),
    MA(120, "above"),
    MA(250, "above"),
  ]),
  pa.T(A, "vT", "technical", "中性：4月7日MACD金叉、站上MA250，但仍受制于MA60与MA120。", [
    MACD("golden_cross", 20),
    MA(250, "above"),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  by.F(
    "stance",
    A,
    "vF",
    "annual",
    "看多：2025年经营现金流同比减少55.69%，说明公司在加大投入，基本面积极。",
    [READ(G("operating_cash_flow", "2025", { v: "-55.69" }), "positive", { err: "stance" })],
    "现金流大降读作积极",
  ),
  zs.N(
    A,
    "vN",
    "announcement",
    "中性：近年公告只有年度报告，最近一份2024年年报于2025年3月26日发布，未见回购等资本运作。",
    [EV("annual_report", true, { from: "2025-03-26", to: "2025-03-26" }), U("招行只存储年报，回购无法判定")],
  ),
  // rebuttals
  mt.T(A, "bull", "annual", "反驳空方：利润下滑4.53%不假，但2025年净利率仍有50.53%，仅比2024年低约1.7个百分点。", [
    G("net_profit", "2025", { v: "-4.53" }),
    V("net_margin", "2025", "50.53", "%"),
    PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  mt.F(
    "wrong_value",
    A,
    "bear",
    "annual",
    "反驳多方：净利率50.53%看似很高，但一年内下滑了约3.5个百分点，说明成本压力在加速。",
    [PP("net_margin", "2025", { v: "-3.5", cmp: "approx", err: "wrong_value" })],
    "下滑1.74个百分点；3.49是ROE",
  ),
  by.T(A, "bull", "quarterly", "反驳空方：一季度利润虽同比降55%，但毛利率18.81%已较2025年全年的17.74%回升。", [
    G("net_profit", "2026Q1", { base: "2025Q1", v: "-55", cmp: "approx" }),
    PP("gross_margin", "2026Q1", { base: "2025", dir: "up" }),
  ]),
  by.F(
    "wrong_value",
    A,
    "bear",
    "quarterly",
    "反驳多方：所谓毛利率回升不过0.3个百分点，一季度18.81%对比全年17.74%几乎没变。",
    [PP("gross_margin", "2026Q1", { base: "2025", v: "0.3", cmp: "approx", err: "wrong_value" })],
    "回升1.07个百分点",
  ),
  nd.T(A, "bear", "technical", "反驳多方：基本面再好，股价已距52周低点上涨88.6%、位于区间上沿，且4月28日刚刚死叉。", [
    LO52({ v: "88.6", cmp: "approx" }),
    POS52({ v: "80", cmp: "ge" }),
    MACD("death_cross", 3),
  ]),
  zs.F(
    "wrong_base_year",
    A,
    "bear",
    "annual",
    "反驳多方：2025年归母净利润较2023年仅增长1.21%，两年几乎原地踏步。",
    [G("net_profit", "2025", { base: "2023", v: "1.21", err: "wrong_base_year" })],
    "1.21%是较2024年；较2023年+2.44%",
  ),
  pa.T(A, "bull", "annual", "反驳空方：营收2023年后已连续两年增长，2025年经营现金流6586.32亿元，同比增长72.2%。", [
    UP("revenue", ["2023", "2024", "2025"]),
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72.2" }),
  ]),
  // what no stored figure decides
  mt.N(A, "bear", "undecidable", "茅台2025年营收增速-1.2%，已落后于泸州老窖和山西汾酒。", [
    G("revenue", "2025", { v: "-1.2" }),
    U("同业"),
  ]),
  nd.N(A, "fE", "undecidable", "2026年上半年营收有望突破2600亿元，同比增长超四成。", [U("预测")]),
  by.N(A, "tT", "undecidable", "5月以来股价放量突破110元，技术形态转好。", [U("晚于存储日线")]),
  zs.N(A, "fV", "undecidable", "按2026年一致预期EPS 5.9元计算，当前PE约6.5倍。", [U("一致预期")]),
  pa.N(A, "tN", "undecidable", "平安人寿代理人规模已企稳于36万人，人均产能同比提升。", [U("代理人数据")]),
  sh.N(A, "tN", "undecidable", "2025年中国石化炼化板块亏损收窄，化工产品毛利改善。", [U("分板块")]),
  wl.N(A, "tBe", "undecidable", "五粮液去年营收同比下滑约8%，渠道库存超过三个月。", [U("2025年报与库存")]),
  nd.N(A, "tA", "undecidable", "若钠离子电池2026年量产，公司有望再造一个千亿市场。", [U("情景")]),
  by.N(A, "fS", "undecidable", "社交媒体上对比亚迪的讨论热度下降三成，情绪冰点已现。", [U("情绪")]),
  mt.N(A, "fQ", "undecidable", "茅台2025年直销收入占比提升至约45%，而系列酒收入同比下降。", [U("分渠道、分产品")]),
  nd.N(A, "vN", "undecidable", "消息面：公司拟分拆储能业务赴港上市，估值有望重估。", [U("分拆不在公告采集范围")]),
  pa.N(A, "tBe", "undecidable", "控股股东卜蜂集团近期减持平安H股，市场担忧情绪升温。", [U("减持与H股")]),
  // more debate points, one error each
  nd.F(
    "wrong_extreme",
    A,
    "fQ",
    "quarterly",
    "2025年四季度单季归母净利润231.67亿元，已被2026年一季度超越，创单季新高的是一季度。",
    [MAX("net_profit", "2026Q1", ["2025Q1", "2025S2", "2025S3", "2025S4", "2026Q1"], { err: "wrong_extreme" })],
    "四季度231.67亿元更高",
  ),
  zs.T(
    A,
    "fQ",
    "quarterly",
    "质疑：2025年单季营收在二季度862.18亿元和四季度861.12亿元两度接近，三季度814.51亿元为全年最低。",
    [
      V("revenue", "2025S2", "862.18"),
      V("revenue", "2025S4", "861.12"),
      MIN("revenue", "2025S3", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
    ],
  ),
  mt.F(
    "wrong_ratio",
    A,
    "fQ",
    "annual",
    "质疑：2025年分红及利息支出672.42亿元，仅占经营现金流的八成左右，分红可持续。",
    [R("dividends_interest_paid", "operating_cash_flow", "2025", "80", { u: "%", cmp: "approx", err: "wrong_ratio" })],
    "约109%",
  ),
  by.T(
    A,
    "fL",
    "annual",
    "综合：2025年营收微增3.46%、利润降18.97%，资本开支1568.08亿元远超经营现金流，扩张质量存疑。",
    [
      G("revenue", "2025", { v: "3.46" }),
      G("net_profit", "2025", { v: "-18.97" }),
      V("capex", "2025", "1568.08"),
      PAIR("capex", "2025", undefined, { mode: "gt", metric2: "operating_cash_flow" }),
    ],
  ),
  sh.F(
    "wrong_ratio",
    P,
    "tP",
    "annual",
    "2024年研发费用152.15亿元，约占营收的5%，转型投入力度可观。",
    [R("research_expense", "revenue", "2024", "5", { u: "%", cmp: "approx", err: "wrong_ratio" })],
    "约0.49%",
  ),
  sh.T(P, "tP", "annual", "2024年研发费用152.15亿元，不足营收的0.5%，对于3万亿营收的体量而言投入偏低。", [
    R("research_expense", "revenue", "2024", "0.5", { u: "%", cmp: "lt" }),
    V("revenue", "2024", "3", "万亿", "gt"),
  ]),
  wl.F(
    "wrong_base_year",
    "2020-05-15",
    "fE",
    "annual",
    "2019年营收501.18亿元，较2017年增长25.2%。",
    [G("operating_revenue", "2019", { base: "2017", v: "25.2", err: "wrong_base_year" })],
    "25.2%是较2018年；较2017年+66%",
  ),
  wl.T("2020-05-15", "fQ", "annual", "2019年营收较2017年的301.87亿元增长约66%，两年间增量接近200亿元。", [
    G("operating_revenue", "2019", { base: "2017", v: "66", cmp: "approx" }),
    D("operating_revenue", "2019", { base: "2017", v: "200", cmp: "near" }),
  ]),
  pa.F(
    "technical",
    A,
    "tTr",
    "technical",
    "近20日平安放量上涨，成交量较前20日增加超过两成。",
    [VOL("expand_strong", { err: "technical" })],
    "量比约0.96",
  ),
  zs.F(
    "technical",
    A,
    "fS",
    "technical",
    "招行近60个交易日下跌约5%，跑输银行板块。",
    [RET(60, { v: "-5", cmp: "approx", err: "technical" }), U("板块")],
    "60日+0.45%",
  ),
  mt.T(A, "fS", "technical", "茅台近60个交易日上涨约3.1%，但近20日回吐5.11%，反弹未能延续。", [
    RET(60, { v: "3.1", cmp: "approx" }),
    RET(20, { v: "-5.11" }),
  ]),
];
