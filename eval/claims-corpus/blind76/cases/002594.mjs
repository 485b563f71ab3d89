// 比亚迪: FY2021-2025, quarters 2024H1..2026Q1, bars 2025-07-29..2026-04-30 (52-week figures undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, EV, U, QOQ, PSUM } = H;
const { MCNOW, X, SPAN, READ, LIN, DD, GDIFF, PAIR, EVN, VOL, IND, DAYS } = H;
const c = H.maker("b76-by", "002594");
const A = "2026-04-30";

export default [
  c(
    "t",
    A,
    "bear",
    "annual",
    "比亚迪2025年营收8039.65亿元仅增约3.5%，归母净利润却从402.54亿元降到326.19亿元，降幅近两成。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { v: "3.5", cmp: "approx" }),
      V("net_profit", "2024", "402.54"),
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2025", { v: "-20", cmp: "near" }),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年比亚迪归母净利润402亿元，同比增长约34%，规模效应持续释放。",
    [
      V("net_profit", "2025", "402", "亿", "approx", { err: "wrong_period" }),
      G("net_profit", "2025", { v: "34", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "402.54亿、+34%是2024年；2025年326.19亿、-19%" },
  ),
  c("t", A, "bull", "annual", "即使利润回落，2025年营收仍创8039.65亿元新高，连续多年扩张。", [
    V("revenue", "2025", "8039.65"),
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    UP("revenue", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("t", A, "fE", "quarterly", "一季度归母净利润40.85亿元，同比腰斩，去年同期为91.55亿元；营收也下滑约12%。", [
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { size: "腰斩" }),
    V("net_profit", "2025Q1", "91.55"),
    G("revenue", "2026Q1", { v: "-12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2026Q1营收1502亿元，同比增长约12%，销量韧性仍在。",
    [
      V("revenue", "2026Q1", "1502", "亿", "approx"),
      G("revenue", "2026Q1", { v: "12", cmp: "approx", err: "wrong_direction" }),
      U("销量"),
    ],
    { err: "wrong_direction", note: "同比-11.8%" },
  ),
  c("t", A, "tF", "quarterly", "去年四季度单季净利润92.86亿元，较前年同期150.16亿元下降约38%，降幅比三季度更大。", [
    V("net_profit", "2025S4", "92.86"),
    V("net_profit", "2024S4", "150.16"),
    G("net_profit", "2025S4", { base: "2024S4", v: "-38", cmp: "approx" }),
    GDIFF(
      { metric: "net_profit", period: "2025S4", base: "2024S4" },
      { metric: "net_profit", period: "2025S3", base: "2024S3" },
      { dir: "down" },
    ),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "2025年三季度单季净利润78.23亿元，同比仅下降约13%。",
    [
      V("net_profit", "2025S3", "78.23"),
      G("net_profit", "2025S3", { base: "2024S3", v: "-13", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "116.07→78.23，-32.6%" },
  ),
  c("t", A, "tBe", "annual", "毛利率由19.44%降至17.74%，净利率由5.35%降到4.20%，盈利能力两头收缩。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    V("net_margin", "2024", "5.35", "%"),
    V("net_margin", "2025", "4.20", "%"),
  ]),
  c("t", A, "tBe", "annual", "经营现金流从1334.54亿元跌至591.36亿元，近乎腰斩；资本开支却增至1568亿元。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { size: "腰斩" }),
    V("capex", "2025", "1568", "亿", "approx"),
    G("capex", "2025", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年经营现金流591亿元减去资本开支后，自由现金流仍有约977亿元正值。",
    [
      V("operating_cash_flow", "2025", "591", "亿", "approx"),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "977", cmp: "approx", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "591.36-1568.08=-976.7亿，为净流出" },
  ),
  c("t", A, "fR", "annual", "自由现金流约-977亿元，货币资金由1027亿元降至754亿元，资金链压力上升。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "-977", cmp: "approx" },
    ),
    V("cash", "2024", "1027", "亿", "approx"),
    V("cash", "2025", "754", "亿", "approx"),
  ]),
  c("t", A, "tC", "annual", "资产负债率70.74%，较2023年77.86%的高点回落约7个百分点，但对车企仍不算低。", [
    V("debt_ratio", "2025", "70.74", "%"),
    V("debt_ratio", "2023", "77.86", "%"),
    MAX("debt_ratio", "2023", ["2021", "2022", "2023", "2024", "2025"]),
    PP("debt_ratio", "2025", { base: "2023", v: "-7", cmp: "approx" }),
    IND("high_debt_is_risk"),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "资产负债率连续三年攀升，2025年已达70.74%的历史高位。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      UP("debt_ratio", ["2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
      MAX("debt_ratio", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2023年77.86%为高点，之后两年回落" },
  ),
  c("t", A, "fV", "valuation", "现价102.98元对应2025年利润约17倍PE，利润下滑反而把市盈率从14倍推高了。", [
    CLOSE("102.98"),
    MCNOW("2025", "17", "approx"),
    MCNOW("2024", "14", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按4月底收盘价算，比亚迪对2025年利润的市盈率只有约14倍，便宜得离谱。",
    [MCNOW("2025", "14", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "14倍是按2024年利润；按2025年约17.3倍" },
  ),
  c("t", A, "tT", "technical", "MA5>MA10>MA20>MA60>MA120多头排列，收盘102.98元站在全部均线之上。", [
    MAORDER([5, 10, 20, 60, 120], "bull"),
    CLOSE("102.98"),
    MA(5, "above"),
    MA(120, "above"),
  ]),
  c("t", A, "tT", "technical", "近20日均量仅为前20日的约0.68倍，属缩量上行，MACD的DIF仍略低于DEA。", [
    H.VOLR({ v: "0.68", cmp: "approx" }),
    VOL("shrink_strong"),
    RET(20, { dir: "up" }),
    MACD("dif_below_dea"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20个交易日放量上攻，成交量较前期放大三成以上。",
    [VOL("expand_strong", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.68，缩量" },
  ),
  c("u", A, "tS", "technical", "比亚迪股价距52周高点仍差约三成，处在区间偏低位置。", [
    HI52({ v: "-30", cmp: "approx" }),
  ]),
  c("t", A, "tTr", "technical", "近60个交易日上涨约12%，年初以来累计涨约5.4%，中期趋势修复中。", [
    RET(60, { v: "12", cmp: "approx" }),
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
  ]),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日公布2025年度利润分配方案，同日披露2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", title: "2025年度利润分配" }),
      EV("equity_incentive", true, { from: "2026-03-28", title: "解锁条件未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "为稳定股价，比亚迪今年3月公告启动A股回购。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("t", A, "tM", "announcement", "2024年度分红方案含资本公积金转增股本，已于去年7月实施完毕。", [
    EV("dividend", true, { from: "2025-04-23", to: "2025-04-23", title: "转增股本" }),
    EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "实施公告" }),
  ]),
  c("u", A, "tBe", "announcement", "比亚迪拟发行数百亿元可转债用于海外建厂。", [U("比亚迪融资类公告未收集")]),
  c("u", A, "bull", "undecidable", "海外销量占比已超过三成，出口将抵消国内价格战。", [U("分地区销量未存储")]),
  c("u", A, "fM", "undecidable", "预计2026年全年销量回到500万辆以上，利润重拾增长。", [U("预测")]),
  c("t", A, "tP", "annual", "近四季度归母净利润只剩约275亿元，比2025年全年还少约51亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "275", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "-51", cmp: "approx" },
    ),
  ]),
  c("t", A, "fL", "annual", "下半年归母净利润约171亿元，比2024年下半年的266亿元少了约95亿元。", [
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
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润同比腰斩，对比亚迪基本面来说是明确利好。",
    [READ(G("net_profit", "2026Q1", { size: "腰斩" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润下滑-55%读作利好" },
  ),
  c("t", A, "fT", "annual", "商誉44.28亿元，三年未变，在8837亿元总资产中占比约0.5%，减值风险可控。", [
    V("goodwill", "2025", "44.28"),
    V("goodwill", "2023", "44.28"),
    V("goodwill", "2024", "44.28"),
    V("total_assets", "2025", "8837", "亿", "approx"),
    R("goodwill", "total_assets", "2025", "0.5", { u: "%", cmp: "approx" }),
  ]),
  c("u", A, "vN", "announcement", "比亚迪年内已两次公告大股东增持，护盘信号明确。", [U("增持公告不足以判定")]),
  c(
    "f",
    A,
    "vN",
    "announcement",
    "3月28日比亚迪披露的是2024年度利润分配方案，分红节奏偏慢。",
    [EV("dividend", true, { from: "2026-03-28", title: "2024年度", err: "wrong_period" })],
    { err: "wrong_period", note: "3月28日为2025年度利润分配方案" },
  ),
];
