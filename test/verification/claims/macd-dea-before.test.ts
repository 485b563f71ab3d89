import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * DIF against a DEA whose value is written before it ("略低于0.59左右的DEA"), in a clause of its own after the DIF
 * (src/sample/sample-data.json): 比亚迪 2026-04-30 DIF 0.521 < DEA 0.594; 贵州茅台 2025-09-05 DIF 11.679 > DEA 8.959;
 * 中国平安 2026-04-30 DIF -0.350 > DEA -0.637.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("DIF placed against DEA with DEA's value before it", () => {
  it("reads the place of the DIF named before, after a turn word and a hedge", () => {
    expect(mark("002594", "DIF约0.52仍在零轴上方，但已略低于0.59左右的DEA，动能边际转弱。")).toBe("✅");
    expect(mark("002594", "DIF约0.52仍在零轴上方，但已略高于0.59左右的DEA。")).toBe("❌");
    expect(mark("600519", "DIF约11.7，已高于约9.0的DEA。", "2025-09-05")).toBe("✅");
    expect(mark("600519", "DIF约11.7，但已低于约9.0的DEA。", "2025-09-05")).toBe("❌");
  });

  it("reads the value before DEA at the precision shown", () => {
    expect(mark("601318", "DIF稍高于-0.64的DEA。")).toBe("✅");
    expect(mark("601318", "DIF稍高于-0.44的DEA。")).toBe("❌");
    expect(mark("002594", "DIF约0.52仍在零轴上方，但已略低于0.75左右的DEA。")).toBe("❌");
  });
});
