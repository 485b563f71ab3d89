import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * A growth rate's path over a window ("自2021年…增速已从23.2%降到1.21%", "近三年增速从15%降到1%出头", "从两年前的42%")
 * starts at the window's first year when the rate written is that year's; any other start fails on the year before.
 */
describe("a growth rate's path over a window of years", () => {
  // 招商银行 归母净利润 growth: 2021 +23.2 %, 2022 +15.1 %, 2023 +6.2 %, 2024 +1.22 %, 2025 +1.21 %.
  it("招商银行 自2021年: 23.2 % is 2021's rate", () => {
    const lead = "归母净利润自2021年的1199.22亿元逐年抬升至1501.81亿元，连增四年，";
    expect(mark("600036", `${lead}可增速已从23.2%降到1.21%。`)).toBe("✅");
    expect(mark("600036", `${lead}可增速已从30%降到1.21%。`)).toBe("❌");
  });

  it("招商银行 近三年: 15 % is 2022's rate", () => {
    expect(mark("600036", "2019-2025年归母净利润年复合增速约8.3%，但近三年增速已从15%降到1%出头。")).toBe("✅");
    expect(mark("600036", "2019-2025年归母净利润年复合增速约8.3%，但近三年增速已从25%降到1%出头。")).toBe("❌");
  });

  // 比亚迪 营业总收入 growth: 2023 +42.0 %, 2024 +29.0 %, 2025 +3.5 %.
  it("比亚迪 两年前: 42 % is 2023's rate", () => {
    const lead = "营收从2021年2161亿到2025年8040亿，四年增长到约3.7倍；";
    expect(mark("002594", `${lead}但2025年增速已从两年前的42%降至3.5%。`)).toBe("✅");
    expect(mark("002594", `${lead}但2025年增速已从两年前的60%降至3.5%。`)).toBe("❌");
  });
});
