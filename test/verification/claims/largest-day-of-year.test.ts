import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* 招商银行 (600036) as of 2026-04-30: over the year before, the largest one-day rise +3.48 % on 2025-09-02. */
const mark = (claim: string) =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30", company: "600036" }),
      sampleFacts("600036", "2026-04-30"),
    ),
  );

describe("the largest one-day move of the rolling year", () => {
  it("is read over the sessions of the year before the last bar", () => {
    expect(mark("近一年最大单日涨幅约3.5%。")).toBe("✅");
    expect(mark("近一年最大单日涨幅约6%。")).toBe("❌");
  });

  it("checks the day it fell on, with or without a size, and a size in the clause after it", () => {
    expect(mark("过去一年最大单日涨幅出现在2025年9月2日。")).toBe("✅");
    expect(mark("近一年最大单日涨幅出现在2025年9月3日。")).toBe("❌");
    expect(mark("近一年最大单日涨幅出现在2025年9月2日，约3.5%。")).toBe("✅");
    expect(mark("近一年最大单日涨幅出现在2025年9月2日，约6%。")).toBe("❌");
  });
});
