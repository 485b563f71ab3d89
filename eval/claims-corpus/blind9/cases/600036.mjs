// 招商银行 on 2026-04-30 (FY2025 and 2026Q1 public) and 2025-04-30; notices: annual reports only.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, RET, CLOSE, MA, RSI, MACD, HI52, LO52, U, CAGR, IND, QOQ, GSTREAK, READ, SPAN, VOLR } = H;
const { PE, BRK, POS52 } = H;
const c = H.maker("b9-zs", "600036");
const A = "2026-04-30";
const P = "2025-04-30";
const T = (a, r, k, s, sp, o) => c("t", a, r, k, s, sp, o);
const F = (e, a, r, k, s, sp, note) => c("f", a, r, k, s, sp, { err: e, note });
const N = (a, r, k, s, sp) => c("u", a, r, k, s, sp);

export default [
  T(A, "bull", "annual", "2025年归母净利润1501.81亿元，同比增长1.21%，仍守住正增长。", [
    V("net_profit", "2025", "1501.81"),
    G("net_profit", "2025", { v: "1.21", dir: "up" }),
  ]),
  F(
    "overstatement",
    A,
    "bull",
    "annual",
    "2025年营业收入3375.32亿元，同比增长0.01%，成长性再次获得数据验证。",
    [
      V("revenue", "2025", "3375.32"),
      G("revenue", "2025", { v: "0.01" }),
      G("revenue", "2025", { size: "明显增长", err: "overstatement" }),
    ],
    "0.01%只是持平，不能说明成长性",
  ),
  T(A, "bear", "annual", "营收连续三年原地踏步：2023至2025年分别为3391.23、3374.88、3375.32亿元，增长基本停滞。", [
    V("revenue", "2023", "3391.23"),
    V("revenue", "2024", "3374.88"),
    V("revenue", "2025", "3375.32"),
    G("revenue", "2024", { size: "基本持平" }),
    G("revenue", "2025", { size: "基本持平" }),
  ]),
  F(
    "wrong_value",
    A,
    "bear",
    "annual",
    "2025年营收3375.32亿元，同比下滑0.48%，连续第三年负增长。",
    [G("revenue", "2025", { v: "-0.48", err: "wrong_value" })],
    "-0.48%是2024年；2025年+0.01%",
  ),
  T(A, "bear", "annual", "归母净利润增速从2021年的23.20%一路降至2025年的1.21%，高成长时代已是过去式。", [
    G("net_profit", "2021", { v: "23.20" }),
    G("net_profit", "2025", { v: "1.21" }),
    H.GDIFF({ metric: "net_profit", period: "2022" }, { metric: "net_profit", period: "2021" }, { v: "0", cmp: "lt" }),
    H.GDIFF({ metric: "net_profit", period: "2023" }, { metric: "net_profit", period: "2022" }, { v: "0", cmp: "lt" }),
    H.GDIFF({ metric: "net_profit", period: "2024" }, { metric: "net_profit", period: "2023" }, { v: "0", cmp: "lt" }),
    H.GDIFF({ metric: "net_profit", period: "2025" }, { metric: "net_profit", period: "2024" }, { v: "0", cmp: "lt" }),
  ]),
  F(
    "wrong_magnitude",
    A,
    "bull",
    "annual",
    "2021至2023年归母净利润连续三年两位数增长，2023年达1466.02亿元。",
    [
      GSTREAK("net_profit", ["2021", "2022", "2023"], 10, 100, { err: "wrong_magnitude" }),
      V("net_profit", "2023", "1466.02"),
    ],
    "2023年仅+6.22%",
  ),
  T(A, "fR", "industry", "资产负债率90.20%看似偏高，但对商业银行而言约九成负债率属于行业常态，无需过度解读。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
  ]),
  F(
    "industry_sense",
    A,
    "fR",
    "industry",
    "2025年末资产负债率高达90.20%，负债率偏高，偿债压力值得警惕。",
    [V("debt_ratio", "2025", "90.20", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    "银行约90%负债率属常态",
  ),
  F(
    "industry_sense",
    A,
    "tC",
    "industry",
    "一季度末资产负债率升至90.43%，杠杆水平过高是最大风险点，建议减仓。",
    [V("debt_ratio", "2026Q1", "90.43", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    "银行负债率约90%属常态",
  ),
  T(A, "fE", "annual", "2025年ROE为13.44%，较2024年的14.49%下降1.05个百分点，盈利能力有所下行。", [
    V("roe", "2025", "13.44", "%"),
    V("roe", "2024", "14.49", "%"),
    PP("roe", "2025", { v: "-1.05" }),
  ]),
  F(
    "wrong_period",
    A,
    "fE",
    "annual",
    "2025年加权ROE为14.49%，仍明显高于行业平均，资本回报优势突出。",
    [V("roe", "2025", "14.49", "%", "eq", { err: "wrong_period" }), U("行业平均")],
    "14.49%是2024年",
  ),
  T(A, "fE", "quarterly", "2026年一季度营收869.40亿元，同比增长3.81%，归母净利润378.52亿元，同比增长1.52%。", [
    V("revenue", "2026Q1", "869.40"),
    G("revenue", "2026Q1", { v: "3.81" }),
    V("net_profit", "2026Q1", "378.52"),
    G("net_profit", "2026Q1", { v: "1.52" }),
  ]),
  F(
    "wrong_value",
    A,
    "fE",
    "quarterly",
    "2026年一季度归母净利润378.52亿元，同比增长3.81%，利润增速领先营收。",
    [V("net_profit", "2026Q1", "378.52"), G("net_profit", "2026Q1", { v: "3.81", err: "wrong_value" })],
    "3.81%是营收增速；利润+1.52%",
  ),
  T(A, "fE", "quarterly", "2025年四季度单季营收861.12亿元，同比增长1.57%；单季归母净利润364.09亿元，同比增长3.41%。", [
    V("revenue", "2025S4", "861.12"),
    G("revenue", "2025S4", { v: "1.57" }),
    V("net_profit", "2025S4", "364.09"),
    G("net_profit", "2025S4", { v: "3.41" }),
  ]),
  F(
    "wrong_extreme",
    A,
    "fT",
    "quarterly",
    "2025年四季度单季归母净利润364.09亿元，为全年单季最高。",
    [MAX("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"], { err: "wrong_extreme" })],
    "四季度是全年最低，最高为三季度388.42亿元",
  ),
  T(A, "fT", "quarterly", "2025年单季归母净利润在三季度达到388.42亿元的高点后，四季度回落至364.09亿元。", [
    MAX("net_profit", "2025S3", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
    QOQ("net_profit", "2025S4", "2025S3", { dir: "down" }),
  ]),
  T(A, "fV", "valuation", "按2025年每股收益5.70元和最新收盘38.27元计算，静态市盈率约6.7倍。", [
    V("basic_eps", "2025", "5.70", "元"),
    CLOSE("38.27"),
    PE("2025", "6.7"),
  ]),
  T(A, "fV", "valuation", "一季度末每股净资产44.90元，股价38.27元对应市净率约0.85倍，仍处破净状态。", [
    V("bps", "2026Q1", "44.90", "元"),
    PE("2026Q1", "0.85", "approx", { per: "bps" }),
    PE("2026Q1", "1", "lt", { per: "bps" }),
  ]),
  F(
    "wrong_value",
    A,
    "fV",
    "valuation",
    "以2025年末每股净资产43.43元计，当前市净率约1.1倍，估值已不便宜。",
    [PE("2025", "1.1", "approx", { per: "bps", err: "wrong_value" })],
    "约0.88倍",
  ),
  N(A, "fV", "undecidable", "当前股息率约5%，显著高于十年期国债收益率，红利配置价值凸显。", [U("股息率与国债收益率")]),
  N(A, "bull", "undecidable", "2025年末不良贷款率0.94%，拨备覆盖率超过400%，资产质量行业领先。", [
    U("不良率与拨备覆盖率"),
  ]),
  N(A, "bear", "undecidable", "2025年净息差已降至1.9%以下，且2026年仍有下行压力。", [U("净息差与预测")]),
  N(A, "tN", "undecidable", "招行零售AUM突破16万亿元，私行客户数同比增长超10%。", [U("AUM与客户数")]),
  T(A, "fM", "technical", "股价38.27元跌破全部主要均线，MACD于4月27日死叉且DIF已落至零轴下方。", [
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    MACD("death_cross", 5),
    MACD("dif_below_zero"),
  ]),
  F(
    "technical",
    A,
    "fM",
    "technical",
    "股价在60日均线上方获得支撑，短期调整空间有限。",
    [MA(60, "above", { err: "technical" })],
    "收盘低于MA60",
  ),
  T(A, "tT", "technical", "收盘价38.27元低于此前20个交易日的所有收盘价，创出阶段新低，距52周低点37.31元仅2.6%。", [
    BRK(20, "down"),
    LO52({ cond: "level", v: "37.31" }),
    LO52({ v: "2.6", cmp: "approx" }),
  ]),
  F(
    "technical",
    A,
    "tT",
    "technical",
    "股价较52周高点48.55元回撤约12%，调整幅度温和。",
    [HI52({ cond: "level", v: "48.55" }), HI52({ v: "-12", cmp: "approx", err: "technical" })],
    "回撤约21.2%",
  ),
  T(A, "tT", "technical", "RSI(14)约36，弱势但未超卖；近20日均量较前20日放大约10%，放量下跌需警惕。", [
    RSI("36", "approx"),
    RSI("30", "gt"),
    VOLR({ v: "1.1", cmp: "approx" }),
    RET(20, { dir: "down" }),
  ]),
  T(A, "tS", "technical", "年初至今股价下跌约9.1%，已明显低于2025年末的42.10元。", [
    SPAN("2025-12-31", { v: "-9.1", cmp: "approx" }),
    CLOSE("42.10", "eq", { date: "2025-12-31" }),
  ]),
  F(
    "technical",
    A,
    "tS",
    "technical",
    "近一年股价上涨约10%，红利资产持续受追捧。",
    [RET(250, { v: "10", cmp: "approx", dir: "up", err: "technical" })],
    "250日-10.48%",
  ),
  T(A, "tF", "annual", "2025年末总资产约13.07万亿元，同比增长约7.6%，资产扩张快于利润增长。", [
    V("total_assets", "2025", "13.07", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.6", cmp: "approx" }),
    H.GDIFF(
      { metric: "total_assets", period: "2025" },
      { metric: "net_profit", period: "2025" },
      { v: "0", cmp: "gt" },
    ),
  ]),
  F(
    "wrong_value",
    A,
    "tF",
    "annual",
    "2025年末总资产突破14万亿元，规模稳居股份行首位。",
    [V("total_assets", "2025", "14", "万亿", "gt", { err: "wrong_value" }), U("股份行排名")],
    "13.07万亿元",
  ),
  T(A, "tF", "annual", "2025年每股经营现金流17.90元，每股收益5.70元，每股净资产43.43元。", [
    V("ocf_per_share", "2025", "17.90", "元"),
    V("basic_eps", "2025", "5.70", "元"),
    V("bps", "2025", "43.43", "元"),
  ]),
  F(
    "wrong_value",
    A,
    "tB",
    "annual",
    "2025年经营活动现金流净额4514.57亿元，同比大增约25%，流动性充沛。",
    [
      V("operating_cash_flow", "2025", "4514.57"),
      G("operating_cash_flow", "2025", { v: "25", cmp: "approx", err: "wrong_value" }),
    ],
    "约+1%；25%是2024年",
  ),
  T(A, "tB", "annual", "2025年扣非归母净利润1500.07亿元，与归母净利润1501.81亿元几乎一致，利润质量扎实。", [
    V("deducted_net_profit", "2025", "1500.07"),
    V("net_profit", "2025", "1501.81"),
    R("deducted_net_profit", "net_profit", "2025", "99", { u: "%", cmp: "gt" }),
  ]),
  T(A, "tBe", "annual", "2022-2025年营收几乎零增长，3年累计下降约2.1%。", [
    G("revenue", "2025", { base: "2022", v: "-2.1", cmp: "approx" }),
  ]),
  F(
    "wrong_base_year",
    A,
    "tBe",
    "annual",
    "2025年营收较2021年下降约2%，规模已回到四年前水平以下。",
    [G("revenue", "2025", { base: "2021", v: "-2", cmp: "approx", err: "wrong_base_year" })],
    "较2021年+1.9%；下降的是较2022年",
  ),
  T(A, "tA", "technical", "股价处于52周区间下沿（位置约8.5%），风险收益比改善，可分批买入。", [
    POS52({ v: "8.5", cmp: "approx" }),
  ]),
  T(A, "tTr", "technical", "连续跌破5、10、20日均线，5日跌幅3.87%，短线以观望为主。", [
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    RET(5, { v: "-3.87" }),
  ]),
  T(A, "tNe", "quarterly", "2025年前三季度营收2514.20亿元，同比下降0.51%，全年则以0.01%勉强转正。", [
    V("revenue", "2025M9", "2514.20"),
    G("revenue", "2025M9", { v: "-0.51" }),
    G("revenue", "2025", { v: "0.01", dir: "up" }),
  ]),
  F(
    "wrong_period",
    A,
    "tNe",
    "quarterly",
    "2025年上半年营收2514.20亿元，同比下降1.72%。",
    [V("revenue", "2025H1", "2514.20", "亿", "eq", { err: "wrong_period" }), G("revenue", "2025H1", { v: "-1.72" })],
    "2514.20亿元是前三季度；上半年1699.69亿元",
  ),
  T(A, "tP", "annual", "2019年至2025年，归母净利润从928.67亿元增至1501.81亿元，年均复合增长约8.3%。", [
    V("net_profit", "2019", "928.67"),
    V("net_profit", "2025", "1501.81"),
    CAGR("net_profit", "2019", "2025", { v: "8.3", cmp: "approx" }),
  ]),
  N(A, "tP", "undecidable", "招行ROE约13.4%，高于平安银行和兴业银行，龙头溢价合理。", [
    V("roe", "2025", "13.4", "%", "approx"),
    U("同业ROE"),
  ]),
  N(A, "tN", "announcement", "公司拟于2026年6月实施2025年度分红，每股派息约2元。", [
    U("招行仅存储年报公告，分红实施无法判定"),
  ]),
  // 2025-04-30 (FY2024 and 2025Q1 public)
  T(
    P,
    "fE",
    "quarterly",
    "招行开年营收、利润双双小幅下滑：2025年一季度分别为837.51亿元（-3.09%）和372.86亿元（-2.08%）。",
    [
      V("revenue", "2025Q1", "837.51"),
      G("revenue", "2025Q1", { v: "-3.09", size: "小幅下滑" }),
      V("net_profit", "2025Q1", "372.86"),
      G("net_profit", "2025Q1", { v: "-2.08", size: "小幅下滑" }),
    ],
  ),
  T(P, "bear", "annual", "2024年营收3374.88亿元，同比下降0.48%，已连续两年负增长。", [
    V("revenue", "2024", "3374.88"),
    G("revenue", "2024", { v: "-0.48" }),
    G("revenue", "2023", { dir: "down" }),
  ]),
  F("wrong_direction", P, "bull", "annual", "2024年营收3374.88亿元，同比小幅增长0.48%，经营底盘稳固。", [
    G("revenue", "2024", { v: "0.48", err: "wrong_direction" }),
  ]),
  N(P, "bull", "undecidable", "2025年全年归母净利润将同比增长约3%，股息率有望维持5%以上。", [
    U("预测（2025年报未披露）"),
  ]),
  // vote
  T(A, "vF", "annual", "中性：利润保持1%左右的微增，营收持平，ROE下滑1.05个百分点，基本面稳而不强。", [
    G("net_profit", "2025", { v: "1", cmp: "approx", size: "微增" }),
    G("revenue", "2025", { size: "基本持平" }),
    PP("roe", "2025", { v: "-1.05" }),
  ]),
  F(
    "stance",
    A,
    "vT",
    "technical",
    "看多：股价缩量回落至52周低位附近、并跌破20日新低，主力吸筹迹象明显，技术面积极。",
    [READ(RET(20, { v: "-3.89" }), "positive", { err: "stance" })],
    "下跌读作积极",
  ),
  T(A, "tS", "technical", "雪球帖：招行近20个交易日跌了3.9%，38块多的价格，股息率党可以慢慢捡了。", [
    RET(20, { v: "-3.9", cmp: "approx" }),
    CLOSE("38", "gt"),
    CLOSE("39", "lt"),
  ]),
];
