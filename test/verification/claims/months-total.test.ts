import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * 中国石化 (600028) as of 2026-04-30: month-end closes 6.18 (2025-12), 6.51 (01), 6.46 (02), 5.88 (03), 5.39 (04):
 * March -8.98 %, April -8.33 %, March and April together -16.56 %; January to March -4.85 %.
 */
const mark = (claim: string) =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30", company: "600028" }),
      sampleFacts("600028", "2026-04-30"),
    ),
  );

describe("a total over the calendar months sized one by one before it", () => {
  it("is the move over the span of those months, not a sum of the stated moves", () => {
    expect(mark("中石化3月跌约9%，4月再跌8.3%，两个月合计跌去约16.6%。")).toBe("✅");
    expect(mark("3月下跌9.0%、4月下跌8.3%，这两个月累计跌幅约为26%。")).toBe("❌");
    expect(mark("石化1月涨5.3%，2月跌0.8%，3月跌9%，三个月累计下跌约4.8%。")).toBe("✅");
  });

  it("reads a forum's signed sizes and hedges", () => {
    expect(mark("股吧：石化3月-9%，4月-8.3%，俩月加起来跌了快17%。")).toBe("✅");
    expect(mark("3月-9%，4月-8.3%，累计反而上涨约16.6%。")).toBe("❌");
  });

  it("leaves a total over a window of its own (今年以来) to that window", () => {
    // The year to date fell 12.78 % (6.18 to 5.39): 今年以来 is the total's window, not March and April.
    expect(mark("3月、4月月线连续收跌，分别下跌约9%和8%，今年以来累计跌近13%。")).toBe("✅");
  });

  it("leaves a total over months that do not run one after another", () => {
    // January and March with February left out: no span of two months is named, the total stays undecided.
    expect(mark("1月涨5.3%，3月跌9%，两个月累计下跌约4.8%。")).toBe("❔");
  });
});
