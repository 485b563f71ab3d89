import { describe, expect, it } from "vitest";
import { parsedOnce, passesOnce } from "../../src/offline/checked-once";
import { checkAssertions } from "../../src/verification/claims/check-assertions";
import type { Facts } from "../../src/verification/claims/facts";
import { parseAssertions } from "../../src/verification/claims/parse-assertions";

// 贵州茅台 in the sample: FY2024 营业总收入 1741.44亿元, FY2023 1505.60亿元 (+15.66 %).
const facts = (): Facts => ({
  asOf: "2025-05-01",
  series: {
    revenue: [
      { period: "2023-12-31", value: 1505.6, unit: "亿元", publicDate: "2024-04-03" },
      { period: "2024-12-31", value: 1741.44, unit: "亿元", publicDate: "2025-04-03" },
    ],
  },
});

describe("the offline analyst's parses and checks, worked out once per wording", () => {
  const claim = "2024年报营业总收入 1741.44亿元，同比+15.66%，明显增长";
  const quote = "营业总收入 1741.44亿元，同比+15.66%";

  it("reads a wording as the checker does, and hands the same reading to the next caller", () => {
    const first = parsedOnce(claim, quote);
    expect(first).toEqual(parseAssertions(claim, quote));
    expect(parsedOnce(claim, quote)).toBe(first);
    // The quote is part of the wording: another quote is another parse.
    expect(parsedOnce(claim, "营业总收入 1741.44亿元")).not.toBe(first);
  });

  it("shares the reading frozen: a caller that tries to change it throws instead of changing what others read", () => {
    const [a] = parsedOnce(claim, quote);
    expect(a).toBeDefined();
    expect(Object.isFrozen(a)).toBe(true);
    expect(() => {
      (a as { metric: string | null }).metric = null;
    }).toThrow(TypeError);
    expect(parsedOnce(claim, quote)[0]?.metric).toBe(a?.metric);
  });

  it("answers as the checker does, for each side and each set of facts, equal facts sharing the answer", () => {
    const checked = (c: string, side: "bull" | "bear", f: Facts) =>
      checkAssertions(parseAssertions(c, quote), f, { side }).every((x) => x.ok === true);
    expect(passesOnce(claim, quote, facts(), { side: "bull" })).toBe(checked(claim, "bull", facts()));
    expect(passesOnce(claim, quote, facts(), { side: "bull" })).toBe(true);
    // A growth is no bear point; a fall said of a rise fails on any side.
    expect(passesOnce(claim, quote, facts(), { side: "bear" })).toBe(false);
    const fell = "2024年报营业总收入 1741.44亿元，同比下降";
    expect(passesOnce(fell, quote, facts(), { side: "bear" })).toBe(false);
    // Other facts are another answer: the same wording on a year that fell.
    const fallen = facts();
    fallen.series.revenue![1]!.value = 1400;
    expect(passesOnce(claim, quote, fallen, { side: "bull" })).toBe(false);
  });
});
