import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf));

describe("an amount's change is a per cent of it, never points", () => {
  it("its % change written in points is failed, with the unit named", () => {
    const c = checks("002594", "一季度归母净利润40.85亿元，同比下降55.4个百分点。");
    expect(markOf(c)).toBe("❌");
    expect(c.find((x) => x.ok === false)?.reason).toContain("不是百分点");
    expect(markOf(checks("002594", "一季度归母净利润40.85亿元，同比下降55.4%。"))).toBe("✅");
  });
});
