import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { runYears } from "../../../src/verification/claims/year-runs";
import { sampleFacts } from "./sample-facts";

/** A bound said of every year of a streak holds only in each (streak-years.ts). 五粮液 归母净利润增速 2016 +9.85 %. */
const comparison = (claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2020-05-15" }), sampleFacts("000858", "2020-05-15"))
    .filter((c) => c.kind === "comparison")
    .map((c) => c.ok);

describe("a streak's bound", () => {
  it("reads the years a range or 连续N年 covers, and only with a word of every year", () => {
    const years = (claim: string) => runYears(parseAssertions(claim)[0]!, 2019)?.years ?? null;
    expect(years("2016-2019年归母净利润连续四年增速超过20%")).toEqual([2016, 2017, 2018, 2019]);
    expect(years("归母净利润连续三年增速超过20%")).toEqual([2017, 2018, 2019]);
    expect(years("2019年归母净利润增速超过20%")).toBeNull();
  });

  it("fails when one year of the streak misses the bound, passes when every year meets it", () => {
    expect(comparison("2016-2019年归母净利润连续四年增速超过20%。")).toEqual([false]);
    expect(comparison("归母净利润连续三年增速超过20%。")).toEqual([true]);
  });
});

describe("a growth compared with another metric's in every year of a run", () => {
  // 五粮液 归母净利润 +42.6 / +38.4 / +30.0 % in 2017-2019 against 营业收入 +23.0 / +32.6 / +25.2 %; 2016: +9.85 vs +13.3 %.
  it("holds only when it holds in each year", () => {
    expect(comparison("2017-2019年归母净利润增速连续三年高于营业收入增速。")).toEqual([true]);
    expect(comparison("2016-2019年归母净利润增速连续四年高于营业收入增速。")).toEqual([false]);
  });
});
