// Writers who are not debate JSON points, filed under the role that would pass such text on: an app's 【诊股】 card,
// 公众号 summaries, a 路演 / 业绩会 transcript, a board secretary's answer, sell-side titles, a fund letter, a wire
// flash, a forum post and a morning-meeting note.
import * as H from "../spec-helpers.mjs";

const { V, G, CLOSE, RSI, MACD, MAORDER, IND, EV, PE, U } = H;
const zs = H.maker("b28-vz", "600036");
const nd = H.maker("b28-vn", "300750");
const wl = H.maker("b28-vw", "000858");
const A = "2026-04-30";
const O = "2020-05-15";

export default [
  zs(
    "f",
    A,
    "tS",
    "industry",
    "【诊股】招商银行｜资产负债率90.20%，高于90%警戒线，财务风险偏高｜RSI 36，走势偏弱",
    [V("debt_ratio", "2025", "90.20", "%"), IND("high_debt_is_risk", { err: "industry_sense" }), RSI("36", "approx")],
    { err: "industry_sense" },
  ),
  zs(
    "t",
    A,
    "tN",
    "quarterly",
    "快讯｜招商银行一季度营收869.40亿元，同比增长3.81%；归母净利润378.52亿元，同比增长1.52%。",
    [
      V("revenue", "2026Q1", "869.40"),
      G("revenue", "2026Q1", { v: "3.81" }),
      V("net_profit", "2026Q1", "378.52"),
      G("net_profit", "2026Q1", { v: "1.52" }),
    ],
  ),
  zs("u", A, "tN", "undecidable", "业绩会实录：行长称一季度不良生成率同比下降，拨备覆盖率仍在400%以上。", [
    U("不良生成率、拨备覆盖率不在数据中"),
  ]),
  zs("u", A, "tS", "announcement", "招行跌到38块了还不抄底？管理层都在增持了。", [
    CLOSE("38", "approx"),
    U("增持公告不在收集范围"),
  ]),
  zs("u", A, "fV", "valuation", "研报观点：招行PB约0.88倍，处于近十年估值分位的5%以下。", [
    PE("2025", "0.88", "approx", { per: "bps" }),
    U("十年估值分位无法由数据算出"),
  ]),

  nd(
    "u",
    A,
    "tN",
    "annual",
    "一文读懂宁德2025年报：营收4237亿、净利722亿，净利增速超四成，储能电池出货量稳居全球第一。",
    [
      V("revenue", "2025", "4237", "亿", "approx"),
      V("net_profit", "2025", "722", "亿", "approx"),
      G("net_profit", "2025", { v: "40", cmp: "gt" }),
      U("出货量与全球排名不在数据中"),
    ],
  ),
  nd("u", A, "fM", "undecidable", "路演纪要｜管理层：2026年资本开支仍将保持在400亿元以上，匈牙利基地年内投产。", [
    U("管理层指引与项目进度"),
  ]),
  nd("u", A, "tF", "quarterly", "【研报】宁德时代Q1归母净利207亿元、同比+49%，盈利能力超市场预期。", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "49", cmp: "approx" }),
    U("市场一致预期不在数据中"),
  ]),
  nd("u", A, "tP", "quarterly", "本基金一季度增持了宁德时代：公司一季度营收同比增长超五成，行业景气度领先。", [
    G("revenue", "2026Q1", { v: "50", cmp: "gt" }),
    U("基金持仓变动与行业景气不在数据中"),
  ]),
  nd("u", A, "tN", "announcement", "快讯｜宁德时代披露2025年度利润分配预案，拟每10股派发现金红利约45元。", [
    EV("dividend", true, { from: "2026-03-10", title: "利润分配预案" }),
    U("派息金额不在公告标题中"),
  ]),
  nd("u", A, "tS", "technical", "【诊股】宁德时代｜436元｜MACD死叉｜RSI 56｜北向资金连续三日净买入", [
    CLOSE("436"),
    MACD("death_cross", 3),
    RSI("56", "approx"),
    U("北向资金流向不在数据中"),
  ]),
  nd("u", A, "tNe", "industry", "晨会纪要：宁德负债率61.94%，低于LG新能源约70%的水平，在全球同行里杠杆偏低。", [
    V("debt_ratio", "2025", "61.94", "%"),
    U("海外同行不在样本中"),
  ]),

  wl("u", A, "tN", "announcement", "董秘在互动平台表示，公司2025年度现金分红总额不低于200亿元。", [
    U("五粮液无公告数据，互动问答不可核验"),
  ]),
  wl("u", A, "tS", "technical", "盘后点评：五粮液收97.08元，均线空头排列，RSI 28超卖，主力资金连续5日净流出。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("28", "approx"),
    U("主力资金流向不在数据中"),
  ]),
  wl(
    "f",
    O,
    "tN",
    "annual",
    "五粮液2019年报速览：营收501亿元（+25%）、净利174亿元（+30%）、经营现金流翻倍。",
    [
      V("operating_revenue", "2019", "501", "亿", "approx"),
      G("net_profit", "2019", { v: "30", cmp: "approx" }),
      G("operating_cash_flow", "2019", { size: "翻倍", err: "overstatement" }),
    ],
    { err: "overstatement", note: "经营现金流+87.64%，未翻倍" },
  ),
];
