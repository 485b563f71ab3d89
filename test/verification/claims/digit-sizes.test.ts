import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { digitSizeHolds, readsDigitLevel } from "../../../src/verification/claims/digit-sizes";
import { markOf } from "./measure-truth";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

const up = { direction: { word: "增长", sense: "up" as const } };
const down = { direction: { word: "下滑", sense: "down" as const } };

describe("a digit count sizes a rate the way its word says", () => {
  it("a fall is no 两位数增长 nor 个位数增长; a 两位数下滑 needs a fall", () => {
    expect(digitSizeHolds(up, -15, { min: 10, max: 100 })).toBe(false);
    expect(digitSizeHolds(up, -5, { max: 10 })).toBe(false);
    expect(digitSizeHolds(up, 15, { min: 10, max: 100 })).toBe(true);
    expect(digitSizeHolds(down, -15, { min: 10, max: 100 })).toBe(true);
    expect(digitSizeHolds({ direction: null }, -15, { min: 10, max: 100 })).toBe(true);
  });
  it("in a clause: 002594's 2025 归母净利润 −18.97 % is no 两位数增长", () => {
    const checks = checkAssertions(
      parseAssertions("2025年归母净利润实现两位数增长", undefined, { asOf: "2026-04-30" }),
      sampleFacts("002594", "2026-04-30"),
    );
    expect(checks.filter((c) => c.kind === "magnitude").map((c) => c.ok)).toEqual([false]);
  });
});

// 招商银行 on 2026-04-30: 市盈率(TTM) 6.71; 贵州茅台's is about 20.
describe("on a level metric a digit count with no move sizes the level", () => {
  it("市盈率处在个位数: the reading itself is under 10", () => {
    expect(readsDigitLevel("处在个位数的低位", "multiple")).toBe(true);
    expect(readsDigitLevel("个位数增长", "multiple")).toBe(false);
    expect(readsDigitLevel("处在个位数", "amount")).toBe(false);
    const mark = (ticker: string, claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")),
      );
    expect(mark("600036", "市盈率6.4倍上下，处在个位数区间。")).toBe("✅");
    expect(mark("600519", "茅台市盈率已经落到个位数。")).toBe("❌");
  });
  it("a basis clause naming the year's profit does not move the day's reading to that year", () => {
    const mark = markOf(
      checkAssertions(
        parseAssertions("按2025年净利润算，招行PE仅个位数。", undefined, { asOf: "2026-04-30" }),
        sampleFacts("600036", "2026-04-30"),
      ),
    );
    expect(mark).toBe("✅");
  });
});

describe("a digit count right after a move sizes the move, not the level", () => {
  it("同比下降个位数百分点 is no claim that the margin is under 10", () => {
    expect(readsDigitLevel("2025年毛利率同比下降个位数百分点", "ratio")).toBe(false);
    expect(readsDigitLevel("茅台市盈率已经落到个位数", "multiple")).toBe(true);
  });
});
