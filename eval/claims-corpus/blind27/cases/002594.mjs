// 比亚迪: annual 2017-2019 and 2021-2025, quarters 2024H1..2026Q1 (Tushare), bars from 2025-07-29 only (after the
// 2025 转增), employee-plan / dividend notices (financing notices not collected). Mostly 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, U, CAGR, X } = H;
const { QOQ, PSUM, LIN, RANK, READ, MRET, HILO, SPAN, BIAS, MAXDAY, EVN, GDIFF, MCNOW, IND, IN, SUM, DD, UPDAYS } = H;
const c = H.maker("b27-byd", "002594");
const A = "2026-04-30";

export default [
  // ---- annual -------------------------------------------------------------------------------------------------
  c(
    "t",
    A,
    "bear",
    "annual",
    "2025年比亚迪营收8039.65亿元、仅增3.5%，归母净利润326.19亿元却同比下滑19%，增收不增利。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { v: "3.5", cmp: "approx" }),
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "比亚迪的利润近乎腰斩——2025年只剩326.19亿元，价格战已把利润打穿。",
    [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "-18.97%" },
  ),
  c("t", A, "bull", "annual", "营收首次站上8000亿元，2021—2025年复合增速接近39%，体量已是2021年的3.7倍。", [
    V("revenue", "2025", "8000", "亿", "gt"),
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    CAGR("revenue", "2021", "2025", { v: "39", cmp: "near" }),
    X("revenue", "2025", "2021", { v: "3.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2021至2025年营收复合增速超过50%，体量从2161亿元扩张到8039亿元。",
    [
      V("revenue", "2021", "2161", "亿", "approx"),
      V("revenue", "2025", "8039", "亿", "approx"),
      CAGR("revenue", "2021", "2025", { v: "50", cmp: "gt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "CAGR 38.9%" },
  ),
  c("t", A, "tB", "annual", "即使2025年回落，326亿元的归母净利润仍是2021年30.45亿元的10倍以上。", [
    G("net_profit", "2025", { dir: "down" }),
    V("net_profit", "2025", "326", "亿", "approx"),
    V("net_profit", "2021", "30.45"),
    X("net_profit", "2025", "2021", { v: "10", cmp: "gt" }),
  ]),
  c("t", A, "fE", "annual", "利润曲线：2022年166.22亿→2023年300.41亿→2024年402.54亿，2025年回落至326.19亿元。", [
    V("net_profit", "2022", "166.22"),
    V("net_profit", "2023", "300.41"),
    V("net_profit", "2024", "402.54"),
    V("net_profit", "2025", "326.19"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年归母净利润326.19亿元，较2023年的300.41亿元下降约19%。",
    [
      V("net_profit", "2025", "326.19"),
      V("net_profit", "2023", "300.41"),
      G("net_profit", "2025", { base: "2023", v: "-19", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+8.6%；-19%是较2024年" },
  ),
  c("t", A, "fR", "annual", "毛利率由19.44%降到17.74%，少了约1.7个百分点；净利率仅4.20%，同比降约1.15个百分点。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
    V("net_margin", "2025", "4.20", "%"),
    PP("net_margin", "2025", { v: "-1.15", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "毛利率17.74%，同比下降1.7%，净利率4.20%也有所回落。",
    [
      V("gross_margin", "2025", "17.74", "%"),
      G("gross_margin", "2025", { v: "-1.7", cmp: "approx", err: "wrong_ratio" }),
      PP("net_margin", "2025", { dir: "down" }),
    ],
    { err: "wrong_ratio", note: "降1.69个百分点，相对降8.7%" },
  ),
  c("t", A, "tBe", "annual", "经营现金流净额从1334.54亿元骤降至591.36亿元，降幅约56%，现金造血能力明显削弱。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-56", cmp: "approx", size: "骤降" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "经营现金流591亿元，同比小幅回落，依然远高于净利润，现金流无忧。",
    [
      V("operating_cash_flow", "2025", "591", "亿", "approx"),
      G("operating_cash_flow", "2025", { size: "小幅下滑", err: "overstatement" }),
      R("operating_cash_flow", "net_profit", "2025", "1", { cmp: "gt" }),
    ],
    { err: "overstatement", note: "-55.7%，不是小幅" },
  ),
  c("t", A, "fR", "annual", "资本开支1568亿元，同比增加约61%，是经营现金流的2.65倍，自由现金流约-977亿元。", [
    V("capex", "2025", "1568", "亿", "approx"),
    G("capex", "2025", { v: "61", cmp: "approx" }),
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
    "tC",
    "annual",
    "2025年资本开支约1568亿元，较2024年有所收缩，扩产周期接近尾声。",
    [V("capex", "2025", "1568", "亿", "approx"), G("capex", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "资本开支+61%" },
  ),
  c("t", A, "tC", "annual", "货币资金754.25亿元，比上年末少了约273亿元，降幅超过四分之一。", [
    V("cash", "2025", "754.25"),
    D("cash", "2025", { v: "-273", cmp: "approx" }),
    G("cash", "2025", { v: "-25", cmp: "lt" }),
  ]),
  c("t", A, "tNe", "annual", "资产负债率70.74%，较2024年的74.64%下降3.9个百分点，但对制造业而言仍偏高。", [
    V("debt_ratio", "2025", "70.74", "%"),
    V("debt_ratio", "2024", "74.64", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
    IND("high_debt_is_risk"),
  ]),
  c(
    "f",
    A,
    "tNe",
    "annual",
    "资产负债率攀升至70.74%，比2024年又高了约4个百分点，杠杆在加速。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      PP("debt_ratio", "2025", { v: "4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2024年降3.9个百分点" },
  ),
  c("t", A, "fSy", "annual", "总资产8837亿元、同比增12.8%，总负债6252亿元、仅增6.9%，资产扩张快于负债。", [
    V("total_assets", "2025", "8837", "亿", "approx"),
    G("total_assets", "2025", { v: "12.8", cmp: "approx" }),
    V("total_liabilities", "2025", "6252", "亿", "approx"),
    G("total_liabilities", "2025", { v: "6.9", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "2025年营收增速3.5%，利润增速-19%，两者剪刀差约22个百分点。", [
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    GDIFF({ metric: "revenue", period: "2025" }, { metric: "net_profit", period: "2025" }, { v: "22", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2024年营收增速29%、2025年仍有约13%，收入端没有失速。",
    [
      G("revenue", "2024", { v: "29", cmp: "approx" }),
      G("revenue", "2025", { v: "13", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "约13%是前三季度累计增速；全年+3.46%" },
  ),
  // ---- quarterly ----------------------------------------------------------------------------------------------
  c(
    "t",
    A,
    "bear",
    "quarterly",
    "26Q1营收1502.25亿元，同比下降11.8%；归母净利润40.85亿元，同比下滑55%，不及去年同期一半。",
    [
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
      X("net_profit", "2026Q1", "2025Q1", { v: "0.5", cmp: "lt" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度营收1502亿元，同比小幅增长，淡季不淡。",
    [V("revenue", "2026Q1", "1502", "亿", "approx"), G("revenue", "2026Q1", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-11.8%" },
  ),
  c("t", A, "fR", "quarterly", "这意味着一季度净利率只剩2.67%，比上年同期5.54%几乎砍半，毛利率也降至18.81%。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    X("net_margin", "2026Q1", "2025Q1", { v: "0.5", cmp: "approx" }),
    V("gross_margin", "2026Q1", "18.81", "%"),
    PP("gross_margin", "2026Q1", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "quarterly",
    "一季度毛利率18.81%，同比提升约1.3个百分点，降本成效显现。",
    [
      V("gross_margin", "2026Q1", "18.81", "%"),
      PP("gross_margin", "2026Q1", { v: "1.3", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比降1.26个百分点" },
  ),
  c("t", A, "tF", "quarterly", "拆出25Q4：营收2376.99亿元，比2024年四季度少13.5%；净利92.86亿元，同比少了38%。", [
    V("revenue", "2025S4", "2376.99"),
    G("revenue", "2025S4", { v: "-13.5", cmp: "approx" }),
    V("net_profit", "2025S4", "92.86"),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "25Q4单季营收约5663亿元，同比增长12.7%，年底冲量效果明显。",
    [
      V("revenue", "2025S4", "5663", "亿", "approx", { err: "wrong_period" }),
      G("revenue", "2025S4", { v: "12.7", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "5662.66亿、+12.7%是前三季度累计" },
  ),
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "上半年营收3712.81亿元、同比+23.3%，下半年却只有约4327亿元，低于2024年同期的4760亿元。",
    [
      V("revenue", "2025H1", "3712.81"),
      G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
      PSUM(
        [
          ["revenue", "2025", 1],
          ["revenue", "2025H1", -1],
        ],
        { v: "4327", cmp: "approx" },
      ),
      PSUM(
        [
          ["revenue", "2024", 1],
          ["revenue", "2024H1", -1],
        ],
        { v: "4760", cmp: "approx" },
      ),
    ],
  ),
  c("t", A, "tM", "quarterly", "一季度归母净利润40.85亿元，环比25Q4的92.86亿元下降56%，不到上一季度的一半。", [
    V("net_profit", "2026Q1", "40.85"),
    V("net_profit", "2025S4", "92.86"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-56", cmp: "approx" }),
    X("net_profit", "2026Q1", "2025S4", { v: "0.5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "quarterly",
    "Q1归母净利润40.85亿元，环比Q4下降约38%。",
    [
      V("net_profit", "2026Q1", "40.85"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-38", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-56%；-38%是Q4同比" },
  ),
  c("t", A, "tC", "quarterly", "一季度末货币资金757.87亿元，与2025年末基本持平；资产负债率70.94%。", [
    V("cash", "2026Q1", "757.87"),
    G("cash", "2026Q1", { base: "2025", size: "基本持平" }),
    V("debt_ratio", "2026Q1", "70.94", "%"),
  ]),
  c("t", A, "fSy", "quarterly", "前三季度营收5662.66亿元、同比+12.7%，但归母净利润233.33亿元，同比下滑约7.5%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.7", cmp: "approx" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "quarterly", "单季利润已连续三个季度同比下滑：25Q3降约33%、25Q4降约38%、26Q1降约55%。", [
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
    G("net_profit", "2025S4", { v: "-38", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
  ]),
  // ---- technical ----------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "比亚迪站在所有均线之上，5/10/20/60/120日均线多头排列，收盘102.98元。", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
    MA(5, "above"),
    MA(120, "above"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "4月初的MACD金叉之后，DIF一直运行在零轴上方，多头动能仍在。",
    [MACD("golden_cross", 25, { err: "technical" }), MACD("dif_above_zero")],
    { err: "technical", note: "4月1日是死叉，DIF 0.52 < DEA 0.59" },
  ),
  c("t", A, "tTr", "technical", "DIF与DEA在4月1日形成死叉，但两者都还在零轴之上；RSI14约52，中性。", [
    MACD("death_cross", 25),
    MACD("dif_above_zero"),
    MACD("dea_value", undefined, { v: "0", cmp: "gt" }),
    RSI("52", "approx"),
  ]),
  c("t", A, "tS", "technical", "近20日成交均量萎缩到前20日的七成以下，约0.68倍，上涨缺乏量能配合。", [
    VOL("shrink_strong"),
    H.VOLR({ v: "0.7", cmp: "lt" }),
    H.VOLR({ v: "0.68", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "bull",
    "technical",
    "比亚迪的强势集中在3月（+17.8%），拉长到60个交易日也有约12%的涨幅，眼下仍高出60日线约4.7%。",
    [
      MRET("2026-03", { v: "17.8", cmp: "approx" }),
      RET(60, { v: "12", cmp: "approx" }),
      BIAS(60, { v: "4.7", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "technical",
    "今年以来比亚迪已累计上涨超过15%，明显跑赢大盘。",
    [SPAN("2025-12-31", { v: "15", cmp: "gt", err: "wrong_value" }), U("大盘对比")],
    { err: "wrong_value", note: "年初至今+5.4%" },
  ),
  c("t", A, "tA", "technical", "年内收盘低点87.05元在2月2日，最高107.63元在3月23日，当前离高点约4%。", [
    HILO("min", "2026-01-01", { v: "87.05" }),
    HILO("min", "2026-01-01", { v: "87.05", to: "2026-02-02" }),
    HILO("max", "2026-01-01", { v: "107.63" }),
    HILO("max", "2026-01-01", { v: "107.63", to: "2026-03-23" }),
    DD("2026-01-01", { v: "-4", cmp: "approx" }),
  ]),
  c(
    "u",
    A,
    "tC",
    "technical",
    "116.59元的52周高点离现价还有约12%，上方套牢盘不轻。",
    [HI52({ cond: "level", v: "116.59" }), U("套牢盘")],
    { note: "比亚迪日线始于2025-07-29，52周数据无法核验" },
  ),
  // ---- valuation ----------------------------------------------------------------------------------------------
  c("u", A, "fV", "valuation", "比亚迪眼下股价对应2025年业绩大约30倍PE，高于多数传统车企。", [
    U("比亚迪按当日收盘的市盈率不可核验（转增后股本）"),
    U("传统车企估值"),
  ]),
  c("u", A, "tF", "valuation", "近四季归母净利润约275亿元，对应当前市值的滚动PE已升至35倍附近。", [
    V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
    U("比亚迪当日市值不可核验"),
  ]),
  // ---- announcements ------------------------------------------------------------------------------------------
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日公司同时披露2025年度利润分配方案，以及2025年员工持股计划首个锁定期解锁条件未成就的公告。",
    [
      EV("dividend", true, { from: "2026-03-28", title: "2025年度利润分配" }),
      EV("equity_incentive", true, { from: "2026-03-28", title: "解锁条件未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "announcement",
    "公司今年3月公告拟斥资回购A股用于员工激励，彰显对股价的信心。",
    [EV("repurchase", true, { from: "2026-03-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c("t", A, "tS", "announcement", "2025年员工持股计划于5月完成股票购买，而2022年计划已在7月出售完毕并终止。", [
    EV("equity_incentive", true, { from: "2025-05-01", to: "2025-05-31", title: "完成股票购买" }),
    EV("equity_incentive", true, { from: "2025-07-01", to: "2025-07-31", title: "2022年员工持股计划股票出售完毕" }),
  ]),
  c("t", A, "tN", "announcement", "2025年7月22日，2024年度利润分配及资本公积金转增股本实施公告落地。", [
    EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "转增股本实施" }),
  ]),
  c("u", A, "bear", "announcement", "公司近期又在筹划H股配售融资，摊薄压力不容忽视。", [U("比亚迪融资类公告未收录")]),
  c(
    "f",
    A,
    "fQ",
    "announcement",
    "3月28日的公告称2025年员工持股计划第一个锁定期解锁条件已经达成，激励兑现。",
    [EV("equity_incentive", true, { from: "2026-03-28", title: "解锁条件成就", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "公告是“解锁条件未成就”" },
  ),
  // ---- undecidable --------------------------------------------------------------------------------------------
  c("u", A, "bull", "undecidable", "海外销量占比已升至三成，出口利润率远高于国内，将对冲国内价格战。", [
    U("海外销量、分地区利润"),
  ]),
  c("u", A, "fM", "undecidable", "2025年营收8039.65亿元，若2026年销量恢复至500万辆，收入有望重回两位数增长。", [
    V("revenue", "2025", "8039.65"),
    U("销量、预测"),
  ]),
  c("u", A, "tS", "undecidable", "近五个交易日融资余额增加逾20亿元，杠杆资金在抄底。", [U("融资余额")]),
];
