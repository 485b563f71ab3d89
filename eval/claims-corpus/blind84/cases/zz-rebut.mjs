// Rebuttals that correct the other side's figure (only the correction is asserted), risk debaters, vote lenses
// (the lens not named), rulings, readings of a fact, companies set side by side, and open points.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  PP,
  R,
  MAX,
  MIN,
  UP,
  DOWN,
  RET,
  CLOSE,
  MA,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  EV,
  U,
  PAIR,
  IND,
  MCNOW,
  DD,
  POS52,
  VOLR,
  READ,
  QOQ,
} = H;
const nd = H.maker("b84-rb-nd", "300750");
const pa = H.maker("b84-rb-pa", "601318");
const sh = H.maker("b84-rb-sh", "600028");
const A = "2026-04-30";

export default [
  // 宁德时代
  nd("t", A, "fT", "annual", "对方引用的15%是2024年的增速，2025年归母净利润同比实际增长约42%。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "fT",
    "annual",
    "空方说营收在下滑，事实是2025年营收同比增长约27%。",
    [G("operating_revenue", "2025", { v: "27", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+17.04%" },
  ),
  nd("t", A, "tM", "annual", "综合来看，净利增约42%快于营收的17%，但4月28日MACD死叉，裁定持有。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    G("operating_revenue", "2025", { v: "17", cmp: "approx" }),
    MACD("death_cross", 3),
  ]),
  nd("t", A, "vF", "annual", "2025年营收4237亿元、归母净利722亿元，双双创下近五年新高，投看多票。", [
    V("revenue", "2025", "4237", "亿", "approx"),
    MAX("revenue", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2025", "722", "亿", "approx"),
    MAX("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  nd("t", A, "vT", "technical", "收盘436元落在5日、10日线下方，MACD刚死叉，这一票投中性。", [
    CLOSE("436"),
    MA(5, "below"),
    MA(10, "below"),
    MACD("death_cross", 3),
  ]),
  nd("t", A, "vN", "announcement", "2月推出2026年员工持股计划草案，4月又授予预留份额，投看多。", [
    EV("equity_incentive", true, { from: "2026-02-01", to: "2026-02-28", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-01", title: "预留份额" }),
  ]),
  nd(
    "f",
    A,
    "vN",
    "announcement",
    "公司4月公告终止2026年员工持股计划，这一票转为看空。",
    [EV("equity_incentive", true, { from: "2026-04-01", title: "终止", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月为调整价格与授予预留份额，无终止公告" },
  ),
  nd("t", A, "tA", "quarterly", "一季度净利增近五成，账上现金约3520亿元，回撤不足4%，可以加仓。", [
    G("net_profit", "2026Q1", { v: "50", cmp: "near" }),
    V("cash", "2026Q1", "3520", "亿", "approx"),
    DD(10, { v: "-4", cmp: "gt" }),
  ]),
  nd(
    "f",
    A,
    "tC",
    "technical",
    "近一年股价涨了约93%，RSI已超过80，过热信号明显，应当减仓。",
    [RET(250, { v: "93", cmp: "approx" }), RSI("80", "gt", { err: "technical" })],
    { err: "technical", note: "RSI14 56.02" },
  ),
  nd("t", A, "tNe", "technical", "一年涨约93%，但RSI只有56，热度未到极端，维持标配。", [
    RET(250, { v: "93", cmp: "approx" }),
    RSI("56", "approx"),
  ]),
  nd("t", A, "tP", "valuation", "净利润连续四年增长、静态PE约27.5倍，给予增持，单票上限5%。", [
    UP("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
    MCNOW("2025", "27.5"),
  ]),
  nd(
    "f",
    A,
    "fS",
    "annual",
    "2024年营收下滑约9.7%，对公司而言是利好信号。",
    [READ(G("revenue", "2024", { v: "-9.7", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "收入下滑读作利好" },
  ),
  nd("t", A, "fS", "quarterly", "一季度归母净利环比回落约10%，短期看是利空。", [
    READ(QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }), "negative"),
  ]),
  nd("u", A, "fL", "undecidable", "裁定：多方所说储能出货全球第一无从核实，净利增长约42%则属实。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    U("出货量排名不在数据中"),
  ]),
  nd("t", A, "fSy", "annual", "宁德时代2025年归母净利722亿元，已超过中国平安1348亿元的一半。", [
    PAIR("net_profit", "2025", "601318", { mode: "x", v: "0.5", cmp: "gt" }),
    V("net_profit", "2025", "1348", "亿", "approx", { t: "601318" }),
  ]),
  nd(
    "f",
    A,
    "fSy",
    "annual",
    "宁德时代2025年营收4237亿元，已经超过中国平安。",
    [
      V("revenue", "2025", "4237", "亿", "approx"),
      PAIR("revenue", "2025", "601318", { mode: "gt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "平安营业总收入10505亿元" },
  ),
  nd("u", A, "fSy", "valuation", "宁德时代的市盈率约为亿纬锂能的1.5倍，龙头溢价合理。", [
    MCNOW("2025", "27.5"),
    U("亿纬锂能不在样本内"),
  ]),
  nd("u", A, "bear", "undecidable", "海外大客户订单据传被砍约两成，明年出货增速或降至个位数。", [U("传闻与出货预测")]),

  // 中国平安
  pa("t", A, "fT", "industry", "空方说负债率偏高，但89.8%对保险公司是行业常态，不构成风险信号。", [
    V("debt_ratio", "2025", "89.8", "%"),
    IND("high_debt_is_normal"),
  ]),
  pa(
    "f",
    A,
    "fQ",
    "annual",
    "多方说利润增6.5%，但营业总收入同比下降约2.1%，收入端在萎缩。",
    [G("revenue", "2025", { v: "-2.1", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "+2.10%" },
  ),
  pa("t", A, "tM", "technical", "综合来看，利润1348亿元稳步修复，但股价年内已跌约13%，裁定持有。", [
    V("net_profit", "2025", "1348", "亿", "approx"),
    RET("2025-12-31", { v: "-13", cmp: "approx" }),
  ]),
  pa("t", A, "vF", "annual", "2025年归母净利1348亿元，增长约6.5%，连续三年回升，本票看多。", [
    V("net_profit", "2025", "1348", "亿", "approx"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  pa("t", A, "vT", "technical", "收盘59.37元在60日线下，距52周高点仍差约21%，暂记中性。", [
    CLOSE("59.37"),
    MA(60, "below"),
    HI52({ v: "-21", cmp: "approx" }),
  ]),
  pa(
    "f",
    A,
    "vN",
    "announcement",
    "2026年以来平安没有发布任何分红相关公告，投看空。",
    [EV("dividend", false, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-03-27 2025年年度利润分配方案" },
  ),
  pa("t", A, "tA", "valuation", "PE约8倍、一季度已赚250亿元，激进仓位可以上调。", [
    MCNOW("2025", "8"),
    V("net_profit", "2026Q1", "250", "亿", "approx"),
  ]),
  pa(
    "f",
    A,
    "tC",
    "industry",
    "负债率接近90%，杠杆风险不容忽视，宜减仓。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业" },
  ),
  pa("t", A, "tNe", "technical", "近20日均量略缩，近两周收盘在57.5至59.5元间徘徊，中性仓位即可。", [
    VOL("shrink"),
    { k: "hilo", which: "min", from: "2026-04-20", cmp: "in", lo: "57.5", hi: "59.5" },
    { k: "hilo", which: "max", from: "2026-04-20", cmp: "in", lo: "57.5", hi: "59.5" },
  ]),
  pa("t", A, "fS", "annual", "归母净利同比增长约6.5%，属温和利好。", [
    READ(G("net_profit", "2025", { v: "6.5", cmp: "approx" }), "positive"),
  ]),
  pa("u", A, "fL", "undecidable", "空方引用的偿付能力数据无法从财报核验；多方所说利润三连升属实。", [
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
    U("偿付能力不在数据中"),
  ]),
  pa("t", A, "tP", "valuation", "净利连续三年增长、PE约8倍，纳入防御仓。", [
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
    MCNOW("2025", "8"),
  ]),
  pa("u", A, "tS", "undecidable", "平安股吧情绪指数降至冰点，散户持仓比例创一年新低。", [U("情绪与持仓数据")]),

  // 中国石化
  sh("t", A, "fT", "annual", "多方称利润回升不实，2024年归母净利同比下降约16.8%。", [
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "fT",
    "annual",
    "对方说营收3万亿元，其实2024年营收只有2.07万亿元。",
    [V("operating_revenue", "2024", "2.07", "万亿", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "30745.62亿元；2.10万亿是2020年" },
  ),
  sh("t", A, "tM", "technical", "权衡下来，利润三连降、股价处于52周区间底部，结论是观望。", [
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  sh("t", A, "vT", "technical", "RSI约30、量能只有前20日六成，缩量探底，投中性票。", [
    RSI("30", "approx"),
    VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "vF",
    "annual",
    "2024年归母净利润503亿元，同比实现增长，看多一票。",
    [V("net_profit", "2024", "503", "亿", "approx"), G("net_profit", "2024", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "-16.79%" },
  ),
  sh("u", A, "vN", "undecidable", "2025年度分红预案每股派0.2元左右，股息率约4%，这票看多。", [
    U("FY2025未存储，分红公告未收集"),
  ]),
  sh("t", A, "tC", "annual", "净利率只有1.87%，油价稍有波动就可能吞噬利润，宜低配。", [
    V("net_margin", "2024", "1.87", "%"),
  ]),
  sh(
    "f",
    A,
    "tA",
    "technical",
    "股价较52周低点已反弹超10%，底部确认，可以加仓。",
    [LO52({ v: "10", cmp: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "距52周低点5.27元仅+2.3%" },
  ),
  sh("t", A, "tNe", "valuation", "市盈率约13倍，股价贴着52周低点，维持中性。", [
    MCNOW("2024", "13"),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  sh(
    "f",
    A,
    "fS",
    "annual",
    "扣非归母净利下降约21%，说明主业在改善。",
    [READ(G("deducted_net_profit", "2024", { v: "-21", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下降读作改善" },
  ),
  sh("t", A, "fS", "annual", "归母净利连续三年下降，对股东是实打实的利空。", [
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    READ(G("net_profit", "2024", { dir: "down" }), "negative"),
  ]),
  sh("t", A, "tM", "industry", "石化不是金融企业，其负债率不能拿保险业90%的常态来类比。", [IND("high_debt_is_risk")]),
  sh("t", A, "fSy", "annual", "2024年中国石化营收30746亿元，约为宁德时代同期的8.5倍。", [
    V("operating_revenue", "2024", "30746", "亿", "approx"),
    PAIR("revenue", "2024", "300750", { mode: "x", v: "8.5", cmp: "approx" }),
  ]),
  sh("u", A, "tP", "undecidable", "石化与宁德时代对冲配置，目标组合年化波动率降到15%。", [U("组合目标为计划")]),
  sh("u", A, "bull", "undecidable", "加油站充换电改造三年内有望贡献百亿元利润。", [U("分部与预测")]),
];
