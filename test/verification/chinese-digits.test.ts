import { describe, expect, it } from "vitest";
import { smallNumeral } from "../../src/verification/chinese-digits";

describe("a Chinese numeral below a hundred", () => {
  it("reads tens, ones and tenths after 点", () => {
    expect(smallNumeral("十")).toBe(10);
    expect(smallNumeral("十二")).toBe(12);
    expect(smallNumeral("二十三")).toBe(23);
    expect(smallNumeral("两")).toBe(2);
    expect(smallNumeral("一点二")).toBeCloseTo(1.2);
    expect(smallNumeral("八点零五")).toBeCloseTo(8.05);
  });
  it("is undefined for anything else", () => {
    expect(smallNumeral("百")).toBeUndefined();
    expect(smallNumeral("点五")).toBeUndefined();
    expect(smallNumeral("12")).toBeUndefined();
  });
});

describe("a zero before tenths", () => {
  it("零点五 is half; a bare 零 or 十零 is not a numeral here", () => {
    expect(smallNumeral("零点五")).toBeCloseTo(0.5);
    expect(smallNumeral("零")).toBeUndefined();
    expect(smallNumeral("十零")).toBeUndefined();
  });
});
