// 比亚迪: FY2021-2025 (2017-2019 partly), quarters 2024H1..2026Q1 (Tushare; 2024Q1 not stored), bars only from
// 2025-07-29 (52-week figures undecidable), ESOP / dividend notices. Date: 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, IND, U, READ } = H;
const { CAGR, X, GSTREAK, LIN, PSUM, SPAN, VOLR, POS52, SNAP, SNAPDIV, MCPE } = H;
const c = H.maker("b51-by", "002594");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];
const NPALL = ["2017", "2018", "2019", ...Y5];

export default [
  c("t", A, "bull", "annual", "2025年营收8039.65亿元，同比增长约3.5%，在高基数上仍刷新了历史纪录。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    MAX("revenue", "2025", Y5),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年营业总收入8039.65亿元，同比大幅增长，规模扩张仍在继续。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { size: "大幅增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+3.46%" },
  ),
  c("t", A, "bear", "annual", "2025年归母净利326.19亿元，同比少了约19%，这是2022年以来第一次年度利润负增长。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    GSTREAK("net_profit", ["2022", "2023", "2024"], 0),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年归母净利润同比下滑近三成，盈利中枢下了一个台阶。",
    [G("net_profit", "2025", { v: "-30", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-18.97%" },
  ),
  c("t", A, "fE", "quarterly", "一季度营收1502.25亿元，同比下降11.8%；归母净利40.85亿元，同比降幅超过五成。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "quarterly",
    "2026Q1归母净利润40.85亿元，同比增长55.4%，利润弹性开始释放。",
    [V("net_profit", "2026Q1", "40.85"), G("net_profit", "2026Q1", { v: "55.4", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-55.38%" },
  ),
  c("t", A, "fR", "quarterly", "一季度毛利率18.81%，较上年同期20.07%低了约1.3个百分点，净利率仅2.67%。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    V("gross_margin", "2025Q1", "20.07", "%"),
    PP("gross_margin", "2026Q1", { v: "-1.3", cmp: "approx" }),
    V("net_margin", "2026Q1", "2.67", "%"),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "2025年三季度单季营收5662.66亿元，同比增长12.7%，旺季表现强势。",
    [
      V("revenue", "2025S3", "5662.66", "亿", "eq", { err: "wrong_period" }),
      G("revenue", "2025S3", { v: "12.7", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "5662.66亿、+12.7%是前三季度累计；单季1949.85亿、-3.05%" },
  ),
  c("t", A, "tBe", "quarterly", "Q3单季归母净利78.23亿元，同比降约33%；Q4单季92.86亿元，同比降约38%。", [
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "经营现金流净额由1334.54亿元降至591.36亿元，降幅超过55%，资本开支却增至1568.08亿元。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-55", cmp: "lt" }),
    V("capex", "2025", "1568.08"),
    G("capex", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2025年自由现金流（经营现金流减资本开支）约-776亿元，而2024年还是正的。",
    [
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "-776", cmp: "approx", err: "wrong_value" },
      ),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2024",
        { dir: "up" },
      ),
    ],
    { err: "wrong_value", note: "591.36-1568.08=-976.72亿" },
  ),
  c("t", A, "fV", "annual", "资本开支1568.08亿元，约是经营现金流591.36亿元的2.65倍，自身造血撑不起这么大的投入。", [
    V("capex", "2025", "1568.08"),
    V("operating_cash_flow", "2025", "591.36"),
    R("capex", "operating_cash_flow", "2025", "2.65"),
  ]),
  c("t", A, "tC", "industry", "负债率70.74%虽比上年74.64%回落3.9个百分点，但对制造企业而言仍偏高。", [
    V("debt_ratio", "2025", "70.74", "%"),
    V("debt_ratio", "2024", "74.64", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
    IND("high_debt_is_risk"),
  ]),
  c(
    "f",
    A,
    "tA",
    "industry",
    "负债率约71%，和银行等金融机构一样属行业常态，根本构不成风险。",
    [V("debt_ratio", "2025", "71", "%", "approx"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  c("t", A, "fE", "annual", "毛利率17.74%，比2024年的19.44%低约1.7个百分点，净利率也由5.35%降到4.20%。", [
    V("gross_margin", "2025", "17.74", "%"),
    V("gross_margin", "2024", "19.44", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
    V("net_margin", "2024", "5.35", "%"),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "营收8039.65亿元，较2023年只增长了约3.5%，两年几乎没长。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { base: "2023", v: "3.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+33.5%" },
  ),
  c("t", A, "fM", "annual", "2021到2025年营收由2161.42亿元增至8039.65亿元，四年复合增速约39%。", [
    V("revenue", "2021", "2161.42"),
    V("revenue", "2025", "8039.65"),
    CAGR("revenue", "2021", "2025", { v: "39", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润326.19亿元，创下上市以来新高。",
    [V("net_profit", "2025", "326.19"), MAX("net_profit", "2025", NPALL, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024年402.54亿元更高" },
  ),
  c("t", A, "tF", "quarterly", "去年上半年营收3712.81亿元，同比增约23.3%，归母净利155.11亿元，增13.8%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.8" }),
  ]),
  c(
    "t",
    A,
    "fSy",
    "quarterly",
    "去年下半年归母净利约171亿元，比上半年的155.11亿元多出约一成，但全年仍同比下滑近两成。",
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
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        {
          over: ["net_profit", "2025H1"],
          u: "x",
          v: "1.1",
          cmp: "approx",
        },
      ),
      G("net_profit", "2025", { v: "-20", cmp: "near" }),
    ],
  ),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "前三季度归母净利233.33亿元，同比增长13.8%。",
    [V("net_profit", "2025M9", "233.33"), G("net_profit", "2025M9", { v: "13.8", err: "wrong_period" })],
    { err: "wrong_period", note: "13.8%是上半年增速；前三季度-7.55%" },
  ),
  c("t", A, "tT", "technical", "收盘102.98元，MA5>MA10>MA20>MA60>MA120多头排列，RSI约52，中性偏强。", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
    RSI("52", "approx"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "MACD日前刚刚金叉，DIF上穿DEA，短线动能在增强。",
    [MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "最近一次是4月1日死叉" },
  ),
  c("t", A, "tTr", "technical", "近60个交易日累计涨了约12%，但20日均量只有前20日的0.68倍左右，量价背离。", [
    RET(60, { v: "12", cmp: "approx" }),
    VOLR({ v: "0.68", cmp: "approx" }),
  ]),
  c("u", A, "tT", "undecidable", "股价距52周高点约12%，位于52周区间中部。", [
    HI52({ v: "-12", cmp: "approx" }),
    POS52({ v: "50", cmp: "approx" }),
  ]),
  c("t", A, "tM", "technical", "4月1日MACD死叉后DIF 0.52仍在零轴上，DEA为0.59，属于高位整理。", [
    MACD("death_cross", 21),
    MACD("dif_above_zero"),
    MACD("dif_value", undefined, { v: "0.52" }),
    MACD("dea_value", undefined, { v: "0.59" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "年初至今累计上涨约15%，从97.72元一路涨到102.98元。",
    [
      CLOSE("97.72", "eq", { date: "2025-12-31" }),
      CLOSE("102.98"),
      SPAN("2025-12-31", { v: "15", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+5.38%" },
  ),
  c("t", A, "tN", "announcement", "3月28日公司公告了2025年度利润分配方案，分红安排照常推进。", [
    EV("dividend", true, { from: "2026-03-28", title: "2025年度" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪近期公告回购A股用于员工激励，彰显管理层信心。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  c("t", A, "fS", "announcement", "去年3月推出2025年员工持股计划草案，5月就完成了股票购买。", [
    EV("equity_incentive", true, { from: "2025-03-01", to: "2025-03-31", title: "草案" }),
    EV("equity_incentive", true, { from: "2025-05-01", to: "2025-05-31", title: "完成股票购买" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "announcement",
    "2025年公司推出股份回购方案，以真金白银托底股价。",
    [EV("repurchase", true, { from: "2025-01-01", to: "2025-12-31", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  c("u", A, "tN", "undecidable", "公司拟定增募资约300亿元加码海外工厂。", [U("比亚迪融资类公告未采集")]),
  c("t", A, "fV", "valuation", "按去年7月4日快照约1.82万亿元市值算，对应2024年归母净利的PE约45倍。", [
    SNAP("marketCap", "1.82", "万亿"),
    MCPE("2024", "45"),
  ]),
  c("u", A, "fV", "undecidable", "当前股价对应2025年PE约29倍，低于宁德时代。", [
    U("比亚迪当前PE无法由快照股本推算；同业对比"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "快照PB 8.33倍，按当日收盘331元倒推每股净资产约27.6元。",
    [
      SNAP("pb", "8.33", "x", "eq"),
      CLOSE("331", "eq", { date: "2025-07-04" }),
      SNAPDIV("pb", "27.6", "approx", { err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "331/8.33≈39.7元" },
  ),
  c("t", A, "fR", "quarterly", "一季度末货币资金757.87亿元，较2025年一季度末的1174.07亿元减少约35%。", [
    V("cash", "2026Q1", "757.87"),
    V("cash", "2025Q1", "1174.07"),
    G("cash", "2026Q1", { v: "-35", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "年末总资产8837.30亿元、总负债6251.91亿元，净资产约2585亿元。", [
    V("total_assets", "2025", "8837.30"),
    V("total_liabilities", "2025", "6251.91"),
    LIN(
      [
        ["total_assets", 1],
        ["total_liabilities", -1],
      ],
      "2025",
      { v: "2585", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "总负债6251.91亿元，只占总资产的六成左右，杠杆并不激进。",
    [
      V("total_liabilities", "2025", "6251.91"),
      R("total_liabilities", "total_assets", "2025", "60", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "实际70.74%" },
  ),
  c("u", A, "bull", "undecidable", "海外销量占比已突破20%，出海可以对冲国内价格战。", [U("销量与海外分部未存储")]),
  c("u", A, "fM", "undecidable", "二季度销量环比回升三成，利润拐点已经出现。", [U("预测；销量未存储")]),
  c("t", A, "tM", "annual", "营收增速从2023年的42.0%降到2024年的29.0%，再到2025年的3.5%，增长明显降档。", [
    G("revenue", "2023", { v: "42.0" }),
    G("revenue", "2024", { v: "29.0" }),
    G("revenue", "2025", { v: "3.5" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "quarterly",
    "一季度净利润同比腰斩，利空出尽反而是好消息，基本面在向好。",
    [G("net_profit", "2026Q1", { size: "腰斩" }), READ(G("net_profit", "2026Q1"), "positive", { err: "stance" })],
    { err: "stance" },
  ),
  c("t", A, "fT", "annual", "商誉自2023年起一直是44.28亿元，相对8837亿元的总资产不到1%。", [
    V("goodwill", "2023", "44.28"),
    V("goodwill", "2024", "44.28"),
    V("goodwill", "2025", "44.28"),
    V("total_assets", "2025", "8837", "亿", "approx"),
    R("goodwill", "total_assets", "2025", "1", { u: "%", cmp: "lt" }),
  ]),
  c("t", A, "bull", "annual", "归母净利2021—2024年连涨三年，从30.45亿元做到402.54亿元，2025年才头一回回落。", [
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2021", "30.45"),
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2025年四季度单季营收2376.99亿元，为近六个季度最高。",
    [
      V("revenue", "2025S4", "2376.99"),
      MAX("revenue", "2025S4", ["2024S3", "2024S4", "2025S1", "2025S2", "2025S3", "2025S4"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2024年四季度2748.51亿元更高" },
  ),
  c("t", A, "fL", "annual", "分配股利及偿付利息的现金141.25亿元，高于上年的100.51亿元。", [
    V("dividends_interest_paid", "2025", "141.25"),
    V("dividends_interest_paid", "2024", "100.51"),
    G("dividends_interest_paid", "2025", { dir: "up" }),
  ]),
  c("t", A, "fQ", "annual", "投资活动现金净流出1974.63亿元，是2024年1290.82亿元的约1.53倍。", [
    V("investing_cash_flow", "2025", "-1974.63"),
    V("investing_cash_flow", "2024", "-1290.82"),
    X("investing_cash_flow", "2025", "2024", { v: "1.53", cmp: "approx" }),
  ]),
  c("t", A, "tP", "quarterly", "利润与现金流双双腰斩：一季度净利约-55%，2025年经营现金流约-56%，维持标配等验证。", [
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx", size: "腰斩" }),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx", size: "腰斩" }),
  ]),
  c("u", A, "tN", "undecidable", "据彭博，比亚迪4月新能源车销量同比下滑约20%。", [U("销量未存储，且为转述")]),
  c("t", A, "tNe", "technical", "60日乖离率不到5%，股价仍在MA20上方，缩量整理而非破位。", [
    H.BIAS(60, { v: "5", cmp: "lt" }),
    MA(20, "above"),
    VOL("shrink"),
  ]),
];
