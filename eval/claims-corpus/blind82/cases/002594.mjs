// 比亚迪 on 2026-04-30 (FY2025 and 2026Q1 public); bars from 2025-07-29 only, so 52-week figures are open.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  PP,
  R,
  MAX,
  DOWN,
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
  QOQ,
  PSUM,
  LIN,
  READ,
  SPAN,
  EVN,
  IN,
  RANK,
  X,
} = H;
const c = H.maker("b82-byd", "002594");
const A = "2026-04-30";
const Y = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c(
    "t",
    A,
    "bear",
    "annual",
    "比亚迪2025年营收8039.65亿元仅增3.5%，归母净利却从402.54亿降到326.19亿，下滑约19%，增收不增利。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { v: "3.5", cmp: "approx" }),
      V("net_profit", "2024", "402.54"),
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年比亚迪归母净利326亿元，同比增长约19%，规模效应持续兑现。",
    [
      V("net_profit", "2025", "326", "亿", "approx"),
      G("net_profit", "2025", { v: "19", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-18.97%" },
  ),
  c("t", A, "fQ", "quarterly", "一季度归母净利仅40.85亿元，较去年同期91.55亿元腰斩，营收也同比下滑约12%。", [
    V("net_profit", "2026Q1", "40.85"),
    V("net_profit", "2025Q1", "91.55"),
    G("net_profit", "2026Q1", { size: "腰斩" }),
    G("revenue", "2026Q1", { v: "-12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "quarterly",
    "2026年一季度营收1502亿元，同比增长约12%，销量端依然强劲。",
    [
      V("revenue", "2026Q1", "1502", "亿", "approx"),
      G("revenue", "2026Q1", { v: "12", cmp: "approx", err: "wrong_direction" }),
      U("销量未存储"),
    ],
    { err: "wrong_direction", note: "同比-11.82%" },
  ),
  c("t", A, "fE", "quarterly", "单季看，归母净利由2025年四季度的92.86亿骤降至一季度的40.85亿，环比降幅超过一半。", [
    V("net_profit", "2025S4", "92.86"),
    V("net_profit", "2026Q1", "40.85"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-50", cmp: "lt", size: "骤降" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年四季度单季归母净利92.86亿元，同比增长约38%，旺季利润弹性充分释放。",
    [V("net_profit", "2025S4", "92.86"), G("net_profit", "2025S4", { v: "38", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2024S4 150.16亿下降38.2%" },
  ),
  c("t", A, "tF", "annual", "毛利率从19.44%降至17.74%，回落1.7个百分点，净利率只剩4.20%，盈利空间被明显压缩。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "一季度净利率2.67%，较2025年一季度的5.54%几乎腰斩，但毛利率18.81%同比反而提升。",
    [
      V("net_margin", "2026Q1", "2.67", "%"),
      V("net_margin", "2025Q1", "5.54", "%"),
      G("net_margin", "2026Q1", { size: "腰斩" }),
      V("gross_margin", "2026Q1", "18.81", "%"),
      PP("gross_margin", "2026Q1", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "毛利率同比由20.07%降至18.81%" },
  ),
  c("t", A, "fR", "annual", "经营现金流从1334.54亿降到591.36亿，近乎腰斩，而资本开支升至1568亿，自由现金流约-977亿。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { size: "腰斩" }),
    V("capex", "2025", "1568", "亿", "approx"),
    G("capex", "2025", { dir: "up" }),
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
    "tB",
    "annual",
    "比亚迪2025年经营现金流1334.54亿元，远超归母净利，现金创造能力一流。",
    [V("operating_cash_flow", "2025", "1334.54", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1334.54亿是2024年；2025年591.36亿" },
  ),
  c("t", A, "tB", "annual", "资产负债率从2023年77.86%的高点降到2025年的70.74%，两年下降约7个百分点，去杠杆见效。", [
    V("debt_ratio", "2023", "77.86", "%"),
    V("debt_ratio", "2025", "70.74", "%"),
    MAX("debt_ratio", "2023", Y),
    PP("debt_ratio", "2025", { base: "2023", v: "-7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "industry",
    "比亚迪负债率70.74%与银行九成的水平相比不算高，制造业这个杠杆属正常，无需担忧。",
    [V("debt_ratio", "2025", "70.74", "%"), IND_NORMAL()],
    { err: "industry_sense", note: "非金融企业不能以银行杠杆作参照" },
  ),
  c("t", A, "tC", "annual", "账面货币资金由1027亿降至754亿，一年少了约273亿元，流动性缓冲在变薄。", [
    V("cash", "2024", "1027", "亿", "approx"),
    V("cash", "2025", "754", "亿", "approx"),
    { k: "change", metric: "cash", period: "2025", mode: "abs", u: "亿", v: "-273", cmp: "approx" },
  ]),
  c("t", A, "tM", "annual", "2024年402.54亿仍是比亚迪归母净利的最高年份，2025年326亿退回到2023年的300亿级别。", [
    V("net_profit", "2024", "402.54"),
    MAX("net_profit", "2024", Y),
    V("net_profit", "2025", "326", "亿", "approx"),
    V("net_profit", "2023", IN("300", "310")),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "归母净利2021年30亿、2023年300亿、2025年326亿，五年连增的成长性无可挑剔。",
    [
      V("net_profit", "2021", "30", "亿", "approx"),
      V("net_profit", "2023", "300", "亿", "approx"),
      V("net_profit", "2025", "326", "亿", "approx"),
      UP("net_profit", Y, { err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025年同比下降" },
  ),
  c(
    "t",
    A,
    "tT",
    "technical",
    "五条均线自上而下依次为5、10、20、60、120日，标准多头排列，股价102.98元压在最上方，只是20日均量缩了约三成。",
    [
      CLOSE("102.98"),
      MA(5, "above"),
      MA(10, "above"),
      MA(20, "above"),
      MA(60, "above"),
      MA(120, "above"),
      MAORDER([5, 10, 20, 60, 120], "bull"),
      { k: "volr", v: "0.7", cmp: "approx" },
    ],
  ),
  c(
    "f",
    A,
    "tT",
    "technical",
    "比亚迪均线呈空头排列，股价被压制在60日均线98.35元之下。",
    [
      MAORDER([5, 10, 20, 60], "bear", { err: "technical" }),
      MA(60, "value", { v: "98.35" }),
      MA(60, "below", { err: "technical" }),
    ],
    { err: "technical", note: "收盘102.98在MA60之上，多头排列" },
  ),
  c("t", A, "vT", "technical", "RSI约52中性，DIF仍在零轴上方但略低于DEA，近60日累计上涨约12%。", [
    RSI("52", "approx"),
    MACD("dif_above_zero", 0),
    MACD("dif_below_dea", 0),
    RET(60, { v: "12", cmp: "approx" }),
  ]),
  c("u", A, "tT", "undecidable", "比亚迪距52周高点116.59元还有约12%空间，突破前高需要放量配合。", [
    U("比亚迪连续日线始于2025-07-29，52周数据不可判"),
  ]),
  c("t", A, "tS", "technical", "今年以来比亚迪由97.72元涨至102.98元，涨幅约5.4%，跑赢同期下跌约9%的招商银行。", [
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
    CLOSE("97.72", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { t: "600036", v: "-9", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日公司同时公告2025年度利润分配方案，以及2025年员工持股计划第一个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
    ],
  ),
  c("t", A, "fS", "announcement", "员工持股计划第一个锁定期解锁条件未成就，说明2025年业绩没达到内部考核线，偏利空。", [
    EV("equity_incentive", true, { from: "2026-03-28", title: "解锁条件未成就" }),
    READ(G("net_profit", "2025", { dir: "down" }), "negative"),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪今年3月公告以不低于10亿元回购A股，用于员工持股计划，护盘意图明确。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  c("t", A, "tP", "announcement", "去年4月公司推出2024年度利润分配及资本公积金转增股本方案，7月22日实施完毕。", [
    EV("dividend", true, { from: "2025-04-01", to: "2025-04-30", title: "转增" }),
    EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "实施" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "quarterly",
    "一季度归母净利同比下降55%，这份成绩单对股价属于明确利好。",
    [
      G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
      READ(G("net_profit", "2026Q1", { dir: "down" }), "positive", { err: "stance" }),
    ],
    { err: "stance" },
  ),
  c("u", A, "fR", "undecidable", "海外销量占比已升至三成以上，欧洲关税落地后出口利润或被压缩。", [
    U("分地区销量未存储"),
  ]),
  c("u", A, "fM", "undecidable", "按二季度新车型放量节奏，预计2026年上半年归母净利回升至120亿元以上。", [
    U("业绩预测"),
  ]),
  c("u", A, "bear", "undecidable", "特斯拉上海工厂一季度毛利率仍在20%以上，比亚迪的成本优势正在缩小。", [
    U("特斯拉不在样本内"),
  ]),
  c("t", A, "fL", "annual", "分配股利及偿付利息支付的现金141亿元，比上年的100.5亿元增长约41%。", [
    V("dividends_interest_paid", "2025", "141", "亿", "approx"),
    V("dividends_interest_paid", "2024", "100.5", "亿", "approx"),
    G("dividends_interest_paid", "2025", { v: "41", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "quarterly", "近四个季度归母净利约276亿元，较2025全年的326亿又少了约50亿，业绩仍在下行通道。", [
    V("net_profit", "2025", "326", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "276", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "-50", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "2025年营收突破9000亿元，同比增长近两成，规模优势无人能及。",
    [
      V("revenue", "2025", "9000", "亿", "gt", { err: "wrong_value" }),
      G("revenue", "2025", { v: "20", cmp: "near", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "8039.65亿，+3.46%" },
  ),
  c("t", A, "tNe", "annual", "营收从2021年2161亿增至2025年8040亿，是四年前的约3.7倍，但2025年增速已放缓到3.5%左右。", [
    V("revenue", "2021", "2161", "亿", "approx"),
    V("revenue", "2025", "8040", "亿", "approx"),
    X("revenue", "2025", "2021", { v: "3.7", cmp: "approx" }),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
  ]),
];

function IND_NORMAL() {
  return { k: "industry", assert: "high_debt_is_normal", err: "industry_sense" };
}
