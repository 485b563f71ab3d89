import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { digitSizeHolds } from "../../../src/verification/claims/digit-sizes";
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
