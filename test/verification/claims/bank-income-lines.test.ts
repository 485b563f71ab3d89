import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 招商银行 营业总收入 growth 2024 −0.48 %, 2025 +0.01 %: a fall that narrowed, but of the total, not of a fee line.
describe("a bank's income line named before 收入 (手续费收入, 利息收入)", () => {
  it("is a part the data does not hold, not 营业总收入", () => {
    expect(mark("600036", "招行财富管理手续费收入降幅在收窄。")).toBe("❔");
    expect(mark("600036", "招行2025年营业总收入3375.32亿元，利息收入占比约六成。")).toBe("❔");
  });
  it("the total itself is still read", () => {
    expect(mark("600036", "招行营业总收入降幅收窄，2025年已微增0.01%。")).toBe("✅");
  });
});
