import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a figure right after a record over a span (2017年以来最高90.95%) is the span's extreme", () => {
  // 中国平安 资产负债率 2017 90.95 %, 2018 90.43 %, 2019-2025 89.37-89.93 %; 贵州茅台 2019-2025 低点 2025 16.42 %.
  it("holds when the span's highest (lowest) stored value is the figure, whichever year set it", () => {
    expect(mark("601318", "负债率2017年以来最高90.95%，对保险集团属正常区间。")).toBe("✅");
    expect(mark("601318", "负债率2018年以来最高90.43%。")).toBe("✅");
    expect(mark("600519", "负债率2019年以来最低16.42%。")).toBe("✅");
  });

  it("fails when the span's extreme is another value", () => {
    expect(mark("601318", "负债率2018年以来最高90.95%。")).toBe("❌");
    expect(mark("600519", "负债率2019年以来最低17.98%。")).toBe("❌");
  });

  it("still reads a record with no figure after it as the period judged being the record", () => {
    expect(mark("600519", "2024年负债率19.04%，为2019年以来最低。")).toBe("❌");
    expect(mark("600519", "2025年负债率16.42%，为2019年以来最低。")).toBe("✅");
  });
});
