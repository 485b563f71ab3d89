// One-slip points and points the store cannot decide (reports not yet public, capital ratios, peers outside the
// sample), across the three companies.
import * as H from "../spec-helpers.mjs";

const { V, G, R, CLOSE, LO52, POS52, U, PAIR, RET, SPAN, EV, IND } = H;
const zs = H.maker("b18-mz", "600036");
const nd = H.maker("b18-mn", "300750");
const wl = H.maker("b18-mw", "000858");
const A = "2026-04-30";
const NP = "net_profit";

export default [
  zs(
    "f",
    A,
    "tBe",
    "technical",
    "38.27元的收盘价已是52周最低，股价创出一年新低。",
    [CLOSE("38.27"), LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周内有更低收盘" },
  ),
  zs(
    "f",
    "2025-09-05",
    "tNe",
    "technical",
    "52周区间29.93元至48.55元，现价42.76元处在区间中位偏下。",
    [
      LO52({ cond: "level", v: "29.93" }),
      H.HI52({ cond: "level", v: "48.55" }),
      POS52({ v: "50", cmp: "lt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "区间位置68.9%" },
  ),
  nd(
    "f",
    A,
    "tA",
    "technical",
    "近60个交易日涨了近五成，主升浪仍在延续。",
    [RET(60, { v: "50", cmp: "near", err: "overstatement" })],
    { err: "overstatement", note: "+28.5%" },
  ),
  nd(
    "f",
    "2025-10-31",
    "tT",
    "technical",
    "截至10月底，股价较2024年末仅上涨约22%，明显跑输盈利增速。",
    [SPAN("2024-12-31", { v: "22", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+46.2%；22%是9月初的涨幅" },
  ),
  nd(
    "f",
    A,
    "fT",
    "annual",
    "空方低估了安全垫：货币资金3335亿元，可覆盖总负债约75%。",
    [
      V("cash", "2025", "3335", "亿", "approx"),
      R("cash", "total_liabilities", "2025", "75", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "3335.13/6038.01=55.2%" },
  ),
  wl(
    "f",
    "2020-05-15",
    "tM",
    "annual",
    "2019年ROE 25.26%，在样本白酒公司中排名第一。",
    [V("roe", "2019", "25.26", "%"), PAIR("roe", "2019", "600519", { mode: "gt", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "茅台33.09%更高" },
  ),
  zs(
    "f",
    A,
    "fR",
    "annual",
    "每股经营现金流17.90元，较2024年有所下滑，现金创造能力走弱。",
    [V("ocf_per_share", "2025", "17.90", "元"), G("ocf_per_share", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2024年17.72元" },
  ),
  zs("u", A, "tC", "undecidable", "核心一级资本充足率约14%，高分红仍有空间，但需关注风险加权资产扩张。", [
    U("资本充足率、风险加权资产未存储"),
  ]),
  nd("u", A, "tNe", "undecidable", "匈牙利工厂产能爬坡慢于预期，海外收入占比约三成。", [U("海外产能、地区收入未存储")]),
  nd("u", "2025-10-31", "fM", "quarterly", "四季度单季归母净利有望超过230亿元，全年利润冲击720亿元。", [
    V(NP, "2025S4", "230", "亿", "gt"),
    V(NP, "2025", "720", "亿", "gt"),
  ]),
  zs("u", "2025-04-30", "tF", "quarterly", "2025年上半年归母净利与上年同期基本持平，约750亿元。", [
    V(NP, "2025H1", "750", "亿", "approx"),
    G(NP, "2025H1", { size: "基本持平" }),
  ]),
  wl("u", A, "fV", "undecidable", "五粮液PE已低于泸州老窖，龙二的估值溢价消失。", [
    U("泸州老窖不在样本内；五粮液2020年后利润未存储"),
  ]),
  nd(
    "f",
    A,
    "tN",
    "announcement",
    "4月公司另行推出限制性股票激励计划草案，与员工持股计划形成双重绑定。",
    [EV("equity_incentive", true, { from: "2026-04-01", title: "限制性股票", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月只有调整价格、预留份额授予公告" },
  ),
  zs(
    "f",
    "2020-05-15",
    "tC",
    "annual",
    "2019年末五粮液负债率不到三成，招行却超过九成，后者的杠杆风险高得多。",
    [
      V("debt_ratio", "2019", "90", "%", "gt"),
      V("debt_ratio", "2019", "30", "%", "lt", { t: "000858" }),
      IND("high_debt_is_risk", { err: "industry_sense" }),
    ],
    { err: "industry_sense", note: "银行负债率约90%属行业常态" },
  ),
];
