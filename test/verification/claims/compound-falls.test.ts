import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** A yearly rate of decline (年均降幅, 年均下降) compounds over the span as a yearly rate of growth does. */
describe("a yearly rate of decline over a span of years", () => {
  // 中国石化 归母净利润 2021 712.08亿元 → 2024 503.13亿元: −10.9 % a year, −29.3 % over the span.
  it("中国石化 归母净利润 2021→2024 is −10.9 % a year", () => {
    expect(mark("600028", "归母净利润从2021年的712.08亿元连降三年到503.13亿元，年均降幅约11%。")).toBe("✅");
    expect(mark("600028", "归母净利润从2021年的712.08亿元连降三年到503.13亿元，年均降幅约6%。")).toBe("❌");
  });

  // 贵州茅台 货币资金 2023 690.70亿元 → 2025 516.91亿元: −13.5 % a year.
  it("贵州茅台 货币资金 2023→2025 年均下降 is −13.5 % a year", () => {
    expect(mark("600519", "货币资金从2023年的690.70亿元降到2025年的516.91亿元，年均下降约13.5%。")).toBe("✅");
    expect(mark("600519", "货币资金从2023年的690.70亿元降到2025年的516.91亿元，年均下降约8%。")).toBe("❌");
  });

  // 中国石化 营业收入 2022 33181.68亿元 → 2024 30745.62亿元: −3.7 % a year, −7.3 % over both years.
  it("the change over the whole span is not the yearly rate", () => {
    expect(mark("600028", "2022—2024年营业收入年均降幅约3.7%，由33181.68亿元降至30745.62亿元。")).toBe("✅");
    expect(mark("600028", "2022—2024年营业收入年均降幅约7%，由33181.68亿元降至30745.62亿元。")).toBe("❌");
  });
});

/** A chain of levels after a clause's comma ("约12.2%，412亿→823亿") spans the years its sentence names. */
describe("a chain after a comma", () => {
  // 贵州茅台 归母净利润 2019 412.06亿元 → 2025 823.20亿元: +12.2 % a year.
  it("贵州茅台 2019—2025: 412亿 is 2019's level, not 2025's", () => {
    expect(mark("600519", "2019—2025年归母净利年复合增速约12.2%，412亿→823亿，六年利润接近翻倍。")).toBe("✅");
    expect(mark("600519", "2019—2025年归母净利年复合增速约16%，412亿→823亿，六年利润接近翻倍。")).toBe("❌");
    expect(mark("600519", "2019—2025年归母净利年复合增速约12.2%，500亿→823亿。")).toBe("❌");
  });
});
