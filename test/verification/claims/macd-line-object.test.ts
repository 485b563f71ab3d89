import { describe, expect, it } from "vitest";
import { checkMacdLines } from "../../../src/verification/claims/check-macd-lines";
import { sampleFacts } from "./sample-facts";

/* From src/sample/sample-data.json: 000858 on 2026-04-30 has DIF -1.174 below DEA -0.717. */
const wl = sampleFacts("000858", "2026-04-30").market!;
const oks = (text: string) => checkMacdLines(text, wl).map((c) => c.ok);

describe("a line written with its value as the object of 位于/在 (DIF -1.17位于DEA -0.72下方)", () => {
  it("reads the object's figure as its own value and the side word as DIF against DEA", () => {
    const checks = checkMacdLines("DIF -1.17位于DEA -0.72下方", wl);
    expect(checks.map((c) => c.expected)).toEqual(["DIF -1.17", "DEA -0.72", "DIF在DEA下方"]);
    expect(checks.every((c) => c.ok)).toBe(true);
    expect(oks("DIF -1.17仍运行在DEA -0.72下方").every(Boolean)).toBe(true);
  });

  it("fails a wrong object value or a wrong side", () => {
    expect(oks("DIF -1.17位于DEA -0.52下方")).toContain(false);
    expect(oks("DIF -1.17位于DEA -0.72上方")).toContain(false);
  });

  it("still reads a line's own side of a figure as a bound (DEA在-0.5下方)", () => {
    expect(oks("DEA在-0.5下方")).toEqual([true]);
    expect(oks("DEA在-0.8下方")).toEqual([false]);
  });
});
