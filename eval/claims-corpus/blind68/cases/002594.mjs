// 比亚迪 on 2026-04-30: FY2021-2025 (and 2017-2019), quarters 2024H1..2026Q1, bars from 2025-07-29 only
// (52-week figures undecidable; PE at today's close not used: the 2025 转增 changed the share count).
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  MIN,
  UP,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  VOL,
  EV,
  U,
  X,
  CAGR,
  RANK,
  QOQ,
  PSUM,
  LIN,
  BIAS,
  DD,
  READ,
  PAIR,
  VOLR,
  SPAN,
  EVN,
  GDIFF,
  MAHOLD,
  DAYS,
  BRK,
} = H;
const c = H.maker("b68-byd", "002594");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "比亚迪2025年归母净利润326.19亿元，同比下滑约19%，增收不增利。", [
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("revenue", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润326.19亿元，较上年近乎腰斩。",
    [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "同比-18.97%" },
  ),
  c("t", A, "bull", "annual", "营业总收入8039.65亿元，同比增长约3.5%，首次站上8000亿元。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    V("revenue", "2024", "8000", "亿", "lt"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "营业总收入8039.65亿元，同比增长约29%，规模扩张势头不减。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { v: "29", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+29%是2024年；2025年+3.46%" },
  ),
  c("t", A, "fE", "annual", "营收增速从2022年的约96%一路降到2025年的约3.5%，高增长阶段结束。", [
    G("revenue", "2022", { v: "96", cmp: "approx" }),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    H.GSTREAK("revenue", ["2023", "2024", "2025"], 0, 45),
  ]),
  c("t", A, "tF", "annual", "2021到2025年营业总收入由2161.42亿元增至8039.65亿元，四年复合增速约39%。", [
    V("revenue", "2021", "2161.42"),
    CAGR("revenue", "2021", "2025", { v: "39", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2021至2025年营收翻了约十倍，复合增速超过70%。",
    [
      X("revenue", "2025", "2021", { v: "10", cmp: "approx", err: "overstatement" }),
      CAGR("revenue", "2021", "2025", { v: "70", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "约3.7倍，CAGR约39%" },
  ),
  c("t", A, "fL", "annual", "归母净利润在2024年达到402.54亿元的高点后，2025年回落到326.19亿元。", [
    MAX("net_profit", "2024", Y5),
    V("net_profit", "2024", "402.54"),
    V("net_profit", "2025", "326.19"),
  ]),
  c(
    "f",
    A,
    "fM",
    "annual",
    "2025年归母净利润326.19亿元，刷新2021年以来最低纪录。",
    [V("net_profit", "2025", "326.19"), MIN("net_profit", "2025", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2021年30.45亿最低" },
  ),
  c("t", A, "fE", "annual", "2022年归母净利润166.22亿元，是2021年30.45亿元的约5.5倍。", [
    V("net_profit", "2022", "166.22"),
    V("net_profit", "2021", "30.45"),
    X("net_profit", "2022", "2021", { v: "5.5", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "毛利率由19.44%降至17.74%，下滑1.7个百分点，单位盈利空间收窄。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年毛利率17.74%，比2024年提升1.7个百分点，规模效应显现。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      PP("gross_margin", "2025", { v: "1.7", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降1.70个百分点" },
  ),
  c("t", A, "fR", "annual", "净利率只有4.20%，比上年5.35%低了约1.15个百分点。", [
    V("net_margin", "2025", "4.20", "%"),
    V("net_margin", "2024", "5.35", "%"),
    PP("net_margin", "2025", { v: "-1.15", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "经营现金流净额从1334.54亿元骤降至591.36亿元，降幅超过五成五。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-55", cmp: "lt", size: "骤降" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流净额591.36亿元，同比小幅下滑，依然稳健。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      G("operating_cash_flow", "2025", { size: "小幅下滑", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比-55.7%" },
  ),
  c("t", A, "tBe", "annual", "资本开支1568.08亿元，是经营现金流的约2.65倍，自由现金流约-977亿元。", [
    V("capex", "2025", "1568.08"),
    R("capex", "operating_cash_flow", "2025", "2.65", { cmp: "approx" }),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "资本开支1568.08亿元，同比增长约16%，扩产节奏温和。",
    [V("capex", "2025", "1568.08"), G("capex", "2025", { v: "16", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+61.1%" },
  ),
  c("t", A, "tF", "annual", "资产负债率70.74%，较2024年的74.64%下降3.9个百分点，去杠杆在推进。", [
    V("debt_ratio", "2025", "70.74", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
  ]),
  c("t", A, "tC", "industry", "制造业七成以上的负债率并不低，比亚迪70.74%的资产负债率仍需警惕。", [
    V("debt_ratio", "2025", "70", "%", "gt"),
    IND_RISK(),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "资产负债率由74.64%升至70.74%，说明公司在加杠杆扩张。",
    [
      V("debt_ratio", "2024", "74.64", "%"),
      V("debt_ratio", "2025", "70.74", "%"),
      PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降3.90个百分点" },
  ),
  c("t", A, "fSy", "annual", "货币资金754.25亿元，同比减少约26.6%，比2024年末少了273亿元左右。", [
    V("cash", "2025", "754.25"),
    G("cash", "2025", { v: "-26.6", cmp: "approx" }),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
  ]),
  c("t", A, "fV", "annual", "分红及利息支付141.25亿元，比上年的100.51亿元增加约40%。", [
    V("dividends_interest_paid", "2025", "141.25"),
    V("dividends_interest_paid", "2024", "100.51"),
    G("dividends_interest_paid", "2025", { v: "40", cmp: "approx" }),
  ]),
  c("t", A, "tM", "annual", "总资产8837.30亿元，同比增约12.8%，增速远快于3.5%的营收增速。", [
    V("total_assets", "2025", "8837.30"),
    G("total_assets", "2025", { v: "12.8", cmp: "approx" }),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "总资产8837.30亿元，较2023年增长约12.8%。",
    [
      V("total_assets", "2025", "8837.30"),
      G("total_assets", "2025", { base: "2023", v: "12.8", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "+12.8%是较2024年；较2023年+30.0%" },
  ),
  // quarters
  c("t", A, "bear", "quarterly", "2026年一季度归母净利润仅40.85亿元，同比下滑约55%，较去年同期腰斩。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx", size: "腰斩" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "一季度归母净利润40.85亿元，同比下降约19%，与全年降幅相当。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-19", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比-55.4%" },
  ),
  c("t", A, "fE", "quarterly", "26Q1营业收入1502.25亿元，比25Q1的1703.60亿元少了约11.8%。", [
    V("operating_revenue", "2026Q1", "1502.25"),
    V("operating_revenue", "2025Q1", "1703.60"),
    G("operating_revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度营收1502.25亿元，同比增长约11.8%，销量回暖。",
    [V("revenue", "2026Q1", "1502.25"), G("revenue", "2026Q1", { v: "11.8", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-11.82%" },
  ),
  c("t", A, "fQ", "quarterly", "一季度净利率仅2.67%，不到去年同期5.54%的一半。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    PAIR("net_margin", "2026Q1", "002594", { period2: "2025Q1", mode: "x", v: "0.5", cmp: "lt" }),
  ]),
  c("t", A, "fT", "quarterly", "一季度毛利率18.81%，虽低于去年同期的20.07%，但比2025全年的17.74%高约1.1个百分点。", [
    V("gross_margin", "2026Q1", "18.81", "%"),
    V("gross_margin", "2025Q1", "20.07", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2026Q1", { base: "2025", v: "1.1", cmp: "approx" }),
  ]),
  c("t", A, "tF", "quarterly", "2025年四季度单季归母净利润92.86亿元，同比下滑约38%。", [
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "2025年第四季度单季归母净利润326.19亿元，同比下滑约19%。",
    [
      V("net_profit", "2025S4", "326.19", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S4", { v: "-19", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "326.19亿是全年；Q4单季92.86亿、-38.2%" },
  ),
  c("t", A, "fM", "quarterly", "单季利润从25Q3的78.23亿元升到25Q4的92.86亿元，环比增长约18.7%。", [
    V("net_profit", "2025S3", "78.23"),
    V("net_profit", "2025S4", "92.86"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "18.7", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "quarterly", "26Q1单季利润40.85亿元，环比25Q4的92.86亿元减少约56%。", [
    V("net_profit", "2026Q1", "40.85"),
    V("net_profit", "2025S4", "92.86"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-56", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "上半年归母净利润155.11亿元同比增约13.8%，但下半年只有约171亿元，比2024年下半年的约266亿元少了约95亿元。",
    [
      V("net_profit", "2025H1", "155.11"),
      G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -1],
        ],
        { v: "171", cmp: "approx" },
      ),
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
          ["net_profit", "2025H1", -1],
          ["net_profit", "2024", -1],
          ["net_profit", "2024H1", 1],
        ],
        { v: "-95", cmp: "approx" },
      ),
    ],
  ),
  c("t", A, "fSy", "quarterly", "近四个季度归母净利润约275亿元，低于2025全年的326.19亿元。", [
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    V("net_profit", "2025", "326.19"),
    PAIR("net_profit", "2026Q1TTM", "002594", { period2: "2025", mode: "lt" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "quarterly",
    "2025年前三季度营业总收入5662.66亿元，同比下降约12.7%。",
    [V("revenue", "2025M9", "5662.66"), G("revenue", "2025M9", { v: "-12.7", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+12.75%" },
  ),
  c("t", A, "fR", "quarterly", "一季度末货币资金757.87亿元，比去年同期的1174.07亿元少了约35%。", [
    V("cash", "2026Q1", "757.87"),
    V("cash", "2025Q1", "1174.07"),
    G("cash", "2026Q1", { v: "-35", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2025年三季度单季营收1949.85亿元，同比下降约3%，四季度降幅扩大到约13.5%。", [
    V("revenue", "2025S3", "1949.85"),
    G("revenue", "2025S3", { v: "-3", cmp: "approx" }),
    G("revenue", "2025S4", { v: "-13.5", cmp: "approx" }),
  ]),
  // technicals
  c("t", A, "tT", "technical", "收盘102.98元，5日、10日、20日、60日、120日均线自上而下多头排列。", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价102.98元仍在60日均线下方，中期趋势偏弱。",
    [CLOSE("102.98"), MA(60, "below", { err: "technical" })],
    { err: "technical", note: "MA60 98.35，收盘在上方" },
  ),
  c("t", A, "tT", "technical", "DIF 0.52略低于DEA 0.59，4月1日死叉后尚未修复，RSI约52处中性。", [
    MACD("dif_value", undefined, { v: "0.52", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "0.59", cmp: "approx" }),
    MACD("dif_below_dea"),
    MACD("death_cross", 25),
    RSI("52", "approx"),
  ]),
  c("f", A, "tTr", "technical", "RSI已升到72，短线超买，建议逢高减仓。", [RSI("72", "approx", { err: "technical" })], {
    err: "technical",
    note: "RSI14 52.43",
  }),
  c("t", A, "tTr", "technical", "近60个交易日累计上涨约12.2%，近5日再涨3%。", [
    RET(60, { v: "12.2", cmp: "approx" }),
    RET(5, { v: "3", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "近20日均量仅为前20日的约0.68倍，明显缩量，上攻动能不足。", [
    VOLR({ v: "0.68", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20个交易日显著放量，量能是前20日的1.5倍。",
    [VOLR({ v: "1.5", cmp: "approx", err: "technical" })],
    { err: "technical", note: "0.68倍，缩量" },
  ),
  c("t", A, "tS", "technical", "今年以来比亚迪上涨约5.4%，去年末收盘为97.72元。", [
    RET("2025-12-31", { v: "5.4", cmp: "approx" }),
    CLOSE("97.72", "eq", { date: "2025-12-31" }),
  ]),
  c("t", A, "tC", "technical", "60日乖离约4.7%，距60日线已有一定距离，追高需谨慎。", [
    BIAS(60, { v: "4.7", cmp: "approx" }),
  ]),
  c("u", A, "tT", "undecidable", "股价距52周高点仍有约12%空间，突破前高需放量配合。", [
    HI52({ v: "-12", cmp: "approx" }),
  ]),
  // announcements
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日公司披露2025年度利润分配方案，同日公告2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪近一年公告回购A股股份，彰显管理层信心。",
    [EV("repurchase", true, { from: "2025-04-30", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c("t", A, "tN", "announcement", "2025年7月22日实施2024年度利润分配及资本公积金转增股本。", [
    EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "转增" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "announcement",
    "2025年员工持股计划首个锁定期解锁条件已经成就，员工即将获益。",
    [EV("equity_incentive", true, { from: "2026-01-01", title: "解锁条件成就", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "公告为解锁条件未成就" },
  ),
  c("t", A, "tB", "announcement", "2025年5月24日公告2025年员工持股计划完成股票购买，激励落地。", [
    EV("equity_incentive", true, { from: "2025-05-24", to: "2025-05-24", title: "完成股票购买" }),
  ]),
  // undecidable
  c("u", A, "bear", "undecidable", "一季度新能源车销量同比下滑约三成，海外占比过半。", [U("销量与海外占比未存储")]),
  c("u", A, "bull", "undecidable", "比亚迪海外收入占比升至约四成，出口是2026年最大看点。", [U("分地区收入未存储")]),
  c("u", A, "fM", "undecidable", "预计2026年归母净利润回升至350亿元以上，对应估值不贵。", [U("预测")]),
  c("u", A, "fV", "undecidable", "按最新收盘价算，比亚迪动态PE约17倍，低于特斯拉。", [
    U("转增后股本变化，当前PE不可判；特斯拉不在样本"),
  ]),
  c("u", A, "tN", "undecidable", "比亚迪拟发行H股募资约400亿港元，用于海外扩产。", [U("比亚迪融资公告未收集")]),
  c("u", A, "tS", "undecidable", "股吧里比亚迪的看空帖比例连续三周上升，一季报利润40.85亿元加剧了悲观。", [
    U("情绪数据未存储"),
    V("net_profit", "2026Q1", "40.85"),
  ]),
  c("u", A, "tS", "undecidable", "有股东近期减持比亚迪A股，短线情绪承压。", [U("减持不判")]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "资本开支1568.08亿元，约为经营现金流的1.65倍。",
    [
      V("capex", "2025", "1568.08"),
      R("capex", "operating_cash_flow", "2025", "1.65", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约2.65倍" },
  ),
  c("t", A, "tB", "annual", "虽然2025年利润降了约19%，但分红及利息支付反而增至141.25亿元。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    V("dividends_interest_paid", "2025", "141.25"),
    G("dividends_interest_paid", "2025", { dir: "up" }),
  ]),
  c("t", A, "fM", "annual", "2021至2024年归母净利润连续三年增长，2025年才掉头向下。", [
    UP("net_profit", ["2021", "2022", "2023", "2024"]),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c("t", A, "tM", "quarterly", "一季度归母净利润40.85亿元，仅约为2025全年的八分之一。", [
    V("net_profit", "2026Q1", "40.85"),
    R("net_profit", "net_profit", "2026Q1", "0.125", { cmp: "approx", denPeriod: "2025" }),
  ]),
];

function IND_RISK() {
  return H.IND("high_debt_is_risk");
}
