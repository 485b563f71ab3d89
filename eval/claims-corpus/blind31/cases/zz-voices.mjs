// Writers who are not debate JSON points (路演纪要, 公众号摘要, 【诊股】 cards, 快讯, 董秘回复, a quant's signal log, a fund
// letter, a compliance note), filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, D, CLOSE, RSI, MACD, MA, U } = H;
const mt = H.maker("b31-vo-mt", "600519");
const zs = H.maker("b31-vo-zs", "600036");
const byd = H.maker("b31-vo-byd", "002594");
const A = "2026-04-30";

export default [
  mt("u", A, "tN", "undecidable", "【路演纪要】管理层：今年经销商打款进度已完成全年计划的六成以上。", [
    U("打款进度未存储"),
  ]),
  mt("t", A, "tS", "annual", "【公众号摘要】茅台2025年营收1720.54亿、净利823.20亿，双双同比下滑。", [
    V("revenue", "2025", "1720.54"),
    V("net_profit", "2025", "823.20"),
    G("revenue", "2025", { dir: "down" }),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  zs(
    "f",
    A,
    "tT",
    "technical",
    "【诊股】招商银行 收盘38.27｜MACD金叉向上｜RSI 36｜技术评分：偏多",
    [CLOSE("38.27"), RSI("36", "approx"), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "4月27日死叉，DIF<DEA" },
  ),
  byd("u", A, "tS", "undecidable", "股吧热帖：比亚迪主力资金连续5日净流出，合计超30亿元。", [U("资金流向未存储")]),
  byd(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】比亚迪一季度归母净利润40.85亿元，同比下降约45%。",
    [V("net_profit", "2026Q1", "40.85"), G("net_profit", "2026Q1", { v: "-45", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-55.38%" },
  ),
  mt("u", A, "fS", "valuation", "【研报速递】维持“买入”评级，渠道改革成效逐步显现，估值具备性价比。", [
    U("评级、一致预期"),
  ]),
  zs(
    "f",
    A,
    "tN",
    "annual",
    "董秘答投资者问：公司2025年归母净利润1501.81亿元，同比增长2.1%。",
    [V("net_profit", "2025", "1501.81"), G("net_profit", "2025", { v: "2.1", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+1.21%" },
  ),
  zs("u", A, "fS", "undecidable", "某基金一季报：一季度增持招商银行，持仓占净值比例升至8%。", [U("基金持仓未存储")]),
  byd(
    "u",
    A,
    "tM",
    "quarterly",
    "晨会纪要｜比亚迪：26Q1营收1502亿元（-11.8%），净利40.9亿元（-55.4%），低于市场预期。",
    [
      V("revenue", "2026Q1", "1502", "亿", "approx"),
      G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
      V("net_profit", "2026Q1", "40.9", "亿", "approx"),
      G("net_profit", "2026Q1", { v: "-55.4", cmp: "approx" }),
      U("市场一致预期未存储"),
    ],
  ),
  mt(
    "f",
    A,
    "tT",
    "technical",
    "[signal] 600519 close=1384.79 ma20=1433.56 macd=golden_cross(5d) rsi14=39.6",
    [
      CLOSE("1384.79"),
      MA(20, "value", { v: "1433.56" }),
      RSI("39.6", "approx"),
      MACD("golden_cross", 5, { err: "technical" }),
    ],
    { err: "technical", note: "近5日无金叉，4月17日死叉" },
  ),
  byd("u", A, "fS", "undecidable", "财经博主：智驾平权战略正在重塑行业格局，比亚迪是最大赢家。", [
    U("观点、样本外行业"),
  ]),
  zs(
    "f",
    A,
    "tS",
    "quarterly",
    "【公众号摘要】招行一季度末每股净资产44.90元，较年初增长约8%。",
    [
      V("bps", "2026Q1", "44.90", "元"),
      G("bps", "2026Q1", { base: "2025", v: "8", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "43.43→44.90，+3.4%" },
  ),
  mt("u", A, "tN", "announcement", "合规提示：茅台2025年度利润分配方案尚待股东大会审议通过。", [
    U("茅台分红公告不在收录范围"),
  ]),
  byd("u", A, "tN", "undecidable", "【路演纪要】公司称2026年海外销量目标为150万辆。", [U("销量目标未存储")]),
];
