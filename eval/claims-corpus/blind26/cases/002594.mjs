// 比亚迪: FY2021-2025 (and 2017-2019), quarters 2024H1..2026Q1 (Tushare; 2024Q1 not stored), bars from 2025-07-29
// (52-week figures undecidable), notices: ESOP / dividend. Date: 2026-04-30 (FY2025 and 2026Q1 public).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, U, IND, READ, X, CAGR } = H;
const { QOQ, PSUM, LIN, SPAN, MRET, HILO, VOLR, SNAP, BRK, MAHOLD } = H;
const c = H.maker("b26-byd", "002594");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "2025年比亚迪归母净利润326.19亿元，同比下滑约19%，增收不增利的特征已很明显。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("revenue", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年营业总收入8039.65亿元，同比增长约13%，规模扩张仍在延续。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { v: "13", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "全年+3.46%；约13%是前三季度的增速(+12.75%)" },
  ),
  c("t", A, "fE", "annual", "营业总收入由7771.02亿元增至8039.65亿元，增幅仅3.5%左右，较2024年约29%的增速明显放缓。", [
    V("revenue", "2024", "7771.02"),
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("revenue", "2024", { v: "29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "归母净利润从402.54亿降到326.19亿，跌幅接近三成，盈利能力明显滑坡。",
    [
      V("net_profit", "2024", "402.54"),
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { v: "-30", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际-18.97%，不到两成" },
  ),
  c("t", A, "fR", "annual", "经营现金流净额591.36亿元，较上年的1334.54亿元缩水逾五成，而资本开支却升至1568.08亿元。", [
    V("operating_cash_flow", "2025", "591.36"),
    V("operating_cash_flow", "2024", "1334.54"),
    G("operating_cash_flow", "2025", { v: "-50", cmp: "lt" }),
    V("capex", "2025", "1568.08"),
    G("capex", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "经营活动现金流净额约为资本开支的2.6倍，扩产完全靠内生现金支撑。",
    [R("operating_cash_flow", "capex", "2025", "2.6", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "591.36/1568.08≈0.38倍；2.6倍是资本开支/经营现金流，比值倒置" },
  ),
  c("t", A, "tC", "annual", "以经营现金流591.36亿元减去资本开支1568.08亿元计，2025年自由现金流约为-977亿元。", [
    V("operating_cash_flow", "2025", "591.36"),
    V("capex", "2025", "1568.08"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
  ]),
  c("t", A, "bull", "annual", "资产负债率从2023年77.86%的高点降至2025年的70.74%，两年间去杠杆成效可见。", [
    V("debt_ratio", "2023", "77.86", "%"),
    MAX("debt_ratio", "2023", Y5),
    V("debt_ratio", "2025", "70.74", "%"),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "资产负债率70.74%，较上年下降约3.9个百分点，为2021年以来的最低水平。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
      MIN("debt_ratio", "2025", Y5, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2021年64.76%更低；2025年只是2022年以来最低" },
  ),
  c("t", A, "tF", "annual", "毛利率17.74%，较2024年的19.44%下滑1.7个百分点，利润率正被侵蚀。", [
    V("gross_margin", "2025", "17.74", "%"),
    V("gross_margin", "2024", "19.44", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "净利率4.20%，较上年的5.35%提升了1.15个百分点，盈利质量在改善。",
    [
      V("net_margin", "2025", "4.20", "%"),
      V("net_margin", "2024", "5.35", "%"),
      PP("net_margin", "2025", { v: "1.15", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "5.35%→4.20%是下降1.15个百分点" },
  ),
  c("t", A, "bear", "annual", "2022至2024年归母净利润连年增长，2025年回落至326.19亿元，是2022年以来首次同比下滑。", [
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
    G("net_profit", "2025", { dir: "down" }),
    V("net_profit", "2025", "326.19"),
  ]),
  c("t", A, "bull", "annual", "拉长看，营业总收入从2021年的2161.42亿元增至2025年的8039.65亿元，四年复合增速近39%。", [
    V("revenue", "2021", "2161.42"),
    CAGR("revenue", "2021", "2025", { v: "39", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2021年归母净利润仅30.45亿元，到2025年已超过当年的15倍，成长性无需多言。",
    [V("net_profit", "2021", "30.45"), X("net_profit", "2025", "2021", { v: "15", cmp: "gt", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "326.19/30.45≈10.7倍" },
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "8039.65亿元的营业总收入同比增长强劲，龙头地位无可撼动。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { size: "增长强劲", err: "overstatement" })],
    { err: "overstatement", note: "同比+3.46%，谈不上强劲" },
  ),
  c(
    "f",
    A,
    "tB",
    "annual",
    "归母净利润同比回落约19%至326.19亿元，盈利端的这一表现恰恰支撑看多逻辑。",
    [
      V("net_profit", "2025", "326.19"),
      READ(G("net_profit", "2025", { v: "-19", cmp: "approx" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "利润下滑是利空，却被多头当作看多论据" },
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "归母净利润326.19亿元，较2023年下降约19%，两年间盈利几乎倒退回原点。",
    [
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { base: "2023", v: "-19", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-19%是较2024年；较2023年(300.41亿)+8.6%" },
  ),
  c("t", A, "tNe", "annual", "即便回落，2025年归母净利润仍较2023年的300.41亿元高出约8.6%，不宜一概看空。", [
    V("net_profit", "2023", "300.41"),
    G("net_profit", "2025", { base: "2023", v: "8.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "年末货币资金降至约854亿元，较上年减少超170亿元，现金储备在消耗。",
    [V("cash", "2025", "854", "亿", "approx", { err: "wrong_value" }), D("cash", "2025", { v: "-170", cmp: "lt" })],
    { err: "wrong_value", note: "2025年末货币资金754.25亿元" },
  ),
  c(
    "f",
    A,
    "tA",
    "annual",
    "截至2025年末，公司账上货币资金1027.39亿元，短期偿债无忧。",
    [V("cash", "2025", "1027.39", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1027.39亿元是2024年末；2025年末754.25亿元" },
  ),
  c("t", A, "fR", "annual", "资本开支1568.08亿元，同比增长约61%，为2021年以来最高。", [
    V("capex", "2025", "1568.08"),
    G("capex", "2025", { v: "61", cmp: "approx" }),
    MAX("capex", "2025", Y5),
  ]),
  c("t", A, "fE", "annual", "分配股利、利润或偿付利息支付的现金141.25亿元，同比增逾四成，股东回报在加码。", [
    V("dividends_interest_paid", "2025", "141.25"),
    G("dividends_interest_paid", "2025", { v: "40", cmp: "gt" }),
  ]),
  c("t", A, "bull", "annual", "比亚迪总资产第一次越过8000亿元，年末达到8837.30亿元。", [
    V("total_assets", "2025", "8837.30"),
    V("total_assets", "2025", "8000", "亿", "gt"),
    MAX("total_assets", "2024", ["2017", "2018", "2019", "2021", "2022", "2023", "2024"]),
    V("total_assets", "2024", "8000", "亿", "lt"),
  ]),
  c("t", A, "fT", "annual", "商誉自2023年起一直是44.28亿元，相对8837亿元的总资产微不足道。", [
    V("goodwill", "2023", "44.28"),
    V("goodwill", "2024", "44.28"),
    V("goodwill", "2025", "44.28"),
    V("total_assets", "2025", "8837", "亿", "approx"),
  ]),
  c("t", A, "tC", "annual", "总负债6251.91亿元，同比仍增加约6.9%，负债率下降主要靠资产扩张更快。", [
    V("total_liabilities", "2025", "6251.91"),
    G("total_liabilities", "2025", { v: "6.9", cmp: "approx" }),
    G("total_assets", "2025", { v: "6.9", cmp: "gt" }),
  ]),
  c("t", A, "fSy", "annual", "经营现金流/归母净利润由2024年的3.3倍降至2025年的1.8倍，利润含金量下滑。", [
    R("operating_cash_flow", "net_profit", "2024", "3.3", { cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
  ]),
  c("u", A, "tN", "undecidable", "2025年新能源汽车销量超过460万辆，海外销量占比继续提升。", [
    U("销量与海外占比不在存储数据内"),
  ]),
  c("u", A, "bull", "annual", "2025年归母净利润326.19亿元，仍高于长城汽车与吉利汽车两家之和。", [
    V("net_profit", "2025", "326.19"),
    U("长城、吉利不在样本内"),
  ]),
  c("u", A, "fQ", "undecidable", "价格战导致的单车利润下滑才是2025年净利润回落的主因，海外扩张尚不足以对冲。", [
    U("归因与单车利润无法由存储数据核验"),
  ]),
  // quarterly
  c(
    "t",
    A,
    "fR",
    "quarterly",
    "2026年一季度营业收入1502.25亿元，同比下降约11.8%；归母净利润40.85亿元，同比降幅超过55%。",
    [
      V("operating_revenue", "2026Q1", "1502.25"),
      G("operating_revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-55", cmp: "lt" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润40.85亿元，同比增长超5%，开年利润端已经企稳。",
    [V("net_profit", "2026Q1", "40.85"), G("net_profit", "2026Q1", { v: "5", cmp: "gt", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-55.38%" },
  ),
  c(
    "t",
    A,
    "tBe",
    "quarterly",
    "单看2025年四季度：营收2376.99亿元、同比降约13.5%，归母净利润92.86亿元、同比降约38%。",
    [
      V("revenue", "2025S4", "2376.99"),
      G("revenue", "2025S4", { v: "-13.5", cmp: "approx" }),
      V("net_profit", "2025S4", "92.86"),
      G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "四季度单季归母净利润326.19亿元，环比三季度继续改善。",
    [
      V("net_profit", "2025S4", "326.19", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S4", "2025S3", { dir: "up" }),
    ],
    { err: "wrong_period", note: "326.19亿元是全年累计；四季度单季92.86亿元" },
  ),
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "2025年下半年归母净利润约171亿元，高于上半年的155.11亿元，但不及2024年下半年的约266亿元。",
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
    ],
  ),
  c(
    "u",
    A,
    "tBe",
    "quarterly",
    "Q2（单季）归母净利63.56亿，同比降幅超过三成。",
    [V("net_profit", "2025S2", "63.56"), G("net_profit", "2025S2", { v: "-30", cmp: "lt" })],
    { note: "2024年一季度未存储，2024Q2单季无法得出" },
  ),
  c("t", A, "tF", "quarterly", "前三季度营收5662.66亿元，同比增长约12.8%，但归母净利润233.33亿元，同比下滑约7.5%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.8", cmp: "approx" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "fQ",
    "quarterly",
    "截至2026年一季度，近四个季度归母净利润约275亿元，较2025全年的326.19亿元又下了一个台阶。",
    [V("net_profit", "2026Q1TTM", "275", "亿", "approx"), V("net_profit", "2025", "326.19")],
  ),
  c(
    "f",
    A,
    "fT",
    "quarterly",
    "毛利率同比改善1.26个百分点，从去年一季度的20.07%到今年一季度的18.81%。",
    [
      V("gross_margin", "2026Q1", "18.81", "%"),
      V("gross_margin", "2025Q1", "20.07", "%"),
      PP("gross_margin", "2026Q1", { v: "1.26", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "20.07%→18.81%，下降1.26个百分点" },
  ),
  c("t", A, "fM", "quarterly", "环比看，2026年一季度营收较2025年四季度的2376.99亿元回落约37%，环比落差不小。", [
    V("revenue", "2025S4", "2376.99"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "-37", cmp: "approx" }),
  ]),
  c("t", A, "tM", "quarterly", "一季度净利率仅2.67%，上年同期为5.54%，几乎打了对折。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    R("net_margin", "net_margin", "2026Q1", "0.5", { cmp: "approx", denPeriod: "2025Q1" }),
  ]),
  // technical
  c(
    "t",
    A,
    "tT",
    "technical",
    "4月30日收于102.98元，5日、10日、20日、60日均线自上而下依次排列，中期多头结构保持完好。",
    [CLOSE("102.98"), MAORDER([5, 10, 20, 60], "bull")],
  ),
  c(
    "f",
    A,
    "fM",
    "technical",
    "股价102.98元已跌破60日均线，技术面转弱。",
    [CLOSE("102.98"), MA(60, "below", { err: "technical" })],
    { err: "technical", note: "MA60 98.35，收盘在其上方" },
  ),
  c("t", A, "tT", "technical", "MACD上DIF约0.52仍在DEA约0.59之下，4月1日的死叉尚未修复，短线动能偏弱。", [
    MACD("dif_value", undefined, { v: "0.52", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "0.59", cmp: "approx" }),
    MACD("dif_below_dea"),
    MACD("dead_cross", 22),
  ]),
  c("t", A, "vT", "technical", "RSI(14)约52.4，落在30到70的中性区间，既不超买也不超卖。", [
    RSI("52.4", "approx"),
    RSI("70", "lt"),
    RSI("30", "gt"),
  ]),
  c("t", A, "fM", "technical", "自2月2日87.05元的阶段低点累计反弹约18%，其中3月单月涨幅接近18%。", [
    HILO("min", "2026-01-01", { v: "87.05" }),
    SPAN("2026-02-02", { v: "18", cmp: "approx" }),
    MRET("2026-03", { v: "18", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20日成交量较此前20日明显放大，资金回流迹象清晰。",
    [VOL("expand", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日均量=0.68，缩量" },
  ),
  c(
    "u",
    A,
    "tT",
    "technical",
    "比亚迪股价距52周高点仍有约12%的空间，上方压力不大。",
    [HI52({ v: "-12", cmp: "approx" })],
    { note: "日线始于2025-07-29，不足52周" },
  ),
  c("t", A, "tTr", "technical", "缩量格局明显：近20日均量只有前20日的约0.68倍，价格却守在20日线上方。", [
    VOLR({ v: "0.68", cmp: "approx" }),
    MA(20, "above"),
  ]),
  c("t", A, "fM", "technical", "2025年末收盘97.72元，年内至今上涨约5.4%，但1月曾单月下跌约7%。", [
    CLOSE("97.72", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
    MRET("2026-01", { v: "-7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "3月23日收盘107.63元是年内高点，眼下已较其回撤超过10%。",
    [HILO("max", "2026-01-01", { v: "107.63" }), SPAN("2026-03-23", { v: "-10", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "107.63→102.98仅-4.32%" },
  ),
  c("t", A, "vT", "technical", "近10个交易日收盘都在60日均线之上，回踩未破。", [MAHOLD(60, 10, "above")]),
  // announcements
  c("t", A, "fS", "announcement", "公司3月28日披露2025年度利润分配方案，在利润下滑之年仍照常推出分红。", [
    EV("dividend", true, { from: "2026-03-28", title: "2025年度利润分配" }),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "今年以来公司已发布回购方案，管理层在用真金白银托底股价。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("t", A, "vN", "announcement", "3月28日公告显示，2025年员工持股计划第一个锁定期的解锁条件未能成就。", [
    EV("equity_incentive", true, { from: "2026-03-28", title: "解锁条件未成就" }),
  ]),
  c("u", A, "tN", "announcement", "公司拟在H股配售募资，用于欧洲与东南亚建厂。", [U("比亚迪融资类公告未收录")]),
  // industry
  c(
    "t",
    A,
    "tC",
    "industry",
    "对制造业企业而言70.74%的资产负债率并不低，叠加约-977亿元的自由现金流，杠杆风险不容忽视。",
    [
      IND("high_debt_is_risk"),
      V("debt_ratio", "2025", "70.74", "%"),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "-977", cmp: "approx" },
      ),
    ],
  ),
  c(
    "f",
    A,
    "tA",
    "industry",
    "70.74%的负债率放在车企身上和银行差不多，属行业常态，无须担心。",
    [V("debt_ratio", "2025", "70.74", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "车企不是金融业，70%以上负债率不是常态" },
  ),
  // valuation
  c("t", A, "fV", "valuation", "参考去年7月4日的行情快照，市净率约8.3倍，总市值约1.82万亿元。", [
    SNAP("pb", "8.3", "x", "approx"),
    SNAP("marketCap", "1.82", "万亿", "approx"),
  ]),
  c("u", A, "fV", "valuation", "按4月30日收盘价计，比亚迪动态市盈率约28倍，高于行业均值。", [
    U("转增后股本变化，收盘价市盈率无法由快照推出；行业均值不在数据内"),
  ]),
];
