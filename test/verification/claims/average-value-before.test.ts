import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

// 600028 on 2025-04-30 (src/sample/sample-data.json): close 5.66, MA250 6.29.
const numbers = (claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2025-04-30" }), sampleFacts("600028", "2025-04-30"))
    .filter((c) => c.kind === "number" || c.kind === "market")
    .map((c) => `${c.kind}:${c.ok}`);

describe("a price figure written right before the average it is the value of (约6.29元的250日均线)", () => {
  it("checks it as the average's value, not as the close", () => {
    expect(numbers("5.66元的收盘价比约6.29元的250日均线低了一成左右。")).toEqual(["number:true", "market:true"]);
    expect(numbers("5.66元的收盘价比约7.50元的250日均线低了一成左右。")).toEqual(["number:true", "market:false"]);
  });
});
