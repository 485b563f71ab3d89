// Writers who are not debate JSON points (快讯, 公众号 headlines, 研报 titles, 诊股 cards, 股吧 / 雪球 posts, 晨会纪要,
// 业绩会纪要), filed under the role that would pass such text on.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, RET, CLOSE, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, PE, SNAP, SNAPDIV, U, DOWN, POS52, SPAN } = H;
const cmb = H.maker("b57-voc-cmb", "600036");
const byd = H.maker("b57-voc-byd", "002594");
const spc = H.maker("b57-voc-spc", "600028");
const wly = H.maker("b57-voc-wly", "000858");
const A = "2026-04-30";

export default [
  cmb("t", A, "tN", "quarterly", "【快讯】招商银行一季度归母净利润378.52亿元，同比增长1.52%。", [
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
  ]),
  byd(
    "f",
    A,
    "tS",
    "annual",
    "重磅！比亚迪2025年营收突破9000亿，新能源车企里无人能及！",
    [V("revenue", "2025", "9000", "亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "营收8039.65亿元" },
  ),
  spc("u", A, "fSy", "undecidable", "中国石化深度报告：炼化景气底部已过，2026年盈利有望修复，维持买入评级", [
    U("盈利预测与评级"),
  ]),
  wly("t", A, "tT", "technical", "诊股｜五粮液 收97.08元 RSI 28.4超卖 均线空头排列 近20日-7%", [
    CLOSE("97.08"),
    RSI("28.4", "approx"),
    MAORDER([5, 10, 20, 60], "bear"),
    RET(20, { v: "-7", cmp: "approx" }),
  ]),
  cmb(
    "f",
    A,
    "fS",
    "valuation",
    "招行都跌到38块了，PE才5倍，闭眼买！",
    [CLOSE("38", "gt"), PE("2025", "5", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "PE约6.71倍" },
  ),
  byd("t", A, "tS", "quarterly", "雪球上有人算过：比亚迪一季度净利率只有2.67%，去年同期5.54%，砍掉一半还多。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    G("net_margin", "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  cmb("u", A, "tM", "undecidable", "晨会纪要：招行管理层表示今年信贷增速目标7%左右，零售贷款投放会提速。", [
    U("信贷目标与管理层表态未存储"),
  ]),
  byd("u", A, "fE", "undecidable", "业绩会纪要：公司称2026年海外销量目标130万辆，欧洲工厂年内投产。", [
    U("销量目标与产能未存储"),
  ]),
  wly(
    "f",
    "2020-05-15",
    "tS",
    "annual",
    "五粮液2019年净利润首破200亿！浓香龙头实锤",
    [V("net_profit", "2019", "200", "亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "174.02亿元" },
  ),
  spc("t", "2025-04-30", "tN", "annual", "【快讯】中国石化2024年归母净利润503.13亿元，同比下降16.79%。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.79" }),
  ]),
  cmb("t", A, "fSy", "annual", "招商银行2025年报点评：营收持平、利润微增1.21%，ROE回落至13.44%", [
    G("revenue", "2025", { size: "基本持平" }),
    G("net_profit", "2025", { v: "1.21", size: "微增" }),
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { dir: "down" }),
  ]),
  byd(
    "f",
    A,
    "fS",
    "technical",
    "比亚迪近60天涨了20%，主力资金疯狂流入！",
    [RET(60, { v: "20", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "近60日+12.17%" },
  ),
  spc(
    "f",
    A,
    "tT",
    "technical",
    "AI诊股·中国石化：DIF上穿DEA形成金叉，短线看多",
    [MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical", note: "DIF -0.199在DEA -0.197下方" },
  ),
  wly("u", A, "fS", "undecidable", "听说五粮液要换帅了，渠道在传新团队会大幅控量挺价。", [U("传闻")]),
  byd("t", A, "tM", "annual", "晨会纪要：比亚迪2025年资本开支1568.08亿元，同比增长约61%，扩产仍在高位。", [
    V("capex", "2025", "1568.08"),
    G("capex", "2025", { v: "61", cmp: "approx" }),
  ]),
  byd(
    "f",
    A,
    "fSy",
    "annual",
    "比亚迪2025年报点评：利润降19%，毛利率降至16.74%",
    [
      G("net_profit", "2025", { v: "-19", cmp: "approx" }),
      V("gross_margin", "2025", "16.74", "%", "eq", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "毛利率17.74%" },
  ),
  byd("t", A, "tN", "announcement", "公告速递：比亚迪发布2025年度利润分配方案公告。", [
    EV("dividend", true, { from: "2026-03-28", title: "2025年度" }),
  ]),
  spc("t", A, "tS", "annual", "中石化利润三连降！2024年归母净利润503亿，比2021年少了200多亿", [
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2024", "503", "亿", "approx"),
    D("net_profit", "2024", { base: "2021", v: "-200", cmp: "lt" }),
  ]),
  cmb("t", A, "fS", "technical", "招行今年以来跌了9%，52周高点48.55，现在38块出头，深套一片", [
    RET("2025-12-31", { v: "-9", cmp: "approx" }),
    HI52({ cond: "level", v: "48.55" }),
    CLOSE("38", "gt"),
    CLOSE("39", "lt"),
  ]),
  byd("u", A, "tT", "technical", "个股体检 比亚迪：52周位置约55%，中性偏多", [POS52({ v: "55", cmp: "approx" })], {
    note: "日线不足52周",
  }),
  cmb("u", A, "fE", "undecidable", "业绩会纪要：行长称今年息差降幅将明显收窄，拨备仍有释放空间。", [U("管理层表态")]),
  spc("t", A, "fS", "valuation", "中石化PB才0.84，每股净资产快7块了，股价才5块多", [
    SNAP("pb", "0.84", "x", "eq"),
    SNAPDIV("pb", "7", "near"),
    CLOSE("5", "gt"),
    CLOSE("6", "lt"),
  ]),
  wly("t", A, "tS", "technical", "五粮液股价创一年新低，较2020年末跌去三分之二", [
    LO52({ cond: "new_low" }),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  wly(
    "f",
    "2025-10-31",
    "tN",
    "technical",
    "盘后简讯：五粮液股价跌破52周低点，收报118.99元。",
    [CLOSE("118.99"), LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周低点115.4元" },
  ),
  spc("u", A, "tM", "undecidable", "策略晨报摘录：中石化2025年度分红率维持75%以上，股息率超5%。", [
    U("中国石化2025年分红未存储"),
  ]),
];
