import { describe, expect, it } from "vitest";
import { checkMacdLines } from "../../../src/verification/claims/check-macd-lines";
import { sampleFacts } from "./sample-facts";

/* From src/sample/sample-data.json: 600036 on 2026-04-30 shows DIF -0.125 (three decimals), DEA 0.009. */
const zs = sampleFacts("600036", "2026-04-30").market!;
const difOk = (text: string) => checkMacdLines(text, zs).find((c) => c.expected.startsWith("DIF "))?.ok;

describe("a MACD line's value rounded again from the three decimals it is shown at", () => {
  it("holds DIF -0.13 for a DIF shown as -0.125, as it holds -0.12 of the value itself", () => {
    expect(difOk("DIF -0.13已跌破零轴")).toBe(true);
    expect(difOk("DIF -0.12已跌破零轴")).toBe(true);
  });

  it("fails a value beyond half a unit of its last digit from either", () => {
    expect(difOk("DIF -0.14已跌破零轴")).toBe(false);
    expect(difOk("DIF -0.11已跌破零轴")).toBe(false);
  });
});
