import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { sizeDenied } from "../../../src/verification/claims/denied-sizes";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf: string, side?: "bull" | "bear") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf), { side });

describe("a size word denied: the change is not of that size", () => {
  it.each([
    ["改善幅度谈不上显著", "显著"],
    ["增长并不明显", "明显"],
    ["回升算不上大幅", "大幅"],
    ["增速不够强劲", "强劲"],
  ])("%s", (text, word) => expect(sizeDenied(text, word)).toBe(true));
  it("a size asserted is not denied", () => {
    expect(sizeDenied("毛利率显著改善", "显著")).toBe(false);
    expect(sizeDenied("不仅增长，而且显著", "显著")).toBe(false);
  });

  it("a small rise called not significant holds, and the bear's stance is not read from it", () => {
    const c = checks("300750", "一季度毛利率24.82%，改善幅度谈不上显著。", "2026-04-30", "bear");
    expect(c.find((x) => x.kind === "magnitude")?.ok).toBe(true);
    expect(c.some((x) => x.kind === "polarity" && x.ok === false)).toBe(false);
  });
  it("a large change called not significant fails", () => {
    const c = checks("300750", "2025年归母净利润同比增长并不明显。", "2026-04-30");
    expect(c.find((x) => x.kind === "magnitude")?.ok).toBe(false);
  });
});
