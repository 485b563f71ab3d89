import { describe, expect, it } from "vitest";
import { unchained } from "../../../src/verification/claims/chains";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { normalizeNumberText } from "../../../src/verification/extract-numbers";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));
const read = (text: string): string => unchained(normalizeNumberText(text));

/**
 * "增速2022年15.1%→2023年6.2%→2024、2025年都只有1.2%左右": a chain whose last arrow leads into a list of years sharing
 * one level ends before that list; each level of the chain keeps its own year and the list is a clause of its own.
 */
describe("a chain that ends in a list of years", () => {
  it("is cut before the list", () => {
    expect(read("增速2022年15.1%→2023年6.2%→2024、2025年都只有1.2%左右")).toContain(",增速2024、2025年都只有1.2%左右");
  });

  // 招商银行 归母净利润 growth: +23.2 % (2021), +15.08 % (2022), +6.22 % (2023), +1.22 % (2024), +1.21 % (2025).
  it("招商银行 binds each rate to its own year", () => {
    expect(mark("600036", "利润增速2021年23.2%→2022年15.1%→2023年6.2%→2024、2025年都只有1.2%左右。")).toBe("✅");
    expect(mark("600036", "利润增速2021年23.2%→2022年6.2%→2023年15.1%→2024、2025年都只有1.2%左右。")).toBe("❌");
  });

  it("keeps what the chain is of in the list's clause, so a wrong rate there fails", () => {
    expect(read("利润增速2021年23.2%→2023年6.2%→2024、2025年都只有1.2%左右")).toContain(",利润增速2024、2025年");
    expect(mark("600036", "净利润增速2022年15.1%→2023年6.2%→2024、2025年都只有3.5%左右。")).toBe("❌");
    expect(mark("600036", "净利润增速2022年15.1%→2023年6.2%→2024、2025年都只有1.2%左右。")).toBe("✅");
    // Counter-case: a chain opening on a year names no subject to carry.
    expect(read("2021年23.2%→2023年6.2%→2024、2025年都只有1.2%左右")).toContain("6.2%,2024、2025年");
  });

  // Counter-case: a chain of levels alone, and an arrow into one year's level, are read as before.
  it("leaves a chain with no year list after it", () => {
    expect(read("营收2023年1505.60亿→2024年1741.44亿")).not.toContain(",");
    expect(mark("600519", "营收2022年1275.54亿→2023年1505.60亿→2024年1741.44亿。")).toBe("✅");
  });
});
