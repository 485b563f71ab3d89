import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { lastYearWritten } from "../../../src/verification/claims/then-year";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 贵州茅台 研发费用 2023 1.57 → 2024 2.18亿元 (+38.9 %); 归母净利润 2024 862.28 → 2025 823.20亿元 (−4.53 %);
// 营业成本 has no 2022, so 2023's change is not in the data (then-year.ts).
describe("最近一年 after a sentence has named a span is the span's last year", () => {
  it("is written out as that year; a sentence naming no span keeps it", () => {
    expect(lastYearWritten("研发费用从2019年的0.49亿元涨到2024年的2.18亿元，最近一年增约38.9%")).toBe(
      "研发费用从2019年的0.49亿元涨到2024年的2.18亿元，2024年增约38.9%",
    );
    expect(lastYearWritten("2024年研发费用2.18亿元，最近一年增约38.9%")).toBe(
      "2024年研发费用2.18亿元，最近一年增约38.9%",
    );
  });

  it("its figure is that year's change: true passes, a wrong size or direction fails, a change the data lacks is ❔", () => {
    const rd = "研发费用从2019年的0.49亿元涨到2024年的2.18亿元，";
    expect(mark("600519", `${rd}最近一年增约38.9%。`)).toBe("✅");
    expect(mark("600519", `${rd}最近一年增约20%。`)).toBe("❌");
    const profit = "归母净利润从2021年的524.60亿元增至2025年的823.20亿元，";
    expect(mark("600519", `${profit}最后一年下降约4.5%。`)).toBe("✅");
    expect(mark("600519", `${profit}最后一年增长约4.5%。`)).toBe("❌");
    expect(mark("600519", "营业成本从2019年的74.30亿元增至2023年的118.67亿元，最近一年增长约20%。")).toBe("❔");
  });
});
