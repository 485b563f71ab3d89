import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { namedCloses } from "../../../src/verification/claims/named-close";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: on 2026-04-30 600028 closes at 5.39, 600519 at 1384.79, 600036 at 38.27; 600036
 * closed at 42.75 on 2025-04-18.
 */
const AS_OF = "2026-04-30";
const numbers = (ticker: string, claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: AS_OF, company: ticker }), sampleFacts(ticker, AS_OF))
    .filter((c) => c.kind === "number")
    .map((c) => c.ok);

describe("收 right after a company's name or code, before a figure, is that company's close", () => {
  it("is written out as 收盘, the day before the name kept right before the close", () => {
    expect(namedCloses("中国石化收5.39元")).toBe("中国石化收盘5.39元");
    expect(namedCloses("信号日志｜600519 收1384.79")).toBe("信号日志｜600519 收盘1384.79");
    expect(namedCloses("2025年4月18日招行收42.75元")).toBe("招行2025年4月18日收盘42.75元");
    expect(namedCloses("茅台收入1720.54亿元")).toBe("茅台收入1720.54亿元");
    expect(namedCloses("营收5.39亿元")).toBe("营收5.39亿元");
  });

  it("checks the point's own close; another company's close is its data, not failed as the own one", () => {
    expect(numbers("600028", "中国石化收5.39元")).toEqual([true]);
    expect(numbers("600028", "中国石化收5.59元")).toEqual([false]);
    expect(numbers("600519", "茅台收在1384.79元")).toEqual([true]);
    expect(numbers("600519", "600519 收1384.79")).toEqual([true]);
    expect(numbers("600036", "2025年4月18日招行收42.75元")).toEqual([true]);
    expect(numbers("600036", "2025年4月18日招行收45.75元")).toEqual([false]);
    expect(numbers("600519", "茅台收1384.79元，招行收38.27元")).toEqual([true, null]);
    expect(numbers("600519", "招行收盘38.27元")).toEqual([null]);
  });
});

/* 601318 closed at 56.33 on 2026-03-30. */
describe("收至 after a day is that day's close; 最低收至 calls it the extreme close", () => {
  it("checks the day's close, and leaves an extreme with no span undecided rather than read as today's close", () => {
    expect(numbers("601318", "3月30日收至56.33元")).toEqual([true]);
    expect(numbers("601318", "3月30日收至58.33元")).toEqual([false]);
    expect(numbers("601318", "3月30日最低收至56.33元")).toEqual([null]);
  });
});

/* 600519 closed 2025 at 1377.18; 000858 closed 2020 at 291.85; 600036 closed 2025 at 42.10. */
describe("a name between a year's end and its close verb", () => {
  it("goes before the year's end, the close verb (with 股价, 还, 为) written as 收盘", () => {
    expect(namedCloses("2025年底茅台收在1377.18元")).toBe("茅台2025年底收盘1377.18元");
    expect(namedCloses("2020年末五粮液股价还收于291.85元")).toBe("五粮液2020年末收盘291.85元");
    expect(namedCloses("2025年底股价收在1377.18元")).toBe("2025年底收在1377.18元");
    // Counter-case: a name after a year's end that no close follows stays where it is.
    expect(namedCloses("2025年底茅台营收1720.54亿元")).toBe("2025年底茅台营收1720.54亿元");
  });

  it("checks that year-end's close, not the last one", () => {
    expect(numbers("600519", "2025年底茅台收在1377.18元")).toEqual([true]);
    expect(numbers("600519", "2025年底茅台收在1477.18元")).toEqual([false]);
    expect(numbers("000858", "2020年末五粮液股价还收于291.85元")).toEqual([true]);
  });
});
