import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { ratioHeading } from "../../../src/verification/claims/slash-pairs";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a ratio's heading", () => {
  it("is a clause naming only two metrics joined by a slash or 与…之比", () => {
    expect(ratioHeading("资本开支/经营现金流")).toEqual({ num: "capex", per: "operating_cash_flow" });
    expect(ratioHeading("资本开支与经营现金流之比")).toEqual({ num: "capex", per: "operating_cash_flow" });
    expect(ratioHeading("资本开支与经营现金流")).toBeNull();
    expect(ratioHeading("资本开支/经营现金流2.65倍")).toBeNull();
  });

  it("rules the multiples of the clauses after it that name no metric of their own", () => {
    // 比亚迪 资本开支 / 经营现金流: FY2025 2.65倍, FY2024 0.73倍.
    const claim = (x: string, y: string) => `资本开支/经营现金流：2025年约${x}倍，2024年约${y}倍。`;
    expect(mark("002594", claim("2.65", "0.73"), "2026-04-30")).toBe("✅");
    expect(mark("002594", claim("2.65", "0.93"), "2026-04-30")).toBe("❌");
    expect(mark("002594", claim("1.65", "0.73"), "2026-04-30")).toBe("❌");
  });
});
