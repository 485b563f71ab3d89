// Writers who are not debate JSON points: 公众号 headlines, 研报 titles, 诊股 cards, 股吧 posts, 路演 / 业绩会 notes,
// 快讯 — filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, RET, CLOSE, MAORDER, RSI, MACD, EV, U, SPAN, MAX, BRK, VOL, UP } = H;
const wl = H.maker("b38-vwl", "000858");
const zs = H.maker("b38-vzs", "600036");
const bd = H.maker("b38-vbd", "002594");
const W = "2026-04-30";
const O = "2020-05-15";
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";
const Y5 = ["2015", "2016", "2017", "2018", "2019"];

export default [
  wl(
    "t",
    W,
    "tN",
    "technical",
    "五粮液跌穿2019年末！收盘97.08元，比2019年最后一个交易日还低约27%",
    [CLOSE("97.08"), SPAN("2019-12-31", { v: "-27", cmp: "approx" })],
    { note: "公众号标题" },
  ),
  wl("f", W, "tS", "technical", "五粮液RSI跌破20，极度超卖，抄底机会来了！", [RSI("20", "lt", { err: "technical" })], {
    err: "technical",
    note: "公众号标题；RSI14=28.39",
  }),
  wl("u", W, "tS", "undecidable", "听说五粮液一季度回款才三成，经销商压力山大……", [U("回款进度未存储")], {
    note: "股吧帖",
  }),
  wl(
    "u",
    W,
    "tN",
    "undecidable",
    "五粮液今年分红率提到70%，股息率接近5%，稳稳的幸福。",
    [U("五粮液公告与股息率未存储")],
    {
      note: "财经节目口播",
    },
  ),
  wl(
    "t",
    O,
    "fL",
    "annual",
    "业绩说明会纪要｜2019年营收501.18亿元、净利润174.02亿元，双双创历史新高",
    [
      V("operating_revenue", "2019", "501.18"),
      V("net_profit", "2019", "174.02"),
      MAX("operating_revenue", "2019", Y5),
      MAX("net_profit", "2019", Y5),
    ],
    { note: "业绩会纪要；历史新高按存储年份判断" },
  ),
  wl(
    "f",
    O,
    "tF",
    "annual",
    "【研报】五粮液2019年报点评：收入增长25%，净利润增速放缓至22%",
    [
      G("operating_revenue", "2019", { v: "25" }),
      G("net_profit", "2019", { v: "22", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "研报标题；净利+30.0%" },
  ),
  zs(
    "t",
    W,
    "tF",
    "annual",
    "招商银行年报点评：归母净利润1501.81亿元，同比+1.2%；ROE回落至13.44%",
    [
      V("net_profit", "2025", "1501.81"),
      G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
      V("roe", "2025", "13.44", "%"),
      PP("roe", "2025", { dir: "down" }),
    ],
    { note: "研报标题" },
  ),
  zs(
    "t",
    W,
    "tT",
    "technical",
    "【诊股】招商银行 38.27元｜MA5<MA10<MA20｜RSI 36.1｜MACD死叉｜技术评分：弱",
    [CLOSE("38.27"), MAORDER([5, 10, 20], "bear"), RSI("36.1"), MACD("dead_cross", 4)],
    { note: "诊股卡片" },
  ),
  zs(
    "f",
    W,
    "tS",
    "technical",
    "招行分红那么稳，股价一年也就跌了3%，拿着吃息就完事了",
    [RET(250, { v: "-3", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "股吧帖；250日-10.48%" },
  ),
  zs("u", W, "fV", "valuation", "【研报】招商银行：估值处于近十年最低分位，维持买入评级", [U("估值分位与评级")], {
    note: "研报标题",
  }),
  zs(
    "f",
    N,
    "tN",
    "quarterly",
    "快讯：招商银行前三季度归母净利润1137.72亿元，同比下降0.5%",
    [V("net_profit", "2025M9", "1137.72"), G("net_profit", "2025M9", { v: "-0.5", err: "wrong_direction" })],
    { err: "wrong_direction", note: "快讯；同比+0.52%（下降0.5%的是营收）" },
  ),
  zs(
    "t",
    P,
    "tN",
    "annual",
    "招行2024年报出炉：营收3374.88亿元微降，净利润1483.91亿元增1.22%，利润连增五年",
    [
      V("revenue", "2024", "3374.88"),
      G("revenue", "2024", { size: "微降" }),
      V("net_profit", "2024", "1483.91"),
      G("net_profit", "2024", { v: "1.22" }),
      UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    ],
    { note: "公众号标题" },
  ),
  bd(
    "f",
    W,
    "tS",
    "quarterly",
    "比亚迪一季度才赚40亿，去年一季度可是赚了150多亿，直接缩水七成多！",
    [
      V("net_profit", "2026Q1", "40", "亿", "approx"),
      V("net_profit", "2025Q1", "150", "亿", "gt", { err: "wrong_value" }),
      G("net_profit", "2026Q1", { v: "-70", cmp: "lt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "股吧帖；2025Q1为91.55亿，同比-55.4%" },
  ),
  bd(
    "u",
    W,
    "tN",
    "undecidable",
    "路演纪要：公司称海外工厂产能爬坡顺利，2026年海外销量目标翻倍。",
    [U("管理层指引与销量")],
    {
      note: "路演纪要",
    },
  ),
  bd(
    "u",
    W,
    "tT",
    "technical",
    "【AI诊股】比亚迪 102.98元｜52周位置56%｜主力资金连续净流入",
    [CLOSE("102.98"), H.POS52({ v: "56", cmp: "approx" }), U("主力资金流向未存储")],
    { note: "诊股卡片；日线不足52周" },
  ),
  bd(
    "t",
    S,
    "fE",
    "quarterly",
    "【研报】比亚迪中报点评：营收+23.3%，归母净利+13.8%，毛利率18.01%同比下滑2个百分点",
    [
      G("revenue", "2025H1", { v: "23.3" }),
      G("net_profit", "2025H1", { v: "13.8" }),
      V("gross_margin", "2025H1", "18.01", "%"),
      PP("gross_margin", "2025H1", { v: "-2", cmp: "approx" }),
    ],
    { note: "研报标题" },
  ),
  bd(
    "t",
    W,
    "tN",
    "announcement",
    "比亚迪：一边分红一边搞员工持股，2025年度利润分配方案3月28日已出炉",
    [
      EV("dividend", true, { from: "2026-03-28", title: "2025年度" }),
      EV("equity_incentive", true, { from: "2025-01-01" }),
    ],
    { note: "公众号标题" },
  ),
  bd(
    "t",
    N,
    "vT",
    "technical",
    "【技术诊断】比亚迪 100.79｜跌破20日最低收盘｜RSI 33｜MACD死叉｜缩量",
    [CLOSE("100.79"), BRK(20, "down"), RSI("33", "approx"), MACD("dead_cross", 15), VOL("shrink")],
    { note: "诊股卡片" },
  ),
  bd(
    "f",
    S,
    "tS",
    "quarterly",
    "比亚迪上半年营收3712亿，同比涨了快一半，这都不买？",
    [
      V("revenue", "2025H1", "3712", "亿", "approx"),
      G("revenue", "2025H1", { v: "50", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "股吧帖；同比+23.3%" },
  ),
  bd(
    "f",
    W,
    "tF",
    "annual",
    "业绩会纪要：管理层称2025年毛利率17.74%，较上年提升约1.7个百分点",
    [
      V("gross_margin", "2025", "17.74", "%"),
      PP("gross_margin", "2025", { v: "1.7", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "业绩会纪要；下降1.70个百分点" },
  ),
];
