// 比亚迪: annual 2017-2019 and 2021-2025 (EPS / ROE only to 2019), quarters 2024H1..2026Q1 (no 2024Q1), bars only
// from 2025-07-29 (52-week figures undecidable), notices: dividends and employee share plans. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, U, CAGR, QOQ } = H;
const { PSUM, MCPE, X, SPAN, LIN, READ, VOLR, SNAP, BAR, IND, GDIFF, PAIR, BIAS, MAHOLD, EVN } = H;
const c = H.maker("b53-byd", "002594");
const A = "2026-04-30";
const Y5 = ["2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "2025年营收8039.65亿元同比+3.46%，归母净利润326.19亿元却下滑约19%，典型的增收不增利。", [
    V("revenue", "2025", "8039.65"),
    G("revenue", "2025", { v: "3.46" }),
    V("net_profit", "2025", "326.19"),
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润326.19亿元，同比增长18.97%，价格战中依旧赚得更多。",
    [V("net_profit", "2025", "326.19"), G("net_profit", "2025", { v: "18.97", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-18.97%" },
  ),
  c("t", A, "fE", "quarterly", "26Q1营收1502.25亿元，同比下滑11.8%；归母净利润40.85亿元，同比降幅超过一半。", [
    V("revenue", "2026Q1", "1502.25"),
    G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
    V("net_profit", "2026Q1", "40.85"),
    G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度归母净利润40.85亿元，同比只降了约15%，淡季加价格战下已属不易。",
    [
      V("net_profit", "2026Q1", "40.85"),
      G("net_profit", "2026Q1", { v: "-15", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比-55.38%" },
  ),
  c("t", A, "fR", "quarterly", "一季度销售净利率仅2.67%，上年同期还有5.54%，利润率已被腰斩。", [
    V("net_margin", "2026Q1", "2.67", "%"),
    V("net_margin", "2025Q1", "5.54", "%"),
    G("net_margin", "2026Q1", { size: "腰斩" }),
  ]),
  c("t", A, "tF", "annual", "毛利率由2024年的19.44%降至17.74%，下降1.7个百分点，单车盈利被价格战侵蚀。", [
    V("gross_margin", "2024", "19.44", "%"),
    V("gross_margin", "2025", "17.74", "%"),
    PP("gross_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "经营现金流591.36亿元，约为资本开支的1.8倍，扩产完全靠内生现金就能覆盖。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      R("operating_cash_flow", "capex", "2025", "1.8", { cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "1.8倍是经营现金流/归母净利；对资本开支仅0.38倍" },
  ),
  c(
    "t",
    A,
    "tF",
    "annual",
    "经营现金流591.36亿元约为归母净利润的1.8倍，但资本开支1568.08亿元，自由现金流约-977亿元。",
    [
      V("operating_cash_flow", "2025", "591.36"),
      R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "approx" }),
      V("capex", "2025", "1568.08"),
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { v: "-977", cmp: "approx" },
      ),
    ],
  ),
  c("t", A, "fR", "annual", "经营现金流从1334.54亿元骤降至591.36亿元，降幅超过55%，应付账款的腾挪空间在收窄？", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2025", "591.36"),
    G("operating_cash_flow", "2025", { v: "-55", cmp: "lt", size: "骤降" }),
  ]),
  c("t", A, "bull", "annual", "营收从2021年2161.42亿元做到2025年8039.65亿元，四年复合增速约39%。", [
    V("revenue", "2021", "2161.42"),
    CAGR("revenue", "2021", "2025", { v: "39", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "2025年归母净利润326亿元，再创公司上市以来新高。",
    [
      V("net_profit", "2025", "326"),
      MAX("net_profit", "2025", ["2017", "2018", "2019", ...Y5], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2024年402.54亿元更高" },
  ),
  c("t", A, "fSy", "annual", "归母净利润326.19亿元，低于2024年的402.54亿元，但仍高于2023年的300.41亿元。", [
    V("net_profit", "2025", "326.19"),
    V("net_profit", "2024", "402.54"),
    PAIR("net_profit", "2025", undefined, { period2: "2024", mode: "lt" }),
    PAIR("net_profit", "2025", undefined, { period2: "2023", mode: "gt" }),
    V("net_profit", "2023", "300.41"),
  ]),
  c("t", A, "tC", "annual", "资产负债率从74.64%降至70.74%，一年降了3.9个百分点，杠杆在主动下降。", [
    V("debt_ratio", "2024", "74.64", "%"),
    PP("debt_ratio", "2025", { v: "-3.9", cmp: "approx" }),
    V("debt_ratio", "2025", "70.74", "%"),
  ]),
  c("t", A, "fR", "industry", "资产负债率70.74%，对制造业来说偏高，一旦销量失速，偿债压力会放大。", [
    V("debt_ratio", "2025", "70.74", "%"),
    IND("high_debt_is_risk"),
  ]),
  c(
    "f",
    A,
    "tA",
    "industry",
    "七成负债率在车企里是常态，和银行一样靠负债经营，不必担心。",
    [IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "非金融企业" },
  ),
  c("t", A, "fE", "quarterly", "25Q4单季营收2376.99亿元，同比下滑13.5%，旺季不旺。", [
    V("revenue", "2025S4", "2376.99"),
    G("revenue", "2025S4", { v: "-13.5", cmp: "approx" }),
  ]),
  c("t", A, "tBe", "quarterly", "三季度单季归母净利润78.23亿元，较上年同期减少约三分之一。", [
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fS",
    "quarterly",
    "三季度单季营收5662.66亿元，单季规模冠绝全球车企。",
    [V("revenue", "2025S3", "5662.66", "亿", "eq", { err: "wrong_period" }), U("全球车企对比不在数据中")],
    { err: "wrong_period", note: "5662.66亿元是前三季度累计；单季1949.85亿元" },
  ),
  c("u", A, "tF", "quarterly", "26Q1营收较25Q4环比下降约37%，季节性之外还有需求透支。", [
    QOQ("revenue", "2026Q1", "2025S4", { v: "-37", cmp: "approx" }),
    U("需求透支为归因判断"),
  ]),
  c("t", A, "fL", "quarterly", "2025年下半年营收4326.84亿元，低于2024年下半年的4759.76亿元。", [
    PSUM(
      [
        ["revenue", "2025", 1],
        ["revenue", "2025H1", -1],
      ],
      { v: "4326.84" },
    ),
    PSUM(
      [
        ["revenue", "2024", 1],
        ["revenue", "2024H1", -1],
      ],
      { v: "4759.76" },
    ),
  ]),
  c("t", A, "tM", "quarterly", "截至26Q1的近四个季度营收约7838亿元，已低于2025全年的8039.65亿元。", [
    V("revenue", "2026Q1TTM", "7838", "亿", "approx"),
    PAIR("revenue", "2026Q1TTM", undefined, { period2: "2025", mode: "lt" }),
  ]),
  c("t", A, "fT", "quarterly", "一季度末货币资金757.87亿元，比去年同期的1174.07亿元少了约416亿元。", [
    V("cash", "2026Q1", "757.87"),
    V("cash", "2025Q1", "1174.07"),
    D("cash", "2026Q1", { v: "-416", cmp: "approx" }),
  ]),
  c("t", A, "bull", "annual", "资本开支同比增长约61%至1568.08亿元，产能与出海投入仍在加速。", [
    G("capex", "2025", { v: "61", cmp: "approx" }),
    V("capex", "2025", "1568.08"),
  ]),
  c(
    "t",
    A,
    "tN",
    "announcement",
    "3月28日公司披露2025年度利润分配方案，同日公告2025年员工持股计划首个锁定期解锁条件未成就。",
    [
      EV("dividend", true, { from: "2026-03-28", to: "2026-03-28", title: "2025年度" }),
      EV("equity_incentive", true, { from: "2026-03-28", to: "2026-03-28", title: "解锁条件未成就" }),
    ],
  ),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "公司近期公告拟以自有资金回购A股，用于员工持股计划，释放底部信号。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无回购公告" },
  ),
  c(
    "f",
    A,
    "vN",
    "announcement",
    "比亚迪已推出2026年股权激励计划，绑定核心技术骨干。",
    [EV("equity_incentive", true, { title: "2026年", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "无2026年激励/持股计划公告" },
  ),
  c("u", A, "fR", "undecidable", "2025年3月H股配售募资约435亿港元，摊薄效应仍未消化完。", [U("比亚迪融资公告未收录")]),
  c("u", A, "tF", "undecidable", "海外销量占比已升至约两成，出口是唯一亮点。", [U("分地区销量未存储")]),
  c("u", A, "fE", "undecidable", "2025年新能源车销量约460万辆，单车净利不足7000元。", [U("销量未存储")]),
  c("t", A, "tT", "technical", "收盘102.98元，MA5>MA10>MA20>MA60>MA120，均线多头排列且股价站在所有均线之上。", [
    CLOSE("102.98"),
    MAORDER([5, 10, 20, 60, 120], "bull"),
    MA(5, "above"),
    MA(120, "above"),
  ]),
  c("t", A, "vT", "technical", "DIF 0.52低于DEA 0.59，4月1日死叉后仍压在DEA之下，指标并不配合均线。", [
    MACD("dif_value", 0, { v: "0.52" }),
    MACD("dea_value", 0, { v: "0.59" }),
    MACD("dif_below_dea", 0),
    MACD("death_cross", 22),
  ]),
  c("t", A, "fM", "technical", "近60个交易日累计上涨12.17%，年初以来涨约5.4%，走势明显偏强。", [
    RET(60, { v: "12.17" }),
    SPAN("2025-12-31", { v: "5.4", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20日量能是前20日的1.3倍以上，放量上攻，资金明显回流。",
    [VOLR({ v: "1.3", cmp: "gt", err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.68" },
  ),
  c("t", A, "tTr", "technical", "近20日均量只有前20日的约七成，缩量整理，等放量再跟。", [
    VOLR({ v: "0.7", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c(
    "u",
    A,
    "tT",
    "technical",
    "股价距52周高点116.59元回落约11.7%，上方套牢盘不轻。",
    [HI52({ v: "-11.7", cmp: "approx" })],
    {
      note: "日线自2025-07-29起，不足52周",
    },
  ),
  c("t", A, "fS", "technical", "RSI14约52.4，多空力量大致均衡，情绪面既不亢奋也不恐慌。", [RSI("52.4", "approx")]),
  c("t", A, "fV", "valuation", "按2025年7月4日约1.82万亿元的市值与2024年归母净利润算，PE约45倍。", [
    SNAP("marketCap", "1.82", "万亿"),
    MCPE("2024", "45"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "7月初快照总市值约2.8万亿元，PB 8.33倍，估值已透支三年成长。",
    [SNAP("marketCap", "2.8", "万亿", "approx", { err: "wrong_value" }), SNAP("pb", "8.33", "x", "eq")],
    { err: "wrong_value", note: "快照市值约1.82万亿元" },
  ),
  c("u", A, "vF", "valuation", "以4月30日收盘价计，滚动市盈率约28倍，显著低于特斯拉。", [
    U("2025年转增股本后快照股本不适用于当日市值"),
    U("特斯拉不在样本内"),
  ]),
  c("t", A, "fL", "annual", "营收增速3.46%、净利润增速-18.97%，两者剪刀差约22.4个百分点。", [
    GDIFF(
      { metric: "revenue", period: "2025" },
      { metric: "net_profit", period: "2025" },
      { v: "22.4", cmp: "approx" },
    ),
  ]),
  c("t", A, "tB", "annual", "2022年归母净利润166.22亿元，是2021年30.45亿元的5倍多，那轮爆发才是估值锚。", [
    V("net_profit", "2022", "166.22"),
    V("net_profit", "2021", "30.45"),
    X("net_profit", "2022", "2021", { v: "5", cmp: "gt" }),
  ]),
  c("t", A, "fSy", "annual", "总资产8837.30亿元，较2023年的6795亿元两年增长约30%。", [
    V("total_assets", "2025", "8837.30"),
    V("total_assets", "2023", "6795", "亿", "approx"),
    G("total_assets", "2025", { base: "2023", v: "30", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "营收8039.65亿元，较2023年仅增长3.46%，两年几乎停滞。",
    [V("revenue", "2025", "8039.65"), G("revenue", "2025", { base: "2023", v: "3.46", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "3.46%是较2024年；较2023年+33.48%" },
  ),
  c("t", A, "bear", "quarterly", "一季度归母净利润仅40.85亿元，是近五个单季中的最低值。", [
    V("net_profit", "2026Q1", "40.85"),
    MIN("net_profit", "2026Q1", ["2025Q1", "2025S2", "2025S3", "2025S4", "2026Q1"]),
  ]),
  c(
    "f",
    A,
    "fS",
    "annual",
    "2025年营收大幅增长，销量冠军地位带来的规模红利还在兑现。",
    [G("revenue", "2025", { size: "大幅增长", err: "overstatement" })],
    { err: "overstatement", note: "+3.46%" },
  ),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度营收同比下降11.8%，说明公司主动去库存、优化结构，这反而是利好。",
    [READ(G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下滑读作利好" },
  ),
  c("t", A, "vF", "annual", "2025年营收仍增长3.46%，规模扩张逻辑没有被证伪。", [
    READ(G("revenue", "2025", { v: "3.46" }), "positive"),
  ]),
  c("t", A, "tF", "annual", "归属少数股东的利润约11.4亿元，净利润337.61亿元中绝大部分归母。", [
    LIN(
      [
        ["net_income", 1],
        ["net_profit", -1],
      ],
      "2025",
      { v: "11.4", cmp: "approx" },
    ),
    V("net_income", "2025", "337.61"),
  ]),
  c("u", A, "fM", "undecidable", "固态电池预计2027年小批量装车，届时单车毛利可回到22%以上。", [U("技术路线与预测")]),
  c("u", A, "tN", "undecidable", "欧盟对华电动车反补贴税有望下调，出口利润率将显著改善。", [U("政策传闻与预测")]),
  c("t", A, "tT", "technical", "4月29日放量长阳，涨幅约3.9%，成交量约为前一日的2.9倍。", [
    BAR("2026-04-29", "chg", { v: "3.9", cmp: "approx" }),
    BAR("2026-04-29", "body", { v: "3", cmp: "gt" }),
    BAR("2026-04-29", "volx", { v: "2.9", cmp: "approx" }),
  ]),
  c("t", A, "tP", "technical", "20日乖离率约1%，最近两日收盘都站在MA20之上，趋势温和不过热。", [
    BIAS(20, { v: "1", cmp: "approx" }),
    MAHOLD(20, 2, "above"),
  ]),
  c("t", A, "tN", "announcement", "2024年11月以来公司先后完成2024年、2025年两期员工持股计划的股票购买。", [
    EV("equity_incentive", true, { from: "2024-11-01", title: "2024年员工持股计划完成股票购买" }),
    EV("equity_incentive", true, { from: "2025-01-01", title: "2025年员工持股计划完成股票购买" }),
  ]),
  c("t", A, "fT", "announcement", "2025年7月已实施2024年度利润分配及资本公积金转增股本。", [
    EV("dividend", true, { from: "2025-07-01", to: "2025-07-31", title: "实施公告" }),
  ]),
  c("t", A, "bull", "annual", "2022年到2024年归母净利润分别增长约446%、81%、34%，高增长只是在放缓。", [
    G("net_profit", "2022", { v: "446", cmp: "approx" }),
    G("net_profit", "2023", { v: "81", cmp: "approx" }),
    G("net_profit", "2024", { v: "34", cmp: "approx" }),
  ]),
];
