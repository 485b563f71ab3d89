import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { yearsAfterRun } from "../../../src/verification/claims/years-after";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("levels listed after a year and a run word (2021年…之后，连年走低：671亿、605亿) are the years that follow", () => {
  // 中国石化 归母净利润: 2021 712.08亿, 2022 670.82亿, 2023 604.63亿, 2024 503.13亿.
  it("writes each level with its year, in order", () => {
    expect(yearsAfterRun("2021年712亿元之后,净利润连年走低:671亿、605亿、503亿")).toBe(
      "2021年712亿元之后,净利润连年走低:2022年671亿、2023年605亿、2024年503亿",
    );
  });

  it("passes the true run and fails a level that is not its year's", () => {
    expect(mark("600028", "2021年712亿元之后，净利润连年走低：671亿、605亿、503亿，三连降。", "2026-04-30")).toBe("✅");
    expect(mark("600028", "2021年712亿元之后，净利润连年走低：671亿、615亿、503亿，三连降。", "2026-04-30")).toBe("❌");
  });

  it("places nothing without a run word: a bare list after a year is not a sequence of years", () => {
    expect(yearsAfterRun("2022年之后净利润是747亿、862亿")).toBe("2022年之后净利润是747亿、862亿");
  });
});
