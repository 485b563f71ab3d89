import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * A comparison whose side is a sum of years, or whose base is the named period's own level (summed-sides.ts).
 * 贵州茅台 归母净利润 2019-2025 合计 4463.63亿元, 2023-2025 合计 2432.82亿元; 比亚迪 2024年下半年 266.23亿元.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a comparison of a sum of years", () => {
  it("compares the sum of the span's years, not the last year's level", () => {
    const seven = (v: number) => `2019年以来归母净利润逐年增长，直到2025年才首次回落，累计七年合计超过${v}亿元。`;
    expect(mark("600519", seven(4400))).toBe("✅");
    expect(mark("600519", seven(4600))).toBe("❌");
    expect(mark("600519", "2023至2025年三年归母净利润合计超过2400亿元。")).toBe("✅");
    expect(mark("600519", "2023至2025年三年归母净利润合计超过2500亿元。")).toBe("❌");
  });

  it("leaves a base that is a sum of years, compared with another clause's sum, undecided", () => {
    const claim = "2024、2025两年归母净利润合计约2614亿元，远高于2022、2023两年的约1694亿元。";
    expect(mark("601318", claim)).toBe("❔");
  });
});

describe("a base that is the named period's own level", () => {
  it("is not compared with itself: the side compared is another clause's period", () => {
    // 比亚迪 归母净利润 2025H2 171.08亿, 2025H1 155.11亿, 2024H2 266.23亿.
    const claim = (base: string) =>
      `2025年下半年归母净利润约171亿元，高于上半年的155.11亿元，但不及2024年下半年的约${base}亿元。`;
    expect(mark("002594", claim("266"))).toBe("✅");
  });

  it("checks a base level its clause places in an earlier year (低于2024年的452.54亿元)", () => {
    // 比亚迪 归母净利润 2024 402.54亿.
    expect(mark("002594", "2025年归母净利润326.19亿元，低于2024年的452.54亿元。")).toBe("❌");
    expect(mark("002594", "2025年归母净利润326.19亿元，低于2024年的402.54亿元。")).toBe("✅");
  });

  it("keeps a base year's level compared with the clause's year", () => {
    expect(mark("002594", "2025年归母净利润326.19亿元，低于2024年的402.54亿元。")).toBe("✅");
    expect(mark("002594", "2025年归母净利润326.19亿元，高于2024年的402.54亿元。")).toBe("❌");
  });
});

describe("two years named apart", () => {
  it("are summed alone, not every year between (招行 归母净利润 2019 928.67 + 2025 1501.81 = 2430.48亿元)", () => {
    const mark = (claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600036", "2026-04-30")),
      );
    expect(mark("招行2019年和2025年的净利润合计超过2400亿元。")).toBe("✅");
    expect(mark("招行2019年和2025年的净利润合计超过2500亿元。")).toBe("❌");
    expect(mark("招行2025年营收3375.32亿元，略高于24年的3374.88亿元。")).toBe("✅");
  });
});

describe("a span written with 起至", () => {
  it("sums every year between its ends (招行 归母净利润 2023-2025: 1466.02 + 1483.91 + 1501.81 = 4451.74亿元)", () => {
    const mark = (claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600036", "2026-04-30")),
      );
    expect(mark("招行2023年起至2025年归母净利润合计超过4400亿元。")).toBe("✅");
    expect(mark("招行2023年起至2025年归母净利润合计超过4500亿元。")).toBe("❌");
  });
});
