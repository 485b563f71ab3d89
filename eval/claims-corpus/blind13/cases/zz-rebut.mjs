// Rebuttals that correct the other side's figure, risk debaters, vote lenses, and one-slip points in the models'
// habits (neighbouring year, base year, cumulative as single quarter, size words, rank words), with true siblings.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  PP,
  R,
  D,
  RANK,
  MAX,
  MIN,
  UP,
  DOWN,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  EV,
  U,
  X,
  PSUM,
  QOQ,
  IND,
  SPAN,
  POS52,
  PAIR,
  BIAS,
  AMP,
  READ,
  MAHOLD,
  DAYS,
  UPDAYS,
  MAXDAY,
  VOL,
  EVN,
} = H;
const mt = H.maker("b13-rm", "600519");
const nd = H.maker("b13-rn", "300750");
const by = H.maker("b13-rb", "002594");
const zh = H.maker("b13-rz", "600036");
const pa = H.maker("b13-rp", "601318");
const sh = H.maker("b13-rs", "600028");
const wl = H.maker("b13-rw", "000858");
const A = "2026-04-30";
const W = "2020-05-15";

export default [
  // 贵州茅台
  mt("t", A, "bull", "annual", "反方说茅台'ROE跌破三成'并不成立：2025年加权ROE是32.53%，只比2024年少3.5个点左右。", [
    V("roe", "2025", "30", "%", "gt"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "bear",
    "annual",
    "多头一直夸分红慷慨，可2025年分配股利及付息现金672亿，还不到归母净利润的七成。",
    [
      V("dividends_interest_paid", "2025", "672", "亿", "approx"),
      R("dividends_interest_paid", "net_profit", "2025", "70", { u: "%", cmp: "lt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "672.42/823.20=81.7%" },
  ),
  mt("t", A, "tC", "annual", "资本开支从46.79亿降到31.28亿，少了三成多；保守地看，扩产周期已经过去。", [
    V("capex", "2024", "46.79"),
    V("capex", "2025", "31.28"),
    G("capex", "2025", { v: "-30", cmp: "lt" }),
    G("capex", "2025", { v: "-40", cmp: "gt" }),
  ]),
  mt(
    "f",
    A,
    "tA",
    "annual",
    "2024年销售费用56.39亿、同比大增约41%，说明公司在加大渠道投放抢份额。",
    [
      V("selling_expense", "2024", "56.39"),
      G("selling_expense", "2024", { v: "41", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+21.3%" },
  ),
  mt("t", A, "tNe", "quarterly", "中性看：26Q1加权ROE 10.57%，略低于25Q1的10.92%；资产负债率进一步降到12.12%。", [
    V("roe", "2026Q1", "10.57", "%"),
    V("roe", "2025Q1", "10.92", "%"),
    V("debt_ratio", "2026Q1", "12.12", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", dir: "down" }),
  ]),
  mt(
    "f",
    A,
    "tTr",
    "technical",
    "茅台已连续5个交易日收跌，且跌破了近10日所有收盘价。",
    [DAYS(5, "down", { err: "technical" }), BRK_(10)],
    { err: "technical", note: "近5日并非每日收跌" },
  ),
  mt("t", A, "vT", "technical", "技术面票：近60日振幅约18%，股价较60日均线低约4%，RSI不到40，偏空。", [
    AMP(60, { v: "18", cmp: "approx" }),
    BIAS(60, { v: "-4", cmp: "approx" }),
    RSI("40", "lt"),
  ]),
  mt("u", A, "fQ", "undecidable", "质疑：一季度的利润增长靠的是直营渠道提价，系列酒其实在失速。", [
    G("net_profit", "2026Q1", { dir: "up" }),
    U("分产品与渠道拆分未存储"),
  ]),
  // 宁德时代
  nd("t", A, "bull", "annual", "总资产9748亿，逼近万亿关口，一年扩张约24%；商誉只有8.37亿，几乎可以忽略。", [
    V("total_assets", "2025", "10000", "亿", "near"),
    G("total_assets", "2025", { v: "24", cmp: "approx" }),
    V("goodwill", "2025", "8.37"),
  ]),
  nd(
    "f",
    A,
    "bear",
    "annual",
    "投资现金流出从488.75亿扩大到944.76亿，接近三倍，扩张已经失控。",
    [
      V("investing_cash_flow", "2024", "-488.75"),
      V("investing_cash_flow", "2025", "-944.76"),
      X("investing_cash_flow", "2025", "2024", { v: "3", cmp: "near", err: "overstatement" }),
    ],
    { err: "overstatement", note: "1.93倍" },
  ),
  nd(
    "t",
    A,
    "fT",
    "quarterly",
    "信任核对：对方所说'一季度毛利率下滑'不对，26Q1毛利率24.82%，比25Q1的24.41%还高0.4个百分点。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      V("gross_margin", "2025Q1", "24.41", "%"),
      PP("gross_margin", "2026Q1", { v: "0.4", cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    A,
    "fT",
    "quarterly",
    "核对：一季度末货币资金3519.97亿，较2025年末减少约185亿。",
    [
      V("cash", "2026Q1", "3519.97"),
      PSUM(
        [
          ["cash", "2026Q1", 1],
          ["cash", "2025", -1],
        ],
        { v: "-185", cmp: "approx", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "较年末3335.13亿增加184.84亿" },
  ),
  nd("t", A, "tT", "technical", "近60个交易日累计上涨约28%，股价高出60日均线11%以上，短期乖离偏大。", [
    RET(60, { v: "28", cmp: "approx" }),
    BIAS(60, { v: "11", cmp: "gt" }),
  ]),
  nd(
    "f",
    A,
    "tC",
    "technical",
    "保守风控：宁德股价已跌破20日均线，短期趋势转弱。",
    [MA(20, "below", { err: "technical" })],
    { err: "technical", note: "436 > MA20 425.02" },
  ),
  nd("u", A, "tNe", "undecidable", "钠电池量产若在下半年落地，对2027年毛利率的贡献至少1个百分点。", [
    U("新产品与远期毛利率为推演"),
  ]),
  nd("t", A, "vF", "quarterly", "基本面票：25Q4单季营收1406亿，是2024年下半年以来单季最高，同比增长约37%。", [
    V("revenue", "2025S4", "1406", "亿", "approx"),
    RANK("revenue", "2025S4", ["2024S3", "2024S4", "2025Q1", "2025S2", "2025S3", "2025S4", "2026Q1"], "max", 1),
    G("revenue", "2025S4", { v: "37", cmp: "approx" }),
  ]),
  // 比亚迪
  by("t", A, "bear", "quarterly", "Q3、Q4单季营收分别同比下滑约3%和14%，下半年收入端已经连续两个季度负增长。", [
    G("revenue", "2025S3", { v: "-3", cmp: "approx" }),
    G("revenue", "2025S4", { v: "-14", cmp: "approx" }),
  ]),
  by(
    "f",
    A,
    "bull",
    "quarterly",
    "2025年三季度单季归母78.23亿，同比降幅只有个位数，利润底部已现。",
    [V("net_profit", "2025S3", "78.23"), G("net_profit", "2025S3", { size: "个位数下滑", err: "overstatement" })],
    { err: "overstatement", note: "同比-32.6%" },
  ),
  by("t", A, "fV", "annual", "分配股利及付息现金从100.51亿增到141.25亿，增约四成；即使利润下滑，现金回报没有缩水。", [
    V("dividends_interest_paid", "2024", "100.51"),
    V("dividends_interest_paid", "2025", "141.25"),
    G("dividends_interest_paid", "2025", { v: "40", cmp: "approx" }),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  by(
    "f",
    A,
    "fL",
    "annual",
    "综合各方：2025年末总资产8837亿，较上年增长约22%，扩张速度快于营收。",
    [
      V("total_assets", "2025", "8837", "亿", "approx"),
      G("total_assets", "2025", { v: "22", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+12.8%" },
  ),
  by("t", A, "tN", "announcement", "比亚迪2025年以来的员工持股计划相关公告不止一份：3月出草案，5月完成股票购买。", [
    EV("equity_incentive", true, { from: "2025-03-01", to: "2025-03-31", title: "草案" }),
    EV("equity_incentive", true, { from: "2025-05-01", to: "2025-05-31", title: "完成股票购买" }),
  ]),
  by("u", A, "tN", "announcement", "比亚迪H股3月完成配售融资，补充了海外扩张的资金。", [U("比亚迪融资类公告未收录")]),
  by(
    "f",
    A,
    "tS",
    "technical",
    "比亚迪近20个交易日上涨约12%，情绪快速回暖。",
    [RET(20, { v: "12", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "20日+0.32%；12%是60日涨幅" },
  ),
  by("t", A, "tT", "technical", "收盘102.98元，位于60日均线98.35元上方，近5日振幅约7%。", [
    CLOSE("102.98"),
    MA(60, "above"),
    MA(60, "value", { v: "98.35" }),
    AMP(5, { v: "7", cmp: "approx" }),
  ]),
  // 招商银行
  zh("t", A, "bull", "annual", "净利率2025年44.77%，自2021年的36.48%起逐年抬升，为五年最高。", [
    V("net_margin", "2025", "44.77", "%"),
    V("net_margin", "2021", "36.48", "%"),
    UP("net_margin", ["2021", "2022", "2023", "2024", "2025"]),
    MAX("net_margin", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  zh(
    "f",
    A,
    "bear",
    "annual",
    "加权ROE从2019年的16.84%一路滑到2025年的13.44%，累计下降约3.4%。",
    [
      V("roe", "2019", "16.84", "%"),
      V("roe", "2025", "13.44", "%"),
      G("roe", "2025", { base: "2019", v: "-3.4", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "下降3.4个百分点，按%计约-20%" },
  ),
  zh("t", A, "tC", "quarterly", "26Q1每股收益1.49元，与去年同期的1.48元几乎持平；ROE 3.37%，还略低于去年同期。", [
    V("basic_eps", "2026Q1", "1.49", "元"),
    V("basic_eps", "2025Q1", "1.48", "元"),
    V("roe", "2026Q1", "3.37", "%"),
    PP("roe", "2026Q1", { dir: "down" }),
  ]),
  zh("u", A, "tA", "announcement", "激进派：招行4月刚公告新一轮A股回购，下方有托底。", [U("招行公告源只收年报")]),
  zh("t", A, "tS", "technical", "招行近5个交易日下跌约3.9%，最近两天都收在20日线下方，情绪偏冷。", [
    RET(5, { v: "-3.9", cmp: "approx" }),
    MAHOLD(20, 2, "below"),
  ]),
  zh("t", A, "fT", "annual", "更正：招行2025年每股经营现金流是17.90元，较2024年的17.72元小幅提高，不是'下降'。", [
    V("ocf_per_share", "2025", "17.90", "元"),
    V("ocf_per_share", "2024", "17.72", "元"),
    G("ocf_per_share", "2025", { dir: "up" }),
  ]),
  // 中国平安
  pa("t", A, "bull", "annual", "平安货币资金7456.79亿，为2021年以来最高；分配股利付息771亿，约占归母净利的57%。", [
    V("cash", "2025", "7456.79"),
    MAX("cash", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    V("dividends_interest_paid", "2025", "771", "亿", "approx"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "bear",
    "annual",
    "2023年营业总收入9137.89亿，同比下降约8%，收入端的疲态未改。",
    [V("revenue", "2023", "9137.89"), G("revenue", "2023", { v: "-8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-17.7%" },
  ),
  pa("t", A, "tT", "technical", "近5日平安上涨约2.6%，股价重新回到5/10/20日均线之上。", [
    RET(5, { v: "2.6", cmp: "approx" }),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
  ]),
  pa(
    "f",
    A,
    "tTr",
    "technical",
    "平安从1月下旬以来累计上涨约9%，逢低布局的资金已获利。",
    [RET(60, { v: "9", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "60日-9.10%" },
  ),
  pa("u", A, "tM", "undecidable", "研究经理：寿险NBV增速今年若维持两位数，估值修复到1倍PEV不难。", [
    U("NBV与PEV未存储"),
  ]),
  pa(
    "f",
    A,
    "vF",
    "annual",
    "基本面票：2025年经营现金流6586亿，同比翻倍以上，现金流显著改善。",
    [
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
      G("operating_cash_flow", "2025", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+72.2%" },
  ),
  // 中国石化
  sh("t", A, "bear", "annual", "石化每股收益从2021年的0.59元降到2024年的0.41元，三年少了约三成。", [
    V("basic_eps", "2021", "0.59", "元"),
    V("basic_eps", "2024", "0.41", "元"),
    G("basic_eps", "2024", { base: "2021", v: "-30", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "bull",
    "annual",
    "2022年毛利率15.03%已是底部，此后两年毛利率逐年回升。",
    [
      MIN("gross_margin", "2022", ["2020", "2021", "2022", "2023", "2024"]),
      UP("gross_margin", ["2022", "2023", "2024"], { err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2023年15.65%→2024年15.47%回落" },
  ),
  sh("t", A, "tC", "annual", "2024年销售费用614亿、管理费用580亿，两项合计接近1200亿，是当年归母净利503亿的两倍多。", [
    V("selling_expense", "2024", "614", "亿", "approx"),
    V("admin_expense", "2024", "580", "亿", "approx"),
    H.LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
      ],
      "2024",
      { v: "1200", cmp: "near" },
    ),
    H.LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
      ],
      "2024",
      { over: "net_profit", v: "2", cmp: "gt", u: "x" },
    ),
  ]),
  sh(
    "f",
    A,
    "tS",
    "technical",
    "石化今年以来跌幅约19%，在两桶油里表现更差。",
    [SPAN("2025-12-31", { v: "-19", cmp: "approx", err: "wrong_base_year" }), U("中国石油：样本外")],
    { err: "wrong_base_year", note: "年内-12.8%；-19.3%是自2024年末" },
  ),
  sh("t", A, "tTr", "technical", "自2024年末6.68元算起，石化已累计下跌约19%，当前缩量（量能约为前20日的六成）。", [
    SPAN("2024-12-31", { v: "-19", cmp: "approx" }),
    H.VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  sh("u", A, "fM", "undecidable", "若油价站稳70美元，石化2026年归母有望恢复到600亿上方。", [
    U("油价情景与2026年利润为推演"),
  ]),
  // 五粮液
  wl("t", W, "bull", "annual", "2019年末总资产1063.97亿，首次突破千亿；归母净资产742.91亿，较上年增长约17%。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    V("parent_equity", "2019", "742.91"),
    G("parent_equity", "2019", { v: "17", cmp: "approx" }),
  ]),
  wl(
    "f",
    W,
    "bear",
    "annual",
    "2019年每股收益4.48元，较2017年的3.47元增长约29%。",
    [V("basic_eps", "2019", "4.48", "元"), V("basic_eps", "2017", "3.47", "元", "eq", { err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "3.47元是2018年；2017年2.55元" },
  ),
  wl("t", W, "tTr", "technical", "近20个交易日五粮液上涨约13%，20日内10次以上收涨，短线强势。", [
    RET(20, { v: "13", cmp: "approx" }),
    UPDAYS(20, { v: "10", cmp: "gt" }),
  ]),
];
function BRK_(n) {
  return H.BRK(n, "down");
}
