// blind12, third batch: rebuttals, vote lenses, trader / portfolio manager / FinDebate agents; ranks, multiples,
// compound growth, months and weeks, peers in the sample, 万元 figures.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, CLOSE, MA, MAORDER, RSI, MACD, EV, U, QOQ, PAIR, X, CAGR, RANK } = H;
const { SPAN, IND, PE, MRET, MAXDAY, HILO, WEEKS, UPDAYS, BAR, MAX_CROSS, MAHOLD, DD } = H;
const A = "2026-04-30";
const E = "2020-05-15";
const mt = H.maker("b12-mt3", "600519");
const nd = H.maker("b12-nd3", "300750");
const yd = H.maker("b12-yd3", "002594");
const zs = H.maker("b12-zs3", "600036");
const pa = H.maker("b12-pa3", "601318");
const sh = H.maker("b12-sh3", "600028");
const wl = H.maker("b12-wl3", "000858");
const Q = ["2024S3", "2024S4", "2025Q1", "2025S2", "2025S3", "2025S4", "2026Q1"];

export default [
  // ---- 贵州茅台 -----------------------------------------------------------------------------------------------
  mt(
    "t",
    A,
    "bull",
    "annual",
    "空方拿2025年利润负增长说事，可拉长看，归母净利从2019年的412.06亿元到823.20亿元，六年几乎翻了一番。",
    [
      V("net_profit", "2019", "412.06"),
      V("net_profit", "2025", "823.20"),
      G("net_profit", "2025", { base: "2019", size: "接近翻倍" }),
    ],
  ),
  mt(
    "f",
    A,
    "bear",
    "annual",
    "茅台2025年经营现金流615.22亿元，是2019年以来的最低值，现金创造力在走弱。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      MIN("operating_cash_flow", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "2022年366.99亿、2019年452.11亿、2020年516.69亿都更低" },
  ),
  mt("t", A, "fQ", "annual", "质疑：多方说茅台现金流稳定，但2025年经营现金流615.22亿元，比2024年少了约三分之一。", [
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-33.3", cmp: "approx" }),
  ]),
  mt(
    "t",
    A,
    "tTr",
    "technical",
    "交易员：茅台4月收跌约4.5%，月内最大单日跌幅约3.8%，计划在年内收盘低点1323元附近之上分批低吸。",
    [
      MRET("2026-04", { v: "-4.5", cmp: "approx" }),
      MAXDAY(20, "down", { v: "-3.8", cmp: "approx" }),
      HILO("min", "2026-01-01", { v: "1323", cmp: "approx" }),
    ],
  ),
  mt(
    "t",
    A,
    "vT",
    "technical",
    "技术面一票：茅台4月中旬跌破20日和60日均线，4月24日曾短暂收复，随后又再度失守，多空拉锯。",
    [
      MAX_CROSS(20, "down", 10),
      MAX_CROSS(60, "down", 10),
      MAX_CROSS(20, "up", 5),
      MAX_CROSS(20, "down", 4),
      MA(20, "below"),
      MA(60, "below"),
    ],
  ),
  mt(
    "f",
    A,
    "vT",
    "technical",
    "茅台周线已连收三根阳线，1458元一线压力一旦突破将打开上行空间。",
    [WEEKS(3, "up", { err: "technical" })],
    { err: "technical", note: "近4周收盘1453.96→1407.24→1458.49→1384.79" },
  ),
  mt("u", A, "fT", "annual", "茅台直销渠道收入占比已升至四成以上，2025年营业总收入1720.54亿元。", [
    U("渠道分部收入"),
    V("revenue", "2025", "1720.54"),
  ]),
  mt(
    "t",
    A,
    "tM",
    "annual",
    "研究经理：两方都承认茅台2019至2025年营业总收入复合增速约11.6%，分歧只在2025年-1.2%的增速是否见底。",
    [CAGR("revenue", "2019", "2025", { v: "11.6", cmp: "approx" }), G("revenue", "2025", { v: "-1.2", cmp: "approx" })],
  ),
  mt(
    "f",
    A,
    "tB",
    "quarterly",
    "茅台一季度归母净利润272.43亿元，已超过2025年三季度和四季度单季之和。",
    [
      V("net_profit", "2026Q1", "272.43"),
      H.PSUM(
        [
          ["net_profit", "2025S3", 1],
          ["net_profit", "2025S4", 1],
        ],
        { v: "272.43", cmp: "lt", err: "wrong_ratio" },
      ),
    ],
    { err: "wrong_ratio", note: "三、四季度合计369.17亿" },
  ),
  mt("t", A, "fL", "quarterly", "主导结论：茅台一季度净利率52.22%，虽低于上年同期的54.89%，仍比2025全年的50.53%高。", [
    V("net_margin", "2026Q1", "52.22", "%"),
    V("net_margin", "2025Q1", "54.89", "%"),
    PAIR("net_margin", "2026Q1", undefined, { period2: "2025", mode: "gt" }),
  ]),

  // ---- 宁德时代 -----------------------------------------------------------------------------------------------
  nd("t", A, "bull", "annual", "宁德2025年归母净利722.01亿元，是2021年159.31亿元的4.5倍左右，四年复合增速约46%。", [
    V("net_profit", "2021", "159.31"),
    X("net_profit", "2025", "2021", { v: "4.5", cmp: "approx" }),
    CAGR("net_profit", "2021", "2025", { v: "46", cmp: "approx" }),
  ]),
  nd("t", A, "tBe", "annual", "别忘了宁德2024年营收3620.13亿元、同比下滑约9.7%，是2022年以来四个年度里唯一一次收缩。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    G("revenue", "2022", { dir: "up" }),
    G("revenue", "2023", { dir: "up" }),
    G("revenue", "2025", { dir: "up" }),
  ]),
  nd(
    "f",
    A,
    "tB",
    "quarterly",
    "宁德一季度营收1291.31亿元，创下单季营收历史新高。",
    [V("revenue", "2026Q1", "1291.31"), MAX("revenue", "2026Q1", Q, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2025年四季度单季1406.30亿元更高" },
  ),
  nd("t", A, "tT", "technical", "宁德4月上涨约8.5%，3月更是大涨约17.5%，月线连续两个月收红。", [
    MRET("2026-04", { v: "8.5", cmp: "approx" }),
    MRET("2026-03", { v: "17.5", cmp: "approx" }),
  ]),
  nd("t", A, "tC", "technical", "宁德4月16日收盘453.98元为年内最高，现价436元离高点约4%，RSI约56并未过热。", [
    HILO("max", "2026-01-01", { v: "453.98" }),
    DD("2026-01-01", { v: "-4", cmp: "approx" }),
    RSI("56", "approx"),
  ]),
  nd(
    "f",
    A,
    "tA",
    "technical",
    "宁德近10个交易日有6天收涨，买盘承接持续，回调即是机会。",
    [UPDAYS(10, { v: "6", err: "technical" })],
    { err: "technical", note: "近10日4天收涨" },
  ),
  nd("u", A, "fL", "quarterly", "宁德一季度海外收入占比升至三成以上，带动营收同比增长约52%。", [
    U("海外收入占比、归因"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
  ]),
  nd(
    "t",
    A,
    "vF",
    "annual",
    "基本面一票：宁德2025年归母净利722.01亿元，约为比亚迪326.19亿元的2.2倍，赚钱能力更强的是宁德。",
    [V("net_profit", "2025", "722.01"), PAIR("net_profit", "2025", "002594", { v: "2.2", cmp: "approx" })],
  ),
  nd("t", A, "tN", "annual", "宁德2025年分配股利及付息现金349.23亿元，比2024年的258.07亿元多约35%。", [
    V("dividends_interest_paid", "2025", "349.23"),
    G("dividends_interest_paid", "2025", { v: "35", cmp: "approx" }),
  ]),
  nd("u", A, "tS", "announcement", "3月有重要股东披露减持计划，压制了情绪，但公司同期仍在推进A股回购。", [
    U("减持公告来源不全，不能判定"),
    EV("repurchase", true, { from: "2026-03-01", to: "2026-03-31" }),
  ]),
  nd("t", A, "fSy", "quarterly", "宁德时代2026年一季度归属于母公司股东的净利润为2,073,800万元。", [
    V("net_profit", "2026Q1", "2073800", "万元", "approx"),
  ]),

  // ---- 比亚迪 -------------------------------------------------------------------------------------------------
  yd(
    "t",
    A,
    "bear",
    "quarterly",
    "比亚迪归母净利从2024年的402.54亿元降到326.19亿元，今年一季度又只剩40.85亿元，下行没止住。",
    [
      V("net_profit", "2024", "402.54"),
      V("net_profit", "2025", "326.19"),
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { dir: "down" }),
    ],
  ),
  yd(
    "f",
    A,
    "tN",
    "quarterly",
    "比亚迪一季度营收1502.25亿元，同比下降约36.8%。",
    [V("revenue", "2026Q1", "1502.25"), G("revenue", "2026Q1", { v: "-36.8", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-36.8%是环比四季度，同比-11.8%" },
  ),
  yd("t", A, "fR", "quarterly", "比亚迪一季度营收1502.25亿元，环比四季度下降约36.8%，同比也降了约11.8%。", [
    QOQ("revenue", "2026Q1", "2025S4", { v: "-36.8", cmp: "approx" }),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
  ]),
  yd("t", A, "vT", "technical", "比亚迪3月大涨约17.8%，4月回吐约2.2%，4月30日单日下跌约2.3%。", [
    MRET("2026-03", { v: "17.8", cmp: "approx" }),
    MRET("2026-04", { v: "-2.2", cmp: "approx" }),
    BAR("2026-04-30", "chg", { v: "-2.3", cmp: "approx" }),
  ]),
  yd(
    "f",
    A,
    "tT",
    "technical",
    "比亚迪4月下旬跌破60日均线，中期支撑失守。",
    [MAX_CROSS(60, "down", 20, { err: "technical" })],
    { err: "technical", note: "近10日收盘均在MA60之上" },
  ),
  yd("t", A, "fR", "quarterly", "比亚迪一季度净利率2.67%，不到上年同期5.54%的一半。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    PAIR("net_margin", "2026Q1", undefined, { period2: "2025Q1", v: "0.5", cmp: "lt" }),
  ]),
  yd("u", A, "tS", "quarterly", "比亚迪一季度海外销量占比突破四成，营收1502.25亿元。", [
    U("销量结构"),
    V("revenue", "2026Q1", "1502.25"),
  ]),
  yd("t", A, "tP", "annual", "组合经理：比亚迪商誉44.28亿元，2023年以来一直未变，减值风险不是主要矛盾。", [
    V("goodwill", "2025", "44.28"),
    G("goodwill", "2024", { size: "基本持平" }),
    G("goodwill", "2025", { size: "基本持平" }),
  ]),
  yd(
    "f",
    A,
    "tN",
    "announcement",
    "比亚迪今年3月公告回购A股股份方案，用于员工持股。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  yd(
    "t",
    A,
    "vN",
    "announcement",
    "3月28日比亚迪公告2025年度利润分配方案，同日披露2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "未成就" }),
    ],
  ),
  yd(
    "f",
    A,
    "tB",
    "annual",
    "比亚迪2025年营收8039.65亿元，约为宁德时代的2.5倍，规模优势无可比拟。",
    [
      V("revenue", "2025", "8039.65"),
      PAIR("revenue", "2025", "300750", { v: "2.5", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约1.90倍" },
  ),

  // ---- 招商银行 -----------------------------------------------------------------------------------------------
  zs("t", A, "bull", "annual", "招行归母净利从2019年的928.67亿元增至1501.81亿元，六年复合增速约8.3%，穿越周期。", [
    V("net_profit", "2019", "928.67"),
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
  ]),
  zs("t", A, "vF", "annual", "同为金融龙头，招行2025年归母净利1501.81亿元，比中国平安的1347.78亿元多出约154亿元。", [
    PAIR("net_profit", "2025", "601318", { mode: "diff", u: "亿", v: "154", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "bear",
    "annual",
    "招行2025年归母净利润1501.81亿元，反而比中国平安少了约154亿元，银行龙头地位已被撼动。",
    [
      V("net_profit", "2025", "1501.81"),
      PAIR("net_profit", "2025", "601318", { mode: "diff", u: "亿", v: "-154", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "招行比平安多154亿" },
  ),
  zs("t", A, "tT", "technical", "招行4月收跌约2.7%，周线连续两周收跌，4月29日单日下跌约2.8%，是近20日最大跌幅。", [
    MRET("2026-04", { v: "-2.7", cmp: "approx" }),
    WEEKS(2, "down"),
    BAR("2026-04-29", "chg", { v: "-2.8", cmp: "approx" }),
    MAXDAY(20, "down", { v: "-2.8", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "tT",
    "technical",
    "招行4月30日放量下跌约0.6%，抛压明显加重。",
    [
      BAR("2026-04-30", "chg", { v: "-0.6", cmp: "approx" }),
      BAR("2026-04-30", "volx", { v: "1", cmp: "gt", err: "technical" }),
    ],
    { err: "technical", note: "当日成交量约为前一日的0.46倍" },
  ),
  zs("t", A, "tC", "technical", "一年前的2025年4月18日招行收42.75元，如今38.27元，一年下跌约10.5%。", [
    CLOSE("42.75", "eq", { date: "2025-04-18" }),
    SPAN("2025-04-18", { v: "-10.5", cmp: "approx" }),
  ]),
  zs("u", A, "fM", "valuation", "招行2026年股息率有望超过5%，现价38.27元。", [U("未来股息率"), CLOSE("38.27")]),
  zs("t", A, "tF", "annual", "招行总资产2025年末首次突破13万亿元，达到约13.07万亿元，同比增长约7.6%。", [
    V("total_assets", "2025", "13.07", "万亿", "approx"),
    V("total_assets", "2024", "13", "万亿", "lt"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "fE",
    "annual",
    "招行2025年加权ROE为13.44%，同比下降约1.05%，盈利能力边际走弱。",
    [V("roe", "2025", "13.44", "%"), G("roe", "2025", { v: "-1.05", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "降1.05个百分点，相对降幅约7.2%" },
  ),

  // ---- 中国平安 -----------------------------------------------------------------------------------------------
  pa("t", A, "fE", "annual", "平安2025年归母净利1347.78亿元，在2017年以来九个年度里排第三，仅次于2019和2020年。", [
    RANK("net_profit", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"], "max", 3),
    PAIR("net_profit", "2019", undefined, { period2: "2025", mode: "gt" }),
    PAIR("net_profit", "2020", undefined, { period2: "2025", mode: "gt" }),
  ]),
  pa(
    "f",
    A,
    "bull",
    "annual",
    "平安2025年归母净利润1347.78亿元，创2017年以来新高，利润中枢抬升。",
    [
      MAX("net_profit", "2025", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"], {
        err: "wrong_extreme",
      }),
    ],
    { err: "wrong_extreme", note: "2019年1494.07亿更高" },
  ),
  pa("t", A, "tT", "technical", "平安3月跌了约10%，4月反弹约4.6%；近20日最大单日涨幅约4.9%，出现在4月8日。", [
    MRET("2026-03", { v: "-10", cmp: "approx" }),
    MRET("2026-04", { v: "4.6", cmp: "approx" }),
    MAXDAY(20, "up", { v: "4.9", cmp: "approx" }),
    BAR("2026-04-08", "chg", { v: "4.9", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tB",
    "technical",
    "平安周线三连阳，股价已站上20日均线，反弹结构完整。",
    [WEEKS(3, "up", { err: "technical" }), MA(20, "above")],
    { err: "technical", note: "近4周收盘58.82→57.92→57.78→59.37" },
  ),
  pa("u", A, "fS", "technical", "平安寿险代理人数量止跌回升，股价收于59.37元。", [U("代理人数量"), CLOSE("59.37")]),
  pa("t", A, "tBe", "technical", "平安年初1月6日收在74.32元，3月30日跌到56.33元，区间跌幅约24%。", [
    HILO("max", "2026-01-01", { v: "74.32" }),
    HILO("min", "2026-01-01", { v: "56.33" }),
    SPAN("2026-01-06", { to: "2026-03-30", v: "-24", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "tF",
    "annual",
    "平安营业总收入10505.06亿元，一年间增长约15%。",
    [V("revenue", "2025", "10505.06"), G("revenue", "2025", { v: "15", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2023年+14.96%，较2024年+2.10%" },
  ),

  // ---- 中国石化 -----------------------------------------------------------------------------------------------
  sh(
    "t",
    A,
    "tT",
    "technical",
    "中石化3月3日收盘7.82元为年内最高，此后不到两个月跌去约31%，4月27日的5.34元是年内最低。",
    [
      HILO("max", "2026-01-01", { v: "7.82" }),
      HILO("min", "2026-01-01", { v: "5.34" }),
      DD("2026-01-01", { v: "-31", cmp: "approx" }),
    ],
  ),
  sh(
    "f",
    A,
    "tB",
    "technical",
    "中石化4月月线小幅收涨，连续下跌后终于止跌企稳。",
    [MRET("2026-04", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "4月-8.3%" },
  ),
  sh("u", A, "fE", "annual", "中石化炼油加工量保持行业第一，2024年研发费用152.15亿元。", [
    U("加工量、行业排名"),
    V("research_expense", "2024", "152.15"),
  ]),
  sh("t", A, "fE", "annual", "中石化2024年管理费用580.21亿元，比2020年的670.82亿元少了约90.6亿元，降本有成效。", [
    V("admin_expense", "2024", "580.21"),
    V("admin_expense", "2020", "670.82"),
    D("admin_expense", "2024", { base: "2020", v: "-90.6", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "fV",
    "annual",
    "中石化2024年营业收入约30.7万亿元，同比下降约4.3%。",
    [
      V("operating_revenue", "2024", "30.7", "万亿", "approx", { err: "wrong_magnitude" }),
      G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
    ],
    { err: "wrong_magnitude", note: "约3.07万亿元" },
  ),
  sh("t", A, "fR", "annual", "中石化2024年净利率1.87%，为2020年以来最低；毛利率15.47%倒是比2022年的15.03%略高。", [
    V("net_margin", "2024", "1.87", "%"),
    MIN("net_margin", "2024", ["2020", "2021", "2022", "2023", "2024"]),
    V("gross_margin", "2022", "15.03", "%"),
    PAIR("gross_margin", "2024", undefined, { period2: "2022", mode: "gt" }),
  ]),
  sh("u", A, "tNe", "valuation", "中石化2025年分红率预计维持在七成以上，2024年基本每股收益0.41元。", [
    U("未来分红率"),
    V("basic_eps", "2024", "0.41", "元"),
  ]),

  // ---- 五粮液 (2020-05-15) -------------------------------------------------------------------------------------
  wl("t", E, "bull", "annual", "五粮液归母净利润从2015年的61.76亿元增至2019年的174.02亿元，四年复合增速约29.6%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    CAGR("net_profit", "2015", "2019", { v: "29.6", cmp: "approx" }),
  ]),
  wl(
    "f",
    E,
    "bull",
    "annual",
    "五粮液2019年经营现金流231.12亿元，首次突破200亿元，并且已连续四年增长。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      V("operating_cash_flow", "2018", "200", "亿", "lt"),
      UP("operating_cash_flow", ["2015", "2016", "2017", "2018", "2019"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2017年97.66亿低于2016年116.97亿" },
  ),
  wl("t", E, "tT", "technical", "五粮液收于145.22元，5/10/20/60日均线多头排列，DIF约5.84，在DEA约5.10之上。", [
    CLOSE("145.22"),
    MAORDER([5, 10, 20, 60], "bull"),
    MACD("dif_value", undefined, { v: "5.84", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "5.10", cmp: "approx" }),
    MACD("dif_above_dea"),
  ]),
  wl(
    "f",
    E,
    "tC",
    "technical",
    "五粮液RSI已回落到50以下，短线动能衰减，注意止盈。",
    [RSI("50", "lt", { err: "technical" })],
    { err: "technical", note: "RSI约70.3" },
  ),
  wl("u", E, "fR", "annual", "五粮液资产负债率从2015年的15.61%升至28.48%，多出约12.9个百分点，主要是预收款增加所致。", [
    V("debt_ratio", "2015", "15.61", "%"),
    PP("debt_ratio", "2019", { base: "2015", v: "12.9", cmp: "approx" }),
    U("归因：预收款"),
  ]),
  wl(
    "t",
    E,
    "bear",
    "valuation",
    "五粮液2019年每股收益4.48元，比2018年的3.47元增长约29%，但按145.22元算静态PE已约32倍。",
    [
      V("basic_eps", "2019", "4.48", "元"),
      G("basic_eps", "2019", { v: "29", cmp: "approx" }),
      PE("2019", "32", "approx"),
    ],
  ),
];
