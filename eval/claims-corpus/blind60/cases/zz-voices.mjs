// Writers who are not debate JSON points: 公众号 headlines, 研报 titles, 诊股 cards, 股吧 / 雪球 posts, 快讯,
// 晨会纪要, 业绩会纪要 — filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, RET, CLOSE, MAORDER, RSI, LO52, HI52, EV, U } = H;
const { SNAP, IND, BIAS } = H;
const nd = H.maker("b60-vo-nd", "300750");
const pa = H.maker("b60-vo-pa", "601318");
const sh = H.maker("b60-vo-sh", "600028");
const wl = H.maker("b60-vo-wl", "000858");
const A = "2026-04-30";

export default [
  nd("t", A, "tN", "quarterly", "重磅！宁德时代一季度净赚207亿元，同比大增48.5%", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "48.5", size: "大增" }),
  ]),
  pa("t", A, "tF", "annual", "中国平安2025年报点评：归母净利1348亿元同比+6.5%，经营现金流大增72%", [
    V("net_profit", "2025", "1348", "亿", "approx"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx", size: "大增" }),
  ]),
  wl("t", A, "tT", "technical", "【诊股】五粮液：收盘97.08元，20日乖离率-4.7%，近5日下跌4.05%", [
    CLOSE("97.08"),
    BIAS(20, { v: "-4.7", cmp: "approx" }),
    RET(5, { v: "-4.05" }),
  ]),
  sh("t", A, "tS", "technical", "石化20个交易日跌了8个多点，收盘5.39，离一年最低5.27没几分钱了", [
    RET(20, H.IN("-9", "-8")),
    CLOSE("5.39"),
    LO52({ cond: "level", v: "5.27" }),
  ]),
  nd("t", A, "tS", "annual", "宁王2025年分红付息现金349亿，经营现金流1332亿，这种现金牛谁不爱？", [
    V("dividends_interest_paid", "2025", "349", "亿", "approx"),
    V("operating_cash_flow", "2025", "1332", "亿", "approx"),
  ]),
  pa("t", A, "tN", "quarterly", "【快讯】中国平安一季度归母净利润250.22亿元，营业总收入2184.05亿元", [
    V("net_profit", "2026Q1", "250.22"),
    V("revenue", "2026Q1", "2184.05"),
  ]),
  sh("t", A, "tM", "annual", "晨会：中石化2024年归母净利503亿元同比-16.8%，快照PB 0.84倍，维持中性", [
    V("net_profit", "2024", "503", "亿", "approx"),
    G("net_profit", "2024", { v: "-16.8" }),
    SNAP("pb", "0.84", "x"),
  ]),
  nd("u", A, "fE", "undecidable", "业绩会纪要：管理层表示2026年储能出货量将增长50%以上", [
    U("管理层指引，出货量未存储"),
  ]),
  wl("t", A, "tN", "technical", "五粮液跌回2019年！股价97元，比2019年末的133元还低27%", [
    CLOSE("97", "approx"),
    CLOSE("133", "approx", { date: "2019-12-31" }),
    RET("2019-12-31", { v: "-27", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tF",
    "annual",
    "宁德时代2025年报点评：营收4237亿元(+17%)，归母净利772亿元(+42%)",
    [
      V("revenue", "2025", "4237", "亿", "approx"),
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      V("net_profit", "2025", "772", "亿", "approx", { err: "wrong_value" }),
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "归母净利722.01亿元" },
  ),
  pa(
    "f",
    A,
    "tS",
    "technical",
    "平安一年涨了快18%，妥妥的翻倍级大牛行情",
    [RET(250, { v: "18", cmp: "near" }), RET(250, { size: "翻倍", err: "overstatement" })],
    { err: "overstatement", note: "250日+17.7%" },
  ),
  pa("u", A, "tT", "undecidable", "【诊股】中国平安：主力资金近5日净流入12.3亿元，机构持续加仓", [U("资金流向无数据")]),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "【快讯】宁德时代4月披露A股定增预案，拟募资超百亿元",
    [EV("placement", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  nd("t", A, "tM", "technical", "晨会：宁德时代收盘436元，高出250日线约30%，长线多头格局未变", [
    CLOSE("436"),
    BIAS(250, { v: "30", cmp: "approx" }),
  ]),
  sh("u", A, "tN", "undecidable", "中石化2025年业绩出炉：归母净利同比降超两成，分红率却提至75%", [U("2025年报未存储")]),
  wl("t", "2020-05-15", "tS", "annual", "五粮液2019年报：营收首破500亿元，归母净利174亿元，经营现金流接近翻倍", [
    V("operating_revenue", "2019", "500", "亿", "gt"),
    MAX("operating_revenue", "2019", ["2015", "2016", "2017", "2018", "2019"]),
    V("net_profit", "2019", "174", "亿", "approx"),
    G("operating_cash_flow", "2019", { size: "接近翻倍" }),
  ]),
  pa("t", A, "fE", "annual", "业绩会纪要：2025年分红及付息现金771亿元，集团资产负债率89.8%基本稳定", [
    V("dividends_interest_paid", "2025", "771", "亿", "approx"),
    V("debt_ratio", "2025", "89.8", "%"),
    PP("debt_ratio", "2025", { dir: "flat" }),
  ]),
  sh("t", A, "tF", "annual", "中国石化2024年报：营收3.07万亿元，研发投入152亿元创五年新高", [
    V("revenue", "2024", "3.07", "万亿", "approx"),
    V("research_expense", "2024", "152", "亿", "approx"),
    MAX("research_expense", "2024", ["2020", "2021", "2022", "2023", "2024"]),
  ]),
  wl(
    "f",
    A,
    "tS",
    "technical",
    "五粮液从2020年底291块跌到97，跌了快九成了，谁还敢抄底",
    [
      CLOSE("291", "approx", { date: "2020-12-31" }),
      CLOSE("97", "approx"),
      RET("2020-12-31", { v: "-90", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-66.7%" },
  ),
  sh("t", A, "tN", "technical", "【快讯】中国石化收报5.39元，近5日跌1.1%，RSI逼近30", [
    CLOSE("5.39"),
    RET(5, { v: "-1.1", cmp: "approx" }),
    RSI("30", "approx"),
  ]),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "【AI速读】宁德时代：5日均线已上穿10日均线，短线金叉",
    [MAORDER([5, 10], "bull", { err: "technical" })],
    { err: "technical", note: "MA5 437.69 < MA10 438.80" },
  ),
  pa("t", A, "tN", "industry", "别被89.9%的负债率吓到：保险公司九成负债是行业常态", [
    V("debt_ratio", "2026Q1", "89.9", "%"),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    A,
    "tS",
    "industry",
    "平安负债率89.8%，这么高的杠杆放在哪个行业都是雷，快跑",
    [V("debt_ratio", "2025", "89.8", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  wl("u", A, "tM", "undecidable", "晨会：白酒进入动销淡季，五粮液一季度回款或不及预期", [U("回款数据")]),
  nd("u", A, "tF", "valuation", "宁德时代深度：钠电池量产元年开启，目标价520元", [U("目标价与量产判断")]),
  nd("t", "2025-09-05", "tN", "technical", "【快讯】宁德时代股价创52周新高，收报325.11元", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
  ]),
  sh("u", A, "tS", "undecidable", "老股民说一句：中石化今年的分红肯定不会低于去年", [U("分红预测")]),
];
