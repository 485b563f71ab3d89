import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { findMetrics } from "../../../src/verification/claims/metric-lexicon";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * Sample figures (亿元): 600519 投资活动现金流量净额 2024 -17.85, 2025 -316.42; 支付股利及利息 2025 672.42, 经营现金流
 * 2025 615.22. 300750 投资活动 2025 -944.76, 经营现金流 1332.20. 601318 支付股利及利息 2024 746.69, 2025 771.46.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));
const metricOf = (text: string) => findMetrics(text).map((m) => m.metric);

describe("the names of an activity's net cash flow", () => {
  it("name the stored line whichever way the net flow is written", () => {
    for (const name of ["投资活动现金净流出", "投资活动净流出", "投资性现金净流出", "投资活动产生的现金流量净额"]) {
      expect(metricOf(`${name}316.42亿元`)).toEqual(["investing_cash_flow"]);
    }
    expect(metricOf("筹资活动现金净流出100亿元")).toEqual(["financing_cash_flow"]);
  });

  it("check an outflow's size against the stored negative flow", () => {
    expect(mark("600519", "2025年投资活动现金净流出316.42亿元，而2024年仅流出17.85亿元")).toBe("✅");
    expect(mark("600519", "2025年投资活动现金净流出316.42亿元，而2024年仅流出27.85亿元")).toBe("❌");
    expect(mark("300750", "投资活动现金净流出944.76亿元，较2024年的488.75亿元明显扩大")).toBe("✅");
  });

  it("compare an outflow named with a base figure by its size", () => {
    expect(mark("600519", "2025年投资活动现金净流出316.42亿元，远高于2024年的17.85亿元")).toBe("✅");
    expect(mark("600519", "2025年投资活动现金净流出316.42亿元，远低于2024年的17.85亿元")).toBe("❌");
  });

  it("read an outflow's multiple of an inflow by its size", () => {
    expect(mark("300750", "2025年投资活动现金净流出944.76亿元，约为同期经营现金流1332.20亿元的0.71倍")).toBe("✅");
    expect(mark("300750", "2025年投资活动现金净流出944.76亿元，约为同期经营现金流1332.20亿元的0.9倍")).toBe("❌");
  });
});

describe("the names of the cash paid as dividends and interest", () => {
  it("name the stored line with every joining word", () => {
    for (const name of ["支付股利及利息", "支付股利与利息", "支付的股利和利息", "股利、利息支付", "分红及付息"]) {
      expect(metricOf(`2025年${name}672.42亿元`)).toEqual(["dividends_interest_paid"]);
    }
  });

  it("keep a generic 现金流 after 的 as the tail of the name, not a second line", () => {
    expect(metricOf("分红及付息的现金流出771.46亿元")).toEqual(["dividends_interest_paid"]);
    expect(mark("601318", "2025年分红及付息的现金流出771.46亿元")).toBe("✅");
  });

  it("check the line's level, change and share of the operating cash flow", () => {
    expect(mark("601318", "2025年支付股利及利息771.46亿元，较2024年增长约3.3%")).toBe("✅");
    expect(mark("601318", "2025年支付股利及利息771.46亿元，较2024年增长约8%")).toBe("❌");
    expect(mark("600519", "2025年支付股利与利息672.42亿元，约占当年经营现金流615.22亿元的109%")).toBe("✅");
    expect(mark("600519", "2025年支付股利与利息672.42亿元，约占当年经营现金流615.22亿元的90%")).toBe("❌");
  });
});

describe("分配股利及付息现金", () => {
  it("is the cash paid as dividends and interest, however 股利 and 付息 are joined", () => {
    expect(findMetrics("分配股利及付息现金")[0]?.metric).toBe("dividends_interest_paid");
    expect(findMetrics("分配股利付息771亿")[0]?.metric).toBe("dividends_interest_paid");
    expect(mark("601318", "2025年分配股利及付息现金771亿。")).toBe("✅");
    expect(mark("601318", "2025年分配股利及付息现金871亿。")).toBe("❌");
  });
});

describe("分红 and 派息 as the dividend half of the line", () => {
  // 002594 2024 100.51, 2025 141.25; 300750 2023 94.81, 2025 349.23.
  it("name the line with 付现, 支出 or 支付 after them, with or without the interest", () => {
    for (const name of ["分红及利息付现", "支付的分红及利息", "派息及利息支出", "分红及利息支付现金"]) {
      expect(metricOf(`2025年${name}672.42亿元`)).toEqual(["dividends_interest_paid"]);
    }
  });

  it("check the line's level, change and multiple of another line", () => {
    expect(mark("002594", "2025年分红及利息付现141.25亿元，同比增加约41%。")).toBe("✅");
    expect(mark("002594", "2025年分红及利息付现141.25亿元，同比增加约61%。")).toBe("❌");
    expect(mark("601318", "2025年分红及利息付现771.46亿元，约为归母净利润的57%。")).toBe("✅");
    expect(mark("600519", "2025年支付的分红及利息672.42亿元，已超过当年经营现金流615.22亿元。")).toBe("✅");
    expect(mark("600519", "2025年分红及利息付现672亿元，约为经营现金流的1.3倍。")).toBe("❌");
    expect(mark("300750", "派息及利息支出从2023年的94.81亿元升到349.23亿元，两年增长两倍多。")).toBe("✅");
    expect(mark("300750", "派息及利息支出从2023年的74.81亿元升到349.23亿元。")).toBe("❌");
  });
});

