import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { workingIfMasked } from "../../../src/verification/claims/working-if";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("若 before the earnings a multiple is divided by states how it was worked out, not a scenario", () => {
  it("masks the 若 of a basis with its multiple in the same clause, keeping the offsets", () => {
    const s = "静态PE约27倍，若按TTM利润则约25倍。";
    expect(workingIfMasked(s)).toBe("静态PE约27倍，□按TTM利润则约25倍。");
    expect(workingIfMasked("如果改用近四季利润，PE约25倍")).toBe("□□改用近四季利润，PE约25倍");
  });

  it("keeps a 若 whose multiple is a price or value still to come", () => {
    expect(workingIfMasked("若按20倍PE计，股价应在1370元")).toBe("若按20倍PE计，股价应在1370元");
    expect(workingIfMasked("若按利润15倍时股价将翻倍")).toBe("若按利润15倍时股价将翻倍");
  });

  it("checks the trailing PE a 若-basis names against the trailing reading of the last close", () => {
    // 宁德时代 2026-04-30: PE(TTM) 25.17倍; 招商银行 6.40倍.
    expect(mark("300750", "按2025年利润计PE约27.5倍，若按近四个季度利润则约25倍。")).toBe("✅");
    expect(mark("300750", "按2025年利润计PE约27.5倍，若按近四个季度利润则约35倍。")).toBe("❌");
    expect(mark("600036", "招行若按TTM利润则约6.4倍")).toBe("✅");
    expect(mark("600036", "招行若按TTM利润则约9倍")).toBe("❌");
  });

  it("leaves a 若 on a price still to come a scenario", () => {
    expect(mark("300750", "若按TTM利润25倍算，股价回到500元时PE将升至约29倍。")).toBe("❔");
  });
});
