// 中国平安: FY2017-2025 annual (per-share figures to FY2020), 2026Q1 only quarterly, bars 2019-2020-03 and from 2024.
// An insurer: ~90 % debt ratio is the business; solvency, NBV, CSM are not stored.
import {
  V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, PE, SNAP, U, READ,
  IND, MCPE, PAIR, BIAS, AMP, DD, BRK, POS52, IN, maker,
} from "../spec-helpers.mjs";

const c = maker("b3-pa", "601318");
const Y = "2020-03-10";
const A = "2025-04-25";
const B = "2025-10-31";
const Dd = "2026-04-30";

export default [
  // ---- 2020-03 (FY2019 not yet out: FY2018 is the latest) ----
  c("t", Y, "tF", "annual", "最新年报（FY2018）：归母净利润1074.04亿，同比+20.6%，站上千亿（2017年为890.88亿）；EPS 6.02元。", [
    V("net_profit", "2018", "1074.04"), G("net_profit", "2018", { v: "20.6", cmp: "approx" }), V("net_profit", "2017", "890.88"), V("basic_eps", "2018", "6.02", "元"),
  ]),
  c("u", Y, "tF", "annual", "FY2019归母净利润1494亿，同比大增39%。", [V("net_profit", "2019", "1494", "亿", "approx")], { note: "FY2019年报2020-04-30才披露" }),
  c("t", Y, "fV", "valuation", "按3月10日收盘79.18元，对FY2018每股净资产30.44元，PB约2.6倍；静态PE约13.2倍。", [
    CLOSE("79.18"), PE("2018", "2.6", "approx", { per: "bps" }), PE("2018", "13.2", "approx"),
  ]),
  c("f", Y, "fV", "valuation", "按FY2018 EPS测算，当前静态PE仅约9.4倍。", [PE("2018", "9.4", "approx", { err: "wrong_period" })], { err: "wrong_period", note: "9.4倍用的是FY2019 EPS，当时尚未披露" }),
  c("t", Y, "tT", "technical", "3月10日收79.18，MA60（约83.2）、MA120（约85.8）、年线（约84.1）全部在上方，中期空头格局；52周区间位置约43%。", [
    CLOSE("79.18"), MA(60, "below"), MA(120, "below"), MA(250, "below"), POS52({ v: "43", cmp: "approx" }),
  ]),
  c("f", Y, "tT", "technical", "股价距52周高点92.5已回落超过两成，跌入技术性熊市。", [HI52({ v: "-20", cmp: "le", err: "technical" })], { err: "technical", note: "-14.4%" }),
  c("t", Y, "tC", "technical", "年初至今-7.4%，近120个交易日跌了约11%。", [RET("2019-12-31", { v: "-7.4", cmp: "approx" }), RET(120, { v: "-11", cmp: "approx" })]),
  // ---- 2025-04-25: FY2024 out ----
  c("t", A, "tF", "annual", "**FY2024**：归母净利润1266.07亿，yoy +47.8%，已高于FY2018的水平（1074亿）；营业收入10289.25亿，yoy +12.6%。", [
    V("net_profit", "2024", "1266.07"), G("net_profit", "2024", { v: "47.8", cmp: "approx" }), PAIR("net_profit", "2024", undefined, { period2: "2018", mode: "gt" }),
    V("revenue", "2024", "10289.25"), G("revenue", "2024", { v: "12.6", cmp: "approx" }),
  ]),
  c("f", A, "tF", "annual", "FY2024归母净利润1266.07亿，创历史新高。", [
    V("net_profit", "2024", "1266.07"), MAX("net_profit", "2024", ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
  ], { err: "wrong_extreme", note: "FY2019为1494.07亿" }),
  c("t", A, "bear", "annual", "利润虽反弹，但距FY2019的1494亿高点仍差约228亿，约低15%。", [
    D("net_profit", "2024", { base: "2019", v: "-228", cmp: "approx" }), G("net_profit", "2024", { base: "2019", v: "-15", cmp: "approx" }),
  ]),
  c("t", A, "bear", "annual", "FY2020至FY2022归母净利润连降三年：1430.99亿→1016.18亿→837.74亿，三年几乎腰斩（较FY2019下降约44%）。", [
    DOWN("net_profit", ["2019", "2020", "2021", "2022"]), V("net_profit", "2020", "1430.99"), V("net_profit", "2022", "837.74"),
    G("net_profit", "2022", { base: "2019", v: "-44", cmp: "approx" }),
  ]),
  c("f", A, "bull", "annual", "FY2023利润已经大幅反弹，归母净利润同比增长两成以上。", [G("net_profit", "2023", { v: "20", cmp: "gt", err: "wrong_period" })], { err: "wrong_period", note: "FY2023仅+2.3%，大反弹在FY2024" }),
  c("t", A, "bull", "annual", "经营现金流3824.74亿（FY2024），是归母净利润的3倍左右。", [
    V("operating_cash_flow", "2024", "3824.74"), R("operating_cash_flow", "net_profit", "2024", "3", { cmp: "approx" }),
  ]),
  c("t", A, "fR", "industry", "资产负债率89.9%（2024年末）：对保险公司这是负债经营的常态，不能套用制造业标准判断为高风险。", [
    V("debt_ratio", "2024", "89.9", "%", "approx"), IND("high_debt_is_normal"),
  ]),
  c("f", A, "tC", "industry", "近九成的资产负债率说明平安杠杆过高，需警惕偿付风险。", [
    V("debt_ratio", "2024", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" }),
  ], { err: "industry_sense" }),
  c("u", A, "fR", "undecidable", "核心偿付能力充足率约150%，寿险新业务价值同比+28.8%。", [U("偿付能力与NBV：数据未存")]),
  c("t", A, "fSy", "annual", "商誉435.39亿（2024年末），较上年末的441.16亿略降1.3%；占总资产不足0.4%。", [
    V("goodwill", "2024", "435.39"), G("goodwill", "2024", { v: "-1.3", cmp: "approx" }), R("goodwill", "total_assets", "2024", "0.4", { u: "%", cmp: "lt" }),
  ]),
  c("t", A, "fE", "annual", "总资产12.96万亿（FY2024），一年增加约1.37万亿元，增速11.9%。", [
    V("total_assets", "2024", "12.96", "万亿", "approx"), D("total_assets", "2024", { u: "万亿", v: "1.37", cmp: "approx" }), G("total_assets", "2024", { v: "11.9", cmp: "approx" }),
  ]),
  c("f", A, "fE", "annual", "总资产约12.96万亿（FY2024），较上年增长约1.9%，扩张停滞。", [
    G("total_assets", "2024", { v: "1.9", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value" }),
  c("t", A, "tN", "announcement", "3月20日同日发布2024年年度利润分配方案及注销回购A股股份、减少注册资本的公告。", [
    EV("dividend", true, { title: "2024年年度利润分配方案", from: "2025-03-20", to: "2025-03-20" }),
    EV("repurchase", true, { title: "注销回购", from: "2025-03-20", to: "2025-03-20" }),
  ]),
  c("f", A, "fS", "announcement", "3月公司宣布启动新一轮股份回购，回购金额50-100亿元。", [
    EV("repurchase", true, { title: "回购.*方案|以集中竞价", from: "2025-03-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event", note: "3月的回购公告是注销已回购股份，不是新计划" }),
  c("t", A, "tT", "technical", "4月21日MACD金叉，25日收51.33，创近10日收盘新高；但仍在MA120（约52.4）下方。", [
    MACD("golden_cross", 5), CLOSE("51.33"), BRK(10, "up"), MA(120, "below"), MA(120, "value", { v: "52.4", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "技术面：一年上涨约34%（250日），但年初至今-2.5%，处在52周区间正中（约49%）。", [
    RET(250, { v: "34", cmp: "approx" }), RET("2024-12-31", { v: "-2.5", cmp: "approx" }), POS52({ v: "49", cmp: "approx" }),
  ]),
  c("f", A, "vT", "technical", "技术面：年初至今上涨约2.5%，稳步走高。", [RET("2024-12-31", { dir: "up", err: "wrong_direction" })], { err: "wrong_direction" }),
  c("t", B, "fV", "valuation", "静态PE：FY2024 EPS未入库；以7月4日市值约1.03万亿计，对应FY2024归母净利约8.1倍PE，PB约1.12倍。", [
    MCPE("2024", "8.1", "approx"), SNAP("pb", "1.12", "x"),
  ]),
  // ---- 2025-10-31 ----
  c("t", B, "tT", "technical", "10月14日MACD金叉后，月末收57.83，MA20（约57.2）、MA60（约57.8）、MA120（约56.6）、MA250（约54.5）全在股价下方托着。", [
    MACD("golden_cross", 14), CLOSE("57.83"), MA(20, "above"), MA(60, "above"), MA(120, "above"), MA(250, "above"),
  ]),
  c("t", B, "tS", "technical", "近20个交易日上涨约5%，量能温和放大（20日均量较前20日+9%），量价配合。", [
    RET(20, { v: "5", cmp: "approx" }), VOL("expand"), VOL("flat"),
  ]),
  c("f", B, "tS", "technical", "近20日缩量上涨，量价背离，需要警惕。", [RET(20, { dir: "up" }), VOL("shrink", { err: "technical" })], { err: "technical" }),
  c("t", B, "tA", "technical", "年初至今+9.8%，距52周高点61.49不到6%，位置在区间上部（约75%）。", [
    RET("2024-12-31", { v: "9.8", cmp: "approx" }), HI52({ v: "-6", cmp: "gt" }), POS52({ v: "75", cmp: "approx" }),
  ]),
  c("t", B, "tN", "announcement", "8月27日披露2025年中期利润分配方案，9月3日公告回购股份注销暨股本变动。", [
    EV("dividend", true, { title: "2025年中期利润分配方案", from: "2025-08-27", to: "2025-08-27" }),
    EV("repurchase", true, { title: "注销", from: "2025-09-03", to: "2025-09-03" }),
  ]),
  c("f", B, "vN", "announcement", "消息面：平安本年度未发布任何中期分红安排。", [
    EV("dividend", false, { title: "中期", from: "2025-01-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event" }),
  c("u", B, "fM", "undecidable", "前三季度归母净利润同比+11.5%，三季度单季同比+45%。", [U("2025年季报：数据只有2026Q1")]),
  // ---- 2026-04-30 ----
  c("t", Dd, "tF", "annual", "FY2025：归母净利润1347.78亿（+6.5%），营业收入10505.06亿（+2.1%）；经营现金流6586.32亿，同比大增约72%。", [
    V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "6.5", cmp: "approx" }), V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }), V("operating_cash_flow", "2025", "6586.32"), G("operating_cash_flow", "2025", { v: "72", cmp: "approx", size: "大增" }),
  ]),
  c("f", Dd, "tF", "annual", "FY2025归母净利润1347.78亿，同比+47.8%，高增延续。", [
    V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "47.8", cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period" }),
  c("t", Dd, "bull", "annual", "近三年利润逐年回升：856.65亿→1266.07亿→1347.78亿（FY2023-FY2025）。", [UP("net_profit", ["2023", "2024", "2025"])]),
  c("f", Dd, "bull", "annual", "FY2025归母净利润1347.78亿，已超过FY2019的历史高点。", [
    PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "gt", err: "wrong_extreme" }),
  ], { err: "wrong_extreme" }),
  c("t", Dd, "bear", "annual", "多方说利润修复，但FY2025的1347.78亿仍比FY2019（1494.07亿）低约10%；营收连续两年增长，但增速从12.6%降到2.1%。", [
    G("net_profit", "2025", { base: "2019", v: "-10", cmp: "approx" }), G("revenue", "2024", { v: "12.6", cmp: "approx" }), G("revenue", "2025", { v: "2.1", cmp: "approx" }),
  ]),
  c("t", Dd, "fSy", "annual", "商誉由435.39亿降到381.30亿，减少约54亿（-12.4%）；年末总资产约13.9万亿。", [
    D("goodwill", "2025", { v: "-54", cmp: "approx" }), G("goodwill", "2025", { v: "-12.4", cmp: "approx" }), V("total_assets", "2025", "13.9", "万亿", "approx"),
  ]),
  c("t", Dd, "fT", "annual", "分配股利、利润或偿付利息支付的现金771.46亿，约占归母净利润的57%。", [
    V("dividends_interest_paid", "2025", "771.46"), R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c("t", Dd, "tF", "quarterly", "2026Q1：营业收入2184.05亿，归母净利250.22亿，资产负债率89.9%。", [
    V("revenue", "2026Q1", "2184.05"), V("net_profit", "2026Q1", "250.22"), V("debt_ratio", "2026Q1", "89.9", "%", "approx"),
  ]),
  c("u", Dd, "tB", "quarterly", "2026Q1归母净利250.22亿，同比+5.4%。", [V("net_profit", "2026Q1", "250.22"), G("net_profit", "2026Q1", { v: "5.4", cmp: "approx" })], { note: "2025Q1未存" }),
  c("f", Dd, "tBe", "quarterly", "2026Q1归母净利1347.78亿，环比大幅改善。", [V("net_profit", "2026Q1", "1347.78", "亿", "eq", { err: "wrong_period" })], { err: "wrong_period" }),
  c("u", Dd, "tM", "quarterly", "一季度利润约为上年全年的18.6%，单季节奏与往年大体相当。", [
    R("net_profit", "net_profit", "2026Q1", "18.6", { denPeriod: "2025", u: "%", cmp: "approx" }), U("往年一季度占比：2025Q1等未存"),
  ]),
  c("t", Dd, "tT", "technical", "4月末收59.37，刚刚站上年线（约59.29），但MA60（约61.3）和MA120（约62.7）仍压在头顶；4月7日MACD金叉。", [
    CLOSE("59.37"), MA(250, "above"), MA(60, "below"), MA(120, "below"), MACD("golden_cross", 20),
  ]),
  c("f", Dd, "tT", "technical", "收盘跌破年线，中期趋势转空。", [MA(250, "below", { err: "technical" })], { err: "technical" }),
  c("t", Dd, "tC", "technical", "年初至今-13.2%，从2025年末的68.4元高位回撤；52周区间位置约36%，离高点74.88约-21%。", [
    RET("2025-12-31", { v: "-13.2", cmp: "approx" }), POS52({ v: "36", cmp: "approx" }), HI52({ v: "-21", cmp: "approx" }),
  ]),
  c("f", Dd, "tC", "technical", "本轮下跌从高点算已回撤超过三成。", [HI52({ v: "-30", cmp: "le", err: "wrong_magnitude" })], { err: "wrong_magnitude" }),
  c("t", Dd, "tTr", "technical", "59.37，五日+2.6%，站回年线。轻仓试多，破58止损。", [CLOSE("59.37"), RET(5, { v: "2.6", cmp: "approx" }), MA(250, "above")]),
  c("f", Dd, "tN", "announcement", "2025年度权益分派已于4月实施，股息到账。", [
    EV("dividend", true, { title: "权益分派实施", from: "2026-01-01", err: "nonexistent_event" }),
  ], { err: "nonexistent_event", note: "实施公告2026-06-02，晚于asOf" }),
  c("t", Dd, "vN", "announcement", "消息面：3月27日披露2025年年度利润分配方案，分红政策延续。", [
    EV("dividend", true, { title: "2025年年度利润分配方案", from: "2026-03-27", to: "2026-03-27" }),
  ]),
  c("u", Dd, "vF", "undecidable", "基本面：寿险NBV连续三年两位数增长，CSM余额企稳。", [U("NBV、CSM：数据未存")]),
  c("u", Dd, "tP", "undecidable", "与中国人寿相比，平安的PEV仅0.6倍，折价明显。", [U("同业与内含价值：数据未存")]),
];