describe("a payout named without the interest as the line, at most", () => {
  // 601318 2025 line 771.46亿 holds interest paid too; 600036 2025 617.52亿; 002594 2024 100.51, 2025 141.25.
  it("分红付现, 分红支出, 分红类现金流出, 现金分红类支出 name the stored line", () => {
    for (const name of ["分红付现", "分红支出", "分红类现金流出", "现金分红类支出", "现金分红付现", "派息支出"]) {
      expect(metricOf(`2025年${name}771.46亿元`)).toEqual(["dividends_interest_paid"]);
    }
  });

  it("a figure at the line's value is the line, and its change and share are checked", () => {
    expect(mark("601318", "2025年分红支出771亿元，约为归母净利润的57%。")).toBe("✅");
    expect(mark("600036", "分红类现金流出617.52亿元，约为归母净利润的41%。")).toBe("✅");
    expect(mark("600036", "分红类现金流出617.52亿元，约为归母净利润的61%。")).toBe("❌");
    expect(mark("002594", "2025年分红支出141.25亿元，比上年多出约41亿。")).toBe("✅");
    expect(mark("002594", "2025年分红支出141.25亿元，比上年多出约80亿。")).toBe("❌");
  });

  it("a figure above the line is wrong; one below may be the dividends alone, 未能核验", () => {
    expect(mark("601318", "2025年分红支出约871亿元。")).toBe("❌");
    expect(mark("601318", "2025年分红支出约468亿元。")).toBe("❔");
    expect(mark("300750", "2025年分红付现约246亿元。")).toBe("❔");
    // The line named with its interest is bound in full: below it is wrong too.
    expect(mark("601318", "2025年分红及付息的现金流出约468亿元。")).toBe("❌");
  });

  it("现金分红 above the line may be a year's declared total, which the data does not hold: 未能核验", () => {
    // 600519 支付股利及利息 2024 709.51亿.
    expect(mark("600519", "2024年现金分红支出约735亿元。")).toBe("❔");
    expect(mark("600519", "2024年现金分红支出约710亿元。")).toBe("✅");
    expect(mark("600519", "2024年分红支出约735亿元。")).toBe("❌");
  });
});

// 中国石化 研发费用 2020-2024: 100.87 → 114.81 → 127.73 → 139.69 → 152.15亿元, rising every year.
describe("研发 alone", () => {
  it("names the research spending, in a streak and with a figure", () => {
    expect(mark("600028", "2024年利润下滑，而研发连增四年至152.15亿元。")).toBe("✅");
    expect(mark("600028", "2024年利润下滑，研发却降至152.15亿元。")).toBe("❌");
  });

  it("is not the people, strength or intensity of research", () => {
    expect(findMetrics("研发人员增至2万人").map((m) => m.metric)).toEqual([]);
    expect(findMetrics("研发实力增强").map((m) => m.metric)).toEqual([]);
  });
});

describe("研发 before something researched (研发的炼化技术)", () => {
  // 600028's 2024 归母净利润 fell 16.79 %; its 研发费用 rose.
  it("names no spending, so the profit's move is judged", () => {
    expect(mark("600028", "2024年研发的炼化技术带动利润增长。")).toBe("❌");
    expect(mark("600028", "研发连增四年至152.15亿元。")).toBe("✅");
  });
});

describe("研发 before what was spent (研发就花了…)", () => {
  // 600028's 2024 研发费用 152.15亿元.
  it("is the spending", () => {
    expect(mark("600028", "光2024年研发就花了152.15亿元。")).toBe("✅");
    expect(mark("600028", "转型投入力度很大，光2024年研发就花了1521.5亿元。")).toBe("❌");
  });
});

describe("the names of capital spending (资本开支)", () => {
  it("include the cash-flow line by its own words, short or in full, not the total assets inside them", () => {
    for (const name of ["购建长期资产支出", "购建长期资产的现金", "购建固定资产、无形资产和其他长期资产支付的现金"]) {
      expect(metricOf(`${name}100亿元`)).toEqual(["capex"]);
    }
    expect(metricOf("总资产增长10%")).toEqual(["total_assets"]);
  });
  it("check it against the stored capex (贵州茅台 2024 46.79亿, 2025 31.28亿)", () => {
    expect(mark("600519", "茅台2025年购建长期资产支出约31亿元，较上年减少。")).toBe("✅");
    expect(mark("600519", "茅台2025年购建长期资产支出约31亿元，较上年增加。")).toBe("❌");
  });
});
