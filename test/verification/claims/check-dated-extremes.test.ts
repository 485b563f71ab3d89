import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * By hand from src/sample/sample-data.json's closes: 600519's highest close from 2025-01-02 to 2026-04-30 is 1637.86
 * (2025-03-17); 000858's is 140.80 (2025-03-14), and on 2021-02-19 it closed at 344.40, its highest close since the
 * start of 2019 (the 000858 bars run from 2019).
 */
const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf));
const mark = (ticker: string, claim: string, asOf = "2026-04-30") => markOf(checks(ticker, claim, asOf));

describe("the highest or lowest close of a span", () => {
  it("reads the figure and the day against the span named, never against the last close", () => {
    expect(mark("600519", "2025年以来最高收盘1637.86元出现在3月17日。")).toBe("✅");
    expect(mark("600519", "2025年以来最高收盘1637.86元出现在4月17日。")).toBe("❌");
    expect(mark("600519", "2025年以来最高收盘1700元。")).toBe("❌");
    expect(mark("000858", "2025年以来最高收盘140.80元（3月14日）。")).toBe("✅");
  });

  it("reads a named day's close called the extreme of the span up to it", () => {
    expect(mark("000858", "2月19日收344.4元，是2019年以来的最高收盘。", "2021-02-26")).toBe("✅");
    expect(mark("000858", "2月19日收344.4元，是2019年以来的最低收盘。", "2021-02-26")).toBe("❌");
  });

  it("reads 收盘最高 written close first, and a lowest listed after it over the same span", () => {
    expect(mark("601318", "今年以来收盘最高74.32元(1月6日)、最低56.33元(3月30日)。")).toBe("✅");
    expect(mark("601318", "今年以来收盘最高74.32元(1月6日)、最低55.33元(3月30日)。")).toBe("❌");
  });

  it("leaves a highest close with no span, or a span the bars do not reach, undecided", () => {
    expect(mark("600519", "最高收盘1637.86元出现在3月17日。")).toBe("❔");
    expect(mark("600519", "2019年以来最高收盘2600元。")).toBe("❔");
  });
});
