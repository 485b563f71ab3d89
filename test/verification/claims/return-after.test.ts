import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));
const years = (claim: string) => parseAssertions(claim, undefined, { asOf: "2026-04-30" }).map((a) => a.years);

/**
 * A return (重回, 恢复) after a clause looking back at an earlier year is in the year after it. 宁德时代 营业总收入
 * 2024 −9.70 %, 2025 +17.04 %; 贵州茅台 营业总收入 2025 −1.20 %.
 */
describe("a return after a clause looking back at an earlier year", () => {
  it("is judged in the year after the one looked back at", () => {
    expect(years("2025年营收同比增长约17%，而2024年还是负增长，营收重回增长").at(-1)).toEqual([2025]);
    expect(years("2025年营收同比增长约17%，营收2024年负增长").at(-1)).toEqual([2024]);
  });

  it("holds a return that came, fails one that did not", () => {
    expect(mark("300750", "2025年营业总收入4237.02亿元，同比增长约17%，而2024年还是负增长，营收重回扩张轨道。")).toBe(
      "✅",
    );
    expect(mark("300750", "2025年营收同比增长约17%，2024年还是负增长，营收重回增长。")).toBe("✅");
    expect(mark("600519", "2025年营收同比略降，而2024年还是增长，营收重回增长。")).toBe("❌");
  });
});
