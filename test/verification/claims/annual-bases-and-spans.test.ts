import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sinceSpanWritten } from "../../../src/verification/claims/since-span";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 贵州茅台 经营现金流 2023 665.93亿元, 2024 924.64亿元, 2025 615.22亿元; 归母净利润 2022 627.16亿元,
// 2024 862.28亿元, 2025 823.20亿元.
describe("a high named by its value (从X的高点回落) is its own clause's base", () => {
  it("in the year of that value, not the base year a clause before named", () => {
    expect(mark("600519", "2025年经营现金流615.22亿，比2023年的665.93亿低约8%，但已从924.64亿的高点回落。")).toBe("✅");
    expect(mark("600519", "2025年归母净利823.2亿，比2022年的627.16亿高约31%，但已从862.28亿的高点回落。")).toBe("✅");
  });
  it("a value no year holds is still wrong", () => {
    expect(mark("600519", "2025年归母净利823.2亿，比2022年的627.16亿高约31%，但已从900.28亿的高点回落。")).toBe("❌");
  });
});

// 中国平安 归母净利润 2023 856.65亿元, 2024 1266.07亿元, 2025 1347.78亿元; 收盘价 2024-12-31 52.65元.
describe("a move 从A升到B (升 is no litre) after a window since a year-end close", () => {
  it("reads 升到 as a rise and 同期 as the window's years", () => {
    expect(mark("601318", "归母净利从1266亿升到1348亿。")).toBe("✅");
    expect(mark("601318", "归母净利从1348亿降到1266亿。")).toBe("❌");
    expect(mark("601318", "2024年末收盘52.65元以来累计上涨约12.8%，同期归母净利从1266亿升到1348亿。")).toBe("✅");
    expect(mark("601318", "2024年末收盘52.65元以来累计上涨约12.8%，同期归母净利从856.65亿升到1266亿。")).toBe("❌");
  });
});

describe("a count of years after a move since a year ends the span (2021年以来…，三年…)", () => {
  it("at the start plus the count, before the last annual report", () => {
    expect(sinceSpanWritten("2021年以来毛利率从19.13%降至15.47%，三年下滑约3.7个百分点", "2026-04-30")).toBe(
      "毛利率从2021年的19.13%降至2024年的15.47%，三年下滑约3.7个百分点",
    );
    expect(sinceSpanWritten("2021年以来毛利率从19.13%降至15.47%，累计下滑约3.7个百分点", "2026-04-30")).toBe(
      "毛利率从2021年的19.13%降至2025年的15.47%，累计下滑约3.7个百分点",
    );
  });
  it("checks the figures at those years", () => {
    expect(mark("600519", "2021年以来归母净利从524.60亿增至862.28亿，三年增长约64%。")).toBe("✅");
    expect(mark("600519", "2021年以来归母净利从524.60亿增至823.2亿，四年增长约57%。")).toBe("✅");
    expect(mark("600519", "2021年以来归母净利从524.60亿增至823.2亿，三年增长约57%。")).toBe("❌");
  });
});

// 五粮液 归母净利润 growth 2016 +9.85 %, 2017 +42.58 %, 2018 +38.36 %, 2019 +30.02 %.
describe("a window since a year inside the range its sentence names", () => {
  it("narrows the run to the window", () => {
    const asOf = "2020-05-15";
    expect(mark("000858", "归母净利2015至2019年连续四年增长，2017年以来每年增速都在30%以上。", asOf)).toBe("✅");
    expect(mark("000858", "归母净利2015至2019年连续四年增长，2016年以来每年增速都在30%以上。", asOf)).toBe("❌");
    expect(mark("000858", "归母净利2015至2019年连续四年增长，每年增速都在30%以上。", asOf)).toBe("❌");
  });
});

// 招商银行 投资活动现金流量净额 2022 -5139.26亿元, 2023 -2551.07亿元, 2024 -2928.59亿元, 2025 -3249.20亿元.
describe("多流出 / 少流出: more or less of a flow, by its size", () => {
  it("is the change of the outflow, its way judged", () => {
    expect(mark("600036", "2025年投资活动现金净流出3249.20亿元，比上年的2928.59亿元多流出约321亿元。")).toBe("✅");
    expect(mark("600036", "2023年投资活动现金净流出2551.07亿元，比上年少流出约2588亿元。")).toBe("✅");
    expect(mark("600036", "2025年投资活动现金净流出3249.20亿元，比上年少流出约321亿元。")).toBe("❌");
    expect(mark("600036", "2025年投资活动现金净流出3249.20亿元，比上年多流出约421亿元。")).toBe("❌");
  });
});

// 贵州茅台 分配股利、利润或偿付利息支付的现金 2024 709.51亿元, 2025 672.42亿元.
describe("多付 / 少付: more or less of a payment, a way like 多流出", () => {
  it("is judged on the payment's change", () => {
    expect(mark("600519", "2025年分配股利、偿付利息支付现金672.42亿元，比上年少付约37亿元。")).toBe("✅");
    expect(mark("600519", "2025年分配股利、偿付利息支付现金672.42亿元，比上年多付约37亿元。")).toBe("❌");
    expect(mark("600519", "2025年分配股利及偿付利息支付的现金比上年多支付了约37亿元。")).toBe("❌");
  });
});
