// Third pass: the shorthand real model output leans on (→ chains, YoY / TTM / pp / x, parenthetical figures).
import { maker, V, G, PP, R, UP, DOWN, RET, MA, RSI, U } from "../spec-helpers.mjs";

const mt = maker("s-mt", "600519");
const zs = maker("s-zs", "600036");
const sh = maker("s-sh", "600028");
const nd = maker("s-nd", "300750");
const byd = maker("s-byd", "002594");
const pa = maker("s-pa", "601318");

const C = "2026-04-30";

export default [
  nd(
    "t",
    C,
    "tF",
    "quarterly",
    "TTM口径归母净利润约789.8亿（FY25 722.01亿 + 26Q1 207.38亿 − 25Q1 139.63亿），较FY25全年再上一个台阶，" +
      "盈利仍在上行通道。",
    [
      V("net_profit", "2026Q1TTM", "789.8", "亿", "approx"),
      V("net_profit", "2025", "722.01"),
      V("net_profit", "2026Q1", "207.38"),
      V("net_profit", "2025Q1", "139.63"),
      G("net_profit", "2026Q1TTM", { base: "2025", dir: "up" }),
    ],
  ),
  byd(
    "t",
    C,
    "tBe",
    "quarterly",
    "把一季度并进来看，TTM归母净利润只剩约275亿，比FY25的326.19亿又少了约16%，利润下滑还没止住。",
    [
      V("net_profit", "2026Q1TTM", "275", "亿", "approx"),
      V("net_profit", "2025", "326.19"),
      G("net_profit", "2026Q1TTM", { base: "2025", v: "-16", cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    C,
    "tB",
    "quarterly",
    "TTM归母净利润约862亿，仍处于历史高位附近，一季度的微增说明盈利中枢并未下移。",
    [V("net_profit", "2026Q1TTM", "862", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "862.28亿是FY2024；截至2026Q1的TTM为827.16亿" },
  ),
  zs(
    "t",
    C,
    "fE",
    "quarterly",
    "按TTM计，营收约3407亿、归母净利润约1507亿（YoY口径的一季度增速分别为+3.8%/+1.5%），净利润/营收约44%。",
    [
      V("revenue", "2026Q1TTM", "3407", "亿", "approx"),
      V("net_profit", "2026Q1TTM", "1507", "亿", "approx"),
      G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
      V("net_profit/revenue", "2026Q1TTM", "44", "%", "approx"),
    ],
  ),
  mt(
    "t",
    C,
    "bull",
    "annual",
    "营收888.54→979.93→1094.64→1275.54→1505.60→1741.44亿（2019→2024），五年没有一年下滑，" +
      "2025年1720.54亿只是高位小幅回落（YoY -1.2%）。",
    [
      V("revenue", "2019", "888.54"),
      V("revenue", "2022", "1275.54"),
      V("revenue", "2024", "1741.44"),
      UP("revenue", ["2019", "2020", "2021", "2022", "2023", "2024"]),
      V("revenue", "2025", "1720.54"),
      G("revenue", "2025", { v: "-1.2", cmp: "approx", size: "小幅下滑" }),
    ],
  ),
  pa(
    "t",
    C,
    "fQ",
    "annual",
    "经营现金流901.16→4859.05→3604.03→3824.74→6586.32亿（2021→2025），年度之间大起大落，" +
      "用单一年份的OCF/净利润（FY25约4.9x）判断利润质量并不可靠。",
    [
      V("operating_cash_flow", "2021", "901.16"),
      V("operating_cash_flow", "2022", "4859.05"),
      V("operating_cash_flow", "2023", "3604.03"),
      V("operating_cash_flow", "2025", "6586.32"),
      R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
    ],
  ),
  nd(
    "t",
    C,
    "fT",
    "annual",
    "OCF 429.08→612.09→928.26→969.90→1332.20亿，2021-2025年逐年增长，FY25 YoY约+37%，现金创造能力没有掉队。",
    [
      UP("operating_cash_flow", ["2021", "2022", "2023", "2024", "2025"]),
      V("operating_cash_flow", "2021", "429.08"),
      G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }),
    ],
  ),
  byd(
    "f",
    C,
    "fR",
    "annual",
    "capex 373.44→974.57→1220.94→973.60→1568.08亿，2021年以来逐年加码，重资产扩张一刻没停。",
    [
      V("capex", "2021", "373.44"),
      V("capex", "2025", "1568.08"),
      UP("capex", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2024年capex 973.60亿低于2023年的1220.94亿" },
  ),
  sh(
    "t",
    "2025-04-30",
    "tBe",
    "annual",
    "EPS 0.588→0.555→0.505→0.415元（2021→2024），连续三年下滑，累计降幅约29%，分红能力也会随之承压。",
    [
      DOWN("basic_eps", ["2021", "2022", "2023", "2024"]),
      V("basic_eps", "2021", "0.588", "元"),
      G("basic_eps", "2024", { base: "2021", v: "-29", cmp: "approx" }),
    ],
  ),
  zs(
    "f",
    C,
    "tBe",
    "annual",
    "ROE（加权）14.49%→13.44%，YoY -1.05pp；而净利润YoY仅+0.2%，盈利和回报双双停滞。",
    [
      V("roe", "2024", "14.49", "%"),
      V("roe", "2025", "13.44", "%"),
      PP("roe", "2025", { v: "-1.05", cmp: "eq" }),
      G("net_profit", "2025", { v: "0.2", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "2025年净利润YoY +1.21%" },
  ),
  nd(
    "f",
    C,
    "tT",
    "technical",
    "股价436元，MA20≈425、MA60≈392、MA250≈335，三线多头排列；RSI(14)≈72，短线过热。",
    [MA(20, "above"), MA(60, "above"), MA(250, "above"), RSI("72", "approx", { err: "technical" })],
    { err: "technical", note: "RSI(14)约56.0" },
  ),
  pa("u", C, "tNe", "undecidable", "P/EV≈0.6x、股息率≈5%（按FY25分红），两项估值指标都处于近十年低位区间。", [
    U("内含价值与每股分红不在数据中"),
  ]),
  mt("t", C, "tS", "technical", "近60日+3.1%、近20日-5.1%、近5日-2.4%，短期动能转弱而中期仍略有正收益，情绪偏观望。", [
    RET(60, { v: "3.1", cmp: "approx" }),
    RET(20, { v: "-5.1", cmp: "approx" }),
    RET(5, { v: "-2.4", cmp: "approx" }),
  ]),
  byd("u", C, "fS", "undecidable", "一季度销量YoY约-30%，单车收入回升到约18万元，产品结构在高端化。", [
    U("销量与单车收入不在数据中"),
  ]),
];
